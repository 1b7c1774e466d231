"""EfficientDynamoDb (.NET): the requests its integration tests send, as the library writes them.

Source: AllocZero/EfficientDynamoDb, branch main, commit 2f3b9f1 (2026-06-20).
The library has no unit tests of its expression writers; its integration tests
(``src/EfficientDynamoDb.IntegrationTests/DataPlane/**``) send requests to
DynamoDB Local and assert the answers. The low-level tests
(``LowLevel{UpdateItem,Query,Scan,PutItem}Should.cs``) write their
``UpdateExpression``/``ConditionExpression``/``KeyConditionExpression``/
``FilterExpression``/``ProjectionExpression`` texts and name and value maps
out in full: taken as written. The high-level tests
(``UpdateItemShould.cs``, ``QueryShould.cs``, ``Query/FluentApi/ExpressionShould.cs``,
``ScanShould.cs``, ``PutItemShould.cs``, ``GetItemShould.cs``,
``TransactWriteShould.cs``) build requests with the fluent API; each is
written here as the library writes it (``FluentCondition/Factories/DdbExpressionVisitor.cs``,
``FluentCondition/Operators/**``, ``FluentCondition/Core/Filter{And,Or,Not}Wrapper.cs``,
``Internal/Extensions/Utf8JsonWriterExtensions*.cs``,
``Internal/Operations/*/…HighLevelHttpContent.cs``,
``Operations/Query/QueryBuilderNodes.cs``): every path segment a new name
``#f<n>`` (n counting the names written so far in the request, a name used
twice written twice), every value ``:v<n>``; one counter of each for the whole
request, the key condition before the filter before the projection, the
condition before the update; ``&`` written ``(a)AND(b)`` with no spaces, nested
``&`` nested in parentheses; ``begins_with(#f0,:v0)``, ``contains (#f0,:v0)``
(a space before the parenthesis), ``#f0 BETWEEN :v0 AND :v1``;
``Increment``/``Decrement`` as ``#f0 = #f1 + :v0``/``- :v0``,
``Append``/``Prepend`` as ``list_append(#f1,:v0)``/``list_append(:v0,#f1)``,
``Remove()`` as REMOVE; the update clauses ADD, SET, REMOVE, DELETE in that
order, each clause's actions joined with ``,`` in the reverse of the order
the test calls them (the builder keeps a linked list whose head is the
last call); ``AsProjections<T>()`` projects every attribute of ``T`` in
declaration order; a consumed-capacity option ``TOTAL``. Only the requests
were taken, as data.

Adapted only as far as needed to run: the tests' table ``ddb_test`` (string
``pk``, string ``sk``, as their docker-compose creates it). The items a test
writes first (its ``PutItemAsync``, the ``BatchWrite`` of its fixture) are
``before``, written as the library writes its ``TestUser`` records (every
property, empty strings and empty lists included, ``int`` and ``decimal`` as
numbers keeping the decimal's scale, ``88.0``); a nullable property left null
is not written. The low-level tests give some numbers as C# strings
(``{ ":min_age", "25" }``): the implicit conversion makes them string
values (``S``), kept so (those filters match no item; the tests' loops over the
results pass on an empty page). A second page asked with a previous page's
token and the ``GetItem`` whose key names are looked up by the library are left
out. The 25 items of the multi-item transaction carry ``LargeData`` from a
seeded ``System.Random``: written as a fixed 1000-character string.
"""

from __future__ import annotations

from ._build import case, table, values

SOURCE = "efficient-dynamodb"
REPO = "AllocZero/EfficientDynamoDb@2f3b9f1 "
DP = "src/EfficientDynamoDb.IntegrationTests/DataPlane/"
T = "ddb_test"
TBL = table(("pk", "S"), ("sk", "S"))
WRITTEN = "the request the test makes, as the library writes it"
LITERAL = "the test's low-level request, as written"


def _case(path: str, line: int, op: str, request: dict, before: list, note: str = WRITTEN) -> dict:
    return case(f"{REPO}{DP}{path}:{line}", op, {"TableName": T, **request}, TBL, before, note)


def _key(pk: str, sk: str) -> dict:
    return {"pk": {"S": pk}, "sk": {"S": sk}}


def _doc(pk: str, sk: str, **attrs) -> dict:
    """A low-level ``Document``: numbers given as strings in ``N``."""
    out = _key(pk, sk)
    for name, value in attrs.items():
        if isinstance(value, bool):
            out[name] = {"BOOL": value}
        elif isinstance(value, list):
            out[name] = {"L": [{"S": v} for v in value]}
        elif isinstance(value, tuple):  # a number, as its text
            out[name] = {"N": value[0]}
        else:
            out[name] = {"S": value}
    return out


