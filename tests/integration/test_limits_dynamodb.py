"""The 4 KB expression limit the core enforces is DynamoDB's own."""

import pytest
from botocore.exceptions import ClientError

from builder.expr import StateError, render
from builder.expr.limits import MAX_EXPRESSION_BYTES


def condition_of_size(target: int) -> str:
    """`attribute_not_exists(a0) OR ...` padded with a name to exactly `target` bytes."""
    base = "attribute_not_exists(SK) OR attribute_not_exists(x"
    return base + "y" * (target - len(base) - 1) + ")"


@pytest.mark.parametrize("size, accepted", [(MAX_EXPRESSION_BYTES, True), (MAX_EXPRESSION_BYTES + 1, False)])
def test_dynamodb_limit_is_4096_bytes(ddb_client, make_table, size, accepted):
    table = make_table("limits")
    expression = condition_of_size(size)
    assert len(expression.encode()) == size
    try:
        ddb_client.put_item(TableName=table, Item={"PK": {"S": "a"}, "SK": {"S": "b"}}, ConditionExpression=expression)
        ok = True
    except ClientError as e:
        assert e.response["Error"]["Code"] == "ValidationException"
        ok = False
    assert ok is accepted


@pytest.mark.parametrize("size, accepted", [(MAX_EXPRESSION_BYTES, True), (MAX_EXPRESSION_BYTES + 1, False)])
def test_core_agrees_at_the_boundary(ddb_client, make_table, size, accepted):
    table = make_table("limits")
    name = "x" * (size - len("attribute_not_exists(SK) OR attribute_not_exists(") - 1)
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": table,
        "item": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "S", "value": "b"}},
        "condition": {
            "op": "or",
            "conditions": [{"op": "attribute_not_exists", "path": "SK"}, {"op": "attribute_not_exists", "path": name}],
        },
    }
    try:
        _, params = render(state)
    except StateError as e:
        assert not accepted, e
        assert e.problems[0].location == "condition"
        return
    assert accepted
    assert len(params["ConditionExpression"].encode()) == size
    ddb_client.put_item(**params)
