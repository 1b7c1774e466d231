"""Dyngoose (a TypeScript ORM for DynamoDB): the expression texts and name/value
maps its tests pin, and the requests its integration tests send to DynamoDB
Local, as the library writes them.

Source: benhutchins/dyngoose, branch master, commit 95ae145 (2025-09-24,
release 4.12.0). ``src/query/expression.spec.ts`` pins the output of
``buildQueryExpression`` (the builder behind every filter, key condition and
save/delete/transaction condition: ``#a<n>`` names, ``#a<n><i>`` for each
segment of a map path, ``:v<n>`` values numbered by distinct value, ``:v<n><i>``
for IN lists, ``:vl<n>``/``:vu<n>`` for BETWEEN, ``contains(...)`` and
``not contains(...)`` with no space, ``NOT (... IN (...))``, OR groups joined as
the complex-filter arrays say). ``src/query/search.spec.ts`` pins the
``FilterExpression``, ``ProjectionExpression`` (``#p<n>`` for reserved words,
joined by ``,`` with no space) and other members ``MagicSearch.getInput()``
writes, and runs most of them; ``src/decorator/attribute-types/string-set.spec.ts``
pins an UpdateExpression (``SET #UA1 = :u1 ADD #UA0 :u0``). The other specs
send requests and assert the answers: ``src/table.spec.ts`` (saves as PutItem or
UpdateItem, conditions, ReturnValues, removals, update operators),
``src/query/primary-key.spec.ts``, ``src/query/global-secondary-index.spec.ts``,
``src/batch-get.spec.ts``, ``src/batch-write.spec.ts``,
``src/transaction.spec.ts``, ``src/decorator/attribute-types/{any,list,map}.spec.ts``,
``src/query/projection-expression.spec.ts``. Those requests are written here
as the library builds them (``document-client.ts``: a put of ``toDynamo(true)``,
conditions as ``buildQueryExpression``'s FilterExpression;
``update-item-input.ts``: ``#UA<n> = :u<n>`` per updated attribute in the order
they were changed, ``#UA<n> = #UA<n> - :u<n>`` for ``decrement``, ``ADD``
for ``add``, ``#DA<n>`` for each removed attribute, always ``ReturnValues``;
``primary-key.ts``: GetItem, Query with ``ScanIndexForward`` and
``ReturnConsumedCapacity: TOTAL``; ``search.ts``: ``ConsistentRead: false`` on
every search; ``batch-get.ts``, ``batch-write.ts`` (chunks of 25),
``transaction.ts``). Members the library leaves ``undefined`` are left out, as
the SDK drops them. Only the requests were taken, as data.

Adapted only as far as needed to run: the tables as the specs name them, the
random names fixed (``testable-${Math.random()}`` -> ``testable-0.5``,
``ListTest-0.5``, ``MapTest-0.5``), keyed as their ``$PrimaryKey`` says
(``TestableTable``: number ``id``, string ``title``); ``new Date()`` as fixed
times (2025-01-02T03:04:05.678Z when a record is made, 03:04:07.890Z for the
``nowOnUpdate`` attribute of a later save), dates written as the attribute
writes them (ISO text, epoch seconds for ``unixTimestamp`` and the TTL
attribute); the ``TestableTable.new()`` defaults (``createdAt``, ``updatedAt``,
``defaultedString``, ``testNumberSetWithDefaults``) written into the items it
makes, the ``Any`` attribute as its JSON text. A builder output pinned with no
request around it (``expression.spec.ts``) is sent as
``DummyTable.primaryKey.scan(filters)`` sends it (a Scan's FilterExpression
with ``ReturnConsumedCapacity: TOTAL``), the one with a key condition as
``primaryKey.query`` sends it; a search the test only builds
(``getInput()``) is sent as ``exec()`` would send it. A BatchGetItem or
TransactGetItems over the two BatchGet tables is sent as one request per table
(the recorder writes the sample items into the first table only). Sample items
(``before``) are what the test wrote before the request, or made up so that
the filters match some items and not others; where a condition is the point,
one put is also sent on an item that makes it fail (``note``).

Left out: requests on indexes whose keys are not the table's (the
``customerIndex`` and ``someIndex`` key conditions of ``expression.spec.ts``,
``Table.search`` on ``titleIndex``, the ``hashTitleIndex``,
``fullTitleIndex`` queries, ``includeTestIndex``, the LSI ``countIndex``); the
``filterableTitleIndex`` queries (keyed ``id``/``title`` as the table is) and
the ``fullTitleIndex`` scan are sent to the table without their
``IndexName`` (``note``). Also left out: the ``errors.spec.ts`` save to a
table that does not exist (the recorder creates every table), calls that throw
before sending (``QueryError``s, a descending scan, aborted requests), table
operations, and near-duplicates (saves and gets repeating an earlier shape).
"""

from __future__ import annotations

from ._build import case, item, table, typed
from ._build import expression_maps as _ex

SOURCE = "dyngoose"
REPO = "benhutchins/dyngoose@95ae145 "
EXPR = "src/query/expression.spec.ts"
SEARCH = "src/query/search.spec.ts"
PKS = "src/query/primary-key.spec.ts"
GSIS = "src/query/global-secondary-index.spec.ts"
PROJ = "src/query/projection-expression.spec.ts"
TABLE_SPEC = "src/table.spec.ts"
ATTR = "src/decorator/attribute-types/"
SSET = ATTR + "string-set.spec.ts"
ANY = ATTR + "any.spec.ts"
LIST = ATTR + "list.spec.ts"
MAP = ATTR + "map.spec.ts"
BGET = "src/batch-get.spec.ts"
BWRITE = "src/batch-write.spec.ts"
TX = "src/transaction.spec.ts"

