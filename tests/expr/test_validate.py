"""The request around the expressions, checked as DynamoDB checks it (issue 12).

Every answer below is DynamoDB Local 3.3.0's (sent as raw JSON with
tests/differential/wire.py): the first problem of a request with two, the
words for malformed values, the parameters DynamoDB ignores or reads leniently,
and the order of a failed condition and an update of a key attribute. The
simulator must give the same answer, and the checker the same first error.
"""

from __future__ import annotations

import pytest

from builder.expr.check import IGNORED_PARAMETER, check_document
from builder.expr.reader import parse_request
from builder.expr.simulate import simulate
from builder.expr.state import render

TABLE = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "sk", "AttributeType": "S"},
    ],
}
NUMBER_TABLE = {
    "KeySchema": [{"AttributeName": "n", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "n", "AttributeType": "N"}],
}
KEY = {"pk": {"S": "p"}, "sk": {"S": "s"}}
ITEM = {**KEY, "a": {"N": "1"}, "s": {"S": "hello"}}
ONE = {":one": {"N": "1"}}
COND = {"ConditionExpression": "a = :one", "ExpressionAttributeValues": ONE}
EXPECTED = {"Expected": {"a": {"Exists": False}}}
BAD_KEY = {"pk": {"S": "p"}, "sk": {"N": "1"}}  # sk is a string
RVOCCF = "1 validation error detected: Value 'x' at 'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]"
EMPTY_VALUE = "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
TWO_TYPES = (
    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"
)
NOT_A_NUMBER = "A value provided cannot be converted into a number"
TYPE_MISMATCH = "One or more parameter values were invalid: Type mismatch for key"
MIXED = "Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}"


def _request(op: str, extra: dict) -> dict:
    return {"TableName": "tbl", **extra}


def answer(op: str, extra: dict, table: dict = TABLE, before=(ITEM,)) -> dict:
    return simulate(table, list(before), op, _request(op, extra)).to_json()


def first_error(op: str, extra: dict, table: dict = TABLE) -> str | None:
    findings = check_document({"operation": op, "request": _request(op, extra), "table": table})
    errors = [f for f in findings if f.is_error]
    return (errors[0].dynamodb_message or errors[0].message) if errors else None


