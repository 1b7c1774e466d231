"""The small Django forms the builder page is made of: one per node of the
request (a value, an operand, a condition, an update row ...), named by the
prefix that says where it sits (``act-1-upd-0-v-a``).

They never run validation of their own: every field is optional, has no
validators, and a select takes any value, so Django's cleaning finds nothing
and the only messages a form shows are the core's, added with ``add_error``.
Fields the node does not show in its current mode are dropped (``drop``), so
every field left is on the page (the preview refreshes each one's message).
"""

from __future__ import annotations

import copy

from django import forms
from django.forms.utils import ErrorDict
from django.urls import reverse_lazy

from builder.expr.request import ENUMS, OPTIONS, RETURN_VALUES
from builder.expr.values import TYPES

from . import widgets
from .choices import (
    BATCH_WRITE_CHOICES,
    CHILD_CONDITION_CHOICES,
    CONDITION_CHOICES,
    GET_ACTION_CHOICES,
    KEY_TYPE_CHOICES,
    OPERAND_KINDS,
    OPERATION_CHOICES,
    PH_NAMES_CHOICES,
    PH_STYLE_CHOICES,
    SORT_OP_CHOICES,
    TYPE_CHOICES,
    UPDATE_CHOICES,
    WRITE_ACTION_CHOICES,
)


class AnyChoiceField(forms.ChoiceField):
    """A select that accepts any posted value: what it does with an unknown one
    is the node's business (it falls back to its first choice, or the core
    reports it), never a Django validation error."""

    def validate(self, value):
        pass

    def __deepcopy__(self, memo):
        # Every form deep-copies its declared fields, and ChoiceField's deepcopy
        # of the choices list was most of that (issue 13). The builder's choices
        # are flat (value, label) pairs of plain strings, which deepcopy returns
        # unchanged, so a new list holding the same pairs is the same copy.
        if not widgets.flat_choices(self._choices):
            return super().__deepcopy__(memo)
        result = forms.Field.__deepcopy__(self, memo)
        result._choices = list(self._choices)
        return result


def _shallow(obj):
    """``copy.copy`` of a plain object (its ``__dict__`` only), without the
    pickle protocol that ``copy.copy`` goes through."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def plainly_copied(field: forms.Field) -> bool:
    """Whether :func:`copy_field` may copy ``field`` directly: one of the
    builder's own fields and widgets, with flat choices (if any)."""
    kind, widget = type(field), field.widget
    plain = kind.__deepcopy__ is forms.Field.__deepcopy__ or (
        kind.__deepcopy__ is AnyChoiceField.__deepcopy__ and widgets.flat_choices(field._choices)
    )
    if not plain:
        return False
    if type(widget) is widgets.Select:
        return widgets.flat_choices(widget._choices)
    return type(widget) in (widgets.TextInput, widgets.Textarea, widgets.CheckboxInput)


def copy_field(field: forms.Field, plain: bool | None = None) -> forms.Field:
    """``copy.deepcopy(field)`` for the builder's own fields, done directly:
    Django's ``Field.__deepcopy__`` (a shallow copy, a deep-copied widget, its own
    messages and validators) with the widget's ``__deepcopy__`` (its own attrs and,
    for a select, its own list of the same flat choices). Any other field or widget
    goes through ``copy.deepcopy``. ``plain``: :func:`plainly_copied`, when the
    caller knows it already. tests/web/test_form_copy.py pins the equality."""
    if not (plainly_copied(field) if plain is None else plain):
        return copy.deepcopy(field)
    widget = field.widget
    result = _shallow(field)
    result.error_messages = field.error_messages.copy()
    result.validators = field.validators[:]
    if type(field) is not forms.Field and hasattr(field, "_choices"):
        result._choices = list(field._choices)
    result.widget = new_widget = _shallow(widget)
    new_widget.attrs = widget.attrs.copy()
    if type(widget) is widgets.Select:
        new_widget._choices = list(widget._choices)
    return result


