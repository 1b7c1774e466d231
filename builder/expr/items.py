"""DynamoDB JSON semantics: what DynamoDB does with items and values.

Items and values here are DynamoDB JSON (``{"N": "1"}``, binary as base64
text), already validated (:class:`~builder.expr.values.Value` did that). This
module knows how DynamoDB (Local, measured) compares, orders and measures them,
how it stores numbers, how it adds them, and how a document path reaches into
an item: the simulator (:mod:`.simulate`, :mod:`.evaluate`, :mod:`.apply`)
and the capacity estimate (:mod:`.capacity`) are built on it.
"""

from __future__ import annotations

import base64
import decimal
import re
from functools import lru_cache, partial

import orjson

from .messages import MSG_BAD_PATH, VALIDATION, DynamoDBError
from .paths import Path
from .scanorder import number_bytes
from .values import MAX_MAGNITUDE, MIN_MAGNITUDE, MSG_OVERFLOW, MSG_PRECISION, MSG_UNDERFLOW, SET_TYPES, Value

_FAR_EXPONENT = 200  # DynamoDB's numbers have exponents from -130 to 125
_WIDE = decimal.Context(prec=200, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)
_EXACT = decimal.Context(prec=1000, Emax=999999, Emin=-999999, traps=[decimal.InvalidOperation])


# --------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------
def type_of(v: dict) -> str:
    """The type key of a DynamoDB JSON value (``"S"``, ``"L"``, ...)."""
    for t in v:  # the first key, as next(iter(v)), without two calls
        return t
    raise StopIteration  # (an empty dict: as next(iter({})))


def copy_value(obj):
    """A deep copy of DynamoDB JSON (dicts, lists and scalars), faster than
    copy.deepcopy (text, the common leaf, is shared without a call)."""
    if isinstance(obj, dict):  # loops: a comprehension is a call of its own, more than a small value's copy
        out = {}
        for k, v in obj.items():
            if v.__class__ is str:
                out[k] = v
            elif v.__class__ is dict and len(v) == 1:  # a scalar's {"S": "x"} (an item's attribute), copied here
                ((t, x),) = v.items()
                out[k] = {t: x} if x.__class__ is str else copy_value(v)
            else:
                out[k] = copy_value(v)
        return out
    if isinstance(obj, list):
        copied = []
        for v in obj:
            if v.__class__ is str:
                copied.append(v)
            elif v.__class__ is dict and len(v) == 1:  # a list's scalar member, {"N": "1"}: copied here, as above
                ((t, x),) = v.items()
                copied.append({t: x} if x.__class__ is str else copy_value(v))
            else:
                copied.append(copy_value(v))
        return copied
    return obj


def as_ddb(attrs: dict) -> dict:
    """name -> Value (or DynamoDB JSON) -> name -> DynamoDB JSON."""
    return {k: (v.ddb if isinstance(v, Value) else v) for k, v in attrs.items()}


def _plain_integer(text: str) -> bool:
    """Whether ``text`` is a whole number written plainly: digits, no leading
    zero, perhaps a minus sign (``42``, ``-7``; not ``0``, ``007``, ``+1``, ``1.0``,
    nor a JSON number)."""
    if text.__class__ is not str:
        return False
    digits = text[1:] if text[:1] == "-" else text
    return digits.isascii() and digits.isdigit() and digits[0] != "0"


# number text already canonical: no exponent, no leading or trailing zeros, not -0
_CANONICAL = re.compile(r"-?(?:[1-9][0-9]*|0(?=\.))(?:\.[0-9]*[1-9])?\Z|0\Z")


def norm_number(text: str) -> str:
    """DynamoDB's canonical number text: no exponent, no trailing zeros."""
    if text.__class__ is str and _CANONICAL.match(text):
        return text
    d = decimal.Decimal(text)
    if d.is_zero():
        return "0"
    if not -_FAR_EXPONENT <= d.adjusted() <= _FAR_EXPONENT:
        # far out of DynamoDB's range (refused later, with DynamoDB's words): never
        # written out in full (1E+999999999 would be a billion characters)
        return str(text)
    d = d.normalize(_WIDE)  # exact; a number out of DynamoDB's range is refused later, with DynamoDB's words
    return format(d, "f")


