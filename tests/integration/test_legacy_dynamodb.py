"""Legacy conditional parameters (Expected, QueryFilter, ScanFilter,
KeyConditions, AttributesToGet, AttributeUpdates, ConditionalOperator) read as
expressions (builder/expr/legacy.py): on DynamoDB Local, the legacy request and
its translation give the same verdict and leave the same items, return the
same items; and the simulator, given the legacy request, agrees with DynamoDB
Local on both."""

from __future__ import annotations

import copy
import uuid

import pytest
from botocore.exceptions import ClientError

from builder.expr.errors import ExprError
from builder.expr.legacy import to_expressions
from builder.expr.simdoc import simulate_document
from builder.expr.values import item_to_wire

pytestmark = pytest.mark.integration

TABLE_SPEC = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}
ITEM = {
    "PK": {"S": "k"},
    "SK": {"S": "item#1"},
    "s": {"S": "abc"},
    "n": {"N": "5"},
    "ss": {"SS": ["a", "b"]},
    "l": {"L": [{"S": "a"}]},
}
OTHER = {"PK": {"S": "k"}, "SK": {"S": "item#2"}, "s": {"S": "b"}, "n": {"N": "9"}}
KEY = {"PK": {"S": "k"}, "SK": {"S": "item#1"}}
VALUES = {"S": [{"S": "abc"}, {"S": "b"}], "N": [{"N": "5"}, {"N": "9"}]}
OPERATORS = ["EQ", "NE", "LT", "LE", "GT", "GE", "CONTAINS", "NOT_CONTAINS", "BEGINS_WITH", "IN", "BETWEEN"]


def entry(op: str, t: str) -> dict:
    if op in ("NULL", "NOT_NULL"):
        return {"ComparisonOperator": op}
    if op == "BETWEEN":
        low, high = ({"S": "a"}, {"S": "z"}) if t == "S" else ({"N": "1"}, {"N": "9"})
        return {"ComparisonOperator": op, "AttributeValueList": [low, high]}
    return {"ComparisonOperator": op, "AttributeValueList": VALUES[t][: 2 if op == "IN" else 1]}


CONDITIONS = (
    [
        (f"{op} {a} {t}", {a: entry(op, t)}, None)
        for op in OPERATORS
        for a in ("s", "n", "ss", "l", "gone")
        for t in "SN"
    ]
    + [(f"{op} {a}", {a: entry(op, "S")}, None) for op in ("NULL", "NOT_NULL") for a in ("s", "gone")]
    + [
        ("Value", {"s": {"Value": {"S": "abc"}}}, None),
        ("Value other", {"s": {"Value": {"S": "x"}, "Exists": True}}, None),
        ("Exists false", {"gone": {"Exists": False}}, None),
        ("Exists false present", {"s": {"Exists": False}}, None),
        ("two AND", {"s": entry("EQ", "S"), "n": entry("GT", "N")}, "AND"),
        ("two OR", {"s": entry("EQ", "N"), "n": entry("GT", "N")}, "OR"),
        ("OR with NOT_CONTAINS", {"gone": entry("NOT_CONTAINS", "S"), "n": entry("LT", "N")}, "OR"),
    ]
)

UPDATES = [
    ("PUT", {"s": {"Action": "PUT", "Value": {"S": "new"}}}),
    ("PUT default action", {"fresh": {"Value": {"N": "2"}}}),
    ("ADD number", {"n": {"Action": "ADD", "Value": {"N": "3"}}}),
    ("ADD missing number", {"counter": {"Action": "ADD", "Value": {"N": "1"}}}),
    ("ADD set", {"ss": {"Action": "ADD", "Value": {"SS": ["c"]}}}),
    ("ADD list", {"l": {"Action": "ADD", "Value": {"L": [{"S": "b"}]}}}),
    ("ADD missing list", {"l2": {"Action": "ADD", "Value": {"L": [{"N": "1"}]}}}),
    ("DELETE attribute", {"s": {"Action": "DELETE"}}),
    ("DELETE member", {"ss": {"Action": "DELETE", "Value": {"SS": ["a"]}}}),
    ("several", {"s": {"Action": "DELETE"}, "n": {"Action": "ADD", "Value": {"N": "1"}}, "t": {"Value": {"S": "x"}}}),
]


