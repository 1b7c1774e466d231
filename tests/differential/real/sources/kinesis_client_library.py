"""Amazon Kinesis Client Library (KCL): the requests it sends to its lease table,
and to the coordinator state and worker metrics kept beside the leases.

Source: awslabs/amazon-kinesis-client, commit 024eb86 (2026-07-21, "Prepare for
KCL release v3.5.1"; KCL 2.x's lease code carried on in 3.x), module
``amazon-kinesis-client``:

- ``src/main/java/software/amazon/kinesis/leases/dynamodb/DynamoDBLeaseRefresher.java``
  and ``DynamoDBLeaseSerializer.java`` (``DynamoDBMultiStreamLeaseSerializer.java``
  for multi-stream leases): a new lease is a PutItem with ``Expected: {leaseKey:
  {Exists: false}}``; renewing, taking and updating a lease are UpdateItems with
  legacy ``AttributeUpdates`` (``leaseCounter`` PUT counter + 1, ``leaseOwner`` PUT,
  ``checkpointOwner`` DELETE without a value, ``ownerSwitchesSinceCheckpoint`` ADD 1,
  the checkpoint's attributes PUT, the pending checkpoint's DELETE) on
  ``Expected: {leaseCounter: {Value}}``; renewing also expects
  ``checkpointOwner`` ``Exists: false`` (unless a shutdown was requested) and asks
  ``ReturnValuesOnConditionCheckFailure: ALL_OLD``; evicting, assigning and the
  graceful hand-off expect the owners (``Value``, or ``Exists: false`` for none)
  and ``leaseKey`` ``{Exists: true, Value}``, with ``ReturnValues: ALL_NEW``;
  ``updateLeaseWithMetaInfo`` expects only the lease to exist (with nothing to
  update its ``AttributeUpdates`` map is empty, sent as ``{}``); the consistent
  GetItem, the DeleteItem, the Scan of ``listLeases`` (its next pages from a
  ``LastEvaluatedKey``), of ``listLeasesForStream`` (``streamName = :streamName``)
  and of ``listLeasesParallely`` (``Segment``/``TotalSegments``);
- ``coordinator/delegate/CoordinatorStateDAODelegate.java``, ``CoordinatorState.java``,
  ``migration/MigrationState.java``, ``streamInfo/StreamInfo.java``: coordinator
  state (the client version migration record ``Migration3.0`` with its history, a
  stream's ``streamId``, generic states) in the lease table (key ``leaseKey``,
  once the table migration is complete) or in the legacy
  ``<application>-CoordinatorState`` table (key ``key``): PutItem on
  ``Exists: false``, UpdateItem with ``AttributeUpdates`` PUT on the key's
  ``Value`` and the old client version's, consistent GetItem and Scan, the Scan
  filtered on ``entityType = :entityType``, DeleteItem;
- ``worker/metricstats/delegate/{WorkerMetricStatsDAODelegate,
  LeaseTableWorkerMetricStatsDAODelegate}.java`` with ``WorkerMetricStats.java``:
  the worker metrics, through the Java SDK's Enhanced Client (its DeleteItem on
  ``#key = :value AND attribute_exists (leaseKey)``, as the library writes the
  text, with a space before the parenthesis; its Scan filtered on
  ``#et = :etVal``; its UpdateItem with ``ignoreNulls``).

The calls are those of the tests that run the refresher and the DAO against
DynamoDB (Local): ``src/test/java/software/amazon/kinesis/leases/dynamodb/
{DynamoDBLeaseRefresherIntegrationTest,DynamoDBLeaseRefresherTest,
TestHarnessBuilder}.java`` (tables ``nagl_ShardProgress`` and ``SomeTable``, the
leases the harness and ``createDummyLease`` make) and ``coordinator/
CoordinatorStateDAOTest.java`` (table ``TestLeaseTable``); each case cites the
test's call, or the library's line for requests no test makes (multi-stream
leases, the renewer's throughput, the legacy coordinator table, worker metrics).
The requests are written as the library builds them and the AWS SDK for Java v2
sends them (typed values; the maps' members in the iteration order of the Java
``HashMap`` the library fills, worked out from the names' hash codes). Only the
requests were taken, as data: Java was not run. Left out: the Query on the
``LeaseOwnerToLeaseKeyIndex`` GSI (the simulator models no index), the table
migration's transactions (they span the lease table and the legacy table), the
lock client's requests for the leader lock (the ``dynamodb-lock-client`` source).

And KCL 1.x, commit f1d60ec (2018-06-12, the parent of the 2.0.0 release commit,
the last with ``src/main/java/com/amazonaws/services/kinesis/leases/impl/
{LeaseManager,LeaseSerializer,KinesisClientLeaseSerializer}.java``), where it
sends something different: ``list`` sends its ``Limit`` (``Limit: 3`` for the 10
leases of ``LeaseManagerIntegrationTest.testListWithRecords``, then the next
pages), renewing expects only the counter, taking does not touch
``checkpointOwner``, evicting expects only the owner and PUTs the counter; the
AWS SDK for Java v1 sends these, with the same JSON.

Adapted only as far as needed to run: ``before`` is the lease (or state) the
test has left at that point, made up where the test does not say (a lease taken
meanwhile, a counter moved on, the lease deleted), so that each write runs where
its condition holds and, when the test or the library expects it, where it fails
(``note`` says which); times (``System.currentTimeMillis()``) fixed; worker ids,
stream ids, throughputs and metric values made up where no test gives them.
"""

from __future__ import annotations

from ._build import case, table

SOURCE = "kinesis-client-library"
REPO = "awslabs/amazon-kinesis-client@024eb86 "
REPO_V1 = "awslabs/amazon-kinesis-client@f1d60ec "
MAIN = "amazon-kinesis-client/src/main/java/software/amazon/kinesis/"
TEST = "amazon-kinesis-client/src/test/java/software/amazon/kinesis/"
REFRESHER = MAIN + "leases/dynamodb/DynamoDBLeaseRefresher.java"
IT = TEST + "leases/dynamodb/DynamoDBLeaseRefresherIntegrationTest.java"
UT = TEST + "leases/dynamodb/DynamoDBLeaseRefresherTest.java"
HARNESS = TEST + "leases/dynamodb/TestHarnessBuilder.java"
CSDAO_TEST = TEST + "coordinator/CoordinatorStateDAOTest.java"
CSDAO = MAIN + "coordinator/delegate/CoordinatorStateDAODelegate.java"
WMDAO = MAIN + "worker/metricstats/delegate/WorkerMetricStatsDAODelegate.java"
WMDAO_LT = MAIN + "worker/metricstats/delegate/LeaseTableWorkerMetricStatsDAODelegate.java"
V1_TEST = "src/test/java/com/amazonaws/services/kinesis/leases/impl/LeaseManagerIntegrationTest.java"
V1_MANAGER = "src/main/java/com/amazonaws/services/kinesis/leases/impl/LeaseManager.java"