WRITTEN = "the request the test sends, as the library writes it"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _ns(*nums: int) -> object:
    return typed({"NS": [str(n) for n in nums]})


def _ss(*strs: str) -> object:
    return typed({"SS": list(strs)})


# --- src/query/expression.spec.ts: buildQueryExpression's pinned outputs ---------
# DummyTable: $PrimaryKey('id', 'customer'), both strings; someTestMap (someFirst, second),
# someDeepMap.map (first, second), someStrings a string set
DUMMY = "QueryExpressionDummyTable"
T_DUMMY = table(("id", "S"), ("customer", "S"))
DUMMY_ITEMS = [
    item(
        id="someUniqueValue",
        customer="tiny twig",
        someString="hello world",
        someNumber=10,
        someBool=True,
        someStrings={"hello world", "x"},
        someTestMap={"someFirst": "bobby", "second": "b"},
        someDeepMap={"map": {"first": "bobby", "second": "s"}},
    ),
    item(id="someUniqueValue", customer="big tree", someString="Apples", someNumber=5, someBool=True),
    item(id="opt1", customer="tiny twig", someString="test", someNumber=11, someBool=True),
    item(id="opt2", customer="little leaf", someString="other", someNumber=10, someBool=False, someNonExistAttr="here"),
    item(id="someValue", customer="tiny twig", someString="opt1", someNumber=150, someBool=True),
    item(
        id="some id",
        customer="tiny twig",
        someString="opt2",
        someNumber=-100,
        someBool=True,
        someTestMap={"someFirst": "alice"},
    ),
    item(id="big", customer="tiny twig", someString="opt2", someNumber=200, someBool=True),
    item(id="x", customer="y", someString="Apples", someNumber=-200, someBool=True),
]
AS_SCAN = "the builder's output the test pins, as DummyTable.primaryKey.scan(filters) sends it"


def _expr(line: int, text: str, names: dict, vals: dict | None = None, note: str = AS_SCAN) -> dict:
    request = {"TableName": DUMMY, "ReturnConsumedCapacity": "TOTAL", "FilterExpression": text, **_ex(names, vals)}
    return _c(EXPR, line, "Scan", request, T_DUMMY, DUMMY_ITEMS, note)


BOOL3 = {"#a0": "someString", "#a1": "someNumber", "#a2": "someBool"}
EXPRESSIONS = [
    _expr(71, "#a0 = :v0", {"#a0": "someBool"}, {":v0": True}),
    _expr(105, "#a00.#a01 = :v0", {"#a00": "someTestMap", "#a01": "someFirst"}, {":v0": "bobby"}),
    _expr(
        120,
        "#a00.#a01.#a02 = :v0",
        {"#a00": "someDeepMap", "#a01": "map", "#a02": "first"},
        {":v0": "bobby"},
    ),
    _c(
        EXPR,
        136,
        "Query",
        {
            "TableName": DUMMY,
            "ScanIndexForward": True,
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "#a0 = :v0",
            "FilterExpression": "#a1 = :v1 AND #a2 = :v2",
            **_ex(
                {"#a0": "id", "#a1": "someNumber", "#a2": "someBool"},
                {":v0": "someUniqueValue", ":v1": 10, ":v2": True},
            ),
        },
        T_DUMMY,
        DUMMY_ITEMS,
        "the builder's output the test pins (with schema.primaryKey), as DummyTable.primaryKey.query(filters) sends it",
    ),
    _expr(
        157,
        "#a0 <> :v0 AND #a1 = :v1 AND #a2 > :v2 AND #a3 = :v3",
        {"#a0": "id", "#a1": "customer", "#a2": "someNumber", "#a3": "someBool"},
        {":v0": "someValue", ":v1": "tiny twig", ":v2": 100, ":v3": True},
        AS_SCAN + " (key attributes in a Scan's filter)",
    ),
    _expr(
        178,
        "#a0 = :v0 AND #a1 < :v1 AND #a2 = :v2",
        {"#a0": "customer", "#a1": "someNumber", "#a2": "someBool"},
        {":v0": "tiny twig", ":v1": 100, ":v2": True},
    ),
    _expr(198, "NOT (#a0 IN (:v00, :v01))", {"#a0": "someString"}, {":v00": "Apples", ":v01": "Carrots"}),
    _expr(213, "#a0 BETWEEN :vl0 AND :vu0", {"#a0": "someNumber"}, {":vl0": 100, ":vu0": 200}),
    _expr(
        228,
        "contains(#a0, :v0) AND #a1 = :v1",
        {"#a0": "someString", "#a1": "someBool"},
        {":v0": "hello world", ":v1": True},
    ),
    _expr(
        243,
        "contains(#a0, :v0) AND #a1 = :v1",
        {"#a0": "someStrings", "#a1": "someBool"},
        {":v0": "hello world", ":v1": True},
        AS_SCAN + " (contains on a string set: the set value written as its first member, S)",
    ),
    _expr(
        258,
        "not contains(#a0, :v0) AND #a1 = :v1",
        {"#a0": "someString", "#a1": "someBool"},
        {":v0": "hello world", ":v1": True},
        AS_SCAN + " (lower-case 'not')",
    ),
    _expr(
        275,
        "#a0 IN (:v00, :v01) AND #a1 <= :v1 AND #a2 = :v2",
        BOOL3,
        {":v00": "opt1", ":v01": "opt2", ":v1": -100, ":v2": True},
    ),
    _expr(
        317,
        "NOT (#a0 IN (:v00, :v01)) AND #a1 <= :v1 AND #a2 = :v2",
        BOOL3,
        {":v00": "opt1", ":v01": "opt2", ":v1": -100, ":v2": True},
    ),
    _expr(365, "#a0 = :v0 OR #a0 = :v1", {"#a0": "someNumber"}, {":v0": 10, ":v1": 11}),
    _expr(
        380,
        "#a0 IN (:v00, :v01) AND (#a1 = :v1 OR #a1 = :v2) AND ((#a2 = :v3 AND #a3 = :v4) OR (#a2 = :v5 AND #a3 = :v6))",
        {"#a0": "id", "#a1": "someNumber", "#a2": "someString", "#a3": "someBool"},
        {
            ":v00": "opt1",
            ":v01": "opt2",
            ":v1": 10,
            ":v2": 11,
            ":v3": "test",
            ":v4": True,
            ":v5": "other",
            ":v6": False,
        },
    ),
    _expr(
        412,
        "attribute_not_exists(#a0) AND #a1 > :v1 AND #a2 = :v2",
        {"#a0": "someNonExistAttr", "#a1": "someNumber", "#a2": "someBool"},
        {":v1": 100, ":v2": True},
        AS_SCAN + " (no :v0: the value counter counts the missing operand of 'not exists')",
    ),
]

