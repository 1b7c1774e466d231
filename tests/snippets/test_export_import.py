"""A team's snippets as JSON: a backup that restores exactly."""

from __future__ import annotations

import copy
import html as htmllib
import json
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from builder import team_export as tx
from builder.expr.recipes import get_recipe
from builder.models import Revision, Snippet, Team
from tests.snippets.helpers import HX, exact_counter, export_body, make_snippet, save_data


@pytest.fixture
def team_with_history(client, cast):
    """Blue with two snippets, one with three revisions by two people, one restore."""
    a = make_snippet(
        cast.alice,
        title="Counter <1>",
        description="Line one\nline “two”",
        team=cast.blue,
        visibility="team",
        state=exact_counter("1"),
    )
    client.force_login(cast.bob)
    client.post(reverse("snippet_save"), save_data(exact_counter("2"), a, title="Counter 2", version=1), headers=HX)
    client.post(reverse("snippet_restore", args=[a.pk, 1]), {"version": "2"})
    make_snippet(cast.tom, title="Like", team=cast.blue, visibility="link", state=get_recipe("like").state)
    make_snippet(cast.alice, title="Not in the team")
    return cast.blue


def strip_export(data: dict) -> dict:
    """An export without the parts that legitimately differ between two exports."""
    data = copy.deepcopy(data)
    data.pop("exported")
    data.pop("team")
    return data


def test_export_downloads_every_snippet_with_its_history(client, cast, team_with_history):
    client.force_login(cast.bob)  # any member may export
    r = client.get(reverse("team_export", args=[cast.blue.pk]))
    assert r.status_code == 200 and r["Content-Type"].startswith("application/json")
    assert r["Content-Disposition"].startswith('attachment; filename="blue-snippets-')
    data = json.loads(export_body(r))
    assert data["format"] == tx.EXPORT_FORMAT and data["team"] == "Blue"
    assert [s["title"] for s in data["snippets"]] == ["Counter <1>", "Like"]
    first = data["snippets"][0]
    assert (first["version"], first["visibility"], first["owner"]) == (3, "team", "alice")
    assert [(r["number"], r["author"], r["note"]) for r in first["revisions"]] == [
        (1, "alice", ""),
        (2, "bob", ""),
        (3, "bob", "Restored revision 1"),
    ]
    assert first["state"] == exact_counter("1")
    assert first["revisions"][1]["state"] == exact_counter("2")


@pytest.mark.parametrize("count", [0, 1, 2, tx.EXPORT_CHUNK + 3])
def test_an_export_is_streamed_a_few_snippets_at_a_time_as_the_whole_document(client, cast, count, monkeypatch):
    """A team's history has no size limit (a save adds a revision): the export is
    written a snippet at a time, each snippet's revisions read as it is written,
    and is byte for byte the document export_team makes."""
    from builder.team_export import export_json

    for i in range(count):
        make_snippet(cast.alice, title=f"S{i} “x”\n", team=cast.blue, visibility="team", state=exact_counter(str(i)))
    monkeypatch.setattr(tx, "_iso", lambda dt: "2026-12-05T00:00:00+00:00")  # "exported": one instant both ways
    client.force_login(cast.bob)
    streamed = export_body(client.get(reverse("team_export", args=[cast.blue.pk])))
    assert streamed.decode() == export_json(tx.export_team(cast.blue))
    # each snippet's revisions are read when it is written, not before
    with CaptureQueriesContext(connection) as read:
        exported = tx.exported_snippets(cast.blue)
        for n in range(count):
            _, _, revisions = next(exported)
            assert sum("builder_revision" in q["sql"] for q in read.captured_queries) == n
            list(revisions)
            assert sum("builder_revision" in q["sql"] for q in read.captured_queries) == n + 1
        assert next(exported, None) is None
    assert [s["title"] for s in json.loads(streamed)["snippets"]] == [f"S{i} “x”\n" for i in range(count)]


