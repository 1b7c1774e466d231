"""Pasted code read as the real tools send it: each command and each
DocumentClient call below is also given to the real thing, and what the
builder reads must be the request the tool would put on the wire.

- ``aws dynamodb ...`` (builder/cli_command.py): the venv's AWS CLI, run with
  ``--debug`` against a closed port; botocore logs the body it was about to
  send before it fails to connect.
- ``new UpdateCommand({...})`` (builder/js_call.py): Node.js with the repo's
  ``@aws-sdk/lib-dynamodb``; a middleware at the ``build`` step, after the
  DocumentClient marshalled the input, keeps it and answers in DynamoDB's place.

Nothing is sent anywhere. (boto3's Table calls are held to what boto3 puts on
the wire in tests/test_python_call.py.)
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess

import pytest

from builder.cli_command import read_command
from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.js_call import JsError, read_js_call
from tests.conftest import REPO_ROOT, aws_cli_env, js_sdk_workdir, missing_component
from tests.fixtures import same_request

pytestmark = pytest.mark.integration

AWS = REPO_ROOT / ".venv" / "bin" / "aws"


def sent_by_the_aws_cli(command: str) -> dict:
    """The JSON body the AWS CLI would send for ``command`` (a shell line)."""
    if not AWS.exists():
        missing_component(".venv/bin/aws not found: the AWS CLI (requirements-dev.txt) reads the commands")
    env = aws_cli_env()
    env["PATH"] = f"{AWS.parent}{os.pathsep}{env.get('PATH', '')}"
    line = command.replace("\\\n", " ") + " --endpoint-url http://127.0.0.1:9 --cli-connect-timeout 1 --debug"
    proc = subprocess.run(
        ["bash", "-c", line], env=env, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )
    found = re.search(r"with params: .*?'body': (b'(?:[^'\\]|\\.)*')", proc.stderr)
    assert found, f"the AWS CLI logged no request body:\n{proc.stderr[-2000:]}"
    return json.loads(ast.literal_eval(found.group(1)))


CLI_COMMANDS = [
    # the forms AWS's documentation and READMEs write (backslash line ends, JSON in single quotes)
    """aws dynamodb update-item \\
    --table-name dev-claude-users \\
    --key '{"userId": {"S": "alice"}}' \\
    --update-expression "SET #status = :suspended" \\
    --condition-expression "attribute_exists(userId)" \\
    --expression-attribute-names '{"#status": "status"}' \\
    --expression-attribute-values '{":suspended": {"S": "suspended"}}' \\
    --return-values ALL_NEW""",
    # JSON in escaped double quotes, global options around the command
    'aws --region eu-west-1 dynamodb delete-item --table-name "T" --key "{\\"id\\":{\\"S\\":\\"a b\\"}}" --output text',
    # flags, numbers and lists
    "aws dynamodb scan --table-name T --no-consistent-read --limit 5 --segment 0 --total-segments 2 "
    "--attributes-to-get a b c --return-consumed-capacity TOTAL",
    'aws dynamodb get-item --table-name T --key \'{"a": {"N": "1"}}\' --consistent-read '
    "--projection-expression 'a, #b' --expression-attribute-names '{\"#b\": \"b\"}'",
    # the whole request in --cli-input-json, an option beside it taking precedence
    'aws dynamodb put-item --cli-input-json \'{"TableName": "A", "Item": {"a": {"S": "x"}}}\' --table-name B',
    # a transaction (no binary: the AWS CLI v1 here reads B values otherwise than v2)
    "aws dynamodb transact-write-items --transact-items "
    '\'[{"Put": {"TableName": "T", "Item": {"id": {"S": "a"}, "b": {"BOOL": true}}, '
    '"ConditionExpression": "attribute_not_exists(id)"}}, '
    '{"Update": {"TableName": "T", "Key": {"id": {"S": "p"}}, "UpdateExpression": "ADD n :one", '
    '"ExpressionAttributeValues": {":one": {"N": "1"}}}}]\' --client-request-token tok-1',
    "aws dynamodb query --table-name T --key-condition-expression 'pk = :p AND begins_with(sk, :s)' "
    '--expression-attribute-values \'{":p": {"S": "a"}, ":s": {"S": "b#"}}\' --no-scan-index-forward '
    '--exclusive-start-key \'{"pk": {"S": "a"}, "sk": {"S": "b#1"}}\' --select ALL_ATTRIBUTES',
]


@pytest.mark.parametrize("command", CLI_COMMANDS)
def test_a_command_is_read_as_the_aws_cli_sends_it(command):
    _, params, _ = read_command(command, max_bytes=PASTE_MAX_BYTES, max_depth=STATE_MAX_DEPTH)
    assert params == sent_by_the_aws_cli(command)


# ---------------------------------------------------------------------------
# The DocumentClient (@aws-sdk/lib-dynamodb)
# ---------------------------------------------------------------------------
NODE_PROGRAM = """
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import * as lib from "@aws-sdk/lib-dynamodb";
const { DynamoDBDocumentClient, NumberValue } = lib;
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: "us-east-1", credentials: { accessKeyId: "x", secretAccessKey: "x" } }),
);
client.middlewareStack.add(
  () => async (args) => {
    const wire = JSON.stringify(args.input, (key, value) => {
      if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
      if (value && value.type === "Buffer" && Array.isArray(value.data)) return Buffer.from(value.data).toString("base64");
      if (value instanceof Set) return [...value];
      return value;
    });
    process.stdout.write(wire);
    return { output: { $metadata: {} }, response: {} };
  },
  { step: "build", name: "keepWhatIsSent" },
);
const input = %s;
await client.send(new lib.%s(input));
"""

DOCUMENT_CALLS = [
    """new PutCommand({
  TableName: 'Social',  // comments, single quotes, trailing commas
  Item: { PK: `POST#a91f`, "SK": 'LIKE#USER#7c20', likedAt: 1750636800, ratio: 0.1, neg: -1.5e3, hex: 0xff,
          tags: new Set(["a", "b"]), counts: new Set([1, 2.5]), blob: new Uint8Array([0, 1, 255]),
          b64: Buffer.from("aGk=", "base64"), text: Buffer.from("hé", "utf8"),
          big: NumberValue.from("12345678901234567890.5"), nothing: null, yes: true,
          nested: { list: [1, "x", [false, null], { deep: "y" }], empty: {} } },
  ConditionExpression: "attribute_not_exists(SK)",
})""",
    """new UpdateCommand({
  TableName: "Social",
  Key: { PK: "POST#a91f", SK: "META" },
  UpdateExpression: "ADD likeTally :one SET #u = :now",
  ExpressionAttributeNames: { "#u": "updatedAt" },
  ExpressionAttributeValues: { ":one": 1, ":now": "2026-12-05T00:00:00Z" },
  ReturnValues: "UPDATED_NEW",
})""",
    """new QueryCommand({
  TableName: "Social",
  KeyConditionExpression: "PK = :pk AND SK BETWEEN :a AND :b",
  FilterExpression: "size(tags) > :n",
  ExpressionAttributeValues: { ":pk": "POST#a91f", ":a": "LIKE#", ":b": "LIKE#~", ":n": 2 },
  ExclusiveStartKey: { PK: "POST#a91f", SK: "LIKE#USER#1" },
  Limit: 25,
})""",
    """new TransactWriteCommand({
  TransactItems: [
    { Put: { TableName: "Social", Item: { PK: "p", SK: "c", at: 17 }, ConditionExpression: "attribute_not_exists(SK)" } },
    { Update: { TableName: "Social", Key: { PK: "p", SK: "META" }, UpdateExpression: "ADD n :one",
                ExpressionAttributeValues: { ":one": 1 } } },
  ],
})""",
    """new BatchWriteCommand({
  RequestItems: { Social: [ { PutRequest: { Item: { PK: "a", SK: "b", list: [1n, 2n] } } },
                            { DeleteRequest: { Key: { PK: "a", SK: "c" } } } ] },
})""",
]


@pytest.fixture(scope="module")
def node_dir():
    yield from js_sdk_workdir("paste-js-", "the DocumentClient's own marshalling is the reference")


@pytest.mark.parametrize("call", DOCUMENT_CALLS, ids=lambda c: c.split("(", 1)[0].split()[-1])
def test_a_documentclient_call_is_read_as_the_sdk_marshalls_it(call, node_dir):
    command = re.match(r"new (\w+)\(", call).group(1)
    literal = call[call.index("(") + 1 : call.rindex(")")]
    program = node_dir / f"{command}.mjs"
    program.write_text(NODE_PROGRAM % (literal, command), encoding="utf-8")
    proc = subprocess.run(
        ["node", str(program)], capture_output=True, text=True, timeout=60, cwd=node_dir, stdin=subprocess.DEVNULL
    )
    assert proc.returncode == 0, proc.stderr
    sent = json.loads(proc.stdout)
    _, params, _ = read_js_call(call, max_depth=STATE_MAX_DEPTH)
    assert same_request(params) == same_request(sent)


def test_a_number_past_max_safe_integer_is_refused_as_the_documentclient_refuses_it(node_dir):
    call = 'new PutCommand({ TableName: "T", Item: { id: "a", n: 9007199254740993 } })'
    program = node_dir / "unsafe.mjs"
    program.write_text(NODE_PROGRAM % (call[call.index("(") + 1 : call.rindex(")")], "PutCommand"), encoding="utf-8")
    proc = subprocess.run(
        ["node", str(program)], capture_output=True, text=True, timeout=60, cwd=node_dir, stdin=subprocess.DEVNULL
    )
    assert proc.returncode != 0 and "MAX_SAFE_INTEGER" in proc.stderr, proc.stderr
    with pytest.raises(JsError, match=r"beyond Number\.MAX_SAFE_INTEGER"):
        read_js_call(call, max_depth=STATE_MAX_DEPTH)
