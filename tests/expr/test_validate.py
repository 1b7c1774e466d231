"""The request around the expressions, checked as DynamoDB checks it (issue 12).

Every answer below is DynamoDB Local 3.3.0's (sent as raw JSON with
tests/differential/wire.py): the first problem of a request with two, the
words for malformed values, the parameters DynamoDB ignores or reads leniently,
and the order of a failed condition and an update of a key attribute. The
simulator must give the same answer, and the checker the same first error.
"""

from __future__ import annotations

import inspect

import pytest

from builder.expr.check import IGNORED_PARAMETER, check_document
from builder.expr.reader import ignored_parameters, parse_request
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


@pytest.mark.parametrize(
    "op, request_",
    [
        (
            "TransactGetItems",
            {"TransactItems": [{"Get": {"TableName": "tbl", "Key": KEY}}], "ReturnConsumedcapacity": "x"},
        ),
        ("BatchGetItem", {"RequestItems": {"tbl": {"Keys": [KEY]}}, "ReturnConsumedcapacity": "x"}),
        ("BatchWriteItem", {"RequestItems": {"tbl": [{"DeleteRequest": {"Key": KEY}}]}, "ReturnConsumedcapacity": "x"}),
    ],
)
def test_a_transactions_or_batchs_unknown_parameter_is_a_warning_too(op, request_):
    # the checker warned of a misspelt parameter of a single-item request only
    findings = check_document({"operation": op, "request": request_})
    assert [(f.severity, f.code, f.location) for f in findings] == [
        ("warning", IGNORED_PARAMETER, "ReturnConsumedcapacity")
    ]


def test_a_member_a_transactions_action_does_not_take_is_ignored_with_a_warning():
    """A transaction's action takes no legacy parameter: DynamoDB Local ignores
    an Expected there (not checked), as a misspelt member
    (min-validation-transaction-*, recorded); the core refused it as "a legacy
    parameter beside expression parameters", with none beside it."""
    put = {"TableName": "tbl", "Item": ITEM, "Expected": {"pk": {"Value": {"S": "no"}}}, "ConditionExpresion": "x"}
    request = {"TransactItems": [{"Put": put}]}
    findings = check_document({"operation": "TransactWriteItems", "request": request})
    assert [(f.severity, f.code, f.location) for f in findings] == [
        ("warning", IGNORED_PARAMETER, "TransactItems[0].Put.Expected"),
        ("warning", IGNORED_PARAMETER, "TransactItems[0].Put.ConditionExpresion"),
    ]
    assert "runs the Put without it" in findings[0].message
    assert simulate(TABLE, [ITEM], "TransactWriteItems", request).ok
    assert parse_request("TransactWriteItems", request)["actions"] == [
        {"type": "Put", "table": "tbl", "item": parse_request("PutItem", {"TableName": "tbl", "Item": ITEM})["item"]}
    ]
    get = {"TransactItems": [{"Get": {"TableName": "tbl", "Key": KEY, "AttributesToGet": ["a"]}}]}
    assert simulate(TABLE, [ITEM], "TransactGetItems", get).response["Responses"] == [{"Item": ITEM}]


def test_a_transaction_entrys_unknown_member_is_ignored_with_a_warning():
    """bloop keys its check ``CheckCondition``: DynamoDB ignores a member of an
    entry it does not know (min-validation-transaction-entry-*, recorded)."""
    check = {"TableName": "tbl", "Key": KEY, "ConditionExpression": "attribute_exists(pk)"}
    request = {"TransactItems": [{"ConditionCheck": check, "CheckCondition": {"x": 1}}]}
    findings = check_document({"operation": "TransactWriteItems", "request": request})
    assert [(f.severity, f.code, f.location) for f in findings] == [
        ("warning", IGNORED_PARAMETER, "TransactItems[0].CheckCondition")
    ]
    assert "runs the entry's ConditionCheck" in findings[0].message
    assert simulate(TABLE, [ITEM], "TransactWriteItems", request).ok
    alone = {"TransactItems": [{"CheckCondition": check}]}
    got = simulate(TABLE, [ITEM], "TransactWriteItems", alone)
    assert got.message == "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request"
    assert parse_request("TransactWriteItems", request)["actions"][0]["type"] == "ConditionCheck"


