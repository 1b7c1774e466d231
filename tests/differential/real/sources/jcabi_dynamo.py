"""jcabi-dynamo (a Java object layer over the AWS SDK): the requests the library
sends for the calls its tests make, as its main code writes them.

Source: jcabi/jcabi-dynamo, branch master, commit 8b8c446 (2026-07-16, on the
AWS SDK for Java v2). Its integration tests run against DynamoDB Local
(``src/test/java/com/jcabi/dynamo/{AwsFrame,AwsIterator,Region,DynamodbLocal}ITCase.java``,
tables made by ``RegionMock``: string hash key ``hash-key``, number range key
``range-key``; or by jcabi-dynamodb-maven-plugin from ``src/test/dynamodb/talks.json``:
number hash key ``room``); its unit tests (``AwsTableTest``, ``AwsItemTest``,
``AwsIteratorTest``, ``QueryValveTest``, ``ScanValveTest``) hand the requests to a
mocked ``DynamoDbClient``. No test pins a request: each is written here as the
library builds it for the test's call (``src/main/java/com/jcabi/dynamo/``):
``AwsTable.put`` a PutItem with ``ReturnValues: NONE``, ``AwsTable.delete`` a
DeleteItem; ``AwsFrame`` iterates through its valve (``ScanValve`` by default)
and counts (``size()``, what ``Matchers.hasSize`` calls) with ``Valve.count``;
``ScanValve.fetch`` a Scan with ``AttributesToGet`` (the valve's names and the
table's keys, in Java ``HashSet`` order), the frame's conditions as the legacy
``ScanFilter`` and ``Limit`` (100 by default); ``ScanValve.count`` a Scan with
``Select: COUNT``, ``Limit: 2147483647`` and no ``AttributesToGet`` (the valve's
limit is not used); ``QueryValve.fetch`` a Query with the conditions as
``KeyConditions``, ``ConsistentRead``, ``ScanIndexForward``, ``Select:
SPECIFIC_ATTRIBUTES`` with ``AttributesToGet``, ``Limit`` (20 by default);
``QueryValve.count`` the same with ``Select: COUNT``, ``Limit: 2147483647``, no
``ScanIndexForward``; the next page is the same request with the previous
``LastEvaluatedKey`` as ``ExclusiveStartKey``; ``AwsItem.get``/``has`` of an
attribute the item was not loaded with a consistent GetItem with
``AttributesToGet`` of that one name; ``AwsItem.put`` an UpdateItem with the legacy
``AttributeUpdates``, the item's keys as ``Key`` and as ``Expected``
(``{"Value": ...}`` each) and ``ReturnValues: UPDATED_NEW``;
``AwsIterator.remove`` a DeleteItem with the same ``Expected``. Every request
asks ``ReturnConsumedCapacity: TOTAL``. ``Conditions.equalTo`` and
``Attributes.with`` write a Long or Integer as ``N`` and anything else as the
``S`` of its ``toString()`` (a double ``0.69`` becomes ``{"S": "0.69"}``). The SDK
sends an empty map or list the library sets explicitly (an empty ``Conditions``
as ``"ScanFilter": {}`` or ``"KeyConditions": {}``, no keys as ``"AttributesToGet": []``).
The library writes no expressions, no ``QueryFilter`` and no ``ConditionalOperator``.
Also the calls of the site's examples (``src/site/apt/index.apt.vm``,
``src/site/apt/example-query-scan.apt.vm``), and, in a last group, the
``Conditions``, ``AttributeUpdates`` and ``Attributes`` the unit tests of those
classes build (they send nothing), each sent as the library would send it. Only
the requests were taken, as data.

Adapted only as far as needed to run: the tests' random table names, hash
values, attribute names and values (``RandomStringUtils``, ``UUID``) given fixed
ones; the unit tests' table names with non-ASCII letters (``c\\u00f6unt-tbl``,
``f\\u00e9tch-tbl``...), which those tests never send, written in ASCII
(``count-tbl``, ``fetch-tbl``); attribute names and values keep their letters.
The unit tests' mocked tables have no key schema: each is given a string hash
key named as the attribute the mocked answers carry, and ``before`` items taken
from the mocked answers. Where a test puts items in a loop, one put is kept and
the requests after it run over all the items the loop writes. Requests the
unit tests send with no conditions and no keys are kept as the library writes
them: DynamoDB refuses the empty ``KeyConditions`` and the empty
``AttributesToGet``. Left out: ``QueryValveTest.fetchesWithIndexName`` (an index;
the recorder creates none), ``CreateTable``/``DescribeTable``
(``MadeTable``, ``AwsTable.keys``), the ``mock`` package's tests (``MkRegion``
over H2, no DynamoDB request), the ``retry`` package's tests (mocked valves and
tables; the ``Re*`` wrappers pass requests through unchanged), and
near-duplicates (the same request from a second test or with another limit:
``ScanValve.count`` ignores the valve's limit, so ``AwsFrameITCase``'s two scan
counts are one request).
"""

