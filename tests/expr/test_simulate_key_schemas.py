"""Tables of different key schemas in one simulated request: ``table`` as a
list of descriptions naming their tables (simulate.Table, simdoc). The live
test ``tests/differential/test_tables_live.py`` holds the answers to DynamoDB
Local's; these hold the model: each table's key read by its own schema in every
kind of request, its items kept apart, a Table reused, and the document's
input errors."""

from __future__ import annotations

import pytest

from builder.expr.simdoc import simulate_document
from builder.expr.simulate import Table, simulate, simulate_on


def _table(name: str, *pairs: tuple[str, str]) -> dict:
    return {
        "TableName": name,
        "KeySchema": [{"AttributeName": a, "KeyType": k} for (a, _), k in zip(pairs, ("HASH", "RANGE"))],
        "AttributeDefinitions": [{"AttributeName": a, "AttributeType": t} for a, t in pairs],
    }


LIKES = _table("Likes", ("postId", "S"), ("userId", "S"))
POSTS = _table("Posts", ("postId", "S"))
COUNTERS = _table("Counters", ("id", "N"))
TABLES = [LIKES, POSTS, COUNTERS]
LIKE = {"postId": {"S": "p1"}, "userId": {"S": "u1"}}
POST = {"postId": {"S": "p1"}, "likes": {"N": "1"}}
BEFORE = {"Likes": [LIKE], "Posts": [POST], "Counters": [{"id": {"N": "1"}, "n": {"N": "5"}}]}


def _like(user: str) -> dict:
    return {
        "Put": {
            "TableName": "Likes",
            "Item": {"postId": {"S": "p1"}, "userId": {"S": user}},
            "ConditionExpression": "attribute_not_exists(userId)",
        }
    }


BUMP = {
    "Update": {
        "TableName": "Posts",
        "Key": {"postId": {"S": "p1"}},
        "UpdateExpression": "ADD likes :one",
        "ExpressionAttributeValues": {":one": {"N": "1"}},
    }
}


def test_a_like_of_another_user_is_a_new_item_of_its_own_key():
    # read by one key (postId), the second like would replace the first, and its condition would fail
    got = simulate(TABLES, BEFORE, "TransactWriteItems", {"TransactItems": [_like("u2"), BUMP]})
    assert got.ok, got.message
    assert [a["key"] for a in got.items_after] == [
        {"postId": {"S": "p1"}, "userId": {"S": "u2"}},
        {"postId": {"S": "p1"}},
    ]
    assert got.items_after[1]["item"]["likes"] == {"N": "2"}


def test_the_same_like_twice_is_cancelled():
    got = simulate(TABLES, BEFORE, "TransactWriteItems", {"TransactItems": [_like("u1"), BUMP]})
    assert got.error_code == "TransactionCanceledException"
    assert [r["Code"] for r in got.cancellation_reasons] == ["ConditionalCheckFailed", "None"]


def test_each_actions_key_is_checked_against_its_own_table():
    bad = {"Update": {**BUMP["Update"], "Key": {"postId": {"S": "p1"}, "userId": {"S": "u1"}}}}
    got = simulate(TABLES, BEFORE, "TransactWriteItems", {"TransactItems": [_like("u2"), bad]})
    assert (got.error_code, got.message) == ("ValidationException", "The number of conditions on the keys is invalid")
    number = {"Update": {**BUMP["Update"], "TableName": "Counters", "Key": {"id": {"S": "1"}}}}
    got = simulate(TABLES, BEFORE, "TransactWriteItems", {"TransactItems": [_like("u2"), number]})
    assert got.error_code == "TransactionCanceledException"  # a key of another type: the action's reason
    assert [r["Code"] for r in got.cancellation_reasons] == ["None", "ValidationError"]


