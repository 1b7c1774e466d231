"""The builder page, its htmx partials and its links, through Django's test client."""

import html as htmllib
import json
import re
from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builder import forms as bf
from builder.expr import render
from builder.expr.recipes import all_recipes, get_recipe
from builder.links import decode_state, encode_state

HX = {"HX-Request": "true"}


def code_json(html: str):
    """The request JSON shown in the output panel, parsed (None if absent)."""
    m = re.search(r'<code id="code-json">(.*?)</code>', html, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def error_for(html: str, name: str) -> str | None:
    m = re.search(r'<p class="field-error" id="e-%s"[^>]*>(.*?)</p>' % re.escape(name), html, re.S)
    if not m or " hidden" in m.group(0).split(">")[0]:
        return None
    return htmllib.unescape(m.group(1))


def post_data(state, **extra):
    data = bf.state_to_data(state)
    data.update(extra)
    return data


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_recipe_link_renders_the_recipe_request(client, recipe):
    response = client.get(f"/?recipe={recipe.name}")
    assert response.status_code == 200
    assert code_json(response.content.decode()) == render(recipe.state)[1]


def test_fresh_builder_is_not_scolded(client):
    html = client.get("/").content.decode()
    assert "Fill in the form" in html
    assert 'class="field-error" id="e-table" hidden' in html
    assert code_json(html) is None


@pytest.mark.parametrize(
    "op", ["GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan", "TransactWriteItems", "TransactGetItems"]
)
def test_every_operation_has_a_page(client, op):
    response = client.get(f"/?op={op}")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<option value="{op}" selected>' in html


def test_post_without_javascript_renders_the_whole_page(client):
    response = client.post("/", post_data(get_recipe("like").state, _action="build"))
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" in html
    assert code_json(html) == render(get_recipe("like").state)[1]


def test_preview_valid_swaps_output_and_clears_errors(client):
    response = client.post("/preview", post_data(get_recipe("exact_counter").state), headers=HX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html
    assert 'id="output-status"' in html and "request is valid" in html
    assert 'id="output-body" class="output-body" hx-swap-oob="true"' in html
    assert code_json(html) == render(get_recipe("exact_counter").state)[1]
    # every field's message container is refreshed (empty here)
    assert 'id="e-upd-0-v-value" hx-swap-oob="true" hidden' in html


def test_preview_invalid_marks_output_stale_and_shows_error_beside_field(client):
    data = post_data(get_recipe("exact_counter").state)
    data["upd-0-v-value"] = "forty-two"
    response = client.post("/preview", data, headers=HX)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Out of date: fix 1 problem" in html
    assert 'id="output-body"' not in html  # the last valid output stays in the page
    assert error_for(html, "upd-0-v-value") == 'number expected, got "forty-two"'


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("table", "x", "table names are 3 to 255 characters"),
        ("key-0-value", "", "key attributes cannot be empty"),
        ("upd-0-path", "a..b", "attribute name expected at position 3"),
        ("cond-r-ph", "bad name", "placeholder 'bad name' is not valid"),
        ("opt-return_values_on_condition_check_failure", "SOMETIMES", "must be one of NONE, ALL_OLD"),
    ],
)
def test_problems_land_beside_their_field(client, field, value, message):
    data = post_data(get_recipe("exact_counter").state)
    data[field] = value
    html = client.post("/preview", data, headers=HX).content.decode()
    assert message in (error_for(html, field) or ""), html[:3000]


def test_list_and_map_values_accept_dynamodb_or_plain_json(client):
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}},
    }
    data = post_data(state)
    data.update({"item-1-name": "l", "item-1-type": "L", "item-1-value": '["x", 1.50, true, null, {"k": [2]}]'})
    data.update({"item-2-name": "m", "item-2-type": "M", "item-2-value": '{"n": {"N": "7"}}'})
    data.update({"item-3-name": "bad", "item-3-type": "M", "item-3-value": "{nope"})
    html = client.post("/preview", data, headers=HX).content.decode()
    assert "not valid JSON" in error_for(html, "item-3-value")
    del data["item-3-name"], data["item-3-type"], data["item-3-value"]
    html = client.post("/preview", data, headers=HX).content.decode()
    assert code_json(html)["Item"] == {
        "PK": {"S": "a"},
        "l": {"L": [{"S": "x"}, {"N": "1.50"}, {"BOOL": True}, {"NULL": True}, {"M": {"k": {"L": [{"N": "2"}]}}}]},
        "m": {"M": {"n": {"N": "7"}}},
    }