# --- TestableTable (src/setup-tests.spec.ts), shared by most integration specs ----
TT = "testable-0.5"
T_TT = table(("id", "N"), ("title", "S"))
T0 = "2025-01-02T03:04:05.678Z"  # new Date() when a record is made
T1 = "2025-01-02T03:04:07.890Z"  # new Date() for updatedAt (nowOnUpdate) on a later save
EPOCH0 = 1735787045  # T0 in seconds (unixTimestamp, the timeToLive expiresAt)
DEFAULTS = {
    "createdAt": T0,
    "updatedAt": T0,
    "defaultedString": "SomeDefault",
    "testNumberSetWithDefaults": _ns(42, 420),
}


def _new(id: int, title: str, **attrs) -> dict:
    """A TestableTable.new({...}) record as its put writes it: the defaults applied."""
    return item(id=id, title=title, **{**DEFAULTS, **attrs})


def _bare(id: int, title: str, **attrs) -> dict:
    """A `new TestableTable()` record (no defaults) as save() writes it: updatedAt set on save."""
    return item(id=id, title=title, **{"updatedAt": T0, **attrs})


def _key(id: int, title: str) -> dict:
    return {"id": {"N": str(id)}, "title": {"S": title}}


# --- src/query/search.spec.ts: MagicSearch.getInput() / exec() ---------------------
SETS = {"testStringSet": _ss("search", "search1", "search2"), "testStringSetArray": _ss("search", "search3", "search4")}
SEARCH_ITEMS = [
    _new(500, "Table.search 0", lowercaseString="table search 0", **SETS),
    _new(501, "Table.search 1", lowercaseString="table search 1", **SETS),
    _new(502, "Table.search 2", lowercaseString="table search 2", **SETS),
    _new(503, "Table.search 3", lowercaseString="table search 3", testStringSet=_ss("search10")),
    _new(504, "Table.search 4", lowercaseString="reject the search 4"),
    _new(504, "Table.search 5", lowercaseString="magic"),
    _new(504, "Table.search 6", lowercaseString="search"),
    _new(504, "Table.search 7", lowercaseString="search"),
]
PINNED_RUN = "the FilterExpression the test pins, with the names and values getInput() writes beside it, sent by exec()"
LC = {"#a0": "lowercaseString"}


def _search(line: int, request: dict, note: str = PINNED_RUN, before: list | None = None) -> dict:
    return _c(
        SEARCH,
        line,
        "Scan",
        {"TableName": TT, "ConsistentRead": False, **request},
        T_TT,
        SEARCH_ITEMS if before is None else before,
        note,
    )


