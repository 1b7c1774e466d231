"""Seeded generators of valid-but-unusual pasted code for the differential
fuzzers of the paste readers (tests/integration/test_paste_fuzz.py: the AWS
CLI and the SDK for JavaScript; tests/test_paste_fuzz_boto3.py: boto3).

Each generator draws a request and writes it in one of the many ways a person
(or a tool) writes it; the real tool then says what is sent. A case is a dict:
``code`` (what is pasted), what the real tool is given (``argv_text`` for bash,
``node`` for Node.js, ``python`` for boto3), and ``refusable``: the parts of a
refusal message the reader may answer with, for a construct written on purpose
outside what it reads (empty: the reader must read the case)."""

from __future__ import annotations

import base64
import json
import random
import re
import string

# text that needs care in each language: quotes, escapes, shell and template characters, non-ASCII
TEXTS = [
    "a",
    "x y",
    "it's",
    'say "hi"',
    "back\\slash",
    "$HOME",
    "${X}",
    "#hash",
    "tab\there",
    "line\nbreak",
    "é",
    "日本",
    "😀",
    "`tick`",
    "a;b|c&d",
    "{a,b}",
    "*?[x]",
    "~user",
    "50%",
    "!bang",
    "-dash",
    "--x",
    "=",
    "",
    " ",
    "\\n",
    "/*c*/",
    "//c",
    "\u2028",
]
NUMBERS = ["0", "7", "-12", "1.5", "-0.25", "1000", "1e3", "2.5E-3", "123456789012345678901234567890", "0.000001"]
NAMES = ["pk", "sk", "Name", "year", "a-b", "status", "data", "x.y", "#weird", "ÿ"]


def text(rng: random.Random) -> str:
    if rng.random() < 0.6:
        return rng.choice(TEXTS)
    return "".join(rng.choice(TEXTS) for _ in range(rng.randint(2, 3)))


def typed_value(rng: random.Random, depth: int = 0, binary: bool = False) -> dict:
    """An AttributeValue as the JSON API writes it."""
    kinds = ["S", "S", "N", "BOOL", "NULL", "SS", "NS"] + (["L", "M"] if depth < 3 else []) + (["B"] if binary else [])
    kind = rng.choice(kinds)
    if kind == "S":
        return {"S": text(rng)}
    if kind == "N":
        return {"N": rng.choice(NUMBERS)}
    if kind == "BOOL":
        return {"BOOL": rng.random() < 0.5}
    if kind == "NULL":
        return {"NULL": True}
    if kind == "SS":
        return {"SS": list(dict.fromkeys(text(rng) for _ in range(rng.randint(1, 3))))}
    if kind == "NS":
        return {"NS": list(dict.fromkeys(rng.choice(["1", "2", "-3", "4.5", "1e2"]) for _ in range(rng.randint(1, 3))))}
    if kind == "B":
        return {"B": rng.choice(["aGk=", "AAEC/w==", ""])}
    if kind == "L":
        return {"L": [typed_value(rng, depth + 1, binary) for _ in range(rng.randint(0, 3))]}
    return {"M": typed_map(rng, depth + 1, binary)}


def typed_map(rng: random.Random, depth: int = 0, binary: bool = False) -> dict:
    return {rng.choice(NAMES): typed_value(rng, depth, binary) for _ in range(rng.randint(1, 3))}