from __future__ import annotations

from ._build import case, item, table

SOURCE = "jcabi-dynamo"
REPO = "jcabi/jcabi-dynamo@8b8c446 "
TD = "src/test/java/com/jcabi/dynamo/"
FRAME_IT = TD + "AwsFrameITCase.java"
ITER_IT = TD + "AwsIteratorITCase.java"
LOCAL_IT = TD + "DynamodbLocalITCase.java"
REGION_IT = TD + "RegionITCase.java"
TABLE_T = TD + "AwsTableTest.java"
ITEM_T = TD + "AwsItemTest.java"
ITER_T = TD + "AwsIteratorTest.java"
QV_T = TD + "QueryValveTest.java"
SV_T = TD + "ScanValveTest.java"
COND_T = TD + "ConditionsTest.java"
AU_T = TD + "AttributeUpdatesTest.java"
ATTR_T = TD + "AttributesTest.java"
SITE_INDEX = "src/site/apt/index.apt.vm"
SITE_QS = "src/site/apt/example-query-scan.apt.vm"

MAX = 2147483647  # Integer.MAX_VALUE, the limit of every count
TOTAL = {"ReturnConsumedCapacity": "TOTAL"}

PUT = "AwsTable.java put(): PutItem, ReturnValues NONE"
SCAN = (
    "ScanValve.java fetch(): Scan with AttributesToGet (valve's names and the table's keys, HashSet order), ScanFilter"
)
SCAN_COUNT = "ScanValve.java count(): Scan, Select COUNT, Limit Integer.MAX_VALUE"
QUERY = "QueryValve.java fetch(): Query with KeyConditions, Select SPECIFIC_ATTRIBUTES, AttributesToGet"
QUERY_COUNT = "QueryValve.java count(): Query with KeyConditions, Select COUNT, Limit Integer.MAX_VALUE"
GET = "AwsItem.java makeItemRequestFor(): consistent GetItem of one attribute the item was not loaded with"
UPDATE = (
    "AwsItem.java put(): UpdateItem, AttributeUpdates, the item's keys as Key and Expected, ReturnValues UPDATED_NEW"
)
REMOVE = "AwsIterator.java remove(): DeleteItem, the item's keys as Key and Expected"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _eq(value: dict) -> dict:
    """``Conditions.equalTo``: a legacy EQ condition."""
    return {"AttributeValueList": [value], "ComparisonOperator": "EQ"}


def _s(text: str) -> dict:
    return {"S": text}


def _n(num: int | str) -> dict:
    return {"N": str(num)}


def _expected(key: dict) -> dict:
    """``Attributes.asKeys()``: each key attribute as ``{"Value": ...}``."""
    return {name: {"Value": value} for name, value in key.items()}


def _put(name: str, attrs: dict) -> dict:
    return {"TableName": name, "Item": attrs, "ReturnValues": "NONE", **TOTAL}


def _scan(name: str, attrs: list, conds: dict, limit: int = 100) -> dict:
    return {"TableName": name, "AttributesToGet": attrs, **TOTAL, "ScanFilter": conds, "Limit": limit}


def _scan_count(name: str, conds: dict) -> dict:
    return {"TableName": name, **TOTAL, "ScanFilter": conds, "Select": "COUNT", "Limit": MAX}


