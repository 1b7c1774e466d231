"""The builder's "Try it" panel: the built request simulated on sample items, offline.

``try_it`` takes the builder form plus the panel's fields (``try-items``: sample
items as a JSON list, DynamoDB JSON or plain JSON; the table key, a
``TryKeyForm`` (builder/forms/try_key.py), inferred from the request when left
empty), runs the simulator on the built request and renders the outcome in the
panel (``templates/builder/_try.html``). It never answers 500: every problem
with the input becomes a message in the panel, and the text typed is kept.
"""

from __future__ import annotations

import binascii
import decimal
import difflib
import json

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_POST

from builder import forms as bf
from builder import safejson
from builder.expr.errors import LONE_SURROGATE, ExprError, lone_surrogate
from builder.expr.simulate import TRACE_ITEMS, Table, simulate
from builder.expr.values import Value, display, is_typed, plain_to_ddb
from builder.forms.limits import STATE_MAX_DEPTH, TRY_ITEMS_MAX_BYTES
from builder.forms.try_key import KEY_TYPES, TryKeyForm, table_spec
from builder.web.page import BUILDER_FORM_ID, render_panel_or_page

_INPUT_ERRORS = (
    ValueError,
    KeyError,
    TypeError,
    IndexError,
    AttributeError,
    StopIteration,
    ExprError,
    decimal.DecimalException,
    binascii.Error,
    RecursionError,
)


# --------------------------------------------------------------------------
# The "Try it" panel
# --------------------------------------------------------------------------
def infer_key_schema(req) -> list[tuple[str, str]]:
    """[(name, type)] of the table's key, guessed from the request: the first
    Key (or, failing that, an Item's first two key-typed attributes), a Query's
    key condition, an ExclusiveStartKey. Empty when there is nothing to go by."""
    if req.operation == "Query" and req.key_condition is not None:
        kc = req.key_condition
        out = [(kc.partition_name, kc.partition_value.value.type)]
        if kc.sort is not None:
            out.append((kc.sort.name, kc.sort.value.value.type))
        return out
    actions = list(req.actions) or [req]
    for a in actions:
        if getattr(a, "key", None):
            return [(k, v.type) for k, v in list(a.key.items())[:2]]
    esk = req.options.get("exclusive_start_key")
    if esk:
        return [(k, v.type) for k, v in list(esk.items())[:2]]
    for a in actions:
        if getattr(a, "item", None):
            return [(k, v.type) for k, v in a.item.items() if v.type in KEY_TYPES][:2]
    return []


def _pretty(obj) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False, default=str)


def parse_items(text: str) -> list[dict]:
    """The panel's text -> items in DynamoDB JSON. Raises ValueError with a message."""
    if not text.strip():
        return []
    try:
        doc = safejson.loads(
            text,
            max_bytes=TRY_ITEMS_MAX_BYTES,
            max_depth=STATE_MAX_DEPTH,
            parse_float=decimal.Decimal,
            what="the sample items",
        )
    except safejson.JSONInputError as e:
        raise ValueError(str(e)) from None
    if isinstance(doc, dict):
        doc = [doc]
    if not isinstance(doc, list):
        raise ValueError("a JSON list of items expected")
    bad = lone_surrogate(doc)
    if bad is not None:
        raise ValueError(f"item {bad}: this text {LONE_SURROGATE}")
    items = []
    for i, raw in enumerate(doc, 1):
        if not isinstance(raw, dict):
            raise ValueError(f"item {i}: a JSON object expected")
        typed = bool(raw) and all(is_typed(v) for v in raw.values())
        item = {}
        for k, v in raw.items():
            try:
                item[k] = v if typed else plain_to_ddb(v)
                Value.from_ddb(item[k])
            except _INPUT_ERRORS as e:
                raise ValueError(f"item {i}, attribute {k}: {e}") from None
        items.append(item)
    return items


def _key_schema(key_form: TryKeyForm, req) -> tuple[list[tuple[str, str]], bool]:
    """(key schema, whether it was inferred)."""
    typed = key_form.key_schema()
    if typed:
        return typed, False
    return infer_key_schema(req), True


def diff_lines(before: dict | None, after: dict | None) -> list[tuple[str, str]]:
    """(class, line) of a line diff of the two items as pretty JSON: ``add``,
    ``del`` or ``same``."""
    a = _pretty(before).splitlines() if before is not None else []
    b = _pretty(after).splitlines() if after is not None else []
    out = []
    for line in difflib.unified_diff(a, b, n=max(len(a), len(b)), lineterm=""):
        if line.startswith(("---", "+++", "@@")):
            continue
        cls = {"+": "add", "-": "del"}.get(line[:1], "same")
        out.append((cls, line))
    if not out and a:  # unchanged
        out = [("same", " " + line) for line in a]
    return out


