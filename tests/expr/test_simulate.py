"""The simulator, case by case (pure: no Django, no endpoint). The recorded
differential corpus (tests/differential) checks it against DynamoDB Local."""

from __future__ import annotations

import base64
import copy

import pytest

from builder.expr.keys import TableSpecError
from builder.expr.messages import DynamoDBError, dynamodb_message
from builder.expr.simdoc import simulate_document
from builder.expr.simulate import Result, Table, simulate, simulate_on

TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}
KEY = {"PK": {"S": "P"}, "SK": {"S": "1"}}
ITEM = {
    **KEY,
    "n": {"N": "7"},
    "s": {"S": "héllo"},
    "b": {"B": base64.b64encode(b"abc").decode()},
    "ss": {"SS": ["a", "b"]},
    "ns": {"NS": ["1", "2.5"]},
    "l": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
    "m": {"M": {"nest": {"M": {"d": {"S": "x"}}}, "z": {"N": "1"}}},
    "t": {"BOOL": True},
}


def update(expr, values=None, before=(ITEM,), **extra) -> Result:
    params = {"TableName": "Tbl", "Key": KEY, "UpdateExpression": expr, **extra}
    if values:
        params["ExpressionAttributeValues"] = values
    return simulate(TABLE, list(before), "UpdateItem", params)


def after(result: Result) -> dict:
    assert result.ok, result.to_json()
    return result.items_after[0]["item"]


def cond(expr, values=None) -> bool:
    r = update("SET touched = :one", {":one": {"N": "1"}, **(values or {})}, ConditionExpression=expr)
    assert r.ok or r.error_code == "ConditionalCheckFailedException", r.to_json()
    return r.ok


N = lambda x: {"N": x}  # noqa: E731
S = lambda x: {"S": x}  # noqa: E731


@pytest.mark.parametrize(
    "expr, values, expected",
    [
        ("n = :v", {":v": N("7.0")}, True),
        ("n = :v", {":v": S("7")}, False),  # different types: false, not an error
        ("n <> :v", {":v": S("7")}, True),
        ("nope <> :v", {":v": N("1")}, True),  # <> with a missing side is true
        ("nope = :v", {":v": N("1")}, False),
        ("nope < :v", {":v": N("1")}, False),
        ("n < :v", {":v": N("10")}, True),
        ("s < :v", {":v": S("i")}, True),  # UTF-8 byte order
        ("n BETWEEN :a AND :b", {":a": N("7"), ":b": N("8")}, True),
        ("n BETWEEN :a AND :b", {":a": S("a"), ":b": S("z")}, False),
        ("n IN (:a, :b)", {":a": S("7"), ":b": N("7")}, True),
        ("size(s) = :v", {":v": N("5")}, True),  # characters, not bytes
        ("size(b) = :v", {":v": N("3")}, True),
        ("size(l) = :v", {":v": N("4")}, True),
        ("size(n) = :v", {":v": N("2")}, False),  # size of a number is "missing"
        ("size(n) <> :v", {":v": N("2")}, True),
        ("contains(s, :v)", {":v": S("él")}, True),
        ("contains(ss, :v)", {":v": S("a")}, True),
        ("contains(ns, :v)", {":v": N("2.50")}, True),
        ("contains(l, :v)", {":v": S("c")}, True),
        ("begins_with(s, :v)", {":v": S("hé")}, True),
        ("begins_with(n, :v)", {":v": S("7")}, False),
        ("attribute_type(m.nest, :t)", {":t": S("M")}, True),
        ("attribute_exists(l[3]) AND attribute_not_exists(l[4])", None, True),
        ("NOT (n = :a OR t = :b)", {":a": N("1"), ":b": {"BOOL": True}}, False),
        ("ss = :v", {":v": {"SS": ["b", "a"]}}, True),  # sets are unordered
    ],
)
def test_conditions(expr, values, expected):
    assert cond(expr, values) is expected


