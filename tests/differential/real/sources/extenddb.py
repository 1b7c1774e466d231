"""ExtendDB (a DynamoDB-compatible database): the requests its test suites send,
with the answers they assert, many of them captured from Amazon DynamoDB.

Source: ExtendDB/extenddb. Most of its ``tests/*.py`` are "dual-target": the
same boto3 calls run against Amazon DynamoDB and against ExtendDB, and many
pin DynamoDB's message byte for byte ("captured directly from Amazon DynamoDB",
us-east-1). Two trees were read:

- commit 996032f (2026-06-05, upstream main as it stands in the snapshot of the
  fork jcshepherd/extenddb, whose main is upstream's history plus two later fork
  commits): ``tests/test_expression_error_prefix.py`` (reserved words in each
  expression kind), ``tests/test_expression_param_usage.py`` (names or values
  with no expression), ``tests/test_unused_expression_attribute_names.py``,
  ``tests/test_query_scan.py`` (key conditions, Select, Segment bounds, legacy
  KeyConditions/QueryFilter), ``tests/test_item_operations.py`` (list indexes
  past the end, missing parents, ``<>`` on a missing attribute, UPDATED_NEW on
  nested paths, 32-level values in SET and in conditions,
  ``:d = :d``, arithmetic overflow, placeholder keys without ``#`` or ``:``),
  ``tests/test_conditional_writes.py`` (BETWEEN bounds),
  ``tests/test_transaction_operations.py``,
  ``tests/test_attribute_value_validation.py`` (raw JSON bodies: an SS member
  ``null``, an AttributeValue with two types, ``{}``),
  ``tests/python/test_scan_edge_cases.py`` (malformed ExclusiveStartKey),
  ``tests/python/test_begins_with_type_check.py``, the Rust SDK integration tests
  ``tests/rust/src/{condition_expressions,condition_expressions_more,update_expressions,update_expressions_more}.rs``,
  and the unit tests of the expression crate
  ``crates/core/src/expression/{evaluator_tests,update_evaluator_tests,parser,key_condition,update_parser}.rs``;
- newer test files, not in any stored snapshot, read one by one in the file
  index, each at the commit cited: ``tests/test_expression_attribute_map_validation.py``
  (82aacdd), ``test_wording_parity_validation.py`` (3d172f1),
  ``test_validation_precedence.py`` (072e0a8), ``test_expr_operand_type_and_size.py``
  (5170d9b), ``test_transact_expression_validation.py`` (3a4b1ae),
  ``test_conditional_operator.py`` (d2f949d), ``test_key_condition_nested_attributes.py``
  (48c3e60), ``test_set_evaluation.py`` (64254a1), ``test_projection_overlapping_paths.py``
  (14724da), ``test_nested_projection.py`` (e19a732), ``test_update_item_number_validation.py``
  (0bb58fb), ``test_expression_size_limit.py`` (0f14d48),
  ``test_transaction_key_size_validation.py`` (94cfdda) and
  ``tests/rust/src/select_projection_validation.rs`` (7ee587c).

Only the requests were taken, as data; ``note`` quotes the message a test
asserts (whole or the part it checks). boto3 and Rust SDK calls are written as
the JSON API takes them. Parametrized tests: one or a few of the parameter sets,
named in ``note``.

Adapted only as far as needed to run: the random table names
(``extenddb-test-<hex>``, ``extenddb-cond-<hex>``, ``tbl-<hex>``,
``SimpleKeyString_<millis>_<n>``, ...) and random key values (uuid suffixes)
given fixed ones; each fixture's key schema as it creates it (``pk``, ``pk``/``sk``
S or N or B, ``a`` for the never-created table of
``test_validation_precedence.py``, ``hashKey`` for the Rust tables). The items a
test or its fixture writes before are the ``before`` items; where a fixture seeds
many similar items, all of them. The precedence tests send to a table that never
exists (the point is ValidationException before ResourceNotFoundException): the
recorder creates it, keyed ``a``, so only the validation is compared. The unit
tests of the expression crate parse or evaluate an expression alone, against an
in-memory item: each is sent here as the request it belongs to (a DeleteItem's
ConditionExpression, a Query's KeyConditionExpression, an UpdateItem's
UpdateExpression) on a made-up table ``extenddb-unit`` keyed ``pk`` with the
test's item under the made-up key ``k1`` and the test's values (``note`` says
so). Several of those unit tests, and several Rust integration tests at
996032f, use reserved words unescaped (``name``, ``status``, ``data``,
``count``, ``counter``, ``items``, ``temp``) and assert success: kept as
written, as DynamoDB would receive them.

Left out: queries and scans on indexes (the GSI ``Select=ALL_ATTRIBUTES`` tests,
LSI/GSI pagination), the three ConditionalOperator tests with the table name
``aa`` (below the 3-character minimum: the recorder cannot create it), requests
over 400 KB, concurrency and paging-at-1-MB tests, control-plane, streams, TTL,
backup, auth and capacity tests, and near-duplicates (the same refusal on
another operation or another parametrized type: the first or most telling
kept).
"""

from __future__ import annotations

from ._build import case, item, table

SOURCE = "extenddb"
ROOT = "ExtendDB/extenddb@996032f "
T = ROOT + "tests/"
PY = ROOT + "tests/python/"
RS = ROOT + "tests/rust/src/"
EXPR = ROOT + "crates/core/src/expression/"
ERRP = T + "test_expression_error_prefix.py"
PUSE = T + "test_expression_param_usage.py"
UNUSED = T + "test_unused_expression_attribute_names.py"
QS = T + "test_query_scan.py"
IO = T + "test_item_operations.py"
CW = T + "test_conditional_writes.py"
TXO = T + "test_transaction_operations.py"
AVV = T + "test_attribute_value_validation.py"
SEC = PY + "test_scan_edge_cases.py"
BWT = PY + "test_begins_with_type_check.py"
EVT = EXPR + "evaluator_tests.rs"
UET = EXPR + "update_evaluator_tests.rs"
PAR = EXPR + "parser.rs"
KCP = EXPR + "key_condition.rs"
UPP = EXPR + "update_parser.rs"

IX = "ExtendDB/extenddb@"
MAPV = IX + "82aacdd tests/test_expression_attribute_map_validation.py"
WORD = IX + "3d172f1 tests/test_wording_parity_validation.py"
PREC = IX + "072e0a8 tests/test_validation_precedence.py"
OPND = IX + "5170d9b tests/test_expr_operand_type_and_size.py"
TXEX = IX + "3a4b1ae tests/test_transact_expression_validation.py"
CONDOP = IX + "d2f949d tests/test_conditional_operator.py"
KCN = IX + "48c3e60 tests/test_key_condition_nested_attributes.py"
SETEV = IX + "64254a1 tests/test_set_evaluation.py"
OVLP = IX + "14724da tests/test_projection_overlapping_paths.py"
NPROJ = IX + "e19a732 tests/test_nested_projection.py"
NUMV = IX + "0bb58fb tests/test_update_item_number_validation.py"
SIZE = IX + "0f14d48 tests/test_expression_size_limit.py"
SELP = IX + "7ee587c tests/rust/src/select_projection_validation.rs"
TKS = IX + "94cfdda tests/test_transaction_key_size_validation.py"

PK = table(("pk", "S"))
PKSK = table(("pk", "S"), ("sk", "S"))
PKSKN = table(("pk", "S"), ("sk", "N"))
PKSKB = table(("pk", "S"), ("sk", "B"))
A_KEY = table(("a", "S"))
HK = table(("hashKey", "S"))
PK1SK = table(("pk1", "S"), ("sk", "S"))

TBL = "extenddb-test-3f9c2a7b1d04"
COND_T = "extenddb-cond-5e2a9c1f"
BETWEEN_T = "extenddb-between-7b3d0e8a"
ABSENT = "eddb-absent-8c41d2e9f0a3"
PROBE = "expr_operand_4c8e1a2b"
SET_T = "set_eval_9d1f3b6a"
FACTORY = "tbl-6a0e4f2c9b17"
BW_T = "bw_type-2d7c5e9a0f31"
SKS = "SimpleKeyString_1780000000000_0"
UNIT = "extenddb-unit"

