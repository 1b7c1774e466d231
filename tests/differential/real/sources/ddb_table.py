"""ddb-table (neuledge/ddb-table), a strongly typed DynamoDB query builder for
TypeScript over the AWS SDK v3's DocumentClient: the texts, names, values and
requests its tests pin.

Source: neuledge/ddb-table, commit a61be1c (2023-10-22, version 2.1.2). Its
builders write a path as one placeholder a segment, named after the segment
(``#foo.#bar``), and a value as a placeholder named after the path's last
segment, a second value for the same name numbered (``:foo``, ``:foo2``:
``#foo BETWEEN :foo AND :foo2``); conditions joined by ``AND``/``OR``, an inner
group parenthesised (``attribute_exists(#foo) OR (#foo > :foo AND #foo <
:foo2)``), ``NOT`` written before its operand without parentheses; an update's
clauses in the order ``SET``, ``REMOVE``, ``ADD``, ``DELETE``, a ``SET`` of
``undefined`` written as ``REMOVE``; a text given to a builder kept, its
spaces collapsed. The texts and requests are those
``src/expressions/ConditionExpression.test.ts`` (every comparator, ``BETWEEN``,
``attribute_exists``/``attribute_not_exists``/``attribute_type``,
``begins_with``, ``contains`` of a string, a set and another path, ``size``,
``AND``/``OR``/``NOT``, the texts given as strings),
``src/expressions/UpdateExpression.test.ts``,
``src/expressions/UpdateValueExpression.test.ts`` (``#foo + :foo``,
``list_append``, ``if_not_exists``), ``src/expressions/ProjectionExpression.test.ts``,
``src/queries/UpdateQuery.test.ts``, ``src/Table.test.ts``,
``src/TableIndex.test.ts`` (whole requests: ``serialize()``) and
``src/readme.test.ts`` (the README's examples: the requests its stubbed
DocumentClient receives) pin. Only the requests were taken, as data: no test
was run.

Adapted only as far as needed to run: DocumentClient values written typed as
``@aws-sdk/lib-dynamodb`` marshalls them (numbers ``N``, a ``Set`` of strings
``SS`` in insertion order, arrays ``L``, objects ``M``). A condition the
expression tests pin alone sent as a Scan's ``FilterExpression`` on a table
``ddb-table`` keyed ``Id`` over made-up items whose ``foo`` (and ``bar``,
``zoo``) make it hold for some and fail for others, with the names and values
the test pins; an update as an UpdateItem (``ReturnValues: ALL_NEW``) of an
item holding what it names and, for some, of one that lacks it; a value
expression (``#foo + :foo``) as the ``SET #foo = ...`` it is the right side
of; a projection as a Scan's ``ProjectionExpression``. Where a test pins only
a text (the ``init -> serialize()`` tests), its names are the segments the
placeholders name and its values made up, of the type the text needs (the
``DELETE #a[2] :a`` of a string set in a list, as written). Tables as the
tests declare them: ``MyTable`` keyed ``Id``/``Ver`` (a number) with the
indexes they name (``Id-foo`` keyed ``Id``/``foo``, ``Test`` keyed
``Id``/``Ver``, projecting all), or keyed ``Id`` alone where the test's table
has no sort key; ``Test`` keyed ``id`` (a number); the README's ``Messages``
keyed ``threadId``/``timestamp`` with ``senderId-timestamp-index``.
``Date.now()`` at the commit's time (1697962836000). Sent as pinned: a Scan
with ``Select: ALL_ATTRIBUTES`` beside a ``ProjectionExpression`` and an index
Query with ``ConsistentRead: true`` (both refused), ``size(#foo)`` alone as a
condition (refused). Left out: the README's second page, whose
``ExclusiveStartKey`` (``{key: 2}``) is the stub's made-up answer; a text the
tests pin twice (``set foo = :foo`` and its spacings, ``foo <> 1``, the second
``Set list``, the nullable ``contains``).
"""

from __future__ import annotations

from ._build import case, item, marshall, table, typed

SOURCE = "ddb-table"
REPO = "neuledge/ddb-table@a61be1c "
COND = "src/expressions/ConditionExpression.test.ts:"
UPD = "src/expressions/UpdateExpression.test.ts:"
VAL = "src/expressions/UpdateValueExpression.test.ts:"
PROJ = "src/expressions/ProjectionExpression.test.ts:"
UQ = "src/queries/UpdateQuery.test.ts:"
TBL = "src/Table.test.ts:"
IDX = "src/TableIndex.test.ts:"
README = "src/readme.test.ts:"

