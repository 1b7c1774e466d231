"""Terraform's S3 backend (and OpenTofu's): the DynamoDB state lock and the
state checksum it keeps in the same table.

The lock table is keyed by ``LockID`` (a string): the lock of a state is the
item ``<bucket>/<state key>`` (``<bucket>/env:/<workspace>/<state key>`` for a
workspace), taken with a PutItem under ``attribute_not_exists(LockID)``; when
that fails the backend reads who holds it (GetItem, ``ProjectionExpression``
``LockID, Info``); releasing reads the lock again and deletes it. The MD5 of
the last state written is the item ``<bucket>/<state key>-md5`` (``Digest``,
hex), written by an unconditional PutItem, read by a GetItem (``LockID,
Digest``) and deleted with the state.

Sources, each read at the commit cited (only the requests were taken, as data:
Go was not run):

- hashicorp/terraform @ 883c722 (2026-08-21),
  ``internal/backend/remote-state/s3/client.go`` (``lockWithDynamoDB``,
  ``getLockInfoWithDynamoDB``, ``unlockWithDynamoDB``, ``getMD5``, ``putMD5``,
  ``deleteMD5``; AWS SDK for Go v2; both GetItems ``ConsistentRead``), for the
  calls its tests make: ``client_test.go`` ``TestRemoteClient_clientMD5`` and
  ``TestRemoteClient_stateChecksum``, ``backend_test.go`` ``TestBackendLocked``
  (``internal/backend/testing.go`` ``testLocks``: client A locks, client B's lock
  fails and reads A's, A unlocks, B locks and unlocks, then B force-unlocks A's
  new lock with the ID the error reported) and
  ``testBackendStateLockDeletedOutOfBand`` (whose own DeleteItem is cited at
  its line).
- the same file's history, for what it sent before: @ 10f6d7f (2017, the first
  version, ``state/remote/s3.go``: the lock item with ``Created``, ``Expires``
  and a reason as ``Info``, read back with ``LockID, Created, Expires, Info``,
  no ``ConsistentRead``; ``state/remote/remote_test.go`` ``testClientLocks``:
  lock, lock again, unlock, lock, unlock twice), @ a2b5811 (``Expires``
  dropped), @ 888af93 (``Info`` the JSON of ``LockInfo``, read with ``LockID,
  Info`` before the unlock), @ 0022d22 (``backend/remote-state/s3/client.go``:
  the MD5 item, read without ``ConsistentRead``, which b040cd0 added).
- a pull request's branch in the same repository, @ e3c3782 (2022,
  "overwrite lock ID when ttl is expired", ``dynamodb_lock_ttl``): the lock item
  with a ``ttl`` (Unix seconds) under ``(attribute_not_exists(#exp)) OR (#exp <
  :exp)``, ``:exp`` the new lock's own ``ttl``, and the test helper
  ``getDynamoDBLockItem``'s plain GetItem (``backend_test.go``).
- opentofu/opentofu @ f831fa1 (2026-08-12),
  ``internal/backend/remote-state/s3/client.go``: the same lock and checksum
  requests, but the release is a DeleteItem under ``Info = :info``, ``:info``
  the lock info just read (marshalled again), so that a lock taken meanwhile is
  not deleted; for ``client_test.go`` ``TestForceUnlock`` (the default state,
  then workspace ``test``) and ``backend_test.go``'s ``deleteDynamoEntry`` (the
  test's own DeleteItem, removing the DynamoDB lock out of band).

Adapted only as far as needed to run: the tests' bucket (and table) names, made
from ``time.Now().Unix()``, fixed at each commit's time; the lock IDs (random
UUIDs) fixed; ``LockInfo`` written as ``json.Marshal`` writes it (its fields in
order, ``Created`` in RFC 3339 with nanoseconds, ``Version`` the version the
commit was building), with the tests' ``Operation: "test"`` and ``Who``; times
fixed near each commit's time; the MD5 of the tests' state (``md5("test")`` in
``TestRemoteClient_clientMD5``; a made-up one for the states
``TestRemoteClient_stateChecksum`` builds at run time). ``before`` is the lock table as the test
leaves it at that call (a lock item, a checksum item, both, or none), and each
conditional write is also sent where it fails (a lock held: ConditionalCheckFailed),
as ``note`` says; a few races the code guards against (a lock re-taken between
OpenTofu's read and its delete) are made up from the code, and say so.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from ._build import case, table

SOURCE = "terraform-s3-lock"
TF = "hashicorp/terraform@"
TOFU = "opentofu/opentofu@"
SCHEMA = table(("LockID", "S"))
BUILT = "as client.go builds it"


def _unix(iso: str) -> int:
    return int(datetime.fromisoformat(iso).astimezone(UTC).timestamp())


def _rfc3339(unix: int, nanos: int = 0) -> str:
    base = datetime.fromtimestamp(unix, UTC).strftime("%Y-%m-%dT%H:%M:%S")
    frac = f".{nanos:09d}".rstrip("0") if nanos else ""
    return f"{base}{frac}Z"


def _s(text: str) -> dict:
    return {"S": text}


def _id(n: int) -> str:
    return f"3f2a6c1e-{n:04x}-4b7d-9c0e-{n:012x}"


def _info(lock_id: str, who: str, version: str, created: str, path: str) -> str:
    # statemgr.LockInfo (state.LockInfo before 2018) as json.Marshal writes it: fields in declaration order
    return json.dumps(
        {
            "ID": lock_id,
            "Operation": "test",
            "Info": "",
            "Who": who,
            "Version": version,
            "Created": created,
            "Path": path,
        },
        separators=(",", ":"),
    )


class _Client:
    """One version of the remote-state client: its table, its state's lock path, the lines that build each request."""

    def __init__(self, cite: str, bucket: str, state_key: str = "testState", consistent: bool = True):
        self.cite = cite
        self.table = bucket
        self.path = f"{bucket}/{state_key}"
        self.consistent = consistent

    def key(self, suffix: str = "") -> dict:
        return {"LockID": _s(self.path + suffix)}

    def put_lock(self, item: dict) -> dict:
        return {"Item": item, "TableName": self.table, "ConditionExpression": "attribute_not_exists(LockID)"}

    def get(self, projection: str, suffix: str = "") -> dict:
        out = {"Key": self.key(suffix), "ProjectionExpression": projection, "TableName": self.table}
        if self.consistent:
            out["ConsistentRead"] = True
        return out

    def delete(self, suffix: str = "") -> dict:
        return {"Key": self.key(suffix), "TableName": self.table}

    def digest_item(self, hexsum: str) -> dict:
        return {"LockID": _s(self.path + "-md5"), "Digest": _s(hexsum)}


