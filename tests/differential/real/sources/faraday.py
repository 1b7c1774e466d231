"""Faraday (a Clojure DynamoDB client on the AWS Java SDK v1): the requests its
tests make, as the library writes them.

Source: taoensso/faraday, branch master, commit e5e2a99 (2024-06-01, after
v1.12.3). ``test/taoensso/faraday/tests/main.clj`` runs the library against
DynamoDB Local (``amazon/dynamodb-local:2.0.0`` in a Testcontainer) and asserts
the items it gets back or the exception it gets (``ConditionalCheckFailedException``,
``TransactionCanceledException``, ``AmazonServiceException``); those tests pin no
request, so each is written here as ``src/taoensso/faraday.clj`` builds it for the
call the test makes, cited at that call. ``test/taoensso/faraday/tests/requests.clj``
builds requests with the private ``*-request`` functions and pins their members
(``.getExpected``, ``.getAttributeUpdates``, ``.getKeyConditions``, ...) without
sending them: those are written as pinned, with the table the test names. The
docstring examples of ``batch-get-item``, ``batch-write-item``, ``query`` and
``scan`` in ``faraday.clj`` are taken too. Only the requests were taken, as data.

How faraday.clj writes a request (the SDK then sends only the members set):
a keyword attribute or table name becomes its ``name`` (``:read?`` -> ``read?``,
``:faraday.tests.main`` -> ``faraday.tests.main``); values through
``ISerializable``: a String ``S``, a Long or Double ``N`` (``str``: ``0.89``),
true/false ``BOOL``, nil ``NULL``, a vector or realised lazy seq ``L``, a map
``M`` (keys by ``as-qname``, so ``{:key "val" "key" 5}`` keeps the last,
``{"key": 5}``), a set of strings ``SS`` or of numbers ``NS``, a byte array
``B`` frozen by Nippy (3.4.2: the header ``NPY\\0``, type 7, length, bytes);
``put-item``, ``update-item`` and ``delete-item`` always send ``ReturnValues``
(``NONE`` unless ``:return`` says otherwise: ``:all-new`` -> ``ALL_NEW``);
``:expected`` becomes the legacy ``Expected`` (``:exists`` ->
``{"ComparisonOperator": "NOT_NULL"}``, ``:not-exists`` -> ``{"Exists": false}``,
``[op v ...]`` -> ``ComparisonOperator`` (``:<`` ``LT``, ``:=`` ``EQ``,
``:begins-with`` ``BEGINS_WITH``, ...) with ``AttributeValueList``, a plain value
-> ``{"Value": v}``, so ``{:id false}`` expects the BOOL false); ``:update-map``
becomes ``AttributeUpdates`` (``[:put v]`` ``PUT``, ``[:add v]`` ``ADD``,
``[:delete]`` a ``DELETE`` with no value, ``[:delete #{..}]`` with the set);
``:cond-expr``, ``:update-expr``, ``:filter-expr``, ``:proj-expr``,
``:expr-attr-names``, ``:expr-attr-vals`` are passed through as written (values
serialised); ``query`` sends its key conditions as the legacy ``KeyConditions``
(``[:between [1 2]]`` a two-value list) and always ``ScanIndexForward`` (true
unless ``:order :desc``), ``:query-filter`` as ``QueryFilter``, ``:attr-conds``
as ``ScanFilter``; ``:return`` a collection -> ``AttributesToGet``, a keyword ->
``Select``; ``:last-prim-kvs`` -> ``ExclusiveStartKey``; ``:prim-kvs`` with a
vector of values expands to one key per value (``{:id [0 1]}`` -> two keys);
a batch write sends its ``:put`` requests, then its ``:delete`` ones; a
transaction's actions each with ``ReturnValuesOnConditionCheckFailure: NONE``;
``:return-cc?`` -> ``ReturnConsumedCapacity: TOTAL``; ``:span-reqs`` only pages
(the first request is the one written).

Adapted only as far as needed to run: the tables as the tests' fixture makes
them (``faraday.tests.main`` hash ``id`` N, ``faraday.tests.range`` ``title`` S +
``number`` N, ``faraday.tests.books`` ``author`` S + ``name`` S,
``faraday.tests.bulk`` ``group`` S + ``id`` N), the temporary table
``temp_table_<ms>`` with a fixed time, the tables of requests.clj and the
docstrings keyed as their keys say; ``before`` the items the test wrote before
the request (for ``update-t``, the item it puts first), small items where the
test's items carry 300,000-character texts (kept in the one put that writes
one); a set's members in sorted order (a Clojure hash set's order is its hash
order), a map's members in any order. The scans of ``querying-indexes`` and the
query and scans of requests.clj name a secondary index the recorder does not
make: sent without ``IndexName`` (``note``); so the pinned query's ``Select:
ALL_PROJECTED_ATTRIBUTES`` stands without an index. Kept as faraday sends them
though DynamoDB may refuse them: ``ReturnValues: UPDATED_NEW`` on a PutItem and
``ALL_NEW`` on a DeleteItem, ``Expected`` beside ``UpdateExpression`` or
``ConditionExpression``, ``ScanFilter`` beside ``ProjectionExpression`` with
``Select: COUNT``, a legacy ``ADD`` of a string, a literal number in a condition
expression (``#y = 1945``, the test expects the refusal), legacy ``KeyConditions``
beside ``FilterExpression``/``ProjectionExpression`` (DynamoDB Local accepts
them: the tests pass).

Left out: the requests.clj batches on tables ``t1``/``t2`` (names shorter than
the 3 characters DynamoDB allows), calls that raise before any request
(``:attr-conds`` with ``:filter-expr``, an unrealised lazy seq), the items frozen
with Nippy's stress data or the README's ``far/freeze`` map (their bytes depend
on Nippy's encoding of many types), table, stream and TTL operations, and
near-duplicates (the same request shape with other values: the batch deletes
each test starts with, ``scan-lazy-seq`` pages, a second ``:ge`` query with a
limit, the second ``ADD`` to the set).
"""

