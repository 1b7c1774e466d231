"""Accounts: sign up, log in, log out; the admin for staff."""

from __future__ import annotations

import html as htmllib
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from builder.links import encode_state
from builder.models import Membership, Revision, Snippet, Team
from tests.snippets.helpers import PASSWORD, exact_counter, make_snippet


def test_sign_up_logs_in_and_follows_next(client, db):
    r = client.post(
        reverse("signup") + "?next=/%3Frecipe%3Dlike",
        {"username": "newbie", "password1": PASSWORD, "password2": PASSWORD, "next": "/?recipe=like"},
    )
    assert r.status_code == 302 and r["Location"] == "/?recipe=like"
    user = get_user_model().objects.get(username="newbie")
    assert user.check_password(PASSWORD) and not user.is_staff
    assert client.get(reverse("snippet_list")).status_code == 200  # logged in


@pytest.mark.parametrize("next_url", ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"])
def test_sign_up_ignores_next_urls_to_other_sites(client, db, next_url):
    r = client.post(
        reverse("signup"), {"username": "n", "password1": PASSWORD, "password2": PASSWORD, "next": next_url}
    )
    assert r.status_code == 302 and r["Location"] == reverse("snippet_list")


def test_sign_up_refuses_weak_or_mismatched_passwords(client, db):
    r = client.post(reverse("signup"), {"username": "n", "password1": "123", "password2": "123"})
    assert r.status_code == 200 and "This password is too short" in r.content.decode()
    r = client.post(reverse("signup"), {"username": "n", "password1": PASSWORD, "password2": PASSWORD + "x"})
    assert "The two password fields didn’t match." in htmllib.unescape(r.content.decode())
    assert not get_user_model().objects.filter(username="n").exists()


def test_log_in_and_out(client, cast):
    r = client.post(reverse("login"), {"username": "alice", "password": "wrong"})
    assert r.status_code == 200 and "Please enter a correct username and password" in r.content.decode()
    r = client.post(reverse("login"), {"username": "alice", "password": PASSWORD})
    assert r.status_code == 302 and r["Location"] == reverse("snippet_list")
    page = client.get(reverse("snippet_list")).content.decode()
    assert '<span class="account-name">alice</span>' in page
    assert client.get(reverse("logout")).status_code == 405  # log out is a POST (CSRF-protected)
    r = client.post(reverse("logout"))
    assert r.status_code == 302
    assert client.get(reverse("snippet_list")).status_code == 302  # back to the login page


def test_pages_need_login(client, db):
    for name in ("snippet_list", "team_list"):
        r = client.get(reverse(name))
        assert r.status_code == 302 and r["Location"].startswith(reverse("login") + "?next=")


def test_admin_is_for_staff(client, cast):
    client.force_login(cast.alice)
    r = client.get("/admin/")
    assert r.status_code == 302 and "/admin/login/" in r["Location"]
    admin = get_user_model().objects.create_superuser("root", password=PASSWORD)
    client.force_login(admin)
    s = make_snippet(cast.alice, title="Seen by staff", team=cast.blue, visibility="team")
    for model in (Snippet, Revision, Team, Membership):
        url = f"/admin/builder/{model._meta.model_name}/"
        r = client.get(url)
        assert r.status_code == 200, url
    assert "Seen by staff" in client.get("/admin/builder/snippet/").content.decode()
    assert client.get(f"/admin/builder/snippet/{s.pk}/change/").status_code == 200
    assert client.get(f"/admin/builder/team/{cast.blue.pk}/change/").status_code == 200


def test_forms_refuse_posts_without_csrf(cast):
    c = Client(enforce_csrf_checks=True)
    c.force_login(cast.tom)
    s = make_snippet(cast.alice, team=cast.blue, visibility="team")
    posts = [
        (reverse("team_list"), {"name": "x"}),
        (reverse("team_add_member", args=[cast.blue.pk]), {"username": "dave", "role": "owner"}),
        (reverse("snippet_delete", args=[s.pk]), {}),
        (reverse("snippet_share", args=[s.pk]), {"visibility": "link", "version": "1"}),
        (reverse("snippet_fork", args=[s.pk]), {"title": "x", "target": ""}),
        (reverse("snippet_restore", args=[s.pk, 1]), {"version": "1"}),
        (reverse("logout"), {}),
    ]
    for url, data in posts:
        assert c.post(url, data).status_code == 403, url
    assert Snippet.objects.count() == 1 and Snippet.objects.get().version == 1
    assert not Team.objects.filter(name="x").exists()


@pytest.mark.parametrize("method", ["put", "patch", "delete", "options"])
def test_account_form_pages_serve_get_and_post_only(client, cast, method):
    """Django's form views take PUT as POST: a PUT to the log-in page answered
    200 with "This field is required". Each account form page answers 405."""
    client.force_login(cast.alice)  # the password change page needs a user
    uid_token = reverse("password_reset_confirm", args=["MQ", "set-password"])
    for url in (reverse("login"), reverse("password_change"), reverse("password_reset"), uid_token):
        r = getattr(client, method)(url, "username=alice&password=x", content_type="application/x-www-form-urlencoded")
        assert r.status_code == 405, (method, url, r.status_code)
        assert sorted(r["Allow"].split(", ")) == ["GET", "HEAD", "POST"]
    for url in (reverse("login"), reverse("password_change"), reverse("password_reset")):
        assert client.get(url).status_code == 200
        assert client.head(url).status_code == 200


def test_sign_up_while_logged_in_asks_to_log_out_first(client, cast):
    """A logged-in user's sign-up made a second account and switched the session
    to it without a word; the page now says who is logged in, offers Log out
    (back to sign-up), and a POST makes no account."""
    client.force_login(cast.alice)
    html = client.get(reverse("signup")).content.decode()
    assert "You are logged in as alice. To make another account, log out first." in html
    assert 'name="password1"' not in html
    r = client.post(reverse("signup"), {"username": "second", "password1": PASSWORD, "password2": PASSWORD})
    assert r.status_code == 200 and not get_user_model().objects.filter(username="second").exists()
    r = client.post(reverse("logout"), {"next": reverse("signup")})
    assert r.status_code == 302 and r["Location"] == reverse("signup")
    assert 'name="password1"' in client.get(reverse("signup")).content.decode()


def test_sign_up_is_throttled_by_address_counting_accounts_made(client, db, settings):
    """Accounts made from one address are capped an hour (SIGNUP_LIMIT_PER_HOUR):
    the next sign-up answers 429, says why, keeps what was typed and makes no
    account; a refused form (a mistyped password) does not count; another
    address is not affected; 0 turns it off."""
    from django.core.cache import cache

    cache.clear()
    settings.SIGNUP_LIMIT_PER_HOUR = 2

    def sign_up(name, address="10.0.0.1", password2=PASSWORD):
        c = Client(REMOTE_ADDR=address)
        return c.post(reverse("signup"), {"username": name, "password1": PASSWORD, "password2": password2})

    assert sign_up("typo", password2=PASSWORD + "x").status_code == 200  # refused: not counted
    assert sign_up("one").status_code == 302 and sign_up("two").status_code == 302
    r = sign_up("three")
    html = htmllib.unescape(r.content.decode())
    assert r.status_code == 429
    said = re.search(
        r"This address has made 2 accounts within the hour, the most it may: try again in (\d+) minutes?\.", html
    )
    assert said and 1 <= int(said.group(1)) <= 60 and 'value="three"' in html
    assert not get_user_model().objects.filter(username="three").exists()
    assert sign_up("four", address="10.0.0.2").status_code == 302
    settings.SIGNUP_LIMIT_PER_HOUR = 0
    assert sign_up("five").status_code == 302
    cache.clear()


def test_new_links_never_push_the_sign_up_count_out_of_its_cache(client, db, settings):
    """Anyone can make a builder page to keep (a new link each time): kept in the
    sign-up throttle's own local-memory cache, 300 such pages (its MAX_ENTRIES,
    here made 10) culled the count with them, and the address signed up again."""
    from django.core.cache import caches

    settings.CACHES = {
        alias: {**conf, "OPTIONS": {**conf.get("OPTIONS", {}), "MAX_ENTRIES": 10}}
        for alias, conf in settings.CACHES.items()
    }
    for alias in settings.CACHES:
        caches[alias].clear()
    settings.SIGNUP_LIMIT_PER_HOUR = 1
    settings.BUILDER_PAGE_CACHE = True

    def sign_up(name):
        data = {"username": name, "password1": PASSWORD, "password2": PASSWORD}
        return Client(REMOTE_ADDR="10.0.0.9").post(reverse("signup"), data)

    assert sign_up("one").status_code == 302
    assert sign_up("two").status_code == 429
    for n in range(30):  # each link another request: a page kept for each
        state = exact_counter(str(1000 + n))
        assert Client().get(reverse("builder"), {"s": encode_state(state)}).status_code == 200
    assert len(caches[settings.BUILDER_PAGE_CACHE_ALIAS]._cache) > 1  # the pages were kept
    assert sign_up("three").status_code == 429
    assert not get_user_model().objects.filter(username__in=["two", "three"]).exists()
    for alias in settings.CACHES:
        caches[alias].clear()


def test_sign_up_goes_on_when_the_throttles_cache_is_down(client, db, settings, monkeypatch):
    """A shared cache that is down lets sign-up through (logged), rather than a 500."""
    from builder.web import accounts

    def down(*args, **kwargs):
        raise ConnectionError("cache down")

    monkeypatch.setattr(accounts, "get_usage", down)
    r = client.post(reverse("signup"), {"username": "n", "password1": PASSWORD, "password2": PASSWORD})
    assert r.status_code == 302 and get_user_model().objects.filter(username="n").exists()


@pytest.mark.parametrize("method", ["put", "patch", "delete", "options"])
def test_account_pages_that_say_something_serve_get_only_and_log_out_post_only(client, cast, method):
    """Django's other account views answered OPTIONS with 200 (an empty page and
    an Allow header), where every other view answers 405 to a method it does
    not serve."""
    client.force_login(cast.alice)
    for url in (reverse("password_change_done"), reverse("password_reset_done"), reverse("password_reset_complete")):
        r = getattr(client, method)(url)
        assert r.status_code == 405, (method, url, r.status_code)
        assert sorted(r["Allow"].split(", ")) == ["GET", "HEAD"]
        assert client.get(url).status_code == 200 and client.head(url).status_code == 200
    r = getattr(client, method)(reverse("logout"))
    assert r.status_code == 405 and r["Allow"] == "POST"
    assert client.get(reverse("logout")).status_code == 405
    assert client.post(reverse("logout")).status_code == 302


def test_password_reset_emails_are_capped_by_address_asked_and_by_network_address(db, settings, mailoutbox):
    """With no cap anyone could flood someone's inbox with reset links. At most
    PASSWORD_RESET_LIMIT_PER_HOUR e-mails an hour for one e-mail address (in any
    case), four times as many from one network address; past a cap the form
    answers 429 and says so beside the address, and sends nothing. An address no
    account has is counted the same way, so the answer tells nothing of who has
    an account; 0 turns the caps off."""
    from django.core.cache import cache

    cache.clear()
    settings.PASSWORD_RESET_LIMIT_PER_HOUR = 2
    get_user_model().objects.create_user("ann", email="ann@example.com", password=PASSWORD)

    def reset(email, address="10.0.0.1"):
        return Client(REMOTE_ADDR=address).post(reverse("password_reset"), {"email": email})

    for email in ("ann@example.com", "nobody@example.com"):
        assert reset(email).status_code == 302 and reset(email.upper(), address="10.0.0.2").status_code == 302
        r = reset(email, address="10.0.0.3")
        assert r.status_code == 429
        said = re.search(r'<p class="field-error" id="e-email">(.*?)</p>', htmllib.unescape(r.content.decode()))
        assert said and re.fullmatch(
            r"2 password reset e-mails were asked for this e-mail address within the hour, the most it may: "
            r"try again in \d+ minutes?\.",
            said.group(1),
        ), r.content.decode()
    assert len(mailoutbox) == 2  # ann's two; none for the refused, none for an address with no account
    # one network address: four times the cap, whatever addresses it asks for
    spent = [reset(f"x{n}@example.com", address="10.0.0.9").status_code for n in range(9)]
    assert spent == [302] * 8 + [429]
    settings.PASSWORD_RESET_LIMIT_PER_HOUR = 0
    assert reset("ann@example.com").status_code == 302
    assert len(mailoutbox) == 3
    cache.clear()
