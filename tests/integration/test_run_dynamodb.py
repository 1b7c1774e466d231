"""Running requests through POST /run against DynamoDB Local (issue 5).

Every check of what DynamoDB did reads the table with the fixture's own client
(``ddb_client``), not through the app.
"""

from __future__ import annotations

import json
import re
import uuid
from io import StringIO
from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command
from django.test import Client

from builder import forms as bf
from builder import run as runner
from builder.links import decode_state
from tests.run_support import form_data, outcome, point_at_local, recipe_state, run_fragment, text_of

pytestmark = pytest.mark.integration

HX = {"HX-Request": "true"}
POST_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}
LIKE_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "LIKE#USER#7c20"}}
VIDEO_KEY = {"PK": {"S": "VID#9f3a"}, "SK": {"S": "STATS#TOTAL"}}


@pytest.fixture
def run_settings(settings, monkeypatch, dynamodb_local):
    runner.reset_clients()
    yield point_at_local(settings, monkeypatch, dynamodb_local, anonymous=False)
    runner.reset_clients()


@pytest.fixture
def staff(db, run_settings):
    c = Client()
    c.force_login(User.objects.create_user("ops", is_staff=True))
    return c


@pytest.fixture
def social(make_table, ddb_client):
    """A Social-like table with the article's post (likeTally 0) and video (play_count 41)."""
    name = make_table("Social")
    ddb_client.put_item(TableName=name, Item={**POST_KEY, "likeTally": {"N": "0"}})
    ddb_client.put_item(TableName=name, Item={**VIDEO_KEY, "play_count": {"N": "41"}})
    return name


@pytest.fixture
def indexed_table(ddb_client):
    """Factory for tables with secondary indexes (make_table declares key attributes only)."""
    made: list[str] = []

    def make(name, key, attributes, **kwargs):
        table = f"{name}-{uuid.uuid4().hex[:12]}"
        ddb_client.create_table(
            TableName=table,
            KeySchema=[{"AttributeName": a, "KeyType": k} for a, k in zip(key, ("HASH", "RANGE"))],
            AttributeDefinitions=[{"AttributeName": a, "AttributeType": t} for a, t in attributes],
            BillingMode="PAY_PER_REQUEST",
            **kwargs,
        )
        made.append(table)
        ddb_client.get_waiter("table_exists").wait(TableName=table, WaiterConfig={"Delay": 1, "MaxAttempts": 30})
        return table

    yield make
    for table in made:
        ddb_client.delete_table(TableName=table)


@pytest.fixture
def calls(monkeypatch):
    """Every boto3 method builder.run calls, in order."""
    seen: list[str] = []
    real = runner._call

    def spy(client, config, method, params):
        seen.append(method)
        return real(client, config, method, params)

    monkeypatch.setattr(runner, "_call", spy)
    return seen


def run(client, state, htmx=True) -> str:
    r = client.post("/run", form_data(state), headers=HX if htmx else {})
    assert r.status_code == 200, r.content[:2000]
    return r.content.decode()


def like_tally(ddb_client, table) -> str:
    return ddb_client.get_item(TableName=table, Key=POST_KEY, ConsistentRead=True)["Item"]["likeTally"]["N"]


# ---------------------------------------------------------------- the article's recipes
def test_like_twice(staff, social, ddb_client):
    first = run(staff, recipe_state("like", social))
    assert outcome(first) == "written", text_of(first)
    assert like_tally(ddb_client, social) == "1"
    assert f"{social}: 2 capacity units" in text_of(first)  # ReturnConsumedCapacity TOTAL was added

    second = run(staff, recipe_state("like", social))
    text = text_of(second)
    assert outcome(second) == "transaction cancelled"
    assert "action 1 — Put LIKE#USER#7c20: ConditionalCheckFailed" in text
    assert "action 2 — Update META: None" in text
    assert "TransactionCanceledException" in text  # DynamoDB's own code and message
    assert "[ConditionalCheckFailed, None]" in text
    assert like_tally(ddb_client, social) == "1"


def test_unlike_twice(staff, social, ddb_client):
    assert outcome(run(staff, recipe_state("like", social))) == "written"
    assert like_tally(ddb_client, social) == "1"
    assert outcome(run(staff, recipe_state("unlike", social))) == "written"
    assert like_tally(ddb_client, social) == "0"
    again = run(staff, recipe_state("unlike", social))
    assert outcome(again) == "transaction cancelled"
    assert "action 1 — Delete LIKE#USER#7c20: ConditionalCheckFailed" in text_of(again)
    assert like_tally(ddb_client, social) == "0"
    assert "Item" not in ddb_client.get_item(TableName=social, Key=LIKE_KEY, ConsistentRead=True)


