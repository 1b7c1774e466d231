"""BatchWriteItem and BatchGetItem against DynamoDB Local: each batch rule the
core states (tests/expr/test_batch.py) is DynamoDB's, in DynamoDB's words; a
condition sent inside a PutRequest is ignored (so the builder refuses it); the
simulator leaves the items DynamoDB leaves and answers what it answers
(hypothesis over write sequences and reads); the generated code runs."""

from __future__ import annotations

import copy
import json
import urllib.request

import pytest
from botocore.exceptions import ClientError
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr import StateError, load_state, render
from builder.expr.check import check_document
from builder.expr.items import normalize_item
from builder.expr.simulate import simulate
from tests.integration.test_emit_exec import runner  # noqa: F401 (fixture)

pytestmark = pytest.mark.integration

KEYS = (("PK", "S"), ("SK", "S"))
SPEC = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}


def S(v):
    return {"type": "S", "value": v}


def key(pk, sk="A"):
    return {"PK": S(pk), "SK": S(sk)}


def put(table, pk, sk="A", **attrs):
    return {"type": "Put", "table": table, "item": {**key(pk, sk), **attrs}}


def delete(table, pk, sk="A"):
    return {"type": "Delete", "table": table, "key": key(pk, sk)}


def write(*actions):
    return {"version": 3, "operation": "BatchWriteItem", "actions": list(actions)}


def dynamodb_error(client, operation: str, params: dict) -> str:
    method = {"BatchWriteItem": client.batch_write_item, "BatchGetItem": client.batch_get_item}[operation]
    with pytest.raises(ClientError) as e:
        method(**params)
    assert e.value.response["Error"]["Code"] == "ValidationException"
    return e.value.response["Error"]["Message"]


def state_words(doc: dict) -> str:
    with pytest.raises(StateError) as e:
        load_state(doc)
    return e.value.problems[0].dynamodb


@pytest.fixture
def table(make_table):
    return make_table("batch", KEYS)


@pytest.fixture
def raw_client(dynamodb_local):
    """A client that sends what it is given (botocore checks no lengths, retries nothing)."""
    from tests.conftest import dynamodb_client

    return dynamodb_client(dynamodb_local, parameter_validation=False, retries={"total_max_attempts": 1})


def test_limits_and_duplicates_in_dynamodb_words(raw_client, table):
    """26 requests, 101 keys, the same item twice (Put + Delete, Get twice),
    an empty batch: the core's words are DynamoDB's."""
    too_many = write(*[delete(table, f"K{i}") for i in range(26)])
    twice = write(put(table, "A", note=S("x")), delete(table, "A"))
    keys_101 = {
        "version": 3,
        "operation": "BatchGetItem",
        "tables": [{"table": table, "keys": [key(f"K{i}") for i in range(101)]}],
    }
    get_twice = {"version": 3, "operation": "BatchGetItem", "tables": [{"table": table, "keys": [key("A"), key("A")]}]}
    for doc in (too_many, twice, keys_101, get_twice):
        words = state_words(doc)
        # the same request as the builder would send it, built by hand (the loader refuses to render it)
        if doc["operation"] == "BatchWriteItem":
            items: dict = {}
            for a in doc["actions"]:
                body = {k: v["value"] for k, v in (a.get("item") or a["key"]).items()}
                wire = {k: {"S": v} for k, v in body.items()}
                entry = {"PutRequest": {"Item": wire}} if a["type"] == "Put" else {"DeleteRequest": {"Key": wire}}
                items.setdefault(a["table"], []).append(entry)
        else:
            items = {
                t["table"]: {"Keys": [{k: {"S": v["value"]} for k, v in kk.items()} for kk in t["keys"]]}
                for t in doc["tables"]
            }
        assert dynamodb_error(raw_client, doc["operation"], {"RequestItems": items}) == words
    assert dynamodb_error(raw_client, "BatchWriteItem", {"RequestItems": {}}) == state_words(write())
    assert dynamodb_error(raw_client, "BatchGetItem", {"RequestItems": {}}) == state_words(
        {"version": 3, "operation": "BatchGetItem", "tables": []}
    )
    empty_keys = {"version": 3, "operation": "BatchGetItem", "tables": [{"table": table, "keys": []}]}
    assert dynamodb_error(raw_client, "BatchGetItem", {"RequestItems": {table: {"Keys": []}}}) == state_words(
        empty_keys
    )


def test_item_over_400_kb(ddb_client, table):
    doc = write(put(table, "BIG", blob=S("x" * 410_000)))
    params = {
        "RequestItems": {
            table: [{"PutRequest": {"Item": {"PK": {"S": "BIG"}, "SK": {"S": "A"}, "blob": {"S": "x" * 410_000}}}}]
        }
    }
    assert dynamodb_error(ddb_client, "BatchWriteItem", params) == state_words(doc)


