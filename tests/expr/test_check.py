"""The checker (builder/expr/check.py): errors DynamoDB gives, warnings it doesn't.

Each warning is shown to fire on the footgun and to stay quiet on the guarded
form of the same request (the recipes are the guarded forms). The DynamoDB
wording of the request-level errors is checked against DynamoDB Local at the end
(marked integration).
"""

from __future__ import annotations

import copy

import pytest

from builder.expr import render
from builder.expr.check import (
    MISSING_COUNTER,
    NO_REQUEST_TOKEN,
    READS_EVERYTHING,
    RETRY_DOUBLE_COUNT,
    UNGUARDED_CHILD,
    UPDATE_WITHOUT_ACTION,
    Finding,
    check_document,
    check_request,
    check_state,
    has_errors,
    location_label,
)
from builder.expr.messages import VALIDATION
from builder.expr.parse import reserved_word_in
from builder.expr.recipes import get_recipe

KEY = {"PK": {"type": "S", "value": "VID#9f3a"}, "SK": {"type": "S", "value": "STATS#TOTAL"}}
ONE = {"type": "N", "value": "1", "placeholder": "one"}
ZERO = {"type": "N", "value": "0", "placeholder": "zero"}
DOUBLE_COUNT = {RETRY_DOUBLE_COUNT, UNGUARDED_CHILD, NO_REQUEST_TOKEN}


def recipe(name: str) -> dict:
    return copy.deepcopy(get_recipe(name).state)


def codes(findings) -> list[tuple[str, str]]:
    return [(f.code, f.location) for f in findings]


def update_item(update, condition=None) -> dict:
    s = {"version": 1, "operation": "UpdateItem", "table": "Social", "key": KEY, "update": update}
    if condition is not None:
        s["condition"] = condition
    return s


def plus(left, right, op="plus"):
    return {op: [left, right]}


# --------------------------------------------------------------------------
# The recipes: guarded ones are quiet, the plain counters are warned
# --------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["like", "unlike", "exact_counter"])
def test_guarded_recipes_have_no_double_count_warning(name):
    findings = check_state(recipe(name))
    assert not has_errors(findings)
    assert not [f for f in findings if f.code in DOUBLE_COUNT]
    assert findings == []  # nothing else to say about them either


@pytest.mark.parametrize("name", ["atomic_counter", "seeded_counter"])
def test_plain_counters_get_the_retry_warning(name):
    findings = check_state(recipe(name))
    assert codes(findings) == [(RETRY_DOUBLE_COUNT, "update[0]")]
    f = findings[0]
    assert f.severity == "warning" and not has_errors(findings)
    assert "play_count" in f.message and "retried" in f.message
    assert "ClientRequestToken" in f.message and "play_count = :current" in f.message


def test_seeded_counter_is_not_warned_about_a_missing_attribute():
    # if_not_exists(play_count, :zero) + :one is the fix (c) suggests
    assert MISSING_COUNTER not in {f.code for f in check_state(recipe("seeded_counter"))}


# --------------------------------------------------------------------------
# (a) a counter in an UpdateItem with no condition
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "value",
    [
        plus({"path": "n"}, ONE),
        plus(ONE, {"path": "n"}),
        plus({"path": "n"}, ONE, "minus"),
        plus({"if_not_exists": ["n", ZERO]}, ONE),
    ],
    ids=["n+1", "1+n", "n-1", "if_not_exists+1"],
)
def test_set_arithmetic_on_itself_is_a_counter(value):
    findings = check_state(update_item([{"action": "SET", "path": "n", "value": value}]))
    assert (RETRY_DOUBLE_COUNT, "update[0]") in codes(findings)


def test_retry_warning_points_at_the_counter_row():
    state = update_item(
        [
            {"action": "SET", "path": "title", "value": {"type": "S", "value": "x"}},
            {"action": "ADD", "path": "views", "value": ONE},
        ]
    )
    assert codes(check_state(state)) == [(RETRY_DOUBLE_COUNT, "update[1]")]


@pytest.mark.parametrize(
    "update",
    [
        [{"action": "SET", "path": "n", "value": {"type": "N", "value": "5"}}],
        [{"action": "ADD", "path": "tags", "value": {"type": "SS", "value": ["a"]}}],  # set ADD is idempotent
        [{"action": "SET", "path": "n", "value": plus({"path": "other"}, ONE)}],  # not a counter of n
        [{"action": "REMOVE", "path": "n"}],
    ],
    ids=["set-value", "add-set", "other-attribute", "remove"],
)
def test_writes_that_are_not_counters_get_no_retry_warning(update):
    assert RETRY_DOUBLE_COUNT not in {f.code for f in check_state(update_item(update))}


CURRENT = {"type": "N", "value": "4", "placeholder": "current"}


