"""dynoxide (a DynamoDB emulator in Rust): the requests its test suite sends,
with the answers it asserts, many of them DynamoDB's own words.

Source: nubo-db/dynoxide, branch main, commit 9366d25 (2026-08-18), ``tests/``.
Its tests call the engine in process (``db.put_item(PutItemRequest {...})``,
requests deserialised from ``serde_json::json!``) or over HTTP
(``http_server.rs``: raw JSON bodies, the 400 ``message`` pinned byte for
byte). Many were written against captures of real DynamoDB (eu-west-2, some
four regions) and the Parity Suite conformance suite, and say so:
``tier3_conformance.rs`` (reserved words, ``Select``/``Limit`` enums, syntax
error windows, the missing-value message), the envelope matrix of
``http_server.rs`` and ``expressions.rs`` (which refusals carry ``1 validation
error detected:``: syntax errors, redundant parentheses, ``contains`` of one
path with itself, expressions over 4 KB, ``{"NULL": false}``, empty and
duplicate sets, ``ExpressionAttributeValues`` without an expression,
``Expected`` beside ``ConditionExpression``; and which stay bare: a key update,
an invalid document path, a missing attribute, key type mismatches),
``unused_expression_attrs.rs``, ``nesting_depth.rs`` (32 levels),
``query_scan.rs`` (``Select`` and ``ProjectionExpression`` combinations,
undefined and overlapping projection paths), ``transactions.rs`` (cancellation
reasons, ``ReturnValuesOnConditionCheckFailure``, duplicate targets, 100-action
and empty-list limits, which malformed keys are a top-level
ValidationException and which a cancellation reason),
``condition_check_failure.rs``, ``correctness_fixes.rs`` and
``core_important_fixes.rs`` (38-digit numbers, ``begins_with`` with ``%`` and
``_``, ``<>`` on a missing attribute, ``size`` of a number, key attributes in
REMOVE and ADD, ReturnValues enums, BatchWriteItem duplicates), and the
functional expression tests of ``expressions.rs`` (conditions on maps and
lists, SET arithmetic, ``if_not_exists``, ``list_append``, list indexes past the
end, nested paths, UPDATED_NEW, projections through lists), ``item_operations.rs``,
``empty_value_validation.rs``, ``set_deduplication.rs``, ``batch_operations.rs``
and ``aws_sdk_integration.rs``. Only the requests were taken, as data; ``note``
quotes the message a test asserts where it pins one.

Adapted only as far as needed to run: each test's table as it creates it
(``Tbl``, ``TestTable``, ``TestTbl``, ``Items``, ``Table1``, ``cond-test``,
``BinTable``, ...); the secondary indexes of the tier-3 tables (``gsi_pk``,
``lsi_sk``), never used by the requests taken, are not created. Where a test
makes several requests in turn, a request's ``before`` is what the earlier ones
leave. Requests built with the SDK or the in-process structs are written as the
JSON API takes them. Two tier-3 tests parse an expression alone
(``update::parse``, ``projection::parse``) and pin AWS's message for it: sent
here as an UpdateItem's UpdateExpression and a GetItem's ProjectionExpression.
Tests that only deserialise a request (``Select``, ``Limit``) name a table they
never create (``TestTable``): created here with a string hash key ``pk``.
Expressions over 4 KB are written as the tests build them (``"a" * 4200``,
``"SET " + "a" * 4088 + " = :v"``), and so are the 101-action transactions and
the 31- and 32-level maps. In a request over two tables (``Table1`` and
``Table2``, ``BgMixA`` and ``BgMixB``, keyed alike) the sample items are in the
first table only.

Left out: queries and scans on indexes (``gsi.rs``, ``lsi.rs``, the GSI/LSI
``ConsistentRead`` tests of ``tier3_conformance.rs``, the index-key type
mismatch), CreateTable/UpdateTable/PartiQL/streams/TTL/capacity tests, the
requests over 400 KB (a 410,000-character item, the 4 MB transaction of 15
items of 300 KB, the 400 KB ``SET bigval``), the idempotency tests that need
two requests in turn (the same ``ClientRequestToken`` twice), a 300-character
table name, and near-duplicates (the same request with other values, or the
same refusal on the HTTP and the in-process surface: the first kept).
"""

from __future__ import annotations

from ._build import case, item, table, typed
from ._build import expression_maps as _ex

SOURCE = "dynoxide"
REPO = "nubo-db/dynoxide@9366d25 tests/"
EX = "expressions.rs"
UN = "unused_expression_attrs.rs"
T3 = "tier3_conformance.rs"
CF = "correctness_fixes.rs"
CI = "core_important_fixes.rs"
TX = "transactions.rs"
CC = "condition_check_failure.rs"
HS = "http_server.rs"
QS = "query_scan.rs"
ND = "nesting_depth.rs"
IO = "item_operations.rs"
EV = "empty_value_validation.rs"
SD = "set_deduplication.rs"
BO = "batch_operations.rs"
SDK = "aws_sdk_integration.rs"

PK = table(("pk", "S"))
PKSK = table(("pk", "S"), ("sk", "S"))
UPPER = table(("PK", "S"), ("SK", "S"))
BIN = table(("pk", "B"))
BIN2 = table(("pk", "B"), ("sk", "B"))

ENV = "1 validation error detected: "
CCF = "The conditional request failed"
EMPTY_KEY = (
    "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an "
    "empty string value. Key: "
)
EMPTY_BIN = (
    "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an "
    "empty binary value. Key: "
)
NULL_FALSE = "One or more parameter values were invalid: Null attribute value types must have the value of true"
MISMATCH = "The provided key element does not match the schema"
OVERSIZE = "Expression size has exceeded the maximum allowed size"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _asserts(message: str, extra: str = "") -> str:
    out = f'the test asserts "{message}"'
    return f"{out}; {extra}" if extra else out


def _deep(depth: int) -> dict:
    """A string leaf wrapped in ``depth`` one-key maps (the test's ``deep_map``)."""
    v: dict = {"S": "leaf"}
    for _ in range(depth):
        v = {"M": {"n": v}}
    return v


def _ss(*members: str) -> object:
    return typed({"SS": list(members)})


K1 = item(pk="k1")

