import json

import pytest

from builder.expr import STATE_VERSION, StateError, load_state, loader, migrate, render
from builder.expr import state as state_module
from builder.expr.recipes import all_recipes, get_recipe
from tests.fixtures import like_transaction

from .helpers import KEY, N, P, S, state


def test_like_recipe_is_the_articles_json():
    op, params = render(get_recipe("like").state)
    assert op == "TransactWriteItems"
    assert params == like_transaction()
    # and in the article's key order
    assert json.dumps(params) == json.dumps(like_transaction())


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_recipes_render_deterministically(recipe):
    first = json.dumps(render(recipe.state))
    second = json.dumps(render(json.loads(json.dumps(recipe.state))))
    assert first == second


def test_recipe_list():
    names = [r.name for r in all_recipes()]
    assert names == ["atomic_counter", "seeded_counter", "exact_counter", "like", "unlike", "sharded_counter"]
    assert get_recipe("nope") is None


def test_get_item():
    assert render(
        state(operation="GetItem", key=KEY, projection=["name", "a.b[0]"], options={"consistent_read": True})
    ) == (
        "GetItem",
        {
            "TableName": "tbl",
            "Key": {"PK": {"S": "p"}, "SK": {"S": "s"}},
            "ProjectionExpression": "#name, a.b[0]",
            "ExpressionAttributeNames": {"#name": "name"},
            "ConsistentRead": True,
        },
    )


def test_put_item_with_every_type_and_condition():
    item = {
        "PK": S("p"),
        "SK": S("s"),
        "empty": S(""),
        "n": N("1.5"),
        "b": {"type": "B", "value": "aGk="},
        "t": {"type": "BOOL", "value": True},
        "z": {"type": "NULL"},
        "l": {"type": "L", "value": [S("x")]},
        "m": {"type": "M", "value": {"k": N(1)}},
        "ss": {"type": "SS", "value": ["a"]},
        "ns": {"type": "NS", "value": ["1"]},
        "bs": {"type": "BS", "value": ["aGk="]},
    }
    _op, params = render(
        state(
            operation="PutItem",
            item=item,
            condition={"op": "attribute_not_exists", "path": "PK"},
            options={"return_values": "ALL_OLD", "return_values_on_condition_check_failure": "ALL_OLD"},
        )
    )
    assert params == {
        "TableName": "tbl",
        "Item": {
            "PK": {"S": "p"},
            "SK": {"S": "s"},
            "empty": {"S": ""},
            "n": {"N": "1.5"},
            "b": {"B": "aGk="},
            "t": {"BOOL": True},
            "z": {"NULL": True},
            "l": {"L": [{"S": "x"}]},
            "m": {"M": {"k": {"N": "1"}}},
            "ss": {"SS": ["a"]},
            "ns": {"NS": ["1"]},
            "bs": {"BS": ["aGk="]},
        },
        "ConditionExpression": "attribute_not_exists(PK)",
        "ReturnValues": "ALL_OLD",
        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
    }


def test_update_item_shares_placeholders_between_expressions():
    _op, params = render(
        state(
            operation="UpdateItem",
            key=KEY,
            update=[{"action": "SET", "path": "status", "value": S("done")}],
            condition={"op": "=", "left": P("status"), "right": S("open")},
            options={"return_values": "ALL_NEW"},
        )
    )
    assert params == {
        "TableName": "tbl",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "s"}},
        "UpdateExpression": "SET #status = :status",
        "ConditionExpression": "#status = :status2",
        "ExpressionAttributeNames": {"#status": "status"},
        "ExpressionAttributeValues": {":status": {"S": "done"}, ":status2": {"S": "open"}},
        "ReturnValues": "ALL_NEW",
    }


def test_delete_item_without_expressions_has_no_empty_maps():
    assert render(state(operation="DeleteItem", key=KEY)) == (
        "DeleteItem",
        {"TableName": "tbl", "Key": {"PK": {"S": "p"}, "SK": {"S": "s"}}},
    )