@pytest.mark.parametrize(
    "op, request_, where, words",
    [
        (
            "BatchGetItem",
            {"RequestItems": {"tbl": {"Keys": [KEY], "ProjectionExpresion": "a"}}},
            "RequestItems.tbl.ProjectionExpresion",
            "ProjectionExpresion is not a member of a BatchGetItem table's entry: DynamoDB ignores it (and so does "
            "the builder), and reads the table's keys without it. Expected one of Keys, ProjectionExpression, "
            "ExpressionAttributeNames, ConsistentRead, AttributesToGet.",
        ),
        (
            "BatchWriteItem",
            {"RequestItems": {"tbl": [{"PutRequest": {"Item": ITEM, "Bogus": 1}}]}},
            "RequestItems.tbl[0].PutRequest.Bogus",
            "Bogus is not a member of a BatchWriteItem PutRequest: DynamoDB ignores it (and so does the builder), "
            "and runs the PutRequest without it. Expected Item.",
        ),
        (
            "BatchWriteItem",
            {"RequestItems": {"tbl": [{"DeleteRequest": {"Key": KEY, "a.b": 1}}]}},
            'RequestItems.tbl[0].DeleteRequest["a.b"]',
            "a.b is not a member of a BatchWriteItem DeleteRequest: DynamoDB ignores it (and so does the builder), "
            "and runs the DeleteRequest without it. Expected Key.",
        ),
    ],
)
def test_a_batch_entrys_unknown_member_is_ignored_with_a_warning(op, request_, where, words):
    """The checker warned of a batch's unknown top-level parameters only; a
    paste already listed these among what it left out (one list of them:
    reader.ignored_batch_members)."""
    findings = check_document({"operation": op, "request": request_})
    assert [(f.severity, f.code, f.location, f.message) for f in findings] == [
        ("warning", IGNORED_PARAMETER, where, words)
    ]
    assert ignored_parameters(op, request_) == [where]
    assert simulate(TABLE, [ITEM], op, request_).ok


