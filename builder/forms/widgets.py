"""The builder's widgets, rendered in Python instead of through Django's widget
templates (issue 13: a builder page has ~40 inputs, and each template render
with its ``attrs.html``/option includes cost more than the rest of the field).

Each class keeps its Django parent's behaviour up to the template: the context
(``get_context``: attrs, formatted value, options and ``selected``) is Django's
own; only the final step, turning that context into HTML, is done here, byte for
byte as Django's templates write it (``django/forms/widgets/input.html``,
``textarea.html``, ``select.html``, ``select_option.html``, ``attrs.html``),
escaping each value as the template engine's autoescape does
(``conditional_escape``). tests/web/test_fast_widgets.py pins the equality.
"""

from __future__ import annotations

import copy
import html

from django import forms
from django.utils.functional import Promise
from django.utils.safestring import mark_safe


def _esc(value) -> str:
    """``conditional_escape`` without its lazy-text wrapper (a tenth of a page's
    time): a safe string as it is, anything else through ``html.escape``."""
    if type(value) is str:  # most values: plain text, neither lazy nor safe
        return html.escape(value)
    if isinstance(value, Promise):
        value = str(value)
    if hasattr(value, "__html__"):
        return value.__html__()
    return html.escape(str(value))


escape_html = _esc  # the same escaping for the field tag (builder/templatetags/field_tags.py)


def escape_text(value: str) -> str:
    """Text for an element's content (``<code>...</code>``, never an
    attribute): ``&``, ``<`` and ``>`` escaped, quotes as they are. A request's
    JSON is mostly quotes: escaped as ``&quot;`` they made a preview of 2.4 MB
    of values 38 MB of HTML."""
    return html.escape(value, quote=False)


def render_attrs(attrs: dict) -> str:
    """``attrs.html``: `` name="value"`` each, a bare `` name`` for True, nothing for False."""
    out = []
    for name, value in attrs.items():
        if value is False:
            continue
        if value is True:
            out.append(f" {_esc(name)}")
        else:
            out.append(f' {_esc(name)}="{_esc(str(value))}"')
    return "".join(out)


def _string(value) -> str:
    """``value|stringformat:'s'`` then autoescape: a safe string stays as it is."""
    return _esc(value if hasattr(value, "__html__") else str(value))


def _input(widget: dict) -> str:
    value = "" if widget["value"] is None else f' value="{_string(widget["value"])}"'
    return f'<input type="{_esc(widget["type"])}" name="{_esc(widget["name"])}"{value}{render_attrs(widget["attrs"])}>'


class FastInputMixin:
    """For an ``<input>`` widget (text, checkbox): ``input.html`` in Python."""

    def render(self, name, value, attrs=None, renderer=None):
        return mark_safe(_input(self.get_context(name, value, attrs)["widget"]))


class TextInput(FastInputMixin, forms.TextInput):
    pass


class CheckboxInput(FastInputMixin, forms.CheckboxInput):
    pass


class Textarea(forms.Textarea):
    """``textarea.html``: the newline after the opening tag is Django's (a browser drops it)."""

    def render(self, name, value, attrs=None, renderer=None):
        w = self.get_context(name, value, attrs)["widget"]
        text = _esc(w["value"]) if w["value"] else ""
        return mark_safe(f'<textarea name="{_esc(w["name"])}"{render_attrs(w["attrs"])}>\n{text}</textarea>')


def _option(option: dict) -> str:
    return f'<option value="{_string(option["value"])}"{render_attrs(option["attrs"])}>{_esc(option["label"])}</option>'


def flat_choices(choices) -> bool:
    """Choices that are a list of (value, label) pairs of plain strings: what
    Django's normalizing would give back unchanged, so a new list of the same
    pairs is a full copy of them."""
    return type(choices) is list and all(
        type(c) is tuple and len(c) == 2 and type(c[0]) is str and type(c[1]) is str for c in choices
    )


class Select(forms.Select):
    """``select.html`` with its ``select_option.html`` per option (and optgroups)."""

    def __deepcopy__(self, memo):
        # Every form deep-copies its fields' widgets; Django's copy of a select
        # normalizes its choices again, which was most of a form's set-up (issue 13).
        if not flat_choices(self._choices):
            return super().__deepcopy__(memo)
        obj = copy.copy(self)
        obj.attrs = self.attrs.copy()
        obj._choices = list(self._choices)
        memo[id(self)] = obj
        return obj

    def render(self, name, value, attrs=None, renderer=None):
        w = self.get_context(name, value, attrs)["widget"]
        parts = [f'<select name="{_esc(w["name"])}"{render_attrs(w["attrs"])}>']
        for group_name, group_choices, _index in w["optgroups"]:
            if group_name:
                parts.append(f'\n  <optgroup label="{_esc(group_name)}">')
            for option in group_choices:
                # select_option.html ends with a newline, which the include keeps.
                parts.append(f"\n  {_option(option)}\n")
            if group_name:
                parts.append("\n  </optgroup>")
        parts.append("\n</select>")
        return mark_safe("".join(parts))
