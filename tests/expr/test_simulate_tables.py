"""A request on several tables: each table the request names keeps its own
items (simulate.Table's class doc). The recorded ``min-semantics-tables-*``
repros and the real requests ex072, dng131, ls046, mdy070 and mo129 hold the
same against DynamoDB Local; these hold the model itself: each store, the
list and object forms of the items before, a cancelled transaction, a Table
reused, the capacity estimate and the document's input errors."""

from __future__ import annotations

from builder.expr.simdoc import simulate_document
from builder.expr.simulate import Table, simulate, simulate_on

TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
}
KEY = {"PK": {"S": "k"}}
ITEM = {**KEY, "n": {"N": "1"}}


def _put(table: str, item: dict, condition: str | None = None) -> dict:
    body = {"TableName": table, "Item": item}
    if condition:
        body["ConditionExpression"] = condition
    return {"Put": body}


def _update(table: str, expression: str, values: dict, condition: str | None = None) -> dict:
    body = {"TableName": table, "Key": KEY, "UpdateExpression": expression, "ExpressionAttributeValues": values}
    if condition:
        body["ConditionExpression"] = condition
    return {"Update": body}


def _transact(*actions: dict) -> dict:
    return {"TransactItems": list(actions)}


def test_one_key_written_in_two_tables_is_two_items():
    got = simulate(
        TABLE,
        [],
        "TransactWriteItems",
        _transact(
            _put("Aaa", {**KEY, "n": {"N": "1"}}, "attribute_not_exists(PK)"),
            _put("Bbb", {**KEY, "n": {"N": "2"}}, "attribute_not_exists(PK)"),
        ),
    )
    assert got.ok, got.message
    assert [a["item"]["n"] for a in got.items_after] == [{"N": "1"}, {"N": "2"}]


def test_one_key_twice_in_one_table_is_still_refused():
    got = simulate(TABLE, [], "TransactWriteItems", _transact(_put("Aaa", {**KEY, "n": {"N": "1"}}), _put("Aaa", ITEM)))
    assert got.error_code == "ValidationException"
    assert "multiple operations on one item" in got.message


def test_a_write_to_one_table_is_not_seen_by_another():
    # with one store for both tables, B's condition would see A's new item and fail
    got = simulate(
        TABLE,
        [],
        "TransactWriteItems",
        _transact(_put("Aaa", ITEM), _update("Bbb", "SET n = :v", {":v": {"N": "5"}}, "attribute_not_exists(PK)")),
    )
    assert got.ok, got.message
    assert [a["item"] for a in got.items_after] == [ITEM, {**KEY, "n": {"N": "5"}}]


def test_a_list_of_items_is_each_tables_own_copy():
    # every table starts with the items; an update of one leaves the other's as they were
    table = Table(TABLE, [ITEM])
    got = simulate_on(
        table,
        "TransactWriteItems",
        _transact(
            _update("Aaa", "ADD n :one", {":one": {"N": "1"}}, "n = :one"),
            _update("Bbb", "ADD n :two", {":two": {"N": "2"}, ":one": {"N": "1"}}, "n = :one"),
        ),
    )
    assert got.ok, got.message
    assert [a["item"]["n"] for a in got.items_after] == [{"N": "2"}, {"N": "3"}]
    # the Table keeps both: a later request on each table reads its own
    a = simulate_on(table, "GetItem", {"TableName": "Aaa", "Key": KEY})
    b = simulate_on(table, "GetItem", {"TableName": "Bbb", "Key": KEY})
    assert (a.response["Item"]["n"], b.response["Item"]["n"]) == ({"N": "2"}, {"N": "3"})


def test_items_by_table_leave_any_other_table_empty():
    got = simulate(
        TABLE,
        {"Aaa": [ITEM]},
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": "Aaa", "Key": KEY}}, {"Get": {"TableName": "Bbb", "Key": KEY}}]},
    )
    assert got.ok, got.message
    assert got.response["Responses"] == [{"Item": ITEM}, {}]
    alone = simulate(TABLE, {"Aaa": [ITEM]}, "GetItem", {"TableName": "Ccc", "Key": KEY})
    assert alone.ok and "Item" not in alone.response


def test_two_gets_of_one_key_in_one_table_are_still_refused():
    got = simulate(
        TABLE,
        [ITEM],
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": "Aaa", "Key": KEY}}, {"Get": {"TableName": "Aaa", "Key": KEY}}]},
    )
    assert got.error_code == "ValidationException"


