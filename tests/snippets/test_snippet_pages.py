"""The snippet page, share links, forks and deletion."""

from __future__ import annotations

import html as htmllib
import json
import re
from urllib.parse import parse_qs, urlparse

from django.urls import reverse

from builder import forms as bf
from builder.expr import render
from builder.expr.emit import FORMATS, emit
from builder.expr.recipes import get_recipe
from builder.links import decode_state
from builder.models import Revision, Snippet
from tests.snippets.helpers import exact_counter, make_snippet


def code_json(html: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', html, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def test_snippet_page_renders_the_request_and_code(client, cast):
    s = make_snippet(cast.alice, title="Like", description="Likes", state=get_recipe("like").state)
    client.force_login(cast.alice)
    html = client.get(reverse("snippet_detail", args=[s.pk])).content.decode()
    assert code_json(html) == render(get_recipe("like").state)[1]
    assert "TransactWriteItems" in html
    assert f'data-code-url="/snippets/{s.pk}/code" data-code-method="get"' in html  # the tabs' code on demand
    assert f'href="/?snippet={s.pk}"' in html  # open in builder, saving back to it
    assert "History (1 version)" in html
    assert 'src="/static/js/builder.js"' in html  # tabs and copy buttons


def code_of(html: str, fmt: str) -> str | None:
    m = re.search(rf'<code id="code-{fmt}" class="language-[\w-]+">(.*?)</code>', html, re.S)
    return htmllib.unescape(m.group(1)) if m else None


def test_a_snippet_page_emits_a_tabs_code_only_when_it_is_asked_for(client, cast, count_calls):
    """Every tab's code made for the page took 10 s for a snippet holding a list
    of 30,000 numbers: the page comes with the JSON, and each code tab is filled
    from GET <snippet>/code?format= when it opens (or ?show= without JavaScript)."""
    from builder.web import page

    state = exact_counter("913")  # a request no earlier test emitted (the code is kept by request)
    s = make_snippet(cast.alice, title="Counter", state=state, team=cast.blue, visibility="link")
    operation, params = "UpdateItem", render(state)[1]
    emitted = count_calls(page, "emit")
    client.force_login(cast.alice)
    html = client.get(reverse("snippet_detail", args=[s.pk])).content.decode()
    assert emitted == [0]
    for fmt, label, _ in FORMATS:
        assert code_of(html, fmt) is None
        assert f'data-lazy="{fmt}"' in html
        assert f'<a href="?show={fmt}#panel-{fmt}">Show the {htmllib.escape(label)} code</a>' in html
    # a tab opening
    r = client.get(reverse("snippet_code", args=[s.pk]), {"format": "go"})
    assert r.status_code == 200 and code_of(r.content.decode(), "go") == emit("go", operation, params)
    assert emitted == [1]
    # without JavaScript: the page again, that tab's code in it and on show
    shown = client.get(reverse("snippet_detail", args=[s.pk]), {"show": "java"}).content.decode()
    assert code_of(shown, "java") == emit("java", operation, params)
    assert 'data-selected="tab-java"' in shown and code_of(shown, "go") is None
    assert client.get(reverse("snippet_detail", args=[s.pk]), {"show": "nope"}).status_code == 200
    assert client.get(reverse("snippet_code", args=[s.pk]), {"format": "nope"}).status_code == 400
    # the share link's page, for anyone with the link
    client.logout()
    shared = client.get(reverse("snippet_shared", args=[s.share_slug])).content.decode()
    assert f'data-code-url="/s/{s.share_slug}/code" data-code-method="get"' in shared
    r = client.get(reverse("snippet_shared_code", args=[s.share_slug]), {"format": "cli"})
    assert r.status_code == 200 and code_of(r.content.decode(), "cli") == emit("cli", operation, params)
    assert client.get("/s/not-a-slug/code", {"format": "cli"}).status_code == 404
    # the snippet's own code URL: for those who may view it, a 404 like a missing one for the others
    assert client.get(reverse("snippet_code", args=[s.pk]), {"format": "go"}).status_code == 302  # log in first
    client.force_login(cast.carol)
    assert client.get(reverse("snippet_code", args=[s.pk]), {"format": "go"}).status_code == 404


def test_share_page_is_read_only_with_open_in_builder(client, cast):
    s = make_snippet(cast.alice, title="Shared", state=exact_counter("7"), visibility="link")
    html = client.get(reverse("snippet_shared", args=[s.share_slug])).content.decode()
    assert code_json(html) == render(exact_counter("7"))[1]
    assert "<form" not in html.split('<main id="main"', 1)[1]  # nothing to submit for a visitor
    m = re.search(r'<a class="button open-in-builder" href="([^"]+)">Open in builder</a>', html)
    link = htmllib.unescape(m.group(1))
    assert decode_state(parse_qs(urlparse(link).query)["s"][0]) == exact_counter("7")
    builder = client.get(link).content.decode()
    assert code_json(builder) == render(exact_counter("7"))[1]
    assert 'name="snippet-id"' not in builder  # a copy: saving it makes the visitor's own snippet
    m = re.search(r'<a class="fork-link" href="([^"]+)">Log in to fork</a>', html)
    assert htmllib.unescape(m.group(1)) == reverse("login") + "?next=" + f"/s/{s.share_slug}/"


def test_replacing_the_share_link_kills_the_old_one(client, cast):
    s = make_snippet(cast.alice, visibility="link")
    old = s.share_slug
    client.force_login(cast.alice)
    client.post(reverse("snippet_share", args=[s.pk]), {"rotate": "1"})
    s.refresh_from_db()
    assert s.share_slug != old and len(s.share_slug) >= 32
    assert client.get(f"/s/{old}/").status_code == 404
    assert client.get(f"/s/{s.share_slug}/").status_code == 200


def test_visibility_changes_are_versions_and_conditional(client, cast):
    s = make_snippet(cast.alice, team=cast.blue, visibility="team")
    client.force_login(cast.alice)
    client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "1"})
    s.refresh_from_db()
    assert (s.visibility, s.version) == ("link", 2)
    assert s.revisions.get(number=2).note == "Visibility: anyone with the link"
    # from a stale page: refused, nothing changes
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "team", "version": "1"}, follow=True)
    assert "nothing was changed" in r.content.decode()
    s.refresh_from_db()
    assert (s.visibility, s.version) == ("link", 2)
    # a team's snippet cannot be private
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "private", "version": "2"}, follow=True)
    assert "visible to the team" in htmllib.unescape(r.content.decode())
    assert Snippet.objects.get(pk=s.pk).visibility == "link"


