"""The permission matrix: who may do what to a snippet, through the views.

Roles (tests/snippets/helpers.py): anonymous; alice, the snippet's owner (a
member of Blue); tom, owner of team Blue; bob, a member of Blue; carol, owner of
another team (Red); dave, a user in no team.

Four snippets, one per row group: alice's own-space snippet, private or shared
by link; and alice's snippet in team Blue, visible to the team or by link.

Outcomes, each checked by its effect and not only by the status code:

- ok:        allowed, and it happened (200, or a redirect after the change)
- hidden:    404, and nothing changed: the same answer as for an id or slug that
             was never issued, so existence does not leak
- forbidden: 403 and nothing changed (only where the user may already see the
             snippet, so nothing leaks either)
- login:     a redirect to the login page, before any lookup (the same for
             every id, so nothing leaks)
- listed / unlisted: whether the snippet shows up in any list the user reaches
"""

from __future__ import annotations

import json
import secrets

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from builder.models import Revision, Snippet
from tests.snippets.helpers import exact_counter, export_body, make_snippet, save_data

ROLES = ["anonymous", "owner", "team_owner", "team_member", "other_team", "other_user"]
USER_OF_ROLE = {
    "anonymous": None,
    "owner": "alice",
    "team_owner": "tom",
    "team_member": "bob",
    "other_team": "carol",
    "other_user": "dave",
}
ACTIONS = ["view", "list", "edit", "delete", "fork", "restore", "share", "share_link", "fork_link"]

# fmt: off
MATRIX = {
    # alice's snippet in her own space, visible only to her
    ("own", "private"): {
        #               view     list      edit     delete     fork     restore  share      share_link fork_link
        "anonymous":   "login    login     login    login      login    login    login      hidden     login",
        "owner":       "ok       listed    ok       ok         ok       ok       ok         hidden     hidden",
        "team_owner":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     hidden     hidden",
        "team_member": "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     hidden     hidden",
        "other_team":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     hidden     hidden",
        "other_user":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     hidden     hidden",
    },
    # alice's snippet in her own space, shared with anyone who has the link
    ("own", "link"): {
        "anonymous":   "login    login     login    login      login    login    login      ok         login",
        "owner":       "ok       listed    ok       ok         ok       ok       ok         ok         ok",
        "team_owner":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     ok         ok",
        "team_member": "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     ok         ok",
        "other_team":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     ok         ok",
        "other_user":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     ok         ok",
    },
    # alice's snippet in team Blue, visible to the team
    ("team", "team"): {
        "anonymous":   "login    login     login    login      login    login    login      hidden     login",
        "owner":       "ok       listed    ok       ok         ok       ok       ok         hidden     hidden",
        "team_owner":  "ok       listed    ok       ok         ok       ok       ok         hidden     hidden",
        "team_member": "ok       listed    ok       forbidden  ok       ok       forbidden  hidden     hidden",
        "other_team":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     hidden     hidden",
        "other_user":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     hidden     hidden",
    },
    # alice's snippet in team Blue, also shared by link
    ("team", "link"): {
        "anonymous":   "login    login     login    login      login    login    login      ok         login",
        "owner":       "ok       listed    ok       ok         ok       ok       ok         ok         ok",
        "team_owner":  "ok       listed    ok       ok         ok       ok       ok         ok         ok",
        "team_member": "ok       listed    ok       forbidden  ok       ok       forbidden  ok         ok",
        "other_team":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     ok         ok",
        "other_user":  "hidden   unlisted  hidden   hidden     hidden   hidden   hidden     ok         ok",
    },
}
# fmt: on

CELLS = [
    (space, visibility, role, action, expected)
    for (space, visibility), rows in MATRIX.items()
    for role, row in rows.items()
    for action, expected in zip(ACTIONS, row.split(), strict=True)
]


def test_the_matrix_is_complete():
    for rows in MATRIX.values():
        assert sorted(rows) == sorted(ROLES)
    assert len(CELLS) == len(MATRIX) * len(ROLES) * len(ACTIONS)


def is_login_redirect(response) -> bool:
    return response.status_code == 302 and response["Location"].startswith(reverse("login") + "?next=")


