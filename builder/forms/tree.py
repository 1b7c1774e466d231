"""The form tree: one node per part of the request, each holding its small
Django form(s) and its children, built from the flat data dict by prefix.

``to_state(loc, conv)`` on each node turns what was typed into the builder
state's part at location ``loc``, and records in ``conv`` (a
:class:`Conversion`) which field each location came from, so the core's
located problems can be put beside the fields that caused them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from builder.expr.errors import Problem, join_location, name_location
from builder.expr.paths import split_path_lines

from .choices import (
    ACTION_PARTS,
    BATCH_PARTS,
    BATCH_WRITE_CHOICES,
    COMPARE_OPS,
    GET_ACTION_CHOICES,
    PATH_OPS,
    SUBJECT_OPS,
    WRITE_ACTION_CHOICES,
)
from .limits import FORM_VALUES_MAX_BYTES, form_values_message
from .nodes import (
    ActionForm,
    AttributeRowForm,
    ConditionForm,
    NodeForm,
    OperandForm,
    ProjectionForm,
    UpdateRowForm,
    ValueFields,
)
from .rows import keys_under, row_indexes
from .values import parse_container, parse_set


@dataclass
class Conversion:
    """What to_state produced: the state, and where each location's input is."""

    fields: dict = field(default_factory=dict)  # state location -> (form, field name)
    problems: list = field(default_factory=list)  # form-level problems found while reading
    value_bytes: int = 0  # the values' text read so far (read_value), within FORM_VALUES_MAX_BYTES
    paths_written: int = 0  # the characters of path the text boxes' parts hold so far (MAX_PATHS_WRITTEN)

    def at(self, loc: str, form: NodeForm, name: str) -> None:
        self.fields[loc] = (form, name)

    def problem(self, loc: str, form: NodeForm, name: str, message: str) -> None:
        self.at(loc, form, name)
        self.problems.append(Problem(loc, message))


def read_value(form: ValueFields, loc: str, conv: Conversion, with_ph: bool = False) -> dict:
    """Read a ValueFields form into a state value (text stays text)."""
    t = form.vtype
    raw = form.raw("value")
    shown = "value" if "value" in form.fields else "type"  # a NULL has no value field
    conv.at(loc, form, shown)
    conv.at(join_location(loc, "type"), form, "type")
    conv.at(join_location(loc, "value"), form, shown)
    given = form.raw("type")
    # a type of no builder form (a hand-made POST) goes to the loader, which refuses it beside the type, not read as S
    out: dict = {"type": given if given and given != t else t}
    conv.value_bytes += len(raw) if raw.isascii() else len(raw.encode("utf-8", "surrogatepass"))
    if conv.value_bytes > FORM_VALUES_MAX_BYTES:
        conv.problem(join_location(loc, "value"), form, shown, form_values_message())
        out["value"] = {} if t == "M" else [] if t in ("L", "SS", "NS", "BS") else ""
    elif t == "S":
        out["value"] = raw
    elif t in ("N", "B"):
        out["value"] = raw.strip()
    elif t == "BOOL":
        low = raw.strip().lower()
        out["value"] = True if low == "true" else False if low == "false" else raw
    elif t == "NULL":
        pass
    else:
        try:
            out["value"] = parse_set(t, raw) if t in ("SS", "NS", "BS") else parse_container(t, raw)
        except ValueError as e:
            conv.problem(join_location(loc, "value"), form, "value", str(e))
            out["value"] = {} if t == "M" else []
    if with_ph:
        ph = form.raw("ph").strip()
        conv.at(join_location(loc, "placeholder"), form, "ph")
        if ph:
            out["placeholder"] = ph
    return out


