"""Regression tests for issue 11: each cause of a 500 (F1-F8) and each slow or
huge answer (D1-D4), at every boundary where it was found.

No timings: a bounded answer is one that says which limit it hit and whose size
is bounded. Cases whose fix lives in files this branch does not edit carry the
strict xfail of their open cause (tests/attack/known.py, with the file and
function to change): fixing it makes the test pass, and the fixer deletes the
cause from known.OPEN.
"""

from __future__ import annotations

import base64
import copy
import html as htmllib
import json
import re
import zlib

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from hypothesis import given, settings
from hypothesis import strategies as st

from builder import forms as bf
from builder import links
from builder import team_export as tx
from builder.expr.recipes import get_recipe
from builder.forms.limits import MAX_FORM_FIELDS, PASTE_MAX_BYTES
from builder.models import Revision, Snippet
from tests import strategies
from tests.attack.conftest import HX

LIKE = get_recipe("like").state
ATOMIC = get_recipe("atomic_counter").state
DEEP = "[" * 1000 + "]" * 1000
HUGE = "9" * 4301
# A request is at most a few hundred KB of page for what these tests send; an
# answer over this is the unbounded kind the issue measured in megabytes.
PAGE_BOUND = 1_000_000


def page_text(response) -> str:
    return htmllib.unescape(response.content.decode())


def alerts(response) -> str:
    """The text of the page's alerts and error messages."""
    html = response.content.decode()
    found = re.findall(r'role="alert"[^>]*>(.*?)</', html, re.S)
    found += re.findall(r'class="field-error"[^>]*>(.*?)</p>', html, re.S)
    found += re.findall(r'class="notice[^"]*"[^>]*>(.*?)</li>', html, re.S)
    return htmllib.unescape(" ".join(found))


def code_json(html: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', html, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def token_of(text: str) -> str:
    """A ?s= token holding any text (as encode_state packs a state)."""
    packed = zlib.compress(text.encode(), 9)[2:-4]
    return "1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def nested_condition(depth: int) -> dict:
    cond = {"op": "attribute_exists", "path": "a"}
    for _ in range(depth):
        cond = {"op": "and", "conditions": [cond]}
    return {
        "version": 1,
        "operation": "DeleteItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "a"}},
        "condition": cond,
    }


def nested_condition_data(depth: int) -> dict:
    """The builder form's fields for a condition nested ``depth`` groups deep
    (written directly: state_to_data itself recurses)."""
    data = bf.state_to_data(
        {"version": 1, "operation": "DeleteItem", "table": "Social", "key": {"PK": {"type": "S", "value": "a"}}}
    )
    prefix = "cond"
    for _ in range(depth):
        data[f"{prefix}-op"] = "and"
        prefix += "-0"
    data[f"{prefix}-op"] = "attribute_exists"
    data[f"{prefix}-path"] = "a"
    return data


def like_data(**changes) -> dict:
    data = bf.state_to_data(LIKE)
    data.update(changes)
    return data


def put_request(value: dict) -> dict:
    return {"TableName": "Social", "Item": {"PK": {"S": "a"}, "SK": {"S": "b"}, "x": value}}


def simulate_body(request: dict, operation: str = "PutItem") -> dict:
    return {
        "table": {
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
            ],
        },
        "before": [],
        "operation": operation,
        "request": request,
    }


def post_json(client, url: str, text: str):
    return client.post(url, text, content_type="application/json")


def import_file(client, team, text: str | bytes):
    raw = text.encode() if isinstance(text, str) else text
    upload = SimpleUploadedFile("export.json", raw, content_type="application/json")
    return client.post(reverse("team_import", args=[team.pk]), {"file": upload}, follow=True)


# ----------------------------------------------------------------------------
# F1: deeply nested JSON -> RecursionError
# ----------------------------------------------------------------------------
def test_f1_readable_link(anon):
    r = anon.get("/?state=" + "%5B" * 1000)
    assert r.status_code == 200
    assert "more than 80 levels deep" in alerts(r)
    assert code_json(r.content.decode()) is None


def test_f1_compact_link(anon):
    r = anon.get("/", {"s": token_of('{"version": 1, "x": ' + DEEP + "}")})
    assert r.status_code == 200
    assert "more than 80 levels deep" in alerts(r)


