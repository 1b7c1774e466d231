"""Microsoft Orleans' DynamoDB providers (dotnet/orleans, ``src/AWS``): the
requests its grain storage, clustering (membership) and reminders providers
send for the calls their tests make.

Source: dotnet/orleans, commit e558829 (2026-08-22). All three providers send
their requests through ``src/AWS/Shared/Storage/DynamoDBStorage.cs``:
``PutEntryAsync`` (a PutItem with ``ReturnValues: NONE`` and an optional
condition), ``UpsertEntryAsync`` (an UpdateItem whose ``UpdateExpression``
``ConvertUpdate`` writes from the fields, each plainly by its attribute name
as ``SET Name = :Name, ...``, ``ReturnValues: UPDATED_NEW``),
``DeleteEntryAsync``, ``DeleteEntriesAsync`` (a BatchWriteItem of
DeleteRequests), ``ReadSingleEntryAsync`` (a consistent GetItem),
``QueryAsync`` (``KeyConditionExpression``, ``ConsistentRead``, ``Select:
ALL_ATTRIBUTES``), ``ScanAsync`` (a consistent Scan with a
``FilterExpression``), ``GetEntriesTxAsync`` (a TransactGetItems) and
``WriteTxAsync`` (a TransactWriteItems of Puts, then Updates). What goes in
them: ``src/AWS/Orleans.Persistence.DynamoDB/Provider/DynamoDBGrainStorage.cs``
(a grain's state keyed ``GrainReference``/``GrainType``, its ``ETag`` a
counter: the first write under ``attribute_not_exists``, later ones under
``ETag = :currentETag``, a clear as a write of ``GrainState: NULL`` or, with
``DeleteStateOnClear``, a conditional DeleteItem),
``src/AWS/Orleans.Clustering.DynamoDB/Membership/DynamoDBMembershipTable.cs``
and ``SiloInstanceRecord.cs`` (a cluster's silos keyed
``DeploymentId``/``SiloIdentity`` beside a ``VersionRow``; InsertRow and
UpdateRow as transactions that write the silo's row and bump the version row's
``ETag`` under ``ETag = :currentETag``; ``ReadAll`` as the version row's
GetItem and a Query of the cluster; ``UpdateIAmAlive`` as an UpdateItem under
``attribute_exists``), ``DynamoDBGatewayListProvider.cs`` (a Scan filtering
active gateways) and
``src/AWS/Orleans.Reminders.DynamoDB/Reminders/DynamoDBReminderTable.cs`` (a
reminder's PutItem with a random ``ETag``, its GetItem, its DeleteItem under
``ETag = :currentETag``, the tests' clean-up Scan and batch delete). The calls
are those of ``test/Extensions/Orleans.AWS.Tests/StorageTests/{DynamoDBStorageTests,DynamoDBStorageProviderTests}.cs``,
``test/Orleans.Runtime.Internal.Tests/MembershipTests/MembershipTableTestsBase.cs``
and ``test/Orleans.Runtime.Internal.Tests/RemindersTest/ReminderTableTestsBase.cs``
(which ``DynamoDBMembershipTableTest.cs`` and ``DynamoDBRemindersTableTests.cs``
run against DynamoDB Local); each request is the one the provider builds for
the call cited, as the AWS SDK for .NET sends it. Only the requests were taken,
as data: the tests were not run.

Adapted only as far as needed to run: the random parts fixed (GUIDs in keys,
cluster and service ids, the host name ``Dns.GetHostName()``, the reminders'
``Random.Shared.Next()`` ETags, the grain states' random digits);
``DateTime.UtcNow`` fixed at the commit's time (15:24:34 UTC, written by
``LogFormatter.PrintDate`` as ``2026-08-22 15:24:34.000 GMT``, by the
reminders' ``DateTime.ToString()`` in the invariant culture); grain states as
the JSON the JSON serializer would write for ``TestStoreGrainState`` (the
binary serializer's bytes are not worked out: the JSON is sent in both
cases); the uniform hash codes of grain ids made up; the tables the providers'
defaults name (``OrleansGrainState``, ``OrleansSilos``, ``OrleansReminders``)
and the storage tests' ``UnitTestDDBTableData``, keyed as each ``InitializeTable``
call keys them (the reminders table without its two indexes). The grain
storage's ``ServiceId`` is not set by its tests: the partition key is
``_<grainId>``. ``before`` is what the test's earlier calls leave, followed
through (the version row's ``ETag`` bumped by each insert and update), or made
up so that each conditional write is also sent where its condition fails, as
``note`` says. Left out: the reminders' Queries on the ``ServiceIdIndex`` and
``ServiceIdGrainReferenceIndex`` indexes (the simulator models no index), the
tests' 400,000-digit states, table operations, the transactions and stream
checkpoint providers, repeats of a request already taken.
"""

