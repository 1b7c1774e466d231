"""dynongo (a MongoDB-like DynamoDB library for Node.js): the texts its query and
update parsers are pinned to write and the requests its method tests pin.

Source: SamVerschueren/dynongo, commit 12daf1b (0.19.0, 2021-03-30).
``src/test/utils/query.ts`` pins what ``query.parse`` writes for a Mongo-style
query (``#k_id=:v_id``, no spaces around a comparator; ``NOT #k_id IN
(:v_id_0,:v_id_1,:v_id_2)``; ``$or``/``$and`` lists, parenthesised when both
are given), ``src/test/utils/update.ts`` what ``update.parse`` writes
(``SET #k_scores=list_append(if_not_exists(#k_scores, :_v_empty_list),
:v_scores)``, ``ADD``, ``DELETE``, ``REMOVE``), ``src/test/utils/name.ts`` the
names ``generateKeyName`` writes for a path (``#k_foo.#k_bar``, ``#k_foo[0]``,
``#k__foo``). ``src/test/methods/*.ts`` pin the whole params each method hands
the DocumentClient (``find``, ``findOne``, ``update``, ``upsert``, ``insert``,
``remove``, ``findOneAndRemove``) and the low-level params of
``transactRead``/``transactWrite``; ``batch-write.ts`` the BatchWriteItem.
Only the requests were taken, as data: the tests were not run.

Adapted only as far as needed to run: DocumentClient values written typed
(strings ``S``, numbers ``N``, ``null`` as ``NULL``, arrays as lists,
``createSet`` as ``SS`` with its members in the order given); a parser test's
text (no request around it) sent as a Scan's ``FilterExpression`` (a query), an
UpdateItem (an update) or a Scan's ``ProjectionExpression`` (a name), with the
names and values it pins, over made-up items holding what it names (the test's
numbers compared with numbers), in a table ``dynongo`` keyed ``pk``; the method
tests' table ``Table`` keyed ``id`` (the tests' ``fixtures/schema.json``) or,
where a query's key condition names another attribute (``foo``) or an update's
key two (``id``, ``email``), keyed so; ``connect({prefix})``'s names kept
(``delete.Table``, ``insert-Table``). ``before`` is made up: the item the
request names, and others, so that each condition is sent where it holds and,
for the writes, where it fails (ConditionalCheckFailed) as the tests' stubs
answer. A transaction's ``undefined`` members (which JSON leaves out) left out.
The batch of ``insert batch`` writes to two tables: sent as two batches, one a
table (the simulator models one table a batch). Left out: the retry tests
(their requests repeat the ones kept, with other key values), the parser
errors (nothing is sent), table operations.
"""

from __future__ import annotations

from ._build import case, table

SOURCE = "dynongo"
REPO = "SamVerschueren/dynongo@12daf1b "
QU = "src/test/utils/query.ts:"
UP = "src/test/utils/update.ts:"
NM = "src/test/utils/name.ts:"
M = "src/test/methods/"

PARSE = "dynongo"
PT = table(("pk", "S"))
T_ID = table(("id", "S"))
T_FOO = table(("foo", "S"))
T_ID_EMAIL = table(("id", "S"), ("email", "S"))
T_PK_SK = table(("partitionKey", "S"), ("sortKey", "S"))

PINNED_Q = "the text query.parse is pinned to write, with its names and values, as a Scan's FilterExpression"
PINNED_U = "the text update.parse is pinned to write, with its names and values, as an UpdateItem"
PINNED_N = "the name generateKeyName is pinned to write, as a Scan's ProjectionExpression"
PINNED_M = "the params the test pins (DocumentClient values written typed)"

CASES: list[dict] = []


def _v(x):
    """A DocumentClient value, typed."""
    if isinstance(x, dict) and len(x) == 1 and next(iter(x)) in ("SS", "NS", "L", "M", "NULL", "BOOL", "S", "N"):
        return x
    if x is None:
        return {"NULL": True}
    if isinstance(x, bool):
        return {"BOOL": x}
    if isinstance(x, str):
        return {"S": x}
    if isinstance(x, (int, float)):
        return {"N": str(x)}
    if isinstance(x, list):
        return {"L": [_v(m) for m in x]}
    raise TypeError(x)


