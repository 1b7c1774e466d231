"""Issue 16, the rest of it in a real browser: checks that say the right thing
in the right place, the operation switch that keeps the key, defaults that do
not start red, one-line inputs for one-line values."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import PREVIEW_TIMEOUT_MS, choose, click_swap, expect_valid, settle, wait_for_request_json
from tests.browser.test_run import serious_axe_violations

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


# --------------------------------------------------------------------------
# 6. Defaults that do not start red, and messages that wait their turn
# --------------------------------------------------------------------------
def fill_update_item(page: Page, base: str) -> None:
    page.goto(base + "/?op=UpdateItem")
    page.get_by_label("Table", exact=True).fill("Social")
    page.locator("[name=key-0-name]").fill("PK")
    page.locator("[name=key-0-value]").fill("POST#a91f")
    page.locator("[name=upd-0-path]").fill("likeTally")


def test_a_plus_b_starts_as_the_counter_plus_a_number(page: Page, live_server) -> None:
    fill_update_item(page, live_server.url)
    settle(page)
    choose(page, page.locator("[name=upd-0-v-kind]"), "plus")
    expect(page.locator("[name=upd-0-v-a-kind]")).to_have_value("path")
    expect(page.locator("[name=upd-0-v-a-path]")).to_have_value("likeTally")
    expect(page.locator("[name=upd-0-v-b-type]")).to_have_value("N")
    expect_valid(page, "UpdateItem")
    expect(page.locator(".field-error:visible")).to_have_count(0)
    # if_not_exists reads the SET path, and starts from the number 0
    choose(page, page.locator("[name=upd-0-v-a-kind]"), "if_not_exists")
    expect(page.locator("[name=upd-0-v-a-path]")).to_have_value("likeTally")
    expect(page.locator("[name=upd-0-v-a-a-type]")).to_have_value("N")
    expect(page.locator("[name=upd-0-v-a-a-value]")).to_have_value("0")
    expect_valid(page, "UpdateItem")
    assert "if_not_exists(likeTally, :" in page.locator("#code-json").inner_text()


def test_a_comparison_starts_with_a_value_on_the_right(page: Page, live_server) -> None:
    fill_update_item(page, live_server.url)
    choose(page, page.locator("[name=cond-op]"), "=")
    expect(page.locator("[name=cond-l-kind]")).to_have_value("path")
    expect(page.locator("[name=cond-r-kind]")).to_have_value("value")
    choose(page, page.locator("[name=cond-op]"), "between")
    expect(page.locator("[name=cond-lo-kind]")).to_have_value("value")
    expect(page.locator("[name=cond-hi-kind]")).to_have_value("value")


def test_a_new_action_starts_on_the_previous_actions_table_and_key(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    click_swap(page, page.get_by_role("button", name="+ transaction action"))
    action = page.get_by_role("group", name="Action 3 · Update")
    expect(action.get_by_label("Table", exact=True)).to_have_value("Social")
    expect(page.locator("[name=act-2-key-0-name]")).to_have_value("PK")
    expect(page.locator("[name=act-2-key-1-name]")).to_have_value("SK")
    # its empty table, once left, is "an Update action"
    action.get_by_label("Table", exact=True).fill("")
    action.get_by_label("Table", exact=True).press("Tab")
    expect(page.locator("#e-act-2-table")).to_have_text(
        "an Update action needs a table name", timeout=PREVIEW_TIMEOUT_MS
    )


def test_an_empty_field_is_not_scolded_before_the_user_leaves_it(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=GetItem")
    page.get_by_label("Table", exact=True).fill("Social")
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    settle(page)
    message = page.locator("#e-key-0-name")
    expect(message).to_have_text("GetItem needs a key")  # there, but not shown yet
    expect(message).to_be_hidden()
    expect(page.locator("[name=key-0-name]")).not_to_have_attribute("aria-invalid", "true")
    page.locator("[name=key-0-name]").focus()
    page.keyboard.press("Tab")  # left it empty
    expect(message).to_be_visible()
    expect(page.locator("[name=key-0-name]")).to_have_attribute("aria-invalid", "true")


def test_asking_for_the_request_shows_every_message(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=GetItem")
    page.get_by_label("Table", exact=True).fill("Social")
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    settle(page)
    expect(page.locator("#e-key-0-name")).to_be_hidden()
    page.get_by_text("Try it on sample items").click()
    page.get_by_role("button", name="Try it", exact=True).click()
    expect(page.locator("#e-key-0-name")).to_be_visible()


# --------------------------------------------------------------------------
# 4. One-line values are one-line inputs; whitespace around a key is warned
# --------------------------------------------------------------------------
def test_scalar_values_are_one_line_inputs_and_sets_stay_textareas(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=PutItem")
    value = page.locator("[name=item-0-value]")
    assert value.evaluate("el => el.tagName") == "INPUT"
    choose(page, page.locator("[name=item-0-type]"), "N")
    assert page.locator("[name=item-0-value]").evaluate("el => el.tagName + ' ' + el.inputMode") == "INPUT decimal"
    choose(page, page.locator("[name=item-0-type]"), "SS")
    assert page.locator("[name=item-0-value]").evaluate("el => el.tagName") == "TEXTAREA"
    page.locator("[name=item-0-value]").press("Enter")  # a newline between set members is wanted here
    page.locator("[name=item-0-value]").type("b")
    expect(page.locator("[name=item-0-value]")).to_have_value("\nb")


def test_whitespace_around_a_key_value_is_warned_beside_it(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=GetItem")
    page.get_by_label("Table", exact=True).fill("Social")
    page.locator("[name=key-0-name]").fill("PK")
    page.locator("[name=key-0-value]").fill("u1 ")
    expect_valid(page, "GetItem")
    warning = page.locator("#w-key-0-value")
    expect(warning).to_contain_text("ends with whitespace", timeout=PREVIEW_TIMEOUT_MS)
    page.locator("[name=key-0-value]").fill("u1")
    expect(warning).to_be_hidden(timeout=PREVIEW_TIMEOUT_MS)


# --------------------------------------------------------------------------
# Beyond: schema-aware suggestions
# --------------------------------------------------------------------------
def test_the_key_typed_in_try_it_and_sample_items_become_suggestions(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=Query")
    page.get_by_text("Try it on sample items").click()
    page.get_by_label("Partition key name", exact=True).fill("PK")
    page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)").fill(
        '[{"PK": "POST#a91f", "SK": "META", "likeTally": 3}]'
    )
    page.get_by_label("Partition key name", exact=True).press("Tab")
    names = "() => Array.from(document.querySelectorAll('#dl-names option')).map(o => o.value)"
    page.wait_for_function(f"() => ({names})().includes('likeTally')", timeout=PREVIEW_TIMEOUT_MS)
    assert page.evaluate(names) == ["PK", "SK", "likeTally"]
    assert page.locator("[name=kc-pname]").get_attribute("list") == "dl-names"
    assert page.locator("[name=opt-index_name]").get_attribute("list") == "dl-indexes"


# --------------------------------------------------------------------------
# Beyond: the reference-count check, offline in Try it
# --------------------------------------------------------------------------
def test_try_it_reconciles_the_tally_with_the_children_in_the_sample_items(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    page.get_by_text("Try it on sample items").click()
    items = page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)")
    items.fill('[{"PK": "POST#a91f", "SK": "META", "likeTally": 5}]')  # drifted: no LIKE# child yet
    page.get_by_role("button", name="Try it", exact=True).click()
    tally = page.locator(".try-tallies li")
    expect(tally).to_contain_text("likeTally on", timeout=PREVIEW_TIMEOUT_MS)
    expect(tally).to_contain_text("is 6; the sample items hold 1 child (sort key beginning LIKE#): they differ.")
    assert serious_axe_violations(page) == []
    tally.get_by_role("link", name="Open the repair in the builder").click()
    expect_valid(page, "UpdateItem")
    code = page.locator("#code-json").inner_text()
    assert '"N": "1"' in code and '"N": "6"' in code and "likeTally = :stored" in code

    page.goto(live_server.url + "/?recipe=like")
    page.get_by_text("Try it on sample items").click()
    page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)").fill("[]")
    page.get_by_role("button", name="Try it", exact=True).click()
    expect(page.locator(".try-tallies li")).to_contain_text(
        "is 1; the sample items hold 1 child", timeout=PREVIEW_TIMEOUT_MS
    )
    expect(page.locator(".try-tallies li")).to_contain_text("they match.")
