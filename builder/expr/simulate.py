"""Simulate DynamoDB requests against sample items, without an endpoint.

:func:`simulate` takes a table description (``KeySchema`` and
``AttributeDefinitions``, as ``CreateTable`` takes them), the items in the
table before the request (DynamoDB JSON, binary as base64 text), the API
operation and its parameters, and returns a :class:`Result`: what DynamoDB
answers (the response minus metadata, or the error code and message) and the
items the request writes, afterwards.

The request is read by the core (``parse.parse_request`` -> builder state ->
``load_state`` -> :class:`~builder.expr.request.Request` holding the expression
nodes); the nodes are then evaluated here with DynamoDB's semantics. Problems
the core finds are reported as ``ValidationException`` with the core's message.
The behaviour follows DynamoDB Local (checked by the recorded differential
corpus in ``tests/differential/``); where it is not yet identical, the
difference is listed in ``docs/simulator.md``.

Pure Python, no Django.
"""

from __future__ import annotations

import base64
import decimal
import re
from dataclasses import dataclass, field
from typing import Any

from . import nodes as n
from .clash import check_order, segments_text
from .errors import LONE_SURROGATE, ExprError, Problem, StateError, join_location, lone_surrogate
from .paths import Path, parse_path
from .scanorder import number_bytes, partition_hash, segment_of
from .values import EMPTY_SET_MESSAGES, SET_TYPES, TYPE_NAMES, Value

VALIDATION = "ValidationException"
CONDITIONAL = "ConditionalCheckFailedException"
CANCELED = "TransactionCanceledException"

MSG_CONDITIONAL = "The conditional request failed"
MSG_BAD_PATH = "The document path provided in the update expression is invalid for update"
MSG_BAD_TYPE = "An operand in the update expression has an incorrect data type"
MSG_MISSING = "The provided expression refers to an attribute that does not exist in the item"
MSG_KEY_COUNT = "The number of conditions on the keys is invalid"
MSG_KEY_TYPE = "One or more parameter values were invalid: Type mismatch for key"
MSG_KEY_MISSING = "One of the required keys was not given a value"
MSG_MULTI = "Transaction request cannot include multiple operations on one item"
MSG_ITEM_SIZE = "Item size has exceeded the maximum allowed size"
MSG_UPDATE_SIZE = "Item size to update has exceeded the maximum allowed size"
MAX_ITEM_BYTES = 400 * 1024
MSG_OVERFLOW = "Number overflow. Attempting to store a number with magnitude larger than supported range"
MSG_UNDERFLOW = "Number underflow. Attempting to store a number with magnitude smaller than supported range"

_CTX = decimal.Context(prec=38, rounding=decimal.ROUND_HALF_EVEN, Emax=126, Emin=-130)
_WIDE = decimal.Context(prec=200, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)
_MAX = decimal.Decimal("1E+126")
_MIN = decimal.Decimal("1E-130")


