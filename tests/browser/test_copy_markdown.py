""" "Copy as Markdown" in the builder's output: the link, then the request JSON
(or the code of the tab on show) in a fenced block, read back from the clipboard."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from builder.expr import render
from builder.expr.recipes import get_recipe
from builder.links import decode_state
from tests.browser.conftest import expect_valid

pytestmark = pytest.mark.browser

MARKDOWN = re.compile(
    r"\A\[Open in the DynamoDB expression builder\]\((?P<link>[^)\s]+)\)\n\n(?P<fence>`{3,})(?P<lang>\w*)\n(?P<code>.*)\n(?P=fence)\n\Z",
    re.S,
)


def copy_markdown(page: Page) -> re.Match:
    page.evaluate("navigator.clipboard.writeText('(nothing copied)')")
    button = page.locator("#output-body button[data-copy-markdown]")  # its name changes to "Copied" for a while
    expect(button).to_have_text("Copy as Markdown")
    button.click()
    expect(button).to_have_text("Copied")
    text = page.evaluate("navigator.clipboard.readText()")
    m = MARKDOWN.match(text)
    assert m, text
    return m


def test_copy_as_markdown(page: Page, context: BrowserContext, live_server) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    params = render(get_recipe("like").state)[1]

    m = copy_markdown(page)  # the JSON tab is on show
    assert m["lang"] == "json" and json.loads(m["code"]) == params
    assert m["link"].startswith(live_server.url + "/?s=1.")
    assert render(decode_state(m["link"].split("?s=", 1)[1]))[1] == params

    page.get_by_role("tab", name="Go", exact=True).click()
    m = copy_markdown(page)
    assert m["lang"] == "go"
    assert m["code"] == page.locator("#code-go").inner_text().rstrip("\n")

    page.get_by_role("tab", name="Readable", exact=True).click()  # no code of its own: the request JSON
    m = copy_markdown(page)
    assert m["lang"] == "json" and json.loads(m["code"]) == params