def _vals(d: dict) -> dict:
    return {k: _v(v) for k, v in d.items()}


def _item(**attrs) -> dict:
    return {k: _v(v) for k, v in attrs.items()}


def SS(*members: str) -> dict:
    return {"SS": list(members)}


# items the parser tests' texts run over
PARSE_ITEMS = [
    _item(pk="a", id=5, foo="bar", name="foo", array=[5, 6], description="old", value=1),
    _item(pk="b", id=8, foo="a", name="bar", array={"NS": ["1", "5"]}, scores=[1], friends=SS("peach")),
    _item(pk="c", id=2, foo="b", name="baz", array="x5y", email="foo@bar.com"),
    _item(pk="d", id=3, foo="5ab", name="qux"),
    {"pk": {"S": "e"}},
]


def add(cite: str, op: str, request: dict, tbl: dict, befores: list, note: str) -> None:
    for before, what in befores:
        CASES.append(case(REPO + cite, op, request, tbl, before, f"{note}; before: {what}" if what else note))


def scan_filter(line: int, text: str, names: dict, vals: dict | None) -> None:
    req = {"TableName": PARSE, "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        req["ExpressionAttributeValues"] = _vals(vals)
    add(QU + str(line), "Scan", req, PT, [(PARSE_ITEMS, "")], PINNED_Q + " over made-up items")


# --- src/test/utils/query.ts: query.parse
for line, text, vals in [
    (12, "#k_id=:v_id", {":v_id": 5}),
    (20, "#k_id=:v_id", {":v_id": 5}),
    (28, "#k_id>:v_id", {":v_id": 5}),
    (36, "#k_id>=:v_id", {":v_id": 5}),
    (44, "#k_id<:v_id", {":v_id": 5}),
    (52, "#k_id<=:v_id", {":v_id": 5}),
    (60, "NOT #k_id=:v_id", {":v_id": 5}),
    (68, "NOT #k_id<:v_id", {":v_id": 5}),
    (96, "#k_id IN (:v_id_0,:v_id_1,:v_id_2)", {":v_id_0": 1, ":v_id_1": 2, ":v_id_2": 3}),
    (104, "NOT #k_id IN (:v_id_0,:v_id_1,:v_id_2)", {":v_id_0": 1, ":v_id_1": 2, ":v_id_2": 3}),
]:
    scan_filter(line, text, {"#k_id": "id"}, vals)
scan_filter(112, "contains(#k_array, :v_array)", {"#k_array": "array"}, {":v_array": 5})
for line in (120, 128):
    scan_filter(line, "attribute_exists(#k_foo)", {"#k_foo": "foo"}, None)
for line in (136, 144, 152, 160):
    scan_filter(line, "attribute_not_exists(#k_foo)", {"#k_foo": "foo"}, None)
scan_filter(168, "begins_with(#k_foo, :v_foo)", {"#k_foo": "foo"}, {":v_foo": "bar"})
scan_filter(176, "begins_with(#k_foo, :v_foo)", {"#k_foo": "foo"}, {":v_foo": "5"})
scan_filter(184, "#k_foo BETWEEN :v_foo_0 AND :v_foo_1", {"#k_foo": "foo"}, {":v_foo_0": "a", ":v_foo_1": "b"})
scan_filter(202, "#k_id=:v_id AND #k_foo=:v_foo", {"#k_id": "id", "#k_foo": "foo"}, {":v_id": 5, ":v_foo": "bar"})
scan_filter(210, "#k_id=:v_id OR #k_id=:v_id_1", {"#k_id": "id"}, {":v_id": 5, ":v_id_1": 8})
scan_filter(222, "#k_id=:v_id AND #k_id=:v_id_1", {"#k_id": "id"}, {":v_id": 5, ":v_id_1": 8})
scan_filter(
    238,
    "(#k_id=:v_id AND #k_id=:v_id_1) AND (#k_name=:v_name OR #k_name=:v_name_1)",
    {"#k_id": "id", "#k_name": "name"},
    {":v_id": 5, ":v_id_1": 8, ":v_name": "foo", ":v_name_1": "bar"},
)


# --- src/test/utils/update.ts: update.parse, as an UpdateItem on item a (and on a new key)
def update(line: int, text: str, names: dict, vals: dict | None) -> None:
    for pk, what in (("a", "the item holds what the update names"), ("new", "no item at the key")):
        req = {
            "TableName": PARSE,
            "Key": {"pk": {"S": pk}},
            "UpdateExpression": text,
            "ExpressionAttributeNames": names,
        }
        if vals:
            req["ExpressionAttributeValues"] = _vals(vals)
        req["ReturnValues"] = "ALL_NEW"
        add(
            UP + str(line),
            "UpdateItem",
            req,
            PT,
            [(PARSE_ITEMS[:1], what)],
            PINNED_U + " (ReturnValues ALL_NEW, as the library's update sends)",
        )


update(7, "SET #k_id=:v_id, #k_description=:v_description", {"#k_id": "id", "#k_description": "description"}, {":v_id": 5, ":v_description": "foo"})  # fmt: skip
update(
    15,
    "SET #k_id=:v_id, #k_description=if_not_exists(#k_description, :v_description)",
    {"#k_id": "id", "#k_description": "description"},
    {":v_id": 5, ":v_description": "foo"},
)
update(23, "REMOVE #k_description", {"#k_description": "description"}, None)
update(31, "ADD #k_value :v_value", {"#k_value": "value"}, {":v_value": 5})
PUSH = "SET #k_scores=list_append(if_not_exists(#k_scores, :_v_empty_list), :v_scores)"
UNSHIFT = "SET #k_scores=list_append(:v_scores, if_not_exists(#k_scores, :_v_empty_list))"
update(39, PUSH, {"#k_scores": "scores"}, {":v_scores": [85], ":_v_empty_list": []})
update(47, "ADD #k_friends :v_friends", {"#k_friends": "friends"}, {":v_friends": SS("mario")})
update(55, "DELETE #k_friends :v_friends", {"#k_friends": "friends"}, {":v_friends": SS("mario")})
update(63, UNSHIFT, {"#k_scores": "scores"}, {":v_scores": [85], ":_v_empty_list": []})
update(71, PUSH, {"#k_scores": "scores"}, {":v_scores": [[85, 94]], ":_v_empty_list": []})
update(79, "ADD #k_friends :v_friends", {"#k_friends": "friends"}, {":v_friends": SS("mario", "luigi")})
update(87, "DELETE #k_friends :v_friends", {"#k_friends": "friends"}, {":v_friends": SS("mario", "luigi")})
update(95, UNSHIFT, {"#k_scores": "scores"}, {":v_scores": [[85, 94]], ":_v_empty_list": []})
update(103, PUSH, {"#k_scores": "scores"}, {":v_scores": [85, 94], ":_v_empty_list": []})
update(
    111,
    "ADD #k_number :v_number, #k_friends :v_friends",
    {"#k_number": "number", "#k_friends": "friends"},
    {":v_number": 1, ":v_friends": SS("mario")},
)
update(
    127,
    "ADD #k_friends :v_friends, #k_enemies :v_enemies",
    {"#k_friends": "friends", "#k_enemies": "enemies"},
    {":v_friends": SS("mario", "luigi"), ":v_enemies": SS("bowser")},
)
update(
    146,
    "DELETE #k_friends :v_friends, #k_enemies :v_enemies",
    {"#k_friends": "friends", "#k_enemies": "enemies"},
    {":v_friends": SS("mario", "luigi"), ":v_enemies": SS("bowser")},
)
update(157, UNSHIFT, {"#k_scores": "scores"}, {":v_scores": [85, 94], ":_v_empty_list": []})

# --- src/test/utils/name.ts: generateKeyName
NAMED = [
    {"pk": {"S": "a"}, "foo": {"M": {"bar": {"M": {"baz": {"N": "1"}, "x": {"N": "2"}}}}}, "@foo": {"S": "at"}},
    {"pk": {"S": "b"}, "foo": {"L": [{"S": "first"}, {"S": "second"}]}},
    {"pk": {"S": "c"}},
]
for line, text, names in [
    (5, "#k_foo", {"#k_foo": "foo"}),
    (12, "#k_foo.#k_bar", {"#k_foo": "foo", "#k_bar": "bar"}),
    (19, "#k_foo.#k_bar.#k_baz", {"#k_foo": "foo", "#k_bar": "bar", "#k_baz": "baz"}),
    (26, "#k_foo[0]", {"#k_foo": "foo"}),
    (33, "#k__foo", {"#k__foo": "@foo"}),
]:
    add(
        NM + str(line),
        "Scan",
        {"TableName": PARSE, "ProjectionExpression": text, "ExpressionAttributeNames": names},
        PT,
        [(NAMED, "")],
        PINNED_N + " over made-up items",
    )


# --- src/test/methods/find.ts (Query and Scan through the DocumentClient)
def q_id(v: str, **extra) -> dict:
    return {
        "TableName": "Table",
        "ConsistentRead": False,
        "KeyConditionExpression": "#k_id=:v_id",
        **extra,
        "ExpressionAttributeNames": {"#k_id": "id"},
        "ExpressionAttributeValues": {":v_id": {"S": v}},
    }


def q_foo(**extra) -> dict:
    return {
        "TableName": "Table",
        "ConsistentRead": False,
        "KeyConditionExpression": "#k_foo=:v_foo",
        "ExpressionAttributeNames": {"#k_foo": "foo", **extra.pop("names", {})},
        "ExpressionAttributeValues": {":v_foo": {"S": "bar"}},
        **extra,
    }


TABLE_ITEMS = [
    _item(id="5", foo="bar", name="foo", email="foo@bar.com"),
    _item(id="10", foo="bar", name="bar"),
    _item(id="6", foo="baz"),
]
FOO_ITEMS = [_item(foo="bar", bar="baz", id="5"), _item(foo="qux", id="6")]
F = M + "find.ts:"
add(F + "16", "Query", {"TableName": "Table", "ConsistentRead": False, "KeyConditionExpression": "#k_foo=:v_foo",
    "ExpressionAttributeNames": {"#k_foo": "foo"}, "ExpressionAttributeValues": {":v_foo": {"S": "bar"}}, "Select": "COUNT"},
    T_FOO, [(FOO_ITEMS, "")], "the test's fixture1 (the stub's params for 'count with no result'); table keyed foo, as the key condition names")  # fmt: skip
add(F + "31", "Scan", {"TableName": "Table2", "ConsistentRead": False, "Select": "COUNT"}, T_ID, [([], "an empty table")], "the test's fixture2 (scan::count all with no result)")  # fmt: skip
add(F + "80", "Query", q_id("5"), T_ID, [(TABLE_ITEMS, "")], PINNED_M)
add(F + "114", "Query", {**q_id("5"), "Limit": 2}, T_ID, [(TABLE_ITEMS, "")], PINNED_M)
add(F + "148", "Query", {**q_id("5"), "ExclusiveStartKey": {"id": {"S": "10"}, "foo": {"S": "bar"}}}, T_ID,
    [(TABLE_ITEMS, "")], PINNED_M + "; the start key holds an attribute beside the table's key, as the test's startFrom")  # fmt: skip
add(F + "168", "Query", {**q_id("5"), "ScanIndexForward": True}, T_ID, [(TABLE_ITEMS, "")],
    "the test pins ScanIndexForward true (sort(1)); the rest of the params as the 'find' test pins them")  # fmt: skip
add(F + "174", "Query", {**q_id("5"), "ScanIndexForward": False}, T_ID, [(TABLE_ITEMS, "")],
    "the test pins ScanIndexForward false (sort(-1)); the rest of the params as the 'find' test pins them")  # fmt: skip
add(F + "192", "Query", q_foo(Select="COUNT"), T_FOO, [(FOO_ITEMS, "")], PINNED_M + "; table keyed foo, as the key condition names")  # fmt: skip
add(F + "209", "Query", q_foo(), T_FOO, [(FOO_ITEMS, "")], PINNED_M + "; table keyed foo, as the key condition names")
add(F + "225", "Query", q_foo(ProjectionExpression="#k_foo", Select="COUNT"), T_FOO, [(FOO_ITEMS, "")],
    PINNED_M + "; table keyed foo (ProjectionExpression with Select COUNT, as pinned)")  # fmt: skip
for line in (243, 262):
    add(F + str(line), "Query", q_foo(names={"#k_bar": "bar"}, ProjectionExpression="#k_foo, #k_bar", Select="COUNT"),
        T_FOO, [(FOO_ITEMS, "")], PINNED_M + "; table keyed foo (ProjectionExpression with Select COUNT, as pinned)")  # fmt: skip
add(F + "307", "Scan", {"TableName": "Table", "ConsistentRead": False}, T_ID, [(TABLE_ITEMS, "")], PINNED_M)
add(F + "316", "Scan", {"TableName": "Table", "ConsistentRead": False, "FilterExpression": "#k_name=:v_name",
    "ExpressionAttributeNames": {"#k_name": "name"}, "ExpressionAttributeValues": {":v_name": {"S": "foo"}}},
    T_ID, [(TABLE_ITEMS, "")], PINNED_M)  # fmt: skip
add(F + "332", "Scan", {"TableName": "Table", "ConsistentRead": False, "ExclusiveStartKey": {"id": {"S": "10"}, "foo": {"S": "bar"}}},
    T_ID, [(TABLE_ITEMS, "")], PINNED_M + "; the start key holds an attribute beside the table's key")  # fmt: skip
add(F + "374", "Scan", {"TableName": "Table", "ConsistentRead": True}, T_ID, [(TABLE_ITEMS, "")], PINNED_M)
add(F + "383", "Scan", {"TableName": "Table", "ConsistentRead": False, "FilterExpression": "attribute_exists(#k_name)",
    "ExpressionAttributeNames": {"#k_name": "name"}}, T_ID, [(TABLE_ITEMS, "")], PINNED_M)  # fmt: skip

# --- src/test/methods/find-one.ts
F1 = M + "find-one.ts:"
add(F1 + "73", "Query", {**q_id("5"), "Limit": 1}, T_ID, [(TABLE_ITEMS, "")], PINNED_M)
add(F1 + "90", "Query", {**q_id("5"), "Limit": 1, "ConsistentRead": True}, T_ID, [(TABLE_ITEMS, "")], PINNED_M)
add(F1 + "107", "Query", {"TableName": "Table", "ConsistentRead": False, "KeyConditionExpression": "#k_id=:v_id",
    "FilterExpression": "#k_foo=:v_foo", "ExpressionAttributeNames": {"#k_id": "id", "#k_foo": "foo"},
    "ExpressionAttributeValues": {":v_id": {"S": "5"}, ":v_foo": {"S": "bar"}}}, T_ID,
    [(TABLE_ITEMS, "the item matches the filter"), ([_item(id="5", foo="qux")], "the item does not match the filter")], PINNED_M)  # fmt: skip
add(
    F1 + "126", "Scan", {"TableName": "Table", "ConsistentRead": False, "Limit": 1}, T_ID, [(TABLE_ITEMS, "")], PINNED_M
)
add(F1 + "136", "Scan", {"TableName": "Table", "ConsistentRead": False, "FilterExpression": "#k_foo=:v_foo",
    "ExpressionAttributeNames": {"#k_foo": "foo"}, "ExpressionAttributeValues": {":v_foo": {"S": "bar"}}}, T_ID,
    [(TABLE_ITEMS, "")], PINNED_M)  # fmt: skip
add(M + "retry.ts:11", "Query", {**q_id("20"), "Limit": 1}, T_ID, [([], "an empty table")],
    "the test's fixtureWithRetry (findOne with retries), the one retry request kept")  # fmt: skip


# --- src/test/methods/update.ts
def upd(key: dict, text: str, names: dict, vals: dict, cond: str | None, tname: str = "Table") -> dict:
    req = {"TableName": tname, "ReturnValues": "ALL_NEW", "Key": _vals(key), "UpdateExpression": text,
           "ExpressionAttributeNames": names, "ExpressionAttributeValues": _vals(vals)}  # fmt: skip
    if cond:
        req["ConditionExpression"] = cond
    return req


HAS = "the item at the key"
NONE = "no item at the key (the key condition fails)"
U = M + "update.ts:"
ONE = [(TABLE_ITEMS, HAS), ([], NONE)]
add(U + "15", "UpdateItem", upd({"id": "200"}, "SET #k_foo=:v_foo", {"#k_foo": "foo", "#k_id": "id"}, {":v_foo": "bar", ":v_id": "200"}, "#k_id=:v_id"),
    T_ID, [([_item(id="200", foo="x")], HAS), ([], NONE)], "the test's fixtureWithRetry")  # fmt: skip
add(U + "83", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo", {"#k_foo": "foo", "#k_id": "id"}, {":v_foo": "bar", ":v_id": "5"}, "#k_id=:v_id"),
    T_ID, ONE, PINNED_M)  # fmt: skip
add(U + "105", "UpdateItem", upd({"id": "5"}, "SET #k_foo=if_not_exists(#k_foo, :v_foo), #k_bar=:v_bar",
    {"#k_bar": "bar", "#k_foo": "foo", "#k_id": "id"}, {":v_bar": "bar", ":v_foo": "foo", ":v_id": "5"}, "#k_id=:v_id"),
    T_ID, ONE, PINNED_M)  # fmt: skip
ID_EMAIL = [([_item(id="5", email="foo@bar.com", friends=SS("a@b.c"))], HAS), ([], NONE)]
add(U + "129", "UpdateItem", upd({"id": "5", "email": "foo@bar.com"}, "SET #k_foo=:v_foo",
    {"#k_foo": "foo", "#k_id": "id", "#k_email": "email"}, {":v_foo": "bar", ":v_id": "5", ":v_email": "foo@bar.com"},
    "#k_id=:v_id AND #k_email=:v_email"), T_ID_EMAIL, ID_EMAIL, PINNED_M + "; table keyed id and email, as the test's key")  # fmt: skip
add(U + "154", "UpdateItem", upd({"id": "5", "email": "foo@bar.com"}, "SET #k_foo=:v_foo ADD #k_friends :v_friends",
    {"#k_foo": "foo", "#k_id": "id", "#k_email": "email", "#k_friends": "friends"},
    {":v_foo": "bar", ":v_id": "5", ":v_email": "foo@bar.com", ":v_friends": SS("bar@bar.com")},
    "#k_id=:v_id AND #k_email=:v_email"), T_ID_EMAIL, ID_EMAIL, PINNED_M + "; table keyed id and email, as the test's key")  # fmt: skip
add(U + "184", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo ADD #k_salary :v_salary",
    {"#k_foo": "foo", "#k_salary": "salary", "#k_id": "id"}, {":v_foo": "bar", ":v_salary": 1000, ":v_id": "5"}, "#k_id=:v_id"),
    T_ID, ONE, PINNED_M)  # fmt: skip
