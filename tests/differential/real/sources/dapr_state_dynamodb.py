"""Dapr's DynamoDB state store (dapr/components-contrib, ``state/aws/dynamodb``):
the requests the component sends for the calls its tests make.

Source: dapr/components-contrib, commit b09c3cc (2026-05-26),
``state/aws/dynamodb/dynamodb.go``: ``Get`` (a GetItem, ``ConsistentRead`` true
only for strong consistency), ``Set`` (a PutItem of the item ``createItem``
makes: the partition key, ``value`` as the JSON text jsoniter writes or, for a
byte slice, as binary, a random 64-bit ``etag`` in hexadecimal and, with a TTL
attribute configured and ``ttlInSeconds`` given, the expiry in epoch seconds;
under ``etag = :etag`` when the request has an ETag, under
``attribute_not_exists(etag)`` for first-write concurrency), ``Delete`` (a
DeleteItem, under ``etag = :etag`` with an ETag), ``Multi`` (a
TransactWriteItems of the same Puts and of unconditional Deletes, the last
operation on each key kept) and the GetItem ``validateTableAccess`` sends at
Init; for the calls of ``state/aws/dynamodb/dynamodb_test.go`` (a mocked client
whose asserts pin parts of each request), of the state conformance suite
``tests/conformance/state/state.go`` (run against the component on
LocalStack's and on AWS's DynamoDB: operations ``transaction``, ``etag``,
``first-write``, ``ttl``, ``tests/config/state/tests.yml``) and of the
certification test ``tests/certification/state/aws/dynamodb/dynamodb_test.go``
(the Dapr sidecar and the Go SDK against AWS). Earlier versions of the same
file: @ 42a7af4 (2020-05-27: ``BulkSet`` and ``BulkDelete`` as one
BatchWriteItem of items without ``etag``) and @ 181f3ad (2023-04-27, the first
``Multi``: its Puts without ``etag``; byte slices written as text; ``BulkSet``
and ``BulkDelete`` as a BatchWriteItem when given more than one request). Only
the requests were taken, as data: no test was run.

Adapted only as far as needed to run: the random parts fixed: the conformance
suite's base key (a UUID without dashes), the ETags (``getRand64`` as 16 hex
digits; the unit tests' ``1bdead4badc0ffee`` kept), the UUID key of
``validateTableAccess``, the workflows' ``UNIQUE_ID`` in the Terraform table
names; ``time.Now()`` fixed at the commit's time (1779832906); the tables as
the repository's scripts create them: ``conformance-test-docker`` (key
``key``, ``init-conformance-state-aws-dynamodb.sh``),
``conformance-test-terraform-basic-<id>`` and
``certification-test-terraform-basic-<id>`` (key ``key``, TTL attribute
``expiresAt``), ``certification-test-terraform-partition-key-<id>`` (key
``pkey``); the unit tests, which leave the table name empty (the mock never
sends it), given ``table_name``, the name their transaction test sets. The
certification test goes through the sidecar: each key prefixed with the app
id (``dynamodb-sidecar-||key``), the values the byte slices the SDK sends, its
reads strong (the Go SDK's ``GetState``). ``before`` is what the test has
written by then (each write of the suite followed through), or made up so that
each conditional write is sent where its condition holds and where it fails
(ConditionalCheckFailed, or the transaction cancelled), as ``note`` says. Left
out: the calls the component refuses before sending (a ``ttlInSeconds`` that
is no number), bulk and repeated calls sending a request already taken (the
same shape on another key), the query and actor tests (not run for this
component).
"""

from __future__ import annotations

from ._build import S, case, table

SOURCE = "dapr-state-dynamodb"
REPO = "dapr/components-contrib@b09c3cc "
STORE = "state/aws/dynamodb/dynamodb.go:"
UNIT = "state/aws/dynamodb/dynamodb_test.go:"
CONF = "tests/conformance/state/state.go:"
CERT = "tests/certification/state/aws/dynamodb/dynamodb_test.go:"

# dynamodb.go @ b09c3cc: where each request is sent
GET, PUT, DELETE, MULTI, VALIDATE = 178, 233, 265, 494, 146

