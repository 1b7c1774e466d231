"""BatchWriteItem and BatchGetItem in the builder's forms: the operation
select offers both; a batch write is rows of (Put or Delete, table, item or
key), a batch get rows of (table, keys, projection, ConsistentRead); rows and
keys are added and removed by named buttons (no JavaScript needed); problems
show beside their field; links, pastes and saved snippets reopen them."""

from __future__ import annotations

import html as htmllib
import json
import re

import pytest

from builder import forms as bf
from builder.expr import render
from builder.expr.emit import FORMATS
from builder.links import builder_link


def S(v):
    return {"type": "S", "value": v}


WRITE = {
    "version": 3,
    "operation": "BatchWriteItem",
    "actions": [
        {"type": "Put", "table": "Social", "item": {"PK": S("POST#1"), "SK": S("C#2"), "text": S("Me too")}},
        {"type": "Delete", "table": "Other", "key": {"PK": S("POST#1"), "SK": S("C#1")}},
    ],
    "options": {"return_consumed_capacity": "TOTAL", "return_item_collection_metrics": "SIZE"},
}
GET = {
    "version": 3,
    "operation": "BatchGetItem",
    "tables": [
        {
            "table": "Social",
            "keys": [{"PK": S("USER#1"), "SK": S("PROFILE")}, {"PK": S("USER#2"), "SK": S("PROFILE")}],
            "projection": ["name", "status"],
            "consistent_read": True,
        },
        {"table": "Other", "keys": [{"PK": S("X"), "SK": S("Y")}]},
    ],
}


