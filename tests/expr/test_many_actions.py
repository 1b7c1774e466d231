"""An update of thousands of tiny actions (``REMOVE aa, ab, ...``: 1,363 in
4 KB; a transaction holds 100 of them) costs each action's own work, and
each way taken for it gives what the general way gives:

- the loader locates an update action's fields, and a path operand, only
  when it refuses one (each action's location is its own: a dict of 11
  locations made for each filled the cache of locations and pushed the
  others out), held to the loader that locates every field first;
- :func:`~builder.expr.clash.tops_apart` answers paths each under an
  attribute of its own without a tree, held to :func:`~builder.expr.clash._first_clash`;
- :func:`~builder.expr.nodes.operator_count` walks only the update actions
  that may hold an operator, held to the walk of every node;
- the parser makes one operand for each value placeholder, however often it is used.

No timings here (a probe of 2026-12-06 measured 3.1 to 5.8 s a live preview
or code tab of such a transaction, before)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr import clash
from builder.expr import loader as loader_module
from builder.expr import nodes as n
from builder.expr.errors import ExprError, StateError, join_location
from builder.expr.loader import Loader, field_locations
from builder.expr.parse import Context, parse_expression
from builder.expr.paths import Path
from builder.expr.state import load_state
from builder.expr.values import Value
from tests.expr import test_render_fast as render_fast


class _LocatingFirst(Loader):
    """The loader as it was: every field of an update action located before it
    is read (``field_locations``), a path operand located before its path."""

    def update_action(self, raw, loc):
        if raw.__class__ is not dict or raw.get("action") not in ("SET", "REMOVE", "ADD", "DELETE"):
            return super().update_action(raw, loc)  # (refused before any field is read: the same code)
        obj = raw
        kind = obj["action"]
        fields = {"SET": ("action", "path", "value"), "REMOVE": ("action", "path")}.get(
            kind, ("action", "path", "value")
        )
        if not frozenset(fields).issuperset(obj):
            self.only(obj, fields, loc)
        if "path" not in obj:
            self.fail(join_location(loc, "path"), f"{kind} needs a path")
        located = field_locations(loc)
        try:
            path = self.path(obj["path"], located["path"])
        except loader_module._Invalid:
            path = None
        if kind == "REMOVE":
            if path is None:
                raise loader_module._Invalid
            return n.RemoveAction(path)
        vloc = located["value"]
        if "value" not in obj:
            self.fail(vloc, f"{kind} needs a value")
        try:
            value = self.operand(obj["value"], vloc, "set") if kind == "SET" else self.value_operand(obj["value"], vloc)
        except loader_module._Invalid:
            value = None
        if path is None or value is None:
            raise loader_module._Invalid
        try:
            return (n.SetAction if kind == "SET" else n.AddAction if kind == "ADD" else n.DeleteAction)(path, value)
        except ExprError as e:
            self.record(vloc, e)

    def operand(self, raw, loc, context, functions=0):
        if isinstance(raw, dict) and "type" not in raw and len(raw) == 1 and "path" in raw:
            return n.PathOperand(self.path(raw["path"], join_location(loc, "path")))
        return super().operand(raw, loc, context, functions)


PATHS = st.sampled_from(["a", "a.b[1]", "`x.y`", "", "a..b", "a[", "b[-1]", 5, None, ["a", 0], [], ["a", -1], [0]])
VALUES = st.sampled_from(
    [
        {"type": "N", "value": "1"},
        {"type": "S", "value": "x", "placeholder": "one"},
        {"type": "S", "value": "x", "placeholder": "bad name"},
        {"type": "N", "value": "x"},
        {"type": "SS", "value": ["a"]},
        {"path": "c.d"},
        {"path": ""},
        {"path": 7},
        {"path": ["c", 1]},
        {"plus": [{"path": "n"}, {"type": "N", "value": "1"}]},
        {"if_not_exists": ["n", {"path": ""}]},
        "x",
        {},
    ]
)


@st.composite
def rows(draw):
    kind = draw(st.sampled_from(["SET", "REMOVE", "ADD", "DELETE", "set", None]))
    row: dict = {"action": kind} if kind is not None else {}
    if draw(st.integers(0, 8)):
        row["path"] = draw(PATHS)
    if (kind != "REMOVE" and draw(st.integers(0, 8))) or draw(st.integers(0, 10)) == 0:
        row["value"] = draw(VALUES)
    if draw(st.integers(0, 12)) == 0:
        row["other"] = 1
    return row if draw(st.integers(0, 25)) else draw(st.sampled_from(["REMOVE a", None, []]))


CONDITIONS = st.lists(
    st.fixed_dictionaries({"op": st.sampled_from(["=", "<", "attribute_exists"]), "left": VALUES, "right": VALUES})
    | st.fixed_dictionaries({"op": st.just("attribute_exists"), "path": PATHS}),
    min_size=1,
    max_size=3,
)


def outcome(make, doc):
    loader = make()
    try:
        got = repr(loader.load(doc))
    except StateError as e:
        got = "refused"
        return got, [(p.location, p.message, p.dynamodb) for p in e.problems]
    return got, [(p.location, p.message, p.dynamodb) for p in loader.problems]


@settings(max_examples=600, suppress_health_check=list(HealthCheck), deadline=None)
@given(st.lists(rows(), min_size=1, max_size=5), st.none() | CONDITIONS, st.booleans())
def test_update_actions_and_operands_are_located_as_when_every_field_is_located_first(update, conditions, in_actions):
    condition = {"op": "or", "conditions": conditions} if conditions and len(conditions) > 1 else None
    if conditions and len(conditions) == 1:
        condition = conditions[0]
    body = {"key": {"PK": {"type": "S", "value": "k"}}, "update": update}
    if condition is not None:
        body["condition"] = condition
    if in_actions:
        doc = {"version": 2, "operation": "TransactWriteItems", "actions": [{"type": "Update", "table": "tbl", **body}]}
    else:
        doc = {"version": 2, "operation": "UpdateItem", "table": "tbl", **body}
    assert outcome(Loader, doc) == outcome(_LocatingFirst, doc)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(["", "update[0]", "actions[99].update[1362]", "condition.conditions[2]"]) | st.text(max_size=6),
    st.sampled_from(["path", "value", "placeholder", "left", "right", "conditions"]),
)
def test_a_field_location_is_join_location(loc, name):
    assert loader_module._field_location(loc, name) == join_location(loc, name)


def test_an_update_of_many_actions_loads_with_its_problems_where_they_were():
    names = [f"a{i}" for i in range(1500)]
    rows_ = [{"action": "REMOVE", "path": name} for name in names]
    rows_[700] = {"action": "SET", "path": "", "value": {"type": "N", "value": "1", "placeholder": "bad name"}}
    doc = {"version": 2, "operation": "UpdateItem", "table": "tbl", "key": {"PK": {"type": "S", "value": "k"}}}
    try:
        load_state({**doc, "update": rows_})
    except StateError as e:
        located = [p.location for p in e.problems]
    assert located == ["update[700].path", "update[700].value.placeholder"]


SEGMENTS = st.lists(st.sampled_from(["a", "b", 0, 1]), max_size=2)
TOPS = st.sampled_from([f"t{i}" for i in range(40)]) | st.sampled_from(["a", "b"])
PATH_LISTS = st.lists(st.builds(lambda top, rest: Path((top, *rest)), TOPS, SEGMENTS), min_size=2, max_size=40)


@settings(max_examples=1500, deadline=None)
@given(PATH_LISTS)
def test_paths_under_tops_of_their_own_are_found_apart_as_the_tree_finds_them(paths):
    if clash.tops_apart(paths):
        assert clash._first_clash(paths) is None
    assert clash.first_clash(paths) == clash._first_clash(paths)


def test_paths_under_tops_of_their_own_are_answered_without_a_tree(count_calls):
    built = count_calls(clash, "_first_clash")
    text = "REMOVE " + ", ".join(f"a{i}.b[1]" for i in range(350))  # (under 4 KB)
    update = parse_expression("UpdateExpression", text, Context())
    assert clash.first_clash([a.path for a in update.actions]) is None
    assert built[0] == 0
    assert clash.first_clash([Path((f"x{i}",)) for i in range(20)] + [Path(("x3", "b"))]) is not None
    assert built[0] == 1


def _actions(draw_values):
    return st.lists(
        st.one_of(
            st.builds(lambda p: n.RemoveAction(p), st.just(Path(("a",)))),
            st.builds(lambda v: n.SetAction(Path(("a",)), v), draw_values),
            st.builds(lambda: n.AddAction(Path(("a",)), n.ValueOperand(Value.from_state({"type": "N", "value": "1"})))),
            st.builds(
                lambda: n.DeleteAction(Path(("a",)), n.ValueOperand(Value.from_state({"type": "NS", "value": ["1"]})))
            ),
        ),
        min_size=1,
        max_size=6,
    )


ONE = n.ValueOperand(Value.from_state({"type": "N", "value": "1"}))
ITEMS = n.ValueOperand(Value.from_state({"type": "L", "value": []}))
SET_VALUES = st.sampled_from(
    [
        ONE,
        n.PathOperand(Path(("b",))),
        n.Arithmetic("+", n.PathOperand(Path(("b",))), ONE),
        n.IfNotExists(Path(("b",)), ONE),
        n.ListAppend(n.PathOperand(Path(("l",))), ITEMS),
        n.IfNotExists(Path(("c",)), ITEMS),
    ]
)


@settings(max_examples=500, deadline=None)
@given(_actions(SET_VALUES))
def test_an_updates_operators_are_counted_as_the_walk_of_every_node_counts_them(actions):
    update = n.Update(tuple(actions))
    assert n.operator_count(update) == render_fast._operators_each_field_asked(update)


def test_a_value_placeholder_used_often_is_one_operand():
    ctx = Context({}, {":v": {"N": "1"}, ":w": {"S": "x"}})
    update = parse_expression("UpdateExpression", "SET a = :v, b = :w, c = :v ADD d :v", ctx)
    first, second, third, fourth = (a.value for a in update.actions)
    assert first is third is fourth and first == n.ValueOperand(Value.from_ddb({"N": "1"}), "v")
    assert second == n.ValueOperand(Value.from_ddb({"S": "x"}), "w") and second.placeholder == "w"
    assert ctx.used_values == {":v", ":w"}
    long = ":" + "p" * 70  # not a name the builder takes: the value is named for it, each time
    ctx = Context({}, {long: {"N": "2"}})
    update = parse_expression("UpdateExpression", f"SET a = {long}, b = {long}", ctx)
    assert [a.value.placeholder for a in update.actions] == [None, None]
    assert update.actions[0].value == n.ValueOperand(Value.from_ddb({"N": "2"}), None)
