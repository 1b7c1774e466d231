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
  as a GetItem with its table's ConsistentRead);
- a write to a table with secondary indexes also writes each index it changes
  (AWS's Developer Guide, "Write capacity units" of global and local secondary
  indexes; held to DynamoDB Local by tests/differential/test_capacity_live.py):
  an item coming into an index or leaving it is one write of its entry, an
  index key changed is two (the old entry deleted, the new one put), an entry
  whose projected attributes changed is one write of the larger entry, and an
  entry unchanged costs nothing. An entry is what the index projects; a local
  index's entry counts 100 bytes more (DynamoDB Local's measure). A read of an
  index counts its entries, under the index; a local index that reads the
  table for more (:func:`~builder.expr.keys.index_fetches`) also reads each
  item it returns from the table, as a read of its own.

Pure Python, no Django.
"""

from __future__ import annotations

import math

from .items import equal, item_size, value_size
from .keys import index_holds, index_projected
from .messages import DynamoDBError

WRITE_UNIT_BYTES = 1024
READ_UNIT_BYTES = 4096
LOCAL_ENTRY_BYTES = 100  # what a local index's entry counts beyond its attributes, when written (DynamoDB Local)


class Fetched(list):
    """Among the items a Query or Scan of a local index read (``scanned``):
    the items it also read from the table (:func:`~builder.expr.keys.index_fetches`)."""


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
        name = req.options.get("index_name")
        index = table.schema.index(name) if name is not None else None  # (None: one the description does not list)
        if index is not None:
            _index_read(rows, table, req, index, scanned or ())
        else:
            nbytes = 0
            sized = table.item_size
            for it in scanned or ():
                nbytes += sized(it) if it else 0  # (_size, without its call for each item)
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
    indexed = False
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
        if len(r) > _ROW_FIELDS:  # a row of an index
            indexed = True
    if indexed:
        _parts(totals, rows)
    return {"consumed_capacity": list(totals.values()), "items": rows}


def _units(read: float = 0.0, write: float = 0.0) -> dict:
    return {"CapacityUnits": read + write, "ReadCapacityUnits": read, "WriteCapacityUnits": write}


def _add(units: dict, read: float, write: float) -> None:
    units["CapacityUnits"] += read + write
    units["ReadCapacityUnits"] += read
    units["WriteCapacityUnits"] += write


def _parts(totals: dict, rows: list) -> None:
    """Each total of a table whose request touched an index, parted as
    DynamoDB's ``ReturnConsumedCapacity: INDEXES`` parts it: the table's own
    units (``Table``) and each index's (``GlobalSecondaryIndexes``,
    ``LocalSecondaryIndexes``), for the tables with an index row."""
    parted = {r["table"] for r in rows if "index" in r}
    for name in parted:
        totals[name]["Table"] = _units()
    for r in rows:
        name = r["table"]
        if name not in parted:
            continue
        t = totals[name]
        index = r.get("index")
        if index is None:
            _add(t["Table"], r["read_units"], r["write_units"])
            continue
        kind = "GlobalSecondaryIndexes" if r["index_kind"] == "global" else "LocalSecondaryIndexes"
        units = t.setdefault(kind, {}).setdefault(index, _units())
        _add(units, r["read_units"], r["write_units"])


def consumed_capacity(capacity: dict | None, operation: str, mode: str | None):
    """The estimate as DynamoDB answers ``ReturnConsumedCapacity`` (``mode``):
    ``TOTAL``, each table's units; ``INDEXES``, with the table's own
    (``Table``) and each index's. One entry for a single-item request or a
    Query or Scan, a list for a batch or a transaction; None for ``NONE``, no
    mode, or no estimate."""
    if capacity is None or mode not in ("TOTAL", "INDEXES"):
        return None
    out = []
    for t in capacity["consumed_capacity"]:
        entry = {"TableName": t["TableName"], "CapacityUnits": t["CapacityUnits"]}
        if mode == "INDEXES":
            entry["Table"] = {"CapacityUnits": t.get("Table", t)["CapacityUnits"]}
            for kind in ("LocalSecondaryIndexes", "GlobalSecondaryIndexes"):
                if kind in t:
                    entry[kind] = {name: {"CapacityUnits": u["CapacityUnits"]} for name, u in t[kind].items()}
        out.append(entry)
    if operation.startswith(("Batch", "Transact")):
        return out
    return out[0] if out else None


def _row(action, kind: str, table_name, nbytes: int, read: float = 0.0, write: float = 0.0) -> dict:
    return {
        "action": action,
        "type": kind,
        "table": table_name,
        "bytes": nbytes,
        "read_units": read,
        "write_units": write,
    }


_ROW_FIELDS = 6  # a table's row (_row); an index's has two more: index, index_kind


def _index_row(action, kind: str, table_name, index, nbytes: int, read: float = 0.0, write: float = 0.0) -> dict:
    row = _row(action, kind, table_name, nbytes, read, write)
    row["index"] = index.name
    row["index_kind"] = index.kind
    return row


def _index_read(rows: list, table, req, index, scanned) -> None:
    """A Query's or Scan's rows when it reads ``index``: its entries' sizes,
    rounded once, under the index; the items a local index read from the
    table (:class:`Fetched`), each a read of its own, under the table."""
    op, consistent = req.operation, bool(req.options.get("consistent_read"))
    nbytes = fetched = 0
    units = 0.0
    for it in scanned:
        if it.__class__ is Fetched:
            for item in it:
                size = table.item_size(item)
                fetched += size
                units += read_units(size, consistent)
        elif it:
            nbytes += item_size(it)
    rows.append(_index_row(None, op, req.table, index, nbytes, read_units(nbytes, consistent)))
    if fetched:
        rows.append(_row(None, op, req.table, fetched, units))


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
    new = None
    if ok and kind != "Delete":
        new = table.items.get(ident)
        nbytes = max(old_size, table.item_size(new) if new else 0)  # (_size, without its call)
    else:  # a Delete, or nothing written: the item read for the condition
        nbytes = old_size
    rows.append(_row(action, kind, table_name, nbytes, 0.0, factor * write_units(nbytes)))
    if ok and table.schema.indexes:
        _index_writes(rows, table, action, kind, table_name, old, new, factor)


def _changed(old: dict, new: dict) -> set:
    """The attributes a write changed: added, removed, or holding another
    value (as DynamoDB compares values; an update shares what it leaves alone)."""
    out = set()
    for k in old.keys() | new.keys():
        a, b = old.get(k), new.get(k)
        if a is not b and (a is None or b is None or not equal(a, b)):
            out.add(k)
    return out


class _Entries:
    """The sizes of one write's index entries: each attribute of the item
    before and after measured once, however many indexes project it (a table
    may have 100 global indexes, an item 400 KB)."""

    def __init__(self, table):
        self.table = table
        self.sizes: dict = {}  # id(item) -> {attribute: bytes}

    def size(self, item: dict, projected) -> int:
        if projected is None:  # the whole item: the table keeps its size
            return self.table.item_size(item)
        sizes = self.sizes.get(id(item))
        if sizes is None:
            sizes = self.sizes[id(item)] = {k: len(k.encode("utf-8")) + value_size(v) for k, v in item.items()}
        return sum(sizes[k] for k in projected if k in sizes)


def _index_writes(rows: list, table, action, kind: str, table_name, old, new, factor: int) -> None:
    """The rows of each index a successful write changed (the module's rules)."""
    schema = table.schema
    entries = _Entries(table)
    changed = None
    for index in schema.indexes:
        was = old is not None and index_holds(index, old)
        now = new is not None and index_holds(index, new)
        if not (was or now):
            continue
        projected = index_projected(schema, index)
        extra = LOCAL_ENTRY_BYTES if index.kind == "local" else 0
        if was and now:
            if changed is None:
                changed = _changed(old, new)
            old_size, new_size = entries.size(old, projected), entries.size(new, projected)
            if not any(k.name in changed for k in index.key):
                if not changed if projected is None else changed.isdisjoint(projected):
                    continue  # the entry unchanged
                nbytes = max(old_size, new_size)
                units = write_units(nbytes + extra)
            else:  # the old entry deleted, the new one put
                nbytes = old_size + new_size
                units = write_units(old_size + extra) + write_units(new_size + extra)
        else:
            nbytes = entries.size(old if was else new, projected)
            units = write_units(nbytes + extra)
        rows.append(_index_row(action, kind, table_name, index, nbytes, 0.0, factor * units))
