"""Values compared by their keys (builder/expr/items.py ``value_key``,
builder/expr/evaluate.py ``keys``): the same answers as comparing them one by
one, with each value walked once however often a condition compares it.

A request within every bound once held a worker for seconds: ten IN of 100
values over 12,000 items (8.7 s), 150 ``contains`` in a list of 40,000 (8.1 s).
No timings here: the tests count the walks."""

from __future__ import annotations

import base64
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import evaluate as ev
from builder.expr import items
from builder.expr import simulate as sim
from builder.expr.evaluate import evaluate
from builder.expr.items import equal, value_key
from builder.expr.parse import parse_condition
from builder.expr.simulate import simulate

# Numbers, binary and sets each written several ways that are one value
NUMBERS = [
    ["1", "1.0", "1E0", "10E-1", "0.1E1"],
    ["0", "-0", "0.00"],
    ["-2.5", "-25E-1"],
    ["7"],
    ["123456789012345678"],
]
BINARY = [["QQ==", "QR=="], ["AAEC"], [""], ["/w=="]]  # (QR== decodes to A, as QQ== does)


def _spellings(group: list[str]):
    return st.sampled_from(group)


def _scalars():
    return st.one_of(
        st.sampled_from(NUMBERS).flatmap(_spellings).map(lambda s: {"N": s}),
        st.sampled_from(BINARY).flatmap(_spellings).map(lambda s: {"B": s}),
        st.sampled_from(["", "a", "b", "é", "1"]).map(lambda s: {"S": s}),
        st.booleans().map(lambda b: {"BOOL": b}),
        st.just({"NULL": True}),
    )


def _distinct(groups: list, size: int):
    """Members of a set: each one value (two spellings of one number are one member), each spelled one way."""
    return st.lists(st.sampled_from(groups), min_size=1, max_size=size, unique_by=id).flatmap(
        lambda chosen: st.tuples(*[_spellings(g) for g in chosen]).map(list)
    )


def _sets():
    return st.one_of(
        st.lists(st.sampled_from(["a", "b", "c", "é"]), min_size=1, max_size=4, unique=True).map(lambda m: {"SS": m}),
        _distinct(NUMBERS, 4).map(lambda m: {"NS": m}),
        _distinct(BINARY, 3).map(lambda m: {"BS": m}),
    )


VALUES = st.recursive(
    st.one_of(_scalars(), _sets()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map(lambda e: {"L": e}),
        st.dictionaries(st.sampled_from(["a", "b", "c"]), inner, max_size=3).map(lambda m: {"M": m}),
    ),
    max_leaves=10,
)


def _respelled(v: dict, draw) -> dict:
    """``v`` written another way that DynamoDB reads as the same value."""
    ((t, x),) = v.items()
    if t == "N":
        return {"N": draw(st.sampled_from(next(g for g in NUMBERS if x in g)))}
    if t == "B":
        return {"B": draw(st.sampled_from(next(g for g in BINARY if x in g)))}
    if t in ("SS", "NS", "BS"):
        members = [_respelled({t[0]: m}, draw)[t[0]] for m in x]
        return {t: draw(st.permutations(members))}
    if t == "L":
        return {"L": [_respelled(e, draw) for e in x]}
    if t == "M":
        return {"M": {k: _respelled(x[k], draw) for k in draw(st.permutations(list(x)))}}
    return {t: x}


@st.composite
def pairs(draw):
    a = draw(VALUES)
    b = _respelled(a, draw) if draw(st.booleans()) else draw(VALUES)
    return a, b


@settings(max_examples=600)
@given(pairs())
def test_two_values_share_a_key_exactly_when_they_are_equal(pair):
    a, b = pair
    assert (value_key(a) == value_key(b)) is equal(a, b)
    if equal(a, b):
        assert hash(value_key(a)) == hash(value_key(b))


def test_the_spellings_are_one_value():
    assert base64.b64decode("QR==") == base64.b64decode("QQ==")  # (the test's own premise)
    assert value_key({"N": "10E-1"}) == value_key({"N": "1"}) != value_key({"S": "1"})
    assert value_key({"NS": ["1", "2"]}) == value_key({"NS": ["2.0", "1"]})
    assert value_key({"M": {"a": {"N": "1"}, "b": {"L": []}}}) == value_key({"M": {"b": {"L": []}, "a": {"N": "1.0"}}})
    assert value_key({"L": [{"N": "1"}, {"N": "2"}]}) != value_key({"L": [{"N": "2"}, {"N": "1"}]})


# Conditions over the attributes x, y and l of items drawn from VALUES, with values :a to :c
CONDITIONS = [
    "x IN (:a, :b, :c)",
    "x IN (:a, y, :b)",
    "NOT x IN (:c, :a)",
    "contains(l, :a)",
    "contains(x, :a) OR contains(y, :b)",
    "x = :a",
    "x <> :b",
    "x = y",
    "x = :a AND y <> :c OR contains(l, :c)",
    "begins_with(x, y) OR contains(y, x)",
]