def java_text(text: str) -> str:
    """Java's BigDecimal(text).toString(): how DynamoDB Local writes the members of
    a number set that an update stores (``1E2`` -> ``1E+2``, ``-0`` -> ``0``)."""
    d = decimal.Decimal(text)
    return str(d.copy_abs() if d.is_zero() else d)


def normalize(v: dict) -> dict:
    """A top-level attribute as PutItem stores it: numbers (and number-set
    members) canonical; anything nested is kept as written (DynamoDB Local).
    What needs no change is shared, not copied: values are never changed in
    place (an update changes a copy of the item, :func:`copy_value`)."""
    ((t, x),) = v.items()
    if t == "N":
        text = norm_number(x)
        return v if text is x else {"N": text}
    if t == "NS":
        return {"NS": [norm_number(m) for m in x]}
    if t != "L" and t != "M" and x.__class__ in _SHARED:  # a scalar: as stored_by_update stores it
        return v
    return stored_by_update(v)


_SHARED = (str, bool)  # immutable leaves


def stored_by_update(v: dict) -> dict:
    """A value as an update stores it (and a PutItem, below the top level): the
    members of number sets, wherever they are, through java_text; the rest as written."""
    t = next(iter(v))  # type_of
    x = v[t]
    if t == "M":  # loops: text and numbers, the commonest members, kept as they are without a call each
        members = {}
        for k, e in x.items():
            members[k] = e if len(e) == 1 and (e.get("S") or e.get("N")).__class__ is str else stored_by_update(e)
        return {"M": members}
    if t == "L":
        elements = []
        for e in x:
            elements.append(e if len(e) == 1 and (e.get("S") or e.get("N")).__class__ is str else stored_by_update(e))
        return {"L": elements}
    if t == "NS":
        return {"NS": [java_text(m) for m in x]}
    if len(v) == 1 and x.__class__ in _SHARED:  # a scalar: shared (values are never changed in place)
        return v
    return copy_value(v)


def normalize_item(item: dict) -> dict:
    out = {}
    for k, v in item.items():  # a loop, a text attribute (the most common) as normalize gives it, without its call
        out[k] = v if v.__class__ is dict and len(v) == 1 and v.get("S").__class__ is str else normalize(v)
    return out


def member_key(t: str, m: str):
    """A scalar (or set member) of type ``t`` as Python compares it: numbers
    as Decimal, binary as bytes, strings as text."""
    if t in ("N", "NS"):
        return decimal.Decimal(m)
    if t in ("B", "BS"):
        return base64.b64decode(m)
    return m


def order_key(v: dict):
    """The key DynamoDB orders an S, N or B value by (strings by their UTF-8 bytes)."""
    t = next(iter(v))  # type_of (two calls in C, not one of Python)
    if t == "S":
        return v["S"].encode("utf-8")
    return member_key(t, v[t])


def is_ordered_pair(a: dict | None, b: dict | None) -> bool:
    """Whether ``<`` and friends compare the two: both there, S, N or B, one type."""
    if a is None or b is None:
        return False
    t = next(iter(a))  # type_of (calls in C, not of Python)
    return t == next(iter(b)) and t in ("S", "N", "B")