def _add(out: list, cite: str, op: str, request: dict, befores: list[tuple[list, str]], built: str = BUILT) -> None:
    for before, what in befores:
        out.append(case(cite, op, request, SCHEMA, before, f"{built}; {what}"))


MD5_TEST = "098f6bcd4621d373cade4e832627b4f6"  # md5("test"), TestRemoteClient_clientMD5
MD5_STATE = (
    "5b1c4e0f8d6a2e9b7c3f1a0d4e6b8c2a"  # a state's MD5 (TestRemoteClient_stateChecksum's states are built at run time)
)


def _head() -> list[dict]:
    out: list = []
    commit, t = "883c722", _unix("2026-08-21T13:10:23+00:00")
    # TestBackendLocked and TestBackend_LockDeletedOutOfBand use the state key test/state, client_test.go testState
    c = _Client(
        f"{TF}{commit} internal/backend/remote-state/s3/client.go:", f"terraform-remote-s3-test-{t:x}", "test/state"
    )
    m = _Client(c.cite, c.table)
    ver = "1.17.0-dev"
    info_a = _info(_id(1), "clientA", ver, _rfc3339(t + 5, 123456789), c.path)
    info_b = _info(_id(2), "clientB", ver, _rfc3339(t + 5, 223456789), c.path)
    info_a2 = _info(_id(3), "clientA", ver, _rfc3339(t + 6, 323456789), c.path)
    lock_a = {"LockID": _s(c.path), "Info": _s(info_a)}
    lock_b = {"LockID": _s(c.path), "Info": _s(info_b)}
    lock_a2 = {"LockID": _s(c.path), "Info": _s(info_a2)}
    digest = c.digest_item(MD5_STATE)
    t_locks = "TestBackendLocked (internal/backend/testing.go testLocks)"

    _add(
        out,
        f"{c.cite}407",
        "PutItem",
        c.put_lock(lock_a),
        [
            ([], f"{t_locks}: client A locks the default state, no lock yet: the write succeeds"),
            ([digest], f"{t_locks}: client A locks, the state's checksum item beside it: the write succeeds"),
        ],
    )
    _add(
        out,
        f"{c.cite}407",
        "PutItem",
        c.put_lock(lock_b),
        [
            ([lock_a], f"{t_locks}: client B locks while A holds the lock: ConditionalCheckFailed"),
            ([], f"{t_locks}: client B locks once A unlocked: the write succeeds"),
        ],
    )
    _add(
        out,
        f"{c.cite}706",
        "GetItem",
        c.get("LockID, Info"),
        [
            ([lock_a], f"{t_locks}: after B's failed lock, and before A's unlock: A's lock info"),
            ([lock_a, digest], f"{t_locks}: the same read with the checksum item beside the lock"),
            ([], "testBackendStateLockDeletedOutOfBand: Unlock after the lock item was deleted out of band: no item"),
        ],
    )
    _add(
        out,
        f"{c.cite}575",
        "DeleteItem",
        c.delete(),
        [
            ([lock_a], f"{t_locks}: A unlocks (the lock ID read back matched): the delete succeeds"),
            ([lock_a2, digest], f"{t_locks}: B force-unlocks A's new lock with the ID its error reported"),
        ],
    )
    _add(
        out,
        f"{TF}{commit} internal/backend/remote-state/s3/backend_test.go:3438",
        "DeleteItem",
        c.delete(),
        [([lock_a], "testBackendStateLockDeletedOutOfBand: the test deletes the lock item out of band")],
        built="the test's own request",
    )
    # a workspace's lock beside the default state's (backend_state.go path(): env:/<name>/<key>)
    ws = _Client(c.cite, c.table, "env:/foo/test/state")
    lock_ws = {"LockID": _s(ws.path), "Info": _s(_info(_id(4), "clientA", ver, _rfc3339(t + 7, 1), ws.path))}
    _add(
        out,
        f"{c.cite}407",
        "PutItem",
        ws.put_lock(lock_ws),
        [
            (
                [lock_a],
                "a lock on workspace foo (env:/foo/test/state) while the default state is locked: the write succeeds",
            ),
            ([lock_ws], "a lock on workspace foo held already: ConditionalCheckFailed"),
        ],
    )
    # the checksum item (TestRemoteClient_clientMD5, TestRemoteClient_stateChecksum)
    t_md5 = "TestRemoteClient_clientMD5"
    _add(
        out,
        f"{c.cite}637",
        "PutItem",
        {"Item": m.digest_item(MD5_TEST), "TableName": m.table},
        [
            ([], f'{t_md5}: putMD5(md5("test")), no checksum yet'),
            (
                [m.digest_item(MD5_STATE)],
                "TestRemoteClient_stateChecksum: client1.Put of the new state replaces the checksum",
            ),
        ],
    )
    _add(
        out,
        f"{c.cite}596",
        "GetItem",
        m.get("LockID, Digest", "-md5"),
        [
            ([m.digest_item(MD5_TEST)], f"{t_md5}: getMD5 reads the checksum back"),
            ([], f"{t_md5}: getMD5 after deleteMD5 (no item: the test expects an error)"),
        ],
    )
    _add(
        out,
        f"{c.cite}662",
        "DeleteItem",
        m.delete("-md5"),
        [([m.digest_item(MD5_TEST)], f"{t_md5}: deleteMD5")],
    )
    return out


