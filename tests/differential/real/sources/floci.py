"""Floci (an AWS emulator) and its compatibility tests: the DynamoDB requests they send.

Source: floci-io/floci, branch main, commit a2389e7 (2026-08-22), and
yoyo-real/floci-compatibility-tests, commit f70190a (2026-04-01); both hold
DynamoDB request tests. From floci-io/floci: the compatibility tests meant to
pass against AWS (``compatibility-tests/sdk-test-node/tests/dynamodb-conformance.test.ts``,
``compatibility-tests/sdk-test-java/src/test/java/com/floci/test/{DynamoDbConformanceChangesTest,
DynamoDbExpressionTests,DynamoDbScanConditionTests,DynamoDbConcurrencyTest}.java``,
``compatibility-tests/sdk-test-awscli/test/dynamodb.bats``: the requests the
SDKs and the CLI send, the error names they assert), the emulator's own HTTP
tests, which post raw DynamoDB JSON and often pin AWS's message
(``src/test/java/io/github/hectorvent/floci/services/dynamodb/DynamoDb{Integration,
UpdateExpressionWhitespace,FilterExpressionIntegration,ProjectionIntegration,
AccessPathIntegration,LimitBoundaryPaginationIntegration}Test.java``), and its
unit tests, whose expressions, names and values are passed to the service or
the validators as arguments (``DynamoDbServiceTest.java``,
``DynamoDbAccessPathValidatorTest.java``, ``ExpressionEvaluatorTest.java``).
From yoyo-real/floci-compatibility-tests: ``sdk-test-java/src/main/java/com/floci/test/tests/
{DynamoDbAdvancedTests,DynamoDbScanFilterTests,DynamoDbTests}.java`` (the requests
the Java SDK v2 sends; its Python, Node, Go and CLI suites only repeat the
plain CRUD, the index queries and the Java filter tests; its Rust suite has no
DynamoDB test). Each error case's ``note`` gives what the test asserts (the
error name, or the message it pins: floci's rendering of AWS's). Only the
requests were taken, as data.

Adapted only as far as needed to run: the tests' random table names
(``uniqueName()``, ``UUID``) given a fixed suffix; a request written with the
SDK as the JSON it sends (Java/JS builders: members in API form, the SDK's
own ``Map.of`` orders kept as written); a service or validator unit test's
arguments (``service.updateItem("Users", key, null, expression, names, values,
returnValues, ...)``) as the request they stand for, on the test's table
(``Users``: hash ``userId``; ``Orders``: hash ``customerId``, range
``orderId``), with the items the test puts before as ``before``; where a
validator test checks an expression alone, the values it names made up and
the request sent on a made-up table (``note``); the evaluator's syntax tests
as a DeleteItem's ConditionExpression, a Scan's FilterExpression or a Query's
KeyConditionExpression, as the test names them; a table ARN given as
``TableName`` written as the table's name. Where a test runs several requests
in turn, each one's ``before`` is what the previous ones leave. The size-cap
pagination tests' 300 KB payloads are left out (their paging depends on item
size only).

Left out: requests on secondary indexes (the status-index / alternate-index
access-path tests, GSI/LSI pagination, composite-sort-key GSI queries, the
yoyo LSI and GSI tests; the recorder creates no indexes) except those naming
an index the table lacks, which run as the test means them; requests whose
table name is itself the point (``"ab"``, ``""``, ARN forms, region
mismatch); table, tag, TTL, backup, stream, export and PartiQL operations;
the second call of each idempotency-token pair (the recorder cannot replay the
first); Step Functions' DynamoDB tasks (plain CRUD); near-duplicates (the Java
conformance test repeats most of the Node one; the emulator's filter tests
repeat the Java expression tests).
"""

from __future__ import annotations

from ._build import case, item, table, values
from ._build import expression_maps as _ex

SOURCE = "floci"
FLOCI = "floci-io/floci@a2389e7 "
YOYO = "yoyo-real/floci-compatibility-tests@f70190a "
COMPAT = FLOCI + "compatibility-tests/"
JCOMPAT = COMPAT + "sdk-test-java/src/test/java/com/floci/test/"
NODE = COMPAT + "sdk-test-node/tests/dynamodb-conformance.test.ts"
CONF = JCOMPAT + "DynamoDbConformanceChangesTest.java"
EXPR = JCOMPAT + "DynamoDbExpressionTests.java"
SCT = JCOMPAT + "DynamoDbScanConditionTests.java"
CONC = JCOMPAT + "DynamoDbConcurrencyTest.java"
BATS = COMPAT + "sdk-test-awscli/test/dynamodb.bats"
SRC = FLOCI + "src/test/java/io/github/hectorvent/floci/services/dynamodb/"
IT = SRC + "DynamoDbIntegrationTest.java"
ST = SRC + "DynamoDbServiceTest.java"
WS = SRC + "DynamoDbUpdateExpressionWhitespaceTest.java"
FE = SRC + "DynamoDbFilterExpressionIntegrationTest.java"
PR = SRC + "DynamoDbProjectionIntegrationTest.java"
AP = SRC + "DynamoDbAccessPathIntegrationTest.java"
APV = SRC + "DynamoDbAccessPathValidatorTest.java"
EE = SRC + "ExpressionEvaluatorTest.java"
LB = SRC + "DynamoDbLimitBoundaryPaginationIntegrationTest.java"
YJ = YOYO + "sdk-test-java/src/main/java/com/floci/test/tests/"
YA = YJ + "DynamoDbAdvancedTests.java"
YS = YJ + "DynamoDbScanFilterTests.java"
YT = YJ + "DynamoDbTests.java"

PKSK = table(("pk", "S"), ("sk", "S"))
PK = table(("pk", "S"))
ID = table(("id", "S"))
USERS = table(("userId", "S"))
ORDERS = table(("customerId", "S"), ("orderId", "S"))
UPKSK = table(("PK", "S"), ("SK", "S"))
UPK = table(("PK", "S"))
NUMS = table(("pk", "N"), ("sk", "N"))

SUFFIX = "a1b2c3d4"
RANDOM = "the test's random table name given a fixed suffix"
SDK = "as the SDK sends it; " + RANDOM
SERVICE = "the service test's arguments as the request they stand for"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{path}:{line}", op, request, tbl, before, note)


def _s(v: str) -> dict:
    return {"S": v}


def _n(v: str) -> dict:
    return {"N": v}


# --- compatibility-tests/sdk-test-node/tests/dynamodb-conformance.test.ts --------
T_PROJ = f"proj-{SUFFIX}"
PROJ_ITEMS = [item(pk="p1", sk=f"s{i}", name=f"Item-{i}", count=i * 10, status="active") for i in range(3)]
T_VAL = f"val-{SUFFIX}"
T_QS = f"qscan-{SUFFIX}"
QS_ITEMS = [item(pk="p1", sk=f"s{i}", name=f"Item-{i}", count=i) for i in range(5)]
T_COND = f"cond-{SUFFIX}"
COND_ITEMS = [item(pk="existing", sk="s", val="old")]
T_RW = f"rw-{SUFFIX}"
T_LEG = f"legacy-{SUFFIX}"
LEG_ITEMS = [item(pk="p1", sk=f"s{i}", name=f"Item-{i}", color="red") for i in range(3)]
P1S0 = {"pk": _s("p1"), "sk": _s("s0")}

