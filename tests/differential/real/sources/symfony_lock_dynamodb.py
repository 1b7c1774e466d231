"""Symfony's Lock component, its DynamoDB store (symfony/symfony,
``src/Symfony/Component/Lock/Bridge/DynamoDb/Store/DynamoDbStore.php``): the
requests it sends for the calls of the store test suite its functional test
runs.

Source: symfony/symfony, read file by file (the bridge is newer than the
stored snapshot of the repository): ``Store/DynamoDbStore.php`` @ 05caee9 (after
pull request #65676, 2026-08-28, "Delete a DynamoDb lock only when the caller
holds it") and, for the release before it, @ b5c19e0;
``Tests/Functional/Store/DynamoDbStoreTest.php`` @ 7c94651 (it runs
``src/Symfony/Component/Lock/Test/AbstractStoreTestCase.php`` @ 12077df on the
store, created from ``LOCK_DYNAMODB_DSN``, which the integration workflow
``.github/workflows/integration-tests.yml`` @ 003f20e sets to
``dynamodb://localhost:4566/lock_keys?sslmode=disable``, a LocalStack);
``Tests/Store/DynamoDbStoreTest.php`` @ 43bb281 (DSN options only: no request).
The store (async-aws's DynamoDB client) keeps a lock as an item of table
``lock_keys`` keyed ``key_id`` (the SHA-256 of the lock's resource), holding
``key_token`` (the lock's random token) and ``key_expiration`` (a time in
seconds with a fraction): ``save`` is a PutItem under
``attribute_not_exists(#key) OR #expires_at < :now``, and when that condition
fails, ``putOffExpiration``'s PutItem under ``attribute_exists(#key) AND
(#token = :token OR #expires_at <= :now)``; ``exists`` a consistent GetItem;
``delete`` a DeleteItem, since #65676 under ``#token = :token`` (a failed
condition ignored). The test suite's calls (``testSave``,
``testSaveWithDifferentResources``, ``testSaveWithDifferentKeysOnSameResources``,
``testSaveTwice``, ``testDeleteIsolated``) check the store's answers, not the
requests, so each request is the one the store builds for the call cited
(``DynamoDbStore.php#method``: the store's lines were not counted). Only the
requests were taken, as data: PHP was not run.

Adapted only as far as needed to run: the resource is the test's
``static::class.__METHOD__`` (the functional test's class name followed by
``Symfony\\Component\\Lock\\Test\\AbstractStoreTestCase::testSave`` ...), its
SHA-256 as PHP's ``hash()`` writes it (lower-case hex); the tokens
(``base64_encode(random_bytes(32))``) fixed; ``microtime(true)`` at the fix's
date (2026-08-28) and written as PHP's ``(string)`` writes a float (14
significant digits: four decimals), the expiry the store's 300 s later.
``before`` is what the suite's earlier calls leave (a lock of the same
resource with another key's token, the key's own lock), or made up from the
code so that each condition also holds or fails at its edge: another owner's
lock expired or expiring this very moment (``save``'s ``<`` against
``putOffExpiration``'s ``<=``), a lock gone before its expiry is put off,
another owner's lock deleted (refused since #65676; deleted before, @ b5c19e0).
The unit test's ``id_attr=id_dsn`` option, which it only compares, gives one
``save`` on a table keyed ``id_dsn``. Left out: a call that repeats an earlier
request on the same items (most of the suite's ``exists`` checks), the table
creation.
"""

from __future__ import annotations

import hashlib

from ._build import N, S, case, table

SOURCE = "symfony-lock-dynamodb"
REPO = "symfony/symfony@05caee9 "
OLD = "symfony/symfony@b5c19e0 "
STORE = "src/Symfony/Component/Lock/Bridge/DynamoDb/Store/DynamoDbStore.php#"
SUITE = "src/Symfony/Component/Lock/Test/AbstractStoreTestCase.php@12077df:"
UNIT = "src/Symfony/Component/Lock/Bridge/DynamoDb/Tests/Store/DynamoDbStoreTest.php@43bb281:"

