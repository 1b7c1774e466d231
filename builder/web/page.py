"""The builder page (templates/builder/builder.html): its context, and the one
choice every view that answers from it makes: the panel alone for htmx, the
whole page otherwise.

- ``builder_context(request, form)``: everything the page shows for a builder
  form: the output (request JSON, readable expressions, the code of the tab on
  show, the other tabs filled on demand by ``POST /code``, the link), the checker's findings, the Try it panel's defaults.
- ``render_page(request, data, extra)``: the whole page for builder data, with
  ``extra`` (a run result, a save panel ...) added to that context.
- ``render_panel_or_page(request, data, template, panel)``: for htmx, only the
  panel ``template`` with ``panel``; without JavaScript, ``render_page``.
- ``output_context(request, state)``: the output panel alone for a saved state
  (the snippet pages show a request read-only with the builder's own output).
- ``save_panel_context(request, data)``: the Save panel (snippets/_save_panel.html).
- ``keep_address(request, response, ctx)``: the address bar kept in step with
  the request an htmx answer shows (``HX-Replace-Url``).

View modules import this one; it imports no view module.
"""

from __future__ import annotations

import functools
import json
import re

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.utils.functional import SimpleLazyObject

from builder import forms as bf
from builder import links, safejson
from builder import snippets as sn
from builder.expr import OPERATIONS, StateError, load_state
from builder.expr.check import Finding, check_loaded, check_state, error_finding
from builder.expr.emit import FORMATS, code_problem, emit, readable
from builder.expr.errors import lone_surrogate
from builder.expr.explain import explain
from builder.expr.jsontext import shown as shown_json
from builder.expr.keys import (
    index_table_spec,
    key_specs,
    request_tables,
    table_keys,
    table_spec,
    tried_index,
    typed_key_problem,
)
from builder.forms.limits import STATE_MAX_DEPTH, TRY_ITEMS_MAX_BYTES
from builder.forms.try_key import TryKeyForm, typed_key
from builder.models import Snippet
from builder.run import known_table
from builder.run_context import run_refusal
from builder.snippet_forms import META_PREFIX, SnippetMetaForm
from builder.web.code_panels import code_panel_inner
from builder.web.util import positive_int, view_path

BUILDER_TEMPLATE = "builder/builder.html"
BUILDER_FORM_ID = "builder-form"  # the page's <form>; the Try it and Save fields join it with form=

# tab labels short enough for one row; each panel's heading keeps the full name
SHORT_LABELS = {
    "cli": "CLI",
    "python_client": "boto3",
    "python_resource": "boto3 Table",
    "js_client": "JS v3",
    "js_document": "JS DocumentClient",
    "java": "Java",
    "go": "Go",
    "partiql": "PartiQL",
    "pynamodb": "PynamoDB",
    "toolbox": "dynamodb-toolbox",
    "electrodb": "ElectroDB",
}


# --------------------------------------------------------------------------
# The output
# --------------------------------------------------------------------------
def builder_link(state: dict) -> str | None:
    """The builder page opened on ``state`` (a compact ``?s=`` link), or None when
    the state is too big for a link the server accepts (builder/links.py): the
    page then says so and offers saving it as a snippet instead."""
    return links.builder_link(state, path=view_path("builder"))


TOO_BIG_FOR_A_LINK = "it is too big for a link"


def link_that_opens(state: dict) -> tuple[str | None, str | None]:
    """A builder link for a state made outside the builder's form (``/diff``,
    ``/embed/``), offered only when the builder opens it: ``(link, None)``;
    ``(None, why)`` when the builder would open it, or a paste of its JSON,
    on an error (``load_data`` refuses it: a text a field cannot hold, more
    fields than the form holds ...); ``(None, None)`` when it loads but is
    too big for a link (a paste opens it). A 185-attribute update, or one
    holding a NUL, got a link that opened on "cannot be loaded"; a
    300-attribute one, too big for a link, was sent to a paste that refused
    it. (The states come from two items of at most 400 KB, or from a link:
    ``load_data`` takes a few milliseconds on the largest.)"""
    try:
        bf.load_data(state)
    except bf.LoadError as e:
        return None, str(e)
    return builder_link(state), None