# ---------------------------------------------------------------------------
# aws dynamodb ... (bash, then the AWS CLI's driver)
# ---------------------------------------------------------------------------
def cli_request(rng: random.Random) -> tuple[str, dict]:
    """(the command, its request) with the CLI's members, values typed."""
    table = rng.choice(["T", "Music", "my-table.v2", "a_b"])
    command = rng.choice(["get-item", "put-item", "update-item", "delete-item", "query", "scan"])
    key = {"pk": typed_value(rng)} if rng.random() < 0.5 else {"pk": {"S": text(rng)}, "sk": {"N": "1"}}
    names = {f"#{n}": n for n in rng.sample(["a", "b", "c"], rng.randint(1, 2))}
    values = {f":{n[1:]}": typed_value(rng) for n in names}
    params: dict = {"TableName": table}
    if command == "get-item":
        params["Key"] = key
        if rng.random() < 0.5:
            params.update(ProjectionExpression=", ".join(names), ExpressionAttributeNames=names)
        if rng.random() < 0.5:
            params["ConsistentRead"] = rng.random() < 0.5
    elif command == "put-item":
        params["Item"] = {**key, **typed_map(rng)}
        if rng.random() < 0.5:
            params.update(
                ConditionExpression=" AND ".join(f"{n} <> {v}" for n, v in zip(names, values, strict=True)),
                ExpressionAttributeNames=names,
                ExpressionAttributeValues=values,
            )
        if rng.random() < 0.5:
            params["ReturnValues"] = rng.choice(["NONE", "ALL_OLD"])
    elif command == "update-item":
        params.update(
            Key=key,
            UpdateExpression="SET " + ", ".join(f"{n} = {v}" for n, v in zip(names, values, strict=True)),
            ExpressionAttributeNames=names,
            ExpressionAttributeValues=values,
        )
        if rng.random() < 0.5:
            params["ReturnValues"] = rng.choice(["ALL_NEW", "UPDATED_OLD", "UPDATED_NEW"])
    elif command == "delete-item":
        params["Key"] = key
        if rng.random() < 0.5:
            params.update(ConditionExpression="attribute_exists(#a)", ExpressionAttributeNames={"#a": "a"})
        if rng.random() < 0.5:
            params["ReturnValues"] = "ALL_OLD"
    elif command == "query":
        params.update(
            KeyConditionExpression="#a = :a",
            ExpressionAttributeNames={"#a": "a"},
            ExpressionAttributeValues={":a": typed_value(rng)},
        )
        if rng.random() < 0.5:
            params["ScanIndexForward"] = rng.random() < 0.5
        if rng.random() < 0.5:
            params["IndexName"] = "by-date"
    else:
        if rng.random() < 0.5:
            params["Segment"], params["TotalSegments"] = 0, rng.randint(1, 4)
        if rng.random() < 0.3:
            params["AttributesToGet"] = rng.sample(["a", "b", "c"], rng.randint(1, 3))
    if command in ("query", "scan") and rng.random() < 0.5:
        params["Limit"] = rng.randint(1, 1000)
    if rng.random() < 0.3:
        params["ReturnConsumedCapacity"] = rng.choice(["TOTAL", "NONE", "INDEXES"])
    return command, params


SAFE_BARE = set(string.ascii_letters + string.digits + "_@%+=:,./-")


def shell_quote(rng: random.Random, word: str, styles: set) -> str:
    """``word`` as one shell word, in a quoting style drawn at random;
    ``styles`` gathers the styles used."""
    style = rng.choice(["single", "single", "double", "double", "bare", "mixed", "ansi"])
    if style == "mixed" and len(word) >= 2:
        cut = sorted(rng.sample(range(1, len(word)), min(2, len(word) - 1)))
        parts = [word[i:j] for i, j in zip([0, *cut], [*cut, len(word)], strict=True)]
        return "".join(shell_quote(rng, p, styles) for p in parts)
    if style == "ansi":
        styles.add("ansi")
        out = []
        for c in word:
            if c in "'\\":
                out.append("\\" + c)
            elif c == "\n":
                out.append("\\n")
            elif c == "\t":
                out.append("\\t")
            elif rng.random() < 0.1 and ord(c) < 128:
                out.append(f"\\x{ord(c):02x}")
            else:
                out.append(c)
        return "$'" + "".join(out) + "'"
    if style == "double" or (style == "mixed" and word):
        styles.add("double")
        out = []
        for c in word:
            out.append("\\" + c if c in '\\"$`' else c)
            if rng.random() < 0.03:
                styles.add("double-continuation")
                out.append("\\\n")
        return '"' + "".join(out) + '"'
    if style == "bare" and word:
        styles.add("bare")
        return "".join(c if c in SAFE_BARE else f"'{c}'" if c == "\n" else "\\" + c for c in word)
    styles.add("single")
    if "'" in word:
        return "'" + word.replace("'", rng.choice(["'\"'\"'", "'\\''"])) + "'"
    return "'" + word + "'"


