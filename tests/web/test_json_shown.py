"""JSON for people to read is indented up to builder.expr.jsontext's
MAX_INDENTED_CHARS, and on one line past it: a 260 KB list 30 levels deep was
26 MB indented and a 53 MB preview (probe, 2026-12-05). On one line it is the
same JSON, and the page says why."""

from __future__ import annotations

import json

from django.test import Client
from django.utils.html import escape

from builder import forms as bf
from builder import snippets as sn
from builder.expr import render
from builder.expr.jsontext import MAX_INDENTED_CHARS, indented, shown
from tests.web.states import deep_list_state

HX = {"HX-Request": "true"}
SAID = "On one line: indented, this request's JSON would be over 2,000,000 characters."
SAID_HTML = escape(SAID)  # as the page writes it


def test_indented_up_to_the_bound_then_on_one_line():
    small = render(deep_list_state(100, 30))[1]
    assert shown(small) == (indented(small), None)
    big = render(deep_list_state(30_000, 30))[1]
    assert len(indented(big)) > MAX_INDENTED_CHARS
    text, note = shown(big)
    assert note == SAID and "\n" not in text and json.loads(text) == big and len(text) < MAX_INDENTED_CHARS


def test_the_preview_and_a_saved_request_show_it_on_one_line():
    data = bf.state_to_data(deep_list_state(30_000, 30))
    r = Client().post("/preview", data, headers=HX)
    html = r.content.decode()
    assert r.status_code == 200 and SAID_HTML in html and len(html) < 3 * MAX_INDENTED_CHARS
    small = Client().post("/preview", bf.state_to_data(deep_list_state(100, 30)), headers=HX).content.decode()
    assert SAID_HTML not in small
    assert "\n" not in sn.request_json_text(render(deep_list_state(30_000, 30))[1])


def test_the_diff_page_too():
    before = {"PK": "a"}
    after = {"PK": "a", "v": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[list(range(30_000))]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}
    r = Client().post(
        "/diff", {"table": "Things", "key": "PK", "before": json.dumps(before), "after": json.dumps(after)}
    )
    html = r.content.decode()
    assert r.status_code == 200 and SAID_HTML in html