SEARCHES = [
    _c(
        SEARCH,
        12,
        "BatchWriteItem",
        {"RequestItems": {TT: [{"PutRequest": {"Item": it}} for it in SEARCH_ITEMS]}},
        T_TT,
        [],
        WRITTEN + " (documentClient.batchPut of the records the search tests read)",
    ),
    _search(
        59,
        {"FilterExpression": "contains(#a0, :v0)", **_ex({"#a0": "title"}, {":v0": "Table.search"})},
        WRITTEN + " (contains on the range key: no index, a Scan)",
    ),
    _search(81, {"FilterExpression": "#a0 = :v0 AND #a0 = :v1", **_ex(LC, {":v0": "search", ":v1": "magic"})}),
    _search(96, {"FilterExpression": "#a0 = :v0 OR #a0 = :v1", **_ex(LC, {":v0": "search", ":v1": "magic"})}),
    _search(106, {"FilterExpression": "#a0 IN (:v00, :v01)", **_ex(LC, {":v00": "search", ":v01": "magic"})}),
    _search(
        122,
        {
            "FilterExpression": "contains(#a0, :v0) AND (#a1 = :v1 OR #a1 = :v2)",
            **_ex({"#a0": "title", "#a1": "lowercaseString"}, {":v0": "Table.search", ":v1": "search", ":v2": "magic"}),
        },
    ),
    _search(
        134,
        {
            "FilterExpression": "contains(#a0, :v0) AND contains(#a1, :v0)",
            **_ex({"#a0": "testStringSet", "#a1": "testStringSetArray"}, {":v0": "search"}),
        },
        PINNED_RUN + " (one value for both sets, written as a string)",
    ),
    _search(
        144,
        {
            "FilterExpression": "(contains(#a0, :v0) OR contains(#a0, :v1))",
            **_ex({"#a0": "testStringSet"}, {":v0": "search1", ":v1": "search10"}),
        },
    ),
    _search(
        154,
        {
            "FilterExpression": "contains(#a0, :v0) AND contains(#a0, :v1)",
            **_ex({"#a0": "testStringSetArray"}, {":v0": "search3", ":v1": "search4"}),
        },
    ),
    _search(
        163,
        {
            "FilterExpression": "#a00.#a01 = :v0",
            **_ex({"#a00": "someMap", "#a01": "someProperty1"}, {":v0": "test"}),
        },
        "the FilterExpression and names the test pins (getInput() only), sent as exec() would send it; "
        "an item holding someMap added",
        SEARCH_ITEMS + [_new(505, "Table.search map", someMap={"someProperty1": "test"})],
    ),
    _search(180, {"ConsistentRead": True}, "the ConsistentRead the test pins (getInput() only), sent as exec() would"),
    _search(
        236,
        {"ExclusiveStartKey": {"id": {"S": "test"}}},
        "the ExclusiveStartKey the test pins (getInput() only), sent as exec() would send it: "
        "a string id and no title for a number id and string title",
    ),
    _search(
        243,
        {"Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "id,#p0", **_ex({"#p0": "name"})},
        "the ProjectionExpression and names the test pins (getInput() only), sent as exec() would send it",
    ),
    _search(
        253,
        {"Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "id,title,testAttributeNameNotMatchingPropertyName"},
        "the ProjectionExpression the test pins (getInput() only), sent as exec() would send it",
    ),
    _search(
        262,
        {
            "FilterExpression": "#a0 BETWEEN :vl0 AND :vu0",
            "Select": "SPECIFIC_ATTRIBUTES",
            "ProjectionExpression": "#p0,id,#a0,title,testAttributeNameNotMatchingPropertyName",
            **_ex({"#a0": "createdAt", "#p0": "name"}, {":vl0": T0, ":vu0": T0}),
        },
        "the names and ProjectionExpression the test pins (getInput() only; new Date() twice as one fixed time), "
        "sent as exec() would send it",
    ),
    _search(
        281,
        {"FilterExpression": "contains(#a0, :v0)", "Limit": 2, **_ex({"#a0": "title"}, {":v0": "Table.search"})},
        WRITTEN + " (the first page of .limit(2))",
    ),
]

# --- src/table.spec.ts --------------------------------------------------------------
CARD98 = _new(
    98,
    "98",
    testString="some value",
    testStringSet=_ss("1", "2", "3"),
    testNumber=11,
    testNumberSet=_ns(1, 2, 3),
    testAttributeNameNotMatchingPropertyName="test",
)
CARD10 = _bare(10, "100", testString="some value")
CARD10_TTL = _bare(10, "100", expiresAt=EPOCH0 + 5)
CARD99 = _new(99, "new record", generic='"before update"', unixTimestamp=EPOCH0)
SAFE_PUT = {
    "TableName": TT,
    "Item": _new(22, "bar"),
    "ConditionExpression": "attribute_not_exists(#a0)",
    "ExpressionAttributeNames": {"#a0": "id"},
}
ID24 = {"ConditionExpression": "#a0 = :v0", **_ex({"#a0": "id"}, {":v0": 24})}

TABLE = [
    _c(TABLE_SPEC, 15, "PutItem", {"TableName": TT, "Item": _bare(10, "100")}, T_TT, [], WRITTEN),
    _c(TABLE_SPEC, 17, "GetItem", {"TableName": TT, "Key": _key(10, "100")}, T_TT, [_bare(10, "100")], WRITTEN),
    _c(
        TABLE_SPEC,
        40,
        "PutItem",
        {"TableName": TT, "Item": _new(101, "101", testString="value is set", testNumberSet=_ns(1, 2, 3))},
        T_TT,
        [],
        WRITTEN + " (generic set then removed before the first save: left out of the put)",
    ),
    _c(
        TABLE_SPEC,
        75,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": _key(98, "98"),
            "ReturnValues": "NONE",
            "UpdateExpression": "SET #UA0 = #UA0 - :u0, #UA1 = :u1",
            **_ex({"#UA0": "testNumber", "#UA1": "updatedAt"}, {":u0": 5, ":u1": T1}),
        },
        T_TT,
        [CARD98],
        WRITTEN + " (set('testNumber', 5, { operator: 'decrement' }); updatedAt is nowOnUpdate); "
        "before: the record the test saved",
    ),
    _c(
        TABLE_SPEC,
        97,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": _key(10, "100"),
            "ReturnValues": "NONE",
            "UpdateExpression": "SET #UA0 = :u0 REMOVE #DA1",
            **_ex({"#UA0": "updatedAt", "#DA1": "testString"}, {":u0": T1}),
        },
        T_TT,
        [CARD10],
        WRITTEN + " (testString = '' removes it); before: the record the test saved",
    ),
    _c(
        TABLE_SPEC,
        112,
        "PutItem",
        {"TableName": TT, "Item": CARD10_TTL},
        T_TT,
        [_bare(10, "100", updatedAt=T1)],
        WRITTEN + " (expiresAt the timeToLive attribute, epoch seconds); before: what the previous test left",
    ),
    _c(
        TABLE_SPEC,
        117,
        "GetItem",
        {"TableName": TT, "Key": _key(10, "100"), "ConsistentRead": True},
        T_TT,
        [CARD10_TTL],
        WRITTEN + " (the test waits for TTL to delete the item; the recorder's table has no TTL)",
    ),
    _c(
        TABLE_SPEC,
        122,
        "Scan",
        {
            "TableName": TT,
            "ReturnConsumedCapacity": "TOTAL",
            "FilterExpression": "#a0 = :v0",
            **_ex({"#a0": "testAttributeNameNotMatchingPropertyName"}, {":v0": "test"}),
        },
        T_TT,
        [CARD98, _bare(10, "100")],
        WRITTEN + " (primaryKey.scan with a filter on the property testAttributeNaming)",
    ),
    _c(
        TABLE_SPEC,
        139,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": _key(22, "something new"),
            "ReturnValues": "NONE",
            "ConditionExpression": "#a0 = :v0",
            "UpdateExpression": "SET #UA0 = :u0, #UA1 = :u1",
            **_ex(
                {"#UA0": "generic", "#UA1": "updatedAt", "#a0": "generic"},
                {":u0": '"something blue"', ":u1": T1, ":v0": '"fail"'},
            ),
        },
        T_TT,
        [_new(22, "something new")],
        WRITTEN + " (save({ conditions: { generic: 'fail' } }); generic an Any attribute, its JSON text); "
        "the test expects ConditionalCheckFailedException",
    ),
    _c(TABLE_SPEC, 157, "PutItem", SAFE_PUT, T_TT, [_new(22, "something new")], WRITTEN),
    _c(
        TABLE_SPEC,
        157,
        "PutItem",
        SAFE_PUT,
        T_TT,
        [_new(22, "bar")],
        WRITTEN + "; sent again with the item already there, so that the condition fails",
    ),
    _c(TABLE_SPEC, 173, "PutItem", {"TableName": TT, "Item": CARD99}, T_TT, [], WRITTEN),
    _c(
        TABLE_SPEC,
        182,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": _key(99, "new record"),
            "ReturnValues": "ALL_OLD",
            "UpdateExpression": "SET #UA0 = :u0, #UA1 = :u1",
            **_ex({"#UA0": "generic", "#UA1": "updatedAt"}, {":u0": '"after update"', ":u1": T1}),
        },
        T_TT,
        [CARD99],
        WRITTEN + " (a record from primaryKey.fromKey, saved with operator 'update')",
    ),
    _c(
        TABLE_SPEC,
        202,
        "DeleteItem",
        {"TableName": TT, "Key": _key(23, "something new"), **ID24},
        T_TT,
        [_new(23, "something new")],
        WRITTEN + "; the test expects ConditionalCheckFailedException",
    ),
    _c(
        TABLE_SPEC,
        222,
        "DeleteItem",
        {"TableName": TT, "Key": _key(24, "bar"), **ID24},
        T_TT,
        [_new(24, "bar")],
        WRITTEN,
    ),
]