def equal(a: dict, b: dict) -> bool:
    ta, tb = next(iter(a)), next(iter(b))  # type_of (calls in C, not of Python)
    if ta != tb:
        return False
    if ta == "S":  # member_key gives text as it is: no call for it (the common key)
        return a["S"] == b["S"]
    if ta in ("N", "B"):
        return member_key(ta, a[ta]) == member_key(tb, b[tb])
    if ta in SET_TYPES:
        return {member_key(ta, m) for m in a[ta]} == {member_key(tb, m) for m in b[tb]}
    if ta == "L":
        return len(a["L"]) == len(b["L"]) and all(equal(x, y) for x, y in zip(a["L"], b["L"]))
    if ta == "M":
        return a["M"].keys() == b["M"].keys() and all(equal(a["M"][k], b["M"][k]) for k in a["M"])
    return a[ta] == b[tb]


def value_key(v: dict):
    """A key (hashable) that two values share exactly when :func:`equal` says
    they are equal: numbers as Decimal, binary as bytes, a set's members as a
    frozenset, a list's elements in order, a map's as a frozenset of pairs. A
    value compared again and again (with the options of an IN, the elements of
    a list ``contains`` looks in) is walked once for its key, then compared by
    it in C (:mod:`.evaluate`)."""
    t = next(iter(v))  # type_of (calls in C, not of Python)
    if t in ("N", "B"):
        return t, member_key(t, v[t])
    if t in SET_TYPES:
        return t, frozenset([member_key(t, m) for m in v[t]])
    if t == "L":
        return "L", tuple([value_key(x) for x in v["L"]])
    if t == "M":
        return "M", frozenset([(k, value_key(x)) for k, x in v["M"].items()])
    return t, v[t]  # S, BOOL, NULL: as they are


def size_of(v: dict) -> int | None:
    """What the ``size()`` function answers for a value; None for a type it does not measure."""
    t = type_of(v)
    if t == "S":  # in UTF-16 code units, as Java counts: a character outside the BMP is 2
        text = v["S"]
        return len(text) if text.isascii() else len(text.encode("utf-16-le")) // 2
    if t == "B":
        return len(base64.b64decode(v["B"]))
    if t in SET_TYPES or t == "L":
        return len(v[t])
    if t == "M":
        return len(v["M"])
    return None


# --------------------------------------------------------------------------
# Sizes
# --------------------------------------------------------------------------
def _measured_item_size(item: dict) -> int:
    """:func:`item_size`, each attribute measured."""
    total = 0
    for k, v in item.items():
        total += len(k) if k.__class__ is str and k.isascii() else len(k.encode("utf-8"))
        ((t, x),) = v.items()
        if t == "S" and x.__class__ is str and x.isascii():  # the common attributes, measured here
            total += len(x)
        elif t == "N" and x.__class__ is str:
            total += _text_number_size(x)
        elif t == "L" or t == "M":
            total += _document_size(v)
        else:
            total += value_size(v)
    return total


_DOCUMENT_SIZES: dict = {}  # a list's or map's JSON text (orjson's) -> its value_size
_ITEM_SIZES: dict = {}  # an item's JSON text -> its item_size (apart: an item's text may read as a document's)
_MAX_DOCUMENT_SIZES = 4096
_MAX_KEPT_TEXT = 2048  # bytes of JSON text: what is kept stays small (a few MB at most)


def _document_size(v: dict) -> int:
    """:func:`value_size` of a list or map, kept by its JSON text: tables hold
    the same documents again and again (a seed item written many times), and
    orjson writes one (in C) for less than measuring it member by member. The
    text tells the content apart, types included (text is quoted, a float is
    written as the shortest text that reads back to it); what orjson cannot
    write (bytes, Decimal, integers past 64 bits) is measured each time."""
    return _kept_size(_DOCUMENT_SIZES, v, value_size)


def _kept_size(kept: dict, obj: dict, measure) -> int:
    """``measure(obj)``, kept in ``kept`` by ``obj``'s JSON text (orjson's)
    when the text is short; what orjson cannot write is measured each time."""
    try:
        text = orjson.dumps(obj)
    except orjson.JSONEncodeError:
        return measure(obj)
    size = kept.get(text)
    if size is None:
        size = measure(obj)
        if len(text) <= _MAX_KEPT_TEXT:
            if len(kept) >= _MAX_DOCUMENT_SIZES:
                kept.clear()
            kept[text] = size
    return size