class Probe:
    """Performs one action as one user and reports the outcome, checking its effect."""

    def __init__(self, client, cast, snippet: Snippet, user):
        self.client, self.cast, self.snippet, self.user = client, cast, snippet, user
        self.before = Snippet.objects.get(pk=snippet.pk)
        self.snippets_before = Snippet.objects.count()

    def unchanged(self) -> bool:
        now = Snippet.objects.filter(pk=self.snippet.pk).first()
        return (
            now is not None
            and now.version == self.before.version
            and now.title == self.before.title
            and now.visibility == self.before.visibility
            and now.share_slug == self.before.share_slug
            and Snippet.objects.count() == self.snippets_before
        )

    def outcome(self, response, done) -> str:
        if is_login_redirect(response):
            assert self.unchanged()
            return "login"
        if response.status_code == 404:
            assert self.unchanged(), "a refused request changed something"
            return "hidden"
        if response.status_code == 403:
            assert self.unchanged(), "a refused request changed something"
            return "forbidden"
        assert response.status_code in (200, 302), response.status_code
        assert done(), "the request was accepted but did not do its job"
        return "ok"

    # -- the actions ---------------------------------------------------------
    def view(self):
        r = self.client.get(reverse("snippet_detail", args=[self.snippet.pk]))
        return self.outcome(r, lambda: r.status_code == 200 and self.snippet.title in r.content.decode())

    def list(self):
        r = self.client.get(reverse("snippet_list") + "?scope=all")
        if is_login_redirect(r):
            return "login"
        assert r.status_code == 200
        seen = self.snippet.title in r.content.decode()
        for team in (self.cast.blue, self.cast.red):
            t = self.client.get(reverse("team_detail", args=[team.pk]))
            assert t.status_code in (200, 404)
            seen = seen or (t.status_code == 200 and self.snippet.title in t.content.decode())
        # and search finds it exactly when the lists show it
        s = self.client.get(reverse("snippet_list") + "?scope=all&q=" + self.snippet.title.split()[-1])
        assert (self.snippet.title in s.content.decode()) == (self.snippet.title in r.content.decode())
        return "listed" if seen else "unlisted"

    def edit(self):
        data = save_data(
            exact_counter("43"), self.snippet, title=self.snippet.title + " edited", team=self.snippet.team_id or ""
        )
        r = self.client.post(reverse("snippet_save"), data)
        if r.status_code == 302 and not is_login_redirect(r):
            assert r["Location"] == f"/?snippet={self.snippet.pk}", r["Location"]
        return self.outcome(r, lambda: Snippet.objects.get(pk=self.snippet.pk).version == self.before.version + 1)

    def delete(self):
        url = reverse("snippet_delete", args=[self.snippet.pk])
        confirm = self.client.get(url)
        r = self.client.post(url)
        if r.status_code in (302, 200) and not is_login_redirect(r):
            assert confirm.status_code == 200 and "Delete for good" in confirm.content.decode()
        else:
            assert confirm.status_code == r.status_code or is_login_redirect(confirm)
        return self.outcome(r, lambda: not Snippet.objects.filter(pk=self.snippet.pk).exists())

    def fork(self):
        r = self.client.post(reverse("snippet_fork", args=[self.snippet.pk]), {"title": "Forked", "target": ""})
        return self.outcome(
            r, lambda: Snippet.objects.filter(forked_from=self.snippet, owner=self.user, title="Forked").count() == 1
        )

    def restore(self):
        r = self.client.post(reverse("snippet_restore", args=[self.snippet.pk, 1]), {"version": self.before.version})
        return self.outcome(
            r,
            lambda: Revision.objects.filter(
                snippet=self.snippet, number=self.before.version + 1, note="Restored revision 1"
            ).exists(),
        )

    def share(self):
        new = "link" if self.before.visibility != "link" else ("team" if self.before.team_id else "private")
        r = self.client.post(
            reverse("snippet_share", args=[self.snippet.pk]), {"visibility": new, "version": self.before.version}
        )
        return self.outcome(r, lambda: Snippet.objects.get(pk=self.snippet.pk).visibility == new)

    def share_link(self):
        r = self.client.get(reverse("snippet_shared", args=[self.snippet.share_slug]))
        return self.outcome(r, lambda: r.status_code == 200 and self.snippet.title in r.content.decode())

    def fork_link(self):
        r = self.client.post(
            reverse("snippet_shared_fork", args=[self.snippet.share_slug]), {"title": "Forked", "target": ""}
        )
        return self.outcome(
            r, lambda: Snippet.objects.filter(forked_from=self.snippet, owner=self.user, title="Forked").count() == 1
        )


@pytest.mark.parametrize("space, visibility, role, action, expected", CELLS, ids=["-".join(c[:4]) for c in CELLS])
def test_permission_matrix(client, cast, space, visibility, role, action, expected):
    snippet = make_snippet(
        cast.alice,
        title=f"Counter {space} {visibility}",
        team=cast.blue if space == "team" else None,
        visibility=visibility,
    )
    user = getattr(cast, USER_OF_ROLE[role]) if USER_OF_ROLE[role] else None
    if user is not None:
        client.force_login(user)
    assert getattr(Probe(client, cast, snippet, user), action)() == expected


# -- ids and slugs that were never issued -----------------------------------------------
ID_ACTIONS = ["view", "edit", "delete", "fork", "restore", "share", "history", "open"]


