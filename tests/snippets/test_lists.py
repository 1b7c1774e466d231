"""Lists: my snippets, a team's snippets; search; pagination; a fixed number of
queries however many rows a page shows."""

from __future__ import annotations

import html as htmllib
import re

import pytest
from django.urls import reverse

from builder import snippets as sn
from builder.expr.recipes import get_recipe
from builder.models import Snippet
from tests.snippets.helpers import HX, exact_counter, make_snippet, save_data


def titles(html: str) -> list[str]:
    return [htmllib.unescape(t) for t in re.findall(r'<a class="snippet-title" href="/snippets/\d+/">(.*?)</a>', html)]


def test_my_snippets_lists_only_mine_newest_first(client, cast):
    a1 = make_snippet(cast.alice, title="Alpha")
    make_snippet(cast.bob, title="Bob's own")
    make_snippet(cast.alice, title="Beta", team=cast.blue, visibility="team")
    Snippet.objects.filter(pk=a1.pk).update(updated=a1.updated.replace(year=2000))
    client.force_login(cast.alice)
    assert titles(client.get(reverse("snippet_list")).content.decode()) == ["Beta", "Alpha"]


def test_all_scope_adds_my_teams_snippets(client, cast):
    make_snippet(cast.alice, title="Alice's private")
    make_snippet(cast.bob, title="Bob in Blue", team=cast.blue, visibility="team")
    make_snippet(cast.bob, title="Bob's private")
    make_snippet(cast.carol, title="Carol in Red", team=cast.red, visibility="link")
    client.force_login(cast.alice)
    html = client.get(reverse("snippet_list") + "?scope=all").content.decode()
    assert sorted(titles(html)) == ["Alice's private", "Bob in Blue"]


def test_team_page_lists_the_teams_snippets(client, cast):
    make_snippet(cast.alice, title="Blue one", team=cast.blue, visibility="team")
    make_snippet(cast.bob, title="Blue two", team=cast.blue, visibility="link")
    make_snippet(cast.alice, title="Alice private")
    make_snippet(cast.carol, title="Red one", team=cast.red, visibility="team")
    client.force_login(cast.bob)
    html = client.get(reverse("team_detail", args=[cast.blue.pk])).content.decode()
    assert sorted(titles(html)) == ["Blue one", "Blue two"]


@pytest.mark.parametrize(
    "query, expected",
    [
        ("counter", ["Play counter", "Like it"]),  # title / description, case-insensitive
        ("PLAY", ["Play counter"]),
        ("idempotent", ["Like it"]),  # description only
        ("social", ["Play counter", "Like it"]),  # table name
        ("videos", ["Video stats"]),  # another table
        ("play_count", ["Play counter"]),  # attribute name in the update path
        ("liketally", ["Like it"]),  # attribute in a transaction action
        ("SK", ["Play counter", "Like it", "Video stats"]),  # key attribute
        ("profile.address", ["Video stats"]),  # a whole path
        ("address", ["Video stats"]),  # one segment of it
        ("first.name", ["Video stats"]),  # a name with a dot in it (backticked)
        ("social play", ["Play counter"]),  # every term must match
        ("nothing-like-this", []),
        ("VID#9f3a", []),  # values are data, not searched
    ],
)
def test_search(client, cast, query, expected):
    make_snippet(cast.alice, title="Play counter", description="Exact", state=exact_counter())
    make_snippet(cast.alice, title="Like it", description="The idempotent counter", state=get_recipe("like").state)
    video = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Videos",
        "key": {"PK": {"type": "S", "value": "x"}, "SK": {"type": "S", "value": "y"}},
        "update": [
            {"action": "SET", "path": "profile.address", "value": {"type": "S", "value": "Main St"}},
            {"action": "SET", "path": ["first.name"], "value": {"type": "S", "value": "Ann"}},
        ],
    }
    make_snippet(cast.alice, title="Video stats", state=video)
    client.force_login(cast.alice)
    html = client.get(reverse("snippet_list"), {"q": query}).content.decode()
    assert sorted(titles(html)) == sorted(expected)


