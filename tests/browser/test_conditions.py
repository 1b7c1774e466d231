"""A nested condition built through the page: AND, an OR group, and NOT.

DeleteItem on Social with
    attribute_exists(PK) AND (NOT status = "gone" OR size(tags) > 3)
made only with the Condition selects, "+ AND condition", "+ group",
"+ condition", a ✕ and the NOT checkbox.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import choose, click_swap, expect_valid, wait_for_request_json

pytestmark = pytest.mark.browser


def test_nested_condition_with_or_and_not(page: Page, live_server) -> None:
    page.goto(live_server.url + "/")
    choose(page, page.get_by_label("Operation"), "DeleteItem")
    page.get_by_label("Table", exact=True).fill("Social")
    key = page.get_by_role("group", name="Key")
    key.get_by_label("Name", exact=True).fill("PK")
    key.get_by_label("Value", exact=True).fill("POST#a91f")

    condition = page.get_by_role("group", name="Condition expression")
    root = condition.locator(".cond").first

    # attribute_exists(PK)
    choose(page, condition.get_by_label("Condition", exact=True), "attribute_exists")
    condition.get_by_label("Path", exact=True).fill("PK")

    # "+ AND condition" turns it into an AND group with a second, empty comparison
    click_swap(page, condition.get_by_role("button", name="+ AND condition"))
    expect(root).to_have_class(r"cond cond-group cond-and")
    expect(root.locator(":scope > .cond-children > .cond")).to_have_count(2)

    # "+ group" adds an OR group; the spare comparison is removed with its ✕
    click_swap(page, root.locator(":scope > .row-actions").get_by_role("button", name="+ group"))
    children = root.locator(":scope > .cond-children > .cond")
    expect(children).to_have_count(3)
    expect(children.nth(2)).to_have_class(r"cond cond-group cond-or")
    click_swap(page, children.nth(1).locator(":scope > .cond-head").get_by_role("button", name="Remove this condition"))
    expect(children).to_have_count(2)
    or_group = children.nth(1)
    expect(or_group).to_have_class(r"cond cond-group cond-or")

    # a second member for the OR group
    click_swap(page, or_group.locator(":scope > .row-actions").get_by_role("button", name="+ condition"))
    members = or_group.locator(":scope > .cond-children > .cond")
    expect(members).to_have_count(2)
    expect(or_group.locator(":scope > .cond-children > .joiner")).to_have_text("OR")

    # NOT status = "gone"
    first = members.nth(0)
    first.get_by_label("NOT", exact=True).check()
    first.get_by_label("Path", exact=True).fill("status")
    first.get_by_label("Value", exact=True).fill("gone")

    # size(tags) > 3
    second = members.nth(1)
    choose(page, second.get_by_label("Condition", exact=True), ">")
    choose(page, second.get_by_label("left", exact=True), "size")
    second.get_by_label("Path", exact=True).fill("tags")
    choose(page, second.get_by_label("Type", exact=True), "N")
    second.get_by_label("Value", exact=True).fill("3")

    expect(first.get_by_label("NOT", exact=True)).to_be_checked()  # survived the re-renders
    wait_for_request_json(
        page,
        {
            "TableName": "Social",
            "Key": {"PK": {"S": "POST#a91f"}},
            "ConditionExpression": "attribute_exists(PK) AND (NOT #status = :status OR size(tags) > :tagsSize)",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": {":status": {"S": "gone"}, ":tagsSize": {"N": "3"}},
        },
    )
    expect_valid(page, "DeleteItem")
    readable = page.locator("#panel-readable")
    expect(readable).to_contain_text('attribute_exists(PK) AND (NOT status = "gone" OR size(tags) > 3)')
