"""Tables of different key schemas in one request: a like written to a Likes
table (partition and sort key) while a Posts table (partition key alone) and a
Counters table (a number key) count it, as a multi-table design writes the
reference count of the seed article. Each case is sent to DynamoDB Local, with
the three tables made as described, and simulated with the same descriptions
(``table`` as a list, ``before`` by table name): the two answers and the items
written must agree exactly. Marked integration: DynamoDB Local is started for them."""

from __future__ import annotations

import copy
import uuid

import pytest

from builder.expr.simdoc import simulate_document
from builder.expr.values import item_to_wire
from tests.differential.compare import canonical
from tests.differential.generate import client_answer, to_text

pytestmark = pytest.mark.integration

SUFFIX = uuid.uuid4().hex[:8]
LIKES, POSTS, COUNTERS = (f"{n}-{SUFFIX}" for n in ("Likes", "Posts", "Counters"))
KEYS = {LIKES: (("postId", "S"), ("userId", "S")), POSTS: (("postId", "S"),), COUNTERS: (("id", "N"),)}


def description(name: str) -> dict:
    pairs = KEYS[name]
    return {
        "TableName": name,
        "KeySchema": [{"AttributeName": a, "KeyType": k} for (a, _), k in zip(pairs, ("HASH", "RANGE"))],
        "AttributeDefinitions": [{"AttributeName": a, "AttributeType": t} for a, t in pairs],
    }


def S(v: str) -> dict:
    return {"S": v}


def N(v: str) -> dict:
    return {"N": v}


LIKE = {"postId": S("p1"), "userId": S("u1"), "at": N("1750636800")}
POST = {"postId": S("p1"), "likes": N("1"), "userId": S("author")}
COUNTER = {"id": N("1"), "n": N("5")}
BEFORE = {LIKES: [LIKE], POSTS: [POST], COUNTERS: [COUNTER]}
ONE = {":one": N("1")}


def put_like(user: str, **extra) -> dict:
    return {
        "Put": {
            "TableName": LIKES,
            "Item": {"postId": S("p1"), "userId": S(user)},
            "ConditionExpression": "attribute_not_exists(userId)",
            **extra,
        }
    }


def bump_post(key: dict | None = None, expression: str = "ADD likes :one", **extra) -> dict:
    return {
        "Update": {
            "TableName": POSTS,
            "Key": key or {"postId": S("p1")},
            "UpdateExpression": expression,
            "ExpressionAttributeValues": ONE,
            **extra,
        }
    }


def tx(*actions) -> dict:
    return {"TransactItems": list(actions)}


