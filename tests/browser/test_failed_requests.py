"""A request from the page that fails: the page says so where it was asked, and keeps
what was typed (static/js/builder.js "a request that fails").

htmx swaps nothing when an answer is an error (a 4xx or 5xx) or none comes (no
network): without the message the live preview, Try it, Save and the row buttons just
stopped doing anything. A form over Django's DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MB, as a
pasted request can make it) gets the server's own 413 message
(builder/middleware.py RequestTooBigMiddleware); other failures are made here with
``page.route``, and a stale CSRF token for real.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.conftest import PREVIEW_TIMEOUT_MS, expect_valid, settle, wait_for_request_json

pytestmark = pytest.mark.browser

KEPT = "What you typed is kept."


def start_put(page: Page, live_server):
    page.goto(live_server.url + "/?op=PutItem")
    page.get_by_label("Table", exact=True).fill("Social")
    item = page.get_by_role("group", name="Item")
    item.get_by_label("Name", exact=True).fill("PK")
    value = item.get_by_label("Value", exact=True)
    value.fill("POST#a91f")
    expect_valid(page, "PutItem")
    return value


def test_a_form_too_big_for_the_server_says_so_and_keeps_the_value(page: Page, live_server) -> None:
    value = start_put(page, live_server)
    big = "x" * 2_700_000  # over the 2.5 MB the server reads
    value.fill(big)
    status = page.locator("#output-status")
    expect(status).to_contain_text(
        "Not updated (413). This form is 2.6 MB, over the 2.5 MB the server takes in one request. "
        "Remove or shorten the largest values, names or paths, then try again. " + KEPT,
        timeout=3 * PREVIEW_TIMEOUT_MS,
    )
    expect(status).to_have_class("output-status stale")  # the output below is the older request's
    expect(page.locator("#output-body button.copy").first).to_be_disabled()
    assert value.evaluate("el => el.value.length") == len(big)
    assert value.evaluate("el => el.value === 'x'.repeat(2700000)")

    value.fill("POST#b")
    expect_valid(page, "PutItem")
    expect(page.locator(".request-failed")).to_have_count(0)
    wait_for_request_json(page, {"TableName": "Social", "Item": {"PK": {"S": "POST#b"}}})


def test_a_server_error_no_network_or_a_stale_token_say_so(page: Page, live_server) -> None:
    value = start_put(page, live_server)
    status = page.locator("#output-status")
    preview = live_server.url + "/preview"

    def server_error(route: Route) -> None:
        route.fulfill(status=500, content_type="text/html", body="<h1>Server Error (500)</h1>")

    page.route(preview, server_error)
    value.fill("POST#typed")
    expect(status).to_have_text(
        "Not updated (500). The server failed: try again in a moment. " + KEPT, timeout=PREVIEW_TIMEOUT_MS
    )
    expect(value).to_have_value("POST#typed")
    # the draft kept saving meanwhile
    page.wait_for_function(
        "() => (localStorage.getItem('builder-draft') || '').indexOf('POST#typed') >= 0", timeout=PREVIEW_TIMEOUT_MS
    )

    page.unroute(preview)
    page.route(preview, lambda route: route.abort("internetdisconnected"))
    value.fill("POST#offline")
    expect(status).to_have_text(
        "Not updated. The server could not be reached: check the connection, then try again. " + KEPT,
        timeout=PREVIEW_TIMEOUT_MS,
    )
    page.unroute(preview)

    # a CSRF token gone stale (a log in or out in another tab): Django's 403
    page.evaluate("document.querySelector('#builder-form [name=csrfmiddlewaretoken]').value = 'a'.repeat(64)")
    value.fill("POST#stale")
    expect(status).to_contain_text("Not updated (403). The server refused it", timeout=PREVIEW_TIMEOUT_MS)
    expect(value).to_have_value("POST#stale")

    page.reload()  # a fresh token; the address holds the last valid request
    value = page.get_by_role("group", name="Item").get_by_label("Value", exact=True)
    value.fill("POST#back")
    expect_valid(page, "PutItem")
    expect(page.locator(".request-failed")).to_have_count(0)
    wait_for_request_json(page, {"TableName": "Social", "Item": {"PK": {"S": "POST#back"}}})


def test_try_it_failing_says_so_beside_its_button(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    page.get_by_text("Try it on sample items").click()
    items = page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)")
    typed = json.dumps([{"PK": "POST#a91f", "SK": "META", "likeTally": 4}])
    items.fill(typed)
    tried = live_server.url + "/try"
    page.route(tried, lambda route: route.fulfill(status=502, content_type="text/html", body="<h1>Bad Gateway</h1>"))
    button = page.get_by_role("button", name="Try it", exact=True)
    button.click()
    message = page.locator("#try-panel .try-button + .request-failed[role=alert]")
    expect(message).to_have_text(
        "Try it: not done (502). The server failed: try again in a moment. " + KEPT, timeout=PREVIEW_TIMEOUT_MS
    )
    expect(items).to_have_value(typed)
    page.unroute(tried)
    button.click()
    settle(page)
    expect(page.locator("#try-result")).to_contain_text("succeeded", timeout=PREVIEW_TIMEOUT_MS)
    expect(page.locator(".request-failed")).to_have_count(0)
