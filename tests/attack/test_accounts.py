"""Accounts: login throttling (django-axes) with its message and the admin's
unlock, password change, password reset by e-mail, and their templates."""

from __future__ import annotations

import re

import pytest
from axes.models import AccessAttempt
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client
from django.urls import reverse

from tests.attack.conftest import PASSWORD


def login(client: Client, username: str, password: str, ip: str = "10.0.0.1"):
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=ip)


def test_repeated_failures_lock_out_that_username_from_that_address(cast, settings):
    limit = settings.AXES_FAILURE_LIMIT
    client = Client()
    for _ in range(limit - 1):
        r = login(client, "alice", "wrong")
        assert r.status_code == 200 and "Please enter a correct username and password" in r.content.decode()
    r = login(client, "alice", "wrong")
    assert r.status_code == 429
    html = r.content.decode()
    assert "Logging in is locked" in html and f"after {limit} failed attempts" in html and "for 60 minutes" in html
    # even the right password is refused now, from that address
    assert login(client, "alice", PASSWORD).status_code == 429
    assert "_auth_user_id" not in client.session
    # another address, or another username from the same address, is not locked
    assert login(Client(), "alice", PASSWORD, ip="10.0.0.2").status_code == 302
    assert login(Client(), "bob", PASSWORD).status_code == 302


