"""Reading a secondary index in the simulator (simulate._IndexView, the rules
in keys.index_read_problems). ``tests/differential/test_indexes_live.py`` holds
the answers to DynamoDB Local's; these hold the model on its own: an index is
sparse, ordered by its own key, returns what it projects, pages by the table's
and the index's key, and refuses what DynamoDB refuses; the checker reports
the same refusals; an index the table's description does not list is refused."""

from __future__ import annotations

import pytest

from builder.expr.check import check_document
from builder.expr.simulate import simulate


def _key(*pairs):
    return [{"AttributeName": a, "KeyType": k} for (a, _), k in zip(pairs, ("HASH", "RANGE"))]


TABLE = {
    "TableName": "Orders",
    "KeySchema": _key(("pk", "S"), ("sk", "S")),
    "AttributeDefinitions": [
        {"AttributeName": a, "AttributeType": t} for a, t in (("pk", "S"), ("sk", "S"), ("status", "S"), ("at", "N"))
    ],
    "GlobalSecondaryIndexes": [
        {
            "IndexName": "ByStatus",
            "KeySchema": _key(("status", "S"), ("at", "N")),
            "Projection": {"ProjectionType": "KEYS_ONLY"},
        }
    ],
}
ITEMS = [
    {"pk": {"S": "o1"}, "sk": {"S": "A"}, "status": {"S": "open"}, "at": {"N": "30"}, "amount": {"N": "5"}},
    {"pk": {"S": "o2"}, "sk": {"S": "A"}, "status": {"S": "open"}, "at": {"N": "10"}, "amount": {"N": "7"}},
    {"pk": {"S": "o3"}, "sk": {"S": "A"}, "status": {"S": "shipped"}, "at": {"N": "20"}},
    {"pk": {"S": "o4"}, "sk": {"S": "A"}, "amount": {"N": "1"}},  # no status: not in the index
    {"pk": {"S": "o5"}, "sk": {"S": "A"}, "status": {"N": "1"}, "at": {"N": "5"}},  # status of another type: neither
]
OPEN = {
    "TableName": "Orders",
    "IndexName": "ByStatus",
    "KeyConditionExpression": "#s = :s",
    "ExpressionAttributeNames": {"#s": "status"},
    "ExpressionAttributeValues": {":s": {"S": "open"}},
}


def _query(**extra):
    return simulate(TABLE, ITEMS, "Query", {**OPEN, **extra})


def test_a_query_reads_the_index_in_its_order_and_returns_what_it_projects():
    got = _query()
    assert got.ok, got.message
    assert got.response["Items"] == [
        {"pk": {"S": "o2"}, "sk": {"S": "A"}, "status": {"S": "open"}, "at": {"N": "10"}},
        {"pk": {"S": "o1"}, "sk": {"S": "A"}, "status": {"S": "open"}, "at": {"N": "30"}},
    ]  # by `at`, without `total` (KEYS_ONLY)
    assert [i["pk"]["S"] for i in _query(ScanIndexForward=False).response["Items"]] == ["o1", "o2"]


def test_an_index_pages_by_the_tables_key_and_its_own():
    first = _query(Limit=1)
    last = first.response["LastEvaluatedKey"]
    assert last == {"pk": {"S": "o2"}, "sk": {"S": "A"}, "status": {"S": "open"}, "at": {"N": "10"}}
    rest = _query(ExclusiveStartKey=last)
    assert [i["pk"]["S"] for i in rest.response["Items"]] == ["o1"]
    bad = _query(ExclusiveStartKey={"pk": {"S": "o2"}, "sk": {"S": "A"}})  # the table's key alone
    assert (bad.error_code, bad.message) == ("ValidationException", "The provided starting key is invalid")


def test_a_scan_of_an_index_holds_only_the_items_with_its_key():
    got = simulate(TABLE, ITEMS, "Scan", {"TableName": "Orders", "IndexName": "ByStatus"})
    assert sorted(i["pk"]["S"] for i in got.response["Items"]) == ["o1", "o2", "o3"]
    assert got.response["ScannedCount"] == 3


@pytest.mark.parametrize(
    "extra, words",
    [
        ({"ConsistentRead": True}, "Consistent reads are not supported on global secondary indexes"),
        ({"Select": "ALL_ATTRIBUTES"}, "Select type ALL_ATTRIBUTES is not supported for global secondary index ByStatus"),
        ({"ProjectionExpression": "amount"}, "Global secondary index ByStatus does not project [amount]"),
        (
            {"FilterExpression": "amount > :z", "ExpressionAttributeValues": {":s": {"S": "open"}, ":z": {"N": "0"}}},
            "Secondary index ByStatus does not project one or more filter attributes: [amount]",
        ),
        (
            {"FilterExpression": "#a > :z", "ExpressionAttributeNames": {"#s": "status", "#a": "at"},
             "ExpressionAttributeValues": {":s": {"S": "open"}, ":z": {"N": "0"}}},
            "Filter Expression can only contain non-primary key attributes: Primary key attribute: at",
        ),
    ],
)  # fmt: skip
def test_what_an_index_cannot_give_is_refused_by_the_simulator_and_the_checker(extra, words):
    got = _query(**extra)
    assert got.error_code == "ValidationException" and words in got.message, got.message
    found = check_document({"operation": "Query", "request": {**OPEN, **extra}, "table": TABLE})
    assert any(f.severity == "error" and words in (f.dynamodb_message or "") for f in found), found


