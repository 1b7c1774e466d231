"""Code for the batch operations (BatchWriteItem, BatchGetItem): the call,
then the standard loop for what DynamoDB leaves unprocessed (throttling, the
16 MB of a BatchGetItem): send just those again, waiting twice as long each
time (exponential backoff), at most :data:`ATTEMPTS` calls in all, then stop
with an error naming what is left. Each attempt sends only the requests not
yet processed, so nothing is written twice.

The libraries' tabs say plainly that they do not write batches
(:data:`NOT_WRITTEN`)."""

from __future__ import annotations

import shlex

from . import doc as d
from . import javascript as js
from . import python as py
from .cli import has_binary, request_json
from .common import DOCUMENT_COMMANDS, go_str, java_str, kebab, snake
from .go import MAIN_OPEN as GO_MAIN_OPEN
from .go import UNIT_WIDTH as GO_UNIT_WIDTH
from .go import Writer as GoWriter
from .go import go_fields, go_literal, render_go
from .java import ENV_COMMENT as JAVA_ENV_COMMENT
from .java import WIDTH as JAVA_WIDTH
from .java import Writer as JavaWriter
from .java import java_args, java_chain
from .partiql import cannot_say as py_cannot_say
from .toolbox import cannot_say as js_cannot_say

ATTEMPTS = 8
FIRST_DELAY_MS = 50

UNPROCESSED = {"BatchWriteItem": "UnprocessedItems", "BatchGetItem": "UnprocessedKeys"}


def _py_program(operation: str, params: dict, native: bool) -> str:
    w = py.Writer(native=native)
    items = d.render(["request_items = ", w.param("RequestItems", params["RequestItems"])], py.WIDTH)
    options = "".join(f", {k}={w.param(k, v)}" for k, v in params.items() if k != "RequestItems")
    left = UNPROCESSED[operation]
    if native:
        setup = (
            'dynamodb = boto3.resource("dynamodb")\n\n'
            "# The service resource's batch methods take plain Python values, as a Table does.\n"
        )
        target = f"dynamodb.{snake(operation)}"
    else:
        setup = 'client = boto3.client("dynamodb")\n\n'
        target = f"client.{snake(operation)}"
    imports = "import time\n"
    if w.uses_decimal:
        imports += "from decimal import Decimal\n"
    imports += "\nimport boto3\n"
    if w.uses_binary:
        imports += "from boto3.dynamodb.types import Binary\n"
    return (
        f"{imports}\n{py.ENV_COMMENT}{setup}{items}\n\n"
        f"# DynamoDB may leave some requests unprocessed ({left}): send just those\n"
        "# again, waiting twice as long each time (exponential backoff).\n"
        f"for attempt in range({ATTEMPTS}):\n"
        f"    response = {target}(RequestItems=request_items{options})\n"
        "    print(response)\n"
        f'    request_items = response.get("{left}")\n'
        "    if not request_items:\n"
        "        break\n"
        f"    time.sleep({FIRST_DELAY_MS / 1000} * 2**attempt)\n"
        "else:\n"
        f'    raise RuntimeError(f"still unprocessed after {ATTEMPTS} attempts: {{request_items}}")\n'
    )


def python_client(operation: str, params: dict) -> str:
    return _py_program(operation, params, native=False)


def python_resource(operation: str, params: dict) -> str:
    tables = params["RequestItems"]
    if operation == "BatchWriteItem" and len(tables) == 1 and len(params) == 1:
        return _batch_writer(params)
    return _py_program(operation, params, native=True)


