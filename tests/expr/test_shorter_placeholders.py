"""An expression over DynamoDB's 4 KB is refused with what the request's other
placeholder choices would make of it (state._placeholder_hint): the hint used
to suggest compact placeholders whatever the cause, which did not help a name
of thousands of characters written plainly (probe, 2026-12-06)."""

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


def _refusal(state: dict) -> str:
    with pytest.raises(StateError) as e:
        render(state)
    (problem,) = e.value.problems
    assert problem.location == "update" and "DynamoDB's limit is 4096" in problem.message
    return problem.message


def test_a_long_plain_name_is_told_to_go_behind_a_placeholder():
    """Compact placeholders alone leave a plain name as it is: every name behind one fits."""
    message = _refusal(_update(["n" * 5_000]))
    assert message.endswith(
        'With every name behind a compact placeholder (Placeholders: names "all", style "compact") it is 13 characters'
    )
    _, params = render(_update(["n" * 5_000], {"names": "all", "style": "compact"}))
    assert len(params["UpdateExpression"]) == 13  # what the hint said


def test_readable_placeholders_that_overflow_are_told_compact_fits():
    """100 paths through a 60-character name that needs a placeholder (a dash):
    its readable placeholder is 41 characters, 100 × 41 is over 4 KB."""
    name = "my-" + "x" * 57
    paths = [f"`{name}`[{i}]" for i in range(100)]
    message = _refusal(_update(paths))
    said = int(message.split('style "compact") it is ')[1].split(" characters")[0])
    assert 'With compact placeholders (Placeholders: style "compact")' in message
    _, params = render(_update(paths, {"names": "auto", "style": "compact"}))
    assert len(params["UpdateExpression"]) == said <= MAX_EXPRESSION_BYTES


def test_a_request_too_long_either_way_is_told_so():
    message = _refusal(_update([f"a{i:04d}.b{i:04d}.c{i:04d}" for i in range(300)]))
    assert message.endswith("Fewer operands, shorter names, or shorter placeholders help")
    assert "With " not in message