@settings(max_examples=300)
@given(
    st.sampled_from(CONDITIONS),
    st.fixed_dictionaries({":a": VALUES, ":b": VALUES, ":c": VALUES}),
    st.lists(
        st.fixed_dictionaries(
            {},
            optional={"x": VALUES, "y": VALUES, "l": st.lists(VALUES, max_size=5).map(lambda e: {"L": e})},
        ),
        min_size=1,
        max_size=4,
    ),
    st.data(),
)
def test_a_condition_holds_with_keys_as_without(text, values, rows, data):
    """Items of values written other ways (so equal, not alike) and sets looked
    in by ``contains``: one ``keys`` for every item, as the filter of a Scan."""
    for row in rows:  # now and then an attribute is one of the values, written another way
        if "x" in row and data.draw(st.booleans()):
            row["x"] = _respelled(values[data.draw(st.sampled_from(sorted(values)))], data.draw)
    cond = parse_condition(text, values=values)
    keys: dict = {}
    for row in [*rows, None]:
        assert evaluate(cond, row, keys) is evaluate(cond, row), (text, row)


SPEC = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
}


def test_an_in_of_many_values_over_many_items_compares_each_item_once(count_calls):
    """Six IN of 100 values over 300 items: no value compared one by one, and
    each IN's values made keys once (not once per item)."""
    compared = count_calls(ev, "equal")
    made = count_calls(ev, "value_key")
    values = {
        f":{a}{b}": {"N": str(i + 2)} for i, (a, b) in enumerate((a, b) for a in "abcdefghij" for b in "0123456789")
    }
    one_in = "a IN (" + ", ".join(values) + ")"
    before = [{"pk": {"S": str(i)}, "a": {"N": "1"}} for i in range(300)]
    request = {"TableName": "tbl", "FilterExpression": " OR ".join([one_in] * 6), "ExpressionAttributeValues": values}
    result = simulate(SPEC, before, "Scan", request)
    assert result.ok and result.response["Count"] == 0 and result.response["ScannedCount"] == 300
    assert compared[0] == 0
    assert made[0] <= 300 * 6 + 100 * 6  # each item's value, each IN's values once; 180,000 comparisons before


@pytest.mark.parametrize(
    ("attribute", "needle"),
    [({"L": [{"N": "1"}] * 5000}, {"N": "2"}), ({"NS": [str(i) for i in range(5000)]}, {"N": "-1"})],
)
def test_many_contains_in_one_large_list_or_set_walk_it_once(count_calls, attribute, needle):
    """150 ``contains`` in one attribute of 5,000 elements: its members made
    keys once, not once per ``contains``."""
    name = "member_key" if "NS" in attribute else "value_key"
    made = [count_calls(ev, name), count_calls(items, name)]  # (called here, and within value_key)
    compared = count_calls(ev, "equal")
    values = {f":n{i}": needle for i in range(150)}
    request = {
        "TableName": "tbl",
        "Item": {"pk": {"S": "1"}},
        "ConditionExpression": " OR ".join(f"contains(s, {v})" for v in values),
        "ExpressionAttributeValues": values,
    }
    result = simulate(SPEC, [{"pk": {"S": "1"}, "s": attribute}], "PutItem", request)
    assert result.error_code == "ConditionalCheckFailedException"
    assert compared[0] == 0
    assert sum(calls[0] for calls in made) <= 5000 + 150 * 2  # 750,000 before


def test_a_large_map_compared_again_and_again_is_walked_once(count_calls):
    """50 ``m = :b`` of two maps of 1,000 members: each walked once for its
    key (its members counted in the recursion), none compared member by member."""
    walked = count_calls(items, "value_key")
    compared = count_calls(ev, "equal")
    big = {"M": {f"k{i}": {"S": "x"} for i in range(1000)}}
    other = {"M": {**big["M"], "k999": {"S": "y"}}}
    request = {
        "TableName": "tbl",
        "Item": {"pk": {"S": "1"}},
        "ConditionExpression": " OR ".join(["m = :b"] * 50),
        "ExpressionAttributeValues": {":b": other},
    }
    result = simulate(SPEC, [{"pk": {"S": "1"}, "m": big}], "PutItem", request)
    assert result.error_code == "ConditionalCheckFailedException"
    assert compared[0] == 0  # 50 walks of both before
    assert 0 < walked[0] <= 2 * 1000  # each map's members once


