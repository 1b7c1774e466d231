"""dynamodb-lock-client (Node.js, tristanls): the requests its unit tests pin for
acquiring and releasing a fail-open lock.

Source: tristanls/dynamodb-lock-client, commit 0034683 (2023-12-13),
``index.test.js``: with a stubbed DocumentClient, each test asserts the whole
params object ``get``/``put`` receive (``expect(params).toEqual({...})``): the
consistent GetItem that reads the lock, the PutItem of a new lock
(``attribute_not_exists(#partitionKey)``), of a lock taken over
(``... or (guid = :guid and fencingToken = :fencingToken)``), both also with
``trustLocalTime`` (``lockAcquiredTimeUnixMs``), and the release PutItem
(``leaseDurationMs: 1``, ``attribute_exists(#partitionKey) and guid = :guid``),
on the partition-key-only configuration and with ``sortKey`` (the client then
parenthesises its key conditions). Only the requests were taken, as data: the
tests were not run. A different library from the Java lock client (the
``dynamodb-lock-client`` source): lower-case ``and``/``or``, unescaped
attribute names in the condition, a binary ``guid`` and numeric fencing tokens.

Adapted only as far as needed to run: the DocumentClient's plain values written
typed (numbers as ``N``, the ``Buffer`` guids as ``B``); the tests'
``crypto.randomBytes(64)`` guids and ``expect.any(...)`` values fixed (64 bytes
of 0x01 for the lock found, 0x02 for the new guid; ``lockAcquiredTimeUnixMs``
1702480078000, the commit's time); the tests' names (``my-lock-table-name``,
``myPartitionKey``, ``mySortKey``, ``lockID``, ``sortID``, owner ``me``, lease
100 ms); the table keyed by the test's partition key (strings), and by its sort
key too in the ``sortKey`` tests. The retried GetItems (the same request) are
left out. ``before`` is made up for each outcome: no lock, the lock the test
finds (fencing token 42, owner ``not-me``), or one taken meanwhile (another
guid and token): the write succeeds or is ConditionalCheckFailed, as ``note``
says.
"""

from __future__ import annotations

import base64

from ._build import case, table

SOURCE = "dynamodb-lock-client-node"
CITE = "tristanls/dynamodb-lock-client@0034683 index.test.js:"
PINNED = "the params the test pins (expect(params).toEqual), DocumentClient values written typed"
LOCK_TABLE = "my-lock-table-name"
HASH = table(("myPartitionKey", "S"))
RANGE = table(("myPartitionKey", "S"), ("mySortKey", "S"))
FOUND_GUID = {"B": base64.b64encode(bytes([1]) * 64).decode("ascii")}
NEW_GUID = {"B": base64.b64encode(bytes([2]) * 64).decode("ascii")}
OTHER_GUID = {"B": base64.b64encode(bytes([3]) * 64).decode("ascii")}
NOW_MS = {"N": "1702480078000"}


def _n(v: int) -> dict:
    return {"N": str(v)}


def _key(ranged: bool) -> dict:
    key = {"myPartitionKey": {"S": "lockID"}}
    if ranged:
        key["mySortKey"] = {"S": "sortID"}
    return key


def _names(ranged: bool) -> dict:
    return (
        {"#partitionKey": "myPartitionKey", "#sortKey": "mySortKey"} if ranged else {"#partitionKey": "myPartitionKey"}
    )


def _not_exists(ranged: bool) -> str:
    if ranged:
        return "(attribute_not_exists(#partitionKey) and attribute_not_exists(#sortKey))"
    return "attribute_not_exists(#partitionKey)"


def _exists(ranged: bool) -> str:
    if ranged:
        return "(attribute_exists(#partitionKey) and attribute_exists(#sortKey))"
    return "attribute_exists(#partitionKey)"


def _lock(ranged: bool, token: int, owner: str, guid: dict, lease: int = 100, now: bool = False) -> dict:
    out = {**_key(ranged), "fencingToken": _n(token), "leaseDurationMs": _n(lease), "owner": {"S": owner}, "guid": guid}
    if now:
        out["lockAcquiredTimeUnixMs"] = NOW_MS
    return out


FOUND = "the lock the test finds (fencing token 42, owner not-me)"
TAKEN = "the lock taken meanwhile (another guid, fencing token 43)"


def _cases(ranged: bool, lines: dict) -> list[dict]:
    schema = RANGE if ranged else HASH
    found = _lock(ranged, 42, "not-me", FOUND_GUID)
    taken = _lock(ranged, 43, "someone-else", OTHER_GUID)
    out = []

    def add(line: int, op: str, request: dict, befores: list) -> None:
        for before, what in befores:
            out.append(case(f"{CITE}{line}", op, request, schema, before, f"{PINNED}; before: {what}"))

    add(
        lines["get"],
        "GetItem",
        {"TableName": LOCK_TABLE, "Key": _key(ranged), "ConsistentRead": True},
        [([], "no lock"), ([found], FOUND)],
    )
    for line, now in ((lines["new"], False), (lines["new_time"], True)):
        add(
            line,
            "PutItem",
            {
                "TableName": LOCK_TABLE,
                "Item": _lock(ranged, 1, "me", NEW_GUID, now=now),
                "ConditionExpression": _not_exists(ranged),
                "ExpressionAttributeNames": _names(ranged),
            },
            [([], "no lock (the write succeeds)"), ([found], "a lock taken meanwhile (ConditionalCheckFailed)")],
        )
    for line, now in ((lines["existing"], False), (lines["existing_time"], True)):
        add(
            line,
            "PutItem",
            {
                "TableName": LOCK_TABLE,
                "Item": _lock(ranged, 43, "me", NEW_GUID, now=now),
                "ConditionExpression": f"{_not_exists(ranged)} or (guid = :guid and fencingToken = :fencingToken)",
                "ExpressionAttributeNames": _names(ranged),
                "ExpressionAttributeValues": {":fencingToken": _n(42), ":guid": FOUND_GUID},
            },
            [
                ([found], FOUND + " (the write succeeds)"),
                ([taken], TAKEN + " (ConditionalCheckFailed)"),
                ([], "the lock released meanwhile (the write succeeds)"),
            ],
        )
    add(
        lines["release"],
        "PutItem",
        {
            "TableName": LOCK_TABLE,
            "Item": _lock(ranged, 42, "me", FOUND_GUID, lease=1),
            "ConditionExpression": f"{_exists(ranged)} and guid = :guid",
            "ExpressionAttributeNames": _names(ranged),
            "ExpressionAttributeValues": {":guid": FOUND_GUID},
        },
        [
            ([_lock(ranged, 42, "me", FOUND_GUID)], "the lock as this owner holds it (the write succeeds)"),
            ([taken], TAKEN + " (ConditionalCheckFailed)"),
            ([], "no lock (ConditionalCheckFailed)"),
        ],
    )
    return out


CASES = _cases(
    False, {"get": 61, "new": 109, "new_time": 162, "existing": 361, "existing_time": 420, "release": 1268}
) + _cases(True, {"get": 630, "new": 684, "new_time": 740, "existing": 957, "existing_time": 1019, "release": 1341})