RESERVED = "Attribute name is a reserved keyword; reserved keyword: "
WITHOUT_FILTER = "ConditionalOperator cannot be used without Filter or Expected"
TWO_OR_MORE = "ConditionalOperator can only be used when Filter or Expected has two or more elements"
OVERLAP = (
    "Invalid ProjectionExpression: Two document paths overlap with each other; "
    "must remove or rewrite one of these paths; path one: {one}, path two: {two}"
)
KCE_NESTED = "cannot have conditions on nested attributes"
SIZE_PREFIX = "Expression size has exceeded the maximum allowed size;"
ESK_SCAN = "The provided starting key is invalid: The provided key element does not match the schema"
UNIT_NOTE = (
    "a unit test {what} this expression alone against an in-memory item; sent here as {how} on the "
    "made-up table extenddb-unit (key pk, the test's item under pk k1, the test's values)"
)


def _c(src: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{src}:{line}", op, request, tbl, before, note)


def _asserts(message: str, extra: str = "") -> str:
    out = f'the test asserts "{message}"'
    return f"{out}; {extra}" if extra else out


def _mixing(non_expression: str, expression: str) -> str:
    return (
        "Can not use both expression and non-expression parameters in the same request: "
        f"Non-expression parameters: {{{non_expression}}} Expression parameters: {{{expression}}}"
    )


def _eq(value: str = "x") -> dict:
    """The test's legacy condition ``_cond``: EQ on one string."""
    return {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": value}]}


def _deep_map(depth: int) -> dict:
    """The test's ``_deep_map``: a string leaf wrapped in ``depth`` one-key maps."""
    v: dict = {"S": "leaf"}
    for _ in range(depth):
        v = {"M": {"a": v}}
    return v


def _unit(what: str, how: str) -> str:
    return UNIT_NOTE.format(what=what, how=how)


# --- tests/test_expression_attribute_map_validation.py (82aacdd) ---------------------
MAP_ITEM = [item(pk="k1", foo="a", bar="b")]
K1 = item(pk="k1")
MAP_ENTRIES = [
    _c(
        MAPV,
        50,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "#", "ExpressionAttributeNames": {"#": "foo"}},
        PK,
        MAP_ITEM,
        _asserts('ExpressionAttributeNames contains invalid key: Syntax error; key: "#"'),
    ),
    _c(
        MAPV,
        65,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "#a", "ExpressionAttributeNames": {"#a-b": "foo"}},
        PK,
        MAP_ITEM,
        _asserts('ExpressionAttributeNames contains invalid key: Syntax error; key: "#a-b"'),
    ),
    _c(
        MAPV,
        81,
        "GetItem",
        {
            "TableName": TBL,
            "Key": K1,
            "ProjectionExpression": "#a",
            "ExpressionAttributeNames": {"#" + "a" * 255: "foo"},
        },
        PK,
        MAP_ITEM,
        _asserts(
            "ExpressionAttributeNames contains invalid key: The expression attribute map contains a key that is "
            "too long; size of key: 256",
            'the key is "#" + "a" * 255',
        ),
    ),
    _c(
        MAPV,
        98,
        "GetItem",
        {
            "TableName": TBL,
            "Key": K1,
            "ProjectionExpression": "#a",
            "ExpressionAttributeNames": {"#" + "a" * 255 + "-x": "foo"},
        },
        PK,
        MAP_ITEM,
        'the test asserts the message holds "too long" and "size of key: 258" (length checked before syntax); '
        'the key is "#" + "a" * 255 + "-x"',
    ),
    _c(
        MAPV,
        111,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "#a", "ExpressionAttributeNames": {"#a": ""}},
        PK,
        MAP_ITEM,
        _asserts("ExpressionAttributeNames contains invalid value: Empty attribute name for key #a"),
    ),
    _c(
        MAPV,
        140,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "#a", "ExpressionAttributeNames": {"#a": 5}},
        PK,
        MAP_ITEM,
        "the test asserts a SerializationException (a number where a string is expected; DynamoDB says "
        '"NUMBER_VALUE cannot be converted to String")',
    ),
    _c(
        MAPV,
        154,
        "Scan",
        {"TableName": TBL, "FilterExpression": "foo = :", "ExpressionAttributeValues": {":": {"S": "x"}}},
        PK,
        MAP_ITEM,
        _asserts('ExpressionAttributeValues contains invalid key: Syntax error; key: ":"'),
    ),
    _c(
        MAPV,
        168,
        "Scan",
        {"TableName": TBL, "FilterExpression": "foo = :v", "ExpressionAttributeValues": {":a-b": {"S": "x"}}},
        PK,
        MAP_ITEM,
        _asserts('ExpressionAttributeValues contains invalid key: Syntax error; key: ":a-b"'),
    ),
    _c(
        MAPV,
        182,
        "Scan",
        {"TableName": TBL, "FilterExpression": "foo = :v", "ExpressionAttributeValues": {":" + "a" * 255: {"S": "x"}}},
        PK,
        MAP_ITEM,
        _asserts(
            "ExpressionAttributeValues contains invalid key: The expression attribute map contains a key that is "
            "too long;",
            'no "size of key" suffix, unlike the names variant; the key is ":" + "a" * 255',
        ),
    ),
    _c(
        MAPV,
        199,
        "Scan",
        {"TableName": TBL, "FilterExpression": "foo = :v", "ExpressionAttributeValues": {":v": {}}},
        PK,
        MAP_ITEM,
        _asserts(
            "ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain "
            "exactly one of the supported datatypes for key :v"
        ),
    ),
]

# --- tests/test_wording_parity_validation.py (3d172f1) ---------------------------------
RV_MSG = "ReturnValues can only be ALL_OLD or NONE"
WORDING = [
    _c(
        WORD,
        47,
        "PutItem",
        {"TableName": TBL, "Item": item(pk="k"), "ReturnValues": "UPDATED_OLD"},
        PK,
        [],
        _asserts(RV_MSG),
    ),
    _c(
        WORD,
        63,
        "PutItem",
        {"TableName": TBL, "Item": item(pk="k"), "ReturnValues": "GARBAGE"},
        PK,
        [],
        _asserts(
            "1 validation error detected: Value 'GARBAGE' at 'returnValues' failed to satisfy constraint: "
            "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]"
        ),
    ),
    _c(
        WORD,
        78,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"S": "x"}},
            "Select": "COUNT",
            "ProjectionExpression": "pk",
        },
        PK,
        [],
        _asserts(
            "1 validation error detected: Cannot specify the ProjectionExpression when choosing to get only the Count"
        ),
    ),
    _c(
        WORD,
        93,
        "Scan",
        {"TableName": TBL, "Select": "COUNT", "ProjectionExpression": "pk"},
        PK,
        [],
        _asserts(
            "Cannot specify the ProjectionExpression when choosing to get only the Count",
            'Scan, unlike Query, without the "1 validation error detected: " prefix',
        ),
    ),
]

