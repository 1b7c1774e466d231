"""The table page's item browser and the reconcile page (issue 16), through
Django's test client against DynamoDB Local (builder/browse.py does the reads;
who may read is the Run permission)."""

from __future__ import annotations

import base64
import html as htmllib
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from builder import browse
from builder import run as runner
from builder.expr import render
from builder.links import decode_state, encode_state
from tests.run_support import point_at_local, text_of

POST_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}
LIKE_QUERY = "pk=POST%23a91f&sk=META&tally=likeTally&prefix=LIKE%23"


@pytest.fixture
def local(settings, monkeypatch, dynamodb_local, db):
    runner.reset_clients()
    yield point_at_local(settings, monkeypatch, dynamodb_local, anonymous=True)
    runner.reset_clients()


@pytest.fixture
def social(local, make_table, ddb_client):
    """The post (likeTally 0) with three likes: a tally that drifted."""
    name = make_table("Social")
    ddb_client.put_item(TableName=name, Item={**POST_KEY, "likeTally": {"N": "0"}})
    for user in ("7c20", "8d31", "9e42"):
        ddb_client.put_item(
            TableName=name,
            Item={"PK": {"S": "POST#a91f"}, "SK": {"S": f"LIKE#USER#{user}"}, "likedAt": {"N": "1750636800"}},
        )
    ddb_client.put_item(TableName=name, Item={"PK": {"S": "VID#9f3a"}, "SK": {"S": "STATS#TOTAL"}})
    return name


def items_table(html: str) -> list[list[str]]:
    body = re.search(r'<table class="run-items browse-items">.*?<tbody>(.*?)</tbody>', html, re.S)
    if body is None:
        return []
    rows = re.findall(r"<tr>(.*?)</tr>", body.group(1), re.S)
    return [[text_of(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)][:-1] for row in rows]


def links(html: str, label: str) -> list[str]:
    return [
        htmllib.unescape(h) for h in re.findall(r'<a href="([^"]*)">%s<span class="visually-hidden">' % label, html)
    ]


def next_link(html: str) -> str | None:
    m = re.search(r'<a href="([^"]*)" rel="next">Next page</a>', html)
    return htmllib.unescape(m.group(1)) if m else None


# --------------------------------------------------------------------------
# Browsing
# --------------------------------------------------------------------------
def test_the_table_page_shows_the_items_and_opens_each_in_the_builder(social):
    client = Client()
    html = client.get(f"/tables/{social}/").content.decode()
    rows = items_table(html)
    assert len(rows) == 5
    assert ['"POST#a91f"', '"META"', "—", "0"] in rows  # PK, SK, likedAt (absent), likeTally
    assert re.search(r"Scan: 5 items · [0-9.]+ read capacity units", text_of(html))
    assert next_link(html) is None
    updates = links(html, "Update")
    assert len(updates) == 5 and len(links(html, "Get")) == 5 and len(links(html, "Delete")) == 5
    meta = next(u for u in updates if "META" in u)
    q = parse_qs(urlsplit(meta).query)
    assert q["op"] == ["UpdateItem"] and q["table"] == [social] and q["value"] == ["POST#a91f", "META"]
    page = client.get(meta).content.decode()
    assert re.search(r'name="key-0-value" value="POST#a91f"', page)
    assert re.search(r'name="key-1-value" value="META"', page)
    # GetItem on an item is a whole request already
    get = next(u for u in links(html, "Get") if "META" in u)
    assert '"Key": {' in htmllib.unescape(client.get(get).content.decode())


def test_query_one_partition_and_page_through(local, make_table, ddb_client):
    name = make_table("Paged")
    for i in range(browse.PAGE_SIZE + 5):
        ddb_client.put_item(TableName=name, Item={"PK": {"S": "P"}, "SK": {"S": f"C#{i:03}"}})
    ddb_client.put_item(TableName=name, Item={"PK": {"S": "other"}, "SK": {"S": "x"}})
    client = Client()
    first = client.get(f"/tables/{name}/?pk=P").content.decode()
    assert len(items_table(first)) == browse.PAGE_SIZE
    assert "Query of PK = <code>P</code>" in first
    nxt = next_link(first)
    assert nxt and "pk=P" in nxt and "after=" in nxt
    second = client.get(f"/tables/{name}/{nxt}").content.decode()
    rows = items_table(second)
    assert [r[1] for r in rows] == [f'"C#{i:03}"' for i in range(browse.PAGE_SIZE, browse.PAGE_SIZE + 5)]
    assert next_link(second) is None and "First page" in second
    scan = client.get(f"/tables/{name}/").content.decode()
    assert len(items_table(scan)) == browse.PAGE_SIZE and next_link(scan)