def _user(pk, sk, name="", age=0, email="", counter=0, score="0", active=False, tags=None, fields="query"):
    """A ``TestUser`` record as the library writes it; ``fields`` names the test
    folder's record (``update`` adds ``tags``; ``put`` has only name, age, email)."""
    out = {**_key(pk, sk), "name": {"S": name}, "age": {"N": str(age)}, "email": {"S": email}}
    if fields in ("query", "update"):
        out.update({"counter": {"N": str(counter)}, "score": {"N": score}, "active": {"BOOL": active}})
    if fields == "update":
        out["tags"] = {"L": [{"S": t} for t in (tags or [])]}
    return out


def _n(names: list[str]) -> dict:
    return {f"#f{i}": n for i, n in enumerate(names)}


# --- UpdateItem/LowLevelUpdateItemShould.cs -----------------------------------
LU = "UpdateItem/LowLevelUpdateItemShould.cs"
LP = "effddb_tests-update_item-low_level"


def _lu(line: int, tag: str, before_attrs: dict, request: dict, note: str = LITERAL) -> dict:
    pk, sk = f"{LP}-{tag}-pk", f"{LP}-{tag}-sk"
    return _case(LU, line, "UpdateItem", {"Key": _key(pk, sk), **request}, [_doc(pk, sk, **before_attrs)], note)


SET_AGE_EMAIL = {
    "UpdateExpression": "SET age = :age, email = :email",
    "ExpressionAttributeValues": {":age": {"N": "30"}, ":email": {"S": "new@example.com"}},
}
LOW_UPDATES = [
    _lu(
        56,
        "update",
        {"name": "Original Name", "age": ("25",), "email": "original@example.com"},
        {
            "UpdateExpression": "SET #n = :name, #a = :age, #e = :email",
            "ExpressionAttributeNames": {"#n": "name", "#a": "age", "#e": "email"},
            "ExpressionAttributeValues": {
                ":name": {"S": "Updated Name"},
                ":age": {"N": "30"},
                ":email": {"S": "updated@example.com"},
            },
        },
    ),
    _lu(
        115,
        "increment",
        {"name": "Counter User", "counter": ("5",), "score": ("100.5",)},
        {
            "UpdateExpression": "ADD #c :counterIncrement, score :scoreIncrement",
            "ExpressionAttributeNames": {"#c": "counter"},
            "ExpressionAttributeValues": {":counterIncrement": {"N": "3"}, ":scoreIncrement": {"N": "25.5"}},
        },
    ),
    _lu(
        168,
        "append",
        {"name": "List User", "tags": ["tag1", "tag2"]},
        {
            "UpdateExpression": "SET tags = list_append(tags, :newTags)",
            "ExpressionAttributeValues": {":newTags": {"L": [{"S": "tag3"}, {"S": "tag4"}]}},
        },
    ),
    _lu(
        216,
        "remove",
        {"name": "Remove User", "email": "remove@example.com", "counter": ("5",)},
        {"UpdateExpression": "REMOVE email"},
    ),
    _lu(
        261,
        "capacity",
        {"name": "Capacity User", "age": ("25",)},
        {
            "UpdateExpression": "SET age = :age",
            "ExpressionAttributeValues": {":age": {"N": "30"}},
            "ReturnConsumedCapacity": "TOTAL",
        },
    ),
    _lu(
        304,
        "return_old",
        {"name": "Return Old User", "age": ("25",), "email": "old@example.com"},
        {**SET_AGE_EMAIL, "ReturnValues": "ALL_OLD"},
    ),
    _lu(
        349,
        "return_new",
        {"name": "Return New User", "age": ("25",), "email": "old@example.com"},
        {**SET_AGE_EMAIL, "ReturnValues": "ALL_NEW"},
    ),
    _lu(
        395,
        "return_updated_old",
        {"name": "Return Updated Old User", "age": ("25",), "email": "old@example.com", "counter": ("5",)},
        {**SET_AGE_EMAIL, "ReturnValues": "UPDATED_OLD"},
    ),
    _lu(
        447,
        "return_updated_new",
        {"name": "Return Updated New User", "age": ("25",), "email": "old@example.com", "counter": ("5",)},
        {**SET_AGE_EMAIL, "ReturnValues": "UPDATED_NEW"},
    ),
    _lu(
        498,
        "condition_met",
        {"name": "Condition User", "age": ("25",), "active": True},
        {
            "UpdateExpression": "SET age = :age",
            "ConditionExpression": "active = :active AND age = :currentAge",
            "ExpressionAttributeValues": {
                ":age": {"N": "30"},
                ":active": {"BOOL": True},
                ":currentAge": {"N": "25"},
            },
        },
    ),
    _lu(
        549,
        "condition_not_met",
        {"name": "Condition User", "age": ("25",), "active": False},
        {
            "UpdateExpression": "SET age = :age",
            "ConditionExpression": "active = :active",
            "ExpressionAttributeValues": {":age": {"N": "30"}, ":active": {"BOOL": True}},
        },
        LITERAL + "; the item's active is false (the test expects the condition to fail)",
    ),
    _lu(
        602,
        "complex_condition",
        {"name": "Complex User", "age": ("25",), "status": "active", "counter": ("10",)},
        {
            "UpdateExpression": "SET #n = :name, #a = :age ADD #c :increment",
            "ConditionExpression": "#s = :status AND #c > :minCounter",
            "ExpressionAttributeNames": {"#n": "name", "#a": "age", "#s": "status", "#c": "counter"},
            "ExpressionAttributeValues": {
                ":name": {"S": "Updated Complex User"},
                ":age": {"N": "30"},
                ":status": {"S": "active"},
                ":minCounter": {"N": "5"},
                ":increment": {"N": "3"},
            },
        },
    ),
]

