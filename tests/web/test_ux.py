"""Issue 16 through Django's test client: the address the htmx answers set
(HX-Replace-Url), where focus goes after a row action (data-focus), the draft's
one place (/ alone), "Build request" for no-JS only, the header's next= links,
and the table page's "open in the builder" links (/tables/use with values)."""

from __future__ import annotations

import html as htmllib
import json
import re

import pytest

from builder import forms as bf
from builder import links
from builder.expr import render
from builder.expr.recipes import get_recipe
from builder.links import decode_state
from builder.web.builder import focus_after
from tests.conftest import REPO_ROOT

HX = {"HX-Request": "true"}


def post_data(state, **extra):
    data = bf.state_to_data(state)
    data.update(extra)
    return data


def form_tag(html: str) -> str:
    m = re.search(r'<form id="builder-form"[^>]*>', html)
    assert m, "no builder form"
    return m.group(0)


def focus_of(html: str) -> list[str] | None:
    m = re.search(r'data-focus="([^"]*)"', form_tag(html))
    return json.loads(htmllib.unescape(m.group(1))) if m else None


# --------------------------------------------------------------------------
# HX-Replace-Url
# --------------------------------------------------------------------------
def test_a_valid_preview_replaces_the_address_with_its_link(client):
    state = get_recipe("like").state
    response = client.post("/preview", post_data(state), headers=HX)
    url = response.headers.get("HX-Replace-Url")
    assert url and url.startswith("/?s=1.")
    assert render(decode_state(url.partition("?s=")[2]))[1] == render(state)[1]
    assert f'href="{url}"' in response.content.decode()  # the same link as "Link to this request"


def test_an_invalid_preview_leaves_the_address_alone(client):
    data = post_data(get_recipe("atomic_counter").state)
    data = {k: ("" if k.endswith("-path") else v) for k, v in data.items()}
    response = client.post("/preview", data, headers=HX)
    assert "Out of date" in response.content.decode()
    assert "HX-Replace-Url" not in response.headers


def test_a_row_action_and_a_paste_replace_the_address_too(client):
    state = get_recipe("like").state
    response = client.post("/", post_data(state, _action="add:act-0-item"), headers=HX)
    assert response.headers["HX-Replace-Url"].startswith("/?s=1.")
    request = {"TableName": "Tab", "Key": {"id": {"S": "1"}}}
    response = client.post(
        "/",
        {"op": "UpdateItem", "_action": "paste", "paste-text": json.dumps(request), "paste-op": "GetItem"},
        headers=HX,
    )
    url = response.headers["HX-Replace-Url"]
    assert render(decode_state(url.partition("?s=")[2]))[1] == request


def test_no_address_change_without_htmx_or_for_a_snippet_or_past_the_link_cap(client, monkeypatch):
    state = get_recipe("like").state
    assert "HX-Replace-Url" not in client.post("/preview", post_data(state)).headers
    assert "HX-Replace-Url" not in client.post("/", post_data(state, _action="build")).headers
    # a page editing a saved snippet keeps ?snippet=<id>: it reopens the snippet for saving
    assert "HX-Replace-Url" not in client.post("/preview", post_data(state, **{"snippet-id": "7"}), headers=HX).headers
    monkeypatch.setattr(links, "MAX_LINK_CHARS", 40)  # past the link cap: no link, so no address change
    response = client.post("/preview", post_data(state), headers=HX)
    assert "request is valid" in response.content.decode()
    assert "HX-Replace-Url" not in response.headers


def test_the_header_links_carry_the_page_address(client):
    html = client.get("/?recipe=like").content.decode()
    for name, url in (("Log in", "/accounts/login/"), ("Sign up", "/accounts/signup/")):
        m = re.search(r'<a href="([^"]*)" data-next="([^"]*)">%s</a>' % name, html)
        assert m, name
        assert htmllib.unescape(m.group(1)) == url + "?next=/%3Frecipe%3Dlike"
        assert m.group(2) == url


