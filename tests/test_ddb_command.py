"""`manage.py ddb`: recipes and render, through Django's call_command and as a real process."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from builder.expr import render
from builder.expr.recipes import all_recipes, get_recipe
from tests.ddb_support import run_ddb as run

ROOT = Path(__file__).resolve().parent.parent


def test_recipes_one_per_line():
    out, _ = run("recipes")
    lines = out.splitlines()
    assert lines == [f"{r.name}\t{r.operation}\t{r.title}" for r in all_recipes()]
    assert "like\tTransactWriteItems\tLike a post (reference count)" in lines


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_render_recipe(recipe):
    out, _ = run("render", "--recipe", recipe.name)
    assert json.loads(out) == render(recipe.state)[1]


def test_render_file_and_stdin(tmp_path):
    state = get_recipe("unlike").state
    f = tmp_path / "s.json"
    f.write_text(json.dumps(state))
    from_file, _ = run("render", str(f))
    from_stdin, _ = run("render", "-", stdin=json.dumps(state))
    assert json.loads(from_file) == json.loads(from_stdin) == render(state)[1]


def test_render_invalid_state_lists_problems_on_stderr(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text(
        json.dumps({"version": 1, "operation": "UpdateItem", "table": "t", "key": {"PK": {"type": "N", "value": "x"}}})
    )
    out, err = StringIO(), StringIO()
    with pytest.raises(CommandError) as e:
        call_command("ddb", "render", str(f), stdout=out, stderr=err)
    assert e.value.returncode == 2
    lines = err.getvalue().splitlines()
    assert 'key.PK.value: number expected, got "x"' in lines
    assert not any(line.startswith("update:") for line in lines)  # (no update actions: valid, DynamoDB writes the key)
    assert out.getvalue() == ""


def test_unknown_recipe_and_bad_json(tmp_path):
    with pytest.raises(CommandError, match="no recipe named 'nope'; known: atomic_counter"):
        run("render", "--recipe", "nope")
    f = tmp_path / "broken.json"
    f.write_text("{oops")
    with pytest.raises(CommandError, match="not valid JSON"):
        run("render", str(f))


def test_real_process_exit_codes():
    """As a user runs it: the exit code and streams of a real process."""
    ok = subprocess.run(
        [sys.executable, "manage.py", "ddb", "render", "--recipe", "like"], cwd=ROOT, capture_output=True, text=True
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["TransactItems"][1]["Update"]["UpdateExpression"] == "ADD likeTally :one"
    bad = subprocess.run(
        [sys.executable, "manage.py", "ddb", "render", "-"],
        cwd=ROOT,
        input=json.dumps({"version": 1, "operation": "Scan", "table": "tbl", "options": {"limit": 0}}),
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2
    assert "options.limit: limit must be at least 1" in bad.stderr
    assert bad.stdout == ""
