"""Apache Flink's DynamoDB connector: the BatchWriteItem requests its sink sends,
with the items its element converters make.

Source: apache/flink-connector-aws, commit e17153c (2026-06-10), module
``flink-connector-aws/flink-connector-dynamodb``. ``DynamoDbSinkWriter.java``
sends each buffered batch as one ``BatchWriteItem`` on one table, a
``PutRequest`` per put and a ``DeleteRequest`` whose ``Key`` is the element's
whole item; with ``overwriteByPartitionKeys`` it keeps only the last request per
key (a Java ``HashMap`` keyed by the key values joined with ``$``). Taken from
its tests, under ``src/test/java/org/apache/flink/connector/dynamodb/``:

- ``sink/DynamoDbSinkWriterTest.java``: the batches the tracking client is
  asserted to receive (``containsExactly``), on ``table_name`` (the test's
  ``partition_key``, a string, and ``sort_key``, a number);
- ``sink/DynamoDbSinkITCase.java`` with ``testutils/DynamoDBHelpers.java``:
  the sink run against DynamoDB Local (a table keyed ``key``/``sort_key``, both
  strings): ten random items, three puts of one key (refused: ``Provided list of
  item keys contains duplicates``, the message the test asserts), the same
  de-duplicated on the partition key and on both keys, and the helpers' Scans
  (the count, ``#A = :val``);
- ``table/RowDataToAttributeValueConverterTest.java`` (the Table API's rows, one
  attribute each: strings, ``BOOL``, numbers written as Java prints them
  (``1.0010``, ``1.234567891234568E19``, ``10.0``), timestamps as strings, rows as
  ``M`` with ``NULL`` members, arrays as ``L``) and
  ``sink/{DynamoDbTypeInformedElementConverter,DefaultDynamoDbElementConverter}Test.java``
  (POJOs, tuples and rows: ``SS``/``NS`` for primitive arrays, ``B``, ``L`` of
  ``M``, ``NULL`` for a null field when configured): the items the tests assert,
  each sent as the sink sends it, a batch of one ``PutRequest``.

Only the requests were taken, as data: Java was not run. Adapted only as far as
needed to run: the converter tests convert without a table, so each item is put
in a table keyed as the item allows, named after the test (``orderId`` for an
``Order``, ``f0`` for a tuple, the first field for a row), and the Table API's
rows are given the ``partition_key``/``sort_key`` columns of the connector's
own ``create-table.sql`` (``1`` and the test's name) beside the test's column;
items with no possible key (``f0`` an ``L`` or ``NS``) are given ``id``. The
random UUID table names and the random hex keys and payloads are fixed; the
times of the ``now()`` arrays are made up (as ``LocalDateTime``/``Instant``
print them); a Java ``float`` printed by ``String.valueOf`` as JDK 19 and later
write it (``1.2345679E17``). The items' members are in the tests' order. The
500,000-byte items of ``veryLargeMessagesFailsGracefullyWhenRejectedByDynamoDb``
are left out (too large for this file), and the batch sent to a missing table
(the recorder creates every table).
"""

from __future__ import annotations

import base64

from ._build import case, table

SOURCE = "flink-dynamodb-sink"
REPO = "apache/flink-connector-aws@e17153c "
BASE = "flink-connector-aws/flink-connector-dynamodb/src/"
TESTS = BASE + "test/java/org/apache/flink/connector/dynamodb/"
WRITER_TEST = TESTS + "sink/DynamoDbSinkWriterTest.java"
IT = TESTS + "sink/DynamoDbSinkITCase.java"
HELPERS = TESTS + "testutils/DynamoDBHelpers.java"
ROWS = TESTS + "table/RowDataToAttributeValueConverterTest.java"
TYPED = TESTS + "sink/DynamoDbTypeInformedElementConverterTest.java"
DEFAULT = TESTS + "sink/DefaultDynamoDbElementConverterTest.java"

SENT = "the BatchWriteItem DynamoDbSinkWriter sends for this batch"

OUT: list[dict] = []


def _s(v: str) -> dict:
    return {"S": v}


def _n(v: str) -> dict:
    return {"N": v}


def _b(raw: bytes) -> dict:
    return {"B": base64.b64encode(raw).decode("ascii")}


def put(item: dict) -> dict:
    return {"PutRequest": {"Item": item}}


def delete(key: dict) -> dict:
    return {"DeleteRequest": {"Key": key}}


def batch(table_name: str, *writes: dict) -> dict:
    return {"RequestItems": {table_name: list(writes)}}


