"""Rows: the lists of the form (key and item attributes, update actions,
transaction actions, conditions in a group, IN values) and the named submit
buttons that change them on the server, so the page works without JavaScript:
``add:key``, ``add:act-0-upd``, ``add:cond`` (a condition in group ``cond``),
``addgroup:cond``, ``remove:key-1``, ``up:act-2``, ``down:act-0``.

A row is every field named ``{list}-{i}-...``; rows are renumbered after a
removal so indexes stay dense.
"""

from __future__ import annotations

import bisect
import functools
import re

from builder.expr.request import OPERATIONS

from .choices import BODY_PARTS, action_kind, row_parts
from .limits import MAX_FORM_FIELDS, MAX_NESTING, MAX_ROWS

# A row number in a field name: ASCII digits, few enough to convert at no cost
# (a name with another number is no row's).
INDEX_DIGITS = 6


# a whole part of a field name (between two hyphens) that is a row number
_ROW_NUMBER = re.compile(r"(?<=-)[0-9]{1,%d}(?=-)" % INDEX_DIGITS)


class FormData(dict):
    """The form's data, read-only, with its rows indexed once: the form tree
    asks every list for its rows, which would otherwise scan every field each
    time (a big transaction has thousands)."""

    def __init__(self, data):
        super().__init__(data)
        self._rows, self._names = _index(tuple(self))

    def row_indexes(self, prefix: str) -> list[int]:
        return list(self._rows.get(prefix, ()))

    def names_under(self, prefix: str) -> list[str]:
        start = bisect.bisect_left(self._names, prefix)
        end = bisect.bisect_left(self._names, prefix + "\U0010ffff")
        return self._names[start:end]

    def _read_only(self, *args, **kwargs):
        raise TypeError("FormData is read-only: copy it with dict(data) to change it")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _read_only


@functools.lru_cache(maxsize=64)
def _index(names: tuple) -> tuple[dict, list]:
    """The rows of each list (prefix -> its row numbers, in order) and the names
    in order: read from the names alone, which stay the same from one live
    preview to the next while values are typed (so they are kept; the caller
    copies what it hands out)."""
    rows: dict[str, set[int]] = {}
    for name in names:
        for m in _ROW_NUMBER.finditer(name):  # {prefix}-{i}-...: a part of digits between two
            rows.setdefault(name[: m.start() - 1], set()).add(int(m.group()))
    return {prefix: sorted(found) for prefix, found in rows.items()}, sorted(names)


def row_indexes(data, prefix: str) -> list[int]:
    """Indexes i with any field named ``{prefix}-{i}-...`` in data, in order."""
    if isinstance(data, FormData):
        return data.row_indexes(prefix)
    pat = re.compile(re.escape(prefix) + r"-([0-9]{1,%d})-" % INDEX_DIGITS)
    found = {int(m.group(1)) for k in data for m in [pat.match(k)] if m}
    return sorted(found)


def keys_under(data, prefix: str) -> list[str]:
    """The field names in ``data`` that start with ``prefix``."""
    if isinstance(data, FormData):
        return data.names_under(prefix)
    return [k for k in data if k.startswith(prefix)]


# --------------------------------------------------------------------------
# Nesting: conditions in groups, operands in operands
# --------------------------------------------------------------------------
GROUP_LISTS = ("cond", "filter")  # a condition's children are {prefix}-{i}
OPERAND_ARGS = ("a", "b")  # an operand's are {prefix}-a and {prefix}-b


def nesting(name: str) -> tuple[int, str]:
    """How deep field ``name`` sits in conditions and operands (each group
    index after ``cond``/``filter`` and each ``a``/``b`` is a level), and the
    prefix of the node at :data:`MAX_NESTING` on its way ("" when it is not
    that deep). Read from the name alone: no form is built."""
    if not _NESTING_PART.search(name):  # most names: neither a group list nor an operand on the way
        return 0, ""
    return _walk(name)


