"""Compose an UpdateItem from two items: the item as it is and as it should be.

:func:`diff_state` returns a builder state (an ``UpdateItem``) that, applied by
DynamoDB to ``before``, leaves exactly ``after``:

- ``SET`` for new and changed attributes. Inside two maps (and two lists of one
  length, or a list that only shrank) the changes are written at nested paths
  (``SET profile.city = :city``, ``REMOVE tags[3]``) when that is smaller than
  writing the whole value again; a list that only grew gets
  ``SET l = list_append(l, :l)``;
- ``REMOVE`` for attributes (and map entries) that are gone;
- with ``counter``: ``ADD n :n`` for a changed top-level number (``SET a.n =
  a.n + :n`` below the top level, where ADD is not allowed), the difference as
  the value;
- a top-level set that only gained members: ``ADD``; that only lost some:
  ``DELETE``; otherwise the whole set is SET;
- with ``version``: the optimistic lock, ``SET #version = :expected + :one``
  only if ``#version = :expected`` (the version ``before`` holds). The version
  is not diffed: ``after`` may hold the old version or the next one.

When the nested changes make an expression DynamoDB refuses (over 4 KB, over
300 operators), :func:`compose` writes changed maps and lists whole instead.

Items are DynamoDB JSON or plain JSON (:func:`read_item`); the key attributes
must be in both and equal (UpdateItem cannot change a key), each value within
DynamoDB's size for its role (``keys.key_bytes``). Every problem is a
:class:`DiffError` located at ``before``, ``after``, ``key`` or ``version``.
Pure: the callers read the text (``builder.safejson``) and hand over the JSON.
"""

from __future__ import annotations

import decimal
import json
from typing import Any

from .errors import (
    LONE_SURROGATE,
    ExprError,
    Problem,
    ProblemsError,
    StateError,
    lone_surrogate,
    name_location,
    value_member_path,
)
from .items import equal, item_size, member_key, type_of
from .keys import key_bytes
from .limits import (
    MAX_ITEM_BYTES,
    MAX_PARTITION_KEY_BYTES,
    MAX_PATH_LEVELS,
    MAX_SORT_KEY_BYTES,
    MAX_UPDATE_ACTIONS,
    key_name_problem,
    update_actions_message,
)
from .paths import Path
from .record import frozen
from .state import lowest_version, path_state, render
from .values import KEY_TYPES, SET_TYPES, TYPE_NAMES, Value, ddb_to_state, describe, is_typed

DEFAULT_TABLE = "MyTable"
FIELDS = ("before", "after", "key", "version", "table")
MAX_KEY_NAMES = 2  # a partition key and a sort key

_EXACT = decimal.Context(prec=400, Emax=999999, Emin=-999999)


class DiffError(ProblemsError):
    """What stops the two items from making an update, each problem located at
    one of :data:`FIELDS`."""


@frozen
class DiffOptions:
    key: tuple[str, ...]
    table: str = DEFAULT_TABLE
    counter: bool = False
    version: str | None = None


def read_item(raw: Any, field: str) -> dict:
    """An item as DynamoDB JSON (every attribute a typed value, at any depth)
    or plain JSON, or GetItem's answer ``{"Item": {...}}`` -> validated DynamoDB
    JSON. Raises :class:`DiffError` located at ``field``."""
    if isinstance(raw, dict) and list(raw) == ["Item"] and isinstance(raw["Item"], dict):
        raw = raw["Item"]
    if not isinstance(raw, dict):
        raise DiffError([Problem(field, 'an item is a JSON object of attributes, like {"PK": {"S": "a"}}')])
    bad = lone_surrogate(raw)  # ("\ud800" is JSON, not Unicode text: it cannot be measured nor sent)
    if bad is not None:
        raise DiffError([Problem(field, f"at {bad}: this text {LONE_SURROGATE}")])
    typed = all(is_typed(v, deep=True) for v in raw.values())
    item, problems = {}, []
    for name, v in raw.items():
        if name == "":
            problems.append(Problem(field, "an attribute name cannot be empty"))
            continue
        try:
            item[name] = (Value.from_ddb(v) if typed else Value.from_json(v, plain=True)).ddb
        except ExprError as e:  # said at the place in the item, as the person wrote it (not the state's "value[3]")
            problems.append(
                Problem(field, f"attribute {name_location(name)}{value_member_path(e.location)}: {e.message}")
            )
    if problems:
        raise DiffError(problems)
    size = item_size(item)
    if size > MAX_ITEM_BYTES:
        raise DiffError([Problem(field, f"the item has {size:,} bytes; DynamoDB stores at most {MAX_ITEM_BYTES:,}")])
    return item


