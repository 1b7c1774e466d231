"""bloop (numberoverzero/bloop), a Python object mapper for DynamoDB: the
expressions and requests its tests pin, and the requests its integration tests
send to DynamoDB Local.

Source: numberoverzero/bloop, commit f296d8e (2025-07-05). Its renderer
(``bloop/conditions.py``: ``render``, ``ConditionRenderer``,
``ReferenceTracker``) writes every path as ``#n<i>`` and every value as
``:v<i>`` from one counter, a name used again keeping its placeholder and a
value placeholder popped when it renders as nothing (so the numbers skip);
each condition parenthesised (``(#n0 = :v1)``, ``(attribute_not_exists(#n0))``,
``(NOT (...))``, ``((...) AND (...))``), a comparison with ``None`` or with a
value that dumps to nothing rendered as ``attribute_not_exists`` /
``attribute_exists``, an update as ``ADD``, ``DELETE``, ``REMOVE`` and ``SET
#n=:v`` clauses in that order. ``bloop/engine.py`` sends a save as an UpdateItem
(``ReturnValues`` ``NONE``, ``ALL_NEW`` or ``ALL_OLD``, even with no update: the
key alone, under the save's condition), a delete as a DeleteItem, a load as a
BatchGetItem; ``bloop/search.py`` a query or scan with ``Select``,
``ConsistentRead``, ``ScanIndexForward`` and, for a parallel scan,
``Segments``/``TotalSegments`` (sic); ``bloop/transactions.py`` a transaction's
items keyed ``Get``, ``Update``, ``Delete`` and ``CheckCondition`` (sic), an
``Update`` with no ``UpdateExpression`` when the object has nothing to set,
with a ``ClientRequestToken`` (``bloop/session.py``). The texts and requests
are those ``tests/unit/test_conditions.py`` (the renderer's tests: each
comparison, function and meta condition, the update of each kind of change),
``tests/unit/test_engine.py`` (the requests the mocked session is asserted to
receive), ``tests/unit/test_transactions.py`` and ``tests/unit/test_search.py``
(prepared transactions and searches) pin, and those
``tests/integ/test_basic.py`` sends to DynamoDB Local for its calls (as the
engine renders them). Only the requests were taken, as data: no test was run.

Adapted only as far as needed to run: a rendered condition, projection or
update with no request around it sent as the request the engine wraps it in (a
filter as a Scan's ``FilterExpression``, a condition as a delete's
``ConditionExpression``, a key condition as a Query's
``KeyConditionExpression``, a projection as a Scan's ``ProjectionExpression``
with ``Select: SPECIFIC_ATTRIBUTES``, an update as a save's UpdateItem),
``ReturnValues: NONE`` and the table and key the test's model and object give
(a key made up where the test's object has none: ``user_id``, ``1``);
``test_render_complex``'s one rendering (filter, projection, key, condition and
update together) split into the save (condition and update) and the query
(filter, projection, key) it stands for, each with the names and values it
uses. The projection of a model's columns (a Python set) written in the
model's declaration order. Transaction tokens (``uuid4().hex``) and the
integration tests' table-name nonce fixed. The tables the test models
declare (``User`` keyed ``id``, ``Document`` keyed ``id`` (a number),
``VectorModel`` keyed ``name``, ``CustomTableName`` keyed ``name``/``date``;
the integration ``User`` keyed ``email``/``username``). ``before`` made up:
users whose fields make each comparison hold for some and fail for others
(``age`` 3, 4, 30 and missing; names and emails equal, prefixed, containing
``@``), and, for each conditional write, an item where it holds and one where
it fails. Sent as built: a key condition on a non-key column (the renderer's
tests render one for every condition), a transaction ``Update`` without
``UpdateExpression`` (boto3 would refuse it before sending), a scan's
``Segments`` (boto3 refuses the unknown parameter). Left out: searches on
indexes, the renderer's invalid conditions (nothing is rendered), streams and
table operations, and the ``wx`` fixture's transaction (its rendered texts
are not pinned by a test). ``test_check_complex_item``'s item keyed
``CheckCondition`` is sent as pinned: DynamoDB ignores the member it does not
know, and refuses the entry as holding no action (the core did not give those
words until 2026-12-06: ``min-validation-transaction-entry-*``).
"""

