"""ScyllaDB Alternator: the Query, Scan and GetItem requests its expression tests send.

Source: scylladb/scylladb, commit a55b434, ``test/alternator/``:
``test_key_condition_expression.py`` (Query ``KeyConditionExpression``: every
comparison on number, string and binary sort keys, BETWEEN, begins_with, the
refusals: conditions on the same key twice, OR/NOT/<>/IN, unknown functions,
non-key and nested attributes, two columns or two constants compared, wrong
value types, missing and unused placeholders, KeyConditions beside the
expression), ``test_filter_expression.py`` (``FilterExpression`` on Query and
Scan: comparisons on every type and on attributes of mixed or wrong types,
BETWEEN, IN, begins_with, contains, attribute_exists/not_exists,
attribute_type, size, AND/OR/NOT and precedence, filters on key attributes,
with a ProjectionExpression or AttributesToGet) and
``test_projection_expression.py`` (``ProjectionExpression`` on GetItem, Query
and Scan: top-level and nested paths, list indexes, paths an item lacks,
overlapping and conflicting paths, name references, nesting depth).
Alternator's tests are written to pass on AWS DynamoDB too: they send the
request and assert DynamoDB's answer (the items, or the error's message).
Only the requests were taken, as data.

Adapted only as far as needed to run: the test fixtures' tables (random names
in the test) are named by shape: ``alternator_s`` (string ``p``),
``alternator_ss`` (string ``p``, string ``c``: ``test_table`` and
``filled_test_table``), ``alternator_sn`` (number ``c``), ``alternator_sb``
(binary ``c``). ``random_string()`` and the filter tests' random item values
(``random_i``/``random_s``/``random_b``/... of ``test_table_sn_with_data``,
whose 20 items are 8 here, ``c`` 0..7, each ``r`` of the type the fixture
draws, ``j = i`` where it has no ``r``) are fixed values; a value the test
takes from an item (``items[2]['i']``, a prefix or substring of it) is taken
from these. ``filled_test_table`` (328 items and one more) is reduced to 5
one-item partitions, 16 items of the ``long`` partition and the ``hello``
item, written as the fixture writes them. boto3 Table-resource values are
written typed (bytearray as base64 ``B``, a Python set as ``NS``/``SS``).
``full_query``/``full_scan`` send ``ConsistentRead: true``: kept. A test looping
over attributes or expressions gives one case per member taken (the cite is the
line of the request, ``note`` names the member). The boto3 ``Key`` condition of
``test_query_key_condition_expression`` is written as boto3's builder writes
it. One request the key-condition test keeps commented out (DynamoDB refuses
it, Alternator does not check it) is taken. Requests on BatchGetItem are left
out.
"""

from __future__ import annotations

from ._alternator import sn_data, sn_row
from ._build import case, item, table, values

SOURCE = "alternator"
REPO = "scylladb/scylladb@a55b434 test/alternator/"
KCE = "test_key_condition_expression.py"
FLT = "test_filter_expression.py"
PRJ = "test_projection_expression.py"

S = table(("p", "S"))
SS = table(("p", "S"), ("c", "S"))
SN = table(("p", "S"), ("c", "N"))
SB = table(("p", "S"), ("c", "B"))
T_S, T_SS, T_SN, T_SB = "alternator_s", "alternator_ss", "alternator_sn", "alternator_sb"

FIX = "random_string() values fixed"


def _c(path: str, line: int) -> str:
    return f"{REPO}{path}:{line}"


# --- test_key_condition_expression.py fixtures -------------------------------
# test_table_{sn,ss,sb}_with_sorted_partition: 12 items in partition P, c 0..11
# (zero-padded strings / their ASCII bytes for ss / sb), and one item in another
# partition with c 123.
P = "Q7K2M9X4TA"
OTHER = "Z3W8N1B6RC"
A_VALUES = [
    "H2J5K8L0P3",
    "7YT4RE2WQ9",
    "MN3BV6CX1Z",
    "8KJ2HG5FD4",
    "LP0OI9UY8T",
    "3RE6WQ1AZ5",
    "XS7DC4FV2G",
    "B9NH3MJ6KU",
    "1QA8ZW5SX2",
    "ED4CR7FV0T",
    "GB6YH1NU3J",
    "9MI2KO5LP8",
]
SN_SORTED = [item(p=P, c=i, a=A_VALUES[i]) for i in range(12)] + [item(p=OTHER, c=123, a="V5TG0BH7YN")]
SS_SORTED = [item(p=P, c=str(i).zfill(3), a=A_VALUES[i]) for i in range(12)] + [item(p=OTHER, c="123", a="V5TG0BH7YN")]
SB_SORTED = [item(p=P, c=str(i).zfill(3).encode("ascii"), a=A_VALUES[i]) for i in range(12)] + [
    item(p=OTHER, c=b"123", a="V5TG0BH7YN")
]
SORTED_NOTE = "test_table_*_with_sorted_partition: 12 items of partition P and one other partition"