CASES: list[dict] = []


def vals(mapping: dict) -> dict:
    return {k: marshall(v) for k, v in mapping.items()}


def SS(*members: str):
    return typed({"SS": list(members)})


def gsi(name: str, *keys: str) -> dict:
    return {
        "IndexName": name,
        "KeySchema": [{"AttributeName": a, "KeyType": k} for a, k in zip(keys, ("HASH", "RANGE"))],
        "Projection": {"ProjectionType": "ALL"},
    }


T_COND = table(("Id", "S"))
T_MY = table(("Id", "S"), ("Ver", "N"))
T_MY_IDS = {
    "KeySchema": T_MY["KeySchema"],
    "AttributeDefinitions": T_MY["AttributeDefinitions"] + [{"AttributeName": "foo", "AttributeType": "N"}],
    "GlobalSecondaryIndexes": [gsi("Id-foo", "Id", "foo"), gsi("Test", "Id", "Ver")],
}
T_MY_ID = table(("Id", "S"))
T_TEST = table(("id", "N"))
T_MESSAGES = {
    "KeySchema": [{"AttributeName": "threadId", "KeyType": "HASH"}, {"AttributeName": "timestamp", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "threadId", "AttributeType": "S"},
        {"AttributeName": "timestamp", "AttributeType": "N"},
        {"AttributeName": "senderId", "AttributeType": "S"},
    ],
    "GlobalSecondaryIndexes": [gsi("senderId-timestamp-index", "senderId", "timestamp")],
}

# ------------------------------------------------------------------ conditions, as Scan filters
NUMS = [item(Id=f"n{v}", foo=v, bar=v + 1, zoo=v) for v in (0, 1, 2, 10)] + [
    item(Id="none"),
    item(Id="text", foo="1", bar="2"),
]
MAPS = [item(Id=f"m{v}", foo={"bar": v}) for v in (0, 1, 2)] + [
    item(Id="mstr", foo={"bar": "str2 and more"}),
    item(Id="mset", foo={"bar": {"str", "x"}}),
    item(Id="flat", foo=1),
    item(Id="none"),
]
STRS = [item(Id=f"s{i}", foo=v, bar=b) for i, (v, b) in enumerate(
    (("str", "st"), ("strong", "ong"), ("a str", "x"), ("x", "x"), ("", "y")))] + [item(Id="num", foo=1)]  # fmt: skip
SETS = [
    item(Id="ss1", foo=SS("str", "x")),
    item(Id="ss2", foo=SS("other")),
    item(Id="ns1", foo={123, 3}),
    item(Id="ns2", foo={4}),
    item(Id="none"),
]
KINDS = {
    "nums": (NUMS, "items whose foo is 0, 1, 2, 10, missing or a string"),
    "maps": (MAPS, "items whose foo.bar is 0, 1, 2, a string, a set; foo a number; no foo"),
    "strs": (STRS, "items whose foo is a string that holds, begins with or lacks the value, and a number"),
    "sets": (SETS, "items whose foo is a string set or a number set holding the value or not, and none"),
}
PIN = "the text, names and values the test pins, as a Scan's FilterExpression"
TEXT_ONLY = "the text the test pins (names as its placeholders say, values made up), as a Scan's FilterExpression"


def cond(cite: str, text: str, names: dict, values: dict | None, kind: str, note: str = PIN) -> None:
    items, what = KINDS[kind]
    request = {"TableName": "ddb-table", "FilterExpression": text, "ExpressionAttributeNames": names}
    if values:
        request["ExpressionAttributeValues"] = vals(values)
    CASES.append(case(REPO + cite, "Scan", request, T_COND, items, f"{note}; before: {what}"))


FOO = {"#foo": "foo"}
FOOBAR = {"#foo": "foo", "#bar": "bar"}
cond(COND + "124 (init -> serialize() '#foo = :foo')", "#foo = :foo", FOO, {":foo": 1}, "nums", TEXT_ONLY)
cond(COND + "125 (init -> serialize() ':foo = #foo')", ":foo = #foo", FOO, {":foo": 1}, "nums", TEXT_ONLY)
cond(COND + "126 (init -> serialize())", "#foo = :foo AND #bar <> :bar", FOOBAR, {":foo": 1, ":bar": 3}, "nums",
     TEXT_ONLY)  # fmt: skip