def link_or_why(state: dict) -> tuple[str | None, str | None]:
    """:func:`link_that_opens`, saying :data:`TOO_BIG_FOR_A_LINK` where there
    is no link because of its size: (link, None) or (None, why), for a link
    offered where the page has no paste to send it to (a run's next page, a
    tally's repair)."""
    link, why = link_that_opens(state)
    return (link, None) if link else (None, why or TOO_BIG_FOR_A_LINK)


def _absolute(request: HttpRequest, link: str | None) -> str | None:
    return request.build_absolute_uri(link) if link else None


ALL_CODES = "*"  # code_tabs(only=...): every tab's code
FORMAT_KEYS = frozenset(fmt for fmt, _, _ in FORMATS)


def code_tabs(operation: str, params: dict, only: str | None = ALL_CODES) -> list[dict]:
    """One output tab per code format: key, label, short (tab) label, language, code.

    ``only``: the one format whose code is emitted (the tab on show, issue 13);
    the other tabs get ``code`` None and their panels are filled on demand
    (``POST /code``, or without JavaScript a "Show the … code" button). None:
    no code at all (the JSON tab is on show); ``ALL_CODES``: every tab's code.
    A request too large to write as code (``code_problem``) gives every tab
    ``problem``, and no code."""
    problem = code_problem(params) if only is not None else None
    if problem is not None:  # too large to write as code: every tab says so
        return [
            {"key": fmt, "label": label, "short": SHORT_LABELS.get(fmt, label), "language": language, "code": None}
            | {"problem": problem}
            for fmt, label, language in FORMATS
        ]
    key = _params_key(params) if only is not None else None  # no code, no key
    if only == ALL_CODES:
        codes = _cached_codes(operation, key) if key is not None else _codes(operation, params)
    else:
        codes = tuple(
            (_cached_code(operation, fmt, key) if key is not None else emit(fmt, operation, params))
            if fmt == only
            else None
            for fmt, _, _ in FORMATS
        )
    return [
        {"key": fmt, "label": label, "short": SHORT_LABELS.get(fmt, label), "language": language, "code": code}
        for (fmt, label, language), code in zip(FORMATS, codes, strict=True)
    ]


def shown_format(request: HttpRequest) -> str | None:
    """The code format on show in the page that posted (``show``: the tab the
    live preview keeps, or a "Show the … code" button without JavaScript), or None."""
    value = request.POST.get("show") if request.method == "POST" else None
    return value if value in FORMAT_KEYS else None


def _codes(operation: str, params: dict) -> tuple[str, ...]:
    return tuple(emit(fmt, operation, params) for fmt, _, _ in FORMATS)


# The emitted code is a pure function of the operation and the params, and the
# same requests come back often (a recipe from a docs link, each preview of an
# unchanged form): the 11 emitters are a quarter of a builder page's time, so
# the codes are kept for the latest requests (issue 13). The key is the params'
# JSON in their own key order (which the code follows); only params made of
# JSON's own types are cached, and the code is emitted from the JSON read back,
# which is then the same value; big requests are not kept.
CODE_CACHE_SIZE = 128
CODE_CACHE_MAX_CHARS = 8192
_JSON_TYPES = (str, int, float, bool, type(None))


def _plain_json(value) -> bool:
    """Made only of dicts with str keys, lists, str, int, float, bool and None
    (exact types: no tuple, no subclass), walked without recursion."""
    stack = [value]
    while stack:
        v = stack.pop()
        t = type(v)
        if t is dict:
            if not all(type(k) is str for k in v):
                return False
            stack.extend(v.values())
        elif t is list:
            stack.extend(v)
        elif t not in _JSON_TYPES:
            return False
    return True


def _params_key(params: dict) -> str | None:
    if not _plain_json(params):
        return None
    try:
        text = json.dumps(params, ensure_ascii=False, allow_nan=False)
    except ValueError:  # NaN or infinity: not JSON
        return None
    return text if len(text) <= CODE_CACHE_MAX_CHARS else None


@functools.lru_cache(maxsize=CODE_CACHE_SIZE)
def _cached_codes(operation: str, params_json: str) -> tuple[str, ...]:
    return _codes(operation, json.loads(params_json))