@pytest.mark.parametrize("url", ["/", "/preview"])
def test_f1_form_list_value(anon, url):
    data = like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": DEEP})
    r = anon.post(url, data, headers=HX if url == "/preview" else {})
    assert r.status_code == 200


def test_f1_paste(anon):
    r = anon.post("/", {"_action": "paste", "paste-text": DEEP})
    assert r.status_code == 200
    assert "80" in alerts(r)


def test_f1_try_items(anon):
    r = anon.post("/try", like_data(**{"try-items": DEEP}), headers=HX)
    assert r.status_code == 200


def test_f1_run_state_field(anon):
    r = anon.post("/run", {"state": DEEP}, headers=HX)
    assert r.status_code == 200


def test_f1_team_import_imports_nothing(alice, cast):
    count = Snippet.objects.count()
    r = import_file(alice, cast.blue, '{"format": ' + DEEP + "}")
    assert r.status_code == 200
    assert Snippet.objects.count() == count


def test_f1_team_import_says_which_limit(alice, cast):
    r = import_file(alice, cast.blue, '{"format": ' + DEEP + "}")
    assert "more than 80 levels deep" in alerts(r)


@pytest.mark.parametrize("url", ["/api/check", "/api/simulate"])
def test_f1_api_bodies(anon, url):
    r = post_json(anon, url, DEEP)
    assert r.status_code == 400
    assert r.json()["ok"] is False


# ----------------------------------------------------------------------------
# F2: integers of more than 4,300 digits
# ----------------------------------------------------------------------------
def test_f2_api_check(anon):
    r = post_json(anon, "/api/check", '{"TableName": "Tbl", "Limit": ' + HUGE + "}")
    assert r.status_code in (200, 400)


def test_f2_api_simulate(anon):
    body = json.dumps(simulate_body({"TableName": "Tbl"}, "Scan")).replace('"Tbl"', '"Tbl", "Limit": ' + HUGE)
    r = post_json(anon, "/api/simulate", body)
    assert r.status_code in (200, 400)


def test_f2_paste(anon):
    r = anon.post("/", {"_action": "paste", "paste-text": '{"TableName": "Tbl", "Limit": ' + HUGE + "}"})
    assert r.status_code == 200


def test_f2_readable_link(anon):
    r = anon.get(
        "/", {"state": '{"version": 1, "operation": "Scan", "table": "Tbl", "options": {"limit": ' + HUGE + "}}"}
    )
    assert r.status_code == 200
    assert "more than 100 digits" in alerts(r)


def test_f2_team_import_imports_nothing(alice, cast):
    count = Snippet.objects.count()
    r = import_file(alice, cast.blue, '{"format_version": ' + HUGE + "}")
    assert r.status_code == 200
    assert Snippet.objects.count() == count


# ----------------------------------------------------------------------------
# F3: int(raw) if raw.isdigit() in the options
# ----------------------------------------------------------------------------
QUERY = {
    "version": 1,
    "operation": "Query",
    "table": "Social",
    "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "POST#a91f"}}},
}


@pytest.mark.parametrize("raw", ["²", "①", "1²", "9" * 4301])
def test_f3_query_limit(anon, raw):
    data = bf.state_to_data(QUERY)
    data["opt-limit"] = raw
    r = anon.post("/preview", data, headers=HX)
    assert r.status_code == 200


# ----------------------------------------------------------------------------
# F4: a NULL key row of the atomic counter
# ----------------------------------------------------------------------------
@pytest.mark.parametrize("url", ["/", "/preview"])
def test_f4_null_key_row(anon, url):
    data = bf.state_to_data(ATOMIC)
    data["key-1-type"] = "NULL"
    r = anon.post(url, data, headers=HX if url == "/preview" else {})
    assert r.status_code == 200


# ----------------------------------------------------------------------------
# F5: binary set members that are not strings
# ----------------------------------------------------------------------------
BAD_MEMBERS = [{"a": 1}, 1.5, None, -1]


@pytest.mark.parametrize("member", BAD_MEMBERS, ids=repr)
def test_f5_api_check(anon, member):
    r = post_json(anon, "/api/check", json.dumps(put_request({"BS": [member]})))
    assert r.status_code in (200, 400)
    assert r.json()["ok"] is False