def _history() -> list[dict]:
    out: list = []
    # 10f6d7f: the first lock (state/remote/s3.go), remote_test.go testClientLocks
    t = _unix("2017-01-12T16:55:42-05:00")
    c = _Client(f"{TF}10f6d7f state/remote/s3.go:", f"terraform-remote-s3-lock-{t:x}", consistent=False)
    first = {
        "LockID": _s(c.path),
        "Created": _s(_rfc3339(t + 2)),
        "Expires": _s(_rfc3339(t + 2 + 3600)),
        "Info": _s("test"),
    }
    second = {**first, "Created": _s(_rfc3339(t + 3)), "Expires": _s(_rfc3339(t + 3 + 3600))}
    _add(
        out,
        f"{c.cite}206",
        "PutItem",
        c.put_lock(first),
        [([], 'testClientLocks: the initial Lock("test"): the write succeeds')],
    )
    _add(
        out,
        f"{c.cite}206",
        "PutItem",
        c.put_lock(second),
        [([first], 'testClientLocks: the second Lock("test") should fail: ConditionalCheckFailed')],
    )
    _add(
        out,
        f"{c.cite}219",
        "GetItem",
        c.get("LockID, Created, Expires, Info"),
        [([first], "testClientLocks: after the failed lock, the lock's details (no ConsistentRead yet)")],
    )
    _add(
        out,
        f"{c.cite}255",
        "DeleteItem",
        c.delete(),
        [
            ([first], "testClientLocks: Unlock(): the delete succeeds"),
            ([], "testClientLocks: the second Unlock() (unlock should be idempotent): nothing to delete"),
        ],
    )
    # a2b5811: Expires dropped
    t = _unix("2017-02-03T14:47:08-05:00")
    c = _Client(f"{TF}a2b5811 state/remote/s3.go:", f"terraform-remote-s3-lock-{t:x}", consistent=False)
    lock = {"LockID": _s(c.path), "Created": _s(_rfc3339(t + 2)), "Info": _s("test")}
    _add(
        out,
        f"{c.cite}206",
        "PutItem",
        c.put_lock(lock),
        [
            ([], 'testClientLocks: Lock("test"): the write succeeds'),
            ([lock], "testClientLocks: the second Lock: ConditionalCheckFailed"),
        ],
    )
    _add(
        out,
        f"{c.cite}218",
        "GetItem",
        c.get("LockID, Created, Info"),
        [([lock], "testClientLocks: after the failed lock, the lock's details")],
    )
    # 888af93: Info the LockInfo JSON; Unlock reads it first (state/remote/testing.go TestRemoteLocks)
    t = _unix("2017-02-15T12:51:57-05:00")
    c = _Client(f"{TF}888af93 state/remote/s3.go:", f"terraform-remote-s3-lock-{t:x}", consistent=False)
    info = _info(_id(11), "clientA", "0.9.0-dev", _rfc3339(t + 2, 418907000), c.path)
    lock = {"LockID": _s(c.path), "Info": _s(info)}
    _add(
        out,
        f"{c.cite}223",
        "PutItem",
        c.put_lock(lock),
        [([], "TestRemoteLocks: client A locks: the write succeeds")],
    )
    _add(
        out,
        f"{c.cite}245",
        "GetItem",
        c.get("LockID, Info"),
        [
            (
                [lock],
                "TestRemoteLocks: client B's failed lock, then A's Unlock, read the lock info (no ConsistentRead yet)",
            )
        ],
    )
    # 0022d22: the checksum item, read without ConsistentRead (b040cd0 added it)
    t = _unix("2017-05-19T11:51:46-04:00")
    c = _Client(f"{TF}0022d22 backend/remote-state/s3/client.go:", f"terraform-remote-s3-test-{t:x}", consistent=False)
    _add(
        out,
        f"{c.cite}235",
        "GetItem",
        c.get("LockID, Digest", "-md5"),
        [
            ([c.digest_item(MD5_TEST)], "TestRemoteClient_clientMD5: getMD5 after putMD5 (no ConsistentRead yet)"),
            ([], "TestRemoteClient_clientMD5: getMD5 after deleteMD5: no item"),
        ],
    )
    return out


