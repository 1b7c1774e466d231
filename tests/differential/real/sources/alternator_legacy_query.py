"""ScyllaDB Alternator: the legacy Query and Scan conditions its tests send.

Source: scylladb/scylladb, commit a55b434, ``test/alternator/``:
``test_key_conditions.py`` (Query ``KeyConditions``: EQ on the partition key,
EQ/LT/LE/GT/GE/BETWEEN/BEGINS_WITH on number, string and binary sort keys,
unsigned byte order, 0xFF prefixes, and the refusals: lower-case and unknown
operators, operators other than EQ on the partition key, the filter-only
operators IN/NE/CONTAINS/NULL/NOT_NULL, wrong argument counts, a missing
partition key, a non-key attribute, operands of the wrong type),
``test_query_filter.py`` (Query ``QueryFilter``: every ``ComparisonOperator``
on attributes of every type, ``ConditionalOperator`` AND/OR, the refusals:
filters on key attributes, uncomparable types, BETWEEN reversed or with mixed
types or the wrong number of arguments, IN empty or mixed, unknown and
lower-case operators and conditional operators, QueryFilter beside a
ProjectionExpression; with ``Limit`` and ``AttributesToGet``), and the
``ScanFilter`` requests of ``test_scan.py`` (the two files above hold none).
Alternator's tests are written to pass on AWS DynamoDB too: they send the
request and assert DynamoDB's answer (the items, or the error's message).
Only the requests were taken, as data.

Adapted only as far as needed to run: the fixtures' tables (random names in
the test) are named by shape: ``alternator_s`` (string ``p``),
``alternator_b`` (binary ``p``), ``alternator_ss`` (string ``p``, string
``c``: ``test_table``, ``test_table_ss`` and ``filled_test_table``),
``alternator_sn`` (number ``c``), ``alternator_sb`` (binary ``c``).
``random_string()``, ``random_bytes()`` and the query-filter fixture's random
item values (``test_table_sn_with_data``: 20 items of random ``s``, ``b``,
``i``, ``l``, ``m``, ``ns``, ``ss``, ``bool`` and an ``r`` of a random type or
none, ``j = i`` where it has no ``r``) are fixed values: its 20 items are 8
here (``c`` 0..7), with the fixture's extra item in another partition; a
value the test takes from an item (``items[2]['i']``, a prefix or substring,
the first member of a set) is taken from these. ``filled_test_table`` (329
items) is reduced to partitions ``'0'``..``'9'``, 38 items of the ``long``
partition (``c`` ``'0'``..``'23'`` and ``'150'``..``'163'``, so the tests'
ranges match some) and the ``hello`` item, written as the fixture writes them.
boto3 Table-resource values are written typed as its TypeSerializer marshals
them (bytearray as base64 ``B``, a Python list as ``L``, a dict as ``M``, a set
as ``NS``/``SS``). ``full_query``/``full_scan`` send ``ConsistentRead: true``:
kept (the boto3 paginator of ``test_query_basic_restrictions`` sends none). A
test looping over attributes, operators or argument lists gives one case per
member taken (the cite is the line of the request, ``note`` names the
member); not every member was taken. A paging test gives its first page.
"""

from __future__ import annotations

from ._alternator import sn_data, sn_row
from ._build import case, item, marshall, table

SOURCE = "alternator"
REPO = "scylladb/scylladb@a55b434 test/alternator/"
KC = "test_key_conditions.py"
QF = "test_query_filter.py"
SCAN = "test_scan.py"

S = table(("p", "S"))
B = table(("p", "B"))
SS = table(("p", "S"), ("c", "S"))
SN = table(("p", "S"), ("c", "N"))
SB = table(("p", "S"), ("c", "B"))
T_S, T_B, T_SS, T_SN, T_SB = "alternator_s", "alternator_b", "alternator_ss", "alternator_sn", "alternator_sb"

FIX = "random_string() values fixed"


def _c(path: str, line: int) -> str:
    return f"{REPO}{path}:{line}"


def cond(vals: list, op: str) -> dict:
    """One KeyConditions/QueryFilter/ScanFilter entry, its values typed as boto3 marshals them."""
    return {"AttributeValueList": [marshall(v) for v in vals], "ComparisonOperator": op}