def test_sets_are_one_member_a_line(client):
    data = post_data(
        {
            "version": 1,
            "operation": "UpdateItem",
            "table": "Social",
            "key": {"PK": {"type": "S", "value": "a"}},
            "update": [{"action": "ADD", "path": "tags", "value": {"type": "SS", "value": ["x"]}}],
        }
    )
    data["upd-0-v-value"] = "red\ngreen\n\nblue\n"
    html = client.post("/preview", data, headers=HX).content.decode()
    assert code_json(html)["ExpressionAttributeValues"] == {":tags": {"SS": ["red", "green", "blue"]}}
    data["upd-0-v-value"] = "red\nred"
    html = client.post("/preview", data, headers=HX).content.decode()
    assert "duplicate member" in error_for(html, "upd-0-v-value")


@pytest.mark.parametrize(
    "action, present, absent",
    [
        ("add:key", ["key-2-name"], []),
        ("remove:key-0", ["key-0-name"], ["key-1-name"]),
        ("add:upd", ["upd-1-action"], []),
        ("add:cond", ["cond-0-op", "cond-1-op"], []),
        ("addgroup:cond", ["cond-1-0-op"], []),
    ],
)
def test_row_actions_with_htmx_return_the_form(client, action, present, absent):
    data = post_data(get_recipe("exact_counter").state, _action=action)
    response = client.post("/", data, headers=HX)
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<form id="builder-form"')
    for name in present:
        assert f'name="{name}"' in html
    for name in absent:
        assert f'name="{name}"' not in html
    assert 'id="output-status" class="output-status' in html and 'hx-swap-oob="true"' in html


def test_row_actions_without_javascript_return_the_page(client):
    data = post_data(get_recipe("like").state, _action="add:act")
    html = client.post("/", data).content.decode()
    assert "<html" in html
    assert 'name="act-2-type"' in html


def test_transaction_actions_reorder(client):
    data = post_data(get_recipe("like").state, _action="down:act-0")
    html = client.post("/", data).content.decode()
    out = code_json(html)
    assert [next(iter(a)) for a in out["TransactItems"]] == ["Update", "Put"]


def test_apply_action_remove_renumbers_and_ignores_junk():
    d = {"key-0-name": "a", "key-1-name": "b", "key-2-name": "c", "x": "1"}
    assert bf.apply_action(d, "remove:key-1") == {"key-0-name": "a", "key-1-name": "c", "x": "1"}
    assert bf.apply_action(d, "remove:key-9") == d
    assert bf.apply_action(d, "explode:everything") == d
    assert bf.apply_action(d, "up:key-0") == d


def test_nested_not_or_condition_round_trips(client):
    cond = {
        "op": "or",
        "conditions": [
            {
                "op": "not",
                "condition": {
                    "op": "and",
                    "conditions": [
                        {"op": "attribute_exists", "path": "a.b"},
                        {
                            "op": "in",
                            "operand": {"path": "status"},
                            "values": [{"type": "S", "value": "x"}, {"type": "S", "value": "y"}],
                        },
                    ],
                },
            },
            {
                "op": "not",
                "condition": {
                    "op": "not",
                    "condition": {"op": ">", "left": {"size": "tags"}, "right": {"type": "N", "value": "3"}},
                },
            },
            {"op": "between", "operand": {"path": "n"}, "low": {"type": "N", "value": "1"}, "high": {"path": "m"}},
        ],
    }
    state = {
        "version": 1,
        "operation": "DeleteItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "a"}},
        "condition": cond,
    }
    html = client.post("/", post_data(state, _action="build")).content.decode()
    assert code_json(html) == render(state)[1]


