"""DynamoDB requests from LocalStack's tests (localstack/localstack).

Source: localstack/localstack, branch main, commit 8b9a79f (2026-03-23). Mostly
``tests/aws/services/dynamodb/test_dynamodb.py``, whose ``markers.aws.validated``
tests are snapshot tests run against AWS too (``test_dynamodb.snapshot.json``
records AWS's answers); then the other tests that send DynamoDB requests:
``tests/aws/test_integration.py``, ``tests/aws/services/dynamodbstreams/``,
``tests/aws/services/lambda_/event_source_mapping/test_lambda_integration_dynamodbstreams.py``
and the Lambda it deploys (``functions/lambda_put_item.py``), the Step Functions
service-integration templates (``tests/aws/services/stepfunctions/templates/**``:
the request each Task state sends, with the parameters its test's input gives
and its snapshot records), the API Gateway integration test (the request its
mapping template writes), and the scenario tests (``tests/aws/scenario/``:
``loan_broker``, ``note_taking``, ``bookstore``, ``mythical_mysfits``, their
test code and the Lambda functions they deploy). Only the requests were taken,
as data, never the tests' code. LocalStack's tests hold few expressions (no
legacy parameters, no FilterExpression or ProjectionExpression): what there is
is taken, beside the plain requests of the same tests.

Adapted only as far as needed to run: the tables' random names
(``short_uid()``, CDK-generated names) are fixed readable names, one per test
table (``ddb-test-table``, ``test-ddb-table``, ``table-with-stream``, ...);
``short_uid()`` item keys and ``time.time()`` / ``Date.now()`` are fixed values
(the time as 2026-01-01T00:00:00Z); binary values as base64; the items the test
(or its earlier steps) wrote before a request as ``before``. A DocumentClient,
``marshall()`` or boto3 Table-resource call is written as the typed request the
SDK sends (``note``). The scenario tables' item sets are cut down to a few
items (``note``). Left out: requests on an index (the ``Select:
ALL_ATTRIBUTES`` queries the test expects refused need one), PartiQL, batches
(``BatchWriteItem``, ``BatchGetItem``: the set holds no batch), table, stream,
TTL and global-table operations, the requests that name a table by its ARN, and
those whose answer depends on a table not existing (``ResourceNotFoundException``
for a deleted or never created table, an invalid table name): the recorder
creates every table a request names. Where several tests send the same request
(the Kinesis destination test repeats the stream test's Put/Update/Delete; the
aws-sdk Step Functions templates repeat the optimised ones) it is taken once.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "localstack"
COMMIT = "8b9a79f"

DDB = "tests/aws/services/dynamodb/test_dynamodb.py"
INTEG = "tests/aws/test_integration.py"
STREAMS = "tests/aws/services/dynamodbstreams/test_dynamodb_streams.py"
ESM = "tests/aws/services/lambda_/event_source_mapping/test_lambda_integration_dynamodbstreams.py"
SFN = "tests/aws/services/stepfunctions/templates/"
APIGW = "tests/aws/services/apigateway/test_apigateway_dynamodb.py"
SCEN = "tests/aws/scenario/"

ID = table(("id", "S"))
ID_RANGE = table(("id", "S"), ("range", "S"))
PK_SK = table(("PK", "S"), ("SK", "S"))
USERNAME = table(("Username", "S"))
ARTIST = table(("Artist", "S"), ("SongTitle", "S"))
ID_NAME = table(("id", "S"), ("name", "S"))
LOWER_USERNAME = table(("username", "S"))
MY_PK = table(("my_partition_key", "S"))
TYPE = table(("Type", "S"))
NOTE = table(("noteId", "S"))
MYSFIT = table(("MysfitId", "S"))

NOW = 1767225600  # time.time() / Date.now() fixed at 2026-01-01T00:00:00Z
TYPED_FROM_RESOURCE = "boto3 Table-resource call: written as the typed request boto3 sends"


def _cite(path: str, line: int) -> str:
    return f"localstack/localstack@{COMMIT} {path}:{line}"


def _ddb(line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(_cite(DDB, line), op, request, tbl, before, note)


def _put(t: str, it: dict, **extra) -> dict:
    return {"TableName": t, "Item": it, **extra}


def _key(t: str, k: dict, **extra) -> dict:
    return {"TableName": t, "Key": k, **extra}


# --- test_dynamodb.py -----------------------------------------------------------
T = "ddb-test-table"  # the ddb_test_table fixture: string hash key "id"
NON_ASCII = [
    item(id="id1", data="foobar123 ✓"),
    item(id="id2", data="foobar123 £"),
    item(id="id3", data="foobar123 ¢"),
]
LARGE = "foobar123 " * 1000
LARGE_ITEMS = [item(id=f"id{i}", data1=LARGE) for i in range(20)]
TTL_ITEMS = [item(id="expired", ttl=NOW - 10), item(id="not-expired", ttl=NOW + 110)]
TTL_RANGE_ITEMS = [
    item(id="expired", range="range_one", ttl=NOW - 10),
    item(id="not-expired", range="range_two", ttl=NOW + 110),
]
UID = "5e1f0c2a"  # short_uid()
ITEM1 = item(id="id1", data="foobar")
ITEM1B = item(id="id1", data="barfoo")
SET_TWO = "SET attr1 = :v1, attr2 = :v2"
TWO_VALUES = values({":v1": "value1", ":v2": "value2"})
FRED = item(Username="Fred")
SONG = item(Artist="item_1", SongTitle="Song Value 1")
STREAM_ITEM = "my-item-id"
ENC = item(id="id1", version=1, data=b"\x90")
PRODUCT = item(id="456", price=650, product="sporting goods")
TS = "test-ddb-table-stream"

DYNAMODB = [
    _ddb(
        81,
        "PutItem",
        _put(T, NON_ASCII[0]),
        ID,
        [],
        "the first of the three non-ASCII items the loop writes",
    ),
    _ddb(84, "GetItem", _key(T, item(id="id2")), ID, NON_ASCII, "the loop's second read"),
    _ddb(99, "PutItem", _put(T, LARGE_ITEMS[0]), ID, [], "the first of the 20 large items the loop writes"),
    _ddb(102, "Scan", {"TableName": T}, ID, LARGE_ITEMS, "over the 20 large items the test writes"),
    _ddb(
        122,
        "PutItem",
        _put(T, TTL_ITEMS[0]),
        ID,
        [],
        "an attribute named 'ttl' (a reserved word) in the item; time.time() fixed; the TTL setting left out",
    ),
    _ddb(
        129,
        "GetItem",
        _key(T, item(id="not-expired")),
        ID,
        TTL_ITEMS[1:],
        "the item LocalStack's TTL sweep leaves",
    ),
    _ddb(
        133,
        "GetItem",
        _key(T, item(id="expired")),
        ID,
        TTL_ITEMS[1:],
        "the item the TTL sweep deleted: no Item",
    ),
    _ddb(
        171,
        "PutItem",
        _put("test-table-range", TTL_RANGE_ITEMS[0]),
        ID_RANGE,
        [],
        "range key named 'range' (a reserved word); time.time() fixed",
    ),
    _ddb(
        178,
        "GetItem",
        _key("test-table-range", item(id="not-expired", range="range_two")),
        ID_RANGE,
        TTL_RANGE_ITEMS[1:],
        "a key holding the reserved word 'range'",
    ),
    _ddb(294, "PutItem", _put(T, item(id=UID, data="foobar123 ✓")), ID, [], "short_uid() key fixed"),
    _ddb(
        298,
        "UpdateItem",
        {"TableName": T, "Key": item(id=UID), "UpdateExpression": SET_TWO, "ExpressionAttributeValues": TWO_VALUES},
        ID,
        [item(id=UID, data="foobar123 ✓")],
        "short_uid() key fixed",
    ),
    _ddb(513, "PutItem", _put(T, ITEM1, ReturnValues="ALL_OLD"), ID, [], "AWS: no Attributes (no old item)"),
    _ddb(
        520,
        "PutItem",
        _put(T, ITEM1, ReturnValues="ALL_OLD"),
        ID,
        [ITEM1],
        "the same item again; AWS: Attributes {data: foobar, id: id1}",
    ),
    _ddb(
        527,
        "PutItem",
        _put(T, ITEM1B, ReturnValues="ALL_OLD"),
        ID,
        [ITEM1],
        "AWS: Attributes {data: foobar, id: id1} (the old item)",
    ),
    _ddb(534, "PutItem", _put(T, ITEM1), ID, [ITEM1B], "no ReturnValues; AWS: no Attributes"),
    _ddb(
        554,
        "PutItem",
        _put("table-empty-binary", item(id="id1", data="")),
        ID,
        [],
        "an empty string in a non-key attribute; AWS accepts it",
    ),
    _ddb(557, "PutItem", _put("table-empty-binary", item(id="id2", data=b"\x90")), ID, [], "binary b'\\x90'"),
    _ddb(
        578,
        "PutItem",
        _put("table-batch-binary", item(PK="hello", SK="user", data=b"test")),
        PK_SK,
        [],
        "the item written before the test's BatchWriteItem (left out)",
    ),
    _ddb(
        776,
        "PutItem",
        _put("table-artist-song", item(Artist="The Queen", SongTitle="Bohemian Rhapsody")),
        ARTIST,
        [],
        "sent with botocore's parameter validation off; the PartiQL request after it left out",
    ),
    _ddb(850, "PutItem", _put("table-with-stream", FRED), USERNAME, [], "the table's stream left out"),
    _ddb(852, "PutItem", _put("table-with-stream", FRED), USERNAME, [FRED], "the same item again"),
    _ddb(
        855,
        "UpdateItem",
        {
            "TableName": "table-with-stream",
            "Key": FRED,
            "UpdateExpression": "set S=:r",
            "ExpressionAttributeValues": values({":r": "Fred_Modified"}),
            "ReturnValues": "UPDATED_NEW",
        },
        USERNAME,
        [FRED],
        "an attribute named S, lower-case 'set'",
    ),
    _ddb(
        863,
        "DeleteItem",
        _key("table-with-stream", FRED),
        USERNAME,
        [item(Username="Fred", S="Fred_Modified")],
    ),
    _ddb(
        1209,
        "PutItem",
        _put("table-artist-song", SONG),
        ARTIST,
        [],
        "the global-table replicas left out: the request on one table",
    ),
    _ddb(1215, "GetItem", _key("table-artist-song", SONG), ARTIST, [SONG], "on one table, no replica"),
    _ddb(1227, "Scan", {"TableName": "table-artist-song"}, ARTIST, [SONG], "on one table, no replica"),
    _ddb(
        1233,
        "Query",
        {
            "TableName": "table-artist-song",
            "KeyConditionExpression": "Artist = :artist",
            "ExpressionAttributeValues": values({":artist": "item_1"}),
        },
        ARTIST,
        [SONG, item(Artist="item_2", SongTitle="Song Value 2")],
        "on one table, no replica; a second partition added to the sample",
    ),
    _ddb(
        1604,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": "test-ddb-table",
                        "ConditionExpression": "attribute_not_exists(id)",
                        "Key": item(id="test1"),
                    }
                },
                {"Put": {"TableName": "test-ddb-table", "Item": item(id="test2")}},
                {
                    "Update": {
                        "TableName": "test-ddb-table",
                        "Key": item(id="test3"),
                        "UpdateExpression": SET_TWO,
                        "ExpressionAttributeValues": TWO_VALUES,
                    }
                },
                {"Delete": {"TableName": "test-ddb-table", "Key": item(id="test4")}},
            ]
        },
        ID,
        [],
        "the same request with the table's ARN as TableName (line 1640) left out",
    ),
    _ddb(
        1685,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": "table-with-stream",
                        "ConditionExpression": "attribute_not_exists(Username)",
                        "Key": FRED,
                    }
                },
                {"Delete": {"TableName": "table-with-stream", "Key": item(Username="Bert")}},
            ]
        },
        USERNAME,
        [FRED],
        "AWS: TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for "
        "specific reasons [ConditionalCheckFailed, None]",
    ),
    _ddb(
        1712,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": "test-ddb-table", "Item": item(id="someUser", binaryData=b"foobar")}}
            ]
        },
        ID,
        [],
        "binary b'foobar'",
    ),
    _ddb(
        1727,
        "GetItem",
        _key("test-ddb-table", item(id="someUser")),
        ID,
        [item(id="someUser", binaryData=b"foobar")],
        "AWS: the item with binaryData b'foobar'",
    ),
    _ddb(
        1740,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"Key": item(id="John"), "TableName": "test-ddb-table"}}]},
        ID,
        [item(id="John")],
        "AWS: Responses [{Item: {id: John}}]; the ARN variant (line 1752) left out",
    ),
    _ddb(
        1926,
        "UpdateItem",
        {
            "TableName": "test-ddb-table",
            "Key": item(id=STREAM_ITEM),
            "UpdateExpression": SET_TWO,
            "ExpressionAttributeValues": TWO_VALUES,
        },
        ID,
        [],
        "on a missing item (the update creates it); the table's stream left out",
    ),
    _ddb(
        1948,
        "UpdateItem",
        {
            "TableName": "test-ddb-table",
            "Key": item(id=STREAM_ITEM),
            "UpdateExpression": SET_TWO,
            "ExpressionAttributeValues": TWO_VALUES,
        },
        ID,
        [item(id=STREAM_ITEM, attr1="value1", attr2="value2")],
        "the same update on the item it wrote",
    ),
    _ddb(
        1958,
        "UpdateItem",
        {
            "TableName": "test-ddb-table",
            "Key": item(id=STREAM_ITEM),
            "UpdateExpression": SET_TWO,
            "ExpressionAttributeValues": values({":v1": "value2", ":v2": "value3"}),
        },
        ID,
        [item(id=STREAM_ITEM, attr1="value1", attr2="value2")],
    ),
    _ddb(
        2011,
        "Query",
        {
            "TableName": "ddb-table-username",
            "KeyConditionExpression": "username = :username",
            "ExpressionAttributeValues": values({":username": "test"}),
        },
        LOWER_USERNAME,
        [],
        "the query after the table's deletion (ResourceNotFoundException, line 2021) left out",
    ),
    _ddb(
        2273,
        "TransactWriteItems",
        {
            "ClientRequestToken": "dedupe_token",
            "TransactItems": [{"Put": {"TableName": "ddb-table-idempotent", "Item": item(id="id1", name="name1")}}],
        },
        ID_NAME,
        [],
        "the request the helper at line 2261 sends; a token DynamoDB keeps 10 minutes: sent again to the same "
        "DynamoDB Local within them, it is answered as a replay and writes nothing",
    ),
    _ddb(
        2275,
        "TransactWriteItems",
        {
            "ClientRequestToken": "dedupe_token",
            "TransactItems": [{"Put": {"TableName": "ddb-table-idempotent", "Item": item(name="name1", id="id1")}}],
        },
        ID_NAME,
        [item(id="id1", name="name1")],
        "the same token and item, its attributes in the other order (line 2261's helper); AWS accepts it",
    ),
    _ddb(2362, "PutItem", _put("table-encoding", ENC), ID, [], "the table's stream left out"),
    _ddb(
        2393,
        "UpdateItem",
        {
            "TableName": "table-encoding",
            "Key": item(id="id1"),
            "UpdateExpression": "SET version=:v",
            "ExpressionAttributeValues": values({":v": 2}),
        },
        ID,
        [ENC],
        "AWS (GetItem after): {data: b'\\x90', id: id1, version: 2}",
    ),
    _ddb(
        2551,
        "DeleteItem",
        {
            "TableName": "table-conditions",
            "Key": item(id="456"),
            "ConditionExpression": "price between :lo and :hi",
            "ExpressionAttributeValues": values({":lo": 500, ":hi": 600}),
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        ID,
        [PRODUCT],
        "AWS: ConditionalCheckFailedException: The conditional request failed, with the Item "
        "{id: 456, price: 650, product: sporting goods}",
    ),
    _ddb(
        2602,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": TS, "Item": item(id="Fred")}},
                {"Put": {"TableName": TS, "Item": item(id="NewKey")}},
            ]
        },
        ID,
        [item(id="Fred")],
        "the table's stream left out",
    ),
    _ddb(
        2611,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": TS,
                        "Key": item(id="NewKey"),
                        "UpdateExpression": SET_TWO,
                        "ExpressionAttributeValues": TWO_VALUES,
                    }
                }
            ]
        },
        ID,
        [item(id="Fred"), item(id="NewKey")],
    ),
    _ddb(
        2629,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": TS,
                        "Key": item(id="NonExistentKey"),
                        "UpdateExpression": "SET attr1 = :v1",
                        "ExpressionAttributeValues": values({":v1": "value1"}),
                    }
                }
            ]
        },
        ID,
        [item(id="Fred"), item(id="NewKey", attr1="value1", attr2="value2")],
        "an Update that creates its item",
    ),
    _ddb(
        2646,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Delete": {"TableName": TS, "Key": item(id="NewKey")}},
                {"Put": {"TableName": TS, "Item": item(id="Fred", name="Fred")}},
                {
                    "Update": {
                        "TableName": TS,
                        "Key": item(id="NonExistentKey"),
                        "UpdateExpression": "SET attr1 = :v1",
                        "ExpressionAttributeValues": values({":v1": "value1"}),
                    }
                },
            ]
        },
        ID,
        [
            item(id="Fred"),
            item(id="NewKey", attr1="value1", attr2="value2"),
            item(id="NonExistentKey", attr1="value1"),
        ],
    ),
    _ddb(
        2737,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": "test-ddb-table-no-stream", "Item": item(id="Fred")}},
                {"Put": {"TableName": TS, "Item": item(id="Fred")}},
            ]
        },
        ID,
        [],
        "two tables of the same shape (one with a stream in the test)",
    ),
]

# --- test_integration.py: test_lambda_streams_batch_and_transactions ------------
LSBAT = "ddb-lsbat-table"  # short_uid() + "lsbat" + suffix in the test


def _data(n: int, data: str = "foobar123") -> dict:
    return item(id=f"testId{n}", data=data)


def _tput(it: dict) -> dict:
    return {"Put": {"TableName": LSBAT, "Item": it}}


def _tupd(n: int) -> dict:
    return {
        "Update": {
            "TableName": LSBAT,
            "Key": item(id=f"testId{n}"),
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "data"},
            "ExpressionAttributeValues": values({":0": "foobar123_updated2"}),
        }
    }


PUT_DATA = {"k1a2b3c4": "data-0", "k5d6e7f8": "data-1", "k9a0b1c2": "data-2"}  # short_uid() keys fixed
INTEGRATION = [
    case(
        _cite(INTEG, 343),
        "TransactWriteItems",
        {
            "TransactItems": [_tput(_data(6)), _tput(_data(7)), _tput(_data(8))]
            + [{"Delete": {"TableName": LSBAT, "Key": item(id=f"testId{n}")}} for n in (3, 4, 5)]
        },
        ID,
        [_data(3), _data(4), _data(5)],
        "before: what the test's two BatchWriteItem requests (left out) leave",
    ),
    case(
        _cite(INTEG, 394),
        "TransactWriteItems",
        {"TransactItems": [_tput(_data(6, "foobar123_updated1"))]},
        ID,
        [_data(6), _data(7), _data(8)],
        "a Put over an existing item",
    ),
    case(
        _cite(INTEG, 409),
        "TransactWriteItems",
        {"TransactItems": [_tput(_data(7, "foobar123_updated1"))]},
        ID,
        [_data(6, "foobar123_updated1"), _data(7), _data(8)],
        "a Put over an existing item",
    ),
    case(
        _cite(INTEG, 424),
        "TransactWriteItems",
        {"TransactItems": [_tupd(6), _tupd(7), _tupd(8)]},
        ID,
        [_data(6, "foobar123_updated1"), _data(7, "foobar123_updated1"), _data(8)],
        "'#0' and ':0' as placeholders",
    ),
    case(
        "localstack/localstack@" + COMMIT + " tests/aws/services/lambda_/functions/lambda_put_item.py:22",
        "PutItem",
        {"TableName": "ddb-table-put-item", "Item": item(id="k1a2b3c4", data="data-0")},
        ID,
        [],
        TYPED_FROM_RESOURCE + " (the first of the items test_integration.py:672 passes it; short_uid() keys fixed)",
    ),
    case(
        _cite(INTEG, 685),
        "Scan",
        {"TableName": "ddb-table-put-item"},
        ID,
        [item(id=k, data=v) for k, v in PUT_DATA.items()],
        "over the three items the Lambda wrote (short_uid() keys fixed)",
    ),
]

# --- streams and event source mapping tests --------------------------------------
STREAMS_AND_ESM = [
    case(
        _cite(STREAMS, 171),
        "TransactWriteItems",
        {"TransactItems": [{"Put": {"Item": item(id="test"), "TableName": "test-table-kinesis"}}]},
        ID,
        [],
        "the Kinesis streaming destination left out",
    ),
    case(
        _cite(ESM, 179),
        "PutItem",
        {"TableName": "test-table-esm", "Item": item(my_partition_key="hello world", binary_key=b"foobar")},
        MY_PK,
        [],
        "the table's stream left out",
    ),
    case(
        _cite(ESM, 858),
        "PutItem",
        {"TableName": "test-table-filter", "Item": item(id="id_value_1", prefix="other-suffix")},
        ID,
        [item(id="id_value_1", prefix="us-1-other-suffix")],
        "test_dynamodb_event_filter[prefix_filter]: the second item, over the first (line 847)",
    ),
    case(
        _cite(ESM, 1018),
        "PutItem",
        {"TableName": "test-table-failures", "Item": item(my_partition_key="testId5", should_fail=True)},
        MY_PK,
        [item(my_partition_key=f"testId{i}", should_fail=False) for i in range(5)],
        "the sixth of the loop's items, the one with should_fail true",
    ),
]

# --- Step Functions DynamoDB service integrations ---------------------------------
SFN_T = "sfn_test_table"
SFN_ITEM = item(data="HelloWorld", id="id1")
SFN_NOTE = "the request the Task state sends, with the test's input (test_dynamodb_task_service.py:59)"
STEPFUNCTIONS = [
    case(
        _cite(SFN + "services/statemachines/dynamodb_put_get_item.json5", 7),
        "PutItem",
        {"TableName": SFN_T, "Item": SFN_ITEM},
        ID,
        [],
        SFN_NOTE,
    ),
    case(
        _cite(SFN + "services/statemachines/dynamodb_put_get_item.json5", 17),
        "GetItem",
        {"TableName": SFN_T, "Key": item(id="id1")},
        ID,
        [SFN_ITEM],
        SFN_NOTE,
    ),
    case(
        _cite(SFN + "services/statemachines/dynamodb_put_delete_item.json5", 17),
        "DeleteItem",
        {"TableName": SFN_T, "Key": item(id="id1")},
        ID,
        [SFN_ITEM],
        SFN_NOTE,
    ),
    case(
        _cite(SFN + "services/statemachines/dynamodb_put_update_get_item.json5", 17),
        "UpdateItem",
        {
            "TableName": SFN_T,
            "Key": item(id="id1"),
            "UpdateExpression": "set S=:r",
            "ExpressionAttributeValues": values({":r": "HelloWorldUpdated"}),
            "ReturnValues": "UPDATED_NEW",
        },
        ID,
        [SFN_ITEM],
        SFN_NOTE + "; the same from the aws-sdk template (test_aws_sdk_task_service.py) taken once",
    ),
    case(
        _cite(SFN + "services/statemachines/dynamodb_put_query.json5", 18),
        "Query",
        {
            "TableName": SFN_T,
            "KeyConditionExpression": "id = :id",
            "ExpressionAttributeValues": values({":id": "id1"}),
        },
        ID,
        [SFN_ITEM],
        SFN_NOTE + " (':id.$': '$.Item.id')",
    ),
    case(
        _cite(SFN + "errorhandling/statemachines/task_service_dynamodb_put_item.json5", 7),
        "PutItem",
        {"TableName": "no_such_sfn_test_table", "Item": None},
        ID,
        [],
        "test_task_service_dynamodb.py:38 gives 'Item': None (the table does not exist in the test; AWS "
        "validates first); AWS: 1 validation error detected: Value null at 'item' failed to satisfy "
        "constraint: Member must not be null",
    ),
]

# --- API Gateway AWS integration to DynamoDB --------------------------------------
APIGW_T = "test-table-apigw"
APIGW_ITEMS = [item(id="test"), item(id="test2"), item(id="test 3")]


def _apigw_query(param: str) -> dict:
    return {
        "TableName": APIGW_T,
        "KeyConditionExpression": "id = :id",
        "ExpressionAttributeValues": values({":id": param}),
    }


APIGW_NOTE = "the request the mapping template writes, $input.params('id') = "
APIGATEWAY = [
    case(
        _cite(APIGW, 56),
        "PutItem",
        {"TableName": APIGW_T, "Item": item(id="test-new")},
        ID,
        APIGW_ITEMS,
        APIGW_NOTE + "'test-new'",
    ),
    case(_cite(APIGW, 63), "Query", _apigw_query("test"), ID, APIGW_ITEMS, APIGW_NOTE + "'test'"),
    case(_cite(APIGW, 63), "Query", _apigw_query("test 3"), ID, APIGW_ITEMS, APIGW_NOTE + "'test 3'"),
    case(
        _cite(APIGW, 63),
        "Query",
        _apigw_query("test-invalid"),
        ID,
        APIGW_ITEMS,
        APIGW_NOTE + "'test-invalid' (no item)",
    ),
    case(_cite(APIGW, 71), "Scan", {"TableName": APIGW_T}, ID, APIGW_ITEMS, "the mapping template's request"),
]

# --- scenario tests ------------------------------------------------------------------
LOAN = "LoanBrokerBanksTable"
LB = SCEN + "loan_broker/test_loan_broker.py"
BANKS = ["BankRecipientPawnShop", "BankRecipientUniversal", "BankRecipientPremium"]
HOME = item(Type="Home", BankAddress=["will be replaced"])
HOME_BANKS = item(Type="Home", BankAddress=BANKS)
TEST = item(Type="Test", Hello="something")
LOAN_BROKER = [
    case(_cite(LB, 100), "PutItem", {"TableName": LOAN, "Item": HOME}, TYPE, []),
    case(_cite(LB, 106), "PutItem", {"TableName": LOAN, "Item": TEST}, TYPE, [HOME]),
    case(_cite(LB, 112), "Scan", {"TableName": LOAN}, TYPE, [HOME, TEST]),
    case(
        _cite(LB, 124),
        "UpdateItem",
        {
            "TableName": LOAN,
            "Key": item(Type="Home"),
            "UpdateExpression": "SET BankAddress=:v",
            "ExpressionAttributeValues": values({":v": BANKS}),
        },
        TYPE,
        [HOME, TEST],
        "a list value (the names of the test's BANKS)",
    ),
    case(_cite(LB, 136), "DeleteItem", {"TableName": LOAN, "Key": item(Type="Test")}, TYPE, [HOME_BANKS, TEST]),
    case(
        _cite(LB, 235),
        "GetItem",
        {"TableName": LOAN, "Key": item(Type="Home")},
        TYPE,
        [HOME_BANKS],
        "the request the state machine's DynamoGetItem task (CDK) sends",
    ),
]

NT = SCEN + "note_taking/functions/"
NOTES = "notes-table"
NOTE_IDS = [
    "3c6e0b8a9c15224a8228b9a98ca1531d9a7c1e42",
    "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3",
    "7b502c3a1f48c8609ae212cdfb639dee39673f5e",
]  # crypto.randomBytes(20) fixed
CONTENTS = ["hello world, this is my note", "testing is fun :)", "we will modify and later on remove this note"]
NOTE_ITEMS = [
    item(noteId=n, content=c, createdAt=str(NOW * 1000 + i)) for i, (n, c) in enumerate(zip(NOTE_IDS, CONTENTS))
]
MARSHALLED = "written as @aws-sdk/util-dynamodb's marshall() types it; the contents test_note_taking.py sends"
NOTE_TAKING = [
    case(
        _cite(NT + "createNote.js", 34),
        "PutItem",
        {"TableName": NOTES, "Item": NOTE_ITEMS[0]},
        NOTE,
        [],
        MARSHALLED + " (test_note_taking.py:244); noteId and Date.now() fixed",
    ),
    case(
        _cite(NT + "listNotes.js", 23),
        "Scan",
        {"TableName": NOTES},
        NOTE,
        NOTE_ITEMS,
        "the three notes the test writes",
    ),
    case(
        _cite(NT + "getNote.js", 28),
        "GetItem",
        {"TableName": NOTES, "Key": item(noteId=NOTE_IDS[0])},
        NOTE,
        NOTE_ITEMS,
        MARSHALLED + " (test_note_taking.py:265)",
    ),
    case(
        _cite(NT + "updateNote.js", 37),
        "UpdateItem",
        {
            "TableName": NOTES,
            "Key": item(noteId=NOTE_IDS[2]),
            "UpdateExpression": "SET content = :content",
            "ExpressionAttributeValues": values({":content": "this is now new and modified"}),
            "ReturnValues": "ALL_NEW",
        },
        NOTE,
        NOTE_ITEMS,
        MARSHALLED + " (test_note_taking.py:271)",
    ),
    case(
        _cite(NT + "deleteNote.js", 28),
        "DeleteItem",
        {"TableName": NOTES, "Key": item(noteId=NOTE_IDS[1])},
        NOTE,
        NOTE_ITEMS,
        MARSHALLED + " (test_note_taking.py:284)",
    ),
    case(
        _cite(NT + "getNote.js", 28),
        "GetItem",
        {"TableName": NOTES, "Key": item(noteId=NOTE_IDS[1])},
        NOTE,
        [
            NOTE_ITEMS[0],
            item(noteId=NOTE_IDS[2], content="this is now new and modified", createdAt=str(NOW * 1000 + 2)),
        ],
        "the deleted note (test_note_taking.py:294): no Item; " + MARSHALLED,
    ),
]

BOOKS_T = "bookstore-books"
BS = SCEN + "bookstore/"


def _book(id_: str, author: str, category: str, cover: str, name: str, price: float, rating: int) -> dict:
    url = f"https://d2z6cj5wcte8g7.cloudfront.net/book-covers/{cover}"
    return item(id=id_, author=author, category=category, cover=url, name=name, price=price, rating=rating)


BOOKS = [
    _book("0vld6p1u-d93b-11e8-9f8b-f2801f1b9fd1", "Neal Wisozk", "Science Fiction", "3140.png", "3140", 15.99, 5),
    _book(
        "nuklcm5b-d93b-11e8-9f8b-f2801f1b9fd1", "Miles Way", "Cookbooks", "Chasing_umami.png", "Chasing Umami", 15.98, 3
    ),
    _book("3k9zka2c-d93b-11e8-9f8b-f2801f1b9fd1", "Neal Wisozk", "Woodwork", "Drill.png", "Drill", 15.98, 5),
    _book("5oekg7gl-d93b-11e8-9f8b-f2801f1b9fd1", "Neal Wisozk", "Woodwork", "Floor.png", "Floor", 21.98, 5),
]
BOOKS_NOTE = "4 of the 56 books of resources/initial_books.json"
BOOKSTORE = [
    case(
        _cite(BS + "test_bookstore.py", 150),
        "Scan",
        {"TableName": BOOKS_T, "Select": "COUNT"},
        ID,
        BOOKS,
        BOOKS_NOTE + " (the test counts 56)",
    ),
    case(
        _cite(BS + "test_bookstore.py", 154),
        "GetItem",
        {"TableName": BOOKS_T, "Key": item(id="nuklcm5b-d93b-11e8-9f8b-f2801f1b9fd1")},
        ID,
        BOOKS,
        BOOKS_NOTE,
    ),
    case(
        _cite(BS + "functions/getBook.js", 30),
        "GetItem",
        {"TableName": BOOKS_T, "Key": item(id="0vld6p1u-d93b-11e8-9f8b-f2801f1b9fd1")},
        ID,
        BOOKS,
        "DocumentClient get, written typed; the id test_bookstore.py:183 passes; " + BOOKS_NOTE,
    ),
]

MM = SCEN + "mythical_mysfits/"
MYSFITS_T = "mysfits-table"


def _mysfit(id_: str, name: str, species: str, description: str, age: int, good_evil: str, law_chaos: str) -> dict:
    img = f"https://www.mythicalmysfits.com/images/{species.lower()}"
    return item(
        MysfitId=id_,
        Name=name,
        Species=species,
        Description=description,
        Age=age,
        GoodEvil=good_evil,
        LawChaos=law_chaos,
        ThumbImageUri=f"{img}_thumb.png",
        ProfileImageUri=f"{img}_hover.png",
        Likes=0,
        Adopted=False,
    )


EVANGELINE = "4e53920c-505a-4a90-a694-b9300791f0ae"
MYSFITS = [
    _mysfit(
        EVANGELINE,
        "Evangeline",
        "Chimera",
        "Evangeline is the global sophisticate of the mythical world.",
        43,
        "Evil",
        "Lawful",
    ),
    _mysfit(
        "2b473002-36f8-4b87-954e-9a377e0ccbec",
        "Pauly",
        "Cyclops",
        "Naturally needy and tyrannically temperamental, Pauly the infant cyclops is searching for a parental "
        "figure to call friend.",
        2,
        "Neutral",
        "Lawful",
    ),
]
MYSFITS_NOTE = "2 of the items functions/populate_db.py writes, their descriptions cut to the first sentence"
MYTHICAL_MYSFITS = [
    case(
        _cite(MM + "test_mythical_misfits.py", 43),
        "Scan",
        {"TableName": MYSFITS_T, "ConsistentRead": True},
        MYSFIT,
        MYSFITS,
        MYSFITS_NOTE,
    ),
    case(
        _cite(MM + "test_mythical_misfits.py", 45),
        "DeleteItem",
        {"TableName": MYSFITS_T, "Key": item(MysfitId=EVANGELINE)},
        MYSFIT,
        MYSFITS,
        MYSFITS_NOTE,
    ),
    case(
        _cite(MM + "artefacts/functions/stream_processor.py", 32),
        "GetItem",
        {"TableName": MYSFITS_T, "Key": item(MysfitId=EVANGELINE)},
        MYSFIT,
        MYSFITS,
        MYSFITS_NOTE,
    ),
]

CASES = (
    DYNAMODB
    + INTEGRATION
    + STREAMS_AND_ESM
    + STEPFUNCTIONS
    + APIGATEWAY
    + LOAN_BROKER
    + NOTE_TAKING
    + BOOKSTORE
    + MYTHICAL_MYSFITS
)