cond(COND + "127 (init -> serialize())", "#foo = :foo OR #bar > :bar", FOOBAR, {":foo": 1, ":bar": 3}, "nums",
     TEXT_ONLY)  # fmt: skip
cond(COND + "128 (init -> serialize())", "#foo < :foo AND #bar >= :bar OR #zoo = :zoo",
     {"#foo": "foo", "#bar": "bar", "#zoo": "zoo"}, {":foo": 2, ":bar": 2, ":zoo": 10}, "nums", TEXT_ONLY)  # fmt: skip
for line, name, op in ((182, "eq", "="), (196, "nq", "<>"), (210, "lt", "<"), (224, "lte", "<="), (238, "gt", ">"),
                       (252, "gte", ">=")):  # fmt: skip
    cond(f"{COND}{line} (.{name} basic use case)", f"#foo {op} :foo", FOO, {":foo": 1}, "nums")
cond(COND + "279 (comparator foo.bar = 1)", "#foo.#bar <> :bar", FOOBAR, {":bar": 1}, "maps")
cond(COND + "294 (comparator foo <> function)", "#foo <> size(#foo)", FOO, None, "strs")
cond(COND + "308 (.between basic use case)", "#foo BETWEEN :foo AND :foo2", FOO, {":foo": 1, ":foo2": 2}, "nums")
cond(COND + "320 (.between inner key)", "#foo.#bar BETWEEN :bar AND :bar2", FOOBAR, {":bar": 1, ":bar2": 2}, "maps")
cond(COND + "337 (.attributeExists basic use case)", "attribute_exists(#foo)", FOO, None, "nums")
cond(COND + "349 (.attributeExists inner path)", "attribute_exists(#foo.#bar)", FOOBAR, None, "maps")
cond(COND + "366 (.attributeNotExists basic use case)", "attribute_not_exists(#foo)", FOO, None, "nums")
cond(COND + "378 (.attributeNotExists inner path)", "attribute_not_exists(#foo.#bar)", FOOBAR, None, "maps")
cond(COND + "395 (.attributeType basic use case)", "attribute_type(#foo, :foo)", FOO, {":foo": "N"}, "nums")
cond(COND + "407 (.attributeType inner path)", "attribute_type(#foo.#bar, :bar)", FOOBAR, {":bar": "SS"}, "maps")
cond(COND + "424 (.beginsWith basic use case)", "begins_with(#foo, :foo)", FOO, {":foo": "str"}, "strs")
cond(COND + "436 (.beginsWith inner path)", "begins_with(#foo.#bar, :bar)", FOOBAR, {":bar": "str2"}, "maps")
cond(COND + "453 (.contains basic use case)", "contains(#foo, :foo)", FOO, {":foo": "str"}, "strs")
cond(COND + "465 (.contains string set use case)", "contains(#foo, :foo)", FOO, {":foo": "str"}, "sets")
cond(COND + "477 (.contains number set use case)", "contains(#foo, :foo)", FOO, {":foo": 123}, "sets")
cond(COND + "504 (.contains nullable number set use case)", "contains(#foo, :foo)", FOO, {":foo": 3}, "sets")
cond(COND + "519 (.contains other path)", "contains(#foo, #bar)", FOOBAR, None, "strs")
cond(COND + "534 (.contains inner path)", "contains(#foo.#bar, :bar)", FOOBAR, {":bar": "str2"}, "maps")
cond(COND + "551 (.size basic use case)", "size(#foo)", FOO, None, "strs",
     PIN + " (a size alone, no condition: refused)")  # fmt: skip
cond(COND + "563 (.size inner path)", "size(#foo.#bar)", FOOBAR, None, "maps", PIN + " (a size alone: refused)")
cond(COND + "580 (.and basic use case)", "attribute_exists(#foo) AND #foo = :foo", FOO, {":foo": 1}, "nums")
cond(COND + "595 (.or basic use case)", "attribute_exists(#foo) OR #foo = :foo", FOO, {":foo": 1}, "nums")
cond(COND + "608 (.or inner AND)", "attribute_exists(#foo) OR (#foo > :foo AND #foo < :foo2)", FOO,
     {":foo": 1, ":foo2": 10}, "nums")  # fmt: skip
