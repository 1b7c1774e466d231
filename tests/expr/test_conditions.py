import pytest

from builder.expr import StateError

from .helpers import N, P, S, condition

EQ_A = {"op": "=", "left": P("a"), "right": N(1)}
EQ_B = {"op": "=", "left": P("b"), "right": N(2)}
EQ_C = {"op": "=", "left": P("c"), "right": N(3)}
VALS_ABC = {":a": {"N": "1"}, ":b": {"N": "2"}, ":c": {"N": "3"}}


@pytest.mark.parametrize("op", ["=", "<>", "<", "<=", ">", ">="])
def test_comparators(op):
    assert condition({"op": op, "left": P("price"), "right": N("9.5")}) == (
        f"price {op} :price",
        {},
        {":price": {"N": "9.5"}},
    )


def test_value_on_the_left_is_named_after_the_path_on_the_right():
    assert condition({"op": "<", "left": N(3), "right": P("status")}) == (
        ":status < #status",
        {"#status": "status"},
        {":status": {"N": "3"}},
    )


def test_path_to_path_and_size():
    assert condition({"op": ">", "left": {"size": "tags"}, "right": P("limit")}) == (
        "size(tags) > #limit",
        {"#limit": "limit"},
        {},
    )
    assert condition({"op": "<=", "left": {"size": "a.b[0]"}, "right": N(10)}) == (
        "size(a.b[0]) <= :bSize",
        {},
        {":bSize": {"N": "10"}},
    )


def test_between_and_in():
    assert condition({"op": "between", "operand": P("age"), "low": N(18), "high": N(65)}) == (
        "age BETWEEN :ageLow AND :ageHigh",
        {},
        {":ageLow": {"N": "18"}, ":ageHigh": {"N": "65"}},
    )
    assert condition({"op": "in", "operand": P("state"), "values": [S("NY"), S("CA"), S("NY")]}) == (
        "#state IN (:state, :state2, :state)",
        {"#state": "state"},
        {":state": {"S": "NY"}, ":state2": {"S": "CA"}},
    )


def test_in_limits():
    hundred = [N(i) for i in range(100)]
    text, _, values = condition({"op": "in", "operand": P("n"), "values": hundred})
    assert len(values) == 100 and text.count(",") == 99
    with pytest.raises(StateError) as e:
        condition({"op": "in", "operand": P("n"), "values": hundred + [N(100)]})
    assert [(p.location, p.message) for p in e.value.problems] == [
        ("condition.values", "IN takes at most 100 values, got 101")
    ]
    with pytest.raises(StateError) as e:
        condition({"op": "in", "operand": P("n"), "values": []})
    assert e.value.problems[0].location == "condition.values"


def test_functions():
    assert condition({"op": "attribute_not_exists", "path": "SK"}) == ("attribute_not_exists(SK)", {}, {})
    assert condition({"op": "attribute_exists", "path": ["a.b", 0]}) == ("attribute_exists(#ab[0])", {"#ab": "a.b"}, {})
    assert condition({"op": "begins_with", "path": "name", "value": S("Jo")}) == (
        "begins_with(#name, :namePrefix)",
        {"#name": "name"},
        {":namePrefix": {"S": "Jo"}},
    )
    assert condition({"op": "contains", "path": "tags", "value": S("x")}) == (
        "contains(tags, :tagsMember)",
        {},
        {":tagsMember": {"S": "x"}},
    )


@pytest.mark.parametrize("code", ["S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS"])
def test_attribute_type_every_code(code):
    assert condition({"op": "attribute_type", "path": "v", "type": code}) == (
        "attribute_type(v, :vType)",
        {},
        {":vType": {"S": code}},
    )


def test_attribute_type_rejects_unknown_code():
    with pytest.raises(StateError) as e:
        condition({"op": "attribute_type", "path": "v", "type": "STRING"})
    assert e.value.problems[0].location == "condition.type"


@pytest.mark.parametrize(
    "cond, text",
    [
        ({"op": "and", "conditions": [EQ_A, EQ_B, EQ_C]}, "a = :a AND b = :b AND c = :c"),
        ({"op": "or", "conditions": [EQ_A, {"op": "and", "conditions": [EQ_B, EQ_C]}]}, "a = :a OR b = :b AND c = :c"),
        (
            {"op": "and", "conditions": [EQ_A, {"op": "or", "conditions": [EQ_B, EQ_C]}]},
            "a = :a AND (b = :b OR c = :c)",
        ),
        (
            {"op": "and", "conditions": [{"op": "and", "conditions": [EQ_A, EQ_B]}, EQ_C]},
            "a = :a AND b = :b AND c = :c",
        ),
        ({"op": "or", "conditions": [{"op": "or", "conditions": [EQ_A, EQ_B]}, EQ_C]}, "a = :a OR b = :b OR c = :c"),
        ({"op": "not", "condition": EQ_A}, "NOT a = :a"),
        ({"op": "not", "condition": {"op": "not", "condition": EQ_A}}, "NOT (NOT a = :a)"),
        ({"op": "not", "condition": {"op": "or", "conditions": [EQ_A, EQ_B]}}, "NOT (a = :a OR b = :b)"),
        ({"op": "and", "conditions": [{"op": "not", "condition": EQ_A}, EQ_B]}, "NOT a = :a AND b = :b"),
        ({"op": "or", "conditions": [EQ_A]}, "a = :a"),
        ({"op": "and", "conditions": [{"op": "or", "conditions": [EQ_A]}, EQ_B]}, "a = :a AND b = :b"),
        ({"op": "not", "condition": {"op": "and", "conditions": [EQ_A]}}, "NOT a = :a"),
        (
            {
                "op": "and",
                "conditions": [
                    {
                        "op": "or",
                        "conditions": [EQ_A, {"op": "not", "condition": {"op": "and", "conditions": [EQ_B, EQ_C]}}],
                    },
                    EQ_C,
                ],
            },
            "(a = :a OR NOT (b = :b AND c = :c)) AND c = :c",
        ),
    ],
)
def test_grouping_is_parenthesised_minimally(cond, text):
    expr, names, values = condition(cond)
    assert expr == text
    assert names == {}
    assert values == {k: v for k, v in VALS_ABC.items() if k in text}