from __future__ import annotations

from ._build import case, item, marshall, table
from ._build import expression_maps as _ex

SOURCE = "faraday"
REPO = "taoensso/faraday@e5e2a99 "
MAIN = "test/taoensso/faraday/tests/main.clj"
REQ = "test/taoensso/faraday/tests/requests.clj"
SRC = "src/taoensso/faraday.clj"

WRITTEN = "the request the test's call makes, as faraday.clj writes it"
PINNED = "the request requests.clj builds and pins (never sent by the test), as faraday.clj writes it"
DOC = "the docstring example's call, as faraday.clj writes it"

T_MAIN = "faraday.tests.main"
T_RANGE = "faraday.tests.range"
T_BOOKS = "faraday.tests.books"
T_BULK = "faraday.tests.bulk"
TBL_MAIN = table(("id", "N"))
TBL_RANGE = table(("title", "S"), ("number", "N"))
TBL_BOOKS = table(("author", "S"), ("name", "S"))
TBL_BULK = table(("group", "S"), ("id", "N"))


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = WRITTEN) -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _cond(op: str, *vals) -> dict:
    """A legacy Condition (KeyConditions, QueryFilter, ScanFilter) or a
    compared ExpectedAttributeValue."""
    return {"ComparisonOperator": op, "AttributeValueList": [marshall(v) for v in vals]}


def _put(tbl: str, it: dict, **extra) -> dict:
    return {"TableName": tbl, "Item": it, "ReturnValues": "NONE", **extra}


def _upd(tbl: str, key: dict, updates: dict, ret: str = "NONE", **extra) -> dict:
    """An update-map: ``{attr: (action, value)}`` or ``{attr: (action,)}``."""
    au = {}
    for attr, (action, *val) in updates.items():
        au[attr] = {"Action": action, **({"Value": marshall(val[0])} if val else {})}
    return {"TableName": tbl, "Key": key, "AttributeUpdates": au, **extra, "ReturnValues": ret}


def _q(tbl: str, kc: dict, **extra) -> dict:
    return {"TableName": tbl, "KeyConditions": kc, "ScanIndexForward": True, **extra}


def _bw(tbl: str, puts: list = (), deletes: list = ()) -> dict:
    reqs = [{"PutRequest": {"Item": p}} for p in puts] + [{"DeleteRequest": {"Key": d}} for d in deletes]
    return {"RequestItems": {tbl: reqs}}


def _id(n: int) -> dict:
    return {"id": {"N": str(n)}}


# --- main.clj basic-api ------------------------------------------------------------
I0 = item(id=0, name="foo")
I1 = item(id=1, name="bar")
I2 = item(id=2, name="baz")
BASIC = [
    _c(MAIN, 97, "BatchWriteItem", _bw(T_MAIN, deletes=[_id(0), _id(1), _id(2)]), TBL_MAIN, [I0, I1]),
    _c(MAIN, 102, "BatchWriteItem", _bw(T_MAIN, puts=[I0, I1]), TBL_MAIN, []),
    _c(MAIN, 103, "GetItem", {"TableName": T_MAIN, "Key": _id(0)}, TBL_MAIN, [I0, I1]),
    _c(MAIN, 105, "GetItem", {"TableName": T_MAIN, "Key": _id(-1)}, TBL_MAIN, [I0, I1]),
    _c(
        MAIN,
        110,
        "BatchGetItem",
        {"RequestItems": {T_MAIN: {"Keys": [_id(0), _id(1)], "ConsistentRead": True}}},
        TBL_MAIN,
        [I0, I1],
        WRITTEN + " (:prim-kvs {:id [0 1]} expanded to one key per value)",
    ),
    _c(
        MAIN,
        131,
        "BatchGetItem",
        {"RequestItems": {T_MAIN: {"Keys": [_id(0), _id(1)], "AttributesToGet": ["id"], "ConsistentRead": True}}},
        TBL_MAIN,
        [I0, I1],
    ),
    _c(MAIN, 138, "BatchWriteItem", _bw(T_MAIN, deletes=[_id(0), _id(1)]), TBL_MAIN, [I0, I1]),
]

# --- main.clj string-table-name, bulk-queries, scan-lazy-seq (table faraday.tests.bulk) --
G = "group"


def _g(i: int) -> dict:
    return item(group=G, id=i)


