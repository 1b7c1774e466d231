"""Parentheses as DynamoDB reads them (issue 12; every answer below is DynamoDB
Local 3.3.0's, probed with tests/differential/wire.py).

DynamoDB takes a pair of parentheses around any operand (a path, a value, a
function call, an IN element, a BETWEEN bound, a function's argument), around a
whole ``a + b`` / ``a - b`` SET value and around any condition. A pair directly
around another pair is refused as redundant, before names, values, reserved
words or function names are looked at. Paste drops the parentheses (they mean
nothing) and the rendered request means the same.
"""

from __future__ import annotations

import pytest

from builder.expr import render
from builder.expr.check import check_document
from builder.expr.errors import ExprError
from builder.expr.parse import Context, parse_expression
from builder.expr.reader import parse_request
from builder.expr.simulate import simulate

TABLE = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "sk", "AttributeType": "S"},
    ],
}
KEY = {"pk": {"S": "p"}, "sk": {"S": "s"}}
ITEM = {
    **KEY,
    "a": {"N": "1"},
    "s": {"S": "hello"},
    "l": {"L": [{"N": "1"}, {"N": "2"}]},
    "m": {"M": {"x": {"N": "1"}}},
}
VALUES = {":one": {"N": "1"}, ":zero": {"N": "0"}, ":two": {"N": "2"}, ":h": {"S": "he"}}
REDUNDANT = "The expression has redundant parentheses;"


def _values(text: str) -> dict:
    used = {k: v for k, v in VALUES.items() if k in text}
    return {"ExpressionAttributeValues": used} if used else {}


def scan(text: str) -> dict:
    return {"TableName": "tbl", "FilterExpression": text, **_values(text)}


def update(text: str) -> dict:
    return {"TableName": "tbl", "Key": KEY, "UpdateExpression": text, **_values(text)}


def answer(op: str, params: dict) -> dict:
    return simulate(TABLE, [ITEM], op, params).to_json()


# (filter, whether the item matches) accepted by DynamoDB
ACCEPTED_FILTERS = [
    ("a = (:one)", True),
    ("(a) = :one", True),
    ("(:one) = a", True),
    ("((a) = :one)", True),
    ("(a = :one)", True),
    ("((a = :one) AND (s = :h))", False),
    ("((a = :one) OR (a = :two))", True),
    ("(a = :one) AND ((s = :h) OR a = :two)", False),
    ("NOT (NOT (a = :one))", True),
    ("(NOT (a = :one))", False),
    ("a IN ((:one), :two)", True),
    ("a IN ((:one))", True),
    ("(a) IN (:one)", True),
    ("(a IN ((:one)))", True),
    ("size((l)) = :two", True),
    ("(size(l)) > :one", True),
    ("begins_with((s), (:h))", True),
    ("(begins_with(s, :h))", True),
    ("(begins_with(s, :h)) AND (a) = :one", True),
    ("(a) BETWEEN (:zero) AND (:two)", True),
    ("a = :one AND (s) = :h", False),
    ("attribute_exists((a))", True),
    ("contains((l), (:one))", True),
]


@pytest.mark.parametrize("text, matches", ACCEPTED_FILTERS, ids=[t for t, _ in ACCEPTED_FILTERS])
def test_parentheses_dynamodb_accepts(text, matches):
    got = answer("Scan", scan(text))
    assert got["ok"], got
    assert got["response"]["Count"] == (1 if matches else 0)
    assert [f for f in check_document({"operation": "Scan", "request": scan(text)}) if f.is_error] == []


@pytest.mark.parametrize(
    "text",
    [
        "((a = :one))",
        "((a)) = :one",
        "((a = :one)) AND s = :h",
        "a = :one AND ((s = :h))",
        "NOT ((a = :one))",
        "(((a = :one) OR (a = :two)))",
        "(((a)) = :one)",
        "a = ((:one))",
        "size(((l))) = :two",
        "begins_with(((s)), :h)",
        "((size(l))) > :one",
        "a BETWEEN ((:zero)) AND :two",
        "((a)) IN (:one)",
        "((begins_with(s, :h)))",
    ],
)
def test_redundant_parentheses_in_a_filter(text):
    want = f"Invalid FilterExpression: {REDUNDANT}"
    assert answer("Scan", scan(text))["message"] == want
    first = next(f for f in check_document({"operation": "Scan", "request": scan(text)}) if f.is_error)
    assert (first.dynamodb_message or first.message) == want


@pytest.mark.parametrize(
    "text",
    [
        "((a = :undef))",  # before an undefined value,
        "((a = #undef))",  # an undefined name,
        "((name = :one))",  # a reserved word,
        "((foo(a)))",  # an unknown function,
        "((begins_with(a)))",  # a wrong number of operands,
        "((a = a))",  # an operand repeated,
        "((a BETWEEN :two AND :one))",  # bounds out of order
        "foo(a) AND ((a = :one))",  # whatever comes first in the text
    ],
)
def test_redundancy_is_found_before_anything_else(text):
    with pytest.raises(ExprError) as e:
        parse_expression("FilterExpression", text, Context(values=VALUES))
    assert e.value.message == f"Invalid FilterExpression: {REDUNDANT}"


