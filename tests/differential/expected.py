"""The expected disagreements: where the core disagrees with DynamoDB Local today.

``expected_disagreements.txt`` holds one line per (case, component) on which
the core is *known* to disagree, with a category and what differs:

    <case id> <component> <category> <what differs>

The tests mark exactly those as ``xfail(strict=True)``: fixing the core makes
the test pass, the strict xfail fails, and the line is deleted. A new
disagreement fails outright.

    .venv/bin/python -m tests.differential.expected [--fuzz] [--endpoint URL]

prints the lines the current code deserves (categories kept from the file when
a line is already there, else suggested by :func:`suggest_category`); with
``--write`` it rewrites the file. ``--fuzz`` adds the bounded fuzz run (it needs
DynamoDB Local, started here unless ``--endpoint`` is given).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
FILE = HERE / "expected_disagreements.txt"
REAL = HERE / "real" / "real_requests.jsonl"
BOUNDARIES = HERE / "real" / "boundary_requests.jsonl.gz"
REPROS = HERE / "real" / "repro_requests.jsonl"

CATEGORIES = {
    "parentheses": "parentheses DynamoDB accepts (or refuses as redundant)",
    "tokens": "whitespace, keyword case and adjacency, list index forms, comparators, placeholder syntax",
    "limits": "sizes, counts and depths at and over the documented limits",
    "validation": "the request around the expressions: enums, map keys, empty maps, types, legacy parameters",
    "operands": "values where DynamoDB allows them (begins_with(:a, :b), contains(:s, :t), size(:v)) and paths",
    "order": "which of several problems is reported (a failed condition before a key attribute update)",
    "messages": "the same problem found, in other words",
    "crash": "an exception instead of an answer",
    "semantics": "both accept; a different response or items after",
}
FUZZ_COUNT = 300  # the bounded fuzz run: cases ...
FUZZ_SEED = 12  # ... from this seed, over the real requests only
SEMANTICS_COUNT = 600  # and the bounded run of the (opt-in) semantics family: cases ...
SEMANTICS_SEED = 5150  # ... from this seed


_FUZZ_ID = re.compile(r"f[0-9]+-[0-9]+\Z")


def is_fuzz_id(case_id: str) -> bool:
    """Whether ``case_id`` names a fuzz case (``f12-00204``: the seed, the
    number), not a real request whose source's prefix starts with f (floci's
    ``fl025``, Faraday's ``far001``)."""
    return _FUZZ_ID.match(case_id) is not None


def bounded_fuzz_cases() -> list[dict]:
    """The bounded fuzz run's cases (without answers): the default mix of
    families, then the semantics family (``fuzz_text.py``)."""
    from tests.differential.fuzz_text import generate

    return generate(FUZZ_COUNT, FUZZ_SEED, include_corpus=False) + generate(
        SEMANTICS_COUNT, SEMANTICS_SEED, include_corpus=False, families=("semantics",), weights=(1,)
    )