@pytest.mark.parametrize("member", BAD_MEMBERS, ids=repr)
def test_f5_api_simulate(anon, member):
    r = post_json(anon, "/api/simulate", json.dumps(simulate_body(put_request({"BS": [member]}))))
    assert r.status_code in (200, 400)
    assert r.json()["ok"] is False


@pytest.mark.parametrize("member", BAD_MEMBERS, ids=repr)
def test_f5_paste(anon, member):
    r = anon.post("/", {"_action": "paste", "paste-text": json.dumps(put_request({"BS": [member]}))})
    assert r.status_code == 200
    assert code_json(r.content.decode()) is None  # not loaded: the member is refused


# ----------------------------------------------------------------------------
# F6: a condition nested 72 deep (template recursion)
# ----------------------------------------------------------------------------
def test_f6_link(anon):
    r = anon.get("/", {"s": links.encode_state(nested_condition(72))})
    assert r.status_code == 200
    assert "more than 80 levels deep" in alerts(r)


def test_f6_saved_snippet_opens(alice, cast):
    snippet = Snippet.objects.create(
        title="deep",
        state_json=json.dumps(nested_condition(72)),
        operation="DeleteItem",
        owner=cast.alice,
        version=1,
    )
    r = alice.get(f"/?snippet={snippet.pk}")
    assert r.status_code == 200


def test_f6_saved_snippet_page(alice, cast):
    snippet = Snippet.objects.create(
        title="deep",
        state_json=json.dumps(nested_condition(72)),
        operation="DeleteItem",
        owner=cast.alice,
        version=1,
        visibility=Snippet.LINK,
    )
    r = alice.get(reverse("snippet_detail", args=[snippet.pk]))
    assert r.status_code == 200
    assert "can no longer be loaded" in page_text(r)
    shared = alice.get(reverse("snippet_shared", args=[snippet.share_slug]))
    assert shared.status_code == 200 and "can no longer be loaded" in page_text(shared)


def test_f6_cannot_be_saved(alice):
    data = nested_condition_data(72)
    data.update({"snippet-title": "deep", "snippet-visibility": "private", "snippet-save": "save"})
    count = Snippet.objects.count()
    r = alice.post(reverse("snippet_save"), data, headers=HX)
    assert r.status_code == 200
    assert Snippet.objects.count() == count  # refused, with a message


# ----------------------------------------------------------------------------
# F7: about 309 levels break the form tree and the loader
# ----------------------------------------------------------------------------
@pytest.mark.parametrize("url", ["/preview", "/try", "/run", "/snippets/save"])
def test_f7_deep_form(alice, url, settings):
    # running on (for anyone), so /run reads the form; the endpoint is a closed port:
    # nothing could be sent, and an invalid request is never sent anyway
    settings.DYNAMODB_RUN_ENABLED = settings.DYNAMODB_RUN_ANONYMOUS = True
    settings.DYNAMODB_ENDPOINT_URL = "http://127.0.0.1:9"
    r = alice.post(url, nested_condition_data(309), headers=HX)
    assert r.status_code == 200


# ----------------------------------------------------------------------------
# F8: the code emitters on an L value nested 155 deep
# ----------------------------------------------------------------------------
def test_f8_deep_list_value(anon):
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "x": {"type": "S", "value": "b"}},
    }
    data = bf.state_to_data(state)
    data["item-1-type"] = "L"
    data["item-1-value"] = "[" * 155 + "1" + "]" * 155
    r = anon.post("/preview", data, headers=HX)
    assert r.status_code == 200


def test_f8_link(anon):
    value = {"type": "S", "value": "x"}
    for _ in range(155):
        value = {"type": "L", "value": [value]}
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "x": value},
    }
    r = anon.get("/", {"s": links.encode_state(state)})
    assert r.status_code == 200
    assert "more than 80 levels deep" in alerts(r)


# ----------------------------------------------------------------------------
# D1: a link bomb (70 transaction actions x 20 SET rows in 2.7 KB)
# ----------------------------------------------------------------------------
def link_bomb() -> dict:
    actions = [
        {
            "type": "Update",
            "table": "Social",
            "key": {"PK": {"type": "S", "value": f"K{i}"}},
            "update": [{"action": "SET", "path": f"a{j}", "value": {"type": "S", "value": "x"}} for j in range(20)],
        }
        for i in range(70)
    ]
    return {"version": 1, "operation": "TransactWriteItems", "actions": actions}


