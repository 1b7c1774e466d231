"""A new user builds the article's "like" transaction by hand, from an empty builder.

Everything goes through the page as a person would: the Operation select, the
fields found by their labels, the "+ attribute" / "+ transaction action"
buttons, the type selects. No "Build request" click: the live preview (htmx)
must bring the request JSON by itself.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import (
    PREVIEW_TIMEOUT_MS,
    choose,
    click_swap,
    expect_valid,
    wait_for_request_json,
)
from tests.fixtures import like_transaction

pytestmark = pytest.mark.browser

# The seed article's request, byte for byte in meaning.
LIKE_REQUEST = like_transaction()


def fill_attribute_rows(page: Page, group, rows: list[tuple[str, str, str]], add_label: str) -> None:
    """Fill name / type / value rows of an Item or Key fieldset, adding rows with its + button."""
    for i, (name, type_, value) in enumerate(rows):
        if i >= group.get_by_label("Name", exact=True).count():
            click_swap(page, group.get_by_role("button", name=add_label))
        group.get_by_label("Name", exact=True).nth(i).fill(name)
        if type_ != "S":
            choose(page, group.get_by_label("Type", exact=True).nth(i), type_)
        group.get_by_label("Value", exact=True).nth(i).fill(value)


def test_new_user_builds_the_like_transaction(page: Page, live_server) -> None:
    page.goto(live_server.url + "/")
    expect(page.locator("#output-status")).to_contain_text("Fill in the form")
    page.evaluate("window.sameDocument = true")  # gone if anything reloads the page

    choose(page, page.get_by_label("Operation", exact=True), "TransactWriteItems")

    # ---- action 1: Put the LIKE# child, only if it is not there yet
    put = page.get_by_role("group", name="Action 1 · Put")
    expect(put).to_be_visible()
    put.get_by_label("Table", exact=True).fill("Social")
    item = put.get_by_role("group", name="Item")
    fill_attribute_rows(
        page,
        item,
        [("PK", "S", "POST#a91f"), ("SK", "S", "LIKE#USER#7c20"), ("likedAt", "N", "1750636800")],
        "+ attribute",
    )
    condition = put.get_by_role("group", name="Condition expression")
    choose(page, condition.get_by_label("Condition", exact=True), "attribute_not_exists")
    condition.get_by_label("Path", exact=True).fill("SK")

    # ---- action 2: bump the post's tally
    click_swap(page, page.get_by_role("button", name="+ transaction action"))
    update = page.get_by_role("group", name="Action 2 · Update")
    expect(update).to_be_visible()
    update.get_by_label("Table", exact=True).fill("Social")
    key = update.get_by_role("group", name="Key")
    fill_attribute_rows(page, key, [("PK", "S", "POST#a91f"), ("SK", "S", "META")], "+ key attribute")
    upd = update.get_by_role("group", name="Update expression")
    choose(page, upd.get_by_label("Action", exact=True), "ADD")
    upd.get_by_label("Path", exact=True).fill("likeTally")
    choose(page, upd.get_by_label("Type", exact=True), "N")
    upd.get_by_label("Value", exact=True).fill("1")
    upd.get_by_label("Placeholder", exact=True).fill("one")

    # ---- the live preview, no Build click
    wait_for_request_json(page, LIKE_REQUEST)
    expect_valid(page, "TransactWriteItems")
    # the earlier Put fields survived every re-render of the form
    expect(item.get_by_label("Value", exact=True).nth(2)).to_have_value("1750636800")

    # ---- a number that is not a number: message beside the field, output out of date
    liked_at = item.get_by_label("Value", exact=True).nth(2)
    liked_at.fill("17506368OO")
    message_id = liked_at.get_attribute("aria-describedby")
    assert message_id
    error = page.locator(f"#{message_id}")
    expect(error).to_be_visible(timeout=PREVIEW_TIMEOUT_MS)
    expect(error).to_have_text('number expected, got "17506368OO"')
    # beside the field: in the same field box as the input it is about, which is marked invalid
    field_box = liked_at.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' field ')][1]")
    expect(field_box.locator(f"#{message_id}")).to_have_count(1)
    expect(field_box).to_have_class(re.compile(r"\bhas-error\b"))
    expect(liked_at).to_have_attribute("aria-invalid", "true")
    expect(page.locator(".field-error:visible")).to_have_count(1)  # no other field is blamed
    status = page.locator("#output-status")
    expect(status).to_have_text(re.compile(r"^\s*Out of date: fix 1 problem in the form\.\s*$"))
    # the last good output stays, visibly marked as old (greyed code, dashed border)
    json_box = page.locator("#panel-json pre")
    assert json_box.evaluate("e => getComputedStyle(e).borderTopStyle") == "dashed"

    # ---- fixing it brings the output back and the message goes away
    liked_at.fill("1750636800")
    expect_valid(page, "TransactWriteItems")
    expect(error).to_be_hidden()
    expect(liked_at).not_to_have_attribute("aria-invalid", "true")
    expect(field_box).not_to_have_class(re.compile(r"\bhas-error\b"))
    assert json_box.evaluate("e => getComputedStyle(e).borderTopStyle") == "solid"
    wait_for_request_json(page, LIKE_REQUEST)
    assert page.evaluate("window.sameDocument") is True, "the page was reloaded: the preview is not live"
