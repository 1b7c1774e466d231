"""``manage.py ddb simulate``: JSON lines in, one JSON line out per input line."""

from __future__ import annotations

import io
import json

from django.core.management import call_command

from tests.differential.compare import canonical, load_cases


def run(lines: list[str], monkeypatch) -> list[dict]:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    out = io.StringIO()
    call_command("ddb", "simulate", "-", stdout=out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_one_line_out_per_line_in_and_bad_lines_do_not_stop_it(monkeypatch):
    cases = load_cases()[:5]
    lines = [json.dumps(c, ensure_ascii=False) for c in cases]  # extra fields (id, expect) are ignored
    lines[2:2] = ["{not json", json.dumps({"table": {}}), "[]"]
    got = run(lines, monkeypatch)
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
