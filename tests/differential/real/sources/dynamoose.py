"""Dynamoose: the request parameters its tests assert it sends.

Source: dynamoose/dynamoose, branch main, commit a8e4764,
``packages/dynamoose/test/``: ``Condition.js`` (the ``output`` each condition
builder test expects: text, names, values), ``Scan.js``, ``Query.js``,
``Model.js`` and ``Transaction.js`` (the objects ``toEqual`` pins for
scan/query/getItem/putItem/updateItem/deleteItem/transactWriteItems). Harvested
by reading the expected objects (JSON as written in the tests) and recorded here
as data, already typed as the tests write them.

Adapted only as far as needed to run: a ``Condition.js`` output (no request of
its own) is sent as a Scan's FilterExpression over sample items holding the
attributes it names; queries naming an index (``IndexName``) are left out; a
transaction's ConditionCheck, asserted as a part only, is sent in a
TransactWriteItems of its own. Key schemas follow the Key the test gives (``id``
a number for the User model, a string for Cat unless the test passes a number).
Dynamoose writes a space between a function's name and its parenthesis
(``begins_with (#a0, :v0)``): kept as written.
"""

from __future__ import annotations

from ._build import case, item, table

SOURCE = "dynamoose"
REPO = "dynamoose/dynamoose@a8e4764 packages/dynamoose/test/"

# --- Condition.js: each builder output as a Scan filter -----------------------
COND_TABLE = table(("id", "S"))
COND_ITEMS = [
    item(id="5", name="Charlie", age=5, power=10),
    item(id="6", name="Bob", age=15, userID="1"),
    item(id="7", name={"first": "Charlie", "last": "Brown"}, age=13),
    item(id="8", name="Cat", age=18, power=10, userID="2"),
    item(id="9", age=20),
    item(id="10", name="Charlie", power=10),
]


def _cond(line: int, text: str, names: dict, vals: dict | None = None, note: str = "") -> dict:
    request = {"TableName": "dynamoose-conditions", "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(
        f"{REPO}Condition.js:{line}",
        "Scan",
        request,
        COND_TABLE,
        COND_ITEMS,
        note or "the builder's ConditionExpression as a Scan filter",
    )


ID = {"#a0": "id"}
S5 = {":v0": {"S": "5"}}
AGE = {"#a0": "age"}
N5 = {":v0": {"N": "5"}}
NAME = {"#a0": "name"}
IDNAME = {"#a0": "id", "#a1": "name"}
S5CH = {":v0": {"S": "5"}, ":v1": {"S": "Charlie"}}
IDNAMEPOW = {"#a0": "id", "#a1": "name", "#a2": "power"}
S5CH10 = {":v0": {"S": "5"}, ":v1": {"S": "Charlie"}, ":v2": {"N": "10"}}

CONDITIONS = [
    _cond(39, "#a0 = :v0", ID, S5),
    _cond(55, "#a0 < :v0", ID, S5),
    _cond(59, "#a0 <> :v0", ID, S5),
    _cond(67, "#a0_0.#a0_1 = :v0", {"#a0_0": "name", "#a0_1": "first"}, {":v0": {"S": "Charlie"}}),
    _cond(83, "(((#a0 = :v0)))", ID, S5),
    _cond(91, "(#a0 = :v0) AND (#a1 = :v1)", IDNAME, S5CH),
    _cond(95, "(#a0 = :v0 AND (#a1 = :v1))", IDNAME, S5CH),
    _cond(99, "(#a0 = :v0 AND (#a1 = :v1 AND #a2 = :v2))", IDNAMEPOW, S5CH10),
    _cond(103, "(#a0 = :v0 OR (#a1 = :v1 AND #a2 = :v2))", IDNAMEPOW, S5CH10),
    _cond(
        107,
        "#a0 = :v0 AND (#a1 = :v1 OR #a2 = :v2)",
        {"#a0": "id", "#a1": "name", "#a2": "name"},
        {":v0": {"N": "1"}, ":v1": {"S": "Charlie"}, ":v2": {"S": "Bob"}},
        "the builder's ConditionExpression as a Scan filter (a number against the string key id: no item matches)",
    ),
    _cond(116, "#a0 = :v0 OR #a1 = :v1", IDNAME, S5CH),
    _cond(136, "#a0 <> :v0 AND #a1 = :v1", IDNAME, S5CH),
    _cond(144, "#a0 < :v0", AGE, N5),
    _cond(148, "#a0 >= :v0", AGE, N5),
    _cond(152, "#a0 <= :v0", AGE, N5),
    _cond(156, "#a0 > :v0", AGE, N5),
    _cond(176, "begins_with (#a0, :v0)", NAME, {":v0": {"S": "C"}}),
    _cond(184, "contains (#a0, :v0)", NAME, {":v0": {"S": "C"}}),
    _cond(188, "NOT contains (#a0, :v0)", NAME, {":v0": {"S": "C"}}),
    _cond(192, "attribute_exists (#a0)", NAME),
    _cond(196, "attribute_not_exists (#a0)", NAME),
    _cond(200, "#a0 IN (:v0_1, :v0_2)", NAME, {":v0_1": {"S": "Charlie"}, ":v0_2": {"S": "Bob"}}),
    _cond(208, "#a0 BETWEEN :v0_1 AND :v0_2", AGE, {":v0_1": {"N": "13"}, ":v0_2": {"N": "18"}}),
    _cond(
        216,
        "#a0 = :v0 AND attribute_exists (#a1)",
        {"#a0": "userID", "#a1": "userID"},
        {":v0": {"S": "1"}},
        "the builder's ConditionExpression as a Scan filter (two names for one attribute, as written)",
    ),
    _cond(221, "#id = :id", {"#id": "id"}, {":id": {"S": "5"}}, "a FilterExpression given raw, passed through"),
]