NODE_CASES = [
    _c(
        NODE,
        172,
        "GetItem",
        {"TableName": T_PROJ, "Key": P1S0, "ProjectionExpression": "#n", "ExpressionAttributeNames": {"#n": "name"}},
        PKSK,
        PROJ_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        215,
        "BatchGetItem",
        {
            "RequestItems": {
                T_PROJ: {"Keys": [P1S0], "ProjectionExpression": "#n", "ExpressionAttributeNames": {"#n": "name"}}
            }
        },
        PKSK,
        PROJ_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        232,
        "GetItem",
        {"TableName": T_PROJ, "Key": P1S0, "AttributesToGet": ["name"], "ProjectionExpression": "name"},
        PKSK,
        PROJ_ITEMS,
        SDK + "; the test asserts ValidationException (AttributesToGet with ProjectionExpression)",
    ),
    _c(
        NODE,
        297,
        "BatchWriteItem",
        {
            "RequestItems": {
                T_VAL: [{"PutRequest": {"Item": {"pk": _s(f"excess-{i}"), "sk": _s("s")}}} for i in range(26)]
            }
        },
        PKSK,
        [],
        SDK + "; the test asserts ValidationException (more than 25 requests)",
    ),
    _c(
        NODE,
        305,
        "BatchGetItem",
        {"RequestItems": {T_VAL: {"Keys": [{"pk": _s(f"k{i}"), "sk": _s("s")} for i in range(101)]}}},
        PKSK,
        [],
        SDK + "; the test asserts ValidationException (more than 100 keys)",
    ),
    _c(
        NODE,
        312,
        "PutItem",
        {"TableName": T_VAL, "Item": {"pk": _s(""), "sk": _s("s")}},
        PKSK,
        [],
        SDK + "; the test asserts ValidationException (an empty string key)",
    ),
    _c(
        NODE,
        319,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": T_VAL, "Item": {"pk": _s("dup"), "sk": _s("s")}}},
                {"Put": {"TableName": T_VAL, "Item": {"pk": _s("dup"), "sk": _s("s")}}},
            ]
        },
        PKSK,
        [],
        SDK + "; the test asserts ValidationException (two actions on one item)",
    ),
    _c(
        NODE,
        332,
        "TransactWriteItems",
        {
            "ClientRequestToken": f"tok-{SUFFIX}",
            "TransactItems": [{"Put": {"TableName": T_VAL, "Item": {"pk": _s("idem-node"), "sk": _s("s")}}}],
        },
        PKSK,
        [],
        SDK + "; the token made up; the first of the idempotency pair (the second, asserted "
        "IdempotentParameterMismatchException, left out)",
    ),
    _c(
        NODE,
        401,
        "Scan",
        {
            "TableName": T_QS,
            "FilterExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": _s("p1")},
            "Select": "COUNT",
        },
        PKSK,
        QS_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        429,
        "Scan",
        {"TableName": T_QS, "Segment": 0},
        PKSK,
        QS_ITEMS,
        SDK + "; the test asserts ValidationException (Segment without TotalSegments)",
    ),
    _c(
        NODE,
        439,
        "Query",
        {
            "TableName": T_QS,
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "attribute_type(#n, :t)",
            "ExpressionAttributeValues": {":pk": _s("p1"), ":t": _s("S")},
            "ExpressionAttributeNames": {"#n": "name"},
        },
        PKSK,
        QS_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        450,
        "Query",
        {
            "TableName": T_QS,
            "KeyConditionExpression": "(pk = :pk AND sk = :sk)",
            "ExpressionAttributeValues": {":pk": _s("p1"), ":sk": _s("s0")},
        },
        PKSK,
        QS_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        461,
        "Query",
        {"TableName": T_QS},
        PKSK,
        QS_ITEMS,
        SDK + "; the test asserts ValidationException (no key condition)",
    ),
    _c(
        NODE,
        526,
        "PutItem",
        {
            "TableName": T_COND,
            "Item": {"pk": _s("existing"), "sk": _s("s"), "val": _s("new")},
            "ConditionExpression": "attribute_not_exists(pk)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PKSK,
        COND_ITEMS,
        SDK + "; the test asserts ConditionalCheckFailedException",
    ),
    _c(
        NODE,
        538,
        "UpdateItem",
        {
            "TableName": T_COND,
            "Key": {"pk": _s("existing"), "sk": _s("s")},
            "UpdateExpression": "SET val = :new",
            "ConditionExpression": "val = :expected",
            "ExpressionAttributeValues": {":new": _s("new"), ":expected": _s("wrong")},
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PKSK,
        COND_ITEMS,
        SDK + "; the test asserts ConditionalCheckFailedException",
    ),
    _c(
        NODE,
        592,
        "PutItem",
        {
            "TableName": T_RW,
            "Item": {"pk": _s("rw1"), "sk": _s("s")},
            "ConditionExpression": "attribute_not_exists(status)",
        },
        PKSK,
        [],
        SDK + "; the test asserts ValidationException ('status' a reserved word)",
    ),
    _c(
        NODE,
        604,
        "Scan",
        {"TableName": T_RW, "FilterExpression": "name = :v", "ExpressionAttributeValues": {":v": _s("x")}},
        PKSK,
        [item(pk="rw-ok", sk="s", status="active", name="x")],
        SDK + "; the test asserts ValidationException ('name' a reserved word)",
    ),
    _c(
        NODE,
        616,
        "PutItem",
        {
            "TableName": T_RW,
            "Item": {"pk": _s("rw-ok"), "sk": _s("s"), "status": _s("active")},
            "ConditionExpression": "attribute_not_exists(pk)",
            "ExpressionAttributeNames": {"#st": "status"},
        },
        PKSK,
        [],
        SDK + "; the test expects it to pass, though '#st' is used by no expression",
    ),
    _c(
        NODE,
        666,
        "GetItem",
        {"TableName": T_LEG, "Key": P1S0, "AttributesToGet": ["name", "color"]},
        PKSK,
        LEG_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        678,
        "UpdateItem",
        {"TableName": T_LEG, "Key": P1S0, "AttributeUpdates": {"color": {"Value": _s("blue"), "Action": "PUT"}}},
        PKSK,
        LEG_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        693,
        "UpdateItem",
        {
            "TableName": T_LEG,
            "Key": {"pk": _s("p1"), "sk": _s("s1")},
            "AttributeUpdates": {"color": {"Action": "DELETE"}},
        },
        PKSK,
        LEG_ITEMS,
        SDK,
    ),
    _c(
        NODE,
        708,
        "Query",
        {
            "TableName": T_LEG,
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": _s("p1")},
            "QueryFilter": {"name": {"ComparisonOperator": "EQ", "AttributeValueList": [_s("Item-0")]}},
        },
        PKSK,
        LEG_ITEMS,
        SDK + "; the test expects Count 1 (a KeyConditionExpression beside the legacy QueryFilter)",
    ),
    _c(
        NODE,
        733,
        "Query",
        {
            "TableName": T_LEG,
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": _s("p1")},
            "KeyConditions": {"pk": {"ComparisonOperator": "EQ", "AttributeValueList": [_s("p1")]}},
        },
        PKSK,
        LEG_ITEMS,
        SDK + "; the test asserts ValidationException (KeyConditions with KeyConditionExpression)",
    ),
    _c(
        NODE,
        752,
        "PutItem",
        {"TableName": "nonexistent-table-xyz", "Item": {"pk": _s("x")}, "ReturnValues": "UPDATED_NEW"},
        PK,
        [],
        "as the SDK sends it; the test asserts ValidationException before any table lookup (the recorder "
        "creates the table)",
    ),
    _c(
        NODE,
        774,
        "GetItem",
        {
            "TableName": "nonexistent-table-xyz",
            "Key": {"pk": _s("x"), "sk": _s("y")},
            "ReturnConsumedCapacity": "INVALID_VALUE",
        },
        PKSK,
        [],
        "as the SDK sends it; the test asserts ValidationException before any table lookup (the recorder "
        "creates the table)",
    ),
]

# --- compatibility-tests/sdk-test-java/.../DynamoDbConformanceChangesTest.java ----
T_CONF = f"conformance-test-{SUFFIX}"
CONF_CASES = [
    _c(
        CONF,
        585,
        "UpdateItem",
        {
            "TableName": T_CONF,
            "Key": {"pk": _s("legacy-exp-missing"), "sk": _s("s")},
            "AttributeUpdates": {"val": {"Value": _s("updated"), "Action": "PUT"}},
            "Expected": {"val": {"ComparisonOperator": "EQ", "AttributeValueList": [_s("original")]}},
        },
        PKSK,
        [],
        SDK + "; the test asserts ConditionalCheckFailedException (no item)",
    ),
    _c(
        CONF,
        834,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": T_CONF,
                        "Key": {"pk": _s("cancel-A"), "sk": _s("s")},
                        "ConditionExpression": "attribute_exists(pk)",
                    }
                },
                {
                    "ConditionCheck": {
                        "TableName": T_CONF,
                        "Key": {"pk": _s("cancel-B"), "sk": _s("s")},
                        "ConditionExpression": "attribute_exists(pk)",
                    }
                },
            ]
        },
        PKSK,
        [item(pk="cancel-A", sk="s")],
        SDK + "; the test asserts TransactionCanceledException, reasons None (no message) and ConditionalCheckFailed",
    ),
]

# --- compatibility-tests/sdk-test-java/.../DynamoDbExpressionTests.java -----------
T_FILT = "expr-filter-test"
FILT_ITEMS = [
    item(pk="u1", deleted=False, status=1, category="A"),
    item(pk="u2", deleted=True, status=2, category="B"),
    item(pk="u3", deleted=False, status=1, category="A"),
    item(pk="u4", status=3, category="C"),
]
T_BETW = "expr-between-test"
BETW_ITEMS = [
    item(pk="r1", sk=sk) for sk in ("2026-01-01T00:00:00Z#a", "2026-06-15T00:00:00Z#b", "2026-12-31T00:00:00Z#c")
]
JAVA = "as the Java SDK sends it"


