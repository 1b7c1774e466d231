"""python_dynamodb_lock (mohankishore): the lock requests its client sends for
its unit tests' calls.

Source: mohankishore/python_dynamodb_lock, commit be57d31 (2019-05-12),
``python_dynamodb_lock/python_dynamodb_lock.py``: the consistent GetItem that
reads a lock, the PutItem of a new lock
(``NOT(attribute_exists(#pk) AND attribute_exists(#sk))``), the PutItem that
takes over a lock whose lease has expired and the heartbeat's UpdateItem
(``SET #rvn = :new_rvn, #et = :new_et``), both conditioned on
``attribute_exists(#pk) AND attribute_exists(#sk) AND #rvn = :old_rvn``, and
the release's DeleteItem (the same condition on ``:rvn``). The calls are those
of ``tests/test_python_dynamodb_lock.py``, whose mocked table asserts only that
each method was called (and makes some of them raise
ConditionalCheckFailedException), so each request is the one the client builds
for the test's call, as boto3's Table resource sends it. Only the requests were
taken, as data: the tests were not run. A different library from the Java and
Node lock clients (the ``dynamodb-lock-client`` sources): a composite key
(``lock_key``, ``sort_key``, the sort key ``-`` by default), a random
``record_version_number`` as the fencing token, a TTL attribute.

Adapted only as far as needed to run: the Table resource's plain values written
typed (strings ``S``, numbers ``N``; ``Decimal.from_float(lease)`` as boto3
writes it: ``1`` for the tests' 1,000 ms, ``30`` for the default 30 s); the
default table and names (``DynamoDBLockTable``, ``lock_key``, ``sort_key``,
``expiry_time``); the random parts fixed: the owner name
(``socket.getfqdn()`` and a UUID: ``test-host.example`` and a fixed UUID) and
the record version numbers (fixed UUIDs); ``time.time()`` fixed at the commit's
time (1557696047), so the tests' 5 s expiry period gives ``expiry_time``
1557696052 (and the default hour 1557699647). ``before`` is the lock the test's
mocked ``get_item`` returns (owner ``owner``, lease ``0.3``, version ``xyz``,
expiry 100) or one made up for each outcome: no lock, the lock as this client
holds it, the lock another client took or renewed meanwhile (another version),
so that each write is sent where its condition holds and where it fails
(ConditionalCheckFailed), as ``note`` says. One request is made up from the
client's code: a lease given as the float 0.3, which ``Decimal.from_float``
writes with 54 digits (boto3 itself refuses that number before sending it; sent
here as written).
"""

from __future__ import annotations

from ._build import case, table

SOURCE = "python-dynamodb-lock"
REPO = "mohankishore/python_dynamodb_lock@be57d31 "
CLIENT = "python_dynamodb_lock/python_dynamodb_lock.py:"
TESTS = "tests/test_python_dynamodb_lock.py:"
LOCKS = "DynamoDBLockTable"
SCHEMA = table(("lock_key", "S"), ("sort_key", "S"))
OWNER = "test-host.example5d1c6e2a-7f3b-4c8e-9a0d-1b2c3d4e5f60"
RVN_NEW = "0b5e3f2a-9c1d-4e7b-8a6f-2d3c4b5a6978"
RVN_HELD = "7f8e9d0c-1b2a-4394-8576-a4b3c2d1e0f9"
RVN_BEAT = "c4d5e6f7-0819-4a2b-9c3d-4e5f60718293"
RVN_OTHER = "e1f2a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7"
EXPIRY = 1557696052
EXPIRY_DEFAULT = 1557699647
NAMES = {"#pk": "lock_key", "#sk": "sort_key"}
NAMES_RVN = {**NAMES, "#rvn": "record_version_number"}
BUILT = "the request the client builds for the test's call (boto3 Table resource values written typed)"
EXISTS = "attribute_exists(#pk) AND attribute_exists(#sk) AND #rvn = :old_rvn"


def _key(pk: str = "key", sk: str = "-") -> dict:
    return {"lock_key": {"S": pk}, "sort_key": {"S": sk}}


