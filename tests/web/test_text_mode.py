"""Text mode (builder/forms/text.py, builder/forms/modes.py) without
JavaScript: the mode buttons are submits, a submit parses the text, and a
link carries the text exactly as written."""

from __future__ import annotations

import copy
import html as htmllib
import json
import re
from urllib.parse import parse_qs, urlparse

import pytest

from builder import forms as bf
from builder.expr import render
from builder.expr.recipes import get_recipe
from builder.links import builder_link, decode_state
from tests.fixtures import like_text_state, like_transaction, query_text_state
from tests.web.test_builder import HX, code_json, error_for

LIKE = get_recipe("like").state
LIKE_REQUEST = like_transaction()
ONE = {"type": "N", "value": "1"}


def like_data() -> dict:
    return bf.with_default_rows(bf.state_to_data(LIKE))


def like_with_text_update(expression: str, token: str, value_type: str, value: str) -> dict:
    """The like form with its second action's update written as text: ``#t``
    is likeTally, ``token`` the one value."""
    data = {k: v for k, v in like_data().items() if not k.startswith("act-1-upd-")}
    data.update(
        {
            "act-1-tx-update-expr": expression,
            "act-1-tx-update-names-0-token": "#t",
            "act-1-tx-update-names-0-name": "likeTally",
            "act-1-tx-update-values-0-token": token,
            "act-1-tx-update-values-0-type": value_type,
            "act-1-tx-update-values-0-value": value,
        }
    )
    return data


def post(client, data: dict, action: str = "build", htmx: bool = False):
    response = client.post("/", {**data, "_action": action}, **(HX if htmx else {}))
    assert response.status_code == 200
    return response.content.decode()


def fields(html: str) -> dict:
    """Every input, textarea and select of the builder form with its value (as a browser would post it)."""
    out = {}
    for m in re.finditer(r'<input[^>]*name="([^"]+)"[^>]*>', html):
        tag = m.group(0)
        if 'type="submit"' in tag or ('type="checkbox"' in tag and "checked" not in tag):
            continue
        value = re.search(r'value="([^"]*)"', tag)
        out[m.group(1)] = htmllib.unescape(value.group(1)) if value else ""
    for m in re.finditer(r'<textarea[^>]*name="([^"]+)"[^>]*>(.*?)</textarea>', html, re.S):
        out[m.group(1)] = htmllib.unescape(m.group(2)).removeprefix("\n")
    for m in re.finditer(r'<select[^>]*name="([^"]+)"[^>]*>(.*?)</select>', html, re.S):
        chosen = re.search(r'<option value="([^"]*)"[^>]*selected', m.group(2))
        first = re.search(r'<option value="([^"]*)"', m.group(2))
        out[m.group(1)] = htmllib.unescape((chosen or first).group(1)) if (chosen or first) else ""
    return {k: v for k, v in out.items() if not k.startswith(("csrfmiddlewaretoken", "paste-", "try-", "meta-"))}


def link_state(html: str) -> dict:
    m = re.search(r'<a class="share-link" href="([^"]+)"', html)
    assert m, "no link"
    return decode_state(parse_qs(urlparse(htmllib.unescape(m.group(1))).query)["s"][0])


def test_write_as_text_shows_the_form_part_as_text(client):
    html = post(client, like_data(), "text:act-1-update")
    assert 'name="act-1-tx-update-expr"' in html
    page = fields(html)
    assert page["act-1-tx-update-expr"] == "ADD likeTally :one"
    assert page["act-1-tx-update-values-0-token"] == ":one"
    assert page["act-1-tx-update-values-0-type"] == "N"
    assert page["act-1-tx-update-values-0-value"] == "1"
    assert not any(k.startswith("act-1-upd-") for k in page)  # the form's rows are gone
    assert "Edit in the form" in html
    assert code_json(html) == LIKE_REQUEST


def test_typed_text_gives_the_seed_request_without_javascript(client):
    data = like_with_text_update("ADD #t :one", ":one", "N", "1")
    html = post(client, data)
    assert code_json(html) == LIKE_REQUEST
    # the link carries the text as written, and renders the same request
    state = link_state(html)
    assert state["version"] == 3
    assert state["actions"][1]["text"] == {
        "update": {"expression": "ADD #t :one", "names": {"#t": "likeTally"}, "values": {":one": ONE}}
    }
    assert render(state)[1] == LIKE_REQUEST


