"""``manage.py ddb simulate``: JSON lines in, one JSON line out per input line."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.differential.compare import canonical, load_cases


def run(lines: list[str], monkeypatch, failed: int = 0) -> list[dict]:
    """The answers; ``failed``: how many lines must fail (the exit status is 2 then)."""
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    out = io.StringIO()
    if failed:
        with pytest.raises(CommandError, match=f"{failed} of {len(lines)} lines could not be simulated") as e:
            call_command("ddb", "simulate", "-", stdout=out)
        assert e.value.returncode == 2
    else:
        call_command("ddb", "simulate", "-", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_one_line_out_per_line_in_and_bad_lines_do_not_stop_it(monkeypatch):
    cases = load_cases()[:5]
    lines = [json.dumps(c, ensure_ascii=False) for c in cases]  # extra fields (id, expect) are ignored
    lines[2:2] = ["{not json", json.dumps({"table": {}}), "[]"]
    got = run(lines, monkeypatch, failed=3)
    assert len(got) == 8
    assert [g["error_code"] for g in got[2:5]] == ["InputError"] * 3
    answers = got[:2] + got[5:]
    for case, answer in zip(cases, answers):
        assert canonical(answer) == canonical(case["expect"])


def test_reads_a_file(tmp_path):
    case = load_cases()[0]
    f = tmp_path / "in.jsonl"
    f.write_text(json.dumps(case) + "\n", encoding="utf-8")
    out = io.StringIO()
    call_command("ddb", "simulate", str(f), stdout=out)
    assert canonical(json.loads(out.getvalue())) == canonical(case["expect"])


def test_all_good_lines_exit_zero(monkeypatch):
    cases = load_cases()[:3]
    got = run([json.dumps(c) for c in cases], monkeypatch)
    assert [canonical(g) for g in got] == [canonical(c["expect"]) for c in cases]
