"""JavaScript with the AWS SDK v3: ``@aws-sdk/client-dynamodb`` (DynamoDB JSON)
and ``@aws-sdk/lib-dynamodb``'s DocumentClient (JavaScript values)."""

from __future__ import annotations

from decimal import Decimal

from . import doc as d
from .common import (
    BATCH,
    BOOL,
    DOCUMENT_COMMANDS,
    ENUM,
    INT,
    ITEM,
    KEYS,
    NAMES,
    PARAM_KINDS,
    STRING,
    TRANSACT,
    js_key,
    js_str,
)

WIDTH = 80
UNIT = "  "
MAX_SAFE_INTEGER = 2**53 - 1

ENV_COMMENT = (
    "// The SDK reads the region (AWS_REGION), the credentials and the endpoint from\n"
    "// the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it\n"
    "// at another endpoint, such as DynamoDB Local.\n"
)


def _object(entries: list) -> d.Doc:
    if not entries:
        return "{}"
    items = [[js_key(k), ": ", v] for k, v in entries]
    return d.group(["{", d.nest([d.LINE, d.join([",", d.LINE], items), d.ifbreak(",")]), d.LINE, "}"])


def _array(items: list) -> d.Doc:
    return d.bracket("[", items, "]")


def _binary(b64: str) -> str:
    return f'Buffer.from({js_str(b64)}, "base64")'


def exact_js_number(text: str) -> bool:
    """Does a JavaScript number hold this DynamoDB number exactly, and will the
    DocumentClient accept it? (It refuses numbers beyond MAX_SAFE_INTEGER and
    sends ``String(n)``, the shortest text that reads back as the same double.)"""
    value = float(text)
    if abs(value) > MAX_SAFE_INTEGER:
        return False
    return Decimal(repr(value)) == Decimal(text)


class Writer:
    def __init__(self, native: bool):
        self.native = native
        self.uses_number_value = False

    def value(self, ddb: dict) -> d.Doc:
        return self.native_value(ddb) if self.native else self.wire_value(ddb)

    def wire_value(self, ddb: dict) -> d.Doc:
        ((t, v),) = ddb.items()
        if t in ("S", "N"):
            inner = js_str(v)
        elif t == "B":
            inner = _binary(v)
        elif t in ("BOOL", "NULL"):
            inner = "true" if v else "false"
        elif t in ("SS", "NS"):
            inner = _array([js_str(x) for x in v])
        elif t == "BS":
            inner = _array([_binary(x) for x in v])
        elif t == "L":
            inner = _array([self.wire_value(x) for x in v])
        elif t == "M":
            inner = _object([(k, self.wire_value(x)) for k, x in v.items()])
        else:  # pragma: no cover
            raise AssertionError(t)
        return _object([(t, inner)])

    def number(self, text: str, wrap: bool) -> str:
        if wrap:
            self.uses_number_value = True
            return f"NumberValue.from({js_str(text)})"
        return text

    def native_value(self, ddb: dict) -> d.Doc:
        ((t, v),) = ddb.items()
        if t == "S":
            return js_str(v)
        if t == "N":
            return self.number(v, not exact_js_number(v))
        if t == "B":
            return _binary(v)
        if t == "BOOL":
            return "true" if v else "false"
        if t == "NULL":
            return "null"
        if t == "SS":
            return ["new Set(", _array([js_str(x) for x in v]), ")"]
        if t == "NS":
            # The DocumentClient types a set by its first member: wrap all or none.
            wrap = not all(exact_js_number(x) for x in v)
            return ["new Set(", _array([self.number(x, wrap) for x in v]), ")"]
        if t == "BS":
            return ["new Set(", _array([_binary(x) for x in v]), ")"]
        if t == "L":
            return _array([self.native_value(x) for x in v])
        if t == "M":
            return _object([(k, self.native_value(x)) for k, x in v.items()])
        raise AssertionError(t)  # pragma: no cover

    def param(self, name: str, value) -> d.Doc:
        kind = PARAM_KINDS[name]
        if kind == ITEM:
            return _object([(k, self.value(v)) for k, v in value.items()])
        if kind == NAMES:
            return _object([(k, js_str(v)) for k, v in value.items()])
        if kind == TRANSACT:
            return _array([_object([(action, self.body(body)) for action, body in entry.items()]) for entry in value])
        if kind == KEYS:
            return _array([self.param("Key", k) for k in value])
        if kind == BATCH:
            return _object(
                [
                    (table, self.param("TransactItems", body) if isinstance(body, list) else self.body(body))
                    for table, body in value.items()
                ]
            )
        if kind in (STRING, ENUM):
            return js_str(value)
        if kind == BOOL:
            return "true" if value else "false"
        if kind == INT:
            return str(int(value))
        raise AssertionError(kind)  # pragma: no cover

    def body(self, params: dict) -> d.Doc:
        return _object([(k, self.param(k, v)) for k, v in params.items()])


def _import(names: list[str], module: str) -> str:
    doc = d.group(
        [
            "import {",
            d.nest([d.LINE, d.join([",", d.LINE], names), d.ifbreak(",")]),
            d.LINE,
            f"}} from {js_str(module)};",
        ]
    )
    return d.render(doc, WIDTH, UNIT)


def _program(imports: str, client_setup: str, command: str, w: Writer, params: dict) -> str:
    input_doc = d.render(["const input = ", w.body(params), ";"], WIDTH, UNIT)
    send = f"const response = await client.send(new {command}(input));"
    return f"{imports}\n{ENV_COMMENT}{client_setup}\n{input_doc}\n{send}\nconsole.dir(response, {{ depth: null }});\n"


def js_client(operation: str, params: dict) -> str:
    w = Writer(native=False)
    command = f"{operation}Command"
    imports = _import(["DynamoDBClient", command], "@aws-sdk/client-dynamodb") + "\n"
    return _program(imports, "const client = new DynamoDBClient({});\n", command, w, params)


def _has_proto_key(value) -> bool:
    if isinstance(value, dict):
        return "__proto__" in value or any(_has_proto_key(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_proto_key(v) for v in value)
    return False


PROTO_WARNING = (
    "// Careful: lib-dynamodb's marshaller copies maps with map[key] = ..., so an\n"
    "// attribute named __proto__ is lost or refused; @aws-sdk/client-dynamodb keeps it.\n"
)


def js_document(operation: str, params: dict) -> str:
    w = Writer(native=True)
    command = DOCUMENT_COMMANDS[operation]
    body = w.body(params)  # records whether NumberValue is needed
    del body
    lib_names = sorted(["DynamoDBDocumentClient", command] + (["NumberValue"] if w.uses_number_value else []))
    imports = (
        _import(["DynamoDBClient"], "@aws-sdk/client-dynamodb")
        + "\n"
        + _import(lib_names, "@aws-sdk/lib-dynamodb")
        + "\n"
    )
    if w.uses_number_value:
        setup = (
            "// NumberValue carries numbers that a JavaScript number cannot hold exactly;\n"
            "// wrapNumbers reads the numbers in the response the same way.\n"
            "const client = DynamoDBDocumentClient.from(new DynamoDBClient({}), {\n"
            "  unmarshallOptions: { wrapNumbers: true },\n"
            "});\n"
        )
    else:
        setup = "const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n"
    if _has_proto_key(params):
        setup += PROTO_WARNING
    return _program(imports, setup, command, w, params)
