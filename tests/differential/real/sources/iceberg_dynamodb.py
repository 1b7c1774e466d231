"""Apache Iceberg's DynamoDB catalog and lock manager (apache/iceberg, module
``aws``): the requests they send for the calls their integration tests make.

Source: apache/iceberg, commit 7f879b1 (2026-08-21; the DynamoDB files last
changed at 4a1513f). ``aws/src/main/java/org/apache/iceberg/aws/dynamodb/``:
``DynamoDbCatalog.java`` (a catalog table keyed ``identifier``/``namespace``:
a namespace is the item ``identifier = NAMESPACE``, a table the item keyed by
its full name; properties stored as attributes ``p.<key>``, whose names hold a
dot; ``created_at``, ``updated_at`` and a version ``v`` (a random UUID) on
each entry. ``createNamespace`` as a PutItem under ``attribute_not_exists(v)``,
``listNamespaces`` as a consistent Query ``identifier = :identifier AND
begins_with(namespace,:ns)``, ``loadNamespaceMetadata`` and
``defaultWarehouseLocation`` as a consistent GetItem, ``setProperties`` as an
UpdateItem ``SET #k0 = :v0, ..., updated_at = :uat, v = :uv`` under ``v =
:v``, ``removeProperties`` as an UpdateItem ``REMOVE <names>, #k0, ... SET
updated_at = :uat, v = :uv``, ``dropNamespace`` as a DeleteItem under
``attribute_exists(namespace)``, ``dropTable`` as a DeleteItem under ``v =
:v``, ``renameTable`` as a TransactWriteItems of that Delete and a Put under
``attribute_not_exists(v)``), ``DynamoDbTableOperations.java`` (a commit: the
table's consistent GetItem, then a PutItem of a new table under
``attribute_not_exists(v)`` or an UpdateItem of its properties under ``v =
:v``) and ``DynamoDbLockManager.java`` (a lock table keyed ``entityId``: the
acquisition's GetItem and PutItem under ``attribute_not_exists(entityId)`` or
``attribute_not_exists(entityId) OR (entityId = :eid AND version = :vid)``, the
heartbeat's PutItem and the release's DeleteItem under ``entityId = :eid AND
ownerId = :oid``). The calls are those of
``aws/src/integration/java/org/apache/iceberg/aws/dynamodb/{TestDynamoDbCatalog,TestDynamoDbLockManager}.java``
(run against AWS's DynamoDB); each request is the one the catalog, the table
operations or the lock manager build for the call cited, as the AWS SDK for
Java v2 sends it. Only the requests were taken, as data: no test was run.

Adapted only as far as needed to run: the random parts fixed (the catalog and
lock table names and the namespace and table names ``genRandomName()`` makes,
UUIDs without dashes; the versions ``UUID.randomUUID()`` writes; the test
bucket, the warehouse path and the metadata files' UUIDs);
``System.currentTimeMillis()`` fixed at the commit's time (1787331637000; later
writes 10 to 70 ms on); the catalog table keyed as
``ensureCatalogTableExistsOrCreate`` keys it (without its
``namespace-identifier`` index), the lock table keyed ``entityId``. Maps the
code builds as ``HashMap`` (items, properties, names) written in the order
Java's ``HashMap`` iterates them (worked out from ``String.hashCode``), so that
each ``SET`` list is in the order the code writes it. ``before`` is what the
test's earlier calls leave, or made up so that each conditional write is also
sent where its condition fails (another writer's version, a lock another
owner holds), as ``note`` says. Made up from the code (no test makes these
calls): ``removeProperties`` of the property ``comment`` (the code writes each
removed property's own name, unescaped, before its placeholder: a reserved
word is refused) and ``setProperties`` with no properties (an empty
``ExpressionAttributeNames``, which the SDK sends as an empty map). Left out:
``listTables`` (a Query on the ``namespace-identifier`` index: the simulator
models no index), table operations, repeats of a request already taken.
"""