# a part of a field name that nests: a group list (cond, filter) or an operand argument (a, b)
_NESTING_PART = re.compile(r"(?:^|-)(?:%s)(?:-|$)" % "|".join(GROUP_LISTS + OPERAND_ARGS))


def _walk(name: str) -> tuple[int, str]:
    """:func:`nesting`, part by part."""
    parts = name.split("-")
    depth, cut, in_group = 0, "", False
    for i, part in enumerate(parts):
        if part in GROUP_LISTS:
            in_group = True
            continue
        if in_group and part.isascii() and part.isdigit():
            depth += 1
        elif part in OPERAND_ARGS:
            in_group = False
            depth += 1
        else:
            in_group = False
            continue
        if depth == MAX_NESTING:
            cut = "-".join(parts[: i + 1])
    return depth, cut


def deepest(data) -> tuple[int, str]:
    """(the deepest nesting of any field in ``data``, the prefix of the node at
    :data:`MAX_NESTING` on the way to it); see :func:`nesting`."""
    best, cut = 0, ""
    for name in data:
        depth, at = nesting(name)
        if depth > best:
            best, cut = depth, at
    return best, cut


def within_nesting(data) -> dict:
    """``data`` without the fields nested deeper than :data:`MAX_NESTING`."""
    return {k: v for k, v in data.items() if nesting(k)[0] <= MAX_NESTING}


def with_default_rows(data: dict) -> dict:
    """Give every list the current operation shows at least one row to fill in
    (after switching operation, say), without touching what is there."""
    op = data.get("op") if data.get("op") in OPERATIONS else "UpdateItem"
    fresh = empty_data(op)
    d = dict(data)
    for list_prefix in ("key", "item", "upd", "act"):
        if not row_indexes(d, list_prefix):
            d.update({k: v for k, v in fresh.items() if k.startswith(f"{list_prefix}-")})
    if "key_condition" in BODY_PARTS[op] and not d.get("kc-p-type"):
        d.update({k: v for k, v in fresh.items() if k.startswith("kc-")})
    index = FormData(d)  # rows indexed once: scanning every field per action grew with the square of them
    for i in index.row_indexes("act"):
        p = f"act-{i}"
        kind = d.get(f"{p}-type") or "Put"
        for part, lp in (("key", "key"), ("item", "item"), ("update", "upd"), ("keys", "keys")):
            if part in row_parts(op, kind) and not index.row_indexes(f"{p}-{lp}"):
                tmp: dict = {}
                _new_action(tmp, p, kind, op)
                d.update({k: v for k, v in tmp.items() if k.startswith(f"{p}-{lp}-")})
    return with_operand_defaults(d)


# --------------------------------------------------------------------------
# Defaults for operands a structural change just made (issue 16 #6)
# --------------------------------------------------------------------------
_SET_ROW = re.compile(r"\A(.*upd-[0-9]{1,%d})-v(-.*)?\Z" % INDEX_DIGITS)
# the operands of a condition that start as a value (its right-hand side)
_VALUE_SIDES = {
    **dict.fromkeys(("=", "<>", "<", "<=", ">", ">=", "begins_with", "contains"), ("r",)),
    "between": ("lo", "hi"),
}


