"""``{% code_tab_buttons codes %}`` and ``{% code_panels codes %}``: the output
panel's code tabs (builder/web/code_panels.py writes them); ``|element_text``
for text inside an element."""

from __future__ import annotations

from django import template
from django.utils.safestring import mark_safe

from builder.forms.widgets import escape_text
from builder.web import code_panels as panels
from builder.web.util import view_path

register = template.Library()
register.simple_tag(panels.code_tab_buttons, name="code_tab_buttons")
register.simple_tag(panels.code_panels, name="code_panels")
register.simple_tag(view_path, name="view_path")  # {% url %} for a view without arguments, worked out once


@register.filter
def element_text(value) -> str:
    """``{{ text|element_text }}`` inside an element (never an attribute):
    :func:`~builder.forms.widgets.escape_text`, quotes left as they are."""
    return mark_safe(escape_text(str(value)))  # (escaped just now: &, < and >)
