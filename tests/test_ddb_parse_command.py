"""`manage.py ddb parse`: request JSON -> builder state, through call_command and as a real process."""

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


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_parse_rendered_recipe_gives_it_back(recipe, tmp_path):
    _, params = render(recipe.state)
    f = tmp_path / "req.json"
    f.write_text(json.dumps(params))
    out, err = run("parse", str(f))
    assert err == ""
    assert render(json.loads(out))[1] == params


def test_wrapped_form_and_stdin():
    _, params = render(get_recipe("exact_counter").state)
    wrapped = json.dumps({"operation": "UpdateItem", "request": params})
    out, _ = run("parse", "-", stdin=wrapped)
    state = json.loads(out)
    assert state["operation"] == "UpdateItem"
    assert render(state)[1] == params


def test_operation_option_forces_an_ambiguous_request():
    params = json.dumps({"TableName": "Social", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}})
    assert json.loads(run("parse", "-", stdin=params)[0])["operation"] == "GetItem"
    assert json.loads(run("parse", "-", "--operation", "DeleteItem", stdin=params)[0])["operation"] == "DeleteItem"
    wrapped = json.dumps({"operation": "GetItem", "request": json.loads(params)})
    assert json.loads(run("parse", "-", "--operation", "DeleteItem", stdin=wrapped)[0])["operation"] == "DeleteItem"


def test_plain_numbers_are_kept_exactly_as_written():
    req = '{"TableName": "Social", "Key": {"PK": "a", "SK": "b"}, "UpdateExpression": "ADD n :x", "ExpressionAttributeValues": {":x": 1.50}}'
    out, _ = run("parse", "-", "--compact", stdin=req)
    assert "\n" not in out.strip()
    assert json.loads(out)["update"][0]["value"] == {"type": "N", "value": "1.50", "placeholder": "x"}


def test_errors_exit_2_with_located_messages():
    req = json.dumps(
        {
            "TableName": "Social",
            "Key": {"PK": {"S": "a"}},
            "ConditionExpression": "a x",
            "ExpressionAttributeNames": {"#q": "q"},
        }
    )
    out, err = StringIO(), StringIO()
    sys.stdin, old = StringIO(req), sys.stdin
    try:
        with pytest.raises(CommandError) as e:
            call_command("ddb", "parse", "-", stdout=out, stderr=err)
    finally:
        sys.stdin = old
    assert e.value.returncode == 2
    assert err.getvalue().splitlines() == [
        'ConditionExpression: Invalid ConditionExpression: Syntax error; token: "x", near: "a x"'
    ]
    assert out.getvalue() == ""


def test_state_rules_are_reported_too():
    """What only the state loader knows (here: a too-short table name) is reported, prefixed with state:."""
    req = json.dumps({"TableName": "ab", "Limit": 0})
    out, err = StringIO(), StringIO()
    sys.stdin, old = StringIO(req), sys.stdin
    try:
        with pytest.raises(CommandError) as e:
            call_command("ddb", "parse", "-", stdout=out, stderr=err)
    finally:
        sys.stdin = old
    assert e.value.returncode == 2
    lines = err.getvalue().splitlines()
    assert lines[0].startswith("state: table: table names are 3 to 255 characters")
    assert lines[1] == "state: options.limit: limit must be at least 1"