NOW = 1779832906  # the commit's time, as time.Now().Unix()
KEY = "5b1e9c3a7d2f4e8b9a6c0d1e2f3a4b5c"  # the conformance suite's base key
DOCKER = "conformance-test-docker"
TF = "conformance-test-terraform-basic-16204475"
CERT_T = "certification-test-terraform-basic-16204475"
CERT_PK = "certification-test-terraform-partition-key-16204475"
UNIT_T = "table_name"
T_KEY = table(("key", "S"))
T_PKEY = table(("pkey", "S"))
APP = "dynamodb-sidecar-||"

# ETags as getRand64 writes them (strconv.FormatUint(n, 16))
E0, E1, E2, E3, E4, E5 = (
    "1bdead4badc0ffee",
    "9f3a61c2e84b07d5",
    "c02e7b19f4a6d853",
    "5e8d0a4f71b3c926",
    "a7c4e2091d5f38b6",
    "3b9f6d2e8c1a4705",
)

BUILT = "the request the component builds for the test's call"

CASES: list[dict] = []


def B(x: str) -> dict:
    return {"B": x}


def item(
    key: str, value: dict, etag: str, pk: str = "key", ttl: int | None = None, ttl_name: str = "expiresAt"
) -> dict:
    out = {pk: S(key), "value": value, "etag": S(etag)}
    if ttl is not None:
        out[ttl_name] = {"N": str(ttl)}
    return out


def put(tbl: str, it: dict, etag: str | None = None, first_write: bool = False) -> dict:
    req: dict = {"TableName": tbl, "Item": it}
    if etag:
        req["ConditionExpression"] = "etag = :etag"
        req["ExpressionAttributeValues"] = {":etag": S(etag)}
    elif first_write:
        req["ConditionExpression"] = "attribute_not_exists(etag)"
    return req


def get(tbl: str, key: str, strong: bool = False, pk: str = "key") -> dict:
    return {"TableName": tbl, "Key": {pk: S(key)}, "ConsistentRead": strong}


def delete(tbl: str, key: str, etag: str | None = None, pk: str = "key") -> dict:
    req: dict = {"TableName": tbl, "Key": {pk: S(key)}}
    if etag:
        req["ConditionExpression"] = "etag = :etag"
        req["ExpressionAttributeValues"] = {":etag": S(etag)}
    return req


def tx(*actions: dict) -> dict:
    return {"TransactItems": list(actions)}


def tput(tbl: str, it: dict, etag: str | None = None, first_write: bool = False) -> dict:
    return {"Put": put(tbl, it, etag, first_write)}


def tdel(tbl: str, key: str, pk: str = "key") -> dict:
    return {"Delete": {"TableName": tbl, "Key": {pk: S(key)}}}


def add(cite: str, op: str, request: dict, tbl: dict, befores: list, note: str, line: int | None = None) -> None:
    where = f"{REPO}{cite}" + (f" (request: {STORE}{line})" if line else "")
    for before, what in befores:
        CASES.append(case(where, op, request, tbl, before, f"{note}; before: {what}" if what else note))


# --- Init: validateTableAccess reads a random key, not consistently
add(CONF + "400", "GetItem", get(DOCKER, "3d0c5a8e-6b1f-4f27-9e4d-2a7b8c9d0e1f"), T_KEY,
    [([], "the table as the suite finds it (no item at the random key)")],
    BUILT + ": Init's validateTableAccess (ConsistentRead false, a UUID key)", VALIDATE)  # fmt: skip

# --- the unit tests (mocked client), table name given
UNIT_NOTE = BUILT + " (a unit test with a mocked client; the table it leaves unnamed given the name TestMultiTx sets)"
add(UNIT + "172", "GetItem", get(UNIT_T, "someKey", strong=True), T_KEY, [
    ([item("someKey", S("some value"), E0)], "the item the mock returns"),
    ([], "no item (the test's empty response)"),
], UNIT_NOTE + ": Get with strong consistency", GET)  # fmt: skip
add(UNIT + "376", "PutItem", put(UNIT_T, item("key", S('{"Value":"value"}'), E1)), T_KEY, [
    ([], "no item"),
    ([item("key", S('{"Value":"old"}'), E0)], "an item at the key (replaced)"),
], UNIT_NOTE + ": Set of a struct, value as jsoniter's JSON", PUT)  # fmt: skip
add(UNIT + "413", "PutItem", put(UNIT_T, item("key", B("dmFsdWU="), E2)), T_KEY, [([], "no item")],
    UNIT_NOTE + ": Set of a byte slice, value as binary", PUT)  # fmt: skip