def _query(name: str, conds: dict, attrs: list, limit: int = 20, consistent: bool = True, forward: bool = True) -> dict:
    return {
        "TableName": name,
        **TOTAL,
        "KeyConditions": conds,
        "ConsistentRead": consistent,
        "ScanIndexForward": forward,
        "Select": "SPECIFIC_ATTRIBUTES",
        "Limit": limit,
        "AttributesToGet": attrs,
    }


def _query_count(name: str, conds: dict) -> dict:
    return {"TableName": name, **TOTAL, "KeyConditions": conds, "ConsistentRead": True, "Select": "COUNT", "Limit": MAX}


def _get(name: str, key: dict, attr: str) -> dict:
    return {"TableName": name, "AttributesToGet": [attr], "Key": key, **TOTAL, "ConsistentRead": True}


def _update(name: str, key: dict, updates: dict) -> dict:
    return {
        "TableName": name,
        "Expected": _expected(key),
        "Key": key,
        "AttributeUpdates": updates,
        **TOTAL,
        "ReturnValues": "UPDATED_NEW",
    }


def _set(value: dict) -> dict:
    """An ``AttributeValueUpdate`` with action PUT (``AttributeUpdates.with``)."""
    return {"Value": value, "Action": "PUT"}


# --- RegionMock tables: hash-key (S), range-key (N) --------------------------------
HASH, RANGE = "hash-key", "range-key"
MOCK = table((HASH, "S"), (RANGE, "N"))
KEYS = [HASH, RANGE]


def _rk(hash_value: str, rng: int) -> dict:
    return {HASH: _s(hash_value), RANGE: _n(rng)}


# --- AwsFrameITCase -----------------------------------------------------------------
F_TBL = "qWmZkTpa"
F_HASH = "RbNcXsLe"
F_TEN = [_rk(F_HASH, i) for i in range(10)]
FRAME_ITS = [
    _c(FRAME_IT, 32, "PutItem", _put(F_TBL, _rk(F_HASH, 0)), MOCK, [], PUT + "; the first of the test's ten puts"),
    _c(
        FRAME_IT,
        42,
        "Scan",
        _scan_count(F_TBL, {}),
        MOCK,
        F_TEN,
        SCAN_COUNT + "; size() of the frame through ScanValve().withLimit(1), no conditions: an empty ScanFilter "
        "(the same request at line 84 for withLimit(100))",
    ),
    _c(
        FRAME_IT,
        62,
        "Scan",
        _scan(F_TBL, KEYS, {}, limit=1),
        MOCK,
        [_rk(F_HASH, 0)],
        SCAN + "; isEmpty() fetches the first page through ScanValve().withLimit(1); no conditions",
    ),
    _c(
        FRAME_IT,
        107,
        "Query",
        _query_count(F_TBL, {HASH: _eq(_s(F_HASH))}),
        MOCK,
        F_TEN,
        QUERY_COUNT + "; size() of the frame where(hash) through QueryValve().withLimit(1) "
        "(the same request at line 130 for withLimit(100))",
    ),
]

# --- AwsIteratorITCase ----------------------------------------------------------------
I_TBL = "fJdKsLqP"
I_SIX = [_rk(f"i{i}", 1) for i in range(6)]
ITER_ITS = [
    _c(
        ITER_IT,
        57,
        "Scan",
        _scan(I_TBL, KEYS, {}),
        MOCK,
        I_SIX,
        SCAN + "; the default ScanValve of tbl.frame(), no conditions; the six items the test puts",
    ),
    _c(
        ITER_IT,
        59,
        "DeleteItem",
        {
            "TableName": I_TBL,
            "Key": _rk("i0", 1),
            **TOTAL,
            "Expected": _expected(_rk("i0", 1)),
        },
        MOCK,
        I_SIX,
        REMOVE + "; the first remove() of the loop (the scan's first item taken as i0)",
    ),
]