# (id, operation, request, the keys written: (table, key) each, read back after)
CASES = [
    ("like-a-new-user", "TransactWriteItems", tx(put_like("u2"), bump_post())),
    ("like-twice-cancelled", "TransactWriteItems", tx(put_like("u1"), bump_post())),
    (
        "unlike",
        "TransactWriteItems",
        tx(
            {
                "Delete": {
                    "TableName": LIKES,
                    "Key": {"postId": S("p1"), "userId": S("u1")},
                    "ConditionExpression": "attribute_exists(userId)",
                }
            },
            bump_post(expression="SET likes = likes - :one", ConditionExpression="likes >= :one"),
        ),
    ),
    (
        "post-key-with-a-sort-key",
        "TransactWriteItems",
        tx(put_like("u2"), bump_post({"postId": S("p1"), "userId": S("u2")})),
    ),
    (
        "like-without-its-sort-key",
        "TransactWriteItems",
        tx({"Put": {"TableName": LIKES, "Item": {"postId": S("p1")}}}, bump_post()),
    ),
    ("post-key-updated", "TransactWriteItems", tx(put_like("u2"), bump_post(expression="SET postId = :one"))),
    # userId is a key attribute of Likes, not of Posts: Posts may set it
    ("post-sets-a-likes-key-name", "TransactWriteItems", tx(put_like("u2"), bump_post(expression="SET userId = :one"))),
    (
        "post-reads-inside-a-likes-key-name",
        "TransactWriteItems",
        tx(
            put_like("u2"), bump_post(expression="ADD likes :one", ConditionExpression="attribute_not_exists(userId.x)")
        ),
    ),
    (
        "like-condition-inside-its-sort-key",
        "TransactWriteItems",
        tx(
            {
                "Put": {
                    "TableName": LIKES,
                    "Item": {"postId": S("p1"), "userId": S("u3")},
                    "ConditionExpression": "attribute_not_exists(userId.x)",
                }
            },
            bump_post(),
        ),
    ),
    (
        "check-post-then-like",
        "TransactWriteItems",
        tx(
            {
                "ConditionCheck": {
                    "TableName": POSTS,
                    "Key": {"postId": S("p1")},
                    "ConditionExpression": "attribute_exists(postId)",
                }
            },
            put_like("u3"),
        ),
    ),
    (
        "counter-number-key",
        "TransactWriteItems",
        tx(
            put_like("u4"),
            {
                "Update": {
                    "TableName": COUNTERS,
                    "Key": {"id": N("1")},
                    "UpdateExpression": "ADD n :one",
                    "ExpressionAttributeValues": ONE,
                }
            },
        ),
    ),
    (
        "counter-key-of-another-type",
        "TransactWriteItems",
        tx(
            put_like("u4"),
            {
                "Update": {
                    "TableName": COUNTERS,
                    "Key": {"id": S("1")},
                    "UpdateExpression": "ADD n :one",
                    "ExpressionAttributeValues": ONE,
                }
            },
        ),
    ),
    ("get-post", "GetItem", {"TableName": POSTS, "Key": {"postId": S("p1")}}),
    ("get-like-by-post-alone", "GetItem", {"TableName": LIKES, "Key": {"postId": S("p1")}}),
    ("get-counter", "GetItem", {"TableName": COUNTERS, "Key": {"id": N("1")}}),
    (
        "query-likes",
        "Query",
        {"TableName": LIKES, "KeyConditionExpression": "postId = :p", "ExpressionAttributeValues": {":p": S("p1")}},
    ),
    (
        "query-posts-by-user",
        "Query",
        {
            "TableName": POSTS,
            "KeyConditionExpression": "postId = :p AND userId = :u",
            "ExpressionAttributeValues": {":p": S("p1"), ":u": S("u1")},
        },
    ),
    (
        "update-post",
        "UpdateItem",
        {
            "TableName": POSTS,
            "Key": {"postId": S("p1")},
            "UpdateExpression": "ADD likes :one",
            "ExpressionAttributeValues": ONE,
            "ReturnValues": "ALL_NEW",
        },
    ),
    (
        "update-like-key",
        "UpdateItem",
        {
            "TableName": LIKES,
            "Key": {"postId": S("p1"), "userId": S("u1")},
            "UpdateExpression": "SET userId = :one",
            "ExpressionAttributeValues": ONE,
        },
    ),
    (
        "batch-write-two-likes-of-one-post",
        "BatchWriteItem",
        {
            "RequestItems": {
                LIKES: [
                    {"PutRequest": {"Item": {"postId": S("p2"), "userId": S("u1")}}},
                    {"PutRequest": {"Item": {"postId": S("p2"), "userId": S("u2")}}},
                ],
                POSTS: [{"PutRequest": {"Item": {"postId": S("p2"), "likes": N("2")}}}],
            }
        },
    ),
    (
        "batch-write-one-like-twice",
        "BatchWriteItem",
        {
            "RequestItems": {
                LIKES: [
                    {"PutRequest": {"Item": {"postId": S("p2"), "userId": S("u1")}}},
                    {"DeleteRequest": {"Key": {"postId": S("p2"), "userId": S("u1")}}},
                ],
            }
        },
    ),
    (
        "batch-get",
        "BatchGetItem",
        {
            "RequestItems": {
                LIKES: {"Keys": [{"postId": S("p1"), "userId": S("u1")}]},
                POSTS: {"Keys": [{"postId": S("p1")}]},
                COUNTERS: {"Keys": [{"id": N("1")}]},
            }
        },
    ),
    (
        "batch-get-post-key-on-likes",
        "BatchGetItem",
        {"RequestItems": {LIKES: {"Keys": [{"postId": S("p1")}]}, POSTS: {"Keys": [{"postId": S("p1")}]}}},
    ),
    (
        "transact-get",
        "TransactGetItems",
        tx(
            {"Get": {"TableName": LIKES, "Key": {"postId": S("p1"), "userId": S("u1")}}},
            {"Get": {"TableName": POSTS, "Key": {"postId": S("p1")}}},
            {"Get": {"TableName": COUNTERS, "Key": {"id": N("1")}}},
        ),
    ),
    (
        "transact-get-counter-key-of-another-type",
        "TransactGetItems",
        tx(
            {"Get": {"TableName": POSTS, "Key": {"postId": S("p1")}}},
            {"Get": {"TableName": COUNTERS, "Key": {"id": S("1")}}},
        ),
    ),
]