def test_a_binary_value_is_decoded_once_for_a_request(monkeypatch):
    """140 ``contains`` and ``begins_with`` of one binary value over 200 items:
    each item's binary and the value decoded once, not once per function (a
    7 KB value, 10,000 items: 41 s, probe of 2026-12-05)."""
    decoded = []
    monkeypatch.setattr(
        ev, "base64", SimpleNamespace(b64decode=lambda text: decoded.append(text) or base64.b64decode(text))
    )
    value = base64.b64encode(b"\x01" * 700).decode()
    spec = {
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "B"}],
    }
    before = [{"pk": {"B": base64.b64encode(i.to_bytes(3, "big")).decode()}} for i in range(200)]
    before[7]["pk"] = {"B": value}
    functions = ["contains(pk, :v)", "begins_with(pk, :v)"] * 70
    request = {
        "TableName": "tbl",
        "FilterExpression": " OR ".join(functions),
        "ExpressionAttributeValues": {":v": {"B": value}},
    }
    result = simulate(spec, before, "Scan", request)
    assert result.ok and result.response["Count"] == 1 and result.response["ScannedCount"] == 200
    assert len(decoded) == 200 + 1  # 28,000 before


def _scan(items: int, conditions: int) -> tuple[list, dict]:
    before = [{"pk": {"S": str(i)}, "a": {"N": "1"}} for i in range(items)]
    values = {":v": {"N": "2"}}
    return before, {
        "TableName": "tbl",
        "FilterExpression": " OR ".join(["a = :v"] * conditions),
        "ExpressionAttributeValues": values,
    }


@pytest.mark.parametrize("items, refused", [(250, False), (251, True)])
def test_a_filter_is_evaluated_within_the_simulators_bound(monkeypatch, count_calls, items, refused):
    """Items read times the filter's operators and functions, and one: 4 OR of
    = count 7 (8 a item); 250 items are 2,000 evaluations."""
    monkeypatch.setattr(sim, "MAX_FILTER_WORK", 2_000)
    evaluated = count_calls(sim, "evaluate")
    before, request = _scan(items, 4)
    result = simulate(SPEC, before, "Scan", request)
    if refused:
        assert result.error_code == "InputError"
        assert result.message == sim.filter_work_message(251, 7)
        assert "at most 2,000 times a request" in result.message and "251 sample items" in result.message
        assert evaluated[0] == 0
    else:
        assert result.ok and result.response["ScannedCount"] == 250 and evaluated[0] == 250
    limited = simulate(SPEC, before, "Scan", {**request, "Limit": 250})  # the items a Limit leaves are the ones read
    assert limited.ok and limited.response["ScannedCount"] == 250


def test_the_probes_scan_is_refused_before_its_filter_is_evaluated(count_calls):
    """3,400 sample items and a filter of 300 operators (within every input
    bound: 50,000 and 300 took 9 s) pass the real bound."""
    evaluated = count_calls(sim, "evaluate")
    before, request = _scan(3_400, 150)
    result = simulate(SPEC, before, "Scan", request)
    assert result.error_code == "InputError" and "3,400 sample items with a filter of 299" in result.message
    assert evaluated[0] == 0
    assert 3_400 * 300 > sim.MAX_FILTER_WORK >= 3_300 * 300  # (so the bound is where this test says)


def _legacy_scan(items: int, entries: int, operator: str) -> tuple[list, dict]:
    before = [{"pk": {"S": str(i)}, "a0": {"S": "y"}} for i in range(items)]
    entry = {"ComparisonOperator": operator, "AttributeValueList": [{"S": "x"}]}
    return before, {
        "TableName": "tbl",
        "ScanFilter": {f"a{j}": entry for j in range(entries)},
        "ConditionalOperator": "OR",
    }


def _scan_args(scan: tuple[list, dict]) -> tuple:
    return scan[0], "Scan", scan[1]


@pytest.mark.parametrize("entries", [70, 99])
def test_a_legacy_filter_is_held_to_the_operator_limit_the_work_bound_assumes(count_calls, entries):
    """The simulator counts a filter's operators only past 3,322 items read,
    assuming no filter it runs has more than 300; a ScanFilter's entries are
    written as an expression and held to the same limit (NOT_CONTAINS writes
    four operators an entry)."""
    evaluated = count_calls(sim, "evaluate")
    before, request = _legacy_scan(10, entries, "NOT_CONTAINS")
    result = simulate(SPEC, before, "Scan", request)
    assert not result.ok and evaluated[0] == 0
    assert "too many operators" in result.message or "Expression size has exceeded" in result.message


def test_a_legacy_filter_within_the_operator_limit_is_bounded_by_its_work(count_calls):
    """The largest NOT_CONTAINS ScanFilter the operator limit lets through,
    on 3,400 sample items: refused by the simulator's bound, unevaluated."""
    evaluated = count_calls(sim, "evaluate")
    fits = max(n for n in range(1, 100) if simulate(SPEC, *_scan_args(_legacy_scan(1, n, "NOT_CONTAINS"))).ok)
    calls = evaluated[0]
    before, request = _legacy_scan(3_400, fits, "NOT_CONTAINS")
    result = simulate(SPEC, before, "Scan", request)
    assert result.error_code == "InputError" and "3,400 sample items" in result.message
    assert evaluated[0] == calls  # (none on the 3,400)
    operators = int(result.message.split("with a filter of ")[1].split(".")[0])
    assert 3_400 * (operators + 1) > sim.MAX_FILTER_WORK and operators <= 300
