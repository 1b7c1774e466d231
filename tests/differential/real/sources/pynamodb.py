"""PynamoDB: the requests its tests assert it sends, and the expression text
its expression tests assert it writes.

Source: pynamodb/PynamoDB, branch master, commit 2f8e8bb, ``tests/``.
PynamoDB writes functions with a space before the parenthesis
(``attribute_not_exists (#0)``, ``size (#0)``) and placeholders made of digits
only (``#0``, ``:0``). Whole requests (``test_model.py``,
``test_base_connection.py``, ``test_table_connection.py``) are kept as asserted;
an expression from ``test_expressions.py`` is sent as a Scan filter (a
condition) or, for an update action, inside ``SET``/``REMOVE``/``ADD``/``DELETE``
the way PynamoDB's ``Update`` joins its actions. Requests that name an index
are left out (the simulator has no indexes).
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "pynamodb"
REPO = "pynamodb/PynamoDB@2f8e8bb tests/"

USER_MODEL = table(("user_name", "S"), ("user_id", "S"))
THREAD = table(("ForumName", "S"), ("Subject", "S"))
SIMPLE = table(("user_name", "S"))
VERSIONED = table(("name", "S"))
POLY = table(("id", "S"))
EXPR = table(("pk", "S"))

USERS = [
    item(user_name="foo", user_id="bar", email="needs_email", callable_field=42),
    item(user_name="foo", user_id="id-1", email="a@b.c", picture=b"\x01", zip_code=2),
    item(user_name="foo", user_id="id-2", email="x@y.z", zip_code=7),
    item(user_name="foo", user_id="other", email="o@p.q", picture=b"\x02", zip_code=3),
]
THREADS = [
    item(ForumName="foo-key", Subject="foo-range-key", Forum="x"),
    item(ForumName="Foo forum", Subject="Foo subject"),
    item(ForumName="Bar forum", Subject="Foo"),
]
EXPR_ITEMS = [
    item(pk="1", foo="bar", bar="bar"),
    item(pk="2", foo="baz", bar=["baz", "bar"]),
    item(pk="3", foo="bazooka", bar="bazooka"),
    item(pk="4", foo={"bar", "qux"}, bar=[1, 2, 3]),
    item(pk="5", foo=["bar", "q"], bar="zz"),
    item(pk="6", foo={1, 2}, bar="b"),
    item(pk="7", other="x"),
]


def _scan(line: int, text: str, names: dict, vals: dict) -> dict:
    request = {"TableName": "pynamodb-expressions", "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(REPO + f"test_expressions.py:{line}", "Scan", request, EXPR, EXPR_ITEMS, "the condition as a filter")


def _update(line: int, text: str, names: dict, vals: dict, note: str = "") -> dict:
    request = {
        "TableName": "pynamodb-expressions",
        "Key": item(pk="2"),
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
        "ReturnValues": "ALL_NEW",
    }
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(REPO + f"test_expressions.py:{line}", "UpdateItem", request, EXPR, EXPR_ITEMS, note)


F = {"#0": "foo"}
FB = {"#0": "foo", "#1": "bar"}

CASES = [
    # --- test_expressions.py: conditions
    _scan(157, "#0 = :0", F, values({":0": "bar"})),
    _scan(164, "#0 <> :0", F, values({":0": "bar"})),
    _scan(171, "#0 < :0", F, values({":0": "bar"})),
    _scan(178, "#0 <= :0", F, values({":0": "bar"})),
    _scan(185, "#0 > :0", F, values({":0": "bar"})),
    _scan(192, "#0 >= :0", F, values({":0": "bar"})),
    _scan(199, "#0 BETWEEN :0 AND :1", F, values({":0": "bar", ":1": "baz"})),
    _scan(206, "#0 IN (:0, :1)", F, values({":0": "bar", ":1": "baz"})),
    _scan(213, "attribute_exists (#0)", F, {}),
    _scan(220, "attribute_not_exists (#0)", F, {}),
    _scan(227, "attribute_type (#0, :0)", F, values({":0": "S"})),
    _scan(234, "begins_with (#0, :0)", F, values({":0": "bar"})),
    _scan(241, "contains (#0, :0)", F, values({":0": "bar"})),
    _scan(255, "contains (#0, :0)", F, {":0": {"N": "1"}}),
    _scan(269, "contains (#0, #1)", FB, {}),
    _scan(276, "size (#0) = :0", F, {":0": {"N": "3"}}),
    _scan(283, "size (#0) = size (#1)", FB, {}),
    _scan(290, "(#0 < :0 AND #0 > :1)", F, values({":0": "bar", ":1": "baz"})),
    _scan(315, "(#0 < :0 OR #0 > :1)", F, values({":0": "bar", ":1": "baz"})),
    _scan(327, "(NOT #0 < :0)", F, values({":0": "bar"})),
    _scan(334, "(((NOT #0 < :0) AND #0 > :1) OR #0 = :2)", F, values({":0": "bar", ":1": "baz", ":2": "foo"})),
    _scan(341, "#0[0] = :0", F, values({":0": "bar"})),
    _scan(352, "#0[0][1] = :0", F, values({":0": "bar"})),
    _scan(361, "#0[0].#1 = :0", FB, values({":0": "baz"})),
    _scan(412, "#0.#1 = :0", FB, values({":0": "baz"})),
    # --- test_expressions.py: update actions, joined as PynamoDB's Update joins them
    _update(504, "SET #0 = #1 + :0", {"#0": "n", "#1": "m"}, {":0": {"N": "0"}}, "names n/m for foo/bar (numbers)"),
    _update(511, "SET #0 = :0 + #1", {"#0": "n", "#1": "m"}, {":0": {"N": "0"}}, "names n/m (no such numbers)"),
    _update(532, "SET #0 = list_append (#1, :0)", FB, {":0": {"L": [{"S": "baz"}]}}),
    _update(539, "SET #0 = list_append (:0, #1)", FB, {":0": {"L": [{"S": "baz"}]}}),
    _update(546, "SET #0 = if_not_exists (#1, :0)", FB, values({":0": "baz"})),
    _update(560, "REMOVE #0[10]", {"#0": "bar"}, {}),
    _update(567, "ADD #0 :0", {"#0": "counter"}, {":0": {"N": "0"}}),
    _update(599, "DELETE #0 :0", {"#0": "foo"}, {":0": {"SS": ["bar"]}}, "the set holds strings here"),
    _update(
        622,
        "SET #0 = :0 REMOVE #0 ADD #1 :1 DELETE #1 :2",
        {"#0": "foo", "#1": "bar"},
        {":0": {"S": "bar"}, ":1": {"NS": ["0"]}, ":2": {"NS": ["1"]}},
        "the test's Update sets and removes one path",
    ),
    # --- whole requests
    case(
        REPO + "test_model.py:791",
        "UpdateItem",
        {
            "TableName": "SimpleModel",
            "ReturnValues": "ALL_NEW",
            "Key": item(user_name="foo"),
            "UpdateExpression": "SET #0 = :0, #1 = :1, #2 = :2, #3 = :3, #4 = :4 REMOVE #5 DELETE #6 :5",
            "ExpressionAttributeNames": {
                "#0": "email",
                "#1": "is_active",
                "#2": "signature",
                "#3": "aliases",
                "#4": "ttl",
                "#5": "views",
                "#6": "numbers",
            },
            "ExpressionAttributeValues": {
                ":0": {"S": "foo@example.com"},
                ":1": {"NULL": True},
                ":2": {"NULL": True},
                ":3": {"SS": ["bob"]},
                ":4": {"N": "1559692860"},
                ":5": {"NS": ["0", "1"]},
            },
            "ReturnConsumedCapacity": "TOTAL",
        },
        SIMPLE,
        [item(user_name="foo", views=3, numbers={0, 1, 2}, email="old@example.com")],
    ),
    case(
        REPO + "test_model.py:921",
        "PutItem",
        {
            "Item": item(callable_field=42, email="needs_email", user_id="bar", user_name="foo"),
            "ConditionExpression": "(attribute_not_exists (#0) AND attribute_exists (#1))",
            "ExpressionAttributeNames": {"#0": "email", "#1": "zip_code"},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "UserModel",
        },
        USER_MODEL,
        USERS,
    ),
    case(
        REPO + "test_model.py:952",
        "PutItem",
        {
            "Item": item(callable_field=42, email="needs_email", user_id="bar", user_name="foo"),
            "ConditionExpression": "((#0 = :0 OR attribute_not_exists (#1)) OR contains (#2, :1))",
            "ExpressionAttributeNames": {"#0": "user_name", "#1": "zip_code", "#2": "email"},
            "ExpressionAttributeValues": {":0": {"S": "bar"}, ":1": {"S": "@"}},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "UserModel",
        },
        USER_MODEL,
        USERS,
    ),
    case(
        REPO + "test_model.py:990",
        "PutItem",
        {
            "Item": item(callable_field=42, email="needs_email", user_id="bar", user_name="foo"),
            "ConditionExpression": "#0 = :0",
            "ExpressionAttributeNames": {"#0": "user_name"},
            "ExpressionAttributeValues": {":0": {"S": "foo"}},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "UserModel",
        },
        USER_MODEL,
        USERS,
    ),
    case(
        REPO + "test_model.py:1443",
        "Query",
        {
            "KeyConditionExpression": "(#0 = :0 AND begins_with (#1, :1))",
            "FilterExpression": "((contains (#2, :2) AND attribute_exists (#3)) AND #4 BETWEEN :3 AND :4)",
            "ExpressionAttributeNames": {
                "#0": "user_name",
                "#1": "user_id",
                "#2": "email",
                "#3": "picture",
                "#4": "zip_code",
            },
            "ExpressionAttributeValues": {
                ":0": {"S": "foo"},
                ":1": {"S": "id"},
                ":2": {"S": "@"},
                ":3": {"N": "2"},
                ":4": {"N": "3"},
            },
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "UserModel",
        },
        USER_MODEL,
        USERS,
    ),
    case(
        REPO + "test_model.py:1524",
        "Query",
        {
            "KeyConditionExpression": "#0 = :0",
            "FilterExpression": "#1 IN (:1, :2)",
            "ExpressionAttributeNames": {"#0": "id", "#1": "cls"},
            "ExpressionAttributeValues": {":0": {"S": "foo"}, ":1": {"S": "Child"}, ":2": {"S": "Grandchild"}},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "polymorphic_table",
        },
        POLY,
        [item(id="foo", cls="Child"), item(id="bar", cls="Grandchild")],
    ),
    case(
        REPO + "test_model.py:1664",
        "Scan",
        {
            "ReturnConsumedCapacity": "TOTAL",
            "ProjectionExpression": "#0",
            "ExpressionAttributeNames": {"#0": "email"},
            "TableName": "UserModel",
        },
        USER_MODEL,
        USERS,
    ),
    case(
        REPO + "test_model.py:3311",
        "UpdateItem",
        {
            "ExpressionAttributeValues": {":0": {"S": "new@email.com"}, ":1": {"N": "1"}},
            "Key": item(name="test_user_name"),
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnValues": "ALL_NEW",
            "TableName": "VersionedModel",
            "ConditionExpression": "attribute_not_exists (#0)",
            "ExpressionAttributeNames": {"#0": "version", "#1": "email"},
            "UpdateExpression": "SET #1 = :0, #0 = :1",
        },
        VERSIONED,
        [],
    ),
    case(
        REPO + "test_model.py:3354",
        "UpdateItem",
        {
            "Key": item(name="test_user_name"),
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnValues": "ALL_NEW",
            "TableName": "VersionedModel",
            "ConditionExpression": "#0 = :0",
            "ExpressionAttributeNames": {"#0": "version", "#1": "email"},
            "ExpressionAttributeValues": {":0": {"N": "1"}, ":1": {"S": "newer@email.com"}, ":2": {"N": "1"}},
            "UpdateExpression": "SET #1 = :1 ADD #0 :2",
        },
        VERSIONED,
        [item(name="test_user_name", email="new@email.com", version=1)],
    ),
    case(
        REPO + "test_model.py:3360",
        "UpdateItem",
        {
            "Key": item(name="test_user_name"),
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnValues": "ALL_NEW",
            "TableName": "VersionedModel",
            "ExpressionAttributeValues": {":0": {"S": "newer@email.com"}, ":1": {"N": "1"}},
            "ExpressionAttributeNames": {"#0": "email", "#1": "version"},
            "UpdateExpression": "SET #0 = :0 ADD #1 :1",
        },
        VERSIONED,
        [item(name="test_user_name", email="new@email.com", version=1)],
    ),
    case(
        REPO + "test_base_connection.py:648",
        "UpdateItem",
        {
            "ReturnValues": "ALL_NEW",
            "ReturnItemCollectionMetrics": "NONE",
            "ReturnConsumedCapacity": "TOTAL",
            "Key": item(ForumName="foo-key", Subject="foo-range-key"),
            "ConditionExpression": "attribute_not_exists (#0)",
            "UpdateExpression": "SET #1 = :0",
            "ExpressionAttributeNames": {"#0": "Forum", "#1": "Subject"},
            "ExpressionAttributeValues": {":0": {"S": "foo-subject"}},
            "TableName": "Thread",
        },
        THREAD,
        THREADS,
        "sets the sort key Subject; the item has Forum, so the condition fails first",
    ),
    case(
        REPO + "test_base_connection.py:648",
        "UpdateItem",
        {
            "ReturnValues": "ALL_NEW",
            "ReturnItemCollectionMetrics": "NONE",
            "ReturnConsumedCapacity": "TOTAL",
            "Key": item(ForumName="foo-key", Subject="foo-range-key"),
            "ConditionExpression": "attribute_not_exists (#0)",
            "UpdateExpression": "SET #1 = :0",
            "ExpressionAttributeNames": {"#0": "Forum", "#1": "Subject"},
            "ExpressionAttributeValues": {":0": {"S": "foo-subject"}},
            "TableName": "Thread",
        },
        THREAD,
        [],
        "sets the sort key Subject; no item, so the condition holds",
    ),
    case(
        REPO + "test_base_connection.py:691",
        "UpdateItem",
        {
            "Key": item(ForumName="foo-key", Subject="foo-range-key"),
            "ConditionExpression": "(attribute_not_exists (#0) AND #1 = :0)",
            "UpdateExpression": "SET #1 = :1",
            "ExpressionAttributeNames": {"#0": "ForumName", "#1": "Subject"},
            "ExpressionAttributeValues": {":0": {"S": "Foo"}, ":1": {"S": "Bar"}},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "Thread",
        },
        THREAD,
        THREADS,
    ),
    case(
        REPO + "test_base_connection.py:1328",
        "Scan",
        {
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "Thread",
            "FilterExpression": "(begins_with (#0, :0) AND contains (#1, :1))",
            "ExpressionAttributeNames": {"#0": "ForumName", "#1": "Subject"},
            "ExpressionAttributeValues": {":0": {"S": "Foo"}, ":1": {"S": "Foo"}},
        },
        THREAD,
        THREADS,
    ),
    case(
        REPO + "test_table_connection.py:356",
        "UpdateItem",
        {
            "Key": item(ForumName="foo-key", Subject="foo-range-key"),
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "Subject"},
            "ExpressionAttributeValues": {":0": {"S": "foo-subject"}},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "Thread",
        },
        THREAD,
        THREADS,
        "sets the sort key",
    ),
    case(
        REPO + "test_table_connection.py:441",
        "PutItem",
        {
            "ReturnConsumedCapacity": "TOTAL",
            "Item": item(ForumName="foo-value", Subject="foo-range-key"),
            "ConditionExpression": "attribute_not_exists (#0)",
            "ExpressionAttributeNames": {"#0": "ForumName"},
            "TableName": "Thread",
        },
        THREAD,
        THREADS,
    ),
    case(
        REPO + "test_table_connection.py:533",
        "Query",
        {
            "KeyConditionExpression": "(#0 = :0 AND begins_with (#1, :1))",
            "ExpressionAttributeNames": {"#0": "ForumName", "#1": "Subject"},
            "ExpressionAttributeValues": {":0": {"S": "Foo forum"}, ":1": {"S": "Foo"}},
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "Thread",
        },
        THREAD,
        THREADS,
    ),
]
