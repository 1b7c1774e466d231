"""``BuilderForm``: the whole builder page's forms, bound to one flat data dict.

``BuilderForm(data)`` builds the form tree (builder/forms/tree.py) for the
operation ``data["op"]`` names. ``validate()`` reads it into a builder state,
asks the core to load it, and puts every located problem beside the field it
came from; ``field_for(location)`` is that lookup, for other callers (the
checker's warnings).
"""

from __future__ import annotations

from builder.expr import STATE_VERSION, StateError, load_checked, lowest_version
from builder.expr.errors import Problem, join_location
from builder.expr.loader import values_written_once
from builder.expr.request import OPERATIONS, unknown_operation_message
from builder.expr.textmode import boxes_read_once

from .choices import BODY_PARTS, action_kind
from .limits import FULL_AT, MAX_FORM_FIELDS, MAX_NAME_LENGTH, MAX_NESTING, MAX_OPTION_NUMBER
from .nodes import KeyConditionForm, OperandForm, OptionsForm, TopForm
from .rows import FormData, deepest, row_indexes, within_nesting
from .text import TextBoxes
from .tree import ActionNode, AttributeRows, Body, ConditionNode, Conversion, read_value

NUMBER_OPTIONS = ("limit", "segment", "total_segments")
TOO_DEEP = (
    f"conditions and operands nest more than {MAX_NESTING} levels deep here: the builder reads "
    f"{MAX_NESTING} levels, and left out what was deeper"
)


def option_number(raw: str) -> int:
    """Limit, Segment or TotalSegments text -> int: ASCII digits (a sign allowed),
    at most :data:`MAX_OPTION_NUMBER`. Raises ValueError with a message for the field."""
    digits = raw[1:] if raw[:1] in "+-" else raw
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"a whole number written with the digits 0-9 expected, got {raw!r}")
    if len(digits.lstrip("0")) > len(str(MAX_OPTION_NUMBER)) or int(raw) > MAX_OPTION_NUMBER:
        raise ValueError(f"at most {MAX_OPTION_NUMBER:,} (DynamoDB takes a 32-bit number here)")
    return int(raw)


