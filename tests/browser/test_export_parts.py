"""A team's export in parts, in a real browser: the link downloads a ZIP of
parts, and importing them one at a time through the team page's form brings the
team back whole, the page saying after each which part it was."""

from __future__ import annotations

import io
import zipfile

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Page, expect

from builder import snippets as sn
from builder import team_export as tx
from builder.models import Membership, Snippet, Team
from tests.browser.test_snippets import PASSWORD, log_in
from tests.snippets.helpers import exact_counter, grow_history, make_snippet

pytestmark = pytest.mark.browser


def test_a_large_team_downloads_parts_that_import_one_at_a_time(page: Page, live_server, transactional_db, tmp_path):
    alice = get_user_model().objects.create_user("alice", password=PASSWORD)
    blue, green = Team.objects.create(name="Blue"), Team.objects.create(name="Green")
    for team in (blue, green):
        Membership.objects.create(team=team, user=alice, role="owner")
    long = make_snippet(alice, title="Long history", team=blue, visibility="team")
    prepared = sn.prepare(exact_counter("5"))
    count = tx.MAX_IMPORT_REVISIONS + 100
    grow_history(long, count, prepared)
    make_snippet(alice, title="Short", team=blue, visibility="team")

    log_in(page, live_server.url, "alice")
    page.goto(f"{live_server.url}/teams/{blue.pk}/")
    with page.expect_download() as download:
        page.get_by_role("link", name="Download all of the team's snippets with their history").click()
    assert download.value.suggested_filename.startswith("blue-snippets-")
    assert download.value.suggested_filename.endswith(".zip")
    with zipfile.ZipFile(io.BytesIO(download.value.path().read_bytes())) as archive:
        names = archive.namelist()
        assert names == [tx.part_name(n) for n in range(1, len(names) + 1)] and len(names) >= 2
        for name in names:
            (tmp_path / name).write_bytes(archive.read(name))

    page.goto(f"{live_server.url}/teams/{green.pk}/")
    for number, name in enumerate(names, start=1):
        page.get_by_label("Export file (JSON)").set_input_files(tmp_path / name)
        page.get_by_role("button", name="Import into this team").click()
        said = page.locator("ul.messages")
        if number < len(names):
            expect(said).to_contain_text(
                f"That was part {number} of an export in parts: import part {number + 1} next."
            )
        else:
            expect(said).to_contain_text("That was the last part of the export")
    copied = Snippet.objects.get(team=green, title="Long history")
    assert copied.revisions.count() == count and copied.version == count
    assert Snippet.objects.filter(team=green).count() == 2