# item_size(item) is _kept_size(_ITEM_SIZES, item, _measured_item_size), called in C (a partial): the
# simulator measures an item or two a request, and a function of Python around the call would be one more call
item_size = partial(_kept_size, _ITEM_SIZES, measure=_measured_item_size)
item_size.__doc__ = """Bytes DynamoDB counts for an item (names + values), kept by the item's
    JSON text as :func:`_document_size` keeps a document's: a table is filled
    again and again with the same items (``simulate`` fills one per request)."""


def item_size_after(new: dict, old: dict, old_size: int, touched=None, limit: int | None = None) -> int:
    """:func:`item_size` of ``new``, an item made from ``old`` (of ``old_size``
    bytes) by an update: measured from ``old``'s size, counting again only the
    attributes that are not the very value ``old`` holds (an update shares what
    it leaves alone, :func:`~builder.expr.apply.applied`; a stored item is
    never changed in place). Any ``new`` gives its size; the more it shares, the
    less is counted. ``touched``: the names of the top-level attributes the
    update's actions go into, each once (an item applied made: it shares
    every other attribute with ``old``), so that only they are compared.
    ``limit``: once the size is sure to pass it (what ``old`` loses is taken
    off first, then what ``new`` gains is added up), a size over it is the
    answer, the attributes left unmeasured (an update of 150 actions, each
    setting a list of 80,000 elements, measured them all before its refusal)."""
    names = touched if touched is not None else {**old, **new}
    size = old_size
    gained = []
    for name in names:
        v, w = old.get(name), new.get(name)
        if v is not w:  # changed, removed or added
            if v is not None:
                size -= _measured_item_size({name: v})
            if w is not None:
                gained.append((name, w))
    for name, w in gained:
        size += _measured_item_size({name: w})
        if limit is not None and size > limit:
            break
    return size


def _number_size(text) -> int:
    """A number's bytes: :func:`_counted_size`, kept for number text (the same
    numbers come again and again)."""
    return _text_number_size(text) if text.__class__ is str else _counted_size(text)


def _counted_size(text) -> int:
    """A number's bytes: the length of its DynamoDB encoding
    (:func:`~builder.expr.scanorder.number_bytes`, measured against DynamoDB
    Local's 400 KB item limit, to the byte), counted without writing it: a
    byte for the sign and exponent, one per pair of significant digits (the
    first pair starting at an even exponent), and an end byte for a negative
    number under 20 pairs."""
    if _plain_integer(text):  # 0.d1d2... * 10**len(digits), trailing zeros dropped
        negative = text[0] == "-"
        digits = text[1:] if negative else text
        count = len(digits.rstrip("0")) + len(digits) % 2
        pairs = (count + 1) // 2
        return 1 + pairs + (1 if negative and pairs < 20 else 0)
    d = decimal.Decimal(text)
    if not d.is_finite():
        return len(number_bytes(text))
    if d.is_zero():
        return 1
    sign, digits, exp = d.as_tuple()
    end = len(digits)
    while digits[end - 1] == 0:
        end -= 1
    start = 0
    while digits[start] == 0:
        start += 1
    count = end - start
    if (exp + len(digits) - start) % 2:  # the exponent of 0.d1d2... is odd: a leading 0 pads the first pair
        count += 1
    pairs = (count + 1) // 2
    return 1 + pairs + (1 if sign and pairs < 20 else 0)


_text_number_size = lru_cache(maxsize=4096)(_counted_size)