def cli_json(rng: random.Random, value) -> str:
    indent = rng.choice([None, None, 2])
    separators = rng.choice([(",", ":"), (", ", ": "), (" ,", " : ")]) if indent is None else None
    return json.dumps(value, ensure_ascii=rng.random() < 0.3, indent=indent, separators=separators)


# the AWS CLI's own options (v1's main parser, and v2's), which its parser reads first, abbreviated or not
CLI_GLOBALS = [
    "--ca-bundle",
    "--cli-connect-timeout",
    "--cli-read-timeout",
    "--color",
    "--debug",
    "--endpoint-url",
    "--no-paginate",
    "--no-sign-request",
    "--no-verify-ssl",
    "--output",
    "--profile",
    "--query",
    "--region",
    "--v2-debug",
    "--version",
    "--cli-binary-format",
    "--no-cli-pager",
    "--cli-auto-prompt",
    "--no-cli-auto-prompt",
]


def cli_abbreviation(rng: random.Random, command: str, option: str) -> str:
    """``option`` cut to a prefix the AWS CLI reads as it (argparse's
    allow_abbrev): one that begins no other option of the command (the paging
    and the CLI's own included) and none of the CLI's global options."""
    from botocore import xform_name

    from builder.cli_command import service_model

    operation = service_model().operation_model("".join(word.title() for word in command.split("-")))
    options = ["--cli-input-json", "--cli-input-yaml", "--generate-cli-skeleton"]
    for name, shape in operation.input_shape.members.items():
        options.append("--" + xform_name(name, "-"))
        if shape.type_name == "boolean":
            options.append("--no-" + xform_name(name, "-"))
    if command in ("query", "scan"):
        options += ["--starting-token", "--page-size", "--max-items"]
    fits = [
        n
        for n in range(3, len(option))
        if not any(o.startswith(option[:n]) for o in CLI_GLOBALS)
        and [o for o in options if o.startswith(option[:n])] == [option]
    ]
    return option[: rng.choice(fits)] if fits else option


def cli_starting_token(rng: random.Random) -> str:
    """A --starting-token as the AWS CLI prints it: base64 of a JSON object
    (botocore.paginate.TokenEncoder: bytes as base64 at the paths
    boto_encoded_keys names; boto_truncate_amount where the first page starts)."""
    key = {"pk": typed_value(rng, binary=True)}
    if rng.random() < 0.5:
        key["sk"] = {"N": rng.choice(NUMBERS)}
    decoded: dict = {"ExclusiveStartKey": key}
    if "B" in key["pk"]:
        decoded["boto_encoded_keys"] = [["ExclusiveStartKey", "pk", "B"]]
    if rng.random() < 0.3:
        decoded["boto_truncate_amount"] = rng.randint(1, 9)
    if rng.random() < 0.1:
        decoded = {"ExclusiveStartKey": None}
    return base64.b64encode(json.dumps(decoded).encode("utf-8")).decode("ascii")