def _batch_writer(params: dict) -> str:
    """One table, no options: Table.batch_writer, which sends 25 at a time and
    sends unprocessed items again itself."""
    w = py.Writer(native=True)
    ((table, requests),) = params["RequestItems"].items()
    calls = []
    for entry in requests:
        ((kind, body),) = entry.items()
        method, field = ("put_item", "Item") if kind == "PutRequest" else ("delete_item", "Key")
        calls.append(d.render([f"    batch.{method}({field}=", w.param(field, body[field]), ")"], py.WIDTH))
    imports = ""
    if w.uses_decimal:
        imports += "from decimal import Decimal\n\n"
    imports += "import boto3\n"
    if w.uses_binary:
        imports += "from boto3.dynamodb.types import Binary\n"
    body = "\n".join(calls)
    return (
        f"{imports}\n{py.ENV_COMMENT}"
        f'dynamodb = boto3.resource("dynamodb")\ntable = dynamodb.Table({py.py_str(table)})\n\n'
        "# batch_writer sends the requests 25 at a time and sends any that DynamoDB\n"
        "# leaves unprocessed again itself, with backoff.\n"
        f"with table.batch_writer() as batch:\n{body}\n"
        'print("written")\n'
    )


def cli(operation: str, params: dict) -> str:
    """A bash loop around the command (jq reads the unprocessed requests)."""
    flags = " --cli-binary-format base64" if has_binary(params) else ""
    for k, v in params.items():
        if k != "RequestItems":
            flags += f" --{kebab(k)} {shlex.quote(str(v))}"
    left = UNPROCESSED[operation]
    items = shlex.quote(request_json(params["RequestItems"]))
    return (
        f"request_items={items}\n"
        f"# DynamoDB may leave some requests unprocessed ({left}): send just those\n"
        "# again, waiting twice as long each time (exponential backoff). Needs jq.\n"
        "delay=1\n"
        f"for attempt in $(seq {ATTEMPTS}); do\n"
        f'  response=$(aws dynamodb {kebab(operation)}{flags} --request-items "$request_items" --output json) || exit 1\n'
        "  printf '%s\\n' \"$response\"\n"
        f"  request_items=$(printf '%s' \"$response\" | jq -c '.{left} // {{}}')\n"
        '  if [ "$request_items" = "{}" ]; then exit 0; fi\n'
        '  sleep "$delay"\n'
        "  delay=$((delay * 2))\n"
        "done\n"
        f'echo "still unprocessed after {ATTEMPTS} attempts: $request_items" >&2\n'
        "exit 1\n"
    )


def _js_loop(program: str, operation: str, command: str) -> str:
    """The single-call program of :mod:`.javascript` with its call in the retry loop."""
    left = UNPROCESSED[operation]
    send = f"const response = await client.send(new {command}(input));\nconsole.dir(response, {{ depth: null }});\n"
    assert program.endswith(send)
    loop = (
        f"// DynamoDB may leave some requests unprocessed ({left}): send just those\n"
        "// again, waiting twice as long each time (exponential backoff).\n"
        f"for (let attempt = 0; ; attempt++) {{\n"
        f"  const response = await client.send(new {command}(input));\n"
        "  console.dir(response, { depth: null });\n"
        f"  const left = response.{left} ?? {{}};\n"
        "  if (Object.keys(left).length === 0) break;\n"
        f"  if (attempt === {ATTEMPTS - 1}) {{\n"
        f"    throw new Error(`still unprocessed after {ATTEMPTS} attempts: ${{JSON.stringify(left)}}`);\n"
        "  }\n"
        f"  await new Promise((resolve) => setTimeout(resolve, {FIRST_DELAY_MS} * 2 ** attempt));\n"
        "  input = { ...input, RequestItems: left };\n"
        "}\n"
    )
    return program[: -len(send)].replace("const input = ", "let input = ", 1) + "\n" + loop


def js_client(operation: str, params: dict) -> str:
    return _js_loop(js.js_client(operation, params), operation, f"{operation}Command")


def js_document(operation: str, params: dict) -> str:
    return _js_loop(js.js_document(operation, params), operation, DOCUMENT_COMMANDS[operation])


NOT_WRITTEN = {
    "partiql": "PartiQL",
    "pynamodb": "PynamoDB",
    "toolbox": "dynamodb-toolbox",
    "electrodb": "ElectroDB",
}


