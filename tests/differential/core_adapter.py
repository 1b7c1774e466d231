"""The one place the fidelity tests import the core's public entry points.

Other work moves modules inside ``builder/expr``; when an entry point moves,
change its import here and nowhere else. Everything under
``tests/differential/`` that compares the core with DynamoDB Local (the real
requests, the boundary pairs, the expression-text fuzzer) goes through the
three functions below.
"""

from __future__ import annotations

from typing import Any

from builder.expr.check import check_document
from builder.expr.reader import parse_document
from builder.expr.simdoc import simulate_document
from builder.expr.state import render

__all__ = ["check", "paste", "render_state", "simulate"]


def simulate(doc: dict) -> dict:
    """``{"table", "before", "operation", "request"}`` -> the simulator's answer
    (``ok``/``response``/``items_after`` or ``ok``/``error_code``/``message``...)."""
    return simulate_document(doc)


def check(operation: str, request: Any, table: dict | None) -> list:
    """The checker's findings (objects with ``severity``, ``code``, ``message``,
    ``dynamodb_message``, ``location``) for a request, its table's key schema given."""
    return check_document({"operation": operation, "request": request, "table": table})


def paste(operation: str, request: Any) -> dict:
    """What the paste box does with a request: a builder state, or an exception
    (``ParseError`` listing the problems) when it cannot load it."""
    return parse_document({"operation": operation, "request": request})


def render_state(state: dict) -> tuple[str, dict]:
    """A builder state -> (operation, request parameters), as the builder sends it."""
    return render(state)