# --- test_key_conditions.py fixtures -----------------------------------------
# test_table_{sn,ss,sb}_with_sorted_partition: 12 items in partition P, c 0..11
# (zero-padded strings / their ASCII bytes for ss / sb), and one item in another
# partition with c 123.
P = "W3E5R7T9Y1"
OTHER = "U2I4O6P8A0"
A_VALUES = [
    "S1D3F5G7H9",
    "J2K4L6Z8X0",
    "C1V3B5N7M9",
    "Q0W2E4R6T8",
    "Y1U3I5O7P9",
    "A0S2D4F6G8",
    "H1J3K5L7Z9",
    "X0C2V4B6N8",
    "M1Q3W5E7R9",
    "T0Y2U4I6O8",
    "P1A3S5D7F9",
    "G0H2J4K6L8",
]
SN_SORTED = [item(p=P, c=i, a=A_VALUES[i]) for i in range(12)] + [item(p=OTHER, c=123, a="Z9X7C5V3B1")]
SS_SORTED = [item(p=P, c=str(i).zfill(3), a=A_VALUES[i]) for i in range(12)] + [item(p=OTHER, c="123", a="Z9X7C5V3B1")]
SB_SORTED = [item(p=P, c=str(i).zfill(3).encode("ascii"), a=A_VALUES[i]) for i in range(12)] + [
    item(p=OTHER, c=b"123", a="Z9X7C5V3B1")
]
SORTED_NOTE = "test_table_*_with_sorted_partition: " + FIX + " (12 items of partition P and one other partition)"

SHAPES = {"sn": (T_SN, SN, SN_SORTED), "ss": (T_SS, SS, SS_SORTED), "sb": (T_SB, SB, SB_SORTED)}


def _kc(line, conds, shape="sn", note=SORTED_NOTE, before=None):
    tbl, keys, items = SHAPES[shape]
    req = {"TableName": tbl, "ConsistentRead": True, "KeyConditions": conds}
    return case(_c(KC, line), "Query", req, keys, items if before is None else before, note)


def _op(member):
    return f"{SORTED_NOTE}; loop member op='{member}'"


PEQ = {"p": cond([P], "EQ")}

# filled_test_table, reduced
FILLED = (
    [item(p=str(i), c=str(i), attribute="x" * 7, another="y" * 16) for i in range(10)]
    + [
        item(p="long", c=str(i), attribute="x" * (1 + i % 7), another="y" * (1 + i % 16))
        for i in list(range(24)) + list(range(150, 164))
    ]
    + [item(p="hello", c="world", str="and now for something completely different")]
)
FILLED_NOTE = (
    "filled_test_table reduced (the fixture writes 164 one-item partitions, 164 items of 'long' and the "
    "'hello' item): partitions '0'..'9', 'long' c '0'..'23' and '150'..'163', 'hello'"
)

# test_key_conditions_bytes_begins_with_ff, test_begins_with_more_str, hash-only tables
PFF = "N4M6B8V0C2"
FF_ITEMS = [item(p=PFF, c=bytes(c), str="a") for c in ([1, 2, 3], [255, 3, 4], [255, 255, 255])]
PSTR = "L3K5J7H9G1"
STR_ITEMS = [item(p=PSTR, c=c, str="a") for c in ("ÿÿÿ", "cÿbÿ", "cÿbÿÿabg")]
PU = "F0D2S4A6P8"
UNSIGNED = [item(p=PU, c=bytes([i])) for i in range(126, 129)]
PH = "O9I7U5Y3T1"
PB = b"\x5e\xa1\x07\xc3\x39\xfe\x10\x82\x6d\xb4"