from __future__ import annotations

from ._build import N, S, case, table

SOURCE = "orleans-dynamodb"
REPO = "dotnet/orleans@e558829 "
ST = "src/AWS/Shared/Storage/DynamoDBStorage.cs:"
GS = "src/AWS/Orleans.Persistence.DynamoDB/Provider/DynamoDBGrainStorage.cs:"
MT = "src/AWS/Orleans.Clustering.DynamoDB/Membership/DynamoDBMembershipTable.cs:"
GW = "src/AWS/Orleans.Clustering.DynamoDB/Membership/DynamoDBGatewayListProvider.cs:"
RT = "src/AWS/Orleans.Reminders.DynamoDB/Reminders/DynamoDBReminderTable.cs:"
DT = "test/Extensions/Orleans.AWS.Tests/StorageTests/DynamoDBStorageTests.cs:"
PT = "test/Extensions/Orleans.AWS.Tests/StorageTests/DynamoDBStorageProviderTests.cs:"
MB = "test/Orleans.Runtime.Internal.Tests/MembershipTests/MembershipTableTestsBase.cs:"
RB = "test/Orleans.Runtime.Internal.Tests/RemindersTest/ReminderTableTestsBase.cs:"

CASES: list[dict] = []


def B(text: str) -> dict:
    import base64

    return {"B": base64.b64encode(text.encode("utf-8")).decode("ascii")}


def add(test: str, code: str, op: str, request: dict, tbl: dict, befores: list, note: str) -> None:
    for before, what in befores:
        CASES.append(
            case(
                f"{REPO}{test} (request: {code})", op, request, tbl, before, f"{note}; before: {what}" if what else note
            )
        )


def convert_update(fields: dict, condition_values: dict | None = None) -> tuple[str, dict]:
    """DynamoDBStorage.ConvertUpdate: "SET a = :a, b = :b", the values map in field order, then the condition's."""
    text = "SET" + ",".join(f" {name} = :{name}" for name in fields)
    values = {f":{name}": v for name, v in fields.items()}
    values.update(condition_values or {})
    return text, values


def upsert(tbl: str, keys: dict, fields: dict, condition: str = "", condition_values: dict | None = None) -> dict:
    text, values = convert_update(fields, condition_values)
    req = {"TableName": tbl, "Key": keys, "ReturnValues": "UPDATED_NEW", "UpdateExpression": text,
           "ExpressionAttributeValues": values}  # fmt: skip
    if condition:
        req["ConditionExpression"] = condition
    return req


def put_entry(tbl: str, fields: dict, condition: str = "", values: dict | None = None) -> dict:
    req = {"TableName": tbl, "Item": fields, "ReturnValues": "NONE"}
    if condition:
        req["ConditionExpression"] = condition
    if values:
        req["ExpressionAttributeValues"] = values
    return req


def delete_entry(tbl: str, keys: dict, condition: str = "", values: dict | None = None) -> dict:
    req = {"TableName": tbl, "Key": keys}
    if condition:
        req["ConditionExpression"] = condition
    if values:
        req["ExpressionAttributeValues"] = values
    return req


def read_single(tbl: str, keys: dict) -> dict:
    return {"TableName": tbl, "Key": keys, "ConsistentRead": True}


def query(tbl: str, values: dict, key_condition: str) -> dict:
    return {"TableName": tbl, "ExpressionAttributeValues": values, "ConsistentRead": True,
            "KeyConditionExpression": key_condition, "Select": "ALL_ATTRIBUTES"}  # fmt: skip


def scan(tbl: str, values: dict, expression: str) -> dict:
    return {"TableName": tbl, "ConsistentRead": True, "FilterExpression": expression,
            "ExpressionAttributeValues": values, "Select": "ALL_ATTRIBUTES"}  # fmt: skip


# ------------------------------------------------------------------ DynamoDBStorage itself (DynamoDBStorageTests)
UT = "UnitTestDDBTableData"
T_UT = table(("PartitionKey", "S"), ("RowKey", "S"))
PK = "PK-DynamoDBDataManagerTests-3f6c2a9e-1b4d-4e8f-a7c5-0d9e8f7a6b5c"
RK = "RK-8a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d"
RK2 = "RK-c4d5e6f7-0a1b-4c2d-8e3f-9a0b1c2d3e4f"
NOT_EXISTS_PK_RK = "attribute_not_exists(PartitionKey) AND attribute_not_exists(RowKey)"
KEYS_UT = {"PartitionKey": S(PK), "RowKey": S(RK)}


