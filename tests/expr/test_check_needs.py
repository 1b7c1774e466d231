"""The checks around the expressions skip work where a cheap test proves the
skipped part finds nothing (issue 13); each shortcut held here to the way it skips:

- a plan's step skips a check whose parameter (:data:`validate._NEEDS`) the
  request does not give: the check finds nothing in such a request;
- :func:`validate.legacy_problem` answers a request without any of the
  operation's legacy parameters without :func:`legacy.mixed_legacy`'s call;
- :func:`validate._values_read` reads an Item's, a Key's or a placeholder
  map's values with request_value's own first answers inlined: the same
  problem, and the same Values kept for the readers after it;
- ``_check_key`` and ``_check_tx_keys`` answer a plainly fitting key without
  key_problems' call;
- :func:`validate.after_load` lends the loader the schema's own dict of key
  types, not a copy: the loader leaves it as it was."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import validate
from builder.expr.errors import ExprError
from builder.expr.keys import KeySchema
from builder.expr.values import Value
from tests.expr.test_loader_reuse import DDB

OPERATIONS = ("GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan", "TransactWriteItems")
NAMES = sorted({name for names in validate.KNOWN_PARAMETERS.values() for name in names} | {"TransactItems", "Other"})
ODD = st.sampled_from((None, "", {}, [], "x", 0, -1, "0", True, "ALL_NEW", "COUNT", "AND", "idx", {"S": ""}))
KEY = st.dictionaries(st.sampled_from(("pk", "sk", "x")), st.one_of(DDB, ODD), max_size=3)
ENTRY = st.one_of(
    ODD,
    KEY,
    st.sampled_from(({"#n": "a"}, {":v": {"S": "a"}}, {"a": {"ComparisonOperator": "EQ"}}, {"a": {}, "b": {}})),
    st.lists(st.dictionaries(st.sampled_from(("Put", "Update", "Delete")), st.just({"Key": {}}), max_size=1)),
)
PARAMS = st.dictionaries(st.sampled_from(NAMES), ENTRY, max_size=8)
SCHEMAS = st.sampled_from((None, KeySchema.from_pairs([("pk", "S")]), KeySchema.from_pairs([("pk", "S"), ("sk", "N")])))


def _outcome(fn):
    try:
        return ("answer", repr(fn()))
    except Exception as e:  # a check's exception is an outcome to compare
        return ("raised", type(e).__name__, str(e))


@settings(max_examples=1500, deadline=None)
@given(st.sampled_from(OPERATIONS), PARAMS, SCHEMAS)
def test_a_check_skipped_for_want_of_its_parameter_finds_nothing_without_it(op, params, schema):
    for phase in (validate.BEFORE, validate.AFTER):
        for check in phase.get(op, ()):
            needs = validate._NEEDS.get(check)
            if needs is None:
                continue
            without = {k: v for k, v in params.items() if k != needs}
            ((fn, arg, whole),) = validate._plan((check,))
            found = fn(op, without, schema, arg) if whole else fn(op, without)
            assert found is None, (op, check, without, found)


def test_the_steps_run_are_the_plans_with_each_checks_parameter():
    for checks in [*validate.BEFORE.values(), *validate.AFTER.values()]:
        steps = validate._steps(checks)
        assert [step[:3] for step in steps] == list(validate._plan(checks))
        assert [step[3] for step in steps] == [validate._NEEDS.get(c) for c in checks]
    for op, checks in validate.BEFORE.items():
        cut = checks.index("legacy") if "legacy" in checks else None
        assert validate._BEFORE_STEPS[op] == validate._steps(checks)
        assert validate._FROM_LEGACY_STEPS[op] == validate._steps(checks[cut:] if cut is not None else checks)
        assert validate._BEFORE_LEGACY_STEPS[op] == validate._steps(checks[:cut] if cut is not None else ())
    for op, checks in validate.AFTER.items():
        assert validate._AFTER_STEPS[op] == validate._steps(checks)
    assert set(validate._NEEDS) <= {
        c for checks in [*validate.BEFORE.values(), *validate.AFTER.values()] for c in checks
    }


def test_a_step_is_skipped_only_when_its_parameter_is_absent():
    """ReturnValues given as null is looked at (the check finds nothing in it); an unknown one is refused."""
    assert validate.before_legacy("UpdateItem", {"TableName": "tab", "ReturnValues": None}) is None
    problem = validate.before_legacy("UpdateItem", {"TableName": "tab", "ReturnValues": "SOME"})
    assert problem is not None and problem.location == "ReturnValues"
    assert validate.after_expressions("UpdateItem", {"ReturnValuesOnConditionCheckFailure": "X"})[0].location == (
        "ReturnValuesOnConditionCheckFailure"
    )


class _Intersecting:
    def isdisjoint(self, other) -> bool:
        return False


class _NoSets:
    def get(self, op, default=None):
        return _Intersecting()


@settings(max_examples=800, deadline=None)
@given(st.sampled_from(OPERATIONS), PARAMS)
def test_legacy_problem_without_its_shortcut_finds_the_same(op, params):
    shortcut = _outcome(lambda: validate.legacy_problem(op, params))
    with pytest.MonkeyPatch.context() as m:
        m.setattr(validate, "LEGACY_SETS", _NoSets())  # no request is found without legacy parameters
        assert _outcome(lambda: validate.legacy_problem(op, params)) == shortcut


VALUE = st.one_of(
    DDB,
    ODD,
    st.builds(lambda x: {"S": x}, st.sampled_from(("", " a ", "\ud800", "x" * 300))),
    st.sampled_from(({"S": 1}, {"S": "a", "N": "1"}, {"N": " 1"}, {"NULL": False}, {"X": "1"})),
)
MAP = st.dictionaries(st.sampled_from(("a", "b", ":v", ":w", "")), VALUE, max_size=4)


def _general_problem(attrs: dict):
    """(key, None) for the first null, (key, its ExprError's words) for the first value refused, else None."""
    for key, raw in attrs.items():
        if raw is None:
            return key, None
        try:
            Value.from_ddb(validate.read_value(raw))
        except ExprError as e:
            return key, (e.message, e.location, e.dynamodb)
    return None


@settings(max_examples=800, deadline=None)
@given(MAP, st.booleans())
def test_values_read_finds_the_problem_and_keeps_the_values_request_value_gives(attrs, shared):
    raws = list(attrs.values())
    if shared and raws:  # one object under two keys: read once
        attrs = {**attrs, "again": raws[0]}
    with validate.values_read_once():
        failed = validate._values_read(attrs)
        got = (
            None
            if failed is None
            else (failed[0], failed[1] and (failed[1].message, failed[1].location, failed[1].dynamodb))
        )
        assert got == _general_problem(attrs)
        read = list(attrs.items()) if failed is None else list(attrs.items())[: list(attrs).index(failed[0])]
        for _, raw in read:  # each value read before the failure: the Value the general way gives, kept
            kept = validate._READ.current().by_id[id(raw)]
            assert kept[0] is raw and validate.request_value(raw) is kept[1]
            assert kept[1].ddb == Value.from_ddb(validate.read_value(raw)).ddb
    outside = validate._values_read(attrs)  # outside a block: request_value's own way, the same problem
    assert (None if outside is None else (outside[0], outside[1] and outside[1].message)) == (
        None if got is None else (got[0], got[1] and got[1][0])
    )


@settings(max_examples=600, deadline=None)
@given(SCHEMAS, KEY, st.sampled_from(("Key", "Item", "ExclusiveStartKey")))
def test_check_key_with_its_shortcut_is_key_problems_first(schema, attrs, field):
    with pytest.MonkeyPatch.context() as m:
        m.setattr(KeySchema, "plainly_fits", lambda self, attrs, kind="key": False)
        problems = validate.key_problems(schema, attrs, field)
    assert _outcome(lambda: validate._check_key("PutItem", {field: attrs}, schema, field)) == _outcome(
        lambda: problems[0] if problems else None
    )


def test_after_load_lends_the_loader_the_schemas_own_key_types_and_gets_them_back_as_they_were():
    """after_load passes the schema's own dict of key types (no copy): the loader reads it, never changes it."""
    from builder.expr.simulate import Table, simulate_on

    spec = {
        "TableName": "tab",
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        "AttributeDefinitions": [
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
    }
    table = Table(spec, [])
    own = table.schema._types
    for key in ({"pk": {"S": "a"}, "sk": {"N": "1"}}, {"pk": {"N": "1"}, "sk": {"S": ""}}, {"x": {"S": "a"}}, {}):
        simulate_on(
            table,
            "UpdateItem",
            {
                "TableName": "tab",
                "Key": key,
                "UpdateExpression": "SET a = :a",
                "ExpressionAttributeValues": {":a": {"S": "v"}},
            },
        )
        simulate_on(
            table,
            "Query",
            {
                "TableName": "tab",
                "KeyConditionExpression": "pk = :p",
                "ExpressionAttributeValues": {":p": {"S": "a"}},
                "ExclusiveStartKey": key,
            },
        )
    assert table.schema._types is own and own == {"pk": "S", "sk": "N"}


# keys that often fit a schema of text pk and number sk, some with another attribute or one missing
NEAR_KEY = st.dictionaries(
    st.sampled_from(("pk", "sk", "x")),
    st.sampled_from(({"S": "a"}, {"N": "1"}, {"S": ""}, {"N": "x"}, {"B": "AQ=="})),
    max_size=3,
)
ACTION = st.builds(
    lambda kind, field, attrs: {kind: {field: attrs, "TableName": "tab"}},
    st.sampled_from(("Put", "Update", "Delete", "ConditionCheck")),
    st.sampled_from(("Item", "Key")),
    st.one_of(KEY, NEAR_KEY),
)


@settings(max_examples=600, deadline=None)
@given(SCHEMAS, st.lists(st.one_of(ACTION, ODD), max_size=4))
def test_a_transactions_keys_with_the_shortcut_are_the_walks(schema, actions):
    params = {"TransactItems": actions}
    with pytest.MonkeyPatch.context() as m:
        m.setattr(KeySchema, "plainly_fits", lambda self, attrs, kind="key": False)
        general = _outcome(lambda: validate._check_tx_keys("TransactWriteItems", params, schema, ""))
    assert _outcome(lambda: validate._check_tx_keys("TransactWriteItems", params, schema, "")) == general
