"""Spring Integration for AWS (spring-projects/spring-integration-aws): the
requests its DynamoDB metadata store and lock repository send for the calls
their tests make.

Source: spring-projects/spring-integration-aws, commit d873484 (2025-07-03),
``src/main/java/org/springframework/integration/aws/metadata/DynamoDbMetadataStore.java``
(a table keyed ``metadataKey``: ``put`` as a PutItem of ``metadataKey``,
``metadataValue`` and, with a time to live, ``expireAt``; ``get`` as a GetItem;
``putIfAbsent`` as an UpdateItem ``SET metadataValue = :value, expireAt = :ttl``
under ``attribute_not_exists(metadataKey)``; ``replace`` as an UpdateItem ``SET
metadataValue = :newValue, expireAt = :ttl`` under ``metadataValue =
:oldValue`` with ``ReturnValues: UPDATED_NEW``; ``remove`` as a DeleteItem with
``ReturnValues: ALL_OLD``) and
``src/main/java/org/springframework/integration/aws/lock/DynamoDbLockRepository.java``
(a table keyed ``lockKey``: ``acquire`` as a PutItem of ``lockKey``,
``lockOwner``, ``createdAt``, ``expireAt`` under ``attribute_not_exists(lockKey)
OR lockOwner = :owner OR expireAt < :ttl``; ``renew`` as an UpdateItem ``SET
expireAt = :ttl`` under ``attribute_exists(lockKey) AND lockOwner = :owner``;
``isAcquired`` as a Query ``lockKey = :lock`` with ``Select: COUNT``, ``Limit:
1`` and the filter ``lockOwner = :owner AND expireAt >= :ttl``; ``delete`` and
``close`` as a DeleteItem under ``lockOwner = :owner``; ``deleteExpired`` under
``lockOwner = :owner AND expireAt < :ttl``), for the calls of
``src/test/java/org/springframework/integration/aws/{metadata/DynamoDbMetadataStoreTests,lock/DynamoDbLockRegistryTests}.java``
(run against LocalStack's DynamoDB; ``DynamoDbLockRegistry.java`` turns
``lock``/``tryLock``/``unlock``/``renewLock`` into the repository's calls), as
the AWS SDK for Java v2 sends them. And the same two classes on the AWS SDK for
Java v1, @ 283ac42 (2023-02-28, the commit before the move to v2): the
metadata store through the Document API (keys ``KEY``, ``VALUE``, ``TTL``;
``putIfAbsent`` and ``replace`` as an UpdateItem of legacy ``AttributeUpdates``
(PUT) under legacy ``Expected``: ``{"KEY": {"ComparisonOperator": "NULL"}}``,
``{"VALUE": {"ComparisonOperator": "EQ", ...}}``), for the calls of the
``DynamoDbMetadataStoreTests.java`` of that commit; the lock repository's first
condition, @ 594ea58 (``attribute_not_exists(lockKey) OR expireAt < :ttl OR
(attribute_exists(lockKey) AND lockOwner = :owner)``), and its ``isAcquired``
@ 283ac42, a Document API ``QuerySpec`` with a hash key (sent as legacy
``KeyConditions``) beside a ``ProjectionExpression`` and a
``FilterExpression``. Only the requests were taken, as data: no test was run.

Adapted only as far as needed to run: the random parts fixed (the lock
repositories' owners, ``UUID.randomUUID()``); ``Instant.now()`` and
``System.currentTimeMillis()`` fixed at each commit's time (d873484:
1751557688; 283ac42: 1677603167; 594ea58: 1677517246), the store's time to
live of 10 ms (the tests' ``setTimeToLive(10)``) giving an ``expireAt`` in the
same second, the lock's lease its default 60 s (10 s for the tests' second
repository); the tables the tests name (``testMetadataStore``) or the default
(``SpringIntegrationLockRegistry``), keyed as ``createTable`` keys them. Items
the code builds as ``HashMap`` written in the order Java's ``HashMap``
iterates them; the Document API's ``Item`` in the order its attributes are
given. ``before`` is what the test's earlier calls leave, or made up so that
each conditional write is also sent where its condition fails (another owner's
live lock, a value changed meanwhile), as ``note`` says. Left out: table
operations, repeats of a request already taken (the same call on another key).
"""