def ut_values(data: str, etag: int, keys: bool = True, rk: str = RK) -> dict:
    out = {"StringData": S(data)}
    if keys:
        out.update({"PartitionKey": S(PK), "RowKey": S(rk)})
    out["ETag"] = N(etag)
    return out


ST_NOTE = "the request DynamoDBStorage builds for the storage test's call"
add(DT + "42", ST + "497", "PutItem", put_entry(UT, ut_values("JustData", 0), NOT_EXISTS_PK_RK), T_UT, [
    ([], "no item (the put succeeds)"),
    ([ut_values("JustData", 0)], "the item the first put wrote (line 53's repeat: ConditionalCheckFailed)"),
], ST_NOTE + ": PutEntryAsync under attribute_not_exists of both keys")  # fmt: skip
add(DT + "44", ST + "695", "GetItem", read_single(UT, KEYS_UT), T_UT, [
    ([ut_values("JustData", 0)], "the item put"),
    ([], "no item (line 112's read of a key never written)"),
], ST_NOTE + ": ReadSingleEntryAsync")  # fmt: skip
add(DT + "70", ST + "539", "UpdateItem", upsert(UT, KEYS_UT, {"StringData": S("Replaced"), "ETag": N(0)}), T_UT, [
    ([ut_values("Create", 0)], "the item created at line 67"),
    ([], "no item (the upsert creates it)"),
], ST_NOTE + ": UpsertEntryAsync without condition")  # fmt: skip
add(DT + "81", ST + "539", "UpdateItem",
    upsert(UT, KEYS_UT, {"StringData": S("Updated"), "ETag": N(1)}, "ETag = :OldETag", {":OldETag": N(0)}), T_UT, [
    ([ut_values("Replaced", 0)], "the item at ETag 0 (the update succeeds)"),
], ST_NOTE + ": UpsertEntryAsync under ETag = :OldETag")  # fmt: skip
add(DT + "89", ST + "539", "UpdateItem",
    upsert(UT, KEYS_UT, {"StringData": S("Replaced"), "ETag": N(0)}, "ETag = :OldETag", {":OldETag": N(0)}), T_UT, [
    ([ut_values("Updated", 1)], "the item at ETag 1 (ConditionalCheckFailed, as the test expects)"),
], ST_NOTE + ": UpsertEntryAsync with the stale ETag")  # fmt: skip
add(DT + "97", ST + "497", "PutItem", put_entry(UT, ut_values("JustData", 0)), T_UT, [([], "no item")],
    ST_NOTE + ": PutEntryAsync without condition")  # fmt: skip
add(DT + "98", ST + "629", "DeleteItem", delete_entry(UT, KEYS_UT), T_UT, [([ut_values("JustData", 0)], "the item")],
    ST_NOTE + ": DeleteEntryAsync without condition")  # fmt: skip
add(DT + "125", ST + "750", "Query", query(UT, {":PK": S(PK)}, "PartitionKey = :PK"), T_UT, [
    ([ut_values("JustData", 0), ut_values("JustData", 0, rk=RK + "otherKey")], "the two items put (Count 2)"),
], ST_NOTE + ": QueryAsync")  # fmt: skip

# ------------------------------------------------------------------ grain storage
GST = "OrleansGrainState"
T_GS = table(("GrainReference", "S"), ("GrainType", "S"))
GRAIN = "_test/2c9d4e1f7a3b4c5d8e6f0a1b2c3d4e5f"  # ServiceId (empty) + "_" + GrainId "test/<guid N>"
WR = "PersistenceProvider_DynamoDB_WriteRead(stringLength = default, useJson = True)"
WCR = "PersistenceProvider_DynamoDB_WriteClearRead(stringLength = default, useJson = True, useFallback = False)"
CWF = "PersistenceProvider_DynamoDB_ChangeWriteFormat(stringLength=default,json1stW=True,json2ndW=False)"
STATE1 = B('{"A":"1843290157","B":902746551,"C":1375098263}')
STATE2 = B('{"A":"418230977","B":1660352004,"C":77213561}')
NOT_EXISTS_GRAIN = "attribute_not_exists(GrainReference) AND attribute_not_exists(GrainType)"


