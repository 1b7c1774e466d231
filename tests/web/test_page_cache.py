"""The builder page opened from a link keeps its form and output in Django's
cache (builder/web/page_cache.py, issue 13): a page served from the cache must
be the page rendered afresh, with this visitor's CSRF token, user bar and Save
panel; the cache is off under tests unless a test turns it on, as here."""

from __future__ import annotations

import pickle
import re
from urllib.parse import urlencode

import pytest
from django.conf import settings as django_settings
from django.contrib.auth import get_user_model
from django.core.cache import caches
from django.test import Client
from hypothesis import given
from hypothesis import strategies as st

from builder.expr.recipes import all_recipes, get_recipe
from builder.forms import state_to_data
from builder.links import encode_state
from builder.web import page_cache
from tests.strategies import delete_transaction

cache = caches[django_settings.BUILDER_PAGE_CACHE_ALIAS]  # the builder pages' own cache
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
HEADER_TOKEN = re.compile(r'"X-CSRFToken": "([^"]+)"')


@pytest.fixture
def on(settings):
    settings.BUILDER_PAGE_CACHE = True
    cache.clear()
    yield settings
    cache.clear()


def without_tokens(html: str) -> str:
    return HEADER_TOKEN.sub("TOKEN", TOKEN.sub("TOKEN", html))


def links() -> list[str]:
    out = [f"/?recipe={r.name}" for r in all_recipes()]
    out += ["/?" + urlencode({"s": encode_state(r.state)}) for r in all_recipes()[:3]]
    return out


@pytest.mark.django_db
def test_the_kept_page_is_the_page(settings):
    fresh = {url: Client().get(url) for url in links()}
    settings.BUILDER_PAGE_CACHE = True
    cache.clear()
    try:
        for url, expected in fresh.items():
            client = Client()
            first, again = client.get(url), Client().get(url)  # stored, then read from the cache
            assert first.status_code == again.status_code == expected.status_code == 200
            want = without_tokens(expected.content.decode())
            assert without_tokens(first.content.decode()) == want, url
            assert without_tokens(again.content.decode()) == want, url
    finally:
        cache.clear()


@pytest.mark.django_db
def test_each_visitor_gets_a_token_that_works(on):
    url = "/?recipe=like"
    pages = []
    for _ in range(2):
        client = Client(enforce_csrf_checks=True)
        html = client.get(url).content.decode()
        token = TOKEN.search(html).group(1)
        pages.append(token)
        assert "\x00" not in html
        data = state_to_data(get_recipe("like").state)
        # the token in the kept form is this visitor's: the live preview posts it and passes
        r = client.post("/preview", {**data, "csrfmiddlewaretoken": token}, headers={"HX-Request": "true"})
        assert r.status_code == 200 and b"request is valid" in r.content
        stranger = Client(enforce_csrf_checks=True)
        assert stranger.post("/preview", {**data, "csrfmiddlewaretoken": token}).status_code == 403
    assert pages[0] != pages[1]
    assert len(cache._cache) >= 1  # the local-memory store: the page was kept


@pytest.mark.django_db
def test_the_user_bar_and_save_panel_are_the_visitors(on):
    url = "/?recipe=like"
    anonymous = Client().get(url).content.decode()  # kept by an anonymous visit
    user = get_user_model().objects.create_user("zelda-visitor", password="pw")
    client = Client()
    client.force_login(user)
    signed_in = client.get(url).content.decode()
    assert "Snippets</a>" in signed_in and "Snippets</a>" not in anonymous
    assert "zelda-visitor" in signed_in and "zelda-visitor" not in anonymous
    form = re.search(r'<form id="builder-form".*?</form>', anonymous, re.S).group(0)
    assert without_tokens(form) in without_tokens(signed_in)  # the same kept form


@pytest.mark.django_db
def test_what_is_not_kept(on):
    on.ALLOWED_HOSTS = ["testserver", "other.example"]
    Client().get("/?recipe=no-such-recipe")
    Client().get("/")
    Client().get("/?op=Query")
    assert len(cache._cache) == 0
    Client().get("/?recipe=like")
    assert len(cache._cache) == 1
    Client(HTTP_HOST="other.example").get("/?recipe=like")  # the output's absolute link names the host
    assert len(cache._cache) == 2


@pytest.mark.django_db
def test_off_under_tests_by_default(settings):
    cache.clear()
    Client().get("/?recipe=like")
    assert len(cache._cache) == 0


@pytest.mark.django_db
def test_a_cache_that_is_down_is_no_error(on, monkeypatch):
    from builder.web import page_cache

    class Down:
        def get(self, *args, **kwargs):
            raise ConnectionError("down")

        set = get

    monkeypatch.setattr(page_cache, "_cache", lambda: Down())
    r = Client().get("/?recipe=like")
    assert r.status_code == 200 and b"request is valid" in r.content