LEASES = table(("leaseKey", "S"))
LEGACY_STATE = table(("key", "S"))
IT_TABLE = "nagl_ShardProgress"
UT_TABLE = "SomeTable"
CS_TABLE = "TestLeaseTable"
LEGACY_CS_TABLE = "testCreatingLeaderAndMigrationKey-CoordinatorState"

BUILT = "the request DynamoDBLeaseRefresher builds for this call, as the Java SDK v2 sends it"
BUILT_V1 = "the request KCL 1.x's LeaseManager builds for this call, as the Java SDK v1 sends it"
BUILT_CS = "the request CoordinatorStateDAODelegate builds for this call, as the Java SDK v2 sends it"


def _java_hash(text: str) -> int:
    h = 0
    for unit in text.encode("utf-16-be").decode("utf-16-be"):
        h = (31 * h + ord(unit)) & 0xFFFFFFFF
    return h


def _jmap(*pairs: tuple[str, dict]) -> dict:
    """The pairs in the order a Java ``HashMap`` filled in this order iterates
    them: by bucket (the spread hash masked by the table size), then insertion."""
    size = 16
    while len(pairs) > size * 3 // 4:
        size *= 2

    def bucket(name: str) -> int:
        h = _java_hash(name)
        return (h ^ (h >> 16)) & (size - 1)

    ordered = sorted(enumerate(pairs), key=lambda p: (bucket(p[1][0]), p[0]))
    return {name: value for _, (name, value) in ordered}


def _s(v: str) -> dict:
    return {"S": v}


def _n(v: int | str) -> dict:
    return {"N": str(v)}


def _ss(*v: str) -> dict:
    return {"SS": list(v)}


PUT, DELETE, ADD = "PUT", "DELETE", "ADD"


def _put(value: dict) -> dict:
    return {"Value": value, "Action": PUT}


def _delete() -> dict:
    return {"Action": DELETE}


def _add(value: dict) -> dict:
    return {"Value": value, "Action": ADD}


def _value(value: dict) -> dict:
    return {"Value": value}


NOT_EXISTS = {"Exists": False}


def _exists(key: str) -> dict:
    return {"Exists": True, "Value": _s(key)}


def lease(
    key: str,
    owner: str | None,
    counter: int = 0,
    checkpoint: str = "checkpoint",
    switches: int = 0,
    parents: tuple[str, ...] = ("parentShardId",),
    children: tuple[str, ...] = (),
    checkpoint_owner: str | None = None,
    hash_range: tuple[str, str] | None = None,
    extra: tuple = (),
    entity_type: bool = True,
) -> dict:
    """A lease as ``DynamoDBLeaseSerializer.toDynamoRecord`` writes it."""
    pairs = [("leaseKey", _s(key)), ("leaseCounter", _n(counter))]
    if owner is not None:
        pairs.append(("leaseOwner", _s(owner)))
    pairs += [
        ("ownerSwitchesSinceCheckpoint", _n(switches)),
        ("checkpoint", _s(checkpoint)),
        ("checkpointSubSequenceNumber", _n(0)),
    ]
    if parents:
        pairs.append(("parentShardId", _ss(*parents)))
    if children:
        pairs.append(("childShardIds", _ss(*children)))
    if hash_range:
        pairs += [("startingHashKey", _s(hash_range[0])), ("endingHashKey", _s(hash_range[1]))]
    if checkpoint_owner is not None:
        pairs.append(("checkpointOwner", _s(checkpoint_owner)))
    if entity_type:
        pairs.append(("entityType", _s("LEASE")))
    pairs += list(extra)
    return _jmap(*pairs)


def dummy(key: str, owner: str | None, counter: int = 0, checkpoint: str = "TRIM_HORIZON", **kw) -> dict:
    """A lease as ``DynamoDBLeaseRefresherTest.createDummyLease`` makes it (no parent)."""
    return lease(key, owner, counter=counter, checkpoint=checkpoint, parents=(), **kw)


def _key(key: str, name: str = "leaseKey") -> dict:
    return {name: _s(key)}


OUT: list[dict] = []


def add(cite: str, op: str, request: dict, schema: dict, runs: list, what: str = BUILT) -> None:
    for before, note in runs:
        OUT.append(case(cite, op, request, schema, before, f"{what}; before: {note}"))


# --- KCL 2.x/3.x lease refresher, DynamoDBLeaseRefresherIntegrationTest (nagl_ShardProgress) ---


def _create(table_name: str, item: dict) -> dict:
    return {"TableName": table_name, "Item": item, "Expected": {"leaseKey": NOT_EXISTS}}


def _get(table_name: str, key: str) -> dict:
    return {"TableName": table_name, "Key": _key(key), "ConsistentRead": True}


def _renew(table_name: str, key: str, counter: int, shutdown_requested: bool = False, throughput: str | None = None):
    updates = [("leaseCounter", _put(_n(counter + 1)))]
    if throughput is not None:
        updates.append(("throughputKBps", _put(_n(throughput))))
    expected = [("leaseCounter", _value(_n(counter)))]
    if not shutdown_requested:
        expected.append(("checkpointOwner", NOT_EXISTS))
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": _jmap(*updates),
        "Expected": _jmap(*expected),
        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
    }


def _take(table_name: str, key: str, counter: int, old_owner: str | None, owner: str, checkpoint_owner=None):
    updates = [("leaseCounter", _put(_n(counter + 1))), ("leaseOwner", _put(_s(owner))), ("checkpointOwner", _delete())]
    if (old_owner is not None and old_owner != owner) or checkpoint_owner == owner:
        updates.append(("ownerSwitchesSinceCheckpoint", _add(_n(1))))
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": _jmap(*updates),
        "Expected": {"leaseCounter": _value(_n(counter))},
    }


def _owner_expectation(owner: str | None, checkpoint_owner: str | None, key: str) -> dict:
    return _jmap(
        ("leaseOwner", NOT_EXISTS if owner is None else _value(_s(owner))),
        ("checkpointOwner", NOT_EXISTS if checkpoint_owner is None else _value(_s(checkpoint_owner))),
        ("leaseKey", _exists(key)),
    )


