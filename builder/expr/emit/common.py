"""What every emitter needs: the request's parameter kinds, operation names,
and string literals escaped for each language.

The parameter kinds follow :data:`builder.expr.request.OPTIONS` and the
parameters :meth:`Request.params` writes. An unknown parameter is an error,
so a new one added to the core fails the emitter tests instead of being
dropped from the generated code.
"""

from __future__ import annotations

import re

from ..errors import ExprError
from ..limits import (
    MAX_DOCUMENT_LEVELS,
    MAX_LIMIT,
    MAX_SEGMENT,
    MAX_TOTAL_SEGMENTS,
    MAX_TRANSACTION_ACTIONS,
    MSG_NESTING,
    MSG_TRANSACTION_ACTIONS,
    document_levels,
)
from ..request import BATCHES, OPERATIONS

# API parameter -> kind
STRING = "string"
ENUM = "enum"
BOOL = "bool"
INT = "int"
ITEM = "item"  # name -> AttributeValue
NAMES = "names"  # placeholder -> attribute name
TRANSACT = "transact"
BATCH = "batch"  # RequestItems: table -> write requests (BatchWriteItem) or keys and projection (BatchGetItem)
KEYS = "keys"  # a list of keys (BatchGetItem)

PARAM_KINDS = {
    "TableName": STRING,
    "IndexName": STRING,
    "Key": ITEM,
    "Item": ITEM,
    "KeyConditionExpression": STRING,
    "UpdateExpression": STRING,
    "ConditionExpression": STRING,
    "FilterExpression": STRING,
    "ProjectionExpression": STRING,
    "ExpressionAttributeNames": NAMES,
    "ExpressionAttributeValues": ITEM,
    "ExclusiveStartKey": ITEM,
    "ReturnValues": ENUM,
    "ReturnValuesOnConditionCheckFailure": ENUM,
    "Select": ENUM,
    "ReturnConsumedCapacity": ENUM,
    "ReturnItemCollectionMetrics": ENUM,
    "ConsistentRead": BOOL,
    "ScanIndexForward": BOOL,
    "Limit": INT,
    "Segment": INT,
    "TotalSegments": INT,
    "TransactItems": TRANSACT,
    "ClientRequestToken": STRING,
    "RequestItems": BATCH,
    "Keys": KEYS,
}

EXPRESSION_PARAMS = (
    "KeyConditionExpression",
    "UpdateExpression",
    "ConditionExpression",
    "FilterExpression",
    "ProjectionExpression",
)

TRANSACTIONS = ("TransactWriteItems", "TransactGetItems")
WRITE_ACTIONS = ("Put", "Update", "Delete", "ConditionCheck")
GET_ACTIONS = ("Get",)

# Operation -> the DocumentClient command / the resource's Table method.
DOCUMENT_COMMANDS = {
    "GetItem": "GetCommand",
    "PutItem": "PutCommand",
    "UpdateItem": "UpdateCommand",
    "DeleteItem": "DeleteCommand",
    "Query": "QueryCommand",
    "Scan": "ScanCommand",
    "TransactWriteItems": "TransactWriteCommand",
    "TransactGetItems": "TransactGetCommand",
    "BatchWriteItem": "BatchWriteCommand",
    "BatchGetItem": "BatchGetCommand",
}


def check_request(operation: str, params: dict) -> None:
    """Refuse what no emitter knows how to write, with a clear message; and
    what DynamoDB would refuse for its size (the emitters recurse into values,
    so those are measured here first, without recursion: builder/expr/limits.py)."""
    if operation not in OPERATIONS:
        raise ExprError(f"unknown operation {operation!r}; expected one of {', '.join(OPERATIONS)}")
    if not isinstance(params, dict):
        raise ExprError("request parameters must be an object")
    _check_params(params, "")
    if operation in TRANSACTIONS:
        items = params.get("TransactItems")
        if not isinstance(items, list) or not items:
            raise ExprError(f"{operation} needs TransactItems")
        if len(items) > MAX_TRANSACTION_ACTIONS:
            raise ExprError(
                f"a transaction holds at most {MAX_TRANSACTION_ACTIONS} actions, got {len(items)}",
                "TransactItems",
                MSG_TRANSACTION_ACTIONS,
            )
        allowed = WRITE_ACTIONS if operation == "TransactWriteItems" else GET_ACTIONS
        for i, entry in enumerate(items):
            if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in allowed:
                raise ExprError(f"TransactItems[{i}] must be one of {', '.join(allowed)} for {operation}")
            ((_, body),) = entry.items()
            if not isinstance(body, dict):
                raise ExprError(f"TransactItems[{i}] must hold an object")
            _check_params(body, f"TransactItems[{i}].")
            if "TransactItems" in body or "ClientRequestToken" in body:
                raise ExprError(f"TransactItems[{i}] cannot nest a transaction")
    elif "TransactItems" in params:
        raise ExprError(f"{operation} takes no TransactItems")
    if operation in BATCHES:
        _check_batch(operation, params.get("RequestItems"))
    elif "RequestItems" in params:
        raise ExprError(f"{operation} takes no RequestItems")


