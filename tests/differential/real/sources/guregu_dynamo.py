"""guregu/dynamo (Go): the requests its tests make, as its expression writer sends them.

Source: guregu/dynamo, branch master, commit 7d0b7c6 (2026-04-14): the unit
tests of its expression substitution (``substitute_test.go``: ``TestSubExpr``,
``TestSubMerge``, the texts they assert) and its integration tests, which
build requests with the library and send them to DynamoDB (or DynamoDB Local:
``query_test.go``, ``scan_test.go``, ``update_test.go``, ``put_test.go``,
``delete_test.go``, ``tx_test.go``). Those tests assert the answers, not the
request texts; each request is written here as the library writes it
(``substitute.go``: a quoted or ``$`` name becomes ``#s`` + its base32 with
no padding, ``'Count'`` -> ``#sINXXK3TU``; each value ``:v<n>``, n counting the
values already held, merged ``ExpressionLiteral`` placeholders prefixed
``#x_``/``:x_``; each ``Filter``/``If`` wrapped in parentheses by ``wrapExpr``
and joined with `` AND ``; reserved names given to ``Set``/``Add``/``Project``
escaped; an update's clauses in the order SET, ADD, DELETE, REMOVE; a Query's
key as the legacy ``KeyConditions`` beside the expressions, as ``query.go``
sends it; ``One()`` on a key with no filter as a GetItem; ``ConsumedCapacity``
as ``ReturnConsumedCapacity: INDEXES``; ``Count`` as ``Select: COUNT``;
``CurrentValue`` as ``ReturnValuesOnConditionCheckFailure: ALL_OLD``). Only the
requests were taken, as data.

Adapted only as far as needed to run: the test table ``TestDB`` (number hash
key ``UserID``, string range key ``Time``; its indexes and the requests on
them left out); ``time.Now()`` as a fixed time, written as Go's RFC 3339 text;
the items each test puts before (``before``), written typed from the test's
structs (``Count`` 0 written; nil maps, nil pointers and empty string fields left out); where a test
runs several requests in turn, each one's ``before`` is what the previous ones
leave. The order of the ADD, DELETE and REMOVE entries comes from Go map
iteration, which varies from run to run: written in the order the test adds
them. A transaction's ``Idempotent(true)`` token left out. Requests the
library refuses before sending (a nil or empty key) are left out.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "guregu-dynamo"
REPO = "guregu/dynamo@7d0b7c6 "
T = "TestDB"
TBL = table(("UserID", "N"), ("Time", "S"))
NOW = "2025-01-02T03:04:05.123456789Z"
WRITTEN = "the request the test makes, as the library writes it"

COUNT = "#sINXXK3TU"  # 'Count'
TIME = "#sKRUW2ZI"  # 'Time'
MSG = "#sJVZWO"  # 'Msg'
USERID = "#sKVZWK4SJIQ"  # 'UserID'


def _key(user: int, time: str) -> dict:
    return {"UserID": {"N": str(user)}, "Time": {"S": time}}


def _kc(user: int, rng: tuple | None = None) -> dict:
    out = {"UserID": {"AttributeValueList": [{"N": str(user)}], "ComparisonOperator": "EQ"}}
    if rng:
        op, *vals = rng
        out["Time"] = {"AttributeValueList": [{"S": v} for v in vals], "ComparisonOperator": op}
    return out


def _case(path: str, line: int, op: str, request: dict, before: list, note: str = WRITTEN) -> dict:
    return case(f"{REPO}{path}:{line}", op, {"TableName": T, **request}, TBL, before, note)


# --- substitute_test.go: the texts subExpr and merge are asserted to write ----
SUB_ITEMS = [
    item(UserID=1, Time="a", Count=2, Title="foo bar", name="abc", custom={"model": 555}),
    item(UserID=1, Time="b", Count=1, Title="foo"),
    item(UserID=2, Time="a", Count="2", Title="bar", name="xabcx", custom={"model": 554}),
    item(UserID=3, Time="a", name={"abc", "d"}, custom={"model": 555}),
]
SUBSTITUTE = [
    _case(
        "substitute_test.go",
        15,
        "Scan",
        {
            "FilterExpression": f"{COUNT} > :v0 AND begins_with (Title, :v1)",
            "ExpressionAttributeNames": {COUNT: "Count"},
            "ExpressionAttributeValues": values({":v0": "1", ":v1": "foo"}),
        },
        SUB_ITEMS,
        "the text subExpr is asserted to write (the name subName gives 'Count'), its values, as a Scan's "
        "FilterExpression over sample items",
    ),
    _case(
        "substitute_test.go",
        76,
        "Scan",
        {
            "FilterExpression": "contains(#x_a, :x_v) AND (#x_abc.#x_abcdef = :x_v0)",
            "ExpressionAttributeNames": {"#x_a": "name", "#x_abc": "custom", "#x_abcdef": "model"},
            "ExpressionAttributeValues": values({":x_v": "abc", ":x_v0": 555}),
        },
        SUB_ITEMS,
        "the merged literal the test asserts, with the names and values it checks merged, as a Scan's "
        "FilterExpression over sample items",
    ),
]

# --- query_test.go TestGetAllCount ---------------------------------------------
Q = "query_test.go"
W42 = item(UserID=42, Time=NOW, Msg="hello", Count=0, Meta={"foo": "bar", "animal.cow": "moo"}, StrPtr="")
Q_ITEMS = [W42, item(UserID=42, Time="2020-01-01T00:00:00Z", Msg="hello"), item(UserID=43, Time=NOW, Msg="hello")]
LIT_FILTER = {
    "KeyConditions": _kc(42),
    "ConsistentRead": True,
    "FilterExpression": "(Msg = :v0) AND (StrPtr = :v1) AND (#x_meta.#x_foo = :x_bar)",
    "ExpressionAttributeNames": {"#x_meta": "Meta", "#x_foo": "foo"},
    "ExpressionAttributeValues": values({":v0": "hello", ":v1": "", ":x_bar": "bar"}),
    "ReturnConsumedCapacity": "INDEXES",
}
QUERIES = [
    _case(Q, 51, "Query", LIT_FILTER, Q_ITEMS),
    _case(Q, 62, "Query", {**LIT_FILTER, "Select": "COUNT"}, Q_ITEMS),
    _case(Q, 97, "GetItem", {"Key": _key(42, NOW), "ConsistentRead": True}, Q_ITEMS),
    _case(
        Q,
        107,
        "Query",
        {
            "KeyConditions": _kc(42, ("EQ", NOW)),
            "ExpressionAttributeValues": values({":v0": "hello", ":v1": ""}),
            "ConsistentRead": True,
            "FilterExpression": "(Msg = :v0) AND (StrPtr = :v1)",
        },
        Q_ITEMS,
    ),
    _case(Q, 117, "Query", {"KeyConditions": _kc(42, ("GT", "0")), "ConsistentRead": True}, Q_ITEMS),
    _case(Q, 124, "Query", {"KeyConditions": _kc(42, ("GT", "0")), "ConsistentRead": True, "Limit": 1}, Q_ITEMS),
    _case(
        Q,
        134,
        "Query",
        {
            "KeyConditions": _kc(42, ("GT", "0")),
            "ExpressionAttributeValues": values({":v0": "hello"}),
            "ConsistentRead": True,
            "Limit": 1,
            "FilterExpression": "(Msg = :v0)",
        },
        Q_ITEMS,
    ),
    _case(
        Q,
        145,
        "GetItem",
        {
            "Key": _key(42, NOW),
            "ExpressionAttributeNames": {TIME: "Time"},
            "ConsistentRead": True,
            "ProjectionExpression": f"UserID, {TIME}",
        },
        Q_ITEMS,
    ),
    _case(
        Q,
        163,
        "GetItem",
        {
            "Key": _key(42, NOW),
            "ExpressionAttributeNames": {TIME: "Time", "#sMFXGS3LBNQXGG33X": "animal.cow"},
            "ConsistentRead": True,
            "ProjectionExpression": f"UserID, {TIME}, Meta.foo, Meta.#sMFXGS3LBNQXGG33X",
        },
        Q_ITEMS,
    ),
    # TestQueryMagicLEK: the first page
    _case(
        Q,
        256,
        "Query",
        {
            "KeyConditions": _kc(1970),
            "ExpressionAttributeNames": {MSG: "Msg"},
            "FilterExpression": f"(attribute_exists({MSG}))",
        },
        [
            item(UserID=1970, Time="1970-01-01T00:00:00Z", Msg="TestQueryMagicLEK"),
            item(UserID=1970, Time="1970-04-20T00:00:00Z", Msg="TestQueryMagicLEK"),
            item(UserID=1970, Time="1970-06-01T00:00:00Z"),
        ],
        WRITTEN + " (Limit(1) with a filter sends no Limit); the items the test writes before it, and one without Msg",
    ),
]

# --- scan_test.go TestScan -------------------------------------------------------
S = "scan_test.go"
S_ITEMS = [item(UserID=42, Time=NOW, Msg="hello", Count=0), item(UserID=41, Time=NOW, Msg="hello", Count=0)]
SCANS = [
    _case(S, 30, "Query", {"KeyConditions": _kc(42), "ConsistentRead": True, "Select": "COUNT"}, S_ITEMS),
    _case(
        S,
        39,
        "Scan",
        {
            "ExpressionAttributeValues": values({":v0": 42}),
            "ConsistentRead": True,
            "FilterExpression": "(UserID = :v0)",
            "ReturnConsumedCapacity": "INDEXES",
        },
        S_ITEMS,
    ),
    _case(
        S,
        66,
        "Scan",
        {
            "ExpressionAttributeValues": values({":v0": 42}),
            "ConsistentRead": True,
            "FilterExpression": "(UserID = :v0)",
            "ReturnConsumedCapacity": "INDEXES",
            "Select": "COUNT",
        },
        S_ITEMS,
    ),
]

# --- update_test.go TestUpdate: four updates in turn ------------------------------
U = "update_test.go"
U_BEFORE = item(
    UserID=42,
    Time=NOW,
    Msg="hello",
    Count=0,
    Meta={"foo": "bar", "keep": "untouched", "nope": "痛", "haha": "555 no jam"},
    MySet1={"one", "deleteme"},
    MySet2={"a", "b", "bad1", "c", "bad2"},
    MySet3={1, 999, 2, 3, 555},
)
U_AFTER1 = item(
    UserID=42,
    Time=NOW,
    Msg="changed",
    Count=1,
    Test={"A", "B"},
    Meta={"foo": "baz", "keep": "untouched", "pet": "猫"},
    MySet1={"one"},
    MySet2={"a", "b", "c"},
    MySet3={1, 2, 3},
)
U_AFTER2 = {**U_AFTER1, "Msg": {"S": "changed again"}, "Count": {"N": "2"}}
U_AFTER3 = {**U_AFTER2, "Msg": {"S": "this shouldn't be seen"}, "Count": {"N": "102"}}
U_KEY = _key(42, NOW)
UPDATES = [
    _case(
        U,
        80,
        "UpdateItem",
        {
            "Key": U_KEY,
            "UpdateExpression": (
                "SET Msg = :v0, Meta.#sMZXW6 = :v1, #x_meta.#x_pet = :x_cat "
                f"ADD {COUNT} :v3, Test :v4 "
                "DELETE MySet1 :v7, MySet2 :v8, MySet3 :v9 "
                "REMOVE Meta.#sNZXXAZI, #x_meta.#x_haha"
            ),
            "ExpressionAttributeNames": {
                "#sMZXW6": "foo",
                "#x_meta": "Meta",
                "#x_pet": "pet",
                COUNT: "Count",
                "#sNZXXAZI": "nope",
                "#x_haha": "haha",
                "#x_msg": "Msg",
            },
            "ExpressionAttributeValues": {
                ":v0": {"S": "changed"},
                ":v1": {"S": "baz"},
                ":x_cat": {"S": "猫"},
                ":v3": {"N": "1"},
                ":v4": {"SS": ["A", "B"]},
                ":v5": {"N": "0"},
                ":x_hi": {"S": "hello"},
                ":v7": {"SS": ["deleteme"]},
                ":v8": {"SS": ["bad1", "bad2"]},
                ":v9": {"NS": ["999", "555"]},
            },
            "ReturnValues": "ALL_NEW",
            "ConditionExpression": f"(({COUNT} = :v5) OR attribute_not_exists({COUNT})) AND (#x_msg = :x_hi)",
            "ReturnConsumedCapacity": "INDEXES",
        },
        [U_BEFORE],
        WRITTEN + "; the ADD, DELETE and REMOVE entries in the order the test adds them",
    ),
    _case(
        U,
        132,
        "UpdateItem",
        {
            "Key": U_KEY,
            "UpdateExpression": f"SET Msg = :v0 ADD {COUNT} :v1",
            "ExpressionAttributeNames": {COUNT: "Count"},
            "ExpressionAttributeValues": values({":v0": "changed again", ":v1": 1}),
            "ReturnValues": "UPDATED_NEW",
        },
        [U_AFTER1],
        WRITTEN + "; before: the item the previous update leaves",
    ),
    _case(
        U,
        145,
        "UpdateItem",
        {
            "Key": U_KEY,
            "UpdateExpression": f"SET Msg = :v0 ADD {COUNT} :v1",
            "ExpressionAttributeNames": {COUNT: "Count"},
            "ExpressionAttributeValues": values({":v0": "this shouldn't be seen", ":v1": 100}),
            "ReturnValues": "UPDATED_OLD",
        },
        [U_AFTER2],
        WRITTEN + "; before: the item the previous updates leave",
    ),
    _case(
        U,
        159,
        "UpdateItem",
        {
            "Key": U_KEY,
            "UpdateExpression": f"SET Msg = :v0 ADD {COUNT} :v1",
            "ExpressionAttributeNames": {COUNT: "Count"},
            "ExpressionAttributeValues": values({":v0": "shouldn't happen", ":v1": 1, ":v2": 100, ":v3": 42}),
            "ReturnValues": "ALL_NEW",
            "ConditionExpression": f"({COUNT} > :v2) AND (MeaningOfLife = :v3)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        [U_AFTER3],
        WRITTEN + "; before: the item the previous updates leave",
    ),
]

# --- put_test.go TestPut -----------------------------------------------------------
P = "put_test.go"
P_OLD = item(UserID=42, Time=NOW, Msg="old", Count=0, StrPtr="", List=[])
P_NEW = item(
    UserID=42,
    Time=NOW,
    Msg="new",
    Count=0,
    List=["abc", "", "def", None, "ghi"],
    Set1={"A", "B"},
    Set2={"C", "D"},
    Map1={"A": "hello", "B": ""},
    Map2={"C": "world", "E": ""},
)
PUT_NOTE = (
    WRITTEN
    + "; the new item written typed from the test's struct (the empty set members and the nil map entry left out)"
)
P_COND = f"(attribute_not_exists(UserID)) AND (attribute_not_exists({TIME}))"
PUTS = [
    _case(
        P,
        58,
        "PutItem",
        {"Item": P_NEW, "ReturnValues": "ALL_OLD", "ReturnConsumedCapacity": "INDEXES"},
        [P_OLD],
        PUT_NOTE,
    ),
    _case(
        P,
        73,
        "PutItem",
        {
            "Item": P_NEW,
            "ExpressionAttributeNames": {TIME: "Time"},
            "ConditionExpression": P_COND,
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        [P_NEW],
        PUT_NOTE + "; before: the item the previous put leaves",
    ),
    _case(
        P,
        90,
        "PutItem",
        {
            "Item": P_NEW,
            "ExpressionAttributeNames": {TIME: "Time"},
            "ReturnValues": "NONE",
            "ConditionExpression": P_COND,
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        [P_NEW],
        PUT_NOTE + "; before: the item the previous put leaves",
    ),
]

# --- delete_test.go TestDelete -----------------------------------------------------
D = "delete_test.go"
D_ITEM = item(UserID=42, Time=NOW, Msg="hello", Count=0, Meta={"color": "octarine"})
DELETES = [
    _case(
        D,
        33,
        "DeleteItem",
        {
            "Key": _key(42, NOW),
            "ExpressionAttributeNames": {"#sMNXWY33S": "color"},
            "ExpressionAttributeValues": values({":v0": "octarine", ":v1": "wrong msg"}),
            "ReturnValues": "NONE",
            "ConditionExpression": "(Meta.#sMNXWY33S = :v0) AND (Msg = :v1)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        [D_ITEM],
    ),
    _case(
        D,
        48,
        "DeleteItem",
        {"Key": _key(42, NOW), "ReturnValues": "ALL_OLD", "ReturnConsumedCapacity": "INDEXES"},
        [D_ITEM],
    ),
]

# --- tx_test.go TestTx ---------------------------------------------------------------
X = "tx_test.go"
DATE1, DATE2, DATE3 = "1969-01-01T01:01:01Z", "1969-02-02T02:02:02Z", "1969-03-03T03:03:03Z"
W1 = item(UserID=69, Time=DATE1, Msg="dog", Count=0)
W2 = item(UserID=69, Time=DATE2, Msg="cat", Count=0)
TX_NOTE = WRITTEN + " (one TransactWriteItems; each action has its own placeholders)"
TXS = [
    _case(
        X,
        33,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": T, "Item": W1}},
                {"Put": {"TableName": T, "Item": W2}},
                {
                    "ConditionCheck": {
                        "TableName": T,
                        "Key": _key(69, DATE3),
                        "ConditionExpression": f"(attribute_not_exists({USERID}))",
                        "ExpressionAttributeNames": {USERID: "UserID"},
                    }
                },
            ],
            "ReturnConsumedCapacity": "INDEXES",
        },
        [],
        TX_NOTE + "; the Idempotent(true) token left out",
    ),
    _case(
        X,
        138,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": T,
                        "Key": _key(69, DATE1),
                        "ConditionExpression": "(Msg = :v0)",
                        "ExpressionAttributeValues": values({":v0": "dog"}),
                    }
                },
                {
                    "Update": {
                        "TableName": T,
                        "Key": _key(69, DATE2),
                        "UpdateExpression": "SET Msg = :v0",
                        "ExpressionAttributeValues": values({":v0": "bird"}),
                    }
                },
            ],
        },
        [W1, W2],
        TX_NOTE + "; before: the items the test's first transaction writes",
    ),
    _case(
        X,
        187,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": T,
                        "Item": item(UserID=69, Time=DATE1, Count=0),
                        "ConditionExpression": f"({MSG} = :v0)",
                        "ExpressionAttributeNames": {MSG: "Msg"},
                        "ExpressionAttributeValues": values({":v0": "should not exist"}),
                    }
                },
                {"Put": {"TableName": T, "Item": item(UserID=69, Time=DATE2, Count=0)}},
                {
                    "ConditionCheck": {
                        "TableName": T,
                        "Key": _key(69, DATE3),
                        "ConditionExpression": f"(attribute_exists({USERID})) AND (Msg = :v0)",
                        "ExpressionAttributeNames": {USERID: "UserID"},
                        "ExpressionAttributeValues": values({":v0": "don't exist foo"}),
                    }
                },
            ],
        },
        [item(UserID=69, Time=DATE1, Msg="dog", Count=0), item(UserID=69, Time=DATE2, Msg="bird", Count=0)],
        TX_NOTE
        + "; the zero widgets' empty Msg left out, as the encoder leaves an empty string field out; before: what the earlier steps leave",
    ),
]

CASES = SUBSTITUTE + QUERIES + SCANS + UPDATES + PUTS + DELETES + TXS
