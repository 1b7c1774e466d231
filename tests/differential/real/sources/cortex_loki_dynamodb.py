"""Cortex's DynamoDB index and chunk storage client: the requests it sends for
its storage tests' calls.

Source: cortexproject/cortex, commit 362e902 (2022-08-08, the last before chunks
storage was removed), ``pkg/chunk/aws/dynamodb_storage_client.go`` (the
BatchWriteItem of index entries and chunks, with ``PutRequest`` and
``DeleteRequest``; the index Query with legacy ``KeyConditions``: ``h`` ``EQ``,
``r`` ``BEGINS_WITH`` or ``GE``, and the ``c = :v`` filter; the BatchGetItem of
chunks with ``AttributesToGet``; ``ReturnConsumedCapacity: TOTAL`` on every
request) and ``pkg/chunk/aws/dynamodb_index_reader.go`` (the parallel Scan of an
index table, ``ProjectionExpression: h,r`` by ``Segment``/``TotalSegments``, and
its Query of a series' chunk entries). The calls are those of
``pkg/chunk/storage/index_client_test.go`` (``TestIndexBasic``,
``TestQueryPages``, ``TestCardinalityLimit``), ``chunk_client_test.go``
(``TestChunksBasic``), ``pkg/chunk/aws/dynamodb_storage_client_test.go``
(``TestChunksPartialError``) and the store's ``DeleteChunk``
(``pkg/chunk/chunk_store_test.go``, ``TestStore_DeleteChunk``). Grafana Loki
carries the same client (``pkg/storage/chunk/client/aws/``, forked from this
file); its requests are the same and were not taken twice. Go was not run: the
tests run on a mock, so each request is the one the client builds for the test
call cited, as aws-sdk-go v1 sends it.

Adapted only as far as needed to run: the index tables keyed as the table client
creates them (``h`` string, ``r`` binary); the tests' index table ``test``; the
chunk table named as ``DefaultSchemaConfig`` names it for the commit's week
(``cortex2746``), the store's index table likewise (``cortex_chunks2746``); the
chunks' fingerprints, checksums and encoded bytes made up (the tests compute
them from ``model.Now()`` and the encoder: ``userID/<fp>:<from>:<through>:<sum>``
keys with the commit's time, short made-up payloads); the schema v9 entries the
index reader scans made up in the schema's layout (hash
``userID:d<day>:<series id>``, range ``<through>\\0\\0<chunk id>\\0`` then
``3\\0``). The SDK's paginators send the same Query or Scan again with
``ExclusiveStartKey`` after a page that ends early (at 1 MB: the tests' entries
fit one page), so those next pages are sent from a made-up page end. A query
the test repeats (its retry logic) is left out. ``before`` is what the test has
written when it sends the request; a delete is also sent on a chunk that is not
there (the test's ``nonExistentChunk``), and a batch the client drops on a
ValidationException (a range value of zero bytes) is made up from the code's
comment.
"""

from __future__ import annotations

import base64

from ._build import case, table

SOURCE = "cortex-loki-dynamodb"
REPO = "cortexproject/cortex@362e902 "
CLIENT = "pkg/chunk/aws/dynamodb_storage_client.go:"
READER = "pkg/chunk/aws/dynamodb_index_reader.go:"
INDEX_TEST = "pkg/chunk/storage/index_client_test.go:"
CHUNK_TEST = "pkg/chunk/storage/chunk_client_test.go:"
PARTIAL_TEST = "pkg/chunk/aws/dynamodb_storage_client_test.go:"
STORE_TEST = "pkg/chunk/chunk_store_test.go:"
INDEX = table(("h", "S"), ("r", "B"))
TEST_TABLE = "test"
CHUNKS = "cortex2746"
STORE_INDEX = "cortex_chunks2746"
TOTAL = {"ReturnConsumedCapacity": "TOTAL"}
BUILT = "the request the client builds for the test's call (aws-sdk-go v1)"


def _b(raw: bytes | str) -> dict:
    if isinstance(raw, str):
        raw = raw.encode()
    return {"B": base64.b64encode(raw).decode("ascii")}


def _entry(hash_value: str, range_value: bytes | str, value: bytes | str | None = None) -> dict:
    out = {"h": {"S": hash_value}, "r": _b(range_value)}
    if value is not None:
        out["c"] = _b(value)
    return out


def _cite(path: str, line: int, client_line: int, client_path: str = CLIENT) -> str:
    return f"{REPO}{path}{line} (request: {client_path}{client_line})"


def _put_batch(table_name: str, items: list[dict]) -> dict:
    return {"RequestItems": {table_name: [{"PutRequest": {"Item": i}} for i in items]}, **TOTAL}


