"""Code for the batch operations (BatchWriteItem, BatchGetItem): the call,
then the standard loop for what DynamoDB leaves unprocessed (throttling, the
16 MB of a BatchGetItem): send just those again, waiting twice as long each
time (exponential backoff), at most :data:`ATTEMPTS` calls in all, then stop
with an error naming what is left. Each attempt sends only the requests not
yet processed, so nothing is written twice.

Java, Go and the libraries' tabs say plainly that they do not write batches
(:data:`NOT_WRITTEN`)."""

from __future__ import annotations

import shlex

from . import doc as d
from . import javascript as js
from . import python as py
from .cli import _has_binary, request_json
from .common import DOCUMENT_COMMANDS, kebab, snake

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
    flags = " --cli-binary-format base64" if _has_binary(params) else ""
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
    "java": "Java (SDK 2.x)",
    "go": "Go (SDK v2)",
    "partiql": "PartiQL",
    "pynamodb": "PynamoDB",
    "toolbox": "dynamodb-toolbox",
    "electrodb": "ElectroDB",
}


def not_written(fmt: str, operation: str) -> str:
    comment = "//" if fmt in ("java", "go", "toolbox", "electrodb") else "#"
    return (
        f"{comment} This tab does not write {operation} requests: the {NOT_WRITTEN[fmt]} target covers\n"
        f"{comment} single-item operations, queries, scans and transactions only. Use the boto3, AWS CLI\n"
        f"{comment} or JavaScript tabs, which send the batch and retry its unprocessed requests.\n"
    )


EMITTERS = {
    "cli": cli,
    "python_client": python_client,
    "python_resource": python_resource,
    "js_client": js_client,
    "js_document": js_document,
}


def emit_batch(fmt: str, operation: str, params: dict) -> str:
    if fmt in EMITTERS:
        return EMITTERS[fmt](operation, params)
    return not_written(fmt, operation)