def gkeys(gtype: str) -> dict:
    return {"GrainReference": S(GRAIN), "GrainType": S(gtype)}


def grain(gtype: str, state: dict, etag: int, ttl: int | None = None) -> dict:
    out = {"GrainTtl": N(ttl)} if ttl is not None else {}
    out.update({"GrainState": state, "GrainReference": S(GRAIN), "GrainType": S(gtype), "ETag": N(etag)})
    return out


GS_NOTE = "the request the grain storage builds for the test's call"
add(PT + "271", GS + "238 via " + ST + "497", "PutItem", put_entry(GST, grain(WR, STATE1, 0), NOT_EXISTS_GRAIN), T_GS, [
    ([], "no state stored (the write succeeds)"),
    ([grain(WR, STATE2, 0)], "a state another activation stored meanwhile (made up: ConditionalCheckFailed, "
     "InconsistentStateException)"),
], GS_NOTE + ": WriteStateAsync with no ETag (a first write)")  # fmt: skip
add(PT + "280", GS + "129 via " + ST + "695", "GetItem", read_single(GST, gkeys(WR)), T_GS, [
    ([grain(WR, STATE1, 0)], "the state written"),
    ([], "no state (ReadStateAsync resets the grain state)"),
], GS_NOTE + ": ReadStateAsync")  # fmt: skip
add(PT + "139 (its ETag \"*\", line 135, parsed as 0)", GS + "254 via " + ST + "539", "UpdateItem",
    upsert(GST, gkeys(CWF), {"GrainState": STATE2, "ETag": N(1)}, "ETag = :currentETag", {":currentETag": N(0)}),
    T_GS, [
        ([grain(CWF, STATE1, 0)], "the state the first write stored (ETag 0: the update succeeds)"),
        ([grain(CWF, STATE1, 3)], "the state written three more times meanwhile (made up: ConditionalCheckFailed)"),
        ([], "no state (made up: ConditionalCheckFailed)"),
    ], GS_NOTE + ": WriteStateAsync with an ETag, a second write")  # fmt: skip
add(PT + "310", GS + "228 via " + ST + "539", "UpdateItem",
    upsert(GST, gkeys(WCR), {"GrainState": {"NULL": True}, "ETag": N(1)}, "ETag = :currentETag",
           {":currentETag": N(0)}), T_GS, [
        ([grain(WCR, STATE1, 0)], "the state written at line 305"),
    ], GS_NOTE + ": ClearStateAsync (DeleteStateOnClear false: the state written as NULL, the ETag bumped)")  # fmt: skip
add(PT + "310", GS + "217 via " + ST + "497", "PutItem",
    put_entry(GST, grain(WCR, {"NULL": True}, 1), NOT_EXISTS_GRAIN), T_GS, [
        ([], "no state (a grain cleared before any write: made up from the code, ETag empty)"),
    ], GS_NOTE + ": ClearStateAsync with no ETag (a NULL state put as ETag 1)")  # fmt: skip
add(PT + "194 (DeleteStateOnClear: true)", GS + "297 via " + ST + "629", "DeleteItem",
    delete_entry(GST, gkeys("DynamoDBDeleteStateOnClear"), "ETag = :currentETag", {":currentETag": N(2)}), T_GS, [
        ([grain("DynamoDBDeleteStateOnClear", STATE1, 2)], "the state at ETag 2 (the delete succeeds)"),
        ([grain("DynamoDBDeleteStateOnClear", STATE1, 3)], "the state at ETag 3 (ConditionalCheckFailed)"),
    ], GS_NOTE + ": the model-based conformance run's ClearStateAsync with DeleteStateOnClear and an ETag")  # fmt: skip
add(PT + "194 (DeleteStateOnClear: true)", GS + "297 via " + ST + "629", "DeleteItem",
    delete_entry(GST, gkeys("DynamoDBDeleteStateOnClear"), "attribute_not_exists(ETag)"), T_GS, [
        ([], "no state (the delete succeeds, deleting nothing)"),
        ([grain("DynamoDBDeleteStateOnClear", STATE1, 0)], "a state stored meanwhile (ConditionalCheckFailed)"),
    ], GS_NOTE + ": the model-based conformance run's ClearStateAsync with DeleteStateOnClear and no ETag")  # fmt: skip
MADE_TTL = "made up from the code (no test sets TimeToLive): a grain storage with TimeToLive of a day"
add(GS + "191", GS + "238 via " + ST + "497", "PutItem",
    put_entry(GST, grain(WR, STATE1, 0, ttl=1787498674), NOT_EXISTS_GRAIN), T_GS, [([], "no state")],
    MADE_TTL + ": the first write with GrainTtl")  # fmt: skip
