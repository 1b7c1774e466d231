"""Teams: create, add and remove members by username, roles, several teams per user."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from builder import snippets as sn
from builder.models import Membership, Snippet, Team
from tests.snippets.helpers import make_snippet


def roles(team) -> dict[str, str]:
    return {m.user.username: m.role for m in team.memberships.select_related("user")}


def test_create_a_team_makes_you_its_owner(client, cast):
    client.force_login(cast.dave)
    r = client.post(reverse("team_list"), {"name": "Green <team>"})
    team = Team.objects.get(name="Green <team>")
    assert r.status_code == 302 and r["Location"] == reverse("team_detail", args=[team.pk])
    assert roles(team) == {"dave": "owner"}
    html = client.get(reverse("team_list")).content.decode()
    assert "Green &lt;team&gt;" in html


def test_create_a_team_needs_a_name(client, cast):
    client.force_login(cast.dave)
    r = client.post(reverse("team_list"), {"name": ""})
    assert r.status_code == 200 and "This field is required." in r.content.decode()
    assert not Team.objects.filter(memberships__user=cast.dave).exists()


def test_create_a_team_posted_empty_says_what_is_missing(client, cast):
    """A POST with no fields at all was read as no POST (``request.POST or
    None``): the page came back without a word, as sign-up's did."""
    client.force_login(cast.dave)
    r = client.post(reverse("team_list"), {})
    assert r.status_code == 200 and "This field is required." in r.content.decode()
    assert not Team.objects.filter(memberships__user=cast.dave).exists()


def test_owner_adds_members_by_username(client, cast):
    client.force_login(cast.tom)
    r = client.post(reverse("team_add_member", args=[cast.blue.pk]), {"username": "dave", "role": "member"})
    assert r.status_code == 302
    assert roles(cast.blue)["dave"] == "member"
    # dave now sees the team's snippets
    s = make_snippet(cast.alice, title="Blue snippet", team=cast.blue, visibility="team")
    client.force_login(cast.dave)
    assert client.get(reverse("snippet_detail", args=[s.pk])).status_code == 200


def test_adding_an_unknown_or_existing_user_changes_nothing(client, cast):
    client.force_login(cast.tom)
    before = roles(cast.blue)
    r = client.post(
        reverse("team_add_member", args=[cast.blue.pk]), {"username": "nobody", "role": "member"}, follow=True
    )
    assert "There is no user with that username." in r.content.decode()
    r = client.post(reverse("team_add_member", args=[cast.blue.pk]), {"username": "bob", "role": "owner"}, follow=True)
    assert "bob is already in the team." in r.content.decode()
    assert roles(cast.blue) == before


@pytest.mark.parametrize(
    "username, said",
    [("nobody", "There is no user with that username."), ("bob", "bob is already in the team.")],
)
def test_a_refused_member_is_said_beside_the_field_and_keeps_what_was_typed(client, cast, username, said):
    """The refusal was a notice at the top of the page, after a redirect that
    emptied the field."""
    client.force_login(cast.tom)
    r = client.post(reverse("team_add_member", args=[cast.blue.pk]), {"username": username, "role": "owner"})
    html = r.content.decode()
    assert r.status_code == 200 and 'class="messages"' not in html
    assert re.search(r'<input type="text" name="username" value="%s"' % username, html)
    assert re.search(r'<option value="owner" selected>', html)
    assert f'<p class="field-error" id="e-username">{said}</p>' in html


def test_members_cannot_manage_membership(client, cast):
    client.force_login(cast.bob)
    before = roles(cast.blue)
    assert (
        client.post(reverse("team_add_member", args=[cast.blue.pk]), {"username": "dave", "role": "owner"}).status_code
        == 403
    )
    assert client.post(reverse("team_remove_member", args=[cast.blue.pk, cast.alice.pk])).status_code == 403
    assert client.post(reverse("team_set_role", args=[cast.blue.pk, cast.bob.pk]), {"role": "owner"}).status_code == 403
    assert roles(cast.blue) == before


def test_owner_removes_a_member_and_their_snippets_stay_in_the_team(client, cast):
    s = make_snippet(cast.bob, title="Bob's team snippet", team=cast.blue, visibility="team")
    client.force_login(cast.tom)
    client.post(reverse("team_remove_member", args=[cast.blue.pk, cast.bob.pk]))
    assert "bob" not in roles(cast.blue)
    s.refresh_from_db()
    assert s.team == cast.blue
    client.force_login(cast.bob)
    assert client.get(reverse("team_detail", args=[cast.blue.pk])).status_code == 404
    # the team's now, not his: he can no longer read, change, share, move or delete it
    assert client.get(reverse("snippet_detail", args=[s.pk])).status_code == 404
    assert client.post(reverse("snippet_delete", args=[s.pk])).status_code == 404
    assert "Bob&#x27;s team snippet" not in client.get(reverse("snippet_list")).content.decode()
    assert "Bob's team snippet" not in client.get(reverse("snippet_list"), {"scope": "all"}).content.decode()
    assert Snippet.objects.filter(pk=s.pk, team=cast.blue).exists()
    client.force_login(cast.alice)
    assert client.get(reverse("snippet_detail", args=[s.pk])).status_code == 200  # the team's
    client.force_login(cast.tom)
    assert client.post(reverse("snippet_delete", args=[s.pk])).status_code == 302  # its owners manage it


