"""ddbsh, the DynamoDB shell (awslabs/dynamodb-shell): the requests it prints
for the ``explain`` statements of its tests.

Source: awslabs/dynamodb-shell, commit d54cf48 (2024-11-14). ddbsh reads a
SQL-like language and sends DynamoDB requests; ``explain <statement>`` prints
each request the statement sends, as JSON, instead of running it (a search's
Scan or Query is run to find the keys an ``update`` or ``delete`` then writes:
the UpdateItem or DeleteItem of each key found is printed too). Its CTest
suite (``ddbsh/tests/ddbsh-tests.txt`` includes the files below) pins each
printed request in ``ddbsh/tests/results/<test>.exp``:
``ddbsh/tests/ddbsh-basic-tests.txt`` (a Scan, a GetItem, a Query with a
filter), ``ddbsh-select-tests.txt`` (``select`` as a Scan, a Query or a
GetItem, as the key allows: ``attribute_exists``, ``attribute_type`` of every
attribute and missing ones, comparisons, ``BETWEEN``, ``IN``, ``begins_with``,
``contains``, ``NOT``, ``AND``/``OR``, ``!=`` as ``<>``, projections, global
index Queries and Scans), ``ddbsh-update-tests.txt`` (``update``/``upsert`` as
an UpdateItem ``SET`` under ``attribute_exists(<key>)`` and the statement's
``where``, or a Scan or index Query of the keys followed by one UpdateItem a
key) and ``ddbsh-delete-tests.txt`` (``delete`` likewise as DeleteItem).
Placeholders as ddbsh names them (``#aaaa1``, ``:vaaa1``; ``#abaa1``,
``:vbaa1`` in the key search). Only the printed requests were taken, as data:
ddbsh was not built or run.

Adapted only as far as needed to run: each table as the test's ``create
table`` makes it (its global indexes, projecting all, with it; the attribute
types it declares), ``before`` the table's items as the suite's earlier
statements leave them (the ``insert`` statements and ``.sql`` load files, then
each ``update``/``upsert``/``delete`` the suite runs, applied as the requests
its ``explain`` printed; checked against the ``select`` results the suite pins,
e.g. ``iut-5.exp``, ``ddbsh-delete-5.exp``). The suites' ``.exp`` texts are
printed by the AWS SDK for C++ (``SerializePayload``) and parse as JSON; they
are sent as printed, ``ReturnConsumedCapacity: NONE`` and ``ConsistentRead:
false`` included. Sent as ddbsh writes them, mistakes included: an update's
``where x > 8 or pk > 8`` joined to its ``attribute_exists(#aaaa2)`` without
parentheses (``attribute_exists(#aaaa2) AND #aaaa3 > :vaaa2 OR #aaaa2 >
:vaaa3``, which DynamoDB reads as ``(... AND ...) OR ...``). Left out: a
request printed twice (the same text later in the suite:
``isel-131``...``isel-149``, ``isel-215``, ``isel-216`` repeat earlier
explains; ``ddbsh-delete-35``/``38`` repeat ``iut-37``/``40`` on ``iut1``), the
``explain`` tests whose output is only matched by a pattern
(``ddbsh-symbol-table.txt``), the cross-account copies of the basic tests, the
transaction and return-values tests (they print no request), table
operations.
"""

from __future__ import annotations

from ._build import case, item

SOURCE = "dynamodb-shell"
REPO = "awslabs/dynamodb-shell@d54cf48 "
D = "ddbsh/tests/"
BASIC, SELECT, UPDATE, DELETE = (D + f for f in ("ddbsh-basic-tests.txt", "ddbsh-select-tests.txt",
                                                 "ddbsh-update-tests.txt", "ddbsh-delete-tests.txt"))  # fmt: skip

CASES: list[dict] = []


def add(tests: str, line: int, test: str, statement: str, op: str, table: dict, before: list, request: dict) -> None:
    note = (
        f"the request ddbsh prints for `explain {statement}`; before: the items of {request['TableName']} "
        "as the suite's earlier statements leave them"
    )
    cite = f"{REPO}{D}results/{test}.exp (test {test}, {tests}:{line})"
    CASES.append(case(cite, op, request, table, before, note))


