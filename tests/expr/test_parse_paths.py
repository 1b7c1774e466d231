"""The parser builds its paths with ``Path.read`` (without ``Path``'s checks of
each segment, which the grammar and the parser have made): held here to the
general constructor, ``Path(segments)``, on every path of every recorded
expression and of token soups, read with placeholder maps of every kind of
name (a text, a number, an empty text, a non-text), and on paths a list index
or a level past DynamoDB's limits."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builder.expr import parse
from builder.expr.errors import ExprError
from builder.expr.limits import MAX_LIST_INDEX, MAX_PATH_LEVELS
from builder.expr.paths import Path
from tests.expr.test_lalr import recorded_expressions, token_soups

# what a #placeholder may stand for in ExpressionAttributeNames
_NAMES = ["name", "a.b", " x ", 7, 2.5, "", None, True, ["l"]]


def _general(segments) -> tuple:
    """What the general constructor makes of ``segments``: ("path", its
    segments, as a tuple of (type, segment)) or ("error", message, dynamodb)."""
    try:
        path = Path(segments)
    except ExprError as e:
        return ("error", e.message, e.dynamodb)
    return ("path", tuple((type(s), s) for s in path.segments))


def _read(segments) -> tuple:
    try:
        path = Path.read(segments)
    except ExprError as e:
        return ("error", e.message, e.dynamodb)
    assert type(path) is Path
    return ("path", tuple((type(s), s) for s in path.segments))


def _paths_of(start: str, text: str) -> list:
    try:
        tree = parse._parse_tree(text, start)
    except parse._Fail:
        return []
    return list(tree.find_data("path"))


def _cases() -> list:
    deep = ".".join(["a"] * MAX_PATH_LEVELS)
    texts = recorded_expressions() + token_soups(300)
    texts += [
        ("condition_expression", f"{deep} = :v"),
        ("condition_expression", f"{deep}.b = :v"),
        ("condition_expression", f"{deep}[0] = :v"),
        ("condition_expression", f"a[{MAX_LIST_INDEX}] = :v"),
        ("condition_expression", f"a[{MAX_LIST_INDEX + 1}] = :v"),
        ("condition_expression", "a[99999999999999999999] = :v"),
        ("update_expression", "SET #n[0].#m = :v REMOVE #n.x[3]"),
        ("projection_expression", "#n, #n.#n, a[0][1]"),
    ]
    return texts


def test_every_path_the_parser_reads_is_the_general_constructor_s():
    seen = {"path": 0, "error": 0, "parser refused": 0}
    for start, text in _cases():
        for tree in _paths_of(start, text):
            for name in _NAMES:
                ctx = parse.Context(dict.fromkeys(map(str, tree.children), name))
                try:
                    path = parse._path(tree, ctx)
                except parse._Fail:
                    seen["parser refused"] += 1
                    continue
                except ExprError as e:  # Path.read's levels: the general constructor's own error
                    got = ("error", e.message, e.dynamodb)
                else:
                    assert type(path) is Path
                    got = ("path", tuple((type(s), s) for s in path.segments))
                assert got == _general(path.segments if got[0] == "path" else _segments(tree, ctx)), (text, name)
                seen[got[0]] += 1
    assert min(seen.values()) > 0, seen


def _segments(tree, ctx) -> tuple:
    """The segments ``parse._path`` read before the levels refused them."""
    out = []
    for tok in tree.children:
        if tok.type == "NAME":
            out.append(str(tok))
        elif tok.type == "NAME_PLACEHOLDER":
            out.append(ctx.name(str(tok)))
        else:
            out.append(int(tok))
    return tuple(out)


_NAME = st.text(min_size=1, max_size=4)
_SEGMENT = st.one_of(_NAME, st.integers(min_value=0, max_value=MAX_LIST_INDEX))


@given(st.tuples(_NAME), st.lists(_SEGMENT, max_size=MAX_PATH_LEVELS + 3))
def test_read_is_the_general_constructor_on_what_the_parser_reads(first, rest):
    segments = first + tuple(rest)
    assert _read(segments) == _general(segments)


@pytest.mark.parametrize("levels", [1, MAX_PATH_LEVELS, MAX_PATH_LEVELS + 1, 100])
def test_read_refuses_too_many_levels_as_the_general_constructor_does(levels):
    segments = tuple(["a"] + [0] * (levels - 1))
    assert _read(segments) == _general(segments)
    assert (_read(segments)[0] == "error") == (levels > MAX_PATH_LEVELS)