def add(cite: str, request: dict, schema: dict, runs: list, what: str = SENT, op: str = "BatchWriteItem") -> None:
    for before, note in runs:
        OUT.append(case(cite, op, request, schema, before, f"{what}; before: {note}"))


# --- DynamoDbSinkWriterTest: table_name (partition_key S, sort_key N) ---

WRITER_TABLE = "table_name"
WRITER_KEYS = table(("partition_key", "S"), ("sort_key", "N"))


def item(pk: str, sk: str, payload: str = "some_strings") -> dict:
    return {
        "partition_key": _s(pk),
        "sort_key": _n(sk),
        "string_payload": _s(payload),
        "number_payload": _n("1234"),
    }


add(
    f"{REPO}{WRITER_TEST}:68",
    batch(
        WRITER_TABLE,
        put(item("pk", "1")),
        put(item("pk", "2")),
        delete(item("pk", "3")),
        delete(item("pk", "4")),
    ),
    WRITER_KEYS,
    [
        (
            [item("pk", "3"), item("pk", "4")],
            "the two items the deletes name (ValidationException: a DeleteRequest's Key is the whole item, as the"
            " test pins it)",
        )
    ],
)
add(
    f"{REPO}{WRITER_TEST}:97",
    batch(WRITER_TABLE, put(item("pk", "2"))),
    WRITER_KEYS,
    [
        ([], "an empty table: the last of two puts on partition key pk (written)"),
        ([item("pk", "2", "old")], "an older item of that key (replaced)"),
    ],
)
add(
    f"{REPO}{WRITER_TEST}:118",
    batch(WRITER_TABLE, delete(item("pk", "2"))),
    WRITER_KEYS,
    [([item("pk", "2")], "the item (ValidationException: the Key carries the item's other attributes)")],
)
add(
    f"{REPO}{WRITER_TEST}:140",
    batch(WRITER_TABLE, put(item("pk", "1")), put(item("pk", "2", "string_payload_2"))),
    WRITER_KEYS,
    [([], "an empty table: the batch de-duplicated on both keys (both written)")],
)
add(
    f"{REPO}{WRITER_TEST}:140",
    batch(
        WRITER_TABLE,
        put(item("pk", "1")),
        put(item("pk", "2")),
        put(item("pk", "2", "string_payload_1")),
        put(item("pk", "2", "string_payload_2")),
    ),
    WRITER_KEYS,
    [([], "the same four puts not de-duplicated (ValidationException: duplicate keys)")],
    what="the BatchWriteItem the writer would send for testMultipleKeyDeduplication's input without"
    " overwriteByPartitionKeys",
)
add(
    f"{REPO}{WRITER_TEST}:200",
    batch(
        WRITER_TABLE,
        put(item("put_will_fail_pk", "1")),
        put(item("put_will_not_fail_pk", "2")),
        delete({"partition_key": _s("delete_will_fail_pk"), "sort_key": _n("3")}),
        delete({"partition_key": _s("delete_will_not_fail_pk"), "sort_key": _n("4")}),
    ),
    WRITER_KEYS,
    [([item("delete_will_fail_pk", "3")], "one of the items the deletes name (all processed)")],
    what=SENT + " (the test's deletes given only the table's keys, so that DynamoDB takes them)",
)

# --- DynamoDbSinkITCase, on DynamoDB Local: key S, sort_key S ---

IT_TABLE = "00000000-0000-4000-8000-000000000001"
IT_KEYS = table(("key", "S"), ("sort_key", "S"))


def it_item(key: str, sort_key: str, payload: str) -> dict:
    return {"key": _s(key), "sort_key": _s(sort_key), "payload": _s(payload)}