def test_a_batch_writes_refused_member_is_an_error_not_a_warning():
    request = {"RequestItems": {"tbl": [{"PutRequest": {"Item": ITEM, "ConditionExpression": "x"}}]}}
    findings = check_document({"operation": "BatchWriteItem", "request": request})
    assert [(f.severity, f.location) for f in findings] == [
        ("error", "RequestItems.tbl[0].PutRequest.ConditionExpression")
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


K2 = {"pk": {"S": "p"}, "sk": {"S": "t"}}
CHECK_OK = {"ConditionCheck": {"TableName": "tbl", "Key": KEY, "ConditionExpression": "attribute_exists(pk)"}}
NAMES_ALONE = {"Delete": {"TableName": "tbl", "Key": K2, "ExpressionAttributeNames": {"#n": "a"}}}
VALUES_ALONE_UPDATE = {"Update": {"TableName": "tbl", "Key": K2, "ExpressionAttributeValues": ONE}}
EMPTY_KEY_DELETE = {"Delete": {"TableName": "tbl", "Key": {"pk": {"S": ""}, "sk": {"S": "s"}}}}
# an item-level error: a path inside a map the (missing) item does not have
INVALID_PATH_UPDATE = {
    "Update": {"TableName": "tbl", "Key": K2, "UpdateExpression": "SET nope.x = :one", "ExpressionAttributeValues": ONE}
}
NAMES_WITHOUT_EXPRESSION = "ExpressionAttributeNames can only be specified when using expressions"
EMPTY_KEY = (
    "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty "
    "string value. Key: pk"
)
NULL_UPDATE_EXPRESSION = (
    "Value null at 'transactItems.{}.member.update.updateExpression' failed to satisfy constraint: "
    "Member must not be null"
)
INVALID_PATH = "The document path provided in the update expression is invalid for update"


def transact(*actions) -> dict:
    return simulate(TABLE, [ITEM], "TransactWriteItems", {"TransactItems": list(actions)}).to_json()


def test_a_transaction_cancels_an_action_whose_key_has_another_type():
    got = transact({"Delete": {"TableName": "tbl", "Key": BAD_KEY}}, CHECK_OK)
    assert got["error_code"] == "TransactionCanceledException"
    assert got["cancellation_reasons"] == [{"Code": "ValidationError", "Message": TYPE_MISMATCH}, {"Code": "None"}]


@pytest.mark.parametrize(
    "condition, reasons",
    [
        (
            None,
            [
                {
                    "Code": "ValidationError",
                    "Message": "One or more parameter values were invalid: Cannot update attribute sk. This attribute is part of the key",
                }
            ],
        ),
        ("attribute_not_exists(pk)", [{"Code": "ConditionalCheckFailed", "Message": "The conditional request failed"}]),
    ],
)
def test_a_transaction_cancels_an_update_of_a_key_attribute(condition, reasons):
    body = {
        "TableName": "tbl",
        "Key": KEY,
        "UpdateExpression": "SET sk = :v",
        "ExpressionAttributeValues": {":v": {"S": "x"}},
    }
    if condition:
        body["ConditionExpression"] = condition
    got = transact({"Update": body})
    assert (got["error_code"], got["cancellation_reasons"]) == ("TransactionCanceledException", reasons)


@pytest.mark.parametrize(
    "actions, message",
    [
        (
            [CHECK_OK, {"ConditionCheck": {"TableName": "tbl", "Key": K2}}],
            "Value null at 'transactItems.2.member.conditionCheck.conditionExpression' failed to satisfy constraint: Member must not be null",
        ),
        # every action's values first
        (
            [
                {"ConditionCheck": {"TableName": "tbl", "Key": K2}},
                {"Put": {"TableName": "tbl", "Item": {**ITEM, "b": {}}}},
            ],
            EMPTY_VALUE,
        ),
        # the maps and expressions action by action, the keys after all of them
        (
            [
                {"Delete": {"TableName": "tbl", "Key": {"pk": {"S": "p"}, "sk": {"S": ""}}}},
                {
                    "Delete": {
                        "TableName": "tbl",
                        "Key": K2,
                        "ExpressionAttributeNames": {},
                        "ConditionExpression": "a = a",
                    }
                },
            ],
            "ExpressionAttributeNames must not be empty",
        ),
        (
            [
                {"Delete": {"TableName": "tbl", "Key": K2, "ConditionExpression": "a = = a"}},
                {
                    "Delete": {
                        "TableName": "tbl",
                        "Key": KEY,
                        "ExpressionAttributeNames": {},
                        "ConditionExpression": "a = a",
                    }
                },
            ],
            'Invalid ConditionExpression: Syntax error; token: "=", near: "= = a"',
        ),
        (
            [{"Delete": {"TableName": "tbl", "Key": K2, "ExpressionAttributeValues": ONE}}, CHECK_OK],
            "ExpressionAttributeValues can only be specified when using expressions: ConditionExpression is null",
        ),
        (
            [{"Delete": {"TableName": "tbl", "Key": {"pk": {"S": "p"}, "sk": {"BOOL": True}}}}, CHECK_OK],
            "Invalid attribute value type",
        ),
        # an action's key, the members it lacks and its maps alone: in the order of the actions, whatever
        # the order of the checks (learnt from DynamoDB Local, a fuzz run's triage, seeds 46101 to 46110)
        ([NAMES_ALONE, VALUES_ALONE_UPDATE], NAMES_WITHOUT_EXPRESSION),
        ([EMPTY_KEY_DELETE, VALUES_ALONE_UPDATE], EMPTY_KEY),
        ([NAMES_ALONE, EMPTY_KEY_DELETE], NAMES_WITHOUT_EXPRESSION),
        ([EMPTY_KEY_DELETE, {"Put": {"TableName": "tbl"}}], EMPTY_KEY),
        ([VALUES_ALONE_UPDATE, NAMES_ALONE], NULL_UPDATE_EXPRESSION.format(1)),
    ],
)
def test_a_transaction_is_checked_in_dynamodbs_order(actions, message):
    got = transact(*actions)
    assert (got["error_code"], got["message"]) == ("ValidationException", message)
    findings = check_document(
        {"operation": "TransactWriteItems", "request": {"TransactItems": actions}, "table": TABLE}
    )
    first = next(f for f in findings if f.is_error)
    assert (first.dynamodb_message or first.message) == message


@pytest.mark.parametrize(
    "late, words",
    [
        ({"Put": {"TableName": "tbl"}}, "Value null at 'transactItems.2.member.put.item'"),
        ({"Delete": {"TableName": "tbl"}}, "Value null at 'transactItems.2.member.delete.key'"),
        ({"ConditionCheck": {"TableName": "tbl", "Key": KEY}}, "Value null at 'transactItems.2.member.conditionCheck"),
        (VALUES_ALONE_UPDATE, NULL_UPDATE_EXPRESSION.format(2)),
        (NAMES_ALONE, NAMES_WITHOUT_EXPRESSION),
        (EMPTY_KEY_DELETE, EMPTY_KEY),
    ],
)
def test_a_transaction_actions_problem_comes_after_an_earlier_actions_item_error(late, words):
    """DynamoDB reports an action's missing member (but its table name), its maps
    alone and its key when it reaches the action: an earlier action's item-level
    error comes first (learnt from DynamoDB Local). The checker, which does not
    know the items, reports the action's problem, as DynamoDB would once the
    earlier action passes."""
    got = transact(INVALID_PATH_UPDATE, late)
    assert (got["error_code"], got["message"]) == ("ValidationException", INVALID_PATH)
    alone = transact(late)  # without the earlier action: the action's own problem
    assert alone["message"].startswith(words.replace("transactItems.2", "transactItems.1"))
    findings = check_document(
        {"operation": "TransactWriteItems", "request": {"TransactItems": [INVALID_PATH_UPDATE, late]}, "table": TABLE}
    )
    first = next(f for f in findings if f.is_error)
    assert (first.dynamodb_message or first.message).startswith(words)


def test_a_transaction_without_a_table_name_is_refused_before_any_action_runs():
    got = transact(INVALID_PATH_UPDATE, {"Delete": {"Key": K2}})
    assert got["message"].startswith("Value null at 'transactItems.2.member.delete.tableName'")


def test_a_transaction_ignores_what_dynamodb_ignores():
    update = {"TableName": "tbl", "Key": KEY, "ReturnValuesOnConditionCheckFailure": "x", "Bogus": 1}
    assert transact({"Update": update})["ok"]  # no UpdateExpression, an unknown RVOCCF, an unknown parameter


@pytest.mark.parametrize(
    "extra, attributes",
    [
        (
            {"Key": {"pk": {"S": "new"}, "sk": {"S": "s"}}, "ReturnValues": "ALL_NEW"},
            {"pk": {"S": "new"}, "sk": {"S": "s"}},
        ),
        ({"Key": KEY, "ReturnValues": "ALL_OLD"}, ITEM),
        ({"Key": KEY, "ReturnValues": "UPDATED_NEW"}, None),
    ],
)
def test_update_item_without_update_expression_writes_the_key(extra, attributes):
    got = answer("UpdateItem", extra)
    assert got["ok"] and got["response"].get("Attributes") == attributes
    assert got["items_after"][0]["item"] == (ITEM if extra["Key"] == KEY else extra["Key"])
    cond = answer("UpdateItem", {**extra, "ConditionExpression": "attribute_not_exists(pk)"})
    assert cond.get("error_code") == ("ConditionalCheckFailedException" if extra["Key"] == KEY else None)


@pytest.mark.parametrize(
    "update, ok",
    [
        ("SET x = if_not_exists(a, zz)", False),  # a holds a value, yet the default's missing path is an error
        ("SET x = if_not_exists(a, zz.y)", False),
        ("SET x = if_not_exists(a, if_not_exists(zz, :one))", True),
        ("SET x = if_not_exists(a, s)", True),
    ],
)
def test_if_not_exists_reads_its_default_even_when_the_path_holds_a_value(update, ok):
    got = answer(
        "UpdateItem",
        {"Key": KEY, "UpdateExpression": update, **({"ExpressionAttributeValues": ONE} if ":one" in update else {})},
    )
    assert got["ok"] is ok
    if not ok:
        assert got["message"] == "The provided expression refers to an attribute that does not exist in the item"


@pytest.mark.parametrize("field", ["ExpressionAttributeNames", "ExpressionAttributeValues"])
def test_an_empty_placeholder_key(field):
    extra = {"Item": ITEM, "ConditionExpression": "a = :one", "ExpressionAttributeValues": dict(ONE)}
    extra.setdefault(field, {})[""] = "x" if field == "ExpressionAttributeNames" else {"S": "x"}
    want = f"{field} contains invalid key: The expression attribute map contains an empty key;"
    assert answer("PutItem", extra)["message"] == want


def test_a_key_with_an_unknown_type_is_dynamodb_json_all_the_same():
    # one value {"X": "1"} among typed ones: DynamoDB JSON with no type, not a plain map
    extra = {
        "Key": {"pk": {"X": "1"}, "sk": {"S": "s"}},
        "UpdateExpression": "ADD n :one",
        "ExpressionAttributeValues": ONE,
    }
    assert answer("UpdateItem", extra)["message"] == EMPTY_VALUE


@pytest.mark.parametrize(
    "op, extra, message",
    [
        (
            "GetItem",
            {"Key": KEY, "ProjectionExpression": ", ".join(f"a{i:04}" for i in range(700))},
            "Invalid ProjectionExpression: Expression size has exceeded the maximum allowed size;",
        ),
        (
            "UpdateItem",
            {"Key": KEY, "UpdateExpression": "REMOVE " + ", ".join(f"a{i:04}" for i in range(700))},
            "Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;",
        ),
        (
            "Scan",
            {"FilterExpression": " OR ".join(f"attribute_exists(a{i:04})" for i in range(200))},
            "Invalid FilterExpression: Expression size has exceeded the maximum allowed size; expression size: ",
        ),
    ],
)
def test_the_4kb_message_names_the_size_for_conditions_only(op, extra, message):
    got = answer(op, extra)["message"]
    assert got.startswith(message) and (got == message) == (op != "Scan")


# Found by moto's requests (tests/differential/real/sources/moto.py: mo118, mo022, mo051, mo042)
@pytest.mark.parametrize(
    "extra, message",
    [
        # the table's sort key in a Query filter, though the key condition leaves it out
        (
            {
                "KeyConditionExpression": "pk = :p",
                "FilterExpression": "sk = :p",
                "ExpressionAttributeValues": {":p": {"S": "p"}},
            },
            "Filter Expression can only contain non-primary key attributes: Primary key attribute: sk",
        ),
        (
            {
                "KeyConditionExpression": "pk = :p",
                "FilterExpression": "contains(#s, :p)",
                "ExpressionAttributeNames": {"#s": "sk"},
                "ExpressionAttributeValues": {":p": {"S": "p"}},
            },
            "Filter Expression can only contain non-primary key attributes: Primary key attribute: sk",
        ),
        # a key condition DynamoDB does not take is reported after unused placeholders ...
        (
            {"KeyConditionExpression": "(#0 = x)", "ExpressionAttributeNames": {"#0": "pk", "#count": "count"}},
            "Value provided in ExpressionAttributeNames unused in expressions: keys: {#count}",
        ),
        # ... and after the other expressions' problems
        (
            {"KeyConditionExpression": "pk = sth", "FilterExpression": ""},
            "Invalid FilterExpression: The expression can not be empty;",
        ),
    ],
)
def test_a_query_in_dynamodbs_order(extra, message):
    got = answer("Query", extra)
    assert (got["ok"], got.get("error_code"), got.get("message")) == (False, "ValidationException", message)
    assert first_error("Query", extra) == message


def test_a_query_filter_may_name_the_sort_key_of_another_index():
    """The table's key is checked only for a query on the table itself."""
    extra = {
        "IndexName": "gsi",
        "KeyConditionExpression": "g = :p",
        "FilterExpression": "sk = :p",
        "ExpressionAttributeValues": {":p": {"S": "p"}},
    }
    assert first_error("Query", extra, TABLE) != (
        "Filter Expression can only contain non-primary key attributes: Primary key attribute: sk"
    )


def test_a_transaction_entry_holding_two_actions():
    entry = {"Put": {"TableName": "tbl", "Item": ITEM}, "Delete": {"TableName": "tbl", "Key": KEY}}
    message = "TransactItems can only contain one of Check, Put, Update or Delete"
    got = transact(entry)
    assert (got["error_code"], got["message"]) == ("ValidationException", message)
    findings = check_document(
        {"operation": "TransactWriteItems", "request": {"TransactItems": [entry]}, "table": TABLE}
    )
    first = next(f for f in findings if f.is_error)
    assert (first.dynamodb_message or first.message) == message


INSIDE_KEY = "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: sk"


@pytest.mark.parametrize(
    "op, request_",
    [
        ("PutItem", {"TableName": "tbl", "Item": ITEM, "ConditionExpression": "attribute_exists(sk.x)"}),
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {"Put": {"TableName": "tbl", "Item": ITEM, "ConditionExpression": "attribute_exists(sk[0])"}}
                ]
            },
        ),
    ],
)
def test_a_puts_condition_may_not_look_inside_a_key_attribute_of_the_table(op, request_):
    """A Put has no Key to tell its key attributes: the table's key schema
    does (the simulator, the checker given the table); without it nothing
    tells (the builder, which knows no table)."""
    got = simulate(TABLE, [ITEM], op, request_).to_json()
    assert (got["ok"], got.get("error_code"), got.get("message")) == (False, "ValidationException", INSIDE_KEY)
    findings = check_document({"operation": op, "request": request_, "table": TABLE})
    first = next(f for f in findings if f.is_error)
    assert first.dynamodb_message == INSIDE_KEY
    assert not [f for f in check_document({"operation": op, "request": request_}) if f.is_error]