class OperandNode:
    def __init__(self, data, prefix: str, context: str):
        self.prefix = prefix
        self.form = OperandForm(data, prefix, context=context)
        self.kind = self.form.vkind
        self.context = context
        if self.kind in ("value", "size_value"):
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
            return read_value(f, loc, conv, with_ph=True)
        if self.kind == "size_value":  # size of a value (state version 2)
            return {"size": read_value(f, join_location(loc, "size"), conv, with_ph=True)}
        if self.kind in ("path", "size"):
            conv.at(join_location(loc, self.kind), f, "path")
            return {self.kind: f.raw("path").strip()}
        if self.kind == "if_not_exists":
            kloc = join_location(loc, "if_not_exists")
            conv.at(kloc, f, "path")
            conv.at(join_location(kloc, 0), f, "path")
            return {"if_not_exists": [f.raw("path").strip(), self.a.to_state(join_location(kloc, 1), conv)]}
        kloc = join_location(loc, self.kind)
        conv.at(kloc, f, "kind")
        return {
            self.kind: [self.a.to_state(join_location(kloc, 0), conv), self.b.to_state(join_location(kloc, 1), conv)]
        }


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
        elif op not in PATH_OPS:
            self.form.drop("path", "atype", "ph")
        elif op != "attribute_type":
            self.form.drop("atype", "ph")
        if op in ("and", "or"):
            self.children = [ConditionNode(data, f"{prefix}-{i}", root=False) for i in row_indexes(data, prefix)]
        elif op in dict(COMPARE_OPS):
            self.operands = {
                "l": OperandNode(data, f"{prefix}-l", "cond"),
                "r": OperandNode(data, f"{prefix}-r", "cond"),
            }
        elif op == "between":
            self.operands = {k: OperandNode(data, f"{prefix}-{k}", "cond") for k in ("l", "lo", "hi")}
        elif op == "in":
            self.operands = {"l": OperandNode(data, f"{prefix}-l", "cond")}
            self.in_values = [OperandNode(data, f"{prefix}-in-{i}", "cond") for i in row_indexes(data, f"{prefix}-in")]
        if op in SUBJECT_OPS:
            # the first argument: a path, or (DynamoDB allows it) any condition operand
            self.form.drop("path")
            self.operands["subject"] = OperandNode(data, f"{prefix}-l", "cond")
        if op in ("begins_with", "contains"):
            self.operands["r"] = OperandNode(data, f"{prefix}-r", "cond")

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
    def is_function(self) -> bool:
        return self.op in PATH_OPS

    @property
    def negated(self) -> bool:
        return self.form.raw("negate") in ("on", "true", "1")

    @property
    def empty(self) -> bool:
        return self.op == ""

    def to_state(self, loc: str, conv: Conversion):
        inner_loc = join_location(loc, "condition") if self.negated else loc
        conv.at(loc, self.form, "op")
        conv.at(inner_loc, self.form, "op")
        body = self._body(inner_loc, conv)
        return {"op": "not", "condition": body} if self.negated else body

    def _body(self, loc: str, conv: Conversion):
        f, op = self.form, self.op
        conv.at(join_location(loc, "op"), f, "op")
        if op in ("and", "or"):
            cloc = join_location(loc, "conditions")
            conv.at(cloc, f, "op")
            return {
                "op": op,
                "conditions": [c.to_state(join_location(cloc, i), conv) for i, c in enumerate(self.children)],
            }
        if op in dict(COMPARE_OPS):
            return {
                "op": op,
                "left": self.operands["l"].to_state(join_location(loc, "left"), conv),
                "right": self.operands["r"].to_state(join_location(loc, "right"), conv),
            }
        if op == "between":
            o = self.operands
            return {
                "op": "between",
                "operand": o["l"].to_state(join_location(loc, "operand"), conv),
                "low": o["lo"].to_state(join_location(loc, "low"), conv),
                "high": o["hi"].to_state(join_location(loc, "high"), conv),
            }
        if op == "in":
            vloc = join_location(loc, "values")
            conv.at(vloc, f, "op")
            return {
                "op": "in",
                "operand": self.operands["l"].to_state(join_location(loc, "operand"), conv),
                "values": [v.to_state(join_location(vloc, i), conv) for i, v in enumerate(self.in_values)],
            }
        if op not in PATH_OPS:
            return {"op": op}  # not one the page offers: the core says what is wrong
        if op in ("attribute_exists", "attribute_not_exists"):
            conv.at(join_location(loc, "path"), f, "path")
            return {"op": op, "path": f.raw("path").strip()}
        out = {"op": op, **self._subject(loc, conv)}
        if op == "attribute_type":
            conv.at(join_location(loc, "type"), f, "atype")
            conv.at(join_location(loc, "placeholder"), f, "ph")
            out["type"] = f.raw("atype") or "S"
            if f.raw("ph").strip():
                out["placeholder"] = f.raw("ph").strip()
            return out
        out["value"] = self.operands["r"].to_state(join_location(loc, "value"), conv)
        return out

    def _subject(self, loc: str, conv: Conversion) -> dict:
        """A function's first argument: ``{"path": ...}`` when it is a path (as
        version 1 wrote it), else ``{"operand": ...}``."""
        subject = self.operands["subject"]
        if subject.kind == "path":
            conv.at(join_location(loc, "path"), subject.form, "path")
            return {"path": subject.form.raw("path").strip()}
        return {"operand": subject.to_state(join_location(loc, "operand"), conv)}


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
        data = self.form.data
        return not self.form.raw("path").strip() and not any(
            data[k] for k in keys_under(data, f"{self.prefix}-v-") if k.endswith("-value")
        )

    def to_state(self, loc: str, conv: Conversion):
        conv.at(loc, self.form, "action")
        conv.at(join_location(loc, "action"), self.form, "action")
        conv.at(join_location(loc, "path"), self.form, "path")
        out = {"action": self.action, "path": self.form.raw("path").strip()}
        if self.operand is not None:
            out["value"] = self.operand.to_state(join_location(loc, "value"), conv)
        elif self.value is not None:
            out["value"] = read_value(self.value, join_location(loc, "value"), conv, with_ph=True)
        return out


