"""Hypothesis: random builder states -> render -> the simulator and DynamoDB Local
give the same answer (ok or not, error code, message, response, items after).

States come from tests/strategies.py (valid states against SEED_ITEMS); every
answer is compared exactly, a Scan's order and parallel segments included
(builder/expr/scanorder.py). A ClientRequestToken is replaced by a fresh one
(DynamoDB remembers tokens between requests; the simulator sees one request).
Examples: DDB_SIMULATE_EXAMPLES (default 40; 200 with CI=true).
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, event, given, settings

from builder.expr import render
from builder.expr.simulate import simulate
from tests.differential.compare import canonical
from tests.differential.generate import client_answer, to_text, written_keys
from tests.differential.wire import fresh_token
from tests.strategies import SEED_ITEMS, reset_table, retarget, states

pytestmark = pytest.mark.integration

TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
    ],
}
_CI = os.environ.get("CI", "").strip().lower() == "true"
EXAMPLES = int(os.environ.get("DDB_SIMULATE_EXAMPLES", "200" if _CI else "40"))


def dynamodb_answer(client, table: str, op: str, params: dict) -> dict:
    from builder.expr.values import item_to_wire

    out = client_answer(client, op, params, table)
    if out["ok"]:
        out["items_after"] = []
        for k in written_keys(op, params, TABLE):
            got = client.get_item(TableName=table, Key=item_to_wire(k), ConsistentRead=True).get("Item")
            out["items_after"].append({"key": k, "item": to_text(got) if got is not None else None})
    return out


def test_simulator_agrees_with_dynamodb_local_on_random_states(ddb_client, make_table):
    table = make_table("sim")

    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), print_blob=True)
    @given(state=states())
    def check(state):
        op, params = render(state)
        params = fresh_token(params)  # DynamoDB remembers tokens between requests
        reset_table(ddb_client, table)
        expected = dynamodb_answer(ddb_client, table, op, params)
        got = simulate(TABLE, SEED_ITEMS, op, retarget(params, table)).to_json()
        event(f"{op}: {'ok' if expected['ok'] else expected['error_code']}")
        assert canonical(got) == canonical(expected), (op, params)

    check()