add(U + "208", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo ADD #k_salary :v_salary",
    {"#k_foo": "foo", "#k_salary": "salary", "#k_id": "id", "#k_email": "email"},
    {":v_foo": "bar", ":v_salary": 1000, ":v_id": "5", ":v_email": "foo@bar.com"}, "(#k_id=:v_id) AND (#k_email=:v_email)"),
    T_ID, [(TABLE_ITEMS, HAS + ", with the email"), ([_item(id="5", email="x@y.z")], HAS + ", another email"), ([], NONE)], PINNED_M)  # fmt: skip
OR_ITEMS = [([_item(id="5")], HAS + ", without email"), ([_item(id="5", email="foo@bar.com", foo="baz")], HAS + ", with the email"),
            ([_item(id="5", email="x@y.z", foo="baz")], HAS + ", another email")]  # fmt: skip
add(U + "234", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo", {"#k_foo": "foo", "#k_id": "id", "#k_email": "email"},
    {":v_foo": "bar", ":v_id": "5", ":v_email": "foo@bar.com"}, "(#k_id=:v_id) AND (attribute_not_exists(#k_email) OR #k_email=:v_email)"),
    T_ID, OR_ITEMS, PINNED_M)  # fmt: skip
add(U + "258", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo", {"#k_foo": "foo", "#k_id": "id", "#k_email": "email"},
    {":v_foo": "bar", ":v_foo_1": "baz", ":v_id": "5", ":v_email": "foo@bar.com"},
    "(#k_id=:v_id) AND (#k_foo=:v_foo_1 AND (attribute_not_exists(#k_email) OR #k_email=:v_email))"),
    T_ID, OR_ITEMS, PINNED_M)  # fmt: skip