@pytest.mark.parametrize(
    "condition",
    [
        {"op": "attribute_exists", "path": "PK"},  # as true on the retry as on the first try
        {"op": "attribute_exists", "path": "play_count"},
        {"op": "=", "left": {"path": "status"}, "right": {"type": "S", "value": "live"}},  # not written
        {"op": "<", "left": {"path": "play_count"}, "right": CURRENT},  # may still hold after one bump
        {"op": "attribute_not_exists", "path": "other"},
        {
            "op": "or",
            "conditions": [{"op": "attribute_not_exists", "path": "PK"}, {"op": "attribute_exists", "path": "PK"}],
        },
    ],
    ids=["exists-PK", "exists-counter", "other-equal", "less-than", "not-exists-other", "or-with-exists"],
)
def test_a_condition_that_a_retry_passes_keeps_the_retry_warning(condition):
    value = plus({"if_not_exists": ["play_count", ZERO]}, ONE)
    state = update_item([{"action": "SET", "path": "play_count", "value": value}], condition)
    findings = check_state(state)
    assert codes(findings) == [(RETRY_DOUBLE_COUNT, "update[0]")]
    assert "The condition does not stop a retry" in findings[0].message


@pytest.mark.parametrize(
    "condition",
    [
        {"op": "attribute_not_exists", "path": "PK"},  # only the first write creates the item
        {"op": "=", "left": {"path": "play_count"}, "right": CURRENT},  # the value read: an exact count
        {"op": "attribute_not_exists", "path": "play_count"},
        {"op": "not", "condition": {"op": "attribute_exists", "path": "SK"}},
        {
            "op": "and",
            "conditions": [
                {"op": "attribute_exists", "path": "PK"},
                {"op": "=", "left": CURRENT, "right": {"path": "play_count"}},
            ],
        },
    ],
    ids=["not-exists-PK", "version-check", "not-exists-counter", "not-exists-SK", "and-with-a-guard"],
)
def test_a_guard_that_a_retry_fails_silences_the_retry_warning(condition):
    state = update_item([{"action": "ADD", "path": "play_count", "value": ONE}], condition)
    assert RETRY_DOUBLE_COUNT not in {f.code for f in check_state(state)}


def test_a_set_it_adds_to_guarded_by_not_contains_is_no_double_count():
    request_id = {"type": "S", "value": "req-1", "placeholder": "req"}
    state = update_item(
        [
            {"action": "ADD", "path": "n", "value": ONE},
            {"action": "ADD", "path": "seen", "value": {"type": "SS", "value": ["req-1"]}},
        ],
        {"op": "not", "condition": {"op": "contains", "path": "seen", "value": request_id}},
    )
    assert RETRY_DOUBLE_COUNT not in {f.code for f in check_state(state)}


# --------------------------------------------------------------------------
# (c) SET x = x + :n where x may be missing
# --------------------------------------------------------------------------
def test_bare_self_increment_warns_about_a_missing_attribute():
    state = update_item([{"action": "SET", "path": "n", "value": plus({"path": "n"}, ONE)}])
    found = [f for f in check_state(state) if f.code == MISSING_COUNTER]
    assert [f.location for f in found] == ["update[0].value"]
    msg = found[0].message
    assert "The provided expression refers to an attribute that does not exist in the item" in msg
    assert "if_not_exists(n, :zero)" in msg


def test_any_path_operand_of_arithmetic_may_be_missing():
    state = update_item([{"action": "SET", "path": "total", "value": plus({"path": "a"}, {"path": "b"}, "minus")}])
    found = [f for f in check_state(state) if f.code == MISSING_COUNTER]
    assert len(found) == 2
    assert "if_not_exists(a, :zero)" in found[0].message and "if_not_exists(b, :zero)" in found[1].message


@pytest.mark.parametrize(
    "condition",
    [
        {"op": "attribute_exists", "path": "n"},
        {"op": "=", "left": {"path": "n"}, "right": {"type": "N", "value": "41"}},
        {"op": ">=", "left": {"size": "n"}, "right": {"type": "N", "value": "0"}},
        {
            "op": "and",
            "conditions": [{"op": "attribute_exists", "path": "PK"}, {"op": "attribute_exists", "path": "n"}],
        },
        {
            "op": "between",
            "operand": {"path": "n"},
            "low": {"type": "N", "value": "0"},
            "high": {"type": "N", "value": "9"},
        },
    ],
    ids=["exists", "equals", "size", "and", "between"],
)
def test_a_condition_that_needs_the_attribute_silences_the_missing_warning(condition):
    state = update_item([{"action": "SET", "path": "n", "value": plus({"path": "n"}, ONE)}], condition)
    assert MISSING_COUNTER not in {f.code for f in check_state(state)}


