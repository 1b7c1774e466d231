"""The documentation's concrete claims held to the code, where a claim is easy to
read back: README's settings table against builder/settings.py, docs/api.md's
warning codes, finding fields and /api/simulate examples against the checker and
the API, docs/fidelity.md's case counts against the files it describes. Each
test reads only names, numbers and JSON, never the prose around them."""

from __future__ import annotations

import ast
import collections
import gzip
import json
import re
from pathlib import Path

import pytest

from builder.expr.check import WARNING_CODES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
API = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
FIDELITY = (ROOT / "docs" / "fidelity.md").read_text(encoding="utf-8")
ENV_READERS = {"envbool", "envint", "envseconds", "envlist", "envorigins"}
NO_DEFAULT = object()


def markdown_table(text: str, header: str) -> list[list[str]]:
    """The rows (cells stripped) of the Markdown table whose header row starts with ``header``."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split(" | ")])
    return rows


def section(text: str, heading: str) -> str:
    """The text from ``heading`` to the next heading of its level or above."""
    start = text.index(heading + "\n")
    level = heading.split(" ")[0]
    end = re.search(r"^#{1,%d} " % len(level), text[start + len(heading) :], re.M)
    return text[start : start + len(heading) + end.start()] if end else text[start:]


# --------------------------------------------------------------------------
# README "Configuration" against builder/settings.py
# --------------------------------------------------------------------------
def _env_name(node: ast.AST) -> str | None:
    """The variable a call reads from the environment: envbool("X", ...), os.environ.get("X", ...)."""
    if not isinstance(node, ast.Call) or not node.args or not isinstance(node.args[0], ast.Constant):
        return None
    func = node.func
    if isinstance(func, ast.Name) and func.id in ENV_READERS:
        return node.args[0].value
    if isinstance(func, ast.Attribute) and func.attr == "get" and ast.unparse(func.value) == "os.environ":
        return node.args[0].value
    return None


def settings_env() -> dict[str, object]:
    """Every environment variable builder/settings.py reads, with its default when
    that is a literal: an env reader's second argument, or what follows
    ``os.environ.get(X, "") or``; NO_DEFAULT otherwise."""
    tree = ast.parse((ROOT / "builder" / "settings.py").read_text(encoding="utf-8"))
    found: dict[str, object] = {}
    for node in ast.walk(tree):
        name = _env_name(node)
        if name and node.func.__class__ is ast.Name and len(node.args) > 1:
            try:
                found[name] = ast.literal_eval(node.args[1])
            except ValueError:
                found.setdefault(name, NO_DEFAULT)
        elif name:
            found.setdefault(name, NO_DEFAULT)
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2:
            left, right = node.values
            if _env_name(left) and isinstance(right, ast.Constant):
                found[_env_name(left)] = right.value
    return found


def readme_settings() -> list[tuple[list[str], list[str]]]:
    """(variable names, default cell split at its commas) per row of the README's table."""
    rows = markdown_table(section(README, "## Configuration"), "| variable |")
    return [(re.findall(r"`([A-Z][A-Z0-9_]+)`", names), default.split(", ")) for names, _meaning, default in rows]