add(GS + "191", GS + "254 via " + ST + "539", "UpdateItem",
    upsert(GST, gkeys(WR), {"GrainTtl": N(1787498674), "GrainState": STATE2, "ETag": N(1)}, "ETag = :currentETag",
           {":currentETag": N(0)}), T_GS, [([grain(WR, STATE1, 0, ttl=1787412274)], "the state at ETag 0")],
    MADE_TTL + ": a later write, GrainTtl first in the SET")  # fmt: skip

# ------------------------------------------------------------------ membership
SILOS = "OrleansSilos"
T_M = table(("DeploymentId", "S"), ("SiloIdentity", "S"))
CLUSTER = "test-4b7e2d1c-9a8f-4e3d-b2c1-0f9e8d7c6b5a"
HOST = "ci-host-7f3a"
NOW = "2026-08-22 15:24:34.000 GMT"
OLD = "2026-08-12 15:24:34.000 GMT"  # 10 days earlier
NOT_EXISTS_M = "attribute_not_exists(DeploymentId) AND attribute_not_exists(SiloIdentity)"
ETAG_COND = "ETag = :currentETag"


def vkeys() -> dict:
    return {"DeploymentId": S(CLUSTER), "SiloIdentity": S("VersionRow")}


def version_fields(version: int, etag: int) -> dict:
    """SiloInstanceRecord.GetFields() of a version row (no address, host or name)."""
    return {"Port": N(0), "Generation": N(0), "SiloStatus": N(0), "ProxyPort": N(0),
            "MembershipVersion": N(version), "ETag": N(etag)}  # fmt: skip


def version_row(version: int, etag: int) -> dict:
    return {**vkeys(), **version_fields(version, etag)}


def silo_id(gen: int) -> str:
    return f"127.0.0.1-12345-{gen}"


def silo_fields(gen: int, version: int, etag: int, status: int = 2, alive: str = NOW, start: str = NOW,
                suspects: tuple[str, str] | None = None, proxy: int = 12345) -> dict:  # fmt: skip
    out = {"Address": S("127.0.0.1"), "Port": N(12345), "Generation": N(gen), "HostName": S(HOST),
           "SiloStatus": N(status), "ProxyPort": N(proxy), "SiloName": S("TestSiloName")}  # fmt: skip
    if suspects:
        out["SuspectingSilos"], out["SuspectingTimes"] = S(suspects[0]), S(suspects[1])
    out.update({"StartTime": S(start), "IAmAliveTime": S(alive), "MembershipVersion": N(version), "ETag": N(etag)})
    return out


def silo_row(gen: int, version: int, etag: int = 0, **kw) -> dict:
    return {"DeploymentId": S(CLUSTER), "SiloIdentity": S(silo_id(gen)), **silo_fields(gen, version, etag, **kw)}


def skeys(gen: int) -> dict:
    return {"DeploymentId": S(CLUSTER), "SiloIdentity": S(silo_id(gen))}


def insert_row(gen: int, version: int, version_etag: int, **kw) -> dict:
    """InsertRow(entry, TableVersion(version, version_etag)): a Put of the row, an Update of the version row."""
    text, values = convert_update(version_fields(version, version_etag + 1), {":currentETag": N(version_etag)})
    return {"TransactItems": [
        {"Put": {"Item": silo_row(gen, version, **kw), "ConditionExpression": NOT_EXISTS_M, "TableName": SILOS}},
        {"Update": {"TableName": SILOS, "Key": vkeys(), "ConditionExpression": ETAG_COND, "UpdateExpression": text,
                    "ExpressionAttributeValues": values}},
    ]}  # fmt: skip


def update_row(gen: int, etag: int, version: int, version_etag: int, **kw) -> dict:
    """UpdateRow(entry, etag, TableVersion(version, version_etag)): two Updates."""
    stext, svalues = convert_update(silo_fields(gen, version, etag + 1, **kw), {":currentETag": N(etag)})
    vtext, vvalues = convert_update(version_fields(version, version_etag + 1), {":currentETag": N(version_etag)})
    return {"TransactItems": [
        {"Update": {"TableName": SILOS, "Key": skeys(gen), "ConditionExpression": ETAG_COND, "UpdateExpression": stext,
                    "ExpressionAttributeValues": svalues}},
        {"Update": {"TableName": SILOS, "Key": vkeys(), "ConditionExpression": ETAG_COND, "UpdateExpression": vtext,
                    "ExpressionAttributeValues": vvalues}},
    ]}  # fmt: skip