def test_link_round_trip(client):
    state = get_recipe("unlike").state
    token = encode_state(state)
    assert decode_state(token) == state
    html = client.get(f"/?s={token}").content.decode()
    assert code_json(html) == render(state)[1]
    # the page's own share link carries the same request
    link = re.search(r'<a class="share-link" href="([^"]+)"', html).group(1)
    again = client.get(htmllib.unescape(link)).content.decode()
    assert code_json(again) == render(state)[1]


def test_readable_link(client):
    state = {
        "version": 1,
        "operation": "GetItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "POST#a91f"}},
    }
    response = client.get("/", {"state": json.dumps(state)})
    assert code_json(response.content.decode()) == render(state)[1]


@pytest.mark.parametrize(
    "query, message",
    [
        ({"s": "1.@@@@"}, "damaged"),
        ({"s": "1." + encode_state({"version": 1})[2:-6]}, "damaged"),
        ({"s": "9.abc"}, "format '9'"),
        ({"s": "nodot"}, "no version marker"),
        ({"s": "1." + "A" * 20000}, "too long"),
        ({"state": "{not json"}, "not valid JSON"),
        ({"state": "[1, 2]"}, "does not hold a builder state"),
        ({"state": json.dumps({"version": 1, "operation": "Nope"})}, "cannot be loaded"),
        ({"state": json.dumps({"version": 7, "operation": "Scan"})}, "newer than this builder"),
        ({"recipe": "nope"}, "no recipe named"),
    ],
)
def test_broken_links_give_a_message_and_an_empty_builder(client, query, message):
    response = client.get("/", query)
    html = htmllib.unescape(response.content.decode())
    assert response.status_code == 200
    assert message in html
    assert 'role="alert"' in response.content.decode()
    assert code_json(response.content.decode()) is None


def test_tampered_link_state_with_wrong_shapes_is_not_a_500(client):
    for bad in (
        {"version": 1, "operation": "UpdateItem", "table": "Social", "key": [], "update": "x"},
        {"version": 1, "operation": "TransactWriteItems", "actions": [{"type": "Put", "item": {"a": 5}}]},
        {"version": 1, "operation": "Query", "table": "Social", "key_condition": {"partition": 3}},
    ):
        response = client.get("/", {"s": encode_state(bad)})
        assert response.status_code == 200


def test_user_text_is_escaped_everywhere(client):
    evil = "<script>alert(1)</script>\"'&"
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": evil}, "note": {"type": "S", "value": evil}},
    }
    data = post_data(state)
    data["item-1-name"] = evil
    for response in (
        client.post("/", data),
        client.post("/preview", data, headers=HX),
        client.get("/", {"state": json.dumps(state)}),
    ):
        html = response.content.decode()
        assert "<script>alert(1)" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_the_request_json_is_escaped_as_element_text(client):
    """Inside an element only &, < and > need escaping: a request's quotes are
    written as they are (as &quot; they made a preview of 2.4 MB of values 38
    MB of HTML), and the text still reads back exactly (code_json)."""
    evil = "<script>alert(1)</script>\"'&"
    state = {"version": 1, "operation": "PutItem", "table": "Social", "item": {"PK": {"type": "S", "value": evil}}}
    for response in (client.post("/", post_data(state)), client.post("/preview", post_data(state), headers=HX)):
        html = response.content.decode()
        panel = re.search(r'<code id="code-json">(.*?)</code>', html, re.S).group(1)
        assert '"TableName": "Social"' in panel and "&quot;" not in panel
        assert "<script>" not in panel and "&lt;script&gt;alert(1)&lt;/script&gt;" in panel
        assert code_json(html)["Item"]["PK"] == {"S": evil}


@given(st.text())
def test_element_text_reads_back_and_opens_no_tag(text):
    from builder.forms.widgets import escape_text

    escaped = escape_text(text)
    assert htmllib.unescape(escaped) == text
    assert "<" not in escaped and ">" not in escaped
    assert re.sub(r"&(amp|lt|gt);", "", escaped).count("&") == 0