def test_set_nested_and_list_append():
    item = after(update("SET m.nest.e = :v, l[10] = :w, l[0] = :x", {":v": S("y"), ":w": S("end"), ":x": S("A")}))
    assert item["m"]["M"]["nest"]["M"] == {"d": S("x"), "e": S("y")}
    assert item["l"]["L"] == [S("A"), S("b"), S("c"), S("d"), S("end")]  # past the end appends


def test_remove_list_elements_index_the_original_list():
    assert after(update("REMOVE l[0], l[2], l[9]"))["l"]["L"] == [S("b"), S("d")]


def test_remove_past_the_old_end_spares_what_a_set_appended():
    """REMOVE l[4] names the list before the update (4 elements): nothing there,
    so the element SET appends at index 4 stays (recorded:
    min-semantics-remove-index-after-append)."""
    values = {":w": S("end")}
    assert after(update("SET l[10] = :w REMOVE l[4]", values))["l"]["L"] == [S("a"), S("b"), S("c"), S("d"), S("end")]
    assert after(update("SET l[10] = :w REMOVE l[3]", values))["l"]["L"] == [S("a"), S("b"), S("c"), S("end")]


def test_every_list_index_names_the_list_before_the_update():
    """Appends (SET or ADD past the end) land in the order of their indexes, not
    of the text; an ADD inside the list adds to the element the index named
    before any REMOVE (recorded: min-semantics-appends-in-index-order,
    min-semantics-remove-then-add-old-index)."""
    x, y, five = {":x": S("X")}, {":y": S("Y")}, {":n": N("5")}
    start = [S("a"), S("b"), S("c"), S("d")]
    assert after(update("SET l[9] = :x, l[6] = :y", x | y))["l"]["L"] == start + [S("Y"), S("X")]
    assert after(update("SET l[9] = :x ADD l[7] :n", x | five))["l"]["L"] == start + [N("5"), S("X")]
    numbers = {**KEY, "l": {"L": [N("1"), N("2")]}}
    r = update("REMOVE l[0] ADD l[1] :n", five, before=[numbers])
    assert after(r)["l"]["L"] == [N("7")]


@pytest.mark.parametrize("text, size", [("é", 1), ("e\u0301", 2), ("\U0001f600", 2), ("\U0001f600x", 3), ("𐍈𐍈", 4)])
def test_size_of_a_string_counts_utf16_code_units(text, size):
    """As Java's String.length() (recorded: min-semantics-size-utf16)."""
    item = {**KEY, "t": S(text)}
    r = update("SET z = :one", {":one": N("1"), ":n": N(str(size))}, before=[item], ConditionExpression="size(t) = :n")
    assert r.ok, r.message


def test_set_add_and_delete_and_the_last_member():
    item = after(update("ADD ss :a DELETE ns :d", {":a": {"SS": ["c", "a"]}, ":d": {"NS": ["1", "2.5"]}}))
    assert sorted(item["ss"]["SS"]) == ["a", "b", "c"]
    assert "ns" not in item  # removing the last member removes the attribute


def test_arithmetic_is_exact_and_keeps_the_scale():
    assert after(update("SET n = n + :v", {":v": N("0.50")}))["n"] == N("7.50")
    assert after(update("SET c = if_not_exists(c, :z) + :one", {":z": N("0"), ":one": N("1")}))["c"] == N("1")
    big = {**KEY, "x": N("12345678901234567890123456789012345678")}
    r = update("ADD x :v", {":v": N("0.5")}, before=[big])
    assert (r.error_code, r.message) == ("ValidationException", "DynamoDB only supports precision up to 38 digits")
    r = update("SET x = :a + :b", {":a": N("-1E+125"), ":b": N("-9E+125")})
    assert r.message == "Number overflow. Attempting to store a number with magnitude larger than supported range"