def test_condition_failure_shows_the_item(staff, social, ddb_client):
    """exact_counter: SET play_count = 42 if play_count = 41, with ReturnValuesOnConditionCheckFailure ALL_OLD."""
    first = run(staff, recipe_state("exact_counter", social))
    assert outcome(first) == "written"
    frag = run_fragment(first)
    # the item before and after, labelled as separate reads
    before, after = frag.split("<h5>Before</h5>")[1].split("<h5>After</h5>")
    assert '<th scope="row">play_count</th><td><code>41</code>' in before
    assert '<th scope="row">play_count</th><td><code>42</code>' in after
    assert "not atomic with the write" in text_of(frag)

    second = run(staff, recipe_state("exact_counter", social))
    assert outcome(second) == "condition failed"
    frag = run_fragment(second)
    assert "ConditionalCheckFailedException" in text_of(frag)
    shown = frag.split("The item as it was (ReturnValuesOnConditionCheckFailure)")[1]
    assert '<th scope="row">play_count</th><td><code>42</code>' in shown
    assert '<th scope="row">PK</th><td><code>&quot;VID#9f3a&quot;</code>' in shown
    item = ddb_client.get_item(TableName=social, Key=VIDEO_KEY, ConsistentRead=True)["Item"]
    assert item["play_count"] == {"N": "42"}


def test_transaction_cancellation_shows_the_item_when_asked(staff, social):
    state = recipe_state("like", social)
    state["actions"][0]["return_values_on_condition_check_failure"] = "ALL_OLD"
    assert outcome(run(staff, state)) == "written"
    again = run_fragment(run(staff, state))
    first_reason = again.split('<li class="failed">')[1].split("</li>")[0]
    assert "action 1 — Put LIKE#USER#7c20: ConditionalCheckFailed" in text_of(first_reason)
    assert '<th scope="row">likedAt</th><td><code>1750636800</code>' in first_reason


def test_return_values_are_shown(staff, social):
    state = recipe_state("atomic_counter", social)  # ReturnValues UPDATED_NEW
    page = run_fragment(run(staff, state))
    returned = page.split("Returned attributes (ReturnValues)")[1].split("<h4>")[0]
    assert '<th scope="row">play_count</th><td><code>42</code>' in returned


def test_without_javascript_the_whole_page_comes_back(staff, social, ddb_client):
    page = run(staff, recipe_state("like", social), htmx=False)
    assert 'id="builder-form"' in page and "Run</button>" in page
    assert outcome(page) == "written"
    assert like_tally(ddb_client, social) == "1"
    assert not re.search(r"\sstyle\s*=", page)
    assert not re.search(r"<script(?![^>]*\ssrc=)[^>]*>", page)


# ---------------------------------------------------------------- reads and pages
def test_query_next_page(staff, social, ddb_client):
    for i in range(3):
        ddb_client.put_item(TableName=social, Item={"PK": {"S": "FEED#1"}, "SK": {"S": f"E#{i}"}, "n": {"N": str(i)}})
    state = {
        "version": 1,
        "operation": "Query",
        "table": social,
        "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "FEED#1"}}},
        "options": {"limit": 2},
    }
    first = run(staff, state)
    assert outcome(first) == "read"
    frag = run_fragment(first)
    assert frag.count("<tr>") == 3  # the header and two items
    assert "&quot;E#0&quot;" in frag and "&quot;E#1&quot;" in frag and "&quot;E#2&quot;" not in frag
    link = re.search(r'<a href="([^"]+)">Next page</a>', frag).group(1).replace("&amp;", "&")
    nxt = decode_state(parse_qs(urlsplit(link).query)["s"][0])
    assert nxt["options"]["exclusive_start_key"] == {
        "PK": {"type": "S", "value": "FEED#1"},
        "SK": {"type": "S", "value": "E#1"},
    }
    # the link opens the builder with ExclusiveStartKey filled in
    page = staff.get(link).content.decode()
    assert 'name="esk-1-value"' in page and "E#1" in page

    second = run_fragment(run(staff, nxt))
    assert "&quot;E#2&quot;" in second and "&quot;E#0&quot;" not in second
    assert "Next page" not in second and "this was the last page" in text_of(second)


