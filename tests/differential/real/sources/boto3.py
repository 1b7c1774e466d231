"""boto3: the expressions its condition builder writes (asserted in its unit
tests) and the requests of its DynamoDB guide.

Source: boto/boto3, branch develop, commit 722e01b:
``tests/unit/dynamodb/test_conditions.py`` (``TestConditionExpressionBuilder``:
each test asserts the exact text, names and values boto3 sends for a
``Key``/``Attr`` condition) and ``docs/source/guide/dynamodb.rst`` (the ``users``
table). A builder test's condition is sent as a Scan's FilterExpression over
sample items holding ``myattr``/``myattr2``/``MyMap``/``MyList``; the guide's
requests go to its ``users`` table (username S, last_name S).
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "boto3"
REPO = "boto/boto3@722e01b "
TESTS = REPO + "tests/unit/dynamodb/test_conditions.py:"
GUIDE = REPO + "docs/source/guide/dynamodb.rst:"

COND_TABLE = table(("pk", "S"))
COND_ITEMS = [
    item(pk="a", myattr="foo", myattr2="bar", MyMap={"MyKey": "foo", "MyList": [0, 1, {"MyElement": "foo"}]}),
    item(pk="b", myattr="bar", myattr2="foo2", MyList=["foo", "x"], myreference="bar"),
    item(pk="c", myattr="foo", myattr2="foo2", myreference="foo"),
    item(pk="d", myattr=2, MyList=[["a", "foo"]]),
    item(pk="e", myattr={"foo", "baz"}, myattr2="bar2"),
    item(pk="f", myattr="fooooo", MyMap={"MyKey": "bar"}),
    item(pk="g", other=1),
]

USERS = table(("username", "S"), ("last_name", "S"))
PEOPLE = [
    item(
        username="johndoe",
        first_name="John",
        last_name="Doe",
        account_type="standard_user",
        age=25,
        address={"road": "1 Jefferson Street", "city": "Los Angeles", "state": "CA", "zipcode": 90001},
    ),
    item(
        username="bobsmith",
        first_name="Bob",
        last_name="Smith",
        account_type="standard_user",
        age=18,
        address={"road": "3 Madison Lane", "city": "Louisville", "state": "KY", "zipcode": 40213},
    ),
    item(
        username="alicedoe",
        first_name="Alice",
        last_name="Doe",
        account_type="super_user",
        age=27,
        address={"road": "1 Jefferson Street", "city": "Los Angeles", "state": "CA", "zipcode": 90001},
    ),
    item(
        username="janedoering",
        first_name="Jane",
        last_name="Doering",
        account_type="super_user",
        age=40,
        address={"road": "2 Washington Avenue", "city": "Seattle", "state": "WA", "zipcode": 98109},
    ),
    item(
        username="janedoe",
        first_name="Jane",
        last_name="Doe",
        account_type="standard_user",
        age=25,
        address={"road": "1 Jefferson Street", "city": "Los Angeles", "state": "CA", "zipcode": 90001},
    ),
]


def _scan(line: int, text: str, names: dict, vals: dict, note: str = "") -> dict:
    request = {"TableName": "boto3-conditions", "FilterExpression": text}
    if names:
        request["ExpressionAttributeNames"] = names
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    return case(TESTS + str(line), "Scan", request, COND_TABLE, COND_ITEMS, note or "the built condition as a filter")


M = {"#n0": "myattr"}
M2 = {"#n0": "myattr", "#n1": "myattr2"}

CASES = [
    _scan(507, "#n0 = :v0", M, {":v0": "foo"}),
    _scan(528, "#n0 < :v0", M, {":v0": "foo"}),
    _scan(534, "#n0 <= :v0", M, {":v0": "foo"}),
    _scan(540, "#n0 > :v0", M, {":v0": "foo"}),
    _scan(546, "#n0 >= :v0", M, {":v0": "foo"}),
    _scan(552, "begins_with(#n0, :v0)", M, {":v0": "foo"}),
    _scan(561, "#n0 BETWEEN :v0 AND :v1", M, {":v0": "foo", ":v1": "foo2"}),
    _scan(570, "#n0 <> :v0", M, {":v0": "foo"}),
    _scan(576, "#n0 IN (:v0, :v1, :v2)", M, {":v0": 1, ":v1": 2, ":v2": 3}),
    _scan(585, "attribute_exists(#n0)", {"#n0": "myattr2"}, {}, "on myattr2 (myattr everywhere but one item)"),
    _scan(591, "attribute_not_exists(#n0)", {"#n0": "myattr2"}, {}, "on myattr2"),
    _scan(597, "contains(#n0, :v0)", M, {":v0": "foo"}),
    _scan(612, "size(#n0) = :v0", M, {":v0": 5}),
    _scan(618, "attribute_type(#n0, :v0)", M, {":v0": "S"}, "':v0': 'foo' is no type name; 'S' used"),
    _scan(628, "(#n0 = :v0 AND #n1 = :v1)", M2, {":v0": "foo", ":v1": "bar"}),
    _scan(638, "(#n0 = :v0 OR #n1 = :v1)", M2, {":v0": "foo", ":v1": "bar"}),
    _scan(647, "(NOT #n0 = :v0)", M, {":v0": "foo"}),
    _scan(654, "#n0 = #n1", {"#n0": "myattr", "#n1": "myreference"}, {}),
    _scan(678, "#n0.#n1 = :v0", {"#n0": "MyMap", "#n1": "MyKey"}, {":v0": "foo"}),
    _scan(687, "#n0[0] = :v0", {"#n0": "MyList"}, {":v0": "foo"}),
    _scan(693, "#n0.#n1[2].#n2 = :v0", {"#n0": "MyMap", "#n1": "MyList", "#n2": "MyElement"}, {":v0": "foo"}),
    _scan(
        703,
        "((#n0 = :v0 AND #n1 = :v1) OR (#n2 = :v2 AND #n3 = :v3))",
        {"#n0": "myattr", "#n1": "myattr2", "#n2": "myattr", "#n3": "myattr2"},
        {":v0": "foo", ":v1": "foo2", ":v2": "bar", ":v3": "bar2"},
    ),
    case(
        TESTS + "663",
        "Query",
        {
            "TableName": "boto3-conditions",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "pk"},
            "ExpressionAttributeValues": values({":v0": "c"}),
        },
        COND_TABLE,
        COND_ITEMS,
        "the key condition test, on the key pk",
    ),
    # docs/source/guide/dynamodb.rst (the users table)
    case(
        GUIDE + "147",
        "UpdateItem",
        {
            "TableName": "users",
            "Key": item(username="janedoe", last_name="Doe"),
            "UpdateExpression": "SET age = :val1",
            "ExpressionAttributeValues": values({":val1": 26}),
        },
        USERS,
        PEOPLE,
    ),
    case(
        GUIDE + "357",
        "Query",
        {
            "TableName": "users",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "username"},
            "ExpressionAttributeValues": values({":v0": "johndoe"}),
        },
        USERS,
        PEOPLE,
        "Key('username').eq('johndoe') as boto3 writes it",
    ),
    case(
        GUIDE + "380",
        "Scan",
        {
            "TableName": "users",
            "FilterExpression": "#n0 < :v0",
            "ExpressionAttributeNames": {"#n0": "age"},
            "ExpressionAttributeValues": values({":v0": 27}),
        },
        USERS,
        PEOPLE,
        "Attr('age').lt(27) as boto3 writes it",
    ),
    case(
        GUIDE + "414",
        "Scan",
        {
            "TableName": "users",
            "FilterExpression": "(begins_with(#n0, :v0) AND #n1 = :v1)",
            "ExpressionAttributeNames": {"#n0": "first_name", "#n1": "account_type"},
            "ExpressionAttributeValues": values({":v0": "J", ":v1": "super_user"}),
        },
        USERS,
        PEOPLE,
        "Attr('first_name').begins_with('J') & Attr('account_type').eq('super_user') as boto3 writes it",
    ),
    case(
        GUIDE + "437",
        "Scan",
        {
            "TableName": "users",
            "FilterExpression": "#n0.#n1 = :v0",
            "ExpressionAttributeNames": {"#n0": "address", "#n1": "state"},
            "ExpressionAttributeValues": values({":v0": "CA"}),
        },
        USERS,
        PEOPLE,
        "Attr('address.state').eq('CA') as boto3 writes it",
    ),
]
