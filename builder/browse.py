"""Reading a table's items for the table pages: a page of items (Scan, or Query
by partition key) and a reference count reconciled against its children.

Only the endpoint calls live here, through builder/run.py's public client and
settings (``client_for``, ``RunConfig.from_settings``, ``classify``), so the
same rules hold as for Run: the endpoint is a server setting, one attempt per
call and no automatic retries, connect and read timeouts, every failure an
``EndpointError`` in words. Who may browse is the views' business (the same
permission as Run, builder/run_context.py). Everything here only reads.

- ``read_page(schema, partition=None, start_key=None, limit=PAGE_SIZE)``: one
  page of items.
- ``reconcile(schema, parent_key, tally, child_prefix)``: the tally stored on a
  parent item beside the number of its children, counted with a paged
  ``Select: COUNT`` Query, and the read capacity that cost.
- ``repair_state(...)``: the builder state that sets the tally to the count,
  only if it still holds the value read (a conditional UpdateItem).
- ``typed_value(text, type)``: a value typed on the page as DynamoDB JSON.
"""

from __future__ import annotations

import base64
import binascii
import decimal
from dataclasses import dataclass, field

from builder.expr import STATE_VERSION
from builder.expr.values import ddb_to_state, item_from_wire, item_to_wire
from builder.run import EndpointError, RunConfig, TableDescription, classify, client_for

PAGE_SIZE = 25
MAX_COUNT_PAGES = 100  # a Query page reads at most 1 MB: a count stops here and says so


def _call(config: RunConfig, method: str, params: dict) -> dict:
    """One call, one attempt (the client has retries off); failures as EndpointError."""
    try:
        response = getattr(client_for(config), method)(**params)
    except Exception as exc:  # classify turns every failure into words
        raise classify(exc, config) from exc
    response.pop("ResponseMetadata", None)
    return response


def _units(response: dict) -> float:
    consumed = response.get("ConsumedCapacity") or {}
    try:
        return float(consumed.get("CapacityUnits") or 0)
    except (TypeError, ValueError):
        return 0.0


def typed_value(text: str, type_: str) -> dict:
    """A key value typed on a page -> DynamoDB JSON of ``type_`` (S, N or B).
    Raises ValueError with a message for a number or base64 text that is not one."""
    if type_ == "N":
        try:
            number = decimal.Decimal(text.strip())
        except decimal.InvalidOperation:
            raise ValueError(f"{text!r} is not a number") from None
        if not number.is_finite():
            raise ValueError(f"{text!r} is not a number")
        return {"N": text.strip()}
    if type_ == "B":
        try:
            base64.b64decode(text.strip(), validate=True)
        except (binascii.Error, ValueError):
            raise ValueError("a binary key value is typed as base64 text") from None
        return {"B": text.strip()}
    return {"S": text}


# ---------------------------------------------------------------------------
# A page of items
# ---------------------------------------------------------------------------
@dataclass
class ItemsPage:
    operation: str  # "Scan" or "Query"
    items: list[dict]  # DynamoDB JSON, binary as base64 text
    last_key: dict | None  # LastEvaluatedKey (DynamoDB JSON): there may be more
    scanned: int
    read_units: float


def read_page(
    schema: TableDescription,
    partition: dict | None = None,
    start_key: dict | None = None,
    limit: int = PAGE_SIZE,
    config: RunConfig | None = None,
) -> ItemsPage:
    """One page of ``schema``'s table: a Query for the partition key value
    ``partition`` (DynamoDB JSON), or a Scan without one; from ``start_key``
    (an ExclusiveStartKey, DynamoDB JSON). Raises EndpointError."""
    config = config or RunConfig.from_settings()
    params: dict = {"TableName": schema.name, "Limit": limit, "ReturnConsumedCapacity": "TOTAL"}
    if start_key:
        params["ExclusiveStartKey"] = item_to_wire(start_key)
    if partition is not None:
        params["KeyConditionExpression"] = "#pk = :pk"
        params["ExpressionAttributeNames"] = {"#pk": schema.partition.name}
        params["ExpressionAttributeValues"] = item_to_wire({":pk": partition})
        operation = "Query"
    else:
        operation = "Scan"
    response = _call(config, operation.lower(), params)
    last = response.get("LastEvaluatedKey")
    return ItemsPage(
        operation=operation,
        items=[item_from_wire(i) for i in response.get("Items") or ()],
        last_key=item_from_wire(last) if last else None,
        scanned=int(response.get("ScannedCount") or 0),
        read_units=_units(response),
    )


