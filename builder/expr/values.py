"""Typed DynamoDB values.

A value always carries its DynamoDB type; nothing is inferred from text. In a
builder state a value is ``{"type": "N", "value": "1"}``; in a request it is
DynamoDB JSON (``{"N": "1"}``) with binary data as base64 text, the form
``aws dynamodb --cli-input-json`` and the API take. Scalars are marshalled with
boto3's ``TypeSerializer`` (which enforces DynamoDB's 38-digit precision);
containers are assembled here so that set and map order stays as written.
"""

from __future__ import annotations

import base64
import binascii
import decimal
import json
import re
from typing import Any

from boto3.dynamodb.types import Binary, TypeDeserializer, TypeSerializer

from .errors import ExprError, join_location, name_location
from .jsontext import canonical
from .limits import MAX_NUMBER_DIGITS, MSG_NESTING, int_digits, int_text, nesting_problem
from .record import frozen

TYPES = ("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS")
KEY_TYPES = ("S", "N", "B")
SET_TYPES = ("SS", "NS", "BS")
TYPE_NAMES = {
    "S": "string",
    "N": "number",
    "B": "binary",
    "BOOL": "boolean",
    "NULL": "null",
    "L": "list",
    "M": "map",
    "SS": "string set",
    "NS": "number set",
    "BS": "binary set",
}

_NUMBER_TEXT = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")  # no backtracking: linear
MIN_MAGNITUDE = decimal.Decimal("1E-130")
MAX_MAGNITUDE = decimal.Decimal("1E+126")  # exclusive: 9.99...E+125 is the largest
# DynamoDB's words for a number it cannot store (a value, or the result of an update's arithmetic)
MSG_NOT_A_NUMBER = "A value provided cannot be converted into a number"
MSG_PRECISION = "DynamoDB only supports precision up to 38 digits"
MSG_OVERFLOW = "Number overflow. Attempting to store a number with magnitude larger than supported range"
MSG_UNDERFLOW = "Number underflow. Attempting to store a number with magnitude smaller than supported range"

_serializer = TypeSerializer()
_deserializer = TypeDeserializer()


MAX_SHOWN = 200  # characters of a text a message quotes


def describe(raw: Any) -> str:
    """A JSON value as a message shows it: text quoted (its first
    :data:`MAX_SHOWN` characters), containers by kind, numbers of any size."""
    if isinstance(raw, str):
        if len(raw) > MAX_SHOWN:
            return json.dumps(raw[:MAX_SHOWN], ensure_ascii=False)[:-1] + f'…" ({len(raw):,} characters)'
        return json.dumps(raw, ensure_ascii=False)
    if isinstance(raw, int) and not isinstance(raw, bool):
        return int_text(raw)
    if raw is None:
        return "null"
    if isinstance(raw, bool):
        return "true" if raw else "false"
    if isinstance(raw, (list, tuple)):
        return "a list"
    if isinstance(raw, dict):
        return "an object"
    return str(raw)


def _shown_number(text: str) -> str:
    """Number text as a message quotes it: in full when short."""
    if len(text) <= 60:
        return text
    return f"{text[:20]}…{text[-10:]} ({len(text):,} characters)"


_INT32 = 2**31


def plain_int(text: str) -> bool:
    """Number text that needs no measuring: a sign or none, then 1 to 38 ASCII
    digits, no point, no exponent (so within DynamoDB's precision and range);
    :func:`parse_number` keeps it as written. The pattern
    ``[+-]?[0-9]{1,38}\\Z``, found with str methods: a regular-expression
    match costs more than the rest of reading a number (issue 13). An ASCII
    character is a digit (``isdigit``) only when it is 0 to 9;
    tests/expr/test_str_checks.py holds it to the pattern."""
    if text.isdigit():
        return text.isascii() and len(text) <= 38
    return text[1:].isdigit() and text[0] in "+-" and text.isascii() and len(text) <= 39


# a decimal of at most 20 digits before the point and 17 after it: at most 37
# significant digits, and a magnitude between 1E-17 and 1E+20 (or zero), well
# inside DynamoDB's; kept as written, as parse_number keeps any number's text
short_decimal = re.compile(r"[+-]?[0-9]{1,20}\.[0-9]{1,17}\Z").match