# --- DynamodbLocalITCase: talks.json, room (N) -----------------------------------------
TALKS = table(("room", "N"))
TITLE = "a8Xk2Pq9Zt"
T_FIVE = [item(room=i, title=f"{TITLE[:-1]}{i}") for i in range(5)]
LOCAL_ITS = [
    _c(
        LOCAL_IT,
        44,
        "PutItem",
        _put("talks", item(room=0, title=TITLE)),
        TALKS,
        [],
        PUT + "; Attributes.with(col, idx) writes the Integer as N",
    ),
    _c(
        LOCAL_IT,
        55,
        "Query",
        _query_count("talks", {"room": _eq(_n(0))}),
        TALKS,
        T_FIVE,
        QUERY_COUNT + "; hasSize(1) calls size() of the frame where room = Conditions.equalTo(0) (N) through "
        "QueryValve().withLimit(1)",
    ),
    _c(
        LOCAL_IT,
        81,
        "Scan",
        _scan("talks", ["room"], {"room": _eq(_n(0))}),
        TALKS,
        T_FIVE,
        SCAN + "; get(col) then reads room from the loaded item, no GetItem; before: the items earlier puts leave",
    ),
]

# --- RegionITCase ---------------------------------------------------------------------------
R1_TBL, R1_HASH = "hZxCvBnM", "Wq4eRt6yUi"
R2_TBL, R2_ATTR, R2_VALUE, R2_HASH = "uYtReWqA", "xVbQmTrk", "k3Tq9ZrW2b", "Qm7fR2xLp0"
R3_TBL, R3_ATTR, R3_VALUE = "pLoKiJuH", "mNbVcXzA", "Zx81QwErTy"
R4_TBL, R4_ATTR, R4_VALUE, R4_HASH = "gHtYuJkI", "sDfGhJkL", "P0oI9uY8tR", "L2kJ3hG4fD"
R5_TBL, R5_HASH, R5_ATTR = "nBvCxZlK", "7abc5cba", "some-attribute"
R2_FIVE = [{**_rk(R2_HASH, i), R2_ATTR: _s(R2_VALUE)} for i in range(5)]
R3_ITEM = {**_rk("somehash", 0), R3_ATTR: _s(R3_VALUE)}
R4_ITEM = {**_rk(R4_HASH, 0), R4_ATTR: _s(R4_VALUE)}
R4_AFTER = {**_rk(R4_HASH, 0), R4_ATTR: _s("empty")}
R5_ITEM = {**_rk(R5_HASH, 10), R5_ATTR: _s("test-value")}
REGION_ITS = [
    _c(
        REGION_IT,
        37,
        "PutItem",
        _put(R1_TBL, {**_rk(R1_HASH, 0), "some-attr": _s("val")}),
        MOCK,
        [],
        PUT + "; the first of the test's five puts (queriesFrameSize, whose count is the request of "
        "AwsFrameITCase:107)",
    ),
    _c(
        REGION_IT,
        78,
        "Scan",
        _scan_count(R2_TBL, {R2_ATTR: _eq(_s(R2_VALUE))}),
        MOCK,
        [*R2_FIVE, {**_rk(R2_HASH, 5), R2_ATTR: _s("other")}],
        SCAN_COUNT + " (withLimit(10) and withAttributeToGet(attr) unused by count); the five items the test "
        "puts and one made-up item the filter leaves out",
    ),
    _c(
        REGION_IT,
        104,
        "Scan",
        _scan(R3_TBL, [HASH, R3_ATTR, RANGE], {R3_ATTR: _eq(_s(R3_VALUE))}, limit=10),
        MOCK,
        [R3_ITEM, {**_rk("otherhash", 1), R3_ATTR: _s("other")}],
        SCAN + "; ScanValve().withLimit(10).withAttributeToGet(attr); the item the test puts and one made-up item "
        "the filter leaves out",
    ),
    _c(
        REGION_IT,
        131,
        "UpdateItem",
        _update(R4_TBL, _rk(R4_HASH, 0), {R4_ATTR: _set(_s("empty"))}),
        MOCK,
        [R4_ITEM],
        UPDATE + "; item.put(attr, PUT 'empty') on the item the scan at line 123 loaded",
    ),
    _c(
        REGION_IT,
        144,
        "Scan",
        _scan(R4_TBL, KEYS, {HASH: _eq(_s(R4_HASH)), RANGE: _eq(_n(0))}),
        MOCK,
        [R4_AFTER],
        SCAN + "; where(hash, String) and where(range, Conditions.equalTo(0)) through a default ScanValve; "
        "before: the item the update leaves",
    ),
    _c(
        REGION_IT,
        145,
        "GetItem",
        _get(R4_TBL, _rk(R4_HASH, 0), R4_ATTR),
        MOCK,
        [R4_AFTER],
        GET + " (the scan loaded only the keys); before: the item the update leaves",
    ),
    _c(
        REGION_IT,
        176,
        "Query",
        _query(
            R5_TBL,
            {HASH: _eq(_s(R5_HASH)), RANGE: _eq(_n(10))},
            [HASH, R5_ATTR, RANGE],
            limit=50,
        ),
        MOCK,
        [R5_ITEM],
        QUERY + "; QueryValve().withAttributeToGet(attr).withConsistentRead(true).withLimit(50) over where(hash) "
        "and where(range, equalTo(10)); the test is @Disabled",
    ),
    _c(
        REGION_IT,
        177,
        "GetItem",
        _get(R5_TBL, _rk(R5_HASH, 10), "something"),
        MOCK,
        [R5_ITEM],
        "AwsItem.java has(): " + GET + "; the attribute is absent (the test expects false); the test is @Disabled",
    ),
]

