"""The render's short ways (issue 13) give what their general ways give.

- :func:`~builder.expr.record.from_fields` (a record made from a dict of its
  fields, as the loader makes a transaction's actions and the Request) against
  ``cls(**fields)``, for every record of the core, on generated fields.
- :meth:`~builder.expr.loader.Loader.action` reads each field once, with the
  loader class's own method for it, and lists a missing field's problem first.
- :meth:`~builder.expr.placeholders.Placeholders.value` writes a value's
  canonical text only when it must look a value up, against writing it for
  every value placed.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import re

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import builder.expr
from builder.expr import nodes as n
from builder.expr import placeholders
from builder.expr.errors import ExprError, StateError
from builder.expr.loader import Loader, fragments_read, loader
from builder.expr.paths import Path
from builder.expr.placeholders import PlaceholderOptions, Placeholders
from builder.expr.recipes import all_recipes
from builder.expr.record import QUICK_INIT_FILE, from_fields
from builder.expr.request import ACTION_FIELDS, ACTION_REQUIRED, Action, Request
from builder.expr.state import migrate
from builder.expr.values import Value


def _core_records() -> list[type]:
    found = {}
    for info in pkgutil.walk_packages(builder.expr.__path__, "builder.expr."):
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if (
                isinstance(obj, type)
                and dataclasses.is_dataclass(obj)
                and obj.__init__.__code__.co_filename == QUICK_INIT_FILE
            ):
                found[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return [found[name] for name in sorted(found)]


RECORDS = _core_records()


def _outcome(make):
    try:
        made = make()
    except TypeError:  # the words differ (the call's own, or from_fields'); the refusal does not
        return ("TypeError",)
    except Exception as e:  # a __post_init__'s refusal, whatever it is
        return ("raised", type(e).__name__, str(e))
    return ("made", type(made), list(vars(made).items()), repr(made))


VALUES = st.one_of(
    st.none(),
    st.integers(-3, 3),
    st.text(max_size=3),
    st.sampled_from(["S", "N", "=", "+", "SET", ("a",), (), ["a", 0], {"S": "x"}, {"N": "1"}]),
)


@st.composite
def fields_of(draw, cls):
    names = [f.name for f in dataclasses.fields(cls)]
    chosen = draw(st.lists(st.sampled_from(names), unique=True)) if names else []
    out = {name: draw(VALUES) for name in chosen}
    if draw(st.integers(0, 9)) == 0:
        out[draw(st.sampled_from(["zz", "other", "self"]))] = draw(VALUES)
    return out


def test_every_core_record_is_found():
    assert Action in RECORDS and Request in RECORDS and len(RECORDS) > 20


@pytest.mark.parametrize("cls", RECORDS, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
@settings(max_examples=150, suppress_health_check=list(HealthCheck), deadline=None)
@given(data=st.data())
def test_from_fields_makes_what_the_class_makes(cls, data):
    fields = data.draw(fields_of(cls))
    general = _outcome(lambda: cls(**fields))
    assert _outcome(lambda: from_fields(cls)(dict(fields))) == general


def test_from_fields_refuses_as_the_class_does():
    made = from_fields(Action)
    for fields in ({"type": "Put"}, {"type": "Put", "table": "T", "zz": 1}, {"type": "Put", "zz": 1}, {}):
        with pytest.raises(TypeError):
            Action(**fields)
        with pytest.raises(TypeError):
            made(fields)


def test_a_field_made_by_its_factory_is_new_each_time():
    made = from_fields(Request)
    a, b = made({"operation": "Scan"}), made({"operation": "Scan"})
    assert a.options == {} and a.options is not b.options
    assert vars(a) == vars(Request("Scan")) and list(vars(a)) == list(vars(Request("Scan")))


def test_from_fields_calls_a_class_without_a_quick_init():
    @dataclasses.dataclass(frozen=True)
    class Plain:
        x: int
        y: int = 2

    assert from_fields(Plain)({"x": 1}) == Plain(1)
    with pytest.raises(TypeError):
        from_fields(Plain)({"y": 1})


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_the_loader_makes_the_actions_and_request_the_class_makes(recipe):
    req = Loader().load(migrate(recipe.state))
    assert vars(req) == vars(Request(**vars(req))) and list(vars(req)) == list(vars(Request(**vars(req))))
    for action in req.actions:
        assert list(vars(action).items()) == list(vars(Action(**vars(action))).items())


def test_an_action_reads_each_field_with_its_loaders_own_method():
    with fragments_read():
        taking = loader()
    for cls in (Loader, type(taking)):
        for kind, fields in ACTION_FIELDS.items():
            assert [(name, read, required) for name, read, required in cls.action_readers[kind]] == [
                (name, getattr(cls, name), name in ACTION_REQUIRED[kind]) for name in fields
            ]
    assert type(taking).update is not Loader.update  # the reader's expressions taken: its own methods


@pytest.mark.parametrize(
    "action, expected",
    [
        (  # a field it needs missing is said first, then what its fields' readers found, in its fields' order
            {
                "type": "Update",
                "table": "x",
                "update": [{"action": "ADD", "path": "a", "value": {"type": "S", "value": "s"}}],
            },
            ["actions[0].key", "actions[0].table", "actions[0].update[0].value"],
        ),
        (
            {"type": "ConditionCheck", "key": {"PK": {"type": "BOOL", "value": True}}, "condition": {}},
            ["actions[0].table", "actions[0].condition", "actions[0].key.PK"],
        ),
        (
            {"type": "Put", "table": "", "item": {"": {"type": "S", "value": "a"}}, "condition": {"op": "x"}},
            ["actions[0].table", 'actions[0].item[""]', "actions[0].condition.op"],
        ),
    ],
)
def test_an_actions_problems_are_listed_in_order(action, expected):
    with pytest.raises(StateError) as e:
        Loader().load({"version": 3, "operation": "TransactWriteItems", "actions": [action]})
    assert [p.location for p in e.value.problems] == expected


class _EagerPlaceholders(Placeholders):
    """The general way: every value's canonical text (``Value.key``) written
    as it is placed, and a value without a chosen placeholder looked up by it."""

    def __init__(self, *args):
        super().__init__(*args)
        self.by_key: dict = {}  # canonical value -> its first placeholder
        self.key_of: dict = {}  # placeholder -> canonical value

    def value(self, value, hint=None, chosen=None):
        key = value.key
        if chosen is not None:
            ph = ":" + chosen
            existing = self.key_of.get(ph)
            if existing is not None and existing != key:
                raise ExprError(f"placeholder {ph} already stands for a different value; choose another name")
            if existing is None:
                self.place(ph, value)
            return ph
        ph = self.by_key.get(key)
        if ph is None:
            if self.options.compact:
                ph = self._free(":v", self.values, numbered=True)
            else:
                ph = self._free(":" + placeholders._stem(hint or "", "v"), self.values)
            self.place(ph, value)
        return ph

    def place(self, ph, value):
        self.values[ph] = value.ddb
        self.key_of[ph] = value.key
        self.by_key.setdefault(value.key, ph)


PLACED = st.tuples(
    st.sampled_from(
        [
            {"N": "1"},
            {"N": "01"},
            {"S": "1"},
            {"S": "a"},
            {"L": [{"N": "1"}]},
            {"M": {"b": {"S": "x"}, "a": {"N": "2"}}},
            {"M": {"a": {"N": "2"}, "b": {"S": "x"}}},
        ]
    ),
    st.sampled_from([None, "a", "one", "v", "likeTally", "é-x", ""]),
    st.sampled_from([None, None, "one", "a", "v", "v2", "a2"]),
)


@settings(max_examples=2000, suppress_health_check=list(HealthCheck), deadline=None)
@given(st.lists(PLACED, max_size=8), st.booleans(), st.sampled_from([(), ("a",), ("v", "a2")]))
def test_values_placed_as_the_general_way_places_them(placed, compact, reserved):
    """A value's canonical text is written only when a value without a chosen
    placeholder is looked up among others (or a chosen one is given again):
    the placeholders, their values and the refusals are the general way's."""
    options = PlaceholderOptions(compact=compact)
    quick, general = Placeholders(options, reserved), _EagerPlaceholders(options, reserved)
    for ddb, hint, chosen in placed:
        outcome = []
        for ph in (quick, general):
            try:
                outcome.append(ph.value(Value(ddb), hint, chosen))
            except ExprError as e:
                outcome.append(("refused", e.message))
        assert outcome[0] == outcome[1]
    assert list(quick.values.items()) == list(general.values.items())


