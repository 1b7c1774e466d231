"""Feast's DynamoDB online store (feast-dev/feast): the requests it sends for
the calls of its unit tests.

Source: feast-dev/feast @ f0bc070 (2026-08-21),
``sdk/python/feast/infra/online_stores/dynamodb.py``. A feature view is a
table ``<project>.<view>`` keyed ``entity_id`` (the hex of a hash of the
serialized entity key); a row is ``entity_id``, ``event_ts`` (``str()`` of an
aware datetime) and ``values``, a map of feature name to the serialized
``ValueProto`` as binary. ``online_write_batch`` writes rows through boto3's
``batch_writer(overwrite_by_pkeys=["entity_id"])`` (BatchWriteItem, 25 at
most, a repeated key kept once); ``online_read`` reads them with BatchGetItem,
``batch_size`` keys a request (100 by default), ``ConsistentRead`` written
out, and with ``requested_features`` a projection ``#entity_id, #event_ts,
#vals.#feat0, ...`` (``#vals`` for ``values``, a reserved word);
``update_online_store`` reads the row (GetItem), merges the lists itself
(append, or prepend for ``list_append(:new_val, ...)``), then writes a new row
(PutItem) or ``SET #event_ts = :event_ts, #values.#feat_<name> = :val_<name>,
...`` (UpdateItem).

The tests (``sdk/python/tests/unit/infra/online_store/test_dynamodb_online_store.py``)
run the store on moto and check what it returns; their helper
``tests/utils/dynamo_table_creator.py`` writes sample rows with one
``batch_writer`` a row. Each request is the one the store (or the helper)
builds for the test call cited, as boto3 sends it. Only the requests were
taken, as data: Python was not run.

Adapted only as far as needed to run: the entity ids (mmh3's 128-bit hash of
the serialized key, 32 hex digits) stood for by the MD5 of ``customer=<id>``
(32 hex digits too); the feature values by their protobuf encoding, written by
hand (``float_val`` 1.0, ``string_val`` "John", ``int64_val`` 3, string and
int32 lists, ``int32_val``); ``_utc_now()`` and ``datetime.utcnow()`` at the
commit's time; the table as ``create_test_table`` makes it. ``before`` is what
the test's earlier calls leave at the keys read or written (for a Scan, the
table), or made up, as the note says: a row deleted between the GetItem and
the UpdateItem. Left out: table and tag operations, the repeated reads of one
test, the batches of a split read after the first (the same request on other
keys), tests that repeat another's requests on another table.
"""

from __future__ import annotations

import hashlib
import struct

from ._build import S, case, table

SOURCE = "feast-dynamodb"
REPO = "feast-dev/feast@f0bc070 "
STORE = "sdk/python/feast/infra/online_stores/dynamodb.py:"
TEST = "sdk/python/tests/unit/infra/online_store/test_dynamodb_online_store.py:"
HELPER = "sdk/python/tests/utils/dynamo_table_creator.py:49"

CASES: list[dict] = []

T = table(("entity_id", "S"))
PROJECT = "test_aws"
VIEW = "dynamodb_online_store"
TS0 = "2026-08-21 15:48:11.204513+00:00"  # _utc_now() in create_n_customer_test_samples
TS1 = "2026-08-21 15:48:11.318842+00:00"  # datetime.utcnow() of the update's data


def eid(customer: str) -> str:
    return hashlib.md5(f"customer={customer}".encode()).hexdigest()


def B(raw: bytes) -> dict:
    import base64

    return {"B": base64.b64encode(raw).decode()}


def varint(n: int) -> bytes:
    out = b""
    while True:
        low, n = n & 0x7F, n >> 7
        out += bytes([low | (0x80 if n else 0)])
        if not n:
            return out


def ld(tag: int, payload: bytes) -> bytes:
    return bytes([tag]) + varint(len(payload)) + payload


AVG = b"\x35" + struct.pack("<f", 1.0)  # Value(float_val=1.0)
NAME = ld(0x12, b"John")  # Value(string_val="John")
AGE = b"\x20\x03"  # Value(int64_val=3)


def str_list(*vals: str) -> bytes:  # Value(string_list_val=StringList(val=...)), field 12
    return ld(0x62, b"".join(ld(0x0A, v.encode()) for v in vals))


def int32_list(*vals: int) -> bytes:  # Value(int32_list_val=Int32List(val=...)), field 13, packed
    return ld(0x6A, ld(0x0A, b"".join(varint(v) for v in vals)))


def int32(v: int) -> bytes:  # Value(int32_val=v)
    return b"\x18" + varint(v)


def row(customer: str, values: dict[str, bytes] | None = None, ts: str = TS0) -> dict:
    vals = values if values is not None else {"avg_orders_day": AVG, "name": NAME, "age": AGE}
    return {"entity_id": S(eid(customer)), "event_ts": S(ts), "values": {"M": {k: B(v) for k, v in vals.items()}}}