def _delete_batch(table_name: str, keys: list[dict]) -> dict:
    return {"RequestItems": {table_name: [{"DeleteRequest": {"Key": k}} for k in keys]}, **TOTAL}


def _query(
    table_name: str, hash_value: str, prefix: str | None = None, start: str | None = None, equal: str | None = None
) -> dict:
    conditions = {"h": {"AttributeValueList": [{"S": hash_value}], "ComparisonOperator": "EQ"}}
    if prefix is not None:
        conditions["r"] = {"AttributeValueList": [_b(prefix)], "ComparisonOperator": "BEGINS_WITH"}
    elif start is not None:
        conditions["r"] = {"AttributeValueList": [_b(start)], "ComparisonOperator": "GE"}
    out = {"TableName": table_name, "KeyConditions": conditions, **TOTAL}
    if equal is not None:
        out["FilterExpression"] = "c = :v"
        out["ExpressionAttributeValues"] = {":v": _b(equal)}
    return out


CASES: list[dict] = []


def add(cite: str, op: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(cite, op, request, INDEX, before, note))


# --- TestIndexBasic: 30 entries hash<i>/range<i>, no value (25 per batch), then one query per hash
BASIC = [_entry(f"hash{i}", f"range{i}") for i in range(30)]
add(
    _cite(INDEX_TEST, 23, 187),
    "BatchWriteItem",
    _put_batch(TEST_TABLE, BASIC[:25]),
    [],
    f"{BUILT}: TestIndexBasic's 30 entries, the first 25 (dynamoDBMaxWriteBatchSize); an empty table",
)
add(
    _cite(INDEX_TEST, 23, 187),
    "BatchWriteItem",
    _put_batch(TEST_TABLE, BASIC[25:]),
    BASIC[:25],
    f"{BUILT}: TestIndexBasic's last 5 entries, on the 25 the first batch wrote",
)
for i in (0, 17, 29):
    add(
        _cite(INDEX_TEST, 35, 254),
        "Query",
        _query(TEST_TABLE, f"hash{i}"),
        BASIC,
        f"{BUILT}: the query for hash{i} (HashValue only: KeyConditions h EQ), on the 30 entries",
    )

# --- TestQueryPages: 8 entries with values, then the four queries
ENTRIES = [
    _entry("foo", "bar:1", "10"), _entry("foo", "bar:2", "20"), _entry("foo", "bar:3", "30"),
    _entry("foo", "baz:1", "10"), _entry("foo", "baz:2", "20"),
    _entry("flip", "bar:1", "abc"), _entry("flip", "bar:2", "abc"), _entry("flip", "bar:3", "abc"),
]  # fmt: skip
add(
    _cite(INDEX_TEST, 110, 187),
    "BatchWriteItem",
    _put_batch(TEST_TABLE, ENTRIES),
    [],
    f"{BUILT}: TestQueryPages's 8 entries; an empty table",
)
add(
    _cite(INDEX_TEST, 110, 187),
    "BatchWriteItem",
    _put_batch(TEST_TABLE, ENTRIES),
    ENTRIES,
    f"{BUILT}: the same batch sent again after a ProvisionedThroughputExceeded (the provisionedErr=2 fixture: "
    "BatchWrite retries every request of the batch), over the entries already written",
)
QUERIES = [
    (120, "check HashValue only", _query(TEST_TABLE, "flip")),
    (129, "check RangeValueStart (r GE bar:2)", _query(TEST_TABLE, "foo", start="bar:2")),
    (139, "check RangeValuePrefix (r BEGINS_WITH baz:)", _query(TEST_TABLE, "foo", prefix="baz:")),
    (149, "check ValueEqual (r BEGINS_WITH bar, filter c = :v)", _query(TEST_TABLE, "foo", prefix="bar", equal="20")),
]
for line, what, request in QUERIES:
    add(_cite(INDEX_TEST, line, 254), "Query", request, ENTRIES, f"{BUILT}: {what}, on the 8 entries")