# --- tests/test_validation_precedence.py (072e0a8): a table that never exists ------------
ABSENT_NOTE = "; the test's table never exists (ValidationException before ResourceNotFoundException): created here"
KA = item(a="k")
PRECEDENCE = [
    _c(
        PREC,
        73,
        "PutItem",
        {"TableName": ABSENT, "Item": KA, "Expected": {"a": {"ComparisonOperator": "EQ"}}},
        A_KEY,
        [],
        _asserts("One or more parameter values were invalid") + ABSENT_NOTE,
    ),
    _c(
        PREC,
        85,
        "GetItem",
        {"TableName": ABSENT, "Key": KA, "ProjectionExpression": ""},
        A_KEY,
        [],
        'the test asserts the message holds "Invalid ProjectionExpression:"' + ABSENT_NOTE,
    ),
    _c(
        PREC,
        121,
        "UpdateItem",
        {"TableName": ABSENT, "Key": KA, "UpdateExpression": ""},
        A_KEY,
        [],
        'the test asserts the message holds "Invalid UpdateExpression:"' + ABSENT_NOTE,
    ),
    _c(
        PREC,
        149,
        "UpdateItem",
        {
            "TableName": ABSENT,
            "Key": KA,
            "UpdateExpression": "SET #x = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        A_KEY,
        [],
        'the test asserts the message holds "not defined"; its comment says DynamoDB prefixes it with '
        '"Invalid UpdateExpression:"' + ABSENT_NOTE,
    ),
    _c(
        PREC,
        161,
        "Scan",
        {"TableName": ABSENT, "FilterExpression": "a +"},
        A_KEY,
        [],
        'the test asserts the message holds "Invalid FilterExpression:"' + ABSENT_NOTE,
    ),
    _c(
        PREC,
        169,
        "BatchGetItem",
        {"RequestItems": {ABSENT: {"Keys": [KA, KA]}}},
        A_KEY,
        [],
        'the test asserts the message holds "duplicates"' + ABSENT_NOTE,
    ),
]

# --- tests/test_expr_operand_type_and_size.py (5170d9b) ---------------------------------
BASE = item(pk="p1", n=5, num=9, flag=True, s="x", nu=None, sset={"a", "b"}, lst=["a"])
P1 = item(pk="p1")
BOOL_V = {":v": {"BOOL": True}}
OPERAND = "Incorrect operand type for operator or function"


def _pc(condition: str, eav: dict | None) -> dict:
    """The test's ``_put_cond``: a PutItem of the base item under a condition."""
    out = {"TableName": PROBE, "Item": BASE, "ConditionExpression": condition}
    if eav is not None:
        out["ExpressionAttributeValues"] = eav
    return out


OPERANDS = [
    _c(
        OPND,
        94,
        "PutItem",
        _pc("n < :v", BOOL_V),
        PK,
        [BASE],
        'the test asserts the message holds "Incorrect operand type for operator or function", '
        '"operator or function: <" and "operand type: BOOL" (one of 24 parametrized operator/type pairs)',
    ),
    _c(
        OPND,
        110,
        "PutItem",
        _pc("n BETWEEN :a AND :b", {":a": {"BOOL": True}, ":b": {"BOOL": False}}),
        PK,
        [BASE],
        'the test asserts the message holds "operator or function: BETWEEN" and "operand type: BOOL"',
    ),
    _c(
        OPND,
        146,
        "PutItem",
        _pc("attribute_not_exists(zzz) OR n > :bool", {":bool": {"BOOL": True}}),
        PK,
        [BASE],
        'the test asserts a ValidationException holding "Incorrect operand type" although the OR short-circuits',
    ),
    _c(
        OPND,
        169,
        "PutItem",
        _pc("size(s) > :bool", {":bool": {"BOOL": True}}),
        PK,
        [BASE],
        'the test asserts the message holds "operand type: BOOL"',
    ),
    _c(
        OPND,
        177,
        "Scan",
        {"TableName": PROBE, "FilterExpression": "n > :v", "ExpressionAttributeValues": BOOL_V},
        PK,
        [BASE],
        'the test asserts the message holds "Invalid FilterExpression: Incorrect operand type"',
    ),
    _c(
        OPND,
        194,
        "PutItem",
        _pc("n = :v", BOOL_V),
        PK,
        [BASE],
        "the test asserts no ValidationException, at most ConditionalCheckFailedException (equality is defined "
        'for every type; the "=" of the two parametrized operators)',
    ),
    _c(
        OPND,
        204,
        "PutItem",
        _pc("flag > n", None),
        PK,
        [BASE],
        "the test asserts ConditionalCheckFailedException: a path of a non-orderable type is not validated, the "
        "comparison is false",
    ),
    _c(
        OPND,
        234,
        "PutItem",
        _pc("size(flag) > :z", {":z": {"N": "0"}}),
        PK,
        [BASE],
        "the test asserts ConditionalCheckFailedException: size() of a BOOL yields no value (parametrized over "
        "flag, nu, num)",
    ),
    _c(
        OPND,
        244,
        "PutItem",
        _pc("size(sset) > :z", {":z": {"N": "0"}}),
        PK,
        [BASE],
        "the test asserts the conditional put succeeds (size of a 2-member SS)",
    ),
    _c(
        OPND,
        263,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": PROBE,
                        "Item": item(pk="p1", n=5),
                        "ConditionExpression": "n > :v",
                        "ExpressionAttributeValues": BOOL_V,
                    }
                }
            ]
        },
        PK,
        [BASE],
        'the test asserts a top-level ValidationException holding "Incorrect operand type" and "operand type: '
        'BOOL", not a cancellation reason',
    ),
    _c(
        OPND,
        286,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": PROBE,
                        "Key": P1,
                        "UpdateExpression": "SET z = :one",
                        "ConditionExpression": "n > :v",
                        "ExpressionAttributeValues": {":v": {"BOOL": True}, ":one": {"N": "1"}},
                    }
                }
            ]
        },
        PK,
        [BASE],
        'the test asserts a ValidationException holding "operand type: BOOL"',
    ),
    _c(
        OPND,
        310,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": PROBE,
                        "Item": item(pk="p1", n=5),
                        "ConditionExpression": "attribute_exists(zzz)",
                    }
                }
            ]
        },
        PK,
        [BASE],
        "the test asserts TransactionCanceledException (a well-formed condition that fails)",
    ),
    _c(
        OPND,
        347,
        "Query",
        {
            "TableName": PROBE,
            "KeyConditionExpression": "pk = :p",
            "FilterExpression": "n > :v",
            "ExpressionAttributeValues": {":p": {"S": "p1"}, ":v": {"BOOL": True}},
        },
        PK,
        [BASE],
        'the test asserts the message holds "Invalid FilterExpression: Incorrect operand type"',
    ),
]

# --- tests/test_transact_expression_validation.py (3a4b1ae) ------------------------------
TX_ITEM = [item(pk="k1", foo="a")]
UNUSED_N = "Value provided in ExpressionAttributeNames unused in expressions: keys: {#n}"
TX_EXPR = [
    _c(
        TXEX,
        70,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": TBL, "Item": item(pk="p-names"), "ExpressionAttributeNames": {"#n": "foo"}}}
            ]
        },
        PK,
        TX_ITEM,
        "the test asserts success: a transaction accepts names with no expression",
    ),
    _c(
        TXEX,
        101,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Delete": {"TableName": TBL, "Key": item(pk="d-names"), "ExpressionAttributeNames": {"#n": "foo"}}}
            ]
        },
        PK,
        TX_ITEM + [item(pk="d-names")],
        "the test asserts success and the item gone; the item the test puts before",
    ),
    _c(
        TXEX,
        132,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": TBL, "Key": K1, "ExpressionAttributeNames": {"#n": "foo"}}}]},
        PK,
        TX_ITEM,
        "the test asserts the item is returned (names with no projection accepted)",
    ),
    _c(
        TXEX,
        154,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": TBL,
                        "Item": item(pk="p-unused"),
                        "ConditionExpression": "attribute_not_exists(pk)",
                        "ExpressionAttributeNames": {"#n": "foo"},
                    }
                }
            ]
        },
        PK,
        TX_ITEM,
        _asserts(UNUSED_N),
    ),
    _c(
        TXEX,
        173,
        "TransactGetItems",
        {
            "TransactItems": [
                {
                    "Get": {
                        "TableName": TBL,
                        "Key": K1,
                        "ProjectionExpression": "pk",
                        "ExpressionAttributeNames": {"#n": "foo"},
                    }
                }
            ]
        },
        PK,
        TX_ITEM,
        _asserts(UNUSED_N),
    ),
    _c(
        TXEX,
        193,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": TBL,
                        "Key": K1,
                        "UpdateExpression": "SET status = :v",
                        "ExpressionAttributeValues": {":v": {"N": "1"}},
                    }
                }
            ]
        },
        PK,
        TX_ITEM,
        _asserts("Invalid UpdateExpression: " + RESERVED + "status"),
    ),
    _c(
        TXEX,
        210,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": TBL,
                        "Key": K1,
                        "ConditionExpression": "status > :v",
                        "ExpressionAttributeValues": {":v": {"N": "0"}},
                    }
                }
            ]
        },
        PK,
        TX_ITEM,
        _asserts("Invalid ConditionExpression: " + RESERVED + "status"),
    ),
]

