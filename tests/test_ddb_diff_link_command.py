"""`manage.py ddb diff` (two items -> the UpdateItem between them) and `ddb link`
(a request or a state -> the builder link that opens it), in-process. The link is
opened with Django's test client: the builder must render the same request."""

import html as htmllib
import json
import re
import sys
from io import StringIO
from urllib.parse import urlsplit

import pytest
from django.core.management import CommandError, call_command

from builder.expr import render
from builder.expr.recipes import all_recipes
from builder.links import decode_state
from tests.ddb_support import run_ddb as run

BEFORE = {"PK": "U#1", "SK": "P", "n": 1, "m": {"a": 1, "b": "x"}, "gone": True, "v": 4}
AFTER = {"PK": "U#1", "SK": "P", "n": 3, "m": {"a": 2, "b": "x"}, "v": 4}


def files(tmp_path, before=BEFORE, after=AFTER):
    b, a = tmp_path / "before.json", tmp_path / "after.json"
    b.write_text(json.dumps(before))
    a.write_text(json.dumps(after))
    return str(b), str(a)


def failure(*args, stdin=None) -> tuple[CommandError, str]:
    """The CommandError of a failing `ddb` run and what it wrote on stderr."""
    out, err = StringIO(), StringIO()
    old = sys.stdin
    if stdin is not None:
        sys.stdin = StringIO(stdin)
    try:
        with pytest.raises(CommandError) as e:
            call_command("ddb", *args, stdout=out, stderr=err)
    finally:
        sys.stdin = old
    return e.value, err.getvalue()


def code_json(page: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', page, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def test_diff_prints_the_update(tmp_path):
    out, err = run("diff", "--key", "PK,SK", "--table", "Users", *files(tmp_path))
    params = json.loads(out)
    assert err == ""
    assert params["TableName"] == "Users"
    assert params["Key"] == {"PK": {"S": "U#1"}, "SK": {"S": "P"}}
    assert params["UpdateExpression"] == "SET n = :n, m.a = :a REMOVE gone"
    assert params["ExpressionAttributeValues"] == {":n": {"N": "3"}, ":a": {"N": "2"}}


def test_diff_counter_and_version_from_stdin(tmp_path):
    b, _ = files(tmp_path)
    out, _ = run("diff", "--key", "PK,SK", "--counter", "--version", "v", b, "-", stdin=json.dumps(AFTER))
    params = json.loads(out)
    assert params["UpdateExpression"] == "SET m.a = m.a + :a, v = :expected + :one REMOVE gone ADD n :n"
    assert params["ConditionExpression"] == "v = :expected"
    assert params["ExpressionAttributeValues"] == {
        ":a": {"N": "1"},
        ":expected": {"N": "4"},
        ":one": {"N": "1"},
        ":n": {"N": "2"},
    }


@pytest.mark.parametrize(
    "args, after, message",
    [
        (["--key", "PK,SK"], {**AFTER, "PK": "U#2"}, "after: key attribute 'PK' changed"),
        (["--key", "PK,XX"], AFTER, "before: the item has no key attribute 'XX'"),
        (["--key", ","], AFTER, "key: give the partition key's name"),
        (["--key", "PK", "--version", "nope"], AFTER, "before: the version attribute 'nope' must be a number"),
        (["--key", "PK"], BEFORE, "after: the two items are the same"),
        (["--key", "PK"], [1], "after: an item is a JSON object"),
        (["--key", "PK"], {**AFTER, "s": "x\ud800"}, "after: at s: this text holds a lone UTF-16 surrogate"),
    ],
)
def test_diff_problems_are_located(tmp_path, args, after, message):
    error, err = failure("diff", *args, *files(tmp_path, after=after))
    assert error.returncode == 2
    assert message in err


@pytest.mark.parametrize(
    "text", ['{"PK": "U#1", "SK": "P", "n": 1, "n": 2}', '{"PK": "U#1", "SK": "P", "m": {"a": 1, "a": 2}}']
)
def test_diff_refuses_an_item_naming_an_attribute_twice(tmp_path, text):
    # json.loads keeps the last value: the update was made from half of the item, without a word (/diff refuses it)
    b, a = files(tmp_path)
    (tmp_path / "after.json").write_text(text)
    error, _ = failure("diff", "--key", "PK,SK", b, a)
    assert error.returncode == 2
    assert "twice in one object: give each key once" in str(error)


def test_diff_refuses_bad_json(tmp_path):
    b, a = files(tmp_path)
    (tmp_path / "after.json").write_text("{nope")
    with pytest.raises(CommandError, match="not valid JSON"):
        run("diff", "--key", "PK", b, a)


def opened(client, link: str):
    parts = urlsplit(link)
    page = client.get(f"{parts.path}?{parts.query}").content.decode()
    return code_json(page)


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_link_to_a_recipe_opens_its_request(client, recipe):
    out, _ = run("link", "--recipe", recipe.name)
    assert out.startswith("/?s=1.")
    assert opened(client, out) == render(recipe.state)[1]


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_link_to_a_request_opens_the_same_request(client, recipe, tmp_path):
    _, params = render(recipe.state)
    f = tmp_path / "request.json"
    f.write_text(json.dumps(params))
    out, _ = run("link", "--base", "https://ddb.example.com/", str(f))
    assert out.startswith("https://ddb.example.com/?s=1.")
    assert opened(client, out) == params


def test_link_to_a_state_and_to_a_diff(client, tmp_path):
    state_out, _ = run("diff", "--key", "PK,SK", "--state", *files(tmp_path))
    state = json.loads(state_out)
    out, _ = run("link", "-", stdin=state_out)
    assert decode_state(out.strip().split("?s=", 1)[1]) == state
    assert opened(client, out) == render(state)[1]


def test_link_refuses_a_broken_request_and_a_missing_recipe():
    error, err = failure("link", "-", stdin=json.dumps({"TableName": "T1", "UpdateExpression": "SET"}))
    assert error.returncode == 2 and err.strip()
    error, _ = failure("link", "--recipe", "nope")
    assert "no recipe named 'nope'" in str(error)


def test_link_refuses_a_request_a_link_could_not_open():
    """A PutItem of a 600-element list compresses into a short token, but a link
    opens at most 400 parts: no link, and a message naming the bounds."""
    item = {"PK": {"S": "a"}, "l": {"L": [{"N": "1"}] * 600}}
    error, _ = failure("link", "-", stdin=json.dumps({"TableName": "Social", "Item": item}))
    assert error.returncode == 2 and "too big for a link" in str(error) and "400 parts" in str(error)


@pytest.mark.parametrize(
    ("value", "words"),
    [("a\x00b", "U+0000 (NUL)"), ("a\rb", "carriage return (U+000D)")],
    ids=["nul", "cr"],
)
def test_link_refuses_a_request_the_builder_cannot_open(client, value, words):
    """A value a builder field cannot hold got a link that opened the builder
    on "This link's request cannot be loaded"."""
    request = {"TableName": "Social", "Item": {"PK": {"S": "a"}, "note": {"S": value}}}
    error, _ = failure("link", "-", stdin=json.dumps(request))
    assert error.returncode == 2
    assert "no link: the builder cannot open this request: item.note.value: holds" in str(error)
    assert words in str(error)
