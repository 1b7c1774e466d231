"""A value's text in the form <-> the builder state's value.

What a value field holds depends on its type: sets are one member a line (or
a JSON array, for members a line cannot hold), lists and maps are JSON
(DynamoDB JSON, or plain JSON read as S/N/BOOL/NULL/L/M). Values otherwise
stay text: the core parses and checks them.
"""

from __future__ import annotations

import json

from builder.expr.values import TYPE_NAMES

from .ddbjson import NumberText, ddb_to_state, is_typed, plain_to_state, state_to_ddb


def _loads_exact(text: str):
    return json.loads(text, parse_float=NumberText, parse_int=NumberText)


def set_members(t: str, raw: str) -> list:
    """Set text: one member a line (blank lines skipped), or a JSON array for
    members a line cannot hold (empty strings, line breaks)."""
    text = raw.strip()
    if text.startswith("["):
        try:
            data = _loads_exact(text)
        except json.JSONDecodeError:
            data = None
        if isinstance(data, list):
            return [str(m) if isinstance(m, NumberText) else m for m in data]
    lines = raw.replace("\r\n", "\n").split("\n")
    if t != "SS":
        lines = [ln.strip() for ln in lines]
    return [ln for ln in lines if ln.strip() != ""]


def set_text(members: list) -> str:
    """Inverse of :func:`set_members`: lines where they are exact, else a JSON array."""
    members = [str(m) if not isinstance(m, str) else m for m in members]
    awkward = any(m.strip() == "" or "\n" in m or "\r" in m for m in members) or (
        members and members[0].lstrip().startswith("[")
    )
    if awkward:
        return json.dumps(members, ensure_ascii=False)
    return "\n".join(members)


def parse_container(t: str, raw: str):
    """L/M text -> list/dict of state values, or an error message.

    DynamoDB JSON (``[{"S": "a"}]``) is taken as typed; anything else is read as
    plain JSON where strings are S, numbers N (exactly as written), booleans
    BOOL, null NULL, arrays L and objects M.
    """
    text = raw.strip()
    if not text:
        return [] if t == "L" else {}
    try:
        data = _loads_exact(text)
    except json.JSONDecodeError as e:
        return f"not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})"
    want = list if t == "L" else dict
    if not isinstance(data, want):
        return f"{'a JSON array [...]' if t == 'L' else 'a JSON object {...}'} expected for a {TYPE_NAMES[t]}"
    items = data if t == "L" else list(data.values())
    if items and all(is_typed(x, deep=True) for x in items):
        return [ddb_to_state(x) for x in data] if t == "L" else {k: ddb_to_state(v) for k, v in data.items()}
    return [plain_to_state(x) for x in data] if t == "L" else {k: plain_to_state(v) for k, v in data.items()}


def value_text(v: dict) -> str:
    """The text a state value shows in its value field (the inverse of reading it)."""
    t = v.get("type", "S")
    raw = v.get("value")
    if t in ("SS", "NS", "BS"):
        return set_text(list(raw or ()))
    if t in ("L", "M"):
        return json.dumps(state_to_ddb(v)[t], ensure_ascii=False)
    if t == "BOOL":
        return "true" if raw else "false"
    if t == "NULL":
        return ""
    return "" if raw is None else str(raw)