BULK = [
    _c(
        MAIN,
        152,
        "Query",
        _q(
            T_BULK,
            {"group": _cond("EQ", G), "id": _cond("LT", 3)},
            ConsistentRead=True,
            Limit=100,
            AttributesToGet=["id", "group"],
        ),
        TBL_BULK,
        [_g(0), _g(1)],
        WRITTEN + " (the table named by a string; :return #{:id :group} as AttributesToGet, in any order)",
    ),
    _c(
        MAIN,
        162,
        "Scan",
        {"TableName": T_BULK, "Limit": 100, "ConsistentRead": True, "AttributesToGet": ["id", "group"]},
        TBL_BULK,
        [_g(0), _g(1)],
    ),
    _c(
        MAIN,
        174,
        "BatchWriteItem",
        _bw(T_BULK, deletes=[_g(i) for i in range(25)]),
        TBL_BULK,
        [_g(i) for i in range(5)],
        WRITTEN + " (the first batch of 25 deletes); before: a few of the keys, small",
    ),
    _c(
        MAIN,
        178,
        "PutItem",
        _put(T_BULK, item(group=G, id=0, text="n" * 300000)),
        TBL_BULK,
        [],
        WRITTEN + " (the first of the 100 puts: a 300,000-character text)",
    ),
    _c(
        MAIN,
        182,
        "BatchGetItem",
        {
            "RequestItems": {
                T_BULK: {"Keys": [_g(i) for i in range(100)], "AttributesToGet": ["id"], "ConsistentRead": True}
            }
        },
        TBL_BULK,
        [_g(i) for i in range(100)],
        WRITTEN + ' ({:group "group" :id (range 100)}: 100 keys); before: the 100 items without their long texts',
    ),
    _c(
        MAIN,
        264,
        "Scan",
        {
            "TableName": T_BULK,
            "ExclusiveStartKey": item(id=9, group=G),
            "ConsistentRead": True,
            "AttributesToGet": ["id"],
        },
        TBL_BULK,
        [_g(i) for i in range(15)],
        WRITTEN + " (scan-lazy-seq's first scan, :last-prim-kvs as ExclusiveStartKey); before: small items",
    ),
]

# --- main.clj updating-items, expressions-support -------------------------------------
U10 = item(id=10, name="update me")
F10 = item(id=10, name="foo")
UPDATING = [
    _c(MAIN, 302, "DeleteItem", {"TableName": T_MAIN, "Key": _id(10), "ReturnValues": "NONE"}, TBL_MAIN, [U10]),
    _c(MAIN, 306, "PutItem", _put(T_MAIN, U10), TBL_MAIN, []),
    _c(MAIN, 307, "UpdateItem", _upd(T_MAIN, _id(10), {"name": ("PUT", "baz")}, "ALL_NEW"), TBL_MAIN, [U10]),
    _c(
        MAIN,
        312,
        "UpdateItem",
        _upd(T_MAIN, _id(10), {"name": ("PUT", "baz")}, Expected={"name": {"Value": {"S": "garbage"}}}),
        TBL_MAIN,
        [item(id=10, name="baz")],
        WRITTEN + " (the test expects ConditionalCheckFailedException)",
    ),
    _c(
        MAIN,
        324,
        "UpdateItem",
        {
            "TableName": T_MAIN,
            "Key": _id(10),
            "UpdateExpression": "SET #name = :name",
            **_ex({"#name": "name"}, {":name": "foo"}),
            "ReturnValues": "ALL_NEW",
        },
        TBL_MAIN,
        [],
        WRITTEN + " (the item was deleted just before: the update creates it)",
    ),
    _c(
        MAIN,
        334,
        "UpdateItem",
        {
            "TableName": T_MAIN,
            "Key": _id(10),
            "UpdateExpression": "SET someset = :toset",
            **_ex(vals={":toset": {"a", "b", "c"}}),
            "ReturnValues": "ALL_NEW",
        },
        TBL_MAIN,
        [F10],
    ),
    _c(
        MAIN,
        343,
        "UpdateItem",
        {
            "TableName": T_MAIN,
            "Key": _id(10),
            "UpdateExpression": "ADD someset :toset",
            **_ex(vals={":toset": {"d", "e"}}),
            "ReturnValues": "ALL_NEW",
        },
        TBL_MAIN,
        [item(id=10, name="foo", someset={"a", "b", "c"})],
    ),
    _c(
        MAIN,
        361,
        "UpdateItem",
        {
            "TableName": T_MAIN,
            "Key": _id(10),
            "UpdateExpression": "DELETE someset :todel",
            **_ex(vals={":todel": {"b", "d"}}),
            "ReturnValues": "ALL_NEW",
        },
        TBL_MAIN,
        [item(id=10, name="foo", someset={"a", "b", "c", "d", "e", "f"})],
    ),
    _c(
        MAIN,
        370,
        "UpdateItem",
        {
            "TableName": T_MAIN,
            "Key": _id(10),
            "UpdateExpression": "SET #name = :name",
            **_ex({"#name": "name"}, {":name": "foo"}),
            "ConditionExpression": "#name <> :name",
            "ReturnValues": "ALL_NEW",
        },
        TBL_MAIN,
        [item(id=10, name="foo", someset={"a", "c", "e", "f"})],
        WRITTEN + " (the test expects ConditionalCheckFailedException)",
    ),
    _c(
        MAIN,
        380,
        "PutItem",
        _put(
            T_MAIN,
            _id(10),
            ConditionExpression="attribute_not_exists(id) AND #name <> :name",
            **_ex({"#name": "name"}, {":name": "foo"}),
        ),
        TBL_MAIN,
        [item(id=10, name="foo", someset={"a", "c", "e", "f"})],
        WRITTEN + " (the test expects ConditionalCheckFailedException)",
    ),
]

