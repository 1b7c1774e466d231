"""Screenshots of the main screens for README.md, written to docs/screenshots/.

Run on its own to refresh them:

    .venv/bin/pytest tests/browser/test_screenshots.py -p no:cacheprovider

Identical pixels give identical PNG files, so an unchanged screen leaves git
clean. The test also checks each image is the size it should be and not blank.
"""

from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import PREVIEW_TIMEOUT_MS, expect_valid, settle
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.browser

OUT = REPO_ROOT / "docs" / "screenshots"

QUERY_STATE = {
    "version": 1,
    "operation": "Query",
    "table": "Social",
    "key_condition": {
        "partition": {"name": "PK", "value": {"type": "S", "value": "POST#a91f"}},
        "sort": {"name": "SK", "op": "begins_with", "value": {"type": "S", "value": "LIKE#"}},
    },
    "filter": {"op": "attribute_exists", "path": "likedAt"},
    "projection": ["SK", "likedAt"],
    "options": {"limit": 25},
}


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


def png_is_blank(path: Path) -> bool:
    """True when every pixel has the same value (a white page, say)."""
    data = path.read_bytes()
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        if kind == b"IDAT":
            idat += data[pos + 8 : pos + 8 + length]
        pos += 12 + length
    raw = zlib.decompress(idat)
    # one flat colour leaves only a handful of distinct (filtered) byte values
    return len(set(raw[::7])) <= 16


def shoot(page: Page, name: str, *, full_page: bool = True) -> Path:
    settle(page)
    page.mouse.move(0, 0)  # no hover highlight
    path = OUT / f"{name}.png"
    # caret="initial": the default caret hiding leaves style="" on inputs, which
    # htmx would later copy and the CSP then reports (harmless, but noisy)
    page.screenshot(path=str(path), full_page=full_page, caret="initial", animations="disabled")
    return path


def test_screenshots(page: Page, live_server) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    shots: dict[str, tuple[Path, int]] = {}

    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    shots["builder-like"] = (shoot(page, "builder-like"), 1400)

    page.goto(live_server.url + "/?state=" + quote(json.dumps(QUERY_STATE)))
    expect_valid(page, "Query")
    page.get_by_role("tab", name="boto3", exact=True).click()
    expect(page.locator("#code-python_client")).to_be_visible()  # filled on opening (issue 13)
    shots["query"] = (shoot(page, "query"), 1400)

    page.goto(live_server.url + "/?recipe=like")
    liked_at = page.get_by_role("group", name="Item").get_by_label("Value", exact=True).nth(2)
    liked_at.fill("1,750,636,800")
    expect(page.locator("#output-status")).to_contain_text("Out of date", timeout=PREVIEW_TIMEOUT_MS)
    expect(page.locator("#" + liked_at.get_attribute("aria-describedby"))).to_be_visible()
    liked_at.blur()
    shots["validation-error"] = (shoot(page, "validation-error"), 1400)

    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    page.get_by_text("Try it on sample items").click()
    page.get_by_label("Sample items in the table before the request (a JSON list, or lists by table)").fill(
        json.dumps([{"PK": "POST#a91f", "SK": "META", "likeTally": 4}], indent=2)
    )
    page.get_by_role("button", name="Try it", exact=True).click()
    expect(page.locator(".try-changes").first).to_be_visible(timeout=PREVIEW_TIMEOUT_MS)
    shots["try-it"] = (shoot(page, "try-it"), 1400)

    page.goto(live_server.url + "/recipes/")
    shots["recipes"] = (shoot(page, "recipes"), 1400)

    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + "/?recipe=like")
    expect_valid(page, "TransactWriteItems")
    shots["phone"] = (shoot(page, "phone", full_page=False), 390)

    for name, (path, width) in shots.items():
        w, h = png_size(path)
        assert w == width, f"{name}: {w}px wide, expected {width}"
        assert h >= 600, f"{name}: only {h}px tall"
        assert not png_is_blank(path), f"{name} is blank"