def parse_number(raw: Any) -> str:
    """Number text (or a JSON number) -> DynamoDB's N string, exactly.

    Text is measured before it is converted (the exponent's size, then the
    significant digits), so the work is linear in its length and a number of
    any size gets DynamoDB's own message: not a number it can read, more than
    38 significant digits, or outside the range."""
    if isinstance(raw, str):
        text = raw.strip()
        if plain_int(text) or short_decimal(text):  # the common cases: kept as written, nothing to measure
            return text
    return measured_number(raw)


def measured_number(raw: Any) -> str:
    """:func:`parse_number`, every number measured (``tests/expr/test_values.py``
    holds parse_number's shortcuts to it)."""
    if isinstance(raw, bool) or not isinstance(raw, (str, int, float, decimal.Decimal)):
        raise ExprError(f"number expected, got {describe(raw)}")
    if isinstance(raw, int):
        number = decimal.Decimal(raw)  # exact, and no text: an int of any size
        text = None
    else:
        if isinstance(raw, float):
            if raw != raw or raw in (float("inf"), float("-inf")):
                raise ExprError(f"number expected, got {raw}")
            text = repr(raw)
        else:
            text = str(raw).strip()
        if not _NUMBER_TEXT.match(text):
            raise ExprError(f"number expected, got {describe(raw)}", dynamodb=MSG_NOT_A_NUMBER)
        mantissa, _, exponent = text.lower().partition("e")
        fraction = mantissa.partition(".")[2]
        # DynamoDB reads a number as Java's BigDecimal does: the exponent, and the
        # scale it makes (fraction digits - exponent), are 32-bit integers
        if len(exponent.lstrip("+-").lstrip("0")) > 10 or not (
            -_INT32 <= int(exponent or 0) < _INT32 and -_INT32 <= len(fraction) - int(exponent or 0) < _INT32
        ):
            raise ExprError(
                f"{_shown_number(text)} is not a number DynamoDB can read: its exponent is beyond 32 bits",
                dynamodb=MSG_NOT_A_NUMBER,
            )
        significant = mantissa.lstrip("+-").replace(".", "").strip("0")
        if len(significant) > MAX_NUMBER_DIGITS:
            raise ExprError(
                f"{_shown_number(text)} has more than {MAX_NUMBER_DIGITS} significant digits, "
                "which DynamoDB cannot store exactly",
                dynamodb=MSG_PRECISION,
            )
        number = decimal.Decimal(text) if significant else decimal.Decimal(0)  # exact, whatever the context
    digits = "".join(map(str, number.as_tuple().digits)).strip("0")
    if len(digits) > MAX_NUMBER_DIGITS:
        raise ExprError(
            f"{int_text(raw) if text is None else text} has more than {MAX_NUMBER_DIGITS} significant digits, "
            "which DynamoDB cannot store exactly",
            dynamodb=MSG_PRECISION,
        )
    if number and not (MIN_MAGNITUDE <= number.copy_abs() < MAX_MAGNITUDE):
        raise _out_of_range(int_text(raw) if text is None else text, number.copy_abs() >= MAX_MAGNITUDE)
    if isinstance(raw, str):
        # DynamoDB keeps a number's text as written (``007``, ``1e3``, ``1.50``)
        # wherever it does not canonicalise it itself (DynamoDB Local: an update's
        # values, anything nested); so does the builder
        return text
    try:
        return _serializer.serialize(number)["N"]
    except (decimal.Inexact, decimal.Rounded):
        # precision 38 or less, but written with more digits (1E38 as 39 digits):
        # exact, and DynamoDB takes it as written
        return str(number)
    except decimal.Clamped:
        # only zero gets here (0E+99999: the exponent is out of range, the value is 0)
        return "0"


def _out_of_range(text: str, overflow: bool) -> ExprError:
    return ExprError(
        f"{_shown_number(text)} is outside DynamoDB's number range "
        "(magnitude 1E-130 to 9.9999999999999999999999999999999999999E+125)",
        dynamodb=MSG_OVERFLOW if overflow else MSG_UNDERFLOW,
    )


