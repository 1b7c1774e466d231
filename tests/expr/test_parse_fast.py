"""The parser's short ways (issue 13's fourth pass), each held to the general way.

- ``parse._tree_shape`` reads a path's and a value's tokens from the node
  above them and takes the position of most nodes' children from one table
  (``parse._CHILD_POSITION``). Held here to a plain recursive reading of the
  same tree (operators, how deeply condition groups and functions nest,
  redundant parentheses, the value placeholders used, and whether DynamoDB's
  first reading finds anything, refusing reserved words or not), on every
  recorded expression, token soups and deeply nested texts.
- ``parse._placed`` reads the position table: held to the rule it was written
  as, node by node.
"""

from __future__ import annotations

import sys
from itertools import repeat

import pytest
from lark import Tree

from builder.expr import lalr, parse
from tests.expr.test_lalr import first_pass_finds_nothing, recorded_expressions, token_soups


def _old_placed(t: Tree, pos: str) -> list:
    """parse._placed as it was written before its table: the general way."""
    d = t.data
    if d == "function":
        args = t.children[1:]
        if pos.startswith("set"):
            first = "set-top" if t.children[0] == "if_not_exists" else "set"
            return [(c, first if i == 0 else "set") for i, c in enumerate(args)]
        return list(zip(args, repeat("operand")))
    if d == "function_condition":
        return [(t.children[0], "cond")]
    if d in ("compare", "between", "in_"):
        return list(zip(t.children, repeat("operand")))
    if d in ("plus", "minus"):
        return list(zip(t.children, repeat("set")))
    return list(zip(t.children, repeat(pos)))


def _reference_shape(tree: Tree, where: str) -> tuple:
    """The shape read recursively, each measure on its own."""
    operators = sum(1 for s in tree.iter_subtrees() if s.data in parse._OPERATORS)

    def depths(node, parent, groups, functions):
        d = node.data
        if d == "not_" or (d in parse._LOGICAL and parent != d):
            groups += 1
        elif d == "function":
            functions += 1
        best = (groups, functions)
        for c in node.children:
            if isinstance(c, Tree):
                g, f = depths(c, d, groups, functions)
                best = (max(best[0], g), max(best[1], f))
        return best

    groups, functions = depths(tree, "", 0, 0)
    redundant = any(
        s.data in parse._GROUPS and isinstance(s.children[0], Tree) and s.children[0].data in parse._GROUPS
        for s in tree.iter_subtrees()
    )
    uses = sorted(str(t) for t in parse.tokens(tree) if t.type == "VALUE_PLACEHOLDER")

    return (
        operators,
        groups,
        functions,
        redundant,
        uses,
        first_pass_finds_nothing(tree, where, False),
        first_pass_finds_nothing(tree, where, True),
    )


def _nested() -> list[tuple[str, str]]:
    out = []
    for depth in (1, 2, 5, 31, 32, 33, 40):
        out.append(("condition_expression", "NOT " * depth + "a = :v"))
        out.append(("condition_expression", "(" * depth + "a = :v" + ")" * depth))
        out.append(("condition_expression", "(" * depth + "a = :v AND b = :w" + ")" * depth + " OR c < :x"))
        out.append(("condition_expression", "size(" * depth + "a" + ")" * depth + " > :v"))
        out.append(("update_expression", "SET a = " + "if_not_exists(" * depth + "b, :v" + ")" * depth))
        out.append(("update_expression", "SET a = " + " + ".join([":v"] * depth) + ", l[2147483648] = :w"))
        out.append(("condition_expression", " AND ".join(f"(a{i} = :v OR NOT b{i} IN (:w, :x))" for i in range(depth))))
        out.append(("condition_expression", "contains(a, :v) AND begins_with(size, :w) OR attribute_exists(c)"))
    out.append(("condition_expression", "list_append(a, :v) = :w AND if_not_exists(a, :v) = :w"))
    out.append(("update_expression", "SET a = list_append(list_append(a, :v), :w) REMOVE b[1], c.d ADD e :x"))
    return out


def _trees():
    for start, text in recorded_expressions() + token_soups(1500) + _nested():
        try:
            yield start, text, lalr.parse(text, start)
        except lalr.SyntaxAt:
            continue


def test_a_tree_s_shape_is_its_recursive_reading():
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))
    seen = {"groups>1": 0, "functions>1": 0, "refused": 0, "failed": 0, "redundant": 0}
    for start, text, tree in _trees():
        where = parse._first_position(start)
        shape = parse._tree_shape(tree, where)
        assert type(shape) is parse._Shape
        got = (shape.operators, shape.groups, shape.functions, shape.redundant)
        got += (sorted(shape.value_uses), shape.passes, shape.passes_refusing)
        assert got == _reference_shape(tree, where), text
        seen["groups>1"] += shape.groups > 1
        seen["functions>1"] += shape.functions > 1
        seen["refused"] += shape.passes and not shape.passes_refusing
        seen["failed"] += not shape.passes
        seen["redundant"] += shape.redundant
    assert min(seen.values()) > 5, seen


@pytest.mark.parametrize("where", ["cond", "operand", "set-top", "set"])
def test_placed_reads_its_table_as_the_rule_was_written(where):
    nodes = 0
    for _start, _text, tree in _trees():
        for node in tree.iter_subtrees():
            assert list(parse._placed(node, where)) == _old_placed(node, where), node
            nodes += 1
    assert nodes > 10000