def test_duplicates_found_with_the_table_key(ddb_client, table):
    """Two Puts of one key with other attributes: only the table's key schema
    tells; the checker (given the table) says what DynamoDB says."""
    doc = write(put(table, "A", n=S("1")), put(table, "A", n=S("2")))
    op, params = render(doc)  # the loader alone cannot tell: the items differ
    words = dynamodb_error(ddb_client, op, params)
    (finding,) = check_document(doc, table=SPEC)
    assert finding.location == "actions[1]" and finding.dynamodb_message == words
    result = simulate(SPEC, [], op, params)
    assert not result.ok and result.message == words


def test_key_problems_match(ddb_client, table):
    doc = write({"type": "Put", "table": table, "item": {"PK": S("A")}})
    op, params = render(doc)
    words = dynamodb_error(ddb_client, op, params)
    assert [f.dynamodb_message for f in check_document(doc, table=SPEC)] == [words]
    assert simulate(SPEC, [], op, params).message == words
    get = {
        "version": 3,
        "operation": "BatchGetItem",
        "tables": [{"table": table, "keys": [{"PK": S("A"), "X": S("b")}]}],
    }
    op, params = render(get)
    words = dynamodb_error(ddb_client, op, params)
    assert simulate(SPEC, [], op, params).message == words
    assert {f.dynamodb_message for f in check_document(get, table=SPEC)} == {words}  # (one finding per attribute)