def not_written(fmt: str, operation: str) -> str:
    """A library tab's answer to a batch: what it cannot say, and a program
    that stops before sending anything (as for any request it cannot say)."""
    lib = NOT_WRITTEN[fmt]
    reason = (
        f"{operation}: the {lib} target covers single-item operations, queries, scans and "
        "transactions only; the SDK tabs (AWS CLI, boto3, JavaScript, Java, Go) send the batch "
        "and retry its unprocessed requests"
    )
    if fmt in ("toolbox", "electrodb"):
        return js_cannot_say(lib, operation, [reason])
    return py_cannot_say(lib, operation, [reason])


# -- Go -----------------------------------------------------------------------------------
def go(operation: str, params: dict) -> str:
    w = GoWriter()
    w.uses_types = True
    tables = []
    for table, body in params["RequestItems"].items():
        if operation == "BatchWriteItem":
            requests = []
            for entry in body:
                ((kind, inner),) = entry.items()
                field_name = "Item" if kind == "PutRequest" else "Key"
                struct = go_fields(f"&types.{kind}", [(field_name, w.item(inner[field_name]))])
                requests.append(go_fields("", [(kind, struct)]))
            tables.append((go_str(table), go_literal("", requests)))
        else:
            fields = [("Keys", go_literal("[]map[string]types.AttributeValue", [w.item(k) for k in body["Keys"]]))]
            fields += [(k, w.field(k, v, None)) for k, v in body.items() if k != "Keys"]
            tables.append((go_str(table), go_fields("", fields)))
    element = "[]types.WriteRequest" if operation == "BatchWriteItem" else "types.KeysAndAttributes"
    fields = [("RequestItems", go_fields(f"map[string]{element}", tables))]
    fields += [(k, w.field(k, v, None)) for k, v in params.items() if k != "RequestItems"]
    head = "input := "
    literal = head + render_go(go_fields(f"&dynamodb.{operation}Input", fields), 1, GO_UNIT_WIDTH + len(head))
    left = UNPROCESSED[operation]
    sdk = ['\t"github.com/aws/aws-sdk-go-v2/aws"\n'] if w.uses_aws else []
    sdk += [
        '\t"github.com/aws/aws-sdk-go-v2/config"\n',
        '\t"github.com/aws/aws-sdk-go-v2/service/dynamodb"\n',
        '\t"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"\n',
    ]
    return (
        "package main\n"
        "\n"
        "import (\n"
        '\t"context"\n'
        '\t"fmt"\n'
        '\t"log"\n'
        '\t"time"\n'
        "\n"
        f"{''.join(sdk)}"
        ")\n"
        "\n"
        f"{GO_MAIN_OPEN}"
        "\n"
        f"\t{literal}\n"
        f"\t// DynamoDB may leave some requests unprocessed ({left}): send just those\n"
        "\t// again, waiting twice as long each time (exponential backoff).\n"
        "\tfor attempt := 0; ; attempt++ {\n"
        f"\t\tout, err := client.{operation}(ctx, input)\n"
        "\t\tif err != nil {\n"
        "\t\t\tlog.Fatal(err)\n"
        "\t\t}\n"
        '\t\tfmt.Printf("%+v\\n", out)\n'
        f"\t\tif len(out.{left}) == 0 {{\n"
        "\t\t\tbreak\n"
        "\t\t}\n"
        f"\t\tif attempt == {ATTEMPTS - 1} {{\n"
        f'\t\t\tlog.Fatalf("still unprocessed after {ATTEMPTS} attempts: %+v", out.{left})\n'
        "\t\t}\n"
        f"\t\ttime.Sleep(time.Duration({FIRST_DELAY_MS}<<attempt) * time.Millisecond)\n"
        f"\t\tinput.RequestItems = out.{left}\n"
        "\t}\n"
        "}\n"
    )


