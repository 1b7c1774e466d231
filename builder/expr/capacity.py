"""An estimate of the capacity units a simulated request consumes.

Kept apart from what DynamoDB answers: :func:`builder.expr.simulate.simulate`
attaches it to ``Result.capacity`` and ``Result.to_json()`` leaves it out, so
the differential comparison with DynamoDB Local is unchanged.

The rules (DynamoDB's documented ones, simplified; see docs/simulator.md):

- an item's size is :func:`~builder.expr.items.item_size` (attribute name
  bytes + value bytes), as the table keeps it (``Table.item_size``);
- a write costs ``ceil(size / 1 KB)`` write units per item, at least 1, where
  the size is the larger of the item before and after (a Delete: the item
  before); a write whose condition fails costs the size of the item before;
- a read costs ``ceil(size / 4 KB)`` read units, at least 1, halved when
  eventually consistent (``ConsistentRead`` not true). Query and Scan add up the
  sizes of the items they read (before the filter) and round once;
- transactions cost double; a ConditionCheck is a transactional read;
- a batch costs what its requests would cost one by one (a BatchGetItem's key
  as a GetItem with its table's ConsistentRead).

Pure Python, no Django.
"""

from __future__ import annotations

import math

from .messages import DynamoDBError

WRITE_UNIT_BYTES = 1024
READ_UNIT_BYTES = 4096


def write_units(size: int) -> float:
    return float(max(1, math.ceil(size / WRITE_UNIT_BYTES)))


def read_units(size: int, consistent: bool = True) -> float:
    units = float(max(1, math.ceil(size / READ_UNIT_BYTES)))
    return units if consistent else units / 2


def estimate(table, before: dict, req, ok: bool, scanned: list | None) -> dict:
    """``table`` (a :class:`~builder.expr.simulate.Table`) after the request, ``before`` its items (ident -> item) before,
    ``req`` the loaded request, ``ok`` whether DynamoDB would succeed,
    ``scanned`` the items a Query/Scan read. Returns::

        {"consumed_capacity": [{"TableName", "CapacityUnits",
                                "ReadCapacityUnits", "WriteCapacityUnits"}],
         "items": [{"action", "type", "bytes", "read_units", "write_units"}]}

    ``action`` is 1-based (transactions) or ``None`` (single-item requests)."""
    op = req.operation
    rows: list[dict] = []
    if op in ("PutItem", "UpdateItem", "DeleteItem"):  # the common request first
        _write(rows, table, before, ok, None, op[: -len("Item")], req.table, req.key, req.item, 1)
    elif op == "GetItem":
        nbytes = _size(table, table.get(table.check_key(req.key)))
        rows.append(_row(None, op, req.table, nbytes, read_units(nbytes, bool(req.options.get("consistent_read")))))
    elif op in ("Query", "Scan"):
        nbytes = 0
        item_size = table.item_size
        for it in scanned or ():
            nbytes += item_size(it) if it else 0  # (_size, without its call for each item)
        rows.append(_row(None, op, req.table, nbytes, read_units(nbytes, bool(req.options.get("consistent_read")))))
    elif op == "TransactGetItems":
        several = table._multi is not None  # a request on several tables: each action's item in its own
        for i, a in enumerate(req.actions, 1):
            if several:
                table.use(a.table)
            try:
                key = table.check_key(a.key)
            except DynamoDBError:  # a Get's key of another type cancels the transaction: nothing read
                return {"consumed_capacity": [], "items": []}
            nbytes = _size(table, table.get(key))
            rows.append(_row(i, a.type, a.table, nbytes, 2 * read_units(nbytes)))
    elif op in ("TransactWriteItems", "BatchWriteItem"):  # a batch's requests as their single-item writes
        factor = 2 if op == "TransactWriteItems" else 1
        several = table._multi is not None
        for i, a in enumerate(req.actions, 1):
            if several:
                table.use(a.table)
            _write(rows, table, before, ok, i, a.type, a.table, a.key, a.item, factor)
    elif op == "BatchGetItem":  # each key as its GetItem, with its table's ConsistentRead
        n = 0
        several = table._multi is not None
        for t in req.tables:
            if several:
                table.use(t.table)
            for key in t.keys:
                n += 1
                nbytes = _size(table, table.get(table.check_key(key)) if ok else None)
                rows.append(_row(n, "Get", t.table, nbytes, read_units(nbytes, t.consistent_read is True)))

    totals: dict = {}
    for r in rows:
        name, read, write = r["table"], r["read_units"], r["write_units"]
        t = totals.get(name)
        if t is None:  # a table's first row: its sums start at 0.0 (most requests have one row)
            totals[name] = {
                "TableName": name,
                "CapacityUnits": 0.0 + (read + write),
                "ReadCapacityUnits": 0.0 + read,
                "WriteCapacityUnits": 0.0 + write,
            }
        else:
            t["ReadCapacityUnits"] += read
            t["WriteCapacityUnits"] += write
            t["CapacityUnits"] += read + write
    return {"consumed_capacity": list(totals.values()), "items": rows}


def _row(action, kind: str, table_name, nbytes: int, read: float = 0.0, write: float = 0.0) -> dict:
    return {
        "action": action,
        "type": kind,
        "table": table_name,
        "bytes": nbytes,
        "read_units": read,
        "write_units": write,
    }


def _size(table, item: dict | None) -> int:
    return table.item_size(item) if item else 0


def _write(rows: list, table, before, ok: bool, action, kind: str, table_name, key, item, factor: int) -> None:
    """One write's row (a ConditionCheck's: a read), appended to ``rows``."""
    try:
        ident = table.ident(table.check_item_key(item) if kind == "Put" else table.check_key(key))
    except DynamoDBError:  # a transaction action cancelled for its key: nothing read or written
        return
    old = before.get(ident)
    old_size = table.item_size(old) if old else 0  # (_size, without its call)
    if kind == "ConditionCheck":
        rows.append(_row(action, kind, table_name, old_size, factor * read_units(old_size)))
        return
    if ok and kind != "Delete":
        new = table.items.get(ident)
        nbytes = max(old_size, table.item_size(new) if new else 0)  # (_size, without its call)
    else:  # a Delete, or nothing written: the item read for the condition
        nbytes = old_size
    rows.append(_row(action, kind, table_name, nbytes, 0.0, factor * write_units(nbytes)))