# --- tests/test_conditional_operator.py (d2f949d) ----------------------------------------
CO_ITEM = [item(pk="k1", a="x", b="y")]
CONDITIONAL_OPERATOR = [
    _c(CONDOP, 70, "Scan", {"TableName": TBL, "ConditionalOperator": "AND"}, PK, CO_ITEM, _asserts(WITHOUT_FILTER)),
    _c(
        CONDOP,
        94,
        "Scan",
        {"TableName": TBL, "ConditionalOperator": "AND", "ScanFilter": {"a": _eq()}},
        PK,
        CO_ITEM,
        _asserts(TWO_OR_MORE),
    ),
    _c(
        CONDOP,
        126,
        "Query",
        {"TableName": TBL, "ConditionalOperator": "AND"},
        PK,
        CO_ITEM,
        _asserts(WITHOUT_FILTER, "it fires before the missing key condition error"),
    ),
    _c(
        CONDOP,
        181,
        "DeleteItem",
        {"TableName": TBL, "Key": K1, "ConditionalOperator": "AND", "Expected": {"a": _eq()}},
        PK,
        CO_ITEM,
        _asserts(TWO_OR_MORE),
    ),
    _c(
        CONDOP,
        203,
        "UpdateItem",
        {"TableName": TBL, "Key": K1, "ConditionalOperator": "AND"},
        PK,
        CO_ITEM,
        _asserts(WITHOUT_FILTER),
    ),
    _c(
        CONDOP,
        217,
        "Scan",
        {
            "TableName": TBL,
            "ConditionalOperator": "AND",
            "FilterExpression": "a = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        CO_ITEM,
        _asserts(_mixing("ConditionalOperator", "FilterExpression")),
    ),
    _c(
        CONDOP,
        238,
        "Scan",
        {
            "TableName": TBL,
            "AttributesToGet": ["a"],
            "ScanFilter": {"a": _eq()},
            "ConditionalOperator": "AND",
            "FilterExpression": "a = :v",
            "ProjectionExpression": "b",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        CO_ITEM,
        _asserts(_mixing("AttributesToGet, ScanFilter, ConditionalOperator", "ProjectionExpression, FilterExpression")),
    ),
    _c(
        CONDOP,
        268,
        "Query",
        {
            "TableName": TBL,
            "KeyConditions": {"pk": _eq("k1")},
            "QueryFilter": {"a": _eq()},
            "ConditionalOperator": "AND",
            "KeyConditionExpression": "pk = :p",
            "FilterExpression": "a = :v",
            "ProjectionExpression": "b",
            "ExpressionAttributeValues": {":p": {"S": "k1"}, ":v": {"S": "x"}},
        },
        PK,
        CO_ITEM,
        _asserts(
            _mixing(
                "QueryFilter, ConditionalOperator, KeyConditions",
                "ProjectionExpression, FilterExpression, KeyConditionExpression",
            )
        ),
    ),
    _c(
        CONDOP,
        340,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": K1,
            "AttributeUpdates": {"a": {"Value": {"S": "v"}, "Action": "PUT"}},
            "Expected": {"a": _eq()},
            "ConditionalOperator": "AND",
            "UpdateExpression": "SET a = :v",
            "ConditionExpression": "attribute_exists(pk)",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        CO_ITEM,
        _asserts(_mixing("AttributeUpdates, Expected, ConditionalOperator", "UpdateExpression, ConditionExpression")),
    ),
    _c(
        CONDOP,
        359,
        "Scan",
        {
            "TableName": TBL,
            "ConditionalOperator": "AND",
            "FilterExpression": "a = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}, ":unused": {"S": "y"}},
        },
        PK,
        CO_ITEM,
        _asserts(_mixing("ConditionalOperator", "FilterExpression"), "before the unused-value error"),
    ),
    _c(
        CONDOP,
        424,
        "Scan",
        {"TableName": TBL, "ScanFilter": {"a": _eq()}, "ProjectionExpression": "b"},
        PK,
        CO_ITEM,
        _asserts(_mixing("ScanFilter", "ProjectionExpression")),
    ),
    _c(
        CONDOP,
        488,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": K1,
            "Expected": {"a": _eq(), "b": _eq("y")},
            "UpdateExpression": "SET c = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        CO_ITEM,
        _asserts(_mixing("Expected", "UpdateExpression")),
    ),
    _c(
        CONDOP,
        528,
        "Query",
        {
            "TableName": TBL,
            "KeyConditions": {"pk": _eq("k1")},
            "FilterExpression": "a = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        CO_ITEM,
        "the test asserts Count 1: legacy KeyConditions beside a FilterExpression is accepted",
    ),
    _c(
        CONDOP,
        539,
        "Query",
        {"TableName": TBL, "KeyConditions": {"pk": _eq("k1")}, "ProjectionExpression": "a"},
        PK,
        CO_ITEM,
        'the test asserts Count 1 and Items[0] == {"a": {"S": "x"}}',
    ),
]

# --- tests/test_key_condition_nested_attributes.py (48c3e60) -----------------------------
KC_ITEM = [item(pk="p1", sk="s1", info={"foo": "bar"})]
KCN_NOTE = _asserts(
    "Invalid KeyConditionExpression: KeyConditionExpressions cannot have conditions on nested attributes",
    f'the test checks "{KCE_NESTED}"; the whole text is quoted in its docstring',
)


def _kq(kce: str, vals: dict, names: dict | None = None) -> dict:
    out = {"TableName": TBL, "KeyConditionExpression": kce, "ExpressionAttributeValues": vals}
    if names:
        out["ExpressionAttributeNames"] = names
    return out


KEY_NESTED = [
    _c(KCN, 68, "Query", _kq("pk.foo = :v", {":v": {"S": "p1"}}), PKSK, KC_ITEM, KCN_NOTE),
    _c(
        KCN,
        109,
        "Query",
        _kq("pk = :p AND begins_with(sk.foo, :v)", {":p": {"S": "p1"}, ":v": {"S": "s"}}),
        PKSK,
        KC_ITEM,
        KCN_NOTE,
    ),
    _c(
        KCN,
        121,
        "Query",
        _kq("pk = :p AND sk.foo BETWEEN :a AND :b", {":p": {"S": "p1"}, ":a": {"S": "a"}, ":b": {"S": "z"}}),
        PKSK,
        KC_ITEM,
        KCN_NOTE,
    ),
    _c(
        KCN,
        146,
        "Query",
        _kq("pk = :p AND :v < sk.foo", {":p": {"S": "p1"}, ":v": {"S": "a"}}),
        PKSK,
        KC_ITEM,
        KCN_NOTE,
    ),
    _c(
        KCN,
        156,
        "Query",
        _kq("pk.foo > :v", {":v": {"S": "a"}}),
        PKSK,
        KC_ITEM,
        KCN_NOTE + "; before the partition-key-equality error",
    ),
    _c(KCN, 168, "Query", _kq("#d.foo = :v", {":v": {"S": "p1"}}, {"#d": "pk"}), PKSK, KC_ITEM, KCN_NOTE),
    _c(
        KCN,
        182,
        "Query",
        _kq("foo.bar = :v", {":v": {"S": "x"}}),
        PKSK,
        KC_ITEM,
        KCN_NOTE + "; a non-key attribute, reported as nested rather than as a missed key",
    ),
    _c(
        KCN,
        192,
        "Query",
        _kq("data.foo = :v", {":v": {"S": "x"}}),
        PKSK,
        KC_ITEM,
        'the test asserts the message holds "reserved keyword" and not the nested-attribute text',
    ),
    _c(
        KCN,
        200,
        "Query",
        _kq("foo = :v", {":v": {"S": "x"}}),
        PKSK,
        KC_ITEM,
        'the test asserts the message holds "missed key schema element"',
    ),
]

# --- tests/test_set_evaluation.py (64254a1) ------------------------------------------------
SET_EVALUATION = [
    _c(
        SETEV,
        39,
        "UpdateItem",
        {
            "TableName": SET_T,
            "Key": item(pk="x"),
            "UpdateExpression": "SET a = :v, b = a",
            "ExpressionAttributeValues": {":v": {"S": "NEW"}},
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="x", a="OLD")],
        "the test asserts a NEW and b OLD (the right-hand side reads the item before the update)",
    ),
    _c(
        SETEV,
        58,
        "UpdateItem",
        {
            "TableName": SET_T,
            "Key": item(pk="y"),
            "UpdateExpression": "SET c = (c - :v)",
            "ExpressionAttributeValues": {":v": {"N": "3"}},
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="y", c=10)],
        "the test asserts c 7",
    ),
]

# --- tests/test_projection_overlapping_paths.py (14724da) --------------------------------
OV_ITEM = [item(pk="k1", a={"b": "bv", "c": "cv"}, x="xv", alist=[{"b": "lb"}])]
OVERLAPS = [
    _c(
        OVLP,
        54,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "a, a.b"},
        PK,
        OV_ITEM,
        _asserts(OVERLAP.format(one="[a]", two="[a, b]")),
    ),
    _c(
        OVLP,
        72,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "a, a"},
        PK,
        OV_ITEM,
        _asserts(OVERLAP.format(one="[a]", two="[a]")),
    ),
    _c(
        OVLP,
        91,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "alist[0], alist"},
        PK,
        OV_ITEM,
        _asserts(OVERLAP.format(one="[alist, [0]]", two="[alist]")),
    ),
    _c(
        OVLP,
        101,
        "GetItem",
        {
            "TableName": TBL,
            "Key": K1,
            "ProjectionExpression": "#p, #p.#q",
            "ExpressionAttributeNames": {"#p": "a", "#q": "b"},
        },
        PK,
        OV_ITEM,
        _asserts(OVERLAP.format(one="[a]", two="[a, b]"), "the resolved names, not the placeholders"),
    ),
    _c(
        OVLP,
        121,
        "BatchGetItem",
        {"RequestItems": {TBL: {"Keys": [K1], "ProjectionExpression": "a, a.b"}}},
        PK,
        OV_ITEM,
        _asserts(OVERLAP.format(one="[a]", two="[a, b]")),
    ),
    _c(
        OVLP,
        166,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "a, a.b", "ExpressionAttributeNames": {"#z": "zzz"}},
        PK,
        OV_ITEM,
        _asserts(OVERLAP.format(one="[a]", two="[a, b]"), "the overlap is reported before the unused name"),
    ),
    _c(
        OVLP,
        192,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"S": "no-such-pk"}},
            "ProjectionExpression": "a.#u",
        },
        PK,
        OV_ITEM,
        _asserts(
            "Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; "
            "attribute name: #u",
            "although the query matches nothing",
        ),
    ),
    _c(
        OVLP,
        215,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "a.b, a.c"},
        PK,
        OV_ITEM,
        "the test asserts the item's a holds b and c (sibling paths accepted)",
    ),
]