cond(COND + "624 (.or freestyle string)", "attribute_exists(#foo) OR #foo = #foo", FOO, None, "nums")
cond(COND + "639 (.not basic use case)", "NOT attribute_exists(#foo)", FOO, None, "nums")
cond(COND + "651 (.not inner AND)", "NOT attribute_exists(#foo) OR (#foo > :foo AND NOT #foo < :foo2)", FOO,
     {":foo": 1, ":foo2": 10}, "nums")  # fmt: skip

# ------------------------------------------------------------------ updates
DEMO = item(Id="demo", foo={"bar": 1}, hello="hi", list=[1, 2], set=SS("test", "keep"), c="x", a=[1, 2, SS("s", "t")])
DEMO["delete"] = marshall(5)
BARE = item(Id="demo")
HAS = ([DEMO], "an item holding what the update names")
LACKS = ([BARE], "the item holds only its key")


def update(cite: str, text: str, names: dict, values: dict | None, befores: tuple, note: str) -> None:
    request = {"TableName": "ddb-table", "Key": {"Id": {"S": "demo"}}, "UpdateExpression": text,
               "ReturnValues": "ALL_NEW"}  # fmt: skip
    if names:
        request["ExpressionAttributeNames"] = names
    if values:
        request["ExpressionAttributeValues"] = vals(values)
    for before, what in befores:
        CASES.append(case(REPO + cite, "UpdateItem", request, T_COND, before, f"{note}; before: {what}"))


UTEXT = "the text the test pins (names as its placeholders say, values made up), as an UpdateItem"
UPIN = "the text, names and values the test pins, as an UpdateItem"
update(UPD + "31 (init -> serialize())", "SET #foo = :foo", FOO, {":foo": 1}, (HAS,), UTEXT)
update(UPD + "32 (init -> serialize())", "SET foo = :foo", {}, {":foo": 1}, (HAS,),
       UTEXT + " (no name: ExpressionAttributeNames left out)")  # fmt: skip
update(UPD + "37 (init -> serialize())", "SET foo = :foo ADD #delete :d", {"#delete": "delete"}, {":foo": 1, ":d": 2},
       (HAS, LACKS), UTEXT)  # fmt: skip
update(UPD + "38 (init -> serialize())", "SET foo = :foo REMOVE #c ADD #delete :d DELETE #a[2] :a",
       {"#c": "c", "#delete": "delete", "#a": "a"}, {":foo": 1, ":d": 2, ":a": SS("s")}, (HAS,),
       UTEXT + " (a DELETE of a string set held in a list)")  # fmt: skip
update(UPD + "39 (init -> serialize())", "DELETE #a[2] :a", {"#a": "a"}, {":a": SS("s")}, (HAS,),
       UTEXT + " (a DELETE of a string set held in a list)")  # fmt: skip
update(UPD + "43 (.set() Set foo.bar)", "SET #foo.#bar = :bar", FOOBAR, {":bar": 23}, (HAS, LACKS),
       UPIN + " (refused where foo is missing)")  # fmt: skip
update(UPD + "60 (.set() Set list)", "SET #list = :list", {"#list": "list"}, {":list": [123, 1]}, (HAS,), UPIN)
update(UPD + "92 (.set() Set exp)", "SET #list = list_append(#list, :list)", {"#list": "list"}, {":list": [123]},
       (HAS, LACKS), UPIN + " (refused where the list is missing)")  # fmt: skip
update(UPD + "113 (.remove() Basic use case)", "REMOVE #set, #foo.#bar", {"#set": "set", "#foo": "foo", "#bar": "bar"},
       None, (HAS, LACKS), UPIN)  # fmt: skip
update(UPD + "131 (.add() number)", "ADD #foo.#bar :bar", FOOBAR, {":bar": 4}, (HAS, LACKS),
       UPIN + " (refused where foo is missing)")  # fmt: skip
update(UPD + "148 (.add() set)", "ADD #set :set", {"#set": "set"}, {":set": SS("test")}, (HAS, LACKS), UPIN)
update(UPD + "166 (.delete() set)", "DELETE #set :set", {"#set": "set"}, {":set": SS("test")}, (HAS,), UPIN)
VPIN = "the right side, names and values the test pins, as the SET of #foo it is written for (an UpdateItem)"
NUM = ([item(Id="demo", foo=7, bar=5)], "an item whose foo and bar are numbers")
LISTS = ([item(Id="demo", foo=[1], bar=[2])], "an item whose foo and bar are lists")
update(VAL + "58 (.inc basic use case)", "SET #foo = #foo + :foo", FOO, {":foo": 3}, (NUM, LACKS),
       VPIN + " (refused where foo is missing)")  # fmt: skip
