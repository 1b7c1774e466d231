"""Amazon DynamoDB Lock Client (Java): the conditional writes it sends to acquire,
heartbeat and release a lock, and its reads of the lock table.

Source: awslabs/amazon-dynamodb-lock-client, commit 601eab1 (2026-06-11),
``src/test/java/com/amazonaws/services/dynamodbv2/{BasicLockClientTests,
GetAllLocksTests,GetLocksByPartitionKeyTest}.java``: integration tests that run
the client against DynamoDB Local, on the lock tables ``InMemoryLockClientTester``
creates (``test``: partition key ``key``, the client's default; ``rangeTest``: the
same with sort key ``rangeKey``). The tests check the locks, not the requests, so
each request is the one ``src/main/java/com/amazonaws/services/dynamodbv2/
AmazonDynamoDBLockClient.java`` builds for the test call cited (the line of the
call): a new lock (PutItem, or with ``withUpdateExistingLockRecord`` an
UpdateItem, on ``attribute_not_exists(#pk)`` [``AND attribute_not_exists(#sk)``]),
a released one (``attribute_exists(#pk) AND #ir = :ir``, with
``withAcquireReleasedLocksConsistently`` also ``#rvn = :rvn``, parenthesised on
the hash-only table), an expired one (``#rvn = :rvn``), the heartbeat
(``SET #ld = :ld, #rvn = :newRvn``, its data set or removed) and the release
(DeleteItem, or UpdateItem ``SET #ir = :ir``, on ``#rvn = :rvn AND #on = :on``;
on the sort-key table the client's text ends in a space, kept), the consistent
GetItem that reads a lock, the Query of ``getLocksByPartitionKey`` and the Scan
of ``getAllLocksFromDynamoDB``. The texts are the client's constants as
``String.format`` joins them; a SET the client writes from the lock item
(``#k0=:v0,...``) follows the item's ``HashMap`` order, worked out from the
names' Java hash codes in a map of 16 buckets (``ownerName``,
``recordVersionNumber``, ``data``, ``leaseDuration``; no update here carries an
additional attribute, which would size the map otherwise). Only the requests were taken,
as data: Java was not run.

Adapted only as far as needed to run: the random record version numbers
(``UUID.randomUUID()``) fixed (``00000000-0000-4000-8000-00000000000n``), the
heartbeat tests' random data (``SECURE_RANDOM.nextDouble()``) fixed; ``before``
is the lock the test has left (held by the test's owner, ``integrationTester``,
or by ``integrationTester2``, lease ``3000``, data as the test gives it). Each
conditional write is sent twice or more: on the table where its condition holds
(the lock free, released or unchanged) and on one where it fails (the lock held,
not released, or taken by another owner with a new version number:
ConditionalCheckFailed), each ``note`` saying which.
"""

from __future__ import annotations

import base64

from ._build import case, table

SOURCE = "dynamodb-lock-client"
REPO = "awslabs/amazon-dynamodb-lock-client@601eab1 "
TESTS = "src/test/java/com/amazonaws/services/dynamodbv2/"
BASIC = TESTS + "BasicLockClientTests.java"
ALL = TESTS + "GetAllLocksTests.java"
BY_PK = TESTS + "GetLocksByPartitionKeyTest.java"
BUILT = "the request AmazonDynamoDBLockClient.java builds for this test call (integration test on DynamoDB Local)"

HASH = table(("key", "S"))
RANGE = table(("key", "S"), ("rangeKey", "S"))
ME = "integrationTester"
OTHER = "integrationTester2"
LEASE = "3000"


def _rvn(n: int) -> str:
    return f"00000000-0000-4000-8000-{n:012d}"


R1, R2, R3 = _rvn(1), _rvn(2), _rvn(3)


def _b(text: str) -> dict:
    return {"B": base64.b64encode(text.encode()).decode("ascii")}


def _s(text: str) -> dict:
    return {"S": text}