add(UNIT + "497", "PutItem", put(UNIT_T, item("key", S('{"Value":"value"}'), E3), etag=E0), T_KEY, [
    ([item("key", S('{"Value":"value"}'), E0)], "the item at that ETag (the write succeeds)"),
    ([item("key", S('{"Value":"value"}'), E4)], "the item at another ETag (ConditionalCheckFailed)"),
    ([], "no item (ConditionalCheckFailed)"),
], UNIT_NOTE + ": Set with an ETag", PUT)  # fmt: skip
add(UNIT + "539", "PutItem", put(UNIT_T, item("key", S('{"Value":"value"}'), E3), etag="bogusetag"), T_KEY, [
    ([item("key", S('{"Value":"value"}'), E0)], "the item at its own ETag (ConditionalCheckFailed, as the mock answers)"),
], UNIT_NOTE + ": Set with a mismatched ETag", PUT)  # fmt: skip
add(UNIT + "585", "PutItem", put(UNIT_T, item("key", S('{"Value":"value"}'), E4), first_write=True), T_KEY, [
    ([], "no item (the write succeeds)"),
], UNIT_NOTE + ": Set with first-write concurrency", PUT)  # fmt: skip
add(UNIT + "623", "PutItem", put(UNIT_T, item("key", S('{"Value":"value"}'), E5), first_write=True), T_KEY, [
    ([item("key", S('{"Value":"value"}'), E0)], "an item at the key (ConditionalCheckFailed, as the mock answers)"),
], UNIT_NOTE + ": Set with first-write concurrency, the key taken", PUT)  # fmt: skip
add(UNIT + "667", "PutItem", put(UNIT_T, item("someKey", S('{"Value":"someValue"}'), E5, ttl=NOW - 1,
                                             ttl_name="testAttributeName")), T_KEY, [
    ([item("someKey", S('{"Value":"someValue"}'), E1, ttl=NOW + 180, ttl_name="testAttributeName")],
     "the item with a later expiry"),
], UNIT_NOTE + ": Set with ttlInSeconds -1 (TTL attribute testAttributeName: the expiry a second ago)", PUT)  # fmt: skip
add(UNIT + "710", "PutItem", put(UNIT_T, item("someKey", S('{"Value":"someValue"}'), E2, ttl=NOW + 180,
                                             ttl_name="testAttributeName")), T_KEY, [([], "no item")],
    UNIT_NOTE + ": Set with ttlInSeconds 180", PUT)  # fmt: skip
add(UNIT + "773", "PutItem", put(UNIT_T, item("someKey", S('{"Value":"someValue"}'), E3)), T_KEY, [([], "no item")],
    UNIT_NOTE + ": ttlInSeconds given, no TTL attribute configured (none written)", PUT)  # fmt: skip
add(UNIT + "846", "DeleteItem", delete(UNIT_T, "key"), T_KEY, [
    ([item("key", S('{"Value":"value"}'), E0)], "the item"),
    ([], "no item"),
], UNIT_NOTE + ": Delete", DELETE)  # fmt: skip
add(UNIT + "878", "DeleteItem", delete(UNIT_T, "key", etag=E0), T_KEY, [
    ([item("key", S('{"Value":"value"}'), E0)], "the item at that ETag (the delete succeeds)"),
    ([], "no item (ConditionalCheckFailed)"),
], UNIT_NOTE + ": Delete with a matching ETag", DELETE)  # fmt: skip
add(UNIT + "911", "DeleteItem", delete(UNIT_T, "key", etag="bogusetag"), T_KEY, [
    ([item("key", S('{"Value":"value"}'), E0)], "the item at its own ETag (ConditionalCheckFailed, as the mock answers)"),
], UNIT_NOTE + ": Delete with a mismatched ETag", DELETE)  # fmt: skip
add(UNIT + "998", "TransactWriteItems", tx(
    tdel(UNIT_T, "key1"), tdel(UNIT_T, "key2"), tput(UNIT_T, item("key3", S('"value3"'), E4))), T_KEY, [
    ([item("key1", S('"value1"'), E0)], "key1 there, key2 and key3 not"),
], UNIT_NOTE + ": Multi of Delete key1, Set key2, Delete key2, Set key3 (the Set of key2 dropped, the last "
   "operation on a key kept: the test's 3 actions, 1 Put and 2 Deletes)", MULTI)  # fmt: skip

