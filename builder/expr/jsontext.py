"""JSON text written for people to read: ``json.dumps(obj, indent=2,
ensure_ascii=False)``, the request JSON the page shows, a saved snippet's and
``ddb``'s output.

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
