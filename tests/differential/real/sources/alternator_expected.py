"""ScyllaDB Alternator: the legacy ``Expected`` requests of its DynamoDB
compatibility tests.

Source: scylladb/scylladb, commit a55b434, ``test/alternator/test_expected.py``.
Alternator's tests are written to pass on AWS DynamoDB too (they run against it
with ``--aws``): each sends a request through boto3 and asserts the answer (the
item read back, a ``ConditionalCheckFailedException``, or a
``ValidationException``). The requests are the older ``Expected`` parameter
(with ``AttributeUpdates``) on UpdateItem, and on PutItem and DeleteItem: every
``ComparisonOperator`` (EQ, NE, LE, LT, GE, GT, NOT_NULL, NULL, CONTAINS,
NOT_CONTAINS, BEGINS_WITH, IN, BETWEEN) where it holds and where it fails, the
``Value`` and ``Exists`` forms, several conditions joined by the default AND
and by ``ConditionalOperator`` AND / OR, an empty ``Expected``, unsigned binary
ordering; and the validation errors the test expects: a wrong number of values
for an operator (two for EQ / LE / LT / GE / GT / BEGINS_WITH / CONTAINS, none
for CONTAINS / NOT_CONTAINS / IN / BETWEEN, one for NULL / NOT_NULL, three for
BETWEEN), operands of a type the operator refuses (a list, a set, a number for
BEGINS_WITH, mixed types for IN and BETWEEN), BETWEEN bounds in the wrong
order, ``Exists: true`` without ``Value``, ``Exists: false`` with ``Value``,
``Exists`` or ``Value`` together with ``ComparisonOperator``, a
``ConditionalOperator`` with an empty or missing ``Expected``, and ``Expected``
next to an ``UpdateExpression``. (The file has no test of an unknown
operator.) Only the requests were taken, as data.

Adapted only as far as needed to run: the ``test_table_s`` fixture (string hash
key ``p``) as the table ``alternator_s``; ``random_string()`` as the fixed key
``P``; boto3 Table-resource values written typed (a Python set as the number
or string set it marshals to, ``bytearray`` as base64 binary); the items the
test writes before a request (its first ``AttributeUpdates`` PUT, a
``put_item``, and the writes of the earlier accepted requests of the same test)
as ``before``. The set the test builds by PUT then ``ADD`` (``:93``-``:95``)
is written in the unsorted order such an ADD leaves it, the compared set
sorted, as boto3 would send either. A test's many requests were thinned to a
representative subset (not every true/false pair of each operator is kept).
"""

from __future__ import annotations

from ._build import case, item, marshall, table, typed, values

SOURCE = "alternator"
REPO = "scylladb/scylladb@a55b434 test/alternator/test_expected.py"
T = "alternator_s"  # the test_table_s fixture
S = table(("p", "S"))
P = "Xq7LmR2kTa"  # random_string()
KEY = {"p": {"S": P}}


def _c(line: int) -> str:
    return f"{REPO}:{line}"


def _b(**attrs) -> list:
    """The test's item (key P) holding ``attrs``."""
    return [item(p=P, **attrs)]


def _cmp(op, *vals, missing_list=False) -> dict:
    out = {"ComparisonOperator": op}
    if not missing_list:
        out["AttributeValueList"] = [marshall(v) for v in vals]
    return out


def _val(v, exists=None) -> dict:
    out = {}
    if exists is not None:
        out["Exists"] = exists
    out["Value"] = marshall(v)
    return out


def _u(line, expected, put, before=(), op=None, note=""):
    """test_table_s.update_item(Key={'p': p}, AttributeUpdates={k: {'Value': v, 'Action': 'PUT'}}, Expected=...)."""
    req = {
        "TableName": T,
        "Key": KEY,
        "AttributeUpdates": {k: {"Value": marshall(v), "Action": "PUT"} for k, v in put.items()},
    }
    if expected is not None:
        req["Expected"] = expected
    if op is not None:
        req["ConditionalOperator"] = op
    return case(_c(line), "UpdateItem", req, S, list(before), note)


