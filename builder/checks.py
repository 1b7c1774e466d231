"""The app's own system checks (``manage.py check``, and what runserver and
migrate print): settings that would quietly turn a feature off."""

from __future__ import annotations

from django.conf import settings
from django.core import checks


@checks.register(checks.Tags.caches)
def page_cache_alias(app_configs, **kwargs) -> list:
    """The builder pages' cache (``BUILDER_PAGE_CACHE_ALIAS``, ``"builder-pages"``)
    must be one of ``CACHES``: a ``CACHES`` written before it had a cache of its
    own names only ``"default"``, and without it every page is rendered again,
    with one log line a request. Nor may it be the cache that holds the sign-up and
    password-reset throttles' counts, which a flood of new links would cull."""
    if not getattr(settings, "BUILDER_PAGE_CACHE", False):
        return []
    alias = getattr(settings, "BUILDER_PAGE_CACHE_ALIAS", "builder-pages")
    if alias not in settings.CACHES:
        return [
            checks.Warning(
                f"BUILDER_PAGE_CACHE_ALIAS names {alias!r}, which is not in CACHES: builder pages will not be kept.",
                hint=f"Add a {alias!r} entry to CACHES (README, Caching), or set BUILDER_PAGE_CACHE=false.",
                id="builder.W001",
            )
        ]
    if alias == "default":
        return [
            checks.Warning(
                "BUILDER_PAGE_CACHE_ALIAS is 'default', the cache of the sign-up and password-reset throttles: "
                "anyone can make pages to keep by making new links, and they would push the counts out.",
                hint="Give the builder pages a cache of their own (README, Caching).",
                id="builder.W002",
            )
        ]
    return []