# (operation, request, DynamoDB's message): each request has two or more problems
REFUSED = [
    # PutItem: ReturnValues, legacy beside expressions, maps without an expression,
    # the Item's values, the key, ReturnValuesOnConditionCheckFailure, the maps, the expressions
    ("PutItem", {"Item": {**ITEM, "b": {}}, "ReturnValues": "all_new"}, "Return values set to invalid value"),
    ("PutItem", {"Item": ITEM, "ReturnValues": "ALL_NEW"}, "Return values set to invalid value"),
    ("PutItem", {"Item": {**ITEM, "b": {}}, **EXPECTED, **COND}, MIXED),
    ("PutItem", {"Item": ITEM, "ReturnValuesOnConditionCheckFailure": "x", **EXPECTED, **COND}, MIXED),
    (
        "PutItem",
        {"Item": {**ITEM, "b": {}}, "ExpressionAttributeNames": {"#a": "a"}},
        "ExpressionAttributeNames can only be specified when using expressions",
    ),
    (
        "PutItem",
        {"Item": ITEM, "ExpressionAttributeValues": ONE},
        "ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null",
    ),
    ("PutItem", {"Item": {**BAD_KEY, "b": {}}}, EMPTY_VALUE),
    ("PutItem", {"Item": {**ITEM, "b": {"S": "x", "N": "1"}}}, TWO_TYPES),
    ("PutItem", {"Item": {**ITEM, "b": {"X": "1"}}}, EMPTY_VALUE),  # an unknown type is no type
    ("PutItem", {"Item": {**ITEM, "b": {"N": " 1"}}}, NOT_A_NUMBER),
    ("PutItem", {"Item": {**ITEM, "b": {"N": "x"}, "c": {}}}, NOT_A_NUMBER),  # in the Item's order
    ("PutItem", {"Item": {**ITEM, "c": {}, "b": {"N": "x"}}}, EMPTY_VALUE),
    (
        "PutItem",
        {"Item": {**ITEM, "b": {"L": [{"NULL": False}]}}},
        "One or more parameter values were invalid: Null attribute value types must have the value of true",
    ),
    (
        "PutItem",
        {"Item": {**BAD_KEY, "c": {"SS": []}}},
        "One or more parameter values were invalid: An string set  may not be empty",
    ),
    ("PutItem", {"Item": BAD_KEY, "ReturnValuesOnConditionCheckFailure": "x"}, TYPE_MISMATCH),
    ("PutItem", {"Item": {"pk": {"BOOL": True}}}, "Invalid attribute value type"),
    (
        "PutItem",
        {"Item": {"pk": {"S": ""}, "sk": {"N": "1"}}},
        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk",
    ),
    (
        "PutItem",
        {"Item": ITEM, "ReturnValuesOnConditionCheckFailure": "x", "ExpressionAttributeNames": {}, **COND},
        RVOCCF,
    ),
    ("PutItem", {"Item": ITEM, "ReturnValuesOnConditionCheckFailure": "x", "ConditionExpression": "a = = a"}, RVOCCF),
    # the placeholder maps: empty, keys (names, then values), values (values, then names)
    (
        "PutItem",
        {
            "Item": ITEM,
            "ExpressionAttributeNames": {},
            "ExpressionAttributeValues": {"x": {"N": "1"}},
            **{"ConditionExpression": "a = :one"},
        },
        "ExpressionAttributeNames must not be empty",
    ),
    (
        "PutItem",
        {
            "Item": ITEM,
            "ExpressionAttributeNames": {"x": "a"},
            "ExpressionAttributeValues": {},
            "ConditionExpression": "a = a",
        },
        'ExpressionAttributeNames contains invalid key: Syntax error; key: "x"',
    ),
    (
        "PutItem",
        {
            "Item": ITEM,
            "ExpressionAttributeNames": {"#a": ""},
            "ExpressionAttributeValues": {"x": {"N": "1"}},
            "ConditionExpression": "#a = a",
        },
        'ExpressionAttributeValues contains invalid key: Syntax error; key: "x"',
    ),
    (
        "PutItem",
        {
            "Item": ITEM,
            "ExpressionAttributeNames": {"#a": "a", "#b": ""},
            "ExpressionAttributeValues": {":p": {}},
            "ConditionExpression": "#a = :p",
        },
        f"ExpressionAttributeValues contains invalid value: {EMPTY_VALUE} for key :p",
    ),
    (
        "PutItem",
        {"Item": ITEM, "ExpressionAttributeNames": {"#a": "a", "#b": ""}, "ConditionExpression": "#a = a"},
        "ExpressionAttributeNames contains invalid value: Empty attribute name for key #b",
    ),
    (
        "PutItem",
        {"Item": ITEM, "ConditionExpression": "a = :p", "ExpressionAttributeValues": {":p": None}},
        "ExpressionAttributeValues contains invalid value: The supplied Item contains a null AttributeValue for key :p",
    ),
    # UpdateItem: ReturnValuesOnConditionCheckFailure only after the expressions and unused placeholders
    (
        "UpdateItem",
        {
            "Key": KEY,
            "UpdateExpression": "SET a = :one",
            "ExpressionAttributeValues": {**ONE, ":u": {"N": "2"}},
            "ReturnValuesOnConditionCheckFailure": "x",
        },
        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:u}",
    ),
    (
        "UpdateItem",
        {
            "Key": KEY,
            "UpdateExpression": "SET sk = :one",
            "ExpressionAttributeValues": ONE,
            "ReturnValuesOnConditionCheckFailure": "x",
        },
        RVOCCF,
    ),
    (
        "UpdateItem",
        {
            "Key": KEY,
            "UpdateExpression": "SET a = :one",
            "ConditionExpression": "pk.x = :one",
            "ExpressionAttributeValues": ONE,
            "ReturnValuesOnConditionCheckFailure": "x",
        },
        "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: pk",
    ),
    (
        "UpdateItem",
        {"Key": KEY, "ExpressionAttributeValues": ONE},
        "ExpressionAttributeValues can only be specified when using expressions: UpdateExpression and ConditionExpression are null",
    ),
    (
        "UpdateItem",
        {
            "Key": {"pk": {"BOOL": True}, "sk": {"N": "1"}},
            "UpdateExpression": "SET a = :one",
            "ExpressionAttributeValues": ONE,
        },
        "Invalid attribute value type",
    ),
    # DeleteItem: ReturnValuesOnConditionCheckFailure before the key
    ("DeleteItem", {"Key": BAD_KEY, "ReturnValuesOnConditionCheckFailure": "x"}, RVOCCF),
    # GetItem: the key after the projection
    (
        "GetItem",
        {"Key": BAD_KEY, "ProjectionExpression": "a ="},
        'Invalid ProjectionExpression: Syntax error; token: "=", near: "a ="',
    ),
    (
        "GetItem",
        {"Key": {"pk": {"S": "p"}}, "ProjectionExpression": "pk.x"},
        "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: pk",
    ),
    ("GetItem", {"Key": {"pk": {"BOOL": True}, "sk": {"N": "1"}}}, "Invalid attribute value type"),
    (
        "GetItem",
        {"Key": {"pk": {"S": ""}, "sk": {"N": "1"}}},
        "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: pk",
    ),
    # Query and Scan
    ("Query", {"Limit": 0}, "Limit must be greater than or equal to 1"),
    (
        "Query",
        {"KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": {}}, "Limit": 0},
        "Limit must be greater than or equal to 1",
    ),
    (
        "Query",
        {"FilterExpression": "a = :p", "ExpressionAttributeValues": {":p": {"S": "p"}}},
        "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.",
    ),
    (
        "Query",
        {"ExpressionAttributeValues": {":p": {"S": "p"}}},
        "ExpressionAttributeValues can only be specified when using expressions: FilterExpression and KeyConditionExpression are null",
    ),
    (
        "Query",
        {"KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": {"S": "p"}}, "Select": "ALL"},
        "Select must be ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, COUNT, or SPECIFIC_ATTRIBUTES",
    ),
    (
        "Query",
        {
            "KeyConditionExpression": "pk = :p",
            "FilterExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"S": "p"}},
            "ExclusiveStartKey": {"pk": {"S": "p"}},
        },
        "Exclusive Start Key must have same size as table's key schema",
    ),
    (
        "Query",
        {
            "KeyConditionExpression": "pk = :p",
            "FilterExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"S": "p"}},
            "Select": "ALL",
        },
        "Filter Expression can only contain non-primary key attributes: Primary key attribute: pk",
    ),
    (
        "Query",
        {
            "KeyConditionExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"N": "1"}},
            "ExclusiveStartKey": {"pk": {"S": "p"}},
            "Select": "ALL",
        },
        "One or more parameter values were invalid: Condition parameter type does not match schema type",
    ),
    (
        "Query",
        {
            "KeyConditionExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"S": "p"}},
            "ExclusiveStartKey": {"pk": {"S": "p"}, "sk": {"N": "1"}},
        },
        "Type mismatch for attribute to update",
    ),
    (
        "Query",
        {
            "KeyConditionExpression": "pk = :p",
            "ExpressionAttributeValues": {":p": {"S": "p"}},
            "ExclusiveStartKey": {"pk": {"S": "p"}, "x": {"S": "1"}},
        },
        "The provided starting key is invalid",
    ),
    (
        "Scan",
        {"FilterExpression": "a = :p", "ExpressionAttributeValues": {":p": {"S": "p"}}, "ConditionalOperator": "AND"},
        "Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {ConditionalOperator} Expression parameters: {FilterExpression}",
    ),
    (
        "Scan",
        {"ExpressionAttributeNames": {"#p": "p"}, "Limit": 0},
        "ExpressionAttributeNames can only be specified when using expressions",
    ),
    (
        "Scan",
        {"Select": "COUNT", "ProjectionExpression": "a"},
        "Cannot specify the ProjectionExpression when choosing to get only the Count",
    ),
    (
        "Scan",
        {"TableName": "tt", "ReturnValues": "x"},
        "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'",
    ),
]