def _evict(table_name: str, key: str, owner: str | None, checkpoint_owner: str | None = None) -> dict:
    updates = []
    if checkpoint_owner is None:
        updates.append(("leaseOwner", _delete()))
    updates += [("checkpointOwner", _delete()), ("leaseCounter", _add(_n(1)))]
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": _jmap(*updates),
        "Expected": _owner_expectation(owner, checkpoint_owner, key),
        "ReturnValues": "ALL_NEW",
    }


def _assign(table_name: str, key: str, owner: str | None, new_owner: str, checkpoint_owner: str | None = None):
    updates = [("leaseOwner", _put(_s(new_owner))), ("checkpointOwner", _delete())]
    if (owner is not None and owner != new_owner) or checkpoint_owner == new_owner:
        updates.append(("ownerSwitchesSinceCheckpoint", _add(_n(1))))
    updates.append(("leaseCounter", _add(_n(1))))
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": _jmap(*updates),
        "Expected": _owner_expectation(owner, checkpoint_owner, key),
        "ReturnValues": "ALL_NEW",
        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
    }


def _handoff(table_name: str, key: str, owner: str, new_owner: str) -> dict:
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": _jmap(("leaseOwner", _put(_s(new_owner))), ("checkpointOwner", _put(_s(owner)))),
        "Expected": _jmap(
            ("leaseOwner", _value(_s(owner))), ("checkpointOwner", NOT_EXISTS), ("leaseKey", _exists(key))
        ),
        "ReturnValues": "ALL_NEW",
    }


def _update(
    table_name: str,
    key: str,
    counter: int,
    checkpoint: str,
    switches: int = 0,
    children: tuple[str, ...] = (),
    pending: tuple[str, str | None] | None = None,
    extra: tuple = (),
) -> dict:
    updates = [
        ("leaseCounter", _put(_n(counter + 1))),
        ("checkpoint", _put(_s(checkpoint))),
        ("checkpointSubSequenceNumber", _put(_n(0))),
        ("ownerSwitchesSinceCheckpoint", _put(_n(switches))),
    ]
    if pending:
        updates += [("pendingCheckpoint", _put(_s(pending[0]))), ("pendingCheckpointSubSequenceNumber", _put(_n(0)))]
    else:
        updates += [("pendingCheckpoint", _delete()), ("pendingCheckpointSubSequenceNumber", _delete())]
    if pending and pending[1] is not None:
        updates.append(("pendingCheckpointState", _put({"B": pending[1]})))
    else:
        updates.append(("pendingCheckpointState", _delete()))
    if children:
        updates.append(("childShardIds", _put(_ss(*children))))
    updates += list(extra)
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": _jmap(*updates),
        "Expected": {"leaseCounter": _value(_n(counter))},
    }


def _meta(table_name: str, key: str, updates: dict) -> dict:
    return {
        "TableName": table_name,
        "Key": _key(key),
        "AttributeUpdates": updates,
        "Expected": {"leaseKey": _exists(key)},
    }


L1 = lease("1", "leaseOwner")
TEN = [lease(str(i), "leaseOwner") for i in range(10)]

add(
    f"{REPO}{HARNESS}:83",
    "PutItem",
    _create(IT_TABLE, L1),
    LEASES,
    [([], "an empty lease table (the lease is created)"), ([L1], "the lease already there (ConditionalCheckFailed)")],
)
add(
    f"{REPO}{IT}:197",
    "PutItem",
    _create(IT_TABLE, lease("1", None)),
    LEASES,
    [([], "an empty lease table: an unowned lease (testTakeUnownedLease), created")],
)
add(f"{REPO}{IT}:65", "Scan", {"TableName": IT_TABLE}, LEASES, [([], "an empty lease table (testListNoRecords)")])
add(
    f"{REPO}{IT}:85",
    "Scan",
    {"TableName": IT_TABLE},
    LEASES,
    [(TEN, "the 10 leases of testListWithRecords (list(3, null) sends no Limit: it stops reading after 3 leases)")],
)
add(
    f"{REPO}{REFRESHER}:727",
    "Scan",
    {"TableName": IT_TABLE, "ExclusiveStartKey": {"leaseKey": _s("4")}},
    LEASES,
    [(TEN, "the 10 leases of testListWithRecords; the next page's request, from a LastEvaluatedKey (lease 4)")],
)
add(f"{REPO}{IT}:102", "GetItem", _get(IT_TABLE, "1"), LEASES, [([L1], "lease 1 as the harness wrote it")])
add(f"{REPO}{IT}:111", "GetItem", _get(IT_TABLE, "bogusShardId"), LEASES, [([L1], "lease 1 only (no item)")])
add(
    f"{REPO}{IT}:154",
    "UpdateItem",
    _renew(IT_TABLE, "1", 0),
    LEASES,
    [([L1], "lease 1, counter 0 (renewed)")],
)
TAKEN_BY_BAR = lease("1", "bar", counter=1, switches=1)
add(
    f"{REPO}{IT}:173",
    "UpdateItem",
    _take(IT_TABLE, "1", 0, "leaseOwner", "bar"),
    LEASES,
    [([L1], "lease 1, counter 0 (taken by bar)")],
)
add(
    f"{REPO}{IT}:175",
    "UpdateItem",
    _renew(IT_TABLE, "1", 0),
    LEASES,
    [([TAKEN_BY_BAR], "lease 1 taken by bar, counter 1 (ConditionalCheckFailed: the test asserts the renewal fails)")],
)
add(
    f"{REPO}{IT}:201",
    "UpdateItem",
    _take(IT_TABLE, "1", 0, None, "newOwner"),
    LEASES,
    [([lease("1", None)], "the unowned lease 1, counter 0 (taken; no owner switch)")],
)
add(
    f"{REPO}{IT}:201",
    "UpdateItem",
    _take(IT_TABLE, "1", 0, "originalOwner", "newOwner"),
    LEASES,
    [([lease("1", "originalOwner")], "lease 1 owned by originalOwner, counter 0 (taken; owner switches + 1)")],
)
add(
    f"{REPO}{IT}:224",
    "UpdateItem",
    _take(IT_TABLE, "1", 0, "leaseOwner", "newOwner"),
    LEASES,
    [
        (
            [lease("1", "newOwner", counter=1, switches=1)],
            "lease 1 already taken by newOwner, counter 1 (ConditionalCheckFailed, testTakeUpdatedLease)",
        )
    ],
)
add(
    f"{REPO}{IT}:234",
    "UpdateItem",
    _evict(IT_TABLE, "1", None),
    LEASES,
    [
        (
            [lease("1", None)],
            "the unowned lease 1: the owners' Exists: false hold, the lease is evicted (testEvictUnownedLease expects"
            " false, but carries no @Test and is not run)",
        )
    ],
)
add(
    f"{REPO}{IT}:246",
    "UpdateItem",
    _evict(IT_TABLE, "1", "leaseOwner"),
    LEASES,
    [([L1], "lease 1 owned by leaseOwner (evicted: owner removed, counter + 1)")],
)
add(
    f"{REPO}{IT}:267",
    "UpdateItem",
    _evict(IT_TABLE, "1", "otherOwner"),
    LEASES,
    [([L1], "lease 1 owned by leaseOwner, the request expects otherOwner (ConditionalCheckFailed)")],
)
add(
    f"{REPO}{IT}:278",
    "DeleteItem",
    {"TableName": IT_TABLE, "Key": _key("1")},
    LEASES,
    [([L1], "lease 1 (deleted)"), ([], "no lease (testDeleteNonexistentLease: no error)")],
)
add(
    f"{REPO}{IT}:291",
    "UpdateItem",
    _update(IT_TABLE, "1", 0, "checkpoint", children=("updatedChildShardId",)),
    LEASES,
    [
        ([L1], "lease 1, counter 0 (updated: child shard set, pending checkpoint attributes deleted)"),
        ([lease("1", "leaseOwner", counter=1)], "lease 1 renewed meanwhile, counter 1 (ConditionalCheckFailed)"),
    ],
)
add(
    f"{REPO}{IT}:140",
    "UpdateItem",
    _meta(IT_TABLE, "1", _jmap(("startingHashKey", _put(_s("1"))), ("endingHashKey", _put(_s("2"))))),
    LEASES,
    [([L1], "lease 1 (hash key range 1..2 written)")],
)
add(
    f"{REPO}{IT}:124",
    "UpdateItem",
    _meta(IT_TABLE, "1", {}),
    LEASES,
    [
        ([], "lease 1 deleted just before; the lease has no hash key range, so no update (ConditionalCheckFailed)"),
        ([L1], "lease 1 still there (nothing to update)"),
    ],
)