class SimError(Exception):
    """DynamoDB would answer with this error."""

    def __init__(self, code: str, message: str, reasons: list | None = None, item: dict | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.reasons = reasons
        self.item = item


class ItemTooLarge(SimError):
    """An update that would make an item larger than 400 KB: in a transaction,
    a cancellation reason (``ValidationError``) rather than a plain error."""


@dataclass
class Result:
    ok: bool
    response: dict | None = None
    items_after: list = field(default_factory=list)
    error_code: str | None = None
    message: str | None = None
    cancellation_reasons: list | None = None
    item: dict | None = None  # ReturnValuesOnConditionCheckFailure=ALL_OLD on a single-item write
    # an estimate of the capacity consumed (builder/expr/capacity.py); not part
    # of DynamoDB's answer, so to_json() leaves it out; None when nothing is consumed
    capacity: dict | None = None

    def to_json(self) -> dict:
        if self.ok:
            return {"ok": True, "response": self.response, "items_after": self.items_after}
        out: dict = {"ok": False, "error_code": self.error_code, "message": self.message}
        if self.cancellation_reasons is not None:
            out["cancellation_reasons"] = self.cancellation_reasons
        if self.item is not None:
            out["item"] = self.item
        return out


# --------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------
def norm_number(text: str) -> str:
    """DynamoDB's canonical number text: no exponent, no trailing zeros."""
    d = decimal.Decimal(text)
    if d.is_zero():
        return "0"
    d = d.normalize(_WIDE)  # exact; a number out of DynamoDB's range is refused later, with DynamoDB's words
    return format(d, "f")


def normalize(v: dict) -> dict:
    """A top-level attribute as PutItem stores it: numbers (and number-set
    members) canonical; anything nested is kept as written (DynamoDB Local)."""
    ((t, x),) = v.items()
    if t == "N":
        return {"N": norm_number(x)}
    if t == "NS":
        return {"NS": [norm_number(m) for m in x]}
    return _update_value(v)


def java_text(text: str) -> str:
    """Java's BigDecimal(text).toString(): how DynamoDB Local writes the members of
    a number set that an update stores (``1E2`` -> ``1E+2``, ``-0`` -> ``0``)."""
    d = decimal.Decimal(text)
    return str(d.copy_abs() if d.is_zero() else d)


def _update_value(v: dict) -> dict:
    """A value as an update stores it (and a PutItem, below the top level): the
    members of number sets, wherever they are, through java_text; the rest as written."""
    t = _type(v)
    if t == "NS":
        return {"NS": [java_text(m) for m in v["NS"]]}
    if t == "L":
        return {"L": [_update_value(e) for e in v["L"]]}
    if t == "M":
        return {"M": {k: _update_value(e) for k, e in v["M"].items()}}
    return _copy(v)


def normalize_item(item: dict) -> dict:
    return {k: normalize(v) for k, v in item.items()}


def _copy(obj):
    """A deep copy of DynamoDB JSON (dicts, lists and scalars), faster than copy.deepcopy."""
    if isinstance(obj, dict):
        return {k: _copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_copy(v) for v in obj]
    return obj


def _type(v: dict) -> str:
    return next(iter(v))


def _member_key(t: str, m: str):
    if t in ("N", "NS"):
        return decimal.Decimal(m)
    if t in ("B", "BS"):
        return base64.b64decode(m)
    return m


def _order_key(v: dict):
    t = _type(v)
    if t == "S":
        return v["S"].encode("utf-8")
    return _member_key(t, v[t])


def equal(a: dict, b: dict) -> bool:
    ta, tb = _type(a), _type(b)
    if ta != tb:
        return False
    if ta in ("N", "B", "S"):
        return _member_key(ta, a[ta]) == _member_key(tb, b[tb])
    if ta in SET_TYPES:
        return {_member_key(ta, m) for m in a[ta]} == {_member_key(tb, m) for m in b[tb]}
    if ta == "L":
        return len(a["L"]) == len(b["L"]) and all(equal(x, y) for x, y in zip(a["L"], b["L"]))
    if ta == "M":
        return a["M"].keys() == b["M"].keys() and all(equal(a["M"][k], b["M"][k]) for k in a["M"])
    return a[ta] == b[tb]


def _size(v: dict) -> int | None:
    t = _type(v)
    if t == "S":
        return len(v["S"])
    if t == "B":
        return len(base64.b64decode(v["B"]))
    if t in SET_TYPES or t == "L":
        return len(v[t])
    if t == "M":
        return len(v["M"])
    return None


def item_size(item: dict) -> int:
    """Bytes DynamoDB counts for an item (names + values)."""
    return sum(len(k.encode("utf-8")) + _value_size(v) for k, v in item.items())


def _number_size(text: str) -> int:
    """A number's bytes: its DynamoDB encoding (measured against DynamoDB
    Local's 400 KB item limit, to the byte)."""
    return len(number_bytes(text))


def _value_size(v: dict) -> int:
    t = _type(v)
    x = v[t]
    if t == "S":
        return len(x.encode("utf-8"))
    if t == "N":
        return _number_size(x)
    if t == "B":
        return len(base64.b64decode(x))
    if t in ("BOOL", "NULL"):
        return 1
    if t == "SS":
        return sum(len(m.encode("utf-8")) for m in x)
    if t == "NS":
        return sum(_number_size(m) for m in x)
    if t == "BS":
        return sum(len(base64.b64decode(m)) for m in x)
    if t == "L":
        return 3 + sum(1 + _value_size(e) for e in x)
    return 3 + sum(len(k.encode("utf-8")) + 1 + _value_size(e) for k, e in x.items())


MSG_PRECISION = "DynamoDB only supports precision up to 38 digits"
_EXACT = decimal.Context(prec=1000, Emax=999999, Emin=-999999, traps=[decimal.InvalidOperation])


def _arith(op: str, a: dict, b: dict) -> dict:
    """Exact ``a + b`` / ``a - b`` as DynamoDB computes it (Java BigDecimal:
    the scale is kept, the text is plain)."""
    x, y = decimal.Decimal(a["N"]), decimal.Decimal(b["N"])
    r = _EXACT.add(x, y) if op == "+" else _EXACT.subtract(x, y)
    if r.is_zero():
        return {"N": format(r.copy_abs(), "f")}
    if len(r.normalize(_EXACT).as_tuple().digits) > 38:
        raise SimError(VALIDATION, MSG_PRECISION)
    if r.copy_abs() >= _MAX:
        raise SimError(VALIDATION, MSG_OVERFLOW)
    if r.copy_abs() < _MIN:
        raise SimError(VALIDATION, MSG_UNDERFLOW)
    return {"N": format(r, "f")}


# --------------------------------------------------------------------------
# Paths
# --------------------------------------------------------------------------
def lookup(item: dict | None, path: Path) -> dict | None:
    if item is None:
        return None
    segs = path.segments
    cur = item.get(segs[0])
    for s in segs[1:]:
        if cur is None:
            return None
        if isinstance(s, int):
            if _type(cur) != "L" or s >= len(cur["L"]):
                return None
            cur = cur["L"][s]
        else:
            if _type(cur) != "M":
                return None
            cur = cur["M"].get(s)
    return cur


def _parent(item: dict, path: Path, missing_ok: bool = False):
    """The container holding the path's last segment: ("item"|"M"|"L", container)."""
    segs = path.segments
    if len(segs) == 1:
        return item
    cur = item.get(segs[0])
    for s in segs[1:-1]:
        if cur is None:
            break
        if isinstance(s, int):
            cur = cur["L"][s] if _type(cur) == "L" and s < len(cur["L"]) else None
        else:
            cur = cur["M"].get(s) if _type(cur) == "M" else None
    if cur is None:
        if missing_ok:
            return None
        raise SimError(VALIDATION, MSG_BAD_PATH)
    last = segs[-1]
    want = "L" if isinstance(last, int) else "M"
    if _type(cur) != want:
        if missing_ok:
            return None
        raise SimError(VALIDATION, MSG_BAD_PATH)
    return cur[want]


def _put(item: dict, path: Path, value: dict) -> None:
    container = _parent(item, path)
    last = path.segments[-1]
    if isinstance(last, int):
        if last >= len(container):
            container.append(value)
        else:
            container[last] = value
    else:
        container[last] = value


def _remove(item: dict, path: Path) -> None:
    container = _parent(item, path)
    last = path.segments[-1]
    if isinstance(last, int):
        if last < len(container):
            del container[last]
    else:
        container.pop(last, None)


def project(item: dict, paths) -> dict:
    """The parts of ``item`` the paths name, keeping their nesting (lists keep
    only the named elements, in index order)."""
    tree: dict = {}
    for p in paths:
        node = tree
        for s in p.segments:
            node = node.setdefault(s, {})
    out = {}
    for name, sub in tree.items():
        if name in item:
            v = _extract(item[name], sub)
            if v is not None:
                out[name] = v
    return out


def _extract(v: dict, tree: dict) -> dict | None:
    if not tree:
        return _copy(v)
    t = _type(v)
    if t == "M":
        out = {}
        for k, sub in tree.items():
            if isinstance(k, str) and k in v["M"]:
                e = _extract(v["M"][k], sub)
                if e is not None:
                    out[k] = e
        return {"M": out} if out else None
    if t == "L":
        out = []
        for k in sorted(k for k in tree if isinstance(k, int)):
            if k < len(v["L"]):
                e = _extract(v["L"][k], tree[k])
                if e is not None:
                    out.append(e)
        return {"L": out} if out else None
    return None


# --------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------
def _operand(op, item: dict | None) -> dict | None:
    if isinstance(op, n.ValueOperand):
        return op.value.ddb
    if isinstance(op, n.PathOperand):
        return lookup(item, op.path)
    if isinstance(op, n.Size):
        v = lookup(item, op.path)
        if v is None:
            return None
        s = _size(v)
        return None if s is None else {"N": str(s)}
    raise AssertionError(op)  # pragma: no cover


def _ordered(a: dict | None, b: dict | None) -> bool:
    return a is not None and b is not None and _type(a) == _type(b) and _type(a) in ("S", "N", "B")


def _compare(op: str, a: dict | None, b: dict | None) -> bool:
    if op == "<>":  # true when either side is missing (DynamoDB Local)
        return a is None or b is None or not equal(a, b)
    if a is None or b is None:
        return False
    if op == "=":
        return equal(a, b)
    if not _ordered(a, b):
        return False
    x, y = _order_key(a), _order_key(b)
    return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]