def _check_batch(operation: str, tables) -> None:
    """RequestItems as the emitters write them: table -> list of one-request
    objects (BatchWriteItem), or table -> object of Keys and options (BatchGetItem)."""
    if not isinstance(tables, dict) or not tables:
        raise ExprError(f"{operation} needs RequestItems")
    for table, body in tables.items():
        where = f"RequestItems[{table!r}]"
        if operation == "BatchWriteItem":
            if not isinstance(body, list) or not body:
                raise ExprError(f"{where} must be a list of write requests")
            for i, entry in enumerate(body):
                if not isinstance(entry, dict) or len(entry) != 1:
                    raise ExprError(f"{where}[{i}] must hold PutRequest or DeleteRequest")
                ((kind, inner),) = entry.items()
                field = {"PutRequest": "Item", "DeleteRequest": "Key"}.get(kind)
                if field is None or not isinstance(inner, dict) or set(inner) != {field}:
                    raise ExprError(
                        f'{where}[{i}] must be {{"PutRequest": {{"Item": ...}}}} or {{"DeleteRequest": {{"Key": ...}}}}'
                    )
                _check_params(inner, f"{where}[{i}].{kind}.")
        else:
            if not isinstance(body, dict) or not isinstance(body.get("Keys"), list):
                raise ExprError(f"{where} must be an object with Keys")
            if not set(body) <= {"Keys", "ProjectionExpression", "ExpressionAttributeNames", "ConsistentRead"}:
                raise ExprError(f"{where} holds a parameter the code emitters do not know")
            _check_params({k: v for k, v in body.items() if k != "Keys"}, f"{where}.")
            for key in body["Keys"]:
                if not isinstance(key, dict):
                    raise ExprError(f"{where}.Keys must hold objects")
                _check_params({"Key": key}, f"{where}.")


_INT_RANGES = {"Limit": (1, MAX_LIMIT), "Segment": (0, MAX_SEGMENT), "TotalSegments": (1, MAX_TOTAL_SEGMENTS)}


def _check_params(params: dict, where: str) -> None:
    for name, value in params.items():
        kind = PARAM_KINDS.get(name)
        if kind is None:
            raise ExprError(f"the code emitters do not know the parameter {where}{name}")
        if kind == ITEM and isinstance(value, dict):
            for attribute, v in value.items():
                if document_levels(v, "ddb", MAX_DOCUMENT_LEVELS) > MAX_DOCUMENT_LEVELS:
                    raise ExprError(
                        f"{where}{name}[{attribute!r}] nests lists and maps more than {MAX_DOCUMENT_LEVELS} levels "
                        f"deep; DynamoDB supports nested attributes up to {MAX_DOCUMENT_LEVELS} levels deep",
                        f"{where}{name}",
                        MSG_NESTING,
                    )
        if kind == INT and isinstance(value, int) and not isinstance(value, bool):
            low, top = _INT_RANGES[name]
            if not low <= value <= top:
                raise ExprError(f"{where}{name} must be {low} to {top:,}, as DynamoDB takes it", f"{where}{name}")


