"""Go with the AWS SDK for Go v2 (``service/dynamodb`` and its ``types``):
a complete ``package main``."""

from __future__ import annotations

import base64
import math

from .common import BOOL, ENUM, INT, ITEM, NAMES, PARAM_KINDS, STRING, TRANSACT, go_bytes, go_str

WIDTH = 100
UNIT = "\t"
UNIT_WIDTH = 4

# API parameter -> its Go enum type in the types package
ENUM_TYPES = {
    "ReturnValues": "ReturnValue",
    "ReturnValuesOnConditionCheckFailure": "ReturnValuesOnConditionCheckFailure",
    "Select": "Select",
    "ReturnConsumedCapacity": "ReturnConsumedCapacity",
    "ReturnItemCollectionMetrics": "ReturnItemCollectionMetrics",
}
TRANSACT_ITEM = {"TransactWriteItems": "TransactWriteItem", "TransactGetItems": "TransactGetItem"}

ENV_COMMENT = (
    "\t// LoadDefaultConfig reads the region (AWS_REGION or AWS_DEFAULT_REGION), the\n"
    "\t// credentials and the endpoint from the environment: AWS_ENDPOINT_URL_DYNAMODB\n"
    "\t// (or AWS_ENDPOINT_URL) points the client at another endpoint, such as\n"
    "\t// DynamoDB Local.\n"
)
# every program's opening: the context, the SDK's default configuration (the
# environment says which endpoint) and the client
MAIN_OPEN = (
    "func main() {\n"
    "\tctx := context.Background()\n"
    f"{ENV_COMMENT}"
    "\tcfg, err := config.LoadDefaultConfig(ctx)\n"
    "\tif err != nil {\n"
    "\t\tlog.Fatal(err)\n"
    "\t}\n"
    "\tclient := dynamodb.NewFromConfig(cfg)\n"
)


class _Lit:
    """A composite literal ``Type{...}``: elements are (key or None, node),
    a node being a _Lit or a string of code."""

    __slots__ = ("items", "type")

    def __init__(self, type_: str, items: list):
        self.type = type_
        self.items = items


def _literal(type_: str, values: list) -> _Lit:
    return _Lit(type_, [(None, v) for v in values])


def _fields(type_: str, fields: list) -> _Lit:
    return _Lit(type_, list(fields))


# public names for the batch programs (emit/batch.py)
go_fields = _fields
go_literal = _literal


def flat_literal(node) -> str:
    if isinstance(node, str):
        return node
    inner = ", ".join(flat_literal(v) if k is None else f"{k}: {flat_literal(v)}" for k, v in node.items)
    return f"{node.type}{{{inner}}}"


def flat_literal_within(node, room: int) -> str | None:
    """``flat_literal(node)`` when it is at most ``room`` characters, else None, found
    without writing much more than ``room``: a literal that does not fit is
    written a level at a time, and writing each level whole cost its size times
    its depth (a list 30 levels deep: 10 s)."""
    if isinstance(node, str):
        return node if len(node) <= room else None
    parts = [node.type, "{"]
    used = len(node.type) + 2
    for i, (key, value) in enumerate(node.items):
        if i:
            parts.append(", ")
            used += 2
        if key is not None:
            parts.append(f"{key}: ")
            used += len(key) + 2
        if used > room:
            return None
        inner = flat_literal_within(value, room - used)
        if inner is None:
            return None
        parts.append(inner)
        used += len(inner)
    parts.append("}")
    return "".join(parts) if used <= room else None


def render_go(node, level: int, col: int) -> str:
    """Lay a literal out the way gofmt leaves it: on one line when it fits in
    WIDTH, otherwise one element a line with a trailing comma, and the values
    of consecutive one-line ``key: value`` elements aligned in a column."""
    if isinstance(node, str):
        return node
    if not node.items:
        return flat_literal(node)
    flat = flat_literal_within(node, WIDTH - col - 1)
    if flat is not None:
        return flat
    indent = UNIT * (level + 1)
    base = (level + 1) * UNIT_WIDTH
    rendered = []
    for key, value in node.items:
        start = base + (len(key) + 2 if key is not None else 0)
        rendered.append((key, render_go(value, level + 1, start)))
    lines = []
    for section in _sections(rendered):
        width = max((len(k) + 1 for k, v in section if k is not None and "\n" not in v), default=0)
        for key, value in section:
            if key is None:
                lines.append(f"{indent}{value},")
            elif "\n" in value:
                lines.append(f"{indent}{key}: {value},")
            else:
                lines.append(f"{indent}{key}:{' ' * (width - len(key))}{value},")
    return f"{node.type}{{\n" + "\n".join(lines) + f"\n{UNIT * level}}}"


