"""The simulator on the web: POST /api/simulate and the builder's "Try it" panel (POST /try)."""

import copy
import html as htmllib
import json
import re

import pytest
from django.utils.html import escape

from builder import forms as bf
from builder.expr.keys import table_spec
from builder.expr.recipes import get_recipe
from builder.expr.simdoc import simulate_document
from builder.forms.try_key import TryKeyForm, typed_key
from tests.web.states import LIKES_AND_POSTS

HX = {"HX-Request": "true"}
TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}
KEY = {"PK": {"S": "P"}, "SK": {"S": "1"}}


# --------------------------------------------------------------------------
# POST /api/simulate
# --------------------------------------------------------------------------
def api(client, body, content_type="application/json"):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post("/api/simulate", data, content_type=content_type)


def doc(operation, request, before=()):
    return {"table": TABLE, "before": list(before), "operation": operation, "request": request}


def test_api_answers_what_ddb_simulate_writes(client):
    body = doc(
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": KEY,
            "UpdateExpression": "ADD n :one",
            "ExpressionAttributeValues": {":one": {"N": "1"}},
            "ReturnValues": "ALL_NEW",
        },
        [KEY],
    )
    response = api(client, body)
    assert response.status_code == 200
    assert response.json() == simulate_document(body)
    assert response.json()["response"]["Attributes"]["n"] == {"N": "1"}


def test_api_a_failed_condition_is_a_200_answer(client):
    body = doc("PutItem", {"TableName": "Tbl", "Item": KEY, "ConditionExpression": "attribute_not_exists(PK)"}, [KEY])
    out = api(client, body).json()
    assert out == {
        "ok": False,
        "error_code": "ConditionalCheckFailedException",
        "message": "The conditional request failed",
    }


def test_api_input_errors(client):
    out = api(client, {"table": TABLE}).json()
    assert out["error_code"] == "InputError" and "before" in out["message"]
    response = api(client, "{not json")
    assert response.status_code == 400 and response.json()["error_code"] == "InputError"
    response = api(client, "[" * 100_000 + "]" * 100_000)
    assert response.status_code == 400


@pytest.mark.parametrize(
    "content_type", ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]
)
def test_api_refuses_what_a_cross_site_form_can_send(client, content_type):
    response = client.post("/api/simulate", "a=b", content_type=content_type)
    assert response.status_code == 415
    assert response.json()["error_code"] == "InputError"