def test_an_index_the_description_does_not_list_is_refused():
    plain = {k: v for k, v in TABLE.items() if k != "GlobalSecondaryIndexes"}
    got = simulate(plain, ITEMS, "Scan", {"TableName": "Orders", "IndexName": "ByStatus"})
    assert (got.error_code, got.message) == (
        "ValidationException",
        "The table does not have the specified index: ByStatus",
    )


@pytest.mark.parametrize(
    "operation, request_params, words",
    [
        (
            "PutItem",
            {"TableName": "Orders", "Item": {"pk": {"S": "o9"}, "sk": {"S": "A"}, "status": {"N": "1"}}},
            "One or more parameter values were invalid: Type mismatch for Index Key",
        ),
        (
            "PutItem",
            {"TableName": "Orders", "Item": {"pk": {"S": "o9"}, "sk": {"S": "A"}, "status": {"S": ""}}},
            "A value specified for a secondary index key is not supported. The AttributeValue for a key attribute "
            "cannot contain an empty string value. IndexName: ByStatus, IndexKey: status",
        ),
        (
            "UpdateItem",
            {
                "TableName": "Orders",
                "Key": {"pk": {"S": "o1"}, "sk": {"S": "A"}},
                "UpdateExpression": "SET #s = :n",
                "ExpressionAttributeNames": {"#s": "status"},
                "ExpressionAttributeValues": {":n": {"N": "1"}},
            },
            "One or more parameter values were invalid: Type mismatch for Index Key",
        ),
    ],
)
def test_a_write_of_an_index_key_of_another_type_or_empty_is_refused(operation, request_params, words):
    got = simulate(TABLE, ITEMS[:4], operation, request_params)
    assert got.error_code == "ValidationException" and words in got.message, got.message
    if operation == "PutItem":  # a Put's item is checked before anything runs: the checker sees it too
        found = check_document({"operation": operation, "request": request_params, "table": TABLE})
        assert any(words in (f.dynamodb_message or "") for f in found), found


def test_a_transaction_cancels_an_action_writing_an_index_key_of_another_type():
    put = {"Put": {"TableName": "Orders", "Item": {"pk": {"S": "o9"}, "sk": {"S": "A"}, "status": {"N": "1"}}}}
    fine = {"Put": {"TableName": "Orders", "Item": {"pk": {"S": "o8"}, "sk": {"S": "A"}}}}
    got = simulate(TABLE, ITEMS[:4], "TransactWriteItems", {"TransactItems": [put, fine]})
    assert got.error_code == "TransactionCanceledException"
    assert [r["Code"] for r in got.cancellation_reasons] == ["ValidationError", "None"]


# Recorded from DynamoDB Local 3.3 (2026-12-06): 15 items of one index key, written in a shuffled order; its
# answer to a Query of a global index and of a local one (partition b), whatever the write order or table name
TIES_GLOBAL = ["c1", "a2", "zz3", "a1", "zz2", "zz1", "m1", "b2", "b1", "a3", "m2", "c3", "m3", "b3", "c2"]
TIES_LOCAL_B = ["b1", "b3", "b2"]


def test_items_of_equal_index_keys_come_in_dynamodb_locals_order():
    table = {
        "KeySchema": _key(("pk", "S"), ("sk", "S")),
        "AttributeDefinitions": [{"AttributeName": a, "AttributeType": "S"} for a in ("pk", "sk", "g", "r")],
        "GlobalSecondaryIndexes": [
            {"IndexName": "ByG", "KeySchema": _key(("g", "S")), "Projection": {"ProjectionType": "KEYS_ONLY"}}
        ],
        "LocalSecondaryIndexes": [
            {
                "IndexName": "ByR",
                "KeySchema": _key(("pk", "S"), ("r", "S")),
                "Projection": {"ProjectionType": "KEYS_ONLY"},
            }
        ],
    }
    items = [
        {"pk": {"S": p}, "sk": {"S": s}, "g": {"S": "G"}, "r": {"S": "R"}}
        for p in ("b", "a", "c", "zz", "m")
        for s in "213"
    ]

    def read(operation, **request):
        r = simulate(table, items, operation, {"TableName": "Ties", **request})
        return [i["pk"]["S"] + i["sk"]["S"] for i in r.response["Items"]]

    by_g = {"IndexName": "ByG", "KeyConditionExpression": "g = :g", "ExpressionAttributeValues": {":g": {"S": "G"}}}
    assert read("Query", **by_g) == TIES_GLOBAL
    assert read("Query", **by_g, ScanIndexForward=False) == TIES_GLOBAL[::-1]
    by_r = {"IndexName": "ByR", "KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": {"S": "b"}}}
    assert read("Query", **by_r) == TIES_LOCAL_B
    # a Scan of the local index: the table's order (b's partition first there, its items by sort key)
    assert read("Scan", IndexName="ByR")[:3] == ["b1", "b2", "b3"]
