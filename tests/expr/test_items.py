"""DynamoDB JSON semantics (builder/expr/items.py): what the simulator and the
capacity estimate build on. Most of it is proved through the simulator against
DynamoDB Local (tests/differential); here, the parts with no request around them."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builder.expr.items import (
    equal,
    item_size,
    item_size_after,
    lookup,
    measured_size,
    normalize,
    order_key,
    parent_of,
    project,
    size_of,
)
from builder.expr.limits import MAX_ITEM_BYTES
from builder.expr.messages import MSG_BAD_PATH, DynamoDBError
from builder.expr.paths import parse_path
from builder.expr.simulate import simulate

ITEM = {
    "PK": {"S": "Zoë"},
    "n": {"N": "-1.50"},
    "b": {"B": "AAEC"},
    "t": {"BOOL": True},
    "z": {"NULL": True},
    "ss": {"SS": ["a", "bc"]},
    "ns": {"NS": ["1", "22"]},
    "bs": {"BS": ["AQ=="]},
    "l": {"L": [{"S": "x"}, {"M": {"k": {"N": "0"}}}]},
    "m": {"M": {"a": {"L": []}}},
}


_NEW_VALUES = st.sampled_from(
    [*ITEM.values(), {"S": "a longer text, é"}, {"N": "12345678901234567890"}, {"M": {}}, {"L": [{"N": "1"}]}]
)


@given(
    st.dictionaries(st.sampled_from([*ITEM, "new", "ünï"]), st.one_of(st.none(), _NEW_VALUES), max_size=6),
    st.booleans(),
    st.integers(0, 600),
)
def test_the_size_after_an_update_is_the_items_size(changes, with_touched, limit):
    """An update's item shares the attributes it leaves alone: its size,
    measured from the old item's by what changed (attributes replaced, added,
    removed, or set to an equal copy; all of them, or the ones ``touched``
    names), is the size measured whole; measured up to a ``limit``, it is that
    size within the limit and a size over it beyond."""
    new = dict(ITEM)
    for name, v in changes.items():
        if v is None:
            new.pop(name, None)
        else:
            new[name] = copy.deepcopy(v)
    touched = dict.fromkeys(changes) if with_touched else None
    exact = item_size(new)
    assert item_size_after(new, ITEM, item_size(ITEM), touched) == exact
    limited = item_size_after(new, ITEM, item_size(ITEM), touched, limit)
    assert limited == exact if exact <= limit else limited > limit


def test_measured_size_is_item_size_for_dynamodb_json():
    assert measured_size(ITEM) == item_size(ITEM)
    assert measured_size({}) == 0


@pytest.mark.parametrize(
    "value",
    [
        {"N": "NaN"},
        {"N": "Infinity"},
        {"N": "-inf"},
        {"N": "abc"},
        {"N": True},
        {"S": 5},
        {"S": "\ud800"},
        {"B": "é"},
        {"B": "A"},  # incorrect padding
        {"SS": "abc"},
        {"NS": ["1", "x"]},
        {"L": {"a": {"S": "x"}}},
        {"L": [{}]},
        {"M": [{"S": "x"}]},
        {"M": {"a": {"S": "x", "N": "1"}}},
        {"X": {}},
        {},
        "x",
    ],
)
def test_measured_size_is_none_for_what_cannot_be_measured(value):
    assert measured_size({"a": value}) is None


def test_measured_size_measures_what_the_parser_refuses_later():
    # DynamoDB measures an item before it looks at its values: these have a size
    assert measured_size({"a": {"B": "!!"}}) == 1 + 0  # base64 that drops its junk: no bytes
    assert measured_size({"a": {"N": "1e999999"}}) is not None
    assert measured_size({"a": {"BOOL": "yes"}}) == 2


@pytest.mark.parametrize("number", ["NaN", "Infinity", "sNaN"])
def test_a_number_that_is_no_number_is_refused_not_a_crash(number):
    table = {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
    }
    for op, params in (
        ("PutItem", {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": {"N": number}}}),
        (
            "TransactWriteItems",
            {"TransactItems": [{"Put": {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": {"N": number}}}}]},
        ),
    ):
        r = simulate(table, [], op, params)
        assert (r.ok, r.error_code) == (False, "ValidationException")
        assert "A value provided cannot be converted into a number" in r.message


def test_the_400_kb_limit_counts_names_and_values():
    assert MAX_ITEM_BYTES == 400 * 1024
    assert item_size({"ab": {"S": "é"}, "n": {"N": "0"}, "l": {"L": [{"NULL": True}]}}) == (2 + 2) + (1 + 1) + (
        1 + 3 + 1 + 1
    )


def test_equality_order_and_size():
    assert equal({"N": "1.0"}, {"N": "1"}) and not equal({"N": "1"}, {"S": "1"})
    assert equal({"SS": ["a", "b"]}, {"SS": ["b", "a"]})
    assert equal({"NS": ["1", "2"]}, {"NS": ["2.0", "1"]}) and not equal({"L": [{"N": "1"}]}, {"L": []})
    assert order_key({"S": "\U00010000"}) > order_key({"S": "\uff61"})  # UTF-8 bytes (UTF-16 would say <)
    assert order_key({"N": "-10"}) < order_key({"N": "9"})
    assert [size_of(ITEM[k]) for k in ("PK", "b", "ss", "l", "m", "n")] == [3, 3, 2, 2, 1, None]


def test_paths_into_an_item():
    assert lookup(ITEM, parse_path("l[1].k")) == {"N": "0"}
    assert lookup(ITEM, parse_path("l[5]")) is None and lookup(ITEM, parse_path("m.a.b")) is None
    assert project(ITEM, [parse_path("l[1].k"), parse_path("nope")]) == {"l": {"L": [{"M": {"k": {"N": "0"}}}]}}
    with pytest.raises(DynamoDBError) as e:
        parent_of(ITEM, parse_path("m.a.b"))  # a name under a list
    assert e.value.message == MSG_BAD_PATH


def test_put_normalizes_top_level_numbers_only():
    assert normalize({"N": "1.50"}) == {"N": "1.5"}
    assert normalize({"NS": ["1E2"]}) == {"NS": ["100"]}
    assert normalize({"L": [{"NS": ["1E2"]}]}) == {"L": [{"NS": ["1E+2"]}]}  # below the top: Java's text
