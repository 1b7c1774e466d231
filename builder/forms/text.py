"""Text mode: an expression box (update, condition, key condition, filter,
projection; a transaction action's update, condition, projection) written as
DynamoDB expression text, with its own names and values tables.

A box is in text mode when the data has its expression field,
``{body prefix}tx-{field}-expr`` (``tx-update-expr``, ``act-1-tx-condition-expr``);
its tables are the rows ``tx-update-names-{i}-token/-name`` and
``tx-update-values-{i}-token/-type/-value``. The box's form fields are then
not read: the text is parsed by the core (:func:`builder.expr.textmode.read_box`)
into the ordinary state part, and kept as written in the state's ``text``
(docs/state.md, "Expressions written as text"). A problem in the expression
is placed at its character (:attr:`TextBox.mark`).

- :class:`TextBoxes`: the boxes of one body that are in text mode (a dict,
  field -> :class:`TextBox`), with ``to_state``.
- :func:`text_to_data`: a state body's ``text`` -> the form data showing it.
- :func:`box_prefix`, :func:`form_prefixes`: where a box's fields are.

Switching a box between the form and text is :mod:`builder.forms.modes`.
"""

from __future__ import annotations

from builder.expr.errors import Problem, join_location, name_location
from builder.expr.limits import MAX_PATHS_WRITTEN, MAX_PLACEHOLDER_LENGTH, paths_written_message
from builder.expr.nodes import written_length
from builder.expr.state import node_state
from builder.expr.textmode import NAME_TOKEN, TEXT_FIELDS, VALUE_TOKEN, read_box

from .nodes import NAME_ATTRS, NodeForm, ValueFields, text_field
from .rows import row_indexes
from .tree import read_value
from .values import value_text

LABELS = {
    "update": "Update expression",
    "condition": "Condition expression",
    "key_condition": "Key condition",
    "filter": "Filter expression",
    "projection": "Projection",
}
# Where each box's form fields are, after the body's prefix (dropped when it becomes text).
FORM_PREFIXES = {
    "update": "upd-",
    "condition": "cond-",
    "key_condition": "kc-",
    "filter": "filter-",
    "projection": "proj-",
}


def box_prefix(body_prefix: str, field: str) -> str:
    """``tx-update`` for the request's update, ``act-1-tx-condition`` for action 2's condition."""
    return f"{body_prefix}tx-{field}"


def form_prefixes(body_prefix: str, field: str) -> tuple[str, ...]:
    """The prefixes of a box's form fields (and of its text fields)."""
    return (body_prefix + FORM_PREFIXES[field], box_prefix(body_prefix, field) + "-")


class ExpressionForm(NodeForm):
    expr = text_field("Expression", textarea=True, **NAME_ATTRS)

    def __init__(self, data, prefix, label: str, **kwargs):
        super().__init__(data, prefix, **kwargs)
        self.fields["expr"].label = label
        name = self.add_prefix("expr")
        # the message, then the expression with the problem's character marked (_text_mode.html#mark)
        self.fields["expr"].widget.attrs.update({"rows": 3, "aria-describedby": f"e-{name} m-{name}"})


class NameRowForm(NodeForm):
    token = text_field("Placeholder", placeholder="#name", **NAME_ATTRS, size=10)
    name = text_field("Attribute name", placeholder="attribute name", **NAME_ATTRS)


class ValueRowForm(ValueFields):
    token = text_field("Placeholder", placeholder=":value", **NAME_ATTRS, size=10)

    field_order = ["token", "type", "value"]

    def __init__(self, data, prefix, **kwargs):
        super().__init__(data, prefix, **kwargs)
        del self.fields["ph"]