add(U + "294", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo", {"#k_foo": "foo", "#k_id": "id"},
    {":v_foo": None, ":v_foo_1": "bar", ":v_id": "5"}, "(#k_id=:v_id) AND (#k_foo=:v_foo_1)"),
    T_ID, [(TABLE_ITEMS, HAS + ", foo bar"), ([_item(id="5", foo="baz")], HAS + ", foo baz")], PINNED_M)  # fmt: skip

# --- src/test/methods/upsert.ts
UP_M = M + "upsert.ts:"
for line in (73, 92):
    add(UP_M + str(line), "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo", {"#k_foo": "foo"}, {":v_foo": "bar"}, None),
        T_ID, [(TABLE_ITEMS, HAS), ([], "no item at the key")], PINNED_M)  # fmt: skip
add(UP_M + "115", "UpdateItem", upd({"id": "5"}, "SET #k_foo=:v_foo ADD #k_salary :v_salary, #k_workingHours :v_workingHours",
    {"#k_foo": "foo", "#k_salary": "salary", "#k_workingHours": "workingHours"}, {":v_foo": "bar", ":v_salary": 5, ":v_workingHours": -2}, None),
    T_ID, [([_item(id="5", salary=100, workingHours=40)], HAS), ([], "no item at the key")], PINNED_M)  # fmt: skip