INSIDE_PK = INSIDE_KEY.replace("Key: sk", "Key: pk")


@pytest.mark.parametrize(
    "op, extra, message",
    [
        ("Scan", {"FilterExpression": "attribute_exists(sk.x)"}, INSIDE_KEY),
        ("Scan", {"FilterExpression": "pk[0] <> :one", "ExpressionAttributeValues": ONE}, INSIDE_PK),
        ("Scan", {"ProjectionExpression": "a, sk[1]"}, INSIDE_KEY),
        (
            "Query",
            {
                "KeyConditionExpression": "pk = :p",
                "ProjectionExpression": "sk.x",
                "ExpressionAttributeValues": {":p": {"S": "p"}},
            },
            INSIDE_KEY,
        ),
        (
            "Query",
            {
                "KeyConditionExpression": "pk = :p",
                "FilterExpression": "attribute_exists(sk.x)",
                "ExpressionAttributeValues": {":p": {"S": "p"}},
            },
            INSIDE_KEY,  # before "Filter Expression can only contain non-primary key attributes"
        ),
        # a Scan's Select and Segment problems come first
        (
            "Scan",
            {"FilterExpression": "attribute_exists(sk.x)", "Select": "COUNT", "ProjectionExpression": "a"},
            "Cannot specify the ProjectionExpression when choosing to get only the Count",
        ),
        (
            "Scan",
            {"FilterExpression": "attribute_exists(sk.x)", "Segment": 1},
            "If segment is specified, total segment must also be specified",
        ),
    ],
)
def test_a_query_or_scan_may_not_look_inside_a_key_attribute_of_the_table(op, extra, message):
    """Found with dynamo-easy's filters under the fuzz run: DynamoDB refuses a
    path inside any of the table's key attributes in a Scan's filter or
    projection, and in a Query's even when its key condition does not name
    that attribute; the table's key schema tells them (the simulator, the
    checker given the table)."""
    got = answer(op, extra)
    assert (got["ok"], got.get("error_code"), got.get("message")) == (False, "ValidationException", message)
    assert first_error(op, extra) == message