class AttributeRows:
    def __init__(self, data, prefix: str, key: bool):
        self.prefix = prefix
        self.key = key
        self.rows = [AttributeRowForm(data, f"{prefix}-{i}", key=key) for i in row_indexes(data, prefix)]

    def to_state(self, loc: str, conv: Conversion):
        out: dict = {}
        first = {}
        for row in self.rows:
            name = row.raw("name")
            value_raw = row.raw("value")
            if not name and not value_raw.strip() and row.vtype not in ("NULL", "BOOL"):
                continue  # an untouched blank row
            aloc = join_location(loc, name_location(name)) if name else loc
            if not name:
                conv.problem(
                    join_location(loc, f"(row {self.rows.index(row) + 1})"), row, "name", "attribute name needed"
                )
                continue
            if name in first:
                conv.problem(
                    join_location(loc, f"(row {self.rows.index(row) + 1})"),
                    row,
                    "name",
                    f"{name!r} is already row {first[name]}: names must be unique",
                )
                continue
            first[name] = self.rows.index(row) + 1
            conv.at(join_location(aloc, "placeholder"), row, "name")
            out[name] = read_value(row, aloc, conv)
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
            [UpdateRowNode(data, f"{p}upd-{i}") for i in row_indexes(data, f"{p}upd")] if "update" in parts else None
        )
        self.condition = ConditionNode(data, f"{p}cond") if "condition" in parts else None
        self.projection = ProjectionForm(data, f"{p}proj") if "projection" in parts else None
        self.text: dict = {}  # the boxes written as text (builder/forms/text.py), field -> TextBox

    def write_as_text(self, boxes) -> None:
        """Show ``boxes`` (a text.TextBoxes) instead of their form parts."""
        self.text = boxes
        if "update" in boxes:
            self.updates = []
        if "condition" in boxes:
            self.condition = None
        if "projection" in boxes:
            self.projection = None

    def to_state(self, loc: str, conv: Conversion) -> dict:
        out: dict = {}
        if self.key is not None:
            out["key"] = self.key.to_state(join_location(loc, "key"), conv)
        if self.item is not None:
            out["item"] = self.item.to_state(join_location(loc, "item"), conv)
        if self.updates is not None:
            uloc = join_location(loc, "update")
            if self.updates:
                conv.at(uloc, self.updates[0].form, "action")
            kept = [u for u in self.updates if not u.blank or (u.action == "REMOVE" and u.form.raw("path").strip())]
            out["update"] = [u.to_state(join_location(uloc, i), conv) for i, u in enumerate(kept)]
        if self.condition is not None and not self.condition.empty:
            out["condition"] = self.condition.to_state(join_location(loc, "condition"), conv)
        if self.projection is not None:
            paths = split_path_lines(self.projection.raw("proj"))
            ploc = join_location(loc, "projection")
            conv.at(ploc, self.projection, "proj")
            for i in range(len(paths)):
                conv.at(join_location(ploc, i), self.projection, "proj")
            if paths:
                out["projection"] = paths
        if self.text:
            self.text.to_state(loc, conv, out)
        return out