# --- DynamoDBLeaseRefresherTest (SomeTable, DynamoDB Local) ---

D1 = dummy("lease1", "leaseOwner1")
add(
    f"{REPO}{UT}:264",
    "PutItem",
    _create(UT_TABLE, D1),
    LEASES,
    [([], "an empty table (created)")],
)
add(
    f"{REPO}{UT}:267",
    "UpdateItem",
    _assign(UT_TABLE, "lease1", "leaseOwner1", "leaseOwner2"),
    LEASES,
    [([D1], "lease1 owned by leaseOwner1 (assigned to leaseOwner2)")],
)
add(
    f"{REPO}{UT}:280",
    "UpdateItem",
    _assign(UT_TABLE, "lease1", None, "leaseOwner2"),
    LEASES,
    [
        ([dummy("lease1", None)], "the unassigned lease1 (assigned to leaseOwner2)"),
        ([], "lease1 deleted after it was read (ConditionalCheckFailed, line 301)"),
    ],
)
add(
    f"{REPO}{UT}:322",
    "UpdateItem",
    _assign(UT_TABLE, "lease1", "leaseOwner1", "leaseOwner2"),
    LEASES,
    [([], "lease1 deleted after it was read (ConditionalCheckFailed)")],
)
add(
    f"{REPO}{UT}:341",
    "UpdateItem",
    _renew(UT_TABLE, "lease1", 0),
    LEASES,
    [([D1], "lease1, counter 0 (renewed)")],
)
add(
    f"{REPO}{UT}:346",
    "UpdateItem",
    _update(UT_TABLE, "lease1", 2, "100"),
    LEASES,
    [([dummy("lease1", "leaseOwner1", counter=2)], "lease1 renewed twice, counter 2 (checkpoint 100 written)")],
)
add(
    f"{REPO}{UT}:362",
    "UpdateItem",
    _assign(UT_TABLE, "lease1", "leaseOwner1", "owner2"),
    LEASES,
    [
        (
            [dummy("lease1", "leaseOwner1", counter=5, checkpoint="105")],
            "lease1 renewed and checkpointed since it was read, counter 5 (assigned: only the owners are expected)",
        )
    ],
)
REASSIGNED = dummy("lease1", "owner2", counter=6, checkpoint="105", switches=1)
add(
    f"{REPO}{UT}:367",
    "UpdateItem",
    _update(UT_TABLE, "lease1", 5, "105"),
    LEASES,
    [([REASSIGNED], "lease1 assigned to owner2, counter 6 (ConditionalCheckFailed)")],
)
add(
    f"{REPO}{UT}:368",
    "UpdateItem",
    _renew(UT_TABLE, "lease1", 5),
    LEASES,
    [([REASSIGNED], "lease1 assigned to owner2, counter 6 (ConditionalCheckFailed)")],
)
TWO = [dummy("lease1", "leaseOwner1"), dummy("lease2", "leaseOwner2")]
for segment in (0, 1):
    add(
        f"{REPO}{UT}:380",
        "Scan",
        {"TableName": UT_TABLE, "TotalSegments": 2, "Segment": segment},
        LEASES,
        [(TWO, f"lease1 and lease2; segment {segment} of listLeasesParallely(pool, 2)")],
    )
