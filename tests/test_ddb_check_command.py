"""`manage.py ddb check`: a builder state or request JSON -> findings, one a line;
exit 0 with warnings only, 2 with errors. Through call_command and as a real process."""

import copy
import json
import os
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from builder.expr import render
from builder.expr.recipes import get_recipe
from tests.ddb_support import run_ddb as run

ROOT = Path(__file__).resolve().parent.parent


def state(name):
    return copy.deepcopy(get_recipe(name).state)


def write(tmp_path, doc) -> str:
    f = tmp_path / "in.json"
    f.write_text(json.dumps(doc))
    return str(f)


def test_state_with_a_warning_prints_it_and_succeeds(tmp_path):
    out, err = run("check", write(tmp_path, state("atomic_counter")))
    lines = out.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("WARNING RetryDoubleCounts update[0]: ADD play_count :one is not idempotent")
    assert err == ""


def test_clean_state_prints_nothing(tmp_path):
    assert run("check", write(tmp_path, state("like"))) == ("", "")


@pytest.mark.parametrize("wrap", [True, False], ids=["wrapped", "bare"])
def test_request_from_stdin(wrap):
    operation, params = render(state("like"))
    del params["TransactItems"][0]["Put"]["ConditionExpression"]
    doc = {"operation": operation, "request": params} if wrap else params
    out, _ = run("check", "-", stdin=json.dumps(doc))
    assert [line.split(":")[0] for line in out.splitlines()] == [
        "WARNING UnguardedChildWrite actions[0]",
        "WARNING NoClientRequestToken client_request_token",
    ]


def test_errors_exit_2_with_every_error_printed():
    doc = {
        "TableName": "Social",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "SET a = :v",
        "ConditionExpression": "name = :v",
        "ExpressionAttributeValues": {":v": {"N": "1"}, ":w": {"N": "2"}},
    }
    out = StringIO()
    old = sys.stdin
    sys.stdin = StringIO(json.dumps(doc))
    try:
        with pytest.raises(CommandError) as e:
            call_command("ddb", "check", "-", stdout=out, stderr=StringIO())
    finally:
        sys.stdin = old
    assert e.value.returncode == 2
    assert out.getvalue().splitlines() == [
        "ERROR ValidationException ConditionExpression: Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: name",
        "ERROR ValidationException ExpressionAttributeValues: Value provided in ExpressionAttributeValues unused in expressions: keys: {:w}",
    ]


def test_invalid_state_locates_errors_in_the_state(tmp_path):
    s = state("exact_counter")
    s["update"].append({"action": "REMOVE", "path": "play_count"})
    out = StringIO()
    with pytest.raises(CommandError) as e:
        call_command("ddb", "check", write(tmp_path, s), stdout=out, stderr=StringIO())
    assert e.value.returncode == 2
    assert out.getvalue().startswith("ERROR ValidationException update[1].path: ")


def test_operation_option_wins_over_detection(tmp_path):
    doc = {"TableName": "Social", "Key": {"PK": {"S": "a"}}, "ReturnValues": "ALL_OLD"}
    assert run("check", write(tmp_path, doc), "--operation", "DeleteItem") == ("", "")
    # ReturnValues is not a GetItem parameter: DynamoDB ignores it, and the checker warns
    out, err = run("check", write(tmp_path, doc), "--operation", "GetItem")
    assert err == ""
    assert out.startswith("WARNING IgnoredParameter ReturnValues: ReturnValues is not a parameter of GetItem")


def test_bad_json_and_missing_file(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text("{nope")
    with pytest.raises(CommandError, match="not valid JSON"):
        run("check", str(f))
    with pytest.raises(CommandError, match="cannot read"):
        run("check", str(tmp_path / "missing.json"))


def test_real_process_exit_codes(tmp_path):
    env = {**os.environ, "DEBUG": "true"}
    cmd = [sys.executable, "manage.py", "ddb", "check", "-"]
    ok = subprocess.run(
        cmd, input=json.dumps(state("seeded_counter")), capture_output=True, text=True, cwd=ROOT, env=env
    )
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.startswith(
        "WARNING RetryDoubleCounts update[0]: SET play_count = if_not_exists(play_count, :zero) + :one"
    )
    bad = subprocess.run(
        cmd,
        input='{"TableName": "Social", "FilterExpression": "a = "}',
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
    )
    assert bad.returncode == 2
    assert bad.stdout.startswith("ERROR ValidationException FilterExpression: Invalid FilterExpression: Syntax error;")


def test_table_option_checks_keys_against_the_schema(tmp_path):
    doc = {"TableName": "Social", "Item": {"PK": {"S": "a"}, "x": {"N": "1"}}}
    request = write(tmp_path, doc)
    assert run("check", request) == ("", "")
    described = {
        "Table": {
            "TableName": "Social",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
            ],
        }
    }
    table = tmp_path / "table.json"
    table.write_text(json.dumps(described))  # aws dynamodb describe-table's output as it is
    out = StringIO()
    with pytest.raises(CommandError) as e:
        call_command("ddb", "check", request, "--table", str(table), stdout=out, stderr=StringIO())
    assert e.value.returncode == 2
    assert out.getvalue().splitlines() == [
        "ERROR ValidationException item: Item has no SK: it is Social's sort key (string)."
        " (DynamoDB: One of the required keys was not given a value)"
    ]
    table.write_text(json.dumps({"KeySchema": [{"AttributeName": "PK"}]}))
    with pytest.raises(CommandError, match="KeySchema"):
        call_command("ddb", "check", request, "--table", str(table), stdout=StringIO(), stderr=StringIO())