# --- tests/expressions.rs: table Tbl, string hash key pk ---------------------------
EXPRESSIONS = [
    _c(
        EX,
        89,
        "PutItem",
        {"TableName": "Tbl", "Item": item(pk="k1", val="second"), "ConditionExpression": "attribute_not_exists(pk)"},
        PK,
        [item(pk="k1", val="first")],
        _asserts("conditional request failed", "the item the first put (line 73) wrote"),
    ),
    _c(
        EX,
        173,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET Touched = :t",
            "ConditionExpression": "#S = :p",
            **_ex({"#S": "Status"}, {":t": "yes", ":p": {"Union_Case": "Passive"}}),
        },
        PK,
        [item(pk="k1", Status={"Union_Case": "Passive"})],
        "a map compared for equality: the test asserts it succeeds",
    ),
    _c(
        EX,
        254,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET Touched = :t",
            "ConditionExpression": "#R = :p",
            **_ex({"#R": "Roles"}, {":t": "again", ":p": ["viewer", "admin"]}),
        },
        PK,
        [item(pk="k1", Roles=["admin", "viewer"], Touched="yes")],
        _asserts("conditional request failed", "the same list in reverse order; the item the first update left"),
    ),
    _c(
        EX,
        298,
        "DeleteItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "ConditionExpression": "#st = :s",
            **_ex({"#st": "status"}, {":s": "archived"}),
        },
        PK,
        [item(pk="k1", status="archived")],
    ),
    _c(
        EX,
        384,
        "GetItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "ProjectionExpression": "#nm, age",
            "ExpressionAttributeNames": {"#nm": "name"},
        },
        PK,
        [item(pk="k1", name="Alice", age=30, email="alice@example.com")],
        "the test asserts pk is not returned",
    ),
    _c(
        EX,
        576,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET existing = if_not_exists(existing, :def), newone = if_not_exists(newone, :def2)",
            **_ex(None, {":def": "default1", ":def2": "default2"}),
        },
        PK,
        [item(pk="k1", existing="already_here")],
        "the test asserts :def counts as used although existing is there",
    ),
    _c(
        EX,
        622,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET #it = list_append(#it, :new)",
            **_ex({"#it": "items"}, {":new": ["b"]}),
        },
        PK,
        [item(pk="k1", items=["a"])],
    ),
    _c(
        EX,
        768,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "ADD tags :new", **_ex(None, {":new": _ss("sqlite")})},
        PK,
        [item(pk="k1", tags=_ss("rust", "dynamo"))],
    ),
    _c(
        EX,
        822,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "DELETE colors :remove",
            **_ex(None, {":remove": _ss("blue", "green")}),
        },
        PK,
        [item(pk="k1", colors=_ss("red", "blue", "green"))],
    ),
    _c(
        EX,
        873,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET #nm = :n REMOVE #tmp",
            **_ex({"#nm": "name", "#tmp": "temp"}, {":n": "Bob"}),
        },
        PK,
        [item(pk="k1", name="Alice", temp="delete-me")],
    ),
    _c(
        EX,
        912,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": item(pk="new-key"),
            "UpdateExpression": "SET #nm = :n",
            **_ex({"#nm": "name"}, {":n": "Created"}),
        },
        PK,
        [],
        "an upsert: the test asserts the item is created with its key",
    ),
    _c(
        EX,
        1042,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET a = :v, b = a",
            **_ex(None, {":v": "NEW"}),
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="k1", a="OLD")],
        "the test asserts b gets a's old value (OLD)",
    ),
    _c(
        EX,
        1077,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET c = (c - :v)",
            **_ex(None, {":v": 3}),
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="k1", c=10)],
        "parenthesised arithmetic: the test asserts c = 7",
    ),
    _c(
        EX,
        1109,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET parent.child = :v",
            **_ex(None, {":v": "new"}),
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [item(pk="k1", parent={"keep": "k", "child": "old"})],
        "the test asserts UPDATED_NEW returns only parent.child",
    ),
    _c(
        EX,
        1153,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "REMOVE y", "ReturnValues": "UPDATED_NEW"},
        PK,
        [item(pk="k1", x="keep", y="drop")],
        "the test asserts no Attributes are returned",
    ),
    _c(
        EX,
        1189,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET #l[2] = :v",
            **_ex({"#l": "list"}, {":v": "z"}),
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [item(pk="k1", list=["a", "b", "c"])],
        "the test asserts UPDATED_NEW returns the whole list [a, b, z]",
    ),
    _c(
        EX,
        1234,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "SET pk = :v", **_ex(None, {":v": "k2"})},
        PK,
        [K1],
        _asserts(
            "One or more parameter values were invalid: Cannot update attribute pk. This attribute is part of the key"
        ),
    ),
    _c(
        EX,
        1385,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "SET myList[5] = :val", **_ex(None, {":val": "x"})},
        PK,
        [item(pk="k1", myList=["a", "b", "c"])],
        "an index past the end of a 3-element list: the test asserts the list is padded with NULLs to 6 elements",
    ),
    _c(
        EX,
        1484,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET myList[2].#n = :val",
            **_ex({"#n": "name"}, {":val": "two"}),
        },
        PK,
        [item(pk="k1", myList=[{"name": "zero"}])],
        "a path through an index past the end: the test asserts success, index 1 NULL and index 2 a new map",
    ),
    _c(
        EX,
        1544,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "REMOVE myList[999]"},
        PK,
        [item(pk="k1", myList=["a", "b"])],
        "the test asserts a no-op",
    ),
    _c(
        EX,
        1646,
        "GetItem",
        {"TableName": "Tbl", "Key": K1, "ProjectionExpression": "payload.entries[0].label"},
        PK,
        [item(pk="k1", payload={"entries": [{"label": "first"}, {"label": "second"}]})],
    ),
    _c(
        EX,
        1703,
        "GetItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "ProjectionExpression": "#l[0].#a, #l[0].#b",
            "ExpressionAttributeNames": {"#l": "l", "#a": "a", "#b": "b"},
        },
        PK,
        [item(pk="k1", l=[{"a": "a0", "b": "b0", "c": "c0"}])],
        "the test asserts one list element holding a and b",
    ),
    _c(
        EX,
        1763,
        "GetItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "ProjectionExpression": "#l[0].#a, #l[0].#b, #l[2].#c",
            "ExpressionAttributeNames": {"#l": "l", "#a": "a", "#b": "b", "#c": "c"},
        },
        PK,
        [item(pk="k1", l=[{"a": f"a{n}", "b": f"b{n}", "c": f"c{n}"} for n in range(3)])],
        "the test asserts [{a0, b0}, {c2}]",
    ),
    _c(
        EX,
        1810,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "SET a.b.c = :val", **_ex(None, {":val": "deep"})},
        PK,
        [K1],
        _asserts("document path provided in the update expression is invalid", "bare, with no envelope"),
    ),
    _c(
        EX,
        1911,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET parentMap.absent.deep = :val",
            **_ex(None, {":val": "nope"}),
        },
        PK,
        [item(pk="k1", parentMap={"present": "val"})],
        _asserts("document path provided in the update expression is invalid"),
    ),
    _c(
        EX,
        1949,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "SET " + "a" * 4088 + " = :v", **_ex(None, {":v": "x"})},
        PK,
        [K1],
        _asserts(f"{ENV}Invalid UpdateExpression: {OVERSIZE}; expression size: 4097"),
    ),
    _c(
        EX,
        1976,
        "PutItem",
        {"TableName": "Tbl", "Item": K1, "ConditionExpression": "a" * 4092 + " = :v", **_ex(None, {":v": "x"})},
        PK,
        [],
        _asserts(f"{ENV}Invalid ConditionExpression: {OVERSIZE}; expression size: 4097"),
    ),
    _c(
        EX,
        2004,
        "GetItem",
        {"TableName": "Tbl", "Key": K1, "ProjectionExpression": "a" * 4097},
        PK,
        [K1],
        _asserts(f"Invalid ProjectionExpression: {OVERSIZE}"),
    ),
    _c(
        EX,
        2030,
        "GetItem",
        {"TableName": "Tbl", "Key": K1, "ProjectionExpression": "a" * 4096},
        PK,
        [K1],
        "4096 bytes, at the limit: the test asserts success",
    ),
    _c(
        EX,
        2065,
        "PutItem",
        {"TableName": "Tbl", "Item": K1, "ConditionExpression": "pk = !!", **_ex(None, {":v": "x"})},
        PK,
        [],
        _asserts(f'{ENV}Invalid ConditionExpression: Syntax error; token: "!"'),
    ),
    _c(
        EX,
        2086,
        "PutItem",
        {"TableName": "Tbl", "Item": K1, "ConditionExpression": "((pk = :v))", **_ex(None, {":v": "x"})},
        PK,
        [],
        _asserts(f"{ENV}Invalid ConditionExpression: The expression has redundant parentheses;"),
    ),
    _c(
        EX,
        2108,
        "PutItem",
        {"TableName": "Tbl", "Item": K1, "ConditionExpression": "contains(pk, pk)"},
        PK,
        [],
        _asserts(
            f"{ENV}Invalid ConditionExpression: The first operand must be distinct from the remaining operands for "
            "this operator or function; operator: contains, first operand: [pk]"
        ),
    ),
    _c(
        EX,
        2130,
        "PutItem",
        {"TableName": "Tbl", "Item": K1, **_ex(None, {":v": "x"})},
        PK,
        [],
        _asserts(
            f"{ENV}ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null"
        ),
    ),
    _c(
        EX,
        2152,
        "PutItem",
        {
            "TableName": "Tbl",
            "Item": K1,
            "ConditionExpression": "attribute_not_exists(pk)",
            "Expected": {"pk": {"Exists": False}},
        },
        PK,
        [],
        _asserts(
            f"{ENV}Can not use both expression and non-expression parameters in the same request: "
            "Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}"
        ),
    ),
    _c(
        EX,
        2177,
        "PutItem",
        {"TableName": "Tbl", "Item": K1, "ExpressionAttributeNames": {"#a": "a"}},
        PK,
        [],
        _asserts("ExpressionAttributeNames can only be specified when using expressions", "bare"),
    ),
    _c(
        EX,
        2205,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "SET"},
        PK,
        [],
        _asserts(f"{ENV}Invalid UpdateExpression: Syntax error; Expected attribute name, got end of expression"),
    ),
    _c(
        EX,
        2249,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET flag = :n",
            "ExpressionAttributeValues": {":n": {"NULL": False}},
        },
        PK,
        [],
        _asserts(ENV + NULL_FALSE),
    ),
    _c(
        EX,
        2270,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": {"pk": {"NULL": False}},
            "UpdateExpression": "SET val = :v",
            **_ex(None, {":v": "x"}),
        },
        PK,
        [],
        _asserts(ENV + NULL_FALSE),
    ),
    _c(
        EX,
        2295,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET tags = :v",
            "ExpressionAttributeValues": {":v": {"SS": []}},
        },
        PK,
        [],
        _asserts(
            f"{ENV}ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
            "An string set  may not be empty for key :v"
        ),
    ),
    _c(
        EX,
        2317,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, **_ex(None, {":v": "x"})},
        PK,
        [],
        _asserts(
            f"{ENV}ExpressionAttributeValues can only be specified when using expressions: UpdateExpression is null "
            "and ConditionExpression is null"
        ),
    ),
    _c(
        EX,
        2339,
        "UpdateItem",
        {"TableName": "Tbl", "Key": {"pk": {"SS": []}}, "UpdateExpression": "SET val = :v", **_ex(None, {":v": "x"})},
        PK,
        [],
        _asserts("One or more parameter values were invalid: An string set  may not be empty", "bare"),
    ),
]