from __future__ import annotations

from ._build import N, S, case, table

SOURCE = "bloop"
REPO = "numberoverzero/bloop@f296d8e "
COND = "tests/unit/test_conditions.py:"
ENG = "tests/unit/test_engine.py:"
TX = "tests/unit/test_transactions.py:"
SRCH = "tests/unit/test_search.py:"
INTEG = "tests/integ/test_basic.py:"

CASES: list[dict] = []


def add(cite: str, op: str, request: dict, tbl: dict, befores: list, note: str) -> None:
    for before, what in befores:
        CASES.append(case(REPO + cite, op, request, tbl, before, f"{note}; before: {what}" if what else note))


def maps(names: dict | None, values: dict | None) -> dict:
    out: dict = {}
    if names:
        out["ExpressionAttributeNames"] = names
    if values:
        out["ExpressionAttributeValues"] = values
    return out


# ------------------------------------------------------------------ models and sample items
USER = "User"
T_USER = table(("id", "S"))
DOC = "Document"
T_DOC = table(("id", "N"))
VEC = "VectorModel"
T_VEC = table(("name", "S"))


def user(uid: str, **attrs) -> dict:
    out = {"id": S(uid)}
    for k, v in attrs.items():
        out[k] = N(v) if isinstance(v, int) else S(v)
    return out


USERS = [
    user("u1", age=3, name="foo", email="foo@domain.com"),
    user("u2", age=4, name="foobar", email="foo"),
    user("u3", name="bill", email="@"),
    user("u4", age=30, name="zed", email="zed"),
    user("u5", age=1, name="same", email="same", j="2016-08-09T01:16:25.322849+00:00"),
]
DOCS = [
    {"id": N(1), "data": {"M": {"Rating": N("3.4"), "Stock": N(12)}}, "numbers": {"L": [N(9), N(120)]}},
    {"id": N(2), "numbers": {"L": []}, "value": N(3)},
]


def scan_filter(text: str, names: dict | None, values: dict | None, tbl: str = USER) -> dict:
    return {"TableName": tbl, "FilterExpression": text, **maps(names, values)}


def delete_if(text: str, names: dict | None, values: dict | None, key: str = "u1") -> dict:
    return {"TableName": USER, "Key": {"id": S(key)}, "ReturnValues": "NONE", "ConditionExpression": text,
            **maps(names, values)}  # fmt: skip


def query_key(text: str, names: dict | None, values: dict | None, **extra) -> dict:
    return {"TableName": USER, "KeyConditionExpression": text, **maps(names, values), **extra}


def save(tbl: str, key: dict, update: str | None, names: dict | None, values: dict | None, condition: str | None = None,
         returns: str = "NONE") -> dict:  # fmt: skip
    out = {"TableName": tbl, "Key": key, "ReturnValues": returns}
    if condition:
        out["ConditionExpression"] = condition
    out.update(maps(names, values))
    if update:
        out["UpdateExpression"] = update
    return out