# --- src/test/methods/insert.ts (the table name with connect's prefix)
INS = M + "insert.ts:"
FREE = [
    ([], "no item at the key"),
    ([_item(id="5", email="a@b.c")], "an item at the key (the insert's condition fails)"),
]
ins = {"TableName": "insert-Table", "ReturnValues": "ALL_NEW", "Key": {"id": {"S": "5"}}, "ConditionExpression": "NOT (#k_id=:v_id)",
       "ExpressionAttributeNames": {"#k_id": "id"}, "ExpressionAttributeValues": {":v_id": {"S": "5"}}}  # fmt: skip
add(INS + "73", "UpdateItem", ins, T_ID, FREE, PINNED_M + " (an UpdateItem without UpdateExpression)")
add(INS + "92", "UpdateItem", upd({"id": "5"}, "SET #k_email=:v_email", {"#k_email": "email", "#k_id": "id"},
    {":v_email": "foo@bar.com", ":v_id": "5"}, "NOT (#k_id=:v_id)", "insert-Table"), T_ID, FREE, PINNED_M)  # fmt: skip
add(
    INS + "114",
    "UpdateItem",
    ins,
    T_ID,
    FREE[:1],
    PINNED_M + " (insert of an empty object: the same params as 'insert key')",
)

# --- src/test/methods/delete.ts (connect({prefix: 'delete'}): delete.Table)
D = M + "delete.ts:"
add(
    D + "75",
    "DeleteItem",
    {"TableName": "delete.Table", "Key": {"id": {"S": "5"}}},
    T_ID,
    [(TABLE_ITEMS, HAS)],
    PINNED_M,
)
add(D + "101", "DeleteItem", {"TableName": "delete.Table", "Key": {"id": {"S": "5"}}, "ConditionExpression": "#k_foo=:v_foo",
    "ExpressionAttributeNames": {"#k_foo": "foo"}, "ExpressionAttributeValues": {":v_foo": {"S": "bar"}}}, T_ID,
    [(TABLE_ITEMS, HAS + ", foo bar"), ([_item(id="5", foo="baz")], HAS + ", foo baz"), ([], "no item at the key")], PINNED_M)  # fmt: skip
