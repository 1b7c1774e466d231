"""boto (the legacy Python SDK): the requests its DynamoDB v2 layer sends,
as its tests pin them or its tests and examples make it send them. Nearly all
are in the legacy parameters: ``KeyConditions``, ``QueryFilter``,
``ScanFilter``, ``Expected`` (the ``Exists``/``Value`` form and the
``ComparisonOperator`` form), ``ConditionalOperator``, ``AttributeUpdates``,
``AttributesToGet``, beside ``Select``, ``Limit``, ``ScanIndexForward``,
``ExclusiveStartKey``, ``ConsistentRead``, ``Segment``/``TotalSegments`` and
BatchGetItem / BatchWriteItem.

Source: boto/boto, branch develop, commit 70c65b4 (2022-05-13; the project is
archived). ``tests/unit/dynamodb2/test_table.py`` pins, with a mocked
connection, the arguments ``DynamoDBConnection`` (``boto/dynamodb2/layer1.py``)
receives for each ``Table`` / ``Item`` call (``assert_called_once_with``), and
the structures ``Item.build_expects`` / ``prepare_full`` / ``prepare_partial``
and ``Table._build_filters`` return; ``tests/integration/dynamodb2/test_layer1.py``
sends low-level requests as written; ``tests/integration/dynamodb2/test_highlevel.py``
drives the high-level ``Table``/``Item`` API against DynamoDB; the tutorial
``docs/source/dynamodb2_tut.rst`` and the docstring examples of
``boto/dynamodb2/table.py`` show more calls. A layer-1 call becomes a request
as ``layer1.py`` writes it: each keyword argument that is not ``None`` as its
parameter (``key_conditions`` -> ``KeyConditions``, ``expected`` ->
``Expected`` ...), so ``ConsistentRead: false`` is sent by every high-level
read and ``ScanFilter: {}`` by every high-level scan without filters (``_scan``
builds an empty filter map, never ``None``). A high-level call not pinned by
a test is written as the library writes it: ``Table._build_filters``
(``field__op`` -> ``{"AttributeValueList": [...], "ComparisonOperator": OP}``,
``__null`` -> ``NULL``/``NOT_NULL`` without values), ``Table._query`` /
``_scan`` / ``_batch_get`` / ``query_count``, ``ResultSet.fetch_more`` (the
first page's ``Limit`` is ``max_page_size``, else ``limit``), ``BatchTable.flush``
(puts before deletes, 25 requests a batch), ``Item.save`` (the whole item;
unless ``overwrite=True``, an ``Expected`` over every field: ``Exists: true``
with the value read for a field read, ``Exists: false`` for a new one) and
``Item.partial_save`` (``AttributeUpdates`` PUT/DELETE of the changed fields
without the key, ``Expected`` over those fields only). Values are encoded by
the ``Table``'s default ``NonBooleanDynamizer``: ``True`` as the number ``1``,
a Python set as ``SS``/``NS``, an empty set or string left out of the item
(but kept in ``Expected``). Only the requests were taken, as data.

Adapted only as far as needed to run: each case has a table keyed as the test
implies (the unit tests' ``Table('users')`` has no schema: keyed by
``username`` (S), with ``date_joined`` (N) as its range key where the test
names it in a key, by ``last_name``/``username`` where a query names only
``last_name``; the integration tests' and the tutorial's tables as their
``Table.create`` keys them, their indexes left out); the integration tests'
random table name ``test-%d`` fixed as ``test-1767225600`` and ``time.time()``
as 1767225600 (2026-01-01T00:00:00Z); ``before`` is the item the test has
read or the items its earlier steps leave (a variant with items that make a
condition fail where the note says so); a Python set written in the order the
test lists it. Requests on an index (the LSI/GSI queries), table operations,
and calls the library refuses before sending (``QueryError``) are left out.
Kept as sent although DynamoDB refuses them: the unit tests' placeholder
bodies (``_put_item({'some': 'data'})``, an ``AttributeUpdates`` of
``{'some': 'data'}``, a faked unprocessed ``PutRequest`` without ``Item``),
the ``BETWEEN``/``GT`` key conditions on a hash key, the four key conditions
of ``_build_filters(using=QUERY_OPERATORS)``, a ``ConditionalOperator`` with
no filter, batch-get keys naming an attribute that is not a key.
"""

from __future__ import annotations

from ._build import N, S, case, table

SOURCE = "boto2"
REPO = "boto/boto@70c65b4 "
UT = "tests/unit/dynamodb2/test_table.py"
IL1 = "tests/integration/dynamodb2/test_layer1.py"
IHL = "tests/integration/dynamodb2/test_highlevel.py"
TUT = "docs/source/dynamodb2_tut.rst"
TBL = "boto/dynamodb2/table.py"
T0 = 1767225600  # time.time() fixed


def _c(path: str, line: int) -> str:
    return f"{REPO}{path}:{line}"


def SS(*v: str) -> dict:
    return {"SS": list(v)}


def cond(op: str, *vals: dict) -> dict:
    """One legacy condition as ``_build_filters`` writes it."""
    out: dict = {"AttributeValueList": list(vals), "ComparisonOperator": op}
    return out


def nullcheck(op: str) -> dict:  # ``field__null=True/False``: no AttributeValueList
    return {"ComparisonOperator": op}


def was(v: dict) -> dict:  # build_expects: a field read, unchanged or changed since
    return {"Exists": True, "Value": v}


NEW = {"Exists": False}  # build_expects: a field the item did not have


def put(a: dict) -> dict:
    return {"PutRequest": {"Item": a}}


def delete(k: dict) -> dict:
    return {"DeleteRequest": {"Key": k}}


# --- tables -------------------------------------------------------------------
USERS = table(("username", "S"))
USERS_DJ = table(("username", "S"), ("date_joined", "N"))  # the tests' RangeKey('date_joined', data_type=NUMBER)
USERS_LN = table(("last_name", "S"), ("username", "S"))  # queried by last_name alone
USERS_FC = table(("username", "S"), ("friend_count", "N"))  # test_highlevel.py's users
USERS_TUT = table(("username", "S"), ("last_name", "S"))  # the tutorial's users
USERS2 = table(("account_type", "S"), ("last_name", "S"))  # the tutorial's users2
WHATEVER = table(("username", "S"))
WHATEVER_DJ = table(("username", "S"), ("date_joined", "N"))
L1_NAME = "test-1767225600"
L1 = table(("username", "S"), ("date_joined", "N"))
L1_HASH = table(("username", "S"))
POSTS = table(("thread", "S"), ("posted_on", "S"))

# --- items ----------------------------------------------------------------------
# ItemTestCase's johndoe, as loaded (the test marks it clean: read from the table)
JOHNDOE_ITEM = {"username": S("johndoe"), "first_name": S("John"), "date_joined": N(12345)}


def _user(username, first, last, joined, count, friends) -> dict:
    """An item of the unit tests' expected responses (test_table.py:1744, 2332...)."""
    return {
        "username": S(username),
        "first_name": S(first),
        "last_name": S(last),
        "date_joined": N(joined),
        "friend_count": N(count),
        "friends": SS(*friends),
    }