def _filt(line: int, expr: str, names: dict | None, vals: dict, note: str = JAVA) -> dict:
    req = {"TableName": T_FILT, "FilterExpression": expr, **_ex(names, vals)}
    return _c(EXPR, line, "Scan", req, PK, FILT_ITEMS, note)


EXPR_CASES = [
    _filt(176, "NOT deleted = :d", None, {":d": True}),
    _filt(190, "(#s = :v1 OR #s = :v3) AND category = :catA", {"#s": "status"}, {":v1": 1, ":v3": 3, ":catA": "A"}),
    _c(
        EXPR,
        221,
        "UpdateItem",
        {
            "TableName": T_FILT,
            "Key": {"pk": _s("dotted-test")},
            "UpdateExpression": "SET details.#sub = :val",
            **_ex({"#sub": "name"}, {":val": "updated"}),
        },
        PK,
        [item(pk="dotted-test", details={"name": "original"})],
        JAVA,
    ),
    _c(
        EXPR,
        312,
        "Query",
        {
            "TableName": T_BETW,
            "KeyConditionExpression": "pk = :pk AND (sk BETWEEN :start AND :end)",
            **_ex(None, {":pk": "r1", ":start": "2026-01-01T00:00:00Z#", ":end": "2026-12-31T23:59:59Z#"}),
        },
        PKSK,
        BETW_ITEMS,
        JAVA,
    ),
    _c(
        EXPR,
        341,
        "UpdateItem",
        {
            "TableName": "expr-arith-test",
            "Key": {"pk": _s("k1")},
            "UpdateExpression": "SET #cnt = if_not_exists(#cnt, :start) + :inc",
            **_ex({"#cnt": "counter"}, {":start": 0, ":inc": 1}),
        },
        PK,
        [],
        JAVA + " (the first call, on no item)",
    ),
    _c(
        EXPR,
        397,
        "Query",
        {
            "TableName": T_BETW,
            "KeyConditionExpression": "(#f0 = :v0)AND(#f1 BETWEEN :v1 AND :v2)",
            **_ex(
                {"#f0": "pk", "#f1": "sk"},
                {":v0": "r1", ":v1": "2026-01-01T00:00:00Z#", ":v2": "2026-12-31T23:59:59Z#z"},
            ),
        },
        PKSK,
        BETW_ITEMS,
        JAVA,
    ),
]

# --- src/test/.../DynamoDbFilterExpressionIntegrationTest.java (raw JSON) -------
T_FE = "FilterExprTestTable"


def _fe(line: int, expr: str, vals: dict, names: dict | None = None, note: str = "") -> dict:
    req = {"TableName": T_FE, "FilterExpression": expr, "ExpressionAttributeValues": values(vals)}
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return _c(FE, line, "Scan", req, PK, FILT_ITEMS, note)


FE_CASES = [
    _fe(123, "#cat IN (:v0)", {":v0": "A"}, {"#cat": "category"}),
    _fe(153, "attribute_not_exists(deleted) OR deleted = :notDel", {":notDel": False}),
    _fe(
        200,
        "((#s = :v1 OR #s = :v3) AND category = :catA) OR deleted = :del",
        {":v1": 1, ":v3": 3, ":catA": "A", ":del": True},
        {"#s": "status"},
    ),
    _fe(214, "NOT (deleted = :d AND #s = :v2)", {":d": True, ":v2": 2}, {"#s": "status"}),
    _fe(
        233,
        "((category = :a))",
        {":a": "A"},
        None,
        "the test asserts ValidationException, message containing 'redundant parentheses'",
    ),
]

# --- compatibility-tests/sdk-test-java/.../DynamoDbScanConditionTests.java (legacy ScanFilter)
T_SC = "scan-condition-test"
SC_ITEMS = [item(pk=f"item-{i}", score=i * 10, name=f"name-{i}") for i in range(1, 6)]
SCT_CASES = [
    _c(
        SCT,
        122,
        "Scan",
        {
            "TableName": T_SC,
            "ScanFilter": {
                "score": {"ComparisonOperator": "GE", "AttributeValueList": [_n("30")]},
                "name": {"ComparisonOperator": "EQ", "AttributeValueList": [_s("name-3")]},
            },
        },
        PK,
        SC_ITEMS,
        JAVA,
    ),
]

# --- src/test/.../DynamoDbIntegrationTest.java (raw JSON, messages pinned) -------
TT = "TestTable"
TT_ITEMS = [
    item(pk="user-1", sk="profile", name="Alice", age=30),
    {"pk": _s("user-1"), "sk": _s("order-001"), "total": _n("99.99")},
    {"pk": _s("user-1"), "sk": _s("order-002"), "total": _n("49.50")},
    item(pk="user-2", sk="profile", name="Bob"),
]
U1 = {":pk": _s("user-1")}


def _tq(line: int, extra: dict, note: str = "") -> dict:
    req = {"TableName": TT, "KeyConditionExpression": "pk = :pk", "ExpressionAttributeValues": U1, **extra}
    return _c(IT, line, "Query", req, PKSK, TT_ITEMS, note)


def _legacy(
    line: int, tname: str, tbl: dict, key: dict, expected: dict, updates: dict, before: list, note: str = ""
) -> dict:
    req = {"TableName": tname, "Key": key, "Expected": expected, "AttributeUpdates": updates}
    return _c(IT, line, "UpdateItem", req, tbl, before, note)


CCF = "the test asserts ConditionalCheckFailedException"
CCF_MSG = "the test asserts ConditionalCheckFailedException: The conditional request failed"
VAL_MSG = "the test asserts: 1 validation error detected: One or more parameter values were invalid: "
NOTE_X = {"NOTE": {"Action": "PUT", "Value": _s("x")}}
K1 = {"PK": _s("k1")}
LE8_ITEM = {
    "PK": _s("k1"),
    "TAGS": {"SS": ["alpha", "beta"]},
    "ITEMS": {"L": [_n("1"), _s("two")]},
    "SCORES": {"NS": ["1", "2.5"]},
}
SESSION_VERSION = {"SESSION_DATA": {"Action": "PUT", "Value": _s("{}")}, "VERSION": {"Action": "ADD", "Value": _n("1")}}
MEM_NO_EQ = {"MEM_NO": {"ComparisonOperator": "EQ", "Value": _n("1")}}