# --- main.clj batch-writes: legacy ScanFilter ------------------------------------------
B3 = [
    item(id=11, name="eleven", test="batch"),
    item(id=12, name="twelve", test="batch"),
    item(id=13, name="thirteen", test="batch"),
]
BATCH_WRITES = [
    _c(MAIN, 398, "Scan", {"TableName": T_MAIN, "ScanFilter": {"name": _cond("EQ", "eleven")}}, TBL_MAIN, B3),
    _c(
        MAIN,
        403,
        "Scan",
        {"TableName": T_MAIN, "ScanFilter": {"name": _cond("NE", "twelve"), "test": _cond("EQ", "batch")}},
        TBL_MAIN,
        B3,
    ),
    _c(
        MAIN,
        409,
        "Scan",
        {"TableName": T_MAIN, "ScanFilter": {"test": _cond("EQ", "batch")}, "AttributesToGet": ["test"]},
        TBL_MAIN,
        B3,
    ),
]

# --- main.clj projection-expressions ---------------------------------------------------
P0 = item(
    id=1984,
    name="Nineteen Eighty-Four",
    author="George Orwell",
    details={"tags": ["dystopia", "surveillance"], "characters": ["Winston Smith", "Julia", "O'Brien"]},
)
P1 = item(
    id=2001,
    name="2001: A Space Odyssey",
    author="Arthur C. Clarke",
    details={
        "tags": ["science fiction", "evolution", "artificial intelligence"],
        "characters": ["David Bowman", "Francis Poole", "HAL 9000"],
    },
)


def _proj(line: int, key: int, expr: str, names: dict | None = None) -> dict:
    req = {"TableName": T_MAIN, "Key": _id(key), "ProjectionExpression": expr, **_ex(names)}
    return _c(MAIN, line, "GetItem", req, TBL_MAIN, [P0, P1])


PROJECTIONS = [
    _c(MAIN, 428, "BatchWriteItem", _bw(T_MAIN, puts=[P0, P1]), TBL_MAIN, []),
    _proj(446, 2001, "author"),
    _proj(450, 1984, "details.tags"),
    _proj(454, 2001, "details.characters[2]"),
    _proj(459, 2001, "details.characters[0], details.characters[2]"),
    _proj(464, 2001, "#n, author", {"#n": "name"}),
]

# --- main.clj type-check: every type, and update-t's legacy AttributeUpdates -----------
T14 = item(
    id=14,
    boolT=True,
    boolF=False,
    string="string",
    num=1,
    null=None,
    numset={4, 12, 6, 13},
    strset={"a", "b", "c"},
    map={"k1": "v1", "k2": "v2", "k3": "v3"},
    vec=["a", 1, False, None],
)
UT = "the update-item call of update-t (which puts the item first), as faraday.clj writes it"


def _ut(line: int, updates: dict, note: str = UT) -> dict:
    return _c(MAIN, line, "UpdateItem", _upd(T_MAIN, _id(14), updates), TBL_MAIN, [T14], note)


TYPES = [
    _c(
        MAIN,
        496,
        "PutItem",
        _put(T_MAIN, item(id=15, map={"key": 5})),
        TBL_MAIN,
        [],
        WRITTEN + ' (the map {:key "val" "key" 5}: both keys name "key", the last one kept)',
    ),
    _c(MAIN, 500, "PutItem", _put(T_MAIN, T14), TBL_MAIN, []),
    _ut(507, {"strset": ("ADD", {"d"})}),
    _ut(510, {"strset": ("DELETE", {"c"})}),
    _ut(513, {"strset": ("PUT", {"d"})}),
    _ut(516, {"num": ("ADD", 1)}),
    _ut(519, {"map": ("DELETE",)}, UT + " ([:delete] with no value: a DELETE with no Value)"),
    _ut(522, {"boolT": ("PUT", False)}),
    _ut(525, {"boolT": ("PUT", None)}),
    _ut(
        532,
        {"date": ("PUT", '#inst "1970-01-01T00:00:00.000-00:00"')},
        UT + " (the Date serialised by the test's ISerializable extension: pr-str)",
    ),
    _ut(535, {"map-new": ("PUT", {"new": "x"})}),
]

# --- main.clj expectations: legacy Expected on update-t ---------------------------------
T16 = item(id=16, val=1, str="abc")


def _exp(line: int, expected: dict, note: str = UT) -> dict:
    req = _upd(T_MAIN, _id(16), {"val": ("ADD", 1)}, Expected=expected)
    return _c(MAIN, line, "UpdateItem", req, TBL_MAIN, [T16], note)


CCF = UT + " (the test expects ConditionalCheckFailedException)"
EXPECTATIONS = [
    _exp(543, {"val": {"ComparisonOperator": "NOT_NULL"}}, UT + " (:exists as NOT_NULL)"),
    _exp(547, {"blah": {"Exists": False}}, UT + " (:not-exists as Exists false)"),
    _exp(552, {"val": _cond("LT", 5)}),
    _exp(557, {"val": _cond("EQ", 1)}),
    _exp(562, {"str": _cond("BEGINS_WITH", "a")}),
    _exp(567, {"val": _cond("BETWEEN", 0, 2)}),
    _exp(572, {"val": _cond("GT", 5)}, CCF),
    _exp(577, {"val": _cond("EQ", 2)}, CCF + "; [:= 2] as EQ"),
]