class _Slices(list):
    """A list that counts the members its slices hand out."""

    handed = 0

    def __getitem__(self, index):
        got = super().__getitem__(index)
        if isinstance(index, slice):
            self.handed += len(got)
        return got


def test_a_lookup_keys_only_the_values_placed_since_the_last_one():
    """3,000 values, each looked up among the others before it is placed, are
    keyed 3,000 times in all: a walk from the first value placed, on every
    lookup, keyed 4.5 million (a /diff of 30,000 attributes took 9.8 s)."""
    ph = Placeholders(PlaceholderOptions(compact=True))
    ph.value(Value({"N": "0"}))
    ph._placed = _Slices(ph._placed)
    for i in range(1, 3000):
        assert ph.value(Value({"N": str(i)})) == f":v{i}"
    assert ph.value(Value({"N": "0"})) == ":v0"  # the first value, found again
    assert ph._placed.handed == 3000


class _Actions(tuple):
    pass


def test_an_update_keeps_a_tuple_given_and_makes_one_of_anything_else():
    action = n.RemoveAction(Path(("a",)))
    given = (action,)
    assert n.Update(given).actions is given
    for other in ([action], _Actions(given), iter([action])):
        made = n.Update(other).actions
        assert made == given and made.__class__ is tuple
    with pytest.raises(ExprError, match="at least one action"):
        n.Update(())
    with pytest.raises(ExprError, match="at least one action"):
        n.Update([])


