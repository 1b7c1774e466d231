"""A pasted AWS SDK for JavaScript v3 call -> the request it sends.

The builder's JavaScript tabs write ``client.send(new UpdateItemCommand(input))``
with typed values (``@aws-sdk/client-dynamodb``) and ``new UpdateCommand(input)``
with plain ones (``@aws-sdk/lib-dynamodb``, the DocumentClient). People paste
the same from their own code. :func:`read_js_call` reads the first
``new <Name>Command(...)`` of a DynamoDB request:

- its argument is an object literal, or the name of a ``const``/``let``/``var``
  the code sets to one. The literal is read, never run, by a small reader of
  JavaScript's literal syntax (:class:`_Literal`). It reads keys with or
  without quotes, strings in any of the three quotes (a template without
  ``${}``), numbers (hexadecimal, octal and binary too, and BigInt ``123n``),
  ``true``/``false``/``null``, ``new Set([...])``, bytes as
  ``new Uint8Array([...])`` or ``Buffer.from("...", "base64" | "utf8")``,
  comments and trailing commas. A variable, a spread (``...x``), a computed
  key, a function call or ``undefined`` is refused, with its line and what to
  write instead;
- a DocumentClient command's plain values are marshalled as the DocumentClient
  marshalls them: numbers, strings, booleans, null, arrays, objects, sets and
  bytes, each to its DynamoDB type. boto3's ``TypeSerializer``, the same
  mapping, writes them (:func:`builder.python_call.typed_request`). A client
  command's values are taken as written.

The caller bounds the text's size (:func:`builder.pasted.read_code`); the
reader bounds how deeply values nest.
"""

from __future__ import annotations

import base64
import json
import re
from decimal import Decimal, InvalidOperation

from builder.expr import OPERATIONS
from builder.expr.emit.javascript import MAX_SAFE_INTEGER, exact_js_number
from builder.python_call import json_ready, typed_request
from builder.safejson import DEFAULT_MAX_DIGITS as MAX_DIGITS

__all__ = ["JsError", "is_js_call", "read_js_call"]

# the client's commands (typed values) and the DocumentClient's (plain values)
_CLIENT = {f"{op}Command": op for op in OPERATIONS}  # UpdateItemCommand
_DOCUMENT = {f"{op.replace('Items', '').replace('Item', '')}Command": op for op in OPERATIONS}  # UpdateCommand
_COMMAND = re.compile(r"\bnew\s+(" + "|".join(sorted({*_CLIENT, *_DOCUMENT}, key=len, reverse=True)) + r")\s*\(")
_TYPES = frozenset({"S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS"})
_IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_NUMBER = re.compile(
    r"(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:[0-9][0-9_]*\.?[0-9_]*|\.[0-9][0-9_]*)(?:[eE][+-]?[0-9]+)?)n?"
)
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


class JsError(ValueError):
    """The code cannot be read as a request; ``str()`` says why and where."""


def is_js_call(text: str) -> bool:
    """Whether ``text`` makes a DynamoDB request command (``new UpdateItemCommand(``, ...)."""
    return _COMMAND.search(text) is not None


def read_js_call(text: str, max_depth: int) -> tuple[str, dict, list[str]]:
    """The first request command in ``text`` -> (its operation, the request
    it sends, notes). Raises :class:`JsError`."""
    found = _COMMAND.search(text)
    if found is None:
        raise JsError("the code makes no DynamoDB request (such as new UpdateItemCommand({...}))")
    name = found.group(1)
    notes: list[str] = []
    others = len(_COMMAND.findall(text)) - 1
    if others:
        notes.append(
            f"The code makes {others + 1} requests; the first, {name} (line {_line(text, found.start())}), is read."
        )
    reader = _Literal(text, max_depth)
    at = reader.skip(found.end())
    ident = _IDENT.match(text, at)
    if ident is not None and not text.startswith(("true", "false", "null"), at):
        at = _declaration(text, ident.group(0), at)
    if at >= len(text) or text[at] != "{":
        raise JsError(f"line {_line(text, at)}: {name} takes the request as an object literal {{ ... }}")
    params, _ = reader.value(at, 1)
    document = _is_document(text, name, params)
    operation = _DOCUMENT[name] if document else _CLIENT[name]
    if reader.inexact:
        notes.append(
            f"A JavaScript number does not hold {', '.join(reader.inexact)} exactly; read as the SDK sends it "
            '(NumberValue.from("...") keeps a number as written).'
        )
    if not document:
        _check_typed(params)
        return operation, json_ready(params), notes
    if reader.unsafe:
        raise JsError(
            f"the DocumentClient refuses {', '.join(reader.unsafe)}, beyond Number.MAX_SAFE_INTEGER: "
            'write NumberValue.from("...")'
        )
    try:
        return operation, typed_request(operation, params, "the DocumentClient"), notes
    except ValueError as e:
        raise JsError(str(e)) from None


