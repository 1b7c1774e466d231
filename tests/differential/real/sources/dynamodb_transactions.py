"""AWS Labs' DynamoDB Transactions library for Java (awslabs/dynamodb-transactions,
the client-side transactions that came before TransactWriteItems): the
requests it sends for the calls of its integration tests.

Source: awslabs/dynamodb-transactions @ c52588b (2021-03-02). A transaction is
an item of the transactions table (keyed ``_TxId``): state ``_TxS`` (``P``,
``C``, ``R``), version ``_TxV``, the requests ``_TxR`` (a binary set of the
requests, serialized), ``_TxD`` (the time, ``Double.toString`` of seconds:
``1.6147421291E9``), ``_TxF`` once finalized. Each item a transaction touches
is locked by writing ``_TxId`` (and ``_TxT`` ``"1"`` when the lock made the
item, ``_TxA`` ``"1"`` once the request is applied) under legacy ``Expected``
conditions, its previous image saved in the images table (keyed ``_TxI``,
``<txId>#<rid>``). Every write is a legacy request, ``Expected`` (``Exists:
false`` or a ``Value``, several ANDed) with ``AttributeUpdates`` (``PUT``,
``ADD`` of a number and of a binary set, ``DELETE`` without a value) or an
``Item``, as ``TransactionItem.java`` (``insert``, ``addRequest``,
``saveItemImage``, ``loadItemImage``, ``deleteItemImage``, ``finish``,
``complete``, ``delete``) and ``Transaction.java`` (``lockItem``,
``applyAndKeepLock``, ``unlockItemAfterCommit``, ``rollbackItemAndReleaseLock``,
``releaseReadLock``, ``getItem``) build them and the AWS SDK for Java v1
sends them. The library's own ``ConditionalCheckFailedException`` handling is
part of the design: a lock is first tried as if the item existed
(``Expected`` its key ``Value`` and ``_TxId`` absent), then, refused, read and
tried as a new item (``_TxT``); a restore or unlock that fails means it
already happened.

``integration/.../TransactionsIntegrationTest.java`` runs on DynamoDB (or
DynamoDB Local, ``-Ddynamodb-local.endpoint``) and checks the items left, not
the requests: each request is the one the library builds for the test call
cited. Only the requests were taken, as data: Java was not run.

Adapted only as far as needed to run: transaction ids (``UUID.randomUUID()``)
and item keys (``"val_" + Math.random()``) fixed; the tables' date prefix
(``yyyy-MM-dd'T'HH-mm-ss``) and the clock at the commit's time
(1614742129), a tenth of a second more at each step; the serialized request in
``_TxR`` (Jackson's JSON of the SDK request, ``{"type":...,"rid":...,
"request":...}``) written as that JSON, its property order not checked.
``before`` is what the test's earlier calls leave (the item locked, applied,
the transaction record at its version), or, where the library expects a
condition to fail under contention, made up so that it does (note says so).
Java ``HashMap`` orders of ``Expected`` and ``AttributeUpdates`` entries not
kept. Left out: the repeated GetItems of the transaction record, the
DynamoDBMapper tests, table operations.
"""

from __future__ import annotations

import base64
import json

from ._build import N, S, case, table

SOURCE = "dynamodb-transactions"
REPO = "awslabs/dynamodb-transactions@c52588b "
TX = "src/main/java/com/amazonaws/services/dynamodbv2/transactions/Transaction.java:"
TXI = "src/main/java/com/amazonaws/services/dynamodbv2/transactions/TransactionItem.java:"
TEST = "integration/src/test/java/com/amazonaws/services/dynamodbv2/transactions/TransactionsIntegrationTest.java:"

CASES: list[dict] = []

PREFIX = "2021-03-02T19-28-49_"
HASH = PREFIX + "TransactionsIntegrationTest_Hash"
LOCKS = PREFIX + "TransactionsIntegrationTest_Transactions"
IMAGES = PREFIX + "TransactionsIntegrationTest_ItemImages"
T_HASH = table(("Id", "S"))
T_LOCKS = table(("_TxId", "S"))
T_IMAGES = table(("_TxI", "S"))

