"""BatchWriteItem and BatchGetItem in the core: the state (version 3), the
request it renders to, DynamoDB's batch rules in DynamoDB's words (each one
measured on DynamoDB Local in tests/integration/test_batch_dynamodb.py), and
the request reader."""

from __future__ import annotations

import pytest

from builder.expr import StateError, load_state, render
from builder.expr.reader import ParseError, detect_operation, parse_request
from builder.expr.state import lowest_version


def S(v):
    return {"type": "S", "value": v}


def put(pk, table="Social", **attrs):
    return {"type": "Put", "table": table, "item": {"PK": S(pk), **attrs}}


def delete(pk, table="Social"):
    return {"type": "Delete", "table": table, "key": {"PK": S(pk)}}


def write(*actions, **more):
    return {"version": 3, "operation": "BatchWriteItem", "actions": list(actions), **more}


def get(*tables, **more):
    return {"version": 3, "operation": "BatchGetItem", "tables": list(tables), **more}


def problems(doc) -> list[tuple[str, str, str | None]]:
    with pytest.raises(StateError) as e:
        load_state(doc)
    return [(p.location, p.message, p.dynamodb) for p in e.value.problems]


def test_batch_write_renders_grouped_by_table_in_order():
    doc = write(
        put("A", note=S("x")),
        delete("B", table="Other"),
        delete("C"),
        options={"return_consumed_capacity": "TOTAL", "return_item_collection_metrics": "SIZE"},
    )
    op, params = render(doc)
    assert op == "BatchWriteItem"
    assert params == {
        "RequestItems": {
            "Social": [
                {"PutRequest": {"Item": {"PK": {"S": "A"}, "note": {"S": "x"}}}},
                {"DeleteRequest": {"Key": {"PK": {"S": "C"}}}},
            ],
            "Other": [{"DeleteRequest": {"Key": {"PK": {"S": "B"}}}}],
        },
        "ReturnConsumedCapacity": "TOTAL",
        "ReturnItemCollectionMetrics": "SIZE",
    }
    assert list(params["RequestItems"]) == ["Social", "Other"]
    assert render(doc) == (op, params)  # deterministic


def test_batch_get_renders_each_table_with_its_own_placeholders():
    doc = get(
        {"table": "Social", "keys": [{"PK": S("A")}, {"PK": S("B")}], "projection": ["name"], "consistent_read": True},
        {"table": "Other", "keys": [{"PK": S("A")}], "projection": ["name", "size"]},
        options={"return_consumed_capacity": "INDEXES"},
    )
    assert render(doc)[1] == {
        "RequestItems": {
            "Social": {
                "Keys": [{"PK": {"S": "A"}}, {"PK": {"S": "B"}}],
                "ProjectionExpression": "#name",
                "ExpressionAttributeNames": {"#name": "name"},
                "ConsistentRead": True,
            },
            "Other": {
                "Keys": [{"PK": {"S": "A"}}],
                "ProjectionExpression": "#name, #size",
                "ExpressionAttributeNames": {"#name": "name", "#size": "size"},
            },
        },
        "ReturnConsumedCapacity": "INDEXES",
    }


def test_batch_states_are_version_3():
    assert lowest_version(write(put("A"))) == 3
    assert lowest_version(get({"table": "Social", "keys": [{"PK": S("A")}]})) == 3
    # an older version migrates into the operation all the same (the loader reads the migrated document)
    assert render({**write(put("A")), "version": 1})[0] == "BatchWriteItem"


