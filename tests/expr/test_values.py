import base64
from decimal import Decimal

import pytest
from boto3.dynamodb.types import Binary
from hypothesis import given
from hypothesis import strategies as st

from builder.expr import ExprError, Value, values
from builder.expr.values import (
    NumberText,
    check_key_value,
    ddb_to_state,
    is_typed,
    item_from_wire,
    item_to_wire,
    loads_exact,
    measured_number,
    parse_number,
    plain_to_ddb,
    plain_to_state,
    state_to_ddb,
)
from tests.strategies import ddb_values


@pytest.mark.parametrize(
    "state, ddb",
    [
        ({"type": "S", "value": "hello"}, {"S": "hello"}),
        ({"type": "S", "value": ""}, {"S": ""}),
        ({"type": "N", "value": "1"}, {"N": "1"}),
        ({"type": "N", "value": 42}, {"N": "42"}),
        ({"type": "N", "value": "-1.50"}, {"N": "-1.50"}),
        ({"type": "N", "value": "007"}, {"N": "007"}),  # as written: DynamoDB keeps the text
        ({"type": "N", "value": "1e3"}, {"N": "1e3"}),
        ({"type": "N", "value": 0.1}, {"N": "0.1"}),
        ({"type": "N", "value": "1" * 38}, {"N": "1" * 38}),
        (
            {"type": "N", "value": "9.9999999999999999999999999999999999999E+125"},
            {"N": "9.9999999999999999999999999999999999999E+125"},
        ),
        ({"type": "N", "value": "1E-130"}, {"N": "1E-130"}),
        ({"type": "N", "value": "1" + "0" * 38}, {"N": "1" + "0" * 38}),  # 39 digits written, 1 significant
        ({"type": "N", "value": " 0e99999 "}, {"N": "0e99999"}),  # spaces around are dropped
        ({"type": "N", "value": "-0E-999"}, {"N": "-0E-999"}),
        ({"type": "B", "value": "aGk="}, {"B": "aGk="}),
        ({"type": "B", "value": ""}, {"B": ""}),
        ({"type": "BOOL", "value": False}, {"BOOL": False}),
        ({"type": "NULL", "value": True}, {"NULL": True}),
        ({"type": "NULL"}, {"NULL": True}),
        ({"type": "SS", "value": ["b", "a"]}, {"SS": ["b", "a"]}),
        ({"type": "NS", "value": ["2", 1]}, {"NS": ["2", "1"]}),
        ({"type": "BS", "value": ["AQ==", "Ag=="]}, {"BS": ["AQ==", "Ag=="]}),
        (
            {"type": "L", "value": [{"type": "S", "value": "x"}, {"type": "L", "value": []}]},
            {"L": [{"S": "x"}, {"L": []}]},
        ),
        (
            {
                "type": "M",
                "value": {
                    "a.b": {"type": "M", "value": {"n": {"type": "N", "value": "1"}}},
                    "e": {"type": "M", "value": {}},
                },
            },
            {"M": {"a.b": {"M": {"n": {"N": "1"}}}, "e": {"M": {}}}},
        ),
    ],
)
def test_value_from_state(state, ddb):
    v = Value.from_state(state)
    assert v.ddb == ddb
    assert Value.from_state(v.to_state()).ddb == ddb  # round trip through the state form
    assert Value.from_ddb(ddb) == v