TABLE = "lock_keys"
T = table(("key_id", "S"))
FUNCTIONAL = "Symfony\\Component\\Lock\\Bridge\\DynamoDb\\Tests\\Functional\\Store\\DynamoDbStoreTest"
SUITE_CLASS = "Symfony\\Component\\Lock\\Test\\AbstractStoreTestCase::"

NOW = "1787875200.4821"  # (string) microtime(true)
LATER = "1787875500.4821"  # (string) (microtime(true) + 300)
TOKEN = "c48K+F0nF4bk3d3ePk4NV0tUJnWVHaKq32acacRKMzg="  # the key's token
OTHER_TOKEN = "evFopzlUuLjfLub/qdOrYw3FbN75ygyEs4AI+IUCKyg="  # another key's token, same resource

CASES: list[dict] = []


def hashed(method: str, suffix: str = "") -> str:
    """getHashedKey: sha256 of the Key's resource, static::class.__METHOD__ (and the test's suffix)."""
    return hashlib.sha256((FUNCTIONAL + SUITE_CLASS + method + suffix).encode("utf-8")).hexdigest()


def lock(key_id: str, token: str, expiration: str, id_attr: str = "key_id") -> dict:
    return {id_attr: S(key_id), "key_token": S(token), "key_expiration": N(expiration)}


def save(key_id: str, token: str = TOKEN, table_name: str = TABLE, id_attr: str = "key_id") -> dict:
    return {
        "TableName": table_name,
        "Item": lock(key_id, token, LATER, id_attr),
        "ConditionExpression": "attribute_not_exists(#key) OR #expires_at < :now",
        "ExpressionAttributeNames": {"#key": id_attr, "#expires_at": "key_expiration"},
        "ExpressionAttributeValues": {":now": N(NOW)},
    }


def put_off(key_id: str, token: str = TOKEN) -> dict:
    return {
        "TableName": TABLE,
        "Item": lock(key_id, token, LATER),
        "ConditionExpression": "attribute_exists(#key) AND (#token = :token OR #expires_at <= :now)",
        "ExpressionAttributeNames": {"#key": "key_id", "#expires_at": "key_expiration", "#token": "key_token"},
        "ExpressionAttributeValues": {":now": N(NOW), ":token": S(token)},
    }


def exists(key_id: str) -> dict:
    return {"TableName": TABLE, "ConsistentRead": True, "Key": {"key_id": S(key_id)}}


def delete(key_id: str, token: str = TOKEN) -> dict:
    return {
        "TableName": TABLE,
        "Key": {"key_id": S(key_id)},
        "ConditionExpression": "#token = :token",
        "ExpressionAttributeNames": {"#token": "key_token"},
        "ExpressionAttributeValues": {":token": S(token)},
    }


def add(line: int, method: str, operation: str, request: dict, before: list, note: str, repo: str = REPO) -> None:
    cite = f"{repo}{SUITE}{line} (request: {STORE}{method})"
    CASES.append(case(cite, operation, request, T, before, note))


AS_BUILT = "the request the store builds for the test's call"
FROM_CODE = "made up from the code"

# --- testSave
SAVE_KEY = hashed("testSave")
HELD = lock(SAVE_KEY, TOKEN, LATER)
add(32, "exists", "GetItem", exists(SAVE_KEY), [], AS_BUILT + " (exists, asserted false); before: no lock")
add(33, "save", "PutItem", save(SAVE_KEY), [], AS_BUILT + "; before: no lock")
add(34, "exists", "GetItem", exists(SAVE_KEY), [HELD], AS_BUILT + " (exists, asserted true); before: the key's lock")
add(35, "delete", "DeleteItem", delete(SAVE_KEY), [HELD], AS_BUILT + "; before: the key's lock")

# --- testSaveWithDifferentResources: key2's lock beside key1's
KEY1 = hashed("testSaveWithDifferentResources", "1")
KEY2 = hashed("testSaveWithDifferentResources", "2")
add(50, "save", "PutItem", save(KEY2, OTHER_TOKEN), [lock(KEY1, TOKEN, LATER)],
    AS_BUILT + " (save($key2)); before: key1's lock, another resource")  # fmt: skip