def test_import_restores_exactly(client, cast, team_with_history):
    client.force_login(cast.tom)
    original = json.loads(export_body(client.get(reverse("team_export", args=[cast.blue.pk]))))
    before = {s.pk for s in Snippet.objects.all()}
    old_slugs = set(Snippet.objects.values_list("share_slug", flat=True))

    # restore into an empty team that has the same people
    green = Team.objects.create(name="Green")
    for m in cast.blue.memberships.all():
        green.memberships.create(user=m.user, role=m.role)
    upload = SimpleUploadedFile("backup.json", json.dumps(original).encode(), content_type="application/json")
    r = client.post(reverse("team_import", args=[green.pk]), {"file": upload}, follow=True)
    assert "Imported 2 snippets with their history." in r.content.decode()

    again = json.loads(export_body(client.get(reverse("team_export", args=[green.pk]))))
    assert strip_export(again) == strip_export(
        original
    )  # titles, descriptions, states, visibility, owners, times, revisions
    new = Snippet.objects.exclude(pk__in=before)
    assert new.count() == 2
    for s in new:
        assert s.team == green and s.share_slug not in old_slugs  # links are never reused
        rev = s.revisions.order_by("-number").first()
        assert rev.number == s.version and rev.state == s.state
    # authors are real users again where the name matches
    assert set(Revision.objects.filter(snippet__in=new).values_list("author__username", flat=True)) == {
        "alice",
        "bob",
        "tom",
    }
    # and the imported snippets work like any other
    imported = new.get(title="Counter <1>")
    client.force_login(cast.alice)
    assert client.get(reverse("snippet_history", args=[imported.pk])).status_code == 200
    assert client.get(f"/?snippet={imported.pk}").status_code == 200


def test_import_is_owners_only(client, cast, team_with_history):
    client.force_login(cast.bob)
    upload = SimpleUploadedFile("b.json", b"{}", content_type="application/json")
    assert client.post(reverse("team_import", args=[cast.blue.pk]), {"file": upload}).status_code == 403


def _export(client, cast):
    client.force_login(cast.tom)
    return json.loads(export_body(client.get(reverse("team_export", args=[cast.blue.pk]))))


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: d.update(format="something else"), "not a team snippets export"),
        (lambda d: d["snippets"][1]["state"].update(version=99), "snippets[1].state: version"),
        (lambda d: d["snippets"][0]["revisions"][0]["state"].pop("table"), "snippets[0].revisions[0].state"),
        (lambda d: d["snippets"][0].update(visibility="private"), "snippets[0].visibility"),
        (lambda d: d["snippets"][0].update(version=7), "snippets[0].version"),
        (lambda d: d["snippets"][0]["revisions"][1].update(number=1), "revision numbers are distinct"),
        (lambda d: d["snippets"][0]["revisions"][0].update(created="yesterday"), "not an ISO 8601"),
        (lambda d: d["snippets"][0].update(title=["x"]), "snippets[0].title"),
        (lambda d: d["snippets"][1].update(revisions=[]), "at least one revision"),
    ],
)
def test_a_damaged_file_imports_nothing(client, cast, team_with_history, damage, message):
    html = _import_damaged(client, cast, damage)
    assert "Nothing was imported" in html and message in html.replace("&#x27;", "'")


def _import_damaged(client, cast, damage) -> str:
    """The team page after importing the export ``damage`` changed; nothing was imported."""
    data = _export(client, cast)
    damage(data)
    count = Snippet.objects.count(), Revision.objects.count()
    upload = SimpleUploadedFile("b.json", json.dumps(data).encode(), content_type="application/json")
    r = client.post(reverse("team_import", args=[cast.blue.pk]), {"file": upload}, follow=True)
    assert (Snippet.objects.count(), Revision.objects.count()) == count
    return r.content.decode()


@pytest.mark.parametrize(
    "damage, where",
    [
        (lambda d: d["snippets"][0].update(title="Counter\x00"), "snippets[0].title"),
        (lambda d: d["snippets"][0]["revisions"][0].update(note="\x00"), "snippets[0].revisions[0].note"),
        (lambda d: d["snippets"][1].update(owner="tom\x00"), "snippets[1].owner"),
        (lambda d: d["snippets"][1].update(key="k\x00"), "snippets[1].key"),
        (
            lambda d: d["snippets"].__setitem__(1, {"continues": "k\x00", "title": "x", "revisions": []}),
            "snippets[1].continues",
        ),
    ],
)
def test_a_nul_character_in_a_text_imports_nothing(client, cast, team_with_history, damage, where):
    """PostgreSQL's text columns hold no NUL (U+0000): a title, note or key
    with one was a 500 there (and stored on SQLite, where no form lets one in)."""
    html = _import_damaged(client, cast, damage)
    assert f"Nothing was imported: {where}: holds the character U+0000" in html


