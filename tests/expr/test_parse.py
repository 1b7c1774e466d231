"""Parsing expressions (builder/expr/parse.py) and requests (builder/expr/reader.py) into builder states.

Table-driven: each grammar feature, precedence and parentheses, the case rules,
placeholder resolution, every error with its message (DynamoDB Local's wording
where it has one, checked against DynamoDB Local 3.3.0), operation detection,
plain (boto3 Table) values, and determinism.
"""

from __future__ import annotations

import copy
import decimal

import pytest

from builder.expr import load_state, render
from builder.expr.errors import ExprError
from builder.expr.parse import Context, parse_expression, syntax_message
from builder.expr.reader import (
    ParseError,
    detect_operation,
    parse_document,
    parse_request,
    values_are_plain,
)

from .helpers import N, P, S

KEY = {"PK": {"S": "p"}, "SK": {"S": "s"}}
SKEY = {"PK": {"type": "S", "value": "p"}, "SK": {"type": "S", "value": "s"}}
V = {":v": {"S": "x"}, ":w": {"N": "2"}, ":l": {"L": []}, ":t": {"S": "SS"}, ":n": {"N": "1"}}


def cond(text, names=None, values=None):
    """The state fragment of a ConditionExpression (values from V by default)."""
    params = {"TableName": "tbl", "Key": KEY, "ConditionExpression": text}
    if names:
        params["ExpressionAttributeNames"] = names
    vals = {k: v for k, v in (values or V).items() if k in text}
    if vals:
        params["ExpressionAttributeValues"] = vals
    return parse_request("DeleteItem", params)["condition"]


def upd(text, names=None, values=None):
    params = {"TableName": "tbl", "Key": KEY, "UpdateExpression": text}
    if names:
        params["ExpressionAttributeNames"] = names
    vals = {k: v for k, v in (values or V).items() if k in text}
    if vals:
        params["ExpressionAttributeValues"] = vals
    return parse_request("UpdateItem", params)["update"]


VX, VW, VN = S("x", "v"), N("2", "w"), N("1", "n")


# --------------------------------------------------------------------------
# Conditions: every form
# --------------------------------------------------------------------------
CONDITIONS = [
    ("a = :v", {"op": "=", "left": P("a"), "right": VX}),
    ("a <> :v", {"op": "<>", "left": P("a"), "right": VX}),
    ("a < :w", {"op": "<", "left": P("a"), "right": VW}),
    ("a <= :w", {"op": "<=", "left": P("a"), "right": VW}),
    ("a > :w", {"op": ">", "left": P("a"), "right": VW}),
    ("a >= :w", {"op": ">=", "left": P("a"), "right": VW}),
    ("a=:v", {"op": "=", "left": P("a"), "right": VX}),
    (":v = a", {"op": "=", "left": VX, "right": P("a")}),
    ("a = b", {"op": "=", "left": P("a"), "right": P("b")}),
    ("a BETWEEN :n AND :w", {"op": "between", "operand": P("a"), "low": VN, "high": VW}),
    ("a IN (:v)", {"op": "in", "operand": P("a"), "values": [VX]}),
    ("a IN (:v, :w, b)", {"op": "in", "operand": P("a"), "values": [VX, VW, P("b")]}),
    ("attribute_exists(a)", {"op": "attribute_exists", "path": "a"}),
    ("attribute_not_exists(SK)", {"op": "attribute_not_exists", "path": "SK"}),
    ("attribute_type(a, :t)", {"op": "attribute_type", "path": "a", "type": "SS", "placeholder": "t"}),
    ("begins_with(a, :v)", {"op": "begins_with", "path": "a", "value": VX}),
    ("contains(a, :v)", {"op": "contains", "path": "a", "value": VX}),
    ("contains(a, b)", {"op": "contains", "path": "a", "value": P("b")}),
    ("size(a) > :w", {"op": ">", "left": {"size": "a"}, "right": VW}),
    (":w < size(a)", {"op": "<", "left": VW, "right": {"size": "a"}}),
    ("size(a) BETWEEN :n AND :w", {"op": "between", "operand": {"size": "a"}, "low": VN, "high": VW}),
    ("NOT attribute_exists(a)", {"op": "not", "condition": {"op": "attribute_exists", "path": "a"}}),
    # paths
    ("a.b.c = :v", {"op": "=", "left": P("a.b.c"), "right": VX}),
    ("a[0] = :v", {"op": "=", "left": P("a[0]"), "right": VX}),
    ("a[0][12].b = :v", {"op": "=", "left": P("a[0][12].b"), "right": VX}),
    ("a . b [ 1 ] = :v", {"op": "=", "left": P("a.b[1]"), "right": VX}),
    ("a1_B = :v", {"op": "=", "left": P("a1_B"), "right": VX}),
]


@pytest.mark.parametrize("text,expected", CONDITIONS, ids=[c[0] for c in CONDITIONS])
def test_condition_forms(text, expected):
    assert cond(text) == expected


A, B, C, D = ({"op": "attribute_exists", "path": x} for x in "abcd")
PRECEDENCE = [
    ("attribute_exists(a) AND attribute_exists(b)", {"op": "and", "conditions": [A, B]}),
    ("attribute_exists(a) OR attribute_exists(b)", {"op": "or", "conditions": [A, B]}),
    # AND binds tighter than OR, on either side
    (
        "attribute_exists(a) AND attribute_exists(b) OR attribute_exists(c)",
        {"op": "or", "conditions": [{"op": "and", "conditions": [A, B]}, C]},
    ),
    (
        "attribute_exists(a) OR attribute_exists(b) AND attribute_exists(c)",
        {"op": "or", "conditions": [A, {"op": "and", "conditions": [B, C]}]},
    ),
    # NOT binds tighter than AND
    (
        "NOT attribute_exists(a) AND attribute_exists(b)",
        {"op": "and", "conditions": [{"op": "not", "condition": A}, B]},
    ),
    ("NOT NOT attribute_exists(a)", {"op": "not", "condition": {"op": "not", "condition": A}}),
    # parentheses override
    (
        "(attribute_exists(a) OR attribute_exists(b)) AND attribute_exists(c)",
        {"op": "and", "conditions": [{"op": "or", "conditions": [A, B]}, C]},
    ),
    (
        "NOT (attribute_exists(a) AND attribute_exists(b))",
        {"op": "not", "condition": {"op": "and", "conditions": [A, B]}},
    ),
    ("(attribute_exists(a))", A),
    # chains flatten into one group
    (
        "attribute_exists(a) AND attribute_exists(b) AND attribute_exists(c) AND attribute_exists(d)",
        {"op": "and", "conditions": [A, B, C, D]},
    ),
    ("(attribute_exists(a) AND attribute_exists(b)) AND attribute_exists(c)", {"op": "and", "conditions": [A, B, C]}),
    ("attribute_exists(a) OR (attribute_exists(b) OR attribute_exists(c))", {"op": "or", "conditions": [A, B, C]}),
    # BETWEEN's AND is not the logical AND
    (
        "a BETWEEN :n AND :w AND attribute_exists(b)",
        {"op": "and", "conditions": [{"op": "between", "operand": P("a"), "low": VN, "high": VW}, B]},
    ),
]


