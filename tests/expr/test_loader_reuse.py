"""Within ``fragments_read`` the loader takes the Values the reader read for
an object of attributes (an Item, a Key, an ExclusiveStartKey:
``loader.values_read_from``) instead of reading the state the reader wrote
from them again (issue 13). That is right only if a Value's state loads to
exactly that Value, and if the loader still makes every check of its own on
them (key attributes: type, emptiness, the table's types; empty names; the
item's size): these hold the two ways to each other."""

from __future__ import annotations

import re
from decimal import Decimal

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from builder.expr.errors import ExprError, StateError
from builder.expr.loader import fragments_read
from builder.expr.nodes import paths_in
from builder.expr.paths import Path
from builder.expr.reader import ParseError, parse_request, read_value, values_are_plain
from builder.expr.state import load_state
from builder.expr.validate import values_read_once
from builder.expr.values import NumberText, Value, ddb_to_state
from tests.expr.helpers import recorded_nodes

TEXT = st.one_of(st.text(max_size=4), st.sampled_from(("", "a", "é", "日本", " 1 ")))
NUMBER = st.one_of(
    st.integers(-(10**20), 10**20).map(str),
    st.sampled_from(("0", "-0", "1.50", "1E+2", "-1e-5", " 7 ", "0.001", "1" * 39, "x", "", "+1", ".5")),
    st.sampled_from(("1.50", "1e3", "7")).map(NumberText),
)
BINARY = st.one_of(st.sampled_from(("", "AA==", "AQID", "YWJj", "A", "!!")), st.binary(max_size=3))
SCALARS = st.one_of(
    st.builds(lambda x: {"S": x}, TEXT),
    st.builds(lambda x: {"N": x}, NUMBER),
    st.builds(lambda x: {"B": x}, BINARY),
    st.builds(lambda x: {"BOOL": x}, st.one_of(st.booleans(), st.just("true"))),
    st.sampled_from(({"NULL": True}, {"NULL": False}, {}, {"X": "1"}, {"S": "a", "N": "1"}, {"S": 1})),
    st.builds(lambda x: {"SS": x}, st.lists(TEXT, max_size=3)),
    st.builds(lambda x: {"NS": x}, st.lists(NUMBER, max_size=3)),
    st.builds(lambda x: {"BS": x}, st.lists(BINARY, max_size=3)),
)
DDB = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.builds(lambda x: {"L": x}, st.lists(inner, max_size=3)),
        st.builds(lambda x: {"M": x}, st.dictionaries(TEXT, inner, max_size=3)),
    ),
    max_leaves=8,
)
PLAIN = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(2**70), 2**70),
        st.floats(allow_nan=False),
        TEXT,
        st.binary(max_size=3),
        st.sampled_from((Decimal("1.50"), Decimal("-0"), NumberText("1e3"))),
        st.sets(st.integers(-5, 5), min_size=1, max_size=3),
        st.sets(TEXT, min_size=1, max_size=3),
    ),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8,
)


def _exact(x):
    """``x`` with the class of every part in it: equal only when each part is of the same class too."""
    if isinstance(x, dict):
        return ("dict", [(_exact(k), _exact(v)) for k, v in x.items()])
    if isinstance(x, list):
        return ("list", [_exact(v) for v in x])
    return (type(x).__name__, x)


@settings(max_examples=400, deadline=None)
@given(st.one_of(DDB.map(lambda v: (v, False)), PLAIN.map(lambda v: (v, True))))
def test_a_value_the_reader_read_is_the_value_its_state_loads_to(given_):
    raw, plain = given_
    try:
        value = read_value(raw, plain)
    except ExprError:
        assume(False)
    again = Value.from_state(ddb_to_state(value.ddb), False)
    assert _exact(again.ddb) == _exact(value.ddb)


KEY_VALUES = st.one_of(
    st.builds(lambda x: {"S": x}, st.sampled_from(("", "a", "b"))),
    st.builds(lambda x: {"N": x}, st.sampled_from(("1", "2.5", " 3 "))),
    st.builds(lambda x: {"B": x}, st.sampled_from(("", "AQID"))),
    st.sampled_from(({"BOOL": True}, {"NULL": True}, {"SS": ["a"]}, {"L": []}, {"M": {"a": {"S": ""}}})),
)
NAMES = st.sampled_from(("pk", "sk", "x", "", "y"))
SCHEMAS = st.sampled_from(((("pk", "S"),), (("pk", "S"), ("sk", "N")), (("pk", "B"), ("sk", "S")), None))


