"""What running a request gives back, shaped for the page: a :class:`RunResult`
with the outcome in words, DynamoDB's own error code and message, and what came
back (items as a table, an item's attributes, cancellation reasons, capacity).
Pure: no boto3 here (``builder/run.py`` makes the calls)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from builder.expr.reader import ParseError, parse_request
from builder.expr.values import display

WRITE_OPERATIONS = ("PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "BatchWriteItem")
BATCH_UNPROCESSED = {"BatchWriteItem": "UnprocessedItems", "BatchGetItem": "UnprocessedKeys"}

OUTCOMES = {
    "written": "written",
    "read": "read",
    "condition_failed": "condition failed",
    "transaction_cancelled": "transaction cancelled",
    "validation_error": "validation error",
    "throttled": "throttled",
    "unreachable": "unreachable",
    "timed_out": "timed out",
    "connection_lost": "connection lost",
    "access_denied": "access denied",
    "no_credentials": "no credentials",
    "not_found": "table not found",
    "key_mismatch": "key does not match the table",
    "other": "error",
}


# An items table shows at most this many columns and rows (a Scan's 1 MB page of
# items each with a name of its own made a table of 1,000 × 1,000 cells, 39 MB
# rendered in 18 s; a page of 20,000 tiny items, 20,000 rows in 3 s): the names past
# MAX_COLUMNS are written in each row's last cell, the items past MAX_ROWS as JSON
# under the table (``ItemTable.rest``), so nothing read is left out.
MAX_COLUMNS = 40
MAX_ROWS = 500


@dataclass
class ItemTable:
    """Items as a table: the union of attribute names as columns, key attributes
    first, at most :data:`MAX_COLUMNS` (each row's other attributes in its last
    cell, ``others``) and :data:`MAX_ROWS` rows (the other items in ``rest``)."""

    columns: list[str]
    rows: list[list[str | None]]  # display text, None where the item has no such attribute
    labels: list[str] | None = None  # a first column (e.g. "action 2") when given
    items: list[dict | None] = field(default_factory=list)  # DynamoDB JSON, binary as base64
    label_heading: str = "action"  # the labels' column heading
    others: list[str | None] | None = (
        None  # each row's attributes without a column ("name = value, ..."); None: all have one
    )
    rest: list[dict | None] = field(default_factory=list)  # the items past MAX_ROWS, not in rows

    @property
    def empty(self) -> bool:
        return not self.rows

    @property
    def body(self) -> list[tuple[str | None, list, str | None]]:
        """(row label, cells, other attributes) per row; a missing item's label says so."""
        labels = self.labels or [None] * len(self.rows)
        others = self.others or [None] * len(self.rows)
        out = []
        for label, item, cells, other in zip(labels, self.items, self.rows, others):
            if label is not None and item is None:
                label += " (no item)"
            out.append((label, cells, other))
        return out

    @property
    def rest_json(self) -> str:
        """The items past the table's rows, as JSON, one item a line."""
        return "\n".join(json.dumps(i, ensure_ascii=False, separators=(", ", ": ")) for i in self.rest)


def item_table(items: list[dict | None], key_names: list[str] = (), labels: list[str] | None = None) -> ItemTable:
    shown, rest = list(items[:MAX_ROWS]), list(items[MAX_ROWS:])
    present = [i for i in shown if i]
    names: dict[str, None] = {}  # every name, in order, key attributes first (a dict: a name is looked up in C)
    for name in key_names:
        if any(name in i for i in present):
            names[name] = None
    for item in present:
        for name in item:
            if name not in names:
                names[name] = None
    columns = list(names)[:MAX_COLUMNS]
    rows = [[display(item[c]) if item and c in item else None for c in columns] for item in shown]
    others = None
    if len(names) > MAX_COLUMNS:
        kept = set(columns)
        others = [
            ", ".join(f"{n} = {display(v)}" for n, v in item.items() if n not in kept) or None if item else None
            for item in shown
        ]
    return ItemTable(columns, rows, labels[:MAX_ROWS] if labels else labels, shown, others=others, rest=rest)


def single_item(item: dict | None, key_names: list[str] = ()) -> list[tuple[str, str]] | None:
    """One item as (name, display) pairs, key attributes first; None when there is no item."""
    if item is None:
        return None
    names = [n for n in key_names if n in item] + [n for n in item if n not in key_names]
    return [(n, display(item[n])) for n in names]


@dataclass
class ItemRead:
    """A GetItem (ConsistentRead) made just before or after a single-item write."""

    label: str
    attributes: list[tuple[str, str]] | None = None  # None: no item with this key
    error: str = ""


@dataclass
class ItemChange:
    """One write of a transaction, its item read just before and just after it (issue 16 #10)."""

    index: int  # 1-based
    action: str  # Put, Update, Delete
    table: str
    key_text: str
    before: ItemRead | None = None
    after: ItemRead | None = None

    @property
    def reads(self) -> list[ItemRead]:
        return [r for r in (self.before, self.after) if r is not None]