def evaluate(cond: n.Condition, item: dict | None) -> bool:
    """Whether ``cond`` holds for ``item`` (None: no item)."""
    if isinstance(cond, n.And):
        return all(evaluate(c, item) for c in cond.conditions)
    if isinstance(cond, n.Or):
        return any(evaluate(c, item) for c in cond.conditions)
    if isinstance(cond, n.Not):
        return not evaluate(cond.condition, item)
    if isinstance(cond, n.Compare):
        return _compare(cond.op, _operand(cond.left, item), _operand(cond.right, item))
    if isinstance(cond, n.Between):
        x, lo, hi = (_operand(o, item) for o in (cond.operand, cond.low, cond.high))
        if not (_ordered(x, lo) and _ordered(x, hi)):
            return False
        return _order_key(lo) <= _order_key(x) <= _order_key(hi)
    if isinstance(cond, n.In):
        x = _operand(cond.operand, item)
        return x is not None and any(_compare("=", x, _operand(o, item)) for o in cond.options)
    if isinstance(cond, n.AttributeExists):
        return lookup(item, cond.path) is not None
    if isinstance(cond, n.AttributeNotExists):
        return lookup(item, cond.path) is None
    if isinstance(cond, n.AttributeType):
        v = lookup(item, cond.path)
        return v is not None and _type(v) == cond.type_code
    if isinstance(cond, n.BeginsWith):
        a, b = lookup(item, cond.path), _operand(cond.operand, item)
        if a is None or b is None or _type(a) != _type(b):
            return False
        if _type(a) == "S":
            return a["S"].startswith(b["S"])
        if _type(a) == "B":
            return base64.b64decode(a["B"]).startswith(base64.b64decode(b["B"]))
        return False
    if isinstance(cond, n.Contains):
        a, b = lookup(item, cond.path), _operand(cond.operand, item)
        if a is None or b is None:
            return False
        ta, tb = _type(a), _type(b)
        if ta == "S" and tb == "S":
            return b["S"] in a["S"]
        if ta == "B" and tb == "B":
            return base64.b64decode(b["B"]) in base64.b64decode(a["B"])
        if ta in SET_TYPES and tb == ta[0]:
            key = _member_key(tb, b[tb])
            return any(_member_key(ta, m) == key for m in a[ta])
        if ta == "L":
            return any(equal(e, b) for e in a["L"])
        return False
    raise AssertionError(cond)  # pragma: no cover


@dataclass
class Explained:
    """One node of a condition and whether it held for an item: ``kind`` is
    ``AND``, ``OR`` or ``NOT`` for a group (its parts in ``children``) or
    ``leaf``; ``text`` the node as a person reads it (placeholders resolved)."""

    kind: str
    text: str
    result: bool
    children: list = field(default_factory=list)


def condition_text(cond: n.Condition) -> str:
    """``cond`` with names and values written inline (``play_count = 41``)."""
    from .emit.readable import substitute
    from .placeholders import Placeholders

    ph = Placeholders()
    try:
        return substitute(cond.serialize(ph), ph.names, ph.values)
    except ExprError:  # pragma: no cover - the request's nodes serialized already
        return type(cond).__name__


def explain_condition(cond: n.Condition, item: dict | None) -> Explained:
    """The tree of ``cond``'s groups and leaves, each with whether it held for
    ``item`` (None: no item); the root's result is ``evaluate(cond, item)``.
    Every part is evaluated (no short-circuit), to show them all; a one-member
    AND/OR group is shown as its member, as it is written."""
    while isinstance(cond, (n.And, n.Or)) and len(cond.conditions) == 1:
        cond = cond.conditions[0]
    if isinstance(cond, (n.And, n.Or)):
        children = [explain_condition(c, item) for c in cond.conditions]
        results = [c.result for c in children]
        kind = "AND" if isinstance(cond, n.And) else "OR"
        result = all(results) if kind == "AND" else any(results)
        return Explained(kind, condition_text(cond), result, children)
    if isinstance(cond, n.Not):
        child = explain_condition(cond.condition, item)
        return Explained("NOT", condition_text(cond), not child.result, [child])
    return Explained("leaf", condition_text(cond), evaluate(cond, item))


# --------------------------------------------------------------------------
# Updates
# --------------------------------------------------------------------------
def _set_operand(op, old: dict) -> dict:
    if isinstance(op, n.ValueOperand):
        return op.value.ddb
    if isinstance(op, n.PathOperand):
        v = lookup(old, op.path)
        if v is None:
            raise SimError(VALIDATION, MSG_MISSING)
        return v
    if isinstance(op, n.IfNotExists):
        v = lookup(old, op.path)
        return v if v is not None else _set_operand(op.default, old)
    if isinstance(op, n.ListAppend):
        a = _typed_operand(op.first, old, "L")
        b = _typed_operand(op.second, old, "L")
        return {"L": _copy(a["L"]) + _copy(b["L"])}
    if isinstance(op, n.Arithmetic):
        a = _typed_operand(op.left, old, "N")
        b = _typed_operand(op.right, old, "N")
        return _arith(op.op, a, b)
    raise AssertionError(op)  # pragma: no cover