@pytest.mark.parametrize(
    "condition",
    [
        {"op": "attribute_exists", "path": "PK"},
        {"op": "<>", "left": {"path": "n"}, "right": {"type": "N", "value": "41"}},  # true when n is missing
        {"op": "or", "conditions": [{"op": "attribute_exists", "path": "n"}, {"op": "attribute_exists", "path": "PK"}]},
        {"op": "not", "condition": {"op": "attribute_not_exists", "path": "n"}},
    ],
    ids=["other-attribute", "not-equal", "or", "not"],
)
def test_conditions_that_do_not_need_the_attribute_keep_the_missing_warning(condition):
    state = update_item([{"action": "SET", "path": "n", "value": plus({"path": "n"}, ONE)}], condition)
    assert MISSING_COUNTER in {f.code for f in check_state(state)}


# --------------------------------------------------------------------------
# (b) and (e): transactions that bump a tally
# --------------------------------------------------------------------------
def test_like_without_the_child_guard_is_warned():
    state = recipe("like")
    del state["actions"][0]["condition"]
    findings = check_state(state)
    assert (UNGUARDED_CHILD, "actions[0]") in codes(findings)
    f = next(f for f in findings if f.code == UNGUARDED_CHILD)
    assert "attribute_not_exists(SK)" in f.message and "likeTally" in f.message and "action 2" in f.message
    # nothing at all protects it: the token is suggested too
    assert (NO_REQUEST_TOKEN, "client_request_token") in codes(findings)


def test_unlike_without_the_child_guard_suggests_attribute_exists():
    state = recipe("unlike")
    del state["actions"][0]["condition"]
    f = next(f for f in check_state(state) if f.code == UNGUARDED_CHILD)
    assert f.location == "actions[0]" and "attribute_exists(SK)" in f.message


def test_a_guard_on_some_other_attribute_kind_does_not_count():
    state = recipe("like")
    state["actions"][0]["condition"] = {"op": "attribute_exists", "path": "SK"}  # wrong way round for a Put
    assert (UNGUARDED_CHILD, "actions[0]") in codes(check_state(state))


def test_a_token_does_not_replace_the_child_guard_but_silences_its_own_warning():
    state = recipe("like")
    del state["actions"][0]["condition"]
    state["client_request_token"] = "like-7c20-a91f"
    assert codes(check_state(state)) == [(UNGUARDED_CHILD, "actions[0]")]


def test_transaction_of_increments_only_gets_the_token_warning():
    state = {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {"type": "Update", "table": "Social", "key": KEY, "update": [{"action": "ADD", "path": "a", "value": ONE}]},
            {
                "type": "Update",
                "table": "Social",
                "key": {**KEY, "SK": {"type": "S", "value": "X"}},
                "update": [{"action": "ADD", "path": "b", "value": ONE}],
            },
        ],
    }
    assert codes(check_state(state)) == [(NO_REQUEST_TOKEN, "client_request_token")]
    state["client_request_token"] = "t-1"
    assert check_state(state) == []


def test_transaction_without_increments_is_quiet():
    state = recipe("like")
    del state["actions"][0]["condition"]
    state["actions"][1]["update"] = [{"action": "SET", "path": "title", "value": {"type": "S", "value": "x"}}]
    assert check_state(state) == []


def test_missing_counter_is_located_inside_the_transaction_action():
    state = recipe("like")
    state["actions"][1]["update"] = [{"action": "SET", "path": "likeTally", "value": plus({"path": "likeTally"}, ONE)}]
    assert codes(check_state(state)) == [(MISSING_COUNTER, "actions[1].update[0].value")]


# --------------------------------------------------------------------------
# (d) reading everything to count
# --------------------------------------------------------------------------
QUERY = {
    "version": 1,
    "operation": "Query",
    "table": "Social",
    "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "POST#a91f"}}},
}


@pytest.mark.parametrize(
    "state, location",
    [
        ({"version": 1, "operation": "Scan", "table": "Social"}, "operation"),
        ({"version": 1, "operation": "Scan", "table": "Social", "options": {"select": "COUNT"}}, "options.select"),
        (
            {
                "version": 1,
                "operation": "Scan",
                "table": "Social",
                "filter": {"op": "attribute_exists", "path": "likedAt"},
            },
            "filter",
        ),
        ({**QUERY, "options": {"select": "COUNT"}}, "options.select"),
        ({**QUERY, "filter": {"op": "attribute_exists", "path": "likedAt"}}, "filter"),
    ],
    ids=["scan", "scan-count", "scan-filter", "query-count", "query-filter"],
)
def test_reading_a_whole_table_or_partition_is_warned(state, location):
    findings = check_state(state)
    assert codes(findings) == [(READS_EVERYTHING, location)]
    assert "parent" in findings[0].message and "billed" in findings[0].message