IT_CASES = [
    _tq(
        383,
        {"Select": "SPECIFIC_ATTRIBUTES", "AttributesToGet": ["pk", "sk"]},
        "the test expects 200 and two attributes per item (a KeyConditionExpression beside the legacy AttributesToGet)",
    ),
    _tq(
        452,
        {"Select": "SPECIFIC_ATTRIBUTES"},
        "the test asserts ValidationException: Select type SPECIFIC_ATTRIBUTES requires the "
        "ProjectionExpression to be provided.",
    ),
    _tq(
        476,
        {"Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "pk, sk", "AttributesToGet": ["pk", "sk"]},
        "the test asserts ValidationException: Can not use both expression and non-expression parameters in "
        "the same request: Non-expression parameters: {AttributesToGet} Expression parameters: "
        "{ProjectionExpression}",
    ),
    _c(
        IT,
        503,
        "Query",
        {
            "TableName": TT,
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "ExpressionAttributeValues": {":pk": _s("user-1"), ":prefix": _s("order")},
        },
        PKSK,
        TT_ITEMS,
    ),
    _c(
        IT,
        579,
        "Query",
        {
            "TableName": TT,
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "total >= :min",
            "ExpressionAttributeValues": {":pk": _s("user-1"), ":min": _n("50")},
        },
        PKSK,
        TT_ITEMS,
        "the test expects Count 1, ScannedCount 3 ('total' is on DynamoDB's reserved-word list); the same "
        "filter with Limit 2 at line 605 left out",
    ),
    _c(
        IT,
        1198,
        "UpdateItem",
        {
            "TableName": "ListAppendTable",
            "Key": {"pk": _s("k1")},
            "UpdateExpression": "SET #i = list_append(#i, :val)",
            "ExpressionAttributeNames": {"#i": "items"},
            "ExpressionAttributeValues": {":val": {"L": [_s("b")]}},
        },
        PK,
        [item(pk="k1", items=["a"])],
    ),
    _c(
        IT,
        1278,
        "UpdateItem",
        {
            "TableName": "NullListAppendTable",
            "Key": {"pk": _s("row-1")},
            "UpdateExpression": "SET #t = list_append(#t, :new)",
            "ExpressionAttributeNames": {"#t": "Tags"},
            "ExpressionAttributeValues": {":new": {"L": [_s("tag-a")]}},
        },
        PK,
        [{"pk": _s("row-1"), "Tags": {"NULL": True}}],
        "the test asserts ValidationException (DynamoDbServiceTest.java:1262, the same update on a NULL: a "
        "message containing 'An operand in the update expression has an incorrect data type')",
    ),
    _c(
        IT,
        1340,
        "UpdateItem",
        {
            "TableName": "MissingListAppendTable",
            "Key": {"pk": _s("row-1")},
            "UpdateExpression": "SET #t = list_append(#t, :new)",
            "ExpressionAttributeNames": {"#t": "Tags"},
            "ExpressionAttributeValues": {":new": {"L": [_s("tag-a")]}},
        },
        PK,
        [item(pk="row-1")],
        "the test asserts ValidationException (DynamoDbServiceTest.java:1284, the same update on a missing "
        "attribute: a message containing 'The provided expression refers to an attribute that does not exist "
        "in the item')",
    ),
    _c(
        IT,
        1406,
        "UpdateItem",
        {
            "TableName": "DeleteSetTable",
            "Key": {"pk": _s("k1")},
            "UpdateExpression": "DELETE tags :val",
            "ExpressionAttributeValues": {":val": {"SS": ["a"]}},
        },
        PK,
        [item(pk="k1", tags={"a", "b", "c"})],
    ),
    _c(
        IT,
        1522,
        "UpdateItem",
        {
            "TableName": "DeleteAddComboTable",
            "Key": {"pk": _s("k1")},
            "UpdateExpression": "ADD tags :toAdd DELETE tags :toRemove",
            "ExpressionAttributeValues": {":toAdd": {"SS": ["c"]}, ":toRemove": {"SS": ["a"]}},
        },
        PK,
        [item(pk="k1", tags={"a", "b"})],
        "the test expects 200 and tags {b, c} (ADD and DELETE on the same path)",
    ),
    _c(
        IT,
        1605,
        "UpdateItem",
        {
            "TableName": "ConditionCheckTable1",
            "Key": {"pk": _s("k1")},
            "UpdateExpression": "SET testAttr = :val",
            "ExpressionAttributeValues": {":val": _s("123")},
            "ConditionExpression": "attribute_exists(nonExistent)",
        },
        PK,
        [item(pk="k1", testAttr="abc")],
        CCF_MSG + "; no Item",
    ),
    _c(
        IT,
        1674,
        "UpdateItem",
        {
            "TableName": "ConditionCheckTable2",
            "Key": {"pk": _s("k1")},
            "UpdateExpression": "SET testAttr = :val",
            "ExpressionAttributeValues": {":val": _s("123")},
            "ConditionExpression": "attribute_exists(nonExistent)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PK,
        [item(pk="k1", testAttr="abc")],
        CCF_MSG + "; Item.testAttr 'abc'",
    ),
    _legacy(
        1730,
        "LegacyExpectedTable1",
        UPKSK,
        {"PK": _s("k1"), "SK": _s("s1")},
        MEM_NO_EQ,
        SESSION_VERSION,
        [],
        CCF_MSG + " (Expected: ComparisonOperator with Value; no item)",
    ),
    _legacy(
        1989,
        "LegacyExpectedTable4",
        UPK,
        K1,
        {"VERSION": {"Exists": True, "Value": _n("5")}},
        {"SESSION_DATA": {"Action": "DELETE"}},
        [{"PK": _s("k1"), "VERSION": _n("6"), "SESSION_DATA": _s("{}")}],
        CCF + " (the stored VERSION is 6)",
    ),
    _c(
        IT,
        2068,
        "PutItem",
        {
            "TableName": "LegacyExpectedTable5",
            "Item": {"PK": _s("k1"), "VERSION": _n("6")},
            "Expected": {"VERSION": {"Exists": True, "Value": _n("4")}},
        },
        UPK,
        [{"PK": _s("k1"), "VERSION": _n("5")}],
        CCF,
    ),
    _c(
        IT,
        2085,
        "DeleteItem",
        {"TableName": "LegacyExpectedTable5", "Key": K1, "Expected": {"VERSION": {"Exists": True, "Value": _n("4")}}},
        UPK,
        [{"PK": _s("k1"), "VERSION": _n("5")}],
        CCF,
    ),
    _legacy(
        2178,
        "LegacyExpectedTable6",
        UPK,
        K1,
        {"VERSION": {"Exists": False}},
        NOTE_X,
        [{"PK": _s("k1"), "VERSION": _n("5")}],
        CCF,
    ),
    _legacy(
        2213,
        "LegacyExpectedTable6",
        UPK,
        K1,
        {"VERSION": {"Exists": True, "Value": _n("5")}, "NOTE": {"Exists": True, "Value": _s("other")}},
        {"VERSION": {"Action": "PUT", "Value": _n("9")}},
        [{"PK": _s("k1"), "VERSION": _n("5"), "NOTE": _s("x")}],
        CCF + " (AND: NOTE is 'x')",
    ),
    _c(
        IT,
        2234,
        "UpdateItem",
        {
            "TableName": "LegacyExpectedTable6",
            "Key": K1,
            "ConditionalOperator": "OR",
            "Expected": {"VERSION": {"Exists": True, "Value": _n("5")}, "NOTE": {"Exists": True, "Value": _s("other")}},
            "AttributeUpdates": {"VERSION": {"Action": "PUT", "Value": _n("9")}},
        },
        UPK,
        [{"PK": _s("k1"), "VERSION": _n("5"), "NOTE": _s("x")}],
        "the test expects 200 (OR with Exists/Value entries)",
    ),
    _legacy(
        2304,
        "LegacyExpectedTable8",
        UPK,
        K1,
        {"TAGS": {"Exists": True, "Value": {"SS": ["alpha", "gamma"]}}},
        NOTE_X,
        [LE8_ITEM],
        CCF,
    ),
    _legacy(
        2375,
        "LegacyExpectedTable8",
        UPK,
        K1,
        {"TAGS": {"ComparisonOperator": "NE", "AttributeValueList": [{"SS": ["alpha", "gamma"]}]}},
        {"NOTE": {"Action": "PUT", "Value": _s("differs")}},
        [LE8_ITEM],
    ),
    _legacy(
        2397,
        "LegacyExpectedTable8",
        UPK,
        K1,
        {"TAGS": {"ComparisonOperator": "NE", "AttributeValueList": [{"SS": ["beta", "alpha"]}]}},
        NOTE_X,
        [LE8_ITEM],
        CCF + " (sets compared regardless of order)",
    ),
    _legacy(
        2496,
        "LegacyExpectedTable9",
        UPK,
        K1,
        {"COUNT": {"Exists": True, "Value": _s("5")}},
        NOTE_X,
        [{"PK": _s("k1"), "COUNT": _n("5")}],
        CCF + " (a string against a number)",
    ),
    _legacy(
        2581,
        "LegacyExpectedTable7",
        UPK,
        K1,
        {"VERSION": {"Exists": True}},
        NOTE_X,
        [],
        VAL_MSG + "Value must be provided when Exists is true for Attribute: VERSION",
    ),
    _legacy(
        2601,
        "LegacyExpectedTable7",
        UPK,
        K1,
        {"VERSION": {"Exists": False, "Value": _n("5")}},
        NOTE_X,
        [],
        VAL_MSG + "Value cannot be used when Exists is false for Attribute: VERSION",
    ),
    _c(
        IT,
        2621,
        "PutItem",
        {
            "TableName": "LegacyExpectedTable7",
            "Item": K1,
            "Expected": {"VERSION": {"Exists": True, "ComparisonOperator": "EQ", "AttributeValueList": [_n("5")]}},
        },
        UPK,
        [],
        VAL_MSG + "Exists and ComparisonOperator cannot be used together for Attribute: VERSION",
    ),
    _legacy(
        2647,
        "LegacyExpectedTable7",
        UPK,
        K1,
        {"VERSION": {"Exists": True, "AttributeValueList": [_n("5")]}},
        NOTE_X,
        [],
        VAL_MSG + "AttributeValueList can only be used with a ComparisonOperator for Attribute: VERSION",
    ),
    _legacy(
        2686,
        "LegacyExpectedTable7",
        UPK,
        K1,
        {"VERSION": {}},
        NOTE_X,
        [],
        VAL_MSG + "Value must be provided when Exists is null for Attribute: VERSION",
    ),
    _c(
        IT,
        2866,
        "UpdateItem",
        {
            "TableName": "ArithmeticTable",
            "Key": {"PK": _s("LastId")},
            "UpdateExpression": "SET customerId = if_not_exists(customerId, :start) + :inc",
            "ExpressionAttributeValues": {":start": _n("60000000"), ":inc": _n("1")},
        },
        UPK,
        [],
    ),
    _c(
        IT,
        3021,
        "UpdateItem",
        {
            "TableName": "CoordinationTable",
            "Key": {"GroupKey": _s("leader"), "Id": _s("app1")},
            "UpdateExpression": "SET #o = :1",
            "ExpressionAttributeNames": {"#o": "Owner"},
            "ExpressionAttributeValues": {":1": _s("owner-app1")},
        },
        table(("GroupKey", "S"), ("Id", "S")),
        [],
    ),
]

# --- src/test/.../DynamoDbUpdateExpressionWhitespaceTest.java (raw JSON) --------
WS_SEED = item(pk="x", a="old", b=1)
WS_KEY = {"pk": _s("x")}
WS_CASES = [
    _c(
        WS,
        78,
        "UpdateItem",
        {
            "TableName": "UpdWsMix",
            "Key": WS_KEY,
            "UpdateExpression": "SET\t#a   =   :a\nREMOVE #b",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#a": "a", "#b": "b"},
            "ExpressionAttributeValues": {":a": _s("multi")},
        },
        PK,
        [WS_SEED],
    ),
    _c(
        WS,
        101,
        "UpdateItem",
        {
            "TableName": "UpdWsAddDel",
            "Key": WS_KEY,
            "UpdateExpression": "ADD\n#n :inc\nDELETE\n#s :del",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#n": "n", "#s": "s"},
            "ExpressionAttributeValues": {":inc": _n("5"), ":del": {"SS": ["b"]}},
        },
        PK,
        [{"pk": _s("x"), "n": _n("1"), "s": {"SS": ["a", "b", "c"]}}],
    ),
    _c(
        WS,
        124,
        "UpdateItem",
        {
            "TableName": "UpdWsFunc",
            "Key": WS_KEY,
            "UpdateExpression": "SET\n#l = list_append(#l,\n:more),\n#c = if_not_exists(#c, :zero)\n+ :inc",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#l": "l", "#c": "c"},
            "ExpressionAttributeValues": {":more": {"L": [_s("two")]}, ":zero": _n("0"), ":inc": _n("5")},
        },
        PK,
        [{"pk": _s("x"), "l": {"L": [_s("one")]}, "c": _n("10")}],
    ),
    _c(
        WS,
        150,
        "UpdateItem",
        {
            "TableName": "UpdWsChain",
            "Key": WS_KEY,
            "UpdateExpression": "SET\n#a = :v\nREMOVE\n#b\nADD\n#c :w",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#a": "a", "#b": "b", "#c": "c"},
            "ExpressionAttributeValues": {":v": _s("new"), ":w": _n("5")},
        },
        PK,
        [item(pk="x", a="old", b="gone", c=1)],
    ),
    _c(
        WS,
        167,
        "UpdateItem",
        {
            "TableName": "UpdWsBad",
            "Key": WS_KEY,
            "UpdateExpression": "FOO #a = :a",
            "ExpressionAttributeNames": {"#a": "a"},
            "ExpressionAttributeValues": {":a": _s("z")},
        },
        PK,
        [WS_SEED],
        "the test asserts ValidationException",
    ),
]

# --- src/test/.../DynamoDbProjectionIntegrationTest.java (raw JSON) -------------
PR_ITEMS = [
    {
        "pk": _s("item1"),
        "data": {"M": {"title": _s("Hello"), "answer": _s("World"), "sources": {"L": [{"M": {"id": _s("1")}}]}}},
    }
]
PR_CASES = [
    _c(
        PR,
        103,
        "Query",
        {
            "TableName": "ProjectionBugTable",
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": _s("item1")},
            "ExpressionAttributeNames": {"#d": "data"},
            "ProjectionExpression": "pk, #d.title, #d.answer, #d.sources",
        },
        PK,
        PR_ITEMS,
    ),
]

# --- src/test/.../DynamoDbAccessPathIntegrationTest.java and the validator unit test
T_AP = "access-path-validation"
APV_NOTE = (
    "the key condition the validator test checks, as a Query on the test's table (pk, sk; its indexes not "
    "created), with values made up for the placeholders it names"
)


def _apv(line: int, kce: str, vals: dict, note: str, extra: dict | None = None) -> dict:
    req = {"TableName": T_AP, "KeyConditionExpression": kce, **(extra or {}), **_ex(None, vals)}
    return _c(APV, line, "Query", req, PKSK, [item(pk="p1", sk="s1", status="open")], note)


def _kc(op: str, *vals: str) -> dict:
    return {"ComparisonOperator": op, "AttributeValueList": [_s(v) for v in vals]}


AP_CASES = [
    _c(
        AP,
        75,
        "Scan",
        {"TableName": T_AP, "IndexName": "missing-index"},
        {**PKSK, "GlobalSecondaryIndexes": []},
        [],
        "the test asserts ValidationException: The table does not have the specified index: missing-index; "
        "the table's description says it has no indexes, as the test creates it",
    ),
    _c(
        AP,
        100,
        "Query",
        {
            "TableName": T_AP,
            "KeyConditionExpression": "pk = :pk AND status = :status",
            "ExpressionAttributeValues": {":pk": _s("p1"), ":status": _s("open")},
        },
        PKSK,
        [],
        "the test asserts ValidationException: Query key condition not supported ('status' is also a "
        "reserved word, written bare)",
    ),
    _c(
        AP,
        118,
        "Query",
        {
            "TableName": T_AP,
            "KeyConditionExpression": "sk >= :sk AND pk = :pk",
            "ExpressionAttributeValues": {":pk": _s("p1"), ":sk": _s("a")},
        },
        PKSK,
        [],
        "the test expects Count 0 (the table empty)",
    ),
    _apv(80, "sk = :sk", {":sk": "s1"}, APV_NOTE + "; the test asserts: Query condition missed key schema element: pk"),
    _apv(96, "pk > :pk", {":pk": "p1"}, APV_NOTE + "; the test asserts an error"),
    _apv(98, "pk = :pk AND sk <> :sk", {":pk": "p1", ":sk": "s1"}, APV_NOTE + "; the test asserts an error"),
    _apv(
        104,
        "pk = :pk AND sk > :start AND sk < :end",
        {":pk": "p1", ":start": "a", ":end": "z"},
        APV_NOTE + "; the test asserts an error (two conditions on sk)",
    ),
    _apv(106, "pk.value = :pk", {":pk": "p1"}, APV_NOTE + "; the test asserts an error (a nested key path)"),
    _apv(
        112,
        "pk =",
        {},
        APV_NOTE + " (none); the test asserts: Invalid KeyConditionExpression: Syntax error",
    ),
    _apv(
        117,
        "pk = :pk",
        {":pk": "p1"},
        APV_NOTE + "; the FilterExpression it checks beside it; the test asserts: Invalid FilterExpression: "
        "Syntax error",
        {"FilterExpression": "status ="},
    ),
    _c(
        APV,
        131,
        "Query",
        {
            "TableName": T_AP,
            "KeyConditions": {"pk": _kc("EQ", "p1"), "sk": _kc("BETWEEN", "a", "z"), "status": _kc("EQ", "open")},
        },
        PKSK,
        [item(pk="p1", sk="s1", status="open")],
        "the legacy KeyConditions the validator test refuses (a non-key attribute), as a Query on the test's table",
    ),
    _c(
        APV,
        136,
        "Query",
        {"TableName": T_AP, "KeyConditions": {"sk": _kc("EQ", "a")}},
        PKSK,
        [item(pk="p1", sk="a")],
        "the legacy KeyConditions the validator test refuses (no partition key), as a Query on the test's table",
    ),
    _apv(
        174,
        "pk = :pk",
        {":pk": "p1"},
        "the Select the validator test refuses on the table (no index), as a Query with a key condition made up",
        {"Select": "ALL_PROJECTED_ATTRIBUTES"},
    ),
    _apv(
        176,
        "pk = :pk",
        {":pk": "p1"},
        "the Select and projection the validator test refuses together, as a Query with a key condition made up",
        {"Select": "COUNT", "ProjectionExpression": "pk"},
    ),
]

# --- src/test/.../ExpressionEvaluatorTest.java: syntax checks and evaluator conditions
EE_NOTE = "the expression the validator test checks (as %s, table and key made up); the test asserts: %s"
EE_CASES = [
    _c(
        EE,
        588,
        "DeleteItem",
        {"TableName": "expr-eval", "Key": {"pk": _s("x")}, "ConditionExpression": f"a {ch} b"},
        PK,
        [item(pk="x", a=1, b=2)],
        EE_NOTE
        % (
            "a DeleteItem's ConditionExpression",
            f'Invalid ConditionExpression: Syntax error; token: "{ch}", near: "a {ch} b"',
        ),
    )
    for ch in ("-", "+", "*", "@")
] + [
    _c(
        EE,
        602,
        "Scan",
        {"TableName": "expr-eval", "FilterExpression": "a ="},
        PK,
        [item(pk="x", a=1)],
        EE_NOTE % ("a Scan's FilterExpression", "a message containing 'Invalid FilterExpression: Syntax error'"),
    ),
    _c(
        EE,
        610,
        "Query",
        {"TableName": "expr-eval", "KeyConditionExpression": "((a = b))"},
        PK,
        [item(pk="x", a=1)],
        EE_NOTE
        % (
            "a Query's KeyConditionExpression",
            "a message containing 'Invalid KeyConditionExpression: The expression has redundant parentheses;'",
        ),
    ),
    _c(
        EE,
        618,
        "DeleteItem",
        {"TableName": "expr-eval", "Key": {"pk": _s("x")}, "ConditionExpression": "a AND OR b"},
        PK,
        [item(pk="x", a=1)],
        EE_NOTE
        % ("a DeleteItem's ConditionExpression", "a message containing 'Invalid ConditionExpression: Syntax error'"),
    ),
    _c(
        EE,
        499,
        "Scan",
        {
            "TableName": "expr-eval",
            "FilterExpression": "contains(desc, :sub)",
            "ExpressionAttributeValues": {":sub": _s("world")},
        },
        PK,
        [item(pk="x", desc="hello world")],
        "the condition the evaluator test matches against its item, as a Scan's FilterExpression (table made "
        "up; 'desc' is a reserved word, written bare)",
    ),
    _c(
        EE,
        542,
        "Scan",
        {
            "TableName": "expr-eval",
            "FilterExpression": "((a = :1 OR b = :2) AND c = :3) OR d = :4",
            "ExpressionAttributeValues": {":1": _s("1"), ":2": _s("2"), ":3": _s("3"), ":4": _s("4")},
        },
        PK,
        [item(pk="x", a="X", b="Y", c="3", d="4"), item(pk="y", a="X", b="Y", c="3", d="Z")],
        "the condition the evaluator test matches against its two items, as a Scan's FilterExpression (table made up)",
    ),
]

# --- src/test/.../DynamoDbLimitBoundaryPaginationIntegrationTest.java -----------
T_LB = "LimitBoundaryPagination"
LB_ITEMS = [{"pk": _n("1"), "sk": _n(str(i)), "category": _s("a")} for i in (1, 2, 3)]
LB_Q = {
    "TableName": T_LB,
    "KeyConditionExpression": "pk = :p",
    "ExpressionAttributeValues": {":p": _n("1")},
    "Limit": 3,
}
LB_CASES = [
    _c(
        LB,
        107,
        "Query",
        LB_Q,
        NUMS,
        LB_ITEMS,
        "the test expects Count 3 and a LastEvaluatedKey at sk 3 (its GSI not created)",
    ),
    _c(
        LB,
        122,
        "Query",
        {**LB_Q, "ExclusiveStartKey": {"pk": _n("1"), "sk": _n("3")}},
        NUMS,
        LB_ITEMS,
        "the follow-up page, from the LastEvaluatedKey the first returns; the test expects Count 0, no key",
    ),
]

# --- src/test/.../DynamoDbServiceTest.java: the service's arguments ----------------


def _user(uid: str) -> dict:
    return {"userId": _s(uid)}


def _order(cid: str, oid: str) -> dict:
    return {"customerId": _s(cid), "orderId": _s(oid)}


def _upd(line: int, tname: str, tbl: dict, key: dict, expr: str, names, vals, before, rv=None, note="", **more) -> dict:
    req = {"TableName": tname, "Key": key, "UpdateExpression": expr}
    if names:
        req["ExpressionAttributeNames"] = names
    if vals:
        req["ExpressionAttributeValues"] = vals
    if rv:
        req["ReturnValues"] = rv
    req.update(more)
    return _c(ST, line, "UpdateItem", req, tbl, before, SERVICE + (f"; {note}" if note else ""))


def _uu(line: int, uid: str, expr: str, names, vals, before, rv=None, note="", **more) -> dict:
    return _upd(line, "Users", USERS, _user(uid), expr, names, vals, before, rv, note, **more)


def _scan_users(line: int, expr: str, names, vals, before, note="") -> dict:
    req = {"TableName": "Users", "FilterExpression": expr}
    if names:
        req["ExpressionAttributeNames"] = names
    if vals:
        req["ExpressionAttributeValues"] = vals
    return _c(ST, line, "Scan", req, USERS, before, SERVICE + (f"; {note}" if note else ""))


def _counter_user(uid: str, counter: int, name: str = "old") -> dict:
    return {"userId": _s(uid), "counter": _n(str(counter)), "name": _s(name)}


NC = {"#n": "name", "#c": "counter"}
DROP = {"SS": ["drop"]}
KEEP_DROP = {"SS": ["keep", "drop"]}

ST_CASES = [
    _c(
        ST,
        240,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": "Users",
                        "Key": _user("user-1"),
                        "ConditionExpression": "#n = :name",
                        "UpdateExpression": "SET email = :name",
                        "ExpressionAttributeNames": {"#n": "name"},
                        "ExpressionAttributeValues": {":name": _s("Alice")},
                    }
                }
            ]
        },
        USERS,
        [item(userId="user-1", name="Alice")],
        SERVICE + "; the table's ARN as TableName written as its name",
    ),
    _c(
        ST,
        659,
        "Query",
        {
            "TableName": "Orders",
            "KeyConditionExpression": "customerId = :customer AND total > :total",
            "ExpressionAttributeValues": {":customer": _s("c1"), ":total": _n("10")},
        },
        ORDERS,
        [],
        SERVICE + "; the test asserts ValidationException: Query key condition not supported ('total' is also a "
        "reserved word, written bare)",
    ),
    _uu(
        762,
        "u-new",
        "SET #n = if_not_exists(#n, :name), score = if_not_exists(score, :score)",
        {"#n": "name"},
        {":name": _s("DefaultName"), ":score": _n("0")},
        [],
    ),
    _uu(
        798,
        "u-copy",
        "SET target = if_not_exists(#src, :v)",
        {"#src": "source"},
        {":v": _s("fallback")},
        [item(userId="u-copy", source="copied-value")],
    ),
    _c(
        ST,
        1055,
        "Scan",
        {
            "TableName": "Users",
            "FilterExpression": "contains(#r, :r)",
            "ExpressionAttributeNames": {"#r": "roles"},
            "ExpressionAttributeValues": {":r": _s("admin")},
        },
        USERS,
        [item(userId="u1", roles={"admin", "user"}), item(userId="u2", roles={"user"})],
        SERVICE,
    ),
    _scan_users(
        1162,
        "contains(scores, :v)",
        None,
        {":v": _n("1.0")},
        [item(userId="u1", scores={1, 2, 3}), item(userId="u2", scores={4, 5})],
        "the test expects one item (1.0 equal to 1)",
    ),
    _scan_users(
        1181,
        "contains(bins, :v)",
        None,
        {":v": {"B": "AQID"}},
        [{"userId": _s("u1"), "bins": {"BS": ["AQID", "BAUG"]}}, {"userId": _s("u2"), "bins": {"BS": ["BwgJ"]}}],
    ),
    _uu(
        1200,
        "u-list-new",
        "SET #items = list_append(if_not_exists(#items, :e), :val)",
        {"#items": "items"},
        {":e": {"L": []}, ":val": {"L": [_s("a")]}},
        [],
    ),
    _upd(
        1338,
        "Orders",
        ORDERS,
        _order("1", "sort1"),
        "SET price = if_not_exists(price, :val) ADD tags :newTag",
        None,
        {":val": _n("100"), ":newTag": {"SS": ["a"]}},
        [],
    ),
    _uu(
        1406,
        "user-123",
        "SET #entries = :entries, #isActive = :isActive REMOVE #tempField, #created",
        {"#entries": "entries", "#isActive": "isActive", "#tempField": "tempField", "#created": "created"},
        {":entries": _s("updated entries"), ":isActive": {"BOOL": True}},
        [
            {
                "userId": _s("user-123"),
                "created": _n("1234567890"),
                "entries": _s("initial"),
                "tempField": _s("to be removed"),
            }
        ],
        "ALL_NEW",
    ),
    _uu(
        1500,
        "user-2",
        "REMOVE #meta.#tmp",
        {"#meta": "metadata", "#tmp": "temp"},
        None,
        [item(userId="user-2", metadata={"temp": "value", "keep": "important"})],
        "ALL_NEW",
    ),
    _uu(
        1527,
        "user-3",
        "REMOVE nonexistent.child",
        None,
        None,
        [item(userId="user-3", name="Alice")],
        "ALL_NEW",
        "the test expects it to succeed (the parent map absent)",
    ),
    _uu(
        1642,
        "nested-add-missing-leaf",
        "ADD a.b.c :five",
        None,
        {":five": _n("5")},
        [item(userId="nested-add-missing-leaf", a={"b": {}})],
        "ALL_NEW",
    ),
    _uu(
        1667,
        "nested-add-set",
        "ADD #meta.#tags :tags",
        {"#meta": "metadata", "#tags": "tags"},
        {":tags": {"SS": ["beta", "gamma"]}},
        [item(userId="nested-add-set", metadata={"tags": {"alpha", "beta"}})],
        "ALL_NEW",
    ),
    _uu(
        1735,
        "top-level-add-delete",
        "ADD #counter :three DELETE #tags :drop",
        {"#counter": "counter", "#tags": "tags"},
        {":three": _n("3"), ":drop": DROP},
        [{"userId": _s("top-level-add-delete"), "counter": _n("2"), "tags": KEEP_DROP}],
        "ALL_NEW",
    ),
    _c(
        ST,
        1809,
        "UpdateItem",
        {
            "TableName": "Orders",
            "Key": {"customerId": _s("c1")},
            "UpdateExpression": "SET name = :val",
            "ExpressionAttributeValues": {":val": _s("test")},
        },
        ORDERS,
        [],
        SERVICE + "; the test asserts ValidationException (the key lacks the sort key; 'name' is also a reserved "
        "word, written bare)",
    ),
    _uu(
        1909,
        "u3",
        "SET #n = :newName\tADD #c :inc",
        NC,
        {":newName": _s("new"), ":inc": _n("1")},
        [_counter_user("u3", 0)],
        "ALL_NEW",
    ),
    _uu(
        1930,
        "u4",
        "SET #n = :newName\r\nADD #c :inc",
        NC,
        {":newName": _s("new"), ":inc": _n("7")},
        [_counter_user("u4", 100)],
        "ALL_NEW",
    ),
    _uu(
        1965,
        "u5",
        "SET #a = :a, #b = :b\nADD #c :inc\nDELETE #d :d",
        {"#a": "alpha", "#b": "beta", "#c": "counter", "#d": "tagsToClear"},
        {":a": _s("A"), ":b": _s("B"), ":inc": _n("4"), ":d": DROP},
        [{"userId": _s("u5"), "counter": _n("2"), "tagsToClear": KEEP_DROP}],
        "ALL_NEW",
    ),
    _uu(
        2054,
        "u8",
        "ADD #c :inc SET #n = :newName, extra = :other",
        {"#c": "counter", "#n": "name"},
        {":inc": _n("1"), ":newName": _s("new"), ":other": _s("x")},
        [_counter_user("u8", 0)],
        "ALL_NEW",
    ),
    _uu(
        2139,
        "u12",
        "REMOVE oldSET SET newAttr = :v",
        None,
        {":v": _s("hi")},
        [item(userId="u12", oldSET="bye")],
        "ALL_NEW",
    ),
    _uu(
        2167,
        "u11",
        "SET prefixSET = :v1, #other = :v2",
        {"#other": "other"},
        {":v1": _s("one"), ":v2": _s("two")},
        [item(userId="u11")],
        "ALL_NEW",
    ),
    _upd(
        2230,
        "Orders",
        ORDERS,
        _order("c1", "o1"),
        "SET #details.subkey = :val, #status = :s",
        {"#details": "details", "#status": "status"},
        {":val": _s("hello"), ":s": _s("active")},
        [item(customerId="c1", orderId="o1")],
        "ALL_NEW",
        "the test expects 'details' created as a map holding subkey (the item has no 'details')",
        ReturnValuesOnConditionCheckFailure="NONE",
    ),
    _upd(
        2243,
        "Orders",
        ORDERS,
        _order("c1", "o1"),
        "REMOVE #details.subkey",
        {"#details": "details", "#status": "status"},
        None,
        [item(customerId="c1", orderId="o1", details={"subkey": "hello"}, status="active")],
        "ALL_NEW",
        "the test passes the same names map as before, '#status' now used by no expression",
        ReturnValuesOnConditionCheckFailure="NONE",
    ),
    _upd(
        2275,
        "Orders",
        ORDERS,
        _order("c1", "o1"),
        "SET #a = :v1, #b = :v1, #c = :v1, #d = :v1",
        {"#a": "fieldA", "#b": "fieldB", "#c": "fieldC", "#d": "fieldD"},
        {":v1": _s("val1"), ":v2": _s("val2")},
        [item(customerId="c1", orderId="o1")],
        "NONE",
        "the test passes the values map of the next call too, ':v2' used by no expression",
        ReturnValuesOnConditionCheckFailure="NONE",
    ),
    _upd(
        2304,
        "Orders",
        ORDERS,
        _order("1", "sort1"),
        "SET newAttr = :val",
        None,
        {":val": _s("newVal"), ":test": _s("testVal")},
        [item(customerId="1", orderId="sort1", testAttr="testVal")],
        "NONE",
        "the test asserts ConditionalCheckFailedException with no item",
        ConditionExpression="testAttr <> :test",
        ReturnValuesOnConditionCheckFailure="NONE",
    ),
    _c(
        ST,
        2364,
        "PutItem",
        {
            "TableName": "Orders",
            "Item": item(customerId="1", orderId="sort1", testAttr="testVal"),
            "ConditionExpression": "attribute_exists(customerId)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        ORDERS,
        [],
        SERVICE + "; the test asserts ConditionalCheckFailedException with no item (none stored)",
    ),
    _c(
        ST,
        2447,
        "DeleteItem",
        {
            "TableName": "Orders",
            "Key": _order("1", "sort1"),
            "ConditionExpression": "attribute_exists(someAttr)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        ORDERS,
        [item(customerId="1", orderId="sort1")],
        SERVICE + "; the test asserts ConditionalCheckFailedException returning the stored item",
    ),
    _uu(
        2480,
        "u1",
        "SET a = :new_a, b = a",
        None,
        {":new_a": _s("new_a_value")},
        [item(userId="u1", a="original_a", b="original_b")],
        note="the test expects b to get a's old value",
    ),
    _uu(
        2580,
        "u1",
        "SET #c = (if_not_exists(#c, :d) - :v), #o = :s",
        {"#c": "counter", "#o": "other"},
        {":v": _n("1"), ":d": _n("0"), ":s": _s("new")},
        [{"userId": _s("u1"), "counter": _n("5"), "other": _s("old")}],
    ),
    _uu(
        2611,
        "u1",
        "SET #cnt = ((#cnt - :v))",
        {"#cnt": "counter"},
        {":v": _n("3")},
        [{"userId": _s("u1"), "counter": _n("10")}],
        note="the test expects 7 (doubled parentheses)",
    ),
    _c(
        ST,
        2632,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": "Users",
                        "Key": _user("u1"),
                        "UpdateExpression": "ADD #c :one",
                        "ExpressionAttributeNames": {"#c": "counter"},
                        "ExpressionAttributeValues": {":one": _n("1")},
                    }
                }
            ],
            "ClientRequestToken": "tok-replay",
        },
        USERS,
        [item(userId="u1")],
        SERVICE + " (the raw request it passes; its replay left out)",
    ),
]