# test_query_key_condition_expression / scan and projection tests: filled_test_table, reduced
FILLED = (
    [item(p=str(i), c=str(i), attribute="x" * 7, another="y" * 16) for i in range(5)]
    + [item(p="long", c=str(i), attribute="x" * (1 + i % 7), another="y" * (1 + i % 16)) for i in range(16)]
    + [item(p="hello", c="world", str="and now for something completely different")]
)
FILLED_NOTE = (
    "filled_test_table reduced (the fixture writes 164 one-item partitions, 164 items of 'long' and "
    "the 'hello' item): partitions '0'..'4', 'long' c '0'..'15', 'hello'"
)


def _kq(line, kce, vals=None, names=None, tbl=T_SN, shape=SN, before=None, note=SORTED_NOTE, extra=None):
    req = {"TableName": tbl, "ConsistentRead": True}
    if kce is not None:
        req["KeyConditionExpression"] = kce
    if extra:
        req.update(extra)
    if names is not None:
        req["ExpressionAttributeNames"] = names
    if vals is not None:
        req["ExpressionAttributeValues"] = values(vals)
    return case(_c(KCE, line), "Query", req, shape, SN_SORTED if before is None else before, note)


KCE_CASES = [
    _kq(70, "p=:p", {":p": P}),
    _kq(87, "p=:p AND p=:p", {":p": P}),
    _kq(94, "p=:p"),
    _kq(110, "p<:p", {":p": P}),
    _kq(117, "c=:c", {":c": 3}),
    _kq(143, ":p=p AND :c=c", {":p": P, ":c": 5}),
    _kq(182, "p=:p AND c BETWEEN :c1 AND :c2", {":p": P, ":c1": 4, ":c2": 7}),
    _kq(201, "p=:p AND begins_with(c, :c)", {":p": P, ":c": 3}),
    _kq(210, "p=:p AND dog(c, :c)", {":p": P, ":c": 3}),
    _kq(213, "p=:p AND attribute_exists(c)", {":p": P}),
    _kq(222, "p=:p AND c>=:c1 AND c>=:c1", {":p": P, ":c1": 3}),
    _kq(243, "p=:p AND c<>:c", {":p": P, ":c": 5}),
    _kq(246, "p=:p AND c IN (:c)", {":p": P, ":c": 5}),
    _kq(250, "c=:c OR p=:p", {":p": P, ":c": 3}),
    _kq(253, "NOT c=:c AND p=:p", {":p": P, ":c": 3}),
    _kq(257, "((c=:c) AND (p=:p))", {":p": P, ":c": 3}),
    _kq(
        267,
        "((c=:c) AND ((p=:p)))",
        {":p": P, ":c": 3},
        note=SORTED_NOTE + "; this request is commented out in the test (its comment: DynamoDB refuses the "
        "second level of redundant parentheses, Alternator does not check it)",
    ),
    _kq(274, "p=:p AND c!=:c", {":p": P, ":c": 3}),
    _kq(281, ""),
    _kq(294, "p=:p AND c<:c AND a<:a", {":p": P, ":c": 3, ":a": 3}),
    _kq(297, "p=:p AND a<:a", {":p": P, ":a": 3}),
    _kq(302, "p=:p AND a.b<:a", {":p": P, ":a": 3}),
    _kq(310, "p=c"),
    _kq(314, ":p=:a", {":p": P, ":a": 3}),
    _kq(339, "#name1=:p AND #name2=:c", {":p": P, ":c": 3}, {"#name1": "p", "#name2": "c"}),
    _kq(349, "#name1=:p AND #name2=:c", {":p": P, ":c": 3}, {"#name1": "p"}),
    _kq(353, "#name1=:p", {":p": P}, {"#name1": "p", "#name2": "c"}),
    _kq(363, "p=:num", {":num": 3}),
    _kq(366, "p=:p AND c=:str", {":p": P, ":str": "hello"}),
    _kq(423, "p=:p AND begins_with(c,:c)", {":p": P, ":c": "00"}, tbl=T_SS, shape=SS, before=SS_SORTED),
    _kq(434, "p=:p AND BEGINS_WITH(c,:c)", {":p": P, ":c": "00"}, tbl=T_SS, shape=SS, before=SS_SORTED),
    _kq(
        483,
        "p=:p AND c BETWEEN :c1 AND :c2",
        {":p": P, ":c1": b"004", ":c2": b"007"},
        tbl=T_SB,
        shape=SB,
        before=SB_SORTED,
    ),
    _kq(491, "p=:p AND begins_with(c,:c)", {":p": P, ":c": b"00"}, tbl=T_SB, shape=SB, before=SB_SORTED),
    _kq(
        503,
        "p=:p",
        {":p": "R4T6Y8U0I2"},
        tbl=T_S,
        shape=S,
        before=[item(p="R4T6Y8U0I2", val="hello")],
        note=FIX + "; the item the test puts first",
    ),
    _kq(
        510,
        "p=:p",
        {":p": P},
        extra={"KeyConditions": {"c": {"AttributeValueList": [{"N": "3"}], "ComparisonOperator": "GT"}}},
    ),
    _kq(
        547,
        "p=:p AND c BETWEEN :c1 AND :c2",
        {":p": "U1I3O5P7A9", ":c1": bytes([127]), ":c2": bytes([128])},
        tbl=T_SB,
        shape=SB,
        before=[item(p="U1I3O5P7A9", c=bytes([i])) for i in range(126, 129)],
        note=FIX + "; the three items (c bytes 126, 127, 128) the test writes first",
    ),
    case(
        _c(KCE, 565),
        "Query",
        {
            "TableName": T_SS,
            "KeyConditionExpression": "(#n0 = :v0 AND #n1 < :v1)",
            "ExpressionAttributeNames": {"#n0": "p", "#n1": "c"},
            "ExpressionAttributeValues": values({":v0": "long", ":v1": "12"}),
        },
        SS,
        FILLED,
        "Key('p').eq('long') & Key('c').lt('12') as boto3's builder writes it; the client paginator's "
        "first page (no ConsistentRead); " + FILLED_NOTE,
    ),
]