def test_a_plain_query_and_a_get_are_quiet():
    assert check_state(QUERY) == []
    assert check_state({"version": 1, "operation": "GetItem", "table": "Social", "key": KEY}) == []


# --------------------------------------------------------------------------
# Errors: the loader's problems, and a pasted request's
# --------------------------------------------------------------------------
def test_state_errors_are_validation_exceptions_at_their_location():
    state = update_item([{"action": "SET", "path": "a", "value": ONE}, {"action": "SET", "path": "a.b", "value": ONE}])
    findings = check_state(state)
    assert [(f.severity, f.code, f.location) for f in findings] == [("error", VALIDATION, "update[1].path")]
    assert "overlap" in findings[0].message.lower()
    assert has_errors(findings)


def test_errors_come_without_warnings_when_the_state_does_not_load():
    state = update_item([{"action": "ADD", "path": "n", "value": {"type": "N", "value": "x"}}])
    assert {f.severity for f in check_state(state)} == {"error"}


def test_not_a_state_at_all():
    [f] = check_state([1, 2])
    assert f.is_error and f.location == ""


def params(**extra):
    return {"TableName": "Social", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}, **extra}


@pytest.mark.parametrize(
    "request_params, location, message",
    [
        (
            params(UpdateExpression="SET count = :v", ExpressionAttributeValues={":v": {"N": "1"}}),
            "UpdateExpression",
            "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: count",
        ),
        (  # the reserved word wins over the undefined placeholder in the same expression
            params(UpdateExpression="SET count = :v"),
            "UpdateExpression",
            "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: count",
        ),
        (
            params(
                UpdateExpression="SET a = :v",
                ConditionExpression="Status = :v AND name = :v",
                ExpressionAttributeValues={":v": {"N": "1"}},
            ),
            "ConditionExpression",
            "Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: Status",
        ),
        (
            params(UpdateExpression="SET a.count = :v", ExpressionAttributeValues={":v": {"N": "1"}}),
            "UpdateExpression",
            "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: count",
        ),
        (
            params(
                UpdateExpression="SET a = :v",
                ConditionExpression="a = :v AND",
                ExpressionAttributeValues={":v": {"N": "1"}},
            ),
            "ConditionExpression",
            'Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "AND"',
        ),
        (
            params(UpdateExpression="SET a = :v", ExpressionAttributeValues={":v": {"N": "1"}, ":w": {"N": "2"}}),
            "ExpressionAttributeValues",
            "Value provided in ExpressionAttributeValues unused in expressions: keys: {:w}",
        ),
        (
            params(UpdateExpression="SET a = #x", ExpressionAttributeValues={":v": {"N": "1"}}),
            "UpdateExpression",
            "Invalid UpdateExpression: An expression attribute name used in the document path is not defined; attribute name: #x",
        ),
        (
            params(UpdateExpression="SET a = :v", ConditionExpression="a = :v", ExpressionAttributeValues={}),
            "ExpressionAttributeValues",
            "ExpressionAttributeValues must not be empty",
        ),
    ],
    ids=[
        "reserved",
        "reserved-before-undefined",
        "reserved-in-condition",
        "reserved-nested",
        "syntax",
        "unused-value",
        "undefined-name",
        "empty-values",
    ],
)
def test_pasted_request_errors_in_dynamodb_wording(request_params, location, message):
    findings = [f for f in check_request(None, request_params) if f.is_error]
    assert [(f.code, f.location, f.message, f.kind) for f in findings] == [(VALIDATION, location, message, "request")]


def test_reserved_words_inside_a_transaction_are_located_there():
    req = {"TransactItems": [{"ConditionCheck": {**params(), "ConditionExpression": "attribute_exists(comment)"}}]}
    [f] = check_request("TransactWriteItems", req)
    assert f.location == "TransactItems[0].ConditionCheck.ConditionExpression"
    assert f.message.endswith("reserved keyword: comment")


@pytest.mark.parametrize(
    "kind, text, word",
    [
        ("UpdateExpression", "SET #c = :v", None),
        ("UpdateExpression", "SET contains = :v", None),  # a function name, but not a reserved word
        ("ProjectionExpression", "a, b.name", "name"),
        ("ConditionExpression", "size(data) > :n", "data"),
        ("ConditionExpression", "a = :x AND", None),  # a syntax error is the parser's to report
    ],
)
def test_reserved_word_in(kind, text, word):
    assert reserved_word_in(kind, text) == word


def test_a_pasted_recipe_request_gets_the_recipe_warnings():
    for name, expected in (("atomic_counter", [(RETRY_DOUBLE_COUNT, "update[0]")]), ("like", [])):
        operation, request = render(recipe(name))
        assert codes(check_request(operation, request)) == expected