def _typed_operand(op, old: dict, want: str) -> dict:
    v = _set_operand(op, old)
    if _type(v) != want:
        raise SimError(VALIDATION, MSG_BAD_TYPE)
    return v


def _remove_order(action: n.RemoveAction):
    return tuple((1, -s) if isinstance(s, int) else (0, s) for s in action.path.segments)


def _check_target(item: dict, action) -> None:
    """Phase one of an update: the target's parent must be there (a map for a
    name, a list for an index); ADD and DELETE also meet the current value's type."""
    container = _parent(item, action.path)
    if isinstance(action, (n.AddAction, n.DeleteAction)):
        last = action.path.segments[-1]
        if isinstance(last, int):
            cur = container[last] if last < len(container) else None
        else:
            cur = container.get(last)
        if cur is not None and _type(cur) != action.value.value.type:
            raise SimError(VALIDATION, MSG_BAD_TYPE)
        if cur is not None and isinstance(action, n.AddAction) and _type(cur) == "N":
            _arith("+", cur, action.value.value.ddb)  # its precision and range errors come here


def apply_update(update: n.Update, old: dict) -> dict:
    """The item after ``update`` (``old`` already holds the key when new).

    Each action is checked against the item before the update: its target (the
    parent must be there; ADD and DELETE meet the current value), then its SET
    value. When several actions fail, DynamoDB Local reports the error of the
    one that comes last in :func:`.clash.check_order`."""
    values = {}
    error = None
    for i in check_order([a.path for a in update.actions]):
        a = update.actions[i]
        try:
            _check_target(old, a)
            if isinstance(a, n.SetAction):
                values[id(a)] = _copy(_set_operand(a.value, old))
        except SimError as e:
            error = e
    if error is not None:
        raise error
    new = _copy(old)
    sets = [a for a in update.actions if isinstance(a, n.SetAction)]
    values = [values[id(a)] for a in sets]
    for a, v in zip(sets, values):
        _put(new, a.path, _update_value(v))
    removes = sorted((a for a in update.actions if isinstance(a, n.RemoveAction)), key=_remove_order)
    for a in removes:
        _remove(new, a.path)
    for a in update.actions:
        if isinstance(a, n.AddAction):
            _add(new, a.path, _copy(a.value.value.ddb))
        elif isinstance(a, n.DeleteAction):
            _delete(new, a.path, a.value.value.ddb)
    return new


def _add(item: dict, path: Path, value: dict) -> None:
    container = _parent(item, path)
    last = path.segments[-1]
    cur = (container[last] if last < len(container) else None) if isinstance(last, int) else container.get(last)
    if cur is None:
        _put(item, path, _update_value(value))
        return
    t = _type(value)
    if _type(cur) != t:
        raise SimError(VALIDATION, MSG_BAD_TYPE)
    if t == "N":
        new = _arith("+", cur, value)
    else:
        have = {_member_key(t, m) for m in cur[t]}
        extra = [m for m in value[t] if _member_key(t, m) not in have]
        new = {t: list(cur[t]) + extra}
        if t == "NS":  # a union is stored canonically (DynamoDB Local)
            new = {"NS": [norm_number(m) for m in new["NS"]]}
    _put(item, path, new)


def _delete(item: dict, path: Path, value: dict) -> None:
    container = _parent(item, path)
    last = path.segments[-1]
    cur = (container[last] if last < len(container) else None) if isinstance(last, int) else container.get(last)
    if cur is None:
        return
    t = _type(value)
    if _type(cur) != t:
        raise SimError(VALIDATION, MSG_BAD_TYPE)
    gone = {_member_key(t, m) for m in value[t]}
    left = [m for m in cur[t] if _member_key(t, m) not in gone]
    if left:
        _put(item, path, {t: left})
    else:
        _remove(item, path)


def _ddb(attrs: dict) -> dict:
    """name -> Value (or DynamoDB JSON) -> name -> DynamoDB JSON."""
    return {k: (v.ddb if isinstance(v, Value) else v) for k, v in attrs.items()}


# --------------------------------------------------------------------------
# The table
# --------------------------------------------------------------------------
class TableSpecError(ValueError):
    """A table description that is not a usable key schema."""


