"""``/embed/``: the compact read-only view for documentation iframes. Framing is
allowed for this response only, and only by the origins in
EMBED_FRAME_ANCESTORS; every other page keeps X-Frame-Options DENY and
frame-ancestors 'none'."""

import base64
import html as htmllib
import json
import re
import zlib

import pytest
from django.contrib.auth import get_user_model

from builder import snippets as sn
from builder.expr import render
from builder.expr.emit import emit
from builder.expr.recipes import get_recipe
from builder.links import decode_state, encode_state
from builder.models import Snippet

DOCS = "https://docs.example.org"


def code(page: str, key: str):
    m = re.search(r'<code id="code-%s"[^>]*>(.*?)</code>' % re.escape(key), page, re.S)
    return htmllib.unescape(m.group(1)) if m else None


def ancestors(response) -> str:
    m = re.search(r"frame-ancestors ([^;]*)", response["Content-Security-Policy"])
    return m.group(1).strip()


@pytest.fixture
def allowed(settings):
    settings.EMBED_FRAME_ANCESTORS = [DOCS, "http://localhost:8000"]


def test_embed_shows_the_request_and_one_code_tab(client, allowed):
    state = get_recipe("exact_counter").state
    operation, params = render(state)
    response = client.get("/embed/", {"s": encode_state(state), "format": "js_document"})
    page = response.content.decode()
    assert response.status_code == 200
    assert json.loads(code(page, "json")) == params
    assert code(page, "js_document") == emit("js_document", operation, params)
    assert page.count("<code id=") == 2  # one code tab only
    link = htmllib.unescape(re.search(r'<a class="embed-open" href="([^"]+)"', page).group(1))
    assert link.startswith("http://testserver/?s=1.")
    assert render(decode_state(link.split("?s=", 1)[1]))[1] == params
    # the link opens the same request in the builder
    opened = client.get(link.removeprefix("http://testserver")).content.decode()
    assert json.loads(code(opened, "json")) == params


def test_default_format_and_an_unknown_one(client, allowed):
    page = client.get("/embed/", {"recipe": "like"}).content.decode()
    assert code(page, "python_client") is not None
    page = client.get("/embed/", {"recipe": "like", "format": "<cobol>"}).content.decode()
    assert code(page, "python_client") is not None
    assert "There is no code format named &#x27;&lt;cobol&gt;&#x27;" in page


def test_frame_ancestors_on_the_embed_only(client, allowed):
    embed = client.get("/embed/", {"recipe": "like"})
    assert ancestors(embed) == f"{DOCS} http://localhost:8000"
    assert "X-Frame-Options" not in embed
    assert "default-src 'self'" in embed["Content-Security-Policy"]
    for path in ("/", "/?recipe=like", "/recipes/", "/diff"):
        other = client.get(path)
        assert ancestors(other) == "'none'", path
        assert other["X-Frame-Options"] == "DENY", path


def test_no_origins_listed_means_no_framing(client, settings):
    settings.EMBED_FRAME_ANCESTORS = []
    embed = client.get("/embed/", {"recipe": "like"})
    assert embed.status_code == 200
    assert ancestors(embed) == "'none'"
    assert embed["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize(
    "query, message",
    [
        ({}, "names no request"),
        ({"s": "1.damaged"}, "damaged"),
        ({"recipe": "nope"}, "no recipe named"),
        ({"state": "{"}, "not valid JSON"),
        ({"state": json.dumps({"version": 1, "operation": "GetItem"})}, "cannot be loaded"),
    ],
)
def test_broken_links_say_why(client, allowed, query, message):
    response = client.get("/embed/", query)
    assert response.status_code == 400
    assert message in htmllib.unescape(response.content.decode())
    assert ancestors(response) == f"{DOCS} http://localhost:8000"


@pytest.mark.django_db
def test_shared_snippet_by_its_slug(client, allowed):
    owner = get_user_model().objects.create_user("ann", password="x-long-password-1")
    prepared = sn.prepare(get_recipe("like").state)
    shared = sn.create_snippet(owner, title="<b>Like</b>", description="", prepared=prepared, visibility=Snippet.LINK)
    private = sn.create_snippet(owner, title="Private", description="", prepared=prepared)
    page = client.get(f"/embed/s/{shared.share_slug}/").content.decode()
    assert json.loads(code(page, "json")) == prepared.params
    assert "&lt;b&gt;Like&lt;/b&gt;" in page and "<b>Like" not in page
    assert client.get(f"/embed/s/{private.share_slug or 'none'}/").status_code == 404
    assert client.get("/embed/s/nope/").status_code == 404


