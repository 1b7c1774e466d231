"""Differential property tests: whatever state the core accepts, DynamoDB Local
must accept the request built from it.

``states()`` (tests/strategies.py) draws valid builder states; each is rendered
twice (the JSON text must be equal: the core is deterministic), sent with boto3's
client to a table reset to :data:`~tests.strategies.SEED_ITEMS`, and DynamoDB
must never answer ValidationException. A failed condition is fine (the generator
aims some conditions at false on purpose), and so is a cancelled transaction whose
reasons are all ConditionalCheckFailed. At the end enough writes must really have
succeeded, so the test cannot pass by having everything refused.

``states(risky=True)`` also draws constructs DynamoDB rejects statically: the core
must refuse those with a StateError, never build a request DynamoDB refuses.

Examples: 300 with CI=true, 60 otherwise (``DDB_PROPERTY_EXAMPLES`` overrides).
"""

from __future__ import annotations

import copy
import json
import os
from collections import Counter

import pytest
from botocore.exceptions import ClientError
from hypothesis import HealthCheck, event, given, settings

from builder.expr import StateError, render
from tests.strategies import cancellation_codes, error_code, reset_table, send, states

pytestmark = pytest.mark.integration

_IN_CI = os.environ.get("CI", "").strip().lower() == "true"
_COMMON = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    "print_blob": True,
}
settings.register_profile("dynamodb-ci", max_examples=300, **_COMMON)
settings.register_profile("dynamodb-dev", max_examples=60, **_COMMON)
PROFILE = settings.get_profile("dynamodb-ci" if _IN_CI else "dynamodb-dev")
if os.environ.get("DDB_PROPERTY_EXAMPLES"):
    PROFILE = settings(PROFILE, max_examples=int(os.environ["DDB_PROPERTY_EXAMPLES"]))

WRITE_OPERATIONS = ("PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems")
# Answers that say "the request was fine, the data said no".
ACCEPTED_REFUSALS = ("ConditionalCheckFailedException", "IdempotentParameterMismatchException")


def render_checked(state: dict) -> tuple[str, dict]:
    """render() twice: same JSON text both times, and the state left untouched."""
    before = copy.deepcopy(state)
    op, params = render(state)
    op2, params2 = render(state)
    assert state == before, "render() changed the state it was given"
    assert op == op2
    assert json.dumps(params, ensure_ascii=False) == json.dumps(params2, ensure_ascii=False)
    return op, params


def run_against_dynamodb(client, table: str, op: str, params: dict, stats: Counter, blame: str = "") -> None:
    """Send; fail on any answer other than success or a data-driven refusal."""
    reset_table(client, table)
    try:
        response = send(client, op, params, table)
    except ClientError as exc:
        code = error_code(exc)
        message = exc.response.get("Error", {}).get("Message", "")
        detail = f"{blame}{op} {json.dumps(params, ensure_ascii=False, indent=1)}"
        if code == "TransactionCanceledException":
            reasons = cancellation_codes(exc)
            assert reasons and set(reasons) <= {"None", "ConditionalCheckFailed"}, (
                f"DynamoDB cancelled the transaction for reasons {reasons}: {message}\n{detail}"
            )
            stats["cancelled"] += 1
            event("transaction cancelled by a condition")
            return
        assert code in ACCEPTED_REFUSALS, f"DynamoDB answered {code}: {message}\n{detail}"
        stats["condition_failed"] += 1
        event(f"{op}: {code}")
        return
    stats["ok"] += 1
    if op in WRITE_OPERATIONS:
        stats["write_ok"] += 1
    if op == "GetItem" and "Item" in response:
        stats["item_read"] += 1
    if op in ("Query", "Scan") and response.get("Count", 0) > 0:
        stats["items_listed"] += 1
    event(f"{op}: accepted")


def test_dynamodb_accepts_every_generated_state(ddb_client, make_table):
    table = make_table("prop")
    stats: Counter = Counter()

    @PROFILE
    @given(state=states())
    def check(state):
        assert state["operation"]
        stats["examples"] += 1
        op, params = render_checked(state)
        stats[op] += 1
        run_against_dynamodb(ddb_client, table, op, params, stats)

    check()
    # The run must have done real work, not just collected refusals.
    assert stats["ok"] >= stats["examples"] // 3, stats
    assert stats["write_ok"] >= max(1, stats["examples"] // 20), stats
    # a failed condition or a cancelled transaction is drawn about once in 70 examples (14 in 1,000 on
    # 2026-12-06): the dev profile's 60 miss it in about four runs of ten (one did that day), so only a run of
    # 100 or more is held to it (CI's 300)
    assert stats["condition_failed"] + stats["cancelled"] >= 1 or stats["examples"] < 100, stats


def test_core_rejects_what_dynamodb_rejects(ddb_client, make_table):
    """Risky states: a StateError from the core, or a request DynamoDB accepts."""
    table = make_table("risky")
    stats: Counter = Counter()

    @PROFILE
    @given(state=states(risky=True))
    def check(state):
        stats["examples"] += 1
        try:
            op, params = render_checked(state)
        except StateError:
            stats["core_rejected"] += 1
            event("core rejected the state")
            return
        blame = "the core built this request instead of raising StateError:\n"
        run_against_dynamodb(ddb_client, table, op, params, stats, blame)

    check()
    assert stats["ok"] >= stats["examples"] // 3, stats
