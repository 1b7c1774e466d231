"""Requests too big for the corpus file (items near DynamoDB's 400 KB limit),
built here and answered by DynamoDB Local and the simulator, which must agree
exactly. Marked integration: DynamoDB Local is started for them."""

from __future__ import annotations

import pytest

from builder.expr.items import item_size
from builder.expr.limits import MAX_ITEM_BYTES
from builder.expr.simdoc import simulate_document
from tests.differential.compare import canonical
from tests.differential.generate import TABLE_NAMES, TABLES, Recorder, key, rich_item

pytestmark = pytest.mark.integration

T = TABLE_NAMES["SS"]


def padded(extra: dict, total: int) -> dict:
    """An item with ``extra`` attributes and a string ``pad`` making it ``total`` bytes."""
    item = {**key("P#1"), **extra, "pad": {"S": ""}}
    item["pad"]["S"] = "x" * (total - item_size(item))
    assert item_size(item) == total
    return item


def cases() -> list[tuple[str, list, str, dict]]:
    numbers = {
        "l": {"L": [{"N": n} for n in ("1.2", "-7", "123.45", "0.001", "1" * 38, "-" + "9" * 38) for _ in range(80)]}
    }
    out = []
    for extra in ({}, numbers):  # a number's size is its DynamoDB encoding, to the byte
        for total in (MAX_ITEM_BYTES, MAX_ITEM_BYTES + 1):
            out.append((f"put {len(extra)} {total}", [], "PutItem", {"TableName": T, "Item": padded(extra, total)}))
    big = padded({}, MAX_ITEM_BYTES + 1)
    out.append(
        ("put too big with a bad number", [], "PutItem", {"TableName": T, "Item": {**big, "n": {"N": "1E+200"}}})
    )
    out.append(
        (
            "put too big with a failing condition",
            [],
            "PutItem",
            {"TableName": T, "Item": big, "ConditionExpression": "attribute_exists(PK)"},
        )
    )
    half = padded({}, 300 * 1024)
    grow = {"UpdateExpression": "SET c = :v", "ExpressionAttributeValues": {":v": {"S": "y" * (120 * 1024)}}}
    out.append(("update over the limit", [half], "UpdateItem", {"TableName": T, "Key": key("P#1"), **grow}))
    out.append(
        (
            "update within the limit",
            [half],
            "UpdateItem",
            {
                "TableName": T,
                "Key": key("P#1"),
                "UpdateExpression": "SET c = :v",
                "ExpressionAttributeValues": {":v": {"S": "y" * 1024}},
                "ReturnValues": "UPDATED_NEW",
            },
        )
    )
    check = {
        "ConditionCheck": {"TableName": T, "Key": key("P#1", "S#9"), "ConditionExpression": "attribute_exists(PK)"}
    }
    out.append(
        (
            "transaction update over the limit",
            [half],
            "TransactWriteItems",
            {"TransactItems": [{"Update": {"TableName": T, "Key": key("P#1"), **grow}}]},
        )
    )
    out.append(
        (
            "transaction update over the limit and a failed check",
            [half],
            "TransactWriteItems",
            {"TransactItems": [check, {"Update": {"TableName": T, "Key": key("P#1"), **grow}}]},
        )
    )
    out.append(
        (
            "transaction put over the limit",
            [rich_item("P#1", "S#2")],
            "TransactWriteItems",
            {"TransactItems": [check, {"Put": {"TableName": T, "Item": big}}]},
        )
    )
    return out


@pytest.fixture(scope="module")
def recorder(ddb_client):
    return Recorder(ddb_client)


@pytest.mark.parametrize("name, before, operation, request_params", cases(), ids=[c[0] for c in cases()])
def test_simulator_agrees_near_the_item_size_limit(recorder, name, before, operation, request_params):
    case = {"table": TABLES["SS"], "before": before, "operation": operation, "request": request_params}
    expected = recorder.record(case)
    got = simulate_document(case)
    assert canonical(got) == canonical(expected), name
