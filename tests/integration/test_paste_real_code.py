"""Real code from other projects (tests/fixtures/real_code) read as the real
tools send it: each ``aws dynamodb`` command and each SDK for JavaScript
command the paste box reads must be the request the real tool puts on the wire.

- the commands: bash splits each one (an ``aws`` shell function prints the
  words it is given), and the venv's AWS CLI (its own driver,
  ``awscli.clidriver``, as ``aws`` runs it) reads them. A ``before-call``
  handler keeps the body botocore serialized and answers in DynamoDB's place;
- the JavaScript: Node.js with the repo's ``@aws-sdk/client-dynamodb`` and
  ``@aws-sdk/lib-dynamodb``, each command sent through the client of the
  package its source imports it from; a middleware at the ``build`` step
  keeps the request body the SDK serialized (the DocumentClient's values
  marshalled, then written as the JSON API takes them) and answers.

All the commands go to one Python process and all the calls to one Node.js
process. Nothing is sent anywhere. (The boto3 calls are held to boto3 in
tests/test_real_code_corpus.py; the refusals are there too.)
"""

from __future__ import annotations

import json
import re
import subprocess
from contextlib import contextmanager

import pytest

from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.pasted import read_code
from tests.conftest import REPO_ROOT, aws_cli_env, js_sdk_workdir, missing_component
from tests.fixtures import same_request
from tests.fixtures.real_code import CLI_CASES, JS_CASES

pytestmark = pytest.mark.integration

PYTHON = REPO_ROOT / ".venv" / "bin" / "python"
AWS = REPO_ROOT / ".venv" / "bin" / "aws"

CLI_WIRE = [c for c in CLI_CASES if c["expect"] == "wire"]
JS_WIRE = [c for c in JS_CASES if c["expect"] == "wire"]


def read(code: str) -> tuple[str, dict, list[str]]:
    found = read_code(code, max_bytes=PASTE_MAX_BYTES, max_depth=STATE_MAX_DEPTH)
    assert found is not None, "not read as code"
    return found


def cite_id(case: dict) -> str:
    return case["cite"].split(" ", 1)[1]


# ---------------------------------------------------------------------------
# The AWS CLI
# ---------------------------------------------------------------------------
# The words bash gives `aws`, NUL-separated (a shell function in aws's place).
SPLIT = 'aws() { printf "%s\\0" "$@"; }\n'

# Each argv list on stdin, read by the AWS CLI's driver; what it would send (or its rc and message) on stdout.
DRIVER = r"""
import io, json, sys
from contextlib import redirect_stderr, redirect_stdout
from awscli.clidriver import create_clidriver
from botocore.awsrequest import AWSResponse

out = []
for argv in json.load(sys.stdin):
    sent = []
    def keep(params, **kwargs):  # in DynamoDB's place: keep what botocore serialized, answer {}
        sent.append(params["body"])
        return AWSResponse(params["url"], 200, {}, None), {}
    driver = create_clidriver()
    driver.session.register("before-call.dynamodb", keep)
    err = io.StringIO()
    with redirect_stdout(io.StringIO()), redirect_stderr(err):
        try:
            rc = driver.main(argv)
        except SystemExit as e:  # argparse's refusal of an option
            rc = e.code
    body = sent[0] if sent else None
    if isinstance(body, bytes):
        body = body.decode("utf-8")
    out.append({"rc": rc, "body": json.loads(body) if body else None, "stderr": err.getvalue()[-2000:]})
json.dump(out, sys.stdout)
"""


