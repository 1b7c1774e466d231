"""Who may run requests, for views and templates (no endpoint is contacted here).

A request may be run when ``DYNAMODB_RUN_ENABLED`` is true and either
``DYNAMODB_RUN_ANONYMOUS`` is true (``make run`` sets it for its own DynamoDB
Local) or the user is active and is staff or has the ``builder.run_requests``
permission. That permission is created after ``migrate`` (a custom Permission:
the builder has no model to hang it on), so an administrator can grant it to a
user or a group.
"""

from __future__ import annotations

from django.apps import apps as global_apps
from django.conf import settings
from django.http import HttpRequest

RUN_PERMISSION = "builder.run_requests"
RUN_PERMISSION_CODENAME = "run_requests"
RUN_PERMISSION_NAME = "Can run requests against the configured DynamoDB endpoint"
# The content type the permission hangs on (there is no model by this name).
RUN_CONTENT_TYPE = ("builder", "run")


def run_refusal(request: HttpRequest) -> str | None:
    """Why this request may not run anything, in words; None when it may."""
    if not settings.DYNAMODB_RUN_ENABLED:
        return "Running requests is switched off on this server. Nothing was sent."
    if settings.DYNAMODB_RUN_ANONYMOUS:
        return None
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return (
            "Only signed-in staff, or users with the “run requests” permission, may run requests "
            "on this server. Nothing was sent."
        )
    if not user.is_active:
        return "This account is inactive. Nothing was sent."
    if user.is_staff or user.has_perm(RUN_PERMISSION):
        return None
    return (
        "Your account may not run requests: ask an administrator for the “run requests” "
        f"permission ({RUN_PERMISSION}). Nothing was sent."
    )


def run_available(request: HttpRequest) -> dict:
    """Template context: ``run_available`` (show the Run button) and ``run_target``."""
    available = run_refusal(request) is None
    ctx: dict = {"run_available": available}
    if available:
        from builder.run import RunConfig

        ctx["run_target"] = RunConfig.from_settings().target
    return ctx


def ensure_run_permission(sender, using="default", apps=global_apps, **kwargs) -> None:
    """post_migrate: create the builder.run_requests permission (once auth's tables exist)."""
    if getattr(sender, "label", None) != "auth":
        return
    try:
        ContentType = apps.get_model("contenttypes", "ContentType")
        Permission = apps.get_model("auth", "Permission")
    except LookupError:
        return
    app_label, model = RUN_CONTENT_TYPE
    ct, _ = ContentType.objects.using(using).get_or_create(app_label=app_label, model=model)
    Permission.objects.using(using).get_or_create(
        content_type=ct, codename=RUN_PERMISSION_CODENAME, defaults={"name": RUN_PERMISSION_NAME}
    )
