"""A value's text in the form <-> the builder state's value.

What a value field holds depends on its type: sets are one member a line (or
a JSON array, for members a line cannot hold), lists and maps are JSON
(DynamoDB JSON, or plain JSON read as S/N/BOOL/NULL/L/M). Values otherwise
stay text: the core parses and checks them.
"""

from __future__ import annotations

import json

from builder import safejson
from builder.expr.values import TYPE_NAMES, NumberText, ddb_to_state, is_typed, plain_to_state, state_to_ddb
from builder.safejson import DYNAMODB_MAX_NESTING

from .limits import VALUE_MAX_BYTES, VALUE_MAX_DEPTH


def read_json(text: str):
    """A list, map or set value's JSON text, read within the limits
    (builder/forms/limits.py) with every number kept as written. Raises
    ValueError with a message for the field."""
    try:
        return safejson.loads(
            text,
            max_bytes=VALUE_MAX_BYTES,
            max_depth=VALUE_MAX_DEPTH,
            parse_float=NumberText,
            parse_int=NumberText,
            what="this value",
            unique_keys=True,  # a key typed twice: json.loads would keep the last, the first gone without a word
        )
    except safejson.JSONInputError as e:
        if e.limit == "max_depth":
            message = (
                f"this value nests lists and maps too deeply: DynamoDB allows {DYNAMODB_MAX_NESTING} levels, "
                f"and the builder reads JSON nested up to {VALUE_MAX_DEPTH} brackets deep"
            )
        elif e.limit == "max_bytes":
            message = f"{e!s}: more than one DynamoDB item holds (400 KB)"
        else:
            message = str(e)
        raise ValueError(message) from None


def _check_size(raw: str) -> None:
    size = len(raw.encode("utf-8", "surrogatepass"))
    if size > VALUE_MAX_BYTES:
        raise ValueError(
            f"this value is {size:,} bytes: more than one DynamoDB item holds (400 KB, {VALUE_MAX_BYTES:,} bytes)"
        )


def parse_set(t: str, raw: str) -> list:
    """Set text -> members: one member a line (blank lines skipped), or a JSON
    array for members a line cannot hold (empty strings, line breaks). Raises
    ValueError with a message for the field."""
    _check_size(raw)
    text = raw.strip()
    if text.startswith("["):
        try:
            data = read_json(text)
        except ValueError:
            data = None  # not JSON: members a line (the core says what is wrong with them)
        if isinstance(data, list):
            return [str(m) if isinstance(m, NumberText) else m for m in data]
    lines = raw.replace("\r\n", "\n").split("\n")
    if t != "SS":
        lines = [ln.strip() for ln in lines]
    return [ln for ln in lines if ln.strip() != ""]


def set_text(members: list) -> str:
    """Inverse of :func:`parse_set`: lines where they are exact, else a JSON array."""
    members = [str(m) if not isinstance(m, str) else m for m in members]
    awkward = any(m.strip() == "" or "\n" in m or "\r" in m for m in members) or (
        members and members[0].lstrip().startswith("[")
    )
    if awkward:
        return json.dumps(members, ensure_ascii=False)
    return "\n".join(members)


def parse_container(t: str, raw: str):
    """L/M text -> list/dict of state values. Raises ValueError with a message
    for the field.

    DynamoDB JSON (``[{"S": "a"}]``) is taken as typed; anything else is read as
    plain JSON where strings are S, numbers N (exactly as written), booleans
    BOOL, null NULL, arrays L and objects M.
    """
    text = raw.strip()
    if not text:
        return [] if t == "L" else {}
    data = read_json(text)
    want = list if t == "L" else dict
    if not isinstance(data, want):
        raise ValueError(
            f"{'a JSON array [...]' if t == 'L' else 'a JSON object {...}'} expected for a {TYPE_NAMES[t]}"
        )
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
