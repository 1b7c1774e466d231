"""builder/expr/jsontext.py writes what json.dumps(indent=2, ensure_ascii=False) writes."""

from __future__ import annotations

import json

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr import StateError, render
from builder.expr.errors import lone_surrogate
from builder.expr.jsontext import all_text_encodes, canonical, few_brackets, indented
from builder.expr.recipes import all_recipes
from tests.strategies import states


def standard(obj) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(states(risky=True))
def test_a_request_and_its_state_are_written_as_json_dumps_writes_them(state):
    assert indented(state) == standard(state)
    try:
        _, params = render(state)
    except StateError:
        return
    assert indented(params) == standard(params)


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_every_recipe(recipe):
    params = render(recipe.state)[1]
    assert indented(params) == standard(params)


text = st.text(st.characters(codec="utf-8"), max_size=20)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(text, inner, max_size=4),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_without_floats(value):
    # control characters, U+2028, emoji, empty containers, integers beyond 64 bits (json.dumps writes those)
    assert indented(value) == standard(value)


@pytest.mark.parametrize("value", ["\ud800", {1: "a"}, 2**64, -(2**63) - 1, {"k": ["\udfff"]}])
def test_what_orjson_refuses_is_written_by_json_dumps(value):
    assert indented(value) == standard(value)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_canonical_text_is_json_dumps_sorted_and_compact(value):
    assert canonical(value) == json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


surrogate_text = st.text(st.characters(codec=None, categories=["Cs"]), min_size=1, max_size=2)
with_surrogates = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | text | surrogate_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(text | surrogate_text, inner, max_size=4),
    max_leaves=30,
)


def has_lone_surrogate(value) -> bool:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


@settings(max_examples=300, deadline=None)
@given(with_surrogates)
def test_all_text_encodes_only_without_a_lone_surrogate(value):
    assert not (all_text_encodes(value) and has_lone_surrogate(value))  # never a false "all fine"
    assert (lone_surrogate(value) is None) == (not has_lone_surrogate(value))  # and the walk finds the rest


@settings(max_examples=300, deadline=None)
@given(
    st.recursive(
        st.none() | st.text(st.sampled_from('a[]{}"\\é'), max_size=6) | st.integers(-5, 5),
        lambda kids: (
            st.lists(kids, max_size=4) | st.dictionaries(st.text(st.sampled_from("k[{"), max_size=3), kids, max_size=4)
        ),
        max_leaves=40,
    ),
    st.integers(0, 40),
)
def test_few_brackets_counts_the_opening_brackets_of_the_text_orjson_writes(obj, limit):
    text = orjson.dumps(obj)  # brackets in text and names are counted too, as the bound says
    assert few_brackets(obj, limit) == (len(text) if text.count(b"[") + text.count(b"{") <= limit else None)