@pytest.mark.parametrize(
    "state, location, message",
    [
        ({"type": "N", "value": "abc"}, "value", 'number expected, got "abc"'),
        ({"type": "N", "value": "1_000"}, "value", "number expected"),
        ({"type": "N", "value": "NaN"}, "value", "number expected"),
        ({"type": "N", "value": True}, "value", "number expected, got true"),
        ({"type": "N", "value": "1" * 39}, "value", "more than 38 significant digits"),
        ({"type": "N", "value": "1E+126"}, "value", "outside DynamoDB's number range"),
        ({"type": "N", "value": "1E-131"}, "value", "outside DynamoDB's number range"),
        ({"type": "B", "value": "not base64!"}, "value", "not valid base64"),
        ({"type": "S", "value": 5}, "value", "text expected, got 5"),
        ({"type": "BOOL", "value": "true"}, "value", "true or false expected"),
        ({"type": "NULL", "value": False}, "value", "NULL has no value other than true"),
        ({"type": "SS", "value": []}, "value", "cannot be empty"),
        ({"type": "SS", "value": ["a", "a"]}, "value[1]", "duplicate member"),
        ({"type": "NS", "value": ["1", "1.0"]}, "value[1]", "duplicate member"),
        ({"type": "BS", "value": ["AQ==", "AQ=="]}, "value[1]", "duplicate member"),
        ({"type": "NS", "value": ["1", "x"]}, "value[1]", "number expected"),
        ({"type": "L", "value": [{"type": "N", "value": "x"}]}, "value[0].value", "number expected"),
        ({"type": "M", "value": {"a-b": {"type": "Q"}}}, 'value["a-b"].type', "type must be one of"),
        ({"type": "X", "value": 1}, "type", "type must be one of"),
        ({"value": 1}, "type", "type must be one of"),
        ("text", "", "typed value"),
        ({"type": "S", "value": "x", "extra": 1}, "", "unknown field 'extra'"),
    ],
)
def test_value_errors_are_located(state, location, message):
    with pytest.raises(ExprError) as e:
        Value.from_state(state)
    assert e.value.location == location
    assert message in e.value.message


def test_values_compare_by_type_and_content():
    assert Value({"N": "1"}) == Value({"N": "1"})
    assert Value({"N": "1"}) != Value({"S": "1"})
    assert len({Value({"N": "1"}), Value({"N": "1"}), Value({"S": "1"})}) == 2


def test_to_python_uses_boto3_types():
    v = Value.from_state(
        {
            "type": "M",
            "value": {
                "n": {"type": "N", "value": "1.5"},
                "b": {"type": "B", "value": "aGk="},
                "s": {"type": "SS", "value": ["x"]},
            },
        }
    )
    assert v.to_python() == {"n": Decimal("1.5"), "b": Binary(b"hi"), "s": {"x"}}


def test_wire_conversion_round_trips_binary():
    item = {"b": {"B": base64.b64encode(b"\x00\xff").decode()}, "l": {"L": [{"BS": ["AA=="]}]}}
    wire = item_to_wire(item)
    assert wire["b"] == {"B": b"\x00\xff"}
    assert wire["l"] == {"L": [{"BS": [b"\x00"]}]}
    assert item_from_wire(wire) == item


@pytest.mark.parametrize(
    "ddb, message",
    [
        ({"BOOL": True}, "key attributes must be a string, number or binary"),
        ({"S": ""}, "cannot be empty"),
        ({"B": ""}, "cannot be empty"),
    ],
)
def test_key_values(ddb, message):
    with pytest.raises(ExprError, match=message):
        check_key_value(Value(ddb))


def test_display():
    v = Value.from_state(
        {
            "type": "L",
            "value": [
                {"type": "S", "value": 'a"b'},
                {"type": "N", "value": "2"},
                {"type": "NS", "value": ["1"]},
                {"type": "NULL"},
            ],
        }
    )
    assert v.display() == '["a\\"b", 2, <<1>>, null]'


# --------------------------------------------------------------------------
# DynamoDB JSON or plain JSON
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "raw, shallow, deep",
    [
        ({"S": "x"}, True, True),
        ({"N": "1"}, True, True),
        ({"L": [{"S": "a"}, {"M": {"b": {"NULL": True}}}]}, True, True),
        ({"L": [1, 2]}, True, False),  # a malformed list value, or a plain map holding a list
        ({"M": {"a": "b"}}, True, False),
        ({"M": {"a": {"L": [{"x": 1}]}}}, True, False),  # nested: deep looks all the way down
        ({"L": "x"}, True, False),
        ({"X": "x"}, False, False),
        ({"S": "x", "N": "1"}, False, False),
        ("x", False, False),
        (None, False, False),
    ],
)
def test_is_typed_shallow_and_deep(raw, shallow, deep):
    assert is_typed(raw) is shallow
    assert is_typed(raw, deep=True) is deep