JOHNDOE = _user("johndoe", "John", "Doe", 1366056668, 3, ["alice", "bob", "jane"])
JANE = _user("jane", "Jane", "Doe", 1366057777, 2, ["alice", "johndoe"])
ALICE = _user("alice", "Alice", "Expert", 1366056680, 1, ["jane"])
BOB = _user("bob", "Bob", "Smith", 1366056888, 1, ["johndoe"])
TEAM = [JOHNDOE, JANE, ALICE, BOB]


def _ln(username, first, last) -> dict:  # the query/scan tests' Items (username, first_name, last_name)
    return {"username": S(username), "first_name": S(first), "last_name": S(last)}


DOES = [
    _ln("johndoe", "John", "Doe"),
    _ln("jane", "Jane", "Doe"),
    _ln("foodoe", "Foo", "Doe"),
    _ln("zoeydoe", "Zoey", "Doe"),
    _ln("alice", "Alice", "Expert"),
]

# ============================================================================
# tests/unit/dynamodb2/test_table.py, ItemTestCase (Table('whatever'))
# ============================================================================
ITEM_CASES = [
    case(
        _c(UT, 502),
        "PutItem",
        {
            "TableName": "whatever",
            "Item": JOHNDOE_ITEM,
            "Expected": {"first_name": NEW, "username": NEW, "date_joined": NEW},
        },
        WHATEVER,
        [],
        "build_expects() of the pristine item (pinned) with prepare_full()'s item (test_table.py:593): "
        "what Item.save() sends for a new item; on an empty table",
    ),
    case(
        _c(UT, 502),
        "PutItem",
        {
            "TableName": "whatever",
            "Item": JOHNDOE_ITEM,
            "Expected": {"first_name": NEW, "username": NEW, "date_joined": NEW},
        },
        WHATEVER,
        [JOHNDOE_ITEM],
        "the same save() of a new item, sent again with the item already in the table: the condition fails",
    ),
    case(
        _c(UT, 545),
        "PutItem",
        {
            "TableName": "whatever",
            "Item": {"username": S("johndoe"), "first_name": S("Johann"), "last_name": S("Doe")},
            "Expected": {
                "first_name": was(S("John")),
                "last_name": NEW,
                "username": was(S("johndoe")),
                "date_joined": was(N(12345)),
            },
        },
        WHATEVER,
        [JOHNDOE_ITEM],
        "build_expects() after a change, an addition and a deletion (pinned), with the item save() "
        "sends for it (prepare_full: date_joined deleted); before: the item as read",
    ),
    case(
        _c(UT, 570),
        "UpdateItem",
        {
            "TableName": "whatever",
            "Key": {"username": S("johndoe")},
            "AttributeUpdates": {
                "date_joined": {"Action": "DELETE"},
                "first_name": {"Action": "PUT", "Value": S("Johann")},
                "last_name": {"Action": "PUT", "Value": S("Doe")},
            },
            "Expected": {"first_name": was(S("John")), "last_name": NEW, "date_joined": was(N(12345))},
        },
        WHATEVER,
        [{**JOHNDOE_ITEM, "first_name": S("Johnny")}],
        "prepare_partial()'s AttributeUpdates (test_table.py:625) with build_expects(fields=...) "
        "(pinned): what partial_save() sends; before: first_name changed by another writer, so "
        "the condition fails",
    ),
    case(
        _c(UT, 599),
        "PutItem",
        {"TableName": "whatever", "Item": {**JOHNDOE_ITEM, "friends": SS("jane", "alice")}},
        WHATEVER,
        [JOHNDOE_ITEM],
        "prepare_full() with a string set (pinned) sent as save(overwrite=True) sends it (no Expected)",
    ),
    case(
        _c(UT, 696),
        "PutItem",
        {
            "TableName": "whatever",
            "Item": {
                "username": S("johndoe"),
                "first_name": S("J"),
                "new_attr": S("never_seen_before"),
                "date_joined": N(12345),
            },
            "Expected": {
                "username": {"Value": S("johndoe"), "Exists": True},
                "first_name": {"Value": S("John"), "Exists": True},
                "new_attr": {"Exists": False},
                "date_joined": {"Value": N(12345), "Exists": True},
            },
        },
        WHATEVER,
        [JOHNDOE_ITEM],
        "the item and expects _put_item is called with (pinned); before: the item as read",
    ),
    case(
        _c(UT, 736),
        "PutItem",
        {
            "TableName": "whatever",
            "Item": {
                "username": S("johndoe"),
                "first_name": S("J"),
                "new_attr": S("never_seen_before"),
                "date_joined": N(12345),
            },
        },
        WHATEVER,
        [JOHNDOE_ITEM],
        "save(overwrite=True): expects=None, so no Expected",
    ),
    case(
        _c(UT, 772),
        "UpdateItem",
        {
            "TableName": "whatever",
            "Key": {"username": S("johndoe")},
            "AttributeUpdates": {
                "first_name": {"Action": "PUT", "Value": S("J")},
                "last_name": {"Action": "PUT", "Value": S("Doe")},
                "date_joined": {"Action": "DELETE"},
            },
            "Expected": {
                "first_name": {"Value": S("John"), "Exists": True},
                "last_name": {"Exists": False},
                "date_joined": {"Value": N(12345), "Exists": True},
            },
        },
        WHATEVER,
        [JOHNDOE_ITEM],
        "the key, updates and expects _update_item is called with (pinned), the key encoded as "
        "Table._update_item encodes it; before: the item as read",
    ),
    case(
        _c(UT, 816),
        "DeleteItem",
        {"TableName": "whatever", "Key": {"username": S("johndoe"), "date_joined": N(12345)}},
        WHATEVER_DJ,
        [JOHNDOE_ITEM, {"username": S("johndoe"), "date_joined": N(23456)}],
        "Item.delete() -> delete_item(username=, date_joined=) (pinned) as Table.delete_item sends it "
        "(expected=None: no Expected); date_joined keyed as a number, the type of the value the "
        "library encodes (the test's RangeKey leaves it a string)",
    ),
]

