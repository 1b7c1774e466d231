"""The AWS CLI: ``aws dynamodb <op> --cli-input-json '<request JSON>'``."""

from __future__ import annotations

import json
import shlex

from . import doc as d
from .common import ascii_printable_json, kebab

WIDTH = 80


def _json(value) -> d.Doc:
    if isinstance(value, dict):
        entries = [[json.dumps(k, ensure_ascii=False), ": ", _json(v)] for k, v in value.items()]
        return d.bracket("{", entries, "}", trailing="")
    if isinstance(value, list):
        return d.bracket("[", [_json(v) for v in value], "]", trailing="")
    return json.dumps(value, ensure_ascii=False)


def request_json(params: dict) -> str:
    """The request as JSON, objects on one line when they fit in 80 columns,
    with every non-printable character escaped."""
    return ascii_printable_json(d.render(_json(params), WIDTH, "  "))


def has_binary(value) -> bool:
    if isinstance(value, dict):
        return any((k in ("B", "BS") and not isinstance(v, dict)) or has_binary(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_binary(v) for v in value)
    return False


def cli(operation: str, params: dict) -> str:
    """One shell command (no comment line: zsh reads ``#`` as a command when
    pasted). The JSON is the request as is, in single quotes (shlex.quote, so
    a ``'`` in a value still works). Binary values are base64 text, which the
    CLI reads as base64 only with ``--cli-binary-format base64`` (the default
    in v2; v1 would send the base64 text itself as the bytes), so the flag is
    added when the request holds binary."""
    body = request_json(params)
    flags = " --cli-binary-format base64" if has_binary(params) else ""
    return f"aws dynamodb {kebab(operation)}{flags} --cli-input-json {shlex.quote(body)}\n"
