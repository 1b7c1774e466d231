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
import json
import re

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_POST

from builder import forms as bf
from builder import safejson
from builder.browse import Reconciliation, repair_state
from builder.expr.errors import LONE_SURROGATE, ExprError, lone_surrogate
from builder.expr.keys import (
    KeySchema,
    index_table_spec,
    key_specs,
    oversized_item,
    request_tables,
    table_keys,
    table_spec,
    tried_index,
    typed_key_problem,
)
from builder.expr.nodes import RemoveAction
from builder.expr.simulate import TRACE_ITEMS, Table, simulate_on
from builder.expr.values import Value, describe, display, is_typed, plain_to_ddb
from builder.forms.limits import STATE_MAX_DEPTH, TRY_ITEMS_MAX_BYTES
from builder.forms.try_key import TryKeyForm
from builder.web.page import (
    BUILDER_FORM_ID,
    described_tables,
    link_or_why,
    render_panel_or_page,
)

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
# Sample items are the visitor's own test data: DynamoDB sets no limit on them,
# this page does (README "Limits").
MAX_ITEMS = 1_000


def _pretty(obj) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False, default=str)


def parse_items(text: str, tables: tuple = ()) -> list[dict] | dict[str, list[dict]]:
    """The panel's text -> items in DynamoDB JSON: a list, or (an object whose
    every key is one of ``tables``, the request's, and every value a list)
    lists by table name. Raises ValueError with a message."""
    if not text.strip():
        return []
    try:
        doc = safejson.loads(
            text,
            max_bytes=TRY_ITEMS_MAX_BYTES,
            max_depth=STATE_MAX_DEPTH,
            parse_float=decimal.Decimal,
            what="the sample items",
            unique_keys=True,  # an attribute typed twice: json.loads would keep the last without a word
        )
    except safejson.JSONInputError as e:
        raise ValueError(str(e)) from None
    if isinstance(doc, dict) and lone_surrogate(list(doc)) is not None:  # (a name said below must be text)
        raise ValueError(f"the sample items: a name in the outer object {LONE_SURROGATE}")
    if isinstance(doc, dict) and doc and all(k in tables and isinstance(v, list) for k, v in doc.items()):
        count = sum(len(v) for v in doc.values())
        if count > MAX_ITEMS:
            raise ValueError(f"at most {MAX_ITEMS:,} sample items (there are {count:,})")
        return {name: _items(listed, f"{name}: ") for name, listed in doc.items()}
    if isinstance(doc, dict) and any(k in tables for k in doc) and all(isinstance(v, list) for v in doc.values()):
        # items by table, one of whose names is not the request's (a typo): read as one item, it would lack
        # the key attributes, or hold the tables' items as its own lists
        other = next(k for k in doc if k not in tables)
        raise ValueError(
            f"sample items by table: {describe(other)} is not a table this request names (it names {', '.join(tables)})"
        )
    if isinstance(doc, dict):
        doc = [doc]
    if not isinstance(doc, list):
        raise ValueError("a JSON list of items expected")
    if len(doc) > MAX_ITEMS:
        raise ValueError(f"at most {MAX_ITEMS:,} sample items (there are {len(doc):,})")
    return _items(doc)


def _items(doc: list, where: str = "") -> list[dict]:
    """Items (DynamoDB JSON or plain JSON, each all one or the other) in DynamoDB JSON."""
    bad = lone_surrogate(doc)
    if bad is not None:
        raise ValueError(f"{where}item {bad}: this text {LONE_SURROGATE}")
    items = []
    for i, raw in enumerate(doc, 1):
        if not isinstance(raw, dict):
            raise ValueError(f"{where}item {i}: a JSON object expected")
        typed = bool(raw) and all(is_typed(v) for v in raw.values())
        item = {}
        for k, v in raw.items():
            try:
                item[k] = v if typed else plain_to_ddb(v)
                Value.from_ddb(item[k])
            except _INPUT_ERRORS as e:
                raise ValueError(f"{where}item {i}, attribute {k}: {e}") from None
        too_large = oversized_item(item)
        if too_large:
            raise ValueError(f"{where}item {i}: {too_large}")
        items.append(item)
    return items


def _repair(check: Reconciliation) -> dict:
    """A drifted tally's repair: a builder link, or why the builder cannot open
    it (a key value holding a NUL, a key too big for a link)."""
    if check.matches:
        return {"repair": None, "repair_refusal": None}
    link, why = link_or_why(repair_state(check))
    return {"repair": link, "repair_refusal": why}


_PLAIN_NAME = re.compile(r"[^.\[\]`]+\Z")
UNCHANGED_SHOWN = 20  # unchanged attributes named under the table; the rest counted
# changed paths shown as rows of a write's table; the rest counted (the simulator's
# answer below the tables holds the whole item): a REMOVE of a list of 40,000
# elements made a page of 40,000 rows, 6 MB
CHANGES_SHOWN = 200


