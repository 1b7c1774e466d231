"""``{% field_warnings field as warnings %}``: the checker's warnings for a bound
field, from the page's ``field_warnings`` (html name -> messages, see
builder/web/page.py ``check_context``); an empty list when none."""

from django import template

register = template.Library()


@register.simple_tag(takes_context=True)
def field_warnings(context, bound_field) -> list:
    found = context.get("field_warnings") or {}
    return list(found.get(getattr(bound_field, "html_name", None), []))