# --- tests/test_nested_projection.py (e19a732) --------------------------------------------
NP_ITEM = [
    item(
        pk="p1",
        mylist=["zero", "one", "two", "three"],
        listOfMaps=[{"val": "a0", "x": "x0"}, {"val": "a1", "x": "x1"}, {"val": "a2", "x": "x2"}],
        listWithNull=["keep0", None, "keep2"],
        deep={"l1": {"l2": {"l3": "bottom", "sib": "s"}}},
        nestedList=[{"inner": ["i0", "i1"]}],
    )
]
P1K = item(pk="p1")
NESTED_PROJECTION = [
    _c(
        NPROJ,
        90,
        "GetItem",
        {"TableName": TBL, "Key": P1K, "ProjectionExpression": "mylist[2], mylist[0]"},
        PK,
        NP_ITEM,
        'the test asserts mylist == [{"S": "zero"}, {"S": "two"}] (compacted, in index order)',
    ),
    _c(
        NPROJ,
        101,
        "GetItem",
        {"TableName": TBL, "Key": P1K, "ProjectionExpression": "listOfMaps[0].val, listOfMaps[2].val"},
        PK,
        NP_ITEM,
        "the test asserts listOfMaps == [{val: a0}, {val: a2}]",
    ),
    _c(
        NPROJ,
        125,
        "GetItem",
        {"TableName": TBL, "Key": P1K, "ProjectionExpression": "listWithNull[0], listWithNull[2]"},
        PK,
        NP_ITEM,
        'the test asserts listWithNull == [{"S": "keep0"}, {"S": "keep2"}] (the NULL between dropped)',
    ),
    _c(
        NPROJ,
        141,
        "GetItem",
        {
            "TableName": TBL,
            "Key": P1K,
            "ProjectionExpression": "nestedList[0].#i[1]",
            "ExpressionAttributeNames": {"#i": "inner"},
        },
        PK,
        NP_ITEM,
        'the test asserts nestedList == [{"M": {"inner": {"L": [{"S": "i1"}]}}}]',
    ),
]

# --- tests/test_update_item_number_validation.py (0bb58fb) --------------------------------
ROW1 = item(pk="row1")
NUM_ITEM = [item(pk="row1", n=5)]


def _bad(value: dict) -> dict:
    return {
        "TableName": TBL,
        "Key": ROW1,
        "UpdateExpression": "SET bad = :v",
        "ExpressionAttributeValues": {":v": value},
    }


NUMBERS = [
    _c(
        NUMV,
        42,
        "UpdateItem",
        _bad({"N": "12e"}),
        PK,
        NUM_ITEM,
        'the test asserts the message holds "ExpressionAttributeValues contains invalid value" and "cannot be '
        'converted to a numeric value: 12e"',
    ),
    _c(
        NUMV,
        53,
        "UpdateItem",
        _bad({"N": "1" + "0" * 200}),
        PK,
        NUM_ITEM,
        'the test asserts the message holds "Number overflow"; the value is "1" + "0" * 200',
    ),
    _c(
        NUMV,
        73,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": ROW1,
            "AttributeUpdates": {"bad": {"Value": {"N": "not_a_num"}, "Action": "PUT"}},
        },
        PK,
        NUM_ITEM,
        'the test asserts the message holds "cannot be converted to a numeric value: not_a_num" (no '
        "ExpressionAttributeValues wrapper on the legacy path)",
    ),
]

# --- tests/test_expression_size_limit.py (0f14d48) ----------------------------------------
LONG = "a" + "z" * 4096  # the test's _name_of_len(4097)
SZ_ITEM = [item(pk="k1", foo="a")]
FILTER_LONG = f"{LONG} = :v"
COND_LONG = f"attribute_not_exists({LONG})"
SIZES = [
    _c(
        SIZE,
        54,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": LONG},
        PK,
        SZ_ITEM,
        _asserts(f"Invalid ProjectionExpression: {SIZE_PREFIX}", 'the path is "a" + "z" * 4096'),
    ),
    _c(
        SIZE,
        76,
        "Scan",
        {"TableName": TBL, "FilterExpression": FILTER_LONG, "ExpressionAttributeValues": {":v": {"S": "x"}}},
        PK,
        SZ_ITEM,
        _asserts(f"Invalid FilterExpression: {SIZE_PREFIX} expression size: {len(FILTER_LONG)}"),
    ),
    _c(
        SIZE,
        93,
        "PutItem",
        {"TableName": TBL, "Item": item(pk="sztest"), "ConditionExpression": COND_LONG},
        PK,
        SZ_ITEM,
        _asserts(f"Invalid ConditionExpression: {SIZE_PREFIX} expression size: {len(COND_LONG)}"),
    ),
    _c(
        SIZE,
        107,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": f"pk = :p AND {LONG} = :q",
            "ExpressionAttributeValues": {":p": {"S": "k1"}, ":q": {"S": "x"}},
        },
        PK,
        SZ_ITEM,
        _asserts(f"Invalid KeyConditionExpression: {SIZE_PREFIX}", "no size suffix"),
    ),
]

# --- tests/rust/src/select_projection_validation.rs (7ee587c) -----------------------------
SELECT_PROJECTION = [
    _c(
        SELP,
        21,
        "Query",
        {
            "TableName": SKS,
            "KeyConditionExpression": "#h = :h",
            "ExpressionAttributeNames": {"#h": "hashKey"},
            "ExpressionAttributeValues": {":h": {"S": "anything"}},
            "ProjectionExpression": "str",
            "Select": "ALL_ATTRIBUTES",
        },
        HK,
        [],
        'the test asserts the message holds "Cannot specify the ProjectionExpression when choosing to get"',
    ),
    _c(
        SELP,
        73,
        "Scan",
        {"TableName": SKS, "Select": "SPECIFIC_ATTRIBUTES"},
        HK,
        [],
        'the test asserts a ValidationException whose message does not hold "validation error detected"',
    ),
]

# --- tests/test_transaction_key_size_validation.py (94cfdda) ------------------------------
HUGE = "a" * 2049
KEY_SIZES = [
    _c(
        TKS,
        41,
        "TransactWriteItems",
        {"TransactItems": [{"Put": {"TableName": TBL, "Item": item(pk=HUGE)}}]},
        PK,
        [],
        "the test asserts TransactionCanceledException with a ValidationError reason (a 2049-byte hash key)",
    ),
    _c(
        TKS,
        97,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": TBL, "Key": item(pk=HUGE)}}]},
        PK,
        [],
        "the test asserts TransactionCanceledException with a ValidationError reason",
    ),
    _c(
        TKS,
        109,
        "TransactWriteItems",
        {"TransactItems": [{"Put": {"TableName": TBL, "Item": item(pk="")}}]},
        PK,
        [],
        "the test asserts a top-level ValidationException (an empty key, unlike an oversized one)",
    ),
]