# --------------------------------------------------------------------------
# Focus after a row action
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "action, data, expected",
    [
        ("add:key", {"key-0-name": "", "key-1-name": ""}, ["field:key-1-"]),
        ("add:act-0-upd", {"act-0-upd-0-path": "", "act-0-upd-1-path": ""}, ["field:act-0-upd-1-"]),
        ("add:cond", {"cond-op": "=", "cond-l-path": ""}, ["field:cond-"]),  # an empty root got its leaf
        ("addgroup:cond", {"cond-op": "and", "cond-0-op": "=", "cond-1-op": "or"}, ["field:cond-1-"]),
        ("remove:key-1", {"key-0-name": "", "key-1-name": ""}, ["field:key-1-", "button:add:key", "field:key-1-"]),
        ("remove:key-2", {"key-0-name": "", "key-1-name": ""}, ["button:add:key", "field:key-1-"]),
        ("remove:cond-0-in-1", {"cond-0-in-0-kind": "value"}, ["button:add:cond-0-in", "field:cond-0-in-0-"]),
        ("remove:act-0", {}, ["button:add:act"]),
        (
            "up:act-1",
            {"act-0-type": "Put", "act-1-type": "Update"},
            ["button:up:act-0", "button:down:act-0", "field:act-0-"],
        ),
        (
            "down:act-0",
            {"act-0-type": "Put", "act-1-type": "Update"},
            ["button:down:act-1", "button:up:act-1", "field:act-1-"],
        ),
        ("up:act-0", {"act-0-type": "Put"}, ["button:up:act-0", "button:down:act-0", "field:act-0-"]),
        ("build", {"key-0-name": ""}, []),
        ("", {}, []),
    ],
)
def test_focus_after(action, data, expected):
    assert focus_after(action, data) == expected


def test_a_row_action_marks_the_new_row_for_focus(client):
    data = post_data({"version": 1, "operation": "GetItem", "table": "T", "key": {"id": {"type": "S", "value": "1"}}})
    html = client.post("/", {**data, "_action": "add:key"}, headers=HX).content.decode()
    assert focus_of(html) == ["field:key-1-"]
    assert 'name="key-1-name"' in html
    # the page itself and a preview carry no focus mark
    assert focus_of(client.get("/?op=GetItem").content.decode()) is None
    assert "data-focus" not in client.post("/preview", data, headers=HX).content.decode()


# --------------------------------------------------------------------------
# The draft, "Build request"
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "path, restores",
    [("/", True), ("/?op=Query", False), ("/?recipe=like", False), ("/?s=1.damaged", False), ("/?state=%7B%7D", False)],
)
def test_only_the_bare_builder_may_bring_back_a_draft(client, path, restores):
    html = client.get(path).content.decode()
    assert ('data-draft="restore"' in form_tag(html)) is restores
    assert '<div id="draft-notice" class="notice draft-notice" role="status" hidden>' in html


def test_a_re_rendered_form_never_asks_for_the_draft(client):
    html = client.post("/", {"op": "GetItem", "_action": "add:key"}, headers=HX).content.decode()
    assert "data-draft" not in html


def test_build_request_is_marked_for_pages_without_javascript(client):
    html = client.get("/?recipe=like").content.decode()
    assert re.search(r'<button type="submit" class="primary build-button" name="_action" value="build">', html)
    css = (REPO_ROOT / "static" / "css" / "app.css").read_text()
    assert re.search(r"html\.js \.build-button \{\s*display: none;", css)


def test_the_output_has_a_wrap_toggle_beside_copy_link(client):
    html = client.get("/?recipe=like").content.decode()
    bar = re.search(r'<div class="output-bar">(.*?)</div>\s*<div class="tabs"', html, re.S).group(1)
    assert '<button type="button" class="wrap-toggle" aria-pressed="false">Wrap long lines</button>' in bar
    assert "Copy link</button>" in bar


# --------------------------------------------------------------------------
# /tables/use with key values (the table page's "open in the builder")
# --------------------------------------------------------------------------
def test_tables_use_fills_in_key_values(client, settings):
    settings.DYNAMODB_RUN_ENABLED = True  # /tables/use never calls the endpoint
    html = client.get(
        "/tables/use?table=Social&op=UpdateItem&key=PK:S&key=SK:S&value=POST%23a91f&value=META"
    ).content.decode()
    assert re.search(r'name="key-0-value" value="POST#a91f"', html)
    assert re.search(r'name="key-1-value" value="META"', html)
    assert 'name="upd-0-path"' in html  # an UpdateItem: the update expression left to type
    html = client.get("/tables/use?table=Social&op=GetItem&key=PK:S&key=SK:S&value=POST%23a91f").content.decode()
    assert re.search(r'name="key-0-value" value="POST#a91f"', html)
    assert re.search(r'<input type="text" name="key-1-value" autocomplete', html)  # no value


