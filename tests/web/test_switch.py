"""Switching operation keeps the table and the key (issue 16 #2), without
JavaScript: the form posts the operation it was drawn for (op_was)."""

import html as htmllib
import json
import re

import pytest

from builder import forms as bf
from builder.expr.recipes import all_recipes, get_recipe


def code_json(html: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', html, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def fields(html: str) -> dict:
    """The builder form's inputs and selected options as a post would send them (enough for these tests)."""
    out = {}
    for m in re.finditer(r'<input type="(?:text|hidden)" name="([^"]+)"(?:[^>]*?value="([^"]*)")?', html):
        out[m.group(1)] = htmllib.unescape(m.group(2) or "")
    for m in re.finditer(r'<select name="([^"]+)"[^>]*>(.*?)</select>', html, re.S):
        sel = re.search(r'<option value="([^"]*)" selected', m.group(2))
        if sel:
            out[m.group(1)] = htmllib.unescape(sel.group(1))
    for m in re.finditer(r'<textarea name="([^"]+)"[^>]*>\n?(.*?)</textarea>', html, re.S):
        out[m.group(1)] = htmllib.unescape(m.group(2))
    out.pop("csrfmiddlewaretoken", None)
    return {k: v for k, v in out.items() if not k.startswith(("paste-", "snip-", "try-"))}


KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}


def switch(client, data: dict, op: str) -> str:
    data = {**data, "op": op}
    return client.post("/", data).content.decode()


def test_update_item_to_put_query_transaction_and_back_keeps_table_and_key(client):
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}},
        "update": [{"action": "ADD", "path": "likeTally", "value": {"type": "N", "value": "1"}}],
    }
    data = {**bf.state_to_data(state), "op_was": "UpdateItem"}
    page = switch(client, data, "PutItem")
    assert code_json(page) == {"TableName": "Social", "Item": KEY}
    page = switch(client, fields(page), "UpdateItem")  # and back: the key leaves the item again
    assert code_json(page)["Key"] == KEY
    page = switch(client, fields(page), "Query")
    query = code_json(page)
    assert query["TableName"] == "Social" and query["KeyConditionExpression"] == "PK = :PK AND SK = :SK"
    page = switch(client, fields(page), "TransactWriteItems")
    action = code_json(page)["TransactItems"][0]["Update"]
    assert action["TableName"] == "Social" and action["Key"] == KEY
    page = switch(client, fields(page), "GetItem")
    assert code_json(page) == {"TableName": "Social", "Key": KEY}


def test_a_transactions_first_action_comes_back_whole(client):
    data = {**bf.state_to_data(get_recipe("like").state), "op_was": "TransactWriteItems"}
    page = switch(client, data, "PutItem")  # action 1 of the like is the Put of the child
    put = code_json(page)
    like = code_json(client.get("/?recipe=like").content.decode())["TransactItems"][0]["Put"]
    assert put["Item"] == like["Item"] and put["ConditionExpression"] == like["ConditionExpression"]


def test_the_same_operation_changes_nothing(client):
    data = {**bf.state_to_data(get_recipe("like").state), "op_was": "TransactWriteItems"}
    assert code_json(switch(client, data, "TransactWriteItems")) == code_json(
        client.get("/?recipe=like").content.decode()
    )


@pytest.mark.parametrize(
    "op", ["GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan", "TransactWriteItems", "TransactGetItems"]
)
def test_every_recipe_switches_to_every_operation(client, op):
    for recipe in all_recipes():
        data = {**bf.state_to_data(recipe.state), "op_was": recipe.state["operation"], "op": op}
        response = client.post("/", data, headers={"HX-Request": "true"})
        assert response.status_code == 200, (recipe.name, op)
        assert f'<option value="{op}" selected>' in response.content.decode()


@pytest.mark.parametrize("url", ["/preview", "/code?format=go"])
def test_a_preview_of_a_form_being_switched_swaps_nothing(client, url):
    """The operation select posts the builder, whose answer re-renders the form for
    the new operation; a live preview (or a code tab) asked meanwhile carries the
    old form's fields with the new operation: it answers 204, so htmx swaps no box
    the old form has and the new one lacks (an htmx oobErrorNoTarget otherwise)."""
    data = bf.state_to_data(get_recipe("like").state)
    headers = {"HX-Request": "true"}
    same = client.post(url, {**data, "op_was": "TransactWriteItems"}, headers=headers)
    assert same.status_code == 200 and same.content
    switching = client.post(url, {**data, "op": "Query", "op_was": "TransactWriteItems"}, headers=headers)
    assert switching.status_code == 204 and switching.content == b""
    unknown = client.post(url, {**data, "op_was": "NotAnOperation"}, headers=headers)
    assert unknown.status_code == 200  # an op_was the builder never draws is not a switch