def _json_size(obj) -> int:
    """The length of ``obj``'s JSON text, the measure that chooses nested
    changes or a whole value."""
    return len(json.dumps(obj, ensure_ascii=False, default=str))


def _text_json_size(text: str) -> int:
    """``_json_size(text)`` of a ``str``: its length and the quotes when JSON
    escapes nothing in it (printable ASCII without ``"`` or ``\\``), without
    writing it (a list of 130,000 numbers wrote each one: 1.9 s of a 2.6 s /diff)."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return len(text) + 2
    return _json_size(text)


def _value(ddb: dict, placeholder: str | None = None) -> dict:
    out = ddb_to_state(ddb)
    if placeholder:
        out["placeholder"] = placeholder
    return out


def _set(path: tuple, ddb: dict) -> dict:
    return {"action": "SET", "path": path_state(Path(path)), "value": _value(ddb)}


def _remove(path: tuple) -> dict:
    return {"action": "REMOVE", "path": path_state(Path(path))}


def _difference(after: str, before: str) -> str | None:
    """``after - before`` as number text, or None when DynamoDB could not hold it."""
    d = _EXACT.subtract(decimal.Decimal(after), decimal.Decimal(before))
    text = format(d.normalize(_EXACT), "f") if d else "0"
    try:
        Value.from_ddb({"N": text})
    except ExprError:
        return None
    return text


# The JSON text of a row and of a value's state around what they hold (json.dumps'
# own separators), so a whole value's row is measured from its members' sizes.
_SET_ROW = len(json.dumps({"action": "SET", "path": "", "value": 0})) - len('""') - len("0")
_MAP_STATE = len(json.dumps({"type": "M", "value": {}}))
_LIST_STATE = len(json.dumps({"type": "L", "value": []}))
_KEY_SEPARATOR = len(": ")
_SEPARATOR = len(", ")
_SCALAR_STATE = len(json.dumps({"type": "", "value": 0})) - len("0")  # a value of text S, N or B, around its text


class _Changes:
    """The update rows turning one value into another, each subtree measured
    once: a row is kept with the length of its JSON text, and a value's state
    is measured from its members' measures (by the value's identity), so the
    choice at each level between the nested changes and the whole value costs
    the level's own members, not the subtree again (a /diff of a map tree of
    16,384 leaves took 2.5 s: probe of 2026-12-05)."""

    def __init__(self, counter: bool):
        self.counter = counter
        self._sizes: dict[int, int] = {}  # id of a value (alive in the items) -> its state's JSON length

    def state_size(self, ddb: dict) -> int:
        """``_json_size(ddb_to_state(ddb))``, from the members' sizes."""
        size = self._sizes.get(id(ddb))
        if size is None:
            ((t, v),) = ddb.items()
            if t == "M":
                size = _MAP_STATE + _SEPARATOR * max(len(v) - 1, 0)
                for k, x in v.items():
                    size += _text_json_size(k) + _KEY_SEPARATOR + self.state_size(x)
            elif t == "L":
                size = _LIST_STATE + _SEPARATOR * max(len(v) - 1, 0)
                for x in v:
                    size += self.state_size(x)
            elif v.__class__ is str and (t == "N" or t == "S" or t == "B"):  # as ddb_to_state writes it
                size = _SCALAR_STATE + len(t) + _text_json_size(v)
            else:
                size = _json_size(ddb_to_state(ddb))
            self._sizes[id(ddb)] = size
        return size

    def whole(self, path: tuple, a: dict) -> tuple[list, int]:
        """SET the whole value ``a`` at ``path``: the row (its value's state
        written once it is chosen, :func:`_rows`) and its size (0 at the top
        level, where nothing compares it)."""
        p = path_state(Path(path))  # (a path no name can take raises here, as the row would)
        if len(path) == 1:  # a top-level row's size chooses nothing (only a level above compares): not measured
            return [_Whole(p, a)], 0
        return [_Whole(p, a)], _SET_ROW + _json_size(p) + self.state_size(a)

    def changes(self, path: tuple, b: dict, a: dict, flat: bool = False) -> tuple[list, int]:
        """The update rows that turn value ``b`` at ``path`` into ``a`` (``flat``:
        never inside maps and lists), and the sum of their JSON sizes."""
        tb, ta = type_of(b), type_of(a)
        nests = tb == ta and (ta == "M" or ta == "L") and not flat and len(path) < MAX_PATH_LEVELS
        if not nests:
            if equal(b, a):
                return [], 0
            return self._flat(path, b, a, tb, ta)
        try:
            nested = self._nested(path, b, a)
        except ExprError:  # a map key no path can name (an empty one): write the whole value
            if equal(b, a):
                return [], 0
            return self.whole(path, a)
        if nested is None:
            return self.whole(path, a)  # (a list that grew and changed: never equal)
        rows, size = nested
        if not rows:  # nothing changed inside: the two are equal
            return [], 0
        whole_size = _SET_ROW + _json_size(path_state(Path(path))) + self.state_size(a)
        if _SEPARATOR * (len(rows) - 1) + size < whole_size:  # (the rows' list against the one row's)
            return rows, size
        return self.whole(path, a)

    def _flat(self, path: tuple, b: dict, a: dict, tb: str, ta: str) -> tuple[list, int]:
        """A changed value that is not compared inside: a counter's difference,
        a top-level set's ADD or DELETE, or the whole value."""
        top = len(path) == 1
        if tb != ta:
            return self.whole(path, a)
        if ta == "N" and self.counter:
            delta = _difference(a["N"], b["N"])
            if delta is None:
                return self.whole(path, a)
            p = path_state(Path(path))
            if top:
                return _measured({"action": "ADD", "path": p, "value": _value({"N": delta})})
            return _measured({"action": "SET", "path": p, "value": {"plus": [{"path": p}, _value({"N": delta})]}})
        if ta in SET_TYPES and top:
            old = {member_key(ta, m): m for m in b[ta]}
            new = {member_key(ta, m): m for m in a[ta]}
            added = [m for k, m in new.items() if k not in old]
            gone = [m for k, m in old.items() if k not in new]
            if added and not gone:
                return _measured({"action": "ADD", "path": path_state(Path(path)), "value": _value({ta: added})})
            if gone and not added:
                return _measured({"action": "DELETE", "path": path_state(Path(path)), "value": _value({ta: gone})})
        return self.whole(path, a)

    def _nested(self, path: tuple, b: dict, a: dict) -> tuple[list, int] | None:
        """The changes inside two maps or lists of one type (nothing: they are
        equal), or None where only the whole value will do: also once they
        are more than an UpdateExpression holds (``MAX_UPDATE_ACTIONS``), read
        no further (a list of 100,000 changed numbers made a row for each, 2 s)."""
        rows: list = []
        size = 0
        if type_of(a) == "M":
            for k in b["M"]:
                if k not in a["M"]:
                    more, more_size = _measured(_remove((*path, k)))
                    rows += more
                    size += more_size
                    if len(rows) > MAX_UPDATE_ACTIONS:
                        return None
            for k, v in a["M"].items():
                more, more_size = self.changes((*path, k), b["M"][k], v) if k in b["M"] else self.whole((*path, k), v)
                rows += more
                size += more_size
                if len(rows) > MAX_UPDATE_ACTIONS:
                    return None
            return rows, size
        bl, al = b["L"], a["L"]
        if len(al) > len(bl):
            if not all(equal(x, y) for x, y in zip(bl, al)):
                return None
            p = path_state(Path(path))
            return _measured(
                {"action": "SET", "path": p, "value": {"list_append": [{"path": p}, _value({"L": al[len(bl) :]})]}}
            )
        for i, (x, y) in enumerate(zip(bl, al)):
            more, more_size = self.changes((*path, i), x, y)
            rows += more
            size += more_size
            if len(rows) > MAX_UPDATE_ACTIONS:
                return None
        if len(rows) + len(bl) - len(al) > MAX_UPDATE_ACTIONS:  # a REMOVE for each element gone
            return None
        for i in range(len(al), len(bl)):
            more, more_size = _measured(_remove((*path, i)))
            rows += more
            size += more_size
        return rows, size


