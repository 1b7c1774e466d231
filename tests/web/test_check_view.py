"""The checker on the web: findings in the builder's preview (#checks and warnings
beside fields), and POST /api/check."""

import copy
import html as htmllib
import json
import re

import pytest

from builder import forms as bf
from builder.expr import render
from builder.expr.recipes import get_recipe
from tests.web.states import LIKES_AND_POSTS

HX = {"HX-Request": "true"}


def post_data(state, **extra):
    data = bf.state_to_data(state)
    data.update(extra)
    return data


def recipe(name):
    return copy.deepcopy(get_recipe(name).state)


def checks_block(html: str) -> str | None:
    m = re.search(r'<div id="checks"[^>]*>.*?</div>', html, re.S)
    return m.group(0) if m else None


def checks(html: str) -> list[tuple[str, str, str]]:
    """(severity class, label, code) of every finding listed in #checks."""
    block = checks_block(html) or ""
    return [
        (sev, htmllib.unescape(where), code)
        for sev, where, code in re.findall(
            r'<li class="check check-(\w+)">.*?<span class="check-where">(.*?)</span> <code class="check-code">(.*?)</code>',
            block,
            re.S,
        )
    ]


def warning_for(html: str, name: str) -> str | None:
    m = re.search(r'<p class="field-warning" id="w-%s"([^>]*)>(.*?)</p>' % re.escape(name), html, re.S)
    if not m or " hidden" in m.group(1):
        return None
    return htmllib.unescape(m.group(2))


def error_for(html: str, name: str) -> str | None:
    m = re.search(r'<p class="field-error" id="e-%s"([^>]*)>(.*?)</p>' % re.escape(name), html, re.S)
    if not m or " hidden" in m.group(1):
        return None
    return m.group(2)


# --------------------------------------------------------------------------
# The builder page and its preview
# --------------------------------------------------------------------------
def test_preview_lists_the_retry_warning_and_still_renders_the_request(client):
    response = client.post("/preview", post_data(recipe("atomic_counter")), headers=HX)
    assert response.status_code == 200
    html = response.content.decode()
    assert "request is valid" in html  # a warning does not make the request invalid
    assert 'id="code-json"' in html  # the output body is still swapped in
    assert checks(html) == [("warning", "update 1", "RetryDoubleCounts")]
    assert 'id="checks" class="checks" hx-swap-oob="true"' in html
    # beside the update row's action field, in the warning style, not as an error
    assert "is not idempotent" in warning_for(html, "upd-0-action")
    assert error_for(html, "upd-0-action") is None
    assert "aria-invalid" not in html


def test_guarded_like_shows_no_findings_and_clears_stale_warnings(client):
    html = client.post("/preview", post_data(recipe("like")), headers=HX).content.decode()
    assert checks(html) == []
    assert re.search(r'<div id="checks" class="checks" hx-swap-oob="true" hidden>', html)
    # every warning container on the page is refreshed (empty), so an old warning disappears
    assert '<p class="field-warning" id="w-act-0-type" hx-swap-oob="true" hidden></p>' in html
    assert '<p class="field-warning" id="w-token" hx-swap-oob="true" hidden></p>' in html


def test_unguarded_like_is_warned_beside_the_child_action_and_the_token(client):
    state = recipe("like")
    del state["actions"][0]["condition"]
    html = client.post("/preview", post_data(state), headers=HX).content.decode()
    assert checks(html) == [
        ("warning", "action 1", "UnguardedChildWrite"),
        ("warning", "ClientRequestToken", "NoClientRequestToken"),
    ]
    assert "attribute_not_exists(SK)" in warning_for(html, "act-0-type")
    assert "ClientRequestToken" in warning_for(html, "token")
    assert "request is valid" in html


def test_warnings_on_the_whole_page_without_javascript(client):
    html = client.get("/?recipe=atomic_counter").content.decode()
    assert checks(html) == [("warning", "update 1", "RetryDoubleCounts")]
    assert "is not idempotent" in warning_for(html, "upd-0-action")
    # the full page has no out-of-band attributes
    assert 'id="checks" class="checks" hx-swap-oob' not in html