def test_a_next_page_the_builder_cannot_open_says_why(staff, social, ddb_client):
    """A page that stops at a key whose sort key holds a NUL (DynamoDB stores it;
    a builder field cannot hold it): the Next page link opened the builder on
    "This link's request cannot be loaded". The run now says why, and how to
    read on."""
    for sk in ("E#0\x00", "E#1"):
        ddb_client.put_item(TableName=social, Item={"PK": {"S": "FEED#2"}, "SK": {"S": sk}})
    state = {
        "version": 1,
        "operation": "Query",
        "table": social,
        "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "FEED#2"}}},
        "options": {"limit": 1},
    }
    frag = text_of(run_fragment(run(staff, state)))
    assert "Next page" not in frag
    assert "The builder cannot open the next page:" in frag and "NUL" in frag
    assert "ExclusiveStartKey set to the response's LastEvaluatedKey" in frag


def test_a_snippets_state_is_run_with_the_text_a_browser_could_not_hold(staff, social, ddb_client):
    # a snippet page posts its state to /run, which runs it on the server: a carriage return or a NUL, which the
    # builder's form cannot hold (it refuses to open such a request), is sent as it is, not refused
    note = "line one\r\nline two\x00"
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": social,
        "key": {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}},
        "update": [{"action": "SET", "path": "note", "value": {"type": "S", "value": note}}],
    }
    with pytest.raises(bf.LoadError, match="U\\+0000"):
        bf.load_data(state)
    r = staff.post("/run", {"state": json.dumps(state)}, headers=HX)
    assert outcome(r.content.decode()) == "written"
    item = ddb_client.get_item(TableName=social, Key=POST_KEY, ConsistentRead=True)["Item"]
    assert item["note"] == {"S": note}


def test_get_and_transact_get_items(staff, social):
    state = {
        "version": 1,
        "operation": "GetItem",
        "table": social,
        "key": {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}},
    }
    frag = run_fragment(run(staff, state))
    assert '<th scope="col">likeTally</th>' in frag and "<td><code>0</code></td>" in frag

    tget = {
        "version": 1,
        "operation": "TransactGetItems",
        "actions": [
            {
                "type": "Get",
                "table": social,
                "key": {"PK": {"type": "S", "value": "VID#9f3a"}, "SK": {"type": "S", "value": "STATS#TOTAL"}},
            },
            {
                "type": "Get",
                "table": social,
                "key": {"PK": {"type": "S", "value": "NOPE"}, "SK": {"type": "S", "value": "X"}},
            },
        ],
    }
    page = run(staff, tget)
    assert outcome(page) == "read"
    frag = run_fragment(page)
    assert '<th scope="row">action 1</th>' in frag and "<td><code>41</code></td>" in frag
    assert "action 2 (no item)" in text_of(frag)


# ---------------------------------------------------------------- keys checked before sending
@pytest.mark.parametrize(
    "key, problem",
    [
        (
            {"PK": {"type": "S", "value": "VID#9f3a"}, "sk": {"type": "S", "value": "STATS#TOTAL"}},
            "Key has no SK: it is {t}'s sort key (string).",
        ),
        (
            {"PK": {"type": "S", "value": "VID#9f3a"}, "SK": {"type": "N", "value": "1"}},
            "Key.SK is a number, but {t}'s sort key SK is a string.",
        ),
        (
            {"PK": {"type": "S", "value": "VID#9f3a"}, "x": {"type": "S", "value": "1"}},
            "Key has x, which is not part of {t}'s key (PK (string), SK (string)).",
        ),
        ({"PK": {"type": "N", "value": "7"}}, "Key.PK is a number, but {t}'s partition key PK is a string."),
    ],
)
def test_key_mismatch_is_flagged_before_sending(staff, social, ddb_client, calls, key, problem):
    state = recipe_state("atomic_counter", social)
    state["key"] = key
    page = run(staff, state)
    assert outcome(page) == "key does not match the table"
    assert problem.format(t=social) in text_of(page)
    assert calls == ["describe_table"], "the request was sent after all"