@pytest.mark.parametrize("op, extra, message", REFUSED, ids=[f"{i}-{r[0]}" for i, r in enumerate(REFUSED)])
def test_the_first_problem_in_dynamodbs_order(op, extra, message):
    got = answer(op, extra)
    assert (got["ok"], got.get("error_code"), got.get("message")) == (False, "ValidationException", message)
    assert first_error(op, extra) == message


@pytest.mark.parametrize(
    "key",
    [{"n": {"N": ""}}, {"n": {"N": "0x10"}}, {"n": {"N": "NaN"}}, {"n": {"N": "Infinity"}}, {"n": {"N": " 1"}}],
)
@pytest.mark.parametrize("op", ["GetItem", "DeleteItem", "UpdateItem", "PutItem"])
def test_malformed_number_keys_are_answered_never_raised(op, key):
    extra = {"Item": key} if op == "PutItem" else {"Key": key}
    if op == "UpdateItem":
        extra["UpdateExpression"] = "SET a = :one"
        extra["ExpressionAttributeValues"] = ONE
    assert answer(op, extra, NUMBER_TABLE, before=()) == {
        "ok": False,
        "error_code": "ValidationException",
        "message": NOT_A_NUMBER,
    }
    assert first_error(op, extra, NUMBER_TABLE) == NOT_A_NUMBER


