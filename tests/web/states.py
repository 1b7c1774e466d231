"""Builder states the web tests share."""

from __future__ import annotations


def deep_list_state(count: int, depth: int = 1) -> dict:
    """A PutItem whose list attribute ``v`` holds ``count`` numbers, ``depth`` lists deep."""
    value = {"type": "L", "value": [{"type": "N", "value": "1"}] * count}
    for _ in range(depth - 1):
        value = {"type": "L", "value": [value]}
    return {
        "version": 2,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "v": value},
    }
