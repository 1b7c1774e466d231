"""mehedimi/laravel-dynamodb, a DynamoDB query builder and Eloquent model for
Laravel (PHP): the requests and expressions its tests pin.

Source: mehedimi/laravel-dynamodb, commit 62445fd (2021-09-11; the tests last
changed @ 147b252). ``tests/BuilderTest.php`` pins the request the builder
compiles (``toArray()``, or the parameters its fake client receives): ``#1``/``:1``
placeholders numbered in order of use, a name or a value used again keeping its
placeholder (``attribute_type(#1, :1) or attribute_type(#2, :1)``: the value
``S`` once), clauses joined with lower-case ``and``/``or`` and no parentheses,
an update's ``set``, ``remove``, ``add`` and ``delete`` clauses from its
``add:``/``delete:`` prefixed keys, ``insert`` as a PutItem under ``<key> <>
:value`` for each key attribute (``#1 <> :1 and #2 <> :2``), ``increment`` as
``set #1 = #1 + :1`` or, for an ``add:`` column, ``add #1 :1``; a condition test
pins the ``ConditionExpression`` (and, for the first, the names and values).
``tests/Eloquent/BuilderTest.php`` pins a model query's key conditions,
names and values and its projection, ``tests/BatchRequestTest.php`` the
batches. Only the requests were taken, as data: no test was run.

Adapted only as far as needed to run: numbers as the AWS SDK for PHP's
Marshaler (which the library calls) writes them, strings (the tests'
``'N' => 18``, compared loosely by ``assertEquals``); a request the tests pin
without a key condition sent as the Scan ``scan()`` sends (``toArray()`` is what
both ``query()`` and ``scan()`` send), one with a key condition as a Query.
Where a test pins only the ``ConditionExpression``, the names and values are
those ``src/Query/Expression.php`` gives it (a value added twice kept once),
and the test's ``putItem(['hello' => 'word'])`` is sent to a table ``users``
keyed ``hello``, so that the test's item is a whole item, over an item at that
key where the condition holds and one where it fails. Tables keyed as the
requests name their keys (``Users`` keyed ``PK``, or ``PK``/``SK``, a model
query's table by what its key condition names); ``before`` made up so that
each condition holds for some items and fails for others. Sent as built,
mistakes included: a ``delete #4 :4`` of a string (refused: ``DELETE`` takes a set), a
``BETWEEN`` on a partition key, two conditions on one key and a batch item
without its key (refused). Left out: ``scanIndexBackward`` alone (no key
condition for its Query), a request another test pins identically
(``raw(['TableName' => 'Users'])``, the second ``limit``).
"""

from __future__ import annotations

from ._build import N, S, case, item, table

SOURCE = "mehedimi-laravel-dynamodb"
REPO = "mehedimi/laravel-dynamodb@62445fd "
BT = "tests/BuilderTest.php:"
EB = "tests/Eloquent/BuilderTest.php:"
BR = "tests/BatchRequestTest.php:"

CASES: list[dict] = []


def add(cite: str, op: str, request: dict, tbl: dict, before: list, note: str) -> None:
    CASES.append(case(REPO + cite, op, request, tbl, before, note))


T_USERS2 = table(("PK", "S"), ("SK", "S"))
T_USERS1 = table(("PK", "S"))
USERS = [
    item(PK="USERS", SK="Me", name="me", is_active=True),
    item(PK="USERS", SK="Members", name="members", is_active=False),
    item(PK="USERS", SK="3", name="three", is_active=True),
    item(PK="USERS", SK="5", name="five"),
    item(PK="OTHERS", SK="Me", name="other", is_active=True),
]
PIN = "the request the test pins"
MADE = "before: made-up users"

# ------------------------------------------------------------------ tests/BuilderTest.php
add(BT + "33 (it_can_query_from_a_table)", "Scan", {"TableName": "Users"}, T_USERS2, USERS,
    PIN + " (toArray(), no key condition: sent as scan() sends it); " + MADE)  # fmt: skip
add(BT + "50 (it_can_query_by_key_expressions)", "Query",
    {"TableName": "Users", "KeyConditionExpression": "#1 = :1", "ExpressionAttributeNames": {"#1": "PK"},
     "ExpressionAttributeValues": {":1": S("USERS")}}, T_USERS2, USERS, PIN + "; " + MADE)  # fmt: skip
