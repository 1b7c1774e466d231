"""Helpers for the Playwright browser tests (pytest-playwright's ``page`` against
pytest-django's ``live_server``).

Chromium itself comes from the ``browser_type_launch_args`` fixture in
tests/conftest.py (Debian's /usr/bin/chromium; a skip on a developer machine
without it, a failure when CI=true).

The builder re-renders its form on the server for structural edits (the
Operation select, type selects, "+ attribute" and other row buttons): htmx
swaps ``#builder-form`` out. A test must wait for that swap before it types into
the new fields, or the swap would replace what it typed. ``swap(page)`` marks
the current form, runs the step, and waits until a new form is in place and
htmx has settled.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Locator, Page, expect

# htmx's live preview waits 250 ms after typing; the server answers in a few ms.
PREVIEW_TIMEOUT_MS = 5_000

IDLE_JS = """() => {
  const form = document.getElementById('builder-form');
  return !!form && !form.hasAttribute('data-test-old')
    && !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling');
}"""

QUIET_JS = "() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')"


@contextmanager
def swap(page: Page) -> Iterator[None]:
    """Wrap a step that makes htmx re-render the builder form; wait for the new form."""
    page.evaluate("document.getElementById('builder-form').setAttribute('data-test-old', '')")
    yield
    page.wait_for_function(IDLE_JS, timeout=PREVIEW_TIMEOUT_MS)


def settle(page: Page) -> None:
    """Wait until no htmx request, swap or settle is in progress."""
    page.wait_for_function(QUIET_JS, timeout=PREVIEW_TIMEOUT_MS)


def choose(page: Page, select: Locator, value: str) -> None:
    """Pick an option in a structural select (it re-renders the form)."""
    with swap(page):
        select.select_option(value)


def click_swap(page: Page, button: Locator) -> None:
    """Click a row-action button (``+ attribute``, ``✕``...) that re-renders the form."""
    with swap(page):
        button.click()


def request_json(page: Page) -> dict:
    return json.loads(page.locator("#code-json").text_content() or "null")


def wait_for_request_json(page: Page, expected: dict, timeout: float = PREVIEW_TIMEOUT_MS / 1000) -> dict:
    """Poll the Request JSON panel until it equals ``expected``; assert with a diff otherwise.

    The live preview updates some time after the last keystroke, so the panel may
    show an earlier (also valid) request for a moment.
    """
    deadline = time.monotonic() + timeout
    seen: object = None
    while True:
        code = page.locator("#code-json")
        if code.count():
            try:
                seen = json.loads(code.text_content() or "null")
            except json.JSONDecodeError as exc:  # a half-swapped panel is not a request
                seen = f"not JSON: {exc}"
            if seen == expected:
                return seen
        if time.monotonic() > deadline:
            break
        page.wait_for_timeout(50)
    assert seen == expected, "Request JSON panel:\n" + json.dumps(seen, indent=2)
    return seen


def expect_valid(page: Page, operation: str) -> None:
    expect(page.locator("#output-status")).to_contain_text(f"{operation} request is valid", timeout=PREVIEW_TIMEOUT_MS)


class ConsoleLog:
    """Console errors, uncaught page errors and CSP violations seen on a page."""

    def __init__(self, page: Page) -> None:
        self.errors: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        # Chromium prints CSP violations as console errors; the event makes
        # sure none goes unseen (it runs before any page script, CSP or not).
        page.add_init_script(
            "document.addEventListener('securitypolicyviolation', function (e) {"
            " console.error('CSP violation: ' + e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));"
            "});"
        )

    def _console(self, msg) -> None:
        # htmx logs failed and aborted requests with console.error too
        if msg.type in ("error", "assert"):
            self.errors.append(f"console.{msg.type}: {msg.text}")


@pytest.fixture
def console(page: Page) -> ConsoleLog:
    return ConsoleLog(page)
