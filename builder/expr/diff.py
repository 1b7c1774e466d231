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
must be in both and equal (UpdateItem cannot change a key). Every problem is a
:class:`DiffError` located at ``before``, ``after``, ``key`` or ``version``.
Pure: the callers read the text (``builder.safejson``) and hand over the JSON.
"""

from __future__ import annotations

import decimal
import json
from typing import Any

from .errors import ExprError, Problem, ProblemsError, StateError
from .items import equal, item_size, member_key, type_of
from .limits import MAX_ITEM_BYTES, MAX_PATH_LEVELS
from .paths import Path
from .record import frozen
from .state import lowest_version, path_state, render
from .values import KEY_TYPES, SET_TYPES, TYPE_NAMES, Value, ddb_to_state, is_typed

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
    typed = all(is_typed(v, deep=True) for v in raw.values())
    item, problems = {}, []
    for name, v in raw.items():
        if name == "":
            problems.append(Problem(field, "an attribute name cannot be empty"))
            continue
        try:
            item[name] = (Value.from_ddb(v) if typed else Value.from_json(v, plain=True)).ddb
        except ExprError as e:
            problems.append(Problem(field, f"attribute {name!r}: {e}"))
    if problems:
        raise DiffError(problems)
    size = item_size(item)
    if size > MAX_ITEM_BYTES:
        raise DiffError([Problem(field, f"the item has {size:,} bytes; DynamoDB stores at most {MAX_ITEM_BYTES:,}")])
    return item


def _row_size(rows: list) -> int:
    return len(json.dumps(rows, ensure_ascii=False, default=str))


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


def _changes(path: tuple, b: dict, a: dict, counter: bool, flat: bool = False) -> list:
    """The update rows that turn value ``b`` at ``path`` into ``a`` (``flat``:
    never inside maps and lists)."""
    if equal(b, a):
        return []
    tb, ta = type_of(b), type_of(a)
    whole = [_set(path, a)]
    top = len(path) == 1
    if tb != ta:
        return whole
    if ta == "N" and counter:
        delta = _difference(a["N"], b["N"])
        if delta is None:
            return whole
        if top:
            return [{"action": "ADD", "path": path_state(Path(path)), "value": _value({"N": delta})}]
        return [
            {
                "action": "SET",
                "path": path_state(Path(path)),
                "value": {"plus": [{"path": path_state(Path(path))}, _value({"N": delta})]},
            }
        ]
    if ta in SET_TYPES and top:
        old = {member_key(ta, m): m for m in b[ta]}
        new = {member_key(ta, m): m for m in a[ta]}
        added = [m for k, m in new.items() if k not in old]
        gone = [m for k, m in old.items() if k not in new]
        if added and not gone:
            return [{"action": "ADD", "path": path_state(Path(path)), "value": _value({ta: added})}]
        if gone and not added:
            return [{"action": "DELETE", "path": path_state(Path(path)), "value": _value({ta: gone})}]
        return whole
    if flat:
        return whole
    try:
        nested = _nested(path, b, a, counter)
    except ExprError:  # a map key no path can name (an empty one): write the whole value
        nested = None
    if nested is not None and len(path) < MAX_PATH_LEVELS and _row_size(nested) < _row_size(whole):
        return nested
    return whole


def _nested(path: tuple, b: dict, a: dict, counter: bool) -> list | None:
    """The changes inside two maps or lists of one type, or None where only the
    whole value will do."""
    ta = type_of(a)
    nested = None
    if ta == "M":
        nested = []
        for k in b["M"]:
            if k not in a["M"]:
                nested.append(_remove((*path, k)))
        for k, v in a["M"].items():
            nested += _changes((*path, k), b["M"][k], v, counter) if k in b["M"] else [_set((*path, k), v)]
    elif ta == "L":
        bl, al = b["L"], a["L"]
        if len(al) > len(bl) and all(equal(x, y) for x, y in zip(bl, al)):
            tail = {"L": al[len(bl) :]}
            p = path_state(Path(path))
            nested = [{"action": "SET", "path": p, "value": {"list_append": [{"path": p}, _value(tail)]}}]
        elif len(al) <= len(bl):
            nested = []
            for i, (x, y) in enumerate(zip(bl, al)):
                nested += _changes((*path, i), x, y, counter)
            nested += [_remove((*path, i)) for i in range(len(al), len(bl))]
    return nested


def _key_problems(before: dict, after: dict, key: tuple[str, ...]) -> list[Problem]:
    problems = []
    if not key or len(key) > MAX_KEY_NAMES or len(set(key)) != len(key) or "" in key:
        return [Problem("key", "give the partition key's name, and the sort key's if the table has one: PK or PK,SK")]
    for name in key:
        for field, item in (("before", before), ("after", after)):
            if name not in item:
                problems.append(Problem(field, f"the item has no key attribute {name!r}"))
            elif type_of(item[name]) not in KEY_TYPES:
                problems.append(
                    Problem(field, f"key attribute {name!r} is a {TYPE_NAMES[type_of(item[name])]}; keys are S, N or B")
                )
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


def diff_state(before: dict, after: dict, options: DiffOptions, flat: bool = False) -> dict:
    """The UpdateItem state turning item ``before`` into ``after`` (both DynamoDB
    JSON from :func:`read_item`); ``flat`` writes changed maps and lists whole.
    Raises :class:`DiffError`."""
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
    changes = []
    for name in before:
        if name not in skip and name not in after:
            changes.append(_remove((name,)))
    for name, v in after.items():
        if name in skip:
            continue
        changes += _changes((name,), before[name], v, options.counter, flat) if name in before else [_set((name,), v)]
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
