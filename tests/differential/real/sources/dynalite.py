"""dynalite: the requests its test suite sends, with the validation messages it
asserts DynamoDB answers.

Source: architect/dynalite, branch main, commit c5e5b46, ``test/``:
``updateItem.js``, ``scan.js``, ``query.js``, ``getItem.js``, ``putItem.js``
and ``deleteItem.js`` (the ``assertValidation`` / ``assertConditional``
requests of the expression tests: syntax errors, reserved words, undefined and
unused placeholders, operand types, function misuse, overlapping and
conflicting paths, key-condition shape, key updates, document paths that do
not exist; and the expression variants of the functionality tests: conditions,
filters, projections and updates run on items the test writes first). dynalite
checks these messages against AWS itself (its ``REMOTE`` mode). Only the
requests were taken, as data.

Adapted only as far as needed to run: the helper's tables are named as the
helper names them against a remote DynamoDB (``__dynalite_test_1``, string
hash key ``a``; ``__dynalite_test_3``, string ``a`` and ``b``; its indexes on
``c`` and ``d`` left out, and the tests about them too). The validation tests
send to ``abc`` (``aaa`` in two DeleteItem tests), a table that does not exist,
to show the expression is refused before the table is looked up; here ``abc``
exists, with the hash table's shape. Their ``Key: {}`` is kept in GetItem (DynamoDB
Local reads the projection first) and given the table's key (``k0``) in
UpdateItem and DeleteItem, where DynamoDB Local refuses the empty key before it
reads the expression ("The number of conditions on the keys is invalid").
Three KeyConditionExpression tests send ``FilterExpression: ''`` beside the key
condition; DynamoDB Local refuses the empty filter first, so it is kept in one
(``query.js:787``, the test of empty expressions) and left out of the others. In
the "incorrect types to functions" values the unused ``{BOOL: 'no'}`` and
``{NULL: 'true'}`` (strings; DynamoDB Local answers InternalFailure to the whole
request) are ``false`` and ``true``. ``query.js:811`` (``attribute_type(a, b)``
as a key condition) was left out: DynamoDB Local lists the valid types in its
message in an order that changes from one run to the next. A test
that loops over several expressions or values gives one case per member taken
(the cite is that member's line). ``helpers.randomString()`` /
``randomNumber()`` are fixed values; the items a test writes before its request
(``PutItem``, ``BatchWriteItem``, a first ``UpdateItem``) are ``before``.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "dynalite"
REPO = "architect/dynalite@c5e5b46 test/"
H = "__dynalite_test_1"  # helpers.testHashTable
R = "__dynalite_test_3"  # helpers.testRangeTable
HASH = table(("a", "S"))
RANGE = table(("a", "S"), ("b", "S"))
ABC = "table 'abc' (does not exist in the test) created with the hash table's shape"
ABC_KEY = {"a": {"S": "k0"}}
ABC_K = ABC + "; Key {} given the table's key (DynamoDB Local checks the key first)"


def _c(file: str, line: int) -> str:
    return f"{REPO}{file}.js:{line}"


def _upd_v(line, expr, names=None, vals=None, note=ABC_K, cond=None):
    """updateItem.js validation test: TableName 'abc', Key {}."""
    req = {"TableName": "abc", "Key": ABC_KEY, "UpdateExpression": expr}
    if cond is not None:
        req["ConditionExpression"] = cond
    if vals is not None:
        req["ExpressionAttributeValues"] = vals
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c("updateItem", line), "UpdateItem", req, HASH, [], note)


def _scan_v(line, filt, vals=None, names=None, note=ABC):
    req = {"TableName": "abc", "FilterExpression": filt}
    if vals is not None:
        req["ExpressionAttributeValues"] = vals
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c("scan", line), "Scan", req, HASH, [], note)


NO_FILTER = (
    ABC
    + "; the test's FilterExpression '' left out (DynamoDB Local refuses it before the key condition, see query.js:787)"
)


def _query_v(line, kce, vals=None, extra=None, note=ABC):
    req = {"TableName": "abc", **(extra or {}), "KeyConditionExpression": kce}
    if vals is not None:
        req["ExpressionAttributeValues"] = vals
    return case(_c("query", line), "Query", req, HASH, [], note)


def _get_v(line, proj, names=None, note=ABC):
    req = {"TableName": "abc", "Key": {}, "ProjectionExpression": proj}
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c("getItem", line), "GetItem", req, HASH, [], note)


AB = {":a": {"S": "a"}, ":b": {"S": "a"}}
NAB = {"#a": "a", "#b": "b"}
# updateItem.js:700: the values of "incorrect types to functions"
FN_VALUES = {
    ":a": {"S": "a"},
    ":b": {"N": "1"},
    ":c": {"B": "YQ=="},
    ":d": {"BOOL": False},
    ":e": {"NULL": True},
    ":f": {"SS": ["a"]},
    ":g": {"NS": ["1"]},
    ":h": {"BS": ["YQ=="]},
    ":i": {"M": {}},
    ":j": {"L": []},
}

FN_NOTE = (
    ABC_K
    + "; the unused ':d' {BOOL: 'no'} and ':e' {NULL: 'true'} (strings: DynamoDB Local answers InternalFailure) as false and true"
)

# updateItem.js:862: the item the first UpdateItem writes (key randomString)
TYPED_ITEM = {"a": {"S": "k1"}, "b": {"M": {"a": {"SS": ["1"]}}}, "c": {"N": "1"}, "d": {"NS": ["1"]}}
# updateItem.js:916: b = a (the key), c = {1: "a"}, d = ["a", "b"]
PATH_ITEM = {"a": {"S": "k2"}, "b": {"S": "k2"}, "c": {"M": {"1": {"S": "a"}}}, "d": {"L": [{"S": "a"}, {"S": "b"}]}}


def _typed_upd(line, expr, val):
    return case(
        _c("updateItem", line),
        "UpdateItem",
        {"TableName": H, "Key": {"a": {"S": "k1"}}, "UpdateExpression": expr, "ExpressionAttributeValues": {":a": val}},
        HASH,
        [TYPED_ITEM],
        "key randomString() as k1; before: the item the test's first UpdateItem writes",
    )


def _path_upd(line, expr):
    return case(
        _c("updateItem", line),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k2"}},
            "UpdateExpression": expr,
            "ExpressionAttributeNames": {"#1": "1"},
            "ExpressionAttributeValues": {":a": {"SS": ["a"]}},
        },
        HASH,
        [PATH_ITEM],
        "key randomString() as k2; before: the item the test's first UpdateItem writes",
    )


def _key_upd(line, expr, vals=None):
    req = {"TableName": H, "Key": {"a": {"S": "k3"}}, "UpdateExpression": expr}
    if vals is not None:
        req["ExpressionAttributeValues"] = vals
    return case(_c("updateItem", line), "UpdateItem", req, HASH, [], "key randomString() as k3")


UPDATE = [
    # --- validations on 'abc' ---------------------------------------------
    case(
        _c("updateItem", 441),
        "UpdateItem",
        {"TableName": "abc", "Key": ABC_KEY, "ConditionExpression": "", "UpdateExpression": ""},
        HASH,
        [],
        ABC_K,
    ),
    _upd_v(455, "whatever"),
    _upd_v(473, "set a = b / c"),
    _upd_v(475, 'set a[1] = "eight"'),
    _upd_v(483, "set (a = (b + c))"),
    _upd_v(500, " set #c = :c set abOrt = true ", NAB, AB),
    _upd_v(515, "set #c = if_not_exist(:c) set c = d", NAB, AB),
    _upd_v(529, "set a = #c set c = :d", NAB, AB),
    _upd_v(546, "SET #c = if_not_exists(:c)", NAB, AB),
    _upd_v(560, "SET #a = if_not_exists(:c)", NAB, AB),
    _upd_v(574, "set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a)", {"#c": "c", "#d": "[3]"}),
    _upd_v(579, "set #c[3].#d = a, #c[3] = a", {"#c": "c", "#d": "[3]"}),
    _upd_v(597, "set #c[3].#d = a, #c.#d[3] = if_not_exists(a)", {"#b": "b", "#c": "c", "#d": "[3]"}),
    _upd_v(598, "remove a.#c set a[1] = #d", {"#b": "b", "#c": "c", "#d": "[3]"}),
    _upd_v(
        612, "set b = list_append(:a, a), c = if_not_exists(a) add a.b :a", vals={":a": {"S": "a"}, ":b": {"S": "a"}}
    ),
    _upd_v(622, "add a.b :a", vals={":a": {"L": [{"N": "1"}]}, ":b": {"S": "a"}}),
    _upd_v(638, "set a = if_not_exists(c)", NAB, AB),
    _upd_v(653, "set a = if_not_exists(:a, c)", NAB, AB),
    _upd_v(668, "set a = list_append(:a, a)", NAB, FN_VALUES, FN_NOTE),
    _upd_v(677, "set a = a + :a", NAB, FN_VALUES, FN_NOTE),
    _upd_v(686, "set a = a + :j", NAB, FN_VALUES, FN_NOTE),
    _upd_v(724, "remove a set b = list_append(b, if_not_exists(a, :a))", NAB, AB, cond="a = :b"),
    _upd_v(735, "remove a", vals={":a": {"S": "a"}, ":b": {"S": "a"}, ":c": {"S": "a"}}, cond="a = :b"),
    # --- on the hash / range tables --------------------------------------
    _key_upd(791, "remove d set b = :a, a = :a", {":a": {"N": "1"}}),
    _key_upd(793, "set a = a.b + a[1]"),
    case(
        _c("updateItem", 805),
        "UpdateItem",
        {
            "TableName": R,
            "Key": {"a": {"S": "k4"}, "b": {"S": "k5"}},
            "UpdateExpression": "set d[1] = :a add b.b :a",
            "ExpressionAttributeValues": {":a": {"N": "1"}},
        },
        RANGE,
        [],
        "keys randomString() as k4, k5; the range table without its indexes (d is an index key there)",
    ),
    _typed_upd(869, "delete d :a", {"SS": ["1"]}),
    _typed_upd(871, "delete b.a :a", {"NS": ["1"]}),
    _typed_upd(874, "add b :a", {"NS": ["1"]}),
    _typed_upd(876, "set e = a + :a", {"N": "1"}),
    _typed_upd(878, "set e = list_append(d, if_not_exists(f, :a))", {"L": []}),
    _key_upd(889, "set c = b"),
    _key_upd(902, "set b.a = a"),
    _path_upd(924, "set b.a = :a, #1 = :a"),
    _path_upd(927, "set y[1] = :a, #1 = :a"),
    _path_upd(929, "set d.#1 = :a"),
    _path_upd(940, "delete c[1] :a set #1 = :a"),
    _path_upd(947, "add d.#1 :a"),
    # --- functionality -----------------------------------------------------
    case(
        _c("updateItem", 998),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k6"}},
            "ConditionExpression": "a = :a",
            "ExpressionAttributeValues": {":a": {"S": "k7"}},
        },
        HASH,
        [],
        "randomString() values as k6, k7",
    ),
    case(
        _c("updateItem", 1106),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k8"}},
            "UpdateExpression": "set b=:b,c=:c",
            "ExpressionAttributeValues": values({":b": "b", ":c": "a"}),
            "ReturnValues": "UPDATED_NEW",
        },
        HASH,
        [item(a="k8", b="a", c="a")],
        "key randomString() as k8; before: the item the test's AttributeUpdates request writes",
    ),
    case(
        _c("updateItem", 1128),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k9"}},
            "UpdateExpression": "REMOVE b DELETE c :c ADD d :d, e :e SET f = :f",
            "ExpressionAttributeValues": {
                ":c": {"SS": ["a", "b"]},
                ":d": {"N": "5"},
                ":e": {"SS": ["a", "b"]},
                ":f": {"L": [{"S": "a"}, {"N": "1"}]},
            },
            "ReturnValues": "UPDATED_NEW",
        },
        HASH,
        [],
        "key randomString() as k9",
    ),
    case(
        _c("updateItem", 1445),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k10"}},
            "ConditionExpression": "active = :a",
            "UpdateExpression": "SET active = :b",
            "ExpressionAttributeValues": values({":a": False, ":b": True}),
            "ReturnValues": "UPDATED_NEW",
        },
        HASH,
        [item(a="k10", active=False)],
        "key randomString() as k10; before: the item the test puts",
    ),
    case(
        _c("updateItem", 1477),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k11"}},
            "UpdateExpression": "set b = if_not_exists(b, a)",
            "ReturnValues": "UPDATED_NEW",
        },
        HASH,
        [],
        "key randomString() as k11",
    ),
    case(
        _c("updateItem", 1500),
        "UpdateItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "k12"}},
            "UpdateExpression": "set b.c=((c[1])+(b.a)),b.a = a,c[1] = a, c[4] = b.a - b.b, c[2] = b.c add c[8] :b, c[6] :a",
            "ExpressionAttributeValues": {":a": {"N": "2"}, ":b": {"SS": ["a"]}},
            "ReturnValues": "UPDATED_NEW",
        },
        HASH,
        [item(a="k12", b={"a": 1, "b": 2, "c": 3}, c=[1, 3])],
        "key randomString() as k12; before: the item the test's first UpdateItem (updateItem.js:1492) writes",
    ),
]

SCAN = [
    case(
        _c("scan", 601),
        "Scan",
        {
            "TableName": "abc",
            "FilterExpression": "",
            "ProjectionExpression": "",
            "ExpressionAttributeValues": {":0": {"S": "b"}},
        },
        HASH,
        [],
        ABC,
    ),
    case(
        _c("scan", 611),
        "Scan",
        {"TableName": "abc", "FilterExpression": "a > b", "ProjectionExpression": ""},
        HASH,
        [],
        ABC,
    ),
    _scan_v(617, "things are not gonna be ok"),
    _scan_v(633, "a > :things.stuff"),
    _scan_v(636, "ü > a"),
    _scan_v(637, "(a)between(b.c[4.5].#d)and(:a)"),
    _scan_v(641, "(size(a))[0] > a"),
    _scan_v(653, "a=a and a > ((views))"),
    _scan_v(671, "a=a and whatever((:things)) > a"),
    _scan_v(685, "attribute_not_exists(things) > b"),
    _scan_v(690, "size(things)"),
    _scan_v(704, "attribute_exists(views, #a)"),
    _scan_v(719, "attribute_exists(#Pictures.RearView, :a) and a=a"),
    _scan_v(721, "(#P between :lo and :hi) and (#PC in (:cat1, :cat2))"),
    _scan_v(724, "(a)between(b.c[45].#d)and(:a)"),
    _scan_v(736, "begins_with(:hello, #a, #b)"),
    _scan_v(750, "attribute_exists(things, a) and a=a"),
    _scan_v(771, "attribute_type(a, size(a)) and a=a and a=:a", {":a": {"N": "1"}}),
    _scan_v(782, "begins_with(a, :a)", {":a": {"N": "1"}}),
    _scan_v(798, "size(size(a)) > :a", {":a": {"N": "1"}}),
    _scan_v(816, "attribute_type(a, :a)", {":a": {"S": "1"}}),
    _scan_v(823, "attribute_exists(:a) and a=a", {":a": {"S": "1"}}),
    _scan_v(837, "a = a AND #a = b AND :views > a", names={"#a": "a"}),
]

# scan.js:1449 "EQ on different types"
DIFF_TYPES = [
    item(a="s1", b="1234", c="c1"),
    {"a": {"S": "s2"}, "b": {"N": "1234"}, "c": {"S": "c1"}},
    {"a": {"S": "s3"}, "b": {"B": "1234"}, "c": {"S": "c1"}},
]
# scan.js:2233 "CONTAINS on type S"
CONTAINS_S = [
    item(a="t1", b="abdef", c="c2"),
    item(a="t2", b={"abd", "bde"}, c="c2"),
    {"a": {"S": "t3"}, "b": {"B": "YWJkZWY="}, "c": {"S": "c2"}},
    {"a": {"S": "t4"}, "b": {"BS": ["abcd", "YmRl"]}, "c": {"S": "c2"}},
    item(a="t5", b="bde", c="c2"),
    item(a="t6", b="abd", c="c2"),
    {"a": {"S": "t7"}, "b": {"L": [{"N": "123"}, {"S": "bde"}]}, "c": {"S": "c2"}},
    item(a="t8", b=["abd"], c="c2"),
    item(a="t9", b=["abde"], c="c2"),
]
# scan.js:2830 "nested properties"
NESTED = [
    item(a="n1", b={"a": {"b": "x9"}}, c=42),
    item(a="n2", b=["y", {"a": {"b": "x9"}}], c=42),
    item(a="n3", b={"a": {"b": "x9"}}, c=43),
    item(a="n4", b="z", c=42),
    item(a="n5", c=42),
]
# scan.js:2871 "size function"
SIZES = [
    item(a="z1", b="abÿ", c=7),
    item(a="z2", b=123, c=7),
    {"a": {"S": "z3"}, "b": {"B": "YWJj"}, "c": {"N": "7"}},
    item(a="z4", b={"a", "b", "c"}, c=7),
    item(a="z5", b=["a", "a", "a"], c=7),
    item(a="z6", b={"a": "a", "b": "a", "c": "a"}, c=7),
    item(a="z7", b="abcd", c=7),
]
# scan.js:2919 "only return requested attributes"
PROJECTED = [
    item(a="p1", b="b1", c="c3", d="d1"),
    item(a="p2", b="b2", c="c3"),
    item(a="p3", b="b3", c="c3", d="d3", e="e3"),
    item(a="p4", b="b4", c="other"),
]
RAND = "randomString()/randomNumber() values fixed; before: the items the test's BatchWriteItem writes"

SCAN += [
    case(
        _c("scan", 1468),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "b = :b AND c = :c",
            "ExpressionAttributeValues": values({":b": "1234", ":c": "c1"}),
        },
        HASH,
        DIFF_TYPES,
        RAND,
    ),
    case(
        _c("scan", 2264),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "contains(b, :b) AND c = :c",
            "ExpressionAttributeValues": values({":b": "bde", ":c": "c2"}),
        },
        HASH,
        CONTAINS_S,
        RAND,
    ),
    case(
        _c("scan", 2848),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "(b[1].a.b = :b OR b.a.b = :b) AND c = :c",
            "ExpressionAttributeValues": values({":b": "x9", ":c": 42}),
        },
        HASH,
        NESTED,
        RAND,
    ),
    case(
        _c("scan", 2851),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "(attribute_exists(b.a) OR attribute_exists(b[1])) AND c = :c",
            "ExpressionAttributeValues": values({":c": 42}),
        },
        HASH,
        NESTED,
        RAND,
    ),
    case(
        _c("scan", 2854),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "(attribute_type(b.a, :m) OR attribute_type(b[1].a, :m)) AND c = :c",
            "ExpressionAttributeValues": values({":c": 42, ":m": "M"}),
        },
        HASH,
        NESTED,
        RAND,
    ),
    case(
        _c("scan", 2893),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "size(b) = :b AND c = :c",
            "ExpressionAttributeValues": values({":b": 3, ":c": 7}),
        },
        HASH,
        SIZES,
        RAND,
    ),
    case(
        _c("scan", 2945),
        "Scan",
        {
            "TableName": H,
            "FilterExpression": "c = :c",
            "ExpressionAttributeValues": values({":c": "c3"}),
            "ExpressionAttributeNames": {"#b": "b", "#d": "d"},
            "ProjectionExpression": "#b, #d",
        },
        HASH,
        PROJECTED,
        RAND + "; one more item (p4) with another c",
    ),
]

QUERY = [
    _query_v(
        787,
        "",
        {":0": {"S": "b"}},
        {"FilterExpression": "", "ProjectionExpression": ""},
    ),
    _query_v(796, "things are not gonna be ok", note=NO_FILTER),
    _query_v(858, "attribute_type(a, :a)", {":a": {"S": "S"}}),
    _query_v(871, "a > b and size(b) > c or a > c"),
    _query_v(875, "contains(a.d, b)"),
    _query_v(877, "a <> b"),
    _query_v(889, ":a between size(b) and size(a) and b > :b", {":a": {"S": "1"}, ":b": {"S": "1"}}),
    _query_v(904, "a > size(b.d)"),
    _query_v(917, "b > a.b"),
    _query_v(933, "a.d > c"),
    _query_v(934, "b[0] > a"),
    _query_v(946, ":b > :a AND a < :b", {":a": {"N": "1"}, ":b": {"N": "1"}}),
    _query_v(975, "a between :b and :a", {":a": {"S": "a"}, ":b": {"N": "1"}}),
    _query_v(984, "a between :b and :a", {":a": {"S": "a"}, ":b": {"S": "b"}}),
    case(
        _c("query", 1819),
        "Query",
        {
            "TableName": H,
            "FilterExpression": "a[1] = :b",
            "KeyConditionExpression": "a = :a",
            "ExpressionAttributeValues": {":a": {"S": "1"}, ":b": {"N": "1"}},
        },
        HASH,
        [],
    ),
    case(
        _c("query", 1851),
        "Query",
        {
            "TableName": R,
            "FilterExpression": "b = :b",
            "KeyConditionExpression": "a = :a",
            "ExpressionAttributeValues": {":a": {"S": "1"}, ":b": {"N": "1"}},
        },
        RANGE,
        [],
        "the range table without its indexes",
    ),
    case(
        _c("query", 1937),
        "Query",
        {
            "TableName": H,
            "KeyConditionExpression": "a = :a",
            "ExpressionAttributeValues": values({":a": "q2"}),
            "ConsistentRead": True,
        },
        HASH,
        [item(a="q1", b=11), item(a="q2", b=11), item(a="q3", b=12)],
        "randomString()/randomNumber() values fixed; before: the items the test writes",
    ),
    case(
        _c("query", 2130),
        "Query",
        {
            "TableName": R,
            "KeyConditionExpression": "a = :a AND begins_with(b, :b)",
            "ExpressionAttributeValues": values({":a": "r2", ":b": "aa"}),
            "ConsistentRead": True,
        },
        RANGE,
        [item(a="r2", b="aaa"), item(a="r2", b="aab"), item(a="r2", b="abc")],
        "hash key randomString() as r2; before: the items the test writes; the range table without its indexes",
    ),
    case(
        _c("query", 2160),
        "Query",
        {
            "TableName": R,
            "KeyConditionExpression": "a = :a AND b BETWEEN :b AND :c",
            "ExpressionAttributeValues": values({":a": "r3", ":b": "ab", ":c": "ac"}),
            "ConsistentRead": True,
        },
        RANGE,
        [item(a="r3", b=b) for b in ("aa", "ab", "abc", "ac", "aca")],
        "hash key randomString() as r3; before: the items the test writes; the range table without its indexes",
    ),
    case(
        _c("query", 2238),
        "Query",
        {
            "TableName": R,
            "KeyConditionExpression": "a = :a",
            "ExpressionAttributeValues": values({":a": "r4"}),
            "ExpressionAttributeNames": {"#f": "f", "#e": "e", "#a": "a"},
            "ProjectionExpression": "#f[2],#f[0],#e.d,e.#a,d",
            "ConsistentRead": True,
        },
        RANGE,
        [
            item(a="r4", b="b1", e={"a": "b1", "d": "b1"}, f=["d1", "d2", "d3"]),
            item(a="r4", b="b2"),
            item(a="r4", b="b3", d="d3", e="e3"),
        ],
        "hash key randomString() as r4; before: the items the test writes; the range table without its indexes",
    ),
]

GET = [
    _get_v(215, "whatever(stuff)"),
    _get_v(222, "(a)"),
    _get_v(237, "a.abORt"),
    _get_v(238, "#a,ABSoLUTE"),
    _get_v(250, "a,b,a,#a"),
    _get_v(262, "b[1], b.a, #a.b, a", {"#a": "a"}),
    _get_v(281, "a[3].b, #a.#b.b", {"#a": "a", "#b": "[3]"}),
    _get_v(296, "a,b", {"#a": "a", "#b": "b"}),
    case(
        _c("getItem", 365),
        "GetItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "g1"}},
            "ProjectionExpression": "#a.b.c",
            "ExpressionAttributeNames": {"#a": "a"},
        },
        HASH,
        [],
        "key randomString() as g1",
    ),
    case(
        _c("getItem", 504),
        "GetItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "g3"}},
            "ProjectionExpression": "b.c,c[2],b.b,c[1],c[0].a",
            "ConsistentRead": True,
        },
        HASH,
        [item(a="g3", b={"a": "a", "b": "b", "c": "c"}, c=["a", "b", "c"])],
        "key randomString() as g3; before: the item the test puts",
    ),
    case(
        _c("getItem", 505),
        "GetItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "g3"}},
            "ProjectionExpression": "#b.#c,#c[2],#b.#b,#c[1],#c[0][1]",
            "ExpressionAttributeNames": {"#b": "b", "#c": "c"},
            "ConsistentRead": True,
        },
        HASH,
        [item(a="g3", b={"a": "a", "b": "b", "c": "c"}, c=["a", "b", "c"])],
        "key randomString() as g3; before: the item the test puts",
    ),
]


def _put(line, it, cond, before, vals=None, names=None, note="randomString() values fixed"):
    req = {"TableName": H, "Item": it, "ConditionExpression": cond}
    if vals is not None:
        req["ExpressionAttributeValues"] = vals
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c("putItem", line), "PutItem", req, HASH, before, note)


PUT = [
    _put(727, item(a="u1"), "a = :a", [], values({":a": "u2"})),
    _put(
        746,
        item(a="u3"),
        "attribute_not_exists(a)",
        [item(a="u3")],
        note="randomString() fixed; before: the item the test puts",
    ),
    _put(
        765,
        item(a="u4"),
        "attribute_not_exists(#a)",
        [item(a="u3")],
        names={"#a": "a"},
        note="randomString() values fixed; before: the item the test puts",
    ),
    _put(
        874,
        item(a="u5", c="c5"),
        "a = :a AND attribute_not_exists(#b) AND c >= :c",
        [item(a="u5", c="c5")],
        values({":a": "u5", ":c": "c5"}),
        {"#b": "b"},
        "randomString() values fixed; before: the item the test puts",
    ),
    _put(
        928,
        item(a="u5", c="c5"),
        "a = :a OR attribute_not_exists(#b) OR c = :c",
        [item(a="u5", c="c5")],
        values({":a": "u5", ":c": "c6"}),
        {"#b": "b"},
        "randomString() values fixed; before: the item the test puts",
    ),
    _put(
        1218,
        item(a="hello"),
        "contains(a, :a)",
        [item(a="hello")],
        values({":a": "ell"}),
        note="before: the item the test puts",
    ),
    _put(
        1381,
        item(a="b"),
        "#a in (:a, :b)",
        [item(a="b")],
        values({":a": "c", ":b": "b"}),
        {"#a": "a"},
        "before: the item the test puts",
    ),
    _put(
        1459,
        item(a="b"),
        "a between :a and :b",
        [item(a="b")],
        values({":a": "c", ":b": "d"}),
        note="before: the item the test puts",
    ),
]

DELETE = [
    case(
        _c("deleteItem", 291),
        "DeleteItem",
        {"TableName": "abc", "Key": ABC_KEY, "ConditionExpression": "whatever"},
        HASH,
        [],
        ABC_K,
    ),
    case(
        _c("deleteItem", 409),
        "DeleteItem",
        {
            "TableName": "aaa",
            "Key": ABC_KEY,
            "ConditionExpression": "a between :b and :a",
            "ExpressionAttributeValues": {":a": {"S": "a"}, ":b": {"N": "1"}},
        },
        HASH,
        [],
        "table 'aaa' (does not exist in the test) created with the hash table's shape; Key {} given the table's key",
    ),
    case(
        _c("deleteItem", 419),
        "DeleteItem",
        {
            "TableName": "aaa",
            "Key": ABC_KEY,
            "ConditionExpression": "a between :b and :a",
            "ExpressionAttributeValues": {":a": {"S": "a"}, ":b": {"S": "b"}},
        },
        HASH,
        [],
        "table 'aaa' (does not exist in the test) created with the hash table's shape; Key {} given the table's key",
    ),
    case(
        _c("deleteItem", 530),
        "DeleteItem",
        {"TableName": H, "Key": {"a": {"S": "v1"}}, "ConditionExpression": "attribute_not_exists(a)"},
        HASH,
        [item(a="v1")],
        "randomString() fixed; before: the item the test puts",
    ),
    case(
        _c("deleteItem", 620),
        "DeleteItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "v2"}},
            "ConditionExpression": "#a = :a AND attribute_not_exists(#b) AND #c = :c",
            "ExpressionAttributeNames": {"#a": "a", "#b": "b", "#c": "c"},
            "ExpressionAttributeValues": values({":a": "v2", ":c": "v3"}),
        },
        HASH,
        [item(a="v2", c="v3")],
        "randomString() values fixed; before: the item the test puts",
    ),
    case(
        _c("deleteItem", 644),
        "DeleteItem",
        {
            "TableName": H,
            "Key": {"a": {"S": "v2"}},
            "ConditionExpression": "a = :a AND attribute_not_exists(b) AND c = :c",
            "ExpressionAttributeValues": values({":a": "v2", ":c": "v4"}),
        },
        HASH,
        [item(a="v2", c="v3")],
        "randomString() values fixed; before: the item the test puts",
    ),
]

CASES = UPDATE + SCAN + QUERY + GET + PUT + DELETE
