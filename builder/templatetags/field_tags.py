"""``{% field_html field %}``: ``builder/_field.html`` (with its ``_error.html``
and ``_warning.html``) written in Python (issue 13: a transaction of 100 actions
has a thousand fields, and three template includes per field were most of the
page's time).

It takes what the include takes: ``flabel``, ``hide_label`` and ``warn_after`` as keywords, and
like an include it reads them (and ``oob``, ``field_warnings``) from the context
when they are not given. The HTML is byte for byte the templates' (escaping as
autoescape does); tests/web/test_field_tag.py renders both and compares them, so
a change to ``_field.html`` must be made here too.
"""

from __future__ import annotations

import functools

from django import template
from django.utils.safestring import mark_safe

from builder.forms.widgets import escape_html

register = template.Library()

_MISSING = object()


# a field's html name, escaped: the same few names come back on every preview
_escaped_text = functools.lru_cache(maxsize=4096)(escape_html)


def _escaped_name(name) -> str:
    # only plain text is kept: a safe string equals (and hashes like) the plain text it
    # holds, so a kept answer for one would be handed out for the other
    return _escaped_text(name) if type(name) is str else escape_html(name)


def _messages(kind: str, id_: str, items, oob, label: str = "") -> str:
    """``_error.html`` (kind "error", prefix "e") or ``_warning.html`` ("warning", "w")."""
    swap = ' hx-swap-oob="true"' if oob else ""
    if not items:  # most boxes: refreshed empty by the preview
        return f'<p class="field-{kind}" id="{kind[0]}-{_escaped_name(id_)}"{swap} hidden></p>\n'
    text = " ".join(label + escape_html(m) for m in items)
    return f'<p class="field-{kind}" id="{kind[0]}-{_escaped_name(id_)}"{swap}>{text}</p>\n'


_HIDDEN_LABEL = ' class="visually-hidden"'
_WARNING_LABEL = '<span class="warning-label">Warning:</span> '


def render_field(field, flabel=None, hide_label=False, oob=False, warnings_by_name=None, warn_after=False) -> str:
    name = field.html_name
    errors = field.errors
    found = (warnings_by_name or {}).get(name, [])
    label = flabel if flabel else field.label
    return (
        f'<div class="field field-{escape_html(field.name)}{" has-error" if errors else ""}">\n'
        f'  <label for="{escape_html(field.id_for_label)}"{_HIDDEN_LABEL if hide_label else ""}>'
        f"{escape_html(label)}</label>\n"
        f"  {escape_html(field)}\n"
        f"  {_messages('error', name, errors, oob)}\n"
        f"  {'' if warn_after else _messages('warning', name, found, oob, _WARNING_LABEL)}\n"
        "</div>\n"
    )


@register.simple_tag(takes_context=True)
def field_html(context, field, flabel=_MISSING, hide_label=_MISSING, warn_after=_MISSING):
    """``warn_after``: the field's warning box is left out (the row writes it after itself)."""
    if flabel is _MISSING:
        flabel = context.get("flabel")
    if hide_label is _MISSING:
        hide_label = context.get("hide_label")
    if warn_after is _MISSING:
        warn_after = context.get("warn_after")
    found = context.get("field_warnings")
    return mark_safe(render_field(field, flabel, hide_label, context.get("oob"), found, bool(warn_after)))


@register.simple_tag(takes_context=True)
def error_boxes(context, items):
    """``_error.html`` for each (id, errors) of ``items`` (the preview swaps them all)."""
    oob = context.get("oob")
    return mark_safe("".join(_messages("error", id_, errors, oob) for id_, errors in items))


@register.simple_tag(takes_context=True)
def warning_boxes(context, items):
    """``_warning.html`` for each (id, warnings) of ``items``."""
    oob = context.get("oob")
    return mark_safe("".join(_messages("warning", id_, found, oob, _WARNING_LABEL) for id_, found in items))
