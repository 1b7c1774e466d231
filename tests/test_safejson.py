"""builder.safejson: one bounded JSON reader for untrusted text."""

from __future__ import annotations

import decimal
import json
import pickle
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder import safejson
from builder.safejson import JSONInputError, loads

MB = 1_000_000


def error(text, **limits) -> JSONInputError:
    with pytest.raises(JSONInputError) as e:
        loads(text, limits.pop("max_bytes", MB), **limits)
    return e.value


def test_reads_json_like_json_loads():
    text = '{"a": [1, 2.5, "x", true, null, {"b": []}], "c": "\\u00e9\\"["}'
    assert loads(text, MB) == json.loads(text)
    assert loads(text.encode(), MB) == json.loads(text)
    assert loads("1.50", MB, parse_float=decimal.Decimal) == decimal.Decimal("1.50")


@pytest.mark.parametrize(
    "text, limit, words",
    [
        ("[" * 1000, "max_depth", "more than 80 levels deep"),
        ("[" * 1000 + "]" * 1000, "max_depth", "more than 80 levels deep"),
        ('{"a":' * 100 + "1" + "}" * 100, "max_depth", "more than 80 levels deep"),
        ("[" * 81 + "]" * 81, "max_depth", "more than 80 levels deep"),
        ("9" * 4301, "max_digits", "a number with more than 100 digits"),
        ("[1." + "5" * 200 + "]", "max_digits", "a number with more than 100 digits"),
        ("[-" + "1" * 50 + "." + "2" * 51 + "e+5]", "max_digits", "a number with more than 100 digits"),
        ('"' + "x" * (MB + 1) + '"', "max_bytes", "larger than 1,000,000 bytes"),
        ('"' + "é" * (MB // 2) + '"', "max_bytes", "larger than 1,000,000 bytes"),  # bytes, not characters
    ],
)
def test_each_limit_is_named(text, limit, words):
    e = error(text)
    assert e.limit == limit
    assert str(e).startswith("the text ") and words in str(e)


def test_limits_are_inclusive_and_configurable():
    assert loads("[" * 80 + "]" * 80, MB) is not None
    assert loads("[" * 5 + "]" * 5, MB, max_depth=5) is not None
    assert error("[" * 6 + "]" * 6, max_depth=5).limit == "max_depth"
    assert loads("9" * 100, MB) == int("9" * 100)
    assert loads("-1." + "2" * 99, MB, parse_float=decimal.Decimal) == decimal.Decimal("-1." + "2" * 99)
    assert error("1" * 11, max_digits=10).limit == "max_digits"
    assert loads('"abc"', 5) == "abc"
    assert error('"abcd"', max_bytes=5).limit == "max_bytes"


def test_brackets_and_digits_inside_strings_do_not_count():
    text = json.dumps({"a": "[" * 5000 + "{" * 5000, "b": "9" * 5000, "c": '\\"[[[['})
    assert loads(text, MB) == json.loads(text)


def test_an_escaped_quote_does_not_end_a_string():
    text = '["\\"' + "[" * 200 + '"]'
    assert loads(text, MB) == ['"' + "[" * 200]


@pytest.mark.parametrize("text", ["{not json", "[1, 2", '"unclosed', "NaN", "[Infinity]", "-Infinity", "", "[1,]"])
def test_text_that_is_not_json(text):
    e = error(text)
    assert e.limit is None
    assert str(e).startswith("not valid JSON: ")
    assert isinstance(e, json.JSONDecodeError) and isinstance(e, ValueError)  # existing handlers catch it


def test_bytes_that_are_not_utf8():
    e = error(b'"\xff\xfe"')
    assert e.limit is None and str(e) == "the text is not UTF-8 text (byte 2)"


def test_what_names_the_input():
    assert str(error("[" * 100, what="the body")) == "the body nests lists and objects more than 80 levels deep"


def test_the_error_pickles():
    e = error("[" * 100)
    again = pickle.loads(pickle.dumps(e))
    assert str(again) == str(e) and again.limit == "max_depth"


def test_never_a_recursion_error_even_near_the_stack_limit():
    def deep(n):
        if n:
            return deep(n - 1)
        return error("[" * 100_000 + "]" * 100_000)

    assert deep(sys.getrecursionlimit() - 200).limit == "max_depth"


def test_nesting_depth():
    assert safejson.nesting_depth('[{"a": "[["}, [[]]]') == (3, 15)
    assert safejson.nesting_depth("[[[[[", stop_above=2) == (3, 2)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=30,
)


def depth_of(x) -> int:
    if isinstance(x, list):
        return 1 + max((depth_of(v) for v in x), default=0)
    if isinstance(x, dict):
        return 1 + max((depth_of(v) for v in x.values()), default=0)
    return 0


@settings(max_examples=200, deadline=None)
@given(json_values, st.integers(min_value=0, max_value=6))
def test_agrees_with_json_loads_and_counts_depth_exactly(value, max_depth):
    text = json.dumps(value)
    if depth_of(value) > max_depth:
        assert error(text, max_depth=max_depth).limit == "max_depth"
    else:
        assert loads(text, MB, max_depth=max_depth) == json.loads(text)


def test_unique_keys_refuses_a_key_given_twice_at_any_depth():
    assert loads('{"a": 1, "a": 2}', MB) == {"a": 2}  # json.loads's way, by default
    for text in ('{"a": 1, "a": 2}', '[{"b": {"a": 1, "a": 1}}]', '{"\\u0061": 1, "a": 2}'):
        with pytest.raises(JSONInputError) as e:
            loads(text, MB, what="the item", unique_keys=True)
        assert str(e.value) == "the item names 'a' twice in one object: give each key once"
        assert e.value.limit is None
    assert loads('{"a": {"a": 1}, "b": [{"a": 2}]}', MB, unique_keys=True) == {"a": {"a": 1}, "b": [{"a": 2}]}


def test_repeated_keys_are_listed_and_the_last_value_kept():
    repeated: list = []
    text = '{"a": 1, "a": 2, "b": [{"c": {"d": 1, "d": 3, "d": 4}}], "e": {"a": 5}}'
    assert loads(text, MB, repeated_keys=repeated) == json.loads(text)  # the last value, as DynamoDB keeps it
    assert repeated == ["d", "d", "a"]  # each repeat, inner objects first (as the parser closes them)
    nothing: list = []
    assert loads('{"a": {"a": 1}}', MB, repeated_keys=nothing) == {"a": {"a": 1}} and nothing == []
