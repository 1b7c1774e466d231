"""Every page: up, titled, htmx loaded, and fit for a strict CSP."""

import re
from html.parser import HTMLParser

import pytest
from django.conf import settings
from django.urls import reverse


class TagCollector(HTMLParser):
    """Every start tag with its attributes, and the text inside each <script>."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.script_bodies: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = True
            self.script_bodies.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            self.script_bodies[-1] += data


def parse(html: str) -> TagCollector:
    collector = TagCollector()
    collector.feed(html)
    collector.close()
    return collector


PAGES = [
    "/",
    "/?recipe=like",
    "/?recipe=exact_counter",
    "/?op=Query",
    "/?op=Scan",
    "/?op=TransactGetItems",
    "/?op=PutItem",
    "/recipes/",
    "/?s=1.damaged",
]


@pytest.fixture(params=PAGES)
def index(client, request):
    return client.get(request.param)


def test_index_is_up(client):
    response = client.get(reverse("builder"))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")
    html = response.content.decode()
    assert "<title>UpdateItem · DynamoDB expression builder</title>" in html
    assert 'id="builder-form"' in html


def test_builder_is_served_at_root():
    assert reverse("builder") == "/"


def test_index_answers_htmx_requests_too(client):
    response = client.get("/", headers={"HX-Request": "true"})
    assert response.status_code == 200


def test_pages_reject_other_methods(client):
    assert client.put("/").status_code == 405
    assert client.get("/preview").status_code == 405
    assert client.post("/recipes/").status_code == 405


def test_csp_header_is_strict(index):
    policy = index["Content-Security-Policy"]
    directives = {d.split()[0]: d.split()[1:] for d in (part.strip() for part in policy.split(";")) if d}
    assert directives["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in policy
    assert "'unsafe-eval'" not in policy
    # Nothing loosens scripts or styles beyond default-src.
    for name in ("script-src", "style-src", "script-src-elem", "style-src-attr"):
        assert name not in directives or directives[name] == ["'self'"]
    assert policy == settings.CONTENT_SECURITY_POLICY


def test_csp_header_on_errors_too(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert "default-src 'self'" in response["Content-Security-Policy"]


def test_no_inline_script_or_style(index):
    html = index.content.decode()
    page = parse(html)
    scripts = [attrs for tag, attrs in page.tags if tag == "script"]
    assert scripts, "expected at least the htmx <script src=...>"
    for attrs in scripts:
        assert attrs.get("src"), f"inline <script> without src: {attrs}"
    assert all(body.strip() == "" for body in page.script_bodies), "script element with inline code"
    assert not [tag for tag, _ in page.tags if tag == "style"], "inline <style> element"
    styled = [(tag, attrs) for tag, attrs in page.tags if "style" in attrs]
    assert not styled, f"style= attributes: {styled}"
    assert not re.search(r"\sstyle\s*=", html)
    event_handlers = [(tag, name) for tag, attrs in page.tags for name in attrs if name.startswith("on")]
    assert not event_handlers, f"inline event handlers: {event_handlers}"


def test_htmx_script_and_stylesheet(index):
    page = parse(index.content.decode())
    srcs = [attrs["src"] for tag, attrs in page.tags if tag == "script" and attrs.get("src")]
    assert any(re.search(r"/static/django_htmx/htmx-2(\.min)?\.js$", src) for src in srcs), srcs
    sheets = [attrs["href"] for tag, attrs in page.tags if tag == "link" and attrs.get("rel") == "stylesheet"]
    assert sheets == ["/static/css/app.css"]
    for src in srcs:
        assert re.search(r"^/static/(django_htmx/htmx-2(\.min)?|js/builder)\.js$", src), f"unexpected script {src}"
    # htmx must not inject its own inline <style> for indicators (CSP).
    metas = {attrs.get("name"): attrs.get("content") for tag, attrs in page.tags if tag == "meta"}
    assert '"includeIndicatorStyles": false' in metas["htmx-config"]


def test_csrf_token_on_body(index):
    page = parse(index.content.decode())
    body = next(attrs for tag, attrs in page.tags if tag == "body")
    token = index.context["csrf_token"]
    assert body["hx-headers"] == '{"X-CSRFToken": "%s"}' % token


def test_static_assets_are_served(live_server):
    """The stylesheet and htmx resolve to real files."""
    import urllib.request

    for path in (
        "/static/css/app.css",
        "/static/django_htmx/htmx-2.min.js",
        "/static/js/builder.js",
        "/static/favicon.svg",
    ):
        with urllib.request.urlopen(live_server.url + path, timeout=10) as response:
            assert response.status == 200
            assert len(response.read()) > 100
