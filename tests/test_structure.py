"""The tree's structure rules that import-linter cannot see: no private name
(``_name``) is imported from another module. A helper that two modules need is
public in one home."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(
    p for top in ("builder", "tests", "bench") for p in (ROOT / top).rglob("*.py") if "migrations" not in p.parts
)


def private_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"line {node.lineno}: from {'.' * node.level}{node.module or ''} import {alias.name}")
    return found


def test_the_checker_sees_a_private_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("from builder.expr.parse import _Fail\nfrom os import path\n")
    assert private_imports(sample) == ["line 1: from builder.expr.parse import _Fail"]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_private_name_is_imported_across_modules(path):
    assert private_imports(path) == []