def cli_case(rng: random.Random) -> dict:
    from botocore import xform_name

    command, params = cli_request(rng)
    styles: set = set()
    inline = {}
    if rng.random() < 0.25:  # some members in --cli-input-json, the rest as options (and one over it)
        moved = [m for m in params if rng.random() < 0.5]
        inline = {m: params[m] for m in moved}
        if moved and rng.random() < 0.3:
            over = rng.choice(moved)
            inline[over] = "overridden" if isinstance(params[over], str) else params[over]
        else:
            params = {m: v for m, v in params.items() if m not in moved}
    options = []
    token = None
    if command in ("query", "scan") and rng.random() < 0.2:  # the CLI's NextToken (botocore.paginate.TokenEncoder)
        styles.add("starting-token")
        token = cli_starting_token(rng)
        options.append(["--starting-token", shell_quote(rng, token, styles)])
    for member, value in params.items():
        option = "--" + xform_name(member, "-")
        if member == "Limit" and token is not None:  # --limit turns the paging off: --page-size is the Limit
            option = "--page-size"
        if rng.random() < 0.15:  # the CLI reads an option's unique abbreviation
            styles.add("abbreviated")
            option = cli_abbreviation(rng, command, option)
        if isinstance(value, bool):
            options.append([option if value else "--no-" + option[2:]])
        elif isinstance(value, list):
            options.append([option, *(shell_quote(rng, v, styles) for v in value)])
        else:
            shown = cli_json(rng, value) if isinstance(value, dict) else str(value)
            if rng.random() < 0.3:
                styles.add("equals")
                options.append([option + "=" + shell_quote(rng, shown, styles)])
            else:
                options.append([option, shell_quote(rng, shown, styles)])
    if inline:
        options.append(["--cli-input-json", shell_quote(rng, cli_json(rng, inline), styles)])
    rng.shuffle(options)
    words = ["aws", *rng.choice([[], [], ["--region", "eu-west-1"], ["--output", "json"]]), "dynamodb", command]
    for option in options:
        words.extend(option)
    spaces = [" ", " ", "  ", "\t", " \\\n    ", "\\\n  "]
    code = words[0]
    for word in words[1:]:
        code += rng.choice(spaces) + word
    if rng.random() < 0.15:
        styles.add("comment")
        code += rng.choice(["  # " + text(rng).replace("\n", " "), "\t#done"])
    refusable = ["$'...'"] if "ansi" in styles else []
    prompt = rng.random() < 0.1
    return {"code": ("$ " if prompt else "") + code, "bash": code, "styles": sorted(styles), "refusable": refusable}


# ---------------------------------------------------------------------------
# The SDK for JavaScript v3 (Node.js, with client-dynamodb and lib-dynamodb)
# ---------------------------------------------------------------------------
class Js:
    """JavaScript source written as it stands (a number, a set, bytes, undefined)."""

    def __init__(self, source: str):
        self.source = source


JS_COMMANDS = {
    "get-item": ("GetItemCommand", "GetCommand"),
    "put-item": ("PutItemCommand", "PutCommand"),
    "update-item": ("UpdateItemCommand", "UpdateCommand"),
    "delete-item": ("DeleteItemCommand", "DeleteCommand"),
    "query": ("QueryCommand", "QueryCommand"),
    "scan": ("ScanCommand", "ScanCommand"),
}
# the refusals the JavaScript reader may give for a construct written on purpose outside what it reads
JS_TEMPLATE = "a template with ${...}"
JS_UNDEFINED = "undefined is no value DynamoDB stores"
JS_BUFFER = "Buffer.from takes a string"
# (gaps between tokens: whitespace, line breaks, comments of either kind)
JS_GAPS = ["", " ", " ", "\n  ", "\t", " /* c */ ", "/**/", " // note\n  ", "\n  // a, b: 'c'\n  ", " /* } ] */"]
JS_NUMBER_KEYS = {
    "0": ["0", "0x0", "0.0"],
    "1": ["1", "1.0", "0b1"],
    "16": ["16", "0x10", "0o20"],
    "1000": ["1e3", "1_000"],
}


def js_gap(rng: random.Random, styles: set) -> str:
    gap = rng.choice(JS_GAPS)
    if "/" in gap:
        styles.add("comment")
    return gap