# --- test_filter_expression.py fixture ---------------------------------------
# test_table_sn_with_data: items of partition PD with random values, fixed here.
PD = "D5F7G9H1J3"
SN_DATA = sn_data(PD)
_row = sn_row


DATA_NOTE = "test_table_sn_with_data: its random items fixed (8 items, c 0..7)"


def _fq(line, filt, vals=None, names=None, kce="p=:p", note=DATA_NOTE, extra=None):
    req = {"TableName": T_SN, "ConsistentRead": True}
    if kce is not None:
        req["KeyConditionExpression"] = kce
    if filt is not None:
        req["FilterExpression"] = filt
    if extra:
        req.update(extra)
    if names is not None:
        req["ExpressionAttributeNames"] = names
    v = {":p": PD} if kce is not None and "p=:p" in kce else {}
    v.update(vals or {})
    if kce is None:
        v = vals
    req["ExpressionAttributeValues"] = values(v)
    return case(_c(FLT, line), "Query", req, SN, SN_DATA, note)


def _loop(member):
    return f"{DATA_NOTE}; loop member xn='{member}'"


R2, R3, R4, R5, R7, R1 = _row(2), _row(3), _row(4), _row(5), _row(7), _row(1)
_slo, _shi = sorted([R2["s"], R3["s"]])
_l1, _l2 = sorted([len(R2["s"]), len(R3["s"])])
_i1, _i2 = sorted([R2["i"], R3["i"]], reverse=True)