@pytest.mark.parametrize(
    "query, said",
    [
        ("a" * (sn.MAX_SEARCH_TERM_CHARS + 1), f"A search word is at most {sn.MAX_SEARCH_TERM_CHARS} characters"),
        ("ok " + "b" * 2600, "the one beginning “bbbbbbbbbbbbbbbbbbbb” has 2,600."),
        (" ".join(["w"] * (sn.MAX_SEARCH_TERMS + 1)), f"this one has {sn.MAX_SEARCH_TERMS + 1}"),
    ],
)
@pytest.mark.parametrize("where", ["mine", "team"])
def test_a_search_too_long_is_refused_beside_the_field_not_run(client, cast, query, said, where):
    """Each word of a search is a LIKE over every snippet's text, its cost in
    the word's length (13 s for a word of 2,600 characters over 1,000
    snippets on SQLite, every write waiting): a word over
    MAX_SEARCH_TERM_CHARS, or more than MAX_SEARCH_TERMS words, is refused,
    and the words beyond the eighth were dropped silently before."""
    make_snippet(cast.alice, title="Findable", team=cast.blue, visibility="team")
    client.force_login(cast.alice)
    url = reverse("snippet_list") if where == "mine" else reverse("team_detail", args=[cast.blue.pk])
    for headers in ({}, {**HX, "HX-Target": "snippet-list"}):
        r = client.get(url, {"q": query}, headers=headers)
        assert r.status_code == 200
        html = r.content.decode()
        problem = re.search(
            r'<div id="snippet-list"[^>]*>\s*<p class="notice notice-error" role="alert">(.*?)</p>', html
        )
        assert problem is not None and said in htmllib.unescape(problem.group(1))
        assert titles(html) == []
    with pytest.raises(ValueError):
        sn.search(Snippet.objects.all(), query)
    # at the limits, the search runs
    longest = "findable"[: sn.MAX_SEARCH_TERM_CHARS]
    most = " ".join([longest] * sn.MAX_SEARCH_TERMS)
    assert titles(client.get(url, {"q": most}).content.decode()) == ["Findable"]
    assert sn.search_problem("x" * sn.MAX_SEARCH_TERM_CHARS) is None


def test_a_nul_character_in_a_name_or_a_search_is_no_error(client, cast):
    """PostgreSQL's text columns hold no NUL (U+0000): a request whose attribute
    name has one was saved with it in the search text, and a search with one
    was compared with it, each a 500 there. The search text leaves it out, and
    so does the search, so the name is still found."""
    state = exact_counter()
    state["update"][0]["path"] = state["condition"]["left"]["path"] = "play\x00count"
    client.force_login(cast.alice)
    r = client.post(reverse("snippet_save"), save_data(state, title="Odd name", team=cast.blue.pk, visibility="team"))
    assert r.status_code == 302
    snippet = Snippet.objects.get(title="Odd name")
    assert "\x00" not in snippet.search_text and "playcount" in snippet.search_text.split("\n")
    for url in (reverse("snippet_list"), reverse("team_detail", args=[cast.blue.pk])):
        for q in ("play\x00count", "\x00"):
            r = client.get(url, {"q": q})
            assert r.status_code == 200 and titles(r.content.decode()) == ["Odd name"]
    assert sn.search_terms("a\x00 \x00 B") == ["a", "b"]


def test_search_text_is_built_from_the_state():
    prepared = sn.prepare(get_recipe("like").state)
    text = sn.search_text_for("My <Title>", "Desc", prepared)
    lines = text.split("\n")
    assert lines[:2] == ["my <title>", "desc"]
    assert "social" in lines and "pk" in lines and "sk" in lines and "liketally" in lines
    assert all(line == line.lower() for line in lines)
    assert not any("post#" in line for line in lines)  # values are not indexed


def test_pagination(client, cast):
    for i in range(60):
        make_snippet(cast.alice, title=f"Snippet {i:02d}")
    client.force_login(cast.alice)
    first = client.get(reverse("snippet_list")).content.decode()
    assert len(titles(first)) == 25 and "Page 1 of 3" in first
    assert titles(first)[0] == "Snippet 59"
    third = client.get(reverse("snippet_list"), {"page": 3}).content.decode()
    assert titles(third) == [f"Snippet {i:02d}" for i in range(9, -1, -1)]
    # the search and scope survive paging
    found = client.get(reverse("snippet_list"), {"q": "snippet", "page": 2}).content.decode()
    assert 'href="/snippets/?q=snippet&amp;scope=mine&amp;page=3"' in found
    # out-of-range and junk pages fall back to a real page
    assert client.get(reverse("snippet_list"), {"page": 99}).status_code == 200
    assert client.get(reverse("snippet_list"), {"page": "x"}).status_code == 200


def test_search_answers_htmx_with_the_list_only(client, cast):
    make_snippet(cast.alice, title="Findable")
    client.force_login(cast.alice)
    r = client.get(reverse("snippet_list"), {"q": "find"}, headers={**HX, "HX-Target": "snippet-list"})
    html = r.content.decode()
    assert "<html" not in html and html.lstrip().startswith('<div id="snippet-list"')
    assert titles(html) == ["Findable"]


def test_a_page_costs_the_same_queries_for_1_or_25_rows(client, cast, django_assert_max_num_queries):
    client.force_login(cast.alice)
    make_snippet(cast.alice, title="one", team=cast.blue, visibility="team")
    with django_assert_max_num_queries(8) as one:
        client.get(reverse("snippet_list") + "?scope=all")
    for i in range(30):
        make_snippet(
            cast.alice, title=f"more {i}", team=cast.blue if i % 2 else None, visibility="team" if i % 2 else "private"
        )
    with django_assert_max_num_queries(len(one.captured_queries)):
        client.get(reverse("snippet_list") + "?scope=all")
