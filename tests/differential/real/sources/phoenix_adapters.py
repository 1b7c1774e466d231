"""apache/phoenix-adapters (a DynamoDB-compatible REST front end over Apache
Phoenix): the requests its tests send, with the items they put first and the
errors they assert.

Source: apache/phoenix-adapters, branch main, commit ef44876 (2026-07-17),
``phoenix-ddb-rest/src/test/java/org/apache/phoenix/ddb/``. Most of these tests
build each request once with the AWS SDK for Java v2 and send it both to
DynamoDB Local and to the adapter, asserting that the two agree (same item
afterwards, same returned attributes, same error status): ``UpdateItemBaseTests``
(SET/REMOVE/ADD/DELETE shapes, list_append and if_not_exists, counters, the
legacy ``AttributeUpdates`` and ``Expected`` with every comparison operator and
``ConditionalOperator``), ``UpdateItemIT`` (conditions, ReturnValues
UPDATED_OLD/UPDATED_NEW on every clause, ReturnValuesOnConditionCheckFailure,
the AWS documentation examples, invalid enum values),
``UpdateExpressionValidationIT`` (the update-expression grammar and its
400s: overlapping paths, duplicate clauses, wrong arity, undeclared
placeholders, type errors on ADD/DELETE/list_append, case of keywords,
aliases), ``ConditionalPutItemIT``/``ConditionalPutItem2IT``/``PutItemIT``,
``DeleteItemIT``/``DeleteItem2IT``, ``GetItemIT``, ``QueryIT``/``Query2IT``
(``KeyConditions``, ``QueryFilter``, ``ConditionalOperator``, the mixing
errors), ``QueryProjectionIT``, ``ScanTableIT``/``ScanTable2IT`` (filter
functions, ``ScanFilter``), ``BatchWriteItemIT``/``BatchGetItemIT``,
``MiscIT``/``Misc1Util`` (recorded application traffic: a lease table,
attribute names ``0``, ``%``, ``-``, ``^``, ``>``), ``BinaryEndToEndIT``. Two
unit tests of the adapter's parsers contribute expressions they are asserted to
accept: ``UpdateExpressionConversionTest`` and ``KeyConditionsHolderTest``. The
SDK builders' members are written as the API's parameters
(``.updateExpression(...)`` -> ``UpdateExpression``,
``AttributeValue.builder().ns("1")`` -> ``{"NS": ["1"]}``, ``SdkBytes`` as
base64, ``ExpectedAttributeValue``/``Condition``/``AttributeValueUpdate`` as
``Expected``/``KeyConditions``/``QueryFilter``/``ScanFilter``/``AttributeUpdates``
members). The fork virajjasani/phoenix-adapters @ 192ec69 holds the same test
files, older (fewer tests), so the apache repository is the one cited. Only
the requests were taken, as data.

Adapted only as far as needed to run: each table as the test names it
(``testName.getMethodName()``; a parameterized ``UpdateItemBaseTests``/
``UpdateItemIT`` test as JUnit names it with its brackets stripped, e.g.
``testSet1SortKey_true``; the run with a sort key (``PK1`` S, ``PK2`` N) taken
unless said otherwise), keyed as its ``CreateTableRequest`` says; secondary
indexes, streams and TTL settings the tests create left out (the recorder makes
none). ``before``: the items the test puts before the request (``getItem1()``
and friends, written typed; sets in the order the test writes them); where a
test sends several requests in turn, each one's ``before`` is what the previous
ones leave. Random values (UUIDs, ``Random`` bytes in ``BinaryEndToEndIT``,
``System.currentTimeMillis()``) are replaced by fixed ones. A request over two
tables with different keys (``BatchWriteItemIT``, ``BatchGetItemIT``) is split
into one request per table (``note``). The parser unit tests name no table and
seed no item: their expressions are sent as UpdateItem/Query requests on a
table named after the test class, with the placeholders' values the test gives
(one value the expression does not use dropped) or made-up ones (``note``).

Left out: queries and scans on secondary indexes (``QueryIndex*IT``,
``ScanIndex*IT``, the ``GetItemIT`` index queries, ``RandomizedIndexParityIT``),
the requests on a table that does not exist (``BatchWriteItemIT
testValidationExceptionNonExistentTable``: the recorder creates every table a
request names), ``BatchGetItemIT testValidationException`` (110 keys over two
tables: split per table, neither part is over the limit), DDL, streams, TTL and
the KCL tests, the paging loops' later pages (one page with its
``ExclusiveStartKey`` kept), the ``@Ignore``d tests, ``ValidationIT`` (the
adapter alone), concurrency repeats, and near-duplicates (the same request with
other values or the other ReturnValues, the SortKey_false run of a test).
"""

from __future__ import annotations

import base64

from ._build import case, item, table, typed, values

SOURCE = "phoenix-adapters"
REPO = "apache/phoenix-adapters@ef44876 "
D = "phoenix-ddb-rest/src/test/java/org/apache/phoenix/ddb/"
UB = D + "UpdateItemBaseTests.java"
UI = D + "UpdateItemIT.java"
UV = D + "UpdateExpressionValidationIT.java"
UC = D + "UpdateExpressionConversionTest.java"
CP = D + "ConditionalPutItemIT.java"
CP2 = D + "ConditionalPutItem2IT.java"
PI = D + "PutItemIT.java"
DI = D + "DeleteItemIT.java"
DI2 = D + "DeleteItem2IT.java"
GI = D + "GetItemIT.java"
QI = D + "QueryIT.java"
Q2 = D + "Query2IT.java"
QP = D + "QueryProjectionIT.java"
KC = D + "KeyConditionsHolderTest.java"
SI = D + "ScanTableIT.java"
S2 = D + "ScanTable2IT.java"
BW = D + "BatchWriteItemIT.java"
BG = D + "BatchGetItemIT.java"
MI = D + "MiscIT.java"
M1 = D + "Misc1Util.java"
BE = D + "BinaryEndToEndIT.java"

PARAM = "the SortKey_true run of the parameterized test"
PARAM_F = "the SortKey_false run of the parameterized test (hash key only)"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def _n(text: str):
    return typed({"N": text})


def _ss(*members: str):
    return typed({"SS": list(members)})


def _ns(*members: str):
    return typed({"NS": list(members)})


def _bs(*members: bytes):
    return typed({"BS": [_b64(m) for m in members]})


def _sb(*signed: int) -> bytes:
    """A Java ``byte[]`` literal (signed bytes) as Python bytes."""
    return bytes(b & 0xFF for b in signed)


def _req(tbl: str, names: dict | None = None, vals: dict | None = None, **members) -> dict:
    out = {"TableName": tbl, **members}
    if names is not None:
        out["ExpressionAttributeNames"] = names
    if vals is not None:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _upd(tbl: str, key: dict, expr: str | None, names: dict | None = None, vals: dict | None = None, **members):
    out = _req(tbl, names, vals, Key=key, **members)
    if expr is not None:
        out["UpdateExpression"] = expr
    return out


def _put(tbl: str, itm: dict, cond: str | None = None, names=None, vals=None, **members) -> dict:
    out = _req(tbl, names, vals, Item=itm, **members)
    if cond is not None:
        out["ConditionExpression"] = cond
    return out


def _del(tbl: str, key: dict, cond: str | None = None, names=None, vals=None, **members) -> dict:
    out = _req(tbl, names, vals, Key=key, **members)
    if cond is not None:
        out["ConditionExpression"] = cond
    return out


def _au(action: str | None, value=None) -> dict:
    """One ``AttributeValueUpdate`` (``action`` None: not set, DynamoDB's default PUT)."""
    out: dict = {}
    if action is not None:
        out["Action"] = action
    if value is not None:
        out["Value"] = values({"v": value})["v"]
    return out


def _cond(op: str, *vals) -> dict:
    """One legacy ``Condition``/``ExpectedAttributeValue`` with ``AttributeValueList``."""
    out: dict = {"ComparisonOperator": op}
    if vals:
        out["AttributeValueList"] = [values({"v": v})["v"] for v in vals]
    return out


def _ev(value, op: str | None = None, exists: bool | None = None) -> dict:
    """An ``ExpectedAttributeValue`` with ``Value`` (and ``ComparisonOperator``/``Exists``)."""
    out: dict = {"Value": values({"v": value})["v"]}
    if op is not None:
        out["ComparisonOperator"] = op
    if exists is not None:
        out["Exists"] = exists
    return out


# --- UpdateItemBaseTests.java ------------------------------------------------
# getItem1(): the item each test puts first; getKey(): PK1 (and PK2 with a sort key)
UB_T = table(("PK1", "S"), ("PK2", "N"))
UB_H = table(("PK1", "S"))
UB_KEY = item(PK1="A", PK2=1)
UB_KEY_H = item(PK1="A")
UB_ITEM = item(
    PK1="A",
    PK2=1,
    COL1=1,
    COL2="Title1",
    COL3="Description1",
    COL4=34,
    COL5=67,
    TopLevelSet=_ss("setMember1"),
    Counter=66,
    Reviews={"FiveStar": [{"reviewer": "Alice"}]},
)


def _ub(name: str, sort: bool = True) -> str:
    return f"{name}SortKey_{'true' if sort else 'false'}"


def _ub_upd(name: str, line: int, expr, names=None, vals=None, before=None, note: str = PARAM, **members):
    return _c(
        UB,
        line,
        "UpdateItem",
        _upd(_ub(name), UB_KEY, expr, names, vals, **members),
        UB_T,
        [UB_ITEM] if before is None else before,
        note,
    )


def _ub_legacy(name: str, line: int, updates: dict, expected: dict | None = None, note: str = PARAM, **members):
    req = {"TableName": _ub(name), "Key": UB_KEY, "AttributeUpdates": updates, **members}
    if expected is not None:
        req["Expected"] = expected
    return _c(UB, line, "UpdateItem", req, UB_T, [UB_ITEM], note)


JSON_PROPS = '{"teamName":"Foo - Bar Baz Service","channelName":"#foo-notifications"}'
UB_LIST = {**UB_ITEM, **item(NewList=["a", "b"])}