# ------------------------------------------------------------------ test_render_valid_condition, as Scan filters
AGE = {"#n0": "age"}
VALID = [
    (1051, "(#n0 = :v1)", AGE, {":v1": N(3)}),
    (1052, "(#n0 <> :v1)", AGE, {":v1": N(3)}),
    (1053, "(#n0 < :v1)", AGE, {":v1": N(3)}),
    (1054, "(#n0 > :v1)", AGE, {":v1": N(3)}),
    (1055, "(#n0 <= :v1)", AGE, {":v1": N(3)}),
    (1056, "(#n0 >= :v1)", AGE, {":v1": N(3)}),
    (1059, "(attribute_not_exists(#n0))", AGE, None),
    (1060, "(attribute_exists(#n0))", AGE, None),
    (1067, "(#n0 = #n1)", {"#n0": "name", "#n1": "email"}, None),
    (1070, "(begins_with(#n0, :v1))", {"#n0": "name"}, {":v1": S("foo")}),
    (1071, "(begins_with(#n0, #n1))", {"#n0": "name", "#n1": "email"}, None),
    (1074, "(#n0 BETWEEN :v1 AND :v2)", AGE, {":v1": N(3), ":v2": N(4)}),
    (1075, "(#n0 BETWEEN :v1 AND #n0)", AGE, {":v1": N(3)}),
    (1076, "(#n0 BETWEEN #n0 AND :v1)", AGE, {":v1": N(4)}),
    (1079, "(contains(#n0, :v1))", {"#n0": "name"}, {":v1": S("foo")}),
    (1080, "(contains(#n0, #n1))", {"#n0": "name", "#n1": "email"}, None),
    (1083, "(#n1 IN (:v0, #n1, :v2))", {"#n1": "age"}, {":v0": N(3), ":v2": N(4)}),
]
R_NOTE = "the text, names and values test_render_valid_condition pins, as a Scan's FilterExpression"
for line, text, names, values in VALID:
    add(f"{COND}{line}", "Scan", scan_filter(text, names, values), T_USER, [(USERS, "")], R_NOTE)
for line, text in ((1063, "(attribute_not_exists(#n0))"), (1064, "(attribute_exists(#n0))")):
    add(f"{COND}{line}", "Scan", scan_filter(text, {"#n0": "data"}, None, DOC), T_DOC, [(DOCS, "")],
        R_NOTE + " (Document.data compared with an empty dict, which dumps to nothing)")  # fmt: skip
# one of each kind also as the condition of a delete, where it holds and where it fails
for line, text, names, values, holds, fails in (
    (1051, "(#n0 = :v1)", AGE, {":v1": N(3)}, "u1", "u2"),
    (1071, "(begins_with(#n0, #n1))", {"#n0": "name", "#n1": "email"}, None, "u2", "u3"),
    (1083, "(#n1 IN (:v0, #n1, :v2))", {"#n1": "age"}, {":v0": N(3), ":v2": N(4)}, "u1", "u3"),
):
    add(f"{COND}{line}", "DeleteItem", delete_if(text, names, values, holds), T_USER, [(USERS, "a user where it holds")],
        "the text test_render_valid_condition pins, as the ConditionExpression of engine.delete(obj, condition=...)")  # fmt: skip
    add(f"{COND}{line}", "DeleteItem", delete_if(text, names, values, fails), T_USER, [
        (USERS, "a user where it fails (ConditionalCheckFailed)")],
        "the text test_render_valid_condition pins, as the ConditionExpression of engine.delete(obj, condition=...)")  # fmt: skip

# ------------------------------------------------------------------ the renderer's whole outputs
ONLY = "((#n0 = :v1) AND (attribute_not_exists(#n2)))"
ONLY_N, ONLY_V = {"#n0": "email", "#n2": "name"}, {":v1": S("@")}
ONLY_USERS = USERS + [user("u6", email="@"), user("u7", email="@", name="")]
add(COND + "405", "Scan", scan_filter(ONLY, ONLY_N, ONLY_V), T_USER, [(ONLY_USERS, "")],
    "test_render_condition_only's FilterExpression (the value popped from the IS NULL leaves a gap: #n2)")  # fmt: skip
add(COND + "405", "DeleteItem", delete_if(ONLY, ONLY_N, ONLY_V, "u6"), T_USER, [
    (ONLY_USERS, "u6, email @ and no name (the delete succeeds)")],
    "test_render_condition_only's ConditionExpression, as a delete's")  # fmt: skip
add(COND + "405", "DeleteItem", delete_if(ONLY, ONLY_N, ONLY_V, "u7"), T_USER, [
    (ONLY_USERS, "u7, with a name (ConditionalCheckFailed)")],
    "test_render_condition_only's ConditionExpression, as a delete's")  # fmt: skip