# --- the conformance suite, on LocalStack's table (no TTL attribute)
CONF_NOTE = BUILT + " (the state conformance suite, aws.dynamodb.docker)"
K = KEY
for line_case, key, value, etag in (
    ("int", K + "-int", S("123"), E1),
    ("bool", K + "-bool", S("true"), E2),
    ("bytes", K + "-bytes", B("AQ=="), E3),
    ("string-with-json", K + "-string-with-json", S('"{\\"a\\":\\"b\\"}"'), E4),
    ("empty-string", K + "-empty-string", S('""'), E5),
    ("struct-operations", K + "-struct-operations",
     S('{"product":{"value":15},"status":"ACTIVE","message":"' + K + 'message"}'), E0),
):  # fmt: skip
    add(
        CONF + "434",
        "PutItem",
        put(DOCKER, item(key, value, etag)),
        T_KEY,
        [([], "no item")],
        f"{CONF_NOTE}: Set of the scenario {line_case!r}",
        PUT,
    )
add(CONF + "450", "GetItem", get(DOCKER, K + "-struct"), T_KEY, [
    ([item(K + "-struct", S('{"message":"test' + K + '"}'), E1)], "the item the set step wrote"),
], CONF_NOTE + ": Get without consistency option (ConsistentRead false)", GET)  # fmt: skip
add(CONF + "543", "DeleteItem", delete(DOCKER, K + "-to-be-deleted"), T_KEY, [
    ([item(K + "-to-be-deleted", S('"to be deleted"'), E2)], "the item the set step wrote"),
], CONF_NOTE + ": Delete", DELETE)  # fmt: skip
add(CONF + "543", "DeleteItem", delete(DOCKER, K + "-trx-to-be-deleted-too"), T_KEY, [
    ([], "no item (the suite deletes keys it never set here)"),
], CONF_NOTE + ": Delete", DELETE)  # fmt: skip
TRX1 = [
    item(K + "-trx-int", S("123"), E1),
    item(K + "-trx-bool", S("true"), E2),
    item(K + "-trx-bytes", B("AQ=="), E3),
    item(K + "-trx-string", S('"hello world"'), E4),
    item(K + "-trx-to-be-deleted", S('"to be deleted"'), E5),
]
add(CONF + "695", "TransactWriteItems", tx(*(tput(DOCKER, it) for it in TRX1)), T_KEY, [([], "no item")],
    CONF_NOTE + ": Multi of transaction group 1 (five Sets)", MULTI)  # fmt: skip
add(CONF + "695", "TransactWriteItems", tx(
    tput(DOCKER, item(K + "-trx-struct", S('{"message":"test"}'), E0)), tdel(DOCKER, K + "-trx-to-be-deleted")), T_KEY, [
    (TRX1, "what group 1 wrote"),
], CONF_NOTE + ": Multi of transaction group 2 (a Set and a Delete)", MULTI)  # fmt: skip
add(CONF + "751", "TransactWriteItems", tx(tdel(DOCKER, "non-existent-key")), T_KEY, [([], "no item")],
    CONF_NOTE + ": Multi deleting a key that is not there", MULTI)  # fmt: skip
add(CONF + "824", "TransactWriteItems", tx(
    tdel(DOCKER, K + "-key1"), tdel(DOCKER, K + "-key2"), tput(DOCKER, item(K + "-key3", S('"value3"'), E1))), T_KEY, [
    ([item(K + "-key1", S('"value1"'), E2)], "key1 set, key2 and key3 deleted (the test's prerequisites)"),
], CONF_NOTE + ": transaction-order's Multi (Delete key1, Set key2, Delete key2, Set key3: the Set of key2 "
   "dropped)", MULTI)  # fmt: skip
# etag
ETAG1 = item(K + "-etag1", S('"first-value"'), E1)
add(CONF + "945", "PutItem", put(DOCKER, ETAG1), T_KEY, [([], "no item")],
    CONF_NOTE + ": etag's BulkSet (one Set a request, the default bulk store)", PUT)  # fmt: skip