CURRENT = dummy("lease1", "currentOwner")
HANDED = dummy("lease1", "nextOwner", checkpoint_owner="currentOwner")
add(
    f"{REPO}{UT}:555",
    "UpdateItem",
    _handoff(UT_TABLE, "lease1", "currentOwner", "nextOwner"),
    LEASES,
    [
        ([CURRENT], "lease1 owned by currentOwner (hand-off started: nextOwner, checkpoint owner currentOwner)"),
        (
            [dummy("lease1", "currentOwner", checkpoint_owner="currentOwner")],
            "lease1 with a checkpoint owner already (ConditionalCheckFailed, line 572)",
        ),
        ([], "no lease (ConditionalCheckFailed)"),
    ],
)
add(
    f"{REPO}{UT}:589",
    "UpdateItem",
    _renew(UT_TABLE, "lease1", 0),
    LEASES,
    [([HANDED], "lease1 handed off to nextOwner (ConditionalCheckFailed: a shutdown was requested)")],
)
add(
    f"{REPO}{UT}:634",
    "UpdateItem",
    _renew(UT_TABLE, "lease1", 0, shutdown_requested=True),
    LEASES,
    [([HANDED], "lease1 handed off, counter 0: the retry without the checkpointOwner expectation (renewed)")],
)
add(
    f"{REPO}{UT}:639",
    "UpdateItem",
    _assign(UT_TABLE, "lease1", "nextOwner", "nextOwner", checkpoint_owner="currentOwner"),
    LEASES,
    [
        (
            [dummy("lease1", "nextOwner", counter=2, checkpoint_owner="currentOwner")],
            "lease1 handed off and renewed twice (assigned to nextOwner: checkpoint owner removed, counter + 1)",
        )
    ],
)
add(
    f"{REPO}{UT}:646",
    "UpdateItem",
    _renew(UT_TABLE, "lease1", 2, shutdown_requested=True),
    LEASES,
    [
        (
            [dummy("lease1", "nextOwner", counter=3)],
            "lease1 assigned to nextOwner, counter 3 (ConditionalCheckFailed)",
        )
    ],
)
add(
    f"{REPO}{UT}:678",
    "UpdateItem",
    _assign(UT_TABLE, "lease1", "nextOwner", "nextOwner", checkpoint_owner="someone else now"),
    LEASES,
    [
        (
            [dummy("lease1", "nextOwner", checkpoint_owner="currentOwner")],
            "lease1 whose checkpoint owner is currentOwner (ConditionalCheckFailed)",
        )
    ],
)
PENDING = dummy("1", "ownerA", checkpoint_owner="checkpointOwner")
add(
    f"{REPO}{UT}:876",
    "PutItem",
    _create(UT_TABLE, PENDING),
    LEASES,
    [([], "an empty table: a lease with a checkpoint owner (created)")],
)
add(
    f"{REPO}{UT}:822",
    "UpdateItem",
    _take(UT_TABLE, "1", 0, "ownerA", "newOwner", checkpoint_owner="checkpointOwner"),
    LEASES,
    [([PENDING], "lease 1 with a checkpoint owner (taken; checkpoint owner removed)")],
)
add(
    f"{REPO}{UT}:835",
    "UpdateItem",
    _evict(UT_TABLE, "1", "ownerA", checkpoint_owner="checkpointOwner"),
    LEASES,
    [([PENDING], "lease 1 with a checkpoint owner (evicted: only the checkpoint owner removed)")],
)
add(
    f"{REPO}{UT}:851",
    "UpdateItem",
    _evict(UT_TABLE, "1", "ownerA"),
    LEASES,
    [
        ([dummy("1", "ownerA")], "lease 1 owned by ownerA (evicted)"),
        ([], "no lease (ConditionalCheckFailed, line 865)"),
    ],
)
add(
    f"{REPO}{UT}:870",
    "UpdateItem",
    _evict(UT_TABLE, "1", None),
    LEASES,
    [([], "no lease: the owner's Exists: false holds, leaseKey's Exists: true does not (ConditionalCheckFailed)")],
)
add(
    f"{REPO}{UT}:970",
    "PutItem",
    {"TableName": UT_TABLE, "Item": {"leaseKey": _s("badLeaseKey")}},
    LEASES,
    [([dummy("lease1", "leaseOwner1")], "lease1 (the test's own PutItem of an item no lease can be read from)")],
    what="the PutItem the test sends itself",
)

# --- the library's requests no test pins: multi-stream leases, the renewer's throughput ---

STREAM = "123456789012:stream1:1700000000"
MS_KEY = f"{STREAM}:shardId-000000000000"
MS_EXTRA = (("streamName", _s(STREAM)), ("shardId", _s("shardId-000000000000")))
MS_LEASE = lease(MS_KEY, "worker-1", checkpoint="TRIM_HORIZON", parents=(), extra=MS_EXTRA)
add(
    f"{REPO}{MAIN}leases/dynamodb/DynamoDBMultiStreamLeaseSerializer.java:41",
    "PutItem",
    _create(IT_TABLE, MS_LEASE),
    LEASES,
    [([], "an empty table: a multi-stream lease (streamName, shardId; created)")],
    what="the request DynamoDBLeaseRefresher.createLeaseIfNotExists builds with the multi-stream serializer",
)
add(
    f"{REPO}{REFRESHER}:687",
    "Scan",
    {
        "TableName": IT_TABLE,
        "FilterExpression": "streamName = :streamName",
        "ExpressionAttributeValues": {":streamName": _s(STREAM)},
    },
    LEASES,
    [
        (
            [MS_LEASE, lease("123456789012:stream2:1700000001:shardId-000000000000", "worker-1", parents=())],
            "leases of two streams (listLeasesForStream, made-up stream identifiers)",
        )
    ],
)
add(
    f"{REPO}{MAIN}leases/dynamodb/DynamoDBMultiStreamLeaseSerializer.java:61",
    "UpdateItem",
    _update(
        IT_TABLE,
        MS_KEY,
        0,
        "49590338271490256608559692538361571095921575989136588898",
        extra=tuple((name, _put(value)) for name, value in MS_EXTRA),
    ),
    LEASES,
    [([MS_LEASE], "the multi-stream lease, counter 0 (checkpointed)")],
    what="the request DynamoDBLeaseRefresher.updateLease builds with the multi-stream serializer",
)
add(
    f"{REPO}{REFRESHER}:840",
    "UpdateItem",
    _renew(IT_TABLE, "1", 0, throughput="12.345"),
    LEASES,
    [([L1], "lease 1, counter 0: the renewer set its throughput (made up, 12.345 KB/s; renewed)")],
)
add(
    f"{REPO}{MAIN}checkpoint/dynamodb/DynamoDBCheckpointer.java:167",
    "UpdateItem",
    _update(IT_TABLE, "1", 0, "checkpoint", pending=("150", "AQID")),
    LEASES,
    [([L1], "lease 1, counter 0: a prepared checkpoint with its state (made-up sequence number and bytes)")],
    what="the request DynamoDBLeaseRefresher.updateLease builds for prepareCheckpoint (a pending checkpoint and state)",
)

# --- coordinator state in the lease table (CoordinatorStateDAOTest, TestLeaseTable) ---

T0, T1, T2 = 1767225600000, 1767225600100, 1767225600200
WORKER = "CoordinatorStateDAOTestWorker"
DUMMY = "DUMMY_WORKER"


def _hist(version: str, by: str, ts: int) -> dict:
    return {"M": _jmap(("cv", _s(version)), ("mb", _s(by)), ("mts", _n(ts)))}