def test_d1_link_bomb(anon):
    token = links.encode_state(link_bomb())
    assert len(token) < 3000  # a short link...
    r = anon.get("/", {"s": token})
    assert r.status_code == 200
    assert f"a link opens at most {links.MAX_LINK_PARTS}" in alerts(r)  # ...refused, naming the limit
    assert len(r.content) < 200_000  # the empty builder, not 12.6 MB


def test_a_large_legitimate_link_still_opens(anon):
    """A 160-attribute PutItem (the issue's example of a long link) is within every limit."""
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {f"attribute_{i}": {"type": "S", "value": f"value number {i}"} for i in range(160)},
    }
    token = links.encode_state(state)
    assert links.link_fits(token) and links.count_parts(state) <= links.MAX_LINK_PARTS
    r = anon.get("/", {"s": token})
    assert code_json(r.content.decode()) is not None


# ----------------------------------------------------------------------------
# D2: a 204 KB paste; D3: {"BS": [n]} allocates n bytes
# ----------------------------------------------------------------------------
def test_d2_big_paste_is_refused_naming_the_limit(anon):
    """The issue's 204 KB paste: a request of thousands of parts (each one a form
    row on the page). Refused before any form is built, naming the limit."""
    item = {f"attribute_{i}": {"S": f"value {i} " + "x" * 20} for i in range(4_000)}
    text = json.dumps({"TableName": "Social", "Item": {"PK": {"S": "a"}, **item}})
    assert len(text) > 200_000
    r = anon.post("/", {"_action": "paste", "paste-text": text})
    assert r.status_code == 200
    assert f"the builder holds at most {MAX_FORM_FIELDS:,}" in alerts(r)
    assert len(r.content) < PAGE_BOUND


def test_d2_paste_over_the_byte_limit_is_refused_naming_it(anon):
    text = json.dumps(put_request({"S": "x"})) + " " * PASTE_MAX_BYTES
    r = anon.post("/", {"_action": "paste", "paste-text": text})
    assert r.status_code == 200
    assert f"larger than {PASTE_MAX_BYTES:,} bytes" in alerts(r)
    assert len(r.content) < PAGE_BOUND  # the text is not echoed back


def test_d3_binary_member_number_is_not_a_size(anon):
    r = anon.post("/", {"_action": "paste", "paste-text": json.dumps(put_request({"BS": [100_000]}))})
    assert r.status_code == 200
    assert code_json(r.content.decode()) is None  # refused: a BS member is base64 text
    assert len(r.content) < 200_000


# ----------------------------------------------------------------------------
# D4: team import (10,000 snippets, 8 MB, by any new account)
# ----------------------------------------------------------------------------
def export_of(snippets: int, revisions: int = 1) -> dict:
    state = get_recipe("atomic_counter").state
    item = {
        "title": "t",
        "description": "",
        "visibility": "team",
        "owner": "alice",
        "created": "2026-01-01T00:00:00+00:00",
        "updated": "2026-01-01T00:00:00+00:00",
        "version": revisions,
        "state": state,
        "revisions": [
            {
                "number": n,
                "title": "t",
                "description": "",
                "state": state,
                "author": "alice",
                "created": "2026-01-01T00:00:00+00:00",
            }
            for n in range(1, revisions + 1)
        ],
    }
    return {
        "format": tx.EXPORT_FORMAT,
        "format_version": tx.EXPORT_VERSION,
        "team": "Blue",
        "snippets": [copy.deepcopy(item) for _ in range(snippets)],
    }


def imported_nothing(response, message: str, before: tuple[int, int]) -> None:
    assert response.status_code == 200
    assert message in alerts(response)
    assert len(response.content) < 200_000
    assert (Snippet.objects.count(), Revision.objects.count()) == before


def counts() -> tuple[int, int]:
    return Snippet.objects.count(), Revision.objects.count()


def test_d4_eight_megabytes(alice, cast):
    before = counts()
    r = import_file(alice, cast.blue, json.dumps(export_of(1)) + " " * 8_000_000)
    imported_nothing(r, "larger than 2 MB", before)


def test_d4_too_many_snippets_in_one_file(alice, cast):
    before = counts()
    r = import_file(alice, cast.blue, json.dumps(export_of(tx.MAX_IMPORT_SNIPPETS + 1)))
    imported_nothing(r, f"At most {tx.MAX_IMPORT_SNIPPETS} snippets can be imported at once", before)


