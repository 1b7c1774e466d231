"""Saving from the builder, opening a snippet in it, and no lost work."""

from __future__ import annotations

import html as htmllib
import json
import re
import threading
from urllib.parse import parse_qs, urlparse

import pytest
from django.db import connection
from django.urls import reverse

from builder import snippets as sn
from builder.expr import migrate, render
from builder.links import decode_state
from builder.models import Membership, Revision, Snippet
from tests.snippets.helpers import HX, PASSWORD, exact_counter, make_snippet, pre_text, save_data


def hidden_value(html: str, name: str) -> str | None:
    m = re.search(r'<input type="hidden" name="%s" value="([^"]*)" form="builder-form">' % re.escape(name), html)
    return htmllib.unescape(m.group(1)) if m else None


def input_value(html: str, name: str) -> str | None:
    m = re.search(r'<input[^>]*name="%s"[^>]*>' % re.escape(name), html)
    if not m:
        return None
    v = re.search(r'value="([^"]*)"', m.group(0))
    return htmllib.unescape(v.group(1)) if v else ""


def textarea_value(html: str, name: str) -> str | None:
    m = re.search(r'<textarea[^>]*name="%s"[^>]*>(.*?)</textarea>' % re.escape(name), html, re.S)
    return htmllib.unescape(m.group(1)).lstrip("\n") if m else None


def code_json(html: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', html, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


# -- saving a new snippet ----------------------------------------------------------------
def test_save_new_snippet_with_htmx_returns_the_panel_only(client, cast):
    client.force_login(cast.alice)
    state = exact_counter("42")
    r = client.post(reverse("snippet_save"), save_data(state, title="Play counter", description="Exact"), headers=HX)
    assert r.status_code == 200
    html = r.content.decode()
    assert "<html" not in html and 'id="save-panel"' in html
    assert "Saved as a new snippet, version 1." in html
    s = Snippet.objects.get()
    assert (s.owner, s.title, s.description, s.version, s.visibility, s.team) == (
        cast.alice,
        "Play counter",
        "Exact",
        1,
        "private",
        None,
    )
    assert s.state == state  # stored migrated (already current), key order kept
    assert s.state_json == json.dumps(state, ensure_ascii=False, separators=(",", ":"))
    assert r["HX-Push-Url"] == f"/?snippet={s.pk}"
    # the panel now edits that snippet, from version 1
    assert hidden_value(html, "snippet-id") == str(s.pk)
    assert hidden_value(html, "snippet-version") == "1"
    assert f'href="/snippets/{s.pk}/"' in html
    rev = s.revisions.get()
    assert (rev.number, rev.author, rev.author_name, rev.title) == (1, cast.alice, "alice", "Play counter")
    assert json.loads(rev.request_json) == render(state)[1]


def test_save_without_javascript_redirects_to_the_snippet_in_the_builder(client, cast):
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), save_data(exact_counter(), title="No JS"))
    s = Snippet.objects.get(title="No JS")
    assert r.status_code == 302 and r["Location"] == f"/?snippet={s.pk}"  # a reload does not post again
    html = client.get(r["Location"]).content.decode()
    assert "“No JS”: Saved as a new snippet, version 1." in html
    assert code_json(html) == render(exact_counter())[1]
    assert hidden_value(html, "snippet-id") == str(s.pk)


def test_a_conflict_without_javascript_renders_the_builder_with_the_users_work(client, cast):
    s = make_snippet(cast.alice, title="t")
    client.force_login(cast.alice)
    client.post(reverse("snippet_save"), save_data(exact_counter("2"), s, title="first", version=1))
    r = client.post(reverse("snippet_save"), save_data(exact_counter("3"), s, title="second", version=1))
    html = r.content.decode()
    assert r.status_code == 200 and "<html" in html and "Not saved" in html
    assert code_json(html) == render(exact_counter("3"))[1]  # the builder still holds the user's request
    assert input_value(html, "snippet-title") == "second"
    assert Snippet.objects.get(pk=s.pk).title == "first"


def test_save_in_a_team_with_link_visibility_shows_the_share_link(client, cast):
    client.force_login(cast.alice)
    r = client.post(
        reverse("snippet_save"),
        save_data(exact_counter(), title="Team one", team=cast.blue.pk, visibility="link"),
        headers=HX,
    )
    s = Snippet.objects.get()
    assert (s.team, s.visibility) == (cast.blue, "link")
    assert f"/s/{s.share_slug}/" in r.content.decode()


