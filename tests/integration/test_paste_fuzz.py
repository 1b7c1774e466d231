"""A differential fuzzer of the paste readers against the real tools: seeded
generators (tests/paste_fuzz.py) write valid requests in unusual ways, and
the reader must read exactly the request the real tool sends, or refuse with
a message naming a construct written on purpose outside what it reads; never
another request, never an exception of its own.

- ``aws dynamodb ...``: bash splits each command and the venv's AWS CLI
  (its own driver) serializes it, all the commands in one process (the
  harness of tests/integration/test_paste_real_code.py);
- the SDK for JavaScript: Node.js with the repo's client-dynamodb and
  lib-dynamodb, all the calls in one process (the same harness).

DDB_PASTE_FUZZ_EXAMPLES sets how many cases of each kind (more in CI);
DDB_PASTE_FUZZ_SEED the seed.
"""

from __future__ import annotations

import os
import random

import pytest

from builder.cli_command import shell_words
from builder.pasted import PasteError
from tests.conftest import in_ci, missing_component
from tests.fixtures import same_request
from tests.integration.test_paste_real_code import AWS, read, sent_by_the_cli, sent_by_the_sdk, shell_split
from tests.paste_fuzz import cli_case, js_case

pytestmark = pytest.mark.integration

EXAMPLES = int(os.environ.get("DDB_PASTE_FUZZ_EXAMPLES", "400" if in_ci() else "150"))
SEED = int(os.environ.get("DDB_PASTE_FUZZ_SEED", "20240611"))


def verdict(case: dict, sent: dict | None) -> str | None:
    """None when the reader agrees with the real tool on ``case`` (its request
    or a refusal it may give), else what differs."""
    try:
        _, params, _ = read(case["code"])
    except PasteError as e:
        if any(r in str(e) for r in case["refusable"]):
            return None
        return f"refused: {e}"
    except Exception as e:
        return f"raised {type(e).__name__}: {e}"
    if sent is None or sent.get("body") is None:
        return f"read {params}, but the real tool sends nothing: {sent}"
    if params != sent["body"]:
        return f"read {params}\n   the real tool sends {sent['body']}"
    return None


def test_commands_are_read_as_the_aws_cli_sends_them():
    if not AWS.exists():
        missing_component(".venv/bin/aws not found: the AWS CLI (requirements-dev.txt) reads the commands")
    rng = random.Random(SEED)
    cases = [cli_case(rng) for _ in range(EXAMPLES)]
    argvs = []
    for case in cases:
        argv, shell = shell_split(case["bash"])
        assert argv is not None, f"the generator wrote what bash refuses: {case['bash']!r}: {shell}"
        argvs.append(argv)
    sent = sent_by_the_cli(argvs)
    wrong = []
    for case, result in zip(cases, sent, strict=True):
        assert result["rc"] == 0, f"the AWS CLI refuses a generated command {case['bash']!r}: {result['stderr']}"
        why = verdict(case, result)
        if why:
            wrong.append(f"{case['code']!r} ({', '.join(case['styles'])})\n   {why}")
    assert not wrong, f"{len(wrong)} of {len(cases)} commands:\n" + "\n".join(wrong[:15])


def js_verdict(case: dict, sent: dict) -> str | None:
    """None when the reader agrees with the SDK on ``case``: the request body
    it sends, or a refusal where the SDK refuses the command or the case
    holds a construct the reader may refuse; else what differs."""
    try:
        _, params, _ = read(case["code"])
    except PasteError as e:
        if "error" in sent or any(r in str(e) for r in case["refusable"]):
            return None
        return f"refused: {e}"
    except Exception as e:
        return f"raised {type(e).__name__}: {e}"
    if "error" in sent:
        return f"read {params}, but the SDK refuses it: {sent['error']}"
    if same_request(params) != same_request(sent):  # numbers by value, sets in any order
        return f"read {params}\n   the SDK sends {sent}"
    return None


def test_javascript_commands_are_read_as_the_sdk_sends_them():
    """Node.js sends each command through the client of its package (all in
    one process); the reader must read the body the SDK serializes."""
    rng = random.Random(SEED)
    cases = [js_case(rng) for _ in range(EXAMPLES)]
    sent = sent_by_the_sdk([{"code": c["node"], "sdk": c["sdk"]} for c in cases], "paste-fuzz-js-")
    wrong = []
    for case, result in zip(cases, sent, strict=True):
        why = js_verdict(case, result)
        if why:
            wrong.append(f"{case['code']}\n   ({', '.join(case['styles'])})\n   {why}")
    assert not wrong, f"{len(wrong)} of {len(cases)} commands:\n" + "\n".join(wrong[:12])


def test_shell_words_are_the_words_bash_gives():
    """The splitter against bash itself, on short texts of the characters that
    matter to a shell: the same words, or a refusal where bash gives none or
    reads more than words (an operator, a substitution, $'...')."""
    rng = random.Random(SEED)
    # (no line break outside quotes: bash ends the command there, the reader reads on)
    alphabet = list("ab '\"\\\t$#;|&(){},`=-é1") + ["\\\n", "'\n'", "$'", "{a,b}", "$X", "--k"]
    wrong = []
    for _ in range(EXAMPLES):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12)))
        bash, _ = shell_split("aws " + text)
        try:
            words = shell_words("aws " + text)
        except ValueError as e:  # CommandError too: what the reader refuses
            assert str(e)
            continue
        if bash is None and "\n" in text:  # bash ends the command at a line break (or fails on the next line)
            continue  # and the reader reads on (a pasted command whose lines lost their backslashes)
        if bash is None or (words[1:] != bash and not (bash == [""] and words[1:] == [])):  # printf's one NUL
            wrong.append(f"{text!r}: read {words[1:]}, bash gives {bash}")
    assert not wrong, "\n".join(wrong[:20])