add(BT + "76 (it_can_query_by_begins_with_key_expression)", "Query",
    {"TableName": "Users", "KeyConditionExpression": "#1 = :1 and begins_with(#2, :2)",
     "ExpressionAttributeNames": {"#1": "PK", "#2": "SK"}, "ExpressionAttributeValues": {":1": S("USERS"), ":2": S("Me")}},
    T_USERS2, USERS, PIN + "; " + MADE)  # fmt: skip
add(BT + "107 (it_can_query_by_between_key_expression)", "Query",
    {"TableName": "Users", "KeyConditionExpression": "#1 = :1 and #2 BETWEEN :2 AND :3",
     "ExpressionAttributeNames": {"#1": "PK", "#2": "SK"},
     "ExpressionAttributeValues": {":1": S("USERS"), ":2": S("2"), ":3": S("4")}},
    T_USERS2, USERS, PIN + "; " + MADE)  # fmt: skip
add(BT + "141 (it_can_query_by_filter_expression)", "Query",
    {"TableName": "Users", "KeyConditionExpression": "#1 = :1", "ExpressionAttributeNames": {"#1": "PK", "#2": "is_active"},
     "ExpressionAttributeValues": {":1": S("USERS"), ":2": {"BOOL": True}, ":3": {"BOOL": False}},
     "FilterExpression": "#2 = :2 or #2 = :3"},
    T_USERS2, USERS, PIN + "; " + MADE + " (one without is_active)")  # fmt: skip
add(BT + "177 (it_can_query_using_consistent_read)", "Scan", {"TableName": "Users", "ConsistentRead": True}, T_USERS2,
    USERS, PIN + " (no key condition: sent as scan() sends it); " + MADE)  # fmt: skip
add(BT + "213 (it_can_limit_query_result)", "Scan", {"TableName": "Users", "Limit": 10}, T_USERS2, USERS,
    PIN + " (no key condition: sent as scan() sends it); " + MADE)  # fmt: skip
add(BT + "242 (it_can_support_table_prefix)", "Scan", {"TableName": "Staging-Users"}, T_USERS2, USERS[:2],
    PIN + " (no key condition: sent as scan() sends it); " + MADE)  # fmt: skip
U1 = item(PK="User-1", name="Old Name", age=30, salary=50000, meta={"dob", "city"}, visits=4)
UKEY = {"PK": S("User-1")}
for line, test, text, names, values, befores in (
    (275, "it_can_update_a_item", "set #1 = :1", {"#1": "name"}, {":1": S("Name Here")},
     (([U1], "a made-up user"), ([], "no item"))),
    (307, "it_can_remove_attribute_from_a_item", "set #1 = :1 remove #2", {"#1": "name", "#2": "age"},
     {":1": S("Name Here")}, (([U1], "a made-up user with an age"),)),
    (340, "it_can_add_attribute_on_a_item", "set #1 = :1 add #2 :2, #3 :3 delete #4 :4",
     {"#1": "name", "#2": "age", "#3": "salary", "#4": "meta"},
     {":1": S("Name Here"), ":2": N(18), ":3": N(70000), ":4": S("dob")},
     (([U1], "a made-up user whose meta is a string set (refused: DELETE of a string)"),)),
):  # fmt: skip
    add(f"{BT}{line} ({test})", "UpdateItem",
        {"TableName": "Users", "Key": UKEY, "ExpressionAttributeNames": names, "ExpressionAttributeValues": values,
         "UpdateExpression": text},
        T_USERS1, befores[0][0], PIN + "; Users keyed PK, as the test's key; before: " + befores[0][1])  # fmt: skip
    for before, what in befores[1:]:
        add(f"{BT}{line} ({test})", "UpdateItem",
            {"TableName": "Users", "Key": UKEY, "ExpressionAttributeNames": names,
             "ExpressionAttributeValues": values, "UpdateExpression": text},
            T_USERS1, before, PIN + "; Users keyed PK, as the test's key; before: " + what)  # fmt: skip
PKEY = {"PK": S("User-1"), "SK": S("Profile")}
PROFILE = item(PK="User-1", SK="Profile", name="Old", visits=4, updated_at="then")
for before, what in (([], "no item"), ([PROFILE], "the profile exists (#1 <> :1 fails)"),
                     ([item(PK="User-1", SK="Other")], "another item of the user")):  # fmt: skip
    add(BT + "386 (it_can_put_item)", "PutItem",
        {"TableName": "Users", "Item": {"name": S("Name Here"), "age": {"NULL": True}, **PKEY},
         "ConditionExpression": "#1 <> :1 and #2 <> :2", "ExpressionAttributeNames": {"#1": "PK", "#2": "SK"},
         "ExpressionAttributeValues": {":1": S("User-1"), ":2": S("Profile")}},
        T_USERS2, before, PIN + " (insert: each key attribute <> its value); before: " + what)  # fmt: skip
