"""An update's work stays within its values (builder/expr/apply.py,
builder/expr/items.py): a SET value is built once, with the containers it is
stored in made by ``stored_by_update`` alone (no deep copy before), and the
new item is measured only until it is sure to pass the 400 KB limit.

150 actions ``SET qN = list_append(l, l)`` on a list of 40,000 elements (a
request within every bound) took 11.8 s before, 1.7 s after. No timings
here: the tests count the walks."""

from __future__ import annotations

import copy

from builder.expr import apply, items, parse
from builder.expr.items import item_size
from builder.expr.limits import MAX_ITEM_BYTES
from builder.expr.simulate import Table, simulate, simulate_on

SPEC = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
}
ELEMENTS = 3000


def _appends(count: int) -> dict:
    return {
        "TableName": "tbl",
        "Key": {"pk": {"S": "1"}},
        "UpdateExpression": "SET " + ", ".join(f"q{i} = list_append(l, l)" for i in range(count)),
    }


def _before() -> list:
    return [{"pk": {"S": "1"}, "l": {"L": [{"N": "1"}] * ELEMENTS}}]


def test_list_appends_copy_nothing_and_store_each_value_once(count_calls):
    """Each action's list is made once (a new list of the operands' elements):
    no deep copy of an operand, and its elements stored without a call each."""
    table = Table(SPEC, _before())  # (filled before the counting: its items are stored as a PutItem stores them)
    copied = count_calls(apply, "copy_value")
    stored = count_calls(apply, "stored_by_update")
    stored_inside = count_calls(items, "stored_by_update")  # (its own calls, for what a value holds)
    result = simulate_on(table, "UpdateItem", {**_appends(20), "ReturnValues": "UPDATED_NEW"})
    assert result.ok, result.message
    assert copied[0] == 0  # 3 deep copies an action before
    # a list_append of two of the item's lists is stored already: no walk of its elements
    # (20 walks of 6,000 elements before; 180 of 190,000 took 5 s: probe of 2026-12-05)
    assert stored[0] == 0 and stored_inside[0] == 0
    assert result.response["Attributes"]["q7"] == {"L": [{"N": "1"}] * (2 * ELEMENTS)}


def test_a_list_append_of_a_value_stores_the_value(count_calls):
    """A value from the request is stored as an update stores it (its number
    sets through java_text): only a list_append of two paths skips the walk."""
    table = Table(SPEC, _before())
    stored = count_calls(apply, "stored_by_update")
    request = {
        **_appends(0),
        "UpdateExpression": "SET a = list_append(l, :v), b = list_append(:v, l), c = list_append(l, l)",
        "ExpressionAttributeValues": {":v": {"L": [{"NS": ["1E2", "-0"]}]}},
        "ReturnValues": "UPDATED_NEW",
    }
    result = simulate_on(table, "UpdateItem", request)
    assert result.ok, result.message
    assert stored[0] == 2
    stored_set = {"NS": ["1E+2", "0"]}
    assert result.response["Attributes"]["a"]["L"][-1] == stored_set
    assert result.response["Attributes"]["b"]["L"][0] == stored_set
    assert result.response["Attributes"]["c"] == {"L": [{"N": "1"}] * (2 * ELEMENTS)}


def test_an_update_too_large_is_measured_only_until_it_passes_the_limit(count_calls):
    one = item_size({"q0": {"L": [{"N": "1"}] * (2 * ELEMENTS)}})
    needed = MAX_ITEM_BYTES // one + 1  # attributes of that size that pass the limit
    count = needed + 40
    measured = count_calls(items, "_measured_item_size")
    result = simulate(SPEC, _before(), "UpdateItem", _appends(count))
    assert result.error_code == "ValidationException"
    assert result.message == "Item size to update has exceeded the maximum allowed size"
    assert measured[0] <= needed + 2  # (the item before, once); every one of the count before


def test_a_value_stored_by_an_update_shares_no_container_with_the_request_or_the_item():
    values = {":v": {"L": [{"M": {"a": {"S": "x"}}}, {"SS": ["s"]}]}}
    request = {
        "TableName": "tbl",
        "Key": {"pk": {"S": "1"}},
        "UpdateExpression": "SET q = list_append(l, :v), r = l",
        "ExpressionAttributeValues": values,
    }
    before = [{"pk": {"S": "1"}, "l": {"L": [{"M": {"b": {"N": "1"}}}]}}]
    result = simulate(SPEC, before, "UpdateItem", request)
    assert result.ok, result.message
    after = copy.deepcopy(result.items_after)
    values[":v"]["L"][0]["M"]["a"] = {"S": "changed"}  # the caller changes its request afterwards
    values[":v"]["L"].append({"S": "more"})
    values[":v"]["L"][1]["SS"].append("t")
    before[0]["l"]["L"][0]["M"]["c"] = {"S": "also changed"}
    assert result.items_after == after


