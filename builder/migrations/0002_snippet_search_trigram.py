"""A trigram index for snippet search, on PostgreSQL only.

Search is ``search_text LIKE '%term%'`` (search_text is stored lowercased), which
no B-tree can serve. On PostgreSQL a GIN index with ``gin_trgm_ops`` (extension
pg_trgm, trusted since PostgreSQL 13, so a database owner may create it) serves
it. SQLite has no such index; there the list queries narrow by owner or team
first (the (owner, updated) and (team, updated) indexes) and scan only those
rows: `make bench` measures it at 100,000 snippets.

If the extension cannot be created (no privilege), the migration carries on
without the index: search still works, only slower on large tables.
"""

import logging

from django.db import migrations, transaction

log = logging.getLogger(__name__)


def create_trigram_index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    try:
        with transaction.atomic(using=schema_editor.connection.alias):
            schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except Exception as exc:  # noqa: BLE001 - any refusal: go on without the index
        log.warning("pg_trgm is not available (%s); snippet search runs without a trigram index", exc)
        return
    schema_editor.execute(
        "CREATE INDEX IF NOT EXISTS snippet_search_trgm ON builder_snippet USING gin (search_text gin_trgm_ops)"
    )


def drop_trigram_index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("DROP INDEX IF EXISTS snippet_search_trgm")


class Migration(migrations.Migration):
    dependencies = [("builder", "0001_snippets_teams")]

    operations = [migrations.RunPython(create_trigram_index, drop_trigram_index)]
