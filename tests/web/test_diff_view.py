"""``/diff``: two items in, the UpdateItem out (and a link that opens it in the
builder), each problem beside its field; without JavaScript, through Django's
test client."""

import html as htmllib
import json
import re

import pytest

from builder.expr import render
from builder.links import decode_state

BEFORE = {"PK": "U#1", "SK": "P", "n": 1, "m": {"a": 1, "b": "x"}, "gone": True}
AFTER = {"PK": "U#1", "SK": "P", "n": 3, "m": {"a": 2, "b": "x"}}


def code_json(page: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', page, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


def error_for(page: str, name: str) -> str | None:
    m = re.search(r'<p class="field-error" id="e-%s"[^>]*>(.*?)</p>' % re.escape(name), page, re.S)
    if not m or " hidden" in m.group(0).split(">")[0]:
        return None
    return htmllib.unescape(m.group(1))


def post(client, **fields):
    data = {"before": json.dumps(BEFORE), "after": json.dumps(AFTER), "key": "PK,SK", **fields}
    response = client.post("/diff", data)
    assert response.status_code == 200
    return response.content.decode()


def test_get_shows_the_empty_form(client):
    page = client.get("/diff").content.decode()
    assert '<textarea name="before"' in page and '<textarea name="after"' in page
    assert "csrfmiddlewaretoken" in page
    assert code_json(page) is None


def test_post_gives_the_request_and_a_builder_link_that_opens_it(client):
    page = post(client, table="Users", counter="on")
    params = code_json(page)
    assert params["TableName"] == "Users"
    assert params["UpdateExpression"] == "SET m.a = m.a + :a REMOVE gone ADD n :n"
    link = htmllib.unescape(re.search(r'<a href="([^"]+)" class="open-in-builder"', page).group(1))
    assert link.startswith("/?s=1.")
    state = decode_state(link.split("?s=", 1)[1])
    assert render(state)[1] == params
    opened = client.get(link).content.decode()
    assert code_json(opened) == params


def test_version_lock(client):
    page = post(client, before=json.dumps({**BEFORE, "v": 2}), after=json.dumps(AFTER), version="v")
    params = code_json(page)
    assert params["ConditionExpression"] == "v = :expected"
    assert params["ExpressionAttributeValues"][":expected"] == {"N": "2"}


@pytest.mark.parametrize(
    "fields, field, message",
    [
        ({"before": "{nope"}, "before", "Expecting property name"),
        ({"after": "[" * 500 + "]" * 500}, "after", "nests lists and objects more than"),
        ({"after": json.dumps({**AFTER, "PK": "U#2"})}, "after", "key attribute 'PK' changed"),
        ({"key": "PK,XX"}, "before", "no key attribute 'XX'"),
        ({"key": "a,b,c"}, "key", "the partition key's name"),
        ({"key": ""}, "key", "This field is required"),
        ({"version": "nope"}, "before", "the version attribute 'nope' must be a number"),
        ({"after": json.dumps(BEFORE)}, "after", "the two items are the same"),
        ({"table": "x"}, "table", "table"),
        (
            {"after": json.dumps({"PK": {"S": "U#1"}, "SK": {"S": "P"}, "n": {"N": "x"}})},
            "after",
            "attribute n: number",
        ),
        # a problem inside a value is placed in the item as written, not at the builder state's "value[1].value"
        ({"after": '{"PK": "U#1", "SK": "P", "m": {"x": 2, "": 3}}'}, "after", 'attribute m[""]: map keys'),
        (
            {"after": '{"PK": "U#1", "SK": "P", "a b": {"value": [1, 1e999999999999]}}'},
            "after",
            'attribute ["a b"].value[1]: 1E+999999999999 is not a number DynamoDB can read',
        ),
        (
            {"after": json.dumps({"PK": {"S": "U#1"}, "SK": {"S": "P"}, "l": {"L": [{"S": "a"}, {"N": "1e-999"}]}})},
            "after",
            "attribute l[1]: ",
        ),
        ({"before": "x" * 1_000_001}, "before", "larger than"),
        # a key value DynamoDB refuses (over 2,048 bytes): the update came out without a word
        (
            {"before": json.dumps({**BEFORE, "PK": "x" * 2049}), "after": json.dumps({**AFTER, "PK": "x" * 2049})},
            "before",
            "key attribute 'PK' is 2,049 bytes; a partition key value is at most 2,048 bytes",
        ),
        # a lone surrogate, in a value or a name, is no Unicode text: it was a 500 (UnicodeEncodeError)
        ({"after": '{"PK": "U#1", "SK": "P", "s": "x\\ud800"}'}, "after", "at s: this text holds a lone"),
        ({"before": '{"PK": "U#1", "SK": "P", "\\udc00": 1}'}, "before", "lone UTF-16 surrogate"),
        # a name given twice: the first value vanished without a word (json.loads keeps the last)
        ({"after": '{"PK": "U#1", "SK": "P", "n": 1, "n": 2}'}, "after", "the item names 'n' twice in one object"),
        ({"before": '{"PK": "U#1", "SK": "P", "m": {"a": 1, "a": 1}}'}, "before", "names 'a' twice"),
    ],
)
def test_problems_beside_their_field(client, fields, field, message):
    page = post(client, **fields)
    assert code_json(page) is None
    shown = error_for(page, field)
    assert shown is not None and message in shown, (field, shown)


def test_everything_is_escaped(client):
    page = post(client, after=json.dumps({**AFTER, "x": "<script>alert(1)</script>"}))
    assert "<script>alert(1)" not in page
    assert code_json(page)["ExpressionAttributeValues"][":x"] == {"S": "<script>alert(1)</script>"}


@pytest.mark.parametrize(
    "after, words",
    [
        # a text a builder field would hold with a NUL: the builder refuses it (a browser sends U+FFFD back)
        ({**AFTER, "s": "a\x00b"}, "holds the character U+0000 (NUL)"),
        # 185 attributes: within a link's 400 parts, past the form's 900 fields
        ({**AFTER, **{f"a{i}": i for i in range(185)}}, "fields, and the builder holds at most 900"),
        # 300 attributes: past a link's 400 parts too; the page sent it to a paste, which refused it
        ({**AFTER, **{f"a{i}": i for i in range(300)}}, "fields, and the builder holds at most 900"),
    ],
    ids=["nul", "fields", "past-a-link"],
)
def test_no_builder_link_where_the_builder_would_not_open_it_and_why(client, after, words):
    """Such an update got an "Open in the builder" link that opened the builder
    on "This link's request cannot be loaded"; the page now says why instead."""
    page = post(client, after=json.dumps(after))
    assert code_json(page) is not None
    assert 'class="open-in-builder"' not in page
    said = htmllib.unescape(page)
    assert "The builder cannot open this request: " in said and words in said
    assert "too big for a link" not in said


def test_a_request_too_big_for_a_link_that_the_builder_opens_is_sent_to_the_paste(client):
    """A list of 4,000 elements, changed in 500 places, is SET whole: too big
    for a link, it loads, so the page sends it to "Paste a request"."""
    before = {"PK": "a", "l": list(range(4000))}
    after = {"PK": "a", "l": [i if i % 8 else -i - 1 for i in range(4000)]}
    page = post(client, before=json.dumps(before), after=json.dumps(after), key="PK")
    assert code_json(page)["UpdateExpression"].startswith("SET")
    assert 'class="open-in-builder"' not in page
    assert "This request is too big for a link; copy the JSON and paste it into the builder" in page