def test_d4_too_many_revisions_in_one_file(alice, cast):
    before = counts()
    r = import_file(alice, cast.blue, json.dumps(export_of(3, revisions=tx.MAX_IMPORT_REVISIONS // 2)))
    imported_nothing(r, f"At most {tx.MAX_IMPORT_REVISIONS:,} revisions", before)


def test_d4_team_quota(alice, cast, monkeypatch):
    monkeypatch.setattr(tx, "MAX_TEAM_SNIPPETS", 4)  # Blue has 1 snippet (cast.shared)
    before = counts()
    r = import_file(alice, cast.blue, json.dumps(export_of(4)))
    imported_nothing(r, "A team holds at most 4 snippets: Blue has 1, and this file would add 4.", before)
    r = import_file(alice, cast.blue, json.dumps(export_of(3)))  # up to the quota is fine, and counted
    assert "Imported 3 snippets with their history." in alerts(r)
    assert Snippet.objects.filter(team=cast.blue).count() == 4


# ----------------------------------------------------------------------------
# Links the app makes must fit the server's request line
# ----------------------------------------------------------------------------
def big_put(attributes: int, seed: int = 0) -> dict:
    import random

    rnd = random.Random(seed)
    item = {"PK": {"type": "S", "value": "a"}}
    for i in range(attributes):
        item[f"a{i}"] = {
            "type": "S",
            "value": "".join(rnd.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40)),
        }
    return {"version": 1, "operation": "PutItem", "table": "Social", "item": item}


def test_the_largest_link_fits_the_request_line_even_in_a_login_redirect():
    token = "1." + "A" * (links.MAX_LINK_CHARS - 2)
    assert links.link_fits(token)
    assert links.login_redirect_length(token, reverse("login"), reverse("builder")) <= links.REQUEST_LINE_LIMIT
    # the same URL as a Referer / HX-Current-URL header, with a long host name
    header = f"Referer: https://{'h' * 200}.example.org/accounts/login/?next=%2F%3Fs%3D{token}"
    assert len(header) <= links.REQUEST_LINE_LIMIT
    assert not links.link_fits(token + "A")


def test_the_production_command_sets_the_request_line_limit_links_rely_on():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    flag = f"--limit-request-line {links.REQUEST_LINE_LIMIT}"
    assert flag in (root / "scripts" / "serve.sh").read_text()
    assert flag in (root / "README.md").read_text()


def test_log_in_to_save_redirect_of_a_160_attribute_put_fits(anon):
    state = big_put(160)
    r = anon.post(reverse("snippet_save"), bf.state_to_data(state))
    assert r.status_code == 302
    url = r["Location"]
    assert len(f"GET {url} HTTP/1.1") <= links.REQUEST_LINE_LIMIT
    assert anon.get(url).status_code == 200


def test_the_page_never_offers_a_link_over_the_cap(anon):
    state = big_put(300)
    assert not links.link_fits(links.encode_state(state))
    html = anon.post("/", bf.state_to_data(state)).content.decode()
    tokens = re.findall(r"[?&](?:amp;)?s=([A-Za-z0-9_.-]+)", html)
    assert all(links.link_fits(t) for t in tokens)


def _many_parts(parts: int) -> dict:
    """A PutItem of ``parts`` objects that writes a short link (one list of equal values)."""
    values = [{"type": "N", "value": "1"}] * (parts - 4)
    return {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "l": {"type": "L", "value": values}},
    }


def _opens(token: str) -> bool:
    try:
        links.decode_state(token)
    except links.LinkError:
        return False
    return True


def test_the_page_never_offers_a_link_that_does_not_open(anon):
    """A state of 604 parts compresses into a short token, but a link opens at
    most 400 parts: the page offered a link that opened on an error."""
    state = _many_parts(604)
    token = links.encode_state(state)
    assert links.link_fits(token) and not _opens(token)
    assert links.builder_link(state) is None and links.builder_link(_many_parts(400)) is not None
    page = anon.post("/", bf.state_to_data(state))
    assert not re.findall(r"[?&](?:amp;)?s=([A-Za-z0-9_.-]+)", page.content.decode())
    assert "too big for a link" in page_text(page)
    r = anon.post(reverse("snippet_save"), bf.state_to_data(state))  # log in to save: no redirect to a dead link
    assert "Location" not in r and "too big to carry through the login page" in page_text(r)


def _nested(levels: int) -> dict:
    value: dict = {"type": "S", "value": "x"}
    for _ in range(levels):
        value = {"type": "M", "value": {"m": value}}
    return {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "n": value},
    }


