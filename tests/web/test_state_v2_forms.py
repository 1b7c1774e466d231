"""The shapes state version 2 added (issue 12: requests DynamoDB accepts that
version 1 could not hold) open in the builder's forms and come back out the
same: a function's first argument given as any operand (begins_with(:a, :b),
contains(size(x), ...)), size() of a value, an UpdateItem without update
actions. A pasted request using them loads without losing a value; the form
writes the lowest version that holds what it shows."""

from __future__ import annotations

import json

import pytest

from builder import forms as bf
from builder.expr import lowest_version, render
from builder.expr.emit import EMITTERS, emit

S = {"type": "S", "value": "abc"}
A = {"type": "S", "value": "a"}
KEY = {"PK": {"type": "S", "value": "u1"}}

V2_STATES = {
    "begins_with of a value": {
        "operation": "Scan",
        "table": "Orders",
        "filter": {"op": "begins_with", "operand": S, "value": A},
    },
    "contains of a value": {
        "operation": "Scan",
        "table": "Orders",
        "filter": {"op": "contains", "operand": S, "value": A},
    },
    "attribute_type of a value": {
        "operation": "Scan",
        "table": "Orders",
        "filter": {"op": "attribute_type", "operand": S, "type": "S"},
    },
    "attribute_type of size": {
        "operation": "Scan",
        "table": "Orders",
        "filter": {"op": "attribute_type", "operand": {"size": "tags"}, "type": "N"},
    },
    "size of a value compared": {
        "operation": "DeleteItem",
        "table": "Orders",
        "key": KEY,
        "condition": {"op": ">", "left": {"size": S}, "right": {"type": "N", "value": "1"}},
    },
    "size of a value in IN": {
        "operation": "Scan",
        "table": "Orders",
        "filter": {"op": "in", "operand": {"path": "n"}, "values": [{"size": S}, {"type": "N", "value": "7"}]},
    },
    "an UpdateItem without update actions": {
        "operation": "UpdateItem",
        "table": "Orders",
        "key": KEY,
        "condition": {"op": "attribute_not_exists", "path": "PK"},
    },
    "a transaction Update without update actions": {
        "operation": "TransactWriteItems",
        "actions": [{"type": "Update", "table": "Orders", "key": KEY}],
    },
}


def through_the_form(state: dict) -> dict:
    form = bf.BuilderForm(bf.with_default_rows(bf.load_data(state)))
    again, request = form.validate()
    assert request is not None, [str(p) for p in form.conversion.problems] + form.general_errors
    return again


@pytest.mark.parametrize("name", sorted(V2_STATES))
def test_a_version_2_state_survives_the_form(name):
    state = {"version": 2, **V2_STATES[name]}
    again = through_the_form(state)
    assert render(again) == render(state)
    assert again["version"] == lowest_version(again) == 2


def test_a_path_as_first_argument_is_still_written_as_version_1():
    state = {
        "version": 1,
        "operation": "Scan",
        "table": "Orders",
        "filter": {"op": "begins_with", "path": "SK", "value": A},
    }
    again = through_the_form(state)
    assert again["filter"] == state["filter"]
    assert again["version"] == 1


@pytest.mark.parametrize(
    "operation, request_params, expression",
    [
        (
            "Scan",
            {
                "TableName": "Orders",
                "FilterExpression": "begins_with(:a, :b)",
                "ExpressionAttributeValues": {":a": {"S": "abc"}, ":b": {"S": "a"}},
            },
            "begins_with(:a, :b)",
        ),
        (
            "Scan",
            {
                "TableName": "Orders",
                "FilterExpression": "size(:v) > :n",
                "ExpressionAttributeValues": {":v": {"S": "abc"}, ":n": {"N": "1"}},
            },
            "size(:v) &gt; :n",
        ),
    ],
)
def test_a_pasted_request_with_a_value_first_loads_whole(client, operation, request_params, expression):
    response = client.post("/", {"_action": "paste", "paste-text": json.dumps(request_params), "paste-op": operation})
    page = response.content.decode()
    assert response.status_code == 200
    assert "path is empty" not in page  # the value was not dropped for an empty path
    assert f'FilterExpression": "{expression}"' in page  # (the JSON's quotes as they are: element text)


@pytest.mark.parametrize("fmt", ["partiql", "pynamodb", "toolbox", "electrodb"])
@pytest.mark.parametrize("name", ["begins_with of a value", "size of a value compared"])
def test_library_tabs_say_they_cannot_start_a_condition_from_a_value(fmt, name):
    operation, params = render({"version": 2, **V2_STATES[name]})
    code = emit(fmt, operation, params)
    assert "of a value" in code and "cannot" in code.lower(), code


@pytest.mark.parametrize("fmt", sorted(set(EMITTERS) - {"partiql", "pynamodb", "toolbox", "electrodb"}))
@pytest.mark.parametrize("name", sorted(V2_STATES))
def test_sdk_tabs_write_version_2_requests(fmt, name):
    operation, params = render({"version": 2, **V2_STATES[name]})
    code = emit(fmt, operation, params)
    assert "cannot" not in code.lower(), code
    assert "Orders" in code


def test_a_pasted_legacy_request_loads_as_expressions_and_says_so(client):
    request = {"TableName": "Orders", "Key": {"PK": {"S": "u1"}}, "Expected": {"status": {"Value": {"S": "open"}}}}
    response = client.post("/", {"_action": "paste", "paste-text": json.dumps(request), "paste-op": "DeleteItem"})
    page = response.content.decode()
    assert "Expected (legacy parameter) read as the expressions they stand for" in page
    assert '"ConditionExpression": "#status = :l0"' in page


def test_a_pasted_update_without_an_action_says_which_entries_it_left_out(client):
    """The AWS SDK for PHP's session write: entries without an Action are named (and escaped), not dropped silently."""
    request = {
        "TableName": "sessions",
        "Key": {"id": {"S": "s1"}},
        "AttributeUpdates": {
            "expires": {"Value": {"N": "1432701440"}},
            "lock": {"Action": "DELETE"},
            "<b>data</b>": {"Value": {"S": "a:0:{}"}},
        },
    }
    response = client.post("/", {"_action": "paste", "paste-text": json.dumps(request), "paste-op": "UpdateItem"})
    page = response.content.decode()
    assert "Left out: the AttributeUpdates entries without an Action (expires, &lt;b&gt;data&lt;/b&gt;)" in page
    assert "<b>data</b>" not in page
    assert '"UpdateExpression": "REMOVE #lock"' in page  # the builder renders the entry it read
