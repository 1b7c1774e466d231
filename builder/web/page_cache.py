"""The builder page opened from a link, kept in Django's cache (issue 13).

Docs link to prefilled builders (``?recipe=``, ``?s=``, ``?state=``), so the
same few pages are opened again and again, and everything costly on them
depends only on the link: the form (``builder.html#builder-form``) and the
output (``#output-body``: request JSON, readable expressions, code tabs, link).
Those two fragments are rendered once and kept; each visitor's page is then
built around them: the CSRF token (put back into the kept form per visitor),
the header's user bar, the Save panel, the Run panel and the Try it panel.

The key holds what the fragments depend on: the link itself, the app's version
(a hash of the code and templates, or ``APP_VERSION``), the scheme and host
(the output's absolute link) and whether the Run button shows. Only a link that
loads is kept (a refused link shows its message on an empty builder, cheaply).

Settings: ``BUILDER_PAGE_CACHE`` (on unless under tests; a test turns it on),
``BUILDER_PAGE_CACHE_ALIAS`` (which of ``CACHES``, default ``"builder-pages"``: local
memory per process unless ``CACHES`` names Redis or Memcached, see README; never the
cache of the sign-up throttle, whose counts a flood of new links would cull) and
``BUILDER_PAGE_CACHE_SECONDS``, and ``BUILDER_PAGE_CACHE_MAX_BYTES``: a page whose
two fragments, as kept, are larger is rendered each time, not kept: a link of 500
characters can open a page of megabytes (a value of 240,000 ``&``, written
``&amp;``), and 60 such links held 160 MB in a worker's cache. A fragment of
``COMPRESS_FROM`` characters or more is kept compressed (zlib; HTML compresses
about tenfold), and the bound is on what is kept: the page of a link of 100 Delete
actions (about 640,000 characters) is kept in about 40 KB.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import re
import zlib
from pathlib import Path
from types import SimpleNamespace

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest
from django.middleware.csrf import get_token
from django.template.loader import render_to_string
from django.utils.html import escape
from django.utils.safestring import mark_safe

from builder.forms.try_key import TryKeyForm
from builder.links import LinkError, link_parameter
from builder.web.page import BUILDER_FORM_ID, BUILDER_TEMPLATE

logger = logging.getLogger(__name__)

# What the rest of the page reads from the context (status, checks, Try it, title, Save panel)
KEPT = ("valid", "state", "show_errors", "problem_count", "refused_count", "findings", "warning_count", "try_prefill")
_CSRF_INPUT = re.compile(r'(<input type="hidden" name="csrfmiddlewaretoken" value=")[^"]*(">)')
# Where the visitor's token goes: text that rendered HTML never holds. The templates write no NUL and
# escape every "<" a user types (a value typed may hold NULs: "\x00csrf\x00" alone would be found in it,
# and a link's value replaced by its visitor's token)
_CSRF_MARK = "<\x00csrf\x00>"
COMPRESS_FROM = 65_536  # characters: a fragment this long is kept compressed (the like page's are not)


def _packed(html: str) -> str | bytes:
    """A fragment as kept: as it is if short, else compressed (level 1: a tenth of the size, fast)."""
    return html if len(html) < COMPRESS_FROM else zlib.compress(html.encode("utf-8", "surrogatepass"), 1)


def _unpacked(kept: str | bytes) -> str:
    return kept if isinstance(kept, str) else zlib.decompress(kept).decode("utf-8", "surrogatepass")


@functools.cache
def app_version() -> str:
    """``APP_VERSION`` from the environment, or a hash of the builder's code and
    templates: a new release never reads an older release's fragments."""
    given = os.environ.get("APP_VERSION")
    if given:
        return given
    root = Path(settings.BASE_DIR)
    digest = hashlib.sha256()
    for folder, pattern in (("builder", "*.py"), ("builder", "*.lark"), ("builder", "*.json"), ("templates", "*.html")):
        for path in sorted((root / folder).rglob(pattern)):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def enabled() -> bool:
    return getattr(settings, "BUILDER_PAGE_CACHE", False)


def _cache():
    return caches[getattr(settings, "BUILDER_PAGE_CACHE_ALIAS", "builder-pages")]


def key_for(request: HttpRequest, run_available: bool) -> str | None:
    """The cache key of a GET of the builder from a link, or None (not cached)."""
    if not enabled() or request.method != "GET":
        return None
    try:
        given = link_parameter(request.GET)
    except LinkError:  # two ways of naming the request: the page refuses it, rendered each time
        return None
    if given is None:
        return None
    name, value = given
    text = "\x00".join([app_version(), request.scheme, request.get_host(), str(bool(run_available)), name, value])
    return "builder-page:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def lookup(request: HttpRequest, key: str) -> dict | None:
    """The page's context from the kept fragments, for this visitor, or None."""
    try:
        kept = _cache().get(key)
    except Exception:  # a shared cache that is down: render the page as without one
        logger.warning("builder page cache: read failed", exc_info=True)
        return None
    if kept is None:
        return None
    token = escape(get_token(request))
    ctx = dict(kept["ctx"])
    ctx.update(
        form=SimpleNamespace(operation=kept["operation"], data=kept["data"]),
        try_key=TryKeyForm(form_id=BUILDER_FORM_ID),
        link_message=None,
        paste=None,
        focus="",
        draft_restore=False,
        builder_form_html=mark_safe(_unpacked(kept["form_html"]).replace(_CSRF_MARK, token)),
        output_body_html=mark_safe(_unpacked(kept["output_html"])),
    )
    return ctx


def _set(key: str, value: dict, seconds: int) -> None:
    try:
        _cache().set(key, value, seconds)
    except Exception:  # a shared cache that is down: the page is answered all the same
        logger.warning("builder page cache: write failed", exc_info=True)


def store(request: HttpRequest, key: str, ctx: dict) -> None:
    """Render the two fragments for ``ctx``, keep them, and put them in ``ctx``
    so the page being answered uses them too (each is rendered once)."""
    form_html = render_to_string(BUILDER_TEMPLATE + "#builder-form", ctx, request)
    output_html = render_to_string(BUILDER_TEMPLATE + "#output-body", ctx, request)
    kept_form, found = _CSRF_INPUT.subn(lambda m: m.group(1) + _CSRF_MARK + m.group(2), form_html)
    # the form holds the token once (otherwise keep nothing rather than a wrong page), and a
    # page is kept only up to a size: links are many, and a cache entry has no other bound
    packed_form, packed_output = _packed(kept_form), _packed(output_html)
    if found == 1 and len(packed_form) + len(packed_output) <= settings.BUILDER_PAGE_CACHE_MAX_BYTES:
        form = ctx["form"]
        _set(
            key,
            {
                "form_html": packed_form,
                "output_html": packed_output,
                "ctx": {k: ctx[k] for k in KEPT if k in ctx},
                "operation": form.operation,
                "data": dict(form.data),
            },
            getattr(settings, "BUILDER_PAGE_CACHE_SECONDS", 3600),
        )
    ctx["builder_form_html"] = mark_safe(form_html)
    ctx["output_body_html"] = mark_safe(output_html)
