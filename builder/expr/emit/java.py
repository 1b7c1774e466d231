"""Java with the AWS SDK for Java 2.x (``software.amazon.awssdk.services.dynamodb``):
one class with a ``main`` that builds the request with the SDK's builders."""

from __future__ import annotations

from . import doc as d
from .common import BOOL, ENUM, INT, ITEM, NAMES, PARAM_KINDS, STRING, TRANSACT, TRANSACTIONS, java_str, lower_camel

WIDTH = 100
MODEL = "software.amazon.awssdk.services.dynamodb.model"
MAP_OF_LIMIT = 10  # Map.of takes at most 10 pairs; Map.ofEntries beyond

ENV_COMMENT = (
    "    // The SDK reads the region (AWS_REGION), the credentials and the endpoint from the\n"
    "    // environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it at another\n"
    "    // endpoint, such as DynamoDB Local.\n"
)

TRANSACT_ITEM = {"TransactWriteItems": "TransactWriteItem", "TransactGetItems": "TransactGetItem"}


def _chain(head: str, calls: list) -> d.Doc:
    """``head.a(x).b(y)``: on one line when it fits, else one call a line."""
    return d.group(
        [head, d.nest([[d.SOFTLINE, "." + c] if isinstance(c, str) else [d.SOFTLINE, ".", c] for c in calls])]
    )


def _args(name: str, args: list, hug: bool = True) -> d.Doc:
    """``name(a, b)`` with arguments on their own lines when they do not fit;
    a single argument hugs the parentheses (``.item(Map.of(``)."""
    if not args:
        return name + "()"
    if hug and len(args) == 1:
        return [name, "(", args[0], ")"]
    return d.group([name, "(", d.nest([d.SOFTLINE, d.join([",", d.LINE], args)]), ")"])


# public names for the batch programs (emit/batch.py)
java_args = _args
java_chain = _chain


class Writer:
    def __init__(self):
        self.imports: set[str] = set()

    def use(self, name: str) -> str:
        self.imports.add(name)
        return name.rsplit(".", 1)[1]

    def model(self, name: str) -> str:
        return self.use(f"{MODEL}.{name}")

    # -- values ----------------------------------------------------------------
    def bytes_(self, b64: str) -> str:
        sdk_bytes = self.use("software.amazon.awssdk.core.SdkBytes")
        base64 = self.use("java.util.Base64")
        return f"{sdk_bytes}.fromByteArray({base64}.getDecoder().decode({java_str(b64)}))"

    def value(self, ddb: dict) -> d.Doc:
        av = self.model("AttributeValue")
        ((t, v),) = ddb.items()
        if t == "S":
            call = f"s({java_str(v)})"
        elif t == "N":
            call = f"n({java_str(v)})"
        elif t == "B":
            call = f"b({self.bytes_(v)})"
        elif t == "BOOL":
            call = f"bool({'true' if v else 'false'})"
        elif t == "NULL":
            call = "nul(true)"
        elif t == "SS":
            call = _args("ss", [java_str(x) for x in v])
        elif t == "NS":
            call = _args("ns", [java_str(x) for x in v])
        elif t == "BS":
            call = _args("bs", [self.bytes_(x) for x in v])
        elif t == "L":
            call = _args("l", [self.list([self.value(x) for x in v])])
        elif t == "M":
            call = _args("m", [self.map([(java_str(k), self.value(x)) for k, x in v.items()])])
        else:  # pragma: no cover
            raise AssertionError(t)
        return _chain(f"{av}.builder()", [call, "build()"])

    def list(self, items: list) -> d.Doc:
        return _args(self.use("java.util.List") + ".of", items, hug=False)

    def map(self, entries: list) -> d.Doc:
        m = self.use("java.util.Map")
        if len(entries) <= MAP_OF_LIMIT:
            return _args(f"{m}.of", [[k, ", ", v] for k, v in entries], hug=False)
        return _args(f"{m}.ofEntries", [_args(f"{m}.entry", [k, v]) for k, v in entries], hug=False)

    # -- requests --------------------------------------------------------------
    def setter(self, name: str, value) -> d.Doc:
        kind = PARAM_KINDS[name]
        if kind == ITEM:
            arg = self.map([(java_str(k), self.value(v)) for k, v in value.items()])
        elif kind == NAMES:
            arg = self.map([(java_str(k), java_str(v)) for k, v in value.items()])
        elif kind in (STRING, ENUM):
            arg = java_str(value)
        elif kind == BOOL:
            arg = "true" if value else "false"
        elif kind == INT:
            arg = str(int(value))
        else:  # pragma: no cover - TRANSACT is written by the caller
            raise AssertionError(kind)
        return _args(lower_camel(name), [arg])

    def builder(self, cls: str, params: dict, operation: str | None = None) -> d.Doc:
        calls = []
        for name, value in params.items():
            if PARAM_KINDS[name] == TRANSACT:
                calls.append(_args("transactItems", [self.transact_item(operation, e) for e in value]))
            else:
                calls.append(self.setter(name, value))
        return _chain(f"{self.model(cls)}.builder()", calls + ["build()"])

    def transact_item(self, operation: str, entry: dict) -> d.Doc:
        ((action, body),) = entry.items()
        inner = self.builder(action, body)
        return _chain(
            f"{self.model(TRANSACT_ITEM[operation])}.builder()", [_args(lower_camel(action), [inner]), "build()"]
        )


def java(operation: str, params: dict) -> str:
    w = Writer()
    request_cls = f"{operation}Request"
    response_cls = w.model(f"{operation}Response")
    request = w.builder(request_cls, params, operation if operation in TRANSACTIONS else None)
    client = w.use("software.amazon.awssdk.services.dynamodb.DynamoDbClient")
    body = d.render([f"{request_cls} request = ", request, ";"], WIDTH, "    ", level=3)
    method = lower_camel(operation)
    imports = "".join(f"import {name};\n" for name in sorted(w.imports))
    cls = f"{operation}Example"
    return (
        f"{imports}\n"
        f"// Save as {cls}.java\n"
        f"public class {cls} {{\n"
        f"{ENV_COMMENT}"
        "    public static void main(String[] args) {\n"
        f"        try ({client} client = {client}.create()) {{\n"
        f"            {body}\n"
        f"            {response_cls} response = client.{method}(request);\n"
        "            System.out.println(response);\n"
        "        }\n"
        "    }\n"
        "}\n"
    )