# --- src/decorator/attribute-types/*.spec.ts ------------------------------------------
ATTRIBUTE_TYPES = [
    _c(
        SSET,
        68,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": _key(10, "add to set"),
            "ReturnValues": "NONE",
            "UpdateExpression": "SET #UA1 = :u1 ADD #UA0 :u0",
            "ExpressionAttributeNames": {"#UA0": "testStringSet", "#UA1": "updatedAt"},
            "ExpressionAttributeValues": {
                ":u0": {"SS": ["some value", "some new value"]},
                ":u1": {"S": T1},
            },
        },
        T_TT,
        [_new(10, "add to set", generic='"something"', testStringSet=_ss("some value"))],
        "the UpdateExpression and :u0 the test pins (getUpdateInput), the rest as the library writes it; "
        "before: the record the test saved",
    ),
    _c(
        ANY,
        27,
        "PutItem",
        {
            "TableName": TT,
            "Item": _bare(30, "json test", generic='{"dogs":"good","cats":"okay","ferrets":"stinky"}'),
        },
        T_TT,
        [],
        WRITTEN + " (an Any attribute holding an object: its JSON text)",
    ),
]

LIST_T = "ListTest-0.5"
T_ID = table(("id", "N"))
LIST_ITEM = item(
    id=1,
    list=[{"a": 1, "b": True}, {"a": 1, "b": False}, {"a": 2, "b": True}, {"a": 2, "b": False}],
)
MAP_T = "MapTest-0.5"
PERSON_1 = item(id=1, person={"first": "John", "middle": "Jacobs", "last": "Smith", "level": 1})
PERSON_2 = item(id=2, person={"first": "Sally", "middle": "Shelly", "last": "Samuel", "level": 1})
CONTACT_3 = item(
    id=3,
    contact={
        "name": {"first": "homer", "last": "SIMPSON"},
        "address": {"line1": "742 Evergreen Terrace", "city": "Springfield", "state": "Simpcity"},
        "dob": "1956-05-12",
    },
)
CONTACT_4 = item(id=4, contact={"name": {"first": "marge", "last": "SIMPSON"}})
LISTS_AND_MAPS = [
    _c(LIST, 42, "PutItem", {"TableName": LIST_T, "Item": LIST_ITEM}, T_ID, [], WRITTEN),
    _c(LIST, 44, "GetItem", {"TableName": LIST_T, "Key": {"id": {"N": "1"}}}, T_ID, [LIST_ITEM], WRITTEN),
    _c(
        MAP,
        152,
        "Scan",
        {
            "TableName": MAP_T,
            "ConsistentRead": False,
            "FilterExpression": "#a00.#a01 = :v0",
            **_ex({"#a00": "person", "#a01": "first"}, {":v0": "Sally"}),
        },
        T_ID,
        [PERSON_1, PERSON_2],
        WRITTEN + " (MapTestTable.search({ 'person.first': 'Sally' }))",
    ),
    _c(
        MAP,
        193,
        "PutItem",
        {"TableName": MAP_T, "Item": CONTACT_3},
        T_ID,
        [],
        WRITTEN + " (name.first lowercased, name.last uppercased by their attributes; dob a date-only string)",
    ),
    _c(
        MAP,
        254,
        "Scan",
        {
            "TableName": MAP_T,
            "ConsistentRead": False,
            "FilterExpression": "#a00.#a01.#a02 = :v0",
            **_ex({"#a00": "contact", "#a01": "name", "#a02": "first"}, {":v0": "marge"}),
        },
        T_ID,
        [CONTACT_3, CONTACT_4],
        WRITTEN + " (search({ 'contact.name.first': 'Marge' }): the value lowercased as the attribute writes it)",
    ),
    _c(
        MAP,
        306,
        "PutItem",
        {
            "TableName": MAP_T,
            "Item": item(
                id=6,
                person={"first": "John", "middle": "Jacobs", "last": "Smith", "level": 1, "Gender": "MALE"},
            ),
        },
        T_ID,
        [PERSON_1],
        WRITTEN + " (the map member gender named Gender)",
    ),
    _c(
        MAP,
        342,
        "PutItem",
        {"TableName": MAP_T, "Item": item(id=7, dynamicMap={"dynamicAttribute": "test"})},
        T_ID,
        [],
        WRITTEN + " (an undefined map member left out)",
    ),
]

