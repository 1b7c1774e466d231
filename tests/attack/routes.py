"""Every named URL of the app, found by walking the resolver (so a new endpoint
is seen without anyone listing it), and a concrete URL for each."""

from __future__ import annotations

from django.urls import URLPattern, URLResolver, get_resolver, reverse


def named_routes() -> set[str]:
    """Every URL name, the admin's as the one name "admin" (its own app)."""
    names: set[str] = set()

    def walk(patterns, namespace: str | None) -> None:
        for p in patterns:
            if isinstance(p, URLResolver):
                walk(p.url_patterns, p.namespace or namespace)
            elif isinstance(p, URLPattern) and p.name:
                names.add("admin" if namespace == "admin" else p.name)

    walk(get_resolver().url_patterns, None)
    return names


def route_args(cast) -> dict[str, list]:
    """Arguments that make each route's URL point at something real."""
    from builder.models import Revision

    rev = Revision.objects.filter(snippet=cast.mine).order_by("number").first()
    return {
        "snippet_detail": [cast.mine.pk],
        "snippet_code": [cast.mine.pk],
        "snippet_history": [cast.mine.pk],
        "snippet_restore": [cast.mine.pk, rev.number],
        "snippet_fork": [cast.mine.pk],
        "snippet_share": [cast.mine.pk],
        "snippet_delete": [cast.mine.pk],
        "snippet_shared": [cast.shared.share_slug],
        "snippet_shared_code": [cast.shared.share_slug],
        "snippet_shared_fork": [cast.shared.share_slug],
        "embed_shared": [cast.shared.share_slug],
        "team_detail": [cast.blue.pk],
        "team_add_member": [cast.blue.pk],
        "team_remove_member": [cast.blue.pk, cast.bob.pk],
        "team_set_role": [cast.blue.pk, cast.bob.pk],
        "team_export": [cast.blue.pk],
        "team_import": [cast.blue.pk],
        "table": ["Social"],
        "table_reconcile": ["Social"],
        "password_reset_confirm": ["MQ", "set-password"],
    }


def url_of(name: str, cast) -> str:
    if name == "admin":
        return reverse("admin:index")
    return reverse(name, args=route_args(cast).get(name, []))