@pytest.mark.parametrize(
    ("query", "said", "kept"),
    [
        ({"table": "T" * 300, "op": "GetItem", "key": "PK:S"}, "a table name of 300 characters (255 at most)", "PK"),
        (
            {"table": "Social", "op": "GetItem", "key": ["P" * 256 + ":S", "SK:S"]},
            "a key attribute name of 256 characters (255 at most)",
            "SK",
        ),
        (
            {"table": "Social", "op": "GetItem", "key": ["PK:S", "SK:S", "X:N", "Y:N"]},
            "2 more key attributes (a key has two at most)",
            "SK",
        ),
        (
            {"table": "Social", "op": "GetItem", "key": ["PK:Q", "SK:S"]},
            "the key &quot;PK:Q&quot; (written NAME:S",
            "SK",
        ),
        (
            {"table": "Social", "op": "Query", "key": "PK:S", "index": "i" * 300},
            "an index name of 300 characters (255 at most)",
            "PK",
        ),
        ({"table": "Social", "op": "Nope", "key": "PK:S"}, "the operation &quot;Nope&quot; (not one of", "PK"),
        ({"table": "Social", "op": "GetItem", "key": "PK:S", "value": ["a", "b"]}, "1 key value without a key", "PK"),
        # the same attribute twice: the key kept the last value, the first gone without a word
        (
            {"table": "Social", "op": "GetItem", "key": ["PK:S", "PK:S"], "value": ["first", "second"]},
            "a second key attribute &quot;PK&quot; (a key names each attribute once)",
            "first",
        ),
        (
            {"table": "Social", "op": "Query", "key": ["PK:S", "PK:S"]},
            "a second key attribute &quot;PK&quot;",
            "PK",
        ),
        # a parameter given twice: the last was opened without a word
        ({"table": ["Social", "Other"], "op": "GetItem", "key": "PK:S"}, "?table= given 2 times", "Social"),
        ({"table": "Social", "op": ["GetItem", "DeleteItem"], "key": "PK:S"}, "?op= given 2 times", "PK"),
    ],
)
def test_tables_use_says_what_it_leaves_out(client, query, said, kept):
    """/tables/use cut names at 255 characters and dropped a third key, a key of
    another type and an unknown operation without a word: each is now said above
    the builder, and the rest of the link still fills it in."""
    html = client.get("/tables/use", query).content.decode()
    assert f"Left out of this link: {said}" in html
    assert f'value="{kept}"' in html  # the rest of the link is used
    assert 'value="TTTTT' not in html and 'value="iiiii' not in html  # nothing cut to 255 and kept


@pytest.mark.parametrize(
    ("query", "said", "kept"),
    [
        (
            {"table": "So\x00cial", "op": "GetItem", "key": "PK:S"},
            "the table name holding the character U+0000 (NUL), which a browser&#x27;s form cannot hold",
            "PK",
        ),
        (
            {"table": "Social", "op": "GetItem", "key": ["P\nK:S", "SK:S"]},
            "a key attribute name holding a line break",
            "SK",
        ),
        (
            {"table": "Social", "op": "GetItem", "key": "PK:S", "value": "a\rb"},
            "a key value holding a carriage return (U+000D)",
            "PK",
        ),
        (
            {"table": "Social", "op": "Query", "key": "PK:S", "index": "i\x00x"},
            "the index name holding the character U+0000 (NUL)",
            "PK",
        ),
    ],
    ids=["nul-table", "lf-key-name", "cr-value", "nul-index"],
)
def test_tables_use_says_what_a_browser_form_cannot_hold(client, query, said, kept):
    """/tables/use put a NUL, a carriage return or a one-line field's line break
    into the builder's fields, which a browser sends back changed (U+FFFD, a
    line break, nothing): the next preview used another name or value without
    a word. Each is said above the builder and left out."""
    html = client.get("/tables/use", query).content.decode()
    assert f"Left out of this link: {said}" in html
    assert f'value="{kept}"' in html
    assert "\x00" not in html and "\r" not in html and 'value="P\nK"' not in html


def test_tables_use_says_nothing_of_a_whole_link(client):
    html = client.get("/tables/use", {"table": "Social", "op": "Query", "key": ["PK:S", "SK:N"], "index": "ix"}).content
    assert b"Left out of this link" not in html and b'value="SK"' in html