def test_a_link_reopens_the_text_exactly_as_written(client):
    state = copy.deepcopy(LIKE)
    state["version"] = 3
    written = "ADD   #t :one  "  # spaces kept
    state["actions"][1]["text"] = {
        "update": {"expression": written, "names": {"#t": "likeTally"}, "values": {":one": ONE}}
    }
    html = client.get("/", {"state": json.dumps(state)}).content.decode()
    page = fields(html)
    assert page["act-1-tx-update-expr"] == written
    assert page["act-1-tx-update-names-0-token"] == "#t"
    assert code_json(html) == LIKE_REQUEST
    # posted back as it is, the page's link holds the same state
    again = link_state(post(client, page))
    assert again["actions"][1]["text"] == state["actions"][1]["text"]
    assert again["actions"][1]["update"] == LIKE["actions"][1]["update"]
    assert render(again) == render(state)


def test_a_syntax_error_is_marked_at_its_character(client):
    data = post(client, like_data(), "text:act-1-update")
    page = fields(data)
    page["act-1-tx-update-expr"] = "ADD likeTally :one :two"
    html = post(client, page)
    assert error_for(html, "act-1-tx-update-expr") == (
        'Invalid UpdateExpression: Syntax error; token: ":two", near: ":one :two"'
    )
    mark = re.search(r'<div class="text-mark" id="m-act-1-tx-update-expr">(.*?)</div>', html, re.S)
    assert mark, "no mark"
    code = re.search(r"<code>(.*?)</code>", mark.group(1), re.S).group(1)
    assert code == 'ADD likeTally :one <mark class="text-mark-at">:</mark>two'
    assert "character 20" in mark.group(1)
    # the preview swaps the same mark out of band
    preview = client.post("/preview", page, **HX).content.decode()
    assert re.search(r'<div class="text-mark" id="m-act-1-tx-update-expr" hx-swap-oob="true">', preview)
    assert '<mark class="text-mark-at">:</mark>two' in preview


def test_the_end_of_the_text_is_marked_too(client):
    page = fields(post(client, like_data(), "text:act-1-update"))
    page["act-1-tx-update-expr"] = "ADD likeTally"
    html = post(client, page)
    assert error_for(html, "act-1-tx-update-expr") == (
        'Invalid UpdateExpression: Syntax error; token: "<EOF>", near: "likeTally"'
    )
    assert '<mark class="text-mark-at text-mark-end"> </mark>' in html


def test_undefined_placeholder_and_unused_values_use_dynamodb_words(client):
    page = fields(post(client, like_data(), "text:act-1-update"))
    page["act-1-tx-update-expr"] = "ADD #t :one"
    html = post(client, page)
    assert error_for(html, "act-1-tx-update-expr") == (
        "Invalid UpdateExpression: An expression attribute name used in the document path is not defined; "
        "attribute name: #t"
    )
    assert '<mark class="text-mark-at">#</mark>t :one' in html
    page["act-1-tx-update-expr"] = "ADD likeTally :zero"
    page["act-1-tx-update-values-1-token"] = ":zero"
    page["act-1-tx-update-values-1-type"] = "N"
    page["act-1-tx-update-values-1-value"] = "0"
    html = post(client, page)
    assert "Value provided in ExpressionAttributeValues unused in expressions: keys: {:one}" in html


def test_toggling_back_fills_the_form(client):
    page = fields(post(client, like_data(), "text:act-1-update"))
    page["act-1-tx-update-expr"] = "SET likeTally = likeTally + :one"
    html = post(client, page, "form:act-1-update")
    assert "act-1-tx-update-expr" not in html
    back = fields(html)
    assert back["act-1-upd-0-action"] == "SET"
    assert back["act-1-upd-0-path"] == "likeTally"
    assert back["act-1-upd-0-v-kind"] == "plus"
    assert back["act-1-upd-0-v-b-ph"] == "one"
    assert code_json(html)["TransactItems"][1]["Update"]["UpdateExpression"] == "SET likeTally = likeTally + :one"