CLOCK = 1614742129


def now(step: int) -> dict:
    """getCurrentTimeAttribute(): Double.toString(millis / 1000.0), which Java writes 1.6147421291E9."""
    digits = f"{CLOCK * 10 + step}".rstrip("0")  # tenths of a second
    return N(f"{digits[0]}.{digits[1:] or '0'}E9")


TX0 = "8d2c4f6e-1a3b-4c5d-9e7f-0a1b2c3d4e5f"  # @Before's transaction
TX1 = "3f9e8d7c-6b5a-4948-8372-615049382716"  # @After's
TX2 = "b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e"  # phantomItemFromDelete
TX3 = "0e1d2c3b-4a59-4867-9f5e-4d3c2b1a0f9e"  # lockItem's t1
TX4 = "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"  # lockItem's t2
TX5 = "c4b3a291-8f7e-4d6c-b5a4-938271605f4e"  # conflictingWrites' t2
TX6 = "5e4d3c2b-1a09-4f8e-a7d6-c5b4a3928170"  # conflictingWrites' t3
TX7 = "e9f8a7b6-c5d4-4e3f-8a2b-1c0d9e8f7a6b"  # failValidationInApply's t1
TX8 = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e"  # failValidationInApply's t2
TX9 = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e"  # useRolledBackTransaction's t1
TX10 = "6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918"  # getFilterAttributesToGet's t1

KEY0 = {"Id": S("val_0.7318526401925377")}
KEY1 = {"Id": S("val_0.2046317595311429")}
ITEM0 = {**KEY0, "s_someattr": S("val"), "ss_otherattr": {"SS": ["one", "two"]}}


def add(cite: str, code: str, operation: str, request: dict, tbl: dict, before: list, note: str) -> None:
    CASES.append(case(f"{REPO}{TEST}{cite} (request: {code})", operation, request, tbl, before, note))


def serialized(kind: str, rid: int, request: dict) -> str:
    """Request.serialize: Jackson's JSON of {type, rid, request}, as base64 for a binary set member."""
    text = json.dumps({"type": kind, "rid": rid, "request": request}, separators=(",", ":"))
    return base64.b64encode(text.encode()).decode()


def jackson(value: dict) -> dict:
    """An AttributeValue as Jackson writes the SDK v1 bean (lower-case members)."""
    ((kind, v),) = value.items()
    return {kind.lower(): v}


def tx_record(tx: str, state: str, version: int, step: int, requests: list[str] | None = None,
              final: bool = False) -> dict:  # fmt: skip
    out = {"_TxS": S(state), "_TxV": N(version), "_TxD": now(step), "_TxId": S(tx)}
    if requests:
        out["_TxR"] = {"BS": requests}
    if final:
        out["_TxF"] = S("1")
    return out


def insert(tx: str, step: int) -> dict:
    """TransactionItem.insert: the record, expected to exist nowhere (_TxId and _TxS absent)."""
    return {
        "TableName": LOCKS,
        "Item": tx_record(tx, "P", 1, step),
        "Expected": {"_TxId": {"Exists": False}, "_TxS": {"Exists": False}},
    }


def add_request(tx: str, version: int, blob: str, step: int) -> dict:
    """TransactionItem.addRequest: ADD the serialized request and 1 to the version, at the version read, pending."""
    return {
        "TableName": LOCKS,
        "Key": {"_TxId": S(tx)},
        "Expected": {"_TxS": {"Value": S("P")}, "_TxV": {"Value": N(version)}},
        "ReturnValues": "ALL_NEW",
        "AttributeUpdates": {
            "_TxR": {"Action": "ADD", "Value": {"BS": [blob]}},
            "_TxV": {"Action": "ADD", "Value": N(1)},
            "_TxD": {"Action": "PUT", "Value": now(step)},
        },
    }


