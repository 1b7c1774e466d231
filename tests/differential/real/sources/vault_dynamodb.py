"""HashiCorp Vault's DynamoDB storage backend: the requests it sends for Vault's
storage operations and for its HA lock, as its tests drive them.

Source: hashicorp/vault, ``physical/dynamodb/dynamodb.go`` at commit 1a505f1
(the AWS SDK for Go v1 version of the backend). Every Vault key is one item of
a table keyed by ``Path`` (hash: the key's directory, ``" "`` for a top-level
key) and ``Key`` (range: its last part), with the value as ``B``. ``Put`` sends
one BatchWriteItem that puts the entry and a "folder" item (``Key`` ending in
``/``, no value) for each of its parent directories; ``Get`` a consistent
GetItem; ``List`` a consistent Query with the legacy ``KeyConditions`` (``Path``
``EQ``); ``Delete`` one BatchWriteItem deleting the entry and the folders left
empty, which it finds by querying each parent (deepest first) with the same
``KeyConditions`` and ``Limit`` one more than the keys it is about to delete
(``hasChildren``). The HA lock is the item ``_<name>`` beside the key: taken
and renewed by an UpdateItem ``SET #value=:value, #identity=:identity,
#expires=:expires`` under ``attribute_not_exists(#path) or
attribute_not_exists(#key) or (...)`` (taking) or ``attribute_exists(#path) and
attribute_exists(#key) and (...)`` (renewing), where ``(...)`` is
``attribute_not_exists(#identity) or #identity = :identity or #expires <=
:now`` (a lock written by an older Vault, our own, or an expired one); watched
by a consistent GetItem; released by a DeleteItem under ``#identity =
:identity``. The oldest version of the backend, hashicorp/vault @ dbffe57
``physical/dynamodb.go``, took the lock with a PutItem under
``attribute_not_exists(#p) or attribute_not_exists(#k)``, deleted it without
condition in recovery mode, and released it through ``Delete``.

The requests are the ones the code builds for the calls the backend's tests
make (Vault's tests run against a DynamoDB Local container and pin no request):
``physical/dynamodb/dynamodb_test.go`` (@ 0e0f1f0) runs the shared
``sdk/physical/testing.go`` (@ 01c88db) suites ``ExerciseBackend``,
``ExerciseBackend_ListPrefix`` and ``ExerciseHABackend``, then
``testDynamoDBLockTTL`` and ``testDynamoDBLockRenewal``, and writes one item
with ``PutItem`` itself ("Marshalling upgrade"). Each case cites the line of
``dynamodb.go`` that builds the request and its note names the test call; the
items before it are the ones the test has left at that point. Only the requests
were taken, as data: Go was not run.

Adapted only as far as needed to run: the test table's random suffix fixed
(``vault-dynamodb-testacc-5577006791947779410``); the lock identities (random
UUIDs) fixed, sent as the SDK sends Go ``[]byte``, base64 ``B``; ``time.Now()``
fixed (``:now`` in Unix nanoseconds from 1733011200000000000, ``:expires`` =
``:now`` plus the lock's TTL: 15 s by default, 3 s in the TTL test); a folder
item's missing value written as the SDK's ``MarshalMap`` writes a nil
``[]byte``, ``{"NULL": true}``. The lock requests the tests race (a renewal
after the lock was released, a second node's attempt while the lock is held,
the first node's renewal after its lock expired and was taken) are sent on the
items they find, so each conditional write is sent where its condition holds and
where it fails (ConditionalCheckFailed), as ``note`` says; a release whose lock
was taken over (the backend ignores that ConditionalCheckFailed) and a lock
written by an older Vault (no ``Identity``: the upgrade path the condition's
comment names) are made up from the code. Requests repeating an earlier one on
the same items are left out.
"""

from __future__ import annotations

import base64
import json

from ._build import case, table

SOURCE = "vault-dynamodb"
CITE = "hashicorp/vault@1a505f1 physical/dynamodb/dynamodb.go:"
OLD = "hashicorp/vault@dbffe57 physical/dynamodb.go:"
TEST = "hashicorp/vault@0e0f1f0 physical/dynamodb/dynamodb_test.go:"
TABLE = "vault-dynamodb-testacc-5577006791947779410"
SCHEMA = table(("Path", "S"), ("Key", "S"))
EMPTY_PATH = " "
BUILT = "as dynamodb.go builds it"