T_DDBSH_TEST_TABLE_1 = {"KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}], "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "N"}]}  # fmt: skip
T_ISEL1 = {"KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "b", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "N"}, {"AttributeName": "b", "AttributeType": "N"}]}  # fmt: skip
T_ISEL2 = {"KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "b", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "N"}, {"AttributeName": "b", "AttributeType": "S"}]}  # fmt: skip
T_ISEL3 = {"KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "b", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"}, {"AttributeName": "b", "AttributeType": "S"}]}  # fmt: skip
T_ISEL4 = {"KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "b", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "N"}, {"AttributeName": "b", "AttributeType": "N"}, {"AttributeName": "c", "AttributeType": "N"}, {"AttributeName": "d", "AttributeType": "N"}], "GlobalSecondaryIndexes": [{"IndexName": "globalsec", "KeySchema": [{"AttributeName": "c", "KeyType": "HASH"}, {"AttributeName": "d", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "ALL"}}]}  # fmt: skip
T_ISELNN = {"KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "b", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "N"}, {"AttributeName": "b", "AttributeType": "N"}, {"AttributeName": "c", "AttributeType": "N"}, {"AttributeName": "d", "AttributeType": "S"}], "GlobalSecondaryIndexes": [{"IndexName": "globalsecN", "KeySchema": [{"AttributeName": "c", "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"}}, {"IndexName": "globalsecNS", "KeySchema": [{"AttributeName": "c", "KeyType": "HASH"}, {"AttributeName": "d", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "ALL"}}]}  # fmt: skip
T_IUT1 = {"KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}], "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "N"}, {"AttributeName": "gsipk", "AttributeType": "N"}], "GlobalSecondaryIndexes": [{"IndexName": "iut1gsi", "KeySchema": [{"AttributeName": "gsipk", "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"}}]}  # fmt: skip
T_IUT2 = {"KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "rk", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "N"}, {"AttributeName": "rk", "AttributeType": "N"}, {"AttributeName": "gsipk", "AttributeType": "N"}, {"AttributeName": "gsirk", "AttributeType": "N"}], "GlobalSecondaryIndexes": [{"IndexName": "iut2gsi", "KeySchema": [{"AttributeName": "gsipk", "KeyType": "HASH"}, {"AttributeName": "gsirk", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "ALL"}}]}  # fmt: skip

DDBSH_TEST_TABLE_1_0 = [item(a=3, b=4, c=5), item(a=4, b=5, c=6), item(a=5, b=6, c=7)]  # fmt: skip
ISEL1_0 = [item(a=2, b=3, c=4), item(a=2, b=4, c=5), item(a=3, b=5, ex=10), item(a=4, b=5, c=6), item(a=6, b=7, ex='abc')]  # fmt: skip
ISEL2_0 = [item(a=501, b='ACCOUNTINFO', c='some stuff'), item(a=501, b='CUST#bob', c='bobs stuff'), item(a=501, b='CUST#bob#roadtrips', c='[3, 4, 5]')]  # fmt: skip
ISEL3_0 = [item(a='abc', b='lmno', c=4), item(a='abc', b='pqr', c=3), item(a='abc', b='xyza', c=5), item(a='lm', b='xyza', c=5), item(a='lmn', b='pqr', c=3), item(a='lmnop', b='lmno', c=4)]  # fmt: skip
ISEL4_0 = [item(a=2, b=3, c=4, d=1), item(a=2, b=4, c=4, d=2), item(a=3, b=5, c=10, d=4), item(a=4, b=5, c=6, d=3), item(a=6, b=7, c=8, d=5)]  # fmt: skip
ISELN_0 = [item(a=1, b=2, c=3), item(a=2, b='three', c=4), item(a=3, b='four', c=5)]  # fmt: skip
ISELNS_0 = [item(a=1, b='two', c=3), item(a=2, b='three', c=4), item(a=3, b='four', c=5)]  # fmt: skip
ISELNN_0 = [item(a=2, b=3, c=4, d='one'), item(a=2, b=4, c=4, d='two'), item(a=3, b=5, c=10, d='four'), item(a=4, b=5, c=6, d='three'), item(a=6, b=7, c=8, d='five')]  # fmt: skip
IUT1_0 = [item(pk=0, a=1, b=2, c=3), item(pk=1, a=2, b=3, c=4), item(pk=2, a=3, b=4, c=5), item(pk=3, a=4, b=5, c=6), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IUT1_1 = [item(a=1, y=14, b=2, c=3, pk=0), item(pk=1, a=2, b=3, c=4), item(pk=2, a=3, b=4, c=5), item(pk=3, a=4, b=5, c=6), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IUT1_2 = [item(x=3, a=1, y=14, b=2, c=3, pk=0), item(pk=1, a=2, b=3, c=4), item(pk=2, a=3, b=4, c=5), item(pk=3, a=4, b=5, c=6), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IUT1_3 = [item(x=3, a=1, y=15, b=2, c=3, pk=0), item(pk=1, a=2, b=3, c=4), item(pk=2, a=3, b=4, c=5), item(pk=3, a=4, b=5, c=6), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IUT1_4 = [item(x=3, a=1, y=15, b=2, c=3, pk=0), item(a=2, y=10, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=10, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IUT1_5 = [item(x=3, a=1, y=10, b=2, c=3, pk=0), item(a=2, y=10, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=10, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IUT1_6 = [item(x=3, a=1, y=10, b=2, c=3, pk=0), item(a=2, y=10, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=10, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(a=0, y=10, b=1, c=2, pk=9)]  # fmt: skip
IUT1_7 = [item(x=3, a=1, y=10, b=2, c=3, pk=0), item(a=2, y=14, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=10, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(a=0, y=10, b=1, c=2, pk=9)]  # fmt: skip
IUT2_0 = [item(pk=0, rk=1, a=1, b=2, c=3), item(pk=0, rk=2, a=1, b=2, c=3), item(pk=0, rk=3, a=1, b=2, c=3), item(pk=1, rk=2, a=2, b=3, c=4), item(pk=1, rk=3, a=2, b=3, c=4), item(pk=1, rk=4, a=2, b=3, c=4), item(pk=2, rk=3, a=3, b=4, c=5), item(pk=2, rk=4, a=3, b=4, c=5), item(pk=2, rk=5, a=3, b=4, c=5), item(pk=3, rk=4, a=4, b=5, c=6), item(pk=3, rk=5, a=4, b=5, c=6), item(pk=3, rk=6, a=4, b=5, c=6), item(pk=4, rk=5, a=5, b=6, c=7), item(pk=4, rk=6, a=5, b=6, c=7), item(pk=4, rk=7, a=5, b=6, c=7), item(pk=5, rk=6, a=6, b=7, c=8), item(pk=5, rk=7, a=6, b=7, c=8), item(pk=5, rk=8, a=6, b=7, c=8), item(pk=6, rk=7, a=7, b=8, c=9), item(pk=6, rk=8, a=7, b=8, c=9), item(pk=6, rk=9, a=7, b=8, c=9), item(pk=7, rk=0, a=8, b=9, c=0), item(pk=7, rk=8, a=8, b=9, c=0), item(pk=7, rk=9, a=8, b=9, c=0), item(pk=8, rk=0, a=9, b=0, c=1), item(pk=8, rk=1, a=9, b=0, c=1), item(pk=8, rk=9, a=9, b=0, c=1), item(pk=9, rk=0, a=0, b=1, c=2), item(pk=9, rk=1, a=0, b=1, c=2), item(pk=9, rk=2, a=0, b=1, c=2)]  # fmt: skip
IUT2_1 = [item(pk=0, rk=1, a=1, b=2, c=3), item(pk=0, rk=2, a=1, b=2, c=3), item(pk=0, rk=3, a=1, b=2, c=3), item(a=2, rk=2, y=14, b=3, c=4, pk=1), item(pk=1, rk=3, a=2, b=3, c=4), item(pk=1, rk=4, a=2, b=3, c=4), item(pk=2, rk=3, a=3, b=4, c=5), item(pk=2, rk=4, a=3, b=4, c=5), item(pk=2, rk=5, a=3, b=4, c=5), item(pk=3, rk=4, a=4, b=5, c=6), item(pk=3, rk=5, a=4, b=5, c=6), item(pk=3, rk=6, a=4, b=5, c=6), item(pk=4, rk=5, a=5, b=6, c=7), item(pk=4, rk=6, a=5, b=6, c=7), item(pk=4, rk=7, a=5, b=6, c=7), item(pk=5, rk=6, a=6, b=7, c=8), item(pk=5, rk=7, a=6, b=7, c=8), item(pk=5, rk=8, a=6, b=7, c=8), item(pk=6, rk=7, a=7, b=8, c=9), item(pk=6, rk=8, a=7, b=8, c=9), item(pk=6, rk=9, a=7, b=8, c=9), item(pk=7, rk=0, a=8, b=9, c=0), item(pk=7, rk=8, a=8, b=9, c=0), item(pk=7, rk=9, a=8, b=9, c=0), item(pk=8, rk=0, a=9, b=0, c=1), item(pk=8, rk=1, a=9, b=0, c=1), item(pk=8, rk=9, a=9, b=0, c=1), item(pk=9, rk=0, a=0, b=1, c=2), item(pk=9, rk=1, a=0, b=1, c=2), item(pk=9, rk=2, a=0, b=1, c=2)]  # fmt: skip
IUT2_2 = [item(pk=0, rk=1, a=1, b=2, c=3), item(pk=0, rk=2, a=1, b=2, c=3), item(pk=0, rk=3, a=1, b=2, c=3), item(a=2, rk=2, y=14, b=3, c=4, pk=1), item(pk=1, rk=3, a=2, b=3, c=4), item(pk=1, rk=4, a=2, b=3, c=4), item(a=3, rk=3, y=14, b=4, c=5, pk=2), item(a=3, rk=4, y=14, b=4, c=5, pk=2), item(a=3, rk=5, y=14, b=4, c=5, pk=2), item(pk=3, rk=4, a=4, b=5, c=6), item(pk=3, rk=5, a=4, b=5, c=6), item(pk=3, rk=6, a=4, b=5, c=6), item(pk=4, rk=5, a=5, b=6, c=7), item(pk=4, rk=6, a=5, b=6, c=7), item(pk=4, rk=7, a=5, b=6, c=7), item(pk=5, rk=6, a=6, b=7, c=8), item(pk=5, rk=7, a=6, b=7, c=8), item(pk=5, rk=8, a=6, b=7, c=8), item(pk=6, rk=7, a=7, b=8, c=9), item(pk=6, rk=8, a=7, b=8, c=9), item(pk=6, rk=9, a=7, b=8, c=9), item(pk=7, rk=0, a=8, b=9, c=0), item(pk=7, rk=8, a=8, b=9, c=0), item(pk=7, rk=9, a=8, b=9, c=0), item(pk=8, rk=0, a=9, b=0, c=1), item(pk=8, rk=1, a=9, b=0, c=1), item(pk=8, rk=9, a=9, b=0, c=1), item(pk=9, rk=0, a=0, b=1, c=2), item(pk=9, rk=1, a=0, b=1, c=2), item(pk=9, rk=2, a=0, b=1, c=2)]  # fmt: skip
IUT2_3 = [item(pk=0, rk=1, a=1, b=2, c=3), item(pk=0, rk=2, a=1, b=2, c=3), item(pk=0, rk=3, a=1, b=2, c=3), item(a=2, rk=2, y=14, b=3, c=4, pk=1), item(pk=1, rk=3, a=2, b=3, c=4), item(pk=1, rk=4, a=2, b=3, c=4), item(a=3, rk=3, y=14, b=4, c=5, pk=2), item(a=3, rk=4, y=14, b=4, c=5, pk=2), item(a=3, rk=5, y=14, b=4, c=5, pk=2), item(pk=3, rk=4, a=4, b=5, c=6), item(pk=3, rk=5, a=4, b=5, c=6), item(a=4, rk=6, y=15, b=5, c=6, pk=3), item(pk=4, rk=5, a=5, b=6, c=7), item(a=5, rk=6, y=15, b=6, c=7, pk=4), item(pk=4, rk=7, a=5, b=6, c=7), item(a=6, rk=6, y=15, b=7, c=8, pk=5), item(pk=5, rk=7, a=6, b=7, c=8), item(pk=5, rk=8, a=6, b=7, c=8), item(pk=6, rk=7, a=7, b=8, c=9), item(pk=6, rk=8, a=7, b=8, c=9), item(pk=6, rk=9, a=7, b=8, c=9), item(pk=7, rk=0, a=8, b=9, c=0), item(pk=7, rk=8, a=8, b=9, c=0), item(pk=7, rk=9, a=8, b=9, c=0), item(pk=8, rk=0, a=9, b=0, c=1), item(pk=8, rk=1, a=9, b=0, c=1), item(pk=8, rk=9, a=9, b=0, c=1), item(pk=9, rk=0, a=0, b=1, c=2), item(pk=9, rk=1, a=0, b=1, c=2), item(pk=9, rk=2, a=0, b=1, c=2)]  # fmt: skip
IUT1_8 = [item(x=3, a=1, y=10, b=2, c=3, pk=0), item(a=2, y=14, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=10, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(a=0, y=10, b=1, c=2, pk=9), item(y=10, pk=1000)]  # fmt: skip
IUT1_9 = [item(x=3, a=1, y=10, b=2, c=3, pk=0), item(a=2, y=14, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=20, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(a=0, y=10, b=1, c=2, pk=9), item(pk=100, gsipk=1, b=2, c=3), item(pk=101, gsipk=2, b=3, c=4), item(pk=102, gsipk=3, b=4, c=5), item(pk=103, gsipk=4, b=5, c=6), item(pk=104, gsipk=5, b=6, c=7), item(pk=105, gsipk=6, b=7, c=8), item(pk=106, gsipk=7, b=8, c=9), item(pk=107, gsipk=8, b=9, c=0), item(pk=108, gsipk=9, b=0, c=1), item(pk=109, gsipk=0, b=1, c=2), item(y=10, pk=1000)]  # fmt: skip
IUT1_10 = [item(x=3, a=1, y=10, b=2, c=3, pk=0), item(a=2, y=14, b=3, c=4, pk=1), item(a=3, y=10, b=4, c=5, pk=2), item(a=4, y=20, b=5, c=6, pk=3), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(a=0, y=10, b=1, c=2, pk=9), item(pk=100, gsipk=1, b=2, c=3), item(pk=101, gsipk=2, b=3, c=4), item(pk=102, gsipk=3, b=4, c=5), item(pk=103, gsipk=4, b=5, c=6), item(pk=104, gsipk=5, b=6, c=7), item(pk=105, gsipk=6, b=7, c=8), item(pk=106, gsipk=7, b=8, c=9), item(pk=107, gsipk=8, b=9, c=0), item(pk=108, gsipk=9, b=0, c=1), item(gsipk=0, b=1, c=2, pk=109, flag_updated=True), item(y=10, pk=1000)]  # fmt: skip
IDT1_0 = [item(pk=1, a=2, b=3, c=4), item(pk=2, a=3, b=4, c=5), item(pk=3, a=4, b=5, c=6), item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IDT1_1 = [item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1), item(pk=9, a=0, b=1, c=2)]  # fmt: skip
IDT2_0 = [item(pk=0, rk=1, a=1, b=2, c=3), item(pk=0, rk=2, a=1, b=2, c=3), item(pk=0, rk=3, a=1, b=2, c=3), item(pk=1, rk=3, a=2, b=3, c=4), item(pk=1, rk=4, a=2, b=3, c=4), item(pk=2, rk=3, a=3, b=4, c=5), item(pk=2, rk=4, a=3, b=4, c=5), item(pk=2, rk=5, a=3, b=4, c=5), item(pk=3, rk=4, a=4, b=5, c=6), item(pk=3, rk=5, a=4, b=5, c=6), item(pk=3, rk=6, a=4, b=5, c=6), item(pk=4, rk=5, a=5, b=6, c=7), item(pk=4, rk=6, a=5, b=6, c=7), item(pk=4, rk=7, a=5, b=6, c=7), item(pk=5, rk=6, a=6, b=7, c=8), item(pk=5, rk=7, a=6, b=7, c=8), item(pk=5, rk=8, a=6, b=7, c=8), item(pk=6, rk=7, a=7, b=8, c=9), item(pk=6, rk=8, a=7, b=8, c=9), item(pk=6, rk=9, a=7, b=8, c=9), item(pk=7, rk=0, a=8, b=9, c=0), item(pk=7, rk=8, a=8, b=9, c=0), item(pk=7, rk=9, a=8, b=9, c=0), item(pk=8, rk=0, a=9, b=0, c=1), item(pk=8, rk=1, a=9, b=0, c=1), item(pk=8, rk=9, a=9, b=0, c=1), item(pk=9, rk=0, a=0, b=1, c=2), item(pk=9, rk=1, a=0, b=1, c=2), item(pk=9, rk=2, a=0, b=1, c=2)]  # fmt: skip
IDT2_1 = [item(pk=0, rk=1, a=1, b=2, c=3), item(pk=0, rk=2, a=1, b=2, c=3), item(pk=0, rk=3, a=1, b=2, c=3), item(pk=1, rk=3, a=2, b=3, c=4), item(pk=1, rk=4, a=2, b=3, c=4), item(pk=2, rk=3, a=3, b=4, c=5), item(pk=2, rk=4, a=3, b=4, c=5), item(pk=2, rk=5, a=3, b=4, c=5), item(pk=3, rk=4, a=4, b=5, c=6), item(pk=3, rk=5, a=4, b=5, c=6), item(pk=4, rk=5, a=5, b=6, c=7), item(pk=4, rk=7, a=5, b=6, c=7), item(pk=5, rk=7, a=6, b=7, c=8), item(pk=5, rk=8, a=6, b=7, c=8), item(pk=6, rk=7, a=7, b=8, c=9), item(pk=6, rk=8, a=7, b=8, c=9), item(pk=6, rk=9, a=7, b=8, c=9), item(pk=7, rk=0, a=8, b=9, c=0), item(pk=7, rk=8, a=8, b=9, c=0), item(pk=7, rk=9, a=8, b=9, c=0), item(pk=8, rk=0, a=9, b=0, c=1), item(pk=8, rk=1, a=9, b=0, c=1), item(pk=8, rk=9, a=9, b=0, c=1), item(pk=9, rk=0, a=0, b=1, c=2), item(pk=9, rk=1, a=0, b=1, c=2), item(pk=9, rk=2, a=0, b=1, c=2)]  # fmt: skip
IDT1_2 = [item(pk=4, a=5, b=6, c=7), item(pk=5, a=6, b=7, c=8), item(pk=6, a=7, b=8, c=9), item(pk=7, a=8, b=9, c=0), item(pk=8, a=9, b=0, c=1)]  # fmt: skip

add(BASIC, 23, 'ddbsh-basic-test-2', 'select * from ddbsh_test_table_1', 'Scan', T_DDBSH_TEST_TABLE_1, DDBSH_TEST_TABLE_1_0,
    {"TableName": "ddbsh_test_table_1", "ReturnConsumedCapacity": "NONE", "ConsistentRead": False})  # fmt: skip
add(BASIC, 31, 'ddbsh-basic-test-6', 'select * from ddbsh_test_table_1 where a = 3', 'GetItem', T_DDBSH_TEST_TABLE_1, DDBSH_TEST_TABLE_1_0,
    {"TableName": "ddbsh_test_table_1", "Key": {"a": {"N": "3"}}, "ConsistentRead": False, "ReturnConsumedCapacity": "NONE"})  # fmt: skip
add(BASIC, 35, 'ddbsh-basic-test-8', 'select * from ddbsh_test_table_1 where a = 3 and b = 4', 'Query', T_DDBSH_TEST_TABLE_1, DDBSH_TEST_TABLE_1_0,
    {"TableName": "ddbsh_test_table_1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 = :vaaa2", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "4"}}})  # fmt: skip
add(SELECT, 48, 'isel-1', 'select * from isel1 where attribute_exists(c)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_exists(#aaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 51, 'isel-3', 'select * from isel1 where attribute_exists(ex)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_exists(#aaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 54, 'isel-5', 'select * from isel2 where attribute_exists(c)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_exists(#aaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 57, 'isel-7', 'select * from isel3 where attribute_exists(c)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_exists(#aaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 60, 'isel-9', 'select * from isel1 where attribute_type(a, number)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 63, 'isel-11', 'select * from isel1 where attribute_type(a, string)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 66, 'isel-13', 'select * from isel1 where attribute_type(b, number)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 69, 'isel-15', 'select * from isel1 where attribute_type(b, string)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 72, 'isel-17', 'select * from isel1 where attribute_type(c, number)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 75, 'isel-19', 'select * from isel1 where attribute_type(c, string)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 78, 'isel-21', 'select * from isel1 where attribute_type(ex, number)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 81, 'isel-23', 'select * from isel1 where attribute_type(ex, string)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 84, 'isel-25', 'select * from isel1 where attribute_type(nop, number)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "nop"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 87, 'isel-27', 'select * from isel1 where attribute_type(nop, string)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "nop"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 90, 'isel-29', 'select * from isel2 where attribute_type(a, number)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 93, 'isel-31', 'select * from isel2 where attribute_type(a, string)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 96, 'isel-33', 'select * from isel2 where attribute_type(b, number)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 99, 'isel-35', 'select * from isel2 where attribute_type(b, string)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 102, 'isel-37', 'select * from isel2 where attribute_type(c, number)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 105, 'isel-39', 'select * from isel2 where attribute_type(c, string)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 108, 'isel-41', 'select * from isel2 where attribute_type(ex, number)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 111, 'isel-43', 'select * from isel2 where attribute_type(ex, string)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 114, 'isel-45', 'select * from isel2 where attribute_type(nop, number)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "nop"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 117, 'isel-47', 'select * from isel2 where attribute_type(nop, string)', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "nop"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 120, 'isel-49', 'select * from isel3 where attribute_type(a, number)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 123, 'isel-51', 'select * from isel3 where attribute_type(a, string)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 126, 'isel-53', 'select * from isel3 where attribute_type(b, number)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 129, 'isel-55', 'select * from isel3 where attribute_type(b, string)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 132, 'isel-57', 'select * from isel3 where attribute_type(c, number)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 135, 'isel-59', 'select * from isel3 where attribute_type(c, string)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 138, 'isel-61', 'select * from isel3 where attribute_type(ex, number)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "N"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 141, 'isel-63', 'select * from isel3 where attribute_type(ex, string)', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "attribute_type(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "S"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 144, 'isel-65', 'select * from isel1 where begins_with(a, "a")', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 147, 'isel-67', 'select * from isel1 where begins_with(b, "a")', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 150, 'isel-69', 'select * from isel1 where begins_with(ex, "a")', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 153, 'isel-71', 'select * from isel2 where begins_with(a, "a")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 156, 'isel-73', 'select * from isel2 where begins_with(b, "a")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 159, 'isel-75', 'select * from isel2 where begins_with(ex, "a")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 162, 'isel-77', 'select * from isel2 where a = 501 and begins_with(a, "a")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "a"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 165, 'isel-79', 'select * from isel2 where a = 501 and begins_with(b, "a")', 'Query', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa2, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "a"}}})  # fmt: skip
add(SELECT, 168, 'isel-81', 'select * from isel2 where a = 501 and begins_with(ex, "a")', 'Query', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa2, :vaaa2)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "a"}}})  # fmt: skip
add(SELECT, 171, 'isel-83', 'select * from isel2 where a = 501 and begins_with(a, "CUST#")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "CUST#"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 174, 'isel-85', 'select * from isel2 where a = 501 and begins_with(b, "CUST#")', 'Query', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa2, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "CUST#"}}})  # fmt: skip
add(SELECT, 177, 'isel-87', 'select * from isel2 where a = 501 and begins_with(c, "CUST#")', 'Query', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa2, :vaaa2)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "CUST#"}}})  # fmt: skip
add(SELECT, 180, 'isel-89', 'select * from isel2 where a = 501 and begins_with(a, "bob")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "bob"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 183, 'isel-91', 'select * from isel2 where a = 501 and begins_with(b, "bob")', 'Query', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa2, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "bob"}}})  # fmt: skip
add(SELECT, 186, 'isel-93', 'select * from isel2 where a = 501 and begins_with(c, "bob")', 'Query', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa2, :vaaa2)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "bob"}}})  # fmt: skip
add(SELECT, 189, 'isel-95', 'select * from isel1 where a between 3 and 5', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 BETWEEN :vaaa1 AND :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 192, 'isel-97', 'select * from isel1 where a in (3, 5)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 IN (:vaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 195, 'isel-99', 'select * from isel1 where b between 3 and 5', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 BETWEEN :vaaa1 AND :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 198, 'isel-101', 'select * from isel1 where b in (3, 5)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 IN (:vaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 201, 'isel-103', 'select * from isel1 where c between 3 and 5', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 BETWEEN :vaaa1 AND :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 204, 'isel-105', 'select * from isel1 where c in (3, 5)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 IN (:vaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 207, 'isel-107', 'select * from isel1 where a = 2 and b between 3 and 5', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 BETWEEN :vaaa2 AND :vaaa3", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "3"}, ":vaaa3": {"N": "5"}}})  # fmt: skip
add(SELECT, 210, 'isel-109', 'select * from isel1 where a = 2 and b in (3, 5)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND #aaaa2 IN (:vaaa2, :vaaa3)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "3"}, ":vaaa3": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 213, 'isel-111', 'select * from isel1 where a = 2 and c between 3 and 5', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 BETWEEN :vaaa2 AND :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "3"}, ":vaaa3": {"N": "5"}}})  # fmt: skip
add(SELECT, 216, 'isel-113', 'select * from isel1 where a = 2 and c in (3, 5)', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 IN (:vaaa2, :vaaa3)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "3"}, ":vaaa3": {"N": "5"}}})  # fmt: skip
add(SELECT, 219, 'isel-115', 'select * from isel1 where ex between "ab" and "abd"', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 BETWEEN :vaaa1 AND :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "ab"}, ":vaaa2": {"S": "abd"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 222, 'isel-117', 'select * from isel1 where ex in ("abc", "abd", "abe")', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 IN (:vaaa1, :vaaa2, :vaaa3)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "abc"}, ":vaaa2": {"S": "abd"}, ":vaaa3": {"S": "abe"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 225, 'isel-119', 'select * from isel1 where a = 6 and ex between "ab" and "abd"', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 BETWEEN :vaaa2 AND :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "6"}, ":vaaa2": {"S": "ab"}, ":vaaa3": {"S": "abd"}}})  # fmt: skip
add(SELECT, 228, 'isel-121', 'select * from isel1 where a = 6 and ex in ("abc", "abd", "abe")', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 IN (:vaaa2, :vaaa3, :vaaa4)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "6"}, ":vaaa2": {"S": "abc"}, ":vaaa3": {"S": "abd"}, ":vaaa4": {"S": "abe"}}})  # fmt: skip
add(SELECT, 231, 'isel-123', 'select * from isel1 where b = 7 and ex between "ab" and "abd"', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND #aaaa2 BETWEEN :vaaa2 AND :vaaa3", "ExpressionAttributeNames": {"#aaaa1": "b", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "7"}, ":vaaa2": {"S": "ab"}, ":vaaa3": {"S": "abd"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 234, 'isel-125', 'select * from isel1 where b = 7 and ex in ("abc", "abd", "abe")', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND #aaaa2 IN (:vaaa2, :vaaa3, :vaaa4)", "ExpressionAttributeNames": {"#aaaa1": "b", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "7"}, ":vaaa2": {"S": "abc"}, ":vaaa3": {"S": "abd"}, ":vaaa4": {"S": "abe"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 237, 'isel-127', 'select * from isel1 where c in (4, 5)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 IN (:vaaa1, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}, ":vaaa2": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 240, 'isel-129', 'select * from isel1 where a = 2 and c in (4, 5)', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 IN (:vaaa2, :vaaa3)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "4"}, ":vaaa3": {"N": "5"}}})  # fmt: skip
add(SELECT, 252, 'isel-137', 'select a, ex from isel1 where attribute_exists(ex)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#aaaa1, #aaaa2", "FilterExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 255, 'isel-139', 'select a, ex from isel1 where not attribute_exists(ex)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#aaaa1, #aaaa2", "FilterExpression": "NOT (attribute_exists(#aaaa2))", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 258, 'isel-141', 'select * from isel1 where not attribute_exists(ex)', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "NOT (attribute_exists(#aaaa1))", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 273, 'isel-151', 'select * from isel1 where a = 3 and b between 3 and 5', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 BETWEEN :vaaa2 AND :vaaa3", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "3"}, ":vaaa3": {"N": "5"}}})  # fmt: skip
add(SELECT, 276, 'isel-153', 'select * from isel1 where a = 3 and ex between 3 and 30', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 BETWEEN :vaaa2 AND :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "3"}, ":vaaa3": {"N": "30"}}})  # fmt: skip
add(SELECT, 279, 'isel-155', 'select * from isel1 where ex between 3 and 30', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 BETWEEN :vaaa1 AND :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "30"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 282, 'isel-157', 'select * from isel1 where a = 6 and contains(ex, "ab")', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "contains(#aaaa2, :vaaa2)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"N": "6"}, ":vaaa2": {"S": "ab"}}})  # fmt: skip
add(SELECT, 285, 'isel-159', 'select * from isel1 where contains(ex, "bc")', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "contains(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "ex"}, "ExpressionAttributeValues": {":vaaa1": {"S": "bc"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 288, 'isel-161', 'select * from isel3 where contains(a, "bc")', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "contains(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "bc"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 291, 'isel-163', 'select * from isel3 where contains(a, "lm")', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "contains(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "lm"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 294, 'isel-165', 'select * from isel3 where contains(a, "lmno")', 'Scan', T_ISEL3, ISEL3_0,
    {"TableName": "isel3", "ReturnConsumedCapacity": "NONE", "FilterExpression": "contains(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "a"}, "ExpressionAttributeValues": {":vaaa1": {"S": "lmno"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 298, 'isel-167', 'select * from isel1 where a = 1 and b = 2 and c = 3', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa3 = :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b", "#aaaa3": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "1"}, ":vaaa2": {"N": "2"}, ":vaaa3": {"N": "3"}}})  # fmt: skip
