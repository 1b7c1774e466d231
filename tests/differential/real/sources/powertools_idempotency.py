"""Powertools for AWS Lambda, the idempotency utility: the requests its DynamoDB
persistence layer sends (Python, TypeScript, Java, .NET).

The utility keeps one record per idempotency key: a conditional PutItem writes
it INPROGRESS (``attribute_not_exists(#id) OR #expiry < :now OR (#status =
:inprogress AND attribute_exists(#in_progress_expiry) AND #in_progress_expiry <
:now_in_millis)``, Java and .NET putting the in-progress clause's terms in
another order and naming ``:now_milliseconds``), a consistent GetItem reads it,
an UpdateItem (``SET #response_data = :response_data, #expiry = :expiry,
#status = :status[, #validation_key = :validation_key]``) completes it and a
DeleteItem drops it when the function fails; a composite key (a static
partition key value, the idempotency key as sort key) is a configuration. Only
the requests were taken, as data: no test was run.

- aws-powertools/powertools-lambda-python @ fa1c29f (2024-10-24):
  ``aws_lambda_powertools/utilities/idempotency/persistence/dynamodb.py`` and
  ``tests/functional/idempotency/_boto3/{conftest,test_idempotency}.py`` (the
  params the botocore Stubber pins: ``expected_params_put_item``,
  ``expected_params_update_item``, their ``_with_validation`` and composite-key
  variants, the GetItem and DeleteItem params the tests write out; where a test
  pins no params, as ``dynamodb.py`` builds them for the test's configuration).
  Also the put an older boto3 gets (no ``ReturnValuesOnConditionCheckFailure``,
  ``dynamodb.py:118``) and the puts of two earlier versions: 03f7dcd (v1.11,
  2021-02: ``attribute_not_exists(id) OR expiration < :now``, names unescaped,
  through the Table resource) and b4737a8 (2021-09: ``attribute_not_exists(#id)
  OR #now < :now``), each cited at its tests, and the put of issue #693
  (``expiry_attr='ttl'``, a reserved word, written into the condition by
  e24eb02's ``dynamodb.py``), beside its fix.
- aws-powertools/powertools-lambda-typescript @ 1e5fe1b (2026-08-20):
  ``packages/idempotency/src/persistence/DynamoDBPersistenceLayer.ts`` and
  ``packages/idempotency/tests/unit/persistence/DynamoDbPersistenceLayer.test.ts``
  (the commands the mocked client receives, ``toReceiveCommandWith``: a partial
  match, so the ``ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`` the layer
  adds is sent too), and the e2e tests ``tests/e2e/makeIdempotent.test{,.FunctionCode}.ts``
  (default and customised attribute names, payload validation). ``:now`` is
  ``Date.now() / 1000``, a number with a fraction; the response data is
  marshalled as it is (a map, or a string). Also two earlier versions' requests
  as their tests pin them: 34ef180 (2022-11, through the DocumentClient:
  ``... OR NOT #status = :inprogress``, ``SET #status = :status, #expiry =
  :expiry``, ``Date.now`` mocked to 1000 ms) and 8b3bf04 (2023-10: no
  ``ReturnValuesOnConditionCheckFailure``, the response data SET first).
- aws-powertools/powertools-lambda-java @ 9ff4abf (2026-07-22):
  ``powertools-idempotency/powertools-idempotency-dynamodb/src/main/java/.../DynamoDBPersistenceStore.java``
  (the same code at 7594e5a) for the calls of ``DynamoDBPersistenceStoreTest.java``
  as it was at 7594e5a (2025-08-27; it then ran against DynamoDB Local and
  checked the items), of the mocked test at 9ff4abf (custom attribute names and
  sort key) and of the CRaC priming (``beforeCheckpoint``).
- aws-powertools/powertools-lambda-dotnet @ b029cc5 (2025-03-07):
  ``libraries/src/AWS.Lambda.Powertools.Idempotency/Persistence/DynamoDBPersistenceStore.cs``
  for the calls of ``libraries/tests/.../Persistence/DynamoDBPersistenceStoreTests.cs``
  (integration tests on DynamoDB Local): Java's texts, without
  ``ReturnValuesOnConditionCheckFailure``.

Adapted only as far as needed to run: each test's clock fixed (the commit's
time, with a fraction of a second for the millisecond values; ``stub.ANY``,
``expect.any(Number)`` and ``Date.now()`` values worked out from it as the code
computes them: expiry an hour on, the in-progress expiry the remaining time
on); Python's keys computed as the fixtures compute them (md5 of the sorted
JSON of the event's ``[body, queryStringParameters]``, prefixed with the test
function's qualified name) and TypeScript's (base64 md5 of the record's JSON);
the e2e functions' names and remaining time made up. A boto3 low-level or SDK
request is sent as written; the DocumentClient's and Table resource's plain
values written typed. The utility builds every request the same way whatever it
finds, so ``before`` is what the test puts in the table, or the record its stub
answers with, placed at the key the request writes (a stubbed
ConditionalCheckFailed over a record whose in-progress expiry has passed is sent
over that record: the condition holds); otherwise made up per outcome, as the
note says: no record, an expired record, an in-progress record whose
in-progress expiry passed (the write succeeds), a live completed record, a live
in-progress record (ConditionalCheckFailed, the old item returned where
``ALL_OLD`` is asked).
"""

from __future__ import annotations

import base64
import hashlib
import json

from ._build import case, table

SOURCE = "powertools-idempotency"

PY = "aws-powertools/powertools-lambda-python@fa1c29f "
PY_DDB = PY + "aws_lambda_powertools/utilities/idempotency/persistence/dynamodb.py:"
PY_CONF = PY + "tests/functional/idempotency/_boto3/conftest.py:"
PY_TEST = PY + "tests/functional/idempotency/_boto3/test_idempotency.py:"
TS = "aws-powertools/powertools-lambda-typescript@1e5fe1b "
TS_TEST = TS + "packages/idempotency/tests/unit/persistence/DynamoDbPersistenceLayer.test.ts:"
TS_E2E = TS + "packages/idempotency/tests/e2e/makeIdempotent.test.ts:"
JV = "aws-powertools/powertools-lambda-java@"
JV_PATH = "powertools-idempotency/powertools-idempotency-dynamodb/src/"
JV_STORE = (
    JV + "9ff4abf " + JV_PATH + "main/java/software/amazon/lambda/powertools/idempotency/persistence/dynamodb/"
    "DynamoDBPersistenceStore.java:"
)
JV_TEST_PATH = (
    "test/java/software/amazon/lambda/powertools/idempotency/persistence/dynamodb/DynamoDBPersistenceStoreTest.java:"
)
JV_IT = JV + "7594e5a " + JV_PATH + JV_TEST_PATH
JV_MOCK = JV + "9ff4abf " + JV_PATH + JV_TEST_PATH
NET = (
    "aws-powertools/powertools-lambda-dotnet@b029cc5 "
    "libraries/tests/AWS.Lambda.Powertools.Idempotency.Tests/Persistence/DynamoDBPersistenceStoreTests.cs:"
)

