"""The loader reads an option that is one of its choices (ReturnValues, Select
...) without the calls of ``Loader.option`` and ``Loader.enum``, and locates
the options without ``join_location``'s call: what it reads, and every
problem it records, are what reading each option the general way gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import loader as loader_module
from builder.expr.errors import Problem, StateError, join_location
from builder.expr.loader import Loader
from builder.expr.request import ENUMS, OPERATIONS, OPTIONS, RETURN_VALUES

CHOICES = sorted({c for choices in [*ENUMS.values(), *RETURN_VALUES.values()] for c in choices})
VALUES = st.one_of(
    st.sampled_from(CHOICES),
    st.sampled_from(("none", "ALL", "", "UPDATED_NEW ")),
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.just([]),
    st.just({"pk": {"S": "a"}}),
    st.just({"pk": {"S": ""}}),
)
NAMES = st.sampled_from((*OPTIONS, "unknown", "ReturnValues"))
# segment and total_segments: one without the other breaks a rule across fields (crosscheck), not the reader's
ONE_OF_A_PAIR = NAMES.filter(lambda n: n not in ("segment", "total_segments"))


def _general(loader: Loader, raw: dict, loc: str, op: str) -> dict:
    """Loader.options as it read each option before: every one through
    ``soft(option)``, each located by join_location (the segment rules left
    out: the options generated give no segment with total_segments)."""
    out = {}
    for name, value in raw.items():
        oloc = join_location(loc, name)
        if name not in OPTIONS:
            loader.problems.append(Problem(oloc, f"unknown option {name!r}; expected one of {', '.join(OPTIONS)}"))
            continue
        if value is None:
            continue
        if op not in OPTIONS[name][1]:
            loader.problems.append(Problem(oloc, f"{name} does not apply to {op}; remove it"))
            continue
        v = loader.soft(loader.option, name, value, oloc, op)
        if v is not None:
            out[name] = v
    return out


def _outcome(read, loader: Loader, *args):
    try:
        got = read(*args)
    except loader_module._Invalid:
        got = "invalid"
    return repr(got), [(p.location, p.message, p.dynamodb) for p in loader.problems]


@settings(max_examples=600, deadline=None)
@given(
    st.dictionaries(ONE_OF_A_PAIR, VALUES, max_size=4),
    st.sampled_from(OPERATIONS),
    st.sampled_from(("options", "actions[0].options", "")),
)
def test_the_options_are_read_as_each_read_the_general_way(raw, op, loc):
    fast, general = Loader(), Loader()
    assert _outcome(fast.options, fast, raw, loc, op) == _outcome(_general, general, general, raw, loc, op)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(NAMES, VALUES, max_size=3), st.sampled_from(("UpdateItem", "Query", "Scan", "GetItem")))
def test_a_state_s_options_are_loaded_or_refused_as_soft_gives_them(raw, op):
    """load reads the options without soft's call: an option it refuses
    leaves the options None and its problem recorded, as soft did."""
    doc = {"version": 3, "operation": op, "table": "tab", "options": raw}
    general = Loader()
    want_options = general.soft(general.options, raw, "options", op)
    try:
        got = Loader(cross_checks=False).load(doc)  # the options as read (the rules across them: crosscheck)
    except StateError as e:
        got_problems = [(p.location, p.message) for p in e.problems if p.location.startswith("options")]
        assert got_problems == [(p.location, p.message) for p in general.problems]
        return
    assert not general.problems
    assert got.options == (want_options or {})
