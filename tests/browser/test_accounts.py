"""Accounts in a real browser (issue 11, "Done when: login throttling, password
change and reset work in a browser test"): repeated wrong passwords lock a
username out with a clear message; the header's Password link changes the
password; a reset e-mail's link sets a new one. tests/attack/test_accounts.py
covers the same with the test client; axe stays clean on every page here."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from playwright.sync_api import Page, expect

from tests.browser.test_accessibility import assert_accessible

pytestmark = pytest.mark.browser

PASSWORD = "correct-horse-battery-staple"
NEW_PASSWORD = "a-brand-new-long-passphrase"


@pytest.fixture
def alice(transactional_db):
    return get_user_model().objects.create_user("alice", email="alice@example.org", password=PASSWORD)


def submit_login(page: Page, base: str, username: str, password: str) -> None:
    page.goto(base + "/accounts/login/")
    page.locator('input[name="username"]').fill(username)
    page.locator('input[name="password"]').fill(password)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_load_state("load")


def assert_logged_in(page: Page, username: str) -> None:
    expect(page.locator(".account-name")).to_have_text(username)


def test_repeated_wrong_passwords_lock_the_username_out(page: Page, live_server, alice, settings) -> None:
    settings.AXES_FAILURE_LIMIT = 3
    base = live_server.url
    for _ in range(2):
        submit_login(page, base, "alice", "wrong-password")
        expect(page.get_by_text("Please enter a correct username and password")).to_be_visible()
        assert page.locator(".account-name").count() == 0
    submit_login(page, base, "alice", "wrong-password")
    expect(page.get_by_role("heading", level=1)).to_have_text("Logging in is locked for now")
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("Too many failed logins for “alice”")
    expect(alert).to_contain_text("after 3 failed attempts in a row")
    expect(alert).to_contain_text("locked for 60 minutes")
    assert_accessible(page)
    # now even the right password is refused
    submit_login(page, base, "alice", PASSWORD)
    expect(page.get_by_role("heading", level=1)).to_have_text("Logging in is locked for now")
    assert page.locator(".account-name").count() == 0
    # another username from the same browser is not locked
    get_user_model().objects.create_user("bob", password=PASSWORD)
    submit_login(page, base, "bob", PASSWORD)
    assert_logged_in(page, "bob")


def test_password_change_from_the_header_then_log_in_with_it(page: Page, live_server, alice) -> None:
    base = live_server.url
    submit_login(page, base, "alice", PASSWORD)
    assert_logged_in(page, "alice")
    page.locator(".account").get_by_role("link", name="Password").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Change your password")
    assert_accessible(page)
    # a wrong old password is refused, visibly
    page.locator('input[name="old_password"]').fill("not-my-password")
    page.locator('input[name="new_password1"]').fill(NEW_PASSWORD)
    page.locator('input[name="new_password2"]').fill(NEW_PASSWORD)
    page.get_by_role("button", name="Change password").click()
    expect(page.locator(".field-error").first).to_be_visible()
    assert_accessible(page)
    page.locator('input[name="old_password"]').fill(PASSWORD)
    page.locator('input[name="new_password1"]').fill(NEW_PASSWORD)
    page.locator('input[name="new_password2"]').fill(NEW_PASSWORD)
    page.get_by_role("button", name="Change password").click()
    page.wait_for_url(base + "/accounts/password/done/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Password changed")
    assert_logged_in(page, "alice")  # still logged in here
    assert_accessible(page)
    page.locator(".account").get_by_role("button", name="Log out").click()
    page.wait_for_load_state("load")
    expect(page.locator(".account-name")).to_have_count(0)
    submit_login(page, base, "alice", PASSWORD)  # the old one no longer works
    expect(page.get_by_text("Please enter a correct username and password")).to_be_visible()
    submit_login(page, base, "alice", NEW_PASSWORD)
    assert_logged_in(page, "alice")


def test_password_reset_by_email_in_the_browser(page: Page, live_server, alice, settings) -> None:
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    mail.outbox.clear()
    base = live_server.url
    page.goto(base + "/accounts/login/")
    page.get_by_role("link", name="Forgot your password?").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Reset your password")
    assert_accessible(page)
    page.locator('input[name="email"]').fill("alice@example.org")
    page.get_by_role("button", name="Send the link").click()
    expect(page.get_by_text("Check your e-mail")).to_be_visible()
    assert_accessible(page)
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["alice@example.org"]
    link = re.search(r"https?://\S+/accounts/password/reset/\S+/", mail.outbox[0].body).group(0)
    path = re.sub(r"^https?://[^/]+", "", link)
    page.goto(base + path)  # the live server's address (the e-mail names the request's host)
    expect(page.get_by_role("heading", level=1)).to_have_text("Choose a new password")
    assert_accessible(page)
    page.locator('input[name="new_password1"]').fill(NEW_PASSWORD)
    page.locator('input[name="new_password2"]').fill(NEW_PASSWORD)
    page.get_by_role("button", name="Set the password").click()
    expect(page.get_by_text("Your new password is set.")).to_be_visible()
    assert_accessible(page)
    submit_login(page, base, "alice", PASSWORD)
    expect(page.get_by_text("Please enter a correct username and password")).to_be_visible()
    submit_login(page, base, "alice", NEW_PASSWORD)
    assert_logged_in(page, "alice")
    # the link works once
    page.goto(base + path)
    expect(page.get_by_text("This password reset link is not valid")).to_be_visible()