def test_bad_browse_input_is_a_message(local, make_table):
    name = make_table("Numbers", key_schema=(("id", "N"),))
    client = Client()
    html = client.get(f"/tables/{name}/?pk=twelve").content.decode()
    assert "id: &#x27;twelve&#x27; is not a number." in html and not items_table(html)
    html = client.get(f"/tables/{name}/?after=1.damaged").content.decode()
    assert "This page link is damaged" in html
    # a link that reads, but whose start key is not one of this table's (another table's next page, a
    # link made by hand): said so, not "validation error" from the endpoint
    for start in ({"PK": {"S": "a"}, "SK": {"S": "b"}}, {"id": {"S": "1"}}, {"id": {"N": "1"}, "x": {"N": "2"}}, []):
        html = client.get(f"/tables/{name}/?after={encode_state(start)}").content.decode()
        assert "This page link is damaged" in html and not items_table(html), start
    html = client.get(f"/tables/{name}/?after={encode_state({'id': {'N': '1'}})}").content.decode()
    assert "damaged" not in html and "validation error" not in html  # a start key of the table: read from it


@pytest.mark.parametrize(
    "typed, why",
    [("POST%23%00", "the character U+0000 (NUL)"), ("a%0Db", "a carriage return (U+000D)"), ("a%0Ab", "a line break")],
)
def test_a_partition_key_value_the_field_cannot_hold_is_refused_beside_it(social, typed, why):
    """A NUL was echoed into the field (a browser shows and sends back U+FFFD:
    the next Query asked for another partition), a carriage return or a line
    break dropped by the one-line field; now each is refused beside the field,
    as /tables/?q= refuses a filter, with nothing queried."""
    response = Client().get(f"/tables/{social}/?pk={typed}")
    assert response.status_code == 400
    html = response.content.decode()
    said = re.search(r'<p class="field-error" id="browse-pk-error" role="alert">(.*?)</p>', html, re.S)
    assert said and htmllib.unescape(said.group(1)) == (
        f"PK: this value holds {why}, which a browser's form cannot hold, so the page cannot query it. "
        "Scan the table to find such an item."
    )
    field = re.search(r'<input type="text" id="browse-pk"[^>]*>', html).group(0)
    assert 'value=""' in field and 'aria-invalid="true"' in field and 'aria-describedby="browse-pk-error"' in field
    assert "\x00" not in html and not items_table(html) and "Query of" not in html
    # a value it holds is queried as before
    assert Client().get(f"/tables/{social}/?pk=POST%23a91f").status_code == 200


def test_every_refused_browse_value_is_a_400(local, make_table):
    name = make_table("Numbers", key_schema=(("id", "N"),))
    client = Client()
    for query in ("pk=twelve", "after=1.damaged", "pk=" + "1" * 3000):
        response = client.get(f"/tables/{name}/?{query}")
        assert response.status_code == 400, query
    assert client.get(f"/tables/{name}/?pk=12").status_code == 200


def test_browsing_needs_the_run_permission(social, settings):
    settings.DYNAMODB_RUN_ANONYMOUS = False
    for path in (f"/tables/{social}/", f"/tables/{social}/reconcile?{LIKE_QUERY}"):
        response = Client().get(path)
        assert response.status_code == 403
        assert "Nothing was sent" in response.content.decode() and "browse-items" not in response.content.decode()


# --------------------------------------------------------------------------
# Reconciling
# --------------------------------------------------------------------------
def cell(html: str, cls: str) -> str:
    return text_of(re.search(r'<td class="%s">(.*?)</td>' % cls, html, re.S).group(1))


