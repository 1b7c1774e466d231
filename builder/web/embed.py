"""``/embed/``: the compact, read-only view documentation puts in an iframe.

``/embed/?s=1.<token>`` (or ``?state=``, ``?recipe=``) and ``/embed/s/<slug>/``
(a snippet shared by link) show the request JSON and one code tab
(``?format=``, a key of ``ddb formats``; Python boto3 by default), with an
"Open in builder" link. This response alone may be framed, and only by the
origins in ``settings.EMBED_FRAME_ANCESTORS`` (its CSP ``frame-ancestors``);
with none listed it keeps the site's ``frame-ancestors 'none'`` and
``X-Frame-Options: DENY``. docs/links.md has the ``<iframe>`` snippet.
"""

from __future__ import annotations

import re

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from builder import snippets as sn
from builder.expr import StateError
from builder.expr.emit import FORMATS, code_problem, emit
from builder.expr.recipes import get_recipe
from builder.links import LinkError, decode_state, link_parameter, parse_readable
from builder.web.page import link_that_opens

DEFAULT_FORMAT = "python_client"
_LABELS = {key: label for key, label, _ in FORMATS}
_LANGUAGES = {key: language for key, _, language in FORMATS}
_FRAME_ANCESTORS = re.compile(r"frame-ancestors [^;]*")


def _framed(response: HttpResponse) -> HttpResponse:
    """The site's CSP with ``frame-ancestors`` set to the allowed origins."""
    origins = settings.EMBED_FRAME_ANCESTORS
    if origins:
        policy = settings.CONTENT_SECURITY_POLICY
        ancestors = "frame-ancestors " + " ".join(origins)
        policy = (
            _FRAME_ANCESTORS.sub(ancestors, policy) if _FRAME_ANCESTORS.search(policy) else f"{policy}; {ancestors}"
        )
        response["Content-Security-Policy"] = policy
        response.xframe_options_exempt = True  # CSP frame-ancestors says who may frame it
    return response


def _state_from_query(request: HttpRequest) -> dict:
    given = link_parameter(request.GET)
    if given is None:
        raise LinkError("This embed names no request: add ?s= (the builder's Copy link), ?state= or ?recipe=.")
    name, value = given
    if name == "s":
        return decode_state(value)
    if name == "state":
        return parse_readable(value)
    recipe = get_recipe(value)
    if recipe is None:
        raise LinkError(f"There is no recipe named {value!r}.")
    return recipe.state


def _answer(
    request: HttpRequest, state: dict | None, problem: str | None, title: str = "", status: int = 400
) -> HttpResponse:
    fmt = request.GET.get("format") or DEFAULT_FORMAT
    ctx: dict = {"title": title, "problem": problem}
    if fmt not in _LABELS:
        ctx["format_note"] = f"There is no code format named {fmt!r}; showing {_LABELS[DEFAULT_FORMAT]}."
        fmt = DEFAULT_FORMAT
    if state is not None and problem is None:
        try:
            prepared = sn.prepare(state)
        except StateError as e:
            first = "; ".join(str(p) for p in e.problems[:3])
            ctx["problem"] = f"This request cannot be loaded: {first}."
        else:
            link, _ = link_that_opens(prepared.state)  # none where the builder would open it on an error
            too_large = code_problem(prepared.params)
            ctx.update(
                operation=prepared.operation,
                tables=", ".join(prepared.tables),
                request_json=prepared.request_json,
                format_key=fmt,
                format_label=_LABELS[fmt],
                language=_LANGUAGES[fmt],
                code=None if too_large else emit(fmt, prepared.operation, prepared.params),
                code_problem=too_large,
                open_link=request.build_absolute_uri(link) if link else None,
            )
    status = status if ctx["problem"] else 200
    return _framed(render(request, "builder/embed.html", ctx, status=status))


@require_GET
def embed(request: HttpRequest) -> HttpResponse:
    try:
        return _answer(request, _state_from_query(request), None)
    except LinkError as e:
        return _answer(request, None, str(e))


@require_GET
def embed_shared(request: HttpRequest, slug: str) -> HttpResponse:
    snippet = sn.visible_shared(slug)
    if snippet is None:
        return _answer(request, None, "No such shared snippet: the link may have been turned off.", status=404)
    return _answer(request, snippet.state, None, title=snippet.title)