def as_written(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def test_the_readme_settings_table_names_only_what_the_settings_read():
    read = settings_env()
    named = [name for names, _ in readme_settings() for name in names]
    assert len(named) > 30
    assert [name for name in named if name not in read] == []


def test_every_variable_the_settings_read_is_in_the_readme():
    named = set(re.findall(r"`([A-Z][A-Z0-9_]+)[`=]", README))  # `NAME` or `NAME=value`
    assert sorted(set(settings_env()) - named) == []


def test_the_readme_settings_defaults_are_the_settings_defaults():
    read = settings_env()
    compared = 0
    for names, defaults in readme_settings():
        if len(defaults) != len(names):  # one default for the row, said in words
            defaults = [", ".join(defaults)] * len(names)
        for name, default in zip(names, defaults):
            value = read[name]
            if value is NO_DEFAULT or value == "":  # (none, or a default the table says in words)
                continue
            written = re.match(r"`([^`]*)`", default)
            assert written, (name, default)
            assert written.group(1) == as_written(value), (name, default, value)
            compared += 1
    assert compared > 20


# --------------------------------------------------------------------------
# docs/api.md against the checker and the API
# --------------------------------------------------------------------------
def test_the_warning_codes_table_lists_the_checkers_warning_codes():
    rows = markdown_table(section(API, "## Findings"), "| code | when |")
    assert sorted(re.fullmatch(r"`(\w+)`", code).group(1) for code, *_ in rows) == sorted(WARNING_CODES)


def test_a_finding_has_the_fields_the_findings_table_lists(client):
    fields = {re.fullmatch(r"`(\w+)`", f).group(1) for f, _ in markdown_table(API, "| field | meaning |")}
    request = {
        "TableName": "Social",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "ADD play_count :one",
        "ExpressionAttributeValues": {":one": {"N": "1"}},
    }
    for body in (request, {**request, "UpdateExpression": "SET count = :one"}):  # a warning, an error
        r = client.post("/api/check", json.dumps(body), content_type="application/json")
        [finding] = r.json()["findings"]
        assert set(finding) == fields


def curl_examples(text: str) -> list[tuple[str, dict, dict | None]]:
    """(path, body, the answer shown after it) of each ``curl ... --data '{...}'`` example."""
    found = []
    for m in re.finditer(
        r"```sh\ncurl [^\n]*?(/api/\w+)[^`]*?--data '(\{.*?\})'\n```\n(?:\n```json\n(.*?)\n```)?", text, re.S
    ):
        found.append((m.group(1), json.loads(m.group(2)), json.loads(m.group(3)) if m.group(3) else None))
    return found


def test_the_simulate_example_answers_what_the_page_shows(client):
    [(path, body, answer)] = curl_examples(API)
    assert path == "/api/simulate" and answer is not None
    r = client.post(path, json.dumps(body), content_type="application/json")
    assert (r.status_code, r.json()) == (200, answer)


def test_the_simulate_documents_shown_run(client):
    """Every JSON block of the page that is an /api/simulate document (the tables of
    different keys, by name) is one the API takes and runs."""
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", API, re.S)]
    documents = [b for b in blocks if {"table", "before", "operation", "request"} <= set(b)]
    assert documents
    for document in documents:
        r = client.post("/api/simulate", json.dumps(document), content_type="application/json")
        assert (r.status_code, r.json()["ok"]) == (200, True), r.json()


# --------------------------------------------------------------------------
# docs/fidelity.md's sets against the files
# --------------------------------------------------------------------------
def fidelity_sets() -> dict[str, list[str]]:
    return {row[0]: row for row in markdown_table(FIDELITY, "| set | file | cases |")}


def lines(path: Path) -> list[dict]:
    text = gzip.decompress(path.read_bytes()).decode("utf-8") if path.suffix == ".gz" else path.read_text("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["real requests", "boundary pairs", "minimal reproductions"])
def test_the_fidelity_sets_hold_the_cases_the_page_counts(name):
    _set, file, cases, *_ = fidelity_sets()[name]
    path = ROOT / re.fullmatch(r"`(.+)`", file).group(1)
    assert len(lines(path)) == int(cases.replace(",", ""))


def test_the_real_requests_per_source_are_those_the_page_counts():
    """One count in parentheses per source in the row, the same counts as the file's sources have."""
    described = fidelity_sets()["real requests"][3]
    counted = collections.Counter(int(n) for n in re.findall(r"\((\d+)\)", described))
    by_source = collections.Counter(
        case["source"] for case in lines(ROOT / "tests/differential/real/real_requests.jsonl")
    )
    assert counted == collections.Counter(by_source.values())