def test_a_box_with_a_problem_does_not_switch(client):
    page = fields(post(client, like_data(), "text:act-1-update"))
    page["act-1-tx-update-expr"] = "ADD likeTally"
    html = post(client, page, "form:act-1-update")
    assert "act-1-tx-update-expr" in html  # still text
    assert "has a problem to fix before it can be shown in the form" in html
    data = like_data()
    data["act-1-upd-0-v-value"] = "x1"
    html = post(client, data, "text:act-1-update")
    assert "act-1-tx-update-expr" not in html
    assert "has a problem to fix before it can be written as text" in html


@pytest.mark.parametrize(
    ("op", "field", "state_part", "text"),
    [
        ("Query", "key_condition", {"partition": {"name": "PK", "value": {"type": "S", "value": "p"}}}, "PK = :PK"),
        ("Scan", "filter", {"op": "attribute_exists", "path": "a"}, "attribute_exists(a)"),
        ("GetItem", "projection", ["title", "a.b"], "title, a.b"),
        ("PutItem", "condition", {"op": "attribute_not_exists", "path": "SK"}, "attribute_not_exists(SK)"),
    ],
)
def test_every_box_has_a_text_mode(client, op, field, state_part, text):
    state = {"version": 2, "operation": op, "table": "Social", field: state_part}
    if op == "GetItem":
        state["key"] = {"PK": {"type": "S", "value": "p"}}
    if op == "PutItem":
        state["item"] = {"PK": {"type": "S", "value": "p"}}
    data = bf.with_default_rows(bf.state_to_data(state))
    html = post(client, data, f"text:{field}")
    page = fields(html)
    assert page[f"tx-{field}-expr"] == text
    assert code_json(html) == render(state)[1]
    back = post(client, page, f"form:{field}")
    assert f"tx-{field}-expr" not in back
    assert code_json(back) == render(state)[1]


def test_rows_of_the_tables_are_added_and_removed(client):
    page = fields(post(client, like_data(), "text:act-1-update"))
    html = post(client, page, "add:act-1-tx-update-names")
    page = fields(html)
    assert page["act-1-tx-update-names-0-token"] == ""
    html = post(client, page, "remove:act-1-tx-update-values-0")
    assert "act-1-tx-update-values-0-token" not in fields(html)


def test_the_text_and_its_tables_are_bounded(client):
    page = fields(post(client, like_data(), "text:act-1-update"))
    page["act-1-tx-update-expr"] = "ADD likeTally :one" + " " * 4096
    html = post(client, page, htmx=False)
    assert (
        error_for(html, "act-1-tx-update-expr") == "the UpdateExpression is 4,114 characters; DynamoDB's limit is 4,096"
    )
    assert (
        "DynamoDB says: <code>Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;</code>"
        in html
    )
    page["act-1-tx-update-expr"] = "ADD likeTally :one"
    for i in range(1, 101):
        page[f"act-1-tx-update-values-{i}-token"] = f":v{i}"
        page[f"act-1-tx-update-values-{i}-type"] = "N"
        page[f"act-1-tx-update-values-{i}-value"] = "1"
    html = post(client, page)
    assert "at most 100 values per expression, got 101" in html
    assert code_json(html) is None  # no output: the request has a problem
    assert "Out of date: fix" in html
    # the add button stops at the form's row limit
    page = fields(post(client, like_data(), "text:act-1-update"))
    for i in range(bf.MAX_ROWS):
        page[f"act-1-tx-update-names-{i}-token"] = ""
        page[f"act-1-tx-update-names-{i}-name"] = ""
    html = post(client, page, "add:act-1-tx-update-names")
    assert f"act-1-tx-update-names-{bf.MAX_ROWS}-token" not in html


@pytest.mark.parametrize("state", [like_text_state(), query_text_state()], ids=["like", "query"])
def test_link_round_trip(client, state):
    """A link opens the boxes in text mode as written; the page, posted back,
    links to the very same state, which renders the same request."""
    html = client.get(builder_link(state)).content.decode()
    assert code_json(html) == render(state)[1]
    posted = post(client, fields(html))
    assert link_state(posted) == state
    assert code_json(posted) == render(state)[1]


def test_the_checkers_warnings_sit_beside_the_text(client):
    state = {
        "version": 3,
        "operation": "UpdateItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "p"}},
        "update": [{"action": "SET", "path": "n", "value": {"plus": [{"path": "n"}, {**ONE, "placeholder": "one"}]}}],
        "text": {"update": {"expression": "SET n = n + :one", "values": {":one": ONE}}},
    }
    html = client.get(builder_link(state)).content.decode()
    warning = re.search(r'<p class="field-warning" id="w-tx-update-expr">(.*?)</p>', html, re.S)
    assert warning, "no warning beside the expression"
    assert "SET n = n + :one is not idempotent" in htmllib.unescape(warning.group(1))
    assert "fails on an item without n" in htmllib.unescape(warning.group(1))