def test_check_document_takes_all_three_shapes():
    state = recipe("atomic_counter")
    operation, request = render(state)
    expected = [(RETRY_DOUBLE_COUNT, "update[0]")]
    assert codes(check_document(state)) == expected
    assert codes(check_document({"operation": operation, "request": request})) == expected
    assert codes(check_document(request)) == expected  # detected as UpdateItem


def test_finding_line_and_dict():
    f = Finding("warning", RETRY_DOUBLE_COUNT, "actions[1].update[0]", "m")
    assert f.line() == "WARNING RetryDoubleCounts actions[1].update[0]: m"
    assert Finding("error", VALIDATION, "", "m").line() == "ERROR ValidationException (request): m"
    d = f.as_dict()
    assert d == {
        "severity": "warning",
        "code": RETRY_DOUBLE_COUNT,
        "location": "actions[1].update[0]",
        "message": "m",
        "kind": "state",
        "label": "action 2 › update 1",
        "dynamodb_message": None,
    }
    e = Finding(
        "error",
        VALIDATION,
        "update[0]",
        "the builder's words",
        dynamodb_message="Invalid UpdateExpression: DynamoDB's words",
    )
    assert (
        e.line()
        == "ERROR ValidationException update[0]: the builder's words (DynamoDB: Invalid UpdateExpression: DynamoDB's words)"
    )


@pytest.mark.parametrize(
    "update, condition, values, words",
    [
        (
            "SET a = :s - :n",
            None,
            {":s": {"S": "x"}, ":n": {"N": "1"}},
            "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or function: -, operand type: S",
        ),
        (
            "SET a = :n",
            "a BETWEEN :n AND :z",
            {":n": {"N": "2"}, ":z": {"N": "1"}},
            "Invalid ConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
            "lower bound operand: AttributeValue: {N:2}, upper bound operand: AttributeValue: {N:1}",
        ),
        (
            "SET a = :n",
            "a IN (" + ", ".join(f":v{i}" for i in range(101)) + ")",
            {":n": {"N": "1"}, **{f":v{i}": {"N": str(i)} for i in range(101)}},
            "Invalid ConditionExpression: The IN operator is provided with too many operands; number of operands: 101",
        ),
    ],
)
def test_errors_carry_dynamodbs_own_words(update, condition, values, words):
    params = {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": update,
        "ExpressionAttributeValues": values,
    }
    if condition:
        params["ConditionExpression"] = condition
    [error] = [f for f in check_request("UpdateItem", params) if f.is_error]
    assert error.dynamodb_message == words
    assert error.message != words  # the builder's own explanation stays the message


@pytest.mark.parametrize(
    "location, label",
    [
        ("", "request"),
        ("update[0]", "update 1"),
        ("actions[1].update[0].value", "action 2 › update 1 › value"),
        ("options.select", "options › Select"),
        ("client_request_token", "ClientRequestToken"),
    ],
)
def test_location_label(location, label):
    assert location_label(location) == label


