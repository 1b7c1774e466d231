"""AWS SDK for PHP: the requests its DynamoDB session handler, WriteRequestBatch
and integration tests send, and the items its Marshaler tests pin.

Source: aws/aws-sdk-php (read in the copy of its history kept by the fork
melvinmt/aws-sdk-php, whose commits are aws's), at two commits:

- 81d9d2c (2014-06-26, version 2 of the SDK): the integration tests
  ``tests/Aws/Tests/DynamoDb/Integration/DynamoDb_20120810_Test.php`` (the
  examples the user guide's DynamoDB page, ``docs/service-dynamodb.rst``, is made
  of) and ``WriteRequestBatch_20120810_Test.php``, which send their requests to
  DynamoDB: written as the library sends them (the service description's
  ``B`` values base64-encoded; a PHP integer given as ``N`` sent as its digits,
  as Guzzle's schema validator casts it; ``formatAttributes``/``Item::fromArray``
  make an integer ``N`` and a string ``S``; ``WriteRequestBatch`` sends 25
  requests per BatchWriteItem).
- a0b7e27 (2015-05-26, version 3): the session connection
  (``src/DynamoDb/StandardSessionConnection.php``,
  ``LockingSessionConnection.php``: GetItem, DeleteItem, the expiry Scan
  with ``AttributesToGet`` and ``ScanFilter``, the locking UpdateItem with
  ``Expected: {lock: {Exists: false}}`` and ``ReturnValues: ALL_NEW``), the
  requests its unit tests (``tests/DynamoDb/{Standard,Locking}SessionConnectionTest.php``,
  ``WriteRequestBatchTest.php``) make against a mocked client, written as the
  code builds them; and the items ``tests/DynamoDb/MarshalerTest.php`` pins
  (``marshalValue``'s use cases, ``marshalItem``'s items, the items its
  unmarshal tests start from), each sent as a PutItem (binary values as the SDK
  sends them, base64).

Only the requests were taken, as data: PHP was not run.

Adapted only as far as needed to run: ``time()`` fixed (1403802000 for version
2, ``strtotime('-15 minutes')`` and the ``-N days`` dates counted from it;
1432700000 for version 3, whose ``session.gc_maxlifetime`` is PHP's default,
1440); ``uniqid()`` ids fixed (``53ac5a9100000``...); the items each test finds
(``before``) made up from what the test writes or mocks (the sessions the
expiry scan finds are the ones its mock answers, beside one that has not
expired and one that is locked); where tests run in turn, each one's ``before``
is what the previous ones leave. The Marshaler's values are grouped into a few
items of table ``marshaler`` (keyed by ``id``, named after the test line), one
attribute per use case (named after its line). Of the version 2 test's
``WriteRequestBatch`` BatchWriteItems, the second and the last of its puts
(puts 26 to 50, 51 to 55) and the first of its deletes are sent; the others
are left out, and so are the index query, the table operations and the
requests the tests build but never send (a queue never flushed, an untyped
item).

The session write (``StandardSessionConnection::write``, sent by
``StandardSessionConnectionTest.php`` lines 66 and 83 and by
``SessionHandler::close()``, ``src/DynamoDb/SessionHandler.php`` line 119) is an
UpdateItem whose ``AttributeUpdates`` are ``expires: {Value: ...}`` (no
``Action``), then ``lock: {Action: DELETE}`` (and ``data``). DynamoDB Local
applies the entries in order and stops at the first one without ``Action``:
it removes no ``lock``; the simulator leaves out only that entry and removes
it (docs/dynamodb-local-vs-aws.md, entry 16). The two the tests send come last
(``SESSION_WRITES``), listed as known disagreements.
"""

from __future__ import annotations

import base64

from ._build import case, item, table

SOURCE = "aws-sdk-php"
V2 = "aws/aws-sdk-php@81d9d2c "
V3 = "aws/aws-sdk-php@a0b7e27 "
INTEG = "tests/Aws/Tests/DynamoDb/Integration/DynamoDb_20120810_Test.php"
WRB2 = "tests/Aws/Tests/DynamoDb/Integration/WriteRequestBatch_20120810_Test.php"
STD = "tests/DynamoDb/StandardSessionConnectionTest.php"
LOCK = "tests/DynamoDb/LockingSessionConnectionTest.php"
WRB3 = "tests/DynamoDb/WriteRequestBatchTest.php"
MARSH = "tests/DynamoDb/MarshalerTest.php"
SENT = "the request the test sends, as the library writes it"
BUILT = "the request the test makes (mocked client), as the library's code at that commit builds it"


