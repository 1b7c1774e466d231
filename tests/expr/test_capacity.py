"""The consumed-capacity estimate attached to simulate()'s result (builder/expr/capacity.py).
Sizes are computed by hand from DynamoDB's rules."""

from __future__ import annotations

import base64

import pytest

from builder.expr.capacity import read_units, write_units
from builder.expr.items import item_size
from builder.expr.simdoc import simulate_document
from builder.expr.simulate import simulate

TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}


def item(sk: str, size: int) -> dict:
    """An item of exactly ``size`` bytes: PK "P" (3) + SK (2 + len) + d (1 + padding)."""
    base = 3 + 2 + len(sk) + 1
    return {"PK": {"S": "P"}, "SK": {"S": sk}, "d": {"S": "x" * (size - base)}}


def key(sk: str) -> dict:
    return {"PK": {"S": "P"}, "SK": {"S": sk}}


@pytest.mark.parametrize(
    "attrs, size",
    [
        ({"PK": {"S": "P"}}, 2 + 1),
        ({"name": {"S": "héllo"}}, 4 + 6),  # é is two bytes in UTF-8
        ({"n": {"N": "123.45"}}, 1 + 1 + 3),  # 01|23|45: an exponent byte and three digit pairs
        ({"n": {"N": "1.50E+2"}}, 1 + 1 + 2),  # 150 -> 01|50: the digits pair up from the decimal point
        ({"n": {"N": "1.2"}}, 1 + 1 + 2),  # 01|20 (DynamoDB Local's 400 KB limit counts 3 bytes, not 2)
        ({"n": {"N": "-12"}}, 1 + 1 + 1 + 1),  # a negative number: one more byte
        ({"b": {"B": base64.b64encode(b"abc").decode()}}, 1 + 3),
        ({"t": {"BOOL": True}}, 1 + 1),
        ({"z": {"NULL": True}}, 1 + 1),
        ({"ss": {"SS": ["a", "bc"]}}, 2 + 3),
        ({"ns": {"NS": ["1", "22"]}}, 2 + 2 + 2),
        ({"l": {"L": [{"S": "a"}, {"S": "bc"}]}}, 1 + 3 + (1 + 1) + (1 + 2)),  # 3 + one byte per element + contents
        ({"m": {"M": {"k": {"N": "1"}}}}, 1 + 3 + (1 + 1 + 2)),
        ({"m": {"M": {}}}, 1 + 3),
    ],
)
def test_item_size_by_hand(attrs, size):
    assert item_size(attrs) == size


def test_units_round_up_with_a_minimum_of_one():
    assert write_units(0) == 1.0
    assert write_units(1024) == 1.0
    assert write_units(1025) == 2.0
    assert read_units(4096) == 1.0
    assert read_units(4097) == 2.0
    assert read_units(4097, consistent=False) == 1.0
    assert read_units(0, consistent=False) == 0.5


def capacity(before, operation, params):
    result = simulate(TABLE, before, operation, params)
    return result, result.capacity


def total(cap) -> tuple[float, float]:
    (t,) = cap["consumed_capacity"]
    assert t["CapacityUnits"] == t["ReadCapacityUnits"] + t["WriteCapacityUnits"]
    return t["ReadCapacityUnits"], t["WriteCapacityUnits"]


def test_put_counts_kilobytes_of_the_new_item():
    assert item_size(item("1", 1501)) == 1501
    result, cap = capacity([], "PutItem", {"TableName": "Tbl", "Item": item("1", 1501)})
    assert result.ok
    assert total(cap) == (0.0, 2.0)
    assert cap["consumed_capacity"][0]["TableName"] == "Tbl"
    assert cap["items"] == [
        {"action": None, "type": "Put", "table": "Tbl", "bytes": 1501, "read_units": 0.0, "write_units": 2.0}
    ]
    assert total(capacity([], "PutItem", {"TableName": "Tbl", "Item": item("1", 1024)})[1]) == (0.0, 1.0)


def test_put_over_a_bigger_item_counts_the_bigger_one():
    _, cap = capacity([item("1", 3000)], "PutItem", {"TableName": "Tbl", "Item": item("1", 100)})
    assert total(cap) == (0.0, 3.0)


def test_update_counts_the_larger_of_before_and_after():
    _, cap = capacity(
        [item("1", 3000)], "UpdateItem", {"TableName": "Tbl", "Key": key("1"), "UpdateExpression": "REMOVE d"}
    )
    assert cap["items"][0]["bytes"] == 3000
    assert total(cap) == (0.0, 3.0)
    _, cap = capacity(
        [],
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": key("1"),
            "UpdateExpression": "SET d = :v",
            "ExpressionAttributeValues": {":v": {"S": "x" * 2100}},
        },
    )
    assert cap["items"][0]["bytes"] == 6 + 1 + 2100
    assert total(cap) == (0.0, 3.0)


