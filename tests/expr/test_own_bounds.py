"""The builder's own bounds are InputErrors, not DynamoDB's ValidationException.

DynamoDB takes a condition nested 200 NOTs deep, a value of 33 nested
if_not_exists and an expression whose paths write out past 500,000
characters; the builder refuses them (limits.py, "The builder's own
bounds"). The checker's finding and the simulator's answer say so with the
code InputError and the builder's words, never as DynamoDB's refusal; a
limit DynamoDB has (300 operators) stays a ValidationException in its words.
Every message limits.own_bound takes for one is made by the code below, and
no message DynamoDB Local gave in a recorded case is taken for one."""

from __future__ import annotations

import pytest

from builder.expr import limits
from builder.expr.check import check_request, check_state
from builder.expr.simulate import simulate
from tests.differential.expected import recorded_cases
from tests.expr.helpers import KEY, state

SPEC = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
}
DELETE = {"TableName": "Tbl", "Key": {"PK": {"S": "k"}}}


def _nots(n: int) -> dict:
    return {**DELETE, "ConditionExpression": "NOT " * n + "attribute_exists(a)"}


def _functions(n: int) -> dict:
    value = ":v"
    for i in range(n):
        value = f"if_not_exists(f{i}, {value})"
    return {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "k"}},
        "UpdateExpression": f"SET a = {value}",
        "ExpressionAttributeValues": {":v": {"N": "1"}},
    }


def _paths_written() -> dict:
    """39 paths of 31 uses of a 65,535-character name (the probe of 2026-12-06)."""
    path = ".".join(["#a"] * 31)
    return {
        **DELETE,
        "UpdateExpression": "SET " + ", ".join(f"{path}[{i}] = :v" for i in range(39)),
        "ExpressionAttributeNames": {"#a": "n" * 65_535},
        "ExpressionAttributeValues": {":v": {"N": "1"}},
    }


OWN = {
    "conditions": ("DeleteItem", _nots(200), limits.CONDITION_DEPTH_WORDS),
    "functions": ("UpdateItem", _functions(33), limits.FUNCTION_DEPTH_WORDS),
    "paths written": ("UpdateItem", _paths_written(), limits.PATHS_WRITTEN_WORDS),
}


@pytest.mark.parametrize("bound", sorted(OWN))
def test_a_request_past_a_builder_bound_is_an_input_error(bound):
    operation, request, words = OWN[bound]
    (finding,) = [f for f in check_request(operation, request) if f.is_error]
    assert finding.code == "InputError", finding
    assert finding.message.startswith(words)
    assert finding.dynamodb_message is None  # DynamoDB has no words for it: it takes the request
    assert finding.line().startswith("ERROR InputError ")


@pytest.mark.parametrize("bound", ["conditions", "functions"])
def test_the_simulator_answers_a_builder_bound_as_its_own_input_error(bound):
    operation, request, words = OWN[bound]
    result = simulate(SPEC, [], operation, request)
    assert (result.ok, result.error_code) == (False, "InputError")
    assert result.message.startswith(words)


def test_a_limit_dynamodb_has_stays_its_validation_exception():
    request = {**DELETE, "ConditionExpression": " AND ".join(["attribute_exists(a)"] * 302)}  # 301 operators
    (finding,) = [f for f in check_request("DeleteItem", request) if f.is_error]
    assert finding.code == "ValidationException"
    assert simulate(SPEC, [], "DeleteItem", request).error_code == "ValidationException"


def _nested_state(groups: int) -> dict:
    cond = {"op": "attribute_exists", "path": "a"}
    for _ in range(groups):
        cond = {"op": "not", "condition": cond}
    return state(operation="DeleteItem", key=KEY, condition=cond)


def _functions_state(depth: int) -> dict:
    value = {"type": "N", "value": "1"}
    for i in range(depth):
        value = {"if_not_exists": [f"f{i}", value]}
    return state(operation="UpdateItem", key=KEY, update=[{"action": "SET", "path": "a", "value": value}])


def _text_state(entries: int) -> dict:
    values = {f":v{i}": {"type": "N", "value": "1"} for i in range(entries)}
    expression = "SET " + ", ".join(f"a{i} = :v{i}" for i in range(entries))  # every value used
    return state(operation="UpdateItem", key=KEY, text={"update": {"expression": expression, "values": values}})


@pytest.mark.parametrize(
    ("doc", "words"),
    [
        (_nested_state(limits.MAX_CONDITION_DEPTH + 1), limits.STATE_CONDITION_DEPTH_WORDS),
        (_functions_state(limits.MAX_FUNCTION_DEPTH + 1), limits.STATE_FUNCTION_DEPTH_WORDS),
        (_text_state(limits.MAX_TEXT_ENTRIES + 1), limits.TEXT_ENTRIES_WORDS),
    ],
    ids=["conditions", "functions", "text entries"],
)
def test_a_state_past_a_builder_bound_is_an_input_error(doc, words):
    errors = [f for f in check_state(doc) if f.is_error]
    assert errors, "the state was taken"
    assert errors[0].message.startswith(words), errors
    assert errors[0].code == "InputError"


@pytest.mark.parametrize(
    "doc",
    [_nested_state(limits.MAX_CONDITION_DEPTH), _functions_state(limits.MAX_FUNCTION_DEPTH)],
    ids=["conditions", "functions"],
)
def test_a_state_at_a_builder_bound_is_taken(doc):
    assert not [f for f in check_state(doc) if f.is_error]


def test_no_message_dynamodb_gave_is_taken_for_a_builder_bound():
    words = []
    for case in recorded_cases():
        expect = case["expect"]
        words.append(expect.get("message") or "")
        words += [r.get("Message") or "" for r in expect.get("cancellation_reasons") or []]
    assert len(words) > 6000
    assert not [w for w in words if limits.own_bound(w)]