def _n(v) -> dict:
    return {"N": str(v)}


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


# --- version 2: DynamoDb_20120810_Test.php (table "errors", id N + time N) ------
ERRORS = table(("id", "N"), ("time", "N"))
NOW2 = 1403802000
T_ERR = _n(NOW2)
T_BIN = _n(NOW2 + 3)
AGO_15 = _n(NOW2 - 900)
OVERFLOW = {"id": _n(1201), "time": T_ERR, "error": {"S": "Executive overflow"}, "message": {"S": "no vacant areas"}}
BINARY = {
    "id": _n(3000),
    "time": T_BIN,
    "error": {"S": "Out of bounds"},
    "data": {"B": _b64("¡™£¢∞§¶•ªº".encode())},
}
K_ERR = {"id": _n(1201), "time": T_ERR}
K_BIN = {"id": _n(3000), "time": T_BIN}


def _v2(
    line: int, op: str, request: dict, before: list, note: str = SENT, path: str = INTEG, tbl: dict = ERRORS
) -> dict:
    return case(f"{V2}{path}:{line}", op, request, tbl, before, note)


CONTAINS_OVERFLOW = {"AttributeValueList": [{"S": "overflow"}], "ComparisonOperator": "CONTAINS"}
PARALLEL = {"TableName": "errors", "ScanFilter": {"error": CONTAINS_OVERFLOW}, "TotalSegments": 2}
ORDERS = table(("CustomerId", "N"), ("OrderId", "N"))
DAY = 86400


def _order(customer: int, order: int, days_ago: int, item_id: int) -> dict:
    return {
        "PutRequest": {
            "Item": {
                "CustomerId": _n(customer),
                "OrderId": _n(order),
                "OrderDate": _n(NOW2 - days_ago * DAY),
                "ItemId": _n(item_id),
            }
        }
    }


VERSION2 = [
    _v2(
        219,
        "PutItem",
        {"TableName": "errors", "Item": OVERFLOW, "ReturnConsumedCapacity": "TOTAL"},
        [],
        SENT + " (formatAttributes: 1201 and time() as N, the texts as S)",
    ),
    _v2(
        249, "PutItem", {"TableName": "errors", "Item": OVERFLOW}, [OVERFLOW], SENT + " (the same item, typed by hand)"
    ),
    _v2(275, "GetItem", {"ConsistentRead": True, "TableName": "errors", "Key": K_ERR}, [OVERFLOW]),
    _v2(
        306,
        "Query",
        {
            "TableName": "errors",
            "KeyConditions": {
                "id": {"AttributeValueList": [_n(1201)], "ComparisonOperator": "EQ"},
                "time": {"AttributeValueList": [AGO_15], "ComparisonOperator": "GT"},
            },
        },
        [OVERFLOW],
    ),
    _v2(
        347,
        "Scan",
        {
            "TableName": "errors",
            "ScanFilter": {
                "error": CONTAINS_OVERFLOW,
                "time": {"AttributeValueList": [AGO_15], "ComparisonOperator": "GT"},
            },
        },
        [OVERFLOW],
    ),
    _v2(389, "Scan", {"TableName": "errors"}, [OVERFLOW]),
    _v2(430, "Scan", {"Segment": 0, **PARALLEL}, [OVERFLOW]),
    _v2(431, "Scan", {"Segment": 1, **PARALLEL}, [OVERFLOW]),
    _v2(
        460,
        "PutItem",
        {"TableName": "errors", "Item": BINARY},
        [OVERFLOW],
        SENT + " (the UTF-8 text given as B, base64-encoded by the service description's filter)",
    ),
    _v2(470, "GetItem", {"ConsistentRead": True, "TableName": "errors", "Key": K_BIN}, [OVERFLOW, BINARY]),
    _v2(
        522,
        "BatchGetItem",
        {"RequestItems": {"errors": {"Keys": [K_ERR, K_BIN], "ConsistentRead": True}}},
        [OVERFLOW, BINARY],
        SENT + " (the keys the scan before it finds)",
    ),
    _v2(536, "BatchGetItem", {"RequestItems": {"errors": {"Keys": [K_ERR, K_BIN]}}}, [OVERFLOW, BINARY]),
    _v2(
        562,
        "DeleteItem",
        {"TableName": "errors", "Key": K_ERR},
        [OVERFLOW, BINARY],
        SENT + " (for the first item scanned)",
    ),
    _v2(562, "DeleteItem", {"TableName": "errors", "Key": K_BIN}, [BINARY], SENT + " (for the second item scanned)"),
    _v2(
        646,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Orders": [
                    _order(1041, 6, 5, 25336),
                    _order(941, 8, 3, 15596),
                    _order(941, 2, 12, 38449),
                    _order(941, 3, 1, 25336),
                ]
            }
        },
        [],
        SENT + " (PHP integers as N, cast to text; strtotime('-N days') counted from the fixed time)",
        tbl=ORDERS,
    ),
]