@pytest.mark.parametrize(
    "expr, values, message",
    [
        ("SET x = s + :one", {":one": N("1")}, "An operand in the update expression has an incorrect data type"),
        (
            "SET x = nope + :one",
            {":one": N("1")},
            "The provided expression refers to an attribute that does not exist in the item",
        ),
        (
            "SET nope.x = :one",
            {":one": N("1")},
            "The document path provided in the update expression is invalid for update",
        ),
        ("REMOVE s.x", None, "The document path provided in the update expression is invalid for update"),
        ("ADD m :one", {":one": N("1")}, "An operand in the update expression has an incorrect data type"),
        ("SET x = list_append(l, s)", None, "An operand in the update expression has an incorrect data type"),
    ],
)
def test_errors_that_depend_on_the_item(expr, values, message):
    r = update(expr, values)
    assert (r.ok, r.error_code, r.message) == (False, "ValidationException", message)
    assert r.items_after == []


@pytest.mark.parametrize(
    "mode, expected",
    [
        ("NONE", None),
        ("ALL_OLD", ITEM),
        ("UPDATED_OLD", {"n": N("7")}),  # m.added held no value before
        ("UPDATED_NEW", {"n": N("8"), "m": {"M": {**ITEM["m"]["M"], "added": S("v")}}}),  # whole top-level attributes
    ],
)
def test_return_values(mode, expected):
    r = update("SET m.added = :v ADD n :one", {":v": S("v"), ":one": N("1")}, ReturnValues=mode)
    assert r.response.get("Attributes") == expected


def test_condition_failure_returns_the_old_item_when_asked():
    r = update(
        "SET x = :one",
        {":one": N("1")},
        ConditionExpression="attribute_not_exists(PK)",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    )
    assert (r.error_code, r.message, r.item) == (
        "ConditionalCheckFailedException",
        "The conditional request failed",
        ITEM,
    )


def test_put_normalizes_top_level_numbers_only():
    item = {**KEY, "a": N("1.50"), "b": N("1E2"), "l": {"L": [N("1.0")]}}
    r = simulate(TABLE, [], "PutItem", {"TableName": "Tbl", "Item": item})
    assert after(r) == {**KEY, "a": N("1.5"), "b": N("100"), "l": {"L": [N("1.0")]}}


def test_get_with_projection_and_delete():
    r = simulate(
        TABLE, [ITEM], "GetItem", {"TableName": "Tbl", "Key": KEY, "ProjectionExpression": "l[1], m.nest.d, nope"}
    )
    assert r.response == {"Item": {"l": {"L": [S("b")]}, "m": {"M": {"nest": {"M": {"d": S("x")}}}}}}
    r = simulate(TABLE, [ITEM], "DeleteItem", {"TableName": "Tbl", "Key": KEY, "ReturnValues": "ALL_OLD"})
    assert r.response == {"Attributes": ITEM} and r.items_after == [{"key": KEY, "item": None}]


def test_key_errors():
    r = simulate(TABLE, [], "GetItem", {"TableName": "Tbl", "Key": {"PK": S("P")}})
    assert r.message == "The number of conditions on the keys is invalid"
    r = simulate(TABLE, [], "PutItem", {"TableName": "Tbl", "Item": {"PK": S("P"), "SK": N("1")}})
    assert r.message == "One or more parameter values were invalid: Type mismatch for key"


def test_transaction_is_all_or_nothing_with_reasons_in_order():
    params = {
        "TransactItems": [
            {
                "Update": {
                    "TableName": "Tbl",
                    "Key": KEY,
                    "UpdateExpression": "ADD n :one",
                    "ExpressionAttributeValues": {":one": N("1")},
                }
            },
            {
                "ConditionCheck": {
                    "TableName": "Tbl",
                    "Key": {"PK": S("P"), "SK": S("2")},
                    "ConditionExpression": "attribute_exists(PK)",
                }
            },
        ]
    }
    r = simulate(TABLE, [ITEM], "TransactWriteItems", params)
    assert r.error_code == "TransactionCanceledException"
    assert (
        r.message
        == "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]"
    )
    assert r.cancellation_reasons == [
        {"Code": "None"},
        {"Code": "ConditionalCheckFailed", "Message": "The conditional request failed."},
    ]
    params["TransactItems"].pop()
    assert after(simulate(TABLE, [ITEM], "TransactWriteItems", params))["n"] == N("8")


