"""Text mode in the browser: the like transaction's update typed as text, a
syntax error marked at its character, toggling between the form and text
keeping the request, and the address bar reopening the text as written."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import (
    PREVIEW_TIMEOUT_MS,
    ConsoleLog,
    choose,
    click_swap,
    expect_valid,
    settle,
    wait_for_request_json,
)
from tests.browser.test_accessibility import assert_accessible
from tests.fixtures import like_transaction

pytestmark = pytest.mark.browser

LIKE_REQUEST = like_transaction()


def update_box(page: Page):
    return page.get_by_role("group", name="Action 2 · Update").get_by_role("group", name="Update expression")


def to_text(page: Page):
    box = update_box(page)
    click_swap(page, box.get_by_role("button", name="Write as text"))
    return update_box(page)


def test_the_like_update_typed_as_text_gives_the_seed_request(page: Page, live_server, console: ConsoleLog) -> None:
    page.goto(live_server.url + "/?recipe=like")
    page.evaluate("window.sameDocument = true")
    box = to_text(page)
    expression = box.get_by_label("Update expression (text)")
    expect(expression).to_have_value("ADD likeTally :one")
    expect(expression).to_be_focused()

    # start afresh: no values, an empty expression; then type it all as a person would
    click_swap(page, box.get_by_role("button", name="Remove value 1"))
    box = update_box(page)
    box.get_by_label("Update expression (text)").fill("")
    click_swap(page, box.get_by_role("button", name="+ name"))
    box = update_box(page)
    names = box.locator("table.text-names")
    names.get_by_label("Placeholder", exact=True).fill("#t")
    names.get_by_label("Attribute name", exact=True).fill("likeTally")
    click_swap(page, box.get_by_role("button", name="+ value"))
    box = update_box(page)
    values = box.locator("table.text-values")
    values.get_by_label("Placeholder", exact=True).fill(":one")
    choose(page, values.get_by_label("Type", exact=True), "N")
    box = update_box(page)
    box.locator("table.text-values").get_by_label("Value", exact=True).fill("1")
    box.get_by_label("Update expression (text)").press_sequentially("ADD #t :one")

    wait_for_request_json(page, LIKE_REQUEST)
    expect_valid(page, "TransactWriteItems")
    assert page.evaluate("window.sameDocument") is True, "the page was reloaded: the preview is not live"

    # the address bar follows: a reload reopens the box in text mode, as written
    page.wait_for_url(re.compile(r"\?s="), timeout=PREVIEW_TIMEOUT_MS)
    page.reload()
    box = update_box(page)
    expect(box.get_by_label("Update expression (text)")).to_have_value("ADD #t :one")
    expect(box.locator("table.text-names").get_by_label("Attribute name", exact=True)).to_have_value("likeTally")
    wait_for_request_json(page, LIKE_REQUEST)
    assert_accessible(page)
    settle(page)
    assert console.errors == []


def test_a_syntax_error_is_marked_at_its_character(page: Page, live_server, console: ConsoleLog) -> None:
    page.goto(live_server.url + "/?recipe=like")
    box = to_text(page)
    expression = box.get_by_label("Update expression (text)")
    expression.fill("ADD likeTally :one :two")

    described_by = (expression.get_attribute("aria-describedby") or "").split()
    assert described_by == ["e-act-1-tx-update-expr", "m-act-1-tx-update-expr"]
    error = page.locator(f"#{described_by[0]}")
    expect(error).to_have_text(
        'Invalid UpdateExpression: Syntax error; token: ":two", near: ":one :two"', timeout=PREVIEW_TIMEOUT_MS
    )
    expect(expression).to_have_attribute("aria-invalid", "true")
    mark = box.locator(".text-mark")
    expect(mark).to_be_visible()
    expect(mark.locator("code")).to_have_text("ADD likeTally :one :two")
    expect(mark.locator("mark")).to_have_text(":")
    # the marked character is the 20th: everything before it is the text up to ":two"
    before = mark.locator("code").evaluate("c => c.firstChild.textContent")
    assert before == "ADD likeTally :one "
    expect(page.locator("#output-status")).to_contain_text("Out of date")
    assert_accessible(page)

    # fixed: the mark and the message go
    expression.fill("ADD likeTally :one")
    expect_valid(page, "TransactWriteItems")
    expect(mark).to_be_hidden()
    expect(error).to_be_hidden()
    wait_for_request_json(page, LIKE_REQUEST)
    assert console.errors == []


def test_toggling_keeps_the_state(page: Page, live_server, console: ConsoleLog) -> None:
    page.goto(live_server.url + "/?recipe=like")
    box = to_text(page)
    wait_for_request_json(page, LIKE_REQUEST)  # the same request, written as text
    box.get_by_label("Update expression (text)").fill("SET likeTally = likeTally + :one")
    expect_valid(page, "TransactWriteItems")
    expected = {**LIKE_REQUEST}
    expected["TransactItems"] = [
        LIKE_REQUEST["TransactItems"][0],
        {
            "Update": {
                **LIKE_REQUEST["TransactItems"][1]["Update"],
                "UpdateExpression": "SET likeTally = likeTally + :one",
            }
        },
    ]
    wait_for_request_json(page, expected)

    # back to the form: filled in from the text
    click_swap(page, box.get_by_role("button", name="Edit in the form"))
    box = update_box(page)
    expect(box.get_by_label("Action", exact=True)).to_have_value("SET")
    expect(box.get_by_label("Path", exact=True).first).to_have_value("likeTally")
    expect(box.get_by_label("Placeholder", exact=True)).to_have_value("one")
    wait_for_request_json(page, expected)
    expect_valid(page, "TransactWriteItems")

    # and to text again: the same expression
    box = to_text(page)
    expect(box.get_by_label("Update expression (text)")).to_have_value("SET likeTally = likeTally + :one")
    wait_for_request_json(page, expected)
    # the other action was never touched
    put = page.get_by_role("group", name="Action 1 · Put")
    expect(put.get_by_role("group", name="Condition expression").get_by_label("Path", exact=True)).to_have_value("SK")
    assert console.errors == []


def test_text_mode_without_javascript(browser: Browser, live_server) -> None:
    """The mode buttons are submits, and "Build request" parses the text."""
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/?recipe=like")
        with page.expect_navigation():
            update_box(page).get_by_role("button", name="Write as text").click()
        expression = update_box(page).get_by_label("Update expression (text)")
        expect(expression).to_have_value("ADD likeTally :one")
        expression.fill("ADD likeTally :one :two")
        with page.expect_navigation():
            page.get_by_role("button", name="Build request").click()
        box = update_box(page)
        expect(box.locator(".text-mark mark")).to_have_text(":")
        expect(box.locator(".field-error:visible")).to_have_text(
            'Invalid UpdateExpression: Syntax error; token: ":two", near: ":one :two"'
        )
        box.get_by_label("Update expression (text)").fill("ADD likeTally :one")
        with page.expect_navigation():
            page.get_by_role("button", name="Build request").click()
        assert json.loads(page.locator("#code-json").text_content() or "null") == LIKE_REQUEST
        with page.expect_navigation():
            update_box(page).get_by_role("button", name="Edit in the form").click()
        expect(update_box(page).get_by_label("Action", exact=True)).to_have_value("ADD")
        assert json.loads(page.locator("#code-json").text_content() or "null") == LIKE_REQUEST
    finally:
        context.close()