# the items each test writes first
ABC = {"a": 1, "b": "cat", "c": b"cat"}  # le / lt / ge / gt
NULLS = {"a": 1, "b": "cat", "c": None}  # not_null / null
CONT = {"a": "hello", "b": {2, 4, 7}, "c": [2, 4, 7], "d": b"hi there"}  # contains / not_contains
BETW = {"a": 2, "b": "cat", "c": b"cat", "d": {2, 4, 7}}  # between
# test_update_expected_1_eq_set: the set after PUT {'dog', 'chinchilla'} then ADD {'cat', 'mouse'}
ANIMALS = typed({"SS": ["dog", "chinchilla", "mouse", "cat"]})

CASES = [
    # --- test_update_expression_and_expected: Expected next to an UpdateExpression
    case(
        _c(42),
        "UpdateItem",
        {
            "TableName": T,
            "Key": KEY,
            "UpdateExpression": "SET a = :val1",
            "ExpressionAttributeValues": values({":val1": 2}),
            "Expected": {"a": _cmp("EQ", 1)},
        },
        S,
        _b(a=1),
    ),
    # --- EQ
    _u(65, {"a": _cmp("EQ", 1)}, {"a": 2}, _b(a=1)),
    _u(72, {"a": _cmp("EQ", 2)}, {"b": 3}, _b(a=2)),
    _u(80, {"a": _cmp("EQ", 2, 3)}, {"b": 3}, _b(a=2, b=3)),
    _u(
        101,
        {"a": _cmp("EQ", typed({"SS": ["cat", "chinchilla", "dog", "mouse"]}))},
        {"b": 3},
        _b(a=ANIMALS),
        note="the stored set in the order the test's PUT + ADD leaves it; the compared set sorted",
    ),
    _u(121, {"a": _cmp("EQ", "dog")}, {"b": 3}, _b(a=1)),
    # --- NE
    _u(133, {"a": _cmp("NE", 2)}, {"b": 3}, _b(a=1)),
    _u(147, {"a": _cmp("NE", "1")}, {"b": 4}, _b(a=1, b=3)),
    _u(154, {"q": _cmp("NE", 1)}, {"b": 5}, _b(a=1, b=4)),
    _u(166, {"a": _cmp("NE", 1)}, {"b": 3}, _b(a=1)),
    # --- LE
    _u(181, {"a": _cmp("LE", 2)}, {"z": 2}, _b(**ABC)),
    _u(213, {"b": _cmp("LE", "aardvark")}, {"z": 17}, _b(**ABC, z=5)),
    _u(234, {"a": _cmp("LE", 2, 3)}, {"b": 3}, _b(**ABC, z=5)),
    # --- test_update_expected_1_le_validation: a list in the request, a list in the item
    _u(251, {"a": _cmp("LE", [1, 2, 3])}, {"z": 17}, _b(a=1, b=[1, 2])),
    _u(257, {"b": _cmp("LE", 3)}, {"z": 17}, _b(a=1, b=[1, 2])),
    # --- LT
    _u(285, {"c": _cmp("LT", b"dog")}, {"z": 5}, _b(**ABC, z=4)),
    _u(293, {"a": _cmp("LT", 1)}, {"z": 17}, _b(**ABC, z=5)),
    # --- GE
    _u(373, {"b": _cmp("GE", "dog")}, {"z": 17}, _b(**ABC, z=5)),
    # --- GT
    _u(415, {"b": _cmp("GT", "aardvark")}, {"z": 4}, _b(**ABC, z=2)),
    _u(435, {"a": _cmp("GT", 1)}, {"z": 17}, _b(**ABC, z=5)),
    _u(454, {"a": _cmp("GT", "1")}, {"z": 17}, _b(**ABC, z=5)),
    _u(462, {"a": _cmp("GT", 2, 3)}, {"b": 3}, _b(**ABC, z=5)),
    # --- NOT_NULL (whether the attribute exists)
    _u(489, {"c": _cmp("NOT_NULL")}, {"z": 4}, _b(**NULLS, z=3)),
    _u(496, {"q": _cmp("NOT_NULL")}, {"z": 17}, _b(**NULLS, z=4)),
    _u(503, {"a": _cmp("NOT_NULL", 2)}, {"b": 17}, _b(**NULLS, z=4)),
    # --- NULL
    _u(519, {"q": _cmp("NULL")}, {"z": 2}, _b(**NULLS)),
    _u(537, {"c": _cmp("NULL")}, {"z": 4}, _b(**NULLS, z=2)),
    _u(544, {"a": _cmp("NULL", 2)}, {"b": 17}, _b(**NULLS, z=2)),
    # test_update_expected_1_null_missing_list: no AttributeValueList, no item yet
    _u(553, {"a": _cmp("NULL", missing_list=True)}, {"a": 2}, []),
    # --- CONTAINS
    _u(568, {"a": _cmp("CONTAINS", "ell")}, {"z": 2}, _b(**CONT)),
    _u(573, {"b": _cmp("CONTAINS", 4)}, {"z": 3}, _b(**CONT, z=2)),
    _u(580, {"c": _cmp("CONTAINS", 4)}, {"z": 4}, _b(**CONT, z=3)),
    _u(585, {"d": _cmp("CONTAINS", b"here")}, {"z": 5}, _b(**CONT, z=4)),
    _u(612, {"q": _cmp("CONTAINS", 1)}, {"z": 2}, _b(**CONT, z=5)),
    _u(625, {"a": _cmp("CONTAINS", 2, 3)}, {"z": 17}, _b(**CONT, z=5)),
    _u(630, {"a": _cmp("CONTAINS")}, {"z": 17}, _b(**CONT, z=5)),
    _u(639, {"a": _cmp("CONTAINS", [1])}, {"z": 17}, _b(**CONT, z=5)),
    # --- NOT_CONTAINS
    _u(660, {"a": _cmp("NOT_CONTAINS", 1)}, {"z": 3}, _b(**CONT, z=2)),
    _u(683, {"a": _cmp("NOT_CONTAINS", "ell")}, {"z": 2}, _b(**CONT, z=7)),
    _u(707, {"q": _cmp("NOT_CONTAINS", 1)}, {"z": 17}, _b(**CONT, z=7)),
    _u(729, {"a": _cmp("NOT_CONTAINS", [1])}, {"z": 17}, _b(**CONT, z=7)),
    # --- BEGINS_WITH
    _u(741, {"a": _cmp("BEGINS_WITH", "hell")}, {"b": 3}, _b(a="hello", d=b"hi there")),
    _u(755, {"a": _cmp("BEGINS_WITH", "hell", "heaven")}, {"b": 3}, _b(a="hello", d=b"hi there", b=4)),
    _u(767, {"a": _cmp("BEGINS_WITH", "dog")}, {"b": 3}, _b(a="hello", x=3)),
    _u(775, {"a": _cmp("BEGINS_WITH", 3)}, {"b": 3}, _b(a="hello", x=3)),
    _u(783, {"x": _cmp("BEGINS_WITH", "dog")}, {"b": 3}, _b(a="hello", x=3)),
    # --- IN
    _u(800, {"c": _cmp("IN", 2, 3, 8)}, {"z": 2}, _b(a={2, 4, 7}, c=3)),
    _u(818, {"a": _cmp("IN", 1, 2, 4, 7, 8)}, {"z": 3}, _b(a={2, 4, 7}, c=3, z=2)),
    _u(826, {"c": _cmp("IN", 3, "dog")}, {"z": 2}, _b(a={2, 4, 7}, c=3, z=2)),
    _u(832, {"c": _cmp("IN")}, {"z": 2}, _b(a={2, 4, 7}, c=3, z=2)),
    _u(838, {"c": _cmp("IN", [1], [2])}, {"z": 5}, _b(a={2, 4, 7}, c=3, z=2)),
    # --- BETWEEN
    _u(857, {"a": _cmp("BETWEEN", 1, 2)}, {"z": 3}, _b(**BETW, z=2)),
    _u(867, {"b": _cmp("BETWEEN", "aardvark", "dog")}, {"z": 5}, _b(**BETW, z=4)),
    _u(897, {"a": _cmp("BETWEEN")}, {"z": 2}, _b(**BETW, z=6)),
    _u(901, {"a": _cmp("BETWEEN", 2, 3, 4)}, {"z": 2}, _b(**BETW, z=6)),
    _u(905, {"a": _cmp("BETWEEN", 4, 3)}, {"z": 2}, _b(**BETW, z=6)),
    _u(913, {"a": _cmp("BETWEEN", 4, "dog")}, {"z": 2}, _b(**BETW, z=6)),
    _u(917, {"d": _cmp("BETWEEN", {1}, {2})}, {"z": 2}, _b(**BETW, z=6)),
    _u(935, {"a": _cmp("BETWEEN", [1, 2, 3], [2, 3, 4])}, {"z": 17}, _b(a=1, b=[1, 2])),
    # --- Value / Exists
    _u(956, {"a": _val(1)}, {"b": 2}, _b(a=1)),
    _u(973, {"z": _val(1)}, {"b": 2}, _b(a=1)),
    _u(989, {"a": {"Exists": True}}, {"b": 2}, _b(a=1)),
    _u(993, {"a": _val(1, exists=True)}, {"c": 3}, _b(a=1)),
    _u(997, {"z": {"Exists": False}}, {"d": 4}, _b(a=1, c=3)),
    _u(1003, {"a": _val(1, exists=False)}, {"c": 3}, _b(a=1, c=3, d=4)),
    _u(1031, {"a": {"Exists": False, **_cmp("EQ", 3)}}, {"b": 2}, _b(a=1)),
    _u(1035, {"a": {"Value": marshall(3), **_cmp("EQ", 3)}}, {"b": 2}, _b(a=1)),
    # --- several conditions: default AND, ConditionalOperator AND / OR
    _u(
        1049,
        {"a": _val(1, exists=True), "b": _cmp("EQ", 2), "c": {"Exists": False}},
        {"z": 3},
        _b(a=1, b=2),
    ),
    _u(
        1064,
        {"a": _val(74, exists=True), "b": _cmp("EQ", 999), "c": {"Exists": False}},
        {"z": 5},
        _b(a=1, b=2, z=4),
        op="OR",
    ),
    _u(
        1087,
        {"a": _val(1, exists=True), "b": _cmp("EQ", 3), "d": {"Exists": False}},
        {"z": 4},
        _b(a=1, b=2, c=3),
        op="AND",
    ),
    _u(
        1095,
        {"a": _val(74, exists=True), "b": _cmp("EQ", 999), "c": {"Exists": False}},
        {"z": 5},
        _b(a=1, b=2, c=3),
        op="OR",
    ),
    # --- an empty Expected; ConditionalOperator with an empty or no Expected
    _u(1109, {}, {"z": 3}, _b(a=1)),
    _u(1116, {}, {"z": 4}, _b(a=1, z=3), op="OR"),
    _u(1133, None, {"z": 4}, [], op="AND"),
    # --- DeleteItem and PutItem
    case(_c(1149), "DeleteItem", {"TableName": T, "Key": KEY, "Expected": {"a": _val(2)}}, S, _b(a=1)),
    case(_c(1151), "DeleteItem", {"TableName": T, "Key": KEY, "Expected": {"a": _val(1)}}, S, _b(a=1)),
    case(_c(1158), "PutItem", {"TableName": T, "Item": item(p=P, a=2), "Expected": {"a": _val(1)}}, S, _b(a=1)),
    case(_c(1161), "PutItem", {"TableName": T, "Item": item(p=P, a=3), "Expected": {"a": _val(1)}}, S, _b(a=2)),
    # --- test_update_expected_unsigned_bytes: binary ordered as unsigned bytes
    _u(1169, {"b": _cmp("LT", bytes([128]))}, {"z": 1}, _b(b=bytes([127]))),
    _u(1195, {"b": _cmp("GE", bytes([127]))}, {"z": 5}, _b(b=bytes([128]), z=4)),
]