# --- UpdateItem/UpdateItemShould.cs: the fluent UpdateItem builder -------------
HU = "UpdateItem/UpdateItemShould.cs"
HP = "effddb_tests-update_item"


def _hu(line: int, tag: str, user: dict, request: dict, note: str = WRITTEN) -> dict:
    pk, sk = f"{HP}-{tag}-pk", f"{HP}-{tag}-sk"
    before = [_user(pk, sk, fields="update", **user)]
    return _case(HU, line, "UpdateItem", {"Key": _key(pk, sk), **request}, before, note)


def _set(text: str, names: list[str], vals: dict, **extra) -> dict:
    out = {"UpdateExpression": text, "ExpressionAttributeNames": _n(names)}
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return {**out, **extra}


AGE30 = _set("SET #f0 = :v0", ["age"], {":v0": 30})
EMAIL_AGE = _set("SET #f0 = :v0,#f1 = :v1", ["email", "age"], {":v0": "new@example.com", ":v1": 30})
HIGH_UPDATES = [
    _hu(
        54,
        "update",
        {
            "name": "Original Name",
            "age": 25,
            "email": "original@example.com",
            "counter": 1,
            "score": "10.5",
            "tags": ["tag1"],
        },
        _set(
            "SET #f0 = :v0,#f1 = :v1,#f2 = :v2",
            ["email", "age", "name"],
            {":v0": "updated@example.com", ":v1": 30, ":v2": "Updated Name"},
        ),
        WRITTEN + " (three Assign calls: the last one first)",
    ),
    _hu(
        94,
        "increment",
        {"name": "Counter User", "counter": 5, "score": "100.5"},
        _set(
            "SET #f0 = #f1 + :v0,#f2 = #f3 + :v1",
            ["score", "score", "counter", "counter"],
            {":v0": 25.5, ":v1": 3},
        ),
    ),
    _hu(
        129,
        "decrement",
        {"name": "Decrement User", "counter": 10, "score": "50.0"},
        _set(
            "SET #f0 = #f1 - :v0,#f2 = #f3 - :v1",
            ["score", "score", "counter", "counter"],
            {":v0": 10.5, ":v1": 2},
        ),
    ),
    _hu(
        163,
        "append",
        {"name": "List User", "tags": ["tag1", "tag2"]},
        _set("SET #f0 = list_append(#f1,:v0)", ["tags", "tags"], {":v0": ["tag3", "tag4"]}),
    ),
    _hu(
        195,
        "prepend",
        {"name": "Prepend User", "tags": ["tag3", "tag4"]},
        _set("SET #f0 = list_append(:v0,#f1)", ["tags", "tags"], {":v0": ["tag1", "tag2"]}),
    ),
    _hu(
        228,
        "remove",
        {"name": "Remove User", "email": "remove@example.com", "counter": 5},
        _set("REMOVE #f0", ["email"], {}),
    ),
    _hu(262, "no_return", {"name": "No Return User", "age": 25}, AGE30),
    _hu(
        288,
        "return_old",
        {"name": "Return Old User", "age": 25, "email": "old@example.com"},
        {**EMAIL_AGE, "ReturnValues": "ALL_OLD"},
    ),
    _hu(
        327,
        "return_new",
        {"name": "Return New User", "age": 25, "email": "old@example.com"},
        {**EMAIL_AGE, "ReturnValues": "ALL_NEW"},
    ),
    _hu(
        362,
        "return_updated_old",
        {"name": "Return Updated Old User", "age": 25, "email": "old@example.com", "counter": 5},
        {**EMAIL_AGE, "ReturnValues": "UPDATED_OLD"},
    ),
    _hu(
        402,
        "return_updated_new",
        {"name": "Return Updated New User", "age": 25, "email": "old@example.com", "counter": 5},
        {**EMAIL_AGE, "ReturnValues": "UPDATED_NEW"},
    ),
    _hu(
        441,
        "condition_met",
        {"name": "Condition User", "age": 25, "active": True},
        _set(
            "SET #f2 = :v2",
            ["active", "age", "age"],
            {":v0": True, ":v1": 25, ":v2": 30},
            ConditionExpression="(#f0 = :v0)AND(#f1 = :v1)",
        ),
    ),
    _hu(
        476,
        "condition_not_met",
        {"name": "Condition User", "age": 25, "active": False},
        _set("SET #f1 = :v1", ["active", "age"], {":v0": True, ":v1": 30}, ConditionExpression="#f0 = :v0"),
        WRITTEN + "; the item's active is false (the test expects the condition to fail)",
    ),
    _hu(
        512,
        "capacity",
        {"name": "Capacity User", "age": 25},
        {**AGE30, "ReturnConsumedCapacity": "TOTAL"},
    ),
    _hu(
        542,
        "item_capacity",
        {"name": "Item Capacity User", "age": 25, "email": "capacity@example.com"},
        {**AGE30, "ReturnValues": "ALL_OLD", "ReturnConsumedCapacity": "TOTAL"},
    ),
    _case(
        HU,
        595,
        "UpdateItem",
        {
            "Key": _key(f"{HP}-missing-sort-key-pk", ""),
            **_set("SET #f0 = :v0", ["name"], {":v0": "test"}),
        },
        [],
        WRITTEN + " (an empty sort key; the test expects DynamoDB's ValidationException)",
    ),
]