@pytest.mark.parametrize(
    "sort, text, values",
    [
        (None, "PK = :PK", {":PK": {"S": "POST#1"}}),
        (
            {"name": "SK", "op": "=", "value": S("META")},
            "PK = :PK AND SK = :SK",
            {":PK": {"S": "POST#1"}, ":SK": {"S": "META"}},
        ),
        (
            {"name": "SK", "op": "<", "value": S("M")},
            "PK = :PK AND SK < :SK",
            {":PK": {"S": "POST#1"}, ":SK": {"S": "M"}},
        ),
        (
            {"name": "SK", "op": "<=", "value": S("M")},
            "PK = :PK AND SK <= :SK",
            {":PK": {"S": "POST#1"}, ":SK": {"S": "M"}},
        ),
        (
            {"name": "SK", "op": ">", "value": S("M")},
            "PK = :PK AND SK > :SK",
            {":PK": {"S": "POST#1"}, ":SK": {"S": "M"}},
        ),
        (
            {"name": "SK", "op": ">=", "value": S("M")},
            "PK = :PK AND SK >= :SK",
            {":PK": {"S": "POST#1"}, ":SK": {"S": "M"}},
        ),
        (
            {"name": "SK", "op": "BETWEEN", "value": S("A"), "high": S("M")},
            "PK = :PK AND SK BETWEEN :SKLow AND :SKHigh",
            {":PK": {"S": "POST#1"}, ":SKLow": {"S": "A"}, ":SKHigh": {"S": "M"}},
        ),
        (
            {"name": "SK", "op": "begins_with", "value": S("LIKE#")},
            "PK = :PK AND begins_with(SK, :SKPrefix)",
            {":PK": {"S": "POST#1"}, ":SKPrefix": {"S": "LIKE#"}},
        ),
    ],
)
def test_query_key_conditions(sort, text, values):
    kc = {"partition": {"name": "PK", "value": S("POST#1")}}
    if sort:
        kc["sort"] = sort
    _op, params = render(state(operation="Query", key_condition=kc))
    assert params == {"TableName": "tbl", "KeyConditionExpression": text, "ExpressionAttributeValues": values}


def test_query_with_everything():
    _op, params = render(
        state(
            operation="Query",
            key_condition={
                "partition": {"name": "year", "value": N(2024)},
                "sort": {"name": "title", "op": "begins_with", "value": S("The")},
            },
            filter={"op": ">", "left": P("info.rating"), "right": N(7)},
            projection=["title", "info.rating"],
            options={
                "index_name": "byYear",
                "limit": 10,
                "scan_index_forward": False,
                "consistent_read": False,
                "exclusive_start_key": {"year": N(2024), "title": S("The A")},
                "select": "SPECIFIC_ATTRIBUTES",
                "return_consumed_capacity": "TOTAL",
            },
        )
    )
    assert params == {
        "TableName": "tbl",
        "KeyConditionExpression": "#year = :year AND begins_with(title, :titlePrefix)",
        "FilterExpression": "info.rating > :rating",
        "ProjectionExpression": "title, info.rating",
        "ExpressionAttributeNames": {"#year": "year"},
        "ExpressionAttributeValues": {":year": {"N": "2024"}, ":titlePrefix": {"S": "The"}, ":rating": {"N": "7"}},
        "IndexName": "byYear",
        "Limit": 10,
        "ScanIndexForward": False,
        "ConsistentRead": False,
        "ExclusiveStartKey": {"year": {"N": "2024"}, "title": {"S": "The A"}},
        "Select": "SPECIFIC_ATTRIBUTES",
        "ReturnConsumedCapacity": "TOTAL",
    }


def test_scan_segments():
    assert render(state(operation="Scan", options={"segment": 1, "total_segments": 4})) == (
        "Scan",
        {"TableName": "tbl", "Segment": 1, "TotalSegments": 4},
    )