# --------------------------------------------------------------------------
# list_appends past MAX_JOINED_ELEMENTS: not joined, the item too large for sure
# (180 of a 95,000-element list held 309 MB of joined lists before the refusal:
# probe of 2026-12-05)
# --------------------------------------------------------------------------
def _lists_held(value) -> int:
    """Every list element ``value`` holds (DynamoDB JSON), nested ones too."""
    ((t, v),) = value.items()
    if t == "L":
        return len(v) + sum(_lists_held(m) for m in v)
    if t == "M":
        return sum(_lists_held(m) for m in v.values())
    return 0


def test_list_appends_past_the_bound_are_refused_without_joining_them(monkeypatch):
    monkeypatch.setattr(apply, "MAX_JOINED_ELEMENTS", 5 * ELEMENTS)  # 2 joins of 6,000: the third passes it
    table = Table(SPEC, _before())
    result = simulate_on(table, "UpdateItem", _appends(40))
    assert not result.ok and result.message == "Item size to update has exceeded the maximum allowed size"
    # what applied builds: the joins within the bound, then stand-ins of one member each
    tree = parse.parse_update("SET " + ", ".join(f"q{i} = list_append(l, l)" for i in range(40)))
    new, over = apply.applied(tree, _before()[0])
    assert over
    held = sum(_lists_held(v) for name, v in new.items() if name.startswith("q"))
    assert held <= 5 * ELEMENTS + 40  # 40 joins of 6,000 (240,000 elements) before
    assert new["q0"] == {"L": [{"N": "1"}] * (2 * ELEMENTS)} and new["q39"] == {"L": [{"N": "1"}]}
    assert result.error_code == "ValidationException"


def test_the_bound_is_sound_each_joined_element_takes_a_byte():
    """MAX_JOINED_ELEMENTS elements in an item's lists make it too large: the
    smallest element there is (an empty text, a boolean, a null) takes a byte."""
    for smallest in ({"S": ""}, {"BOOL": True}, {"NULL": True}, {"N": "0"}, {"B": ""}):
        assert items.value_size({"L": [smallest] * 7}) - items.value_size({"L": []}) >= 7
    assert apply.MAX_JOINED_ELEMENTS >= MAX_ITEM_BYTES - 3  # (a list's own 3 bytes: at least this many elements fit)
    assert apply.MAX_JOINED_ELEMENTS <= MAX_ITEM_BYTES


def test_a_stand_in_nests_as_deep_as_the_joined_list(monkeypatch):
    """Nesting is checked before size: a list_append past the bound that nests
    too deep is still refused for its nesting, and one that does not, for size."""

    def deep(levels: int) -> dict:
        value = {"N": "1"}
        for _ in range(levels - 1):
            value = {"L": [value]}
        return value

    # l: scalars and one member 30 levels deep, so l is 31 levels: 32 under a.c, 33 under a.b.c
    l_value = {"L": [{"N": "1"}] * 50 + [deep(30)] + [{"S": "x"}] * 50}
    before = [{"pk": {"S": "1"}, "l": l_value, "a": {"M": {"b": {"M": {"c": {"N": "0"}}}}}}]
    monkeypatch.setattr(apply, "MAX_JOINED_ELEMENTS", 0)
    for target, message in (
        ("a.b.c", "Nesting Levels have exceeded supported limits"),
        ("a.c", "Item size to update has exceeded the maximum allowed size"),
    ):
        request = {**_appends(0), "UpdateExpression": f"SET {target} = list_append(l, :e)"}
        request["ExpressionAttributeValues"] = {":e": {"L": []}}
        result = simulate(SPEC, copy.deepcopy(before), "UpdateItem", request)
        assert not result.ok and message in result.message, (target, result.message)
    monkeypatch.setattr(apply, "MAX_JOINED_ELEMENTS", MAX_ITEM_BYTES)  # joined: the same nesting error, and a write
    request = {**_appends(0), "UpdateExpression": "SET a.b.c = list_append(:e, l)"}
    request["ExpressionAttributeValues"] = {":e": {"L": []}}
    result = simulate(SPEC, copy.deepcopy(before), "UpdateItem", request)
    assert not result.ok and "Nesting Levels have exceeded supported limits" in result.message
    request["UpdateExpression"] = "SET a.c = list_append(:e, l)"
    assert simulate(SPEC, copy.deepcopy(before), "UpdateItem", request).ok
