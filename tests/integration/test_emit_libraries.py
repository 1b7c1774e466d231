"""The library targets (PynamoDB, dynamodb-toolbox, ElectroDB), run against
DynamoDB Local as a user runs their tabs (a subprocess, endpoint in
AWS_ENDPOINT_URL_DYNAMODB), differentially: the request sent as it is (boto3)
and the tab's program, on two tables holding the same items, must leave the
same items behind, or both be refused with the same error, and a read must
print the keys of the items the request returns and of no other. Where a tab
says its library cannot express the request, its program must stop before
sending anything: which requests those are is pinned in CANNOT below.
"""

from __future__ import annotations

import copy
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from botocore.exceptions import ClientError

from builder.expr import render
from builder.expr.emit import emit
from builder.expr.recipes import all_recipes
from tests.conftest import REPO_ROOT, missing_component
from tests.expr.test_emit import CASES, EVERY_TYPE_ITEM
from tests.integration.test_emit_exec import child_env, python_binary, with_table
from tests.integration.test_emit_partiql import CASE_SEEDS, DEMO_ITEMS, contents, fill, fresh_table
from tests.strategies import error_code, send

pytestmark = pytest.mark.integration

LIBRARIES = ["pynamodb", "toolbox", "electrodb"]
# A Scan gives no key: the PynamoDB model then declares none, and prints none.
KEYS_KNOWN_IN_SCAN = {"pynamodb": False, "toolbox": True, "electrodb": False}
NODE_PACKAGES = {"toolbox": "dynamodb-toolbox", "electrodb": "electrodb"}

NO_NULL_ITEM = {k: v for k, v in EVERY_TYPE_ITEM.items() if k != "nothing"}
# every type, numbers a JavaScript number holds exactly
JS_NUMBERS_ITEM = {
    **EVERY_TYPE_ITEM,
    "big": {"type": "N", "value": "123456789012345"},
    "huge": {"type": "N", "value": "1.5E+10"},
    "ns_big": {"type": "NS", "value": ["1", "9007199254740991"]},
    "map": {"type": "M", "value": {"first.name": {"type": "S", "value": "Ada"}, "n": {"type": "N", "value": "-0.5"}}},
}
EXTRA = {
    "transact_delete_check": {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {
                "type": "Delete",
                "table": "Social",
                "key": {"PK": {"type": "S", "value": "TX#1"}, "SK": {"type": "S", "value": "OLD"}},
                "condition": {"op": "attribute_exists", "path": "SK"},
            },
            {
                "type": "ConditionCheck",
                "table": "Social",
                "key": {"PK": {"type": "S", "value": "TX#1"}, "SK": {"type": "S", "value": "PARENT"}},
                "condition": {"op": "=", "left": {"path": "status"}, "right": {"type": "S", "value": "open"}},
            },
        ],
    },
    "put_js_numbers": {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": JS_NUMBERS_ITEM,
        "condition": {"op": "attribute_not_exists", "path": "PK"},
        "options": {"return_values": "ALL_OLD", "return_consumed_capacity": "TOTAL"},
    },
    "put_no_top_null": {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": NO_NULL_ITEM,
        "condition": {"op": "attribute_not_exists", "path": "PK"},
    },
}
DOCS = {**{f"recipe_{r.name}": r.state for r in all_recipes()}, **CASES, **EXTRA}

