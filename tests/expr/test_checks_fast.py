"""The checks before the expressions skip their walk when a cheap test proves
it finds nothing (issue 13); each shortcut held here to the walk it skips:

- :meth:`KeySchema.plainly_fits` (a key or an item whose key attributes are
  short text of their types) answers only where :meth:`KeySchema.attribute_problems`
  and :func:`validate.key_problems` find nothing;
- :func:`validate.map_problem` skips the walk over a placeholder map's keys
  when every key is short and a placeholder, and the walk over the names when
  each is short text, where those walks find nothing;
- :func:`limits.items_too_deep` passes over each value (an object) that
  holds no L and no M without walking it, as its walk would;
- :func:`validate.before_expressions`, :func:`validate.before_legacy` and
  :func:`validate.after_expressions` run plans made once per operation, the
  plans of BEFORE's and AFTER's parts that they made on each request."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import ExprError, validate
from builder.expr.keys import SURELY_SHORT_KEY, KeySchema
from builder.expr.limits import MAX_DOCUMENT_LEVELS, document_levels, items_too_deep
from builder.expr.validate import MAX_NAME_BYTES, MAX_PLACEHOLDER_LENGTH, key_problems, map_problem
from builder.expr.values import Value, ddb_to_state
from tests.expr.test_loader_reuse import DDB

SCHEMAS = st.sampled_from(
    (
        (("pk", "S"),),
        (("pk", "N"),),
        (("pk", "S"), ("sk", "N")),
        (("pk", "B"), ("sk", "S")),
        (("pk", "N"), ("sk", "B")),
    )
)
EDGE_TEXT = st.sampled_from(
    ("", "a", " 1 ", "1", "AQID", "x" * SURELY_SHORT_KEY, "é" * SURELY_SHORT_KEY, "x" * (SURELY_SHORT_KEY + 1))
)
KEY_VALUE = st.one_of(
    st.builds(lambda t, x: {t: x}, st.sampled_from("SNB"), st.one_of(EDGE_TEXT, st.text(max_size=3))),
    st.builds(lambda t, x: {t: x}, st.sampled_from("SNB"), st.sampled_from((1, True, None, "x" * 700, "é" * 600))),
    st.sampled_from(({}, {"S": "a", "N": "1"}, None, "a", ["a"], {"SS": ["a"]}, {"L": []})),
    DDB,
)
ATTRS = st.dictionaries(st.sampled_from(("pk", "sk", "x", "")), KEY_VALUE, max_size=4)


def _general(fn):
    """``fn()`` with the shortcut off: the general walk alone."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(KeySchema, "plainly_fits", lambda self, attrs, kind="key": False)
        return fn()


@settings(max_examples=600, deadline=None)
@given(SCHEMAS, ATTRS, st.sampled_from(("key", "item", "start")))
def test_a_key_plainly_fitting_has_no_problem_the_walk_finds(pairs, attrs, kind):
    schema = KeySchema.from_pairs(list(pairs))
    fast = schema.attribute_problems(attrs, "Key", "Key", kind)
    general = _general(lambda: schema.attribute_problems(attrs, "Key", "Key", kind))
    assert fast == general
    if schema.plainly_fits(attrs, kind):
        assert general == []


@settings(max_examples=600, deadline=None)
@given(SCHEMAS, ATTRS, st.sampled_from(("Key", "Item", "ExclusiveStartKey")))
def test_key_problems_with_the_shortcut_are_the_walks(pairs, attrs, field):
    schema = KeySchema.from_pairs(list(pairs))
    general = _general(lambda: key_problems(schema, attrs, field))
    assert key_problems(schema, attrs, field) == general


def test_the_shortcut_takes_the_common_key_and_leaves_the_edges():
    schema = KeySchema.from_pairs([("pk", "S"), ("sk", "N")])
    assert schema.plainly_fits({"pk": {"S": "a"}, "sk": {"N": "1"}})
    assert schema.plainly_fits({"pk": {"S": "a"}, "sk": {"N": "1"}, "x": {"S": ""}}, "item")
    assert not schema.plainly_fits({"pk": {"S": "a"}, "sk": {"N": "1"}, "x": {"S": ""}})
    assert not schema.plainly_fits({"pk": {"S": ""}, "sk": {"N": "1"}})
    assert not schema.plainly_fits({"pk": {"S": "x" * (SURELY_SHORT_KEY + 1)}, "sk": {"N": "1"}})
    assert not schema.plainly_fits({"pk": {"N": "1"}, "sk": {"N": "1"}})


