"""History: every save is a revision; the page diffs the rendered requests;
restoring makes a new revision and loses nothing."""

from __future__ import annotations

import html as htmllib
import json
import re

from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from builder.expr import render
from builder.models import Revision, Snippet
from builder.web.snippets import diff_lines
from tests.snippets.helpers import HX, exact_counter, make_snippet, save_data


def saves(client, snippet, values):
    """Save the snippet once per value, from the builder, like a person would."""
    version = snippet.version
    for v in values:
        r = client.post(
            reverse("snippet_save"),
            save_data(exact_counter(v), snippet, title=f"Counter {v}", version=version),
            headers=HX,
        )
        assert f"Saved version {version + 1}." in r.content.decode()
        version += 1
    return version


def diff_spans(html: str) -> list[tuple[str, str]]:
    return [(k, htmllib.unescape(t)) for k, t in re.findall(r'<span class="diff-(\w+)">(.*?)</span>', html, re.S)]


def test_history_holds_every_saved_revision(client, cast):
    s = make_snippet(cast.alice, title="Counter 1", state=exact_counter("1"))
    client.force_login(cast.alice)
    last = saves(client, s, ["2", "3", "4", "5"])
    assert last == 5
    revs = list(Revision.objects.filter(snippet=s).order_by("number"))
    assert [r.number for r in revs] == [1, 2, 3, 4, 5]
    assert [r.state["update"][0]["value"]["value"] for r in revs] == ["1", "2", "3", "4", "5"]
    assert [json.loads(r.request_json) for r in revs] == [render(exact_counter(v))[1] for v in "12345"]
    html = client.get(reverse("snippet_history", args=[s.pk])).content.decode()
    for n in range(1, 6):
        assert f'id="rev-{n}"' in html
    assert "Version 5 (current)" in html


def test_history_shows_a_unified_diff_of_the_rendered_requests(client, cast):
    s = make_snippet(cast.alice, title="Counter 41", state=exact_counter("41"))
    client.force_login(cast.alice)
    saves(client, s, ["42"])
    html = client.get(reverse("snippet_history", args=[s.pk])).content.decode()
    spans = diff_spans(html)
    assert ("file", "--- revision 1") in spans and ("file", "+++ revision 2") in spans
    assert ("del", '-    ":next": {') not in spans  # context, not a change
    assert any(k == "hunk" and t.startswith("@@") for k, t in spans)
    assert ("del", '-      "N": "41"') in spans
    assert ("add", '+      "N": "42"') in spans
    assert "<del>Counter 41</del> → <ins>Counter 42</ins>" in html
    assert '<pre class="diff">' in html


def test_diff_lines_classes():
    lines = diff_lines('{\n  "a": 1\n}', '{\n  "a": 2\n}', "r1", "r2")
    assert lines == [
        ("file", "--- r1"),
        ("file", "+++ r2"),
        ("hunk", "@@ -1,3 +1,3 @@"),
        ("ctx", " {"),
        ("del", '-  "a": 1'),
        ("add", '+  "a": 2'),
        ("ctx", " }"),
    ]


def _patched(before: str, lines: list[tuple[str, str]]) -> list[str]:
    """``before``'s lines with the hunks of ``lines`` applied, each where its
    header says (a hunk's context and removed lines checked against them)."""
    old = before.splitlines()
    out: list[str] = []
    at = 0  # lines of ``old`` used so far
    for kind, line in lines:
        if kind == "hunk":
            m = re.match(r"@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@", line)
            first = int(m[1]) - (0 if m[2] == "0" else 1)
            out += old[at:first]
            at = first
        elif kind in ("ctx", "del"):
            assert old[at] == line[1:]
            if kind == "ctx":
                out.append(line[1:])
            at += 1
        elif kind == "add":
            out.append(line[1:])
    return out + old[at:]


lines_drawn = st.lists(st.sampled_from(["{", "}", '  "a": 1,', '  "b": [', "    2,", "    3", "  ]"]), max_size=40)


@given(lines_drawn, st.lists(st.tuples(st.integers(0, 40), st.sampled_from(["del", "add", "put"])), max_size=6))
def test_a_diff_applied_to_the_older_revision_gives_the_newer(older, edits):
    newer = list(older)
    for at, what in edits:
        at = min(at, len(newer))
        if what == "add" or at == len(newer):
            newer.insert(at, f'  "x{at}": 0,')
        elif what == "del":
            del newer[at]
        else:
            newer[at] = '  "c": 9,'
    before, after = "\n".join(older), "\n".join(newer)
    lines = diff_lines(before, after, "r1", "r2")
    if older == newer:
        assert lines == []
    else:
        assert lines[:2] == [("file", "--- r1"), ("file", "+++ r2")]
        assert _patched(before, lines) == newer