add(COND + "405", "Query", query_key(ONLY, ONLY_N, ONLY_V), T_USER, [(ONLY_USERS, "")],
    "test_render_condition_only's KeyConditionExpression, as a Query on User (keyed id): sent as rendered")  # fmt: skip
add(COND + "421", "Scan", {"TableName": USER, "Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "#n0, #n1, #n2",
    "ExpressionAttributeNames": {"#n0": "id", "#n1": "email", "#n2": "age"}}, T_USER, [(USERS, "")],
    "test_render_projection_only (and test_render_projection_dedupes_names, line 499): the duplicate id rendered once")  # fmt: skip
add(COND + "430", "UpdateItem", save(USER, {"id": S("user_id")}, "SET #n0=:v1, #n2=:v3", {"#n0": "age", "#n2": "email"},
    {":v1": N(3), ":v3": S("@")}), T_USER, [
    ([user("user_id", age=1, name="bill")], "a user"),
    ([], "no user (the save creates it)"),
], "test_render_update_only (and test_render_update_set_only, line 516), as engine.save's UpdateItem; key made up")  # fmt: skip
CX_N = {"#n0": "email", "#n2": "name", "#n3": "id", "#n4": "age"}
add(COND + "460", "UpdateItem", save(USER, {"id": S("uid")}, "REMOVE #n4, #n0 SET #n2=:v8", CX_N, {":v8": S("bill")},
    condition="(#n4 <= #n3)"), T_USER, [
    ([user("uid", age=4, name="x", email="x@y")], "a user (an age, a number, is never <= an id, a string: "
     "ConditionalCheckFailed)"),
], "test_render_complex's condition and update, as engine.save(user, condition=User.age <= User.id)")  # fmt: skip
add(COND + "460", "Query", {"TableName": USER, "Select": "SPECIFIC_ATTRIBUTES", "FilterExpression": "(contains(#n0, :v1))",
    "ProjectionExpression": "#n2, #n3", "KeyConditionExpression": "(#n4 = :v5)", "ExpressionAttributeNames": CX_N,
    "ExpressionAttributeValues": {":v1": S("@"), ":v5": N(4)}}, T_USER, [(USERS, "")],
    "test_render_complex's filter, projection and key condition, as the Query they stand for (keyed age: User is "
    "keyed id)")  # fmt: skip
BTW = "(#n0 BETWEEN :v1 AND #n2)"
BTW_N, BTW_V = {"#n0": "name", "#n2": "age"}, {":v1": S("foo")}
add(COND + "487", "DeleteItem", delete_if(BTW, BTW_N, BTW_V), T_USER, [
    (USERS, "u1 (a string between a string and a number: ConditionalCheckFailed)"),
], "test_render_simple_conditions' ConditionExpression, as a delete's")  # fmt: skip
add(COND + "487", "Scan", scan_filter(BTW, BTW_N, BTW_V), T_USER, [(USERS, "")],
    "test_render_simple_conditions' FilterExpression")  # fmt: skip
add(COND + "487", "Query", query_key(BTW, BTW_N, BTW_V), T_USER, [(USERS, "")],
    "test_render_simple_conditions' KeyConditionExpression, as a Query on User: sent as rendered")  # fmt: skip
add(COND + "535", "UpdateItem", save(DOC, {"id": N(1)}, "REMOVE #n0, #n2, #n4",
    {"#n0": "data", "#n2": "numbers", "#n4": "value"}, None), T_DOC, [
    (DOCS, "a document with data and numbers"),
    ([], "no document (the save creates the key alone)"),
], "test_render_update_remove_only (an empty dict, a deleted list, None: REMOVE), as engine.save's UpdateItem; "
   "key made up")  # fmt: skip