@pytest.fixture(scope="module")
def table(ddb_client):
    name = f"legacy-{uuid.uuid4().hex[:10]}"
    ddb_client.create_table(TableName=name, BillingMode="PAY_PER_REQUEST", **TABLE_SPEC)
    ddb_client.get_waiter("table_exists").wait(TableName=name, WaiterConfig={"Delay": 1, "MaxAttempts": 30})
    yield name
    ddb_client.delete_table(TableName=name)


def reset(client, table: str) -> None:
    for item in (ITEM, OTHER):
        client.put_item(TableName=table, Item=item_to_wire(item))


def run(client, table: str, operation: str, params: dict):
    """(verdict, what it returned or left): verdict "ok" or the error code."""
    reset(client, table)
    method = {"UpdateItem": "update_item", "DeleteItem": "delete_item", "PutItem": "put_item"}.get(operation)
    try:
        if method:
            getattr(client, method)(**params)
            got = client.get_item(TableName=table, Key=KEY, ConsistentRead=True).get("Item")
        elif operation == "GetItem":
            got = client.get_item(**params).get("Item")
        else:
            response = getattr(client, operation.lower())(**params)
            got = sorted(response["Items"], key=repr)
    except ClientError as e:
        return e.response["Error"]["Code"], None
    return "ok", got


def agree(client, table: str, operation: str, legacy: dict) -> None:
    legacy = {"TableName": table, **legacy}
    want = run(client, table, operation, legacy)
    try:
        translated = to_expressions(operation, copy.deepcopy(legacy))
    except ExprError as e:  # a legacy condition DynamoDB refuses before reading it (legacy._check_value_types)
        assert e.dynamodb and want == ("ValidationException", None), (e.message, want)
    else:
        assert translated != legacy, "nothing was translated"
        assert run(client, table, operation, translated) == want, translated
    simulated = simulate_document(
        {"table": TABLE_SPEC, "before": [ITEM, OTHER], "operation": operation, "request": legacy}
    )
    assert ("ok" if simulated["ok"] else simulated["error_code"].removesuffix("Exception")) == want[0].removesuffix(
        "Exception"
    ), simulated


@pytest.mark.parametrize("name, expected, joiner", CONDITIONS, ids=[c[0] for c in CONDITIONS])
def test_expected_on_a_delete(ddb_client, table, name, expected, joiner):
    legacy = {"Key": KEY, "Expected": expected}
    if joiner:
        legacy["ConditionalOperator"] = joiner
    agree(ddb_client, table, "DeleteItem", legacy)


@pytest.mark.parametrize("name, updates", UPDATES, ids=[u[0] for u in UPDATES])
def test_attribute_updates(ddb_client, table, name, updates):
    agree(ddb_client, table, "UpdateItem", {"Key": KEY, "AttributeUpdates": updates})


@pytest.mark.parametrize("name, expected, joiner", CONDITIONS[::7], ids=[c[0] for c in CONDITIONS[::7]])
def test_scan_filter(ddb_client, table, name, expected, joiner):
    legacy = {"ScanFilter": expected, "AttributesToGet": ["PK", "SK", "s"]}
    if joiner:
        legacy["ConditionalOperator"] = joiner
    agree(ddb_client, table, "Scan", legacy)


@pytest.mark.parametrize(
    "sort",
    [
        {"ComparisonOperator": "BEGINS_WITH", "AttributeValueList": [{"S": "item#"}]},
        {"ComparisonOperator": "BETWEEN", "AttributeValueList": [{"S": "item#2"}, {"S": "item#9"}]},
        {"ComparisonOperator": "LT", "AttributeValueList": [{"S": "item#2"}]},
        None,
    ],
)
def test_key_conditions_and_query_filter(ddb_client, table, sort):
    key_conditions = {"PK": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "k"}]}}
    if sort:
        key_conditions["SK"] = sort
    legacy = {"KeyConditions": key_conditions, "QueryFilter": {"n": entry("GE", "N")}}
    agree(ddb_client, table, "Query", legacy)


def test_attributes_to_get(ddb_client, table):
    agree(ddb_client, table, "GetItem", {"Key": KEY, "AttributesToGet": ["s", "ss", "gone"]})
