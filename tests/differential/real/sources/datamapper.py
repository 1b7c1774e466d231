"""Amazon DynamoDB DataMapper for JavaScript: the expressions its expression
package serializes and the requests its mapper sends, as its tests expect them.

Source: awslabs/dynamodb-data-mapper-js, branch master, commit 3ffe4bf:
``packages/dynamodb-expressions/src/*.spec.ts`` (``ConditionExpression``,
``FunctionExpression``, ``MathematicalExpression``, ``ProjectionExpression``,
``UpdateExpression``: each test pins the serialized text and the
``#attrN``/``:valN`` names and values) and
``packages/dynamodb-data-mapper/src/DataMapper.spec.ts`` (the parameters the
mocked client is expected to receive).

Adapted only as far as needed to run: a serialized condition (no request of its
own) is sent as a Scan's FilterExpression over sample items holding ``foo`` and
``bar``; a serialized projection as a Scan's ProjectionExpression; an update
expression in an UpdateItem on item ``k1``; a MathematicalExpression as the
right-hand side of a SET of its own path. ``toMatchObject`` pins part of a
request: the rest (TableName, Key, a key condition or update the test implies
but does not pin) is filled as the test's schema says, and values the test pins
but no filled text uses are left out. A BatchGetItem's per-table request is
sent as a GetItem. Binary values (0xdeadbeef) are written base64.
"""

from __future__ import annotations

from ._build import case, item, table

SOURCE = "dynamodb-data-mapper-js"
REPO = "awslabs/dynamodb-data-mapper-js@3ffe4bf packages/"
EXPR = REPO + "dynamodb-expressions/src/"
MAPPER = REPO + "dynamodb-data-mapper/src/DataMapper.spec.ts:"

DEADBEEF = {"B": "3q2+7w=="}

# --- dynamodb-expressions: serialized conditions as Scan filters ------------
COND_TABLE = table(("pk", "S"))
COND_ITEMS = [
    item(pk="a", foo="bar", bar="baz"),
    item(pk="b", foo="baz", bar=[1, 2, 3]),
    item(pk="c", foo=5, bar="abcd"),
    item(pk="d", foo=1, fizz="buzz"),
    item(pk="e", foo=100, fizz="fizz"),
    item(pk="f", foo="prefix-and-substr"),
    item(pk="g", foo=10, bar=10),
    item(pk="h", bar="only"),
]


def _filter(line: str, text: str, names: dict, vals: dict | None = None, note: str = "") -> dict:
    request = {"TableName": "dm-conditions", "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(
        EXPR + line, "Scan", request, COND_TABLE, COND_ITEMS, note or "the serialized condition as a Scan filter"
    )


FOO = {"#attr0": "foo"}
FOOBAR = {"#attr0": "foo", "#attr1": "bar"}
BAR = {":val1": {"S": "bar"}}
ONE_TEN = {":val1": {"N": "1"}, ":val2": {"N": "10"}}

