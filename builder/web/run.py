"""Running requests and looking at tables (issue 5).

- ``POST /run``: the builder form's data, run once against the configured
  endpoint (builder/run.py). An htmx request gets the ``#run-result`` fragment;
  without JavaScript the whole builder page comes back with the result in it.
- ``GET /tables/``: the endpoint's tables; ``GET /tables/<name>/``: one table's
  key schema, attribute types and indexes, with "use in builder" links;
  ``GET /tables/use``: the builder prefilled with a table's name and key
  attribute names and types (values left for the user, or given: the table
  page's items open that way; no endpoint call).
- The table page also browses the items (builder/browse.py: a page at a time,
  a Scan, or a Query by partition key ``?pk=``; ``?after=`` the next page's
  start key), each item opening in the builder as GetItem, UpdateItem or
  DeleteItem with its key filled in.
- ``GET /tables/<name>/reconcile``: a parent item's stored tally beside the
  real number of its children (a paged ``Select: COUNT`` Query), what that
  cost, and on a mismatch the repair in the builder.

Who may run is checked here, before anything can reach the endpoint
(builder/run_context.py). A refusal is a 403 page without JavaScript; htmx
gets status 200 with the message in the fragment, because htmx 2 does not swap
4xx responses. Endpoint trouble is never a 500: it is shown in words.
"""

from __future__ import annotations

import copy
import json
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from builder import browse, safejson
from builder import forms as bf
from builder import run as runner
from builder.expr import OPERATIONS, StateError
from builder.expr import render as render_state
from builder.expr.limits import MAX_PARTITION_KEY_BYTES, TABLE_NAME_RULE, is_table_name
from builder.expr.values import ddb_to_state, describe, display
from builder.forms.limits import POSTED_STATE_MAX_BYTES, STATE_MAX_DEPTH
from builder.links import LinkError, decode_state, encode_state
from builder.run_context import run_refusal
from builder.run_results import unprocessed_state
from builder.web.page import link_or_why, render_page, render_panel_or_page

REFUSED_STATUS = 403  # without htmx; htmx gets 200 (it does not swap 4xx)
ENDPOINT_ERROR_STATUS = 502  # the tables pages, when the endpoint fails


# ---------------------------------------------------------------------------
# POST /run
# ---------------------------------------------------------------------------
@require_POST
def run(request: HttpRequest) -> HttpResponse:
    refusal = run_refusal(request)
    data, problem = _posted_data(request)
    if problem is not None:
        invalid = f"Not sent: the posted state is not a builder state. The problem: {problem}"
        return _respond(request, bf.empty_data(), {"invalid": invalid})
    if refusal is not None:
        return _respond(request, data, {"refused": refusal}, status=REFUSED_STATUS)
    form = bf.BuilderForm(data)
    state, req = form.validate(attach=False)
    if req is None:
        count = form.problem_count
        return _respond(
            request,
            data,
            {
                "invalid": f"Not sent: the request has {count} problem{'s' if count != 1 else ''} to fix first (marked in the form)."
            },
        )
    result = runner.run_request(req)
    next_page, next_page_refusal = _next_page_link(state, result)
    ctx = {"result": result, "next_page": next_page, "next_page_refusal": next_page_refusal}
    return _respond(request, data, {**ctx, "send_again": _send_again(result, state)})


def _send_again(result: runner.RunResult, state: dict) -> dict | None:
    """What a batch left unprocessed, as a request to open in the builder (a
    paste, so it works at any size and without JavaScript): the person looks
    at it and runs it, or not. Nothing is resent here."""
    again = unprocessed_state(result, state)
    if again is None:
        return None
    try:
        operation, params = render_state(again)
    except StateError:
        return None
    return {
        "operation": operation,
        "request": json.dumps(params, ensure_ascii=False),
        "count": result.unprocessed_count,
    }