# --- Query/LowLevelQueryShould.cs ------------------------------------------------
LQ = "Query/LowLevelQueryShould.cs"
QP = "effddb_tests-low_level_query"
LQ_ITEMS = [
    _user(f"{QP}-pk-1", f"{QP}-sk-001", "Low Level Query User 1", 25, "user1@example.com", 10, "85.5", True),
    _user(f"{QP}-pk-1", f"{QP}-sk-002", "Low Level Query User 2", 30, "user2@example.com", 20, "90.0", False),
    _user(f"{QP}-pk-1", f"{QP}-sk-003", "Low Level Query User 3", 35, "user3@example.com", 30, "95.5", True),
    _user(f"{QP}-pk-2", f"{QP}-sk-001", "Low Level Query User 4", 28, "user4@example.com", 15, "88.0", True),
]
PK1 = {":pk": {"S": f"{QP}-pk-1"}}


def _lq(line: int, request: dict, note: str = LITERAL) -> dict:
    vals = {**PK1, **request.pop("values", {})}
    return _case(
        LQ,
        line,
        "Query",
        {"KeyConditionExpression": "pk = :pk", **request, "ExpressionAttributeValues": vals},
        LQ_ITEMS,
        note,
    )


S_NOTE = LITERAL + "; the numbers the test gives as C# strings become string values (S)"
LOW_QUERIES = [
    _lq(87, {}),
    _lq(
        118,
        {
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :sk_prefix)",
            "values": {":sk_prefix": {"S": f"{QP}-sk-00"}},
        },
    ),
    _lq(149, {"FilterExpression": "active = :active", "values": {":active": {"BOOL": True}}}),
    _lq(178, {"Limit": 2}),
    _lq(202, {"Limit": 1}),
    _lq(248, {"ConsistentRead": True}),
    _lq(270, {"ProjectionExpression": "pk, sk, #n", "ExpressionAttributeNames": {"#n": "name"}}),
    _lq(
        308,
        {
            "KeyConditionExpression": "pk = :pk AND sk BETWEEN :sk_start AND :sk_end",
            "values": {":sk_start": {"S": f"{QP}-sk-001"}, ":sk_end": {"S": f"{QP}-sk-002"}},
        },
    ),
    _lq(338, {"FilterExpression": "age > :min_age", "values": {":min_age": {"S": "25"}}}, S_NOTE),
    _lq(
        367,
        {
            "FilterExpression": "age BETWEEN :min_age AND :max_age AND active = :active_value",
            "values": {":min_age": {"S": "25"}, ":max_age": {"S": "35"}, ":active_value": {"BOOL": True}},
        },
        S_NOTE,
    ),
    _lq(402, {"ReturnConsumedCapacity": "TOTAL"}),
    _lq(426, {"Select": "COUNT"}),
    _lq(449, {"Select": "ALL_ATTRIBUTES"}),
    _lq(481, {"ScanIndexForward": False}),
    _case(
        LQ,
        514,
        "Query",
        {
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": {":pk": {"S": f"{QP}-non-existent-pk"}},
        },
        LQ_ITEMS,
        LITERAL,
    ),
    _lq(536, {"FilterExpression": "attribute_exists(email)"}),
    _lq(
        565,
        {
            "FilterExpression": "contains(#n, :search_term)",
            "ExpressionAttributeNames": {"#n": "name"},
            "values": {":search_term": {"S": "User 1"}},
        },
    ),
    _lq(
        597,
        {"FilterExpression": "age IN (:age1, :age2)", "values": {":age1": {"S": "25"}, ":age2": {"S": "30"}}},
        S_NOTE,
    ),
    _lq(628, {"KeyConditionExpression": "pk = :pk AND sk = :sk", "values": {":sk": {"S": f"{QP}-sk-001"}}}),
    _lq(
        658,
        {
            "KeyConditionExpression": "pk = :pk AND sk > :sk_threshold",
            "values": {":sk_threshold": {"S": f"{QP}-sk-001"}},
        },
    ),
]