# --- 996032f tests/test_expression_error_prefix.py ------------------------------------------
EP_ITEM = [item(pk="k1")]
ERROR_PREFIX = [
    _c(
        ERRP,
        44,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "status"},
        PK,
        EP_ITEM,
        _asserts("Invalid ProjectionExpression: " + RESERVED + "status"),
    ),
    _c(
        ERRP,
        75,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": K1,
            "UpdateExpression": "SET status = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        EP_ITEM,
        _asserts("Invalid UpdateExpression: " + RESERVED + "status"),
    ),
    _c(
        ERRP,
        83,
        "Query",
        {"TableName": TBL, "KeyConditionExpression": "status = :v", "ExpressionAttributeValues": {":v": {"S": "x"}}},
        PK,
        EP_ITEM,
        _asserts("Invalid KeyConditionExpression: " + RESERVED + "status"),
    ),
]

# --- 996032f tests/test_expression_param_usage.py and test_unused_expression_attribute_names.py
NAMES_ONLY = "ExpressionAttributeNames can only be specified when using expressions"
VALUES_ONLY = "ExpressionAttributeValues can only be specified when using expressions"
PU_ITEM = [item(pk="k1", foo="a")]
PARAM_USAGE = [
    _c(
        PUSE,
        52,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ExpressionAttributeNames": {"#a": "foo"}},
        PK,
        PU_ITEM,
        _asserts(NAMES_ONLY),
    ),
    _c(
        PUSE,
        83,
        "Scan",
        {"TableName": TBL, "ExpressionAttributeValues": {":v": {"S": "x"}}},
        PK,
        PU_ITEM,
        _asserts(VALUES_ONLY + ": FilterExpression is null"),
    ),
    _c(
        PUSE,
        103,
        "DeleteItem",
        {"TableName": TBL, "Key": K1, "ExpressionAttributeValues": {":v": {"S": "x"}}},
        PK,
        PU_ITEM,
        _asserts(VALUES_ONLY + ": ConditionExpression is null"),
    ),
    _c(
        PUSE,
        123,
        "UpdateItem",
        {"TableName": TBL, "Key": K1, "ExpressionAttributeValues": {":v": {"S": "x"}}},
        PK,
        PU_ITEM,
        _asserts(VALUES_ONLY + ": UpdateExpression and ConditionExpression are null"),
    ),
    _c(
        PUSE,
        175,
        "Query",
        {
            "TableName": TBL,
            "KeyConditions": {"pk": {"AttributeValueList": [{"S": "k1"}], "ComparisonOperator": "EQ"}},
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        PU_ITEM,
        _asserts(VALUES_ONLY, "Query, unlike Scan, DeleteItem and UpdateItem, without a suffix"),
    ),
    _c(
        UNUSED,
        42,
        "GetItem",
        {"TableName": TBL, "Key": K1, "ProjectionExpression": "pk", "ExpressionAttributeNames": {"#abc": "foo"}},
        PK,
        [item(pk="k1", foo="a", bar="b")],
        'the test asserts the message holds "unused in expressions" and "#abc"',
    ),
]

# --- 996032f tests/test_query_scan.py ---------------------------------------------------------
Q_ITEMS = [item(pk="user-1", sk=i, name=f"item-{i}", age=20 + i) for i in range(1, 11)]
SCAN_ITEMS = [item(pk=f"item-{i:03d}", category="a" if i <= 3 else "b") for i in range(1, 14)]
BIN_ITEMS = [
    item(pk="bin", sk=b"\x01\x02\x03", v="a"),
    item(pk="bin", sk=b"\x01\x02\x04", v="b"),
    item(pk="bin", sk=b"\x02\x00\x00", v="c"),
]
U1 = {":pk": {"S": "user-1"}}
QUERY_SCAN = [
    _c(
        QS,
        249,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :pk AND sk <> :val",
            "ExpressionAttributeValues": {":pk": {"S": "user-1"}, ":val": {"S": "x"}},
        },
        PKSKN,
        Q_ITEMS,
        "the test asserts a ValidationException (<> in a key condition; its value a string for a number sort key)",
    ),
    _c(
        QS,
        390,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "(pk = :pk) AND (sk > :sk)",
            "ExpressionAttributeValues": {":pk": {"S": "user-1"}, ":sk": {"N": "8"}},
        },
        PKSKN,
        Q_ITEMS,
        "the test asserts Count 2",
    ),
    _c(
        QS,
        400,
        "Query",
        {"TableName": TBL, "KeyConditionExpression": "sk > :sk", "ExpressionAttributeValues": {":sk": {"N": "5"}}},
        PKSKN,
        Q_ITEMS,
        "the test asserts a ValidationException (no partition key condition)",
    ),
    _c(
        QS,
        411,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "#undefined > :v",
            "ExpressionAttributeValues": {":pk": {"S": "user-1"}, ":v": {"N": "1"}},
        },
        PKSKN,
        Q_ITEMS,
        "the test asserts a ValidationException",
    ),
    _c(
        QS,
        452,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "ExpressionAttributeValues": {":pk": {"S": "bin"}, ":prefix": {"B": "AQI="}},
        },
        PKSKB,
        BIN_ITEMS,
        "the test asserts Count 2 (begins_with on a binary sort key)",
    ),
    _c(
        QS,
        469,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "name > :v",
            "ExpressionAttributeValues": {":pk": {"S": "user-1"}, ":v": {"S": "a"}},
        },
        PKSKN,
        Q_ITEMS,
        "the test asserts a ValidationException (name is a reserved word)",
    ),
    _c(
        QS,
        483,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": U1,
            "Select": "ALL_PROJECTED_ATTRIBUTES",
        },
        PKSKN,
        Q_ITEMS,
        'the test asserts the message holds "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an '
        'IndexName"',
    ),
    _c(
        QS,
        539,
        "Scan",
        {"TableName": TBL, "Segment": 1000000, "TotalSegments": 1000000},
        PK,
        SCAN_ITEMS,
        "the test asserts the message holds \"1 validation error detected\", \"'1000000' at 'segment'\" and "
        '"Member must have value less than or equal to 999999"',
    ),
    _c(
        QS,
        655,
        "Query",
        {
            "TableName": TBL,
            "KeyConditions": {"pk": {"AttributeValueList": [{"S": "user-1"}], "ComparisonOperator": "EQ"}},
            "QueryFilter": {"age": {"AttributeValueList": [{"N": "25"}], "ComparisonOperator": "GT"}},
        },
        PKSKN,
        Q_ITEMS,
        "the test asserts Count 5 and ScannedCount 10",
    ),
]

