"""With JavaScript off the builder still works: plain form posts and full pages.

The row buttons are named submit buttons (``_action=add:item``...), "Build
request" posts the whole form, and the output shows every format stacked
(no tabs), each under its own heading.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from builder.expr.emit import FORMATS, emit

pytestmark = pytest.mark.browser

FORMAT_HEADINGS = [
    "Request JSON",
    "Expressions, placeholders resolved",
    "AWS CLI",
    "Python (boto3 client)",
    "Python (boto3 Table resource)",
    "JavaScript (SDK v3 client)",
    "JavaScript (SDK v3 DocumentClient)",
    "Java (SDK 2.x)",
    "Go (SDK v2)",
    # issue 14's targets
    "PartiQL (boto3 execute_statement)",
    "Python (PynamoDB 6.1)",
    "JavaScript (dynamodb-toolbox v2)",
    "JavaScript (ElectroDB 3)",
]


@pytest.fixture
def nojs(browser: Browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    yield page
    context.close()


def submit(page: Page, button_name: str, scope=None) -> None:
    """Press a submit button and wait for the full page that comes back."""
    with page.expect_navigation():
        (scope or page).get_by_role("button", name=button_name, exact=True).click()


def test_builder_without_javascript(nojs: Page, live_server) -> None:
    page = nojs
    page.goto(live_server.url + "/")

    # switching operation: choose it, then press Build request
    page.get_by_label("Operation").select_option("PutItem")
    submit(page, "Build request")
    expect(page.get_by_label("Operation")).to_have_value("PutItem")
    item = page.get_by_role("group", name="Item")
    expect(item).to_be_visible()
    # nothing was filled in yet: the page says what is missing
    expect(page.locator("#output-status")).to_contain_text("Out of date")

    page.get_by_label("Table", exact=True).fill("Social")
    item.get_by_label("Name", exact=True).fill("PK")
    item.get_by_label("Value", exact=True).fill("POST#a91f")

    # add two rows, fill them, remove the middle one
    submit(page, "+ attribute", item)
    submit(page, "+ attribute", item)
    names = item.get_by_label("Name", exact=True)
    values = item.get_by_label("Value", exact=True)
    expect(names).to_have_count(3)
    expect(values.first).to_have_value("POST#a91f")  # what was typed came back
    names.nth(1).fill("draft")
    values.nth(1).fill("to be removed")
    names.nth(2).fill("SK")
    values.nth(2).fill("META")
    submit(page, "Remove item row 2", item)
    expect(names).to_have_count(2)
    expect(names.nth(1)).to_have_value("SK")
    expect(values.nth(1)).to_have_value("META")

    submit(page, "Build request")
    expect(page.locator("#output-status")).to_contain_text("PutItem request is valid")
    expect(page.locator("#code-json")).to_have_text(
        '{\n  "TableName": "Social",\n  "Item": {\n    "PK": {\n      "S": "POST#a91f"\n    },\n'
        '    "SK": {\n      "S": "META"\n    }\n  }\n}'
    )

    # every output shows, stacked, each under a visible heading; no tab list
    expect(page.get_by_role("tablist")).to_be_hidden()
    headings = page.locator("#output-body").get_by_role("heading", level=3)
    assert headings.all_inner_texts() == FORMAT_HEADINGS
    for heading in headings.all():
        expect(heading).to_be_visible()
    tops = []
    for panel in page.locator("#output-body .panel").all():
        expect(panel).to_be_visible()
        box = panel.bounding_box()
        assert box and box["height"] > 0
        tops.append(box["y"])
    assert len(tops) == len(FORMAT_HEADINGS)
    assert tops == sorted(tops) and len(set(tops)) == len(tops), f"panels not one under another: {tops}"
    # the link works without JavaScript; Copy buttons (which need it) are not offered
    expect(page.get_by_role("link", name="Link to this request")).to_be_visible()
    expect(page.get_by_role("button", name="Copy link")).to_be_hidden()
    expect(page.locator("#output-body").get_by_role("button", name="Copy")).to_have_count(0)

    # each code format comes without its code, and a button that asks for it
    for fmt, label, _ in FORMATS:
        panel = page.locator(f"#panel-{fmt}")
        expect(panel.locator("pre")).to_have_count(0)
        expect(panel.get_by_role("button", name=f"Show the {label} code", exact=True)).to_be_visible()
    params = json.loads(page.locator("#code-json").text_content())
    submit(page, "Show the Go (SDK v2) code")
    assert page.url.endswith("/#panel-go")
    expect(page.locator("#output-status")).to_contain_text("PutItem request is valid")
    assert page.locator("#code-go").text_content() == emit("go", "PutItem", params)
    assert json.loads(page.locator("#code-json").text_content()) == params  # the form came back as it was
    expect(page.locator("#panel-java pre")).to_have_count(0)
    submit(page, "Show the Java (SDK 2.x) code")
    assert page.locator("#code-java").text_content() == emit("java", "PutItem", params)