# the call sites in dynamodb.go @ 1a505f1 (and physical/dynamodb.go @ dbffe57)
PUT, GET, DELETE, LIST, HAS_CHILDREN = 299, 309, 392, 404, 447
UNLOCK, UPDATE, WATCH = 621, 734, 778
OLD_PUT_LOCK, OLD_RECOVERY_DELETE, OLD_BATCH = 475, 489, 360

NOW = 1733011200000000000  # 2024-12-01T00:00:00Z, in nanoseconds
SECOND = 1_000_000_000
TTL = 15 * SECOND


def _b(data: bytes | str) -> dict:
    raw = data.encode() if isinstance(data, str) else data
    return {"B": base64.b64encode(raw).decode("ascii")}


def _n(v: int) -> dict:
    return {"N": str(v)}


# --- Vault keys as items (recordPathForVaultKey, recordKeyForVaultKey, physical.Prefixes) ---
def _path(key: str) -> str:
    return key.rsplit("/", 1)[0] if "/" in key else EMPTY_PATH


def _base(key: str) -> str:
    return key.rsplit("/", 1)[-1]


def _prefixes(key: str) -> list[str]:
    parts = key.split("/")
    return ["/".join(parts[:i]) for i in range(1, len(parts))]


def _item(path: str, key: str, value: bytes | str | None) -> dict:
    return {"Path": {"S": path}, "Key": {"S": key}, "Value": _b(value) if value is not None else {"NULL": True}}


def _key(path: str, key: str) -> dict:
    return {"Path": {"S": path}, "Key": {"S": key}}


def _get(path: str, key: str) -> dict:
    return {"TableName": TABLE, "ConsistentRead": True, "Key": _key(path, key)}


