"""The builder's flat form data: from a POST, and from a builder state (links,
recipes, snippets, a pasted request, a posted state).

``load_data(state)`` is how a state gets into the builder: it migrates and
validates the state, turns it into form data, and raises one error type,
:class:`LoadError`, for anything that is not a builder state the form can
show. ``state_to_data(state)`` is its last step, the inverse of reading the
form, for a state known to be valid.
"""

from __future__ import annotations

import json
from typing import Any

from builder.expr import StateError, load_state, migrate
from builder.expr.errors import ExprError, Problem, ProblemsError, first_text, join_location, name_location
from builder.expr.paths import Path, parse_path

from .builder_form import TOO_DEEP, BuilderForm
from .choices import COMPARE_OPS
from .limits import MAX_FORM_FIELDS, MAX_NESTING, STATE_MAX_DEPTH
from .rows import deepest
from .text import text_to_data
from .values import value_text

SHOWN_PROBLEMS = 5  # a LoadError's message names this many problems, then counts the rest
NUL_IN_FORM = (
    "holds the character U+0000 (NUL), which a browser's form cannot hold (it sends U+FFFD back in its "
    "place): the builder cannot edit this request; /api/check, /api/simulate and ddb take it as it is"
)


CR_IN_FORM = (
    "holds a carriage return (U+000D), which a browser's form cannot hold (it sends a line break, U+000A, in its "
    "place): the builder cannot edit this request; /api/check, /api/simulate and ddb take it as it is"
)
LINE_BREAK_IN_FIELD = (
    "holds a line break, which the builder's one-line field for it cannot hold (a browser drops it): the builder "
    "cannot edit this request; /api/check, /api/simulate and ddb take it as it is"
)
# the fields a browser shows as a textarea, which holds a line break (a value, a projection, an expression as text)
MULTI_LINE_FIELDS = ("-value", "-proj", "-expr")


def _holds_nul(text: str) -> bool:
    return "\x00" in text


def _holds_cr(text: str) -> bool:
    return "\r" in text


def form_cannot_hold(text: str, one_line: bool = True) -> str | None:
    """What in ``text`` a browser's form field would send back changed (the
    character U+0000, a carriage return, a line break in a ``one_line`` field),
    or None."""
    if "\x00" in text:
        return "the character U+0000 (NUL)"
    if "\r" in text:
        return "a carriage return (U+000D)"
    if one_line and "\n" in text:
        return "a line break"
    return None


def _line_break_problem(data: dict, state: Any) -> Problem | None:
    """The first text of ``data`` a browser's form would send back changed by
    its line breaks, located in ``state``, or None: a carriage return in any
    field (the page's HTML reads it as a line break), a line break in a
    one-line field (an input drops it)."""
    for name, text in data.items():
        if text.__class__ is not str:
            continue
        if "\r" in text:
            return Problem(first_text(state, _holds_cr) or "", CR_IN_FORM)
        if "\n" in text and not name.endswith(MULTI_LINE_FIELDS):
            where = first_text(state, text.__eq__) or first_text(state, lambda t: "\n" in t) or ""
            return Problem(where, LINE_BREAK_IN_FIELD)
    return None


class LoadError(ProblemsError):
    """A state the builder cannot open: not a builder state, not valid, or
    nested deeper than the form shows. ``problems`` are located in the state;
    ``str()`` is one line for the person who opened it."""

    def __str__(self) -> str:
        shown = "; ".join(str(p) for p in self.problems[:SHOWN_PROBLEMS])
        more = len(self.problems) - SHOWN_PROBLEMS
        return shown + (f" (and {more} more)" if more > 0 else "")