def _segment(name: str) -> str:
    """An attribute name as a path segment (backticks around a name with a dot,
    as the builder's path fields take it)."""
    return name if _PLAIN_NAME.match(name) else "`" + name.replace("`", "``") + "`"


def flatten(item: dict | None, skip: tuple = ()) -> dict[str, str]:
    """{path: display} for every leaf of an item in DynamoDB JSON: maps and
    lists are walked (``profile.address[0].city``); scalars, sets and empty
    maps or lists are leaves. Top-level names in ``skip`` (the key) are left out."""
    out: dict[str, str] = {}

    def walk(path: str, value) -> None:
        ((t, v),) = value.items()
        if t == "M" and v:
            for name, child in v.items():
                walk(f"{path}.{_segment(name)}", child)
        elif t == "L" and v:
            for i, child in enumerate(v):
                walk(f"{path}[{i}]", child)
        else:
            out[path] = display(value)

    for name, value in (item or {}).items():
        if name not in skip:
            walk(_segment(name), value)
    return out


def attribute_changes(before: dict | None, after: dict | None, key_names: tuple = ()) -> dict:
    """An item's write as an attribute table: ``rows`` (path, before, after,
    change: added / removed / changed), nested paths flattened, None where the
    attribute is missing, the first :data:`CHANGES_SHOWN` of them (``rows_more``
    counts the others); ``unchanged``, the paths that stayed the same; the
    key attributes (``key_names``) are left out: the template labels the key."""
    old, new = flatten(before, key_names), flatten(after, key_names)
    rows, unchanged = [], []
    for path in list(new) + [p for p in old if p not in new]:
        a, b = old.get(path), new.get(path)
        if a == b:
            unchanged.append(path)
        else:
            change = "added" if a is None else "removed" if b is None else "changed"
            rows.append({"path": path, "before": a, "after": b, "change": change})
    return {
        "rows": rows[:CHANGES_SHOWN],
        "rows_more": max(0, len(rows) - CHANGES_SHOWN),
        "unchanged": unchanged[:UNCHANGED_SHOWN],
        "unchanged_more": max(0, len(unchanged) - UNCHANGED_SHOWN),
    }


def key_text(key: dict) -> str:
    """A key on one line: ``PK = "a", SK = "b"``."""
    return ", ".join(f"{name} = {display(v)}" for name, v in key.items())


def tally_checks(req, before: Table, written: list, schema: list[tuple[str, str]]) -> list[dict]:
    """The reference-count check of the table page (builder/browse.py), offline:
    for each tally a transaction bumps beside a child it writes or deletes in
    the same partition, the tally after the request beside the children counted
    in the sample items after it (sort keys beginning with the child's up to its
    first ``#``), and the repair when they differ."""
    if req.operation != "TransactWriteItems" or len(schema) < 2:
        return []
    (pk, _), (sk, sk_type) = schema[0], schema[1]
    after = dict(before.items)
    for entry in written:
        after[before.ident(entry["key"])] = entry["item"]
    items = [i for i in after.values() if i is not None]
    out = []
    for action in req.actions:
        if action.type != "Update" or not action.key or action.update is None:
            continue
        tallies = [
            a.path.top for a in action.update.actions if len(a.path.segments) == 1 and not isinstance(a, RemoveAction)
        ]
        parent = {n: v.ddb for n, v in action.key.items()}
        children = [c for c in req.actions if c.type in ("Put", "Delete")]
        for child in children:
            key = child.item if child.type == "Put" else child.key
            if not key or pk not in key or sk not in key or key[pk].ddb != parent.get(pk):
                continue
            text = key[sk].ddb.get("S")
            if sk_type != "S" or not isinstance(text, str) or "#" not in text:
                continue
            prefix = text[: text.index("#") + 1]
            counted = sum(
                1 for i in items if i.get(pk) == parent[pk] and str(i.get(sk, {}).get("S", "")).startswith(prefix)
            )
            stored_item = next((i for i in items if all(i.get(n) == v for n, v in parent.items())), None)
            for tally in tallies:
                stored = (stored_item or {}).get(tally)
                check = Reconciliation(
                    table=action.table,
                    parent_key=parent,
                    tally=tally,
                    child_prefix=prefix,
                    parent_found=stored_item is not None,
                    stored=stored,
                    actual=counted,
                    pages=0,
                    complete=True,
                    read_units=0.0,
                )
                out.append(
                    {
                        "tally": tally,
                        "key": key_text(parent),
                        "prefix": prefix,
                        "stored": check.stored_text or "missing",
                        "counted": counted,
                        "matches": check.matches,
                        **_repair(check),
                    }
                )
            break
    return out


