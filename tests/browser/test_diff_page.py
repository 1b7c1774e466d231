"""``/diff`` in Chromium: compose an update, open it in the builder (the same
request), and the problems beside their fields; axe clean both ways."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from tests.browser.test_accessibility import assert_accessible

BEFORE = {"PK": "POST#a91f", "SK": "META", "likeTally": 41, "profile": {"city": "Oslo", "zip": "0150"}}
AFTER = {"PK": "POST#a91f", "SK": "META", "likeTally": 42, "profile": {"city": "Bergen", "zip": "0150"}}


def test_compose_and_open_in_the_builder(page: Page, live_server) -> None:
    page.goto(live_server.url + "/diff")
    page.get_by_label("Item before").fill(json.dumps(BEFORE))
    page.get_by_label("Item after").fill(json.dumps(AFTER))
    page.get_by_label("Key attribute names").fill("PK,SK")
    page.get_by_label("Table", exact=True).fill("Social")
    page.get_by_label("As a counter").check()
    page.get_by_role("button", name="Compose the update").click()
    result = json.loads(page.locator("#code-json").inner_text())
    assert result["UpdateExpression"] == "SET profile.city = :city ADD likeTally :likeTally"
    assert_accessible(page)
    page.get_by_role("link", name="Open in the builder").click()
    expect(page.locator("#code-json")).to_be_visible()
    assert json.loads(page.locator("#code-json").inner_text()) == result


def test_problems_beside_their_fields(page: Page, live_server) -> None:
    page.goto(live_server.url + "/diff")
    page.get_by_label("Item before").fill("{nope")
    page.get_by_label("Item after").fill(json.dumps(AFTER))
    page.get_by_label("Key attribute names").fill("PK,SK")
    page.get_by_role("button", name="Compose the update").click()
    expect(page.locator("#e-before")).to_contain_text("Expecting property name")
    expect(page.get_by_label("Item after")).to_have_value(json.dumps(AFTER))
    assert_accessible(page)


def test_phone_width(page: Page, live_server) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + "/diff")
    page.get_by_label("Item before").fill(json.dumps(BEFORE))
    page.get_by_label("Item after").fill(json.dumps(AFTER))
    page.get_by_label("Key attribute names").fill("PK,SK")
    page.get_by_role("button", name="Compose the update").click()
    expect(page.locator("#code-json")).to_be_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px at 390px"
    expect(page.get_by_label("Item before")).to_have_attribute("aria-describedby", "h-before e-before")