HASH_ID = table(("id", "S"))
PUT_CONDITION = (
    "attribute_not_exists(#id) OR #expiry < :now OR "
    "(#status = :inprogress AND attribute_exists(#in_progress_expiry) AND #in_progress_expiry < :now_in_millis)"
)
PUT_CONDITION_JAVA = (
    "attribute_not_exists(#id) OR #expiry < :now OR "
    "(attribute_exists(#in_progress_expiry) AND #in_progress_expiry < :now_milliseconds AND #status = :inprogress)"
)
UPDATE = "SET #response_data = :response_data, #expiry = :expiry, #status = :status"
UPDATE_VALIDATION = UPDATE + ", #validation_key = :validation_key"

NONE = "no record (the write succeeds)"
EXPIRED = "an expired completed record (the write succeeds)"
STALE = "an in-progress record whose in-progress expiry has passed (the write succeeds)"
LIVE_DONE = "a live completed record (ConditionalCheckFailed)"
LIVE_BUSY = "a live in-progress record (ConditionalCheckFailed)"


def _s(v: str) -> dict:
    return {"S": v}


def _n(v: int | str) -> dict:
    return {"N": str(v)}


def _names(key: str, expiry: str, in_progress: str, status: str) -> dict:
    return {"#id": key, "#expiry": expiry, "#in_progress_expiry": in_progress, "#status": status}


