"""Conditions evaluated on an item, as DynamoDB does, and explained.

:func:`evaluate` says whether a condition node (:mod:`.nodes`) holds for an
item (DynamoDB JSON, or None when there is no item); :func:`explain_condition`
shows every part of it with its result, for the builder's "Try it" panel. The
value semantics (equality, order, ``size()``) are :mod:`.items`'.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field

from . import nodes as n
from .emit.readable import substitute
from .errors import ExprError
from .items import equal, is_ordered_pair, lookup, member_key, order_key, size_of, type_of, value_key
from .paths import Path
from .placeholders import Placeholders
from .values import SET_TYPES


def operand_value(op, item: dict | None) -> dict | None:
    """A condition operand's value for ``item``: a value, what a path holds, or ``size()``; None when missing."""
    if isinstance(op, n.ValueOperand):
        return op.value.ddb
    if isinstance(op, n.PathOperand):
        return lookup(item, op.path)
    if isinstance(op, n.Size):
        v = subject_value(op.of, item)
        if v is None:
            return None
        s = size_of(v)
        return None if s is None else {"N": str(s)}
    raise AssertionError(op)  # pragma: no cover


def subject_value(subject, item: dict | None) -> dict | None:
    """The value of a function's first argument: what a path holds, or an operand's value."""
    if isinstance(subject, Path):
        return lookup(item, subject)
    return operand_value(subject, item)


# The types whose values are walked to compare them: with a ``keys`` dict (see
# evaluate), each such value is walked once for its items.value_key, kept by its
# identity, and compared by it after.
_WALKED = frozenset(("L", "M", "SS", "NS", "BS"))


def _kept(obj, keys: dict, make):
    """``make(obj)``, kept in ``keys`` by ``obj``'s identity (with ``obj``, so
    that its id is not given to another object meanwhile; it does not change)."""
    kept = keys.get(id(obj))
    if kept is not None and kept[0] is obj:
        return kept[1]
    made = make(obj)
    keys[id(obj)] = (obj, made)
    return made


def _key(v: dict, keys: dict):
    """``value_key(v)``, kept in ``keys`` for a value that is walked for it."""
    return _kept(v, keys, value_key) if next(iter(v)) in _WALKED else value_key(v)


def _equal(a: dict, b: dict, keys: dict | None) -> bool:
    if keys is not None:
        t = next(iter(a))
        if t in _WALKED and t == next(iter(b)):
            return _kept(a, keys, value_key) == _kept(b, keys, value_key)
    return equal(a, b)


def compare(op: str, a: dict | None, b: dict | None, keys: dict | None = None) -> bool:
    """``a op b`` as DynamoDB evaluates a comparison (None: missing); ``keys``:
    see :func:`evaluate`."""
    if op == "<>":  # true when either side is missing (DynamoDB Local)
        return a is None or b is None or not _equal(a, b, keys)
    if a is None or b is None:
        return False
    if op == "=":
        return _equal(a, b, keys)
    if not is_ordered_pair(a, b):
        return False
    x, y = order_key(a), order_key(b)
    return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[op]