# --- Query/QueryShould.cs and Query/FluentApi/ExpressionShould.cs ------------------
HQ = "Query/QueryShould.cs"
HQP = "effddb_tests-query"
HQ_ITEMS = [
    _user(f"{HQP}-pk-1", f"{HQP}-sk-001", "Alice Johnson", 25, "alice@example.com", 10, "95.5", True),
    _user(f"{HQP}-pk-1", f"{HQP}-sk-002", "Bob Smith", 30, "bob@example.com", 15, "88.0", False),
    _user(f"{HQP}-pk-1", f"{HQP}-sk-003", "Charlie Brown", 35, "charlie@example.com", 20, "92.3", True),
    _user(f"{HQP}-pk-2", f"{HQP}-sk-001", "Diana Prince", 28, "diana@example.com", 12, "97.8", True),
    _user(f"{HQP}-pk-2", f"{HQP}-sk-002", "Eve Wilson", 32, "eve@example.com", 18, "89.5", False),
]
HPK1 = f"{HQP}-pk-1"


def _hq(line: int, key: str = "#f0 = :v0", filt: str | None = None, names=("pk",), vals=None, note=WRITTEN, **extra):
    request = {"KeyConditionExpression": key}
    if filt:
        request["FilterExpression"] = filt
    request.update(extra)
    request["ExpressionAttributeNames"] = _n(list(names))
    request["ExpressionAttributeValues"] = values(vals or {":v0": HPK1})
    return _case(HQ, line, "Query", request, HQ_ITEMS, note)


HIGH_QUERIES = [
    _hq(97),
    _hq(
        112,
        "(#f0 = :v0)AND(begins_with(#f1,:v1))",
        names=("pk", "sk"),
        vals={":v0": HPK1, ":v1": f"{HQP}-sk-00"},
    ),
    _hq(128, filt="#f1 = :v1", names=("pk", "active"), vals={":v0": HPK1, ":v1": True}),
    _hq(143, filt="#f1 > :v1", names=("pk", "age"), vals={":v0": HPK1, ":v1": 25}),
    _hq(
        160,
        "(#f0 = :v0)AND(#f1 BETWEEN :v1 AND :v2)",
        names=("pk", "sk"),
        vals={":v0": HPK1, ":v1": f"{HQP}-sk-001", ":v2": f"{HQP}-sk-002"},
    ),
    _hq(179, Limit=2),
    _hq(194, Limit=1),
    _hq(
        221,
        names=("pk", "pk", "sk", "name"),
        ProjectionExpression="#f1,#f2,#f3",
        note=WRITTEN + " (AsProjections<TestUserProjection>: its attributes pk, sk, name)",
    ),
    _hq(255, ConsistentRead=True),
    _hq(286, ReturnConsumedCapacity="TOTAL", Limit=2),
    _hq(
        306,
        filt="((#f1 > :v1)AND(#f2 < :v2))AND(#f3 >= :v3)",
        names=("pk", "age", "age", "score"),
        vals={":v0": HPK1, ":v1": 25, ":v2": 35, ":v3": 90.0},
    ),
    _hq(347, ScanIndexForward=False),
    _hq(365, vals={":v0": f"{HQP}-non-existent-pk"}),
    _hq(378, filt="contains (#f1,:v1)", names=("pk", "name"), vals={":v0": HPK1, ":v1": "Alice"}),
    _hq(
        393,
        "(#f0 = :v0)AND(#f1 = :v1)",
        names=("pk", "sk"),
        vals={":v0": HPK1, ":v1": f"{HQP}-sk-001"},
    ),
    _hq(
        410,
        "(#f0 = :v0)AND(#f1 > :v1)",
        names=("pk", "sk"),
        vals={":v0": HPK1, ":v1": f"{HQP}-sk-001"},
    ),
    _hq(
        429,
        "(#f0 = :v0)AND(#f1 <= :v1)",
        names=("pk", "sk"),
        vals={":v0": HPK1, ":v1": f"{HQP}-sk-002"},
    ),
]
EX = "Query/FluentApi/ExpressionShould.cs"
EXP = "effddb_tests-expressions"
EXPRESSIONS = [
    _case(
        EX,
        73,
        "Query",
        {
            "KeyConditionExpression": "#f0 = :v0",
            "FilterExpression": "#f1 = :v1",
            "ExpressionAttributeNames": {"#f0": "pk", "#f1": "nullableAge"},
            "ExpressionAttributeValues": values({":v0": EXP, ":v1": 25}),
        },
        [
            {**_key(EXP, "sk-1"), "name": {"S": "User with age"}, "nullableAge": {"N": "25"}},
            {**_key(EXP, "sk-2"), "name": {"S": "User without age"}},
        ],
        WRITTEN + " (EqualTo((int?)25) on a nullable int; the null one not written)",
    ),
]