# --------------------------------------------------------------------------
# DynamoDB Local says the same
# --------------------------------------------------------------------------
@pytest.mark.integration
@pytest.mark.parametrize(
    "extra",
    [
        {"UpdateExpression": "SET count = :v", "ExpressionAttributeValues": {":v": {"N": "1"}}},
        {"UpdateExpression": "SET count = :v"},
        {
            "UpdateExpression": "SET a = :v",
            "ConditionExpression": "Status = :v AND name = :v",
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        },
        {
            "UpdateExpression": "SET a = :v",
            "ConditionExpression": "attribute_exists(comment)",
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        },
        {"UpdateExpression": "SET a = :v", "ConditionExpression": "a = :v", "ExpressionAttributeValues": {}},
        {
            "UpdateExpression": "SET a = :v",
            "ExpressionAttributeNames": {},
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        },
        {"UpdateExpression": "SET a = :v", "ExpressionAttributeValues": {":v": {"N": "1"}, ":w": {"N": "2"}}},
        {"UpdateExpression": "SET a = :v AND", "ExpressionAttributeValues": {":v": {"N": "1"}}},
    ],
)
def test_dynamodb_local_gives_the_first_error_we_report(ddb_client, make_table, extra):
    from botocore.exceptions import ClientError

    table = make_table()
    request = {"TableName": table, "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}, **extra}
    errors = [f for f in check_request("UpdateItem", request) if f.is_error]
    assert errors
    with pytest.raises(ClientError) as e:
        ddb_client.update_item(**request)
    assert e.value.response["Error"]["Code"] == errors[0].code
    assert e.value.response["Error"]["Message"] == errors[0].message


@pytest.mark.integration
def test_dynamodb_local_refuses_the_missing_counter_the_warning_names(ddb_client, make_table):
    from botocore.exceptions import ClientError

    table = make_table()
    state = update_item([{"action": "SET", "path": "n", "value": plus({"path": "n"}, ONE)}])
    state["table"] = table
    [warning] = [f for f in check_state(state) if f.code == MISSING_COUNTER]
    _, request = render(state)
    with pytest.raises(ClientError) as e:
        ddb_client.update_item(**request)
    assert e.value.response["Error"]["Message"] in warning.message
    # and the fix it suggests is accepted on the same (missing) item
    fixed = update_item([{"action": "SET", "path": "n", "value": plus({"if_not_exists": ["n", ZERO]}, ONE)}])
    fixed["table"] = table
    assert MISSING_COUNTER not in {f.code for f in check_state(fixed)}
    ddb_client.update_item(**render(fixed)[1])


# --------------------------------------------------------------------------
# With the table's key schema: keys, items and key conditions checked against it
# --------------------------------------------------------------------------
TABLE_SPEC = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}
S_ = lambda v: {"S": v}  # noqa: E731
SCHEMA_CASES = [
    # (operation, request, location, the builder's messages, DynamoDB's message)
    (
        "GetItem",
        {"TableName": "Tbl", "Key": {"PK": S_("a")}},
        "key",
        ["Key has no SK: it is Tbl's sort key (string)."],
        "The number of conditions on the keys is invalid",
    ),
    (
        "DeleteItem",
        {"TableName": "Tbl", "Key": {"PK": S_("a"), "sk": S_("b")}},
        "key",
        [
            "Key has no SK: it is Tbl's sort key (string).",
            "Key has sk, which is not part of Tbl's key (PK (string), SK (string)).",
        ],
        "One of the required keys was not given a value",
    ),
    (
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": {"PK": S_("a"), "SK": {"N": "1"}},
            "UpdateExpression": "SET a = :v",
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        },
        "key",
        ["Key.SK is a number, but Tbl's sort key SK is a string."],
        "One or more parameter values were invalid: Type mismatch for key",
    ),
    (
        "PutItem",
        {"TableName": "Tbl", "Item": {"PK": S_("a"), "x": S_("b")}},
        "item",
        ["Item has no SK: it is Tbl's sort key (string)."],
        "One of the required keys was not given a value",
    ),
    (
        "Query",
        {"TableName": "Tbl", "KeyConditionExpression": "userId = :u", "ExpressionAttributeValues": {":u": S_("a")}},
        "key_condition",
        ["The key condition's partition key is userId, but table Tbl's partition key is PK (string)."],
        "Query condition missed key schema element",
    ),
    (
        "Query",
        {"TableName": "Tbl", "KeyConditionExpression": "PK = :u", "ExpressionAttributeValues": {":u": {"N": "1"}}},
        "key_condition",
        ["The key condition compares PK with a number, but table Tbl's partition key PK is a string."],
        "One or more parameter values were invalid: Condition parameter type does not match schema type",
    ),
    (
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "PK = :p",
            "ExpressionAttributeValues": {":p": S_("a")},
            "ExclusiveStartKey": {"PK": S_("b"), "SK": S_("1")},
        },
        "options.exclusive_start_key",
        ["The ExclusiveStartKey is not one the key condition selects: DynamoDB refuses to start there."],
        "The provided starting key does not match the range key predicate",
    ),
    (
        "Query",
        {
            "TableName": "Tbl",
            "KeyConditionExpression": "PK = :p AND SK BETWEEN :lo AND :hi",
            "ExpressionAttributeValues": {":p": S_("a"), ":lo": S_("b"), ":hi": S_("c")},
            "ExclusiveStartKey": {"PK": S_("a"), "SK": S_("d")},
        },
        "options.exclusive_start_key",
        ["The ExclusiveStartKey is not one the key condition selects: DynamoDB refuses to start there."],
        "The provided starting key does not match the range key predicate",
    ),
    (
        "Scan",
        {"TableName": "Tbl", "ExclusiveStartKey": {"PK": S_("a")}},
        "options.exclusive_start_key",
        ["ExclusiveStartKey has no SK: it is Tbl's sort key (string)."],
        "Exclusive Start Key must have same size as table's key schema",
    ),
    (
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": "Tbl", "Item": {"PK": S_("a"), "SK": S_("1")}}},
                {"Put": {"TableName": "Tbl", "Item": {"PK": S_("a")}}},
            ]
        },
        "actions[1].item",
        ["Action 2 (Put) Item has no SK: it is Tbl's sort key (string)."],
        "One of the required keys was not given a value",
    ),
]


