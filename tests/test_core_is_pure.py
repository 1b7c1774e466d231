"""builder/expr/ is pure Python: no Django, and nothing from the web layer.

Everything that knows DynamoDB's rules lives there and must be usable (and
testable) without Django. These tests hold whether builder/expr/ is empty,
under construction, or complete.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
CORE_DIR = REPO_ROOT / "builder" / "expr"
CORE_PACKAGE = "builder.expr"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool) -> list[str]:
    """Absolute names of every module imported anywhere in ``source`` (including
    inside functions and ``if TYPE_CHECKING:``), relative imports resolved."""
    package_parts = module.split(".") if is_package else module.split(".")[:-1]
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package_parts[: len(package_parts) - (node.level - 1)]
                base = ".".join(base_parts)
                if node.module:
                    names.append(f"{base}.{node.module}" if base else node.module)
                else:
                    names.extend(f"{base}.{alias.name}" if base else alias.name for alias in node.names)
            else:
                names.append(node.module or "")
                # `from builder import views` imports builder.views.
                names.extend(f"{node.module}.{alias.name}" for alias in node.names)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.append(node.args[0].value)
    return names


def forbidden(name: str) -> bool:
    """Django itself, and any part of the project outside the core package."""
    top = name.split(".")[0]
    if top == "django":
        return True
    if top == "builder":
        return not (name == CORE_PACKAGE or name.startswith(CORE_PACKAGE + "."))
    return False


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    return [name for name in imported_modules(source, module, is_package) if forbidden(name)]


def core_files() -> list[Path]:
    if not CORE_DIR.is_dir():
        return []
    return sorted(p for p in CORE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


# The checker itself must be able to fail.
@pytest.mark.parametrize(
    "source",
    [
        "import django",
        "import django.db.models",
        "import os, django.conf as conf",
        "from django.conf import settings",
        "from django import forms",
        "def f():\n    from django.utils.html import escape\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import django\n",
        "import importlib\nimportlib.import_module('django.conf')",
        "from builder import views",
        "from builder.forms import StateForm",
        "import builder.models",
        "from .. import views",
        "from ..views import index",
        "from .. import settings",
    ],
)
def test_checker_catches_impure_imports(source):
    assert violations(source, "builder.expr.paths"), source


def test_checker_resolves_deep_relative_imports():
    assert violations("from ... import views", "builder.expr.nodes.update") == ["builder.views"]
    assert violations("from .. import paths", "builder.expr.nodes.update") == []


@pytest.mark.parametrize(
    "source",
    [
        "import json, decimal",
        "from dataclasses import dataclass",
        "from boto3.dynamodb.types import TypeSerializer",
        "from builder.expr import paths",
        "from builder.expr.paths import Path",
        "from . import paths",
        "from .paths import Path",
        "from .. import expr",
        "import djangoish",
    ],
)
def test_checker_allows_pure_imports(source):
    assert violations(source, "builder.expr.nodes.update") == [], source


def test_relative_import_from_package_init():
    assert violations("from .. import views", "builder.expr", is_package=True) == ["builder.views"]
    assert violations("from . import paths", "builder.expr", is_package=True) == []


def test_core_imports_no_django():
    found: dict[str, list[str]] = {}
    for path in core_files():
        bad = violations(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
        if bad:
            found[str(path.relative_to(REPO_ROOT))] = bad
    assert not found, f"builder/expr must not import Django or the web layer: {found}"


def test_importing_core_does_not_load_django():
    """Import the core package and every module in it in a fresh interpreter;
    Django must not end up in sys.modules (catches indirect imports too)."""
    modules = [module_name(p) for p in core_files()]
    code = (
        "import importlib, json, sys\n"
        f"importlib.import_module({CORE_PACKAGE!r})\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(m for m in sys.modules "
        "if m == 'django' or m.startswith('django.'))))\n"
    )
    if not CORE_DIR.is_dir():
        pytest.fail(f"{CORE_DIR} is missing")
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"},
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []


def test_subprocess_check_can_fail(tmp_path):
    """The same subprocess check sees Django when a module does import it."""
    (tmp_path / "impure_core.py").write_text("import django.conf\n")
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, impure_core; print('django' in sys.modules)",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout.strip() == "True", result.stderr