def parse_binary(raw: Any) -> bytes:
    if not isinstance(raw, str):
        raise ExprError(f"base64 text expected, got {describe(raw)}")
    text = "".join(raw.split())
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise ExprError(f"{describe(raw)} is not valid base64") from None


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


class computed_once:
    """A property computed on first use and kept in the object's ``__dict__``,
    where later reads find it: ``functools.cached_property`` without the lock
    Python 3.11's takes on every first use (a value computed twice by two
    threads at once is the same value)."""

    def __init__(self, fn):
        self.fn = fn
        self.name = fn.__name__
        self.__doc__ = fn.__doc__

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.fn(obj)
        return value


@frozen(eq=False)
class Value:
    """A typed value. ``ddb`` is its DynamoDB JSON (binary as base64 text)."""

    ddb: dict

    @property
    def type(self) -> str:
        for t in self.ddb:  # the first key, as next(iter(self.ddb)), without two calls (issue 13)
            return t
        raise StopIteration  # (no key: as next() raises)

    @computed_once
    def key(self) -> str:
        """Canonical text for equality and de-duplication, computed once when needed."""
        return canonical(self.ddb)

    def __eq__(self, other):
        return isinstance(other, Value) and self.key == other.key

    def __hash__(self):
        return hash(self.key)

    def __repr__(self):
        return f"Value({self.ddb!r})"

    # -- conversions -------------------------------------------------------
    @classmethod
    def from_state(cls, raw: Any, allow_placeholder: bool = True) -> Value:
        """A state value; ``placeholder`` is allowed on the outermost value only
        (it names an expression value) and never inside lists and maps. Every
        ``from_*`` first measures how deeply the value nests (DynamoDB's 32
        levels), without recursion, and only then reads it."""
        if isinstance(raw, dict):
            t = raw.get("type")
            fields = len(raw)  # type and value, or (where allowed) a placeholder beside them too
            if (fields == 2 or (fields == 3 and allow_placeholder and "placeholder" in raw)) and (
                common := _common_value(t, raw.get("value"))
            ) is not None:
                return cls(common)
            if t in ("L", "M"):  # a scalar or a set is one level
                check_levels(raw, "state")
        return cls(_from_state(raw, "", allow_placeholder))

    @classmethod
    def from_ddb(cls, ddb: Any, levels_checked: bool = False) -> Value:
        """Accept DynamoDB JSON (binary as base64 text or bytes); validate it.
        ``levels_checked``: how deeply it nests was measured already (a value
        :func:`~builder.expr.validate.read_value` gave, which it measured first)."""
        if ddb.__class__ is dict and len(ddb) == 1:
            ((t, x),) = ddb.items()
            common = _common_value(t, x)
            if common is not None:
                return cls(common)
        if not levels_checked:
            check_levels(ddb, "ddb")
        return cls(_from_ddb(ddb))

    @classmethod
    def from_json(cls, raw: Any, plain: bool = False) -> Value:
        """A request's value: DynamoDB JSON, or (``plain``) a plain JSON value
        as a boto3 ``Table`` call takes it (see :func:`plain_to_ddb`)."""
        if plain:
            check_levels(raw, "plain")
            return cls(_from_plain(raw, ""))
        return cls.from_ddb(raw)

    def to_state(self) -> dict:
        return ddb_to_state(self.ddb)

    def to_python(self) -> Any:
        """Python-native value as boto3's resource layer uses it (Decimal, Binary, set)."""
        return _deserializer.deserialize(to_wire(self.ddb))

    def display(self) -> str:
        """A short human rendering for reading expressions inline."""
        return display(self.ddb)


def common_values(raw: dict) -> dict | None:
    """``{name: Value.from_state(v, False)}`` for an object of attributes whose
    values are all common ones (:func:`_common_value`, type and value and no
    more); None when one is not: then each is read on its own
    (``tests/expr/test_loader_fast.py`` holds the two ways to each other)."""
    out = {}
    for name, v in raw.items():
        if v.__class__ is not dict or len(v) != 2:
            return None
        common = _common_value(v.get("type"), v.get("value"))
        if common is None:
            return None
        out[name] = Value(common)
    return out