VEC_ITEM = {"name": S("test_obj"), "list_str": {"L": [S("a")]}, "set_str": {"SS": ["a", "d", "e"]}, "some_int": N(1)}
add(COND + "555", "UpdateItem", save(VEC, {"name": S("test_obj")}, "ADD #n6 :v7 DELETE #n2 :v3 REMOVE #n0 SET #n4=:v5",
    {"#n0": "list_str", "#n2": "set_str", "#n4": "some_bytes", "#n6": "some_int"},
    {":v3": {"SS": ["d", "e"]}, ":v5": {"B": "aGVsbG8="}, ":v7": N(2)}), T_VEC, [
    ([VEC_ITEM], "an object with a list, a set holding d and e, a number"),
    ([{"name": S("test_obj"), "set_str": {"SS": ["d", "e"]}}], "a set holding only d and e (emptied: removed)"),
    ([], "no object (ADD creates the number; DELETE from no set)"),
], "test_render_actions (add, delete, remove, set), as engine.save's UpdateItem")  # fmt: skip
add(COND + "577", "UpdateItem", save(DOC, {"id": N(2)}, "REMOVE #n2, #n4 SET #n0=:v1, #n6=:v7",
    {"#n0": "another_value", "#n2": "data", "#n4": "numbers", "#n6": "value"}, {":v1": N(4), ":v7": N(3)}), T_DOC, [
    (DOCS, "document 2"),
], "test_render_update_set_and_remove, as engine.save's UpdateItem; key made up")  # fmt: skip
NESTED = "(((attribute_exists(#n0)) AND (#n0 = :v2)) OR (NOT (#n3 <> :v4)) OR (contains(#n5, :v6)))"
add(COND + "1139", "Scan", scan_filter(NESTED, {"#n0": "name", "#n3": "age", "#n5": "email"},
    {":v2": S("foo"), ":v4": N(3), ":v6": S("@")}), T_USER, [(USERS, "")],
    "test_render_nested_meta_condition (AND, OR, NOT), as a Scan's FilterExpression")  # fmt: skip
add(COND + "1156", "Scan", scan_filter("(#n0 < :v1)", AGE, {":v1": N(3)}), T_USER, [(USERS, "")],
    "test_render_and_or_simplify (an AND or OR of one condition renders it alone)")  # fmt: skip

# ------------------------------------------------------------------ engine (test_engine.py)
E_NOTE = "the request the engine sends for the test's call, as the mocked session is asserted to receive it"
add(ENG + "110", "BatchGetItem", {"RequestItems": {USER: {"Keys": [{"id": S("user_id")}], "ConsistentRead": True}}},
    T_USER, [([user("user_id", age=5, name="foo")], "the user the mocked response holds")],
    E_NOTE + ": load(user, consistent=True)")  # fmt: skip
add(ENG + "136", "BatchGetItem", {"RequestItems": {USER: {"Keys": [{"id": S("user1")}, {"id": S("user2")}],
    "ConsistentRead": False}}}, T_USER, [
    ([user("user1", age=5, name="foo"), user("user2", age=10, name="bar")], "both users"),
    ([user("user1", age=5, name="foo")], "one of them (MissingObjects)"),
], E_NOTE + ": load(user1, user2)")  # fmt: skip
add(ENG + "308", "UpdateItem", save(USER, {"id": S("user_id")}, "SET #n0=:v1", AGE, {":v1": N(5)}), T_USER, [
    ([], "no user"),
    ([user("user_id", age=5)], "the user the first save wrote (the second save)"),
], E_NOTE + ": save(user) twice")  # fmt: skip
NOT_ID = "(attribute_not_exists(#n0))"
add(ENG + "326", "UpdateItem", save(USER, {"id": S("0")}, None, {"#n0": "id"}, None, condition=NOT_ID), T_USER, [
    ([], "no user 0 (the key alone is written)"),
    ([user("0", age=2)], "user 0 there (ConditionalCheckFailed: ConstraintViolation)"),
], E_NOTE + ": save(*users, condition=User.id.is_(None)) of key-only users: an UpdateItem with no UpdateExpression")  # fmt: skip
add(ENG + "377", "UpdateItem", save(USER, {"id": S("user_id")}, "SET #n0=:v1", {"#n0": "email"},
    {":v1": S("foo@domain.com")}), T_USER, [([user("user_id", age=5)], "a user")], E_NOTE + ": save with email set")  # fmt: skip