add(CONF + "954", "GetItem", get(DOCKER, K + "-etag1"), T_KEY, [([ETAG1], "the item BulkSet wrote")],
    CONF_NOTE + ": Get", GET)  # fmt: skip
add(CONF + "985", "PutItem", put(DOCKER, item(K + "-etag1", S('"second-value"'), E2), etag="bad-etag"), T_KEY, [
    ([ETAG1], "the item at its own ETag (ConditionalCheckFailed: ETagMismatch)"),
], CONF_NOTE + ": Set with the wrong ETag (the config's badEtag)", PUT)  # fmt: skip
add(CONF + "995", "PutItem", put(DOCKER, item(K + "-etag1", S('"second-value"'), E2), etag=E1), T_KEY, [
    ([ETAG1], "the item at that ETag (the write succeeds)"),
], CONF_NOTE + ": Set with the right ETag", PUT)  # fmt: skip
ETAG1B = item(K + "-etag1", S('"second-value"'), E2)
add(CONF + "1073", "DeleteItem", delete(DOCKER, K + "-etag1", etag="bad-etag"), T_KEY, [
    ([ETAG1B], "the item at its own ETag (ConditionalCheckFailed)"),
], CONF_NOTE + ": Delete with the wrong ETag", DELETE)  # fmt: skip
add(CONF + "1082", "DeleteItem", delete(DOCKER, K + "-etag1", etag=E2), T_KEY, [
    ([ETAG1B], "the item at that ETag (the delete succeeds)"),
], CONF_NOTE + ": Delete with the right ETag", DELETE)  # fmt: skip
add(CONF + "1097", "DeleteItem", delete(DOCKER, K + "-etag2", etag=E3), T_KEY, [
    ([item(K + "-etag2", S('"third-value"'), E3)], "the item at that ETag (the delete succeeds)"),
    ([], "the item gone already (a made-up race: ConditionalCheckFailed)"),
], CONF_NOTE + ": BulkDelete's Delete with an ETag (one Delete a request, the default bulk store)",
   DELETE)  # fmt: skip
# first-write
FW = K + "-firstwrite-test"
add(CONF + "1220", "PutItem", put(DOCKER, item(FW, B("dGVzdFZhbHVlMQ=="), E4), first_write=True), T_KEY, [
    ([], "no item (the Delete before it: the write succeeds)"),
], CONF_NOTE + ": Set with first-write concurrency (and, in request set 1, an empty ETag: the same request)",
   PUT)  # fmt: skip
add(CONF + "1231", "PutItem", put(DOCKER, item(FW, B("dGVzdFZhbHVlMg=="), E5), first_write=True), T_KEY, [
    ([item(FW, B("dGVzdFZhbHVlMQ=="), E4)], "the first write's item (ConditionalCheckFailed, as the test expects)"),
], CONF_NOTE + ": the second first-write Set", PUT)  # fmt: skip
FWE = K + "-firstwrite-etag-test"
add(CONF + "1268", "PutItem", put(DOCKER, item(FWE, B("dGVzdFZhbHVlMg=="), E1), etag=E0), T_KEY, [
    ([item(FWE, B("dGVzdFZhbHVlMQ=="), E0)], "the item the first Set wrote (the ETag wins over first-write: the "
     "write succeeds)"),
    ([item(FWE, B("dGVzdFZhbHVlMg=="), E1)], "the item the write left (the test's repeat at line 1282: "
     "ConditionalCheckFailed)"),
], CONF_NOTE + ": Set with an ETag and first-write concurrency", PUT)  # fmt: skip

# --- the conformance suite on AWS (aws.dynamodb.terraform: TTL attribute expiresAt)
TF_NOTE = BUILT + " (the state conformance suite, aws.dynamodb.terraform, TTL attribute expiresAt)"
TTL_ITEM = item(K + "-ttl", S('"⏱️"'), E2, ttl=NOW + 2)
add(CONF + "1303", "PutItem", put(TF, TTL_ITEM), T_KEY, [([], "no item")],
    TF_NOTE + ": Set with ttlInSeconds 2 (the value jsoniter writes, not escaped)", PUT)  # fmt: skip