def test_a_member_can_leave(client, cast):
    client.force_login(cast.bob)
    r = client.post(reverse("team_remove_member", args=[cast.blue.pk, cast.bob.pk]))
    assert r.status_code == 302 and r["Location"] == reverse("team_list")
    assert "bob" not in roles(cast.blue)
    said = client.get(reverse("team_list")).content.decode()
    assert "You left “Blue”. The snippets you saved in it stay with the team." in said


def test_the_last_owner_cannot_leave_or_be_demoted(client, cast):
    client.force_login(cast.tom)
    client.post(reverse("team_remove_member", args=[cast.blue.pk, cast.tom.pk]))
    client.post(reverse("team_set_role", args=[cast.blue.pk, cast.tom.pk]), {"role": "member"})
    assert roles(cast.blue)["tom"] == "owner"
    # with a second owner, it works
    client.post(reverse("team_set_role", args=[cast.blue.pk, cast.alice.pk]), {"role": "owner"})
    client.post(reverse("team_set_role", args=[cast.blue.pk, cast.tom.pk]), {"role": "member"})
    assert roles(cast.blue) == {"tom": "member", "alice": "owner", "bob": "member"}


def test_a_user_can_be_in_several_teams(client, cast):
    client.force_login(cast.carol)
    client.post(reverse("team_add_member", args=[cast.red.pk]), {"username": "alice", "role": "member"})
    teams = list(sn.user_teams(cast.alice).values_list("name", flat=True))
    assert teams == ["Blue", "Red"]
    red = make_snippet(cast.carol, title="Red one", team=cast.red, visibility="team")
    blue = make_snippet(cast.tom, title="Blue one", team=cast.blue, visibility="team")
    client.force_login(cast.alice)
    for s in (red, blue):
        assert client.get(reverse("snippet_detail", args=[s.pk])).status_code == 200
    html = client.get(reverse("team_list")).content.decode()
    assert "Blue" in html and "Red" in html
    # and can save into either from the builder
    page = client.get("/?recipe=exact_counter").content.decode()
    assert (
        f'<option value="{cast.blue.pk}">Blue</option>' in page
        and f'<option value="{cast.red.pk}">Red</option>' in page
    )


def test_a_team_with_snippets_cannot_be_deleted_by_accident(cast):
    import pytest
    from django.db.models import ProtectedError

    make_snippet(cast.alice, team=cast.blue, visibility="team")
    with pytest.raises(ProtectedError):
        cast.blue.delete()
    assert Snippet.objects.count() == 1 and Membership.objects.filter(team=cast.blue).count() == 3


def test_a_change_of_members_reads_the_acting_role_again_under_the_lock(client, cast, monkeypatch):
    """The page's first read of the acting user's role may be stale by the time
    the change runs (another owner demoted them in between): the change reads it
    again inside its transaction, with the team locked, and refuses a member."""
    from builder.web import teams

    fresh = teams.team_or_404
    monkeypatch.setattr(teams, "team_or_404", lambda user, pk: (fresh(user, pk)[0], Membership.OWNER))  # stale
    client.force_login(cast.alice)  # a member
    r = client.post(reverse("team_set_role", args=[cast.blue.pk, cast.bob.pk]), {"role": "owner"})
    assert r.status_code == 403
    r = client.post(reverse("team_remove_member", args=[cast.blue.pk, cast.tom.pk]))
    assert r.status_code == 403
    assert roles(cast.blue) == {"tom": "owner", "alice": "member", "bob": "member"}


def test_a_change_of_members_locks_the_team_row_first(client, cast):
    """Two owners demoting (or removing) each other at once each saw the other
    still an owner when each locked only the row it changed: on PostgreSQL the
    team was left with no owner. Each change now locks the team's row before it
    reads the owners, so one team's changes run one at a time."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    if not connection.features.has_select_for_update:
        pytest.skip(
            "SQLite has no SELECT ... FOR UPDATE and serialises writers anyway (make test runs this on PostgreSQL)"
        )
    Membership.objects.filter(team=cast.blue, user=cast.alice).update(role=Membership.OWNER)
    client.force_login(cast.tom)
    for url, data in (
        (reverse("team_set_role", args=[cast.blue.pk, cast.alice.pk]), {"role": "member"}),
        (reverse("team_remove_member", args=[cast.blue.pk, cast.bob.pk]), {}),
    ):
        with CaptureQueriesContext(connection) as queries:
            client.post(url, data)
        sqls = [q["sql"] for q in queries.captured_queries]

        def first(test, sqls=sqls):
            return next((i for i, q in enumerate(sqls) if test(q)), None)

        team_lock = first(lambda q: "FOR UPDATE" in q and f'FROM "{Team._meta.db_table}"' in q)
        member_lock = first(lambda q: "FOR UPDATE" in q and f'FROM "{Membership._meta.db_table}"' in q)
        write = first(lambda q: q.startswith(("UPDATE", "DELETE")))
        assert None not in (team_lock, member_lock, write), sqls
        assert team_lock < member_lock < write, sqls