def set_choices(field: forms.ChoiceField, choices: list) -> None:
    """``field.choices = choices`` for choices already flat (value, label)
    pairs of text (the builder's own lists), without Django normalizing them
    again on every form: the field and its widget get their own list."""
    if not widgets.flat_choices(choices):
        field.choices = choices
        return
    field._choices = list(choices)
    field.widget._choices = list(choices)


class DeclaredFields(dict):
    """A form class's declared fields, which every form of the class copies
    (Django: ``copy.deepcopy(self.base_fields)``, most of a form's set-up).
    Here each form gets :class:`LazyFields`: a field is copied (by
    :func:`copy_field`) when the form first uses it, so a preview, which
    renders no field, copies only the few it changes (issue 13). What every
    node form did to each of its fields is done once, to the declared ones:
    none is required and none has validators (e.g. CharField's "no null
    characters": the core decides what text is valid)."""

    def __init__(self, fields: dict):
        super().__init__(fields)
        for field in fields.values():
            field.required = False
            field.validators = []
        self.plain = {name: plainly_copied(field) for name, field in fields.items()}

    def __deepcopy__(self, memo):
        return LazyFields(self)


def _in_order(fields: dict, field_order) -> dict:
    """Django's ``Form.order_fields``: the fields ``field_order`` names first, in
    its order, then the rest in declaration order."""
    if field_order is None:
        return fields
    first = {name: fields[name] for name in field_order if name in fields}
    return {**first, **{name: f for name, f in fields.items() if name not in first}}


class LazyFields(dict):
    """One form's fields: each is the declared field until the form uses it
    (``fields[name]``, ``get``, ``values``, ``items`` ...), then its own copy,
    whose widget says which message box describes it (``aria-describedby``:
    ``e-{prefix}-{name}``, once ``prefix`` is set). Names (``in``, iteration,
    ``len``) need no copy."""

    def __init__(self, declared: DeclaredFields):
        super().__init__(declared)
        self._declared = declared
        self._pending = set(declared)
        self.prefix: str | None = None
        self.described = False  # True once the form has set ``prefix``
        self.prepare = None  # the form's own changes to a field, made on its copy (NodeForm.prepare_field)

    def _own(self, name: str) -> forms.Field:
        field = copy_field(dict.__getitem__(self, name), self._declared.plain[name])
        if self.described:
            html_name = f"{self.prefix}-{name}" if self.prefix else name
            field.widget.attrs.setdefault("aria-describedby", f"e-{html_name}")
        dict.__setitem__(self, name, field)
        self._pending.discard(name)
        if self.prepare is not None:
            self.prepare(name, field)
        return field

    def own_all(self) -> None:
        for name in [n for n in self if n in self._pending]:
            self._own(name)

    def __getitem__(self, name):
        if name in self._pending:
            return self._own(name)
        return dict.__getitem__(self, name)

    def get(self, name, default=None):
        return self[name] if name in self else default  # noqa: SIM401 (through __getitem__: an own copy)

    def values(self):
        self.own_all()
        return dict.values(self)

    def items(self):
        self.own_all()
        return dict.items(self)

    def __setitem__(self, name, field):
        self._pending.discard(name)
        dict.__setitem__(self, name, field)

    def __delitem__(self, name):
        self._pending.discard(name)
        dict.__delitem__(self, name)

    def discard(self, name: str) -> None:
        """Remove field ``name`` (if there), without copying it first."""
        self._pending.discard(name)
        dict.pop(self, name, None)

    def pop(self, name, *default):
        if name in self._pending:
            self._own(name)
        return dict.pop(self, name, *default)


def _owning(method: str):
    """A dict method that hands out fields, run once every field is the form's own."""

    def call(self, *args, **kwargs):
        self.own_all()
        return getattr(dict, method)(self, *args, **kwargs)

    call.__name__ = method
    return call


for _method in ("copy", "popitem", "setdefault", "update", "__or__", "__ior__", "__reduce_ex__", "__reduce__"):
    setattr(LazyFields, _method, _owning(_method))


