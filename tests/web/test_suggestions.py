"""Schema-aware suggestions (issue 16): <datalist>s of the names a table is
known to have, offered by the name, path and IndexName fields without JavaScript."""

import re

import pytest

from builder import forms as bf
from builder import run as runner
from builder.expr.recipes import get_recipe

HX = {"HX-Request": "true"}


def options(html: str, list_id: str) -> list[str]:
    m = re.search(r'<datalist id="%s">(.*?)</datalist>' % list_id, html, re.S)
    assert m, list_id
    return re.findall(r'<option value="([^"]*)"></option>', m.group(1))


def test_fields_offer_the_lists_and_a_fresh_page_has_them_empty(client):
    html = client.get("/?op=Query").content.decode()
    assert options(html, "dl-names") == [] and options(html, "dl-indexes") == []
    assert 'name="kc-pname"' in html and re.search(r'name="kc-pname"[^>]*list="dl-names"', html)
    assert re.search(r'name="opt-index_name"[^>]*list="dl-indexes"', html)


def test_try_it_key_sample_items_and_typed_names_are_suggested(client):
    data = bf.state_to_data(get_recipe("like").state)
    data.update(
        {
            "try-hash": "PK",
            "try-range": "SK",
            "try-items": '[{"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "likeTally": {"N": "3"}, "title": "x"}]',
        }
    )
    html = client.post("/preview", data, headers=HX).content.decode()
    names = options(html, "dl-names")
    assert names[:2] == ["PK", "SK"]
    assert "likeTally" in names and "title" in names and "likedAt" in names  # likedAt: typed in the Put's item
    assert 'id="suggestions" hidden hx-swap-oob="true"' in html


def test_bad_sample_items_suggest_nothing_from_them(client):
    data = {**bf.state_to_data(get_recipe("like").state), "try-items": "[{not json"}
    assert client.post("/preview", data, headers=HX).status_code == 200


@pytest.mark.parametrize(("url", "headers"), [("/preview", HX), ("/try", {})])
def test_a_sample_item_name_holding_a_lone_surrogate_is_not_suggested(client, url, headers):
    """A sample item's name written "#x\\udc00" (JSON, not Unicode text) was
    offered in the names list, which could not be written: a 500 (found by the
    fuzz suite)."""
    data = bf.state_to_data(get_recipe("like").state)
    data["try-items"] = '[{"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "title": "x", "#x\\udc00": null}]'
    response = client.post(url, data, headers=headers)
    assert response.status_code == 200
    names = options(response.content.decode(), "dl-names")
    assert "title" in names and not any(n.startswith("#x") for n in names)


@pytest.fixture
def described(monkeypatch, settings):
    settings.DYNAMODB_RUN_ENABLED = settings.DYNAMODB_RUN_ANONYMOUS = True  # anyone may run (DynamoDB Local)
    settings.DYNAMODB_ENDPOINT_URL = "http://127.0.0.1:9"
    table = runner.TableDescription.from_table(
        {
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
                {"AttributeName": "GSI1PK", "AttributeType": "S"},
            ],
            "GlobalSecondaryIndexes": [
                {
                    "IndexName": "ByAuthor",
                    "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"}],
                    "Projection": {"ProjectionType": "ALL"},
                }
            ],
        }
    )
    monkeypatch.setitem(runner._KNOWN_TABLES, "Social", table)


def test_a_described_tables_keys_and_indexes_are_suggested(client, described):
    html = client.get("/?op=Query&s=").content.decode()
    assert options(html, "dl-indexes") == []  # no table named yet
    data = {**bf.empty_data("Query"), "table": "Social"}
    html = client.post("/", data).content.decode()  # without JavaScript: the whole page
    assert options(html, "dl-indexes") == ["ByAuthor"]
    assert options(html, "dl-names") == ["PK", "SK", "GSI1PK"]


def test_a_visitor_who_may_not_run_is_not_offered_a_described_tables_names(client, described, settings):
    """The names came from the endpoint, read with the server's credentials: a
    visitor the Tables page refuses was offered them all the same."""
    data = {**bf.empty_data("Query"), "table": "Social"}
    for anonymous in (True, False):
        settings.DYNAMODB_RUN_ANONYMOUS = anonymous
        html = client.post("/", data).content.decode()
        assert options(html, "dl-indexes") == (["ByAuthor"] if anonymous else [])
        assert ("GSI1PK" in options(html, "dl-names")) is anonymous