def test_simulate_on_a_filled_table_answers_as_simulate_and_keeps_the_writes():
    """``simulate_on`` runs on a Table filled beforehand (the benchmark fills it
    outside the timing, as DynamoDB Local's table is reset outside it): the same
    answer and capacity as ``simulate``, and the table holds the writes after,
    so a second request sees the first one's."""
    params = {
        "TableName": "Tbl",
        "Key": KEY,
        "UpdateExpression": "ADD n :one",
        "ConditionExpression": "n < :eight",
        "ExpressionAttributeValues": {":one": N("1"), ":eight": N("8")},
        "ReturnConsumedCapacity": "TOTAL",
    }
    table = Table(TABLE, [ITEM])
    first = simulate_on(table, "UpdateItem", params)
    assert first.to_json() == simulate(TABLE, [ITEM], "UpdateItem", params).to_json()
    assert first.capacity == simulate(TABLE, [ITEM], "UpdateItem", params).capacity
    assert table.get(KEY)["n"] == N("8")
    again = simulate_on(table, "UpdateItem", params)  # n is 8 now: the condition fails
    assert again.error_code == "ConditionalCheckFailedException"
    assert table.get(KEY)["n"] == N("8")


def test_a_checked_key_is_kept_only_while_a_request_runs():
    """The table checks a key or an item once while ``simulate_on`` runs (the
    run and the capacity estimate look up the same ones); before and after, a
    dict changed since it was checked is checked again."""
    table = Table(TABLE, [ITEM])
    key = dict(KEY)
    assert table.check_key(key) == KEY
    key["SK"] = N("1")  # the sort key is a string
    with pytest.raises(DynamoDBError):
        table.check_key(key)
    item = {**KEY, "x": N("1")}
    assert table.check_item_key(item) == KEY
    item["PK"] = {"S": ""}
    with pytest.raises(DynamoDBError):
        table.check_item_key(item)
    got = simulate_on(table, "GetItem", {"TableName": "Tbl", "Key": KEY, "ReturnConsumedCapacity": "TOTAL"})
    assert got.ok and got.response["Item"] == ITEM and got.capacity["items"][0]["bytes"] > 0
    with pytest.raises(DynamoDBError):  # nothing kept once the request is answered
        table.check_key(key)


def test_query_order_filter_limit_and_paging():
    items = [{"PK": S("A"), "SK": S(s), "x": N(str(i))} for i, s in enumerate(["b", "a", "c", "d"])] + [
        {"PK": S("B"), "SK": S("a")}
    ]
    base = {
        "TableName": "Tbl",
        "KeyConditionExpression": "PK = :p AND SK > :s",
        "ExpressionAttributeValues": {":p": S("A"), ":s": S("a"), ":x": N("0")},
        "FilterExpression": "x > :x",
    }
    r = simulate(TABLE, items, "Query", {**base, "Limit": 2, "ScanIndexForward": False})
    assert r.response == {
        "Items": [items[3], items[2]],
        "Count": 2,
        "ScannedCount": 2,
        "LastEvaluatedKey": {"PK": S("A"), "SK": S("c")},
    }
    r = simulate(TABLE, items, "Query", {**base, "ExclusiveStartKey": {"PK": S("A"), "SK": S("b")}})
    assert [i["SK"] for i in r.response["Items"]] == [S("c"), S("d")]


def test_core_problems_are_validation_errors_in_dynamodbs_words():
    r = update("SET x = :a - :b", {":a": N("1"), ":b": {"BOOL": True}})
    assert (
        r.message
        == "Invalid UpdateExpression: Incorrect operand type for operator or function; operator or function: -, operand type: BOOL"
    )
    r = update("SET x = ")
    assert r.error_code == "ValidationException" and r.message.startswith("Invalid UpdateExpression: Syntax error")
    assert dynamodb_message(
        "update[1].path", "ADD works on a number or a set, not a boolean; use SET for other types"
    ) == (
        "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: ADD, operand type: BOOLEAN, typeSet: ALLOWED_FOR_ADD_OPERAND"
    )
    r = update("SET m.a = :a, m[0] = :a", {":a": N("1")})
    assert r.message == (
        "Invalid UpdateExpression: Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [m, a], path two: [m, [0]]"
    )
    assert dynamodb_message("x", "some other message") == "some other message"


