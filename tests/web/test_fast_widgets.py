"""The builder's widgets (builder/forms/widgets.py) write their HTML in Python
for speed (issue 13); it must be byte for byte what Django's own widget
templates write for the same widget, name, value and attrs."""

from __future__ import annotations

import pytest
from django import forms
from django.urls import reverse_lazy
from django.utils.safestring import mark_safe

from builder.forms import nodes, widgets
from builder.forms.try_key import TryKeyForm

NASTY = "a<b>&\"c' d"


def django_render(widget, name, value, attrs=None) -> str:
    """The same widget instance rendered through Django's template path."""
    return forms.Widget.render(widget, name, value, attrs=attrs)


def same(widget, name, value, attrs=None) -> str:
    fast = widget.render(name, value, attrs=attrs)
    assert fast == django_render(widget, name, value, attrs=attrs)
    return fast


ATTRS = [
    None,
    {"id": "id_x", "aria-describedby": "e-x"},
    {"placeholder": NASTY, "size": 10, "required": True, "disabled": False, "hx-post": reverse_lazy("builder")},
    {"data-safe": mark_safe("<i>kept</i>"), NASTY: "odd name"},
]


@pytest.mark.parametrize("attrs", ATTRS)
@pytest.mark.parametrize("value", ["", None, "plain", NASTY, "  spaced  ", 12, "line\nbreak"])
def test_text_input(value, attrs):
    html = same(widgets.TextInput(attrs={"autocomplete": "off"}), "top-table", value, attrs)
    assert html.startswith('<input type="text" name="top-table"')


@pytest.mark.parametrize("attrs", ATTRS)
@pytest.mark.parametrize("value", ["", None, "x", NASTY, "\nleading newline", "a\nb\n"])
def test_textarea(value, attrs):
    html = same(widgets.Textarea(attrs={"rows": 2}), "v-value", value, attrs)
    assert html.startswith('<textarea name="v-value" cols="40" rows="2"')


CHOICES = [("", "— default —"), ("S", "S"), (NASTY, NASTY), ("a + b", "a + b")]
GROUPED = [("", "none"), ("Group <1>", [("1", "one"), ("2", "two & more")]), ("x", "X")]


@pytest.mark.parametrize("attrs", ATTRS)
@pytest.mark.parametrize("choices", [CHOICES, GROUPED, []], ids=["flat", "grouped", "empty"])
@pytest.mark.parametrize("value", ["S", NASTY, "", None, "unknown", "2"])
def test_select(choices, value, attrs):
    html = same(widgets.Select(choices=choices, attrs={"data-structural": "1"}), "op", value, attrs)
    assert html.count(" selected>") <= 1


def test_select_marks_the_selected_option():
    html = same(widgets.Select(choices=CHOICES), "op", NASTY)
    assert '<option value="a&lt;b&gt;&amp;&quot;c&#x27; d" selected>' in html


@pytest.mark.parametrize("attrs", ATTRS)
@pytest.mark.parametrize("value", [True, False, None, "", "on"])
def test_checkbox(value, attrs):
    html = same(widgets.CheckboxInput(), "c-negate", value, attrs)
    assert (" checked" in html) == (value in (True, "on"))


def builder_forms():
    data = {"v-type": "BOOL", "n-type": "N", "c-negate": "on", "c-op": "<bad>", "t-op": NASTY, "t-table": NASTY}
    yield nodes.TopForm(data, "t")
    yield nodes.ValueFields(data, "v")
    yield nodes.ValueFields(data, "n", key=True)
    yield nodes.AttributeRowForm({}, "r")
    yield nodes.OperandForm({}, "o", context="arg")
    yield nodes.UpdateRowForm({}, "u")
    yield nodes.ConditionForm(data, "c", root=False)
    yield nodes.KeyConditionForm({}, "k")
    yield nodes.ProjectionForm({"p-proj": "a\nb"}, "p")
    yield nodes.ActionForm({}, "a", get=True)
    yield nodes.ActionForm({"b-table": NASTY, "b-consistent": NASTY}, "b", kind="batch_get")
    yield nodes.OptionsForm({}, "x", operation="Query")
    yield TryKeyForm({"try-hash": NASTY, "try-range-type": "N"})
    yield TryKeyForm()


@pytest.mark.parametrize("form", list(builder_forms()), ids=lambda f: type(f).__name__)
def test_every_builder_field_renders_as_django_would(form):
    assert form.fields
    for bf in form:
        widget = bf.field.widget
        assert type(widget).__module__ == widgets.__name__, (bf.name, type(widget))
        fast = str(bf)
        attrs = bf.build_widget_attrs({"id": bf.auto_id} if bf.auto_id else {})
        assert fast == django_render(widget, bf.html_name, bf.value(), attrs=attrs), bf.name
