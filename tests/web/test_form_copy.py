"""Each builder form gets its own copy of its declared fields; the builder's
select fields copy their choices with a lighter copy than Django's deepcopy
(builder/forms/nodes.py, issue 13), which must still leave every form its own."""

from __future__ import annotations

import copy

from django import forms

from builder.forms import nodes


def test_each_form_has_its_own_fields_and_choices():
    a, b = nodes.UpdateRowForm({}, "a"), nodes.UpdateRowForm({}, "b")
    base = nodes.UpdateRowForm.base_fields["action"]
    fa, fb = a.fields["action"], b.fields["action"]
    assert fa is not fb and fa is not base
    assert fa.choices == fb.choices == base.choices
    assert fa.choices is not fb.choices and fa.choices is not base.choices
    assert fa.widget is not fb.widget and fa.widget.attrs is not fb.widget.attrs
    assert fa.widget.choices == base.widget.choices and fa.widget.choices is not base.widget.choices
    fa.choices.append(("X", "X"))
    fa.widget.attrs["data-x"] = "1"
    assert ("X", "X") not in fb.choices and ("X", "X") not in base.choices
    assert "data-x" not in fb.widget.attrs and "data-x" not in base.widget.attrs


def test_the_light_copy_equals_djangos_deepcopy():
    for field in [*nodes.OptionsForm.base_fields.values(), *nodes.OperandForm.base_fields.values()]:
        if not isinstance(field, nodes.AnyChoiceField):
            continue
        light = copy.deepcopy(field)
        full = forms.ChoiceField.__deepcopy__(field, {})
        assert light.choices == full.choices == field.choices
        assert light.widget.attrs == full.widget.attrs and light.widget.choices == full.widget.choices
        assert light.validators == full.validators and light.error_messages == full.error_messages


def test_grouped_or_unusual_choices_take_djangos_deepcopy():
    field = nodes.AnyChoiceField(choices=[("Group", [("1", "one")]), ("2", "two")])
    copied = copy.deepcopy(field)
    assert copied.choices == field.choices
    assert copied.choices[0][1] is not field.choices[0][1]  # the group's own list is copied too
    widget = copy.deepcopy(field.widget)
    assert widget.choices == field.widget.choices and widget.choices[0][1] is not field.widget.choices[0][1]


def _node_form_classes():
    return [
        c
        for c in vars(nodes).values()
        if isinstance(c, type) and issubclass(c, nodes.NodeForm) and c is not nodes.NodeForm
    ]


def test_copy_field_is_deepcopy():
    """Every declared field of every node form: the direct copy holds what
    deepcopy's copy holds, and shares nothing mutable with the declared field."""
    seen = 0
    for cls in _node_form_classes():
        for name, field in cls.base_fields.items():
            light, full = nodes.copy_field(field), copy.deepcopy(field)
            assert type(light) is type(full) and type(light.widget) is type(full.widget), (cls, name)
            assert {k: v for k, v in vars(light).items() if k != "widget"} == {
                k: v for k, v in vars(full).items() if k != "widget"
            }, (cls, name)
            assert vars(light.widget) == vars(full.widget), (cls, name)
            assert light is not field and light.widget is not field.widget
            assert light.widget.attrs is not field.widget.attrs
            assert light.error_messages is not field.error_messages and light.validators is not field.validators
            if hasattr(field, "_choices"):
                assert light._choices is not field._choices
                assert light.widget._choices is not field.widget._choices
            seen += 1
    assert seen > 30


def test_forms_still_get_their_own_fields():
    for cls in _node_form_classes():
        try:
            a, b = cls({}, "a"), cls({}, "b")
        except TypeError:  # a form that takes more arguments
            continue
        assert type(cls.__dict__["base_fields"]) is nodes.DeclaredFields
        for name in a.fields:
            assert a.fields[name] is not b.fields[name] and a.fields[name].widget is not b.fields[name].widget
            assert a.fields[name].widget.attrs is not b.fields[name].widget.attrs


