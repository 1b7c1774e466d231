"""Titles, descriptions, team names and the request's names and values that
contain HTML or script are shown as text on every page (the browser test in
tests/browser/test_snippets.py checks that nothing executes)."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from builder.models import Team
from tests.snippets.helpers import HX, exact_counter, export_body, make_snippet, save_data

TITLE = "<img src=x onerror=window.__pwned=1>"
DESCRIPTION = '<script>window.__pwned=1</script> & "quotes"'
TEAM = "<svg onload=window.__pwned=1>"
NAME = "<b onclick=x>name</b>"
VALUE = "</code></pre><script>window.__pwned=1</script>"
RAW = [TITLE, DESCRIPTION, TEAM, NAME, VALUE, "<script>", "<img", "<svg", "<b onclick"]


def evil_state() -> dict:
    state = exact_counter()
    state["update"].append({"action": "SET", "path": [NAME], "value": {"type": "S", "value": VALUE}})
    return state


@pytest.fixture
def evil(cast):
    team = Team.objects.create(name=TEAM)
    team.memberships.create(user=cast.alice, role="owner")
    s = make_snippet(cast.alice, title=TITLE, description=DESCRIPTION, state=evil_state(), team=team, visibility="link")
    return s


def assert_inert(html: str) -> None:
    for raw in RAW:
        assert raw not in html, f"unescaped: {raw}"


def pages(client, s):
    yield "list", client.get(reverse("snippet_list"))
    yield (
        "list search",
        client.get(reverse("snippet_list"), {"q": "onerror"}, headers={**HX, "HX-Target": "snippet-list"}),
    )
    yield "teams", client.get(reverse("team_list"))
    yield "team", client.get(reverse("team_detail", args=[s.team_id]))
    yield "detail", client.get(reverse("snippet_detail", args=[s.pk]))
    yield "history", client.get(reverse("snippet_history", args=[s.pk]))
    yield "fork", client.get(reverse("snippet_fork", args=[s.pk]))
    yield "delete", client.get(reverse("snippet_delete", args=[s.pk]))
    yield "builder", client.get(f"/?snippet={s.pk}")
    yield "shared", client.get(reverse("snippet_shared", args=[s.share_slug]))


def test_every_page_shows_user_text_as_text(client, cast, evil):
    client.force_login(cast.alice)
    for name, r in pages(client, evil):
        assert r.status_code == 200, name
        html = r.content.decode()
        assert_inert(html)
        if name not in ("teams",):
            assert "&lt;img src=x onerror=window.__pwned=1&gt;" in html, name  # the title, as text
    detail = client.get(reverse("snippet_detail", args=[evil.pk])).content.decode()
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt; &amp; &quot;quotes&quot;" in detail
    assert "&lt;svg onload=window.__pwned=1&gt;" in detail
    assert "&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;" in detail  # the value, inside the request JSON
    assert "&lt;b onclick=x&gt;name&lt;/b&gt;" in detail  # the attribute name


def test_the_shared_page_escapes_for_anonymous_visitors(client, evil):
    html = client.get(reverse("snippet_shared", args=[evil.share_slug])).content.decode()
    assert_inert(html)


def test_save_responses_and_conflicts_escape(client, cast, evil):
    client.force_login(cast.alice)
    ok = client.post(
        reverse("snippet_save"),
        save_data(evil_state(), evil, title=TITLE, description=DESCRIPTION, version=1),
        headers=HX,
    )
    assert "Saved version 2." in ok.content.decode()
    assert_inert(ok.content.decode())
    stale = client.post(
        reverse("snippet_save"),
        save_data(evil_state(), evil, title=TITLE + "2", description=DESCRIPTION, version=1),
        headers=HX,
    )
    html = stale.content.decode()
    assert "Not saved" in html
    assert_inert(html)
    history = client.get(reverse("snippet_history", args=[evil.pk])).content.decode()
    assert_inert(history)


def test_export_is_json_not_html(client, cast, evil):
    client.force_login(cast.alice)
    r = client.get(reverse("team_export", args=[evil.team_id]))
    assert r["Content-Type"].startswith("application/json")
    assert r["Content-Disposition"].startswith("attachment;")
    assert json.loads(export_body(r))["snippets"][0]["title"] == TITLE
