"""LangGraph's DynamoDB checkpointer and store (langchain-ai/langchain-aws,
``libs/langgraph-checkpoint-aws``): the requests ``DynamoDBSaver`` and
``DynamoDBStore`` send for the calls of the tests that run them on DynamoDB
Local, and the requests the store's unit tests pin.

Source: langchain-ai/langchain-aws @ 0434c7f (2026-08-20), package
``langgraph-checkpoint-aws``, through boto3's low-level client (DynamoDB JSON
as written):

- ``langgraph_checkpoint_aws/store/dynamodb/base.py`` and ``search.py``
  (``DynamoDBStore``, a table keyed ``PK``/``SK``: ``PK`` the namespace joined
  with ``:``, ``SK`` the key): ``put`` as one UpdateItem ``SET #value = :value,
  updated_at = :updated_at, created_at = if_not_exists(created_at,
  :created_at)``, then ``, expires_at = :expires_at`` under a time to live or
  `` REMOVE expires_at`` without one (and, with a vector index, ``, #embedding
  = :embedding`` or ``REMOVE #embedding, ...``); ``get`` a GetItem, then, with
  ``refresh_on_read``, ``SET expires_at = :expires_at, updated_at =
  :updated_at``; ``delete`` a DeleteItem; ``search`` a Query ``PK = :pk`` with
  ``Limit`` = limit + offset (the filter applied by the client); namespaces a
  Scan of ``PK``;
- ``langgraph_checkpoint_aws/checkpoint/dynamodb/unified_repository.py`` and
  ``storage_strategy.py`` (``DynamoDBSaver``, one table keyed ``PK``/``SK``): a
  checkpoint as ``CHECKPOINT_<thread>``/``<ns>#<id>`` holding ``id``, ``ns``
  (an empty string for the root namespace), ``type``, ``ref_loc``, ``ref_key``
  and ``parent_checkpoint_id``, its payload as a chunk item
  ``CHUNK_<thread>#<ns>#<id>``/``CHUNK`` holding ``payload`` (binary); a write
  as ``WRITES_<thread>#<ns>#<id>``/``<task>#<idx>``, put under
  ``attribute_not_exists(PK)`` (as its chunk); the latest checkpoint as a Query
  ``PK = :pk AND begins_with(SK, :ns_prefix)`` projecting ``id, ns, #t,
  ref_key, ref_loc, compression, parent_checkpoint_id`` (``#t`` for the
  reserved ``type``), newest first, ``Limit: 1``; a given one as a GetItem of
  the same projection; ``list`` as that Query (``PK = :pk`` without a
  namespace), ``FilterExpression: id < :before_checkpoint_id`` for ``before``
  and ``Limit`` only without a filter; pending writes as a Query projecting
  ``task_id, channel, ref_key, ref_loc, #t, compression``; ``delete_thread``
  as Queries projecting ``SK`` and ``PK, SK, ref_key, ref_loc``, a
  BatchGetItem with that projection, BatchWriteItems of DeleteRequests.

Which calls: ``tests/integration_tests/store/dynamodb/test_dynamodb_store_integration.py``
runs the store on DynamoDB Local with ``ttl={"default_ttl": 60,
"refresh_on_read": True}``; ``tests/unit_tests/store/dynamodb/test_vector_store.py``
pins parts of the UpdateItem of a mocked client (the store built on table
``t``, with and without a vector index and a time to live);
``tests/integration_tests/checkpoint/dynamodb/test_conformance.py`` runs
LangGraph's checkpointer conformance suite
(langchain-ai/langgraph @ f09cfe8,
``libs/checkpoint-conformance/langgraph/checkpoint/conformance/spec/test_{put,get_tuple,put_writes,list,delete_thread}.py``,
configs and checkpoints from ``test_utils.py``) on DynamoDB Local, no time to
live, no compression, no S3. The tests check what the classes return, not the
requests: each request is the one the class builds for the call cited. Only
the requests were taken, as data: the tests were not run.

Adapted only as far as needed to run: random names and ids fixed (the store
test's ``test_store_<hex>`` table, the conformance table ``conformance-<hex>``,
thread ids, ``uuid6`` checkpoint ids in increasing order, task ids); the clock
at the commit's time (``datetime.now(timezone.utc).isoformat()``
``2026-08-20T18:41:38.204517+00:00`` and later microseconds, a time to live of
60 minutes 1787254898); values as boto3's ``TypeSerializer`` writes them; a
payload (the serializer's msgpack bytes) stood for by short made-up bytes,
``type`` ``msgpack`` as the default serializer names it; the unit tests'
table ``t`` (too short a name: DynamoDB refuses it before reading the
expression) sent as the integration test's table, one request kept as
pinned. ``before`` is what
the test's earlier calls leave, or, for the requests no test makes, made up:
a search with ``limit=0`` (``Limit: 0``, refused), a re-put with no time to
live over an item holding one. Left out: ``test_sync_complex_values`` (its
``3.14`` is refused by ``TypeSerializer`` before sending), the vector search
(``SearchVectors``, which DynamoDB Local does not have), the table
operations, and calls repeating an earlier request on the same items (most
TTL refreshes after a get or a search, the suite's other puts of the same
shape).
"""