from __future__ import annotations

from ._build import N, S, case, java_hash, table

SOURCE = "iceberg-dynamodb"
REPO = "apache/iceberg@7f879b1 "
D = "aws/src/main/java/org/apache/iceberg/aws/dynamodb/"
CAT = D + "DynamoDbCatalog.java:"
OPS = D + "DynamoDbTableOperations.java:"
LCK = D + "DynamoDbLockManager.java:"
T = "aws/src/integration/java/org/apache/iceberg/aws/dynamodb/"
TC = T + "TestDynamoDbCatalog.java:"
TL = T + "TestDynamoDbLockManager.java:"

CASES: list[dict] = []


def hashmap_order(keys: list[str]) -> list[str]:
    """The order java.util.HashMap iterates string keys put in this order."""
    cap = 16
    while len(keys) > cap * 0.75:
        cap *= 2

    def bucket(k: str) -> int:
        h = java_hash(k)
        return (h ^ (h >> 16)) & (cap - 1)

    return sorted(keys, key=lambda k: (bucket(k), keys.index(k)))


def hashmap(pairs: list[tuple[str, dict]]) -> dict:
    d = dict(pairs)
    return {k: d[k] for k in hashmap_order([k for k, _ in pairs])}


def add(test: str, code: str, op: str, request: dict, tbl: dict, befores: list, note: str) -> None:
    for before, what in befores:
        CASES.append(
            case(
                f"{REPO}{test} (request: {code})", op, request, tbl, before, f"{note}; before: {what}" if what else note
            )
        )


# ------------------------------------------------------------------ the catalog
CAT_T = "4f1c9b0e2d7a4c6b8e5f3a2d1c0b9e8f"  # catalogTableName = genRandomName()
T_CAT = table(("identifier", "S"), ("namespace", "S"))
BUCKET = "iceberg-aws-integ-test-bucket"
WAREHOUSE = f"s3://{BUCKET}/0b7e4c2a9d1f4e3b8a6c5d4e3f2a1b0c"
MS = 1787331637000


def vid(n: int) -> str:
    return f"{n:08x}-5c3e-4b1a-9d2f-7e6a8b4c2d1e"


def ns_key(ns: str) -> dict:
    return hashmap([("identifier", S("NAMESPACE")), ("namespace", S(ns))])


def tbl_key(ns: str, name: str) -> dict:
    return hashmap([("identifier", S(f"{ns}.{name}")), ("namespace", S(ns))])


def entry(key: dict, props: dict[str, str], ms: int, version: int, created: int | None = None) -> dict:
    """A new catalog entry: the key, setNewCatalogEntryMetadata, then the properties (the Put's HashMap)."""
    pairs = list(key.items())
    pairs += [("created_at", N(created or ms)), ("updated_at", N(ms)), ("v", S(vid(version)))]
    pairs += [("p." + k, S(v)) for k, v in props.items()]
    return hashmap(pairs)


def ns_entry(ns: str, props: dict[str, str] | None = None, ms: int = MS, version: int = 1) -> dict:
    pairs = list(ns_key(ns).items()) + [("p." + k, S(v)) for k, v in (props or {}).items()]
    pairs += [("created_at", N(ms)), ("updated_at", N(ms)), ("v", S(vid(version)))]
    return hashmap(pairs)


def put_new(item: dict) -> dict:
    return {"TableName": CAT_T, "ConditionExpression": "attribute_not_exists(v)", "Item": item}


def get(key: dict, tbl: str = CAT_T) -> dict:
    return {"TableName": tbl, "ConsistentRead": True, "Key": key}