def evaluate(cond: n.Condition, item: dict | None, keys: dict | None = None) -> bool:
    """Whether ``cond`` holds for ``item`` (None: no item).

    ``keys``: a dict (empty at first) for one request's evaluations, which
    keeps what they work out about the request's values and the items' by
    their identity: the key of a list, map or set compared (``=``, ``<>``,
    ``IN``), the members of a list or number or binary set ``contains`` looks
    in, the values of an IN. A value is then walked once however often the
    condition (or the next item's) compares it, so a condition's cost stays
    within its operators for each item: a request within every bound took
    seconds otherwise (ten IN of 100 values over 12,000 items, 150 ``contains``
    in a list of 40,000). The values must not change while it is used."""
    if isinstance(cond, n.And):  # loops, not all() and any() over a generator they would leave early
        for c in cond.conditions:  # noqa: SIM110
            if not evaluate(c, item, keys):
                return False
        return True
    if isinstance(cond, n.Or):
        for c in cond.conditions:  # noqa: SIM110
            if evaluate(c, item, keys):
                return True
        return False
    if isinstance(cond, n.Not):
        return not evaluate(cond.condition, item, keys)
    if isinstance(cond, n.Compare):
        return compare(cond.op, operand_value(cond.left, item), operand_value(cond.right, item), keys)
    if isinstance(cond, n.Between):
        x, lo, hi = (operand_value(o, item) for o in (cond.operand, cond.low, cond.high))
        if not (is_ordered_pair(x, lo) and is_ordered_pair(x, hi)):
            return False
        return order_key(lo) <= order_key(x) <= order_key(hi)
    if isinstance(cond, n.In):
        x = operand_value(cond.operand, item)
        if x is None:
            return False
        options = cond.options
        if keys is not None:
            values, options = _kept(cond, keys, _in_options)
            if _key(x, keys) in values:
                return True
        for o in options:  # noqa: SIM110 (a loop: the common IN is a few values, and any() of a generator is a call more)
            if compare("=", x, operand_value(o, item), keys):
                return True
        return False
    if isinstance(cond, n.AttributeExists):
        return lookup(item, cond.path) is not None
    if isinstance(cond, n.AttributeNotExists):
        return lookup(item, cond.path) is None
    if isinstance(cond, n.AttributeType):
        v = subject_value(cond.subject, item)
        return v is not None and type_of(v) == cond.type_code
    if isinstance(cond, n.BeginsWith):
        a, b = subject_value(cond.subject, item), operand_value(cond.operand, item)
        if a is None or b is None or type_of(a) != type_of(b):
            return False
        if type_of(a) == "S":
            return a["S"].startswith(b["S"])
        if type_of(a) == "B":
            return _bytes(a, keys).startswith(_bytes(b, keys))
        return False
    if isinstance(cond, n.Contains):
        a, b = subject_value(cond.subject, item), operand_value(cond.operand, item)
        if a is None or b is None:
            return False
        ta, tb = type_of(a), type_of(b)
        if ta == "S" and tb == "S":
            return b["S"] in a["S"]
        if ta == "B" and tb == "B":
            return _bytes(b, keys) in _bytes(a, keys)
        if ta == "SS" and tb == "S":  # a text member is its own key (items.member_key): compared in C
            return b["S"] in a["SS"]
        if ta in SET_TYPES and tb == ta[0]:
            key = member_key(tb, b[tb])
            if keys is not None:  # the set's members as keys: its value_key's frozenset, kept as for =
                return key in _kept(a, keys, value_key)[1]
            return any(member_key(ta, m) == key for m in a[ta])
        if ta == "L":
            if keys is not None:
                return _key(b, keys) in _kept(a["L"], keys, _element_keys)
            return any(equal(e, b) for e in a["L"])
        return False
    raise AssertionError(cond)  # pragma: no cover


def _bytes(v: dict, keys: dict | None) -> bytes:
    """A binary value's bytes, decoded once for a request (``keys``: kept by
    the value's identity, apart from its value key): a Scan's 140 ``contains``
    of a 7 KB value decoded it again for each, on each item (41 s for 10,000
    items: probe, 2026-12-05)."""
    if keys is None:
        return base64.b64decode(v["B"])
    kept = keys.get((id(v), "B"))
    if kept is not None and kept[0] is v:
        return kept[1]
    decoded = base64.b64decode(v["B"])
    keys[(id(v), "B")] = (v, decoded)
    return decoded


def _in_options(cond: n.In) -> tuple[frozenset, tuple]:
    """An IN's values, as their value keys, and its other options (paths, each item's own)."""
    values = frozenset([value_key(o.value.ddb) for o in cond.options if isinstance(o, n.ValueOperand)])
    return values, tuple([o for o in cond.options if not isinstance(o, n.ValueOperand)])


def _element_keys(elements: list) -> frozenset:
    return frozenset([value_key(e) for e in elements])


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