def test_csrf_is_enforced(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    data = post_data(get_recipe("like").state)
    assert strict.post("/", data).status_code == 403
    assert strict.post("/preview", data, headers=HX).status_code == 403
    page = strict.get("/")
    token = page.cookies["csrftoken"].value
    assert strict.post("/preview", data, headers={**HX, "X-CSRFToken": token}).status_code == 200


def test_recipes_page_links_open_prefilled_builders(client):
    html = client.get("/recipes/").content.decode()
    for r in all_recipes():
        assert f'href="/?recipe={r.name}"' in html
        assert htmllib.escape(r.title) in html


def test_garbage_post_is_not_a_500(client):
    junk = {
        "op": "Explode",
        "key-0-type": "Q",
        "upd-0-action": "MOVE",
        "upd-0-v-kind": "warp",
        "cond-op": "~",
        "act-0-type": "Nuke",
        "opt-limit": "-3",
        "ph_names": "x",
    }
    for url in ("/", "/preview"):
        response = client.post(url, junk, headers=HX)
        assert response.status_code == 200


def test_paste_a_request_loads_it_into_the_builder(client):
    from builder.expr.recipes import get_recipe as recipe

    _, params = render(recipe("like").state)
    data = post_data(recipe("exact_counter").state, _action="paste")
    data["paste-text"] = json.dumps(params)
    response = client.post("/", data, headers=HX)
    html = response.content.decode()
    assert response.status_code == 200
    assert '<option value="TransactWriteItems" selected>' in html
    assert code_json(html) == params


def test_paste_with_forced_operation_and_plain_values(client):
    request_json = {
        "TableName": "Social",
        "Key": {"PK": "POST#a91f", "SK": "META"},
        "ConditionExpression": "attribute_exists(PK)",
    }
    data = post_data(get_recipe("like").state, _action="paste")
    data.update({"paste-text": json.dumps(request_json), "paste-op": "DeleteItem"})
    html = client.post("/", data).content.decode()
    assert code_json(html) == {
        "TableName": "Social",
        "Key": {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}},
        "ConditionExpression": "attribute_exists(PK)",
    }


def test_paste_with_reserved_words_written_plainly_loads_them_aliased_and_says_so(client):
    request_json = {
        "TableName": "Social",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "SET count = count + :one, #s = :one",
        "ConditionExpression": "attribute_exists(name)",
        "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":one": {"N": "1"}},
    }
    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = json.dumps(request_json)
    html = client.post("/", data, headers=HX).content.decode()
    params = code_json(html)
    assert params["UpdateExpression"] == "SET #count = #count + :one, #status = :one"
    assert params["ConditionExpression"] == "attribute_exists(#name)"
    assert params["ExpressionAttributeNames"] == {"#count": "count", "#status": "status", "#name": "name"}
    assert "DynamoDB refuses the reserved words count, name written plainly" in html
    assert '<details class="paste" open>' in html


def test_paste_of_json_naming_a_key_twice_keeps_the_last_as_dynamodb_does_and_says_so(client):
    """DynamoDB (Local: its JSON reader) keeps the last of two values given one
    key; the paste kept it too, without a word about the first."""
    text = (
        '{"TableName": "Social", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}},'
        ' "UpdateExpression": "SET y = :v", "ReturnValues": "NONE",'
        ' "ExpressionAttributeValues": {":v": {"S": "first"}, ":v": {"S": "second"}}}'
    )
    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = text
    html = client.post("/", data, headers=HX).content.decode()
    assert code_json(html)["ExpressionAttributeValues"] == {":v": {"S": "second"}}
    notes = [htmllib.unescape(n) for n in re.findall(r'<p class="hint paste-note" role="status">(.*?)</p>', html)]
    assert notes == [
        'The pasted request names ":v" twice in one object: DynamoDB keeps the last value, '
        "and so did the builder (the earlier one is not in the request)."
    ]
    # many names, and long ones: the first five, shortened
    many = {f"k{i}" * (1 if i else 30): i for i in range(7)}
    body = ", ".join(f'"{k}": {{"S": "a"}}, "{k}": {{"S": "b"}}' for k in many)
    data["paste-text"] = '{"TableName": "Social", "Item": {"PK": {"S": "a"}, ' + body + "}}"
    html = client.post("/", data, headers=HX).content.decode()
    (note,) = [htmllib.unescape(n) for n in re.findall(r'<p class="hint paste-note" role="status">(.*?)</p>', html)]
    assert note.startswith('The pasted request names "' + ("k0" * 20) + '…", "k1", "k2", "k3", "k4" and 2 more twice')
    # a request without a repeated key says nothing of it
    data["paste-text"] = json.dumps({"TableName": "Social", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}})
    assert "twice in one object" not in client.post("/", data, headers=HX).content.decode()