def test_line_breaks_survive_the_round_trip(client):
    """A browser posts a textarea's line breaks as CRLF; the state keeps the LF it shows."""
    page = fields(post(client, like_data(), "text:act-1-update"))
    page["act-1-tx-update-expr"] = "ADD\r\n  likeTally :one"
    state = link_state(post(client, page))
    assert state["actions"][1]["text"]["update"]["expression"] == "ADD\n  likeTally :one"
    again = fields(client.get(builder_link(state)).content.decode())
    assert again["act-1-tx-update-expr"] == "ADD\n  likeTally :one"


@pytest.mark.parametrize("htmx", [False, True])
def test_each_text_box_is_read_once_for_a_preview(client, count_calls, htmx):
    """The form reads a box to make the body's part; the loader checks the same
    box against that part without reading it again (a 400 KB value in a box
    was read and parsed twice: probe, 2026-12-05). A state from outside the
    form is still read and checked (test_schema's text cases)."""
    from builder.expr import textmode

    read = count_calls(textmode, "_read_box")
    data = like_with_text_update("ADD #t :one", ":one", "N", "1")
    html = post(client, data, htmx=htmx)
    assert code_json(html) == LIKE_REQUEST
    assert read[0] == 1  # 2 before
    assert textmode._BOXES.current() is None  # (the block is closed after the request)


def test_a_large_value_in_a_text_box_is_read_once_for_a_preview(client, monkeypatch):
    """A value typed in a text box is read from its field, then once as a
    state value: the parser takes that Value (not reading it again as a
    request's), and the loader takes the Value the box's part was written
    from. A list of 200,000 numbers was read five times (12 s: probe,
    2026-12-05)."""
    from builder.expr import values

    elements = 1000
    reads = []
    general = values._from_state

    def counted(raw, loc, allow_placeholder=False):
        if isinstance(raw, dict) and isinstance(raw.get("value"), list) and len(raw["value"]) == elements:
            reads.append(loc)
        return general(raw, loc, allow_placeholder)

    monkeypatch.setattr(values, "_from_state", counted)  # (Value.from_state and from_ddb both read through it)
    data = like_with_text_update("SET #t = :big", ":big", "L", "[" + ",".join(["7"] * elements) + "]")
    html = post(client, data, htmx=True)
    request = code_json(html)
    update = request["TransactItems"][1]["Update"]
    assert update["UpdateExpression"] == "SET likeTally = :big"
    assert update["ExpressionAttributeValues"][":big"] == {"L": [{"N": "7"}] * elements}
    assert len(reads) == 1, reads


@pytest.mark.parametrize("over", [0, 1])
def test_a_text_box_whose_paths_write_out_past_the_bound_is_refused_beside_it(client, over):
    """A long name behind one placeholder, at every level of a path: written
    out past limits.MAX_PATHS_WRITTEN (8 uses of 62,500 characters, with their
    dots, are 500,007), the box is refused beside its expression and keeps
    what was typed; at the bound it is read."""
    data = like_with_text_update("SET #t.#t.#t.#t.#t.#t.#t.#t = :one", ":one", "N", "1")
    data["act-1-tx-update-names-0-name"] = "n" * (62_499 + over)
    html = post(client, data, action="preview", htmx=True)
    message = error_for(html, "act-1-tx-update-expr")
    if over:
        assert message is not None and "500,007 characters written out" in message and "at most 500,000" in message
        assert "request is valid" not in html
        # the Checks list labels it the builder's own bound, not a refusal of DynamoDB's
        assert '<code class="check-code">InputError</code>' in html
        assert '<code class="check-code">ValidationException</code>' not in html
    else:
        assert message is None or "written out" not in message
    page = fields(post(client, data))  # the page without JavaScript keeps the box as typed
    assert page["act-1-tx-update-expr"] == data["act-1-tx-update-expr"]
    assert page["act-1-tx-update-names-0-name"] == data["act-1-tx-update-names-0-name"]
