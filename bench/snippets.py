"""`make bench`: snippet lists and search with 100,000 snippets.

A child process (so the app's own database is never touched) creates a fresh
SQLite database under a temporary directory, fills it with 100,000 snippets
(and their first revisions) spread over 200 users and 20 teams, one user owning
20,000 of them, and times the list and search queries the views run, as ratios
against baselines measured in the same process:

- ``SELECT 1`` (the cost of any round trip), and
- the unfiltered first page (the newest 25 snippets of the whole table, by index).

When PostgreSQL's ``pg_virtualenv`` is installed the same child runs again
against a throwaway PostgreSQL cluster (where search has a trigram index).

Run on its own: ``.venv/bin/python bench/snippets.py`` (prints the markdown).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SNIPPETS = int(os.environ.get("BENCH_SNIPPETS", "100000"))
USERS = 200
TEAMS = 20
HEAVY_SHARE = 0.2  # user0 owns this share of all snippets: the worst "my snippets" list
REPEAT = 7
WORDS = [
    "play_count",
    "likeTally",
    "status",
    "owner",
    "title",
    "price",
    "stock",
    "balance",
    "createdAt",
    "updatedAt",
    "tags",
    "profile",
    "address",
    "city",
    "country",
    "email",
    "score",
    "rank",
    "level",
    "shard",
    "region",
    "version",
    "payload",
]


# --------------------------------------------------------------------------
# parent: run the child on each database, write the report
# --------------------------------------------------------------------------
def _child(env_extra: dict, wrapper: list[str] | None = None) -> dict:
    env = dict(os.environ, DJANGO_SETTINGS_MODULE="builder.settings", DEBUG="true", PYTHONPATH=str(ROOT), **env_extra)
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child"]
    if wrapper:
        # pg_virtualenv exports PG*; the child builds DATABASE_URL from them
        cmd = wrapper + [
            "--",
            "bash",
            "-c",
            'export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"; exec "$@"',
            "child",
            *cmd,
        ]
    out = subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.PIPE, text=True).stdout
    # the last line that is a JSON object (pg_virtualenv prints its own lines after it)
    return json.loads([line for line in out.splitlines() if line.startswith("{")][-1])


def run() -> dict:
    results: dict = {}
    tmp = Path(tempfile.mkdtemp(prefix="bench-snippets-"))
    try:
        print(f"snippets: SQLite, {SNIPPETS} snippets (creating them takes a minute)", flush=True)
        results["sqlite"] = _child({"DATABASE_URL": f"sqlite:///{tmp / 'bench.sqlite3'}"})
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if shutil.which("pg_virtualenv"):
        print(f"snippets: PostgreSQL, {SNIPPETS} snippets", flush=True)
        results["postgresql"] = _child({}, wrapper=["pg_virtualenv", "-t"])
    else:
        print("snippets: pg_virtualenv not found, PostgreSQL skipped", flush=True)
    for db, r in results.items():
        for row in r["rows"]:
            print(
                f"  {db:10s} {row['case']:55s} {row['ms']:8.2f} ms  x{row['vs_page']:6.2f} first page  x{row['vs_select1']:8.1f} SELECT 1"
            )
    return results


def report(results: dict) -> str:
    lines = [
        "## Snippets: lists and search at 100,000 snippets",
        "",
        f"{SNIPPETS:,} snippets with one revision each, {USERS} users, {TEAMS} teams (each user in 2); one user",
        f'owns {int(SNIPPETS * HEAVY_SHARE):,} of them (the heaviest "My snippets" list), half the snippets are in a',
        "team. Each case is what the view runs: a page of 25 rows plus the paginator's `COUNT(*)`. Best of",
        f"{REPEAT} runs. Baselines from the same process: `SELECT 1`, and the unfiltered first page (the",
        "newest 25 snippets of the whole table, served by the `(updated, id)` index, no count).",
        "",
    ]
    for r in results.values():
        lines += [
            f"### {r['vendor_label']}",
            "",
            f"Creating the data: {r['setup_s']:.0f} s. `SELECT 1`: {r['select1_ms']:.3f} ms; unfiltered first page: {r['page_ms']:.2f} ms.",
            "",
            "| case | ms | ratio to first page | ratio to `SELECT 1` |",
            "|---|---:|---:|---:|",
        ]
        for row in r["rows"]:
            lines.append(f"| {row['case']} | {row['ms']:.2f} | {row['vs_page']:.2f} | {row['vs_select1']:.0f} |")
        lines += ["", 'Query plan of "My snippets", page 1:', "", "```text", *r["plan"], "```", ""]
    lines += [
        "Lists use the `(owner, -updated, -id)` and `(team, -updated, -id)` indexes. Search is",
        "`search_text LIKE '%term%'` on a lowercased, denormalised column (title, description, table",
        "and attribute names): on PostgreSQL a trigram GIN index serves it; SQLite has no index for",
        "infix matches, so it scans the rows the owner or team index selects.",
        "",
    ]
    return "\n".join(lines)


def append_report(results: dict) -> None:
    out = ROOT / "docs" / "benchmarks.md"
    text = out.read_text(encoding="utf-8") if out.exists() else "# Benchmarks\n"
    marker = "## Snippets: lists and search"
    if marker in text:  # replace the section a previous run wrote
        text = text[: text.index(marker)].rstrip("\n") + "\n"
    out.write_text(text.rstrip("\n") + "\n\n" + report(results), encoding="utf-8")
    (ROOT / "var").mkdir(exist_ok=True)
    (ROOT / "var" / "bench-snippets.json").write_text(json.dumps(results, indent=2))
    print(f"appended the snippets section to {out.relative_to(ROOT)}")


# --------------------------------------------------------------------------
# child: build the data, time the queries
# --------------------------------------------------------------------------
def _states(n: int) -> list[dict]:
    rnd = random.Random(7)
    out = []
    for i in range(n):
        a, b = rnd.sample(WORDS, 2)
        table = f"Table{i % 500:03d}"
        kind = i % 3
        key = {"PK": {"type": "S", "value": f"ID#{i}"}, "SK": {"type": "S", "value": "META"}}
        if kind == 0:
            state = {
                "version": 1,
                "operation": "UpdateItem",
                "table": table,
                "key": key,
                "update": [{"action": "ADD", "path": f"{a}_{i % 97}", "value": {"type": "N", "value": "1"}}],
                "condition": {"op": "attribute_exists", "path": "PK"},
            }
        elif kind == 1:
            state = {
                "version": 1,
                "operation": "PutItem",
                "table": table,
                "item": {**key, a: {"type": "S", "value": "x"}, f"{b}.{a}": {"type": "N", "value": str(i)}},
                "condition": {"op": "attribute_not_exists", "path": "SK"},
            }
        else:
            state = {
                "version": 1,
                "operation": "Query",
                "table": table,
                "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": f"ID#{i}"}}},
                "filter": {"op": ">", "left": {"path": f"profile.{a}"}, "right": {"type": "N", "value": "3"}},
            }
        out.append(state)
    return out


def _best_ms(fn) -> float:
    fn()  # warm
    times = []
    for _ in range(REPEAT):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times) * 1000


def child() -> None:
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.core.paginator import Paginator
    from django.db import connection, transaction
    from django.test import Client
    from django.utils import timezone

    from builder import snippets as sn
    from builder.models import Membership, Revision, Snippet, Team

    t0 = time.perf_counter()
    call_command("migrate", verbosity=0, interactive=False)
    User = get_user_model()
    rnd = random.Random(42)
    with transaction.atomic():
        users = User.objects.bulk_create([User(username=f"user{i}", password="!") for i in range(USERS)])
        teams = Team.objects.bulk_create([Team(name=f"Team {i}") for i in range(TEAMS)])
        member_of: dict[int, list] = {}
        memberships = []
        for u in users:
            picks = rnd.sample(teams, 2)
            member_of[u.id] = picks
            memberships += [Membership(team=t, user=u, role="member") for t in picks]
        Membership.objects.bulk_create(memberships)

    prepared = [sn.prepare(s) for s in _states(2000)]
    now = timezone.now()
    heavy = users[0]
    batch = 5000
    for start in range(0, SNIPPETS, batch):
        rows = []
        for i in range(start, min(start + batch, SNIPPETS)):
            owner = heavy if rnd.random() < HEAVY_SHARE else users[rnd.randrange(1, USERS)]
            p = prepared[i % len(prepared)]
            team = rnd.choice(member_of[owner.id]) if rnd.random() < 0.5 else None
            visibility = (
                ("link" if rnd.random() < 0.1 else "team") if team else ("link" if rnd.random() < 0.1 else "private")
            )
            title = f"{rnd.choice(WORDS)} {p.operation} snippet {i}"
            when = now - timezone.timedelta(minutes=SNIPPETS - i)
            rows.append(
                Snippet(
                    title=title,
                    description=f"Benchmark snippet number {i}",
                    state_json=p.state_json,
                    operation=p.operation,
                    tables=", ".join(p.tables),
                    search_text=sn.search_text_for(title, "", p),
                    owner=owner,
                    team=team,
                    visibility=visibility,
                    created=when,
                    updated=when,
                    version=1,
                )
            )
        with transaction.atomic():
            made = Snippet.objects.bulk_create(rows)
            Revision.objects.bulk_create(
                [
                    Revision(
                        snippet=s,
                        number=1,
                        title=s.title,
                        description=s.description,
                        state_json=s.state_json,
                        request_json=prepared[(start + j) % len(prepared)].request_json,
                        author=s.owner,
                        author_name=s.owner.username,
                        created=s.created,
                    )
                    for j, s in enumerate(made)
                ]
            )
    if connection.vendor == "sqlite":
        with connection.cursor() as c:
            c.execute("ANALYZE")
    else:
        with connection.cursor() as c:
            c.execute("VACUUM ANALYZE")
    setup_s = time.perf_counter() - t0

    heavy_count = Snippet.objects.filter(owner=heavy).count()
    team = member_of[heavy.id][0]
    team_count = Snippet.objects.filter(team=team).count()

    def select1():
        with connection.cursor() as c:
            c.execute("SELECT 1")
            c.fetchone()

    def first_page():
        list(sn.list_columns(Snippet.objects.all())[:25])

    def page(qs, number=1):
        def run():
            p = Paginator(qs, sn.PAGE_SIZE).get_page(number)
            list(p.object_list)
            return p

        return run

    mine = sn.list_columns(sn.my_snippets(heavy))
    everything = sn.list_columns(sn.all_visible(heavy))
    team_qs = sn.list_columns(sn.team_snippets(team))
    client = Client(HTTP_HOST="localhost")
    client.force_login(heavy)

    def view(url):
        def run():
            r = client.get(url)
            assert r.status_code == 200, r.status_code

        return run

    cases = [
        (f"My snippets, page 1 ({heavy_count:,} rows)", page(mine)),
        ("My snippets, page 400 (offset 9,975)", page(mine, 400)),
        (f"A team's snippets, page 1 ({team_count:,} rows)", page(team_qs)),
        ("Mine and my teams', page 1", page(everything)),
        ("Search mine: a table name (`table042`)", page(sn.search(mine, "table042"))),
        ("Search mine: a common word (`snippet`)", page(sn.search(mine, "snippet"))),
        ("Search mine: two terms (`price updateitem`)", page(sn.search(mine, "price updateitem"))),
        ("Search mine: no match", page(sn.search(mine, "zzzz-nothing"))),
        ("Search mine and my teams': no match", page(sn.search(everything, "zzzz-nothing"))),
        ("Search the whole table: no match", page(sn.search(sn.list_columns(Snippet.objects.all()), "zzzz-nothing"))),
        ("View `GET /snippets/?q=table042` (rendered)", view("/snippets/?q=table042")),
        ("View `GET /snippets/` (rendered)", view("/snippets/")),
    ]
    base_select1 = _best_ms(select1)
    base_page = _best_ms(first_page)
    rows = []
    for name, fn in cases:
        ms = _best_ms(fn)
        rows.append({"case": name, "ms": ms, "vs_page": ms / base_page, "vs_select1": ms / base_select1})

    sql, params = mine[:25].query.sql_with_params()
    with connection.cursor() as c:
        if connection.vendor == "sqlite":
            c.execute("EXPLAIN QUERY PLAN " + sql, params)
            plan = [str(row[-1]) for row in c.fetchall()]
            label = "SQLite " + __import__("sqlite3").sqlite_version
        else:
            c.execute("EXPLAIN " + sql, params)
            plan = [row[0] for row in c.fetchall()]
            label = f"PostgreSQL {connection.pg_version // 10000}"
    print(
        json.dumps(
            {
                "vendor_label": label,
                "setup_s": setup_s,
                "select1_ms": base_select1,
                "page_ms": base_page,
                "rows": rows,
                "plan": plan,
            }
        )
    )


if __name__ == "__main__":
    if "--child" in sys.argv:
        sys.path.insert(0, str(ROOT))
        child()
    else:
        sys.path.insert(0, str(ROOT))
        print(report(run()))