def test_transact_write_every_action_with_own_placeholders():
    doc = {
        "version": 1,
        "operation": "TransactWriteItems",
        "client_request_token": "like-7c20-a91f",
        "actions": [
            {
                "type": "Put",
                "table": "Social",
                "item": {"PK": S("a"), "SK": S("b")},
                "condition": {"op": "attribute_not_exists", "path": "SK"},
                "return_values_on_condition_check_failure": "ALL_OLD",
            },
            {
                "type": "Update",
                "table": "Social",
                "key": {"PK": S("a"), "SK": S("c")},
                "update": [{"action": "SET", "path": "status", "value": S("x")}],
            },
            {
                "type": "Delete",
                "table": "Social",
                "key": {"PK": S("a"), "SK": S("d")},
                "condition": {"op": "=", "left": P("status"), "right": S("x")},
            },
            {
                "type": "ConditionCheck",
                "table": "Other",
                "key": {"id": N(1)},
                "condition": {"op": "attribute_exists", "path": "id"},
            },
        ],
    }
    assert render(doc) == (
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": "Social",
                        "Item": {"PK": {"S": "a"}, "SK": {"S": "b"}},
                        "ConditionExpression": "attribute_not_exists(SK)",
                        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                    }
                },
                {
                    "Update": {
                        "TableName": "Social",
                        "Key": {"PK": {"S": "a"}, "SK": {"S": "c"}},
                        "UpdateExpression": "SET #status = :status",
                        "ExpressionAttributeNames": {"#status": "status"},
                        "ExpressionAttributeValues": {":status": {"S": "x"}},
                    }
                },
                {
                    "Delete": {
                        "TableName": "Social",
                        "Key": {"PK": {"S": "a"}, "SK": {"S": "d"}},
                        "ConditionExpression": "#status = :status",
                        "ExpressionAttributeNames": {"#status": "status"},
                        "ExpressionAttributeValues": {":status": {"S": "x"}},
                    }
                },
                {
                    "ConditionCheck": {
                        "TableName": "Other",
                        "Key": {"id": {"N": "1"}},
                        "ConditionExpression": "attribute_exists(id)",
                    }
                },
            ],
            "ClientRequestToken": "like-7c20-a91f",
        },
    )


def test_transact_get():
    doc = {
        "version": 1,
        "operation": "TransactGetItems",
        "actions": [
            {"type": "Get", "table": "Social", "key": {"PK": S("a"), "SK": S("b")}, "projection": ["name"]},
            {"type": "Get", "table": "Social", "key": {"PK": S("a"), "SK": S("c")}},
        ],
    }
    assert render(doc)[1] == {
        "TransactItems": [
            {
                "Get": {
                    "TableName": "Social",
                    "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}},
                    "ProjectionExpression": "#name",
                    "ExpressionAttributeNames": {"#name": "name"},
                }
            },
            {"Get": {"TableName": "Social", "Key": {"PK": {"S": "a"}, "SK": {"S": "c"}}}},
        ]
    }


def problems(doc):
    with pytest.raises(StateError) as e:
        load_state(doc)
    return [(p.location, p.message) for p in e.value.problems]


def test_broken_state_reports_every_problem_with_location():
    doc = {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {"type": "Put", "table": "Social", "item": {"PK": S("a")}},
            {
                "type": "Update",
                "table": "x",
                "key": {"PK": {"type": "BOOL", "value": True}},
                "update": [{"action": "SET", "path": "n", "value": N("abc")}],
            },
            {
                "type": "Update",
                "table": "Social",
                "key": {"PK": S("")},
                "update": [{"action": "ADD", "path": "n", "value": N("abc")}],
            },
            {"type": "Scan", "table": "Social"},
        ],
        "client_request_token": "x" * 37,
        "bogus": 1,
    }
    assert problems(doc) == [
        ("bogus", "unknown field 'bogus'; expected one of " + ", ".join(loader.TOP_FIELDS)),
        ("actions[1].table", 'table names are 3 to 255 characters of a-z, A-Z, 0-9, _ - and . (got "x")'),
        ("actions[1].key.PK", "key attributes must be a string, number or binary, not a boolean"),
        ("actions[1].update[0].value.value", 'number expected, got "abc"'),
        ("actions[2].key.PK", "key attributes cannot be empty"),
        ("actions[2].update[0].value.value", 'number expected, got "abc"'),
        ("actions[3].type", 'action type must be one of Put, Update, Delete, ConditionCheck, got "Scan"'),
        ("client_request_token", "ClientRequestToken is 1 to 36 characters, got 37"),
    ]


