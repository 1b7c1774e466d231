"""A ProjectionExpression applied to items (builder/expr/items.py ``project``):
the same parts as each path looked up on its own, and work bounded by what
an item holds, whatever the number of paths (a Scan of many small items
projected by 1,300 paths walked every path for every item)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from builder.expr import simulate
from builder.expr.items import lookup, project, projection_tree
from builder.expr.paths import Path

NAMES = ("a", "b", "c")
INDEXES = (0, 1, 2)

scalars = st.sampled_from([{"S": "x"}, {"N": "1"}, {"BOOL": True}, {"NULL": True}, {"SS": ["s"]}])
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.builds(lambda m: {"M": m}, st.dictionaries(st.sampled_from(NAMES), inner, max_size=3)),
        st.builds(lambda members: {"L": members}, st.lists(inner, max_size=3)),
    ),
    max_leaves=12,
)
item_values = st.dictionaries(st.sampled_from(NAMES), values, max_size=3)
segment_lists = st.lists(
    st.tuples(st.sampled_from(NAMES), st.lists(st.sampled_from(NAMES + INDEXES), max_size=3)), max_size=6
)


def _paths(drawn: list) -> list[Path]:
    """Paths none of which is another's prefix (DynamoDB refuses overlapping
    projection paths before any item is read), in the order drawn."""
    out: list[tuple] = []
    for top, rest in drawn:
        segs = (top, *rest)
        if any(segs[: len(p)] == p or p[: len(segs)] == segs for p in out):
            continue
        out.append(segs)
    return [Path(p) for p in out]


class _M(dict):
    """A map the reference builds (not a value looked up)."""


class _L(dict):
    """A list the reference builds: index -> element, put in order at the end."""


def _by_lookups(item: dict, paths: list[Path]) -> dict:
    """The projection built from each path looked up alone: maps keep their
    members in the order the paths first name them, lists the named elements
    in index order."""
    out = _M()
    for p in paths:
        v = lookup(item, p)
        if v is None:
            continue
        *parents, last = p.segments
        level = out
        for s, after in zip(parents, p.segments[1:], strict=True):
            level = level.setdefault(s, _L() if isinstance(after, int) else _M())
        level[last] = v
    return {k: _finished(v) for k, v in out.items()}


def _finished(v):
    if isinstance(v, _L):
        return {"L": [_finished(e) for _, e in sorted(v.items())]}
    if isinstance(v, _M):
        return {"M": {k: _finished(e) for k, e in v.items()}}
    return v


@given(item_values, segment_lists)
def test_a_projection_holds_what_each_path_looks_up(item, drawn):
    paths = _paths(drawn)
    expected = _by_lookups(item, paths)
    assert project(item, paths) == expected
    assert project(item, paths, projection_tree(paths)) == expected  # one tree for every item of a request


@given(item_values, segment_lists)
def test_a_projection_keeps_the_order_the_paths_give(item, drawn):
    paths = _paths(drawn)
    tops = list(dict.fromkeys(p.segments[0] for p in paths))
    assert list(project(item, paths)) == [t for t in tops if t in project(item, paths)]


def test_a_projection_copies_what_it_gives():
    item = {"a": {"L": [{"M": {"b": {"S": "x"}}}]}}
    got = project(item, [Path(("a",))])
    got["a"]["L"][0]["M"]["b"]["S"] = "changed"
    assert item["a"]["L"][0]["M"]["b"]["S"] == "x"


class _CountedDict(dict):
    """A dict that counts the membership tests made on it."""

    asked = 0

    def __contains__(self, key):
        _CountedDict.asked += 1
        return super().__contains__(key)


def test_an_item_is_walked_by_what_it_holds_not_by_the_number_of_paths():
    paths = [Path((f"q{i}",)) for i in range(1000)] + [Path(("m", f"k{i}")) for i in range(1000)]
    tree = projection_tree(paths)
    item = _CountedDict(q7={"N": "1"}, m={"M": _CountedDict(k3={"S": "x"}, other={"S": "y"})})
    _CountedDict.asked = 0
    got = project(item, paths, tree)
    assert got == {"q7": {"N": "1"}, "m": {"M": {"k3": {"S": "x"}}}}
    assert _CountedDict.asked <= 4  # at most one test per attribute or member held, none per path


def test_a_scan_makes_its_projection_tree_once_for_all_its_items(count_calls):
    spec = {
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
    }
    before = [{"pk": {"S": str(i)}, "a": {"N": str(i)}} for i in range(50)]
    made = count_calls(simulate, "projection_tree")
    result = simulate.simulate(spec, before, "Scan", {"TableName": "tbl", "ProjectionExpression": "a, q1, q2"})
    assert result.ok
    assert sorted(int(i["a"]["N"]) for i in result.response["Items"]) == list(range(50))
    assert made == [1]