# --- version 2: WriteRequestBatch_20120810_Test.php (table batch-write-test, id S)
BATCH_TEST = table(("id", "S"))
IDS = [f"53ac5a91{i:05x}" for i in range(55)]
PUT_ITEMS = [item(id=i, timestamp=NOW2) for i in IDS]
VERSION2 += [
    _v2(
        105,
        "BatchWriteItem",
        {"RequestItems": {"batch-write-test": [{"PutRequest": {"Item": it}} for it in PUT_ITEMS[25:50]]}},
        PUT_ITEMS[:25],
        SENT + ": the second BatchWriteItem the batch sends as it fills (puts 26 to 50)",
        WRB2,
        BATCH_TEST,
    ),
    _v2(
        107,
        "BatchWriteItem",
        {"RequestItems": {"batch-write-test": [{"PutRequest": {"Item": it}} for it in PUT_ITEMS[50:]]}},
        PUT_ITEMS[:50],
        SENT + ": the last BatchWriteItem flush() sends (puts 51 to 55)",
        WRB2,
        BATCH_TEST,
    ),
    _v2(
        137,
        "BatchWriteItem",
        {"RequestItems": {"batch-write-test": [{"DeleteRequest": {"Key": item(id=i)}} for i in IDS[:25]]}},
        PUT_ITEMS,
        SENT + ": the first BatchWriteItem the batch sends as it fills (deletes 1 to 25)",
        WRB2,
        BATCH_TEST,
    ),
]

# --- version 3: the session connection (table "sessions", hash key "id") ------
SESSIONS = table(("id", "S"))
BY_SESSIONID = table(("sessionid", "S"))
NOW3 = 1432700000
S1_LOCKED = {"id": {"S": "s1"}, "expires": _n(NOW3 + 60), "lock": _n(1), "data": {"S": "a:0:{}"}}


def _v3(path: str, line: int, op: str, request: dict, before: list, note: str = BUILT, tbl: dict = SESSIONS) -> dict:
    return case(f"{V3}{path}:{line}", op, request, tbl, before, note)


LOCK_READ = {
    "TableName": "sessions",
    "Key": {"id": {"S": "session1"}},
    "Expected": {"lock": {"Exists": False}},
    "AttributeUpdates": {"lock": {"Value": {"N": "1"}}},
    "ReturnValues": "ALL_NEW",
}
SESSION1 = {"id": {"S": "session1"}, "otherkey": {"S": "foo"}, "expires": _n(NOW3 + 60)}
EXPIRED = [
    {"id": {"S": "foo"}, "expires": _n(NOW3 - 10)},
    {"id": {"S": "bar"}, "expires": _n(NOW3 - 20), "data": {"S": "a:0:{}"}},
    {"id": {"S": "baz"}, "expires": _n(NOW3 - 30)},
    {"id": {"S": "fresh"}, "expires": _n(NOW3 + 600)},
    {"id": {"S": "locked"}, "expires": _n(NOW3 - 5), "lock": _n(1)},
]
VERSION3_SESSIONS = [
    _v3(
        STD,
        35,
        "GetItem",
        {"TableName": "sessions", "Key": {"sessionid": {"S": "session1"}}, "ConsistentRead": True},
        [{"sessionid": {"S": "session1"}, "otherkey": {"S": "foo"}}],
        BUILT + " (hash_key 'sessionid')",
        BY_SESSIONID,
    ),
    _v3(
        STD,
        50,
        "GetItem",
        {"TableName": "sessions", "Key": {"id": {"S": "session1"}}, "ConsistentRead": True},
        [S1_LOCKED],
        BUILT + " (no such session)",
    ),
    _v3(STD, 98, "DeleteItem", {"TableName": "sessions", "Key": {"id": {"S": "s1"}}}, [S1_LOCKED]),
    _v3(
        STD,
        125,
        "Scan",
        {
            "TableName": "sessions",
            "AttributesToGet": ["id"],
            "ScanFilter": {
                "expires": {"ComparisonOperator": "LT", "AttributeValueList": [_n(NOW3)]},
                "lock": {"ComparisonOperator": "NULL"},
            },
        },
        EXPIRED,
        BUILT + " (deleteExpired's scan)",
    ),
    _v3(
        STD,
        125,
        "BatchWriteItem",
        {"RequestItems": {"sessions": [{"DeleteRequest": {"Key": {"id": {"S": k}}}} for k in ("foo", "bar", "baz")]}},
        EXPIRED,
        BUILT + " (deleteExpired's WriteRequestBatch, for the three sessions the test's scan answers)",
    ),
    _v3(
        LOCK,
        28,
        "UpdateItem",
        LOCK_READ,
        [{**SESSION1, "lock": _n(1)}],
        BUILT + " (the session locked: the test's first answer, ConditionalCheckFailedException)",
    ),
    _v3(LOCK, 28, "UpdateItem", LOCK_READ, [SESSION1], BUILT + " (the retry, the lock released)"),
    _v3(LOCK, 44, "UpdateItem", LOCK_READ, [], BUILT + " (no such session: the lock creates it)"),
]