# --- unit tests with a mocked DynamoDbClient ------------------------------------------------
KEY_TBL = table(("key", "S"))
PK_TBL = table(("pk", "S"))
HASH_TBL = table(("h\u00e4sh", "S"))
SORT_TBL = table(("s\u00f6rt", "S"))
UUID_ATTR = "b1e2c3d4-5f60-4a7b-8c9d-0e1f2a3b4c5d"
UUID_TBL = "3f0c9a52-6d1e-4b7a-9c2f-8e5d1a7b4c60"
MOCKED = "the test's mocked client receives it"
ASCII = "the table name written in ASCII"
HASH_ITEMS = [item(**{"h\u00e4sh": "v\u00e4l"}), item(**{"h\u00e4sh": "v\u00e4l2", "\u00e4ttr": "x"})]
SORT_ITEMS = [item(**{"s\u00f6rt": "v\u00e4l1"}), item(**{"s\u00f6rt": "v\u00e4l2"})]
LAST_SORT = {"s\u00f6rt": _s("l\u00e4st")}

UNIT = [
    _c(
        TABLE_T,
        57,
        "PutItem",
        _put("table-name", {"attribute-1": _s("value-1")}),
        KEY_TBL,
        [],
        PUT + "; " + MOCKED + " (its table's key, from the mocked DescribeTable, is 'key', which the item lacks)",
    ),
    _c(
        TABLE_T,
        86,
        "DeleteItem",
        {"TableName": "table-name-2", "Key": {"attribute-2": _s("value-2")}, "ReturnValues": "NONE", **TOTAL},
        KEY_TBL,
        [item(key="k1", **{"attribute-2": "value-2"})],
        "AwsTable.java delete(): DeleteItem with the given attributes as Key, ReturnValues NONE; "
        + MOCKED
        + " (the Key names no key attribute); a made-up item",
    ),
    _c(
        ITEM_T,
        122,
        "GetItem",
        _get("fetch-tbl", {"pk": _s("f\u00e9tch-pk")}, "\u00e4ttr"),
        PK_TBL,
        [item(pk="f\u00e9tch-pk", **{"\u00e4ttr": "r\u00e9sult"})],
        GET + "; " + MOCKED + "; " + ASCII + "; before: the item the mocked answer returns",
    ),
    _c(
        ITEM_T,
        224,
        "GetItem",
        _get("absent-tbl", {"pk": _s("abs\u00e9nt-pk")}, "m\u00efssing"),
        PK_TBL,
        [item(pk="abs\u00e9nt-pk")],
        GET + "; " + MOCKED + " and answers no item (the test expects NoSuchElementException); " + ASCII,
    ),
    _c(
        ITEM_T,
        190,
        "UpdateItem",
        _update("upd-tbl", {"pk": _s("\u00fcpd-pk")}, {"\u00fcpd": _set(_s("n\u00e9w"))}),
        PK_TBL,
        [item(pk="\u00fcpd-pk")],
        UPDATE + "; " + MOCKED + "; " + ASCII + "; a made-up item holding the key",
    ),
    _c(
        ITER_T,
        336,
        "DeleteItem",
        {
            "TableName": UUID_TBL,
            "Key": {UUID_ATTR: _s("\u00fcn\u00efc\u00f6d\u00e9")},
            **TOTAL,
            "Expected": _expected({UUID_ATTR: _s("\u00fcn\u00efc\u00f6d\u00e9")}),
        },
        table((UUID_ATTR, "S")),
        [item(**{UUID_ATTR: "\u00fcn\u00efc\u00f6d\u00e9"})],
        REMOVE + "; " + MOCKED + " (Mockito.verify); the random UUIDs of the table and key fixed",
    ),
    # QueryValveTest: no conditions, no keys
    _c(
        QV_T,
        48,
        "Query",
        _query("table", {}, []),
        HASH_TBL,
        HASH_ITEMS,
        QUERY + "; " + MOCKED + "; new Conditions() and no keys: empty KeyConditions and AttributesToGet",
    ),
    _c(
        QV_T,
        99,
        "Query",
        _query_count("count-tbl", {}),
        HASH_TBL,
        HASH_ITEMS,
        QUERY_COUNT + "; " + MOCKED + "; " + ASCII + "; empty KeyConditions",
    ),
    _c(
        QV_T,
        229,
        "Query",
        {**_query("next-tbl", {}, []), "ExclusiveStartKey": LAST_SORT},
        SORT_TBL,
        SORT_ITEMS,
        "QueryValve.java NextDosage.next(): the first request with the mocked LastEvaluatedKey as "
        "ExclusiveStartKey; " + MOCKED + "; " + ASCII + "; before: the items the mocked pages return",
    ),
    _c(
        QV_T,
        315,
        "Query",
        _query("consist-tbl", {}, [], consistent=False),
        HASH_TBL,
        HASH_ITEMS,
        QUERY + "; withConsistentRead(false); " + MOCKED + "; " + ASCII,
    ),
    _c(
        QV_T,
        373,
        "Query",
        _query("attr-tbl", {}, ["\u00e4ttr"]),
        HASH_TBL,
        HASH_ITEMS,
        QUERY + "; withAttributeToGet; " + MOCKED + "; " + ASCII + "; empty KeyConditions",
    ),
    # ScanValveTest: no conditions, no keys
    _c(
        SV_T,
        48,
        "Scan",
        _scan("table", [], {}),
        HASH_TBL,
        HASH_ITEMS,
        SCAN + "; " + MOCKED + "; new Conditions() and no keys: empty ScanFilter and AttributesToGet",
    ),
    _c(
        SV_T,
        216,
        "Scan",
        {**_scan("next-tbl", [], {}), "ExclusiveStartKey": LAST_SORT},
        SORT_TBL,
        SORT_ITEMS,
        "ScanValve.java NextDosage.next(): the first request with the mocked LastEvaluatedKey as "
        "ExclusiveStartKey; " + MOCKED + "; " + ASCII + "; before: the items the mocked pages return",
    ),
    _c(
        SV_T,
        303,
        "Scan",
        _scan("attr-tbl", ["\u00e4ttr"], {}),
        HASH_TBL,
        HASH_ITEMS,
        SCAN + "; withAttributeToGet; " + MOCKED + "; " + ASCII,
    ),
]