@pytest.mark.parametrize(
    "change, message",
    [
        ({"snippet-title": ""}, "Give the snippet a title."),
        ({"snippet-title": "x" * 201}, "at most 200 characters"),
        # a hand-made post (a browser's input sends none): the next save from the page would drop it
        ({"snippet-title": "Counter\nof likes"}, "This title holds a line break, which a snippet's one-line title"),
        ({"snippet-title": "Counter\rof likes"}, "This title holds a carriage return (U+000D), which"),
        ({"snippet-team": "BLUE", "snippet-visibility": "private"}, "visible to the team"),
        ({"snippet-team": "", "snippet-visibility": "team"}, "needs a team"),
        ({"snippet-team": "RED", "snippet-visibility": "team"}, "Select a valid choice"),  # not alice's team
        ({"snippet-visibility": "everyone"}, "Select a valid choice"),
        ({"upd-0-v-value": "forty-two"}, "Fix the 1 problem marked in the form before saving"),
    ],
)
def test_save_refuses_bad_input_and_saves_nothing(client, cast, change, message):
    client.force_login(cast.alice)
    data = save_data(exact_counter(), title="Counter")
    change = {
        k: (str(cast.blue.pk) if v == "BLUE" else str(cast.red.pk) if v == "RED" else v) for k, v in change.items()
    }
    data.update(change)
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert r.status_code == 200
    assert message in htmllib.unescape(r.content.decode())
    assert not Snippet.objects.exists() and not Revision.objects.exists()


def test_save_needs_csrf(cast):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), save_data(exact_counter(), title="x"))
    assert r.status_code == 403
    assert not Snippet.objects.exists()


# -- anonymous: log in to save, and come back to the same request ------------------------
def test_anonymous_save_goes_to_login_and_keeps_the_request(client, cast):
    state = exact_counter("77", table="Plays")
    r = client.post(reverse("snippet_save"), save_data(state, title="Mine"), headers=HX)
    assert r.status_code == 200
    target = urlparse(r["HX-Redirect"])
    assert target.path == reverse("login")
    back = parse_qs(target.query)["next"][0]
    assert back.startswith("/?s=")
    # (the builder's form writes a version-1 state; the recipe is the current version: the same once migrated)
    assert migrate(decode_state(parse_qs(urlparse(back).query)["s"][0])) == migrate(state)
    assert not Snippet.objects.exists()
    # without JavaScript: a plain redirect to the same place
    r2 = client.post(reverse("snippet_save"), save_data(state, title="Mine"))
    assert r2.status_code == 302 and r2["Location"] == r["HX-Redirect"]
    # log in with that next and land in the builder with the request
    r3 = client.post(reverse("login"), {"username": "alice", "password": PASSWORD, "next": back})
    assert r3.status_code == 302 and r3["Location"] == back
    page = client.get(back).content.decode()
    assert code_json(page) == render(state)[1]


def test_anonymous_builder_shows_log_in_to_save(client):
    html = client.get("/?recipe=exact_counter").content.decode()
    assert "Log in to save" in html
    assert 'formaction="/snippets/save"' in html


def test_anonymous_save_of_an_invalid_request_explains_instead(client, cast):
    data = save_data(exact_counter(), title="x")
    data["upd-0-v-value"] = "nope"
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert r.status_code == 200 and "HX-Redirect" not in r
    assert "Fix the 1 problem" in r.content.decode()


# -- opening a snippet in the builder, and updating it -----------------------------------
def test_open_in_builder_fills_the_form_and_carries_id_and_version(client, cast):
    s = make_snippet(cast.alice, title="Counter <b>", description="d", state=exact_counter("5"))
    client.force_login(cast.alice)
    r = client.get(f"/?snippet={s.pk}")
    html = r.content.decode()
    assert r.status_code == 200
    assert code_json(html) == render(exact_counter("5"))[1]
    assert hidden_value(html, "snippet-id") == str(s.pk)
    assert hidden_value(html, "snippet-version") == "1"
    assert input_value(html, "snippet-title") == "Counter <b>"
    assert 'form="builder-form"' in html
    assert "Save version 2" in html


def test_open_in_builder_when_signed_out_asks_to_log_in(client, cast):
    s = make_snippet(cast.alice)
    r = client.get(f"/?snippet={s.pk}")
    assert r.status_code == 302
    assert r["Location"] == reverse("login") + f"?next=/%3Fsnippet%3D{s.pk}"


def test_update_saves_a_new_version_and_revision(client, cast):
    s = make_snippet(cast.alice, title="v1")
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), save_data(exact_counter("43"), s, title="v2"), headers=HX)
    html = r.content.decode()
    assert "Saved version 2." in html
    assert hidden_value(html, "snippet-version") == "2"
    s.refresh_from_db()
    assert (s.version, s.title, s.state["update"][0]["value"]["value"]) == (2, "v2", "43")
    assert list(s.revisions.values_list("number", "title")) == [(2, "v2"), (1, "v1")]