# ============================================================================
# tests/unit/dynamodb2/test_table.py, TableTestCase (Table('users'))
# ============================================================================
TABLE_CASES = [
    case(
        _c(UT, 1762),
        "GetItem",
        {"TableName": "users", "Key": {"username": S("johndoe")}, "ConsistentRead": False},
        USERS,
        [JOHNDOE, JANE],
        "attributes_to_get=None is not sent; before: the item of the test's mocked answer",
    ),
    case(
        _c(UT, 1775),
        "GetItem",
        {
            "TableName": "users",
            "Key": {"username": S("johndoe")},
            "ConsistentRead": False,
            "AttributesToGet": ["username", "first_name"],
        },
        USERS,
        [JOHNDOE, JANE],
    ),
    case(
        _c(UT, 1802),
        "GetItem",
        {"TableName": "users", "Key": {"username": S("mrsmith")}, "ConsistentRead": False},
        USERS,
        [JOHNDOE, JANE],
        "has_item(username='mrsmith') as get_item sends it; the item is absent",
    ),
    case(
        _c(UT, 1858),
        "GetItem",
        {
            "TableName": "users",
            "Key": {"username": S("johndoe"), "date_joined": N(1366056668)},
            "ConsistentRead": False,
        },
        USERS_DJ,
        [JOHNDOE, JANE],
        "lookup('johndoe', 1366056668) -> get_item(username=, date_joined=) (pinned), as get_item sends it",
    ),
    case(
        _c(UT, 1873),
        "PutItem",
        {
            "TableName": "users",
            "Item": {"username": S("johndoe"), "last_name": S("Doe"), "date_joined": N(12345)},
            "Expected": {
                "username": {"Exists": False},
                "last_name": {"Exists": False},
                "date_joined": {"Exists": False},
            },
        },
        USERS,
        [JANE],
    ),
    case(
        _c(UT, 1873),
        "PutItem",
        {
            "TableName": "users",
            "Item": {"username": S("johndoe"), "last_name": S("Doe"), "date_joined": N(12345)},
            "Expected": {
                "username": {"Exists": False},
                "last_name": {"Exists": False},
                "date_joined": {"Exists": False},
            },
        },
        USERS,
        [JOHNDOE, JANE],
        "the same put_item with johndoe already in the table: the condition fails",
    ),
    case(
        _c(UT, 1896),
        "PutItem",
        {"TableName": "users", "Item": {"some": "data"}},
        USERS,
        [],
        "the test's placeholder body, as _put_item hands it to the connection (an untyped value)",
    ),
    case(
        _c(UT, 1909),
        "UpdateItem",
        {"TableName": "users", "Key": {"username": S("johndoe")}, "AttributeUpdates": {"some": "data"}},
        USERS,
        [JOHNDOE],
        "the test's placeholder updates, as _update_item hands them to the connection",
    ),
    case(
        _c(UT, 1922),
        "DeleteItem",
        {"TableName": "users", "Key": {"username": S("johndoe"), "date_joined": N(23456)}},
        USERS_DJ,
        [{"username": S("johndoe"), "date_joined": N(23456), "balance": N(0)}],
        "expected=None and conditional_operator=None are not sent",
    ),
    case(
        _c(UT, 1939),
        "DeleteItem",
        {
            "TableName": "users",
            "Key": {"username": S("johndoe"), "date_joined": N(23456)},
            "Expected": {"balance": {"ComparisonOperator": "EQ", "AttributeValueList": [N(0)]}},
        },
        USERS_DJ,
        [{"username": S("johndoe"), "date_joined": N(23456), "balance": N(0)}],
        "before: a balance of 0",
    ),
    case(
        _c(UT, 1961),
        "DeleteItem",
        {
            "TableName": "users",
            "Key": {"username": S("johndoe"), "date_joined": N(23456)},
            "Expected": {"balance": {"ComparisonOperator": "EQ", "AttributeValueList": [N(0)]}},
        },
        USERS_DJ,
        [{"username": S("johndoe"), "date_joined": N(23456), "balance": N(25)}],
        "the same request, which the test's mock answers ConditionalCheckFailedException: before, a balance of 25",
    ),
    case(
        _c(UT, 2050),
        "BatchWriteItem",
        {
            "RequestItems": {
                "users": [
                    put({"username": S("jane"), "date_joined": N(12342547)}),
                    put({"username": S("alice"), "date_joined": N(12342888)}),
                    delete({"username": S("johndoe")}),
                ]
            }
        },
        USERS,
        [JOHNDOE],
        "batch_write_item's request_items (pinned)",
    ),
    case(
        _c(UT, 2131),
        "BatchWriteItem",
        {
            "RequestItems": {
                "users": [put({"username": S("jane"), "date_joined": N(12342547)})]
                + [delete({"username": S(f"johndoe{i}")}) for i in range(1, 25)]
            }
        },
        USERS,
        [{"username": S(f"johndoe{i}")} for i in (1, 2, 3, 24, 25)],
        "the first flush of test_batch_write_flushing (1 put, 24 deletes: the 25th request flushes), "
        "as BatchTable.flush writes it; before: some of the users it deletes",
    ),
    case(
        _c(UT, 2191),
        "BatchWriteItem",
        {"RequestItems": {"users": [{"PutRequest": {"username": {"S": "jane"}, "date_joined": {"N": 12342547}}}]}},
        USERS,
        [],
        "the test's faked unprocessed entry (a PutRequest without Item, a number as a JSON number), "
        "as resend_unprocessed() sends it on __exit__",
    ),
    case(
        _c(UT, 2231),
        "Scan",
        {
            "TableName": "users",
            "ScanFilter": {
                "username": {"AttributeValueList": [{"S": "johndoe"}], "ComparisonOperator": "EQ"},
                "date_joined": {"AttributeValueList": [{"N": "1234567"}], "ComparisonOperator": "GE"},
                "age": {
                    "AttributeValueList": [{"N": "30"}, {"N": "31"}, {"N": "32"}, {"N": "33"}],
                    "ComparisonOperator": "IN",
                },
                "last_name": {"AttributeValueList": [{"S": "danzig"}, {"S": "only"}], "ComparisonOperator": "BETWEEN"},
                "first_name": {"ComparisonOperator": "NOT_NULL"},
                "gender": {"ComparisonOperator": "NULL"},
            },
        },
        USERS,
        [
            {**_ln("johndoe", "John", "hancock"), "date_joined": N(1366056668), "age": N(31)},
            {**_ln("jane", "Jane", "moss"), "date_joined": N(1366057777), "age": N(30)},
            {**_ln("bob", "Bob", "smith"), "date_joined": N(1366056888), "age": N(33), "gender": S("m")},
        ],
        "_build_filters(using=FILTER_OPERATORS)'s output (pinned) as a Scan's ScanFilter, as _scan "
        "sends it; sample items (johndoe meets all six conditions)",
    ),
    case(
        _c(UT, 2282),
        "Query",
        {
            "TableName": "users",
            "KeyConditions": {
                "username": {"AttributeValueList": [{"S": "johndoe"}], "ComparisonOperator": "EQ"},
                "date_joined": {"AttributeValueList": [{"N": "1234567"}], "ComparisonOperator": "GE"},
                "last_name": {"AttributeValueList": [{"S": "danzig"}, {"S": "only"}], "ComparisonOperator": "BETWEEN"},
                "gender": {"AttributeValueList": [{"S": "m"}], "ComparisonOperator": "BEGINS_WITH"},
            },
            "ConsistentRead": False,
        },
        USERS_DJ,
        [{**_ln("johndoe", "John", "hancock"), "date_joined": N(1366056668), "gender": S("m")}],
        "_build_filters(using=QUERY_OPERATORS)'s output (pinned) as the KeyConditions _query sends (four conditions)",
    ),
    case(
        _c(UT, 2282),
        "Query",
        {
            "TableName": "users",
            "KeyConditions": {
                "username": {"AttributeValueList": [{"S": "johndoe"}], "ComparisonOperator": "EQ"},
                "date_joined": {"AttributeValueList": [{"N": "1234567"}], "ComparisonOperator": "GE"},
            },
            "ConsistentRead": False,
        },
        USERS_DJ,
        [
            {**_ln("johndoe", "John", "hancock"), "date_joined": N(1366056668)},
            {**_ln("johndoe", "John", "hancock"), "date_joined": N(1234000)},
            {**_ln("jane", "Jane", "moss"), "date_joined": N(1366057777)},
        ],
        "the two key entries of the pinned QUERY_OPERATORS output (username EQ, date_joined GE) as "
        "KeyConditions, on a table keyed by them",
    ),
    case(
        _c(UT, 2382),
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "ScanIndexForward": False,
            "Limit": 4,
            "KeyConditions": {
                "username": {"AttributeValueList": [{"S": "aaa"}, {"S": "mmm"}], "ComparisonOperator": "BETWEEN"}
            },
        },
        USERS,
        TEAM,
        "the pinned call (index_name, attributes_to_get, select, query_filter, conditional_operator "
        "None: not sent); a BETWEEN on the hash key",
    ),
    case(
        _c(UT, 2426),
        "Query",
        {
            "TableName": "users",
            "KeyConditions": {
                "username": {"AttributeValueList": [{"S": "aaa"}, {"S": "mmm"}], "ComparisonOperator": "BETWEEN"}
            },
            "ScanIndexForward": False,
            "Limit": 4,
            "ExclusiveStartKey": {"username": {"S": "adam"}},
            "ConsistentRead": True,
            "ConditionalOperator": "AND",
        },
        USERS,
        TEAM,
        "the pinned call: ConditionalOperator AND with no QueryFilter, a BETWEEN on the hash key",
    ),
    case(
        _c(UT, 2497),
        "Scan",
        {
            "TableName": "users",
            "ScanFilter": {"friend_count": {"AttributeValueList": [{"N": "2"}], "ComparisonOperator": "LE"}},
            "Limit": 2,
        },
        USERS,
        TEAM,
        "the pinned call (segment, attributes_to_get, total_segments, conditional_operator None: not "
        "sent); before: the test's answer's items and johndoe",
    ),
    case(
        _c(UT, 2536),
        "Scan",
        {
            "TableName": "users",
            "ScanFilter": {"friend_count": {"AttributeValueList": [{"N": "2"}], "ComparisonOperator": "LE"}},
            "Limit": 3,
            "ExclusiveStartKey": {"username": {"S": "adam"}},
        },
        USERS,
        TEAM,
    ),
    case(
        _c(UT, 2572),
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "KeyConditions": {"last_name": {"AttributeValueList": [S("Doe")], "ComparisonOperator": "EQ"}},
        },
        USERS_LN,
        DOES,
        "query_2(last_name__eq='Doe'): the test mocks _query; its first page as _query sends it, on a "
        "table keyed by last_name (and username, the test's items sharing a last name)",
    ),
    case(
        _c(UT, 2626),
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "Select": "SPECIFIC_ATTRIBUTES",
            "AttributesToGet": ["username"],
            "KeyConditions": {"last_name": {"AttributeValueList": [S("Doe")], "ComparisonOperator": "EQ"}},
        },
        USERS_LN,
        DOES,
        "query_2(last_name__eq='Doe', attributes=['username']), as _query sends it (the test mocks it)",
    ),
    case(
        _c(UT, 2663),
        "Scan",
        {
            "TableName": "users",
            "ScanFilter": {"last_name": {"AttributeValueList": [S("Doe")], "ComparisonOperator": "EQ"}},
        },
        USERS,
        DOES,
        "scan(last_name__eq='Doe'), as _scan sends it (the test mocks it)",
    ),
    case(
        _c(UT, 2717),
        "Scan",
        {"TableName": "users", "AttributesToGet": ["username"], "ScanFilter": {}},
        USERS,
        DOES,
        "scan(attributes=['username']), as _scan sends it (the test mocks it): an empty ScanFilter, no Select",
    ),
    case(
        _c(UT, 2794),
        "Query",
        {
            "TableName": "users",
            "KeyConditions": {"username": {"AttributeValueList": [S("notmyname")], "ComparisonOperator": "EQ"}},
            "Select": "COUNT",
            "ConsistentRead": False,
            "ScanIndexForward": True,
        },
        USERS,
        TEAM,
        "query_count(username__eq='notmyname') as it calls query (scan_index_forward True and limit None pinned)",
    ),
    case(
        _c(UT, 2807),
        "Query",
        {
            "TableName": "users",
            "KeyConditions": {"username": {"AttributeValueList": [S("somename")], "ComparisonOperator": "GT"}},
            "Select": "COUNT",
            "Limit": 10,
            "ConsistentRead": True,
            "ScanIndexForward": False,
        },
        USERS,
        TEAM,
        "query_count(username__gt='somename', consistent=True, scan_index_forward=False, limit=10): "
        "a GT on the hash key",
    ),
    case(
        _c(UT, 2838),
        "Query",
        {
            "TableName": "users",
            "KeyConditions": {"username": {"AttributeValueList": [S("johndoe")], "ComparisonOperator": "EQ"}},
            "Select": "COUNT",
            "ConsistentRead": False,
            "ScanIndexForward": True,
            "ExclusiveStartKey": {"username": {"S": "johndoe"}, "date_joined": {"N": "4118642633"}},
        },
        USERS_DJ,
        [{"username": S("johndoe"), "date_joined": N(d)} for d in (1366056668, 4118642633, 4118642700, 4200000000)],
        "query_count's second page: the LastEvaluatedKey of the test's first answer as ExclusiveStartKey",
    ),
    case(
        _c(UT, 2896),
        "BatchGetItem",
        {
            "RequestItems": {
                "users": {
                    "Keys": [
                        {"username": {"S": "alice"}, "friend_count": {"N": "1"}},
                        {"username": {"S": "bob"}, "friend_count": {"N": "1"}},
                        {"username": {"S": "jane"}},
                    ]
                }
            }
        },
        USERS,
        [ALICE, BOB, JANE],
        "the pinned request_items: two keys name friend_count, which no key schema for these three keys holds",
    ),
    case(
        _c(UT, 2995),
        "BatchGetItem",
        {
            "RequestItems": {
                "users": {
                    "Keys": [{"username": {"S": "alice"}}, {"username": {"S": "bob"}}],
                    "AttributesToGet": ["username", "first_name"],
                }
            }
        },
        USERS,
        [ALICE, BOB, JANE],
    ),
    case(
        _c(UT, 3023),
        "BatchGetItem",
        {
            "RequestItems": {
                "users": {"Keys": [{"username": S("johndoe")}, {"username": S("jane")}, {"username": S("zoeydoe")}]}
            }
        },
        USERS,
        DOES,
        "batch_get(keys=[...]) as _batch_get sends its first page (the test mocks it)",
    ),
]

