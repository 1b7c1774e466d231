"""Compose an update from two items (builder/expr/diff.py), proved on DynamoDB
Local: put "before", send the UpdateItem the diff composes, read the item back,
and it must be exactly "after" (DynamoDB's equality: numbers by value, sets
in any order), nested maps, lists, sets, removed attributes and counters
included; with a version attribute, the lock must refuse a stale version.
Hypothesis draws random pairs (an item and a mutation of it) besides the
examples written by hand, and the same round trip goes through `ddb diff` and
the /diff page.
"""

from __future__ import annotations

import html as htmllib
import itertools
import json
import os
import re

import pytest
from botocore.exceptions import ClientError
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr.diff import DiffOptions, compose, diff_state, read_item
from builder.expr.items import equal
from builder.expr.values import item_from_wire, item_to_wire
from tests.ddb_support import run_ddb
from tests.strategies import error_code, send

pytestmark = pytest.mark.integration

_IN_CI = os.environ.get("CI", "").strip().lower() == "true"
EXAMPLES = int(os.environ.get("DDB_PROPERTY_EXAMPLES") or (200 if _IN_CI else 40))
_ids = itertools.count()


@pytest.fixture
def table(make_table) -> str:
    return make_table("diff")


def put_update_get(client, table: str, before: dict, after: dict, **options) -> tuple[dict, dict, dict]:
    """Put ``before``, send the composed update; (item read back, state, params)."""
    state, params = compose(before, after, DiffOptions(key=("PK", "SK"), table=table, **options))
    stored = read_item(before, "before")
    client.put_item(TableName=table, Item=item_to_wire(stored))
    send(client, "UpdateItem", params)
    key = {"PK": stored["PK"], "SK": stored["SK"]}
    got = client.get_item(TableName=table, Key=item_to_wire(key), ConsistentRead=True)["Item"]
    return item_from_wire(got), state, params


def assert_same_item(got: dict, want: dict) -> None:
    assert equal({"M": got}, {"M": want}), f"read back {got!r}\n        wanted {want!r}"


def key(n: int | None = None) -> dict:
    return {"PK": {"S": f"ITEM#{next(_ids) if n is None else n}"}, "SK": {"S": "META"}}


def test_nested_maps_lists_sets_and_removed_attributes(ddb_client, table):
    k = key()
    before = {
        **k,
        "title": {"S": "Hello"},
        "profile": {
            "M": {
                "address": {"M": {"city": {"S": "Oslo"}, "zip": {"S": "0150"}, "note": {"S": "x" * 80}}},
                "first.name": {"S": "Ada"},
                "status": {"S": "new"},
            }
        },
        "tags": {"SS": ["a", "b"]},
        "scores": {"NS": ["1", "2", "3"]},
        "log": {"L": [{"S": "one"}, {"S": "two"}]},
        "grid": {"L": [{"N": "1"}, {"M": {"v": {"N": "2"}, "keep": {"S": "y" * 60}}}, {"N": "3"}]},
        "draft": {"BOOL": True},
        "bin": {"B": "AAE="},
    }
    after = {
        **k,
        "title": {"S": "Hello again"},
        "profile": {
            "M": {
                "address": {"M": {"city": {"S": "Bergen"}, "note": {"S": "x" * 80}}},
                "first.name": {"S": "Ada"},
                "status": {"S": "active"},
                "new-field": {"N": "7"},
            }
        },
        "tags": {"SS": ["a", "b", "c"]},
        "scores": {"NS": ["2"]},
        "log": {"L": [{"S": "one"}, {"S": "two"}, {"S": "three"}]},
        "grid": {"L": [{"N": "1"}, {"M": {"v": {"N": "5"}, "keep": {"S": "y" * 60}}}]},
        "bin": {"B": "AAI="},
        "added": {"M": {"deep": {"L": [{"NULL": True}]}}},
    }
    got, _, params = put_update_get(ddb_client, table, before, after)
    assert_same_item(got, after)
    expression = params["UpdateExpression"]
    # nested paths, not whole maps, where that is smaller
    assert "profile.address.city" in expression and "REMOVE" in expression
    assert "#log = list_append(#log, :log)" in expression
    assert "ADD tags :tags" in expression and "DELETE scores :scores" in expression
    assert "draft" in expression.split("REMOVE", 1)[1]