def js_escape(rng: random.Random, c: str, styles: set) -> str:
    """``c`` as an escape sequence, in one of the ways JavaScript writes one."""
    styles.add("escape")
    named = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f", "\v": "\\v"}
    ways = [f"\\u{{{ord(c):x}}}", f"\\u{{{ord(c):06X}}}"]
    if c in named:
        ways.append(named[c])
    if ord(c) < 0x100:
        ways.append(f"\\x{ord(c):02x}")
    if ord(c) < 0x10000:
        ways.append(f"\\u{ord(c):04x}")
    else:
        units = c.encode("utf-16-be")
        ways.append("".join(f"\\u{int.from_bytes(units[i : i + 2], 'big'):04X}" for i in (0, 2)))
    if c in "#;|&!%-=*?~ ,:/[]{}()@" or (c.isalpha() and c not in "bfnrtuvxcdsw" and ord(c) < 128):
        ways.append("\\" + c)  # an escape of a character that means nothing escaped: the character
    return rng.choice(ways)


def js_text(rng: random.Random, value: str, styles: set, refusable: set, key: bool = False) -> str:
    """A string literal for ``value``: either quote or a template (not as a
    key), escapes of every kind, line continuations; a template may start
    with a ``${"..."}`` piece of the text (which the reader refuses)."""
    quote = rng.choice(["'", '"'] if key else ["'", '"', "`", "`"])
    styles.add({"'": "single", '"': "double", "`": "template"}[quote])
    head = ""
    if quote == "`" and value and rng.random() < 0.2:
        cut = rng.randint(0, len(value))
        head, value = "${" + json.dumps(value[:cut]) + "}", value[cut:]
        styles.add("placeholder")
        refusable.add(JS_TEMPLATE)
    out = []
    for i, c in enumerate(value):
        if rng.random() < 0.03:
            styles.add("continuation")
            out.append("\\\n")
        if c in (quote, "\\") or (quote == "`" and c == "$" and value.startswith("{", i + 1)):
            out.append("\\" + c)
        elif (c == "\n" and quote != "`") or c == "\r" or rng.random() < 0.12:
            out.append(js_escape(rng, c, styles))
        else:
            out.append(c)
    return quote + head + "".join(out) + quote


def js_key(rng: random.Random, key: str, styles: set, refusable: set) -> str:
    if key in JS_NUMBER_KEYS and rng.random() < 0.7:
        styles.add("number-key")
        return rng.choice(JS_NUMBER_KEYS[key])
    if re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$]*", key) and rng.random() < 0.6:
        return key
    return js_text(rng, key, styles, refusable, key=True)


def js_source(rng: random.Random, value, styles: set, refusable: set) -> str:
    """``value`` (str, bool, None, list, dict or :class:`Js`) as JavaScript
    source: keys with and without quotes, comments between the tokens,
    trailing commas."""
    if isinstance(value, Js):
        return value.source
    if isinstance(value, str):
        return js_text(rng, value, styles, refusable)
    if value is None or isinstance(value, (bool, int)):
        return json.dumps(value)
    if isinstance(value, list):
        parts = [js_gap(rng, styles) + js_source(rng, v, styles, refusable) + js_gap(rng, styles) for v in value]
        close = "," if parts and rng.random() < 0.3 else ""
        return "[" + ",".join(parts) + close + js_gap(rng, styles) + "]"
    entries = []
    for key, item in value.items():
        shown = js_key(rng, key, styles, refusable)
        entries.append(
            js_gap(rng, styles)
            + shown
            + js_gap(rng, styles)
            + ":"
            + rng.choice([" ", "", "\n    "])
            + js_source(rng, item, styles, refusable)
            + js_gap(rng, styles)
        )
    close = "," if entries and rng.random() < 0.4 else ""
    return "{" + ",".join(entries) + close + js_gap(rng, styles) + "}"