update(VAL + "73 (.inc 2 values)", "SET #foo = #bar + :foo", FOOBAR, {":foo": 2}, (NUM,), VPIN)
update(VAL + "91 (.dec basic use case)", "SET #foo = #foo - :foo", FOO, {":foo": 3}, (NUM,), VPIN)
update(VAL + "106 (.dec 2 values)", "SET #foo = #bar - :foo", FOOBAR, {":foo": 2}, (NUM,), VPIN)
update(VAL + "124 (.listAppend basic use case)", "SET #foo = list_append(#foo, :foo)", FOO, {":foo": [3]}, (LISTS,),
       VPIN)  # fmt: skip
update(VAL + "139 (.listAppend 2 lists)", "SET #foo = list_append(#bar, :foo)", FOOBAR, {":foo": [3]}, (LISTS,), VPIN)
update(VAL + "157 (.ifNotExists basic use case)", "SET #foo = if_not_exists(#foo, :foo)", FOO, {":foo": 3},
       (NUM, LACKS), VPIN)  # fmt: skip

# ------------------------------------------------------------------ projections, as Scan projections
PITEMS = [
    item(Id="p1", foo=1, bar=2, hello="h", testme="t", name="n", price={"amount": 3, "currency": "USD"}),
    item(Id="p2", foo=1),
]
for line, text, names in (
    (20, "#foo", FOO),
    (21, "#foo, #bar", FOOBAR),
    (23, "foo, #hello, #testme", {"#hello": "hello", "#testme": "testme"}),
):
    CASES.append(case(REPO + f"{PROJ}{line} (init -> serialize())", "Scan",
                      {"TableName": "ddb-table", "ProjectionExpression": text, "ExpressionAttributeNames": names},
                      T_COND, PITEMS,
                      "the text the test pins (its spaces collapsed; names as its placeholders say), as a Scan's "
                      "ProjectionExpression; before: made-up items"))  # fmt: skip
CASES.append(case(REPO + PROJ + "27 (.add Basic use case)", "Scan",
                  {"TableName": "ddb-table", "ProjectionExpression": "#name, #price.#amount",
                   "ExpressionAttributeNames": {"#name": "name", "#price": "price", "#amount": "amount"}},
                  T_COND, PITEMS,
                  "the text and names the test pins, as a Scan's ProjectionExpression; before: made-up products"))  # fmt: skip

# ------------------------------------------------------------------ whole requests: UpdateQuery, Table, TableIndex
Q = "the request the test pins (serialize()), values typed"
TEST_ITEM = ([item(id=123, foo={"bar": "old"}, baz=1)], "a made-up item")
for line, test, text, names, values, befores in (
    (8, "Basic Usage", "SET #foo = :foo, #baz = :baz", {"#foo": "foo", "#baz": "baz"}, {":foo": {"bar": "baz"}, ":baz": 456},
     (TEST_ITEM, ([], "no item"))),
    (29, "should support partial deep objects", "SET #foo.#bar = :bar", FOOBAR, {":bar": "ddd"},
     (TEST_ITEM, ([item(id=123, baz=1)], "an item without foo (refused)"))),
    (49, "should remove optional properties", "REMOVE #foo", FOO, None, (TEST_ITEM,)),
):  # fmt: skip
    request = {
        "TableName": "Test",
        "Key": {"id": {"N": "123"}},
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
    }
    if values:
        request["ExpressionAttributeValues"] = vals(values)
    for before, what in befores:
        CASES.append(case(REPO + f"{UQ}{line} (.set() {test})", "UpdateItem", request, T_TEST, before,
                          f"{Q}; the table keyed id (a number); before: {what}"))  # fmt: skip

