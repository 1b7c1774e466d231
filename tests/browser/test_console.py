"""Using the builder leaves the browser console clean: no errors, no uncaught
exceptions, no Content-Security-Policy violations (the policy has no
'unsafe-inline': an inline style or script anywhere would show up here)."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import (
    PREVIEW_TIMEOUT_MS,
    ConsoleLog,
    choose,
    click_swap,
    expect_valid,
    settle,
)

pytestmark = pytest.mark.browser


def test_a_session_leaves_the_console_clean(
    page: Page, context: BrowserContext, live_server, console: ConsoleLog
) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    response = page.goto(live_server.url + "/?op=PutItem")
    assert "'unsafe-inline'" not in response.headers["content-security-policy"]
    assert "default-src 'self'" in response.headers["content-security-policy"]

    # typing, adding and removing rows, changing types
    page.get_by_label("Table", exact=True).press_sequentially("Social", delay=20)
    item = page.get_by_role("group", name="Item")
    item.get_by_label("Name", exact=True).press_sequentially("PK", delay=20)
    item.get_by_label("Value", exact=True).press_sequentially("POST#a91f", delay=20)
    item.get_by_role("button", name="+ attribute").click()  # right after typing, as people do
    expect(item.get_by_label("Name", exact=True)).to_have_count(2)
    settle(page)
    item.get_by_label("Name", exact=True).nth(1).fill("count")
    choose(page, item.get_by_label("Type", exact=True).nth(1), "N")
    value = item.get_by_label("Value", exact=True).nth(1)
    value.press_sequentially("4x", delay=20)  # not a number: a message, then fixed
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    value.press("Backspace")
    expect_valid(page, "PutItem")
    click_swap(page, item.get_by_role("button", name="+ attribute"))
    click_swap(page, item.get_by_role("button", name="Remove item row 3"))
    condition = page.get_by_role("group", name="Condition expression")
    click_swap(page, condition.get_by_role("button", name="+ add a condition"))
    choose(page, condition.get_by_label("Condition", exact=True), "attribute_not_exists")
    condition.get_by_label("Path", exact=True).fill("PK")
    expect_valid(page, "PutItem")

    # switching tabs by mouse and keyboard, copying
    page.get_by_role("tab", name="CLI", exact=True).click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("End")
    page.get_by_role("tab", name="Go", exact=True).click()
    page.locator("#panel-go").get_by_role("button", name="Copy").click()
    page.locator(".share").get_by_role("button", name="Copy link").click()

    # other operations, a transaction with moved actions, the Options disclosure
    choose(page, page.get_by_label("Operation"), "Query")
    page.get_by_label("Partition key", exact=True).fill("PK")
    page.get_by_role("group", name="Key condition").get_by_label("Value", exact=True).first.fill("POST#a91f")
    page.get_by_text("Options", exact=True).click()  # the code tabs say .options( too
    choose(page, page.get_by_label("Operation"), "TransactWriteItems")
    click_swap(page, page.get_by_role("button", name="+ transaction action"))
    click_swap(page, page.get_by_role("button", name="Move action 2 up"))
    expect(page.get_by_role("group", name="Action 1 · Update")).to_be_visible()
    settle(page)

    assert console.errors == [], "\n".join(console.errors)

    # the listeners do catch what they are for
    page.evaluate("console.error('probe')")
    page.evaluate("document.body.setAttribute('style', 'color: red')")  # an inline style: blocked by the CSP
    page.wait_for_timeout(100)
    assert any("probe" in e for e in console.errors), console.errors
    assert any("CSP violation" in e or "Content Security Policy" in e for e in console.errors), console.errors