def _common_value(t: Any, x: Any) -> dict | None:
    """The DynamoDB JSON of the common values, text, whole numbers, short
    decimals, booleans and null (type ``t``, value ``x``), as the general
    reader would give it, read without its round trip through the state's
    form; None for any other value (``tests/expr/test_values.py`` holds it to
    the general reader)."""
    if x.__class__ is str:
        if t == "S":
            return {"S": x}
        if t == "N" and (plain_int(text := x.strip()) or short_decimal(text)):
            return {"N": text}  # parse_number's common cases
        return None
    if t == "BOOL" and x.__class__ is bool:
        return {"BOOL": x}
    if t == "NULL" and x is True:
        return {"NULL": True}
    return None


def check_levels(raw: Any, form: str) -> None:
    """Refuse a value nested deeper than DynamoDB's 32 levels (``form``: "ddb",
    "state" or "plain" JSON; see :func:`~builder.expr.limits.document_levels`)."""
    message = nesting_problem(raw, form)
    if message:
        raise ExprError(message, dynamodb=MSG_NESTING)


def to_wire(ddb: Any) -> Any:
    """DynamoDB JSON with base64 text -> the same with bytes for B/BS, as boto3's client wants."""
    if isinstance(ddb, dict):
        if len(ddb) == 1:
            ((t, v),) = ddb.items()
            if t == "B" and isinstance(v, str):
                return {"B": base64.b64decode(v)}
            if t == "BS" and isinstance(v, list):
                return {"BS": [base64.b64decode(x) if isinstance(x, str) else x for x in v]}
            if t == "L":
                return {"L": [to_wire(x) for x in v]}
            if t == "M":
                return {"M": {k: to_wire(x) for k, x in v.items()}}
            return dict(ddb)
        return {k: to_wire(v) for k, v in ddb.items()}
    return ddb


def from_wire(ddb: Any) -> Any:
    """Inverse of :func:`to_wire`: bytes -> base64 text."""
    if isinstance(ddb, dict):
        if len(ddb) == 1:
            ((t, v),) = ddb.items()
            if t == "B" and isinstance(v, (bytes, bytearray, Binary)):
                return {"B": _b64(bytes(v))}
            if t == "BS":
                return {"BS": [_b64(bytes(x)) if not isinstance(x, str) else x for x in v]}
            if t == "L":
                return {"L": [from_wire(x) for x in v]}
            if t == "M":
                return {"M": {k: from_wire(x) for k, x in v.items()}}
            return dict(ddb)
        return {k: from_wire(v) for k, v in ddb.items()}
    return ddb


def item_to_wire(item: dict) -> dict:
    return {k: to_wire(v) for k, v in item.items()}


def item_from_wire(item: dict) -> dict:
    return {k: from_wire(v) for k, v in item.items()}


def ddb_to_state(ddb: Any) -> dict:
    """DynamoDB JSON -> the builder state's typed value, as written: the
    container shapes are checked here, the values themselves by
    :meth:`Value.from_state`. Binary given as bytes becomes base64 text; text
    of a ``str`` subclass (:class:`NumberText`) becomes plain text."""
    if not isinstance(ddb, dict) or len(ddb) != 1:
        raise ExprError('a DynamoDB value is an object with exactly one type key, like {"S": "x"}')
    ((t, v),) = ddb.items()
    if v.__class__ is str and (t == "S" or t == "N" or t == "B"):  # the commonest: as below, without its calls
        return {"type": t, "value": v}
    if t not in TYPES:
        raise ExprError(f"unknown DynamoDB type {t!r}; expected one of {', '.join(TYPES)}")
    if t == "L":
        if not isinstance(v, list):
            raise ExprError("L holds a list")
        return {"type": "L", "value": [ddb_to_state(x) for x in v]}
    if t == "M":
        if not isinstance(v, dict):
            raise ExprError("M holds an object")
        return {"type": "M", "value": {k: ddb_to_state(x) for k, x in v.items()}}
    if t == "B" and isinstance(v, _BYTES):
        v = _b64(bytes(v))
    if isinstance(v, list):
        v = [_b64(bytes(x)) if t == "BS" and isinstance(x, _BYTES) else _text(x) for x in v]
    return {"type": t, "value": _text(v)}


_BYTES = (bytes, bytearray, Binary)