add(
    _cite(INDEX_TEST, 129, 254),
    "Query",
    {**_query(TEST_TABLE, "foo", start="bar:2"), "ExclusiveStartKey": _entry("foo", "bar:3")},
    ENTRIES,
    f"{BUILT}: check RangeValueStart's next page, as the SDK's paginator asks it (ExclusiveStartKey, "
    "a made-up page end at bar:3)",
)
add(
    _cite(INDEX_TEST, 149, 254),
    "Query",
    {**_query(TEST_TABLE, "foo", prefix="bar", equal="20"), "ExclusiveStartKey": _entry("foo", "bar:1")},
    ENTRIES,
    f"{BUILT}: check ValueEqual's next page (ExclusiveStartKey, a made-up page end at bar:1)",
)
add(
    _cite(INDEX_TEST, 139, 254),
    "Query",
    {**_query(TEST_TABLE, "foo", prefix="baz:"), "ExclusiveStartKey": _entry("foo", "baz:2")},
    ENTRIES,
    f"{BUILT}: check RangeValuePrefix's next page from its last entry (ExclusiveStartKey baz:2: an empty page)",
)
add(
    _cite(INDEX_TEST, 129, 254),
    "Query",
    _query(TEST_TABLE, "flip", start="bar:4"),
    ENTRIES,
    f"{BUILT}: a RangeValueStart past every entry of the hash (made up: no entry matches)",
)
add(
    _cite(INDEX_TEST, 120, 254),
    "Query",
    _query(TEST_TABLE, "nope"),
    ENTRIES,
    f"{BUILT}: a hash value the table does not hold (made up: an empty answer)",
)

# --- TestCardinalityLimit: 10 entries under one hash, values as their ranges, then the query
CARD = [_entry("bar", str(i), str(i)) for i in range(10)]
add(
    _cite(INDEX_TEST, 213, 187),
    "BatchWriteItem",
    _put_batch(TEST_TABLE, CARD),
    [],
    f"{BUILT}: TestCardinalityLimit's 10 entries under hash bar; an empty table",
)
add(
    _cite(INDEX_TEST, 217, 254),
    "Query",
    _query(TEST_TABLE, "bar"),
    CARD,
    f"{BUILT}: the query for bar (the caching client refuses the 10 entries it gets, over its limit of 5)",
)

# --- index entries a batch mixes: puts and deletes (the store's DeleteChunk deletes a chunk's entries)
DAY = "d19212"
SERIES = base64.b64encode(bytes(range(32))).decode("ascii").rstrip("=")
SERIES2 = base64.b64encode(bytes(range(32, 64))).decode("ascii").rstrip("=")
FROM_MS, THROUGH_MS = 1660003290000, 1660006890000


def _chunk_key(fp: int, checksum: int) -> str:
    return f"userID/{fp:x}:{FROM_MS:x}:{THROUGH_MS:x}:{checksum:x}"


def _chunk_entry(series: str, chunk_id: str) -> dict:
    through = f"{THROUGH_MS:x}".encode()
    return _entry(f"userID:{DAY}:{series}", through + b"\x00\x00" + chunk_id.encode() + b"\x003\x00")


def _series_entry(metric: str, series: str) -> dict:
    return _entry(f"userID:{DAY}:{metric}", series.encode() + b"\x00\x00\x00" + b"8\x00")


FOO1 = _chunk_key(0x8F6A1C2D3E4F5061, 0x1A2B3C4D)
FOO2 = _chunk_key(0x8F6A1C2D3E4F5062, 0x5E6F7081)
MISSING = _chunk_key(0x1234567890ABCDEF, 0x0BADF00D)
V9 = [
    _series_entry("foo", SERIES),
    _series_entry("foo", SERIES2),
    _chunk_entry(SERIES, FOO1),
    _chunk_entry(SERIES2, FOO2),
]
STORE = "as the store's DeleteChunk (chunk_store.go:628) gives the client the chunk's index entries"


def add_store(line: int, client_line: int, op: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(_cite(STORE_TEST, line, client_line), op, request, INDEX, before, note))


add_store(
    958,
    673,
    "BatchWriteItem",
    _delete_batch(STORE_INDEX, [{"h": e["h"], "r": e["r"]} for e in V9[::2]]),
    V9,
    f"{BUILT}: DeleteRequests of foo chunk 1's series and chunk entries ({STORE}; schema v9 entries made up)",
)
add_store(
    958,
    673,
    "BatchWriteItem",
    _delete_batch(STORE_INDEX, [{"h": e["h"], "r": e["r"]} for e in V9[::2]]),
    [],
    f"{BUILT}: the same deletes where the entries are gone (the test's 'delete non-existent chunk')",
)
add_store(
    958,
    187,
    "BatchWriteItem",
    {
        "RequestItems": {
            STORE_INDEX: [
                {"DeleteRequest": {"Key": {"h": V9[2]["h"], "r": V9[2]["r"]}}},
                {"PutRequest": {"Item": _chunk_entry(SERIES, FOO1.replace("1a2b3c4d", "1a2b3c4e"))}},
            ]
        },
        **TOTAL,
    },
    V9,
    f"{BUILT}: a partial delete: the chunk's entry deleted, the entry of the chunk re-written for what is "
    "left put, in one batch (the store puts the new chunk's entries through the same BatchWrite; made-up key)",
)

