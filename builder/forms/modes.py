"""Switching an expression box between the form and text (text mode,
builder/forms/text.py): the named submit buttons ``text:update``,
``text:act-1-condition`` (form -> text) and ``form:filter`` (text -> form).

The box's part is carried over: to text, the form's part written as an
expression (:func:`builder.expr.state.part_text`, the placeholders named as
the request would name them); to the form, the text parsed and shown in the
form's fields (:func:`~builder.forms.data.state_to_data`). A box whose part
has problems stays as it is, with a message saying why.
"""

from __future__ import annotations

import re

from builder.expr import StateError
from builder.expr.errors import join_location
from builder.expr.state import part_text

from .builder_form import BuilderForm
from .data import state_to_data
from .rows import FormData
from .text import LABELS, TextBox, box_prefix, form_prefixes, text_data
from .tree import Conversion

MODE_ACTION = re.compile(r"(text|form):((?:act-[0-9]{1,6}-)?)(update|condition|key_condition|filter|projection)\Z")
# an operation that shows each part at the top of the form, to read a part into form data
_SHOWN_BY = {
    "update": "UpdateItem",
    "condition": "PutItem",
    "key_condition": "Query",
    "filter": "Scan",
    "projection": "GetItem",
}


def parse_mode_action(action: str) -> tuple[str, str, str] | None:
    """``text:act-1-update`` -> ("text", "act-1-", "update"); None for anything else."""
    m = MODE_ACTION.match(action or "")
    return m.groups() if m else None


def switch_mode(data: dict, action: str) -> tuple[dict, str | None, str]:
    """(the new data, a message when the box cannot switch, the prefix of the
    field to focus) for the mode button ``action``."""
    verb, body_prefix, field = parse_mode_action(action)
    prefix = box_prefix(body_prefix, field)
    in_text = f"{prefix}-expr" in data
    if verb == "text":
        if in_text:
            return data, None, f"{prefix}-expr"
        return _to_text(data, body_prefix, field)
    if not in_text:
        return data, None, ""
    return _to_form(data, body_prefix, field)


def _without(data: dict, body_prefix: str, field: str) -> dict:
    prefixes = form_prefixes(body_prefix, field)
    return {k: v for k, v in data.items() if not k.startswith(prefixes)}


def _to_text(data: dict, body_prefix: str, field: str):
    form = BuilderForm(data)
    state = form.to_state()
    loc = ""
    body = state
    if body_prefix:
        position = next((i for i, a in enumerate(form.actions or ()) if f"{a.prefix}-" == body_prefix), None)
        if position is None:
            return data, None, ""
        rows = "tables" if form.operation == "BatchGetItem" else "actions"
        loc = join_location(rows, position)
        body = state[rows][position]
    part_loc = join_location(loc, field)
    broken = [
        p
        for p in form.conversion.problems
        if p.location == part_loc or p.location.startswith((part_loc + ".", part_loc + "["))
    ]
    try:
        if broken:
            raise StateError(broken)
        text = part_text(field, body.get(field), state.get("placeholders"))
    except StateError as e:
        return (
            data,
            f"The {LABELS[field].lower()} has a problem to fix before it can be written as text: {e.problems[0].message}",
            "",
        )
    prefix = box_prefix(body_prefix, field)
    new = _without(data, body_prefix, field)
    new.update(text_data(prefix, text))
    return new, None, f"{prefix}-expr"


def _to_form(data: dict, body_prefix: str, field: str):
    box = TextBox(FormData(data), body_prefix, field)
    conv = Conversion()
    part, _ = box.to_state("", conv)
    if conv.problems:
        return (
            data,
            f"The {LABELS[field].lower()} has a problem to fix before it can be shown in the form: {conv.problems[0].message}",
            f"{box.prefix}-expr",
        )
    new = _without(data, body_prefix, field)
    if part is not None:
        shown = state_to_data({"operation": _SHOWN_BY[field], field: part})
        own = form_prefixes("", field)[0]
        new.update({body_prefix + k: v for k, v in shown.items() if k.startswith(own)})
    return new, None, body_prefix + form_prefixes("", field)[0]
