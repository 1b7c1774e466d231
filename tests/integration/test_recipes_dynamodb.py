"""The shipped recipes (builder/expr/recipes/*.json) against DynamoDB Local: each
renders, DynamoDB accepts it, and running it has the effect the seed article
promises (counters count, conditions guard retries, transactions cancel whole).

Recipes name the table "Social"; every request here is retargeted to a fresh
table with the same PK/SK string key schema.
"""

from __future__ import annotations

import json

import pytest
from botocore.exceptions import ClientError

from builder.expr import render
from builder.expr.recipes import all_recipes, get_recipe
from tests.fixtures import like_transaction
from tests.strategies import cancellation_codes, error_code, send

pytestmark = pytest.mark.integration

VIDEO_KEY = {"PK": {"S": "VID#9f3a"}, "SK": {"S": "STATS#TOTAL"}}
POST_META = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}
LIKE_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "LIKE#USER#7c20"}}

# The article's TransactWriteItems, byte for byte.
LIKE_REQUEST_JSON = json.dumps(like_transaction(), separators=(",", ":"))

# every recipe must have its effect checked below
EFFECT_TESTED = {"atomic_counter", "seeded_counter", "exact_counter", "like", "unlike", "sharded_counter"}


@pytest.fixture
def social(make_table) -> str:
    return make_table("social")


def run(ddb_client, table: str, name: str) -> dict:
    recipe = get_recipe(name)
    assert recipe is not None, f"recipe {name!r} is missing"
    op, params = render(recipe.state)
    return send(ddb_client, op, params, table)


def get(ddb_client, table: str, key: dict) -> dict | None:
    return ddb_client.get_item(TableName=table, Key=key, ConsistentRead=True).get("Item")


def number(ddb_client, table: str, key: dict, attribute: str) -> str | None:
    item = get(ddb_client, table, key) or {}
    return item.get(attribute, {}).get("N")


def test_every_recipe_has_an_effect_test():
    names = {r.name for r in all_recipes()}
    assert names, "no recipes found"
    assert names <= EFFECT_TESTED, f"recipes without an effect test here: {sorted(names - EFFECT_TESTED)}"


@pytest.mark.parametrize("name", sorted(EFFECT_TESTED))
def test_recipe_renders_deterministically_and_dynamodb_accepts_it(ddb_client, social, name):
    recipe = get_recipe(name)
    op, params = render(recipe.state)
    op2, params2 = render(recipe.state)
    assert (op, json.dumps(params)) == (op2, json.dumps(params2))
    assert recipe.operation == op
    # Make every guard pass on the first run: the counter at 41, the post liked once.
    ddb_client.put_item(TableName=social, Item={**VIDEO_KEY, "play_count": {"N": "41"}})
    if name == "unlike":
        ddb_client.put_item(TableName=social, Item={**LIKE_KEY, "likedAt": {"N": "1750636800"}})
        ddb_client.put_item(TableName=social, Item={**POST_META, "likeTally": {"N": "1"}})
    send(ddb_client, op, params, social)  # raises on any refusal


def test_atomic_counter_twice_counts_two(ddb_client, social):
    first = run(ddb_client, social, "atomic_counter")
    assert first["Attributes"] == {"play_count": {"N": "1"}}  # UPDATED_NEW
    second = run(ddb_client, social, "atomic_counter")
    assert second["Attributes"] == {"play_count": {"N": "2"}}
    assert number(ddb_client, social, VIDEO_KEY, "play_count") == "2"


def test_seeded_counter_starts_a_missing_counter_at_one(ddb_client, social):
    assert get(ddb_client, social, VIDEO_KEY) is None
    response = run(ddb_client, social, "seeded_counter")
    assert response["Attributes"] == {"play_count": {"N": "1"}}
    assert get(ddb_client, social, VIDEO_KEY) == {**VIDEO_KEY, "play_count": {"N": "1"}}
    run(ddb_client, social, "seeded_counter")
    assert number(ddb_client, social, VIDEO_KEY, "play_count") == "2"


def test_exact_counter_moves_41_to_42_once(ddb_client, social):
    ddb_client.put_item(TableName=social, Item={**VIDEO_KEY, "play_count": {"N": "41"}})
    run(ddb_client, social, "exact_counter")
    assert number(ddb_client, social, VIDEO_KEY, "play_count") == "42"

    with pytest.raises(ClientError) as failed:
        run(ddb_client, social, "exact_counter")  # a retry of the same write
    assert error_code(failed.value) == "ConditionalCheckFailedException"
    # return_values_on_condition_check_failure = ALL_OLD: the item that refused
    assert failed.value.response["Item"]["play_count"] == {"N": "42"}
    assert number(ddb_client, social, VIDEO_KEY, "play_count") == "42"


def test_exact_counter_refuses_a_missing_counter(ddb_client, social):
    with pytest.raises(ClientError) as failed:
        run(ddb_client, social, "exact_counter")
    assert error_code(failed.value) == "ConditionalCheckFailedException"
    assert get(ddb_client, social, VIDEO_KEY) is None


def test_sharded_counter_writes_its_shard_only(ddb_client, social):
    run(ddb_client, social, "sharded_counter")
    run(ddb_client, social, "sharded_counter")
    items = ddb_client.query(
        TableName=social,
        KeyConditionExpression="PK = :pk AND begins_with(SK, :shards)",
        ExpressionAttributeValues={":pk": {"S": "VID#9f3a"}, ":shards": {"S": "STATS#TOTAL"}},
        ConsistentRead=True,
    )["Items"]
    assert items == [{"PK": {"S": "VID#9f3a"}, "SK": {"S": "STATS#TOTAL#3"}, "play_count": {"N": "2"}}]


def test_like_request_is_the_articles_json_exactly():
    op, params = render(get_recipe("like").state)
    assert op == "TransactWriteItems"
    assert json.dumps(params, separators=(",", ":")) == LIKE_REQUEST_JSON
    assert params == json.loads(LIKE_REQUEST_JSON)


def test_like_twice_counts_once(ddb_client, social):
    run(ddb_client, social, "like")
    assert get(ddb_client, social, LIKE_KEY) == {**LIKE_KEY, "likedAt": {"N": "1750636800"}}
    assert number(ddb_client, social, POST_META, "likeTally") == "1"

    with pytest.raises(ClientError) as cancelled:
        run(ddb_client, social, "like")  # double click
    assert error_code(cancelled.value) == "TransactionCanceledException"
    assert cancellation_codes(cancelled.value) == ["ConditionalCheckFailed", "None"]
    assert number(ddb_client, social, POST_META, "likeTally") == "1"


def test_unlike_twice_leaves_zero(ddb_client, social):
    run(ddb_client, social, "like")
    run(ddb_client, social, "unlike")
    assert get(ddb_client, social, LIKE_KEY) is None
    assert number(ddb_client, social, POST_META, "likeTally") == "0"

    with pytest.raises(ClientError) as cancelled:
        run(ddb_client, social, "unlike")
    assert error_code(cancelled.value) == "TransactionCanceledException"
    assert cancellation_codes(cancelled.value) == ["ConditionalCheckFailed", "None"]
    assert number(ddb_client, social, POST_META, "likeTally") == "0"


def test_unlike_without_a_like_changes_nothing(ddb_client, social):
    with pytest.raises(ClientError) as cancelled:
        run(ddb_client, social, "unlike")
    assert cancellation_codes(cancelled.value) == ["ConditionalCheckFailed", "None"]
    assert get(ddb_client, social, POST_META) is None