# --- tests/unused_expression_attrs.rs: table TestTable, pk and sk strings -------------
KS = item(pk="k1", sk="s1")
UNUSED = [
    _c(
        UN,
        76,
        "PutItem",
        {
            "TableName": "TestTable",
            "Item": KS,
            "ConditionExpression": "attribute_not_exists(pk)",
            "ExpressionAttributeNames": {"#unused": "something"},
        },
        PKSK,
        [],
        _asserts("Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}", "line 143, bare"),
    ),
    _c(
        UN,
        104,
        "PutItem",
        {
            "TableName": "TestTable",
            "Item": KS,
            "ConditionExpression": "attribute_not_exists(pk)",
            **_ex(None, {":unused": "val"}),
        },
        PKSK,
        [],
        _asserts("ExpressionAttributeValues unused in expressions", "naming :unused"),
    ),
    _c(
        UN,
        168,
        "UpdateItem",
        {
            "TableName": "TestTable",
            "Key": KS,
            "UpdateExpression": "SET flag = :v",
            **_ex({"#unused": "something"}, {":v": "on"}),
        },
        PKSK,
        [],
        _asserts("Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}", "bare"),
    ),
    _c(
        UN,
        191,
        "Query",
        {
            "TableName": "TestTable",
            "KeyConditionExpression": "#pk = :pk",
            "FilterExpression": "#s = :status",
            **_ex({"#pk": "pk", "#s": "status"}, {":pk": "user#1", ":status": "active"}),
        },
        PKSK,
        [item(pk="user#1", sk="2024-01-01", status="active")],
        "names used across the key condition and the filter: the test asserts success",
    ),
    _c(
        UN,
        303,
        "GetItem",
        {
            "TableName": "TestTable",
            "Key": KS,
            "ProjectionExpression": "#used",
            "ExpressionAttributeNames": {"#used": "status", "#unused": "other"},
        },
        PKSK,
        [item(pk="k1", sk="s1", status="active")],
        _asserts("ExpressionAttributeNames unused in expressions", "naming #unused"),
    ),
]