def _posted_data(request: HttpRequest) -> tuple[dict, str | None]:
    """(builder data, None): the builder form's fields, or a whole builder state
    in a ``state`` field (JSON text: what a page without the builder form, e.g.
    a snippet, posts); (empty data, why not) when that state cannot be loaded."""
    if "state" not in request.POST:
        return bf.data_from_post(request.POST), None
    try:
        state = safejson.loads(
            request.POST["state"], max_bytes=POSTED_STATE_MAX_BYTES, max_depth=STATE_MAX_DEPTH, what="the state"
        )
        return bf.load_data(state, for_browser=False), None  # (run here, not shown in a form first)
    except (safejson.JSONInputError, bf.LoadError) as e:
        return bf.empty_data(), str(e)


def _respond(request: HttpRequest, data: dict, run_ctx: dict, status: int = 200) -> HttpResponse:
    """The #run-result fragment for htmx (always 200), or the builder page with ``status``."""
    return render_panel_or_page(request, data, "builder/_run.html", {"run": run_ctx}, status=status)


def _next_page_link(state: dict, result: runner.RunResult) -> tuple[str | None, str | None]:
    """The builder with ExclusiveStartKey set to the LastEvaluatedKey: the next
    page, or why the builder cannot open it (:func:`~builder.web.page.link_or_why`; a key
    value holding a NUL, a key too big for a link); (None, None) on the last page."""
    if not result.last_evaluated_key:
        return None, None
    nxt = copy.deepcopy(state)
    options = dict(nxt.get("options") or {})
    options["exclusive_start_key"] = {name: ddb_to_state(v) for name, v in result.last_evaluated_key.items()}
    nxt["options"] = options
    return link_or_why(nxt)


# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------
MAX_TABLE_FILTER = 255  # characters of the list's filter: a table name's most


@require_GET
def tables(request: HttpRequest) -> HttpResponse:
    refusal = run_refusal(request)
    if refusal is not None:
        return render(request, "builder/tables.html", {"refused": refusal}, status=REFUSED_STATUS)
    config = runner.RunConfig.from_settings()
    contains, after = request.GET.get("q", "").strip(), request.GET.get("after", "")
    ctx: dict = {"target": config.target, "q": contains[:MAX_TABLE_FILTER], "after": after}
    if len(contains) > MAX_TABLE_FILTER:
        ctx["filter_problem"] = (
            f"A table name is at most {MAX_TABLE_FILTER} characters: this filter has {len(contains):,}."
        )
    elif after and not is_table_name(after):
        ctx["filter_problem"] = (
            f"This list cannot start after {describe(after)}: it is no table name ({TABLE_NAME_RULE})."
        )
    if "filter_problem" in ctx:
        return render(request, "builder/tables.html", ctx, status=400)
    try:
        names, next_after = runner.list_tables(config, after=after or None, contains=contains)
    except runner.EndpointError as e:
        return render(request, "builder/tables.html", {**ctx, "error": e}, status=ENDPOINT_ERROR_STATUS)
    ctx.update(tables=names, read=f"{runner.MAX_LISTED_TABLES:,}")
    if next_after:  # more tables follow the ones read: the next page starts after the last
        ctx["next_page"] = "?" + urlencode({**({"q": contains} if contains else {}), "after": next_after})
    return render(request, "builder/tables.html", ctx)


@require_GET
def table_detail(request: HttpRequest, name: str) -> HttpResponse:
    refusal = run_refusal(request)
    if refusal is not None:
        return render(request, "builder/table.html", {"name": name, "refused": refusal}, status=REFUSED_STATUS)
    config = runner.RunConfig.from_settings()
    try:
        schema = runner.describe_table(name, config)
    except runner.EndpointError as e:
        status = 404 if e.outcome == "not_found" else ENDPOINT_ERROR_STATUS
        return render(request, "builder/table.html", {"name": name, "error": e, "target": config.target}, status=status)
    browse_ctx = _browse_context(request, schema, config)
    return render(
        request,
        "builder/table.html",
        {"name": name, "schema": schema, "uses": _use_links(schema), "target": config.target, "browse": browse_ctx},
        status=400 if "problem" in browse_ctx or "pk_problem" in browse_ctx else 200,  # a query value refused
    )


# the builder opened on one item of the table page, its key filled in
ITEM_OPERATIONS = (("GetItem", "Get"), ("UpdateItem", "Update"), ("DeleteItem", "Delete"))


