"""Work found once that the general code would do again (issue 13), each
held to the general way:

- :func:`validate.request_value` validates the value :func:`validate.read_value`
  gave without measuring how deeply it nests a second time (``read_value``
  measured it first, and gives nothing deeper);
- :func:`clash.first_clash` answers for the same Path objects in the same
  order once (the parser's paths, then the rules across fields' on its node)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import clash, validate
from builder.expr.errors import ExprError
from builder.expr.limits import MAX_DOCUMENT_LEVELS
from builder.expr.paths import Path
from builder.expr.values import NumberText, Value
from tests.expr.test_loader_reuse import DDB


def _outcome(read):
    try:
        v = read()
    except ExprError as e:
        return ("error", e.message, e.location, e.dynamodb)
    return ("value", repr(v.ddb))


def _nested(depth: int, inner: dict, kinds: list) -> dict:
    value = inner
    for i in range(depth):
        value = {"L": [value]} if kinds[i % len(kinds)] == "L" else {"M": {"k": value}}
    return value


ODD = st.sampled_from(({}, {"X": "1"}, {"S": "a", "N": "1"}, {"S": 1}, {"N": " 1"}, {"NULL": False}, None, 5, "s"))
DEEP = st.builds(
    _nested,
    st.integers(MAX_DOCUMENT_LEVELS - 3, MAX_DOCUMENT_LEVELS + 2),
    st.one_of(DDB, ODD),
    st.lists(st.sampled_from("LM"), min_size=1, max_size=3),
)


@settings(max_examples=400, deadline=None)
@given(st.one_of(DDB, ODD, DEEP, st.lists(DDB, max_size=2)))
def test_a_value_read_is_validated_as_the_general_way_validates_it(raw):
    """Value, or problem (words, location, DynamoDB's words), as Value.from_ddb
    measuring again gives it, within values_read_once or not."""
    general = _outcome(lambda: Value.from_ddb(validate.read_value(raw)))
    assert _outcome(lambda: validate.request_value(raw)) == general
    with validate.values_read_once():
        assert _outcome(lambda: validate.request_value(raw)) == general
        assert _outcome(lambda: validate.request_value(raw)) == general  # kept, or refused again


SEGMENT = st.one_of(st.sampled_from(("a", "b")), st.integers(0, 1))
NAME = st.sampled_from(("a", "b", "c"))
PATHS = st.lists(st.builds(lambda top, rest: Path((top, *rest)), NAME, st.lists(SEGMENT, max_size=2)), max_size=6)


@settings(max_examples=400, deadline=None)
@given(PATHS, st.randoms(use_true_random=False))
def test_a_clash_found_once_is_the_clash_found_anew(paths, rnd):
    """The same paths (the very objects) asked again, in another order, or as
    equal paths made anew: each time the clash finding it anew gives."""
    for asked in (paths, list(paths), rnd.sample(paths, len(paths)), [Path(p.segments) for p in paths], paths):
        assert clash.first_clash(asked) == (clash._first_clash(asked) if len(asked) > 1 else None)


def test_a_clash_is_asked_of_the_parser_and_the_rules_across_fields_and_found_once():
    from builder.expr.crosscheck import cross_field_problems
    from builder.expr.parse import Context, parse_expression

    update = parse_expression("UpdateExpression", "SET a = :v, b.c = :v REMOVE d", Context({}, {":v": {"N": "1"}}))
    targets = [a.path for a in update.actions]
    key = tuple(map(id, targets))
    assert clash._ASKED[key][0] == tuple(targets)  # the parser's answer, kept
    assert cross_field_problems({"operation": "UpdateItem", "update": update}) == []
    assert clash._ASKED[key][0] == tuple(targets)


@pytest.mark.parametrize("operation", ["PutItem", "UpdateItem", "DeleteItem", "Query", "Scan", "GetItem"])
@pytest.mark.parametrize(
    "params",
    [
        {},
        {"ConditionalOperator": "AND"},
        {"ConditionalOperator": ""},
        {"ConditionalOperator": None, "Expected": {"a": {"Exists": False}}},
        {"ConditionalOperator": "OR", "Expected": {"a": {"Exists": False}}},
        {"ConditionalOperator": "OR", "Expected": {"a": {"Exists": False}, "b": {"Exists": False}}},
        {"ConditionalOperator": "OR", "QueryFilter": {"a": {}}, "ScanFilter": {"a": {}, "b": {}}},
        {"Expected": {"a": {"Exists": False}}},
    ],
)
def test_a_conditional_operator_is_a_problem_where_its_message_says(operation, params):
    """conditional_operator_problem answers a request without a
    ConditionalOperator at once: where legacy.conditional_operator_message has words, and only there."""
    from builder.expr.legacy import conditional_operator_message

    problem = validate.conditional_operator_problem(operation, params)
    words = conditional_operator_message(operation, params)
    assert (problem.dynamodb if problem is not None else None) == words


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(("a", "b", "c")), st.one_of(DDB, ODD, DEEP), max_size=3))
def test_attributes_too_deep_are_found_as_document_levels_measures_them(attributes):
    """limits.items_too_deep answers a scalar or a set without measuring it:
    the first attribute deeper than DynamoDB's levels, as document_levels finds it."""
    from builder.expr.limits import document_levels, items_too_deep

    deep = [name for name, v in attributes.items() if document_levels(v, "ddb") > MAX_DOCUMENT_LEVELS]
    assert items_too_deep(attributes) == (deep[0] if deep else None)


def test_a_key_schemas_names_and_pairs_are_its_keys_each_time_and_leave_it_as_it_was():
    from builder.expr.keys import KeySchema

    schema = KeySchema.from_pairs([("pk", "S"), ("sk", "N")])
    fresh = KeySchema.from_pairs([("pk", "S"), ("sk", "N")])
    names, pairs = schema.key_names, schema.pairs()
    assert names == [k.name for k in schema.key] == ["pk", "sk"]
    assert pairs == [(k.name, k.type) for k in schema.key] == [("pk", "S"), ("sk", "N")]
    names.append("x")
    pairs.clear()  # a caller's list: the schema's own are not changed
    assert schema.key_names == ["pk", "sk"] and schema.pairs() == [("pk", "S"), ("sk", "N")]
    assert schema == fresh and repr(schema) == repr(fresh) and hash(schema.key) == hash(fresh.key)
    assert KeySchema.from_pairs([("pk", "S")]).pairs() == [("pk", "S")]


def _clean_the_general_way(raw):
    """placeholders.clean_placeholder_name as it reads a text each time."""
    from builder.expr.placeholders import MAX_CHOSEN, placeholder_text

    if not isinstance(raw, str):
        raise ExprError("placeholder name must be text")
    name = raw[1:] if raw[:1] == ":" else raw
    if not placeholder_text(name):
        raise ExprError(f"placeholder {raw!r} is not valid: use letters, digits and _ after the colon (like :one)")
    if len(name) > MAX_CHOSEN:
        raise ExprError(f"placeholder names are at most {MAX_CHOSEN} characters, got {len(name)}")
    return name


def _cleaned(clean, raw):
    try:
        return ("name", clean(raw))
    except ExprError as e:
        return ("error", e.message)


PLACEHOLDER_TEXT = st.one_of(
    st.text(alphabet=st.sampled_from(":ab_1 é#"), max_size=6),
    st.sampled_from((":v0", "v0", ":", "", "::a", ":" + "a" * 64, ":" + "a" * 65, "a" * 65)),
    st.sampled_from((None, 5, [":a"], ("a",))),
    st.builds(NumberText, st.sampled_from(("1", ":a", "a"))),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(PLACEHOLDER_TEXT, max_size=6))
def test_a_placeholder_cleaned_once_is_cleaned_as_the_general_way_cleans_it(texts):
    """Asked again and again (kept or not), the name or the problem the general way gives."""
    from builder.expr.placeholders import clean_placeholder_name

    for raw in texts + texts:
        assert _cleaned(clean_placeholder_name, raw) == _cleaned(_clean_the_general_way, raw), raw
