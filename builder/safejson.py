"""One bounded JSON reader for untrusted text (issue 11).

``json.loads`` alone lets a few kilobytes of input cost a lot: 1,000 ``[``
raise RecursionError (and every caller that walks the result recurses as
deep), an integer of 4,301 digits raises ``ValueError: Exceeds the limit``,
and nothing bounds the size. :func:`loads` checks every limit *before and
without recursion*, then parses:

- ``max_bytes``: the text's size in UTF-8 bytes;
- ``max_depth``: how deeply arrays and objects nest (``[]`` is depth 1,
  ``[[1]]`` depth 2): one linear scan of the brackets outside strings, so
  ``json.loads`` never sees a text that would make it recurse past the limit;
- ``max_digits``: the digits of one JSON number, checked (in the same scan)
  before any number is converted, so no conversion is slow or over Python's
  4,300-digit limit.

Every failure, a broken limit or text that is not JSON, raises
:class:`JSONInputError`, a subclass of ``json.JSONDecodeError`` (so callers
that already catch that keep working) whose ``str()`` is a message for the
person who sent the text and whose ``limit`` names the limit that was broken
(``"max_bytes"``, ``"max_depth"``, ``"max_digits"``), or is None for text that
is not valid JSON.

Pure Python: no Django, so the core (builder/expr) and the command line can
use it too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from builder.expr.jsontext import deeper_than
from builder.expr.limits import MAX_DOCUMENT_LEVELS

__all__ = [
    "DEFAULT_MAX_DEPTH",
    "DEFAULT_MAX_DIGITS",
    "DYNAMODB_MAX_NESTING",
    "JSONInputError",
    "bounded_text",
    "loads",
    "nesting_depth",
]

# DynamoDB nests lists and maps at most 32 levels deep. Written as JSON, each
# level is two containers ({"L": [...]}, {"type": "L", "value": [...]} in a
# builder state, {"M": {...}}), and a request or state puts a few more around
# them (TransactItems -> action -> Update -> ExpressionAttributeValues -> ...).
# One level more than DynamoDB allows still reads, so the checker, not the
# reader, can say that 33 levels are too deep.
DYNAMODB_MAX_NESTING = MAX_DOCUMENT_LEVELS  # one home: builder/expr/limits.py
DEFAULT_MAX_DEPTH = 2 * (DYNAMODB_MAX_NESTING + 1) + 14  # 80
# DynamoDB numbers have at most 38 significant digits; a JSON number may also
# carry zeros and an exponent. 100 leaves room for the checker to say "too
# many digits" itself.
DEFAULT_MAX_DIGITS = 100

# A string (closed or not: an unclosed one runs to the end, where json.loads
# fails anyway) or one bracket, outside strings.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.S)
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_OPEN = frozenset("[{")


class JSONInputError(json.JSONDecodeError):
    """The text is not JSON, or breaks a limit (``limit`` says which)."""

    def __init__(self, msg: str, doc: str = "", pos: int | None = None, limit: str | None = None):
        super().__init__(msg, doc, pos or 0)
        self.limit = limit
        self.located = pos is not None and limit is None
        self.args = (str(self),)

    def __str__(self) -> str:
        if not self.located:  # a limit, or bytes that are not text: the message stands alone
            return self.msg
        return f"not valid JSON: {self.msg} (line {self.lineno}, column {self.colno})"

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos if self.located else None, self.limit)


def nesting_depth(text: str, stop_above: int | None = None) -> tuple[int, int]:
    """(deepest nesting of ``[``/``{`` outside strings, position of the
    bracket that reached it). Linear, no recursion. With ``stop_above``, stops
    at the first bracket deeper than that."""
    depth = deepest = 0
    where = 0
    for m in _TOKEN.finditer(text):
        c = m.group()
        if c in _OPEN:
            depth += 1
            if depth > deepest:
                deepest, where = depth, m.start()
                if stop_above is not None and depth > stop_above:
                    break
        elif c in "]}":
            depth -= 1
    return deepest, where


def _long_number(outside: bytes, max_digits: int) -> bytes | None:
    """The first number in ``outside`` (the text without its strings) with
    more than ``max_digits`` digits, if any. A number has at most four
    characters that are not digits (``-1.5e+3``), so only runs of number
    characters longer than ``max_digits`` are counted."""
    for m in re.finditer(rb"[-+.eE0-9]{%d,}" % (max_digits + 1), outside):
        run = m.group()
        if sum(48 <= b <= 57 for b in run) > max_digits:
            return run
    return None


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


def bounded_text(text: str | bytes | bytearray, max_bytes: int, what: str = "the text") -> str:
    """``text`` as ``str`` once it is known to be at most ``max_bytes`` bytes of
    UTF-8 (bytes are decoded); raise :class:`JSONInputError` (``limit``
    ``"max_bytes"``) when it is larger, or bytes that are not UTF-8. The one
    size check of untrusted text, JSON or not (builder/pasted.py reads code)."""
    if isinstance(text, bytes | bytearray):
        if len(text) > max_bytes:
            raise JSONInputError(
                f"{what} is larger than {_plural(max_bytes, 'byte')} (it has {len(text):,})", limit="max_bytes"
            )
        try:
            return bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise JSONInputError(f"{what} is not UTF-8 text (byte {e.start + 1})") from None
    if not isinstance(text, str):
        raise TypeError(f"safejson.loads takes str or bytes, not {type(text).__name__}")
    size = len(text) if len(text) * 4 <= max_bytes else len(text.encode("utf-8", "surrogatepass"))
    if size > max_bytes:
        raise JSONInputError(f"{what} is larger than {_plural(max_bytes, 'byte')} (it has {size:,})", limit="max_bytes")
    return text


def loads(
    text: str | bytes | bytearray,
    max_bytes: int,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_digits: int = DEFAULT_MAX_DIGITS,
    *,
    parse_float: Callable[[str], Any] | None = None,
    parse_int: Callable[[str], Any] | None = None,
    what: str = "the text",
    unique_keys: bool = False,
    repeated_keys: list | None = None,
) -> Any:
    """Parse untrusted JSON text within limits; raise :class:`JSONInputError`.

    ``text`` is ``str`` or UTF-8 ``bytes``. ``parse_float`` / ``parse_int``
    are ``json.loads``'s hooks (e.g. ``decimal.Decimal`` for exact numbers),
    called only once every number is known to be within ``max_digits``. NaN and Infinity, which
    ``json.loads`` accepts but JSON does not have, are refused. ``what`` names
    the input in the messages ("the body", "the file", "this link" ...).
    ``unique_keys``: an object that names a key twice is refused (``json.loads``
    keeps the last value, and the first would vanish without a word).
    ``repeated_keys``: a list that receives each key an object names twice,
    whose last value is kept (as ``json.loads`` and DynamoDB keep it), for a
    caller that says so.
    """
    text = bounded_text(text, max_bytes, what)

    outside = _STRING.sub("", text).encode("utf-8", "surrogatepass")
    if deeper_than(outside, max_depth):
        _, where = nesting_depth(text, stop_above=max_depth)
        raise JSONInputError(
            f"{what} nests lists and objects more than {max_depth} levels deep", text, where, limit="max_depth"
        )
    long = _long_number(outside, max_digits)
    if long is not None:
        where = max(text.find(long[: max_digits + 1].decode("ascii")), 0)
        raise JSONInputError(f"{what} has a number with more than {max_digits} digits", text, where, limit="max_digits")

    def constant(name: str) -> Any:
        raise JSONInputError(f"{name} is not a JSON value", text, max(text.find(name), 0))

    def unique(pairs: list) -> dict:
        obj = dict(pairs)
        if len(obj) < len(pairs):
            seen: set = set()
            twice = [k for k, _ in pairs if k in seen or seen.add(k)]
            if unique_keys:
                raise JSONInputError(f"{what} names {twice[0]!r} twice in one object: give each key once")
            repeated_keys.extend(twice)
        return obj

    try:
        return json.loads(
            text,
            parse_float=parse_float,
            parse_int=parse_int,
            parse_constant=constant,
            object_pairs_hook=unique if unique_keys or repeated_keys is not None else None,
        )
    except JSONInputError:
        raise
    except json.JSONDecodeError as e:
        raise JSONInputError(e.msg, e.doc, e.pos) from None
    except RecursionError:  # cannot happen within the depth checked above; never a crash all the same
        raise JSONInputError(f"{what} nests too deeply to be read", text, limit="max_depth") from None