@pytest.mark.parametrize(
    "text, a",
    [
        ("SET a = (a + :one)", "2"),
        ("SET a = ( a + :one )", "2"),
        ("SET a = (if_not_exists(a, :zero) - :one)", "0"),  # ElectroDB's decrement
        ("SET a = (a) + (:one)", "2"),
        ("SET a = ((a) + :one)", "2"),
        ("SET a = (a - (:one))", "0"),
        ("SET a = (:one)", "1"),
        ("SET a = if_not_exists((a), :zero)", "1"),
        ("SET a = if_not_exists(zz, (:zero))", "0"),
        ("SET a = (if_not_exists(a, :zero))", "1"),
    ],
)
def test_parenthesised_set_values(text, a):
    got = answer("UpdateItem", update(text))
    assert got["ok"], got
    assert got["items_after"][0]["item"]["a"] == {"N": a}
    assert [f for f in check_document({"operation": "UpdateItem", "request": update(text)}) if f.is_error] == []


def test_list_append_in_parentheses():
    got = answer("UpdateItem", update("SET l = list_append((l), (l))"))
    assert got["items_after"][0]["item"]["l"]["L"] == [{"N": "1"}, {"N": "2"}] * 2
    assert answer("UpdateItem", update("SET a = (list_append(l, l))"))["ok"]


@pytest.mark.parametrize(
    "text",
    [
        "SET a = ((:one))",
        "SET a = ((a + :one))",
        "SET a = ((a)) + :one",
        "SET a = if_not_exists(((a)), :zero)",
        "SET a = ((if_not_exists(a, :zero)))",
        "SET a = ((list_append(l, l)))",
        "SET a = ((:one)), a = :two",  # before overlapping paths
        "SET a = ((:one)) SET b = :two",  # before a section used twice
        "SET pk = ((:one))",  # before a key attribute
    ],
)
def test_redundant_parentheses_in_an_update(text):
    assert answer("UpdateItem", update(text))["message"] == f"Invalid UpdateExpression: {REDUNDANT}"


@pytest.mark.parametrize(
    "kind, text, message",
    [
        # a sum in parentheses is no operand: one + or - per SET value
        ("UpdateExpression", "SET a = (a + :one) + :one", 'Syntax error; token: "+", near: ") + :one"'),
        ("UpdateExpression", "SET a = a + (:one + :one)", 'Syntax error; token: "+", near: ":one + :one"'),
        # no parentheses around a target path, or an ADD value
        ("UpdateExpression", "SET (a) = :one", 'Syntax error; token: "(", near: "SET (a"'),
        ("UpdateExpression", "REMOVE (a)", 'Syntax error; token: "(", near: "REMOVE (a"'),
        ("UpdateExpression", "ADD a (:one)", 'Syntax error; token: "(", near: "a (:one"'),
        # an operand in parentheses is not a condition: the error is after it
        ("FilterExpression", "(a)", 'Syntax error; token: "<EOF>", near: ")"'),
        ("FilterExpression", "((a))", 'Syntax error; token: "<EOF>", near: ")"'),  # syntax before redundancy
        ("FilterExpression", "(a) AND a = :one", 'Syntax error; token: "AND", near: ") AND a"'),
        ("FilterExpression", "(a) OR (s)", 'Syntax error; token: "OR", near: ") OR ("'),
        ("FilterExpression", "NOT (a)", 'Syntax error; token: "<EOF>", near: ")"'),
        ("FilterExpression", "a = :one AND (s)", 'Syntax error; token: "<EOF>", near: ")"'),
        # a condition in parentheses is not an operand
        ("FilterExpression", "(a = :one) = :two", 'Syntax error; token: "=", near: ") = :two"'),
        ("FilterExpression", "a = (a = :one)", 'Syntax error; token: "=", near: "a = :one"'),
        ("FilterExpression", "a IN ((a = :one))", 'Syntax error; token: "=", near: "a = :one"'),
        ("FilterExpression", "a IN ((:one, :two))", 'Syntax error; token: ",", near: ":one, :two"'),
        ("FilterExpression", "a = (:one", 'Syntax error; token: "<EOF>", near: ":one"'),
        ("FilterExpression", "(a + :one) = :two", 'Syntax error; token: "+", near: "a + :one"'),
        # a function in parentheses is still the function
        (
            "FilterExpression",
            "(begins_with(s, :h)) = :one",
            "The function is not allowed to be used this way in an expression; function: begins_with",
        ),
        (
            "FilterExpression",
            "(size(l))",
            "The function is not allowed to be used this way in an expression; function: size",
        ),
    ],
)
def test_parentheses_dynamodb_refuses(kind, text, message):
    with pytest.raises(ExprError) as e:
        parse_expression(kind, text, Context(values=VALUES))
    assert e.value.message == f"Invalid {kind}: {message}"


@pytest.mark.parametrize(
    "op, params",
    [
        ("UpdateItem", update("SET a = (if_not_exists(a, :zero) - :one)")),
        ("UpdateItem", update("SET a = (a) + (:one), s = (:h)")),
        ("Scan", scan("( ( ( size ( l )) < a ) AND ( s > :h ) )")),  # FSharp.AWS.DynamoDB's style (dynalite#117)
        ("Scan", scan("a IN ((:one), :two) AND (a) BETWEEN (:zero) AND (:two)")),
    ],
)
def test_paste_drops_the_parentheses_and_keeps_the_meaning(op, params):
    state = parse_request(op, params)
    rendered_op, rendered = render(state)
    for expr in ("UpdateExpression", "FilterExpression"):
        if expr in rendered:
            assert "(" not in rendered[expr].replace("if_not_exists(", "").replace("size(", "").replace("IN (", "")
    assert answer(rendered_op, rendered) == answer(op, params)