# ============================================================================
# tests/integration/dynamodb2/test_layer1.py (low-level requests as written)
# ============================================================================
L1_JOHNDOE = {
    "username": S("johndoe"),
    "first_name": S("John"),
    "last_name": S("Doe"),
    "date_joined": N(1366056668),
    "friend_count": N(3),
    "friends": SS("alice", "bob", "jane"),
}
L1_JANE = {
    "username": S("jane"),
    "first_name": S("Jane"),
    "last_name": S("Doe"),
    "date_joined": N(1366056789),
    "friend_count": N(1),
    "friends": SS("johndoe"),
}
L1_ALICE = {
    "username": S("alice"),
    "first_name": S("Alice"),
    "last_name": S("Expert"),
    "date_joined": N(1366056800),
    "friend_count": N(2),
    "friends": SS("johndoe", "jane"),
}
L1_NOTE = "test-%d table name fixed; its LSI left out"

LAYER1_CASES = [
    case(_c(IL1, 134), "PutItem", {"TableName": L1_NAME, "Item": L1_JOHNDOE}, L1, [], L1_NOTE),
    case(
        _c(IL1, 137),
        "GetItem",
        {
            "TableName": L1_NAME,
            "Key": {"username": S("johndoe"), "date_joined": N(1366056668)},
            "ConsistentRead": True,
        },
        L1,
        [L1_JOHNDOE],
        L1_NOTE,
    ),
    case(
        _c(IL1, 148),
        "BatchWriteItem",
        {"RequestItems": {L1_NAME: [put(L1_JANE)]}},
        L1,
        [L1_JOHNDOE],
        L1_NOTE,
    ),
    case(
        _c(IL1, 181),
        "Query",
        {
            "TableName": L1_NAME,
            "KeyConditions": {
                "username": {"AttributeValueList": [{"S": "jane"}], "ComparisonOperator": "EQ"},
                "date_joined": {"AttributeValueList": [{"N": "1366050000"}], "ComparisonOperator": "GT"},
            },
            "ConsistentRead": True,
        },
        L1,
        [L1_JOHNDOE, L1_JANE],
        L1_NOTE,
    ),
    case(_c(IL1, 198), "Scan", {"TableName": L1_NAME}, L1, [L1_JOHNDOE, L1_JANE], L1_NOTE),
    case(
        _c(IL1, 203),
        "DeleteItem",
        {"TableName": L1_NAME, "Key": {"username": S("johndoe"), "date_joined": N(1366056668)}},
        L1,
        [L1_JOHNDOE, L1_JANE],
        L1_NOTE,
    ),
    case(
        _c(IL1, 212),
        "BatchWriteItem",
        {"RequestItems": {L1_NAME: [put(L1_ALICE)]}},
        L1,
        [L1_JANE],
        L1_NOTE + "; the test's dict literal repeats the key 'PutRequest', so Python keeps only the "
        "second (alice): one request, as sent",
    ),
    case(
        _c(IL1, 239),
        "Scan",
        {"TableName": L1_NAME, "TotalSegments": 2, "Segment": 0},
        L1,
        [L1_JANE, L1_ALICE],
        L1_NOTE + "; before: what the test's earlier steps leave",
    ),
    case(
        _c(IL1, 241),
        "Scan",
        {"TableName": L1_NAME, "TotalSegments": 2, "Segment": 1},
        L1,
        [L1_JANE, L1_ALICE],
        L1_NOTE + "; before: what the test's earlier steps leave",
    ),
    case(
        _c(IL1, 281),
        "GetItem",
        {"TableName": L1_NAME, "Key": {"username": S("johndoe")}, "ConsistentRead": True},
        L1_HASH,
        [L1_JOHNDOE],
        "test-%d table name fixed; the test's hash-key-only table",
    ),
    case(
        _c(IL1, 352),
        "PutItem",
        {
            "TableName": L1_NAME,
            "Item": {
                "username": S("johndoe"),
                "first_name": S("John"),
                "last_name": S("Doe"),
                "date_joined": N(1366056668),
                "friend_count": N(3),
                "friend_data": {"M": {"username": {"S": "alice"}, "friend_count": {"N": "4"}}},
            },
        },
        L1,
        [],
        L1_NOTE,
    ),
]

