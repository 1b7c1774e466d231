"""The builder page: ``builder`` (GET: a link, a recipe, an operation, a saved
snippet; POST: a row action or a pasted request), ``preview``, ``code`` (one code tab, on demand) and ``recipes``.

The builder page binds one flat form (see builder/forms.py) and renders the
request the core builds from it (builder/web/page.py builds the context). htmx
posts the same form to ``preview`` on every edit (output and field messages
only) and to ``builder`` for structural edits (add/remove/move rows, switch
operation), which re-renders the form. With JavaScript off, the form posts to
``builder`` and the whole page comes back.
"""

from __future__ import annotations

import json

from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from builder import forms as bf
from builder import safejson
from builder.expr import OPERATIONS
from builder.expr.check import repeated_keys_words
from builder.expr.legacy import WITHOUT_ACTION_WORDS, legacy_used, updates_without_action
from builder.expr.parse import RESERVED_KEYWORD
from builder.expr.reader import ParseError, ignored_parameters, parse_document
from builder.expr.recipes import all_recipes, get_recipe
from builder.expr.state import fit_placeholders
from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.links import LINK_PARAMETERS, LinkError, decode_state, link_parameter, parse_readable
from builder.pasted import PasteError, read_code
from builder.run_context import run_available
from builder.web import page_cache
from builder.web.page import (
    BUILDER_TEMPLATE,
    FORMAT_KEYS,
    builder_context,
    code_answer,
    keep_address,
    render_page,
    snippet_fields,
    unknown_format,
)
from builder.web.util import viewable_or_404


def _data_from_query(request: HttpRequest) -> tuple[dict, str | None]:
    """Builder data for a GET: a link (?s= / ?state=), a recipe, an operation or empty."""
    q = request.GET
    try:
        given = link_parameter(q)
        if given is None:
            op = q.get("op", "UpdateItem")
            return bf.empty_data(op if op in OPERATIONS else "UpdateItem"), None
        name, value = given
        if name == "s":
            state = decode_state(value)
        elif name == "state":
            state = parse_readable(value)
        else:
            recipe = get_recipe(value)
            if recipe is None:
                raise LinkError(f"There is no recipe named {value!r}. See the recipes page for the list.")
            state = recipe.state
        return bf.load_data(state), None  # a link must hold a whole, valid request
    except LinkError as e:
        return bf.empty_data(), str(e)
    except bf.LoadError as e:
        return bf.empty_data(), f"This link's request cannot be loaded: {e}"


def _repeated_keys_note(repeated: list[str]) -> str:
    """What a paste says of keys its JSON names twice in one object."""
    return (
        f"The pasted request {repeated_keys_words(repeated)}, and so did the builder "
        "(the earlier one is not in the request)."
    )


def _ignored_note(operation: str, names: list[str]) -> str:
    """What a paste says of the parameters it left out, which ``operation`` does not take."""
    shown = ", ".join(json.dumps(n if len(n) <= 40 else n[:40] + "…", ensure_ascii=False) for n in names[:5])
    more = f" and {len(names) - 5} more" if len(names) > 5 else ""
    them = "them" if len(names) > 1 else "it"
    return (
        f"Left out: {shown}{more}, which {operation} does not take (DynamoDB ignores {them}; boto3 refuses "
        f"{them}). Check the spelling if you meant one of {operation}'s parameters."
    )