def test_a_condition_in_a_put_request_is_ignored(dynamodb_local, ddb_client, table):
    """Why the builder refuses a condition on a batch write: DynamoDB has no
    such field and writes the item regardless of it (sent as raw JSON, since
    boto3 cannot even send it)."""
    body = {
        "RequestItems": {
            table: [
                {
                    "PutRequest": {
                        "Item": {"PK": {"S": "C"}, "SK": {"S": "A"}},
                        "ConditionExpression": "attribute_exists(PK)",
                    }
                }
            ]
        }
    }
    request = urllib.request.Request(
        dynamodb_local,
        data=json.dumps(body).encode(),
        headers={
            "X-Amz-Target": "DynamoDB_20120810.BatchWriteItem",
            "Content-Type": "application/x-amz-json-1.0",
            "Authorization": "AWS4-HMAC-SHA256 Credential=local/20240101/us-east-1/dynamodb/aws4_request, "
            "SignedHeaders=host, Signature=0",
        },
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert json.loads(response.read()) == {"UnprocessedItems": {}}
    got = ddb_client.get_item(TableName=table, Key={"PK": {"S": "C"}, "SK": {"S": "A"}})
    assert got["Item"] == {"PK": {"S": "C"}, "SK": {"S": "A"}}  # written although attribute_exists(PK) was false
    with pytest.raises(StateError, match="takes no condition"):
        load_state(write({**put(table, "C"), "condition": {"op": "attribute_exists", "path": "PK"}}))


# -- the simulator against DynamoDB Local -------------------------------------------------
PKS = ("A", "B", "C", "D")
SKS = ("1", "2")
VALUES = st.one_of(
    st.builds(lambda t: {"type": "S", "value": t}, st.text("ab", max_size=3)),
    st.builds(lambda n: {"type": "N", "value": str(n)}, st.integers(-5, 5)),
)
REQUESTS = st.lists(
    st.tuples(st.sampled_from(["Put", "Delete"]), st.sampled_from(PKS), st.sampled_from(SKS), VALUES),
    min_size=1,
    max_size=6,
    unique_by=lambda r: (r[1], r[2]),
)
BEFORE = st.lists(st.tuples(st.sampled_from(PKS), st.sampled_from(SKS), VALUES), max_size=5, unique_by=lambda r: r[:2])


def _item(pk, sk, v) -> dict:
    return {"PK": {"S": pk}, "SK": {"S": sk}, "v": {v["type"]: v["value"]}}


def _scan(ddb_client, table) -> list:
    items = ddb_client.scan(TableName=table, ConsistentRead=True)["Items"]
    return sorted((normalize_item(i) for i in items), key=lambda i: (i["PK"]["S"], i["SK"]["S"]))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(before=BEFORE, requests=REQUESTS, projected=st.booleans())
def test_simulated_batches_are_dynamodb_local(ddb_client, make_table, before, requests, projected):
    table = make_table("batchsim", KEYS)
    items = [_item(*b) for b in before]
    for it in items:
        ddb_client.put_item(TableName=table, Item=it)
    actions = [put(table, pk, sk, v=v) if kind == "Put" else delete(table, pk, sk) for kind, pk, sk, v in requests]
    op, params = render(write(*actions))
    got = ddb_client.batch_write_item(**params)
    got.pop("ResponseMetadata")
    sim = simulate(SPEC, copy.deepcopy(items), op, params)
    assert sim.ok and sim.response == got
    after = _scan(ddb_client, table)
    expected = {(i["PK"]["S"], i["SK"]["S"]): i for i in (normalize_item(x) for x in items)}
    for entry in sim.items_after:
        ident = (entry["key"]["PK"]["S"], entry["key"]["SK"]["S"])
        if entry["item"] is None:
            expected.pop(ident, None)
        else:
            expected[ident] = normalize_item(entry["item"])
    assert after == sorted(expected.values(), key=lambda i: (i["PK"]["S"], i["SK"]["S"]))

    keys = sorted({(pk, sk) for pk, sk, _ in before} | {(r[1], r[2]) for r in requests})
    read = {"table": table, "keys": [key(pk, sk) for pk, sk in keys]}
    if projected:
        read["projection"] = ["v", "SK"]
    op, params = render({"version": 3, "operation": "BatchGetItem", "tables": [read]})
    got = ddb_client.batch_get_item(**params)
    sim = simulate(SPEC, after, op, params)
    assert sim.ok and sim.response["UnprocessedKeys"] == got["UnprocessedKeys"] == {}

    def rows(response):  # DynamoDB gives Responses in no set order
        return sorted(json.dumps(normalize_item(i), sort_keys=True) for i in response["Responses"][table])

    assert rows(sim.response) == rows(got)


# -- the generated code runs ---------------------------------------------------------------
CODE_FORMATS = ["python_client", "python_resource", "cli", "js_client", "js_document"]


@pytest.mark.parametrize("fmt", CODE_FORMATS)
def test_generated_batch_code_runs(fmt, runner, ddb_client, make_table):  # noqa: F811 (fixture)
    import shutil

    from tests.conftest import missing_component

    if fmt == "cli" and shutil.which("jq") is None:
        missing_component("jq not found: the AWS CLI batch loop reads the response with jq")
    table = make_table("batchcode", KEYS)
    other = make_table("batchcode", KEYS)
    ddb_client.put_item(TableName=table, Item={"PK": {"S": "OLD"}, "SK": {"S": "A"}, "v": {"S": "gone"}})
    doc = write(
        put(table, "NEW", v={"type": "N", "value": "1.5"}),
        put(other, "NEW", tags={"type": "SS", "value": ["x", "y"]}),
        delete(table, "OLD"),
    )
    runner.ok(fmt, doc, table, keep_tables=True)
    assert _scan(ddb_client, table) == [{"PK": {"S": "NEW"}, "SK": {"S": "A"}, "v": {"N": "1.5"}}]
    assert _scan(ddb_client, other) == [{"PK": {"S": "NEW"}, "SK": {"S": "A"}, "tags": {"SS": ["x", "y"]}}]
    one_table = write(put(table, "ONE", v=S("solo")), delete(table, "NEW"))  # the resource's batch_writer
    runner.ok(fmt, one_table, table, keep_tables=True)
    assert _scan(ddb_client, table) == [{"PK": {"S": "ONE"}, "SK": {"S": "A"}, "v": {"S": "solo"}}]
    get = {
        "version": 3,
        "operation": "BatchGetItem",
        "tables": [
            {"table": table, "keys": [key("ONE"), key("MISSING")], "projection": ["v"]},
            {"table": other, "keys": [key("NEW")], "consistent_read": True},
        ],
        "options": {"return_consumed_capacity": "TOTAL"},
    }
    proc = runner.ok(fmt, get, table, keep_tables=True)
    assert "solo" in proc.stdout and "y" in proc.stdout and "MISSING" not in proc.stdout


def test_a_reserved_word_in_a_batch_projection(raw_client, table):
    """Written plainly, a reserved word in a BatchGetItem's projection is
    refused by DynamoDB; the checker and the simulator say the same, while
    the paste box reads it as the name it stands for."""
    from builder.expr.reader import parse_request

    params = {"RequestItems": {table: {"Keys": [{"PK": {"S": "A"}, "SK": {"S": "B"}}], "ProjectionExpression": "name"}}}
    words = dynamodb_error(raw_client, "BatchGetItem", params)
    (finding,) = check_document(params)
    assert finding.message == words or finding.dynamodb_message == words
    assert simulate(SPEC, [], "BatchGetItem", params).message == words
    assert parse_request(None, params)["tables"][0]["projection"] == ["name"]
