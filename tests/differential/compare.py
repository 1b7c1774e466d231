"""Run the simulator over the recorded corpus and compare (shared by the test,
the benchmark and ``python -m tests.differential.compare``)."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from builder.expr.simdoc import simulate_document
from tests.differential.wire import simulate_doc

CORPUS = Path(__file__).with_name("corpus.jsonl")
SET_TYPES = ("SS", "NS", "BS")
# DynamoDB Local names the types a path may hold (attribute_type given a path) as a Java set whose
# order changes from one run of it to the next: its members, not their order, are the answer
_TYPE_SET = re.compile(r"(operand type: \{)([A-Z,]+)(\})")


def canonical_message(text):
    """``text`` with the members of such a set of type names sorted."""
    if not isinstance(text, str) or "operand type: {" not in text:
        return text
    return _TYPE_SET.sub(lambda m: m.group(1) + ",".join(sorted(m.group(2).split(","))) + m.group(3), text)


def canonical(obj):
    """An answer as two answers must share it to agree. Sets have no order in
    DynamoDB: their members are sorted, so two answers that hold the same set
    compare equal (a set of type names in a message too:
    :func:`canonical_message`). An answer's (``{"ok", "response", ...}``)
    ``ConsumedCapacity`` is left out of its response: the recordings do not
    keep it (``wire.Recorder.record``, ``generate``), and
    ``test_capacity_live.py`` holds the simulator's to DynamoDB Local's, live.
    Nothing else is changed."""
    if isinstance(obj, dict) and isinstance(obj.get("response"), dict) and "ConsumedCapacity" in obj["response"]:
        obj = {**obj, "response": {k: v for k, v in obj["response"].items() if k != "ConsumedCapacity"}}
    return _canonical(obj)


def _canonical(obj):
    if isinstance(obj, str):
        return canonical_message(obj)
    if isinstance(obj, dict):
        if len(obj) == 1:
            ((t, v),) = obj.items()
            if t in SET_TYPES and isinstance(v, list):
                return {t: sorted(v)}
        return {k: _canonical(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_canonical(v) for v in obj]
    return obj


def load_cases(path: Path = CORPUS) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def run_case(case: dict) -> dict:
    return simulate_document(simulate_doc(case))


def disagreements(cases: list[dict]) -> dict[str, tuple[dict, dict]]:
    out = {}
    for case in cases:
        got = run_case(case)
        if canonical(got) != canonical(case["expect"]):
            out[case["id"]] = (got, case["expect"])
    return out


if __name__ == "__main__":
    import sys

    cases = load_cases()
    bad = disagreements(cases)
    by_cat = Counter(c["category"] for c in cases if c["id"] in bad)
    print(f"{len(cases) - len(bad)}/{len(cases)} agree; disagreements by category: {dict(by_cat)}")
    show = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    cat = sys.argv[2] if len(sys.argv) > 2 else None
    byid = {c["id"]: c for c in cases}
    for cid, (got, exp) in [(k, v) for k, v in bad.items() if cat is None or byid[k]["category"] == cat][:show]:
        c = byid[cid]
        print("----", cid, c["category"], c["operation"])
        print("REQ ", json.dumps(c["request"], ensure_ascii=False)[:600])
        print("GOT ", json.dumps(got, ensure_ascii=False)[:600])
        print("EXP ", json.dumps(exp, ensure_ascii=False)[:600])