def test_a_scan_on_an_index_is_held_to_the_tables_key_too():
    """A Scan of an index may not look inside the table's key attributes
    either: DynamoDB Local refuses ``attribute_exists(sk.x)`` on a Scan of a
    global or a local index with the table's words (this test said otherwise
    until 2026-12-06; tests/differential/test_indexes_live.py holds both to
    DynamoDB Local)."""
    extra = {"IndexName": "gsi", "FilterExpression": "attribute_exists(sk.x)"}
    assert first_error("Scan", extra) == INSIDE_KEY


def test_a_condition_check_may_look_inside_a_key_attribute():
    """DynamoDB refuses a path inside a key attribute in any other action's
    condition, but lets a ConditionCheck's through (the condition then reads
    the item as usual)."""
    check = {"TableName": "tbl", "Key": KEY, "ConditionExpression": "attribute_not_exists(sk.x)"}
    request_ = {"TransactItems": [{"ConditionCheck": check}]}
    assert transact({"ConditionCheck": check})["ok"]
    assert not [f for f in check_document({"operation": "TransactWriteItems", "request": request_}) if f.is_error]
    state = parse_request("TransactWriteItems", request_)
    assert render(state)[1]["TransactItems"][0]["ConditionCheck"]["ConditionExpression"] == "attribute_not_exists(sk.x)"
    failing = {**check, "ConditionExpression": "sk.x = :one", "ExpressionAttributeValues": ONE}
    got = transact({"ConditionCheck": failing})
    assert got["error_code"] == "TransactionCanceledException"
    assert got["cancellation_reasons"] == [
        {"Code": "ConditionalCheckFailed", "Message": "The conditional request failed."}
    ]
    delete = {"Delete": {**check}}
    assert transact(delete)["message"] == INSIDE_KEY