def value_size(v: dict) -> int:
    ((t, x),) = v.items()
    if t == "S":  # UTF-8 bytes (ASCII text: one a character, counted without encoding it)
        return len(x) if x.__class__ is str and x.isascii() else len(x.encode("utf-8"))
    if t == "N":
        return _number_size(x)
    if t == "M":
        total = 3
        for k, e in x.items():
            total += (len(k) if k.__class__ is str and k.isascii() else len(k.encode("utf-8"))) + 1
            ((et, ex),) = e.items()  # text and numbers, the commonest members, measured here without a call
            if et == "S" and ex.__class__ is str and ex.isascii():
                total += len(ex)
            elif et == "N" and ex.__class__ is str:
                total += _text_number_size(ex)
            else:
                total += value_size(e)
        return total
    if t == "B":
        return len(base64.b64decode(x))
    if t in ("BOOL", "NULL"):
        return 1
    total = 0  # loops: a generator under sum() costs more than the members it adds up
    if t == "SS":
        for m in x:
            total += len(m.encode("utf-8"))
        return total
    if t == "NS":
        for m in x:
            total += _number_size(m)
        return total
    if t == "BS":
        for m in x:
            total += len(base64.b64decode(m))
        return total
    total = 3  # L
    for e in x:
        ((et, ex),) = e.items()  # as a map's member
        if et == "S" and ex.__class__ is str and ex.isascii():
            total += 1 + len(ex)
        elif et == "N" and ex.__class__ is str:
            total += 1 + _text_number_size(ex)
        else:
            total += 1 + value_size(e)
    return total


def measured_size(item: dict) -> int | None:
    """:func:`item_size` of an item not validated yet, or None when it cannot
    be measured: a value that is not DynamoDB JSON, text that is not Unicode,
    a number that is no finite number, binary that is not base64. (DynamoDB
    measures an item before it looks at its values; the values are checked after.)"""
    total = 0
    for name, v in item.items():
        name_size = _utf8_size(name)
        size = _measure(v)
        if name_size is None or size is None:
            return None
        total += name_size + size
    return total


def sizes_bound(attributes: dict) -> int | None:
    """A bound on the bytes of a map of names to values not validated yet (an
    Item, or an ExpressionAttributeValues map), its names' UTF-8 bytes and
    each value's :func:`measured_size` (as ``measured_size({"": v})``, 0 when
    None) added up, and so on :func:`measured_size` of the map and on each
    value's size alone: :data:`_SIZE_PER_JSON_BYTE` times the length of the
    JSON text orjson writes for the map. Text and binary measure no more than
    their JSON text (UTF-8 and base64 text), a number written as text or as a
    JSON integer no more than its digits and the brackets around it, a list or
    map adds fewer bytes per member than its JSON text; a JSON float is
    measured as its exact decimal expansion, at most 767 significant digits
    (386 bytes), and orjson writes at least 3 bytes for one (``0.1``: 29 bytes
    measured). ``tests/expr/test_simulate_fast.py`` holds it on random maps.
    None when orjson cannot write the map."""
    try:
        return _SIZE_PER_JSON_BYTE * len(orjson.dumps(attributes))
    except orjson.JSONEncodeError:
        return None


_SIZE_PER_JSON_BYTE = 129  # 386 bytes measured for a float's 3 bytes of JSON text at most; 1 for anything else


def _utf8_size(text) -> int | None:
    if not isinstance(text, str):
        return None
    try:
        return len(text.encode("utf-8"))
    except UnicodeEncodeError:  # a lone surrogate: not Unicode text
        return None


def _number_size_of(x) -> int | None:
    if isinstance(x, bool) or not isinstance(x, (str, int, float, decimal.Decimal)):
        return None
    try:
        d = decimal.Decimal(x)
    except decimal.InvalidOperation:  # not number text
        return None
    return _number_size(x) if d.is_finite() else None


def _binary_size(x) -> int | None:
    if not isinstance(x, str):
        return None
    try:
        return len(base64.b64decode(x))
    except ValueError:  # binascii.Error (not base64), or text that is not ASCII
        return None


_MEMBER_SIZE = {"SS": _utf8_size, "NS": _number_size_of, "BS": _binary_size}


