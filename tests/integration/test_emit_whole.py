"""The whole-program variants (``emit(..., whole_program=True)``), run against
DynamoDB Local as a user runs them (tests/integration/test_emit_exec.py's
Runner): a Query or Scan reads every page (and every segment of a parallel
Scan), a cancelled TransactWriteItems names the action that failed.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path

import pytest

from builder.expr import render
from builder.expr.emit import WHOLE_PROGRAM, emit
from builder.expr.recipes import get_recipe
from tests.expr.helpers import N, S
from tests.integration import test_emit_exec as exec_module
from tests.integration.test_emit_exec import Runner, get, put

pytestmark = pytest.mark.integration

FORMATS = ["python_client", "python_resource", "js_client", "js_document", "partiql", "toolbox", "electrodb"]
# ElectroDB returns the attributes its entity declares: a Query on PK alone declares no SK.
PRINTS_SK = [f for f in FORMATS if f != "electrodb"]
ITEMS = 23


class WholeRunner:
    """test_emit_exec's Runner with the whole-program code."""

    def __init__(self, runner):
        self.runner = runner

    def run(self, fmt: str, doc: dict, table: str):
        original = exec_module.emit
        exec_module.emit = lambda f, op, params: emit(f, op, params, whole_program=True)
        try:
            if fmt == "partiql":
                return self._partiql(doc, table)
            return self.runner.run(fmt, doc, table)
        finally:
            exec_module.emit = original

    def _library(self, fmt, doc, table):
        from tests.integration.test_emit_exec import with_table
        from tests.integration.test_emit_libraries import run_program

        operation, params = render(with_table(doc, table))
        code = emit(fmt, operation, params, whole_program=True)
        return run_program(fmt, code, self.runner.endpoint, self.runner.workdir)

    def _partiql(self, doc, table):
        import subprocess

        from tests.integration.test_emit_exec import child_env, python_binary, with_table

        operation, params = render(with_table(doc, table))
        code = emit("partiql", operation, params, whole_program=True)
        path = self.runner.workdir / "partiql.py"
        path.write_text(code, encoding="utf-8")
        proc = subprocess.run(
            [python_binary(), str(path)],
            env=child_env(self.runner.endpoint, "AWS_ENDPOINT_URL_DYNAMODB"),
            cwd=self.runner.workdir,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=120,
        )
        proc.code = code
        return proc


@pytest.fixture
def whole(dynamodb_local, tmp_path_factory):
    # Under the repo (var/ is git-ignored) so that node resolves node_modules.
    base = exec_module.REPO_ROOT / "var"
    base.mkdir(exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix="emit-whole-", dir=base))
    try:
        yield WholeRunner(Runner(dynamodb_local, workdir))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture
def paged_table(make_table, ddb_client):
    table = make_table("whole")
    for i in range(ITEMS):
        put(ddb_client, table, {"PK": {"S": "PAGE#1"}, "SK": {"S": f"I#{i:03d}"}, "n": {"N": str(i)}})
    for i in range(5):
        put(ddb_client, table, {"PK": {"S": f"OTHER#{i}"}, "SK": {"S": "X"}, "n": {"N": "1000"}})
    return table


def printed_numbers(stdout: str) -> list[int]:
    """Every SK I#nnn the program printed, as numbers."""
    return sorted(int(m) for m in re.findall(r"I#(\d{3})", stdout))


def test_formats_with_a_whole_program():
    assert set(FORMATS) <= set(WHOLE_PROGRAM)


@pytest.mark.parametrize("fmt", FORMATS)
def test_query_reads_every_page(fmt, whole, paged_table):
    doc = {
        "version": 1,
        "operation": "Query",
        "table": "Social",
        "key_condition": {"partition": {"name": "PK", "value": S("PAGE#1")}},
        "options": {"limit": 4},
    }
    proc = whole.run(fmt, doc, paged_table)
    assert proc.returncode == 0, proc.stderr + proc.code
    # Limit 4 makes six pages; every item comes back, once
    if fmt in PRINTS_SK:
        assert printed_numbers(proc.stdout) == list(range(ITEMS)), proc.stdout
    assert f"{ITEMS} items" in proc.stdout
    # the usual code reads one page only
    operation, params = render({**doc, "table": paged_table})
    assert emit(fmt, operation, params) != emit(fmt, operation, params, whole_program=True)


@pytest.mark.parametrize("fmt", FORMATS)
def test_scan_with_filter_reads_every_page(fmt, whole, paged_table):
    doc = {
        "version": 1,
        "operation": "Scan",
        "table": "Social",
        "filter": {"op": "<", "left": {"path": "n"}, "right": N("1000")},
        "options": {"limit": 5},
    }
    proc = whole.run(fmt, doc, paged_table)
    assert proc.returncode == 0, proc.stderr + proc.code
    if fmt in PRINTS_SK:
        assert printed_numbers(proc.stdout) == list(range(ITEMS)), proc.stdout
    assert f"{ITEMS} items" in proc.stdout
    assert "OTHER#" not in proc.stdout


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f not in ("partiql", "electrodb")])
def test_parallel_scan_reads_every_segment(fmt, whole, paged_table):
    doc = {
        "version": 1,
        "operation": "Scan",
        "table": "Social",
        "options": {"segment": 1, "total_segments": 3, "limit": 2},
    }
    proc = whole.run(fmt, doc, paged_table)
    assert proc.returncode == 0, proc.stderr + proc.code
    assert printed_numbers(proc.stdout) == list(range(ITEMS)), proc.stdout
    assert f"{ITEMS + 5} items" in proc.stdout