add(ENG + "394", "UpdateItem", save(USER, {"id": S("user_id")}, "REMOVE #n0", AGE, None), T_USER, [
    ([user("user_id", age=4)], "the user with an age"),
], E_NOTE + ": save after del user.age")  # fmt: skip
for sync in ("ALL_NEW", "ALL_OLD"):
    add(ENG + "415", "UpdateItem", save(USER, {"id": S("user_id")}, "SET #n0=:v1", AGE, {":v1": N(4)}, returns=sync),
        T_USER, [([user("user_id", age=3)], "the user at age 3")], E_NOTE + f": save(user, sync=...) ({sync})")  # fmt: skip
add(ENG + "430", "DeleteItem", delete_if("(#n0 = :v1)", {"#n0": "id"}, {":v1": S("foo")}, "0"), T_USER, [
    ([user("0")], "user 0 (its id is not foo: ConditionalCheckFailed)"),
], E_NOTE + ": delete(*users, condition=User.id == 'foo')")  # fmt: skip
add(ENG + "451", "DeleteItem", {"TableName": USER, "Key": {"id": S("user_id")}, "ReturnValues": "NONE"}, T_USER, [
    ([], "no user"),
    ([user("user_id", age=4)], "a user"),
], E_NOTE + ": delete(user) of a new object (no condition)")  # fmt: skip
add(ENG + "470", "DeleteItem", {"TableName": USER, "Key": {"id": S("user_id")}, "ReturnValues": "ALL_OLD"}, T_USER, [
    ([user("user_id", age=3)], "the user at age 3 (returned)"),
], E_NOTE + ": delete(user, sync='old')")  # fmt: skip
add(ENG + "734", "UpdateItem", save(VEC, {"name": S("foo")}, "REMOVE #n0 SET #n2=:v3",
    {"#n2": "map_nested", "#n0": "list_str"}, {":v3": {"M": {"str": S("bar")}}}), T_VEC, [
    ([{"name": S("foo"), "list_str": {"L": [S("x")]}}], "an object with a list"),
], E_NOTE + ": save of an empty list and a map with one key set")  # fmt: skip

# ------------------------------------------------------------------ transactions (test_transactions.py)
TOKEN = "6f1d2c9a8b7e4f3a9c5d0e1b2a3c4d5e"
T_NOTE = "the request PreparedTransaction builds and session.transaction_write sends"
BEGINS_ID = {"ConditionExpression": "(begins_with(#n0, :v1))", "ExpressionAttributeNames": {"#n0": "id"},
             "ExpressionAttributeValues": {":v1": S("foo")}}  # fmt: skip
NZ = {"Key": {"id": S("numberoverzero")}, "TableName": USER}
add(TX + "159", "TransactWriteItems", {"TransactItems": [{"Update": {**NZ, **BEGINS_ID}}], "ClientRequestToken": TOKEN},
    T_USER, [([user("numberoverzero", age=3)], "the user")],
    T_NOTE + ": test_save_complex_item's Update (the fields it pins: no UpdateExpression)")  # fmt: skip
add(TX + "183", "TransactWriteItems", {"TransactItems": [{"Delete": {**NZ, **BEGINS_ID}}], "ClientRequestToken": TOKEN},
    T_USER, [([user("numberoverzero", age=3)], "the user (its id does not begin with foo: TransactionCanceled)")],
    T_NOTE + ": test_delete_complex_item's Delete")  # fmt: skip
add(TX + "47 (the rx fixture, committed at line 232)", "TransactGetItems", {"TransactItems": [{"Get": NZ}]}, T_USER, [
    ([user("numberoverzero", age=3)], "the user the mocked response holds"),
    ([], "no user (MissingObjects)"),
], "the request PreparedTransaction builds and session.transaction_read sends")  # fmt: skip