def _browse_context(request: HttpRequest, schema: runner.TableDescription, config: runner.RunConfig) -> dict:
    """The table page's items: one page of a Scan, or of a Query when ``?pk=``
    gives a partition key value; ``?after=`` the page's start key. A value
    refused is said in ``pk_problem`` (beside the field: too long, not of the
    key's type, or text a browser's form cannot hold, :func:`~builder.forms.form_cannot_hold`)
    or ``problem`` (a damaged page link), and the page answers 400."""
    q = request.GET
    pk = q.get("pk", "")
    ctx: dict = {"pk": pk, "partition": schema.partition}
    too_long = _too_long(schema.partition.name, pk)
    if too_long:
        ctx["pk_problem"] = too_long
        return ctx
    why = bf.form_cannot_hold(pk)
    if why is not None:  # the field would show, and send back, another value (U+FFFD, or none of its line breaks)
        ctx["pk"] = ""
        ctx["pk_problem"] = (
            f"{schema.partition.name}: this value holds {why}, which a browser's form cannot hold, so the page "
            "cannot query it. Scan the table to find such an item."
        )
        return ctx
    partition = None
    try:
        if pk:
            partition = browse.typed_value(pk, schema.partition.type)
        start = decode_state(q["after"]) if q.get("after") else None
        if start is not None and schema.attribute_problems(start, "ExclusiveStartKey", kind="start"):
            raise LinkError("not a start key of this table")  # (another table's link, or one made by hand)
    except LinkError:
        ctx["problem"] = "This page link is damaged: start again from the first page."
        return ctx
    except ValueError as e:
        ctx["pk_problem"] = f"{schema.partition.name}: {e}."
        return ctx
    try:
        page = browse.read_page(schema, partition, start, config=config)
    except runner.EndpointError as e:
        ctx["error"] = e
        return ctx
    table = runner.item_table(page.items, schema.key_names)
    rows = []
    for item, (_, cells, other) in zip(page.items, table.body):
        key = {k.name: item[k.name] for k in schema.key if k.name in item}
        rows.append(
            {
                "cells": cells,
                "other": other,  # the attributes past the table's columns (run_results.MAX_COLUMNS)
                "key_text": ", ".join(f"{n} = {display(v)}" for n, v in key.items()),
                "opens": [(label, _use_link(schema.name, op, schema.key, values=key)) for op, label in ITEM_OPERATIONS],
            }
        )
    ctx.update(page=page, columns=table.columns, others=table.others is not None, rows=rows, first=not start)
    if page.last_key:
        query = {"after": encode_state(page.last_key)}
        if pk:
            query = {"pk": pk, **query}
        ctx["next"] = "?" + urlencode(query)
    return ctx