CONDITIONS = [
    _filter("ConditionExpression.spec.ts:308", "#attr0 = :val1", FOO, BAR),
    _filter("ConditionExpression.spec.ts:320", "#attr0 <> :val1", FOO, BAR),
    _filter("ConditionExpression.spec.ts:332", "#attr0 < :val1", FOO, BAR),
    _filter("ConditionExpression.spec.ts:348", "#attr0 > size(#attr1)", FOOBAR),
    _filter("ConditionExpression.spec.ts:367", "#attr0 <= :val1", FOO, BAR),
    _filter("ConditionExpression.spec.ts:383", "#attr0 >= #attr1", FOOBAR),
    _filter("ConditionExpression.spec.ts:403", "#attr0 BETWEEN :val1 AND :val2", FOO, ONE_TEN),
    _filter(
        "ConditionExpression.spec.ts:426",
        "#attr0 IN (:val1, :val2, :val3)",
        FOO,
        {":val1": {"N": "1"}, ":val2": {"N": "10"}, ":val3": {"N": "100"}},
    ),
    _filter("ConditionExpression.spec.ts:443", "attribute_exists(#attr0)", FOO),
    _filter("ConditionExpression.spec.ts:455", "attribute_not_exists(#attr0)", FOO),
    _filter("ConditionExpression.spec.ts:472", "attribute_type(#attr0, :val1)", FOO, {":val1": {"S": "S"}}),
    _filter("ConditionExpression.spec.ts:489", "begins_with(#attr0, :val1)", FOO, {":val1": {"S": "prefix"}}),
    _filter("ConditionExpression.spec.ts:506", "contains(#attr0, :val1)", FOO, {":val1": {"S": "substr"}}),
    _filter("ConditionExpression.spec.ts:527", "NOT (#attr0 BETWEEN :val1 AND :val2)", FOO, ONE_TEN),
    _filter(
        "ConditionExpression.spec.ts:561",
        "(#attr0 >= :val1) AND (#attr0 < :val2) AND (#attr3 = :val4)",
        {"#attr0": "foo", "#attr3": "fizz"},
        {":val1": {"N": "1"}, ":val2": {"N": "10"}, ":val4": {"S": "buzz"}},
    ),
    _filter(
        "ConditionExpression.spec.ts:623",
        "(#attr0 >= :val1) OR (#attr0 < :val2)",
        FOO,
        {":val1": {"N": "10"}, ":val2": {"N": "1"}},
    ),
    _filter(
        "FunctionExpression.spec.ts:45",
        "foo(#attr0, :val1)",
        {"#attr0": "bar"},
        {":val1": {"S": "baz"}},
        "the serialized function as a Scan filter (the test's function name foo is no DynamoDB function)",
    ),
    _filter(
        "FunctionExpression.spec.ts:67",
        "foo(#attr0, :val1, fizz(buzz(#attr0)))",
        {"#attr0": "bar"},
        {":val1": {"S": "baz"}},
        "the serialized nested functions as a Scan filter (foo, fizz, buzz are no DynamoDB functions)",
    ),
]

# --- projections as Scan ProjectionExpressions -------------------------------
PROJ_ITEMS = [
    item(pk="a", foo=[0, 1, "two", 3], bar={"bar": 1, "baz": 2}, baz=True, quux="q"),
    item(
        pk="b",
        snap={"foo": [0, 1, {"bar": [0, 1, 2, {"baz": [0, 1, 2, 3, {"quux": "deep", "other": 1}]}]}]},
        foo={"bar": "nested", "other": 2},
    ),
    item(pk="c", other="x"),
]


def _projection(line: int, text: str, names: dict) -> dict:
    return case(
        f"{EXPR}ProjectionExpression.spec.ts:{line}",
        "Scan",
        {"TableName": "dm-projections", "ProjectionExpression": text, "ExpressionAttributeNames": names},
        COND_TABLE,
        PROJ_ITEMS,
        "the serialized projection in a Scan",
    )


PROJECTIONS = [
    _projection(
        15, "#attr0, #attr1, #attr2, #attr3", {"#attr0": "foo", "#attr1": "bar", "#attr2": "baz", "#attr3": "quux"}
    ),
    _projection(30, "#attr0[2]", {"#attr0": "foo"}),
    _projection(42, "#attr0.#attr1", {"#attr0": "foo", "#attr1": "bar"}),
    _projection(
        56,
        "#attr0.#attr1[2].#attr2[3].#attr3[4].#attr4",
        {"#attr0": "snap", "#attr1": "foo", "#attr2": "bar", "#attr3": "baz", "#attr4": "quux"},
    ),
]

# --- update expressions in UpdateItem ----------------------------------------
UPD_ITEMS = [
    item(pk="k1", foo={"bar", "qux"}, fizz=2, buzz="old", current_id=41),
    item(pk="k2", foo=[1]),
]


