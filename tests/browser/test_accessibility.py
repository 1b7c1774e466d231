"""axe-core on every screen: no "serious" or "critical" violations.

axe-core comes from node_modules (npm ``axe-core``). It is injected with
``page.evaluate(source)``: the strict Content-Security-Policy blocks a
``<script>`` tag (and ``add_script_tag``), but not code Playwright evaluates.
"""

from __future__ import annotations

import json
from functools import cache

import pytest
from playwright.sync_api import Page, expect

from builder.expr import OPERATIONS
from builder.expr.recipes import all_recipes
from builder.links import builder_link
from tests.browser.conftest import PREVIEW_TIMEOUT_MS, settle
from tests.conftest import REPO_ROOT, missing_component
from tests.fixtures import like_text_state, query_text_state

pytestmark = pytest.mark.browser

AXE = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")


@cache
def axe_source() -> str:
    return AXE.read_text(encoding="utf-8")


def axe_violations(page: Page) -> list[dict]:
    if not AXE.exists():
        missing_component(f"{AXE} not found (run npm ci)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source())
    result = page.evaluate("axe.run(document).then(r => r.violations)")
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [{"target": n["target"], "summary": n.get("failureSummary", "")} for n in v["nodes"][:8]],
        }
        for v in result
        if v["impact"] in BLOCKING
    ]


def assert_accessible(page: Page) -> None:
    settle(page)
    violations = axe_violations(page)
    assert violations == [], f"axe on {page.url}:\n" + json.dumps(violations, indent=2)


PAGES = (
    ["/"]
    + [f"/?op={op}" for op in OPERATIONS]
    + [f"/?recipe={r.name}" for r in all_recipes()]
    + ["/recipes/", "/?s=1.damaged", "/diff", "/embed/?recipe=like", "/embed/?s=1.damaged"]
    # text mode: a Query with every box written as text, the like with its update as text
    + [builder_link(s) for s in (query_text_state(), like_text_state())]
)


@pytest.mark.parametrize("path", PAGES)
def test_page_has_no_serious_violations(page: Page, live_server, path: str) -> None:
    page.goto(live_server.url + path)
    assert_accessible(page)
    # one level-one heading (axe rates a missing one only "moderate")
    expect(page.locator("h1")).to_have_count(1)


def test_axe_finds_a_planted_problem(page: Page, live_server) -> None:
    """The check itself works: a select without a label is reported."""
    page.goto(live_server.url + "/")
    page.evaluate("document.querySelector('label[for=id_op]').remove()")
    assert "select-name" in {v["id"] for v in axe_violations(page)}


def test_page_with_errors(page: Page, live_server) -> None:
    page.goto(live_server.url + "/?recipe=like")
    liked_at = page.get_by_role("group", name="Item").get_by_label("Value", exact=True).nth(2)
    liked_at.fill("twelve")
    # live preview: the message beside the field, the last good output kept but marked out of date
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    expect(liked_at).to_have_attribute("aria-invalid", "true")
    assert_accessible(page)
    # the full page a "Build request" POST returns (the button shows without JavaScript only:
    # submit the form as it would, bypassing htmx)
    with page.expect_navigation():
        page.evaluate("document.getElementById('builder-form').submit()")
    expect(page.locator(".field-error:visible")).not_to_have_count(0)
    expect(page.get_by_role("group", name="Item").get_by_label("Value", exact=True).nth(2)).to_have_attribute(
        "aria-invalid", "true"
    )
    assert_accessible(page)


def test_phone_width(page: Page, live_server) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + "/?recipe=like")
    assert_accessible(page)
    # nothing sticks out sideways at phone width
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px at 390px"
    page.goto(live_server.url + "/?op=Query")
    assert_accessible(page)
