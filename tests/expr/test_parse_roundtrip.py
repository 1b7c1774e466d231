"""Rendering a parsed request gives back the request.

For every state ``tests.strategies.states()`` draws: render it, parse the
request (with the operation given and detected), render the parsed state
again. The two requests are equal once name placeholders are resolved (the
re-rendered one may name ``#`` placeholders differently): same expressions read
with names substituted, same value placeholders and values, same everything
else. For the shipped recipes the requests are exactly equal.

Examples: 300 with CI=true, 100 otherwise (``PARSE_ROUNDTRIP_EXAMPLES`` overrides).
"""

from __future__ import annotations

import copy
import os
import re

import pytest
from hypothesis import HealthCheck, given, settings

from builder.expr import load_state, render
from builder.expr.emit.readable import readable_name
from builder.expr.reader import detect_operation, parse_request
from builder.expr.recipes import all_recipes
from tests.strategies import states

_IN_CI = os.environ.get("CI", "").strip().lower() == "true"
EXAMPLES = int(os.environ.get("PARSE_ROUNDTRIP_EXAMPLES", 300 if _IN_CI else 100))
EXPRESSIONS = (
    "UpdateExpression",
    "ConditionExpression",
    "KeyConditionExpression",
    "FilterExpression",
    "ProjectionExpression",
)
_NAME_PH = re.compile(r"#[A-Za-z0-9_]+")


def resolve_names(body: dict) -> dict:
    """A request body with name placeholders replaced by the (quoted) names
    and ExpressionAttributeNames dropped; value placeholders stay as they are."""
    out = copy.deepcopy(body)
    names = out.pop("ExpressionAttributeNames", {})
    for key in EXPRESSIONS:
        if key in out:
            out[key] = _NAME_PH.sub(lambda m: readable_name(names[m.group(0)]), out[key])
    return out


def resolved(params: dict) -> dict:
    if "TransactItems" in params:
        out = dict(params)
        out["TransactItems"] = [{k: resolve_names(v) for k, v in e.items()} for e in params["TransactItems"]]
        return out
    return resolve_names(params)


def check_roundtrip(state: dict, exact: bool = False) -> None:
    op, params = render(state)
    for given_op in (op, None):
        parsed = parse_request(given_op, copy.deepcopy(params))
        load_state(parsed)  # a parsed state always loads
        op2, params2 = render(parsed)
        assert op2 == op
        if exact:
            assert params2 == params
        else:
            assert resolved(params2) == resolved(params)
        # determinism: parsing twice gives the same state
        assert parse_request(given_op, copy.deepcopy(params)) == parsed
        if detect_operation(params) != op:
            break  # ambiguous without the operation (e.g. a DeleteItem without condition reads as GetItem)


@settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(states())
def test_random_states_roundtrip(state):
    check_roundtrip(state)


@settings(
    max_examples=max(EXAMPLES // 3, 30),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(states())
def test_random_states_reparse_is_a_fixed_point(state):
    """parse(render(parse(render(s)))) == parse(render(s)): the parsed state is stable."""
    op, params = render(state)
    once = parse_request(op, params)
    twice = parse_request(op, render(once)[1])
    assert twice == once


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_recipes_roundtrip_exactly(recipe):
    check_roundtrip(recipe.state, exact=True)
    op, params = render(recipe.state)
    assert parse_request(None, params)["operation"] == op


@pytest.mark.parametrize(
    "placeholders",
    [None, {"names": "all"}, {"style": "compact"}, {"names": "all", "style": "compact"}],
)
def test_placeholder_settings_roundtrip_exactly(placeholders):
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}},
        "update": [
            {"action": "SET", "path": "status", "value": {"type": "S", "value": "published"}},
            {"action": "SET", "path": ["stats", "first.name"], "value": {"type": "N", "value": "0"}},
            {"action": "ADD", "path": "revision", "value": {"type": "N", "value": "1", "placeholder": "one"}},
        ],
        "condition": {"op": "=", "left": {"path": "status"}, "right": {"type": "S", "value": "draft"}},
    }
    if placeholders:
        state["placeholders"] = placeholders
    check_roundtrip(state, exact=True)