KC_CASES = [
    _kc(69, PEQ),
    _kc(78, {"p": cond([P], "eq")}),
    _kc(89, {"p": cond([P], "LE")}, note=_op("LE")),
    _kc(94, {"p": cond([P, P], "BETWEEN")}),
    _kc(99, {"p": cond([P, P], "DOG")}),
    _kc(106, {"p": cond([P], "NE")}, note=_op("NE")),
    _kc(110, {"p": cond([], "NULL")}, note=_op("NULL")),
    _kc(117, {"p": cond([], "EQ")}),
    _kc(120, {"p": cond([P, P], "EQ")}),
    _kc(128, {"c": cond([3], "EQ")}),
    _kc(146, {**PEQ, "c": cond([5], "LT")}),
    _kc(182, {**PEQ, "c": cond([4, 7], "BETWEEN")}),
    _kc(193, {**PEQ, "c": cond([3], "BEGINS_WITH")}),
    _kc(212, {**PEQ, "c": cond(["005"], "LT")}, "ss"),
    _kc(248, {**PEQ, "c": cond(["004", "007"], "BETWEEN")}, "ss"),
    _kc(257, {**PEQ, "c": cond(["00"], "BEGINS_WITH")}, "ss"),
    _kc(
        271,
        {"p": cond([PSTR], "EQ"), "c": cond(["ÿÿ"], "BEGINS_WITH")},
        "ss",
        FIX + "; the three items the test writes first",
        STR_ITEMS,
    ),
    _kc(342, {**PEQ, "c": cond([b"00"], "BEGINS_WITH")}, "sb"),
    _kc(
        356,
        {"p": cond([PFF], "EQ"), "c": cond([bytes([255])], "BEGINS_WITH")},
        "sb",
        FIX + "; the three items the test writes first",
        FF_ITEMS,
    ),
    _kc(371, {**PEQ, "c": cond([3], "IN")}, note=_op("IN")),
    _kc(376, {**PEQ, "c": cond([], "NOT_NULL")}, note=_op("NOT_NULL")),
    _kc(381, {**PEQ, "c": cond([P], "DOG")}),
    _kc(390, {**PEQ, "a": cond([5], "EQ")}),
    _kc(394, {**PEQ, "c": cond([3], "EQ"), "a": cond([5], "EQ")}),
    _kc(404, {"p": cond([3], "EQ")}, "ss"),
    _kc(407, {**PEQ, "c": cond([3], "EQ")}, "ss"),
    case(
        _c(KC, 418),
        "Query",
        {"TableName": T_S, "ConsistentRead": True, "KeyConditions": {"p": cond([PH], "EQ")}},
        S,
        [item(p=PH, val="hello")],
        FIX + "; the item the test puts first",
    ),
    case(
        _c(KC, 426),
        "Query",
        {"TableName": T_B, "ConsistentRead": True, "KeyConditions": {"p": cond([PB], "EQ")}},
        B,
        [item(p=PB, val="hello")],
        "random_bytes() fixed; the item the test puts first",
    ),
    _kc(
        457,
        {"p": cond([PU], "EQ"), "c": cond([bytes([127])], "GE")},
        "sb",
        FIX + "; the three items (c bytes 126, 127, 128) the test writes first",
        UNSIGNED,
    ),
    case(
        _c(KC, 529),
        "Query",
        {"TableName": T_SS, "KeyConditions": {"p": cond(["long"], "EQ"), "c": cond(["155", "164"], "BETWEEN")}},
        SS,
        FILLED,
        "the client paginator's first page (no ConsistentRead); " + FILLED_NOTE,
    ),
    case(
        _c(KC, 539),
        "Query",
        {"TableName": T_SS, "KeyConditions": {"p": cond(["long"], "EQ"), "c": cond(["11"], "BEGINS_WITH")}},
        SS,
        FILLED,
        "the client paginator's first page (no ConsistentRead); " + FILLED_NOTE,
    ),
]

# --- test_query_filter.py fixture --------------------------------------------
# test_table_sn_with_data: items of partition PD with random values, fixed here.
PD = "E8R6T4Y2U0"
SN_DATA = sn_data(PD) + [item(p="K7J5H3G1F9", c=123, a="D8S6A4P2O0")]
_row = sn_row


R0, R2, R3, R4, R7 = _row(0), _row(2), _row(3), _row(4), _row(7)
DATA_NOTE = "test_table_sn_with_data: its random items fixed (8 items, c 0..7, and the other partition's item)"
KEQ = {"p": cond([PD], "EQ")}


def _qf(line, qfilter, note=DATA_NOTE, kc=True, extra=None):
    req = {"TableName": T_SN, "ConsistentRead": True}
    if kc:
        req["KeyConditions"] = KEQ
    req["QueryFilter"] = qfilter
    if extra:
        req.update(extra)
    return case(_c(QF, line), "Query", req, SN, SN_DATA, note)


def _m(member):
    return f"{DATA_NOTE}; loop member {member}"


_slo, _shi = sorted([R2["s"], R3["s"]])
_i1, _i2 = sorted([R2["i"], R3["i"]], reverse=True)