def with_operand_defaults(data: dict) -> dict:
    """Fill in the operands that a structural change (an operation picked in a
    select) left without fields, so they do not start red:

    - ``a + b`` / ``a − b``: a is the SET path (the counter reads itself), b a
      number (N, 1);
    - ``if_not_exists(path, v)``: the path is the SET path, and inside
      arithmetic v is the number 0;
    - a comparison, BETWEEN, begins_with, contains: the right-hand side is a
      value, not a path.

    Only missing fields are added: nothing typed is changed."""
    d = dict(data)
    for name, kind in list(data.items()):
        if not name.endswith("-kind"):
            continue
        p = name[: -len("-kind")]
        row = _SET_ROW.match(p)
        set_path = data.get(f"{row.group(1)}-path", "").strip() if row else ""
        if kind in ("plus", "minus") and f"{p}-a-kind" not in data and f"{p}-b-kind" not in data:
            if set_path:
                d.update({f"{p}-a-kind": "path", f"{p}-a-path": set_path})
            else:
                d.update({f"{p}-a-kind": "value", f"{p}-a-type": "N", f"{p}-a-value": ""})
            d.update({f"{p}-b-kind": "value", f"{p}-b-type": "N", f"{p}-b-value": "1"})
        elif kind == "if_not_exists":
            if not data.get(f"{p}-path", "").strip() and set_path:
                d[f"{p}-path"] = set_path
            if f"{p}-a-kind" not in data:
                in_arithmetic = p.endswith(("-a", "-b")) and data.get(f"{p[:-2]}-kind") in ("plus", "minus")
                t, v = ("N", "0") if in_arithmetic else ("S", "")
                d.update({f"{p}-a-kind": "value", f"{p}-a-type": t, f"{p}-a-value": v})
    for name, op in list(data.items()):
        sides = _VALUE_SIDES.get(op) if name.endswith("-op") else None
        for side in sides or ():
            c = name[: -len("-op")]
            if f"{c}-{side}-kind" not in data:
                d[f"{c}-{side}-kind"] = "value"
    return d


def empty_data(operation: str = "UpdateItem") -> dict:
    """A fresh builder for ``operation`` with one row in each list."""
    d = {"op": operation, "ph_names": "auto", "ph_style": "readable"}
    parts = BODY_PARTS.get(operation, ())
    if "key" in parts:
        d.update({"key-0-name": "", "key-0-type": "S", "key-0-value": ""})
    if "item" in parts:
        d.update({"item-0-name": "", "item-0-type": "S", "item-0-value": ""})
    if "update" in parts:
        d.update(
            {"upd-0-action": "SET", "upd-0-path": "", "upd-0-v-kind": "value", "upd-0-v-type": "S", "upd-0-v-value": ""}
        )
    if "key_condition" in parts:
        d.update({"kc-pname": "", "kc-p-type": "S", "kc-p-value": ""})
    if "actions" in parts:
        kind = "Get" if action_kind(operation) in ("get", "batch_get") else "Put"
        _new_action(d, "act-0", kind, operation)
    return d


ACTION_RE = re.compile(r"(add|addgroup|remove|up|down):([A-Za-z0-9_-]+)\Z")


def parse_action(action: str) -> tuple[str, str, str, int | None] | None:
    """A row button's value read: ``(verb, target, list prefix, row index)``;
    for add/addgroup the prefix is the target and the index None. None for
    anything that is not a row action (or names a row number no form has)."""
    m = ACTION_RE.match(action or "")
    if not m:
        return None
    verb, target = m.groups()
    if verb in ("add", "addgroup"):
        return verb, target, target, None
    row = re.match(r"(.+)-([0-9]{1,%d})\Z" % INDEX_DIGITS, target)
    if not row:
        return None
    return verb, target, row.group(1), int(row.group(2))


def apply_action(data: dict, action: str) -> dict:
    """Return new data with ``action`` applied: ``add:key``, ``add:act-0-upd``,
    ``add:cond`` (a condition in group ``cond``), ``addgroup:cond``,
    ``remove:key-1``, ``up:act-2``, ``down:act-0``. Unknown actions change nothing."""
    parsed = parse_action(action)
    d = dict(data)
    if parsed is None:
        return d
    verb, target, prefix, index = parsed
    if verb in ("add", "addgroup"):
        added = _add(d, target, group=verb == "addgroup")
        # a new row never nests deeper than the form reads, nor fills it past its size
        too_deep = deepest(added)[0] > max(MAX_NESTING, deepest(data)[0])
        return dict(data) if too_deep or len(added) > max(MAX_FORM_FIELDS, len(data)) else added
    if verb == "remove":
        return _remove(d, prefix, index)
    other = index - 1 if verb == "up" else index + 1
    if other < 0 or other not in row_indexes(d, prefix):
        return d
    return _swap(d, prefix, index, other)


