"""Switching operation keeps the work that the new operation can use (issue 16):
the table, the key, and the single item's parts (item, update actions,
condition, projection) move between a request and transaction action 1, and a
key becomes a Query's key condition and back.

The page posts the operation it was drawn for (the hidden ``op_was``); when the
operation select says another, :func:`switch_operation` moves the fields. A key
that became a PutItem's item is remembered (the hidden ``carry_key``, its names)
so switching back takes the key out of the item again.
"""

from __future__ import annotations

from builder.expr.request import OPERATIONS

from .choices import ACTION_PARTS, BODY_PARTS
from .rows import KEY_LIKE, row_indexes

# The single item's parts, by field-name prefix (after the body's prefix).
PART_PREFIXES = {
    "key": ("key-",),
    "item": ("item-",),
    "update": ("upd-", "tx-update-"),
    "condition": ("cond-", "tx-condition-"),
    "projection": ("proj-", "tx-projection-"),
}
SINGLE_KIND = {"GetItem": "Get", "PutItem": "Put", "UpdateItem": "Update", "DeleteItem": "Delete"}
TRANSACTIONS = ("TransactWriteItems", "TransactGetItems")
ROW_FIELDS = ("name", "type", "value")


def _part_of(suffix: str) -> str | None:
    for part, prefixes in PART_PREFIXES.items():
        if suffix.startswith(prefixes):
            return part
    return None


def _rows(fields: dict, lst: str) -> list[tuple[str, str, str]]:
    """(name, type, value) of each row of list ``lst`` in ``fields``, typed ones only."""
    out = []
    for i in row_indexes(fields, lst):
        row = tuple(fields.get(f"{lst}-{i}-{f}", "") for f in ROW_FIELDS)
        if row[0].strip() or row[2].strip():
            out.append((row[0], row[1] or "S", row[2]))
    return out


def _put_rows(out: dict, lst: str, rows) -> None:
    for i, row in enumerate(rows):
        out.update({f"{lst}-{i}-{f}": v for f, v in zip(ROW_FIELDS, row, strict=True)})


def _source(data: dict, op: str) -> tuple[str, str, dict, list]:
    """(table, action kind, the body's fields without their prefix, key rows) of ``op``'s form."""
    if op in TRANSACTIONS:
        prefix, table, kind = "act-0-", data.get("act-0-table", ""), data.get("act-0-type", "")
    else:
        prefix, table, kind = "", data.get("table", ""), SINGLE_KIND.get(op, "")
    body = {}
    if op in SINGLE_KIND or op in TRANSACTIONS:
        for k, v in data.items():
            if k.startswith(prefix) and _part_of(k[len(prefix) :]) is not None:
                body[k[len(prefix) :]] = v
    key = _rows(body, "key")
    if op == "Query" and data.get("kc-pname", "").strip():
        key = [(data["kc-pname"], data.get("kc-p-type") or "S", data.get("kc-p-value", ""))]
        if data.get("kc-sop") == "=" and data.get("kc-sname", "").strip():
            key.append((data["kc-sname"], data.get("kc-s-type") or "S", data.get("kc-s-value", "")))
    return table, kind, body, key


def _key_from_item(item: list, hint: list[str]) -> list:
    """The item's rows that are its key: those named in ``hint`` (a key carried
    into the item, or the key typed in Try it), else those named like a key, else the first."""
    for names in (hint, [n for n, _, _ in item if KEY_LIKE.match(n.strip())]):
        rows = [r for r in item if r[0] in names]
        if rows:
            return rows
    return item[:1]


def switching(data) -> bool:
    """The posted form was drawn for another operation than its select now
    names: the builder is re-rendering it for the new one (a structural post),
    so a live preview of these fields answers for a form about to go."""
    was = data.get("op_was", "")
    return bool(was) and was in OPERATIONS and data.get("op", "") != was


def switch_operation(data: dict, was: str) -> dict:
    """``data`` for the operation its select names, carrying over what the form
    drawn for ``was`` held. Unchanged when the operation did not change."""
    new = data.get("op", "")
    if was == new or was not in OPERATIONS or new not in OPERATIONS:
        return data
    table, kind, body, key = _source(data, was)
    item = _rows(body, "item")
    if not table.strip() and not key and not item:
        return data  # nothing typed to keep: the new operation starts as it always did
    hint = [n for n in data.get("carry_key", "").split(",") if n] or [
        data.get(f"try-{p}", "").strip() for p in ("hash", "range") if data.get(f"try-{p}", "").strip()
    ]
    if not key and item:
        key = _key_from_item(item, hint)
    if not item and key:
        item = key
    # the fields the old form drew for its single item go; everything else stays
    out = {
        k: v
        for k, v in data.items()
        if _part_of(k) is None and not k.startswith("act-") and k not in ("carry_key", "table")
    }
    if new in TRANSACTIONS:
        get = new == "TransactGetItems"
        allowed = ("Get",) if get else ("Put", "Update", "Delete", "ConditionCheck")
        target_kind = kind if kind in allowed else allowed[0] if get else "Update"
        prefix, parts = "act-0-", ACTION_PARTS[target_kind]
        out.update({"act-0-type": target_kind, "act-0-table": table})
    else:
        prefix, parts = "", BODY_PARTS[new]
        out["table"] = table
    for k, v in body.items():
        part = _part_of(k)
        if part in parts and part not in ("key", "item"):
            out[prefix + k] = v
    fields: dict = {}
    if "key" in parts:
        _put_rows(fields, "key", key)
    if "item" in parts:
        _put_rows(fields, "item", item)
        out["carry_key"] = ",".join(n for n, _, _ in key)
    out.update({prefix + k: v for k, v in fields.items()})
    if "key_condition" in parts and key:
        out.update({"kc-pname": key[0][0], "kc-p-type": key[0][1], "kc-p-value": key[0][2]})
        if len(key) > 1:
            out.update({"kc-sop": "=", "kc-sname": key[1][0], "kc-s-type": key[1][1], "kc-s-value": key[1][2]})
    return out