def _text(v: Any) -> Any:
    return str(v) if isinstance(v, str) and type(v) is not str else v


# --------------------------------------------------------------------------
# DynamoDB JSON or plain JSON
# --------------------------------------------------------------------------
class NumberText(str):
    """A JSON number kept as the text it was written as (``1.50`` stays
    ``1.50``, ``1e3`` stays ``1e3``): what :func:`loads_exact` reads numbers as."""


def loads_exact(text: str) -> Any:
    """``json.loads`` with every number kept as :class:`NumberText`. Raises
    ``json.JSONDecodeError``."""
    return json.loads(text, parse_float=NumberText, parse_int=NumberText)


def is_typed(raw: Any, deep: bool = False) -> bool:
    """Whether ``raw`` is DynamoDB JSON: an object with exactly one key, naming a type.

    Shallow (the default) looks at the outer object only. That is how a
    request's values are told apart: ``{"L": [1]}`` is a malformed DynamoDB
    value, reported as one, not a plain map to be read some other way.
    ``deep=True`` also wants every member of an ``L`` or ``M`` (at any depth)
    to be DynamoDB JSON. That is how the builder tells apart the text of a list
    or map value, where anything else is plain JSON (``{"L": [1]}``: a map
    holding a list)."""
    if not (isinstance(raw, dict) and len(raw) == 1 and next(iter(raw)) in TYPES):
        return False
    if not deep:
        return True
    ((t, v),) = raw.items()
    if t == "L":
        return isinstance(v, list) and all(is_typed(x, deep=True) for x in v)
    if t == "M":
        return isinstance(v, dict) and all(is_typed(x, deep=True) for x in v.values())
    return True


def plain_to_ddb(raw: Any) -> dict:
    """A plain JSON value -> DynamoDB JSON: strings S, numbers N as written
    (:class:`NumberText`, int, Decimal; a float as its repr), booleans BOOL,
    null NULL, arrays L, objects M. Raises :class:`ExprError` for anything else."""
    if isinstance(raw, NumberText):
        return {"N": str(raw)}
    if isinstance(raw, str):
        return {"S": raw}
    if isinstance(raw, bool):
        return {"BOOL": raw}
    if raw is None:
        return {"NULL": True}
    if isinstance(raw, (int, decimal.Decimal)):
        return {"N": _as_text(raw)}
    if isinstance(raw, float):
        return {"N": repr(raw)}
    if isinstance(raw, list):
        return {"L": [plain_to_ddb(x) for x in raw]}
    if isinstance(raw, dict):
        return {"M": {k: plain_to_ddb(x) for k, x in raw.items()}}
    raise ExprError(f"a JSON value expected, got {type(raw).__name__}")


def plain_to_state(raw: Any) -> dict:
    """A plain JSON value -> the builder state's typed value (see :func:`plain_to_ddb`):
    ``ddb_to_state(plain_to_ddb(raw))``, text, exact numbers, lists and maps
    without the DynamoDB JSON between (``tests/expr/test_values.py`` holds them to it)."""
    cls = raw.__class__
    if cls is NumberText:
        return {"type": "N", "value": str(raw)}
    if cls is str:
        return {"type": "S", "value": raw}
    if cls is list:
        return {"type": "L", "value": [plain_to_state(x) for x in raw]}
    if cls is dict:
        return {"type": "M", "value": {k: plain_to_state(x) for k, x in raw.items()}}
    return ddb_to_state(plain_to_ddb(raw))


def state_to_ddb(value: dict) -> dict:
    """A state value -> DynamoDB JSON as written, without validating it (to show
    a value being edited; :meth:`Value.from_state` validates). Numbers become
    text; NULL is ``{"NULL": true}`` whatever it holds."""
    t = value["type"]
    raw = value.get("value")
    if t == "L":
        return {"L": [state_to_ddb(x) for x in raw or ()]}
    if t == "M":
        return {"M": {k: state_to_ddb(x) for k, x in (raw or {}).items()}}
    if t == "NULL":
        return {"NULL": True}
    if t == "N":
        return {"N": _as_text(raw)}
    if t == "NS":
        return {"NS": [_as_text(x) for x in raw]}
    return {t: raw}