def test_fork_into_a_team(client, cast):
    s = make_snippet(cast.carol, title="Carol's", description="desc", visibility="link", state=exact_counter("3"))
    client.force_login(cast.alice)
    form = client.get(reverse("snippet_shared_fork", args=[s.share_slug])).content.decode()
    assert f'<option value="{cast.blue.pk}">Team: Blue</option>' in form
    r = client.post(
        reverse("snippet_shared_fork", args=[s.share_slug]), {"title": "Mine now", "target": str(cast.blue.pk)}
    )
    fork = Snippet.objects.get(title="Mine now")
    assert r.status_code == 302 and r["Location"] == reverse("snippet_detail", args=[fork.pk])
    assert (fork.owner, fork.team, fork.visibility, fork.forked_from, fork.description, fork.version) == (
        cast.alice,
        cast.blue,
        "team",
        s,
        "desc",
        1,
    )
    assert fork.state == s.state and fork.share_slug != s.share_slug
    assert fork.revisions.get().note == f"Forked from snippet {s.pk} version 1"
    client.force_login(cast.bob)  # the team sees the fork
    assert client.get(reverse("snippet_detail", args=[fork.pk])).status_code == 200
    assert Snippet.objects.get(pk=s.pk).version == 1  # the original is untouched


def test_fork_into_someone_elses_team_is_refused(client, cast):
    s = make_snippet(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_fork", args=[s.pk]), {"title": "x", "target": str(cast.red.pk)})
    assert r.status_code == 200 and "Select a valid choice" in r.content.decode()
    assert Snippet.objects.count() == 1


def test_a_fork_titled_with_a_line_break_is_refused_beside_the_title(client, cast):
    """A title is one line, as at an import and a save: a hand-made post's line break was stored."""
    s = make_snippet(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_fork", args=[s.pk]), {"title": "Mine\nnow", "target": ""})
    assert r.status_code == 200
    assert "This title holds a line break, which a snippet&#x27;s one-line title cannot hold" in r.content.decode()
    assert Snippet.objects.count() == 1


def test_delete_asks_first_then_deletes_the_history_too(client, cast):
    s = make_snippet(cast.alice, title="Doomed", visibility="link")
    client.force_login(cast.alice)
    page = client.get(reverse("snippet_delete", args=[s.pk])).content.decode()
    assert "Delete “Doomed”?" in page and "its share link stops working" in page
    assert Snippet.objects.filter(pk=s.pk).exists()  # asking deletes nothing
    r = client.post(reverse("snippet_delete", args=[s.pk]))
    assert r.status_code == 302 and r["Location"] == reverse("snippet_list")
    assert not Snippet.objects.filter(pk=s.pk).exists() and not Revision.objects.filter(snippet_id=s.pk).exists()
    assert client.get(f"/s/{s.share_slug}/").status_code == 404


def test_not_found_page_is_the_sites(client, cast):
    client.force_login(cast.alice)
    r = client.get(reverse("snippet_detail", args=[12345]))
    assert r.status_code == 404 and "Not found" in r.content.decode()


def test_snippet_and_share_pages_show_the_builders_own_output(client, cast):
    """The read-only pages reuse the builder's output partial: same tabs, same
    panels, same code as the builder shows for the same request."""
    state = get_recipe("like").state
    s = make_snippet(cast.alice, state=state, visibility="link")
    builder = client.get("/?recipe=like").content.decode()
    shared = client.get(reverse("snippet_shared", args=[s.share_slug])).content.decode()
    client.force_login(cast.alice)
    detail = client.get(reverse("snippet_detail", args=[s.pk])).content.decode()
    tabs = re.findall(r'<button type="button" role="tab" id="([^"]+)" aria-controls="[^"]+">([^<]+)</button>', builder)
    assert len(tabs) >= 9
    blocks = re.compile(r"<pre[^>]*><code[^>]*>.*?</code></pre>", re.S)
    # the builder shows the JSON, and each code tab when it opens (POST /code with its form, issue 13)
    shown = blocks.findall(builder.split('id="output-body"', 1)[1])
    for fmt, _, _ in FORMATS:
        answer = client.post(f"/code?format={fmt}", bf.state_to_data(state), headers={"HX-Request": "true"})
        shown += blocks.findall(answer.content.decode())
    for page, code_url in ((shared, f"/s/{s.share_slug}/code"), (detail, f"/snippets/{s.pk}/code")):
        assert (
            re.findall(r'<button type="button" role="tab" id="([^"]+)" aria-controls="[^"]+">([^<]+)</button>', page)
            == tabs
        )
        # the read-only pages have no form to post: each tab comes from GET <their code URL>
        on_page = blocks.findall(page)
        for fmt, _, _ in FORMATS:
            on_page += blocks.findall(client.get(code_url, {"format": fmt}).content.decode())
        assert on_page == shown


def test_a_snippet_that_no_longer_loads_is_neither_forked_nor_shared_and_says_why(client, cast):
    """A state saved before a rule it breaks existed (the core's rules grow
    stricter): forking it, or changing who sees it, made a 500. Each now says
    why beside the form or on the snippet's page, and changes nothing."""
    s = make_snippet(cast.alice, title="Old", visibility="private")
    broken = {**s.state, "table": "T"}  # a table name DynamoDB never took, as a rule newer than the save would refuse
    Snippet.objects.filter(pk=s.pk).update(state_json=json.dumps(broken))
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_fork", args=[s.pk]), {"title": "Copy", "target": ""})
    page = htmllib.unescape(r.content.decode())
    assert (
        r.status_code == 200 and "This saved request can no longer be loaded (table: table names are 3 to 255" in page
    )
    assert "Nothing was forked." in page and Snippet.objects.count() == 1
    r = client.post(
        reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": str(s.version)}, follow=True
    )
    page = htmllib.unescape(r.content.decode())
    assert (
        r.status_code == 200 and "This saved request can no longer be loaded" in page and "Nothing was changed." in page
    )
    assert Snippet.objects.get(pk=s.pk).visibility == "private" and Snippet.objects.count() == 1


def _put(note: str) -> dict:
    return {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "S", "value": "b"}, "note": note},
    }


def test_a_snippet_saved_with_carriage_returns_opens_with_them_as_line_breaks_and_says_so(client, cast):
    # a save without JavaScript stored a box's line breaks as CR LF; a browser's form cannot hold a carriage
    # return, and the builder refused such a request: the person could not open their own snippet any more
    note = {"type": "S", "value": "one\r\ntwo\rthree"}
    s = make_snippet(cast.alice, state=_put(note))
    client.force_login(cast.alice)
    html = htmllib.unescape(client.get(f"/?snippet={s.pk}").content.decode())
    assert "This snippet's text holds carriage returns (U+000D)" in html and "cannot be loaded" not in html
    assert re.search(r'<textarea[^>]*name="item-2-value"[^>]*>\s*one\ntwo\nthree</textarea>', html)
    assert Snippet.objects.get(pk=s.pk).state["item"]["note"] == note  # nothing changed until it is saved
    # what the form cannot hold otherwise is still refused, and said (a NUL)
    nul = make_snippet(cast.alice, state=_put({"type": "S", "value": "one\r\nt\x00wo"}))
    html = htmllib.unescape(client.get(f"/?snippet={nul.pk}").content.decode())
    assert "can no longer be loaded into the builder" in html and "U+0000" in html