# --- tests/tier3_conformance.rs ------------------------------------------------------
DESER = "the test only deserialises the request; its table TestTable created with a string hash key pk; "
TIER3 = [
    _c(
        T3,
        150,
        "Query",
        {
            "TableName": "TestTable",
            "KeyConditionExpression": "pk = :pk",
            **_ex(None, {":pk": "a"}),
            "Select": "INVALID_VALUE",
        },
        PK,
        [],
        DESER
        + _asserts(
            "at 'select' failed to satisfy constraint",
            "and the enum set SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES (AWS's order)",
        ),
    ),
    _c(
        T3,
        167,
        "Scan",
        {"TableName": "TestTable", "Select": "BAD"},
        PK,
        [],
        DESER + _asserts("at 'select' failed to satisfy constraint"),
    ),
    _c(
        T3,
        182,
        "Query",
        {"TableName": "TestTable", "KeyConditionExpression": "pk = :pk", **_ex(None, {":pk": "a"}), "Limit": 0},
        PK,
        [],
        DESER + _asserts("at 'Limit' failed to satisfy constraint", "greater than or equal to 1"),
    ),
    _c(
        T3,
        198,
        "Scan",
        {"TableName": "TestTable", "Limit": 0},
        PK,
        [],
        DESER + _asserts("at 'limit' failed to satisfy constraint", "AWS lowercases limit for Scan, the test says"),
    ),
    _c(
        T3,
        276,
        "Query",
        {
            "TableName": "NameRefTable",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "#nonexistent = :val",
            **_ex(None, {":pk": "test", ":val": "x"}),
        },
        PKSK,
        [],
        _asserts("Invalid FilterExpression", "no ExpressionAttributeNames; the table's GSI not created"),
    ),
    _c(
        T3,
        340,
        "PutItem",
        {
            "TableName": "ReservedCondTbl",
            "Item": item(pk="a", sk="b", status="active"),
            "ConditionExpression": "status = :val",
            **_ex(None, {":val": "active"}),
        },
        PKSK,
        [],
        _asserts("reserved keyword", "naming status"),
    ),
    _c(
        T3,
        369,
        "UpdateItem",
        {
            "TableName": "ReservedUpdTbl",
            "Key": item(pk="a", sk="b"),
            "UpdateExpression": "SET name = :val",
            **_ex(None, {":val": "Alice"}),
        },
        PKSK,
        [],
        _asserts("reserved keyword", "naming name"),
    ),
    _c(
        T3,
        395,
        "Query",
        {
            "TableName": "ReservedFiltTbl",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "status = :val",
            **_ex(None, {":pk": "a", ":val": "active"}),
        },
        PKSK,
        [],
        _asserts("reserved keyword"),
    ),
    _c(
        T3,
        423,
        "GetItem",
        {"TableName": "ReservedProjTbl", "Key": item(pk="a", sk="b"), "ProjectionExpression": "status"},
        PKSK,
        [],
        _asserts("reserved keyword"),
    ),
    _c(
        T3,
        451,
        "PutItem",
        {
            "TableName": "AliasedTbl",
            "Item": item(pk="a", sk="b", status="active"),
            "ConditionExpression": "attribute_not_exists(#s)",
            "ExpressionAttributeNames": {"#s": "status"},
        },
        PKSK,
        [],
        "the reserved word behind a name placeholder: the test asserts success",
    ),
    _c(
        T3,
        470,
        "PutItem",
        {
            "TableName": "CaseTbl",
            "Item": item(pk="a", sk="b"),
            "ConditionExpression": "Status = :val",
            **_ex(None, {":val": "active"}),
        },
        PKSK,
        [],
        "Status in mixed case: the test asserts a refusal (reserved words are case-insensitive)",
    ),
    _c(
        T3,
        492,
        "UpdateItem",
        {"TableName": "Tbl", "Key": K1, "UpdateExpression": "INVALID SYNTAX HERE"},
        PK,
        [],
        "the test parses the expression alone and pins AWS's text as the conformance suite captured it: "
        '"Invalid UpdateExpression: Syntax error; token: \\"INVALID\\", near: \\"INVALID SYNTAX\\""; sent here as '
        "an UpdateItem's UpdateExpression (table Tbl, string hash key pk)",
    ),
    _c(
        T3,
        503,
        "GetItem",
        {"TableName": "Tbl", "Key": K1, "ProjectionExpression": "!!! INVALID !!!"},
        PK,
        [K1],
        "the test parses the expression alone and pins AWS's text as the conformance suite captured it: "
        '"Invalid ProjectionExpression: Syntax error; token: \\"!\\", near: \\"!!\\""; sent here as a GetItem\'s '
        "ProjectionExpression (table Tbl, string hash key pk)",
    ),
    _c(
        T3,
        531,
        "UpdateItem",
        {"TableName": "EavTbl", "Key": K1, "UpdateExpression": "SET attr1 = :v"},
        PK,
        [],
        _asserts(
            f"{ENV}Invalid UpdateExpression: An expression attribute value used in expression is not defined",
            "a prefix of the message",
        ),
    ),
]

# --- tests/correctness_fixes.rs ---------------------------------------------------------
BIG_A = "12345678901234567890123456789012345678"
BIG_B = "12345678901234567890123456789012345679"
CORRECTNESS = [
    _c(
        CF,
        144,
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "val < :limit",
            "ExpressionAttributeValues": {":pk": {"S": "a"}, ":limit": {"N": BIG_B}},
        },
        PK,
        [{"pk": {"S": "a"}, "val": {"N": BIG_A}}],
        "38-digit numbers one apart: the test asserts Count 1",
    ),
    _c(
        CF,
        198,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": item(pk="a"),
            "UpdateExpression": "ADD #c :inc",
            **_ex({"#c": "counter"}, {":inc": 1}),
        },
        PK,
        [{"pk": {"S": "a"}, "counter": {"N": "9" * 38}}],
        "the test asserts counter becomes 100000000000000000000000000000000000000",
    ),
    _c(
        CF,
        256,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": item(pk="a"),
            "UpdateExpression": "SET val = val + :inc",
            "ExpressionAttributeValues": {":inc": {"N": "2.00000000000000000002"}},
        },
        PK,
        [{"pk": {"S": "a"}, "val": {"N": "1.00000000000000000001"}}],
        "the test asserts 3.00000000000000000003",
    ),
    _c(
        CF,
        319,
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            **_ex(None, {":pk": "p", ":prefix": "100%"}),
        },
        PKSK,
        [item(pk="p", sk="100%_off"), item(pk="p", sk="100abc")],
        "the test asserts only 100%_off matches",
    ),
    _c(
        CF,
        409,
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "score >= :min",
            **_ex(None, {":pk": "p", ":min": 30}),
            "Select": "COUNT",
        },
        PKSK,
        [item(pk="p", sk=f"sk{i}", score=i * 10) for i in range(5)],
        "the test asserts Count 2, ScannedCount 5",
    ),
    _c(
        CF,
        758,
        "PutItem",
        {
            "TableName": "ne-missing",
            "Item": item(pk="item1", status="idle"),
            "ConditionExpression": "#s <> :v",
            **_ex({"#s": "status"}, {":v": "working"}),
        },
        PK,
        [],
        "<> on an absent item: the test asserts the put succeeds",
    ),
    _c(
        CF,
        775,
        "PutItem",
        {
            "TableName": "ne-missing",
            "Item": item(pk="item2", status="new"),
            "ConditionExpression": "#s <> :v OR #u < :t",
            **_ex({"#s": "status", "#u": "updatedAt"}, {":v": "working", ":t": "2099-01-01T00:00:00Z"}),
        },
        PK,
        [item(pk="item1", status="idle")],
        "the test asserts the put succeeds; item1 as the previous put left it",
    ),
]