class BuilderForm:
    """The whole page's forms, bound to one flat data dict."""

    def __init__(self, data):
        # Count how deep conditions and operands nest before building anything
        # that recurses: past MAX_NESTING the fields are left out, with a message.
        depth, self.nesting_cut = deepest(data)
        if depth > MAX_NESTING:
            data = within_nesting(data)
        else:
            self.nesting_cut = ""
        self.data = data = FormData({k: v for k, v in data.items() if len(k) <= MAX_NAME_LENGTH})
        self.top = TopForm(data, None)
        op = data.get("op") or "UpdateItem"
        # an operation of no builder form (a hand-made POST) is said beside the operation, not read as UpdateItem
        self.unknown_operation = "" if op in OPERATIONS else op
        self.operation = op if op in OPERATIONS else "UpdateItem"
        self.parts = BODY_PARTS[self.operation]
        self.options = OptionsForm(data, "opt", operation=self.operation)
        self.body = Body(
            data, "", tuple(p for p in self.parts if p in ("key", "item", "update", "condition", "projection"))
        )
        self.text = TextBoxes(data, "", [p for p in ("key_condition", "filter") if p in self.parts])
        self.body.write_as_text(TextBoxes(data, "", self.body.parts))
        self.key_condition = None
        if "key_condition" in self.parts and "key_condition" not in self.text:
            self.key_condition = KeyConditionForm(data, "kc")
            self.kc_partition = OperandForm(data, "kc-p", context="arg")
            self.kc_sort = OperandForm(data, "kc-s", context="arg")
            self.kc_high = OperandForm(data, "kc-h", context="arg")
            for f in (self.kc_partition, self.kc_sort, self.kc_high):
                f.drop("kind", "path")
        self.filter = ConditionNode(data, "filter") if "filter" in self.parts and "filter" not in self.text else None
        self.esk = AttributeRows(data, "esk", key=True) if self.operation in ("Query", "Scan") else None
        self.actions = None
        if "actions" in self.parts:
            kind = action_kind(self.operation)
            self.actions = [ActionNode(data, f"act-{i}", kind) for i in row_indexes(data, "act")]
            for a in self.actions:
                a.body.write_as_text(TextBoxes(data, a.body.prefix, a.body.parts))
        self.conversion: Conversion | None = None
        self.general_errors: list[str] = []
        self.problem_count = 0
        self.params: dict | None = None  # the request's API parameters, once validate finds it valid
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
    def notice(self) -> str:
        """Said above the form when it is (nearly) as big as a form may be."""
        n = len(self.data)
        if n < FULL_AT:
            return ""
        return (
            f"The builder is full: this request has {n:,} fields, and the builder holds {MAX_FORM_FIELDS:,}, "
            "so no more rows can be added."
        )

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
            out.extend(b.text.forms() if b.text else ())

        walk_body(self.body)
        if self.key_condition is not None:
            out += [self.key_condition, self.kc_partition]
            if self.sort_op:
                out.append(self.kc_sort)
            if self.sort_op == "between":
                out.append(self.kc_high)
        walk_cond(self.filter)
        out.extend(self.text.forms())
        if self.esk is not None:
            out.extend(self.esk.rows)
        for a in self.actions or ():
            out.append(a.form)
            walk_body(a.body)
            for rows in a.keys or ():
                out.extend(rows.rows)
        return out

    # -- form -> state ---------------------------------------------------------
    def to_state(self) -> dict:
        conv = Conversion()
        t = self.top
        state: dict = {"version": STATE_VERSION, "operation": self.operation}  # lowered below
        conv.at("operation", t, "op")
        if self.shows_table:
            conv.at("table", t, "table")
            state["table"] = t.raw("table").strip()
        state.update(self.body.to_state("", conv))
        if self.key_condition is not None:
            state["key_condition"] = self._key_condition(conv)
        if self.filter is not None and not self.filter.empty:
            state["filter"] = self.filter.to_state("filter", conv)
        self.text.to_state("", conv, state)
        if self.actions is not None:
            field = "tables" if self.operation == "BatchGetItem" else "actions"
            conv.at(field, t, "op")
            state[field] = [a.to_state(join_location(field, i), conv) for i, a in enumerate(self.actions)]
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
        if self.nesting_cut:
            self._too_deep(conv)
        if self.unknown_operation:
            conv.problem("operation", t, "op", unknown_operation_message(self.unknown_operation))
        self.conversion = conv
        state["version"] = lowest_version(state)  # links to most requests open in a builder of version 1 too
        return state

    @property
    def text_boxes(self) -> list:
        """Every box in text mode on the page (the preview refreshes their marks)."""
        bodies = [self.body] + [a.body for a in self.actions or ()]
        return [*self.text.values(), *(box for b in bodies for box in b.text.values())]

    def _too_deep(self, conv: Conversion) -> None:
        """The message for fields nested deeper than MAX_NESTING, beside the
        deepest node the form kept on their way (or the operation, if none)."""
        node = next((f for f in self.forms() if f.prefix == self.nesting_cut), None)
        if node is None:
            conv.problem("", self.top, "op", TOO_DEEP)
            return
        name = "op" if "op" in node.fields else "kind" if "kind" in node.fields else next(iter(node.fields))
        loc = next((loc for loc, (f, _) in conv.fields.items() if f is node), "")
        conv.problem(loc, node, name, TOO_DEEP)

    def _key_condition(self, conv: Conversion) -> dict:
        kc = self.key_condition
        conv.at("key_condition", kc, "pname")
        conv.at("key_condition.partition", kc, "pname")
        conv.at("key_condition.partition.name", kc, "pname")
        out = {
            "partition": {
                "name": kc.raw("pname").strip(),
                "value": read_value(self.kc_partition, "key_condition.partition.value", conv, with_ph=True),
            }
        }
        sop = kc.raw("sop")
        if sop:
            conv.at("key_condition.sort", kc, "sop")
            conv.at("key_condition.sort.name", kc, "sname")
            sort = {
                "name": kc.raw("sname").strip(),
                "op": sop,
                "value": read_value(self.kc_sort, "key_condition.sort.value", conv, with_ph=True),
            }
            if sop == "between":
                sort["high"] = read_value(self.kc_high, "key_condition.sort.high", conv, with_ph=True)
            out["sort"] = sort
        return out

    def _options(self, conv: Conversion) -> dict:
        f = self.options
        out: dict = {}
        for name in f.fields:
            raw = f.raw(name).strip()
            if raw == "":
                continue
            loc = join_location("options", name)
            conv.at(loc, f, name)
            if name in ("consistent_read", "scan_index_forward"):
                out[name] = raw == "true"
            elif name in NUMBER_OPTIONS:
                try:
                    out[name] = option_number(raw)
                except ValueError as e:
                    conv.problem(loc, f, name, str(e))
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
        every problem beside its field. Returns (state, request-or-None); a valid
        request's API parameters are kept in ``params``."""
        # the loader checks each text box the form read (the same object) against the part written from it, and
        # takes each value of such a part as the Value it was written from
        with boxes_read_once(), values_written_once():
            state = self.to_state()
            conv = self.conversion
            problems = list(conv.problems)
            request = self.params = None
            try:
                request, self.params = load_checked(state)
            except StateError as e:
                # a field the form could not read is absent from the state: what the core says of its absence
                # there ("segment and total_segments go together" beside a segment typed as 1e3) is not so
                refused = {p.location for p in conv.problems}
                problems += [p for p in e.problems if p.location not in refused]
        self.problem_count = len(problems)
        if problems:
            request = self.params = None
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
            if hit is not None and hit[0] is not None and hit[1] in hit[0].fields:
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
            errors = form.errors
            for name in form.fields:
                yield form.add_prefix(name), list(errors[name]) if name in errors else []


def _parent(loc: str) -> str:
    if loc.endswith("]"):
        return loc[: loc.rindex("[")]
    if "." in loc:
        return loc[: loc.rindex(".")]
    return ""
