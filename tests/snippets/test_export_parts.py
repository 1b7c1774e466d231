"""A team's export that one import file cannot hold is written in parts, each
within the import's limits, and importing the parts in order restores the team
exactly, histories split across parts included (builder/team_export.py)."""

from __future__ import annotations

import copy
import io
import json
import zipfile

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder import snippets as sn
from builder import team_export as tx
from builder.models import Revision, Snippet, Team
from tests.snippets.helpers import HX, LIKE, exact_counter, export_body, grow_history, make_snippet, save_data


def _small_limits(monkeypatch, snippets=3, revisions=6, size=30_000):
    monkeypatch.setattr(tx, "MAX_IMPORT_SNIPPETS", snippets)
    monkeypatch.setattr(tx, "MAX_IMPORT_REVISIONS", revisions)
    monkeypatch.setattr(tx, "MAX_IMPORT_BYTES", size)


def _history(snippet: Snippet, user, count: int) -> Snippet:
    """``count`` more saves of ``snippet``, each a new state."""
    for i in range(count):
        snippet = sn.update_snippet(
            snippet.pk,
            snippet.version,
            user,
            title=f"{snippet.title.split(' v')[0]} v{snippet.version + 1}",
            description=f"save {i} “é”",
            prepared=sn.prepare(exact_counter(str(1000 + i))),
            team_id=snippet.team_id,
            visibility=snippet.visibility,
        )
    return snippet


@pytest.fixture
def big_team(cast):
    """Blue with 7 snippets; one has 15 revisions, more than a part holds with _small_limits."""
    for i in range(6):
        make_snippet(cast.alice, title=f"S{i}", team=cast.blue, visibility="team", state=exact_counter(str(i)))
    long = make_snippet(cast.bob, title="Long", team=cast.blue, visibility="link", state=exact_counter("7"))
    _history(long, cast.tom, 14)
    return cast.blue


def _download(client, team) -> tuple[str, bytes]:
    r = client.get(reverse("team_export", args=[team.pk]))
    assert r.status_code == 200
    return r["Content-Type"], export_body(r)


def _parts(body: bytes) -> list[bytes]:
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        names = archive.namelist()
        assert names == [tx.part_name(n) for n in range(1, len(names) + 1)]
        return [archive.read(name) for name in names]


def _import(client, team, raw: bytes):
    upload = SimpleUploadedFile("part.json", raw, content_type="application/json")
    return client.post(reverse("team_import", args=[team.pk]), {"file": upload}, follow=True)


def _green(cast) -> Team:
    green = Team.objects.create(name="Green")
    for m in cast.blue.memberships.all():
        green.memberships.create(user=m.user, role=m.role)
    return green


def _strip(data: dict) -> dict:
    data = copy.deepcopy(data)
    for key in ("exported", "team"):
        data.pop(key)
    return data


def test_an_export_over_the_limits_is_parts_that_restore_the_team_exactly(client, cast, big_team, monkeypatch):
    client.force_login(cast.tom)
    whole = json.loads(export_body(client.get(reverse("team_export", args=[big_team.pk]))))  # one file: fits
    _small_limits(monkeypatch)
    r = client.get(reverse("team_export", args=[big_team.pk]))
    assert r["Content-Type"] == "application/zip"
    assert r["Content-Disposition"].startswith('attachment; filename="blue-snippets-')
    assert r["Content-Disposition"].endswith('.zip"')
    parts = _parts(export_body(r))
    assert len(parts) >= 4  # 20 revisions, 6 a part
    for number, raw in enumerate(parts, start=1):
        doc = json.loads(raw)
        assert doc["part"] == number and doc["format"] == tx.EXPORT_FORMAT and doc["team"] == "Blue"
        assert doc.get("last_part", False) is (number == len(parts))
        assert len(raw) <= tx.MAX_IMPORT_BYTES and len(doc["snippets"]) <= tx.MAX_IMPORT_SNIPPETS
        assert sum(len(s["revisions"]) for s in doc["snippets"]) <= tx.MAX_IMPORT_REVISIONS
    continued = [s for raw in parts for s in json.loads(raw)["snippets"] if "continues" in s]
    assert continued and {s["title"] for s in continued} == {"Long v15"}

    green = _green(cast)
    said = []
    for number, raw in enumerate(parts, start=1):
        said.append(_import(client, green, raw).content.decode())
        if number < len(parts):
            assert f"That was part {number} of an export in parts: import part {number + 1} next." in said[-1]
        else:
            assert f"That was the last part of the export (part {number}): the team has all of it." in said[-1]
    # the long snippet's earlier revisions came in the later parts
    continuing = [any("continues" in s for s in json.loads(raw)["snippets"]) for raw in parts]
    assert ["earlier revisions of “Long v15”" in html for html in said] == continuing
    monkeypatch.undo()
    again = json.loads(export_body(client.get(reverse("team_export", args=[green.pk]))))
    assert _strip(again) == _strip(whole)
    long = Snippet.objects.get(team=green, title="Long v15")
    assert sorted(long.revisions.values_list("number", flat=True)) == list(range(1, 16))