CLUSTER_Q = query(SILOS, {":DeploymentId": S(CLUSTER)}, "DeploymentId = :DeploymentId")
M_NOTE = "the request the membership table builds for the test's call"
add(MB + "63", MT + "88 via " + ST + "695", "GetItem", read_single(SILOS, vkeys()), T_M, [
    ([], "a new cluster (no version row)"),
], M_NOTE + ": InitializeMembershipTable(true) reads the version row")  # fmt: skip
add(MB + "63", MT + "103 via " + ST + "497", "PutItem", put_entry(SILOS, version_row(0, 0), NOT_EXISTS_M), T_M, [
    ([], "no version row (the put succeeds)"),
    ([version_row(0, 0)], "a version row another silo wrote meanwhile (ConditionalCheckFailed: TryCreate returns "
     "false)"),
], M_NOTE + ": InitializeMembershipTable(true) writes the first version row")  # fmt: skip
add(MB + "127", MT + "207 via " + ST + "695", "GetItem", read_single(SILOS, vkeys()), T_M, [
    ([version_row(0, 0)], "the version row alone"),
], M_NOTE + ": ReadAll reads the version row")  # fmt: skip
add(MB + "127", MT + "215 via " + ST + "750", "Query", CLUSTER_Q, T_M, [
    ([version_row(0, 0)], "the version row alone (ReadAll_EmptyTable)"),
    ([version_row(1, 1), silo_row(1, 1)], "the version row and one silo (InsertRow's ReadAll, line 150)"),
], M_NOTE + ": ReadAll queries the cluster")  # fmt: skip
add(MB + "147", MT + "275 via " + ST + "978", "TransactWriteItems", insert_row(1, 1, 0), T_M, [
    ([version_row(0, 0)], "the version row at ETag 0 (the transaction succeeds)"),
], M_NOTE + ": InsertRow with the next table version (1, ETag 0)")  # fmt: skip
add(MB + "173", MT + "275 via " + ST + "978", "TransactWriteItems", insert_row(1, 1, 0), T_M, [
    ([version_row(1, 1), silo_row(1, 1)], "the row inserted and the version row at ETag 1 (both conditions fail: "
     "TransactionCanceled, InsertRow false)"),
], M_NOTE + ": InsertRow of the same entry at the old table version")  # fmt: skip
add(MB + "178", MT + "275 via " + ST + "978", "TransactWriteItems", insert_row(2, 1, 0), T_M, [
    ([version_row(1, 1), silo_row(1, 1)], "the version row at ETag 1 (the Put holds, the Update fails: "
     "TransactionCanceled)"),
], M_NOTE + ": InsertRow of a new entry at the old table version")  # fmt: skip
add(MB + "189", MT + "275 via " + ST + "978", "TransactWriteItems", insert_row(1, 2, 1), T_M, [
    ([version_row(1, 1), silo_row(1, 1)], "the row already there (the Put fails, the Update holds: "
     "TransactionCanceled)"),
], M_NOTE + ": InsertRow of a duplicate entry at the next table version")  # fmt: skip
add(MB + "196", MT + "183 via " + ST + "932", "TransactGetItems", {"TransactItems": [
    {"Get": {"TableName": SILOS, "Key": skeys(1)}}, {"Get": {"TableName": SILOS, "Key": vkeys()}},
]}, T_M, [
    ([version_row(1, 1), silo_row(1, 1)], "the row and the version row"),
    ([version_row(1, 1)], "the version row alone (a silo not in the table)"),
], M_NOTE + ": ReadRow (the silo's row and the version row, in one TransactGetItems)")  # fmt: skip
# UpdateRow test, first round: the silo inserted at version 1 with two suspects
SUSP = ("127.0.0.1:12345@3|127.0.0.1:12345@4", "2026-08-22 15:24:35.000 GMT|2026-08-22 15:24:36.000 GMT")
ROUND = [version_row(1, 1), silo_row(2, 1, suspects=SUSP)]
add(MB + "273", MT + "275 via " + ST + "978", "TransactWriteItems", insert_row(2, 1, 0, suspects=SUSP), T_M, [
    ([version_row(0, 0)], "the version row at ETag 0"),
], M_NOTE + ": InsertRow of an entry with two suspects (SuspectingSilos, SuspectingTimes)")  # fmt: skip
add(MB + "290", MT + "350 via " + ST + "978", "TransactWriteItems", update_row(2, 0, 1, 0, suspects=SUSP), T_M, [
    (ROUND, "the version row at ETag 1 (its Update fails: TransactionCanceled, UpdateRow false)"),
], M_NOTE + ": UpdateRow with the right ETag and the old table version")  # fmt: skip
add(MB + "303", MT + "350 via " + ST + "978", "TransactWriteItems", update_row(2, 0, 2, 1, suspects=SUSP), T_M, [
    (ROUND, "the row at ETag 0, the version row at ETag 1 (the transaction succeeds)"),
], M_NOTE + ": UpdateRow with the right ETag and the next table version")  # fmt: skip
ROUND2 = [version_row(2, 2), silo_row(2, 2, etag=1, suspects=SUSP)]
add(MB + "312", MT + "350 via " + ST + "978", "TransactWriteItems", update_row(2, 0, 2, 1, suspects=SUSP), T_M, [
    (ROUND2, "the row at ETag 1, the version row at ETag 2 (both fail: TransactionCanceled)"),
], M_NOTE + ": UpdateRow repeated with the old ETag")  # fmt: skip
add(MB + "332", MT + "350 via " + ST + "978", "TransactWriteItems", update_row(2, 1, 2, 1, suspects=SUSP), T_M, [
    (ROUND2, "the row at ETag 1 (holds), the version row at ETag 2 (fails: TransactionCanceled)"),
], M_NOTE + ": UpdateRow with the new ETag and the old table version")  # fmt: skip
add(MB + "415", MT + "383 via " + ST + "539", "UpdateItem",
    upsert(SILOS, skeys(1), {"IAmAliveTime": S("2026-08-22 15:24:39.000 GMT")},
           "attribute_exists(DeploymentId) AND attribute_exists(SiloIdentity)"), T_M, [
        ([version_row(1, 1), silo_row(1, 1)], "the silo's row (UPDATED_NEW: IAmAliveTime)"),
        ([version_row(1, 1)], "the row removed meanwhile (made up: ConditionalCheckFailed)"),
    ], M_NOTE + ": UpdateIAmAlive (five seconds on)")  # fmt: skip