class Table:
    """Key schema plus items (DynamoDB JSON), keyed by their primary key."""

    def __init__(self, spec: dict, items: list | None = None):
        if not isinstance(spec, dict):
            raise TableSpecError("table: an object with KeySchema and AttributeDefinitions expected")
        try:
            types = {d["AttributeName"]: d["AttributeType"] for d in spec.get("AttributeDefinitions", [])}
            self.hash = self.range = None
            for k in spec.get("KeySchema", []):
                if k["KeyType"] == "HASH":
                    self.hash = k["AttributeName"]
                elif k["KeyType"] == "RANGE":
                    self.range = k["AttributeName"]
        except (KeyError, TypeError, AttributeError) as e:
            raise TableSpecError(
                f"table: KeySchema and AttributeDefinitions entries need AttributeName and KeyType/AttributeType ({e!r})"
            ) from None
        if self.hash is None:
            raise TableSpecError("table: KeySchema needs a HASH key")
        if not all(isinstance(name, str) and name for name in (self.hash, self.range or "x")):
            raise TableSpecError("table: key attribute names are non-empty text")
        self.key_names = [self.hash] + ([self.range] if self.range else [])
        self.types = {k: types.get(k) for k in self.key_names}
        if any(v not in ("S", "N", "B") for v in self.types.values()):
            raise TableSpecError("table: every key attribute needs an AttributeDefinitions entry of type S, N or B")
        self.items: dict = {}
        for it in items or []:
            item = normalize_item(it)
            self.items[self.ident(self.key_of(item))] = item

    def key_of(self, item: dict) -> dict:
        return {k: item[k] for k in self.key_names if k in item}

    def ident(self, key: dict):
        return tuple(_member_key(self.types[k], key[k][self.types[k]]) for k in self.key_names)

    def check_key(self, key: dict) -> dict:
        """A Key parameter: exactly the key attributes, of the right types."""
        key = _ddb(key)
        if len(key) != len(self.key_names):
            raise SimError(VALIDATION, MSG_KEY_COUNT)
        if set(key) != set(self.key_names):
            raise SimError(VALIDATION, MSG_KEY_MISSING)
        self._check_key_values(key)
        return normalize_item(key)

    def check_key_condition(self, kc: n.KeyCondition) -> None:
        """A Query's key condition: on this table's key attributes, with values of their types."""
        if kc.partition_name != self.hash or (kc.sort is not None and kc.sort.name != self.range):
            raise SimError(VALIDATION, "Query condition missed key schema element")
        if _type(kc.partition_value.value.ddb) != self.types[self.hash] or (
            kc.sort is not None and _type(kc.sort.value.value.ddb) != self.types[self.range]
        ):
            raise SimError(
                VALIDATION,
                "One or more parameter values were invalid: Condition parameter type does not match schema type",
            )

    def check_start_key(self, start: dict) -> dict:
        """An ExclusiveStartKey: exactly the key attributes, of their types."""
        start_item = normalize_item(_ddb(start))
        if len(start_item) != len(self.key_names):
            raise SimError(VALIDATION, "Exclusive Start Key must have same size as table's key schema")
        if set(start_item) != set(self.key_names) or any(_type(start_item[k]) != self.types[k] for k in self.key_names):
            raise SimError(
                VALIDATION, "The provided starting key is invalid: The provided key element does not match the schema"
            )
        return start_item

    def problems(self, req) -> list[Problem]:
        """What DynamoDB refuses in ``req`` (a loaded request) once this
        table's key schema is known, located in the builder state: keys and
        items that miss a key attribute or have one of the wrong type, a Query
        on other attributes, an ExclusiveStartKey of another shape. Item
        independent: the checker reports these without any items."""
        out: list[Problem] = []

        def attempt(location: str, check, *args) -> None:
            try:
                check(*args)
            except SimError as e:
                out.append(Problem(location, e.message))

        bodies = [(f"actions[{i}]", a) for i, a in enumerate(req.actions)] if req.actions else [("", req)]
        for base, body in bodies:
            if getattr(body, "key", None) is not None:
                attempt(join_location(base, "key"), self.check_key, body.key)
            if getattr(body, "item", None) is not None:
                attempt(join_location(base, "item"), self.check_item, body.item)
        if req.operation == "Query" and req.key_condition is not None:
            attempt("key_condition", self.check_key_condition, req.key_condition)
        start = req.options.get("exclusive_start_key")
        if start is not None:
            attempt("options.exclusive_start_key", self.check_start_key, start)
        return out

    def check_item(self, item: dict) -> dict:
        item = _ddb(item)
        if any(k not in item for k in self.key_names):
            raise SimError(VALIDATION, MSG_KEY_MISSING)
        self._check_key_values(item)
        return normalize_item(item)

    def _check_key_values(self, attrs: dict) -> None:
        for k in self.key_names:
            if not isinstance(attrs[k], dict) or len(attrs[k]) != 1 or _type(attrs[k]) != self.types[k]:
                raise SimError(VALIDATION, MSG_KEY_TYPE)
        for k in self.key_names:
            t = self.types[k]
            if t in ("S", "B") and attrs[k][t] == "":
                raise SimError(
                    VALIDATION,
                    f"One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty {'string' if t == 'S' else 'binary'} value. Key: {k}",
                )

    def get(self, key: dict) -> dict | None:
        return self.items.get(self.ident(key))

    def sort_value(self, item: dict):
        return _order_key(item[self.range]) if self.range else b""

    def partition_order(self, item: dict) -> bytes:
        """The order DynamoDB Local's Scan returns partitions in (scanorder.py)."""
        t = self.types[self.hash]
        return partition_hash(t, item[self.hash][t])

    def position(self, item: dict) -> tuple:
        """Where an item (or a key) sits in a Scan."""
        return (self.partition_order(item), self.sort_value(item))

    def segment(self, item: dict, total_segments: int) -> int:
        t = self.types[self.hash]
        return segment_of(t, item[self.hash][t], total_segments)

    def ordered(self) -> list:
        return sorted(self.items.values(), key=lambda it: (self.partition_order(it), self.sort_value(it)))


# --------------------------------------------------------------------------
# Requests
# --------------------------------------------------------------------------
def _load(operation: str, params: Any):
    from .parse import ParseError, parse_request
    from .state import load_state

    try:
        state = parse_request(operation, params, refuse_reserved=True)
        return load_state(state)
    except (ParseError, StateError) as e:
        p = e.problems[0]
        raise SimError(VALIDATION, dynamodb_message(p.location, p.message, p.dynamodb)) from None