def test_plain_json_items_and_a_counter(ddb_client, table):
    k = {"PK": f"ITEM#{next(_ids)}", "SK": "META"}
    before = {**k, "likeTally": 41, "stats": {"views": 10, "name": "x"}, "price": 1.5}
    after = {**k, "likeTally": 42, "stats": {"views": 7, "name": "x"}, "price": 2.25}
    got, _, params = put_update_get(ddb_client, table, before, after, counter=True)
    assert_same_item(got, read_item(after, "after"))
    assert "ADD likeTally :likeTally" in params["UpdateExpression"]
    assert params["ExpressionAttributeValues"][":likeTally"] == {"N": "1"}
    assert "stats.#views = stats.#views + :views" in params["UpdateExpression"]
    assert params["ExpressionAttributeValues"][":views"] == {"N": "-3"}


def test_version_lock_bumps_and_refuses_a_stale_version(ddb_client, table):
    k = key()
    before = {**k, "version": {"N": "3"}, "body": {"S": "old"}}
    after = {**k, "version": {"N": "4"}, "body": {"S": "new"}}
    got, _, params = put_update_get(ddb_client, table, before, after, version="version")
    assert_same_item(got, after)
    assert params["ConditionExpression"] == "version = :expected"  # not a reserved word: no #
    assert "version = :expected + :one" in params["UpdateExpression"]
    # sent again, the item now holds version 4: the lock refuses the stale update
    with pytest.raises(ClientError) as e:
        send(ddb_client, "UpdateItem", params)
    assert error_code(e.value) == "ConditionalCheckFailedException"
    again = item_from_wire(ddb_client.get_item(TableName=table, Key=item_to_wire(k), ConsistentRead=True)["Item"])
    assert_same_item(again, after)


# -- random pairs ---------------------------------------------------------------
NAMES = st.sampled_from(["a", "b", "status", "x.y", "my-attr", "name", "名前", "n0"])
NUMBERS = st.sampled_from(["0", "1", "-2", "3.5", "1E+3", "12345678901234567890", "0.001", "-7.25"])
SCALARS = st.one_of(
    st.text(max_size=6).map(lambda s: {"S": s}),
    NUMBERS.map(lambda n: {"N": n}),
    st.booleans().map(lambda b: {"BOOL": b}),
    st.just({"NULL": True}),
    st.sampled_from(["AA==", "AAE=", "/w=="]).map(lambda b: {"B": b}),
    st.lists(st.sampled_from(["p", "q", "r", "s"]), min_size=1, max_size=4, unique=True).map(lambda m: {"SS": m}),
    st.lists(st.sampled_from(["1", "2", "3.5", "-4"]), min_size=1, max_size=4, unique=True).map(lambda m: {"NS": m}),
)
VALUES = st.recursive(
    SCALARS,
    lambda kids: st.one_of(
        st.lists(kids, max_size=4).map(lambda v: {"L": v}),
        st.dictionaries(NAMES, kids, max_size=4).map(lambda v: {"M": v}),
    ),
    max_leaves=12,
)


@st.composite
def mutated(draw, value: dict) -> dict:
    """A value like ``value``: containers keep most of their members."""
    ((t, v),) = value.items()
    choice = draw(st.integers(0, 9))
    if choice == 0:
        return draw(VALUES)
    if t == "M" and choice > 2:
        out = {}
        for name, member in v.items():
            fate = draw(st.integers(0, 3))
            if fate == 1:
                continue
            out[name] = draw(mutated(member)) if fate == 2 else member
        out.update(draw(st.dictionaries(NAMES, VALUES, max_size=2)))
        return {"M": out}
    if t == "L" and choice > 2:
        out = [draw(mutated(m)) if draw(st.booleans()) else m for m in v]
        fate = draw(st.integers(0, 2))
        if fate == 1:
            out = out[: draw(st.integers(0, len(out)))]
        elif fate == 2:
            out = v + draw(st.lists(VALUES, min_size=1, max_size=2))
        return {"L": out}
    if t in ("SS", "NS") and choice > 4:
        pool = ["p", "q", "r", "s"] if t == "SS" else ["1", "2", "3.5", "-4"]
        return {t: draw(st.lists(st.sampled_from(pool), min_size=1, max_size=4, unique=True))}
    if t == "N" and choice > 4:
        return {"N": draw(NUMBERS)}
    return value if choice < 5 else draw(VALUES)


@st.composite
def pairs(draw) -> tuple[dict, dict]:
    before = draw(st.dictionaries(NAMES, VALUES, max_size=6))
    after = {}
    for name, value in before.items():
        fate = draw(st.integers(0, 3))
        if fate:
            after[name] = draw(mutated(value)) if fate > 1 else value
    after.update(draw(st.dictionaries(NAMES, VALUES, max_size=2)))
    return before, after


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
@given(pair=pairs(), counter=st.booleans(), versioned=st.booleans())
def test_random_pairs_round_trip(ddb_client, table, pair, counter, versioned):
    before, after = pair
    k = key()
    before, after = {**before, **k}, {**after, **k}
    if versioned:
        before["ver"], after["ver"] = {"N": "9"}, {"N": "10"}
    if equal({"M": before}, {"M": after}):
        return  # nothing to update: the diff says so (tests/expr/test_diff.py)
    got, _, _ = put_update_get(ddb_client, table, before, after, counter=counter, version="ver" if versioned else None)
    assert_same_item(got, after)


