"""The AWS SDK for Kotlin's DynamoDB Mapper: the filter texts and values its
expression tests pin.

Source: awslabs/aws-sdk-kotlin, commit 05ea93b (2025-09-19),
``hll/dynamodb-mapper/dynamodb-mapper/common/test/aws/sdk/kotlin/hll/dynamodbmapper/expressions/FilterTest.kt``:
for each filter the DSL builds, the text ``ParameterizingExpressionVisitor``
writes (bare attribute names, ``:v0``, ``:v1``, ... for values; AND/OR operands
each parenthesised: ``(foo = :v0) AND (bar < :v1) AND (baz <> :v2)``;
``foo IN (:v0, :v1, :v2)``; ``NOT (foo = bar)``; a path through map keys
that need names, ``foo = Attr.#k0.#k1.#k2.Indices[5]``) and the
``ExpressionAttributeValues``/``ExpressionAttributeNames`` it collects, as
``util/AttributeValues.kt``'s ``attr`` types them: ``null`` as ``NULL``, an
empty ``Set<String>`` as an empty ``SS`` (an empty set of numbers or bytes an
empty ``NS``/``BS``), unsigned numbers as their decimal text (``ULong.MAX_VALUE``
``18446744073709551615``), a ``Float`` as Kotlin prints it (``2.71828``). And
``KeyFilterTest.kt``: the expression trees ``KeyFilter.toExpression`` is
pinned to return for a single and a composite key schema, written as the same
visitor writes them (the key ``primary``, a reserved word, as ``#k0``: the
visitor escapes reserved words and names with dots). Only the texts and values were taken, as data: the tests
were not run.

Adapted only as far as needed to run: each filter (no request around it: the
mapper passes filters to Scan and Query) sent as a Scan's ``FilterExpression``
with the values and names the test pins, over made-up items in a table
``kotlin-mapper`` (key ``id``) whose ``foo`` holds one value of each type the
tests compare (a boolean, bytes, numbers, strings, lists, maps, sets, NULL) and
whose ``bar``, ``baz``, ``qux``, ``Attr`` hold what the attribute-to-attribute
tests compare; byte arrays written base64. A key filter as a Query on a table
keyed as the test's schema (``primary`` string; ``secondary`` number). Where a
test runs one assertion over several values, each value is taken for the
first comparator lists (``=``) and the first value for every comparator (the
texts are the same; the values differ): ``testBooleans``, ``testLists`` and
``testMaps`` all values, all comparators; numbers, strings and bytes the
first value (``13``, ``apple``, ``[1, 2, 3]``) with every comparator and the
others with ``=`` (and their ``BETWEEN``, ``IN`` and ``null`` tests); the
sets (non-empty, empty, ``null``) and the unsigned numbers (``MIN_VALUE``,
``42``, ``MAX_VALUE``) each value with ``=`` (and the unsigned ``BETWEEN`` and
``null`` tests; their ``IN`` texts are the numbers' own). Left out:
``SortKeyFilterTest.kt`` (the same texts, for the sort key part of a key
condition, which the test writes without the partition key's part), the mapper's operation tests on DynamoDB Local (their requests
are built by the pipeline, not pinned).
"""

from __future__ import annotations

import base64

from ._build import N, S, case, table

SOURCE = "kotlin-dynamodb-mapper"
REPO = "awslabs/aws-sdk-kotlin@05ea93b "
D = "hll/dynamodb-mapper/dynamodb-mapper/common/test/aws/sdk/kotlin/hll/dynamodbmapper/expressions/"
FT = D + "FilterTest.kt:"
KF = D + "KeyFilterTest.kt:"
T = "kotlin-mapper"
TBL = table(("id", "S"))
PINNED = "the text and values the test pins, as a Scan's FilterExpression over made-up items"

CASES: list[dict] = []


def b64(*bs: int) -> str:
    return base64.b64encode(bytes(bs)).decode("ascii")


NULL = {"NULL": True}


def L(*m) -> dict:
    return {"L": list(m)}


LIST0 = L(S("apple"), {"BOOL": False}, N(1), NULL)
LIST1 = L(S("banana"), {"BOOL": True}, N(2))
LIST2 = L(S("cherry"), N(3))
MAP0 = {"M": {"a": S("apple"), "b": {"BOOL": False}, "c": N(1), "d": NULL}}
MAP1 = {"M": {"e": S("banana"), "f": {"BOOL": True}, "g": N(2)}}
MAP2 = {"M": {"h": S("cherry"), "i": N(3)}}
B1, B2, B3 = {"B": b64(1, 2, 3)}, {"B": b64(4, 5, 6)}, {"B": b64(7, 8, 9)}
NUMS = ["13", "-42", "-5", "31556952000", "2.71828", "3.14159"]
NS_ALL = {"NS": NUMS}
SS_ALL = {"SS": ["apple", "banana", "cherry"]}
BS_ALL = {"BS": [b64(1, 2, 3), b64(4, 5, 6), b64(7, 8, 9)]}