# --- Scan.js / Query.js: the Cat and User tables ------------------------------
CAT_S = table(("id", "S"))
CATS_S = [
    item(id="test", name="Charlie", favoriteNumber=18),
    item(id="HelloWorld", name="Charlie Test", favoriteNumber=3),
    item(id="other", name="Bob", favoriteNumber=40),
]
CAT_N = table(("id", "N"))
CATS_N = [
    item(id=1, name="Charlie", favoriteNumber=18),
    item(id=2, name="Charlie", favoriteNumber=12),
    item(id=3, name="Bob", favoriteNumber=7),
    item(id=5, name="Charlie Test", favoriteNumber=30),
    item(id=7, name="Charlie", favoriteShape="square"),
]
CAT_ID_NAME = table(("id", "S"), ("name", "S"))
CATS_ID_NAME = [
    item(id="HelloWorld", name="Charlie", age=3),
    item(id="HelloWorld", name="Bob", age=12),
    item(id="Other", name="Charlie"),
]
CAT_ID_AGE = table(("id", "S"), ("age", "N"))
CATS_ID_AGE = [
    item(id="HelloWorld", age=3, name="Charlie"),
    item(id="HelloWorld", age=10, name="Bob"),
    item(id="HelloWorld", age=12),
    item(id="Other", age=1),
]
CAT_N_NAME = table(("id", "N"), ("name", "S"))
CATS_N_NAME = [item(id=7, name="Charlie", favoriteShape="square"), item(id=7, name="Bob"), item(id=8, name="Charlie")]
USER_PK_SK = table(("pk", "S"), ("sk", "S"))
USERS_PK_SK = [
    item(pk="john@john.com", sk="John", name="John"),
    item(pk="john@john.com", sk="Johnny"),
    item(pk="jane@jane.com", sk="John"),
]

USER = table(("id", "N"))
ONE = [
    item(id=1, name="Tom", age=3, friends=["Bob"], data1={"test1", "test3"}, data2="x", active=False),
    item(id=2, name="Bob"),
]
NEW_ONLY = [item(id=2, name="Bob")]


