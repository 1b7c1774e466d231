"""The Amazon DynamoDB Storage Backend for JanusGraph (and, before it, for
Titan): the requests its two data models send for JanusGraph's key-column-value
stores. The SINGLE model keeps a whole row in one item (hash key ``hk``, one
attribute per column, named by the column's bytes in hex) and writes it with
the legacy parameters: an UpdateItem whose ``AttributeUpdates`` PUT the added
columns and DELETE the deleted ones, with an ``Expected`` over the columns the
transaction read (``Exists: false`` for one it found missing, ``Value`` with
``ComparisonOperator: EQ`` for one it found), ``ReturnValues: ALL_NEW``, then a
DeleteItem of the row when only its key is left. The MULTI model keeps one
item per column (hash key ``hk``, range key ``rk``, value ``v``): ``SET v =
:v`` with ``attribute_not_exists(v)`` or ``v = :e``, a conditional DeleteItem,
a Query on ``hk = :k AND (rk BETWEEN :srk AND :erk)`` with ``Limit`` and the
``ExclusiveStartKey`` of its next pages, and a Scan filtered on the same
``BETWEEN`` with the store's scan ``Limit``, paged and split in parallel
segments.

Source: amazon-archives/dynamodb-janusgraph-storage-backend (formerly
awslabs/), commit 4d05028 (2020-09-28, the last), ``src/main/java/com/amazon/
janusgraph/diskstorage/dynamodb/``: ``AbstractDynamoDbStore.java`` (every
request's ``TableName``, ``ConsistentRead`` from ``force-consistent-read``,
default true, ``ReturnConsumedCapacity: TOTAL``, the Scan's ``Limit`` from
``scan-limit``, default 10000), ``DynamoDbSingleRowStore.java``,
``DynamoDbStore.java``, ``builder/{SingleUpdateBuilder,
SingleExpectedAttributeValueBuilder,MultiUpdateExpressionBuilder,
ConditionExpressionBuilder,FilterExpressionBuilder,ItemBuilder,
AbstractBuilder}.java`` (a column or key as the hex of its bytes, ``S``; a value
as ``B``, an empty one as the ``S`` placeholder ``EMPTY``),
``mutation/SingleUpdateWithCleanupWorker.java``, ``QueryWorker.java`` /
``QueryWithLimitWorker.java`` / ``iterator/{SequentialScanner,ScanSegmentWorker}.java`` (the next
page: the same request with ``ExclusiveStartKey`` the last page's
``LastEvaluatedKey``, a limited query's ``Limit`` lowered to what is left),
``DynamoDbDelegate.java`` (the parallel scan: ``TotalSegments`` the client
pool's 50 threads over 1 concurrent user, one request per ``Segment``); and
commit 02aac03 (2015, version 1.0.0 for Titan 0.4.4), ``src/main/java/com/
amazon/titan/diskstorage/dynamodb/{DynamoDBSingleRowStore,DynamoDBStore}.java``
(``containsKey``: a GetItem with ``AttributesToGet: [hk]``, a Query on ``hk =
:k`` with ``ProjectionExpression: rk`` and ``Limit: 1``; its Scan of the MULTI
models without ``ConsistentRead``). The library's own tests run JanusGraph
against DynamoDB Local and pin no request, so the requests are written as the
code builds them (AWS SDK for Java v1, which sends a builder's empty
``Expected`` map as ``{}`` and leaves out a null expression map). Only the
requests were taken, as data: Java was not run.

Adapted only as far as needed to run: JanusGraph's keys, columns and values
are bytes it chooses; made-up short ones stand for them (keys ``0000000000000a01``
..., columns ``10``, ``20``, ``30``, ``40``, values of one to three bytes), and
the items each request finds (``before``) are made up to show both outcomes of
each condition (the condition holding, then failing); the default table prefix
``jg`` names the tables (``jg_edgestore`` for the MULTI model, the default;
``jg_system_properties`` for a store configured SINGLE); a query's slice as
JanusGraph asks it (``00`` to ``ff`` for a whole row, a narrower one); a page's
``ExclusiveStartKey`` is the key of an item of ``before``, or of one deleted
between two pages. Table operations
and the metrics and rate limiting around requests are left out.
"""