# ------------------------------------------------------------------ searches (test_search.py)
CPX = "CustomTableName"
T_CPX = table(("name", "S"), ("date", "S"))
CPX_ITEMS = [
    {"name": S("foo"), "date": S("2016-01-01"), "email": S("a@b"), "joined": S("2016-01-01"), "not_projected": N(1)},
    {"name": S("foo"), "date": S("2016-02-01"), "email": S("c@d")},
    {"name": S("bar"), "date": S("2016-01-01")},
]
ALL_CPX = {"#n0": "name", "#n1": "date", "#n2": "email", "#n3": "joined", "#n4": "not_projected"}
S_NOTE = "the request Search.prepare builds for the valid_search fixture (ComplexModel, key name == foo)"
add(SRCH + "606", "Query", {"TableName": CPX, "ConsistentRead": True, "ScanIndexForward": False, "Select": "COUNT",
    "KeyConditionExpression": "(#n0 = :v1)", "ExpressionAttributeNames": {"#n0": "name"},
    "ExpressionAttributeValues": {":v1": S("foo")}}, T_CPX, [(CPX_ITEMS, "")],
    S_NOTE + ": projection count (Select COUNT, no ProjectionExpression)")  # fmt: skip
add(SRCH + "591", "Query", {"TableName": CPX, "ConsistentRead": True, "ScanIndexForward": False,
    "Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "#n0, #n1, #n2, #n3, #n4",
    "KeyConditionExpression": "(#n0 = :v5)", "ExpressionAttributeNames": ALL_CPX,
    "ExpressionAttributeValues": {":v5": S("foo")}}, T_CPX, [(CPX_ITEMS, "")],
    S_NOTE + ": a query of all columns (the projection rendered before the key: name keeps #n0)")  # fmt: skip
add(SRCH + "628", "Scan", {"TableName": CPX, "ConsistentRead": True, "Segments": 2, "TotalSegments": 5,
    "Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "#n0, #n1, #n2, #n3, #n4",
    "ExpressionAttributeNames": ALL_CPX}, T_CPX, [(CPX_ITEMS, "")],
    S_NOTE + " as a scan, parallel=(2, 5): the segment sent as Segments, as prepare_request writes it")  # fmt: skip
add(SRCH + "558", "Query", {"TableName": CPX, "ConsistentRead": True, "ScanIndexForward": False,
    "Select": "SPECIFIC_ATTRIBUTES", "FilterExpression": "(#n0 = :v1)", "ProjectionExpression": "#n2, #n3, #n0, #n4, #n5",
    "KeyConditionExpression": "(#n2 = :v6)",
    "ExpressionAttributeNames": {"#n0": "email", "#n2": "name", "#n3": "date", "#n4": "joined", "#n5": "not_projected"},
    "ExpressionAttributeValues": {":v1": S("now"), ":v6": S("foo")}}, T_CPX, [(CPX_ITEMS, "")],
    S_NOTE + ", filter email == now (the filter rendered first)")  # fmt: skip