# --- testSaveWithDifferentKeysOnSameResources: two keys of one resource
SAME = hashed("testSaveWithDifferentKeysOnSameResources")
add(75, "save", "PutItem", save(SAME, OTHER_TOKEN), [lock(SAME, TOKEN, LATER)],
    AS_BUILT + " (save($key2), expected to conflict); before: key1's lock: ConditionalCheckFailed")  # fmt: skip
add(75, "putOffExpiration", "PutItem", put_off(SAME, OTHER_TOKEN), [lock(SAME, TOKEN, LATER)],
    AS_BUILT + " (the failed save puts off key2's expiry); before: key1's lock, not expired: "
    "ConditionalCheckFailed (LockConflictedException)")  # fmt: skip

# --- testSaveTwice: the second save puts off the key's own lock
TWICE = hashed("testSaveTwice")
add(104, "save", "PutItem", save(TWICE), [lock(TWICE, TOKEN, LATER)],
    AS_BUILT + " (the second save); before: the key's own lock: ConditionalCheckFailed")  # fmt: skip
add(104, "putOffExpiration", "PutItem", put_off(TWICE), [lock(TWICE, TOKEN, LATER)],
    AS_BUILT + " (the second save puts off its own lock); before: the key's own lock (#token = :token holds)")  # fmt: skip

# --- testDeleteIsolated: deleting a key never saved
ISO1 = hashed("testDeleteIsolated", "1")
ISO2 = hashed("testDeleteIsolated", "2")
add(122, "delete", "DeleteItem", delete(ISO2, OTHER_TOKEN), [lock(ISO1, TOKEN, LATER)],
    AS_BUILT + " (delete($key2), never saved); before: key1's lock only: ConditionalCheckFailed, ignored")  # fmt: skip
add(122, "delete", "DeleteItem", {"TableName": TABLE, "Key": {"key_id": S(ISO2)}}, [lock(ISO1, TOKEN, LATER)],
    AS_BUILT + " (the store before #65676: no condition); before: key1's lock only", repo=OLD)  # fmt: skip

# --- made up from the code: each condition at its edge
add(33, "save", "PutItem", save(SAVE_KEY), [lock(SAVE_KEY, OTHER_TOKEN, "1787875199.4821")],
    FROM_CODE + ": save; before: another key's lock, expired a second ago (#expires_at < :now holds)")  # fmt: skip
add(33, "save", "PutItem", save(SAVE_KEY), [lock(SAVE_KEY, OTHER_TOKEN, NOW)],
    FROM_CODE + ": save; before: another key's lock expiring this very moment (#expires_at < :now fails)")  # fmt: skip
add(75, "putOffExpiration", "PutItem", put_off(SAME, OTHER_TOKEN), [lock(SAME, TOKEN, NOW)],
    FROM_CODE + ": the put-off after that failed save; before: key1's lock expiring this very moment "
    "(#expires_at <= :now holds: key2 takes the lock)")  # fmt: skip
add(104, "putOffExpiration", "PutItem", put_off(TWICE), [],
    FROM_CODE + ": the put-off; before: the lock deleted since the save failed (attribute_exists fails)")  # fmt: skip
add(35, "delete", "DeleteItem", delete(SAVE_KEY, OTHER_TOKEN), [HELD],
    FROM_CODE + ": delete by another key of the resource; before: the first key's lock (#token = :token fails, "
    "ignored: the lock stays, #65676's point)")  # fmt: skip
add(35, "delete", "DeleteItem", {"TableName": TABLE, "Key": {"key_id": S(SAVE_KEY)}}, [HELD],
    FROM_CODE + ": delete by another key, the store before #65676; before: the first key's lock (deleted)",
    repo=OLD)  # fmt: skip
CASES.append(
    case(
        f"{REPO}{UNIT}121 (request: {STORE}save)",
        "PutItem",
        save(hashed("testSave"), table_name="table", id_attr="id_dsn"),
        table(("id_dsn", "S")),
        [],
        FROM_CODE + ": the save of a store made from testFromDsnWithQueryOptions' DSN "
        "(dynamodb://default/table?id_attr=id_dsn; the test only compares stores), on the test suite's "
        "first resource; before: no lock",
    )
)
