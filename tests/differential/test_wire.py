"""The raw-JSON recorder's own rules (``tests/differential/wire.py``): a
``ClientRequestToken`` is sent fresh, so that a case's answer does not depend
on the cases asked before it."""

from __future__ import annotations

import copy

import pytest

from tests.differential.wire import Wire, WireRecorder, fresh_token

TABLE = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
}
TOKEN = "99a995f8-24df-475f-bb40-2cd7081aec30"


def _put(value: str, token=TOKEN) -> dict:
    return {
        "TransactItems": [{"Put": {"TableName": "wire-tokens", "Item": {"pk": {"S": "k"}, "v": {"S": value}}}}],
        "ClientRequestToken": token,
    }


@pytest.mark.parametrize("token", ["t", "x" * 36, TOKEN])
def test_a_token_dynamodb_takes_is_sent_fresh(token):
    params = _put("a", token)
    before = copy.deepcopy(params)
    sent, again = fresh_token(params), fresh_token(params)
    assert params == before  # the case's request is left as it was
    assert sent["ClientRequestToken"] != token and again["ClientRequestToken"] != sent["ClientRequestToken"]
    assert 1 <= len(sent["ClientRequestToken"]) <= 36
    assert {k: v for k, v in sent.items() if k != "ClientRequestToken"} == {
        k: v for k, v in params.items() if k != "ClientRequestToken"
    }


@pytest.mark.parametrize("token", ["", "x" * 37, 5, None, ["a"]])
def test_a_token_dynamodb_refuses_is_sent_as_it_is(token):
    params = _put("a", token)
    assert fresh_token(params) is params


@pytest.mark.parametrize("params", [_put("a", TOKEN)["TransactItems"], "text", {"TableName": "t"}])
def test_a_request_without_a_token_is_sent_as_it_is(params):
    assert fresh_token(params) is params


@pytest.mark.integration
def test_cases_sharing_a_token_are_each_answered_for_themselves(dynamodb_local):
    wire = Wire(dynamodb_local)
    recorder = WireRecorder(wire)

    def case(value: str) -> dict:
        return {"table": TABLE, "before": [], "operation": "TransactWriteItems", "request": _put(value)}

    # DynamoDB remembers the token: the same token with other parameters is refused...
    recorder.ensure_table("wire-tokens", TABLE)
    assert wire.call("TransactWriteItems", _put("first"))[0] == 200
    status, answer = wire.call("TransactWriteItems", _put("second"))
    assert status == 400 and answer["__type"].endswith("IdempotentParameterMismatchException")
    # ... so the recorder sends each case with a token of its own, and each runs
    for value in ("second", "third", "second"):
        got = recorder.record(case(value))
        assert got["ok"], got
        assert got["items_after"] == [{"key": {"pk": {"S": "k"}}, "item": {"pk": {"S": "k"}, "v": {"S": value}}}]