# --- the site's examples --------------------------------------------------------------------
FOO = table(("id", "N"))
FOO_ITEM = {"id": _n(123), "name": _s("Jeff Lebowski"), "salary": _s("0.69")}
MY = table(("hash", "N"), ("range", "N"))
MY_ITEMS = [
    item(hash=83788322, range=1, name="John Doe"),
    item(hash=83788322, range=2, name="Jane Roe"),
    item(hash=1, range=1, name="John Doe"),
]
SITE_NOTE = "the table, whose key the example does not give, keyed hash and range (numbers); made-up items"
SITE = [
    _c(
        SITE_INDEX,
        51,
        "PutItem",
        _put("foo", FOO_ITEM),
        FOO,
        [],
        PUT + "; Attributes.with(name, Object) writes the double 0.69 as the string '0.69'",
    ),
    _c(
        SITE_INDEX,
        34,
        "Scan",
        _scan("foo", ["id"], {"id": _eq(_n(123))}),
        FOO,
        [FOO_ITEM, item(id=124, name="Walter")],
        SCAN + "; frame().where('id', Conditions.equalTo(123)) iterated with the default ScanValve; the item the "
        "example at line 51 puts and a made-up one",
    ),
    _c(
        SITE_INDEX,
        38,
        "GetItem",
        _get("foo", {"id": _n(123)}, "name"),
        FOO,
        [FOO_ITEM],
        GET + "; item.get('name') (the scan loaded only the key)",
    ),
    _c(
        SITE_QS,
        24,
        "Scan",
        _scan("my-data", ["range", "hash"], {"name": _eq(_s("John Doe"))}, limit=50),
        MY,
        MY_ITEMS,
        SCAN + "; ScanValve().withLimit(50); the example's region.table() names no table: 'my-data'; " + SITE_NOTE,
    ),
    _c(
        SITE_QS,
        44,
        "Query",
        _query("my-data", {"hash": _eq(_n(83788322))}, ["range", "hash"], forward=False),
        MY,
        MY_ITEMS,
        QUERY + "; QueryValve().withScanIndexForward(false); the example's region.table() names no table: "
        "'my-data'; " + SITE_NOTE,
    ),
]