class TextBox:
    """One box in text mode: the expression, its names and values rows."""

    def __init__(self, data, body_prefix: str, field: str):
        self.field = field
        self.body_prefix = body_prefix
        self.prefix = box_prefix(body_prefix, field)
        self.label = LABELS[field]
        self.form = ExpressionForm(data, self.prefix, f"{self.label} (text)")
        self.names = [NameRowForm(data, f"{self.prefix}-names-{i}") for i in row_indexes(data, f"{self.prefix}-names")]
        self.values = [
            ValueRowForm(data, f"{self.prefix}-values-{i}") for i in row_indexes(data, f"{self.prefix}-values")
        ]
        self.at: int | None = None  # the character a problem of the expression is at, once read
        self.dynamodb: str | None = None  # DynamoDB's words for the problem, where they differ from the message

    @property
    def takes_values(self) -> bool:
        return self.field != "projection"  # a ProjectionExpression has names only

    def forms(self) -> list:
        return [self.form, *self.names, *self.values]

    @property
    def mark(self) -> dict | None:
        """The expression cut at the character its problem is at: before, the
        character (a space past the end), after; None when there is none."""
        if self.at is None:
            return None
        text = self.form.raw("expr")
        at = min(max(self.at, 0), len(text))
        return {"before": text[:at], "at": text[at : at + 1] or " ", "after": text[at + 1 :], "end": at >= len(text)}

    def _rows(self, rows, table: str, tloc: str, conv, pattern, example: str, read) -> dict:
        out: dict = {}
        first: dict = {}
        tab_loc = join_location(tloc, table)
        conv.at(tab_loc, self.form, "expr")  # unused entries, too many: said beside the expression
        for i, row in enumerate(rows, start=1):
            token = row.raw("token").strip()
            if not token and not any(row.raw(f).strip() for f in ("name", "value") if f in row.fields):
                continue  # an untouched blank row
            if not token:
                conv.problem(join_location(tab_loc, f"(row {i})"), row, "token", f"a placeholder ({example}) needed")
                continue
            rloc = join_location(tab_loc, name_location(token))
            if not pattern.match(token) or len(token) > MAX_PLACEHOLDER_LENGTH:
                conv.problem(
                    rloc,
                    row,
                    "token",
                    f"{token!r} is not a placeholder: {example[0]} then letters, digits and _ "
                    f"(at most {MAX_PLACEHOLDER_LENGTH} characters)",
                )
                continue
            if token in first:
                conv.problem(rloc, row, "token", f"{token} is already row {first[token]}: placeholders must be unique")
                continue
            first[token] = i
            out[token] = read(row, rloc)
        return out

    def to_state(self, loc: str, conv) -> tuple:
        """(the state part, the text box) read from the fields; (None, None)
        when there are problems (each placed beside its field)."""
        tloc = join_location(join_location(loc, "text"), self.field)
        conv.at(tloc, self.form, "expr")
        conv.at(join_location(tloc, "expression"), self.form, "expr")
        conv.at(join_location(loc, self.field), self.form, "expr")  # the part's problems (overlapping paths ...)
        before = len(conv.problems)

        def read_name(row, rloc):
            conv.at(rloc, row, "name")
            return row.raw("name")

        def read_val(row, rloc):
            return read_value(row, rloc, conv)

        names = self._rows(self.names, "names", tloc, conv, NAME_TOKEN, "#name", read_name)
        values = self._rows(self.values, "values", tloc, conv, VALUE_TOKEN, ":value", read_val)
        # a browser posts a textarea's line breaks as CRLF: kept as the LF it shows (both are DynamoDB whitespace)
        text: dict = {"expression": self.form.raw("expr").replace("\r\n", "\n")}
        if names:
            text["names"] = names
        if values:
            text["values"] = values
        if len(conv.problems) > before:
            return None, None
        reading = read_box(self.field, text, tloc)
        if reading.problems:
            self.at = reading.at
            self.dynamodb = next((p.dynamodb for p in reading.problems if p.dynamodb and p.dynamodb != p.message), None)
            for p in reading.problems:
                conv.problems.append(Problem(p.location, p.message, p.dynamodb))
            return None, None
        if reading.node is None:
            return None, text
        conv.paths_written += written_length(reading.node)  # the part writes each path whole: the bound first
        if conv.paths_written > MAX_PATHS_WRITTEN:
            conv.problems.append(Problem(join_location(tloc, "expression"), paths_written_message(conv.paths_written)))
            return None, None
        return node_state(TEXT_FIELDS[self.field], reading.node), text


class TextBoxes(dict):
    """The boxes of one body (prefix ``body_prefix``) in text mode, among
    ``fields``: field -> :class:`TextBox`. Templates read ``body.text.update``."""

    def __init__(self, data, body_prefix: str, fields):
        super().__init__()
        for field in fields:
            if field in FORM_PREFIXES and f"{box_prefix(body_prefix, field)}-expr" in data:
                self[field] = TextBox(data, body_prefix, field)

    def forms(self) -> list:
        return [f for box in self.values() for f in box.forms()]

    def to_state(self, loc: str, conv, out: dict) -> None:
        """Put each box's part (or nothing, when it has problems or is empty)
        and its text into the body ``out`` at state location ``loc``."""
        for field, box in self.items():
            part, text = box.to_state(loc, conv)
            out.pop(field, None)
            if part is not None:
                out[field] = part
            if text is not None:
                out.setdefault("text", {})[field] = text


def text_data(prefix: str, text: dict) -> dict:
    """A text box (``{"expression": ..., "names": ..., "values": ...}``) ->
    the form data of the box at ``prefix`` (:func:`box_prefix`)."""
    d = {f"{prefix}-expr": text.get("expression", "")}
    for i, (token, name) in enumerate((text.get("names") or {}).items()):
        d[f"{prefix}-names-{i}-token"] = token
        d[f"{prefix}-names-{i}-name"] = name
    for i, (token, value) in enumerate((text.get("values") or {}).items()):
        d[f"{prefix}-values-{i}-token"] = token
        d[f"{prefix}-values-{i}-type"] = value.get("type", "S")
        d[f"{prefix}-values-{i}-value"] = value_text(value)
    return d


def text_to_data(body: dict, body_prefix: str, d: dict) -> None:
    """Show the boxes a state body (the request, or one transaction action)
    wrote as text in text mode: their form fields out of ``d``, their text in."""
    for field, text in (body.get("text") or {}).items():
        if field not in FORM_PREFIXES or not isinstance(text, dict):
            continue
        prefixes = form_prefixes(body_prefix, field)
        for k in [k for k in d if k.startswith(prefixes)]:
            del d[k]
        d.update(text_data(box_prefix(body_prefix, field), text))
