"""``{% snippet_save_panel %}``: the Save panel of the builder page.

The builder view does not know about snippets; this tag builds the panel from
the page's form data (which carries the snippet fields when the page was opened
from a snippet) unless a view already put ``save_panel`` in the context.
"""

from django import template

from builder.web.page import save_panel_context

register = template.Library()


@register.inclusion_tag("snippets/_save_panel.html", takes_context=True)
def snippet_save_panel(context):
    panel = context.get("save_panel")
    if panel is None:
        form = context.get("form")
        panel = save_panel_context(context["request"], dict(getattr(form, "data", None) or {}))
    return {"panel": panel, "request": context["request"], "csrf_token": context.get("csrf_token")}