_TYPE_CODES = {name: code for code, name in TYPE_NAMES.items()}
_OPERAND_TYPE = (
    "Invalid {kind}: Incorrect operand type for operator or function; operator or function: {op}, operand type: {code}"
)
_SET_OPERAND_TYPE = "Invalid {kind}: Incorrect operand type for operator or function; operator: {op}, operand type: {word}, typeSet: ALLOWED_FOR_{op}_OPERAND"
_DISTINCT = "Invalid {kind}: The first operand must be distinct from the remaining operands for this operator or function; operator: {op}, first operand: {p}"
# The core's words for a problem DynamoDB also finds -> DynamoDB's words.
_TRANSLATIONS = [
    (
        re.compile(r"(?P<op><>|<=|>=|<|>|=|BETWEEN) compares strings, numbers or binary, not a (?P<type>.+)"),
        _OPERAND_TYPE,
    ),
    (re.compile(r"(?P<op>[+-]) works on numbers; a (?P<type>.+) value cannot be added or subtracted"), _OPERAND_TYPE),
    (
        re.compile(r"(?P<op>list_append) joins lists; a (?P<type>.+) value is not a list \(wrap it in an L value\)"),
        _OPERAND_TYPE,
    ),
    (re.compile(r"(?P<op>begins_with) takes a string or binary prefix, not a (?P<type>.+)"), _OPERAND_TYPE),
    (
        re.compile(r"(?P<op>ADD) works on a number or a set, not a (?P<type>.+); use SET for other types"),
        _SET_OPERAND_TYPE,
    ),
    (
        re.compile(r"(?P<op>DELETE) removes members from a set; the value must be a set, not a (?P<type>.+)"),
        _SET_OPERAND_TYPE,
    ),
    (
        re.compile(
            r"(?P<op>if_not_exists)\((?P<p>.+), .+\) uses the same path twice; DynamoDB requires the operands to differ"
        ),
        _DISTINCT,
    ),
    (re.compile(r"(?P<op>.+) compares (?P<p>.+) with itself; DynamoDB requires the operands to differ"), _DISTINCT),
    (
        re.compile(r"(?P<name>.+) is part of the key; an update cannot change key attributes"),
        "One or more parameter values were invalid: Cannot update attribute {name}. This attribute is part of the key",
    ),
]


_DYNAMODB_MESSAGES = frozenset(
    {
        MSG_KEY_COUNT,
        MSG_KEY_TYPE,
        MSG_KEY_MISSING,
        MSG_MULTI,
        MSG_ITEM_SIZE,
        MSG_UPDATE_SIZE,
        "Query condition missed key schema element",
        "KeyConditionExpressions must only contain one condition per key",
        "Query key condition not supported",
    }
)

_STATE_KINDS = {
    "update": "UpdateExpression",
    "condition": "ConditionExpression",
    "filter": "FilterExpression",
    "projection": "ProjectionExpression",
    "key_condition": "KeyConditionExpression",
}


def _segments_text(text: str) -> str | None:
    """Core path text -> DynamoDB's way of showing a path: ``[m, [0], b]``."""
    try:
        path = parse_path(text)
    except ExprError:
        return None
    return segments_text(path)


def dynamodb_message(location: str, message: str, dynamodb: str | None = None) -> str:
    """A problem the core found, in DynamoDB's words where they are known
    (``dynamodb``: the words the core gave, ``{kind}`` standing for the expression)."""
    return known_dynamodb_message(location, message, dynamodb) or message


def known_dynamodb_message(location: str, message: str, dynamodb: str | None = None) -> str | None:
    """DynamoDB's words for a problem the core found, or None when not known."""
    parts = [p for p in re.split(r"[.\[]", location) if p]
    kind = next((p for p in parts if p.endswith("Expression")), "")
    if not kind:
        kind = next((_STATE_KINDS[p] for p in parts if p in _STATE_KINDS), "")
    if dynamodb:
        return dynamodb.replace("{kind}", kind)
    for pattern, template in _TRANSLATIONS:
        m = pattern.fullmatch(message)
        if m:
            groups = m.groupdict()
            for g in ("p", "q"):
                if groups.get(g):
                    groups[g] = _segments_text(groups[g])
                    if groups[g] is None:
                        return None
            code = _TYPE_CODES.get(groups.get("type", ""), "")
            word = groups.get("type", "").upper()
            return template.format(kind=kind, code=code, word=word, **groups)
    if (
        message.startswith(("Invalid ", "ExpressionAttribute", "One or more parameter values"))
        or message in _DYNAMODB_MESSAGES
    ):
        return message  # the parser's and the core's messages already in DynamoDB's words
    return None


def _typed_item(item: dict) -> bool:
    """Whether the item's size can be measured: every attribute in DynamoDB JSON
    shape (DynamoDB measures it before looking at the values themselves; a bad
    value is reported afterwards, by the parser)."""
    try:
        return all(isinstance(v, dict) and len(v) == 1 for v in item.values()) and item_size(item) >= 0
    except (TypeError, ValueError, AttributeError, KeyError, RuntimeError, StopIteration, ArithmeticError):
        return False  # not measurable (an empty value, a number that is no number, ...)


def _precheck(table: Table, operation: str, params: Any) -> None:
    """The key checks DynamoDB makes before reading the expressions."""
    if not isinstance(params, dict):
        return
    if operation in ("GetItem", "UpdateItem", "DeleteItem") and isinstance(params.get("Key"), dict):
        key = params["Key"]
        if all(isinstance(v, dict) and len(v) == 1 for v in key.values()):
            table.check_key(key)
    if operation == "TransactWriteItems" and isinstance(params.get("TransactItems"), list):
        for entry in params["TransactItems"]:
            put = entry.get("Put") if isinstance(entry, dict) else None
            item = put.get("Item") if isinstance(put, dict) else None
            if isinstance(item, dict) and _typed_item(item) and item_size(item) > MAX_ITEM_BYTES:
                raise SimError(VALIDATION, MSG_ITEM_SIZE)
    if operation == "PutItem" and isinstance(params.get("Item"), dict):
        item = params["Item"]
        if _typed_item(item):
            table.check_item(item)
            if item_size(item) > MAX_ITEM_BYTES:
                raise SimError(VALIDATION, MSG_ITEM_SIZE)
            for v in item.values():
                ((t, x),) = v.items()
                if t in SET_TYPES and x == []:
                    raise SimError(VALIDATION, EMPTY_SET_MESSAGES[t])


TRACE_ITEMS = 3  # a Query/Scan filter is explained on this many items at most