# --- main.clj query-and-delete-item (table faraday.tests.books) -------------------------
SF = ["science fiction", "evolution", "artificial intelligence"]
K0 = item(
    name="Nineteen Eighty-Four",
    author="George Orwell",
    year=1949,
    details={"tags": ["dystopia", "surveillance"], "characters": ["Winston Smith", "Julia", "O'Brien"]},
)
K1 = item(
    name="2001: A Space Odyssey",
    author="Arthur C. Clarke",
    year=1968,
    details={"tags": SF, "characters": ["David Bowman", "Francis Poole", "HAL 9000"]},
    **{"read?": True},
)
K2 = item(
    name="2010: Odissey Two",
    author="Arthur C. Clarke",
    year=1982,
    details={"tags": SF, "characters": ["David Bowman", "Heywood Floyd", "HAL 9000", "Dr. Chandra"]},
)
K3 = item(
    name="3001: The Final Odissey",
    author="Arthur C. Clarke",
    year=1997,
    details={"tags": SF, "characters": ["Francis Poole"]},
)
K4 = item(name="Animal Farm", author="George Orwell", year=1945, **{"read?": True})
BOOKS = [K0, K1, K2, K3, K4]
ACC = {"author": _cond("EQ", "Arthur C. Clarke")}
GO = {"author": _cond("EQ", "George Orwell")}
READ = _ex({"#r": "read?"}, {":r": True})
K0_KEY = item(name="Nineteen Eighty-Four", author="George Orwell")


def _bq(line: int, kc: dict, note: str = WRITTEN, **extra) -> dict:
    return _c(MAIN, line, "Query", _q(T_BOOKS, kc, **extra), TBL_BOOKS, BOOKS, note)


def _bs(line: int, note: str = WRITTEN, **extra) -> dict:
    return _c(MAIN, line, "Scan", {"TableName": T_BOOKS, **extra}, TBL_BOOKS, BOOKS, note)


QUERY_BOOKS = [
    _c(MAIN, 611, "BatchWriteItem", _bw(T_BOOKS, puts=BOOKS), TBL_BOOKS, []),
    _bq(614, GO),
    _bq(620, {**ACC, "name": _cond("BEGINS_WITH", "20")}),
    _bq(625, {**ACC, "name": _cond("BEGINS_WITH", "20")}, AttributesToGet=["name", "year"]),
    _bq(631, ACC, QueryFilter={"year": _cond("GT", 1980)}),
    _bq(635, GO, QueryFilter={"year": _cond("LE", 1945)}),
    _bq(
        640,
        ACC,
        WRITTEN + " (legacy KeyConditions beside a FilterExpression)",
        FilterExpression="size(details.characters) >= :cnt",
        **_ex(vals={":cnt": 4}),
    ),
    _bq(644, ACC, FilterExpression="size(details.characters) < :cnt", **_ex(vals={":cnt": 4})),
    _bq(
        654,
        ACC,
        FilterExpression="size(details.characters) < :cnt and #y < :year",
        **_ex({"#y": "year"}, {":cnt": 4, ":year": 1990}),
    ),
    _bq(
        661,
        ACC,
        FilterExpression="size(#d.characters) < :cnt and #y < :year",
        **_ex({"#y": "year", "#d": "details"}, {":cnt": 4, ":year": 1990}),
    ),
    _bq(
        667,
        ACC,
        FilterExpression="size(#d.#c) < :cnt and #y < :year",
        **_ex({"#y": "year", "#d": "details", "#c": "characters"}, {":cnt": 4, ":year": 1990}),
    ),
    _bq(675, GO, FilterExpression="#r = :r", **READ),
    _bs(680, ScanFilter={"read?": _cond("EQ", True)}),
    _bs(683, FilterExpression="#r = :r", **READ),
    _bs(688, Limit=3),
    _bs(691, FilterExpression="#r = :r", **READ, Limit=1),
    _bs(707, FilterExpression="#r = :r", **READ, ProjectionExpression="author"),
    _bq(
        724,
        ACC,
        FilterExpression="size(#d.characters) < :cnt",
        ProjectionExpression="#y, details.characters[0]",
        **_ex({"#y": "year", "#d": "details"}, {":cnt": 4}),
    ),
    _c(
        MAIN,
        733,
        "DeleteItem",
        {
            "TableName": T_BOOKS,
            "Key": K0_KEY,
            "ConditionExpression": "#y > :y",
            **_ex({"#y": "year"}, {":y": 1984}),
            "ReturnValues": "NONE",
        },
        TBL_BOOKS,
        BOOKS,
        WRITTEN + " (the test expects the condition to fail)",
    ),
    _c(MAIN, 740, "GetItem", {"TableName": T_BOOKS, "Key": K0_KEY}, TBL_BOOKS, BOOKS),
    _c(
        MAIN,
        746,
        "DeleteItem",
        {
            "TableName": T_BOOKS,
            "Key": K0_KEY,
            "ConditionExpression": "#y = :y",
            **_ex({"#y": "year"}, {":y": 1949}),
            "ReturnValues": "NONE",
        },
        TBL_BOOKS,
        BOOKS,
    ),
    _c(
        MAIN,
        759,
        "DeleteItem",
        {
            "TableName": T_BOOKS,
            "Key": item(name="Animal Farm", author="George Orwell"),
            "ConditionExpression": "#y = 1945",
            "ExpressionAttributeNames": {"#y": "year"},
            "ReturnValues": "NONE",
        },
        TBL_BOOKS,
        BOOKS[1:],
        WRITTEN + " (a literal number in the expression: the test expects AmazonServiceException)",
    ),
]

# --- main.clj range-queries (table faraday.tests.range) ---------------------------------
RANGE_ITEMS = [
    item(title="One", number=0),
    item(title="One", number=1),
    item(title="Two", number=0),
    item(title="Two", number=1),
    item(title="Two", number=2),
    item(title="Two", number=3),
]
ONE = {"title": _cond("EQ", "One")}
TWO = {"title": _cond("EQ", "Two")}


def _rq(line: int, kc: dict, **extra) -> dict:
    return _c(MAIN, line, "Query", _q(T_RANGE, kc, **extra), TBL_RANGE, RANGE_ITEMS)