def test_a_key_attribute_of_one_table_is_an_attribute_of_another():
    # userId is part of Likes' key, not of Posts': Posts may set it, Likes may not
    posts = {"Update": {**BUMP["Update"], "UpdateExpression": "SET userId = :one"}}
    assert simulate(TABLES, BEFORE, "TransactWriteItems", {"TransactItems": [_like("u2"), posts]}).ok
    likes = {
        "Update": {
            "TableName": "Likes",
            "Key": LIKE,
            "UpdateExpression": "SET userId = :one",
            "ExpressionAttributeValues": {":one": {"N": "1"}},
        }
    }
    got = simulate(TABLES, BEFORE, "TransactWriteItems", {"TransactItems": [likes, BUMP]})
    assert got.cancellation_reasons[0]["Message"].endswith(
        "Cannot update attribute userId. This attribute is part of the key"
    )


@pytest.mark.parametrize(
    "operation, request_params, ok",
    [
        ("GetItem", {"TableName": "Posts", "Key": {"postId": {"S": "p1"}}}, True),
        ("GetItem", {"TableName": "Likes", "Key": {"postId": {"S": "p1"}}}, False),
        ("GetItem", {"TableName": "Counters", "Key": {"id": {"N": "1"}}}, True),
        ("DeleteItem", {"TableName": "Likes", "Key": LIKE, "ReturnValues": "ALL_OLD"}, True),
        (
            "Query",
            {
                "TableName": "Likes",
                "KeyConditionExpression": "postId = :p AND userId = :u",
                "ExpressionAttributeValues": {":p": {"S": "p1"}, ":u": {"S": "u1"}},
            },
            True,
        ),
        (
            "Query",
            {
                "TableName": "Posts",
                "KeyConditionExpression": "postId = :p AND userId = :u",
                "ExpressionAttributeValues": {":p": {"S": "p1"}, ":u": {"S": "u1"}},
            },
            False,
        ),
        ("Scan", {"TableName": "Counters"}, True),
    ],
)
def test_a_request_on_one_table_reads_by_that_tables_key(operation, request_params, ok):
    got = simulate(TABLES, BEFORE, operation, request_params)
    assert got.ok is ok, got.message
    if ok and operation != "DeleteItem":
        assert got.response.get("Item") or got.response.get("Items")  # its own table's item, found by its key


def test_batches_read_and_write_each_table_by_its_key():
    got = simulate(
        TABLES,
        BEFORE,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Likes": [
                    {"PutRequest": {"Item": {"postId": {"S": "p2"}, "userId": {"S": "u1"}}}},
                    {"PutRequest": {"Item": {"postId": {"S": "p2"}, "userId": {"S": "u2"}}}},
                ],
                "Posts": [{"PutRequest": {"Item": {"postId": {"S": "p2"}}}}],
            }
        },
    )
    assert got.ok, got.message  # two likes of one post are two items, not one written twice
    assert len(got.items_after) == 3 and all(a["item"] for a in got.items_after)
    got = simulate(
        TABLES,
        BEFORE,
        "BatchGetItem",
        {"RequestItems": {"Likes": {"Keys": [LIKE]}, "Posts": {"Keys": [{"postId": {"S": "p1"}}]}}},
    )
    assert got.response["Responses"] == {"Likes": [LIKE], "Posts": [POST]}
    got = simulate(
        TABLES,
        BEFORE,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": "Posts", "Key": {"postId": {"S": "p1"}}}},
                {"Get": {"TableName": "Counters", "Key": {"id": {"S": "1"}}}},
            ]
        },
    )
    assert got.error_code == "TransactionCanceledException"  # the Counters key of another type


def test_a_table_keeps_its_tables_and_schemas_across_requests():
    table = Table(TABLES, BEFORE)
    assert simulate_on(table, "TransactWriteItems", {"TransactItems": [_like("u2"), BUMP]}).ok
    assert simulate_on(table, "TransactWriteItems", {"TransactItems": [_like("u3"), BUMP]}).ok
    got = simulate_on(
        table,
        "Query",
        {
            "TableName": "Likes",
            "KeyConditionExpression": "postId = :p",
            "ExpressionAttributeValues": {":p": {"S": "p1"}},
        },
    )
    assert [i["userId"]["S"] for i in got.response["Items"]] == ["u1", "u2", "u3"]
    got = simulate_on(table, "GetItem", {"TableName": "Posts", "Key": {"postId": {"S": "p1"}}})
    assert got.response["Item"]["likes"] == {"N": "3"}
    assert table.schema is table.default  # read by the first table's key between requests