def _as_text(raw: Any) -> str:
    """A number as written (every digit of a whole number: str refuses one of over 4,300)."""
    return int_digits(raw) if isinstance(raw, int) and not isinstance(raw, bool) else str(raw)


_VALUE_FIELDS = frozenset(("type", "value", "placeholder"))
_PLAIN_INT_BOUND = 10**38  # a whole number within it is 1 to 38 digits: kept as written (plain_int)


def _from_plain(raw: Any, loc: str) -> dict:
    """A plain JSON value (nesting measured) -> checked DynamoDB JSON in one
    walk: ``_from_state(ddb_to_state(plain_to_ddb(raw)), loc)``, which took
    three walks and two copies (a /diff of two 130,000-number lists spent most
    of a second there). Text and whole numbers of up to 38 digits are taken as
    they are, lists and maps walked here; every other value goes the general
    way, located as it would be (``tests/expr/test_values.py`` holds this to it)."""
    cls = raw.__class__
    if cls is list:
        vloc = join_location(loc, "value")
        members = []
        for i, x in enumerate(raw):
            c = x.__class__
            if c is str:
                members.append({"S": x})
            elif c is int and -_PLAIN_INT_BOUND < x < _PLAIN_INT_BOUND:
                members.append({"N": str(x)})
            else:
                members.append(_from_plain(x, join_location(vloc, i)))
        return {"L": members}
    if cls is dict:
        vloc = join_location(loc, "value")
        if "" in raw:
            raise ExprError("map keys (attribute names) cannot be empty", join_location(vloc, '[""]'))
        entries = {}
        for k, x in raw.items():
            c = x.__class__
            if c is str:
                entries[k] = {"S": x}
            elif c is int and -_PLAIN_INT_BOUND < x < _PLAIN_INT_BOUND:
                entries[k] = {"N": str(x)}
            else:
                entries[k] = _from_plain(x, join_location(vloc, name_location(k)))
        return {"M": entries}
    if cls is str:
        return {"S": raw}
    if cls is int and -_PLAIN_INT_BOUND < raw < _PLAIN_INT_BOUND:
        return {"N": str(raw)}
    return _from_state(ddb_to_state(plain_to_ddb(raw)), loc)


def _from_ddb(raw: Any) -> dict:
    """DynamoDB JSON (nesting measured) -> checked DynamoDB JSON in one walk:
    ``_from_state(ddb_to_state(raw), "")``, which took two walks and a copy
    in the state's form (a /diff of a typed item). Common values
    (:func:`_common_value`) are taken as they are, lists and maps walked here,
    any other value read the general way. At the first problem the general way
    reads the whole value again, so a refusal is its own, word for word and
    place for place: the first problem of the value's shape anywhere in it
    (``ddb_to_state``'s, told before any member's value), else the first
    member's (``tests/expr/test_values.py`` holds this to it)."""
    try:
        return _ddb_walk(raw)
    except ExprError:
        return _from_state(ddb_to_state(raw), "")  # (raises: the general way's own problem)


def _ddb_walk(raw: Any) -> dict:
    """:func:`_from_ddb`'s walk: raises ExprError, not located, at a problem."""
    if raw.__class__ is dict and len(raw) == 1:
        ((t, v),) = raw.items()
        if t == "L" and v.__class__ is list:
            members = []
            for x in v:  # a common member without a call of its own (as _from_state's)
                if x.__class__ is not dict or len(x) != 1 or (c := _common_value(*next(iter(x.items())))) is None:
                    c = _ddb_walk(x)
                members.append(c)
            return {"L": members}
        if t == "M" and v.__class__ is dict:
            if "" in v:
                raise ExprError("map keys (attribute names) cannot be empty")
            entries = {}
            for k, x in v.items():
                if x.__class__ is not dict or len(x) != 1 or (c := _common_value(*next(iter(x.items())))) is None:
                    c = _ddb_walk(x)
                entries[k] = c
            return {"M": entries}
        common = _common_value(t, v)
        if common is not None:
            return common
    return _from_state(ddb_to_state(raw), "")


