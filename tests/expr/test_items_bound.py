"""The loader measures no item of a state whose JSON text is within 400 KB
(:meth:`builder.expr.loader.Loader.item`): an item's size, as DynamoDB counts
it (:func:`~builder.expr.items.item_size`), is never more than the JSON text
orjson writes for the item's state, and so for any state holding it. Held here
on random items made to be as short as they can be written, and at the limit."""

from __future__ import annotations

import base64

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr import StateError, load_state, render
from builder.expr.errors import ExprError
from builder.expr.items import item_size
from builder.expr.limits import MAX_ITEM_BYTES, state_limits
from builder.expr.values import Value
from tests.strategies import states

NAMES = st.one_of(st.sampled_from("abxyzé"), st.text(min_size=1, max_size=4))


def _spaced(text: str, draw) -> str:
    """Base64 text, perhaps with whitespace inside (the loader drops it)."""
    if len(text) > 2 and draw(st.booleans()):
        at = draw(st.integers(1, len(text) - 1))
        return text[:at] + draw(st.sampled_from((" ", "\n", "\t"))) + text[at:]
    return text


@st.composite
def number(draw):
    """A number as a state may hold it: the shortest forms first (one digit,
    a minus sign, trailing zeros), then any text, int or float."""
    return draw(
        st.one_of(
            st.integers(-9, 9),
            st.integers(-(2**63), 2**64 - 1),
            st.integers(-(10**40), 10**40),  # past 64 bits: orjson does not write it
            st.sampled_from((10, 100, -10, 1000000, 0, -0, 1.0, -1.0, 1e16, -1e-5, 0.1, 1e125, 1.5e-129)),
            st.floats(allow_nan=False, allow_infinity=False),
            st.from_regex(r"\A-?[0-9]{1,40}(\.[0-9]{0,4})?([eE][+-]?[0-9]{1,3})?\Z"),
            st.from_regex(r"\A ?-?\.?[0-9]{1,3} ?\Z"),
        )
    )


@st.composite
def value(draw, depth: int = 2):
    """A state value (``{"type": ..., "value": ...}``), valid or not."""
    kinds = ["S", "N", "B", "BOOL", "NULL", "SS", "NS", "BS"] + (["L", "M"] if depth > 0 else [])
    t = draw(st.sampled_from(kinds))
    if t == "S":
        return {"type": "S", "value": draw(st.text(max_size=6))}
    if t == "N":
        return {"type": "N", "value": draw(number())}
    if t == "B":
        data = draw(st.binary(max_size=8))
        return {"type": "B", "value": _spaced(base64.b64encode(data).decode("ascii"), draw)}
    if t == "BOOL":
        return {"type": "BOOL", "value": draw(st.booleans())}
    if t == "NULL":
        return draw(st.sampled_from(({"type": "NULL"}, {"type": "NULL", "value": True})))
    if t == "SS":
        return {"type": "SS", "value": draw(st.lists(st.text(max_size=4), min_size=1, max_size=5, unique=True))}
    if t == "NS":
        members = draw(st.lists(number(), min_size=1, max_size=8))
        return {"type": "NS", "value": members}
    if t == "BS":
        data = draw(st.lists(st.binary(max_size=5), min_size=1, max_size=5, unique=True))
        return {"type": "BS", "value": [_spaced(base64.b64encode(b).decode("ascii"), draw) for b in data]}
    if t == "L":
        return {"type": "L", "value": draw(st.lists(value(depth - 1), max_size=6))}
    return {"type": "M", "value": draw(st.dictionaries(NAMES, value(depth - 1), max_size=5))}


ITEMS = st.dictionaries(NAMES, value(), min_size=1, max_size=6)


def loaded_size(raw: dict) -> int | None:
    """The item's size as DynamoDB counts it; None when it does not load."""
    try:
        ddb = {name: Value.from_state(v, False).ddb for name, v in raw.items()}
    except ExprError:
        return None
    return item_size(ddb)


@settings(max_examples=1500, suppress_health_check=list(HealthCheck), deadline=None)
@given(ITEMS)
def test_an_item_is_never_larger_than_its_state_text(raw):
    size = loaded_size(raw)
    try:
        text = orjson.dumps(raw)
    except orjson.JSONEncodeError:
        return  # not written: the loader measures the item
    if size is not None:
        assert size <= len(text)


@settings(max_examples=300, suppress_health_check=list(HealthCheck), deadline=None)
@given(states())
def test_no_item_of_a_state_is_larger_than_the_state_text(doc):
    written = state_limits(doc)[1]
    if written is None:
        return
    bodies = [doc] + [a for a in doc.get("actions") or () if isinstance(a, dict)]
    for body in bodies:
        if isinstance(body.get("item"), dict) and body["item"]:
            size = loaded_size(body["item"])
            assert size is None or size <= written


def padded_state(total: int, pad: str = "x") -> dict:
    """A PutItem whose item is ``total`` bytes as DynamoDB counts them."""
    item = {"PK": {"type": "S", "value": "a"}}
    fill = total - item_size({"PK": {"S": "a"}}) - len("pad")
    return {
        "version": 3,
        "operation": "PutItem",
        "table": "tbl",
        "item": {**item, "pad": {"type": "S", "value": pad * (fill // len(pad.encode()))}},
    }


def test_an_item_at_the_limit_in_a_state_text_at_the_limit():
    """The largest state text whose items go unmeasured holds an item of 400 KB
    less its own JSON punctuation; one byte more text, and the item is measured."""
    doc = padded_state(MAX_ITEM_BYTES)
    over = len(orjson.dumps(doc)) - MAX_ITEM_BYTES  # the state's own JSON around the item's bytes
    doc = padded_state(MAX_ITEM_BYTES - over)
    assert state_limits(doc)[1] == MAX_ITEM_BYTES
    render(doc)
    render(padded_state(MAX_ITEM_BYTES))  # measured: a text over 400 KB, an item of 400 KB
    with pytest.raises(StateError) as e:
        load_state(padded_state(MAX_ITEM_BYTES + 1))
    assert e.value.problems[0].message.startswith("the item is 409,601 bytes")


@pytest.mark.parametrize("pad", ["é", "€", "😀"])
def test_an_item_of_wide_characters_over_the_limit_is_measured(pad):
    """Characters of 2 to 4 UTF-8 bytes: the text is counted in bytes, as DynamoDB counts them."""
    doc = padded_state(MAX_ITEM_BYTES + len(pad.encode()), pad)
    with pytest.raises(StateError) as e:
        render(doc)
    assert e.value.problems[0].location == "item"
    assert e.value.problems[0].message.startswith("the item is 409,6")