def test_a_transact_get_key_of_another_type_cancels_with_no_reasons():
    """DynamoDB Local's answer: TransactionCanceledException, in the words of
    the type mismatch, no cancellation reasons; the checker says the same."""
    request_ = {
        "TransactItems": [{"Get": {"TableName": "tbl", "Key": KEY}}, {"Get": {"TableName": "tbl", "Key": BAD_KEY}}]
    }
    got = simulate(TABLE, [ITEM], "TransactGetItems", request_).to_json()
    assert got == {"ok": False, "error_code": "TransactionCanceledException", "message": TYPE_MISMATCH}
    findings = check_document({"operation": "TransactGetItems", "request": request_, "table": TABLE})
    first = next(f for f in findings if f.is_error)
    assert (first.code, first.dynamodb_message) == ("TransactionCanceledException", TYPE_MISMATCH)


REDUNDANT = "Invalid FilterExpression: The expression has redundant parentheses;"


@pytest.mark.parametrize(
    "text, message",
    [  # DynamoDB Local's answers (3.3.0)
        ("((a = :one)) AND AND a = :one", REDUNDANT),
        ("(((a = :one)) AND", REDUNDANT),
        ("((a = :one)))", REDUNDANT),
        ("a = ((:one)) AND AND", REDUNDANT),
        ("begins_with(((s)), :one) )", REDUNDANT),
        ("NOT ((a = :one)) )", REDUNDANT),
        ("((a = :one)) AND b = :one $", REDUNDANT),
        ("((a = = :one))", 'Invalid FilterExpression: Syntax error; token: "=", near: "= = :one"'),
        ("((a = :one)", 'Invalid FilterExpression: Syntax error; token: "<EOF>", near: ")"'),
        ("((a = :one) AND AND", 'Invalid FilterExpression: Syntax error; token: "AND", near: "AND AND"'),
        ("size((a)) > :one )", 'Invalid FilterExpression: Syntax error; token: ")", near: ":one )"'),
        ("a IN ((:one), :one) )", 'Invalid FilterExpression: Syntax error; token: ")", near: ") )"'),
        # a pair of bare operands where a condition starts: read once the token after it decides
        ("((a)) = :one )", REDUNDANT),
        ("((a)) =", REDUNDANT),
        ("((a)) b", 'Invalid FilterExpression: Syntax error; token: "b", near: ") b"'),
        ("(((a)))", 'Invalid FilterExpression: Syntax error; token: "<EOF>", near: ")"'),
        ("a = :one AND ((b))", 'Invalid FilterExpression: Syntax error; token: "<EOF>", near: ")"'),
        # a function's pair: read at the top of a condition, not inside a group still open
        ("((size(a))) b", REDUNDANT),
        ("(((size(a))) (b", 'Invalid FilterExpression: Syntax error; token: "(", near: ") (b"'),
    ],
)
def test_redundant_parentheses_closed_before_a_syntax_error_are_reported_first(text, message):
    extra = {"FilterExpression": text, "ExpressionAttributeValues": ONE}
    got = answer("Scan", extra)
    assert (got["error_code"], got["message"]) == ("ValidationException", message)
    assert first_error("Scan", extra) == message