class _T:
    """One of the two lock tables, as the client sees it."""

    def __init__(self, name: str, ranged: bool):
        self.name = name
        self.ranged = ranged
        self.schema = RANGE if ranged else HASH

    def key(self, pk: str = "testKey1", sk: str = "1") -> dict:
        return {"key": _s(pk), "rangeKey": _s(sk)} if self.ranged else {"key": _s(pk)}

    def lock(self, owner=ME, rvn=R1, data=None, released=False, extra=None, pk="testKey1", sk="1") -> dict:
        out = {**self.key(pk, sk), "ownerName": _s(owner), "leaseDuration": _s(LEASE), "recordVersionNumber": _s(rvn)}
        if data is not None:
            out["data"] = _b(data)
        if extra:
            out.update(extra)
        if released:
            out["isReleased"] = _s("1")
        return out

    def pk_names(self) -> dict:
        return {"#pk": "key", "#sk": "rangeKey"} if self.ranged else {"#pk": "key"}

    def owner_condition(self) -> str:
        if self.ranged:  # PK_EXISTS_AND_SK_EXISTS_AND_OWNER_NAME_SAME_AND_RVN_SAME_CONDITION: its trailing space kept
            return "attribute_exists(#pk) AND attribute_exists(#sk) AND #rvn = :rvn AND #on = :on "
        return "attribute_exists(#pk) AND #rvn = :rvn AND #on = :on"


TEST = _T("test", False)
RANGE_TEST = _T("rangeTest", True)


def _cite(path: str, line: int) -> str:
    return f"{REPO}{path}:{line}"


def _set_from_item(attrs: list[tuple[str, dict]]) -> tuple[str, dict, dict]:
    """getUpdateExpressionAndUpdateNameValueMaps: the lock item less its keys, in HashMap order."""
    text = "SET " + ",".join(f"#k{i}=:v{i}" for i in range(len(attrs)))
    names = {f"#k{i}": n for i, (n, _) in enumerate(attrs)}
    vals = {f":v{i}": v for i, (_, v) in enumerate(attrs)}
    return text, names, vals


def _item_attrs(owner: str, rvn: str, data: str | None = None) -> list:
    # HashMap order (16 buckets) of the lock item's non-key attributes: ownerName, recordVersionNumber,
    # data, leaseDuration (the keys key/rangeKey fall elsewhere and are removed)
    out = [("ownerName", _s(owner)), ("recordVersionNumber", _s(rvn))]
    if data is not None:
        out.append(("data", _b(data)))
    out.append(("leaseDuration", _s(LEASE)))
    return out


def _runs(cite: str, op: str, request: dict, t: _T, befores: list[tuple[list, str]]) -> list[dict]:
    return [case(cite, op, request, t.schema, before, f"{BUILT}; before: {what}") for before, what in befores]


# --- acquiring a lock nobody holds (upsertAndMonitorNewLock) ----------------------
def _new_put(t: _T, owner: str, rvn: str, data: str | None, extra: tuple[str, dict] | None = None) -> dict:
    it = t.lock(owner=owner, rvn=rvn, data=data, extra=dict([extra]) if extra else None)
    cond = "attribute_not_exists(#pk) AND attribute_not_exists(#sk)" if t.ranged else "attribute_not_exists(#pk)"
    return {"Item": it, "TableName": t.name, "ConditionExpression": cond, "ExpressionAttributeNames": t.pk_names()}


def _new_update(t: _T, owner: str, rvn: str, data: str | None) -> dict:
    text, names, vals = _set_from_item(_item_attrs(owner, rvn, data))
    cond = "attribute_not_exists(#pk) AND attribute_not_exists(#sk)" if t.ranged else "attribute_not_exists(#pk)"
    return {
        "TableName": t.name,
        "Key": t.key(),
        "UpdateExpression": text,
        "ExpressionAttributeNames": {**t.pk_names(), **names},
        "ExpressionAttributeValues": vals,
        "ConditionExpression": cond,
    }


FREE = "no lock (the write succeeds)"
HELD = "the lock held by another owner (ConditionalCheckFailed)"
MINE_HELD = "the lock already held by this owner (ConditionalCheckFailed)"

NEW_LOCKS = []
for _t, _line in ((TEST, 67), (RANGE_TEST, 73)):
    NEW_LOCKS += _runs(
        _cite(BASIC, _line),
        "PutItem",
        _new_put(_t, ME, R2, "test_data"),
        _t,
        [([], FREE), ([_t.lock(owner=OTHER, rvn=R1, data="x")], HELD)],
    )