# --- the index reader: a parallel Scan of the table, then a Query per series found
for segment in (0, 1):
    add(
        f"{REPO}{READER}85",
        "Scan",
        {"TableName": STORE_INDEX, "ProjectionExpression": "h,r", "Segment": segment, "TotalSegments": 2, **TOTAL},
        V9,
        f"{BUILT}: ReadIndexEntries with two processors, segment {segment} of 2 (schema v9 entries made up)",
    )
add(
    f"{REPO}{READER}85",
    "Scan",
    {"TableName": STORE_INDEX, "ProjectionExpression": "h,r", "Segment": 0, "TotalSegments": 1, **TOTAL},
    V9,
    f"{BUILT}: ReadIndexEntries with one processor (segment 0 of 1)",
)
add(
    f"{REPO}{READER}85",
    "Scan",
    {"TableName": STORE_INDEX, "ProjectionExpression": "h,r", "Segment": 2, "TotalSegments": 2, **TOTAL},
    V9,
    f"{BUILT}: a segment number equal to TotalSegments (made up: a processor count miscounted; refused)",
)
add(
    f"{REPO}{READER}95",
    "Scan",
    {
        "TableName": STORE_INDEX,
        "ProjectionExpression": "h,r",
        "Segment": 1,
        "TotalSegments": 2,
        **TOTAL,
        "ExclusiveStartKey": {"h": V9[2]["h"], "r": V9[2]["r"]},
    },
    V9,
    f"{BUILT}: segment 1's next page, as ScanPagesWithContext asks it (ExclusiveStartKey: a made-up page end at "
    "the first entry DynamoDB Local gives that segment)",
)
add(
    f"{REPO}{READER}95",
    "Scan",
    {
        "TableName": STORE_INDEX,
        "ProjectionExpression": "h,r",
        "Segment": 0,
        "TotalSegments": 1,
        **TOTAL,
        "ExclusiveStartKey": {"h": V9[0]["h"], "r": V9[0]["r"]},
    },
    V9,
    f"{BUILT}: the one-processor scan's next page (ExclusiveStartKey: a made-up page end at a series entry)",
)
add(
    f"{REPO}{READER}182",
    "Query",
    {
        "TableName": STORE_INDEX,
        "KeyConditions": {"h": {"AttributeValueList": [{"S": f"userID:{DAY}:{SERIES}"}], "ComparisonOperator": "EQ"}},
        **TOTAL,
    },
    V9,
    f"{BUILT}: queryChunkEntriesForSeries for the series the scan found (all rows with that hash)",
)
add(
    f"{REPO}{READER}182",
    "Query",
    {
        "TableName": STORE_INDEX,
        "KeyConditions": {"h": {"AttributeValueList": [{"S": f"userID:{DAY}:{SERIES2}"}], "ComparisonOperator": "EQ"}},
        "ExclusiveStartKey": {"h": V9[3]["h"], "r": V9[3]["r"]},
        **TOTAL,
    },
    V9,
    f"{BUILT}: the second series' next page (QueryPagesWithContext's ExclusiveStartKey, a made-up page end)",
)

# --- chunks: PutChunks, GetChunks, DeleteChunk (the chunk table shares the index schema: r is the placeholder "c")
PLACEHOLDER = _b("c")


def _chunk(i: int) -> tuple[str, dict]:
    key = _chunk_key(0x3C0FFEE000000000 + i, 0xA0000000 + i)
    return key, {"h": {"S": key}, "r": PLACEHOLDER, "c": _b(bytes([1, 0x70 + i % 16]) + f"chunk {i}".encode())}


