"""Real code from other projects (tests/fixtures/real_code): what the paste
readers refuse they refuse with a message naming what they cannot read, and
each boto3 call they read is the request boto3 itself sends (the commands and
the JavaScript are held to the AWS CLI and the SDK in
tests/integration/test_paste_real_code.py)."""

from __future__ import annotations

import ast
import json
import re
from decimal import Decimal

import boto3
import pytest
from boto3.dynamodb.conditions import Attr, Key
from boto3.dynamodb.types import Binary
from botocore.awsrequest import AWSResponse

from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.pasted import PasteError, read_code
from tests.fixtures.real_code import ALL_CASES, PYTHON_CASES

CITE = re.compile(r"[\w.-]+/[\w.-]+@[0-9a-f]{40} [^\s:]+:[0-9]+")
REFUSED = [c for c in ALL_CASES if c["expect"] == "refused"]
PYTHON_WIRE = [c for c in PYTHON_CASES if c["expect"] == "wire"]


def cite_id(case: dict) -> str:
    return case["cite"].split(" ", 1)[1]


def read(code: str):
    return read_code(code, max_bytes=PASTE_MAX_BYTES, max_depth=STATE_MAX_DEPTH)


def test_each_snippet_is_cited_once_and_says_what_is_expected():
    assert 80 <= len(ALL_CASES) <= 160
    for case in ALL_CASES:
        assert CITE.fullmatch(case["cite"]), case["cite"]
        assert case["kind"] in ("cli", "boto3", "js")
        assert case["expect"] in ("wire", "refused")
        assert ("refusal" in case) == (case["expect"] == "refused"), case["cite"]
    assert len({c["cite"] for c in ALL_CASES}) == len(ALL_CASES)
    assert len({(c["kind"], " ".join(c["code"].split())) for c in ALL_CASES}) == len(ALL_CASES)


@pytest.mark.parametrize("case", REFUSED, ids=cite_id)
def test_a_real_snippet_the_builder_cannot_read_is_refused_naming_why(case):
    with pytest.raises(PasteError) as refused:
        read(case["code"])
    assert case["refusal"] in str(refused.value)


# ---------------------------------------------------------------------------
# boto3: the call itself, made on a real Table whose client keeps what it sends
# ---------------------------------------------------------------------------
def sent_by_boto3(code: str, receiver: str) -> list[dict]:
    """The bodies boto3 sends for the call ``code`` made on a Table named
    Social (``receiver`` "table") or on that Table's batch writer (read where
    botocore is about to send them; nothing is sent)."""
    resource = boto3.resource("dynamodb", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
    table = resource.Table("Social")
    sent: list = []

    def answer(params, **kwargs):  # in DynamoDB's place: keep what is sent, answer that all was written
        sent.append(json.loads(params["body"]))
        return AWSResponse(params["url"], 200, {}, None), {"UnprocessedItems": {}}

    table.meta.client.meta.events.register("before-call.dynamodb", answer)
    (statement,) = ast.parse(code).body
    call = statement.value
    call.func.value = ast.Name("target", ast.Load())  # what the source calls it on: table, batch, self.table
    expression = compile(ast.fix_missing_locations(ast.Expression(call)), "<snippet>", "eval")
    names = {"Key": Key, "Attr": Attr, "Decimal": Decimal, "Binary": Binary}
    if receiver == "batch_writer":
        with table.batch_writer() as batch:
            eval(expression, {**names, "target": batch})
    else:
        eval(expression, {**names, "target": table})
    return sent


@pytest.mark.parametrize("case", PYTHON_WIRE, ids=cite_id)
def test_a_real_boto3_call_is_read_as_boto3_sends_it(case):
    operation, params, _ = read(case["code"])
    (body,) = sent_by_boto3(case["code"], case["receiver"])
    if case["receiver"] == "batch_writer":
        # the batch writer sends its puts and deletes in a BatchWriteItem; the call alone does not say it is
        # a batch writer's, and is read as a Table's: its item or key is what boto3 sends in the batch
        ((request,),) = body["RequestItems"].values()
        ((kind, member),) = request.items()
        assert (operation, kind) in (("PutItem", "PutRequest"), ("DeleteItem", "DeleteRequest"))
        assert params == member
        return
    assert body.pop("TableName") == "Social" and "TableName" not in params  # the call alone does not name the table
    assert params == body