ITEMS = [
    {"id": S("bool"), "foo": {"BOOL": True}, "bar": {"BOOL": True}},
    {"id": S("bytes"), "foo": B1, "bar": B2, "baz": B3},
    {"id": S("num"), "foo": N(13), "bar": N(100), "baz": N(200), "qux": N(13)},
    {"id": S("num2"), "foo": N(150), "bar": N(150), "baz": N(200)},
    {"id": S("big"), "foo": N("18446744073709551615")},
    {"id": S("str"), "foo": S("apple"), "bar": S("app"), "baz": S("banana"), "qux": S("cherry")},
    {"id": S("str2"), "foo": S("banana pie"), "bar": S("banana")},
    {"id": S("list"), "foo": LIST0, "bar": S("apple")},
    {"id": S("map"), "foo": MAP1},
    {"id": S("ss"), "foo": SS_ALL, "bar": S("cherry")},
    {"id": S("ns"), "foo": NS_ALL},
    {"id": S("bs"), "foo": BS_ALL},
    {"id": S("null"), "foo": NULL, "baz": NULL},
    {
        "id": S("path"),
        "foo": N(5),
        "Attr": {
            "M": {"Key.With.Dots": {"M": {"And": {"M": {"Or": {"M": {"Indices": L(*[N(i) for i in range(6)])}}}}}}}
        },
    },
    {"id": S("none")},
]


def filt(line: int, text: str, vals: dict | None = None, names: dict | None = None, note: str = PINNED) -> None:
    req: dict = {"TableName": T, "FilterExpression": text}
    if names:
        req["ExpressionAttributeNames"] = names
    if vals:
        req["ExpressionAttributeValues"] = vals
    CASES.append(case(REPO + FT + str(line), "Scan", req, TBL, ITEMS, note))


def one(line: int, texts: list[str], value: dict) -> None:
    for text in texts:
        filt(line, text, {":v0": value})


CMP = ["foo = :v0", "foo <> :v0", "foo < :v0", "foo <= :v0", "foo > :v0", "foo >= :v0"]
EQ = CMP[:2]

# testAnd, testOr
filt(25, "(foo = :v0) AND (bar < :v1) AND (baz <> :v2)", {":v0": N(5), ":v1": S("banana"), ":v2": NULL})
filt(446, "(foo > :v0) OR (bar >= :v1) OR (baz = :v2)", {":v0": N(5), ":v1": S("banana"), ":v2": NULL})
# testBooleans: false, true, null
for v in ({"BOOL": False}, {"BOOL": True}, NULL):
    one(40, ["foo = :v0", "foo <> :v0", "contains(foo, :v0)"], v)
# testByteArrays
one(56, CMP + ["contains(foo, :v0)"], B1)
for v in (B2, B3):
    one(56, ["foo = :v0"], v)
filt(71, "foo BETWEEN :v0 AND :v1", {":v0": B1, ":v1": B2})
one(77, ["foo = :v0", "foo <> :v0", "contains(foo, :v0)"], NULL)
# the collections tests: IN lists
filt(92, "foo IN (:v0, :v1, :v2)", {":v0": B1, ":v1": B2, ":v2": B3})
filt(111, "foo IN (:v0, :v1, :v2, :v3)", {":v0": LIST0, ":v1": LIST1, ":v2": LIST2, ":v3": NULL})
filt(131, "foo IN (:v0, :v1, :v2, :v3)", {":v0": MAP0, ":v1": MAP1, ":v2": MAP2, ":v3": NULL})
filt(150, "foo IN (:v0, :v1, :v2)", {":v0": N(42), ":v1": N(-1_000_000_000_000_000), ":v2": NULL})
IN3 = "foo IN (:v0, :v1, :v2)"
for line, full, empty in [
    (174, BS_ALL, {"BS": []}),
    (199, NS_ALL, {"NS": []}),
    (221, SS_ALL, {"SS": []}),
    (243, {"NS": ["0", "42", "255"]}, {"NS": []}),
    (265, {"NS": ["0", "42", "4294967295"]}, {"NS": []}),
    (287, {"NS": ["0", "42", "18446744073709551615"]}, {"NS": []}),
    (309, {"NS": ["0", "42", "65535"]}, {"NS": []}),
]:
    filt(line, IN3, {":v0": full, ":v1": empty, ":v2": NULL})