UPDATE_BASE = [
    _ub_upd(
        "testSet1",
        156,
        "SET #1 = :v1, #2 = #2 + :v2, #3 = #3 - :v3, #4 = if_not_exists (#4, :v4)",
        {"#1": "COL2", "#2": "COL1", "#3": "COL4", "#4": "NEWCOL"},
        {":v1": "TiTlE2", ":v2": _n("3.2"), ":v3": _n("89.34"), ":v4": _sb(1, -1)},
    ),
    _ub_upd(
        "testSet2",
        187,
        "SET #1 = if_not_exists(#1, :v100) + :v1, "
        "#4 = :v100 - if_not_exists( #4, :v100), "
        "#n1 = if_not_exists(#n1, :v0) + :v100,  "
        "#n2 = if_not_exists(#n2, :v110)- :v10, "
        "#n5 = if_not_exists(#n5, :v10)  + if_not_exists(#5,  :v0), "
        "NEWCOL6 = if_not_exists(NEWCOL6, :v10)",
        {"#1": "COL1", "#4": "COL4", "#n1": "NEWCOL1", "#n2": "NEWCOL2", "#5": "COL5", "#n5": "NEWCOL5"},
        {":v1": 1, ":v10": 10, ":v100": 100, ":v110": 110, ":v0": 0},
    ),
    _ub_upd(
        "testSetLiteralStringWithArithmeticOperators",
        228,
        "SET #props = :props, #eq = :eq, #co = :co",
        {"#props": "Properties", "#eq": "Equation", "#co": "Company"},
        {":props": JSON_PROPS, ":eq": "E = mc^2 + offset", ":co": "Acme - Widgets"},
        ReturnValues="ALL_NEW",
    ),
    _ub_upd(
        "testListAppend",
        300,
        "SET #newList = list_append(:items3, #newList)",
        {"#newList": "NewList"},
        {":items3": ["z"]},
        before=[{**UB_ITEM, **item(NewList=["a", "b", "c", "d"])}],
        note=PARAM + "; before: what the test's two earlier updates leave (NewList [a, b, c, d])",
    ),
    _ub_upd(
        "testListAppendLiteralAndIfNotExists",
        399,
        "SET #newList = list_append(:items2, if_not_exists(#newList, :empty))",
        {"#newList": "NewList"},
        {":empty": [], ":items2": ["c", "d"]},
        before=[UB_LIST],
        note=PARAM + "; the second apply (ReturnValues ALL_NEW, line 408); before: NewList [a, b] from the first",
        ReturnValues="ALL_NEW",
    ),
    _ub_upd(
        "testListAppendWithIfNotExistsAndCounterIncrement",
        447,
        "SET events = list_append(if_not_exists(events, :empty_list), :new_evts), updateCounter = updateCounter + :one",
        None,
        {":empty_list": [], ":new_evts": ["ev1", "ev2"], ":one": 1, ":expected": 0},
        before=[{**UB_ITEM, **item(updateCounter=0)}],
        note=PARAM + "; before: the test's seeding update (SET updateCounter = :zero) applied",
        ConditionExpression="updateCounter = :expected",
    ),
    _ub_upd(
        "testListAppendWithIfNotExistsAndCounterIncrement",
        468,
        "SET events = list_append(if_not_exists(events, :empty_list), :new_evts  )   , "
        "updateCounter = updateCounter + :one",
        None,
        {":empty_list": [], ":new_evts": ["ev3"], ":one": 1, ":expected": 1},
        before=[{**UB_ITEM, **item(updateCounter=1, events=["ev1", "ev2"])}],
        note=PARAM + " (extra whitespace around ')' and ','); before: what the previous update leaves",
        ConditionExpression="updateCounter = :expected",
    ),
    _ub_upd("testRemove", 496, "REMOVE #1.#2[0], #3", {"#1": "Reviews", "#2": "FiveStar", "#3": "COL1"}),
    _ub_upd(
        "testAdd",
        525,
        "ADD #2 :v2, #3 :v3, #4 :v4",
        {"#2": "COL1", "#3": "COL4", "#4": "TopLevelSet"},
        {":v2": _n("-3.2"), ":v3": _n("89.21"), ":v4": _ss("setMember2")},
    ),
    _ub_upd(
        "testDelete",
        554,
        "DELETE #4 :v4",
        {"#4": "TopLevelSet"},
        {":v4": _ss("setMember1", "setMember2")},
    ),
    _ub_upd(
        "testSetDelete",
        575,
        "SET #1 = :v1, #2 = #2 + :v2 DELETE #4 :v4 ",
        {"#1": "COL2", "#2": "COL1", "#4": "TopLevelSet"},
        {":v1": "TiTlE2", ":v2": _n("3.2"), ":v4": _ss("setMember1")},
    ),
    _ub_upd(
        "testDeleteRemoveSetAdd",
        655,
        "DELETE #1 :v1 REMOVE #2 ADD #3 :v3 SET #5 = if_not_exists(#6, :v5), #4 = :v4",
        {"#1": "TopLevelSet", "#2": "Reviews", "#3": "COL1", "#4": "COL3", "#5": "NEWCOL", "#6": "COL2"},
        {":v1": _ss("setMember2"), ":v3": 1000000, ":v4": "dEsCrIpTiOn1", ":v5": "Bob"},
        ReturnValues="ALL_NEW",
    ),
    _c(
        UB,
        687,
        "UpdateItem",
        _upd(
            _ub("testCounterIncrement1", False),
            UB_KEY_H,
            "SET #counter = if_not_exists(#counter, :start) + :increment",
            {"#counter": "Counter"},
            {":start": 1, ":increment": 1},
            ReturnValues="ALL_NEW",
        ),
        UB_H,
        [],
        PARAM_F + "; no item put first (createTableAndPutItem(tableName, false))",
    ),
    _ub_upd(
        "testDeleteRemoveSetAddNonExistentItemSuccess",
        787,
        "DELETE #1 :v1 REMOVE #2 ADD #3 :v3 SET #5 = if_not_exists(#5, :v5) + :v51, #4 = :v4",
        {"#1": "TopLevelSet", "#2": "Reviews", "#3": "COL1", "#4": "COL3", "#5": "NEWCOL"},
        {":v1": _ss("setMember2"), ":v3": 1000000, ":v4": "dEsCrIpTiOn1", ":v5": 1, ":v51": 10},
        before=[],
        note=PARAM + "; no item put first",
        ReturnValues="ALL_NEW",
    ),
    _ub_upd(
        "testDeleteRemoveSetAddNonExistentItemFail",
        819,
        "DELETE #1 :v1 REMOVE #2 ADD #3 :v3 SET #5 = #5 + :v5, #4 = :v4",
        {"#1": "TopLevelSet", "#2": "Reviews", "#3": "COL1", "#4": "COL3", "#5": "NEWCOL"},
        {":v1": _ss("setMember2"), ":v3": 1000000, ":v4": "dEsCrIpTiOn1", ":v5": 1},
        before=[],
        note=PARAM + "; no item put first; the test expects a 400 from DynamoDB (NEWCOL + :v5 on no item)",
        ReturnValues="ALL_NEW",
    ),
    _ub_legacy(
        "testAttributeUpdates",
        987,
        {
            "COL2": _au("PUT", "UpdatedTitle"),
            "NewNumberField": _au("PUT", _n("42.5")),
            "NewBooleanField": _au("PUT", True),
            "NewBinaryField": _au("PUT", bytes([1, 2, 3])),
            "NewStringSet": _au("PUT", _ss("value1", "value2", "value3")),
            "NewNumberSet": _au("PUT", _ns("1", "2", "3")),
            "NewMapField": _au("PUT", {"nestedString": "nested value", "nestedNumber": 100}),
            "NewListField": _au("PUT", ["item1", 42, False]),
            "COL1": _au("ADD", _n("5.5")),
            "AddToStringSet": _au("ADD", _ss("newValue1", "newValue2")),
            "AddToNumberSet": _au("ADD", _ns("10", "20")),
            "COL4": _au("DELETE"),
            "DeleteFromStringSet": _au("DELETE", _ss("removeMe")),
        },
    ),
    _ub_legacy(
        "testAttributeUpdatesDefaultAction",
        1019,
        {"DefaultActionField": _au(None, "DefaultPutValue"), "COL2": _au(None, "OverwrittenTitle")},
        note=PARAM + "; Action not set (the SDK sends no Action member)",
    ),
    _c(
        UB,
        1078,
        "UpdateItem",
        _upd(
            _ub("testAttributeUpdatesValidation"),
            UB_KEY,
            "SET testField = :val",
            None,
            {":val": "value"},
            AttributeUpdates={"test": _au("PUT", "value")},
        ),
        UB_T,
        [UB_ITEM],
        PARAM + "; UpdateExpression with AttributeUpdates: the test expects a 400",
    ),
    _ub_legacy(
        "testExpectedParameter",
        1127,
        {"COL2": _au("PUT", "UpdatedWithExpected")},
        {"COL1": _ev(1), "COL2": {"ComparisonOperator": "NOT_NULL"}},
    ),
    _ub_legacy(
        "testExpectedParameterWithOrOperator",
        1166,
        {"COL2": _au("PUT", "UpdatedWithOrCondition")},
        {"COL1": _ev(999, "EQ"), "COL2": {"ComparisonOperator": "NOT_NULL"}},
        ConditionalOperator="OR",
    ),
    _ub_legacy(
        "testExpectedParameterComparisonOperators",
        1207,
        {"NewField": _au("PUT", "AddedByComparison")},
        {"COL4": _ev(30, "GT"), "COL2": _ev("Ti", "BEGINS_WITH")},
        ConditionalOperator="AND",
    ),
    _c(
        UB,
        1240,
        "UpdateItem",
        {
            "TableName": _ub("testExpectedParameterValidation"),
            "Key": UB_KEY,
            "ConditionExpression": "attribute_exists(COL1)",
            "Expected": {"COL1": _ev(1)},
            "AttributeUpdates": {"test": _au("PUT", "value")},
        },
        UB_T,
        [UB_ITEM],
        PARAM + "; ConditionExpression with Expected: the test expects a 400",
    ),
    _ub_legacy(
        "testExpectedParameterExistsConditions1",
        1285,
        {"UpdatedField": _au("PUT", "UpdatedWithExists")},
        {"COL2": _ev("1", exists=True), "NonExistentField": {"Exists": False}},
        note=PARAM + "; the test expects ConditionalCheckFailedException (COL2 is Title1)",
        ConditionalOperator="AND",
    ),
    _ub_legacy(
        "testExpectedParameterBetweenOperator",
        1365,
        {"BetweenTest": _au("PUT", "UpdatedWithBetween")},
        {"COL4": _cond("BETWEEN", 30, 40)},
    ),
    _ub_legacy(
        "testExpectedParameterInOperator",
        1401,
        {"InTest": _au("PUT", "UpdatedWithIn")},
        {"COL2": _cond("IN", "Title1", "Title2", "Title3")},
    ),
    _ub_legacy(
        "testExpectedParameterWithAttributeValueList",
        1923,
        {"TestField5": _au("PUT", "BeginsWithTest")},
        {"COL2": _cond("BEGINS_WITH", "1")},
        note=PARAM + "; the fifth update of the test, which expects ConditionalCheckFailedException",
    ),
    _ub_upd(
        "testSetAddRemoveWithOverlappingPlaceholders2",
        2069,
        "SET #1 = #1 + :1, #11 = if_not_exists(#11, :11), #111 = :111 ADD #3 :3 REMOVE #4, #5",
        {"#1": "COL1", "#11": "NewCol11", "#111": "NewCol111", "#3": "TopLevelSet", "#4": "COL3", "#5": "Reviews"},
        {":1": 10, ":11": "default11", ":111": "value111", ":3": _ss("addedMember")},
        ReturnValues="ALL_NEW",
    ),
]

# --- UpdateItemIT.java ----------------------------------------------------------
UI_ABSENT = PARAM + "; no item put first (createTableAndPutItem(tableName, false))"


def _ui(name: str, line: int, expr, names=None, vals=None, before=None, note: str = PARAM, tbl=None, **members):
    return _c(
        UI,
        line,
        "UpdateItem",
        _upd(tbl or _ub(name), UB_KEY, expr, names, vals, **members),
        UB_T,
        [UB_ITEM] if before is None else before,
        note,
    )


UI_SUBENTRIES = [[{"subField": f"orig-{i}-{j}"} for j in range(4)] for i in range(3)]
UI_HOLDER = {
    "subList": [
        {"leaf": {"targetAttr": "X0", "siblingAttr": "Z0"}},
        {"leaf": {"targetAttr": "X1", "siblingAttr": "Z1"}},
    ]
}

