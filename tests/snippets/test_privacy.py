"""Issue 11, privacy when sharing history: moving a private snippet into a
team, or sharing it by link, first says how many earlier versions become
visible and offers to share only the latest version (a fresh snippet with one
revision) instead. Both steps are plain form posts, so it works without
JavaScript too."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from builder import snippets as sn
from builder import team_export as tx
from builder.models import Revision, Snippet
from tests.snippets.helpers import HX, exact_counter, make_snippet, save_data


def eight_versions(owner) -> Snippet:
    """A private snippet with 8 versions (so 7 earlier than its current one)."""
    s = make_snippet(owner, title="Secret counter", state=exact_counter("1"))
    for v in range(2, 9):
        s = sn.update_snippet(
            s.pk,
            s.version,
            owner,
            title="Secret counter",
            description=f"draft {v}",
            prepared=sn.prepare(exact_counter(str(v))),
            team_id=None,
            visibility="private",
        )
    assert s.version == 8 and s.revisions.count() == 8
    return s


def move_data(s: Snippet, team, history: str | None = None, **kw) -> dict:
    data = save_data(exact_counter("99"), s, title="Team counter", team=team.pk, visibility="team", **kw)
    if history is not None:
        data["snippet-history"] = history
    return data


def assert_untouched(s: Snippet, version: int = 8) -> None:
    s.refresh_from_db()
    assert (s.visibility, s.team_id, s.version) == ("private", None, version)
    assert Revision.objects.filter(snippet=s).count() == version


# -- moving into a team from the Save panel -----------------------------------------------------
@pytest.mark.parametrize("headers", [HX, {}], ids=["htmx", "no-javascript"])
def test_moving_into_a_team_first_names_the_earlier_versions(client, cast, headers):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue), headers=headers)
    assert r.status_code == 200
    html = r.content.decode()
    assert ("<html" in html) == (not headers)  # the whole page without JavaScript
    assert "its 7 earlier versions become visible to the team" in html
    assert 'name="snippet-history" value="latest"' in html
    assert 'name="snippet-history" value="keep"' in html
    assert_untouched(s)
    assert Snippet.objects.count() == 1


def test_moving_latest_only_creates_a_fresh_snippet_and_keeps_the_history_private(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue, "latest"), headers=HX)
    assert r.status_code == 200
    assert "stay private" in r.content.decode()
    fresh = Snippet.objects.exclude(pk=s.pk).get()
    assert (fresh.owner, fresh.team, fresh.visibility, fresh.version) == (cast.alice, cast.blue, "team", 1)
    assert fresh.title == "Team counter" and fresh.state == exact_counter("99")
    assert fresh.revisions.count() == 1
    assert_untouched(s)
    bob = Client()
    bob.force_login(cast.bob)
    assert bob.get(reverse("snippet_history", args=[fresh.pk])).status_code == 200
    assert bob.get(reverse("snippet_history", args=[s.pk])).status_code == 404
    export = tx.export_team(cast.blue)
    assert "draft 2" not in str(export) and "Secret counter" not in str(export)


def test_moving_with_history_moves_the_snippet(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue, "keep"), headers=HX)
    assert "Saved version 9." in r.content.decode()
    s.refresh_from_db()
    assert (s.team, s.visibility, s.version) == (cast.blue, "team", 9)
    assert Snippet.objects.count() == 1
    bob = Client()
    bob.force_login(cast.bob)
    assert "draft 2" in bob.get(reverse("snippet_history", args=[s.pk])).content.decode()


def test_moving_with_history_keeps_the_version_check(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue, "keep", version=7), headers=HX)
    assert "Not saved: someone else saved this snippet first." in r.content.decode()
    assert_untouched(s)


def test_an_unknown_history_choice_is_refused(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    assert client.post(reverse("snippet_save"), move_data(s, cast.blue, "everything"), headers=HX).status_code == 400
    share = {"visibility": "link", "version": "8", "history": "everything"}
    assert client.post(reverse("snippet_share", args=[s.pk]), share).status_code == 400
    assert_untouched(s)


def test_a_single_version_moves_without_confirmation(client, cast):
    s = make_snippet(cast.alice, title="Once")
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue), headers=HX)
    assert "Saved version 2." in r.content.decode()
    assert "earlier version" not in r.content.decode()
    s.refresh_from_db()
    assert (s.team, s.visibility) == (cast.blue, "team")


def test_a_team_snippet_saved_again_needs_no_confirmation(client, cast):
    s = eight_versions(cast.alice)
    s = sn.update_snippet(
        s.pk,
        8,
        cast.alice,
        title="t",
        description="",
        prepared=sn.prepare(s.state),
        team_id=cast.blue.pk,
        visibility="team",
    )
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue), headers=HX)
    assert "Saved version 10." in r.content.decode()


# -- sharing by link from the snippet page ----------------------------------------------------------
def test_sharing_by_link_first_names_the_earlier_versions(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "8"})
    assert r.status_code == 200
    html = r.content.decode()
    assert "its 7 earlier versions become visible to anyone with the link" in html
    assert 'name="history" value="latest"' in html and 'name="history" value="keep"' in html
    assert "csrfmiddlewaretoken" in html
    assert_untouched(s)


def test_sharing_latest_only_shares_a_fresh_snippet(client, cast):
    s = eight_versions(cast.alice)
    old_slug = s.share_slug
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "8", "history": "latest"})
    fresh = Snippet.objects.exclude(pk=s.pk).get()
    assert r.status_code == 302 and r["Location"] == reverse("snippet_detail", args=[fresh.pk])
    assert (fresh.visibility, fresh.team, fresh.version, fresh.revisions.count()) == ("link", None, 1, 1)
    assert fresh.state == s.state and fresh.title == s.title
    assert_untouched(s)
    anyone = Client()
    assert anyone.get(reverse("snippet_shared", args=[fresh.share_slug])).status_code == 200
    assert anyone.get(reverse("snippet_shared", args=[old_slug])).status_code == 404


def test_sharing_with_history_shares_the_snippet(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "8", "history": "keep"})
    assert r.status_code == 302
    s.refresh_from_db()
    assert (s.visibility, s.version) == ("link", 9)
    assert Snippet.objects.count() == 1


def test_sharing_from_a_stale_page_changes_nothing(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    for history in ("", "latest", "keep"):
        r = client.post(
            reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "7", "history": history}
        )
        assert r.status_code == 302
    assert_untouched(s)
    assert Snippet.objects.count() == 1


def test_a_single_version_is_shared_without_confirmation(client, cast):
    s = make_snippet(cast.alice, title="Once")
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "1"})
    assert r.status_code == 302
    s.refresh_from_db()
    assert (s.visibility, s.version) == ("link", 2)


def test_share_confirmation_needs_csrf(cast):
    s = eight_versions(cast.alice)
    c = Client(enforce_csrf_checks=True)
    c.force_login(cast.alice)
    for history in ("latest", "keep"):
        r = c.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "8", "history": history})
        assert r.status_code == 403
    assert_untouched(s)
    assert Snippet.objects.count() == 1


# -- nobody else can do either -------------------------------------------------------------------
@pytest.mark.parametrize("who", ["tom", "bob", "carol", "dave", None])
@pytest.mark.parametrize("history", ["", "latest", "keep"])
def test_nobody_else_can_move_or_share_it(client, cast, who, history):
    s = eight_versions(cast.alice)
    if who:
        client.force_login(getattr(cast, who))
    r = client.post(reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "8", "history": history})
    assert r.status_code == (404 if who else 302)
    if not who:
        assert r["Location"].startswith(reverse("login"))
    r = client.post(reverse("snippet_save"), move_data(s, cast.blue, history or None), headers=HX)
    assert r.status_code in ((404,) if who else (200,))  # signed out: sent to log in (HX redirect)
    if not who:
        assert r["HX-Redirect"].startswith(reverse("login"))
    assert "earlier version" not in r.content.decode()
    assert_untouched(s)
    assert Snippet.objects.count() == 1


def test_overwrite_after_a_conflict_confirms_then_overwrites(client, cast):
    """ "Save mine over it" on a private snippet moved into a team: the
    confirmation keeps the overwrite (and the version it names)."""
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    data = move_data(s, cast.blue, version=7, mode="overwrite")
    data["snippet-overwrite-version"] = "8"
    r = client.post(reverse("snippet_save"), data, headers=HX)
    html = r.content.decode()
    assert "its 7 earlier versions become visible to the team" in html
    assert 'name="snippet-confirm-mode" value="overwrite"' in html
    assert 'name="snippet-overwrite-version" value="8"' in html
    # the confirm button posts without snippet-save: the hidden mode carries it
    del data["snippet-save"]
    data.update({"snippet-confirm-mode": "overwrite", "snippet-history": "keep"})
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert "Saved version 9." in r.content.decode()
    s.refresh_from_db()
    assert (s.team, s.version) == (cast.blue, 9)


def test_sharing_by_link_from_the_save_panel_asks_too(client, cast):
    s = eight_versions(cast.alice)
    client.force_login(cast.alice)
    data = save_data(exact_counter("99"), s, title="Linked", visibility="link")
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert "its 7 earlier versions become visible to anyone with the link" in r.content.decode()
    assert_untouched(s)
    r = client.post(reverse("snippet_save"), {**data, "snippet-history": "latest"}, headers=HX)
    fresh = Snippet.objects.exclude(pk=s.pk).get()
    assert (fresh.visibility, fresh.team, fresh.revisions.count()) == ("link", None, 1)
    assert_untouched(s)
