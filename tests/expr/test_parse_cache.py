"""The parser keeps the syntax trees of the expressions it read (builder/expr/parse.py,
issue 13): reading an expression again must give what the first reading gave, with
the maps of the second reading, and errors each time."""

from __future__ import annotations

import pytest

from builder.expr import parse
from builder.expr.errors import ExprError

V = {":v": {"S": "x"}, ":w": {"N": "1"}}
N = {"#s": "status", "#a": "a.b"}


@pytest.mark.parametrize(
    "text",
    ["#s = :v", "attribute_exists(#a) AND (size(x) > :w OR NOT begins_with(y, :v))", "x IN (:v, :w)"],
)
def test_the_same_condition_twice(text):
    assert parse.parse_condition(text, N, V) == parse.parse_condition(text, N, V)


def test_the_same_update_twice():
    text = "SET #s = :v, c = if_not_exists(c, :w) + :w REMOVE d[2] ADD e :w"
    assert parse.parse_update(text, N, V) == parse.parse_update(text, N, V)


def test_a_kept_tree_is_read_with_the_new_maps():
    first = parse.parse_condition("#s = :v", {"#s": "status"}, V)
    second = parse.parse_condition("#s = :v", {"#s": "other"}, V)
    assert first != second
    with pytest.raises(ExprError):
        parse.parse_condition("#s = :v", {}, V)  # a placeholder with no name: refused again


def test_errors_every_time():
    for _ in range(2):
        with pytest.raises(ExprError, match="Syntax error"):
            parse.parse_condition("a = = :v", None, V)
        with pytest.raises(ExprError, match="reserved keyword"):
            parse.parse_condition("status = :v", None, V)