# --- Scan/LowLevelScanShould.cs ---------------------------------------------------
LS = "Scan/LowLevelScanShould.cs"
SP = "effddb_tests-low_level_scan"
LS_ITEMS = [
    _user(f"{SP}-pk-1", f"{SP}-sk-1", "Low Level Test User 1", 25, "user1@example.com", 10, "85.5", True),
    _user(f"{SP}-pk-2", f"{SP}-sk-2", "Low Level Test User 2", 30, "user2@example.com", 20, "90.0", False),
    _user(f"{SP}-pk-3", f"{SP}-sk-3", "Low Level Test User 3", 35, "user3@example.com", 30, "95.5", True),
]
PREFIX = {":prefix": {"S": f"{SP}-pk-"}}


def _ls(line: int, request: dict, note: str = LITERAL) -> dict:
    vals = {**PREFIX, **request.pop("values", {})}
    return _case(
        LS,
        line,
        "Scan",
        {"FilterExpression": "begins_with(pk, :prefix)", **request, "ExpressionAttributeValues": vals},
        LS_ITEMS,
        note,
    )


LOW_SCANS = [
    _ls(76, {}),
    _ls(104, {"Limit": 2}),
    _ls(126, {"Limit": 1}),
    _ls(170, {"ConsistentRead": True}),
    _ls(190, {"ProjectionExpression": "pk, sk, #n", "ExpressionAttributeNames": {"#n": "name"}}),
    _ls(224, {"FilterExpression": "begins_with(pk, :prefix) AND attribute_exists(age)"}),
    _ls(
        251,
        {
            "FilterExpression": "begins_with(pk, :prefix) AND age BETWEEN :minAge AND :maxAge AND active = :activeValue",
            "values": {":minAge": {"S": "25"}, ":maxAge": {"S": "35"}, ":activeValue": {"BOOL": True}},
        },
        S_NOTE,
    ),
    _ls(283, {"ReturnConsumedCapacity": "TOTAL"}),
    _ls(305, {"Select": "COUNT"}),
    _ls(326, {"Select": "ALL_ATTRIBUTES"}),
    _ls(363, {"Segment": 0, "TotalSegments": 2}, LITERAL + " (segment 0 of the two the test scans)"),
    _ls(363, {"Segment": 1, "TotalSegments": 2}, LITERAL + " (segment 1 of the two the test scans)"),
    _case(
        LS,
        398,
        "Scan",
        {
            "FilterExpression": "begins_with(pk, :prefix)",
            "ExpressionAttributeValues": {":prefix": {"S": "non_existent_prefix"}},
        },
        LS_ITEMS,
        LITERAL,
    ),
    _ls(418, {"FilterExpression": "begins_with(pk, :prefix) AND attribute_exists(email)"}),
    _ls(
        444,
        {
            "FilterExpression": "begins_with(pk, :prefix) AND contains(#n, :searchTerm)",
            "ExpressionAttributeNames": {"#n": "name"},
            "values": {":searchTerm": {"S": "User 1"}},
        },
    ),
    _ls(
        473,
        {
            "FilterExpression": "begins_with(pk, :prefix) AND age IN (:age1, :age2)",
            "values": {":age1": {"S": "25"}, ":age2": {"S": "30"}},
        },
        S_NOTE,
    ),
]

# --- Scan/ScanShould.cs -------------------------------------------------------------
HS = "Scan/ScanShould.cs"
HSP = "effddb_tests-scan"
HS_ITEMS = [
    _user(f"{HSP}-pk-1", f"{HSP}-sk-1", "Alice Johnson", 25, "alice@example.com", 10, "95.5", True),
    _user(f"{HSP}-pk-2", f"{HSP}-sk-2", "Bob Smith", 30, "bob@example.com", 15, "88.0", False),
    _user(f"{HSP}-pk-3", f"{HSP}-sk-3", "Charlie Brown", 35, "charlie@example.com", 20, "92.3", True),
    _user(f"{HSP}-pk-4", f"{HSP}-sk-4", "Diana Prince", 28, "diana@example.com", 12, "97.8", True),
    _user(f"{HSP}-pk-5", f"{HSP}-sk-5", "Eve Wilson", 32, "eve@example.com", 18, "89.5", False),
]
HPREFIX = f"{HSP}-pk-"


def _hs(line: int, filt: str = "begins_with(#f0,:v0)", names=("pk",), vals=None, note=WRITTEN, **extra) -> dict:
    request = {"FilterExpression": filt, **extra}
    request["ExpressionAttributeNames"] = _n(list(names))
    request["ExpressionAttributeValues"] = values(vals or {":v0": HPREFIX})
    return _case(HS, line, "Scan", request, HS_ITEMS, note)