@pytest.mark.parametrize(
    "op, extra",
    [
        ("GetItem", {"Key": KEY, "ConsistentRead": "true"}),
        ("GetItem", {"Key": KEY, "ConsistentRead": 0}),
        ("GetItem", {"Key": KEY, "Bogus": 1}),  # DynamoDB ignores a parameter it does not know
        ("GetItem", {"Key": KEY, "ExpressionAttributeValues": {"x": {}}}),  # and a GetItem's values
        ("PutItem", {"Item": ITEM, "ReturnValues": ""}),
        ("PutItem", {"Item": ITEM, "ReturnConsumedCapacity": "x"}),
        ("PutItem", {"Item": ITEM, "ExpressionAttributeNames": {}}),  # an empty map without an expression
        ("PutItem", {"Item": {**ITEM, "b": {"S": 5}}}),  # text read for a number or a boolean
        ("PutItem", {"Item": {**ITEM, "b": {"BOOL": "true"}, "c": {"BOOL": 1}, "d": {"NULL": "true"}}}),
        ("PutItem", {"Item": {**ITEM, "b": {"X": "1", "S": "a"}}}),  # an unknown type key is ignored
        ("Scan", {"Select": ""}),
        (
            "Query",
            {
                "KeyConditionExpression": "pk = :p",
                "ExpressionAttributeValues": {":p": {"S": "p"}},
                "ScanIndexForward": "false",
                "Limit": "1",
            },
        ),
    ],
)
def test_accepted_as_dynamodb_accepts_them(op, extra):
    got = answer(op, extra)
    assert got["ok"], got
    assert first_error(op, extra) is None
    # paste reads it to a request meaning the same
    rendered_op, rendered = render(parse_request(op, _request(op, extra)))
    assert simulate(TABLE, [ITEM], rendered_op, rendered).to_json() == got


def test_an_ignored_parameter_is_a_warning():
    findings = check_document(
        {"operation": "GetItem", "request": _request("GetItem", {"Key": KEY, "ConditionExpresion": "x"})}
    )
    assert [(f.severity, f.code, f.location) for f in findings] == [
        ("warning", IGNORED_PARAMETER, "ConditionExpresion")
    ]


def test_values_read_as_dynamodb_reads_them():
    got = answer(
        "PutItem",
        {"Item": {**ITEM, "b": {"S": 5}, "c": {"BOOL": "FALSE"}, "d": {"SS": ["a", 1]}}, "ReturnValues": "ALL_OLD"},
    )
    assert got["ok"]
    stored = got["items_after"][0]["item"]
    assert (stored["b"], stored["c"], stored["d"]) == ({"S": "5"}, {"BOOL": False}, {"SS": ["a", "1"]})


@pytest.mark.parametrize(
    "condition, error", [("attribute_not_exists(pk)", "ConditionalCheckFailedException"), (None, "ValidationException")]
)
def test_a_failed_condition_is_reported_before_a_key_attribute_update(condition, error):
    extra = {"Key": KEY, "UpdateExpression": "SET sk = :x", "ExpressionAttributeValues": {":x": {"S": "x"}}}
    if condition:
        extra["ConditionExpression"] = condition
    got = answer("UpdateItem", extra)
    assert got["error_code"] == error
    if error == "ValidationException":
        assert (
            got["message"]
            == "One or more parameter values were invalid: Cannot update attribute sk. This attribute is part of the key"
        )
    # the key attribute update is refused before an error the item would give
    extra["UpdateExpression"] = "SET zz = b.c, sk = :x"
    extra.pop("ConditionExpression", None)
    assert answer("UpdateItem", extra)["message"].endswith(
        "Cannot update attribute sk. This attribute is part of the key"
    )