def test_try_key_forms_have_their_own_fields():
    from builder.forms.try_key import TryKeyForm

    a, b = TryKeyForm(form_id="f1"), TryKeyForm({"try-hash": "PK"}, form_id="f1")
    for name in a.fields:
        assert a.fields[name] is not b.fields[name] and a.fields[name].widget.attrs is not b.fields[name].widget.attrs
    assert (
        a.fields["hash"].widget.attrs["form"] == "f1"
        and TryKeyForm(form_id="f2").fields["hash"].widget.attrs["form"] == "f2"
    )
    assert list(a.fields["hash-type"].widget.choices) == [("S", "S"), ("N", "N"), ("B", "B")]


_AWKWARD = ["", " ", "x", "\x00", "é" * 5000, "not-a-choice", "on", "false", "12", "-1e999"]


def test_djangos_cleaning_finds_nothing_in_any_node_form():
    """NodeForm skips Django's cleaning (issue 13): every field is optional and
    takes any text, so Django's own ``full_clean`` finds nothing, whatever is posted."""
    from django.forms import Form

    checked = 0
    for cls in _node_form_classes():
        for text in _AWKWARD:
            data = {f"p-{name}": text for name in cls.base_fields}
            try:
                form = cls(data, "p")
            except TypeError:  # a form that takes more arguments
                break
            Form.full_clean(form)
            assert dict(form.errors) == {}, (cls, text, form.errors)
            checked += 1
    assert checked > 50


def test_core_messages_added_to_a_node_form_are_its_errors():
    form = nodes.UpdateRowForm({"a-path": "x"}, "a")
    assert dict(form.errors) == {}
    form.add_error("path", "a path cannot be empty")
    assert form.errors["path"] == ["a path cannot be empty"] and not form.is_valid()


def test_lazy_fields_hand_out_own_copies_only():
    """A node form copies a declared field when it first uses it (LazyFields,
    issue 13): whatever way a field is reached, it is the form's own copy,
    described by the field's message box, in the class's field order."""
    for cls in _node_form_classes():
        try:
            form = cls({}, "p")
        except TypeError:  # a form that takes more arguments
            continue
        declared = cls.base_fields
        names = list(form.fields)
        if cls.field_order:
            assert names[: len(cls.field_order)] == [n for n in cls.field_order if n in names], cls
        reached = [form.fields[n] for n in names[:1]] + [form.fields.get(n) for n in names[1:2]]
        reached += list(form.fields.values()) + [f for _, f in form.fields.items()] + list(form.fields.copy().values())
        for field in reached:
            assert all(field is not d for d in declared.values()), cls
        for name, field in form.fields.items():
            own = declared[name].widget.attrs.get("aria-describedby") if name in declared else None
            assert field.widget.attrs.get("aria-describedby") in (own, f"e-p-{name}"), (cls, name)
            assert field.widget.attrs.get("aria-describedby"), (cls, name)
    popped = nodes.UpdateRowForm({}, "p").fields.pop("path")
    assert popped is not nodes.UpdateRowForm.base_fields["path"]


def test_a_preview_copies_few_fields():
    """Reading a form (to_state) and listing its fields' names copies no field."""
    form = nodes.UpdateRowForm({"p-action": "SET", "p-path": "a"}, "p")
    assert form.raw("path") == "a" and "path" in form.fields and list(form.fields)
    assert set(form.fields._pending) == set(form.fields)


def test_dropping_a_field_copies_nothing():
    form = nodes.UpdateRowForm({"p-action": "REMOVE"}, "p")
    pending = set(form.fields._pending)
    name = next(n for n in form.fields if n in pending)
    form.drop(name)
    assert name not in form.fields and form.fields._pending == pending - {name}
    assert all(form.fields[n] is not nodes.UpdateRowForm.base_fields.get(n) for n in form.fields)