add(D + "119", "DeleteItem", {"TableName": "delete.Table", "Key": {"id": {"S": "5"}}, "ReturnValues": "ALL_OLD"}, T_ID,
    [(TABLE_ITEMS, HAS), ([], "no item at the key")], PINNED_M)  # fmt: skip

# --- src/test/methods/transact-read.ts, transact-write.ts (low-level params, as pinned)
get = {"TransactItems": [{"Get": {"TableName": "foo", "Key": {"id": {"S": "5"}}, "ProjectionExpression": "#k_foo",
       "ExpressionAttributeNames": {"#k_foo": "foo"}}}]}  # fmt: skip
for line in (81, 112):
    add(M + f"transact-read.ts:{line}", "TransactGetItems", get, T_ID, [([_item(id="5", foo="bar", x=1)], HAS)], "the params the test pins")  # fmt: skip
ins_foo = {"Update": {"TableName": "foo", "Key": {"id": {"S": "5"}}, "ConditionExpression": "NOT (#k_id=:v_id)",
           "UpdateExpression": "SET #k_foo=:v_foo", "ExpressionAttributeNames": {"#k_foo": "foo", "#k_id": "id"},
           "ExpressionAttributeValues": {":v_foo": {"S": "bar"}, ":v_id": {"S": "5"}}}}  # fmt: skip