@pytest.mark.parametrize(
    "text",
    [
        '{"TableName": "Social", "Key": {"PK": {"S": "a"}}, "ReturnConsumedcapacity": "TOTAL"}',
        "client.get_item(TableName='Social', Key={'PK': {'S': 'a'}}, ReturnConsumedcapacity='TOTAL')",
        "new GetItemCommand({TableName: 'Social', Key: {PK: {S: 'a'}}, ReturnConsumedcapacity: 'TOTAL'})",
    ],
    ids=["json", "boto3", "javascript"],
)
def test_paste_says_which_parameters_the_operation_does_not_take(client, text):
    """A parameter the operation does not take (a typo: ReturnConsumedcapacity)
    was left out of the loaded request without a word."""
    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = text
    html = client.post("/", data, headers=HX).content.decode()
    assert "ReturnConsumedCapacity" not in code_json(html)
    notes = [htmllib.unescape(n) for n in re.findall(r'<p class="hint paste-note" role="status">(.*?)</p>', html)]
    assert notes == [
        'Left out: "ReturnConsumedcapacity", which GetItem does not take (DynamoDB ignores it; boto3 refuses it). '
        "Check the spelling if you meant one of GetItem's parameters."
    ]
    # a transaction's and a batch's own parameters are theirs
    for request in (
        {
            "TransactItems": [{"Get": {"TableName": "Social", "Key": {"PK": {"S": "a"}}}}],
            "ReturnConsumedCapacity": "TOTAL",
        },
        {"RequestItems": {"Social": {"Keys": [{"PK": {"S": "a"}}]}}, "ReturnConsumedCapacity": "TOTAL"},
    ):
        data["paste-text"] = json.dumps(request)
        assert "Left out" not in client.post("/", data, headers=HX).content.decode()
    # a member a transaction's action or a batch's table does not take, further in: said by its place
    for request, where in (
        (
            {"TransactItems": [{"Put": {"TableName": "Social", "Item": {"PK": {"S": "a"}}, "Expected": {}}}]},
            '"TransactItems[0].Put.Expected", which TransactWriteItems does not take',
        ),
        (
            {"RequestItems": {"Social": {"Keys": [{"PK": {"S": "a"}}], "Bogus": 1}}},
            '"RequestItems.Social.Bogus", which BatchGetItem does not take',
        ),
        (
            {"RequestItems": {"Social": [{"PutRequest": {"Item": {"PK": {"S": "a"}}, "Bogus": 1}}]}},
            '"RequestItems.Social[0].PutRequest.Bogus", which BatchWriteItem does not take',
        ),
    ):
        data["paste-text"] = json.dumps(request)
        assert where in htmllib.unescape(client.post("/", data, headers=HX).content.decode())


def test_paste_of_a_request_that_fits_only_with_short_placeholders_loads_it_compact_and_says_so(client):
    """Its own #a0 kept it within 4 KB; the builder's readable placeholders
    would not (it was refused with a hint to pick compact ones)."""
    from tests.expr.test_shorter_placeholders import short_placeholder_request

    request_json = short_placeholder_request()
    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = json.dumps(request_json)
    html = client.post("/", data, headers=HX).content.decode()
    params = code_json(html)
    assert params["UpdateExpression"].startswith("SET #n0 = :v0, #n1 = :v1")
    assert len(params["UpdateExpression"]) <= 4096
    assert "Written with compact placeholders" in htmllib.unescape(html)


