"""An update applied to an item, as DynamoDB (Local) applies it.

:func:`applied` takes an UpdateExpression's nodes (:mod:`.nodes`) and
the item before (DynamoDB JSON) and returns the item after (and whether it is
too large for sure), or raises
:class:`~builder.expr.messages.DynamoDBError` with DynamoDB's error. The value
semantics (arithmetic, set union, how numbers are stored) are :mod:`.items`'.
"""

from __future__ import annotations

from . import nodes as n
from .clash import check_order
from .items import (
    arith,
    child,
    copy_value,
    lookup,
    member_key,
    norm_number,
    parent_of,
    put_at,
    remove_at,
    stored_by_update,
    type_of,
)
from .limits import MAX_ITEM_BYTES, document_levels
from .messages import MSG_BAD_TYPE, MSG_MISSING, VALIDATION, DynamoDBError
from .paths import Path

# Past this many list elements joined by an update's list_appends, the item
# after it is over DynamoDB's 400 KB for sure: each element takes at least a
# byte (items.value_size), and each SET's value is in the item after (DynamoDB
# refuses two paths that overlap, so no other action removes or replaces it).
MAX_JOINED_ELEMENTS = MAX_ITEM_BYTES


class _Joined:
    """A list_append's two lists, checked in phase one and joined in phase two
    (:class:`_Joins`): 180 list_appends of a 95,000-element list held 309 MB
    of joined lists before the update was refused as too large (probe,
    2026-12-05)."""

    __slots__ = ("first", "second")

    def __init__(self, first: list, second: list):
        self.first = first
        self.second = second


class _Joins:
    """Phase two's list_appends, each joined once the lists joined so far hold
    at most :data:`MAX_JOINED_ELEMENTS`. Past that the item is too large for
    sure (``over``), and each further list_append stores a stand-in that nests
    as deep as the joined list would: a list of the deeper list's deepest
    member (the check for nesting comes before the one for size, and reads
    the item; the item itself is never stored)."""

    __slots__ = ("_deepest", "elements", "over")

    def __init__(self):
        self.elements = 0
        self.over = False
        self._deepest = {}  # id of a list -> (levels, its deepest member or None); the lists live in old

    def value(self, v):
        if v.__class__ is not _Joined:
            return v
        self.elements += len(v.first) + len(v.second)
        if self.elements <= MAX_JOINED_ELEMENTS:
            return {"L": v.first + v.second}  # a new list; _stored makes the containers stored
        self.over = True
        deeper = max(self._deepest_of(v.first), self._deepest_of(v.second), key=lambda pair: pair[0])
        return {"L": [deeper[1]] if deeper[1] is not None else []}

    def _deepest_of(self, members: list) -> tuple:
        known = self._deepest.get(id(members))
        if known is None:
            known = (0, None)
            for m in members:
                if m.__class__ is not dict or "L" in m or "M" in m or known[1] is None:
                    levels = document_levels(m)
                    if levels > known[0]:
                        known = (levels, m)
            self._deepest[id(members)] = known
        return known


def _set_operand(op, old: dict) -> dict:
    if isinstance(op, n.ValueOperand):
        return op.value.ddb
    if isinstance(op, n.PathOperand):
        v = lookup(old, op.path)
        if v is None:
            raise DynamoDBError(VALIDATION, MSG_MISSING)
        return v
    if isinstance(op, n.IfNotExists):
        # the default is read even when the path holds a value: a missing path
        # there is an error either way (DynamoDB Local)
        default = _set_operand(op.default, old)
        v = lookup(old, op.path)
        return v if v is not None else default
    if isinstance(op, n.ListAppend):
        a, b = _typed_operands(op.first, op.second, old, "L")
        return _Joined(a["L"], b["L"])  # (only ever a whole SET value: nodes.ListAppend)
    if isinstance(op, n.Arithmetic):
        a, b = _typed_operands(op.left, op.right, old, "N")
        return arith(op.op, a, b)
    raise AssertionError(op)  # pragma: no cover