RANDOM = [
    it_item("3f2a1", "b07c4", "kZ8pQ2xLm1"),
    it_item("9c0de", "41a7f", "Tn4vR7sWq0"),
    it_item("07b3e", "e5d21", "aB3cD4eF5g"),
    it_item("c8f10", "2e9b6", "Hj6Kl7Zx8C"),
    it_item("51d4a", "f03c8", "Vb9Nm0Qw1E"),
    it_item("a6e72", "8b1d0", "Rt2Yu3Io4P"),
    it_item("2d9f5", "c47e3", "As5Df6Gh7J"),
    it_item("e1b08", "6f2a9", "Kl8Zx9Cv0B"),
    it_item("74c3d", "0a5e1", "Nm1Qw2Er3T"),
    it_item("b5a96", "d38f7", "Yu4Io5Pa6S"),
]
add(
    f"{REPO}{IT}:96",
    batch(IT_TABLE, *(put(i) for i in RANDOM)),
    IT_KEYS,
    [([], "an empty table: ten random items of TestRequestMapper (fixed hex keys, 10-character payloads)")],
)
add(
    f"{REPO}{HELPERS}:79",
    {"TableName": IT_TABLE},
    IT_KEYS,
    [(RANDOM, "the ten items written (the test counts them)")],
    what="the Scan DynamoDBHelpers.getItemsCount sends",
    op="Scan",
)
add(
    f"{REPO}{IT}:138",
    batch(
        IT_TABLE,
        put(it_item("2", "1", "value1")),
        put(it_item("2", "1", "value2")),
        put(it_item("2", "1", "value3")),
    ),
    IT_KEYS,
    [([], "an empty table (ValidationException: Provided list of item keys contains duplicates, as the test asserts)")],
)
add(
    f"{REPO}{IT}:157",
    batch(IT_TABLE, put(it_item("1", "3", "value3"))),
    IT_KEYS,
    [([], "an empty table: three items of partition key 1, de-duplicated on it (the last written)")],
)
add(
    f"{REPO}{IT}:168",
    batch(IT_TABLE, put(it_item("2", "1", "value3"))),
    IT_KEYS,
    [([], "an empty table: the three puts de-duplicated on both keys (the newest written)")],
)
add(
    f"{REPO}{HELPERS}:86",
    {
        "TableName": IT_TABLE,
        "FilterExpression": "#A = :val",
        "ExpressionAttributeNames": {"#A": "payload"},
        "ExpressionAttributeValues": {":val": _s("value3")},
    },
    IT_KEYS,
    [
        ([it_item("2", "1", "value3")], "the item the de-duplicated batch wrote (found)"),
        ([it_item("2", "1", "value1")], "an item of another payload (none found)"),
    ],
    what="the Scan DynamoDBHelpers.containsAttributeValue sends for withExpectedAttribute(payload, value3)",
    op="Scan",
)

# --- RowDataToAttributeValueConverterTest: the Table API's rows, in the ITCase's table (partition_key, sort_key) ---

ROW_TABLE = "00000000-0000-4000-8000-000000000002"
ROW_KEYS = table(("partition_key", "S"), ("sort_key", "S"))


def row(line: int, test: str, attrs: dict, note: str = "") -> None:
    it = {"partition_key": _s("1"), "sort_key": _s(test), **attrs}
    add(
        f"{REPO}{ROWS}:{line}",
        batch(ROW_TABLE, put(it)),
        ROW_KEYS,
        [([], f"an empty table{note} (written)")],
        what="the BatchWriteItem the Table API sink sends for the row the converter test converts (the row given"
        " the partition_key and sort_key columns of create-table.sql)",
    )


def _list(values: list) -> dict:
    return {"L": values}


row(49, "testChar", {"key": _s("some_char")})
row(79, "testVarChar", {"key": _s("some_var_char")})
row(113, "testBoolean", {"key": {"BOOL": True}})
row(129, "testDecimal", {"key": _n("1.0010")}, ": DECIMAL(5, 4) 1.001 written 1.0010")
row(146, "testTinyInt", {"key": _n("5")})
row(162, "testSmallInt", {"key": _n("256")})
row(178, "testInt", {"key": _n("65536")})
row(194, "testBigInt", {"key": _n("4294967295")})
row(210, "testFloat", {"key": _n("1.2345679E17")}, ": a float as String.valueOf writes it")
row(226, "testDouble", {"key": _n("1.234567891234568E19")}, ": the double the test pins")
row(242, "testTimestamp", {"key": _s("2022-11-10T00:00")})
row(259, "testRowDataType", {"innerRow": {"M": {"f1": _s("some string"), "f2": _n("123")}}})
row(284, "testRowDataTypeNullInnerField", {"innerRow": {"M": {"f1": _s("value"), "f2": {"NULL": True}}}})
row(309, "testNestedRowDataType", {"outer": {"M": {"middle": {"M": {"leaf": _s("deep")}}, "sibling": _n("42")}}})
row(346, "testStringArray", {"key": _list([_s("Some"), _s("String"), _s("Array")])})
row(371, "testBooleanArray", {"key": _list([{"BOOL": True}, {"BOOL": False}, {"BOOL": True}])})
row(399, "testBigDecimalArray", {"key": _list([_n("1"), _n("0")])})
row(428, "testByteArray", {"key": _list([_n("1"), _n("2"), _n("3"), _n("4")])})
row(539, "testFloatArray", {"key": _list([_n("1.0"), _n("2.0"), _n("3.0"), _n("4.0")])})
row(566, "testDoubleArray", {"key": _list([_n("10.0"), _n("200.0"), _n("3000.0"), _n("40000.0")])})
row(
    594,
    "testLocalDateTimeArray",
    {
        "key": _list(
            [_s("2026-06-10T17:43:01.123456"), _s("2026-06-10T17:43:01.123512"), _s("2026-06-10T17:43:01.1236")]
        )
    },
    ": three made-up LocalDateTime.now() values",
)
row(
    623,
    "testInstantArray",
    {
        "key": _list(
            [_s("2026-06-10T15:43:01.223456Z"), _s("2026-06-10T15:43:01.223501Z"), _s("2026-06-10T15:43:01.2235Z")]
        )
    },
    ": three made-up Instant.now() values",
)
row(
    652,
    "testRowDataTypeArray",
    {"rows": _list([{"M": {"name": _s("first"), "value": _n("1")}}, {"M": {"name": _s("second"), "value": _n("2")}}])},
)

