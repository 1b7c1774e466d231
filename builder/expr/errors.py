"""Errors raised by the core.

A constructor that meets bad input raises :class:`ExprError` with one message
(and optionally a location relative to the thing being built). Loading a whole
builder state collects every problem into one :class:`StateError`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import field
from functools import lru_cache

from .jsontext import all_text_encodes
from .record import frozen


@frozen
class Problem:
    """One thing wrong with a state: where it is and what to do about it.

    ``dynamodb``, when set, is DynamoDB's own message for the problem where it
    says something the core's message does not (the simulator answers with it)."""

    location: str
    message: str
    dynamodb: str | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        return f"{self.location}: {self.message}" if self.location else self.message


class ExprError(ValueError):
    """A single problem found while building a node.

    ``location`` is relative (``"[2]"``, ``"low"``); callers that know where the
    node sits in the state prefix it with :func:`join_location`.
    """

    def __init__(
        self,
        message: str,
        location: str = "",
        dynamodb: str | None = None,
        usage_known: bool = False,
        position: int | None = None,
        after_usage: bool = False,
    ):
        super().__init__(message)
        self.message = message
        self.location = location
        self.dynamodb = dynamodb  # DynamoDB's own words, when they differ (see Problem)
        self.usage_known = usage_known  # (parser) the expression's placeholders were all seen despite the error
        self.position = position  # (parser) the character of the expression a syntax error is at, when known
        # (parser) a key condition read whole but not one DynamoDB takes: it reports the
        # other expressions' problems and unused placeholders first
        self.after_usage = after_usage

    def __str__(self) -> str:
        return f"{self.location}: {self.message}" if self.location else self.message


class ProblemsError(ValueError):
    """Every problem found in a document, each with its location."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    def by_location(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for p in self.problems:
            out.setdefault(p.location, []).append(p.message)
        return out


class StateError(ProblemsError):
    """Every problem found in a builder state, each located in the state."""


@lru_cache(maxsize=4096, typed=True)  # the loader locates every part it reads (issue 13)
def join_location(base: str, sub: str | int) -> str:
    """``join_location("actions[1]", "key")`` -> ``"actions[1].key"``;
    integers and bracketed parts attach without a dot."""
    if type(sub) is str:  # the common case first (the loader locates every part it reads)
        if not sub:
            return base
        if not base:
            return sub
        return base + sub if sub[0] == "[" else base + "." + sub
    if isinstance(sub, int):
        return f"{base}[{sub}]"
    if not sub:
        return base
    if not base:
        return sub
    if sub.startswith("["):
        return base + sub
    return f"{base}.{sub}"


@lru_cache(maxsize=1024)  # a list's locations asked once, not once an item (issue 13)
def item_locations(base: str, count: int) -> tuple[str, ...]:
    """``join_location(base, i)`` for each ``i`` below ``count``: where the
    items of a list of ``count`` are (``actions[0]``...). The same lists'
    locations come back in every render."""
    return tuple([f"{base}[{i}]" for i in range(count)])  # (join_location's way for an int, without a call each)


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def name_location(name: str) -> str:
    """How an attribute or map-key name appears in a location: ``likeTally``,
    or ``["first.name"]`` when it is not a plain identifier."""
    return name if _IDENTIFIER.match(name) else f"[{json.dumps(name, ensure_ascii=False)}]"


# one part of a location: a list index, a quoted map key, or a plain name
_LOCATION_PART = re.compile(r'\[(?:[0-9]+|"(?:[^"\\]|\\.)*")\]|[^.\[]+')


def value_member_path(location: str) -> str:
    """The members a location inside a typed value passes through, written as
    a path: ``value["list"].value[3].value`` -> ``.list[3]``, ``value[""]``
    -> ``[""]`` (the value's own parts, ``value`` and ``type``, stand at every
    other place, so a map key named ``value`` is kept); "" for the value itself."""
    parts = _LOCATION_PART.findall(location)
    members = parts[1::2]
    return "".join(m if m[0] == "[" else "." + m for m in members)


def lone_surrogate(obj, location: str = "") -> str | None:
    """The location of the first text (a value or an object key) in a JSON
    document holding a lone UTF-16 surrogate (``"\\ud800"`` in JSON): it is
    not Unicode text and cannot be sent. None when there is none. No
    recursion; the location is worked out only for the text found."""
    if all_text_encodes(obj):  # the common case, at the speed of the JSON encoder
        return None
    return first_text(obj, _has_lone_surrogate, location)


def first_text(obj, bad: Callable[[str], bool], location: str = "") -> str | None:
    """The location of the first text (a value or an object key) in a JSON
    document for which ``bad`` holds, or None. No recursion; the location is
    worked out only for the text found (a bad key is written ``[key]``)."""
    # (node, parent entry, key in the parent, the key itself is the bad text)
    stack: list = [(obj, None, None, False)]
    while stack:
        entry = stack.pop()
        node = entry[0]
        if isinstance(node, str):
            if bad(node):
                return _location_of(entry, location, bad)
        elif isinstance(node, dict):
            members = list(node.items())
            for k, _ in reversed(members):
                if isinstance(k, str) and bad(k):
                    return _location_of((None, entry, k, True), location, bad)
            stack.extend((v, entry, k, False) for k, v in reversed(members))
        elif isinstance(node, list):
            stack.extend((v, entry, i, False) for i, v in reversed(list(enumerate(node))))
    return None


def _location_of(entry: tuple, location: str, bad: Callable[[str], bool]) -> str:
    keys = []
    while entry[1] is not None:
        keys.append((entry[2], entry[3]))
        entry = entry[1]
    loc = location
    for k, bad_key in reversed(keys):
        if isinstance(k, int):
            loc = join_location(loc, k)
        elif bad_key or not isinstance(k, str) or bad(k):
            loc = join_location(loc, "[key]")
        else:
            loc = join_location(loc, name_location(k))
    return loc or "(document)"


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


LONE_SURROGATE = "holds a lone UTF-16 surrogate (such as \\ud800), which is not Unicode text"