# ============================================================================
# tests/integration/dynamodb2/test_highlevel.py (the high-level API, as the library sends it)
# ============================================================================


def _hl(username, first, last, count, **more) -> dict:
    out = {"username": S(username), "first_name": S(first), "last_name": S(last), "friend_count": N(count)}
    out.update(more)
    return out


HL_JOHNDOE = _hl("johndoe", "John", "Doe", 4)
HL_ALICE = _hl("alice", "Alice", "Expert", 2)
HL_JANE = _hl("jane", "Jane", "Doe", 3)
HL_BOB = _hl("bob", "Bob", "Smith", 1)
HL_NOTE = "users keyed as Table.create keys it (its LSI left out)"
JANE_KEY = {"username": S("jane"), "friend_count": N(3)}


def _hl_case(line: int, op: str, request: dict, before: list, note: str = "") -> dict:
    return case(_c(IHL, line), op, request, USERS_FC, before, HL_NOTE + (f"; {note}" if note else ""))


HIGHLEVEL_CASES = [
    _hl_case(
        77,
        "PutItem",
        {
            "TableName": "users",
            "Item": HL_JOHNDOE,
            "Expected": {"username": NEW, "first_name": NEW, "last_name": NEW, "friend_count": NEW},
        },
        [],
        "put_item(data=...): Item.save() of a new item",
    ),
    _hl_case(
        94,
        "BatchWriteItem",
        {
            "RequestItems": {
                "users": [
                    put(HL_JANE),
                    put(HL_BOB),
                    delete({"username": S("alice"), "friend_count": N(2)}),
                ]
            }
        },
        [HL_JOHNDOE, HL_ALICE],
        "the batch as BatchTable.flush writes it (puts, then deletes)",
    ),
    _hl_case(
        112,
        "GetItem",
        {"TableName": "users", "Key": JANE_KEY, "ConsistentRead": False},
        [HL_JOHNDOE, HL_JANE, HL_BOB],
        "has_item(...) as get_item sends it",
    ),
    _hl_case(
        129,
        "GetItem",
        {"TableName": "users", "Key": JANE_KEY, "ConsistentRead": True},
        [HL_JOHNDOE, _hl("jane", "Jane", "Doh", 3), HL_BOB],
    ),
    _hl_case(
        125,
        "PutItem",
        {
            "TableName": "users",
            "Item": _hl("jane", "Jane", "Doh", 3),
            "Expected": {
                "username": was(S("jane")),
                "first_name": was(S("Jane")),
                "last_name": was(S("Doe")),
                "friend_count": was(N(3)),
            },
        },
        [HL_JOHNDOE, HL_JANE, HL_BOB],
        "jane['last_name'] = 'Doh'; jane.save(): before, jane as read",
    ),
    _hl_case(
        144,
        "PutItem",
        {
            "TableName": "users",
            "Item": {"username": S("jane"), "last_name": S("Doh"), "friend_count": N(3)},
            "Expected": {
                "username": was(S("jane")),
                "first_name": was(S("Jane")),
                "last_name": was(S("Doh")),
                "friend_count": was(N(3)),
            },
        },
        [HL_JOHNDOE, _hl("jane", "Jane", "Doh", 3), HL_BOB],
        "del client_1_jane['first_name']; save(): a deleted field expected with the value read",
    ),
    _hl_case(
        155,
        "PutItem",
        {
            "TableName": "users",
            "Item": _hl("jane", "Joan", "Doh", 3),
            "Expected": {
                "username": was(S("jane")),
                "first_name": was(S("Jane")),
                "last_name": was(S("Doh")),
                "friend_count": was(N(3)),
            },
        },
        [HL_JOHNDOE, {"username": S("jane"), "last_name": S("Doh"), "friend_count": N(3)}, HL_BOB],
        "client_2_jane['first_name'] = 'Joan'; save(), which the test expects to fail: first_name "
        "was removed by the previous save",
    ),
    _hl_case(
        185,
        "PutItem",
        {
            "TableName": "users",
            "Item": _hl("jane", "Jane", "Doe", 3, favorite_band=S("Feed Me")),
            "Expected": {
                "username": was(S("jane")),
                "first_name": was(S("Jane")),
                "last_name": was(S("Doe")),
                "friend_count": was(N(3)),
                "favorite_band": NEW,
            },
        },
        [HL_JOHNDOE, HL_JANE, HL_BOB],
        "client_3_jane['favorite_band'] = 'Feed Me'; save()",
    ),
    _hl_case(
        189,
        "UpdateItem",
        {
            "TableName": "users",
            "Key": JANE_KEY,
            "AttributeUpdates": {"first_name": {"Action": "PUT", "Value": S("Jacqueline")}},
            "Expected": {"first_name": was(S("Jane"))},
        },
        [HL_JOHNDOE, _hl("jane", "Jane", "Doe", 3, favorite_band=S("Feed Me")), HL_BOB],
        "client_4_jane['first_name'] = 'Jacqueline'; partial_save(): only the changed field is expected",
    ),
    _hl_case(
        212,
        "UpdateItem",
        {
            "TableName": "users",
            "Key": {"username": S("sadie"), "friend_count": N(7)},
            "AttributeUpdates": {
                "first_name": {"Action": "PUT", "Value": S("Sadie")},
                "favorite_band": {"Action": "PUT", "Value": S("Zedd")},
            },
            "Expected": {"first_name": NEW, "favorite_band": NEW},
        },
        [HL_JOHNDOE, HL_JANE, HL_BOB],
        "partial_save() of a new Item: the key fields left out of the updates and expects",
    ),
    _hl_case(
        212,
        "UpdateItem",
        {
            "TableName": "users",
            "Key": {"username": S("sadie"), "friend_count": N(7)},
            "AttributeUpdates": {
                "first_name": {"Action": "PUT", "Value": S("Sadie")},
                "favorite_band": {"Action": "PUT", "Value": S("Zedd")},
            },
            "Expected": {"first_name": NEW, "favorite_band": NEW},
        },
        [HL_JANE, {"username": S("sadie"), "friend_count": N(7), "favorite_band": S("Deadmau5")}],
        "the same partial_save() of a new Item, sent again with a sadie already holding a favorite_band: "
        "the condition fails",
    ),
    _hl_case(
        234,
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "Select": "SPECIFIC_ATTRIBUTES",
            "AttributesToGet": ["first_name"],
            "KeyConditions": {
                "username": {"AttributeValueList": [S("johndoe")], "ComparisonOperator": "EQ"},
                "friend_count": {"AttributeValueList": [N(4)], "ComparisonOperator": "EQ"},
            },
        },
        [HL_JOHNDOE, HL_JANE, HL_BOB],
    ),
    _hl_case(
        257,
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "Select": "SPECIFIC_ATTRIBUTES",
            "AttributesToGet": ["first_name"],
            "KeyConditions": {"username": {"AttributeValueList": [S("johndoe")], "ComparisonOperator": "EQ"}},
            "QueryFilter": {"first_name": {"AttributeValueList": [S("J")], "ComparisonOperator": "BEGINS_WITH"}},
        },
        [HL_JOHNDOE, _hl("johndoe", "Jack", "Doe", 9), _hl("johndoe", "Bill", "Doe", 12), HL_JANE],
        "before: johndoe under two more friend counts (one a first_name not starting with J)",
    ),
    _hl_case(
        269,
        "Scan",
        {"TableName": "users", "Limit": 7, "ScanFilter": {}},
        [HL_JOHNDOE, HL_JANE, HL_BOB],
        "scan(limit=7): an empty ScanFilter",
    ),
    _hl_case(
        275,
        "Scan",
        {
            "TableName": "users",
            "Limit": 2,
            "ScanFilter": {"username": {"AttributeValueList": [S("j")], "ComparisonOperator": "BEGINS_WITH"}},
        },
        [HL_JOHNDOE, HL_JANE, HL_BOB],
    ),
    _hl_case(
        288,
        "BatchGetItem",
        {
            "RequestItems": {
                "users": {
                    "Keys": [
                        {"username": S("noone"), "friend_count": N(4)},
                        {"username": S("nothere"), "friend_count": N(10)},
                    ]
                }
            }
        },
        [HL_JANE, HL_BOB],
        "max_batch_get = 2: the first page, neither key present",
    ),
    _hl_case(
        303,
        "BatchGetItem",
        {
            "RequestItems": {
                "users": {
                    "Keys": [
                        {"username": S("bob"), "friend_count": N(1)},
                        {"username": S("jane"), "friend_count": N(3)},
                    ],
                    "ConsistentRead": True,
                }
            }
        },
        [HL_JANE, HL_BOB],
    ),
    _hl_case(
        342,
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "KeyConditions": {"username": {"AttributeValueList": [S("johndoe")], "ComparisonOperator": "EQ"}},
        },
        [HL_JANE, HL_BOB, _hl("johndoe", "Jack", "Doe", 9)],
    ),
    _hl_case(
        345,
        "PutItem",
        {
            "TableName": "users",
            "Item": _hl("mau5", "dead", "mau5", 2, friends=SS("skrill", "penny")),
            "Expected": {
                "username": NEW,
                "first_name": NEW,
                "last_name": NEW,
                "friend_count": NEW,
                "friends": NEW,
            },
        },
        [HL_JANE, HL_BOB],
    ),
    _hl_case(
        354,
        "PutItem",
        {
            "TableName": "users",
            "Item": {"username": S("penny"), "first_name": S("Penny"), "friend_count": N(0)},
            "Expected": {"username": NEW, "first_name": NEW, "friend_count": NEW, "friends": NEW},
        },
        [HL_JANE, HL_BOB],
        "the empty set is left out of the item (prepare_full) but not out of Expected",
    ),
    case(
        _c(IHL, 387),
        "BatchWriteItem",
        {"RequestItems": {"slow_users": [put({"user_id": S(str(i)), "name": S(f"Droid #{i}")}) for i in range(25)]}},
        table(("user_id", "S")),
        [],
        "the first of the 500 puts' batches (25 requests), as BatchTable.flush writes it",
    ),
    case(
        _c(IHL, 478),
        "Query",
        {
            "TableName": "gsi_query_users",
            "ConsistentRead": False,
            "KeyConditions": {"user_id": {"AttributeValueList": [S("24")], "ComparisonOperator": "EQ"}},
        },
        table(("user_id", "S")),
        [
            {"user_id": S("7"), "username": S("johndoe"), "first_name": S("John"), "last_name": S("Doe")},
            {"user_id": S("24"), "username": S("alice"), "first_name": S("Alice"), "last_name": S("Expert")},
            {"user_id": S("35"), "username": S("jane"), "first_name": S("Jane"), "last_name": S("Doe")},
        ],
        "its GSI left out; before: the test's three puts",
    ),
]