add(MB + "108", MT + "275 via " + ST + "978", "TransactWriteItems", insert_row(4, 4, 3, status=3, proxy=0), T_M, [
    ([version_row(3, 3), silo_row(1, 1), silo_row(2, 2), silo_row(3, 3)], "three silos inserted before"),
], M_NOTE + ": GetGateways' fourth InsertRow (an Active silo, status 3, with ProxyPort 0)")  # fmt: skip
add(MB + "112", GW + "78 via " + ST + "841", "Scan", scan(SILOS, {
    ":DeploymentId": S(CLUSTER), ":SiloStatus": N(3), ":ProxyPort": N(0)},
    "DeploymentId = :DeploymentId AND SiloStatus = :SiloStatus AND ProxyPort > :ProxyPort"), T_M, [
    ([version_row(10, 10)] + [silo_row(g, g, status=3 if g in (6, 10) else 2) for g in range(1, 11) if g != 4]
     + [silo_row(4, 4, status=3, proxy=0)],
     "the ten silos GetGateways inserted (4, 6, 10 Active; 4 with ProxyPort 0)"),
], "the request the gateway list provider builds for GetGateways: a Scan of active gateways")  # fmt: skip
DEAD = silo_row(1, 1, status=6, alive=OLD, start=OLD)
JOINING = silo_row(2, 2, status=2, alive=OLD, start=OLD)
FRESH = silo_row(3, 3)
add(MB + "481", MT + "547 via " + ST + "750", "Query", CLUSTER_Q, T_M, [
    ([version_row(3, 3), DEAD, JOINING, FRESH], "a dead and a joining silo ten days old and a fresh one"),
], M_NOTE + ": CleanupDefunctSiloEntries queries the cluster")  # fmt: skip
add(MB + "481", MT + "553 via " + ST + "667", "BatchWriteItem", {"RequestItems": {SILOS: [
    {"DeleteRequest": {"Key": skeys(1)}}, {"DeleteRequest": {"Key": skeys(2)}},
]}}, T_M, [
    ([version_row(3, 3), DEAD, JOINING, FRESH], "the rows the query found"),
], M_NOTE + ": CleanupDefunctSiloEntries deletes the defunct rows (one batch of up to 25)")  # fmt: skip
add(MB + "78", MT + "156 via " + ST + "667", "BatchWriteItem", {"RequestItems": {SILOS: [
    {"DeleteRequest": {"Key": skeys(1)}}, {"DeleteRequest": {"Key": vkeys()}},
]}}, T_M, [
    ([silo_row(1, 1), version_row(1, 1)], "the test's rows, as the Query found them"),
], M_NOTE + ": Dispose's DeleteMembershipTableEntries (the cluster's rows, the version row too)")  # fmt: skip

