"""Saved snippets in a real browser: nothing a user typed ever executes, and
the whole flow: sign up, build, save, share the link, open it in a fresh
browser context as a visitor, open it in the builder, fork after logging in."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Browser, Page, expect

from builder import snippets as sn
from builder.expr import migrate, render
from builder.expr.recipes import get_recipe
from builder.models import Membership, Snippet, Team
from tests.browser.conftest import PREVIEW_TIMEOUT_MS, expect_valid, request_json, settle

pytestmark = pytest.mark.browser

PASSWORD = "correct-horse-battery-staple"
XSS_TITLE = "<img src=x onerror=window.__pwned=1>"
XSS_DESCRIPTION = "<script>window.__pwned=2</script><b onmouseover=window.__pwned=3>hover</b>"
XSS_TEAM = "<svg onload=window.__pwned=4>"
XSS_NAME = "<img src=y onerror=window.__pwned=5>"
XSS_VALUE = "</code></pre><img src=z onerror=window.__pwned=6>"


def assert_not_pwned(page: Page, where: str) -> None:
    page.wait_for_load_state("load")
    settle(page)
    assert page.evaluate("typeof window.__pwned") == "undefined", f"script ran on {where}"
    # and the markup is text: no element was made from what the user typed
    assert page.locator("img[src=x], img[src=y], img[src=z], svg[onload], b[onmouseover]").count() == 0, where


def log_in(page: Page, base: str, username: str) -> None:
    page.goto(base + "/accounts/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.locator(".account-name")).to_have_text(username)


def test_nothing_users_type_executes(page: Page, browser: Browser, live_server, transactional_db) -> None:
    alice = get_user_model().objects.create_user("alice", password=PASSWORD)
    team = Team.objects.create(name=XSS_TEAM)
    Membership.objects.create(team=team, user=alice, role="owner")
    state = get_recipe("exact_counter").state | {
        "update": [
            {"action": "SET", "path": "play_count", "value": {"type": "N", "value": "42"}},
            {"action": "SET", "path": [XSS_NAME], "value": {"type": "S", "value": XSS_VALUE}},
        ]
    }
    s = sn.create_snippet(
        alice, title=XSS_TITLE, description=XSS_DESCRIPTION, prepared=sn.prepare(state), team=team, visibility="link"
    )
    base = live_server.url
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))

    log_in(page, base, "alice")
    for path in (
        "/snippets/",
        "/snippets/?q=onerror",
        "/teams/",
        f"/teams/{team.pk}/",
        f"/snippets/{s.pk}/",
        f"/snippets/{s.pk}/history/",
        f"/snippets/{s.pk}/fork/",
        f"/snippets/{s.pk}/delete/",
        f"/s/{s.share_slug}/",
        f"/?snippet={s.pk}",
    ):
        page.goto(base + path)
        assert_not_pwned(page, path)
    # the text is there, as text
    page.goto(base + f"/snippets/{s.pk}/")
    expect(page.locator("h1.snippet-title")).to_have_text(XSS_TITLE)
    expect(page.locator(".snippet-description")).to_contain_text(XSS_DESCRIPTION)
    assert XSS_VALUE in (page.locator("#code-json").text_content() or "")

    # saving from the builder (an htmx swap of the Save panel) with a hostile title
    page.goto(base + f"/?snippet={s.pk}")
    expect_valid(page, "UpdateItem")
    page.get_by_label("Title").fill(XSS_TITLE + " again")
    page.get_by_role("button", name="Save version 2").click()
    expect(page.locator("#save-panel")).to_contain_text("Saved version 2.", timeout=PREVIEW_TIMEOUT_MS)
    assert_not_pwned(page, "save panel after saving")
    # a conflict (a stale second save) renders both versions: still nothing runs
    Snippet.objects.filter(pk=s.pk).update(version=3, title=XSS_TITLE + " theirs")
    page.get_by_role("button", name="Save version 3").click()
    expect(page.locator("#save-panel")).to_contain_text(
        "Not saved: someone else saved this snippet first.", timeout=PREVIEW_TIMEOUT_MS
    )
    assert_not_pwned(page, "conflict panel")

    # a visitor with the share link, in a fresh context
    visitor = browser.new_context()
    other = visitor.new_page()
    other.goto(base + f"/s/{s.share_slug}/")
    assert_not_pwned(other, "shared page, anonymous")
    visitor.close()
    assert not errors, errors


def test_sign_up_build_save_share_open_fork(page: Page, browser: Browser, live_server, transactional_db) -> None:
    base = live_server.url
    # sign up
    page.goto(base + "/accounts/signup/")
    page.get_by_label("Username").fill("alice")
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill(PASSWORD)
    page.get_by_role("button", name="Sign up").click()
    expect(page.locator(".account-name")).to_have_text("alice")

    # build: start from a recipe, change the table
    page.goto(base + "/?recipe=exact_counter")
    expect_valid(page, "UpdateItem")
    page.locator("#builder-form").get_by_label("Table", exact=True).fill("Plays")
    expected = render(get_recipe("exact_counter").state | {"table": "Plays"})[1]
    page.wait_for_function(
        "() => (document.getElementById('code-json') || {}).textContent?.includes('\"Plays\"')",
        timeout=PREVIEW_TIMEOUT_MS,
    )
    assert request_json(page) == expected

    # save, shared with anyone who has the link, without leaving the builder
    panel = page.locator("#save-panel")
    panel.locator("summary").click()
    panel.get_by_label("Title").fill("Play counter")
    panel.get_by_label("Description").fill("Exact, guarded by a condition")
    panel.get_by_label("Who can see it").select_option("link")
    panel.get_by_role("button", name="Save", exact=True).click()
    expect(panel).to_contain_text("Saved as a new snippet, version 1.", timeout=PREVIEW_TIMEOUT_MS)
    snippet = Snippet.objects.get()
    assert (snippet.title, snippet.owner.username, snippet.visibility) == ("Play counter", "alice", "link")
    assert snippet.state["table"] == "Plays"
    expect(page).to_have_url(re.compile(rf"/\?snippet={snippet.pk}$"))  # a reload keeps editing it
    assert request_json(page) == expected  # still in the builder, work in place
    share_link = panel.locator(".saved-share-link").get_attribute("href")
    assert share_link == f"/s/{snippet.share_slug}/"

    # the link in a fresh browser context: an anonymous visitor
    visitor = browser.new_context()
    other = visitor.new_page()
    other.goto(base + share_link)
    expect(other.locator("h1")).to_have_text("Play counter")
    assert request_json(other) == expected
    expect(other.locator("form#builder-form")).to_have_count(0)  # read only

    # open in builder
    other.get_by_role("link", name="Open in builder").click()
    expect_valid(other, "UpdateItem")
    assert request_json(other) == expected
    expect(other.locator("#builder-form").get_by_label("Table", exact=True)).to_have_value("Plays")

    # fork, after logging in (here: signing up, from the "Log in to fork" link)
    other.goto(base + share_link)
    other.get_by_role("link", name="Log in to fork").click()
    other.get_by_role("link", name="Sign up").last.click()
    other.get_by_label("Username").fill("bob")
    other.get_by_label("Password", exact=True).fill(PASSWORD)
    other.get_by_label("Password confirmation").fill(PASSWORD)
    other.get_by_role("button", name="Sign up").click()
    expect(other).to_have_url(base + share_link)  # back where the visitor was
    other.get_by_role("link", name="Fork into my snippets").click()
    other.get_by_label("Title").fill("Bob's play counter")
    other.get_by_role("button", name="Fork").click()
    expect(other.locator("h1")).to_have_text("Bob's play counter")
    fork = Snippet.objects.get(title="Bob's play counter")
    assert (fork.owner.username, fork.forked_from_id, fork.state) == ("bob", snippet.pk, snippet.state)
    assert request_json(other) == expected
    visitor.close()

    # the original is untouched
    snippet.refresh_from_db()
    assert (snippet.version, snippet.owner.username) == (1, "alice")


def test_log_in_to_save_comes_back_to_the_same_request(page: Page, live_server, transactional_db) -> None:
    base = live_server.url
    page.goto(base + "/?recipe=exact_counter")
    expect_valid(page, "UpdateItem")
    page.locator("#builder-form").get_by_label("Table", exact=True).fill("Unsaved")
    expected = render(get_recipe("exact_counter").state | {"table": "Unsaved"})[1]
    page.wait_for_function(
        "() => (document.getElementById('code-json') || {}).textContent?.includes('\"Unsaved\"')",
        timeout=PREVIEW_TIMEOUT_MS,
    )
    panel = page.locator("#save-panel")
    panel.locator("summary").click()
    panel.get_by_role("button", name="Log in to save").click()
    expect(page).to_have_url(re.compile(r"/accounts/login/\?next="))
    page.locator("main").get_by_role("link", name="Sign up").click()  # no account yet: next is kept
    page.get_by_label("Username").fill("carol")
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Password confirmation").fill(PASSWORD)
    page.get_by_role("button", name="Sign up").click()
    expect(page).to_have_url(re.compile(r"/\?s=1\."))
    expect_valid(page, "UpdateItem")
    assert request_json(page) == expected
    # and now it saves
    panel = page.locator("#save-panel")
    panel.locator("summary").click()
    panel.get_by_label("Title").fill("Saved after signing up")
    panel.get_by_role("button", name="Save", exact=True).click()
    expect(panel).to_contain_text("Saved as a new snippet, version 1.", timeout=PREVIEW_TIMEOUT_MS)
    assert Snippet.objects.get().state["table"] == "Unsaved"


def test_snippet_pages_are_accessible(page: Page, live_server, transactional_db) -> None:
    from tests.browser.test_accessibility import assert_accessible

    alice = get_user_model().objects.create_user("alice", password=PASSWORD)
    team = Team.objects.create(name="Blue")
    Membership.objects.create(team=team, user=alice, role="owner")
    s = sn.create_snippet(
        alice,
        title="Play counter",
        description="Exact",
        prepared=sn.prepare(get_recipe("exact_counter").state),
        team=team,
        visibility="link",
    )
    sn.update_snippet(
        s.pk,
        1,
        alice,
        title="Play counter",
        description="Exact",
        prepared=sn.prepare(get_recipe("like").state),
        team_id=team.pk,
        visibility="link",
    )
    base = live_server.url
    for path in ("/accounts/login/", "/accounts/signup/", f"/s/{s.share_slug}/"):
        page.goto(base + path)
        assert_accessible(page)
    log_in(page, base, "alice")
    for path in (
        "/snippets/",
        "/teams/",
        f"/teams/{team.pk}/",
        f"/snippets/{s.pk}/",
        f"/snippets/{s.pk}/history/",
        f"/snippets/{s.pk}/fork/",
        f"/snippets/{s.pk}/delete/",
    ):
        page.goto(base + path)
        assert_accessible(page)
    page.goto(base + f"/?snippet={s.pk}")
    expect_valid(page, "TransactWriteItems")
    assert_accessible(page)
    Snippet.objects.filter(pk=s.pk).update(version=3)  # someone saves meanwhile: the conflict panel
    page.get_by_role("button", name="Save version 3").click()
    expect(page.locator("#save-panel")).to_contain_text("Not saved", timeout=PREVIEW_TIMEOUT_MS)
    assert_accessible(page)


def test_save_works_without_javascript(browser: Browser, live_server, transactional_db) -> None:
    """The Save panel's fields belong to the builder's form (form="builder-form")
    and its button posts there (formaction): a plain POST carries both."""
    get_user_model().objects.create_user("dora", password=PASSWORD)
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    base = live_server.url
    log_in(page, base, "dora")
    page.goto(base + "/?recipe=exact_counter")
    panel = page.locator("#save-panel")
    panel.locator("summary").click()
    panel.get_by_label("Title").fill("Saved with JavaScript off")
    panel.get_by_role("button", name="Save", exact=True).click()
    snippet = Snippet.objects.get()
    expect(page).to_have_url(f"{base}/?snippet={snippet.pk}")
    expect(page.locator(".messages")).to_contain_text("Saved as a new snippet, version 1.")
    assert snippet.state == migrate(get_recipe("exact_counter").state)  # stored at the current version
    # and a second save updates it, from the version the page carries
    panel = page.locator("#save-panel")
    panel.get_by_label("Title").fill("Second version")
    panel.get_by_role("button", name="Save version 2").click()
    expect(page.locator(".messages")).to_contain_text("Saved version 2.")
    snippet.refresh_from_db()
    assert (snippet.version, snippet.title) == (2, "Second version")
    context.close()


def test_on_a_phone_the_snippet_and_team_tables_scroll_in_their_box(page: Page, live_server, transactional_db) -> None:
    """The lists are wider than a phone: each scrolls in a box of its own (which
    a keyboard can reach), and the page itself does not widen. Before, the
    snippet list made a 390 px page 579 px wide, a long title one word a line."""
    alice = get_user_model().objects.create_user("alice", password=PASSWORD)
    team = Team.objects.create(name="A team with a long enough name")
    Membership.objects.create(team=team, user=alice, role="owner")
    sn.create_snippet(
        alice,
        title="A very long snippet title that goes on and on " * 2,
        description="",
        prepared=sn.prepare(get_recipe("like").state),
        team=team,
        visibility="team",
    )
    page.set_viewport_size({"width": 390, "height": 844})
    log_in(page, live_server.url, "alice")
    for path, region in (
        ("/snippets/", "Snippet list"),
        ("/teams/", "Your teams"),
        (f"/teams/{team.pk}/", "Team members"),
    ):
        page.goto(live_server.url + path)
        box = page.get_by_role("region", name=region)
        expect(box.locator("table")).to_be_visible()
        assert box.get_attribute("tabindex") == "0", path
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{path}: the page is {overflow} px wider than the screen"
    page.goto(live_server.url + "/snippets/")
    title = page.locator("table.snippets tbody td").first.bounding_box()
    assert title is not None and title["width"] >= 150  # a column that reads, not a word a line