def _written_tables(req, count: int) -> list | None:
    """The table of each item a request on several tables wrote, in the order
    of ``items_after`` (a transaction's actions but its ConditionChecks, a
    batch's requests); None for a request on one table."""
    if req.operation == "TransactWriteItems":
        tables = [a.table for a in req.actions if a.type != "ConditionCheck"]
    elif req.operation == "BatchWriteItem":
        tables = [a.table for a in req.actions]
    else:
        return None
    if len(set(tables)) < 2 or len(tables) != count:
        return None
    return tables


def _check_keys(items: list[dict], schema: list[tuple[str, str]], where: str = "") -> None:
    for i, it in enumerate(items, 1):
        for name, t in schema:
            if name not in it:
                raise ValueError(f"{where}item {i} lacks the key attribute {name}")
            if next(iter(it[name])) != t:
                raise ValueError(f"{where}item {i}: the key attribute {name} should be of type {t}")


def run_try(
    req,
    items: list[dict] | dict,
    schema: list[tuple[str, str]],
    keys: list[dict] | None = None,
    index: tuple | None = None,
    described: list[dict] | None = None,
) -> dict:
    """Simulate the built request on ``items`` (a list, or lists by table
    name); the template's ``outcome``. ``keys``: each table's key when the
    request names tables of different keys (:func:`~builder.expr.keys.table_keys`);
    ``index``: the index a Query reads and its key (:func:`~builder.expr.keys.tried_index`);
    ``described``: the tables' own descriptions (:func:`~builder.web.page.described_tables`),
    which take the place of the keys."""
    if described:  # the tables as the endpoint described them: their keys and indexes
        spec = described
        pairs = {d["TableName"]: list(KeySchema.from_table(d).key_pairs) for d in described}
    elif keys:  # each table described with its own key: the first stands for any other
        spec = key_specs(keys)
        pairs = {k["table"]: k["pairs"] for k in keys}
    elif index is not None:
        spec, pairs = index_table_spec(schema, *index), {}
    else:
        spec, pairs = table_spec(schema), {}
    if isinstance(items, dict):
        for name, listed in items.items():
            _check_keys(listed, pairs.get(name, schema), f"{name}: ")
    else:
        _check_keys(items, pairs[keys[0]["table"]] if keys else schema)
    table = Table(spec, items)  # the items as stored, to diff against
    trace: list = []
    result = simulate_on(table.copy(), req.operation, req.params(), trace=trace)
    response = result.response or {}
    tables = _written_tables(req, len(result.items_after))
    home = next(iter(request_tables(req)), None)  # the table of a request on one
    writes = []
    for i, entry in enumerate(result.items_after):
        name = tables[i] if tables else home
        old = table.get_in(name, entry["key"])  # (each table's items: simulate.Table)
        key_names = tuple(n for n, _ in pairs.get(name, schema))
        writes.append(
            {
                "key": key_text(entry["key"]),
                "table": tables[i] if tables else None,
                "created": old is None and entry["item"] is not None,
                "deleted": entry["item"] is None,
                **attribute_changes(old, entry["item"], key_names),
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
    conditions = _conditions_shown(trace)
    return {
        "tallies": tally_checks(req, table, result.items_after, schema) if result.ok and not keys else [],
        "ok": result.ok,
        "error_code": result.error_code,
        "message": result.message,
        "attributes": _pretty(response["Attributes"]) if "Attributes" in response else None,
        "failure_item": _pretty(result.item) if result.item is not None else None,
        "writes": writes,
        "reasons": reasons,
        "reads": reads,
        "capacity": result.capacity,
        "conditions": conditions,
        "conditions_cut": _cut(conditions),
        "trace_parts": TRACE_PARTS_SHOWN,
        "filter_cut": sum(t.label == "FilterExpression" for t in trace) == TRACE_ITEMS
        and (response.get("ScannedCount") or 0) > TRACE_ITEMS,
        "trace_items": TRACE_ITEMS,
        "answer_json": _pretty(result.to_json()),
    }


# The conditions' parts shown one by one, at most (a transaction of 100 actions of 300-operator conditions
# has 30,000: 2.7 MB of page). Each condition past the bound still shows its key and result.
TRACE_PARTS_SHOWN = 1_000


def _part_count(node) -> int:
    count, stack = 0, [node]
    while stack:
        count += 1
        stack.extend(stack.pop().children)
    return count


def _conditions_shown(trace: list) -> list[dict]:
    """Each traced condition for the panel: its label, key and result, and
    its parts (``tree``) while the parts shown stay within
    :data:`TRACE_PARTS_SHOWN`; from the first that would go past it on,
    ``tree`` is None and only the result is shown."""
    out, budget = [], TRACE_PARTS_SHOWN
    for t in trace:
        parts = _part_count(t.explained) if budget else 0
        shown = 0 < parts <= budget
        budget = budget - parts if shown else 0
        out.append(
            {
                "label": t.label,
                "key": key_text(t.key),
                "missing": t.item is None,
                "result": t.explained.result,
                "tree": t.explained if shown else None,
            }
        )
    return out


def _cut(conditions: list[dict]) -> dict | None:
    """How many conditions are shown part by part and how many are not, when some are not."""
    shown = sum(c["tree"] is not None for c in conditions)
    return None if shown == len(conditions) else {"shown": shown, "rest": len(conditions) - shown}


def try_context(form: bf.BuilderForm, request: HttpRequest) -> dict:
    """The panel's context for a posted form: text kept, and an outcome or a message."""
    post = request.POST
    text = post.get("try-items", "")
    key_form = TryKeyForm(post, form_id=BUILDER_FORM_ID)
    ctx: dict = {"try_text": text, "try_open": True, "try_key": key_form}
    _, req = form.validate(attach=False)
    if req is None:
        ctx["try_problem"] = "The request in the builder has problems: fix them, then try it."
        return ctx
    try:
        items = parse_items(text, tuple(request_tables(req)))
    except ValueError as e:
        ctx["try_items_error"] = str(e)
        ctx["try_items_errors"] = [str(e)]
        return ctx
    typed = key_form.key_schema()
    problem = typed_key_problem(typed)
    if problem is not None:
        ctx["try_problem"] = problem
        return ctx
    described = None if typed else described_tables(req, request)
    if described is not None:  # every table the request names, as the endpoint described it
        _described_context(ctx, described)
        _run_in(ctx, req, items, ctx["try_schema"], ctx["try_keys"], None, described)
        return ctx
    index_name = req.options.get("index_name") if req.operation in ("Query", "Scan") else None
    index = tried_index(req)
    if index_name is not None and (index is None or not typed):
        # the key condition (or a Scan's nothing) is the index's: the table's key must be typed
        ctx["try_problem"] = f"This {req.operation} reads the index {index_name}, whose key Try it " + (
            "takes from the key condition: type the table's own key above (partition key, and sort key if any)."
            if req.operation == "Query"
            else "cannot tell from a Scan: try a Query of the index, or the Scan without IndexName."
        )
        return ctx
    schema, inferred, keys = table_keys(req, typed)
    if not schema:
        ctx["try_problem"] = (
            "The table's key cannot be inferred from this request: type the partition key (and sort key) name."
        )
        return ctx
    ctx["try_schema"] = schema
    ctx["try_schema_inferred"] = inferred
    ctx["try_keys"] = keys
    ctx["try_index"] = index
    _run_in(ctx, req, items, schema, keys, index)
    return ctx


def _run_in(ctx: dict, req, items, schema, keys, index, described=None) -> None:
    """:func:`run_try`'s outcome in ``ctx``, or the message it gave."""
    try:
        ctx["outcome"] = run_try(req, items, schema, keys, index, described)
    except ValueError as e:
        ctx["try_items_error"] = str(e)
        ctx["try_items_errors"] = [str(e)]
    except _INPUT_ERRORS as e:
        ctx["try_problem"] = f"The simulator could not run this request: {e}"


def _described_context(ctx: dict, described: list[dict]) -> None:
    """The panel's account of the tables it runs on, as described: each
    table's key and indexes (``try_described``); the first table's key is the
    one the tallies read (``try_schema``), and ``try_keys`` each table's when
    their keys differ."""
    schemas = [(d["TableName"], KeySchema.from_table(d)) for d in described]
    ctx["try_described"] = [
        {
            "table": name,
            "pairs": list(s.key_pairs),
            "indexes": [
                {"name": i.name, "kind": i.kind, "pairs": [(k.name, k.type) for k in i.key], "projection": i.projection}
                for i in s.indexes
            ],
        }
        for name, s in schemas
    ]
    first = list(schemas[0][1].key_pairs)
    ctx["try_schema"] = first
    ctx["try_schema_inferred"] = False
    differ = any(list(s.key_pairs) != first for _, s in schemas)
    ctx["try_keys"] = (
        [{"table": name, "pairs": list(s.key_pairs), "from_request": False} for name, s in schemas] if differ else []
    )
    ctx["try_index"] = None


@require_POST
def try_it(request: HttpRequest) -> HttpResponse:
    """The panel alone for htmx; the whole builder page, with the panel filled in, otherwise."""
    data = bf.data_from_post(request.POST)
    ctx = try_context(bf.BuilderForm(data), request)
    return render_panel_or_page(request, data, "builder/_try.html", ctx)