from __future__ import annotations

import base64

from ._build import N, S, case, table

SOURCE = "langgraph-dynamodb"
REPO = "langchain-ai/langchain-aws@0434c7f "
LG = "langchain-ai/langgraph@f09cfe8 "
PKG = "libs/langgraph-checkpoint-aws/"
BASE = PKG + "langgraph_checkpoint_aws/store/dynamodb/base.py:"
SEARCH = PKG + "langgraph_checkpoint_aws/store/dynamodb/search.py:"
REPOS = PKG + "langgraph_checkpoint_aws/checkpoint/dynamodb/unified_repository.py:"
STORAGE = PKG + "langgraph_checkpoint_aws/checkpoint/dynamodb/storage_strategy.py:"
STORE_TEST = PKG + "tests/integration_tests/store/dynamodb/test_dynamodb_store_integration.py:"
VECTOR_TEST = PKG + "tests/unit_tests/store/dynamodb/test_vector_store.py:"
SPEC = "libs/checkpoint-conformance/langgraph/checkpoint/conformance/spec/"

T = table(("PK", "S"), ("SK", "S"))
CASES: list[dict] = []
FROM_CODE = "made up from the code (no test makes this call)"


def add(cite: str, code: str, operation: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(f"{cite} (request: {REPO}{code})", operation, request, T, before, note))


# ===================================================================== the store
STORE = "test_store_5c1e9a27"  # f"test_store_{uuid.uuid4().hex[:8]}"
TTL_AT = 1787254898  # int(now + 60 * 60)


def ts(micro: int) -> str:
    """datetime.now(timezone.utc).isoformat(), the test's clock a few microseconds on."""
    return f"2026-08-20T18:41:38.{204517 + micro:06d}+00:00"


def marshal(value) -> dict:
    """boto3's TypeSerializer (ints as N, lists as L, dicts as M)."""
    if isinstance(value, bool):
        return {"BOOL": value}
    if isinstance(value, str):
        return {"S": value}
    if isinstance(value, int):
        return {"N": str(value)}
    if isinstance(value, list):
        return {"L": [marshal(v) for v in value]}
    return {"M": {k: marshal(v) for k, v in value.items()}}


def key(ns: str, k: str) -> dict:
    return {"PK": S(ns), "SK": S(k)}