def load_data(state: Any, *, for_browser: bool = True) -> dict:
    """A builder state (any supported version; any JSON value, e.g. decoded from
    a link or a stored snippet) -> the flat form data that shows it.

    Raises :class:`LoadError` when ``state`` nests deeper than
    :data:`STATE_MAX_DEPTH`, is not a builder state of a version this builder
    knows, does not load (the core's located problems), or needs more fields
    than a form holds (:data:`MAX_FORM_FIELDS`) or holds conditions and
    operands nested deeper than the form shows (:data:`MAX_NESTING`). Any other
    exception is a bug. ``for_browser=False``: the data stays on the server (a
    snippet's state posted to /run is run from it), so a text a browser's form
    would change (a NUL, a carriage return, a line break in a one-line field)
    is taken as it is."""
    where = _deeper_than(state, STATE_MAX_DEPTH)
    if where is not None:
        raise LoadError([Problem(where, f"nested more than {STATE_MAX_DEPTH} levels deep")])
    try:
        state = migrate(state)
        load_state(state)
    except StateError as e:
        raise LoadError(e.problems) from None
    data = state_to_data(state)
    if for_browser:
        _check_browser_can_hold(data, state)
    if len(data) > MAX_FORM_FIELDS:
        raise LoadError(
            [Problem("", f"this request needs {len(data):,} fields, and the builder holds at most {MAX_FORM_FIELDS:,}")]
        )
    if deepest(data)[0] > MAX_NESTING:
        form = BuilderForm(data)
        form.to_state()
        raise LoadError([p for p in form.conversion.problems if p.message == TOO_DEEP])
    return data


def load_data_as_shown(state: Any) -> tuple[dict, bool]:
    """:func:`load_data` of a state the builder itself saved (a snippet): a
    carriage return, which a browser's form reads as a line break, is read
    so, and said: ``(data, True)`` when one was. A page saved without
    JavaScript stored each line break of a box as CR LF, so such a snippet
    held what the person saw as LF; refusing it would shut them out of their
    own request (its history keeps the text as it was)."""
    try:
        return load_data(state), False
    except LoadError as e:
        if not any(p.message == CR_IN_FORM for p in e.problems):
            raise
    return load_data(_line_breaks_as_shown(state)), True


def _line_breaks_as_shown(obj: Any) -> Any:
    """``obj`` (JSON, nesting already measured) with each CR LF and lone CR in its texts and names as LF."""
    if obj.__class__ is str:
        return obj.replace("\r\n", "\n").replace("\r", "\n") if "\r" in obj else obj
    if obj.__class__ is list:
        return [_line_breaks_as_shown(x) for x in obj]
    if obj.__class__ is dict:
        return {_line_breaks_as_shown(k): _line_breaks_as_shown(v) for k, v in obj.items()}
    return obj


def _check_browser_can_hold(data: dict, state: Any) -> None:
    """Raise :class:`LoadError` for a text of ``data`` a browser's form would
    send back changed: a NUL, a carriage return, a line break in a one-line field."""
    if any("\x00" in v for v in data.values() if v.__class__ is str):  # (a list or map value is JSON text: \u0000)
        where = first_text(state, _holds_nul) or ""
        raise LoadError([Problem(where, NUL_IN_FORM)])
    broken = _line_break_problem(data, state)
    if broken is not None:
        raise LoadError([broken])


def _deeper_than(doc: Any, limit: int) -> str | None:
    """The location of the first list or object in ``doc`` nested deeper than
    ``limit`` (the outermost is level 1), or None. No recursion."""
    stack: list[tuple[Any, int, tuple | None]] = [(doc, 1, None)]  # (node, depth, (parent entry, key))
    while stack:
        entry = stack.pop()
        node, depth, _ = entry
        if isinstance(node, dict):
            items = node.items()
        elif isinstance(node, list):
            items = enumerate(node)
        else:
            continue
        if depth > limit:
            return _location(entry)
        stack.extend((v, depth + 1, (entry, k)) for k, v in items)
    return None


def _location(entry) -> str:
    """The location of a :func:`_deeper_than` stack entry (built only for the one reported)."""
    keys = []
    while entry[2] is not None:
        entry, key = entry[2]
        keys.append(key)
    loc = ""
    for key in reversed(keys):
        loc = join_location(loc, key if isinstance(key, int) else name_location(str(key)))
    return loc