# The longest key value as typed on these pages: the base64 text of a binary
# partition key value of 2,048 bytes (a string's 2,048 bytes are at most as
# many characters). Longer is said beside the field, never cut.
MAX_KEY_VALUE = 4 * -(-MAX_PARTITION_KEY_BYTES // 3)  # 2,732


def _too_long(label: str, text: str) -> str | None:
    if len(text) <= MAX_KEY_VALUE:
        return None
    return f"{label}: longer than any key value ({MAX_KEY_VALUE:,} characters at most)."


def _use_link(table: str, op: str, key: tuple, index: str = "", values: dict | None = None) -> str:
    """/tables/use for ``op`` on ``table`` with the key attributes ``key``;
    ``values`` (DynamoDB JSON by name) fills in their values."""
    query = {"table": table, "op": op, "key": [f"{k.name}:{k.type}" for k in key]}
    if index:
        query["index"] = index
    if values:
        query["value"] = [next(iter(values[k.name].values())) if k.name in values else "" for k in key]
    return reverse("table_use") + "?" + urlencode(query, doseq=True)


def _use_links(schema: runner.TableDescription) -> list[dict]:
    links = [{"label": op, "href": _use_link(schema.name, op, schema.key)} for op in OPERATIONS]
    for ix in schema.indexes:
        links.append({"label": f"Query index {ix.name}", "href": _use_link(schema.name, "Query", ix.key, ix.name)})
    return links


MAX_LINK_NAME = 255  # a table's, an index's or a key attribute's name (DynamoDB's longest)


def _held(what: str, text: str, left_out: list[str], one_line: bool = True) -> str:
    """``text``, or "" when a browser's form would send it back changed (said in ``left_out``)."""
    why = bf.form_cannot_hold(text, one_line)
    if why is None:
        return text
    left_out.append(f"{what} holding {why}, which a browser's form cannot hold")
    return ""


def _parse_keys(values: list[str], left_out: list[str]) -> list[tuple[str, str]]:
    """The link's key attributes (``name:S``, ``name:N`` or ``name:B``, at most
    two); what it cannot take goes to ``left_out``, said on the page."""
    out = []
    for raw in values[:2]:
        name, sep, t = raw.rpartition(":")
        if not (sep and name and t in ("S", "N", "B")):
            left_out.append(f"the key {describe(raw)} (written NAME:S, NAME:N or NAME:B)")
        elif len(name) > MAX_LINK_NAME:
            left_out.append(f"a key attribute name of {len(name):,} characters ({MAX_LINK_NAME} at most)")
        elif _held("a key attribute name", name, left_out):
            out.append((name, t))
    if len(values) > 2:
        left_out.append(
            f"{len(values) - 2:,} more key attribute{'s' if len(values) > 3 else ''} (a key has two at most)"
        )
    return out


def _first(query, name: str) -> str:
    """The first value of the query's ``name`` ("" when it has none)."""
    given = query.getlist(name)
    return given[0] if given else ""


@require_GET
def table_use(request: HttpRequest) -> HttpResponse:
    """The builder, prefilled with a table and its key attribute names and types;
    what the link gives that the builder cannot take is said above it."""
    q = request.GET
    left_out: list[str] = []
    for name in ("table", "op", "index"):  # given twice: the last was opened without a word
        given = list(dict.fromkeys(q.getlist(name)))
        if len(given) > 1:
            left_out.append(f"?{name}= given {len(given)} times, each another value (opened the first)")
    table = _first(q, "table")
    if len(table) > MAX_LINK_NAME:
        left_out.append(f"a table name of {len(table):,} characters ({MAX_LINK_NAME} at most)")
        table = ""
    table = _held("the table name", table, left_out)
    op = _first(q, "op")
    if op not in OPERATIONS:
        if op:
            left_out.append(f"the operation {describe(op)} (not one of DynamoDB's: opened UpdateItem)")
        op = "UpdateItem"
    keys = _parse_keys(q.getlist("key"), left_out)
    values = q.getlist("value")
    if len(values) > len(keys):
        extra = len(values) - len(keys)
        left_out.append(f"{extra:,} key value{'s' if extra > 1 else ''} without a key attribute")
    # as given: the builder checks them beside their fields (a line break is a value's, its box shows it)
    values = [_held("a key value", v, left_out, one_line=False) for v in values[: len(keys)]]
    values += [""] * (len(keys) - len(values))
    empty: dict = {}
    for (name, t), value in zip(keys, values):
        if name in empty:  # (the key kept the last value, the first gone without a word)
            left_out.append(f"a second key attribute {describe(name)} (a key names each attribute once)")
        else:
            empty[name] = {"type": t, "value": value}
    keys = [(name, v["type"]) for name, v in empty.items()]
    state: dict = {"operation": op}
    if op in ("TransactWriteItems", "TransactGetItems", "BatchWriteItem"):
        action = {"type": "Get" if op == "TransactGetItems" else "Put", "table": table}
        action["key" if op == "TransactGetItems" else "item"] = empty
        state["actions"] = [action]
    elif op == "BatchGetItem":
        state["tables"] = [{"table": table, "keys": [empty]}]
    else:
        state["table"] = table
        if op == "PutItem":
            state["item"] = empty
        elif op in ("GetItem", "UpdateItem", "DeleteItem"):
            state["key"] = empty
        index = _first(q, "index")
        if len(index) > MAX_LINK_NAME:
            left_out.append(f"an index name of {len(index):,} characters ({MAX_LINK_NAME} at most)")
        elif _held("the index name", index, left_out) and op in ("Query", "Scan"):
            state["options"] = {"index_name": index}
    data = bf.state_to_data(state)
    if op == "Query" and keys:
        # the key condition's names and types, its values left empty (a state cannot say "no sort op yet")
        form = bf.BuilderForm(data)
        kc, partition = form.key_condition, form.kc_partition
        data[kc.field_name("pname")] = keys[0][0]
        data[partition.field_name("type")] = keys[0][1]
        data[partition.field_name("value")] = ""
        if len(keys) > 1:
            data[kc.field_name("sname")] = keys[1][0]
            data[form.kc_sort.field_name("type")] = keys[1][1]
    message = f"Left out of this link: {'; '.join(left_out)}." if left_out else None
    return render_page(request, data, {"link_message": message}, show_errors=False)


# ---------------------------------------------------------------------------
# Reconciling a reference count
# ---------------------------------------------------------------------------
# the seed article's like: the post's likeTally against its LIKE# children
LIKE_EXAMPLE = {"pk": "POST#a91f", "sk": "META", "tally": "likeTally", "prefix": "LIKE#"}


def _reconcile_inputs(q, schema: runner.TableDescription) -> tuple[dict, dict, list[str]]:
    """(the values typed, the parent key in DynamoDB JSON, problems)."""
    values = {name: q.get(name, "") for name in ("pk", "sk", "tally", "prefix")}
    key: dict = {}
    sort = schema.sort
    if sort is None:
        return values, key, ["This table has no sort key, so a parent's children cannot be told from it."]
    labels = {"pk": schema.partition.name, "sk": sort.name, "tally": "Tally attribute", "prefix": "Prefix"}
    problems: list[str] = [p for name, label in labels.items() if (p := _too_long(label, values[name]))]
    if problems:
        return values, key, problems
    if sort.type not in ("S", "B"):
        problems.append(f"The sort key {sort.name} is a number: begins_with needs a string or binary sort key.")
    for name, attr in (("pk", schema.partition), ("sk", sort)):
        if not values[name]:
            problems.append(f"Type the parent's {attr.name}.")
            continue
        try:
            key[attr.name] = browse.typed_value(values[name], attr.type)
        except ValueError as e:
            problems.append(f"{attr.name}: {e}.")
    if not values["tally"]:
        problems.append("Type the name of the tally attribute.")
    if not values["prefix"]:
        problems.append("Type the children's sort key prefix (an empty one would count the parent too).")
    elif sort.type == "B":
        try:
            browse.typed_value(values["prefix"], "B")
        except ValueError as e:
            problems.append(f"Prefix: {e}.")
    return values, key, problems


@require_GET
def table_reconcile(request: HttpRequest, name: str) -> HttpResponse:
    """A parent item's stored tally beside the real count of its children."""
    template = "builder/reconcile.html"
    refusal = run_refusal(request)
    if refusal is not None:
        return render(request, template, {"name": name, "refused": refusal}, status=REFUSED_STATUS)
    config = runner.RunConfig.from_settings()
    try:
        schema = runner.describe_table(name, config)
    except runner.EndpointError as e:
        status = 404 if e.outcome == "not_found" else ENDPOINT_ERROR_STATUS
        return render(request, template, {"name": name, "error": e, "target": config.target}, status=status)
    values, key, problems = _reconcile_inputs(request.GET, schema)
    example = reverse("table_reconcile", args=[name]) + "?" + urlencode(LIKE_EXAMPLE)
    ctx: dict = {"name": name, "schema": schema, "target": config.target, "values": values, "example": example}
    if "tally" not in request.GET:  # the empty form
        if schema.sort is None:
            ctx["problems"] = problems
        return render(request, template, ctx)
    if problems:
        ctx["problems"] = problems
        return render(request, template, ctx)
    try:
        result = browse.reconcile(schema, key, values["tally"], values["prefix"], config)
    except runner.EndpointError as e:
        ctx["count_error"] = e
        return render(request, template, ctx)
    ctx["result"] = result
    ctx["parent_text"] = ", ".join(f"{n} = {display(v)}" for n, v in key.items())
    if result.parent_found and result.complete and not result.matches:
        ctx["repair"], ctx["repair_refusal"] = link_or_why(browse.repair_state(result))
    return render(request, template, ctx)