@given(
    st.text(max_size=80)
    | st.from_regex(r"[A-Za-z0-9_]{0,60}", fullmatch=True)
    | st.from_regex(r"[A-Za-z0-9_]{35,60}", fullmatch=True),
    st.sampled_from(["v", "n"]),
)
@example("price" * 10, "v")
@example("", "n")
@example("a-b_c", "v")
@settings(max_examples=500)
def test_a_stem_is_the_patterns_cut(text, default):
    """placeholders._stem's shortcut for a text of letters, digits and
    underscores only gives what the pattern it skips gives."""
    want = re.sub(r"[^A-Za-z0-9_]", "", text)[: placeholders.MAX_STEM] or default
    assert placeholders._stem(text, default) == want


def _operators_each_field_asked(node) -> int:
    """nodes.operator_count as it was written before it read paths_in's table
    of each record class's fields: every dataclass's fields asked with
    hasattr/getattr (the general walk)."""
    count = 0
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, (list, tuple)):
            stack.extend(x)
            continue
        if isinstance(x, (n.And, n.Or)):
            count += len(x.conditions) - 1
        elif isinstance(x, n._ONE_OPERATOR):
            count += 1
        if hasattr(x, "__dataclass_fields__") and not isinstance(x, (Path, Value)):
            for f in x.__dataclass_fields__:
                v = getattr(x, f)
                if isinstance(v, (list, tuple)) or (
                    hasattr(v, "__dataclass_fields__") and not isinstance(v, (Path, Value))
                ):
                    stack.append(v)
    return count


def test_operator_count_counts_as_the_general_walk():
    """Every expression of every recorded request (and each whole Request),
    counted both ways: the same number of operators."""
    from builder.expr.nodes import operator_count
    from tests.expr.helpers import recorded_nodes

    counted = 0
    for node in recorded_nodes():
        got = operator_count(node)
        assert got == _operators_each_field_asked(node)
        counted += got > 0
    assert counted > 3000