@pytest.mark.parametrize("text,expected", PRECEDENCE, ids=[c[0] for c in PRECEDENCE])
def test_precedence_and_parentheses(text, expected):
    assert cond(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "attribute_exists(a) and not attribute_exists(b) or attribute_exists(c)",
        "attribute_exists(a) AnD NoT attribute_exists(b) oR attribute_exists(c)",
        "ATTRIBUTE_EXISTS(a) AND NOT attribute_exists(b) OR attribute_exists(c)".replace(
            "ATTRIBUTE_EXISTS", "attribute_exists"
        ),
    ],
)
def test_keywords_are_case_insensitive(text):
    assert cond(text) == {
        "op": "or",
        "conditions": [{"op": "and", "conditions": [A, {"op": "not", "condition": B}]}, C],
    }


def test_between_and_in_keywords_case_insensitive():
    assert cond("a between :n and :w") == cond("a BETWEEN :n AND :w")
    assert cond("a in (:v)") == cond("a IN (:v)")


def test_names_that_start_with_keywords_are_names():
    assert cond("android = :v")["left"] == P("android")
    assert cond("notes = :v")["left"] == P("notes")
    assert cond("order_in = :v")["left"] == P("order_in")


# --------------------------------------------------------------------------
# Placeholders
# --------------------------------------------------------------------------
def test_name_placeholders_resolve_per_segment():
    got = cond("#a.#b[0].c = :v", names={"#a": "first.name", "#b": "status"})
    # a segment with a dot makes the state use a segment list
    assert got["left"] == {"path": ["first.name", "status", 0, "c"]}
    got = cond("#s = :v", names={"#s": "status"})
    assert got["left"] == {"path": "status"}


def test_value_placeholders_keep_their_names():
    params = {
        "TableName": "tbl",
        "Key": KEY,
        "UpdateExpression": "SET a = :one, b = :uno",
        "ExpressionAttributeValues": {":one": {"N": "1"}, ":uno": {"N": "1"}},
    }
    state = parse_request("UpdateItem", params)
    assert state["update"] == [
        {"action": "SET", "path": "a", "value": N("1", "one")},
        {"action": "SET", "path": "b", "value": N("1", "uno")},
    ]
    assert render(state)[1] == params  # two names for one value stay two


def test_typed_values_of_every_type():
    values = {
        ":s": {"S": "x"},
        ":n": {"N": "1.50"},
        ":b": {"B": "AAE="},
        ":t": {"BOOL": True},
        ":z": {"NULL": True},
        ":l": {"L": [{"S": "a"}, {"N": "1"}]},
        ":m": {"M": {"k": {"SS": ["a", "b"]}}},
        ":ss": {"SS": ["a"]},
        ":ns": {"NS": ["1", "2"]},
        ":bs": {"BS": ["AA=="]},
    }
    text = "SET " + ", ".join(f"a{i} = {k}" for i, k in enumerate(values))
    got = upd(text, values=values)
    assert [r["value"]["type"] for r in got] == ["S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS"]
    assert got[1]["value"] == N("1.50", "n")
    assert got[5]["value"] == {"type": "L", "value": [S("a"), N("1")], "placeholder": "l"}


def test_binary_as_bytes_like_boto3_client():
    state = parse_request(
        "DeleteItem",
        {
            "TableName": "tbl",
            "Key": {"PK": {"B": b"\x00\x01"}},
            "ConditionExpression": "b = :b",
            "ExpressionAttributeValues": {":b": {"B": b"\x02"}},
        },
    )
    assert state["key"] == {"PK": {"type": "B", "value": "AAE="}}
    assert state["condition"]["right"] == {"type": "B", "value": "Ag==", "placeholder": "b"}


# --------------------------------------------------------------------------
# Update expressions
# --------------------------------------------------------------------------
UPDATES = [
    ("SET a = :v", [{"action": "SET", "path": "a", "value": VX}]),
    ("SET a = b", [{"action": "SET", "path": "a", "value": P("b")}]),
    ("SET a = (b)", [{"action": "SET", "path": "a", "value": P("b")}]),
    ("SET a = a + :w", [{"action": "SET", "path": "a", "value": {"plus": [P("a"), VW]}}]),
    ("SET a = :w - b", [{"action": "SET", "path": "a", "value": {"minus": [VW, P("b")]}}]),
    (
        "SET a = if_not_exists(a, :w) + :n",
        [{"action": "SET", "path": "a", "value": {"plus": [{"if_not_exists": ["a", VW]}, VN]}}],
    ),
    (
        "SET a = list_append(a, :l)",
        [
            {
                "action": "SET",
                "path": "a",
                "value": {"list_append": [P("a"), {"type": "L", "value": [], "placeholder": "l"}]},
            }
        ],
    ),
    (
        "SET a = list_append(if_not_exists(a, :l), b)",
        [
            {
                "action": "SET",
                "path": "a",
                "value": {
                    "list_append": [{"if_not_exists": ["a", {"type": "L", "value": [], "placeholder": "l"}]}, P("b")]
                },
            }
        ],
    ),
    ("SET a = if_not_exists(b, c)", [{"action": "SET", "path": "a", "value": {"if_not_exists": ["b", P("c")]}}]),
    ("REMOVE a, b.c[2]", [{"action": "REMOVE", "path": "a"}, {"action": "REMOVE", "path": "b.c[2]"}]),
    ("ADD a :w, b :n", [{"action": "ADD", "path": "a", "value": VW}, {"action": "ADD", "path": "b", "value": VN}]),
    (
        "DELETE tags :ss",
        [{"action": "DELETE", "path": "tags", "value": {"type": "SS", "value": ["a"], "placeholder": "ss"}}],
    ),
    # clauses in any order and any case; the state keeps the written order
    ("remove a set b = :v", [{"action": "REMOVE", "path": "a"}, {"action": "SET", "path": "b", "value": VX}]),
    (
        "ADD c :w DELETE tags :ss REMOVE a SET b = :v",
        [
            {"action": "ADD", "path": "c", "value": VW},
            {"action": "DELETE", "path": "tags", "value": {"type": "SS", "value": ["a"], "placeholder": "ss"}},
            {"action": "REMOVE", "path": "a"},
            {"action": "SET", "path": "b", "value": VX},
        ],
    ),
]