from __future__ import annotations

from ._build import N, S, case, java_hash, table

SOURCE = "spring-integration-aws"
REPO = "spring-projects/spring-integration-aws@"
HEAD = "d873484 "
V1 = "283ac42 "
FIRST = "594ea58 "
MD = "src/main/java/org/springframework/integration/aws/metadata/DynamoDbMetadataStore.java:"
LR = "src/main/java/org/springframework/integration/aws/lock/DynamoDbLockRepository.java:"
MT = "src/test/java/org/springframework/integration/aws/metadata/DynamoDbMetadataStoreTests.java:"
LT = "src/test/java/org/springframework/integration/aws/lock/DynamoDbLockRegistryTests.java:"

CASES: list[dict] = []


def hashmap(pairs: list[tuple[str, dict]]) -> dict:
    """A java.util.HashMap of these entries, in the order it iterates them (capacity 16)."""
    keys = [k for k, _ in pairs]

    def bucket(k: str) -> int:
        h = java_hash(k)
        return (h ^ (h >> 16)) & 15

    d = dict(pairs)
    return {k: d[k] for k in sorted(keys, key=lambda k: (bucket(k), keys.index(k)))}


def add(commit: str, test: str, code: str, op: str, request: dict, tbl: dict, befores: list, note: str) -> None:
    for before, what in befores:
        CASES.append(
            case(
                f"{REPO}{commit}{test} (request: {code})",
                op,
                request,
                tbl,
                before,
                f"{note}; before: {what}" if what else note,
            )
        )


# ------------------------------------------------------------------ metadata store (SDK v2)
MDT = "testMetadataStore"
T_MD = table(("metadataKey", "S"))
FILE1 = "/remotepath/filesTodownload/file-1.txt"
NOW = 1751557688
KEY = {"metadataKey": S(FILE1)}


def md_item(value: str, ttl: int = NOW) -> dict:
    return hashmap([("metadataKey", S(FILE1)), ("metadataValue", S(value)), ("expireAt", N(ttl))])


M_NOTE = "the request DynamoDbMetadataStore builds for the test's call (a time to live of 10 ms)"
add(HEAD, MT + "83", MT + "83", "DeleteItem", {"TableName": MDT, "Key": KEY}, T_MD, [
    ([md_item("12345")], "the previous test's entry"),
    ([], "no entry"),
], "the test's own clean-up before each test (no return values)")  # fmt: skip
add(HEAD, MT + "91", MD + "271", "GetItem", {"TableName": MDT, "Key": KEY}, T_MD, [
    ([], "no entry (get returns null)"),
    ([md_item("12345")], "the entry put at line 94"),
], M_NOTE + ": get")  # fmt: skip
add(HEAD, MT + "94", MD + "261", "PutItem", {"TableName": MDT, "Item": md_item("12345")}, T_MD, [
    ([], "no entry"),
    ([md_item("999", NOW - 5)], "an older entry (replaced)"),
], M_NOTE + ": put")  # fmt: skip
PIA = {"TableName": MDT, "Key": KEY, "ConditionExpression": "attribute_not_exists(metadataKey)",
       "UpdateExpression": "SET metadataValue = :value, expireAt = :ttl",
       "ExpressionAttributeValues": hashmap([(":value", S("12345")), (":ttl", N(NOW))])}  # fmt: skip
add(HEAD, MT + "106", MD + "309", "UpdateItem", PIA, T_MD, [
    ([], "no entry (the update creates it: putIfAbsent returns null)"),
], M_NOTE + ": putIfAbsent")  # fmt: skip
PIA2 = {**PIA, "ExpressionAttributeValues": hashmap([(":value", S("56789")), (":ttl", N(NOW))])}
add(HEAD, MT + "109", MD + "309", "UpdateItem", PIA2, T_MD, [
    ([md_item("12345")], "the entry line 106 wrote (ConditionalCheckFailed: putIfAbsent reads the old value)"),
], M_NOTE + ": putIfAbsent of a key already there")  # fmt: skip
add(HEAD, MT + "118", MD + "372", "DeleteItem", {"TableName": MDT, "Key": KEY, "ReturnValues": "ALL_OLD"}, T_MD, [
    ([], "no entry (no attributes: remove returns null)"),
    ([md_item("12345")], "the entry line 121 wrote (line 124: the old attributes returned)"),
], M_NOTE + ": remove")  # fmt: skip
REPL = {"TableName": MDT, "Key": KEY, "ConditionExpression": "metadataValue = :oldValue",
        "UpdateExpression": "SET metadataValue = :newValue, expireAt = :ttl",
        "ExpressionAttributeValues": hashmap([(":newValue", S("4567")), (":oldValue", S("12345")), (":ttl", N(NOW))]),
        "ReturnValues": "UPDATED_NEW"}  # fmt: skip