UPDATE_IT = [
    _ui(
        "",
        63,
        "SET #1 = :v1, #2 = #2 + :v2, #3 = #3 - :v3",
        {"#1": "COL2", "#2": "COL1", "#3": "COL4", "#4": "Reviews", "#5": "FiveStar", "#6": "reviewer"},
        {":v1": "TiTlE2", ":v2": _n("3.2"), ":v3": _n("89.34"), ":condVal": "Alice"},
        tbl="._404-trueDR1FT-Crystal_Echo__",
        ConditionExpression="#4.#5[0].#6 = :condVal",
        ReturnValues="ALL_NEW",
    ),
    _ui(
        "",
        156,
        "REMOVE #3",
        {"#3": "COL1"},
        {":v3": _n("4.3")},
        tbl="__---Quasar__Glitch-Surge--O.otrue",
        note=PARAM + "; the test expects ConditionalCheckFailedException with the item",
        ConditionExpression="#3 > :v3",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    ),
    _ui(
        "testRemoveOnlyOperationOnNonExistingItem",
        316,
        "REMOVE nonExistentField",
        before=[],
        note=UI_ABSENT,
        ReturnValues="ALL_NEW",
    ),
    _ui(
        "testConditionFalseOnEmptyDocument",
        369,
        "SET newField = :val",
        None,
        {":val": "shouldNotCreate"},
        before=[],
        note=UI_ABSENT + "; the test expects ConditionalCheckFailedException",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ConditionExpression="attribute_exists(someField)",
    ),
    _ui(
        "testUpdateItemReturnValuesValidation",
        560,
        "SET stringField = :val",
        None,
        {":val": "test"},
        before=[item(PK1="A", PK2=1, stringField="test")],
        note=PARAM + "; the test expects a 400; before: what its earlier updates leave",
        ReturnValues="INVALID_VALUE",
    ),
    _ui(
        "testUpdateItemReturnValuesOnConditionCheckFailureValidation",
        615,
        "SET stringField = :val",
        None,
        {":val": "test"},
        before=[item(PK1="A", PK2=1, stringField="test")],
        note=PARAM + "; the test expects a 400; before: what its earlier updates leave",
        ReturnValuesOnConditionCheckFailure="INVALID_VALUE",
    ),
    _ui(
        "testDocsSetListElementAndScalarTogether",
        694,
        "SET RelatedItems[1] = :newValue, Price = :newPrice",
        None,
        {":newValue": "Screwdriver", ":newPrice": 60},
        before=[item(PK1="A", PK2=1, Price=52, RelatedItems=["Hammer", "Nails"])],
        note=PARAM + "; before: the item the test seeds",
    ),
    _ui(
        "testDocsRemoveMultipleListElements",
        737,
        "REMOVE RelatedItems[1], RelatedItems[2]",
        before=[item(PK1="A", PK2=1, RelatedItems=["Chisel", "Hammer", "Nails", "Screwdriver", "Hacksaw"])],
        note=PARAM + "; before: the item the test seeds",
    ),
    _ui(
        "testDocsDeleteFromBinarySet",
        848,
        "DELETE BinSet :r",
        None,
        {":r": _bs(bytes([2]))},
        before=[item(PK1="A", PK2=1, BinSet=_bs(bytes([1]), bytes([2]), bytes([3])))],
        note=PARAM + "; before: the item the test seeds",
    ),
    _ui(
        "testUpdatedOldNewNestedPath",
        1055,
        "SET #r.#f[0].#rv = :v",
        {"#r": "Reviews", "#f": "FiveStar", "#rv": "reviewer"},
        {":v": "Carol"},
        ReturnValues="UPDATED_OLD",
    ),
    _ui(
        "testUpdatedNewOnItemCreation",
        1121,
        "SET stringField = :s ADD #c :n",
        {"#c": "counter"},
        {":s": "hello", ":n": 9},
        before=[],
        note=UI_ABSENT,
        ReturnValues="UPDATED_NEW",
    ),
    _ui(
        "testUpdatedNewConditionalFailureReturnsFullOldRow",
        1181,
        "SET COL2 = :s",
        None,
        {":s": "UPD", ":bogus": 99999},
        note=PARAM + "; the test expects ConditionalCheckFailedException carrying the whole item",
        ConditionExpression="COL1 = :bogus",
        ReturnValues="UPDATED_NEW",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    ),
    _ui(
        "testUpdatedOldNewWithListAppend",
        1229,
        "SET MyList = list_append(MyList, :extra)",
        None,
        {":extra": ["c"]},
        before=[{**UB_ITEM, **item(MyList=["a", "b"])}],
        note=PARAM + "; before: the test's seeding update (SET MyList = :init) applied",
        ReturnValues="UPDATED_OLD",
    ),
    _ui(
        "testUpdatedOldNewAllFourClauses",
        1501,
        "SET COL2 = :s REMOVE COL3 ADD COL1 :n DELETE TopLevelSet :rm",
        None,
        {":s": "UPD2", ":n": 50, ":rm": _ss("z")},
        before=[{**UB_ITEM, **item(TopLevelSet=_ss("x", "y", "z"))}],
        note=PARAM + "; the UPDATED_NEW half; before: the re-seeded item with TopLevelSet [x, y, z]",
        ReturnValues="UPDATED_NEW",
    ),
    _c(
        UI,
        1636,
        "UpdateItem",
        {
            "TableName": _ub("testUpdatedOldNewLegacyAttributeUpdatesDelete"),
            "Key": UB_KEY,
            "AttributeUpdates": {"COL3": _au("DELETE"), "TopLevelSet": _au("DELETE", _ss("b"))},
            "ReturnValues": "UPDATED_OLD",
        },
        UB_T,
        [{**UB_ITEM, **item(TopLevelSet=_ss("a", "b", "c"))}],
        PARAM + "; before: the test's seeding update (SET TopLevelSet = :ss) applied",
    ),
    _c(
        UI,
        1688,
        "UpdateItem",
        {
            "TableName": _ub("testUpdatedOldNewWithLegacyExpected"),
            "Key": UB_KEY,
            "AttributeUpdates": {"COL2": _au("PUT", "UPD")},
            "Expected": {"COL1": _cond("EQ", 1)},
            "ReturnValues": "UPDATED_NEW",
        },
        UB_T,
        [UB_ITEM],
        PARAM + "; the UPDATED_NEW half, on the re-seeded item",
    ),
    _ui(
        "testUpdatedNewMultiType",
        1768,
        "SET strAttr = :s, numAttr = :n, binAttr = :b, boolAttr = :bo, "
        "nullAttr = :nu, listAttr = :l, mapAttr = :m, ssAttr = :ss, nsAttr = :ns, bsAttr = :bs",
        None,
        {
            ":s": "hello",
            ":n": 42,
            ":b": bytes([1, 2, 3]),
            ":bo": True,
            ":nu": None,
            ":l": ["a", 1],
            ":m": {"inner": "deep"},
            ":ss": _ss("x", "y"),
            ":ns": _ns("1", "2", "3"),
            ":bs": _bs(bytes([4]), bytes([5])),
        },
        ReturnValues="UPDATED_NEW",
    ),
    _ui(
        "testUpdatedNewMixedDotBracketPath",
        1947,
        "SET #h.#e[1][3].#sf = :v1, #h.#e[2][0].#sf = :v2",
        {"#h": "MyHolder", "#e": "subEntries", "#sf": "subField"},
        {":v1": "UPDATED-1-3", ":v2": "UPDATED-2-0"},
        before=[{**UB_ITEM, **item(MyHolder={"subEntries": UI_SUBENTRIES, "otherTop": "untouched"})}],
        note=PARAM + "; before: the test's seeding update (SET #h = :init) applied",
        ReturnValues="UPDATED_NEW",
    ),
    _ui(
        "testUpdatedOldNewRemoveNestedMapField",
        2146,
        "REMOVE MyMap.onlyField",
        before=[{**UB_ITEM, **item(MyMap={"onlyField": "x"})}],
        note=PARAM + "; before: the test's second seeding update (MyMap {onlyField: x}) applied",
        ReturnValues="UPDATED_NEW",
    ),
    _ui(
        "testUpdatedOldNewRemoveDeepMixed",
        2217,
        "REMOVE MyHolder.subList[1].leaf.targetAttr",
        before=[{**UB_ITEM, **item(MyHolder=UI_HOLDER)}],
        note=PARAM + "; before: the test's seeding update (SET MyHolder = :init) applied",
        ReturnValues="UPDATED_OLD",
    ),
    _c(
        UI,
        2260,
        "UpdateItem",
        {"TableName": _ub("testUpdatedNewEmptyUpdateRejected"), "Key": UB_KEY, "ReturnValues": "UPDATED_NEW"},
        UB_T,
        [UB_ITEM],
        PARAM + "; no update at all: the test asserts DynamoDB Local answers with status 500",
    ),
]

# --- UpdateExpressionValidationIT.java: table Validation_Test_Table, key pk ------
UV_TBL = "Validation_Test_Table"
UV_T = table(("pk", "S"))
UV_KEY = item(pk="test-key")
UV_400 = "the test expects a 400 from DynamoDB"
UV_OK = "the test expects success"


def _uv(line: int, expr: str, before_attrs: dict | None, vals=None, names=None, note: str = UV_400):
    before = [] if before_attrs is None else [{**UV_KEY, **item(**before_attrs)}]
    if before_attrs is None and note in (UV_400, UV_OK):
        note += "; no item put first"
    return _c(UV, line, "UpdateItem", _upd(UV_TBL, UV_KEY, expr, names, vals), UV_T, before, note)


VALIDATION = [
    _uv(140, "REMOVE a.b", {}),
    _uv(151, "REMOVE a.b", {"a": 123}),
    _uv(187, "REMOVE a[5]", {"a": [1, 2]}, note=UV_OK),
    _uv(262, "SET a.b = :val", {"a": 123}, {":val": "value"}),
    _uv(302, "SET a.b = :val", {}, {":val": "value"}),
    _uv(320, "SET a[5] = :val", {"a": [1, 2]}, {":val": "value"}, note=UV_OK),
    _uv(381, "ADD a :val", {"a": "string"}, {":val": 10}),
    _uv(395, "ADD a :val", {"a": _ss("string1", "string2")}, {":val": _ns("123", "456")}),
    _uv(484, "DELETE a :val", {"a": "string"}, {":val": _ss("value")}),
    _uv(661, "SET a = list_append(list_append(a, :v1), :v2)", {"a": ["x"]}, {":v1": ["y"], ":v2": ["z"]}),
    _uv(678, "SET a = list_append(a, :val)", {"a": 123}, {":val": ["y"]}),
    _uv(773, "SET ", None),
    _uv(796, "SET a = :v1, a = :v2", None, {":v1": "x", ":v2": "y"}),
    _uv(805, "SET a.b = :v1, a = :v2", None, {":v1": "x", ":v2": "y"}),
    _uv(820, "SET a = :v1 SET b = :v2", None, {":v1": "x", ":v2": "y"}),
    _uv(843, "SET a = if_not_exists(a, :v, :v2)", None, {":v": "x", ":v2": "y"}),
    _uv(857, "ADD a if_not_exists(a, :v)", None, {":v": 1}),
    _uv(873, "SET #unknown = :v", None, {":v": "x"}),
    _uv(879, "SET a = :missing", None),
    _uv(899, "SET a = :v REMOVE a", None, {":v": "x"}),
    _uv(915, "SET col = list_append(a, :v) + list_append(:w, b)", None, {":v": ["x"], ":w": ["y"]}),
    _uv(930, "SET counter = if_not_exists(c, :s) + :one", None, {":s": "notANumber", ":one": 1}),
    _uv(
        971,
        "SET myCounter = If_Not_Exists(myCounter, :one)",
        {"a": _ss("x"), "evt": ["e0"]},
        {":one": 1},
        note="one probe of testCaseSensitivityParity (the test asserts DynamoDB and the adapter answer alike); "
        "before: the item it re-seeds before each probe",
    ),
    _uv(
        1023,
        "Set myCounter = myCounter + :inc remove rmField ADD addCnt :addV dElEtE delSet :delV",
        {"myCounter": 10, "rmField": "removeMe", "addCnt": 5, "delSet": _ss("a", "b", "c")},
        {":inc": 3, ":addV": 7, ":delV": _ss("a")},
        note=UV_OK,
    ),
    _uv(1046, "SET 5col = :v", None, {":v": "x"}),
    _uv(1052, "", None),
    _uv(
        1231,
        "SET #pr.#5star[1].reviewer = :v",
        {"ProductReviews": {"FiveStar": [{"reviewer": "alice"}, {"reviewer": "alice"}]}},
        {":v": "bob"},
        {"#pr": "ProductReviews", "#5star": "FiveStar"},
        note=UV_OK,
    ),
    _uv(
        1258,
        "REMOVE #a.#leaf ADD #c :n DELETE #s :subset",
        {"topMap": {"leafField": "orig"}, "counter": 5, "myStringSet": _ss("a", "b")},
        {":n": 3, ":subset": _ss("a")},
        {"#a": "topMap", "#leaf": "leafField", "#c": "counter", "#s": "myStringSet"},
        note=UV_OK,
    ),
    _uv(
        1277,
        "SET #attr = :v REMOVE oldField",
        None,
        {":v": "hello"},
        {"#attr": "ADD"},
        note=UV_OK + " (an attribute named ADD); no item put first",
    ),
    _uv(
        1336,
        "DELETE delSet :delV ADD addCnt :addV REMOVE rmField SET cnt = cnt + :inc",
        {"cnt": 10, "rmField": "removeMe", "addCnt": 5, "delSet": _ss("a", "b", "c")},
        {":inc": 3, ":addV": 7, ":delV": _ss("a")},
        note="one of the orderings testAllClauseOrderingsProduceIdenticalItem builds (clauseBody), "
        "the reverse of the canonical one; the test expects success",
    ),
]