def test_invalid_request_lists_its_errors_with_labels(client):
    state = recipe("atomic_counter")
    state["update"].append({"action": "SET", "path": "play_count.x", "value": {"type": "N", "value": "1"}})
    html = client.post("/preview", post_data(state), headers=HX).content.decode()
    found = checks(html)
    assert found and all(sev == "error" for sev, _, _ in found)
    assert ("error", "update 2 › path", "ValidationException") in found


def test_scan_warning_sits_beside_the_operation(client):
    html = client.post(
        "/preview", post_data({"version": 1, "operation": "Scan", "table": "Social"}), headers=HX
    ).content.decode()
    assert checks(html) == [("warning", "operation", "ReadsEveryItem")]
    assert "reads every item" in warning_for(html, "op")


@pytest.mark.parametrize(
    "location, field",
    [
        ("actions[0]", "act-0-type"),
        ("actions[1].update[0].value", "act-1-upd-0-v-value"),
        ("actions[1].update[0].value.value", "act-1-upd-0-v-value"),  # the nearest located parent
        ("client_request_token", None),  # an empty token field is not recorded (the page maps it itself)
        ("nowhere[3]", None),
    ],
)
def test_the_form_tells_which_field_shows_a_location(location, field):
    form = bf.BuilderForm(bf.state_to_data(recipe("like")))
    assert form.field_for(location) == (None, None)  # nothing is known before the form is read
    form.validate()
    node, name = form.field_for(location)
    assert (node.add_prefix(name) if node is not None else None) == field


def test_fresh_builder_shows_no_checks(client):
    html = client.get("/").content.decode()
    assert re.search(r'<div id="checks" class="checks" hidden>', html)


def test_findings_are_escaped(client):
    state = {"version": 1, "operation": "Scan", "table": "Social", "filter": {"op": "attribute_exists", "path": "a"}}
    data = post_data(state)
    data["table"] = "<b>x</b>"
    html = client.post("/preview", data, headers=HX).content.decode()
    assert "<b>x</b>" not in html


def test_no_inline_scripts_or_styles_in_the_checks(client):
    html = client.post("/preview", post_data(recipe("atomic_counter")), headers=HX).content.decode()
    assert "<script" not in html and "style=" not in html and " onclick" not in html


def test_the_key_typed_in_the_try_it_panel_checks_the_request_live(client):
    state = {"version": 1, "operation": "GetItem", "table": "Social", "key": {"PK": {"type": "S", "value": "a"}}}
    html = client.post("/preview", post_data(state), headers=HX).content.decode()
    assert checks(html) == []  # the key schema is unknown: a one-attribute key may be right
    html = client.post(
        "/preview",
        post_data(state, **{"try-hash": "PK", "try-hash-type": "S", "try-range": "SK", "try-range-type": "S"}),
        headers=HX,
    ).content.decode()
    assert checks(html) == [("error", "key", "ValidationException")]
    assert "Key has no SK: it is Social&#x27;s sort key (string)." in checks_block(html)
    assert "DynamoDB would refuse it for the table's key (typed in Try it" in html and "request is valid" not in html
    assert 'id="code-json"' in html  # the request still renders: it is right for some other table
    html = client.post(
        "/preview", post_data(state, **{"try-hash": "PK", "try-hash-type": "N"}), headers=HX
    ).content.decode()
    assert "Key.PK is a string, but Social&#x27;s partition key PK is a number." in checks_block(html)
    html = client.post(
        "/preview", post_data(state, **{"try-hash": "PK", "try-hash-type": "S"}), headers=HX
    ).content.decode()
    assert checks(html) == []