# Django's label suffix, read once: every form asked gettext for it (the page
# writes its labels itself, builder/templatetags/field_tags.py, and shows no suffix)
_LABEL_SUFFIX = ":"


class NodeForm(forms.Form):
    """One node's fields, bound to the page's flat data dict."""

    def __init__(self, data, prefix, **kwargs):
        cls = type(self)
        if type(cls.__dict__.get("base_fields")) is dict:  # once per class
            cls.base_fields = DeclaredFields(_in_order(cls.base_fields, cls.field_order))
        kwargs.setdefault("label_suffix", _LABEL_SUFFIX)
        super().__init__(data, prefix=prefix, **kwargs)
        self.fields.prefix, self.fields.described = self.prefix, True  # LazyFields
        if cls.prepare_field is not NodeForm.prepare_field:
            self.fields.prepare = self.prepare_field

    def prepare_field(self, name: str, field: forms.Field) -> None:
        """This form's own changes to its copy of field ``name`` (choices, widget),
        made when the form first uses the field: a live preview, which renders
        no field, makes none (issue 13). The attributes it reads are set before
        ``super().__init__``."""

    def order_fields(self, field_order):
        """The class's ``field_order`` is the declared fields' order already
        (Django's ordering would copy every field to a new dict)."""
        if field_order is not None and field_order is not type(self).field_order:
            raise TypeError("a node form's fields are ordered by its class's field_order")

    def full_clean(self):
        """No cleaning: every field is optional text, a checkbox or a select
        that takes any value, so Django's cleaning could find nothing, and
        nothing reads ``cleaned_data``; the only errors are the core's, added
        with ``add_error`` (issue 13: cleaning every form was most of the
        preview's message boxes). tests/web/test_form_copy.py pins that."""
        self._errors = ErrorDict(renderer=self.renderer)
        self.cleaned_data = {}

    def raw(self, name: str) -> str:
        """What was posted for field ``name`` (text, "" when absent)."""
        value = self.data.get(self.add_prefix(name), "")
        return value if isinstance(value, str) else str(value)

    def field_name(self, name: str) -> str:
        return self.add_prefix(name)

    def drop(self, *names: str) -> None:
        for name in names:
            if isinstance(self.fields, LazyFields):
                self.fields.discard(name)  # never copied
            else:
                self.fields.pop(name, None)


def text_field(label, textarea=False, placeholder="", **attrs):
    widget = widgets.Textarea(attrs={"rows": 2, **attrs}) if textarea else widgets.TextInput(attrs=attrs)
    if placeholder:
        widget.attrs["placeholder"] = placeholder
    return forms.CharField(label=label, widget=widget, strip=False)


def choice_field(label, choices, **attrs):
    return AnyChoiceField(label=label, choices=choices, widget=widgets.Select(attrs=attrs))


# Changing one of these re-renders the form on the server (htmx); the event is
# consumed so the form's own preview trigger does not fire as well. The answer
# replaces the whole form: the wrapper div in builder.html carries hx-target
# and hx-swap for every control inside it.
STRUCTURAL = {
    "data-structural": "1",
    "hx-post": reverse_lazy("builder"),
    "hx-trigger": "change consume",
}
NAME_ATTRS = {"autocomplete": "off", "spellcheck": "false"}


class TopForm(NodeForm):
    op = choice_field("Operation", OPERATION_CHOICES, **STRUCTURAL)
    table = text_field("Table", placeholder="Social", **NAME_ATTRS)
    token = text_field(
        "ClientRequestToken",
        placeholder="optional, 1–36 characters: makes a retried transaction idempotent",
        autocomplete="off",
    )
    ph_names = choice_field("Attribute names", PH_NAMES_CHOICES)
    ph_style = choice_field("Placeholder style", PH_STYLE_CHOICES)