add(HEAD, MT + "134", MD + "352", "UpdateItem", REPL, T_MD, [
    ([], "no entry (ConditionalCheckFailed: replace returns false)"),
], M_NOTE + ": replace before any put")  # fmt: skip
add(HEAD, MT + "143", MD + "352", "UpdateItem", REPL, T_MD, [
    ([md_item("12345")], "the entry line 140 wrote (the update succeeds: UPDATED_NEW)"),
    ([md_item("88888")], "an entry another store replaced meanwhile (made up: ConditionalCheckFailed)"),
], M_NOTE + ": replace of the value put")  # fmt: skip
add(HEAD, MD + "284 (made up: a store without time to live)", MD + "309", "UpdateItem", {
    "TableName": MDT, "Key": KEY, "ConditionExpression": "attribute_not_exists(metadataKey)",
    "UpdateExpression": "SET metadataValue = :value", "ExpressionAttributeValues": {":value": S("12345")}}, T_MD, [
    ([], "no entry"),
], "made up from the code (the tests always set a time to live): putIfAbsent with none, SET of the value alone")  # fmt: skip

# ------------------------------------------------------------------ lock repository (SDK v2)
LKT = "SpringIntegrationLockRegistry"
T_LK = table(("lockKey", "S"))
OWNER = "5b7d9f1a-3c5e-4a7b-9d1f-2a4c6e8a0b2c"
OTHER = "8e0a2c4e-6a8b-4c0d-8e2f-4a6c8e0a2c4e"
NOT_HELD = "attribute_not_exists(lockKey) OR lockOwner = :owner OR expireAt < :ttl"
HELD = "attribute_exists(lockKey) AND lockOwner = :owner"


def lock(owner: str, created: int, lease: int = 60, key: str = "foo") -> dict:
    return hashmap([("lockKey", S(key)), ("lockOwner", S(owner)), ("createdAt", N(created)),
                    ("expireAt", N(created + lease))])  # fmt: skip


def owner_ttl(ttl: int, owner: str = OWNER) -> dict:
    return hashmap([(":ttl", N(ttl)), (":owner", S(owner))])


L_NOTE = "the request DynamoDbLockRepository builds for the test's call"
ACQ = {"TableName": LKT, "Item": lock(OWNER, NOW), "ConditionExpression": NOT_HELD,
       "ExpressionAttributeValues": owner_ttl(NOW)}  # fmt: skip
add(HEAD, LT + "104", LR + "390", "PutItem", ACQ, T_LK, [
    ([], "no lock (the put succeeds)"),
    ([lock(OWNER, NOW - 3)], "the lock this owner holds (reentrantLock's second lock, line 137: the put succeeds)"),
    ([lock(OTHER, NOW - 3, 10)], "another repository's live lock (twoThreadsSecondFailsToGetLock, line 193: "
     "ConditionalCheckFailed)"),
    ([lock(OTHER, NOW - 20, 10)], "another repository's expired lock (abandonedLock, line 336: the put succeeds)"),
], L_NOTE + ": acquire (lock, tryLock)")  # fmt: skip
add(HEAD, LT + "169", LR + "390", "PutItem", {**ACQ, "Item": lock(OWNER, NOW, key="bar")}, T_LK, [
    ([lock(OWNER, NOW)], "the lock foo this owner holds (twoLocks)"),
], L_NOTE + ": acquire of a second lock")  # fmt: skip
RENEW = {"TableName": LKT, "Key": {"lockKey": S("foo")}, "UpdateExpression": "SET expireAt = :ttl",
         "ConditionExpression": HELD, "ExpressionAttributeValues": owner_ttl(NOW + 60)}  # fmt: skip