# --- src/query/projection-expression.spec.ts --------------------------------------------
PROJECTION = [
    _c(
        PROJ,
        8,
        "Scan",
        {
            "TableName": TT,
            "ReturnConsumedCapacity": "TOTAL",
            "ProjectionExpression": "id,#p0",
            "ExpressionAttributeNames": {"#p0": "status"},
        },
        T_TT,
        SEARCH_ITEMS[:2] + [_bare(11, "with status", testString="x")],
        "the projection the test pins (status a reserved word), as primaryKey.scan(null, { attributes }) sends it",
    ),
]

# --- src/query/primary-key.spec.ts: Card (number id, string title, number count) -------
PK_T = "QueryPrimaryKeyCardTable"
T_CARD = table(("id", "N"), ("title", "S"))
DATE_T = "QueryPrimaryKeyTableWithDateRange"
T_DATE = table(("id", "N"), ("date", "S"))


def _card(id: int, title: str, count: int | None = None) -> dict:
    return item(id=id, title=title) if count is None else item(id=id, title=title, count=count)


ABC = [_card(10, "abc"), _card(10, "abd"), _card(10, "aba")]
BETWEEN = {
    "TableName": PK_T,
    "ScanIndexForward": True,
    "ReturnConsumedCapacity": "TOTAL",
    "KeyConditionExpression": "#a0 = :v0 AND #a1 BETWEEN :vl1 AND :vu1",
    **_ex({"#a0": "id", "#a1": "title"}, {":v0": 10, ":vl1": "abc", ":vu1": "abf"}),
}


def _update(count: int) -> dict:
    return {
        "TableName": PK_T,
        "Key": _key(10, "abc"),
        "ReturnValues": "NONE",
        "UpdateExpression": "SET #UA0 = :u0",
        **_ex({"#UA0": "count"}, {":u0": count}),
    }


PRIMARY_KEY = [
    _c(PKS, 60, "PutItem", {"TableName": PK_T, "Item": _card(10, "abc")}, T_CARD, [], WRITTEN),
    _c(PKS, 62, "DeleteItem", {"TableName": PK_T, "Key": _key(10, "abc")}, T_CARD, [_card(10, "abc")], WRITTEN),
    _c(PKS, 70, "GetItem", {"TableName": PK_T, "Key": _key(10, "abc")}, T_CARD, [], WRITTEN + " (an empty table)"),
    _c(PKS, 95, "GetItem", {"TableName": PK_T, "Key": _key(10, "abc")}, T_CARD, [_card(10, "abc")], WRITTEN),
    _c(PKS, 131, "PutItem", {"TableName": DATE_T, "Item": item(id=1, date=T0)}, T_DATE, [], WRITTEN),
    _c(
        PKS,
        132,
        "GetItem",
        {"TableName": DATE_T, "Key": {"id": {"N": "1"}, "date": {"S": T0}}},
        T_DATE,
        [item(id=1, date=T0)],
        WRITTEN + " (a Date range key as its ISO text)",
    ),
    _c(
        PKS,
        147,
        "BatchGetItem",
        {"RequestItems": {PK_T: {"Keys": [_key(10, "abc"), _key(11, "abc")]}}},
        T_CARD,
        [_card(10, "abc"), _card(11, "abc"), _card(12, "abc")],
        WRITTEN,
    ),
    _c(
        PKS,
        155,
        "BatchGetItem",
        {"RequestItems": {PK_T: {"Keys": [_key(10, "abc"), _key(10000, "asdgasdgs"), _key(11, "abc")]}}},
        T_CARD,
        [_card(10, "abc"), _card(11, "abc"), _card(12, "abc")],
        WRITTEN + " (one key matches nothing)",
    ),
    _c(PKS, 174, "Query", BETWEEN, T_CARD, ABC, WRITTEN),
    _c(PKS, 183, "Query", {**BETWEEN, "ScanIndexForward": False}, T_CARD, ABC, WRITTEN + " (rangeOrder: 'DESC')"),
    _c(
        PKS,
        214,
        "Scan",
        {"TableName": PK_T, "Limit": 2, "ReturnConsumedCapacity": "TOTAL"},
        T_CARD,
        ABC,
        WRITTEN,
    ),
    _c(
        PKS,
        248,
        "UpdateItem",
        _update(1),
        T_CARD,
        [],
        WRITTEN + " (primaryKey.update: a record from fromKey, fromJSON(changes), save())",
    ),
    _c(
        PKS, 262, "UpdateItem", _update(2), T_CARD, [_card(10, "abc", 1)], WRITTEN + " (the item the first update made)"
    ),
]