add(BT + "419 (it_can_delete_an_item)", "DeleteItem", {"TableName": "Users", "Key": PKEY}, T_USERS2, [PROFILE],
    PIN + "; before: the made-up profile")  # fmt: skip
for line, test, text, vals, extra, befores in (
    (439, "it_can_increment_a_value_of_attribute", "set #1 = #1 + :1", {":1": N(1)}, {},
     (([PROFILE], "a made-up profile with 4 visits"), ([], "no item: visits is missing (refused)"))),
    (439, "it_can_increment_a_value_of_attribute", "add #1 :1", {":1": N(2)}, {},
     (([PROFILE], "a made-up profile with 4 visits"), ([], "no item"))),
):  # fmt: skip
    for before, what in befores:
        add(f"{BT}{line} ({test})", "UpdateItem",
            {"TableName": "Users", "Key": PKEY, "ExpressionAttributeNames": {"#1": "visits"},
             "ExpressionAttributeValues": vals, "UpdateExpression": text, **extra},
            T_USERS2, before, PIN + " (increment('visits') and increment('add:visits', 2)); before: " + what)  # fmt: skip
DEC = {"TableName": "Users", "Key": PKEY, "ExpressionAttributeNames": {"#1": "visits", "#2": "updated_at"},
       "ExpressionAttributeValues": {":1": N(1), ":2": S("now")}, "UpdateExpression": "set #1 = #1 - :1, #2 = :2"}  # fmt: skip
add(BT + "479 (it_can_decrement_a_value_of_attribute)", "UpdateItem", DEC, T_USERS2, [PROFILE],
    PIN + "; before: a made-up profile with 4 visits")  # fmt: skip
add(BT + "513 (it_can_set_return_value)", "UpdateItem", {**DEC, "ReturnValues": "ALL_NEW"}, T_USERS2, [PROFILE],
    PIN + "; before: a made-up profile with 4 visits")  # fmt: skip

T_HELLO = table(("hello", "S"))
HOLDS_NOTE = "the ConditionExpression the test pins, names and values as Expression.php adds them"
PUT = "; putItem(['hello' => 'word']) on a table users keyed hello"


def conditional_put(
    line: int, test: str, text: str, names: dict, values: dict | None, holds: dict, fails: dict
) -> None:
    request = {"TableName": "users", "Item": {"hello": S("word")}, "ConditionExpression": text,
               "ExpressionAttributeNames": names}  # fmt: skip
    if values:
        request["ExpressionAttributeValues"] = values
    for attrs, what in ((holds, "where it holds"), (fails, "where it fails")):
        add(f"{BT}{line} ({test})", "PutItem", request, T_HELLO, [item(hello="word", **attrs)],
            f"{HOLDS_NOTE}{PUT}; before: an item at that key {what}")  # fmt: skip


PLS = {"#1": "PK", "#2": "LK", "#3": "SK"}
conditional_put(549, "it_can_add_condition_expression", "#1 = :1 or #2 = :2", {"#1": "PK", "#2": "SK"},
                {":1": S("demo"), ":2": S("or value")}, {"PK": "x", "SK": "or value"}, {"PK": "x", "SK": "y"})  # fmt: skip
conditional_put(576, "it_add_attribute_exists_condition",
                "attribute_exists(#1) and attribute_exists(#2) or attribute_exists(#3)", PLS, None,
                {"SK": "s"}, {"PK": "p"})  # fmt: skip
conditional_put(590, "it_add_attribute_not_exists_condition",
                "attribute_not_exists(#1) and attribute_not_exists(#2) or attribute_not_exists(#3)", PLS, None,
                {"PK": "p", "LK": "l"}, {"PK": "p", "SK": "s"})  # fmt: skip
conditional_put(604, "it_add_attribute_type_condition",
                "attribute_type(#1, :1) or attribute_type(#2, :1) and attribute_type(#3, :1)", PLS, {":1": S("S")},
                {"LK": "l", "SK": "s"}, {"PK": 1, "LK": "l", "SK": 2})  # fmt: skip
conditional_put(618, "it_add_begins_with_condition",
                "begins_with(#1, :1) or begins_with(#2, :1) and begins_with(#3, :1)", PLS, {":1": S("S")},
                {"PK": "Sam"}, {"PK": "Tom", "LK": "Sue", "SK": "Bob"})  # fmt: skip