@pytest.mark.parametrize(
    "op, request_",
    [
        ("Scan", {"TableName": "tbl", "FilterExpression": "attribute_exists(sk.x)"}),
        ("Scan", {"TableName": "tbl", "ProjectionExpression": "a, sk[1]"}),
        ("Query", {"TableName": "tbl", "KeyConditionExpression": "pk = :p", "ProjectionExpression": "sk.x"}),
        ("Query", {"TableName": "tbl", "KeyConditionExpression": "pk = :p", "FilterExpression": "size(sk.x) > :p"}),
    ],
)
def test_a_read_may_not_look_inside_a_key_attribute_of_the_table(op, request_):
    """A Scan's filter or projection, and a Query's naming the sort key its
    key condition leaves out, may not look inside a key attribute either
    (DynamoDB Local 3.3.0, found with typedorm's requests' fuzz seeds); the
    table's key schema tells which."""
    if op == "Query":
        request_ = {**request_, "ExpressionAttributeValues": {":p": ITEM["pk"]}}
    got = simulate(TABLE, [ITEM], op, request_).to_json()
    assert (got["ok"], got.get("error_code"), got.get("message")) == (False, "ValidationException", INSIDE_KEY)
    findings = check_document({"operation": op, "request": request_, "table": TABLE})
    first = next(f for f in findings if f.is_error)
    assert first.dynamodb_message == INSIDE_KEY


def test_a_scan_reports_its_options_before_a_path_inside_a_key():
    request_ = {"TableName": "tbl", "ProjectionExpression": "sk.x", "Select": "COUNT"}
    got = simulate(TABLE, [ITEM], "Scan", request_).to_json()
    assert got["message"] == "Cannot specify the ProjectionExpression when choosing to get only the Count"
    request_ = {"TableName": "tbl", "FilterExpression": "attribute_exists(sk.x)", "Segment": 0}
    got = simulate(TABLE, [ITEM], "Scan", request_).to_json()
    assert got["message"] == "If segment is specified, total segment must also be specified"


def test_each_check_is_run_as_its_function_with_its_argument():
    """The checks of a phase are run from a plan made once per tuple of
    names: each ``name:arg`` as ``_CHECKS[name]`` with ``arg``, in order, for
    every phase and for the part of one that before_legacy runs."""
    from builder.expr import validate

    phases = [*validate.BEFORE.values(), *validate.AFTER.values()]
    phases += [c[: c.index("legacy")] for c in validate.BEFORE.values() if "legacy" in c]
    for checks in phases:
        expected = []
        for c in checks:
            fn = validate._CHECKS[c.partition(":")[0]]
            expected.append((fn, c.partition(":")[2], fn not in validate._RULES))
        assert list(validate._plan(checks)) == expected, checks
    assert validate._plan(("values:Key", "key:Key")) == (
        (validate._check_values, "Key", True),
        (validate._check_key, "Key", True),
    )
    assert validate._plan(("legacy", "maps")) == (
        (validate.legacy_problem, "", False),
        (validate.map_problem, "", False),
    )
    # a rule run as rule(op, params) takes those two, then only what has a default (its base)
    for fn in validate._CHECKS.values():
        parameters = list(inspect.signature(fn).parameters.values())
        if fn in validate._RULES:
            assert [p.name for p in parameters[:2]] == ["op", "params"], fn
            assert all(p.default is not inspect.Parameter.empty for p in parameters[2:]), fn
        else:
            assert len(parameters) == 4, fn


def _old_read_value(raw):
    """read_value the general way: the levels measured, then the value read."""
    from builder.expr import validate
    from builder.expr.values import check_levels

    check_levels(raw, "ddb")
    return validate._read(raw)


def _outcome(f, raw):
    from builder.expr.errors import ExprError

    try:
        return "value", f(raw)
    except ExprError as e:
        return "error", (e.message, e.location, e.dynamodb)


