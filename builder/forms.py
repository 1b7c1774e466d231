"""The builder's forms: flat POST data <-> the builder state.

The page is a tree of small Django forms whose prefixes spell out where they
sit (``act-1-upd-0-v-a`` is the first operand of the SET value of the first
update action of the second transaction action). Every form is bound to the
same flat ``data`` dict, so what the user typed is always what is shown back.

``BuilderForm(data)`` builds that tree; ``.to_state()`` turns it into a
builder state and remembers which field each state location came from, so the
core's located problems (``actions[1].update[0].value.value``) land beside
the field that caused them. ``state_to_data`` is the inverse used for links,
recipes and snippets. ``apply_action`` adds, removes and moves rows on the
server (named submit buttons), so the page works without JavaScript.

No DynamoDB rules live here: values stay text until the core parses them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from django import forms
from django.forms.utils import ErrorDict
from django.urls import reverse_lazy

from builder.expr import StateError, load_state
from builder.expr.errors import Problem, name_location
from builder.expr.errors import join_location as _join
from builder.expr.paths import split_path_lines
from builder.expr.request import ENUMS, OPERATIONS, OPTIONS, RETURN_VALUES
from builder.expr.values import TYPE_NAMES, TYPES

# --------------------------------------------------------------------------
# Choices
# --------------------------------------------------------------------------
TYPE_CHOICES = [(t, f"{t} · {TYPE_NAMES[t]}") for t in TYPES]
KEY_TYPE_CHOICES = [c for c in TYPE_CHOICES if c[0] in ("S", "N", "B")]
OPERATION_CHOICES = [(op, op) for op in OPERATIONS]
UPDATE_CHOICES = [("SET", "SET"), ("REMOVE", "REMOVE"), ("ADD", "ADD"), ("DELETE", "DELETE")]
OPERAND_KINDS = {
    "set": [
        ("value", "value"),
        ("path", "path"),
        ("plus", "a + b"),
        ("minus", "a − b"),
        ("if_not_exists", "if_not_exists(path, v)"),
        ("list_append", "list_append(a, b)"),
    ],
    "arg": [
        ("value", "value"),
        ("path", "path"),
        ("if_not_exists", "if_not_exists(path, v)"),
        ("list_append", "list_append(a, b)"),
    ],
    "cond": [("path", "path"), ("value", "value"), ("size", "size(path)")],
}
GROUP_OPS = [("and", "AND group"), ("or", "OR group")]
COMPARE_OPS = [("=", "="), ("<>", "<>"), ("<", "<"), ("<=", "<="), (">", ">"), (">=", ">=")]
FUNCTION_OPS = [
    ("between", "BETWEEN"),
    ("in", "IN"),
    ("attribute_exists", "attribute_exists"),
    ("attribute_not_exists", "attribute_not_exists"),
    ("attribute_type", "attribute_type"),
    ("begins_with", "begins_with"),
    ("contains", "contains"),
]
CONDITION_CHOICES = [("", "— none —")] + COMPARE_OPS + FUNCTION_OPS + GROUP_OPS
CHILD_CONDITION_CHOICES = COMPARE_OPS + FUNCTION_OPS + GROUP_OPS
SORT_OP_CHOICES = [
    ("", "— none —"),
    ("=", "="),
    ("<", "<"),
    ("<=", "<="),
    (">", ">"),
    (">=", ">="),
    ("between", "BETWEEN"),
    ("begins_with", "begins_with"),
]
WRITE_ACTION_CHOICES = [
    ("Put", "Put"),
    ("Update", "Update"),
    ("Delete", "Delete"),
    ("ConditionCheck", "ConditionCheck"),
]
GET_ACTION_CHOICES = [("Get", "Get")]
PH_NAMES_CHOICES = [("auto", "plain where allowed"), ("all", "alias every name")]
PH_STYLE_CHOICES = [("readable", "readable (#status, :likeTally)"), ("compact", "compact (#n0, :v0)")]

# which parts of the page each operation shows
BODY_PARTS = {
    "GetItem": ("key", "projection"),
    "PutItem": ("item", "condition"),
    "UpdateItem": ("key", "update", "condition"),
    "DeleteItem": ("key", "condition"),
    "Query": ("key_condition", "filter", "projection"),
    "Scan": ("filter", "projection"),
    "TransactWriteItems": ("actions", "token"),
    "TransactGetItems": ("actions",),
}
ACTION_PARTS = {
    "Put": ("item", "condition", "rvoccf"),
    "Update": ("key", "update", "condition", "rvoccf"),
    "Delete": ("key", "condition", "rvoccf"),
    "ConditionCheck": ("key", "condition", "rvoccf"),
    "Get": ("key", "projection"),
}
OPTION_LABELS = {
    "return_values": "ReturnValues",
    "return_values_on_condition_check_failure": "ReturnValuesOnConditionCheckFailure",
    "consistent_read": "ConsistentRead",
    "index_name": "IndexName",
    "limit": "Limit",
    "scan_index_forward": "Order (ScanIndexForward)",
    "select": "Select",
    "segment": "Segment",
    "total_segments": "TotalSegments",
    "return_consumed_capacity": "ReturnConsumedCapacity",
    "return_item_collection_metrics": "ReturnItemCollectionMetrics",
}

MAX_ROWS = 100  # per list; the core's own limits are 100 too (IN, transactions)


def _row_indexes(data, prefix: str) -> list[int]:
    """Indexes i with any field named ``{prefix}-{i}-...`` in data, in order."""
    pat = re.compile(re.escape(prefix) + r"-(\d+)-")
    found = {int(m.group(1)) for k in data for m in [pat.match(k)] if m}
    return sorted(found)


# --------------------------------------------------------------------------
# Small Django forms: one per node, named by prefix
# --------------------------------------------------------------------------
class NodeForm(forms.Form):
    """A form that never runs Django's own validation: the core validates the
    whole request, and its problems are attached with ``add_error``. Fields the
    node does not show in its current mode are dropped with ``only``, so every
    field left is on the page (the preview refreshes each one's message)."""

    template_name_label = "builder/_label.html"

    def __init__(self, data, prefix, **kwargs):
        super().__init__(data, prefix=prefix, **kwargs)
        self._errors = ErrorDict()
        self.cleaned_data = {}
        for name, f in self.fields.items():
            f.required = False
            f.widget.attrs.setdefault("aria-describedby", f"e-{self.add_prefix(name)}")

    def raw(self, name: str) -> str:
        value = self.data.get(self.add_prefix(name), "")
        return value if isinstance(value, str) else str(value)

    def field_name(self, name: str) -> str:
        return self.add_prefix(name)

    def drop(self, *names: str) -> None:
        for name in names:
            self.fields.pop(name, None)


def _text(label, textarea=False, placeholder="", **attrs):
    widget = forms.Textarea(attrs={"rows": 2, **attrs}) if textarea else forms.TextInput(attrs=attrs)
    if placeholder:
        widget.attrs["placeholder"] = placeholder
    return forms.CharField(label=label, widget=widget, strip=False)


def _choice(label, choices, **attrs):
    return forms.ChoiceField(label=label, choices=choices, widget=forms.Select(attrs=attrs))


# Changing one of these re-renders the form on the server (htmx); the event is
# consumed so the form's own preview trigger does not fire as well.
STRUCTURAL = {
    "data-structural": "1",
    "hx-post": reverse_lazy("builder"),
    "hx-target": "#builder-form",
    "hx-swap": "outerHTML",
    "hx-trigger": "change consume",
}


class TopForm(NodeForm):
    op = _choice("Operation", OPERATION_CHOICES, **STRUCTURAL)
    table = _text("Table", placeholder="Social", autocomplete="off", spellcheck="false")
    token = _text(
        "ClientRequestToken",
        placeholder="optional, 1–36 characters: makes a retried transaction idempotent",
        autocomplete="off",
    )
    ph_names = _choice("Attribute names", PH_NAMES_CHOICES)
    ph_style = _choice("Placeholder style", PH_STYLE_CHOICES)


class ValueFields(NodeForm):
    """type + value (+ placeholder for expression values)."""

    type = _choice("Type", TYPE_CHOICES, **STRUCTURAL)
    value = _text("Value", textarea=True, autocomplete="off", spellcheck="false")
    ph = _text("Placeholder", placeholder=":auto", autocomplete="off", spellcheck="false", size=10)

    def __init__(self, data, prefix, key=False, **kwargs):
        super().__init__(data, prefix, **kwargs)
        if key:
            self.fields["type"].choices = KEY_TYPE_CHOICES
        t = self.raw("type") or "S"
        widget = self.fields["value"].widget
        if t in ("SS", "NS", "BS"):
            widget.attrs["rows"] = 3
            widget.attrs["placeholder"] = "one member a line"
        elif t in ("L", "M"):
            widget.attrs["rows"] = 3
            widget.attrs["placeholder"] = (
                '[{"S": "a"}, {"N": "1"}]  or plain JSON' if t == "L" else '{"name": {"S": "x"}}  or plain JSON'
            )
        elif t == "N":
            widget.attrs["rows"] = 1
            widget.attrs["inputmode"] = "decimal"
            widget.attrs["placeholder"] = "e.g. 1, -2.5, 1E+3"
        elif t == "B":
            widget.attrs["rows"] = 1
            widget.attrs["placeholder"] = "base64"
        elif t == "BOOL":
            self.fields["value"].widget = forms.Select(
                choices=[("true", "true"), ("false", "false")],
                attrs={"aria-describedby": f"e-{self.add_prefix('value')}"},
            )
        elif t == "NULL":
            del self.fields["value"]
        else:
            widget.attrs["rows"] = 1

    @property
    def vtype(self) -> str:
        t = self.raw("type")
        return t if t in TYPES else "S"


class AttributeRowForm(ValueFields):
    name = _text("Name", placeholder="attribute name", autocomplete="off", spellcheck="false")

    field_order = ["name", "type", "value"]

    def __init__(self, data, prefix, key=False, **kwargs):
        super().__init__(data, prefix, key=key, **kwargs)
        del self.fields["ph"]


class OperandForm(ValueFields):
    kind = _choice("Operand", OPERAND_KINDS["set"], **STRUCTURAL)
    path = _text("Path", placeholder="a.b[0]", autocomplete="off", spellcheck="false")

    field_order = ["kind", "path", "type", "value", "ph"]

    def __init__(self, data, prefix, context="set", **kwargs):
        super().__init__(data, prefix, **kwargs)
        self.fields["kind"].choices = OPERAND_KINDS[context]
        self.context = context

    @property
    def vkind(self) -> str:
        k = self.raw("kind")
        allowed = [c[0] for c in OPERAND_KINDS[self.context]]
        return k if k in allowed else allowed[0]


class UpdateRowForm(NodeForm):
    action = _choice("Action", UPDATE_CHOICES, **STRUCTURAL)
    path = _text("Path", placeholder="profile.address[0].city", autocomplete="off", spellcheck="false")


class ConditionForm(NodeForm):
    op = _choice("Condition", CONDITION_CHOICES, **STRUCTURAL)
    negate = forms.BooleanField(label="NOT")
    path = _text("Path", placeholder="a.b[0]", autocomplete="off", spellcheck="false")
    atype = _choice("Type", [(t, t) for t in TYPES])
    ph = _text("Placeholder", placeholder=":auto", autocomplete="off", spellcheck="false", size=10)

    def __init__(self, data, prefix, root=True, **kwargs):
        super().__init__(data, prefix, **kwargs)
        if not root:
            self.fields["op"].choices = CHILD_CONDITION_CHOICES

    @property
    def vop(self) -> str:
        return self.raw("op")


class KeyConditionForm(NodeForm):
    pname = _text("Partition key", placeholder="PK", autocomplete="off", spellcheck="false")
    sname = _text("Sort key", placeholder="SK (optional)", autocomplete="off", spellcheck="false")
    sop = _choice("Sort key condition", SORT_OP_CHOICES, **STRUCTURAL)


class ProjectionForm(NodeForm):
    proj = _text(
        "Projection",
        textarea=True,
        placeholder="one path a line, e.g. title\ninfo.rating",
        autocomplete="off",
        spellcheck="false",
    )


class ActionForm(NodeForm):
    type = _choice("Action", WRITE_ACTION_CHOICES, **STRUCTURAL)
    table = _text("Table", placeholder="Social", autocomplete="off", spellcheck="false")
    rvoccf = _choice(
        "ReturnValuesOnConditionCheckFailure",
        [("", "— default (NONE) —")] + [(c, c) for c in ENUMS["return_values_on_condition_check_failure"]],
    )

    def __init__(self, data, prefix, get=False, **kwargs):
        super().__init__(data, prefix, **kwargs)
        if get:
            self.fields["type"].choices = GET_ACTION_CHOICES


class OptionsForm(NodeForm):
    return_values = _choice("ReturnValues", [])
    return_values_on_condition_check_failure = _choice(
        "ReturnValuesOnConditionCheckFailure",
        [("", "— default —")] + [(c, c) for c in ENUMS["return_values_on_condition_check_failure"]],
    )
    consistent_read = _choice("ConsistentRead", [("", "— default (eventual) —"), ("true", "true"), ("false", "false")])
    index_name = _text("IndexName", placeholder="table itself", autocomplete="off")
    limit = _text("Limit", placeholder="no limit", inputmode="numeric", autocomplete="off")
    scan_index_forward = _choice(
        "Order (ScanIndexForward)", [("", "— default (ascending) —"), ("true", "ascending"), ("false", "descending")]
    )
    select = _choice("Select", [("", "— default —")] + [(c, c) for c in ENUMS["select"]])
    segment = _text("Segment", inputmode="numeric", autocomplete="off")
    total_segments = _text("TotalSegments", inputmode="numeric", autocomplete="off")
    return_consumed_capacity = _choice(
        "ReturnConsumedCapacity", [("", "— default —")] + [(c, c) for c in ENUMS["return_consumed_capacity"]]
    )
    return_item_collection_metrics = _choice(
        "ReturnItemCollectionMetrics", [("", "— default —")] + [(c, c) for c in ENUMS["return_item_collection_metrics"]]
    )

    def __init__(self, data, prefix, operation="GetItem", **kwargs):
        super().__init__(data, prefix, **kwargs)
        self.fields["return_values"].choices = [("", "— default (NONE) —")] + [
            (c, c) for c in RETURN_VALUES.get(operation, ())
        ]
        for name in list(self.fields):
            if operation not in OPTIONS[name][1]:
                del self.fields[name]


# --------------------------------------------------------------------------
# The tree
# --------------------------------------------------------------------------
@dataclass
class Conversion:
    """What to_state produced: the state, and where each location's input is."""

    fields: dict = field(default_factory=dict)  # state location -> (form, field name)
    problems: list = field(default_factory=list)  # form-level problems found while reading

    def at(self, loc: str, form: NodeForm, name: str) -> None:
        self.fields[loc] = (form, name)

    def problem(self, loc: str, form: NodeForm, name: str, message: str) -> None:
        self.at(loc, form, name)
        self.problems.append(Problem(loc, message))


class ValueNode:
    """Reads a ValueFields form into a state value (text stays text)."""

    @staticmethod
    def read(form: ValueFields, loc: str, conv: Conversion, with_ph: bool = False):
        t = form.vtype
        raw = form.raw("value")
        conv.at(loc, form, "value")
        conv.at(_join(loc, "type"), form, "type")
        conv.at(_join(loc, "value"), form, "value")
        out: dict = {"type": t}
        if t == "S":
            out["value"] = raw
        elif t in ("N", "B"):
            out["value"] = raw.strip()
        elif t == "BOOL":
            low = raw.strip().lower()
            out["value"] = True if low == "true" else False if low == "false" else raw
        elif t == "NULL":
            pass
        elif t in ("SS", "NS", "BS"):
            out["value"] = _set_members(t, raw)
        else:
            parsed = _parse_container(t, raw)
            if isinstance(parsed, str):
                conv.problem(_join(loc, "value"), form, "value", parsed)
                out["value"] = [] if t == "L" else {}
            else:
                out["value"] = parsed
        if with_ph:
            ph = form.raw("ph").strip()
            conv.at(_join(loc, "placeholder"), form, "ph")
            if ph:
                out["placeholder"] = ph
        return out


_TYPED_KEYS = set(TYPES)


def _is_typed(x) -> bool:
    if not (isinstance(x, dict) and len(x) == 1 and next(iter(x)) in _TYPED_KEYS):
        return False
    ((t, v),) = x.items()
    if t == "L":
        return isinstance(v, list) and all(_is_typed(i) for i in v)
    if t == "M":
        return isinstance(v, dict) and all(_is_typed(i) for i in v.values())
    return True


class _Num(str):
    """A JSON number kept as its exact text."""


def _loads_exact(text: str):
    return json.loads(text, parse_float=_Num, parse_int=_Num)


def _set_members(t: str, raw: str) -> list:
    """Set text: one member a line (blank lines skipped), or a JSON array for
    members a line cannot hold (empty strings, line breaks)."""
    text = raw.strip()
    if text.startswith("["):
        try:
            data = _loads_exact(text)
        except json.JSONDecodeError:
            data = None
        if isinstance(data, list):
            return [str(m) if isinstance(m, _Num) else m for m in data]
    lines = raw.replace("\r\n", "\n").split("\n")
    if t != "SS":
        lines = [ln.strip() for ln in lines]
    return [ln for ln in lines if ln.strip() != ""]


def _set_text(t: str, members: list) -> str:
    """Inverse of _set_members: lines where they are exact, else a JSON array."""
    members = [str(m) if not isinstance(m, str) else m for m in members]
    awkward = any(
        m.strip() == "" or "\n" in m or "\r" in m or (t == "SS" and m != m.strip() and False) for m in members
    ) or (members and members[0].lstrip().startswith("["))
    if awkward:
        return json.dumps(members, ensure_ascii=False)
    return "\n".join(members)


def _parse_container(t: str, raw: str):
    """L/M text -> list/dict of state values, or an error message.

    DynamoDB JSON (``[{"S": "a"}]``) is taken as typed; anything else is read as
    plain JSON where strings are S, numbers N (exactly as written), booleans
    BOOL, null NULL, arrays L and objects M.
    """
    text = raw.strip()
    if not text:
        return [] if t == "L" else {}
    try:
        data = _loads_exact(text)
    except json.JSONDecodeError as e:
        return f"not valid JSON: {e.msg} (line {e.lineno}, column {e.colno})"
    want = list if t == "L" else dict
    if not isinstance(data, want):
        return f"{'a JSON array [...]' if t == 'L' else 'a JSON object {...}'} expected for a {TYPE_NAMES[t]}"
    items = data if t == "L" else list(data.values())
    if items and all(_is_typed(x) for x in items):
        return [_typed(x) for x in data] if t == "L" else {k: _typed(v) for k, v in data.items()}
    return [_plain_exact(x) for x in data] if t == "L" else {k: _plain_exact(v) for k, v in data.items()}


def _typed(x):
    ((t, v),) = x.items()
    if t == "L":
        return {"type": "L", "value": [_typed(i) for i in v]}
    if t == "M":
        return {"type": "M", "value": {k: _typed(i) for k, i in v.items()}}
    if isinstance(v, _Num):
        v = str(v)
    if isinstance(v, list):
        v = [str(i) if isinstance(i, _Num) else i for i in v]
    return {"type": t, "value": v}


def _plain_exact(x):
    if isinstance(x, bool):
        return {"type": "BOOL", "value": x}
    if x is None:
        return {"type": "NULL", "value": True}
    if isinstance(x, _Num):
        return {"type": "N", "value": str(x)}
    if isinstance(x, str):
        return {"type": "S", "value": x}
    if isinstance(x, list):
        return {"type": "L", "value": [_plain_exact(i) for i in x]}
    return {"type": "M", "value": {k: _plain_exact(v) for k, v in x.items()}}


class OperandNode:
    def __init__(self, data, prefix: str, context: str):
        self.prefix = prefix
        self.form = OperandForm(data, prefix, context=context)
        self.kind = self.form.vkind
        self.context = context
        if self.kind == "value":
            self.form.drop("path")
        elif self.kind in ("path", "size", "if_not_exists"):
            self.form.drop("type", "value", "ph")
        else:
            self.form.drop("path", "type", "value", "ph")
        child_ctx = "arg"
        self.a = self.b = None
        if self.kind in ("plus", "minus", "list_append"):
            self.a = OperandNode(data, f"{prefix}-a", child_ctx)
            self.b = OperandNode(data, f"{prefix}-b", child_ctx)
        elif self.kind == "if_not_exists":
            self.a = OperandNode(data, f"{prefix}-a", child_ctx)

    def to_state(self, loc: str, conv: Conversion):
        f = self.form
        conv.at(loc, f, "kind")
        if self.kind == "value":
            return ValueNode.read(f, loc, conv, with_ph=True)
        if self.kind in ("path", "size"):
            conv.at(_join(loc, self.kind), f, "path")
            return {self.kind: f.raw("path").strip()}
        if self.kind == "if_not_exists":
            kloc = _join(loc, "if_not_exists")
            conv.at(kloc, f, "path")
            conv.at(_join(kloc, 0), f, "path")
            return {"if_not_exists": [f.raw("path").strip(), self.a.to_state(_join(kloc, 1), conv)]}
        kloc = _join(loc, self.kind)
        conv.at(kloc, f, "kind")
        return {self.kind: [self.a.to_state(_join(kloc, 0), conv), self.b.to_state(_join(kloc, 1), conv)]}


class ConditionNode:
    def __init__(self, data, prefix: str, root: bool = True):
        self.prefix = prefix
        self.root = root
        self.form = ConditionForm(data, prefix, root=root)
        self.op = self.form.vop
        self.children: list[ConditionNode] = []
        self.operands: dict[str, OperandNode] = {}
        self.in_values: list[OperandNode] = []
        op = self.op
        if op == "":
            self.form.drop("negate", "path", "atype", "ph")
        elif op not in ("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains"):
            self.form.drop("path", "atype", "ph")
        elif op != "attribute_type":
            self.form.drop("atype", "ph")
        if op in ("and", "or"):
            self.children = [ConditionNode(data, f"{prefix}-{i}", root=False) for i in _row_indexes(data, prefix)]
        elif op in dict(COMPARE_OPS):
            self.operands = {
                "l": OperandNode(data, f"{prefix}-l", "cond"),
                "r": OperandNode(data, f"{prefix}-r", "cond"),
            }
        elif op == "between":
            self.operands = {k: OperandNode(data, f"{prefix}-{k}", "cond") for k in ("l", "lo", "hi")}
        elif op == "in":
            self.operands = {"l": OperandNode(data, f"{prefix}-l", "cond")}
            self.in_values = [OperandNode(data, f"{prefix}-in-{i}", "cond") for i in _row_indexes(data, f"{prefix}-in")]
        elif op in ("begins_with", "contains"):
            self.operands = {"r": OperandNode(data, f"{prefix}-r", "cond")}

    @property
    def is_group(self) -> bool:
        return self.op in ("and", "or")

    @property
    def is_compare(self) -> bool:
        return self.op in dict(COMPARE_OPS)

    @property
    def takes_path(self) -> bool:
        return "path" in self.form.fields

    @property
    def negated(self) -> bool:
        return self.form.raw("negate") in ("on", "true", "1")

    @property
    def empty(self) -> bool:
        return self.op == ""

    def to_state(self, loc: str, conv: Conversion):
        inner_loc = _join(loc, "condition") if self.negated else loc
        conv.at(loc, self.form, "op")
        conv.at(inner_loc, self.form, "op")
        body = self._body(inner_loc, conv)
        return {"op": "not", "condition": body} if self.negated else body

    def _body(self, loc: str, conv: Conversion):
        f, op = self.form, self.op
        conv.at(_join(loc, "op"), f, "op")
        if op in ("and", "or"):
            cloc = _join(loc, "conditions")
            conv.at(cloc, f, "op")
            return {"op": op, "conditions": [c.to_state(_join(cloc, i), conv) for i, c in enumerate(self.children)]}
        if op in dict(COMPARE_OPS):
            return {
                "op": op,
                "left": self.operands["l"].to_state(_join(loc, "left"), conv),
                "right": self.operands["r"].to_state(_join(loc, "right"), conv),
            }
        if op == "between":
            o = self.operands
            return {
                "op": "between",
                "operand": o["l"].to_state(_join(loc, "operand"), conv),
                "low": o["lo"].to_state(_join(loc, "low"), conv),
                "high": o["hi"].to_state(_join(loc, "high"), conv),
            }
        if op == "in":
            vloc = _join(loc, "values")
            conv.at(vloc, f, "op")
            return {
                "op": "in",
                "operand": self.operands["l"].to_state(_join(loc, "operand"), conv),
                "values": [v.to_state(_join(vloc, i), conv) for i, v in enumerate(self.in_values)],
            }
        if op not in ("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains"):
            return {"op": op}  # not one the page offers: the core says what is wrong
        conv.at(_join(loc, "path"), f, "path")
        path = f.raw("path").strip()
        if op in ("attribute_exists", "attribute_not_exists"):
            return {"op": op, "path": path}
        if op == "attribute_type":
            conv.at(_join(loc, "type"), f, "atype")
            conv.at(_join(loc, "placeholder"), f, "ph")
            out = {"op": op, "path": path, "type": f.raw("atype") or "S"}
            if f.raw("ph").strip():
                out["placeholder"] = f.raw("ph").strip()
            return out
        return {"op": op, "path": path, "value": self.operands["r"].to_state(_join(loc, "value"), conv)}


class UpdateRowNode:
    def __init__(self, data, prefix: str):
        self.prefix = prefix
        self.form = UpdateRowForm(data, prefix)
        self.action = self.form.raw("action") or "SET"
        self.operand = None
        self.value = None
        if self.action == "SET":
            self.operand = OperandNode(data, f"{prefix}-v", "set")
        elif self.action in ("ADD", "DELETE"):
            self.value = OperandForm(data, f"{prefix}-v", context="arg")
            self.value.drop("kind", "path")

    @property
    def blank(self) -> bool:
        return not self.form.raw("path").strip() and not any(
            v for k, v in self.form.data.items() if k.startswith(f"{self.prefix}-v-") and k.endswith("-value") and v
        )

    def to_state(self, loc: str, conv: Conversion):
        conv.at(loc, self.form, "action")
        conv.at(_join(loc, "action"), self.form, "action")
        conv.at(_join(loc, "path"), self.form, "path")
        out = {"action": self.action, "path": self.form.raw("path").strip()}
        if self.operand is not None:
            out["value"] = self.operand.to_state(_join(loc, "value"), conv)
        elif self.value is not None:
            out["value"] = ValueNode.read(self.value, _join(loc, "value"), conv, with_ph=True)
        return out


class AttributeRows:
    def __init__(self, data, prefix: str, key: bool):
        self.prefix = prefix
        self.key = key
        self.rows = [AttributeRowForm(data, f"{prefix}-{i}", key=key) for i in _row_indexes(data, prefix)]

    def to_state(self, loc: str, conv: Conversion, rows_loc: str | None = None):
        out: dict = {}
        first = {}
        for row in self.rows:
            name = row.raw("name")
            value_raw = row.raw("value")
            if not name and not value_raw.strip() and row.vtype not in ("NULL", "BOOL"):
                continue  # an untouched blank row
            aloc = _join(loc, name_location(name)) if name else loc
            if not name:
                conv.problem(_join(loc, f"(row {self.rows.index(row) + 1})"), row, "name", "attribute name needed")
                continue
            if name in first:
                conv.problem(
                    _join(loc, f"(row {self.rows.index(row) + 1})"),
                    row,
                    "name",
                    f"{name!r} is already row {first[name]}: names must be unique",
                )
                continue
            first[name] = self.rows.index(row) + 1
            conv.at(_join(aloc, "placeholder"), row, "name")
            out[name] = ValueNode.read(row, aloc, conv)
        conv.fields.setdefault(loc, (self.rows[0], "name") if self.rows else (None, None))
        return out


class Body:
    """The single-item parts shared by top-level requests and transaction actions."""

    def __init__(self, data, prefix: str, parts: tuple):
        self.prefix = prefix
        self.parts = parts
        p = prefix
        self.key = AttributeRows(data, f"{p}key", key=True) if "key" in parts else None
        self.item = AttributeRows(data, f"{p}item", key=False) if "item" in parts else None
        self.updates = (
            [UpdateRowNode(data, f"{p}upd-{i}") for i in _row_indexes(data, f"{p}upd")] if "update" in parts else None
        )
        self.condition = ConditionNode(data, f"{p}cond") if "condition" in parts else None
        self.projection = ProjectionForm(data, f"{p}proj") if "projection" in parts else None

    def to_state(self, loc: str, conv: Conversion) -> dict:
        out: dict = {}
        if self.key is not None:
            out["key"] = self.key.to_state(_join(loc, "key"), conv)
        if self.item is not None:
            out["item"] = self.item.to_state(_join(loc, "item"), conv)
        if self.updates is not None:
            uloc = _join(loc, "update")
            if self.updates:
                conv.at(uloc, self.updates[0].form, "action")
            kept = [u for u in self.updates if not u.blank or (u.action == "REMOVE" and u.form.raw("path").strip())]
            out["update"] = [u.to_state(_join(uloc, i), conv) for i, u in enumerate(kept)]
        if self.condition is not None and not self.condition.empty:
            out["condition"] = self.condition.to_state(_join(loc, "condition"), conv)
        if self.projection is not None:
            paths = split_path_lines(self.projection.raw("proj"))
            ploc = _join(loc, "projection")
            conv.at(ploc, self.projection, "proj")
            for i in range(len(paths)):
                conv.at(_join(ploc, i), self.projection, "proj")
            if paths:
                out["projection"] = paths
        return out


class ActionNode:
    def __init__(self, data, prefix: str, get: bool):
        self.prefix = prefix
        self.form = ActionForm(data, prefix, get=get)
        t = self.form.raw("type")
        allowed = [c[0] for c in (GET_ACTION_CHOICES if get else WRITE_ACTION_CHOICES)]
        self.type = t if t in allowed else allowed[0]
        self.body = Body(data, f"{prefix}-", ACTION_PARTS[self.type])
        if "rvoccf" not in ACTION_PARTS[self.type]:
            self.form.drop("rvoccf")

    def to_state(self, loc: str, conv: Conversion) -> dict:
        conv.at(loc, self.form, "type")
        conv.at(_join(loc, "type"), self.form, "type")
        conv.at(_join(loc, "table"), self.form, "table")
        out = {"type": self.type, "table": self.form.raw("table").strip()}
        out.update(self.body.to_state(loc, conv))
        if "rvoccf" in ACTION_PARTS[self.type] and self.form.raw("rvoccf"):
            conv.at(_join(loc, "return_values_on_condition_check_failure"), self.form, "rvoccf")
            out["return_values_on_condition_check_failure"] = self.form.raw("rvoccf")
        return out


class BuilderForm:
    """The whole page's forms, bound to one flat data dict."""

    def __init__(self, data):
        self.data = data
        self.top = TopForm(data, None)
        op = data.get("op") or "UpdateItem"
        self.operation = op if op in OPERATIONS else "UpdateItem"
        self.parts = BODY_PARTS[self.operation]
        self.options = OptionsForm(data, "opt", operation=self.operation)
        self.body = Body(
            data, "", tuple(p for p in self.parts if p in ("key", "item", "update", "condition", "projection"))
        )
        self.key_condition = None
        if "key_condition" in self.parts:
            self.key_condition = KeyConditionForm(data, "kc")
            self.kc_partition = OperandForm(data, "kc-p", context="arg")
            self.kc_sort = OperandForm(data, "kc-s", context="arg")
            self.kc_high = OperandForm(data, "kc-h", context="arg")
            for f in (self.kc_partition, self.kc_sort, self.kc_high):
                f.drop("kind", "path")
        self.filter = ConditionNode(data, "filter") if "filter" in self.parts else None
        self.esk = AttributeRows(data, "esk", key=True) if self.operation in ("Query", "Scan") else None
        self.actions = None
        if "actions" in self.parts:
            get = self.operation == "TransactGetItems"
            self.actions = [ActionNode(data, f"act-{i}", get) for i in _row_indexes(data, "act")]
        self.conversion: Conversion | None = None
        self.general_errors: list[str] = []
        self.problem_count = 0
        if not self.shows_table:
            self.top.drop("table")
        if "token" not in self.parts:
            self.top.drop("token")

    @property
    def sort_op(self) -> str:
        return self.key_condition.raw("sop") if self.key_condition is not None else ""

    @property
    def options_open(self) -> bool:
        return any(self.options.raw(n) for n in self.options.fields) or bool(self.esk and self.esk.rows)

    @property
    def shows_table(self) -> bool:
        return "actions" not in self.parts

    def forms(self):
        """Every NodeForm on the page (for error-container bookkeeping)."""
        out = [self.top, self.options]

        def walk_operand(o):
            if o is None:
                return
            out.append(o.form)
            walk_operand(o.a)
            walk_operand(o.b)

        def walk_cond(c):
            if c is None:
                return
            out.append(c.form)
            for o in c.operands.values():
                walk_operand(o)
            for o in c.in_values:
                walk_operand(o)
            for ch in c.children:
                walk_cond(ch)

        def walk_body(b):
            for rows in (b.key, b.item):
                if rows is not None:
                    out.extend(rows.rows)
            for u in b.updates or ():
                out.append(u.form)
                walk_operand(u.operand)
                if u.value is not None:
                    out.append(u.value)
            walk_cond(b.condition)
            if b.projection is not None:
                out.append(b.projection)

        walk_body(self.body)
        if self.key_condition is not None:
            out += [self.key_condition, self.kc_partition]
            if self.sort_op:
                out.append(self.kc_sort)
            if self.sort_op == "between":
                out.append(self.kc_high)
        walk_cond(self.filter)
        if self.esk is not None:
            out.extend(self.esk.rows)
        for a in self.actions or ():
            out.append(a.form)
            walk_body(a.body)
        return out

    # -- form -> state ---------------------------------------------------------
    def to_state(self) -> dict:
        conv = Conversion()
        t = self.top
        state: dict = {"version": 1, "operation": self.operation}
        conv.at("operation", t, "op")
        if self.shows_table:
            conv.at("table", t, "table")
            state["table"] = t.raw("table").strip()
        state.update(self.body.to_state("", conv))
        if self.key_condition is not None:
            state["key_condition"] = self._key_condition(conv)
        if self.filter is not None and not self.filter.empty:
            state["filter"] = self.filter.to_state("filter", conv)
        if self.actions is not None:
            conv.at("actions", t, "op")
            state["actions"] = [a.to_state(_join("actions", i), conv) for i, a in enumerate(self.actions)]
        if "token" in self.parts and t.raw("token") != "":
            conv.at("client_request_token", t, "token")
            state["client_request_token"] = t.raw("token")  # kept exactly: any text is a valid token
        options = self._options(conv)
        if options:
            state["options"] = options
        names, style = t.raw("ph_names") or "auto", t.raw("ph_style") or "readable"
        conv.at("placeholders.names", t, "ph_names")
        conv.at("placeholders.style", t, "ph_style")
        if (names, style) != ("auto", "readable"):
            state["placeholders"] = {"names": names, "style": style}
        self.conversion = conv
        return state

    def _key_condition(self, conv: Conversion) -> dict:
        kc = self.key_condition
        conv.at("key_condition", kc, "pname")
        conv.at("key_condition.partition", kc, "pname")
        conv.at("key_condition.partition.name", kc, "pname")
        out = {
            "partition": {
                "name": kc.raw("pname").strip(),
                "value": ValueNode.read(self.kc_partition, "key_condition.partition.value", conv, with_ph=True),
            }
        }
        sop = kc.raw("sop")
        if sop:
            conv.at("key_condition.sort", kc, "sop")
            conv.at("key_condition.sort.name", kc, "sname")
            sort = {
                "name": kc.raw("sname").strip(),
                "op": sop,
                "value": ValueNode.read(self.kc_sort, "key_condition.sort.value", conv, with_ph=True),
            }
            if sop == "between":
                sort["high"] = ValueNode.read(self.kc_high, "key_condition.sort.high", conv, with_ph=True)
            out["sort"] = sort
        return out

    def _options(self, conv: Conversion) -> dict:
        f = self.options
        out: dict = {}
        for name in f.fields:
            raw = f.raw(name).strip()
            if raw == "":
                continue
            loc = _join("options", name)
            conv.at(loc, f, name)
            if name in ("consistent_read", "scan_index_forward"):
                out[name] = raw == "true"
            elif name in ("limit", "segment", "total_segments"):
                out[name] = int(raw) if raw.isdigit() else raw
            else:
                out[name] = raw
        if self.esk is not None:
            esk = self.esk.to_state("options.exclusive_start_key", conv)
            if esk:
                out["exclusive_start_key"] = esk
        return out

    # -- validation ---------------------------------------------------------------
    def validate(self, attach: bool = True):
        """Build the state, check it with the core and (with ``attach``) put
        every problem beside its field. Returns (state, request-or-None)."""
        state = self.to_state()
        conv = self.conversion
        problems = list(conv.problems)
        request = None
        try:
            request = load_state(state)
        except StateError as e:
            problems += e.problems
        self.problem_count = len(problems)
        if problems:
            request = None
            if attach:
                for p in problems:
                    self.attach(p)
        return state, request

    def attach(self, problem: Problem) -> None:
        form, name = self._field_for(problem.location)
        if form is None:
            self.general_errors.append(str(problem))
            return
        form.add_error(name, problem.message)

    def _field_for(self, location: str):
        fields = self.conversion.fields
        loc = location
        while True:
            hit = fields.get(loc)
            if hit is not None and hit[0] is not None:
                return hit
            if not loc:
                return None, None
            loc = _parent(loc)

    def field_for(self, location: str):
        """(NodeForm, field name) of the field that shows a problem at ``location``
        (a state location such as ``actions[1].update[0].value``, or its nearest
        located parent); (None, None) when no field does, or when the form has not
        been read yet (``validate`` or ``to_state`` records the map)."""
        if self.conversion is None:
            return None, None
        return self._field_for(location)

    def error_items(self):
        """(container id, messages) for every field on the page: the preview
        swaps them all out-of-band so stale messages disappear too."""
        for form in self.forms():
            for name in form.fields:
                html_name = form.add_prefix(name)
                yield html_name, list(form.errors.get(name, []))


def _parent(loc: str) -> str:
    if loc.endswith("]"):
        return loc[: loc.rindex("[")]
    if "." in loc:
        return loc[: loc.rindex(".")]
    return ""


# --------------------------------------------------------------------------
# state -> data (links, recipes, snippets)
# --------------------------------------------------------------------------
def state_to_data(state: dict) -> dict:
    """The flat form data that renders ``state`` (a valid, migrated state)."""
    d: dict = {"op": state.get("operation", "UpdateItem")}
    if state.get("table"):
        d["table"] = state["table"]
    _body_to_data(state, "", d)
    kc = state.get("key_condition")
    if kc:
        part = kc.get("partition") or {}
        d["kc-pname"] = part.get("name", "")
        _value_to_data(part.get("value") or {"type": "S", "value": ""}, "kc-p", d)
        sort = kc.get("sort")
        if sort:
            d["kc-sname"] = sort.get("name", "")
            d["kc-sop"] = (
                sort.get("op", "=").lower()
                if sort.get("op", "").lower() in ("between", "begins_with")
                else sort.get("op", "=")
            )
            _value_to_data(sort.get("value") or {"type": "S", "value": ""}, "kc-s", d)
            if sort.get("high"):
                _value_to_data(sort["high"], "kc-h", d)
    if state.get("filter"):
        _condition_to_data(state["filter"], "filter", d)
    for i, a in enumerate(state.get("actions") or ()):
        p = f"act-{i}"
        d[f"{p}-type"] = a.get("type", "Put")
        d[f"{p}-table"] = a.get("table", "")
        if a.get("return_values_on_condition_check_failure"):
            d[f"{p}-rvoccf"] = a["return_values_on_condition_check_failure"]
        _body_to_data(a, f"{p}-", d)
    if state.get("client_request_token"):
        d["token"] = state["client_request_token"]
    for name, value in (state.get("options") or {}).items():
        if name == "exclusive_start_key":
            _attributes_to_data(value, "esk", d)
        elif isinstance(value, bool):
            d[f"opt-{name}"] = "true" if value else "false"
        else:
            d[f"opt-{name}"] = str(value)
    ph = state.get("placeholders") or {}
    d["ph_names"] = ph.get("names", "auto")
    d["ph_style"] = ph.get("style", "readable")
    return d


def _body_to_data(body: dict, p: str, d: dict) -> None:
    if body.get("key"):
        _attributes_to_data(body["key"], f"{p}key", d)
    if body.get("item"):
        _attributes_to_data(body["item"], f"{p}item", d)
    for i, u in enumerate(body.get("update") or ()):
        up = f"{p}upd-{i}"
        d[f"{up}-action"] = u.get("action", "SET")
        d[f"{up}-path"] = _path_text(u.get("path", ""))
        if "value" in u:
            if u.get("action") == "SET":
                _operand_to_data(u["value"], f"{up}-v", d)
            else:
                _value_to_data(u["value"], f"{up}-v", d)
                d[f"{up}-v-kind"] = "value"
    if body.get("condition"):
        _condition_to_data(body["condition"], f"{p}cond", d)
    if body.get("projection"):
        d[f"{p}proj-proj"] = "\n".join(_path_text(x) for x in body["projection"])


def _attributes_to_data(attrs: dict, prefix: str, d: dict) -> None:
    for i, (name, v) in enumerate(attrs.items()):
        d[f"{prefix}-{i}-name"] = name
        _value_to_data(v, f"{prefix}-{i}", d)


def _path_text(path) -> str:
    """A state path (text or segments) in the form's canonical text syntax."""
    from builder.expr.errors import ExprError
    from builder.expr.paths import Path, parse_path

    try:
        return (Path(tuple(path)) if isinstance(path, list) else parse_path(path)).text()
    except (ExprError, TypeError):
        return path if isinstance(path, str) else json.dumps(path)  # shown as typed: the core reports it


def _value_to_data(v: dict, prefix: str, d: dict) -> None:
    t = v.get("type", "S")
    d[f"{prefix}-type"] = t
    raw = v.get("value")
    if t in ("SS", "NS", "BS"):
        d[f"{prefix}-value"] = _set_text(t, list(raw or ()))
    elif t in ("L", "M"):
        d[f"{prefix}-value"] = json.dumps(_to_ddb_json(v)[t], ensure_ascii=False)
    elif t == "BOOL":
        d[f"{prefix}-value"] = "true" if raw else "false"
    elif t == "NULL":
        d[f"{prefix}-value"] = ""
    else:
        d[f"{prefix}-value"] = "" if raw is None else str(raw)
    if v.get("placeholder"):
        d[f"{prefix}-ph"] = v["placeholder"]


def _to_ddb_json(v: dict) -> dict:
    t = v["type"]
    raw = v.get("value")
    if t == "L":
        return {"L": [_to_ddb_json(x) for x in raw or ()]}
    if t == "M":
        return {"M": {k: _to_ddb_json(x) for k, x in (raw or {}).items()}}
    if t == "NULL":
        return {"NULL": True}
    if t == "N":
        return {"N": str(raw)}
    if t == "NS":
        return {"NS": [str(x) for x in raw]}
    return {t: raw}


def _operand_to_data(o: dict, prefix: str, d: dict) -> None:
    if "type" in o:
        d[f"{prefix}-kind"] = "value"
        _value_to_data(o, prefix, d)
        return
    ((kind, body),) = o.items()
    d[f"{prefix}-kind"] = kind
    if kind in ("path", "size"):
        d[f"{prefix}-path"] = _path_text(body)
    elif kind == "if_not_exists":
        d[f"{prefix}-path"] = _path_text(body[0])
        _operand_to_data(body[1], f"{prefix}-a", d)
    else:
        _operand_to_data(body[0], f"{prefix}-a", d)
        _operand_to_data(body[1], f"{prefix}-b", d)


def _condition_to_data(c: dict, prefix: str, d: dict) -> None:
    op = c.get("op", "")
    op = op.lower() if isinstance(op, str) and op.lower() in ("and", "or", "not", "between", "in") else op
    if op == "not":
        inner = c.get("condition") or {}
        if inner.get("op", "").lower() == "not":
            # NOT NOT x: a negated one-member group holding NOT x
            d[f"{prefix}-negate"] = "on"
            d[f"{prefix}-op"] = "and"
            _condition_to_data(inner, f"{prefix}-0", d)
            return
        _condition_to_data(inner, prefix, d)
        d[f"{prefix}-negate"] = "on"
        return
    d[f"{prefix}-op"] = op
    if op in ("and", "or"):
        for i, child in enumerate(c.get("conditions") or ()):
            _condition_to_data(child, f"{prefix}-{i}", d)
    elif op in dict(COMPARE_OPS):
        _operand_to_data(c["left"], f"{prefix}-l", d)
        _operand_to_data(c["right"], f"{prefix}-r", d)
    elif op == "between":
        _operand_to_data(c["operand"], f"{prefix}-l", d)
        _operand_to_data(c["low"], f"{prefix}-lo", d)
        _operand_to_data(c["high"], f"{prefix}-hi", d)
    elif op == "in":
        _operand_to_data(c["operand"], f"{prefix}-l", d)
        for i, v in enumerate(c.get("values") or ()):
            _operand_to_data(v, f"{prefix}-in-{i}", d)
    else:
        d[f"{prefix}-path"] = _path_text(c.get("path", ""))
        if op == "attribute_type":
            d[f"{prefix}-atype"] = c.get("type", "S")
            if c.get("placeholder"):
                d[f"{prefix}-ph"] = c["placeholder"]
        elif op in ("begins_with", "contains"):
            _operand_to_data(c["value"], f"{prefix}-r", d)


def with_default_rows(data: dict) -> dict:
    """Give every list the current operation shows at least one row to fill in
    (after switching operation, say), without touching what is there."""
    op = data.get("op") if data.get("op") in OPERATIONS else "UpdateItem"
    fresh = empty_data(op)
    d = dict(data)
    for list_prefix in ("key", "item", "upd", "act"):
        if not _row_indexes(d, list_prefix):
            d.update({k: v for k, v in fresh.items() if k.startswith(f"{list_prefix}-")})
    if "key_condition" in BODY_PARTS[op] and not d.get("kc-p-type"):
        d.update({k: v for k, v in fresh.items() if k.startswith("kc-")})
    for i in _row_indexes(d, "act"):
        p = f"act-{i}"
        kind = d.get(f"{p}-type") or "Put"
        for part, lp in (("key", "key"), ("item", "item"), ("update", "upd")):
            if part in ACTION_PARTS.get(kind, ()) and not _row_indexes(d, f"{p}-{lp}"):
                tmp: dict = {}
                _new_action(tmp, p, kind)
                d.update({k: v for k, v in tmp.items() if k.startswith(f"{p}-{lp}-")})
    return d


def empty_data(operation: str = "UpdateItem") -> dict:
    """A fresh builder for ``operation`` with one row in each list."""
    d = {"op": operation, "ph_names": "auto", "ph_style": "readable"}
    parts = BODY_PARTS.get(operation, ())
    if "key" in parts:
        d.update({"key-0-name": "", "key-0-type": "S", "key-0-value": ""})
    if "item" in parts:
        d.update({"item-0-name": "", "item-0-type": "S", "item-0-value": ""})
    if "update" in parts:
        d.update(
            {"upd-0-action": "SET", "upd-0-path": "", "upd-0-v-kind": "value", "upd-0-v-type": "S", "upd-0-v-value": ""}
        )
    if "key_condition" in parts:
        d.update({"kc-pname": "", "kc-p-type": "S", "kc-p-value": ""})
    if "actions" in parts:
        kind = "Get" if operation == "TransactGetItems" else "Put"
        _new_action(d, "act-0", kind)
    return d


# --------------------------------------------------------------------------
# Row actions (named submit buttons)
# --------------------------------------------------------------------------
ACTION_RE = re.compile(r"(add|addgroup|remove|up|down):([A-Za-z0-9_-]+)\Z")


def apply_action(data: dict, action: str) -> dict:
    """Return new data with ``action`` applied: ``add:key``, ``add:act-0-upd``,
    ``add:cond`` (a condition in group ``cond``), ``addgroup:cond``,
    ``remove:key-1``, ``up:act-2``, ``down:act-0``. Unknown actions change nothing."""
    m = ACTION_RE.match(action or "")
    d = dict(data)
    if not m:
        return d
    verb, target = m.groups()
    if verb in ("add", "addgroup"):
        return _add(d, target, group=verb == "addgroup")
    row = re.match(r"(.+)-(\d+)\Z", target)
    if not row:
        return d
    prefix, index = row.group(1), int(row.group(2))
    if verb == "remove":
        return _remove(d, prefix, index)
    other = index - 1 if verb == "up" else index + 1
    if other < 0 or other not in _row_indexes(d, prefix):
        return d
    return _swap(d, prefix, index, other)


def _next_index(d: dict, prefix: str) -> int | None:
    rows = _row_indexes(d, prefix)
    if len(rows) >= MAX_ROWS:
        return None
    return rows[-1] + 1 if rows else 0


def _add(d: dict, target: str, group: bool) -> dict:
    # what kind of list is `target`?
    last = target.rsplit("-", 1)[-1]
    if last in ("key", "item", "esk"):
        i = _next_index(d, target)
        if i is not None:
            d.update({f"{target}-{i}-name": "", f"{target}-{i}-type": "S", f"{target}-{i}-value": ""})
    elif last == "upd":
        i = _next_index(d, target)
        if i is not None:
            p = f"{target}-{i}"
            d.update(
                {f"{p}-action": "SET", f"{p}-path": "", f"{p}-v-kind": "value", f"{p}-v-type": "S", f"{p}-v-value": ""}
            )
    elif last == "in":
        i = _next_index(d, target)
        if i is not None:
            d.update({f"{target}-{i}-kind": "value", f"{target}-{i}-type": "S", f"{target}-{i}-value": ""})
    elif last == "act" and target == "act":
        i = _next_index(d, "act")
        if i is not None:
            _new_action(d, f"act-{i}", "Get" if d.get("op") == "TransactGetItems" else "Update")
    elif last in ("cond", "filter") or re.search(r"(cond|filter)(-\d+)*\Z", target):
        op = d.get(f"{target}-op", "")
        if op == "" and not group:
            _new_leaf(d, target)  # an empty root gets its first condition
            return d
        if op not in ("and", "or"):
            if op == "":
                d[f"{target}-op"] = "and"
            else:
                # a leaf: turn it into a group holding the leaf and the new condition
                _wrap_in_group(d, target)
        i = _next_index(d, target)
        if i is not None:
            c = f"{target}-{i}"
            if group:
                d.update({f"{c}-op": "or"})
                _new_leaf(d, f"{c}-0")
            else:
                _new_leaf(d, c)
    return d


def _new_leaf(d: dict, c: str) -> None:
    d.update(
        {
            f"{c}-op": "=",
            f"{c}-l-kind": "path",
            f"{c}-l-path": "",
            f"{c}-r-kind": "value",
            f"{c}-r-type": "S",
            f"{c}-r-value": "",
        }
    )


def _new_action(d: dict, p: str, kind: str) -> None:
    d.update({f"{p}-type": kind, f"{p}-table": ""})
    parts = ACTION_PARTS[kind]
    if "key" in parts:
        d.update({f"{p}-key-0-name": "", f"{p}-key-0-type": "S", f"{p}-key-0-value": ""})
    if "item" in parts:
        d.update({f"{p}-item-0-name": "", f"{p}-item-0-type": "S", f"{p}-item-0-value": ""})
    if "update" in parts:
        d.update(
            {
                f"{p}-upd-0-action": "SET",
                f"{p}-upd-0-path": "",
                f"{p}-upd-0-v-kind": "value",
                f"{p}-upd-0-v-type": "S",
                f"{p}-upd-0-v-value": "",
            }
        )


def _wrap_in_group(d: dict, target: str) -> None:
    """Move the condition at ``target`` into ``target-0`` and make ``target`` an AND group."""
    moved = {}
    for k in list(d):
        if k.startswith(f"{target}-") and k != f"{target}-negate":
            moved[f"{target}-0-{k[len(target) + 1 :]}"] = d.pop(k)
    negate = d.pop(f"{target}-negate", None)
    d.update(moved)
    d[f"{target}-op"] = "and"
    if negate:
        d[f"{target}-0-negate"] = negate


def _remove(d: dict, prefix: str, index: int) -> dict:
    rows = _row_indexes(d, prefix)
    if index not in rows:
        return d
    head = f"{prefix}-{index}-"
    out = {k: v for k, v in d.items() if not k.startswith(head)}
    # renumber the rows after it so indexes stay dense
    for j in rows:
        if j <= index:
            continue
        old, new = f"{prefix}-{j}-", f"{prefix}-{j - 1}-"
        out = {(new + k[len(old) :] if k.startswith(old) else k): v for k, v in out.items()}
    return out


def _swap(d: dict, prefix: str, i: int, j: int) -> dict:
    a, b = f"{prefix}-{i}-", f"{prefix}-{j}-"
    out = {}
    for k, v in d.items():
        if k.startswith(a):
            out[b + k[len(a) :]] = v
        elif k.startswith(b):
            out[a + k[len(b) :]] = v
        else:
            out[k] = v
    return out


def data_from_post(post) -> dict:
    """QueryDict -> plain dict of the builder's fields (last value wins)."""
    skip = {"csrfmiddlewaretoken", "_action", "paste-text", "paste-op"}
    return {k: post.get(k, "") for k in post if k not in skip}