def test_loads_exact_keeps_number_text():
    doc = loads_exact('{"a": 1.50, "b": [1e3, 7.00], "c": "1.50", "d": true, "e": null}')
    assert doc == {"a": "1.50", "b": ["1e3", "7.00"], "c": "1.50", "d": True, "e": None}
    assert [type(x) for x in (doc["a"], doc["c"])] == [NumberText, str]


@pytest.mark.parametrize(
    "raw, ddb",
    [
        ("x", {"S": "x"}),
        (NumberText("1.50"), {"N": "1.50"}),
        (7, {"N": "7"}),
        (Decimal("1.50"), {"N": "1.50"}),
        (0.1, {"N": "0.1"}),
        (True, {"BOOL": True}),
        (None, {"NULL": True}),
        ([1, "a"], {"L": [{"N": "1"}, {"S": "a"}]}),
        ({"m": {"n": []}}, {"M": {"m": {"M": {"n": {"L": []}}}}}),
    ],
)
def test_plain_to_ddb(raw, ddb):
    assert plain_to_ddb(raw) == ddb
    assert type(plain_to_ddb(raw).get("N", "")) is str


def test_plain_to_ddb_refuses_what_json_has_not():
    with pytest.raises(ExprError, match="a JSON value expected, got bytes"):
        plain_to_ddb(b"x")


def test_plain_to_state_reads_exact_json():
    doc = loads_exact('[1.50, "a", true, null, {"k": [2]}]')
    assert plain_to_state(doc) == {
        "type": "L",
        "value": [
            {"type": "N", "value": "1.50"},
            {"type": "S", "value": "a"},
            {"type": "BOOL", "value": True},
            {"type": "NULL", "value": True},
            {"type": "M", "value": {"k": {"type": "L", "value": [{"type": "N", "value": "2"}]}}},
        ],
    }
    assert type(plain_to_state(doc)["value"][0]["value"]) is str


def test_ddb_to_state_of_exact_json_gives_plain_text():
    doc = loads_exact('{"L": [{"N": 1.50}, {"NS": [1, 2.0]}, {"S": "x"}]}')
    state = ddb_to_state(doc)
    assert state == {
        "type": "L",
        "value": [
            {"type": "N", "value": "1.50"},
            {"type": "NS", "value": ["1", "2.0"]},
            {"type": "S", "value": "x"},
        ],
    }
    assert {type(v["value"]) for v in state["value"] if v["type"] == "N"} == {str}
    assert {type(m) for m in state["value"][1]["value"]} == {str}


def test_ddb_to_state_turns_only_bytes_into_base64():
    assert ddb_to_state({"BS": [b"\x01", "Ag=="]}) == {"type": "BS", "value": ["AQ==", "Ag=="]}
    # anything else stays as written, for Value.from_state to refuse (bytes(5) would be five zero bytes)
    assert ddb_to_state({"BS": [5]}) == {"type": "BS", "value": [5]}
    with pytest.raises(ExprError, match="base64 text expected, got 5"):
        Value.from_ddb({"BS": [5]})
    with pytest.raises(ExprError, match="base64 text expected"):
        Value.from_ddb({"BS": [{}]})


@pytest.mark.parametrize(
    "state, ddb",
    [
        ({"type": "S", "value": "x"}, {"S": "x"}),
        ({"type": "N", "value": 1.5}, {"N": "1.5"}),
        ({"type": "N", "value": "abc"}, {"N": "abc"}),  # not validated: shown as written
        ({"type": "NS", "value": [1, "2"]}, {"NS": ["1", "2"]}),
        ({"type": "NULL"}, {"NULL": True}),
        ({"type": "L"}, {"L": []}),
        ({"type": "M", "value": {"a": {"type": "BOOL", "value": False}}}, {"M": {"a": {"BOOL": False}}}),
        ({"type": "L", "value": [{"type": "N", "value": 2}]}, {"L": [{"N": "2"}]}),
    ],
)
def test_state_to_ddb_as_written(state, ddb):
    assert state_to_ddb(state) == ddb


def test_value_from_json():
    assert Value.from_json({"N": "1"}) == Value({"N": "1"})
    assert Value.from_json({"N": "1"}, plain=True) == Value({"M": {"N": {"S": "1"}}})
    with pytest.raises(ExprError):
        Value.from_json({"N": "x"})