def key_text(key: dict) -> str:
    """A key on one line: ``PK = "a", SK = "b"``."""
    return ", ".join(f"{name} = {display(v)}" for name, v in key.items())


def run_try(req, items: list[dict], schema: list[tuple[str, str]]) -> dict:
    """Simulate the built request on ``items``; the template's ``outcome``."""
    spec = table_spec(schema)
    for i, it in enumerate(items, 1):
        for name, t in schema:
            if name not in it:
                raise ValueError(f"item {i} lacks the key attribute {name}")
            if next(iter(it[name])) != t:
                raise ValueError(f"item {i}: the key attribute {name} should be of type {t}")
    table = Table(spec, items)  # the items as stored, to diff against
    trace: list = []
    result = simulate(spec, items, req.operation, req.params(), trace=trace)
    response = result.response or {}
    writes = []
    for entry in result.items_after:
        old = table.get(entry["key"])
        writes.append(
            {
                "key": _pretty(entry["key"]),
                "diff": diff_lines(old, entry["item"]),
                "created": old is None and entry["item"] is not None,
                "deleted": entry["item"] is None,
            }
        )
    reasons = []
    for i, r in enumerate(result.cancellation_reasons or []):
        action = req.actions[i].type if i < len(req.actions) else ""
        reasons.append(
            {
                "number": i + 1,
                "type": action,
                "code": r.get("Code"),
                "message": r.get("Message", ""),
                "item": _pretty(r["Item"]) if "Item" in r else None,
            }
        )
    reads = None
    if "Items" in response or "Count" in response:
        reads = {
            "items": _pretty(response.get("Items", [])) if "Items" in response else None,
            "count": response.get("Count"),
            "scanned": response.get("ScannedCount"),
            "last_key": _pretty(response["LastEvaluatedKey"]) if "LastEvaluatedKey" in response else None,
        }
    elif req.operation == "GetItem":
        reads = {"item": _pretty(response["Item"]) if "Item" in response else None, "get": True}
    elif req.operation == "TransactGetItems":
        reads = {
            "responses": [
                _pretty(r.get("Item")) if r.get("Item") is not None else None for r in response.get("Responses", [])
            ]
        }
    return {
        "ok": result.ok,
        "error_code": result.error_code,
        "message": result.message,
        "attributes": _pretty(response["Attributes"]) if "Attributes" in response else None,
        "failure_item": _pretty(result.item) if result.item is not None else None,
        "writes": writes,
        "reasons": reasons,
        "reads": reads,
        "capacity": result.capacity,
        "conditions": [
            {"label": t.label, "key": key_text(t.key), "missing": t.item is None, "tree": t.explained} for t in trace
        ],
        "filter_cut": sum(t.label == "FilterExpression" for t in trace) == TRACE_ITEMS
        and (response.get("ScannedCount") or 0) > TRACE_ITEMS,
        "trace_items": TRACE_ITEMS,
        "answer_json": _pretty(result.to_json()),
    }


def try_context(form: bf.BuilderForm, post) -> dict:
    """The panel's context for a posted form: text kept, and an outcome or a message."""
    text = post.get("try-items", "")
    key_form = TryKeyForm(post, form_id=BUILDER_FORM_ID)
    ctx: dict = {"try_text": text, "try_open": True, "try_key": key_form}
    _, req = form.validate(attach=False)
    if req is None:
        ctx["try_problem"] = "The request in the builder has problems: fix them, then try it."
        return ctx
    try:
        items = parse_items(text)
    except ValueError as e:
        ctx["try_items_error"] = str(e)
        ctx["try_items_errors"] = [str(e)]
        return ctx
    schema, inferred = _key_schema(key_form, req)
    if not schema:
        ctx["try_problem"] = (
            "The table's key cannot be inferred from this request: type the partition key (and sort key) name."
        )
        return ctx
    ctx["try_schema"] = schema
    ctx["try_schema_inferred"] = inferred
    try:
        ctx["outcome"] = run_try(req, items, schema)
    except ValueError as e:
        ctx["try_items_error"] = str(e)
        ctx["try_items_errors"] = [str(e)]
    except _INPUT_ERRORS as e:
        ctx["try_problem"] = f"The simulator could not run this request: {e}"
    return ctx


@require_POST
def try_it(request: HttpRequest) -> HttpResponse:
    """The panel alone for htmx; the whole builder page, with the panel filled in, otherwise."""
    data = bf.data_from_post(request.POST)
    ctx = try_context(bf.BuilderForm(data), request.POST)
    return render_panel_or_page(request, data, "builder/_try.html", ctx)