def _is_document(text: str, name: str, params: dict) -> bool:
    """Whether the command ``name`` is the DocumentClient's (plain values).
    ``QueryCommand`` and ``ScanCommand`` are both libraries' names, told apart
    by the import that brings them, or, without one, by the values: typed
    values are the client's."""
    if name not in _CLIENT:
        return True
    if name not in _DOCUMENT:
        return False
    imported = re.search(r"\{[^{}]*\b" + name + r"\b[^{}]*\}\s*(?:from|=\s*require\()\s*[\"']([^\"']+)[\"']", text)
    if imported is not None:
        return imported.group(1).endswith("lib-dynamodb")
    values = [
        *(params.get("ExpressionAttributeValues") or {}).values(),
        *(params.get("ExclusiveStartKey") or {}).values(),
    ]
    return not all(isinstance(v, dict) and len(v) == 1 and next(iter(v)) in _TYPES for v in values)


def _check_typed(value) -> None:
    """A client command's typed values hold what their type takes: the SDK
    does not refuse another value but sends something else in its place
    (``{ BOOL: "false" }`` as true, ``{ N: 5 }`` as ``""``, ``{ S: null }`` as
    ``{}``)."""
    if isinstance(value, list):
        for item in value:
            _check_typed(item)
        return
    if not isinstance(value, dict):
        return
    if len(value) == 1:
        ((kind, held),) = value.items()
        wrong = None
        if held is None and kind in _TYPES:
            wrong = "the SDK sends the value as {}, with no type"
        elif kind in ("BOOL", "NULL") and not isinstance(held, (bool, dict)):
            truth = held != "" if isinstance(held, str) else bool(held)  # JavaScript's truth
            wrong = f"the SDK sends it as {'true' if truth else 'false'} ({kind} takes true or false)"
        elif kind in ("S", "N") and not isinstance(held, (str, dict)):
            wrong = f'the SDK sends it as "" ({kind} takes text: {{ {kind}: "..." }})'
        elif kind in ("SS", "NS") and isinstance(held, list) and not all(isinstance(i, str) for i in held):
            wrong = f'the SDK sends each item that is no text as "" ({kind} takes texts: {{ {kind}: ["..."] }})'
        if wrong:
            raise JsError(f"{{ {kind}: {_shown(held)} }}: {wrong}")
    for item in value.values():
        _check_typed(item)