def _chunk_cases() -> None:
    batch = [_chunk(i) for i in range(5)]
    items = [it for _, it in batch]
    cite_put = _cite(CHUNK_TEST, 31, 548)
    CASES.append(
        case(
            cite_put,
            "BatchWriteItem",
            _put_batch(CHUNKS, items),
            INDEX,
            [],
            f"{BUILT}: TestChunksBasic's first batch of 5 chunks (PutChunks: key, placeholder r, encoded "
            "chunk as c; fingerprints, checksums and bytes made up); an empty table",
        )
    )
    second = [it for _, it in (_chunk(i) for i in range(5, 10))]
    CASES.append(
        case(
            cite_put,
            "BatchWriteItem",
            _put_batch(CHUNKS, second),
            INDEX,
            items,
            f"{BUILT}: TestChunksBasic's second batch, on the first",
        )
    )
    written = items + second
    keys = [{"h": it["h"], "r": PLACEHOLDER} for it in written]
    get = {"RequestItems": {CHUNKS: {"AttributesToGet": ["h", "c"], "Keys": [keys[i] for i in (7, 2, 9, 0, 4)]}},
           **TOTAL}  # fmt: skip
    cite_get = _cite(CHUNK_TEST, 50, 443)
    CASES.append(
        case(
            cite_get,
            "BatchGetItem",
            get,
            INDEX,
            written,
            f"{BUILT}: a GetChunks of 5 chunks picked at random from the 10 written (AttributesToGet h, c)",
        )
    )
    part = {"RequestItems": {CHUNKS: {"AttributesToGet": ["h", "c"], "Keys": [keys[1], keys[3]]}}, **TOTAL}
    CASES.append(
        case(
            cite_get,
            "BatchGetItem",
            part,
            INDEX,
            written[:2],
            f"{BUILT}: a GetChunks where one chunk is not there (made up: only the first 2 chunks written)",
        )
    )
    big = [_chunk(i) for i in range(100)]
    big_items = [it for _, it in big]
    CASES.append(
        case(
            _cite(PARTIAL_TEST, 34, 187),
            "BatchWriteItem",
            _put_batch(CHUNKS, big_items[:25]),
            INDEX,
            [],
            f"{BUILT}: TestChunksPartialError's 150 chunks are written 25 per batch; the first batch",
        )
    )
    big_keys = [{"h": it["h"], "r": PLACEHOLDER} for it in big_items]
    CASES.append(
        case(
            _cite(PARTIAL_TEST, 40, 443),
            "BatchGetItem",
            {"RequestItems": {CHUNKS: {"AttributesToGet": ["h", "c"], "Keys": big_keys}}, **TOTAL},
            INDEX,
            big_items,
            f"{BUILT}: TestChunksPartialError's GetChunks, its first batch of 100 keys "
            "(dynamoDBMaxReadBatchSize), on the chunks written",
        )
    )
    CASES.append(
        case(
            _cite(CHUNK_TEST, 50, 443),
            "BatchGetItem",
            {"RequestItems": {CHUNKS: {"AttributesToGet": ["h", "c"], "Keys": [keys[0], keys[0]]}}, **TOTAL},
            INDEX,
            written,
            f"{BUILT}: a GetChunks given one chunk twice (made up: the client does not dedupe; refused)",
        )
    )
    delete = _delete_batch(CHUNKS, [{"h": {"S": FOO1}, "r": PLACEHOLDER}])
    foo1 = {"h": {"S": FOO1}, "r": PLACEHOLDER, "c": _b(b"\x01\x70foo chunk 1")}
    cite_del = _cite(STORE_TEST, 958, 556)
    CASES.append(
        case(
            cite_del,
            "BatchWriteItem",
            delete,
            INDEX,
            [foo1, written[0]],
            f"{BUILT}: DeleteChunk of foo chunk 1 (a DeleteRequest keyed h and the placeholder r)",
        )
    )
    CASES.append(
        case(
            cite_del,
            "BatchWriteItem",
            _delete_batch(CHUNKS, [{"h": {"S": MISSING}, "r": PLACEHOLDER}]),
            INDEX,
            [foo1],
            f"{BUILT}: DeleteChunk of the test's nonExistentChunk (nothing to delete: accepted)",
        )
    )
    CASES.append(
        case(
            cite_put,
            "BatchWriteItem",
            _put_batch(CHUNKS, [{"h": {"S": FOO2}, "r": PLACEHOLDER, "c": _b(b"")}]),
            INDEX,
            [],
            f'{BUILT}: a chunk whose encoded bytes are empty (made up: c as B "", a non-key attribute)',
        )
    )
    CASES.append(
        case(
            _cite(INDEX_TEST, 23, 187),
            "BatchWriteItem",
            _put_batch(TEST_TABLE, [_entry("hash0", "range0"), _entry("hash1", b"")]),
            INDEX,
            [],
            f"{BUILT}: an index entry whose range value is empty (made up from the code's comment on "
            "ValidationException: 'this write will never work', the client drops the batch)",
        )
    )
    CASES.append(
        case(
            _cite(INDEX_TEST, 23, 187),
            "BatchWriteItem",
            _put_batch(TEST_TABLE, [_entry("hash0", "range0"), _entry("hash0", "range0", "x")]),
            INDEX,
            [],
            f"{BUILT}: one entry added twice to a batch (made up: the WriteBatch does not dedupe; refused)",
        )
    )


_chunk_cases()