def _ttl_branch() -> list[dict]:
    """e3c3782 (a pull request's branch): the lock with a ttl, overwritable once expired."""
    out: list = []
    t = _unix("2022-12-03T18:04:20+09:00")
    bucket = f"terraform-remote-s3-test-{t:x}"
    c = _Client(f"{TF}e3c3782 internal/backend/remote-state/s3/client.go:", bucket)
    ver = "1.4.0-dev"

    def lock(n: int, now: int, ttl: int | None) -> dict:
        item = {"LockID": _s(c.path), "Info": _s(_info(_id(n), "client", ver, _rfc3339(now, 5), c.path))}
        if ttl is not None:
            item["ttl"] = {"N": str(now + ttl)}
        return item

    def put(item: dict) -> dict:
        return {
            "Item": item,
            "TableName": c.table,
            "ConditionExpression": "(attribute_not_exists(#exp)) OR (#exp < :exp)",
            "ExpressionAttributeValues": {":exp": item["ttl"]},
            "ExpressionAttributeNames": {"#exp": "ttl"},
        }

    expired = "TestRemoteClientLocksWithTTLExpired"
    first = lock(21, t + 5, 2)
    _add(
        out, f"{c.cite}236", "PutItem", put(first), [([], f"{expired}: the initial lock (ttl 2 s): the write succeeds")]
    )
    again = lock(21, t + 7, 2)
    _add(
        out,
        f"{c.cite}236",
        "PutItem",
        put(again),
        [
            (
                [first],
                f"{expired}: the second Lock after sleeping out the ttl: the held lock's ttl is older, the write succeeds",
            )
        ],
    )
    migrate = lock(22, t + 9, 3)
    _add(
        out,
        f"{c.cite}236",
        "PutItem",
        put(migrate),
        [
            (
                [lock(23, t + 8, None)],
                "TestRemoteClientLocksWithoutTTLMigrateToTTL: locking with a ttl over a lock taken without one: the write succeeds",
            )
        ],
    )
    same_second = lock(24, t + 5, 2)
    _add(
        out,
        f"{c.cite}236",
        "PutItem",
        put(same_second),
        [
            (
                [first],
                "a second client locking in the same second as the holder (same ttl): #exp < :exp fails, ConditionalCheckFailed",
            ),
            (
                [lock(25, t + 5, 600)],
                "made up: a lock held with a longer ttl (another configuration): ConditionalCheckFailed",
            ),
        ],
    )
    _add(
        out,
        f"{TF}e3c3782 internal/backend/remote-state/s3/backend_test.go:812",
        "GetItem",
        {"TableName": c.table, "Key": c.key()},
        [([again], f"{expired}: getDynamoDBLockItem reads the lock to check its ttl")],
        built="the test's own request",
    )
    return out