def _shown(value) -> str:
    """A value read from JavaScript, as JavaScript writes it (briefly)."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)[:40]
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, Decimal)):
        return str(value)[:40]
    return {list: "[...]", set: "new Set([...])", bytes: "bytes"}.get(type(value), "...")


def _declaration(text: str, name: str, before: int) -> int:
    """Where the object literal ``name`` is set to starts (``const name = {``)."""
    found = re.search(r"\b(?:const|let|var)\s+" + re.escape(name) + r"\s*=\s*", text)
    if found is None:
        raise JsError(
            f"line {_line(text, before)}: {name} is a variable the code does not set to an object literal: "
            "put the request itself in its place"
        )
    return found.end()


_BRACKET_OR_STRING = re.compile(r"""\[|\]|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'""")


def _closing_bracket(text: str, at: int) -> int | None:
    """Where the ``[`` at ``at`` is closed (past its ``]``), passing over
    nested brackets and quoted text; None when it is not."""
    depth = 0
    for m in _BRACKET_OR_STRING.finditer(text, at):
        if m.group() == "[":
            depth += 1
        elif m.group() == "]":
            depth -= 1
            if depth == 0:
                return m.end()
    return None


def _line(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


class _Literal:
    """JavaScript literals read from ``text``: each ``value(at)`` gives (the
    value, where it ends). Numbers are Decimals, bytes are bytes, sets are
    Python sets."""

    def __init__(self, text: str, max_depth: int):
        self.text = text
        self.max_depth = max_depth
        self.unsafe: list[str] = []  # whole numbers beyond Number.MAX_SAFE_INTEGER
        self.inexact: list[str] = []  # numbers a double does not hold: "written -> held"

    def fail(self, at: int, why: str):
        raise JsError(f"line {_line(self.text, at)}: {why}")

    def skip(self, at: int) -> int:
        """Past whitespace and comments."""
        text = self.text
        while at < len(text):
            if text[at].isspace():
                at += 1
            elif text.startswith("//", at):
                end = text.find("\n", at)
                at = len(text) if end < 0 else end + 1
            elif text.startswith("/*", at):
                end = text.find("*/", at + 2)
                if end < 0:
                    self.fail(at, "a comment that does not end")
                at = end + 2
            else:
                break
        return at

    def expect(self, at: int, char: str) -> int:
        at = self.skip(at)
        if not self.text.startswith(char, at):
            self.fail(at, f"{char!r} expected, got {self.shown(at)}")
        return at + len(char)

    def shown(self, at: int) -> str:
        if at >= len(self.text):
            return "the end of the code"
        word = re.match(r"\S{1,30}", self.text[at:])
        return repr(word.group(0) if word else self.text[at])

    def value(self, at: int, depth: int):
        if depth > self.max_depth:
            self.fail(at, f"the values nest more than {self.max_depth} deep")
        text = self.text
        at = self.skip(at)
        if at >= len(text):
            self.fail(at, "a value expected, got the end of the code")
        c = text[at]
        if c == "{":
            return self.object(at, depth)
        if c == "[":
            items, at = self.items(at, "]", depth)
            return items, at
        if c in "\"'`":
            return self.string(at)
        if c == "-" or c == "+" or c == "." or c.isdigit():
            return self.number(at)
        word = _IDENT.match(text, at)
        if word is None:
            self.fail(at, f"a value expected, got {self.shown(at)}")
        name = word.group(0)
        end = word.end()
        if name in ("true", "false"):
            return name == "true", end
        if name == "null":
            return None, end
        if name == "undefined":
            self.fail(at, "undefined is no value DynamoDB stores: leave the attribute out")
        if name == "new":
            return self.new(self.skip(end), depth)
        if name == "Buffer" and text.startswith(".from", self.skip(end)):
            return self.buffer(self.skip(end) + len(".from"), depth)
        if name == "NumberValue" and text.startswith(".from", self.skip(end)):
            return self.number_value(self.skip(end) + len(".from"), depth)
        shown, end = self.member_chain(name, end)
        if self.text.startswith("(", self.skip(end)):
            self.fail(at, f"{shown}(...) is a call: put its value in its place")
        if shown != name:
            self.fail(at, f"{shown} is a variable: put its value in its place")
        self.fail(at, f"{name} is a variable or a call: put its value in its place")

    def member_chain(self, name: str, end: int) -> tuple[str, int]:
        """The member chain a name at ``end`` goes on with (``this.tableName``,
        ``process.env.TABLE``, ``this.config["table"]``, ``a?.b``), shown as
        written without its spaces and comments (cut short), and where it ends."""
        text = self.text
        parts = [name]
        while True:
            at = self.skip(end)
            optional = text.startswith("?.", at) and not text[at + 2 : at + 3].isdigit()  # a?.5:1 is a ternary
            dot = at + (2 if optional else 1 if text.startswith(".", at) else 0)
            if dot > at and not text.startswith("[", dot):
                word = _IDENT.match(text, self.skip(dot))
                if word is None:
                    break
                parts.append(("?." if optional else ".") + word.group(0))
                end = word.end()
            elif text.startswith("[", dot) and (optional or dot == at):
                close = _closing_bracket(text, dot)
                if close is None:
                    break
                parts.append(("?." if optional else "") + re.sub(r"\s+", " ", text[dot:close]))
                end = close
            else:
                break
        shown = "".join(parts)
        return (shown if len(shown) <= 60 else shown[:57] + "..."), end

    def object(self, at: int, depth: int):
        text = self.text
        out: dict = {}
        at += 1
        while True:
            at = self.skip(at)
            if text.startswith("}", at):
                return out, at + 1
            if text.startswith("...", at):
                self.fail(at, "a spread (...) copies what the builder cannot see: write the entries out")
            if text.startswith("[", at):
                self.fail(at, "a computed key [ ]: write the key itself")
            if at < len(text) and text[at] in "\"'`":
                key, at = self.string(at)
            elif at < len(text) and (text[at].isdigit() or text[at] == "."):
                key, at = self.number_key(at)
            else:
                word = _IDENT.match(text, at)
                if word is None:
                    self.fail(at, f"a key expected, got {self.shown(at)}")
                key, at = word.group(0), word.end()
            after = self.skip(at)
            if not text.startswith(":", after):
                self.fail(after, f"{key}: a key without a value (shorthand) names a variable: write key: value")
            out[key], at = self.value(after + 1, depth + 1)
            at = self.skip(at)
            if text.startswith(",", at):
                at += 1
            elif not text.startswith("}", at):
                self.fail(at, f"',' or '}}' expected, got {self.shown(at)}")

    def items(self, at: int, close: str, depth: int) -> tuple[list, int]:
        text = self.text
        out: list = []
        at += 1
        while True:
            at = self.skip(at)
            if text.startswith(close, at):
                return out, at + 1
            if text.startswith("...", at):
                self.fail(at, "a spread (...) copies what the builder cannot see: write the items out")
            if text.startswith(",", at):
                self.fail(at, "an array with a hole: write each item")
            item, at = self.value(at, depth + 1)
            out.append(item)
            at = self.skip(at)
            if text.startswith(",", at):
                at += 1
            elif not text.startswith(close, at):
                self.fail(at, f"',' or {close!r} expected, got {self.shown(at)}")

    def string(self, at: int):
        text = self.text
        quote = text[at]
        out: list[str] = []
        i = at + 1
        while i < len(text):
            c = text[i]
            if c == quote:  # a JavaScript string is UTF-16: escaped surrogates \uD83D\uDE00 are one character
                return "".join(out).encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass"), i + 1
            if quote == "`" and text.startswith("${", i):
                self.fail(i, "a template with ${...}: put the text it makes in its place")
            if c == "\n" and quote != "`":
                break
            if c == "\\":
                i += 1
                if i >= len(text):
                    break
                e = text[i]
                if e == "u":
                    m = re.compile(r"\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4})").match(text, i + 1)
                    if m is None or int(m.group(1) or m.group(2), 16) > 0x10FFFF:
                        self.fail(i, "a \\u escape with no code point")
                    out.append(chr(int(m.group(1) or m.group(2), 16)))
                    i = m.end()
                    continue
                if e == "x":
                    m = re.compile(r"[0-9a-fA-F]{2}").match(text, i + 1)
                    if m is None:
                        self.fail(i, "a \\x escape without two hex digits")
                    out.append(chr(int(m.group(0), 16)))
                    i = m.end()
                    continue
                if e == "\r" and text.startswith("\n", i + 1):
                    i += 2
                    continue
                out.append("" if e == "\n" else _ESCAPES.get(e, e))
                i += 1
                continue
            out.append(c)
            i += 1
        self.fail(at, "a string that does not end")

    def number(self, at: int):
        text = self.text
        start = at
        sign = ""
        if text[at] in "+-":
            sign = "-" if text[at] == "-" else ""
            at = self.skip(at + 1)
        value, big, written, end = self.literal(at)
        if big and text[start] == "+":
            self.fail(start, "+ before a BigInt throws a TypeError in JavaScript: leave the + out")
        if sign:
            value = -value
        if not big:
            value = self.as_double(sign + written, value, at)
        return value, end

    def literal(self, at: int) -> tuple[int | Decimal, bool, str, int]:
        """A number literal without its sign: (its exact value, whether it is
        a BigInt, its digits as written, where it ends)."""
        m = _NUMBER.match(self.text, at)
        if m is None or not m.group(0) or m.group(0) == "n":
            self.fail(at, f"a number expected, got {self.shown(at)}")
        written = m.group(0).replace("_", "")
        if len(written) > MAX_DIGITS:  # bounded before it is converted, as JSON's numbers are
            self.fail(at, f"a number of more than {MAX_DIGITS} characters")
        big = written.endswith("n")  # a BigInt: exact, a whole number written without a point or exponent
        written = written.rstrip("n")
        if big and written[:2].lower() not in ("0x", "0o", "0b") and not written.isdigit():
            self.fail(at, f"{written}n is no BigInt: a BigInt is a whole number such as 10n")
        try:
            if written[:2].lower() in ("0x", "0o", "0b"):
                value: int | Decimal = int(written, 0)
            elif written.isdigit():
                value = int(written)  # a count such as Limit stays a whole number
            else:
                value = Decimal(written)
        except (InvalidOperation, ValueError):
            self.fail(at, f"{written} is not a number")
        return value, big, written, m.end()

    def number_key(self, at: int) -> tuple[str, int]:
        """A key written as a number: JavaScript's name for it, the text of
        the number it holds (``{0x10: ...}`` is "16", ``{1.50: ...}`` "1.5",
        ``{9007199254740993: ...}`` "9007199254740992")."""
        value, big, written, end = self.literal(at)
        if big:
            return str(value), end
        try:
            double = float(value)
        except OverflowError:
            double = float("inf")
        if double.is_integer() and abs(double) < 1e21:
            return str(int(double)), end
        if double != float("inf") and "e" not in repr(double):  # both write a double's shortest digits
            return repr(double), end
        self.fail(
            at,
            f"a key written as the number {written}, which JavaScript names in exponent form: write the key as a string",
        )

    def as_double(self, written: str, value: int | Decimal, at: int) -> int | Decimal:
        """A number literal as JavaScript holds it: a double. A whole number
        beyond Number.MAX_SAFE_INTEGER is kept (``unsafe``: the DocumentClient
        refuses it); one the double does not hold exactly becomes the double's
        value (``inexact``: what the SDK sends)."""
        try:
            double = float(value)
        except OverflowError:
            double = float("inf")
        if double in (float("inf"), float("-inf")):
            self.fail(at, f"{written} is beyond what a JavaScript number holds")
        if abs(double) > MAX_SAFE_INTEGER and value == int(value):
            self.unsafe.append(written)
            return value
        if value == int(value):  # JavaScript has no other whole number: 1e3, 5. and 5.0 are 5's and 1000's
            return int(value)
        if exact_js_number(str(value)):
            return value
        self.inexact.append(f"{written} -> {double!r}")
        return Decimal(repr(double))

    def new(self, at: int, depth: int):
        text = self.text
        word = _IDENT.match(text, at)
        name = word.group(0) if word else ""
        if name == "Set":
            at = self.expect(word.end(), "(")
            at = self.skip(at)
            items: list = []
            if not text.startswith(")", at):
                if not text.startswith("[", at):
                    self.fail(at, "new Set takes an array: new Set([...])")
                items, at = self.items(at, "]", depth)
            at = self.expect(at, ")")
            if any(isinstance(i, (dict, list, set)) for i in items):
                self.fail(at, "a set holds numbers, strings or bytes")
            if not items:  # boto3's serializer would make it an empty NS; DynamoDB stores no empty set
                self.fail(at, "an empty set: the DocumentClient refuses it, DynamoDB stores no empty set")
            return set(items), at
        if name == "Uint8Array":
            at = self.expect(word.end(), "(")
            data, at = self.items(self.skip(at), "]", depth) if text.startswith("[", self.skip(at)) else (None, at)
            if data is None or not all(type(b) is int and 0 <= b <= 255 for b in data):
                self.fail(at, "new Uint8Array takes an array of bytes: new Uint8Array([1, 2, 3])")
            return bytes(data), self.expect(at, ")")
        self.fail(at, f"new {name}: the builder reads new Set([...]) and new Uint8Array([...])")

    def number_value(self, at: int, depth: int):
        """``NumberValue.from("...")`` (lib-dynamodb): the number as written."""
        at = self.expect(at, "(")
        text, at = self.value(at, depth + 1)
        at = self.expect(at, ")")
        try:
            if not isinstance(text, str):
                raise InvalidOperation
            return Decimal(text), at
        except InvalidOperation:
            self.fail(at, 'NumberValue.from takes a number written as a string: NumberValue.from("1.5")')

    def buffer(self, at: int, depth: int):
        at = self.expect(at, "(")
        data, at = self.value(at, depth + 1)
        encoding = "utf8"
        at = self.skip(at)
        if self.text.startswith(",", at):
            encoding, at = self.value(at + 1, depth + 1)
        at = self.expect(at, ")")
        if not isinstance(data, str) or encoding not in ("utf8", "utf-8", "base64"):
            self.fail(at, 'Buffer.from takes a string, as "utf8" or "base64"')
        if encoding == "base64":
            try:
                return base64.b64decode(data, validate=True), at
            except ValueError:
                self.fail(at, 'Buffer.from(..., "base64"): the text is not base64')
        return data.encode("utf-8", "surrogatepass"), at