def lock(tx: str, key: dict, step: int, expect_exists: bool) -> dict:
    """Transaction.lockItem: PUT _TxId and _TxD (and _TxT for a new item) where no transaction holds the item."""
    updates = {"_TxId": {"Action": "PUT", "Value": S(tx)}, "_TxD": {"Action": "PUT", "Value": now(step)}}
    expected: dict = {}
    if expect_exists:
        expected.update({name: {"Value": v} for name, v in key.items()})
    else:
        updates["_TxT"] = {"Action": "PUT", "Value": S("1")}
    expected["_TxId"] = {"Exists": False}
    return {
        "TableName": HASH,
        "Expected": expected,
        "Key": key,
        "ReturnValues": "ALL_NEW",
        "AttributeUpdates": updates,
    }


def get_item(tbl: str, key: dict) -> dict:
    return {"TableName": tbl, "ConsistentRead": True, "Key": key}


def finish(tx: str, target: str, version: int, step: int) -> dict:
    """TransactionItem.finish: state P -> C or R, not finalized, at the version read."""
    return {
        "TableName": LOCKS,
        "Key": {"_TxId": S(tx)},
        "AttributeUpdates": {
            "_TxS": {"Action": "PUT", "Value": S(target)},
            "_TxD": {"Action": "PUT", "Value": now(step)},
        },
        "ReturnValues": "ALL_NEW",
        "Expected": {
            "_TxS": {"Value": S("P")},
            "_TxF": {"Exists": False},
            "_TxV": {"Value": N(version)},
        },
    }


def complete(tx: str, state: str, step: int) -> dict:
    """TransactionItem.complete: _TxF = 1 where the state is the one reached."""
    return {
        "TableName": LOCKS,
        "Key": {"_TxId": S(tx)},
        "AttributeUpdates": {
            "_TxF": {"Action": "PUT", "Value": S("1")},
            "_TxD": {"Action": "PUT", "Value": now(step)},
        },
        "ReturnValues": "ALL_NEW",
        "Expected": {"_TxS": {"Value": S(state)}},
    }


def owned(tx: str) -> dict:
    return {"_TxId": {"Value": S(tx)}}


def unlock_after_commit(tx: str, key: dict) -> dict:
    """Transaction.unlockItemAfterCommit of a put or update: DELETE the four lock attributes, held by tx."""
    return {
        "TableName": HASH,
        "Key": key,
        "AttributeUpdates": {name: {"Action": "DELETE"} for name in ("_TxId", "_TxT", "_TxA", "_TxD")},
        "Expected": owned(tx),
    }


def release_read(tx: str, key: dict) -> dict:
    """Transaction.releaseReadLock: DELETE _TxId and _TxD where tx holds the item, neither made nor applied."""
    return {
        "TableName": HASH,
        "AttributeUpdates": {"_TxId": {"Action": "DELETE"}, "_TxD": {"Action": "DELETE"}},
        "Key": key,
        "Expected": {**owned(tx), "_TxT": {"Exists": False}, "_TxA": {"Exists": False}},
    }


def image_key(tx: str, rid: int) -> dict:
    return {"_TxI": S(f"{tx}#{rid}")}


def apply_put(tx: str, item: dict, date: dict, transient: bool, returns: str) -> dict:
    """applyAndKeepLock of a PutItem: the caller's item with _TxId, _TxA (_TxT) and the lock's _TxD."""
    full = {**item, "_TxId": S(tx), "_TxA": S("1")}
    if transient:
        full["_TxT"] = S("1")
    full["_TxD"] = date
    return {
        "TableName": HASH,
        "Item": full,
        "Expected": {**owned(tx), "_TxA": {"Exists": False}},
        "ReturnValues": returns,
    }


def apply_update(tx: str, key: dict, updates: dict, returns: str) -> dict:
    """applyAndKeepLock of an UpdateItem: the caller's updates and PUT _TxA, where tx holds it, not yet applied."""
    return {
        "TableName": HASH,
        "Key": key,
        "AttributeUpdates": {**updates, "_TxA": {"Action": "PUT", "Value": S("1")}},
        "ReturnValues": returns,
        "Expected": {**owned(tx), "_TxA": {"Exists": False}},
    }