add(SELECT, 302, 'isel-169', 'select * from isel1 where a = 1 and b != 2 and c = 3', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND NOT (#aaaa2 = :vaaa2) AND #aaaa3 = :vaaa3", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b", "#aaaa3": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "1"}, ":vaaa2": {"N": "2"}, ":vaaa3": {"N": "3"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 306, 'isel-171', 'select * from isel1 where a = 2 and b != 2', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND NOT (#aaaa2 = :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "2"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 310, 'isel-173', 'select * from isel1 where a = 2 and b > 2 and c = 4', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa3 = :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 > :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b", "#aaaa3": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "2"}, ":vaaa3": {"N": "4"}}})  # fmt: skip
add(SELECT, 314, 'isel-175', 'select * from isel1 where a = 2 and b < 5 and c = 4', 'Query', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa3 = :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 < :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b", "#aaaa3": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "5"}, ":vaaa3": {"N": "4"}}})  # fmt: skip
add(SELECT, 318, 'isel-177', 'select * from isel1 where a = 2 and b != 3', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND NOT (#aaaa2 = :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "3"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 321, 'isel-179', 'select * from isel1 where a = 2 and not b between 1 and 5', 'Scan', T_ISEL1, ISEL1_0,
    {"TableName": "isel1", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND NOT (#aaaa2 BETWEEN :vaaa2 AND :vaaa3)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "1"}, ":vaaa3": {"N": "5"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 324, 'isel-181', 'select * from isel2 where a = 501 and not begins_with(b, "ACCO")', 'Scan', T_ISEL2, ISEL2_0,
    {"TableName": "isel2", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1 AND NOT (begins_with(#aaaa2, :vaaa2))", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "501"}, ":vaaa2": {"S": "ACCO"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 327, 'isel-183', 'select * from isel4.globalsec', 'Scan', T_ISEL4, ISEL4_0,
    {"TableName": "isel4", "IndexName": "globalsec", "ReturnConsumedCapacity": "NONE", "ConsistentRead": False})  # fmt: skip
add(SELECT, 330, 'isel-185', 'select * from isel4.globalsec where c = 4', 'Query', T_ISEL4, ISEL4_0,
    {"TableName": "isel4", "IndexName": "globalsec", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}}})  # fmt: skip
add(SELECT, 333, 'isel-187', 'select * from isel4.globalsec where c = 4 and d = 2', 'Query', T_ISEL4, ISEL4_0,
    {"TableName": "isel4", "IndexName": "globalsec", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "c", "#aaaa2": "d"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}, ":vaaa2": {"N": "2"}}})  # fmt: skip
add(SELECT, 336, 'isel-189', 'select * from iselN where a = 2', 'GetItem', T_DDBSH_TEST_TABLE_1, ISELN_0,
    {"TableName": "iselN", "Key": {"a": {"N": "2"}}, "ConsistentRead": False, "ReturnConsumedCapacity": "NONE"})  # fmt: skip
add(SELECT, 337, 'isel-190', 'select * from iselN where a = 2 and b = 2', 'Query', T_DDBSH_TEST_TABLE_1, ISELN_0,
    {"TableName": "iselN", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 = :vaaa2", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "2"}}})  # fmt: skip
add(SELECT, 338, 'isel-191', 'select * from iselN where a != 2 and b = 2', 'Scan', T_DDBSH_TEST_TABLE_1, ISELN_0,
    {"TableName": "iselN", "ReturnConsumedCapacity": "NONE", "FilterExpression": "NOT (#aaaa1 = :vaaa1) AND #aaaa2 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"N": "2"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 339, 'isel-192', 'select * from iselN where b = 2', 'Scan', T_DDBSH_TEST_TABLE_1, ISELN_0,
    {"TableName": "iselN", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 346, 'isel-197', 'select * from iselNS where a = 2 and b = "two"', 'GetItem', T_ISEL2, ISELNS_0,
    {"TableName": "iselNS", "Key": {"a": {"N": "2"}, "b": {"S": "two"}}, "ConsistentRead": False, "ReturnConsumedCapacity": "NONE"})  # fmt: skip
add(SELECT, 347, 'isel-198', 'select * from iselNS where a = 2 and b = "two" and c = 3', 'Query', T_ISEL2, ISELNS_0,
    {"TableName": "iselNS", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa3 = :vaaa3", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b", "#aaaa3": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"S": "two"}, ":vaaa3": {"N": "3"}}})  # fmt: skip
add(SELECT, 348, 'isel-199', 'select * from iselNS where a = 2 and b > "two"', 'Query', T_ISEL2, ISELNS_0,
    {"TableName": "iselNS", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 > :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"S": "two"}}})  # fmt: skip
add(SELECT, 349, 'isel-200', 'select * from iselNS where a = 2 and begins_with(b, "t")', 'Query', T_ISEL2, ISELNS_0,
    {"TableName": "iselNS", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa2, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "a", "#aaaa2": "b"}, "ExpressionAttributeValues": {":vaaa1": {"N": "2"}, ":vaaa2": {"S": "t"}}})  # fmt: skip
add(SELECT, 350, 'isel-201', 'select * from iselNS where begins_with(b, "t")', 'Scan', T_ISEL2, ISELNS_0,
    {"TableName": "iselNS", "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa1, :vaaa1)", "ExpressionAttributeNames": {"#aaaa1": "b"}, "ExpressionAttributeValues": {":vaaa1": {"S": "t"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 358, 'isel-207', 'select * from iselNN.globalsecN where c = 4', 'Query', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecN", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}}})  # fmt: skip
add(SELECT, 359, 'isel-208', 'select * from iselNN.globalsecN where c = 4 and d = "one"', 'Query', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecN", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa2 = :vaaa2", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c", "#aaaa2": "d"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}, ":vaaa2": {"S": "one"}}})  # fmt: skip
add(SELECT, 360, 'isel-209', 'select * from iselNN.globalsecN where c > 3', 'Scan', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecN", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 > :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 361, 'isel-210', 'select * from iselNN.globalsecN where c = 4 and begins_with(d, "t")', 'Query', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecN", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "FilterExpression": "begins_with(#aaaa2, :vaaa2)", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c", "#aaaa2": "d"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}, ":vaaa2": {"S": "t"}}})  # fmt: skip
add(SELECT, 363, 'isel-211', 'select * from iselNN.globalsecNS where c = 4', 'Query', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecNS", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}}})  # fmt: skip
add(SELECT, 364, 'isel-212', 'select * from iselNN.globalsecNS where c = 4 and d = "one"', 'Query', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecNS", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND #aaaa2 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "c", "#aaaa2": "d"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}, ":vaaa2": {"S": "one"}}})  # fmt: skip
add(SELECT, 366, 'isel-213', 'select * from iselNN.globalsecNS where c > 3', 'Scan', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecNS", "ReturnConsumedCapacity": "NONE", "FilterExpression": "#aaaa1 > :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "c"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}}, "ConsistentRead": False})  # fmt: skip
add(SELECT, 367, 'isel-214', 'select * from iselNN.globalsecNS where c = 4 and begins_with(d, "t")', 'Query', T_ISELNN, ISELNN_0,
    {"TableName": "iselNN", "IndexName": "globalsecNS", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "KeyConditionExpression": "#aaaa1 = :vaaa1 AND begins_with(#aaaa2, :vaaa2)", "ExpressionAttributeNames": {"#aaaa1": "c", "#aaaa2": "d"}, "ExpressionAttributeValues": {":vaaa1": {"N": "4"}, ":vaaa2": {"S": "t"}}})  # fmt: skip
add(UPDATE, 17, 'iut-1', 'update iut1 set y = 14 where pk = 0', 'UpdateItem', T_IUT1, IUT1_0,
    {"TableName": "iut1", "Key": {"pk": {"N": "0"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "14"}}})  # fmt: skip
add(UPDATE, 20, 'iut-3', 'update iut1 set x = 3 where y = 14', 'Scan', T_IUT1, IUT1_1,
    {"TableName": "iut1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa2 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "y"}, "ExpressionAttributeValues": {":vbaa1": {"N": "14"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 20, 'iut-3', 'update iut1 set x = 3 where y = 14', 'UpdateItem', T_IUT1, IUT1_1,
    {"TableName": "iut1", "Key": {"pk": {"N": "0"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND #aaaa3 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "x", "#aaaa2": "pk", "#aaaa3": "y"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "14"}}})  # fmt: skip
add(UPDATE, 25, 'iut-6', 'update iut1 set y = 15 where pk = 0 and x = 3', 'UpdateItem', T_IUT1, IUT1_2,
    {"TableName": "iut1", "Key": {"pk": {"N": "0"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND #aaaa3 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk", "#aaaa3": "x"}, "ExpressionAttributeValues": {":vaaa1": {"N": "15"}, ":vaaa2": {"N": "3"}}})  # fmt: skip
add(UPDATE, 28, 'iut-8', 'update iut1 set y = 10 where pk between 1 and 3', 'Scan', T_IUT1, IUT1_3,
    {"TableName": "iut1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa1 BETWEEN :vbaa1 AND :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "1"}, ":vbaa2": {"N": "3"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 28, 'iut-8', 'update iut1 set y = 10 where pk between 1 and 3', 'UpdateItem', T_IUT1, IUT1_3,
    {"TableName": "iut1", "Key": {"pk": {"N": "3"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}}})  # fmt: skip
add(UPDATE, 28, 'iut-8', 'update iut1 set y = 10 where pk between 1 and 3', 'UpdateItem', T_IUT1, IUT1_3,
    {"TableName": "iut1", "Key": {"pk": {"N": "2"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}}})  # fmt: skip
add(UPDATE, 28, 'iut-8', 'update iut1 set y = 10 where pk between 1 and 3', 'UpdateItem', T_IUT1, IUT1_3,
    {"TableName": "iut1", "Key": {"pk": {"N": "1"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}}})  # fmt: skip
add(UPDATE, 31, 'iut-10', 'update iut1 set y = 10 where not pk between 2 and 9', 'Scan', T_IUT1, IUT1_4,
    {"TableName": "iut1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "NOT (#abaa1 BETWEEN :vbaa1 AND :vbaa2)", "ExpressionAttributeNames": {"#abaa1": "pk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "2"}, ":vbaa2": {"N": "9"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 31, 'iut-10', 'update iut1 set y = 10 where not pk between 2 and 9', 'UpdateItem', T_IUT1, IUT1_4,
    {"TableName": "iut1", "Key": {"pk": {"N": "1"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND NOT (#aaaa2 BETWEEN :vaaa2 AND :vaaa3)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}, ":vaaa2": {"N": "2"}, ":vaaa3": {"N": "9"}}})  # fmt: skip
add(UPDATE, 31, 'iut-10', 'update iut1 set y = 10 where not pk between 2 and 9', 'UpdateItem', T_IUT1, IUT1_4,
    {"TableName": "iut1", "Key": {"pk": {"N": "0"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND NOT (#aaaa2 BETWEEN :vaaa2 AND :vaaa3)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}, ":vaaa2": {"N": "2"}, ":vaaa3": {"N": "9"}}})  # fmt: skip
add(UPDATE, 36, 'iut-13', 'update iut1 set y = 10 where x > 8 or pk > 8', 'Scan', T_IUT1, IUT1_5,
    {"TableName": "iut1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa2 > :vbaa1 OR #abaa1 > :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "x"}, "ExpressionAttributeValues": {":vbaa1": {"N": "8"}, ":vbaa2": {"N": "8"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 36, 'iut-13', 'update iut1 set y = 10 where x > 8 or pk > 8', 'UpdateItem', T_IUT1, IUT1_5,
    {"TableName": "iut1", "Key": {"pk": {"N": "9"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND #aaaa3 > :vaaa2 OR #aaaa2 > :vaaa3", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk", "#aaaa3": "x"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}, ":vaaa2": {"N": "8"}, ":vaaa3": {"N": "8"}}})  # fmt: skip
add(UPDATE, 39, 'iut-15', 'upsert iut1 set y = 14 where pk = 1', 'UpdateItem', T_IUT1, IUT1_6,
    {"TableName": "iut1", "Key": {"pk": {"N": "1"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "y"}, "ExpressionAttributeValues": {":vaaa1": {"N": "14"}}})  # fmt: skip
add(UPDATE, 42, 'iut-17', 'upsert iut1 set x = 3 where pk = 3 and y = 14', 'UpdateItem', T_IUT1, IUT1_7,
    {"TableName": "iut1", "Key": {"pk": {"N": "3"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "#aaaa2 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "x", "#aaaa2": "y"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}, ":vaaa2": {"N": "14"}}})  # fmt: skip
add(UPDATE, 46, 'iut-19', 'upsert iut1 set y = 10 where pk = 1000', 'UpdateItem', T_IUT1, IUT1_7,
    {"TableName": "iut1", "Key": {"pk": {"N": "1000"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "y"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}}})  # fmt: skip
add(UPDATE, 50, 'iut-22', 'update iut2 set y = 14 where pk = 1 and rk = 2', 'UpdateItem', T_IUT2, IUT2_0,
    {"TableName": "iut2", "Key": {"pk": {"N": "1"}, "rk": {"N": "2"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "14"}}})  # fmt: skip
add(UPDATE, 56, 'iut-25', 'update iut2 set y = 14 where pk = 2', 'Query', T_IUT2, IUT2_1,
    {"TableName": "iut2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1, #abaa2", "KeyConditionExpression": "#abaa1 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "rk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "2"}}})  # fmt: skip
add(UPDATE, 56, 'iut-25', 'update iut2 set y = 14 where pk = 2', 'UpdateItem', T_IUT2, IUT2_1,
    {"TableName": "iut2", "Key": {"pk": {"N": "2"}, "rk": {"N": "3"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "14"}}})  # fmt: skip
add(UPDATE, 56, 'iut-25', 'update iut2 set y = 14 where pk = 2', 'UpdateItem', T_IUT2, IUT2_1,
    {"TableName": "iut2", "Key": {"pk": {"N": "2"}, "rk": {"N": "4"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "14"}}})  # fmt: skip
add(UPDATE, 56, 'iut-25', 'update iut2 set y = 14 where pk = 2', 'UpdateItem', T_IUT2, IUT2_1,
    {"TableName": "iut2", "Key": {"pk": {"N": "2"}, "rk": {"N": "5"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "14"}}})  # fmt: skip
add(UPDATE, 60, 'iut-28', 'update iut2 set y = 15 where rk = 6', 'Scan', T_IUT2, IUT2_2,
    {"TableName": "iut2", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1, #abaa2", "FilterExpression": "#abaa2 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "rk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "6"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 60, 'iut-28', 'update iut2 set y = 15 where rk = 6', 'UpdateItem', T_IUT2, IUT2_2,
    {"TableName": "iut2", "Key": {"pk": {"N": "3"}, "rk": {"N": "6"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "15"}}})  # fmt: skip
add(UPDATE, 60, 'iut-28', 'update iut2 set y = 15 where rk = 6', 'UpdateItem', T_IUT2, IUT2_2,
    {"TableName": "iut2", "Key": {"pk": {"N": "4"}, "rk": {"N": "6"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "15"}}})  # fmt: skip
add(UPDATE, 60, 'iut-28', 'update iut2 set y = 15 where rk = 6', 'UpdateItem', T_IUT2, IUT2_2,
    {"TableName": "iut2", "Key": {"pk": {"N": "5"}, "rk": {"N": "6"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "15"}}})  # fmt: skip
add(UPDATE, 67, 'iut-32', 'update iut2 set y = 15 where rk = 6 and z = 12', 'Scan', T_IUT2, IUT2_3,
    {"TableName": "iut2", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1, #abaa2", "FilterExpression": "#abaa2 = :vbaa1 AND #abaa3 = :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "rk", "#abaa3": "z"}, "ExpressionAttributeValues": {":vbaa1": {"N": "6"}, ":vbaa2": {"N": "12"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 73, 'iut-33', 'update iut1 set y = 21 where pk = 6 and z = 12', 'UpdateItem', T_IUT1, IUT1_8,
    {"TableName": "iut1", "Key": {"pk": {"N": "6"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND #aaaa3 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk", "#aaaa3": "z"}, "ExpressionAttributeValues": {":vaaa1": {"N": "21"}, ":vaaa2": {"N": "12"}}})  # fmt: skip
add(UPDATE, 78, 'iut-35', 'update iut1 set y = y + 10 where pk = 3', 'UpdateItem', T_IUT1, IUT1_8,
    {"TableName": "iut1", "Key": {"pk": {"N": "3"}}, "UpdateExpression": "SET #aaaa1 = #aaaa1+:vaaa1", "ConditionExpression": "attribute_exists(#aaaa2)", "ExpressionAttributeNames": {"#aaaa1": "y", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "10"}}})  # fmt: skip
add(UPDATE, 92, 'iut-37', 'update iut1.iut1gsi set flag_updated = true where gsipk = 0', 'Query', T_IUT1, IUT1_9,
    {"TableName": "iut1", "IndexName": "iut1gsi", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "KeyConditionExpression": "#abaa2 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "gsipk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "0"}}})  # fmt: skip
add(UPDATE, 92, 'iut-37', 'update iut1.iut1gsi set flag_updated = true where gsipk = 0', 'UpdateItem', T_IUT1, IUT1_9,
    {"TableName": "iut1", "Key": {"pk": {"N": "109"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND #aaaa3 = :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "flag_updated", "#aaaa2": "pk", "#aaaa3": "gsipk"}, "ExpressionAttributeValues": {":vaaa1": {"BOOL": True}, ":vaaa2": {"N": "0"}}})  # fmt: skip
add(UPDATE, 98, 'iut-40', 'update iut1.iut1gsi set flag_updated = true where gsipk > 0 and gsipk < 2', 'Scan', T_IUT1, IUT1_10,
    {"TableName": "iut1", "IndexName": "iut1gsi", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa2 > :vbaa1 AND #abaa2 < :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "gsipk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "0"}, ":vbaa2": {"N": "2"}}, "ConsistentRead": False})  # fmt: skip
add(UPDATE, 98, 'iut-40', 'update iut1.iut1gsi set flag_updated = true where gsipk > 0 and gsipk < 2', 'UpdateItem', T_IUT1, IUT1_10,
    {"TableName": "iut1", "Key": {"pk": {"N": "100"}}, "UpdateExpression": "SET #aaaa1 = :vaaa1", "ConditionExpression": "attribute_exists(#aaaa2) AND #aaaa3 > :vaaa2 AND #aaaa3 < :vaaa3", "ExpressionAttributeNames": {"#aaaa1": "flag_updated", "#aaaa2": "pk", "#aaaa3": "gsipk"}, "ExpressionAttributeValues": {":vaaa1": {"BOOL": True}, ":vaaa2": {"N": "0"}, ":vaaa3": {"N": "2"}}})  # fmt: skip
add(DELETE, 17, 'ddbsh-delete-1', 'delete from idt1 where pk = 0', 'DeleteItem', T_IUT1, IUT1_0,
    {"TableName": "idt1", "Key": {"pk": {"N": "0"}}})  # fmt: skip
add(DELETE, 20, 'ddbsh-delete-3', 'delete from idt1 where y = 14', 'Scan', T_IUT1, IDT1_0,
    {"TableName": "idt1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa2 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "y"}, "ExpressionAttributeValues": {":vbaa1": {"N": "14"}}, "ConsistentRead": False})  # fmt: skip
add(DELETE, 26, 'ddbsh-delete-6', 'delete from idt1 where pk = 0 and x = 3', 'DeleteItem', T_IUT1, IDT1_0,
    {"TableName": "idt1", "Key": {"pk": {"N": "0"}}, "ConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "x"}, "ExpressionAttributeValues": {":vaaa1": {"N": "3"}}})  # fmt: skip
add(DELETE, 29, 'ddbsh-delete-8', 'delete from idt1 where pk between 1 and 3', 'Scan', T_IUT1, IDT1_0,
    {"TableName": "idt1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa1 BETWEEN :vbaa1 AND :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "1"}, ":vbaa2": {"N": "3"}}, "ConsistentRead": False})  # fmt: skip
add(DELETE, 29, 'ddbsh-delete-8', 'delete from idt1 where pk between 1 and 3', 'DeleteItem', T_IUT1, IDT1_0,
    {"TableName": "idt1", "Key": {"pk": {"N": "3"}}})  # fmt: skip
add(DELETE, 29, 'ddbsh-delete-8', 'delete from idt1 where pk between 1 and 3', 'DeleteItem', T_IUT1, IDT1_0,
    {"TableName": "idt1", "Key": {"pk": {"N": "2"}}})  # fmt: skip
add(DELETE, 29, 'ddbsh-delete-8', 'delete from idt1 where pk between 1 and 3', 'DeleteItem', T_IUT1, IDT1_0,
    {"TableName": "idt1", "Key": {"pk": {"N": "1"}}})  # fmt: skip
add(DELETE, 32, 'ddbsh-delete-10', 'delete from idt1 where not pk between 2 and 9', 'Scan', T_IUT1, IDT1_1,
    {"TableName": "idt1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "NOT (#abaa1 BETWEEN :vbaa1 AND :vbaa2)", "ExpressionAttributeNames": {"#abaa1": "pk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "2"}, ":vbaa2": {"N": "9"}}, "ConsistentRead": False})  # fmt: skip
add(DELETE, 38, 'ddbsh-delete-13', 'delete from idt1 where x > 8 or pk > 8', 'Scan', T_IUT1, IDT1_1,
    {"TableName": "idt1", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1", "FilterExpression": "#abaa2 > :vbaa1 OR #abaa1 > :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "x"}, "ExpressionAttributeValues": {":vbaa1": {"N": "8"}, ":vbaa2": {"N": "8"}}, "ConsistentRead": False})  # fmt: skip
add(DELETE, 38, 'ddbsh-delete-13', 'delete from idt1 where x > 8 or pk > 8', 'DeleteItem', T_IUT1, IDT1_1,
    {"TableName": "idt1", "Key": {"pk": {"N": "9"}}, "ConditionExpression": "#aaaa1 > :vaaa1 OR #aaaa2 > :vaaa2", "ExpressionAttributeNames": {"#aaaa1": "x", "#aaaa2": "pk"}, "ExpressionAttributeValues": {":vaaa1": {"N": "8"}, ":vaaa2": {"N": "8"}}})  # fmt: skip
add(DELETE, 43, 'ddbsh-delete-22', 'delete from idt2 where pk = 1 and rk = 2', 'DeleteItem', T_IUT2, IUT2_0,
    {"TableName": "idt2", "Key": {"pk": {"N": "1"}, "rk": {"N": "2"}}})  # fmt: skip
add(DELETE, 49, 'ddbsh-delete-25', 'delete from idt2 where pk = 2', 'Query', T_IUT2, IDT2_0,
    {"TableName": "idt2", "ConsistentRead": False, "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1, #abaa2", "KeyConditionExpression": "#abaa1 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "rk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "2"}}})  # fmt: skip
add(DELETE, 53, 'ddbsh-delete-28', 'delete from idt2 where rk = 6', 'Scan', T_IUT2, IDT2_0,
    {"TableName": "idt2", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1, #abaa2", "FilterExpression": "#abaa2 = :vbaa1", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "rk"}, "ExpressionAttributeValues": {":vbaa1": {"N": "6"}}, "ConsistentRead": False})  # fmt: skip
add(DELETE, 53, 'ddbsh-delete-28', 'delete from idt2 where rk = 6', 'DeleteItem', T_IUT2, IDT2_0,
    {"TableName": "idt2", "Key": {"pk": {"N": "3"}, "rk": {"N": "6"}}})  # fmt: skip
add(DELETE, 53, 'ddbsh-delete-28', 'delete from idt2 where rk = 6', 'DeleteItem', T_IUT2, IDT2_0,
    {"TableName": "idt2", "Key": {"pk": {"N": "4"}, "rk": {"N": "6"}}})  # fmt: skip
add(DELETE, 53, 'ddbsh-delete-28', 'delete from idt2 where rk = 6', 'DeleteItem', T_IUT2, IDT2_0,
    {"TableName": "idt2", "Key": {"pk": {"N": "5"}, "rk": {"N": "6"}}})  # fmt: skip
add(DELETE, 60, 'ddbsh-delete-32', 'delete from idt2 where rk = 6 and z = 12', 'Scan', T_IUT2, IDT2_1,
    {"TableName": "idt2", "ReturnConsumedCapacity": "NONE", "ProjectionExpression": "#abaa1, #abaa2", "FilterExpression": "#abaa2 = :vbaa1 AND #abaa3 = :vbaa2", "ExpressionAttributeNames": {"#abaa1": "pk", "#abaa2": "rk", "#abaa3": "z"}, "ExpressionAttributeValues": {":vbaa1": {"N": "6"}, ":vbaa2": {"N": "12"}}, "ConsistentRead": False})  # fmt: skip
add(DELETE, 66, 'ddbsh-delete-33', 'delete from idt1 where pk = 6 and z = 12', 'DeleteItem', T_IUT1, IDT1_2,
    {"TableName": "idt1", "Key": {"pk": {"N": "6"}}, "ConditionExpression": "#aaaa1 = :vaaa1", "ExpressionAttributeNames": {"#aaaa1": "z"}, "ExpressionAttributeValues": {":vaaa1": {"N": "12"}}})  # fmt: skip
