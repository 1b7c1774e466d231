"""The bounded expression-text fuzz run: a few hundred mutated real requests,
each sent to DynamoDB Local and to paste, check and simulate (``fuzz_text.py``).

The live test is marked ``integration`` (it starts DynamoDB Local). Its known
disagreements are the ``f…`` lines of ``expected_disagreements.txt``, strict
xfails like the recorded sets'; after a fix,
``python -m tests.differential.expected --fuzz --write`` lists them again.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.differential.expected import (
    FUZZ_COUNT,
    FUZZ_SEED,
    SEMANTICS_COUNT,
    bounded_fuzz_cases,
    is_fuzz_id,
    read,
)
from tests.differential.fidelity import COMPONENTS, judge
from tests.differential.fuzz_text import FAMILIES, generate

CASES = bounded_fuzz_cases()
BY_ID = {c["id"]: c for c in CASES}
EXPECTED = read()


def test_generation_is_deterministic_and_covers_every_family():
    assert bounded_fuzz_cases() == CASES
    assert len(BY_ID) == len(CASES) == FUZZ_COUNT + SEMANTICS_COUNT  # ids unique across both runs
    default = CASES[:FUZZ_COUNT]
    families = Counter(c["category"] for c in default)
    assert set(families) == set(FAMILIES)
    assert all(n >= 10 for n in families.values()), families
    assert generate(20, FUZZ_SEED + 1, include_corpus=False) != default[:20]
    semantics = Counter(c["mutation"].split(":")[0] for c in CASES[FUZZ_COUNT:])
    assert {c["category"] for c in CASES[FUZZ_COUNT:]} == {"semantics"}
    assert len(semantics) >= 5, semantics  # several kinds of semantic case


def test_expected_fuzz_lines_name_cases_of_the_bounded_run():
    for case_id, _ in EXPECTED:
        if is_fuzz_id(case_id):
            assert case_id in BY_ID, f"{case_id} is not in the bounded run (regenerate the list)"


@pytest.fixture(scope="module")
def answers(dynamodb_local):
    from tests.differential.wire import Wire, WireRecorder

    recorder = WireRecorder(Wire(dynamodb_local))
    cache: dict[str, dict] = {}

    def answer(case_id: str) -> dict:
        if case_id not in cache:
            cache[case_id] = recorder.record(BY_ID[case_id])
        return cache[case_id]

    return answer


def _params():
    out = []
    for case in CASES:
        for component in COMPONENTS:
            known = EXPECTED.get((case["id"], component))
            marks = pytest.mark.xfail(strict=True, reason=f"{known[0]}: {known[1]}") if known else ()
            out.append(pytest.param(case["id"], component, marks=marks, id=f"{case['id']}-{component}"))
    return out


@pytest.mark.integration
@pytest.mark.parametrize("case_id, component", _params())
def test_fuzzed_request_agrees_with_dynamodb_local(answers, case_id, component):
    case = {**BY_ID[case_id], "expect": answers(case_id)}
    outcome = judge(case, component)
    assert outcome.agree, f"{case['mutation']}: {outcome.line()}"