def locked(item: dict, tx: str, step: int, *, transient: bool = False, applied: bool = False) -> dict:
    out = {**item, "_TxId": S(tx), "_TxD": now(step)}
    if transient:
        out["_TxT"] = S("1")
    if applied:
        out["_TxA"] = S("1")
    return out


AS_BUILT = "the request the library builds for the test's call"
CONTENTION = "sent where its condition fails, as the library expects under contention"

# ---------------------------------------------------------------- @Before: put item0 in a transaction, commit
PUT0 = {"tableName": HASH, "item": {k: jackson(v) for k, v in ITEM0.items()}, "returnValues": "ALL_OLD"}
R0 = serialized("PutItem", 1, PUT0)
add("79", TXI + "158", "PutItem", insert(TX0, 1), T_LOCKS, [],
    AS_BUILT + " (manager.newTransaction(): the transaction record, expected absent); before: empty table")  # fmt: skip
add("79", TXI + "158", "PutItem", insert(TX0, 1), T_LOCKS, [tx_record(TX0, "P", 1, 0)],
    AS_BUILT + " (the same insert) " + CONTENTION + ": a record of that id exists (the library throws "
    "'Failed to create new transaction'); before: the record")  # fmt: skip
add("84", TXI + "303", "UpdateItem", add_request(TX0, 1, R0, 2), T_LOCKS, [tx_record(TX0, "P", 1, 1)],
    AS_BUILT + " (t.putItem(item0, ALL_OLD): the request added to the record, version 1 -> 2); before: the record")  # fmt: skip
add("84", TX + "1037", "UpdateItem", lock(TX0, KEY0, 3, True), T_HASH, [],
    AS_BUILT + " (lockItem, first as if the item existed: Expected Id = its key and _TxId absent; refused, "
    "the item is new); before: empty table")  # fmt: skip
add("84", TX + "1227", "GetItem", get_item(HASH, KEY0), T_HASH, [],
    AS_BUILT + " (lockItem, refused, reads the item: none); before: empty table")  # fmt: skip
add("84", TX + "1037", "UpdateItem", lock(TX0, KEY0, 4, False), T_HASH, [],
    AS_BUILT + " (lockItem again as a new item: _TxT = 1 marks it transient); before: empty table")  # fmt: skip
add("84", TX + "1120", "PutItem", apply_put(TX0, ITEM0, now(4), True, "ALL_OLD"), T_HASH,
    [locked(KEY0, TX0, 4, transient=True)],
    AS_BUILT + " (applyAndKeepLock: item0 with the lock attributes, where tx holds it and has not applied it; "
    "ALL_OLD gives the lock item); before: the transient lock")  # fmt: skip
add("89", TXI + "499", "UpdateItem", finish(TX0, "C", 2, 5), T_LOCKS, [tx_record(TX0, "P", 2, 2, [R0])],
    AS_BUILT + " (t.commit(): pending, not finalized, at version 2 -> committed); before: the record")  # fmt: skip
add("89", TX + "644", "UpdateItem", unlock_after_commit(TX0, KEY0), T_HASH,
    [locked(ITEM0, TX0, 4, transient=True, applied=True)],
    AS_BUILT + " (unlockItemAfterCommit: DELETE _TxId, _TxT, _TxA, _TxD where tx holds it); before: the item applied")  # fmt: skip
add("89", TXI + "459", "DeleteItem", {"TableName": IMAGES, "Key": image_key(TX0, 1)}, T_IMAGES, [],
    AS_BUILT + " (deleteItemImage of rid 1: none was saved for a transient item); before: empty table")  # fmt: skip
add("89", TXI + "541", "UpdateItem", complete(TX0, "C", 6), T_LOCKS, [tx_record(TX0, "C", 2, 5, [R0])],
    AS_BUILT + " (complete(COMMITTED): _TxF = 1 where committed); before: the committed record")  # fmt: skip