from __future__ import annotations

import base64

from ._build import S, case, table

SOURCE = "janusgraph-dynamodb"
REPO = "amazon-archives/dynamodb-janusgraph-storage-backend@4d05028 "
REPO_TITAN = "amazon-archives/dynamodb-janusgraph-storage-backend@02aac03 "
PKG = "src/main/java/com/amazon/janusgraph/diskstorage/dynamodb/"
TITAN = "src/main/java/com/amazon/titan/diskstorage/dynamodb/"
SINGLE = PKG + "DynamoDbSingleRowStore.java"
MULTI = PKG + "DynamoDbStore.java"
EXPECTED = PKG + "builder/SingleExpectedAttributeValueBuilder.java"
UPDATES = PKG + "builder/SingleUpdateBuilder.java"
CLEANUP = PKG + "mutation/SingleUpdateWithCleanupWorker.java"
DELEGATE = PKG + "DynamoDbDelegate.java"
QWORKER = PKG + "QueryWorker.java"
QLIMIT = PKG + "QueryWithLimitWorker.java"
SEQSCAN = PKG + "iterator/SequentialScanner.java"
MULTI_UPD = PKG + "builder/MultiUpdateExpressionBuilder.java"


def _c(path: str, line: int) -> str:
    return f"{REPO}{path}:{line}"


def _p(path: str, line: int) -> str:
    return _c(PKG + path, line)


def _t(path: str, line: int) -> str:
    return f"{REPO_TITAN}{path}:{line}"


def B(raw: bytes) -> dict:
    return {"B": base64.b64encode(raw).decode("ascii")}


EMPTY = S("EMPTY")  # Constants.EMPTY_BUFFER_PLACEHOLDER: an empty value
TOTAL = {"ReturnConsumedCapacity": "TOTAL"}

# --- SINGLE: one item per row -------------------------------------------------------
SP = "jg_system_properties"
SINGLE_TABLE = table(("hk", "S"))
K1, K2, K3 = "0000000000000a01", "0000000000000a02", "0000000000000a03"


def row(hk: str, **cols: dict) -> dict:
    """A SINGLE row: its key and one attribute per column (named ``c<hex>``
    here as Python keywords, stored as the hex)."""
    return {"hk": S(hk), **{name[1:]: v for name, v in cols.items()}}


ROW1 = row(K1, c10=B(b"\x01\x02"), c20=B(b"\x03"), c30=EMPTY)
ROW2 = row(K2, c10=B(b"\x07"))
ROW3 = row(K3, c20=B(b"\x09\x09"))
ROWS = [ROW1, ROW2, ROW3]


def put(v: dict) -> dict:
    return {"Action": "PUT", "Value": v}


DEL = {"Action": "DELETE"}
MISSING = {"Exists": False}


def eq(v: dict) -> dict:
    return {"Value": v, "ComparisonOperator": "EQ"}


def single_update(hk: str, updates: dict, expected: dict) -> dict:
    return {
        "TableName": SP,
        **TOTAL,
        "Key": {"hk": S(hk)},
        "ReturnValues": "ALL_NEW",
        "AttributeUpdates": updates,
        "Expected": expected,
    }


def get_item(hk: str, consistent: bool = True) -> dict:
    return {"TableName": SP, "ConsistentRead": consistent, **TOTAL, "Key": {"hk": S(hk)}}


def single_scan(**extra) -> dict:
    return {"TableName": SP, "ConsistentRead": True, "Limit": 10000, **TOTAL, **extra}


WRITE = "mutate: createMutationWorkers' UpdateItem (SingleUpdateBuilder's AttributeUpdates, SingleExpectedAttributeValueBuilder's Expected)"

