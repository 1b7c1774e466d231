"""``{{ field|check_warnings }}``: the checker's warnings placed on a bound field
(see builder/views_check.py ``place_warnings``); an empty list when none."""

from django import template

register = template.Library()


@register.filter
def check_warnings(bound_field) -> list:
    form = getattr(bound_field, "form", None)
    return list(getattr(form, "check_warnings", {}).get(getattr(bound_field, "name", None), []))
