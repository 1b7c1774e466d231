"""A request told in plain English, for the Readable tab, docs and reviews.

:func:`explain` takes a loaded :class:`~builder.expr.request.Request` and
returns sentences (plain text: the template escapes them), for example::

    In one transaction (all of it or none of it):
    1. Writes the item PK = POST#a91f, SK = LIKE#USER#7c20 (likedAt = 1750636800) in Social, only if it does not exist yet (no SK).
    2. Adds 1 to likeTally of the item PK = POST#a91f, SK = META in Social.

Values are shown as the Readable expressions show them (strings quoted, long
values cut); key values that read plainly (no spaces, quotes or commas) are
shown bare, as people write keys.
"""

from __future__ import annotations

import re

from . import nodes as n
from .keycondition import KeyCondition
from .paths import Path
from .request import Request
from .values import TYPE_NAMES, Value, display

MAX_VALUE_TEXT = 60  # characters of one value in a sentence
MAX_ITEM_ATTRIBUTES = 4  # attributes of a written item named before "and N more"
_BARE_KEY = re.compile(r"[^\s,\"'()]{1,60}\Z")

_COMPARE = {
    "=": "is",
    "<>": "is not",
    "<": "is less than",
    "<=": "is at most",
    ">": "is more than",
    ">=": "is at least",
}
_SORT = {
    "=": "is",
    "<": "is less than",
    "<=": "is at most",
    ">": "is more than",
    ">=": "is at least",
}


def _cut(text: str) -> str:
    return text if len(text) <= MAX_VALUE_TEXT else text[: MAX_VALUE_TEXT - 1] + "…"


def _value(v: Value) -> str:
    return _cut(display(v.ddb))


def _key_value(v: Value) -> str:
    if v.type == "S" and _BARE_KEY.match(v.ddb["S"]):
        return v.ddb["S"]
    return _value(v)


def _path(p: Path) -> str:
    return p.text()


def _operand(op) -> str:
    if isinstance(op, n.ValueOperand):
        return _value(op.value)
    if isinstance(op, n.PathOperand):
        return _path(op.path)
    if isinstance(op, Path):
        return _path(op)
    if isinstance(op, n.Size):
        return f"the size of {_operand(op.of)}"
    if isinstance(op, n.IfNotExists):
        return f"{_path(op.path)} (or {_operand(op.default)} when it is missing)"
    if isinstance(op, n.ListAppend):
        return f"{_operand(op.first)} followed by {_operand(op.second)}"
    if isinstance(op, n.Arithmetic):
        return f"{_operand(op.left)} {'plus' if op.op == '+' else 'minus'} {_operand(op.right)}"
    return str(op)


def _subject(c) -> str:
    return _operand(c.subject)


# --------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------
def condition_text(c: n.Condition, written: dict | None = None) -> str:
    """``c`` as a clause ("likeTally is 41 and status is not "gone""). For a
    written item (``written``, a Put's attributes), ``attribute_not_exists`` of
    one of them reads "it does not exist yet"."""
    if isinstance(c, n.Compare):
        return f"{_operand(c.left)} {_COMPARE[c.op]} {_operand(c.right)}"
    if isinstance(c, n.Between):
        return f"{_operand(c.operand)} is between {_operand(c.low)} and {_operand(c.high)}"
    if isinstance(c, n.In):
        return f"{_operand(c.operand)} is one of {', '.join(_operand(o) for o in c.options)}"
    if isinstance(c, n.AttributeExists):
        return f"{_path(c.path)} exists"
    if isinstance(c, n.AttributeNotExists):
        return f"{_path(c.path)} does not exist"
    if isinstance(c, n.AttributeType):
        return f"{_subject(c)} is a {TYPE_NAMES.get(c.type_code, c.type_code)}"
    if isinstance(c, n.BeginsWith):
        return f"{_subject(c)} begins with {_operand(c.operand)}"
    if isinstance(c, n.Contains):
        return f"{_subject(c)} contains {_operand(c.operand)}"
    if isinstance(c, n.And):
        return " and ".join(_grouped(x, n.Or) for x in c.conditions)
    if isinstance(c, n.Or):
        return "either " + " or ".join(_grouped(x, n.And) for x in c.conditions)
    if isinstance(c, n.Not):
        return f"not ({condition_text(c.condition)})"
    return str(c)


def _grouped(c: n.Condition, other: type) -> str:
    text = condition_text(c)
    return f"({text})" if isinstance(c, other) else text