# tests/integration/dynamodb2/forum_test_data.json, the posts the query tests write
_FORUM = [
    ("Favorite chiptune band?", "joe", "2013-12-24T12:30:54", "Forum poll: What's your favorite chiptune band & why?"),
    (
        "Favorite chiptune band?",
        "jane",
        "2013-12-24T12:35:40",
        "I'd definitely go with POWERLIFTER. Love the use of LSDJ & vocals.",
    ),
    (
        "Favorite chiptune band?",
        "joe",
        "2013-12-24T13:45:30",
        "Hm, I hadn't heard of them before. Will give a listen.\n\nMy favorite is definitely D&D Sluggers so far.",
    ),
    (
        "Favorite chiptune band?",
        "joe",
        "2013-12-24T14:15:14",
        "Oh man, POWERLIFTER is really good. Do they have any more albums than the first one?",
    ),
    (
        "Favorite chiptune band?",
        "jane",
        "2013-12-24T14:25:33",
        "Yeah, check out their site. The second album has been out for a bit & is just as good.",
    ),
    (
        "Help with compression?",
        "jane",
        "2013-12-24T14:26:51",
        "I'm working on my latest & having some trouble. I've got compression on my drum track but I still "
        "can't keep the drum for muddying the bass line without losing clarity on the hats. :( Help?",
    ),
    ("Favorite chiptune band?", "joe", "2013-12-24T15:22:22", "Thanks for the tip! I'll have to check it out!"),
    (
        "Help with compression?",
        "joe",
        "2013-12-24T15:26:06",
        "Have you tried using side-chaining the compression? That'll allow the bass' input to control the "
        "volume of the drums based on when it's playing.",
    ),
]
FORUM = [{"thread": S(t), "posted_by": S(by), "posted_on": S(on), "body": S(body)} for t, by, on, body in _FORUM]
# a post before the date the queries start from, so that the key condition excludes one
EARLY_POST = {
    "thread": S("Favorite chiptune band?"),
    "posted_by": S("bob"),
    "posted_on": S("2013-12-23T09:00:00"),
    "body": S("Anyone?"),
}
POSTS_NOTE = "before: forum_test_data.json's posts (and one earlier post, added)"
CHIPTUNE = {
    "thread": {"AttributeValueList": [S("Favorite chiptune band?")], "ComparisonOperator": "EQ"},
    "posted_on": {"AttributeValueList": [S("2013-12-24T00:00:00")], "ComparisonOperator": "GE"},
}

