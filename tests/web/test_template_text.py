"""No template text reaches a page. Django's ``{# ... #}`` comment is one line
only: one spanning lines is printed as it is (a snippet page once showed one
above its Run button). Every template is checked for such a comment, and every
page and htmx fragment the app renders is checked for ``{#``, ``#}``, ``{%``
and ``{{ name`` in its output."""

from __future__ import annotations

import re
import socket

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from builder import forms as bf
from builder import run as runner
from builder import snippets as sn
from builder.expr import OPERATIONS
from builder.expr.recipes import all_recipes, get_recipe
from builder.models import Membership, Snippet, Team
from tests.conftest import REPO_ROOT
from tests.run_support import DUMMY_ENV

TEMPLATES = REPO_ROOT / "templates"
# a request's JSON can hold "}}"; a template variable is "{{" and a name
TEMPLATE_TEXT = re.compile(r"\{#|#\}|\{%|%\}|\{\{\s*[A-Za-z_]")
HX = {"HX-Request": "true"}


def unclosed_comments(text: str) -> list[int]:
    """Line numbers of ``{#`` without a ``#}`` after it on the same line."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        pos = 0
        while (start := line.find("{#", pos)) != -1:
            end = line.find("#}", start + 2)
            if end == -1:
                out.append(number)
                break
            pos = end + 2
    return out


def test_no_template_has_a_comment_spanning_lines():
    files = sorted(TEMPLATES.rglob("*.html"))
    assert len(files) > 30
    found = {str(f.relative_to(TEMPLATES)): unclosed_comments(f.read_text()) for f in files}
    assert {name: lines for name, lines in found.items() if lines} == {}


def test_the_check_finds_a_comment_spanning_lines():
    assert unclosed_comments("a {# one #} b\n{# two\nlines #}\n") == [2]
    assert unclosed_comments("{# a #}{# b #}") == []


def dead_endpoint() -> str:
    """A local port nothing listens on: every endpoint call fails at once."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{s.getsockname()[1]}"


@pytest.fixture
def site(db, settings, monkeypatch):
    """Running on (against an endpoint that is down: its pages render their
    messages), a user with a team and a shared snippet."""
    for k, v in DUMMY_ENV.items():
        monkeypatch.setenv(k, v)
    runner.reset_clients()
    settings.DYNAMODB_RUN_ENABLED = True
    settings.DYNAMODB_RUN_ANONYMOUS = True
    settings.DYNAMODB_ENDPOINT_URL = dead_endpoint()
    settings.DYNAMODB_CONNECT_TIMEOUT = 1
    settings.DYNAMODB_READ_TIMEOUT = 1
    user = get_user_model().objects.create_user("ada", password="pw", is_staff=True)
    team = Team.objects.create(name="Blue")
    Membership.objects.create(team=team, user=user, role=Membership.OWNER)
    snippet = sn.create_snippet(
        user,
        title="Like",
        description="the like",
        prepared=sn.prepare(get_recipe("like").state),
        team=team,
        visibility=Snippet.LINK,
    )
    client = Client()
    client.force_login(user)
    yield client, snippet, team
    runner.reset_clients()


def assert_no_template_text(where: str, html: str) -> None:
    m = TEMPLATE_TEXT.search(html)
    if m is None:
        return
    context = html[max(0, m.start() - 120) : m.end() + 120]
    raise AssertionError(f"{where}: template text in the output: ...{context}...")


def pages(snippet, team) -> list[str]:
    out = ["/", "/recipes/", "/?s=1.damaged", "/tables/", "/tables/Social/", "/tables/Social/reconcile"]
    out += [f"/?op={op}" for op in OPERATIONS] + [f"/?recipe={r.name}" for r in all_recipes()]
    out += [
        "/tables/use?table=Social&op=Query&key=PK:S&key=SK:S",
        "/tables/Social/reconcile?pk=a&sk=b&tally=t&prefix=p",
    ]
    out += [
        f"/?snippet={snippet.pk}",
        "/snippets/",
        f"/snippets/{snippet.pk}/",
        f"/snippets/{snippet.pk}/history/",
        f"/snippets/{snippet.pk}/fork/",
        f"/snippets/{snippet.pk}/delete/",
        f"/s/{snippet.share_slug}/",
        "/teams/",
        f"/teams/{team.pk}/",
        "/no-such-page/",
    ]
    return out


def test_every_page_renders_without_template_text(site):
    client, snippet, team = site
    for path in pages(snippet, team):
        response = client.get(path)
        assert response.status_code in (200, 404, 502), (path, response.status_code)
        assert_no_template_text(path, response.content.decode())
    anonymous = Client()
    for path in ("/accounts/login/?next=/", "/accounts/signup/", f"/s/{snippet.share_slug}/", "/"):
        assert_no_template_text(path, anonymous.get(path).content.decode())


def test_the_snippet_page_with_its_run_button_has_no_template_text(site):
    client, snippet, _team = site
    html = client.get(f"/snippets/{snippet.pk}/").content.decode()
    assert 'class="run-button"' in html  # the button whose comment once showed
    assert "A Run button for pages without the builder form" not in html
    assert_no_template_text("snippet page", html)


def test_every_htmx_fragment_renders_without_template_text(site):
    client, _snippet, _team = site
    like = bf.state_to_data(get_recipe("like").state)
    broken = {**like, "act-0-item-2-value": "twelve"}
    posts = [
        ("/preview", like),
        ("/preview", broken),
        ("/", {**like, "_action": "add:act"}),
        ("/", {**like, "_action": "paste", "paste-text": "{oops"}),
        ("/try", {**like, "try-items": "[]"}),
        ("/try", {**like, "try-items": '[{"PK": "POST#a91f", "SK": "META", "likeTally": 1}]'}),
        ("/run", like),
        ("/snippets/save", {**like, "snippet-title": "x", "snippet-visibility": "private", "snippet-save": "save"}),
    ]
    for path, data in posts:
        for headers in (HX, {}):
            response = client.post(path, data, headers=headers)
            assert response.status_code in (200, 302, 400, 403, 409), (path, response.status_code)
            assert_no_template_text(f"POST {path} {'htmx' if headers else 'page'}", response.content.decode())