def code_json(page: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', page, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def through_the_form(state: dict) -> dict:
    form = bf.BuilderForm(bf.with_default_rows(bf.load_data(state)))
    again, request = form.validate()
    assert request is not None, [str(p) for p in form.conversion.problems] + form.general_errors
    return again


@pytest.mark.parametrize("state", [WRITE, GET], ids=["write", "get"])
def test_a_batch_survives_the_form(state):
    assert through_the_form(state) == state


def test_the_operation_select_offers_both(client):
    page = client.get("/").content.decode()
    assert '<option value="BatchWriteItem"' in page and '<option value="BatchGetItem"' in page


@pytest.mark.parametrize("state", [WRITE, GET], ids=["write", "get"])
def test_the_page_shows_a_batch_and_its_request(client, state):
    r = client.post("/", bf.state_to_data(state))
    page = r.content.decode()
    assert r.status_code == 200
    assert code_json(page) == render(state)[1]
    if state is WRITE:
        assert "Request 2 · Delete" in page and "+ write request" in page
        assert "Condition expression" not in page and "ReturnValuesOnConditionCheckFailure" not in page
    else:
        assert "Table 2" in page and "Key 2" in page and "+ key" in page and "ConsistentRead" in page


def test_switching_to_a_batch_gives_a_row_to_fill_in(client):
    data = {**bf.empty_data("UpdateItem"), "op": "BatchGetItem"}
    page = client.post("/", data).content.decode()
    assert 'name="act-0-table"' in page and 'name="act-0-keys-0-key-0-name"' in page
    data = {**bf.empty_data("UpdateItem"), "op": "BatchWriteItem"}
    page = client.post("/", data).content.decode()
    assert 'name="act-0-type"' in page and 'name="act-0-item-0-name"' in page


def test_rows_and_keys_are_added_and_removed_without_javascript(client):
    data = bf.state_to_data(GET)
    page = client.post("/", {**data, "_action": "add:act-0-keys"}).content.decode()
    # a new key with the first key's attribute names and types, values to fill in
    assert re.search(r'<input[^>]*name="act-0-keys-2-key-0-name"[^>]*value="PK"', page)
    added = bf.apply_action(data, "add:act-0-keys")
    assert added["act-0-keys-2-key-1-name"] == "SK" and added["act-0-keys-2-key-1-value"] == ""
    removed = bf.apply_action(data, "remove:act-0-keys-0")
    state = bf.BuilderForm(removed).validate()[0]
    assert state["tables"][0]["keys"] == [GET["tables"][0]["keys"][1]]
    more = bf.apply_action(bf.state_to_data(WRITE), "add:act")
    assert more["act-2-type"] == "Put" and "act-2-item-0-name" in more
    fewer = bf.BuilderForm(bf.apply_action(bf.state_to_data(WRITE), "remove:act-0")).validate()[0]
    assert fewer["actions"] == WRITE["actions"][1:]


def test_problems_show_beside_their_field(client):
    dup = {**WRITE, "actions": [WRITE["actions"][1], WRITE["actions"][1]]}
    form = bf.BuilderForm(bf.state_to_data(dup))
    _, request = form.validate()
    assert request is None
    assert any("DynamoDB refuses two requests on one item" in e for e in form.actions[1].form.errors.get("type", []))
    twice = {
        **GET,
        "tables": [{"table": "Social", "keys": [{"PK": S("A")}, {"PK": S("A")}]}],
    }
    form = bf.BuilderForm(bf.state_to_data(twice))
    assert form.validate()[1] is None
    row = form.actions[0].keys[1].rows[0]
    assert any("listed twice" in e for e in row.errors.get("name", []))
    empty = bf.BuilderForm({**bf.state_to_data(GET), "act-1-table": "x"})
    assert empty.validate()[1] is None
    assert any("table names are 3 to 255" in e for e in empty.actions[1].form.errors.get("table", []))


def test_a_batch_link_reopens_it(client):
    for state in (WRITE, GET):
        link = builder_link(state)
        assert link is not None
        page = client.get(link).content.decode()
        assert code_json(page) == render(state)[1]


def test_a_pasted_batch_request_opens_in_the_form(client):
    request = render(GET)[1]
    page = client.post("/", {"_action": "paste", "paste-text": json.dumps(request)}).content.decode()
    assert code_json(page) == request
    assert 'name="act-0-keys-1-key-0-name"' in page


@pytest.mark.parametrize(
    "op, field", [("BatchWriteItem", "act-0-item-0-name"), ("BatchGetItem", "act-0-keys-0-key-0-name")]
)
def test_the_tables_page_opens_a_batch_on_the_table(client, op, field):
    page = client.get(f"/tables/use?table=Social&op={op}&key=PK:S&key=SK:S").content.decode()
    assert re.search(rf'<input[^>]*name="{field}"[^>]*value="PK"', page), page[:2000]
    assert re.search(r'<input[^>]*name="act-0-table"[^>]*value="Social"', page)


def test_a_batch_tables_projection_written_as_text_survives_the_form():
    state = {
        "version": 3,
        "operation": "BatchGetItem",
        "tables": [
            {
                "table": "Social",
                "keys": [{"PK": S("A"), "SK": S("B")}],
                "projection": ["name", "status"],
                "text": {"projection": {"expression": "#n, #s", "names": {"#n": "name", "#s": "status"}}},
            }
        ],
    }
    again = through_the_form(state)
    assert again == state
    assert render(again)[1]["RequestItems"]["Social"]["ProjectionExpression"] == "#name, #status"
    wrong = {**state, "tables": [{**state["tables"][0], "projection": ["other"]}]}
    with pytest.raises(bf.LoadError, match=r"tables\[0\]\.text"):
        bf.load_data(wrong)


def test_try_it_simulates_a_batch(client):
    """The Try it panel applies a batch to sample items: the Put and the Delete
    are shown as writes; a BatchGetItem shows the items it reads."""
    items = [{"PK": {"S": "POST#1"}, "SK": {"S": "C#1"}, "text": {"S": "old"}}]
    one_table = {**WRITE, "actions": [WRITE["actions"][0], {**WRITE["actions"][1], "table": "Social"}]}
    data = {**bf.state_to_data(one_table), "try-items": json.dumps(items), "try-hash": "PK", "try-range": "SK"}
    page = client.post("/try", data, headers={"HX-Request": "true"}).content.decode()
    text = htmllib.unescape(re.sub(r"<[^>]+>", " ", page))
    assert "succeeded" in text and "Me too" in text and "UnprocessedItems" in text, text[:3000]
    data = {
        **bf.state_to_data(GET),
        "try-items": json.dumps([{"PK": {"S": "USER#1"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ann"}}]),
    }
    page = client.post("/try", data, headers={"HX-Request": "true"}).content.decode()
    text = htmllib.unescape(re.sub(r"<[^>]+>", " ", page))
    assert "succeeded" in text and "Ann" in text, text[:3000]


def test_a_batch_tables_projection_switches_to_text_and_back(client):
    data = bf.state_to_data(GET)
    page = client.post("/", {**data, "_action": "text:act-0-projection"}).content.decode()
    assert code_json(page) == render(GET)[1]
    m = re.search(r'<(?:input|textarea)[^>]*name="(act-0-tx-projection-[a-z]+)"', page)
    assert m, page[:3000]
    back = client.post("/", {**data, "_action": "form:act-0-projection"}).content.decode()
    assert code_json(back) == render(GET)[1]


def test_try_it_starts_with_the_keys_a_batch_reads_or_deletes():
    from builder.expr import load_state
    from builder.web.page import prefill_items

    assert prefill_items(load_state(GET)) == [
        {"PK": {"S": "USER#1"}, "SK": {"S": "PROFILE"}},
        {"PK": {"S": "USER#2"}, "SK": {"S": "PROFILE"}},
        {"PK": {"S": "X"}, "SK": {"S": "Y"}},
    ]
    assert prefill_items(load_state(WRITE)) == [{"PK": {"S": "POST#1"}, "SK": {"S": "C#1"}}]


@pytest.mark.parametrize("state", [WRITE, GET], ids=["write", "get"])
def test_the_live_preview_renders_a_batch_and_marks_its_problems(client, state):
    r = client.post("/preview", bf.state_to_data(state), headers={"HX-Request": "true"})
    assert r.status_code == 200
    page = r.content.decode()
    assert code_json(page) == render(state)[1]
    # the preview emits no code tab (issue 13): each comes from /code when it opens
    says = []
    for fmt, _, _ in FORMATS:
        tab = client.post(f"/code?format={fmt}", bf.state_to_data(state), headers={"HX-Request": "true"})
        assert tab.status_code == 200
        says.append(tab.content.decode().count(f"cannot say what this {state['operation']} says"))
    assert sorted(says) == [0] * (len(FORMATS) - 4) + [1] * 4  # the library tabs only
    data = bf.state_to_data(state)
    data["act-0-table"] = "x"
    page = client.post("/preview", data, headers={"HX-Request": "true"}).content.decode()
    assert "table names are 3 to 255 characters" in page