def test_a_cancelled_transaction_leaves_every_table_as_it_was():
    table = Table(TABLE, {"Aaa": [ITEM], "Bbb": []})
    got = simulate_on(
        table,
        "TransactWriteItems",
        _transact(
            _update("Aaa", "SET n = :v", {":v": {"N": "9"}}),
            _put("Bbb", ITEM),
            _update("Ccc", "SET n = :v", {":v": {"N": "9"}}, "attribute_exists(PK)"),
        ),
    )
    assert got.error_code == "TransactionCanceledException"
    assert [r["Code"] for r in got.cancellation_reasons] == ["None", "None", "ConditionalCheckFailed"]
    for name, want in (("Aaa", ITEM), ("Bbb", None), ("Ccc", None)):
        after = simulate_on(table, "GetItem", {"TableName": name, "Key": KEY})
        assert after.response.get("Item") == want, name


def test_a_batch_writes_and_reads_each_table():
    table = Table(TABLE, {"Aaa": [ITEM]})
    wrote = simulate_on(
        table,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Aaa": [{"DeleteRequest": {"Key": KEY}}],
                "Bbb": [{"PutRequest": {"Item": {**KEY, "n": {"N": "2"}}}}],
            }
        },
    )
    assert wrote.ok, wrote.message
    assert [a["item"] for a in wrote.items_after] == [None, {**KEY, "n": {"N": "2"}}]
    read = simulate_on(table, "BatchGetItem", {"RequestItems": {"Aaa": {"Keys": [KEY]}, "Bbb": {"Keys": [KEY]}}})
    assert read.response["Responses"] == {"Aaa": [], "Bbb": [{**KEY, "n": {"N": "2"}}]}


def test_the_capacity_estimate_reads_each_tables_item():
    big = {**KEY, "blob": {"S": "x" * 3000}}  # 3 KB: 1 read unit strongly consistent, 2 write units... in A alone
    got = simulate(
        TABLE,
        {"Aaa": [big]},
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": "Aaa", "Key": KEY}}, {"Get": {"TableName": "Bbb", "Key": KEY}}]},
    )
    rows = got.capacity["items"]
    assert [r["table"] for r in rows] == ["Aaa", "Bbb"]
    assert rows[0]["bytes"] > 3000 and rows[1]["bytes"] == 0
    wrote = simulate(
        TABLE,
        {"Aaa": [big]},
        "TransactWriteItems",
        _transact(_update("Aaa", "SET n = :v", {":v": {"N": "1"}}), _update("Bbb", "SET n = :v", {":v": {"N": "1"}})),
    )
    assert wrote.ok, wrote.message
    a, b = wrote.capacity["items"]
    assert a["bytes"] > 3000 and b["bytes"] < 100  # B's item is new and small: A's size is not read for it


def test_a_copied_table_keeps_its_own_tables():
    table = Table(TABLE, {"Aaa": [ITEM]})
    copy = table.copy()
    simulate_on(copy, "DeleteItem", {"TableName": "Aaa", "Key": KEY})
    assert simulate_on(table, "GetItem", {"TableName": "Aaa", "Key": KEY}).response["Item"] == ITEM
    assert "Item" not in simulate_on(copy, "GetItem", {"TableName": "Aaa", "Key": KEY}).response


def test_the_document_takes_items_by_table_and_names_a_bad_one():
    doc = {
        "table": TABLE,
        "operation": "TransactGetItems",
        "request": {"TransactItems": [{"Get": {"TableName": "Aaa", "Key": KEY}}]},
    }
    assert simulate_document({**doc, "before": {"Aaa": [ITEM]}})["response"]["Responses"] == [{"Item": ITEM}]
    not_list = simulate_document({**doc, "before": {"Aaa": ITEM}})
    assert not_list["error_code"] == "InputError" and 'before["Aaa"]' in not_list["message"]
    no_key = simulate_document({**doc, "before": {"Aaa": [{"n": {"N": "1"}}]}})
    assert no_key["error_code"] == "InputError" and 'before["Aaa"][0]' in no_key["message"]
    neither = simulate_document({**doc, "before": "Aaa"})
    assert neither["error_code"] == "InputError" and "before" in neither["message"]
