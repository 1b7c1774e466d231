"""Storage: states kept exactly (key order included) and migrated; migrations
in step with the models; the indexes the lists and search rely on."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.db import connection
from django.urls import reverse

from builder import snippets as sn
from builder.expr import StateError, render
from builder.expr import state as state_module
from builder.models import Snippet
from tests.snippets.helpers import HX, make_snippet, save_data


def test_migrations_match_the_models(db):
    out = io.StringIO()
    call_command("makemigrations", "builder", "--check", "--dry-run", stdout=out)
    assert "No changes detected" in out.getvalue()


def test_state_key_order_survives_the_database(cast):
    """Attribute order is part of the request; jsonb would sort the keys."""
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {
            "zeta": {"type": "S", "value": "z"},
            "PK": {"type": "S", "value": "p"},
            "alpha": {"type": "N", "value": "1"},
            "mid": {"type": "M", "value": {"y": {"type": "S", "value": "1"}, "b": {"type": "S", "value": "2"}}},
        },
    }
    s = make_snippet(cast.alice, state=state)
    again = Snippet.objects.get(pk=s.pk)
    assert list(again.state["item"]) == ["zeta", "PK", "alpha", "mid"]
    assert list(again.state["item"]["mid"]["value"]) == ["y", "b"]
    assert render(again.state) == render(state)
    assert list(again.revisions.get().state["item"]) == ["zeta", "PK", "alpha", "mid"]


def test_states_are_validated_and_stored_migrated(cast, monkeypatch):
    """A state of an older version is migrated before it is stored."""
    monkeypatch.setattr(state_module, "STATE_VERSION", 2)
    monkeypatch.setitem(state_module.MIGRATIONS, 1, lambda d: {**d, "version": 2, "table": d.get("table", "") + "V2"})
    old = {"version": 1, "operation": "Scan", "table": "Social"}
    s = make_snippet(cast.alice, state=old)
    assert s.state == {"version": 2, "operation": "Scan", "table": "SocialV2"}
    assert s.revisions.get().state == s.state
    with pytest.raises(StateError):
        sn.prepare({"version": 1, "operation": "Scan", "table": ""})  # "V2" after migrating: too short, refused


def test_a_state_that_does_not_load_is_never_saved(client, cast):
    client.force_login(cast.alice)
    data = save_data({"version": 1, "operation": "Scan", "table": "Social"}, title="x")
    data["table"] = "x"  # too short for DynamoDB
    r = client.post(reverse("snippet_save"), data, headers=HX)
    assert "Fix the 1 problem" in r.content.decode()
    assert not Snippet.objects.exists()


def _index_names() -> set[str]:
    with connection.cursor() as cursor:
        constraints = connection.introspection.get_constraints(cursor, Snippet._meta.db_table)
    return {name for name, c in constraints.items() if c["index"]}


def test_list_indexes_exist(db):
    names = _index_names()
    assert {"snippet_owner_updated_team", "snippet_team_updated", "snippet_updated"} <= names


def test_list_queries_use_the_indexes(cast):
    for i in range(30):
        make_snippet(
            cast.alice if i % 2 else cast.bob,
            title=f"s{i}",
            team=cast.blue if i % 3 else None,
            visibility="team" if i % 3 else "private",
        )
    mine = sn.list_columns(sn.my_snippets(cast.alice))[:25]
    team = sn.list_columns(sn.team_snippets(cast.blue))[:25]
    for qs, index in ((mine, "snippet_owner_updated_team"), (team, "snippet_team_updated")):
        sql, params = qs.query.sql_with_params()
        with connection.cursor() as cursor:
            if connection.vendor == "postgresql":
                cursor.execute("SET LOCAL enable_seqscan = off")
                cursor.execute("EXPLAIN " + sql, params)
            else:
                cursor.execute("EXPLAIN QUERY PLAN " + sql, params)
            plan = " ".join(str(row) for row in cursor.fetchall())
        assert index in plan, plan


def test_search_can_use_the_trigram_index_on_postgresql(cast):
    if connection.vendor != "postgresql":
        pytest.skip("the trigram index is PostgreSQL's (make test runs this file there too)")
    assert "snippet_search_trgm" in _index_names()
    make_snippet(cast.alice, title="Play counter")
    qs = sn.search(Snippet.objects.all(), "counter")
    sql, params = qs.order_by().query.sql_with_params()
    with connection.cursor() as cursor:
        # with plain scans off, only a bitmap scan of an index that serves LIKE '%...%' remains
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
        cursor.execute("EXPLAIN " + sql, params)
        plan = " ".join(row[0] for row in cursor.fetchall())
    assert "snippet_search_trgm" in plan, plan
    assert [s.title for s in qs] == ["Play counter"]