def _next_index(d: dict, prefix: str) -> int | None:
    rows = row_indexes(d, prefix)
    if len(rows) >= MAX_ROWS:
        return None
    return rows[-1] + 1 if rows else 0


def _add(d: dict, target: str, group: bool) -> dict:
    # what kind of list is `target`?
    last = target.rsplit("-", 1)[-1]
    if last in ("key", "item", "esk"):
        i = _next_index(d, target)
        if i is not None:
            d.update({f"{target}-{i}-name": "", f"{target}-{i}-type": "S", f"{target}-{i}-value": ""})
    elif last == "upd":
        i = _next_index(d, target)
        if i is not None:
            p = f"{target}-{i}"
            d.update(
                {f"{p}-action": "SET", f"{p}-path": "", f"{p}-v-kind": "value", f"{p}-v-type": "S", f"{p}-v-value": ""}
            )
    elif last in ("names", "values") and re.search(r"(\A|-)tx-[a-z_]+-(names|values)\Z", target):
        i = _next_index(d, target)  # a text box's names or values table (builder/forms/text.py)
        if i is not None:
            row = {"token": ""}
            row.update({"name": ""} if last == "names" else {"type": "S", "value": ""})
            d.update({f"{target}-{i}-{k}": v for k, v in row.items()})
    elif last == "in":
        i = _next_index(d, target)
        if i is not None:
            d.update({f"{target}-{i}-kind": "value", f"{target}-{i}-type": "S", f"{target}-{i}-value": ""})
    elif last == "act" and target == "act":
        i = _next_index(d, "act")
        if i is not None:
            op = d.get("op") if d.get("op") in OPERATIONS else "UpdateItem"
            kind = {"get": "Get", "batch_get": "Get", "batch_write": "Put"}.get(action_kind(op), "Update")
            _new_action(d, f"act-{i}", kind, op)
            if i > 0:
                _like_previous(d, f"act-{i}", f"act-{row_indexes(d, 'act')[-2]}")
    elif last == "keys" and re.fullmatch(r"act-[0-9]+-keys", target):
        i = _next_index(d, target)  # a BatchGetItem table's next key, with the first key's attribute names
        if i is not None:
            first = row_indexes(d, f"{target}-0-key") if i else []
            names = [(d.get(f"{target}-0-key-{j}-name", ""), d.get(f"{target}-0-key-{j}-type", "S")) for j in first]
            for j, (name, vtype) in enumerate(names or [("", "S")]):
                d.update({f"{target}-{i}-key-{j}-name": name, f"{target}-{i}-key-{j}-type": vtype})
                d[f"{target}-{i}-key-{j}-value"] = ""
    elif last in ("cond", "filter") or re.search(r"(cond|filter)(-\d+)*\Z", target):
        op = d.get(f"{target}-op", "")
        if op == "" and not group:
            _new_leaf(d, target)  # an empty root gets its first condition
            return d
        if op not in ("and", "or"):
            if op == "":
                d[f"{target}-op"] = "and"
            else:
                # a leaf: turn it into a group holding the leaf and the new condition
                _wrap_in_group(d, target)
        i = _next_index(d, target)
        if i is not None:
            c = f"{target}-{i}"
            if group:
                d.update({f"{c}-op": "or"})
                _new_leaf(d, f"{c}-0")
            else:
                _new_leaf(d, c)
    return d


def _new_leaf(d: dict, c: str) -> None:
    d.update(
        {
            f"{c}-op": "=",
            f"{c}-l-kind": "path",
            f"{c}-l-path": "",
            f"{c}-r-kind": "value",
            f"{c}-r-type": "S",
            f"{c}-r-value": "",
        }
    )