TOKEN = st.one_of(
    st.sampled_from(("#a", ":a", "#", ":", "", "a", "#a b", ":x_1", "#" + "a" * (MAX_PLACEHOLDER_LENGTH - 1))),
    st.sampled_from(("#" + "a" * MAX_PLACEHOLDER_LENGTH, ":" + "a" * MAX_PLACEHOLDER_LENGTH)),
    st.text(alphabet="#:ab_ é", max_size=4),
)
NAME = st.one_of(
    st.sampled_from(("a", "", "x" * (MAX_NAME_BYTES // 4), "é" * (MAX_NAME_BYTES // 2 + 1), None, 5, True, 1.5)),
    st.text(max_size=3),
)


def _walk_all(fn):
    """``fn()`` with both of map_problem's shortcuts off: every key and name walked."""
    with pytest.MonkeyPatch.context() as m:
        m.setattr(validate, "MAX_PLACEHOLDER_LENGTH", -1)  # no key is short enough for the shortcut
        m.setattr(validate, "_SURELY_SHORT_NAME", -1)  # no name is short enough for the shortcut
        # the walk's own limit, as it reads it
        m.setattr(validate, "_map_key_problem", _keys_walked(validate._map_key_problem))
        return fn()


def _keys_walked(walk):
    def with_the_limit(field, m, is_key, base):
        validate.MAX_PLACEHOLDER_LENGTH = MAX_PLACEHOLDER_LENGTH
        try:
            return walk(field, m, is_key, base)
        finally:
            validate.MAX_PLACEHOLDER_LENGTH = -1

    return with_the_limit


@settings(max_examples=800, deadline=None)
@given(
    st.sampled_from(("UpdateItem", "PutItem", "GetItem", "Query")),
    st.one_of(st.none(), st.dictionaries(TOKEN, NAME, max_size=3)),
    st.one_of(st.none(), st.dictionaries(TOKEN, st.one_of(DDB, st.none()), max_size=3)),
)
def test_map_problem_with_its_shortcuts_is_the_walks(op, names, values):
    params = {
        "UpdateExpression": "SET a = :a",
        "ConditionExpression": "a = :a",
        "ProjectionExpression": "a",
        "KeyConditionExpression": "a = :a",
    }
    if names is not None:
        params["ExpressionAttributeNames"] = names
    if values is not None:
        params["ExpressionAttributeValues"] = values
    general = _walk_all(lambda: map_problem(op, params))
    assert map_problem(op, params) == general


def _nested(depth: int, kind: str) -> dict:
    value: dict = {"S": "x"}
    for _ in range(depth):
        value = {"L": [value]} if kind == "L" else {"M": {"k": value}}
    return value


ATTRIBUTE = st.one_of(
    DDB,
    st.builds(_nested, st.integers(MAX_DOCUMENT_LEVELS - 2, MAX_DOCUMENT_LEVELS + 1), st.sampled_from("LM")),
    st.sampled_from((None, 5, "LM", "S", ["L"], [{"L": []}], [], {}, {"L": 1}, {"S": "a", "M": {}}, {"X": 1})),
)


@settings(max_examples=600, deadline=None)
@given(st.dictionaries(st.sampled_from(("a", "b", "c", "")), ATTRIBUTE, max_size=4))
def test_items_too_deep_is_the_first_attribute_the_walk_finds_too_deep(attributes):
    walked = next((n for n, v in attributes.items() if document_levels(v, "ddb") > MAX_DOCUMENT_LEVELS), None)
    assert items_too_deep(attributes) == walked


def test_the_prebuilt_plans_cover_every_operation_and_the_maps_checked_before():
    """Each operation has its prebuilt plans (test_check_needs holds each to
    _steps of its checks), and maps_checked_before says whether its checks
    before the expressions hold the placeholder maps' own and their lone ones."""
    for op, checks in validate.BEFORE.items():
        assert validate.maps_checked_before(op) == ("maps" in checks and "maps_alone" in checks)
    assert set(validate._BEFORE_STEPS) == set(validate._FROM_LEGACY_STEPS) == set(validate.BEFORE)
    assert set(validate._BEFORE_LEGACY_STEPS) == set(validate.BEFORE)
    assert set(validate._AFTER_STEPS) == set(validate.AFTER)


def test_read_params_finds_each_operations_known_parameters_as_their_set():
    for op, names in validate.KNOWN_PARAMETERS.items():
        kept = validate._KNOWN_SETS[id(names)]
        assert kept[0] is names and kept[1] == frozenset(names), op
    params = {"TableName": "t", "Limit": "2", "Other": 1}
    assert validate.read_params(params, ("TableName", "Limit")) == {"TableName": "t", "Limit": 2}  # another tuple


TOP_LEVEL = st.one_of(
    st.builds(lambda t, x: {t: x}, st.sampled_from(("S", "N", "B")), st.one_of(EDGE_TEXT, st.text(max_size=4))),
    st.builds(lambda x: {"S": x}, st.sampled_from((" a ", "\t", " 1 ", "日本", "\ud800", ""))),
    st.builds(lambda x: {"N": x}, st.sampled_from((" 1", "1 ", "1.50", "-0", "1e3", "x"))),
    st.sampled_from(({"S": 1}, {"S": None}, {"S": "a", "N": "1"}, {"BOOL": True}, {"NULL": True}, {})),
)


@settings(max_examples=500, deadline=None)
@given(TOP_LEVEL)
def test_a_top_level_value_read_once_is_the_general_ways(raw):
    """request_value's shortcuts (text, and what _read gives as it is) within
    values_read_once give the Value, or the problem, the general way gives."""

    def outcome(read):
        try:
            return ("value", repr(read().ddb))
        except Exception as e:
            return ("error", type(e).__name__, str(e), getattr(e, "dynamodb", None))

    general = outcome(lambda: Value.from_ddb(validate.read_value(raw)))
    with validate.values_read_once():
        assert outcome(lambda: validate.request_value(raw)) == general


def test_key_pairs_are_the_pairs_as_a_tuple():
    for pairs in ([("pk", "S")], [("pk", "S"), ("sk", "N")], [("sk", "B"), ("pk", "N")]):
        schema = KeySchema.from_pairs(pairs)
        assert schema.key_pairs == tuple(schema.pairs()) and schema.key_pairs is schema.key_pairs


def _levels(v) -> int:
    """How deeply DynamoDB JSON nests, by recursion (the walk's reference)."""
    if isinstance(v, dict) and len(v) == 1:
        ((t, x),) = v.items()
        if t == "L" and isinstance(x, list):
            return 1 + max([_levels(m) for m in x], default=1)
        if t == "M" and isinstance(x, dict):
            return 1 + max([_levels(m) for m in x.values()], default=1)
    return 1


ODD_MEMBER = st.sampled_from((1, None, "LM", "L", b"L", ["L"], [{"L": []}], {"S": "a", "L": []}, {"L": 1}, {}))
DOCUMENT = st.recursive(
    st.one_of(DDB, ODD_MEMBER),
    lambda inner: st.one_of(
        st.builds(lambda x: {"L": x}, st.lists(inner, max_size=3)),
        st.builds(lambda x: {"M": x}, st.dictionaries(st.sampled_from("abc"), inner, max_size=3)),
    ),
    max_leaves=12,
)


@settings(max_examples=800, deadline=None)
@given(st.one_of(DOCUMENT, ATTRIBUTE), st.sampled_from((None, 1, 2, 3, MAX_DOCUMENT_LEVELS)))
def test_a_documents_levels_are_its_depth_counted_by_recursion(value, stop_above):
    """document_levels of DynamoDB JSON (its walk pushes only the members that
    may nest further) is the depth counted by recursion, or stop_above + 1
    once that is passed."""
    depth = _levels(value)
    want = depth if stop_above is None or depth <= stop_above else stop_above + 1
    assert document_levels(value, "ddb", stop_above) == want


def _state_levels(v) -> int:
    """How deeply a builder state value nests, by recursion (the walk's reference)."""
    if isinstance(v, dict):
        t, x = v.get("type"), v.get("value")
        if t == "L" and isinstance(x, list):
            return 1 + max([_state_levels(m) for m in x], default=1)
        if t == "M" and isinstance(x, dict):
            return 1 + max([_state_levels(m) for m in x.values()], default=1)
    return 1


def _as_state(ddb):
    try:
        return ddb_to_state(ddb)
    except ExprError:
        return ddb  # (malformed: a member as it is)


ODD_STATE_MEMBER = st.sampled_from(
    (1, None, "L", ["L"], {"type": ["L"]}, {"type": "L"}, {"type": "M", "value": []}, {"value": []}, {}, {"type": 1})
)
STATE_DOCUMENT = st.recursive(
    st.one_of(DDB.map(_as_state), ODD_STATE_MEMBER),
    lambda inner: st.one_of(
        st.builds(lambda x: {"type": "L", "value": x}, st.lists(inner, max_size=3)),
        st.builds(lambda x: {"type": "M", "value": x}, st.dictionaries(st.sampled_from("abc"), inner, max_size=3)),
    ),
    max_leaves=12,
)


@settings(max_examples=800, deadline=None)
@given(STATE_DOCUMENT, st.sampled_from((None, 1, 2, 3, MAX_DOCUMENT_LEVELS)))
def test_a_state_values_levels_are_its_depth_counted_by_recursion(value, stop_above):
    """document_levels of a builder state value (its walk pushes only the
    members typed L or M, found in C) is the depth counted by recursion, or
    stop_above + 1 once that is passed."""
    depth = _state_levels(value)
    want = depth if stop_above is None or depth <= stop_above else stop_above + 1
    assert document_levels(value, "state", stop_above) == want