def _measured(row: dict) -> tuple[list, int]:
    return [row], _json_size(row)


@frozen
class _Whole:
    """A row setting a whole value, its state not written yet: each level
    measures one, and most are dropped for the level above's."""

    path: Any
    ddb: dict


def _rows(rows: list) -> list:
    """The rows :class:`_Changes` chose, each whole value's state written."""
    return [{"action": "SET", "path": r.path, "value": _value(r.ddb)} if r.__class__ is _Whole else r for r in rows]


def _key_problems(before: dict, after: dict, key: tuple[str, ...]) -> list[Problem]:
    problems = []
    if not key or len(key) > MAX_KEY_NAMES or len(set(key)) != len(key) or "" in key:
        return [Problem("key", "give the partition key's name, and the sort key's if the table has one: PK or PK,SK")]
    named = [Problem("key", f"the key attribute name {describe(n)} {p}") for n in key if (p := key_name_problem(n))]
    if named:  # no table has such a key: DynamoDB refuses the Key
        return named
    for name, role, most in zip(key, ("partition", "sort"), (MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES)):
        for field, item in (("before", before), ("after", after)):
            t = type_of(item[name]) if name in item else None
            if t is None:
                problems.append(Problem(field, f"the item has no key attribute {name!r}"))
            elif t not in KEY_TYPES:
                problems.append(Problem(field, f"key attribute {name!r} is a {TYPE_NAMES[t]}; keys are S, N or B"))
            elif (size := key_bytes(t, item[name][t])) > most:  # DynamoDB refuses such a Key
                words = f"a {role} key value is at most {most:,} bytes"
                problems.append(Problem(field, f"key attribute {name!r} is {size:,} bytes; {words}"))
        if name in before and name in after and not equal(before[name], after[name]):
            problems.append(
                Problem(
                    "after", f"key attribute {name!r} changed: UpdateItem cannot change a key (delete and put instead)"
                )
            )
    return problems