def test_a_plain_whole_number_of_thousands_of_digits_is_refused_not_a_crash():
    # Python's str() refuses an int of over 4,300 digits (found by the robustness fuzz)
    assert plain_to_ddb(10**5000) == {"N": "1" + "0" * 5000}
    with pytest.raises(ExprError, match="outside DynamoDB's number range"):
        Value.from_json(10**5000, plain=True)


def test_a_state_number_of_thousands_of_digits_is_shown_whole():
    # state_to_ddb shows a value being edited, unvalidated: it must not fail on a huge whole number
    assert state_to_ddb({"type": "N", "value": 10**5000}) == {"N": "1" + "0" * 5000}
    assert state_to_ddb({"type": "NS", "value": [10**5000]}) == {"NS": ["1" + "0" * 5000]}


_COMMON = ["x", "", " padded ", "ſ", "0", "42", "-7", "+5", "007", " 12 ", "1" * 38, "1" * 39, "1e3", "1.50", "-0"]
_DECIMALS = ["-1.5", "+2.25", "0.0", "-0.0", "007.50", " 3.5 ", "1" * 20 + ".5", "1" * 21 + ".5", "1." + "1" * 17]
_DECIMALS += ["1." + "1" * 18, "1.", ".5", "1.5e3", "1.5.5", "١.٥", "1" * 20 + "." + "1" * 17, "0." + "0" * 16 + "1"]


@pytest.mark.parametrize(
    ("kind", "text"),
    [(kind, text) for kind in ("S", "N") for text in _COMMON + _DECIMALS]
    + [(kind, v) for kind in ("BOOL", "NULL") for v in (True, False, None, 1, 0, "true", "")],
)
def test_the_common_values_read_as_the_general_reader_reads_them(kind, text):
    """Text and whole numbers skip the round trip through the state's form
    (Value.from_ddb, Value.from_state, with or without a placeholder beside
    the value); what they give, or refuse, is the general reader's (a list's
    member takes the general way: its value and problem are the member's,
    located inside the list)."""

    def outcome(read, arg):
        try:
            got = read(arg).ddb
        except ExprError as e:
            return ("refused", e.message, e.location, e.dynamodb)
        return ("ok", got, type(got[kind]))

    class General:
        def __init__(self, ddb):
            self.ddb = ddb

    def general(state):
        return General(values._from_state(state, ""))  # (a scalar: no shortcut on the way)

    for raw in (text, NumberText(text)) if isinstance(text, str) else (text,):
        ddb, state = {kind: raw}, {"type": kind, "value": raw}
        assert outcome(Value.from_ddb, ddb) == outcome(general, ddb_to_state(ddb))
        assert outcome(Value.from_state, state) == outcome(general, state)
        chosen = {**state, "placeholder": "p"}
        assert outcome(Value.from_state, chosen) == outcome(general, state)
        refused = outcome(Value.from_state, {"type": "L", "value": [chosen]})  # none inside a list
        assert refused[0] == "refused" and refused[2] == "value[0].placeholder"
        for whole, inside in (
            (lambda m: {"type": "L", "value": [m]}, "value[0]"),
            (lambda m: {"type": "M", "value": {"k": m}}, "value.k"),
        ):
            assert _member_outcome(Value.from_state, whole(state), inside) == outcome(general, state)


def _member_outcome(read, container: dict, inside: str):
    """The outcome of reading ``container``'s one member, as its own value's outcome."""
    try:
        got = read(container).ddb
    except ExprError as e:
        assert e.location.startswith(inside)
        return ("refused", e.message, e.location.removeprefix(inside).removeprefix("."), e.dynamodb)
    (member,) = got[container["type"]] if container["type"] == "L" else got["M"].values()
    (kind,) = member
    return ("ok", member, type(member[kind]))


@given(
    st.recursive(
        st.one_of(
            st.text(max_size=5),
            st.sampled_from(_COMMON + _DECIMALS).map(NumberText),
            st.booleans(),
            st.none(),
            st.integers(),
            st.decimals(allow_nan=False),
            st.floats(allow_nan=False, allow_infinity=False),
        ),
        lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=3), inner, max_size=4)),
        max_leaves=12,
    )
)
def test_plain_to_state_is_plain_to_ddb_read_as_state(raw):
    """plain_to_state writes text, exact numbers, lists and maps directly: the
    same state as DynamoDB JSON read back (ddb_to_state of plain_to_ddb)."""
    assert plain_to_state(raw) == ddb_to_state(plain_to_ddb(raw))