def test_delete_counts_the_old_item_and_at_least_one():
    assert total(capacity([item("1", 2049)], "DeleteItem", {"TableName": "Tbl", "Key": key("1")})[1]) == (0.0, 3.0)
    assert total(capacity([], "DeleteItem", {"TableName": "Tbl", "Key": key("1")})[1]) == (0.0, 1.0)


def test_a_failed_condition_still_consumes_the_old_items_size():
    result, cap = capacity(
        [item("1", 2049)],
        "PutItem",
        {"TableName": "Tbl", "Item": item("1", 10), "ConditionExpression": "attribute_not_exists(PK)"},
    )
    assert result.error_code == "ConditionalCheckFailedException"
    assert total(cap) == (0.0, 3.0)


def test_get_halved_unless_consistent():
    before = [item("1", 5000)]
    assert total(capacity(before, "GetItem", {"TableName": "Tbl", "Key": key("1")})[1]) == (1.0, 0.0)
    assert total(capacity(before, "GetItem", {"TableName": "Tbl", "Key": key("1"), "ConsistentRead": True})[1]) == (
        2.0,
        0.0,
    )
    # a projection does not make the read cheaper; a missing item costs the minimum
    assert total(
        capacity(before, "GetItem", {"TableName": "Tbl", "Key": key("1"), "ProjectionExpression": "SK"})[1]
    ) == (1.0, 0.0)
    assert total(capacity(before, "GetItem", {"TableName": "Tbl", "Key": key("2")})[1]) == (0.5, 0.0)


def test_query_adds_up_the_items_read_before_the_filter():
    before = [item("1", 2000), item("2", 2000), item("3", 2000), {"PK": {"S": "other"}, "SK": {"S": "1"}}]
    params = {
        "TableName": "Tbl",
        "KeyConditionExpression": "PK = :p",
        "ExpressionAttributeValues": {":p": {"S": "P"}, ":x": {"S": "no"}},
        "FilterExpression": "d = :x",
        "ConsistentRead": True,
    }
    result, cap = capacity(before, "Query", params)
    assert result.response["Count"] == 0 and result.response["ScannedCount"] == 3
    assert cap["items"][0]["bytes"] == 6000
    assert total(cap) == (2.0, 0.0)  # 6000 bytes -> 2 units, rounded once
    result, cap = capacity(before, "Query", {**params, "Limit": 1, "ConsistentRead": False})
    assert total(cap) == (0.5, 0.0)


def test_transactions_cost_double_and_a_condition_check_is_a_read():
    before = [item("1", 5000), item("2", 1500)]
    params = {
        "TransactItems": [
            {"Put": {"TableName": "Child", "Item": item("3", 100), "ConditionExpression": "attribute_not_exists(PK)"}},
            {"ConditionCheck": {"TableName": "Tbl", "Key": key("1"), "ConditionExpression": "attribute_exists(PK)"}},
            {"Update": {"TableName": "Tbl", "Key": key("2"), "UpdateExpression": "REMOVE d"}},
        ]
    }
    result, cap = capacity(before, "TransactWriteItems", params)
    assert result.ok
    assert [(r["action"], r["type"], r["bytes"], r["read_units"], r["write_units"]) for r in cap["items"]] == [
        (1, "Put", 100, 0.0, 2.0),
        (2, "ConditionCheck", 5000, 4.0, 0.0),
        (3, "Update", 1500, 0.0, 4.0),
    ]
    by_table = {t["TableName"]: t for t in cap["consumed_capacity"]}
    assert by_table["Child"]["CapacityUnits"] == 2.0
    assert by_table["Tbl"] == {
        "TableName": "Tbl",
        "CapacityUnits": 8.0,
        "ReadCapacityUnits": 4.0,
        "WriteCapacityUnits": 4.0,
    }
    # cancelled: still estimated, from the items as they were
    before.append(item("3", 1100))
    result, cap = capacity(before, "TransactWriteItems", params)
    assert result.error_code == "TransactionCanceledException"
    assert cap["items"][0]["bytes"] == 1100 and cap["items"][0]["write_units"] == 4.0