add(CONF + "1313", "GetItem", get(TF, K + "-ttl"), T_KEY, [([TTL_ITEM], "the item just written")],
    TF_NOTE + ": Get", GET)  # fmt: skip

# --- the certification test: through the Dapr sidecar (keys prefixed with the app id)
CERT_NOTE = BUILT + " (the certification test, through the sidecar and the Go SDK)"
CERT_ITEM = item(APP + "key", B("Y2VydGlmaWNhdGlvbmRhdGE="), E3)
add(CERT + "62", "PutItem", put(CERT_T, CERT_ITEM), T_KEY, [([], "no item")],
    CERT_NOTE + ": SaveState of bytes, no metadata", PUT)  # fmt: skip
add(CERT + "66", "GetItem", get(CERT_T, APP + "key", strong=True), T_KEY, [([CERT_ITEM], "the item saved")],
    CERT_NOTE + ": GetState (strong: ConsistentRead true)", GET)  # fmt: skip
add(CERT + "100", "PutItem", put(CERT_T, item(APP + "key", B("Y2VydGlmaWNhdGlvbmRhdGE="), E4, ttl=NOW + 300)), T_KEY,
    [([], "no item")], CERT_NOTE + ": SaveState with ttlInSeconds 300", PUT)  # fmt: skip
add(CERT + "100", "PutItem", put(CERT_T, item(APP + "key", B("Y2VydGlmaWNhdGlvbmRhdGE="), E5, ttl=NOW - 1)), T_KEY,
    [([item(APP + "key", B("Y2VydGlmaWNhdGlvbmRhdGE="), E4, ttl=NOW + 300)], "the item the 300 s test left")],
    CERT_NOTE + ": SaveState with ttlInSeconds -1", PUT)  # fmt: skip
add(CERT + "143", "TransactWriteItems", tx(
    tput(CERT_T, item(APP + "reqKeyTx1", B("cmVxVmFsVHgx"), E0)),
    tdel(CERT_T, APP + "reqKey2"),
    tput(CERT_T, item(APP + "reqKeyTx2", B("cmVxVmFsVHgy"), E1))), T_KEY, [
    ([item(APP + "reqKey2", B("cmVxS2V5Mg=="), E2)], "the item SaveState wrote at reqKey2"),
], CERT_NOTE + ": ExecuteStateTransaction of an upsert, a delete and an upsert", MULTI)  # fmt: skip
PK_ITEM = item(APP + "key", B("Y2VydGlmaWNhdGlvbmRhdGE="), E5, pk="pkey")
add(CERT + "62", "PutItem", put(CERT_PK, PK_ITEM), T_PKEY, [([], "no item")],
    CERT_NOTE + ": SaveState on the component whose partitionKey is pkey", PUT)  # fmt: skip
add(CERT + "66", "GetItem", get(CERT_PK, APP + "key", strong=True, pk="pkey"), T_PKEY, [([PK_ITEM], "the item saved")],
    CERT_NOTE + ": GetState with partitionKey pkey", GET)  # fmt: skip
add(CERT + "73", "DeleteItem", delete(CERT_PK, APP + "key", pk="pkey"), T_PKEY, [([PK_ITEM], "the item saved")],
    CERT_NOTE + ": DeleteState with partitionKey pkey", DELETE)  # fmt: skip

# --- made up from the code: a transaction's Put carries the Set's ETag condition (no test makes one)
MADE = "made up from the code (no test makes it): "
add(STORE + "476", "TransactWriteItems", tx(
    tput(DOCKER, item(K + "-etag3", S('"third-value"'), E4), etag=E3), tdel(DOCKER, K + "-etag4")), T_KEY, [
    ([item(K + "-etag3", S('"second-value"'), E3), item(K + "-etag4", S('"first-value"'), E5)],
     "the item at that ETag (the transaction succeeds)"),
    ([item(K + "-etag3", S('"second-value"'), E1), item(K + "-etag4", S('"first-value"'), E5)],
     "the item at another ETag (TransactionCanceled: ConditionalCheckFailed, None)"),
], MADE + "Multi of a Set with an ETag (createPutData's etag = :etag in the Put) and a Delete", MULTI)  # fmt: skip
add(STORE + "476", "TransactWriteItems", tx(
    tput(DOCKER, item(K + "-fw", S('"first"'), E2), first_write=True)), T_KEY, [
    ([], "no item (the transaction succeeds)"),
    ([item(K + "-fw", S('"first"'), E0)], "an item at the key (TransactionCanceled)"),
], MADE + "Multi of a first-write Set (attribute_not_exists(etag) in the Put)", MULTI)  # fmt: skip

