"""The simulator agrees with DynamoDB Local on every recorded case, except the
known disagreements listed (with reasons) in docs/simulator.md."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tests.differential.compare import CORPUS, canonical, canonical_message, disagreements, load_cases, run_case

DOC = Path(__file__).resolve().parents[2] / "docs" / "simulator.md"
CATEGORIES = {"core-39-digit-number", "runtime-error-order", "static-error-order"}


def known_disagreements() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    m = re.search(r"<!-- known-disagreements:start -->(.*?)<!-- known-disagreements:end -->", text, re.S)
    assert m, "docs/simulator.md lost its known-disagreements block"
    out = {}
    for line in m.group(1).splitlines():
        line = line.strip()
        if re.fullmatch(r"[co]\d{5} \S+", line):
            cid, cat = line.split()
            assert cat in CATEGORIES, f"{cid}: unknown category {cat}"
            out[cid] = cat
    return out


@pytest.fixture(scope="module")
def cases():
    return load_cases()


def test_corpus_is_big_varied_and_small_on_disk(cases):
    assert len(cases) >= 1000
    assert CORPUS.stat().st_size < 5 * 1024 * 1024
    cats = Counter(c["category"] for c in cases)
    for cat in (
        "condition",
        "update",
        "list",
        "arith",
        "item",
        "transaction",
        "query",
        "scan",
        "transact_get",
        "invalid",
    ):
        assert cats[cat] >= 20, (cat, cats[cat])
    outcomes = Counter(c["expect"]["ok"] for c in cases)
    assert outcomes[True] >= 300 and outcomes[False] >= 300
    codes = Counter(c["expect"].get("error_code") for c in cases)
    for code in ("ValidationException", "ConditionalCheckFailedException", "TransactionCanceledException"):
        assert codes[code] >= 20, (code, codes[code])


def test_simulator_agrees_with_dynamodb_local_except_the_listed_cases(cases):
    bad = disagreements(cases)
    known = known_disagreements()
    new = sorted(set(bad) - set(known))
    fixed = sorted(set(known) - set(bad))
    assert not new, f"new disagreements (first: {new[0]}: got {bad[new[0]][0]}, DynamoDB Local said {bad[new[0]][1]})"
    assert not fixed, f"these now agree; remove them from docs/simulator.md: {fixed}"


def test_listed_disagreements_are_few():
    assert len(known_disagreements()) <= 30


def test_comparison_can_fail(cases):
    """The comparison sees a changed answer (a test that cannot fail is worse than none)."""
    case = next(c for c in cases if c["expect"]["ok"] and c["expect"]["items_after"])
    got = run_case(case)
    assert canonical(got) == canonical(case["expect"])
    got["items_after"][0]["item"] = None
    assert canonical(got) != canonical(case["expect"])


def test_canonical_only_orders_sets():
    assert canonical({"SS": ["b", "a"]}) == {"SS": ["a", "b"]}
    assert canonical({"L": [{"S": "b"}, {"S": "a"}]}) == {"L": [{"S": "b"}, {"S": "a"}]}


def test_a_set_of_type_names_in_a_message_compares_by_its_members():
    # DynamoDB Local lists attribute_type's types in an order that changes from one of its runs to the next
    words = "Invalid FilterExpression: Incorrect operand type for operator or function; operator or function: attribute_type, operand type: "
    assert canonical_message(words + "{SS,INT,N,BOOL}") == canonical_message(words + "{BOOL,N,INT,SS}")
    assert canonical_message(words + "{SS,INT,N,BOOL}") != canonical_message(words + "{SS,INT,N,NULL}")
    assert canonical({"message": words + "{S,B}"}) == {"message": words + "{B,S}"}