@pytest.mark.parametrize(
    "doc, expected",
    [
        (
            write(),
            [
                (
                    "actions",
                    "BatchWriteItem needs at least one action",
                    "BatchWriteItem cannot have a null or no requests set",
                )
            ],
        ),
        (
            get(),
            [("tables", "BatchGetItem needs at least one table with keys", "BatchGetItem must have some requests set")],
        ),
        (
            write(*[delete(f"K{i}") for i in range(26)]),
            [
                (
                    "actions",
                    "a BatchWriteItem holds at most 25 requests, got 26",
                    "Too many items requested for the BatchWriteItem call",
                )
            ],
        ),
        (
            get(
                {"table": "Social", "keys": [{"PK": S(f"K{i}")} for i in range(60)]},
                {"table": "Other", "keys": [{"PK": S(f"K{i}")} for i in range(41)]},
            ),
            [
                (
                    "tables",
                    "a BatchGetItem reads at most 100 keys (across its tables), got 101",
                    "Too many items requested for the BatchGetItem call",
                )
            ],
        ),
        (
            write(delete("A"), put("A", note=S("x"))),
            [
                (
                    "actions[1]",
                    "this request writes an item an earlier request of this BatchWriteItem writes; "
                    "DynamoDB refuses two requests on one item",
                    "Provided list of item keys contains duplicates",
                )
            ],
        ),
        (
            get(
                {
                    "table": "Social",
                    "keys": [{"PK": {"type": "N", "value": "1"}}, {"PK": {"type": "N", "value": "1.0"}}],
                }
            ),
            [
                (
                    "tables[0].keys[1]",
                    "this key is listed twice for this table; DynamoDB refuses a key given twice",
                    "Provided list of item keys contains duplicates",
                )
            ],
        ),
        (
            get({"table": "Social", "keys": []}),
            [
                (
                    "tables[0].keys",
                    "each table of a BatchGetItem needs at least one key",
                    "The list of keys in RequestItems for BatchGetItem is required: Social has empty list",
                )
            ],
        ),
        (
            get({"table": "Social", "keys": [{"PK": S("A")}]}, {"table": "Social", "keys": [{"PK": S("B")}]}),
            [("tables[1].table", "table Social is listed twice; give each table once, with all of its keys", None)],
        ),
    ],
)
def test_batch_rules(doc, expected):
    assert problems(doc) == expected


def test_same_key_in_two_tables_is_no_duplicate():
    assert render(write(delete("A"), delete("A", table="Other")))[0] == "BatchWriteItem"
    assert render(write(put("A", n=S("1")), put("A", n=S("2"), table="Other")))[0] == "BatchWriteItem"


def test_no_conditions_updates_or_other_actions_in_a_batch_write():
    got = problems(write({**put("A"), "condition": {"op": "attribute_not_exists", "path": "PK"}}))
    assert [p[0] for p in got] == ["actions[0].condition"]
    assert "takes no condition" in got[0][1] and "TransactWriteItems" in got[0][1]
    got = problems(write({"type": "Update", "table": "Social", "key": {"PK": S("A")}}))
    assert got[0][0] == "actions[0].type" and "Put or Delete" in got[0][1]
    assert problems(write({"type": "Put", "table": "Social"}))[0][:2] == (
        "actions[0].item",
        "a Put request needs an item",
    )


@pytest.mark.parametrize("kind", [["Put"], {"Put": 1}, None, 3])
def test_a_batch_write_request_type_that_is_not_text(kind):
    """Found by the loader's hypothesis test: a list as the type was a TypeError."""
    got = problems(write({"type": kind, "table": "Social", "key": {"PK": S("A")}}))
    assert got[0][0] == "actions[0].type" and "Put or Delete" in got[0][1]


def test_an_item_over_400_kb_in_a_batch_write():
    got = problems(write(put("A", blob=S("x" * 410_000))))
    assert got[0][0] == "actions[0].item" and got[0][2] == "Item size has exceeded the maximum allowed size"


def test_options_that_do_not_apply():
    got = problems(
        get({"table": "Social", "keys": [{"PK": S("A")}]}, options={"return_item_collection_metrics": "SIZE"})
    )
    assert got == [
        (
            "options.return_item_collection_metrics",
            "return_item_collection_metrics does not apply to BatchGetItem; remove it",
            None,
        )
    ]