def test_transact_get_is_consistent_and_doubled():
    params = {
        "TransactItems": [
            {"Get": {"TableName": "Tbl", "Key": key("1")}},
            {"Get": {"TableName": "Tbl", "Key": key("9")}},
        ]
    }
    _, cap = capacity([item("1", 4097)], "TransactGetItems", params)
    assert [r["read_units"] for r in cap["items"]] == [4.0, 2.0]


def test_no_estimate_for_a_validation_error_and_none_in_the_answer_json():
    result, cap = capacity(
        [],
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": key("1"),
            "UpdateExpression": "SET PK = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
    )
    assert result.error_code == "ValidationException" and cap is None
    result = simulate(TABLE, [], "PutItem", {"TableName": "Tbl", "Item": item("1", 50)})
    assert result.capacity is not None
    assert "capacity" not in result.to_json()
    doc = simulate_document(
        {"table": TABLE, "before": [], "operation": "PutItem", "request": {"TableName": "Tbl", "Item": item("1", 50)}}
    )
    assert set(doc) == {"ok", "response", "items_after"}


# -- secondary indexes (the rules held to DynamoDB Local by tests/differential/test_capacity_live.py)
INDEXED = {
    **TABLE,
    "TableName": "Tab",
    "AttributeDefinitions": TABLE["AttributeDefinitions"]
    + [{"AttributeName": a, "AttributeType": "S"} for a in ("g", "l", "m")],
    "GlobalSecondaryIndexes": [
        {
            "IndexName": "ByGroup",
            "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "KEYS_ONLY"},
        }
    ],
    "LocalSecondaryIndexes": [
        {
            "IndexName": "ByLabel",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "l", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "ALL"},
        },
        {
            "IndexName": "ByMark",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "m", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "KEYS_ONLY"},
        },
    ],
}