@pytest.mark.parametrize("operation, request_params, location, messages, dynamodb", SCHEMA_CASES)
def test_keys_that_do_not_match_the_table_are_errors_once_the_schema_is_known(
    operation, request_params, location, messages, dynamodb
):
    assert not has_errors(check_request(operation, request_params))  # without the schema nothing can tell
    errors = [f for f in check_request(operation, request_params, TABLE_SPEC) if f.is_error]
    assert [(f.code, f.location, f.message, f.dynamodb_message) for f in errors] == [
        (VALIDATION, location, message, dynamodb) for message in messages
    ]


def test_a_matching_request_gets_its_warnings_not_errors_with_the_schema():
    findings = check_state(recipe("like"), TABLE_SPEC)
    assert not has_errors(findings)


def test_with_the_schema_only_a_guard_on_a_key_attribute_counts_for_a_put():
    state = recipe("like")
    item_attrs = list(state["actions"][0]["item"])
    other = next(a for a in item_attrs if a not in ("PK", "SK"))
    state["actions"][0]["condition"] = {"op": "attribute_not_exists", "path": other}
    assert UNGUARDED_CHILD not in {f.code for f in check_state(state)}  # any attribute of the item, without the schema
    f = next(f for f in check_state(state, TABLE_SPEC) if f.code == UNGUARDED_CHILD)
    assert "attribute_not_exists(SK)" in f.message


def test_check_document_takes_the_table_from_the_wrapper_or_the_argument():
    operation, request_params, _location, messages, _dynamodb = SCHEMA_CASES[0]
    wrapped = {"operation": operation, "request": request_params, "table": TABLE_SPEC}
    assert [f.message for f in check_document(wrapped) if f.is_error] == messages
    assert [f.message for f in check_document(request_params, operation, TABLE_SPEC) if f.is_error] == messages
    from builder.expr.keys import TableSpecError

    with pytest.raises(TableSpecError):
        check_document({"operation": operation, "request": request_params, "table": {"KeySchema": []}})


@pytest.mark.integration
@pytest.mark.parametrize("operation, request_params, location, messages, dynamodb", SCHEMA_CASES)
def test_dynamodb_local_refuses_the_keys_with_the_message_we_report(
    ddb_client, make_table, operation, request_params, location, messages, dynamodb
):
    from botocore.exceptions import ClientError

    from tests.strategies import send

    table = make_table()
    params = copy.deepcopy(request_params)
    for body in [params] + [next(iter(e.values())) for e in params.get("TransactItems", [])]:
        if "TableName" in body:
            body["TableName"] = table
    with pytest.raises(ClientError) as e:
        send(ddb_client, operation, params)
    assert (e.value.response["Error"]["Code"], e.value.response["Error"]["Message"]) == (VALIDATION, dynamodb)


def _cc(key: dict) -> dict:
    return {"ConditionCheck": {"TableName": "Tbl", "Key": key, "ConditionExpression": "attribute_exists(a)"}}


@pytest.mark.parametrize("sort_value", [{"N": "1"}, {"B": ""}], ids=["number", "empty-binary"])
def test_a_transaction_key_of_another_type_cancels_it_with_that_actions_reason(sort_value):
    """DynamoDB compares a key value's type with the table's before its emptiness,
    and a mismatch in a transaction is the action's cancellation reason, not the
    request's error (recorded: min-messages-transact-write-key-type,
    min-messages-transact-empty-binary-key)."""
    request_params = {"TransactItems": [_cc({"PK": S_("a"), "SK": S_("1")}), _cc({"PK": S_("a"), "SK": sort_value})]}
    errors = [f for f in check_request("TransactWriteItems", request_params, TABLE_SPEC) if f.is_error]
    words = "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ValidationError]"
    assert [(f.code, f.location, f.dynamodb_message) for f in errors] == [
        ("TransactionCanceledException", "actions[1].key", words)
    ]
    # the same from a builder state, and a Get's key: cancelled with no reasons
    state = {
        "version": 3,
        "operation": "TransactGetItems",
        "actions": [
            {
                "type": "Get",
                "table": "Tbl",
                "key": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "B", "value": ""}},
            }
        ],
    }
    [error] = [f for f in check_state(state, TABLE_SPEC) if f.is_error]
    assert (error.code, error.dynamodb_message) == (
        "TransactionCanceledException",
        "One or more parameter values were invalid: Type mismatch for key",
    )
    # without the table, an empty key value is refused as such
    assert [f.message for f in check_state(state) if f.is_error] == ["key attributes cannot be empty"]


def test_an_empty_key_value_of_the_tables_type_is_still_the_requests_error():
    request_params = {"TransactItems": [_cc({"PK": S_("a"), "SK": {"B": ""}}), _cc({"PK": S_("a"), "SK": S_("")})]}
    [first, *_] = [f for f in check_request("TransactWriteItems", request_params, TABLE_SPEC) if f.is_error]
    assert first.code == VALIDATION
    assert first.dynamodb_message.endswith("cannot contain an empty string value. Key: SK")


