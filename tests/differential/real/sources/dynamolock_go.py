"""cirello-io/dynamolock (``cirello.io/dynamolock/v5``), a Go distributed lock
client on DynamoDB (after the Amazon DynamoDB Lock Client): the requests it
sends for the calls of its tests, which run on DynamoDB Local.

Source: cirello-io/dynamolock @ 6e19a15 (2026-08-20). ``client.go`` keeps a
lock as one item (``key``, or ``key`` and a sort key; ``ownerName``,
``leaseDuration`` as Go's ``Duration.String()`` (``3s``),
``recordVersionNumber`` as ``<UnixNano>:<base32 of 32 random bytes>``,
``data`` as binary, ``isReleased`` ``"1"`` once released, the caller's
additional attributes), and builds every expression with the AWS SDK for Go
v2's expression builder (``feature/dynamodb/expression``), whose texts are
written here as it renders them: each AND/OR operand parenthesised, a space
before a function's parenthesis (``attribute_exists (#0)``), names ``#0``,
``#1``... in order of first use across the condition then the update (a name
used again keeps its alias, a value never does), update clauses sorted
(``REMOVE`` before ``SET``), each ending in a newline. Acquiring: a consistent
GetItem, then a PutItem under ``(attribute_not_exists (#0)) OR
((attribute_exists (#0)) AND (#1 = :0))`` for a new or released lock, or
under ``(attribute_exists (#0)) AND (#1 = :0)`` (the record version it saw)
for an expired one; releasing: an UpdateItem ``SET #3 = :2\\n`` (and the data
after release) or a DeleteItem, both under ``((attribute_exists (#0)) AND (#1
= :0)) AND (#2 = :1)`` (key, record version, owner); a heartbeat: an UpdateItem
``SET`` lease and new record version (``REMOVE`` or ``SET`` of the data) under
the same condition, or under ``(attribute_exists (#0)) AND (#1 = :0)`` (key,
owner) with ``UnsafeMatchOwnerOnly``. ``client_heartbeat.go``'s
``update.Remove(dataAttr)`` discards its result, but the builder's operation
map is shared, so the REMOVE is sent (the test asserts the data is gone).

The tests (``client_test.go``, ``client_sort_key_test.go``,
``client_heartbeat_test.go``) run on DynamoDB Local (``TestMain`` starts it)
and check what the client returns, not the requests: each request is the one
the client builds for the test call cited. Only the requests were taken, as
data: Go was not run.

Adapted only as far as needed to run: the random bytes of record version
numbers and of an owner name the test does not set stood for by the base32 of
a SHA-256 (52 characters, as ``randString`` writes 32 bytes), their
``UnixNano`` from the commit's time (1787252917) on; tables as the tests
create them (``locks`` and ``noRetry`` keyed ``key``, ``locks_sk`` keyed
``key``/``sortkey``). ``before`` is what the test's earlier calls leave at the
key. Where the test's write meets its condition, the same request is sent
again where it fails, as a concurrent client would make it fail (note says
so): a new lock's PutItem over a lock held and not released, an expired lock's
over one whose version moved on, a release by an owner who lost the lock.
Left out: the repeated GetItems of a client waiting for a lock, heartbeats
repeating one already taken, the table's creation.
"""

from __future__ import annotations

import base64
import hashlib

from ._build import S, case, table

SOURCE = "dynamolock-go"
REPO = "cirello-io/dynamolock@6e19a15 "
CLIENT = "client.go:"
HEART = "client_heartbeat.go:"
TEST = "client_test.go:"
SKTEST = "client_sort_key_test.go:"
HBTEST = "client_heartbeat_test.go:"

CASES: list[dict] = []

T_LOCKS = table(("key", "S"))
T_SK = table(("key", "S"), ("sortkey", "S"))
NANO0 = 1787252917 * 10**9


def rand32(label: str) -> str:
    """randString(): base32 (no padding) of 32 bytes, a SHA-256 standing for crypto/rand."""
    return base64.b32encode(hashlib.sha256(label.encode()).digest()).decode().rstrip("=")


def rvn(n: int) -> str:
    """generateRecordVersionNumber(): fmt.Sprint(UnixNano, ":", randString())."""
    return f"{NANO0 + n * 731_204_113}:{rand32(f'rvn{n}')}"


def B(text: str) -> dict:
    return {"B": base64.b64encode(text.encode()).decode()}


