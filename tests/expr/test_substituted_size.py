"""The two limits on a request's values, each checked where it belongs when
the simulator reads a request: the maps' check (validate.map_problem: the
values once, 2 MB) lets through a map whose value, used in an expression
several times, passes the expression's limit (parse._check_substituted_size: 1 MB)."""

from __future__ import annotations

from builder.expr.limits import substituted_size_message
from builder.expr.simulate import Table, simulate_on


def _table() -> Table:
    spec = {
        "TableName": "tab",
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
    }
    return Table(spec, [{"pk": {"S": "a"}, "n": {"S": "x"}}])


def test_a_value_used_past_1_mb_is_refused_after_the_maps_check_bounded_it():
    """A value of 300,000 bytes passes the maps' check (2 MB for the values once)
    and, used four times, the expression's check measures it and refuses; used
    three times, within 1 MB, the condition is evaluated."""
    big = "x" * 300_000
    params = {
        "TableName": "tab",
        "Key": {"pk": {"S": "a"}},
        "ConditionExpression": "n IN (:v, :v, :v, :v)",
        "UpdateExpression": "SET m = :s",
        "ExpressionAttributeValues": {":v": {"S": big}, ":s": {"S": "y"}},
    }
    result = simulate_on(_table(), "UpdateItem", params)
    assert not result.ok
    assert result.message == substituted_size_message("ConditionExpression")
    # used three times: 900,000 bytes and the expression's, within the limit: the condition is evaluated
    params["ConditionExpression"] = "n IN (:v, :v, :v)"
    assert simulate_on(_table(), "UpdateItem", params).error_code == "ConditionalCheckFailedException"


def test_a_value_used_again_and_again_is_measured_once(count_calls):
    """150 uses of one map of 15,000 members: measured once, not once a use
    (1.4 s to refuse before)."""
    from builder.expr import parse

    calls = count_calls(parse, "measured_size")
    big = {"M": {f"k{i}": {"S": "x"} for i in range(15_000)}}
    params = {
        "TableName": "tab",
        "Key": {"pk": {"S": "a"}},
        "ConditionExpression": " OR ".join(["n = :b"] * 150),
        "UpdateExpression": "SET m = :s",
        "ExpressionAttributeValues": {":b": big, ":s": {"S": "y"}},
    }
    result = simulate_on(_table(), "UpdateItem", params)
    assert result.message == substituted_size_message("ConditionExpression")
    assert calls[0] <= 2  # :b once for the condition, :s for the update; 151 before