def _put(name: str, item: dict, condition: str, names: dict, values: dict, all_old: bool = True) -> dict:
    out = {
        "TableName": name,
        "Item": item,
        "ConditionExpression": condition,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values,
    }
    if all_old:
        out["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD"
    return out


def _get(name: str, key: dict) -> dict:
    return {"TableName": name, "Key": key, "ConsistentRead": True}


def _update(name: str, key: dict, expression: str, names: dict, values: dict) -> dict:
    return {
        "TableName": name,
        "Key": key,
        "UpdateExpression": expression,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values,
    }


def _delete(name: str, key: dict) -> dict:
    return {"TableName": name, "Key": key}


def _record(key: dict, expiry: int, status: str, **more: dict) -> dict:
    """An idempotency record with the default attribute names."""
    return {**key, "expiration": _n(expiry), "status": _s(status), **more}


# --- Python ------------------------------------------------------------------

PY_TABLE = "TEST_TABLE"
PY_NOW, PY_NOW_MS = 1729777993, 1729777993250  # the commit's time; int(now.timestamp() * 1000)
PY_EXPIRY = PY_NOW + 3600  # expires_after_seconds
PY_FUTURE, PY_PAST = PY_NOW + 3600, PY_NOW - 6400  # the timestamp_future / timestamp_expired fixtures
PY_IN_PROGRESS = PY_NOW_MS + 1000  # lambda_context.get_remaining_time_in_millis() is 1000
PY_MODULE = "tests.functional.idempotency._boto3.test_idempotency"
EVENT_BODY = '{"message": "hello world", "username": "tom"}'  # tests/events/apiGatewayProxyV2Event.json
EVENT_QUERY = {"parameter1": "value1,value2", "parameter2": "value"}
# the event's requestContext, whose hash payload validation stores (accountId the test may tamper with)
EVENT_CONTEXT = {
    "accountId": "123456789012",
    "apiId": "api-id",
    "authentication": {
        "clientCert": {
            "clientCertPem": "CERT_CONTENT",
            "subjectDN": "www.example.com",
            "issuerDN": "Example issuer",
            "serialNumber": "a1:a1:a1:a1:a1:a1:a1:a1:a1:a1:a1:a1:a1:a1:a1:a1",
            "validity": {"notBefore": "May 28 12:30:02 2019 GMT", "notAfter": "Aug  5 09:36:04 2021 GMT"},
        }
    },
    "authorizer": {"jwt": {"claims": {"claim1": "value1", "claim2": "value2"}, "scopes": ["scope1", "scope2"]}},
    "domainName": "id.execute-api.us-east-1.amazonaws.com",
    "domainPrefix": "id",
    "http": {
        "method": "POST",
        "path": "/my/path",
        "protocol": "HTTP/1.1",
        "sourceIp": "192.168.0.1/32",
        "userAgent": "agent",
    },
    "requestId": "id",
    "routeKey": "$default",
    "stage": "$default",
    "time": "12/Mar/2020:19:03:58 +0000",
    "timeEpoch": 1583348638390,
}
# json_serialize(lambda_response): sort_keys, Decimal("2.5") as "2.5", Decimal("NaN") as NaN
PY_RESPONSE = '{"decimal_NaN": NaN, "decimal_val": "2.5", "message": "test", "statusCode": 200}'
PY_NAMES = _names("id", "expiration", "in_progress_expiration", "status")
PY_VALUES = {":now": _n(PY_NOW), ":now_in_millis": _n(PY_NOW_MS), ":inprogress": _s("INPROGRESS")}
PY_UPDATE_NAMES = {"#expiry": "expiration", "#response_data": "data", "#status": "status"}


def _md5_json(data) -> str:
    """hash_idempotency_key: md5 of json.dumps(data, sort_keys=True)."""
    return hashlib.md5(json.dumps(data, sort_keys=True).encode()).hexdigest()


def _py_key(test: str, data=None) -> str:
    """The hashed_idempotency_key fixture for a test (the default jmespath's data unless given)."""
    digest = _md5_json([EVENT_BODY, EVENT_QUERY] if data is None else data)
    return f"test-func.{PY_MODULE}.{test}.<locals>.lambda_handler#{digest}"


def _py_put_item(key: dict, validation: str | None = None) -> dict:
    item = {
        **key,
        "expiration": _n(PY_EXPIRY),
        "status": _s("INPROGRESS"),
        "in_progress_expiration": _n(PY_IN_PROGRESS),
    }
    if validation:
        item["validation"] = _s(validation)
    return item


def _py_put(key: dict, validation: str | None = None, all_old: bool = True) -> dict:
    return _put(PY_TABLE, _py_put_item(key, validation), PUT_CONDITION, PY_NAMES, PY_VALUES, all_old)


def _py_update(key: dict, validation: str | None = None) -> dict:
    names = dict(PY_UPDATE_NAMES)
    values = {":expiry": _n(PY_EXPIRY), ":response_data": _s(PY_RESPONSE), ":status": _s("COMPLETED")}
    if validation:
        names["#validation_key"] = "validation"
        values[":validation_key"] = _s(validation)
    return _update(PY_TABLE, key, UPDATE_VALIDATION if validation else UPDATE, names, values)


def _python() -> list[dict]:
    out = []

    def add(cite: str, op: str, request: dict, schema: dict, before: list, note: str) -> None:
        out.append(case(cite, op, request, schema, before, note))

    pinned = "the params the Stubber pins (conftest.py:{}), stub.ANY values worked out from the fixed clock"
    validation_hash = _md5_json(EVENT_CONTEXT)

    def k(test: str) -> dict:
        return {"id": _s(_py_key(test))}

    # a first execution: the put, then the update completing the record
    key = k("test_idempotent_lambda_first_execution")
    add(PY_TEST + "210", "PutItem", _py_put(key), HASH_ID, [], pinned.format(128) + "; before: " + NONE)
    in_progress = _py_put_item(key)
    add(
        PY_TEST + "210",
        "UpdateItem",
        _py_update(key),
        HASH_ID,
        [in_progress],
        pinned.format(80) + "; before: the in-progress record the put wrote",
    )
    key = k("test_idempotent_lambda_expired")
    expired = _record(key, PY_PAST, "COMPLETED", data=_s(PY_RESPONSE))
    add(
        PY_TEST + "241",
        "PutItem",
        _py_put(key),
        HASH_ID,
        [expired],
        pinned.format(128) + "; before: " + EXPIRED + " (timestamp_expired)",
    )
    # a record found: the put fails, DynamoDB returns the old item (ALL_OLD), the stub's modeled Item
    key = k("test_idempotent_lambda_already_completed")
    add(
        PY_TEST + "72",
        "PutItem",
        _py_put(key),
        HASH_ID,
        [_record(key, PY_FUTURE, "COMPLETED", data=_s(PY_RESPONSE))],
        pinned.format(128) + "; before: the Item the stub returns, " + LIVE_DONE,
    )
    key = k("test_idempotent_lambda_in_progress")
    add(
        PY_TEST + "110",
        "PutItem",
        _py_put(key),
        HASH_ID,
        [_record(key, PY_FUTURE, "INPROGRESS")],
        pinned.format(128) + "; before: the Item the stub returns (no in-progress expiry), " + LIVE_BUSY,
    )
    key = k("test_idempotent_lambda_expires_in_progress_before_expire")
    busy = _record(
        key,
        PY_FUTURE,
        "INPROGRESS",
        in_progress_expiration=_n(PY_NOW_MS + 5000),
        data=_s('{"message": "test", "statusCode": 200'),
    )
    add(
        PY_TEST + "733",
        "PutItem",
        _py_put(key),
        HASH_ID,
        [busy],
        pinned.format(128) + "; before: the record the test's GetItem returns (in-progress expiry 5 s on), "
        "an in-progress record whose in-progress expiry has not passed (ConditionalCheckFailed)",
    )
    add(
        PY_TEST + "750",
        "GetItem",
        _get(PY_TABLE, key),
        HASH_ID,
        [busy],
        "the params the Stubber pins; before: the record the stub returns",
    )
    key = k("test_idempotent_lambda_expires_in_progress_after_expire")
    add(
        PY_TEST + "780",
        "PutItem",
        _py_put(key),
        HASH_ID,
        [
            _record(
                key,
                PY_FUTURE,
                "INPROGRESS",
                in_progress_expiration=_n(PY_NOW_MS - 1000),
                data=_s('{"message": "test", "statusCode": 200'),
            )
        ],
        pinned.format(128)
        + "; before: the record the test's GetItem returns (in-progress expiry a second ago), "
        + STALE
        + "; the test stubs ConditionalCheckFailed to make the store inconsistent",
    )
    key = k("test_idempotent_lambda_expired_during_request")
    stale = _record(key, PY_PAST, "INPROGRESS", data=_s('{"message": "test", "statusCode": 200}'))
    add(
        PY_TEST + "446",
        "PutItem",
        _py_put(key),
        HASH_ID,
        [stale],
        pinned.format(128) + "; before: the record the test's GetItem returns (expired, in progress): "
        "the write succeeds (the test stubs ConditionalCheckFailed to make the store inconsistent)",
    )
    add(
        PY_TEST + "472",
        "GetItem",
        _get(PY_TABLE, key),
        HASH_ID,
        [stale],
        "the params the Stubber pins; before: the record the stub returns",
    )
    add(
        PY_TEST + "483",
        "GetItem",
        _get(PY_TABLE, key),
        HASH_ID,
        [],
        "the params of line 472, sent again; before: no record (the stub's empty answer)",
    )
    key = k("test_idempotent_lambda_exception")
    add(
        PY_TEST + "377",
        "DeleteItem",
        _delete(PY_TABLE, key),
        HASH_ID,
        [_py_put_item(key)],
        "the params the Stubber pins (expected_params_delete_item); before: the in-progress record the put wrote",
    )
    # payload validation: the hash of the event's requestContext is written and completed
    key = k("test_idempotent_lambda_first_execution_with_validation")
    add(
        PY_TEST + "655",
        "PutItem",
        _py_put(key, validation_hash),
        HASH_ID,
        [],
        pinned.format(157) + "; before: " + NONE,
    )
    add(
        PY_TEST + "655",
        "UpdateItem",
        _py_update(key, validation_hash),
        HASH_ID,
        [_py_put_item(key, validation_hash)],
        pinned.format(99) + "; before: the in-progress record the put wrote",
    )
    key = k("test_idempotent_lambda_already_completed_with_validation_bad_payload")
    tampered = _md5_json({**EVENT_CONTEXT, "accountId": EVENT_CONTEXT["accountId"] + "1"})
    add(
        PY_TEST + "401",
        "PutItem",
        _py_put(key, tampered),
        HASH_ID,
        [
            _record(
                key,
                PY_FUTURE,
                "COMPLETED",
                data=_s('{"message": "test", "statusCode": 200}'),
                validation=_s(validation_hash),
            )
        ],
        "the request dynamodb.py:232 builds for the test (payload validation on requestContext, whose accountId the "
        "test alters: the hash of the altered context); before: the Item the stub returns, " + LIVE_DONE,
    )
    # composite key: the static partition key value, the idempotency key as sort key
    composite = table(("id", "S"), ("sk", "S"))
    key = {"id": _s("idempotency#"), "sk": _s(_py_key("test_idempotent_lambda_compound_already_completed"))}
    add(
        PY_TEST + "1697",
        "PutItem",
        _py_put(key),
        composite,
        [_record(key, PY_FUTURE, "COMPLETED", data=_s(PY_RESPONSE))],
        "the request dynamodb.py:232 builds with sort_key_attr sk (conftest.py:220; no function name set: the static "
        "partition key value idempotency#); before: the Item the stub returns, " + LIVE_DONE,
    )
    key = {
        "id": _s("static-value"),
        "sk": _s(_py_key("test_idempotent_lambda_compound_static_pk_value_has_correct_pk")),
    }
    add(PY_TEST + "1736", "PutItem", _py_put(key), composite, [], pinned.format(287) + "; before: " + NONE)
    add(
        PY_TEST + "1736",
        "UpdateItem",
        _py_update(key),
        composite,
        [_py_put_item(key)],
        pinned.format(274) + "; before: the in-progress record the put wrote",
    )
    # the idempotency key of two fields, the validation hash of a nested object
    refund = {
        "refund_id": "ffd11882-d476-4598-bbf1-643f2be5addf",
        "customer_id": "9e9fc440-9e65-49b5-9e71-1382ea1b1658",
    }
    details = [{"company_name": "Parker, Johnson and Rath", "currency": "Turkish Lira"}]
    test = "test_idempotency_payload_validation_with_tampering_nested_object"
    key = {"id": _s(_py_key(test, [refund["refund_id"], refund["customer_id"]]))}
    add(
        PY_TEST + "1766",
        "PutItem",
        _py_put(key, _md5_json([{**details[0], "currency": "Euro"}])),
        HASH_ID,
        [
            _record(
                key,
                PY_FUTURE,
                "COMPLETED",
                data=_s(json.dumps({**refund, "details": details})),
                validation=_s(_md5_json(details)),
            )
        ],
        "the request dynamodb.py:232 builds for the test (event_key_jmespath [refund_id, customer_id], "
        "payload_validation_jmespath details, the currency tampered with); before: the record the stub returns "
        "(utils.py:86), put at the key the request writes, " + LIVE_DONE,
    )
    # an older boto3 (before 1.26.164): no ReturnValuesOnConditionCheckFailure
    key = k("test_idempotent_lambda_first_execution")
    old = (
        "the request dynamodb.py:232 builds when boto3 is older than 1.26.164 (no ReturnValuesOnConditionCheckFailure)"
    )
    add(PY_DDB + "118", "PutItem", _py_put(key, all_old=False), HASH_ID, [], old + "; before: " + NONE)
    add(
        PY_DDB + "118",
        "PutItem",
        _py_put(key, all_old=False),
        HASH_ID,
        [_record(key, PY_FUTURE, "COMPLETED", data=_s(PY_RESPONSE))],
        old + "; before: " + LIVE_DONE + ", no item returned",
    )
    # v1.11 (03f7dcd): the Table resource, attribute names written into the condition
    v111 = "aws-powertools/powertools-lambda-python@03f7dcd tests/functional/idempotency/"
    v111_now = 1613751874
    key = {"id": _s(hashlib.md5(json.dumps([EVENT_BODY, EVENT_QUERY]).encode()).hexdigest())}
    request = {
        "TableName": PY_TABLE,
        "Item": {**key, "expiration": _n(v111_now + 3600), "status": _s("INPROGRESS")},
        "ConditionExpression": "attribute_not_exists(id) OR expiration < :now",
        "ExpressionAttributeValues": {":now": _n(v111_now)},
    }
    note = "the params the Stubber pins (conftest.py:108), the Table resource's values typed, the clock the commit's"
    add(v111 + "test_idempotency.py:165", "PutItem", request, HASH_ID, [], note + "; before: " + NONE)
    add(
        v111 + "test_idempotency.py:244",
        "PutItem",
        request,
        HASH_ID,
        [_record(key, v111_now - 6400, "COMPLETED", data=_s('{"message": "test", "statusCode": 200}'))],
        note + "; before: " + EXPIRED,
    )
    add(
        v111 + "test_idempotency.py:24",
        "PutItem",
        request,
        HASH_ID,
        [_record(key, v111_now + 3600, "COMPLETED", data=_s('{"message": "test", "statusCode": 200}'))],
        note + "; before: " + LIVE_DONE,
    )
    # the put issue #693 reports (expiry_attr="ttl", a reserved word, written into the condition), and its fix
    ttl_key = {"id": _s("test-func#" + _md5_json([EVENT_BODY, EVENT_QUERY]))}
    ttl_now = 1632433248  # e24eb02's time
    ttl_item = {**ttl_key, "ttl": _n(ttl_now + 3600), "status": _s("INPROGRESS")}
    issue = "with expiry_attr='ttl' (issue #693's configuration), the Table resource's values typed; before: " + NONE
    add(
        "aws-powertools/powertools-lambda-python@e24eb02 aws_lambda_powertools/utilities/idempotency/persistence/"
        "dynamodb.py:124",
        "PutItem",
        {
            "TableName": PY_TABLE,
            "Item": ttl_item,
            "ConditionExpression": "attribute_not_exists(id) OR ttl < :now",
            "ExpressionAttributeValues": {":now": _n(ttl_now)},
        },
        HASH_ID,
        [],
        "the request the put builds " + issue + "; refused, as the issue reports (ttl is a reserved word)",
    )
    add(
        "aws-powertools/powertools-lambda-python@b4737a8 aws_lambda_powertools/utilities/idempotency/persistence/"
        "dynamodb.py:124",
        "PutItem",
        {
            "TableName": PY_TABLE,
            "Item": ttl_item,
            "ConditionExpression": "attribute_not_exists(#id) OR #now < :now",
            "ExpressionAttributeNames": {"#id": "id", "#now": "ttl"},
            "ExpressionAttributeValues": {":now": _n(ttl_now)},
        },
        HASH_ID,
        [],
        "the request the fixed put builds " + issue,
    )
    # 2021-09 (b4737a8): the names escaped, the expiry named #now
    v121 = "aws-powertools/powertools-lambda-python@b4737a8 tests/functional/idempotency/"
    v121_now = 1632482235
    key = {"id": _s("test-func#" + _md5_json([EVENT_BODY, EVENT_QUERY]))}
    request = {
        "TableName": PY_TABLE,
        "Item": {**key, "expiration": _n(v121_now + 3600), "status": _s("INPROGRESS")},
        "ConditionExpression": "attribute_not_exists(#id) OR #now < :now",
        "ExpressionAttributeNames": {"#id": "id", "#now": "expiration"},
        "ExpressionAttributeValues": {":now": _n(v121_now)},
    }
    note = "the params the Stubber pins (conftest.py:123), the Table resource's values typed, the clock the commit's"
    add(v121 + "test_idempotency.py:192", "PutItem", request, HASH_ID, [], note + "; before: " + NONE)
    add(
        v121 + "test_idempotency.py:272",
        "PutItem",
        request,
        HASH_ID,
        [_record(key, v121_now - 6400, "COMPLETED", data=_s('{"message": "test", "statusCode": 200}'))],
        note + "; before: " + EXPIRED,
    )
    add(
        v121 + "test_idempotency.py:78",
        "PutItem",
        request,
        HASH_ID,
        [_record(key, v121_now + 3600, "INPROGRESS")],
        note + "; before: " + LIVE_BUSY,
    )
    return out


# --- TypeScript --------------------------------------------------------------

TS_TABLE = "someTable"
TS_KEY = "someKey"
TS_NOW_MS = 1787210237123  # the commit's time, vi.useFakeTimers().setSystemTime
TS_NOW = TS_NOW_MS // 1000
TS_NAMES = _names("id", "expiration", "in_progress_expiration", "status")
TS_STATIC = "idempotency#my-lambda-function"  # the default staticPkValue (the test sets the function name)
TS_COMPOSITE = table(("id", "S"), ("sortKey", "S"))


def _ts_values(now_ms: int) -> dict:
    """marshall({':now': now / 1000, ':now_in_millis': now, ':inprogress': 'INPROGRESS'})."""
    return {
        ":now": _n(f"{now_ms // 1000}.{now_ms % 1000:03d}".rstrip("0").rstrip(".")),
        ":now_in_millis": _n(now_ms),
        ":inprogress": _s("INPROGRESS"),
    }


def _ts_put(
    item: dict, names: dict = TS_NAMES, all_old: bool = True, name: str = TS_TABLE, now_ms: int = TS_NOW_MS
) -> dict:
    return _put(name, item, PUT_CONDITION, names, _ts_values(now_ms), all_old)


def _b64md5(text: str) -> str:
    return base64.b64encode(hashlib.md5(text.encode()).digest()).decode("ascii")


def _typescript() -> list[dict]:
    out = []

    def add(cite: str, op: str, request: dict, schema: dict, before: list, note: str) -> None:
        out.append(case(cite, op, request, schema, before, note))

    pinned = "the command the mocked client receives (toReceiveCommandWith: a partial match, with the ALL_OLD the layer adds), Date.now() the fixed clock"
    key = {"id": _s(TS_KEY)}
    expired_put = {**key, "expiration": _n(0), "status": _s("EXPIRED")}
    add(TS_TEST + "186", "PutItem", _ts_put(expired_put), HASH_ID, [], pinned + "; before: " + NONE)
    add(
        TS_TEST + "186",
        "PutItem",
        _ts_put(expired_put),
        HASH_ID,
        [_record(key, TS_NOW - 60, "COMPLETED", data={"M": {}})],
        pinned + "; before: " + EXPIRED,
    )
    # the put that fails: the record the mock's ConditionalCheckFailed carries, at the key written
    add(
        TS_TEST + "349",
        "PutItem",
        _ts_put(expired_put),
        HASH_ID,
        [_record(key, TS_NOW_MS, "INPROGRESS")],
        "the command of line 186, as the single-key case sends it; before: the Item the mocked "
        "ConditionalCheckFailed carries (expiration Date.now(), in milliseconds, so far off), " + LIVE_BUSY,
    )
    ckey = {"id": _s(TS_STATIC), "sortKey": _s(TS_KEY)}
    composite_put = {**ckey, "expiration": _n(0), "status": _s("EXPIRED")}
    add(TS_TEST + "223", "PutItem", _ts_put(composite_put), TS_COMPOSITE, [], pinned + "; before: " + NONE)
    add(
        TS_TEST + "223",
        "PutItem",
        _ts_put(composite_put),
        TS_COMPOSITE,
        [_record(ckey, TS_NOW + 3600, "COMPLETED", data={"M": {}})],
        pinned + "; before: " + LIVE_DONE,
    )
    # the composite case of line 349 passes the static value as the record's key: it becomes the sort key too
    qkey = {"id": _s(TS_STATIC), "sortKey": _s(TS_STATIC)}
    add(
        TS_TEST + "349",
        "PutItem",
        _ts_put({**qkey, "expiration": _n(0), "status": _s("EXPIRED")}),
        TS_COMPOSITE,
        [_record(qkey, TS_NOW_MS, "INPROGRESS")],
        "the command DynamoDBPersistenceLayer.ts:192 sends for the composite-key case (the record's key "
        "'idempotency#my-lambda-function', so the sort key too); before: the Item the mocked "
        "ConditionalCheckFailed carries, at that key, " + LIVE_BUSY,
    )
    # an in-progress expiry: the test writes both timestamps in milliseconds (getFutureTimestamp)
    in_progress_put = {
        **key,
        "expiration": _n(TS_NOW_MS + 10000),
        "status": _s("INPROGRESS"),
        "in_progress_expiration": _n(TS_NOW_MS + 5000),
    }
    add(TS_TEST + "266", "PutItem", _ts_put(in_progress_put), HASH_ID, [], pinned + "; before: " + NONE)
    add(
        TS_TEST + "266",
        "PutItem",
        _ts_put(in_progress_put),
        HASH_ID,
        [_record(key, TS_NOW + 3600, "INPROGRESS", in_progress_expiration=_n(TS_NOW_MS - 1000))],
        pinned + "; before: " + STALE,
    )
    add(
        TS_TEST + "266",
        "PutItem",
        _ts_put(in_progress_put),
        HASH_ID,
        [_record(key, TS_NOW + 3600, "INPROGRESS", in_progress_expiration=_n(TS_NOW_MS + 1000))],
        pinned + "; before: an in-progress record whose in-progress expiry has not passed (ConditionalCheckFailed)",
    )
    validation_put = {**expired_put, "validation": _s("someHash")}
    add(TS_TEST + "306", "PutItem", _ts_put(validation_put), HASH_ID, [], pinned + "; before: " + NONE)
    add(
        TS_TEST + "306",
        "PutItem",
        _ts_put(validation_put),
        HASH_ID,
        [_record(key, TS_NOW + 3600, "COMPLETED", data={"M": {}}, validation=_s("someHash"))],
        pinned + "; before: " + LIVE_DONE,
    )
    found = _record(key, TS_NOW_MS + 15000, "INPROGRESS", in_progress_expiration=_n(TS_NOW_MS + 10000), data={"M": {}})
    add(
        TS_TEST + "435",
        "GetItem",
        _get(TS_TABLE, key),
        HASH_ID,
        [found],
        pinned + "; before: the Item the mock returns",
    )
    add(TS_TEST + "472", "GetItem", _get(TS_TABLE, key), HASH_ID, [], "the command of line 455; before: no record")
    add(
        TS_TEST + "482",
        "GetItem",
        _get(TS_TABLE, ckey),
        TS_COMPOSITE,
        [_record(ckey, TS_NOW_MS + 15000, "INPROGRESS", data={"M": {}})],
        pinned + "; before: the record, at the composite key",
    )
    busy = _record(key, TS_NOW + 3600, "INPROGRESS", in_progress_expiration=_n(TS_NOW_MS + 5000))
    add(
        TS_TEST + "544",
        "UpdateItem",
        _update(
            TS_TABLE,
            key,
            "SET #expiry = :expiry, #status = :status, #response_data = :response_data",
            {"#status": "status", "#expiry": "expiration", "#response_data": "data"},
            {":status": _s("EXPIRED"), ":expiry": _n(TS_NOW_MS), ":response_data": {"M": {}}},
        ),
        HASH_ID,
        [busy],
        pinned + " (responseData {} marshalled as an empty map); before: an in-progress record",
    )
    add(
        TS_TEST + "579",
        "UpdateItem",
        _update(
            TS_TABLE,
            key,
            "SET #expiry = :expiry, #status = :status",
            {"#status": "status", "#expiry": "expiration"},
            {":status": _s("EXPIRED"), ":expiry": _n(TS_NOW_MS)},
        ),
        HASH_ID,
        [busy],
        pinned + " (no response data); before: an in-progress record",
    )
    add(
        TS_TEST + "611",
        "UpdateItem",
        _update(
            TS_TABLE,
            key,
            "SET #expiry = :expiry, #status = :status, #response_data = :response_data, #validation_key = :validation_key",
            {"#status": "status", "#expiry": "expiration", "#response_data": "data", "#validation_key": "validation"},
            {
                ":status": _s("EXPIRED"),
                ":expiry": _n(TS_NOW_MS),
                ":response_data": {"M": {}},
                ":validation_key": _s("someHash"),
            },
        ),
        HASH_ID,
        [busy],
        pinned + " (payload validation on); before: an in-progress record",
    )
    add(TS_TEST + "654", "DeleteItem", _delete(TS_TABLE, key), HASH_ID, [busy], pinned + "; before: the record")

    # e2e: makeIdempotent over each record of an event, the default and the customised layer
    e2e = "the request DynamoDBPersistenceLayer.ts builds for the e2e function (tests/e2e/makeIdempotent.test.FunctionCode.ts:{}), function name and remaining time (29,000 ms) made up, the clock the commit's"
    remaining = 29000
    fn = "makeIdempotent-default"
    key = {"id": _s(fn + "#" + _b64md5(json.dumps({"foo": "bar", "id": 1}, separators=(",", ":"))))}
    default_put = {
        **key,
        "expiration": _n(TS_NOW + 3600),
        "status": _s("INPROGRESS"),
        "in_progress_expiration": _n(TS_NOW_MS + remaining),
    }
    add(
        TS_E2E + "99",
        "PutItem",
        _ts_put(default_put, name="idempotency-default"),
        HASH_ID,
        [],
        e2e.format(11) + "; the first record ({foo: bar, id: 1}); before: " + NONE,
    )
    add(
        TS_E2E + "99",
        "UpdateItem",
        _update(
            "idempotency-default",
            key,
            "SET #expiry = :expiry, #status = :status, #response_data = :response_data",
            {"#expiry": "expiration", "#status": "status", "#response_data": "data"},
            {":expiry": _n(TS_NOW + 3600), ":status": _s("COMPLETED"), ":response_data": _s("Processing done: bar")},
        ),
        HASH_ID,
        [default_put],
        e2e.format(11) + "; the first record done (a string response); before: the in-progress record",
    )
    done = _record(
        key,
        TS_NOW + 3600,
        "COMPLETED",
        in_progress_expiration=_n(TS_NOW_MS + remaining),
        data=_s("Processing done: bar"),
    )
    third = {**default_put, "in_progress_expiration": _n(TS_NOW_MS + remaining + 40)}
    add(
        TS_E2E + "99",
        "PutItem",
        _ts_put(third, name="idempotency-default", now_ms=TS_NOW_MS + 40),
        HASH_ID,
        [done],
        e2e.format(11) + " 40 ms later; the third record, the same payload as the first: before: the first's "
        "completed record, " + LIVE_DONE,
    )
    fn = "makeIdempotent-customConfig"
    names = _names("customId", "expiryAttr", "inProgressExpiryAttr", "statusAttr")
    ckey = {"customId": _s(fn + "#" + _b64md5(json.dumps({"foo": "bar", "id": 1}, separators=(",", ":"))))}
    custom_put = {
        **ckey,
        "expiryAttr": _n(TS_NOW + 3600),
        "statusAttr": _s("INPROGRESS"),
        "inProgressExpiryAttr": _n(TS_NOW_MS + remaining),
        "validationKeyAttr": _s(_b64md5('"bar"')),
    }
    custom_table = table(("customId", "S"))
    add(
        TS_E2E + "157",
        "PutItem",
        _ts_put(custom_put, names, name="idempotency-customConfig"),
        custom_table,
        [],
        e2e.format(16)
        + " (customised attribute names, payloadValidationJmesPath foo); the first record; before: "
        + NONE,
    )
    add(
        TS_E2E + "157",
        "UpdateItem",
        _update(
            "idempotency-customConfig",
            ckey,
            "SET #expiry = :expiry, #status = :status, #response_data = :response_data, #validation_key = :validation_key",
            {
                "#expiry": "expiryAttr",
                "#status": "statusAttr",
                "#response_data": "dataAttr",
                "#validation_key": "validationKeyAttr",
            },
            {
                ":expiry": _n(TS_NOW + 3600),
                ":status": _s("COMPLETED"),
                ":response_data": {"M": {"foo": _s("bar"), "id": _n(1)}},
                ":validation_key": _s(_b64md5('"bar"')),
            },
        ),
        custom_table,
        [custom_put],
        e2e.format(16) + "; the first record done (the record returned, a map); before: the in-progress record",
    )
    add(
        TS_E2E + "157",
        "PutItem",
        _ts_put(
            {**custom_put, "expiryAttr": _n(TS_NOW + 3605), "inProgressExpiryAttr": _n(TS_NOW_MS + 5000 + remaining)},
            names,
            name="idempotency-customConfig",
            now_ms=TS_NOW_MS + 5000,
        ),
        custom_table,
        [
            {
                **ckey,
                "expiryAttr": _n(TS_NOW + 3600),
                "statusAttr": _s("COMPLETED"),
                "inProgressExpiryAttr": _n(TS_NOW_MS + remaining),
                "dataAttr": {"M": {"foo": _s("bar"), "id": _n(1)}},
                "validationKeyAttr": _s(_b64md5('"bar"')),
            }
        ],
        e2e.format(16)
        + " 5 s later; the second invocation, the same first record: before: its completed record, "
        + LIVE_DONE,
    )

    # 34ef180 (2022-11): the DocumentClient, NOT #status = :inprogress, Date.now mocked to 1000
    old = "aws-powertools/powertools-lambda-typescript@34ef180 packages/idempotency/tests/unit/persistence/DynamoDbPersistenceLayer.test.ts:"
    request = {
        "TableName": TS_TABLE,
        "Item": {"id": _s(TS_KEY), "expiration": _n(0), "status": _s("EXPIRED")},
        "ExpressionAttributeNames": {"#id": "id", "#expiry": "expiration", "#status": "status"},
        "ExpressionAttributeValues": {":now": _n(1), ":inprogress": _s("INPROGRESS")},
        "ConditionExpression": "attribute_not_exists(#id) OR #expiry < :now OR NOT #status = :inprogress",
    }
    note = "the params the test pins (toReceiveCommandWith PutCommand), DocumentClient values written typed"
    add(old + "99", "PutItem", request, HASH_ID, [], note + "; before: " + NONE)
    add(
        old + "99",
        "PutItem",
        request,
        HASH_ID,
        [_record({"id": _s(TS_KEY)}, 10, "COMPLETED")],
        note + "; before: a live completed record (expiration 10, after :now 1): NOT #status = :inprogress holds, "
        "the write succeeds",
    )
    add(
        old + "128",
        "PutItem",
        request,
        HASH_ID,
        [_record({"id": _s(TS_KEY)}, 10, "INPROGRESS")],
        note + "; before: " + LIVE_BUSY,
    )
    add(
        old + "246",
        "UpdateItem",
        _update(
            TS_TABLE,
            {"id": _s(TS_KEY)},
            "SET #status = :status, #expiry = :expiry",
            {"#status": "status", "#expiry": "expiration"},
            {":status": _s("EXPIRED"), ":expiry": _n(0)},
        ),
        HASH_ID,
        [_record({"id": _s(TS_KEY)}, 10, "INPROGRESS")],
        "the params the test pins (toReceiveCommandWith UpdateCommand), DocumentClient values written typed; "
        "before: an in-progress record",
    )
    # 8b3bf04 (2023-10): no ReturnValuesOnConditionCheckFailure yet, the response data SET first
    old = "aws-powertools/powertools-lambda-typescript@8b3bf04 packages/idempotency/tests/unit/persistence/DynamoDbPersistenceLayer.test.ts:"
    now_ms = 1698705803456
    add(
        old + "386",
        "PutItem",
        _ts_put(expired_put, all_old=False, now_ms=now_ms),
        HASH_ID,
        [_record({"id": _s(TS_KEY)}, now_ms // 1000 + 3600, "COMPLETED", data={"M": {}})],
        "the command of line 215 (no ReturnValuesOnConditionCheckFailure), Date.now() the commit's time; before: "
        + LIVE_DONE
        + ", no item returned",
    )
    add(
        old + "572",
        "UpdateItem",
        _update(
            TS_TABLE,
            {"id": _s(TS_KEY)},
            "SET #response_data = :response_data, #expiry = :expiry, #status = :status",
            {"#response_data": "data", "#expiry": "expiration", "#status": "status"},
            {":response_data": {"M": {}}, ":expiry": _n(now_ms), ":status": _s("EXPIRED")},
        ),
        HASH_ID,
        [_record({"id": _s(TS_KEY)}, now_ms // 1000 + 3600, "INPROGRESS")],
        "the command the mocked client receives, Date.now() the commit's time; before: an in-progress record",
    )
    return out


# --- Java and .NET -------------------------------------------------------------

JV_TABLE = "idempotency_table"
JV_NOW, JV_NOW_MS = 1756300862, 1756300862417  # 7594e5a's time; Instant.now() getEpochSecond / toEpochMilli
NET_NOW, NET_NOW_MS = 1741368629, 1741368629581  # b029cc5's time; ToUnixTimeSeconds / ToUnixTimeMilliseconds
JAVA_NAMES = _names("id", "expiration", "in_progress_expiration", "status")


def _java_values(now: int, now_ms: int) -> dict:
    return {":now": _n(now), ":now_milliseconds": _n(now_ms), ":inprogress": _s("INPROGRESS")}


def _java_put(
    item: dict, now: int, now_ms: int, names: dict = JAVA_NAMES, name: str = JV_TABLE, all_old: bool = True
) -> dict:
    return _put(name, item, PUT_CONDITION_JAVA, names, _java_values(now, now_ms), all_old)


def _java_update(
    key: dict,
    response: str,
    expiry: int,
    names: tuple = ("data", "expiration", "status"),
    validation: str | None = None,
    name: str = JV_TABLE,
) -> dict:
    data, exp, status = names
    attr_names = {"#response_data": data, "#expiry": exp, "#status": status}
    values = {":response_data": _s(response), ":expiry": _n(expiry), ":status": _s("COMPLETED")}
    if validation:
        attr_names["#validation_key"] = "validation"
        values[":validation_key"] = _s(validation)
    return _update(name, key, UPDATE_VALIDATION if validation else UPDATE, attr_names, values)


def _java_like(cite: str, now: int, now_ms: int, all_old: bool, what: str, lines: dict) -> list[dict]:
    """The store's calls in the tests Java (7594e5a) and .NET (b029cc5) both have."""
    out = []

    def add(line: int, op: str, request: dict, schema: dict, before: list, note: str) -> None:
        out.append(case(f"{cite}{line}", op, request, schema, before, f"{what}; before: {note}"))

    key = {"id": _s("key")}
    add(
        lines["create"],
        "PutItem",
        _java_put(_record(key, now + 3600, "COMPLETED"), now, now_ms, all_old=all_old),
        HASH_ID,
        [],
        NONE,
    )
    if "expired" in lines:
        add(
            lines["expired"],
            "PutItem",
            _java_put(_record(key, now + 3600, "INPROGRESS"), now, now_ms, all_old=all_old),
            HASH_ID,
            [_record(key, now - 30, "COMPLETED", data=_s("Fake Data"))],
            "the item the test puts, " + EXPIRED,
        )
    add(
        lines["timed_out"],
        "PutItem",
        _java_put(_record(key, now + 3600, "INPROGRESS"), now, now_ms, all_old=all_old),
        HASH_ID,
        [_record(key, now + 30, "INPROGRESS", data=_s("Fake Data"), in_progress_expiration=_n(now_ms - 30000))],
        "the item the test puts, " + STALE,
    )
    add(
        lines["exists"],
        "PutItem",
        _java_put(_record(key, now + 3600, "INPROGRESS"), now, now_ms, all_old=all_old),
        HASH_ID,
        [_record(key, now + 30, "COMPLETED", data=_s("Fake Data"))],
        "the item the test puts, " + LIVE_DONE,
    )
    add(
        lines["blocked"],
        "PutItem",
        _java_put(_record(key, now + 3600, "INPROGRESS"), now, now_ms, all_old=all_old),
        HASH_ID,
        [_record(key, now + 30, "INPROGRESS", data=_s("Fake Data"), in_progress_expiration=_n(now_ms + 30000))],
        "the item the test puts, " + LIVE_BUSY,
    )
    add(
        lines["get"],
        "GetItem",
        _get(JV_TABLE, key),
        HASH_ID,
        [_record(key, now + 30, "COMPLETED", data=_s("Fake Data"))],
        "the item the test puts",
    )
    if "absent_delete" in lines:
        add(lines["absent_delete"], "DeleteItem", _delete(JV_TABLE, key), HASH_ID, [], "no record")
    add(lines["absent"], "GetItem", _get(JV_TABLE, key), HASH_ID, [], "no record")
    add(
        lines["update"],
        "UpdateItem",
        _java_update(key, "Fake result", now + 3600, validation="hash"),
        HASH_ID,
        [_record(key, now + 360, "INPROGRESS")],
        "the item the test puts (payload validation on)",
    )
    add(
        lines["delete"],
        "DeleteItem",
        _delete(JV_TABLE, key),
        HASH_ID,
        [_record(key, now + 360, "INPROGRESS")],
        "the item the test puts",
    )
    # end to end on a table keyed key/sortkey, custom attribute names, static partition key value pk
    custom = table(("key", "S"), ("sortkey", "S"))
    ckey = {"key": _s("pk"), "sortkey": _s("mykey")}
    names = _names("key", "expiry", "in_progress_expiration", "state")
    put_item = {**ckey, "expiry": _n(now + 400), "state": _s("INPROGRESS")}
    request = _java_put(put_item, now, now_ms, names, "idempotency_table_custom", all_old)
    add(lines["e2e"], "PutItem", request, custom, [], NONE)
    add(lines["e2e"], "PutItem", request, custom, [put_item], "the record the same put wrote, " + LIVE_BUSY)
    add(lines["e2e"], "GetItem", _get("idempotency_table_custom", ckey), custom, [put_item], "the record the put wrote")
    add(
        lines["e2e"],
        "UpdateItem",
        _java_update(ckey, "response", now + 500, ("result", "expiry", "state"), name="idempotency_table_custom"),
        custom,
        [put_item],
        "the record the put wrote",
    )
    done = {**ckey, "expiry": _n(now + 500), "state": _s("COMPLETED"), "result": _s("response")}
    add(lines["e2e"], "DeleteItem", _delete("idempotency_table_custom", ckey), custom, [done], "the completed record")
    return out


def _java() -> list[dict]:
    what = "the request DynamoDBPersistenceStore.java builds for the call the test makes (the test ran on DynamoDB Local), Instant.now() fixed"
    out = _java_like(
        JV_IT,
        JV_NOW,
        JV_NOW_MS,
        True,
        what,
        {
            "create": 59,
            "expired": 73,
            "timed_out": 104,
            "exists": 138,
            "blocked": 172,
            "get": 208,
            "absent": 231,
            "update": 237,
            "delete": 265,
            "e2e": 284,
        },
    )
    # the CRaC priming: a completed record put, read and deleted before a snapshot
    key = {"id": _s("__invoke_prime__")}
    prime = _record(key, JV_NOW + 3600, "COMPLETED")
    note = "the request beforeCheckpoint makes the store send (the priming record), Instant.now() fixed; before: "
    out.append(case(JV_STORE + "137", "PutItem", _java_put(prime, JV_NOW, JV_NOW_MS), HASH_ID, [], note + NONE))
    out.append(case(JV_STORE + "138", "GetItem", _get(JV_TABLE, key), HASH_ID, [prime], note + "the priming record"))
    out.append(
        case(JV_STORE + "139", "DeleteItem", _delete(JV_TABLE, key), HASH_ID, [prime], note + "the priming record")
    )
    # the mocked test's custom names and sort key (9ff4abf)
    custom = table(("pk", "S"), ("sk", "S"))
    ckey = {"pk": _s("IDEMPOTENCY"), "sk": _s("mykey")}
    now, now_ms = 1784725130, 1784725130288  # 9ff4abf's time
    names = _names("pk", "ttl", "in_progress_expiration", "state")
    request = _java_put({**ckey, "ttl": _n(now + 3600), "state": _s("INPROGRESS")}, now, now_ms, names, "custom_table")
    note = "the request DynamoDBPersistenceStore.java builds for the call (the test checks its members on a mock), Instant.now() fixed; before: "
    out.append(case(JV_MOCK + "280", "PutItem", request, custom, [], note + NONE))
    out.append(
        case(
            JV_MOCK + "280",
            "PutItem",
            request,
            custom,
            [{**ckey, "ttl": _n(now + 60), "state": _s("COMPLETED"), "result": _s("Response Data")}],
            note + LIVE_DONE,
        )
    )
    out.append(
        case(
            JV_MOCK + "314",
            "GetItem",
            _get("custom_table", ckey),
            custom,
            [{**ckey, "state": _s("COMPLETED"), "ttl": _n(now + 3600)}],
            note + "the item the mock returns",
        )
    )
    return out


def _dotnet() -> list[dict]:
    what = "the request DynamoDBPersistenceStore.cs builds for the call the test makes (the test runs on DynamoDB Local), DateTimeOffset.UtcNow fixed; no ReturnValuesOnConditionCheckFailure"
    return _java_like(
        NET,
        NET_NOW,
        NET_NOW_MS,
        False,
        what,
        {
            "create": 50,
            "exists": 76,
            "blocked": 120,
            "timed_out": 168,
            "get": 216,
            "absent_delete": 254,
            "absent": 251,
            "update": 265,
            "delete": 306,
            "e2e": 338,
        },
    )


CASES = _python() + _typescript() + _java() + _dotnet()