def test_bad_input_is_an_answer_never_a_crash():
    doc = {"table": TABLE, "before": [ITEM], "operation": "GetItem", "request": {"TableName": "Tbl", "Key": KEY}}
    out = simulate_document({**doc, "before": [{**KEY, "x": {"N": "abc"}}]})
    assert (
        out["error_code"] == "InputError"
        and out["message"].startswith("before[0].x")
        and "number expected" in out["message"]
    )
    out = simulate_document({**doc, "before": [{**KEY, "PK": {"N": "1"}}]})
    assert out == {
        "ok": False,
        "error_code": "InputError",
        "message": "before[0].PK is a number, but the table's partition key PK is a string.",
    }
    out = simulate_document({**doc, "request": {"TableName": "Tbl", "Key": {**KEY, "SK": {"S": "\ud800"}}}})
    assert (
        out["error_code"] == "InputError"
        and "lone UTF-16 surrogate" in out["message"]
        and out["message"].startswith("request.Key.SK")
    )
    # values DynamoDB refuses in an item: its answer, not an exception (decimal.Overflow once escaped here)
    put = {"TableName": "Tbl", "Item": {**KEY, "n": {"N": "1E+200"}, "l": {"L": [{}]}}}
    r = simulate(TABLE, [], "PutItem", put)
    assert r.error_code == "ValidationException"
    r = simulate(TABLE, [], "PutItem", {"TableName": "Tbl", "Item": {**KEY, "n": {"N": "1E+200"}}})
    assert r.message == "Number overflow. Attempting to store a number with magnitude larger than supported range"


def test_documents_and_input_errors():
    doc = {
        "table": TABLE,
        "before": [ITEM],
        "operation": "GetItem",
        "request": {"TableName": "Tbl", "Key": KEY},
        "note": "ignored",
    }
    assert simulate_document(doc) == {"ok": True, "response": {"Item": ITEM}, "items_after": []}
    assert simulate_document([1])["error_code"] == "InputError"
    assert simulate_document({**doc, "before": [{"x": S("1")}]})["error_code"] == "InputError"
    assert simulate_document({**doc, "table": {"KeySchema": []}})["error_code"] == "InputError"
    # an item no table could hold (over 400 KB) was taken as it was; one of 400 KB exactly is held
    largest = {**KEY, "x": S("y" * (409_600 - 3 - 3 - 1))}  # PK "P" (3 bytes), SK "1" (3), the name x (1)
    assert simulate_document({**doc, "before": [largest]})["ok"]
    too_large = simulate_document({**doc, "before": [{**largest, "x": S(largest["x"]["S"] + "y")}]})
    assert too_large == {
        "ok": False,
        "error_code": "InputError",
        "message": "before[0]: the item is 409,601 bytes; DynamoDB holds items of at most 409,600 bytes (400 KB)",
    }