_PLAIN_LEAVES = st.one_of(
    st.text(max_size=5),
    st.sampled_from(_COMMON + _DECIMALS).map(NumberText),
    st.booleans(),
    st.none(),
    st.integers(),
    # whole numbers at and past the 38 digits kept as written, and past DynamoDB's range
    st.sampled_from([10**38 - 1, 10**38, 10**38 + 1, -(10**38) + 1, -(10**38), -(10**38) - 7, 10**126, -(10**130), 0]),
    st.decimals(allow_nan=False),
    st.decimals(),  # NaN and infinities: refused, located
    st.floats(allow_nan=False, allow_infinity=False),
)


def _plain_outcome(read, raw):
    try:
        return ("ok", read(raw))
    except ExprError as e:
        return ("refused", e.message, e.location, e.dynamodb)


@given(
    st.recursive(
        _PLAIN_LEAVES,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(["", "a", "b", "é", "x.y"]), inner, max_size=4)
        ),
        max_leaves=12,
    )
)
def test_a_plain_value_is_read_in_one_walk_as_the_general_way_reads_it(raw):
    """values._from_plain (what /diff reads a plain item with) answers as the
    three walks it replaced: the same DynamoDB JSON, or the same refusal at the
    same place inside the value."""
    general = _plain_outcome(lambda r: values._from_state(ddb_to_state(plain_to_ddb(r)), ""), raw)
    assert _plain_outcome(lambda r: values._from_plain(r, ""), raw) == general


@pytest.mark.parametrize("raw", [b"x", 1j, (1,), [1, {"a": b"x"}]])
def test_what_no_json_parser_gives_is_refused_in_one_walk_too(raw):
    general = _plain_outcome(lambda r: values._from_state(ddb_to_state(plain_to_ddb(r)), ""), raw)
    assert general[0] == "refused"
    assert _plain_outcome(lambda r: values._from_plain(r, ""), raw) == general


_TYPED_TEXT = st.sampled_from(_COMMON + _DECIMALS + ["", "AA==", "AAE=", "not base64!", "NaN", "Infinity", "1e126"])
_TYPED_LEAVES = st.one_of(
    st.builds(lambda t, x: {t: x}, st.sampled_from(["S", "N", "B"]), _TYPED_TEXT | st.integers() | st.none()),
    st.builds(lambda t, x: {t: x}, st.sampled_from(["BOOL", "NULL"]), st.sampled_from([True, False, None, "true", 1])),
    st.builds(
        lambda t, xs: {t: xs},
        st.sampled_from(["SS", "NS", "BS"]),
        st.lists(_TYPED_TEXT | st.none() | st.just(b"\x00\x01"), max_size=4) | st.sampled_from([None, "x"]),
    ),
    st.builds(lambda x: {"B": x}, st.just(b"\x00\x01") | st.just(bytearray(b"ab"))),
    st.builds(lambda x: {"S": NumberText(x)}, _TYPED_TEXT),
    st.sampled_from([{"X": "1"}, {}, {"S": "a", "N": "1"}, "text", 1, None, [], {"L": {}}, {"M": []}, {"L": None}]),
)


@given(
    st.recursive(
        _TYPED_LEAVES,
        lambda inner: st.one_of(
            st.builds(lambda xs: {"L": xs}, st.lists(inner, max_size=4)),
            st.builds(
                lambda m: {"M": m}, st.dictionaries(st.sampled_from(["", "a", "b", "é", "x.y"]), inner, max_size=4)
            ),
        ),
        max_leaves=12,
    )
)
def test_a_typed_value_is_read_in_one_walk_as_the_general_way_reads_it(raw):
    """values._from_ddb (what Value.from_ddb, and so /diff, reads DynamoDB JSON
    with) answers as the two walks it replaced: the same DynamoDB JSON, or the
    same refusal at the same place (a problem of the value's shape anywhere
    told before a member's value)."""
    general = _plain_outcome(lambda r: values._from_state(ddb_to_state(r), ""), raw)
    assert _plain_outcome(values._from_ddb, raw) == general
    whole = _plain_outcome(Value.from_ddb, raw)
    assert whole == (general if general[0] == "refused" else ("ok", Value(general[1])))