def _guard(c: n.Condition | None, key_names: set[str]) -> str:
    """ ", only if ..." for a write's condition; "does not exist yet" for the usual
    create-only guard (attribute_not_exists of a key attribute)."""
    if c is None:
        return ""
    if isinstance(c, n.AttributeNotExists) and len(c.path.segments) == 1 and c.path.top in key_names:
        return f", only if it does not exist yet (no {_path(c.path)})"
    if isinstance(c, n.AttributeExists) and len(c.path.segments) == 1 and c.path.top in key_names:
        return f", only if it exists (has {_path(c.path)})"
    return f", only if {condition_text(c)}"


# --------------------------------------------------------------------------
# Updates
# --------------------------------------------------------------------------
def _same(op, path: Path) -> bool:
    return isinstance(op, n.PathOperand) and op.path == path


def _set_text(a: n.SetAction) -> str:
    p, v = a.path, a.value
    if isinstance(v, n.Arithmetic):
        if _same(v.left, p) or (isinstance(v.left, n.IfNotExists) and v.left.path == p):
            start = ""
            if isinstance(v.left, n.IfNotExists):
                start = f" (starting from {_operand(v.left.default)} when it is missing)"
            if v.op == "+":
                return f"adds {_operand(v.right)} to {_path(p)}{start}"
            return f"subtracts {_operand(v.right)} from {_path(p)}{start}"
        if v.op == "+" and _same(v.right, p):
            return f"adds {_operand(v.left)} to {_path(p)}"
    if isinstance(v, n.IfNotExists) and v.path == p:
        return f"sets {_path(p)} to {_operand(v.default)} if it is not there yet"
    if isinstance(v, n.ListAppend):
        if _same(v.first, p):
            return f"appends {_operand(v.second)} to the list {_path(p)}"
        if _same(v.second, p):
            return f"puts {_operand(v.first)} at the start of the list {_path(p)}"
    if isinstance(v, n.PathOperand):
        return f"copies {_path(v.path)} into {_path(p)}"
    return f"sets {_path(p)} to {_operand(v)}"


def _action_text(a) -> str:
    if isinstance(a, n.SetAction):
        return _set_text(a)
    if isinstance(a, n.RemoveAction):
        return f"removes {_path(a.path)}"
    if isinstance(a, n.AddAction):
        if a.value.value.type == "N":
            number = a.value.value.ddb["N"]
            if number.startswith("-"):
                return f"subtracts {_cut(number[1:])} from {_path(a.path)}"
            return f"adds {_operand(a.value)} to {_path(a.path)}"
        return f"adds {_operand(a.value)} to the set {_path(a.path)}"
    if isinstance(a, n.DeleteAction):
        return f"takes {_operand(a.value)} out of the set {_path(a.path)}"
    return str(a)


def update_text(u: n.Update) -> str:
    parts = [_action_text(a) for a in u.actions]
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else "writes the key only"


# --------------------------------------------------------------------------
# Operations
# --------------------------------------------------------------------------
def _key(key: dict | None) -> str:
    return ", ".join(f"{name} = {_key_value(v)}" for name, v in (key or {}).items())


def _item(item: dict | None) -> tuple[str, str]:
    """(the item's key-looking first two attributes, the rest in brackets)."""
    attrs = list((item or {}).items())
    head = attrs[:2]
    rest = attrs[2:]
    shown = ", ".join(f"{name} = {_value(v)}" for name, v in rest[:MAX_ITEM_ATTRIBUTES])
    if len(rest) > MAX_ITEM_ATTRIBUTES:
        shown += f" and {len(rest) - MAX_ITEM_ATTRIBUTES} more"
    return ", ".join(f"{name} = {_key_value(v)}" for name, v in head), f" ({shown})" if shown else ""


def _in(table: str | None) -> str:
    return f" in {table}" if table else ""


def _projection(p: n.Projection | None) -> str:
    if p is None or not p.paths:
        return ""
    return " (only " + ", ".join(_path(x) for x in p.paths) + ")"