def _update(file_line: str, text: str, names: dict, vals: dict | None, note: str = "", before=None) -> dict:
    request = {
        "TableName": "dm-updates",
        "Key": item(pk="k1"),
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
        "ReturnValues": "ALL_NEW",
    }
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(
        EXPR + file_line,
        "UpdateItem",
        request,
        COND_TABLE,
        UPD_ITEMS if before is None else before,
        note or "the serialized update on item k1",
    )


FOO_FIZZ = {"#attr0": "foo", "#attr2": "fizz"}
SS_N = {":val1": {"SS": ["bar", "baz"]}, ":val3": {"N": "1"}}

UPDATES = [
    _update("UpdateExpression.spec.ts:16", "ADD #attr0 :val1, #attr2 :val3", FOO_FIZZ, SS_N),
    _update(
        "UpdateExpression.spec.ts:34",
        "DELETE #attr0 :val1, #attr2 :val3",
        FOO_FIZZ,
        SS_N,
        "the serialized update on item k1 (DELETE given a number, as the test's expr.delete('fizz', 1))",
    ),
    _update("UpdateExpression.spec.ts:51", "REMOVE #attr0, #attr1", {"#attr0": "foo", "#attr1": "fizz"}, None),
    _update("UpdateExpression.spec.ts:66", "SET #attr0 = :val1, #attr2 = :val3", FOO_FIZZ, SS_N),
    _update(
        "UpdateExpression.spec.ts:87",
        "SET #attr0 = list_append(#attr0, :val1)",
        FOO,
        {":val1": {"S": "bar"}},
        "item k1's foo is a string set and :val1 a string, as the test writes them",
    ),
    _update(
        "UpdateExpression.spec.ts:87",
        "SET #attr0 = list_append(#attr0, :val1)",
        FOO,
        {":val1": {"S": "bar"}},
        "item k1's foo a list; :val1 a string, as the test writes it",
        [item(pk="k1", foo=["a"])],
    ),
    _update(
        "UpdateExpression.spec.ts:105",
        "SET #attr0 = #attr0 + :val1",
        FOO,
        {":val1": {"N": "1"}},
        "item k1's foo a number",
        [item(pk="k1", foo=41)],
    ),
    _update(
        "UpdateExpression.spec.ts:105",
        "SET #attr0 = #attr0 + :val1",
        FOO,
        {":val1": {"N": "1"}},
        "item k1's foo a string set: arithmetic on a set",
    ),
    _update(
        "UpdateExpression.spec.ts:141",
        "ADD #attr0 :val1 DELETE #attr0 :val2 SET #attr3 = :val4 REMOVE #attr5",
        {"#attr0": "foo", "#attr3": "buzz", "#attr5": "fizz"},
        {":val1": {"SS": ["baz"]}, ":val2": {"SS": ["quux"]}, ":val4": {"SS": ["pop"]}},
        "the serialized update on item k1 (ADD and DELETE on the one path foo, as the test writes them)",
    ),
    _update(
        "MathematicalExpression.spec.ts:19",
        "SET #attr0 = #attr0 + :val1",
        FOO,
        {":val1": {"N": "1"}},
        "the serialized '#attr0 + :val1' as the value of SET #attr0; item k1's foo a list",
        [item(pk="k1", foo=[1])],
    ),
    _update(
        "MathematicalExpression.spec.ts:33",
        "SET #attr0 = if_not_exists(#attr0, :val1) + :val2",
        {"#attr0": "current_id"},
        {":val1": {"N": "0"}, ":val2": {"N": "1"}},
        "the serialized 'if_not_exists(#attr0, :val1) + :val2' as the value of SET #attr0; current_id is 41",
    ),
    _update(
        "MathematicalExpression.spec.ts:33",
        "SET #attr0 = if_not_exists(#attr0, :val1) + :val2",
        {"#attr0": "current_id"},
        {":val1": {"N": "0"}, ":val2": {"N": "1"}},
        "the serialized 'if_not_exists(#attr0, :val1) + :val2' as the value of SET #attr0; no item k1 yet",
        [item(pk="k2")],
    ),
]