# --- tests/core_important_fixes.rs: table TestTbl, pk and sk strings -------------------
AB = item(pk="a", sk="b")
CORE = [
    _c(
        CI,
        132,
        "DeleteItem",
        {"TableName": "TestTbl", "Key": AB, "ReturnValues": "ALL_NEW"},
        PKSK,
        [],
        _asserts("returnValues", "and the values ALL_OLD, NONE"),
    ),
    _c(
        CI,
        170,
        "UpdateItem",
        {"TableName": "TestTbl", "Key": AB, "UpdateExpression": "REMOVE sk"},
        PKSK,
        [item(pk="a", sk="b", val="x")],
        _asserts("Cannot update attribute sk"),
    ),
    _c(
        CI,
        205,
        "UpdateItem",
        {"TableName": "TestTbl", "Key": AB, "UpdateExpression": "ADD pk :val", **_ex(None, {":val": 1})},
        PKSK,
        [AB],
        _asserts("Cannot update attribute pk", "a number ADDed to the string hash key"),
    ),
    _c(
        CI,
        295,
        "Query",
        {
            "TableName": "TestTbl",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "size(num) > :zero",
            **_ex(None, {":pk": "a", ":zero": 0}),
        },
        PKSK,
        [item(pk="a", sk="b", num=42)],
        "size() of a number: the test asserts Count 0, ScannedCount 1",
    ),
    _c(
        CI,
        468,
        "BatchWriteItem",
        {
            "RequestItems": {
                "TestTbl": [
                    {"PutRequest": {"Item": item(pk="a", sk="b", val="first")}},
                    {"PutRequest": {"Item": item(pk="a", sk="b", val="duplicate")}},
                ]
            }
        },
        PKSK,
        [],
        _asserts("duplicates", "a ValidationException"),
    ),
    _c(
        CI,
        516,
        "BatchWriteItem",
        {"RequestItems": {"TestTbl": [{"PutRequest": {"Item": AB}}, {"DeleteRequest": {"Key": AB}}]}},
        PKSK,
        [],
        "a put and a delete of one key: the test asserts a ValidationException",
    ),
]

# --- tests/transactions.rs: tables Table1 / Table2, string hash key pk -----------------
T1 = "Table1"


def _put(tbl: str, itm: dict, **extra) -> dict:
    return {"Put": {"TableName": tbl, "Item": itm, **extra}}


def _tw(*actions: dict, **extra) -> dict:
    return {"TransactItems": list(actions), **extra}


NOT_PK = {"ConditionExpression": "attribute_not_exists(pk)"}
EXISTS_OLD = [item(pk="exists", val="old_value")]
LOOKUP_UPD = {"UpdateExpression": "SET attr1 = :v", **_ex(None, {":v": "x"})}
TRANSACTIONS = [
    _c(
        TX,
        47,
        "TransactWriteItems",
        _tw(_put(T1, item(pk="a", val="1")), _put("Table2", item(pk="b", val="2"))),
        PK,
        [],
    ),
    _c(
        TX,
        67,
        "TransactWriteItems",
        _tw(
            _put(T1, item(pk="new_item", val="new")),
            {"ConditionCheck": {"TableName": T1, "Key": item(pk="existing"), **NOT_PK}},
        ),
        PK,
        [item(pk="existing", val="old")],
        _asserts("Transaction cancelled", "and new_item not written"),
    ),
    _c(
        TX,
        95,
        "TransactWriteItems",
        _tw(
            _put(T1, item(pk="new", val="created")),
            {
                "Update": {
                    "TableName": T1,
                    "Key": item(pk="to_update"),
                    "UpdateExpression": "SET val = :v",
                    **_ex(None, {":v": "after"}),
                }
            },
            {"Delete": {"TableName": T1, "Key": item(pk="to_delete")}},
        ),
        PK,
        [item(pk="to_update", val="before"), item(pk="to_delete", val="doomed")],
    ),
    _c(
        TX,
        123,
        "TransactWriteItems",
        _tw(_put(T1, item(pk="same")), {"Delete": {"TableName": T1, "Key": item(pk="same")}}),
        PK,
        [],
        _asserts("multiple operations on one item"),
    ),
    _c(
        TX,
        140,
        "TransactWriteItems",
        _tw(*[_put(T1, item(pk=f"k{i}")) for i in range(101)]),
        PK,
        [],
        "101 Puts: the test asserts a message naming 100",
    ),
    _c(
        TX,
        158,
        "TransactWriteItems",
        _tw(
            _put(T1, item(pk="new"), **NOT_PK),
            {"ConditionCheck": {"TableName": T1, "Key": item(pk="exists"), **NOT_PK}},
        ),
        PK,
        [item(pk="exists", val="val")],
        "the test asserts the reasons None and ConditionalCheckFailed",
    ),
    _c(
        TX,
        187,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T1, "Key": item(pk="a")}},
                {"Get": {"TableName": "Table2", "Key": item(pk="b")}},
            ]
        },
        PK,
        [item(pk="a", val="val1")],
        "the test also writes b (val2) in Table2; sample items go to the first table only",
    ),
    _c(
        TX,
        235,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": T1, "Key": item(pk="a"), "ProjectionExpression": "val"}}]},
        PK,
        [item(pk="a", val="v", extra="e")],
        "the test asserts the item holds val and also pk ('key always included'), not extra",
    ),
    _c(
        TX,
        270,
        "TransactGetItems",
        {
            "TransactItems": [
                {
                    "Get": {
                        "TableName": T1,
                        "Key": item(pk="a"),
                        "ProjectionExpression": "#x",
                        "ExpressionAttributeNames": {"#x": "doesNotExist"},
                    }
                }
            ]
        },
        PK,
        [item(pk="a", real="here")],
        "the test asserts the response has no Item (as the conformance suite's transactGet test does)",
    ),
    _c(
        TX,
        500,
        "TransactWriteItems",
        _tw(_put(T1, item(pk="exists", val="new_value"), **NOT_PK, ReturnValuesOnConditionCheckFailure="ALL_OLD")),
        PK,
        EXISTS_OLD,
        "the test asserts the reason ConditionalCheckFailed with the old Item",
    ),
    _c(
        TX,
        551,
        "TransactWriteItems",
        _tw(
            {
                "Update": {
                    "TableName": T1,
                    "Key": item(pk="exists"),
                    "UpdateExpression": "SET val = :v",
                    **_ex(None, {":v": "new_value"}),
                    **NOT_PK,
                    "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                }
            }
        ),
        PK,
        EXISTS_OLD,
        "the test asserts the reason ConditionalCheckFailed with the old Item",
    ),
    _c(
        TX,
        605,
        "TransactWriteItems",
        _tw(
            {
                "ConditionCheck": {
                    "TableName": T1,
                    "Key": item(pk="exists"),
                    **NOT_PK,
                    "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                }
            }
        ),
        PK,
        EXISTS_OLD,
        "the test asserts the reason ConditionalCheckFailed with the old Item",
    ),
    _c(
        TX,
        628,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": T1, "Key": item(pk=f"k{i}")}} for i in range(101)]},
        PK,
        [],
        "101 Gets: the test asserts a message naming 100",
    ),
    _c(
        TX,
        643,
        "TransactWriteItems",
        {"TransactItems": []},
        PK,
        [],
        _asserts("Member must have length greater than or equal to 1"),
    ),
    _c(
        TX,
        698,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": "DupGet", "Key": item(pk="k1")}},
                {"Get": {"TableName": "DupGet", "Key": item(pk="k1")}},
            ]
        },
        PK,
        [item(pk="k1", val="v1")],
        _asserts("multiple operations on one item"),
    ),
    _c(
        TX,
        716,
        "TransactGetItems",
        {"TransactItems": []},
        PK,
        [],
        _asserts("Member must have length greater than or equal to 1"),
    ),
    _c(
        TX,
        762,
        "TransactWriteItems",
        _tw(
            {
                "Update": {
                    "TableName": "cond-test",
                    "Key": item(PK="does-not-exist", SK="nope"),
                    "UpdateExpression": "ADD TagCount :inc",
                    **_ex(None, {":inc": 1}),
                    "ConditionExpression": "attribute_exists(PK)",
                }
            }
        ),
        UPPER,
        [],
        "attribute_exists on the key of an absent item: the test asserts ConditionalCheckFailed and no item written",
    ),
    _c(
        TX,
        799,
        "UpdateItem",
        {
            "TableName": "cond-test-single",
            "Key": item(PK="ghost", SK="nope"),
            "UpdateExpression": "ADD TagCount :inc",
            **_ex(None, {":inc": 1}),
            "ConditionExpression": "attribute_exists(PK)",
        },
        UPPER,
        [],
        _asserts("conditional request failed", "and no item written"),
    ),
    _c(
        TX,
        1326,
        "TransactWriteItems",
        _tw(_put(T1, {"pk": {"N": "5"}})),
        PK,
        [],
        "the test asserts a ValidationError cancellation reason: "
        '"One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N"',
    ),
    _c(
        TX,
        1378,
        "TransactWriteItems",
        _tw(_put(T1, {"pk": {"S": "k1"}, "tags": {"SS": ["a", "a"]}})),
        PK,
        [],
        "the test asserts a ValidationError cancellation reason, bare: "
        '"One or more parameter values were invalid: Input collection [a, a] contains duplicates."',
    ),
    _c(
        TX,
        1403,
        "TransactWriteItems",
        _tw(_put(T1, item(pk="a", val="1")), _put(T1, {"pk": {"S": ""}})),
        PK,
        [],
        "an empty string key in the second Put: the test asserts a top-level ValidationException (not a "
        "cancellation) and that the first Put is rolled back",
    ),
    _c(
        TX,
        1486,
        "TransactWriteItems",
        _tw({"Update": {"TableName": T1, "Key": {"pk": {"S": ""}}, **LOOKUP_UPD}}),
        PK,
        [],
        f'the test asserts a top-level ValidationException "{EMPTY_KEY}pk" (the request: upd_lookup, line 1437)',
    ),
    _c(
        TX,
        1501,
        "TransactWriteItems",
        _tw({"Update": {"TableName": T1, "Key": {"pk": {"N": "5"}}, **LOOKUP_UPD}}),
        PK,
        [],
        f'the test asserts a ValidationError cancellation reason "{MISMATCH}" (upd_lookup, line 1437)',
    ),
    _c(
        TX,
        1516,
        "TransactWriteItems",
        _tw({"Delete": {"TableName": T1, "Key": {"pk": {"L": [{"S": "x"}]}}}}),
        PK,
        [],
        f'the test asserts a ValidationError cancellation reason "{MISMATCH}" (del_lookup, line 1440)',
    ),
    _c(
        TX,
        1565,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": T1, "Key": {"pk": {"S": ""}}}}]},
        PK,
        [],
        f'the test asserts a ValidationError cancellation reason (not top-level) "{EMPTY_KEY}pk"',
    ),
    _c(
        TX,
        1596,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T1, "Key": {"pk": {"S": ""}}}},
                {"Get": {"TableName": T1, "Key": {"pk": {"N": "5"}}}},
            ]
        },
        PK,
        [],
        f'the test asserts two ValidationError reasons: "{EMPTY_KEY}pk", then "{MISMATCH}"',
    ),
    _c(
        TX,
        1631,
        "TransactWriteItems",
        _tw(
            {
                "Update": {
                    "TableName": "Composite",
                    "Key": {"PK": {"S": "x"}, "SK": {"S": ""}},
                    "UpdateExpression": "SET attr1 = :v",
                    **_ex(None, {":v": "y"}),
                }
            }
        ),
        UPPER,
        [],
        f'the test asserts a top-level ValidationException "{EMPTY_KEY}SK"',
    ),
    _c(
        TX,
        1661,
        "TransactWriteItems",
        _tw(
            {
                "Update": {
                    "TableName": "Composite",
                    "Key": {"PK": {"S": ""}},
                    "UpdateExpression": "SET attr1 = :v",
                    **_ex(None, {":v": "y"}),
                }
            }
        ),
        UPPER,
        [],
        f'an empty hash key and no sort key: the test asserts a ValidationError cancellation reason "{MISMATCH}"',
    ),
    _c(
        TX,
        1742,
        "TransactWriteItems",
        _tw(_put("BinTable", {"pk": {"B": ""}})),
        BIN,
        [],
        f'the test asserts a top-level ValidationException "{EMPTY_BIN}pk"',
    ),
    _c(
        TX,
        1794,
        "TransactWriteItems",
        _tw(
            {
                "Update": {
                    "TableName": "BinComposite",
                    "Key": {"pk": {"B": "AQ=="}, "sk": {"B": ""}},
                    **LOOKUP_UPD,
                }
            }
        ),
        BIN2,
        [],
        f'the test asserts a top-level ValidationException "{EMPTY_BIN}sk"',
    ),
]

