"""Issue 16 in a real browser: the address bar keeps the request (Reload, Back,
Log in), a local draft comes back into an empty builder, focus lands on a new
row, stale output cannot be copied, long lines wrap on request, "Build
request" is for no-JS only, Enter adds no newline to a one-line value, and the
header's links are big enough to tap on a phone."""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Browser, Page, expect

from builder.expr.recipes import get_recipe
from tests.browser.conftest import (
    PREVIEW_TIMEOUT_MS,
    ConsoleLog,
    click_swap,
    expect_valid,
    request_json,
    settle,
    swap,
    wait_for_request_json,
)

pytestmark = pytest.mark.browser

LINK_URL = re.compile(r"/\?s=1\.[A-Za-z0-9_-]+$")
PASSWORD = "correct-horse-battery-staple"
GET_POST = {"TableName": "Social", "Key": {"PK": {"S": "POST#a91f"}}}


def key_group(page: Page):
    return page.get_by_role("group", name="Key", exact=True)


def build_get_item(page: Page, base: str) -> dict:
    """A GetItem typed into the builder by hand; its request JSON."""
    page.goto(base + "/?op=GetItem")
    page.get_by_label("Table", exact=True).fill("Social")
    key_group(page).get_by_label("Name", exact=True).fill("PK")
    key_group(page).get_by_label("Value", exact=True).fill("POST#a91f")
    return wait_for_request_json(page, GET_POST)


def next_of(href: str) -> str:
    return parse_qs(urlsplit(href).query)["next"][0]


def here(page: Page) -> str:
    parts = urlsplit(page.url)
    return parts.path + ("?" + parts.query if parts.query else "")


# --------------------------------------------------------------------------
# The address bar
# --------------------------------------------------------------------------
def test_reload_back_and_log_in_keep_the_request(page: Page, live_server, transactional_db) -> None:
    console = ConsoleLog(page)
    get_user_model().objects.create_user("ada", password=PASSWORD)
    base = live_server.url
    built = build_get_item(page, base)
    expect(page).to_have_url(LINK_URL, timeout=PREVIEW_TIMEOUT_MS)  # the preview replaced the address
    link = here(page)
    assert page.get_by_role("link", name="Link to this request").get_attribute("href") == link
    # the header's links carry it
    for name in ("Log in", "Sign up"):
        expect(page.get_by_role("link", name=name, exact=True)).to_have_attribute("href", re.compile(r"next="))
        assert next_of(page.get_by_role("link", name=name, exact=True).get_attribute("href")) == link

    page.reload()
    expect_valid(page, "GetItem")
    assert request_json(page) == built
    expect(page.get_by_label("Table", exact=True)).to_have_value("Social")

    page.goto(base + "/recipes/")
    page.go_back()
    expect_valid(page, "GetItem")
    assert request_json(page) == built

    # a jump within the page (#output), then Back: the page stays as it is, edits and all
    page.evaluate("window.__same_page = true")
    key_group(page).get_by_label("Value", exact=True).fill("POST#b000")
    wait_for_request_json(page, {"TableName": "Social", "Key": {"PK": {"S": "POST#b000"}}})
    page.get_by_label("Table", exact=True).fill("")  # a problem: the address keeps POST#b000's link
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    page.evaluate("location.hash = 'output'")
    page.go_back()
    page.wait_for_timeout(500)
    assert page.evaluate("window.__same_page === true"), "Back from #output reloaded the page"
    expect(page.get_by_label("Table", exact=True)).to_have_value("")
    page.get_by_label("Table", exact=True).fill("Social")
    wait_for_request_json(page, {"TableName": "Social", "Key": {"PK": {"S": "POST#b000"}}})
    built = request_json(page)
    expect(page).to_have_url(LINK_URL, timeout=PREVIEW_TIMEOUT_MS)
    link = here(page)

    # a history entry the page replaced, left and come back to: still the same request
    page.get_by_role("link", name="Log in", exact=True).click()
    page.get_by_label("Username").fill("ada")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.locator(".account-name")).to_have_text("ada")
    assert here(page) == link
    expect_valid(page, "GetItem")
    assert request_json(page) == built
    assert console.errors == []


def test_every_edit_moves_the_address_but_an_invalid_one_keeps_the_last_link(page: Page, live_server) -> None:
    build_get_item(page, live_server.url)
    expect(page).to_have_url(LINK_URL, timeout=PREVIEW_TIMEOUT_MS)
    first = here(page)
    key_group(page).get_by_label("Value", exact=True).fill("POST#b000")
    wait_for_request_json(page, {"TableName": "Social", "Key": {"PK": {"S": "POST#b000"}}})
    expect(page).not_to_have_url(live_server.url + first, timeout=PREVIEW_TIMEOUT_MS)
    second = here(page)
    assert LINK_URL.search(second)
    # a structural edit (the server re-renders the form) replaces it too
    click_swap(page, page.get_by_role("button", name="+ key attribute"))
    page.locator("[name=key-1-name]").fill("SK")
    page.locator("[name=key-1-value]").fill("META")
    wait_for_request_json(page, {"TableName": "Social", "Key": {"PK": {"S": "POST#b000"}, "SK": {"S": "META"}}})
    expect(page).not_to_have_url(live_server.url + second, timeout=PREVIEW_TIMEOUT_MS)
    third = here(page)
    assert LINK_URL.search(third)
    # a request with problems: the address keeps the last valid link
    page.get_by_label("Table", exact=True).fill("")
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    settle(page)
    assert here(page) == third