def _version_rows(before: dict, after: dict, name: str) -> tuple[list, dict, list[Problem]]:
    old = before.get(name)
    if old is None or type_of(old) != "N":
        return [], {}, [Problem("before", f"the version attribute {name!r} must be a number in the item before")]
    new = after.get(name)
    if new is not None:
        nxt = _difference(old["N"], "-1")
        if type_of(new) != "N" or not (equal(new, old) or (nxt is not None and equal(new, {"N": nxt}))):
            return (
                [],
                {},
                [
                    Problem(
                        "after",
                        f"the version attribute {name!r} must be as before ({old['N']}) or one more, or left out",
                    )
                ],
            )
    expected = _value(old, "expected")
    rows = [
        {"action": "SET", "path": path_state(Path((name,))), "value": {"plus": [expected, _value({"N": "1"}, "one")]}}
    ]
    condition = {"op": "=", "left": {"path": path_state(Path((name,)))}, "right": expected}
    return rows, condition, []


def _least_actions(before: dict, after: dict, skip: set, rows: list) -> int:
    """How many actions the update takes at the fewest, counted without writing
    them: one for each attribute gone, added or changed (whole values), and
    ``rows`` (the version's)."""
    count = len(rows) + sum(1 for name in before if name not in skip and name not in after)
    return count + sum(
        1 for name, v in after.items() if name not in skip and (name not in before or not equal(before[name], v))
    )