@dataclass
class Cancellation:
    """One CancellationReason, paired with the transaction action it belongs to."""

    index: int  # 1-based
    action: str  # Put, Update...
    table: str
    key_label: str
    key_text: str
    code: str
    message: str
    item: list[tuple[str, str]] | None = None

    @property
    def failed(self) -> bool:
        return self.code not in ("None", "")

    @property
    def label(self) -> str:
        return f"action {self.index} — {self.action} {self.key_label}: {self.code}"


@dataclass
class RunResult:
    operation: str
    outcome: str  # a key of OUTCOMES
    target: str
    message: str = ""
    sent: bool = False  # did the request itself leave the server?
    uncertain: bool = False  # sent, but no answer: may or may not have been applied
    error_code: str = ""
    error_message: str = ""  # DynamoDB's own words
    key_problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    attributes: list[tuple[str, str]] | None = None  # ReturnValues
    condition_item: list[tuple[str, str]] | None = None  # ReturnValuesOnConditionCheckFailure
    cancellations: list[Cancellation] = field(default_factory=list)
    before: ItemRead | None = None
    after: ItemRead | None = None
    item_changes: list[ItemChange] = field(default_factory=list)  # a transaction's writes, read around it
    items: ItemTable | None = None
    count: int | None = None
    scanned_count: int | None = None
    last_evaluated_key: dict | None = None  # DynamoDB JSON, binary as base64
    consumed: list[str] = field(default_factory=list)
    elapsed_ms: int = 0
    # a batch's UnprocessedItems / UnprocessedKeys (DynamoDB JSON, binary as base64), and how many
    unprocessed: dict = field(default_factory=dict)
    unprocessed_count: int = 0

    @property
    def words(self) -> str:
        return OUTCOMES[self.outcome]

    @property
    def ok(self) -> bool:
        return self.outcome in ("written", "read")

    @property
    def is_write(self) -> bool:
        return self.operation in WRITE_OPERATIONS

    @property
    def reads(self) -> list[ItemRead]:
        return [r for r in (self.before, self.after) if r is not None]


def consumed_lines(consumed: Any) -> list[str]:
    """ConsumedCapacity (one entry or a list) as lines of text."""
    entries = consumed if isinstance(consumed, list) else [consumed] if consumed else []
    lines = []
    for c in entries:
        parts = []
        for label, key in (("read", "ReadCapacityUnits"), ("write", "WriteCapacityUnits")):
            if c.get(key) is not None:
                parts.append(f"{c[key]:g} {label}")
        units = c.get("CapacityUnits", 0)
        text = f"{c.get('TableName', '?')}: {units:g} capacity unit{'' if units == 1 else 's'}"
        if parts:
            text += " (" + ", ".join(parts) + ")"
        for kind in ("GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
            for name, ix in (c.get(kind) or {}).items():
                text += f"; index {name}: {ix.get('CapacityUnits', 0):g}"
        lines.append(text)
    return lines


def _batch_count(operation: str, request_items: dict) -> int:
    if operation == "BatchWriteItem":
        return sum(len(v) for v in request_items.values() if isinstance(v, list))
    return sum(len(v.get("Keys") or ()) for v in request_items.values() if isinstance(v, dict))


def batch_result(
    result: RunResult, operation: str, sent: dict, response: dict, key_names_for=lambda _table: ()
) -> None:
    """What a BatchWriteItem or BatchGetItem answered (``response`` and the
    ``sent`` RequestItems in DynamoDB JSON, binary as base64): how many requests
    DynamoDB processed, the items read (labelled by table), and what it left
    unprocessed, kept for the person to send again (never resent here)."""
    total = _batch_count(operation, sent)
    left = response.get(BATCH_UNPROCESSED[operation]) or {}
    result.unprocessed = left
    result.unprocessed_count = _batch_count(operation, left)
    done = total - result.unprocessed_count
    if operation == "BatchWriteItem":
        result.message = f"DynamoDB processed {done} of {total} write request{'s' if total != 1 else ''}."
    else:
        items, labels = [], []
        for table, rows in (response.get("Responses") or {}).items():
            for row in rows:
                items.append(row)
                labels.append(table)
        names: list = []
        for table in dict.fromkeys(labels):
            names += [n for n in key_names_for(table) if n not in names]
        result.items = item_table(items, names, labels=labels)
        result.items.label_heading = "table"
        result.count = len(items)
        result.message = (
            f"DynamoDB read {done} of {total} key{'s' if total != 1 else ''} and found {len(items)} "
            f"item{'s' if len(items) != 1 else ''}."
        )
    if result.unprocessed_count:
        result.message += (
            f" It left {result.unprocessed_count} unprocessed ({BATCH_UNPROCESSED[operation]}): they were not "
            "sent again. Open them in the builder to send just those, when you choose."
        )


def unprocessed_state(result: RunResult, state: dict) -> dict | None:
    """A builder state holding just what a batch left unprocessed, with the
    batch's options: the request to send again (the person runs it); None when
    nothing was left, or when it cannot be read back."""
    if not result.unprocessed or result.operation not in BATCH_UNPROCESSED:
        return None
    try:
        out = parse_request(result.operation, {"RequestItems": result.unprocessed})
    except ParseError:
        return None
    if state.get("options"):
        out["options"] = state["options"]
    if state.get("placeholders"):
        out["placeholders"] = state["placeholders"]
    return out