def _write(kind: str, table, key, item, update, condition) -> str:
    if kind in ("PutItem", "Put"):
        head, rest = _item(item)
        return f"writes the item {head}{rest}{_in(table)}{_guard(condition, set(item or {}))}"
    if kind in ("UpdateItem", "Update"):
        if update is None or not update.actions:
            return f"writes the key {_key(key)}{_in(table)} (creating the item if it is missing){_guard(condition, set(key or {}))}"
        text = update_text(update)
        joint = "of" if len(update.actions) == 1 and text.startswith(("adds", "subtracts")) else "in"
        return f"{text} {joint} the item {_key(key)}{_in(table)}{_guard(condition, set(key or {}))}"
    if kind in ("DeleteItem", "Delete"):
        return f"deletes the item {_key(key)}{_in(table)}{_guard(condition, set(key or {}))}"
    if kind == "ConditionCheck":
        guard = _guard(condition, set(key or {}))
        if guard.startswith(", only if it "):  # the item exists or not
            return f"checks that the item {_key(key)}{_in(table)} {guard.removeprefix(', only if it ')}"
        return f"checks that {guard.removeprefix(', only if ')} in the item {_key(key)}{_in(table)}"
    if kind in ("GetItem", "Get"):
        return f"reads the item {_key(key)}{_in(table)}"
    return kind


def _key_condition_text(k: KeyCondition) -> str:
    text = f"{k.partition_name} = {_key_value(k.partition_value.value)}"
    s = k.sort
    if s is None:
        return text
    op = s.op.lower()
    if op == "between":
        return f"{text} and {s.name} is between {_operand(s.value)} and {_operand(s.high)}"
    if op == "begins_with":
        return f"{text} and {s.name} begins with {_operand(s.value)}"
    return f"{text} and {s.name} {_SORT.get(s.op, s.op)} {_operand(s.value)}"


def _read_options(req: Request) -> str:
    o = req.options or {}
    parts = []
    if o.get("index_name"):
        parts.append(f"through the index {o['index_name']}")
    if req.operation == "Query" and o.get("scan_index_forward") is False:
        parts.append("in descending sort key order")
    if o.get("limit"):
        parts.append(f"reading at most {o['limit']} items per page")
    if o.get("consistent_read"):
        parts.append("with a strongly consistent read")
    return (", " + ", ".join(parts)) if parts else ""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def explain(req: Request) -> list[str]:
    """Sentences saying what ``req`` does (plain text)."""
    op = req.operation
    if op in ("PutItem", "UpdateItem", "DeleteItem"):
        text = _write(op, req.table, req.key, req.item, req.update, req.condition)
        if op == "UpdateItem" and req.condition is None and req.update is not None and req.update.actions:
            text += " (creating the item if it is missing)"
        return [_capital(text) + "."]
    if op == "GetItem":
        consistent = ", with a strongly consistent read" if (req.options or {}).get("consistent_read") else ""
        return [
            _capital(_write(op, req.table, req.key, None, None, None)) + _projection(req.projection) + consistent + "."
        ]
    if op == "Query":
        text = (
            f"Reads the items{_in(req.table)} where {_key_condition_text(req.key_condition)}"
            if req.key_condition
            else "Reads items"
        )
        if req.filter is not None:
            text += f", keeping only those where {condition_text(req.filter)}"
        return [text + _projection(req.projection) + _read_options(req) + "."]
    if op == "Scan":
        text = f"Reads every item{_in(req.table)}"
        o = req.options or {}
        if o.get("total_segments"):
            text += f" (segment {o.get('segment', 0)} of {o['total_segments']} segments, numbered from 0)"
        if req.filter is not None:
            text += f", keeping only those where {condition_text(req.filter)}"
        return [text + _projection(req.projection) + _read_options(req) + "."]
    if op in ("TransactWriteItems", "TransactGetItems"):
        intro = (
            "In one transaction (all of it or none of it):"
            if op == "TransactWriteItems"
            else "Reads together, as one snapshot:"
        )
        lines = [intro]
        for i, a in enumerate(req.actions, 1):
            text = _write(a.type, a.table, a.key, a.item, a.update, a.condition)
            if a.type == "Get":
                text += _projection(a.projection)
            lines.append(f"{i}. {_capital(text)}.")
        return lines
    if op == "BatchWriteItem":
        lines = ["Sends these writes in one batch (each succeeds or fails on its own; none has a condition):"]
        for i, a in enumerate(req.actions, 1):
            text = _write("PutItem" if a.type == "Put" else "DeleteItem", a.table, a.key, a.item, None, None)
            lines.append(f"{i}. {_capital(text)}.")
        return lines
    if op == "BatchGetItem":
        lines = ["Reads these items in one batch (not a snapshot: each read is on its own):"]
        for i, t in enumerate(req.tables, 1):
            keys = "; ".join(_key(k) for k in t.keys)
            consistent = ", with strongly consistent reads" if t.consistent_read else ""
            noun = "item" if len(t.keys) == 1 else "items"
            lines.append(f"{i}. Reads the {noun} {keys}{_in(t.table)}{_projection(t.projection)}{consistent}.")
        return lines
    return [op]