SINGLE_CASES = [
    case(_c(SINGLE, 145), "GetItem", get_item(K1), SINGLE_TABLE, ROWS, "getSlice(KeySliceQuery): the row read whole"),
    case(
        _c(SINGLE, 145),
        "GetItem",
        get_item("0000000000000aff"),
        SINGLE_TABLE,
        ROWS,
        "getSlice of a row that is not there",
    ),
    case(
        _c(SINGLE, 105),
        "GetItem",
        get_item(K2, consistent=False),
        SINGLE_TABLE,
        ROWS,
        "getSlice(keys, query): one of the parallel GetItems, with force-consistent-read set to false",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update(K1, {"40": put(B(b"\x04"))}, {}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a column added that the transaction did not read (an empty Expected, sent as {})",
    ),
    case(
        _c(EXPECTED, 77),
        "UpdateItem",
        single_update(K1, {"40": put(B(b"\x04"))}, {"40": MISSING}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a column added that the transaction read as missing (Exists: false); it is missing",
    ),
    case(
        _c(EXPECTED, 77),
        "UpdateItem",
        single_update(K1, {"20": put(B(b"\x04"))}, {"20": MISSING}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the same, the column being there since: the condition fails",
    ),
    case(
        _c(EXPECTED, 81),
        "UpdateItem",
        single_update(K1, {"20": put(B(b"\x05\x05"))}, {"20": eq(B(b"\x03"))}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a column changed that the transaction read (Value with ComparisonOperator EQ); unchanged since",
    ),
    case(
        _c(EXPECTED, 81),
        "UpdateItem",
        single_update(K1, {"20": put(B(b"\x05\x05"))}, {"20": eq(B(b"\x06"))}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the same, the column changed since: the condition fails",
    ),
    case(
        _c(EXPECTED, 81),
        "UpdateItem",
        single_update(K2, {"20": put(B(b"\x05"))}, {"20": eq(B(b"\x03"))}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the same on a row without the column: the condition fails",
    ),
    case(
        _c(EXPECTED, 81),
        "UpdateItem",
        single_update(K1, {"30": put(B(b"\x08"))}, {"30": eq(EMPTY)}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a column read as the empty value (the S placeholder EMPTY) given a value",
    ),
    case(
        _c(EXPECTED, 81),
        "UpdateItem",
        single_update(K1, {"10": put(EMPTY)}, {"10": eq(B(b"\x01\x02"))}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a binary column given the empty value (EMPTY, a string where a binary was)",
    ),
    case(
        _c(EXPECTED, 81),
        "UpdateItem",
        single_update(K1, {"30": put(B(b"\x08"))}, {"30": eq(B(b"\x00"))}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the EMPTY column expected as a binary: the types differ, the condition fails",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update(
            K1,
            {"10": DEL, "40": put(B(b"\x04")), "50": put(B(b"\x0a\x0b"))},
            {"10": eq(B(b"\x01\x02")), "40": MISSING},
        ),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": additions and a deletion in one mutation, over columns read",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update(
            K1,
            {"10": DEL, "40": put(B(b"\x04")), "50": put(B(b"\x0a\x0b"))},
            {"10": eq(B(b"\x01\x02")), "40": MISSING, "20": eq(B(b"\x03"))},
        ),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the same with a third expected column, unchanged: all three conditions hold",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update(
            K1,
            {"10": DEL, "40": put(B(b"\x04"))},
            {"10": eq(B(b"\x01\x02")), "40": MISSING, "20": eq(B(b"\x04"))},
        ),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the same, one of the expected columns changed since: nothing is written",
    ),
    case(
        _c(SINGLE, 223),
        "UpdateItem",
        single_update(K2, {"10": DEL}, {"10": eq(B(b"\x07"))}),
        SINGLE_TABLE,
        ROWS,
        "mutate with deletions only (SingleUpdateWithCleanupWorker): the row's last column deleted; ALL_NEW "
        "returns the key alone",
    ),
    case(
        _c(CLEANUP, 62),
        "DeleteItem",
        {"TableName": SP, "Key": {"hk": S(K2)}},
        SINGLE_TABLE,
        [row(K2), ROW1],
        "SingleUpdateWithCleanupWorker: the row left with its key alone, deleted (a bare DeleteItem)",
    ),
    case(
        _c(SINGLE, 223),
        "UpdateItem",
        single_update(K1, {"10": DEL, "30": DEL}, {}),
        SINGLE_TABLE,
        ROWS,
        "mutate with deletions only, of columns not read: two of the row's three columns",
    ),
    case(
        _c(SINGLE, 223),
        "UpdateItem",
        single_update("0000000000000aff", {"10": DEL}, {}),
        SINGLE_TABLE,
        ROWS,
        "mutate with a deletion only, on a row that is not there",
    ),
    case(
        _c(SINGLE, 223),
        "UpdateItem",
        single_update(K3, {"10": DEL}, {"10": MISSING}),
        SINGLE_TABLE,
        ROWS,
        "mutate deleting a column the transaction read as missing (Exists: false), still missing",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update("0000000000000aff", {"10": put(B(b"\x01")), "20": put(EMPTY)}, {"10": MISSING, "20": MISSING}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a new row, its columns read as missing",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update("0000000000000aff", {"10": put(B(b"\x01"))}, {"10": eq(B(b"\x01"))}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a column expected on a row that is not there: the condition fails",
    ),
    case(
        _c(SINGLE, 126),
        "Scan",
        single_scan(),
        SINGLE_TABLE,
        ROWS,
        "getKeys(SliceQuery): SequentialScanner's first page",
    ),
    case(
        _c(SEQSCAN, 88),
        "Scan",
        single_scan(ExclusiveStartKey={"hk": S(K2)}),
        SINGLE_TABLE,
        ROWS,
        "SequentialScanner: the next page, from the last page's LastEvaluatedKey",
    ),
    case(
        _c(DELEGATE, 292),
        "Scan",
        single_scan(TotalSegments=50, Segment=0),
        SINGLE_TABLE,
        ROWS,
        "getKeys with enable-parallel-scans: segment 0 of 50",
    ),
    case(
        _c(DELEGATE, 292),
        "Scan",
        single_scan(TotalSegments=50, Segment=49),
        SINGLE_TABLE,
        ROWS,
        "the parallel scan's last segment",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update(
            K3,
            {
                "10": put(B(b"\x01")),
                "20": DEL,
                "30": put(EMPTY),
                "40": put(B(b"\x04\x04\x04")),
                "50": DEL,
                "60": put(B(b"\x06")),
            },
            {"10": MISSING, "20": eq(B(b"\x09\x09")), "30": MISSING, "50": MISSING},
        ),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a larger mutation (six columns, four of them read): every condition holds",
    ),
    case(
        _c(SINGLE, 215),
        "UpdateItem",
        single_update(
            K3,
            {"10": put(B(b"\x01")), "20": DEL, "30": put(EMPTY), "60": put(B(b"\x06"))},
            {"10": MISSING, "20": eq(B(b"\x09\x09")), "30": MISSING, "60": eq(B(b"\x06"))},
        ),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": the same, the last expected column missing where a value was read: nothing is written",
    ),
    case(
        _c(EXPECTED, 77),
        "UpdateItem",
        single_update(K1, {"30": put(B(b"\x03"))}, {"30": MISSING}),
        SINGLE_TABLE,
        ROWS,
        WRITE + ": a column read as missing that holds the empty value (EMPTY) since: the condition fails",
    ),
    case(
        _t(TITAN + "DynamoDBSingleRowStore.java", 138),
        "Scan",
        {"TableName": SP, "Limit": 10000, **TOTAL},
        SINGLE_TABLE,
        ROWS,
        "getKeys (Titan 0.4.4): no ConsistentRead",
    ),
    case(
        _t(TITAN + "DynamoDBSingleRowStore.java", 138),
        "Scan",
        {"TableName": SP, "Limit": 10000, **TOTAL, "ExclusiveStartKey": {"hk": S(K1)}},
        SINGLE_TABLE,
        ROWS,
        "getKeys (Titan 0.4.4): the next page (SequentialScanner)",
    ),
    case(
        _t(TITAN + "DynamoDBSingleRowStore.java", 305),
        "GetItem",
        {
            "TableName": SP,
            "Key": {"hk": S(K1)},
            "ConsistentRead": True,
            "AttributesToGet": ["hk"],
            **TOTAL,
        },
        SINGLE_TABLE,
        ROWS,
        "containsKey (Titan 0.4.4): the key alone read back",
    ),
    case(
        _t(TITAN + "DynamoDBSingleRowStore.java", 305),
        "GetItem",
        {
            "TableName": SP,
            "Key": {"hk": S("0000000000000aff")},
            "ConsistentRead": True,
            "AttributesToGet": ["hk"],
            **TOTAL,
        },
        SINGLE_TABLE,
        ROWS,
        "containsKey (Titan 0.4.4) of a row that is not there",
    ),
]

# --- MULTI: one item per column --------------------------------------------------------
ES = "jg_edgestore"
MULTI_TABLE = table(("hk", "S"), ("rk", "S"))


def col(hk: str, rk: str, v: dict) -> dict:
    return {"hk": S(hk), "rk": S(rk), "v": v}


EDGES = [
    col(K1, "10", B(b"\x01")),
    col(K1, "20", B(b"\x02\x02")),
    col(K1, "30", EMPTY),
    col(K1, "40", B(b"\x04")),
    col(K2, "10", B(b"\x07")),
]


def key_query(hk: str, start: str, end: str, **extra) -> dict:
    return {
        "TableName": ES,
        "ConsistentRead": True,
        **TOTAL,
        "KeyConditionExpression": "hk = :k AND (rk BETWEEN :srk AND :erk)",
        "ExpressionAttributeValues": {":k": S(hk), ":srk": S(start), ":erk": S(end)},
        **extra,
    }


def multi_scan(start: str, end: str, **extra) -> dict:
    return {
        "TableName": ES,
        "ConsistentRead": True,
        "Limit": 10000,
        **TOTAL,
        "FilterExpression": "rk BETWEEN :srk AND :erk",
        "ExpressionAttributeValues": {":srk": S(start), ":erk": S(end)},
        **extra,
    }


def multi_update(hk: str, rk: str, v: dict, cond: str | None = None, expect: dict | None = None) -> dict:
    vals = {":v": v}
    if expect is not None:
        vals[":e"] = expect
    out = {"TableName": ES, **TOTAL, "UpdateExpression": "SET v = :v"}
    if cond:
        out["ConditionExpression"] = cond
    out["ExpressionAttributeValues"] = vals
    out["Key"] = {"hk": S(hk), "rk": S(rk)}
    return out


def multi_delete(hk: str, rk: str, cond: str | None = None, expect: dict | None = None) -> dict:
    out: dict = {"TableName": ES, **TOTAL, "Key": {"hk": S(hk), "rk": S(rk)}}
    if cond:
        out["ConditionExpression"] = cond
    if expect is not None:
        out["ExpressionAttributeValues"] = {":e": expect}
    return out


QUERY = "getSlice: buildQueryWorker's Query (ConditionExpressionBuilder's key condition)"
ADD = "mutate: createWorkersForAdditions' UpdateItem (MultiUpdateExpressionBuilder)"
DELETE = "mutate: createWorkersForDeletions' DeleteItem (MultiUpdateExpressionBuilder's condition)"

MULTI_CASES = [
    case(_c(MULTI, 162), "Query", key_query(K1, "00", "ff"), MULTI_TABLE, EDGES, QUERY + ": a whole row"),
    case(_c(MULTI, 162), "Query", key_query(K1, "20", "30"), MULTI_TABLE, EDGES, QUERY + ": a slice of columns"),
    case(_c(MULTI, 162), "Query", key_query(K1, "21", "21"), MULTI_TABLE, EDGES, QUERY + ": a slice holding no column"),
    case(
        _c(MULTI, 162),
        "Query",
        key_query(K1, "30", "20"),
        MULTI_TABLE,
        EDGES,
        QUERY + ": a slice whose start is after its end (BETWEEN's bounds in the wrong order)",
    ),
    case(
        _c(MULTI, 162),
        "Query",
        key_query("0000000000000aff", "00", "ff"),
        MULTI_TABLE,
        EDGES,
        QUERY + ": a row that is not there",
    ),
    case(
        _c(MULTI, 150),
        "Query",
        key_query(K1, "00", "ff", Limit=2),
        MULTI_TABLE,
        EDGES,
        QUERY + " with JanusGraph's limit (2)",
    ),
    case(
        _c(QLIMIT, 55),
        "Query",
        key_query(K1, "00", "ff", Limit=1, ExclusiveStartKey={"hk": S(K1), "rk": S("30")}),
        MULTI_TABLE,
        EDGES,
        "QueryWithLimitWorker: the next page, its Limit lowered to what is left",
    ),
    case(
        _c(QWORKER, 73),
        "Query",
        key_query(K1, "00", "ff", ExclusiveStartKey={"hk": S(K1), "rk": S("20")}),
        MULTI_TABLE,
        EDGES,
        "QueryWorker: the next page, from the last page's LastEvaluatedKey",
    ),
    case(
        _c(QWORKER, 73),
        "Query",
        key_query(K1, "00", "ff", ExclusiveStartKey={"hk": S(K1), "rk": S("40")}),
        MULTI_TABLE,
        EDGES,
        "QueryWorker: a next page from the row's last column (empty)",
    ),
    case(
        _c(MULTI, 114),
        "Scan",
        multi_scan("00", "ff"),
        MULTI_TABLE,
        EDGES,
        "getKeys(SliceQuery): the filtered Scan's first page",
    ),
    case(_c(MULTI, 114), "Scan", multi_scan("15", "25"), MULTI_TABLE, EDGES, "getKeys over a narrow slice"),
    case(
        _c(SEQSCAN, 88),
        "Scan",
        multi_scan("00", "ff", ExclusiveStartKey={"hk": S(K1), "rk": S("20")}),
        MULTI_TABLE,
        EDGES,
        "SequentialScanner: the next page",
    ),
    case(
        _c(DELEGATE, 292),
        "Scan",
        multi_scan("00", "ff", TotalSegments=50, Segment=1),
        MULTI_TABLE,
        EDGES,
        "the parallel scan (enable-parallel-scans): segment 1 of 50",
    ),
    case(
        _t(TITAN + "DynamoDBStore.java", 144),
        "Scan",
        {
            "TableName": ES,
            "Limit": 10000,
            **TOTAL,
            "FilterExpression": "rk BETWEEN :srk AND :erk",
            "ExpressionAttributeValues": {":srk": S("00"), ":erk": S("ff")},
        },
        MULTI_TABLE,
        EDGES,
        "getKeys (Titan 0.4.4): no ConsistentRead",
    ),
    case(
        _t(TITAN + "DynamoDBStore.java", 397),
        "Query",
        {
            "TableName": ES,
            "KeyConditionExpression": "hk = :k",
            "ExpressionAttributeValues": {":k": S(K1)},
            "ProjectionExpression": "rk",
            **TOTAL,
            "Limit": 1,
        },
        MULTI_TABLE,
        EDGES,
        "containsKey (Titan 0.4.4): one column's key is enough",
    ),
    case(
        _t(TITAN + "DynamoDBStore.java", 397),
        "Query",
        {
            "TableName": ES,
            "KeyConditionExpression": "hk = :k",
            "ExpressionAttributeValues": {":k": S("0000000000000aff")},
            "ProjectionExpression": "rk",
            **TOTAL,
            "Limit": 1,
        },
        MULTI_TABLE,
        EDGES,
        "containsKey (Titan 0.4.4) of a row that is not there",
    ),
    case(
        _c(MULTI, 275),
        "UpdateItem",
        multi_update(K1, "50", B(b"\x05")),
        MULTI_TABLE,
        EDGES,
        ADD + ": a column not read by the transaction",
    ),
    case(
        _c(MULTI_UPD, 81),
        "UpdateItem",
        multi_update(K1, "50", B(b"\x05"), "attribute_not_exists(v)"),
        MULTI_TABLE,
        EDGES,
        ADD + ": a column read as missing; still missing",
    ),
    case(
        _c(MULTI_UPD, 81),
        "UpdateItem",
        multi_update(K1, "20", B(b"\x05"), "attribute_not_exists(v)"),
        MULTI_TABLE,
        EDGES,
        ADD + ": a column read as missing, written since: the condition fails",
    ),
    case(
        _c(MULTI_UPD, 84),
        "UpdateItem",
        multi_update(K1, "20", B(b"\x05"), "v = :e", B(b"\x02\x02")),
        MULTI_TABLE,
        EDGES,
        ADD + ": a column read with its value; unchanged",
    ),
    case(
        _c(MULTI_UPD, 84),
        "UpdateItem",
        multi_update(K1, "20", B(b"\x05"), "v = :e", B(b"\x02")),
        MULTI_TABLE,
        EDGES,
        ADD + ": the same, changed since: the condition fails",
    ),
    case(
        _c(MULTI_UPD, 84),
        "UpdateItem",
        multi_update(K1, "30", B(b"\x06"), "v = :e", EMPTY),
        MULTI_TABLE,
        EDGES,
        ADD + ": a column read as the empty value (EMPTY)",
    ),
    case(
        _c(MULTI_UPD, 84),
        "UpdateItem",
        multi_update(K1, "10", EMPTY, "v = :e", B(b"\x01")),
        MULTI_TABLE,
        EDGES,
        ADD + ": a column given the empty value",
    ),
    case(
        _c(MULTI_UPD, 84),
        "UpdateItem",
        multi_update(K1, "50", B(b"\x05"), "v = :e", B(b"\x05")),
        MULTI_TABLE,
        EDGES,
        ADD + ": a value expected in a column that is not there: the condition fails",
    ),
    case(
        _c(MULTI, 296), "DeleteItem", multi_delete(K1, "10"), MULTI_TABLE, EDGES, DELETE + ": no condition (not read)"
    ),
    case(
        _c(MULTI, 296),
        "DeleteItem",
        multi_delete(K1, "20", "v = :e", B(b"\x02\x02")),
        MULTI_TABLE,
        EDGES,
        DELETE + ": a column read with its value; unchanged",
    ),
    case(
        _c(MULTI, 296),
        "DeleteItem",
        multi_delete(K1, "20", "v = :e", B(b"\x09")),
        MULTI_TABLE,
        EDGES,
        DELETE + ": the same, changed since: the condition fails",
    ),
    case(
        _c(MULTI, 296),
        "DeleteItem",
        multi_delete(K1, "50", "attribute_not_exists(v)"),
        MULTI_TABLE,
        EDGES,
        DELETE + ": a column read as missing, still missing (nothing to delete)",
    ),
    case(
        _c(MULTI, 296),
        "DeleteItem",
        multi_delete(K1, "30", "attribute_not_exists(v)"),
        MULTI_TABLE,
        EDGES,
        DELETE + ": a column read as missing, written since: the condition fails",
    ),
]

# Next pages: a parallel segment's, and from a LastEvaluatedKey whose item was deleted
# between two pages (kept last, so that the ids above stay as first recorded)
NEXT_PAGES = [
    case(
        _c(SEQSCAN, 88),
        "Scan",
        single_scan(ExclusiveStartKey={"hk": S("0000000000000a05")}),
        SINGLE_TABLE,
        ROWS,
        "SequentialScanner: the next page, from a LastEvaluatedKey whose row was deleted since",
    ),
    case(
        _p("iterator/ScanSegmentWorker.java", 69),
        "Scan",
        single_scan(TotalSegments=50, Segment=49, ExclusiveStartKey={"hk": S(K3)}),
        SINGLE_TABLE,
        ROWS,
        "ScanSegmentWorker: the last segment's next page, from its LastEvaluatedKey",
    ),
    case(
        _c(QWORKER, 73),
        "Query",
        key_query(K1, "00", "ff", ExclusiveStartKey={"hk": S(K1), "rk": S("25")}),
        MULTI_TABLE,
        EDGES,
        "QueryWorker: the next page, from a LastEvaluatedKey whose column was deleted since",
    ),
    case(
        _c(SEQSCAN, 88),
        "Scan",
        multi_scan("00", "ff", ExclusiveStartKey={"hk": S(K1), "rk": S("25")}),
        MULTI_TABLE,
        EDGES,
        "SequentialScanner: the next page, from a LastEvaluatedKey whose column was deleted since",
    ),
]

CASES = SINGLE_CASES + MULTI_CASES + NEXT_PAGES