# ---------------------------------------------------------------------------
# Reconciling a reference count
# ---------------------------------------------------------------------------
@dataclass
class Reconciliation:
    table: str
    parent_key: dict  # DynamoDB JSON
    tally: str  # the tally attribute's name
    child_prefix: str
    parent_found: bool
    stored: dict | None  # the tally as stored (DynamoDB JSON); None when missing
    actual: int  # children counted
    pages: int  # Query pages read
    complete: bool  # False: stopped after MAX_COUNT_PAGES, the count is a lower bound
    read_units: float  # the GetItem and every Query page
    notes: list[str] = field(default_factory=list)

    @property
    def stored_number(self) -> decimal.Decimal | None:
        if self.stored is None or "N" not in self.stored:
            return None
        return decimal.Decimal(self.stored["N"])

    @property
    def matches(self) -> bool:
        return self.complete and self.stored_number == self.actual

    @property
    def stored_text(self) -> str:
        if self.stored is None:
            return ""
        ((t, v),) = self.stored.items()
        return v if t == "N" else f"{v!r} ({t}, not a number)"


def reconcile(
    schema: TableDescription,
    parent_key: dict,
    tally: str,
    child_prefix: str,
    config: RunConfig | None = None,
    max_pages: int = MAX_COUNT_PAGES,
    page_size: int | None = None,
) -> Reconciliation:
    """Read the parent's ``tally`` (a consistent GetItem) and count the items in
    its partition whose sort key begins with ``child_prefix`` (a consistent,
    paged ``Select: COUNT`` Query: DynamoDB still reads, and charges for, every
    child, but sends none back), pages of at most 1 MB read (or ``page_size``
    items), at most ``max_pages`` of them. Raises EndpointError; the first
    failure ends it."""
    config = config or RunConfig.from_settings()
    sort = schema.sort
    if sort is None:
        raise ValueError("the table has no sort key, so children cannot be told from their parent")
    got = _call(
        config,
        "get_item",
        {
            "TableName": schema.name,
            "Key": item_to_wire(parent_key),
            "ConsistentRead": True,
            "ProjectionExpression": "#t",
            "ExpressionAttributeNames": {"#t": tally},
            "ReturnConsumedCapacity": "TOTAL",
        },
    )
    units = _units(got)
    parent = got.get("Item")
    stored = item_from_wire(parent).get(tally) if parent is not None else None
    params: dict = {
        "TableName": schema.name,
        "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :prefix)",
        "ExpressionAttributeNames": {"#pk": schema.partition.name, "#sk": sort.name},
        "ExpressionAttributeValues": item_to_wire(
            {":pk": parent_key[schema.partition.name], ":prefix": {sort.type: child_prefix}}
        ),
        "Select": "COUNT",
        "ConsistentRead": True,
        "ReturnConsumedCapacity": "TOTAL",
    }
    if page_size:
        params["Limit"] = page_size
    count = pages = 0
    complete = False
    while pages < max_pages:
        response = _call(config, "query", params)
        pages += 1
        count += int(response.get("Count") or 0)
        units += _units(response)
        last = response.get("LastEvaluatedKey")
        if not last:
            complete = True
            break
        params["ExclusiveStartKey"] = last
    return Reconciliation(
        table=schema.name,
        parent_key=parent_key,
        tally=tally,
        child_prefix=child_prefix,
        parent_found=parent is not None,
        stored=stored,
        actual=count,
        pages=pages,
        complete=complete,
        read_units=units,
    )


def _path(name: str) -> str:
    """An attribute name as a builder path (backticks around one with a dot or bracket)."""
    if any(c in name for c in ".[]`"):
        return "`" + name + "`"
    return name


def repair_state(result: Reconciliation) -> dict:
    """The builder state of the repair: ``SET <tally> = :actual`` only if the
    tally still holds the value read (``<tally> = :stored``; when it was missing,
    only if it still is), so a like counted meanwhile is not overwritten."""
    path = _path(result.tally)
    if result.stored is not None:
        condition = {
            "op": "=",
            "left": {"path": path},
            "right": {**ddb_to_state(result.stored), "placeholder": "stored"},
        }
    else:
        condition = {"op": "attribute_not_exists", "path": path}
    return {
        "version": STATE_VERSION,
        "operation": "UpdateItem",
        "table": result.table,
        "key": {name: ddb_to_state(v) for name, v in result.parent_key.items()},
        "update": [
            {
                "action": "SET",
                "path": path,
                "value": {"type": "N", "value": str(result.actual), "placeholder": "actual"},
            }
        ],
        "condition": condition,
        "options": {"return_values": "UPDATED_NEW"},
    }


__all__ = [
    "MAX_COUNT_PAGES",
    "PAGE_SIZE",
    "EndpointError",
    "ItemsPage",
    "Reconciliation",
    "read_page",
    "reconcile",
    "repair_state",
    "typed_value",
]