def test_read_value_reads_as_measuring_the_levels_first_does():
    """read_value measures a value's levels only past the usual scalar (whose
    one level nothing refuses): every value of the corpus's requests, and
    values made to fail each way, read as they do with the levels measured first."""
    from builder.expr.validate import read_value
    from tests.differential.compare import load_cases

    deep: dict = {"S": "x"}
    for _ in range(40):
        deep = {"L": [deep]}
    raws = [
        deep,
        {"M": {"a": deep}},
        {"S": 5},
        {"N": " 1"},
        {"N": "1"},
        {"B": "AA=="},
        {"S": ""},
        {"NULL": False},
        {"S": "a", "N": "1"},
        {},
        {"X": "1"},
        {"S": None, "N": "2"},
        "text",
        {"L": [None]},
    ]

    def walk(node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k in ("Item", "Key", "ExpressionAttributeValues", "ExclusiveStartKey") and isinstance(v, dict):
                    raws.extend(v.values())
                else:
                    walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    for case in load_cases():
        walk(case["request"])
    assert len(raws) > 3000
    outcomes = [_outcome(read_value, raw) for raw in raws]
    assert outcomes == [_outcome(_old_read_value, raw) for raw in raws]
    assert sum(kind == "error" for kind, _ in outcomes) > 5
    assert outcomes[0][1][2] is not None and "32" in outcomes[0][1][0]  # the deep value: refused for its levels


def test_placeholder_keys_and_table_names_are_matched_as_their_patterns_say_and_only_short_ones_kept():
    """The placeholder keys' and the table name's patterns are matched once
    per text and kept (texts of at most KEPT_TEXT_LENGTH characters: a long
    table name is matched each time, and not kept)."""
    from builder.expr import validate
    from builder.expr.limits import TABLE_NAME

    names = ["Tbl", "ab", "a" * 255, "a" * 256, "a" * 5000, "t.b-c_1", "bad name", "é" * 3, ""]
    for name in names:
        problem = validate._check_table("GetItem", {"TableName": name}, None, "")
        assert (problem is None) == (TABLE_NAME.match(name) is not None), name

    def kept() -> int:
        return validate._is_name_key.cache_info().currsize + validate._is_value_key.cache_info().currsize

    before = kept()
    assert validate._check_table("GetItem", {"TableName": "b" * 9000}, None, "") is not None
    assert validate._check_table("GetItem", {"TableName": "c" * 300}, None, "") is not None
    for field, token in (("ExpressionAttributeNames", "#" + "n" * 300), ("ExpressionAttributeValues", ":" + "v" * 300)):
        params = {"ConditionExpression": "x", field: {token: "n" if field.endswith("Names") else {"S": "v"}}}
        assert "too long" in validate.map_problem("PutItem", params).dynamodb  # refused before its syntax is matched
    assert kept() == before
    tokens = ["#a", "#", "#a b", "#_", ":v", ":", ":v-1", "a", "#é", "#" + "n" * 254]
    for field in ("ExpressionAttributeNames", "ExpressionAttributeValues"):
        for token in tokens:
            params = {"ConditionExpression": "x", field: {token: "n" if field.endswith("Names") else {"S": "v"}}}
            problem = validate.map_problem("PutItem", params)
            pattern = validate._NAME_KEY if field.endswith("Names") else validate._VALUE_KEY
            syntax = problem is not None and "Syntax error" in (problem.dynamodb or "")
            assert syntax == (pattern.match(token) is None), (field, token)


@pytest.mark.parametrize(
    "op, extra, said",
    [
        ("GetItem", {"Key": KEY, "ReturnConsumedCapacity": "TOTALS"}, "Value 'TOTALS' at 'returnConsumedCapacity'"),
        ("GetItem", {"Key": KEY, "ReturnConsumedCapacity": "total"}, "Value 'total' at 'returnConsumedCapacity'"),
        ("PutItem", {"Item": ITEM, "ReturnItemCollectionMetrics": "size"}, "1 validation error detected: Value 'size'"),
        (
            "PutItem",
            {"Item": ITEM, "ReturnConsumedCapacity": "x", "ReturnItemCollectionMetrics": "y"},
            "2 validation errors detected: Value 'x' at 'returnConsumedCapacity' failed to satisfy constraint: "
            "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; Value 'y' at 'returnItemCollectionMetrics' "
            "failed to satisfy constraint: Member must satisfy enum value set: [SIZE, NONE]",
        ),
        # before what DynamoDB checks next (an invalid ReturnValues), as AWS validates its members first
        ("PutItem", {"Item": ITEM, "ReturnValues": "BOGUS", "ReturnConsumedCapacity": "x"}, "returnConsumedCapacity"),
        ("Scan", {"ReturnConsumedCapacity": "Indexes"}, "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]"),
    ],
)
def test_a_consumed_capacity_or_metrics_outside_its_enum_is_refused_as_aws_refuses_it(op, extra, said):
    # DynamoDB Local reads TOTALS as INDEXES and total as TOTAL; AWS refuses both (moto's, floci's, dynoxide's
    # and ExtendDB's tests, run against AWS, pin the message): the core ignored them, agreeing with neither
    got = answer(op, extra)
    assert not got["ok"] and got["error_code"] == "ValidationException" and said in got["message"], got
    assert said in first_error(op, extra)
