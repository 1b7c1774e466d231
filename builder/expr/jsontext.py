"""JSON text written by orjson, in C, as the standard library writes it:
:func:`indented` for people to read (``json.dumps(obj, indent=2,
ensure_ascii=False)``: the request JSON the page shows, a saved snippet's and
``ddb``'s output), :func:`canonical` for a value's identity, and
:func:`all_text_encodes` to find that a document holds no lone surrogate.

The standard library writes indented JSON in pure Python (about 35 µs for the
like request, a tenth of a live preview's own work: issue 13). orjson writes the
same text in C. It refuses what json.dumps accepts differently (integers beyond
64 bits, lone surrogates, keys that are not text), and those are written by
json.dumps. Not for floats: orjson writes ``1e16`` and NaN unlike json.dumps; a
request's parameters and a builder state have none (DynamoDB numbers are text).
tests/expr/test_jsontext.py compares the two on random requests and states.
"""

from __future__ import annotations

import json
from typing import Any

import orjson


def indented(obj: Any) -> str:
    """``json.dumps(obj, indent=2, ensure_ascii=False)`` for JSON without floats."""
    try:
        return orjson.dumps(obj, option=orjson.OPT_INDENT_2).decode()
    except orjson.JSONEncodeError:
        return json.dumps(obj, indent=2, ensure_ascii=False)


def canonical(obj: Any) -> str:
    """``json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))``
    for JSON without floats: equal values, equal text (a typed value's identity,
    :attr:`~builder.expr.values.Value.key`). json.dumps with any option builds
    an encoder on every call, which was a tenth of rendering a small request."""
    try:
        return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS).decode()
    except orjson.JSONEncodeError:
        return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def all_text_encodes(obj: Any) -> bool:
    """True when orjson writes ``obj``, which it does only when every text in it
    (values and keys) is Unicode, no lone surrogate; False when it cannot (a
    lone surrogate, or what it does not write: integers beyond 64 bits, keys
    that are not text, nesting past 255 levels), and the caller looks closer."""
    try:
        orjson.dumps(obj)
    except orjson.JSONEncodeError:
        return False
    return True