def _data_from_paste(post) -> tuple[dict, dict | None]:
    """ "Paste a request": request JSON, an ``aws dynamodb`` command or a boto3
    call (:mod:`builder.pasted`) -> builder data. On a problem the builder
    keeps what it had and the pasted text comes back with the messages."""
    text = post.get("paste-text", "")
    operation = post.get("paste-op") or None
    current = bf.data_from_post(post)
    notes: list[str] = []
    try:  # an `aws dynamodb ...` command or a boto3 call: the request it sends (builder/pasted.py)
        chosen = operation if operation in OPERATIONS else None
        code = read_code(
            text, max_bytes=PASTE_MAX_BYTES, max_depth=STATE_MAX_DEPTH, operation=chosen, what="the pasted request"
        )
    except PasteError as e:
        if e.too_big:  # not echoed back: the page must stay small
            text = ""
        return current, {"text": text, "op": operation, "errors": [str(e)]}
    if code is not None:
        operation, doc, notes = code
    else:
        repeated: list = []  # keys an object names twice: the last value kept, as DynamoDB keeps it, and said
        try:  # bounded before parsing: size, depth, digits (builder/safejson.py)
            doc = safejson.loads(
                text,
                max_bytes=PASTE_MAX_BYTES,
                max_depth=STATE_MAX_DEPTH,
                what="the pasted request",
                repeated_keys=repeated,
            )
        except safejson.JSONInputError as e:
            if e.limit == "max_bytes":  # not echoed back: the page must stay small
                text = ""
            return current, {"text": text, "op": operation, "errors": [str(e)]}
        if repeated:
            notes.append(_repeated_keys_note(repeated))
    op = operation if operation in OPERATIONS else None
    try:
        try:
            state = parse_document(doc, op, refuse_reserved=True)
        except ParseError as e:
            reserved = [p for p in e.problems if RESERVED_KEYWORD in p.message]
            if not reserved or len(reserved) < len(e.problems):
                raise
            # DynamoDB refuses the words written plainly; the builder aliases them: load it, and say so
            state = parse_document(doc, op)
            words = ", ".join(dict.fromkeys(p.message.rsplit(RESERVED_KEYWORD, 1)[1] for p in reserved))
            notes.append(
                f"DynamoDB refuses the reserved word{'s' if ',' in words else ''} {words} written plainly in an expression; "
                "the builder writes them as #name placeholders."
            )
        state, fitted = fit_placeholders(state)  # the request's own short placeholders kept it within 4 KB
        if fitted:
            notes.append(fitted)
        request = doc.get("request", doc) if isinstance(doc, dict) else None
        legacy = [k for k in legacy_used(state["operation"], request) if k != "ConditionalOperator"]
        if legacy:
            notes.append(
                f"{', '.join(legacy)} (legacy parameter{'s' if len(legacy) > 1 else ''}) "
                "read as the expressions they stand for; DynamoDB answers both the same."
            )
        ignored = ignored_parameters(state["operation"], request)
        if ignored:
            notes.append(_ignored_note(state["operation"], ignored))
        left_out = updates_without_action(state["operation"], request)
        if left_out:
            notes.append(
                f"Left out: the AttributeUpdates entr{'ies' if len(left_out) > 1 else 'y'} without an Action "
                f"({', '.join(left_out)}). {WITHOUT_ACTION_WORDS} Add the update here if you meant it."
            )
        data = bf.load_data(state)
    except (ParseError, bf.LoadError) as e:
        return current, {"text": text, "op": operation, "errors": [str(p) for p in e.problems]}
    return data, {"done": True, "notes": notes}


CR_AS_LINE_BREAKS = (
    "This snippet's text holds carriage returns (U+000D), which the builder's boxes show as line breaks: "
    "each is a line break (U+000A) here, and saving keeps it so. Its history keeps the text as it was."
)