@pytest.mark.parametrize(
    "doc, expected",
    [
        (
            {"version": 1, "operation": "Explode"},
            [
                (
                    "operation",
                    'operation must be one of GetItem, PutItem, UpdateItem, DeleteItem, Query, Scan, TransactWriteItems, TransactGetItems, BatchWriteItem, BatchGetItem, got "Explode"',
                )
            ],
        ),
        (state(operation="GetItem"), [("key", "GetItem needs a key")]),
        (
            state(operation="PutItem", item={"a": S("x")}, update=[{"action": "REMOVE", "path": "a"}]),
            [("update", "update does not apply to PutItem; remove it")],
        ),
        (
            state(operation="PutItem", item={"a": S("x")}, options={"consistent_read": True}),
            [("options.consistent_read", "consistent_read does not apply to PutItem; remove it")],
        ),
        (
            state(operation="PutItem", item={"a": S("x")}, options={"return_values": "ALL_NEW"}),
            [("options.return_values", 'must be one of NONE, ALL_OLD, got "ALL_NEW"')],
        ),
        (
            state(
                operation="Query", key_condition={"partition": {"name": "PK", "value": {"type": "BOOL", "value": True}}}
            ),
            [("key_condition", "the partition key is a string, number or binary, not a boolean")],
        ),
        (state(operation="Scan", options={"limit": 0}), [("options.limit", "limit must be at least 1")]),
        (state(operation="Scan", options={"limit": "10"}), [("options.limit", 'a whole number expected, got "10"')]),
        (
            state(operation="GetItem", key={"PK": S("a"), "SK": S("b"), "X": S("c")}),
            [("key", "a key has a partition key and at most a sort key, got 3 attributes")],
        ),
        (
            state(operation="PutItem", item={"a": {"type": "N", "value": "1", "placeholder": "x"}}),
            [
                (
                    "item.a.placeholder",
                    "placeholders name whole expression values; values inside lists, maps, keys and items have none",
                )
            ],
        ),
        (
            state(operation="Scan", placeholders={"names": "some", "style": "tiny"}),
            [
                (
                    "placeholders.names",
                    'names must be "auto" (plain where allowed) or "all" (alias every name), got "some"',
                ),
                ("placeholders.style", 'style must be "readable" or "compact", got "tiny"'),
            ],
        ),
    ],
)
def test_state_problems(doc, expected):
    assert problems(doc) == expected


def test_too_many_transaction_actions():
    action = {
        "type": "ConditionCheck",
        "table": "tbl",
        "key": KEY,
        "condition": {"op": "attribute_exists", "path": "PK"},
    }
    doc = {"version": 1, "operation": "TransactWriteItems", "actions": [action] * 101}
    assert problems(doc) == [("actions", "a transaction holds at most 100 actions, got 101")]
    doc["actions"] = [action] * 100
    assert len(render(doc)[1]["TransactItems"]) == 100


@pytest.mark.parametrize(
    "doc, message",
    [
        ([], "a builder state is a JSON object, got a list"),
        ({"operation": "Scan"}, "version: a whole-number version is required (current: 3), got null"),
        (
            {"version": 99, "operation": "Scan"},
            "version: version 99 is newer than this builder understands (3); update the app",
        ),
        ({"version": 0, "operation": "Scan"}, "version: version 0 is not a known builder state version"),
    ],
)
def test_version_problems(doc, message):
    with pytest.raises(StateError) as e:
        migrate(doc)
    assert str(e.value) == message