class ValueFields(NodeForm):
    """type + value (+ placeholder for expression values)."""

    type = choice_field("Type", TYPE_CHOICES, **STRUCTURAL)
    value = text_field("Value", textarea=True, **NAME_ATTRS)
    ph = text_field("Placeholder", placeholder=":auto", **NAME_ATTRS, size=10)

    def __init__(self, data, prefix, key=False, **kwargs):
        self.is_key = key
        super().__init__(data, prefix, **kwargs)
        if self.raw("type") == "NULL":
            self.drop("value")

    def prepare_field(self, name: str, field: forms.Field) -> None:
        if name == "type" and self.is_key:
            set_choices(field, KEY_TYPE_CHOICES)
        if name != "value":
            return
        t = self.raw("type") or "S"
        widget = field.widget
        if t in ("S", "N", "B") and "\n" not in self.raw("value") and "\r" not in self.raw("value"):
            # a one-line value gets a one-line input: Enter cannot put a newline into a key (issue 16);
            # a string that holds a line break keeps its textarea (an input would drop the break)
            widget = field.widget = widgets.TextInput(attrs=dict(widget.attrs))
            widget.attrs.pop("rows", None)
            widget.attrs.pop("cols", None)
        if t in ("SS", "NS", "BS"):
            widget.attrs["rows"] = 3
            widget.attrs["placeholder"] = "one member a line"
        elif t in ("L", "M"):
            widget.attrs["rows"] = 3
            widget.attrs["placeholder"] = (
                '[{"S": "a"}, {"N": "1"}]  or plain JSON' if t == "L" else '{"name": {"S": "x"}}  or plain JSON'
            )
        elif t == "N":
            widget.attrs["inputmode"] = "decimal"
            widget.attrs["placeholder"] = "e.g. 1, -2.5, 1E+3"
        elif t == "B":
            widget.attrs["placeholder"] = "base64"
        elif t == "BOOL":
            field.widget = widgets.Select(
                choices=[("true", "true"), ("false", "false")],
                attrs={"aria-describedby": f"e-{self.add_prefix('value')}"},
            )
        elif isinstance(widget, widgets.Textarea):  # a string with a line break
            widget.attrs["rows"] = 2

    @property
    def vtype(self) -> str:
        t = self.raw("type")
        return t if t in TYPES else "S"


class AttributeRowForm(ValueFields):
    name = text_field("Name", placeholder="attribute name", **NAME_ATTRS, list="dl-names")

    field_order = ["name", "type", "value"]

    def __init__(self, data, prefix, key=False, **kwargs):
        super().__init__(data, prefix, key=key, **kwargs)
        self.drop("ph")


class OperandForm(ValueFields):
    kind = choice_field("Operand", OPERAND_KINDS["set"], **STRUCTURAL)
    path = text_field("Path", placeholder="a.b[0]", **NAME_ATTRS, list="dl-names")

    field_order = ["kind", "path", "type", "value", "ph"]

    def __init__(self, data, prefix, context="set", **kwargs):
        self.context = context
        super().__init__(data, prefix, **kwargs)

    def prepare_field(self, name: str, field: forms.Field) -> None:
        super().prepare_field(name, field)
        if name == "kind":
            set_choices(field, OPERAND_KINDS[self.context])

    @property
    def vkind(self) -> str:
        k = self.raw("kind")
        allowed = [c[0] for c in OPERAND_KINDS[self.context]]
        return k if k in allowed else allowed[0]


class UpdateRowForm(NodeForm):
    action = choice_field("Action", UPDATE_CHOICES, **STRUCTURAL)
    path = text_field("Path", placeholder="profile.address[0].city", **NAME_ATTRS, list="dl-names")


class ConditionForm(NodeForm):
    op = choice_field("Condition", CONDITION_CHOICES, **STRUCTURAL)
    negate = forms.BooleanField(label="NOT", widget=widgets.CheckboxInput)
    path = text_field("Path", placeholder="a.b[0]", **NAME_ATTRS, list="dl-names")
    atype = choice_field("Type", [(t, t) for t in TYPES])
    ph = text_field("Placeholder", placeholder=":auto", **NAME_ATTRS, size=10)

    def __init__(self, data, prefix, root=True, **kwargs):
        self.root = root
        super().__init__(data, prefix, **kwargs)

    def prepare_field(self, name: str, field: forms.Field) -> None:
        if name == "op" and not self.root:
            set_choices(field, CHILD_CONDITION_CHOICES)

    @property
    def vop(self) -> str:
        return self.raw("op")