# --- tests/condition_check_failure.rs: table TestTable, string hash key pk -------------
U1 = [item(pk="u1", data="some value")]
CONDITION_CHECK = [
    _c(
        CC,
        79,
        "PutItem",
        {
            "TableName": "TestTable",
            "Item": item(pk="u1", data="some value"),
            **NOT_PK,
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PK,
        U1,
        _asserts(CCF, "with the old Item"),
    ),
    _c(
        CC,
        161,
        "DeleteItem",
        {"TableName": "TestTable", "Key": item(pk="u1"), **NOT_PK, "ReturnValuesOnConditionCheckFailure": "ALL_OLD"},
        PK,
        U1,
        "the test asserts the old Item in the error",
    ),
    _c(
        CC,
        199,
        "UpdateItem",
        {
            "TableName": "TestTable",
            "Key": item(pk="u1"),
            "UpdateExpression": "SET #d = :val",
            **NOT_PK,
            **_ex({"#d": "data"}, {":val": "updated"}),
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PK,
        U1,
        "the test asserts the old Item in the error",
    ),
]

# --- tests/http_server.rs: raw JSON over HTTP, table Items, string hash key pk ---------
HTTP = "the 400 body's message pinned exactly: "


def _http(message: str, extra: str = "") -> str:
    out = f'{HTTP}"{message}"'
    return f"{out}; {extra}" if extra else out


HTTP_CASES = [
    _c(
        HS,
        449,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"S": "k1"}, "flag": {"NULL": False}}},
        PK,
        [],
        _http(ENV + NULL_FALSE),
    ),
    _c(
        HS,
        467,
        "PutItem",
        {
            "TableName": "Items",
            "Item": K1,
            "ConditionExpression": "flag = :n",
            "ExpressionAttributeValues": {":n": {"NULL": False}},
        },
        PK,
        [],
        _http(ENV + NULL_FALSE),
    ),
    _c(
        HS,
        523,
        "GetItem",
        {"TableName": "Items", "Key": {"pk": {"NULL": False}}},
        PK,
        [],
        _http(NULL_FALSE, "bare"),
    ),
    _c(
        HS,
        540,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"S": "k1"}, "data": {}}},
        PK,
        [],
        _http("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"),
    ),
    _c(
        HS,
        561,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"S": "k1"}, "data": {"S": "v", "N": "1"}}},
        PK,
        [],
        _http(
            "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported "
            "datatypes"
        ),
    ),
    _c(
        HS,
        596,
        "UpdateItem",
        {
            "TableName": "Items",
            "Key": K1,
            "UpdateExpression": "SET tags = :t",
            "ExpressionAttributeValues": {":t": {"SS": ["a", "b", "a"]}},
        },
        PK,
        [],
        _http(
            f"{ENV}ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
            "Input collection [a, b, a] contains duplicates. for key :t"
        ),
    ),
    _c(
        HS,
        677,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"S": "k1"}, "ss": {"SS": []}}},
        PK,
        [],
        _http(f"{ENV}One or more parameter values were invalid: An string set  may not be empty"),
    ),
    _c(
        HS,
        722,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"S": "k1"}, "bs": {"BS": []}}},
        PK,
        [],
        _http(f"{ENV}One or more parameter values were invalid: Binary sets should not be empty"),
    ),
    _c(
        HS,
        767,
        "PutItem",
        {"TableName": "Items", "Item": K1, "ConditionExpression": "foo =="},
        PK,
        [],
        _http(
            f"{ENV}Invalid ConditionExpression: Expected operand, got =",
            "the test says dynoxide's inner wording may differ from AWS's here; the envelope is the point",
        ),
    ),
    _c(
        HS,
        858,
        "PutItem",
        {"TableName": "Items", "Item": K1, "ReturnValues": "ALL_NEW"},
        PK,
        [],
        _http(f"{ENV}ReturnValues can only be ALL_OLD or NONE"),
    ),
    _c(
        HS,
        882,
        "UpdateItem",
        {
            "TableName": "Items",
            "Key": K1,
            "UpdateExpression": "SET a = :v",
            "ExpressionAttributeValues": {":v": {"S": "v"}},
            "ReturnValues": "BOGUS",
        },
        PK,
        [],
        _http(
            f"{ENV}Value 'BOGUS' at 'returnValues' failed to satisfy constraint: Member must satisfy enum value set: "
            "[ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]"
        ),
    ),
    _c(
        HS,
        929,
        "PutItem",
        {"TableName": "Items", "Item": K1, "ConditionExpression": "((attribute_exists(a)))"},
        PK,
        [],
        _http(f"{ENV}Invalid ConditionExpression: The expression has redundant parentheses;"),
    ),
    _c(
        HS,
        1002,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"N": "1"}}},
        PK,
        [],
        _http("One or more parameter values were invalid: Type mismatch for key pk expected: S actual: N"),
    ),
    _c(
        HS,
        1059,
        "UpdateItem",
        {
            "TableName": "Items",
            "Key": K1,
            "UpdateExpression": "SET m.a.b.c = :v",
            "ExpressionAttributeValues": {":v": {"S": "v"}},
        },
        PK,
        [{"pk": {"S": "k1"}, "m": {"M": {"a": {"S": "v"}}}}],
        _http("The document path provided in the update expression is invalid for update", "m.a a string"),
    ),
    _c(
        HS,
        1093,
        "UpdateItem",
        {"TableName": "Items", "Key": K1, "UpdateExpression": "SET a = nosuch"},
        PK,
        [K1],
        _http("The provided expression refers to an attribute that does not exist in the item"),
    ),
    _c(
        HS,
        1114,
        "PutItem",
        {"TableName": "Items", "Item": {"pk": {"S": ""}}},
        PK,
        [],
        _http(EMPTY_KEY + "pk"),
    ),
    _c(
        HS,
        1241,
        "Query",
        {"TableName": "Items", "KeyConditionExpression": "a" * 4200},
        PK,
        [],
        _http(f"Invalid KeyConditionExpression: {OVERSIZE}; expression size: 4200"),
    ),
    _c(
        HS,
        1287,
        "Scan",
        {"TableName": "Items", "FilterExpression": "a" * 4200},
        PK,
        [],
        _http(f"Invalid FilterExpression: {OVERSIZE}; expression size: 4200"),
    ),
]