# --- 996032f tests/test_item_operations.py ----------------------------------------------------
DEEP32 = _deep_map(32)
BIG = "9" + "9" * 37 + "E+88"
ITEM_OPERATIONS = [
    _c(
        IO,
        347,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="list-append"),
            "UpdateExpression": "SET mylist[99] = :v",
            "ExpressionAttributeValues": {":v": {"S": "c"}},
        },
        PK,
        [item(pk="list-append", mylist=["a", "b"])],
        "the test asserts the list has 3 elements, the last c (an index past the end appends)",
    ),
    _c(
        IO,
        402,
        "UpdateItem",
        {"TableName": TBL, "Key": item(pk="noop-missing")},
        PK,
        [],
        'the test asserts the item {"pk": "noop-missing"} exists afterwards (no update directives: an upsert of '
        "the key)",
    ),
    _c(
        IO,
        452,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="ne-missing"),
            "UpdateExpression": "SET #d = :v",
            "ConditionExpression": "#a <> :cmp",
            "ExpressionAttributeNames": {"#d": "data", "#a": "nonexistent_attr"},
            "ExpressionAttributeValues": {":v": {"S": "ok"}, ":cmp": {"S": "anything"}},
        },
        PK,
        [item(pk="ne-missing")],
        "the test asserts success (<> on a missing attribute is true)",
    ),
    _c(
        IO,
        468,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="remove-empty"),
            "UpdateExpression": "REMOVE map_attr",
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [item(pk="remove-empty", map_attr={"child": "old"})],
        "the test asserts the answer has no Attributes (not {})",
    ),
    _c(
        IO,
        501,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="legacy-delete"),
            "AttributeUpdates": {"map_attr": {"Action": "DELETE"}},
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [item(pk="legacy-delete", map_attr={"child": "old"})],
        "the test asserts the answer has no Attributes (legacy DELETE of a map, as REMOVE)",
    ),
    _c(
        IO,
        590,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="upd-set"),
            "UpdateExpression": "SET deep = :d",
            "ExpressionAttributeValues": {":d": DEEP32},
        },
        PK,
        [item(pk="upd-set")],
        "the test asserts a ValidationException (a value of 32 nested maps stored by SET)",
    ),
    _c(
        IO,
        663,
        "PutItem",
        {
            "TableName": TBL,
            "Item": item(pk="cond-pk-1a2b3c4d"),
            "ConditionExpression": "attribute_not_exists(pk) OR :d = :d",
            "ExpressionAttributeValues": {":d": DEEP32},
        },
        PK,
        [],
        "the test asserts success: a 32-level value used only by the condition is not depth-checked; the "
        "uuid-suffixed key given a fixed one",
    ),
    _c(
        IO,
        1075,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="deep-miss"),
            "UpdateExpression": "SET a.b.c = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        [item(pk="deep-miss", a={"x": "y"})],
        "the test asserts a ValidationException (a.b does not exist)",
    ),
    _c(
        IO,
        1106,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="overflow-add"),
            "UpdateExpression": "SET v = v + :inc",
            "ExpressionAttributeValues": {":inc": {"N": BIG}},
        },
        PK,
        [{"pk": {"S": "overflow-add"}, "v": {"N": BIG}}],
        'the test asserts the message holds "overflow" or "magnitude"; the value is "9" + "9" * 37 + "E+88"',
    ),
    _c(
        IO,
        1366,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="nested-new"),
            "UpdateExpression": "SET a.b = :v",
            "ExpressionAttributeValues": {":v": {"S": "new"}},
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [item(pk="nested-new", a={"b": "old", "c": "untouched"})],
        'the test asserts Attributes {"a": {"M": {"b": "new"}}} without c',
    ),
    _c(
        IO,
        1480,
        "UpdateItem",
        {
            "TableName": TBL,
            "Key": item(pk="multi-sub"),
            "UpdateExpression": "SET a.b = :v1, a.c = :v2",
            "ExpressionAttributeValues": {":v1": {"S": "new-b"}, ":v2": {"S": "new-c"}},
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [item(pk="multi-sub", a={"b": "old-b", "c": "old-c", "d": "untouched"})],
        "the test asserts a holds b and c merged, without d",
    ),
    _c(
        IO,
        1605,
        "PutItem",
        {
            "TableName": TBL,
            "Item": item(pk="x"),
            "ConditionExpression": "attribute_not_exists(pk)",
            "ExpressionAttributeNames": {"bad": "pk"},
        },
        PK,
        [item(pk="item1", v="val")],
        'the test asserts the message holds "Syntax error" and "bad" (a names key without #)',
    ),
    _c(
        IO,
        1699,
        "DeleteItem",
        {
            "TableName": TBL,
            "Key": item(pk="item1"),
            "ConditionExpression": "v = nocolon",
            "ExpressionAttributeValues": {"nocolon": {"S": "val"}},
        },
        PK,
        [item(pk="item1", v="val")],
        'the test asserts the message holds "Syntax error" (a values key without :, and a condition comparing '
        "v with the attribute nocolon)",
    ),
]