# -- Java ---------------------------------------------------------------------------------
def java(operation: str, params: dict) -> str:
    w = JavaWriter()
    tables = []
    for table, body in params["RequestItems"].items():
        if operation == "BatchWriteItem":
            requests = []
            for entry in body:
                ((kind, inner),) = entry.items()
                field_name = "Item" if kind == "PutRequest" else "Key"
                values = w.map([(java_str(k), w.value(v)) for k, v in inner[field_name].items()])
                built = java_chain(f"{w.model(kind)}.builder()", [java_args(field_name.lower(), [values]), "build()"])
                setter = "putRequest" if kind == "PutRequest" else "deleteRequest"
                requests.append(
                    java_chain(f"{w.model('WriteRequest')}.builder()", [java_args(setter, [built]), "build()"])
                )
            tables.append((java_str(table), w.list(requests)))
        else:
            keys = w.list([w.map([(java_str(k), w.value(v)) for k, v in key.items()]) for key in body["Keys"]])
            calls = [java_args("keys", [keys])]
            calls += [w.setter(k, v) for k, v in body.items() if k != "Keys"]
            tables.append(
                (java_str(table), java_chain(f"{w.model('KeysAndAttributes')}.builder()", calls + ["build()"]))
            )
    element = (
        f"{w.use('java.util.List')}<{w.model('WriteRequest')}>"
        if operation == "BatchWriteItem"
        else w.model("KeysAndAttributes")
    )
    map_type = f"{w.use('java.util.Map')}<String, {element}>"
    items = d.render([f"{map_type} requestItems = ", w.map(tables), ";"], JAVA_WIDTH, "    ", level=3)
    options = [w.setter(k, v) for k, v in params.items() if k != "RequestItems"]
    request_cls = w.model(f"{operation}Request")
    request = d.render(
        java_chain(f"{request_cls}.builder()", [java_args("requestItems", ["requestItems"]), *options, "build()"]),
        JAVA_WIDTH,
        "    ",
        level=4,
    )
    response_cls = w.model(f"{operation}Response")
    client = w.use("software.amazon.awssdk.services.dynamodb.DynamoDbClient")
    left = UNPROCESSED[operation]
    getter = left[0].lower() + left[1:]
    imports = "".join(f"import {name};\n" for name in sorted(w.imports))
    cls = f"{operation}Example"
    return (
        f"{imports}\n"
        f"// Save as {cls}.java\n"
        f"public class {cls} {{\n"
        f"{JAVA_ENV_COMMENT}"
        "    public static void main(String[] args) throws InterruptedException {\n"
        f"        try ({client} client = {client}.create()) {{\n"
        f"            {items}\n"
        f"            // DynamoDB may leave some requests unprocessed ({left}): send just those\n"
        "            // again, waiting twice as long each time (exponential backoff).\n"
        "            for (int attempt = 0; ; attempt++) {\n"
        f"                {request_cls} request = {request};\n"
        f"                {response_cls} response = client.{operation[0].lower() + operation[1:]}(request);\n"
        "                System.out.println(response);\n"
        f"                requestItems = response.{getter}();\n"
        "                if (requestItems.isEmpty()) {\n"
        "                    break;\n"
        "                }\n"
        f"                if (attempt == {ATTEMPTS - 1}) {{\n"
        f'                    throw new IllegalStateException("still unprocessed after {ATTEMPTS} attempts: " + requestItems);\n'
        "                }\n"
        f"                Thread.sleep({FIRST_DELAY_MS}L << attempt);\n"
        "            }\n"
        "        }\n"
        "    }\n"
        "}\n"
    )


EMITTERS = {
    "cli": cli,
    "go": go,
    "java": java,
    "python_client": python_client,
    "python_resource": python_resource,
    "js_client": js_client,
    "js_document": js_document,
}


def emit_batch(fmt: str, operation: str, params: dict) -> str:
    if fmt in EMITTERS:
        return EMITTERS[fmt](operation, params)
    return not_written(fmt, operation)