POSTS_CASES = [
    case(
        _c(IHL, 519),
        "BatchWriteItem",
        {"RequestItems": {"posts": [put(p) for p in FORUM]}},
        POSTS,
        [],
        "the batch of forum_test_data.json's eight posts, as BatchTable.flush writes it",
    ),
    case(
        _c(IHL, 524),
        "Query",
        {"TableName": "posts", "Limit": 2, "ConsistentRead": False, "KeyConditions": CHIPTUNE},
        POSTS,
        FORUM + [EARLY_POST],
        "max_page_size=2: the first page's Limit; " + POSTS_NOTE,
    ),
    case(
        _c(IHL, 565),
        "Query",
        {"TableName": "more-posts", "ConsistentRead": False, "KeyConditions": CHIPTUNE},
        POSTS,
        FORUM + [EARLY_POST],
        "the default order; the same request for reverse=False (line 582) and the old query(reverse=True) "
        "(line 633); " + POSTS_NOTE,
    ),
    case(
        _c(IHL, 600),
        "Query",
        {"TableName": "more-posts", "ConsistentRead": False, "ScanIndexForward": False, "KeyConditions": CHIPTUNE},
        POSTS,
        FORUM + [EARLY_POST],
        "reverse=True; the same request for the old query() (line 618); " + POSTS_NOTE,
    ),
]

# ============================================================================
# docs/source/dynamodb2_tut.rst (the tutorial's calls, as the library sends them)
# ============================================================================
TUT_JOHNDOE = {
    "username": S("johndoe"),
    "first_name": S("John"),
    "last_name": S("Doe"),
    "account_type": S("standard_user"),
}
TUT_JANEDOE = {
    "username": S("janedoe"),
    "first_name": S("Jane"),
    "last_name": S("Doe"),
    "account_type": S("standard_user"),
}
TUT_NOTE = "the tutorial's users (username, last_name; its GSI left out)"


def _u2(first, last, owner: bool, joined, account="standard_user") -> dict:
    out = {"account_type": S(account), "first_name": S(first), "last_name": S(last)}
    if owner:
        out.update(is_owner=N(1), email=N(1))  # True, as the NonBooleanDynamizer writes it
    out["date_joined"] = N(joined)
    return out


USERS2_ITEMS = [
    _u2("John", "Doe", True, T0 - 60 * 60 * 2),
    _u2("Jane", "Doering", False, T0 - 2),
    _u2("Bob", "Doerr", False, T0 - 60 * 60 * 3),
    _u2("Alice", "Liddel", True, T0 - 1, "super_user"),
]
U2_NOTE = "the tutorial's users2 (account_type, last_name; its GSI left out)"


def _email_user(name, email) -> dict:
    return {"username": S(name), "email": S(email)}


EMAIL_USERS = [
    _email_user(n, f"{n}@example.com") for n in ("johndoe", "jane", "alice", "bob", "fred", "sadie", "zoeydoe")
]