# --- version 3: WriteRequestBatchTest.php (table "foo") ------------------------
BY_LETTER = table(("letter", "S"))
BY_ID = table(("id", "S"))


def _puts(key: str, letters: str) -> dict:
    return {"RequestItems": {"foo": [{"PutRequest": {"Item": {key: {"S": c}}}} for c in letters]}}


VERSION3_BATCH = [
    _v3(
        WRB3,
        101,
        "BatchWriteItem",
        _puts("letter", "ab"),
        [],
        BUILT + " (batch_size 2, pool_size 2: the fourth put autoflushes two batches, this the first)",
        BY_LETTER,
    ),
    _v3(
        WRB3,
        101,
        "BatchWriteItem",
        _puts("letter", "cd"),
        [item(letter="a"), item(letter="b")],
        BUILT + " (the second batch of that autoflush)",
        BY_LETTER,
    ),
    _v3(WRB3, 125, "BatchWriteItem", _puts("id", "ab"), [], BUILT, BY_ID),
    _v3(
        WRB3,
        125,
        "BatchWriteItem",
        _puts("id", "b"),
        [item(id="a")],
        BUILT + " (the unprocessed put the mock answers, sent again)",
        BY_ID,
    ),
]

# --- version 3: MarshalerTest.php, the items it pins, each as a PutItem --------
MARSHALER = table(("id", "S"))
FOO_B64 = _b64(b"foo")


def _marshaled(line: int, attrs: dict, note: str) -> dict:
    request = {"TableName": "marshaler", "Item": {"id": {"S": f"line-{line}"}, **attrs}}
    return _v3(MARSH, line, "PutItem", request, [], note, MARSHALER)


def _use_cases(lines_values: list) -> dict:
    return {f"v{line}": value for line, value in lines_values}


