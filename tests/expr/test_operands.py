"""Values where DynamoDB allows them (issue 12): the first argument of
begins_with, contains and attribute_type, and size(), may be a value (or any
condition operand), not only a path. Every answer below is DynamoDB Local
3.3.0's; state version 2 holds these forms (``"operand"`` in place of
``"path"``, ``{"size": operand}``) and paste reads them into it."""

from __future__ import annotations

import pytest

from builder.expr import load_state, render
from builder.expr.check import check_document
from builder.expr.nodes import ValueOperand
from builder.expr.reader import parse_request
from builder.expr.simulate import simulate
from builder.expr.values import Value

TABLE = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "sk", "AttributeType": "S"},
    ],
}
ITEM = {
    "pk": {"S": "p"},
    "sk": {"S": "s"},
    "a": {"N": "1"},
    "s": {"S": "hello"},
    "l": {"L": [{"N": "1"}, {"N": "2"}]},
}
VALUES = {
    ":h": {"S": "he"},
    ":x": {"S": "hello"},
    ":t": {"S": "S"},
    ":n": {"S": "N"},
    ":one": {"N": "1"},
    ":two": {"N": "2"},
    ":l": {"L": [{"N": "1"}]},
    ":ss": {"SS": ["a", "b"]},
    ":a": {"S": "a"},
    ":b": {"B": "aGVsbG8="},
    ":bh": {"B": "aGU="},
}


def scan(text: str) -> dict:
    used = {k: v for k, v in VALUES.items() if any(k == tok.rstrip(",)") for tok in text.replace("(", " ").split())}
    return {"TableName": "tbl", "FilterExpression": text, **({"ExpressionAttributeValues": used} if used else {})}


def count(text: str) -> int | str:
    got = simulate(TABLE, [ITEM], "Scan", scan(text)).to_json()
    return got["response"]["Count"] if got["ok"] else got["message"]


@pytest.mark.parametrize(
    "text, matches",
    [
        ("begins_with(:x, :h)", 1),
        ("begins_with(:h, :x)", 0),
        ("begins_with(:x, s)", 1),
        ("begins_with(:b, :bh)", 1),
        ("contains(:x, :h)", 1),
        ("contains(:ss, :a)", 1),
        ("contains(:l, :one)", 1),
        ("contains(:x, s)", 1),
        ("contains(size(l), :one)", 0),  # no error: false
        ("contains(:one, :one)", 0),
        ("size(:x) > :one", 1),
        ("size(:l) = :one", 1),
        ("attribute_type(:x, :t)", 1),
        ("attribute_type(:x, :n)", 0),
        ("attribute_type(:one, :n)", 1),
        ("attribute_type(size(l), :n)", 1),
    ],
)
def test_values_as_function_operands(text, matches):
    assert count(text) == matches
    request = scan(text)
    assert [f for f in check_document({"operation": "Scan", "request": request}) if f.is_error] == []
    state = parse_request("Scan", request)
    assert state["version"] == 2  # a form version 1 cannot hold
    load_state(state)
    rendered_op, rendered = render(state)
    assert (
        simulate(TABLE, [ITEM], rendered_op, rendered).to_json() == simulate(TABLE, [ITEM], "Scan", request).to_json()
    )


@pytest.mark.parametrize(
    "text, message",
    [
        ("begins_with(size(l), :h)", "begins_with, operand type: N"),
        ("begins_with(:one, :one)", "begins_with, operand type: N"),
        ("size(:one) = :one", "size, operand type: N"),
        ("size(size(l)) = :one", "size, operand type: N"),
        ("attribute_type(a, :one)", "attribute_type, operand type: N"),
        ("attribute_type(:x, :one)", "attribute_type, operand type: N"),
        ("attribute_type(a, size(l))", "attribute_type, operand type: N"),
        (  # (DynamoDB Local lists these in a Java hash order that changes from run to run: one of them)
            "attribute_type(a, s)",
            "attribute_type, operand type: {SS,INT,DECIMALSET,DECIMAL,NS,DOUBLESET,L,FS,M,DICT,INTSET,HD,B,DOUBLE,HDS,FLOAT,N,BOOL,S,BS,NULL}",
        ),
    ],
)
def test_operand_types_dynamodb_refuses(text, message):
    want = f"Invalid FilterExpression: Incorrect operand type for operator or function; operator or function: {message}"
    assert count(text) == want
    [first, *_] = [f for f in check_document({"operation": "Scan", "request": scan(text)}) if f.is_error]
    assert (first.dynamodb_message or first.message) == want


@pytest.mark.parametrize(
    "text, message",
    [
        (":p = :p", "Invalid condition in KeyConditionExpression: No key attribute specified"),
        ("pk = sk", "Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition"),
        (
            "pk = :p AND sk BETWEEN pk AND :s",
            "Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition",
        ),
        (
            "pk = :p AND begins_with(:s, :s)",
            "Invalid condition in KeyConditionExpression: begins_with operator must have the key attribute as its first operand",
        ),
        ("pk = :p AND size(sk) = :n", "KeyConditionExpressions cannot contain nested operations"),
        ("pk = :p AND sk = size(pk)", "KeyConditionExpressions cannot contain nested operations"),
    ],
)
def test_key_conditions_name_one_key_attribute(text, message):
    values = {k: v for k, v in {":p": {"S": "p"}, ":s": {"S": "s"}, ":n": {"N": "1"}}.items() if k in text}
    request = {
        "TableName": "tbl",
        "KeyConditionExpression": text,
        **({"ExpressionAttributeValues": values} if values else {}),
    }
    got = simulate(TABLE, [ITEM], "Query", request).to_json()
    assert got["message"] == message


def test_version_two_shapes_load_and_render():
    state = {
        "version": 2,
        "operation": "Scan",
        "table": "tbl",
        "filter": {
            "op": "and",
            "conditions": [
                {
                    "op": "begins_with",
                    "operand": {"type": "S", "value": "hello", "placeholder": "x"},
                    "value": {"path": "s"},
                },
                {"op": "<", "left": {"size": {"type": "L", "value": [], "placeholder": "l"}}, "right": {"size": "l"}},
            ],
        },
    }
    assert render(state)[1]["FilterExpression"] == "begins_with(:x, s) AND size(:l) < size(l)"
    with pytest.raises(Exception, match="give path or operand, not both"):
        load_state(
            {**state, "filter": {"op": "contains", "path": "s", "operand": {"path": "s"}, "value": {"path": "a"}}}
        )


@pytest.mark.parametrize("given, kept", [("one", "one"), (":one", "one"), ("a_1", "a_1"), (":_", "_"), (None, None)])
def test_a_value_operand_keeps_its_placeholder_without_the_colon(given, kept):
    operand = ValueOperand(Value({"N": "1"}), given, "x")
    assert operand.placeholder == kept
    assert operand == ValueOperand(Value({"N": "1"}), kept, "y")