def put(ns: str, k: str, value: dict, at: str, ttl: int | None = TTL_AT, table_name: str = STORE,
        embedding: list | None = None, drop_embedding: bool = False) -> dict:  # fmt: skip
    """_put_item's UpdateItem: SET value, updated_at, created_at if new, then the embedding, then the expiry."""
    sets = ["#value = :value", "updated_at = :updated_at", "created_at = if_not_exists(created_at, :created_at)"]
    removes = []
    names = {"#value": "value"}
    vals = {":value": marshal(value), ":updated_at": S(at), ":created_at": S(at)}
    if embedding is not None:
        names["#embedding"] = "embedding"
        vals[":embedding"] = {"L": [N(v) for v in embedding]}
        sets.append("#embedding = :embedding")
    if drop_embedding:
        names["#embedding"] = "embedding"
        removes.append("#embedding")
    if ttl:
        vals[":expires_at"] = N(ttl)
        sets.append("expires_at = :expires_at")
    else:
        removes.append("expires_at")
    expression = "SET " + ", ".join(sets) + (" REMOVE " + ", ".join(removes) if removes else "")
    return {
        "TableName": table_name,
        "Key": key(ns, k),
        "UpdateExpression": expression,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


def stored(ns: str, k: str, value: dict, created: str, updated: str | None = None, ttl: int | None = TTL_AT) -> dict:
    item = {**key(ns, k), "value": marshal(value), "updated_at": S(updated or created), "created_at": S(created)}
    if ttl:
        item["expires_at"] = N(ttl)
    return item


def get(ns: str, k: str) -> dict:
    return {"TableName": STORE, "Key": key(ns, k)}


def refresh(ns: str, k: str, at: str) -> dict:
    return {
        "TableName": STORE,
        "Key": key(ns, k),
        "UpdateExpression": "SET expires_at = :expires_at, updated_at = :updated_at",
        "ExpressionAttributeValues": {":expires_at": N(TTL_AT), ":updated_at": S(at)},
    }


def search(ns: str, limit: int) -> dict:
    return {
        "TableName": STORE,
        "KeyConditionExpression": "PK = :pk",
        "ExpressionAttributeValues": {":pk": S(ns)},
        "Limit": limit,
    }


AS_BUILT = "the request the store builds for the test's call"
DOC1 = {"text": "Hello world", "tags": ["test"]}
DOC1_ITEM = stored("test:docs", "doc1", DOC1, ts(0))
add(REPO + STORE_TEST + "58", BASE + "603", "UpdateItem", put("test:docs", "doc1", DOC1, ts(0)), [],
    AS_BUILT + " (put: the default time to live, 60 minutes); before: empty table")  # fmt: skip
add(REPO + STORE_TEST + "60", BASE + "441", "GetItem", get("test:docs", "doc1"), [DOC1_ITEM],
    AS_BUILT + " (get); before: the item put")  # fmt: skip
add(REPO + STORE_TEST + "60", BASE + "682", "UpdateItem", refresh("test:docs", "doc1", ts(911)), [DOC1_ITEM],
    AS_BUILT + " (get's refresh_on_read: the expiry put off); before: the item put")  # fmt: skip

V1 = stored("test:docs", "doc1", {"version": 1}, ts(0), ts(911))
add(REPO + STORE_TEST + "81", BASE + "603", "UpdateItem", put("test:docs", "doc1", {"version": 2}, ts(101533)), [V1],
    AS_BUILT + " (the second put, 0.1 s later: if_not_exists keeps created_at); before: the first version")  # fmt: skip
add(REPO + STORE_TEST + "93", BASE + "441", "GetItem", get("test", "nonexistent"), [],
    AS_BUILT + " (get of a key never put, asserted None); before: empty table")  # fmt: skip

DEL = stored("test:delete", "doc1", {"text": "Delete me"}, ts(0), ts(911))
add(REPO + STORE_TEST + "108", BASE + "652", "DeleteItem", {"TableName": STORE, "Key": key("test:delete", "doc1")},
    [DEL], AS_BUILT + " (delete); before: the item")  # fmt: skip
add(REPO + STORE_TEST + "110", BASE + "441", "GetItem", get("test:delete", "doc1"), [],
    AS_BUILT + " (get after delete, asserted None); before: empty table")  # fmt: skip

SEARCH_DOCS = [stored("test:search", f"doc{i}", {"text": f"Document {i}", "type": "test"}, ts(i)) for i in (1, 2, 3)]
add(REPO + STORE_TEST + "126", SEARCH + "98", "Query", search("test:search", 10), SEARCH_DOCS,
    AS_BUILT + " (search(('test', 'search')): limit 10 + offset 0); before: the three documents")  # fmt: skip
add(REPO + STORE_TEST + "126", BASE + "682", "UpdateItem", refresh("test:search", "doc2", ts(2417)), SEARCH_DOCS,
    AS_BUILT + " (search's refresh_on_read of each item found: the second); before: the three documents")  # fmt: skip

FILTER_DOCS = [
    stored("test:filter", "doc1", {"type": "article", "status": "published"}, ts(1)),
    stored("test:filter", "doc2", {"type": "article", "status": "draft"}, ts(2)),
    stored("test:filter", "doc3", {"type": "blog", "status": "published"}, ts(3)),
]
add(REPO + STORE_TEST + "139", SEARCH + "98", "Query", search("test:filter", 10), FILTER_DOCS,
    AS_BUILT + " (search with filter={'status': 'published'}: the filter is the client's, not sent); "
    "before: the three documents")  # fmt: skip
LIMIT_DOCS = [stored("test:limit", f"doc{i}", {"text": f"Document {i}"}, ts(i)) for i in range(5)]
add(REPO + STORE_TEST + "150", SEARCH + "98", "Query", search("test:limit", 3), LIMIT_DOCS,
    AS_BUILT + " (search with limit=3); before: five documents")  # fmt: skip
OFFSET_DOCS = [stored("test:offset", f"doc{i}", {"text": f"Document {i}"}, ts(i)) for i in range(5)]
add(REPO + STORE_TEST + "161", SEARCH + "98", "Query", search("test:offset", 12), OFFSET_DOCS,
    AS_BUILT + " (search with limit=10, offset=2: Limit 12); before: five documents")  # fmt: skip
add(REPO + STORE_TEST + "169", SEARCH + "98", "Query", search("nonexistent:namespace", 10), OFFSET_DOCS,
    AS_BUILT + " (search of an empty namespace); before: another namespace's documents")  # fmt: skip
NS_DOCS = [
    stored("test:a:1", "doc1", {"text": "a1"}, ts(1)),
    stored("test:a:2", "doc2", {"text": "a2"}, ts(2)),
    stored("test:b:1", "doc3", {"text": "b1"}, ts(3)),
]
add(REPO + STORE_TEST + "186", SEARCH + "248", "Scan", {"TableName": STORE, "ProjectionExpression": "PK"}, NS_DOCS,
    AS_BUILT + " (list_namespaces(prefix=('test',)): every PK, filtered by the client); before: three namespaces")  # fmt: skip
PERF = [
    stored("test:perf", f"doc_{i}", {"user_id": f"user_{i % 5}", "type": "fact" if i % 2 == 0 else "preference",
                                     "content": f"Test document number {i}"}, ts(i))
    for i in range(20)
]  # fmt: skip
add(REPO + STORE_TEST + "412", SEARCH + "98", "Query", search("test:perf", 10), PERF,
    AS_BUILT + " (search with filter={'type': 'fact'}, limit=10: ten of twenty, then filtered by the client); "
    "before: twenty documents")  # fmt: skip
add(REPO + STORE_TEST + "257", BASE + "603", "UpdateItem",
    put("test:batch", "doc0", {"text": "Document 0"}, ts(5), ttl=None), [],
    AS_BUILT + " (batch of PutOps: a PutOp's ttl is None, so REMOVE expires_at); before: empty table")  # fmt: skip
add(REPO + STORE_TEST + "257", BASE + "603", "UpdateItem",
    put("test:batch", "doc0", {"text": "Document 0"}, ts(5), ttl=None),
    [stored("test:batch", "doc0", {"text": "Old"}, ts(0))],
    FROM_CODE + " (the same PutOp over an item a put with a time to live left: its expires_at is removed); "
    "before: the older item")  # fmt: skip
add(REPO + STORE_TEST + "150", SEARCH + "98", "Query", search("test:limit", 0), LIMIT_DOCS,
    FROM_CODE + " (search with limit=0, offset=0: Limit 0, refused); before: five documents")  # fmt: skip

# the unit tests' store on table "t" (a mocked client; the requests as the store builds them), sent to the
# integration test's table: DynamoDB refuses a one-letter table name before it reads the expression (one case
# keeps "t" and shows it)
UNIT_TABLE = STORE
UNIT = "the request the store builds for the unit test's call (the mocked client's update_item, pinned in part)"
add(REPO + VECTOR_TEST + "120", BASE + "603", "UpdateItem",
    put("users:alice", "prefs", {"theme": "dark"}, ts(0), ttl=None, table_name=UNIT_TABLE), [],
    UNIT + " (no time to live: REMOVE expires_at; table t sent as the integration test's table); before: empty table")  # fmt: skip
add(REPO + VECTOR_TEST + "120", BASE + "603", "UpdateItem",
    put("users:alice", "prefs", {"theme": "dark"}, ts(0), ttl=None, table_name="t"), [],
    UNIT + " (the unit test's table t, as pinned: too short a table name, refused); before: empty table")  # fmt: skip
add(REPO + VECTOR_TEST + "164", BASE + "603", "UpdateItem",
    put("users:alice", "prefs", {"theme": "dark"}, ts(0), table_name=UNIT_TABLE),
    [{**key("users:alice", "prefs"), "value": marshal({"theme": "light"}), "created_at": S("2026-07-17T00:00:00+00:00"),
      "updated_at": S("2026-07-17T00:00:00+00:00")}],
    UNIT + " (default_ttl 60: expires_at = :expires_at); before: the unit tests' older item")  # fmt: skip
add(REPO + VECTOR_TEST + "135", BASE + "603", "UpdateItem",
    put("u:a", "m1", {"text": "hello"}, ts(0), ttl=None, table_name=UNIT_TABLE, embedding=["0.1"] * 4), [],
    UNIT + " (a vector index of 4 dimensions, FakeEmbeddings' [0.1] * 4: #embedding = :embedding); before: empty table")  # fmt: skip
add(REPO + VECTOR_TEST + "181", BASE + "603", "UpdateItem",
    put("u:a", "m1", {"other": 123}, ts(0), ttl=None, table_name=UNIT_TABLE, drop_embedding=True),
    [{**key("u:a", "m1"), "value": marshal({"text": "hello"}), "created_at": S(ts(0)), "updated_at": S(ts(0)),
      "embedding": {"L": [N("0.1")] * 4}}],
    UNIT + " (fields=['text'] and nothing to embed: REMOVE #embedding, expires_at); "
    "before: the item the previous test wrote, with its embedding")  # fmt: skip

# ===================================================================== the checkpointer
CP = "conformance-7b2e4d91"  # f"conformance-{uuid4().hex[:8]}"
THREAD = "5f0c9e1a-2b3d-4c5e-8f6a-7b8c9d0e1f2a"
OTHER_THREAD = "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d"
IDS = [f"1f17db2c-8e4a-6{n}3c-bfff-0242ac120002" for n in ("1a0", "2b1", "3c2", "4d3")]  # uuid6, in time order
TASK = "3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d"


def payload(text: str) -> dict:
    return {"B": base64.b64encode(text.encode()).decode("ascii")}


def cp_item(cid: str, ns: str = "", parent: str | None = None, thread: str = THREAD) -> dict:
    item = {
        "PK": S(f"CHECKPOINT_{thread}"),
        "SK": S(f"{ns}#{cid}"),
        "id": S(cid),
        "ns": S(ns),
        "type": S("msgpack"),
        "ref_loc": S("DYNAMODB"),
        "ref_key": S(f"CHUNK_{thread}#{ns}#{cid}"),
    }
    if parent:
        item["parent_checkpoint_id"] = S(parent)
    return item


def chunk(ref: str, text: str) -> dict:
    return {"PK": S(ref), "SK": S("CHUNK"), "payload": payload(text)}


def cp_chunk(cid: str, ns: str = "", thread: str = THREAD) -> dict:
    return chunk(f"CHUNK_{thread}#{ns}#{cid}", f"msgpack checkpoint {cid}")


def write_item(cid: str, channel: str, idx: int = 0, task_path: str | None = None) -> dict:
    ref = f"CHUNK_{THREAD}##{cid}#{TASK}#{idx}"
    item = {
        "PK": S(f"WRITES_{THREAD}##{cid}"),
        "SK": S(f"{TASK}#{idx}"),
        "task_id": S(TASK),
        "channel": S(channel),
        "idx": N(idx),
        "checkpoint_id": S(cid),
        "type": S("msgpack"),
        "ref_loc": S("DYNAMODB"),
        "ref_key": S(ref),
    }
    if task_path:
        item["task_path"] = S(task_path)
    return item


def write_chunk(cid: str, idx: int = 0) -> dict:
    return chunk(f"CHUNK_{THREAD}##{cid}#{TASK}#{idx}", f"msgpack write {idx}")


PROJECTION = "id, ns, #t, ref_key, ref_loc, compression, parent_checkpoint_id"


def latest(ns: str = "", thread: str = THREAD, limit: int | None = 1, before: str | None = None) -> dict:
    """get_checkpoint / list_checkpoints with a namespace: newest first (Limit only without a filter)."""
    request = {
        "TableName": CP,
        "KeyConditionExpression": "PK = :pk AND begins_with(SK, :ns_prefix)",
        "ExpressionAttributeValues": {":pk": S(f"CHECKPOINT_{thread}"), ":ns_prefix": S(f"{ns}#")},
        "ProjectionExpression": PROJECTION,
        "ExpressionAttributeNames": {"#t": "type"},
        "ScanIndexForward": False,
    }
    if before:
        request["FilterExpression"] = "id < :before_checkpoint_id"
        request["ExpressionAttributeValues"][":before_checkpoint_id"] = S(before)
    elif limit is not None:
        request["Limit"] = limit
    return request


def listed(**kw) -> dict:
    """list_checkpoints builds its members in another order than get_checkpoint."""
    q = latest(**kw)
    order = ("TableName", "ProjectionExpression", "ExpressionAttributeNames", "ScanIndexForward",
             "KeyConditionExpression", "ExpressionAttributeValues", "FilterExpression", "Limit")  # fmt: skip
    return {k: q[k] for k in order if k in q}


def pending(cid: str) -> dict:
    return {
        "TableName": CP,
        "KeyConditionExpression": "PK = :pk",
        "ExpressionAttributeValues": {":pk": S(f"WRITES_{THREAD}##{cid}")},
        "ProjectionExpression": "task_id, channel, ref_key, ref_loc, #t, compression",
        "ExpressionAttributeNames": {"#t": "type"},
    }


def put_write(item: dict) -> dict:
    return {"TableName": CP, "Item": item, "ConditionExpression": "attribute_not_exists(PK)"}


def cited(spec_line: str, code: str, operation: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(f"{LG}{SPEC}{spec_line} (request: {REPO}{code})", operation, request, T, before, note))


SAVER = "the request the saver builds for the conformance suite's call"
ONE = [cp_item(IDS[0]), cp_chunk(IDS[0])]

# --- put
cited("test_put.py:29", REPOS + "360", "PutItem", {"TableName": CP, "Item": cp_item(IDS[0])}, [],
      SAVER + " (aput of a new thread's first checkpoint: the metadata item, ns an empty string); before: empty table")  # fmt: skip
cited("test_put.py:29", STORAGE + "269", "PutItem", {"TableName": CP, "Item": cp_chunk(IDS[0])}, [cp_item(IDS[0])],
      SAVER + " (aput: the payload's chunk item, overwrite allowed: no condition); before: the metadata item")  # fmt: skip
cited("test_put.py:48", REPOS + "217", "GetItem",
      {"TableName": CP, "Key": {"PK": S(f"CHECKPOINT_{THREAD}"), "SK": S(f"#{IDS[0]}")},
       "ProjectionExpression": PROJECTION, "ExpressionAttributeNames": {"#t": "type"}}, ONE,
      SAVER + " (aget_tuple(stored_config): a given checkpoint_id); before: the checkpoint and its chunk")  # fmt: skip
cited("test_put.py:48", STORAGE + "300", "GetItem",
      {"TableName": CP, "Key": {"PK": S(f"CHUNK_{THREAD}##{IDS[0]}"), "SK": S("CHUNK")}, "ProjectionExpression": "payload"},
      ONE, SAVER + " (aget_tuple: the payload of the checkpoint found); before: the checkpoint and its chunk")  # fmt: skip
cited("test_put.py:48", REPOS + "524", "Query", pending(IDS[0]), ONE,
      SAVER + " (aget_tuple: its pending writes, none); before: the checkpoint and its chunk")  # fmt: skip
cited("test_put.py:144", REPOS + "360", "PutItem", {"TableName": CP, "Item": cp_item(IDS[0], "child:abc")}, [],
      SAVER + " (aput in the namespace child:abc); before: empty table")  # fmt: skip

# --- get_tuple
THREE = [x for i in range(3) for x in (cp_item(IDS[i], parent=IDS[i - 1] if i else None), cp_chunk(IDS[i]))]
cited("test_get_tuple.py:23", REPOS + "146", "Query", latest(thread=OTHER_THREAD), THREE,
      SAVER + " (aget_tuple of a thread with no checkpoint, asserted None); before: another thread's checkpoints")  # fmt: skip
cited("test_get_tuple.py:45", REPOS + "146", "Query", latest(), THREE,
      SAVER + " (aget_tuple without checkpoint_id: the latest, Limit 1, newest first); before: three checkpoints, "
      "each the parent of the next")  # fmt: skip
cited("test_delete_thread.py:83", REPOS + "146", "Query", latest(ns="child:1"), THREE + [cp_item(IDS[3], "child:1")],
      SAVER + " (aget_tuple of the child:1 namespace: begins_with(SK, 'child:1#')); "
      "before: three root checkpoints and a child's")  # fmt: skip

# --- put_writes
W = write_item(IDS[0], "channel1")
cited("test_put_writes.py:26", REPOS + "734", "PutItem", put_write(W), ONE,
      SAVER + " (aput_writes of one write: its metadata under attribute_not_exists(PK)); before: the checkpoint")  # fmt: skip
cited("test_put_writes.py:26", STORAGE + "269", "PutItem", put_write(write_chunk(IDS[0])), [*ONE, W],
      SAVER + " (aput_writes: the write's chunk, under attribute_not_exists(PK) too); before: the checkpoint and the write")  # fmt: skip
cited("test_put_writes.py:28", REPOS + "524", "Query", pending(IDS[0]), [*ONE, W, write_chunk(IDS[0])],
      SAVER + " (aget_tuple: the pending write found); before: the checkpoint, the write and their chunks")  # fmt: skip
W_CH = write_item(IDS[0], "ch")
cited("test_put_writes.py:157", REPOS + "734", "PutItem", put_write(W_CH), [*ONE, W_CH, write_chunk(IDS[0])],
      SAVER + " (the second, identical aput_writes: the write is there, ConditionalCheckFailed, which the "
      "repository ignores); before: the first write")  # fmt: skip
cited("test_put_writes.py:157", STORAGE + "269", "PutItem", put_write(write_chunk(IDS[0])),
      [*ONE, W_CH, write_chunk(IDS[0])],
      SAVER + " (the second aput_writes: its chunk is there too, ConditionalCheckFailed, ignored); before: the first write")  # fmt: skip
cited("test_put_writes.py:140", REPOS + "734", "PutItem", put_write(write_item(IDS[0], "ch", task_path="a:b:c")), ONE,
      SAVER + " (aput_writes with task_path 'a:b:c'); before: the checkpoint")  # fmt: skip
MULTI = [write_item(IDS[0], f"ch{i + 1}", i) for i in range(3)]
cited("test_put_writes.py:48", REPOS + "734", "PutItem", put_write(MULTI[2]), [*ONE, MULTI[0], MULTI[1]],
      SAVER + " (aput_writes of three writes: the third, idx 2); before: the checkpoint and the first two")  # fmt: skip

# --- list
FOUR = [x for i in range(4) for x in (cp_item(IDS[i], parent=IDS[i - 1] if i else None), cp_chunk(IDS[i]))]
cited("test_list.py:49", REPOS + "146", "Query", listed(limit=None), FOUR,
      SAVER + " (alist(generate_config(tid)): no limit, newest first); before: four checkpoints")  # fmt: skip
cited("test_list.py:61", REPOS + "146", "Query", listed(thread=OTHER_THREAD, limit=None), FOUR,
      SAVER + " (alist of a thread with none); before: another thread's four checkpoints")  # fmt: skip
cited("test_list.py:92", REPOS + "146", "Query", listed(ns="child:1", limit=None),
      [cp_item(IDS[0]), cp_chunk(IDS[0]), cp_item(IDS[1], "child:1"), cp_chunk(IDS[1], "child:1")],
      SAVER + " (alist of the child:1 namespace); before: a root and a child checkpoint")  # fmt: skip
cited("test_list.py:153", REPOS + "146", "Query", listed(before=IDS[2]), FOUR,
      SAVER + " (alist(before=ids[2]): FilterExpression id < :before_checkpoint_id, no Limit); before: four checkpoints")  # fmt: skip
cited("test_list.py:173", REPOS + "146", "Query", listed(limit=1), FOUR,
      SAVER + " (alist(limit=1)); before: four checkpoints")  # fmt: skip
cited("test_list.py:178", REPOS + "146", "Query", listed(limit=2), FOUR,
      SAVER + " (alist(limit=2)); before: four checkpoints")  # fmt: skip
cited("test_list.py:190", REPOS + "146", "Query", listed(before=IDS[3], limit=1), FOUR,
      SAVER + " (alist(before=ids[3], limit=1): with a filter the Limit is the client's); before: four checkpoints")  # fmt: skip

# --- delete_thread
WRITTEN = [*ONE, W, write_chunk(IDS[0])]
cited("test_delete_thread.py:64", REPOS + "777", "Query",
      {"TableName": CP, "KeyConditionExpression": "PK = :pk", "ExpressionAttributeValues": {":pk": S(f"CHECKPOINT_{THREAD}")},
       "ProjectionExpression": "SK"}, WRITTEN,
      SAVER + " (adelete_thread: the thread's checkpoints, by sort key); before: a checkpoint and a write")  # fmt: skip
cited("test_delete_thread.py:64", REPOS + "857", "Query",
      {"TableName": CP, "KeyConditionExpression": "PK = :pk", "ExpressionAttributeValues": {":pk": S(f"WRITES_{THREAD}##{IDS[0]}")},
       "ProjectionExpression": "PK, SK, ref_key, ref_loc"}, WRITTEN,
      SAVER + " (adelete_thread: each checkpoint's writes); before: a checkpoint and a write")  # fmt: skip
cited("test_delete_thread.py:64", STORAGE + "358", "BatchWriteItem",
      {"RequestItems": {CP: [{"DeleteRequest": {"Key": {"PK": S(f"CHUNK_{THREAD}##{IDS[0]}#{TASK}#0"), "SK": S("CHUNK")}}}]}},
      WRITTEN, SAVER + " (adelete_thread: the writes' chunks); before: a checkpoint and a write")  # fmt: skip
cited("test_delete_thread.py:64", REPOS + "1046", "BatchWriteItem",
      {"RequestItems": {CP: [{"DeleteRequest": {"Key": key(f"WRITES_{THREAD}##{IDS[0]}", f"{TASK}#0")}}]}},
      [*ONE, W], SAVER + " (adelete_thread: the writes' metadata); before: a checkpoint and the write, its chunk gone")  # fmt: skip
cited("test_delete_thread.py:38", REPOS + "918", "BatchGetItem",
      {"RequestItems": {CP: {"Keys": [key(f"CHECKPOINT_{THREAD}", f"#{IDS[i]}") for i in range(3)],
                             "ProjectionExpression": "PK, SK, ref_key, ref_loc"}}}, THREE,
      SAVER + " (adelete_thread of three checkpoints: their payload references); before: three checkpoints")  # fmt: skip
cited("test_delete_thread.py:38", STORAGE + "358", "BatchWriteItem",
      {"RequestItems": {CP: [{"DeleteRequest": {"Key": {"PK": S(f"CHUNK_{THREAD}##{IDS[i]}"), "SK": S("CHUNK")}}}
                             for i in range(3)]}}, THREE,
      SAVER + " (adelete_thread: the checkpoints' chunks); before: three checkpoints")  # fmt: skip
cited("test_delete_thread.py:38", REPOS + "1046", "BatchWriteItem",
      {"RequestItems": {CP: [{"DeleteRequest": {"Key": key(f"CHECKPOINT_{THREAD}", f"#{IDS[i]}")}} for i in range(3)]}},
      [cp_item(IDS[i], parent=IDS[i - 1] if i else None) for i in range(3)],
      SAVER + " (adelete_thread: the checkpoints' metadata); before: three checkpoints, their chunks gone")  # fmt: skip
cited("test_delete_thread.py:115", REPOS + "777", "Query",
      {"TableName": CP, "KeyConditionExpression": "PK = :pk",
       "ExpressionAttributeValues": {":pk": S(f"CHECKPOINT_{OTHER_THREAD}")}, "ProjectionExpression": "SK"}, THREE,
      SAVER + " (adelete_thread of a thread that never was: nothing found, nothing more sent); before: another thread")  # fmt: skip
