"""Expressions as a person reads them: placeholders replaced by what they
stand for (``ADD likeTally 1``, ``SET `first.name` = "Ada"``)."""

from __future__ import annotations

import re

from ..values import display_start
from .common import EXPRESSION_PARAMS, TRANSACTIONS, check_request

# A placeholder is the longest run of [A-Za-z0-9_] after # or :, so :one2 is
# never read as :one followed by 2.
_PLACEHOLDER = re.compile(r"([#:])([A-Za-z0-9_]+)")
_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
MAX_VALUE_TEXT = 60


def readable_name(name: str) -> str:
    """An attribute name as written in a readable path: bare when it is a plain
    identifier, in backticks otherwise (a backtick inside doubled), so
    ```first.name``` (one attribute) never reads like ``first.name`` (nested)."""
    if _PLAIN.match(name):
        return name
    return "`" + name.replace("`", "``") + "`"


def readable_value(ddb: dict) -> str:
    text = display_start(ddb, MAX_VALUE_TEXT + 1)  # (one more: whether there is more to cut)
    if len(text) > MAX_VALUE_TEXT:
        text = text[: MAX_VALUE_TEXT - 1] + "…"
    return text


def substitute(expression: str, names: dict, values: dict) -> str:
    def replace(m: re.Match) -> str:
        token = m.group(0)
        if m.group(1) == "#":
            return readable_name(names[token]) if token in names else token
        return readable_value(values[token]) if token in values else token

    return _PLACEHOLDER.sub(replace, expression)


def _expressions(params: dict, prefix: str) -> list[tuple[str, str]]:
    names = params.get("ExpressionAttributeNames") or {}
    values = params.get("ExpressionAttributeValues") or {}
    out = []
    for key, text in params.items():
        if key in EXPRESSION_PARAMS and isinstance(text, str):
            out.append((prefix + key, substitute(text, names, values)))
    return out


def readable(operation: str, params: dict) -> list[tuple[str, str]]:
    """(label, expression with placeholders replaced) for each expression in
    the request, in request order; transaction actions are labelled like
    ``TransactItems[0] Put ConditionExpression``. The request is checked as
    the emitters check it (:func:`~.common.check_request`: values are shown
    by a recursive writer)."""
    check_request(operation, params)
    if operation in TRANSACTIONS:
        out = []
        for i, entry in enumerate(params.get("TransactItems") or []):
            for action, body in entry.items():
                out.extend(_expressions(body, f"TransactItems[{i}] {action} "))
        return out
    return _expressions(params, "")
