"""What the builder's selects offer, and which parts of the page each
operation (and each transaction action) shows."""

from __future__ import annotations

from builder.expr.request import OPERATIONS
from builder.expr.values import TYPE_NAMES, TYPES

TYPE_CHOICES = [(t, f"{t} · {TYPE_NAMES[t]}") for t in TYPES]
KEY_TYPE_CHOICES = [c for c in TYPE_CHOICES if c[0] in ("S", "N", "B")]
OPERATION_CHOICES = [(op, op) for op in OPERATIONS]
UPDATE_CHOICES = [("SET", "SET"), ("REMOVE", "REMOVE"), ("ADD", "ADD"), ("DELETE", "DELETE")]
OPERAND_KINDS = {
    "set": [
        ("value", "value"),
        ("path", "path"),
        ("plus", "a + b"),
        ("minus", "a − b"),
        ("if_not_exists", "if_not_exists(path, v)"),
        ("list_append", "list_append(a, b)"),
    ],
    "arg": [
        ("value", "value"),
        ("path", "path"),
        ("if_not_exists", "if_not_exists(path, v)"),
        ("list_append", "list_append(a, b)"),
    ],
    "cond": [("path", "path"), ("value", "value"), ("size", "size(path)"), ("size_value", "size(value)")],
}
GROUP_OPS = [("and", "AND group"), ("or", "OR group")]
COMPARE_OPS = [("=", "="), ("<>", "<>"), ("<", "<"), ("<=", "<="), (">", ">"), (">=", ">=")]
FUNCTION_OPS = [
    ("between", "BETWEEN"),
    ("in", "IN"),
    ("attribute_exists", "attribute_exists"),
    ("attribute_not_exists", "attribute_not_exists"),
    ("attribute_type", "attribute_type"),
    ("begins_with", "begins_with"),
    ("contains", "contains"),
]
PATH_OPS = ("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains")
# functions whose first argument may be any condition operand (state version 2), not only a path
SUBJECT_OPS = ("attribute_type", "begins_with", "contains")
CONDITION_CHOICES = [("", "— none —")] + COMPARE_OPS + FUNCTION_OPS + GROUP_OPS
CHILD_CONDITION_CHOICES = COMPARE_OPS + FUNCTION_OPS + GROUP_OPS
SORT_OP_CHOICES = [
    ("", "— none —"),
    ("=", "="),
    ("<", "<"),
    ("<=", "<="),
    (">", ">"),
    (">=", ">="),
    ("between", "BETWEEN"),
    ("begins_with", "begins_with"),
]
WRITE_ACTION_CHOICES = [
    ("Put", "Put"),
    ("Update", "Update"),
    ("Delete", "Delete"),
    ("ConditionCheck", "ConditionCheck"),
]
GET_ACTION_CHOICES = [("Get", "Get")]
BATCH_WRITE_CHOICES = [("Put", "Put"), ("Delete", "Delete")]
PH_NAMES_CHOICES = [("auto", "plain where allowed"), ("all", "alias every name")]
PH_STYLE_CHOICES = [("readable", "readable (#status, :likeTally)"), ("compact", "compact (#n0, :v0)")]

# which parts of the page each operation shows
BODY_PARTS = {
    "GetItem": ("key", "projection"),
    "PutItem": ("item", "condition"),
    "UpdateItem": ("key", "update", "condition"),
    "DeleteItem": ("key", "condition"),
    "Query": ("key_condition", "filter", "projection"),
    "Scan": ("filter", "projection"),
    "TransactWriteItems": ("actions", "token"),
    "TransactGetItems": ("actions",),
    "BatchWriteItem": ("actions",),  # rows of (Put or Delete, table, item or key)
    "BatchGetItem": ("actions",),  # rows of (table, keys, projection, ConsistentRead)
}
ACTION_PARTS = {
    "Put": ("item", "condition", "rvoccf"),
    "Update": ("key", "update", "condition", "rvoccf"),
    "Delete": ("key", "condition", "rvoccf"),
    "ConditionCheck": ("key", "condition", "rvoccf"),
    "Get": ("key", "projection"),
}
# the rows of a batch: no condition, no update, no ReturnValues (DynamoDB has none there)
BATCH_PARTS = {"Put": ("item",), "Delete": ("key",), "Get": ("keys", "projection")}


def action_kind(operation: str) -> str:
    """What the rows of ``operation``'s actions are: "write", "get" (the
    transactions), "batch_write" or "batch_get"."""
    return {"TransactGetItems": "get", "BatchWriteItem": "batch_write", "BatchGetItem": "batch_get"}.get(
        operation, "write"
    )


def row_parts(operation: str, kind: str) -> tuple:
    """The parts a row of type ``kind`` shows in ``operation``."""
    return BATCH_PARTS.get(kind, ()) if operation.startswith("Batch") else ACTION_PARTS.get(kind, ())