def _new_action(d: dict, p: str, kind: str, operation: str = "TransactWriteItems") -> None:
    d.update({f"{p}-type": kind, f"{p}-table": ""})
    parts = row_parts(operation, kind)
    if "keys" in parts:
        d.update({f"{p}-keys-0-key-0-name": "", f"{p}-keys-0-key-0-type": "S", f"{p}-keys-0-key-0-value": ""})
    if "key" in parts:
        d.update({f"{p}-key-0-name": "", f"{p}-key-0-type": "S", f"{p}-key-0-value": ""})
    if "item" in parts:
        d.update({f"{p}-item-0-name": "", f"{p}-item-0-type": "S", f"{p}-item-0-value": ""})
    if "update" in parts:
        d.update(
            {
                f"{p}-upd-0-action": "SET",
                f"{p}-upd-0-path": "",
                f"{p}-upd-0-v-kind": "value",
                f"{p}-upd-0-v-type": "S",
                f"{p}-upd-0-v-value": "",
            }
        )


# names a key attribute usually has, when nothing says which item attributes are the key
KEY_LIKE = re.compile(r"(?i)\A(pk|sk|hk|rk|id|pk\d|sk\d|gsi\d*pk|gsi\d*sk)\Z")


def _like_previous(d: dict, new: str, previous: str) -> None:
    """A new transaction action starts on the previous action's table, with
    its key's names and types (values left to fill in): the like's tally
    update sits beside the child's Put in the same table."""
    d[f"{new}-table"] = d.get(f"{previous}-table", "")
    rows = [f"{previous}-key-{j}" for j in row_indexes(d, f"{previous}-key")]
    if not rows:  # a Put: its key-like attributes, else its first
        items = [f"{previous}-item-{j}" for j in row_indexes(d, f"{previous}-item")]
        rows = [r for r in items if KEY_LIKE.match(d.get(f"{r}-name", "").strip())] or items[:1]
    names = [(d.get(f"{r}-name", ""), d.get(f"{r}-type", "S")) for r in rows]
    names = [(n, t if t in ("S", "N", "B") else "S") for n, t in names if n.strip()]
    if not names or f"{new}-key-0-name" not in d:
        return
    for k in [k for k in d if k.startswith(f"{new}-key-")]:
        del d[k]
    for j, (name, t) in enumerate(names):
        d.update({f"{new}-key-{j}-name": name, f"{new}-key-{j}-type": t, f"{new}-key-{j}-value": ""})


def _wrap_in_group(d: dict, target: str) -> None:
    """Move the condition at ``target`` into ``target-0`` and make ``target`` an AND group."""
    moved = {}
    for k in list(d):
        if k.startswith(f"{target}-") and k != f"{target}-negate":
            moved[f"{target}-0-{k[len(target) + 1 :]}"] = d.pop(k)
    negate = d.pop(f"{target}-negate", None)
    d.update(moved)
    d[f"{target}-op"] = "and"
    if negate:
        d[f"{target}-0-negate"] = negate


def _remove(d: dict, prefix: str, index: int) -> dict:
    rows = row_indexes(d, prefix)
    if index not in rows:
        return d
    head = f"{prefix}-{index}-"
    out = {k: v for k, v in d.items() if not k.startswith(head)}
    # renumber the rows after it so indexes stay dense
    for j in rows:
        if j <= index:
            continue
        old, new = f"{prefix}-{j}-", f"{prefix}-{j - 1}-"
        out = {(new + k[len(old) :] if k.startswith(old) else k): v for k, v in out.items()}
    return out


def _swap(d: dict, prefix: str, i: int, j: int) -> dict:
    a, b = f"{prefix}-{i}-", f"{prefix}-{j}-"
    out = {}
    for k, v in d.items():
        if k.startswith(a):
            out[b + k[len(a) :]] = v
        elif k.startswith(b):
            out[a + k[len(b) :]] = v
        else:
            out[k] = v
    return out