def set_props(key: dict, props: dict[str, str], ms: int, new_version: int, old_version: int) -> dict:
    """setProperties / persistTable: SET #k<i> = :v<i>, ..., updated_at = :uat, v = :uv under v = :v."""
    ordered = hashmap_order(list(props))
    parts = [f"#k{i} = :v{i}" for i in range(len(ordered))] + ["updated_at = :uat", "v = :uv"]
    names = hashmap([(f"#k{i}", "p." + k) for i, k in enumerate(ordered)])
    values = {f":v{i}": S(props[k]) for i, k in enumerate(ordered)}
    values.update({":uat": N(ms), ":uv": S(vid(new_version)), ":v": S(vid(old_version))})
    return {"TableName": CAT_T, "Key": key, "ConditionExpression": "v = :v", "UpdateExpression": "SET " + ", ".join(parts),
            "ExpressionAttributeValues": values, "ExpressionAttributeNames": names}  # fmt: skip


def remove_props(key: dict, props: list[str], ms: int, new_version: int, old_version: int) -> dict:
    parts = list(props) + [f"#k{i}" for i in range(len(props))]
    names = hashmap([(f"#k{i}", "p." + k) for i, k in enumerate(props)])
    values = {":uat": N(ms), ":uv": S(vid(new_version)), ":v": S(vid(old_version))}
    return {"TableName": CAT_T, "Key": key, "ConditionExpression": "v = :v",
            "UpdateExpression": "REMOVE " + ", ".join(parts) + " SET updated_at = :uat, v = :uv",
            "ExpressionAttributeValues": values, "ExpressionAttributeNames": names}  # fmt: skip


C_NOTE = "the request DynamoDbCatalog builds for the test's call"
NS1 = "9a3f6c1e0b2d4e7f8a5c3b1d2e4f6a7b"
add(TC + "105", CAT + "211", "PutItem", put_new(ns_entry(NS1)), T_CAT, [
    ([], "no namespace (the put succeeds)"),
    ([ns_entry(NS1)], "the namespace line 105 created (line 118's repeat: ConditionalCheckFailed, "
     "AlreadyExistsException)"),
], C_NOTE + ": createNamespace without properties")  # fmt: skip
PARENT = "1e5b7d3c9f0a4b2c8d6e4f2a0b1c3d5e"
CHILDREN = [f"{PARENT}.{c}" for c in ("3c8e1a5f7b9d4c2e", "6f2a9c4e1b7d5a3c", "8b4d2f6a0c9e7b1d")]
add(TC + "141", CAT + "211", "PutItem", put_new(ns_entry(CHILDREN[0], ms=MS + 1)), T_CAT, [
    ([ns_entry(PARENT)], "the parent namespace"),
], C_NOTE + ": createNamespace of a child namespace (its name joined with a dot)")  # fmt: skip
LIST_NS = {"TableName": CAT_T, "ConsistentRead": True,
           "KeyConditionExpression": "identifier = :identifier AND begins_with(namespace,:ns)",
           "ExpressionAttributeValues": {":identifier": S("NAMESPACE"), ":ns": S(PARENT)}}  # fmt: skip
OTHER_NS = ns_entry("7d1c5e9a3b2f4d6c8e0a1b3c5d7e9f2a", version=9)
add(TC + "142", CAT + "238", "Query", LIST_NS, T_CAT, [
    ([ns_entry(PARENT)] + [ns_entry(c, ms=MS + i + 1, version=i + 2) for i, c in enumerate(CHILDREN)] + [OTHER_NS],
     "the parent, its three children and another namespace (4 found)"),
    ([OTHER_NS], "another namespace only (none found)"),
], C_NOTE + ": listNamespaces(parent)")  # fmt: skip
add(TC + "142 (the empty namespace, made up)", CAT + "238", "Query", {
    "TableName": CAT_T, "ConsistentRead": True, "KeyConditionExpression": "identifier = :identifier",
    "ExpressionAttributeValues": {":identifier": S("NAMESPACE")}}, T_CAT, [
    ([ns_entry(PARENT), OTHER_NS], "two namespaces"),
], C_NOTE + ": listNamespaces() of the root (no begins_with)")  # fmt: skip
NS2 = "2b6d8f0a4c1e4a3b9c7d5e3f1a2b4c6d"
PROPS1 = {"key1": "val1", "key2": "val2"}
NS2_V1 = ns_entry(NS2, PROPS1)
add(TC + "151", CAT + "211", "PutItem", put_new(ns_entry(NS2, PROPS1)), T_CAT, [([], "no namespace")],
    C_NOTE + ": createNamespace with properties key1, key2 (attributes p.key1, p.key2)")  # fmt: skip