def test_structural_edits_keep_the_snippet_fields(client, cast):
    """A no-JavaScript structural edit (add a row) re-renders the page from the
    POST: the snippet id, version and title must survive it."""
    s = make_snippet(cast.alice, title="Keep me")
    client.force_login(cast.alice)
    data = save_data(exact_counter(), s, title="Keep me, edited")
    data["_action"] = "add:upd"
    html = client.post("/", data).content.decode()
    assert hidden_value(html, "snippet-id") == str(s.pk)
    assert hidden_value(html, "snippet-version") == "1"
    assert input_value(html, "snippet-title") == "Keep me, edited"
    assert 'name="upd-1-path"' in html


def test_save_as_new_leaves_the_original_alone(client, cast):
    s = make_snippet(cast.alice, title="Original")
    client.force_login(cast.alice)
    client.post(reverse("snippet_save"), save_data(exact_counter("9"), s, title="Copy", mode="new"), headers=HX)
    s.refresh_from_db()
    assert (s.version, s.title) == (1, "Original")
    copy = Snippet.objects.exclude(pk=s.pk).get()
    assert (copy.title, copy.version, copy.owner) == ("Copy", 1, cast.alice)


def test_team_member_cannot_change_visibility_or_space_through_save(client, cast):
    s = make_snippet(cast.alice, title="Team", team=cast.blue, visibility="team")
    client.force_login(cast.bob)  # a member: edits, but neither shares nor moves
    data = save_data(exact_counter("1"), s, title="Team, by bob")
    data.update({"snippet-visibility": "link", "snippet-team": ""})
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert "Saved version 2." in r.content.decode()
    s.refresh_from_db()
    assert (s.title, s.visibility, s.team) == ("Team, by bob", "team", cast.blue)


# -- no lost work ------------------------------------------------------------------------
def test_two_stale_saves_one_wins_the_other_sees_the_conflict(client, cast):
    from django.test import Client

    s = make_snippet(cast.alice, title="Shared counter", team=cast.blue, visibility="team", state=exact_counter("1"))
    alice, bob = Client(), Client()
    alice.force_login(cast.alice)
    bob.force_login(cast.bob)
    # both open version 1 in the builder
    pages = [c.get(f"/?snippet={s.pk}").content.decode() for c in (alice, bob)]
    assert [hidden_value(p, "snippet-version") for p in pages] == ["1", "1"]

    a = alice.post(
        reverse("snippet_save"), save_data(exact_counter("100"), s, title="Alice's title", version=1), headers=HX
    )
    assert "Saved version 2." in a.content.decode()

    bob_text = "Bob's <careful> title"
    b = bob.post(
        reverse("snippet_save"),
        save_data(exact_counter("200"), s, title=bob_text, description="Bob's notes", version=1),
        headers=HX,
    )
    html = b.content.decode()
    assert b.status_code == 200
    assert "Not saved: someone else saved this snippet first." in html
    assert "You opened version 1; it is now at version 2, saved by alice" in html
    # both versions, rendered
    assert json.loads(pre_text(html, "conflict-json-theirs")) == render(exact_counter("100"))[1]
    assert json.loads(pre_text(html, "conflict-json-yours")) == render(exact_counter("200"))[1]
    # bob's own text is still in his fields, escaped
    assert input_value(html, "snippet-title") == bob_text
    assert textarea_value(html, "snippet-description") == "Bob's notes"
    assert "Bob&#x27;s &lt;careful&gt; title" in html
    # a plain Save still says version 1 (conflicts again); only the explicit button names 2
    assert hidden_value(html, "snippet-version") == "1"
    assert hidden_value(html, "snippet-overwrite-version") == "2"
    # nothing was overwritten
    s.refresh_from_db()
    assert (s.version, s.title, s.state["update"][0]["value"]["value"]) == (2, "Alice's title", "100")
    assert s.revisions.count() == 2

    # a second plain save from bob's stale page is refused too
    again = bob.post(reverse("snippet_save"), save_data(exact_counter("200"), s, title=bob_text, version=1), headers=HX)
    assert "Not saved" in again.content.decode()
    assert Snippet.objects.get(pk=s.pk).version == 2

    # bob chooses to save his over theirs: a new version, theirs kept in the history
    data = save_data(exact_counter("200"), s, title=bob_text, version=1, mode="overwrite")
    data["snippet-overwrite-version"] = "2"
    over = bob.post(reverse("snippet_save"), data, headers=HX)
    assert "Saved version 3." in over.content.decode()
    revs = {r.number: r for r in Revision.objects.filter(snippet=s)}
    assert sorted(revs) == [1, 2, 3]
    assert [revs[n].state["update"][0]["value"]["value"] for n in (1, 2, 3)] == ["1", "100", "200"]
    assert [revs[n].author_name for n in (1, 2, 3)] == ["alice", "alice", "bob"]