HIGH_SCANS = [
    _hs(96),
    _hs(
        107,
        "(begins_with(#f0,:v0))AND(#f1 = :v1)",
        ("pk", "active"),
        {":v0": HPREFIX, ":v1": True},
    ),
    _hs(120, "(begins_with(#f0,:v0))AND(#f1 > :v1)", ("pk", "age"), {":v0": HPREFIX, ":v1": 30}),
    _hs(133, Limit=2),
    _hs(
        171,
        names=("pk", "pk", "sk", "name"),
        ProjectionExpression="#f1,#f2,#f3",
        note=WRITTEN + " (AsProjections<TestUserProjection>: its attributes pk, sk, name)",
    ),
    _hs(197, ConsistentRead=True),
    _hs(222, ReturnConsumedCapacity="TOTAL", Limit=3),
    _hs(
        240,
        "((begins_with(#f0,:v0))AND((#f1 > :v1)AND(#f2 < :v2)))AND(#f3 >= :v3)",
        ("pk", "age", "age", "score"),
        {":v0": HPREFIX, ":v1": 25, ":v2": 35, ":v3": 90.0},
    ),
    _hs(279, Segment=0, TotalSegments=2, note=WRITTEN + " (ToParallelAsyncEnumerable(2): segment 0)"),
    _hs(309, vals={":v0": "non_existent_prefix"}),
    _hs(
        320,
        "(begins_with(#f0,:v0))AND(contains (#f1,:v1))",
        ("pk", "name"),
        {":v0": HPREFIX, ":v1": "Alice"},
    ),
]

# --- PutItem/LowLevelPutItemShould.cs and PutItem/PutItemShould.cs ----------------
LPUT = "PutItem/LowLevelPutItemShould.cs"
PP = "effddb_tests-put_item-low_level"


def _lput(line: int, tag: str, before: dict | None, attrs: dict, extra: dict | None = None, note: str = LITERAL):
    pk, sk = f"{PP}-{tag}-pk", f"{PP}-{tag}-sk"
    request = {"Item": _doc(pk, sk, **attrs), **(extra or {})}
    return _case(LPUT, line, "PutItem", request, [_doc(pk, sk, **before)] if before else [], note)


NOT_EXISTS = {"ConditionExpression": "attribute_not_exists(pk)"}
LOW_PUTS = [
    _lput(48, "create", None, {"name": "Low Level User", "age": ("30",), "email": "lowlevel@example.com"}),
    _lput(
        98,
        "replace",
        {"name": "Original User", "age": ("25",)},
        {"name": "Updated User", "age": ("35",), "email": "updated@example.com"},
    ),
    _lput(
        130,
        "capacity",
        None,
        {"name": "Capacity User", "age": ("28",)},
        {"ReturnConsumedCapacity": "TOTAL"},
    ),
    _lput(
        172,
        "return_old",
        {"name": "Original User", "age": ("40",)},
        {"name": "Updated User", "age": ("45",)},
        {"ReturnValues": "ALL_OLD"},
    ),
    _lput(226, "condition_met", None, {"name": "Condition User", "age": ("33",)}, NOT_EXISTS),
    _lput(
        274,
        "condition_not_met",
        {"name": "Existing User", "age": ("29",)},
        {"name": "New User", "age": ("35",)},
        NOT_EXISTS,
        LITERAL + "; the item exists (the test expects the condition to fail)",
    ),
    _lput(
        320,
        "complex_condition",
        {"name": "Complex User", "age": ("25",)},
        {"name": "Updated Complex User", "age": ("30",)},
        {
            "ConditionExpression": "#age = :expectedAge",
            "ExpressionAttributeNames": {"#age": "age"},
            "ExpressionAttributeValues": {":expectedAge": {"N": "25"}},
        },
    ),
]

HPUT = "PutItem/PutItemShould.cs"
HPP = "effddb_tests-put_item"


def _hput(line: int, tag: str, before: dict | None, user: dict, extra: dict, note: str = WRITTEN) -> dict:
    pk, sk = f"{HPP}-{tag}-pk", f"{HPP}-{tag}-sk"
    request = {"Item": _user(pk, sk, fields="put", **user), **extra}
    return _case(HPUT, line, "PutItem", request, [_user(pk, sk, fields="put", **before)] if before else [], note)