class ActionNode:
    """One row of a transaction or a batch; ``kind`` as :func:`.choices.action_kind` says."""

    def __init__(self, data, prefix: str, kind: str = "write"):
        self.prefix = prefix
        self.kind = kind
        self.batch = kind.startswith("batch")
        self.form = ActionForm(data, prefix, kind=kind)
        t = self.form.raw("type")
        choices = {"get": GET_ACTION_CHOICES, "batch_get": GET_ACTION_CHOICES, "batch_write": BATCH_WRITE_CHOICES}
        allowed = [c[0] for c in choices.get(kind, WRITE_ACTION_CHOICES)]
        self.type = t if t in allowed else allowed[0]
        parts = BATCH_PARTS[self.type] if self.batch else ACTION_PARTS[self.type]
        self.body = Body(data, f"{prefix}-", tuple(p for p in parts if p != "keys"))
        # a BatchGetItem table's keys: rows of key attributes, one list per key
        self.keys = (
            [AttributeRows(data, f"{prefix}-keys-{j}-key", key=True) for j in row_indexes(data, f"{prefix}-keys")]
            if "keys" in parts
            else None
        )
        for j, rows in enumerate(self.keys or ()):
            rows.legend = f"Key {j + 1}"
        if "rvoccf" not in parts:
            self.form.drop("rvoccf")

    def to_state(self, loc: str, conv: Conversion) -> dict:
        if self.kind == "batch_get":
            return self._table_state(loc, conv)
        conv.at(loc, self.form, "type")
        conv.at(join_location(loc, "type"), self.form, "type")
        conv.at(join_location(loc, "table"), self.form, "table")
        out = {"type": self.type, "table": self.form.raw("table").strip()}
        out.update(self.body.to_state(loc, conv))
        if "rvoccf" in self.form.fields and self.form.raw("rvoccf"):
            conv.at(join_location(loc, "return_values_on_condition_check_failure"), self.form, "rvoccf")
            out["return_values_on_condition_check_failure"] = self.form.raw("rvoccf")
        return out

    def _table_state(self, loc: str, conv: Conversion) -> dict:
        """A BatchGetItem table: ``{"table", "keys", "projection", "consistent_read"}``."""
        conv.at(loc, self.form, "table")
        conv.at(join_location(loc, "table"), self.form, "table")
        out: dict = {"table": self.form.raw("table").strip()}
        kloc = join_location(loc, "keys")
        keys = []
        for rows in self.keys or ():
            key = rows.to_state(join_location(kloc, len(keys)), conv)
            if key:
                keys.append(key)
        if self.keys:
            conv.at(
                kloc, self.keys[0].rows[0] if self.keys[0].rows else self.form, "name" if self.keys[0].rows else "table"
            )
        else:
            conv.at(kloc, self.form, "table")
        out["keys"] = keys
        out.update(self.body.to_state(loc, conv))
        consistent = self.form.raw("consistent")
        if consistent in ("true", "false"):
            conv.at(join_location(loc, "consistent_read"), self.form, "consistent")
            out["consistent_read"] = consistent == "true"
        return out