def test_overwrite_is_conditional_too(client, cast):
    """ "Save mine over version N" fails if someone saved N+1 meanwhile."""
    s = make_snippet(cast.alice, title="t")
    client.force_login(cast.alice)
    client.post(reverse("snippet_save"), save_data(exact_counter("2"), s, title="t2", version=1), headers=HX)
    client.post(reverse("snippet_save"), save_data(exact_counter("3"), s, title="t3", version=2), headers=HX)
    data = save_data(exact_counter("9"), s, title="mine", version=1, mode="overwrite")
    data["snippet-overwrite-version"] = "2"
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert "Not saved" in r.content.decode()
    assert Snippet.objects.get(pk=s.pk).title == "t3"


def test_saving_a_deleted_snippet_says_so(client, cast):
    s = make_snippet(cast.alice, title="t", team=cast.blue, visibility="team")
    client.force_login(cast.bob)
    page = client.get(f"/?snippet={s.pk}").content.decode()
    assert hidden_value(page, "snippet-version") == "1"
    # the viewable check happens first: a deleted snippet is simply gone
    Snippet.objects.filter(pk=s.pk).delete()
    r = client.post(reverse("snippet_save"), save_data(exact_counter(), s, title="t"), headers=HX)
    assert r.status_code == 404
    assert r["Content-Type"].startswith("text/plain")  # the page shows it as it is (builder.js failureReason)
    assert r.content.decode().startswith("Not saved: the snippet this page was opened from was deleted")


@pytest.mark.parametrize("mode", ["save", "overwrite"])
def test_saving_over_a_team_snippet_after_leaving_the_team_says_why(client, cast, mode):
    """A member removed from the team (or who left) while the builder page was
    open can no longer change the snippet, even one they saved: Save answered
    the 404 page, which the builder showed as "Save: not done (404). The server
    could not take it." The answer now says why, in words the page shows as
    they are, and "Save as a new snippet" keeps the request (in a space they are in)."""
    s = make_snippet(cast.bob, title="t", team=cast.blue, visibility="team")
    client.force_login(cast.bob)
    Membership.objects.filter(team=cast.blue, user=cast.bob).delete()
    r = client.post(reverse("snippet_save"), save_data(exact_counter("7"), s, title="t", mode=mode), headers=HX)
    assert r.status_code == 404 and r["Content-Type"].startswith("text/plain")
    assert "you can no longer see it (you are no longer in its team)" in r.content.decode()
    assert "Save as a new snippet keeps it" in r.content.decode()
    assert (
        client.post(reverse("snippet_save"), save_data(exact_counter("7"), s, title="t", mode=mode)).status_code == 404
    )
    assert Snippet.objects.get(pk=s.pk).version == 1
    kept = save_data(exact_counter("7"), s, title="t", mode="new")
    kept.update({"snippet-team": "", "snippet-visibility": "private"})  # a space bob is in
    r = client.post(reverse("snippet_save"), kept, headers=HX)
    assert r.status_code == 200 and "Saved as a new snippet" in r.content.decode()
    assert Snippet.objects.filter(owner=cast.bob, team=None, title="t").count() == 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_conditional_updates_never_both_win(cast):
    """Two threads save from the same version at the same moment: exactly one
    succeeds. On PostgreSQL this is a real race between two connections."""
    if connection.vendor == "sqlite":
        pytest.skip(
            "SQLite serialises writers with a database lock; the race is real on PostgreSQL (make test runs it there)"
        )
    s = make_snippet(cast.alice, title="race")
    barrier = threading.Barrier(2)
    results: dict[str, object] = {}

    def save(who: str, value: str) -> None:
        from django.db import connections

        try:
            barrier.wait(timeout=10)
            results[who] = sn.update_snippet(
                s.pk,
                1,
                cast.alice,
                title=who,
                description="",
                prepared=sn.prepare(exact_counter(value)),
                team_id=None,
                visibility="private",
            )
        except Exception as e:
            results[who] = e
        finally:
            connections.close_all()

    threads = [threading.Thread(target=save, args=(w, v)) for w, v in (("one", "1"), ("two", "2"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not [r for r in results.values() if isinstance(r, Exception)], results
    winners = [w for w, r in results.items() if r is not None]
    assert len(winners) == 1, results
    s.refresh_from_db()
    assert (s.version, s.title) == (2, winners[0])
    assert s.revisions.count() == 2