def state_to_data(state: dict) -> dict:
    """The flat form data that renders ``state`` (a valid, migrated state)."""
    d: dict = {"op": state.get("operation", "UpdateItem")}
    if state.get("table"):
        d["table"] = state["table"]
    _body_to_data(state, "", d)
    kc = state.get("key_condition")
    if kc:
        part = kc.get("partition") or {}
        d["kc-pname"] = part.get("name", "")
        _value_to_data(part.get("value") or {"type": "S", "value": ""}, "kc-p", d)
        sort = kc.get("sort")
        if sort:
            d["kc-sname"] = sort.get("name", "")
            d["kc-sop"] = (
                sort.get("op", "=").lower()
                if sort.get("op", "").lower() in ("between", "begins_with")
                else sort.get("op", "=")
            )
            _value_to_data(sort.get("value") or {"type": "S", "value": ""}, "kc-s", d)
            if sort.get("high"):
                _value_to_data(sort["high"], "kc-h", d)
    if state.get("filter"):
        _condition_to_data(state["filter"], "filter", d)
    text_to_data(state, "", d)  # the boxes written as text (builder/forms/text.py)
    for i, t in enumerate(state.get("tables") or ()):  # BatchGetItem: a row per table
        p = f"act-{i}"
        d[f"{p}-type"] = "Get"
        d[f"{p}-table"] = t.get("table", "")
        for j, key in enumerate(t.get("keys") or ()):
            _attributes_to_data(key, f"{p}-keys-{j}-key", d)
        if isinstance(t.get("consistent_read"), bool):
            d[f"{p}-consistent"] = "true" if t["consistent_read"] else "false"
        _body_to_data({"projection": t.get("projection")}, f"{p}-", d)
        text_to_data(t, f"{p}-", d)
    for i, a in enumerate(state.get("actions") or ()):
        p = f"act-{i}"
        d[f"{p}-type"] = a.get("type", "Put")
        d[f"{p}-table"] = a.get("table", "")
        if a.get("return_values_on_condition_check_failure"):
            d[f"{p}-rvoccf"] = a["return_values_on_condition_check_failure"]
        _body_to_data(a, f"{p}-", d)
        text_to_data(a, f"{p}-", d)
    if state.get("client_request_token"):
        d["token"] = state["client_request_token"]
    for name, value in (state.get("options") or {}).items():
        if name == "exclusive_start_key":
            _attributes_to_data(value, "esk", d)
        elif isinstance(value, bool):
            d[f"opt-{name}"] = "true" if value else "false"
        else:
            d[f"opt-{name}"] = str(value)
    ph = state.get("placeholders") or {}
    d["ph_names"] = ph.get("names", "auto")
    d["ph_style"] = ph.get("style", "readable")
    return d


def _body_to_data(body: dict, p: str, d: dict) -> None:
    if body.get("key"):
        _attributes_to_data(body["key"], f"{p}key", d)
    if body.get("item"):
        _attributes_to_data(body["item"], f"{p}item", d)
    for i, u in enumerate(body.get("update") or ()):
        up = f"{p}upd-{i}"
        d[f"{up}-action"] = u.get("action", "SET")
        d[f"{up}-path"] = _path_text(u.get("path", ""))
        if "value" in u:
            if u.get("action") == "SET":
                _operand_to_data(u["value"], f"{up}-v", d)
            else:
                _value_to_data(u["value"], f"{up}-v", d)
                d[f"{up}-v-kind"] = "value"
    if body.get("condition"):
        _condition_to_data(body["condition"], f"{p}cond", d)
    if body.get("projection"):
        d[f"{p}proj-proj"] = "\n".join(_path_text(x) for x in body["projection"])


def _attributes_to_data(attrs: dict, prefix: str, d: dict) -> None:
    for i, (name, v) in enumerate(attrs.items()):
        d[f"{prefix}-{i}-name"] = name
        _value_to_data(v, f"{prefix}-{i}", d)