RANGE = [
    _c(MAIN, 774, "BatchWriteItem", _bw(T_RANGE, puts=RANGE_ITEMS), TBL_RANGE, []),
    _rq(778, ONE),
    _rq(782, ONE, ScanIndexForward=False),
    _rq(787, ONE, Limit=1),
    _rq(797, {**TWO, "number": _cond("BETWEEN", 1, 2)}),
    _rq(802, {**TWO, "number": _cond("LT", 3)}),
    _rq(806, {**TWO, "number": _cond("LE", 2)}),
    _rq(810, {**TWO, "number": _cond("GT", 1)}),
    _rq(814, {**TWO, "number": _cond("GE", 1)}),
]

# --- main.clj unserialized-bytes, put-item-contitions, empty-string, lazy-seqs -----------
PUTS = [
    _c(
        MAIN,
        831,
        "PutItem",
        _put(T_MAIN, {**_id(11), "ba-data": {"B": "TlBZAAcDAAEC"}}),
        TBL_MAIN,
        [],
        WRITTEN + " (the byte array [0 1 2] frozen by Nippy 3.4.2: NPY, header 0, bytes-sm 7, length 3, 0 1 2)",
    ),
    _c(
        MAIN,
        842,
        "PutItem",
        _put(T_MAIN, I1, Expected={"id": {"Value": {"BOOL": False}}}),
        TBL_MAIN,
        [I0, I1],
        WRITTEN + " ({:expected {:id false}} expects the value BOOL false; the test expects "
        "ConditionalCheckFailedException)",
    ),
    _c(MAIN, 845, "PutItem", _put(T_MAIN, I1, Expected={"id": {"Value": {"N": "1"}}}), TBL_MAIN, [I0, I1]),
    _c(MAIN, 846, "PutItem", _put(T_MAIN, I2, Expected={"id": {"Exists": False}}), TBL_MAIN, [I0, I1]),
    _c(
        MAIN,
        847,
        "PutItem",
        _put(T_MAIN, I2, Expected={"id": {"Value": {"N": "2"}}, "dummy": {"Exists": False}}),
        TBL_MAIN,
        [I0, I1, I2],
    ),
    _c(MAIN, 1340, "PutItem", _put(T_MAIN, item(id=1, name="")), TBL_MAIN, []),
    _c(
        MAIN,
        1486,
        "PutItem",
        _put(T_MAIN, item(id=10, items=["0", "1", "2", "3", "4"])),
        TBL_MAIN,
        [],
        WRITTEN + " (a realised lazy seq as a list)",
    ),
]

# --- main.clj attribute-not-exists (issue #106) -----------------------------------------
THREE = item(title="Three", number=33)


def _ane(line: int, cond: str, names: dict, it: dict = THREE, note: str = WRITTEN) -> dict:
    req = _put(T_RANGE, it, ConditionExpression=cond, ExpressionAttributeNames=names)
    return _c(MAIN, line, "PutItem", req, TBL_RANGE, [THREE], note)


NOT_EXISTS = [
    _ane(
        1451,
        "attribute_not_exists(#t) AND attribute_not_exists(#n)",
        {"#n": "name", "#t": "title"},
        note=WRITTEN + " (#n names 'name', the issue's typo; the test expects ConditionalCheckFailedException)",
    ),
    _ane(
        1459,
        "attribute_not_exists(#t) AND attribute_not_exists(#n)",
        {"#n": "number", "#t": "title"},
        note=WRITTEN + " (the test expects ConditionalCheckFailedException)",
    ),
    _ane(1466, "attribute_not_exists(#t)", {"#t": "title"}),
    _ane(1471, "attribute_not_exists(#n)", {"#n": "number"}),
    _ane(1475, "attribute_not_exists(#t)", {"#t": "title"}, item(title="Three", number=35)),
]

# --- main.clj transaction-support --------------------------------------------------------
X = {i: item(id=300 + i, name=n) for i, n in enumerate(["foo", "bar", "baz", "qux", "quux", "corge", "grault"])}
NONE = {"ReturnValuesOnConditionCheckFailure": "NONE"}
ID_NAMES = {"ExpressionAttributeNames": {"#id": "id"}}


def _check(n: int, cond: str = "attribute_exists(#id)") -> dict:
    return {"ConditionCheck": {"TableName": T_MAIN, "Key": _id(n), "ConditionExpression": cond, **ID_NAMES, **NONE}}


def _tput(it: dict) -> dict:
    return {
        "Put": {"TableName": T_MAIN, "Item": it, "ConditionExpression": "attribute_not_exists(#id)", **ID_NAMES, **NONE}
    }


def _tdel(n: int) -> dict:
    return {
        "Delete": {
            "TableName": T_MAIN,
            "Key": _id(n),
            "ConditionExpression": "attribute_exists(#id)",
            **ID_NAMES,
            **NONE,
        }
    }


def _tupd(new: str) -> dict:
    return {
        "Update": {
            "TableName": T_MAIN,
            "Key": _id(300),
            "UpdateExpression": "SET #name = :name",
            "ConditionExpression": "attribute_exists(#id) AND #name = :oldname",
            **_ex({"#id": "id", "#name": "name"}, {":oldname": "foo", ":name": new}),
            **NONE,
        }
    }