def test_items_for_a_table_nothing_names_are_refused_not_left_unread():
    """Items by table name for a table that neither the request nor the table
    descriptions name would never be read (they were taken, and the request
    ran on an empty table: a probe of 2026-12-06)."""
    doc = {"table": TABLE, "operation": "GetItem", "request": {"TableName": "Tbl", "Key": KEY}}
    assert simulate_document({**doc, "before": {"Tbl": [ITEM]}})["response"] == {"Item": ITEM}
    assert simulate_document({**doc, "before": {"Tbl": [ITEM], "Tlb": [ITEM]}}) == {
        "ok": False,
        "error_code": "InputError",
        "message": 'before["Tlb"]: no table of that name is in the request or the table descriptions '
        "(they name Tbl): these items would never be read",
    }
    # a table the descriptions name may be given items the request does not read
    described = [{**TABLE, "TableName": "Tbl"}, {**TABLE, "TableName": "Other"}]
    assert simulate_document({**doc, "table": described, "before": {"Tbl": [ITEM], "Other": []}})["ok"]
    # the tables of a batch and of a transaction are named where each operation names them
    batch = {"RequestItems": {"Tbl": {"Keys": [KEY]}}}
    out = simulate_document({**doc, "operation": "BatchGetItem", "request": batch, "before": {"Tbl": [ITEM]}})
    assert out["response"]["Responses"] == {"Tbl": [ITEM]}
    bad = simulate_document({**doc, "operation": "BatchGetItem", "request": batch, "before": {"Nope": [ITEM]}})
    assert bad["message"].startswith('before["Nope"]: no table of that name')
    tx = {
        "TransactItems": [
            {"ConditionCheck": {"TableName": "Tbl", "Key": KEY, "ConditionExpression": "attribute_exists(PK)"}},
            {"Put": {"TableName": "Two", "Item": KEY}},
        ]
    }
    out = simulate_document(
        {**doc, "operation": "TransactWriteItems", "request": tx, "before": {"Tbl": [ITEM], "Two": []}}
    )
    assert out["ok"], out
    bad = simulate_document({**doc, "operation": "TransactWriteItems", "request": tx, "before": {"Three": []}})
    assert "(they name Tbl, Two)" in bad["message"]
    # a request that names no table is DynamoDB's to refuse, items or not
    out = simulate_document({**doc, "request": {"Key": KEY}, "before": {"Tbl": [ITEM]}})
    assert out["error_code"] == "ValidationException", out


# --------------------------------------------------------------------------
# explain_condition and the optional trace: which parts of a condition held
# --------------------------------------------------------------------------
def _tree(e):
    return (e.kind, e.text, e.result, [_tree(c) for c in e.children])


def test_explain_condition_marks_each_group_and_leaf():
    from builder.expr.evaluate import evaluate, explain_condition
    from builder.expr.parse import parse_condition

    cond = parse_condition(
        "(#n = :four OR NOT begins_with(s, :p)) AND attribute_exists(t) AND NOT (n < :one OR contains(ss, :a))",
        {"#n": "n"},
        {":four": {"N": "4"}, ":p": {"S": "hé"}, ":one": {"N": "1"}, ":a": {"S": "a"}},
    )
    explained = explain_condition(cond, ITEM)
    assert _tree(explained) == (
        "AND",
        '(n = 4 OR NOT begins_with(s, "hé")) AND attribute_exists(t) AND NOT (n < 1 OR contains(ss, "a"))',
        False,
        [
            (
                "OR",
                'n = 4 OR NOT begins_with(s, "hé")',
                False,
                [
                    ("leaf", "n = 4", False, []),
                    ("NOT", 'NOT begins_with(s, "hé")', False, [("leaf", 'begins_with(s, "hé")', True, [])]),
                ],
            ),
            ("leaf", "attribute_exists(t)", True, []),
            (
                "NOT",
                'NOT (n < 1 OR contains(ss, "a"))',
                False,
                [
                    (
                        "OR",
                        'n < 1 OR contains(ss, "a")',
                        True,
                        [
                            ("leaf", "n < 1", False, []),
                            ("leaf", 'contains(ss, "a")', True, []),
                        ],
                    ),
                ],
            ),
        ],
    )
    assert explained.result is evaluate(cond, ITEM)
    # on no item: attribute_exists is false, the whole is false
    assert explain_condition(cond, None).children[1].result is False


