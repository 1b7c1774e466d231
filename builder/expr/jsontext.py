"""JSON text written by orjson, in C, as the standard library writes it:
:func:`indented` for people to read (``json.dumps(obj, indent=2,
ensure_ascii=False)``: the request JSON the page shows, a saved snippet's and
``ddb``'s output), :func:`canonical` for a value's identity, and
:func:`all_text_encodes` to find that a document holds no lone surrogate;
:func:`few_brackets` and :func:`deeper_than` bound how deeply brackets nest, in C.

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
from itertools import accumulate
from typing import Any

import orjson


def indented(obj: Any) -> str:
    """``json.dumps(obj, indent=2, ensure_ascii=False)`` for JSON without floats."""
    try:
        return orjson.dumps(obj, option=orjson.OPT_INDENT_2).decode()
    except orjson.JSONEncodeError:
        return json.dumps(obj, indent=2, ensure_ascii=False)


# Indented, a value nested deep repeats its indentation on every line: a 260 KB
# list 30 levels deep is 26 MB of indented JSON, and 53 MB of HTML (probe,
# 2026-12-05). Past this many characters, JSON for people to read is compact.
MAX_INDENTED_CHARS = 2_000_000


ONE_LINE_NOTE = f"On one line: indented, this request's JSON would be over {MAX_INDENTED_CHARS:,} characters."


def shown(obj: Any) -> tuple[str, str | None]:
    """JSON for people to read: :func:`indented`, or, when that is over
    :data:`MAX_INDENTED_CHARS`, the same JSON on one line; and the note that
    says so (:data:`ONE_LINE_NOTE`), or None."""
    text = indented(obj)
    if len(text) <= MAX_INDENTED_CHARS:
        return text, None
    return json.dumps(obj, ensure_ascii=False), ONE_LINE_NOTE


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


# JSON text's brackets, counted in C: everything but brackets dropped by
# ``bytes.translate``, the running depth by ``accumulate`` (issue 13)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
# every byte but an opening bracket: what ``bytes.translate`` drops to count them in one
# pass (two ``bytes.count`` passes cost more: issue 13)
_NOT_OPENING = bytes(b for b in range(256) if b not in b"[{")
_STEP = tuple(1 if b in b"[{" else -1 if b in b"]}" else 0 for b in range(256))


def deeper_than(outside: bytes, limit: int) -> bool:
    """Whether brackets nest deeper than ``limit`` in ``outside`` (JSON text
    without its strings)."""
    brackets = outside.translate(None, _NOT_BRACKETS)
    if len(brackets) <= limit:
        return False
    return max(accumulate(map(_STEP.__getitem__, brackets))) > limit


def few_brackets(obj: Any, limit: int) -> int | None:
    """The length in bytes of the JSON text orjson writes for ``obj`` when that
    text has at most ``limit`` opening brackets, counting those inside strings:
    its lists and objects then nest at most ``limit`` deep. A bound found in C,
    for the common small document; None tells the caller to measure (more
    brackets, or orjson cannot write it: see :func:`all_text_encodes`)."""
    try:
        text = orjson.dumps(obj)
    except orjson.JSONEncodeError:
        return None
    return len(text) if len(text.translate(None, _NOT_OPENING)) <= limit else None