@pytest.mark.parametrize(
    "text, message",
    [
        ("{nope", "not valid JSON"),
        (
            json.dumps(
                {"TableName": "Social", "Key": {"PK": {"S": "a"}}, "ConditionExpression": "attribute_exists(#x)"}
            ),
            "#x",
        ),
        (
            json.dumps({"TableName": "Social", "Key": {"PK": {"S": "a"}}, "ConditionExpression": "a = = b"}),
            "Syntax error",
        ),
    ],
)
def test_paste_problems_keep_the_builder_and_the_pasted_text(client, text, message):
    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = text
    html = client.post("/", data, headers=HX).content.decode()
    assert message in htmllib.unescape(error_for(html, "paste-text") or "")
    assert htmllib.escape(text) in html  # the pasted text is still there
    assert code_json(html) == render(get_recipe("like").state)[1]  # and so is the builder's request


LIKE_UPDATE = {
    "TableName": "Social",
    "Key": {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}},
    "UpdateExpression": "ADD likeTally :one",
    "ExpressionAttributeValues": {":one": {"N": "1"}},
}
PASTED_CODE = [
    (
        """$ aws dynamodb update-item \\
  --table-name Social --region eu-west-1 \\
  --key '{"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}' \\
  --update-expression "ADD likeTally :one" \\
  --expression-attribute-values '{":one": {"N": "1"}}'""",
        "UpdateItem",
        LIKE_UPDATE,
        "Left out: --region, options of the AWS CLI",
    ),
    (
        """import boto3
from boto3.dynamodb.conditions import Attr

table = boto3.resource("dynamodb").Table("Social")
table.update_item(
    Key={"PK": "POST#a91f", "SK": "META"},
    UpdateExpression="ADD likeTally :one",
    ConditionExpression=Attr("PK").exists(),
    ExpressionAttributeValues={":one": 1},
)
""",
        "UpdateItem",
        # boto3's #n0, written plainly as the builder writes it
        {**LIKE_UPDATE, "ConditionExpression": "attribute_exists(PK)"},
        None,
    ),
    (
        """import { DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";
await doc.send(new PutCommand({
  TableName: "Social",
  Item: { PK: "POST#a91f", SK: "LIKE#USER#7c20", likedAt: 1750636800 },
  ConditionExpression: "attribute_not_exists(SK)",
}));""",
        "PutItem",
        {
            "TableName": "Social",
            "Item": {"PK": {"S": "POST#a91f"}, "SK": {"S": "LIKE#USER#7c20"}, "likedAt": {"N": "1750636800"}},
            "ConditionExpression": "attribute_not_exists(SK)",
        },
        None,
    ),
]


@pytest.mark.parametrize("code, operation, params, note", PASTED_CODE, ids=["cli", "boto3", "javascript"])
def test_paste_code_loads_the_request_it_sends(client, code, operation, params, note):
    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = code
    html = client.post("/", data, headers=HX).content.decode()
    assert f'<option value="{operation}" selected>' in html
    assert code_json(html) == params
    assert note is None or note in html


def test_the_cli_tab_pasted_back_gives_the_same_request(client):
    state = get_recipe("like").state
    _, params = render(state)
    tab = client.post("/code?format=cli", post_data(state), headers=HX)  # the CLI tab, as the page fetches it
    assert tab.status_code == 200
    command = htmllib.unescape(re.search(r"<code[^>]*>(.*?)</code>", tab.content.decode(), re.S).group(1))
    assert command.startswith("aws dynamodb ")
    data = post_data(get_recipe("exact_counter").state, _action="paste")
    data["paste-text"] = command
    html = client.post("/", data, headers=HX).content.decode()
    assert code_json(html) == params


