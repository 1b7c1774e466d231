"""The output tabs: each Copy button copies exactly the code its panel shows;
the tabs follow the ARIA tabs pattern (click, arrow keys, Home/End)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import PREVIEW_TIMEOUT_MS, expect_valid

pytestmark = pytest.mark.browser

TAB_NAMES = [
    "JSON",
    "Readable",
    "CLI",
    "boto3",
    "boto3 Table",
    "JS v3",
    "JS DocumentClient",
    "Java",
    "Go",
    # issue 14's targets
    "PartiQL",
    "PynamoDB",
    "dynamodb-toolbox",
    "ElectroDB",
]
LAST_TAB, LAST_PANEL = TAB_NAMES[-1], "panel-electrodb"


def selected_tabs(page: Page) -> list[str]:
    return page.get_by_role("tab", selected=True).all_inner_texts()


def panel_of(page: Page, tab_name: str):
    tab = page.get_by_role("tab", name=tab_name, exact=True)
    return page.locator("#" + tab.get_attribute("aria-controls"))


def test_every_copy_button_copies_its_panel(page: Page, context: BrowserContext, live_server) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    tablist = page.get_by_role("tablist", name="Output format")
    expect(tablist).to_be_visible()
    assert tablist.get_by_role("tab").all_inner_texts() == TAB_NAMES

    copied = {}
    for name in TAB_NAMES:
        page.get_by_role("tab", name=name, exact=True).click()
        assert selected_tabs(page) == [name]
        panel = panel_of(page, name)
        expect(panel).to_be_visible()
        expect(page.get_by_role("tabpanel")).to_have_count(1)  # the others are hidden
        if name == "Readable":
            expect(panel.get_by_role("button", name="Copy")).to_have_count(0)
            expect(panel).to_contain_text("attribute_not_exists(SK)")
            continue
        page.evaluate("navigator.clipboard.writeText('(nothing copied)')")
        button = panel.locator("button.copy")
        expect(button).to_have_text("Copy")
        button.click()
        expect(button).to_have_text("Copied")
        shown = panel.locator("pre").inner_text()  # what a person sees in the panel
        text = page.evaluate("navigator.clipboard.readText()")
        assert text == shown, f"{name}: the clipboard differs from the panel"
        assert text.strip(), name
        copied[name] = text

    assert json.loads(copied["JSON"])["TransactItems"][0]["Put"]["ConditionExpression"] == "attribute_not_exists(SK)"
    assert "aws dynamodb transact-write-items" in copied["CLI"]
    assert "transact_write_items(" in copied["boto3"]
    assert "TransactWriteItemsCommand" in copied["JS v3"]
    # no HTML escaping leaks into code (quotes, <, >, & are common in code)
    for name, text in copied.items():
        for entity in ("&quot;", "&#x27;", "&lt;", "&gt;", "&amp;"):
            assert entity not in text, f"{name} contains {entity}"


def test_tabs_by_keyboard(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    tabs = page.get_by_role("tab")
    first = tabs.first
    # roving tabindex: only the selected tab is in the Tab order
    assert [t.get_attribute("tabindex") for t in tabs.all()] == ["0"] + ["-1"] * (len(TAB_NAMES) - 1)
    first.focus()

    def check(name: str) -> None:
        assert selected_tabs(page) == [name]
        focused = page.evaluate("document.activeElement.textContent")
        assert focused == name
        expect(panel_of(page, name)).to_be_visible()
        expect(page.get_by_role("tab", name=name, exact=True)).to_have_attribute("tabindex", "0")

    page.keyboard.press("ArrowRight")
    check("Readable")
    page.keyboard.press("ArrowRight")
    check("CLI")
    page.keyboard.press("ArrowLeft")
    check("Readable")
    page.keyboard.press("End")
    check(LAST_TAB)
    page.keyboard.press("ArrowRight")  # wraps around
    check("JSON")
    page.keyboard.press("ArrowLeft")
    check(LAST_TAB)
    page.keyboard.press("Home")
    check("JSON")

    # Tab moves from the tab list into the shown panel
    page.keyboard.press("End")
    page.keyboard.press("Tab")
    focused_in_panel = page.evaluate(f"document.getElementById('{LAST_PANEL}').contains(document.activeElement)")
    assert focused_in_panel


def test_chosen_tab_survives_the_live_preview(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    page.get_by_role("tab", name="Go", exact=True).click()
    table = page.get_by_role("group", name="Action 2 · Update").get_by_label("Table", exact=True)
    table.fill("Social2")
    expect(page.locator("#code-go")).to_contain_text("Social2", timeout=PREVIEW_TIMEOUT_MS)
    assert selected_tabs(page) == ["Go"]
    expect(panel_of(page, "Go")).to_be_visible()
    expect(panel_of(page, "JSON")).to_be_hidden()
