"""Python with boto3: the low-level client (DynamoDB JSON, bytes for binary)
and the resource layer (``Table`` methods with Python values)."""

from __future__ import annotations

import base64

from . import doc as d
from .common import (
    BATCH,
    BOOL,
    ENUM,
    INT,
    ITEM,
    KEYS,
    NAMES,
    PARAM_KINDS,
    STRING,
    TRANSACT,
    TRANSACTIONS,
    py_bytes,
    py_str,
    snake,
)

WIDTH = 88

ENV_COMMENT = (
    "# boto3 reads the region (AWS_DEFAULT_REGION), the credentials and the endpoint from\n"
    "# the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it at\n"
    "# another endpoint, such as DynamoDB Local.\n"
)


def _dict(entries: list) -> d.Doc:
    return d.bracket("{", [[k, ": ", v] for k, v in entries], "}")


def _list(items: list) -> d.Doc:
    return d.bracket("[", items, "]")


def _scalar(kind: str, value) -> d.Doc:
    if kind in (STRING, ENUM):
        return py_str(value)
    if kind == BOOL:
        return "True" if value else "False"
    if kind == INT:
        return str(int(value))
    raise AssertionError(kind)  # pragma: no cover


class Writer:
    """Turns request parameters into Python argument docs."""

    def __init__(self, native: bool):
        self.native = native
        self.uses_decimal = False
        self.uses_binary = False

    # -- values --------------------------------------------------------------
    def value(self, ddb: dict) -> d.Doc:
        return self.native_value(ddb) if self.native else self.wire_value(ddb)

    def wire_value(self, ddb: dict) -> d.Doc:
        ((t, v),) = ddb.items()
        if t == "S" or t == "N":
            inner = py_str(v)
        elif t == "B":
            inner = py_bytes(base64.b64decode(v))
        elif t in ("BOOL", "NULL"):
            inner = "True" if v else "False"
        elif t in ("SS", "NS"):
            inner = _list([py_str(x) for x in v])
        elif t == "BS":
            inner = _list([py_bytes(base64.b64decode(x)) for x in v])
        elif t == "L":
            inner = _list([self.wire_value(x) for x in v])
        elif t == "M":
            inner = self.wire_attributes(v)
        else:  # pragma: no cover - validated by the core
            raise AssertionError(t)
        return _dict([(py_str(t), inner)])

    def wire_attributes(self, attributes: dict) -> d.Doc:
        """Attributes (a map's, a key's) as a dict of name -> DynamoDB JSON value."""
        return _dict([(py_str(k), self.wire_value(x)) for k, x in attributes.items()])

    def number(self, text: str) -> str:
        self.uses_decimal = True
        return f"Decimal({py_str(text)})"

    def binary(self, b64: str) -> str:
        self.uses_binary = True
        return f"Binary({py_bytes(base64.b64decode(b64))})"

    def native_value(self, ddb: dict) -> d.Doc:
        ((t, v),) = ddb.items()
        if t == "S":
            return py_str(v)
        if t == "N":
            return self.number(v)
        if t == "B":
            return self.binary(v)
        if t == "BOOL":
            return "True" if v else "False"
        if t == "NULL":
            return "None"
        if t == "SS":
            return d.bracket("{", [py_str(x) for x in v], "}")
        if t == "NS":
            return d.bracket("{", [self.number(x) for x in v], "}")
        if t == "BS":
            return d.bracket("{", [self.binary(x) for x in v], "}")
        if t == "L":
            return _list([self.native_value(x) for x in v])
        if t == "M":
            return _dict([(py_str(k), self.native_value(x)) for k, x in v.items()])
        raise AssertionError(t)  # pragma: no cover

    # -- parameters ----------------------------------------------------------
    def param(self, name: str, value) -> d.Doc:
        kind = PARAM_KINDS[name]
        if kind == ITEM:
            return _dict([(py_str(k), self.value(v)) for k, v in value.items()])
        if kind == NAMES:
            return _dict([(py_str(k), py_str(v)) for k, v in value.items()])
        if kind == TRANSACT:
            return _list(
                [_dict([(py_str(action), self.body(body)) for action, body in entry.items()]) for entry in value]
            )
        if kind == KEYS:
            return _list([self.param("Key", k) for k in value])
        if kind == BATCH:
            return _dict(
                [
                    (py_str(table), self.param("TransactItems", body) if isinstance(body, list) else self.body(body))
                    for table, body in value.items()
                ]
            )
        return _scalar(kind, value)

    def body(self, params: dict) -> d.Doc:
        return _dict([(py_str(k), self.param(k, v)) for k, v in params.items()])

    def call(self, target: str, params: dict) -> str:
        args = [[k, "=", self.param(k, v)] for k, v in params.items()]
        return d.render(d.bracket(f"response = {target}(", args, ")"), WIDTH)


def python_client(operation: str, params: dict) -> str:
    w = Writer(native=False)
    call = w.call(f"client.{snake(operation)}", params)
    return f'import boto3\n\n{ENV_COMMENT}client = boto3.client("dynamodb")\n\n{call}\nprint(response)\n'


def python_resource(operation: str, params: dict) -> str:
    w = Writer(native=True)
    if operation in TRANSACTIONS:
        call = w.call(f"dynamodb.meta.client.{snake(operation)}", params)
        setup = (
            'dynamodb = boto3.resource("dynamodb")\n'
            "\n"
            "# A Table has no transaction methods. The resource's own client,\n"
            "# dynamodb.meta.client, takes the same Python values as the Table methods\n"
            '# (the resource converts them for it), where boto3.client("dynamodb") would\n'
            "# need DynamoDB JSON.\n"
        )
    else:
        rest = {k: v for k, v in params.items() if k != "TableName"}
        call = w.call("table." + snake(operation), rest)
        setup = f'dynamodb = boto3.resource("dynamodb")\ntable = dynamodb.Table({py_str(params["TableName"])})\n\n'
    imports = ""
    if w.uses_decimal:
        imports += "from decimal import Decimal\n\n"
    imports += "import boto3\n"
    if w.uses_binary:
        imports += "from boto3.dynamodb.types import Binary\n"
    return f"{imports}\n{ENV_COMMENT}{setup}{call}\nprint(response)\n"