def _sized(size: int) -> dict:
    """A state whose JSON, as a link holds it, is ``size`` bytes."""
    state = {**_many_parts(5), "note": ""}
    state["note"] = "x" * (size - len(json.dumps(state, separators=(",", ":"))))
    return state


@pytest.mark.parametrize("over", [0, 1])
def test_a_link_opens_up_to_the_size_it_is_read_with(over):
    state = _sized(links.MAX_STATE_BYTES + over)
    assert len(json.dumps(state, separators=(",", ":"))) == links.MAX_STATE_BYTES + over
    assert links.link_fits(links.encode_state(state))  # (short: x compresses well)
    assert (links.builder_link(state) is None) == bool(over) == (not _opens(links.encode_state(state)))


@settings(max_examples=150, deadline=None)
@given(
    base=strategies.states(),
    parts=st.one_of(st.just(0), st.integers(380, 420)),
    levels=st.one_of(st.just(0), st.integers(30, 45)),
    text=st.one_of(st.just(0), st.integers(255_900, 256_100)),
)
def test_a_link_is_made_exactly_when_it_opens(base, parts, levels, text):
    """Whatever the state (random builder states, and ones near the bounds on
    parts, depth and size a link is read with), ``builder_link`` gives a link
    if and only if the link fits the request line and opens to the same state."""
    state = base
    if parts:
        state = _many_parts(parts)
    elif levels:
        state = _nested(levels)
    elif text:
        state = _sized(text)
    link = links.builder_link(state)
    token = links.encode_state(state)
    works = links.link_fits(token) and _opens(token)
    assert (link is not None) == works
    if link is not None:
        assert link == f"/?s={token}" and links.decode_state(token) == state


def test_log_in_to_save_never_redirects_over_the_request_line(anon):
    """Too big for a link: no redirect the server would refuse; the save panel says why instead."""
    state = big_put(300)
    assert not links.link_fits(links.encode_state(state))
    r = anon.post(reverse("snippet_save"), bf.state_to_data(state))
    assert "Location" not in r
    assert "too big to carry through the login page" in page_text(r)


# ----------------------------------------------------------------------------
# N1 (found by the fuzz suite): path integers beyond 64 bits
# ----------------------------------------------------------------------------
@pytest.mark.parametrize("action", ["role", "remove"])
def test_n1_huge_member_id(alice, cast, action):
    r = alice.post(f"/teams/{cast.blue.pk}/members/{'9' * 30}/{action}/", {"role": "owner"})
    assert r.status_code == 404


# --------------------------------------------------------------------------
# The admin's search (the random attack pass, 2026-12-02)
# --------------------------------------------------------------------------
ADMIN_LISTS = [
    "/admin/builder/snippet/",
    "/admin/builder/revision/",
    "/admin/builder/team/",
    "/admin/builder/membership/",
    "/admin/auth/user/",
    "/admin/auth/group/",
    "/admin/axes/accessattempt/",
    "/admin/axes/accesslog/",
    "/admin/axes/accessfailurelog/",
]


@pytest.fixture
def staff(cast):
    from django.contrib.auth import get_user_model
    from django.test import Client

    from tests.attack.conftest import PASSWORD

    c = Client()
    c.force_login(get_user_model().objects.create_superuser("root", password=PASSWORD))
    return c


@pytest.mark.parametrize("url", ADMIN_LISTS)
def test_an_admin_search_of_hundreds_of_words_is_refused_with_a_message(staff, url):
    """The admin ANDs one OR over its search fields per word: 300 words made a
    query SQLite refuses (Expression tree is too large), a 500. Every admin's
    search, Django's and django-axes' too, now says what bounds it instead."""
    many = " ".join(["SET", "a"] * 300)
    r = staff.get(url, {"q": many})
    assert r.status_code == 200
    assert f"A search is at most 200 characters; this one has {len(many):,}. Nothing was searched." in page_text(r)
    r = staff.get(url, {"q": " ".join(["a"] * 11)})
    assert "A search is at most 10 words; this one has 11. Nothing was searched." in page_text(r)


