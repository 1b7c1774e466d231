"""One placeholder allocator per request (per action in a transaction).

Names: written plainly where DynamoDB allows, otherwise (or always, with
``alias_all``) replaced by ``#name`` placeholders; one per distinct name.
Values: always ``:name`` placeholders, one per distinct typed value, named
after where they are used (``:likeTally``), by the user (``:one``), or
``:v0``/``#n0`` in compact style. Allocation order is the order of use, so
output is deterministic; dictionaries are never sorted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .errors import ExprError
from .paths import needs_alias
from .record import frozen
from .values import Value


def placeholder_text(name: str) -> bool:
    """Whether ``name`` is one or more ASCII letters, digits and _: the
    pattern ``[A-Za-z0-9_]+\\Z``, found with str methods (a regular-expression
    match costs more than the rest of reading a placeholder: issue 13). Of
    ASCII text, ``isalnum`` accepts exactly letters and digits;
    tests/expr/test_str_checks.py holds it to the pattern."""
    return name.isascii() and (name.isalnum() or name.replace("_", "a").isalnum())


@frozen
class PlaceholderOptions:
    alias_all: bool = False
    compact: bool = False


MAX_CHOSEN = 64  # characters after the colon; DynamoDB refuses very long placeholders
MAX_STEM = 40  # generated names are cut to stay readable (and far below any limit)


def clean_placeholder_name(raw: str) -> str:
    """A user's chosen value placeholder, with or without the colon (each
    text found good is kept: the parser reads a request's placeholders, and
    its nodes read them again; tests/expr/test_read_once.py)."""
    if raw.__class__ is str:
        kept = _CLEANED.get(raw)
        if kept is not None:
            return kept
    elif not isinstance(raw, str):
        raise ExprError("placeholder name must be text")
    name = raw[1:] if raw[:1] == ":" else raw  # (a slice: str.startswith parses its arguments as a tuple)
    if not placeholder_text(name):
        raise ExprError(f"placeholder {raw!r} is not valid: use letters, digits and _ after the colon (like :one)")
    if len(name) > MAX_CHOSEN:
        raise ExprError(f"placeholder names are at most {MAX_CHOSEN} characters, got {len(name)}")
    if raw.__class__ is str and len(_CLEANED) < _CLEANED_MOST:
        _CLEANED[raw] = name
    return name


# each good placeholder text (a str, at most MAX_CHOSEN + 1 characters) -> its name: clean_placeholder_name
_CLEANED: dict[str, str] = {}
_CLEANED_MOST = 4096


def _stem(text: str, default: str) -> str:
    """``text``'s ASCII letters, digits and underscores, cut to MAX_STEM
    (``default`` when none): a text of nothing else is cut without the
    pattern (a regular expression's call costs thousands of instructions)."""
    if text.isascii() and text.replace("_", "a").isalnum():  # (ASCII isalnum: letters and digits only)
        stem = text[:MAX_STEM]
    else:
        stem = re.sub(r"[^A-Za-z0-9_]", "", text)[:MAX_STEM]
    return stem or default


class Placeholders:
    """``reserved_values``: the value placeholders the user chose, which
    generated ones avoid; or a function giving them, called when a generated
    one is first needed (a request whose values are all chosen, or that has
    none, never walks its nodes for them)."""

    def __init__(
        self,
        options: PlaceholderOptions | None = None,
        reserved_values: Iterable[str] | Callable[[], Iterable[str]] | None = None,
    ):
        self.options = options or PlaceholderOptions()
        self.names: dict[str, str] = {}  # "#alias" -> attribute name, in allocation order
        self.values: dict[str, dict] = {}  # ":name" -> DynamoDB JSON, in allocation order
        self._reserved_values = reserved_values

    # set on first use, on the instance (most requests never need them)
    _name_alias: dict[str, str] | None = None  # attribute name -> "#alias"
    _value_of: dict[str, Value] | None = None  # placeholder -> the value it stands for (values' keys)
    _placed: list[tuple[str, Value]]  # (placeholder, value) in the order placed: set with _value_of
    _reserved_set: set[str] | None = None
    _next_suffix: dict[str, int] | None = None  # base -> next number to try
    # canonical value (Value.key) -> its first placeholder, for the first
    # _keyed_count values placed (:meth:`_placeholder_of`): a value's canonical
    # text is written only when a value without a chosen placeholder is looked
    # up among others, or a chosen one is given again
    _value_ph: dict[str, str] | None = None
    _keyed_count = 0  # how many of _value_of's values _value_ph has taken

    @property
    def _reserved(self) -> set[str]:
        if self._reserved_set is None:
            chosen = self._reserved_values() if callable(self._reserved_values) else self._reserved_values
            self._reserved_set = {f":{clean_placeholder_name(r)}" for r in (chosen or ())}
        return self._reserved_set

    # -- names -------------------------------------------------------------
    def name(self, name: str) -> str:
        if not (self.options.alias_all or needs_alias(name)):
            return name
        aliases = self._name_alias
        if aliases is None:
            aliases = self._name_alias = {}
        alias = aliases.get(name)
        if alias is None:
            if self.options.compact:
                alias = f"#n{len(self.names)}"
            else:
                alias = self._free("#" + _stem(name, "n"), self.names)
            aliases[name] = alias
            self.names[alias] = name
        return alias

    # -- values ------------------------------------------------------------
    def value(self, value: Value, hint: str | None = None, chosen: str | None = None) -> str:
        """The placeholder of ``value``: ``chosen`` (the user's, as
        :func:`clean_placeholder_name` gives it: the nodes keep it so), or
        one made from ``hint``, or ``:v0``... in compact style."""
        if chosen is not None:
            ph = ":" + chosen
            if ph not in self.values:
                self._add_value(ph, value)
            elif self._value_of[ph].key != value.key:
                raise ExprError(f"placeholder {ph} already stands for a different value; choose another name")
            return ph
        ph = self._placeholder_of(value) if self.values else None  # (none placed: none stands for it)
        if ph is None:
            if self.options.compact:
                ph = self._free(":v", self.values, numbered=True)
            else:
                ph = self._free(":" + _stem(hint or "", "v"), self.values)
            self._add_value(ph, value)
        return ph

    def _add_value(self, ph: str, value: Value) -> None:
        self.values[ph] = value.ddb
        placed = self._value_of
        if placed is None:
            placed = self._value_of = {}
            self._placed = []
        placed[ph] = value
        self._placed.append((ph, value))

    def _placeholder_of(self, value: Value) -> str | None:
        """The first placeholder placed for a value equal to ``value`` (the
        same canonical text), or None."""
        keyed = self._value_ph
        if keyed is None:
            keyed = self._value_ph = {}
        placed = self._placed
        if self._keyed_count < len(placed):  # values placed since: taken in the order placed, the first one kept
            # (those alone: a walk from the first value placed, on each lookup, made many values quadratic)
            for ph, placed_value in placed[self._keyed_count :]:
                keyed.setdefault(placed_value.key, ph)
            self._keyed_count = len(placed)
        return keyed.get(value.key)

    def _free(self, base: str, taken: dict, numbered: bool = False) -> str:
        reserved = self._reserved if base.startswith(":") else ()
        if not numbered and base not in taken and base not in reserved:
            return base
        suffixes = self._next_suffix
        if suffixes is None:
            suffixes = self._next_suffix = {}
        i = suffixes.get(base, 0 if numbered else 2)
        while f"{base}{i}" in taken or f"{base}{i}" in reserved:
            i += 1
        suffixes[base] = i + 1
        return f"{base}{i}"

    def apply(self, params: dict) -> dict:
        """Add ExpressionAttributeNames/Values to ``params`` when not empty."""
        if self.names:
            params["ExpressionAttributeNames"] = dict(self.names)
        if self.values:
            params["ExpressionAttributeValues"] = dict(self.values)
        return params