def _too_many_actions(count: int) -> DiffError:
    return DiffError([Problem("after", update_actions_message(count))])


def diff_state(before: dict, after: dict, options: DiffOptions, flat: bool = False) -> dict:
    """The UpdateItem state turning item ``before`` into ``after`` (both DynamoDB
    JSON from :func:`read_item`); ``flat`` writes changed maps and lists whole,
    as an update does whose nested changes are more than an UpdateExpression
    holds (``MAX_UPDATE_ACTIONS``). Raises :class:`DiffError`, an update of more
    actions than that once they are counted, before they are all written."""
    problems = _key_problems(before, after, options.key)
    if options.version is not None and options.version in options.key:
        problems.append(Problem("version", "the version attribute cannot be a key attribute"))
    rows, condition = [], {}
    if options.version and not problems:
        rows, condition, more = _version_rows(before, after, options.version)
        problems += more
    if problems:
        raise DiffError(problems)
    skip = set(options.key) | ({options.version} if options.version else set())
    # more actions than an UpdateExpression holds are counted, not written (a /diff of 60,000
    # changed attributes wrote them all twice, nested and whole, to learn it: 1.7 s)
    gone = [name for name in before if name not in skip and name not in after]
    if len(gone) + len(rows) > MAX_UPDATE_ACTIONS:
        raise _too_many_actions(_least_actions(before, after, skip, rows))
    changes = [_remove((name,)) for name in gone]
    walk = _Changes(options.counter)
    for name, v in after.items():
        if name in skip:
            continue
        changes += _rows(walk.changes((name,), before[name], v, flat)[0]) if name in before else [_set((name,), v)]
        if len(changes) + len(rows) > MAX_UPDATE_ACTIONS:
            least = _least_actions(before, after, skip, rows)
            if flat or least > MAX_UPDATE_ACTIONS:
                raise _too_many_actions(least)
            return diff_state(before, after, options, flat=True)  # the nested changes were too many: whole values
    if not changes and not rows:
        raise DiffError([Problem("after", "the two items are the same: there is nothing to update")])
    state: dict = {
        "version": 0,
        "operation": "UpdateItem",
        "table": options.table or DEFAULT_TABLE,
        "key": {name: ddb_to_state(before[name]) for name in options.key},
        "update": changes + rows,
    }
    if condition:
        state["condition"] = condition
    state["version"] = lowest_version(state)  # opens in older builders too
    return state


def compose(before: Any, after: Any, options: DiffOptions) -> tuple[dict, dict]:
    """JSON items (as read from text) -> (state, request parameters). Raises
    :class:`DiffError`; a state the loader refuses (an expression over 4 KB, ...)
    is reported at ``after``."""
    problems = []
    items = {}
    for field, raw in (("before", before), ("after", after)):
        try:
            items[field] = read_item(raw, field)
        except DiffError as e:
            problems += e.problems
    if problems:
        raise DiffError(problems)
    first = tried = None
    for flat in (False, True):  # many nested changes can make an expression too long: then whole values
        state = diff_state(items["before"], items["after"], options, flat)
        if state == tried:  # no nested change: whole values are the same update, refused the same way
            break
        tried = state
        try:
            _, params = render(state)
            return state, params
        except StateError as e:
            first = first or e
    raise DiffError(
        [Problem("table" if p.location == "table" else "after", p.message) for p in first.problems]
    ) from None


def parse_key_names(text: str) -> tuple[str, ...]:
    """``"PK,SK"`` -> ``("PK", "SK")`` (spaces around the names dropped)."""
    return tuple(part.strip() for part in text.split(",")) if text.strip() else ()