def _measure(v) -> int | None:
    """:func:`value_size`, or None when ``v`` cannot be measured."""
    if not (isinstance(v, dict) and len(v) == 1):
        return None
    ((t, x),) = v.items()
    if t == "S":
        return _utf8_size(x)
    if t == "N":
        return _number_size_of(x)
    if t == "B":
        return _binary_size(x)
    if t in ("BOOL", "NULL"):
        return 1
    if t in SET_TYPES:
        if not isinstance(x, list):
            return None
        sizes = [_MEMBER_SIZE[t](e) for e in x]
        return None if None in sizes else sum(sizes)
    if t == "L" and isinstance(x, list):
        sizes = [_measure(e) for e in x]
        return None if None in sizes else 3 + sum(1 + s for s in sizes)
    if t == "M" and isinstance(x, dict):
        sizes = [(_utf8_size(k), _measure(e)) for k, e in x.items()]
        if any(a is None or b is None for a, b in sizes):
            return None
        return 3 + sum(a + 1 + b for a, b in sizes)
    return None  # not a DynamoDB type


# --------------------------------------------------------------------------
# Arithmetic
# --------------------------------------------------------------------------
def arith(op: str, a: dict, b: dict) -> dict:
    """Exact ``a + b`` / ``a - b`` as DynamoDB computes it (Java BigDecimal:
    the scale is kept, the text is plain). Raises :class:`DynamoDBError`
    beyond 38 digits or DynamoDB's range."""
    x, y = decimal.Decimal(a["N"]), decimal.Decimal(b["N"])
    r = _EXACT.add(x, y) if op == "+" else _EXACT.subtract(x, y)
    if r.is_zero():
        return {"N": format(r.copy_abs(), "f")}
    if len(r.normalize(_EXACT).as_tuple().digits) > 38:
        raise DynamoDBError(VALIDATION, MSG_PRECISION)
    if r.copy_abs() >= MAX_MAGNITUDE:
        raise DynamoDBError(VALIDATION, MSG_OVERFLOW)
    if r.copy_abs() < MIN_MAGNITUDE:
        raise DynamoDBError(VALIDATION, MSG_UNDERFLOW)
    return {"N": format(r, "f")}


# --------------------------------------------------------------------------
# Paths into an item
# --------------------------------------------------------------------------
def lookup(item: dict | None, path: Path) -> dict | None:
    """The value at ``path`` in ``item``; None when there is none."""
    if item is None:
        return None
    segs = path.segments
    cur = item.get(segs[0])
    if len(segs) == 1:  # a top-level attribute (most paths): no rest of the path to slice
        return cur
    for s in segs[1:]:
        if cur is None:
            return None
        if isinstance(s, int):
            if next(iter(cur)) != "L" or s >= len(cur["L"]):  # (type_of: calls in C, not of Python)
                return None
            cur = cur["L"][s]
        else:
            if next(iter(cur)) != "M":
                return None
            cur = cur["M"].get(s)
    return cur


def parent_of(item: dict, path: Path):
    """The container holding the path's last segment (the item, a map's dict
    or a list's list). Raises :class:`DynamoDBError` when the parent is missing
    or of the wrong kind (a map for a name, a list for an index)."""
    segs = path.segments
    if len(segs) == 1:
        return item
    cur = item.get(segs[0])
    for s in segs[1:-1]:
        if cur is None:
            break
        if isinstance(s, int):  # (type_of: calls in C, not of Python)
            cur = cur["L"][s] if next(iter(cur)) == "L" and s < len(cur["L"]) else None
        else:
            cur = cur["M"].get(s) if next(iter(cur)) == "M" else None
    if cur is None:
        raise DynamoDBError(VALIDATION, MSG_BAD_PATH)
    last = segs[-1]
    want = "L" if isinstance(last, int) else "M"
    if next(iter(cur)) != want:
        raise DynamoDBError(VALIDATION, MSG_BAD_PATH)
    return cur[want]