def _read(file: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{file}:{line}", op, request, tbl, before, note)


READS = [
    _read(
        "Scan.js",
        169,
        "Scan",
        {
            "TableName": "User",
            "ExpressionAttributeNames": {"#a0": "pk"},
            "ExpressionAttributeValues": {":v0": {"S": "john@john.com"}},
            "FilterExpression": "#a0 = :v0",
        },
        USER_PK_SK,
        USERS_PK_SK,
    ),
    _read(
        "Scan.js",
        203,
        "Scan",
        {
            "TableName": "User",
            "ExpressionAttributeNames": {"#a0": "pk", "#a1": "sk"},
            "ExpressionAttributeValues": {":v0": {"S": "john@john.com"}, ":v1": {"S": "John"}},
            "FilterExpression": "#a0 = :v0 AND #a1 = :v1",
        },
        USER_PK_SK,
        USERS_PK_SK,
    ),
    _read(
        "Scan.js",
        254,
        "Scan",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#a0": "id", "#a1": "name"},
            "ExpressionAttributeValues": {":v0": {"N": "5"}, ":v1": {"S": "Charlie"}},
            "FilterExpression": "#a0 <= :v0 AND #a1 = :v1",
        },
        CAT_N,
        CATS_N,
    ),
    _read(
        "Scan.js",
        272,
        "Scan",
        {
            "ExpressionAttributeNames": {"#a0": "id"},
            "ExpressionAttributeValues": {":v0": {"S": "test"}},
            "FilterExpression": "#a0 = :v0",
            "TableName": "Cat",
        },
        CAT_S,
        CATS_S,
    ),
    _read(
        "Scan.js",
        288,
        "Scan",
        {
            "ExpressionAttributeNames": {"#a0": "id"},
            "ExpressionAttributeValues": {":v0_1": {"N": "1"}, ":v0_2": {"N": "3"}},
            "FilterExpression": "#a0 BETWEEN :v0_1 AND :v0_2",
            "TableName": "Cat",
        },
        CAT_N,
        CATS_N,
    ),
    _read(
        "Scan.js",
        305,
        "Scan",
        {
            "ExpressionAttributeNames": {"#a0": "name", "#a1": "favoriteNumber", "#a2": "id", "#a3": "id"},
            "ExpressionAttributeValues": {
                ":v0": {"S": "Charlie"},
                ":v1": {"N": "18"},
                ":v2": {"N": "1"},
                ":v3": {"N": "2"},
            },
            "FilterExpression": "#a0 = :v0 AND #a1 <= :v1 AND (#a2 = :v2 OR #a3 = :v3)",
            "TableName": "Cat",
        },
        CAT_N,
        CATS_N,
    ),
    _read(
        "Scan.js",
        335,
        "Scan",
        {
            "ExpressionAttributeNames": {"#a0": "name", "#a1": "favoriteNumber", "#a2": "id", "#a3": "id"},
            "ExpressionAttributeValues": {
                ":v0": {"S": "Charlie"},
                ":v1": {"N": "18"},
                ":v2": {"N": "1"},
                ":v3": {"N": "2"},
            },
            "FilterExpression": "#a0 = :v0 AND #a1 <= :v1 AND (#a2 = :v2 AND #a3 = :v3)",
            "TableName": "Cat",
        },
        CAT_N,
        CATS_N,
    ),
    _read(
        "Scan.js",
        368,
        "Scan",
        {
            "ExpressionAttributeNames": {"#a0": "name"},
            "ExpressionAttributeValues": {":v0": {"S": "Charlie Test"}},
            "FilterExpression": "#a0 = :v0",
            "TableName": "Cat",
        },
        CAT_S,
        CATS_S,
    ),
    _read(
        "Query.js",
        179,
        "Query",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#qha": "id"},
            "ExpressionAttributeValues": {":qhv": {"S": "HelloWorld"}},
            "KeyConditionExpression": "#qha = :qhv",
        },
        CAT_ID_NAME,
        CATS_ID_NAME,
    ),
    _read(
        "Query.js",
        230,
        "Query",
        {
            "TableName": "User",
            "ExpressionAttributeNames": {"#qha": "pk", "#qra": "sk"},
            "ExpressionAttributeValues": {":qhv": {"S": "john@john.com"}, ":qrv": {"S": "John"}},
            "KeyConditionExpression": "#qha = :qhv AND #qra = :qrv",
        },
        USER_PK_SK,
        USERS_PK_SK,
    ),
    _read(
        "Query.js",
        268,
        "Query",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#qha": "id", "#qra": "name"},
            "ExpressionAttributeValues": {":qhv": {"S": "HelloWorld"}, ":qrv": {"S": "Charlie"}},
            "KeyConditionExpression": "#qha = :qhv AND #qra = :qrv",
        },
        CAT_ID_NAME,
        CATS_ID_NAME,
    ),
    _read(
        "Query.js",
        287,
        "Query",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#qha": "id", "#qra": "age"},
            "ExpressionAttributeValues": {":qhv": {"S": "HelloWorld"}, ":qrv": {"N": "10"}},
            "KeyConditionExpression": "#qha = :qhv AND #qra < :qrv",
        },
        CAT_ID_AGE,
        CATS_ID_AGE,
    ),
    _read(
        "Query.js",
        593,
        "Query",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#qha": "id", "#a0": "name"},
            "ExpressionAttributeValues": {":qhv": {"S": "test"}, ":v0": {"S": "Charlie"}},
            "FilterExpression": "#a0 = :v0",
            "KeyConditionExpression": "#qha = :qhv",
        },
        CAT_S,
        CATS_S,
    ),
    _read(
        "Query.js",
        1206,
        "Query",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#qha": "id", "#qra": "name"},
            "ExpressionAttributeValues": {":qhv": {"N": "7"}, ":qrv": {"S": "Charlie"}},
            "KeyConditionExpression": "#qha = :qhv AND #qra = :qrv",
        },
        CAT_N_NAME,
        CATS_N_NAME,
    ),
    _read(
        "Query.js",
        1273,
        "Query",
        {
            "TableName": "Cat",
            "ExpressionAttributeNames": {"#qha": "id", "#a1": "favoriteShape"},
            "ExpressionAttributeValues": {":qhv": {"N": "7"}, ":v1": {"S": "square"}},
            "FilterExpression": "#a1 = :v1",
            "KeyConditionExpression": "#qha = :qhv",
        },
        CAT_N,
        CATS_N,
    ),
    _read(
        "Model.js",
        482,
        "GetItem",
        {
            "Key": {"id": {"N": "1"}},
            "TableName": "User",
            "ProjectionExpression": "#a0, #a1",
            "ExpressionAttributeNames": {"#a0": "id", "#a1": "name"},
        },
        USER,
        ONE,
    ),
]