NEW_OR_RELEASED = "(attribute_not_exists (#0)) OR ((attribute_exists (#0)) AND (#1 = :0))"
EXPIRED = "(attribute_exists (#0)) AND (#1 = :0)"
OWNED = "((attribute_exists (#0)) AND (#1 = :0)) AND (#2 = :1)"


def add(cite: str, code: str, operation: str, request: dict, before: list, note: str, tbl: dict = T_LOCKS) -> None:
    CASES.append(case(f"{REPO}{cite} (request: {code})", operation, request, tbl, before, note))


def keyof(name: str, sk: str | None = None) -> dict:
    out = {"key": S(name)}
    if sk is not None:
        out["sortkey"] = S(sk)
    return out


def lock_item(name: str, owner: str, version: str, data: str | None = None, sk: str | None = None,
              lease: str = "3s", extra: dict | None = None, released: bool = False) -> dict:  # fmt: skip
    """storeLock's item: the additional attributes, the key, owner, lease, version, data."""
    out = {**(extra or {}), **keyof(name, sk), "ownerName": S(owner), "leaseDuration": S(lease),
           "recordVersionNumber": S(version)}  # fmt: skip
    if data is not None:
        out["data"] = B(data)
    if released:
        out["isReleased"] = S("1")
    return out


def get(name: str, tbl: str = "locks", sk: str | None = None) -> dict:
    return {"ConsistentRead": True, "TableName": tbl, "Key": keyof(name, sk)}


def put_new(item: dict, tbl: str = "locks") -> dict:
    return {
        "Item": item,
        "TableName": tbl,
        "ConditionExpression": NEW_OR_RELEASED,
        "ExpressionAttributeNames": {"#0": "key", "#1": "isReleased"},
        "ExpressionAttributeValues": {":0": S("1")},
    }


def put_expired(item: dict, seen: str, tbl: str = "locks") -> dict:
    return {
        "Item": item,
        "TableName": tbl,
        "ConditionExpression": EXPIRED,
        "ExpressionAttributeNames": {"#0": "key", "#1": "recordVersionNumber"},
        "ExpressionAttributeValues": {":0": S(seen)},
    }


OWN_NAMES = {"#0": "key", "#1": "recordVersionNumber", "#2": "ownerName"}


