"""The loader's quick ways give what its general ways give: an item's or a
key's attributes read together when they are all common values
(:func:`~builder.expr.values.common_values`), against each read on its own
(:meth:`~builder.expr.loader.Loader.each_attribute`)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr.errors import item_locations, join_location
from builder.expr.loader import Loader, field_locations
from builder.expr.request import ACTION_FIELDS
from builder.expr.values import NumberText

TEXTS = ["x", "", " ", " padded ", "ſ", "0", "42", "-7", "+5", "007", " 12 ", "1" * 38, "1" * 39, "1e3", "1.50", "-0"]
RAW = st.one_of(
    st.sampled_from(TEXTS),
    st.sampled_from(TEXTS).map(NumberText),
    st.text(max_size=5),
    st.integers(-100, 100),
    st.sampled_from([None, True, 1.5, [], {}, ["a"], "AAEC"]),
)
TYPES = st.sampled_from(["S", "N", "S", "N", "B", "BOOL", "NULL", "SS", "NS", "L", "M", "X", None])


@st.composite
def typed(draw):
    """A state value, most of them common ones (text and whole numbers), some
    with a field too many or too few, some of another kind."""
    value: dict = {"type": draw(TYPES), "value": draw(RAW)}
    extra = draw(st.sampled_from([None, None, None, "placeholder", "other", "no value", "no type"]))
    if extra == "placeholder":
        value["placeholder"] = "p"
    elif extra == "other":
        value["other"] = 1
    elif extra == "no value":
        del value["value"]
    elif extra == "no type":
        del value["type"]
    if draw(st.integers(0, 20)) == 0:
        return draw(st.sampled_from(["S", None, ["S"], 5]))  # not an object
    return value


NAMES = st.sampled_from(["PK", "SK", "a", "x.y", "", "é"])
ATTRIBUTES = st.dictionaries(NAMES, typed(), min_size=1, max_size=4)
KEY_TYPES = st.sampled_from([None, {"PK": "S"}, {"PK": "N", "SK": "S"}, {"SK": "B"}, {"a": "S", "PK": "S"}])


def outcome(read, loader: Loader, raw, is_key: bool, start: bool):
    try:
        got = ("ok", repr(read(loader, raw, "item", is_key, start)))
    except Exception as e:  # the loader's _Invalid: the node was abandoned
        got = ("abandoned", type(e).__name__)
    return got, [(p.location, p.message, p.dynamodb) for p in loader.problems]


@settings(max_examples=3000, suppress_health_check=list(HealthCheck), deadline=None)
@given(ATTRIBUTES, st.booleans(), st.booleans(), KEY_TYPES)
def test_attributes_read_together_as_one_by_one(raw, is_key, start, key_types):
    fast = outcome(Loader.attributes, Loader(key_types=key_types), raw, is_key, start)
    general = outcome(Loader.each_attribute, Loader(key_types=key_types), raw, is_key, start)
    assert fast == general


def test_the_common_attributes_are_read_together():
    """The quick way is taken (an item of text and whole numbers), and gives
    the general way's values."""
    raw = {"PK": {"type": "S", "value": "a"}, "n": {"type": "N", "value": " 42 "}}
    loader = Loader()
    assert repr(loader.attributes(raw, "item", False)) == repr(Loader().each_attribute(raw, "item", False))
    assert not loader.problems


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(["", "condition", "actions[0]", "actions[99].update[3]", "a.b", "[0]", "x.conditions[1]"])
    | st.text(max_size=8)
)
def test_an_actions_field_locations_are_join_locations(loc):
    names = {name for fields in ACTION_FIELDS.values() for name in fields} | {"path", "value", "placeholder"}
    located = field_locations(loc)
    assert located == {name: join_location(loc, name) for name in names}
    assert field_locations(loc) is located  # kept: the loader only reads it


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["actions", "actions[1].update", "", "a.b", "x[0]"]) | st.text(max_size=6), st.integers(0, 120))
def test_a_lists_item_locations_are_join_locations(base, count):
    located = item_locations(base, count)
    assert located == tuple(join_location(base, i) for i in range(count))
    assert item_locations(base, count) is located