@functools.lru_cache(maxsize=CODE_CACHE_SIZE)
def _cached_code(operation: str, fmt: str, params_json: str) -> str:
    return emit(fmt, operation, json.loads(params_json))


def builder_context(
    request: HttpRequest, form: bf.BuilderForm, show_errors: bool = True, validated: tuple | None = None
) -> dict:
    """The builder page's context for ``form``. With ``show_errors`` the form's
    problems go beside their fields and the checker's findings are listed; a
    fresh, empty builder is shown without them. ``validated``: what
    ``form.validate()`` (problems attached) gave already, not read again."""
    state, req = validated if validated is not None else form.validate(attach=show_errors)
    # the key typed in Try it (posted with the builder form): read once, for the suggestions and the checker
    typed = typed_key(request.POST) if request.method == "POST" else []
    ctx: dict = {
        "form": form,
        "state": state,
        "valid": req is not None,
        "show_errors": show_errors,
        "operations": OPERATIONS,
        # the Try it panel's own fields: built only by a page that shows the panel (a preview does not)
        "try_key": SimpleLazyObject(lambda: TryKeyForm(form_id=BUILDER_FORM_ID)),
        "suggest": suggestions(request, form, typed),
    }
    if show_errors:  # the checker's findings: #checks, and warnings beside fields
        ctx.update(check_context(form, state, req, typed_table(req, typed, request)))
        # a key the checks cannot take (one attribute twice): said above the findings, not dropped in silence
        ctx["typed_key_problem"] = typed_key_problem(typed)
    if req is None:
        ctx["problem_count"] = form.problem_count
        return ctx
    params = form.params
    ctx["request_json"], ctx["request_json_note"] = shown_json(params)
    ctx["readable"] = readable(req.operation, params)
    ctx["explain"] = explain(req)
    ctx["codes"] = code_tabs(req.operation, params, only=shown_format(request))
    ctx["shown"] = shown_format(request)
    link = builder_link(state)
    ctx["link"] = link
    ctx["absolute_link"] = _absolute(request, link)
    # the Try it panel's sample items: written only by a page that shows the panel (a preview does not)
    ctx["try_prefill"] = SimpleLazyObject(lambda: prefill_text(req))
    return ctx


def unloadable_message(e: StateError) -> str:
    """What a page says of a saved request that no longer loads."""
    first = "; ".join(str(p) for p in e.problems[:3])
    return f"This saved request can no longer be loaded ({first}); its history still has every version."


def output_context(request: HttpRequest, state: dict, code_url: str) -> dict:
    """What the builder's output panel (builder/builder.html#output-body) shows
    for a saved state. A state that no longer loads (saved before a limit
    existed) gets ``load_problem`` instead: the page says so, its history keeps it.

    Only the code tab ``?show=`` names is emitted (none: the JSON tab is on
    show); the others are filled on demand from ``GET code_url?format=``
    (:func:`code_answer`), or, without JavaScript, by a "Show the … code" link
    (the page again with ``?show=``): every tab's code made at once took 10 s
    for a snippet holding a list of 30,000 numbers."""
    try:
        prepared = sn.prepare(state)
    except StateError as e:
        return {"valid": False, "load_problem": unloadable_message(e)}
    link = builder_link(prepared.state)
    shown = request.GET.get("show")
    shown = shown if shown in FORMAT_KEYS else None
    return {
        "valid": True,
        "state": prepared.state,
        "request_json": prepared.request_json,
        "readable": readable(prepared.operation, prepared.params),
        "explain": explain(load_state(prepared.state)),
        "codes": code_tabs(prepared.operation, prepared.params, only=shown),
        "shown": shown,
        "code_get_url": code_url,
        "link": link,
        "absolute_link": _absolute(request, link),
        "operation": prepared.operation,
    }


def unknown_format() -> HttpResponse:
    """The answer to ``?format=`` naming no code format."""
    return HttpResponseBadRequest("Unknown code format: see ddb formats.", content_type="text/plain")


def code_answer(request: HttpRequest, operation: str, params: dict) -> HttpResponse:
    """The answer to a request for one code tab (``?format=``): the panel's
    inside, or a 400 for a format that is not one."""
    fmt = request.GET.get("format", "")
    if fmt not in FORMAT_KEYS:
        return unknown_format()
    tab = next(t for t in code_tabs(operation, params, only=fmt) if t["key"] == fmt)
    return HttpResponse(code_panel_inner(tab))