# --------------------------------------------------------------------------
# The draft
# --------------------------------------------------------------------------
def draft_saved(page: Page, text: str) -> None:
    page.wait_for_function(
        "t => (localStorage.getItem('builder-draft') || '').includes(t)", arg=text, timeout=PREVIEW_TIMEOUT_MS
    )


def test_a_draft_comes_back_into_an_empty_builder_only(page: Page, live_server) -> None:
    base = live_server.url
    page.goto(base + "/")
    page.get_by_label("Table", exact=True).fill("Drafts")
    key_group(page).get_by_label("Name", exact=True).fill("id")  # no value yet: invalid, no link
    draft_saved(page, "Drafts")
    assert here(page) == "/"

    # a link, a recipe, an operation: never overridden by the draft
    page.goto(base + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    page.wait_for_timeout(500)
    expect(page.locator("#draft-notice")).to_be_hidden()
    assert get_recipe("like").state["actions"][0]["table"] == "Social"
    expect(page.get_by_label("Table", exact=True).first).to_have_value("Social")
    page.goto(base + "/?op=Query")
    page.wait_for_timeout(500)
    expect(page.get_by_label("Table", exact=True)).to_have_value("")

    # the empty builder: the draft, with a way out
    page.goto(base + "/")
    expect(page.locator("#draft-notice")).to_be_visible(timeout=PREVIEW_TIMEOUT_MS)
    expect(page.get_by_label("Table", exact=True)).to_have_value("Drafts")
    expect(key_group(page).get_by_label("Name", exact=True)).to_have_value("id")
    with page.expect_navigation():
        page.get_by_role("button", name="Discard it and start afresh").click()
    page.wait_for_timeout(500)
    expect(page.get_by_label("Table", exact=True)).to_have_value("")
    expect(page.locator("#draft-notice")).to_be_hidden()
    assert page.evaluate("localStorage.getItem('builder-draft')") is None


# --------------------------------------------------------------------------
# Focus after a row action
# --------------------------------------------------------------------------
def active_name(page: Page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.getAttribute('name')")


def test_enter_on_add_focuses_the_new_row_and_removal_focuses_the_next_control(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=GetItem")
    click_swap(page, page.get_by_role("button", name="+ key attribute"))  # the mouse
    page.wait_for_function("() => document.activeElement && document.activeElement.name === 'key-1-name'")
    for expected in ("key-2-name", "key-3-name"):  # the keyboard
        page.get_by_role("button", name="+ key attribute").focus()
        with swap(page):
            page.keyboard.press("Enter")
        page.wait_for_function(
            "n => document.activeElement && document.activeElement.name === n", arg=expected, timeout=PREVIEW_TIMEOUT_MS
        )
    assert active_name(page) == "key-3-name"
    page.keyboard.type("typed-after-enter")
    expect(page.locator("[name=key-3-name]")).to_have_value("typed-after-enter")

    # remove row 2 of 4: the row that took its place gets the focus
    page.locator("[name=key-1-name]").fill("second")
    page.locator("[name=key-2-name]").fill("third")
    settle(page)
    click_swap(page, page.get_by_role("button", name="Remove key row 2"))
    page.wait_for_function("() => document.activeElement && document.activeElement.name === 'key-1-name'")
    expect(page.locator("[name=key-1-name]")).to_have_value("third")
    # remove the last row: the "+ key attribute" button
    click_swap(page, page.get_by_role("button", name="Remove key row 3"))
    page.wait_for_function("() => document.activeElement && document.activeElement.value === 'add:key'")


def test_moving_an_action_keeps_focus_on_its_arrow(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    click_swap(page, page.get_by_role("button", name="Move action 2 up"))
    # action 2 is now action 1: its up arrow is disabled, so focus is on its down arrow
    page.wait_for_function("() => document.activeElement && document.activeElement.value === 'down:act-0'")
    expect(page.get_by_role("group", name="Action 1 · Update")).to_be_visible()


# --------------------------------------------------------------------------
# Stale output, wrapping, Build request, Enter
# --------------------------------------------------------------------------
def test_copy_is_disabled_while_the_output_is_out_of_date(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    copies = page.locator("#output-body button.copy")
    assert copies.count() >= 3
    for i in range(copies.count()):
        expect(copies.nth(i)).to_be_enabled()
    liked_at = page.get_by_role("group", name="Item").get_by_label("Value", exact=True).nth(2)
    liked_at.fill("twelve")
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    for i in range(copies.count()):
        expect(copies.nth(i)).to_be_disabled()
    liked_at.fill("12")
    expect_valid(page, "TransactWriteItems")
    for i in range(copies.count()):
        expect(copies.nth(i)).to_be_enabled()


def test_wrap_long_lines_is_a_remembered_toggle(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    toggle = page.get_by_role("button", name="Wrap long lines")
    code = page.locator("#code-json").locator("xpath=..")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert code.evaluate("e => getComputedStyle(e).whiteSpace") == "pre"
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert code.evaluate("e => getComputedStyle(e).whiteSpace") == "pre-wrap"
    page.reload()
    expect_valid(page, "TransactWriteItems")
    expect(page.get_by_role("button", name="Wrap long lines")).to_have_attribute("aria-pressed", "true")
    assert page.locator("#code-json").locator("xpath=..").evaluate("e => getComputedStyle(e).whiteSpace") == "pre-wrap"
    page.get_by_role("button", name="Wrap long lines").click()
    assert page.locator("#code-json").locator("xpath=..").evaluate("e => getComputedStyle(e).whiteSpace") == "pre"


def test_build_request_is_for_pages_without_javascript(page: Page, browser: Browser, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    expect(page.get_by_role("button", name="Build request")).to_be_hidden()
    context = browser.new_context(java_script_enabled=False)
    try:
        nojs = context.new_page()
        nojs.goto(live_server.url + "/?recipe=like")
        expect(nojs.get_by_role("button", name="Build request")).to_be_visible()
    finally:
        context.close()


def test_enter_adds_no_newline_to_a_one_line_value_and_submits_nothing(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?op=GetItem")
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url) if r.method == "POST" else None)
    page.get_by_label("Table", exact=True).fill("Social")
    key_group(page).get_by_label("Name", exact=True).fill("PK")
    value = key_group(page).get_by_label("Value", exact=True)
    value.fill("POST#a91f")
    value.press("Enter")
    expect(value).to_have_value("POST#a91f")
    value.press("Shift+Enter")  # a one-line input (issue 16): no newline at all
    expect(value).to_have_value("POST#a91f")
    assert value.evaluate("el => el.tagName") == "INPUT"
    table = page.get_by_label("Table", exact=True)
    table.press("Enter")  # no implicit submit (it would "Load" an empty paste)
    wait_for_request_json(page, GET_POST)
    settle(page)
    assert all(not u.rstrip("/").endswith(live_server.url) for u in requests), requests  # only /preview
    expect(page.locator("#e-paste-text")).to_be_hidden()


# --------------------------------------------------------------------------
# Try it, and the phone
# --------------------------------------------------------------------------
def test_try_it_shows_an_attribute_table_and_the_output_stops_being_sticky(page: Page, live_server) -> None:
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(live_server.url + "/?recipe=like")
    output = page.locator("#output")
    assert output.evaluate("e => getComputedStyle(e).position") == "sticky"
    page.get_by_text("Try it on sample items").click()
    page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)").fill(
        json.dumps([{"PK": "POST#a91f", "SK": "META", "likeTally": 4}])
    )
    page.get_by_role("button", name="Try it", exact=True).click()
    expect(page.locator("#try-result")).to_contain_text("succeeded", timeout=PREVIEW_TIMEOUT_MS)
    changed = page.locator(".try-changes tr.change-changed")
    expect(changed).to_have_count(1)
    expect(changed.locator("th")).to_have_text("likeTally")
    expect(changed.locator("td")).to_have_text(["4", "5"])
    expect(page.locator(".try-write-key").first).to_have_text('Key PK = "POST#a91f", SK = "LIKE#USER#7c20"')
    assert output.evaluate("e => getComputedStyle(e).position") == "static"


def test_header_links_are_big_enough_to_tap_on_a_phone(page: Page, live_server, transactional_db) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    for path in ("/", "/recipes/"):
        page.goto(live_server.url + path)
        targets = page.locator(".site-header a, .site-header button")
        assert targets.count() >= 5
        for i in range(targets.count()):
            box = targets.nth(i).bounding_box()
            name = targets.nth(i).inner_text()
            assert box is not None, name
            assert box["height"] >= 44 and box["width"] >= 44, f"{path}: {name!r} is {box['width']}x{box['height']}"
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0
    # signed in: the account's links and the Log out button too
    get_user_model().objects.create_user("ada", password=PASSWORD, is_staff=True)
    page.goto(live_server.url + "/accounts/login/")
    page.get_by_label("Username").fill("ada")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.locator(".account-name")).to_have_text("ada")
    targets = page.locator(".site-header a, .site-header button")
    assert targets.count() >= 7  # Builder, Recipes, Snippets, Teams, Admin, Log out, the site name
    for i in range(targets.count()):
        box = targets.nth(i).bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, (targets.nth(i).inner_text(), box)