# --- src/query/global-secondary-index.spec.ts: only what can run on the table --------
GSI_T = "QueryGlobalSecondaryIndexCardTable"
NO_INDEX = " without IndexName '{}' (keyed id, title as the table is)"
GSI_IDS = [111, 222, 333, 444, 555]
GLOBAL_INDEX = [
    _c(
        GSIS,
        69,
        "Query",
        {
            "TableName": GSI_T,
            "Limit": 1,
            "ScanIndexForward": True,
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "#a0 = :v0 AND #a1 = :v1",
            **_ex({"#a0": "id", "#a1": "title"}, {":v0": 10, ":v1": "abc"}),
        },
        T_CARD,
        [_card(10, "abc", 1)],
        WRITTEN + " (filterableTitleIndex.get: a Query with Limit 1)" + NO_INDEX.format("filterableTitleIndex"),
    ),
    _c(
        GSIS,
        156,
        "Query",
        {
            "TableName": GSI_T,
            "ScanIndexForward": True,
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "#a0 = :v0 AND begins_with(#a1, :v1)",
            **_ex({"#a0": "id", "#a1": "title"}, {":v0": 10, ":v1": "prefix/"}),
        },
        T_CARD,
        [_card(10, "prefix/abc"), _card(10, "prefix/123"), _card(10, "prefix/xyz"), _card(10, "other")],
        WRITTEN + NO_INDEX.format("filterableTitleIndex") + "; an item outside the prefix added",
    ),
    _c(
        GSIS,
        242,
        "Scan",
        {
            "TableName": GSI_T,
            "ReturnConsumedCapacity": "TOTAL",
            "FilterExpression": "#a0 IN (:v00, :v01, :v02, :v03, :v04)",
            **_ex({"#a0": "id"}, {f":v0{i}": n for i, n in enumerate(GSI_IDS)}),
        },
        T_CARD,
        [_card(n, str(n)) for n in GSI_IDS] + [_card(666, "666")],
        WRITTEN + " without IndexName 'fullTitleIndex' (a Scan of an index every item is in reads the same items); "
        "an item outside the list added",
    ),
]

# --- src/batch-get.spec.ts: two tables keyed by a number id ---------------------------
BG1 = "BatchGetTestCardTable1"
BG2 = "BatchGetTestCardTable2"
STATUS = [item(id=n, status=s) for n, s in zip((1, 2, 3, 4), "abcd")]


def _ids(*ids: int) -> list:
    return [{"id": {"N": str(n)}} for n in ids]


SPLIT = " (the test's request names both tables, two keys each: sent as one request per table, this is the {})"
BATCH_GET = [
    _c(
        BGET,
        76,
        "BatchGetItem",
        {"RequestItems": {BG1: {"Keys": _ids(1, 2)}}},
        T_ID,
        STATUS,
        WRITTEN + SPLIT.format("first"),
    ),
    _c(
        BGET,
        76,
        "BatchGetItem",
        {"RequestItems": {BG2: {"Keys": _ids(3, 4)}}},
        T_ID,
        STATUS,
        WRITTEN + SPLIT.format("second"),
    ),
    _c(
        BGET,
        107,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"Key": k, "TableName": BG1}} for k in _ids(1, 2)]},
        T_ID,
        STATUS,
        WRITTEN + " (BatchGet.atomic())" + SPLIT.format("first"),
    ),
    _c(
        BGET,
        107,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"Key": k, "TableName": BG2}} for k in _ids(3, 4)]},
        T_ID,
        STATUS,
        WRITTEN + " (BatchGet.atomic())" + SPLIT.format("second"),
    ),
    _c(BGET, 129, "BatchGetItem", {"RequestItems": {BG1: {"Keys": _ids(420)}}}, T_ID, STATUS, WRITTEN),
    _c(BGET, 139, "BatchGetItem", {"RequestItems": {BG1: {"Keys": _ids(1, 42)}}}, T_ID, STATUS, WRITTEN),
    _c(
        BGET,
        172,
        "BatchGetItem",
        {"RequestItems": {BG1: {"Keys": _ids(1), "ProjectionExpression": "id"}}},
        T_ID,
        STATUS,
        WRITTEN + " (getSpecificAttributes(TestTable1, 'id'))",
    ),
    _c(
        BGET,
        189,
        "BatchGetItem",
        {
            "RequestItems": {
                BG1: {"Keys": _ids(1), "ProjectionExpression": "id,#p0", "ExpressionAttributeNames": {"#p0": "status"}}
            }
        },
        T_ID,
        STATUS,
        WRITTEN + " (getSpecificAttributes(TestTable1, 'id', 'status'): status a reserved word)",
    ),
]