def load(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def recorded_cases() -> list[dict]:
    return load(REAL) + load(BOUNDARIES) + load(REPROS)


def read(path: Path = FILE) -> dict[tuple[str, str], tuple[str, str]]:
    """{(case id, component): (category, what differs)}."""
    out = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(None, 3)
        if len(parts) < 3:
            raise ValueError(f"{path.name}:{n}: <case id> <component> <category> <what differs> expected")
        case_id, component, category = parts[:3]
        out[(case_id, component)] = (category, parts[3] if len(parts) > 3 else "")
    return out


def suggest_category(case: dict, outcome) -> str:
    """A first guess at a disagreement's category (the file's own wins)."""
    if outcome.crashed:
        return "crash"
    syntax = r"^ValidationException: Invalid \w+: Syntax error;"
    if re.search(syntax, outcome.got) and re.search(syntax, outcome.want):
        return "messages"  # both see a syntax error; the token or text quoted differs
    if case.get("limit") == "number-key-text":
        return "validation"
    if case.get("limit"):
        return "limits"
    if case.get("category") in CATEGORIES:  # a fuzz case: what was mutated
        return case["category"]
    if case["id"].startswith("min-"):  # a minimal reproduction names its category
        return case["id"].split("-")[1]
    got, expect = outcome.got, case["expect"]
    text = " ".join(v for k, v in _expressions(case["request"]) if isinstance(v, str))
    want = outcome.want
    if "redundant parentheses" in want:
        return "parentheses"
    limits = (
        r"too many operators|Expression size|nesting levels|too large|exceeds max size|too many operands|must be under"
    )
    if re.search(limits, want):
        return "limits"
    validation = (
        r"must not be empty|can only be specified|contains invalid key|Supplied AttributeValue|"
        r"Return values set to invalid|validation error detected|Can not use both expression"
    )
    if re.search(validation, want):
        return "validation"
    if expect.get("error_code") in ("ConditionalCheckFailedException",) and got.startswith("ValidationException"):
        return "order"
    if re.search(r"(needs|requires) a document path", got):
        return "operands"
    if "Syntax error" in got and "(" in text:
        return "parentheses"
    if re.search(r"legacy|Expected|AttributesToGet|not a parameter|must be one of", got):
        return "validation"
    if "Syntax error" in got:
        return "tokens"
    if not expect["ok"] and got.startswith("ValidationException"):
        return "messages"
    return "semantics"


def _expressions(request) -> list[tuple[str, str]]:
    if not isinstance(request, dict):
        return []
    bodies = [request]
    if isinstance(request.get("TransactItems"), list):
        bodies = [b for e in request["TransactItems"] if isinstance(e, dict) for b in e.values() if isinstance(b, dict)]
    return [(k, v) for b in bodies for k, v in b.items() if k.endswith("Expression")]


def _visible(ch: str) -> str:
    """Control, format and space characters other than ' ' written as escapes (one line per entry)."""
    if ch != " " and unicodedata.category(ch) in ("Cc", "Cf", "Zs", "Zl", "Zp"):
        return ch.encode("unicode_escape").decode("ascii")
    return ch


def _clip(text: str, n: int) -> str:
    text = "".join(_visible(ch) for ch in text)
    return text if len(text) <= n else text[: n - 3] + "..."


def _reason(outcome) -> str:
    return f"got {_clip(outcome.got, 150)} | want {_clip(outcome.want, 150)}"


def disagreements(cases: list[dict]) -> list[tuple[dict, str, object]]:
    from tests.differential.fidelity import COMPONENTS, applicable, judge

    out = []
    for case in cases:
        for component in COMPONENTS:
            if applicable(case, component):
                outcome = judge(case, component)
                if not outcome.agree:
                    out.append((case, component, outcome))
    return out


def fuzz_cases(endpoint: str | None = None) -> list[dict]:
    """The bounded fuzz run, each case with DynamoDB Local's answer."""
    from tests.differential.wire import WireRecorder, dynamodb_local

    cases = bounded_fuzz_cases()
    with dynamodb_local(endpoint) as wire:
        recorder = WireRecorder(wire)
        for case in cases:
            case["expect"] = recorder.record(case)
    return cases


def lines(found, known) -> list[str]:
    out = []
    for case, component, outcome in found:
        category, reason = known.get((case["id"], component), (None, None))
        category = category or suggest_category(case, outcome)
        out.append(f"{case['id']} {component} {category} {reason or _reason(outcome)}")
    return out


HEADER = """\
# Disagreements of the core with DynamoDB Local, known today (see docs/fidelity.md).
# One line per (case, component): <case id> <component> <category> <what differs>
# The tests mark each as xfail(strict=True): when a fix makes one agree, delete its line.
# Categories: {categories}
"""


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fuzz", action="store_true", help="add the bounded fuzz run (starts DynamoDB Local)")
    ap.add_argument("--endpoint")
    ap.add_argument("--write", action="store_true", help=f"rewrite {FILE.name}")
    args = ap.parse_args(argv)
    known = read() if FILE.exists() else {}
    sections = [("real requests, boundary pairs, minimal reproductions (recorded)", recorded_cases())]
    if args.fuzz:
        title = (
            f"bounded fuzz run (seed {FUZZ_SEED}, {FUZZ_COUNT} cases; semantics family, "
            f"seed {SEMANTICS_SEED}, {SEMANTICS_COUNT} cases; live)"
        )
        sections.append((title, fuzz_cases(args.endpoint)))
    elif known:
        # keep the fuzz lines as they are when the fuzz run is not repeated
        sections.append(("bounded fuzz run", None))
    text = HEADER.format(categories=", ".join(CATEGORIES))
    for title, cases in sections:
        if cases is None:
            kept = [f"{cid} {comp} {cat} {why}" for (cid, comp), (cat, why) in known.items() if is_fuzz_id(cid)]
            body = kept
        else:
            body = lines(disagreements(cases), known)
        text += f"\n# --- {title}: {len(body)}\n" + "".join(line + "\n" for line in body)
    if args.write:
        FILE.write_text(text, encoding="utf-8")
        print(f"written {FILE}")
    else:
        print(text, end="")


if __name__ == "__main__":
    main()