# ---------------------------------------------------------------- @After: delete item0 in a transaction, commit
DEL0 = {"tableName": HASH, "key": {"Id": jackson(KEY0["Id"])}}
R1 = serialized("DeleteItem", 1, DEL0)
add("97", TX + "1037", "UpdateItem", lock(TX1, KEY0, 12, True), T_HASH, [ITEM0],
    AS_BUILT + " (t.deleteItem(key0): the item exists and is free, the first lock holds; ALL_NEW); before: item0")  # fmt: skip
IMAGE0 = {**ITEM0, "_TxId": S(TX1), "_TxD": now(12), "_TxI": S(f"{TX1}#1")}
add("97", TXI + "411", "PutItem", {"TableName": IMAGES, "Expected": {"_TxI": {"Exists": False}}, "Item": IMAGE0},
    T_IMAGES, [], AS_BUILT + " (saveItemImage: the locked item as its image, expected absent); before: empty table")  # fmt: skip
add("97", TXI + "411", "PutItem", {"TableName": IMAGES, "Expected": {"_TxI": {"Exists": False}}, "Item": IMAGE0},
    T_IMAGES, [IMAGE0],
    AS_BUILT + " (the same save when the request is driven again: refused, the library ignores it, 'Already was "
    "saved'); before: the image")  # fmt: skip
add("98", TX + "650", "DeleteItem", {"TableName": HASH, "Key": KEY0, "Expected": owned(TX1)}, T_HASH,
    [locked(ITEM0, TX1, 12)], AS_BUILT + " (commit: unlockItemAfterCommit of a delete, where tx holds it); "
    "before: item0 locked")  # fmt: skip
add("98", TX + "650", "DeleteItem", {"TableName": HASH, "Key": KEY0, "Expected": owned(TX1)}, T_HASH,
    [ITEM0], AS_BUILT + " (the same delete) " + CONTENTION + ": the unlock already happened ('ignore, unlock "
    "already happened'); before: item0 unlocked")  # fmt: skip
add("98", TXI + "459", "DeleteItem", {"TableName": IMAGES, "Key": image_key(TX1, 1)}, T_IMAGES, [IMAGE0],
    AS_BUILT + " (deleteItemImage of rid 1); before: the image")  # fmt: skip

# ---------------------------------------------------------------- phantomItemFromDelete: rollback of a transient lock
add("111", TXI + "499", "UpdateItem", finish(TX2, "R", 2, 23), T_LOCKS,
    [tx_record(TX2, "P", 2, 22, [serialized("DeleteItem", 1, {"tableName": HASH, "key": {"Id": {"s": KEY1["Id"]["S"]}}})])],
    AS_BUILT + " (transaction.rollback(): pending -> rolled back); before: the record at version 2")  # fmt: skip
add("111", TXI + "435", "GetItem", get_item(IMAGES, image_key(TX2, 1)), T_IMAGES, [],
    AS_BUILT + " (loadItemImage of rid 1: none); before: empty table")  # fmt: skip
add("111", TX + "759", "DeleteItem",
    {"TableName": HASH, "Key": KEY1, "Expected": {**owned(TX2), "_TxT": {"Value": S("1")}}}, T_HASH,
    [locked(KEY1, TX2, 21, transient=True)],
    AS_BUILT + " (rollbackItemAndReleaseLock without an image: the item deleted where tx holds it and made it); "
    "before: the transient lock")  # fmt: skip
add("111", TXI + "541", "UpdateItem", complete(TX2, "R", 24), T_LOCKS,
    [tx_record(TX2, "R", 2, 23)], AS_BUILT + " (complete(ROLLED_BACK)); before: the rolled back record")  # fmt: skip
add("113", TXI + "557", "DeleteItem",
    {"TableName": LOCKS, "Key": {"_TxId": S(TX2)}, "Expected": {"_TxF": {"Value": S("1")}}}, T_LOCKS,
    [tx_record(TX2, "R", 2, 24, final=True)],
    AS_BUILT + " (transaction.delete(Long.MAX_VALUE): the finalized record deleted; its last update plus "
    "Long.MAX_VALUE overflows, so the age test passes); before: the record")  # fmt: skip