def test_an_admin_search_within_the_bounds_still_finds(staff):
    r = staff.get("/admin/builder/snippet/", {"q": '"Private history" alice'})
    text = page_text(r)
    assert "Nothing was searched" not in text
    assert "Private history" in text and ">Mine<" not in text


# ----------------------------------------------------------------------------
# The direct expression reader (issue 13): a SET value's pairs of parentheses
# recursed without a bound, and 984 of them (a 992-character expression, well
# under DynamoDB's 4 KB) raised RecursionError in every reader of a request.
# Found by a red-team fuzz of builder.expr.direct against the grammar.
# ----------------------------------------------------------------------------
NESTED_SET = "SET a = " + "(" * 990 + "b" + ")" * 990
UPDATE = {"TableName": "Tbl", "Key": {"PK": {"S": "p"}, "SK": {"S": "s"}}, "UpdateExpression": NESTED_SET}


def test_a_deeply_parenthesised_set_value_api_check(anon):
    r = post_json(anon, "/api/check", json.dumps(UPDATE))
    assert r.status_code in (200, 400)
    assert "redundant parentheses" in json.dumps(r.json())


def test_a_deeply_parenthesised_set_value_api_simulate(anon):
    r = post_json(anon, "/api/simulate", json.dumps(simulate_body(UPDATE, "UpdateItem")))
    assert r.status_code in (200, 400)
    assert "redundant parentheses" in json.dumps(r.json())


def test_a_deeply_parenthesised_set_value_paste(anon):
    r = anon.post("/", {"_action": "paste", "paste-text": json.dumps(UPDATE)})
    assert r.status_code == 200
    assert "redundant parentheses" in alerts(r)


# ----------------------------------------------------------------------------
# A key named twice in one JSON object, where a person types JSON: json.loads
# keeps the last value, and the first vanished without a word (a link and the
# /diff page already refused it; a value box took the last and said nothing).
# ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("type_", "text"),
    [
        ("M", '{"a": 1, "a": 2}'),
        ("M", '{"a": {"S": "x"}, "a": {"N": "1"}}'),
        ("L", '[{"M": {"x": {"S": "1"}, "x": {"S": "2"}}}]'),
    ],
)
@pytest.mark.parametrize("url", ["/", "/preview"])
def test_a_value_box_naming_a_key_twice_is_refused_beside_it(anon, url, type_, text):
    data = like_data(**{"act-0-item-2-type": type_, "act-0-item-2-value": text})
    r = anon.post(url, data, headers=HX if url == "/preview" else {})
    assert r.status_code == 200
    assert "twice in one object: give each key once" in alerts(r)
    assert code_json(r.content.decode()) is None  # no request built from half of what was typed


@pytest.mark.parametrize(
    "items",
    [
        '[{"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "likeTally": {"N": "1"}, "likeTally": {"N": "5"}}]',
        '[{"PK": "POST#a91f", "SK": "META", "tags": {"a": 1, "a": 2}}]',
        '{"Social": [], "Social": [{"PK": "POST#a91f", "SK": "META"}]}',
    ],
)
def test_try_it_items_naming_a_key_twice_are_refused_beside_them(anon, items):
    r = anon.post("/try", like_data(**{"try-items": items}), headers=HX)
    assert r.status_code == 200
    assert "twice in one object: give each key once" in alerts(r)


# ----------------------------------------------------------------------------
# An option the form cannot read is absent from the state: the core's word on
# its absence was shown beside it too ("set both or neither" beside a segment
# that was set, to 1e3).
# ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("field", "other"), [("opt-segment", "opt-total_segments"), ("opt-total_segments", "opt-segment")]
)
def test_an_unreadable_scan_segment_is_said_once(anon, field, other):
    data = {"op": "Scan", "table": "Social", field: "1e3", other: "0" if other == "opt-segment" else "4"}
    r = anon.post("/preview", data, headers=HX)
    assert r.status_code == 200
    said = alerts(r)
    assert "a whole number written with the digits 0-9 expected, got '1e3'" in said
    assert "go together" not in said
    assert "fix 1 problem in the form" in page_text(r)