def written(operation: str, request: dict) -> list[tuple[str, dict]]:
    """(table, key) of each item the request may write, as DynamoDB's tables key it."""

    def key_of(table: str, attrs: dict) -> dict:
        return {a: attrs[a] for a, _ in KEYS[table] if a in attrs}

    if operation in ("PutItem", "UpdateItem", "DeleteItem"):
        return [(request["TableName"], key_of(request["TableName"], request.get("Key") or request.get("Item")))]
    if operation == "TransactWriteItems":
        out = []
        for entry in request["TransactItems"]:
            ((kind, body),) = entry.items()
            if kind != "ConditionCheck":
                out.append((body["TableName"], key_of(body["TableName"], body.get("Key") or body.get("Item"))))
        return out
    if operation == "BatchWriteItem":
        out = []
        for table, writes in request["RequestItems"].items():
            for w in writes:
                attrs = w["PutRequest"]["Item"] if "PutRequest" in w else w["DeleteRequest"]["Key"]
                out.append((table, key_of(table, attrs)))
        return out
    return []


@pytest.fixture(scope="module")
def tables(ddb_client):
    for name in KEYS:
        ddb_client.create_table(BillingMode="PAY_PER_REQUEST", **description(name))
    yield ddb_client
    for name in KEYS:
        ddb_client.delete_table(TableName=name)


def recorded(client, operation: str, request: dict) -> dict:
    """DynamoDB Local's answer, as ``simulate_document`` writes one."""
    for name in KEYS:  # each table holds exactly BEFORE's items
        for item in client.scan(TableName=name, ConsistentRead=True)["Items"]:
            client.delete_item(TableName=name, Key={a: item[a] for a, _ in KEYS[name]})
        for item in BEFORE[name]:
            client.put_item(TableName=name, Item=item_to_wire(item))
    out = client_answer(client, operation, copy.deepcopy(request))
    if out["ok"]:
        out["items_after"] = []
        for table, key in written(operation, request):
            got = client.get_item(TableName=table, Key=item_to_wire(key), ConsistentRead=True).get("Item")
            out["items_after"].append({"key": key, "item": to_text(got) if got is not None else None})
    return out


@pytest.mark.parametrize("name, operation, request_params", CASES, ids=[c[0] for c in CASES])
def test_simulator_agrees_on_tables_of_different_keys(tables, name, operation, request_params):
    expected = recorded(tables, operation, request_params)
    doc = {
        "table": [description(n) for n in KEYS],
        "before": copy.deepcopy(BEFORE),
        "operation": operation,
        "request": copy.deepcopy(request_params),
    }
    got = simulate_document(doc)
    assert canonical(got) == canonical(expected), name
