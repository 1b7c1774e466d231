"""Running requests and looking at tables (issue 5).

- ``POST /run``: the builder form's data, run once against the configured
  endpoint (builder/run.py). An htmx request gets the ``#run-result`` fragment;
  without JavaScript the whole builder page comes back with the result in it.
- ``GET /tables/``: the endpoint's tables; ``GET /tables/<name>/``: one table's
  key schema, attribute types and indexes, with "use in builder" links;
  ``GET /tables/use``: the builder prefilled with a table's name and key
  attribute names and types (values left for the user; no endpoint call).

Who may run is checked here, before anything can reach the endpoint
(builder/run_context.py). A refusal is a 403 page without JavaScript; htmx
gets status 200 with the message in the fragment, because htmx 2 does not swap
4xx responses. Endpoint trouble is never a 500: it is shown in words.
"""

from __future__ import annotations

import copy
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from builder import forms as bf
from builder import run as runner
from builder import safejson
from builder.expr import OPERATIONS
from builder.expr.values import ddb_to_state
from builder.forms.limits import POSTED_STATE_MAX_BYTES, STATE_MAX_DEPTH
from builder.run_context import run_refusal
from builder.web.page import builder_link, render_page, render_panel_or_page

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
    return _respond(request, data, {"result": result, "next_page": _next_page_link(state, result)})


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
        return bf.load_data(state), None
    except (safejson.JSONInputError, bf.LoadError) as e:
        return bf.empty_data(), str(e)


def _respond(request: HttpRequest, data: dict, run_ctx: dict, status: int = 200) -> HttpResponse:
    """The #run-result fragment for htmx (always 200), or the builder page with ``status``."""
    return render_panel_or_page(request, data, "builder/_run.html", {"run": run_ctx}, status=status)


def _next_page_link(state: dict, result: runner.RunResult) -> str | None:
    """The builder with ExclusiveStartKey set to the LastEvaluatedKey: the next page."""
    if not result.last_evaluated_key:
        return None
    nxt = copy.deepcopy(state)
    options = dict(nxt.get("options") or {})
    options["exclusive_start_key"] = {name: ddb_to_state(v) for name, v in result.last_evaluated_key.items()}
    nxt["options"] = options
    return builder_link(nxt)


# ---------------------------------------------------------------------------
# Tables
# ---------------------------------------------------------------------------
@require_GET
def tables(request: HttpRequest) -> HttpResponse:
    refusal = run_refusal(request)
    if refusal is not None:
        return render(request, "builder/tables.html", {"refused": refusal}, status=REFUSED_STATUS)
    config = runner.RunConfig.from_settings()
    try:
        names, more = runner.list_tables(config)
    except runner.EndpointError as e:
        return render(
            request, "builder/tables.html", {"error": e, "target": config.target}, status=ENDPOINT_ERROR_STATUS
        )
    return render(request, "builder/tables.html", {"tables": names, "more": more, "target": config.target})


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
    return render(
        request,
        "builder/table.html",
        {"name": name, "schema": schema, "uses": _use_links(schema), "target": config.target},
    )


USE_OPERATIONS = (
    "GetItem",
    "PutItem",
    "UpdateItem",
    "DeleteItem",
    "Query",
    "Scan",
    "TransactWriteItems",
    "TransactGetItems",
)


def _use_link(table: str, op: str, key: tuple, index: str = "") -> str:
    query = {"table": table, "op": op, "key": [f"{k.name}:{k.type}" for k in key]}
    if index:
        query["index"] = index
    return reverse("table_use") + "?" + urlencode(query, doseq=True)


def _use_links(schema: runner.TableDescription) -> list[dict]:
    links = [{"label": op, "href": _use_link(schema.name, op, schema.key)} for op in USE_OPERATIONS]
    for ix in schema.indexes:
        links.append({"label": f"Query index {ix.name}", "href": _use_link(schema.name, "Query", ix.key, ix.name)})
    return links


def _parse_keys(values: list[str]) -> list[tuple[str, str]]:
    out = []
    for raw in values[:2]:
        name, sep, t = raw.rpartition(":")
        if sep and name and t in ("S", "N", "B"):
            out.append((name[:255], t))
    return out


@require_GET
def table_use(request: HttpRequest) -> HttpResponse:
    """The builder, prefilled with a table and its key attribute names and types."""
    q = request.GET
    table = q.get("table", "")[:255]
    op = q.get("op", "")
    op = op if op in OPERATIONS else "UpdateItem"
    keys = _parse_keys(q.getlist("key"))
    empty = {name: {"type": t, "value": ""} for name, t in keys}
    state: dict = {"operation": op}
    if op in ("TransactWriteItems", "TransactGetItems"):
        action = {"type": "Get" if op == "TransactGetItems" else "Put", "table": table}
        action["item" if op == "TransactWriteItems" else "key"] = empty
        state["actions"] = [action]
    else:
        state["table"] = table
        if op == "PutItem":
            state["item"] = empty
        elif op in ("GetItem", "UpdateItem", "DeleteItem"):
            state["key"] = empty
        if q.get("index") and op in ("Query", "Scan"):
            state["options"] = {"index_name": q["index"][:255]}
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
    return render_page(request, data, show_errors=False)