# --- UpdateExpressionConversionTest.java: the parser's unit test -----------------
UC_TBL = "UpdateExpressionConversionTest"
UC_T = table(("attr_0", "S"))

# DocumentDdbAttributesTest.getItem1()/getItem2() (also the items of the conditional put tests)
DOC_NMAP1 = {
    "n_attr_0": "str_val_0",
    "n_attr_1": _n("1295.03"),
    "n_attr_2": b"2048u5nblwjeiWFGTH(4bf930",
    "n_attr_3": True,
    "n_attr_4": None,
}
DOC_SHARED = {
    "attr_1": _n("1295.03"),
    "attr_5": [1234, "str001", bytes([0, 1, 2, 3, 4, 5])],
    "attr_6": DOC_NMAP1,
    "IdS": "101.01",
    "ColorBytes": b"Black",
    "RelatedItems": _ns("1234", "-485.45582904", "123.0948", "0.111"),
    "Title": "Book 101 Title",
    "ISBN": "111-1111111111",
    "InPublication": False,
}
DOC_COMMON1 = dict(
    DOC_SHARED,
    Id=_n("101.01"),
    Id2=_n("101.01"),
    Pictures=_ss(
        "http://example1.com/products/123_rear.jpg",
        "http://example2.com/products/xyz_rear.jpg",
        "http://example3.com/products/123_front.jpg",
        "http://example4.com/products/123_front.jpg",
    ),
    PictureBinarySet=_bs(
        b"http://example1.com/products/123_rear.jpg",
        b"http://example2.com/products/xyz_rear.jpg",
        b"http://example3.com/products/123_front.jpg",
        b"http://example4.com/products/123_front.jpg",
    ),
    NestedMap1={
        "Id": _n("101.01"),
        "Title": "Book 101 Title",
        "ISBN": "111-1111111111",
        "InPublication": False,
        "NList1": ["NListVal01", _n("-0.00234")],
    },
    NestedList1=[
        _n("-485.34"),
        "1234abcd",
        [
            "xyz0123",
            {
                "Id": _n("101.01"),
                "Title": "Book 101 Title",
                "ISBN": "111-1111111111",
                "InPublication": False,
                "IdSet": _ns("204850.697038475", "-3947860.4863946", "20576024", "19306873", "4869067048362759068"),
                "TitleSet": _ss("Book 1010 Title", "Book 1011 Title", "Book 1111 Title"),
                "BinaryTitleSet": _bs(b"Book 1010 Title Binary", b"Book 1011 Title Binary", b"Book 1111 Title Binary"),
            },
        ],
    ],
)
DOC_TITLES = ("Book 1010 Title", "Book 1011 Title", "Book 1111 Title", "Book 1200 Title", "Book 1201 Title")
DOC_COMMON2 = dict(
    DOC_SHARED,
    Id=_n("-102.01"),
    Id2=_n("101234.9921"),
    Pictures=_ss("1123_rear.jpg", "2xyz_rear.jpg", "3123_front.jpg", "4xyz_front.jpg"),
    PictureBinarySet=_bs(
        b"1123_rear.jpg",
        b"2xyz_rear.jpg",
        b"3123_front.jpg",
        b"4xyz_front.jpg",
        b"5123abc_rear.jpg",
        b"6xyzabc_rear.jpg",
    ),
    NestedMap1={
        "Id": _n("101.01"),
        "Title": "Book 101 Title",
        "ISBN": "111-1111111111",
        "InPublication": False,
        "NList1": ["NListVal01", _n("-0.00234"), b"to_be_removed"],
        "NestedMap2": {
            "Id": _n("101.22"),
            "Title": "Book 10122 Title",
            "ISBN": "111-1111111111999",
            "InPublication": True,
            "NList": ["NListVal01", _n("-0.00234")],
        },
        "NSet1": _ns("123.45", "9586.7778", "-124", "-6830.5555", "10238", "-48695"),
    },
    NestedList1=[
        _n("-485.34"),
        "1234abcd",
        [
            "xyz0123",
            {
                "Id": _n("9991234.0231"),
                "Title": "Book 101 Title",
                "ISBN": "111-1111111111",
                "InPublication": False,
                "IdSet": _ns("204850.69703847", "-3945786.4869476", "20576024", "19306873", "486906704836274959"),
                "TitleSet1": _ss(*DOC_TITLES),
                "TitleSet2": _ss(*DOC_TITLES),
                "BinaryTitleSet": _bs(b"Book 1010 Title Binary", b"Book 1011 Title Binary", b"Book 1111 Title Binary"),
            },
        ],
    ],
    NestedList12=[_n("-485.34"), "1234abcd", [_ss("xyz0123"), _bs(b"val01", b"val02", b"val03")]],
)
DOC1 = item(attr_0="str_val_0", **DOC_COMMON1)
DOC2 = item(attr_0="str_val_0", **DOC_COMMON2)
DOCB1 = item(attr_0=b"str_val_0", pk2=b"str_val_2", **DOC_COMMON1)
DOCB2 = item(attr_0=b"str_val_0", pk2=b"str_val_2", **DOC_COMMON2)

UC_NOTE = (
    "the expression the parser unit test converts, sent as an UpdateItem on a table named after the test "
    "class, on DocumentDdbAttributesTest.getItem2() (the document its paths address); "
)
CONVERSION = [
    _c(
        UC,
        41,
        "UpdateItem",
        _upd(
            UC_TBL,
            item(attr_0="str_val_0"),
            "SET Title = :newTitle, aCol = if_not_exists (aCol, :aCol) , "
            "Id = :newId , NestedMap1.ColorList = :ColorList , "
            "Id1 = :Id1 , NestedMap1.NList1[0] = :NList1_0 , "
            "NestedList1[2][1].ISBN = :NestedList1_ISBN , "
            "NestedMap1.NestedMap2.NewID = :newId , "
            "NestedMap1.NestedMap2.NList[2] = :NList003 , "
            "NestedMap1.NestedMap2.NList[0] = :NList001 ADD AddedId :attr5_0 , "
            "NestedMap1.AddedId :attr5_0, NestedMap1.NestedMap2.Id :newIdNeg , "
            "NestedList12[2][0] :NestedList12_00 , NestedList12[2][1] :NestedList12_01 ,"
            "  Pictures  :AddedPics "
            "REMOVE IdS, Id2, NestedMap1.Title , "
            "NestedMap1.NestedMap2.InPublication , NestedList1[2][1].TitleSet1 "
            "DELETE PictureBinarySet :PictureBinarySet01 , NestedMap1.NSet1 :NSet01 ,"
            "  NestedList1[2][1].TitleSet2 :NestedList1TitleSet01",
            None,
            {
                ":aCol": _ns("1", "2", "3"),
                ":newTitle": "Cycle_1234_new",
                ":newId": "12345",
                ":newIdNeg": _n("-12345"),
                ":ColorList": ["Black", b"White", "Silver"],
                ":Id1": b"ID_101",
                ":NList001": _n("12.22"),
                ":NList003": None,
                ":attr5_0": 10,
                ":NList1_0": _ss("Updated_set_01", "Updated_set_02"),
                ":NestedList1_ISBN": "111-1111111122",
                ":NestedList12_00": _ss("xyz01234", "abc01234"),
                ":NestedList12_01": _bs(b"val03", b"val04"),
                ":AddedPics": _ss("1235@_rear.jpg", "xyz5@_rear.jpg"),
                ":PictureBinarySet01": _bs(b"123_rear.jpg", b"xyz_front.jpg", b"xyz_front.jpg_no"),
                ":NSet01": _ns("-6830.5555", "-48695"),
                ":NestedList1TitleSet01": _ss("Book 1010 Title", "Book 1011 Title"),
            },
        ),
        UC_T,
        [DOC2],
        UC_NOTE + "its values map (getComparisonValuesMap) without :NList004, which the expression does not use",
    ),
    _c(
        UC,
        657,
        "UpdateItem",
        _upd(
            UC_TBL,
            item(attr_0="str_val_0"),
            "SET a = :v\tREMOVE b\tADD c :n\tDELETE d :s",
            None,
            {":v": "hello", ":n": 1, ":s": _ss("x")},
        ),
        UC_T,
        [item(attr_0="str_val_0", b="gone", c=1, d=_ss("x", "y"))],
        "the expression the parser unit test converts (tabs between the clauses), sent as an UpdateItem with "
        "its values; before: a made-up item holding b, c and d",
    ),
    _c(
        UC,
        785,
        "UpdateItem",
        _upd(
            UC_TBL,
            item(attr_0="str_val_0"),
            "ADD a   :v,  b\t:w DELETE c\t  :s",
            None,
            {":v": 1, ":w": 2, ":s": _ss("x")},
        ),
        UC_T,
        [item(attr_0="str_val_0", a=1, c=_ss("x", "y"))],
        "the expression the parser unit test converts (runs of spaces and tabs), sent as an UpdateItem with "
        "its values; before: a made-up item",
    ),
    _c(
        UC,
        806,
        "UpdateItem",
        _upd(
            UC_TBL,
            item(attr_0="str_val_0"),
            "SET ADDRESS = :v, REMOTE = :v2 ADD SETUP :n",
            None,
            {":v": "home", ":v2": "ssh", ":n": 1},
        ),
        UC_T,
        [],
        "the expression the parser unit test converts (names beginning with a clause keyword), sent as an "
        "UpdateItem with its values; no item before",
    ),
]

# --- PutItem: ConditionalPutItemIT.java, ConditionalPutItem2IT.java, PutItemIT.java --
A0 = table(("attr_0", "S"))
HKSK = table(("hk", "S"), ("sk", "S"))
VAL1_123 = item(attr_0="val1", attr_1=123)
NO_GSI = "the table's GSI G_IDX_<table> on attr_1 left out (the recorder makes none)"

CP2_TBL = "Conditional.Put-Item_2.IT"
CP2_T = table(("hk", "S"), ("sk", "N"))
CP2_OLD = item(
    hk="foo",
    sk=1,
    COL1=1,
    COL2="Title1",
    COL3="Description1",
    COL4=34,
    COL6=-10,
    TopLevelSet=_ss("setMember1"),
    Reviews={"FiveStar": [{"reviewer": "Alice"}]},
)
CP2_NEW = {**CP2_OLD, **item(COL2="Title2", COL42=42)}
CP2_NOTE = (
    'before: the existing item (getItem("foo", 1, false)) with the changes this test makes; the test asserts '
    "only that DynamoDB and the adapter agree"
)


def _cp2(line: int, cond: str, names: dict | None, vals: dict | None, before: dict, note: str = CP2_NOTE):
    return _c(CP2, line, "PutItem", _put(CP2_TBL, CP2_NEW, cond, names, vals), CP2_T, [before], note)


