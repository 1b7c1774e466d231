import pytest

from builder.expr import PlaceholderOptions, Placeholders, StateError
from builder.expr.nodes import (
    CLAUSE_ORDER,
    AddAction,
    DeleteAction,
    PathOperand,
    RemoveAction,
    SetAction,
    Update,
    ValueOperand,
)
from builder.expr.paths import Path
from builder.expr.values import Value

from .helpers import N, P, S, update


def L(*items):
    return {"type": "L", "value": list(items)}


def test_canonical_clause_order_and_empty_clauses_dropped():
    actions = [
        {"action": "DELETE", "path": "tags", "value": {"type": "SS", "value": ["old"]}},
        {"action": "ADD", "path": "hits", "value": N(1)},
        {"action": "REMOVE", "path": "draft"},
        {"action": "SET", "path": "title", "value": S("Hi")},
        {"action": "SET", "path": "status", "value": S("live")},
    ]
    assert update(actions) == (
        "SET title = :title, #status = :status REMOVE draft ADD hits :hits DELETE tags :tags",
        {"#status": "status"},
        {":title": {"S": "Hi"}, ":status": {"S": "live"}, ":hits": {"N": "1"}, ":tags": {"SS": ["old"]}},
    )
    assert update([{"action": "REMOVE", "path": "a"}, {"action": "REMOVE", "path": "b[2]"}]) == (
        "REMOVE a, b[2]",
        {},
        {},
    )


@pytest.mark.parametrize(
    "value, text, values",
    [
        (P("alt.path"), "x = alt.#path", {}),
        ({"plus": [P("x"), N(1)]}, "x = x + :x", {":x": {"N": "1"}}),
        ({"minus": [P("x"), N(1, "one")]}, "x = x - :one", {":one": {"N": "1"}}),
        ({"plus": [P("a"), P("b")]}, "x = a + b", {}),
        ({"if_not_exists": ["x", N(0)]}, "x = if_not_exists(x, :x)", {":x": {"N": "0"}}),
        (
            {"plus": [{"if_not_exists": ["x", N(0, "zero")]}, N(1, "one")]},
            "x = if_not_exists(x, :zero) + :one",
            {":zero": {"N": "0"}, ":one": {"N": "1"}},
        ),
        ({"list_append": [P("x"), L(S("a"))]}, "x = list_append(x, :x)", {":x": {"L": [{"S": "a"}]}}),
        ({"list_append": [L(S("a")), P("x")]}, "x = list_append(:x, x)", {":x": {"L": [{"S": "a"}]}}),
        (
            {"list_append": [{"if_not_exists": ["x", L()]}, L(N(1))]},
            "x = list_append(if_not_exists(x, :x), :x2)",
            {":x": {"L": []}, ":x2": {"L": [{"N": "1"}]}},
        ),
    ],
)
def test_set_operands(value, text, values):
    names = {"#path": "path"} if "#path" in text else {}
    assert update([{"action": "SET", "path": "x", "value": value}]) == (f"SET {text}", names, values)


def test_set_into_list_element_and_nested_names():
    assert update([{"action": "SET", "path": "profile.`first.name`[0].year", "value": S("x")}]) == (
        "SET profile.#firstname[0].#year = :year",
        {"#firstname": "first.name", "#year": "year"},
        {":year": {"S": "x"}},
    )


def test_add_and_delete_sets():
    assert update(
        [
            {"action": "ADD", "path": "tags", "value": {"type": "SS", "value": ["a", "b"]}},
            {"action": "DELETE", "path": "codes", "value": {"type": "NS", "value": ["1"]}},
        ]
    ) == ("ADD tags :tags DELETE codes :codes", {}, {":tags": {"SS": ["a", "b"]}, ":codes": {"NS": ["1"]}})


@pytest.mark.parametrize(
    "action, location, message",
    [
        (
            {"action": "ADD", "path": "x", "value": S("a")},
            "update[0].value",
            "ADD works on a number or a set, not a string",
        ),
        ({"action": "DELETE", "path": "x", "value": N(1)}, "update[0].value", "the value must be a set, not a number"),
        (
            {"action": "SET", "path": "x", "value": {"plus": [{"plus": [N(1), N(2)]}, N(3)]}},
            "update[0].value.plus[0].plus",
            "plus cannot be nested",
        ),
        (
            {"action": "SET", "path": "x", "value": {"plus": [S("a"), N(2)]}},
            "update[0].value.plus",
            "+ works on numbers",
        ),
        (
            {"action": "SET", "path": "x", "value": {"list_append": [P("x"), N(2)]}},
            "update[0].value.list_append",
            "list_append joins lists",
        ),
        (
            {"action": "SET", "path": "x", "value": {"if_not_exists": ["x"]}},
            "update[0].value.if_not_exists",
            "if_not_exists takes [path, default]",
        ),
        ({"action": "SET", "path": "x", "value": {"size": "x"}}, "update[0].value", "unknown operand 'size'"),
        ({"action": "SET", "path": "x"}, "update[0].value", "SET needs a value"),
        ({"action": "MOVE", "path": "x"}, "update[0].action", "action must be SET, REMOVE, ADD or DELETE"),
        ({"action": "REMOVE", "path": "x", "value": N(1)}, "update[0].value", "unknown field 'value'"),
        ({"action": "REMOVE", "path": "x[y]"}, "update[0].path", "list index must be a whole number"),
        (
            {"action": "ADD", "path": "x", "value": {"type": "NS", "value": []}},
            "update[0].value.value",
            "cannot be empty",
        ),
    ],
)
def test_update_errors_located(action, location, message):
    with pytest.raises(StateError) as e:
        update([action])
    assert [p.location for p in e.value.problems] == [location]
    assert message in e.value.problems[0].message


def test_all_errors_in_one_update_reported():
    with pytest.raises(StateError) as e:
        update(
            [
                {"action": "SET", "path": "a", "value": N("x")},
                {"action": "SET", "path": "b", "value": S("fine")},
                {"action": "ADD", "path": "", "value": N(1)},
            ]
        )
    assert [p.location for p in e.value.problems] == ["update[0].value.value", "update[2].path"]


def _grouped(update, ph) -> str:
    """An update's text the general way: its actions grouped by clause, in
    the canonical clause order, whatever their number."""
    clauses: dict = {}
    for a in update.actions:
        clauses.setdefault(a.clause, []).append(a)
    return " ".join(f"{c} {', '.join([a.serialize(ph) for a in clauses[c]])}" for c in CLAUSE_ORDER if c in clauses)


@pytest.mark.parametrize("compact", [False, True])
def test_an_update_of_one_action_serializes_as_the_general_way_writes_it(compact):
    """An update of one action is written without grouping its clauses; the
    text and the placeholders are the general way's."""
    path, other = Path(("likeTally",)), Path(("size", "a b", 0))
    number, chosen = ValueOperand(Value({"N": "1"})), ValueOperand(Value({"N": "1"}), ":one")
    tags = ValueOperand(Value({"SS": ["x"]}))
    actions = [
        SetAction(path, number),
        SetAction(other, chosen),
        SetAction(path, PathOperand(other)),
        RemoveAction(path),
        RemoveAction(other),
        AddAction(path, number),
        AddAction(other, chosen),
        AddAction(path, tags),
        DeleteAction(other, tags),
    ]
    for action in actions:
        options = PlaceholderOptions(compact=compact)
        quick, general = Placeholders(options), Placeholders(options)
        update = Update([action])
        assert update.serialize(quick) == _grouped(update, general)
        assert (quick.names, quick.values) == (general.names, general.values)
