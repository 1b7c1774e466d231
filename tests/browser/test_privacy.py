"""Issue 11, privacy when sharing history, in a real browser: the Save panel's
confirmation (htmx) and the snippet page's (a plain form post, JavaScript off)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Browser, Page, expect

from builder import snippets as sn
from builder.expr.recipes import get_recipe
from builder.models import Membership, Snippet, Team
from tests.browser.conftest import settle
from tests.browser.test_accessibility import assert_accessible
from tests.browser.test_snippets import PASSWORD, log_in

pytestmark = pytest.mark.browser


def three_versions(owner) -> Snippet:
    s = sn.create_snippet(owner, title="Secret", description="", prepared=sn.prepare(get_recipe("like").state))
    for v in (1, 2):
        s = sn.change_visibility(s, v, owner, Snippet.PRIVATE)
    return s


@pytest.fixture
def alice(transactional_db):
    alice = get_user_model().objects.create_user("alice", password=PASSWORD)
    Membership.objects.create(team=Team.objects.create(name="Blue"), user=alice, role="member")
    return alice


def test_save_panel_asks_before_moving_history_into_a_team(page: Page, live_server, alice) -> None:
    s = three_versions(alice)
    base = live_server.url
    log_in(page, base, "alice")
    page.goto(f"{base}/?snippet={s.pk}")
    panel = page.locator("#save-panel")
    panel.get_by_label("Space").select_option(label="Blue")
    panel.get_by_label("Who can see it").select_option("team")
    panel.get_by_role("button", name="Save version 4").click()
    settle(page)
    expect(panel.get_by_role("alert")).to_contain_text("its 2 earlier versions become visible to the team")
    assert_accessible(page)
    panel.get_by_role("button", name="Save only this version as a new snippet").click()
    settle(page)
    expect(panel).to_contain_text("stay private")
    fresh = Snippet.objects.exclude(pk=s.pk).get()
    assert (fresh.team.name, fresh.version, fresh.revisions.count()) == ("Blue", 1, 1)
    s.refresh_from_db()
    assert (s.visibility, s.team, s.version) == ("private", None, 3)


def test_share_confirmation_works_without_javascript(browser: Browser, live_server, alice) -> None:
    s = three_versions(alice)
    base = live_server.url
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        log_in(page, base, "alice")
        page.goto(f"{base}/snippets/{s.pk}/")
        page.locator(".share-settings").get_by_label("Who can see it").select_option("link")
        page.locator(".share-settings").get_by_role("button", name="Change").click()
        expect(page.locator(".privacy-confirm")).to_contain_text(
            "its 2 earlier versions become visible to anyone with the link"
        )
        page.get_by_role("button", name="Share it with its history (2 earlier versions)").click()
        expect(page.locator(".share-url")).to_be_visible()
        s.refresh_from_db()
        assert (s.visibility, s.version) == ("link", 4)
    finally:
        context.close()


def test_share_confirmation_page_is_accessible(page: Page, live_server, alice) -> None:
    s = three_versions(alice)
    base = live_server.url
    log_in(page, base, "alice")
    page.goto(f"{base}/snippets/{s.pk}/")
    page.locator(".share-settings").get_by_label("Who can see it").select_option("link")
    page.locator(".share-settings").get_by_role("button", name="Change").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("with its history?")
    assert_accessible(page)
    page.get_by_role("button", name="Share only the latest version").click()
    expect(page.locator(".share-url")).to_be_visible()
    assert Snippet.objects.get(pk=s.pk).visibility == "private"
    assert Snippet.objects.exclude(pk=s.pk).get().visibility == "link"