def test_a_drifted_tally_opens_its_repair_and_the_repair_fixes_it(social, ddb_client):
    client = Client()
    html = client.get(f"/tables/{social}/reconcile?{LIKE_QUERY}").content.decode()
    assert "The tally is off" in html
    assert cell(html, "stored-tally") == "0" and cell(html, "actual-count") == "3"
    units = float(re.search(r"([0-9.]+) read capacity units", cell(html, "read-units")).group(1))
    assert units > 0
    repair = htmllib.unescape(re.search(r'<a class="repair-link" href="([^"]*)"', html).group(1))
    params = render(decode_state(repair.partition("?s=")[2]))[1]
    assert params == {
        "TableName": social,
        "Key": POST_KEY,
        "UpdateExpression": "SET likeTally = :actual",
        "ConditionExpression": "likeTally = :stored",
        "ExpressionAttributeValues": {":actual": {"N": "3"}, ":stored": {"N": "0"}},
        "ReturnValues": "UPDATED_NEW",
    }
    # the builder opens it, and run once it repairs the tally
    assert "UpdateItem request is valid" in client.get(repair).content.decode()
    ddb_client.update_item(**params)
    html = client.get(f"/tables/{social}/reconcile?{LIKE_QUERY}").content.decode()
    assert "The tally matches" in html and "repair-link" not in html
    # run again, the repair's condition no longer holds: nothing is overwritten
    with pytest.raises(ddb_client.exceptions.ConditionalCheckFailedException):
        ddb_client.update_item(**params)


def test_a_missing_tally_is_repaired_only_while_still_missing(social, ddb_client):
    ddb_client.put_item(TableName=social, Item=POST_KEY)  # the post, without likeTally
    html = Client().get(f"/tables/{social}/reconcile?{LIKE_QUERY}").content.decode()
    assert "missing" in cell(html, "stored-tally")
    repair = htmllib.unescape(re.search(r'<a class="repair-link" href="([^"]*)"', html).group(1))
    params = render(decode_state(repair.partition("?s=")[2]))[1]
    assert params["ConditionExpression"] == "attribute_not_exists(likeTally)"


def test_a_repair_the_builder_cannot_open_says_why(social, ddb_client):
    """A parent whose partition key holds a NUL (DynamoDB stores it; a builder
    field cannot hold it): the repair link opened the builder on "This link's
    request cannot be loaded". The page now says why instead."""
    ddb_client.put_item(TableName=social, Item={"PK": {"S": "POST#\x00"}, "SK": {"S": "META"}, "likeTally": {"N": "0"}})
    ddb_client.put_item(TableName=social, Item={"PK": {"S": "POST#\x00"}, "SK": {"S": "LIKE#USER#1"}})
    html = Client().get(f"/tables/{social}/reconcile?pk=POST%23%00&sk=META&tally=likeTally&prefix=LIKE%23").content
    html = html.decode()
    assert cell(html, "actual-count") == "1" and "repair-link" not in html
    refused = re.search(r'<p class="repair-refused">(.*?)</p>', html, re.S)
    assert refused and "The builder cannot open the repair:" in refused.group(1) and "NUL" in refused.group(1)


def test_no_parent_no_repair(social):
    html = Client().get(f"/tables/{social}/reconcile?pk=POST%23none&sk=META&tally=likeTally&prefix=LIKE%23").content
    html = html.decode()
    assert "No parent item" in html and "repair-link" not in html and cell(html, "actual-count") == "0"


def test_the_count_pages_and_a_cut_short_count_is_a_lower_bound(social):
    config = runner.RunConfig.from_settings()
    schema = runner.describe_table(social, config)
    full = browse.reconcile(schema, POST_KEY, "likeTally", "LIKE#", config, page_size=2)
    assert (full.actual, full.pages, full.complete) == (3, 2, True)
    assert full.stored == {"N": "0"} and not full.matches
    cut = browse.reconcile(schema, POST_KEY, "likeTally", "LIKE#", config, page_size=2, max_pages=1)
    assert (cut.actual, cut.pages, cut.complete) == (2, 1, False)


@pytest.mark.parametrize(
    "query, problem",
    [
        ("pk=&sk=META&tally=likeTally&prefix=LIKE%23", "Type the parent&#x27;s PK."),
        ("pk=P&sk=META&tally=&prefix=LIKE%23", "Type the name of the tally attribute."),
        ("pk=P&sk=META&tally=t&prefix=", "Type the children&#x27;s sort key prefix"),
    ],
)
def test_reconcile_asks_for_what_is_missing(social, query, problem):
    html = Client().get(f"/tables/{social}/reconcile?{query}").content.decode()
    assert problem in html and "reconcile-result" not in html