# --------------------------------------------------------------------------
# Limit with a filter; whitespace around a key value (issue 16)
# --------------------------------------------------------------------------
def test_a_limit_with_a_filter_says_it_counts_before_the_filter():
    from builder.expr.check import LIMIT_BEFORE_FILTER

    state = {**QUERY, "filter": {"op": "attribute_exists", "path": "likedAt"}, "options": {"limit": 10}}
    findings = check_state(state)
    assert codes(findings) == [(READS_EVERYTHING, "filter"), (LIMIT_BEFORE_FILTER, "options.limit")]
    assert "before the filter" in findings[1].message and "fewer than 10" in findings[1].message
    scan = {"version": 1, "operation": "Scan", "table": "Social", "filter": state["filter"], "options": {"limit": 5}}
    assert LIMIT_BEFORE_FILTER in {f.code for f in check_state(scan)}
    assert LIMIT_BEFORE_FILTER not in {f.code for f in check_state({**QUERY, "options": {"limit": 10}})}


@pytest.mark.parametrize(
    "state, location",
    [
        (
            {
                **update_item(
                    [{"action": "ADD", "path": "n", "value": ONE}], {"op": "attribute_not_exists", "path": "PK"}
                ),
                "key": {"PK": {"type": "S", "value": "u1\n"}},
            },
            "key.PK.value",
        ),
        (
            {**QUERY, "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": " POST#a91f"}}}},
            "key_condition.partition.value",
        ),
    ],
    ids=["trailing-newline", "leading-space"],
)
def test_whitespace_around_a_key_value_is_warned(state, location):
    from builder.expr.check import KEY_WHITESPACE

    findings = check_state(state)
    assert codes(findings) == [(KEY_WHITESPACE, location)]
    assert "whitespace" in findings[0].message
    assert check_state(recipe("like")) == []  # keys without it are quiet


# -- AttributeUpdates entries without an Action (docs/dynamodb-local-vs-aws.md, entry 16) ---------------------------


def _session_write(updates: dict) -> dict:
    """The AWS SDK for PHP's session handler's write, as its StandardSessionConnectionTest pins it."""
    return {"TableName": "sessions", "Key": {"id": {"S": "s1"}}, "AttributeUpdates": updates}


def test_each_attribute_update_without_an_action_is_warned_of_where_it_stands():
    findings = check_request(
        "UpdateItem",
        _session_write(
            {
                "expires": {"Value": {"N": "1432701440"}},
                "lock": {"Action": "DELETE"},
                "data": {"Action": None, "Value": {"S": "a:0:{}"}},
                "note": {"Action": "PUT", "Value": {"S": "n"}},
            }
        ),
    )
    assert [(f.severity, f.code, f.location) for f in findings] == [
        ("warning", UPDATE_WITHOUT_ACTION, "AttributeUpdates.expires"),
        ("warning", UPDATE_WITHOUT_ACTION, "AttributeUpdates.data"),
    ]
    assert 'Write "Action": "PUT"' in findings[0].message
    assert "DynamoDB Local ignores such an entry" in findings[0].message


def test_attribute_updates_that_all_give_an_action_are_not_warned_of():
    findings = check_request(
        "UpdateItem", _session_write({"lock": {"Action": "DELETE"}, "n": {"Action": "PUT", "Value": {"N": "1"}}})
    )
    assert findings == []


@pytest.mark.parametrize("action", [{}, {"Action": None}])
def test_an_update_without_an_action_is_left_out_and_the_others_read(action):
    """An entry of no Action, or of a null one, is left out (as DynamoDB Local leaves out such an entry); the
    entries the builder reads are the others, whatever their order (DynamoDB Local stops at the first
    entry without one: docs/dynamodb-local-vs-aws.md, entry 16)."""
    from builder.expr.legacy import to_expressions, updates_without_action

    request = _session_write({"gone": {**action, "Value": {"N": "1"}}, "lock": {"Action": "DELETE"}})
    assert updates_without_action("UpdateItem", request) == ["gone"]
    read = to_expressions("UpdateItem", request, None)
    assert read["UpdateExpression"] == "REMOVE #l0"
    assert read["ExpressionAttributeNames"] == {"#l0": "lock"}
    assert "ExpressionAttributeValues" not in read


def test_every_warning_code_is_listed():
    """WARNING_CODES lists every warning code the checker defines (its module's upper-case text constants
    that name one)."""
    import builder.expr.check as check

    texts = {
        v for k, v in vars(check).items() if k.isupper() and isinstance(v, str) and v[:1].isupper() and v.isalpha()
    }
    # (DynamoDB's error codes, and the builder's own bounds' InputError)
    assert set(check.WARNING_CODES) == texts - {check.VALIDATION, check.CANCELED, check.INPUT_ERROR}