def test_real_process():
    _, params = render(get_recipe("like").state)
    ok = subprocess.run(
        [sys.executable, "manage.py", "ddb", "parse", "-"],
        cwd=ROOT,
        input=json.dumps(params),
        capture_output=True,
        text=True,
    )
    assert ok.returncode == 0, ok.stderr
    assert render(json.loads(ok.stdout))[1] == params
    bad = subprocess.run(
        [sys.executable, "manage.py", "ddb", "parse", "-"],
        cwd=ROOT,
        input='{"TableName": "Social", "FilterExpression": "a = "}',
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2
    assert 'FilterExpression: Invalid FilterExpression: Syntax error; token: "<EOF>", near: "= "' in bad.stderr
    assert bad.stdout == ""
    broken = subprocess.run(
        [sys.executable, "manage.py", "ddb", "parse", "-"], cwd=ROOT, input="{oops", capture_output=True, text=True
    )
    assert broken.returncode == 2
    assert "not valid JSON" in broken.stderr


@pytest.mark.parametrize("operation", ["BatchWriteItem", "BatchGetItem"])
def test_batch_requests_are_read(operation):
    from tests.web.test_batch_forms import GET, WRITE

    state = WRITE if operation == "BatchWriteItem" else GET
    params = render(state)[1]
    out, err = run("parse", "-", stdin=json.dumps(params))
    assert err == ""
    assert json.loads(out) == state


def test_an_aws_dynamodb_command_is_read_as_the_request_it_sends(tmp_path):
    from builder.expr.emit.cli import cli

    operation, params = render(get_recipe("exact_counter").state)
    f = tmp_path / "update.sh"
    f.write_text(cli(operation, params).replace(" --cli-input-json", " --region eu-west-1 --cli-input-json"))
    out, err = run("parse", str(f))
    assert render(json.loads(out)) == (operation, params)
    assert "Left out: --region, options of the AWS CLI" in err
    out, _ = run("parse", "-", stdin=cli(operation, params))
    assert render(json.loads(out))[1] == params


def test_a_command_it_cannot_read_exits_2_naming_the_option():
    with pytest.raises(CommandError) as e:
        run("parse", "-", stdin="aws dynamodb get-item --table-name T --key file://key.json")
    assert "--key 'file://key.json': the builder cannot read files" in str(e.value)
    assert e.value.returncode == 2
    with pytest.raises(CommandError, match="the code sends GetItem, not DeleteItem"):
        run(
            "parse",
            "-",
            "--operation",
            "DeleteItem",
            stdin='aws dynamodb get-item --table-name T --key \'{"a": {"S": "x"}}\'',
        )


def test_check_and_link_read_commands_too():
    from builder.cli_command import read_command
    from builder.links import decode_state

    command = """aws dynamodb update-item --table-name Social --key '{"PK": {"S": "a"}, "SK": {"S": "b"}}' \\
        --update-expression "SET n = n + :one" --expression-attribute-values '{":one": {"N": "1"}}'"""
    with pytest.raises(
        CommandError
    ):  # the seed article's warning is not an error; a missing n is not known: check runs
        run("check", "-", stdin=command.replace("SET n = n + :one", "SET n = n + :two"))
    out, _ = run("check", "-", stdin=command)
    assert "error" not in out.lower()
    out, _ = run("link", "-", stdin=command)
    state = decode_state(out.strip().split("?s=", 1)[1])
    assert render(state)[1] == read_command(command, max_bytes=10**6, max_depth=80)[1]


def test_python_and_javascript_code_are_read_as_the_request_they_send(tmp_path):
    from builder.expr.emit import emit

    operation, params = render(get_recipe("like").state)
    for fmt, name in (("python_resource", "like.py"), ("js_document", "like.mjs")):
        f = tmp_path / name
        f.write_text(emit(fmt, operation, params))
        out, _ = run("parse", str(f))
        assert render(json.loads(out)) == (operation, params), fmt


def test_a_request_that_fits_only_with_short_placeholders_is_parsed_compact():
    """Its own #a0 kept it within 4 KB: the state names them compact, and says so on stderr."""
    from tests.expr.test_shorter_placeholders import short_placeholder_request

    out, err = run("parse", "-", stdin=json.dumps(short_placeholder_request()))
    state = json.loads(out)
    assert state["placeholders"] == {"names": "auto", "style": "compact"}
    assert len(render(state)[1]["UpdateExpression"]) <= 4096
    assert err.startswith("Written with compact placeholders")
