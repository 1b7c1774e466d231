"""The SQLite database the app runs on by default (builder/settings.py): in
write-ahead-log mode, so a write does not wait for the reads in progress (a
save beside a slow search failed with "database is locked", a 500)."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.db.backends.sqlite3.base import DatabaseWrapper

pytestmark = pytest.mark.skipif(
    settings.DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3",
    reason="SQLite's journal mode (make test runs the suite on SQLite too)",
)


def _connection(path, timeout: float | None = None):
    """A new SQLite connection to ``path`` made as the app makes its own (the
    settings' options, its init command run)."""
    options = dict(settings.SQLITE_OPTIONS)
    if timeout is not None:
        options["timeout"] = timeout
    wrapper = DatabaseWrapper({**settings.DATABASES["default"], "NAME": str(path), "OPTIONS": options}, alias="probe")
    params = wrapper.get_connection_params()
    assert wrapper.transaction_mode == "IMMEDIATE"
    connection = wrapper.get_new_connection(params)
    connection.isolation_level = None  # autocommit, as Django runs it: each transaction begun explicitly
    return connection


def test_the_default_database_is_sqlite_in_wal_mode_with_immediate_writes():
    assert settings.DATABASES["default"]["OPTIONS"]["transaction_mode"] == "IMMEDIATE"
    assert "journal_mode=WAL" in settings.DATABASES["default"]["OPTIONS"]["init_command"]


def test_a_write_commits_while_a_read_is_in_progress(tmp_path):
    db = tmp_path / "app.sqlite3"
    reader, writer = _connection(db), _connection(db, timeout=0.2)
    try:
        assert writer.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        writer.execute("CREATE TABLE t (n integer)")
        writer.execute("INSERT INTO t VALUES (1)")
        reader.execute("BEGIN")
        assert reader.execute("SELECT count(*) FROM t").fetchone() == (1,)  # a read in progress
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("INSERT INTO t VALUES (2)")
        writer.execute("COMMIT")  # in the old journal mode: "database is locked" after the timeout
        assert reader.execute("SELECT count(*) FROM t").fetchone() == (1,)  # its own snapshot
        reader.execute("COMMIT")
        assert reader.execute("SELECT count(*) FROM t").fetchone() == (2,)
    finally:
        reader.close()
        writer.close()