def simulate(
    table_spec: dict, items_before: list, operation: str, request_params: dict, trace: list | None = None
) -> Result:
    """Apply one request to a table holding ``items_before``; see the module doc.

    ``trace``, when a list, receives a :class:`Traced` for each condition
    evaluated on an item (the ConditionExpression of a single-item write or of
    each transaction action; the FilterExpression on the first ``TRACE_ITEMS``
    items read). It changes nothing in the result."""
    table = Table(table_spec, items_before)
    before = dict(table.items)
    scanned: list = []
    req = None
    try:
        _precheck(table, operation, request_params)
        req = _load(operation, request_params)
        response, written = _run(table, req, scanned, trace)
    except SimError as e:
        result = Result(False, error_code=e.code, message=e.message, cancellation_reasons=e.reasons, item=e.item)
    else:
        result = Result(True, response=response, items_after=[{"key": k, "item": table.get(k)} for k in written])
    if req is not None and result.error_code in (None, CONDITIONAL, CANCELED):
        from .capacity import estimate

        result.capacity = estimate(table, before, req, result.ok, scanned)
    return result


@dataclass
class Traced:
    """A condition evaluated on one item: ``label`` says which (``ConditionExpression``,
    ``Action 2 · Put ConditionExpression``, ``FilterExpression``), ``key`` the
    item's key, ``item`` the item it was evaluated on (None: no item)."""

    label: str
    key: dict
    item: dict | None
    explained: Explained


def _run(table: Table, req, scanned: list | None = None, trace: list | None = None) -> tuple[dict, list]:
    op = req.operation
    opts = req.options
    if op == "GetItem":
        key = table.check_key(req.key)
        item = table.get(key)
        if item is None:
            return {}, []
        return {"Item": project(item, req.projection.paths) if req.projection else _copy(item)}, []
    if op in ("PutItem", "UpdateItem", "DeleteItem"):
        return _write(table, op, req.key, req.item, req.update, req.condition, opts, trace)
    if op in ("Query", "Scan"):
        return _read_many(table, req, scanned, trace), []
    if op == "TransactGetItems":
        out, seen = [], set()
        for a in req.actions:
            key = table.check_key(a.key)
            if table.ident(key) in seen:  # DynamoDB Local refuses two Gets of one item too
                raise SimError(VALIDATION, MSG_MULTI)
            seen.add(table.ident(key))
            item = table.get(key)
            out.append(
                {} if item is None else {"Item": project(item, a.projection.paths) if a.projection else _copy(item)}
            )
        return {"Responses": out}, []
    if op == "TransactWriteItems":
        return _transact(table, req, trace)
    raise SimError(VALIDATION, f"operation {op} is not simulated")  # pragma: no cover


def _plan(
    table: Table, kind: str, key, item, update, condition, trace: list | None = None, label: str = "ConditionExpression"
):
    """Evaluate one write without applying it: (key, old item, new item or None,
    whether the condition held)."""
    if kind == "Put":
        new = table.check_item(item)
        key = table.key_of(new)
    else:
        key = table.check_key(key)
        new = None
    old = table.get(key)
    if trace is not None and condition is not None:
        trace.append(Traced(label, _copy(key), _copy(old), explain_condition(condition, old)))
    if condition is not None and not evaluate(condition, old):
        return key, old, None, False
    if kind == "Update":
        new = apply_update(update, old if old is not None else dict(key))
        if item_size(new) > MAX_ITEM_BYTES:
            raise ItemTooLarge(VALIDATION, MSG_UPDATE_SIZE)
    elif kind == "Delete":
        new = None
    elif kind == "ConditionCheck":
        new = old
    return key, old, new, True


def _store(table: Table, key: dict, new: dict | None) -> None:
    ident = table.ident(key)
    if new is None:
        table.items.pop(ident, None)
    else:
        table.items[ident] = new


def _write(table: Table, op: str, key, item, update, condition, opts, trace: list | None = None) -> tuple[dict, list]:
    kind = op[: -len("Item")]
    key, old, new, held = _plan(table, kind, key, item, update, condition, trace)
    if not held:
        failure_item = _copy(old) if opts.get("return_values_on_condition_check_failure") == "ALL_OLD" and old else None
        raise SimError(CONDITIONAL, MSG_CONDITIONAL, item=failure_item)
    _store(table, key, new)
    rv = opts.get("return_values", "NONE")
    out: dict = {}
    if rv == "ALL_OLD" and old:
        out["Attributes"] = _copy(old)
    elif rv == "ALL_NEW" and new:
        out["Attributes"] = _copy(new)
    elif rv in ("UPDATED_OLD", "UPDATED_NEW"):
        src = old if rv == "UPDATED_OLD" else new
        # the whole top-level attribute, for each updated path that holds a value
        paths = [Path((a.path.top,)) for a in update.actions if lookup(src, a.path) is not None]
        got = project(src or {}, paths)
        if got:
            out["Attributes"] = got
    return out, [key]


def _to_first_index(path: Path) -> Path:
    segs = path.segments
    cut = next((i for i, s in enumerate(segs) if isinstance(s, int)), len(segs))
    return Path(segs[:cut])


def _transact(table: Table, req, trace: list | None = None) -> tuple[dict, list]:
    """All or nothing. Like DynamoDB Local, the actions are evaluated one after
    the other on a scratch copy of the table, so an action sees what earlier ones
    wrote, and the first of these ends it: an item-dependent ValidationException
    of an action whose condition held; a second action on an item when both
    conditions held (``Transaction request cannot include multiple operations on
    one item``). Then, when any condition failed, TransactionCanceledException
    with every action's reason (an item touched twice with a failed condition
    among the two is cancelled, not refused)."""
    committed = table.items
    table.items = dict(committed)
    plans, reasons, failed = [], [], False
    first_held: dict = {}  # item ident -> whether the first action on it held
    try:
        for i, a in enumerate(req.actions, 1):
            label = f"Action {i} · {a.type} ConditionExpression"
            try:
                key, old, new, held = _plan(table, a.type, a.key, a.item, a.update, a.condition, trace, label)
            except ItemTooLarge as e:
                plans.append((a, table.check_key(a.key), None, None, e.message))
                continue
            ident = table.ident(key)
            if ident in first_held and first_held[ident] and held:
                raise SimError(VALIDATION, MSG_MULTI)
            first_held.setdefault(ident, held)
            if held and a.type != "ConditionCheck":
                _store(table, key, new)
            plans.append((a, key, old, new, held))
    finally:
        scratch, table.items = table.items, committed
    for a, _key, old, _new, held in plans:
        if isinstance(held, str):  # too large: DynamoDB Local's reason for it
            reasons.append({"Code": "ValidationError", "Message": held})
            failed = True
        elif not held:
            # a ConditionCheck's message ends with a full stop, the others' do not
            message = MSG_CONDITIONAL + ("." if a.type == "ConditionCheck" else "")
            reason = {"Code": "ConditionalCheckFailed", "Message": message}
            if a.return_values_on_condition_check_failure == "ALL_OLD" and old:
                reason["Item"] = _copy(old)
            reasons.append(reason)
            failed = True
        else:
            reasons.append({"Code": "None"})
    if failed:
        codes = ", ".join(r["Code"] for r in reasons)
        raise SimError(
            CANCELED,
            f"Transaction cancelled, please refer cancellation reasons for specific reasons [{codes}]",
            reasons=reasons,
        )
    table.items = scratch
    return {}, [key for a, key, *_ in plans if a.type != "ConditionCheck"]