NEW_LOCKS += _runs(
    _cite(BASIC, 73),
    "PutItem",
    _new_put(RANGE_TEST, ME, R2, "test_data"),
    RANGE_TEST,
    [([RANGE_TEST.lock(owner=OTHER, rvn=R1, sk="2")], "a lock on the same partition key, another sort key (succeeds)")],
)
_DND = ("doNotDelete", _s("doNotDelete"))
NEW_LOCKS += _runs(
    _cite(BASIC, 914),
    "PutItem",
    _new_put(TEST, OTHER, R1, None, _DND),
    TEST,
    [([], FREE), ([TEST.lock(owner=ME, rvn=R3)], HELD)],
)
NEW_LOCKS += _runs(
    _cite(BASIC, 816),
    "PutItem",
    _new_put(RANGE_TEST, OTHER, R1, None, _DND),
    RANGE_TEST,
    [([], FREE), ([RANGE_TEST.lock(owner=OTHER, rvn=R3)], MINE_HELD)],
)
NEW_LOCKS += _runs(
    _cite(BASIC, 798),
    "UpdateItem",
    _new_update(TEST, ME, R2, None),
    TEST,
    [([], FREE), ([TEST.lock(owner=OTHER, rvn=R1)], HELD)],
)


# --- acquiring a released lock (upsertAndMonitorReleasedLock) ---------------------
def _released_condition(t: _T, consistent: bool) -> str:
    if t.ranged:
        if consistent:
            return "attribute_exists(#pk) AND attribute_exists(#sk) AND #rvn = :rvn AND #ir = :ir"
        return "attribute_exists(#pk) AND attribute_exists(#sk) AND #ir = :ir"
    if consistent:
        return "(attribute_exists(#pk) AND #rvn = :rvn AND #ir = :ir)"
    return "attribute_exists(#pk) AND #ir = :ir"


def _released_maps(t: _T, consistent: bool, old_rvn: str) -> tuple[dict, dict]:
    names = {**t.pk_names(), "#ir": "isReleased"}
    vals = {":ir": _s("1")}
    if consistent:
        names["#rvn"] = "recordVersionNumber"
        vals[":rvn"] = _s(old_rvn)
    return names, vals


