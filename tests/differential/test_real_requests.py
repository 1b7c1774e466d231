"""Paste, check and simulate against DynamoDB Local's recorded answers to
requests nobody on this project wrote (``real/real_requests.jsonl``, see
``real/SOURCES.md``), to the boundary pairs of every documented limit
(``real/boundary_requests.jsonl.gz``) and to the minimal reproductions
docs/fidelity.md quotes (``real/repro_requests.jsonl``).

Each (case, component) is its own test. The ones listed in
``expected_disagreements.txt`` are strict xfails: they must still disagree, so a
fix shows up as a failure asking for its line to be deleted. Pure: the answers
are recorded (``python -m tests.differential.real.record_real`` records them again).
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from tests.differential.expected import CATEGORIES, FILE, read, recorded_cases
from tests.differential.fidelity import COMPONENTS, judge

CASES = recorded_cases()
BY_ID = {c["id"]: c for c in CASES}
EXPECTED = read()


def _params():
    out = []
    for case in CASES:
        for component in COMPONENTS:
            marks = ()
            known = EXPECTED.get((case["id"], component))
            if known:
                category, why = known
                marks = pytest.mark.xfail(strict=True, reason=f"{category}: {why}")
            out.append(pytest.param(case["id"], component, marks=marks, id=f"{case['id']}-{component}"))
    return out


@pytest.mark.parametrize("case_id, component", _params())
def test_agrees_with_dynamodb_local(case_id, component):
    outcome = judge(BY_ID[case_id], component)
    assert outcome.agree, outcome.line()


def test_the_real_set_is_big_and_from_several_sources():
    real = [c for c in CASES if "source" in c]
    assert len(real) >= 150
    sources = Counter(c["source"] for c in real)
    assert len(sources) >= 5 and all(n >= 15 for n in sources.values()), sources
    assert all(c["cite"] and "expect" in c for c in real)
    ops = Counter(c["operation"] for c in real)
    for op in ("GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan", "TransactWriteItems"):
        assert ops[op] >= 1, op
    outcomes = Counter(c["expect"]["ok"] for c in real)
    assert outcomes[True] >= 100 and outcomes[False] >= 20


def test_recordings_are_of_the_requests_the_sources_write_today():
    """A stale recording (a source edited, not re-recorded) fails here."""
    from tests.differential.real.boundaries import cases as boundary_cases
    from tests.differential.real.record_real import real_cases
    from tests.differential.real.repros import cases as repro_cases

    fields = ("table", "before", "operation", "request")
    for case in real_cases() + boundary_cases() + repro_cases():
        recorded = BY_ID.get(case["id"])
        assert recorded is not None, f"{case['id']} is not recorded: run python -m tests.differential.real.record_real"
        assert {k: recorded[k] for k in fields} == {k: case[k] for k in fields}, case["id"]


def test_boundary_pairs_sit_on_each_documented_limit():
    pairs = Counter((c["limit"], c["side"]) for c in CASES if "limit" in c)
    limits = {limit for limit, _ in pairs}
    for limit in (
        "expression-4kb",
        "placeholder-255",
        "operators-300",
        "in-100",
        "depth-32",
        "partition-key-2048",
        "sort-key-1024",
        "attribute-name-64kb",
        "substitution-2mb",
        "number-38-digits",
        "item-400kb",
        "transaction-100",
    ):
        assert limit in limits, limit
        assert pairs[(limit, "at")] >= 1 and pairs[(limit, "over")] >= 1, limit
    # over the limit DynamoDB refuses
    assert all(not c["expect"]["ok"] for c in CASES if c.get("side") == "over")


def test_the_expected_list_is_well_formed():
    fuzz_prefix = "f"
    for (case_id, component), (category, why) in EXPECTED.items():
        assert component in COMPONENTS, (case_id, component)
        assert category in CATEGORIES, (case_id, category)
        assert why, (case_id, component)
        if not case_id.startswith(fuzz_prefix):
            assert case_id in BY_ID, f"{FILE.name}: {case_id} is no recorded case"


@pytest.mark.parametrize("component", COMPONENTS)
def test_the_comparison_can_fail(component):
    """Each component's judgement sees a changed answer from DynamoDB."""
    case = next(
        c
        for c in CASES
        if c["expect"]["ok"] and c["operation"] == "UpdateItem" and (c["id"], component) not in EXPECTED
    )
    assert judge(case, component).agree
    changed = copy.deepcopy(case)
    if component == "simulate":
        changed["expect"]["items_after"][0]["item"] = None
    elif component == "check":
        changed["expect"] = {"ok": False, "error_code": "ValidationException", "message": "Invalid UpdateExpression: x"}
    else:  # paste is judged against the simulator's reading of the original: break the original instead
        changed["request"]["UpdateExpression"] = "SET SET"
        changed["expect"] = case["expect"]
    assert not judge(changed, component).agree