# --- tests/query_scan.rs: tables with pk and sk strings (Items: pk only) ---------------
QUERY_SCAN = [
    _c(
        QS,
        109,
        "Query",
        {
            "TableName": "Events",
            "KeyConditionExpression": "pk = :pk AND sk BETWEEN :lo AND :hi",
            **_ex(None, {":pk": "device#1", ":lo": "2024-01-03", ":hi": "2024-01-07"}),
        },
        PKSK,
        [item(pk="device#1", sk=f"2024-01-{i:02}", data=f"event{i}") for i in range(1, 11)],
        "the test asserts Count 5",
    ),
    _c(
        QS,
        623,
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "#s = :active",
            **_ex({"#s": "status"}, {":pk": "a", ":active": "active"}),
            "Limit": 2,
        },
        PKSK,
        [item(pk="a", sk=str(i), status="inactive") for i in range(1, 4)],
        "the test asserts Count 0, ScannedCount 2 and a LastEvaluatedKey",
    ),
    _c(
        QS,
        679,
        "Query",
        {
            "TableName": "Tbl2",
            "KeyConditionExpression": "pk = :pk",
            **_ex(None, {":pk": "a"}),
            "Select": "SPECIFIC_ATTRIBUTES",
        },
        PKSK,
        [item(pk="a", sk="1")],
        _asserts(
            f"{ENV}Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES",
            "enveloped on Query, per the conformance suite",
        ),
    ),
    _c(
        QS,
        700,
        "Scan",
        {"TableName": "Tbl3", "Select": "SPECIFIC_ATTRIBUTES"},
        PKSK,
        [],
        _asserts(
            "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES",
            "bare on Scan",
        ),
    ),
    _c(
        QS,
        753,
        "Query",
        {
            "TableName": "ProjTest",
            "KeyConditionExpression": "pk = :pk",
            "ProjectionExpression": "#m.#n, #l[1]",
            **_ex({"#m": "mymap", "#n": "nested", "#l": "mylist"}, {":pk": "x"}),
        },
        PKSK,
        [item(pk="x", sk="1", mymap={"nested": "deep"}, mylist=["zero", "one", "two"])],
    ),
    _c(
        QS,
        817,
        "Query",
        {
            "TableName": "Tbl96",
            "KeyConditionExpression": "pk = :pk",
            **_ex(None, {":pk": "a"}),
            "Select": "ALL_ATTRIBUTES",
            "ProjectionExpression": "sk",
        },
        PKSK,
        [],
        _asserts("Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES"),
    ),
    _c(
        QS,
        857,
        "Query",
        {
            "TableName": "Tbl96",
            "KeyConditionExpression": "pk = :pk",
            **_ex(None, {":pk": "a"}),
            "Select": "ALL_PROJECTED_ATTRIBUTES",
        },
        PKSK,
        [],
        _asserts("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName"),
    ),
    _c(
        QS,
        893,
        "Query",
        {
            "TableName": "Tbl96",
            "KeyConditionExpression": "pk = :pk",
            **_ex(None, {":pk": "a"}),
            "Select": "COUNT",
            "ProjectionExpression": "sk",
        },
        PKSK,
        [],
        _asserts("Cannot specify the ProjectionExpression when choosing to get only the Count"),
    ),
    _c(
        QS,
        998,
        "Query",
        {
            "TableName": "Tbl96",
            "KeyConditionExpression": "pk = :pk",
            **_ex(None, {":pk": "a"}),
            "Select": "ALL_PROJECTED_ATTRIBUTES",
            "ProjectionExpression": "sk",
        },
        PKSK,
        [],
        _asserts(
            "Cannot specify the ProjectionExpression when choosing to get ALL_PROJECTED_ATTRIBUTES",
            "two rules broken; the test pins which DynamoDB reports first",
        ),
    ),
    _c(
        QS,
        1019,
        "Scan",
        {"TableName": "ProjZeroScan", "ProjectionExpression": "#undef"},
        PKSK,
        [],
        _asserts("An expression attribute name used in the document path is not defined", "on an empty table"),
    ),
    _c(
        QS,
        1038,
        "Query",
        {
            "TableName": "ProjOverlapQuery",
            "KeyConditionExpression": "pk = :pk",
            **_ex({"#a": "a", "#b": "b"}, {":pk": "no-such"}),
            "ProjectionExpression": "#a, #a.#b",
        },
        PKSK,
        [],
        _asserts("Two document paths overlap", "with nothing matched"),
    ),
    _c(
        QS,
        1067,
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "a" * 4092 + " = :v",
            **_ex(None, {":pk": "a", ":v": "x"}),
        },
        PKSK,
        [],
        _asserts(f"Invalid FilterExpression: {OVERSIZE}"),
    ),
    _c(
        QS,
        1118,
        "Query",
        {"TableName": "Tbl", "KeyConditionExpression": "pk = :pk AND " + "a" * 4090, **_ex(None, {":pk": "a"})},
        PKSK,
        [],
        _asserts(
            f"Invalid KeyConditionExpression: {OVERSIZE}",
            "the size check wins over the syntax error past the AND, as on DynamoDB (eu-west-2), the test says",
        ),
    ),
    _c(
        QS,
        1148,
        "Scan",
        {"TableName": "Items", "ExclusiveStartKey": {"pk": {"NULL": False}}},
        PK,
        [],
        _asserts(f"The provided starting key is invalid: {NULL_FALSE}"),
    ),
    _c(
        QS,
        1196,
        "Scan",
        {
            "TableName": "Items",
            "ScanFilter": {"flag": {"ComparisonOperator": "EQ", "AttributeValueList": [{"NULL": False}]}},
        },
        PK,
        [K1],
        "the test asserts dynoxide drops the filter it cannot read and answers Count 1 (its point: no internal "
        "marker leaks)",
    ),
]

