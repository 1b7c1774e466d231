"""Expressions written as text (builder/expr/textmode.py): a state's ``text``
field, read with DynamoDB's grammar, checked against the ordinary part, and
written back from a node; syntax errors know their character."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import StateError, load_state, render, validate
from builder.expr import nodes as n
from builder.expr.errors import ExprError
from builder.expr.parse import parse_update
from builder.expr.recipes import get_recipe
from builder.expr.state import STATE_VERSION, lowest_version, migrate, part_text, value_state
from builder.expr.textmode import boxes_read_once, read_box, uses_text
from builder.expr.values import Value, ddb_to_state
from tests.expr.test_loader_reuse import DDB

ONE = {"type": "N", "value": "1"}


def like_with_text(box: dict) -> dict:
    state = copy.deepcopy(get_recipe("like").state)
    state["version"] = 3
    state["actions"][1]["text"] = {"update": box}
    return state


def problems(state) -> list[str]:
    with pytest.raises(StateError) as e:
        load_state(state)
    return [str(p) for p in e.value.problems]


# -- positions of syntax errors ---------------------------------------------------
@pytest.mark.parametrize(
    ("text", "at", "token"),
    [
        ("ADD likeTally :one :two", 19, ":two"),
        ("SET a = ", 8, None),  # the end of the text
        ("SET a = :one AND", 13, "AND"),
        ("ADD likeTally :one $", 19, "$"),
    ],
)
def test_a_syntax_error_knows_its_character(text, at, token):
    with pytest.raises(ExprError) as e:
        parse_update(text, values={":one": {"N": "1"}, ":two": {"N": "2"}})
    assert e.value.position == at
    assert "Syntax error" in e.value.message
    if token is not None:
        assert text[at:].startswith(token)
        assert f'token: "{token}"' in e.value.message
    else:
        assert 'token: "<EOF>"' in e.value.message


def test_read_box_places_problems_at_the_character():
    r = read_box("update", {"expression": "ADD likeTally :one :two", "values": {":one": ONE}}, "text.update")
    assert r.node is None
    assert r.at == 19
    assert [str(p) for p in r.problems] == [
        'text.update.expression: Invalid UpdateExpression: Syntax error; token: ":two", near: ":one :two"'
    ]
    # an undefined placeholder is found where it stands
    r = read_box("condition", {"expression": "a = :v OR #b = :v", "values": {":v": ONE}}, "c")
    assert r.at == 10
    assert r.problems[0].message.endswith("attribute name: #b")


def test_read_box_reads_names_and_values():
    r = read_box(
        "update",
        {
            "expression": "SET #n = if_not_exists(#n, :zero) + :one",
            "names": {"#n": "likeTally"},
            "values": {":zero": {"type": "N", "value": "0"}, ":one": ONE},
        },
        "text.update",
    )
    assert r.problems == [] and r.at is None
    assert r.node == parse_update(
        "SET likeTally = if_not_exists(likeTally, :zero) + :one", values={":zero": {"N": "0"}, ":one": {"N": "1"}}
    )
    assert part_text(
        "update",
        [
            {
                "action": "SET",
                "path": "likeTally",
                "value": {
                    "plus": [
                        {"if_not_exists": ["likeTally", {"type": "N", "value": "0", "placeholder": "zero"}]},
                        {"type": "N", "value": "1", "placeholder": "one"},
                    ]
                },
            }
        ],
    ) == {
        "expression": "SET likeTally = if_not_exists(likeTally, :zero) + :one",
        "values": {":zero": {"type": "N", "value": "0"}, ":one": ONE},
    }


@pytest.mark.parametrize(
    ("box", "message"),
    [
        (
            {"expression": "ADD likeTally :one", "values": {":one": ONE, ":two": ONE}},
            "text.update.values: Value provided in ExpressionAttributeValues unused in expressions: keys: {:two}",
        ),
        (
            {"expression": "ADD likeTally :one", "values": {":one": ONE}, "names": {"#x": "a"}},
            "text.update.names: Value provided in ExpressionAttributeNames unused in expressions: keys: {#x}",
        ),
        (
            {"expression": "ADD likeTally :one", "values": {"one": ONE}},
            "text.update.values.one: 'one' is not a placeholder",
        ),
        (
            {"expression": "ADD likeTally :one", "values": {":one": {"type": "N", "value": "x"}}},
            'text.update.values[":one"].value: number expected, got "x"',
        ),
        (
            {"expression": "ADD likeTally :one", "values": {":one": ONE}, "extra": 1},
            "text.update.extra: unknown field 'extra'",
        ),
        (
            {"expression": "ADD likeTally :one", "values": {f":v{i}": ONE for i in range(101)}},
            "text.update.values: the builder takes at most 100 values per expression, got 101",
        ),
        (
            {"expression": "ADD count :one", "values": {":one": ONE}},
            "text.update.expression: Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: count",
        ),
        (
            {"expression": "ADD a :one" + " " * 4096, "values": {":one": ONE}},
            "text.update.expression: the UpdateExpression is 4,106 characters; DynamoDB's limit is 4,096",
        ),
        (
            {"expression": "ADD likeTally :one, shares :one", "values": {":one": ONE}},
            "actions[1].text.update: the expression written as text does not say what update says",
        ),
    ],
)
def test_text_problems(box, message):
    found = problems(like_with_text(box))
    assert any(
        p.startswith(
            message.replace("text.update", "actions[1].text.update", 1) if message.startswith("text.") else message
        )
        for p in found
    ), found


def test_text_and_part_must_agree_and_then_render_the_same_request():
    state = like_with_text({"expression": "ADD #t :one", "names": {"#t": "likeTally"}, "values": {":one": ONE}})
    assert render(state) == render(get_recipe("like").state)
    wrong = like_with_text(
        {"expression": "ADD #t :one", "names": {"#t": "likeTally"}, "values": {":one": {"type": "N", "value": "2"}}}
    )
    assert any("does not say what update says" in p for p in problems(wrong))


def test_text_only_for_fields_the_body_has():
    state = like_with_text({"expression": "ADD likeTally :one", "values": {":one": ONE}})
    state["actions"][0]["text"] = {"update": {"expression": ""}}
    assert problems(state) == ["actions[0].text.update: there is no update here to write as text; remove it"]
    state = copy.deepcopy(get_recipe("like").state)
    state["text"] = {"filter": {"expression": "a = :v"}}
    assert "text.filter: there is no filter here to write as text; remove it" in problems(state)


def test_an_empty_expression_keeps_the_box_and_an_empty_part():
    state = copy.deepcopy(get_recipe("like").state)
    state["actions"][0]["text"] = {"condition": {"expression": ""}}
    state["actions"][0].pop("condition")
    load_state(state)
    state["actions"][0]["text"] = {"condition": {"expression": " ", "values": {":v": ONE}}}
    assert problems(state) == ["actions[0].text.condition.expression: no expression uses :v; write one, or remove them"]


@pytest.mark.parametrize(
    ("field", "part", "text"),
    [
        ("condition", {"op": "attribute_not_exists", "path": "SK"}, "attribute_not_exists(SK)"),
        ("filter", {"op": "=", "left": {"path": "status"}, "right": {"type": "S", "value": "x"}}, "#status = :status"),
        ("key_condition", {"partition": {"name": "PK", "value": {"type": "S", "value": "p"}}}, "PK = :PK"),
        ("projection", ["title", "comments[0].author"], "title, comments[0].author"),
    ],
)
def test_part_text_reads_back_as_the_same_part(field, part, text):
    written = part_text(field, part)
    assert written["expression"] == text
    r = read_box(field, written, "t")
    assert r.problems == []


def test_version_3_only_when_text_is_used():
    assert STATE_VERSION == 3
    plain = migrate(copy.deepcopy(get_recipe("like").state))
    assert not uses_text(plain)
    assert lowest_version(plain) < 3
    text = like_with_text({"expression": "ADD likeTally :one", "values": {":one": ONE}})
    assert uses_text(text)
    assert lowest_version(text) == 3
    old = {"version": 2, "operation": "Scan", "table": "Social"}
    assert migrate(old) == {**old, "version": 3}


def test_the_schema_describes_text():
    import json

    from jsonschema import Draft202012Validator

    from builder.expr.state import render as render_state
    from tests.conftest import REPO_ROOT
    from tests.fixtures import like_text_state, query_text_state

    schema = Draft202012Validator(json.loads((REPO_ROOT / "docs" / "state.schema.json").read_text(encoding="utf-8")))
    for state in (like_text_state(), query_text_state()):
        assert list(schema.iter_errors(state)) == []
        render_state(state)  # and the loader takes it
    bad = like_text_state()
    bad["actions"][1]["text"]["update"]["values"][":one"]["placeholder"] = "x"  # no placeholder in a table's value
    assert list(schema.iter_errors(bad)) != []
    assert any("placeholder" in p for p in problems(bad))


# --------------------------------------------------------------------------
# A box's values are read once (read_box keeps each Value for the parser, which
# reads the values as a request's), and a part written from a box's nodes is
# loaded as the Values it was written from (loader.values_written_once): each
# shortcut gives what the general way gives
# --------------------------------------------------------------------------
@settings(max_examples=400)
@given(DDB)
def test_a_box_value_read_as_state_is_what_the_request_reader_reads(ddb):
    try:
        value = Value.from_state(ddb_to_state(ddb), allow_placeholder=False)
    except ExprError:
        return  # refused by the box: the parser never sees it
    general = validate.request_value(value.ddb)  # (outside any block: read again, the general way)
    assert general == value and general.ddb == value.ddb


@settings(max_examples=400)
@given(DDB, st.sampled_from([None, "v", "big_1"]))
def test_a_value_written_from_a_node_loads_as_the_value_it_was_written_from(ddb, placeholder):
    try:
        value = Value.from_state(ddb_to_state(ddb), allow_placeholder=False)
    except ExprError:
        return
    written = value_state(n.ValueOperand(value, placeholder))
    assert Value.from_state(written, True) == value


def test_a_box_read_within_a_block_gives_the_same_reading_as_without():
    box = {
        "expression": "SET #a = :v, b = :w",
        "names": {"#a": "a"},
        "values": {
            ":v": {"type": "L", "value": [{"type": "N", "value": "1.50"}]},
            ":w": {"type": "NS", "value": ["1", "2E0"]},
        },
    }
    alone = read_box("update", box, "text.update")
    with boxes_read_once():
        first = read_box("update", box, "text.update")
        again = read_box("update", box, "text.update")
        elsewhere = read_box("update", box, "actions[0].text.update")  # another place: read again
    assert first is again and elsewhere is not first
    assert first.node == alone.node == elsewhere.node and not first.problems