def _open_snippet(request: HttpRequest) -> HttpResponse:
    """``/?snippet=<id>``: the builder, filled from a saved snippet, saving back to it."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    snippet = viewable_or_404(request.user, request.GET.get("snippet"))
    message = None
    try:
        data, line_breaks = bf.load_data_as_shown(snippet.state)
        if line_breaks:
            message = CR_AS_LINE_BREAKS
    except bf.LoadError as e:
        data = bf.empty_data()
        message = f"This snippet's request can no longer be loaded into the builder ({e}); its history still has it."
    data.update(snippet_fields(snippet))
    return render_page(request, data, {"link_message": message})


# --------------------------------------------------------------------------
# Where the keyboard focus goes after a row action
# --------------------------------------------------------------------------
def focus_after(action: str, data: dict) -> list[str]:
    """Where the focus goes after the row action ``action`` (the re-rendered
    form's ``data``), best first: ``field:<prefix>``, the first field whose name
    starts with the prefix; ``button:<value>``, the button with that value
    (static/js/builder.js skips a candidate that is missing or disabled).

    - add: the new row's first field (a new row is always the list's last);
    - remove: the row that took its place, else the list's "+" button, else the
      list's last row;
    - up/down: the same button on the row where it landed, else its other arrow.
    """
    parsed = bf.parse_action(action)
    if parsed is None:
        return []
    verb, target, prefix, index = parsed
    if verb in ("add", "addgroup"):
        rows = bf.row_indexes(data, target)
        # an empty condition gets its first leaf in place, not as a row
        return [f"field:{target}-{rows[-1]}-" if rows else f"field:{target}-"]
    rows = bf.row_indexes(data, prefix)
    if verb == "remove":
        out = [f"field:{prefix}-{index}-"] if index in rows else []
        out.append(f"button:add:{prefix}")
        if rows:
            out.append(f"field:{prefix}-{rows[-1]}-")
        return out
    moved = index - 1 if verb == "up" else index + 1
    if moved not in rows:
        moved = index
    other = "down" if verb == "up" else "up"
    return [f"button:{verb}:{prefix}-{moved}", f"button:{other}:{prefix}-{moved}", f"field:{prefix}-{moved}-"]


@require_http_methods(["GET", "POST"])
def builder(request: HttpRequest) -> HttpResponse:
    if request.method == "GET" and "snippet" in request.GET:
        return _open_snippet(request)
    message = None
    fresh = False
    paste = None
    action = ""
    mode_focus = ""
    cache_key = None
    if request.method == "POST" and request.POST.get("_action") == "paste":
        data, paste = _data_from_paste(request.POST)
    elif request.method == "POST":
        action = request.POST.get("_action", "")
        data = bf.data_from_post(request.POST)
        if bf.parse_mode_action(action):  # a box switched between the form and text
            data, message, mode_focus = bf.switch_mode(data, action)
        else:
            data = bf.apply_action(bf.switch_operation(data, request.POST.get("op_was", "")), action)
    else:
        cache_key = page_cache.key_for(request, run_available(request)["run_available"])
        cached = page_cache.lookup(request, cache_key) if cache_key else None
        if cached is not None:
            return render(request, BUILDER_TEMPLATE, cached)
        data, message = _data_from_query(request)
        fresh = not any(k in request.GET for k in LINK_PARAMETERS)
    data = bf.with_default_rows(data)
    form = bf.BuilderForm(data)
    # a fresh, empty builder is not scolded for being empty
    ctx = builder_context(request, form, show_errors=not fresh)
    ctx["link_message"] = message
    ctx["paste"] = paste
    focus = [f"field:{mode_focus}"] if mode_focus else focus_after(action, data)
    ctx["focus"] = json.dumps(focus) if focus else ""
    # the bare address, and only it, may bring back this browser's draft (builder.js)
    ctx["draft_restore"] = request.method == "GET" and not request.GET
    if request.htmx and request.method == "POST":
        return keep_address(request, render(request, BUILDER_TEMPLATE + "#builder-swap", ctx), ctx)
    if request.method == "GET" and message is None and cache_key:
        page_cache.store(request, cache_key, ctx)
    return render(request, BUILDER_TEMPLATE, ctx)


@require_POST
def preview(request: HttpRequest) -> HttpResponse:
    if bf.switching(request.POST):
        # the operation select changed and its own post re-renders the form (and the output):
        # a preview of the old form's fields would swap boxes that form does not have
        return HttpResponse(status=204)  # htmx swaps nothing
    form = bf.BuilderForm(bf.data_from_post(request.POST))
    ctx = builder_context(request, form)
    return keep_address(request, render(request, BUILDER_TEMPLATE + "#preview", ctx), ctx)


@require_POST
def code(request: HttpRequest) -> HttpResponse:
    """``POST /code?format=<name>``: one code tab's panel for the posted builder
    form (builder.js fetches a tab's code when the tab opens, or before Copy):
    the preview emits only the tab on show (issue 13). An invalid request gets
    the preview's own answer (status and problems), retargeted to the status."""
    if request.GET.get("format", "") not in FORMAT_KEYS:
        return unknown_format()
    if bf.switching(request.POST):
        return HttpResponse(status=204)  # the form is being re-rendered for another operation
    form = bf.BuilderForm(bf.data_from_post(request.POST))
    state, req = form.validate()
    if req is None:  # the preview's answer, from the form as read once (a second reading took half as long again)
        ctx = builder_context(request, form, validated=(state, req))
        response = render(request, BUILDER_TEMPLATE + "#preview", ctx)
        response["HX-Retarget"] = "#output-status"
        response["HX-Reswap"] = "outerHTML"
        return response
    return code_answer(request, req.operation, form.params)


@require_GET
def recipes(request: HttpRequest) -> HttpResponse:
    items = []
    for r in all_recipes():
        items.append({"recipe": r, "link": reverse("builder") + "?recipe=" + r.name})
    return render(request, "builder/recipes.html", {"items": items})