TX_BEFORE = [X[0], X[1], X[5], X[6]]
CANCEL = WRITTEN + " (the test expects TransactionCanceledException)"
TRANSACTIONS = [
    _c(MAIN, 1551, "TransactWriteItems", {"TransactItems": [_check(300), _check(301)]}, TBL_MAIN, TX_BEFORE),
    _c(MAIN, 1563, "TransactWriteItems", {"TransactItems": [_check(30001)]}, TBL_MAIN, TX_BEFORE, CANCEL),
    _c(MAIN, 1572, "TransactWriteItems", {"TransactItems": [_tput(X[2]), _tput(X[3])]}, TBL_MAIN, TX_BEFORE),
    _c(
        MAIN,
        1589,
        "TransactWriteItems",
        {"TransactItems": [_tput(X[4]), _tput(X[3])]},
        TBL_MAIN,
        TX_BEFORE + [X[2], X[3]],
        CANCEL,
    ),
    _c(
        MAIN,
        1605,
        "TransactWriteItems",
        {"TransactItems": [_tdel(302), _tdel(303)]},
        TBL_MAIN,
        TX_BEFORE + [X[2], X[3]],
    ),
    _c(
        MAIN,
        1622,
        "TransactWriteItems",
        {"TransactItems": [_tupd("foofoo")], "ReturnConsumedCapacity": "TOTAL"},
        TBL_MAIN,
        TX_BEFORE,
    ),
    _c(
        MAIN,
        1634,
        "TransactWriteItems",
        {"TransactItems": [_tupd("foobar")]},
        TBL_MAIN,
        [item(id=300, name="foofoo"), X[1], X[5], X[6]],
        CANCEL + "; before: what the previous update leaves",
    ),
    _c(
        MAIN,
        1650,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T_MAIN, "Key": _id(305)}},
                {"Get": {"TableName": T_MAIN, "Key": _id(306)}},
            ],
            "ReturnConsumedCapacity": "TOTAL",
        },
        TBL_MAIN,
        TX_BEFORE,
    ),
]

# --- main.clj querying-indexes: scans on an index, sent to the table -----------------------
T_TEMP = "temp_table_1700000000000"
TBL_TEMP = table(("artist", "S"), ("song-title", "S"))
SONGS = [
    item(artist="Carpenter Brut", genre="Electro", label="Unknown", year=2012, **{"song-title": "Le Perv"}),
    item(
        artist="The Mars Volta",
        genre="Progressive Rock",
        label="Universal Records",
        year=2003,
        **{"song-title": "Eriatarka"},
    ),
    item(
        artist="The Darkest of the Hillside Thickets",
        genre="Rock",
        label="Divine Industries",
        year=2007,
        **{"song-title": "The Shadow Out of Tim"},
    ),
    item(
        artist="The Mars Volta",
        genre="Progressive Rock",
        label="Universal Records",
        year=2005,
        **{"song-title": "Cassandra Gemini"},
    ),
]
NO_INDEX = WRITTEN + " (temp_table_<ms> with a fixed time); IndexName {} left out: the recorder makes no index"
INDEXES = [
    _c(
        MAIN,
        1267,
        "Scan",
        {"TableName": T_TEMP, "ScanFilter": {"year": _cond("GE", 2005)}},
        TBL_TEMP,
        SONGS,
        NO_INDEX.format("year-index"),
    ),
    _c(
        MAIN,
        1271,
        "Scan",
        {"TableName": T_TEMP, "ExpressionAttributeNames": {"#y": "year"}, "ProjectionExpression": "genre, #y"},
        TBL_TEMP,
        SONGS,
        NO_INDEX.format("year-index"),
    ),
]