def _released_put(t: _T, consistent: bool, owner: str, rvn: str, old_rvn: str, data: str | None) -> dict:
    names, vals = _released_maps(t, consistent, old_rvn)
    return {
        "Item": t.lock(owner=owner, rvn=rvn, data=data),
        "TableName": t.name,
        "ConditionExpression": _released_condition(t, consistent),
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


def _released_update(t: _T, consistent: bool, owner: str, rvn: str, old_rvn: str, data: str | None) -> dict:
    names, vals = _released_maps(t, consistent, old_rvn)
    text, knames, kvals = _set_from_item(_item_attrs(owner, rvn, data))
    return {
        "TableName": t.name,
        "Key": t.key(),
        "UpdateExpression": text + " REMOVE #ir ",
        "ExpressionAttributeNames": {**names, **knames},
        "ExpressionAttributeValues": {**vals, **kvals},
        "ConditionExpression": _released_condition(t, consistent),
    }


LEAVE = "testAcquireLockLeaveData"
RELEASED = "the lock released by the test (isReleased '1', the version it read): the write succeeds"
NOT_RELEASED = "the lock taken again, not released (ConditionalCheckFailed)"
RVN_CHANGED = "the lock released again under a new version number (ConditionalCheckFailed)"

RELEASED_LOCKS = []
for _op, _build, _rows in (
    ("PutItem", _released_put, ((TEST, 207, 296), (RANGE_TEST, 252, 340))),
    ("UpdateItem", _released_update, ((TEST, 385, 485), (RANGE_TEST, 435, 531))),
):
    for _t, _plain, _consistent in _rows:
        for _line, _cons in ((_plain, False), (_consistent, True)):
            _befores = [
                ([_t.lock(rvn=R1, data=LEAVE, released=True)], RELEASED),
                ([_t.lock(owner=OTHER, rvn=R3, data=LEAVE)], NOT_RELEASED),
            ]
            if _cons:
                _befores.append(([_t.lock(owner=OTHER, rvn=R3, data=LEAVE, released=True)], RVN_CHANGED))
            RELEASED_LOCKS += _runs(_cite(BASIC, _line), _op, _build(_t, _cons, ME, R2, R1, LEAVE), _t, _befores)
RELEASED_LOCKS += _runs(
    _cite(BASIC, 821),
    "UpdateItem",
    _released_update(RANGE_TEST, False, OTHER, R2, R1, None),
    RANGE_TEST,
    [
        ([RANGE_TEST.lock(owner=OTHER, rvn=R1, released=True, extra={"doNotDelete": _s("doNotDelete")})], RELEASED),
        ([RANGE_TEST.lock(owner=ME, rvn=R3)], NOT_RELEASED),
    ],
)


# --- acquiring an expired lock (upsertAndMonitorExpiredLock) ----------------------
def _expired_condition(t: _T) -> str:
    if t.ranged:
        return "attribute_exists(#pk) AND attribute_exists(#sk) AND #rvn = :rvn"
    return "attribute_exists(#pk) AND #rvn = :rvn"


def _expired_put(t: _T, owner: str, rvn: str, old_rvn: str, data: str | None) -> dict:
    return {
        "Item": t.lock(owner=owner, rvn=rvn, data=data),
        "TableName": t.name,
        "ConditionExpression": _expired_condition(t),
        "ExpressionAttributeNames": {**t.pk_names(), "#rvn": "recordVersionNumber"},
        "ExpressionAttributeValues": {":rvn": _s(old_rvn)},
    }


def _expired_update(t: _T, owner: str, rvn: str, old_rvn: str, data: str | None) -> dict:
    text, knames, kvals = _set_from_item(_item_attrs(owner, rvn, data))
    return {
        "TableName": t.name,
        "Key": t.key(),
        "UpdateExpression": text + " REMOVE #ir ",
        "ExpressionAttributeNames": {**t.pk_names(), "#rvn": "recordVersionNumber", "#ir": "isReleased", **knames},
        "ExpressionAttributeValues": {":rvn": _s(old_rvn), **kvals},
        "ConditionExpression": _expired_condition(t),
    }


UNCHANGED = "the expired lock, its version unchanged since the client saw it (the write succeeds)"
HEARTBEATEN = "the lock heartbeaten meanwhile: a new version number (ConditionalCheckFailed)"
GONE = "the lock deleted meanwhile (ConditionalCheckFailed)"

EXPIRED_LOCKS = _runs(
    _cite(BASIC, 1223),
    "PutItem",
    _expired_put(TEST, OTHER, R2, R1, "test_data"),
    TEST,
    [
        ([TEST.lock(owner=ME, rvn=R1, data="test_data")], UNCHANGED),
        ([TEST.lock(owner=ME, rvn=R3, data="test_data")], HEARTBEATEN),
        ([], GONE),
    ],
)
for _t, _line in ((TEST, 919), (RANGE_TEST, 875)):
    EXPIRED_LOCKS += _runs(
        _cite(BASIC, _line),
        "UpdateItem",
        _expired_update(_t, OTHER, R2, R1, None),
        _t,
        [
            ([_t.lock(owner=OTHER, rvn=R1, extra={"doNotDelete": _s("doNotDelete")})], UNCHANGED),
            ([_t.lock(owner=OTHER, rvn=R3, extra={"doNotDelete": _s("doNotDelete")})], HEARTBEATEN),
        ],
    )


# --- heartbeat (sendHeartbeat) -------------------------------------------------------
def _heartbeat(t: _T, rvn: str, new_rvn: str, data: str | None = None, delete_data: bool = False) -> dict:
    names = {**t.pk_names(), "#ld": "leaseDuration", "#rvn": "recordVersionNumber", "#on": "ownerName"}
    vals = {":rvn": _s(rvn), ":on": _s(ME), ":newRvn": _s(new_rvn), ":ld": _s(LEASE)}
    text = "SET #ld = :ld, #rvn = :newRvn"
    if delete_data:
        names["#d"] = "data"
        text += " REMOVE #d"
    elif data is not None:
        names["#d"] = "data"
        vals[":d"] = _b(data)
        text += ", #d = :d"
    return {
        "TableName": t.name,
        "Key": t.key(),
        "ConditionExpression": t.owner_condition(),
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


OWNED = "the lock as this owner holds it (the write succeeds)"
STOLEN = "the lock taken by another owner with a new version number (ConditionalCheckFailed)"
HB_DATA = "testSendHeartbeatLeaveData0.5"
HB_DATA1, HB_DATA2 = "testSendHeartbeatChangeData10.25", "testSendHeartbeatChangeData20.75"
HB_RM = "testSendHeartbeatRemoveData"

HEARTBEATS = []
for _t in (TEST, RANGE_TEST):
    for _line, _req, _data in (
        (1039, _heartbeat(_t, R1, R2), HB_DATA),
        (1058, _heartbeat(_t, R1, R2, data=HB_DATA2), HB_DATA1),
        (1076, _heartbeat(_t, R1, R2, delete_data=True), HB_RM),
    ):
        HEARTBEATS += _runs(
            _cite(BASIC, _line),
            "UpdateItem",
            _req,
            _t,
            [
                ([_t.lock(rvn=R1, data=_data)], OWNED),
                ([_t.lock(owner=OTHER, rvn=R3, data=_data)], STOLEN),
            ],
        )


# --- release (releaseLock) -------------------------------------------------------------
def _release(t: _T, rvn: str, delete: bool, data: str | None = None) -> tuple[str, dict]:
    names = {**t.pk_names(), "#on": "ownerName", "#rvn": "recordVersionNumber"}
    vals = {":rvn": _s(rvn), ":on": _s(ME)}
    req = {"TableName": t.name, "Key": t.key(), "ConditionExpression": t.owner_condition()}
    if delete:
        return "DeleteItem", {**req, "ExpressionAttributeNames": names, "ExpressionAttributeValues": vals}
    names["#ir"] = "isReleased"
    vals[":ir"] = _s("1")
    text = "SET #ir = :ir"
    if data is not None:
        names["#d"] = "data"
        vals[":d"] = _b(data)
        text += ", #d = :d"
    return "UpdateItem", {
        **req,
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


RELEASES = []
for _t, _keep_line in ((TEST, 203), (RANGE_TEST, 248)):
    _op, _req = _release(_t, R1, delete=False)
    RELEASES += _runs(
        _cite(BASIC, _keep_line),
        _op,
        _req,
        _t,
        [([_t.lock(rvn=R1, data=LEAVE)], OWNED), ([_t.lock(owner=OTHER, rvn=R3, data=LEAVE)], STOLEN), ([], GONE)],
    )
for _t, _line in ((TEST, 1228), (RANGE_TEST, 191)):
    _op, _req = _release(_t, R1, delete=True)
    RELEASES += _runs(
        _cite(BASIC, _line),
        _op,
        _req,
        _t,
        [([_t.lock(rvn=R1, data="test_data")], OWNED), ([_t.lock(owner=OTHER, rvn=R2, data="test_data")], STOLEN)],
    )


# --- reads: getLockFromDynamoDB (GetItem), getLocksByPartitionKey (Query), getAllLocksFromDynamoDB (Scan)
READS = []
for _t, _line in ((TEST, 205), (RANGE_TEST, 250)):
    READS += _runs(
        _cite(BASIC, _line),
        "GetItem",
        {"TableName": _t.name, "Key": _t.key(), "ConsistentRead": True},
        _t,
        [([_t.lock(rvn=R1, data=LEAVE, released=True)], "the released lock"), ([], "no lock")],
    )
READS += _runs(
    _cite(BY_PK, 57),
    "Query",
    {
        "TableName": "rangeTest",
        "KeyConditionExpression": "#pk = :pk",
        "ExpressionAttributeNames": {"#pk": "key"},
        "ExpressionAttributeValues": {":pk": _s("test")},
    },
    RANGE_TEST,
    [
        ([], "no locks"),
        (
            [
                RANGE_TEST.lock(pk="test", sk="1", rvn=R1),
                RANGE_TEST.lock(pk="test", sk="2", rvn=R2, released=True),
                RANGE_TEST.lock(pk="other", sk="1", rvn=R3),
            ],
            "two locks on the partition key, one on another",
        ),
    ],
)
READS += _runs(
    _cite(ALL, 58),
    "Scan",
    {"TableName": "test"},
    TEST,
    [
        ([], "no locks"),
        ([TEST.lock(rvn=R1, data="test_data"), TEST.lock(pk="testKey2", rvn=R2, released=True)], "two locks"),
    ],
)

CASES = NEW_LOCKS + RELEASED_LOCKS + EXPIRED_LOCKS + HEARTBEATS + RELEASES + READS