@pytest.mark.parametrize("text,expected", UPDATES, ids=[u[0] for u in UPDATES])
def test_update_forms(text, expected):
    assert upd(text, values={**V, ":ss": {"SS": ["a"]}}) == expected


def test_update_clause_order_renders_canonically():
    state = parse_request(
        "UpdateItem",
        {
            "TableName": "tbl",
            "Key": KEY,
            "UpdateExpression": "REMOVE a SET b = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
    )
    assert render(state)[1]["UpdateExpression"] == "SET b = :v REMOVE a"


# --------------------------------------------------------------------------
# Key conditions and projections
# --------------------------------------------------------------------------
def query(text, values=None, names=None):
    values = values or {":p": {"S": "p"}, ":s": {"S": "s"}}
    params = {
        "TableName": "tbl",
        "KeyConditionExpression": text,
        "ExpressionAttributeValues": {k: v for k, v in values.items() if k in text},
    }
    if names:
        params["ExpressionAttributeNames"] = names
    return parse_request("Query", params)["key_condition"]


KEY_CONDITIONS = [
    ("PK = :p", {"partition": {"name": "PK", "value": S("p", "p")}}),
    (
        "PK = :p AND SK = :s",
        {"partition": {"name": "PK", "value": S("p", "p")}, "sort": {"name": "SK", "op": "=", "value": S("s", "s")}},
    ),
    (
        "PK = :p AND SK < :s",
        {"partition": {"name": "PK", "value": S("p", "p")}, "sort": {"name": "SK", "op": "<", "value": S("s", "s")}},
    ),
    (
        "SK >= :s AND PK = :p",
        {"partition": {"name": "PK", "value": S("p", "p")}, "sort": {"name": "SK", "op": ">=", "value": S("s", "s")}},
    ),
    (
        "(PK = :p) AND (SK > :s)",
        {"partition": {"name": "PK", "value": S("p", "p")}, "sort": {"name": "SK", "op": ">", "value": S("s", "s")}},
    ),
    (
        ":p = PK AND :s < SK",
        {"partition": {"name": "PK", "value": S("p", "p")}, "sort": {"name": "SK", "op": ">", "value": S("s", "s")}},
    ),
    (
        "PK = :p and begins_with(SK, :s)",
        {
            "partition": {"name": "PK", "value": S("p", "p")},
            "sort": {"name": "SK", "op": "begins_with", "value": S("s", "s")},
        },
    ),
    (
        "PK = :p AND SK BETWEEN :p AND :s",
        {
            "partition": {"name": "PK", "value": S("p", "p")},
            "sort": {"name": "SK", "op": "between", "value": S("p", "p"), "high": S("s", "s")},
        },
    ),
    (
        "#pk = :p AND #sk = :s",
        {"partition": {"name": "P-K", "value": S("p", "p")}, "sort": {"name": "name", "op": "=", "value": S("s", "s")}},
    ),
]


@pytest.mark.parametrize("text,expected", KEY_CONDITIONS, ids=[k[0] for k in KEY_CONDITIONS])
def test_key_conditions(text, expected):
    names = {"#pk": "P-K", "#sk": "name"} if "#" in text else None
    assert query(text, names=names) == expected


def test_projection():
    state = parse_request(
        "GetItem",
        {
            "TableName": "tbl",
            "Key": KEY,
            "ProjectionExpression": "a, b.c[0], #d, #e.f",
            "ExpressionAttributeNames": {"#d": "d.x", "#e": "size"},
        },
    )
    assert state["projection"] == ["a", "b.c[0]", ["d.x"], "size.f"]


# --------------------------------------------------------------------------
# Errors, with DynamoDB's messages
# --------------------------------------------------------------------------
ERRORS = [
    # syntax (token and "near" as DynamoDB Local reports them)
    ("ConditionExpression", "a x", 'Invalid ConditionExpression: Syntax error; token: "x", near: "a x"'),
    ("ConditionExpression", "a = ", 'Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "= "'),
    ("ConditionExpression", "a = :v AND", 'Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "AND"'),
    ("ConditionExpression", "(a = :v", 'Invalid ConditionExpression: Syntax error; token: "<EOF>", near: ":v"'),
    ("ConditionExpression", "a = :v b", 'Invalid ConditionExpression: Syntax error; token: "b", near: ":v b"'),
    ("ConditionExpression", "a = :v ) ", 'Invalid ConditionExpression: Syntax error; token: ")", near: ":v ) "'),
    ("ConditionExpression", "a = :v-1", 'Invalid ConditionExpression: Syntax error; token: "-", near: ":v-1"'),
    ("ConditionExpression", "_a = :v", 'Invalid ConditionExpression: Syntax error; token: "_", near: "_a"'),
    ("ConditionExpression", "1a = :v", 'Invalid ConditionExpression: Syntax error; token: "1", near: "1a"'),
    ("ConditionExpression", "a = :v AND :v", 'Invalid ConditionExpression: Syntax error; token: "<EOF>", near: ":v"'),
    ("ConditionExpression", "", "Invalid ConditionExpression: The expression can not be empty;"),
    ("FilterExpression", "a x", 'Invalid FilterExpression: Syntax error; token: "x", near: "a x"'),
    ("UpdateExpression", "a = :v", 'Invalid UpdateExpression: Syntax error; token: "a", near: "a ="'),
    ("UpdateExpression", "SET a = :v,", 'Invalid UpdateExpression: Syntax error; token: "<EOF>", near: ","'),
    ("UpdateExpression", "SET a = :v + :v + :v", 'Invalid UpdateExpression: Syntax error; token: "+", near: ":v + :v"'),
    ("UpdateExpression", "ADD a b", 'Invalid UpdateExpression: Syntax error; token: "b", near: "a b"'),
    ("UpdateExpression", "SET a[x] = :v", 'Invalid UpdateExpression: Syntax error; token: "x", near: "[x]"'),
    ("UpdateExpression", "", "Invalid UpdateExpression: The expression can not be empty;"),
    ("ProjectionExpression", "a,", 'Invalid ProjectionExpression: Syntax error; token: "<EOF>", near: ","'),
    ("ProjectionExpression", "", "Invalid ProjectionExpression: The expression can not be empty;"),
    # update clauses
    (
        "UpdateExpression",
        "SET a = :v SET b = :v",
        'Invalid UpdateExpression: The "SET" section can only be used once in an update expression;',
    ),
    (
        "UpdateExpression",
        "REMOVE a set b = :v remove c",
        'Invalid UpdateExpression: The "REMOVE" section can only be used once in an update expression;',
    ),
    # functions: case-sensitive names, where each may appear, arity, operand kinds
    (
        "ConditionExpression",
        "ATTRIBUTE_EXISTS(a)",
        "Invalid ConditionExpression: Invalid function name; function: ATTRIBUTE_EXISTS",
    ),
    ("ConditionExpression", "foo(a)", "Invalid ConditionExpression: Invalid function name; function: foo"),
    (
        "UpdateExpression",
        "SET a = IF_NOT_EXISTS(a, :v)",
        "Invalid UpdateExpression: Invalid function name; function: IF_NOT_EXISTS",
    ),
    (
        "ConditionExpression",
        "attribute_exists(a, b)",
        "Invalid ConditionExpression: Incorrect number of operands for operator or function; operator or function: attribute_exists, number of operands: 2",
    ),
    ("ConditionExpression", "attribute_exists()", 'Invalid ConditionExpression: Syntax error; token: ")", near: "()"'),
    (
        "UpdateExpression",
        "SET a = list_append(a)",
        "Invalid UpdateExpression: Incorrect number of operands for operator or function; operator or function: list_append, number of operands: 1",
    ),
    (
        "ConditionExpression",
        "attribute_exists(:v)",
        "Invalid ConditionExpression: Operator or function requires a document path; operator or function: attribute_exists",
    ),
    (
        "ConditionExpression",
        "attribute_exists(size(a))",
        "Invalid ConditionExpression: Operator or function requires a document path; operator or function: attribute_exists",
    ),
    (
        "UpdateExpression",
        "SET a = if_not_exists(:v, a)",
        "Invalid UpdateExpression: Operator or function requires a document path; operator or function: if_not_exists",
    ),
    (
        "ConditionExpression",
        "size(a)",
        "Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: size",
    ),
    (
        "ConditionExpression",
        "attribute_exists(a) = :v",
        "Invalid ConditionExpression: The function is not allowed to be used this way in an expression; function: attribute_exists",
    ),
    (
        "ConditionExpression",
        "if_not_exists(a, :v) = :v",
        "Invalid ConditionExpression: The function is not allowed in a condition expression; function: if_not_exists",
    ),
    (
        "UpdateExpression",
        "SET a = size(b)",
        "Invalid UpdateExpression: The function is not allowed in an update expression; function: size",
    ),
    (
        "UpdateExpression",
        "SET a = attribute_exists(b)",
        "Invalid UpdateExpression: The function is not allowed in an update expression; function: attribute_exists",
    ),
    (
        "ConditionExpression",
        "attribute_type(a, :v)",
        "Invalid ConditionExpression: Invalid attribute type name found; type: x, valid types: {N,BS,L,B,NULL,M,S,SS,NS,BOOL}",
    ),
    # undefined placeholders
    (
        "ConditionExpression",
        "#x = :v",
        "Invalid ConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #x",
    ),
    (
        "ConditionExpression",
        "a = :x",
        "Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :x",
    ),
    (
        "ProjectionExpression",
        "a, #x",
        "Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; attribute name: #x",
    ),
    # key conditions (DynamoDB Local's wording)
    ("KeyConditionExpression", "PK = :v OR SK = :v", "Invalid operator used in KeyConditionExpression: OR"),
    ("KeyConditionExpression", "NOT PK = :v", "Invalid operator used in KeyConditionExpression: NOT"),
    (
        "KeyConditionExpression",
        "PK = :v AND attribute_exists(SK)",
        "Invalid operator used in KeyConditionExpression: attribute_exists",
    ),
    (
        "KeyConditionExpression",
        "PK = :v AND SK = :v AND SK = :v",
        "KeyConditionExpressions must only contain one condition per key",
    ),
    (
        "KeyConditionExpression",
        "PK.x = :v",
        "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: PK",
    ),
    ("KeyConditionExpression", "PK < :v", "Query key condition not supported"),
    (
        "KeyConditionExpression",
        "PK = :v AND PK = :v",
        "KeyConditionExpressions must only contain one condition per key",
    ),
    ("KeyConditionExpression", "PK = :v AND SK <> :v", "Invalid operator used in KeyConditionExpression: <>"),
    ("KeyConditionExpression", "PK = :v AND SK IN (:v)", "Invalid operator used in KeyConditionExpression: IN"),
    # the core's own checks, made while building nodes
    ("ConditionExpression", "a < :l", "< compares strings, numbers or binary, not a list"),
    ("ConditionExpression", "a = a", "= compares a with itself; DynamoDB requires the operands to differ"),
    ("UpdateExpression", "SET a = a + :v", "+ works on numbers; a string value cannot be added or subtracted"),
    ("UpdateExpression", "ADD a :v", "ADD works on a number or a set, not a string; use SET for other types"),
]


@pytest.mark.parametrize("kind,text,message", ERRORS, ids=[f"{e[0]}:{e[1]}" for e in ERRORS])
def test_expression_errors(kind, text, message):
    with pytest.raises(ExprError) as e:
        parse_expression(kind, text, Context(values=V))
    assert e.value.message == message


def test_errors_located_in_the_request_and_collected():
    params = {
        "TransactItems": [
            {"Put": {"TableName": "tbl", "Item": KEY, "ConditionExpression": "a x"}},
            {
                "Update": {
                    "TableName": "tbl",
                    "Key": KEY,
                    "UpdateExpression": "SET a = :v",
                    "ConditionExpression": "#n = :v",
                    "ExpressionAttributeValues": {":v": {"S": "x"}},
                }
            },
            {
                "Delete": {
                    "TableName": "tbl",
                    "Key": KEY,
                    "ConditionExpression": "a = :v",
                    "ExpressionAttributeNames": {"#x": "x", "#y": "y"},
                    "ExpressionAttributeValues": {":v": {"S": "x"}, ":w": {"N": "1"}},
                }
            },
        ]
    }
    with pytest.raises(ParseError) as e:
        parse_request(None, params)
    assert [str(p) for p in e.value.problems] == [
        'TransactItems[0].Put.ConditionExpression: Invalid ConditionExpression: Syntax error; token: "x", near: "a x"',
        "TransactItems[1].Update.ConditionExpression: Invalid ConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #n",
        "TransactItems[2].Delete.ExpressionAttributeNames: Value provided in ExpressionAttributeNames unused in expressions: keys: {#x, #y}",
        "TransactItems[2].Delete.ExpressionAttributeValues: Value provided in ExpressionAttributeValues unused in expressions: keys: {:w}",
    ]
    assert e.value.by_location()["TransactItems[2].Delete.ExpressionAttributeNames"]


def test_unused_placeholders_count_every_expression():
    params = {
        "TableName": "tbl",
        "Key": KEY,
        "UpdateExpression": "SET #a = :v",
        "ConditionExpression": "#b = :w",
        "ExpressionAttributeNames": {"#a": "a", "#b": "b"},
        "ExpressionAttributeValues": {":v": {"S": "x"}, ":w": {"S": "y"}},
    }
    parse_request("UpdateItem", params)  # both maps fully used across the two expressions
    params["ExpressionAttributeNames"]["#q"] = "q"
    with pytest.raises(
        ParseError,
        match=r"^ExpressionAttributeNames: Value provided in ExpressionAttributeNames unused in expressions: keys: \{#q\}$",
    ):
        parse_request("UpdateItem", params)


@pytest.mark.parametrize(
    "params,message",
    [
        (  # ElectroDB's names (an UpdateItem left without its UpdateExpression, fuzz seed 777)
            {
                "FilterExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
                "ExpressionAttributeNames": {
                    "#id": "id",
                    "#mall": "mall",
                    "#rent": "rent",
                    "#__edb_e__": "__edb_e__",
                    "#__edb_v__": "__edb_v__",
                    "#pk": "pk",
                    "#sk": "sk",
                },
            },
            "ExpressionAttributeNames: Value provided in ExpressionAttributeNames unused in expressions: "
            "keys: {#mall, #__edb_v__, #__edb_e__, #id, #rent}",
        ),
        (  # 13 keys: a table of 32 buckets
            {"FilterExpression": "a = :v0", "ExpressionAttributeValues": {f":v{i}": {"N": str(i)} for i in range(13)}},
            "ExpressionAttributeValues: Value provided in ExpressionAttributeValues unused in expressions: "
            "keys: {:v11, :v12, :v10, :v1, :v2, :v3, :v4, :v5, :v6, :v7, :v8, :v9}",
        ),
    ],
)
def test_unused_placeholders_are_listed_in_dynamodbs_hash_order(params, message):
    """DynamoDB Local lists unused placeholders as a java.util.HashSet copied
    from the map's keys lists them, not in the map's order (its answers,
    quoted)."""
    with pytest.raises(ParseError) as e:
        parse_request("Scan", {"TableName": "tbl", **params})
    assert [str(p) for p in e.value.problems] == [message]


@pytest.mark.parametrize(
    "params,message",
    [
        (
            {"TableName": "tbl", "Key": KEY, "AttributesToGet": ["a"], "ProjectionExpression": "b"},
            "AttributesToGet: AttributesToGet is a legacy parameter, beside expression parameters or placeholder maps",
        ),
        ({"TableName": "tbl", "Key": {"PK": {"N": "x"}}}, 'Key.PK.value: number expected, got "x"'),
        (
            {
                "TableName": "tbl",
                "Key": KEY,
                "ProjectionExpression": "a = :v",
                "ExpressionAttributeValues": {":v": {"S": "x"}},
            },
            'ProjectionExpression: Invalid ProjectionExpression: Syntax error; token: "=", near: "a = :v"',
        ),
        (
            {"TableName": "tbl", "Key": KEY, "ProjectionExpression": 3},
            "ProjectionExpression: ProjectionExpression must be a string, got 3",
        ),
        (
            {
                "TableName": "tbl",
                "Key": KEY,
                "ConditionExpression": "a = :v",
                "ExpressionAttributeValues": {":v": {"N": "abc"}},
            },
            'ExpressionAttributeValues[":v"].value: number expected, got "abc"',
        ),
    ],
)
def test_request_errors(params, message):
    with pytest.raises(ParseError) as e:
        parse_request(None, params)
    assert str(e.value).startswith(message)


def test_unknown_operation_and_not_an_object():
    with pytest.raises(ParseError, match="operation must be one of"):
        parse_request("ExecuteStatement", {})
    with pytest.raises(ParseError, match="request parameters are a JSON object"):
        parse_request(None, [1])


def test_syntax_message_edges():
    assert syntax_message("", None) == 'Syntax error; token: "<EOF>", near: ""'
    assert syntax_message("a", 0) == 'Syntax error; token: "a", near: "a"'


# --------------------------------------------------------------------------
# Whole requests
# --------------------------------------------------------------------------
DETECT = [
    ({"TransactItems": [{"Get": {}}]}, "TransactGetItems"),
    ({"TransactItems": [{"Put": {}}]}, "TransactWriteItems"),
    ({"TableName": "t", "KeyConditionExpression": "x"}, "Query"),
    ({"TableName": "t", "Key": {}, "UpdateExpression": "x"}, "UpdateItem"),
    ({"TableName": "t", "Item": {}}, "PutItem"),
    ({"TableName": "t", "Key": {}, "ConditionExpression": "x"}, "DeleteItem"),
    ({"TableName": "t", "Key": {}, "ReturnValues": "ALL_OLD"}, "DeleteItem"),
    ({"TableName": "t", "Key": {}}, "GetItem"),
    ({"TableName": "t", "Key": {}, "ProjectionExpression": "a"}, "GetItem"),
    ({"TableName": "t"}, "Scan"),
    ({"TableName": "t", "FilterExpression": "x"}, "Scan"),
]


@pytest.mark.parametrize("params,op", DETECT, ids=[d[1] + str(i) for i, d in enumerate(DETECT)])
def test_detect_operation(params, op):
    assert detect_operation(params) == op


def test_ambiguous_request_can_be_forced():
    params = {"TableName": "tbl", "Key": KEY}
    assert parse_request(None, params)["operation"] == "GetItem"
    assert parse_request("DeleteItem", params)["operation"] == "DeleteItem"
    assert parse_document({"operation": "DeleteItem", "request": params})["operation"] == "DeleteItem"
    assert parse_document({"request": params})["operation"] == "GetItem"
    assert parse_document(params)["operation"] == "GetItem"


def test_options_and_exclusive_start_key():
    params = {
        "TableName": "Social",
        "FilterExpression": "attribute_exists(likeTally)",
        "Segment": 0,
        "TotalSegments": 4,
        "Select": "COUNT",
        "ConsistentRead": True,
        "ExclusiveStartKey": KEY,
        "ReturnConsumedCapacity": "TOTAL",
    }
    state = parse_request(None, params)
    assert state == {
        "version": 1,
        "operation": "Scan",
        "table": "Social",
        "filter": {"op": "attribute_exists", "path": "likeTally"},
        "options": {
            "segment": 0,
            "total_segments": 4,
            "select": "COUNT",
            "consistent_read": True,
            "exclusive_start_key": SKEY,
            "return_consumed_capacity": "TOTAL",
        },
    }
    assert render(state)[1] == params


def test_parameters_dynamodb_does_not_know_are_ignored_as_dynamodb_ignores_them():
    # an option of another operation, a parameter of no operation: DynamoDB
    # answers as without them (DynamoDB Local 3.3.0), so the pasted request
    # means the same without them (the checker warns about each)
    plain = parse_request("GetItem", {"TableName": "tbl", "Key": KEY})
    assert parse_request("GetItem", {"TableName": "tbl", "Key": KEY, "Limit": 3, "Colour": 1}) == plain


@pytest.mark.parametrize(
    "extra, options",
    [
        ({"ConsistentRead": "true"}, {"consistent_read": True}),
        ({"ConsistentRead": "FALSE"}, {"consistent_read": False}),
        ({"ConsistentRead": 0}, {"consistent_read": False}),
        # AWS refuses one outside its enum (the loader then says so): kept as written, not read as another
        ({"ReturnConsumedCapacity": "total"}, {"return_consumed_capacity": "total"}),
        ({"ReturnConsumedCapacity": "x"}, {"return_consumed_capacity": "x"}),
    ],
)
def test_parameters_read_as_dynamodb_reads_them(extra, options):
    state = parse_request("GetItem", {"TableName": "tbl", "Key": KEY, **extra})
    assert state.get("options") == options


def test_transaction_with_token_and_per_action_return_values():
    params = {
        "TransactItems": [
            {
                "ConditionCheck": {
                    "TableName": "Social",
                    "Key": KEY,
                    "ConditionExpression": "#status = :status",
                    "ExpressionAttributeNames": {"#status": "status"},
                    "ExpressionAttributeValues": {":status": {"S": "active"}},
                    "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                }
            },
            {
                "Update": {
                    "TableName": "Social",
                    "Key": KEY,
                    "UpdateExpression": "ADD commentCount :one",
                    "ExpressionAttributeValues": {":one": {"N": "1"}},
                }
            },
        ],
        "ClientRequestToken": "comment-0001-7c20",
        "ReturnConsumedCapacity": "TOTAL",
    }
    state = parse_request(None, params)
    assert state["operation"] == "TransactWriteItems"
    assert state["client_request_token"] == "comment-0001-7c20"
    assert state["options"] == {"return_consumed_capacity": "TOTAL"}
    assert state["actions"][0] == {
        "type": "ConditionCheck",
        "table": "Social",
        "key": SKEY,
        "condition": {"op": "=", "left": P("status"), "right": S("active", "status")},
        "return_values_on_condition_check_failure": "ALL_OLD",
    }
    assert render(state)[1] == params


def test_transact_get():
    params = {
        "TransactItems": [
            {"Get": {"TableName": "Social", "Key": KEY, "ProjectionExpression": "likeTally, commentCount"}}
        ]
    }
    state = parse_request(None, params)
    assert state["operation"] == "TransactGetItems"
    assert state["actions"] == [
        {"type": "Get", "table": "Social", "key": SKEY, "projection": ["likeTally", "commentCount"]}
    ]
    assert render(state)[1] == params


def test_transaction_entry_errors():
    # (DynamoDB ignores a parameter it does not know, Bogus, in a transaction too)
    with pytest.raises(ParseError) as e:
        parse_request("TransactWriteItems", {"TransactItems": [{"Get": {}}, {"Put": 1}], "Bogus": 1})
    assert [str(p) for p in e.value.problems] == [
        'TransactItems[0]: each entry holds one of Put, Update, Delete, ConditionCheck, like {"Put": {...}}',
        "TransactItems[1].Put: an object expected, got 1",
    ]


# --------------------------------------------------------------------------
# Plain values (a boto3 Table call written as JSON)
# --------------------------------------------------------------------------
def test_plain_values():
    params = {
        "TableName": "Social",
        "Key": {"PK": "POST#a91f", "SK": "META"},
        "UpdateExpression": "SET a = :s, b = :n, c = :f, d = :t, e = :z, f = :l, g = :m",
        "ExpressionAttributeValues": {
            ":s": "x",
            ":n": 42,
            ":f": decimal.Decimal("1.50"),
            ":t": True,
            ":z": None,
            ":l": ["a", 1],
            ":m": {"k": False},
        },
    }
    assert values_are_plain(params, "UpdateItem")
    state = parse_request(None, params)
    assert state["key"] == {"PK": S("POST#a91f"), "SK": S("META")}
    assert [r["value"] for r in state["update"]] == [
        S("x", "s"),
        N("42", "n"),
        N("1.50", "f"),
        {"type": "BOOL", "value": True, "placeholder": "t"},
        {"type": "NULL", "value": True, "placeholder": "z"},
        {"type": "L", "value": [S("a"), N("1")], "placeholder": "l"},
        {"type": "M", "value": {"k": {"type": "BOOL", "value": False}}, "placeholder": "m"},
    ]
    load_state(state)


def test_plain_float_uses_its_shortest_text():
    state = parse_request(None, {"TableName": "tbl", "Item": {"PK": "a", "x": 0.1}})
    assert state["item"]["x"] == N("0.1")


def test_detection_is_per_request():
    # one plain value makes the whole request plain: {"S": "x"} is then a map
    params = {"TableName": "tbl", "Item": {"PK": "a", "doc": {"S": "x"}}}
    state = parse_request(None, params)
    assert state["item"]["doc"] == {"type": "M", "value": {"S": S("x")}}
    typed = {"TableName": "tbl", "Item": {"PK": {"S": "a"}, "doc": {"S": "x"}}}
    assert not values_are_plain(typed, "PutItem")
    assert parse_request(None, typed)["item"]["doc"] == S("x")


# --------------------------------------------------------------------------
# Placeholder settings and determinism
# --------------------------------------------------------------------------
def test_recognises_alias_all_and_compact():
    params = {
        "TableName": "tbl",
        "Key": KEY,
        "ConditionExpression": "#n0 = :v0 AND #n1.#n2 > :v1",
        "ExpressionAttributeNames": {"#n0": "status", "#n1": "a", "#n2": "b"},
        "ExpressionAttributeValues": {":v0": {"S": "x"}, ":v1": {"N": "1"}},
    }
    state = parse_request("DeleteItem", params)
    assert state["placeholders"] == {"names": "all", "style": "compact"}
    assert render(state)[1] == params


def test_no_placeholder_settings_for_plain_requests():
    state = parse_request("DeleteItem", {"TableName": "tbl", "Key": KEY, "ConditionExpression": "attribute_exists(a)"})
    assert "placeholders" not in state


def test_deterministic_and_does_not_touch_input():
    params = {
        "TableName": "tbl",
        "Key": KEY,
        "UpdateExpression": "SET #ab = list_append(#ab, :l) REMOVE b ADD c :n",
        "ConditionExpression": "size(#ab) < :n OR NOT contains(d, :v)",
        "ExpressionAttributeNames": {"#ab": "a-b"},
        "ExpressionAttributeValues": {":l": {"L": []}, ":n": {"N": "1"}, ":v": {"S": "x"}},
    }
    before = copy.deepcopy(params)
    first = parse_request(None, params)
    assert params == before
    assert parse_request(None, params) == first
    assert render(first)[1] == params


def test_docs_example_parses_to_its_state():
    """docs/state.md "Parsing requests": the request block parses to the state block before it."""
    import json
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "state.md").read_text(encoding="utf-8")
    section = text.split("## Parsing requests", 1)[1].split("\n## ", 1)[0]
    state_text, request_text = re.findall(r"```json\n(.*?)```", section, re.S)
    assert parse_request(None, json.loads(request_text)) == json.loads(state_text)


def test_legacy_parameters_alone_are_read_as_expressions():
    params = {
        "TableName": "tbl",
        "Key": KEY,
        "Expected": {"a": {"Value": {"S": "x"}}, "b": {"Exists": False}},
        "ConditionalOperator": "OR",
        "AttributeUpdates": {"n": {"Action": "ADD", "Value": {"N": "1"}}, "gone": {"Action": "DELETE"}},
    }
    state = parse_request("UpdateItem", params)
    assert state["condition"] == {
        "op": "or",
        "conditions": [
            {"op": "=", "left": {"path": "a"}, "right": {"type": "S", "value": "x", "placeholder": "l0"}},
            {"op": "attribute_not_exists", "path": "b"},
        ],
    }
    assert [(u["action"], u["path"]) for u in state["update"]] == [("REMOVE", "gone"), ("ADD", "n")]


def test_key_conditions_beside_a_filter_are_read_as_the_key_condition():
    # guregu/dynamo's Query: DynamoDB takes KeyConditions with expressions other than a key condition;
    # the legacy placeholders skip the request's own (#l0 and :l0 are taken here)
    params = {
        "TableName": "tbl",
        "KeyConditions": {"pk": {"AttributeValueList": [{"S": "p"}], "ComparisonOperator": "EQ"}},
        "FilterExpression": "#l0 = :l0",
        "ExpressionAttributeNames": {"#l0": "size"},
        "ExpressionAttributeValues": {":l0": {"S": "x"}},
    }
    state = parse_request("Query", params)
    assert state["key_condition"] == {
        "partition": {"name": "pk", "value": {"type": "S", "value": "p", "placeholder": "l1"}}
    }
    assert state["filter"] == {
        "op": "=",
        "left": {"path": "size"},
        "right": {"type": "S", "value": "x", "placeholder": "l0"},
    }
    with pytest.raises(ParseError, match="legacy parameter"):  # beside a key condition: a mix DynamoDB refuses
        parse_request("Query", {**params, "KeyConditionExpression": "pk = :l0"})
    # an empty legacy parameter is no legacy parameter
    assert parse_request(
        "Scan",
        {
            "TableName": "tbl",
            "ScanFilter": {},
            "FilterExpression": "a = :l0",
            "ExpressionAttributeValues": {":l0": {"S": "x"}},
        },
    )["filter"]


@pytest.mark.parametrize(
    "text, key_schema, message",
    [
        # DynamoDB's order (learnt from DynamoDB Local; tests/differential/real/repros.py, min-keycond-*)
        (
            "contains(a, :v) AND pk.c = :v",
            (("pk", "S"),),
            "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: pk",
        ),
        ("pk <> sk", (("pk", "S"),), "Invalid operator used in KeyConditionExpression: <>"),
        ("b[0] > pk", (("pk", "S"),), "KeyConditionExpressions cannot have conditions on nested attributes"),
        (
            "b[0] > pk",
            None,
            "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: b",
        ),
        ("pk = :v and sk = :v and c = :v", (("pk", "S"),), "Conditions can be of length 1 or 2 only"),
        (
            "pk = :v and pk = :v and c = :v",
            (("pk", "S"),),
            "KeyConditionExpressions must only contain one condition per key",
        ),
        (
            ":v between pk and :v",
            (("pk", "S"),),
            "Invalid condition in KeyConditionExpression: BETWEEN operator must have the key attribute as its first operand",
        ),
        (
            "pk > :n",
            (("pk", "S"),),
            "One or more parameter values were invalid: Condition parameter type does not match schema type",
        ),
        ("pk > :v", (("pk", "S"),), "Query key condition not supported"),
        ("sk > :v", (("pk", "S"), ("sk", "S")), "Query condition missed key schema element"),
        ("sk > :v", None, "Query key condition not supported"),
    ],
)
def test_a_key_condition_is_checked_in_dynamodbs_order(text, key_schema, message):
    ctx = Context({}, {":v": {"S": "x"}, ":n": {"N": "1"}})
    ctx.key_schema = key_schema
    with pytest.raises(ExprError) as e:
        parse_expression("KeyConditionExpression", text, ctx)
    assert e.value.message == message


def _key_conditions(**entries) -> dict:
    return {
        "TableName": "tbl",
        "KeyConditions": {
            name: {"ComparisonOperator": op, "AttributeValueList": list(values)}
            for name, (op, *values) in entries.items()
        },
    }


_HASH_EQ = ("EQ", {"S": "p"})


@pytest.mark.parametrize(
    "params, message",
    [
        # DynamoDB's words and order (learnt from DynamoDB Local; repros.py, min-*-legacy-key-*)
        (_key_conditions(pk=("NE", {"S": "p"})), "Query key condition not supported"),
        (_key_conditions(pk=("IN", {"S": "p"})), "Query key condition not supported"),
        (_key_conditions(pk=("NULL",)), "Only scalar types can be used as Hash Key values"),
        (_key_conditions(pk=_HASH_EQ, sk=("NOT_NULL",)), "Only scalar types can be used as Range Key values"),
        (
            _key_conditions(pk=_HASH_EQ, sk=("CONTAINS", {"S": "s"})),
            "Attempted conditional constraint is not an indexable operation",
        ),
        (_key_conditions(pk=_HASH_EQ, a=("NULL",)), "Query condition missed key schema element"),
        (_key_conditions(sk=("NULL",)), "Query condition missed key schema element"),
        (_key_conditions(pk=_HASH_EQ, sk=("NULL",), a=_HASH_EQ), "Conditions can be of length 1 or 2 only"),
        (
            _key_conditions(pk=("NE", {"N": "1"})),
            "One or more parameter values were invalid: Condition parameter type does not match schema type",
        ),
        (_key_conditions(sk=("NULL",), pk=("GT", {"S": "p"})), "Query key condition not supported"),
        (
            _key_conditions(pk=("NE", {"S": "p"}), sk=("NULL", {"S": "s"})),
            "One or more parameter values were invalid: Invalid number of argument(s) for the NULL ComparisonOperator",
        ),
        (
            _key_conditions(pk=("EQ", {"S": ""}), sk=("NULL",)),
            "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain "
            "an empty string value. Key: pk",
        ),
    ],
)
def test_a_legacy_key_condition_operator_is_refused_in_dynamodbs_words(params, message):
    with pytest.raises(ParseError) as e:
        parse_request("Query", params, key_schema=(("pk", "S"), ("sk", "S")))
    assert e.value.problems[0].dynamodb == message
    # without the table's key (or for an index, which has keys of its own), in the builder's words
    for schema, extra in ((None, {}), ((("pk", "S"), ("sk", "S")), {"IndexName": "byA"})):
        with pytest.raises(ParseError) as e:
            parse_request("Query", {**params, **extra}, key_schema=schema)
        assert "ComparisonOperator is one of EQ, LE, LT, GE, GT, BEGINS_WITH, BETWEEN" in str(e.value)


def test_a_malformed_legacy_parameter_is_located():
    params = {
        "TableName": "tbl",
        "Key": KEY,
        "Expected": {"a": {"ComparisonOperator": "BETWEEN", "AttributeValueList": []}},
    }
    with pytest.raises(ParseError) as e:
        parse_request("DeleteItem", params)
    assert str(e.value) == "Expected.a.AttributeValueList: BETWEEN takes 2 values in AttributeValueList, got 0"


# DynamoDB's first reading of a tree (parse._first_pass) stands where its
# problem is: a function's arguments, if_not_exists's first one (read as a whole
# SET value), a + or -'s operands, IN's list, BETWEEN's bounds, NOT and groups.
# A tree is measured and found clean in one walk, and only a tree that is not is
# read again by the first reading; these hold that walk to what the first
# reading finds, with reserved words allowed and refused. Each problem stands
# after a function with too few arguments (``begins_with(a)``,
# ``list_append(:l)``), which a later reading refuses: a problem the walk
# missed would be reported as that one.
_FIRST_READING = [
    ("UpdateExpression", "SET a = list_append(:l), b = if_not_exists(c[2147483648], :n)", "index: [2147483648]"),
    ("UpdateExpression", "SET a = list_append(:l), b = if_not_exists(c, size(d))", "update expression; function: size"),
    (
        "UpdateExpression",
        "SET a = list_append(:l), b = if_not_exists(c, list_append(:l, :l))",
        "way in an expression; function: list_append",
    ),
    (
        "UpdateExpression",
        "SET a = list_append(:l), b = c + list_append(:l, :l)",
        "way in an expression; function: list_append",
    ),
    ("UpdateExpression", "SET a = list_append(:l), b = foo(c)", "Invalid function name; function: foo"),
    ("UpdateExpression", "SET a = list_append(:l) REMOVE b[2147483648]", "index: [2147483648]"),
    ("UpdateExpression", "SET a = list_append(if_not_exists(b, :l), :l), c = b + if_not_exists(c, :n)", None),
    ("ConditionExpression", "begins_with(a) AND b[2147483648] = :n", "index: [2147483648]"),
    (
        "ConditionExpression",
        "begins_with(a) OR c = if_not_exists(b, :n)",
        "condition expression; function: if_not_exists",
    ),
    (
        "ConditionExpression",
        "begins_with(a) OR c BETWEEN :n AND list_append(:l, :l)",
        "condition expression; function: list_append",
    ),
    (
        "ConditionExpression",
        "begins_with(a) OR c IN (:n, if_not_exists(b, :n))",
        "condition expression; function: if_not_exists",
    ),
    (
        "ConditionExpression",
        "begins_with(a) OR contains(c, if_not_exists(b, :n))",
        "condition expression; function: if_not_exists",
    ),
    (
        "ConditionExpression",
        "begins_with(a) OR NOT (size(b) > :n AND c = :n) OR size(d)",
        "this way in an expression; function: size",
    ),
    ("ConditionExpression", "begins_with(a) OR Size(b) > :n", "Invalid function name; function: Size"),
    ("ConditionExpression", "size(a) > :n AND (contains(size(b), :n) OR a.b[2147483647] = :n)", None),
    ("ProjectionExpression", "a, b[2147483648]", "index: [2147483648]"),
]
_RESERVED_ONLY = [  # a reserved word written plainly: refused only when reserved words are refused
    ("ConditionExpression", "begins_with(a) OR zone = :n", "reserved keyword: zone"),
    ("ConditionExpression", "begins_with(a) OR size(b[1].#n) > :n OR NOT contains(c, Name)", "reserved keyword: Name"),
    ("UpdateExpression", "SET a = list_append(:l), b = if_not_exists(Data, :n)", "reserved keyword: Data"),
    ("UpdateExpression", "SET a = list_append(:l) ADD b :n REMOVE c, d.Comment", "reserved keyword: Comment"),
    ("ProjectionExpression", "a, name", "reserved keyword: name"),
]


def _read_in(kind: str, text: str, refuse_reserved: bool) -> str | None:
    ctx = Context({"#n": "x"}, {k: v for k, v in V.items() if k in text})
    ctx.refuse_reserved = refuse_reserved
    try:
        parse_expression(kind, text, ctx)
    except ExprError as e:
        return e.message
    return None


@pytest.mark.parametrize(("kind", "text", "problem"), _FIRST_READING + _RESERVED_ONLY)
@pytest.mark.parametrize("refuse_reserved", [False, True])
def test_the_first_reading_finds_its_problem_wherever_it_stands(kind, text, problem, refuse_reserved):
    for _ in range(2):  # and again, from what the parser kept of the first reading
        got = _read_in(kind, text, refuse_reserved)
        if problem is None:
            assert got is None
        elif (kind, text, problem) in _RESERVED_ONLY and not refuse_reserved:
            assert got is None or "reserved keyword" not in got
        else:
            assert got is not None and got.startswith(f"Invalid {kind}: ") and got.endswith(problem)


def test_values_are_plain_as_all_and_any_say():
    """values_are_plain reads the values in one loop: plain JSON when one is
    no object, or none names a type (there being some), as all() and any()
    over them say, on every corpus request and on each with its values made
    plain, empty or mixed."""
    from builder.expr import reader
    from tests.differential.compare import load_cases

    def by_all_and_any(params, op):
        found = reader._all_values(params, op)
        return not (all(isinstance(v, dict) for v in found) and (not found or any(is_typed(v) for v in found)))

    from builder.expr.values import is_typed

    answers = set()
    for case in load_cases():
        op, params = case["operation"], case["request"]
        variants = [params]
        if isinstance(params.get("ExpressionAttributeValues"), dict) and params["ExpressionAttributeValues"]:
            first = next(iter(params["ExpressionAttributeValues"]))
            for v in (1, {"x": 1}, {}, "s"):
                variants.append(
                    {**params, "ExpressionAttributeValues": {**params["ExpressionAttributeValues"], first: v}}
                )
            variants.append({**params, "ExpressionAttributeValues": {first: {"a": 1}}, "Item": {"k": {"b": 2}}})
        for p in variants:
            got = values_are_plain(p, op)
            assert got == by_all_and_any(p, op), (case["id"], p)
            answers.add(got)
    assert answers == {True, False}