def test_a_key_typed_with_one_attribute_twice_is_said_above_the_checks_not_dropped(client):
    """No table is keyed by one attribute twice, so the checks go on without
    such a key; the Checks list says so (it was left out in silence: a probe of
    2026-12-06), and says nothing once the key is mended."""
    state = {"version": 1, "operation": "GetItem", "table": "Social", "key": {"PK": {"type": "S", "value": "a"}}}
    twice = {"try-hash": "PK", "try-hash-type": "S", "try-range": "PK", "try-range-type": "S"}
    html = client.post("/preview", post_data(state, **twice), headers=HX).content.decode()
    block = checks_block(html)
    assert block is not None and " hidden" not in block.split(">", 1)[0]
    note = re.search(r'<p class="check-note" role="alert">(.*?)</p>', block, re.S)
    assert note and htmllib.unescape(note.group(1)) == (
        "The key typed in Try it is not used by these checks. The sort key is named PK, as the partition key is: "
        "a table's sort key is another attribute (leave the sort key empty for a table keyed by its partition key "
        "alone)."
    )
    assert checks(html) == []  # the request's own checks still run, without the typed key
    mended = {**twice, "try-range": "SK"}
    html = client.post("/preview", post_data(state, **mended), headers=HX).content.decode()
    assert "check-note" not in checks_block(html)
    assert checks(html) == [("error", "key", "ValidationException")]  # the mended key is taken


@pytest.mark.parametrize("part", ["hash", "range"])
def test_a_key_typed_with_a_name_past_255_bytes_is_said_on_preview_and_try_it(client, part):
    """No table has a key attribute named past 255 bytes (DynamoDB's CreateTable
    refuses it, and so does a table description here): typed in Try it, such a
    name is said above the checks and in the panel, never a 500."""
    state = {"version": 1, "operation": "GetItem", "table": "Social", "key": {"PK": {"type": "S", "value": "a"}}}
    typed = {"try-hash": "PK", "try-hash-type": "S", f"try-{part}": "é" * 128, f"try-{part}-type": "S"}
    r = client.post("/preview", post_data(state, **typed), headers=HX)
    assert r.status_code == 200
    note = re.search(r'<p class="check-note" role="alert">(.*?)</p>', checks_block(r.content.decode()), re.S)
    role = "partition" if part == "hash" else "sort"
    said = f"The {role} key name"
    assert note and said in note.group(1) and "is 256 bytes" in note.group(1) and "1 to 255 bytes" in note.group(1)
    r = client.post("/try", {**post_data(state, **typed), "try-items": "[]"}, headers=HX)
    assert r.status_code == 200 and said in r.content.decode() and "is 256 bytes" in r.content.decode()
    fits = {**typed, f"try-{part}": "é" * 127}
    assert "check-note" not in checks_block(
        client.post("/preview", post_data(state, **fits), headers=HX).content.decode()
    )


def test_the_typed_key_checks_tables_of_different_keys_as_try_it_keys_them(client):
    """A like in Likes (postId, userId) counted in Posts (postId): the key typed
    is Likes' (only put into); Posts is keyed by its Key in the request. The
    Checks list agrees with Try it: nothing to say, until a key breaks its own
    table's schema."""
    typed = {"try-hash": "postId", "try-hash-type": "S", "try-range": "userId", "try-range-type": "S"}
    html = client.post("/preview", post_data(LIKES_AND_POSTS, **typed), headers=HX).content.decode()
    assert [c for c in checks(html) if c[0] == "error"] == [], checks_block(html)
    wrong = copy.deepcopy(LIKES_AND_POSTS)
    wrong["actions"][0]["item"]["userId"] = {"type": "N", "value": "2"}  # Likes' sort key, of another type
    html = client.post("/preview", post_data(wrong, **typed), headers=HX).content.decode()
    assert ("error", "action 1 › item", "TransactionCanceledException") in checks(html), checks_block(html)
    assert "Likes" in checks_block(html) and "Posts" not in checks_block(html)


# --------------------------------------------------------------------------
# POST /api/check
# --------------------------------------------------------------------------
def api(client, body, content_type="application/json", **kw):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post("/api/check" + kw.pop("query", ""), data, content_type=content_type, **kw)


