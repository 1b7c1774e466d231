"""A request whose chosen placeholders make an expression longer than
DynamoDB's 4 KB is written with compact ones, then with every name behind one,
when that fits (state._with_shorter_placeholders): the builder's own naming
does not refuse a valid request (probe, 2026-12-06: a 5,000-character name
written plainly; a pasted request whose #a became a 41-character #nnn...)."""

from __future__ import annotations

import pytest

from builder.expr import StateError, render
from builder.expr.limits import MAX_EXPRESSION_BYTES


def _update(paths: list[str], placeholders: dict | None = None) -> dict:
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Tbl",
        "key": {"PK": {"type": "S", "value": "k"}},
        "update": [{"action": "SET", "path": p, "value": {"type": "N", "value": "1"}} for p in paths],
    }
    if placeholders:
        state["placeholders"] = placeholders
    return state


def test_a_long_plain_name_is_put_behind_a_placeholder():
    name = "n" * 5_000
    _, params = render(_update([name]))
    assert params["UpdateExpression"] == "SET #n0 = :v0"
    assert params["ExpressionAttributeNames"] == {"#n0": name}


def test_readable_placeholders_that_overflow_become_compact():
    """100 paths through a 60-character name that needs a placeholder (a dash):
    its readable placeholder is 41 characters, 100 × 41 is over 4 KB."""
    name = "my-" + "x" * 57
    paths = [f"`{name}`[{i}]" for i in range(100)]
    _, params = render(_update(paths))
    assert len(params["UpdateExpression"]) <= MAX_EXPRESSION_BYTES
    assert set(params["ExpressionAttributeNames"]) == {"#n0"} and params["ExpressionAttributeNames"]["#n0"] == name
    short = render(_update(paths[:3]))[1]  # a short one keeps its readable placeholders
    assert "#n0" not in short["UpdateExpression"] and len(next(iter(short["ExpressionAttributeNames"]))) == 41


def test_a_request_too_long_even_so_is_refused_as_before():
    paths = [f"a{i:04d}.b{i:04d}.c{i:04d}" for i in range(300)]
    with pytest.raises(StateError) as e:
        render(_update(paths))
    assert "DynamoDB's limit is 4096" in str(e.value) and "Shorter placeholders" in str(e.value)