def _opentofu() -> list[dict]:
    out: list = []
    commit, t = "f831fa1", _unix("2026-08-12T09:41:57-04:00")
    bucket = f"tofu-test-{t:x}"
    c = _Client(f"{TOFU}{commit} internal/backend/remote-state/s3/client.go:", bucket)
    ws = _Client(c.cite, bucket, "env:/test/testState")
    ver = "1.13.0-dev"
    info = _info(_id(31), "clientA", ver, _rfc3339(t + 4, 987654321), c.path)
    info_ws = _info(_id(32), "clientA", ver, _rfc3339(t + 6, 87654321), ws.path)
    other = _info(_id(33), "clientB", ver, _rfc3339(t + 5, 1), c.path)
    lock = {"LockID": _s(c.path), "Info": _s(info)}
    lock_ws = {"LockID": _s(ws.path), "Info": _s(info_ws)}
    taken = {"LockID": _s(c.path), "Info": _s(other)}
    t_force = "TestForceUnlock"

    _add(
        out,
        f"{c.cite}285",
        "PutItem",
        c.put_lock(lock),
        [([], f"{t_force}: s1.Lock of the default state: the write succeeds")],
    )
    _add(
        out,
        f"{c.cite}285",
        "PutItem",
        ws.put_lock(lock_ws),
        [([lock], f"{t_force}: s1.Lock of workspace test (env:/test/testState), the default state's lock beside it")],
    )
    _add(
        out,
        f"{c.cite}435",
        "GetItem",
        c.get("LockID, Info"),
        [
            ([lock], f"{t_force}: s2.Unlock reads the lock info"),
            (
                [],
                "TestForceUnlockS3WithAndDynamoWithout: s1.Unlock after deleteDynamoEntry: no item (no lock info found, the unlock fails)",
            ),
        ],
    )

    def release(cl: _Client, info_text: str) -> dict:
        return {
            "Key": cl.key(),
            "TableName": cl.table,
            "ConditionExpression": "Info = :info",
            "ExpressionAttributeValues": {":info": _s(info_text)},
        }

    _add(
        out,
        f"{c.cite}576",
        "DeleteItem",
        release(c, info),
        [
            ([lock], f"{t_force}: s2.Unlock with the lock's ID, Info unchanged: the delete succeeds"),
            (
                [taken],
                "made up from the code's comment: the lock re-taken between the read and the delete: ConditionalCheckFailed",
            ),
            ([], "made up: the lock deleted between the read and the delete: ConditionalCheckFailed"),
        ],
    )
    _add(
        out,
        f"{c.cite}576",
        "DeleteItem",
        release(ws, info_ws),
        [([lock_ws], f"{t_force}: s2.Unlock of workspace test: the delete succeeds")],
    )
    _add(
        out,
        f"{TOFU}{commit} internal/backend/remote-state/s3/backend_test.go:1751",
        "DeleteItem",
        c.delete(),
        [([lock], "deleteDynamoEntry: the test removes the DynamoDB lock out of band")],
        built="the test's own request",
    )
    _add(
        out,
        f"{c.cite}397",
        "PutItem",
        {"Item": c.digest_item(MD5_TEST), "TableName": c.table},
        [([lock], "TestRemoteClient_clientMD5: putMD5 beside a held lock")],
    )
    _add(
        out,
        f"{c.cite}357",
        "GetItem",
        c.get("LockID, Digest", "-md5"),
        [([c.digest_item(MD5_TEST), lock], "TestRemoteClient_clientMD5: getMD5")],
    )
    _add(
        out,
        f"{c.cite}420",
        "DeleteItem",
        c.delete("-md5"),
        [([], "TestRemoteClient_clientMD5: deleteMD5 when no checksum was written: nothing to delete")],
    )
    return out


CASES = _head() + _history() + _ttl_branch() + _opentofu()