def _key_matches(kc: n.KeyCondition, table: Table, item: dict) -> bool:
    if not equal(item[table.hash], kc.partition_value.value.ddb):
        return False
    s = kc.sort
    if s is None:
        return True
    v = item.get(s.name)
    if v is None:
        return False
    if s.op == "between":
        return _ordered(v, s.value.value.ddb) and _order_key(s.value.value.ddb) <= _order_key(v) <= _order_key(
            s.high.value.ddb
        )
    if s.op == "begins_with":
        return evaluate(n.BeginsWith(Path((s.name,)), s.value), item)
    return _compare(s.op, v, s.value.value.ddb)


def _read_many(table: Table, req, scanned: list | None = None, trace: list | None = None) -> dict:
    opts = req.options
    if req.operation == "Query":
        kc = req.key_condition
        table.check_key_condition(kc)
        rows = [it for it in table.ordered() if _key_matches(kc, table, it)]
        if opts.get("scan_index_forward") is False:
            rows.reverse()
    else:
        rows = table.ordered()
        total = opts.get("total_segments")
        if total is not None:
            rows = [it for it in rows if table.segment(it, total) == opts["segment"]]
    start = opts.get("exclusive_start_key")
    if start is not None:
        start_item = table.check_start_key(start)
        if req.operation == "Query" and not _key_matches(req.key_condition, table, start_item):
            raise SimError(VALIDATION, "The provided starting key does not match the range key predicate")
        if (
            req.operation == "Scan"
            and opts.get("total_segments") is not None
            and table.segment(start_item, opts["total_segments"]) != opts["segment"]
        ):
            raise SimError(VALIDATION, "Exclusive start key must lie within the segment")
        # strictly after the start key's place, whether or not such an item exists
        at = table.position(start_item)
        backwards = req.operation == "Query" and opts.get("scan_index_forward") is False
        rows = [it for it in rows if (table.position(it) < at if backwards else table.position(it) > at)]
    limit = opts.get("limit")
    last = None
    if limit is not None and len(rows) >= limit:
        rows = rows[:limit]
        last = table.key_of(rows[-1]) if rows else None
    if scanned is not None:  # for the capacity estimate: the items read, before the filter
        scanned.extend(rows)
    kept = [it for it in rows if req.filter is None or evaluate(req.filter, it)]
    if trace is not None and req.filter is not None:
        for it in rows[:TRACE_ITEMS]:
            trace.append(
                Traced("FilterExpression", _copy(table.key_of(it)), _copy(it), explain_condition(req.filter, it))
            )
    out: dict = {}
    if opts.get("select") != "COUNT":
        out["Items"] = [project(it, req.projection.paths) if req.projection else _copy(it) for it in kept]
    out["Count"] = len(kept)
    out["ScannedCount"] = len(rows)
    if last is not None:
        out["LastEvaluatedKey"] = _copy(last)
    return out


# --------------------------------------------------------------------------
# JSON lines (the ``ddb simulate`` command and the API)
# --------------------------------------------------------------------------
def simulate_document(doc: Any) -> dict:
    """One input document -> one output document (see ``ddb simulate``)."""
    if not isinstance(doc, dict):
        return {
            "ok": False,
            "error_code": "InputError",
            "message": "each line is a JSON object with table, before, operation and request",
        }
    for name, kind in (("table", dict), ("before", list), ("operation", str), ("request", dict)):
        if not isinstance(doc.get(name), kind):
            what = {dict: "an object", list: "a list", str: "a string"}[kind]
            return {"ok": False, "error_code": "InputError", "message": f"{name}: {what} expected"}
    bad = lone_surrogate({k: doc[k] for k in ("table", "before", "operation", "request")})
    if bad is not None:
        return {"ok": False, "error_code": "InputError", "message": f"{bad}: this text {LONE_SURROGATE}"}
    try:
        table_ok = Table(doc["table"], [])
        for i, it in enumerate(doc["before"]):
            problem = _item_problem(table_ok, it)
            if problem:
                return {"ok": False, "error_code": "InputError", "message": f"before[{i}]{problem}"}
        Table(doc["table"], doc["before"])
    except (ValueError, KeyError, TypeError, StopIteration, decimal.DecimalException) as e:
        return {"ok": False, "error_code": "InputError", "message": f"{e}"}
    return simulate(doc["table"], doc["before"], doc["operation"], doc["request"]).to_json()


def _item_problem(table: Table, item: Any) -> str | None:
    """What is wrong with a sample item, as ``: message`` or ``.attr: message``; None if nothing."""
    if not isinstance(item, dict) or any(k not in item for k in table.key_names):
        return f": an item holding the key attributes {', '.join(table.key_names)} expected"
    for name, v in item.items():
        try:
            Value.from_ddb(v)
        except ExprError as e:
            return f".{name}{'.' + e.location if e.location else ''}: {e.message}"
    for name in table.key_names:
        if next(iter(item[name])) != table.types[name]:
            return f".{name}: the key attribute {name} is of type {table.types[name]} in this table"
    return None
