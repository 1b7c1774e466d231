"""Shortcuts in the nodes' own checks (issue 13), each held to the general way it skips:
:class:`nodes.Compare` calls each of its checks only where it may refuse: the
same node, or the same refusal, as every check called in order; and
:func:`values.check_key_value` reads a value's type without ``Value.type``'s call."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import nodes as n
from builder.expr.errors import ExprError
from builder.expr.paths import Path
from builder.expr.values import KEY_TYPES, Value, check_key_value

_PATHS = st.sampled_from((Path(("a",)), Path(("b",)), Path(("a", 0)), Path(("a", "b"))))
_VALUES = st.sampled_from(
    (Value({"S": "x"}), Value({"N": "1"}), Value({"B": "AA=="}), Value({"BOOL": True}), Value({"L": []}))
)
_OPERANDS = st.one_of(
    _PATHS.map(n.PathOperand),
    _VALUES.map(n.ValueOperand),
    _PATHS.map(n.Size),
    _PATHS,
    st.sampled_from(("a", None, 1)),
    st.builds(n.IfNotExists, _PATHS, _VALUES.map(n.ValueOperand)),
)


def _general_compare(op, left, right):
    """Compare's checks as they were, every one called in order."""
    if op not in n.COMPARATORS:
        raise ExprError(f"comparator must be one of {' '.join(n.COMPARATORS)}, got {op!r}")
    n._check_cond_operand(left, "the left side of a comparison")
    n._check_cond_operand(right, "the right side of a comparison")
    if op not in ("=", "<>"):
        n._check_ordered(left, op)
        n._check_ordered(right, op)
    n._check_distinct(left, [right], f"{op}")


def _outcome(make):
    try:
        return ("made", make())
    except ExprError as e:
        return ("refused", e.message, e.dynamodb)


@settings(max_examples=1500, deadline=None)
@given(st.sampled_from((*n.COMPARATORS, "==", "")), _OPERANDS, _OPERANDS)
def test_a_comparisons_checks_are_every_check_in_order(op, left, right):
    got = _outcome(lambda: n.Compare(op, left, right))
    want = _outcome(lambda: _general_compare(op, left, right))
    if want[0] == "made":
        assert got[0] == "made"
        assert (got[1].op, got[1].left, got[1].right) == (op, left, right)
    else:
        assert got == want


def test_a_comparison_of_a_path_with_itself_is_refused():
    a = n.PathOperand(Path(("a",)))
    for op in n.COMPARATORS:
        assert _outcome(lambda op=op: n.Compare(op, a, a))[0] == "refused"


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        _VALUES, st.sampled_from((Value({"S": ""}), Value({"B": ""}), Value({"NULL": True}), Value({"SS": ["a"]})))
    ),
    st.sampled_from((None, "S", "N", "B")),
)
def test_check_key_value_reads_the_values_type(value, table_type):
    """values.check_key_value reads the type without Value.type's call: the general way's answer."""

    def general():
        t = value.type
        if t not in KEY_TYPES:
            raise ExprError("not a key type")
        if table_type is not None and t != table_type:
            return None
        if t in ("S", "B") and value.ddb[t] == "":
            raise ExprError("empty")
        return None

    assert _outcome(lambda: check_key_value(value, table_type))[0] == _outcome(general)[0]
