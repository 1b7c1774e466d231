"""ScyllaDB Alternator: the ConditionExpression requests of its DynamoDB
compatibility tests.

Source: scylladb/scylladb, commit a55b434,
``test/alternator/test_condition_expression.py``. Alternator's tests are
written to pass on AWS DynamoDB too (they run against it with ``--aws``): each
sends a request through boto3 and asserts the answer (the item written, a
``ConditionalCheckFailedException``, or a ``ValidationException`` whose message
it matches). The requests are ConditionExpressions on UpdateItem, PutItem and
DeleteItem: the comparison operators, BETWEEN, IN, the functions
(attribute_exists / attribute_not_exists / attribute_type / begins_with /
contains / size, and functions not allowed there), AND / OR / NOT and their
precedence, nested paths, name placeholders, unused placeholders, operands of
the wrong type from the request (refused) and from the item (a failed
condition), missing attributes, binary ordering, conditions on the key. Only
the requests were taken, as data.

Adapted only as far as needed to run: the ``test_table_s`` fixture (string hash
key ``p``) as the table ``alternator_s``; ``random_string()`` as the fixed key
``P``; boto3 Table-resource values written typed (a Python set as the string,
number or binary set it marshals to, bytes as base64); the items the test
writes before a request (the ``AttributeUpdates`` PUT requests, a ``put_item``,
and the writes of earlier requests of the same test) as ``before``. A test
looping over several values gives one case per member taken (``note`` says
which); a loop over operators, one case per operator taken. Left out:
``:1076`` (``attribute_type (a, b)``, a path as the type): DynamoDB Local's
message lists the operand types in an order that changes from one run to the
next (as dynalite's ``query.js:811``); the scylla_only write-isolation tests.
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "alternator"
REPO = "scylladb/scylladb@a55b434 test/alternator/test_condition_expression.py"
T = "alternator_s"  # the test_table_s fixture
S = table(("p", "S"))
P = "Xq7LmR2kTa"  # random_string()
KEY = {"p": {"S": P}}


def _c(line: int) -> str:
    return f"{REPO}:{line}"


def _b(**attrs) -> list:
    """The test's item (key P) holding ``attrs``."""
    return [item(p=P, **attrs)]


def _u(line, cond, vals=None, before=(), update="SET z = :newval", names=None, note=""):
    """test_table_s.update_item(Key={'p': p}, UpdateExpression=..., ConditionExpression=...)."""
    req = {"TableName": T, "Key": KEY}
    if update is not None:
        req["UpdateExpression"] = update
    req["ConditionExpression"] = cond
    if vals is not None:
        req["ExpressionAttributeValues"] = values(vals)
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c(line), "UpdateItem", req, S, list(before), note)


def _d(line, cond, vals, names=None, before=(), note=""):
    req = {"TableName": T, "Key": KEY, "ConditionExpression": cond, "ExpressionAttributeValues": values(vals)}
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c(line), "DeleteItem", req, S, list(before), note)


def _p(line, new, cond, vals, names=None, before=(), note=""):
    req = {
        "TableName": T,
        "Item": item(p=P, **new),
        "ConditionExpression": cond,
        "ExpressionAttributeValues": values(vals),
    }
    if names is not None:
        req["ExpressionAttributeNames"] = names
    return case(_c(line), "PutItem", req, S, list(before), note)


# the item of the comparison tests (lt, le, gt, ge, between)
ABC = {"a": 1, "b": "cat", "c": b"cat"}
# test_update_condition_eq_nested_set: the map after its ADD (the inner sets in
# the order the ADD leaves them, not sorted)
NESTED = {
    "b": "c",
    "d": ["e", "f", typed({"SS": ["h", "g", "m", "l"]})],
    "i": typed({"SS": ["k", "j", "o", "n"]}),
}
NESTED_EXPECTED = {"b": "c", "d": ["e", "f", {"g", "h", "l", "m"}], "i": {"j", "k", "n", "o"}}
NESTED_WRONG = {"b": "c", "d": ["e", "f", {"g", "h", "l", "bad"}], "i": {"j", "k", "n", "o"}}
ANIMALS = typed({"SS": ["dog", "chinchilla", "mouse", "cat"]})  # after 'ADD a :val1'
# test_update_condition_in: ':val0' .. ':val98' = 0 .. 98
IN99 = {f":val{i}": i for i in range(99)}
IN99_LIST = ",".join(IN99)
# test_update_condition_attribute_type: a0 .. a9
TYPED = {
    "a0": "hello",
    "a1": {"hello", "world"},
    "a2": 2,
    "a3": {1, 2},
    "a4": b"dog",
    "a5": {b"dog", b"cat"},
    "a6": True,
    "a7": None,
    "a8": [1, "dog"],
    "a9": {"a": 3, "b": 4},
}
CONTAINS = {"a": "hello", "b": {2, 4, 7}, "c": [2, 4, 7], "d": b"hi there", "e": ["hi", {1, 2}, [3, 4]]}
SIZES = {
    "a": "hello",
    "b": {2, 4, 7},
    "c": [2, "dog", 7],
    "d": b"hi there",
    "e": {"x": 2, "y": {"m": 3, "n": 4}},
    "f": 5,
    "g": True,
    "h": None,
}
ONE_TWO_THREE = {"a": 1, "b": 2, "c": 3}

