"""Requests quoted in GitHub issues and pull requests (users of DynamoDB, and
other DynamoDB emulators checking themselves against AWS).

Each cite is the issue's URL; the request is the one quoted there, adapted only
as far as needed to run: a table holding the attributes the request names
(string keys unless the issue says otherwise), placeholder values filled in
with typed values where the issue leaves them out. Where the issue reports what
AWS answered, the note says so; what counts here is DynamoDB Local's answer.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "github-issues"

PK = table(("pk", "S"))
PKSK = table(("pk", "S"), ("sk", "S"))
HITS = table(("path", "S"))


def _cite(url: str) -> str:
    return url


ITEM = item(pk="p", sk="s", a="x", b="y", c="c", d="d", e="e", f=1, status="IDLE", _et="Pokemon")

CASES = [
    case(
        _cite("https://github.com/aws/aws-cdk/issues/7591"),
        "UpdateItem",
        {
            "TableName": "hits",
            "Key": item(path="/"),
            "UpdateExpression": "ADD hits : incr",
            "ExpressionAttributeValues": values({":incr": 1}),
        },
        HITS,
        [],
        "a space between ':' and the placeholder's name (the issue's syntax error)",
    ),
    case(
        _cite("https://github.com/getmoto/moto/issues/3972"),
        "UpdateItem",
        {
            "TableName": "moto3972",
            "Key": item(pk="p"),
            "UpdateExpression": "ADD x :one SET a = :a ADD y :one",
            "ExpressionAttributeValues": values({":one": 1, ":a": "lore ipsum"}),
        },
        PK,
        [],
        "AWS: the ADD section can only be used once",
    ),
    case(
        _cite("https://github.com/HENNGE/aiodynamo/issues/2"),
        "UpdateItem",
        {
            "TableName": "aiodynamo2",
            "Key": item(pk="p"),
            "UpdateExpression": "SET f = :v0, f = :v1",
            "ExpressionAttributeValues": values({":v0": 1, ":v1": 2}),
        },
        PK,
        [],
        "the same field set twice; AWS: two document paths overlap",
    ),
    case(
        _cite("https://github.com/getndazn/dazn-lambda-powertools/pull/251"),
        "UpdateItem",
        {
            "TableName": "dazn",
            "Key": item(pk="p"),
            "UpdateExpression": "SET #assets = list_append(if_not_exists(#assets, :empty_list), :assets)",
            "ExpressionAttributeNames": {"#assets": "assets"},
            "ExpressionAttributeValues": values({":empty_list": [], ":assets": ["a1"]}),
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="p", assets=["a0"])],
    ),
    case(
        _cite("https://github.com/nubo-db/dynoxide/issues/12"),
        "UpdateItem",
        {
            "TableName": "dynoxide12",
            "Key": item(pk="x"),
            "UpdateExpression": "INVALID SYNTAX HERE",
            "ExpressionAttributeValues": values({":v": "v"}),
        },
        PK,
        [],
        'AWS: Syntax error; token: "INVALID", near: "INVALID SYNTAX"',
    ),
    case(
        _cite("https://github.com/nubo-db/dynoxide/issues/13"),
        "UpdateItem",
        {"TableName": "dynoxide13", "Key": item(pk="x"), "UpdateExpression": "SET a = :v"},
        PK,
        [],
        "a value placeholder and no ExpressionAttributeValues",
    ),
    case(
        _cite("https://github.com/dynamodb-toolbox/dynamodb-toolbox/issues/1073"),
        "Query",
        {
            "TableName": "pokemons",
            "Limit": 100,
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "(#c1_1 = :c1_1) AND ((#c1_2 IN (:c1_2, :c1_3)))",
            "ExpressionAttributeNames": {"#c0_1": "pk", "#c1_1": "_et", "#c1_2": "status"},
            "ExpressionAttributeValues": values(
                {":c0_1": "p", ":c1_1": "Pokemon", ":c1_2": "IDLE", ":c1_3": "EXPIRED"}
            ),
        },
        PKSK,
        [ITEM],
        "the table's own partition key instead of GSI1PK on GSI1; AWS: redundant parentheses",
    ),
    case(
        _cite("https://github.com/ExtendDB/extenddb/issues/64"),
        "PutItem",
        {
            "TableName": "extenddb64",
            "Item": item(pk="p", a="x2"),
            "ConditionExpression": "((#a = :v))",
            "ExpressionAttributeNames": {"#a": "a"},
            "ExpressionAttributeValues": values({":v": "x"}),
        },
        PK,
        [item(pk="p", a="x")],
        "AWS: redundant parentheses",
    ),
    case(
        _cite("https://github.com/getmoto/moto/issues/9574"),
        "PutItem",
        {
            "TableName": "moto9574",
            "Item": item(pk="p", a="x"),
            "ConditionExpression": "#a = :b OR (#c = :d AND #e = :f)",
            "ExpressionAttributeNames": {"#a": "a", "#c": "c", "#e": "e"},
            "ExpressionAttributeValues": values({":b": "x", ":d": "c", ":f": "e"}),
        },
        PK,
        [item(pk="p", a="x", c="c", e="e")],
        "AWS: redundant parentheses (AND binds tighter than OR)",
    ),
    case(
        _cite("https://github.com/SamVerschueren/dynongo/issues/35"),
        "DeleteItem",
        {
            "TableName": "dynongo35",
            "Key": item(pk="p"),
            "ConditionExpression": "(#k_patientId=:v_patientId AND #k_id=:v_id) AND "
            "((attribute_not_exists(#k_synctime) OR #k_synctime<=:v_synctime))",
            "ExpressionAttributeNames": {"#k_patientId": "patientId", "#k_id": "id", "#k_synctime": "synctime"},
            "ExpressionAttributeValues": values({":v_patientId": "pat", ":v_id": "i1", ":v_synctime": 100}),
        },
        PK,
        [item(pk="p", patientId="pat", id="i1", synctime=50)],
        "AWS: redundant parentheses",
    ),
    case(
        _cite("https://github.com/architect/dynalite/issues/99"),
        "PutItem",
        {
            "TableName": "dynalite99",
            "Item": item(pk="p"),
            "ConditionExpression": "((:p1 = :p1 AND :p1 = :p1) AND :p1 = :p1)",
            "ExpressionAttributeValues": values({":p1": "v"}),
        },
        PK,
        [],
        "values compared with values; AWS: accepted",
    ),
    case(
        _cite("https://github.com/architect/dynalite/issues/99"),
        "PutItem",
        {
            "TableName": "dynalite99",
            "Item": item(pk="p"),
            "ConditionExpression": "((:p1 = :p1 AND :p1 = :p1))",
            "ExpressionAttributeValues": values({":p1": "v"}),
        },
        PK,
        [],
        "AWS: redundant parentheses",
    ),
    case(
        _cite("https://github.com/architect/dynalite/issues/117"),
        "Query",
        {
            "TableName": "ExampleTableName",
            "ExpressionAttributeNames": {
                "#ATTR1": "QueryTerm",
                "#ATTR5": "Attendance",
                "#ATTR3": "PostInformation",
                "#ATTR6": "TTL",
            },
            "ExpressionAttributeValues": {":val0": {"S": "9q8yy"}, ":val1": {"N": "1572368826812"}},
            "FilterExpression": "( ( ( size ( #ATTR5 )) < #ATTR3.Maximum ) AND ( #ATTR6 > :val1 ) )",
            "KeyConditionExpression": "( #ATTR1 = :val0 )",
        },
        table(("QueryTerm", "S")),
        [
            item(QueryTerm="9q8yy", Attendance=["a", "b"], PostInformation={"Maximum": 5}, TTL=1672368826812),
        ],
        "generated by FSharp.AWS.DynamoDB; the issue: DynamoDB Local accepts it",
    ),
    case(
        _cite("https://github.com/nubo-db/dynoxide/issues/4"),
        "Query",
        {
            "TableName": "test",
            "KeyConditionExpression": "(#pk = :pk) AND (#sk = :sk)",
            "ExpressionAttributeNames": {"#pk": "PK", "#sk": "SK"},
            "ExpressionAttributeValues": values({":pk": "user#1", ":sk": "profile"}),
        },
        table(("PK", "S"), ("SK", "S")),
        [item(PK="user#1", SK="profile", name="Alice")],
        "parentheses around each key condition; the issue: DynamoDB Local and AWS accept it",
    ),
    case(
        _cite("https://github.com/ExtendDB/extenddb/pull/19"),
        "Query",
        {
            "TableName": "extenddb19",
            "KeyConditionExpression": "(pk = :pk AND sk > :sk)",
            "ExpressionAttributeValues": values({":pk": "p", ":sk": "a"}),
        },
        PKSK,
        [ITEM],
        "the whole key condition in parentheses; AWS: accepted",
    ),
    case(
        _cite("https://github.com/ExtendDB/extenddb/pull/19"),
        "Query",
        {
            "TableName": "extenddb19",
            "KeyConditionExpression": "((pk = :pk))",
            "ExpressionAttributeValues": values({":pk": "p"}),
        },
        PKSK,
        [ITEM],
        "nested parentheses; AWS: refused",
    ),
    case(
        _cite("https://github.com/ExtendDB/extenddb/pull/71"),
        "PutItem",
        {
            "TableName": "extenddb71",
            "Item": item(pk="p", a="v"),
            "ConditionExpression": "((a = :v) AND (b = :v2))",
            "ExpressionAttributeValues": values({":v": "x", ":v2": "y"}),
        },
        PK,
        [item(pk="p", a="x", b="y")],
        "AWS: accepted",
    ),
    case(
        _cite("https://github.com/ExtendDB/extenddb/pull/71"),
        "PutItem",
        {
            "TableName": "extenddb71",
            "Item": item(pk="p", a="v"),
            "ConditionExpression": "((a = :v AND b = :v2))",
            "ExpressionAttributeValues": values({":v": "x", ":v2": "y"}),
        },
        PK,
        [item(pk="p", a="x", b="y")],
        "AWS: redundant parentheses",
    ),
    case(
        _cite("https://github.com/ExtendDB/extenddb/issues/130"),
        "Query",
        {
            "TableName": "extenddb130",
            "KeyConditionExpression": "((pk = :pk)) AND (sk = :sk)",
            "ExpressionAttributeValues": values({":pk": "p", ":sk": "s"}),
        },
        PKSK,
        [ITEM],
        "AWS: redundant parentheses",
    ),
    case(
        _cite("https://github.com/floci-io/floci/pull/1442"),
        "Scan",
        {
            "TableName": "floci1442",
            "FilterExpression": "contains(#a, #a)",
            "ExpressionAttributeNames": {"#a": "data"},
        },
        PK,
        [item(pk="p", data="x")],
        "AWS: the first operand must be distinct",
    ),
    case(
        _cite("https://github.com/floci-io/floci/pull/1442"),
        "Scan",
        {
            "TableName": "floci1442",
            "FilterExpression": "begins_with(#a, :n)",
            "ExpressionAttributeNames": {"#a": "data"},
            "ExpressionAttributeValues": values({":n": 1}),
        },
        PK,
        [item(pk="p", data="x")],
        "a number prefix; AWS: an operand type error",
    ),
]
