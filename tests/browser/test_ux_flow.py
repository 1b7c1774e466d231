"""Issue 16, the rest of it in a real browser: checks that say the right thing
in the right place, the operation switch that keeps the key, defaults that do
not start red, one-line inputs for one-line values."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import PREVIEW_TIMEOUT_MS, choose, expect_valid, settle, wait_for_request_json

pytestmark = pytest.mark.browser

KEY = {"PK": {"type": "S", "value": "VID#9f3a"}, "SK": {"type": "S", "value": "STATS#TOTAL"}}
ONE = {"type": "N", "value": "1", "placeholder": "one"}
ZERO = {"type": "N", "value": "0", "placeholder": "zero"}


def open_state(page: Page, base: str, state: dict) -> None:
    page.goto(base + "/?state=" + quote(json.dumps(state)))


def follows(page: Page, first: str, second: str) -> bool:
    """True when the element ``second`` comes after ``first`` in the document."""
    return page.evaluate(
        "([a, b]) => !!(document.querySelector(a).compareDocumentPosition(document.querySelector(b))"
        " & Node.DOCUMENT_POSITION_FOLLOWING)",
        [first, second],
    )


# --------------------------------------------------------------------------
# 8. Checks that must say the right thing, after the row they are about
# --------------------------------------------------------------------------
def test_the_retry_warning_stays_with_attribute_exists_and_sits_after_its_row(page: Page, live_server) -> None:
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Social",
        "key": KEY,
        "update": [
            {"action": "SET", "path": "play_count", "value": {"plus": [{"if_not_exists": ["play_count", ZERO]}, ONE]}}
        ],
        "condition": {"op": "attribute_exists", "path": "PK"},
    }
    open_state(page, live_server.url, state)
    expect_valid(page, "UpdateItem")
    warning = page.locator("#w-upd-0-action")
    expect(warning).to_contain_text("counted twice")
    expect(warning).to_contain_text("The condition does not stop a retry")
    # after the whole row (SET, path, value), not between SET and its path
    assert follows(page, "[name=upd-0-path]", "#w-upd-0-action")
    assert follows(page, "[name=upd-0-v-b-value]", "#w-upd-0-action")
    # a guard that a retry fails (only the first write creates the item) silences it
    choose(page, page.locator("[name=cond-op]"), "attribute_not_exists")
    expect(warning).to_be_hidden(timeout=PREVIEW_TIMEOUT_MS)


def test_a_query_with_a_filter_and_limit_says_limit_counts_first(page: Page, live_server) -> None:
    state = {
        "version": 1,
        "operation": "Query",
        "table": "Social",
        "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "POST#a91f"}}},
        "filter": {"op": ">", "left": {"path": "likeTally"}, "right": {"type": "N", "value": "10"}},
        "options": {"limit": 25},
    }
    open_state(page, live_server.url, state)
    expect_valid(page, "Query")
    expect(page.locator("#w-opt-limit")).to_contain_text("before the filter")
    counting = page.locator("#w-filter-op")
    expect(counting).to_contain_text("The filter runs after the read")
    # after the comparison's right-hand operand, not between > and it
    assert follows(page, "[name=filter-r-value]", "#w-filter-op")
    page.locator("[name=opt-limit]").fill("")
    expect(page.locator("#w-opt-limit")).to_be_hidden(timeout=PREVIEW_TIMEOUT_MS)
    settle(page)


# --------------------------------------------------------------------------
# 2. Changing Operation keeps the table and the key
# --------------------------------------------------------------------------
def test_switching_operation_carries_the_table_and_key_and_back(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=UpdateItem")
    page.get_by_label("Table", exact=True).fill("Social")
    key = page.get_by_role("group", name="Key", exact=True)
    key.get_by_label("Name", exact=True).fill("PK")
    key.get_by_label("Value", exact=True).fill("POST#a91f")
    page.locator("[name=upd-0-path]").fill("title")
    page.locator("[name=upd-0-v-value]").fill("Hello")
    wait_for_request_json(
        page,
        {
            "TableName": "Social",
            "Key": {"PK": {"S": "POST#a91f"}},
            "UpdateExpression": "SET title = :title",
            "ExpressionAttributeValues": {":title": {"S": "Hello"}},
        },
    )
    op = page.get_by_label("Operation", exact=True)
    choose(page, op, "PutItem")
    wait_for_request_json(page, {"TableName": "Social", "Item": {"PK": {"S": "POST#a91f"}}})
    choose(page, op, "Query")
    wait_for_request_json(
        page,
        {
            "TableName": "Social",
            "KeyConditionExpression": "PK = :PK",
            "ExpressionAttributeValues": {":PK": {"S": "POST#a91f"}},
        },
    )
    choose(page, op, "TransactWriteItems")
    action = page.get_by_role("group", name="Action 1 · Update")
    expect(action.get_by_label("Table", exact=True)).to_have_value("Social")
    expect(action.locator("[name=act-0-key-0-name]")).to_have_value("PK")
    expect(action.locator("[name=act-0-key-0-value]")).to_have_value("POST#a91f")
    choose(page, op, "UpdateItem")
    expect(page.get_by_label("Table", exact=True)).to_have_value("Social")
    expect(page.locator("[name=key-0-name]")).to_have_value("PK")
    expect(page.locator("[name=key-0-value]")).to_have_value("POST#a91f")
    settle(page)