PUT = {"version": 1, "operation": "PutItem", "table": "Social"}


@pytest.mark.parametrize(
    "item, words",
    [
        # a text a builder field would hold with a NUL: the builder refuses it (a browser sends U+FFFD back)
        ({"PK": {"type": "S", "value": "a"}, "v": {"type": "S", "value": "a\x00b"}}, "U+0000 (NUL)"),
        # 320 attributes: within a link's 400 parts, past the form's 900 fields (3 each)
        (
            {"PK": {"type": "S", "value": "a"}, **{f"a{i}": {"type": "N", "value": str(i)} for i in range(320)}},
            "fields, and the builder holds at most 900",
        ),
    ],
    ids=["nul", "fields"],
)
def test_no_open_in_builder_link_where_the_builder_would_not_open_it(client, allowed, item, words):
    """The embed showed such a request with an "Open in builder" link that
    opened the builder on "This link's request cannot be loaded"."""
    state = {**PUT, "item": item}
    opened = client.get("/", {"s": encode_state(state)}).content.decode()
    assert words in htmllib.unescape(opened)  # the builder refuses this link
    response = client.get("/embed/", {"s": encode_state(state)})
    page = response.content.decode()
    assert response.status_code == 200 and json.loads(code(page, "json")) == render(state)[1]
    assert 'class="embed-open"' not in page
    # a request the builder opens keeps its link
    fine = client.get("/embed/", {"s": encode_state({**PUT, "item": {"PK": {"type": "S", "value": "a"}}})})
    assert 'class="embed-open"' in fine.content.decode()


def encode_state_text(text: str) -> str:
    """A ``?s=`` token of any text, as the builder packs a state (raw deflate, base64url)."""
    packed = zlib.compress(text.encode(), 9)[2:-4]
    return "1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


@pytest.mark.parametrize("how", ["s", "state"])
def test_a_link_naming_a_key_twice_is_refused_not_read_as_its_last_value(client, allowed, how):
    """``{"table": "Posts", "table": "Likes"}``: the embed and the builder showed
    the request on Likes, the first value gone without a word."""
    text = json.dumps({**PUT, "item": {"PK": {"type": "S", "value": "a"}}}).replace(
        '"table": "Social"', '"table": "Posts", "table": "Likes"'
    )
    assert text.count('"table"') == 2
    query = {"s": encode_state_text(text)} if how == "s" else {"state": text}
    for url, status in (("/embed/", 400), ("/", 200)):
        response = client.get(url, query)
        said = htmllib.unescape(response.content.decode())
        assert response.status_code == status, url
        assert 'names "table" twice in one object' in said and "write each key once" in said, url
        assert '"TableName": "Likes"' not in said, url


@pytest.mark.parametrize(
    ("query", "names"),
    [({"s": "x", "recipe": "like"}, "?s= and ?recipe="), ({"state": "{}", "recipe": "like"}, "?state= and ?recipe=")],
)
def test_a_link_naming_its_request_twice_is_refused(client, query, names):
    """A link with two of ?s=, ?state= and ?recipe= opened the first without a
    word, on the builder page and in an embed; both now say so."""
    for path in ("/", "/embed/"):
        r = client.get(path, query)
        said = htmllib.unescape(r.content.decode())
        assert f"This link gives both {names}: a link names its request once. Keep the one you mean." in said, path
    assert client.get("/embed/", {"recipe": "like"}).status_code == 200


@pytest.mark.parametrize(
    ("query", "said"),
    [
        ("recipe=like&recipe=unlike", "This link gives ?recipe= 2 times, each another request"),
        ("recipe=like&recipe=", None),  # an empty one names nothing: the link opens the like
        ("recipe=like&recipe=like", None),  # the same request twice is one request
    ],
)
def test_a_link_giving_one_parameter_twice_is_refused(client, query, said):
    """A link giving ?recipe= (or ?s=) twice opened the last without a word,
    and an empty last one opened an empty builder, the first dropped."""
    for path in ("/", "/embed/"):
        r = client.get(f"{path}?{query}")
        html = htmllib.unescape(r.content.decode())
        if said is None:
            assert r.status_code == 200 and "like" in html and "LIKE#USER#7c20" in html, path
        else:
            assert said in html and "LIKE#USER#7c20" not in html, path