def child(container, last: str | int) -> dict | None:
    """The value under ``last`` in a container from :func:`parent_of`, or None."""
    if isinstance(last, int):
        return container[last] if last < len(container) else None
    return container.get(last)


def put_at(item: dict, path: Path, value: dict) -> None:
    """Store ``value`` at ``path`` (an index past a list's end appends)."""
    container = parent_of(item, path)
    last = path.segments[-1]
    if isinstance(last, int):
        if last >= len(container):
            container.append(value)
        else:
            container[last] = value
    else:
        container[last] = value


def remove_at(item: dict, path: Path) -> None:
    """Remove what is at ``path``, if anything."""
    container = parent_of(item, path)
    last = path.segments[-1]
    if isinstance(last, int):
        if last < len(container):
            del container[last]
    else:
        container.pop(last, None)


class _Projected:
    """One level of a projection's tree (:func:`projection_tree`): the names
    and the list indexes the paths go on to below it, each a level of its own,
    or :data:`_WHOLE` where a path ends."""

    __slots__ = ("_order", "_place", "indexes", "names")

    def __init__(self) -> None:
        self.names: dict = {}  # name -> its level, in the order the paths first give them
        self.indexes: dict = {}  # list index -> its level
        self._order: list | None = None  # the indexes, ascending (made when first asked)
        self._place: dict | None = None  # name -> its place in ``names`` (made when first asked)

    def order(self) -> list:
        if self._order is None:
            self._order = sorted(self.indexes)
        return self._order

    def place(self) -> dict:
        if self._place is None:
            self._place = {name: i for i, name in enumerate(self.names)}
        return self._place


_WHOLE = _Projected()  # where a path ends: the whole value (one level for all, never filled)


def projection_tree(paths) -> _Projected:
    """The tree of ``paths``, made once for all the items a request projects
    (:func:`project`). A path that goes on where another ends names the part
    it goes on to, as a path that ends where another goes on does (the parser
    refuses such overlapping paths in a request)."""
    tree = _Projected()
    for p in paths:
        node = tree
        *steps, last = p.segments
        for s in steps:
            level = node.indexes if s.__class__ is int else node.names
            sub = level.get(s)
            if sub is None or sub is _WHOLE:
                sub = level[s] = _Projected()
            node = sub
        level = node.indexes if last.__class__ is int else node.names
        if last not in level:
            level[last] = _WHOLE
    return tree


def project(item: dict, paths, tree: _Projected | None = None) -> dict:
    """The parts of ``item`` the paths name, keeping their nesting (lists keep
    only the named elements, in index order). ``tree``: the paths'
    :func:`projection_tree`, made once for a request's items; the work on an
    item is then bounded by what the item holds as well as by the paths."""
    if tree is None:
        tree = projection_tree(paths)
    out = {}
    names = tree.names
    for name in _named_in(item, tree):
        v = _extract(item[name], names[name])
        if v is not None:
            out[name] = v
    return out


def _named_in(held: dict, node: _Projected) -> list:
    """The names of ``node`` that ``held`` (an item or a map's members) holds,
    in ``node``'s order, walking the fewer of the two."""
    names = node.names
    if len(held) < len(names):
        got = [k for k in held if k in names]
        if len(got) > 1:
            got.sort(key=node.place().__getitem__)
        return got
    return [k for k in names if k in held]


def _extract(v: dict, node: _Projected) -> dict | None:
    if node is _WHOLE:
        return copy_value(v)
    t = type_of(v)
    if t == "M":
        members, names = v["M"], node.names
        out = {}
        for k in _named_in(members, node):
            e = _extract(members[k], names[k])
            if e is not None:
                out[k] = e
        return {"M": out} if out else None
    if t == "L":
        elements, indexes = v["L"], node.indexes
        out = []
        for k in node.order():
            if k >= len(elements):
                break
            e = _extract(elements[k], indexes[k])
            if e is not None:
                out.append(e)
        return {"L": out} if out else None
    return None