def test_a_typed_list_or_map_is_read_without_the_states_form(monkeypatch):
    """Value.from_ddb wrote a list or map of DynamoDB JSON in the state's form
    (ddb_to_state) and read that (_from_state): two walks and a copy of a
    /diff's typed item. Its common members now take neither; the others go
    the general way, one at a time."""
    calls = []
    for name in ("ddb_to_state", "_from_state"):
        real = getattr(values, name)
        monkeypatch.setattr(values, name, lambda *a, _real=real, _name=name, **k: calls.append(_name) or _real(*a, **k))
    numbers = {"L": [{"N": str(i)} for i in range(1000)] + [{"M": {"a": {"S": "x"}, "b": {"BOOL": True}}}]}
    assert Value.from_ddb(numbers).ddb == {
        "L": [{"N": str(i)} for i in range(1000)] + [{"M": {"a": {"S": "x"}, "b": {"BOOL": True}}}]
    }
    assert calls == []
    assert Value.from_ddb({"M": {"s": {"SS": ["a", "b"]}, "n": {"N": "1"}}}).ddb == {
        "M": {"s": {"SS": ["a", "b"]}, "n": {"N": "1"}}
    }
    assert calls == ["ddb_to_state", "_from_state"]  # the set alone


def _number_outcome(read, raw):
    try:
        return ("ok", read(raw))
    except ExprError as e:
        return ("refused", e.message, e.dynamodb)


_PAST = ["9" * 21 + "." + "9" * 18, "9" * 22 + "." + "9" * 19, "9" * 39 + ".5", "1." + "9" * 38]  # 39 digits and more
_NEAR = ["1" * 20 + ".0", "-" + "9" * 20 + "." + "9" * 17, "+0.00", "0." + "0" * 17 + "1"]


@pytest.mark.parametrize("text", _COMMON + _DECIMALS + _PAST + _NEAR)
def test_parse_numbers_shortcuts_give_what_measuring_gives(text):
    """parse_number keeps a whole number of at most 38 digits and a short
    decimal as written without measuring them: the same text, or the same
    refusal, as measured_number gives."""
    assert _number_outcome(parse_number, text) == _number_outcome(measured_number, text)


@given(st.from_regex(r"\A\s?[+-]?[1-9]?[0-9]{0,40}(\.[0-9]{0,40}[1-9]?)?\s?\Z"))
def test_parse_numbers_shortcuts_on_random_numbers(text):
    assert _number_outcome(parse_number, text) == _number_outcome(measured_number, text)


@pytest.mark.parametrize("ddb", [{"S": "x"}, {"N": "1"}, {"M": {}, "S": "y"}, {"L": []}, {}])
def test_a_values_type_is_its_first_key(ddb):
    if ddb:
        assert Value(ddb).type == next(iter(ddb))
    else:
        with pytest.raises(StopIteration):
            Value(ddb).type  # noqa: B018
        with pytest.raises(StopIteration):
            next(iter(ddb))


@given(ddb_values, st.integers(0, 80))
def test_the_start_of_a_display_is_the_display_cut(ddb, chars):
    from builder.expr.values import display, display_start

    assert display_start(ddb, chars) == display(ddb)[:chars]


def test_the_start_of_a_large_value_is_written_only_so_far(count_calls):
    """A readable expression cuts a value to 60 characters: a list of 200,000
    elements is not written whole to be cut (33 times in a deep condition)."""
    from builder.expr import values
    from builder.expr.emit.readable import readable_value

    want = values.display({"L": [{"N": "1"}] * 100})[:59] + "…"  # (the same start)
    shown = count_calls(values, "display")
    text = readable_value({"L": [{"N": "1"}] * 200_000 + [{"M": {"k": {"S": "v"}}}]})
    assert text == want
    assert shown[0] <= 40  # 200,003 before