def _lock(
    rvn: str, owner: str = OWNER, lease: str = "1", expiry: int = EXPIRY, pk: str = "key", sk: str = "-", **extra
) -> dict:
    return {
        **{k: {"S": v} for k, v in extra.items()},
        **_key(pk, sk),
        "owner_name": {"S": owner},
        "lease_duration": {"N": lease},
        "record_version_number": {"S": rvn},
        "expiry_time": {"N": str(expiry)},
    }


MOCKED = _lock("xyz", owner="owner", lease="0.3", expiry=100)  # the item the tests' get_item returns
HELD = _lock(RVN_HELD)  # the lock as this client holds it
OTHER = _lock(RVN_OTHER, owner="other-host.example", lease="30", expiry=EXPIRY_DEFAULT)  # taken by another client

CASES: list[dict] = []


def add(test_line: int, client_line: int, op: str, request: dict, befores: list) -> None:
    for before, what in befores:
        CASES.append(
            case(f"{REPO}{TESTS}{test_line} (request: {CLIENT}{client_line})", op, request, SCHEMA, before,
                 f"{BUILT}; before: {what}")
        )  # fmt: skip


def _get(pk: str = "key", sk: str = "-") -> dict:
    return {"TableName": LOCKS, "Key": _key(pk, sk), "ConsistentRead": True}


def _new(item: dict) -> dict:
    return {
        "TableName": LOCKS,
        "Item": item,
        "ConditionExpression": "NOT(attribute_exists(#pk) AND attribute_exists(#sk))",
        "ExpressionAttributeNames": NAMES,
    }


def _overwrite(item: dict, old: str) -> dict:
    return {
        "TableName": LOCKS,
        "Item": item,
        "ConditionExpression": EXISTS,
        "ExpressionAttributeNames": NAMES_RVN,
        "ExpressionAttributeValues": {":old_rvn": {"S": old}},
    }


def _heartbeat(old: str, new: str, expiry: int, pk: str = "key", sk: str = "-") -> dict:
    return {
        "TableName": LOCKS,
        "Key": _key(pk, sk),
        "UpdateExpression": "SET #rvn = :new_rvn, #et = :new_et",
        "ConditionExpression": EXISTS,
        "ExpressionAttributeNames": {**NAMES_RVN, "#et": "expiry_time"},
        "ExpressionAttributeValues": {
            ":old_rvn": {"S": old},
            ":new_rvn": {"S": new},
            ":new_et": {"N": str(expiry)},
        },
    }


def _release(rvn: str, pk: str = "key", sk: str = "-") -> dict:
    return {
        "TableName": LOCKS,
        "Key": _key(pk, sk),
        "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND #rvn = :rvn",
        "ExpressionAttributeNames": NAMES_RVN,
        "ExpressionAttributeValues": {":rvn": {"S": rvn}},
    }


NONE = "no lock"
TAKEN = "the lock another client took meanwhile (another version)"

# acquire_lock('key'): read, then add the new lock
add(
    127,
    564,
    "GetItem",
    _get(),
    [
        ([], NONE + " (test_acquire_lock_success)"),
        ([MOCKED], "the lock the mocked get_item returns (test_acquire_lock_after_release)"),
    ],
)
add(127, 584, "PutItem", _new(_lock(RVN_NEW)), [
    ([], NONE + " (the write succeeds)"),
    ([OTHER], TAKEN + " (ConditionalCheckFailed: test_acquire_lock_race_condition's first put)"),
    ([_lock(RVN_OTHER, sk="other")], "another sort key's lock under the same partition key (the write succeeds)"),
])  # fmt: skip
# test_acquire_lock_after_lease_expires: the lock's version has not changed for longer than its lease: overwrite it
add(173, 602, "PutItem", _overwrite(_lock(RVN_NEW), "xyz"), [
    ([MOCKED], "the expired lock the mocked get_item returns, version xyz (the write succeeds)"),
    ([{**MOCKED, "record_version_number": {"S": RVN_OTHER}}],
     "that lock renewed by its owner meanwhile (another version: ConditionalCheckFailed)"),
    ([], "that lock released meanwhile (ConditionalCheckFailed)"),
])  # fmt: skip
# test_send_heartbeat_success / _lock_stolen: the heartbeat renews the version and the expiry
add(69, 209, "UpdateItem", _heartbeat(RVN_HELD, RVN_BEAT, EXPIRY + 1), [
    ([HELD], "the lock as this client holds it (the update succeeds)"),
    ([OTHER], TAKEN + " (ConditionalCheckFailed: test_send_heartbeat_lock_stolen)"),
    ([], "the lock deleted meanwhile (ConditionalCheckFailed)"),
    ([{k: v for k, v in HELD.items() if k != "expiry_time"}], "the lock without its TTL attribute (the update succeeds)"),
])  # fmt: skip
# release_lock / the context manager's exit: delete the lock if it is still this client's
add(263, 523, "DeleteItem", _release(RVN_HELD), [
    ([HELD], "the lock as this client holds it (test_release_lock_success)"),
    ([OTHER], TAKEN + " (ConditionalCheckFailed: test_release_lock_after_stolen)"),
    ([], "the lock gone already (ConditionalCheckFailed)"),
])  # fmt: skip
add(415, 523, "DeleteItem", _release(RVN_BEAT), [
    ([_lock(RVN_BEAT, expiry=EXPIRY + 1)], "the lock after one heartbeat (test_lock_with_enter_exit; the delete succeeds)"),
    ([HELD], "the lock before that heartbeat landed (the version it had: ConditionalCheckFailed)"),
])  # fmt: skip