def _path_text(path) -> str:
    """A state path (text or segments) in the form's canonical text syntax."""
    try:
        return (Path(tuple(path)) if isinstance(path, list) else parse_path(path)).text()
    except (ExprError, TypeError):
        return path if isinstance(path, str) else json.dumps(path)  # shown as typed: the core reports it


def _value_to_data(v: dict, prefix: str, d: dict) -> None:
    d[f"{prefix}-type"] = v.get("type", "S")
    d[f"{prefix}-value"] = value_text(v)
    if v.get("placeholder"):
        d[f"{prefix}-ph"] = v["placeholder"]


def _operand_to_data(o: dict, prefix: str, d: dict) -> None:
    if "type" in o:
        d[f"{prefix}-kind"] = "value"
        _value_to_data(o, prefix, d)
        return
    ((kind, body),) = o.items()
    d[f"{prefix}-kind"] = kind
    if kind == "size" and isinstance(body, dict):  # the size of a value (state version 2)
        d[f"{prefix}-kind"] = "size_value"
        _value_to_data(body, prefix, d)
    elif kind in ("path", "size"):
        d[f"{prefix}-path"] = _path_text(body)
    elif kind == "if_not_exists":
        d[f"{prefix}-path"] = _path_text(body[0])
        _operand_to_data(body[1], f"{prefix}-a", d)
    else:
        _operand_to_data(body[0], f"{prefix}-a", d)
        _operand_to_data(body[1], f"{prefix}-b", d)


def _condition_to_data(c: dict, prefix: str, d: dict) -> None:
    op = c.get("op", "")
    op = op.lower() if isinstance(op, str) and op.lower() in ("and", "or", "not", "between", "in") else op
    if op == "not":
        inner = c.get("condition") or {}
        if inner.get("op", "").lower() == "not":
            # NOT NOT x: a negated one-member group holding NOT x
            d[f"{prefix}-negate"] = "on"
            d[f"{prefix}-op"] = "and"
            _condition_to_data(inner, f"{prefix}-0", d)
            return
        _condition_to_data(inner, prefix, d)
        d[f"{prefix}-negate"] = "on"
        return
    d[f"{prefix}-op"] = op
    if op in ("and", "or"):
        for i, child in enumerate(c.get("conditions") or ()):
            _condition_to_data(child, f"{prefix}-{i}", d)
    elif op in dict(COMPARE_OPS):
        _operand_to_data(c["left"], f"{prefix}-l", d)
        _operand_to_data(c["right"], f"{prefix}-r", d)
    elif op == "between":
        _operand_to_data(c["operand"], f"{prefix}-l", d)
        _operand_to_data(c["low"], f"{prefix}-lo", d)
        _operand_to_data(c["high"], f"{prefix}-hi", d)
    elif op == "in":
        _operand_to_data(c["operand"], f"{prefix}-l", d)
        for i, v in enumerate(c.get("values") or ()):
            _operand_to_data(v, f"{prefix}-in-{i}", d)
    elif op in ("attribute_exists", "attribute_not_exists"):
        d[f"{prefix}-path"] = _path_text(c.get("path", ""))
    else:  # a function whose first argument is a path or (version 2) any operand
        _operand_to_data(c["operand"] if "operand" in c else {"path": c.get("path", "")}, f"{prefix}-l", d)
        if op == "attribute_type":
            d[f"{prefix}-atype"] = c.get("type", "S")
            if c.get("placeholder"):
                d[f"{prefix}-ph"] = c["placeholder"]
        elif op in ("begins_with", "contains"):
            _operand_to_data(c["value"], f"{prefix}-r", d)


def data_from_post(post) -> dict:
    """QueryDict -> plain dict of the builder's fields (last value wins); a
    textarea's line break, which a browser's form sends as CRLF (htmx as LF),
    read as the LF it shows."""
    skip = {"csrfmiddlewaretoken", "_action", "paste-text", "paste-op"}
    data = {k: post.get(k, "") for k in post if k not in skip}
    for k, v in data.items():
        if "\r\n" in v:
            data[k] = v.replace("\r\n", "\n")
    return data