USE_CASE = (
    "the values marshalValue is asserted to write (one attribute per use case, named after its line), as one item"
)
VERSION3_MARSHALER = [
    _marshaled(
        41,
        _use_cases(
            [
                (41, {"S": "S"}),
                (42, {"S": "3"}),
                (43, {"NULL": True}),
                (46, {"N": "1"}),
                (47, {"N": "-1"}),
                (48, {"N": "0"}),
                (49, {"N": "5000000000"}),
                (50, {"N": "1.23"}),
                (51, {"N": "10000000000"}),
                (52, {"N": "9999999999999999"}),
                (53, {"N": "20"}),
                (56, {"BOOL": True}),
                (57, {"BOOL": False}),
                (58, {"NULL": True}),
            ]
        ),
        USE_CASE + ": S, N, BOOL and NULL",
    ),
    _marshaled(
        62,
        _use_cases(
            [
                (62, {"L": [_n(1), _n(2), _n(3)]}),
                (70, {"L": [_n(1), {"S": "one"}, {"BOOL": True}]}),
                (78, {"L": []}),
                (82, {"L": [_n(1), _n(2), _n(3)]}),
            ]
        ),
        USE_CASE + ": L",
    ),
    _marshaled(
        92,
        _use_cases(
            [
                (92, {"M": {"foo": {"S": "foo"}, "bar": _n(3), "baz": {"NULL": True}}}),
                (100, {"M": {"foo": {"S": "foo"}, "bar": _n(3), "baz": {"NULL": True}}}),
                (108, {"M": {"0": {"S": "foo"}, "1": {"S": "bar"}, "baz": {"S": "baz"}}}),
                (116, {"M": {}}),
                (120, {"M": {"foo": {"S": "foo"}, "bar": _n(3), "baz": {"NULL": True}}}),
            ]
        ),
        USE_CASE + ": M",
    ),
    _marshaled(
        130,
        {
            "v130": item(
                x={
                    "name": {"first": "james", "middle": ["michael", "john"], "last": "richardson"},
                    "colors": [{"red": 0, "green": 255, "blue": 255}, {"red": 255, "green": 0, "blue": 127}],
                }
            )["x"]
        },
        USE_CASE + ": the nested map",
    ),
    _marshaled(
        166,
        _use_cases(
            [
                (166, {"B": FOO_B64}),
                (167, {"B": FOO_B64}),
                (168, {"B": FOO_B64}),
                (171, {"SS": ["a", "b", "c"]}),
                (172, {"NS": ["1", "2", "3"]}),
                (174, {"BS": [_b64(b"a"), _b64(b"b"), _b64(b"c")]}),
            ]
        ),
        USE_CASE + ": B (base64 on the wire), SS, NS, BS",
    ),
    _marshaled(
        207,
        {
            "str": {"S": "string"},
            "num": _n(1),
            "bool": {"BOOL": True},
            "null": {"NULL": True},
            "list": {"L": [_n(1), _n(2), {"L": [_n(3), _n(4)]}]},
            "map": {"M": {"colors": {"L": [{"S": "red"}, {"S": "green"}, {"S": "blue"}]}}},
        },
        "the item marshalJson and marshalItem are asserted to write",
    ),
    _marshaled(
        243,
        {
            "S": {"S": "S"},
            "N": _n(1),
            "B": {"B": _b64(b"B")},
            "SS": {"SS": ["S", "SS", "SSS"]},
            "NS": {"NS": ["1", "2", "3"]},
            "BS": {"BS": [_b64(b"B"), _b64(b"BB"), _b64(b"BBB")]},
            "BOOL": {"BOOL": True},
            "NULL": {"NULL": True},
            "M": {"M": {"A": {"S": "A"}, "B": _n(1), "C": {"BOOL": True}}},
            "L": {"L": [{"S": "A"}, _n(1), {"BOOL": True}]},
        },
        "the item the unmarshal test starts from, of every type (binary as the SDK sends it, base64)",
    ),
    _marshaled(
        311,
        {"foo": {"B": FOO_B64}, "bar": {"SS": ["foo", "bar"]}, "baz": {"BS": [FOO_B64, _b64(b"baz")]}},
        "the item marshalItem is asserted to write for binary and set values",
    ),
    _marshaled(
        324,
        {"foo": {"S": "bar"}},
        "the item marshalItem writes with ignore_invalid (the empty string and the file left out)",
    ),
    _marshaled(
        336,
        {
            "foo": {"NS": ["99999999999999999999", "9"]},
            "bar": {"N": "99999999999999999999.99999999999999999999"},
        },
        "the item the wrap_numbers test unmarshals (40 significant digits)",
    ),
]

# the session write: an entry without Action first (DynamoDB Local then applies no entry; the builder the others)
SESSION_WRITES = [
    _v3(
        STD,
        66,
        "UpdateItem",
        {
            "TableName": "sessions",
            "Key": {"id": {"S": "s1"}},
            "AttributeUpdates": {
                "expires": {"Value": _n(1432701440)},
                "lock": {"Action": "DELETE"},
                "data": {"Value": {"S": 'a:1:{s:3:"foo";s:3:"bar";}'}},
            },
        },
        [S1_LOCKED],
        BUILT + " (the session written)",
    ),
    _v3(
        STD,
        83,
        "UpdateItem",
        {
            "TableName": "sessions",
            "Key": {"id": {"S": "s1"}},
            "AttributeUpdates": {
                "expires": {"Value": _n(1432701440)},
                "lock": {"Action": "DELETE"},
                "data": {"Action": "DELETE"},
            },
        },
        [S1_LOCKED],
        BUILT + " (the session written empty: its data deleted)",
    ),
]

CASES = VERSION2 + VERSION3_SESSIONS + VERSION3_BATCH + VERSION3_MARSHALER + SESSION_WRITES