READ_ITEMS = [
    {"PK": {"S": "READ#1"}, "SK": {"S": "A"}, "title": {"S": "get-title"}, "tags": {"L": [{"S": "t0"}]}},
    {"PK": {"S": "READ#1"}, "SK": {"S": "A1"}, "title": {"S": "keep me"}, "kind": {"S": "keep"}, "name": {"S": "n"}},
    {"PK": {"S": "READ#1"}, "SK": {"S": "A2"}, "title": {"S": "drop"}, "kind": {"S": "drop"}},
    {"PK": {"S": "READ#1"}, "SK": {"S": "B1"}, "title": {"S": "keep B1"}},
    {"PK": {"S": "READ#2"}, "SK": {"S": "C1"}, "title": {"S": "keep C1"}},
]
SEEDS = {
    **{name: DEMO_ITEMS for name in DOCS if name.startswith("recipe_")},
    "update_everything": CASE_SEEDS["update_everything"],
    "delete_guarded": [
        {"PK": {"S": "DEL#1"}, "SK": {"S": "ITEM"}, "owner": {"S": "me"}, "mark": {"S": "old"}},
    ],
    "transact_delete_check": [
        {"PK": {"S": "TX#1"}, "SK": {"S": "OLD"}},
        {"PK": {"S": "TX#1"}, "SK": {"S": "PARENT"}, "status": {"S": "open"}},
    ],
    "transact_write_all": [
        {"PK": {"S": "TX#1"}, "SK": {"S": "OLD"}},
        {"PK": {"S": "TX#1"}, "SK": {"S": "PARENT"}, "status": {"S": "open"}},
    ],
    **dict.fromkeys(("get_projection", "query", "scan", "scan_plain", "transact_get"), READ_ITEMS),
}

# What each library's tab cannot say, by request (the tab names the part).
CANNOT = {
    "pynamodb": {
        "put_every_type": "a NULL",
        "put_text_types": "a NULL",
        "put_js_numbers": "a NULL",
        "query_index_page": "IndexName",
        "transact_get": "ProjectionExpression",
    },
    "toolbox": {
        "put_every_type": "JavaScript number",
        "put_no_top_null": "JavaScript number",
        "put_text_types": "JavaScript number",
        "update_everything": "list_append",
        "query": "ProjectionExpression",
        "scan": "ProjectionExpression",
    },
    # ElectroDB writes __edb_e__ and __edb_v__ on every put and update.
    "electrodb": {
        **{name: "__edb_e__" for name in DOCS if name.startswith("recipe_") and name != "recipe_unlike"},
        "recipe_unlike": "__edb_e__",
        "put_every_type": "__edb_e__",
        "put_text_types": "__edb_e__",
        "put_no_top_null": "__edb_e__",
        "put_js_numbers": "__edb_e__",
        "put_many_attributes": "__edb_e__",
        "update_everything": "__edb_e__",
        "transact_write_all": "__edb_e__",
        "get_projection": "top-level attribute names",
        "transact_get": "reads whole",
        "query_index_page": "binary key",
    },
}
# no library tab writes a batch: each says so and stops (the SDK tabs send it)
for _lib in CANNOT.values():
    _lib.update({"batch_get": "BatchGetItem: the", "batch_write": "BatchWriteItem: the"})


def run_program(fmt: str, code: str, endpoint: str, workdir: Path) -> subprocess.CompletedProcess:
    if fmt == "pynamodb":
        path = workdir / "program.py"
        command = [python_binary(), str(path)]
    else:
        if shutil.which("node") is None:
            missing_component("node not found: the JavaScript targets' tests need Node.js")
        package = NODE_PACKAGES[fmt]
        if not (REPO_ROOT / "node_modules" / package / "package.json").exists():
            missing_component(f"node_modules/{package} not found (run npm ci)")
        path = workdir / "program.mjs"
        command = ["node", str(path)]
    path.write_text(code, encoding="utf-8")
    proc = subprocess.run(
        command,
        env=child_env(endpoint, "AWS_ENDPOINT_URL_DYNAMODB"),
        cwd=workdir,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=120,
    )
    proc.code = code
    return proc


@pytest.fixture
def workdir():
    if "pynamodb" in LIBRARIES:
        try:
            import pynamodb  # noqa: F401
        except ImportError:
            missing_component("pynamodb is not installed (requirements-dev.txt pins it)")
    base = REPO_ROOT / "var"
    base.mkdir(exist_ok=True)
    path = Path(tempfile.mkdtemp(prefix="emit-lib-", dir=base))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def sk_texts(items: list[dict]) -> set[str]:
    return {i["SK"]["S"] for i in items if "SK" in i and "S" in i["SK"]}