# --- src/batch-write.spec.ts ------------------------------------------------------------
BW_T = "BatchWriteTestCardTable"
BW_SEED = [_card(10, "a", 4), _card(10, "b", 3), _card(10, "c", 2), _card(10, "d", 1)]
NEW_RECORDS = [_card(42, f"new record {i}", i) for i in range(25)]
BATCH_WRITE = [
    _c(
        BWRITE,
        38,
        "BatchWriteItem",
        {"RequestItems": {BW_T: [{"PutRequest": {"Item": it}} for it in BW_SEED]}},
        T_CARD,
        [],
        WRITTEN + " (documentClient.batchPut in beforeEach)",
    ),
    _c(
        BWRITE,
        62,
        "BatchWriteItem",
        {"RequestItems": {BW_T: [{"PutRequest": {"Item": it}} for it in NEW_RECORDS]}},
        T_CARD,
        BW_SEED,
        WRITTEN + " (commit: the first of the eleven chunks of 25, records 0 to 24)",
    ),
    _c(
        BWRITE,
        62,
        "BatchWriteItem",
        {"RequestItems": {BW_T: [{"DeleteRequest": {"Key": _key(10, t)}} for t in "bcd"]}},
        T_CARD,
        BW_SEED + NEW_RECORDS,
        WRITTEN + " (commit: the last chunk, the three deletes after the 250 puts)",
    ),
    _c(
        BWRITE,
        65,
        "Query",
        {
            "TableName": BW_T,
            "ScanIndexForward": True,
            "ReturnConsumedCapacity": "TOTAL",
            "Select": "COUNT",
            "KeyConditionExpression": "#a0 = :v0",
            **_ex({"#a0": "id"}, {":v0": 42}),
        },
        T_CARD,
        [BW_SEED[0]] + NEW_RECORDS,
        WRITTEN + " (select: 'COUNT'); before: the records of the first chunk, not all 250",
    ),
    _c(
        BWRITE,
        68,
        "Query",
        {
            "TableName": BW_T,
            "ScanIndexForward": True,
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "#a0 = :v0",
            **_ex({"#a0": "id"}, {":v0": 10}),
        },
        T_CARD,
        [BW_SEED[0]] + NEW_RECORDS[:3],
        WRITTEN + "; before: what the commit leaves (three of its new records)",
    ),
    _c(
        BWRITE,
        85,
        "BatchWriteItem",
        {
            "RequestItems": {
                BW_T: [{"PutRequest": {"Item": _card(1, "same", 1)}}, {"PutRequest": {"Item": _card(1, "same", 2)}}]
            }
        },
        T_CARD,
        BW_SEED,
        WRITTEN + " (two puts of one key; the test expects the batch to fail)",
    ),
]

# --- src/transaction.spec.ts ------------------------------------------------------------
TX_T = "TransactionTestCardTable"
TX_SEED = [_card(10, "a", 4), _card(10, "b", 3), _card(10, "c", 2), _card(11, "d", 1)]
COUNT_IS = "#a0 = :v0"
COUNT = {"#a0": "count"}
PUT_42 = {"Put": {"TableName": TX_T, "Item": _card(42, "new record", 1)}}


def _check(count: int) -> dict:
    return {
        "ConditionCheck": {
            "TableName": TX_T,
            "Key": _key(11, "d"),
            "ConditionExpression": COUNT_IS,
            **_ex(COUNT, {":v0": count}),
        }
    }


TRANSACTIONS = [
    _c(
        TX,
        64,
        "TransactWriteItems",
        {
            "TransactItems": [
                PUT_42,
                {
                    "Update": {
                        "TableName": TX_T,
                        "Key": _key(10, "a"),
                        "UpdateExpression": "SET #UA0 = :u0",
                        **_ex({"#UA0": "count"}, {":u0": 5}),
                    }
                },
                {
                    "Delete": {
                        "TableName": TX_T,
                        "Key": _key(10, "b"),
                        "ConditionExpression": COUNT_IS,
                        **_ex(COUNT, {":v0": 3}),
                    }
                },
                {"Delete": {"TableName": TX_T, "Key": _key(10, "c")}},
                _check(1),
            ]
        },
        T_CARD,
        TX_SEED,
        WRITTEN + " (save of a new record, update, two deletes, a condition check)",
    ),
    _c(
        TX,
        67,
        "Scan",
        {"TableName": TX_T, "ReturnConsumedCapacity": "TOTAL"},
        T_CARD,
        [_card(10, "a", 5), _card(11, "d", 1), _card(42, "new record", 1)],
        WRITTEN + " (primaryKey.scan(); before: what the transaction leaves)",
    ),
    _c(
        TX,
        88,
        "TransactWriteItems",
        {"TransactItems": [PUT_42, _check(3)]},
        T_CARD,
        TX_SEED,
        WRITTEN + "; the test expects TransactionCanceledException",
    ),
]

CASES = (
    EXPRESSIONS
    + SEARCHES
    + TABLE
    + ATTRIBUTE_TYPES
    + LISTS_AND_MAPS
    + PROJECTION
    + PRIMARY_KEY
    + GLOBAL_INDEX
    + BATCH_GET
    + BATCH_WRITE
    + TRANSACTIONS
)