def test_a_list_of_items_goes_to_the_tables_of_the_first_key_alone():
    # Posts has its own key: a list of items (the first table's) leaves it empty
    got = simulate([LIKES, POSTS], [LIKE], "GetItem", {"TableName": "Posts", "Key": {"postId": {"S": "p1"}}})
    assert got.ok and "Item" not in got.response
    got = simulate([LIKES, POSTS], [LIKE], "GetItem", {"TableName": "Other", "Key": LIKE})
    assert got.response["Item"] == LIKE  # a table the list does not name: the first's key and items


def test_tables_of_one_key_are_one_schema():
    # the same key in every description: the tables behave as with one description
    same = [_table("A", ("PK", "S")), _table("B", ("PK", "S"))]
    assert Table(same).schemas == {}


@pytest.mark.parametrize(
    "table, words",
    [
        ([], "at least one"),
        ([POSTS, {**LIKES, "TableName": "Posts"}], "table[1]: Posts is described twice"),
        ([POSTS, {k: v for k, v in LIKES.items() if k != "TableName"}], "table[1]: TableName is needed"),
        ([POSTS, {"KeySchema": []}], "table[1]: KeySchema needs a HASH key"),
        ([POSTS] * 101, "at most 100"),
    ],
)
def test_the_document_names_a_bad_list_of_tables(table, words):
    got = simulate_document({"table": table, "before": [], "operation": "GetItem", "request": {}})
    assert got["error_code"] == "InputError" and words in got["message"], got


def test_the_document_checks_each_tables_items_by_its_key():
    got = simulate_document(
        {
            "table": TABLES,
            "before": {"Posts": [LIKE], "Likes": [POST]},
            "operation": "Scan",
            "request": {"TableName": "Posts"},
        }
    )
    assert got["error_code"] == "InputError" and got["message"].startswith('before["Likes"][0]'), got


def test_the_checker_reads_each_tables_keys_by_its_own_schema():
    from builder.expr.check import check_document

    def errors(operation, request, table=TABLES):
        found = check_document({"operation": operation, "request": request, "table": table})
        return [(f.code, f.location) for f in found if f.severity == "error"]

    assert errors("TransactWriteItems", {"TransactItems": [_like("u2"), BUMP]}) == []
    # with one key for both tables, the Posts key lacks userId
    assert errors("TransactWriteItems", {"TransactItems": [_like("u2"), BUMP]}, LIKES) != []
    bad = {"Update": {**BUMP["Update"], "Key": {"postId": {"S": "p1"}, "userId": {"S": "u1"}}}}
    assert errors("TransactWriteItems", {"TransactItems": [_like("u2"), bad]}) != []
    assert errors("GetItem", {"TableName": "Posts", "Key": {"postId": {"S": "p1"}}}) == []
    assert errors("GetItem", {"TableName": "Likes", "Key": {"postId": {"S": "p1"}}}) != []
    assert errors(
        "TransactGetItems", {"TransactItems": [{"Get": {"TableName": "Counters", "Key": {"id": {"S": "1"}}}}]}
    )
    assert (
        errors(
            "BatchGetItem", {"RequestItems": {"Likes": {"Keys": [LIKE]}, "Posts": {"Keys": [{"postId": {"S": "p1"}}]}}}
        )
        == []
    )


def test_the_checker_names_a_bad_list_of_tables():
    from builder.expr.check import check_document
    from builder.expr.keys import TableSpecError

    with pytest.raises(TableSpecError, match=r"table\[1\]: Posts is described twice"):
        check_document({"operation": "GetItem", "request": {}, "table": [POSTS, POSTS]})