def check(fmt: str, name: str, ddb_client, endpoint: str, workdir: Path, repeats: int = 2) -> list[str]:
    doc = copy.deepcopy(DOCS[name])
    if doc.get("client_request_token"):
        doc["client_request_token"] = f"{doc['client_request_token']}-{fmt}-{os.getpid()}"
    seed = SEEDS.get(name, [])
    table_a = fresh_table(ddb_client, "lib-expr")
    table_b = fresh_table(ddb_client, "lib-code")
    outcomes = []
    try:
        fill(ddb_client, table_a, seed)
        fill(ddb_client, table_b, seed)
        for _ in range(repeats):
            operation, params = render(with_table(doc, table_b))
            code = emit(fmt, operation, params)
            before = contents(ddb_client, table_b)
            proc = run_program(fmt, code, endpoint, workdir)
            if "cannot express this" in proc.stderr and "cannot say what this" in code:
                assert proc.returncode != 0
                assert contents(ddb_client, table_b) == before, "the program sent something"
                outcomes.append("stopped")
                break
            doc_a = copy.deepcopy(doc)
            if doc_a.get("client_request_token"):
                doc_a["client_request_token"] += "-a"  # a token names one request
            _, params_a = render(with_table(doc_a, table_a))
            try:
                response = send(ddb_client, operation, params_a, table_a)
            except ClientError as exc:
                code_name = error_code(exc)
                assert proc.returncode != 0, (
                    f"{fmt} succeeded where the request got {code_name}:\n{proc.stdout}\n{code}"
                )
                assert code_name in proc.stdout + proc.stderr, f"{code_name} not in:\n{proc.stderr}\n{code}"
                outcomes.append(code_name)
            else:
                assert proc.returncode == 0, f"{fmt} failed:\n{proc.stderr}\n{proc.stdout}\n--- code:\n{code}"
                outcomes.append("ok")
                returned = response.get("Items") or [r["Item"] for r in response.get("Responses", []) if "Item" in r]
                if "Item" in response:
                    returned = [response["Item"]]
                if operation in ("Query", "Scan") and re.search(r"^\d+ items$", proc.stdout, re.M):
                    counted = int(re.search(r"^(\d+) items$", proc.stdout, re.M).group(1))
                    assert counted == sum(1 for _ in returned) or response.get("LastEvaluatedKey"), proc.stdout
                keys_left_out = fmt == "electrodb" and "ProjectionExpression" in params  # the tab says so
                if keys_left_out:
                    for item in returned:
                        for name, value in item.items():
                            if "S" in value and name not in ("PK", "SK"):
                                assert f"'{value['S']}'" in proc.stdout, proc.stdout
                elif operation in ("GetItem", "Query", "TransactGetItems") or (
                    operation == "Scan" and KEYS_KNOWN_IN_SCAN[fmt]
                ):
                    got = {sk for sk in sk_texts(seed) if f"'{sk}'" in proc.stdout or f'"{sk}"' in proc.stdout}
                    assert got == sk_texts(returned), f"printed {got}, returned {sk_texts(returned)}:\n{proc.stdout}"
            after_a, after_b = contents(ddb_client, table_a), contents(ddb_client, table_b)
            assert after_b == after_a, f"{fmt} left other items:\n{after_b}\nexpected\n{after_a}\n--- code:\n{code}"
    finally:
        ddb_client.delete_table(TableName=table_a)
        ddb_client.delete_table(TableName=table_b)
    return outcomes


@pytest.mark.parametrize("name", sorted(DOCS))
@pytest.mark.parametrize("fmt", LIBRARIES)
def test_library_does_what_the_request_does(fmt, name, ddb_client, dynamodb_local, workdir):
    outcomes = check(fmt, name, ddb_client, dynamodb_local, workdir)
    reason = CANNOT[fmt].get(name)
    if reason is None:
        assert "stopped" not in outcomes, f"{fmt} says it cannot express {name}"
    else:
        assert outcomes == ["stopped"]
        operation, params = render(DOCS[name])
        assert reason in emit(fmt, operation, params)