# -- the same round trip through `ddb diff` and the /diff page -------------------
ROUND_TRIP_BEFORE = {
    "PK": "ITEM#cli",
    "SK": "META",
    "version": 7,
    "profile": {"address": {"city": "Oslo", "zip": "0150", "pad": "p" * 60}, "name": "Ada"},
    "tags": ["a", "b"],
    "gone": True,
    "likeTally": 41,
}
ROUND_TRIP_AFTER = {
    "PK": "ITEM#cli",
    "SK": "META",
    "version": 8,
    "profile": {"address": {"city": "Bergen", "pad": "p" * 60}, "name": "Ada", "new": [1, {"x": None}]},
    "tags": ["a", "b", "c"],
    "likeTally": 45,
}


def _via_cli(tmp_path, table: str, pk: str) -> dict:
    b, a = tmp_path / "before.json", tmp_path / "after.json"
    b.write_text(json.dumps({**ROUND_TRIP_BEFORE, "PK": pk}))
    a.write_text(json.dumps({**ROUND_TRIP_AFTER, "PK": pk}))
    out, _ = run_ddb("diff", "--key", "PK,SK", "--table", table, "--version", "version", "--counter", str(b), str(a))
    return json.loads(out)


def _via_page(client, table: str, pk: str) -> dict:
    page = client.post(
        "/diff",
        {
            "before": json.dumps({**ROUND_TRIP_BEFORE, "PK": pk}),
            "after": json.dumps({**ROUND_TRIP_AFTER, "PK": pk}),
            "key": "PK,SK",
            "table": table,
            "version": "version",
            "counter": "on",
        },
    ).content.decode()
    m = re.search(r'<code id="code-json">(.*?)</code>', page, re.S)
    assert m, "the page shows no request"
    return json.loads(htmllib.unescape(m.group(1)))


@pytest.mark.django_db
@pytest.mark.parametrize("way", ["cli", "page"])
def test_cli_and_page_round_trip(ddb_client, table, tmp_path, client, way):
    pk = f"ITEM#{way}-{next(_ids)}"
    params = _via_cli(tmp_path, table, pk) if way == "cli" else _via_page(client, table, pk)
    before = read_item({**ROUND_TRIP_BEFORE, "PK": pk}, "before")
    after = read_item({**ROUND_TRIP_AFTER, "PK": pk}, "after")
    ddb_client.put_item(TableName=table, Item=item_to_wire(before))
    send(ddb_client, "UpdateItem", params)
    key = item_to_wire({"PK": before["PK"], "SK": before["SK"]})
    got = item_from_wire(ddb_client.get_item(TableName=table, Key=key, ConsistentRead=True)["Item"])
    assert_same_item(got, after)
    assert "ADD likeTally :likeTally" in params["UpdateExpression"]
    with pytest.raises(ClientError) as e:  # the version moved on: the same update again is refused
        send(ddb_client, "UpdateItem", params)
    assert error_code(e.value) == "ConditionalCheckFailedException"


def test_too_many_nested_changes_are_written_whole(ddb_client, table):
    """300 nested changes make an UpdateExpression over 4 KB, which DynamoDB
    refuses; compose writes the map whole instead, and that round-trips."""
    k = key()
    pad = {"S": "x" * 20_000}
    before = {**k, "m": {"M": {"pad": pad, **{f"key{i}": {"S": f"a{i}"} for i in range(300)}}}}
    after = {**k, "m": {"M": {"pad": pad, **{f"key{i}": {"S": f"b{i}"} for i in range(300)}}}}
    nested = diff_state(
        read_item(before, "before"), read_item(after, "after"), DiffOptions(key=("PK", "SK"), table=table)
    )
    expression = "SET " + ", ".join(
        f"m.{row['path'].split('.', 1)[1]} = :v{i}" for i, row in enumerate(nested["update"])
    )
    values = {f":v{i}": {"S": row["value"]["value"]} for i, row in enumerate(nested["update"])}
    ddb_client.put_item(TableName=table, Item=item_to_wire(before))
    with pytest.raises(ClientError) as e:
        ddb_client.update_item(TableName=table, Key=k, UpdateExpression=expression, ExpressionAttributeValues=values)
    assert error_code(e.value) == "ValidationException"
    got, _, params = put_update_get(ddb_client, table, before, after)
    assert params["UpdateExpression"] == "SET m = :m"
    assert_same_item(got, after)