def js_number(rng: random.Random, written: str, styles: set, refusable: set, value: bool = True) -> Js:
    """A number as a JavaScript number literal, written one of the many ways;
    an attribute's ``value`` also as a BigInt or ``NumberValue.from("...")``."""
    styles.add("number")
    negative = written.startswith("-")
    digits = written.lstrip("-")
    forms = [digits]
    if digits.isdigit():
        n = int(digits)
        forms += [hex(n), oct(n).replace("0o", rng.choice(["0o", "0O"])), bin(n), digits + "."]
        forms += [digits + "n"] if value else []
        if len(digits) > 3:
            forms.append(digits[:-3] + "_" + digits[-3:])
    elif digits.startswith("0."):
        forms.append(digits[1:])
    forms += [f'NumberValue.from("{digits}")'] if value else []
    form = rng.choice(forms)
    if form.startswith("NumberValue"):
        styles.add("NumberValue")
        return Js(form if not negative else f'NumberValue.from("-{digits}")')
    return Js(("-" + rng.choice(["", " ", "/*-*/"]) if negative else rng.choice(["", "", "+"])) + form)


JS_ODD_NUMBERS = [
    "-0",
    ".5",
    "5.",
    "1_000",
    "0b1",
    "0o7",
    "0x10",
    "1e3",
    "1E-7",
    "0.1",
    "10n",
    "-10n",
    "9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "-9007199254740991",
    "9007199254740993n",
    "0x20000000000000",
    "1e21",
    "123456789012345678901234567890",
    "Number.MAX_SAFE_INTEGER",
    "1e400",
]


def js_odd_plain(rng: random.Random, styles: set, refusable: set) -> Js:
    """A DocumentClient value of the kinds a plain JSON value has no form for."""
    kind = rng.choice(["number", "number", "set", "set", "bytes", "undefined", "empty-set", "bigset"])
    styles.add(kind)
    if kind == "number":
        form = rng.choice(JS_ODD_NUMBERS)
        if form.startswith("Number."):
            refusable.add(f"{form} is a variable: put its value in its place")
        return Js(form)
    if kind == "set":
        items = rng.choice([["a", "b"], ["é", "a", "a"], ["1", "2"]]) if rng.random() < 0.5 else None
        if items is None:
            shown = [js_number(rng, n, styles, refusable).source for n in rng.sample(["1", "2", "-3", "4.5", "1e2"], 2)]
        else:
            shown = [js_text(rng, t, styles, refusable) for t in items]
        return Js("new Set([" + ", ".join(shown) + rng.choice(["", ","]) + "])")
    if kind == "empty-set":
        return Js(rng.choice(["new Set([])", "new Set()"]))
    if kind == "bigset":
        return Js(rng.choice(["new Set([1n, 2n])", "new Set([new Uint8Array([1]), new Uint8Array([2])])"]))
    if kind == "bytes":
        return js_bytes(rng, refusable)
    refusable.add(JS_UNDEFINED)
    return Js("undefined")


def js_bytes(rng: random.Random, refusable: set) -> Js:
    form = rng.choice(
        [
            "new Uint8Array([104, 105])",
            "new Uint8Array([0x00, 0xff,])",
            "new Uint8Array([])",
            'Buffer.from("aGk=", "base64")',
            "Buffer.from('hi')",
            'Buffer.from("é", "utf-8")',
            "Buffer.from(`x`, 'utf8')",
            "Buffer.from([1, 2])",
            "Uint8Array.from([1, 2])",
        ]
    )
    if form.startswith("Buffer.from(["):
        refusable.add(JS_BUFFER)
    if form.startswith("Uint8Array.from"):
        refusable.add("Uint8Array.from(...) is a call: put its value in its place")
    return Js(form)