def test_the_trace_changes_nothing_and_records_each_evaluated_condition():
    from builder.expr.simulate import TRACE_ITEMS

    params = {
        "TableName": "Tbl",
        "Key": KEY,
        "UpdateExpression": "SET n = :n",
        "ConditionExpression": "n = :seven",
        "ExpressionAttributeValues": {":n": {"N": "8"}, ":seven": {"N": "7"}},
    }
    trace: list = []
    assert (
        simulate(TABLE, [ITEM], "UpdateItem", params, trace=trace).to_json()
        == simulate(TABLE, [ITEM], "UpdateItem", params).to_json()
    )
    assert [(t.label, t.key, t.explained.text, t.explained.result) for t in trace] == [
        ("ConditionExpression", KEY, "n = 7", True)
    ]

    transact = {
        "TransactItems": [
            {"ConditionCheck": {"TableName": "Tbl", "Key": KEY, "ConditionExpression": "attribute_not_exists(PK)"}},
            {
                "Put": {
                    "TableName": "Tbl",
                    "Item": {"PK": {"S": "Q"}, "SK": {"S": "1"}},
                    "ConditionExpression": "attribute_not_exists(PK)",
                }
            },
        ]
    }
    trace = []
    result = simulate(TABLE, [ITEM], "TransactWriteItems", transact, trace=trace)
    assert result.to_json() == simulate(TABLE, [ITEM], "TransactWriteItems", transact).to_json()
    assert [(t.label, t.item is None, t.explained.result) for t in trace] == [
        ("Action 1 · ConditionCheck ConditionExpression", False, False),
        ("Action 2 · Put ConditionExpression", True, True),
    ]

    items = [{"PK": {"S": "P"}, "SK": {"S": str(i)}, "n": {"N": str(i)}} for i in range(5)]
    scan = {"TableName": "Tbl", "FilterExpression": "n > :two", "ExpressionAttributeValues": {":two": {"N": "2"}}}
    trace = []
    assert simulate(TABLE, items, "Scan", scan, trace=trace).to_json() == simulate(TABLE, items, "Scan", scan).to_json()
    assert len(trace) == TRACE_ITEMS
    assert [(t.label, t.explained.text, t.explained.result) for t in trace] == [
        ("FilterExpression", "n > 2", False),
        ("FilterExpression", "n > 2", False),
        ("FilterExpression", "n > 2", False),
    ]


def test_an_update_changes_no_item_it_was_given_nor_the_item_before():
    """An update writes a new item: the item before (kept for ALL_OLD, the
    capacity estimate and a transaction's scratch copy) and the caller's items
    are never changed, down to nested maps, lists and sets, whichever actions
    touch them."""
    given = copy.deepcopy(ITEM)
    table = Table(TABLE, [given])
    before = table.get(KEY)
    before_copy = copy.deepcopy(before)
    result = simulate_on(
        table,
        "UpdateItem",
        {
            "TableName": "Tbl",
            "Key": KEY,
            "UpdateExpression": "SET m.nest.d = :x, l[1] = :x, l[9] = :x REMOVE l[0], m.z ADD ns :ns, n :one DELETE ss :a",
            "ExpressionAttributeValues": {":x": S("y"), ":ns": {"NS": ["3"]}, ":one": N("1"), ":a": {"SS": ["a"]}},
            "ReturnValues": "ALL_OLD",
        },
    )
    new = after(result)
    assert new["m"] == {"M": {"nest": {"M": {"d": S("y")}}}} and new["l"]["L"][0] == S("y")
    assert new["ss"] == {"SS": ["b"]} and new["n"] == N("8")
    assert before == before_copy and given == ITEM
    assert result.response["Attributes"] == ITEM


def test_a_table_description_holding_an_integer_python_cannot_write_is_read_not_crashed_on():
    # Table keeps a description's KeySchema by its repr, which refuses integers of over 4,300
    # digits (ValueError); test_robustness's junk documents found it
    huge = 10**5000
    with pytest.raises(TableSpecError):
        Table({"KeySchema": huge})
    spec = {**TABLE, "Extra": huge}
    table = Table(spec, [{"PK": {"S": "a"}, "SK": {"S": "b"}}])
    assert simulate_on(table, "GetItem", {"TableName": "things", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}}).ok