# --------------------------------------------------------------------------
# Answering
# --------------------------------------------------------------------------
def render_page(
    request: HttpRequest, data: dict, extra: dict | None = None, *, show_errors: bool = True, status: int = 200
) -> HttpResponse:
    """The whole builder page for builder form ``data`` (empty rows added where
    the page shows them), with ``extra`` added to its context."""
    ctx = builder_context(request, bf.BuilderForm(bf.with_default_rows(data)), show_errors=show_errors)
    ctx.update(extra or {})
    return render(request, BUILDER_TEMPLATE, ctx, status=status)


def render_panel_or_page(
    request: HttpRequest, data: dict, template: str, panel: dict, *, page: dict | None = None, status: int = 200
) -> HttpResponse:
    """For htmx, the panel ``template`` alone with the context ``panel``, status
    200 (htmx 2 does not swap 4xx answers); without JavaScript, the whole page
    for ``data`` with ``page`` (default: ``panel``) added, with ``status``."""
    if request.htmx:
        return render(request, template, panel)
    return render_page(request, data, panel if page is None else page, status=status)


def keep_address(request: HttpRequest, response: HttpResponse, ctx: dict) -> HttpResponse:
    """Keep the address bar in step with the request an htmx answer shows: when
    it is valid, ``HX-Replace-Url`` with its ``?s=`` link, so Reload, Back and
    the header's Log in / Sign up (``next=``) bring it back. Left alone when the
    request has problems (the last valid link stays), when the request is too
    big for a link (``builder_link`` gives none), and when the page edits a
    saved snippet (its address, ``?snippet=<id>``, reopens it for saving)."""
    link = ctx.get("link")
    if not request.htmx or not ctx.get("valid") or not link:
        return response
    if request.POST.get(f"{META_PREFIX}-id"):
        return response
    response["HX-Replace-Url"] = link
    return response


# --------------------------------------------------------------------------
# The checker's findings (builder/expr/check.py decides; this places them)
# --------------------------------------------------------------------------
# Every finding is listed in #checks (swapped on every preview) with a location
# label, and each warning is also shown beside the field its location maps to
# (BuilderForm.field_for, the map that places errors), in a .field-warning
# container that the preview swaps out of band so stale warnings disappear.

# Locations the form does not record when the field is empty, and the field that shows them.
_EMPTY_FIELDS = {"client_request_token": ("top", "token"), "operation": ("top", "op")}


def builder_findings(form: bf.BuilderForm, state: dict, request_obj, table: dict | None = None) -> list[Finding]:
    """Findings for the builder's current state: the warnings of a valid request
    (or its errors against ``table``, the key schema typed in the Try it panel),
    or the errors of an invalid one (what the form found while reading, then the
    loader's problems)."""
    if request_obj is not None:
        return check_loaded(request_obj, table)
    conv = form.conversion
    out = [error_finding(p) for p in (conv.problems if conv else [])]
    out += [f for f in check_state(state) if f.is_error]
    return out


def _field_for(form: bf.BuilderForm, location: str):
    special = _EMPTY_FIELDS.get(location)
    if special is not None:
        node = getattr(form, special[0])
        if special[1] in node.fields:
            return node, special[1]
    return form.field_for(location)


def field_warnings(form: bf.BuilderForm, findings: list[Finding]) -> dict[str, list[str]]:
    """The warnings that map to a field on the page, by the field's html name
    (what ``{% field_warnings %}`` in builder/_field.html reads)."""
    out: dict[str, list[str]] = {}
    for f in findings:
        if f.is_error:
            continue
        node, name = _field_for(form, f.location)
        if node is None or name not in node.fields:
            continue
        out.setdefault(node.add_prefix(name), []).append(f.message)
    return out


def warning_items(form: bf.BuilderForm, warnings: dict[str, list[str]]):
    """(field html name, warnings) for every field rendered by _field.html, so the
    preview can refresh each warning container (and clear stale ones)."""
    for node in form.forms():
        for name in node.fields:
            if name == "negate":  # drawn by _condition.html without _field.html: it has no warning container
                continue
            html_name = node.add_prefix(name)
            yield html_name, warnings.get(html_name, [])