class KeyConditionForm(NodeForm):
    pname = text_field("Partition key", placeholder="PK", **NAME_ATTRS, list="dl-names")
    sname = text_field("Sort key", placeholder="SK (optional)", **NAME_ATTRS, list="dl-names")
    sop = choice_field("Sort key condition", SORT_OP_CHOICES, **STRUCTURAL)


class ProjectionForm(NodeForm):
    proj = text_field("Projection", textarea=True, placeholder="one path a line, e.g. title\ninfo.rating", **NAME_ATTRS)


class ActionForm(NodeForm):
    type = choice_field("Action", WRITE_ACTION_CHOICES, **STRUCTURAL)
    table = text_field("Table", placeholder="Social", **NAME_ATTRS)
    rvoccf = choice_field(
        "ReturnValuesOnConditionCheckFailure",
        [("", "— default (NONE) —")] + [(c, c) for c in ENUMS["return_values_on_condition_check_failure"]],
    )

    consistent = choice_field("ConsistentRead", [("", "— default (eventual) —"), ("true", "true"), ("false", "false")])

    def __init__(self, data, prefix, kind="write", get=False, **kwargs):
        """``kind``: what the row is, see :func:`.choices.action_kind` (``get=True``: a TransactGetItems row)."""
        self.kind = kind = "get" if get else kind
        super().__init__(data, prefix, **kwargs)
        if kind != "batch_get":
            self.drop("consistent")

    def prepare_field(self, name: str, field: forms.Field) -> None:
        if name != "type":
            return
        if self.kind in ("get", "batch_get"):
            set_choices(field, GET_ACTION_CHOICES)
        elif self.kind == "batch_write":
            set_choices(field, BATCH_WRITE_CHOICES)
            field.label = "Request"


class OptionsForm(NodeForm):
    return_values = choice_field("ReturnValues", [])
    return_values_on_condition_check_failure = choice_field(
        "ReturnValuesOnConditionCheckFailure",
        [("", "— default —")] + [(c, c) for c in ENUMS["return_values_on_condition_check_failure"]],
    )
    consistent_read = choice_field(
        "ConsistentRead", [("", "— default (eventual) —"), ("true", "true"), ("false", "false")]
    )
    index_name = text_field("IndexName", placeholder="table itself", autocomplete="off", list="dl-indexes")
    limit = text_field("Limit", placeholder="no limit", inputmode="numeric", autocomplete="off")
    scan_index_forward = choice_field(
        "Order (ScanIndexForward)", [("", "— default (ascending) —"), ("true", "ascending"), ("false", "descending")]
    )
    select = choice_field("Select", [("", "— default —")] + [(c, c) for c in ENUMS["select"]])
    segment = text_field("Segment", inputmode="numeric", autocomplete="off")
    total_segments = text_field("TotalSegments", inputmode="numeric", autocomplete="off")
    return_consumed_capacity = choice_field(
        "ReturnConsumedCapacity", [("", "— default —")] + [(c, c) for c in ENUMS["return_consumed_capacity"]]
    )
    return_item_collection_metrics = choice_field(
        "ReturnItemCollectionMetrics", [("", "— default —")] + [(c, c) for c in ENUMS["return_item_collection_metrics"]]
    )

    def __init__(self, data, prefix, operation="GetItem", **kwargs):
        self.operation = operation
        super().__init__(data, prefix, **kwargs)
        for name in list(self.fields):
            if operation not in OPTIONS[name][1]:
                self.drop(name)

    def prepare_field(self, name: str, field: forms.Field) -> None:
        if name == "return_values":
            field.choices = [("", "— default (NONE) —")] + [(c, c) for c in RETURN_VALUES.get(self.operation, ())]