add(TC + "152", CAT + "265", "GetItem", get(ns_key(NS2)), T_CAT, [
    ([NS2_V1], "the namespace created"),
    ([], "no namespace (NoSuchNamespaceException)"),
], C_NOTE + ": loadNamespaceMetadata")  # fmt: skip
PROPS2 = {"key1": "val1", "key2": "val2-1", "key3": "val3"}
SET2 = set_props(ns_key(NS2), PROPS2, MS + 10, 2, 1)
NS2_V2 = hashmap(list(NS2_V1.items()) + [("p.key3", S("val3"))])
NS2_V2.update({"p.key2": S("val2-1"), "updated_at": N(MS + 10), "v": S(vid(2))})
add(TC + "156", CAT + "694", "UpdateItem", SET2, T_CAT, [
    ([NS2_V1], "the namespace at version 1 (the update succeeds)"),
    ([{**NS2_V1, "v": S(vid(7))}], "the namespace updated meanwhile (made up: ConditionalCheckFailed, "
     "setProperties false)"),
    ([], "no namespace (made up: dropped after updateProperties' GetItem: ConditionalCheckFailed)"),
], C_NOTE + ": setProperties(key1, key2 changed, key3 new), after updateProperties' GetItem (line 682)")  # fmt: skip
add(TC + "160", CAT + "337 via " + CAT + "694", "UpdateItem", remove_props(ns_key(NS2), ["key3"], MS + 20, 3, 2),
    T_CAT, [
        ([NS2_V2], "the namespace at version 2 (p.key3 removed; key3, the property's own name, names no attribute)"),
        ([NS2_V1], "the namespace at version 1 (made up: ConditionalCheckFailed)"),
    ], C_NOTE + ": removeProperties(key3): REMOVE key3, #k0 (the code puts the property names in the list "
       "before their placeholders)")  # fmt: skip
add(CAT + "322 (made up from the code)", CAT + "337 via " + CAT + "694", "UpdateItem",
    remove_props(ns_key(NS2), ["comment"], MS + 20, 3, 2), T_CAT, [
        ([{**NS2_V2, "p.comment": S("a namespace")}], "the namespace with a comment property"),
    ], "made up from the code (no test removes it): removeProperties(comment), the property Spark's COMMENT "
       "writes; its name unescaped in the REMOVE list")  # fmt: skip
add(CAT + "301 (made up from the code)", CAT + "318 via " + CAT + "694", "UpdateItem",
    set_props(ns_key(NS2), {}, MS + 30, 4, 2), T_CAT, [
        ([NS2_V2], "the namespace at version 2"),
    ], "made up from the code (no test makes the call): setProperties with no properties: an empty "
       "ExpressionAttributeNames map, which the SDK sends")  # fmt: skip

