"""The "Try it" panel in a real browser: htmx posts the builder form plus the
panel's fields and swaps the panel; the text typed survives."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import PREVIEW_TIMEOUT_MS, settle
from tests.web.states import LIKES_AND_POSTS

pytestmark = pytest.mark.browser

POST_META = {"PK": "POST#a91f", "SK": "META", "likeTally": 4}
LIKE_ITEM = {"PK": "POST#a91f", "SK": "LIKE#USER#7c20", "likedAt": 1750636800}


def test_try_the_like_twice(page: Page, live_server):
    page.goto(live_server.url + "/?recipe=like")
    page.get_by_text("Try it on sample items").click()
    page.evaluate("window.notReloaded = true")
    items = page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)")
    items.fill(json.dumps([POST_META]))
    page.get_by_role("button", name="Try it", exact=True).click()
    settle(page)
    result = page.locator("#try-result")
    expect(result).to_contain_text("succeeded", timeout=PREVIEW_TIMEOUT_MS)
    expect(page.locator("#try-result .try-changes tr.change-changed")).to_contain_text("likeTally")
    # htmx, not a page load (the address may follow the request as a ?s= link meanwhile)
    assert page.evaluate("window.notReloaded") is True
    assert page.evaluate("location.pathname") == "/"

    items = page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)")
    items.fill(json.dumps([POST_META, LIKE_ITEM]))
    page.get_by_role("button", name="Try it", exact=True).click()
    settle(page)
    expect(result).to_contain_text("TransactionCanceledException", timeout=PREVIEW_TIMEOUT_MS)
    expect(page.locator(".try-reasons li.failed")).to_contain_text("Action 1 · Put")

    items.fill("[{oops")
    page.get_by_role("button", name="Try it", exact=True).click()
    settle(page)
    expect(page.locator("#e-try-items")).to_contain_text("not valid JSON", timeout=PREVIEW_TIMEOUT_MS)
    expect(
        page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)")
    ).to_have_value("[{oops")


def test_the_table_key_typed_in_try_it_checks_the_request_live(page: Page, live_server):
    state = {
        "version": 1,
        "operation": "GetItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "POST#a91f"}},
    }
    page.goto(live_server.url + "/?state=" + quote(json.dumps(state)))
    page.get_by_text("Try it on sample items").click()
    status = page.locator("#output-status")
    expect(status).to_contain_text("request is valid")
    page.get_by_label("Partition key name").fill("PK")
    page.get_by_label("Sort key name").fill("SK")
    expect(page.locator("#checks")).to_contain_text(
        "Key has no SK: it is Social's sort key (string).", timeout=PREVIEW_TIMEOUT_MS
    )
    expect(status).to_contain_text("DynamoDB would refuse it")
    page.get_by_label("Sort key name").fill("")  # the table has only a partition key: the request is right
    expect(status).to_contain_text("request is valid", timeout=PREVIEW_TIMEOUT_MS)
    expect(page.locator("#checks")).not_to_contain_text("Key has no SK")
    # also after the panel was swapped by a Try it run
    page.get_by_role("button", name="Try it", exact=True).click()
    settle(page)
    page.get_by_label("Sort key name").fill("SK")
    expect(status).to_contain_text("DynamoDB would refuse it", timeout=PREVIEW_TIMEOUT_MS)


def test_try_it_without_javascript(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto(live_server.url + "/?recipe=like")
        page.get_by_text("Try it on sample items").click()
        page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)").fill(
            json.dumps([POST_META, LIKE_ITEM])
        )
        with page.expect_navigation():
            page.get_by_role("button", name="Try it", exact=True).click()
        expect(page).to_have_url(live_server.url + "/try")
        expect(page.locator(".try-reasons li.failed")).to_contain_text("Action 1 · Put")
        expect(
            page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)")
        ).to_have_value(json.dumps([POST_META, LIKE_ITEM]))
    finally:
        context.close()


def test_try_a_like_counted_in_a_table_of_another_key(page: Page, live_server):
    """A like put in a Likes table (postId, userId), counted in a Posts table
    (postId): the items given by table, the Likes key typed; the Posts key is
    its Key in the request. The panel says each table's key and where it came from."""
    state = LIKES_AND_POSTS
    page.goto(live_server.url + "/?state=" + quote(json.dumps(state)))
    page.get_by_text("Try it on sample items").click()
    items = {"Likes": [{"postId": "p1", "userId": "u1"}], "Posts": [{"postId": "p1", "likes": 1}]}
    page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)").fill(
        json.dumps(items)
    )
    page.get_by_label("Partition key name").fill("postId")
    page.get_by_label("Sort key name").fill("userId")
    page.get_by_role("button", name="Try it", exact=True).click()
    settle(page)
    result = page.locator("#try-result")
    expect(result).to_contain_text("succeeded", timeout=PREVIEW_TIMEOUT_MS)
    expect(page.locator(".try-keys")).to_contain_text("Posts: postId (S, partition), from its key in the request")
    expect(page.locator(".try-write-key").first).to_contain_text('postId = "p1", userId = "u2" in table Likes')
    expect(page.locator("#try-result .try-changes tr.change-changed")).to_contain_text("likes")