# testExists, testExpressions, testIsOfType
filt(315, "attribute_exists(foo)")
for text in [
    "foo = bar",
    "foo <> bar",
    "foo < bar",
    "foo <= bar",
    "foo > bar",
    "foo >= bar",
    "contains(foo, bar)",
    "begins_with(foo, bar)",
    "foo BETWEEN bar AND baz",
    "foo IN (bar, baz, qux)",
]:
    filt(321, text)
filt(341, "foo = Attr.#k0.#k1.#k2.Indices[5]", names={"#k0": "Key.With.Dots", "#k1": "And", "#k2": "Or"})
filt(352, "attribute_type(foo, :v0)", {":v0": S("S")})
# testLists, testMaps: every value, both comparators
for v in (LIST0, LIST1, LIST2, NULL):
    one(365, EQ, v)
for v in (MAP0, MAP1, MAP2, NULL):
    one(381, EQ, v)
# testNot, testNotExists
filt(389, "NOT (foo = bar)")
filt(394, "attribute_not_exists(foo)")
# testNumbers
one(409, CMP + ["contains(foo, :v0)"], N(13))
for n in NUMS[1:]:
    one(409, ["foo = :v0"], N(n))
filt(424, "foo BETWEEN :v0 AND :v1", {":v0": N(100), ":v1": N(200)})
filt(425, "foo IN (:v0, :v1)", {":v0": N(100), ":v1": N(200)})
one(431, ["foo = :v0", "foo <> :v0", "contains(foo, :v0)"], NULL)
# the sets tests: each value, =
for line, full, empty in [
    (469, BS_ALL, {"BS": []}),
    (491, NS_ALL, {"NS": []}),
    (510, SS_ALL, {"SS": []}),
    (529, {"NS": ["0", "42", "255"]}, {"NS": []}),
    (548, {"NS": ["0", "42", "4294967295"]}, {"NS": []}),
    (567, {"NS": ["0", "42", "18446744073709551615"]}, {"NS": []}),
    (586, {"NS": ["0", "42", "65535"]}, {"NS": []}),
]:
    for v in (full, empty, NULL):
        one(line, ["foo = :v0"], v)
# testSize: the operand alone, as the test pins it
filt(594, "size(foo)", note=PINNED + " (an operand alone, which the test pins as an expression: sent as written)")
# testStrings
one(606, CMP + ["contains(foo, :v0)", "begins_with(foo, :v0)"], S("apple"))
for s in ("banana", "cherry"):
    one(606, ["foo = :v0"], S(s))
filt(622, "foo BETWEEN :v0 AND :v1", {":v0": S("apple"), ":v1": S("banana")})
filt(623, "foo IN (:v0, :v1)", {":v0": S("apple"), ":v1": S("banana")})
one(628, ["foo = :v0", "foo <> :v0", "contains(foo, :v0)"], NULL)
# the unsigned numbers: MIN, 42, MAX with =; BETWEEN; null with = and <>
for line, mx in ((645, "255"), (681, "4294967295"), (717, "18446744073709551615"), (753, "65535")):
    for v in ("0", "42", mx):
        one(line, ["foo = :v0"], N(v))
    filt(line + 14, "foo BETWEEN :v0 AND :v1", {":v0": N(100), ":v1": N(200)})
    one(line + 21, EQ, NULL)

# KeyFilterTest: the trees toExpression is pinned to return, as the visitor writes them, as a Query
SINGLE = table(("primary", "S"))
COMPOSITE = table(("primary", "S"), ("secondary", "N"))
KEYED = [
    {"primary": S("foo"), "secondary": N(1)},
    {"primary": S("foo"), "secondary": N(10)},
    {"primary": S("foo"), "secondary": N(11)},
    {"primary": S("bar"), "secondary": N(2)},
]
NOTE_K = (
    "the expression tree the test pins, as ParameterizingExpressionVisitor writes it (FilterTest's format; primary,"
    " a reserved word, as #k0, as the visitor escapes reserved words), as a Query"
)
for line, tbl, items, text, vals in [
    (22, SINGLE, [{"primary": S("foo")}, {"primary": S("bar")}], "#k0 = :v0", {":v0": S("foo")}),
    (40, COMPOSITE, KEYED, "(#k0 = :v0) AND (secondary <= :v1)", {":v0": S("foo"), ":v1": N(10)}),
    (54, COMPOSITE, KEYED, "#k0 = :v0", {":v0": S("foo")}),
]:
    req = {
        "TableName": T,
        "KeyConditionExpression": text,
        "ExpressionAttributeNames": {"#k0": "primary"},
        "ExpressionAttributeValues": vals,
    }
    CASES.append(case(REPO + KF + str(line), "Query", req, tbl, items, NOTE_K))