# tables
NS3 = "5e9a1c3b7d2f4a6e8c0b2d4f6a8c0e1b"
TBL = "c4e6a8b0d2f44b6a9e1c3d5f7a9b1c2d"
META0 = f"{WAREHOUSE}/{NS3}.db/{TBL}/metadata/00000-0f3a5c7e-9b1d-4f2a-8c6e-4a2b0d8f6e1c.metadata.json"
META1 = f"{WAREHOUSE}/{NS3}.db/{TBL}/metadata/00001-6d8b0f2a-4c6e-4a1b-9d3f-1b7c5e9a3d2f.metadata.json"
NEW_PROPS = {"table_type": "ICEBERG", "metadata_location": META0}
TKEY = tbl_key(NS3, TBL)
NS3_ITEM = ns_entry(NS3, version=11)
TABLE_V1 = entry(TKEY, {k: NEW_PROPS[k] for k in hashmap_order(list(NEW_PROPS))}, MS + 40, 12)
add(TC + "169", CAT + "179", "GetItem", get(ns_key(NS3)), T_CAT, [
    ([NS3_ITEM], "the namespace (no default_location: the warehouse path is used)"),
], C_NOTE + ": createTable's defaultWarehouseLocation")  # fmt: skip
add(TC + "169", OPS + "114", "GetItem", get(TKEY), T_CAT, [
    ([NS3_ITEM], "no table yet"),
    ([NS3_ITEM, TABLE_V1], "the table (doRefresh at line 85 sends the same request)"),
], "the request DynamoDbTableOperations builds: doCommit's read of the table entry")  # fmt: skip
add(TC + "169", OPS + "242", "PutItem", put_new(TABLE_V1), T_CAT, [
    ([NS3_ITEM], "no table (the put succeeds)"),
    ([NS3_ITEM, TABLE_V1], "the table created concurrently (made up: ConditionalCheckFailed, CommitFailedException)"),
], "the request DynamoDbTableOperations builds: persistTable of a new table (p.table_type, p.metadata_location)")  # fmt: skip
UPD_PROPS = {"table_type": "ICEBERG", "metadata_location": META1, "previous_metadata_location": META0}
add(TC + "311", OPS + "224", "UpdateItem", set_props(TKEY, UPD_PROPS, MS + 50, 13, 12), T_CAT, [
    ([NS3_ITEM, TABLE_V1], "the table at version 12 (the commit succeeds)"),
    ([NS3_ITEM, {**TABLE_V1, "v": S(vid(14))}], "the table another commit of testConcurrentCommits (line 330) "
     "updated first (ConditionalCheckFailed, CommitFailedException)"),
], "the request DynamoDbTableOperations builds: persistTable of the schema change (metadata_location, "
   "previous_metadata_location)")  # fmt: skip
TABLE_V2 = hashmap(list(TABLE_V1.items()) + [("p.previous_metadata_location", S(META0))])
TABLE_V2.update({"p.metadata_location": S(META1), "updated_at": N(MS + 50), "v": S(vid(13))})
add(TC + "232", CAT + "403", "DeleteItem", {"TableName": CAT_T, "Key": TKEY, "ConditionExpression": "v = :v",
    "ExpressionAttributeValues": {":v": S(vid(13))}}, T_CAT, [
    ([NS3_ITEM, TABLE_V2], "the table at the version dropTable read (line 380)"),
    ([NS3_ITEM, {**TABLE_V2, "v": S(vid(15))}], "the table committed meanwhile (made up: ConditionalCheckFailed, "
     "dropTable false)"),
    ([NS3_ITEM], "the table dropped meanwhile (made up: ConditionalCheckFailed)"),
], C_NOTE + ": dropTable's DeleteItem under the version read")  # fmt: skip
NS4 = "8c2e4a6b0d1f4c3a9e5b7d9f1a3c5e7b"
TBL2 = "0d2f4b6c8e1a4d3b9f5c7e9a1b3d5f7c"
TKEY2 = tbl_key(NS4, TBL2)
TO_ITEM = entry(TKEY2, {}, MS + 60, 16)
for k in ("p.metadata_location", "p.table_type"):
    TO_ITEM[k] = TABLE_V1[k]