def cli_env(command: str) -> dict:
    """No credentials or settings of the machine's; each shell variable the
    command names set to its own written form (``EXP=$EXP``), so the words the
    CLI gets are the command's as written, as the reader reads them."""
    env = aws_cli_env()
    for name in re.findall(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", command):
        env[name] = f"${name}"
    return env


def shell_split(command: str) -> tuple[list[str] | None, str]:
    """The words bash gives ``aws`` for ``command``, or None and bash's word
    when the shell refuses it (or runs more than the one command)."""
    proc = subprocess.run(
        ["bash", "-c", SPLIT + command],
        env=cli_env(command),
        capture_output=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    if proc.returncode != 0 or proc.stderr:
        return None, proc.stderr.decode("utf-8", "replace")
    return proc.stdout.decode("utf-8").split("\0")[:-1], ""


def sent_by_the_cli(argvs: list[list[str]]) -> list[dict]:
    proc = subprocess.run(
        [str(PYTHON), "-c", DRIVER],
        input=json.dumps(argvs),
        env=cli_env(""),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def cli_sent() -> dict:
    """cite -> what the AWS CLI does with the command: {"body"} or {"rc", "stderr"};
    a command the shell refuses: {"shell"}; ``cli_needs``: also with the option added."""
    if not AWS.exists():
        missing_component(".venv/bin/aws not found: the AWS CLI (requirements-dev.txt) reads the commands")
    runs: list[tuple[str, list[str]]] = []
    out: dict = {}
    for case in CLI_WIRE:
        for key, command in ((case["cite"], case["code"]), (case["cite"] + " as meant", case.get("as_meant"))):
            if command is None:
                continue
            argv, shell = shell_split(command)
            if argv is None:
                out[key] = {"shell": shell}
                continue
            runs.append((key, argv))
            if "cli_needs" in case:
                runs.append((key + " completed", [*argv, case["cli_needs"], "Needed"]))
    for (key, _), result in zip(runs, sent_by_the_cli([argv for _, argv in runs]), strict=True):
        out[key] = result
    return out


@pytest.mark.parametrize("case", CLI_WIRE, ids=cite_id)
def test_a_real_command_is_read_as_the_aws_cli_sends_it(case, cli_sent):
    _, params, _ = read(case["code"])
    sent = cli_sent[case["cite"]]
    if (
        "as_meant" in case
    ):  # the shell refuses it as written; the reader reads what the AWS CLI sends for what was meant
        assert "shell" in sent, sent
        sent = cli_sent[case["cite"] + " as meant"]
    if "cli_needs" in case:  # the AWS CLI refuses it without the option; the reader reads the rest
        assert sent["rc"] != 0 and case["cli_needs"] in sent["stderr"], sent
        body = cli_sent[case["cite"] + " completed"]["body"]
        member = next(k for k, v in body.items() if v == "Needed")
        assert member not in params
        params = {**params, member: "Needed"}
        sent = {"body": body}
    assert sent.get("body") is not None, sent
    assert params == sent["body"]


# ---------------------------------------------------------------------------
# The SDK for JavaScript v3
# ---------------------------------------------------------------------------
NODE_PROGRAM = """
import * as client from "@aws-sdk/client-dynamodb";
import * as lib from "@aws-sdk/lib-dynamodb";
const raw = new client.DynamoDBClient({ region: "us-east-1", credentials: { accessKeyId: "x", secretAccessKey: "x" } });
let kept;
raw.middlewareStack.add(
  () => async (args) => {
    const body = args.request.body;
    kept = typeof body === "string" ? body : Buffer.from(body).toString("utf8");
    return { output: { $metadata: {} }, response: {} };
  },
  { step: "build", name: "keepWhatIsSent" },
);
const documents = lib.DynamoDBDocumentClient.from(raw);
const calls = [];
%s
const sent = [];
for (const [sdk, make] of calls) {
  kept = undefined;
  try {
    await (sdk === "lib-dynamodb" ? documents : raw).send(make());
    sent.push(JSON.parse(kept));
  } catch (e) {
    sent.push({ error: String(e) });
  }
}
process.stdout.write(JSON.stringify(sent));
"""


def node_call(case: dict) -> str:
    """The case's command as it stands in its source: its name (and
    lib-dynamodb's NumberValue) from the package the source imports."""
    name = re.match(r"new\s+(\w+)", case["code"]).group(1)
    names = f"{name}, NumberValue" if case["sdk"] == "lib-dynamodb" else name
    module = "lib" if case["sdk"] == "lib-dynamodb" else "client"
    return f'{{ const {{ {names} }} = {module}; calls.push(["{case["sdk"]}", () => (\n{case["code"]}\n)]); }}'


def sent_by_the_sdk(cases: list[dict], prefix: str) -> list[dict]:
    """What the SDK sends for each case's command (``code``, ``new X({...})``,
    through the client of ``sdk``): the request body it serialized, or
    {"error"}. All the commands in one Node.js process."""
    with contextmanager(js_sdk_workdir)(prefix, "the SDK for JavaScript's own marshalling is the reference") as workdir:
        program = workdir / "sent.mjs"
        program.write_text(NODE_PROGRAM % "\n".join(node_call(c) for c in cases), encoding="utf-8")
        proc = subprocess.run(
            ["node", str(program)], capture_output=True, text=True, timeout=600, cwd=workdir, stdin=subprocess.DEVNULL
        )
    assert proc.returncode == 0, proc.stderr[-3000:]
    sent = json.loads(proc.stdout)
    assert len(sent) == len(cases), "node sent a different number of commands than it was given"
    return sent


@pytest.fixture(scope="module")
def js_sent() -> dict:
    """cite -> the request body the SDK sends for the case's command (or {"error"})."""
    return {case["cite"]: sent for case, sent in zip(JS_WIRE, sent_by_the_sdk(JS_WIRE, "paste-real-js-"), strict=True)}


@pytest.mark.parametrize("case", JS_WIRE, ids=cite_id)
def test_a_real_javascript_command_is_read_as_the_sdk_sends_it(case, js_sent):
    sent = js_sent[case["cite"]]
    assert "error" not in sent, sent
    _, params, _ = read(case["code"])
    assert same_request(params) == same_request(sent)