def js_plain(rng: random.Random, typed: dict, styles: set, refusable: set):
    """The DocumentClient's plain value for an AttributeValue as the JSON API writes it."""
    if rng.random() < 0.1:
        return js_odd_plain(rng, styles, refusable)
    ((kind, value),) = typed.items()
    if kind == "S":
        return value
    if kind == "N":
        return js_number(rng, value, styles, refusable)
    if kind in ("BOOL",):
        return value
    if kind == "NULL":
        return None
    if kind == "SS":
        return Js("new Set([" + ", ".join(js_text(rng, v, styles, refusable) for v in value) + "])")
    if kind == "NS":
        return Js("new Set([" + ", ".join(js_number(rng, v, styles, refusable).source for v in value) + "])")
    if kind == "L":
        return [js_plain(rng, v, styles, refusable) for v in value]
    return {k: js_plain(rng, v, styles, refusable) for k, v in value.items()}


def js_typed(rng: random.Random, typed: dict, styles: set, refusable: set):
    """A client command's typed value: as the JSON API writes it, sets as
    arrays, binary as bytes."""
    ((kind, value),) = typed.items()
    if kind in ("S", "N", "BOOL", "NULL", "SS", "NS"):
        if rng.random() < 0.05:
            styles.add("bytes")
            return {"B": js_bytes(rng, refusable)}
        return typed
    if kind == "L":
        return {"L": [js_typed(rng, v, styles, refusable) for v in value]}
    return {"M": {k: js_typed(rng, v, styles, refusable) for k, v in value.items()}}


def js_case(rng: random.Random) -> dict:
    """A command of the SDK for JavaScript v3, pasted in one of the ways code
    holds one: ``code`` (what is pasted), ``node`` (the command itself, for
    Node.js), ``sdk`` (the package it comes from), ``styles`` and ``refusable``."""
    command, params = cli_request(rng)
    document = rng.random() < 0.5
    name = JS_COMMANDS[command][document]
    sdk = "lib-dynamodb" if document else "client-dynamodb"
    styles: set = {sdk}
    refusable: set = set()
    values = {"Key", "Item", "ExpressionAttributeValues", "ExclusiveStartKey"}
    shaped = {}
    for member, value in params.items():
        if member in values:
            value = {
                (rng.choice(list(JS_NUMBER_KEYS)) if member == "Item" and rng.random() < 0.1 else k): (
                    js_plain if document else js_typed
                )(rng, v, styles, refusable)
                for k, v in value.items()
            }
        elif isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
            value = js_number(rng, str(value), styles, refusable, value=False)
        shaped[member] = value
    if rng.random() < 0.05:
        shaped[rng.choice(["ReturnConsumedCapacity", "ConditionExpression"])] = Js("undefined")
        refusable.add(JS_UNDEFINED)
    literal = js_source(rng, shaped, styles, refusable)
    node = "new " + name + "(" + rng.choice(["", " ", "\n  "]) + literal + rng.choice(["", "\n"]) + ")"
    form = rng.choice(["bare", "send", "send", "const", "input"])
    styles.add(form)
    client = "docClient" if document else "client"
    if form == "bare":
        code = node
    elif form == "send":
        code = f"const response = await {client}.send({node});"
    elif form == "const":
        code = f"const command = {node};\nconst response = await {client}.send(command);"
    else:
        code = f"const input = {literal};\nconst command = new {name}(input);\nawait {client}.send(command);"
    if command in ("query", "scan") or rng.random() < 0.3:
        extra = ", NumberValue" if document and rng.random() < 0.5 else ""
        lines = [
            f'import {{ {"DynamoDBDocumentClient" if document else "DynamoDBClient"}, {name}{extra} }} from "@aws-sdk/{sdk}";',
            f'const {{ {name}{extra} }} = require("@aws-sdk/{sdk}");',
        ]
        code = rng.choice(lines) + "\n" + code
    if document and rng.random() < 0.2:
        code = (
            "const docClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });\n"
            + code
        )
    return {"code": code, "node": node, "sdk": sdk, "styles": sorted(styles), "refusable": sorted(refusable)}