add("113", TXI + "557", "DeleteItem",
    {"TableName": LOCKS, "Key": {"_TxId": S(TX2)}, "Expected": {"_TxF": {"Value": S("1")}}}, T_LOCKS, [],
    AS_BUILT + " (the same delete) " + CONTENTION + ": the record is already gone ('expected, transaction "
    "already deleted'); before: empty table")  # fmt: skip

# ---------------------------------------------------------------- lockItem: t2's delete meets t1's read lock
T1_LOCK = locked(KEY1, TX3, 31, transient=True)
add("139", TX + "1037", "UpdateItem", lock(TX4, KEY1, 32, True), T_HASH, [T1_LOCK],
    AS_BUILT + " (t2.deleteItem: the item exists, but t1 holds it: refused); before: t1's transient read lock")  # fmt: skip
add("139", TX + "817", "UpdateItem", release_read(TX3, KEY1), T_HASH, [T1_LOCK],
    AS_BUILT + " (t1 rolled back by t2, releaseReadLock: refused, the item is transient); before: t1's lock")  # fmt: skip
add("139", TX + "826", "DeleteItem",
    {"TableName": HASH, "Key": KEY1,
     "Expected": {**owned(TX3), "_TxT": {"Value": S("1")}, "_TxA": {"Exists": False}}}, T_HASH, [T1_LOCK],
    AS_BUILT + " (releaseReadLock, refused, deletes the transient item instead); before: t1's lock")  # fmt: skip
add("139", TX + "1037", "UpdateItem", lock(TX4, KEY1, 33, True), T_HASH, [],
    AS_BUILT + " (t2 tries again as if the item existed: refused, t1's item is gone); before: empty table")  # fmt: skip
add("139", TX + "1037", "UpdateItem", lock(TX4, KEY1, 34, False), T_HASH, [],
    AS_BUILT + " (t2's lock as a new item); before: empty table")  # fmt: skip

# ---------------------------------------------------------------- getFilterAttributesToGet: a read lock released
add("218", TX + "1037", "UpdateItem", lock(TX10, KEY0, 41, True), T_HASH, [ITEM0],
    AS_BUILT + " (t1.getItem(key0, AttributesToGet): the read lock); before: item0")  # fmt: skip
add("225", TX + "817", "UpdateItem", release_read(TX10, KEY0), T_HASH, [locked(ITEM0, TX10, 41)],
    AS_BUILT + " (t1.commit(): unlockItemAfterCommit of a get, releaseReadLock); before: item0 read-locked")  # fmt: skip

# ---------------------------------------------------------------- conflictingWrites: t3 rolls t2 back
T1_ITEM = {**KEY1, "whoami": S("t1")}
T2_ITEM = {**KEY1, "whoami": S("t2"), "t2stuff": S("extra")}
T3_ITEM = {**KEY1, "whoami": S("t3"), "t3stuff": S("things")}
add("845", TX + "1120", "PutItem", apply_put(TX5, T2_ITEM, now(51), False, "NONE"), T_HASH,
    [locked(T1_ITEM, TX5, 51)],
    AS_BUILT + " (t2.putItem over t1's committed item: no ReturnValues, so 'NONE' is set; no _TxT, the item "
    "existed); before: t1's item locked by t2")  # fmt: skip
T2_APPLIED = locked(T2_ITEM, TX5, 51, applied=True)
add("855", TX + "1037", "UpdateItem", lock(TX6, KEY1, 53, True), T_HASH, [T2_APPLIED],
    AS_BUILT + " (t3.putItem: t2 holds the item, refused; t3 will roll t2 back); before: t2's applied item")  # fmt: skip
