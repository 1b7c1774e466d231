"""``{% field_html %}`` (builder/templatetags/field_tags.py) writes
``builder/_field.html`` in Python for speed (issue 13); it must be byte for byte
what the include writes for the same field and context: labels given or not,
hidden, with errors, warnings and out-of-band swaps."""

from __future__ import annotations

import pytest
from django.template import Context, Template

from builder import forms as bf
from builder.expr.recipes import all_recipes

NASTY = "a<b>&\"c' d"

INCLUDE = Template('{% include "builder/_field.html" with field=f %}')
TAG = Template("{% load field_tags %}{% field_html f %}")
INCLUDE_KW = Template('{% include "builder/_field.html" with field=f flabel=lab hide_label=hide warn_after=after %}')
TAG_KW = Template("{% load field_tags %}{% field_html f flabel=lab hide_label=hide warn_after=after %}")


def bound_fields(data):
    form = bf.BuilderForm(bf.with_default_rows(data))
    form.validate()
    for node_form in form.forms():
        yield from node_form


def pages():
    for recipe in all_recipes():
        data = bf.state_to_data(recipe.state)
        yield data
        yield {k: ("N" if k.endswith("-type") else NASTY if k.endswith("-value") else v) for k, v in data.items()}


CONTEXTS = [
    {},
    {"flabel": NASTY},
    {"hide_label": True},
    {"oob": True},
    {"flabel": "", "hide_label": False, "oob": False},
    {"warn_after": True},  # the row writes the warning after itself (issue 16 #8)
]


@pytest.mark.parametrize("extra", CONTEXTS)
def test_the_tag_writes_what_the_include_writes(extra):
    seen = errors = 0
    for data in pages():
        for field in bound_fields(data):
            warnings = {field.html_name: [NASTY, "second"]} if seen % 3 == 0 else {}
            ctx = {"f": field, "field_warnings": warnings, **extra}
            assert TAG.render(Context(ctx)) == INCLUDE.render(Context(ctx))
            seen += 1
            errors += bool(field.errors)
    assert seen > 200 and errors >= 10  # the recipes' fields, many with errors


@pytest.mark.parametrize("lab", ["", None, NASTY, "Condition"])
@pytest.mark.parametrize("hide", [True, False, None])
@pytest.mark.parametrize("after", [True, False, None])
def test_keywords_as_the_include_takes_them(lab, hide, after):
    data = bf.state_to_data(all_recipes()[0].state)
    for field in list(bound_fields(data))[:10]:
        ctx = {"f": field, "lab": lab, "hide": hide, "after": after, "flabel": "outer", "hide_label": True}
        ctx["field_warnings"] = {field.html_name: [NASTY]}
        html = TAG_KW.render(Context(ctx))
        assert html == INCLUDE_KW.render(Context(ctx))
        assert ("field-warning" in html) is not bool(after)


ITEMS = [("top-table", []), ("key-0-value", [NASTY]), ("a<b", ["one", "two & three"]), ("x", ["only"])]


@pytest.mark.parametrize("oob", [True, False, None])
def test_the_preview_boxes_are_the_includes(oob):
    errors = Template('{% for id, errors in items %}{% include "builder/_error.html" %}{% endfor %}')
    warnings = Template('{% for id, warnings in items %}{% include "builder/_warning.html" %}{% endfor %}')
    ctx = {"items": ITEMS, "oob": oob}
    tags = "{% load field_tags %}"
    assert Template(tags + "{% error_boxes items %}").render(Context(ctx)) == errors.render(Context(ctx))
    assert Template(tags + "{% warning_boxes items %}").render(Context(ctx)) == warnings.render(Context(ctx))


def test_a_message_box_id_is_escaped_whether_or_not_it_was_seen_as_safe_text():
    from django.utils.safestring import mark_safe

    from builder.templatetags.field_tags import error_boxes

    def box(name) -> str:
        return error_boxes({"oob": False}, [(name, [])])

    name = 'x"><b>'
    assert 'id="e-x&quot;&gt;&lt;b&gt;"' in box(name)
    assert 'id="e-x"><b>"' in box(mark_safe(name))  # safe text is written as it is
    assert 'id="e-x&quot;&gt;&lt;b&gt;"' in box(name)  # and never handed out for plain text