def snake(name: str) -> str:
    """``TransactWriteItems`` -> ``transact_write_items``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def kebab(name: str) -> str:
    return snake(name).replace("_", "-")


def lower_camel(name: str) -> str:
    return name[:1].lower() + name[1:]


# ---------------------------------------------------------------------------
# String literals
# ---------------------------------------------------------------------------
_SIMPLE = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_code(code: int, lang: str) -> str:
    if code < 0x80 and lang in ("py", "js", "go"):
        return f"\\x{code:02x}"
    if code < 0x100 and lang == "py":
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    if lang == "js":
        return f"\\u{{{code:x}}}"
    return f"\\U{code:08x}"


def _quoted(text: str, flavour: str) -> str:
    """A double-quoted literal: simple escapes, printable Unicode as is, the rest
    as the language's code-point escape."""
    out = ['"']
    for ch in text:
        if ch in _SIMPLE:
            out.append(_SIMPLE[ch])
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append(_escape_code(ord(ch), flavour))
    out.append('"')
    return "".join(out)


def py_str(text: str) -> str:
    """A Python string literal (double quotes); printable Unicode stays as is."""
    return _quoted(text, "py")


def js_str(text: str) -> str:
    """A JavaScript string literal in double quotes (never a template literal,
    so ``${`` is plain text); non-printable characters, U+2028/U+2029 included,
    are escaped."""
    return _quoted(text, "js")


def java_str(text: str) -> str:
    """A Java string literal in plain ASCII.

    Java translates ``\\uXXXX`` escapes before it reads the source, so one for a
    quote, a backslash or a line break would end the literal early: those get
    their own escapes, other ASCII controls octal ones, and every non-ASCII
    character a ``\\u`` escape (UTF-16, a surrogate pair above U+FFFF), which
    keeps the file independent of the compiler's source encoding.
    """
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in _SIMPLE:
            out.append(_SIMPLE[ch])
        elif ch == "\b":
            out.append("\\b")
        elif ch == "\f":
            out.append("\\f")
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        elif code < 0x80:
            out.append(f"\\{code:03o}")
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
    out.append('"')
    return "".join(out)


_GO_SIMPLE = {**_SIMPLE, "\a": "\\a", "\b": "\\b", "\f": "\\f", "\v": "\\v"}


def go_str(text: str) -> str:
    """A Go interpreted string literal (like strconv.Quote).

    Go strings hold UTF-8, which has no lone surrogates: such text cannot be
    written in Go and is refused rather than silently changed.
    """
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in _GO_SIMPLE:
            out.append(_GO_SIMPLE[ch])
        elif 0xD800 <= code <= 0xDFFF:
            raise ExprError(f"the text {text!r} holds a lone surrogate (U+{code:04X}), which Go strings cannot hold")
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append(_escape_code(code, "go"))
    out.append('"')
    return "".join(out)


def _bytes_body(data: bytes, simple: dict) -> str:
    out = []
    for b in data:
        ch = chr(b)
        if ch in simple:
            out.append(simple[ch])
        elif 0x20 <= b < 0x7F:
            out.append(ch)
        else:
            out.append(f"\\x{b:02x}")
    return "".join(out)


def py_bytes(data: bytes) -> str:
    return 'b"' + _bytes_body(data, _SIMPLE) + '"'


def go_bytes(data: bytes) -> str:
    """``[]byte("...")``: printable ASCII as is, every other byte as ``\\xNN``."""
    return '[]byte("' + _bytes_body(data, _GO_SIMPLE) + '")'


def ascii_printable_json(text: str) -> str:
    """Escape every non-printable character of JSON text (all of which sit
    inside strings: JSON's own layout is spaces and newlines)."""
    if all(ch == "\n" or ch.isprintable() for ch in text):
        return text
    out = []
    for ch in text:
        if ch == "\n" or ch.isprintable():
            out.append(ch)
        else:
            code = ord(ch)
            if code < 0x10000:
                out.append(f"\\u{code:04x}")
            else:
                code -= 0x10000
                out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
    return "".join(out)


_JS_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")


def js_key(name: str) -> str:
    """An object literal key: bare when it is an identifier, quoted otherwise.

    ``__proto__`` written as a plain (or quoted) key sets the object's
    prototype instead of adding a property, so it is written computed.
    """
    if name == "__proto__":
        return '["__proto__"]'
    return name if _JS_IDENTIFIER.match(name) else js_str(name)