TUTORIAL_CASES = (
    [
        case(
            _c(TUT, 142),
            "PutItem",
            {
                "TableName": "users",
                "Item": TUT_JOHNDOE,
                "Expected": {"username": NEW, "first_name": NEW, "last_name": NEW, "account_type": NEW},
            },
            USERS_TUT,
            [TUT_JANEDOE],
            TUT_NOTE,
        ),
        case(
            _c(TUT, 184),
            "GetItem",
            {"TableName": "users", "Key": {"username": S("johndoe"), "last_name": S("Doe")}, "ConsistentRead": False},
            USERS_TUT,
            [TUT_JOHNDOE, TUT_JANEDOE],
            TUT_NOTE,
        ),
        case(
            _c(TUT, 221),
            "PutItem",
            {
                "TableName": "users",
                "Item": {
                    "username": S("johndoe"),
                    "first_name": S("Johann"),
                    "last_name": S("Doe"),
                    "whatever": S("man, that's just like your opinion"),
                },
                "Expected": {
                    "username": was(S("johndoe")),
                    "first_name": was(S("John")),
                    "last_name": was(S("Doe")),
                    "account_type": was(S("standard_user")),
                    "whatever": NEW,
                },
            },
            USERS_TUT,
            [TUT_JOHNDOE, TUT_JANEDOE],
            TUT_NOTE + "; johndoe read, first_name changed, whatever added, account_type deleted; save()",
        ),
        case(
            _c(TUT, 221),
            "PutItem",
            {
                "TableName": "users",
                "Item": {
                    "username": S("johndoe"),
                    "first_name": S("Johann"),
                    "last_name": S("Doe"),
                    "whatever": S("man, that's just like your opinion"),
                },
                "Expected": {
                    "username": was(S("johndoe")),
                    "first_name": was(S("John")),
                    "last_name": was(S("Doe")),
                    "account_type": was(S("standard_user")),
                    "whatever": NEW,
                },
            },
            USERS_TUT,
            [{k: v for k, v in TUT_JOHNDOE.items() if k != "account_type"}, TUT_JANEDOE],
            TUT_NOTE + "; the same save(), sent again with account_type already removed by another writer: "
            "the condition fails",
        ),
        case(
            _c(TUT, 232),
            "PutItem",
            {
                "TableName": "users",
                "Item": {**TUT_JOHNDOE, "first_name": S("Johann"), "whatever": S("Man, that's just like your opinion")},
            },
            USERS_TUT,
            [TUT_JOHNDOE, TUT_JANEDOE],
            TUT_NOTE + "; save(overwrite=True)",
        ),
        case(
            _c(TUT, 246),
            "UpdateItem",
            {
                "TableName": "users",
                "Key": {"username": S("johndoe"), "last_name": S("Doe")},
                "AttributeUpdates": {
                    "whatever": {"Action": "PUT", "Value": S("man, that's just like your opinion")},
                    "first_name": {"Action": "PUT", "Value": S("Johann")},
                    "account_type": {"Action": "DELETE"},
                },
                "Expected": {
                    "whatever": NEW,
                    "first_name": was(S("John")),
                    "account_type": was(S("standard_user")),
                },
            },
            USERS_TUT,
            [TUT_JOHNDOE, TUT_JANEDOE],
            TUT_NOTE + "; partial_save() of the same changes",
        ),
        case(
            _c(TUT, 259),
            "DeleteItem",
            {"TableName": "users", "Key": {"username": S("johndoe"), "last_name": S("Doe")}},
            USERS_TUT,
            [TUT_JOHNDOE, TUT_JANEDOE],
            TUT_NOTE + "; johndoe.delete(), the same request as users.delete_item(username=, last_name=) (line 268)",
        ),
        case(
            _c(TUT, 287),
            "BatchWriteItem",
            {
                "RequestItems": {
                    "users": [
                        put(
                            {
                                "username": S("anotherdoe"),
                                "first_name": S("Another"),
                                "last_name": S("Doe"),
                                "date_joined": N(T0),
                            }
                        ),
                        put(
                            {
                                "username": S("joebloggs"),
                                "first_name": S("Joe"),
                                "last_name": S("Bloggs"),
                                "date_joined": N(T0),
                            }
                        ),
                        delete({"username": S("janedoe"), "last_name": S("Doe")}),
                    ]
                }
            },
            USERS_TUT,
            [TUT_JOHNDOE, TUT_JANEDOE],
            TUT_NOTE + "; int(time.time()) fixed",
        ),
        case(
            _c(TUT, 360),
            "BatchWriteItem",
            {"RequestItems": {"users2": [put(i) for i in USERS2_ITEMS]}},
            USERS2,
            [],
            U2_NOTE + "; int(time.time()) fixed; True written as the number 1 (NonBooleanDynamizer)",
        ),
        case(
            _c(TUT, 397),
            "Query",
            {
                "TableName": "users2",
                "ConsistentRead": False,
                "KeyConditions": {
                    "account_type": {"AttributeValueList": [S("standard_user")], "ComparisonOperator": "EQ"},
                    "last_name": {"AttributeValueList": [S("D")], "ComparisonOperator": "BEGINS_WITH"},
                },
            },
            USERS2,
            USERS2_ITEMS,
            U2_NOTE,
        ),
        case(
            _c(TUT, 411),
            "Query",
            {
                "TableName": "users2",
                "Limit": 2,
                "ConsistentRead": False,
                "ScanIndexForward": False,
                "KeyConditions": {
                    "account_type": {"AttributeValueList": [S("standard_user")], "ComparisonOperator": "EQ"},
                    "last_name": {"AttributeValueList": [S("D")], "ComparisonOperator": "BEGINS_WITH"},
                },
            },
            USERS2,
            USERS2_ITEMS,
            U2_NOTE,
        ),
        case(
            _c(TUT, 476),
            "Scan",
            {
                "TableName": "users2",
                "ScanFilter": {
                    "is_owner": {"AttributeValueList": [N(1)], "ComparisonOperator": "EQ"},
                    "email": {"ComparisonOperator": "NOT_NULL"},
                },
            },
            USERS2,
            USERS2_ITEMS,
            U2_NOTE + "; is_owner__eq=True as the number 1, email__null=False as NOT_NULL",
        ),
    ]
    + [
        case(
            _c(TUT, 597),
            "Scan",
            {"TableName": "users", "Segment": i, "TotalSegments": 3, "ScanFilter": {}},
            USERS,
            EMAIL_USERS,
            f"the parallel scan's segment {i} of 3 (pool_size 3); users keyed by username; sample users with an email",
        )
        for i in range(3)
    ]
    + [
        case(
            _c(TUT, 648),
            "BatchGetItem",
            {
                "RequestItems": {
                    "users2": {
                        "Keys": [
                            {"account_type": S("standard_user"), "last_name": S("Doe")},
                            {"account_type": S("standard_user"), "last_name": S("Doering")},
                            {"account_type": S("super_user"), "last_name": S("Liddel")},
                        ]
                    }
                }
            },
            USERS2,
            USERS2_ITEMS,
            U2_NOTE,
        ),
    ]
)

# ============================================================================
# boto/dynamodb2/table.py docstring examples
# ============================================================================
DASHED = table(("date-joined", "N"))
LN_USERS = [
    _ln("johndoe", "John", "Doe"),
    _ln("jane", "Jane", "Doe"),
    _ln("alice", "Alice", "Doe"),
    _ln("bob", "Bob", "Smith"),
]
DOCSTRING_CASES = [
    case(
        _c(TBL, 694),
        "GetItem",
        {"TableName": "users", "Key": {"date-joined": N(127549192)}, "ConsistentRead": False},
        DASHED,
        [{"date-joined": N(127549192), "first_name": S("John")}],
        "a table keyed by the example's 'date-joined' (a number)",
    ),
    case(
        _c(TBL, 897),
        "DeleteItem",
        {"TableName": "users", "Key": {"date-joined": N(127549192)}},
        DASHED,
        [{"date-joined": N(127549192), "first_name": S("John")}],
        "a table keyed by the example's 'date-joined' (a number)",
    ),
    case(
        _c(TBL, 1135),
        "Query",
        {
            "TableName": "users",
            "Limit": 3,
            "ConsistentRead": False,
            "KeyConditions": {"last_name": {"AttributeValueList": [S("D")], "ComparisonOperator": "BEGINS_WITH"}},
        },
        USERS_LN,
        LN_USERS,
        "query(last_name__beginswith='D', reverse=True, limit=3): the old query() inverts reverse, so no "
        "ScanIndexForward; a table keyed by last_name (and username); a BEGINS_WITH on the hash key",
    ),
    case(
        _c(TBL, 1161),
        "Query",
        {
            "TableName": "users",
            "ConsistentRead": False,
            "KeyConditions": {"last_name": {"AttributeValueList": [S("Doe")], "ComparisonOperator": "EQ"}},
            "QueryFilter": {"first_name": {"AttributeValueList": [S("A")], "ComparisonOperator": "BEGINS_WITH"}},
        },
        USERS_LN,
        LN_USERS,
        "query(last_name__eq='Doe', reverse=True, query_filter=...): the old query() inverts reverse; "
        "a table keyed by last_name (and username)",
    ),
    case(
        _c(TBL, 1420),
        "Scan",
        {
            "TableName": "users",
            "ScanFilter": {"last_name": {"AttributeValueList": [S("D")], "ComparisonOperator": "BEGINS_WITH"}},
        },
        USERS,
        LN_USERS,
    ),
    case(
        _c(TBL, 1428),
        "Scan",
        {
            "TableName": "users",
            "Limit": 1,
            "ScanFilter": {
                "age": {"AttributeValueList": [N(25), N(26), N(27), N(28), N(29)], "ComparisonOperator": "IN"}
            },
        },
        USERS,
        [{**u, "age": N(a)} for u, a in zip(LN_USERS, (27, 31, 25, 40))],
        "sample ages",
    ),
]

CASES = ITEM_CASES + TABLE_CASES + LAYER1_CASES + HIGHLEVEL_CASES + POSTS_CASES + TUTORIAL_CASES + DOCSTRING_CASES