def test_a_success_resets_the_count(cast, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        login(client, "alice", "wrong")
    assert login(client, "alice", PASSWORD).status_code == 302
    client.logout()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert login(client, "alice", "wrong").status_code == 200


def test_staff_unlock_in_the_admin(cast, settings):
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        login(client, "alice", "wrong")
    assert login(client, "alice", PASSWORD).status_code == 429
    admin = get_user_model().objects.create_superuser("root", "root@example.org", PASSWORD)
    staff = Client()
    staff.force_login(admin)
    attempt = AccessAttempt.objects.get(username="alice")
    listing = staff.get(reverse("admin:axes_accessattempt_changelist"))
    assert listing.status_code == 200 and "alice" in listing.content.decode()
    r = staff.post(reverse("admin:axes_accessattempt_delete", args=[attempt.pk]), {"post": "yes"})
    assert r.status_code == 302
    assert login(client, "alice", PASSWORD).status_code == 302


def test_the_forwarded_address_counts_only_when_trusted(cast, settings):
    def fail_from(forwarded: str):
        return Client().post(
            reverse("login"),
            {"username": "alice", "password": "wrong"},
            REMOTE_ADDR="10.9.9.9",
            HTTP_X_FORWARDED_FOR=forwarded,
        )

    settings.AXES_FAILURE_LIMIT = 2
    fail_from("1.1.1.1")
    assert fail_from("2.2.2.2").status_code == 429  # untrusted header: one address, the proxy's
    AccessAttempt.objects.all().delete()
    settings.TRUST_X_FORWARDED_FOR = True
    fail_from("spoofed, 1.1.1.1")
    assert fail_from("spoofed, 2.2.2.2").status_code == 200  # two clients, one failure each
    assert fail_from("other, 2.2.2.2").status_code == 429


def test_password_change(cast):
    client = Client()
    client.force_login(cast.alice)
    page = client.get(reverse("password_change"))
    assert page.status_code == 200 and "Change your password" in page.content.decode()
    r = client.post(
        reverse("password_change"),
        {"old_password": PASSWORD, "new_password1": "a-new-long-passphrase", "new_password2": "a-new-long-passphrase"},
    )
    assert r.status_code == 302 and r["Location"] == reverse("password_change_done")
    assert client.get(r["Location"]).status_code == 200
    cast.alice.refresh_from_db()
    assert cast.alice.check_password("a-new-long-passphrase")
    wrong = client.post(
        reverse("password_change"), {"old_password": "nope", "new_password1": "x", "new_password2": "x"}
    )
    assert wrong.status_code == 200 and 'class="field-error"' in wrong.content.decode()


def test_password_change_needs_login(db):
    r = Client().get(reverse("password_change"))
    assert r.status_code == 302 and r["Location"].startswith(reverse("login"))


def test_password_reset_by_email(cast, settings):
    assert settings.EMAIL_BACKEND.endswith("locmem.EmailBackend")  # Django's test runner; console by default
    client = Client()
    assert "Forgot your password?" in client.get(reverse("login")).content.decode()
    r = client.post(reverse("password_reset"), {"email": "alice@example.org"})
    assert r.status_code == 302 and r["Location"] == reverse("password_reset_done")
    assert "Check your e-mail" in client.get(r["Location"]).content.decode()
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["alice@example.org"]
    assert message.subject == "Reset your password for the DynamoDB expression builder"
    link = re.search(r"http://testserver(/accounts/password/reset/\S+/)", message.body).group(1)
    form = client.get(link, follow=True)
    assert "Choose a new password" in form.content.decode() and "new_password1" in form.content.decode()
    done = client.post(
        form.redirect_chain[-1][0],
        {"new_password1": "brand-new-passphrase", "new_password2": "brand-new-passphrase"},
        follow=True,
    )
    assert "Your new password is set." in done.content.decode()
    cast.alice.refresh_from_db()
    assert cast.alice.check_password("brand-new-passphrase")
    # the link works once
    again = client.get(link, follow=True).content.decode()
    assert "This password reset link is not valid" in again


def test_password_reset_says_the_same_for_an_unknown_address(db):
    r = Client().post(reverse("password_reset"), {"email": "nobody@example.org"})
    assert r.status_code == 302 and len(mail.outbox) == 0


def test_sign_up_takes_an_optional_email(db):
    client = Client()
    data = {"username": "eve", "password1": "a-long-passphrase-1", "password2": "a-long-passphrase-1"}
    assert client.post(reverse("signup"), {**data, "email": "eve@example.org"}).status_code == 302
    assert get_user_model().objects.get(username="eve").email == "eve@example.org"
    data["username"] = "fay"
    assert Client().post(reverse("signup"), data).status_code == 302


@pytest.mark.parametrize(
    "target, lands",
    [
        ("196", "/"),  # a bare word: once read as a view's name (NoReverseMatch, a 500; found by ATTACK_RANDOM)
        ("team_list", "/"),  # a view's name is not a place to go either
        ("https://evil.example/", "/"),
        ("//evil.example/", "/"),
        ("/snippets/?q=a", "/snippets/?q=a"),
    ],
)
def test_sign_up_goes_on_only_to_a_path_on_this_site(db, settings, target, lands):
    settings.LOGIN_REDIRECT_URL = "/"
    data = {"username": "gus", "password1": "a-long-passphrase-1", "password2": "a-long-passphrase-1", "next": target}
    r = Client().post(reverse("signup"), data)
    assert r.status_code == 302 and r["Location"] == lands
    page = Client().get(reverse("signup"), {"next": target}).content.decode()
    kept = re.search(r'name="next" value="([^"]*)"', page).group(1)
    assert kept == ("" if lands == "/" else target)


@pytest.mark.parametrize(
    "url",
    ["login", "signup", "password_reset", "password_reset_done", "password_reset_complete", "password_change"],
)
def test_account_pages_are_the_sites_pages_without_inline_code(cast, url):
    client = Client()
    client.force_login(cast.alice)
    if url in ("login", "signup"):
        client = Client()
    r = client.get(reverse(url))
    html = r.content.decode()
    assert r.status_code == 200
    assert 'class="site-header"' in html  # extends base.html
    assert "<style" not in html and " style=" not in html
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", html) == []  # no inline scripts (a strict CSP is on)


def test_the_lockout_page_is_the_sites_page_without_inline_code(cast, settings):
    settings.AXES_FAILURE_LIMIT = 1
    html = login(Client(), "alice", "wrong").content.decode()
    assert 'class="site-header"' in html and "<style" not in html and " style=" not in html


def test_sign_up_posted_empty_says_what_is_missing(db):
    """A POST with no fields (its CSRF token in a header) was read as no POST at
    all (``request.POST or None``): the blank form came back without a word."""
    client = Client(enforce_csrf_checks=True)
    token = client.get(reverse("signup")).cookies["csrftoken"].value
    r = client.post(reverse("signup"), {}, headers={"X-CSRFToken": token})
    html = r.content.decode()
    assert r.status_code == 200
    for field in ("username", "password1", "password2"):
        assert re.search(rf'<p class="field-error" id="e-{field}">This field is required.</p>', html), field
    assert not get_user_model().objects.exists()
