"""The embed view in an iframe (Chromium): a page from an origin listed in
EMBED_FRAME_ANCESTORS shows it; from an origin not listed it is refused, and the
builder page itself is refused even from the listed origin.

The documentation site is a tiny ``http.server`` on 127.0.0.1 (another origin
than the live server's http://localhost:<port>); it must really be served from
a local address, as Chromium refuses a frame on localhost inside a page it
cannot place on the local network (Local Network Access) before any CSP is read.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

from builder.expr import render
from builder.expr.recipes import get_recipe


class _Guide(BaseHTTPRequestHandler):
    """``/guide?src=URL``: a documentation page that frames URL."""

    def do_GET(self):
        src = parse_qs(urlsplit(self.path).query).get("src", [""])[0].replace('"', "%22")
        body = f'<!doctype html><title>Guide</title><h1>Guide</h1><iframe title="request" src="{src}" width="600" height="400"></iframe>'
        data = body.encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def docs_site():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Guide)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def open_guide(page: Page, docs_site: str, src: str) -> list[str]:
    """Open the guide framing ``src``; the console's frame-ancestors refusals."""
    refused: list[str] = []
    page.on("console", lambda m: refused.append(m.text) if "frame-ancestors" in m.text else None)
    page.goto(f"{docs_site}/guide?src={src.replace('&', '%26')}")
    expect(page.get_by_role("heading", name="Guide")).to_be_visible()
    return refused


def assert_refused(page: Page, refused: list[str]) -> None:
    page.wait_for_load_state("load")
    child = page.frames[1]
    assert child.locator("#code-json").count() == 0
    page.wait_for_timeout(200)
    assert refused, "Chromium did not report a frame-ancestors refusal"


def test_allowed_origin_shows_the_embed(page: Page, live_server, docs_site, settings) -> None:
    settings.EMBED_FRAME_ANCESTORS = [docs_site]
    open_guide(page, docs_site, f"{live_server.url}/embed/?recipe=like&format=js_document")
    frame = page.frame_locator("iframe")
    expect(frame.locator("#code-json")).to_be_visible()
    assert json.loads(frame.locator("#code-json").inner_text()) == render(get_recipe("like").state)[1]
    expect(frame.locator("#code-js_document")).to_contain_text("TransactWriteCommand")
    expect(frame.get_by_role("link", name="Open in builder")).to_have_attribute("target", "_blank")


def test_origin_not_listed_is_refused(page: Page, live_server, docs_site, settings) -> None:
    settings.EMBED_FRAME_ANCESTORS = ["http://127.0.0.1:1", "https://docs.example.org"]
    refused = open_guide(page, docs_site, f"{live_server.url}/embed/?recipe=like")
    assert_refused(page, refused)


def test_other_pages_are_never_framed(page: Page, live_server, docs_site, settings) -> None:
    settings.EMBED_FRAME_ANCESTORS = [docs_site]
    refused = open_guide(page, docs_site, f"{live_server.url}/?recipe=like")
    assert_refused(page, refused)