def test_overlapping_projection_in_a_batch_get():
    got = problems(get({"table": "Social", "keys": [{"PK": S("A")}], "projection": ["a", "a.b"]}))
    assert got[0][0] == "tables[0].projection[1]" and "overlap" in got[0][1]


# -- reading requests --------------------------------------------------------------
def test_read_batch_write_request_round_trips():
    doc = write(
        put("A", n={"type": "N", "value": "1"}),
        delete("B", table="Other"),
        options={"return_consumed_capacity": "TOTAL"},
    )
    params = render(doc)[1]
    assert detect_operation(params) == "BatchWriteItem"
    state = parse_request(None, params)
    assert state == doc
    assert render(state)[1] == params


def test_read_batch_get_request_round_trips():
    doc = get({"table": "Social", "keys": [{"PK": S("A")}], "projection": ["name", "b"], "consistent_read": False})
    params = render(doc)[1]
    assert detect_operation(params) == "BatchGetItem"
    state = parse_request(None, params)
    assert state == doc
    assert render(state)[1] == params


def test_read_plain_json_and_attributes_to_get():
    state = parse_request(None, {"RequestItems": {"Social": {"Keys": [{"PK": "A"}], "AttributesToGet": ["a.b"]}}})
    assert state["tables"] == [{"table": "Social", "keys": [{"PK": S("A")}], "projection": [["a.b"]]}]
    assert render(state)[1]["RequestItems"]["Social"]["ProjectionExpression"] == "#ab"


def test_read_refuses_a_condition_in_a_put_request():
    with pytest.raises(ParseError) as e:
        parse_request(
            None,
            {
                "RequestItems": {
                    "Social": [
                        {"PutRequest": {"Item": {"PK": {"S": "A"}}, "ConditionExpression": "attribute_not_exists(PK)"}}
                    ]
                }
            },
        )
    (p,) = e.value.problems
    assert p.location == "RequestItems.Social[0].PutRequest.ConditionExpression"
    assert "TransactWriteItems" in p.message


@pytest.mark.parametrize(
    "params, location",
    [
        ({"RequestItems": []}, "RequestItems"),
        ({"RequestItems": {"Social": [{"PatchRequest": {}}]}}, "RequestItems.Social[0]"),
        ({"RequestItems": {"Social": [{"DeleteRequest": {}}]}}, "RequestItems.Social[0].DeleteRequest.Key"),
        ({"RequestItems": {"Social": {"Keys": "A"}}}, "RequestItems.Social.Keys"),
    ],
)
def test_read_malformed_batches(params, location):
    with pytest.raises(ParseError) as e:
        parse_request("BatchWriteItem" if "Patch" in str(params) or "Delete" in str(params) else None, params)
    assert location in [p.location for p in e.value.problems]


def test_simulated_batch_capacity_is_each_request_alone():
    from builder.expr.simulate import simulate

    spec = {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
    }
    big = {"PK": {"S": "B"}, "blob": {"S": "x" * 5000}}  # 5 KB: 5 write units, 2 read units (consistent)
    op, params = render(write(put("A"), delete("B")))
    result = simulate(spec, [big], op, params)
    assert [(r["action"], r["type"], r["write_units"]) for r in result.capacity["items"]] == [
        (1, "Put", 1.0),
        (2, "Delete", 5.0),
    ]
    assert result.capacity["consumed_capacity"][0]["WriteCapacityUnits"] == 6.0
    op, params = render(get({"table": "Social", "keys": [{"PK": S("B")}, {"PK": S("none")}], "consistent_read": True}))
    result = simulate(spec, [big], op, params)
    assert [r["read_units"] for r in result.capacity["items"]] == [2.0, 1.0]
    op, params = render(get({"table": "Social", "keys": [{"PK": S("B")}]}))
    assert simulate(spec, [big], op, params).capacity["items"][0]["read_units"] == 1.0  # eventually consistent: half
