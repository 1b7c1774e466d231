"""DynamoDB requests from moto's tests (getmoto/moto, ``tests/test_dynamodb/``).

Moto emulates AWS; its tests assert what AWS DynamoDB answers (many are marked
``aws_verified``: run against AWS too), error cases included. Only the requests
were taken, never the tests' code. Adapted only as far as needed to run: the
table the test creates (a random name in the test: a fixed name here; indexes
the request does not use left out), the items the test writes before the
request as ``before``, boto3 resource values written typed (a Python set as the
string set or number set it marshals to). Batches, PartiQL and table
operations are left out (the simulator does not model them). Requests naming an
index were left out until the simulator read indexes; the Queries of
``test_dynamodb_query.py`` on its global and local indexes are appended at the
end, on the table with the index the test creates.
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "moto"
COMMIT = "0af643a5dbfc98797f08ee64f5be3ef8002d56ff"

PK = table(("pk", "S"))
PKSK = table(("pk", "S"), ("sk", "S"))
ID = table(("id", "S"))
FORUM = table(("forum_name", "S"))
FORUM_SUBJECT = table(("forum_name", "S"), ("subject", "S"))
CLIENT_APP = table(("client", "S"), ("app", "S"))
PARTITION = table(("partitionKey", "S"))


def _cite(path: str, line: int) -> str:
    return f"getmoto/moto@{COMMIT[:7]} tests/test_dynamodb/{path}:{line}"


EXC = "exceptions/test_dynamodb_exceptions.py"
UPD = "test_dynamodb_update_expressions.py"
COND = "test_dynamodb_condition_expressions.py"

CASES = [
    # --- exceptions/test_dynamodb_exceptions.py
    case(
        _cite(EXC, 155),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "wrongName = :pk",
            "ExpressionAttributeValues": values({":pk": "pk"}),
        },
        PKSK,
        [],
        "the test's table without its index; AWS: Query condition missed key schema element: pk",
    ),
    case(
        _cite(EXC, 185),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "pk = :pk AND sk = :sk",
            "ExpressionAttributeValues": values({":pk": "pk", ":sk": "sk"}),
        },
        PKSK,
        [item(pk="pk", sk="sk", a=1), item(pk="pk", sk="sk2")],
        "sample items added; the test's table has none",
    ),
    case(
        _cite(EXC, 216),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "gsi_pk = :pk AND sk = :sk",
            "ExpressionAttributeValues": values({":pk": "pk", ":sk": "sk"}),
        },
        PKSK,
        [],
        "the index's key on the table; AWS: Query condition missed key schema element: pk",
    ),
    case(
        _cite(EXC, 232),
        "GetItem",
        {"TableName": "moto", "Key": item(id="my_id"), "ExpressionAttributeNames": {"#a": "b"}},
        PK,
        [],
        "AWS: ExpressionAttributeNames can only be specified when using expressions",
    ),
    case(
        _cite(EXC, 249),
        "GetItem",
        {"TableName": "moto", "Key": item(pk="my_id"), "ProjectionExpression": "a", "ExpressionAttributeNames": {}},
        PK,
        [],
        "the key named as the table's (the test's wrong key would be refused first); "
        "AWS: ExpressionAttributeNames must not be empty",
    ),
    case(
        _cite(EXC, 277),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="the-key"),
            "UpdateExpression": "ADD x :one SET a = :a ADD y :one",
            "ExpressionAttributeValues": values({":one": 1, ":a": "lore ipsum"}),
        },
        PK,
        [],
        'AWS: The "ADD" section can only be used once in an update expression',
    ),
    case(
        _cite(EXC, 291),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="the-key"),
            "UpdateExpression": "REMOVE #ulist[0] SET current_user = :current_user REMOVE some_param",
            "ExpressionAttributeNames": {"#ulist": "user_list"},
            "ExpressionAttributeValues": values({":current_user": {"name": "Jane"}}),
        },
        PK,
        [],
        'AWS: The "REMOVE" section can only be used once in an update expression',
    ),
    case(
        _cite(EXC, 306),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="the-key"),
            "UpdateExpression": "SET current_user = :current_user SET some_param = :current_user",
            "ExpressionAttributeValues": values({":current_user": {"name": "Jane"}}),
        },
        PK,
        [],
        'AWS: The "SET" section can only be used once in an update expression',
    ),
    case(
        _cite(EXC, 320),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "ADD #stringSet :addSet DELETE #stringSet :deleteSet",
            "ExpressionAttributeNames": {"#stringSet": "string_set"},
            "ExpressionAttributeValues": values({":addSet": {"c"}, ":deleteSet": {"a"}}),
        },
        PK,
        [],
        "AWS: Two document paths overlap with each other",
    ),
    case(
        _cite(EXC, 333),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "ADD #stringSet :addSet REMOVE #stringSet",
            "ExpressionAttributeNames": {"#stringSet": "string_set.nested"},
            "ExpressionAttributeValues": values({":addSet": {"c"}}),
        },
        PK,
        [],
        "a name placeholder holding a dot; AWS: Two document paths overlap with each other",
    ),
    case(
        _cite(EXC, 346),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "REMOVE string_set SET string_set.nested = :h",
            "ExpressionAttributeValues": values({":h": "H"}),
        },
        PK,
        [],
        "AWS: Two document paths overlap with each other",
    ),
    case(
        _cite(EXC, 370),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "SET #stringSet = :h, #stringSet = :h",
            "ExpressionAttributeNames": {"#stringSet": "string_set"},
            "ExpressionAttributeValues": values({":h": "H"}),
        },
        PK,
        [],
        "AWS: ... path one: [string_set], path two: [string_set]",
    ),
    case(
        _cite(EXC, 399),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "SET string_set = :h, #nested = :h",
            "ExpressionAttributeNames": {"#nested": "string_set.nested"},
            "ExpressionAttributeValues": values({":h": "H"}),
        },
        PK,
        [],
        "AWS accepts: a placeholder's dotted name is one attribute, no overlap",
    ),
    case(
        _cite(EXC, 410),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "SET #stringSet = :h, #nested = :h",
            "ExpressionAttributeNames": {"#stringSet": "string_set", "#nested": "string_set"},
            "ExpressionAttributeValues": values({":h": "H"}),
        },
        PK,
        [],
        "two placeholders for one name; AWS: Two document paths overlap with each other",
    ),
    case(
        _cite(EXC, 429),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="1"),
            "UpdateExpression": "SET #root.#child1=:key1,#root.#child2=:key2",
            "ExpressionAttributeNames": {"#root": "nested", "#child1": "key1", "#child2": "key2"},
            "ExpressionAttributeValues": values({":key1": "new value1", ":key2": "new value2"}),
        },
        PK,
        [item(pk="1", name="test", nested={"key1": "value1", "key2": "value2", "key3": "value3"})],
    ),
    case(
        _cite(EXC, 447),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="the-key"),
            "UpdateExpression": "ADD #stringSet1 :addSet DELETE #stringSet2 :deleteSet",
            "ExpressionAttributeNames": {"#stringSet1": "ss1", "#stringSet2": "ss2"},
            "ExpressionAttributeValues": values({":addSet": {"c"}, ":deleteSet": {"a"}}),
        },
        PK,
        [],
    ),
    case(
        _cite(EXC, 466),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="pk1"),
            "UpdateExpression": "SET spec.#limit = :limit",
            "ExpressionAttributeNames": {"#count": "count", "#limit": "limit"},
            "ExpressionAttributeValues": values({":countChange": 1, ":limit": "limit"}),
        },
        PK,
        [item(pk="pk1", spec={}, am=0, test="text")],
        "AWS: Value provided in ExpressionAttributeNames unused in expressions: keys: {#count}",
    ),
    case(
        _cite(EXC, 496),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="pk1"),
            "UpdateExpression": "SET spec.#limit = :limit",
            "ExpressionAttributeNames": {"#limit": "limit"},
            "ExpressionAttributeValues": values({":countChange": 1, ":limit": "limit"}),
        },
        PK,
        [item(pk="pk1", spec={}, am=0, test="text")],
        "AWS: Value provided in ExpressionAttributeValues unused in expressions: keys: {:countChange}",
    ),
    case(
        _cite(EXC, 510),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="pk1"),
            "UpdateExpression": "SET spec.#limit = :limit",
            "ConditionExpression": "begins_with(test, :t)",
            "ExpressionAttributeNames": {"#limit": "limit"},
            "ExpressionAttributeValues": values({":t": "t", ":limit": "limit"}),
        },
        PK,
        [item(pk="pk1", spec={}, am=0, test="text")],
    ),
    case(
        _cite(EXC, 527),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="pk1"),
            "UpdateExpression": "SET x = :one",
            "ExpressionAttributeValues": {":one": {"NS": []}},
        },
        PK,
        [item(pk="pk1", spec={}, am=0, test="text")],
        "boto3 marshals the empty Python set() as an empty number set; AWS: An number set  may not be empty",
    ),
    case(
        _cite(EXC, 548),
        "PutItem",
        {
            "TableName": "moto",
            "Item": item(pk="pk1", spec={}, am=0),
            "ConditionExpression": "attribute_not_exists(body)",
            "ExpressionAttributeNames": {"#count": "count"},
        },
        PK,
        [],
        "AWS: Value provided in ExpressionAttributeNames unused in expressions: keys: {#count}",
    ),
    case(
        _cite(EXC, 589),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "(#0 = x)",
            "ExpressionAttributeNames": {"#0": "pk", "#count": "count"},
        },
        PK,
        [],
        "AWS answers either the unused #count or Multiple attribute names used in one condition",
    ),
    case(
        _cite(EXC, 717),
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"pk": {"S": "foo"}},
                        "TableName": "moto",
                        "UpdateExpression": "SET #e = test",
                        "ExpressionAttributeNames": {"#e": "email_address", "#count": "count"},
                    }
                }
            ]
        },
        PK,
        [],
        "the key named pk as the table's (the test's id would be refused first); "
        "AWS: Value provided in ExpressionAttributeNames unused in expressions: keys: {#count}",
    ),
    case(
        _cite(EXC, 775),
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "Key": {"pk": {"S": "foo"}},
                        "TableName": "moto",
                        "ConditionExpression": "attribute_exists(#e)",
                        "ExpressionAttributeNames": {"#e": "email_address", "#count": "count"},
                    }
                },
                {
                    "Put": {
                        "Item": {"pk": {"S": "bar"}, "email_address": {"S": "bar@moto.com"}},
                        "TableName": "moto",
                    }
                },
            ]
        },
        PK,
        [],
        "the key named pk as the table's (the test's id would be refused first); "
        "AWS: Value provided in ExpressionAttributeNames unused in expressions: keys: {#count}",
    ),
    case(
        _cite(EXC, 984),
        "PutItem",
        {
            "TableName": "moto",
            "Item": {"id": {"N": "1"}, "created_at": {"N": "2"}, "someAttribute": {"S": "lore ipsum"}},
        },
        table(("id", "S"), ("created_at", "N")),
        [],
        "AWS: Type mismatch for key id expected: S actual: N",
    ),
    case(
        _cite(EXC, 1036),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "begins_with(#n0, :v0)",
            "ExpressionAttributeNames": {"#n0": "key"},
            "ExpressionAttributeValues": values({":v0": "prefix-"}),
        },
        table(("key", "S")),
        [item(key="prefix-$LATEST", value="$LATEST"), item(key="prefix-DEV", value="DEV")],
        "boto3's Key('key').begins_with('prefix-') as the builder writes it; AWS: Query key condition not supported",
    ),
]
CASES += [
    *[
        case(
            _cite(EXC, 1055),
            "Query",
            {
                "TableName": "moto",
                "KeyConditionExpression": f"pk {operator} :pk",
                "ExpressionAttributeValues": values({":pk": "p"}),
            },
            PK,
            [item(pk="p")],
            f"the test's parameter operator={operator!r}; AWS: Query key condition not supported",
        )
        for operator in ("<",)
    ],
    case(
        _cite(EXC, 1130),
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"id": {"S": "foo"}},
                        "TableName": "moto",
                        "UpdateExpression": "SET #e = :v",
                        "ExpressionAttributeNames": {"#e": "email_address"},
                        "ExpressionAttributeValues": {":v": {"S": email}},
                    }
                }
                for email in ("test1@moto.com", "test2@moto.com")
            ]
        },
        ID,
        [item(id="foo")],
        "AWS: Transaction request cannot include multiple operations on one item",
    ),
    case(
        _cite(EXC, 1196),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "#n0 = :v0",
            "ProjectionExpression": "body, subject, body",
            "ExpressionAttributeNames": {"#n0": "pk"},
            "ExpressionAttributeValues": values({":v0": "the-key"}),
        },
        PK,
        [],
        "boto3's Key('pk').eq('the-key') as the builder writes it; AWS: Invalid ProjectionExpression: Two document paths overlap",
    ),
    case(
        _cite(EXC, 1204),
        "GetItem",
        {
            "TableName": "moto",
            "Key": item(pk="the-key"),
            "ProjectionExpression": "#rl, #rt, subject, subject",
            "ExpressionAttributeNames": {"#rl": "body", "#rt": "attachment"},
        },
        PK,
        [],
        "AWS: Invalid ProjectionExpression: Two document paths overlap",
    ),
    case(
        _cite(EXC, 1243),
        "PutItem",
        {"TableName": "moto", "Item": {"mykey": {"N": 123}}},
        table(("mykey", "N")),
        [],
        "botocore's parameter validation off: a JSON number where a string belongs; AWS: SerializationException",
    ),
    *[
        case(
            _cite(EXC, line),
            "PutItem",
            {"TableName": "moto", "Item": {"pk": {"S": "bad"}, "value": {"N": number}}},
            PK,
            [],
            f"the test's parameter value={number!r}; the key a fixed string for the test's uuid4()",
        )
        for line, number in (
            (1271, "foo"),
            (1276, " 1.23"),
            (1283, "1.7976931348623157e+150"),
            (1284, "2.2250738585072014e-150"),
        )
    ],
    *[
        case(
            _cite(EXC, line),
            "PutItem",
            {"TableName": "moto", "Item": {"pk": {"S": "good"}, "value": {"N": number}}},
            PK,
            [],
            "one of the test's valid values",
        )
        for line, number in ((1314, "0" * 40 + ".42"),)
    ],
    case(
        _cite(EXC, 1357),
        "PutItem",
        {"TableName": "moto", "Item": {"pk": {"S": "k"}, "value": {"NULL": False}}},
        PK,
        [],
        "the key a fixed string for the test's uuid4(); AWS: Null attribute value types must have the value of true",
    ),
    case(
        _cite(EXC, 1372),
        "PutItem",
        {"TableName": "moto", "Item": {"pk": {"S": "some-irrelevant_key"}, "attr2": {"M": {"SS": {"NS": []}}}}},
        PK,
        [],
        "boto3 resource: the dict {'SS': set()} is a map whose SS holds an empty number set; "
        "AWS: An number set  may not be empty",
    ),
    case(
        _cite(EXC, 1382),
        "PutItem",
        {"TableName": "moto", "Item": {"pk": {"S": "foo"}, "stringSet": {"SS": []}}},
        PK,
        [],
        "AWS: An string set  may not be empty",
    ),
    case(
        _cite(EXC, 1407),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="key"),
            "UpdateExpression": "SET #attr1 = :val1, #attr2 = :val2,",
            "ExpressionAttributeNames": {"#attr1": "attr1", "#attr2": "attr2"},
            "ExpressionAttributeValues": values({":val1": 3, ":val2": 4}),
        },
        PK,
        [item(pk="key", attr2=2)],
        'AWS: Syntax error; token: "<EOF>", near: ","',
    ),
    case(
        _cite(EXC, 1509),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "pk=:pk AND begins_with sk, :sk ",
            "ExpressionAttributeValues": {":pk": {"S": "test1"}, ":sk": {"S": "test2"}},
        },
        PKSK,
        [],
        'AWS: Invalid KeyConditionExpression: Syntax error; token: "sk"',
    ),
    case(
        _cite(EXC, 1533),
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {"Item": {"id": {"S": "test"}}, "TableName": "moto"},
                    "Delete": {"Key": {"id": {"S": "test"}}, "TableName": "moto"},
                }
            ]
        },
        ID,
        [],
        "AWS: TransactItems can only contain one of Check, Put, Update or Delete",
    ),
    case(
        _cite(EXC, 1616),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="n/a", sk="else"),
            "UpdateExpression": "SET #attr1 = :val1",
            "ExpressionAttributeNames": {"#attr1": "pk"},
            "ExpressionAttributeValues": values({":val1": "different"}),
        },
        PKSK,
        [item(pk="testchangepk", sk="else")],
        "AWS: Cannot update attribute pk. This attribute is part of the key",
    ),
    case(
        _cite(EXC, 1648),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="n/a"),
            "UpdateExpression": "SET #attr1 = :val1",
            "ExpressionAttributeNames": {"#attr1": "pk"},
            "ExpressionAttributeValues": values({":val1": "different"}),
        },
        PK,
        [item(pk="testchangepk")],
        "AWS: Cannot update attribute pk. This attribute is part of the key",
    ),
    case(
        _cite(EXC, 1685),
        "PutItem",
        {"TableName": "moto", "Item": {"pk": {"S": {"S": "asdf"}}}},
        PK,
        [],
        "botocore's parameter validation off; AWS: Start of structure or map found where not expected",
    ),
    case(
        _cite(EXC, 1692),
        "PutItem",
        {"TableName": "moto", "Item": {"pk": {"S": "val"}, "S": {"S": "asdf"}}},
        PK,
        [],
        "an attribute named S",
    ),
    *[
        case(
            _cite(EXC, line),
            "UpdateItem",
            {
                "TableName": "moto",
                "Key": {"key": {"S": "sha-of-file"}},
                "UpdateExpression": expression,
                **({"ExpressionAttributeNames": {"#0": "uk"}} if "#0" in expression else {}),
                "ExpressionAttributeValues": {":i": {"L": [{"S": "bar2"}]}},
                "ReturnValues": "UPDATED_NEW",
            },
            table(("key", "S")),
            [{"key": {"S": "sha-of-file"}, "crontab": {"L": [{"S": "bar1"}]}}],
            note,
        )
        for line, expression, note in (
            (
                1760,
                "SET uk = list_append(uk, :i)",
                "AWS: The provided expression refers to an attribute that does not exist in the item",
            ),
            (
                1793,
                "SET crontab = list_append(uk, :i)",
                "AWS: The provided expression refers to an attribute that does not exist in the item",
            ),
            (1808, "SET uk = list_append(crontab, :i)", ""),
        )
    ],
    case(
        _cite(EXC, 1823),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeValues": values({":pk": "pk"}),
            "ProjectionExpression": "",
        },
        PK,
        [],
        "AWS: Invalid ProjectionExpression: The expression can not be empty;",
    ),
    case(
        _cite(EXC, 1833),
        "Query",
        {"TableName": "moto", "KeyConditionExpression": "partitionKey = sth", "FilterExpression": ""},
        PK,
        [],
        "AWS: Invalid FilterExpression: The expression can not be empty;",
    ),
    case(
        _cite(EXC, 1852),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "#part_key=some_value",
            "ExpressionAttributeNames": {"#part_key": "partitionKey"},
        },
        PARTITION,
        [],
        "the test's table without its index; AWS: Multiple attribute names used in one condition",
    ),
    *[
        case(
            _cite(EXC, line),
            operation,
            {"TableName": "moto", **request},
            PK,
            [item(pk="the-key", subject="123", body="some test msg")],
            "AWS: The conditional request failed"
            + (", the old item returned" if "ReturnValuesOnConditionCheckFailure" in request else ""),
        )
        for line, operation, request in (
            (
                1883,
                "PutItem",
                {
                    "Item": item(pk="the-key", bar="quuz"),
                    "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                    "ConditionExpression": "attribute_not_exists(body)",
                },
            ),
            (
                1914,
                "DeleteItem",
                {
                    "Key": item(pk="the-key"),
                    "ExpressionAttributeNames": {"#lock": "lock"},
                    "ConditionExpression": "attribute_exists(#lock)",
                },
            ),
        )
    ],
    case(
        _cite(EXC, 1968),
        "Scan",
        {"TableName": "moto", "FilterExpression": "attr = loc", "ExpressionAttributeValues": values({"loc": "sth"})},
        PK,
        [],
        'AWS: ExpressionAttributeValues contains invalid key: Syntax error; key: "loc"',
    ),
    case(
        _cite(EXC, 2148),
        "GetItem",
        {"TableName": "moto", "Key": {"pk": {"S": "pk"}, "sk": {"S": "sk"}}},
        PK,
        [],
        "AWS: The provided key element does not match the schema",
    ),
]
MAIN = "test_dynamodb.py"
BODY = item(forum_name="the-key", subject="123", body={"nested": {"data": "test"}})
LIST3 = {"id": {"S": "foo"}, "itemlist": {"L": [{"S": "bar1"}, {"S": "bar2"}, {"S": "bar3"}]}}
NESTED3 = {"id": {"S": "foo2"}, "itemmap": {"M": {"itemlist": {"L": [{"S": "bar1"}, {"S": "bar2"}, {"S": "bar3"}]}}}}
DOUBLE = {
    "id": {"S": "foo2"},
    "itemmap": {
        "M": {
            "itemlist": {
                "L": [
                    {"M": {"foo": {"S": "bar11"}, "foos": {"S": "bar12"}}},
                    {"M": {"foo": {"S": "bar21"}, "foos": {"S": "bar21"}}},
                ]
            }
        }
    },
}
SIMPLE = {"id": {"S": "1"}, "myNum": {"N": "1"}, "MyStr": {"S": "1"}}


def _update(line, key, expression, before, tbl=ID, names=None, vals=None, note="", **extra):
    request = {"TableName": "moto", "Key": key, "UpdateExpression": expression}
    if names:
        request["ExpressionAttributeNames"] = names
    if vals:
        request["ExpressionAttributeValues"] = vals
    request.update(extra)
    return case(_cite(MAIN, line), "UpdateItem", request, tbl, before, note)


FS_KEY = item(forum_name="the-key", subject="123")
CASES += [
    # --- test_dynamodb.py: nested paths, if_not_exists, list indexes, list_append, arithmetic
    _update(
        2015,
        FS_KEY,
        "SET body.#nested.#data = :tb",
        [BODY],
        FORUM_SUBJECT,
        {"#nested": "nested", "#data": "data"},
        values({":tb": "new_value"}),
    ),
    _update(
        2025,
        FS_KEY,
        "SET body.#nested.#nonexistentnested.#data = :tb2",
        [BODY],
        FORUM_SUBJECT,
        {"#nested": "nested", "#nonexistentnested": "nonexistentnested", "#data": "data"},
        values({":tb2": "other_value"}),
        "AWS: The document path provided in the update expression is invalid for update",
    ),
    _update(
        2036,
        FS_KEY,
        "SET body.#nested.#nonexistentnested = :tb2",
        [BODY],
        FORUM_SUBJECT,
        {"#nested": "nested", "#nonexistentnested": "nonexistentnested"},
        values({":tb2": {"data": "other_value"}}),
    ),
    _update(
        2053,
        FS_KEY,
        "SET nonexistent.#nested = :tb",
        [BODY],
        FORUM_SUBJECT,
        {"#nested": "nested"},
        values({":tb": "new_value"}),
        "AWS refuses (a ClientError)",
    ),
    _update(
        2083,
        FS_KEY,
        "SET created_at=if_not_exists(created_at,:created_at)",
        [item(forum_name="the-key", subject="123")],
        FORUM_SUBJECT,
        None,
        values({":created_at": 123}),
    ),
    _update(2423, {"id": {"S": "foo"}}, "set itemlist[1]=:Item", [LIST3], vals={":Item": {"S": "bar2_update"}}),
    _update(2477, {"id": {"S": "foo"}}, "set itemlist[10]=:Item", [LIST3], vals={":Item": {"S": "bar10"}}),
    _update(
        2541, {"id": {"S": "foo2"}}, "set itemmap.itemlist[1].foos=:Item", [DOUBLE], vals={":Item": {"S": "bar22"}}
    ),
    _update(
        2567,
        {"id": {"S": "foo2"}},
        "set itemstr[1]=:Item",
        [{"id": {"S": "foo2"}, "itemstr": {"S": "somestring"}}],
        vals={":Item": {"S": "string_update"}},
        note="AWS: The document path provided in the update expression is invalid for update",
    ),
    _update(
        2609, {"pk": {"S": "foo"}}, "REMOVE non_existent_attribute", [{"pk": {"S": "foo"}, "item": {"S": "bar"}}], PK
    ),
    _update(2629, {"id": {"S": "foo"}}, "REMOVE itemlist[1]", [LIST3]),
    _update(2652, item(id="woop"), "REMOVE bla[0], bla[1], bla[2]", [item(id="woop", bla=["1", "2", "3", "4", "5"])]),
    _update(
        2705,
        {"id": {"S": "foo2"}},
        "REMOVE itemmap.itemlist[1].foo10",
        [DOUBLE],
        note="the test's item has foo10 in the second map; here that map holds foo/foos",
    ),
    _update(2733, {"id": {"S": "foo"}}, "REMOVE itemlist[10]", [LIST3]),
    _update(
        2952,
        {"id": {"S": "nested_list_append"}},
        "SET a.#b.c = list_append(a.#b.#c, :i)",
        [{"id": {"S": "nested_list_append"}, "a": {"M": {"b": {"M": {"c": {"L": [{"S": "bar1"}]}}}}}}],
        names={"#b": "b", "#c": "c"},
        vals={":i": {"L": [{"S": "bar2"}]}},
        ReturnValues="UPDATED_NEW",
    ),
    _update(
        2997,
        {"id": {"S": "list_append_another"}},
        "SET a.#c = list_append(a.#b, :i)",
        [{"id": {"S": "list_append_another"}, "a": {"M": {"b": {"L": [{"S": "bar1"}]}, "c": {"L": [{"S": "car1"}]}}}}],
        names={"#b": "b", "#c": "c"},
        vals={":i": {"L": [{"S": "bar2"}]}},
        ReturnValues="UPDATED_NEW",
    ),
    _update(
        3098,
        item(user_id="1234"),
        "SET #friends.#friendid = :friend",
        [item(user_id="1234", friends={"5678": {"name": "friend_5678"}})],
        table(("user_id", "S")),
        {"#friends": "friends", "#friendid": "0000"},
        values({":friend": {"name": "friend_0000"}}),
        ReturnValues="UPDATED_NEW",
    ),
    _update(
        3125,
        item(Id="item-id"),
        "SET nest1.nest2.event_history = list_append(if_not_exists(nest1.nest2.event_history, :empty_list), :new_value)",
        [item(Id="item-id", nest1={"nest2": {}})],
        table(("Id", "S")),
        vals=values({":empty_list": [], ":new_value": ["some_value"]}),
        ReturnValues="UPDATED_NEW",
    ),
    _update(
        3204,
        item(job_id="a"),
        "SET job_details.job_name = :output",
        [item(job_id="a", job_details={"job_name": None})],
        table(("job_id", "S")),
        vals=values({":output": "updated"}),
        ReturnValues="UPDATED_NEW",
    ),
    _update(
        3342, {"id": {"S": "1"}}, "SET MyStr = myNum + 1", [SIMPLE], note='AWS: Syntax error; token: "1", near: "+ 1"'
    ),
    _update(
        3367,
        {"id": {"S": "1"}},
        "SET MyStr = myNum Mystr2 myNum2",
        [SIMPLE],
        note='AWS: Syntax error; token: "Mystr2", near: "myNum Mystr2 myNum2"',
    ),
    _update(
        3456,
        {"id": {"S": "1"}},
        "SET big = big - :val",
        [{"id": {"S": "1"}, "bal": {"N": "0.3"}, "big": {"N": "100000000000000000000.00000001"}}],
        vals={":val": {"N": "1"}},
    ),
    _update(
        3474,
        {"id": {"S": "1"}},
        "SET MyStr = no_attr + MyStr",
        [SIMPLE],
        note="AWS: The provided expression refers to an attribute that does not exist in the item",
    ),
    _update(
        3500,
        {"id": {"S": "1"}},
        "SET MyStr = my+Num",
        [{"id": {"S": "1"}, "my+Num": {"S": "1"}, "MyStr": {"S": "aaa"}}],
        note="AWS: The provided expression refers to an attribute that does not exist in the item",
    ),
    _update(
        3553,
        {"id": {"S": "1"}},
        "SET MyStr = my Num",
        [{"id": {"S": "1"}, "my Num": {"S": "1"}, "MyStr": {"S": "aaa"}}],
        note='AWS: Syntax error; token: "Num", near: "my Num"',
    ),
    _update(
        3572,
        {"id": {"S": "1"}},
        "SET MyStr = MyStr + MyStr",
        [SIMPLE],
        note="AWS: An operand in the update expression has an incorrect data type",
    ),
    _update(
        3599,
        {"id": {"S": "1"}},
        "SET myVal1 = myVal2",
        [{"id": {"S": "1"}, "myVal1": {"S": "Value1"}, "myVal2": {"S": "Value2"}}],
    ),
    _update(
        3616,
        {"id": {"S": "1"}},
        "SET myNum = #p + :val, newAttr = myNum",
        [{"id": {"S": "1"}, "myNum": {"N": "1"}, "path": {"N": "6"}}],
        names={"#p": "path"},
        vals={":val": {"N": "1"}},
    ),
    _update(
        3651,
        {"t_id": {"S": "item1"}},
        "set n_i = n_i + :inc1, n_f = n_f + :inc2",
        [{"t_id": {"S": "item1"}, "n_i": {"N": "5"}, "n_f": {"N": "5.3"}}],
        table(("t_id", "S")),
        vals={":inc1": {"N": "1.2"}, ":inc2": {"N": "0.05"}},
    ),
    _update(
        3677,
        {"t_id": {"S": "item1"}},
        "set v = v + :inc",
        [{"t_id": {"S": "item1"}, "v": {"N": "5"}}],
        table(("t_id", "S")),
        vals={":inc": {"N": "1"}},
        ReturnValues="UPDATED_OLD",
    ),
    _update(
        3725,
        {"t_id": {"S": "item1"}},
        "add n_i :inc1, n_f :inc2",
        [{"t_id": {"S": "item1"}}],
        table(("t_id", "S")),
        vals={":inc1": {"N": "1.2"}, ":inc2": {"N": "-0.5"}},
    ),
    _update(
        3772,
        {"t_id": {"S": "item1"}},
        "add s_i :s1",
        [{"t_id": {"S": "item1"}}],
        table(("t_id", "S")),
        vals={":s1": {"NS": ["3"]}},
    ),
]
CLIENT1 = [
    {
        "client": {"S": "client1"},
        "app": {"S": app},
        "nested": {"M": {"version": {"S": f"version{n}"}, "contents": {"L": [{"S": "value1"}, {"S": "value2"}]}}},
    }
    for n, app in ((1, "app1"), (2, "app2"))
]
CLIENT_ITEM = item(client="client1", app="app1", match="match", existing="existing")
NESTED_ITEMS = [
    item(
        forum_name="key1",
        nested={
            "level1": {"id": "id1", "att": "irrelevant"},
            "level2": {"id": "id2", "include": "all"},
            "level3": {"id": "irrelevant", "children": [{"Name": "child_a"}, {"Name": "child_b"}]},
        },
        foo="bar",
    ),
    item(forum_name="key2", nested={"id": "id2", "incode": "code2"}, foo="bar"),
]
DOT_ITEM = item(id="key-0", first={"test@foo.com": {"third": {"VALUE"}}})
PARENS_ITEM = {"pk": {"S": "pk"}, "a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}, "e": {"N": "4"}}
Q = "test_dynamodb_query.py"
SCAN = "test_dynamodb_scan.py"
TX = "test_dynamodb_transact.py"


def _put_cond(line, condition, names, vals=None, note=""):
    request = {
        "TableName": "moto",
        "Item": CLIENT_ITEM,
        "ConditionExpression": condition,
        "ExpressionAttributeNames": names,
    }
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(_cite(COND, line), "PutItem", request, CLIENT_APP, [CLIENT_ITEM], note)


CASES += [
    # --- test_dynamodb_update_expressions.py
    case(
        _cite(UPD, 24),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="example_id"),
            "UpdateExpression": "set d.hello = :h, d.world = :w",
            "ExpressionAttributeValues": values({":h": "H", ":w": "W"}),
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="example_id", d={"hello": "h", "world": "w"})],
    ),
    case(
        _cite(UPD, 37),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="example_id"),
            "UpdateExpression": "\n            ADD\n              MyTotalCount :MyCount\n            ",
            "ExpressionAttributeValues": values({":MyCount": 5}),
        },
        PK,
        [item(pk="example_id", d={"hello": "H", "world": "W"})],
        "the triple-quoted expression as Python writes it (new lines and indentation)",
    ),
    case(
        _cite(UPD, 57),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "ADD amount :delta",
            "ExpressionAttributeValues": {":delta": {"N": "-88.3"}},
        },
        PK,
        [item(pk="foo", amount=100, nr=5)],
    ),
    case(
        _cite(UPD, 103),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="foo"),
            "UpdateExpression": "DELETE #map.#sset :s",
            "ExpressionAttributeNames": {"#map": "map", "#sset": "sset"},
            "ExpressionAttributeValues": values({":s": {"foo"}}),
            "ReturnValues": "ALL_NEW",
        },
        PK,
        [item(pk="foo", map={"sset": {"foo"}})],
    ),
    case(
        _cite(UPD, 126),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="name"),
            "UpdateExpression": "DELETE #users :users",
            "ExpressionAttributeValues": values({":users": {"karl"}}),
            "ExpressionAttributeNames": {"#users": "users"},
        },
        PK,
        [item(pk="name")],
    ),
    case(
        _cite(UPD, 173),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "foo"}},
            "UpdateExpression": "ADD stringset :emptySet",
            "ExpressionAttributeValues": {":emptySet": {"SS": []}},
        },
        PK,
        [{"pk": {"S": "foo"}, "stringset": {"SS": ["item1"]}}],
        "AWS: An string set  may not be empty",
    ),
    case(
        _cite(UPD, 218),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "foo"}},
            "UpdateExpression": "SET #d = :s",
            "ExpressionAttributeNames": {"#d": "d"},
            "ExpressionAttributeValues": {},
        },
        PK,
        [{"pk": {"S": "foo"}}],
        "AWS: ExpressionAttributeValues must not be empty",
    ),
    case(
        _cite(UPD, 268),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "primary_key"}},
            "UpdateExpression": "REMOVE #ulist[0], some_param",
            "ExpressionAttributeNames": {"#ulist": "user_list"},
        },
        PK,
        [
            {
                "pk": {"S": "primary_key"},
                "user_list": {
                    "L": [
                        {"M": {"name": {"S": "John"}, "surname": {"S": "Doe"}}},
                        {"M": {"name": {"S": "Jane"}, "surname": {"S": "Smith"}}},
                    ]
                },
                "some_param": {"NULL": True},
            }
        ],
    ),
    # --- test_dynamodb.py: more updates
    case(
        _cite(MAIN, 3917),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "item1"}},
            "UpdateExpression": "DELETE orders :order",
            "ExpressionAttributeValues": {":order": {"SS": ["test-data"]}},
        },
        PK,
        [{"pk": {"S": "item1"}, "orders": {"SS": ["test-data"]}}],
        "the item the test's previous ADD leaves; the set is dropped once empty",
    ),
    case(
        _cite(MAIN, 4031),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pkey": {"S": "testrecord"}},
            "AttributeUpdates": {"test_field": {"Value": {"SS": ["test1", "test2"]}, "Action": "PUT"}},
            "UpdateExpression": "DELETE orders :order",
            "ExpressionAttributeValues": {":order": {"SS": ["item"]}},
        },
        table(("pkey", "S")),
        [],
        "AWS: Can not use both expression and non-expression parameters in the same request",
    ),
    case(
        _cite(MAIN, 4051),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "testrecord"}},
            "UpdateExpression": "",
            "ExpressionAttributeValues": {":order": {"SS": ["item"]}},
        },
        PK,
        [],
        "AWS: Invalid UpdateExpression: The expression can not be empty;",
    ),
    case(
        _cite(MAIN, 5202),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(pk="clientA"),
            "UpdateExpression": "SET #items = :new_items",
            "ExpressionAttributeValues": values(
                {":new_items": [b"\n\x014\x18\xc3\xb0\xf8\xba\x06", b"\n\x012\x18\xc3\xb0\xf8\xba\x06"]}
            ),
            "ExpressionAttributeNames": {"#items": "items"},
            "ReturnValues": "UPDATED_NEW",
        },
        PK,
        [],
    ),
    # --- test_dynamodb.py: projections
    case(
        _cite(MAIN, 612),
        "GetItem",
        {
            "TableName": "moto",
            "Key": item(forum_name="key1"),
            "ProjectionExpression": "nested.level1.id, nested.level2",
        },
        FORUM,
        NESTED_ITEMS,
    ),
    case(
        _cite(MAIN, 1008),
        "GetItem",
        {
            "TableName": "moto",
            "Key": item(forum_name="key1"),
            "ProjectionExpression": "#nst.level1.id, #nst.#lvl2",
            "ExpressionAttributeNames": {"#nst": "nested", "#lvl2": "level.2"},
        },
        FORUM,
        [
            item(
                forum_name="key1",
                nested={
                    "level1": {"id": "id1", "att": "irrelevant"},
                    "level.2": {"id": "id2", "include": "all"},
                    "level3": {"id": "irrelevant", "children": [{"Name": "child_a"}, {"Name": "child_b"}]},
                },
                foo="bar",
            )
        ],
    ),
    case(
        _cite(MAIN, 1032),
        "GetItem",
        {"TableName": "moto", "Key": item(forum_name="key1"), "ProjectionExpression": "nested.level3.children[0].Name"},
        FORUM,
        NESTED_ITEMS,
    ),
    # --- test_dynamodb_condition_expressions.py
    case(
        _cite(COND, 38),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(id="key-0"),
            "UpdateExpression": "REMOVE #first.#second, #other",
            "ExpressionAttributeNames": {
                "#first": "first",
                "#second": "test@foo.com",
                "#third": "third",
                "#other": "other",
            },
            "ExpressionAttributeValues": values({":value": "VALUE", ":one": 1}),
            "ConditionExpression": "size(#first.#second.#third) = :one AND contains(#first.#second.#third, :value)",
            "ReturnValues": "ALL_NEW",
        },
        ID,
        [DOT_ITEM],
    ),
    _put_cond(
        82,
        "attribute_exists(#existing) AND attribute_not_exists(#nonexistent) AND #match = :match",
        {"#existing": "existing", "#nonexistent": "nope", "#match": "match"},
        {":match": {"S": "match"}},
    ),
    _put_cond(123, "#client BETWEEN :a AND :z", {"#client": "client"}, {":a": {"S": "a"}, ":z": {"S": "z"}}),
    _put_cond(
        136,
        "#client IN (:client1, :client2)",
        {"#client": "client"},
        {":client1": {"S": "client1"}, ":client2": {"S": "client2"}},
    ),
    _put_cond(
        169,
        "NOT(attribute_not_exists(#nonexistent1) AND attribute_not_exists(#nonexistent2))",
        {"#nonexistent1": "nope", "#nonexistent2": "nope2"},
        note="AWS: The conditional request failed",
    ),
    case(
        _cite(COND, 277),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(partitionKey="pk-neg"),
            "UpdateExpression": "ADD myAttr :one",
            "ExpressionAttributeValues": values({":zero": 0, ":one": 1}),
            "ConditionExpression": "myAttr <= :zero",
        },
        PARTITION,
        [item(partitionKey="pk-pos", myAttr=5), item(partitionKey="pk-neg", myAttr=-5)],
        "the test's con_expr='myAttr <= :zero' on pk-neg",
    ),
    case(
        _cite(COND, 339),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"forum_name": {"S": "the-key"}},
            "UpdateExpression": "set #ttl=:ttl",
            "ConditionExpression": "attribute_not_exists(#ttl) OR #ttl <= :old_ttl",
            "ExpressionAttributeNames": {"#ttl": "ttl"},
            "ExpressionAttributeValues": {":ttl": {"N": "6"}, ":old_ttl": {"N": "5"}},
        },
        FORUM,
        [],
    ),
    case(
        _cite(COND, 364),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"forum_name": {"S": "the-key"}},
            "UpdateExpression": "set #ttl=:ttl",
            "ConditionExpression": "attribute_exists(#ttl) AND #ttl <= :old_ttl",
            "ExpressionAttributeNames": {"#ttl": "ttl"},
            "ExpressionAttributeValues": {":ttl": {"N": "6"}, ":old_ttl": {"N": "5"}},
        },
        FORUM,
        [],
        "AWS: The conditional request failed",
    ),
    case(
        _cite(COND, 404),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": item(id="key-0"),
            "UpdateExpression": "REMOVE #first.#second, #other",
            "ExpressionAttributeNames": {"#first": "first", "#second": "test@foo.com", "#other": "other"},
            "ExpressionAttributeValues": values({":value": "VALUE", ":one": 1}),
            "ConditionExpression": "size(#first.#second.end) = :one AND contains(#first.#second.end, :value)",
            "ReturnValues": "ALL_NEW",
        },
        ID,
        [item(id="key-0", first={"test@foo.com": {"end": {"VALUE"}}})],
        "AWS: Attribute name is a reserved keyword; reserved keyword: end",
    ),
    case(
        _cite(COND, 475),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "pk"}},
            "UpdateExpression": "SET z = :z",
            "ConditionExpression": "(attribute_exists (#0)) AND (((#1 <> :0) AND (#1 <> :1)) AND (#2 = :3))",
            "ExpressionAttributeNames": {"#0": "pk", "#1": "pk", "#2": "pk"},
            "ExpressionAttributeValues": {
                ":0": {"S": "nope"},
                ":1": {"S": "nope"},
                ":3": {"S": "pk"},
                ":z": {"S": "updated2"},
            },
        },
        PK,
        [PARENS_ITEM],
    ),
    case(
        _cite(COND, 492),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "pk"}},
            "UpdateExpression": "SET z = :z",
            "ConditionExpression": "((((a < b))))",
            "ExpressionAttributeValues": {":z": {"S": "updated3"}},
        },
        PK,
        [PARENS_ITEM],
        "AWS: Invalid ConditionExpression: The expression has redundant parentheses;",
    ),
    case(
        _cite(COND, 509),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "pk"}},
            "UpdateExpression": "SET z = :z",
            "ConditionExpression": "((#a = :b) OR (#c = :d) AND (#e = :f))",
            "ExpressionAttributeNames": {"#a": "pk", "#c": "pk", "#e": "pk"},
            "ExpressionAttributeValues": {
                ":b": {"S": "pk"},
                ":d": {"S": "pk"},
                ":f": {"S": "pk"},
                ":z": {"S": "updated4"},
            },
        },
        PK,
        [PARENS_ITEM],
    ),
    case(
        _cite(COND, 545),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "pk"}},
            "UpdateExpression": "SET #z = :z",
            "ConditionExpression": "#a = :b AND (#c = :d OR #e = :f)",
            "ExpressionAttributeNames": {"#a": "a", "#c": "c", "#e": "e", "#z": "z"},
            "ExpressionAttributeValues": {
                ":b": {"S": "match"},
                ":d": {"S": "match"},
                ":f": {"S": "nope"},
                ":z": {"S": "updated"},
            },
        },
        PK,
        [{"pk": {"S": "pk"}, "a": {"S": "match"}, "c": {"S": "match"}, "e": {"S": "match"}}],
    ),
    case(
        _cite(COND, 733),
        "UpdateItem",
        {
            "TableName": "moto",
            "Key": {"pk": {"S": "test"}},
            "UpdateExpression": "SET my_str = :s",
            "ConditionExpression": "attribute_not_exists(pk)",
            "ExpressionAttributeValues": {":s": {"S": "newstr"}},
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        PK,
        [item(pk="test", my_bytes=b"somebytes", my_bytes_set={b"byte1", b"byte2"})],
        "AWS: The conditional request failed, the old item (binary values) returned",
    ),
    # --- test_dynamodb_query.py
    *[
        case(
            _cite(Q, line),
            "Query",
            {
                "TableName": "moto",
                "KeyConditionExpression": f"{key} = :v1",
                "FilterExpression": filter_expression,
                "ExpressionAttributeNames": {**names, key: "client"},
                "ExpressionAttributeValues": values({":v1": "client1", ":v0": value}),
            },
            CLIENT_APP,
            CLIENT1,
            "boto3's Key('client').eq('client1') and the test's Attr filter as the builder writes them (the filter first)",
        )
        for line, filter_expression, names, key, value in (
            (898, "#n0 = :v0", {"#n0": "app"}, "#n1", "app2"),
            (905, "contains(#n0, :v0)", {"#n0": "app"}, "#n1", "app"),
            (911, "contains(#n0.#n1, :v0)", {"#n0": "nested", "#n1": "version"}, "#n2", "version"),
            (917, "#n0.#n1[0] = :v0", {"#n0": "nested", "#n1": "contents"}, "#n2", "value1"),
        )
    ],
    case(
        _cite(Q, 977),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "(#n0 = :v0 AND #n1 = :v1)",
            "ProjectionExpression": "#1, #10, nested",
            "ExpressionAttributeNames": {"#1": "client", "#10": "app", "#n0": "client", "#n1": "app"},
            "ExpressionAttributeValues": values({":v0": "client1", ":v1": "app1"}),
        },
        CLIENT_APP,
        CLIENT1[:1],
        "boto3's Key(...).eq(...) & Key(...).eq(...) as the builder writes it; the test's own #1, #10 beside the builder's names",
    ),
    case(
        _cite(Q, 1040),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "(#0 = :0) AND (begins_with(#1, :1))",
            "ExpressionAttributeNames": {"#0": "pk", "#1": "sk"},
            "ExpressionAttributeValues": values({":0": "TEST", ":1": "a"}),
        },
        PKSK,
        [item(pk="TEST", sk="aa"), item(pk="TEST", sk="ab"), item(pk="TEST", sk="ac")],
    ),
    case(
        _cite(Q, 1047),
        "Query",
        {
            "TableName": "moto",
            "KeyConditionExpression": "(#0 = :0) AND (#1 BETWEEN :1 AND :2)",
            "ExpressionAttributeNames": {"#0": "pk", "#1": "sk"},
            "ExpressionAttributeValues": values({":0": "TEST", ":1": "ab", ":2": "ab"}),
        },
        PKSK,
        [item(pk="TEST", sk="aa"), item(pk="TEST", sk="ab"), item(pk="TEST", sk="ac")],
    ),
    # --- test_dynamodb_scan.py
    case(
        _cite(SCAN, 652),
        "Scan",
        {
            "TableName": "moto",
            "FilterExpression": "#n0 <> :v0",
            "ExpressionAttributeNames": {"#n0": "active"},
            "ExpressionAttributeValues": values({":v0": False}),
        },
        table(("client", "S"), ("app", "N")),
        [{"client": {"S": "client1"}, "app": {"N": "1"}, "active": {"BOOL": True}}],
        "boto3's Attr('active').ne(False) as the builder writes it",
    ),
    case(
        _cite(SCAN, 682),
        "Scan",
        {
            "TableName": "moto",
            "FilterExpression": "(#n0 < :v0 AND attribute_not_exists(#n1))",
            "ExpressionAttributeNames": {"#n0": "epoch_ts", "#n1": "fanout_ts"},
            "ExpressionAttributeValues": values({":v0": 7}),
        },
        table(("client", "S"), ("app", "N")),
        [{"client": {"S": "c"}, "app": {"N": "1"}, "epoch_ts": {"N": "3"}}],
        "boto3's Attr('epoch_ts').lt(7) & Attr('fanout_ts').not_exists() as the builder writes it; a sample item added",
    ),
    case(
        _cite(SCAN, 707),
        "Scan",
        {
            "TableName": "moto",
            "FilterExpression": "#n0 <= :v0",
            "ExpressionAttributeNames": {"#n0": "my-attr"},
            "ExpressionAttributeValues": values({":v0": 42}),
        },
        PARTITION,
        [item(partitionKey="pk-1"), {"partitionKey": {"S": "pk-2"}, "my-attr": {"N": "42"}}],
        "boto3's Attr('my-attr').lte(42) as the builder writes it",
    ),
    case(
        _cite(SCAN, 735),
        "Scan",
        {"TableName": "moto", "FilterExpression": "client test"},
        CLIENT_APP,
        [],
        "AWS refuses (ValidationException)",
    ),
    # --- test_dynamodb_transact.py
    case(
        _cite(TX, 44),
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": {"id": {"S": "1"}}, "TableName": "moto"}},
                {"Get": {"Key": {"id": {"S": "1"}}, "TableName": "moto-other"}},
            ]
        },
        ID,
        [item(id="1", val="2")],
        "a fixed name for the test's second, missing table; AWS: ResourceNotFoundException",
    ),
    case(
        _cite(TX, 278),
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"pk": {"S": f"foo{i}"}, "foo": {"S": "bar"}},
                        "TableName": "moto",
                        "ConditionExpression": "#i <> :i",
                        "ExpressionAttributeNames": {"#i": "pk"},
                        "ExpressionAttributeValues": {":i": {"S": "foo2"}},
                    }
                }
                for i in range(5)
            ]
        },
        PK,
        [{"pk": {"S": "foo2"}}],
        "AWS: TransactionCanceledException, [None, None, ConditionalCheckFailed, None, None]",
    ),
    case(
        _cite(TX, 641),
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"id": {"S": "foo"}},
                        "TableName": "moto",
                        "UpdateExpression": "SET #k = :v",
                        "ConditionExpression": "attribute_exists(id)",
                        "ExpressionAttributeNames": {"#k": "key"},
                        "ExpressionAttributeValues": {":v": {"S": "value"}},
                    }
                },
                {
                    "Update": {
                        "Key": {"id": {"S": "doesnotexist"}},
                        "TableName": "moto",
                        "UpdateExpression": "SET #e = :v",
                        "ConditionExpression": "attribute_exists(id)",
                        "ExpressionAttributeNames": {"#e": "key"},
                        "ExpressionAttributeValues": {":v": {"S": "value"}},
                    }
                },
            ]
        },
        ID,
        [{"id": {"S": "foo"}}],
        "AWS: Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]",
    ),
]

# --- test_dynamodb_query.py: Queries of secondary indexes (added 2026-12-06, once the simulator read
# indexes; appended, so that no earlier case's id changes). The table as tests/test_dynamodb/__init__.py's
# dynamodb_aws_verified creates it for the test's flags (pk, sk, the index test_gsi or test_lsi, projection
# ALL; its ProvisionedThroughput left out: the table is on-demand here), boto3's Key conditions as its
# builder writes them, Decimal as N. Left out: the pagination tests whose items share one index key
# (DynamoDB gives no order to equal index keys, so the pages are not fixed).


def _ikeys(hash_key: tuple[str, str], range_key: tuple[str, str] | None, index: dict, kind: str) -> dict:
    tbl = table(hash_key, range_key)
    for name, t in index.pop("types"):
        tbl["AttributeDefinitions"].append({"AttributeName": name, "AttributeType": t})
    tbl[kind] = [index]
    return tbl


def _ischema(name: str, *keys: str, projection: str = "ALL") -> dict:
    return {
        "IndexName": name,
        "KeySchema": [{"AttributeName": k, "KeyType": t} for k, t in zip(keys, ("HASH", "RANGE"))],
        "Projection": {"ProjectionType": projection},
    }


def _gsi(range_type: str | None, with_sk: bool = True) -> dict:
    keys = ("gsi_pk", "gsi_sk") if range_type else ("gsi_pk",)
    index = {
        **_ischema("test_gsi", *keys),
        "types": [("gsi_pk", "S")] + ([("gsi_sk", range_type)] if range_type else []),
    }
    return _ikeys(("pk", "S"), ("sk", "S") if with_sk else None, index, "GlobalSecondaryIndexes")


def _lsi(range_type: str) -> dict:
    index = {**_ischema("test_lsi", "pk", "lsi_sk"), "types": [("lsi_sk", range_type)]}
    return _ikeys(("pk", "S"), ("sk", "S"), index, "LocalSecondaryIndexes")


def _iq(line: int, tbl: dict, before: list, condition: str, names: dict, vals: dict, note: str = "", **extra) -> dict:
    request = {
        "TableName": "moto",
        "IndexName": extra.pop("IndexName"),
        "KeyConditionExpression": condition,
        **extra,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values(vals),
    }
    return case(_cite(Q, line), "Query", request, tbl, before, note)


G_NUM = _gsi("N")
RANGE_CMP = [
    item(pk="the-key", sk="123", gsi_pk="johndoe", gsi_sk=3),
    item(pk="the-key", sk="456", gsi_pk="johndoe", gsi_sk=1),
    item(pk="the-key", sk="789", gsi_pk="johndoe", gsi_sk=2),
    item(pk="the-key", sk="159", gsi_pk="janedoe", gsi_sk=2),
    item(pk="the-key", sk="601", gsi_pk="janedoe", gsi_sk=5),
    item(pk="the-key", sk="000", other="not in the index"),
]
PK_SK = {"#n0": "gsi_pk", "#n1": "gsi_sk"}
SK_PK = {"#n0": "gsi_sk", "#n1": "gsi_pk"}
GT = "(#n0 = :v0 AND #n1 > :v1)"
TEN_NUM = [item(pk="the-key", sk=f"{i}", gsi_pk="johndoe", gsi_sk=i) for i in [3, 4, 5, 6, 9, 8, 7, 0, 1, 2]]
LSI_S = [item(pk="the-key", sk=f"{i}", lsi_sk=f"{i}") for i in [3, 4, 5, 6, 9, 8, 7, 0, 1, 2]]
LSI_S += [item(pk="the-key", sk=f"{i}") for i in range(15, 20)] + [item(pk="other", sk=f"{i}") for i in range(25, 30)]
LSI_S += [item(pk="other_in_lsi", sk=f"{i}", lsi_sk=f"{i}") for i in range(35, 40)]
LSI_N = [item(pk="the-key", sk=f"{i}", lsi_sk=i) for i in [3, 4, 5, 6, 9, 8, 7, 0, 1, 2]]
P0 = {"#n0": "pk"}
P01 = {"#n0": "pk", "#n1": "lsi_sk"}
KEY = {":v0": "the-key"}
GSI_ITEM = item(pk="test1", gsi_pk="key1", gsi_sk="range1")
NEG = [
    item(pk="pk-3", gsi_pk="gsi-k1", gsi_sk=typed({"N": "0.7"})),
    item(pk="pk-1", gsi_pk="gsi-k1", gsi_sk=typed({"N": "-0.6"})),
    item(pk="pk-2", gsi_pk="gsi-k1", gsi_sk=typed({"N": "-0.7"})),
]

CASES += [
    _iq(40, G_NUM, RANGE_CMP, GT, PK_SK, {":v0": "johndoe", ":v1": 0}, "", ScanIndexForward=True, IndexName="test_gsi"),
    _iq(
        49, G_NUM, RANGE_CMP, GT, PK_SK, {":v0": "johndoe", ":v1": 0}, "", ScanIndexForward=False, IndexName="test_gsi"
    ),
    _iq(
        58,
        G_NUM,
        RANGE_CMP,
        "(#n0 > :v0 AND #n1 = :v1)",
        SK_PK,
        {":v0": 1, ":v1": "johndoe"},
        "the sort key first",
        IndexName="test_gsi",
    ),
    _iq(66, G_NUM, RANGE_CMP, GT, PK_SK, {":v0": "janedoe", ":v1": 9}, "", IndexName="test_gsi"),
    _iq(
        72, G_NUM, RANGE_CMP, "(#n0 = :v0 AND #n1 = :v1)", PK_SK, {":v0": "janedoe", ":v1": 5}, "", IndexName="test_gsi"
    ),
    _iq(79, G_NUM, RANGE_CMP, GT, PK_SK, {":v0": "johndoe", ":v1": 0}, "", IndexName="test_gsi"),
    _iq(588, G_NUM, TEN_NUM, "#n0 = :v0", {"#n0": "gsi_pk"}, {":v0": "johndoe"}, "", IndexName="test_gsi", Limit=6),
    _iq(
        598,
        G_NUM,
        TEN_NUM,
        "#n0 = :v0",
        {"#n0": "gsi_pk"},
        {":v0": "johndoe"},
        "page1's LastEvaluatedKey",
        IndexName="test_gsi",
        Limit=6,
        ExclusiveStartKey=item(pk="the-key", sk="5", gsi_pk="johndoe", gsi_sk=5),
    ),
    _iq(
        699,
        _lsi("S"),
        LSI_S,
        "(#n0 = :v0 AND #n1 = :v1)",
        P01,
        {":v0": "the-key", ":v1": "1"},
        "",
        IndexName="test_lsi",
    ),
    _iq(
        706,
        _lsi("S"),
        LSI_S,
        "(#n0 = :v0 AND #n1 = :v1)",
        P01,
        {":v0": "the-key", ":v1": "2"},
        "",
        IndexName="test_lsi",
        ConsistentRead=True,
    ),
    _iq(715, _lsi("S"), LSI_S, "#n0 = :v0", P0, KEY, "", IndexName="test_lsi", Limit=6),
    _iq(
        723,
        _lsi("S"),
        LSI_S,
        "#n0 = :v0",
        P0,
        KEY,
        "page1's LastEvaluatedKey",
        IndexName="test_lsi",
        ExclusiveStartKey=item(pk="the-key", sk="5", lsi_sk="5"),
    ),
    _iq(
        744, _lsi("N"), LSI_N, "(#n0 = :v0 AND #n1 = :v1)", P01, {":v0": "the-key", ":v1": 1}, "", IndexName="test_lsi"
    ),
    _iq(751, _lsi("N"), LSI_N, "#n0 = :v0", P0, KEY, "", IndexName="test_lsi", Limit=6),
    _iq(
        763,
        _lsi("N"),
        LSI_N,
        "#n0 = :v0",
        P0,
        KEY,
        "page1's LastEvaluatedKey",
        IndexName="test_lsi",
        ExclusiveStartKey=item(pk="the-key", sk="5", lsi_sk=5),
    ),
    case(
        _cite(Q, 786),
        "Query",
        {
            "TableName": "moto",
            "IndexName": "test_gsi",
            "KeyConditionExpression": "gsi_pk = :gsi_hash_key and gsi_sk = :gsi_range_key",
            "ExpressionAttributeValues": values({":gsi_hash_key": "key1", ":gsi_range_key": "range1"}),
        },
        _gsi("S", with_sk=False),
        [GSI_ITEM, item(pk="test2", gsi_pk="key1")],
        "the item without gsi_sk is not in the index",
    ),
    _iq(
        836, _gsi("N", with_sk=False), NEG, "#n0 = :v0", {"#n0": "gsi_pk"}, {":v0": "gsi-k1"}, "", IndexName="test_gsi"
    ),
]