MY = [
    item(Id="12", Ver=2, foo=12, inner={"obj": "foo"}, set=SS("del", "keep"), hidden=False, maybe=True),
    item(Id="12", Ver=1, foo=11, inner={"obj": "old"}, hidden=True),
    item(Id="ss", Ver=1, foo=1, inner={"obj": "x"}, hidden=False, maybe=False),
    item(Id="111", Ver=5, foo=3, inner={"obj": "y"}, hidden=True),
    item(Id="123", Ver=4, foo=4, inner={"obj": "z"}, hidden=False),
    item(Id="123", Ver=6, foo=6, inner={"obj": "w"}, hidden=False),
]
MYNOTE = "; MyTable keyed Id and Ver (a number) with the indexes the tests name; before: made-up DemoItems"
CASES.append(case(REPO + TBL + "23 (.index() Basic Usage)", "Scan", {"TableName": "MyTable", "IndexName": "Id-foo"},
                  T_MY_IDS, MY, Q + MYNOTE))  # fmt: skip
PUT_ITEM = item(Id="12", Ver=2, foo=12.33, inner={"obj": "foo"}, hidden=False)
for before, what in (([], "no item"), (MY, "made-up DemoItems, one at the key (the condition fails)")):
    CASES.append(case(REPO + TBL + "41 (.put() Basic Usage)", "PutItem",
                      {"TableName": "MyTable", "ConditionExpression": "attribute_not_exists(#Id)",
                       "ExpressionAttributeNames": {"#Id": "Id"}, "Item": PUT_ITEM, "ReturnValues": "NONE"},
                      T_MY_IDS, before, Q + "; MyTable with the indexes the tests name; before: " + what))  # fmt: skip
CASES.append(case(REPO + TBL + "85 (.get() Basic Usage)", "GetItem",
                  {"TableName": "MyTable", "Key": {"Id": {"S": "ss"}, "Ver": {"N": "1"}}, "ProjectionExpression": "#maybe",
                   "ExpressionAttributeNames": {"#maybe": "maybe"}},
                  T_MY_IDS, MY, Q + MYNOTE))  # fmt: skip
for before, what in ((MY, "made-up DemoItems, one at the key"), ([], "no item (the condition fails)")):
    CASES.append(case(REPO + TBL + "156 (.update() Basic Usage)", "UpdateItem",
                      {"TableName": "MyTable", "Key": {"Id": {"S": "12"}, "Ver": {"N": "2"}},
                       "UpdateExpression": "SET #inner.#obj = :obj REMOVE #hidden ADD #foo :foo DELETE #set :set",
                       "ConditionExpression": "attribute_exists(#Id)",
                       "ExpressionAttributeNames": {"#Id": "Id", "#foo": "foo", "#hidden": "hidden", "#inner": "inner",
                                                    "#obj": "obj", "#set": "set"},
                       "ExpressionAttributeValues": vals({":foo": 5, ":obj": "hello", ":set": SS("del")})},
                      T_MY_IDS, before, Q + "; MyTable with the indexes the tests name; before: " + what))  # fmt: skip
for before, what in ((MY, "made-up DemoItems, the one at the key with foo 12"),
                     ([item(Id="12", Ver=2, foo=13)], "the item at the key with foo 13 (the condition fails)")):  # fmt: skip
    CASES.append(case(REPO + TBL + "201 (.delete() Basic Usage)", "DeleteItem",
                      {"TableName": "MyTable", "Key": {"Id": {"S": "12"}, "Ver": {"N": "2"}},
                       "ConditionExpression": "#foo = :foo", "ExpressionAttributeNames": {"#foo": "foo"},
                       "ExpressionAttributeValues": vals({":foo": 12})},
                      T_MY_IDS, before, Q + "; MyTable with the indexes the tests name; before: " + what))  # fmt: skip
CASES.append(case(REPO + IDX + "66 (.scan() Basic use case)", "Scan", {"TableName": "MyTable"}, T_MY_ID,
                  [item(Id="a", foo=1), item(Id="b", hidden=True)],
                  Q + "; MyTable keyed Id, as the test's table; before: made-up DemoItems"))  # fmt: skip
CASES.append(case(REPO + IDX + "78 (.scan() Full use case)", "Scan",
                  {"TableName": "MyTable", "FilterExpression": "#hidden <> :hidden", "IndexName": "Test",
                   "ExpressionAttributeNames": {"#hidden": "hidden", "#inner": "inner"},
                   "ExpressionAttributeValues": vals({":hidden": True}), "ProjectionExpression": "#inner",
                   "Select": "ALL_ATTRIBUTES", "Limit": 20, "ExclusiveStartKey": {"Id": {"S": "111"}, "Ver": {"N": "5"}},
                   "Segment": 1, "TotalSegments": 10},
                  T_MY_IDS, MY, Q + " (Select ALL_ATTRIBUTES beside a ProjectionExpression: refused)" + MYNOTE))  # fmt: skip