# --- what the unit tests of Conditions, AttributeUpdates and Attributes build --------------
ID_TBL = table(("id", "S"))
ID_ITEM = item(id="1", testkey="old")
ID_KEY = {"id": _s("1")}
BUILT = "sent as {} would send it; the test builds it and sends nothing; the table and item made up"
BUILT_FRAME = BUILT.format("a frame's default ScanValve (ScanValve.java fetch())")
BUILT_ITEM = BUILT.format("AwsItem.put (AwsItem.java put(): UpdateItem, Expected keys, ReturnValues UPDATED_NEW)")
BUILT_PUT = BUILT.format("AwsTable.put (AwsTable.java put())")
NESTED = "key=AttributeValueUpdate(Value=AttributeValue(S=value), Action=PUT)"
BUILT_CASES = [
    _c(
        COND_T,
        26,
        "Scan",
        _scan("conds", ["id"], {"id": {}}),
        ID_TBL,
        [ID_ITEM],
        "the Conditions the test builds: 'id' with Condition.builder().build() (no operator, no values); "
        + BUILT_FRAME,
    ),
    _c(
        AU_T,
        36,
        "UpdateItem",
        _update("updates", ID_KEY, {"testkey": {}}),
        ID_TBL,
        [ID_ITEM],
        "the AttributeUpdates the test builds: 'testkey' with AttributeValueUpdate.builder().build() (no action, "
        "no value); " + BUILT_ITEM,
    ),
    _c(
        AU_T,
        80,
        "UpdateItem",
        _update("updates", ID_KEY, {"key1": _set(_s("valuediff")), "key2": _set(_s("value2"))}),
        ID_TBL,
        [ID_ITEM],
        "the AttributeUpdates the test builds (two String values, each a PUT); " + BUILT_ITEM,
    ),
    _c(
        AU_T,
        208,
        "UpdateItem",
        _update("updates", ID_KEY, {"nkey": _set(_n(42))}),
        ID_TBL,
        [ID_ITEM],
        "the AttributeUpdates the test builds (a long 42, a PUT of N); " + BUILT_ITEM,
    ),
    _c(
        AU_T,
        267,
        "UpdateItem",
        _update("updates", ID_KEY, {"testkey8": _set(_s(NESTED))}),
        ID_TBL,
        [ID_ITEM],
        "the AttributeUpdates the test builds: an AttributeUpdates given as the value, which toUpdate() writes as "
        "the S of its toString() (the SDK v2 toString of a PUT of 'value'); " + BUILT_ITEM,
    ),
    _c(
        ATTR_T,
        108,
        "PutItem",
        _put("attrs", {"Alpha": _s("val-1"), "AlPha": _s("val-2")}),
        table(("Alpha", "S")),
        [],
        "the Attributes the test builds (names differing only in case); "
        + BUILT_PUT.replace("the table and item made up", "the table, keyed Alpha, made up"),
    ),
]

CASES = FRAME_ITS + ITER_ITS + LOCAL_ITS + REGION_ITS + UNIT + SITE + BUILT_CASES