# --- earlier versions of the component
OLD_BULK = "dapr/components-contrib@42a7af4 "
CASES.append(case(
    OLD_BULK + "state/aws/dynamodb/dynamodb.go:139", "BatchWriteItem",
    {"RequestItems": {DOCKER: [
        {"PutRequest": {"Item": {"key": S(K + "-bulk-int"), "value": S("123")}}},
        {"PutRequest": {"Item": {"key": S(K + "-bulk-string"), "value": S('"hello world"')}}},
        {"PutRequest": {"Item": {"key": S(K + "-bulk-struct"), "value": S('{"message":"test"}')}}},
    ]}},
    T_KEY, [], "the BatchWriteItem BulkSet sent in 2020 (items without etag), for bulk scenarios of the "
    "conformance suite; before: no item"))  # fmt: skip
CASES.append(case(
    OLD_BULK + "state/aws/dynamodb/dynamodb.go:179", "BatchWriteItem",
    {"RequestItems": {DOCKER: [
        {"DeleteRequest": {"Key": {"key": S(K + "-bulk-to-be-deleted")}}},
        {"DeleteRequest": {"Key": {"key": S(K + "-bulk-to-be-deleted-too")}}},
    ]}},
    T_KEY, [{"key": S(K + "-bulk-to-be-deleted"), "value": S('"to be deleted"')}],
    "the BatchWriteItem BulkDelete sent in 2020, for the conformance suite's bulk deletes; before: one of the two "
    "items there"))  # fmt: skip
CASES.append(case(
    OLD_BULK + "state/aws/dynamodb/dynamodb.go:139", "BatchWriteItem",
    {"RequestItems": {DOCKER: [
        {"PutRequest": {"Item": {"key": S(K + "-bulk"), "value": S('"one"')}}},
        {"PutRequest": {"Item": {"key": S(K + "-bulk"), "value": S('"two"')}}},
    ]}},
    T_KEY, [], MADE + "a BulkSet naming one key twice, which the 2020 BulkSet sent as one batch (refused: "
    "duplicate keys); before: no item"))  # fmt: skip
V2023 = "dapr/components-contrib@181f3ad "
CASES.append(case(
    V2023 + "tests/conformance/state/state.go:360 (request: state/aws/dynamodb/dynamodb.go:221)", "BatchWriteItem",
    {"RequestItems": {DOCKER: [
        {"PutRequest": {"Item": item(K + "-bulk-int", S("123"), E1)}},
        {"PutRequest": {"Item": item(K + "-bulk-bool", S("true"), E2)}},
        {"PutRequest": {"Item": item(K + "-bulk-bytes", S("\u0001"), E3)}},
        {"PutRequest": {"Item": item(K + "-bulk-string", S('"hello world"'), E4)}},
        {"PutRequest": {"Item": item(K + "-bulk-struct", S('{"message":"test"}'), E5)}},
    ]}},
    T_KEY, [], "the BatchWriteItem the 2023 BulkSet sent for the suite's five bulk scenarios (a byte slice "
    "written as text: []byte{0x1} as the string \\u0001); before: no item"))  # fmt: skip
CASES.append(case(
    V2023 + "tests/conformance/state/state.go:471 (request: state/aws/dynamodb/dynamodb.go:456)", "TransactWriteItems",
    tx(*({"Put": {"TableName": DOCKER, "Item": {"key": S(k), "value": S(v)}}} for k, v in (
        (K + "-trx-int", "123"), (K + "-trx-bool", "true"), (K + "-trx-bytes", "\u0001"),
        (K + "-trx-string", '"hello world"'), (K + "-trx-to-be-deleted", '"to be deleted"')))),
    T_KEY, [item(K + "-trx-int", S("0"), E1)], "the first Multi (2023): Puts of key and value only (no etag), "
    "for transaction group 1; before: an older item at one key (replaced, its etag gone)"))  # fmt: skip