def test_api_is_csrf_exempt_and_post_only(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert api(strict, doc("GetItem", {"TableName": "Tbl", "Key": KEY})).status_code == 200
    assert client.get("/api/simulate").status_code == 405
    assert api(client, "x" * 1_000_001).status_code == 413


GSI = {"IndexName": "byN", "KeySchema": [{"AttributeName": "n", "KeyType": "HASH"}]}
INDEXED = {
    **TABLE,
    "AttributeDefinitions": TABLE["AttributeDefinitions"] + [{"AttributeName": "n", "AttributeType": "N"}],
}


@pytest.mark.parametrize(
    "projection, words",
    [
        # answered 500 (a probe of 2026-12-06)
        (
            {"ProjectionType": ["ALL"]},
            "GlobalSecondaryIndexes[0]: Projection.ProjectionType is ALL, KEYS_ONLY or INCLUDE",
        ),
        ({"ProjectionType": "INCLUDE", "NonKeyAttributes": 5}, "NonKeyAttributes is a list of attribute names (got 5)"),
        # read as every attribute, or as the keys alone, silently
        ("KEYS_ONLY", 'Projection is an object such as {"ProjectionType": "KEYS_ONLY"}'),
        ({"ProjectionType": "KEYS_ONLY", "NonKeyAttributes": ["x"]}, "given only with ProjectionType INCLUDE"),
    ],
)
def test_api_an_index_description_dynamodb_refuses_is_an_input_error_naming_its_field(client, projection, words):
    table = {**INDEXED, "GlobalSecondaryIndexes": [{**GSI, "Projection": projection}]}
    query = {
        "TableName": "Tbl",
        "IndexName": "byN",
        "KeyConditionExpression": "n = :n",
        "ExpressionAttributeValues": {":n": {"N": "1"}},
    }
    body = {**doc("Query", query, [{**KEY, "n": {"N": "1"}, "x": {"S": "y"}}]), "table": table}
    r = api(client, body)
    assert r.status_code == 200 and r.json()["error_code"] == "InputError", r.content[:300]
    assert words in r.json()["message"]
    r = client.post(
        "/api/check",
        json.dumps({"operation": "Query", "request": query, "table": table}),
        content_type="application/json",
    )
    assert r.status_code == 400 and r.json()["findings"][0]["code"] == "InputError"
    assert words in r.json()["findings"][0]["message"]


def test_api_a_table_of_more_indexes_than_dynamodb_allows_is_refused_before_its_items_are_checked(client):
    # 3,000 global indexes and 8,000 items, each item checked against every index's key: 1.3 s (a probe of 2026-12-06)
    table = {
        **TABLE,
        "AttributeDefinitions": TABLE["AttributeDefinitions"]
        + [{"AttributeName": f"a{j}", "AttributeType": "S"} for j in range(3000)],
        "GlobalSecondaryIndexes": [
            {"IndexName": f"i{j:04d}", "KeySchema": [{"AttributeName": f"a{j}", "KeyType": "HASH"}]}
            for j in range(3000)
        ],
    }
    items = [{"PK": {"S": str(i)}, "SK": {"S": "s"}} for i in range(8000)]
    r = api(client, {**doc("Scan", {"TableName": "Tbl"}, items), "table": table})
    assert r.json() == {
        "ok": False,
        "error_code": "InputError",
        "message": "table: GlobalSecondaryIndexes lists 3,000 indexes; the builder reads at most 100 "
        "(DynamoDB's default quota is 20 a table)",
    }


# --------------------------------------------------------------------------
# The "Try it" panel
# --------------------------------------------------------------------------
def recipe(name):
    return copy.deepcopy(get_recipe(name).state)


def post_try(client, state, items, hx=True, **extra):
    data = bf.state_to_data(state)
    data["try-items"] = items if isinstance(items, str) else json.dumps(items)
    data.update(extra)
    return client.post("/try", data, headers=HX if hx else {})


def text(html: str) -> str:
    return htmllib.unescape(re.sub(r"<[^>]+>", "", html))


def changes(html: str) -> list[tuple[str, str, str, str]]:
    """The Try it write tables' rows: (change, attribute, before, after), as text."""
    rows = re.findall(r'<tr class="change-(\w+)"><th scope="row">(.*?)</th><td>(.*?)</td><td>(.*?)</td></tr>', html)
    return [(c, text(a), text(b), text(af)) for c, a, b, af in rows]


def written_keys(html: str) -> list[tuple[str, str]]:
    """(heading, key) of each item the Try it panel says was written."""
    found = re.findall(r'<h4 id="try-write-\d+">(.*?)</h4>\s*<p class="try-write-key">Key <code>(.*?)</code>', html)
    return [(h, htmllib.unescape(k)) for h, k in found]


LIKE_ITEM = {"PK": "POST#a91f", "SK": "LIKE#USER#7c20", "likedAt": 1750636800}
POST_META = {"PK": "POST#a91f", "SK": "META", "likeTally": 4}


def test_the_builder_page_shows_the_panel_prefilled_with_the_keys_it_changes(client):
    html = client.get("/?recipe=like").content.decode()
    m = re.search(r'<textarea name="try-items"[^>]*>(.*?)</textarea>', html, re.S)
    assert m, "the Try it panel's textarea"
    assert json.loads(htmllib.unescape(m.group(1))) == [{"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}]
    assert 'form="builder-form"' in m.group(0)
    assert 'formaction="/try"' in html and 'hx-post="/try"' in html


def test_like_first_try_writes_both_items(client):
    response = post_try(client, recipe("like"), [POST_META])
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<details id="try-panel"')  # the panel alone, for htmx
    assert "<html" not in html
    assert "succeeded" in html
    assert "inferred from the request" in html
    # an attribute table per item, the key labelled on its own, not repeated in the table
    assert changes(html) == [
        ("added", "likedAt", "missing", "1750636800"),  # the like item, created
        ("changed", "likeTally", "4", "5"),  # the tally, 4 -> 5
    ]
    assert written_keys(html) == [
        ("Item created", 'PK = "POST#a91f", SK = "LIKE#USER#7c20"'),
        ("Item changed", 'PK = "POST#a91f", SK = "META"'),
    ]
    # capacity: two transactional writes of items under 1 KB
    assert re.search(r"<td>Social</td><td>0.0</td><td>4.0</td><td>4.0</td>", html)


def test_like_again_is_cancelled_on_action_1(client):
    html = post_try(client, recipe("like"), [POST_META, LIKE_ITEM]).content.decode()
    assert "TransactionCanceledException" in html
    reasons = re.search(r'<ol class="cancellations try-reasons">(.*?)</ol>', html, re.S).group(1)
    items = re.findall(r"<li class=\"(\w+)\">(.*?)</li>", reasons, re.S)
    assert [(c, " ".join(text(t).split())) for c, t in items] == [
        ("failed", "Action 1 · Put: ConditionalCheckFailed The conditional request failed"),
        ("passed", "Action 2 · Update: None"),
    ]
    assert not changes(html) and not written_keys(html)  # nothing written


def test_a_transaction_on_two_tables_writes_each_and_names_its_table(client):
    """The like transaction with its tally kept in another table: each table
    starts with the sample items and keeps its own writes (simulate.Table), so
    the tally's table holds the post and the likes' table does not see it
    written; each write says its table."""
    state = recipe("like")
    state["actions"][1]["table"] = "Tallies"
    html = post_try(client, state, [POST_META]).content.decode()
    assert "succeeded" in html, text(html)[:2000]
    found = re.findall(r'<p class="try-write-key">Key <code>(.*?)</code> in table <code>(.*?)</code></p>', html)
    assert [(htmllib.unescape(k), t) for k, t in found] == [
        ('PK = "POST#a91f", SK = "LIKE#USER#7c20"', "Social"),
        ('PK = "POST#a91f", SK = "META"', "Tallies"),
    ]
    assert ("changed", "likeTally", "4", "5") in changes(html)
    # on one table, no write names its table
    one = post_try(client, recipe("like"), [POST_META]).content.decode()
    assert " in table <code>" not in one


LIKES_BEFORE = {"Likes": [{"postId": "p1", "userId": "u1"}], "Posts": [{"postId": "p1", "likes": 1}]}


def test_tables_of_different_keys_are_each_keyed_as_the_request_and_the_typed_key_say(client):
    """A like in a Likes table (postId, userId) counted in a Posts table
    (postId): Posts is keyed by its Key in the request, Likes (only put into)
    by the key typed. Read with one key for both (postId), the second like
    would replace the first, and its condition would fail."""
    html = post_try(
        client, LIKES_AND_POSTS, LIKES_BEFORE, **{"try-hash": "postId", "try-range": "userId"}
    ).content.decode()
    assert "succeeded" in html, text(html)[:3000]
    found = re.findall(r'<p class="try-write-key">Key <code>(.*?)</code> in table <code>(.*?)</code></p>', html)
    assert [(htmllib.unescape(k), t) for k, t in found] == [
        ('postId = "p1", userId = "u2"', "Likes"),
        ('postId = "p1"', "Posts"),
    ]
    assert written_keys(html)[0][0] == "Item created"
    assert ("changed", "likes", "1", "2") in changes(html)
    keys = text(re.search(r'<ul class="hint try-keys">(.*?)</ul>', html, re.S).group(1))
    assert "Likes: postId (S, partition), userId (S, sort), as typed" in " ".join(keys.split())
    assert "Posts: postId (S, partition), from its key in the request" in " ".join(keys.split())
    # the same like again: its own item exists, so its condition fails
    again = copy.deepcopy(LIKES_AND_POSTS)
    again["actions"][0]["item"]["userId"]["value"] = "u1"
    html = post_try(client, again, LIKES_BEFORE, **{"try-hash": "postId", "try-range": "userId"}).content.decode()
    assert "TransactionCanceledException" in html and "ConditionalCheckFailed" in html


def test_a_list_of_items_for_tables_of_different_keys_goes_to_the_first_tables_key(client):
    # typed key (postId, userId) for Likes; Posts (keyed by its Key) starts empty with a list
    html = post_try(
        client, LIKES_AND_POSTS, [{"postId": "p1", "userId": "u1"}], **{"try-hash": "postId", "try-range": "userId"}
    ).content.decode()
    assert "succeeded" in html, text(html)[:3000]
    assert [h for h, _ in written_keys(html)] == ["Item created", "Item created"]


def test_items_by_table_are_checked_against_each_tables_key(client):
    bad = {"Likes": [{"postId": "p1"}], "Posts": []}
    html = post_try(client, LIKES_AND_POSTS, bad, **{"try-hash": "postId", "try-range": "userId"}).content.decode()
    m = re.search(r'<p class="field-error" id="e-try-items">(.*?)</p>', html)
    assert m and htmllib.unescape(m.group(1)) == "Likes: item 1 lacks the key attribute userId"
    # an object whose keys are not the request's tables is one item, as before
    one = post_try(client, recipe("like"), {"Likes": [1]}).content.decode()
    assert "lacks the key attribute PK" in one


def test_items_by_table_naming_a_table_the_request_does_not_name_say_so(client):
    # a typo (Post for Posts) made the object one item, "lacking the key attribute postId" (a probe of 2026-12-06)
    typo = {"Likes": LIKES_BEFORE["Likes"], "Post": LIKES_BEFORE["Posts"]}
    html = post_try(client, LIKES_AND_POSTS, typo, **{"try-hash": "postId", "try-range": "userId"}).content.decode()
    m = re.search(r'<p class="field-error" id="e-try-items">(.*?)</p>', html)
    assert m and htmllib.unescape(m.group(1)) == (
        'sample items by table: "Post" is not a table this request names (it names Likes, Posts)'
    )
    assert htmllib.unescape(json.dumps(typo)) in htmllib.unescape(html)  # the text is kept


def test_a_key_typed_with_one_attribute_twice_is_said_in_the_panel_and_left_out_of_the_checks(client):
    # read as a key of PK twice, the like's two items were one ("multiple operations on one item"; a probe of
    # 2026-12-06); a table description so keyed is refused (keys._key_attributes), and the checks, which take
    # the key typed, go on without it
    typed = {"try-hash": "PK", "try-range": "PK"}
    html = post_try(client, recipe("like"), [POST_META], **typed).content.decode()
    assert "The sort key is named PK, as the partition key is: a table's sort key is another attribute" in text(html)
    data = {**bf.state_to_data(recipe("like")), **typed}
    assert client.post("/preview", data, headers=HX).status_code == 200


def test_without_htmx_the_whole_page_comes_back_with_the_result(client):
    response = post_try(client, recipe("like"), [POST_META], hx=False)
    assert response.status_code == 200
    html = response.content.decode()
    assert "<html" in html and 'id="builder-form"' in html and 'id="code-json"' in html
    assert "succeeded" in html and 'id="try-panel" class="try" open' in html


@pytest.mark.parametrize("hx", [True, False])
def test_bad_sample_json_gives_a_message_and_keeps_the_text(client, hx):
    bad = '[{"PK": "a", <oops>}]'
    response = post_try(client, recipe("like"), bad, hx=hx)
    assert response.status_code == 200
    html = response.content.decode()
    m = re.search(r'<p class="field-error" id="e-try-items">(.*?)</p>', html)
    assert m and "not valid JSON" in m.group(1) and "line 1" in m.group(1)
    assert escape(bad) in html
    assert 'aria-invalid="true"' in html
    assert "Simulated:" not in html


@pytest.mark.parametrize(
    "items, message",
    [
        ('{"a": 1}', "lacks the key attribute PK"),
        ("[1]", "item 1: a JSON object expected"),
        ('"x"', "a JSON list of items expected"),
        ('[{"PK": {"N": "1"}, "SK": "x"}]', "should be of type S"),
        ('[{"PK": {"S": "a"}, "SK": {"S": "b"}, "n": {"N": "abc"}}]', "item 1, attribute n"),
        ('[{"PK": {"S": "a"}, "SK": {"S": "\\ud800"}}]', "lone UTF-16 surrogate"),
        # items by table, one name holding a lone surrogate: its message echoed it (a 500, found by the fuzz suite)
        ('{"Social": [], "T\\udc00": []}', "the sample items: a name in the outer object holds a lone UTF-16"),
        # an item no table could hold was taken as it was (a probe of 2026-12-06)
        (
            '[{"PK": "a", "SK": "b", "x": "' + "y" * 409_600 + '"}]',
            "item 1: the item is 409,607 bytes; DynamoDB holds items of at most 409,600 bytes (400 KB)",
        ),
    ],
)
def test_sample_problems_are_messages_not_500s(client, items, message):
    response = post_try(client, recipe("like"), items)
    assert response.status_code == 200
    m = re.search(r'<p class="field-error" id="e-try-items">(.*?)</p>', response.content.decode())
    assert m and message in htmllib.unescape(m.group(1))


def test_an_invalid_builder_request_is_not_simulated(client):
    state = recipe("atomic_counter")
    data = bf.state_to_data(state)
    data = {k: ("" if k.endswith("-path") else v) for k, v in data.items()}  # no paths: invalid
    data["try-items"] = "[]"
    html = client.post("/try", data, headers=HX).content.decode()
    assert "has problems" in html and "Simulated:" not in html


def test_update_returns_attributes_and_capacity_in_plain_json_samples(client):
    item = {"PK": "VID#9f3a", "SK": "STATS#TOTAL", "play_count": 41, "title": "x"}
    html = post_try(client, recipe("atomic_counter"), [item], **{"try-hash": "", "try-range": ""}).content.decode()
    assert "succeeded" in html
    returned = re.search(r'<h4>Returned attributes</h4><pre class="try-json">(.*?)</pre>', html, re.S).group(1)
    assert json.loads(htmllib.unescape(returned)) == {"play_count": {"N": "42"}}  # UPDATED_NEW
    assert changes(html) == [("changed", "play_count", "41", "42")]
    assert re.search(r'<p class="hint try-unchanged">Unchanged: <code>title</code>.</p>', html)
    assert "Consumed capacity (estimate)" in html and "1.0 write units" in html


def test_nested_changes_are_flattened_paths_and_a_deleted_item_has_no_after(client):
    from builder.web.try_it import attribute_changes

    before = {
        "PK": {"S": "a"},
        "profile": {"M": {"address": {"L": [{"M": {"city": {"S": "Oslo"}, "zip": {"S": "0150"}}}]}}},
        "first.name": {"S": "Ada"},
        "tags": {"SS": ["x"]},
    }
    after = {
        "PK": {"S": "a"},
        "profile": {"M": {"address": {"L": [{"M": {"city": {"S": "Bergen"}, "zip": {"S": "0150"}}}]}}},
        "first.name": {"S": "Ada"},
        "n": {"N": "1"},
    }
    out = attribute_changes(before, after, ("PK",))
    assert out["rows"] == [
        {"path": "profile.address[0].city", "before": '"Oslo"', "after": '"Bergen"', "change": "changed"},
        {"path": "n", "before": None, "after": "1", "change": "added"},
        {"path": "tags", "before": '<<"x">>', "after": None, "change": "removed"},
    ]
    assert out["unchanged"] == ["profile.address[0].zip", "`first.name`"]
    gone = attribute_changes(before, None, ("PK",))
    assert {r["change"] for r in gone["rows"]} == {"removed"} and not gone["unchanged"]


def test_a_write_of_many_paths_shows_the_first_rows_and_counts_the_rest(client):
    """A REMOVE of a list of 40,000 elements made a page of 40,000 rows (6 MB,
    a second): the table stops at CHANGES_SHOWN rows and says how many more."""
    from builder.web.try_it import CHANGES_SHOWN

    n = CHANGES_SHOWN + 137
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Tbl",
        "key": {"PK": {"type": "S", "value": "P"}},
        "update": [{"action": "REMOVE", "path": "l"}],
    }
    html = post_try(client, state, [{"PK": "P", "l": list(range(n)), "kept": 1}]).content.decode()
    rows = changes(html)
    assert rows == [("removed", f"l[{i}]", str(i), "removed") for i in range(CHANGES_SHOWN)]
    more = re.search(r'<p class="hint try-more">(.*?)</p>', html)
    assert more is not None
    assert text(more.group(1)).startswith(f"And {n - CHANGES_SHOWN} more changed paths, not shown")
    assert re.search(r'<p class="hint try-unchanged">Unchanged: <code>kept</code>.</p>', html)
    few = post_try(client, state, [{"PK": "P", "l": [1, 2]}]).content.decode()
    assert len(changes(few)) == 2 and "try-more" not in few


def test_a_typed_key_schema_wins_over_the_inferred_one(client):
    html = post_try(client, recipe("like"), [], **{"try-hash": "PK", "try-hash-type": "N"}).content.decode()
    # the request's PK is a string: DynamoDB refuses it for a number key
    assert "ValidationException" in html
    assert "inferred from the request" not in html


def test_reads_show_the_items(client):
    state = {
        "version": 1,
        "operation": "Query",
        "table": "Social",
        "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "P"}}},
    }
    data = bf.state_to_data(state)
    data["try-items"] = json.dumps([{"PK": "P", "SK": "1", "v": "hello"}, {"PK": "Q", "SK": "1"}])
    response = client.post("/try", data, headers=HX)
    html = response.content.decode()
    assert response.status_code == 200, html
    assert "Count 1, ScannedCount 1" in html
    assert "hello" in html
    assert "0.5 read units" in html


def trace_nodes(html: str) -> list[tuple[str, str, str]]:
    """(class, "true"/"false" text, leaf or group text) of each part of the conditions shown."""
    found = re.findall(
        r'<li class="trace-node trace-(\w+)"><span class="trace-result">(\w+)</span>\s*(.*?)\s*(?:<ul>|</li>)',
        html,
        re.S,
    )
    return [(cls, result, " ".join(text(rest).split())) for cls, result, rest in found]


@pytest.mark.parametrize("count, ok", [(41, True), (42, False)])
def test_exact_counter_shows_whether_its_condition_held(client, count, ok):
    item = {"PK": "VID#9f3a", "SK": "STATS#TOTAL", "play_count": count}
    html = post_try(client, recipe("exact_counter"), [item]).content.decode()
    assert ("succeeded" in html) is ok and ("ConditionalCheckFailedException" in html) is not ok
    assert "Conditions, part by part" in html
    word = "true" if ok else "false"
    m = re.search(r'<div class="try-condition">\s*<p>(.*?)</p>', html, re.S)
    assert (
        " ".join(text(m.group(1)).split())
        == f'ConditionExpression on the item PK = "VID#9f3a", SK = "STATS#TOTAL": {word}'
    )
    assert f'<span class="trace-result trace-{word}">{word}</span>' in m.group(1)
    assert trace_nodes(html) == [(word, word, "play_count = 41")]


def test_each_transaction_action_condition_is_shown(client):
    html = post_try(client, recipe("like"), [POST_META, LIKE_ITEM]).content.decode()
    heads = [" ".join(text(p).split()) for p in re.findall(r'<div class="try-condition">\s*<p>(.*?)</p>', html, re.S)]
    assert heads[0].startswith(
        'Action 1 · Put ConditionExpression on the item PK = "POST#a91f", SK = "LIKE#USER#7c20": false'
    )
    nodes = trace_nodes(html)
    assert nodes and all(cls == result for cls, result, _ in nodes)  # the class says what the text says
    assert ("false", "false", "attribute_not_exists(SK)") in nodes


def test_a_nested_condition_is_a_nested_list(client):
    state = recipe("exact_counter")
    state["condition"] = {
        "op": "or",
        "conditions": [
            {"op": "not", "condition": {"op": "attribute_exists", "path": "play_count"}},
            {
                "op": "and",
                "conditions": [
                    state["condition"],
                    {"op": "<", "left": {"path": "play_count"}, "right": {"type": "N", "value": "100"}},
                ],
            },
        ],
    }
    item = {"PK": "VID#9f3a", "SK": "STATS#TOTAL", "play_count": 42}
    html = post_try(client, state, [item]).content.decode()
    assert "ConditionalCheckFailedException" in html
    assert trace_nodes(html) == [
        ("false", "false", "OR (true when any is true)"),
        ("false", "false", "NOT (true when this is false)"),
        ("true", "true", "attribute_exists(play_count)"),
        ("false", "false", "AND (true when all are true)"),
        ("false", "false", "play_count = 41"),
        ("true", "true", "play_count < 100"),
    ]
    tree = re.search(r'<ul class="trace">(.*)</ul>\s*</div>', html, re.S).group(1)
    assert tree.count("<ul>") == 3  # OR > (NOT > leaf, AND > two leaves)


def test_a_scan_filter_is_shown_on_the_first_items_only(client):
    state = {
        "version": 1,
        "operation": "Scan",
        "table": "Social",
        "filter": {"op": ">", "left": {"path": "n"}, "right": {"type": "N", "value": "2"}},
    }
    data = bf.state_to_data(state)
    data["try-items"] = json.dumps([{"PK": "P", "SK": str(i), "n": i} for i in range(5)])
    data.update({"try-hash": "PK", "try-range": "SK"})
    html = client.post("/try", data, headers=HX).content.decode()
    assert "Count 2, ScannedCount 5" in html
    assert trace_nodes(html) == [("false", "false", "n > 2")] * 3
    assert "The filter is shown on the first 3 items read only." in html


# --------------------------------------------------------------------------
# The panel's table key (builder/forms/try_key.py)
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "post, schema",
    [
        ({}, []),
        ({"try-hash": "  ", "try-range": "SK"}, []),  # no partition key name: no key typed
        ({"try-hash": " PK "}, [("PK", "S")]),
        (
            {"try-hash": "PK", "try-hash-type": "N", "try-range": "SK", "try-range-type": "B"},
            [("PK", "N"), ("SK", "B")],
        ),
        ({"try-hash": "PK", "try-hash-type": "X", "try-range": "SK", "try-range-type": ""}, [("PK", "S"), ("SK", "S")]),
    ],
)
def test_the_typed_key_schema(post, schema):
    assert TryKeyForm(post).key_schema() == typed_key(post) == schema
    assert typed_key({**post, "try-hash": ["PK"]}) == []  # a value that is not text is no name
    if schema:  # the table the checker is given for it
        spec = table_spec(schema)
        assert [(k["AttributeName"], k["KeyType"]) for k in spec["KeySchema"]] == [
            (name, kind) for (name, _), kind in zip(schema, ("HASH", "RANGE"))
        ]
        assert spec["AttributeDefinitions"] == [{"AttributeName": n, "AttributeType": t} for n, t in schema]


def test_the_key_fields_keep_what_was_typed_and_belong_to_the_builder_form(client):
    html = post_try(
        client, recipe("like"), [], **{"try-hash": "P K", "try-hash-type": "N", "try-range": "", "try-range-type": "B"}
    ).content.decode()
    key = re.search(r'<fieldset class="try-key">(.*?)</fieldset>', html, re.S).group(1)
    inputs = re.findall(r"<(?:input|select)[^>]*>", key)
    assert [re.search(r'name="([^"]+)"', i).group(1) for i in inputs] == [
        "try-hash",
        "try-hash-type",
        "try-range",
        "try-range-type",
    ]
    assert all('form="builder-form"' in i for i in inputs)
    for name in ("try-hash", "try-hash-type", "try-range", "try-range-type"):
        assert f'<label for="id_{name}">' in key
    assert 'value="P K"' in inputs[0]
    assert '<option value="N" selected>' in key and '<option value="B" selected>' in key
    assert "required" not in key and "aria-invalid" not in key


ORDERS_BY_STATUS = {
    "version": 1,
    "operation": "Query",
    "table": "Orders",
    "options": {"index_name": "ByStatus"},
    "key_condition": {"partition": {"name": "state", "value": {"type": "S", "value": "open"}}},
}
ORDER_ITEMS = [
    {"pk": "o1", "state": "open", "total": 5},
    {"pk": "o2", "state": "shipped"},
    {"pk": "o3"},
]


def test_a_query_of_an_index_is_tried_on_the_index_its_key_condition_tells(client):
    """The key condition is the index's, so the table's key must be typed; the
    index is then keyed by the condition, sparse, projecting every attribute.
    Without the typed key the panel says so (it said: the table does not have
    the specified index)."""
    html = post_try(client, ORDERS_BY_STATUS, ORDER_ITEMS).content.decode()
    assert "reads the index ByStatus" in text(html) and "type the table" in text(html)
    assert "Simulated:" not in html
    html = post_try(client, ORDERS_BY_STATUS, ORDER_ITEMS, **{"try-hash": "pk"}).content.decode()
    assert "succeeded" in html, text(html)[:3000]
    answer = json.loads(
        htmllib.unescape(
            re.search(
                r'<details class="try-answer"><summary>[^<]*</summary><pre class="try-json">(.*?)</pre>', html, re.S
            ).group(1)
        )
    )
    assert answer["response"]["Items"] == [{"pk": {"S": "o1"}, "state": {"S": "open"}, "total": {"N": "5"}}]
    assert "Index ByStatus: state (S, partition), from the key condition" in " ".join(text(html).split())
    # the Checks list keys the index alike: no "missed key schema element" for the typed table key
    preview = client.post("/preview", {**bf.state_to_data(ORDERS_BY_STATUS), "try-hash": "pk"}, headers=HX)
    assert "missed key schema element" not in preview.content.decode()


def test_the_capacity_of_a_query_of_an_index_is_the_index_s(client):
    """The estimate parts the units as DynamoDB's INDEXES answer does: the
    index read, the table itself not (builder/expr/capacity.py)."""
    html = post_try(client, ORDERS_BY_STATUS, ORDER_ITEMS, **{"try-hash": "pk"}).content.decode()
    rows = [
        [htmllib.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td>(.*?)</td>", row)]
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", html.split('class="try-capacity"')[1].split("</table>")[0])
    ]
    assert rows[1:] == [
        ["Orders (in all)", "0.5", "0.0", "0.5"],
        ["· the table itself", "0.0", "0.0", "0.0"],
        ["· global index ByStatus", "0.5", "0.0", "0.5"],
    ]
    assert "Query, global index ByStatus: " in text(html)


ORDERS_DESCRIBED = {
    "TableName": "Orders",
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "state", "AttributeType": "S"},
    ],
    "GlobalSecondaryIndexes": [
        {
            "IndexName": "ByStatus",
            "KeySchema": [{"AttributeName": "state", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "KEYS_ONLY"},
        }
    ],
}


@pytest.fixture
def orders_described(monkeypatch, settings):
    """Orders as DescribeTable gave it to Run or Browse (builder.run's known tables),
    for a visitor who may run requests (anyone: DynamoDB Local's setting)."""
    from builder import run as runner

    monkeypatch.setitem(runner._KNOWN_TABLES, "Orders", runner.TableDescription.from_table(ORDERS_DESCRIBED))
    settings.DYNAMODB_RUN_ENABLED = settings.DYNAMODB_RUN_ANONYMOUS = True
    settings.DYNAMODB_ENDPOINT_URL = "http://127.0.0.1:9"


def test_a_visitor_who_may_not_run_is_not_shown_a_described_table(client, orders_described, settings):
    """A description was read from the endpoint with the server's credentials:
    a visitor the Tables page refuses (here: running is for staff) saw its key
    in the checks and Try it all the same."""
    settings.DYNAMODB_RUN_ANONYMOUS = False
    state = {"version": 1, "operation": "GetItem", "table": "Orders", "key": {"id": {"type": "S", "value": "o1"}}}
    html = " ".join(text(client.post("/preview", bf.state_to_data(state), headers=HX).content.decode()).split())
    assert "Orders's partition key" not in html and "as DescribeTable gave it" not in html
    html = post_try(client, ORDERS_BY_STATUS, ORDER_ITEMS).content.decode()
    assert "ByStatus on state" not in " ".join(text(html).split()) and "as the endpoint described them" not in html


def answer_of(html: str) -> dict:
    found = re.search(
        r'<details class="try-answer"><summary>[^<]*</summary><pre class="try-json">(.*?)</pre>', html, re.S
    )
    return json.loads(htmllib.unescape(found.group(1)))


def test_a_described_table_is_tried_with_its_own_key_and_indexes(client, orders_described):
    """No key typed: the description's key, and its index as it projects (keys
    only, not every attribute); a Scan of the index runs too."""
    html = post_try(client, ORDERS_BY_STATUS, ORDER_ITEMS).content.decode()
    assert "succeeded" in html, text(html)[:2000]
    assert answer_of(html)["response"]["Items"] == [{"pk": {"S": "o1"}, "state": {"S": "open"}}]
    assert "global index ByStatus on state projecting KEYS_ONLY" in " ".join(text(html).split())
    scan = {"version": 1, "operation": "Scan", "table": "Orders", "options": {"index_name": "ByStatus"}}
    html = post_try(client, scan, ORDER_ITEMS).content.decode()
    assert "succeeded" in html, text(html)[:2000]
    assert [it["pk"]["S"] for it in answer_of(html)["response"]["Items"]] == ["o1", "o2"]


def test_a_key_typed_is_tried_rather_than_the_description(client, orders_described):
    html = post_try(client, ORDERS_BY_STATUS, ORDER_ITEMS, **{"try-hash": "pk"}).content.decode()
    assert "succeeded" in html and "as the endpoint described them" not in html
    assert answer_of(html)["response"]["Items"][0]["total"] == {"N": "5"}  # the typed way projects every attribute


def test_the_checks_read_a_described_tables_key(client, orders_described):
    """A GetItem keyed by another attribute than the described table's key is
    refused in the Checks list, with no key typed."""
    state = {
        "version": 1,
        "operation": "GetItem",
        "table": "Orders",
        "key": {"id": {"type": "S", "value": "o1"}},
    }
    html = client.post("/preview", bf.state_to_data(state), headers=HX).content.decode()
    checks = " ".join(text(html[html.index('id="checks"') :]).split())
    assert "Key has no pk: it is Orders's partition key (string)." in checks
    assert "as DescribeTable gave it" in " ".join(text(html).split())


def test_a_scan_of_an_index_says_try_it_cannot_tell_its_key(client):
    state = {"version": 1, "operation": "Scan", "table": "Orders", "options": {"index_name": "ByStatus"}}
    html = post_try(client, state, ORDER_ITEMS, **{"try-hash": "pk"}).content.decode()
    assert "cannot tell from a Scan" in text(html) and "Simulated:" not in html


def test_conditions_are_shown_part_by_part_up_to_a_bound_then_by_their_result(client):
    """A transaction of 100 actions of 300-operator conditions has 30,000 parts
    (2.7 MB of page, a probe of 2026-12-04): the parts shown stop at
    TRACE_PARTS_SHOWN, and every condition past it still shows its result."""
    from builder.expr.reader import parse_request
    from builder.web.try_it import TRACE_PARTS_SHOWN

    text_ = " AND ".join(f"attribute_exists(a{j})" for j in range(150))  # 151 parts: the AND and its 150
    n = 10
    actions = [
        {
            "ConditionCheck": {
                "TableName": "Social",
                "Key": {"PK": {"S": f"P{i}"}, "SK": {"S": "M"}},
                "ConditionExpression": text_,
            }
        }
        for i in range(n)
    ]
    state = parse_request("TransactWriteItems", {"TransactItems": actions})
    for a in state["actions"]:
        a["text"] = {"condition": {"expression": text_, "names": {}, "values": {}}}
    state["version"] = 3
    items = [
        {"PK": {"S": f"P{i}"}, "SK": {"S": "M"}, **{f"a{j}": {"N": "1"} for j in range(150 - (i == 7))}}
        for i in range(n)
    ]
    html = post_try(client, state, items, **{"try-hash": "PK", "try-range": "SK"}).content.decode()
    shown = TRACE_PARTS_SHOWN // 151
    assert html.count('<div class="try-condition">') == n
    assert html.count('<ul class="trace">') == shown
    assert html.count('<li class="trace-node') == shown * 151
    results = re.findall(r'<div class="try-condition">.*?<span class="trace-result trace-(\w+)">', html, re.S)
    assert results == ["true"] * 7 + ["false"] + ["true"] * 2  # item P7 lacks a149: its result past the bound
    hint = re.search(r'<p class="hint try-trace-cut">(.*?)</p>', html, re.S)
    assert hint and text(hint.group(1)) == (
        f"Part by part for the first {shown} conditions only (at most {TRACE_PARTS_SHOWN} parts are shown); "
        f"the other {n - shown} show their result."
    )


def test_a_repair_the_builder_cannot_open_says_why(client):
    """A drifted tally whose parent's key holds a NUL (a form post can carry one;
    a browser's field cannot hold it): the repair link opened the builder on
    "This link's request cannot be loaded". The panel now says why instead."""
    state = recipe("like")
    for action in state["actions"]:
        (action.get("item") or action["key"])["PK"]["value"] = "POST#a\x00"
    html = post_try(client, state, [{"PK": "POST#a\x00", "SK": "META", "likeTally": 5}]).content.decode()
    said = htmllib.unescape(html)
    assert "they differ." in said
    assert "Open the repair in the builder" not in said
    assert re.search(r'<span class="repair-refused">The builder cannot open the repair: [^<]*NUL', said)
    html = post_try(client, recipe("like"), [{"PK": "POST#a91f", "SK": "META", "likeTally": 5}]).content.decode()
    assert "Open the repair in the builder" in html and "repair-refused" not in html