def _typed_operands(first, second, old: dict, want: str) -> tuple[dict, dict]:
    """The two operands of ``list_append`` or ``+``/``-``, each of type ``want``.
    DynamoDB reads an ``if_not_exists`` operand before either operand's type is
    checked, so its missing attribute comes before the other operand's type
    (``list_append(d, if_not_exists(f, zz))`` with ``d`` a set and ``zz``
    missing: missing); a plain path is read in its turn, after the first
    operand's type (``list_append(d, zz)``: the type). Recorded from DynamoDB
    Local: ``min-order-if-not-exists-*`` in the repro requests."""
    a = _set_operand(first, old) if isinstance(first, n.IfNotExists) else None
    b = _set_operand(second, old) if isinstance(second, n.IfNotExists) else None
    if a is None:
        a = _set_operand(first, old)
    if type_of(a) != want:
        raise DynamoDBError(VALIDATION, MSG_BAD_TYPE)
    if b is None:
        b = _set_operand(second, old)
    if type_of(b) != want:
        raise DynamoDBError(VALIDATION, MSG_BAD_TYPE)
    return a, b


def _stored(op, value: dict) -> dict:
    """``value``, the SET operand ``op`` gave, as an update stores it
    (:func:`stored_by_update`). A list_append of two paths is stored already:
    the item's lists are (a PutItem or an update stored them), and so is a new
    list of their elements; walking it again cost a request 5 s (180
    list_appends of a 95,000-element list: probe, 2026-12-05)."""
    if isinstance(op, n.ListAppend) and isinstance(op.first, n.PathOperand) and isinstance(op.second, n.PathOperand):
        return value
    return stored_by_update(value)


def _remove_order(action: n.RemoveAction):
    return tuple((1, -s) if isinstance(s, int) else (0, s) for s in action.path.segments)


def _past_old_end(old: dict, path: Path) -> bool:
    """Whether ``path`` ends in a list index at or past the end of the list
    ``old`` holds there."""
    last = path.segments[-1]
    if not isinstance(last, int):
        return False
    parent = lookup(old, Path(path.segments[:-1]))
    return parent is not None and type_of(parent) == "L" and last >= len(parent["L"])


def _check_target(item: dict, action) -> None:
    """Phase one of an update: the target's parent must be there (a map for a
    name, a list for an index); ADD and DELETE also meet the current value's type."""
    segments = action.path.segments
    container = item if len(segments) == 1 else parent_of(item, action.path)  # (a name: the item, without a call)
    if isinstance(action, (n.AddAction, n.DeleteAction)):
        cur = child(container, action.path.segments[-1])
        if cur is not None and type_of(cur) != action.value.value.type:
            raise DynamoDBError(VALIDATION, MSG_BAD_TYPE)
        if cur is not None and isinstance(action, n.AddAction) and type_of(cur) == "N":
            arith("+", cur, action.value.value.ddb)  # its precision and range errors come here