# --- DynamoDbTypeInformedElementConverterTest, DefaultDynamoDbElementConverterTest ---

ORDERS = table(("orderId", "S"))


def typed(line: int, path: str, table_name: str, schema: dict, it: dict, runs: list) -> None:
    add(
        f"{REPO}{path}:{line}",
        batch(table_name, put(it)),
        schema,
        runs,
        what="the BatchWriteItem the sink sends for the item the converter test asserts (a table made up, keyed as"
        " the item allows)",
    )


ORDER = {"orderId": _s("orderId"), "quantity": _n("1"), "total": _n("2.0")}
typed(57, TYPED, "orders", ORDERS, ORDER, [([], "an empty table (written)")])
typed(
    31,
    DEFAULT,
    "orders",
    ORDERS,
    {"orderId": _s("order-1"), "quantity": _n("1"), "total": _n("100.0")},
    [([ORDER], "another order (written)")],
)
typed(
    271,
    TYPED,
    "orders",
    ORDERS,
    {"quantity": _n("1"), "total": _n("2.0")},
    [([], "an empty table: the null orderId left out (ValidationException: the key is missing)")],
)
typed(
    282,
    TYPED,
    "orders",
    ORDERS,
    {"orderId": {"NULL": True}, "quantity": _n("1"), "total": _n("2.0")},
    [([], "an empty table: the null orderId written as NULL (ValidationException: the key's type)")],
)
typed(
    74,
    TYPED,
    "complex_payloads",
    table(("stringField", "S")),
    {
        "stringField": _s("stringFieldVal"),
        "stringArrayField": {"SS": ["stringArrayFieldVal1", "stringArrayFieldVal2"]},
        "intArrayField": {"NS": ["10", "20"]},
        "innerPayload": {"M": {"primitiveBooleanField": {"BOOL": True}, "byteArrayField": _b(bytes([1, 0, 10]))}},
        "tupleField": _list([_n("1"), _s("tuple2FieldVal")]),
    },
    [([], "an empty table (written)")],
)
typed(
    119,
    TYPED,
    "tuples",
    table(("f0", "S")),
    {"f0": _s("stringVal"), "f1": _n("10")},
    [([], "an empty table (written)")],
)
typed(
    134,
    TYPED,
    "rows",
    table(("stringRowFiled", "S")),
    {"stringRowFiled": _s("stringVal"), "IntRowField": _n("10"), "DoubleRowField": _n("20.0")},
    [([], "an empty table (written)")],
)
typed(
    295,
    TYPED,
    "byte_tuples",
    table(("f0", "B")),
    {"f0": _b(bytes([1, 0, 10]))},
    [([], "an empty table: a tuple of bytes, keyed by them (written)")],
)
IDS = table(("id", "S"))
for line, test, value in (
    (
        163,
        "convertObjectArray",
        _list(
            [
                {"M": {"orderId": _s("orderId1"), "quantity": _n("1"), "total": _n("2.0")}},
                {"M": {"orderId": _s("orderId2"), "quantity": _n("3"), "total": _n("4.0")}},
            ]
        ),
    ),
    (191, "convertLongPrimitiveArray", {"NS": ["1", "2", "3"]}),
    (204, "convertFloatPrimitiveArray", {"NS": ["1.0", "2.0", "3.0"]}),
    (232, "convertShortPrimitiveArray", {"NS": ["1", "2", "3"]}),
):
    typed(
        line,
        TYPED,
        "tuples_by_id",
        IDS,
        {"id": _s(test), "f0": value},
        [([], "an empty table: the tuple given an id to be keyed by (written)")],
    )

CASES = OUT