FILTER_CASES = [
    _fq(96, "p=:p", {":p": PD}, kce=None),
    _fq(101, "p=:p"),
    _fq(107, "c=:c", {":c": 3}),
    _fq(116, "m=:xv", {":xv": R2["m"]}, note=_loop("m")),
    _fq(135, "i=:i"),
    _fq(152, "r=:r", {":r": _row(0)["r"]}),
    _fq(174, "r<>:r", {":r": _row(0)["r"]}),
    _fq(184, "b<:xv", {":xv": R2["b"]}, note=_loop("b")),
    _fq(244, "l <= :xv", {":xv": 3}),
    _fq(252, "s between :xv and l", {":xv": "cat"}),
    _fq(271, "s BetWEeN :xv1 AnD :xv2", {":xv1": _slo, ":xv2": _shi}, note=_loop("s")),
    _fq(286, "i BetWEeN :i1 AnD :i2", {":i1": _i1, ":i2": _i2}),
    _fq(296, "b In (:xv1, :xv2, :xv3)", {":xv1": R2["b"], ":xv2": R7["b"], ":xv3": R4["b"]}, note=_loop("b")),
    _fq(307, "begins_with(i, :i)", {":i": R2["i"]}),
    _fq(345, "contains(l, :i)", {":i": R2["l"][0]}, note=_loop("l")),
    _fq(356, "contains(ns, :s)", {":s": R2["ns"]}),
    _fq(373, "contains(ss, :s)", {":s": "AB12CD3"}, note=DATA_NOTE + "; :s one member of items[2]['ss']"),
    _fq(395, "contains(m, :i)", {":i": "LKJ8HGF"}, note=DATA_NOTE + "; :i the key of items[2]['m']"),
    _fq(432, "attribute_not_exists(r)"),
    _fq(442, "attribute_type(r, :t)", {":t": "S"}),
    _fq(472, "attribute_type(r, :t)", {":t": "HELLO"}),
    _fq(512, "size(s) BETWEEN :i1 AND :i2", {":i1": _l1, ":i2": _l2}),
    _fq(559, "dog(i, :i)", {":i": 3}),
    _fq(
        594,
        "(((i=:i1) AND s=:s1) OR i=:i2 oR i=:i3) or NoT i<:i4",
        {":i1": R2["i"], ":s1": R2["s"], ":i2": R5["i"], ":i3": R7["i"], ":i4": R1["i"]},
    ),
    _fq(604, "i=:i2 OR i=:i1 AND s=:s1", {":i1": R2["i"], ":s1": R2["s"], ":i2": R5["i"]}),
    _fq(613, "i != :i", {":i": 3}),
    _fq(621, ""),
    _fq(637, "i=c"),
    _fq(643, "i in (j, :k)", {":k": 3}),
    _fq(666, "#name=:i", {":i": 3}, {"#name": "i", "#another": "j"}),
    _fq(676, "i>:i", {":c": 7, ":i": R2["i"]}, kce="p=:p and c<=:c"),
]

# test_table (string p, string c): the filter-and-projection tests
PX = "F2G4H6J8K0"
FILTER_CASES += [
    case(
        _c(FLT, 691),
        "Query",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "KeyConditionExpression": "p=:p",
            "FilterExpression": "x=:x",
            "ProjectionExpression": "y",
            "ExpressionAttributeValues": values({":p": PX, ":x": "mouse"}),
        },
        SS,
        [item(p=PX, c="hi", x="dog", y="cat"), item(p=PX, c="yo", x="mouse", y="horse")],
        FIX + "; the two items the test puts first",
    ),
    case(
        _c(FLT, 735),
        "Query",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "KeyConditionExpression": "p=:p",
            "FilterExpression": "x=:x",
            "AttributesToGet": ["y"],
            "ExpressionAttributeValues": values({":p": PX, ":x": "mouse"}),
        },
        SS,
        [],
        FIX,
    ),
    case(
        _c(FLT, 782),
        "Query",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "KeyConditionExpression": "p=:p",
            "FilterExpression": "x=:x",
            "ProjectionExpression": "x.a",
            "ExpressionAttributeValues": values({":p": PX, ":x": {"a": "mouse", "b": 4}}),
        },
        SS,
        [
            item(p=PX, c="hi", x={"a": "dog", "b": 3}, y="cat"),
            item(p=PX, c="yo", x={"a": "mouse", "b": 4}, y="horse"),
        ],
        FIX + "; the two items the test puts first",
    ),
    case(
        _c(FLT, 797),
        "Scan",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "FilterExpression": "#n=:a",
            "ExpressionAttributeNames": {"#n": "attribute"},
            "ExpressionAttributeValues": values({":a": "xxxx"}),
        },
        SS,
        FILLED,
        FILLED_NOTE,
    ),
    case(
        _c(FLT, 823),
        "Scan",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "FilterExpression": "c=:a",
            "ExpressionAttributeValues": values({":a": 3}),
        },
        SS,
        FILLED,
        FILLED_NOTE,
    ),
]

# --- test_projection_expression.py -------------------------------------------
PP = "M1N3B5V7C9"


def _get(line, proj, before, names=None, key=None, shape=S, tbl=T_S, note=FIX, extra=None):
    req = {"TableName": tbl, "Key": key or {"p": {"S": PP}}, "ConsistentRead": True}
    if proj is not None:
        req["ProjectionExpression"] = proj
    if extra:
        req.update(extra)
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c(PRJ, line), "GetItem", req, shape, before, note)