tw = {"TransactItems": [
    ins_foo,
    {"Update": {"TableName": "unicorn", "Key": {"id": {"S": "6"}}, "ConditionExpression": "#k_id=:v_id",
                "UpdateExpression": "SET #k_unicorn=:v_unicorn", "ExpressionAttributeNames": {"#k_unicorn": "unicorn", "#k_id": "id"},
                "ExpressionAttributeValues": {":v_unicorn": {"S": "rainbow"}, ":v_id": {"S": "6"}}}},
    {"Delete": {"TableName": "rocket", "Key": {"id": {"S": "10"}}}},
]}  # fmt: skip
add(M + "transact-write.ts:110", "TransactWriteItems", tw, T_ID, [([], "no items (the unicorn update's key condition fails)")],
    "the params the test pins, undefined members left out; three tables keyed id")  # fmt: skip
cc = {"TransactItems": [
    {"ConditionCheck": {"TableName": "bar", "Key": {"id": {"S": "5"}}, "ConditionExpression": "#k_value=:v_value",
                        "ExpressionAttributeNames": {"#k_value": "value"}, "ExpressionAttributeValues": {":v_value": {"N": "10"}}}},
    ins_foo,
]}  # fmt: skip
add(M + "transact-write.ts:187", "TransactWriteItems", cc, T_ID, [([_item(id="5", value=10)], "bar's item holds value 10; no foo item")],
    "the params the test pins; two tables keyed id")  # fmt: skip