def tname(suffix: str) -> str:
    return f"{PROJECT}.{VIEW}_{suffix}"


def batch_get(tbl: str, customers: list[str], features: list[str] | None = None) -> dict:
    payload: dict = {"Keys": [{"entity_id": S(eid(c))} for c in customers], "ConsistentRead": False}
    if features:
        names = {"#entity_id": "entity_id", "#event_ts": "event_ts", "#vals": "values"}
        proj = ["#entity_id", "#event_ts"]
        for i, feat in enumerate(features):
            names[f"#feat{i}"] = feat
            proj.append(f"#vals.#feat{i}")
        payload["ProjectionExpression"] = ", ".join(proj)
        payload["ExpressionAttributeNames"] = names
    return {"RequestItems": {tbl: payload}}


def batch_put(tbl: str, rows: list[dict]) -> dict:
    return {"RequestItems": {tbl: [{"PutRequest": {"Item": r}} for r in rows]}}


def add(cite: str, operation: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(REPO + cite, operation, request, T, before, note))


AS_BUILT = "the request the store builds for the test's call"
N = [str(i) for i in range(100)]

# ---------------------------------------------------------------- online_read (test_dynamodb_online_store_online_read)
add(TEST + "183 via " + HELPER, "BatchWriteItem", batch_put(tname("online_read_5"), [row("0")]), [],
    "the request the test's helper insert_data_test_table builds (one batch_writer a row: a BatchWriteItem of one "
    "row); before: empty table")  # fmt: skip
for n in (5, 50, 100):
    add(TEST + "186 via " + STORE + "575", "BatchGetItem", batch_get(tname(f"online_read_{n}"), N[:n]),
        [row(c) for c in N[:n]],
        AS_BUILT + f" (online_read of {n} entities: one batch, ConsistentRead false written out); before: the "
        f"{n} rows the helper wrote")  # fmt: skip

# ---------------------------------------------------------------- online_write_batch
WB = tname("online_write_batch_5")
TEN = [row(c) for c in N[:10]]
add(TEST + "206 via " + STORE + "740", "BatchWriteItem", batch_put(WB, TEN), [],
    AS_BUILT + " (online_write_batch of create_n_customer_test_samples()'s ten rows: one BatchWriteItem); before: "
    "empty table")  # fmt: skip
add(TEST + "212 via " + STORE + "575", "BatchGetItem", batch_get(WB, N[:10]), TEN,
    AS_BUILT + " (the online_read that checks them); before: the ten rows")  # fmt: skip

# ---------------------------------------------------------------- unknown entities
UNK = tname("unknown_entity_2")
for pos in (0, 2):
    keys = ["0", "1"]
    keys.insert(pos, "12359")
    add(TEST + "444 via " + STORE + "575", "BatchGetItem", batch_get(UNK, keys), [row("0"), row("1")],
        AS_BUILT + f" (online_read with the unknown customer 12359 at position {pos}: not in the answer); before: "
        "the two rows")  # fmt: skip
END = tname("unknown_entity_100")
add(TEST + "503 via " + STORE + "591", "BatchGetItem", batch_get(END, [*N, "12359"][:100]), [row(c) for c in N],
    AS_BUILT + " (online_read of 101 entities, batch_size 100: the first batch, through the client); before: the "
    "100 rows")  # fmt: skip
add(TEST + "503 via " + STORE + "591", "BatchGetItem", batch_get(END, ["12359"]), [row(c) for c in N[:3]],
    AS_BUILT + " (the second batch: the unknown entity alone, no item answered); before: rows of other keys")  # fmt: skip

# ---------------------------------------------------------------- _write_batch_non_duplicates
ND = tname("batch_non_duplicates")
add(TEST + "469", "Scan", {"TableName": ND, "Limit": 20}, [row(c) for c in N[:10]],
    "the test's own Scan (Limit 20) after writing the ten rows twice: the batch writer kept each key once, so ten "
    "items; before: the ten rows")  # fmt: skip

# ---------------------------------------------------------------- update_online_store
LA = tname("update_list_append")
LA0 = row("entity1", {"transactions": str_list("tx1", "tx2")})
add(TEST + "584 via " + STORE + "740", "BatchWriteItem", batch_put(LA, [LA0]), [],
    AS_BUILT + " (online_write_batch of the initial transactions tx1, tx2); before: empty table")  # fmt: skip
add(TEST + "600 via " + STORE + "1002", "GetItem", {"TableName": LA, "Key": {"entity_id": S(eid("entity1"))}}, [LA0],
    AS_BUILT + " (update_online_store reads the row to merge the lists); before: the row")  # fmt: skip


