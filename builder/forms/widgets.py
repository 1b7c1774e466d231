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

from django import forms
from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe


def render_attrs(attrs: dict) -> str:
    """``attrs.html``: `` name="value"`` each, a bare `` name`` for True, nothing for False."""
    out = []
    for name, value in attrs.items():
        if value is False:
            continue
        if value is True:
            out.append(f" {conditional_escape(name)}")
        else:
            out.append(f' {conditional_escape(name)}="{conditional_escape(str(value))}"')
    return "".join(out)


def _string(value) -> str:
    """``value|stringformat:'s'`` then autoescape: a safe string stays as it is."""
    return conditional_escape(value if hasattr(value, "__html__") else str(value))


def _input(widget: dict) -> str:
    value = "" if widget["value"] is None else f' value="{_string(widget["value"])}"'
    return (
        f'<input type="{conditional_escape(widget["type"])}" name="{conditional_escape(widget["name"])}"'
        f"{value}{render_attrs(widget['attrs'])}>"
    )


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
        text = conditional_escape(w["value"]) if w["value"] else ""
        return mark_safe(
            f'<textarea name="{conditional_escape(w["name"])}"{render_attrs(w["attrs"])}>\n{text}</textarea>'
        )


def _option(option: dict) -> str:
    return (
        f'<option value="{_string(option["value"])}"{render_attrs(option["attrs"])}>'
        f"{conditional_escape(option['label'])}</option>"
    )


class Select(forms.Select):
    """``select.html`` with its ``select_option.html`` per option (and optgroups)."""

    def render(self, name, value, attrs=None, renderer=None):
        w = self.get_context(name, value, attrs)["widget"]
        parts = [f'<select name="{conditional_escape(w["name"])}"{render_attrs(w["attrs"])}>']
        for group_name, group_choices, _index in w["optgroups"]:
            if group_name:
                parts.append(f'\n  <optgroup label="{conditional_escape(group_name)}">')
            for option in group_choices:
                # select_option.html ends with a newline, which the include keeps.
                parts.append(f"\n  {_option(option)}\n")
            if group_name:
                parts.append("\n  </optgroup>")
        parts.append("\n</select>")
        return mark_safe("".join(parts))