# --- requests.clj: the request objects the tests pin ---------------------------------------
REQUESTS = [
    _c(
        REQ,
        297,
        "GetItem",
        {"TableName": "get-item", "Key": item(x=1), "ConsistentRead": True},
        table(("x", "N")),
        [item(x=1, y="one")],
        PINNED,
    ),
    _c(
        REQ,
        299,
        "GetItem",
        {"TableName": "get-item-table-name", "Key": item(hash="y", range=2), "AttributesToGet": ["j1", "j2"]},
        table(("hash", "S"), ("range", "N")),
        [item(hash="y", range=2, j1="a", j2="b", j3="c")],
        PINNED,
    ),
    _c(
        REQ,
        316,
        "PutItem",
        {
            "TableName": "put-item-table-name",
            "Item": item(c1="hey", c2=1),
            "Expected": {"e1": {"Value": {"S": "expected value"}}, "e2": {"Value": {"BOOL": False}}},
            "ReturnValues": "UPDATED_NEW",
        },
        table(("c1", "S")),
        [item(c1="hey", c2=0, e1="expected value", e2=False)],
        PINNED + " (:return :updated-new on a put: ReturnValues UPDATED_NEW)",
    ),
    _c(
        REQ,
        335,
        "UpdateItem",
        _upd(
            "update-item",
            item(x=1),
            {"y": ("PUT", 2), "z": ("ADD", "xyz"), "a": ("DELETE",)},
            "UPDATED_OLD",
            Expected={"e1": {"Value": {"S": "expected!"}}},
        ),
        table(("x", "N")),
        [item(x=1, y=1, a="gone", e1="expected!")],
        PINNED + " (a legacy ADD of a string)",
    ),
    _c(
        REQ,
        362,
        "UpdateItem",
        {
            "TableName": "update-item",
            "Key": item(x=1),
            "UpdateExpression": "SET #p = :price REMOVE details.tags[2]",
            **_ex({"#p": "price"}, {":price": 0.89}),
            "Expected": {"e1": {"Value": {"S": "expected!"}}},
            "ReturnValues": "UPDATED_OLD",
        },
        table(("x", "N")),
        [item(x=1, price=1.0, e1="expected!", details={"tags": ["a", "b", "c"]})],
        PINNED + " (Expected beside an UpdateExpression)",
    ),
    _c(
        REQ,
        385,
        "DeleteItem",
        {
            "TableName": "delete-item",
            "Key": item(k1="val", r1=-3),
            "ConditionExpression": "another = :a AND #n = :name",
            **_ex({"#n": "name"}, {":a": 1, ":name": "joe"}),
            "Expected": {"e1": {"Value": {"N": "1"}}},
            "ReturnValues": "ALL_NEW",
        },
        table(("k1", "S"), ("r1", "N")),
        [item(k1="val", r1=-3, another=1, name="joe", e1=1)],
        PINNED + " (Expected beside a ConditionExpression; ReturnValues ALL_NEW on a delete)",
    ),
    _c(
        REQ,
        448,
        "Query",
        {
            "TableName": "query",
            "KeyConditions": {"name": _cond("EQ", "Steve"), "age": _cond("BETWEEN", 10, 30)},
            "ScanIndexForward": False,
            "Limit": 2,
            "Select": "ALL_PROJECTED_ATTRIBUTES",
        },
        table(("name", "S"), ("age", "N")),
        [item(name="Steve", age=24), item(name="Steve", age=31), item(name="Susan", age=27)],
        PINNED + "; IndexName lsindex left out (the recorder makes no index), Select kept",
    ),
    _c(
        REQ,
        473,
        "Scan",
        {
            "TableName": "scan",
            "ScanFilter": {"age": _cond("IN", 24, 27)},
            "ExpressionAttributeNames": {"#t": "year"},
            "Limit": 10,
            "ProjectionExpression": "age, #t",
            "Select": "COUNT",
        },
        table(("name", "S")),
        [item(name="Steve", age=24, year=2000), item(name="Susan", age=27), item(name="Sam", age=30)],
        PINNED + " (ScanFilter beside a ProjectionExpression, with Select COUNT); IndexName age-index left out "
        "(the recorder makes no index)",
    ),
    _c(
        REQ,
        495,
        "Scan",
        {"TableName": "scan", "FilterExpression": "age < 25", "Limit": 5, "ConsistentRead": True},
        table(("name", "S")),
        [item(name="Steve", age=24), item(name="Susan", age=27)],
        PINNED + "; IndexName age-index left out (the recorder makes no index)",
    ),
]

# --- faraday.clj docstring examples ---------------------------------------------------------
DOCS = [
    _c(
        SRC,
        1177,
        "BatchGetItem",
        {"RequestItems": {"users": {"Keys": [item(name="alice")]}}},
        table(("name", "S")),
        [item(name="alice", age=30), item(name="bob")],
        DOC + "; the batch over users, posts and friends split into one request per table (this: users)",
    ),
    _c(
        SRC,
        1178,
        "BatchGetItem",
        {
            "RequestItems": {
                "posts": {
                    "Keys": [item(id=1), item(id=2), item(id=3)],
                    "AttributesToGet": ["timestamp", "subject"],
                    "ConsistentRead": True,
                }
            }
        },
        table(("id", "N")),
        [item(id=1, timestamp=1700000000, subject="hello", body="..."), item(id=3, subject="bye")],
        DOC + "; the batch split into one request per table (this: posts)",
    ),
    _c(
        SRC,
        1181,
        "BatchGetItem",
        {
            "RequestItems": {
                "friends": {
                    "Keys": [item(catagory="favorites", id=i) for i in (1, 2, 3)]
                    + [item(catagory="recent", id=i) for i in (7, 8, 9)]
                }
            }
        },
        table(("catagory", "S"), ("id", "N")),
        [item(catagory="favorites", id=2, name="ann"), item(catagory="recent", id=9, name="joe")],
        DOC + "; the batch split into one request per table (this: friends, a vector of key maps each "
        "ranging over its ids)",
    ),
    _c(
        SRC,
        1215,
        "BatchWriteItem",
        _bw(
            "users",
            puts=[item(**{"user-id": 1, "username": "sally"}), item(**{"user-id": 2, "username": "jane"})],
            deletes=[item(**{"user-id": i}) for i in (3, 4, 5)],
        ),
        table(("user-id", "N")),
        [item(**{"user-id": 3, "username": "old"})],
        DOC + " (puts first, then deletes)",
    ),
    _c(
        SRC,
        1433,
        "Query",
        _q("my-table", {"name": _cond("EQ", "Steve"), "age": _cond("BETWEEN", 10, 30)}),
        table(("name", "S"), ("age", "N")),
        [item(name="Steve", age=24), item(name="Susan", age=27)],
        DOC + " (the items its puts write)",
    ),
    _c(
        SRC,
        1509,
        "Scan",
        {"TableName": "my-table", "ScanFilter": {"age": _cond("IN", 24, 27)}},
        table(("name", "S"), ("age", "N")),
        [item(name="Steve", age=24), item(name="Susan", age=27), item(name="Sam", age=30)],
        DOC + " (the items its puts write, and one more)",
    ),
]

CASES = (
    BASIC
    + BULK
    + UPDATING
    + BATCH_WRITES
    + PROJECTIONS
    + TYPES
    + EXPECTATIONS
    + QUERY_BOOKS
    + RANGE
    + PUTS
    + NOT_EXISTS
    + TRANSACTIONS
    + INDEXES
    + REQUESTS
    + DOCS
)