def test_query_key_mismatch_on_an_index(staff, indexed_table, calls):
    table = indexed_table(
        "Idx",
        ("PK", "SK"),
        (("PK", "S"), ("SK", "S"), ("GSI1PK", "N")),
        GlobalSecondaryIndexes=[
            {
                "IndexName": "byNumber",
                "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    state = {
        "version": 1,
        "operation": "Query",
        "table": table,
        "key_condition": {"partition": {"name": "GSI1PK", "value": {"type": "S", "value": "7"}}},
        "options": {"index_name": "byNumber"},
    }
    page = run(staff, state)
    assert outcome(page) == "key does not match the table"
    assert "compares GSI1PK with a string, but index byNumber's partition key GSI1PK is a number" in text_of(page)
    state["key_condition"]["partition"]["value"] = {"type": "N", "value": "7"}
    assert outcome(run(staff, state)) == "read"
    state["options"]["index_name"] = "nope"
    assert "has no index named nope (its indexes: byNumber)" in text_of(run(staff, state))
    assert calls.count("query") == 1


def test_missing_table_is_not_sent(staff, calls):
    page = run(staff, recipe_state("like", "NoSuchTable-xyz"))
    assert outcome(page) == "table not found"
    assert "Table NoSuchTable-xyz does not exist" in text_of(page)
    assert "ResourceNotFoundException" in text_of(page)
    assert calls == ["describe_table"]


def test_dynamodb_validation_error_in_words(staff, social, ddb_client):
    # ADD 1 to an attribute holding a string: only DynamoDB knows what the item holds
    ddb_client.update_item(
        TableName=social, Key=VIDEO_KEY, UpdateExpression="SET title = :t", ExpressionAttributeValues={":t": {"S": "x"}}
    )
    state = recipe_state("atomic_counter", social)
    state["update"][0]["path"] = "title"
    page = run(staff, state)
    assert outcome(page) == "validation error", text_of(page)
    assert "DynamoDB rejected the request as invalid" in text_of(page)
    assert "ValidationException" in text_of(page)
    assert "incorrect data type" in text_of(page)  # DynamoDB's own message


# ---------------------------------------------------------------- tables
def test_tables_list_describe_and_use(staff, indexed_table):
    table = indexed_table(
        "Described",
        ("PK", "SK"),
        (("PK", "S"), ("SK", "N"), ("G", "B"), ("L", "S")),
        GlobalSecondaryIndexes=[
            {
                "IndexName": "gsiB",
                "KeySchema": [{"AttributeName": "G", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
            }
        ],
        LocalSecondaryIndexes=[
            {
                "IndexName": "lsiL",
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "L", "KeyType": "RANGE"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    listing = staff.get("/tables/")
    assert listing.status_code == 200
    assert f'<a href="/tables/{table}/">{table}</a>' in listing.content.decode()

    r = staff.get(f"/tables/{table}/")
    assert r.status_code == 200
    text = text_of(r.content.decode())
    assert "PK partition key (HASH) S · string" in text
    assert "SK sort key (RANGE) N · number" in text
    assert "gsiB global secondary (GSI) partition G (B) KEYS_ONLY" in text
    assert "lsiL local secondary (LSI) partition PK (S), sort L (S) ALL" in text

    links = dict(re.findall(r'<a href="(/tables/use\?[^"]+)">([^<]+)<', r.content.decode()))
    by_label = {label: href.replace("&amp;", "&") for href, label in links.items()}
    page = staff.get(by_label["UpdateItem"]).content.decode()
    assert f'name="table" value="{table}"' in page
    assert 'name="key-0-name" value="PK"' in page and 'name="key-1-name" value="SK"' in page
    assert re.search(r'name="key-1-type"[^>]*>.*?<option value="N" selected>', page, re.S)
    query = staff.get(by_label["Query index lsiL"]).content.decode()
    assert 'name="kc-pname" value="PK"' in query and 'name="kc-sname" value="L"' in query
    assert 'name="opt-index_name" value="lsiL"' in query

    missing = staff.get("/tables/NoSuchTable-xyz/")
    assert missing.status_code == 404
    assert "There is no table named NoSuchTable-xyz" in text_of(missing.content.decode())


def test_tables_are_filtered_and_paged_so_every_table_can_be_reached(staff, make_table, monkeypatch):
    # the list stopped at its first 1,000 names ("Only the first 1000 tables are listed"): the rest could not
    # be reached; now each page says how many it shows, a filter keeps the names holding some text, and a
    # Next link reads on after the last name read
    prefix = f"Pg{uuid.uuid4().hex[:10]}"
    made = [make_table(f"{prefix}-{i}") for i in range(5)]
    monkeypatch.setattr(runner, "MAX_LISTED_TABLES", 2)
    shown: list[str] = []
    url = f"/tables/?q={prefix.upper()}&after={prefix}"  # (any case)
    for _ in range(1000):
        r = staff.get(url)
        assert r.status_code == 200
        html = r.content.decode()
        names = re.findall(r'<li><a href="/tables/([^/"]+)/">', html)
        assert all(prefix in n for n in names)
        shown += names
        count = text_of(re.search(r'<p class="hint" id="table-count">(.*?)</p>', html, re.S).group(1))
        assert count.startswith(f"{len(names)} table")
        following = re.search(r'<a href="([^"]+)" rel="next">Next tables', html)
        if following is None:
            break
        assert "among the first 2 read: more follow" in count
        url = "/tables/" + following.group(1).replace("&amp;", "&")
    assert shown == sorted(made)


@pytest.mark.parametrize(
    "query, said",
    [
        ("?q=" + "x" * 256, "A table name is at most 255 characters: this filter has 256."),
        ("?after=x", "This list cannot start after &quot;x&quot;: it is no table name"),
        ("?after=%3Cb%3Enope%3C/b%3E", "after &quot;&lt;b&gt;nope&lt;/b&gt;&quot;"),
    ],
)
def test_a_tables_filter_it_cannot_use_is_said_beside_it(staff, query, said):
    r = staff.get("/tables/" + query)
    assert r.status_code == 400
    html = r.content.decode()
    assert said in html and 'aria-invalid="true"' in html and "<li><a" not in html


# ---------------------------------------------------------------- demo data for make run
def test_demo_command(run_settings, ddb_client):
    def demo(*args):
        out = StringIO()
        call_command("ddb", "demo", *args, stdout=out)
        return out.getvalue()

    try:
        ddb_client.delete_table(TableName="Social")
    except ddb_client.exceptions.ResourceNotFoundException:
        pass
    try:
        out = demo("--wait", "5")
        assert "created table Social" in out
        assert like_tally(ddb_client, "Social") == "0"
        video = ddb_client.get_item(TableName="Social", Key=VIDEO_KEY)["Item"]
        assert video["play_count"] == {"N": "41"}
        # only when missing: a second run keeps what the user changed
        ddb_client.update_item(
            TableName="Social",
            Key=POST_KEY,
            UpdateExpression="SET likeTally = :n",
            ExpressionAttributeValues={":n": {"N": "5"}},
        )
        ddb_client.put_item(TableName="Social", Item=LIKE_KEY)
        assert "created" not in demo()
        assert like_tally(ddb_client, "Social") == "5"
        # --reset puts the demo back as new
        demo("--reset")
        assert like_tally(ddb_client, "Social") == "0"
        assert "Item" not in ddb_client.get_item(TableName="Social", Key=LIKE_KEY)
    finally:
        ddb_client.delete_table(TableName="Social")


def test_demo_command_never_touches_aws(run_settings):
    run_settings.DYNAMODB_ENDPOINT_URL = ""
    with pytest.raises(CommandError, match="needs DYNAMODB_ENDPOINT_URL"):
        call_command("ddb", "demo", stdout=StringIO())


def test_batch_write_and_get(staff, social, ddb_client, calls):
    """A batch through Run: written once, read back; DynamoDB Local leaves
    nothing unprocessed, and the page says so (no send-again button)."""

    def s(v):
        return {"type": "S", "value": v}

    write = {
        "version": 3,
        "operation": "BatchWriteItem",
        "actions": [
            {"type": "Put", "table": social, "item": {"PK": s("BATCH#1"), "SK": s("A"), "note": s("first")}},
            {"type": "Put", "table": social, "item": {"PK": s("BATCH#1"), "SK": s("B"), "note": s("second")}},
            {"type": "Delete", "table": social, "key": {"PK": s("VID#9f3a"), "SK": s("STATS#TOTAL")}},
        ],
    }
    page = run(staff, write)
    assert outcome(page) == "written"
    text = text_of(run_fragment(page))
    assert "DynamoDB processed 3 of 3 write requests." in text and "Nothing was left unprocessed." in text
    assert "run-send-again" not in page
    assert calls.count("batch_write_item") == 1
    got = ddb_client.get_item(TableName=social, Key={"PK": {"S": "BATCH#1"}, "SK": {"S": "B"}}, ConsistentRead=True)
    assert got["Item"]["note"] == {"S": "second"}
    assert "Item" not in ddb_client.get_item(TableName=social, Key=VIDEO_KEY, ConsistentRead=True)

    read = {
        "version": 3,
        "operation": "BatchGetItem",
        "tables": [
            {
                "table": social,
                "keys": [
                    {"PK": s("BATCH#1"), "SK": s("A")},
                    {"PK": s("BATCH#1"), "SK": s("B")},
                    {"PK": s("NOPE"), "SK": s("X")},
                ],
                "projection": ["note", "SK"],
            }
        ],
    }
    page = run(staff, read)
    assert outcome(page) == "read"
    frag = run_fragment(page)
    assert "DynamoDB read 3 of 3 keys and found 2 items." in text_of(frag)
    assert '<th scope="col">table</th>' in frag and f'<th scope="row">{social}</th>' in frag
    assert "first" in text_of(frag) and "second" in text_of(frag)
    assert "Nothing was left unprocessed." in text_of(frag)