def test_reconcile_needs_a_sort_key(local, make_table):
    name = make_table("Flat", key_schema=(("id", "S"),))
    html = Client().get(f"/tables/{name}/reconcile").content.decode()
    assert "This table has no sort key" in html


def test_the_table_page_links_the_reconcile_page_and_it_offers_the_like_example(social):
    client = Client()
    assert f'href="/tables/{social}/reconcile"' in client.get(f"/tables/{social}/").content.decode()
    html = client.get(f"/tables/{social}/reconcile").content.decode()
    example = htmllib.unescape(re.search(r'<a href="([^"]*)">Fill in the like example', html).group(1))
    assert parse_qs(urlsplit(example).query) == {
        "pk": ["POST#a91f"],
        "sk": ["META"],
        "tally": ["likeTally"],
        "prefix": ["LIKE#"],
    }


def test_an_item_wider_than_the_table_shows_its_other_attributes_in_the_last_cell(local, make_table, ddb_client):
    from builder.run_results import MAX_COLUMNS

    name = make_table("Wide")
    wide = {"PK": {"S": "P"}, "SK": {"S": "1"}, **{f"a{j:02d}": {"N": str(j)} for j in range(MAX_COLUMNS + 5)}}
    ddb_client.put_item(TableName=name, Item=wide)
    html = Client().get(f"/tables/{name}/").content.decode()
    assert '<th scope="col">Other attributes</th>' in html
    (row,) = items_table(html)
    head = re.search(r'<table class="run-items browse-items">\s*<thead><tr>(.*?)</tr>', html, re.S).group(1)
    columns = [text_of(c) for c in re.findall(r"<th[^>]*>(.*?)</th>", head, re.S)][:-2]
    assert columns[:2] == ["PK", "SK"] and len(columns) == MAX_COLUMNS == len(row) - 1
    shown = dict(zip(columns, row, strict=False))  # (DynamoDB gives the attributes in an order of its own)
    for part in row[-1].split(", "):  # the last cell: the attributes without a column
        attribute, _, value = part.partition(" = ")
        assert attribute not in shown
        shown[attribute] = value
    assert shown == {"PK": '"P"', "SK": '"1"', **{f"a{j:02d}": str(j) for j in range(MAX_COLUMNS + 5)}}


def test_an_item_with_the_longest_binary_key_opens_with_that_key(local, make_table, ddb_client):
    """A binary key value of 2,048 bytes is 2,732 characters of base64: the
    links of the table page cut it to 2,048 characters, silently, and opened
    another key in the builder."""
    name = make_table("Blobs", key_schema=(("id", "B"),))
    ddb_client.put_item(TableName=name, Item={"id": {"B": b"\x01" * 2048}})
    client = Client()
    get = links(client.get(f"/tables/{name}/").content.decode(), "Get")[0]
    whole = base64.b64encode(b"\x01" * 2048).decode()
    assert parse_qs(urlsplit(get).query)["value"] == [whole]
    page = client.get(get).content.decode()
    assert f'name="key-0-value" value="{whole}"' in page


def test_a_key_value_longer_than_any_is_said_not_cut(local, make_table):
    """A partition key value typed longer than any key value was cut to 2,048
    characters and the shorter one read, without a word."""
    name = make_table("Long")
    client = Client()
    html = client.get(f"/tables/{name}/", {"pk": "a" * 3000}).content.decode()
    assert "PK: longer than any key value (2,732 characters at most)." in html and not items_table(html)
    assert f'value="{"a" * 3000}"' in html  # the field keeps what was typed
    html = client.get(f"/tables/{name}/reconcile", {"pk": "P", "sk": "b" * 3000, "tally": "t", "prefix": "L"})
    assert "SK: longer than any key value (2,732 characters at most)." in html.content.decode()
    use = client.get("/tables/use", {"table": name, "op": "GetItem", "key": "PK:S", "value": "c" * 3000})
    assert f'name="key-0-value" value="{"c" * 3000}"' in use.content.decode()  # the builder checks it beside it
