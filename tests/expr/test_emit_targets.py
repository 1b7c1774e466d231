"""The targets of issue 14 without DynamoDB: PartiQL, PynamoDB,
dynamodb-toolbox and ElectroDB, and the whole-program variants.

Pinned output for two recipes; every request and every random builder state
gives code that parses (Python: compile(); JavaScript: node --check), or a
"cannot say" block that stops before sending; the whole-program switch
changes nothing but Query, Scan and TransactWriteItems of the formats that
have a variant. The integration tests (tests/integration/test_emit_partiql.py,
test_emit_libraries.py, test_emit_whole.py) run the code against DynamoDB
Local.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from hypothesis import HealthCheck, given, settings

from builder.expr import StateError, render
from builder.expr.emit import EMITTERS, FORMATS, WHOLE_PROGRAM, WHOLE_PROGRAM_OPERATIONS, emit
from builder.expr.emit.partiql import on_missing_item, translate
from builder.expr.parse import parse_condition
from builder.expr.recipes import get_recipe
from tests.conftest import missing_component
from tests.strategies import states

from .targets_golden import EXACT_COUNTER, LIKE
from .test_emit import LIKE_GOLDEN, REQUESTS, java_stubs

NEW = ["partiql", "pynamodb", "toolbox", "electrodb"]
PYTHON = ["partiql", "pynamodb"]
JAVASCRIPT = ["toolbox", "electrodb"]
CANNOT = "cannot say what this"


def test_new_formats_are_registered_after_the_old():
    keys = [k for k, _, _ in FORMATS]
    assert keys[-4:] == NEW and set(NEW) <= set(EMITTERS)
    languages = {k: lang for k, _, lang in FORMATS}
    assert [languages[k] for k in NEW] == ["python", "python", "javascript", "javascript"]


def test_every_format_has_pinned_output():
    assert set(LIKE_GOLDEN) | set(EXACT_COUNTER) | set(LIKE) == set(EMITTERS)


@pytest.mark.parametrize("fmt", sorted(EXACT_COUNTER))
def test_exact_counter_golden(fmt):
    assert emit(fmt, *render(get_recipe("exact_counter").state)) == EXACT_COUNTER[fmt]


@pytest.mark.parametrize("fmt", sorted(LIKE))
def test_like_golden(fmt):
    assert emit(fmt, *render(get_recipe("like").state)) == LIKE[fmt]


# ---------------------------------------------------------------------------
# Every request: code that parses, or a block that stops
# ---------------------------------------------------------------------------
def check_cannot(fmt: str, code: str) -> None:
    comment = "#" if fmt in PYTHON else "//"
    lines = code.splitlines()
    assert lines[0].startswith(comment) and CANNOT in lines[0]
    body = [line for line in lines if line and not line.startswith(comment)]
    if fmt in PYTHON:
        assert len(body) == 1 and body[0].startswith("raise SystemExit(")
    else:
        assert body[0].startswith("console.error(") and body[1] == "process.exit(2);" and len(body) == 2
    reasons = [line for line in lines if line.startswith(f"{comment} - ")]
    assert reasons, "a cannot-say block names at least one part"


@pytest.mark.parametrize("fmt", PYTHON)
@pytest.mark.parametrize("name, operation, params", REQUESTS, ids=[r[0] for r in REQUESTS])
def test_python_targets_compile(fmt, name, operation, params):
    for whole in (False, True):
        code = emit(fmt, operation, params, whole_program=whole)
        compile(code, f"{name}.py", "exec")
        if CANNOT in code.splitlines()[0]:
            check_cannot(fmt, code)


def test_javascript_targets_parse(tmp_path):
    node = shutil.which("node")
    if node is None:
        missing_component("node not found: the JavaScript targets' tests need Node.js")
    for name, operation, params in REQUESTS:
        for fmt in JAVASCRIPT:
            for whole in (False, True):
                code = emit(fmt, operation, params, whole_program=whole)
                if CANNOT in code.splitlines()[0]:
                    check_cannot(fmt, code)
                path = tmp_path / f"{name}-{fmt}-{whole}.mjs"
                path.write_text(code, encoding="utf-8")
                proc = subprocess.run([node, "--check", str(path)], capture_output=True, text=True, timeout=60)
                assert proc.returncode == 0, f"{path.name}: {proc.stderr}"


@pytest.mark.parametrize("fmt", NEW)
def test_deterministic_and_independent_of_the_params_object(fmt):
    for _name, operation, params in REQUESTS:
        code = emit(fmt, operation, params)
        assert emit(fmt, operation, json.loads(json.dumps(params))) == code


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
@given(state=states(risky=True))
def test_random_states_give_python_that_compiles(state):
    """Whatever valid state: no exception from any new target, and its Python
    compiles (names with NUL, line breaks, U+2028 ... in comments included)."""
    try:
        operation, params = render(state)
    except StateError:
        return
    for fmt in NEW:
        code = emit(fmt, operation, params)
        assert code.endswith("\n")
        if fmt in PYTHON:
            compile(code, fmt, "exec")
        if CANNOT in code.splitlines()[0]:
            check_cannot(fmt, code)


def test_pynamodb_writes_a_long_exclusive_start_key_as_a_dict():
    """Found by the test above: a key too long for one line broke the code."""
    key = {"PK": {"S": "0"}, "SK": {"S": "x" * 120}}
    code = emit("pynamodb", "Scan", {"TableName": "PropTable", "ExclusiveStartKey": key})
    compile(code, "pynamodb", "exec")
    assert "last_evaluated_key={" in code and "'x" + "x" * 60 in code.replace('"', "'")


# ---------------------------------------------------------------------------
# The whole-program switch
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", [k for k, _, _ in FORMATS])
def test_whole_program_changes_only_what_it_is_for(fmt):
    for _name, operation, params in REQUESTS:
        usual = emit(fmt, operation, params)
        whole = emit(fmt, operation, params, whole_program=True)
        if fmt not in WHOLE_PROGRAM or operation not in WHOLE_PROGRAM_OPERATIONS:
            assert whole == usual, (fmt, operation)


def test_whole_program_formats():
    expected = {"python_client", "python_resource", "js_client", "js_document", "java", "go", *NEW} - {"pynamodb"}
    assert set(WHOLE_PROGRAM) == expected


# ---------------------------------------------------------------------------
# PartiQL: what a condition says about a missing item (measured on DynamoDB Local)
# ---------------------------------------------------------------------------
MISSING = [
    ("attribute_exists(a)", False),
    ("attribute_not_exists(a)", True),
    ("a = :v", False),
    ("a <> :v", True),  # a missing operand: <> is true, every other comparison false
    (":v <> a", True),
    ("a < :v", False),
    ("size(a) <> :v", True),
    ("size(a) = :v", False),
    ("a BETWEEN :v AND :w", False),
    ("a IN (:v)", False),
    ("NOT a IN (:v)", True),
    ("begins_with(a, :s)", False),
    ("contains(a, :s)", False),
    ("attribute_type(a, :s)", False),
    ("attribute_exists(PK) AND a <> :v", False),
    ("attribute_not_exists(PK) OR a = :v", True),
    ("a = :v OR b = :v", False),
    ("a <> :v AND NOT (b = :v)", True),
    (":v = :w", None),  # values alone: depends on the values
    (":v = :w AND attribute_exists(a)", False),
]


@pytest.mark.parametrize("text, expected", MISSING)
def test_condition_on_a_missing_item(text, expected):
    values = {":v": {"N": "1"}, ":w": {"N": "2"}, ":s": {"S": "S"}}
    used = {k: v for k, v in values.items() if k in text}
    assert on_missing_item(parse_condition(text, None, used)) is expected


def test_partiql_refuses_upserts_and_deletes_of_missing_items():
    _, _, cannot, _ = translate(*render(get_recipe("atomic_counter").state))
    assert any("UpdateItem writes a missing item" in c for c in cannot)
    operation, params = render(get_recipe("unlike").state)
    _, _, cannot, _ = translate(operation, params)
    assert any(c.startswith("TransactItems[0] Delete: ConditionExpression on a missing item") for c in cannot)


# ---------------------------------------------------------------------------
# Java whole programs: compiled against test_emit's SDK stubs, with what the
# loop and the catch use added (from the SDK 2.x API)
# ---------------------------------------------------------------------------
MODEL = "software/amazon/awssdk/services/dynamodb/model"
RESPONSE_METHODS = (
    "public java.util.List<java.util.Map<String, AttributeValue>> items() { return null; }\n"
    "    public Integer count() { return null; }\n"
    "    public boolean hasLastEvaluatedKey() { return false; }\n"
    "    public java.util.Map<String, AttributeValue> lastEvaluatedKey() { return null; }\n"
)


def whole_java_stubs() -> dict[str, str]:
    files = java_stubs()
    head = "package software.amazon.awssdk.services.dynamodb.model;\nimport java.util.*;\n"
    for op in ("Query", "Scan"):
        files[f"{MODEL}/{op}Response.java"] = head + f"public final class {op}Response {{\n    {RESPONSE_METHODS}}}\n"
        request = files[f"{MODEL}/{op}Request.java"]
        files[f"{MODEL}/{op}Request.java"] = request.replace(
            "public static Builder builder() { return null; }",
            "public static Builder builder() { return null; }\n    public Builder toBuilder() { return null; }",
            1,
        )
    files[f"{MODEL}/CancellationReason.java"] = (
        head + "public final class CancellationReason {\n"
        "    public String code() { return null; }\n    public String message() { return null; }\n}\n"
    )
    files[f"{MODEL}/TransactionCanceledException.java"] = (
        head + "public final class TransactionCanceledException extends RuntimeException {\n"
        "    public List<CancellationReason> cancellationReasons() { return null; }\n}\n"
    )
    return files


def test_java_whole_programs_compile_against_sdk_stubs(tmp_path):
    javac = shutil.which("javac")
    if javac is None:
        missing_component("javac not found (a JDK is needed to compile the generated Java)")
    sources = []
    for rel, text in whole_java_stubs().items():
        path = tmp_path / "src" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        sources.append(str(path))
    parallel = render(
        {"version": 1, "operation": "Scan", "table": "Social", "options": {"segment": 1, "total_segments": 4}}
    )
    cases = [(op, params) for _, op, params in REQUESTS if op in WHOLE_PROGRAM_OPERATIONS] + [parallel]
    for i, (operation, params) in enumerate(cases):
        code = emit("java", operation, params, whole_program=True)
        assert code != emit("java", operation, params)
        cls = re.search(r"^public class (\w+) \{$", code, re.M).group(1)
        path = tmp_path / "src" / f"case{i}" / f"{cls}.java"
        path.parent.mkdir(parents=True)
        path.write_text(f"package case{i};\n" + code, encoding="ascii")
        sources.append(str(path))
    proc = subprocess.run(
        [javac, "-nowarn", "-d", str(tmp_path / "classes"), *sources], capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


# Found by the random PartiQL run in CI (tests/integration/test_emit_partiql.py), pinned here.
def test_partiql_writes_one_remove_per_path():
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "S", "value": "b"}},
        "update": [{"action": "REMOVE", "path": "status"}, {"action": "REMOVE", "path": ["name"]}],
        "condition": {"op": "attribute_exists", "path": "PK"},
    }
    (statement, _), *_ = translate(*render(state))[0]
    assert statement.clauses[1] == 'REMOVE "status" REMOVE "name"'  # "REMOVE a, b" is not well formed


def test_partiql_cannot_say_names_that_look_like_placeholders():
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "S", "value": "b"}},
        "update": [{"action": "SET", "path": "#hash", "value": {"type": "S", "value": "x"}}],
        "condition": {"op": "attribute_exists", "path": "PK"},
    }
    _, _, cannot, _ = translate(*render(state))
    assert any("begin with # or :" in c and "#hash" in c for c in cannot)


def test_pynamodb_gives_two_names_that_clean_alike_two_python_names():
    # found by the random run: "a.b" and "a`b" were both the keyword argument a_b
    params = {
        "TableName": "Things",
        "Item": {"PK": {"S": "1"}, "SK": {"S": "2"}, "a.b": {"S": "x"}, "a`b": {"S": "y"}},
        "ConditionExpression": "attribute_not_exists(PK)",
    }
    code = emit("pynamodb", "PutItem", params)
    compile(code, "pynamodb", "exec")
    assert re.search(r'\ba_b = UnicodeAttribute\(null=True, attr_name="a\.b"\)', code), code
    assert re.search(r'\ba_b_ = UnicodeAttribute\(null=True, attr_name="a`b"\)', code), code
    assert 'a_b="x", a_b_="y"' in code, code


@pytest.mark.parametrize("fmt", sorted(EMITTERS))
@pytest.mark.parametrize(
    "operation, params",
    [
        ("UpdateItem", {"TableName": "Things", "Key": {"PK": {"S": "a"}}}),
        ("TransactWriteItems", {"TransactItems": [{"Update": {"TableName": "Things", "Key": {"PK": {"S": "a"}}}}]}),
    ],
)
def test_an_update_without_update_expression_is_written_or_said_impossible(fmt, operation, params):
    # DynamoDB takes an UpdateItem with no UpdateExpression (state version 2): it writes the key
    code = emit(fmt, operation, params)
    said_no = "cannot" in code.lower()
    assert said_no or "Things" in code, code
    if said_no and fmt in ("partiql", "pynamodb", "toolbox"):
        assert "without an UpdateExpression" in code, code
