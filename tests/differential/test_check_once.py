"""The checker (``check_request``, ``POST /api/check``) loads a request's state
once: after ``validate.after_load`` has loaded it with no problem, its Request
gives the findings (``check._state_checked``) instead of ``check_state``
loading the same state again. These hold the two ways to each other on every
recorded request (the generated corpus, the real requests, the boundary pairs
and the reproductions), checked with and without its table."""

from __future__ import annotations

import copy

import pytest

from builder.expr import check
from tests.differential.compare import load_cases
from tests.differential.expected import recorded_cases

CASES = load_cases() + recorded_cases()


def _loaded_again(state, loaded, table):
    return check.check_state(state, table, rendered_sizes=False)


def _findings(case: dict, table: dict | None) -> list:
    return [f.as_dict() for f in check.check_request(case["operation"], copy.deepcopy(case["request"]), table)]


@pytest.mark.parametrize("with_table", [True, False], ids=["table", "no-table"])
def test_findings_from_one_load_are_those_of_two(monkeypatch, with_table):
    once, reused = [], 0
    real = check._state_checked

    def counted(state, loaded, table):
        nonlocal reused
        reused += loaded is not None and not check.cross_field_problems(check.request_fields(loaded))
        return real(state, loaded, table)

    monkeypatch.setattr(check, "_state_checked", counted)
    cases = [c for c in CASES if isinstance(c.get("request"), dict) and "operation" in c]
    for c in cases:
        once.append(_findings(c, c.get("table") if with_table else None))
    monkeypatch.setattr(check, "_state_checked", _loaded_again)
    for c, got in zip(cases, once, strict=True):
        assert got == _findings(c, c.get("table") if with_table else None), c.get("id")
    assert reused > len(cases) // 2  # most requests load once