def test_api_checks_a_state(client):
    r = api(client, recipe("atomic_counter"))
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is True
    [f] = body["findings"]
    assert {k: f[k] for k in ("severity", "code", "location", "kind", "label")} == {
        "severity": "warning",
        "code": "RetryDoubleCounts",
        "location": "update[0]",
        "kind": "state",
        "label": "update 1",
    }


@pytest.mark.parametrize("wrap", [True, False], ids=["wrapped", "bare"])
def test_api_checks_a_request(client, wrap):
    operation, params = render(recipe("like"))
    del params["TransactItems"][0]["Put"]["ConditionExpression"]
    body = {"operation": operation, "request": params} if wrap else params
    r = api(client, body)
    assert r.status_code == 200
    assert r.json()["ok"] is True
    assert [f["code"] for f in r.json()["findings"]] == ["UnguardedChildWrite", "NoClientRequestToken"]


def test_api_reports_dynamodb_errors(client):
    r = api(client, {"TableName": "Social", "Key": {"PK": {"S": "a"}}, "UpdateExpression": "SET count = :v"})
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is False
    assert body["findings"] == [
        {
            "severity": "error",
            "code": "ValidationException",
            "location": "UpdateExpression",
            "message": "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: count",
            "kind": "request",
            "label": "UpdateExpression",
            "dynamodb_message": "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: count",
        }
    ]


def test_api_operation_query_parameter(client):
    # a Key without expressions is detected as GetItem; ?operation= says DeleteItem
    r = api(client, {"TableName": "Social", "Key": {"PK": {"S": "a"}}}, query="?operation=DeleteItem")
    assert r.json() == {"ok": True, "findings": []}


def test_api_operation_given_twice(client):
    # the last was taken without a word: a request checked as another operation than the one the caller meant
    body = {"TableName": "Social", "Key": {"PK": {"S": "a"}}}
    r = api(client, body, query="?operation=DeleteItem&operation=Scan")
    assert r.status_code == 400
    [finding] = r.json()["findings"]
    assert finding["code"] == "InputError"
    assert "?operation= is given 2 times" in finding["message"]
    # the same operation twice is one operation
    assert api(client, body, query="?operation=DeleteItem&operation=DeleteItem").json() == {"ok": True, "findings": []}


@pytest.mark.parametrize(
    "body, content_type, status",
    [
        ("{not json", "application/json", 400),
        (b"\xff\xfe", "application/json", 400),
        ("[" * 100000 + "]" * 100000, "application/json", 400),
        (json.dumps({"version": 1}), "text/plain", 415),
        ("version=1", "application/x-www-form-urlencoded", 415),
    ],
    ids=["bad-json", "bad-utf8", "too-deep", "text-plain", "form"],
)
def test_api_input_errors_are_json_never_500(client, body, content_type, status):
    r = api(client, body, content_type=content_type)
    assert r.status_code == status
    body = r.json()
    assert body["ok"] is False and body["findings"][0]["code"] == "InputError"