CASES.append(case(REPO + IDX + "121 (.scan() Empty startKey)", "Scan", {"TableName": "MyTable", "IndexName": "Test"},
                  T_MY_IDS, MY, Q + MYNOTE))  # fmt: skip
CASES.append(case(REPO + IDX + "141 (.query() Basic use case)", "Query",
                  {"TableName": "MyTable", "KeyConditionExpression": "#Id = :Id",
                   "ExpressionAttributeNames": {"#Id": "Id"}, "ExpressionAttributeValues": vals({":Id": "123"})},
                  T_MY_ID, [item(Id="123", foo=1), item(Id="124", foo=2)],
                  Q + "; MyTable keyed Id, as the test's table; before: made-up DemoItems"))  # fmt: skip
FULL_QUERY = {"TableName": "MyTable", "KeyConditionExpression": "#Id = :Id AND #Ver > :Ver", "IndexName": "Test",
              "ExpressionAttributeNames": {"#Id": "Id", "#Ver": "Ver", "#inner": "inner"},
              "ExpressionAttributeValues": vals({":Id": "123", ":Ver": 5}), "ProjectionExpression": "#inner",
              "ScanIndexForward": False, "ReturnConsumedCapacity": "TOTAL", "ConsistentRead": True}  # fmt: skip
CASES.append(case(REPO + IDX + "166 (.query() Full use case)", "Query", FULL_QUERY, T_MY_IDS, MY,
                  Q + " (ConsistentRead on a global index: refused)" + MYNOTE))  # fmt: skip

# ------------------------------------------------------------------ README examples
NOW = 1697962836000
HOUR_AGO = NOW - 3600000
MSG_KEY = {"threadId": {"S": "john@gmail.com"}, "timestamp": {"N": "1588191225322"}}
MSG = item(threadId="john@gmail.com", timestamp=1588191225322, senderId="jane@gmail.com", message="Hi",
           status="sent", attachments=[], tags=SS("old"))  # fmt: skip
R = "the request the README test's stubbed DocumentClient receives, values typed"
for before, what in (([MSG], "a made-up message at the key"), ([], "no item (list_append of a missing list: refused)")):
    CASES.append(case(REPO + README + "26 (Usage 1)", "UpdateItem",
                      {"TableName": "Messages", "Key": MSG_KEY,
                       "UpdateExpression": "SET #message = :message, #attachments = list_append(#attachments, :attachments) ADD #tags :tags",
                       "ExpressionAttributeNames": {"#attachments": "attachments", "#message": "message", "#tags": "tags"},
                       "ExpressionAttributeValues": vals({":attachments": [{"URL": "demo.com", "name": "Test"}],
                                                          ":message": "Hello World!",
                                                          ":tags": SS("unread", "important")}),
                       "ReturnValues": "ALL_NEW"},
                      T_MESSAGES, before, R + "; Messages keyed threadId and timestamp; before: " + what))  # fmt: skip
CASES.append(case(REPO + README + "88 (Usage 2)", "Query",
                  {"TableName": "Messages", "IndexName": "senderId-timestamp-index",
                   "KeyConditionExpression": "#senderId = :senderId AND #timestamp BETWEEN :timestamp AND :timestamp2",
                   "ProjectionExpression": "#threadId, #message",
                   "ExpressionAttributeNames": {"#message": "message", "#senderId": "senderId", "#threadId": "threadId",
                                                "#timestamp": "timestamp"},
                   "ExpressionAttributeValues": vals({":senderId": "john@gmail.com", ":timestamp": HOUR_AGO,
                                                      ":timestamp2": NOW}),
                   "ScanIndexForward": False},
                  T_MESSAGES,
                  [item(threadId="t1", timestamp=NOW - 60000, senderId="john@gmail.com", message="recent"),
                   item(threadId="t2", timestamp=NOW - 1800000, senderId="john@gmail.com", message="half an hour"),
                   item(threadId="t3", timestamp=NOW - 7200000, senderId="john@gmail.com", message="two hours"),
                   item(threadId="t4", timestamp=NOW - 60000, senderId="jane@gmail.com", message="other sender")],
                  R + " (the first page; Date.now() at the commit's time); the index senderId-timestamp-index as "
                  "the README declares it, projecting all; before: made-up messages in and out of the hour"))  # fmt: skip