def _from_state(raw: Any, loc: str, allow_placeholder: bool = False) -> dict:
    """State value -> DynamoDB JSON, raising ExprError located inside the value."""
    if not isinstance(raw, dict):
        raise ExprError(f'a typed value like {{"type": "S", "value": "text"}} expected, got {describe(raw)}', loc)
    t = raw.get("type")
    if t not in TYPES:
        raise ExprError(f"type must be one of {', '.join(TYPES)}, got {describe(t)}", join_location(loc, "type"))
    if not _VALUE_FIELDS.issuperset(raw):
        raise ExprError(f"unknown field {sorted(set(raw) - _VALUE_FIELDS)[0]!r} in value", loc)
    if "placeholder" in raw and not allow_placeholder:
        raise ExprError(
            "placeholders name whole expression values; values inside lists, maps, keys and items have none",
            join_location(loc, "placeholder"),
        )
    v = raw.get("value")
    try:
        if t == "S":
            if not isinstance(v, str):
                raise ExprError(f"text expected, got {describe(v)}")
            return {"S": v}
        if t == "N":
            return {"N": parse_number(v)}
        if t == "B":
            return {"B": _b64(parse_binary(v))}
        if t == "BOOL":
            if not isinstance(v, bool):
                raise ExprError(f"true or false expected, got {describe(v)}")
            return {"BOOL": v}
        if t == "NULL":
            if v is not None and v is not True:
                raise ExprError(f"NULL has no value other than true, got {describe(v)}")
            return {"NULL": True}
        vloc = join_location(loc, "value")
        if t in SET_TYPES:
            return _set_from_state(t, v, vloc)
        if t == "L":
            if not isinstance(v, list):
                raise ExprError(f"a list of typed values expected, got {describe(v)}")
            members = []
            for i, x in enumerate(v):  # a common member without its call (and its location, made only if needed)
                if (
                    x.__class__ is not dict
                    or len(x) != 2
                    or (c := _common_value(x.get("type"), x.get("value"))) is None
                ):
                    c = _from_state(x, join_location(vloc, i))
                members.append(c)
            return {"L": members}
        if t == "M":
            if not isinstance(v, dict):
                raise ExprError(f"an object of name -> typed value expected, got {describe(v)}")
            if "" in v:
                raise ExprError("map keys (attribute names) cannot be empty", join_location(vloc, '[""]'))
            entries = {}
            for k, x in v.items():  # (as a list's members)
                if (
                    x.__class__ is not dict
                    or len(x) != 2
                    or (c := _common_value(x.get("type"), x.get("value"))) is None
                ):
                    c = _from_state(x, join_location(vloc, name_location(k)))
                entries[k] = c
            return {"M": entries}
    except ExprError as e:
        if e.location:
            raise
        raise ExprError(e.message, join_location(loc, "value"), e.dynamodb) from None
    raise AssertionError(t)  # pragma: no cover


# DynamoDB Local's words for a set it refuses (the double space is theirs)
MSG_SS_NULL_MEMBER = "One or more parameter values were invalid: An string set may not have a null string as a member"
EMPTY_SET_MESSAGES = {
    "SS": "One or more parameter values were invalid: An string set  may not be empty",
    "NS": "One or more parameter values were invalid: An number set  may not be empty",
    "BS": "One or more parameter values were invalid: Binary sets should not be empty",
}


def _duplicates_message(t: str, members: list) -> str:
    if t == "SS":
        return f"One or more parameter values were invalid: Input collection [{', '.join(members)}] contains duplicates"
    if t == "NS":
        return "Input collection contains duplicates"
    return "One or more parameter values were invalid: Input collection of type BS contains duplicates."


def _set_from_state(t: str, v: Any, loc: str) -> dict:
    name = TYPE_NAMES[t]
    if not isinstance(v, list):
        raise ExprError(f"a list of members expected for a {name}, got {describe(v)}", loc)
    if not v:
        raise ExprError(
            f"a {name} cannot be empty; DynamoDB has no empty sets (remove the attribute instead)",
            loc,
            EMPTY_SET_MESSAGES[t],
        )
    members: list[str] = []
    seen: dict[Any, int] = {}
    for i, m in enumerate(v):
        mloc = join_location(loc, i)
        try:
            if t == "SS":
                if not isinstance(m, str):
                    words = MSG_SS_NULL_MEMBER if m is None else None
                    raise ExprError(f"text expected, got {describe(m)}", dynamodb=words)
                text, ident = m, m
            elif t == "NS":
                text = parse_number(m)
                ident = decimal.Decimal(text)
            else:
                data = parse_binary(m)
                text, ident = _b64(data), data
        except ExprError as e:
            raise ExprError(e.message, mloc, e.dynamodb) from None
        if ident in seen:
            raise ExprError(
                f"duplicate member {describe(m)} (same as member {seen[ident] + 1}); sets hold each member once",
                mloc,
                _duplicates_message(t, v),
            )
        seen[ident] = i
        members.append(text)
    return {t: members}