def test_parts_out_of_order_or_twice_import_nothing(client, cast, big_team, monkeypatch):
    client.force_login(cast.tom)
    _small_limits(monkeypatch)
    parts = _parts(_download(client, big_team)[1])
    later = next(i for i, raw in enumerate(parts) if any("continues" in s for s in json.loads(raw)["snippets"]))
    green = _green(cast)
    count = Snippet.objects.count(), Revision.objects.count()

    html = _import(client, green, parts[later]).content.decode()
    assert "Nothing was imported" in html and "import the parts in order" in html
    assert f"this file is part {later + 1}" in html
    assert (Snippet.objects.count(), Revision.objects.count()) == count

    for raw in parts[: later + 1]:
        assert "Nothing was imported" not in _import(client, green, raw).content.decode()
    count = Snippet.objects.count(), Revision.objects.count()
    html = _import(client, green, parts[later]).content.decode()  # the continuation again
    assert "Nothing was imported" in html and "was this part imported before?" in html
    html = _import(client, green, parts[later - 1]).content.decode()  # the part holding the long snippet's head
    assert "Nothing was imported" in html and "already, from this export" in html
    assert (Snippet.objects.count(), Revision.objects.count()) == count
    # the same export may still go into another team: keys are the team's own
    red_owner = cast.carol
    client.force_login(red_owner)
    assert "Nothing was imported" not in _import(client, cast.red, parts[0]).content.decode()


def test_a_team_within_the_limits_still_downloads_one_json_file(client, cast, big_team):
    client.force_login(cast.bob)
    content_type, body = _download(client, big_team)
    assert content_type.startswith("application/json")
    data = json.loads(body)
    assert "part" not in data and not any("key" in s or "continues" in s for s in data["snippets"])


# --------------------------------------------------------------------------
# the packing itself, on made-up items (no database)
# --------------------------------------------------------------------------
def _item(n: int, revisions: list[int], title: str) -> dict:
    return {
        "title": title,
        "description": "d",
        "visibility": "team",
        "owner": "alice",
        "created": "2026-01-01T00:00:00+00:00",
        "updated": "2026-01-01T00:00:00+00:00",
        "version": len(revisions),
        "state": {"text": "x" * 50, "n": n},
        "revisions": [
            {
                "number": k + 1,
                "title": title,
                "description": "",
                "state": {"text": "é\u0001" * size},
                "author": "alice",
                "note": "",
                "created": "2026-01-01T00:00:00+00:00",
            }
            for k, size in enumerate(revisions)
        ],
    }


def _as_exported(n: int, item: dict) -> tuple:
    """``item`` as exported_snippets gives it: its id, its item with no revisions, its revisions newest first."""
    item = copy.deepcopy(item)
    return n, {**item, "revisions": []}, iter(item["revisions"][::-1])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    snippets=st.lists(
        st.tuples(st.lists(st.integers(0, 400), min_size=1, max_size=12), st.text(min_size=1, max_size=5)),
        max_size=12,
    ),
    limits=st.tuples(st.integers(1, 5), st.integers(1, 9), st.integers(6_000, 20_000)),
)
def test_every_part_is_within_the_limits_and_the_parts_hold_every_revision(snippets, limits, monkeypatch):
    _small_limits(monkeypatch, *limits)
    items = [_item(n, sizes, title) for n, (sizes, title) in enumerate(snippets)]
    head = {"format": tx.EXPORT_FORMAT, "format_version": tx.EXPORT_VERSION, "team": "T" * 100, "exported": "x"}
    parts = list(tx.export_parts((_as_exported(n, item) for n, item in enumerate(items)), "k"))
    assert parts and all(parts[1:])  # no empty part but the only one
    made: dict[str, dict] = {}
    restored = []
    for number, written in enumerate(parts, start=1):
        raw = "".join(tx.export_json_parts({**head, "part": number}, written)).encode()
        doc = json.loads(raw)
        revisions = sum(len(s["revisions"]) for s in doc["snippets"])
        one_revision = len(doc["snippets"]) == 1 and revisions == 1
        assert one_revision or len(raw) <= tx.MAX_IMPORT_BYTES  # one revision alone may be over (no state bound here)
        assert len(doc["snippets"]) <= tx.MAX_IMPORT_SNIPPETS and revisions <= tx.MAX_IMPORT_REVISIONS
        for s in doc["snippets"]:
            if "continues" in s:
                earlier = made[s["continues"]]
                assert s["title"] == earlier["title"] and max(r["number"] for r in s["revisions"]) < min(
                    r["number"] for r in earlier["revisions"]
                )
                earlier["revisions"][:0] = s["revisions"]
            else:
                assert s["revisions"][-1]["number"] == s["version"]
                if "key" in s:
                    made[s.pop("key")] = s
                restored.append(s)
    assert restored == items
    if len(parts) == 1:  # a single part is the plain export, byte for byte
        assert "".join(tx.export_json_parts(head, parts[0])) == tx.export_json({**head, "snippets": items})