# --- compatibility-tests/sdk-test-awscli/test/dynamodb.bats (the CLI's JSON) -----
SETTINGS = {"#settings": "settings", "#labels": "labels"}


def _bats(line: int, expr: str, names: dict, vals: dict, before: list, note: str = "") -> dict:
    req = {
        "TableName": f"bats-test-table-{SUFFIX}",
        "Key": {"pk": _s("item-1")},
        "UpdateExpression": expr,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }
    return _c(
        BATS, line, "UpdateItem", req, PK, before, "as the CLI sends it; " + RANDOM + (f"; {note}" if note else "")
    )


BATS_CASES = [
    _bats(
        135,
        "ADD #fis.#isa.#ea :one",
        {"#fis": "functionInvocationSummaries", "#isa": "ISA_10136", "#ea": "eventsAvailable"},
        {":one": _n("1")},
        [item(pk="item-1", functionInvocationSummaries={"ISA_10136": {"eventsAvailable": 0}})],
    ),
    _bats(
        166,
        "DELETE #settings.#labels :labels",
        SETTINGS,
        {":labels": DROP},
        [{"pk": _s("item-1"), "settings": {"M": {"labels": KEEP_DROP}}}],
    ),
    _bats(
        198,
        "DELETE #settings.#labels :labels",
        SETTINGS,
        {":labels": {"SS": ["missing"]}},
        [{"pk": _s("item-1"), "settings": {"M": {}}}],
        "the test expects success (labels already gone)",
    ),
]