add(HEAD, LT + "352", LR + "424", "UpdateItem", RENEW, T_LK, [
    ([lock(OWNER, NOW - 1)], "the lock tryLock took (the renewal succeeds)"),
    ([lock(OTHER, NOW - 1)], "a lock another owner took meanwhile (made up: ConditionalCheckFailed, renewLock "
     "throws)"),
    ([], "no lock (made up: ConditionalCheckFailed)"),
], L_NOTE + ": renew (renewLock)")  # fmt: skip
ISACQ = {"TableName": LKT, "Select": "COUNT", "Limit": 1, "KeyConditionExpression": "lockKey = :lock",
         "FilterExpression": "lockOwner = :owner AND expireAt >= :ttl",
         "ExpressionAttributeValues": hashmap([(":ttl", N(NOW)), (":owner", S(OWNER)), (":lock", S("foo"))])}  # fmt: skip
add(HEAD, LT + "302", LR + "294", "Query", ISACQ, T_LK, [
    ([lock(OWNER, NOW - 1)], "the lock this owner holds (Count 1)"),
    ([lock(OWNER, NOW - 100)], "this owner's expired lock (Count 0)"),
    ([lock(OTHER, NOW - 1)], "another owner's lock (Count 0)"),
], L_NOTE + ": isAcquired (the registry's isAcquiredInThisProcess: twoThreadsWrongOneUnlocks' unlock from "
   "another thread)")  # fmt: skip
DEL = {"TableName": LKT, "Key": {"lockKey": S("foo")}, "ConditionExpression": "lockOwner = :owner",
       "ExpressionAttributeValues": {":owner": S(OWNER)}}  # fmt: skip
add(HEAD, LT + "109", LR + "328", "DeleteItem", DEL, T_LK, [
    ([lock(OWNER, NOW - 1)], "the lock this owner holds (the delete succeeds)"),
    ([lock(OTHER, NOW - 1)], "another owner's lock (made up: ConditionalCheckFailed, ignored)"),
    ([], "no lock (the clean-up's close, line 96: ConditionalCheckFailed, ignored)"),
], L_NOTE + ": delete (unlock)")  # fmt: skip
add(HEAD, LR + "346 (deleteExpired, called by no test)", LR + "328", "DeleteItem", {
    "TableName": LKT, "Key": {"lockKey": S("foo")}, "ConditionExpression": "lockOwner = :owner AND expireAt < :ttl",
    "ExpressionAttributeValues": owner_ttl(NOW)}, T_LK, [
    ([lock(OWNER, NOW - 100)], "this owner's expired lock (deleted)"),
    ([lock(OWNER, NOW - 1)], "this owner's live lock (ConditionalCheckFailed, ignored)"),
], "made up from the code (no test calls it): deleteExpired")  # fmt: skip

# ------------------------------------------------------------------ metadata store (SDK v1, Document API)
NOW1 = 1677603167
V1_KEY = {"KEY": S(FILE1)}
M1 = "src/main/java/org/springframework/integration/aws/metadata/DynamoDbMetadataStore.java:"
T_MD_V1 = table(("KEY", "S"))


def v1_item(value: str) -> dict:
    return {"KEY": S(FILE1), "VALUE": S(value), "TTL": N(NOW1)}


M1_NOTE = "the request the Document API sends for DynamoDbMetadataStore's call (SDK v1; a time to live of 10 ms)"
add(V1, MT + "92", M1 + "274", "PutItem", {"TableName": MDT, "Item": v1_item("12345")}, T_MD_V1, [
    ([], "no entry"),
], M1_NOTE + ": put (Item withPrimaryKey, withString, withLong)")  # fmt: skip
add(V1, MT + "89", M1 + "283", "GetItem", {"TableName": MDT, "Key": V1_KEY}, T_MD_V1, [
    ([], "no entry"),
    ([v1_item("12345")], "the entry put"),
], M1_NOTE + ": get")  # fmt: skip
PIA1 = {"TableName": MDT, "Key": V1_KEY,
        "AttributeUpdates": {"VALUE": {"Action": "PUT", "Value": S("12345")}, "TTL": {"Action": "PUT", "Value": N(NOW1)}},
        "Expected": {"KEY": {"ComparisonOperator": "NULL"}}}  # fmt: skip