# --------------------------------------------------------------------------
# a snippet's size: what keeps a snippet and its newest revision in one part
# --------------------------------------------------------------------------
def _state_of_size(target: int) -> dict:
    """A valid request whose state is ``target`` bytes as a snippet holds it
    (sn.state_size): a transaction of Puts whose items carry text."""
    state = copy.deepcopy(LIKE)
    put = state["actions"][0]
    state["actions"] = []
    for i in range(-(-target // 300_000)):
        action = copy.deepcopy(put)
        action["item"]["SK"]["value"] = f"FILLER#{i}"
        action["item"]["data"] = {"type": "S", "value": "x" * min(300_000, target)}
        state["actions"].append(action)
    last = state["actions"][-1]["item"]["data"]
    last["value"] = "x" * 10
    shortfall = target - sn.state_size(sn.prepare(state))
    last["value"] = "x" * (10 + shortfall)
    return state


def test_a_snippet_at_the_size_bound_fits_one_part_with_its_newest_revision(cast):
    prepared = sn.prepare(_state_of_size(sn.MAX_STATE_BYTES))
    assert sn.state_size(prepared) == sn.MAX_STATE_BYTES and sn.state_size_problem(prepared) is None
    worst = "\u0001" * 5000  # each written as \\u0001: six bytes a character
    item = {
        "title": "\u0001" * 200,
        "description": worst,
        "visibility": "team",
        "owner": "u" * 150,
        "created": "2026-01-01T00:00:00+00:00",
        "updated": "2026-01-01T00:00:00+00:00",
        "version": 10**9,
        "state": prepared.state,
        "revisions": [
            {
                "number": 10**9,
                "title": "\u0001" * 200,
                "description": worst,
                "state": prepared.state,
                "author": "\u0001" * 150,
                "note": "\u0001" * 200,
                "created": "2026-01-01T00:00:00+00:00",
            }
        ],
    }
    parts = list(tx.export_parts([_as_exported(10**12, item)], "k" * 12))
    head = {"format": tx.EXPORT_FORMAT, "format_version": 1, "team": "\u0001" * 100, "exported": "x" * 32}
    raw = "".join(tx.export_json_parts({**head, "part": 10**6}, parts[0])).encode()
    assert len(parts) == 1 and len(raw) <= tx.MAX_IMPORT_BYTES


def test_a_request_too_large_for_a_snippet_is_not_saved(client, cast, monkeypatch):
    monkeypatch.setattr(sn, "MAX_STATE_BYTES", 3_000)
    client.force_login(cast.alice)
    before = Snippet.objects.count()
    big = _state_of_size(3_001)
    r = client.post(reverse("snippet_save"), save_data(big, title="Big"), headers=HX)
    html = r.content.decode()
    assert "too large to save as a snippet" in html and "3,001 bytes" in html and "at most 3,000" in html
    assert Snippet.objects.count() == before
    r = client.post(reverse("snippet_save"), save_data(_state_of_size(3_000), title="Fits"), headers=HX)
    assert Snippet.objects.count() == before + 1


def test_an_import_refuses_a_state_too_large_for_a_snippet(client, cast, monkeypatch):
    client.force_login(cast.tom)
    make_snippet(cast.alice, title="Big", team=cast.blue, visibility="team", state=_state_of_size(3_001))
    body = _download(client, cast.blue)[1]
    monkeypatch.setattr(sn, "MAX_STATE_BYTES", 3_000)
    count = Snippet.objects.count()
    html = _import(client, cast.blue, body).content.decode()
    assert (
        "Nothing was imported" in html
        and "snippets[0].state: This request is too large to save as a snippet: 3,001 bytes" in html
    )
    assert Snippet.objects.count() == count


def test_a_snippet_saved_before_the_size_bound_is_exported_in_a_part_of_its_own(client, cast, monkeypatch):
    """A snippet saved before MAX_STATE_BYTES (its state now too large) made the
    import refuse the whole part it shared with others: it is written in a part
    alone, and every other part imports."""
    client.force_login(cast.tom)
    for title, size in (("First", 500), ("Legacy", 3_001), ("Last", 500)):
        make_snippet(cast.alice, title=title, team=cast.blue, visibility="team", state=_state_of_size(size))
    monkeypatch.setattr(sn, "MAX_STATE_BYTES", 3_000)
    parts = _parts(_download(client, cast.blue)[1])
    titles = [[item["title"] for item in json.loads(p)["snippets"]] for p in parts]
    assert ["Legacy"] in titles and sorted(t for names in titles for t in names) == [
        "First",
        "Last",
        "Legacy",
    ]  # alone, each once
    green = _green(cast)
    for part, names in zip(parts, titles, strict=True):
        html = _import(client, green, part).content.decode()
        if names == ["Legacy"]:
            assert "Nothing was imported" in html and "too large to save as a snippet: 3,001 bytes" in html
        else:
            assert "Nothing was imported" not in html
    assert sorted(Snippet.objects.filter(team=green).values_list("title", flat=True)) == ["First", "Last"]


@settings(max_examples=100, deadline=None)
@given(sizes=st.lists(st.integers(0, 50), min_size=1, max_size=8), title=st.text(max_size=8))
def test_an_item_is_written_and_measured_from_its_revisions_as_the_whole_item_is(sizes, title):
    """How the packing writes and weighs an item with some of its revisions,
    without writing the item again for each count it tries."""
    item = _item(0, sizes, title or "t")
    head = tx.written_item({**item, "revisions": []})
    texts = [tx._written_revision(r) for r in item["revisions"]]
    for start in range(len(texts)):
        part = {**item, "revisions": item["revisions"][start:]}
        written = tx._item_with(head, texts[start:])
        assert written == tx.written_item(part)
        weight = tx._size_with(len(head.encode()), sum(len(t.encode()) for t in texts[start:]), len(texts) - start)
        assert weight == len(written.encode())


def test_a_history_longer_than_an_import_takes_comes_back_whole_at_the_real_limits(client, cast):
    """No limit lowered: a snippet with 5 more revisions than one file may hold."""
    count = tx.MAX_IMPORT_REVISIONS + 5
    long = make_snippet(cast.alice, title="Long", team=cast.blue, visibility="team")
    prepared = sn.prepare(exact_counter("5"))
    grow_history(long, count, prepared)
    client.force_login(cast.tom)
    parts = _parts(_download(client, cast.blue)[1])
    assert len(parts) == 2 and all(len(raw) <= tx.MAX_IMPORT_BYTES for raw in parts)
    green = _green(cast)
    said = [_import(client, green, raw).content.decode() for raw in parts]
    assert "Imported 1 snippet with its history. That was part 1" in said[0]
    rest = len(json.loads(parts[1])["snippets"][0]["revisions"])
    assert f"Imported {rest:,} earlier revisions of “Long”. That was the last part" in said[1]
    copy_ = Snippet.objects.get(team=green)
    assert sorted(copy_.revisions.values_list("number", flat=True)) == list(range(1, count + 1))
    assert copy_.version == count and copy_.state == long.state


def _export_peak(team) -> int:
    """The most memory (bytes, tracemalloc) that downloading ``team``'s export took."""
    import tracemalloc

    tracemalloc.start()
    try:
        extension, body = tx.export_files(team)
        assert extension == "zip" and sum(len(chunk) for chunk in body) > 0
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_what_an_export_holds_does_not_grow_with_the_history(cast):
    """Probe of 2026-12-05: one snippet of 80 revisions of 0.9 MB took 440 MB to
    export, every revision read and its state parsed at once. Now what is held
    is the part being filled, the revisions read but not yet placed (about a
    part's worth) and a few rows of the database, however long the history."""
    prepared = sn.prepare(_state_of_size(600_000))
    long = make_snippet(cast.alice, title="Big history", team=cast.blue, visibility="team", state=prepared.state)
    peaks = []
    for count in (20, 60):
        grow_history(long, count, prepared)
        peaks.append(_export_peak(cast.blue))
    # 40 more revisions are 24 MB more of JSON text (every one read at once: 94 MB for 30)
    assert peaks[1] < peaks[0] * 1.25, peaks