def migration(key_name: str, version: str, by: str, ts: int, history: list) -> dict:
    pairs = [
        (key_name, _s("Migration3.0")),
        ("entityType", _s("CLIENT_VERSION_MIGRATION")),
        ("cv", _s(version)),
        ("mb", _s(by)),
        ("mts", _n(ts)),
    ]
    if history:
        pairs.append(("h", {"L": history}))
    return _jmap(*pairs)


def stream_info(key_name: str, key: str, stream_id: str) -> dict:
    return _jmap((key_name, _s(key)), ("entityType", _s("STREAM")), ("streamId", _s(stream_id)))


def _cs_create(table_name: str, key_name: str, item: dict) -> dict:
    return {"TableName": table_name, "Item": item, "Expected": {key_name: NOT_EXISTS}}


def _cs_update(table_name: str, key_name: str, version, by, ts, history, expected_version=None) -> dict:
    expected = [(key_name, _value(_s("Migration3.0")))]
    if expected_version:
        expected.append(("cv", _value(_s(expected_version))))
    updates = [("cv", _put(_s(version))), ("mb", _put(_s(by))), ("mts", _put(_n(ts)))]
    if history:
        updates.append(("h", _put({"L": history})))
    return {
        "TableName": table_name,
        "Key": _key("Migration3.0", key_name),
        "AttributeUpdates": _jmap(*updates),
        "Expected": _jmap(*expected),
    }


STORED = migration("leaseKey", "CLIENT_VERSION_UPGRADE_FROM_2X", DUMMY, T1, [_hist("CLIENT_VERSION_INIT", DUMMY, T0)])
STREAMS = [stream_info("leaseKey", f"key{i}", f"key{i}Id") for i in range(1, 5)]
add(
    f"{REPO}{CSDAO_TEST}:90",
    "PutItem",
    _cs_create(CS_TABLE, "leaseKey", stream_info("leaseKey", "stream1", "streamId1")),
    LEASES,
    [([], "an empty lease table (a StreamInfo created)")],
    what=BUILT_CS,
)
MIGRATION_NEW = migration(
    "leaseKey", "CLIENT_VERSION_UPGRADE_FROM_2X", WORKER, T1, [_hist("CLIENT_VERSION_INIT", WORKER, T0)]
)
add(
    f"{REPO}{CSDAO_TEST}:94",
    "PutItem",
    _cs_create(CS_TABLE, "leaseKey", MIGRATION_NEW),
    LEASES,
    [
        ([], "an empty lease table (the migration state created)"),
        ([STORED], "the migration state already there (ConditionalCheckFailed)"),
    ],
    what=BUILT_CS,
)
GENERIC = _jmap(("leaseKey", _s("key1")), ("abc", _s("abc")), ("xyz", _s("xyz")))
add(
    f"{REPO}{CSDAO_TEST}:233",
    "PutItem",
    _cs_create(CS_TABLE, "leaseKey", GENERIC),
    LEASES,
    [
        ([], "an empty lease table (a state without entityType created)"),
        ([STREAMS[0]], "the StreamInfo key1 (ConditionalCheckFailed, line 259)"),
    ],
    what=BUILT_CS,
)
add(
    f"{REPO}{CSDAO_TEST}:237",
    "GetItem",
    {"TableName": CS_TABLE, "Key": _key("key1"), "ConsistentRead": True},
    LEASES,
    [([GENERIC], "the state key1")],
    what=BUILT_CS,
)
add(
    f"{REPO}{CSDAO_TEST}:170",
    "Scan",
    {"TableName": CS_TABLE, "ConsistentRead": True},
    LEASES,
    [(STREAMS + [STORED], "four StreamInfo states and the migration state")],
    what=BUILT_CS,
)
add(
    f"{REPO}{CSDAO_TEST}:204",
    "Scan",
    {
        "TableName": CS_TABLE,
        "FilterExpression": "entityType = :entityType",
        "ExpressionAttributeValues": {":entityType": _s("STREAM")},
    },
    LEASES,
    [
        (
            STREAMS + [stream_info("leaseKey", "key5", "key5Id"), STORED, dummy("lease1", "w")],
            "five StreamInfo states, the migration state and a lease",
        )
    ],
    what=BUILT_CS,
)
ROLLBACK_HISTORY = [_hist("CLIENT_VERSION_UPGRADE_FROM_2X", DUMMY, T1), _hist("CLIENT_VERSION_INIT", DUMMY, T0)]
add(
    f"{REPO}{CSDAO_TEST}:279",
    "UpdateItem",
    _cs_update(
        CS_TABLE,
        "leaseKey",
        "CLIENT_VERSION_3X_WITH_ROLLBACK",
        DUMMY,
        T2,
        ROLLBACK_HISTORY,
        "CLIENT_VERSION_UPGRADE_FROM_2X",
    ),
    LEASES,
    [([STORED], "the migration state at CLIENT_VERSION_UPGRADE_FROM_2X (updated)")],
    what=BUILT_CS,
)
HISTORY_2X = [_hist("CLIENT_VERSION_UPGRADE_FROM_2X", DUMMY, T1), _hist("CLIENT_VERSION_INIT", DUMMY, T0)]
add(
    f"{REPO}{CSDAO_TEST}:297",
    "UpdateItem",
    _cs_update(CS_TABLE, "leaseKey", "CLIENT_VERSION_2X", WORKER, T2, HISTORY_2X, "CLIENT_VERSION_2X"),
    LEASES,
    [
        (
            [STORED],
            "the migration state at CLIENT_VERSION_UPGRADE_FROM_2X, the request expects 2X (ConditionalCheckFailed)",
        )
    ],
    what=BUILT_CS,
)
add(
    f"{REPO}{CSDAO_TEST}:305",
    "UpdateItem",
    _cs_update(CS_TABLE, "leaseKey", "CLIENT_VERSION_2X", WORKER, T2, HISTORY_2X, "CLIENT_VERSION_UPGRADE_FROM_2X"),
    LEASES,
    [([STORED], "the migration state at CLIENT_VERSION_UPGRADE_FROM_2X (updated to 2X, two history entries)")],
    what=BUILT_CS,
)
add(
    f"{REPO}{CSDAO_TEST}:353",
    "UpdateItem",
    _cs_update(CS_TABLE, "leaseKey", "CLIENT_VERSION_2X", WORKER, T1, [_hist("CLIENT_VERSION_INIT", WORKER, T0)]),
    LEASES,
    [([], "no migration state: only the key's Value expected (ConditionalCheckFailed)")],
    what=BUILT_CS,
)
add(
    f"{REPO}{CSDAO_TEST}:411",
    "DeleteItem",
    {"TableName": CS_TABLE, "Key": _key("key2")},
    LEASES,
    [(STREAMS[:3], "the states key1..key3 (key2 deleted)"), ([], "no state (line 390: no error)")],
    what=BUILT_CS,
)