def _query(prefix: str, limit: int | None = None) -> dict:
    prefix = prefix.removesuffix("/") or EMPTY_PATH
    out = {
        "TableName": TABLE,
        "ConsistentRead": True,
        "KeyConditions": {"Path": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": prefix}]}},
    }
    if limit is not None:
        out["Limit"] = limit
    return out


def _batch(writes: list[dict]) -> dict:
    return {"RequestItems": {TABLE: writes}}


class _Backend:
    """The table as the tests leave it, and the requests each backend call sends on it."""

    def __init__(self) -> None:
        self.items: dict[tuple[str, str], dict] = {}
        self.cases: list[dict] = []
        self.seen: set[str] = set()

    def before(self) -> list[dict]:
        return [self.items[k] for k in sorted(self.items)]

    def add(self, cite: str, op: str, request: dict, note: str, built: str = BUILT) -> None:
        before = self.before()
        sig = json.dumps([op, request, before], sort_keys=True)
        if sig in self.seen:  # the same request on the same items: left out
            return
        self.seen.add(sig)
        self.cases.append(case(cite, op, request, SCHEMA, before, f"{built}; {note}"))

    def put(self, key: str, value: str, test: str) -> None:
        writes = [_item(_path(key), _base(key), value)]
        writes += [_item(_path(p), _base(p) + "/", None) for p in _prefixes(key)]
        self.add(
            f"{CITE}{PUT}",
            "BatchWriteItem",
            _batch([{"PutRequest": {"Item": w}} for w in writes]),
            f"{test}: Put({key!r})",
        )
        for w in writes:
            self.items[(w["Path"]["S"], w["Key"]["S"])] = w

    def get(self, key: str, test: str) -> None:
        self.add(f"{CITE}{GET}", "GetItem", _get(_path(key), _base(key)), f"{test}: Get({key!r})")

    def list(self, prefix: str, test: str) -> None:
        self.add(f"{CITE}{LIST}", "Query", _query(prefix), f"{test}: List({prefix!r})")

    def delete(self, key: str, test: str) -> None:
        keys = [(_path(key), _base(key))]
        prefixes = sorted(_prefixes(key), reverse=True)
        for i, prefix in enumerate(prefixes):
            excluded = _base(key) if i == 0 else _base(prefixes[i - 1])
            path = prefix.removesuffix("/") or EMPTY_PATH
            self.add(
                f"{CITE}{HAS_CHILDREN}",
                "Query",
                _query(prefix, limit=2),
                f"{test}: Delete({key!r}) asks whether {prefix!r} has other children (hasChildren, Limit 1 + 1 excluded)",
            )
            found = [k for (p, k) in sorted(self.items) if p == path][:2]
            if any(k not in (excluded, excluded + "/") for k in found):
                break
            keys.append((_path(prefix), _base(prefix) + "/"))
        self.add(
            f"{CITE}{DELETE}",
            "BatchWriteItem",
            _batch([{"DeleteRequest": {"Key": _key(p, k)}} for p, k in keys]),
            f"{test}: Delete({key!r})",
        )
        for k in keys:
            self.items.pop(k, None)


def _storage_cases() -> list[dict]:
    b = _Backend()
    t = "ExerciseBackend"
    b.list("", t)
    b.delete("foo", t)
    b.get("foo", t)
    b.put("foo", "test", t)
    b.get("foo", t)
    b.list("", t)
    b.delete("foo", t)
    b.list("", t)
    b.get("foo", t)
    b.put("foo", "test", t)
    b.put("foo", "test", t + " (multiple Puts, GH-189)")
    b.put("foo/bar", "baz", t)
    b.get("foo/bar", t)
    b.list("", t)
    b.delete("foo", t + " (delete with children)")
    b.get("foo/bar", t)
    b.put("foo/nested1/nested2/nested3", "baz", t)
    b.delete("foo/nested1/nested2/nested3", t)
    b.list("foo/", t)
    b.put("foo/zip", "zap", t)
    b.delete("foo/bar", t)
    b.list("", t)
    b.delete("foo/zip", t)
    b.list("", t)
    b.put("foo/nested1/nested2/value1", "baz", t)
    b.put("foo/nested1/nested2/value2", "baz", t)
    b.delete("foo/nested1/nested2/value2", t)
    b.list("", t)
    b.delete("foo/nested1/nested2/value1", t)
    b.list("", t)
    t = "ExerciseBackend_ListPrefix"
    b.put("foo", "test", t)
    b.put("foo/bar", "test", t)
    b.put("foo/bar/baz", "test", t)
    b.list("", t)
    b.list("foo/", t)
    b.list("foo/bar/", t)
    b.delete("foo", t + " (deferred cleanup)")
    b.delete("foo/bar", t + " (deferred cleanup)")
    b.delete("foo/bar/baz", t + " (deferred cleanup)")
    # dynamodb_test.go "Marshalling upgrade": the test's own PutItem, then the backend's Get
    value = bytes([0x0F, 0xCF, 0x4A, 0x0F, 0xBA, 0x2B, 0x15, 0xF0, 0xAA, 0x75, 0x09])
    b.add(
        f"{TEST}99",
        "PutItem",
        {"Item": _item(EMPTY_PATH, "test_key", value), "TableName": TABLE},
        "Marshalling upgrade: a record the test marshals itself (attributevalue.MarshalMap)",
        "the test's own request",
    )
    b.items[(EMPTY_PATH, "test_key")] = _item(EMPTY_PATH, "test_key", value)
    b.get("test_key", "Marshalling upgrade")
    return b.cases


# --- the HA lock ---------------------------------------------------------------------
def _uuid(n: int) -> str:
    return f"6f1c{n:04x}-3b2a-4c5d-9e8f-{n:012x}"


A, B, C, D, E, F = (_uuid(n) for n in range(1, 7))


def _lock_key(name: str) -> tuple[str, str]:
    return EMPTY_PATH, "_" + name  # LockWith: path.Join(path.Dir(key), "_" + path.Base(key))


def _lock(name: str, identity: str, value: str, expires: int) -> dict:
    p, k = _lock_key(name)
    return {**_item(p, k, value), "Identity": _b(identity), "Expires": _n(expires)}


def _update(name: str, identity: str, value: str, now: int, ttl: int, create: bool) -> dict:
    if create:
        cond = "attribute_not_exists(#path) or attribute_not_exists(#key) or "
    else:
        cond = "attribute_exists(#path) and attribute_exists(#key) and "
    cond += "(attribute_not_exists(#identity) or #identity = :identity or #expires <= :now)"
    return {
        "TableName": TABLE,
        "Key": _key(*_lock_key(name)),
        "UpdateExpression": "SET #value=:value, #identity=:identity, #expires=:expires",
        "ConditionExpression": cond,
        "ExpressionAttributeNames": {
            "#path": "Path",
            "#key": "Key",
            "#identity": "Identity",
            "#expires": "Expires",
            "#value": "Value",
        },
        "ExpressionAttributeValues": {
            ":identity": _b(identity),
            ":value": _b(value),
            ":now": _n(now),
            ":expires": _n(now + ttl),
        },
    }


def _unlock(name: str, identity: str) -> dict:
    return {
        "TableName": TABLE,
        "ConditionExpression": "#identity = :identity",
        "Key": _key(*_lock_key(name)),
        "ExpressionAttributeNames": {"#identity": "Identity"},
        "ExpressionAttributeValues": {":identity": _b(identity)},
    }


def _ha_cases() -> list[dict]:
    out: list[dict] = []

    def add(line: int, op: str, request: dict, before: list, note: str, cite: str = CITE) -> None:
        out.append(case(f"{cite}{line}", op, request, SCHEMA, before, f"{BUILT}; {note}"))

    # ExerciseHABackend: node 1 locks "foo" (value bar), node 2 waits (value baz)
    t0 = NOW
    held_a = _lock("foo", A, "bar", t0 + TTL)
    add(
        UPDATE,
        "UpdateItem",
        _update("foo", A, "bar", t0, TTL, True),
        [],
        "ExerciseHABackend: lock.Lock (tryToLock), no lock yet: the write succeeds",
    )
    add(
        GET,
        "GetItem",
        _get(*_lock_key("foo")),
        [held_a],
        "ExerciseHABackend: lock.Value() and lock2.Value() (Get of the lock item), the lock held by node 1",
    )
    add(
        UNLOCK,
        "DeleteItem",
        _unlock("foo", A),
        [held_a],
        "ExerciseHABackend: lock.Unlock(), node 1's own lock: the delete succeeds",
    )
    add(
        UPDATE,
        "UpdateItem",
        _update("foo", B, "baz", t0 + 2 * SECOND, TTL, True),
        [],
        "ExerciseHABackend: lock2.Lock once node 1 released it: the write succeeds",
    )
    held_b = _lock("foo", B, "baz", t0 + 2 * SECOND + TTL)
    add(
        WATCH,
        "GetItem",
        _get(*_lock_key("foo")),
        [held_b],
        "ExerciseHABackend: node 2's watch (the same GetItem, in watch()), its own lock",
    )
    add(UNLOCK, "DeleteItem", _unlock("foo", B), [held_b], "ExerciseHABackend: lock2.Unlock(): the delete succeeds")

    # testDynamoDBLockTTL: node 1 locks with a 3 s TTL and renews only every 6 s; node 2 takes the lock once it expired
    ttl3 = 3 * SECOND
    t1 = NOW + 60 * SECOND
    held_c = _lock("dynamodbttl", C, "bar", t1 + ttl3)
    name = "dynamodbttl"
    add(
        UPDATE,
        "UpdateItem",
        _update(name, C, "bar", t1, ttl3, True),
        [],
        "testDynamoDBLockTTL: lock.Lock, no lock yet (TTL 3 s): the write succeeds",
    )
    add(GET, "GetItem", _get(*_lock_key(name)), [held_c], "testDynamoDBLockTTL: lock.Value(), node 1 holds the lock")
    add(
        UPDATE,
        "UpdateItem",
        _update(name, D, "baz", t1 + SECOND, ttl3, True),
        [held_c],
        "testDynamoDBLockTTL: lock2.Lock 1 s later, node 1's lock not yet expired: ConditionalCheckFailed",
    )
    t_take = t1 + ttl3 + 200_000_000
    add(
        UPDATE,
        "UpdateItem",
        _update(name, D, "baz", t_take, ttl3, True),
        [held_c],
        "testDynamoDBLockTTL: lock2.Lock once node 1's lock expired (#expires <= :now): the write succeeds",
    )
    held_d = _lock(name, D, "baz", t_take + ttl3)
    add(
        UPDATE,
        "UpdateItem",
        _update(name, D, "baz", t_take + SECOND, ttl3, False),
        [held_d],
        "testDynamoDBLockTTL: node 2's renewal (periodicallyRenewLock) of its own lock: the write succeeds",
    )
    renewed_d = _lock(name, D, "baz", t_take + SECOND + ttl3)
    add(
        WATCH,
        "GetItem",
        _get(*_lock_key(name)),
        [renewed_d],
        "testDynamoDBLockTTL: node 1's watch finds node 2's identity (and closes its leader channel)",
    )
    add(
        UPDATE,
        "UpdateItem",
        _update(name, C, "bar", t1 + 2 * ttl3, ttl3, False),
        [renewed_d],
        "testDynamoDBLockTTL: node 1's renewal 6 s after it locked, node 2 holding the lock: ConditionalCheckFailed",
    )
    add(
        UNLOCK,
        "DeleteItem",
        _unlock(name, C),
        [renewed_d],
        "made up from Unlock's comment (the key claimed by another leader): node 1 releasing the lock node 2 took: ConditionalCheckFailed, which Unlock ignores",
    )
    add(UNLOCK, "DeleteItem", _unlock(name, D), [renewed_d], "testDynamoDBLockTTL: lock2.Unlock(): the delete succeeds")

    # testDynamoDBLockRenewal: renewals every 1 s; the lock released, then a renewal tick, then a new lock
    name = "dynamodbrenewal"
    t2 = NOW + 120 * SECOND
    held_e = _lock(name, E, "bar", t2 + TTL)
    add(
        UPDATE,
        "UpdateItem",
        _update(name, E, "bar", t2, TTL, True),
        [],
        "testDynamoDBLockRenewal: lock.Lock, no lock yet: the write succeeds",
    )
    add(
        UPDATE,
        "UpdateItem",
        _update(name, E, "bar", t2 + SECOND, TTL, False),
        [held_e],
        "testDynamoDBLockRenewal: the renewal 1 s later of the lock it holds: the write succeeds",
    )
    renewed_e = _lock(name, E, "bar", t2 + SECOND + TTL)
    add(GET, "GetItem", _get(*_lock_key(name)), [renewed_e], "testDynamoDBLockRenewal: lock.Value(), the lock renewed")
    add(
        UNLOCK,
        "DeleteItem",
        _unlock(name, E),
        [renewed_e],
        "testDynamoDBLockRenewal: lock.Unlock(): the delete succeeds",
    )
    add(
        UPDATE,
        "UpdateItem",
        _update(name, E, "bar", t2 + 2 * SECOND, TTL, False),
        [],
        "testDynamoDBLockRenewal: a renewal tick after the release (the race the test is about): the lock is gone, ConditionalCheckFailed",
    )
    add(
        UPDATE,
        "UpdateItem",
        _update(name, F, "baz", t2 + 3 * SECOND, TTL, True),
        [],
        "testDynamoDBLockRenewal: newLock.Lock: the write succeeds",
    )
    held_f = _lock(name, F, "baz", t2 + 3 * SECOND + TTL)
    add(
        UPDATE,
        "UpdateItem",
        _update(name, E, "bar", t2 + 4 * SECOND, TTL, False),
        [held_f],
        "testDynamoDBLockRenewal: the old lock's renewal tick once the new lock is held: ConditionalCheckFailed",
    )
    add(
        UNLOCK,
        "DeleteItem",
        _unlock(name, F),
        [held_f],
        "testDynamoDBLockRenewal: newLock.Unlock(): the delete succeeds",
    )

    # a lock written by an older Vault (no Identity, no Expires), as the condition's comment describes
    old_lock = _item(*_lock_key("foo"), "bar")
    add(
        UPDATE,
        "UpdateItem",
        _update("foo", A, "bar", NOW + 180 * SECOND, TTL, True),
        [old_lock],
        "made up from the code's comment: a lock item an older Vault wrote (no Identity): attribute_not_exists(#identity) holds, the write succeeds",
    )
    add(
        UPDATE,
        "UpdateItem",
        _update("foo", A, "bar", NOW + 181 * SECOND, TTL, False),
        [old_lock],
        "made up from the code's comment: renewing over a lock item an older Vault wrote (no Identity): the write succeeds",
    )

    # the first backend (physical/dynamodb.go @ dbffe57): PutItem of the lock record, recovery delete, Delete as release
    put_lock = {
        "TableName": TABLE,
        "Item": _item(*_lock_key("foo"), "bar"),
        "ConditionExpression": "attribute_not_exists(#p) or attribute_not_exists(#k)",
        "ExpressionAttributeNames": {"#p": "Path", "#k": "Key"},
    }
    other = _item(*_lock_key("foo"), "baz")
    add(
        OLD_PUT_LOCK,
        "PutItem",
        put_lock,
        [],
        "ExerciseHABackend on the first backend: lock.Lock (tryToLock's PutItem), no lock yet: the write succeeds",
        OLD,
    )
    add(
        OLD_PUT_LOCK,
        "PutItem",
        put_lock,
        [other],
        "ExerciseHABackend on the first backend: tryToLock while another node's lock record exists: ConditionalCheckFailed",
        OLD,
    )
    add(
        OLD_RECOVERY_DELETE,
        "DeleteItem",
        {"TableName": TABLE, "Key": _key(*_lock_key("foo"))},
        [other],
        "the first backend in recovery mode: after the failed PutItem, tryToLock deletes the lock record it found, unconditionally",
        OLD,
    )
    add(
        OLD_BATCH,
        "BatchWriteItem",
        _batch([{"DeleteRequest": {"Key": _key(*_lock_key("foo"))}}]),
        [_item(*_lock_key("foo"), "bar")],
        "ExerciseHABackend on the first backend: lock.Unlock() (Delete of the lock key, no parent folder)",
        OLD,
    )
    return out


CASES = _storage_cases() + _ha_cases()
