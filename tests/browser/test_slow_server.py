"""The builder on a slow server (say 700 ms a request, a long way from the host).

The form previews 250 ms after the last keystroke (``input delay:250ms``), and
picking an option in a select also fires ``input``. When a structural request
(the Operation select, "+ attribute") was still in flight at that moment, the
form's old ``hx-sync="this:replace"`` let the preview abort it: the select
showed the new operation over the old operation's fields, or the click did
nothing. These tests slow the server down in the browser (``page.route``) and
check that every click and choice still lands and the output ends up current.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.conftest import ConsoleLog, expect_valid, settle, wait_for_request_json

pytestmark = pytest.mark.browser

DELAY_S = 0.7


def slowed(delay: float):
    """A route handler that holds every POST for ``delay`` seconds."""

    def handler(route: Route) -> None:
        if route.request.method == "POST":
            time.sleep(delay)  # the browser keeps running its timers meanwhile
        route.continue_()

    return handler


def test_choosing_an_operation_on_a_slow_server_is_not_lost(page: Page, live_server, console: ConsoleLog) -> None:
    page.goto(live_server.url + "/")
    page.route(live_server.url + "/", slowed(DELAY_S))  # structural re-renders only (not /preview)
    page.get_by_label("Operation").select_option("PutItem")
    # the preview that the select's input event schedules fires 250 ms later,
    # while the re-render is still on its way
    expect(page.get_by_role("group", name="Item")).to_be_visible(timeout=5_000)
    expect(page.get_by_role("group", name="Update expression")).to_have_count(0)
    expect(page.get_by_label("Operation")).to_have_value("PutItem")
    assert console.errors == [], console.errors


def test_typing_then_clicking_add_at_once_keeps_both(page: Page, live_server, console: ConsoleLog) -> None:
    page.goto(live_server.url + "/?op=PutItem")
    page.route(live_server.url + "/", slowed(0.4))
    page.route(live_server.url + "/preview", slowed(0.4))
    page.get_by_label("Table", exact=True).fill("Social")
    item = page.get_by_role("group", name="Item")
    item.get_by_label("Name", exact=True).fill("PK")
    item.get_by_label("Value", exact=True).fill("POST#a91f")
    item.get_by_role("button", name="+ attribute").click()  # well within the 250 ms
    expect(item.get_by_label("Name", exact=True)).to_have_count(2, timeout=5_000)
    expect(item.get_by_label("Value", exact=True).first).to_have_value("POST#a91f")
    settle(page)
    item.get_by_label("Name", exact=True).nth(1).fill("SK")
    item.get_by_label("Value", exact=True).nth(1).fill("A")
    page.wait_for_timeout(350)  # its preview is now on its way
    item.get_by_label("Value", exact=True).nth(1).fill("AB")  # a later edit while a preview is in flight
    expected = {"TableName": "Social", "Item": {"PK": {"S": "POST#a91f"}, "SK": {"S": "AB"}}}
    wait_for_request_json(page, expected, timeout=8)
    settle(page)
    expect_valid(page, "PutItem")
    wait_for_request_json(page, expected, timeout=1)  # and no older preview lands after it
    assert console.errors == [], console.errors