def test_partiql_parallel_scan_says_it_cannot(whole, paged_table):
    doc = {"version": 1, "operation": "Scan", "table": "Social", "options": {"segment": 1, "total_segments": 3}}
    proc = whole.run("partiql", doc, paged_table)
    assert proc.returncode != 0 and "PartiQL cannot express this Scan" in proc.stderr
    assert "PartiQL has no parallel scan" in proc.code


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f not in ("partiql", "electrodb")])
def test_cancelled_transaction_names_the_action(fmt, whole, make_table, ddb_client):
    table = make_table("whole")
    like = get_recipe("like").state
    ok = whole.run(fmt, like, table)
    assert ok.returncode == 0, ok.stderr + ok.code
    assert get(ddb_client, table, "POST#a91f", "META")["likeTally"] == {"N": "1"}
    again = whole.run(fmt, like, table)
    assert again.returncode == 1, again.stdout + again.stderr
    assert f"action 1 (Put {table} (new item)) failed: ConditionalCheckFailed" in again.stdout, again.stdout
    assert "action 2" not in again.stdout  # the Update was fine ("None")
    assert get(ddb_client, table, "POST#a91f", "META")["likeTally"] == {"N": "1"}


def test_partiql_cancelled_transaction_names_the_statement(whole, make_table, ddb_client):
    table = make_table("whole")
    put(ddb_client, table, {"PK": {"S": "TX#1"}, "SK": {"S": "META"}, "children": {"N": "0"}})
    put(ddb_client, table, {"PK": {"S": "TX#1"}, "SK": {"S": "PARENT"}, "status": {"S": "open"}})
    doc = {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {
                "type": "Update",
                "table": "Social",
                "key": {"PK": S("TX#1"), "SK": S("META")},
                "update": [{"action": "ADD", "path": "children", "value": N("1")}],
                "condition": {"op": "attribute_exists", "path": "PK"},
            },
            {
                "type": "ConditionCheck",
                "table": "Social",
                "key": {"PK": S("TX#1"), "SK": S("PARENT")},
                "condition": {"op": "=", "left": {"path": "status"}, "right": S("open")},
            },
        ],
    }
    ok = whole.run("partiql", doc, table)
    assert ok.returncode == 0, ok.stderr + ok.code
    assert get(ddb_client, table, "TX#1", "META")["children"] == {"N": "1"}
    put(ddb_client, table, {"PK": {"S": "TX#1"}, "SK": {"S": "PARENT"}, "status": {"S": "closed"}})
    refused = whole.run("partiql", doc, table)
    assert refused.returncode == 1, refused.stdout + refused.stderr
    assert "statement 2 (EXISTS(SELECT" in refused.stdout and "failed: ConditionalCheckFailed" in refused.stdout
    assert "statement 1" not in refused.stdout
    assert get(ddb_client, table, "TX#1", "META")["children"] == {"N": "1"}


# ---------------------------------------------------------------------------
# Go: built (Debian's SDK, GOPATH mode), not run: that SDK (late 2022) predates
# AWS_ENDPOINT_URL_DYNAMODB, so the programs could not reach DynamoDB Local.
# ---------------------------------------------------------------------------
GO_SDK_GOPATH = Path("/usr/share/gocode")


def test_go_whole_programs_build(tmp_path):
    import os
    import shutil as sh
    import subprocess

    from tests.conftest import missing_component

    go = sh.which("go")
    if go is None:
        missing_component("go not found (Debian: apt-get install golang-go golang-github-aws-aws-sdk-go-v2-dev)")
    if not (GO_SDK_GOPATH / "src/github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue").exists():
        missing_component("Debian's golang-github-aws-aws-sdk-go-v2-dev is not installed")
    docs = {
        "query": {
            "version": 1,
            "operation": "Query",
            "table": "Social",
            "key_condition": {"partition": {"name": "PK", "value": S("PAGE#1")}},
            "options": {"limit": 4},
        },
        "parallel": {
            "version": 1,
            "operation": "Scan",
            "table": "Social",
            "options": {"segment": 0, "total_segments": 3, "limit": 2},
        },
        "scan": {"version": 1, "operation": "Scan", "table": "Social"},
        "like": get_recipe("like").state,
    }
    for name, doc in docs.items():
        code = emit("go", *render(doc), whole_program=True)
        assert code != emit("go", *render(doc))
        (tmp_path / "src" / name).mkdir(parents=True)
        (tmp_path / "src" / name / "main.go").write_text(code, encoding="utf-8")
    gofmt = subprocess.run(["gofmt", "-l", str(tmp_path / "src")], capture_output=True, text=True, timeout=120)
    assert gofmt.returncode == 0 and gofmt.stdout == "", gofmt.stdout + gofmt.stderr
    env = {**os.environ, "GO111MODULE": "off", "GOPATH": f"{GO_SDK_GOPATH}:{tmp_path}", "GOFLAGS": ""}
    out_dir = tmp_path / "bin"
    out_dir.mkdir()
    build = subprocess.run(
        [go, "build", "-o", str(out_dir), *docs],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    assert sorted(p.name for p in out_dir.iterdir()) == sorted(docs)