# --- compatibility-tests/sdk-test-java/.../DynamoDbConcurrencyTest.java ----------
T_CONC = "concurrency-test"
CONC_CASES = [
    _c(
        CONC,
        173,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": T_CONC,
                        "Key": {"pk": _s(pk)},
                        "UpdateExpression": "SET version = :v1",
                        "ConditionExpression": "version = :v0",
                        "ExpressionAttributeValues": {":v0": _n("0"), ":v1": _n("1")},
                    }
                }
                for pk in ("txA-1", "txB-1")
            ]
        },
        PK,
        [item(pk="txA-1", version=0), item(pk="txB-1", version=0)],
        JAVA + " (one thread's transaction, from the version it read: 0; the keys' nanoTime suffix fixed)",
    ),
]

# --- yoyo-real/floci-compatibility-tests ---------------------------------------
YQ_ITEMS = [
    item(pk="user-1", sk="order-001", status="expired-1", expiresAt=90),
    item(pk="user-1", sk="order-002", status="alive-1", expiresAt=100),
    item(pk="user-1", sk="order-003", status="alive-2", expiresAt=110),
]
YQ = {
    "TableName": "adv-query-filter-table",
    "KeyConditionExpression": "pk = :pk",
    "FilterExpression": "#expires >= :now",
    "ExpressionAttributeNames": {"#expires": "expiresAt"},
    "ExpressionAttributeValues": {":pk": _s("user-1"), ":now": _n("100")},
    "Limit": 2,
}
T_ADVC = "adv-condition-table"
T_TX = "adv-transact-table"
T_SDK = "sdk-test-table"
SDK_ITEMS = [item(pk="user-1", sk=f"item-{i}", data=f"value-{i}") for i in (1, 2, 3)] + [
    item(pk="user-2", sk="item-1", data="other-value")
]
YOYO_CASES = [
    _c(YA, 240, "Query", YQ, PKSK, YQ_ITEMS, JAVA),
    _c(
        YA,
        261,
        "Query",
        {**YQ, "ExclusiveStartKey": {"pk": _s("user-1"), "sk": _s("order-002")}},
        PKSK,
        YQ_ITEMS,
        JAVA + " (the second page, from the LastEvaluatedKey the test checks)",
    ),
    _c(
        YA,
        382,
        "PutItem",
        {
            "TableName": T_ADVC,
            "Item": item(pk="unique-item", version=2),
            "ConditionExpression": "attribute_not_exists(pk)",
        },
        PK,
        [item(pk="unique-item", version=1)],
        JAVA + "; the test expects ConditionalCheckFailedException",
    ),
    _c(
        YA,
        445,
        "UpdateItem",
        {
            "TableName": T_ADVC,
            "Key": {"pk": _s("unique-item")},
            "UpdateExpression": "SET version = :newV",
            "ExpressionAttributeValues": {":newV": _n("99"), ":expectedV": _n("1")},
            "ConditionExpression": "version = :expectedV",
        },
        PK,
        [item(pk="unique-item", version=3)],
        JAVA + "; the test expects ConditionalCheckFailedException",
    ),
    _c(
        YA,
        499,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": T_TX, "Item": item(pk="new-item", data="added-by-txn")}},
                {"Delete": {"TableName": T_TX, "Key": {"pk": _s("to-delete")}}},
            ]
        },
        PK,
        [item(pk="to-delete", data="exists")],
        JAVA,
    ),
    _c(
        YA,
        545,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": T_TX,
                        "Item": item(pk="txn-item-a", val=2),
                        "ConditionExpression": "val = :expected",
                        "ExpressionAttributeValues": {":expected": _n("99")},
                    }
                },
                {"Put": {"TableName": T_TX, "Item": item(pk="txn-item-b", val=2)}},
            ]
        },
        PK,
        [item(pk="txn-item-a", val=1), item(pk="txn-item-b", val=1)],
        JAVA + "; the test expects TransactionCanceledException and neither item changed",
    ),
    _c(
        YA,
        600,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T_TX, "Key": {"pk": _s(pk)}}} for pk in ("get-a", "nonexistent", "get-b")
            ]
        },
        PK,
        [item(pk="get-a", data="alpha"), item(pk="get-b", data="beta")],
        JAVA,
    ),
    _c(
        YS,
        59,
        "Scan",
        {
            "TableName": "scan-contains-list",
            "FilterExpression": "contains(tags, :v)",
            "ExpressionAttributeValues": {":v": _s("a")},
        },
        ID,
        [item(id="1", tags=["a", "b"]), item(id="2", tags=["a", "c"]), item(id="3", tags=["b", "c"])],
        JAVA,
    ),
    _c(
        YS,
        97,
        "Scan",
        {
            "TableName": "scan-bool-ne",
            "FilterExpression": "deleted <> :d",
            "ExpressionAttributeValues": {":d": {"BOOL": True}},
        },
        ID,
        [item(id="1", deleted=False), item(id="2", deleted=True), item(id="3", deleted=False)],
        JAVA,
    ),
    _c(
        YS,
        183,
        "Scan",
        {
            "TableName": "scan-nested-attr-exists",
            "FilterExpression": "attribute_exists(info.#n)",
            "ExpressionAttributeNames": {"#n": "name"},
        },
        ID,
        [item(id="1", info={"name": "Alice"}), item(id="2", info={}), item(id="3", info={"name": "Bob"})],
        JAVA,
    ),
    _c(
        YS,
        226,
        "Scan",
        {
            "TableName": "scan-contains-ss",
            "FilterExpression": "contains(roles, :r)",
            "ExpressionAttributeValues": {":r": _s("admin")},
        },
        ID,
        [item(id="1", roles={"admin", "user"}), item(id="2", roles={"user"})],
        JAVA + "; the test expects one item ('roles' is a reserved word, written bare)",
    ),
    _c(
        YT,
        155,
        "BatchWriteItem",
        {
            "RequestItems": {
                T_SDK: [
                    {"PutRequest": {"Item": item(pk="user-3", sk="item-1", data="batch-value-1")}},
                    {"PutRequest": {"Item": item(pk="user-3", sk="item-2", data="batch-value-2")}},
                ]
            }
        },
        PKSK,
        SDK_ITEMS,
        JAVA,
    ),
    _c(
        YT,
        179,
        "BatchGetItem",
        {
            "RequestItems": {
                T_SDK: {"Keys": [{"pk": _s("user-1"), "sk": _s("item-1")}, {"pk": _s("user-3"), "sk": _s("item-2")}]}
            }
        },
        PKSK,
        SDK_ITEMS
        + [item(pk="user-3", sk="item-1", data="batch-value-1"), item(pk="user-3", sk="item-2", data="batch-value-2")],
        JAVA,
    ),
    _c(
        YT,
        265,
        "BatchWriteItem",
        {
            "RequestItems": {
                T_SDK: [
                    {"DeleteRequest": {"Key": {"pk": _s("user-3"), "sk": _s("item-1")}}},
                    {"DeleteRequest": {"Key": {"pk": _s("user-3"), "sk": _s("item-2")}}},
                ]
            }
        },
        PKSK,
        SDK_ITEMS
        + [item(pk="user-3", sk="item-1", data="batch-value-1"), item(pk="user-3", sk="item-2", data="batch-value-2")],
        JAVA,
    ),
]

CASES = (
    NODE_CASES
    + CONF_CASES
    + EXPR_CASES
    + FE_CASES
    + SCT_CASES
    + IT_CASES
    + WS_CASES
    + PR_CASES
    + AP_CASES
    + EE_CASES
    + LB_CASES
    + ST_CASES
    + BATS_CASES
    + CONC_CASES
    + YOYO_CASES
)
