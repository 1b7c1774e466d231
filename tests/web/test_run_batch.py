"""Running a batch: what DynamoDB left unprocessed is shown, with a button that
opens just those requests in the builder; nothing is resent by the server.
The endpoint is a local fake that answers with unprocessed requests (DynamoDB
Local never leaves any: tests/integration/test_run_dynamodb.py runs real ones)."""

from __future__ import annotations

import html as htmllib
import json
import re

import pytest
from django.contrib.auth.models import User
from django.test import Client

from builder import run as runner
from builder.expr import render
from builder.run_results import RunResult, batch_result, unprocessed_state
from tests.run_support import FakeDynamoDB, form_data, outcome, text_of
from tests.web.test_batch_forms import GET, WRITE

HX = {"HX-Request": "true"}
LEFT_WRITE = {"Other": [{"DeleteRequest": {"Key": {"PK": {"S": "POST#1"}, "SK": {"S": "C#1"}}}}]}
LEFT_GET = {"Social": {"Keys": [{"PK": {"S": "USER#2"}, "SK": {"S": "PROFILE"}}], "ConsistentRead": True}}


def test_batch_result_counts_and_keeps_what_is_left():
    result = RunResult("BatchWriteItem", "written", "here")
    batch_result(result, "BatchWriteItem", render(WRITE)[1]["RequestItems"], {"UnprocessedItems": LEFT_WRITE})
    assert result.unprocessed == LEFT_WRITE and result.unprocessed_count == 1
    assert result.message.startswith("DynamoDB processed 1 of 2 write requests. It left 1 unprocessed")
    again = unprocessed_state(result, WRITE)
    assert again["actions"] == [WRITE["actions"][1]] and again["options"] == WRITE["options"]

    result = RunResult("BatchGetItem", "read", "here")
    found = {"Social": [{"PK": {"S": "USER#1"}, "SK": {"S": "PROFILE"}, "name": {"S": "Ann"}}], "Other": []}
    batch_result(
        result,
        "BatchGetItem",
        render(GET)[1]["RequestItems"],
        {"Responses": found, "UnprocessedKeys": LEFT_GET},
        lambda _t: ["PK", "SK"],
    )
    assert result.count == 1 and result.items.columns == ["PK", "SK", "name"] and result.items.labels == ["Social"]
    assert result.message.startswith("DynamoDB read 2 of 3 keys and found 1 item.")
    again = unprocessed_state(result, GET)
    assert again["tables"] == [{"table": "Social", "keys": [GET["tables"][0]["keys"][1]], "consistent_read": True}]

    nothing = RunResult("BatchWriteItem", "written", "here")
    batch_result(nothing, "BatchWriteItem", render(WRITE)[1]["RequestItems"], {"UnprocessedItems": {}})
    assert nothing.unprocessed_count == 0 and unprocessed_state(nothing, WRITE) is None
    assert "unprocessed" not in nothing.message


@pytest.fixture
def staff(db, settings):
    runner.reset_clients()
    settings.DYNAMODB_RUN_ENABLED = True
    settings.DYNAMODB_RUN_ANONYMOUS = False
    settings.DYNAMODB_REGION = "us-east-1"
    user = User.objects.create_user("ops", password="x", is_staff=True)
    c = Client()
    c.force_login(user)
    yield c
    runner.reset_clients()


@pytest.mark.parametrize(
    "state, answer, shown",
    [
        (WRITE, {"BatchWriteItem": {"UnprocessedItems": LEFT_WRITE}}, "Unprocessed (UnprocessedItems): 1"),
        (
            GET,
            {"BatchGetItem": {"Responses": {"Social": [], "Other": []}, "UnprocessedKeys": LEFT_GET}},
            "Unprocessed (UnprocessedKeys): 1",
        ),
    ],
    ids=["write", "get"],
)
def test_unprocessed_are_shown_and_offered_not_resent(staff, settings, monkeypatch, state, answer, shown):
    from tests.run_support import DUMMY_ENV

    for k, v in DUMMY_ENV.items():
        monkeypatch.setenv(k, v)
    fake = FakeDynamoDB(hang=(), answers=answer)
    try:
        settings.DYNAMODB_ENDPOINT_URL = fake.url
        page = staff.post("/run", form_data(state), headers=HX).content.decode()
        op = state["operation"]
        assert outcome(page) in ("written", "read")
        assert shown in text_of(page)
        assert fake.calls[op] == 1  # sent once; what was left is not sent again by the server
        form = re.search(r'<form class="run-send-again"(.*?)</form>', page, re.S)
        assert form, page
        fields = dict(re.findall(r'name="([^"]+)" value="([^"]*)"', form.group(1)))
        assert fields["_action"] == "paste" and fields["paste-op"] == op and "csrfmiddlewaretoken" in fields
        pasted = json.loads(htmllib.unescape(fields["paste-text"]))
        key = "UnprocessedItems" if op == "BatchWriteItem" else "UnprocessedKeys"
        left = answer[op][key]
        assert pasted["RequestItems"] == left
        # the button opens the builder on just those; the endpoint still saw one call
        opened = staff.post("/", {k: htmllib.unescape(v) for k, v in fields.items()}).content.decode()
        m = re.search(r'<code id="code-json">(.*?)</code>', opened, re.S)
        assert json.loads(htmllib.unescape(m.group(1)))["RequestItems"] == left
        assert fake.calls[op] == 1
    finally:
        fake.close()