add("855", TX + "744", "PutItem",
    {"TableName": HASH, "Item": T1_ITEM, "Expected": owned(TX5)}, T_HASH, [T2_APPLIED],
    AS_BUILT + " (t2's rollback: its saved image of t1's item put back, where t2 still holds it); before: t2's "
    "applied item")  # fmt: skip
add("855", TX + "744", "PutItem",
    {"TableName": HASH, "Item": T1_ITEM, "Expected": owned(TX5)}, T_HASH, [T1_ITEM],
    AS_BUILT + " (the same restore) " + CONTENTION + ": another rollback of t2 restored it first ('it already "
    "happened'); before: t1's item")  # fmt: skip
add("855", TX + "1120", "PutItem", apply_put(TX6, T3_ITEM, now(54), False, "NONE"), T_HASH,
    [locked(T1_ITEM, TX6, 54)], AS_BUILT + " (t3's put applied once it holds the item); before: the item "
    "locked by t3")  # fmt: skip

# ---------------------------------------------------------------- failValidationInApply: ADD to a string
FOO_PUT = {"FooAttribute": {"Action": "PUT", "Value": S("Bar")}}
FOO_ADD = {"FooAttribute": {"Action": "ADD", "Value": N(1)}}
add("886", TX + "1139", "UpdateItem", apply_update(TX7, KEY1, FOO_PUT, "NONE"), T_HASH,
    [locked(KEY1, TX7, 61, transient=True)],
    AS_BUILT + " (t1.updateItem(FooAttribute PUT 'Bar') applied, PUT _TxA added); before: the transient lock")  # fmt: skip
FOO = {**KEY1, "FooAttribute": S("Bar")}
add("900", TX + "1037", "UpdateItem", lock(TX8, KEY1, 63, True), T_HASH, [FOO],
    AS_BUILT + " (t2.updateItem(FooAttribute ADD 1): the lock of the existing item); before: the item")  # fmt: skip
add("900", TX + "1139", "UpdateItem", apply_update(TX8, KEY1, FOO_ADD, "NONE"), T_HASH, [locked(FOO, TX8, 63)],
    AS_BUILT + " (the apply: ADD a number to the string 'Bar'; the test expects a ValidationException 'Type "
    "mismatch for attribute'); before: the item locked by t2")  # fmt: skip
add("893", TX + "644", "UpdateItem", unlock_after_commit(TX7, KEY1), T_HASH,
    [locked(FOO, TX7, 61, transient=True, applied=True)],
    AS_BUILT + " (t1.commit(): the unlock); before: the item applied")  # fmt: skip
add("922", TX + "744", "PutItem", {"TableName": HASH, "Item": FOO, "Expected": owned(TX8)}, T_HASH,
    [locked(FOO, TX8, 63)],
    AS_BUILT + " (t2.rollback(): the image saved when t2 locked the item, less its lock attributes, put back "
    "where t2 holds it); before: the item locked by t2, not applied")  # fmt: skip

# ---------------------------------------------------------------- useRolledBackTransaction
RB = tx_record(TX9, "R", 1, 71, final=True)
add("969", TXI + "499", "UpdateItem", finish(TX9, "R", 1, 71), T_LOCKS, [tx_record(TX9, "P", 1, 70)],
    AS_BUILT + " (t1.rollback() of an empty transaction, at version 1); before: the new record")  # fmt: skip
add("976", TXI + "303", "UpdateItem",
    add_request(TX9, 1, serialized("DeleteItem", 1, {"tableName": HASH, "key": {"Id": {"s": KEY1["Id"]["S"]}}}), 72),
    T_LOCKS, [RB],
    AS_BUILT + " (t1.deleteItem after the rollback: the record is no longer pending, refused; the library "
    "re-reads it and throws TransactionRolledBackException); before: the rolled back record")  # fmt: skip
add("999", TXI + "499", "UpdateItem", finish(TX9, "R", 1, 73), T_LOCKS, [RB],
    AS_BUILT + " (t3.rollback() of the finished transaction: refused, the state is no longer pending); "
    "before: the rolled back record")  # fmt: skip
