"""Prefilled links: "Copy link" gives a URL that opens the same request; a
damaged link says so plainly and opens an empty builder."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import expect_valid, request_json

pytestmark = pytest.mark.browser

UNLIKE_REQUEST = {
    "TransactItems": [
        {
            "Delete": {
                "TableName": "Social",
                "Key": {"PK": {"S": "POST#a91f"}, "SK": {"S": "LIKE#USER#7c20"}},
                "ConditionExpression": "attribute_exists(SK)",
            }
        },
        {
            "Update": {
                "TableName": "Social",
                "Key": {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}},
                "UpdateExpression": "ADD likeTally :minusOne",
                "ExpressionAttributeValues": {":minusOne": {"N": "-1"}},
            }
        },
    ]
}


def copied_link(page: Page, context: BrowserContext, live_server, *, reverts: bool = False) -> str:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.evaluate("navigator.clipboard.writeText('')")
    # found by its place, not its name: the name changes to "Copied" for a moment
    button = page.locator(".share").get_by_role("button")
    expect(button).to_have_text("Copy link")
    button.click()
    expect(button).to_have_text("Copied")  # the button says it worked...
    link = page.evaluate("navigator.clipboard.readText()")
    if reverts:
        expect(button).to_have_text("Copy link", timeout=3_000)  # ...then goes back
    return link


def test_copy_link_round_trip(page: Page, context: BrowserContext, live_server) -> None:
    page.goto(live_server.url + "/?recipe=unlike")
    expect_valid(page, "TransactWriteItems")
    original = request_json(page)
    assert original == UNLIKE_REQUEST

    link = copied_link(page, context, live_server, reverts=True)
    assert link.startswith(live_server.url + "/?s=1."), link
    assert page.get_by_role("link", name="Link to this request").get_attribute("href") == link.removeprefix(
        live_server.url
    )

    other = context.new_page()
    other.goto(link)
    expect_valid(other, "TransactWriteItems")
    assert request_json(other) == original
    expect(other.get_by_role("alert")).to_have_count(0)
    # the form is filled in too, not only the output
    expect(other.get_by_role("group", name="Action 1 · Delete").get_by_label("Table", exact=True)).to_have_value(
        "Social"
    )
    other.close()


def test_tampered_link_says_so_and_opens_an_empty_builder(page: Page, context: BrowserContext, live_server) -> None:
    page.goto(live_server.url + "/?recipe=unlike")
    link = copied_link(page, context, live_server)
    token = link.split("?s=", 1)[1]

    page.goto(f"{live_server.url}/?s={token[: len(token) // 2]}")  # cut short, as a mail client might
    alert = page.get_by_role("alert")
    expect(alert).to_have_text(
        "This link is damaged or was cut short: its contents cannot be read. Ask for a fresh link."
    )
    # an empty builder: the default operation, nothing filled in, no output
    expect(page.get_by_label("Operation")).to_have_value("UpdateItem")
    for field in page.locator("#builder-form").locator("input[type=text], textarea").all():
        expect(field).to_have_value("")
    expect(page.locator("#code-json")).to_have_count(0)
    expect(page.get_by_role("button", name="Copy link")).to_have_count(0)

    # a link from a future version of the builder
    page.goto(f"{live_server.url}/?s=9.{token.split('.', 1)[1]}")
    expect(page.get_by_role("alert")).to_have_text("This link uses format '9', which this builder does not know.")
    expect(page.locator("#code-json")).to_have_count(0)