# --- the legacy coordinator state table (key "key"), before the table migration ---

LEGACY_STORED = migration("key", "CLIENT_VERSION_UPGRADE_FROM_2X", DUMMY, T1, [_hist("CLIENT_VERSION_INIT", DUMMY, T0)])
add(
    f"{REPO}{CSDAO}:269",
    "PutItem",
    _cs_create(LEGACY_CS_TABLE, "key", migration("key", "CLIENT_VERSION_INIT", WORKER, T0, [])),
    LEGACY_STATE,
    [([], "an empty legacy table (created)"), ([LEGACY_STORED], "the state already there (ConditionalCheckFailed)")],
    what=BUILT_CS + " on the legacy table (the test's application name)",
)
add(
    f"{REPO}{CSDAO}:390",
    "UpdateItem",
    _cs_update(
        LEGACY_CS_TABLE,
        "key",
        "CLIENT_VERSION_3X_WITH_ROLLBACK",
        DUMMY,
        T2,
        ROLLBACK_HISTORY,
        "CLIENT_VERSION_UPGRADE_FROM_2X",
    ),
    LEGACY_STATE,
    [
        ([LEGACY_STORED], "the state at CLIENT_VERSION_UPGRADE_FROM_2X (updated)"),
        (
            [migration("key", "CLIENT_VERSION_2X", WORKER, T1, [])],
            "the state rolled back to 2X meanwhile (ConditionalCheckFailed)",
        ),
    ],
    what=BUILT_CS + " on the legacy table",
)
add(
    f"{REPO}{CSDAO}:217",
    "Scan",
    {
        "TableName": LEGACY_CS_TABLE,
        "FilterExpression": "entityType = :entityType",
        "ExpressionAttributeValues": {":entityType": _s("CLIENT_VERSION_MIGRATION")},
    },
    LEGACY_STATE,
    [([LEGACY_STORED, stream_info("key", "key1", "key1Id")], "the migration state and a StreamInfo")],
    what=BUILT_CS + " on the legacy table",
)

# --- worker metrics (Enhanced Client), in the lease table ---

WM_TABLE = "MyApplication"
LUT, LUT2 = 1767225600, 1767225660


def worker_metrics(key_name: str, worker: str, lut: int) -> dict:
    return {
        key_name: _s(worker),
        "entityType": _s("WORKER_METRIC_STATS"),
        "lut": _n(lut),
        "sts": {"M": {"CPU": {"L": [_n("42.5"), _n("40.0")]}}},
        "opr": {"M": {"CPU": {"L": [_n(100)]}}},
    }


W1 = worker_metrics("leaseKey", "worker-1", LUT)
add(
    f"{REPO}{WMDAO}:179",
    "DeleteItem",
    {
        "TableName": WM_TABLE,
        "Key": _key("worker-1"),
        "ReturnValues": "ALL_OLD",
        "ConditionExpression": "#key = :value AND attribute_exists (leaseKey)",
        "ExpressionAttributeNames": {"#key": "lut"},
        "ExpressionAttributeValues": {":value": _n(LUT)},
    },
    LEASES,
    [
        ([W1], "worker-1's metrics, last updated at the time expected (deleted)"),
        ([worker_metrics("leaseKey", "worker-1", LUT2)], "worker-1's metrics updated since (ConditionalCheckFailed)"),
        ([], "no metrics for worker-1 (ConditionalCheckFailed)"),
    ],
    what="the DeleteItem the Enhanced Client sends for WorkerMetricStatsDAODelegate.deleteMetrics in the lease table"
    " (made-up worker and times)",
)
add(
    f"{REPO}{WMDAO_LT}:109",
    "Scan",
    {
        "TableName": WM_TABLE,
        "FilterExpression": "#et = :etVal",
        "ExpressionAttributeNames": {"#et": "entityType"},
        "ExpressionAttributeValues": {":etVal": _s("WORKER_METRIC_STATS")},
    },
    LEASES,
    [
        (
            [W1, worker_metrics("leaseKey", "worker-2", LUT2), dummy("shardId-0", "worker-1")],
            "two workers' metrics and a lease",
        )
    ],
    what="the Scan the Enhanced Client sends for getAllWorkerMetricStats",
)
add(
    f"{REPO}{WMDAO}:179",
    "DeleteItem",
    {
        "TableName": "MyApplication-WorkerMetricStats",
        "Key": _key("worker-1", "wid"),
        "ReturnValues": "ALL_OLD",
        "ConditionExpression": "#key = :value AND attribute_exists (wid)",
        "ExpressionAttributeNames": {"#key": "lut"},
        "ExpressionAttributeValues": {":value": _n(LUT)},
    },
    table(("wid", "S")),
    [([worker_metrics("wid", "worker-1", LUT)], "worker-1's metrics in the legacy table (deleted)")],
    what="the DeleteItem the Enhanced Client sends for deleteMetrics in the legacy WorkerMetricStats table",
)


def _wm_update() -> dict:
    names = ["entityType", "lut", "sts", "opr"]
    values = {
        "entityType": _s("WORKER_METRIC_STATS"),
        "lut": _n(LUT2),
        "sts": {"M": {"CPU": {"L": [_n("42.5"), _n("40.0"), _n("38.5")]}}},
        "opr": {"M": {"CPU": {"L": [_n(100)]}}},
    }
    ordered = list(_jmap(*((n, values[n]) for n in names)))
    return {
        "TableName": WM_TABLE,
        "Key": _key("worker-1"),
        "ReturnValues": "ALL_NEW",
        "UpdateExpression": "SET " + ", ".join(f"#AMZN_MAPPED_{n} = :AMZN_MAPPED_{n}" for n in ordered),
        "ExpressionAttributeNames": {f"#AMZN_MAPPED_{n}": n for n in ordered},
        "ExpressionAttributeValues": {f":AMZN_MAPPED_{n}": values[n] for n in ordered},
    }


