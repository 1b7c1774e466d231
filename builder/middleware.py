"""Small middleware of our own (order and reasons: builder/settings.py MIDDLEWARE).

- ``ContentSecurityPolicyMiddleware``: a Content-Security-Policy header on every
  response. Django 5.2 has no built-in CSP support (Django 6.0 does); this sends
  ``settings.CONTENT_SECURITY_POLICY`` unless a view already set the header.
  It sits above WhiteNoise, so static files get it too.
- ``RequireSecretKeyMiddleware``: refuses to start serving without SECRET_KEY
  (only serving needs it: commands run without one).
- ``HeadAsGetMiddleware``: HEAD is answered wherever GET is.
- ``client_ip`` and ``lockout_response``: the client's address, and the page
  of a locked-out login, for login throttling (django-axes).
"""

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        policy = getattr(settings, "CONTENT_SECURITY_POLICY", "")
        if policy and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy
        return response


class RequireSecretKeyMiddleware:
    """Stop a server from starting without a secret key.

    Middleware is built when the WSGI application is (``builder.wsgi``, which
    gunicorn imports; runserver's handler), before any request, so a server
    without SECRET_KEY fails at start-up with this message instead of answering
    500 to every request that touches a session or a CSRF token. Management
    commands never build it: ``ddb``, ``migrate`` and ``check`` need no secret.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        if getattr(settings, "SECRET_KEY_MISSING", False):
            raise ImproperlyConfigured(
                "Set SECRET_KEY to serve pages (sessions, CSRF tokens and password reset links are signed "
                "with it), or DEBUG=true for local development."
            )
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)


class HeadAsGetMiddleware:
    """HEAD works wherever GET does: the view runs as for GET.

    HTTP defines HEAD as GET without the body, and Django's class-based views
    already answer it that way; the function views guarded by ``require_GET``
    refuse it (405). Just before the view runs, a HEAD request is handed to it
    as a GET; the response keeps the GET's headers, including Content-Length,
    and loses its body (the servers drop a HEAD's body too: gunicorn, runserver).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.META.get("REQUEST_METHOD") == "HEAD":
            if response.streaming:  # (a team export) never written: what it would read is not read
                response.streaming_content = []
            else:
                if not response.has_header("Content-Length"):
                    response["Content-Length"] = str(len(response.content))
                response.content = b""
        return response

    def process_view(self, request: HttpRequest, view_func, view_args, view_kwargs) -> None:
        if request.method == "HEAD":
            request.method = "GET"


def client_ip(request: HttpRequest) -> str | None:
    """The client's address, for django-axes (``AXES_CLIENT_IP_CALLABLE``).

    ``REMOTE_ADDR``, unless ``TRUST_X_FORWARDED_FOR`` says a proxy in front
    appends the address it saw to X-Forwarded-For: then the last entry (the
    only one the proxy vouches for; the ones before it come from the client).
    """
    if getattr(settings, "TRUST_X_FORWARDED_FOR", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        last = forwarded.rsplit(",", 1)[-1].strip()
        if last:
            return last[:100]
    return request.META.get("REMOTE_ADDR")


LOCKOUT_STATUS = 429  # Too Many Requests


def lockout_response(request: HttpRequest, original_response=None, credentials: dict | None = None) -> HttpResponse:
    """The page a locked-out login gets (``AXES_LOCKOUT_CALLABLE``): who is
    locked, after how many failures, and for how long."""
    username = (credentials or {}).get("username") or request.POST.get("username", "")
    minutes = max(1, round(settings.AXES_COOLOFF_TIME.total_seconds() / 60))
    context = {"username": str(username)[:150], "failure_limit": settings.AXES_FAILURE_LIMIT, "minutes": minutes}
    return render(request, "registration/locked_out.html", context, status=LOCKOUT_STATUS)