def applied(update: n.Update, old: dict) -> tuple[dict, bool]:
    """The item after ``update`` (``old`` already holds the key when new), and
    whether it is over DynamoDB's item size for sure: then its list_appends
    past :data:`MAX_JOINED_ELEMENTS` hold stand-ins that nest as deep as the
    joined lists would (:class:`_Joins`), for the check of nesting that comes
    before the one for size; such an item is never stored.

    Each action is checked against the item before the update: its target (the
    parent must be there; ADD and DELETE meet the current value), then its SET
    value. When several actions fail, DynamoDB Local reports the error of the
    one that comes last in :func:`.clash.check_order`."""
    values = {}
    errors = {}  # action index -> its error; each action is checked against ``old`` alone, so in any order
    for i, a in enumerate(update.actions):
        try:
            _check_target(old, a)
            if isinstance(a, n.SetAction):
                values[id(a)] = _set_operand(a.value, old)
        except DynamoDBError as e:
            errors[i] = e
    if errors:  # the order is worked out only when there is an error to choose
        raise errors[_last_failing(update, errors)]
    # Every list index names the list as it was before the update: a SET or an
    # ADD inside it changes an element in place; SETs and ADDs past its end
    # append after it, in the order of their indexes (not of the text), gaps
    # closed; a REMOVE deletes an element it held (an index past its old end
    # removes nothing, even once an element was appended there).
    new = _copy_touched(old, update)
    joins = _Joins()
    appends = []
    in_place = []  # ADDs and DELETEs on what the item holds, after the SETs
    for a in update.actions:
        if isinstance(a, n.RemoveAction):
            continue
        segments = a.path.segments
        past = isinstance(segments[-1], int) and _past_old_end(old, a.path)  # (a name: no call)
        if isinstance(a, n.SetAction) and not past:
            if len(segments) == 1:  # a whole attribute (most SETs): put_at's store, without its call and parent_of's
                new[segments[0]] = _stored(a.value, joins.value(values[id(a)]))
            else:
                put_at(new, a.path, _stored(a.value, joins.value(values[id(a)])))
        elif isinstance(a, n.SetAction) or (isinstance(a, n.AddAction) and past):
            value = joins.value(values[id(a)]) if isinstance(a, n.SetAction) else a.value.value.ddb
            appends.append((a.path.segments[-1], a.path, value))
        else:
            in_place.append(a)
    for a in in_place:
        if isinstance(a, n.AddAction):
            _add(new, a.path, a.value.value.ddb)
        else:
            _delete(new, a.path, a.value.value.ddb)
    if appends:  # (no sort, nor its key's calls, without one)
        for _index, path, value in sorted(appends, key=lambda t: t[0]):
            put_at(new, path, stored_by_update(value))
    removes = []  # a loop: a generator is a call of its own, and most updates remove nothing
    for a in update.actions:
        if isinstance(a, n.RemoveAction) and lookup(old, a.path) is not None:
            removes.append(a)
    if removes:
        removes.sort(key=_remove_order)  # (stable, as sorted was)
        for a in removes:
            remove_at(new, a.path)
    return new, joins.over


def _last_failing(update: n.Update, failed) -> int:
    """Of the indexes ``failed`` of ``update``'s actions, the one DynamoDB Local
    reports: the last in :func:`.clash.check_order` (its targets do not clash,
    so the order holds every action). One failing action is the answer
    itself: the order is worked out only to choose among several."""
    if len(failed) == 1:
        return next(iter(failed))
    return [i for i in check_order([a.path for a in update.actions]) if i in failed][-1]


def _copy_touched(old: dict, update: n.Update) -> dict:
    """A copy of ``old`` the update can change in place: a new top level, and
    a deep copy of each attribute an action's path goes into (an action on a
    whole attribute puts a new value there, or removes it, and changes nothing
    inside the one before). The attributes no action goes into are shared with
    ``old``: a stored item is replaced on a write, never changed in place
    (:class:`~builder.expr.simulate.Table`)."""
    new = dict(old)
    for a in update.actions:
        segments = a.path.segments
        if len(segments) == 1:  # a whole attribute: replaced or removed, the value before read alone (put_at, _add)
            continue
        top = segments[0]  # (Path.top, without its call)
        value = old.get(top)
        if value is not None and new[top] is value:  # not copied yet
            new[top] = copy_value(value)
    return new


def _add(item: dict, path: Path, value: dict) -> None:
    cur = child(parent_of(item, path), path.segments[-1])
    if cur is None:
        put_at(item, path, stored_by_update(value))
        return
    t = type_of(value)
    if type_of(cur) != t:
        raise DynamoDBError(VALIDATION, MSG_BAD_TYPE)
    if t == "N":
        new = arith("+", cur, value)
    else:
        have = {member_key(t, m) for m in cur[t]}
        extra = [m for m in value[t] if member_key(t, m) not in have]
        new = {t: list(cur[t]) + extra}
        if t == "NS":  # a union is stored canonically (DynamoDB Local)
            new = {"NS": [norm_number(m) for m in new["NS"]]}
    put_at(item, path, new)


def _delete(item: dict, path: Path, value: dict) -> None:
    cur = child(parent_of(item, path), path.segments[-1])
    if cur is None:
        return
    t = type_of(value)
    if type_of(cur) != t:
        raise DynamoDBError(VALIDATION, MSG_BAD_TYPE)
    gone = {member_key(t, m) for m in value[t]}
    left = [m for m in cur[t] if member_key(t, m) not in gone]
    if left:
        put_at(item, path, {t: left})
    else:
        remove_at(item, path)
