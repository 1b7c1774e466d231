"""Code on demand (issue 13): the page and the live preview carry the code of the
tab on show only; another tab is filled when it opens (POST /code), and its Copy
buttons copy the code of the request in the form now, never an empty or older one."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import BrowserContext, Locator, Page, expect

from builder.expr.emit import FORMATS, emit
from tests.browser.conftest import PREVIEW_TIMEOUT_MS, expect_valid, request_json, settle

pytestmark = pytest.mark.browser

OP = "TransactWriteItems"
LANGUAGES = {fmt: language for fmt, _, language in FORMATS}
MARKDOWN = re.compile(r"\A\[Open in the DynamoDB expression builder\]\([^)\s]+\)\n\n(`{3,})(\w*)\n(.*)\n\1\n\Z", re.S)


def open_like(page: Page, context: BrowserContext, live_server) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, OP)


def clear_clipboard(page: Page) -> None:
    page.evaluate("navigator.clipboard.writeText('(nothing copied)')")


def clipboard(page: Page) -> str:
    return page.evaluate("navigator.clipboard.readText()")


def copy(page: Page, button: Locator) -> str:
    clear_clipboard(page)
    expect(button).to_have_text("Copy")
    button.click()
    expect(button).to_have_text("Copied")
    return clipboard(page)


def open_tab(page: Page, name: str, fmt: str) -> Locator:
    page.get_by_role("tab", name=name, exact=True).click()
    panel = page.locator(f"#panel-{fmt}")
    expect(panel).to_be_visible()
    return panel


def hold_code_requests(page: Page) -> list:
    held: list = []
    page.route(re.compile(r"/code\?format="), lambda route: held.append(route))
    return held


def release(page: Page, held: list) -> None:
    for _ in range(100):  # the request reaches the route handler while Playwright waits
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "no request for the tab's code"
    while held:
        held.pop(0).continue_()
    page.unroute(re.compile(r"/code\?format="))


def test_tabs_not_on_show_are_filled_when_opened(page: Page, context: BrowserContext, live_server) -> None:
    open_like(page, context, live_server)
    params = request_json(page)
    # the page came with the JSON and Readable only
    for fmt in ("java", "go", "electrodb"):
        expect(page.locator(f"#panel-{fmt}")).to_have_attribute("data-lazy", fmt)
        expect(page.locator(f"#code-{fmt}")).to_have_count(0)

    panel = open_tab(page, "Java", "java")
    expect(panel.locator("#code-java")).to_be_visible()
    assert copy(page, panel.locator("button.copy")) == emit("java", OP, params)

    # a change: the preview sends the tab on show, whose code follows; the other tabs empty again
    table = page.get_by_role("group", name="Action 2 · Update").get_by_label("Table", exact=True)
    table.fill("Social2")
    table.blur()  # its "change" asks for one more preview: let it come before copying
    expect(page.locator("#code-java")).to_contain_text("Social2", timeout=PREVIEW_TIMEOUT_MS)
    settle(page)
    changed = request_json(page)
    assert changed != params and "Social2" in str(changed)
    assert copy(page, panel.locator("button.copy")) == emit("java", OP, changed)
    expect(page.locator("#panel-go")).to_have_attribute("data-lazy", "go")

    panel = open_tab(page, "Go", "go")
    text = copy(page, panel.locator("button.copy"))
    assert text == emit("go", OP, changed) and "Social2" in text

    # Copy as Markdown takes the same code
    clear_clipboard(page)
    page.locator("#output-body button[data-copy-markdown]").click()
    expect(page.locator("#output-body button[data-copy-markdown]")).to_have_text("Copied")
    m = MARKDOWN.match(clipboard(page))
    assert m and m[2] == "go" and m[3] == emit("go", OP, changed).rstrip("\n")


def test_copy_waits_for_a_tab_still_loading(page: Page, context: BrowserContext, live_server) -> None:
    open_like(page, context, live_server)
    params = request_json(page)
    held = hold_code_requests(page)
    panel = open_tab(page, "PynamoDB", "pynamodb")
    expect(panel).to_contain_text("Loading the")
    clear_clipboard(page)
    panel.locator("button.copy").click()
    page.wait_for_timeout(200)
    assert clipboard(page) == "(nothing copied)"  # nothing empty or half-loaded was copied
    release(page, held)
    expect(panel.locator("button.copy")).to_have_text("Copied")
    assert clipboard(page) == emit("pynamodb", OP, params)


def test_copy_as_markdown_waits_for_a_tab_still_loading(page: Page, context: BrowserContext, live_server) -> None:
    open_like(page, context, live_server)
    params = request_json(page)
    held = hold_code_requests(page)
    open_tab(page, "dynamodb-toolbox", "toolbox")
    clear_clipboard(page)
    button = page.locator("#output-body button[data-copy-markdown]")
    button.click()
    page.wait_for_timeout(200)
    assert clipboard(page) == "(nothing copied)"
    release(page, held)
    expect(button).to_have_text("Copied")
    m = MARKDOWN.match(clipboard(page))
    assert m, clipboard(page)
    assert m[2] == LANGUAGES["toolbox"] and m[3] == emit("toolbox", OP, params).rstrip("\n")


def test_a_change_while_a_tab_loads_is_not_lost(page: Page, context: BrowserContext, live_server) -> None:
    open_like(page, context, live_server)
    held = hold_code_requests(page)
    panel = open_tab(page, "CLI", "cli")
    table = page.get_by_role("group", name="Action 2 · Update").get_by_label("Table", exact=True)
    table.fill("Social3")  # the preview of this change waits behind the tab's request
    table.blur()
    release(page, held)
    expect(page.locator("#code-cli")).to_contain_text("Social3", timeout=PREVIEW_TIMEOUT_MS)
    settle(page)
    changed = request_json(page)
    assert "Social3" in str(changed)
    assert copy(page, panel.locator("button.copy")) == emit("cli", OP, changed)


def test_a_snippet_page_fills_a_tab_from_its_own_code_url(
    page: Page, context: BrowserContext, live_server, transactional_db
) -> None:
    """A saved snippet's page has no builder form to post: its code tabs come from
    GET <the page's code URL>?format= when they open, or before Copy."""
    from django.contrib.auth import get_user_model

    from builder import snippets as sn
    from builder.expr import render
    from builder.expr.recipes import get_recipe

    state = get_recipe("like").state
    alice = get_user_model().objects.create_user("alice", password="correct-horse-battery-staple")
    s = sn.create_snippet(alice, title="Like", description="", prepared=sn.prepare(state), visibility="link")
    params = render(state)[1]
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(f"{r.method} {r.url}") if "/code?format=" in r.url else None)
    page.goto(f"{live_server.url}/s/{s.share_slug}/")  # a visitor with the link
    expect(page.locator("#panel-java")).to_have_attribute("data-lazy", "java")
    panel = open_tab(page, "Java", "java")
    expect(panel.locator("#code-java")).to_be_visible()
    assert asked == [f"GET {live_server.url}/s/{s.share_slug}/code?format=java"]
    assert copy(page, panel.locator("button.copy")) == emit("java", OP, params)
    # another tab, filled from the same URL when it opens
    panel = open_tab(page, "Go", "go")
    expect(panel.locator("#code-go")).to_be_visible()
    assert copy(page, panel.locator("button.copy")) == emit("go", OP, params)
