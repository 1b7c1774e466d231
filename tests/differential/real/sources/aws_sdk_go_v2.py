"""aws-sdk-go-v2 (Go): the expressions its ``feature/dynamodb/expression`` builder's tests pin.

Source: aws/aws-sdk-go-v2, release v1.17.1 (module ``feature/dynamodb/expression``
v1.4.28), ``feature/dynamodb/expression/``: ``condition_test.go`` (comparisons,
AND/OR/NOT, BETWEEN, IN, attribute_exists/not_exists, attribute_type,
begins_with, contains, size), ``key_condition_test.go``, ``projection_test.go``,
``update_test.go`` (SET/ADD/DELETE/REMOVE trees, set values: ``+``, ``-``,
list_append, if_not_exists), ``operand_test.go`` (paths) and
``expression_test.go`` (``Build()``'s whole Expression: texts, names and
values). Read in the copy Debian packages (golang-github-aws-aws-sdk-go-v2-dev
1.17.1-3, /usr/share/gocode); line numbers are those of that release. The
same test cases are in the stored copy of aws/aws-sdk-go-v2 @ 51f9438
(``condition_test.go``, ``key_condition_test.go``, ``projection_test.go``,
``expression_test.go``) and @ 17190f0 (``update_test.go``), whose line numbers
may differ by a few. Only the requests were taken, as data.

What the tests pin: most pin the builder's template tree (``exprNode``: a
``fmtExpr`` such as ``$c = $c`` or ``size ($n[1])``, with its names and typed
values), a few (``expression_test.go``) the finished text. A tree is written
here as the text the builder renders from it (``buildExpressionString``: each
new name ``$n`` becomes ``#0``, ``#1``... in order of first use, a repeated
name its first alias; each value ``$v`` ``:0``, ``:1``...), keeping what the
template pins: the space in ``size (#0)``, ``begins_with (#0, :0)``, the
parentheses around each AND/OR/NOT operand, the trailing newline after each
update clause (``SET #0 = :0\\n``). Names and values are those the tree holds.

Adapted only as far as needed to run: a condition or projection built on its
own is sent as a Scan's FilterExpression or ProjectionExpression over sample
items holding what it names (table ``expression``, string key ``id``); a key
condition as a Query on a table whose keys are the names it uses (``foo``
number hash key, ``bar`` string range key, as the values' types say); an
update as an UpdateItem on one sample item. A set value the test builds alone
(``Name("foo").Plus(Name("bar"))``...) is sent as the value of a SET of its
first path, as ``Set(Name(path), value)`` renders it. ``expression_test.go``'s
compound Expression is sent whole with every name and value ``Build()``
returns, as a Query (key condition, filter, projection) and as an UpdateItem
(condition, update), the way the SDK's examples pass ``expr.Names()`` and
``expr.Values()``. Builder errors (``Name("")``, ``foo..bar``) send no request
and are left out, and so are the template-only tests
(``TestCompoundBuildCondition``, ``TestInBuildCondition``,
``TestBuildProjection``: ``$c`` with no names). Some texts are sent on items
where they hold and on items where they fail.
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "aws-sdk-go-v2"
REPO = "aws/aws-sdk-go-v2@v1.17.1 feature/dynamodb/expression/"
T = "expression"
TBL = table(("id", "S"))
KEYT = table(("foo", "N"), ("bar", "S"))
KEYT2 = table(("foo", "S"), ("baz", "N"))

TREE = "the tree the test pins, rendered as buildExpressionString writes it"
FILTER_NOTE = TREE + ", as a Scan's FilterExpression over sample items"

# Scan items: foo and bar in several shapes (equal names, sizes, numbers, strings)
ITEMS = [
    item(id="1", foo=5, bar="baz", qux=True),
    item(id="2", foo="same", bar="same"),
    item(id="3", foo=["a", "bcd"], bar="xyz", baz=7),
    item(id="4", foo=6, bar=7, qux=False),
    item(id="5", foo="bar and more", bar={"x", "y"}),
    item(id="6", foo=[1, "abcd", 3], bar=[1, 2]),
    item(id="7"),
]

# attribute_type: one item per type
TYPE_ITEMS = [
    item(id="S", foo="text"),
    item(id="SS", foo={"a", "b"}),
    item(id="N", foo=1),
    item(id="NS", foo={1, 2}),
    item(id="B", foo=b"\x05"),
    item(id="BS", foo={b"\x05", b"\x06"}),
    item(id="BOOL", foo=True),
    item(id="NULL", foo=None),
    item(id="L", foo=["x"]),
    item(id="M", foo={"k": "v"}),
    item(id="none"),
]


def _scan(file: str, line: int, request: dict, items: list | None = None, note: str = FILTER_NOTE) -> dict:
    return case(f"{REPO}{file}:{line}", "Scan", {"TableName": T, **request}, TBL, items or ITEMS, note)


def _filter(file: str, line: int, text: str, names: dict | None, vals: dict | None, items=None, note=FILTER_NOTE):
    request = {"FilterExpression": text}
    if names:
        request["ExpressionAttributeNames"] = names
    if vals:
        request["ExpressionAttributeValues"] = vals
    return _scan(file, line, request, items, note)


FB = {"#0": "foo", "#1": "bar"}
F = {"#0": "foo"}
V5BAR = values({":0": 5, ":1": "bar"})
C = "condition_test.go"

# --- condition_test.go TestCompare: name/name, value/value, size/size per operator
COMPARE = []
for op, lines in (
    ("=", (60, 77, 98)),
    ("<>", (115, 132, 153)),
    ("<", (170, 187, 208)),
    ("<=", (225, 242, 263)),
    (">", (280, 297, 318)),
    (">=", (335, 352, 373)),
):
    COMPARE += [
        _filter(C, lines[0], f"#0 {op} #1", FB, None),
        _filter(C, lines[1], f":0 {op} :1", None, V5BAR),
        _filter(C, lines[2], f"size (#0[1]) {op} size (#1)", FB, None),
    ]

NAMES3 = {"#0": "foo", "#1": "bar", "#2": "qux"}
V3 = values({":0": 5, ":1": "baz", ":2": True})
CONDITIONS = COMPARE + [
    # TestBoolCondition
    _filter(C, 489, "(#0 = :0) AND (#1 = :1)", FB, values({":0": 5, ":1": "baz"})),
    _filter(C, 528, "(#0 = :0) OR (#1 = :1)", FB, values({":0": 5, ":1": "baz"})),
    _filter(C, 567, "(#0 = :0) AND (#1 = :1) AND (#2 = :2)", NAMES3, V3),
    _filter(C, 621, "(#0 = :0) OR (#1 = :1) OR (#2 = :2)", NAMES3, V3),
    # TestNotCondition: the method and the function write the same tree
    _filter(C, 717, "NOT (#0 = :0)", F, values({":0": 5})),
    _filter(
        C,
        741,
        "NOT (#0 = :0)",
        F,
        values({":0": 5}),
        [item(id="1", foo=5), item(id="2", foo=5.0)],
        FILTER_NOTE + " (only items where it fails)",
    ),
    # TestBetweenCondition
    _filter(C, 802, "#0 BETWEEN :0 AND :1", F, values({":0": 5, ":1": 7})),
    _filter(C, 827, ":0 BETWEEN :1 AND :2", None, values({":0": 6, ":1": 5, ":2": 7})),
    _filter(C, 854, "size (#0) BETWEEN :0 AND :1", F, values({":0": 5, ":1": 7})),
    # TestInCondition
    _filter(C, 916, "#0 IN (:0, :1)", F, values({":0": 5, ":1": 7})),
    _filter(C, 941, ":0 IN (:1, :2)", None, values({":0": 6, ":1": 5, ":2": 7})),
    _filter(C, 968, "size (#0) IN (:0, :1)", F, values({":0": 5, ":1": 7})),
    # TestAttrExistsCondition
    _filter(C, 1030, "attribute_exists (#0)", F, None),
    _filter(C, 1043, "attribute_not_exists (#0)", F, None),
    # TestBeginsWithCondition, TestContainsCondition
    _filter(C, 1344, "begins_with (#0, :0)", F, values({":0": "bar"})),
    _filter(
        C,
        1400,
        "contains (#0, :0)",
        F,
        values({":0": "bar"}),
        ITEMS + [item(id="8", foo={"bar", "baz"}), item(id="9", foo=["bar"])],
    ),
]
# TestAttrTypeCondition (the String case is written twice in the test; taken once)
for line, t in (
    (1098, "S"),
    (1136, "SS"),
    (1155, "N"),
    (1174, "NS"),
    (1193, "B"),
    (1212, "BS"),
    (1231, "BOOL"),
    (1250, "NULL"),
    (1269, "L"),
    (1288, "M"),
):
    CONDITIONS.append(_filter(C, line, "attribute_type (#0, :0)", F, values({":0": t}), TYPE_ITEMS))

# --- key_condition_test.go: each tree as a Query's KeyConditionExpression
K = "key_condition_test.go"
KEY_ITEMS = [
    item(foo=5, bar="bazinga"),
    item(foo=5, bar="other"),
    item(foo=6, bar="baz"),
    item(foo=10, bar="baz"),
]
KEY_NOTE = TREE + ", as a Query's KeyConditionExpression on a table whose hash key is foo (number)"


def _query(line: int, text: str, names: dict, vals: dict, tbl=KEYT, items=KEY_ITEMS, note=KEY_NOTE, file=K):
    request = {
        "TableName": T,
        "KeyConditionExpression": text,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }
    return case(f"{REPO}{file}:{line}", "Query", request, tbl, items, note)


KEYS = [
    _query(62, "#0 = :0", F, values({":0": 5})),
    _query(81, "#0 < :0", F, values({":0": 5})),
    _query(100, "#0 <= :0", F, values({":0": 5})),
    _query(119, "#0 > :0", F, values({":0": 5})),
    _query(138, "#0 >= :0", F, values({":0": 5})),
    _query(194, "#0 BETWEEN :0 AND :1", F, values({":0": 5, ":1": 10})),
    _query(251, "begins_with (#0, :0)", F, values({":0": "bar"})),
    _query(
        302,
        "(#0 = :0) AND (begins_with (#1, :1))",
        FB,
        values({":0": 5, ":1": "baz"}),
        note=KEY_NOTE + " and range key bar (string)",
    ),
    _query(
        388,
        "(#0 = :0) AND (#1 < :1)",
        {"#0": "foo", "#1": "baz"},
        values({":0": "bar", ":1": 10}),
        KEYT2,
        [item(foo="bar", baz=3), item(foo="bar", baz=10), item(foo="other", baz=1)],
        "the two child trees the test pins, joined as TestKeyAnd's ($c) AND ($c); as a Query's "
        "KeyConditionExpression on a table with hash key foo (string) and range key baz (number)",
    ),
]

# --- projection_test.go and operand_test.go: paths as a Scan's ProjectionExpression
P = "projection_test.go"
OPERAND = "operand_test.go"
PROJ_NOTE = TREE + ", as a Scan's ProjectionExpression"
PROJ_ITEMS = [
    item(id="1", foo={"bar": [{"baz": 1, "abc123": 2}], "foo": {"bar": "x"}}, bar=2, baz=3, qux=4, quux=5),
    item(id="2", **{"foo.bar": ["dotted", "name"], "foo": {"foo": "ff"}}),
    item(id="3", foo="plain"),
    item(id="4"),
]
PROJ4 = {"#0": "foo", "#1": "bar", "#2": "baz", "#3": "qux"}


def _proj(file: str, line: int, text: str, names: dict, note: str = PROJ_NOTE) -> dict:
    return _scan(file, line, {"ProjectionExpression": text, "ExpressionAttributeNames": names}, PROJ_ITEMS, note)


PROJECTIONS = [
    _proj(P, 29, "#0, #1", FB),
    _proj(P, 63, "#0, #1, #2, #3", PROJ4),
    _proj(
        P,
        169,
        "#0, #1, #2",
        {"#0": "foo", "#1": "bar", "#2": "baz"},
        "the child trees the test pins, joined as TestBuildProjection's $c, $c, $c; as a Scan's ProjectionExpression",
    ),
    _proj(
        P,
        128,
        "#0, #1, #2, #3, #4",
        {"#0": "foo", "#1": "bar", "#2": "baz", "#3": "qux", "#4": "quux"},
        "TestBuildProjection's $c, $c, $c, $c, $c with the names its input gives, as a Scan's ProjectionExpression",
    ),
    _proj(OPERAND, 48, "#0.#0", F),
    _proj(OPERAND, 215, "#0.#1", FB),
    _proj(OPERAND, 223, "#0", {"#0": "foo.bar"}),
    _proj(OPERAND, 231, "#0.#1[0].#2", {"#0": "foo", "#1": "bar", "#2": "baz"}),
    _proj(OPERAND, 239, "#0[0]", {"#0": "foo.bar"}),
    _proj(OPERAND, 247, "#0.#1.#2", {"#0": "foo.bar", "#1": "foo", "#2": "bar"}),
    _proj(OPERAND, 255, "#0.#1.#2[0].#3", {"#0": "foo.bar", "#1": "foo", "#2": "bar", "#3": "abc123"}),
    _proj(OPERAND, 266, "size (#0)", F),
]

# --- update_test.go: UpdateItem on one sample item
U = "update_test.go"
UPD_NOTE = TREE + ", as an UpdateItem's UpdateExpression on one sample item"
UPD_ITEM = item(id="1", foo=1, bar=2, baz=3, qux=4)
UPD_LISTS = item(id="1", foo=["f"], bar=["b0", "b1"])


def _update(file: str, line: int, text: str, names: dict, vals: dict | None, before: list, note=UPD_NOTE) -> dict:
    request = {"TableName": T, "Key": {"id": {"S": "1"}}, "UpdateExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(f"{REPO}{file}:{line}", "UpdateItem", request, TBL, before, note)


SETV_NOTE = "the set value the test pins, sent as the value of a SET of its first path (as Set(Name(path), value) renders it), on one sample item"
UPDATES = [
    _update(U, 132, "SET #0 = :0\n", F, values({":0": 5}), [UPD_ITEM]),
    _update(U, 161, "REMOVE #0\n", F, None, [UPD_ITEM]),
    _update(U, 184, "ADD #0 :0\n", F, values({":0": 5}), [UPD_ITEM]),
    _update(U, 213, "DELETE #0 :0\n", F, values({":0": 5}), [UPD_ITEM]),
    _update(U, 242, "SET #0 = :0, #1 = :1, #2 = #3\n", PROJ4, values({":0": 5, ":1": 6}), [UPD_ITEM]),
    _update(
        U,
        242,
        "SET #0 = :0, #1 = :1, #2 = #3\n",
        PROJ4,
        values({":0": 5, ":1": 6}),
        [item(id="1", foo=1)],
        UPD_NOTE + " (an item without qux)",
    ),
    _update(
        U, 299, "ADD #0 :0\nDELETE #0 :1\nREMOVE #0\nSET #0 = :2\n", F, values({":0": 5, ":1": 5, ":2": 5}), [UPD_ITEM]
    ),
    _update(U, 419, "SET #0 = #0 + #1\n", FB, None, [UPD_ITEM], SETV_NOTE),
    _update(U, 436, "SET #0 = #0 - #1\n", FB, None, [UPD_ITEM], SETV_NOTE),
    _update(U, 453, "SET #0 = list_append(#0, #1)\n", FB, None, [UPD_LISTS], SETV_NOTE),
    _update(U, 470, "SET #0 = if_not_exists(#0, #1)\n", FB, None, [item(id="1", bar=2)], SETV_NOTE),
    _update(U, 487, "SET #0 = :0 + #0\n", {"#0": "bar"}, values({":0": 5}), [UPD_ITEM], SETV_NOTE),
    _update(U, 506, "SET #0 = :0 - #0\n", {"#0": "bar"}, values({":0": 5}), [UPD_ITEM], SETV_NOTE),
    _update(U, 525, "SET #0 = list_append(:0, #0)\n", {"#0": "bar"}, values({":0": [1, 2, 3]}), [UPD_LISTS], SETV_NOTE),
    _update(
        U,
        525,
        "SET #0 = list_append(:0, #0)\n",
        {"#0": "bar"},
        values({":0": [1, 2, 3]}),
        [UPD_ITEM],
        SETV_NOTE + " (an item whose bar is a number)",
    ),
]

# --- expression_test.go: Build()'s Expression
E = "expression_test.go"
BUILD_NOTE = "the text, names and values Build() is asserted to return"
COMPOUND_NAMES = {"#0": "foo", "#1": "bar", "#2": "baz"}
COMPOUND_VALUES = values({":0": 5, ":1": 6, ":2": 5, ":3": 5})
EXPRESSIONS = [
    case(
        f"{REPO}{E}:40",
        "DeleteItem",
        {
            "TableName": T,
            "Key": {"id": {"S": "1"}},
            "ConditionExpression": "#0 = :0",
            "ExpressionAttributeNames": F,
            "ExpressionAttributeValues": values({":0": 5}),
        },
        TBL,
        [UPD_ITEM],
        BUILD_NOTE + " (WithCondition), as a DeleteItem's ConditionExpression on a sample item (foo 1: it fails)",
    ),
    _filter(E, 84, "#0 = :0", F, values({":0": 5}), note=BUILD_NOTE + " (WithFilter), as a Scan's FilterExpression"),
    _update(E, 99, "SET #0 = :0\n", F, values({":0": 5}), [UPD_ITEM], BUILD_NOTE + " (WithUpdate), on one sample item"),
    _update(
        E,
        402,
        "SET #0 = :0, #1 = :1, #2 = :2\n",
        {"#0": "foo", "#1": "bar", "#2": "baz"},
        values({":0": 5, ":1": 6, ":2": 7}),
        [UPD_ITEM],
        "the text Update() is asserted to return; names and values from its tree",
    ),
    case(
        f"{REPO}{E}:114",
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#0 = :2",
            "FilterExpression": "#1 < :1",
            "ProjectionExpression": "#0, #1, #2",
            "ExpressionAttributeNames": COMPOUND_NAMES,
            "ExpressionAttributeValues": COMPOUND_VALUES,
        },
        table(("foo", "N")),
        [item(foo=5, bar=1, baz=2), item(foo=6, bar=1)],
        BUILD_NOTE + " (compound): the key condition, filter and projection as one Query with every name "
        "and value Build() returns, on a table whose hash key is foo (number)",
    ),
    case(
        f"{REPO}{E}:114",
        "UpdateItem",
        {
            "TableName": T,
            "Key": {"id": {"S": "1"}},
            "ConditionExpression": "#0 = :0",
            "UpdateExpression": "SET #0 = :3\n",
            "ExpressionAttributeNames": COMPOUND_NAMES,
            "ExpressionAttributeValues": COMPOUND_VALUES,
        },
        TBL,
        [UPD_ITEM],
        BUILD_NOTE + " (compound): the condition and update as one UpdateItem with every name and value "
        "Build() returns, on one sample item",
    ),
    _filter(
        E,
        582,
        "#0 = :0",
        {"#0": "groups"},
        {":0": {"L": []}},
        [item(id="1", groups=[]), item(id="2", groups=["a"]), item(id="3")],
        "the value Values() is asserted to return (an empty list) with the text its tree renders, as a Scan's FilterExpression",
    ),
    _filter(
        E,
        593,
        "#0 = :0",
        {"#0": "key"},
        {":0": typed({"S": "value"}).ddb},
        [item(id="1", key="value"), item(id="2", key="other")],
        "the value Values() is asserted to return with the text its tree renders, as a Scan's FilterExpression",
    ),
]

CASES = CONDITIONS + KEYS + PROJECTIONS + UPDATES + EXPRESSIONS