add(M + "transact-write.ts:110", "TransactWriteItems", {"TransactItems": [ins_foo]}, T_ID,
    [([], "no item at the key"), ([_item(id="5")], "an item at the key (the insert's condition fails)")],
    "the test's first action (insert) alone, in a transaction of one")  # fmt: skip

# --- src/test/methods/batch-write.ts
B = M + "batch-write.ts:"


def put(pk, sk, name, last):
    return {"PutRequest": {"Item": _item(partitionKey=pk, sortKey=sk, name=name, lastname=last)}}


add(B + "113", "BatchWriteItem", {"RequestItems": {"insert-Table1": [put("PK", "SK", "name", "lastname"), put("PK", "SK23", "name23", "lastname23")]}},
    T_PK_SK, [([], "an empty table")], "the test's batch, its insert-Table1 part (the batch spans two tables: sent one a table)")  # fmt: skip
add(B + "113", "BatchWriteItem", {"RequestItems": {"insert-Table2": [
    {"DeleteRequest": {"Key": _item(partitionKey="PK2", sortKey="SK2")}},
    {"DeleteRequest": {"Key": _item(partitionKey="PK2", sortKey="SK3")}},
    put("PK", "SK", "name", "lastname")]}},
    T_PK_SK, [([_item(partitionKey="PK2", sortKey="SK2", name="n")], "one of the deleted keys holds an item")],
    "the test's batch, its insert-Table2 part (the batch spans two tables: sent one a table)")  # fmt: skip
add(B + "13", "BatchWriteItem", {"RequestItems": {"insert-Table": [put("PK", "SK", "name", "lastname"), put("PK2", "SK2", "name2", "lastname2")]}},
    T_PK_SK, [([], "an empty table")], "the test's fixture")  # fmt: skip
add(B + "201", "BatchWriteItem", {"RequestItems": {"insert-Table1": [put("PK", "SK", "name", "lastname")]}},
    T_PK_SK, [([_item(partitionKey="PK", sortKey="SK", name="old")], "the item is there")], "the request the backoff test pins (sent again on each retry)")  # fmt: skip