PK_NOT_EXISTS = {"ConditionExpression": "attribute_not_exists(#f0)", "ExpressionAttributeNames": {"#f0": "pk"}}
HIGH_PUTS = [
    _hput(
        244,
        "condition_met",
        None,
        {"name": "Condition User", "age": 33, "email": "condition@example.com"},
        PK_NOT_EXISTS,
    ),
    _hput(
        282,
        "condition_fail",
        {"name": "Existing User", "age": 29, "email": "existing@example.com"},
        {"name": "New User", "age": 35, "email": "new@example.com"},
        PK_NOT_EXISTS,
        WRITTEN + "; the item exists (the test expects the condition to fail)",
    ),
    _hput(
        310,
        "consumed_capacity",
        None,
        {"name": "Capacity User", "age": 31, "email": "capacity@example.com"},
        {"ReturnConsumedCapacity": "TOTAL"},
    ),
    _hput(
        351,
        "response_full",
        {"name": "Response User", "age": 27, "email": "response@example.com"},
        {"name": "Updated Response User", "age": 32, "email": "updated-response@example.com"},
        {"ReturnValues": "ALL_OLD", "ReturnConsumedCapacity": "TOTAL"},
    ),
]

# --- GetItem/GetItemShould.cs: projections -----------------------------------------
HG = "GetItem/GetItemShould.cs"
GP = "effddb_tests-get_item"
G_ITEMS = [_user(f"{GP}-pk", f"{GP}-sk", "Test User", 25, "test@example.com", fields="put")]
GKEY = _key(f"{GP}-pk", f"{GP}-sk")


def _hg(line: int, request: dict, note: str = WRITTEN) -> dict:
    return _case(HG, line, "GetItem", {"Key": GKEY, **request}, G_ITEMS, note)


GETS = [
    _hg(
        80,
        {"ProjectionExpression": "#f0,#f1,#f2", "ExpressionAttributeNames": _n(["name", "pk", "sk"])},
        WRITTEN + " (WithProjectedAttributes(Name, PartitionKey, SortKey))",
    ),
    _hg(
        98,
        {"ProjectionExpression": "#f0,#f1,#f2", "ExpressionAttributeNames": _n(["pk", "sk", "name"])},
        WRITTEN + " (AsProjection<TestUserProjection>: its attributes pk, sk, name)",
    ),
    _hg(
        112,
        {"ProjectionExpression": "#f0,#f1", "ExpressionAttributeNames": _n(["pk", "sk"])},
        WRITTEN + " (AsProjection<TestUserProjection>(PartitionKey, SortKey))",
    ),
    _hg(152, {"ConsistentRead": True, "ReturnConsumedCapacity": "TOTAL"}),
]

# --- TransactWrite/TransactWriteShould.cs ------------------------------------------
TW = "TransactWrite/TransactWriteShould.cs"
TP = "effddb_tests-transact_write"


def _tw_user(pk: str, sk: str, name: str, age: int, email: str, large: str = "") -> dict:
    return {**_user(pk, sk, name, age, email, fields="put"), "large_data": {"S": large}}


def _put(user: dict, condition: bool) -> dict:
    put = {"Item": user, "TableName": T}
    if condition:
        put.update(PK_NOT_EXISTS)
    return {"Put": put}


LARGE = ("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" * 17)[:1000]
EXISTING = _tw_user(f"{TP}-cond-pk", f"{TP}-cond-sk", "Existing User", 30, "existing@example.com")
MULTI = [
    _tw_user(
        f"{TP}-multi-pk-{i:03d}", f"{TP}-multi-sk-{i:03d}", f"Multi User {i}", 20 + i, f"multi{i}@example.com", LARGE
    )
    for i in range(1, 26)
]
TRANSACTIONS = [
    case(
        f"{REPO}{DP}{TW}:57",
        "TransactWriteItems",
        {
            "TransactItems": [
                _put(
                    _tw_user(f"{TP}-put-pk-1", f"{TP}-put-sk-1", "Transact User 1", 25, "transact1@example.com"), False
                ),
                _put(
                    _tw_user(f"{TP}-put-pk-2", f"{TP}-put-sk-2", "Transact User 2", 30, "transact2@example.com"), False
                ),
            ]
        },
        TBL,
        [],
        WRITTEN,
    ),
    case(
        f"{REPO}{DP}{TW}:93",
        "TransactWriteItems",
        {"TransactItems": [_put(EXISTING, True)]},
        TBL,
        [EXISTING],
        WRITTEN + "; the item exists (the test expects TransactionCanceledException)",
    ),
    case(
        f"{REPO}{DP}{TW}:124",
        "TransactWriteItems",
        {"TransactItems": [_put(u, True) for u in MULTI]},
        TBL,
        [MULTI[0]],
        WRITTEN + "; LargeData as a fixed 1000-character string; the first item exists (the test expects "
        "TransactionCanceledException)",
    ),
]

CASES = (
    LOW_UPDATES
    + HIGH_UPDATES
    + LOW_QUERIES
    + HIGH_QUERIES
    + EXPRESSIONS
    + LOW_SCANS
    + HIGH_SCANS
    + LOW_PUTS
    + HIGH_PUTS
    + GETS
    + TRANSACTIONS
)
