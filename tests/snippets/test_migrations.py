"""Data migrations, run from the migration before them on rows made there."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("builder", "0003_snippet_import_key")]
AFTER = [("builder", "0004_titles_on_one_line")]


@pytest.mark.django_db(transaction=True)
def test_titles_saved_with_line_breaks_are_put_on_one_line():
    """A title imported before line breaks were refused held one, which the
    page's one-line field dropped at the next save ("Counterof likes"): each run
    of breaks becomes a space, as the title reads, and a one-line title is left
    as it is."""
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    User = apps.get_model("auth", "User")
    Snippet, Revision = apps.get_model("builder", "Snippet"), apps.get_model("builder", "Revision")
    owner = User.objects.create(username="ann")
    titles = {"Counter\nof likes": "Counter of likes", "\r\nA\r\n\r\nB\r": "A B", "On one line": "On one line"}
    made = {}
    for old in titles:
        s = Snippet.objects.create(owner=owner, title=old, state_json="{}", operation="GetItem")
        Revision.objects.create(snippet=s, number=1, title=old, state_json="{}", request_json="{}", author=owner)
        made[s.pk] = old
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(AFTER)
    apps = executor.loader.project_state(AFTER).apps
    Snippet, Revision = apps.get_model("builder", "Snippet"), apps.get_model("builder", "Revision")
    for pk, old in made.items():
        assert Snippet.objects.get(pk=pk).title == titles[old]
        assert Revision.objects.get(snippet_id=pk).title == titles[old]
