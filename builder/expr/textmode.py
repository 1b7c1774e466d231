"""Expressions written as text: a state's ``text`` field (version 3).

A body of a state (the request itself, or one transaction action) may say
that some of its expressions were written as text, and how::

    "text": {"update": {"expression": "ADD #t :one",
                        "names": {"#t": "likeTally"},
                        "values": {":one": {"type": "N", "value": "1"}}}}

The ordinary part (here ``update``) still says what the expression does, and
is what renders; ``text`` keeps the expression as it was written, with its own
names and values tables, so the builder reopens it in text mode exactly as
typed. The loader checks that the two agree (:func:`text_problems`).

- :func:`read_box` reads one box: its expression parsed (DynamoDB's grammar
  and words, :mod:`.parse`) with its names and values, into a node; problems
  are located in the state, and a problem in the expression also says at
  which character it is (:attr:`BoxReading.at`).
- :func:`box_text` is the other way: a node written as text, with the names
  and values it uses (the form's switch from the form to text).
- :func:`uses_text`: whether a state has any text (it then needs version 3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .errors import ExprError, Problem, join_location, name_location
from .kept import KeptWithin
from .limits import MAX_PLACEHOLDER_LENGTH, MAX_TEXT_ENTRIES, TEXT_ENTRIES_WORDS
from .nodes import chosen_placeholders
from .parse import Context, parse_expression
from .placeholders import PlaceholderOptions, Placeholders
from .validate import values_read_current, values_read_once
from .values import Value, ddb_to_state, describe

# state field -> the API parameter it is written as
TEXT_FIELDS = {
    "update": "UpdateExpression",
    "condition": "ConditionExpression",
    "key_condition": "KeyConditionExpression",
    "filter": "FilterExpression",
    "projection": "ProjectionExpression",
}
BOX_FIELDS = ("expression", "names", "values")
NAME_TOKEN = re.compile(r"#[A-Za-z0-9_]+\Z")
VALUE_TOKEN = re.compile(r":[A-Za-z0-9_]+\Z")


@dataclass
class BoxReading:
    """What :func:`read_box` found: the node (None for an empty expression or
    when there are problems), the problems, and the character of the
    expression the first problem is at (None when it is not at one)."""

    node: Any = None
    problems: list[Problem] = field(default_factory=list)
    at: int | None = None


def _tokens(raw: Any, loc: str, what: str, pattern: re.Pattern, example: str, out: list[Problem]) -> dict:
    """A names or values table: an object of at most MAX_TEXT_ENTRIES entries
    whose keys are placeholders (``#n``, ``:v``)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        out.append(Problem(loc, f"an object of {what} expected, got {describe(raw)}"))
        return {}
    if len(raw) > MAX_TEXT_ENTRIES:
        out.append(Problem(loc, f"{TEXT_ENTRIES_WORDS} {MAX_TEXT_ENTRIES} {what} per expression, got {len(raw)}"))
        return {}
    for token in raw:
        if not pattern.match(token) or len(token) > MAX_PLACEHOLDER_LENGTH:
            out.append(
                Problem(
                    join_location(loc, name_location(token)),
                    f"{token!r} is not a placeholder: {example[0]} then letters, digits and _ "
                    f"(like {example}), at most {MAX_PLACEHOLDER_LENGTH} characters",
                )
            )
    return raw


# Each box's reading, while a builder form is read and its state loaded
# (boxes_read_once): the form reads a box to make the body's part from it, and
# the loader reads the same box (the very object) again to check that the two
# agree (text_problems). A 400 KB value in a box was read and parsed twice.
_BOXES = KeptWithin("boxes_read")


def boxes_read_once():
    """Within the block (``with boxes_read_once():``), :func:`read_box` reads
    a box (the same object, for the same field at the same location) once. The
    boxes must not change within the block; a reading is not changed by its
    readers."""
    return _BOXES.block()


def read_box(state_field: str, raw: Any, loc: str) -> BoxReading:
    """Read one box of a ``text`` object (``raw``, at state location ``loc``)
    written for ``state_field`` (``"update"``, ``"filter"``, ...); within
    :func:`boxes_read_once`, each box once."""
    kept = _BOXES.current()
    if kept is not None and isinstance(raw, dict):
        found = kept.get(raw)
        if found is not None and found[0] == state_field and found[1] == loc:
            return found[2]
    with values_read_once():  # each value the box holds is read once, here: the parser takes its Value
        reading = _read_box(state_field, raw, loc)
    if kept is not None and isinstance(raw, dict):
        kept.put(raw, (state_field, loc, reading))
    return reading


def _read_box(state_field: str, raw: Any, loc: str) -> BoxReading:
    out = BoxReading()
    if not isinstance(raw, dict):
        out.problems.append(
            Problem(
                loc,
                f'an object like {{"expression": "...", "names": {{}}, "values": {{}}}} expected, got {describe(raw)}',
            )
        )
        return out
    for k in raw:
        if k not in BOX_FIELDS:
            out.problems.append(
                Problem(join_location(loc, k), f"unknown field {k!r}; expected one of {', '.join(BOX_FIELDS)}")
            )
    text = raw.get("expression", "")
    eloc = join_location(loc, "expression")
    if not isinstance(text, str):
        out.problems.append(Problem(eloc, f"the expression as text expected, got {describe(text)}"))
        return out
    names = _tokens(raw.get("names"), join_location(loc, "names"), "names", NAME_TOKEN, "#name", out.problems)
    raw_values = _tokens(raw.get("values"), join_location(loc, "values"), "values", VALUE_TOKEN, ":value", out.problems)
    values: dict = {}
    read = values_read_current()  # (read_box's block: the parser reads the values as a request's, taking these)
    for token, value in raw_values.items():
        vloc = join_location(join_location(loc, "values"), name_location(token))
        try:
            v = Value.from_state(value, allow_placeholder=False)
        except ExprError as e:
            out.problems.append(Problem(join_location(vloc, e.location), e.message, e.dynamodb))
            continue
        values[token] = v.ddb
        read.put(v.ddb, v)  # (request_value's own answer for it: tests/expr/test_textmode.py)
    for token, name in names.items():
        if not isinstance(name, str) or name == "":
            out.problems.append(
                Problem(
                    join_location(join_location(loc, "names"), name_location(token)),
                    f"{token} must stand for an attribute name, got {describe(name)}",
                )
            )
    if out.problems:
        return out
    if text.strip() == "":
        unused = list(names) + list(values)
        if unused:
            out.problems.append(Problem(eloc, f"no expression uses {', '.join(unused)}; write one, or remove them"))
        return out
    ctx = Context(names, values, base=loc)
    kind = TEXT_FIELDS[state_field]
    try:
        out.node = parse_expression(kind, text, ctx)
    except ExprError as e:
        out.problems.append(Problem(eloc, e.message, e.dynamodb))
        out.at = e.position if e.position is not None else _named_at(text, e.message)
        return out
    for p in ctx.unused():
        table = "names" if p.location.endswith("Names") else "values"
        out.problems.append(Problem(join_location(loc, table), p.message))
    if out.problems:
        out.node = None
    return out


# What a message names at its end, and how to find it in the text.
_NAMED = re.compile(r"(?:attribute name|attribute value|function|reserved keyword|operator or function): ([#:]?\w+)\Z")


def _named_at(text: str, message: str) -> int | None:
    """The character of the placeholder, function or word a parse error names
    at its end (``...; attribute name: #x``), where it first stands in ``text``."""
    m = _NAMED.search(message)
    if m is None:
        return None
    found = re.search(r"(?<![\w#:])" + re.escape(m.group(1)) + r"(?!\w)", text)
    return found.start() if found else None


def text_problems(text: Any, loc: str, fields: tuple, nodes: dict) -> list[Problem]:
    """The problems of a body's ``text`` object at ``loc``: each box read
    (:func:`read_box`), for a field the body has (``fields``), saying what the
    body's own part says (``nodes``: state field -> the node loaded from the
    ordinary part, None when it is empty; absent when it did not load)."""
    if not isinstance(text, dict):
        return [Problem(loc, f"an object of expressions written as text expected, got {describe(text)}")]
    out: list[Problem] = []
    for name, raw in text.items():
        bloc = join_location(loc, name_location(name))
        if name not in TEXT_FIELDS:
            out.append(Problem(bloc, f"unknown field {name!r}; expected one of {', '.join(TEXT_FIELDS)}"))
            continue
        if name not in fields:
            out.append(Problem(bloc, f"there is no {name} here to write as text; remove it"))
            continue
        reading = read_box(name, raw, bloc)
        out += reading.problems
        if reading.problems or name not in nodes:
            continue
        if reading.node != nodes[name]:
            out.append(
                Problem(
                    bloc,
                    f"the expression written as text does not say what {name} says: "
                    f"they must be the same expression (the builder writes both)",
                )
            )
    return out


def box_text(node: Any, options: PlaceholderOptions | None = None) -> dict:
    """A node (an update, condition, key condition or projection) written as
    text: ``{"expression": ..., "names": {...}, "values": {...}}`` with the
    placeholders it uses, named as the request would name them."""
    ph = Placeholders(options, chosen_placeholders([node]))
    expression = node.serialize(ph)
    return {
        "expression": expression,
        "names": dict(ph.names),
        "values": {token: ddb_to_state(ddb) for token, ddb in ph.values.items()},
    }


def uses_text(doc: dict) -> bool:
    """Whether a state (or any of its transaction actions) has a ``text`` (version 3)."""
    if doc.get("text"):
        return True
    return any(isinstance(a, dict) and a.get("text") for a in doc.get("actions") or ())
