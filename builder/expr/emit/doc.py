"""A small Wadler/Prettier-style pretty printer shared by the emitters.

A document is a string (text), a list (concatenation) or a tuple node:

- ``("line", flat)``: a newline plus indentation when its group breaks,
  ``flat`` (usually ``" "`` or ``""``) when the group fits on one line;
- ``("nest", doc)``: ``doc`` indented one more level when it breaks;
- ``("group", doc, force)``: laid out flat when it fits in the remaining
  width (and ``force`` is false), otherwise broken;
- ``("ifbreak", broken, flat)``: text chosen by the enclosing group's mode
  (trailing commas).

Everything is deterministic: the same document always prints the same text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Doc = Any

LINE: Doc = ("line", " ")
SOFTLINE: Doc = ("line", "")

_FLAT, _BREAK = 0, 1


def nest(doc: Doc) -> Doc:
    return ("nest", doc)


def group(doc: Doc, force: bool = False) -> Doc:
    """A group breaks when it does not fit, when ``force`` is set, or when it
    holds a group that is forced to break (a newline inside cannot be flat)."""
    return ("group", doc, force or _holds_forced(doc))


def _holds_forced(doc: Doc) -> bool:
    work = [doc]
    while work:
        d = work.pop()
        if isinstance(d, list):
            work.extend(d)
        elif isinstance(d, tuple):
            if d[0] == "group":
                if d[2]:
                    return True
            elif d[0] == "nest":
                work.append(d[1])
    return False


def ifbreak(broken: str, flat: str = "") -> Doc:
    return ("ifbreak", broken, flat)


def join(sep: Doc, docs: Sequence[Doc]) -> Doc:
    out: list = []
    for i, d in enumerate(docs):
        if i:
            out.append(sep)
        out.append(d)
    return out


def bracket(open_: str, items: Sequence[Doc], close: str, trailing: str = ",", force: bool = False) -> Doc:
    """``open item, item close`` on one line, or one item a line (with a
    trailing separator) when it does not fit."""
    if not items:
        return open_ + close
    return group(
        [open_, nest([SOFTLINE, join([",", LINE], items), ifbreak(trailing)]), SOFTLINE, close],
        force,
    )


def render(doc: Doc, width: int, unit: str = "    ", unit_width: int | None = None, level: int = 0) -> str:
    """Print ``doc`` within ``width`` columns, indenting with ``unit`` per level."""
    uw = len(unit) if unit_width is None else unit_width
    out: list[str] = []
    col = level * uw
    stack: list[tuple[int, int, Doc]] = [(level, _BREAK, doc)]
    while stack:
        lvl, mode, d = stack.pop()
        if isinstance(d, str):
            out.append(d)
            col += len(d)
        elif isinstance(d, list):
            for item in reversed(d):
                stack.append((lvl, mode, item))
        else:
            tag = d[0]
            if tag == "line":
                if mode == _FLAT:
                    out.append(d[1])
                    col += len(d[1])
                else:
                    out.append("\n" + unit * lvl)
                    col = lvl * uw
            elif tag == "nest":
                stack.append((lvl + 1, mode, d[1]))
            elif tag == "group":
                if mode == _FLAT:
                    stack.append((lvl, _FLAT, d[1]))
                else:
                    flat = not d[2] and _fits(width - col, [(lvl, _FLAT, d[1])], stack)
                    stack.append((lvl, _FLAT if flat else _BREAK, d[1]))
            elif tag == "ifbreak":
                text = d[1] if mode == _BREAK else d[2]
                out.append(text)
                col += len(text)
            else:  # pragma: no cover - programming error
                raise ValueError(f"unknown doc node {tag!r}")
    return "".join(out)


_SHORT = 32  # a list this long or shorter is pushed whole in _fits


class _Rest:
    """The items of a long list from ``i`` on, in :func:`_fits`'s work: a long
    list is taken an item at a time, since the walk stops at the width (pushing
    every item of a long list, at each level around it, cost its size times its
    depth)."""

    __slots__ = ("i", "items")

    def __init__(self, items: list, i: int):
        self.items = items
        self.i = i


def _fits(remaining: int, head: list, rest: list) -> bool:
    """Does ``head`` (flat) plus whatever follows it up to the next line break fit?"""
    work = list(reversed(head))
    rest_index = len(rest) - 1
    while remaining >= 0:
        if not work:
            if rest_index < 0:
                return True
            work.append(rest[rest_index])
            rest_index -= 1
        lvl, mode, d = work.pop()
        if isinstance(d, str):
            remaining -= len(d)
        elif isinstance(d, list):
            if len(d) <= _SHORT:
                for item in reversed(d):
                    work.append((lvl, mode, item))
            else:
                work.append((lvl, mode, _Rest(d, 0)))
        elif type(d) is _Rest:
            items, i = d.items, d.i
            if i + 1 < len(items):
                work.append((lvl, mode, _Rest(items, i + 1)))
            work.append((lvl, mode, items[i]))
        else:
            tag = d[0]
            if tag == "line":
                if mode == _BREAK:
                    return True
                remaining -= len(d[1])
            elif tag == "nest":
                work.append((lvl + 1, mode, d[1]))
            elif tag == "group":
                work.append((lvl, _BREAK if d[2] else mode, d[1]))
            elif tag == "ifbreak":
                remaining -= len(d[1] if mode == _BREAK else d[2])
    return False