TOP = [item(p=PP, a="hello", b="hi")]
TOP_SS = [item(p=PP, c="X0C2V4B6N8", a="hello", b="hi")]
KEY_SS = {"p": {"S": PP}, "c": {"S": "X0C2V4B6N8"}}
PATH = [item(p=PP, a={"b": [2, 4, {"x": "hi", "y": "yo"}], "c": 5}, b="hello")]
REFS = [item(p=PP, a={"b": 1, "c": 2}, b="hi")]
DOT = [item(p=PP, **{"a.b": "hi", "a": {"b": "yo", "c": "jo"}})]
QITEMS = [item(p=PP, c=str(i), a=str(i * 10), b=str(i * 100)) for i in range(10)]
PITEMS = [item(p=PP, c=str(i), a={"x": str(i * 10), "y": "hi"}, b="hello") for i in range(10)]
NO_ITEM = FIX + "; the test puts no item (the paths are checked on the expression alone)"

PROJECTION_CASES = [
    _get(46, "c,a", TOP_SS, key=KEY_SS, shape=SS, tbl=T_SS, note=FIX + "; loop member ['c', 'a']"),
    _get(46, "nonexistent", TOP_SS, key=KEY_SS, shape=SS, tbl=T_SS, note=FIX + "; loop member ['nonexistent']"),
    _get(56, "#name", TOP, names={"#name": "a"}),
    _get(61, "#name", TOP, names={"#wrong": "a"}),
    _get(70, "a,a", TOP),
    _get(73, "a,", TOP),
    _get(82, "", TOP),
    case(
        _c(PRJ, 94),
        "Scan",
        {"TableName": T_SS, "ConsistentRead": True, "ProjectionExpression": "another"},
        SS,
        FILLED,
        FILLED_NOTE + "; loop member ['another']",
    ),
    case(
        _c(PRJ, 109),
        "Query",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "KeyConditions": {"p": {"AttributeValueList": [{"S": PP}], "ComparisonOperator": "EQ"}},
            "ProjectionExpression": "p,c",
        },
        SS,
        QITEMS,
        FIX + "; the 10 items the test writes first; loop member ['p', 'c']",
    ),
    _get(135, "a.b[2].y", PATH),
    _get(148, "a[0]", PATH),
    _get(158, "a.x, a.b[0], x, a.b[3].x", PATH),
    _get(165, "a.b[0],a.b[0]", PATH),
    _get(170, "a,a.b[0]", PATH),
    _get(
        178,
        "a[0]",
        PATH,
        key={"p": {"S": "W9E7R5T3Y1"}},
        note=FIX + "; the key of an item that does not exist (the test's earlier item is in the table)",
    ),
    _get(193, "#n1.#n2", REFS, names={"#n1": "a", "#n2": "b"}),
    _get(196, "a.#n2", REFS, names={"#wrong": "b"}),
    _get(204, "#name", DOT, names={"#name": "a.b"}),
    _get(231, "a, a.b[2].c", [], note=NO_ITEM + "; loop member 'a, a.b[2].c'"),
    _get(231, "a.b.d.e, a.b", [], note=NO_ITEM + "; loop member 'a.b.d.e, a.b'"),
    _get(242, "a[1], a[2]", [], note=NO_ITEM + "; loop member 'a[1], a[2]'"),
    _get(264, "a.b, a[1]", [], note=NO_ITEM + "; loop member 'a.b, a[1]'"),
    case(
        _c(PRJ, 295),
        "Scan",
        {"TableName": T_SS, "ConsistentRead": True, "ProjectionExpression": "p, a.x"},
        SS,
        PITEMS,
        FIX + "; the 10 items the test writes first",
    ),
    _get(323, "a", TOP, extra={"AttributesToGet": ["b"]}),
    case(
        _c(PRJ, 338),
        "Query",
        {
            "TableName": T_S,
            "ConsistentRead": True,
            "KeyConditionExpression": "#name1 = :val1",
            "ProjectionExpression": "#name2",
            "ExpressionAttributeNames": {"#name1": "p", "#name2": "a"},
            "ExpressionAttributeValues": values({":val1": PP}),
        },
        S,
        TOP,
        FIX + "; the item the test puts first",
    ),
    _get(355, "a" + ".b" * 31, [], note=FIX + "; the test puts no item"),
    _get(360, "a" + ".b" * 32, [], note=FIX + "; the test puts no item"),
]

CASES = KCE_CASES + FILTER_CASES + PROJECTION_CASES