def test_revisions_too_far_apart_to_compare_say_so_without_comparing(monkeypatch):
    """Two orders of 8,000 numbers took difflib 4.8 s a diff (a history page of
    20 such revisions, 92 s): past DIFF_WORK changed lines compared, the diff
    says which lines changed and that they were not compared."""
    from builder.web import snippets

    compared = []
    monkeypatch.setattr(snippets.difflib, "unified_diff", lambda *a, **k: compared.append(a) or iter(()))
    numbers = [f'    "{i}",' for i in range(8000)]
    before = "\n".join(["{", '  "NS": [', *numbers, "  ]", "}"])
    after = "\n".join(["{", '  "NS": [', *numbers[1::2], *numbers[0::2], "  ]", "}"])
    lines = diff_lines(before, after, "revision 1", "revision 2")
    assert compared == []
    assert lines[:3] == [("file", "--- revision 1"), ("file", "+++ revision 2"), ("hunk", "@@ -3,8000 +3,8000 @@")]
    assert lines[3] == ("note", "8,000 changed lines against 8,000: too many to compare line by line here.")
    # a change among lines shared at both ends is compared, on the changed lines and their context alone
    small = "\n".join(["{", '  "NS": [', *numbers[:4000], '    "x",', *numbers[4000:], "  ]", "}"])
    diff_lines(before, small, "revision 1", "revision 2")
    (args,) = compared
    assert len(args[0]) == 6 and len(args[1]) == 7


def test_restore_makes_a_new_revision_and_loses_nothing(client, cast):
    s = make_snippet(cast.alice, title="Counter 1", state=exact_counter("1"))
    client.force_login(cast.alice)
    saves(client, s, ["2", "3"])
    r = client.post(reverse("snippet_restore", args=[s.pk, 1]), {"version": "3"})
    assert r.status_code == 302 and r["Location"] == reverse("snippet_history", args=[s.pk])
    s.refresh_from_db()
    assert (s.version, s.title, s.state) == (4, "Counter 1", exact_counter("1"))
    revs = list(Revision.objects.filter(snippet=s).order_by("number"))
    assert [r.state["update"][0]["value"]["value"] for r in revs] == ["1", "2", "3", "1"]
    assert revs[-1].note == "Restored revision 1" and revs[-1].author == cast.alice
    html = client.get(reverse("snippet_history", args=[s.pk])).content.decode()
    assert "Restored revision 1" in html
    # the builder opens the restored request
    page = client.get(f"/?snippet={s.pk}").content.decode()
    assert 'name="snippet-version" value="4"' in page


def test_restore_from_a_stale_history_page_is_refused(client, cast):
    s = make_snippet(cast.alice, title="Counter 1", state=exact_counter("1"))
    client.force_login(cast.alice)
    saves(client, s, ["2"])
    page = client.get(reverse("snippet_history", args=[s.pk])).content.decode()
    assert 'name="version" value="2"' in page
    saves(client, Snippet.objects.get(pk=s.pk), ["3"])  # someone saves meanwhile
    r = client.post(reverse("snippet_restore", args=[s.pk, 1]), {"version": "2"})
    assert r.status_code == 409
    assert "Nothing was restored" in r.content.decode()
    s.refresh_from_db()
    assert (s.version, s.state["update"][0]["value"]["value"]) == (3, "3")


def test_restore_of_a_missing_revision_is_404(client, cast):
    s = make_snippet(cast.alice)
    client.force_login(cast.alice)
    assert client.post(reverse("snippet_restore", args=[s.pk, 7]), {"version": "1"}).status_code == 404


def test_history_is_paginated_and_diffs_across_pages(client, cast):
    s = make_snippet(cast.alice, title="Counter 0", state=exact_counter("0"))
    client.force_login(cast.alice)
    saves(client, s, [str(i) for i in range(1, 25)])  # 25 revisions, 20 a page
    first = client.get(reverse("snippet_history", args=[s.pk])).content.decode()
    second = client.get(reverse("snippet_history", args=[s.pk]) + "?page=2").content.decode()
    assert 'id="rev-25"' in first and 'id="rev-6"' in first and 'id="rev-5"' not in first
    assert 'id="rev-5"' in second and 'id="rev-1"' in second
    # revision 6 (last on page 1) is diffed against revision 5 (on page 2)
    assert ("file", "--- revision 5") in diff_spans(first)