PUTS = [
    _c(
        CP,
        220,
        "PutItem",
        _put(
            "simpleConditionalPutFailureTestWithItem",
            item(attr_0="val1", attr_1=999),
            "#1 > :0",
            {"#1": "attr_1"},
            {":0": 200},
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        A0,
        [VAL1_123],
        NO_GSI + "; the test expects ConditionalCheckFailedException carrying the old item",
    ),
    _c(
        CP,
        362,
        "PutItem",
        _put(
            "compositeConditionalPutFailureTest",
            DOC2,
            "attribute_not_exists(#6) AND attribute_not_exists(#7) AND "
            "attribute_not_exists(#8) AND #0 = :0 AND #1 = :1 AND #2 = :2 "
            "AND #3 = :3 AND attribute_not_exists(#4) AND attribute_not_exists(#5)",
            {
                "#0": "attr_1",
                "#1": "ColorBytes",
                "#2": "Title",
                "#3": "InPublication",
                "#4": "NestedMap2",
                "#5": "ISBN",
                "#6": "[",
                "#7": "-",
                "#8": ">",
            },
            {":0": _n("1295.03"), ":1": b"Black", ":2": "Book 101 Title ", ":3": False},
        ),
        A0,
        [DOC1],
        "the test expects ConditionalCheckFailedException (attribute names '[', '-', '>'; the trailing space "
        "in :2); items DocumentDdbAttributesTest.getItem1()/getItem2()",
    ),
    _c(
        CP,
        516,
        "PutItem",
        _put(
            "compositeConditionalPutFailureTestWithSortKeyAndReturnRow",
            DOCB2,
            "#0 = :0 AND #1 = :1 AND #2 = :2 AND #3 = :3 AND attribute_not_exists(#4) AND attribute_not_exists(#5)",
            {
                "#0": "attr_1",
                "#1": "ColorBytes",
                "#2": "Title",
                "#3": "InPublication",
                "#4": "NestedMap2",
                "#5": "ISBN",
            },
            {":0": _n("1295.03"), ":1": b"Black", ":2": "Book 101 Title ", ":3": False},
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        table(("attr_0", "B"), ("pk2", "B")),
        [DOCB1],
        "the test expects ConditionalCheckFailedException; binary keys (getItemWithBinary1()/2())",
    ),
    _c(
        CP,
        585,
        "PutItem",
        _put(
            "compositeConditionalPutSuccessTest",
            DOC2,
            "(#0 = :0) AND "
            "(((attribute_not_exists(#1) AND attribute_not_exists(#2)) OR attribute_exists(#3)) "
            "OR (#4 = :1))",
            {"#0": "attr_1", "#1": "attr_5", "#2": "attr_6", "#3": "not_found", "#4": "Id2"},
            {":0": _n("1295.03"), ":1": _n("101.01")},
        ),
        A0,
        [DOC1],
        "the table's GSI on Id2 left out (the recorder makes none)",
    ),
    _c(
        CP,
        691,
        "PutItem",
        _put("conditionExpressionOnPKTest", item(hk="str0", sk="str1"), "attribute_not_exists(hk)"),
        HKSK,
        [item(hk="str0", sk="str1")],
        "the test expects ConditionalCheckFailedException; before: the item its first put wrote",
    ),
    _c(
        CP,
        845,
        "PutItem",
        _put("conditionExpressionOnPKTest", item(hk="str00", sk="str12"), "attribute_exists(sk)"),
        HKSK,
        [
            item(hk="str0", sk="str1", newCol="foo"),
            item(hk="str0", sk="str11", newCol="foo"),
            item(hk="str00", sk="str11", newCol="foo"),
        ],
        "the test expects ConditionalCheckFailedException (no item at that key); before: what its earlier puts leave",
    ),
    _c(
        CP,
        879,
        "PutItem",
        _put(
            "conditionalPutWithReturnValuesAllOldConditionTrueTest",
            item(attr_0="val1", attr_1=999),
            "#1 = :0",
            {"#1": "attr_1"},
            {":0": 123},
            ReturnValues="ALL_OLD",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        A0,
        [VAL1_123],
        "the test pins the returned old item",
    ),
    _c(
        CP,
        996,
        "PutItem",
        _put(
            "conditionalPutWhereItemDoesNotExistTest", item(hk="val1", payload=999), "payload = :p", None, {":p": 999}
        ),
        table(("hk", "S")),
        [],
        "the test expects ConditionalCheckFailedException (no item)",
    ),
    _c(
        CP,
        1120,
        "PutItem",
        _put(
            "conditionalPut",
            item(hk="foo", sk="bar", status="Paused"),
            "attribute_exists(sk) and attribute_not_exists(updateCount) and #s = :status",
            {"#s": "status"},
            {":status": "Active"},
        ),
        HKSK,
        [item(hk="foo", sk="bar", status="Active"), item(hk="abc", sk="def", updateCount=1, status="Active")],
        "the last put of the test (lower-case 'and'), which succeeds; before: the items it wrote first",
    ),
    _cp2(
        278,
        "(attribute_not_exists(hk) AND attribute_not_exists(sk)) or (attribute_not_exists(#2) and #s = :s)",
        {"#2": "COL100", "#s": "COL4"},
        {":s": 34},
        CP2_OLD,
    ),
    _cp2(
        349,
        "(((attribute_not_exists(hk) AND attribute_not_exists(sk)) OR attribute_exists(#1)) "
        "OR ((#3 = :0) AND ((#4 = :1) OR (#5 = :2)))) AND (((attribute_not_exists(hk) AND attribute_not_exists(sk)) "
        "OR attribute_exists(#2)) OR (#6 = :3))",
        {"#1": "COL2", "#2": "COL20000", "#3": "COL3", "#4": "COL4", "#5": "COL5", "#6": "COL6"},
        {":0": "notCol3Value", ":1": 10, ":2": 10, ":3": -10},
        CP2_OLD,
    ),
    _c(
        PI,
        390,
        "PutItem",
        _put(
            "testPutItemReturnValuesValidation",
            item(attr_0="test_value", simple_attr="simple_value"),
            ReturnValues="ALL_NEW",
        ),
        A0,
        [item(attr_0="test_value", simple_attr="simple_value")],
        "the test expects a 400 (ALL_NEW on PutItem); before: what its earlier puts leave",
    ),
    _c(
        MI,
        218,
        "PutItem",
        {
            "TableName": "tests",
            "Item": item(
                fireAndForget=0,
                executionStatus="COMPLETE",
                itemVersion=1,
                tp_tg="foundation",
                sk="Data",
                started="2025-08-22T04:12:21.028Z",
                id="65156626-2a8c-4f5d-9970-8ddf6394a48b",
                pk="TestRun#65156626-2a8c-4f5d-9970-8ddf6394a48b",
                tgt="st12",
                expireAt=1850443956,
                status="NO_TESTS",
                master=1,
            ),
            "Expected": {"itemVersion": {"Exists": False}},
            "ReturnValues": "ALL_OLD",
        },
        table(("pk", "S"), ("sk", "S")),
        [
            item(
                sk="Data",
                pk="TestRun#65156626-2a8c-4f5d-9970-8ddf6394a48b",
                fireAndForget=0,
                executionStatus="COMPLETE",
                itemVersion=1,
                tp_tg="foundation",
                started="2025-08-22T04:12:21.028Z",
                id="65156626-2a8c-4f5d-9970-8ddf6394a48b",
                tgt="st12",
                expireAt=1850443956,
                status="NO_TESTS",
                master=1,
            )
        ],
        "the test expects ConditionalCheckFailedException; before: what its legacy update (line 187) leaves",
    ),
]

MISC_UPDATE = _c(
    MI,
    187,
    "UpdateItem",
    {
        "TableName": "tests",
        "Key": item(sk="Data", pk="TestRun#65156626-2a8c-4f5d-9970-8ddf6394a48b"),
        "AttributeUpdates": {
            "fireAndForget": _au("PUT", 0),
            "executionStatus": _au("PUT", "COMPLETE"),
            "itemVersion": _au("PUT", 1),
            "tp_tg": _au("PUT", "foundation"),
            "started": _au("PUT", "2025-08-22T04:12:21.028Z"),
            "id": _au("PUT", "65156626-2a8c-4f5d-9970-8ddf6394a48b"),
            "tgt": _au("PUT", "st12"),
            "expireAt": _au("PUT", 1850443956),
            "status": _au("PUT", "NO_TESTS"),
            "master": _au("PUT", 1),
        },
        "Expected": {"itemVersion": {"Exists": False}},
        "ReturnValues": "ALL_NEW",
    },
    table(("pk", "S"), ("sk", "S")),
    [],
)

# Misc1Util.test1: the recorded traffic of an application (objects table keyed on binary "0"/"1")
OBJ_TBL = "test.cloudX9_"
OBJ_T = table(("0", "B"), ("1", "B"))
OBJ_KEY = {"0": {"B": "AAEAIA=="}, "1": {"B": "Zm9vAAE="}}
OBJ_ITEM = {
    **OBJ_KEY,
    **item(
        B=42,
        C={"YmFyAAE": {"C": 42, "E": {"YmF6AAE": {"D": 42}}}},
        **{"-": 1},
    ),
}
LEASE_TBL = "test.dataLease--12_99"
LEASE_KEY = item(shardKey="test.cloudX9_/2025-06-19T20:19:58.767/d0dba5c1e3e646d04bff003bbdefde0e")
MISC = [
    MISC_UPDATE,
    _c(
        M1,
        207,
        "PutItem",
        _put(
            OBJ_TBL,
            OBJ_ITEM,
            "((attribute_not_exists(#0) AND attribute_not_exists(#1)) OR "
            "attribute_exists(#2)) AND (((attribute_not_exists(#0)"
            " AND attribute_not_exists(#1)) OR attribute_exists(#2))"
            " OR (#3 = :0))",
            {"#0": "0", "#1": "1", "#2": "%", "#3": "-"},
            {":0": 1},
            ReturnConsumedCapacity="TOTAL",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        OBJ_T,
        [],
        "the table's stream left out",
    ),
    _c(
        M1,
        261,
        "UpdateItem",
        _upd(
            OBJ_TBL,
            OBJ_KEY,
            "SET #6 = :1, #7 = :2 REMOVE #4, #5",
            {"#0": "0", "#1": "1", "#2": "%", "#3": "-", "#4": "^", "#5": ">", "#6": "B", "#7": "C"},
            {":0": 1, ":1": 42, ":2": {"YmFyAAE": {"C": 42, "E": {}}}},
            ReturnValues="ALL_NEW",
            ReturnConsumedCapacity="TOTAL",
            ConditionExpression="((attribute_exists(#0) AND attribute_exists(#1)) AND "
            "attribute_not_exists(#2)) AND (((attribute_exists(#0) "
            "AND attribute_exists(#1)) AND attribute_not_exists(#2))"
            " AND (((attribute_not_exists(#0) AND "
            "attribute_not_exists(#1)) OR attribute_exists(#2)) "
            "OR (#3 = :0)))",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        OBJ_T,
        [OBJ_ITEM],
        "the table's stream left out; before: what the previous put wrote",
    ),
    _c(
        M1,
        325,
        "UpdateItem",
        _upd(
            LEASE_TBL,
            LEASE_KEY,
            "SET #3 = :2 REMOVE #1",
            {"#0": "shardKey", "#1": "owner", "#2": "checkpoint", "#3": "lastOwnerChangeTime"},
            {":0": "localhost:4999", ":1": "000175036441063000000", ":2": 42},
            ReturnValues="ALL_NEW",
            ReturnConsumedCapacity="TOTAL",
            ConditionExpression="attribute_exists(#0) AND #1 = :0 AND #2 = :1",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        table(("shardKey", "S")),
        [
            {
                **LEASE_KEY,
                **item(
                    owner="localhost:4999",
                    createdTime=1750364402944,
                    checkpoint="000175036441063000000",
                    lastCheckpointTime=1750364411612,
                ),
            }
        ],
        "the table's GSI ownerIndex and stream left out; before: what the lease put and checkpoint update leave",
    ),
]

# BinaryEndToEndIT.testComplexUpdateAndConditionExpressions: random binary keys made fixed
BE_TBL = "Binary.PK_Test-Table_testComplexUpdateAndConditionExpressions"
BE_T = table(("hk", "B"), ("sk", "B"))
BE_KEY = item(hk=bytes(range(1, 16)), sk=bytes(range(100, 123)))
CONN_LIST = (
    '[{"application":"main-connector","hostname":"widget-processor.internal.example.com","listeningPort":8080},'
    '{"application":"load-balancer","hostname":"widget-processor.{region}.{instance}.example.com","listeningPort":443}]'
)
CUSTOM = (
    '[{"instanceId":"region1-east","domain":"primary","zone":"alpha",'
    '"connections":[],"settings":{"cache_timeout":"300","retry_count":"3"},'
    '"groups":[],"accessRules":[]},'
    '{"instanceId":"region2-west","domain":"primary","zone":"beta",'
    '"connections":[],"settings":{"cache_timeout":"600","retry_count":"5"},'
    '"groups":[],"accessRules":[]}]'
)
METADATA = (
    '{"sys:teamId":"team_abc123xyz789","sys:teamName":"Foo Team",'
    '"config_name":"widget-validation-config","sys:channelType":"STANDARD",'
    '"api_base_path":"api/v1/widgets","admin_base_path":"api/v1/admin",'
    '"sys:aggregationKey":"widget-processor","sys:notificationEnabled":"true","sys:alerting":"enabled"}'
)
NEW_CONN_LIST = (
    '[{"application":"updated-connector","hostname":"updated-widget-processor.internal.example.com","listeningPort":9090},'
    '{"application":"updated-lb","hostname":"updated-widget-processor.{region}.{instance}.example.com","listeningPort":443}]'
)
NEW_CUSTOM = (
    '[{"instanceId":"updated-region1-east","domain":"updated-primary","zone":"updated-alpha",'
    '"connections":[{"type":"internal"}],"settings":{"updated_cache_timeout":"450","updated_retry_count":"4"},'
    '"groups":["group1","group2"],"accessRules":[{"rule":"updated-rule"}]}]'
)
NEW_METADATA = (
    '{"sys:teamId":"updated_team_xyz789abc123","sys:teamName":"Bar Team",'
    '"config_name":"updated-widget-validation-config","sys:channelType":"ENHANCED",'
    '"api_base_path":"api/v2/widgets","admin_base_path":"api/v2/admin",'
    '"sys:aggregationKey":"updated-widget-processor","sys:notificationEnabled":"false","sys:alerting":"disabled"}'
)
NOW_MS = 1767225600000
BE_ITEM = {
    **BE_KEY,
    **item(
        index_hk=bytes(range(30, 41)),
        index_sk=bytes(range(50, 57)),
        payload=1,
        itemType="widget-processor",
        accessConfig="[]",
        connectionList=CONN_LIST,
        configurationName="widget-processor-config",
        customSettings=CUSTOM,
        groups="[]",
        teamName="platform",
        metadata=METADATA,
        status="active",
        version=1,
        environment="development",
    ),
}
BE_UPDATED = {
    **BE_ITEM,
    **item(
        itemType="updated-widget-processor",
        accessConfig='[{"rule":"allow-admin","scope":"read-write"}]',
        connectionList=NEW_CONN_LIST,
        configurationName="updated-widget-processor-config",
        customSettings=NEW_CUSTOM,
        metadata=NEW_METADATA,
        lastUpdated=NOW_MS,
        version=2,
    ),
}
BE_NOTE = "the item's random hk/sk/index_hk/index_sk bytes (getItem(1)) made fixed"
BINARY = [
    _c(
        BE,
        554,
        "PutItem",
        _put(
            BE_TBL,
            {**BE_ITEM, **item(itemType="updated-processor")},
            "(#it = :expectedType OR #env = :expectedEnv) AND #ver < :maxVersion AND #status = :activeStatus",
            {"#it": "itemType", "#env": "environment", "#ver": "version", "#status": "status"},
            {
                ":expectedType": "non-existent-processor",
                ":expectedEnv": "production",
                ":maxVersion": 5,
                ":activeStatus": "active",
            },
        ),
        BE_T,
        [BE_ITEM],
        BE_NOTE + "; the table's GSI left out; the test expects ConditionalCheckFailedException",
    ),
    _c(
        BE,
        619,
        "UpdateItem",
        _upd(
            BE_TBL,
            BE_KEY,
            "SET #it = :newItemType, #ac = :newAccessConfig, #cl = :newConnectionList, "
            "#cn = :newConfigName, #cs = :newCustomSettings, #meta = :newMetadata, "
            "#lastUpdated = :currentTimestamp "
            "ADD #ver :versionIncrement",
            {
                "#it": "itemType",
                "#ac": "accessConfig",
                "#cl": "connectionList",
                "#cn": "configurationName",
                "#cs": "customSettings",
                "#meta": "metadata",
                "#ver": "version",
                "#env": "environment",
                "#status": "status",
                "#lastUpdated": "lastUpdated",
            },
            {
                ":newItemType": "updated-widget-processor",
                ":newAccessConfig": '[{"rule":"allow-admin","scope":"read-write"}]',
                ":newConnectionList": NEW_CONN_LIST,
                ":newConfigName": "updated-widget-processor-config",
                ":newCustomSettings": NEW_CUSTOM,
                ":newMetadata": NEW_METADATA,
                ":versionIncrement": 1,
                ":currentTimestamp": NOW_MS,
                ":expectedType": "widget-processor",
                ":expectedEnv": "development",
                ":minVersion": 1,
                ":maxVersion": 10,
                ":activeStatus": "active",
            },
            ConditionExpression="(#it = :expectedType AND #env = :expectedEnv) AND "
            "#ver >= :minVersion AND #ver < :maxVersion AND #status = :activeStatus",
        ),
        BE_T,
        [BE_ITEM],
        BE_NOTE + "; the table's GSI left out; System.currentTimeMillis() fixed",
    ),
]

# --- DeleteItemIT.java, DeleteItem2IT.java ------------------------------------------
FORUM_RDS = item(
    ForumName="Amazon RDS",
    LastPostedBy="brad@example.com",
    LastPostDateTime="201303201042",
    Tags="Update",
    SubjectNumber=35,
)
FN = table(("ForumName", "S"))
DI2_T = table(("pk", "S"), ("sk", "S"))
DI2_KEY = item(pk="partition1", sk="sort1")
DI2_ITEM = {**DI2_KEY, **item(ForumName="Amazon DynamoDB", Status="active", Count=42, Tags=_ss("tag1", "tag2"))}
DELETES = [
    _c(
        DI,
        455,
        "DeleteItem",
        _del("testDeleteItemReturnValuesValidation", item(ForumName="Amazon RDS"), ReturnValues="ALL_NEW"),
        FN,
        [FORUM_RDS],
        "the test expects a 400 (ALL_NEW on DeleteItem)",
    ),
    _c(
        DI,
        477,
        "DeleteItem",
        _del("testDeleteItemReturnValuesValidation", item(ForumName="Amazon RDS"), ReturnValues="UPDATED_OLD"),
        FN,
        [FORUM_RDS],
        "the test expects a 400 (UPDATED_OLD on DeleteItem)",
    ),
    _c(
        DI2,
        233,
        "DeleteItem",
        _del(
            "testAttributeNotExists_RowExists_AttributeMissing_ReturnAllOld",
            DI2_KEY,
            "attribute_not_exists(#attr)",
            {"#attr": "NonExistentAttribute"},
            ReturnValues="ALL_OLD",
        ),
        DI2_T,
        [DI2_ITEM],
    ),
    _c(
        DI2,
        412,
        "DeleteItem",
        _del(
            "testAttributeExists_RowNotExists_ReturnAllOld",
            DI2_KEY,
            "attribute_exists(#attr)",
            {"#attr": "ForumName"},
            ReturnValues="ALL_OLD",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        DI2_T,
        [],
        "the test expects ConditionalCheckFailedException (no item)",
    ),
    _c(
        DI2,
        496,
        "DeleteItem",
        _del(
            "testValueComparison_RowExists_ConditionFails_ReturnValuesOnConditionCheckFailure",
            DI2_KEY,
            "#attr = :val",
            {"#attr": "Status"},
            {":val": "inactive"},
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        ),
        DI2_T,
        [DI2_ITEM],
        "the test expects ConditionalCheckFailedException carrying the item",
    ),
    _c(
        BE,
        661,
        "DeleteItem",
        _del(
            BE_TBL,
            BE_KEY,
            "(#it = :expectedType AND #env = :expectedEnv) AND "
            "#ver = :expectedVersion AND #status = :activeStatus AND "
            "#team = :expectedTeam AND #lu > :recentTime",
            {
                "#it": "itemType",
                "#env": "environment",
                "#ver": "version",
                "#status": "status",
                "#team": "teamName",
                "#lu": "lastUpdated",
            },
            {
                ":expectedType": "updated-widget-processor",
                ":expectedEnv": "development",
                ":expectedVersion": 2,
                ":activeStatus": "active",
                ":expectedTeam": "platform",
                ":recentTime": NOW_MS - 60000,
            },
        ),
        BE_T,
        [BE_UPDATED],
        BE_NOTE
        + "; the table's GSI left out; System.currentTimeMillis() fixed; before: what the previous update leaves",
    ),
]

# --- GetItemIT.java -----------------------------------------------------------------------
GI_T = table(("ForumName", "S"), ("Subject", "S"))
GI_KEY = item(ForumName="Amazon DynamoDB", Subject="How do I update multiple items?")
GI_ITEM = {
    **GI_KEY,
    **item(
        Tag="Update",
        LastPostDateTime=201303190436,
        Message="I want to update multiple items in a single call. What's the best way to do that?",
    ),
}
GETS = [
    _c(
        GI,
        616,
        "GetItem",
        {
            "TableName": "testGetItemWithAttributesToGet",
            "Key": GI_KEY,
            "AttributesToGet": ["LastPostDateTime", "Message", "Tag"],
        },
        GI_T,
        [GI_ITEM],
    ),
    _c(
        GI,
        646,
        "GetItem",
        {
            "TableName": "testGetItemWithAttributesToGetAndValidationError",
            "Key": GI_KEY,
            "AttributesToGet": ["LastPostDateTime", "Message"],
            "ProjectionExpression": "LastPostDateTime, Message, Tag",
        },
        GI_T,
        [GI_ITEM],
        "the test expects a 400 (AttributesToGet with ProjectionExpression)",
    ),
]

# --- Query: QueryIT.java, Query2IT.java, QueryProjectionIT.java, KeyConditionsHolderTest.java ----
A0A1 = table(("attr_0", "S"), ("attr_1", "N"))


def _q_item(pk: str, sk: int, id1: int, id2: str, title: str, reviewers: list, ab: str | None) -> dict:
    attrs = {
        "attr_0": pk,
        "attr_1": sk,
        "Id1": id1,
        "Id2": _n(id2),
        "title": title,
        "Reviews": {"FiveStar": [{"reviewer": r} for r in reviewers]},
    }
    if ab is not None:
        attrs["A.B"] = ab
    return item(**attrs)


Q_ITEMS = [
    _q_item("A", 1, -5, "10.10", "Title1", ["Alice"], "not nested field 1"),
    _q_item("B", 2, -15, "150.10", "Title2", ["Bob1", "Bob2"], "not nested field 2"),
    _q_item("B", 3, 11, "1000.10", "Title3", ["Carl"], "not nested field 3"),
    _q_item("B", 4, -23, "99.10", "Title40", ["Drake"], "not nested field 4"),
]
S_ITEMS = [
    _q_item("A", 1, -5, "10.10", "Title1", ["Alice"], None),
    _q_item("B", 2, -15, "150.10", "Title2", ["Bob1", "Bob2"], None),
    _q_item("C", 3, 11, "1000.10", "Title3", ["Carl"], None),
    _q_item("D", 4, -23, "99.10", "Title40", ["Drake"], None),
]
KC_B = {"attr_0": _cond("EQ", "B")}
PROJ_TBL = "PROJECTION_TEST_TABLE"
PROJ_ITEM = item(
    attr_0="B",
    attr_1=2,
    Id1=-15,
    Id2=_n("150.10"),
    title="Title2",
    Reviews={"FiveStar": [{"reviewer": f"Bob{i}"} for i in range(1, 5)]},
    map3={"map2": {"val1": "val1", "val2": "val2", "val3": "val3"}},
    nestedList=[["a", 1], [["c", "d"]], ["b", 2]],
    track=[{"shot": [["x"], [{"city": {"standard": [1, 2, 3]}}, "s"]]}, "hello"],
    **{"A.B": "not nested field 1"},
)


def _proj(line: int, expr: str, names: dict | None = None, note: str = "") -> dict:
    return _c(
        QP,
        line,
        "Query",
        _req(
            PROJ_TBL,
            {**(names or {}), "#hashKey": "attr_0"},
            {":v0": "B"},
            KeyConditionExpression="#hashKey = :v0",
            ProjectionExpression=expr,
        ),
        A0,
        [PROJ_ITEM],
        note,
    )


KC_TBL = "KeyConditionsHolderTest"
KC_T = table(("hashKey", "S"), ("sortKey", "S"))
KC_ITEMS = [item(hashKey="h1", sortKey=s) for s in ("a1", "b2", "b3", "c4")]
KC_NOTE = (
    "the key condition the parser unit test parses, sent as a Query on a table named after the test class "
    "(hashKey S, sortKey S) over made-up items; the values made up (the unit test gives only the names)"
)


def _kc(line: int, expr: str, names: dict | None, vals: dict) -> dict:
    return _c(KC, line, "Query", _req(KC_TBL, names, vals, KeyConditionExpression=expr), KC_T, KC_ITEMS, KC_NOTE)


QUERIES = [
    _c(
        QI,
        134,
        "Query",
        _req(
            "42We149X_TaBlE...--___",
            {"#0": "attr_0", "#1": "attr_1", "#2": "Id2"},
            {":v0": "B", ":v1": 4, ":v2": _n("1000.10")},
            KeyConditionExpression="#0 = :v0 AND #1 < :v1",
            FilterExpression="#2 <= :v2",
            Limit=1,
        ),
        A0A1,
        Q_ITEMS,
        "the second query of the test (limit(1) added at line 154)",
    ),
    _c(
        QI,
        286,
        "Query",
        _req(
            "queryBinaryBeginsWithTest",
            {"#0": "attr_0", "#1": "title"},
            {":v0": "pk1", ":v1": bytes([1, 2, 3])},
            KeyConditionExpression="#0 = :v0 AND begins_with(#1, :v1)",
        ),
        table(("attr_0", "S"), ("title", "B")),
        [
            item(attr_0="pk1", title=bytes([1, 2, 3, 4, 5]), val=100),
            item(attr_0="pk1", title=bytes([5, 4, 3, 2, 1]), val=300),
        ],
    ),
    _c(
        QI,
        333,
        "Query",
        _req(
            "querySimpleProjectionTest",
            {"#0": "attr_0", "#proj": "A.B"},
            {":v0": "B"},
            KeyConditionExpression="#0 = :v0",
            ProjectionExpression="Id2, title, #proj",
            Select="SPECIFIC_ATTRIBUTES",
        ),
        A0,
        Q_ITEMS[:2],
    ),
    _c(
        QI,
        448,
        "Query",
        _req(
            "queryLastEvaluatedKeyPagingWithHashSortKeysTest",
            {"#0": "attr_0", "#1": "attr_1"},
            {":v0": "B", ":v1": 1},
            KeyConditionExpression="#0 = :v0 AND #1 > :v1",
            ExclusiveStartKey=item(attr_0="B", attr_1=3),
        ),
        A0A1,
        Q_ITEMS,
        "the second page: the LastEvaluatedKey of the Limit 2 query as ExclusiveStartKey, limit(null)",
    ),
    _c(
        QI,
        1000,
        "Query",
        _req(
            "testInvalidNotEqualOperatorInKeyCondition",
            {"#0": "attr_0"},
            {":v0": "B"},
            KeyConditionExpression="#0 <> :v0",
        ),
        A0A1,
        [],
        "the test expects a 400",
    ),
    _c(
        QI,
        1046,
        "Query",
        _req("testQueryWithMissingPartitionKeyValue", None, {}, KeyConditionExpression="pk = :v0"),
        table(("pk", "S"), ("sk", "S")),
        [item(pk="test-pk", sk="test-sk")],
        "the test expects a 400; the SDK sends the empty ExpressionAttributeValues map the test sets",
    ),
    _c(
        QI,
        1129,
        "Query",
        _req(
            "testQueryWithMissingBetweenValue",
            None,
            {":v0": "test-pk", ":v1": 5},
            KeyConditionExpression="pk = :v0 AND sk BETWEEN :v1 AND :v2",
        ),
        table(("pk", "S"), ("sk", "N")),
        [item(pk="test-pk", sk=10)],
        "the test expects a 400",
    ),
    _c(
        Q2,
        211,
        "Query",
        {
            "TableName": "queryBetweenTestWithKeyConditions",
            "KeyConditions": {**KC_B, "attr_1": _cond("BETWEEN", 1, 5)},
            "QueryFilter": {"Id1": _cond("GT", 0)},
        },
        A0A1,
        Q_ITEMS,
    ),
    _c(
        Q2,
        371,
        "Query",
        {
            "TableName": "querySimpleProjectionTestWithKeyConditions",
            "KeyConditions": KC_B,
            "ProjectionExpression": "Id2, title, #proj",
            "ExpressionAttributeNames": {"#proj": "A.B"},
        },
        A0,
        Q_ITEMS[:2],
        "legacy KeyConditions with ProjectionExpression: the test asserts DynamoDB Local returns 1 item",
    ),
    _c(
        Q2,
        585,
        "Query",
        {
            "TableName": "testKeyConditionsAndKeyConditionExpressionValidationError",
            "KeyConditions": {"attr_0": _cond("EQ", "test")},
            "KeyConditionExpression": "attr_0 = :val",
            "ExpressionAttributeValues": values({":val": "test"}),
        },
        A0,
        [],
        "the test expects a 400",
    ),
    _c(
        Q2,
        718,
        "Query",
        {
            "TableName": "testQueryFilterWithConditionalOperatorOR",
            "KeyConditions": {"partition_id": _cond("EQ", "pk1")},
            "QueryFilter": {"attr1": _cond("EQ", "special"), "attr2": _cond("GT", 20)},
            "ConditionalOperator": "OR",
        },
        table(("partition_id", "S"), ("sort_id", "S")),
        [
            item(partition_id="pk1", sort_id="sk1", attr1="special", attr2=5),
            item(partition_id="pk1", sort_id="sk2", attr1="normal", attr2=25),
        ],
    ),
    _c(
        Q2,
        762,
        "Query",
        {
            "TableName": "testQueryFilterAndFilterExpressionValidationError",
            "KeyConditions": {"attr_0": _cond("EQ", "test")},
            "QueryFilter": {"attr1": _cond("EQ", "value")},
            "FilterExpression": "attr2 = :val",
            "ExpressionAttributeValues": values({":val": "test"}),
        },
        A0,
        [],
        "the test expects a 400",
    ),
    _proj(
        286,
        "#0[0].#1[2][0].#2.#3[1],#0[0].#1[2][0].#2.#3[2], #0[0].#1[2][0].#2.#3[0], #4",
        {"#0": "track", "#1": "shot", "#2": "city", "#3": "standard", "#4": "A.B"},
    ),
    _proj(
        292, "Id2, title, Reviews.FiveStar[110].reviewer,Reviews.FivveStar[2].reviewer,Reveiews.FiveStar[3].reviewer"
    ),
    _c(
        QP,
        419,
        "Query",
        {
            "TableName": PROJ_TBL,
            "KeyConditions": KC_B,
            "AttributesToGet": ["Id2", "title"],
            "ProjectionExpression": "Id2, title, Reviews",
        },
        A0,
        [PROJ_ITEM],
        "the test expects a 400",
    ),
    _kc(188, "hashKey=:0 AND sortKey>:1", None, {":0": "h1", ":1": "b"}),
    _kc(
        261,
        "#sk BETWEEN :v3 AND :v4 AND #pk = :v1",
        {"#pk": "hashKey", "#sk": "sortKey"},
        {":v1": "h1", ":v3": "b", ":v4": "c"},
    ),
    _kc(283, "begins_with(#sk, :v2) AND #pk = :v1", {"#pk": "hashKey", "#sk": "sortKey"}, {":v1": "h1", ":v2": "b"}),
]

# --- Scan: ScanTableIT.java, ScanTable2IT.java ---------------------------------------------
PK = table(("pk", "S"))
BW_ITEMS = [
    item(
        pk="item1", stringAttr="prefix_match", binaryAttr=bytes([1, 2, 3, 4, 5]), numberAttr=123, category="electronics"
    ),
    item(pk="item2", stringAttr="prefix_nomatch", binaryAttr=bytes([1, 2, 9, 8, 7]), numberAttr=456, category="books"),
    item(
        pk="item3",
        stringAttr="different_prefix",
        binaryAttr=bytes([5, 4, 3, 2, 1]),
        numberAttr=789,
        category="electronics",
    ),
    item(pk="item4", stringAttr="prefix_another", binaryAttr=bytes([1, 2, 3, 9, 9]), numberAttr=101, category="books"),
]


def _ct(pk, s, ss, ns, bs, lst, cat, num) -> dict:
    return item(
        pk=pk,
        stringAttr=s,
        stringSet=_ss(*ss),
        numberSet=_ns(*ns),
        binarySet=_bs(*bs),
        listAttr=lst,
        category=cat,
        numberAttr=num,
    )


CT_ITEMS = [
    _ct(
        "item1",
        "hello world test",
        ("apple", "banana", "cherry"),
        ("1", "2", "3"),
        (b"\x01\x02", b"\x03\x04", b"\x05\x06"),
        ["red", "green", "blue"],
        "electronics",
        100,
    ),
    _ct(
        "item2",
        "goodbye world",
        ("orange", "grape", "kiwi"),
        ("4", "5", "6"),
        (b"\x07\x08", b"\x09\x0a"),
        ["yellow", "purple"],
        "books",
        200,
    ),
    _ct(
        "item3",
        "testing contains function",
        ("apple", "orange", "mango"),
        ("1", "7", "8"),
        (b"\x01\x02", b"\x0b\x0c"),
        ["red", "orange", 42],
        "electronics",
        300,
    ),
    _ct(
        "item4",
        "no match here",
        ("watermelon", "pineapple"),
        ("9", "10", "11"),
        (b"\x0d\x0e",),
        ["black", "white"],
        "books",
        400,
    ),
    _ct("item5", "world of wonders", ("apple", "banana"), ("1", "2"), (b"\x01\x02",), ["red", "pink"], "toys", 500),
    _ct(
        "item6",
        "hello universe",
        ("orange", "mango"),
        ("10", "12"),
        (b"\x0f\x10",),
        ["green", "blue"],
        "electronics",
        600,
    ),
    _ct(
        "item7",
        "testing world",
        ("grape", "apple"),
        ("1", "9"),
        (b"\x01\x02", b"\x07\x08"),
        ["black", 42],
        "books",
        700,
    ),
    _ct("item8", "sample test", ("cherry", "kiwi"), ("5", "6"), (b"\x09\x0a",), ["white", "gray"], "toys", 800),
]
SZ_ITEMS = [
    item(
        pk="item1",
        stringAttr="test",
        binaryAttr=b"\x01\x02",
        stringSet=_ss("apple", "banana"),
        numberSet=_ns("1", "2", "3"),
        binarySet=_bs(b"\x01\x02"),
        listAttr=["red", "green", "blue"],
        mapAttr={"key1": "value1"},
    ),
    item(
        pk="item2",
        stringAttr="hello world",
        binaryAttr=b"\x01\x02\x03",
        stringSet=_ss("orange", "grape", "kiwi"),
        numberSet=_ns("4", "5"),
        binarySet=_bs(b"\x07\x08", b"\x09\x0a"),
        listAttr=["yellow", "purple", "pink", "brown"],
        mapAttr={"key1": "value1", "key2": 42},
    ),
    item(
        pk="item3",
        stringAttr="testing size function",
        binaryAttr=b"\x01\x02\x03",
        stringSet=_ss("apple", "orange", "mango", "cherry"),
        numberSet=_ns("1", "7", "8"),
        binarySet=_bs(b"\x01\x02", b"\x0b\x0c", b"\x0d\x0e"),
        listAttr=["red", "orange", 42],
        mapAttr={"key1": "value1", "key2": 42, "key3": True},
    ),
    item(
        pk="item4",
        stringAttr="short",
        binaryAttr=b"\x01\x02\x03\x04",
        stringSet=_ss("watermelon", "pineapple"),
        numberSet=_ns("9", "10"),
        binarySet=_bs(b"\x0d\x0e"),
        listAttr=["black", "white"],
        mapAttr={"singleKey": "singleValue"},
    ),
]
AT_ITEMS = [
    item(
        pk="item1",
        stringAttr="test string",
        numberAttr=100,
        binaryAttr=b"\x01\x02",
        stringSet=_ss("apple", "banana"),
        numberSet=_ns("1", "2", "3"),
        binarySet=_bs(b"\x01\x02"),
        listAttr=["red", "green"],
        mapAttr={"nested": "value"},
        boolAttr=True,
    ),
    item(
        pk="item2",
        stringAttr="another string",
        numberAttr=200,
        binaryAttr=b"\x03\x04\x05",
        stringSet=_ss("orange", "grape"),
        binarySet=_bs(b"\x07\x08", b"\x09\x0a"),
        listAttr=[42, "mixed"],
        mapAttr={"key1": "value1", "key2": 42},
    ),
    item(
        pk="item3",
        stringAttr="third string",
        numberAttr=300,
        binaryAttr=b"\x06\x07\x08",
        stringSet=_ss("kiwi", "mango", "cherry"),
        numberSet=_ns("10", "20"),
        binarySet=_bs(b"\x0b\x0c"),
        listAttr=["blue", False],
    ),
    item(
        pk="item4",
        stringAttr="fourth string",
        numberAttr=400,
        binaryAttr=b"\x09\x0a\x0b",
        stringSet=_ss("watermelon"),
        numberSet=_ns("5", "15"),
        listAttr=["yellow", 100],
        mapAttr={"nested": True},
        boolAttr=False,
    ),
    item(pk="item5", stringAttr="fifth string", numberAttr=500, stringSet=_ss("apple", "orange"), numberSet=_ns("1")),
    item(pk="item6", stringAttr="sixth string", numberAttr=600, nullAttr=None),
]


def _scan(
    line: int, tbl: str, before: list, note: str = "", path: str = SI, tdef: dict = PK, names=None, vals=None, **members
):
    return _c(path, line, "Scan", _req(tbl, names, vals, **members), tdef, before, note)


def _sf(line: int, tbl: str, before: list, scan_filter: dict, note: str = "", tdef: dict = A0A1, **members):
    return _c(S2, line, "Scan", {"TableName": tbl, "ScanFilter": scan_filter, **members}, tdef, before, note)


SCANS = [
    _scan(
        478,
        "testScanWithFilterAndPagination",
        S_ITEMS,
        "the first page of the test's loop",
        tdef=A0A1,
        names={"#1": "Reviews", "#2": "FiveStar", "#3": "reviewer", "#4": "attr_0", "#5": "attr_1"},
        vals={":v2": "Drake", ":v4": "A", ":v5": 3},
        FilterExpression="(#4 > :v4 AND #5 < :v5) OR #1.#2[0].#3 = :v2",
        Limit=1,
    ),
    _scan(
        687,
        "testScanWithBeginsWithFilter",
        BW_ITEMS,
        vals={":binPrefix": bytes([1, 2])},
        FilterExpression="begins_with(binaryAttr, :binPrefix)",
    ),
    _scan(
        739,
        "testScanWithBeginsWithFilter",
        BW_ITEMS,
        "the test expects a 400 (begins_with on a number)",
        vals={":numPrefix": 12},
        FilterExpression="begins_with(numberAttr, :numPrefix)",
    ),
    _scan(
        771,
        "testScanWithBeginsWithFilter",
        BW_ITEMS,
        vals={":emptyPrefix": ""},
        FilterExpression="begins_with(stringAttr, :emptyPrefix)",
    ),
    _scan(
        861,
        "testScanWithContainsFilter",
        CT_ITEMS,
        vals={":listElement": 42},
        FilterExpression="contains(listAttr, :listElement)",
    ),
    _scan(
        939,
        "testScanWithContainsFilter",
        CT_ITEMS,
        vals={":substring": "10"},
        FilterExpression="contains(numberAttr, :substring)",
    ),
    _scan(
        1011, "testScanWithSizeFilter", SZ_ITEMS, vals={":byteSize": 3}, FilterExpression="size(binaryAttr) = :byteSize"
    ),
    _scan(
        1085,
        "testScanWithSizeFilter",
        SZ_ITEMS,
        vals={":setSize": 2},
        FilterExpression="NOT size(stringSet) = :setSize",
    ),
    _scan(
        1208,
        "testScanWithAttributeTypeFilter",
        AT_ITEMS,
        vals={":nullType": "NULL"},
        FilterExpression="attribute_type(nullAttr, :nullType)",
    ),
    _scan(
        1267,
        "testScanWithAttributeTypeFilter",
        AT_ITEMS,
        vals={":strType": "S", ":listType": "L", ":numType": "N"},
        FilterExpression="(attribute_type(stringAttr, :strType) OR attribute_type(listAttr, :listType)) "
        "AND attribute_type(numberAttr, :numType)",
    ),
    _scan(
        1754,
        "testScanWithAttributesToGetAndValidationError",
        S_ITEMS[:1],
        "the test expects a 400 (AttributesToGet with ProjectionExpression)",
        tdef=A0,
        AttributesToGet=["attr_0", "title"],
        ProjectionExpression="attr_0, title, Reviews",
    ),
    _sf(381, "testScanWithInOperatorUsingScanFilter", S_ITEMS, {"attr_0": _cond("IN", "A", "C")}),
    _sf(
        542,
        "testScanWithComplexScanFilterAndPagination",
        S_ITEMS,
        {"Id1": _cond("GT", -20), "Id2": _cond("LT", 200)},
        "the first page (Limit 1)",
        ConditionalOperator="AND",
        Limit=1,
    ),
    _sf(
        735,
        "testScanWithNotContainsOperatorUsingScanFilter",
        [
            item(attr_0="item1", attr_1=1, stringAttr="hello world", stringSet=_ss("apple", "banana")),
            item(attr_0="item2", attr_1=2, stringAttr="goodbye universe", stringSet=_ss("orange", "grape")),
        ],
        {"stringAttr": _cond("NOT_CONTAINS", "world")},
    ),
    _sf(
        780,
        "testScanWithNullAndNotNullOperatorsUsingScanFilter",
        [item(attr_0="item1", attr_1=1, optionalAttr="exists"), item(attr_0="item2", attr_1=2)],
        {"optionalAttr": {"ComparisonOperator": "NULL"}},
    ),
    _c(
        S2,
        804,
        "Scan",
        {
            "TableName": "testScanFilterAndFilterExpressionValidationError",
            "ScanFilter": {"attr1": _cond("EQ", "value")},
            "FilterExpression": "attr2 = :val",
            "ExpressionAttributeValues": values({":val": "test"}),
        },
        A0,
        [],
        "the test expects a 400",
    ),
]

# --- BatchWriteItemIT.java, BatchGetItemIT.java ------------------------------------------------
BW_T1 = table(("pk1", "S"), ("pk2", "N"))
BW_T2 = table(("COL1", "N"), ("COL2", "S"))
BWI = [
    item(pk1="A", pk2=1, COL1=1, COL2="Title1"),
    item(pk1="B", pk2=2, COL1=3, COL2="Title2"),
    item(pk1="C", pk2=3, COL1=4, COL2="Title3"),
    item(pk1="D", pk2=4, COL1=5, COL2="Title4"),
]


def _pr(itm: dict) -> dict:
    return {"PutRequest": {"Item": itm}}


def _dr(itm: dict, *keys: str) -> dict:
    return {"DeleteRequest": {"Key": {k: itm[k] for k in keys}}}


def _bw_new1(i: int) -> dict:
    return {**BWI[0], "pk2": {"N": str(i)}}


SPLIT = "the request's part for table {0} alone (its part for table {1}, keyed otherwise, left out)"
BATCHES = [
    _c(
        BW,
        129,
        "BatchWriteItem",
        {
            "RequestItems": {
                "testBatchWritesOneTable": [_pr(BWI[2]), _dr(BWI[0], "pk1", "pk2"), _dr(BWI[1], "pk1", "pk2")]
            }
        },
        BW_T1,
        BWI[:2],
    ),
    _c(
        BW,
        179,
        "BatchWriteItem",
        {
            "RequestItems": {
                "testBatchWritesTwoTables_2": [_pr(BWI[0]), _dr(BWI[1], "COL1", "COL2"), _dr(BWI[2], "COL1", "COL2")]
            }
        },
        BW_T2,
        BWI[1:],
        SPLIT.format("testBatchWritesTwoTables_2 (hash COL1 N, range COL2 S)", "testBatchWritesTwoTables_1"),
    ),
    _c(
        BW,
        223,
        "BatchWriteItem",
        {
            "RequestItems": {
                "testValidationExceptionTotalItemsLimit_1": [_pr(_bw_new1(i)) for i in range(25)]
                + [_dr(BWI[3], "pk1", "pk2"), _pr(_bw_new1(27))]
            }
        },
        BW_T1,
        [],
        SPLIT.format("testValidationExceptionTotalItemsLimit_1", "testValidationExceptionTotalItemsLimit_2")
        + "; 27 writes, over the limit of 25 on their own; the test expects a 400",
    ),
    _c(
        BW,
        309,
        "BatchWriteItem",
        {
            "RequestItems": {
                "testValidationExceptionDuplicatePuts_2": [
                    _pr(BWI[0]),
                    _pr(BWI[1]),
                    _pr(BWI[2]),
                    _pr(BWI[1]),
                    _dr(BWI[3], "COL1", "COL2"),
                ]
            }
        },
        BW_T2,
        [],
        SPLIT.format("testValidationExceptionDuplicatePuts_2", "testValidationExceptionDuplicatePuts_1")
        + "; the duplicate puts are in this part; the test expects a 400",
    ),
    _c(
        BW,
        363,
        "BatchWriteItem",
        {
            "RequestItems": {
                "testValidationExceptionDuplicatePutAndDelete_2": [
                    _pr(BWI[0]),
                    _pr(BWI[1]),
                    _dr(BWI[2], "COL1", "COL2"),
                    _dr(BWI[3], "COL1", "COL2"),
                    _dr(BWI[0], "COL1", "COL2"),
                ]
            }
        },
        BW_T2,
        [],
        SPLIT.format("testValidationExceptionDuplicatePutAndDelete_2", "testValidationExceptionDuplicatePutAndDelete_1")
        + "; the put and delete of one key are in this part; the test expects a 400",
    ),
]


def _forum(
    name: str, item_id: int, sender: str, kind: str, subject: str, tags: str, message: str, threads: int, messages: int
) -> dict:
    return item(
        DatabaseName=name,
        Id=item_id,
        Feedback={"FeedbackDetails": [{"Sender": sender, "Type": kind}]},
        ForumName=name,
        Subject=subject,
        Tags=tags,
        Message=message,
        Threads=threads,
        Messages=messages,
    )


READ_ONE = "How many users can read a single data item at a time? Are there any limits?"
READ_MANY = "How many users can read multiple data item at a time? Are there any limits?"
FORUM_ITEMS = [
    _forum("Amazon DynamoDB", 5, "Jake", "Positive Feedback", "Concurrent Reads", "Reads", READ_ONE, 12, 55),
    _forum("Amazon RDS", 20, "Bob", "Neutral Feedback", "Concurrent Reads", "Writes", READ_MANY, 8, 32),
    _forum("Amazon DBS", 35, "Lynn", "Neutral Feedback", "Concurrent Reads", "Writes", READ_MANY, 8, 32),
]
BATCHES += [
    _c(
        BG,
        186,
        "BatchGetItem",
        {
            "RequestItems": {
                "FoRum": {
                    "Keys": [item(ForumName="Amazon DynamoDB"), item(ForumName="Amazon RDS")],
                    "ProjectionExpression": "ForumName, Threads, Messages",
                }
            }
        },
        FN,
        FORUM_ITEMS,
        SPLIT.format("FoRum (hash ForumName)", "dataBase"),
    ),
    _c(
        BG,
        321,
        "BatchGetItem",
        {
            "RequestItems": {
                "FoRum": {
                    "Keys": [item(ForumName="Amazon DynamoDB"), item(ForumName="Amazon RDS")],
                    "ExpressionAttributeNames": {"#0": "DatabaseName", "#1": "Id", "#2": "Feedback"},
                    "ProjectionExpression": "#0, #1, #2.FeedbackDetails[0].Sender",
                }
            }
        },
        FN,
        FORUM_ITEMS,
    ),
]

CASES = (
    UPDATE_BASE
    + UPDATE_IT
    + VALIDATION
    + CONVERSION
    + PUTS
    + MISC
    + BINARY
    + DELETES
    + GETS
    + QUERIES
    + SCANS
    + BATCHES
)