def test_migrations_run_in_order(monkeypatch):
    """An old document is carried forward through every registered migration."""
    monkeypatch.setattr(state_module, "STATE_VERSION", 3)
    monkeypatch.setattr(
        state_module,
        "MIGRATIONS",
        {
            1: lambda d: {**d, "version": 2, "seen": ["1->2"]},
            2: lambda d: {**d, "version": 3, "seen": d["seen"] + ["2->3"]},
        },
    )
    original = {"version": 1, "operation": "Scan"}
    assert state_module.migrate(original) == {"version": 3, "operation": "Scan", "seen": ["1->2", "2->3"]}
    assert original == {"version": 1, "operation": "Scan"}  # input untouched


def test_the_real_migrations_leave_the_document_as_it_was():
    """migrate does not copy an old document first (issue 13): each migration
    returns a new top-level dict and edits nothing inside it."""
    import copy

    v1 = {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {"type": "Update", "table": "tbl", "key": KEY, "update": [{"action": "SET", "path": "a", "value": S("x")}]}
        ],
    }
    before = copy.deepcopy(v1)
    migrated = migrate(v1)
    load_state(v1)
    render(v1)
    assert v1 == before and migrated["version"] == 3 and migrated is not v1
    for version, step in state_module.MIGRATIONS.items():
        doc = copy.deepcopy({**before, "version": version})
        kept = copy.deepcopy(doc)
        assert step(doc) is not doc and doc == kept


def test_current_version_is_three_and_older_documents_still_load():
    """Version 2 (issue 12) added shapes and changed none, nor did version 3
    (issue 15, text): every version-1 and version-2 document is carried
    forward as it is."""
    assert STATE_VERSION == 3
    v1 = state(operation="DeleteItem", key=KEY, condition={"op": "begins_with", "path": "a", "value": S("x")})
    v1["version"] = 1
    assert migrate(v1) == {**v1, "version": 3}
    assert render(v1) == render({**v1, "version": 3})
    assert migrate({**v1, "version": 2}) == {**v1, "version": 3}


def test_update_item_without_update_actions_writes_the_key():
    """DynamoDB creates (or leaves as it is) the item of an UpdateItem without
    UpdateExpression: a version-2 state may leave the update out."""
    assert render(state(operation="UpdateItem", key=KEY)) == (
        "UpdateItem",
        {"TableName": "tbl", "Key": {"PK": {"S": "p"}, "SK": {"S": "s"}}},
    )


def test_expression_over_4kb_is_refused_before_sending():
    """100 IN values with long readable placeholders pass; a condition past 4 KB does not."""
    long_names = [{"op": "=", "left": P("a" * 40 + str(i)), "right": N(i)} for i in range(60)]
    doc = state(operation="DeleteItem", key=KEY, condition={"op": "and", "conditions": long_names})
    assert problems(doc) == [
        ("condition", problems(doc)[0][1]),
    ]
    message = problems(doc)[0][1]
    assert message.startswith("the ConditionExpression is ") and "DynamoDB's limit is 4096" in message
    size = int(message.split(" is ")[1].split(" characters")[0])
    assert size > 4096
    # the same condition with compact placeholders fits
    doc["placeholders"] = {"names": "auto", "style": "compact"}
    doc["condition"]["conditions"] = long_names[:40]
    _op, params = render(doc)
    assert len(params["ConditionExpression"]) <= 4096


def test_expression_limit_located_in_transactions():
    def big(name):
        return {"op": "in", "operand": P(name), "values": [S(name + str(i)) for i in range(100)]}

    action = {
        "type": "ConditionCheck",
        "table": "tbl",
        "key": KEY,
        "condition": {
            "op": "or",
            "conditions": [big("status"), big("limit"), big("comment"), big("year"), big("month"), big("day")],
        },
    }
    doc = {"version": 1, "operation": "TransactWriteItems", "actions": [action]}
    got = problems(doc)
    assert [loc for loc, _ in got] == ["actions[0].condition"]
