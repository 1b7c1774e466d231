import base64
from decimal import Decimal

import pytest
from boto3.dynamodb.types import Binary

from builder.expr import ExprError, Value
from builder.expr.values import check_key_value, item_from_wire, item_to_wire


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