def update(tbl: str, customer: str, feats: dict[str, bytes], ts: str = TS1) -> dict:
    names = {"#values": "values", "#event_ts": "event_ts"}
    vals = {":event_ts": S(ts)}
    parts = ["#event_ts = :event_ts"]
    for name, raw in feats.items():
        names[f"#feat_{name}"] = name
        vals[f":val_{name}"] = B(raw)
        parts.append(f"#values.#feat_{name} = :val_{name}")
    return {
        "TableName": tbl,
        "Key": {"entity_id": S(eid(customer))},
        "UpdateExpression": "SET " + ", ".join(parts),
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


APPENDED = update(LA, "entity1", {"transactions": str_list("tx1", "tx2", "tx3")})
add(TEST + "600 via " + STORE + "1054", "UpdateItem", APPENDED, [LA0],
    AS_BUILT + " (list_append(transactions, :new_val): the merged list tx1, tx2, tx3 set into the values map, a "
    "nested path); before: the row")  # fmt: skip
add(TEST + "600 via " + STORE + "1054", "UpdateItem", APPENDED, [],
    "the same UpdateItem, made up: the row deleted between the store's GetItem and its UpdateItem (a path into the "
    "map 'values' of an item that is not there: refused); before: empty table")  # fmt: skip
add(TEST + "609 via " + STORE + "575", "BatchGetItem", batch_get(LA, ["entity1"]),
    [row("entity1", {"transactions": str_list("tx1", "tx2", "tx3")}, TS1)],
    AS_BUILT + " (the online_read that checks the list); before: the updated row")  # fmt: skip
LP = tname("update_list_prepend")
LP0 = row("entity1", {"recent_items": str_list("item2", "item3")})
add(TEST + "653 via " + STORE + "1054", "UpdateItem", update(LP, "entity1", {"recent_items": str_list("item1", "item2", "item3")}),
    [LP0], AS_BUILT + " (list_append(:new_val, recent_items): the prepended list); before: the row")  # fmt: skip
NE = tname("update_new_entity")
add(TEST + "690 via " + STORE + "1002", "GetItem", {"TableName": NE, "Key": {"entity_id": S(eid("new_entity"))}}, [],
    AS_BUILT + " (update_online_store of a new entity: the read finds nothing); before: empty table")  # fmt: skip
add(TEST + "690 via " + STORE + "1032", "PutItem",
    {"TableName": NE, "Item": row("new_entity", {"transactions": str_list("tx1")}, TS1)}, [],
    AS_BUILT + " (so the row is put whole); before: empty table")  # fmt: skip
MX = tname("update_mixed")
MX0 = row("entity1", {"transactions": str_list("tx1"), "user_score": int32(100)})
add(TEST + "734 via " + STORE + "740", "BatchWriteItem", batch_put(MX, [MX0]), [],
    AS_BUILT + " (online_write_batch of a list and an int32); before: empty table")  # fmt: skip
add(TEST + "756 via " + STORE + "1054", "UpdateItem",
    update(MX, "entity1", {"transactions": str_list("tx1", "tx2"), "user_score": int32(150)}), [MX0],
    AS_BUILT + " (mixed: the appended list and the replaced score, two paths into 'values'); before: the row")  # fmt: skip
IL = tname("update_int_list")
IL0 = row("entity1", {"scores": int32_list(10, 20)})
add(TEST + "814 via " + STORE + "1054", "UpdateItem", update(IL, "entity1", {"scores": int32_list(10, 20, 30)}), [IL0],
    AS_BUILT + " (an int32 list appended); before: the row")  # fmt: skip

# ---------------------------------------------------------------- batches and requested features
add(TEST + "985 via " + STORE + "591", "BatchGetItem", batch_get(tname("many_batches"), N[:10]),
    [row(c) for c in N[:10]],
    AS_BUILT + " (batch_size 10, 150 entities: the first of fifteen batches, through the client); before: the rows "
    "at its keys")  # fmt: skip
add(TEST + "1114 via " + STORE + "575", "BatchGetItem",
    batch_get(tname("requested_features"), N[:5], ["name", "age"]), [row(c) for c in N[:5]],
    AS_BUILT + " (requested_features ['name', 'age']: a projection of two members of the map 'values'); before: "
    "the five rows")  # fmt: skip
add(TEST + "1140 via " + STORE + "575", "BatchGetItem", batch_get(tname("all_features"), N[:5]),
    [row(c) for c in N[:5]],
    AS_BUILT + " (requested_features None: no projection); before: the five rows")  # fmt: skip
add(TEST + "1192 via " + STORE + "591", "BatchGetItem",
    batch_get(tname("requested_parallel"), N[5:10], ["age"]), [row(c) for c in N[:15]],
    AS_BUILT + " (batch_size 5, requested_features ['age']: the second of three batches, through the client); "
    "before: the fifteen rows")  # fmt: skip
add(TEST + "1114 via " + STORE + "575 (from the code)", "BatchGetItem",
    batch_get(tname("requested_features"), N[:5], ["name", "missing_feature"]),
    [row(c) for c in N[:5]],
    "the same projection, made up: a feature the rows do not hold (its path left out of each answer); before: "
    "the five rows")  # fmt: skip