# ------------------------------------------------------------------ reminders
REM = "OrleansReminders"
T_R = table(("ReminderId", "S"), ("GrainHash", "N"))
SERVICE = "8d3c1b2a-7e6f-4a5b-9c8d-1e2f3a4b5c6d/foo"
GRAIN_ID = "my-remindable-grain/5a4b3c2d1e0f4a9b8c7d6e5f4a3b2c1d+foo/bar\\#baz?"
NAME = "foo/bar\\#b_a_z?"
HASH = 2863311530
RID = f"{SERVICE}_{GRAIN_ID}_{NAME}"
START = "08/22/2026 15:24:34"


def rkeys(reminder_id: str = RID) -> dict:
    return {"ReminderId": S(reminder_id), "GrainHash": N(HASH)}


def reminder(etag: int, start: str = START) -> dict:
    return {"ReminderId": S(RID), "GrainHash": N(HASH), "ServiceId": S(SERVICE), "GrainReference": S(GRAIN_ID),
            "Period": S("00:01:00"), "StartTime": S(start), "ReminderName": S(NAME), "ETag": N(etag)}  # fmt: skip


R_NOTE = "the request the reminder table builds for the test's call"
add(RB + "88", RT + "326 via " + ST + "497", "PutItem", put_entry(REM, reminder(1534210981)), T_R, [
    ([], "no reminder"),
], R_NOTE + ": UpsertRow (a random ETag, no condition)")  # fmt: skip
add(RB + "90", RT + "125 via " + ST + "695", "GetItem", read_single(REM, rkeys()), T_R, [
    ([reminder(1534210981)], "the reminder upserted"),
], R_NOTE + ": ReadRow")  # fmt: skip
add(RB + "103", RT + "326 via " + ST + "497", "PutItem", put_entry(REM, reminder(770412553, "08/22/2026 15:24:35")),
    T_R, [([reminder(1534210981)], "the reminder (replaced)")], R_NOTE + ": UpsertRow again, a new StartAt")  # fmt: skip
add(RB + "106", RT + "250 via " + ST + "629", "DeleteItem",
    delete_entry(REM, rkeys(), ETAG_COND, {":currentETag": N(1534210981)}), T_R, [
        ([reminder(770412553, "08/22/2026 15:24:35")], "the reminder at its new ETag (ConditionalCheckFailed: "
         "RemoveRow false)"),
    ], R_NOTE + ": RemoveRow with the old ETag")  # fmt: skip
add(RB + "108", RT + "250 via " + ST + "629", "DeleteItem",
    delete_entry(REM, rkeys(f"{SERVICE}_{GRAIN_ID}_bla"), ETAG_COND, {":currentETag": N(770412553)}), T_R, [
        ([reminder(770412553, "08/22/2026 15:24:35")], "no reminder of that name (ConditionalCheckFailed)"),
    ], R_NOTE + ": RemoveRow of a name never written")  # fmt: skip
add(RB + "110", RT + "250 via " + ST + "629", "DeleteItem",
    delete_entry(REM, rkeys(), ETAG_COND, {":currentETag": N(770412553)}), T_R, [
        ([reminder(770412553, "08/22/2026 15:24:35")], "the reminder at that ETag (the delete succeeds)"),
        ([], "the reminder deleted already (line 112's repeat: ConditionalCheckFailed)"),
    ], R_NOTE + ": RemoveRow with the right ETag")  # fmt: skip
add(RB + "53", RT + "273 via " + ST + "841", "Scan", scan(REM, {":ServiceId": S(SERVICE)}, "ServiceId = :ServiceId"),
    T_R, [
        ([reminder(770412553), {**reminder(5), "ServiceId": S("other-service/foo"), "ReminderId": S("other")}],
         "one of this service's reminders and one of another service"),
    ], R_NOTE + ": TestOnlyClearTable's Scan of the service's reminders")  # fmt: skip
add(RB + "53", RT + "282 via " + ST + "667", "BatchWriteItem", {"RequestItems": {REM: [
    {"DeleteRequest": {"Key": rkeys()}},
]}}, T_R, [([reminder(770412553)], "the reminder the Scan found")],
    R_NOTE + ": TestOnlyClearTable's batch delete")  # fmt: skip