CASES = [
    # --- AttributeUpdates together with a ConditionExpression
    case(
        _c(67),
        "UpdateItem",
        {
            "TableName": T,
            "Key": KEY,
            "AttributeUpdates": {"a": {"Value": {"N": "1"}, "Action": "PUT"}},
            "ConditionExpression": "a = :oldval",
            "ExpressionAttributeValues": values({":oldval": 2}),
        },
        S,
        [],
    ),
    # --- test_update_condition_eq_success (loop over 10 values; members taken)
    _u(
        101,
        "a = b",
        {":i": 7},
        _b(a={"hello": "world"}, b={"hello": "world"}, c=6, d=6),
        update="SET c = :i",
        note="loop member val={'hello': 'world'} (i=7)",
    ),
    _u(
        106,
        "a = :val",
        {":i": 10, ":val": {b"xyz", b"hi"}},
        _b(a={b"xyz", b"hi"}, b={b"xyz", b"hi"}, c=10, d=9),
        update="SET d = :i",
        note="loop member val=set([b'xyz', b'hi']) (i=10)",
    ),
    # --- test_update_condition_eq_different (loop over pairs; members taken)
    _u(
        126,
        "a = :val2",
        {":val1": ["hello", 42], ":val2": ["hello", 42]},
        _b(a=["hello", 42]),
        update="SET a = :val1",
        note="loop member val1=val2=['hello', 42]",
    ),
    _u(
        134,
        "a = :val2",
        {":val1": True, ":val2": 1},
        _b(a=True),
        update="SET a = :val1",
        note="loop member val1=True, val2=1",
    ),
    # --- test_update_condition_eq_unequal
    _u(152, "q = :oldval", {":val1": 3, ":oldval": 2}, _b(a=1), update="SET a = :val1"),
    # --- test_update_condition_eq_two_unset
    _u(173, "q = z", {":val1": 3}, _b(a=1), update="SET a = :val1"),
    # --- test_update_condition_eq_set
    _u(
        193,
        "a = :oldval",
        {":val1": 3, ":oldval": {"chinchilla", "cat", "dog", "mouse"}},
        _b(a=ANIMALS),
        update="SET b = :val1",
        note="the stored set written in the order its ADD left it, the value's members sorted",
    ),
    # --- test_update_condition_eq_nested_set
    _u(218, "a = :oldval", {":val1": 3, ":oldval": NESTED_EXPECTED}, _b(a=NESTED), update="SET b = :val1"),
    _u(226, "a = :oldval", {":val1": 4, ":oldval": NESTED_WRONG}, _b(a=NESTED, b=3), update="SET b = :val1"),
    # --- test_update_condition_ne
    _u(245, "a <> b", {":newval": 1}, _b(a=1, b=2, c=2), update="SET c = :newval"),
    _u(251, "a <> c", {":newval": 4}, _b(a=1, b=2, c=1), update="SET c = :newval"),
    _u(265, "z <> :oldval", {":newval": 3, ":oldval": 1}, _b(a=1, b=2, c=2), update="SET c = :newval"),
    # --- test_update_condition_ne_set
    _u(
        289,
        "a <> :oldval",
        {":val1": 2, ":oldval": {"chinchilla", "cat", "dog", "mouse"}},
        _b(a=ANIMALS),
        update="SET b = :val1",
        note="the stored set written in the order its ADD left it",
    ),
    # --- test_update_condition_ne_two_unset
    _u(308, "q <> z", {":val1": 2}, [], update="SET a = :val1"),
    # --- test_update_condition_lt
    _u(328, "a < :oldval", {":newval": 2, ":oldval": 2}, _b(**ABC)),
    _u(355, "b < :oldval", {":newval": 2, ":oldval": "cat"}, _b(**ABC, z=4)),
    _u(376, "a < :oldval", {":newval": 2, ":oldval": "17"}, _b(**ABC, z=4)),
    _u(388, ":oldval < q", {":newval": 2, ":oldval": "17"}, _b(**ABC, z=4)),
    _u(396, "a < :oldval", {":newval": 2, ":oldval": [1, 2]}, _b(**ABC, z=4)),
    _u(409, "x < :oldval", {":newval": 2, ":oldval": 1}, _b(**ABC, z=4, x=[1, 2, 3])),
    # --- test_update_condition_comparison_two_unset (loop over <, <=, >, >=)
    _u(436, "q <= z", {":val1": 2}, [], update="SET a = :val1", note="loop member op '<='"),
    _u(441, "q between z and x", {":val1": 2}, [], update="SET a = :val1"),
    # --- test_update_condition_le
    _u(493, "c <= :oldval", {":newval": 7, ":oldval": b"cat"}, _b(**ABC, z=6)),
    _u(541, ":oldval <= a", {":newval": 2, ":oldval": [1, 2]}, _b(**ABC, z=7)),
    # --- test_update_condition_gt
    _u(611, "c > :oldval", {":newval": 2, ":oldval": b"dog"}, _b(**ABC, z=4)),
    _u(637, "a > :oldval", {":newval": 2, ":oldval": [1, 2]}, _b(**ABC, z=4)),
    # --- test_update_condition_ge
    _u(718, "a >= :oldval", {":newval": 2, ":oldval": "0"}, _b(**ABC, z=7)),
    # --- test_update_condition_between
    _u(773, "a BETWEEN :oldval1 AND :oldval2", {":newval": 2, ":oldval1": 0, ":oldval2": 2}, _b(**ABC)),
    _u(808, "a BETWEEN x AND y", {":newval": 8}, _b(**ABC, z=7, x=0, y=2)),
    _u(814, "a between x and y", {":newval": 9}, _b(**ABC, z=8, x=0, y=2)),
    _u(
        844,
        "q BETWEEN :oldval1 AND :oldval2",
        {":newval": 2, ":oldval1": b"dog", ":oldval2": b"zebra"},
        _b(**ABC, z=9, x=0, y=2),
    ),
    _u(
        852,
        "a BETWEEN :oldval1 AND :oldval2",
        {":newval": 2, ":oldval1": [1, 2], ":oldval2": [2, 3]},
        _b(**ABC, z=9, x=0, y=2),
    ),
    _u(861, "a BETWEEN x and y", {":newval": 2}, _b(**ABC, z=9, x=[1, 2, 3], y=[2, 3, 4])),
    _u(
        870,
        "a BETWEEN :oldval1 AND :oldval2",
        {":newval": 2, ":oldval1": 2, ":oldval2": 1},
        _b(**ABC, z=9, x=[1, 2, 3], y=[2, 3, 4]),
    ),
    _u(
        875,
        "a BETWEEN :oldval1 AND :oldval2",
        {":newval": 2, ":oldval1": 2, ":oldval2": "dog"},
        _b(**ABC, z=9, x=[1, 2, 3], y=[2, 3, 4]),
    ),
    _u(881, "a BETWEEN two AND :oldval", {":newval": 2, ":oldval": 1}, _b(**ABC, z=9, x=[1, 2, 3], y=[2, 3, 4], two=2)),
    # --- test_update_condition_in
    _u(925, f"a IN ({IN99_LIST})", IN99, _b(a=74, b={b"xyz", b"hi"}, c=10), update="SET c = :val37"),
    _u(
        941,
        "a IN (:x, :y)",
        {":val": 1, ":x": "dog", ":y": 174},
        _b(a=174, b={b"xyz", b"hi"}, c=37),
        update="SET c = :val",
    ),
    _u(948, "a IN ()", IN99, _b(a=174, b={b"xyz", b"hi"}, c=1), update="SET c = :val37"),
    _u(955, f"q IN ({IN99_LIST})", IN99, _b(a=174, b={b"xyz", b"hi"}, c=1), update="SET c = :val37"),
    # --- attribute_exists / attribute_not_exists / a single value
    _u(976, "attribute_exists (z)", {":val": 3}, _b(a=1, c=1), update="SET c = :val"),
    _u(983, "attribute_exists (:val)", {":val": 3}, _b(a=1, c=1), update="SET c = :val"),
    _u(1003, "a", {":val": 1}, _b(a=1), update="SET c = :val"),
    _u(1012, "attribute_not_exists (b)", {":val": 1}, _b(a=1), update="SET c = :val"),
    # --- test_update_condition_attribute_type (loop over the ten types; members taken)
    _u(
        1044,
        "attribute_type (a7, :type)",
        {":val": 7, ":type": "NULL"},
        _b(**TYPED, c=6),
        update="SET c = :val",
        note="loop member i=7 ('NULL')",
    ),
    _u(
        1051,
        "attribute_type (a2, :type)",
        {":val": 2, ":type": "NS"},
        _b(**TYPED, c=2),
        update="SET c = :val",
        note="loop member i=2 ('N', wrong type 'NS')",
    ),
    _u(1059, "attribute_type (:val, :type)", {":val": 0, ":type": "N"}, _b(**TYPED, c=9), update="SET c = :val"),
    _u(1087, "attribute_type (a, :type)", {":val": 1, ":type": "DOG"}, [], update="SET c = :val"),
    # --- test_update_condition_begins_with
    _u(
        1102,
        "begins_with(b, :arg)",
        {":val": 2, ":arg": b"hi"},
        _b(a="hello", b=b"hi there", c=1),
        update="SET c = :val",
    ),
    _u(1116, "begins_with(a, :arg)", {":val": 3, ":arg": 2}, _b(a="hello", b=b"hi there", c=2), update="SET c = :val"),
    _u(
        1129,
        "begins_with(c, :arg)",
        {":val": 3, ":arg": "dog"},
        _b(a="hello", b=b"hi there", c=2),
        update="SET c = :val",
    ),
    _u(
        1142,
        "begins_with(:str, a)",
        {":val": "he", ":str": "hellohi"},
        _b(a="hello", b=b"hi there", c=2),
        update="SET c = :val",
    ),
    _u(1147, "begins_with(a, c)", {":val": 5}, _b(a="hello", b=b"hi there", c="he"), update="SET c = :val"),
    # --- test_update_condition_contains
    _u(1174, "contains(b, :arg)", {":val": 2, ":arg": 4}, _b(**CONTAINS, z=1), update="SET z = :val"),
    _u(1184, "contains(d, :arg)", {":val": 4, ":arg": b"here"}, _b(**CONTAINS, z=3), update="SET z = :val"),
    _u(1198, "contains(d, :arg)", {":val": 4, ":arg": {1, 2}}, _b(**CONTAINS, z=4), update="SET z = :val"),
    _u(1207, "contains(e, :arg)", {":val": 6, ":arg": [3, 4]}, _b(**CONTAINS, z=5), update="SET z = :val"),
    # test_update_condition_contains_same_attribute (xfail on Alternator only)
    _u(1225, "contains(a, a1)", {":val": 5}, _b(a1="hello", a="hello"), update="SET z = :val"),
    _u(1231, "contains(a, a)", {":val": 5}, _b(a1="hello", a="hello", z=5), update="SET z = :val"),
    # --- test_update_condition_size
    _u(1260, "size(b)=:arg", {":val": 2, ":arg": 3}, _b(**SIZES, z=1), update="SET z = :val"),
    _u(1281, "size(f)=:arg", {":val": 6, ":arg": 1}, _b(**SIZES, z=5), update="SET z = :val"),
    _u(1298, "size(a)=:arg", {":val": 6, ":arg": "dog"}, _b(**SIZES, z=5), update="SET z = :val"),
    _u(1304, "size(a)=f", {":val": 6}, _b(**SIZES, z=5), update="SET z = :val"),
    _u(1339, "size(a, a)=:arg", {":val": 1, ":arg": 5}, _b(**SIZES, z=11), update="SET z = :val"),
    _u(1352, "size(a)", {":val": 1}, [], update="SET z = :val"),
    _u(1364, "attribute_exists(a) < :val", {":val": 1}, [], update="SET z = :val"),
    # --- test_update_condition_other_funcs
    _u(1381, "dog(a)=:arg", {":val": 1, ":arg": 5}, _b(a="hello"), update="SET z = :val"),
    _u(1391, "if_not_exists(a, a)=:arg", {":val": 1, ":arg": 5}, _b(a="hello"), update="SET z = :val"),
    # --- nested paths and name placeholders
    _u(1414, "b.x < b.y[1]", {":val": 2}, _b(b={"x": 1, "y": [-1, 2, 0]}, c=1), update="SET c = :val"),
    _u(1429, "b.z < b.y[100]", {":val": 4}, _b(b={"x": 1, "y": [-1, 2, 0]}, c=2), update="SET c = :val"),
    _u(
        1443,
        "attribute_exists (#name)",
        {":val": 1},
        [item(p=P, **{"and": 1})],
        update="SET c = :val",
        names={"#name": "and"},
    ),
    _u(
        1454,
        "#name1.#name2 = :two",
        {":val": 1, ":two": 2},
        [item(p=P, **{"and": {"or": 2}})],
        update="SET c = :val",
        names={"#name1": "and", "#name2": "or"},
    ),
    # --- AND, OR, NOT, parentheses, precedence
    _u(1479, "a < b aNd b < c", {":val": 2}, _b(**ONE_TWO_THREE, z=1), update="SET z = :val"),
    _u(1515, "b < a OR c < b", {":val": 1}, _b(**ONE_TWO_THREE, z=3), update="SET z = :val"),
    _u(1543, "NOT NOT NOT NOT a < b", {":val": 3}, _b(a=1, b=2, z=2), update="SET z = :val"),
    _u(
        1555,
        "(a < b OR b < a) AND (b < c AND (a < b OR b < c))",
        {":val": 1},
        _b(**ONE_TWO_THREE),
        update="SET z = :val",
    ),
    _u(1570, "a < b OR c < b AND b < c", {":val": 1}, _b(**ONE_TWO_THREE), update="SET z = :val"),
    _u(1583, "NOT a < b AND c < b", {":val": 1}, _b(**ONE_TWO_THREE), update="SET z = :val"),
    _u(1594, "b BETWEEN a AND c AND a < b", {":val": 1}, _b(**ONE_TWO_THREE), update="SET z = :val"),
    _u(1605, "", {":val": 1}, [], update="SET z = :val"),
    # --- DeleteItem and PutItem
    _d(1622, "a = :oldval", {":oldval": 2}, before=_b(a=1)),
    _d(1626, "a = :oldval", {":oldval": 1}, before=_b(a=1)),
    _p(1635, {"a": 2}, "a = :oldval", {":oldval": 1}, before=_b(a=1)),
    _p(1640, {"a": 3}, "a = :oldval", {":oldval": 1}, before=_b(a=2)),
    # --- unused placeholders (on a missing item, then on an item the condition holds for)
    _u(
        1656,
        "#name2 = :val2",
        {":val1": 1, ":val2": 2, ":val3": 3},
        [],
        update="SET #name1 = :val1",
        names={"#name1": "a", "#name2": "b"},
    ),
    _d(1662, "#name1 = :val1", {":val1": 1, ":val3": 3}, names={"#name1": "a"}),
    _p(1684, {"a": 3}, "#name1 = :val1", {":val1": 1}, names={"#name1": "a", "#name3": "c"}),
    _d(1700, "#name2 = :val2", {":val2": 2, ":val3": 3}, names={"#name2": "b"}, before=_b(b=2)),
    case(
        _c(1743),
        "UpdateItem",
        {
            "TableName": T,
            "Key": KEY,
            "ConditionExpression": "#name1 = :val1 OR #name2 = :val2",
            "UpdateExpression": "SET #name1 = :val3",
            "ExpressionAttributeValues": values({":val1": 1, ":val2": 2, ":val3": 3}),
            "ExpressionAttributeNames": {"#name1": "a", "#name2": "b"},
        },
        S,
        _b(a=1),
    ),
    # --- test_condition_expression_unsigned_bytes
    _u(
        1798,
        "b between :oldval1 and :oldval2",
        {":newval": 3, ":oldval1": bytearray([126]), ":oldval2": bytearray([128])},
        _b(b=bytearray([127]), z=2),
    ),
    _u(1810, "b >= :oldval", {":newval": 5, ":oldval": bytearray([127])}, _b(b=bytearray([128]), z=4)),
    # --- conditions on the key
    _u(1827, "p <> :p", {":p": P}, [], update=None),
    _u(1834, "p <> :p", {":p": P}, _b(), update=None),
    _u(1847, "attribute_not_exists(p)", None, [], update=None),
    _u(1853, "attribute_not_exists(p)", None, _b(), update=None),
]