TO_ITEM = hashmap(list(TO_ITEM.items()))
add(TC + "267", CAT + "434", "GetItem", get(tbl_key(NS3, "a")), T_CAT, [
    ([NS3_ITEM, TABLE_V1], "no table a (NoSuchTableException)"),
], C_NOTE + ": renameTable's read of the source table")  # fmt: skip
add(TC + "286", CAT + "465", "TransactWriteItems", {"TransactItems": [
    {"Delete": {"TableName": CAT_T, "Key": TKEY, "ConditionExpression": "v = :v",
                "ExpressionAttributeValues": {":v": S(vid(12))}}},
    {"Put": {"TableName": CAT_T, "Item": TO_ITEM, "ConditionExpression": "attribute_not_exists(v)"}},
]}, T_CAT, [
    ([NS3_ITEM, TABLE_V1], "the source table at version 12, no target (the rename succeeds)"),
    ([NS3_ITEM, {**TABLE_V1, "v": S(vid(17))}], "the source committed meanwhile (made up: TransactionCanceled)"),
    ([NS3_ITEM, TABLE_V1, TO_ITEM], "the target created meanwhile (made up: TransactionCanceled)"),
], C_NOTE + ": renameTable (a Delete of the source under its version, a Put of the target with its properties)")  # fmt: skip
NS5 = "3f7b9d1e5a2c4f6b8d0e2a4c6e8a0b2d"
add(TC + "347", CAT + "289", "DeleteItem", {"TableName": CAT_T, "Key": ns_key(NS5),
    "ConditionExpression": "attribute_exists(namespace)"}, T_CAT, [
    ([ns_entry(NS5)], "the namespace (the delete succeeds)"),
    ([], "no namespace (made up: ConditionalCheckFailed, dropNamespace false)"),
], C_NOTE + ": dropNamespace, after listTables found none")  # fmt: skip
NS6 = "6a0c2e4f8b1d4e3c9a7f5b3d1e0c2a4f"
DEF_LOC = f"s3://{BUCKET}/namespace/{NS6}"
add(TC + "385", CAT + "211", "PutItem", put_new(ns_entry(NS6, {"default_location": DEF_LOC})), T_CAT, [
    ([], "no namespace"),
], C_NOTE + ": createNamespace with default_location")  # fmt: skip
add(TC + "387", CAT + "179", "GetItem", get(ns_key(NS6)), T_CAT, [
    ([ns_entry(NS6, {"default_location": DEF_LOC})], "the namespace with p.default_location"),
    ([], "no namespace (NoSuchNamespaceException)"),
], C_NOTE + ": defaultWarehouseLocation")  # fmt: skip
NS7 = "9d1f3b5c7e0a4b2d8f6c4e2a0d9b7f5e"
REG_KEY = tbl_key(NS7, CAT_T)
META_R = f"{WAREHOUSE}/{NS7}.db/{CAT_T}/metadata/00000-2c4e6a8b-0d1f-4a3c-9e5b-7d9f1a3c5e7b.metadata.json"
REG_ITEM = entry(REG_KEY, {"table_type": "ICEBERG", "metadata_location": META_R}, MS + 70, 18)
add(TC + "367", OPS + "242", "PutItem", put_new(REG_ITEM), T_CAT, [
    ([ns_entry(NS7)], "the table dropped at line 364 (the put succeeds)"),
    ([ns_entry(NS7), REG_ITEM], "the table still there (made up: ConditionalCheckFailed)"),
], "the request DynamoDbTableOperations builds for registerTable (a commit with no base): a table named "
   "like the catalog table")  # fmt: skip

# ------------------------------------------------------------------ the lock manager
LOCK_T = "a7c9e1b3d5f74a2c8e0b6d4f2a9c7e5b"
T_LOCK = table(("entityId", "S"))
ENTITY = "3a5c7e9b-1d2f-4e6a-8c0b-2d4f6a8c0e1b"
OWNER = "7e9a1c3b-5d2f-4a6e-8b0c-4d6f8a0c2e1b"
OTHER = "1c3e5a7b-9d0f-4b2a-8e6c-0a2c4e6a8b9d"
TIMEOUT = 15000  # LOCK_HEARTBEAT_TIMEOUT_MS_DEFAULT