# test_lock_to_item: BaseDynamoDBLock('p', 's', 'o', 5, 'r', 10, {'k': 'v'}) as an item: put as a new lock
TO_ITEM = _lock("r", owner="o", lease="5", expiry=10, pk="p", sk="s", k="v")
add(363, 584, "PutItem", _new(TO_ITEM), [
    ([], NONE + " (the write succeeds; additional attribute k kept)"),
    ([_lock("r", owner="o", lease="5", expiry=10, pk="p", sk="s")], "the same lock already there (ConditionalCheckFailed)"),
])  # fmt: skip
add(363, 602, "PutItem", _overwrite(TO_ITEM, "r"), [
    ([_lock("r", owner="o", lease="5", expiry=10, pk="p", sk="s")], "that lock at version r (the write succeeds)"),
])  # fmt: skip

# the client's defaults (the integration app's DynamoDB Local run): lease 30 s, expiry 1 hour, a sort key given
DEFAULT = _lock(RVN_NEW, lease="30", expiry=EXPIRY_DEFAULT, pk="my-resource", sk="shard-1")
APP = "tests_integration/test_app.py:67"
for op, line, request, befores in (
    ("GetItem", 564, _get("my-resource", "shard-1"), [([], NONE), ([DEFAULT], "the lock the app holds")]),
    ("PutItem", 584, _new(DEFAULT), [([], NONE + " (the write succeeds)"),
                                     ([DEFAULT], "the app's own lock still there (ConditionalCheckFailed)")]),
    ("UpdateItem", 209, _heartbeat(RVN_NEW, RVN_BEAT, EXPIRY_DEFAULT + 5, "my-resource", "shard-1"),
     [([DEFAULT], "the lock the app holds (the update succeeds)")]),
    ("DeleteItem", 523, _release(RVN_BEAT, "my-resource", "shard-1"),
     [([{**DEFAULT, "record_version_number": {"S": RVN_BEAT}}], "the lock after its heartbeat (the delete succeeds)"),
      ([DEFAULT], "the lock before its heartbeat (ConditionalCheckFailed)")]),
):  # fmt: skip
    for before, what in befores:
        CASES.append(
            case(f"{REPO}{APP} (request: {CLIENT}{line})", op, request, SCHEMA, before,
                 f"the request the client builds for the integration app's acquire_lock/heartbeat/release with the "
                 f"client's defaults (lease 30 s, expiry an hour; partition and sort keys made up); before: {what}")
        )  # fmt: skip

# made up from the code: a lease of 0.3 s written by Decimal.from_float (54 digits; boto3 refuses it itself)
CASES.append(
    case(f"{REPO}{CLIENT}649", "PutItem", _new(_lock(RVN_NEW, lease="0.299999999999999988897769753748434595763683319091796875")),
         SCHEMA, [],
         "made up from the code: a client configured with a 300 ms lease (the lease the tests' mocked lock has): "
         "Decimal.from_float(0.3) as the lease_duration, sent as written (boto3 refuses it before sending: Inexact); "
         "no lock")
)  # fmt: skip