# --- DataMapper.spec.ts: whole requests --------------------------------------
FOO_T = table(("foo", "S"))
VERSIONED = [item(foo="buzz", pop=21, quux=500000), item(foo="other", pop=1)]
QUERY_T = table(("snap", "S"), ("fizz", "S"))
QUERY_N = table(("snap", "S"), ("pop", "N"))
SNAP_T = table(("snap", "S"))
SNAPS = [
    item(snap="crackle", fizzes=["buzz", "pop", "x"]),
    item(snap="pop", fizzes=["a", "buzz"]),
    item(snap="fizz", fizzes=["buzz"]),
]
FIZZ_T = table(("fizz", "S"))
COMPLEX = [
    item(fizz="key", buzz=[0, b"\x00"], quux={"snap": "s"}, baz=10),
    item(fizz="other"),
]


def _mapper(line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(MAPPER + str(line), op, request, tbl, before, note)


MAPPER_CASES = [
    _mapper(
        339,
        "GetItem",
        {
            "TableName": "bar",
            "Key": {"quux": {"N": "1"}},
            "ProjectionExpression": "#attr0.#attr1, #attr2[2]",
            "ExpressionAttributeNames": {"#attr0": "crackle", "#attr1": "squark", "#attr2": "myList"},
        },
        table(("quux", "N")),
        [item(quux=1, crackle={"squark": "s", "pop": 1}, myList=["a", "b", "c", "d"], other=2)],
        "the BatchGetItem's request for table bar, as a GetItem",
    ),
    _mapper(
        1476,
        "DeleteItem",
        {
            "TableName": "foo",
            "Key": {"foo": {"S": "buzz"}},
            "ConditionExpression": "#attr0 = :val1",
            "ExpressionAttributeNames": {"#attr0": "pop"},
            "ExpressionAttributeValues": {":val1": {"N": "21"}},
        },
        FOO_T,
        VERSIONED,
        "TableName and Key from the test's item (toMatchObject pins the condition)",
    ),
    _mapper(
        1596,
        "DeleteItem",
        {
            "TableName": "foo",
            "Key": {"foo": {"S": "buzz"}},
            "ConditionExpression": "(#attr0 < :val1) AND (#attr2 = :val3)",
            "ExpressionAttributeNames": {"#attr0": "quux", "#attr2": "pop"},
            "ExpressionAttributeValues": {":val1": {"N": "600000"}, ":val3": {"N": "21"}},
        },
        FOO_T,
        VERSIONED,
        "TableName and Key from the test's item (toMatchObject pins the condition)",
    ),
    _mapper(
        1634,
        "DeleteItem",
        {
            "ConditionExpression": "attribute_not_exists(#attr0)",
            "ExpressionAttributeNames": {"#attr0": "bar"},
            "TableName": "foo",
            "Key": {"bar": {"S": "buzz"}},
            "ReturnValues": "ALL_OLD",
        },
        table(("bar", "S")),
        [item(bar="buzz", fizz=1)],
        "the item exists: the condition fails",
    ),
    _mapper(
        2429,
        "GetItem",
        {
            "TableName": "foo",
            "Key": {"foo": {"S": "buzz"}},
            "ConsistentRead": True,
            "ProjectionExpression": "#attr0, #attr1",
            "ExpressionAttributeNames": {"#attr0": "foo", "#attr1": "pop"},
        },
        FOO_T,
        [item(foo="buzz", pop=60000, other="x")],
    ),
    _mapper(
        2908,
        "PutItem",
        {
            "TableName": "foo",
            "Item": {"foo": {"S": "buzz"}, "pop": {"N": "22"}},
            "ConditionExpression": "#attr0 = :val1",
            "ExpressionAttributeNames": {"#attr0": "pop"},
            "ExpressionAttributeValues": {":val1": {"N": "21"}},
        },
        FOO_T,
        VERSIONED,
        "TableName from the test's item (toMatchObject pins the rest)",
    ),
    _mapper(
        2940,
        "PutItem",
        {
            "Item": {"foo": {"S": "buzz"}, "pop": {"N": "0"}},
            "ConditionExpression": "attribute_not_exists(#attr0)",
            "ExpressionAttributeNames": {"#attr0": "pop"},
            "TableName": "foo",
        },
        FOO_T,
        [item(foo="other", pop=1)],
    ),
    _mapper(
        3036,
        "PutItem",
        {
            "TableName": "foo",
            "Item": {"foo": {"S": "buzz"}, "pop": {"N": "22"}},
            "ConditionExpression": "(#attr0 < :val1) AND (#attr2 = :val3)",
            "ExpressionAttributeNames": {"#attr0": "quux", "#attr2": "pop"},
            "ExpressionAttributeValues": {":val1": {"N": "600000"}, ":val3": {"N": "21"}},
        },
        FOO_T,
        VERSIONED,
        "TableName and Item (its version pop, 21, plus one) from the test's item (toMatchObject pins the condition)",
    ),
    _mapper(
        3339,
        "Query",
        {
            "TableName": "foo",
            "KeyConditionExpression": "(#attr0 = :val1) AND (begins_with(#attr2, :val3))",
            "ExpressionAttributeNames": {"#attr0": "snap", "#attr2": "fizz"},
            "ExpressionAttributeValues": {":val1": {"S": "crackle"}, ":val3": {"S": "buz"}},
        },
        QUERY_T,
        [item(snap="crackle", fizz="buzz"), item(snap="crackle", fizz="bux"), item(snap="pop", fizz="buzz")],
        "a table keyed on snap and fizz, as the key condition needs",
    ),
    _mapper(
        3366,
        "Query",
        {
            "TableName": "foo",
            "KeyConditionExpression": "(#attr0 = :val1) AND (#attr2 BETWEEN :val3 AND :val4)",
            "ExpressionAttributeNames": {"#attr0": "snap", "#attr2": "pop"},
            "ExpressionAttributeValues": {":val1": {"S": "crackle"}, ":val3": {"N": "10"}, ":val4": {"N": "20"}},
        },
        QUERY_N,
        [
            item(snap="crackle", pop=5),
            item(snap="crackle", pop=10),
            item(snap="crackle", pop=20),
            item(snap="crackle", pop=21),
        ],
        "a table keyed on snap and pop, as the key condition needs",
    ),
    _mapper(
        3396,
        "Query",
        {
            "TableName": "foo",
            "KeyConditionExpression": "#attr0 = :val1",
            "FilterExpression": "#attr2[1] IN (:val3, :val4)",
            "ExpressionAttributeNames": {"#attr0": "snap", "#attr2": "fizzes"},
            "ExpressionAttributeValues": {":val1": {"S": "crackle"}, ":val3": {"S": "buzz"}, ":val4": {"S": "pop"}},
        },
        SNAP_T,
        SNAPS,
        "KeyConditionExpression '#attr0 = :val1' filled from the names and values the test pins",
    ),
    _mapper(
        3420,
        "Query",
        {
            "TableName": "foo",
            "KeyConditionExpression": "#attr0 = :val1",
            "ProjectionExpression": "#attr0, #attr2[1]",
            "ExpressionAttributeNames": {"#attr0": "snap", "#attr2": "fizzes"},
            "ExpressionAttributeValues": {":val1": {"S": "crackle"}},
        },
        SNAP_T,
        SNAPS,
        "KeyConditionExpression '#attr0 = :val1' filled from the names and values the test pins",
    ),
    _mapper(
        3588,
        "Query",
        {
            "TableName": "foo",
            "Limit": 2,
            "KeyConditionExpression": "#attr0 = :val1",
            "ExpressionAttributeNames": {"#attr0": "snap"},
            "ExpressionAttributeValues": {":val1": {"S": "crackle"}},
            "ExclusiveStartKey": {"snap": {"S": "pop"}},
        },
        SNAP_T,
        SNAPS,
        "an ExclusiveStartKey of another partition than the key condition's",
    ),
    _mapper(
        3850,
        "Scan",
        {
            "TableName": "foo",
            "FilterExpression": "NOT (#attr0[1] = :val1)",
            "ExpressionAttributeNames": {"#attr0": "fizzes"},
            "ExpressionAttributeValues": {":val1": {"S": "buzz"}},
        },
        SNAP_T,
        SNAPS,
    ),
    _mapper(
        3870,
        "Scan",
        {
            "TableName": "foo",
            "ProjectionExpression": "#attr0, #attr1[1]",
            "ExpressionAttributeNames": {"#attr0": "snap", "#attr1": "fizzes"},
        },
        SNAP_T,
        SNAPS,
    ),
    _mapper(
        4200,
        "UpdateItem",
        {
            "TableName": "foo",
            "Key": {"fizz": {"S": "key"}},
            "ExpressionAttributeNames": {"#attr0": "buzz", "#attr2": "quux"},
            "ExpressionAttributeValues": {":val1": {"L": [{"N": "1"}, DEADBEEF]}},
            "UpdateExpression": "SET #attr0 = :val1 REMOVE #attr2",
            "ReturnValues": "ALL_NEW",
        },
        FIZZ_T,
        COMPLEX,
        "TableName 'foo' for the test's tableName variable",
    ),
    _mapper(
        4342,
        "UpdateItem",
        {
            "TableName": "table",
            "Key": {"fizz": {"S": "key"}},
            "ConditionExpression": "attribute_not_exists(#attr0)",
            "ExpressionAttributeNames": {"#attr0": "baz", "#attr1": "buzz"},
            "ExpressionAttributeValues": {":val2": {"L": [{"N": "1"}, DEADBEEF]}, ":val3": {"N": "0"}},
            "UpdateExpression": "SET #attr1 = :val2, #attr0 = :val3",
        },
        FIZZ_T,
        [item(fizz="other", baz=3)],
        "no item yet",
    ),
    _mapper(
        4377,
        "UpdateItem",
        {
            "TableName": "table",
            "Key": {"fizz": {"S": "key"}},
            "ConditionExpression": "#attr0 = :val1",
            "ExpressionAttributeNames": {"#attr0": "baz", "#attr2": "buzz"},
            "ExpressionAttributeValues": {
                ":val1": {"N": "10"},
                ":val3": {"L": [{"N": "1"}, DEADBEEF]},
                ":val4": {"N": "1"},
            },
            "UpdateExpression": "SET #attr2 = :val3, #attr0 = #attr0 + :val4",
        },
        FIZZ_T,
        COMPLEX,
    ),
    _mapper(
        4450,
        "UpdateItem",
        {
            "TableName": "table",
            "Key": {"fizz": {"S": "key"}},
            "ConditionExpression": "(#attr0[0] < :val1) AND (#attr2 = :val3)",
            "ExpressionAttributeNames": {"#attr0": "buzz", "#attr2": "baz"},
            "ExpressionAttributeValues": {
                ":val1": {"N": "600000"},
                ":val3": {"N": "10"},
                ":val4": {"L": [{"N": "1"}, DEADBEEF]},
                ":val5": {"N": "1"},
            },
            "UpdateExpression": "SET #attr0 = :val4, #attr2 = #attr2 + :val5",
        },
        FIZZ_T,
        COMPLEX,
        "UpdateExpression and :val5 filled as the mapper writes them beside the pinned condition",
    ),
    _mapper(
        4523,
        "UpdateItem",
        {
            "TableName": "foo",
            "Key": {"fizz": {"S": "key"}},
            "ExpressionAttributeNames": {"#attr0": "buzz"},
            "ExpressionAttributeValues": {":val1": DEADBEEF},
            "UpdateExpression": "SET #attr0[1] = :val1",
        },
        FIZZ_T,
        COMPLEX,
        "TableName 'foo' for the test's tableName variable",
    ),
]

CASES = CONDITIONS + PROJECTIONS + UPDATES + MAPPER_CASES