add(
    f"{REPO}{WMDAO}:149",
    "UpdateItem",
    _wm_update(),
    LEASES,
    [([W1], "worker-1's earlier metrics (updated)"), ([], "no metrics yet (the item is created)")],
    what="the UpdateItem the Enhanced Client sends for updateMetrics (ignoreNulls: SET of the attributes set, in"
    " HashMap order; made-up metrics)",
)

# --- KCL 1.x, LeaseManager (nagl_ShardProgress), where it sends something different ---


def v1_lease(key: str, owner: str | None, counter: int = 0, switches: int = 0) -> dict:
    pairs = [("leaseKey", _s(key)), ("leaseCounter", _n(counter))]
    if owner is not None:
        pairs.append(("leaseOwner", _s(owner)))
    pairs += [
        ("ownerSwitchesSinceCheckpoint", _n(switches)),
        ("checkpoint", _s("checkpoint")),
        ("checkpointSubSequenceNumber", _n(0)),
        ("parentShardId", _ss("parentShardId")),
    ]
    return _jmap(*pairs)


V1_L1 = v1_lease("1", "leaseOwner")
V1_TEN = [v1_lease(str(i), "leaseOwner") for i in range(10)]
add(
    f"{REPO_V1}{V1_MANAGER}:304",
    "PutItem",
    {"TableName": IT_TABLE, "Item": V1_L1, "Expected": {"leaseKey": NOT_EXISTS}},
    LEASES,
    [([], "an empty lease table (created; no entityType in 1.x)")],
    what=BUILT_V1,
)
add(
    f"{REPO_V1}{V1_TEST}:54",
    "Scan",
    {"TableName": IT_TABLE, "Limit": 3},
    LEASES,
    [(V1_TEN, "the 10 leases of testListWithRecords: list(3) sends Limit 3, the first page")],
    what=BUILT_V1,
)
for start in ("4", "7", "6"):
    add(
        f"{REPO_V1}{V1_MANAGER}:268",
        "Scan",
        {"TableName": IT_TABLE, "Limit": 3, "ExclusiveStartKey": {"leaseKey": _s(start)}},
        LEASES,
        [
            (
                V1_TEN,
                f"the 10 leases; the next page, from the LastEvaluatedKey DynamoDB Local gave the page before ({start})",
            )
        ],
        what=BUILT_V1,
    )


def _v1_renew(counter: int) -> dict:
    return {
        "TableName": IT_TABLE,
        "Key": _key("1"),
        "AttributeUpdates": {"leaseCounter": _put(_n(counter + 1))},
        "Expected": {"leaseCounter": _value(_n(counter))},
    }


add(
    f"{REPO_V1}{V1_TEST}:93",
    "UpdateItem",
    _v1_renew(0),
    LEASES,
    [
        ([V1_L1], "lease 1, counter 0 (renewed)"),
        ([v1_lease("1", "bar", counter=1)], "lease 1 taken by bar (ConditionalCheckFailed, line 114)"),
    ],
    what=BUILT_V1,
)


def _v1_take(old_owner: str | None, owner: str) -> dict:
    updates = [("leaseCounter", _put(_n(1))), ("leaseOwner", _put(_s(owner)))]
    if old_owner is not None and old_owner != owner:
        updates.append(("ownerSwitchesSinceCheckpoint", _add(_n(1))))
    return {
        "TableName": IT_TABLE,
        "Key": _key("1"),
        "AttributeUpdates": _jmap(*updates),
        "Expected": {"leaseCounter": _value(_n(0))},
    }


add(
    f"{REPO_V1}{V1_TEST}:139",
    "UpdateItem",
    _v1_take(None, "newOwner"),
    LEASES,
    [([v1_lease("1", None)], "the unowned lease 1 (taken)")],
    what=BUILT_V1,
)
add(
    f"{REPO_V1}{V1_TEST}:139",
    "UpdateItem",
    _v1_take("originalOwner", "newOwner"),
    LEASES,
    [
        ([v1_lease("1", "originalOwner")], "lease 1 owned by originalOwner (taken; owner switches + 1)"),
        ([v1_lease("1", "newOwner", counter=1, switches=1)], "lease 1 taken meanwhile (ConditionalCheckFailed)"),
    ],
    what=BUILT_V1,
)


def _v1_evict(owner: str | None) -> dict:
    return {
        "TableName": IT_TABLE,
        "Key": _key("1"),
        "AttributeUpdates": _jmap(("leaseCounter", _put(_n(1))), ("leaseOwner", _delete())),
        "Expected": {"leaseOwner": NOT_EXISTS if owner is None else _value(_s(owner))},
    }


add(
    f"{REPO_V1}{V1_TEST}:184",
    "UpdateItem",
    _v1_evict("leaseOwner"),
    LEASES,
    [([V1_L1], "lease 1 owned by leaseOwner (evicted)")],
    what=BUILT_V1,
)
add(
    f"{REPO_V1}{V1_TEST}:205",
    "UpdateItem",
    _v1_evict("otherOwner"),
    LEASES,
    [([V1_L1], "lease 1 owned by leaseOwner, the request expects otherOwner (ConditionalCheckFailed)")],
    what=BUILT_V1,
)
add(
    f"{REPO_V1}{V1_TEST}:172",
    "UpdateItem",
    _v1_evict(None),
    LEASES,
    [
        (
            [v1_lease("1", None)],
            "the unowned lease 1: Exists: false holds, the lease is evicted (the test carries no @Test)",
        ),
        (
            [],
            "no lease: Exists: false holds too, and the update makes an item of the key (1.x does not expect the key)",
        ),
    ],
    what=BUILT_V1,
)
add(
    f"{REPO_V1}{V1_MANAGER}:547",
    "UpdateItem",
    {
        "TableName": IT_TABLE,
        "Key": _key("1"),
        "AttributeUpdates": _jmap(
            ("leaseCounter", _put(_n(1))),
            ("checkpoint", _put(_s("49590338271490256608559692538361571095921575989136588898"))),
            ("checkpointSubSequenceNumber", _put(_n(0))),
            ("ownerSwitchesSinceCheckpoint", _put(_n(0))),
            ("pendingCheckpoint", _delete()),
            ("pendingCheckpointSubSequenceNumber", _delete()),
        ),
        "Expected": {"leaseCounter": _value(_n(0))},
    },
    LEASES,
    [
        ([V1_L1], "lease 1, counter 0 (checkpointed; made-up sequence number)"),
        ([v1_lease("1", "leaseOwner", counter=2)], "lease 1 renewed meanwhile (ConditionalCheckFailed)"),
    ],
    what=BUILT_V1 + " for a checkpoint (updateLease)",
)

CASES = OUT