def _sections(rendered: list) -> list:
    """Split a broken literal's elements where gofmt starts a new alignment
    section (go/printer exprList): before and after every element that spans
    lines, and where a key's length jumps against the geometric mean of the
    keys before it (only when a key is longer than 40 bytes)."""
    sections: list = []
    prev_size = 0
    lnsum, count = 0.0, 0
    for i, (key, value) in enumerate(rendered):
        if "\n" in value:
            size = 0
        else:
            size = len((key if key is not None else value).encode("utf-8"))
        new_section = True
        if prev_size > 0 and size > 0:
            if count == 0 or (prev_size <= 40 and size <= 40):
                new_section = False
            else:
                ratio = size / math.exp(lnsum / count)
                new_section = 2.5 * ratio <= 1 or ratio >= 2.5
        if i == 0 or new_section:
            sections.append([])
            if i:
                lnsum, count = 0.0, 0
        sections[-1].append((key, value))
        if size > 0:
            lnsum += math.log(size)
            count += 1
        prev_size = size
    return sections


def enum_constant(param: str, value: str) -> str:
    """``UPDATED_NEW`` -> ``types.ReturnValueUpdatedNew`` (the SDK's generated names)."""
    suffix = "".join(part.capitalize() for part in value.split("_"))
    return f"types.{ENUM_TYPES[param]}{suffix}"


class Writer:
    def __init__(self):
        self.uses_types = False
        self.uses_aws = False

    def member(self, t: str, value: object) -> object:
        self.uses_types = True
        return _fields(f"&types.AttributeValueMember{t}", [("Value", value)])

    def value(self, ddb: dict) -> object:
        ((t, v),) = ddb.items()
        if t in ("S", "N"):
            return self.member(t, go_str(v))
        if t == "B":
            return self.member(t, go_bytes(base64.b64decode(v)))
        if t in ("BOOL", "NULL"):
            return self.member(t, "true" if v else "false")
        if t in ("SS", "NS"):
            return self.member(t, _literal("[]string", [go_str(x) for x in v]))
        if t == "BS":
            return self.member(t, _literal("[][]byte", [go_bytes(base64.b64decode(x)) for x in v]))
        if t == "L":
            return self.member(t, _literal("[]types.AttributeValue", [self.value(x) for x in v]))
        if t == "M":
            return self.member(t, self.item(v))
        raise AssertionError(t)  # pragma: no cover

    def item(self, values: dict) -> object:
        self.uses_types = True
        return _fields("map[string]types.AttributeValue", [(go_str(k), self.value(x)) for k, x in values.items()])

    def field(self, name: str, value, operation: str | None) -> object:
        kind = PARAM_KINDS[name]
        if kind == ITEM:
            return self.item(value)
        if kind == NAMES:
            return _fields("map[string]string", [(go_str(k), go_str(v)) for k, v in value.items()])
        if kind in (STRING, BOOL, INT):
            self.uses_aws = True
        if kind == STRING:
            return f"aws.String({go_str(value)})"
        if kind == ENUM:
            self.uses_types = True
            return enum_constant(name, value)
        if kind == BOOL:
            return f"aws.Bool({'true' if value else 'false'})"
        if kind == INT:
            return f"aws.Int32({int(value)})"
        if kind == TRANSACT:
            self.uses_types = True
            items = []
            for entry in value:
                ((action, body),) = entry.items()
                items.append(_fields("", [(action, self.struct(f"&types.{action}", body, None))]))
            return _literal(f"[]types.{TRANSACT_ITEM[operation]}", items)
        raise AssertionError(kind)  # pragma: no cover

    def struct(self, type_: str, params: dict, operation: str | None) -> object:
        return _fields(type_, [(k, self.field(k, v, operation)) for k, v in params.items()])


def go(operation: str, params: dict) -> str:
    w = Writer()
    head = f"out, err := client.{operation}(ctx, "
    input_lit = w.struct(f"&dynamodb.{operation}Input", params, operation)
    call = head + render_go(input_lit, 1, UNIT_WIDTH + len(head)) + ")"
    sdk = ['\t"github.com/aws/aws-sdk-go-v2/aws"\n'] if w.uses_aws else []
    sdk += [
        '\t"github.com/aws/aws-sdk-go-v2/config"\n',
        '\t"github.com/aws/aws-sdk-go-v2/service/dynamodb"\n',
    ]
    if w.uses_types:
        sdk.append('\t"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"\n')
    return (
        "package main\n"
        "\n"
        "import (\n"
        '\t"context"\n'
        '\t"fmt"\n'
        '\t"log"\n'
        "\n"
        f"{''.join(sdk)}"
        ")\n"
        "\n"
        f"{MAIN_OPEN}"
        "\n"
        f"\t{call}\n"
        "\tif err != nil {\n"
        "\t\tlog.Fatal(err)\n"
        "\t}\n"
        '\tfmt.Printf("%+v\\n", out)\n'
        "}\n"
    )