def index_units(before: list, operation: str, request: dict) -> dict:
    """{part: units}: the table itself ("Table") and each index, of the estimate."""
    from builder.expr.capacity import consumed_capacity

    result = simulate(INDEXED, before, operation, {"TableName": "Tab", **request})
    assert result.ok, result.message
    (total,) = result.capacity["consumed_capacity"]
    parts = {"Table": total["Table"]["CapacityUnits"]} if "Table" in total else {}
    for kind in ("GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
        parts.update({name: u["CapacityUnits"] for name, u in total.get(kind, {}).items()})
    answered = consumed_capacity(result.capacity, operation, "TOTAL")
    assert answered == {"TableName": "Tab", "CapacityUnits": total["CapacityUnits"]}
    assert total["CapacityUnits"] == sum(parts.values()) or not parts
    return parts


def update_g(expression: str, values: dict | None = None) -> dict:
    out = {"Key": key("1"), "UpdateExpression": expression}
    if values:
        out["ExpressionAttributeValues"] = values
    return out


IN_G = {**item("1", 300), "g": {"S": "a"}}


@pytest.mark.parametrize(
    "expression, values, units",
    [
        ("SET g = :v", {":v": {"S": "b"}}, {"Table": 1.0, "ByGroup": 2.0}),  # the old entry deleted, the new put
        ("REMOVE g", None, {"Table": 1.0, "ByGroup": 1.0}),  # leaves the index
        ("SET g = :v", {":v": {"S": "a"}}, {}),  # the entry unchanged: the table alone (no parts)
        ("SET d = :v", {":v": {"S": "other"}}, {}),  # an attribute ByG does not project
        ("SET l = :v", {":v": {"S": "x"}}, {"Table": 1.0, "ByLabel": 1.0}),  # comes into a local index
    ],
)
def test_a_write_costs_each_index_it_changes(expression, values, units):
    got = index_units([IN_G], "UpdateItem", update_g(expression, values))
    assert got == units


def test_a_local_index_entry_counts_100_bytes_more():
    for size, units in ((924, 1.0), (925, 2.0)):
        got = index_units([], "PutItem", {"Item": {**item("1", size - 2), "l": {"S": "x"}}})
        assert got == {"Table": 1.0, "ByLabel": units}, size


def test_a_local_index_reads_each_item_it_fetches_from_the_table():
    before = [{**item(str(i), 3000), "m": {"S": str(i)}} for i in range(2)]
    query = {
        "KeyConditionExpression": "PK = :p",
        "ExpressionAttributeValues": {":p": {"S": "P"}},
        "IndexName": "ByMark",
    }
    assert index_units(before, "Query", query) == {"Table": 0.0, "ByMark": 0.5}
    # each item read whole, rounded alone: 2 x 0.5, not 6,000 bytes rounded once
    fetched = index_units(before, "Query", {**query, "Select": "ALL_ATTRIBUTES"})
    assert fetched == {"Table": 1.0, "ByMark": 0.5}
    assert index_units(before, "Query", {**query, "Select": "COUNT"}) == {"Table": 0.0, "ByMark": 0.5}


def test_consumed_capacity_is_answered_as_dynamodb_answers_it():
    from builder.expr.capacity import consumed_capacity

    request = {"TableName": "Tab", **update_g("SET g = :v", {":v": {"S": "b"}})}
    estimate = simulate(INDEXED, [IN_G], "UpdateItem", request).capacity
    assert consumed_capacity(estimate, "UpdateItem", "INDEXES") == {
        "TableName": "Tab",
        "CapacityUnits": 3.0,
        "Table": {"CapacityUnits": 1.0},
        "GlobalSecondaryIndexes": {"ByGroup": {"CapacityUnits": 2.0}},
    }
    assert consumed_capacity(estimate, "UpdateItem", "NONE") is None
    assert consumed_capacity(estimate, "TransactWriteItems", "TOTAL") == [{"TableName": "Tab", "CapacityUnits": 3.0}]


def test_the_answer_has_consumed_capacity_when_the_request_asks_for_it():
    """As DynamoDB: ConsumedCapacity in the response of a request that succeeds
    and asks ReturnConsumedCapacity TOTAL or INDEXES; none for NONE, for no
    mode, or for a failed condition (its error carries none)."""
    before = [item("1", 5000)]
    get = {"TableName": "Tbl", "Key": key("1")}
    assert "ConsumedCapacity" not in simulate(TABLE, before, "GetItem", get).response
    none = simulate(TABLE, before, "GetItem", {**get, "ReturnConsumedCapacity": "NONE"})
    assert "ConsumedCapacity" not in none.response
    total_ = simulate(TABLE, before, "GetItem", {**get, "ReturnConsumedCapacity": "TOTAL"})
    assert total_.response == {"Item": before[0], "ConsumedCapacity": {"TableName": "Tbl", "CapacityUnits": 1.0}}
    tx = {"TransactItems": [{"Put": {"TableName": "Tbl", "Item": item("2", 10)}}], "ReturnConsumedCapacity": "INDEXES"}
    answer = simulate_document({"table": TABLE, "before": before, "operation": "TransactWriteItems", "request": tx})
    assert answer["response"] == {
        "ConsumedCapacity": [{"TableName": "Tbl", "CapacityUnits": 2.0, "Table": {"CapacityUnits": 2.0}}]
    }
    failed = simulate(
        TABLE,
        before,
        "DeleteItem",
        {**get, "ConditionExpression": "attribute_not_exists(PK)", "ReturnConsumedCapacity": "TOTAL"},
    )
    assert failed.error_code == "ConditionalCheckFailedException" and failed.to_json().keys() == {
        "ok",
        "error_code",
        "message",
    }


def test_a_write_compares_and_measures_each_attribute_once_however_many_indexes(monkeypatch):
    """A table may have 100 global indexes and an item 400 KB: a Put of the same
    item compared the two items once per index (3.9 s for 100 indexes projecting
    every attribute and a list of 40,000 numbers, a probe of 2026-12-06)."""
    from builder.expr import capacity

    n = 30
    table = {
        "TableName": "Tab",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]
        + [{"AttributeName": f"g{j}", "AttributeType": "S"} for j in range(n)],
        "GlobalSecondaryIndexes": [
            {
                "IndexName": f"byG{j}",
                "KeySchema": [{"AttributeName": f"g{j}", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"}
                if j % 2
                else {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["big"]},
            }
            for j in range(n)
        ],
    }
    item = {
        "PK": {"S": "a"},
        "big": {"L": [{"N": str(i)} for i in range(50)]},
        **{f"g{j}": {"S": "x"} for j in range(n)},
    }
    again = {**item, "big": {"L": [{"N": str(i)} for i in range(50)]}}  # equal, not the same objects
    compared, measured = [], []
    monkeypatch.setattr(capacity, "equal", lambda a, b: compared.append(1) or items_equal(a, b))
    monkeypatch.setattr(capacity, "value_size", lambda v: measured.append(1) or items_value_size(v))
    result = simulate(table, [item], "PutItem", {"TableName": "Tab", "Item": again})
    assert result.ok
    assert result.capacity["consumed_capacity"][0]["CapacityUnits"] == 1.0  # no index entry changed
    assert len(compared) <= len(item)
    assert len(measured) <= 2 * len(item)


def items_equal(a, b):
    from builder.expr.items import equal

    return equal(a, b)


def items_value_size(v):
    from builder.expr.items import value_size

    return value_size(v)