def check_context(form: bf.BuilderForm, state: dict, request_obj, table: dict | None = None) -> dict:
    """The findings' part of the page's context."""
    findings = builder_findings(form, state, request_obj, table)
    warnings = field_warnings(form, findings)
    return {
        "findings": [f.as_dict() for f in findings],
        # errors in a request that builds: DynamoDB would refuse it for the table key typed in Try it
        "refused_count": sum(1 for f in findings if f.is_error) if request_obj is not None else 0,
        "warning_count": sum(1 for f in findings if not f.is_error),
        "field_warnings": warnings,
        "warning_items": list(warning_items(form, warnings)),
    }


# --------------------------------------------------------------------------
# Schema-aware suggestions (<datalist>s: they work without JavaScript)
# --------------------------------------------------------------------------
MAX_SUGGESTIONS = 200
_NAME_FIELD = re.compile(r"\A(act-[0-9]+-)?(key|item)-[0-9]+-name\Z")


def described_table(request: HttpRequest, name: str):
    """The description of table ``name`` this process has (Run, the /tables/
    pages: :func:`~builder.run.known_table`), for a visitor who may run
    requests, or None. It was read from the endpoint with the server's
    credentials: a visitor who may not run (the Tables page refuses them) is
    not shown its keys and indexes either (the suggestions, the checks, Try it)."""
    if run_refusal(request) is not None:
        return None
    return known_table(name)


def described_tables(req, request: HttpRequest) -> list[dict] | None:
    """The descriptions of the tables a loaded request names, each naming its
    table, when this process has described every one of them and the visitor
    may see them (:func:`described_table`); else None."""
    if req is None:
        return None
    out = []
    for name in request_tables(req):
        described = described_table(request, name)
        if described is None:
            return None
        out.append(described.description(name))
    return out or None


def typed_table(req, typed: list[tuple[str, str]], request: HttpRequest) -> dict | list | None:
    """The table description(s) the checker takes for the key typed in Try
    it: that key, or, for a request on tables whose keys differ, each table
    keyed as Try it keys it (:func:`~builder.expr.keys.table_keys`), or, for
    a Query of an index, with that index keyed by its key condition. With no
    key typed: the tables' own descriptions when this process has them
    (:func:`described_tables`, as Try it takes them). None for a key no table
    has (one attribute twice, a name past 255 bytes): the checks go on without
    it, and say why, as Try it does (:func:`~builder.expr.keys.typed_key_problem`)."""
    if not typed:
        return described_tables(req, request)
    if typed_key_problem(typed) is not None:
        return None
    if req is not None:
        keys = table_keys(req, typed)[2]
        if keys:
            return key_specs(keys)
        index = tried_index(req)  # a Query of an index: keyed by its key condition, as Try it keys it
        if index is not None:
            return index_table_spec(typed, *index)
    return table_spec(typed)


def suggestions(request: HttpRequest, form: bf.BuilderForm, typed: list[tuple[str, str]]) -> dict:
    """Names to offer in the name and path fields (``names``) and in IndexName
    (``indexes``): the key typed in Try it, the key and index names of the
    tables the request names when this process has described them (Run, the
    /tables/ pages), the attribute names of the sample items, and the names
    already typed in the key and item rows. ``typed``: the key typed in Try
    it, :meth:`TryKeyForm.key_schema`."""
    names: dict[str, None] = dict.fromkeys(name for name, _type in typed)
    indexes: dict[str, None] = {}
    post = request.POST if request.method == "POST" else {}
    data = form.data
    tables = [data.get("table", "")] + [v for k, v in data.items() if k.startswith("act-") and k.endswith("-table")]
    for table in dict.fromkeys(t.strip() for t in tables if isinstance(t, str) and t.strip()):
        described = described_table(request, table)
        if described is None:
            continue
        names.update(dict.fromkeys(described.key_names))
        for index in described.indexes:
            indexes[index.name] = None
            names.update(dict.fromkeys(a.name for a in index.key))
    text = post.get("try-items", "") if post else ""
    if text.strip():
        try:
            items = safejson.loads(text, max_bytes=TRY_ITEMS_MAX_BYTES, max_depth=STATE_MAX_DEPTH, what="sample items")
        except safejson.JSONInputError:
            items = []
        for item in items if isinstance(items, list) else ():
            if isinstance(item, dict):
                names.update(dict.fromkeys(k for k in item if isinstance(k, str)))
    for k, v in data.items():
        if isinstance(v, str) and v.strip() and _NAME_FIELD.match(k):
            names[v.strip()] = None
    # (a sample item's name holding a lone surrogate, "\udc00" in its JSON, is no text to offer)
    clean = [n for n in names if 0 < len(n) <= 255 and lone_surrogate(n) is None][:MAX_SUGGESTIONS]
    return {"names": clean, "indexes": [n for n in indexes if n][:MAX_SUGGESTIONS]}