def test_boto3_code_the_builder_cannot_read_says_which_line():
    from django.test import Client

    data = post_data(get_recipe("like").state, _action="paste")
    data["paste-text"] = 'table = r.Table("Social")\ntable.get_item(\n    Key={"PK": pk, "<b>": 1})'
    html = Client().post("/", data, headers=HX).content.decode()
    assert "line 3: pk is a variable: put its value in its place" in htmllib.unescape(error_for(html, "paste-text"))
    assert code_json(html) == render(get_recipe("like").state)[1]


@pytest.mark.parametrize(
    "command, op, message",
    [
        # quoted, as the shell would need them to reach the aws command
        ("aws dynamodb put-item --table-name T --item 'file://<b>item</b>.json'", "", "cannot read files"),
        ("aws dynamodb get-item '--<b>x</b>' 1", "", "is not an option of `aws dynamodb get-item`"),
        # unquoted, the shell reads < and > as redirections: said, and the markup still escaped
        ("aws dynamodb get-item --<b>x</b> 1", "", "an unquoted <: the shell reads it as an operator"),
        (
            'aws dynamodb get-item --table-name T --key \'{"a": {"S": "x"}}\'',
            "PutItem",
            "the code sends GetItem, not PutItem",
        ),
    ],
)
def test_a_command_the_builder_cannot_read_keeps_the_builder_and_says_why(client, command, op, message):
    data = post_data(get_recipe("like").state, _action="paste")
    data.update({"paste-text": command, "paste-op": op})
    html = client.post("/", data, headers=HX).content.decode()
    assert message in htmllib.unescape(error_for(html, "paste-text") or "")
    assert "<b>" not in html.split('id="id_paste-text"', 1)[1].split("</details>", 1)[0]  # escaped
    assert htmllib.escape(command) in html  # the pasted command is still there
    assert code_json(html) == render(get_recipe("like").state)[1]


class _HxTargets(HTMLParser):
    """For every element with ``hx-post``: (its value, the hx-target and hx-swap
    it has or inherits from the nearest ancestor carrying them), as htmx 2 reads
    them (the verb itself is not inherited)."""

    VOID = {"input", "br", "img", "meta", "link", "hr", "source", "wbr", "area", "col", "embed", "track"}

    def __init__(self):
        super().__init__()
        self.stack: list[dict] = []
        self.found: list[tuple[str, str | None, str | None, str]] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "hx-post" in a:

            def inherited(name):
                return next((e[name] for e in [a, *reversed(self.stack)] if name in e), None)

            self.found.append((a["hx-post"], inherited("hx-target"), inherited("hx-swap"), a.get("value") or tag))
        if tag not in self.VOID:
            self.stack.append(a)

    def handle_endtag(self, tag):
        if tag not in self.VOID and self.stack:
            self.stack.pop()


@pytest.mark.parametrize("recipe", ["like", "sharded_counter", "seeded_counter"])
def test_every_control_posting_to_the_builder_replaces_the_whole_form(client, recipe):
    # the row buttons carry only hx-post; a wrapper in the form gives them target and swap
    page = client.get(f"/?recipe={recipe}").content.decode()
    parser = _HxTargets()
    parser.feed(page)
    to_builder = [f for f in parser.found if f[0] == "/"]
    assert len(to_builder) > 5
    for _url, target, swap, what in to_builder:
        assert (target, swap) == ("#builder-form", "outerHTML"), what
    preview = [f for f in parser.found if f[0] == "/preview"]
    assert [(t, s) for _, t, s, _ in preview] == [("#output-status", "outerHTML")]  # the form's own live preview


@pytest.mark.parametrize("state", ['"\\ud800"', '{"version": "\\ud800"}'], ids=["document", "version"])
def test_a_state_that_is_a_lone_surrogate_is_said_not_a_500(client, state):
    """A state (a link's ?state=, a state posted to /run) that is, or whose
    version is, a lone surrogate: the message describing it could not be
    written (a 500, found by the fuzz suite)."""
    said = "this text holds a lone UTF-16 surrogate"
    page = htmllib.unescape(client.get("/", {"state": state}).content.decode())
    assert said in page or "This link does not hold a builder state." in page
    run = client.post("/run", {"state": state}, headers=HX)
    assert run.status_code == 200 and said in htmllib.unescape(run.content.decode())
