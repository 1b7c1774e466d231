"""The table browser and the reconcile page in a real browser, against DynamoDB
Local: a drifted likeTally found, repaired from the builder with Run, and then
found to match; an item opened from the table page as an UpdateItem with its
key filled in. axe stays clean on both pages."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from builder import run as runner
from tests.browser.test_accessibility import assert_accessible
from tests.browser.test_run import RESULT_TIMEOUT_MS
from tests.run_support import point_at_local

pytestmark = pytest.mark.browser

POST_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}


@pytest.fixture
def social(settings, monkeypatch, dynamodb_local, ddb_client):
    """Running on, for anyone, against DynamoDB Local; the demo table with two
    likes the tally never counted."""
    runner.reset_clients()
    point_at_local(settings, monkeypatch, dynamodb_local, anonymous=True)
    try:
        ddb_client.delete_table(TableName=runner.DEMO_TABLE)
    except ddb_client.exceptions.ResourceNotFoundException:
        pass
    runner.ensure_demo(runner.RunConfig.from_settings())
    for user in ("7c20", "8d31"):
        ddb_client.put_item(
            TableName=runner.DEMO_TABLE, Item={"PK": {"S": "POST#a91f"}, "SK": {"S": f"LIKE#USER#{user}"}}
        )
    yield runner.DEMO_TABLE
    ddb_client.delete_table(TableName=runner.DEMO_TABLE)
    runner.reset_clients()


def test_find_and_repair_a_drifted_tally(page: Page, live_server, social, ddb_client) -> None:
    page.goto(f"{live_server.url}/tables/{social}/")
    items = page.locator(".browse-items tbody tr")
    expect(items).to_have_count(4)
    assert_accessible(page)

    page.get_by_role("link", name="Count the children and compare").click()
    page.get_by_role("link", name="Fill in the like example").click()
    expect(page.get_by_role("heading", name="The tally is off")).to_be_visible()
    expect(page.locator(".stored-tally")).to_have_text("0")
    expect(page.locator(".actual-count")).to_have_text("2")
    expect(page.locator(".read-units")).to_contain_text("read capacity units")
    assert_accessible(page)

    page.get_by_role("link", name="Open the repair in the builder").click()
    expect(page.locator("#output-status")).to_contain_text("UpdateItem request is valid")
    page.get_by_role("button", name="Run", exact=True).click()
    expect(page.locator("#run-result .outcome")).to_have_text("written", timeout=RESULT_TIMEOUT_MS)
    item = ddb_client.get_item(TableName=social, Key=POST_KEY, ConsistentRead=True)["Item"]
    assert item["likeTally"] == {"N": "2"}

    page.go_back()
    page.reload()
    expect(page.get_by_role("heading", name="The tally matches")).to_be_visible()
    expect(page.get_by_role("link", name="Open the repair in the builder")).to_have_count(0)


def test_open_an_item_from_the_table_page(page: Page, live_server, social) -> None:
    page.goto(f"{live_server.url}/tables/{social}/")
    page.get_by_label("PK (string): Query one partition, or leave empty to Scan").fill("VID#9f3a")
    page.get_by_role("button", name="Show items").click()
    expect(page.locator(".browse-items tbody tr")).to_have_count(1)
    page.get_by_role("link", name='Update PK = "VID#9f3a", SK = "STATS#TOTAL"').click()
    key = page.get_by_role("group", name="Key", exact=True)
    expect(key.get_by_label("Value", exact=True).first).to_have_value("VID#9f3a")
    expect(key.get_by_label("Value", exact=True).nth(1)).to_have_value("STATS#TOTAL")
    expect(page.get_by_label("Table", exact=True)).to_have_value(social)


def test_on_a_phone_the_items_scroll_in_their_box_not_the_page(page: Page, live_server, social) -> None:
    """The items table is wider than a phone: it scrolls in its own box. Each
    Get/Update/Delete link's visually-hidden words are placed absolutely; the
    box must contain them, or they widen the whole page (589 px on a 390 px
    screen before the box was given a position)."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/tables/{social}/")
    box = page.locator(".table-scroll").first
    expect(box.locator("tbody tr")).to_have_count(4)
    assert box.evaluate("e => e.scrollWidth > e.clientWidth")  # the table is wider: it scrolls, here
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0