def test_empty_group_is_located():
    with pytest.raises(StateError) as e:
        condition({"op": "and", "conditions": [EQ_A, {"op": "or", "conditions": []}]})
    assert [(p.location, p.message) for p in e.value.problems] == [
        ("condition.conditions[1].conditions", "an OR group needs at least one condition")
    ]


def test_every_problem_reported_with_location():
    bad = {
        "op": "or",
        "conditions": [
            {"op": "=", "left": P("a"), "right": N("abc")},
            {"op": "~", "left": P("b"), "right": N(1)},
            {"op": "begins_with", "path": "a..b", "value": S("x")},
            {"op": "=", "left": {"plus": [N(1), N(2)]}, "right": N(3)},
        ],
    }
    with pytest.raises(StateError) as e:
        condition(bad)
    got = [(p.location, p.message) for p in e.value.problems]
    assert got == [
        ("condition.conditions[0].right.value", 'number expected, got "abc"'),
        ("condition.conditions[1].op", got[1][1]),
        ("condition.conditions[2].path", "attribute name expected at position 3 of path 'a..b'"),
        ("condition.conditions[3].left", got[3][1]),
    ]
    assert "unknown condition" in got[1][1]
    assert "unknown operand 'plus'" in got[3][1]


def test_user_chosen_placeholders_and_dedup():
    cond = {
        "op": "and",
        "conditions": [
            {"op": "=", "left": P("x"), "right": N(1, "one")},
            {"op": "=", "left": P("y"), "right": N(1)},
            {"op": "=", "left": P("one"), "right": N(2)},
        ],
    }
    # :one is the user's; the auto name for attribute "one" must not collide with it
    assert condition(cond) == (
        "x = :one AND y = :one AND one = :one2",
        {},
        {":one": {"N": "1"}, ":one2": {"N": "2"}},
    )


def test_same_placeholder_for_two_values_is_an_error():
    cond = {
        "op": "and",
        "conditions": [
            {"op": "=", "left": P("x"), "right": N(1, "v")},
            {"op": "=", "left": P("y"), "right": N(2, ":v")},
        ],
    }
    with pytest.raises(StateError) as e:
        condition(cond)
    assert "placeholder :v already stands for a different value" in str(e.value)


def test_invalid_user_placeholder_is_located():
    with pytest.raises(StateError) as e:
        condition({"op": "=", "left": P("x"), "right": N(1, "my one")})
    assert [p.location for p in e.value.problems] == ["condition.right.placeholder"]


def test_compact_and_alias_all():
    cond = {
        "op": "and",
        "conditions": [
            {"op": "=", "left": P("a.status"), "right": S("x")},
            {"op": "=", "left": P("b"), "right": S("x")},
        ],
    }
    assert condition(cond, {"names": "all", "style": "compact"}) == (
        "#n0.#n1 = :v0 AND #n2 = :v0",
        {"#n0": "a", "#n1": "status", "#n2": "b"},
        {":v0": {"S": "x"}},
    )
    assert condition(cond, {"names": "all"}) == (
        "#a.#status = :status AND #b = :status",
        {"#a": "a", "#status": "status", "#b": "b"},
        {":status": {"S": "x"}},
    )


def test_placeholder_names_never_collide():
    cond = {
        "op": "and",
        "conditions": [
            {"op": "=", "left": P("first-name"), "right": S("a")},
            {"op": "=", "left": P("first_name"), "right": S("b")},
            {"op": "=", "left": P("firstname"), "right": S("c")},
            {"op": "=", "left": P("`first.name`"), "right": S("d")},
            {"op": "=", "left": P("日本"), "right": S("e")},
        ],
    }
    expr, names, values = condition(cond, {"names": "all"})
    assert names == {
        "#firstname": "first-name",
        "#first_name": "first_name",
        "#firstname2": "firstname",
        "#firstname3": "first.name",
        "#n": "日本",
    }
    assert expr == (
        "#firstname = :firstname AND #first_name = :first_name AND #firstname2 = :firstname2 "
        "AND #firstname3 = :firstname3 AND #n = :v"
    )
    assert list(values) == [":firstname", ":first_name", ":firstname2", ":firstname3", ":v"]