def release(name: str, version: str, owner: str, data: str | None = None, tbl: str = "locks",
            sk: str | None = None) -> dict:  # fmt: skip
    """updateLock: SET isReleased (and data) under the ownership condition."""
    names = {**OWN_NAMES, "#3": "isReleased"}
    vals = {":0": S(version), ":1": S(owner), ":2": S("1")}
    update = "SET #3 = :2\n"
    if data is not None:
        names["#4"] = "data"
        vals[":3"] = B(data)
        update = "SET #3 = :2, #4 = :3\n"
    return {
        "TableName": tbl,
        "Key": keyof(name, sk),
        "UpdateExpression": update,
        "ConditionExpression": OWNED,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


def delete(name: str, version: str, owner: str, tbl: str = "locks", sk: str | None = None) -> dict:
    return {
        "TableName": tbl,
        "Key": keyof(name, sk),
        "ConditionExpression": OWNED,
        "ExpressionAttributeNames": OWN_NAMES,
        "ExpressionAttributeValues": {":0": S(version), ":1": S(owner)},
    }


def heartbeat(name: str, version: str, owner: str, target: str, *, remove_data: bool = False,
              data: str | None = None, owner_only: bool = False, tbl: str = "locks") -> dict:  # fmt: skip
    """sendHeartbeat: SET leaseDuration, recordVersionNumber (data set or removed) under the ownership condition."""
    if owner_only:
        cond, names, vals = EXPIRED, {"#0": "key", "#1": "ownerName"}, {":0": S(owner)}
        lease, rv = "#2", "#3"
        names.update({"#2": "leaseDuration", "#3": "recordVersionNumber"})
        update = f"SET {lease} = :1, {rv} = :2\n"
        vals.update({":1": S("3s"), ":2": S(target)})
    elif remove_data:
        cond, names = OWNED, {**OWN_NAMES, "#3": "data", "#4": "leaseDuration"}
        vals = {":0": S(version), ":1": S(owner), ":2": S("3s"), ":3": S(target)}
        update = "REMOVE #3\nSET #4 = :2, #1 = :3\n"
    else:
        cond, names = OWNED, {**OWN_NAMES, "#3": "leaseDuration"}
        vals = {":0": S(version), ":1": S(owner), ":2": S("3s"), ":3": S(target)}
        update = "SET #3 = :2, #1 = :3\n"
        if data is not None:
            names["#4"] = "data"
            vals[":4"] = B(data)
            update = "SET #3 = :2, #1 = :3, #4 = :4\n"
    return {
        "TableName": tbl,
        "Key": keyof(name),
        "ConditionExpression": cond,
        "UpdateExpression": update,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": vals,
    }


AS_BUILT = "the request the client builds for the test's call"
RACE = "sent again where its condition fails, as a concurrent client makes it fail"

# ---------------------------------------------------------------- TestClientBasicFlow (client_test.go:153)
O1, O2 = "TestClientBasicFlow#1", rand32("TestClientBasicFlow c2 owner")  # c2 sets no owner name: randString()
R1, R2, R3, R4, R5 = (rvn(i) for i in range(1, 6))
A = lock_item("spock", O1, R1, "some content a")
A_REL = lock_item("spock", O1, R1, "some content a", released=True)
B2 = lock_item("spock", O1, R2, "some content b")
B3 = lock_item("spock", O1, R3, "some content b")  # after one heartbeat
C3 = lock_item("spock", O2, R4, "some content c")

add(TEST + "178", CLIENT + "607", "GetItem", get("spock"), [],
    AS_BUILT + " (AcquireLock('spock'): the consistent GetItem of the lock); before: empty table")  # fmt: skip
add(TEST + "178", CLIENT + "533", "PutItem", put_new(A), [],
    AS_BUILT + " (AcquireLock('spock', WithData, ReplaceData): a new lock); before: empty table")  # fmt: skip
add(TEST + "178", CLIENT + "533", "PutItem", put_new(A), [B3],
    AS_BUILT + " (the same PutItem) " + RACE + ": another owner took the lock between the GetItem and the PutItem; "
    "before: a lock held, not released")  # fmt: skip
add(TEST + "192", CLIENT + "972", "UpdateItem", release("spock", R1, O1), [A],
    AS_BUILT + " (ReleaseLock(lockedItem): SET isReleased under key, version and owner); before: the lock")  # fmt: skip
add(TEST + "202", CLIENT + "607", "GetItem", get("spock"), [A_REL],
    AS_BUILT + " (AcquireLock again: the lock is read, released); before: the released lock")  # fmt: skip
add(TEST + "202", CLIENT + "533", "PutItem", put_new(B2), [A_REL],
    AS_BUILT + " (AcquireLock('spock') of the released lock: isReleased = '1' holds); before: the released lock")  # fmt: skip
add(TEST + "202", HEART + "141", "UpdateItem", heartbeat("spock", R2, O1, R3), [B2],
    AS_BUILT + " (the client's heartbeat, every second, of lockedItem2: lease and a new version); before: the lock")  # fmt: skip
add(TEST + "233", CLIENT + "946", "DeleteItem", delete("spock", R1, O1), [B3],
    AS_BUILT + " (ReleaseLock(lockedItem, WithDeleteLock(true)) of the first lock item, whose version is "
    "long gone: refused, and the test ignores the error); before: the lock at a later version")  # fmt: skip
add(TEST + "235", CLIENT + "499", "PutItem", put_expired(C3, R3), [B3],
    AS_BUILT + " (c2.AcquireLock('spock') once the lock, no longer heartbeated, has expired at the version c2 "
    "saw); before: the lock at that version")  # fmt: skip
add(TEST + "235", CLIENT + "499", "PutItem", put_expired(C3, R3), [lock_item("spock", O1, R5, "some content b")],
    AS_BUILT + " (the same PutItem) " + RACE + ": the holder heartbeated meanwhile; before: the lock at a newer "
    "version")  # fmt: skip
add(TEST + "235", CLIENT + "499", "PutItem", put_expired(C3, R3), [],
    AS_BUILT + " (the same PutItem) " + RACE + ": the lock was deleted meanwhile (attribute_exists fails); "
    "before: empty table")  # fmt: skip

# ---------------------------------------------------------------- sort key (client_sort_key_test.go)
SK = "sortvalue"
SA = lock_item("spock", O1, rvn(11), "some content a", sk=SK)
SA_REL = lock_item("spock", O1, rvn(11), "some content a", sk=SK, released=True)
add(SKTEST + "71", CLIENT + "607", "GetItem", get("spock", "locks_sk", SK), [],
    AS_BUILT + " (WithSortKey('sortkey', 'sortvalue'): the key holds the sort key); before: empty table", T_SK)  # fmt: skip
add(SKTEST + "71", CLIENT + "533", "PutItem", put_new(SA, "locks_sk"), [],
    AS_BUILT + " (a new lock, with the sort key; the condition names the partition key only); before: empty table",
    T_SK)  # fmt: skip
add(SKTEST + "85", CLIENT + "972", "UpdateItem", release("spock", rvn(11), O1, tbl="locks_sk", sk=SK), [SA],
    AS_BUILT + " (ReleaseLock with the sort key); before: the lock", T_SK)  # fmt: skip
add(SKTEST + "95", CLIENT + "533", "PutItem",
    put_new(lock_item("spock", O1, rvn(12), "some content b", sk=SK), "locks_sk"), [SA_REL],
    AS_BUILT + " (AcquireLock of the released lock, with the sort key); before: the released lock", T_SK)  # fmt: skip
add(SKTEST + "127", CLIENT + "946", "DeleteItem", delete("spock", rvn(12), O1, "locks_sk", SK),
    [lock_item("spock", O1, rvn(12), "some content b", sk=SK)],
    AS_BUILT + " (ReleaseLock(WithDeleteLock(true)) as it holds when the version has not moved); before: the lock",
    T_SK)  # fmt: skip

# ---------------------------------------------------------------- FailIfLocked, additional attributes
F = lock_item("failIfLocked", "FailIfLocked#1", rvn(21))
add(TEST + "512", CLIENT + "533", "PutItem", put_new(F), [],
    AS_BUILT + " (AcquireLock('failIfLocked'): no data, so no data attribute); before: empty table")  # fmt: skip
OA = "TestClientWithAdditionalAttributes#1"
HELLO = {"hello": S("world")}
G = lock_item("good attributes", OA, rvn(22), extra=HELLO)
add(TEST + "547", CLIENT + "533", "PutItem", put_new(G), [],
    AS_BUILT + " (WithAdditionalAttributes hello = world: the attribute written with the lock); before: empty table")  # fmt: skip
add(TEST + "561", CLIENT + "972", "UpdateItem", release("good attributes", rvn(22), OA), [G],
    AS_BUILT + " (lockedItem.Close(): the release); before: the lock")  # fmt: skip
REC = lock_item("recover attributes after release", OA, rvn(23), extra=HELLO)
add(TEST + "593", CLIENT + "499", "PutItem",
    put_expired(lock_item("recover attributes after release", OA, rvn(24), extra=HELLO), rvn(23)), [REC],
    AS_BUILT + " (the second AcquireLock without attributes: heartbeats disabled, the lock expires and is taken at "
    "the version seen, the attributes read from it kept, cirello-io/dynamolock#6); before: the lock")  # fmt: skip

# ---------------------------------------------------------------- delete on release, data after release
OD = "TestDeleteLockOnRelease#1"
D = lock_item("delete-lock-on-release", OD, rvn(31), "some content a")
add(TEST + "632", CLIENT + "533", "PutItem", put_new(D), [],
    AS_BUILT + " (AcquireLock with WithDeleteLockOnRelease); before: empty table")  # fmt: skip
add(TEST + "647", CLIENT + "946", "DeleteItem", delete("delete-lock-on-release", rvn(31), OD), [D],
    AS_BUILT + " (lockedItem.Close(): the lock deleted); before: the lock")  # fmt: skip
ODA = "TestClientWithDataAfterRelease#1"
ND = lock_item("lockNoData", ODA, rvn(32))
add(TEST + "912", CLIENT + "972", "UpdateItem",
    release("lockNoData", rvn(32), ODA, data="there is life after release"), [ND],
    AS_BUILT + " (ReleaseLock(WithDataAfterRelease(data)): SET isReleased and data); before: the lock, no data")  # fmt: skip
add(TEST + "912", CLIENT + "972", "UpdateItem",
    release("lockNoData", rvn(32), ODA, data="there is life after release"), [lock_item("lockNoData", O2, rvn(33))],
    AS_BUILT + " (the same release) " + RACE + ": another owner holds the lock; before: its lock")  # fmt: skip
add(TEST + "916", CLIENT + "533", "PutItem",
    put_new(lock_item("lockNoData", ODA, rvn(34), "there is life after release")),
    [lock_item("lockNoData", ODA, rvn(32), "there is life after release", released=True)],
    AS_BUILT + " (AcquireLock again: the data left by the release kept); before: the released lock with data")  # fmt: skip

# ---------------------------------------------------------------- heartbeats (client_heartbeat_test.go)
OH = "TestHeartbeatDataOps#1"
DD = lock_item("delete-data-on-heartbeat", OH, rvn(41), "some content a")
add(HBTEST + "180", HEART + "141", "UpdateItem", heartbeat("delete-data-on-heartbeat", rvn(41), OH, rvn(42),
    remove_data=True), [DD],
    AS_BUILT + " (SendHeartbeat(DeleteData()): REMOVE data before SET, data aliased first); before: the lock")  # fmt: skip
RD = lock_item("replace-data-on-heartbeat", OH, rvn(43), "some content a")
add(HBTEST + "213", HEART + "141", "UpdateItem", heartbeat("replace-data-on-heartbeat", rvn(43), OH, rvn(44),
    data="some content b"), [RD],
    AS_BUILT + " (SendHeartbeat(ReplaceHeartbeatData(data))); before: the lock")  # fmt: skip
add(HBTEST + "213", HEART + "141", "UpdateItem", heartbeat("replace-data-on-heartbeat", rvn(43), OH, rvn(44),
    data="some content b"), [],
    AS_BUILT + " (the same heartbeat) " + RACE + ": the lock was deleted meanwhile; before: empty table")  # fmt: skip
RA = lock_item("racy-heartbeats", OH, rvn(45))
RA2 = lock_item("racy-heartbeats", OH, rvn(46))
RB = lock_item("racy-heartbeats", OH, rvn(47))
add(HBTEST + "239", HEART + "141", "UpdateItem", heartbeat("racy-heartbeats", rvn(45), OH, rvn(46)), [RA],
    AS_BUILT + " (racy heartbeats: the first client's heartbeat); before: its lock")  # fmt: skip
add(HBTEST + "248", CLIENT + "499", "PutItem", put_expired(RB, rvn(46)), [RA2],
    AS_BUILT + " (the second client, of the same owner name, takes the expired lock at the version it saw); "
    "before: the lock")  # fmt: skip
add(HBTEST + "252", HEART + "141", "UpdateItem", heartbeat("racy-heartbeats", rvn(47), OH, rvn(48)), [RB],
    AS_BUILT + " (the second client's heartbeat); before: its lock")  # fmt: skip
add(HBTEST + "257", HEART + "141", "UpdateItem", heartbeat("racy-heartbeats", rvn(46), OH, rvn(49)),
    [lock_item("racy-heartbeats", OH, rvn(48))],
    AS_BUILT + " (the first client's heartbeat at its old version: refused, 'concurrent heartbeats should knock "
    "one another out'); before: the second client's lock")  # fmt: skip
OM = "TestHeartbeatOwnerMatching"
M0 = lock_item("lock-heartbeat-retry", OM, rvn(51))
M1 = lock_item("lock-heartbeat-retry", OM, rvn(52))
add(HBTEST + "687", HEART + "141", "UpdateItem", heartbeat("lock-heartbeat-retry", rvn(51), OM, rvn(52), tbl="noRetry"),
    [M0], AS_BUILT + " (the heartbeat whose answer the test's client drops: DynamoDB applies it); before: the lock",
    T_LOCKS)  # fmt: skip
add(HBTEST + "693", HEART + "141", "UpdateItem", heartbeat("lock-heartbeat-retry", rvn(51), OM, rvn(53), tbl="noRetry"),
    [M1], AS_BUILT + " (the plain retry at the version the client still holds: refused); before: the lock at the "
    "version the dropped heartbeat wrote")  # fmt: skip
add(HBTEST + "699", HEART + "141", "UpdateItem",
    heartbeat("lock-heartbeat-retry", rvn(51), OM, rvn(54), owner_only=True, tbl="noRetry"), [M1],
    AS_BUILT + " (SendHeartbeat(UnsafeMatchOwnerOnly()): key and owner only, taken); before: the same lock")  # fmt: skip
add(HBTEST + "699", HEART + "141", "UpdateItem",
    heartbeat("lock-heartbeat-retry", rvn(51), OM, rvn(54), owner_only=True, tbl="noRetry"),
    [lock_item("lock-heartbeat-retry", O2, rvn(55))],
    AS_BUILT + " (the same owner-only heartbeat) " + RACE + ": another owner holds the lock; before: its lock")  # fmt: skip