# --- tests/nesting_depth.rs: table Tbl, string hash key pk -----------------------------
NEST = "Nesting Levels have exceeded supported limits"
NESTING = [
    _c(
        ND,
        99,
        "PutItem",
        {"TableName": "Tbl", "Item": {"pk": {"S": "bad"}, "data": _deep(32)}},
        PK,
        [],
        _asserts(f"{NEST}: Attributes in the item have nested levels beyond supported limit", "32 map levels, bare"),
    ),
    _c(
        ND,
        121,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET touched = :t",
            "ConditionExpression": "#d = :deep",
            "ExpressionAttributeNames": {"#d": "data"},
            "ExpressionAttributeValues": {":t": {"S": "y"}, ":deep": _deep(31)},
        },
        PK,
        [K1],
        "a 31-level value: the test asserts a conditional failure, not a nesting error (request: "
        "update_with_deep_condition, line 57)",
    ),
    _c(
        ND,
        146,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": K1,
            "UpdateExpression": "SET touched = :t",
            "ConditionExpression": "#d = :deep",
            "ExpressionAttributeNames": {"#d": "data"},
            "ExpressionAttributeValues": {":t": {"S": "y"}, ":deep": _deep(32)},
        },
        PK,
        [K1],
        _asserts(NEST, "a 32-level value in ExpressionAttributeValues"),
    ),
]

# --- other files ---------------------------------------------------------------------------
OTHERS = [
    _c(
        IO,
        715,
        "DeleteItem",
        {
            "TableName": "Items",
            "Key": K1,
            "ConditionExpression": "flag = :n",
            "ExpressionAttributeValues": {":n": {"NULL": False}},
        },
        PK,
        [],
        _asserts(NULL_FALSE, "a ValidationException without the per-key 'contains invalid value' wrapper"),
    ),
    _c(
        IO,
        853,
        "UpdateItem",
        {
            "TableName": "Items",
            "Key": {"pk": {"S": ""}},
            "UpdateExpression": "SET attr1 = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        [],
        _asserts(EMPTY_KEY + "pk", "top-level, HTTP 400"),
    ),
    _c(
        EV,
        115,
        "PutItem",
        {"TableName": "Tbl", "Item": {"pk": {"S": "key1"}, "data": {"L": [{"SS": []}]}}},
        PK,
        [],
        _asserts(
            f"{ENV}One or more parameter values were invalid: An string set  may not be empty", "nested in a list"
        ),
    ),
    _c(
        EV,
        144,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": item(pk="key1"),
            "UpdateExpression": "SET #n = :val",
            **_ex({"#n": "name"}, None),
            "ExpressionAttributeValues": {":val": {"S": ""}},
        },
        PK,
        [item(pk="key1", name="hello")],
        "an empty string value: the test asserts success",
    ),
    _c(
        SD,
        79,
        "PutItem",
        {"TableName": "Tbl", "Item": {"pk": {"S": "k1"}, "nums": {"NS": ["1", "1.0"]}}},
        PK,
        [],
        _asserts(f"{ENV}Input collection contains duplicates", "1 and 1.0 in a number set"),
    ),
    _c(
        BO,
        120,
        "BatchGetItem",
        {
            "RequestItems": {
                "Tbl": {
                    "Keys": [item(pk="a", sk="1")],
                    "ProjectionExpression": "#n",
                    "ExpressionAttributeNames": {"#n": "name"},
                }
            }
        },
        PKSK,
        [item(pk="a", sk="1", name="Alice", age=30)],
        "the test asserts pk is not returned",
    ),
    _c(
        BO,
        685,
        "BatchGetItem",
        {
            "RequestItems": {
                "BgMixA": {"Keys": [item(pk="a", sk="z")], "ProjectionExpression": "pk"},
                "BgMixB": {"Keys": [item(pk="b", sk="z")], "AttributesToGet": ["pk"]},
            }
        },
        PKSK,
        [],
        _asserts("Can not use both expression and non-expression parameters", "across two tables"),
    ),
    _c(
        SDK,
        343,
        "UpdateItem",
        {
            "TableName": "Conditions",
            "Key": K1,
            "UpdateExpression": "SET val = val + :inc",
            "ConditionExpression": "val = :expected",
            **_ex(None, {":inc": 1, ":expected": 1}),
        },
        PK,
        [item(pk="k1", val=1)],
        "sent with the Rust SDK; the item the test's conditional put wrote",
    ),
]

CASES = (
    EXPRESSIONS
    + UNUSED
    + TIER3
    + CORRECTNESS
    + CORE
    + TRANSACTIONS
    + CONDITION_CHECK
    + HTTP_CASES
    + QUERY_SCAN
    + NESTING
    + OTHERS
)