QF_CASES = [
    _qf(101, {"p": cond([PD], "EQ")}, kc=False),
    _qf(107, {"p": cond([PD], "EQ")}),
    _qf(115, {"c": cond([3], "EQ")}),
    _qf(124, {"c": cond([3], "EQ"), "i": cond([3], "EQ")}),
    _qf(139, {"l": cond([R2["l"]], "EQ")}, _m("xn='l'")),
    _qf(152, {"r": cond([R0["r"]], "EQ")}),
    _qf(164, {"ns": cond([R2["ns"]], "NE")}, _m("xn='ns'")),
    _qf(177, {"r": cond([R0["r"]], "NE")}),
    _qf(192, {"b": cond([R2["b"]], "LT")}, _m("xn='b'")),
    _qf(206, {"l": cond([R2["l"]], "LT")}, _m("op='LT', xn='l'")),
    _qf(206, {"bool": cond([R2["bool"]], "GE")}, _m("op='GE', xn='bool'")),
    _qf(215, {"i": cond([R2["i"]], "LE")}, _m("xn='i'")),
    _qf(251, {"s": cond([_slo, _shi], "BETWEEN")}, _m("xn='s'")),
    _qf(267, {"i": cond([_i1, _i2], "BETWEEN")}),
    _qf(276, {"i": cond(["a", 3], "BETWEEN")}),
    _qf(288, {"m": cond([R2["m"], R3["m"]], "BETWEEN")}, _m("xn='m'")),
    _qf(297, {"i": cond([], "BETWEEN")}, _m("params=[]")),
    _qf(297, {"i": cond([2, 3, 4], "BETWEEN")}, _m("params=[2, 3, 4]")),
    _qf(310, {"b": cond([R2["b"], R7["b"], R4["b"]], "IN")}, _m("xn='b'")),
    _qf(320, {"i": cond([], "IN")}),
    _qf(330, {"i": cond(["a", 3], "IN")}),
    _qf(340, {"s": cond([R2["s"][0:2]], "BEGINS_WITH")}, _m("xn='s'")),
    _qf(340, {"b": cond([R2["b"][0:2]], "BEGINS_WITH")}, _m("xn='b'")),
    _qf(348, {"i": cond([R2["i"]], "BEGINS_WITH")}, _m("xn='i'")),
    _qf(372, {"ns": cond([77], "CONTAINS")}, _m("op='CONTAINS', xn='ns' (77: the set's first member)")),
    _qf(372, {"l": cond([R2["l"][0]], "NOT_CONTAINS")}, _m("op='NOT_CONTAINS', xn='l'")),
    _qf(387, {"b": cond([R2["b"][2:4]], "CONTAINS")}, _m("op='CONTAINS', xn='b'")),
    _qf(387, {"s": cond([R2["s"][2:4]], "NOT_CONTAINS")}, _m("op='NOT_CONTAINS', xn='s'")),
    _qf(404, {"r": cond([], "NULL")}, _m("op='NULL'")),
    _qf(404, {"r": cond([], "NOT_NULL")}, _m("op='NOT_NULL'")),
    _qf(417, {"i": cond([3], "eq")}),
    _qf(425, {"i": cond([3], "DOG")}),
    _qf(433, {"non_existent": cond([3], "EQ")}),
    _qf(446, {"i": cond([R2["i"]], "EQ"), "s": cond([R2["s"]], "EQ")}),
    _qf(453, {"i": cond([R2["i"]], "EQ"), "s": cond([R2["s"]], "EQ")}, extra={"ConditionalOperator": "AND"}),
    _qf(464, {"i": cond([R2["i"]], "EQ"), "s": cond([R3["s"]], "EQ")}, extra={"ConditionalOperator": "OR"}),
    _qf(
        478,
        {"i": cond([1], "EQ"), "s": cond(["a"], "EQ")},
        _m("conditional_operator='DOG'"),
        extra={"ConditionalOperator": "DOG"},
    ),
    _qf(
        478,
        {"i": cond([1], "EQ"), "s": cond(["a"], "EQ")},
        _m("conditional_operator='and'"),
        extra={"ConditionalOperator": "and"},
    ),
    _qf(487, {}),
    _qf(506, {"bool": cond([True], "EQ")}),
    _qf(
        526,
        {"bool": cond([True], "EQ")},
        DATA_NOTE + "; the first page (the test pages on with ExclusiveStartKey)",
        extra={"Limit": 1},
    ),
]

PX = "Z1X3C5V7B9"
QF_CASES += [
    case(
        _c(QF, 552),
        "Query",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "KeyConditions": {"p": cond([PX], "EQ")},
            "QueryFilter": {"x": cond(["mouse"], "EQ")},
            "AttributesToGet": ["y"],
        },
        SS,
        [item(p=PX, c="hi", x="dog", y="cat"), item(p=PX, c="yo", x="mouse", y="horse")],
        FIX + "; the two items the test puts first",
    ),
    case(
        _c(QF, 573),
        "Query",
        {
            "TableName": T_SS,
            "ConsistentRead": True,
            "KeyConditions": {"p": cond([PX], "EQ")},
            "QueryFilter": {"x": cond(["mouse"], "EQ")},
            "ProjectionExpression": "y",
        },
        SS,
        [],
        FIX + "; the test puts no item",
    ),
]

# --- test_scan.py: ScanFilter on filled_test_table ----------------------------


def _scan(line, sfilter):
    req = {"TableName": T_SS, "ConsistentRead": True, "ScanFilter": sfilter}
    return case(_c(SCAN, line), "Scan", req, SS, FILLED, FILLED_NOTE)


SCAN_CASES = [
    _scan(111, {"attribute": cond(["xxxxx"], "EQ")}),
    _scan(126, {"another": cond(["y"], "EQ"), "attribute": cond(["xxxxx"], "EQ")}),
    _scan(178, {"p": cond(["7"], "EQ")}),
    _scan(188, {"p": cond(["7"], "EQ"), "attribute": cond(["x" * 7], "EQ")}),
]

CASES = KC_CASES + QF_CASES + SCAN_CASES