def test_table_option_takes_a_list_of_described_tables(tmp_path):
    """Tables of different keys: describe-table's output of each, in a list."""

    def described(name: str, *pairs: tuple[str, str]) -> dict:
        return {
            "Table": {
                "TableName": name,
                "KeySchema": [{"AttributeName": a, "KeyType": k} for (a, _), k in zip(pairs, ("HASH", "RANGE"))],
                "AttributeDefinitions": [{"AttributeName": a, "AttributeType": t} for a, t in pairs],
            }
        }

    table = tmp_path / "tables.json"
    table.write_text(
        json.dumps([described("Likes", ("postId", "S"), ("userId", "S")), described("Posts", ("postId", "S"))])
    )
    like = {"Put": {"TableName": "Likes", "Item": {"postId": {"S": "p1"}, "userId": {"S": "u1"}}}}
    bump = {
        "Update": {
            "TableName": "Posts",
            "Key": {"postId": {"S": "p1"}},
            "UpdateExpression": "ADD likes :one",
            "ExpressionAttributeValues": {":one": {"N": "1"}},
        }
    }
    request = write(tmp_path, {"TransactItems": [like, bump]})
    out = StringIO()
    call_command("ddb", "check", request, "--table", str(table), stdout=out, stderr=StringIO())
    assert "ERROR" not in out.getvalue()
    bump["Update"]["Key"]["userId"] = {"S": "u1"}  # Likes' key on Posts
    request = write(tmp_path, {"TransactItems": [like, bump]})
    out = StringIO()
    with pytest.raises(CommandError):
        call_command("ddb", "check", request, "--table", str(table), stdout=out, stderr=StringIO())
    assert "actions[1].key" in out.getvalue() and "Posts" in out.getvalue()


REPEATED = '{"TableName": "Social", "Key": {"PK": {"S": "a"}}, "ExpressionAttributeNames": {"#a": "x", "#a": "y"}, "UpdateExpression": "SET #a = :v", "ExpressionAttributeValues": {":v": {"N": "1"}}}'


def test_a_key_named_twice_is_a_warning(tmp_path):
    """DynamoDB keeps the last of a key named twice (DynamoDB Local sets y, not x):
    valid, so a warning, but the first value is dropped without a word otherwise."""
    f = tmp_path / "in.json"
    f.write_text(REPEATED)
    out, err = run("check", str(f), "--operation", "UpdateItem")
    assert err == ""
    assert out.splitlines() == [
        'WARNING RepeatedKey (request): The request names "#a" twice in one object: DynamoDB keeps the last '
        "value and ignores the earlier one (and so does the checker). Give each key once."
    ]


def test_a_lone_surrogate_key_named_twice_is_said_escaped(tmp_path):
    """The warning named the key as it is: a lone surrogate, which the command's
    UTF-8 output cannot hold (a traceback, not the findings)."""
    f = tmp_path / "in.json"
    f.write_text(REPEATED.replace('"#a"', '"#\\ud800"').replace("SET #a", "SET #\\ud800"))
    out = StringIO()
    with pytest.raises(CommandError, match="DynamoDB would refuse"):  # the name itself is no Unicode text
        call_command("ddb", "check", str(f), "--operation", "UpdateItem", stdout=out, stderr=StringIO())
    out.getvalue().encode("utf-8")  # as the real output writes it
    assert 'WARNING RepeatedKey (request): The request names "#\\ud800" twice in one object' in out.getvalue()


def test_parse_says_a_key_named_twice_on_stderr(tmp_path):
    f = tmp_path / "in.json"
    f.write_text(REPEATED)
    out, err = run("parse", str(f), "--operation", "UpdateItem")
    assert json.loads(out)["update"][0]["path"] == "y"  # the last value, as DynamoDB Local sets it
    assert (
        err.strip()
        == f'{f}: the request names "#a" twice in one object: DynamoDB keeps the last value (the earlier one is left out)'
    )
