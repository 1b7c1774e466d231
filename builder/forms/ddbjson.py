"""DynamoDB JSON and plain JSON for list and map values (the one module of the
forms that knows DynamoDB's value format).

These mirror helpers of the core (builder/expr/values.py and parse.py); the
forms read a list or map value's text with them. They stay here, in one
place, until the core offers them as public functions.
"""

from __future__ import annotations

from typing import Any

from builder.expr.values import TYPES


class NumberText(str):
    """A JSON number kept as the text it was written as (``1.50`` stays ``1.50``)."""


def is_typed(raw: Any, deep: bool = False) -> bool:
    """Whether ``raw`` is DynamoDB JSON: an object with exactly one key naming a
    type; with ``deep``, every member of an L or M too, at any depth."""
    if not (isinstance(raw, dict) and len(raw) == 1 and next(iter(raw)) in TYPES):
        return False
    if not deep:
        return True
    ((t, v),) = raw.items()
    if t == "L":
        return isinstance(v, list) and all(is_typed(x, deep=True) for x in v)
    if t == "M":
        return isinstance(v, dict) and all(is_typed(x, deep=True) for x in v.values())
    return True


def ddb_to_state(raw: dict) -> dict:
    """DynamoDB JSON (checked with ``is_typed(deep=True)``) -> a state value;
    numbers read as :class:`NumberText` become plain text."""
    ((t, v),) = raw.items()
    if t == "L":
        return {"type": "L", "value": [ddb_to_state(i) for i in v]}
    if t == "M":
        return {"type": "M", "value": {k: ddb_to_state(i) for k, i in v.items()}}
    if isinstance(v, NumberText):
        v = str(v)
    if isinstance(v, list):
        v = [str(i) if isinstance(i, NumberText) else i for i in v]
    return {"type": t, "value": v}


def plain_to_state(raw: Any) -> dict:
    """A plain JSON value (numbers as :class:`NumberText`) -> a state value:
    strings S, numbers N as written, booleans BOOL, null NULL, arrays L, objects M."""
    if isinstance(raw, bool):
        return {"type": "BOOL", "value": raw}
    if raw is None:
        return {"type": "NULL", "value": True}
    if isinstance(raw, NumberText):
        return {"type": "N", "value": str(raw)}
    if isinstance(raw, str):
        return {"type": "S", "value": raw}
    if isinstance(raw, list):
        return {"type": "L", "value": [plain_to_state(i) for i in raw]}
    return {"type": "M", "value": {k: plain_to_state(v) for k, v in raw.items()}}


def state_to_ddb(value: dict) -> dict:
    """A state value -> DynamoDB JSON as written, without validating it."""
    t = value["type"]
    raw = value.get("value")
    if t == "L":
        return {"L": [state_to_ddb(x) for x in raw or ()]}
    if t == "M":
        return {"M": {k: state_to_ddb(x) for k, x in (raw or {}).items()}}
    if t == "NULL":
        return {"NULL": True}
    if t == "N":
        return {"N": str(raw)}
    if t == "NS":
        return {"NS": [str(x) for x in raw]}
    return {t: raw}