conditional_put(632, "it_add_contains_condition", "contains(#1, :1) or contains(#2, :1) and contains(#3, :1)", PLS,
                {":1": S("S")}, {"LK": {"S", "T"}, "SK": "ASAP"}, {"PK": "abc", "LK": {"T"}, "SK": "S"})  # fmt: skip
conditional_put(646, "it_add_size_condition", "size(#1) = :1 or size(#2) > :2 and size(#3) = :3", PLS,
                {":1": N(64000), ":2": N(2), ":3": N(3)}, {"LK": ["a", "b", "c"], "SK": "abc"},
                {"PK": "short", "LK": "ab", "SK": "abc"})  # fmt: skip

# ------------------------------------------------------------------ tests/Eloquent/BuilderTest.php
EPIN = "the key conditions, names and values the test pins, as the Query the model's builder sends on its table users"
add(EB + "66 (it_can_set_key_conditions)", "Query",
    {"TableName": "users", "KeyConditionExpression": "#1 = :1", "ExpressionAttributeNames": {"#1": "pk"},
     "ExpressionAttributeValues": {":1": S("pk-1")}},
    table(("pk", "S")), [item(pk="pk-1", v=1), item(pk="pk-2", v=2)],
    EPIN + ", keyed pk as the condition names it; before: made-up items")  # fmt: skip
add(EB + "66 (it_can_set_key_conditions)", "Query",
    {"TableName": "users", "KeyConditionExpression": "#1 BETWEEN :1 AND :2", "ExpressionAttributeNames": {"#1": "pk"},
     "ExpressionAttributeValues": {":1": S("pk-from"), ":2": S("pk-to")}},
    table(("pk", "S")), [item(pk="pk-go", v=1)],
    EPIN + ", keyed pk (a BETWEEN on the partition key: refused); before: a made-up item")  # fmt: skip
add(EB + "84 (it_can_add_multiple_key_conditions)", "Query",
    {"TableName": "users", "KeyConditionExpression": "#1 = :1 and #2 BETWEEN :1 AND :2 and begins_with(#1, :3)",
     "ExpressionAttributeNames": {"#1": "name", "#2": "date"},
     "ExpressionAttributeValues": {":1": S("from"), ":2": S("to"), ":3": S("foo")}},
    table(("name", "S"), ("date", "S")), [item(name="from", date="go")],
    EPIN + " (joined with ' and ' as the grammar joins them), keyed name and date (two conditions on name: "
    "refused); before: a made-up item")  # fmt: skip
add(EB + "116 (it_set_select_columns)", "Scan",
    {"TableName": "users", "ProjectionExpression": "#1, #2", "ExpressionAttributeNames": {"#1": "name", "#2": "id"}},
    table(("primary", "S"), ("sort", "S")),
    [item(primary="p", sort="s", name="n", id=1, other=2), item(primary="q", sort="s", other=3)],
    "the projection and names the test pins, as a Scan of the model's table users (keyed primary and sort); "
    "before: made-up users")  # fmt: skip

# ------------------------------------------------------------------ tests/BatchRequestTest.php
T_PK = table(("pk", "S"))
add(BR + "20 (it_make_put_item_request)", "BatchWriteItem",
    {"RequestItems": {"users": [{"PutRequest": {"Item": {"pk": S("key")}}},
                                {"PutRequest": {"Item": {"ol": S("lo"), "is_active": {"BOOL": True}}}}]}},
    T_PK, [], PIN + "; users keyed pk, as its other batches' keys (the second item has no key: refused)")  # fmt: skip
add(BR + "20 (it_make_put_item_request)", "BatchWriteItem",
    {"RequestItems": {"users": [{"PutRequest": {"Item": {"pk": S("key")}}}]}}, T_PK, [],
    "the test's first item alone, in the batch putItemBatch makes of it; users keyed pk")  # fmt: skip
add(BR + "64 (it_make_delete_item_request)", "BatchWriteItem",
    {"RequestItems": {"users": [{"DeleteRequest": {"Key": {"pk": S("key")}}}]}}, T_PK, [item(pk="key", v=1)],
    PIN + "; users keyed pk; before: the item")  # fmt: skip
add(BR + "96 (it_make_batch_get_item_request)", "BatchGetItem",
    {"RequestItems": {"users": {"Keys": [{"pk": S("key")}]}}}, T_PK, [item(pk="key", v=1), item(pk="other")],
    PIN + "; users keyed pk; before: made-up items")  # fmt: skip