def _kept_size() -> int:
    (entry,) = [pickle.loads(v) for v in cache._cache.values()]
    return len(entry["form_html"]) + len(entry["output_html"])


@pytest.mark.django_db
def test_a_page_over_the_size_bound_is_rendered_each_time_not_kept(on):
    """A short link can open a page of megabytes (probe, 2026-12-05: 60 links of
    488 characters held 160 MB in one worker's cache): such a page is kept
    compressed, and one whose kept fragments are over the bound is not kept."""
    state = get_recipe("exact_counter").state
    state = {**state, "update": [{"action": "SET", "path": "note", "value": {"type": "S", "value": "&" * 60_000}}]}
    url = "/?" + urlencode({"s": encode_state(state)})
    assert len(url) < 1_000
    fresh = without_tokens(Client().get(url).content.decode())
    assert len(fresh) > 300_000  # each & written &amp;, in the form and in the output
    assert without_tokens(Client().get(url).content.decode()) == fresh  # kept
    assert without_tokens(Client().get(url).content.decode()) == fresh  # read back
    kept = _kept_size()
    assert kept < 20_000  # compressed: a kept page is bounded by what it holds
    cache.clear()
    on.BUILDER_PAGE_CACHE_MAX_BYTES = kept - 1
    assert without_tokens(Client().get(url).content.decode()) == fresh
    assert len(cache._cache) == 0  # rendered, not kept
    on.BUILDER_PAGE_CACHE_MAX_BYTES = kept
    Client().get(url)
    assert len(cache._cache) == 1


@pytest.mark.django_db
@pytest.mark.parametrize("actions", [50, 100])
def test_the_largest_transaction_a_link_holds_is_kept(on, actions):
    """100 Delete actions, DynamoDB's largest transaction in one link: a page of
    600,000 characters, rendered in 130 ms, was over the bound until its
    fragments were kept compressed."""
    url = "/?" + urlencode({"s": encode_state(delete_transaction(actions))})
    fresh = without_tokens(Client().get(url).content.decode())
    cache.clear()
    assert len(fresh) > on.BUILDER_PAGE_CACHE_MAX_BYTES
    first, again = Client().get(url), Client().get(url)
    assert without_tokens(first.content.decode()) == without_tokens(again.content.decode()) == fresh
    assert 0 < _kept_size() <= on.BUILDER_PAGE_CACHE_MAX_BYTES
    (entry,) = [pickle.loads(v) for v in cache._cache.values()]
    assert isinstance(entry["form_html"], bytes)  # the form, over page_cache.COMPRESS_FROM, compressed


@given(st.text(alphabet=st.characters(codec=None, categories=None), max_size=300), st.integers(0, 3))
def test_a_kept_fragment_reads_back_exactly(text, times):
    """Any text, lone surrogates too, long enough to be compressed or not."""
    html = text * (page_cache.COMPRESS_FROM // max(len(text), 1) * times + 1) if text else text
    packed = page_cache._packed(html)
    assert page_cache._unpacked(packed) == html
    assert isinstance(packed, bytes) == (len(html) >= page_cache.COMPRESS_FROM)


@pytest.mark.django_db
def test_a_value_that_looks_like_the_token_mark_never_becomes_a_token(on):
    """The kept form marks where each visitor's token goes; a link's own value
    holding the mark's old text (NUL csrf NUL) was replaced by the visitor's
    token from the second visit on: a token written into a value the address
    bar, a share link or a saved snippet then carried. The mark is now text no
    page holds, and a value holding a NUL is not put in a form at all (a
    browser would send U+FFFD back): each visit says so and holds the
    visitor's token in its own input alone."""
    for value in ("\x00csrf\x00", "<\x00csrf\x00>"):
        state = {
            "version": 1,
            "operation": "PutItem",
            "table": "Social",
            "item": {"PK": {"type": "S", "value": value}, "SK": {"type": "S", "value": "b"}},
        }
        url = "/?" + urlencode({"s": encode_state(state)})
        for visit in range(3):  # rendered and kept, then read from the cache twice
            html = Client().get(url).content.decode()
            token = TOKEN.search(html).group(1)
            assert "item.PK.value: holds the character U+0000 (NUL)" in html, visit
            assert html.count(token) == 1 + html.count(f'"X-CSRFToken": "{token}"'), visit


@pytest.mark.django_db
def test_a_link_naming_its_request_twice_is_refused_even_after_the_one_way_is_kept(on):
    """A link with both ?s= and ?recipe= opened the first without a word; the
    cache keyed it by ?s= alone, so the kept page would have answered it."""
    s = encode_state(get_recipe("like").state)
    assert Client().get("/?" + urlencode({"s": s})).status_code == 200
    kept = len(cache._cache)
    assert kept == 1  # the link with ?s= alone is kept
    html = Client().get("/?" + urlencode({"s": s, "recipe": "exact_counter"})).content.decode()
    assert "This link gives both ?s= and ?recipe=: a link names its request once." in html
    assert len(cache._cache) == kept