def test_api_checks_keys_against_a_table_given_in_the_wrapper(client):
    request_params = {"TableName": "Social", "Item": {"PK": {"S": "a"}}}
    table = {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [
            {"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "S"},
        ],
    }
    assert api(client, request_params).json()["ok"] is True
    body = api(client, {"operation": "PutItem", "request": request_params, "table": table}).json()
    assert body["ok"] is False
    assert [(f["location"], f["message"], f["dynamodb_message"]) for f in body["findings"]] == [
        ("item", "Item has no SK: it is Social's sort key (string).", "One of the required keys was not given a value")
    ]
    r = api(client, {"operation": "PutItem", "request": request_params, "table": {"KeySchema": "PK"}})
    assert (
        r.status_code == 400
        and r.json()["findings"][0]["code"] == "InputError"
        and "table" in r.json()["findings"][0]["message"]
    )


@pytest.mark.parametrize(
    "doc", [None, 3, "x", [], {}, {"version": "1"}, {"operation": "Nope", "request": {}}, {"request": 5}]
)
def test_api_odd_documents_are_findings_not_crashes(client, doc):
    r = api(client, json.dumps(doc))
    assert r.status_code == 200
    assert r.json()["ok"] is False


def test_api_only_takes_post(client):
    assert client.get("/api/check").status_code == 405


def test_api_is_csrf_exempt_for_json_only(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert api(strict, recipe("like")).status_code == 200
    # a form post (what a cross-site page can send without a preflight) is refused
    assert strict.post("/api/check", {"version": "1"}).status_code == 415


_SURROGATE_REQUESTS = {  # each rule that words what it read met a lone surrogate before the reader's own check
    "placeholder": (
        '{"TableName": "Social", "Key": {"PK": {"S": "a"}}, "ExpressionAttributeNames": {"#a\\udc00": "x"}}'
    ),
    "table-name": '{"TableName": "Soc\\udc00", "Key": {"PK": {"S": "a"}}}',
    "number": '{"TableName": "Social", "Key": {"PK": {"N": "\\udc00"}}, "UpdateExpression": "REMOVE a"}',
    "operation": '{"operation": "Get\\udc00", "request": {"TableName": "Social"}}',
}


@pytest.mark.parametrize("body", _SURROGATE_REQUESTS.values(), ids=_SURROGATE_REQUESTS.keys())
def test_api_says_where_a_request_holds_a_lone_surrogate(client, body):
    # "\udc00" is JSON, not Unicode text: a message echoing it could not be written (a 500)
    r = api(client, body)
    assert r.status_code == 200
    [finding] = r.json()["findings"]
    assert "lone UTF-16 surrogate" in finding["message"]


def test_api_refuses_a_table_description_holding_a_lone_surrogate(client):
    table = '{"KeySchema": [{"AttributeName": "P\\udc00", "KeyType": "HASH"}], "AttributeDefinitions": []}'
    body = '{"request": {"TableName": "Social", "Key": {"PK": {"S": "a"}}}, "table": ' + table + "}"
    r = api(client, body)
    assert r.status_code == 400
    [finding] = r.json()["findings"]
    assert finding["code"] == "InputError"
    assert finding["message"].startswith("table.KeySchema[0].AttributeName: this text holds a lone UTF-16 surrogate")


# A key named twice in one object: DynamoDB reads such JSON and keeps the last
# value (DynamoDB Local: a PutItem whose Item holds "n" twice stores the last
# one), so the request is valid, but the earlier value goes without a word.
REPEATED_ITEM = '{"TableName": "Social", "Item": {"PK": {"S": "a"}, "n": {"N": "1"}, "n": {"S": "x"}}}'


def test_api_warns_of_a_key_named_twice(client):
    r = api(client, REPEATED_ITEM, query="?operation=PutItem")
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is True  # DynamoDB takes it
    [f] = [f for f in body["findings"] if f["code"] == "RepeatedKey"]
    assert f["severity"] == "warning" and f["label"] == "request"
    assert f["message"].startswith('The request names "n" twice in one object: DynamoDB keeps the last value')


def test_api_warns_of_a_lone_surrogate_key_named_twice_with_the_key_escaped(client):
    """The warning named the key as it is: a lone surrogate, which the answer's
    UTF-8 cannot hold (a 500)."""
    r = api(client, REPEATED_ITEM.replace('"n"', '"\\ud800"'), query="?operation=PutItem")
    assert r.status_code == 200
    [f] = [f for f in r.json()["findings"] if f["code"] == "RepeatedKey"]
    assert f["message"].startswith('The request names "\\ud800" twice in one object')


def test_api_says_nothing_of_keys_named_once(client):
    body = api(client, REPEATED_ITEM.replace('"n": {"S"', '"m": {"S"'), query="?operation=PutItem").json()
    assert "RepeatedKey" not in [f["code"] for f in body["findings"]]
