"""`manage.py ddb formats` and `ddb render --format NAME`: the code targets on the command line."""

import json

import pytest
from django.core.management import CommandError

from builder.expr import render
from builder.expr.emit import FORMATS, emit
from builder.expr.recipes import get_recipe
from tests.ddb_support import run_ddb as run


def test_formats_one_per_line():
    out, _ = run("formats")
    assert out.splitlines() == [f"{key}\t{label}" for key, label, _ in FORMATS]
    assert "partiql\tPartiQL (boto3 execute_statement)" in out.splitlines()


@pytest.mark.parametrize("fmt", [key for key, _, _ in FORMATS])
def test_render_format_prints_the_tabs_code(fmt):
    out, _ = run("render", "--format", fmt, "--recipe", "like")
    assert out == emit(fmt, *render(get_recipe("like").state))


def test_render_format_from_file_and_stdin(tmp_path):
    state = get_recipe("exact_counter").state
    f = tmp_path / "s.json"
    f.write_text(json.dumps(state))
    from_file, _ = run("render", "--format", "partiql", str(f))
    from_stdin, _ = run("render", "--format", "partiql", "-", stdin=json.dumps(state))
    assert from_file == from_stdin == emit("partiql", *render(state))
    assert "execute_statement(" in from_file


def test_render_whole_program():
    state = {"version": 1, "operation": "Scan", "table": "Social"}
    out, _ = run("render", "--format", "python_client", "--whole-program", "-", stdin=json.dumps(state))
    assert out == emit("python_client", *render(state), whole_program=True)
    assert "LastEvaluatedKey" in out
    # without --whole-program: the one call, as in the web page
    plain, _ = run("render", "--format", "python_client", "-", stdin=json.dumps(state))
    assert "LastEvaluatedKey" not in plain


def test_render_unknown_format_or_flag_alone():
    with pytest.raises(CommandError, match="no code format named 'cobol'; known: cli, "):
        run("render", "--format", "cobol", "--recipe", "like")
    with pytest.raises(CommandError, match="--whole-program goes with --format"):
        run("render", "--whole-program", "--recipe", "like")