# --- 996032f tests/test_conditional_writes.py, test_transaction_operations.py -----------------
CONDITIONAL_WRITES = [
    _c(
        CW,
        190,
        "PutItem",
        {
            "TableName": COND_T,
            "Item": item(pk="blocker", sk="1", data="new"),
            "ConditionExpression": "attribute_not_exists(pk)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PKSK,
        [item(pk="blocker", sk="1", data="original")],
        "the test asserts ConditionalCheckFailedException with Item pk blocker, data original",
    ),
    _c(
        CW,
        307,
        "DeleteItem",
        {
            "TableName": BETWEEN_T,
            "Key": item(pk="k1"),
            "ConditionExpression": "v BETWEEN :hi AND :lo",
            "ExpressionAttributeValues": {":hi": {"N": "100"}, ":lo": {"N": "1"}},
        },
        PK,
        [item(pk="k1", v=50)],
        'the test asserts a ValidationException whose message holds "BETWEEN" (bounds in the wrong order)',
    ),
    _c(
        CW,
        324,
        "DeleteItem",
        {
            "TableName": BETWEEN_T,
            "Key": item(pk="k2"),
            "ConditionExpression": "v BETWEEN :lo AND :hi",
            "ExpressionAttributeValues": {":lo": {"N": "1"}, ":hi": {"S": "100"}},
        },
        PK,
        [item(pk="k2", v=50)],
        'the test asserts the message holds "BETWEEN" and "same data type"',
    ),
    _c(
        TXO,
        394,
        "TransactGetItems",
        {
            "TransactItems": [
                {
                    "Get": {
                        "TableName": TBL,
                        "Key": item(pk="proj-empty"),
                        "ProjectionExpression": "nonexistent_attr",
                    }
                }
            ]
        },
        PK,
        [item(pk="proj-empty", real_attr="value")],
        "the test asserts Responses[0] has no Item (the projection selects nothing)",
    ),
]

# --- 996032f tests/test_attribute_value_validation.py: raw JSON bodies ----------------------
ATTRIBUTE_VALUES = [
    _c(
        AVV,
        538,
        "PutItem",
        {"TableName": TBL, "Item": {"pk": {"S": "ss-null-put-top-5b1c"}, "bad_set": {"SS": ["a", None]}}},
        PK,
        [],
        'the test asserts the message holds "One or more parameter values were invalid" and "An string set may '
        'not have a null string as a member" (a JSON null in the set); the uuid-suffixed key given a fixed one',
    ),
    _c(
        AVV,
        332,
        "GetItem",
        {"TableName": TBL, "Key": {"pk": {"S": "hello", "N": "1"}}},
        PK,
        [],
        'the test asserts the message holds "Supplied AttributeValue has more than one datatypes set" and "must '
        'contain exactly one of the supported datatypes"',
    ),
    _c(
        AVV,
        475,
        "Query",
        {
            "TableName": TBL,
            "KeyConditionExpression": "#a = :v",
            "ExpressionAttributeNames": {"#a": "pk"},
            "ExpressionAttributeValues": {":v": {}},
        },
        PK,
        [],
        'the test asserts the message holds "Supplied AttributeValue is empty" and "must contain exactly one of '
        'the supported datatypes" (the bare {} of the parametrized values)',
    ),
]

# --- 996032f tests/python/test_scan_edge_cases.py, test_begins_with_type_check.py ------------
PYTHON_SUITE = [
    _c(
        SEC,
        175,
        "Scan",
        {"TableName": FACTORY, "ExclusiveStartKey": {"bad": {"S": "p"}}},
        PK,
        [],
        _asserts(ESK_SCAN),
    ),
    _c(
        SEC,
        189,
        "Query",
        {
            "TableName": FACTORY,
            "KeyConditionExpression": "pk = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
            "ExclusiveStartKey": {"bad": {"S": "p"}},
        },
        PK,
        [],
        _asserts("The provided starting key is invalid", "Query, unlike Scan, without the suffix"),
    ),
    _c(
        SEC,
        324,
        "Query",
        {
            "TableName": FACTORY,
            "KeyConditionExpression": "pk = :v",
            "ExpressionAttributeValues": {":v": {"S": "P"}},
            "ExclusiveStartKey": {"pk": {"S": "P"}, "sk": {"S": "S"}, "extra": {"S": "junk"}},
        },
        PKSK,
        [item(pk="P", sk="S")],
        _asserts("The provided starting key is invalid", "a complete key plus a non-key attribute"),
    ),
    _c(
        BWT,
        56,
        "Scan",
        {
            "TableName": BW_T,
            "FilterExpression": "begins_with(#a, :v)",
            "ExpressionAttributeNames": {"#a": "pk"},
            "ExpressionAttributeValues": {":v": {"BOOL": True}},
        },
        PK,
        [],
        'the test asserts the message holds "Invalid FilterExpression", "operand type: BOOL" and "begins_with" on '
        "an empty table (BOOL of the eight parametrized types)",
    ),
    _c(
        BWT,
        108,
        "PutItem",
        {
            "TableName": BW_T,
            "Item": item(pk="test"),
            "ConditionExpression": "begins_with(pk, :n)",
            "ExpressionAttributeValues": {":n": {"N": "1"}},
        },
        PK,
        [],
        'the test asserts the message holds "Invalid ConditionExpression" and "operand type: N"',
    ),
]

# --- 996032f tests/rust/src/*.rs: reserved words unescaped, success asserted -------------------
HKEY = "0f8e3b2a-6c1d-4e5f-9a7b-3c2d1e0f4a5b"


def _rust_item(**extra) -> dict:
    """``create_item``: hashKey a uuid, str, num 42 (fixed here), and the test's attributes."""
    return item(hashKey=HKEY, str="testValue_0f8e3b2a", num=42, **extra)


RKEY = item(hashKey=HKEY)
RUST_NOTE = "the test sends this through the Rust SDK and unwraps the answer (success asserted); "
RUST = [
    _c(
        RS + "condition_expressions.rs",
        166,
        "UpdateItem",
        {
            "TableName": SKS,
            "Key": RKEY,
            "UpdateExpression": "SET status = :new",
            "ConditionExpression": "status <> :blocked",
            "ExpressionAttributeValues": {":blocked": {"S": "blocked"}, ":new": {"S": "updated"}},
        },
        HK,
        [_rust_item(status="active")],
        RUST_NOTE + "status is a reserved word (the later test aliases it as #s)",
    ),
    _c(
        RS + "condition_expressions_more.rs",
        79,
        "UpdateItem",
        {
            "TableName": SKS,
            "Key": RKEY,
            "UpdateExpression": "SET data = :new",
            "ConditionExpression": "size(data) = :sz",
            "ExpressionAttributeValues": {":sz": {"N": "3"}, ":new": {"S": "abcd"}},
        },
        HK,
        [_rust_item(data="abc")],
        RUST_NOTE + "data is a reserved word",
    ),
    _c(
        RS + "condition_expressions_more.rs",
        249,
        "UpdateItem",
        {
            "TableName": SKS,
            "Key": RKEY,
            "UpdateExpression": "SET count = :new",
            "ConditionExpression": "attribute_type(count, :t)",
            "ExpressionAttributeValues": {":t": {"S": "N"}, ":new": {"N": "43"}},
        },
        HK,
        [_rust_item(count=42)],
        RUST_NOTE + "count is a reserved word",
    ),
    _c(
        RS + "update_expressions.rs",
        29,
        "UpdateItem",
        {
            "TableName": SKS,
            "Key": RKEY,
            "UpdateExpression": "SET counter = counter - :dec",
            "ExpressionAttributeValues": {":dec": {"N": "3"}},
        },
        HK,
        [_rust_item(counter=15)],
        RUST_NOTE
        + 'counter is a reserved word; a later version marks the test #[ignore = "reserved keyword validation too '
        'strict"]',
    ),
    _c(
        RS + "update_expressions_more.rs",
        200,
        "UpdateItem",
        {
            "TableName": SKS,
            "Key": RKEY,
            "UpdateExpression": "SET items[1] = :v",
            "ExpressionAttributeValues": {":v": {"S": "replaced"}},
        },
        HK,
        [_rust_item(items=["x", "y", "z"])],
        RUST_NOTE + "items is a reserved word",
    ),
]

# --- 996032f crates/core/src/expression: unit tests, sent as requests ----------------------------
UK = item(pk="k1")
UNIT_TESTS = [
    _c(
        EVT,
        178,
        "DeleteItem",
        {"TableName": UNIT, "Key": UK, "ConditionExpression": "contains(name, name)"},
        PK,
        [item(pk="k1", name="Alice", age=30, active=True)],
        _unit("evaluates", "a DeleteItem's ConditionExpression")
        + '; the test asserts an error holding "first operand must be distinct" (name is also a reserved word)',
    ),
    _c(
        EVT,
        258,
        "DeleteItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "ConditionExpression": "size(s) = :n",
            "ExpressionAttributeValues": {":n": {"N": "3"}},
        },
        PK,
        [item(pk="k1", s="é𝄞")],
        _unit("evaluates", "a DeleteItem's ConditionExpression")
        + '; the test asserts true: size of "é𝄞" counted as 3 UTF-16 code units',
    ),
    _c(
        EVT,
        359,
        "DeleteItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "ConditionExpression": "#a <> #b",
            "ExpressionAttributeNames": {"#a": "x", "#b": "y"},
        },
        PK,
        [item(pk="k1")],
        _unit("evaluates", "a DeleteItem's ConditionExpression")
        + "; the test asserts true (both attributes missing; the test's item is empty)",
    ),
    _c(
        UET,
        114,
        "UpdateItem",
        {"TableName": UNIT, "Key": UK, "UpdateExpression": "REMOVE temp"},
        PK,
        [item(pk="k1", temp="gone")],
        _unit("applies", "an UpdateItem's UpdateExpression")
        + "; the test asserts temp removed (temp is a reserved word)",
    ),
    _c(
        UET,
        284,
        "UpdateItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "UpdateExpression": "SET mylist[0] = :v",
            "ExpressionAttributeValues": {":v": {"S": "hello"}},
        },
        PK,
        [item(pk="k1", mylist=[])],
        _unit("applies", "an UpdateItem's UpdateExpression") + '; the test asserts mylist == ["hello"]',
    ),
    _c(
        PAR,
        451,
        "DeleteItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "ConditionExpression": "a = :v b",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        [item(pk="k1", a="x")],
        _unit("parses", "a DeleteItem's ConditionExpression")
        + '; the test asserts a ValidationException holding "unexpected token"',
    ),
    _c(
        PAR,
        461,
        "DeleteItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "ConditionExpression": "NOT " * 200 + "a = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        [item(pk="k1", a="x")],
        _unit("parses", "a DeleteItem's ConditionExpression")
        + '; "NOT " * 200 + "a = :v"; the test asserts an error holding "depth exceeded" (its limit 150)',
    ),
    _c(
        PAR,
        508,
        "DeleteItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "ConditionExpression": "((a = :v))",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        PK,
        [item(pk="k1", a="x")],
        _unit("parses", "a DeleteItem's ConditionExpression")
        + '; the test asserts "Invalid ConditionExpression: The expression has redundant parentheses;"',
    ),
    _c(
        PAR,
        476,
        "DeleteItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "ConditionExpression": "(a = :v) AND ((b = :v2))",
            "ExpressionAttributeValues": {":v": {"S": "x"}, ":v2": {"S": "y"}},
        },
        PK,
        [item(pk="k1", a="x", b="y")],
        _unit("parses", "a DeleteItem's ConditionExpression")
        + '; the test asserts an error holding "redundant parentheses"',
    ),
    _c(
        KCP,
        646,
        "Query",
        {"TableName": UNIT, "KeyConditionExpression": "((pk = :v))", "ExpressionAttributeValues": {":v": {"S": "k1"}}},
        PK,
        [item(pk="k1")],
        _unit("parses", "a Query's KeyConditionExpression")
        + '; the test asserts "Invalid KeyConditionExpression: The expression has redundant parentheses;"',
    ),
    _c(
        KCP,
        791,
        "Query",
        {"TableName": UNIT, "KeyConditionExpression": ":pk = pk", "ExpressionAttributeValues": {":pk": {"S": "k1"}}},
        PK,
        [item(pk="k1")],
        _unit("parses", "a Query's KeyConditionExpression")
        + "; the test asserts it parses, the partition key on the right",
    ),
    _c(
        KCP,
        737,
        "Query",
        {
            "TableName": UNIT,
            "KeyConditionExpression": "pk1 = :v1 AND pk2 = :v2 AND sk = :v3",
            "ExpressionAttributeValues": {":v1": {"S": "a"}, ":v2": {"S": "b"}, ":v3": {"S": "c"}},
        },
        PK1SK,
        [item(pk1="a", sk="c", pk2="b")],
        _unit("parses", "a Query's KeyConditionExpression")
        + " (the table keyed pk1, sk); the test asserts it parses as a multi-attribute key (pk1, pk2 hash; sk)",
    ),
    _c(
        UPP,
        501,
        "UpdateItem",
        {
            "TableName": UNIT,
            "Key": UK,
            "UpdateExpression": "price = :v",
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        },
        PK,
        [item(pk="k1")],
        _unit("parses", "an UpdateItem's UpdateExpression")
        + '; the test asserts a ValidationException holding "expected SET"',
    ),
]

CASES = (
    MAP_ENTRIES
    + WORDING
    + PRECEDENCE
    + OPERANDS
    + TX_EXPR
    + CONDITIONAL_OPERATOR
    + KEY_NESTED
    + SET_EVALUATION
    + OVERLAPS
    + NESTED_PROJECTION
    + NUMBERS
    + SIZES
    + SELECT_PROJECTION
    + KEY_SIZES
    + ERROR_PREFIX
    + PARAM_USAGE
    + QUERY_SCAN
    + ITEM_OPERATIONS
    + CONDITIONAL_WRITES
    + ATTRIBUTE_VALUES
    + PYTHON_SUITE
    + RUST
    + UNIT_TESTS
)