# --------------------------------------------------------------------------
# The Try it panel's sample items to start with
# --------------------------------------------------------------------------
def prefill_items(req) -> list[dict]:
    """Sample items to start with: the keys of the items the request reads or
    changes (not those it puts), as empty items."""
    out, seen = [], set()
    keys = [k for t in req.tables for k in t.keys]  # BatchGetItem's
    keys += [getattr(a, "key", None) for a in list(req.actions) or ([] if req.tables else [req])]
    for key in keys:
        if not key:
            continue
        item = {k: v.ddb for k, v in key.items()}
        ident = json.dumps(item, sort_keys=True)
        if ident not in seen:
            seen.add(ident)
            out.append(item)
    return out


def prefill_text(req) -> str:
    if req is None:
        return "[]"
    return json.dumps(prefill_items(req), indent=2, ensure_ascii=False, default=str)


# --------------------------------------------------------------------------
# The Save panel
# --------------------------------------------------------------------------
def snippet_fields(snippet: Snippet) -> dict:
    """The builder page's snippet fields (hidden id and version, title ...)."""
    p = META_PREFIX
    return {
        f"{p}-id": str(snippet.pk),
        f"{p}-version": str(snippet.version),
        f"{p}-title": snippet.title,
        f"{p}-description": snippet.description,
        f"{p}-team": str(snippet.team_id or ""),
        f"{p}-visibility": snippet.visibility,
    }


def teams_for(user, snippet: Snippet | None) -> list:
    """The spaces a snippet can be saved in: the user's teams, plus the
    snippet's own team (its owner may have left it)."""
    teams = list(sn.user_teams(user))
    if snippet is not None and snippet.team is not None and all(t.id != snippet.team_id for t in teams):
        teams.append(snippet.team)
    return teams


def save_panel_context(request: HttpRequest, data: dict, **extra) -> dict:
    """Context for templates/snippets/_save_panel.html from the builder's data.

    ``data`` carries the snippet fields when the page was opened from a
    snippet (or re-rendered from a POST): the id and version ride along as
    hidden inputs so "Save" updates that snippet, from that version.
    """
    user = request.user
    p = META_PREFIX
    ctx: dict = {"authenticated": user.is_authenticated, "form_id": BUILDER_FORM_ID, **extra}
    if not user.is_authenticated:
        return ctx
    snippet = extra.get("snippet")
    if snippet is None and data.get(f"{p}-id"):
        sid = positive_int(data.get(f"{p}-id"))
        found = Snippet.objects.select_related("owner", "team").filter(pk=sid).first() if sid else None
        if found is not None and sn.can_edit(user, found):
            snippet = found
    ctx["snippet"] = snippet
    if snippet is not None:
        ctx["snippet_id"] = snippet.pk
        ctx["snippet_version"] = extra.get("snippet_version") or data.get(f"{p}-version") or snippet.version
        ctx["can_move"] = sn.can_move(user, snippet)
        ctx["can_share"] = sn.can_share(user, snippet)
    else:
        ctx["can_move"] = ctx["can_share"] = True
    if "meta" not in ctx:
        initial = {
            "title": data.get(f"{p}-title", ""),
            "description": data.get(f"{p}-description", ""),
            "team": data.get(f"{p}-team", ""),
            "visibility": data.get(f"{p}-visibility", Snippet.PRIVATE),
        }
        ctx["meta"] = SnippetMetaForm(initial=initial, teams=teams_for(user, snippet), form_id=BUILDER_FORM_ID)
    return ctx