@pytest.mark.parametrize(
    "text, said",
    [
        # the second "snippets" (empty) replaced the first: "imported 0 snippets" of a file that held them
        (lambda t: t.replace('"snippets": [', '"snippets": [], "snippets": [', 1), '"snippets" twice in one object'),
        # a title given twice: the first vanished
        (lambda t: t.replace('"title": ', '"title": "Other", "title": ', 1), '"title" twice in one object'),
    ],
)
def test_a_file_naming_a_key_twice_imports_nothing(client, cast, team_with_history, text, said):
    client.force_login(cast.tom)
    raw = text(json.dumps(_export(client, cast)))
    count = Snippet.objects.count(), Revision.objects.count()
    upload = SimpleUploadedFile("b.json", raw.encode(), content_type="application/json")
    r = client.post(reverse("team_import", args=[cast.blue.pk]), {"file": upload}, follow=True)
    assert f"Nothing was imported: The file names {said}" in htmllib.unescape(r.content.decode())
    assert (Snippet.objects.count(), Revision.objects.count()) == count


@pytest.mark.parametrize(
    "damage, where, why",
    [
        (lambda d: d["snippets"][0].update(title="Counter\nof likes"), "snippets[0].title", "a line break"),
        (
            lambda d: d["snippets"][0].update(title="Counter\rof likes"),
            "snippets[0].title",
            "a carriage return (U+000D)",
        ),
        (
            lambda d: d["snippets"][0]["revisions"][1].update(title="Counter\n2"),
            "snippets[0].revisions[1].title",
            "a line break",
        ),
    ],
)
def test_a_line_break_in_a_title_imports_nothing(client, cast, team_with_history, damage, where, why):
    """A title is one line (an input, which drops a line break): a title
    imported holding one lost it at the snippet's next save without a word (a
    revision's, once restored). Refused where it stands, as a NUL is."""
    html = htmllib.unescape(_import_damaged(client, cast, damage))
    said = re.search(r'<p class="field-error" id="e-file">(.*?)</p>', html, re.S)
    assert said is not None and said.group(1) == (
        f"Nothing was imported: {where}: holds {why}, which a snippet's one-line title cannot hold "
        "(a browser's field drops it, so the next save would change the title): write it on one line"
    )


def test_a_titles_line_breaks_at_its_ends_are_stripped_as_the_form_strips_them(client, cast, team_with_history):
    data = _export(client, cast)
    data["snippets"][0]["title"] = "\nCounter of likes\r\n"
    upload = SimpleUploadedFile("b.json", json.dumps(data).encode(), content_type="application/json")
    client.post(reverse("team_import", args=[cast.blue.pk]), {"file": upload})
    assert Snippet.objects.filter(team=cast.blue, title="Counter of likes").count() == 1


def test_a_file_that_is_not_json_imports_nothing(client, cast, team_with_history):
    client.force_login(cast.tom)
    count = Snippet.objects.count()
    upload = SimpleUploadedFile("b.json", b"\xff\xfe not json", content_type="application/json")
    r = client.post(reverse("team_import", args=[cast.blue.pk]), {"file": upload}, follow=True)
    assert "The file is not JSON" in r.content.decode()
    assert Snippet.objects.count() == count


@pytest.mark.parametrize(
    "body, said",
    [
        (b"\xff\xfe not json", "Nothing was imported: The file is not JSON"),
        (b'{"format": "x"}', "Nothing was imported: "),
        (None, "Nothing was imported: This field is required."),
    ],
)
def test_an_import_refused_is_said_beside_the_file_field(client, cast, body, said):
    """The refusal was a notice at the top of the team's page, after a redirect."""
    client.force_login(cast.tom)
    data = {} if body is None else {"file": SimpleUploadedFile("b.json", body, content_type="application/json")}
    r = client.post(reverse("team_import", args=[cast.blue.pk]), data)
    html = r.content.decode()
    assert r.status_code == 200 and 'class="messages"' not in html
    m = re.search(r'<p class="field-error" id="e-file">(.*?)</p>', html, re.S)
    assert m is not None and htmllib.unescape(m.group(1)).startswith(said)


def test_import_owners_must_be_team_members(client, cast, team_with_history):
    """An export naming a user outside the team does not hand them a snippet."""
    data = _export(client, cast)
    data["snippets"][0]["owner"] = "dave"  # exists, but is not in Blue
    upload = SimpleUploadedFile("b.json", json.dumps(data).encode(), content_type="application/json")
    client.post(reverse("team_import", args=[cast.blue.pk]), {"file": upload})
    newest = Snippet.objects.filter(team=cast.blue, title="Counter <1>").order_by("-id").first()
    assert newest.owner == cast.tom  # the importer