# ------------------------------------------------------------------ integration tests (test_basic.py, DynamoDB Local)
IU = "User-bloop7c1e"
T_IU = table(("email", "S"), ("username", "S"))
IKEY = {"email": S("user@domain.com"), "username": S("user")}
I_NOTE = "the request the engine sends to DynamoDB Local for the integration test's call"
add(INTEG + "25", "UpdateItem", save(IU, IKEY, "SET #n0=:v1", {"#n0": "profile"}, {":v1": S("first")}), T_IU, [
    ([], "no user"),
], I_NOTE + ": save(user)")  # fmt: skip
add(INTEG + "28", "BatchGetItem", {"RequestItems": {IU: {"Keys": [IKEY], "ConsistentRead": False}}}, T_IU, [
    ([{**IKEY, "profile": S("first")}], "the user saved"),
], I_NOTE + ": load(same_user)")  # fmt: skip
add(INTEG + "40", "BatchGetItem", {"RequestItems": {IU: {"Keys": [IKEY], "ConsistentRead": True}}}, T_IU, [
    ([], "the user deleted (MissingObjects)"),
], I_NOTE + ": load(same_user, consistent=True) after the delete")  # fmt: skip
add(INTEG + "37", "DeleteItem", {"TableName": IU, "Key": IKEY, "ReturnValues": "NONE"}, T_IU, [
    ([{**IKEY, "profile": S("second")}], "the user"),
], I_NOTE + ": delete(user)")  # fmt: skip
T_CD = table(("hash", "N"), ("range", "N"))
add(INTEG + "56", "UpdateItem", save("ColumnDefaultsModel-bloop7c1e", {"hash": N(12), "range": N(24)}, "SET #n0=:v1",
    {"#n0": "other"}, {":v1": N(48)}), T_CD, [([], "no object")],
    I_NOTE + ": save of an object holding its columns' defaults (hash and range are reserved words: the key "
    "needs no placeholder)")  # fmt: skip
T_MM = table(("id", "N"))
MM = "MyModel-bloop7c1e"
PW = "RC_9b2e4d6f8a0c4e1b3d5f7a9c1e3b5d7f"
add(INTEG + "147", "UpdateItem", save(MM, {"id": N(3)}, "SET #n0=:v1, #n2=:v3", {"#n0": "email", "#n2": "password"},
    {":v1": S("u@d.com"), ":v3": S(PW)}), T_MM, [([], "no object")], I_NOTE + ": save(instance)")  # fmt: skip
add(INTEG + "154", "Query", {"TableName": MM, "ConsistentRead": False, "ScanIndexForward": True,
    "Select": "SPECIFIC_ATTRIBUTES", "ProjectionExpression": "#n0, #n1, #n2", "KeyConditionExpression": "(#n0 = :v3)",
    "ExpressionAttributeNames": {"#n0": "id", "#n1": "email", "#n2": "password"},
    "ExpressionAttributeValues": {":v3": N(3)}}, T_MM, [
    ([{"id": N(3), "email": S("u@d.com"), "password": S(PW)}], "the object saved"),
], I_NOTE + ": query(MyModel, key=MyModel.id == 3).first()")  # fmt: skip
PKEY = {"email": S("my-email@"), "username": S("my-username")}
add(INTEG + "311", "UpdateItem", save(IU, PKEY, "SET #n0=:v1, #n2=:v3, #n4=:v5",
    {"#n0": "data", "#n2": "extra", "#n4": "profile"},
    {":v1": {"M": {"original": S("data")}}, ":v3": S("my-extra"), ":v5": S("original-profile")}), T_IU, [
    ([], "no user"),
], I_NOTE + ": save of a user with a DynamicMap (columns in name order)")  # fmt: skip
add(INTEG + "320", "UpdateItem", save(IU, PKEY, "REMOVE #n2 SET #n0=:v1", {"#n0": "data", "#n2": "extra"},
    {":v1": {"M": {"new": {"L": [N(1), N(2), {"BOOL": True}]}}}}), T_IU, [
    ([{**PKEY, "data": {"M": {"original": S("data")}}, "extra": S("my-extra"), "profile": S("original-profile")}],
     "the user saved (profile untouched)"),
], I_NOTE + ": save of the partial object the index query returned (data set, extra None: REMOVE)")  # fmt: skip

# an item keyed CheckCondition (sic), added after the others (2026-12-06), once the core gave DynamoDB's words
add(TX + "135", "TransactWriteItems", {"TransactItems": [{"CheckCondition": {**NZ, **BEGINS_ID}}],
    "ClientRequestToken": TOKEN}, T_USER, [([user("numberoverzero", age=3)], "the user")],
    T_NOTE + ": test_check_complex_item's check, keyed CheckCondition (sic): DynamoDB ignores the member, "
    "so the entry holds no action")  # fmt: skip
