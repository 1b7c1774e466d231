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

import json
import random
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
    for member, value in params.items():
        option = "--" + xform_name(member, "-")
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