def _requests():
    attributes = st.dictionaries(NAMES, st.one_of(KEY_VALUES, DDB), max_size=4)
    return st.one_of(
        st.builds(lambda k: ("GetItem", {"TableName": "tbl", "Key": k}), attributes),
        st.builds(lambda k: ("DeleteItem", {"TableName": "tbl", "Key": k}), attributes),
        st.builds(lambda i: ("PutItem", {"TableName": "tbl", "Item": i}), attributes),
        st.builds(
            lambda k: (
                "Query",
                {
                    "TableName": "tbl",
                    "KeyConditionExpression": "pk = :p",
                    "ExpressionAttributeValues": {":p": {"S": "a"}},
                    "ExclusiveStartKey": k,
                },
            ),
            attributes,
        ),
        st.builds(
            lambda i, k: (
                "TransactWriteItems",
                {
                    "TransactItems": [
                        {"Put": {"TableName": "tbl", "Item": i}},
                        {"Delete": {"TableName": "tbl", "Key": k}},
                    ]
                },
            ),
            attributes,
            attributes,
        ),
        st.builds(
            lambda i, k: (
                "BatchWriteItem",
                {"RequestItems": {"tbl": [{"PutRequest": {"Item": i}}, {"DeleteRequest": {"Key": k}}]}},
            ),
            attributes,
            attributes,
        ),
    )


def _loaded(operation: str, params: dict, schema, cross_checks: bool):
    """(the state, the outcome of loading it: the Request or the problems, with each part's class)."""
    try:
        state = parse_request(operation, params, refuse_reserved=True, oldest_version=False, key_schema=schema)
    except ParseError as e:
        return None, ("refused", repr(e.problems))
    key_types = dict(schema) if schema else None
    try:
        req = load_state(state, cross_checks=cross_checks, rendered_sizes=False, text_checked=True, key_types=key_types)
    except StateError as e:
        return state, ("problems", [(p.location, p.message, p.dynamodb) for p in e.problems])
    return state, ("request", _LOCATION.sub("", repr(req)), _exact([v.ddb for v in _values(req)]), req)


# where a chosen value placeholder stands in the state: known to the loader only (test_fragments_read.py)
_LOCATION = re.compile(r", location='[^']*'")


def _values(req) -> list:
    """Every Value of the request's Items and Keys (its actions' too) and its ExclusiveStartKey."""
    out = []
    for part in [req, *(req.actions or ())]:
        for field in ("item", "key"):
            out.extend((getattr(part, field, None) or {}).values())
    out.extend(((req.options or {}).get("exclusive_start_key") or {}).values())
    return out


@settings(max_examples=400, deadline=None)
@given(_requests(), SCHEMAS, st.booleans())
@example(("PutItem", {"TableName": "tbl", "Item": {"pk": {}}}), (("pk", "S"),), False)  # read as plain JSON
def test_the_values_taken_load_as_the_loader_reads_them(request, schema, cross_checks):
    """Taken or read again, the same Request or the same problems (in the
    same order); and taken, a loaded request's values are the very Values the
    reader read (the shortcut is used)."""
    operation, params = request
    _, again = _loaded(operation, params, schema, cross_checks)
    with values_read_once(), fragments_read():
        _, taken = _loaded(operation, params, schema, cross_checks)
        # plain JSON values (a request whose values name no type, like {} alone) are made anew by each
        # reading: the same Request is all there is to compare
        typed = taken[0] == "request" and not values_are_plain(params, operation)
        read = _read_values(params) if typed else []
    assert taken[:3] == again[:3]
    if typed:
        assert all(any(v is w for w in read) for v in _values(taken[3]))


def _read_values(params: dict) -> list:
    """The Values request_value kept for the request's attribute values (within values_read_once)."""
    found = []

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ("Item", "Key", "ExclusiveStartKey") and isinstance(v, dict):
                    found.extend(read_value(a, False) for a in v.values() if isinstance(a, dict))
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(params)
    return found


def _paths_in_each_field_asked(node) -> list:
    """nodes.paths_in as it was written before its per-class table of fields:
    every dataclass's fields asked with hasattr/getattr (the general walk)."""
    out: list = []
    stack = [node]
    while stack:
        x = stack.pop(0)
        if x is None:
            continue
        if isinstance(x, Path):
            out.append(x)
            continue
        if isinstance(x, (list, tuple)):
            stack[0:0] = list(x)
            continue
        if hasattr(x, "__dataclass_fields__") and not isinstance(x, Value):
            stack[0:0] = [
                getattr(x, f) for f in x.__dataclass_fields__ if not isinstance(getattr(x, f), (str, int, bool))
            ]
    return out


def test_paths_in_finds_the_paths_the_general_walk_finds():
    """Every expression of every recorded request (and the whole Request, its
    actions, options and all), walked both ways: the same paths, in the same order."""
    compared = 0
    for node in recorded_nodes():
        got = paths_in(node)
        assert [p.segments for p in got] == [p.segments for p in _paths_in_each_field_asked(node)]
        assert all(a is b for a, b in zip(got, _paths_in_each_field_asked(node), strict=True))
        compared += bool(got)
    assert compared > 5000
