"""ex_aws_dynamo (Elixir): the request bodies its unit tests pin, the requests its
integration tests send to DynamoDB Local, and its documented examples.

Source: ex-aws/ex_aws_dynamo, branch main, commit 25a5ec6 (2025-10-17):
``test/lib/dynamo_test.exs`` (each test pins the body ``ExAws.Dynamo.*`` builds,
``.data == expected``: taken as pinned), ``test/lib/dynamo/integration_test.exs``
(its tests run against DynamoDB Local and assert the answers, not the bodies:
each request is written as ``lib/ex_aws/dynamo.ex`` builds it for the call the
test makes) and the examples in the documentation of ``lib/ex_aws/dynamo.ex``
(written as the same code builds them). What the library does, kept: each
``expression_attribute_values`` key ``k`` becomes ``":k"``;
``expression_attribute_names`` are sent as given (the unit tests' ``%{api_key:
"#api_key"}`` is the wrong way round: sent so, and refused); values already typed
(``%{"B" => ...}``) pass through unchanged; a struct is encoded with all its fields
(``Test.User``: ``email``, ``name``, ``age``, ``admin``), a float as Elixir
prints it (``20.0``), an atom table name as its Elixir name
(``Test.User`` -> ``Elixir.Test.User``); ``ExAws.stream!`` of a Scan sends the
``LastEvaluatedKey`` it gets back as ``ExclusiveStartKey``. Only the requests
were taken, as data: Elixir was not run.

Adapted only as far as needed to run: each test's table keyed as its requests
imply (``Users`` by ``api_key`` for the unit tests that page or batch-get by it,
by ``email`` for those that write users; ``test_books`` by ``title`` and
``format``); sample items made up where a test writes none (``before``); where
a test sends several requests in turn, each one's ``before`` is what the
previous ones leave. A transaction or a BatchGetItem over two tables is sent
one table at a time (the simulator holds one table; the ``transactions work``
test's two tables share one key, so the halves no longer meet: its cancelled
transaction's Put, alone, succeeds); the PutItem the condition-failure test
repeats on each turn of its loop is taken once. The ``stream scan`` test's
pages follow DynamoDB Local's scan order of its three items (``baz``, ``foo``,
``bar``). The unit tests' transaction update is sent twice, on an item
where its condition holds and on one where it fails. Table creation, update,
deletion, listing and TTL requests are left out, and so is the moduledoc's
Scan whose typed value ``%{"B" => "Treated as binary"}`` is sent as that text
(not base64): DynamoDB Local fails on it (InternalFailure) where the simulator
reports the unused value.
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "ex-aws-dynamo"
REPO = "ex-aws/ex_aws_dynamo@25a5ec6 "
UNIT = "test/lib/dynamo_test.exs"
INTEG = "test/lib/dynamo/integration_test.exs"
LIB = "lib/ex_aws/dynamo.ex"
PINNED = "the body the test pins"
BUILT = "the request the test makes, as lib/ex_aws/dynamo.ex builds it"
DOC = "the documented example, as lib/ex_aws/dynamo.ex builds it"

BY_EMAIL = table(("email", "S"))
BY_API_KEY = table(("api_key", "S"))
BY_ID = table(("id", "S"))
BOOKS = table(("title", "S"), ("format", "S"))


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str) -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _user(email: str, first: str, age, admin: bool, last: str = "bubba") -> dict:
    return item(email=email, name={"first": first, "last": last}, age=age, admin=admin)


def _key(email: str) -> dict:
    return item(email=email)


# --- test/lib/dynamo_test.exs: the bodies the unit tests pin -------------------
API_USERS = [
    item(api_key="asdfasdfasdf", ApiKey="asdfasdfasdf", Name="bubba"),
    item(api_key="key1", ApiKey="key1", Name="bob", id="u1"),
    item(api_key="api_key2", Name="bubba", id="u2"),
    item(api_key="adminkey", Name="admin"),
]
BOB = _user("foo@bar.com", "bob", 23, False)
PAGED = {
    "TableName": "Users",
    "Limit": 12,
    "ExclusiveStartKey": {"api_key": {"S": "api_key"}},
    "ExpressionAttributeNames": {"api_key": "#api_key"},
    "ExpressionAttributeValues": values({":api_key": "asdfasdfasdf", ":name": "bubba"}),
    "FilterExpression": "ApiKey = #api_key and Name = :name",
}
WITH_OPTS = {
    "TableName": "Users",
    "ConditionExpression": "email = :email",
    "ExpressionAttributeNames": {"#admin": "admin"},
    "ExpressionAttributeValues": values({":admin": True}),
    "ReturnConsumedCapacity": "TOTAL",
    "ReturnItemCollectionMetrics": "SIZE",
    "ReturnValues": "ALL_OLD",
    "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
}
LIKES_UPDATE = {
    "TransactItems": [
        {
            "Update": {
                "ConditionExpression": "Likes = :old_likes",
                "ExpressionAttributeValues": values({":likes": 9, ":old_likes": 99}),
                "Key": _key("foo@baz.com"),
                "TableName": "Users",
                "UpdateExpression": "set Likes = :likes",
            }
        }
    ]
}
UNIT_CASES = [
    _c(UNIT, 206, "Scan", PAGED, BY_API_KEY, API_USERS, PINNED),
    _c(UNIT, 229, "Query", PAGED, BY_API_KEY, API_USERS, PINNED + " (no key condition)"),
    _c(
        UNIT,
        253,
        "BatchGetItem",
        {
            "RequestItems": {
                "Users": {
                    "ConsistentRead": True,
                    "Keys": [item(api_key="key1"), item(api_key="api_key2")],
                    "ExpressionAttributeNames": {"#api_key": "api_key", "#id": "id"},
                    "ProjectionExpression": "#id, #api_key",
                }
            }
        },
        BY_API_KEY,
        API_USERS,
        PINNED + ": its Users part (the Subscriptions part is the next case)",
    ),
    _c(
        UNIT,
        253,
        "BatchGetItem",
        {"RequestItems": {"Subscriptions": {"Keys": [item(id="id1")]}}},
        BY_ID,
        [item(id="id1", plan="basic"), item(id="id2")],
        PINNED + ": its Subscriptions part",
    ),
    _c(
        UNIT,
        295,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Users": [
                    {"DeleteRequest": {"Key": {"api_key": {"S": "api_key1"}}}},
                    {"PutRequest": {"Item": BOB}},
                ]
            }
        },
        BY_API_KEY,
        [item(api_key="api_key1", Name="old")],
        PINNED + " (Users keyed by the delete's api_key: the put item holds no api_key)",
    ),
    _c(UNIT, 321, "PutItem", {"TableName": "Users", "Item": BOB}, BY_EMAIL, [], PINNED),
    _c(UNIT, 359, "PutItem", {**WITH_OPTS, "Item": BOB}, BY_EMAIL, [BOB], PINNED),
    _c(
        UNIT,
        387,
        "UpdateItem",
        {**WITH_OPTS, "Key": _key("foo@bar.com"), "UpdateExpression": "SET admin = :admin"},
        BY_EMAIL,
        [BOB],
        PINNED,
    ),
    _c(UNIT, 413, "DeleteItem", {**WITH_OPTS, "Key": _key("foo@bar.com")}, BY_EMAIL, [BOB], PINNED),
    _c(
        UNIT,
        456,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": _key("foo@baz.com"), "TableName": "Users", "ProjectionExpression": "email,age"}}
            ]
        },
        BY_EMAIL,
        [item(email="foo@baz.com", age=30, name="baz", Likes=99)],
        PINNED,
    ),
    _c(
        UNIT,
        483,
        "TransactWriteItems",
        LIKES_UPDATE,
        BY_EMAIL,
        [item(email="foo@baz.com", age=30, Likes=99)],
        PINNED + ", on an item whose Likes is 99",
    ),
    _c(
        UNIT,
        483,
        "TransactWriteItems",
        LIKES_UPDATE,
        BY_EMAIL,
        [item(email="foo@baz.com", age=30, Likes=12)],
        PINNED + ", on an item whose Likes is not 99 (the condition fails)",
    ),
]

# --- lib/ex_aws/dynamo.ex: the documented examples ----------------------------
BUBBA = item(email="bubba@foo.com", name="Bubba", age=23, admin=False)
DOC_CASES = [
    _c(LIB, 24, "PutItem", {"TableName": "Users", "Item": BUBBA}, BY_EMAIL, [], DOC),
    _c(LIB, 27, "GetItem", {"TableName": "Users", "Key": _key("bubba@foo.com")}, BY_EMAIL, [BUBBA], DOC),
    _c(
        LIB,
        40,
        "Scan",
        {"TableName": "Users", "ExpressionAttributeValues": values({":api_key": "foo"})},
        BY_API_KEY,
        API_USERS,
        DOC + " (the text beside it shows the key without its colon; the code adds it); no expression uses the value",
    ),
    _c(LIB, 155, "GetItem", {"TableName": "users", "Key": item(id="asdf")}, BY_ID, [item(id="asdf", name="x")], DOC),
    _c(
        LIB,
        493,
        "Scan",
        {
            "TableName": "Users",
            "Limit": 1,
            "ExpressionAttributeValues": values({":desired_api_key": "adminkey"}),
            "ExpressionAttributeNames": {"#asdf": "api_key"},
            "FilterExpression": "#asdf = :desired_api_key",
        },
        BY_API_KEY,
        API_USERS,
        DOC,
    ),
    _c(
        LIB,
        538,
        "Query",
        {
            "TableName": "Users",
            "Limit": 1,
            "ExpressionAttributeValues": values({":desired_api_key": "adminkey"}),
            "KeyConditionExpression": "api_key = :desired_api_key",
        },
        BY_API_KEY,
        API_USERS,
        DOC,
    ),
    _c(
        LIB,
        582,
        "BatchGetItem",
        {
            "RequestItems": {
                "Users": {
                    "ConsistentRead": True,
                    "Keys": [item(api_key="key1"), item(api_key="api_key2")],
                    "ExpressionAttributeNames": {"#api_key": "api_key"},
                    "ProjectionExpression": "#api_key",
                }
            }
        },
        BY_API_KEY,
        API_USERS,
        DOC + ": its Users part (the Subscriptions part is the unit test's, above)",
    ),
]

# --- test/lib/dynamo/integration_test.exs -------------------------------------
T_USER = "Elixir.Test.User"
EMPTY_AGE = _user("foo@bar.com", "bob", "", False)
JANE = _user("bar@bar.com", "jane", 21, True)
SEVERAL = [
    _c(
        INTEG,
        81,
        "PutItem",
        {"TableName": T_USER, "Item": EMPTY_AGE},
        BY_EMAIL,
        [],
        BUILT + " (age is an empty string)",
    ),
    _c(INTEG, 85, "GetItem", {"TableName": T_USER, "Key": _key("foo@bar.com")}, BY_EMAIL, [EMPTY_AGE], BUILT),
    _c(INTEG, 109, "PutItem", {"TableName": "TestSeveralUsers", "Item": BOB}, BY_EMAIL, [], BUILT),
    _c(INTEG, 110, "PutItem", {"TableName": "TestSeveralUsers", "Item": JANE}, BY_EMAIL, [BOB], BUILT),
    _c(INTEG, 113, "Scan", {"TableName": "TestSeveralUsers", "Limit": 2}, BY_EMAIL, [BOB, JANE], BUILT),
]

# "condition failure with return_values_on_condition_check_failure specified returns expected error"
U25 = _user("foo@bar.com", "bob", 25, False)
FAIL = {
    "ConditionExpression": "email = :email",
    "ExpressionAttributeValues": values({":email": "does-not-exist"}),
}
CONDITION_FAILURE = []
for line, op, target in (
    (130, "PutItem", {"Item": U25}),
    (131, "UpdateItem", {"Key": _key("foo@bar.com")}),
    (132, "DeleteItem", {"Key": _key("foo@bar.com")}),
):
    req = {"TableName": T_USER, **target}
    CONDITION_FAILURE += [
        _c(
            INTEG,
            143,
            op,
            {**req, **FAIL, "ReturnValuesOnConditionCheckFailure": "ALL_OLD"},
            BY_EMAIL,
            [],
            BUILT + f" (the operation at line {line}; the table empty)",
        ),
        _c(INTEG, 154, op, {**req, **FAIL}, BY_EMAIL, [U25], BUILT + f" (the operation at line {line})"),
        _c(
            INTEG,
            163,
            op,
            {**req, **FAIL, "ReturnValuesOnConditionCheckFailure": "NONE"},
            BY_EMAIL,
            [U25],
            BUILT + f" (the operation at line {line})",
        ),
        _c(
            INTEG,
            172,
            op,
            {**req, **FAIL, "ReturnValuesOnConditionCheckFailure": "ALL_OLD"},
            BY_EMAIL,
            [U25],
            BUILT + f" (the operation at line {line})",
        ),
    ]
    if op == "PutItem":
        CONDITION_FAILURE.insert(1, _c(INTEG, 150, "PutItem", {"TableName": T_USER, "Item": U25}, BY_EMAIL, [], BUILT))

# "transactions work": each transaction sent one table at a time
TT, TT2 = "TestTransactions", "TestTransactions2"
BOB24 = _user("foo@bar.com", "bob", 24, False)
SPLIT = BUILT + ": its {} actions alone (the simulator holds one table: a transaction is sent one table at a time)"


def _put(t: str, it: dict) -> dict:
    return {"Put": {"TableName": t, "Item": it}}


def _get(t: str, email: str) -> dict:
    return {"Get": {"TableName": t, "Key": _key(email)}}


def _delete(t: str, email: str) -> dict:
    return {"Delete": {"TableName": t, "Key": _key(email)}}


PLUS_ONE = {
    "Update": {
        "TableName": TT,
        "Key": _key("foo@bar.com"),
        "UpdateExpression": "set age = age + :one",
        "ExpressionAttributeValues": values({":one": 1}),
    }
}
CHECK_AGE = {
    "ConditionCheck": {"TableName": TT2, "Key": _key("bar@bar.com"), "ConditionExpression": "attribute_exists(age)"}
}
TRANSACTIONS = []
for line, op, per_table in (
    (195, "TransactWriteItems", ((TT, [_put(TT, BOB)], []), (TT2, [_put(TT2, BOB)], []))),
    (206, "TransactWriteItems", ((TT, [_put(TT, JANE)], [BOB]), (TT2, [CHECK_AGE], [BOB]))),
    (214, "TransactWriteItems", ((TT, [_put(TT, JANE), PLUS_ONE], [BOB]), (TT2, [_put(TT2, JANE)], [BOB]))),
    (
        224,
        "TransactGetItems",
        ((TT, [_get(TT, "foo@bar.com")], [BOB24, JANE]), (TT2, [_get(TT2, "bar@bar.com")], [BOB, JANE])),
    ),
    (
        233,
        "TransactWriteItems",
        ((TT, [_delete(TT, "foo@bar.com")], [BOB24, JANE]), (TT2, [_delete(TT2, "bar@bar.com")], [BOB, JANE])),
    ),
    (240, "TransactGetItems", ((TT, [_get(TT, "foo@bar.com")], [JANE]), (TT2, [_get(TT2, "bar@bar.com")], [BOB]))),
):
    for name, actions, before in per_table:
        TRANSACTIONS.append(_c(INTEG, line, op, {"TransactItems": actions}, BY_EMAIL, before, SPLIT.format(name)))

# "stream scan"
S1 = _user("foo@bar.com", "bob", 23, False)
S2 = _user("bar@bar.com", "bob", 23, False)
S3 = _user("baz@bar.com", "bob", 23, False)
STREAM = [
    _c(INTEG, 257, "PutItem", {"TableName": "TestUsers", "Item": S1}, BY_EMAIL, [], BUILT),
    _c(INTEG, 266, "PutItem", {"TableName": "TestUsers", "Item": S2}, BY_EMAIL, [S1], BUILT),
    _c(INTEG, 275, "PutItem", {"TableName": "TestUsers", "Item": S3}, BY_EMAIL, [S1, S2], BUILT),
    _c(INTEG, 277, "Scan", {"TableName": "TestUsers", "Limit": 1}, BY_EMAIL, [S1, S2, S3], BUILT + ": the first page"),
]
for page, start in ((2, "baz@bar.com"), (3, "foo@bar.com"), (4, "bar@bar.com")):
    STREAM.append(
        _c(
            INTEG,
            277,
            "Scan",
            {"TableName": "TestUsers", "Limit": 1, "ExclusiveStartKey": _key(start)},
            BY_EMAIL,
            [S1, S2, S3],
            BUILT + f": page {page}, ExclusiveStartKey the previous page's LastEvaluatedKey (DynamoDB Local's order)",
        )
    )

# "batch_write_item works"
HARD = item(title="Tale of Two Cities", format="hardcover", price=typed({"N": "20.0"}))
SOFT = item(title="Tale of Two Cities", format="softcover", price=typed({"N": "10.0"}))
BOOK_CASES = [
    _c(
        INTEG,
        298,
        "BatchWriteItem",
        {"RequestItems": {"test_books": [{"PutRequest": {"Item": HARD}}, {"PutRequest": {"Item": SOFT}}]}},
        BOOKS,
        [],
        BUILT + " (the floats 20.00 and 10.00 as Elixir prints them)",
    ),
    _c(
        INTEG,
        305,
        "BatchWriteItem",
        {
            "RequestItems": {
                "test_books": [
                    {"DeleteRequest": {"Key": item(title="Tale of Two Cities", format="hardcover")}},
                    {"DeleteRequest": {"Key": item(title="Tale of Two Cities", format="softcover")}},
                ]
            }
        },
        BOOKS,
        [HARD, SOFT],
        BUILT,
    ),
]

CASES = UNIT_CASES + DOC_CASES + SEVERAL + CONDITION_FAILURE + TRANSACTIONS + STREAM + BOOK_CASES