add(V1, MT + "104", M1 + "304", "UpdateItem", PIA1, T_MD_V1, [
    ([], "no entry (the update creates it)"),
    ([v1_item("12345")], "the entry there (line 107's repeat, value 56789 aside: ConditionalCheckFailed)"),
], M1_NOTE + ": putIfAbsent (AttributeUpdate put, Expected notExist)")  # fmt: skip
REPL1 = {"TableName": MDT, "Key": V1_KEY,
         "AttributeUpdates": {"VALUE": {"Action": "PUT", "Value": S("4567")}, "TTL": {"Action": "PUT", "Value": N(NOW1)}},
         "Expected": {"VALUE": {"ComparisonOperator": "EQ", "AttributeValueList": [S("12345")]}},
         "ReturnValues": "UPDATED_NEW"}  # fmt: skip
add(V1, MT + "141", M1 + "330", "UpdateItem", REPL1, T_MD_V1, [
    ([v1_item("12345")], "the entry line 138 wrote (UPDATED_NEW)"),
    ([], "no entry (line 132: ConditionalCheckFailed, replace false)"),
], M1_NOTE + ": replace (AttributeUpdate put, Expected eq)")  # fmt: skip
add(V1, MT + "122", M1 + "344", "DeleteItem", {"TableName": MDT, "Key": V1_KEY, "ReturnValues": "ALL_OLD"}, T_MD_V1, [
    ([v1_item("12345")], "the entry (its attributes returned)"),
], M1_NOTE + ": remove")  # fmt: skip

# ------------------------------------------------------------------ lock repository (SDK v1)
NOW0 = 1677517246
FIRST_NOT_HELD = (
    "attribute_not_exists(lockKey) OR expireAt < :ttl OR (attribute_exists(lockKey) AND lockOwner = :owner)"
)
L0 = "src/main/java/org/springframework/integration/aws/lock/DynamoDbLockRepository.java:"
L0_NOTE = "the request the Document API sends for DynamoDbLockRepository's call (SDK v1)"


def v1_lock(owner: str, created: int, lease: int = 60) -> dict:
    return {"lockKey": S("foo"), "lockOwner": S(owner), "createdAt": N(created), "expireAt": N(created + lease)}


add(FIRST, LT + "97", L0 + "389", "PutItem", {"TableName": LKT, "Item": v1_lock(OWNER, NOW0),
    "ConditionExpression": FIRST_NOT_HELD, "ExpressionAttributeValues": {":ttl": N(NOW0), ":owner": S(OWNER)}}, T_LK, [
    ([], "no lock"),
    ([v1_lock(OWNER, NOW0 - 2)], "the lock this owner holds"),
    ([v1_lock(OTHER, NOW0 - 2, 10)], "another owner's live lock (ConditionalCheckFailed)"),
    ([v1_lock(OTHER, NOW0 - 30, 10)], "another owner's expired lock"),
], L0_NOTE + ": acquire, under the first condition (PutItemSpec withConditionExpression, withValueMap)")  # fmt: skip
add(V1, LT + "307 (testTwoThreadsWrongOneUnlocks' unlock from another thread)", L0 + "313", "Query", {
    "TableName": LKT, "KeyConditions": {"lockKey": {"ComparisonOperator": "EQ", "AttributeValueList": [S("foo")]}},
    "ProjectionExpression": "lockKey", "FilterExpression": "lockOwner = :owner AND expireAt >= :ttl",
    "ExpressionAttributeValues": {":ttl": N(NOW1), ":owner": S(OWNER)}}, T_LK, [
    ([v1_lock(OWNER, NOW1 - 1)], "the lock this owner holds"),
], L0_NOTE + ": isAcquired (QuerySpec withHashKey, withProjectionExpression, withFilterExpression: the hash key "
   "sent as legacy KeyConditions beside the expressions)")  # fmt: skip