# --- Model.js: putItem / updateItem / deleteItem on the User table ------------


def _write(line: int, op: str, request: dict, before: list | None = None, note: str = "", tbl: dict = USER) -> dict:
    return case(f"{REPO}Model.js:{line}", op, request, tbl, ONE if before is None else before, note)


def _update(line: int, expr: str, names: dict, vals: dict | None, note: str = "", before=None, **extra) -> dict:
    request = {"ExpressionAttributeNames": names}
    if vals is not None:
        request["ExpressionAttributeValues"] = vals
    request.update(
        {"UpdateExpression": expr, "Key": {"id": {"N": "1"}}, "TableName": "User", "ReturnValues": "ALL_NEW", **extra}
    )
    return _write(line, "UpdateItem", request, before, note)


HASH = {"#__hash_key": "id"}
WRITES = [
    _write(
        1734,
        "PutItem",
        {
            "ConditionExpression": "attribute_not_exists(#__hash_key)",
            "ExpressionAttributeNames": HASH,
            "Item": {"id": {"N": "1"}, "name": {"S": "Charlie"}},
            "TableName": "User",
        },
        NEW_ONLY,
        "no user 1 yet",
    ),
    _write(
        1755,
        "PutItem",
        {
            "ConditionExpression": "attribute_not_exists(#__hash_key)",
            "ExpressionAttributeNames": HASH,
            "Item": {"id": {"N": "1"}},
            "TableName": "User",
        },
        None,
        "user 1 already there: the condition fails",
    ),
    _write(
        1809,
        "PutItem",
        {
            "ConditionExpression": "attribute_not_exists(#__hash_key)",
            "ExpressionAttributeNames": {"#__hash_key": "_id"},
            "Item": {
                "_id": {"S": "1"},
                "model": {"L": [{"M": {"_id": {"S": "12345678"}, "text": {"S": "someText"}}}]},
            },
            "TableName": "User",
        },
        [],
        "a table keyed on _id (a string), as the test's model",
        table(("_id", "S")),
    ),
    _write(
        1949,
        "PutItem",
        {
            "ConditionExpression": "attribute_not_exists(#__hash_key)",
            "ExpressionAttributeNames": HASH,
            "Item": {"id": {"N": "1"}, "name": {"NULL": True}},
            "TableName": "User",
        },
        NEW_ONLY,
        "no user 1 yet",
    ),
    _update(2219, "SET #a0 = :v0", {"#a0": "name"}, {":v0": {"S": "Charlie"}}),
    _update(
        2245,
        "SET #a0 = :v0, #a1 = :v1",
        {"#a0": "name", "#a1": "random"},
        {":v0": {"S": "Charlie"}, ":v1": {"S": "hello world"}},
    ),
    _update(
        2377,
        "SET #a0 = :v0, #a1 = list_append(#a1, :v1)",
        {"#a0": "name", "#a1": "random"},
        {":v0": {"S": "Charlie"}, ":v1": {"L": [{"S": "hello world"}]}},
        "user 1 has no random: list_append of a missing attribute",
    ),
    case(
        f"{REPO}Model.js:2512",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {"#a0": "name", "#a1": "age"},
            "ExpressionAttributeValues": {":v0": {"S": "Charlie"}, ":v1": {"N": "5"}},
            "UpdateExpression": "SET #a0 = :v0, #a1 = :v1",
            "Key": {"pk": {"N": "1"}, "sk": {"N": "1"}},
            "TableName": "User",
            "ReturnValues": "ALL_NEW",
        },
        table(("pk", "N"), ("sk", "N")),
        [item(pk=1, sk=1, name="Tom"), item(pk=1, sk=2)],
        "a table keyed on pk and sk (numbers), as the test's model",
    ),
    _update(2685, "REMOVE #a0", {"#a0": "name"}, None),
    _update(2847, "ADD #a0 :v0", {"#a0": "age"}, {":v0": {"N": "5"}}),
    _update(
        2871,
        "ADD #a0 :v0 SET #a1 = :v1",
        {"#a0": "age", "#a1": "name"},
        {":v0": {"N": "5"}, ":v1": {"S": "Bob"}},
    ),
    _update(2929, "SET #a0 = list_append(#a0, :v0)", {"#a0": "friends"}, {":v0": {"L": [{"S": "Tim"}]}}),
    _update(
        2955,
        "SET #a0 = list_append(#a0, :v0)",
        {"#a0": "friends"},
        {":v0": {"L": [{"S": "Tim"}, {"S": "Charlie"}]}},
    ),
    _update(
        3093,
        "ADD #a0 :v0",
        {"#a0": "birthday"},
        {":v0": {"N": "1000"}},
        "user 1 has no birthday: ADD starts from the value",
    ),
    _update(
        3222,
        "SET #a1 = :v1",
        {"#a1": "name", "#a0": "active"},
        {":v1": {"S": "Charlie"}, ":v0": {"BOOL": True}},
        "user 1 is not active: the condition fails",
        None,
        ConditionExpression="#a0 = :v0",
    ),
    _update(
        3222,
        "SET #a1 = :v1",
        {"#a1": "name", "#a0": "active"},
        {":v1": {"S": "Charlie"}, ":v0": {"BOOL": True}},
        "user 1 is active: the condition holds",
        [item(id=1, name="Tom", active=True)],
        ConditionExpression="#a0 = :v0",
    ),
    _update(3664, "SET #a0 = :v0", {"#a0": "friends"}, {":v0": {"SS": ["Bob"]}}),
    _update(
        3956,
        "REMOVE #a1 SET #a0 = :v0, #a2 = :v2",
        {"#a0": "data1", "#a1": "data2", "#a2": "combine"},
        {":v0": {"S": "hello"}, ":v2": {"S": "hello"}},
    ),
    _update(4013, "ADD #a0 :v0", {"#a0": "data1"}, {":v0": {"SS": ["test1", "test2"]}}),
    _update(4039, "DELETE #a0 :v0", {"#a0": "data1"}, {":v0": {"SS": ["test1"]}}),
    _update(4065, "DELETE #a0 :v0", {"#a0": "data1"}, {":v0": {"SS": ["test1", "test2"]}}),
    _write(
        4283,
        "DeleteItem",
        {
            "Key": {"id": {"N": "1"}},
            "TableName": "User",
            "ConditionExpression": "attribute_exists (#a0)",
            "ExpressionAttributeNames": {"#a0": "id"},
        },
    ),
    _write(
        4283,
        "DeleteItem",
        {
            "Key": {"id": {"N": "1"}},
            "TableName": "User",
            "ConditionExpression": "attribute_exists (#a0)",
            "ExpressionAttributeNames": {"#a0": "id"},
        },
        NEW_ONLY,
        "no user 1: the condition fails",
    ),
    _write(
        4772,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "ConditionExpression": "#a0 > :v0",
                        "ExpressionAttributeNames": {"#a0": "age"},
                        "ExpressionAttributeValues": {":v0": {"N": "13"}},
                        "Key": {"id": {"N": "1"}},
                        "TableName": "User",
                    }
                }
            ]
        },
        None,
        "the ConditionCheck the test expects, alone in a transaction; user 1 is 3: cancelled",
    ),
    case(
        f"{REPO}Transaction.js:314",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": "attribute_not_exists(#__hash_key)",
                        "ExpressionAttributeNames": HASH,
                        "Item": {"id": {"N": "1"}},
                        "TableName": "Table_Table",
                    }
                },
                {
                    "Put": {
                        "ConditionExpression": "attribute_not_exists(#__hash_key)",
                        "ExpressionAttributeNames": HASH,
                        "Item": {"id": {"N": "2"}},
                        "TableName": "Table_Table",
                    }
                },
            ]
        },
        USER,
        [item(id=3)],
    ),
]

CASES = CONDITIONS + READS + WRITES