MSG_KEY_NOT_SCALAR = "Invalid attribute value type"  # DynamoDB's words for a key attribute of another kind


def check_key_value(value: Value, table_type: str | None = None) -> None:
    """Key attributes are S, N or B, and not empty. ``table_type``: the type the
    table gives the attribute, when known; a value of another type is then not
    checked for emptiness (DynamoDB compares the type first, and reports a type
    mismatch: :meth:`~builder.expr.keys.KeySchema.attribute_problems`)."""
    t = next(iter(value.ddb))  # Value.type, without the property's call (the loader checks each key value)
    if t not in KEY_TYPES:
        raise ExprError(
            f"key attributes must be a string, number or binary, not a {TYPE_NAMES[t]}",
            dynamodb=MSG_KEY_NOT_SCALAR,
        )
    if table_type is not None and t != table_type:
        return
    if t in ("S", "B") and value.ddb[t] == "":
        raise ExprError("key attributes cannot be empty")


def display(ddb: dict) -> str:
    ((t, v),) = ddb.items()
    if t == "S":
        return json.dumps(v, ensure_ascii=False)
    if t == "N":
        return v
    if t == "B":
        return f"b64'{v}'"
    if t == "BOOL":
        return "true" if v else "false"
    if t == "NULL":
        return "null"
    if t == "L":
        return "[" + ", ".join(display(x) for x in v) + "]"
    if t == "M":
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {display(x)}" for k, x in v.items()) + "}"
    if t == "SS":
        return "<<" + ", ".join(json.dumps(x, ensure_ascii=False) for x in v) + ">>"
    if t == "NS":
        return "<<" + ", ".join(v) + ">>"
    return "<<" + ", ".join(f"b64'{x}'" for x in v) + ">>"


def display_start(ddb: dict, chars: int) -> str:
    """The first ``chars`` characters of :func:`display` (all of it when it is
    shorter), written only so far: a value of 200,000 elements shown cut to 60
    characters in each of a condition's 33 levels was written whole each time
    (5 s: probe, 2026-12-05)."""
    out: list[str] = []
    size = 0
    for part in _display_parts(ddb):
        out.append(part)
        size += len(part)
        if size >= chars:
            break
    return "".join(out)[:chars]


def _display_parts(ddb: dict):
    """:func:`display`'s text in parts, in order (containers opened as they come)."""
    ((t, v),) = ddb.items()
    if t == "L" or t == "M":
        yield "[" if t == "L" else "{"
        for i, x in enumerate(v if t == "L" else v.items()):
            if i:
                yield ", "
            if t == "M":
                yield f"{json.dumps(x[0], ensure_ascii=False)}: "
                x = x[1]
            yield from _display_parts(x)
        yield "]" if t == "L" else "}"
    elif t in SET_TYPES:
        yield "<<"
        for i, m in enumerate(v):
            yield (", " if i else "") + display({t[0]: m})
        yield ">>"
    else:
        yield display(ddb)


def is_json_number(x: Any) -> bool:
    """A JSON number (not a boolean)."""
    return isinstance(x, (int, float, decimal.Decimal)) and not isinstance(x, bool)


def json_bool(x: Any):
    """A JSON scalar read where a boolean is due, as DynamoDB Local's JSON
    binding reads it: the text "true" or "false" (any case) as that boolean, a
    number as whether it is not 0; anything else left as it is, to be refused."""
    if isinstance(x, str) and x.lower() in ("true", "false"):
        return x.lower() == "true"
    if is_json_number(x):
        return x != 0
    return x
