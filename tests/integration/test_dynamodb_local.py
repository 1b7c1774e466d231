"""DynamoDB Local starts and behaves like DynamoDB for the basics the app relies on."""

import pytest

pytestmark = pytest.mark.integration


def test_endpoint_is_local(dynamodb_local):
    assert dynamodb_local.startswith("http://127.0.0.1:")


def test_make_table_creates_a_unique_table(ddb_client, make_table):
    first = make_table("items")
    second = make_table("items")
    assert first != second
    assert first.startswith("items-")
    # a page holds at most 100 names, and the session's DynamoDB Local holds more tables
    names = [n for page in ddb_client.get_paginator("list_tables").paginate() for n in page["TableNames"]]
    assert {first, second} <= set(names)
    description = ddb_client.describe_table(TableName=first)["Table"]
    assert description["TableStatus"] == "ACTIVE"
    assert description["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"
    assert description["KeySchema"] == [
        {"AttributeName": "PK", "KeyType": "HASH"},
        {"AttributeName": "SK", "KeyType": "RANGE"},
    ]


def test_make_table_with_partition_key_only(ddb_client, make_table):
    table = make_table("counts", key_schema=[("id", "N")])
    description = ddb_client.describe_table(TableName=table)["Table"]
    assert description["KeySchema"] == [{"AttributeName": "id", "KeyType": "HASH"}]
    assert description["AttributeDefinitions"] == [{"AttributeName": "id", "AttributeType": "N"}]


def test_put_get_round_trip(ddb_client, make_table):
    table = make_table()
    item = {
        "PK": {"S": "SONG#1"},
        "SK": {"S": "META"},
        "title": {"S": "Dancing in the Dark"},
        "play_count": {"N": "0"},
        "tags": {"SS": ["rock", "80s"]},
        "meta": {"M": {"a.b": {"BOOL": True}, "list": {"L": [{"N": "1"}, {"NULL": True}]}}},
    }
    ddb_client.put_item(TableName=table, Item=item)
    got = ddb_client.get_item(TableName=table, Key={"PK": {"S": "SONG#1"}, "SK": {"S": "META"}}, ConsistentRead=True)[
        "Item"
    ]
    assert {k: v for k, v in got.items() if k != "tags"} == {k: v for k, v in item.items() if k != "tags"}
    assert sorted(got["tags"]["SS"]) == ["80s", "rock"]


def test_condition_failure_raises_and_changes_nothing(ddb_client, make_table):
    table = make_table()
    key = {"PK": {"S": "SONG#1"}, "SK": {"S": "META"}}
    ddb_client.put_item(TableName=table, Item={**key, "play_count": {"N": "5"}})

    # Exact counter guarded by a condition: the guard is stale, so the write is refused.
    with pytest.raises(ddb_client.exceptions.ConditionalCheckFailedException) as excinfo:
        ddb_client.update_item(
            TableName=table,
            Key=key,
            UpdateExpression="SET #pc = :next",
            ConditionExpression="#pc = :current",
            ExpressionAttributeNames={"#pc": "play_count"},
            ExpressionAttributeValues={":current": {"N": "4"}, ":next": {"N": "5"}},
        )
    assert excinfo.value.response["Error"]["Code"] == "ConditionalCheckFailedException"

    # Creating an item that exists, guarded by attribute_not_exists, is refused too.
    with pytest.raises(ddb_client.exceptions.ConditionalCheckFailedException):
        ddb_client.put_item(
            TableName=table,
            Item={**key, "play_count": {"N": "0"}},
            ConditionExpression="attribute_not_exists(PK)",
        )

    got = ddb_client.get_item(TableName=table, Key=key, ConsistentRead=True)["Item"]
    assert got["play_count"] == {"N": "5"}


def test_atomic_counter_and_guarded_update(ddb_client, make_table):
    table = make_table()
    key = {"PK": {"S": "SONG#2"}, "SK": {"S": "META"}}
    for _ in range(3):
        ddb_client.update_item(
            TableName=table,
            Key=key,
            UpdateExpression="ADD play_count :one",
            ExpressionAttributeValues={":one": {"N": "1"}},
        )
    result = ddb_client.update_item(
        TableName=table,
        Key=key,
        UpdateExpression="SET play_count = :next",
        ConditionExpression="play_count = :current",
        ExpressionAttributeValues={":current": {"N": "3"}, ":next": {"N": "4"}},
        ReturnValues="ALL_NEW",
    )
    assert result["Attributes"]["play_count"] == {"N": "4"}


def test_transaction_is_all_or_nothing(ddb_client, make_table):
    """A reference count: child written with attribute_not_exists(SK), parent bumped in the same
    transaction. Repeating the transaction (a retry, a double click) must not double-count."""
    table = make_table()
    parent = {"PK": {"S": "ALBUM#1"}, "SK": {"S": "META"}}
    child = {"PK": {"S": "ALBUM#1"}, "SK": {"S": "LIKE#alice"}}
    items = [
        {
            "Put": {
                "TableName": table,
                "Item": child,
                "ConditionExpression": "attribute_not_exists(SK)",
            }
        },
        {
            "Update": {
                "TableName": table,
                "Key": parent,
                "UpdateExpression": "SET #t = if_not_exists(#t, :zero) + :one",
                "ExpressionAttributeNames": {"#t": "likeTally"},
                "ExpressionAttributeValues": {":zero": {"N": "0"}, ":one": {"N": "1"}},
            }
        },
    ]
    ddb_client.transact_write_items(TransactItems=items)
    with pytest.raises(ddb_client.exceptions.TransactionCanceledException) as excinfo:
        ddb_client.transact_write_items(TransactItems=items)
    reasons = [r["Code"] for r in excinfo.value.response["CancellationReasons"]]
    assert reasons == ["ConditionalCheckFailed", "None"]
    got = ddb_client.get_item(TableName=table, Key=parent, ConsistentRead=True)["Item"]
    assert got["likeTally"] == {"N": "1"}