def lock_item(owner: str, version: int, timeout: int = TIMEOUT) -> dict:
    """toNewItem: an ImmutableMap (its order as written)."""
    return {"entityId": S(ENTITY), "ownerId": S(owner), "version": S(vid(100 + version)),
            "leaseDurationMs": N(timeout)}  # fmt: skip


MATCH = "entityId = :eid AND ownerId = :oid"
L_NOTE = "the request DynamoDbLockManager builds for the test's call"
add(TL + "94", LCK + "198", "GetItem", get({"entityId": S(ENTITY)}, LOCK_T), T_LOCK, [
    ([], "no lock"),
    ([lock_item(OTHER, 1)], "a lock another owner holds"),
], L_NOTE + ": acquireOnce reads the lock")  # fmt: skip
add(TL + "94", LCK + "206", "PutItem", {"TableName": LOCK_T, "Item": lock_item(OWNER, 2),
    "ConditionExpression": "attribute_not_exists(entityId)"}, T_LOCK, [
    ([], "no lock (the put succeeds)"),
    ([lock_item(OTHER, 1)], "a lock another of testAcquireOnceMultiProcesses' 16 threads put first "
     "(line 122: ConditionalCheckFailed)"),
], L_NOTE + ": acquireOnce of a free lock")  # fmt: skip
add(TL + "166", LCK + "224", "PutItem", {"TableName": LOCK_T, "Item": lock_item(OWNER, 3),
    "ConditionExpression": "attribute_not_exists(entityId) OR (entityId = :eid AND version = :vid)",
    "ExpressionAttributeValues": {":eid": S(ENTITY), ":vid": S(vid(101))}}, T_LOCK, [
    ([lock_item(OTHER, 1)], "the old owner's lock at the version read, no heartbeat since (the put succeeds)"),
    ([], "the lock released meanwhile (line 160: the put succeeds)"),
    ([lock_item(OTHER, 4)], "the lock renewed by the old owner's heartbeat (a new version: ConditionalCheckFailed, "
     "acquire retries)"),
], L_NOTE + ": acquireOnce of a held lock, after sleeping its lease")  # fmt: skip
add(TL + "136", LCK + "371", "PutItem", {"TableName": LOCK_T, "Item": lock_item(OWNER, 5), "ConditionExpression": MATCH,
    "ExpressionAttributeValues": {":eid": S(ENTITY), ":oid": S(OWNER)}}, T_LOCK, [
    ([lock_item(OWNER, 2)], "the lock this owner holds (the heartbeat succeeds)"),
    ([lock_item(OTHER, 3)], "the lock another owner took (ConditionalCheckFailed: the heartbeat logs it)"),
    ([], "the lock released (ConditionalCheckFailed)"),
], L_NOTE + ": the heartbeat (a put of a new version, every 3 s)")  # fmt: skip
add(TL + "137", LCK + "266", "DeleteItem", {"TableName": LOCK_T, "Key": {"entityId": S(ENTITY)},
    "ConditionExpression": MATCH, "ExpressionAttributeValues": {":eid": S(ENTITY), ":oid": S(OWNER)}}, T_LOCK, [
    ([lock_item(OWNER, 5)], "the lock this owner holds (the release succeeds)"),
    ([], "no lock (made up: ConditionalCheckFailed, release false)"),
], L_NOTE + ": release by the owner")  # fmt: skip
add(TL + "144", LCK + "266", "DeleteItem", {"TableName": LOCK_T, "Key": {"entityId": S(ENTITY)},
    "ConditionExpression": MATCH, "ExpressionAttributeValues": {":eid": S(ENTITY), ":oid": S(OTHER)}}, T_LOCK, [
    ([lock_item(OWNER, 2)], "the lock the test's owner holds (ConditionalCheckFailed, release false)"),
], L_NOTE + ": release with the wrong owner")  # fmt: skip