def _by_id(client, action: str, pk: int):
    if action == "view":
        return client.get(reverse("snippet_detail", args=[pk]))
    if action == "history":
        return client.get(reverse("snippet_history", args=[pk]))
    if action == "open":
        return client.get(reverse("builder") + f"?snippet={pk}")
    if action == "edit":
        data = save_data(exact_counter())
        data.update({"snippet-id": str(pk), "snippet-version": "1"})
        return client.post(reverse("snippet_save"), data)
    if action == "delete":
        return client.post(reverse("snippet_delete", args=[pk]))
    if action == "fork":
        return client.post(reverse("snippet_fork", args=[pk]), {"title": "x", "target": ""})
    if action == "restore":
        return client.post(reverse("snippet_restore", args=[pk, 1]), {"version": "1"})
    if action == "share":
        return client.post(reverse("snippet_share", args=[pk]), {"visibility": "link", "version": "1"})
    raise AssertionError(action)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("action", ID_ACTIONS)
def test_guessed_ids_look_missing(client, cast, role, action):
    """An id that was never issued and an id the user may not see get the same
    answer (404 once logged in; the login redirect before that)."""
    eve = get_user_model().objects.create_user("eve")
    hidden = make_snippet(eve, title="Eve's secret")  # nobody in the cast may see it
    missing = hidden.pk + 1000
    user = getattr(cast, USER_OF_ROLE[role]) if USER_OF_ROLE[role] else None
    if user is not None:
        client.force_login(user)
    answers = []
    for pk in (missing, hidden.pk):
        r = _by_id(client, action, pk)
        answers.append("login" if is_login_redirect(r) else r.status_code)
    if role == "anonymous":
        assert answers == ["login", "login"]
    else:
        assert answers == [404, 404]
        assert b"Eve&#x27;s secret" not in r.content and b"Eve's secret" not in r.content
    assert Snippet.objects.filter(pk=hidden.pk, version=1, visibility="private").exists()


@pytest.mark.parametrize("role", ROLES)
def test_guessed_and_revoked_slugs_look_missing(client, cast, role):
    live = make_snippet(cast.alice, title="Shared counter", visibility="link")
    revoked = make_snippet(cast.alice, title="Once shared", visibility="private")  # a slug exists, but is not live
    user = getattr(cast, USER_OF_ROLE[role]) if USER_OF_ROLE[role] else None
    if user is not None:
        client.force_login(user)
    for slug in (secrets.token_urlsafe(24), revoked.share_slug, live.share_slug[:-1], live.share_slug + "x", "a" * 300):
        r = client.get(f"/s/{slug}/")
        assert r.status_code == 404, slug
        assert b"Once shared" not in r.content
    assert client.get(f"/s/{live.share_slug}/").status_code == 200


def test_share_slugs_have_at_least_128_random_bits(cast):
    slugs = {make_snippet(cast.alice, title=f"s{i}").share_slug for i in range(50)}
    assert len(slugs) == 50
    for slug in slugs:
        # token_urlsafe(24): 32 characters of base64url, 6 bits each = 192 bits
        assert len(slug) >= 22 and all(c.isalnum() or c in "-_" for c in slug)
        assert len(slug) * 6 >= 128


def test_team_pages_of_other_teams_are_missing(client, cast):
    client.force_login(cast.dave)
    for url in (
        reverse("team_detail", args=[cast.blue.pk]),
        reverse("team_export", args=[cast.blue.pk]),
        reverse("team_detail", args=[cast.blue.pk + 1000]),
    ):
        assert client.get(url).status_code == 404
    assert (
        client.post(reverse("team_add_member", args=[cast.blue.pk]), {"username": "dave", "role": "owner"}).status_code
        == 404
    )
    assert not cast.blue.memberships.filter(user=cast.dave).exists()


def test_a_private_snippet_forced_into_a_team_stays_private(client, cast):
    """The forms and the admin refuse "private" in a team's space; if such a row
    exists anyway (written by hand), the team does not see it."""
    from django.core.exceptions import ValidationError

    s = make_snippet(cast.alice, title="Forced private", team=cast.blue, visibility="team")
    Snippet.objects.filter(pk=s.pk).update(visibility="private")
    s.refresh_from_db()
    with pytest.raises(ValidationError):
        s.full_clean()
    client.force_login(cast.bob)
    assert client.get(reverse("snippet_detail", args=[s.pk])).status_code == 404
    assert "Forced private" not in client.get(reverse("team_detail", args=[cast.blue.pk])).content.decode()
    assert "Forced private" not in client.get(reverse("snippet_list") + "?scope=all").content.decode()
    client.force_login(cast.tom)
    assert json.loads(export_body(client.get(reverse("team_export", args=[cast.blue.pk]))))["snippets"] == []
    client.force_login(cast.alice)
    assert client.get(reverse("snippet_detail", args=[s.pk])).status_code == 200
