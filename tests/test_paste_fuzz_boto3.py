"""A differential fuzzer of the boto3 reader (builder/python_call.py)
against boto3 itself: seeded calls on a Table, written in the many ways
Python allows (keyword order, trailing commas, comments, implicit string
concatenation, Decimal, sets, bytes and Binary, Key/Attr conditions), each
made on a real Table whose client keeps the body it would send (the harness
of tests/test_real_code_corpus.py). The reader must read that body, or refuse
with a message naming a construct written on purpose outside what it reads.

DDB_PASTE_FUZZ_EXAMPLES sets how many calls (more in CI), DDB_PASTE_FUZZ_SEED the seed.
"""

from __future__ import annotations

import os
import random

from builder.pasted import PasteError
from tests.conftest import in_ci
from tests.fixtures import same_request
from tests.paste_fuzz import NAMES, TEXTS
from tests.test_real_code_corpus import read, sent_by_boto3

EXAMPLES = int(os.environ.get("DDB_PASTE_FUZZ_EXAMPLES", "400" if in_ci() else "150"))
SEED = int(os.environ.get("DDB_PASTE_FUZZ_SEED", "20240611"))


def py_text(rng: random.Random, value: str) -> str:
    """A str literal for ``value``: either quote, implicit concatenation, an f-string with no placeholder."""
    style = rng.choice(["repr", "double", "concat", "fstring", "raw"])
    if style == "concat" and len(value) >= 2:
        cut = rng.randint(1, len(value) - 1)
        return py_text(rng, value[:cut]) + rng.choice([" ", "\n    ", " # c\n "]) + py_text(rng, value[cut:])
    body = repr(value)
    if style == "double" and "'" not in value and '"' not in value:
        body = '"' + body[1:-1] + '"'
    if style == "raw" and not any(c in value for c in "\\'\"\n\t\r\u2028") and value.isprintable():
        body = "r" + body
    if style == "fstring" and "{" not in value and "}" not in value:
        body = "f" + body
    return body


def py_value(rng: random.Random, depth: int = 0) -> str:
    kind = rng.choice(
        ["str", "str", "int", "decimal", "bool", "none", "strset", "numset", "bytes", "binary"]
        + (["list", "dict"] if depth < 3 else [])
    )
    if kind == "str":
        return py_text(rng, rng.choice(TEXTS))
    if kind == "int":
        return rng.choice(
            ["0", "7", "-12", "1_000", "0x10", "0o17", "10**3" if False else "1000", "123456789012345678901234567890"]
        )
    if kind == "decimal":
        return f"Decimal({py_text(rng, rng.choice(['1.5', '-0.25', '1e3', '2.5E-3', '10']))})"
    if kind == "bool":
        return rng.choice(["True", "False"])
    if kind == "none":
        return "None"
    if kind == "strset":
        return (
            "{"
            + ", ".join(dict.fromkeys(py_text(rng, t) for t in rng.sample(["a", "b", "é", "x y"], rng.randint(1, 3))))
            + "}"
        )
    if kind == "numset":
        return rng.choice(["{1, 2}", "{Decimal('1.5'), 3}", "set([4, 5])", "{-1,}"])
    if kind == "bytes":
        return rng.choice(['b"hi"', "b'\\x00\\xff'", 'b""'])
    if kind == "binary":
        return rng.choice(['Binary(b"hi")', "Binary(b'\\x01')"])
    if kind == "list":
        items = [py_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
        return "[" + ", ".join(items) + ("," if items and rng.random() < 0.5 else "") + "]"
    return py_dict(rng, depth + 1)


def py_dict(rng: random.Random, depth: int = 0) -> str:
    entries = [f"{py_text(rng, rng.choice(NAMES))}: {py_value(rng, depth)}" for _ in range(rng.randint(1, 3))]
    sep = rng.choice([", ", ",\n        ", ",  # note\n    "])
    return "{" + sep.join(entries) + ("," if rng.random() < 0.5 else "") + "}"


def condition(rng: random.Random, key: bool) -> str:
    make = "Key" if key else "Attr"
    name = py_text(rng, rng.choice(NAMES))
    method = rng.choice(
        ["eq", "lt", "gte", "begins_with", "between"]
        if key
        else ["eq", "ne", "exists", "not_exists", "contains", "is_in", "between", "attribute_type", "gt"]
    )
    args = {
        "exists": "",
        "not_exists": "",
        "between": "1, 5",
        "is_in": "[1, 'a']",
        "attribute_type": "'S'",
    }.get(
        method, py_value(rng, 2) if method in ("eq", "ne", "contains") else rng.choice(["1", "'a'", "Decimal('2.5')"])
    )
    one = f"{make}({name}).{method}({args})"
    if not key and rng.random() < 0.3:
        one = rng.choice([f"~{one}", f"({one} | Attr('z').exists())", f"{one} & Attr({name}).size().gt(2)"])
    return one


def py_call(rng: random.Random) -> str:
    method = rng.choice(["put_item", "get_item", "update_item", "delete_item", "query", "scan"])
    kwargs = []
    if method == "put_item":
        kwargs.append(f"Item={py_dict(rng)}")
    if method in ("get_item", "update_item", "delete_item"):
        kwargs.append(f"Key={py_dict(rng, 2)}")
    if method == "update_item":
        kwargs.append('UpdateExpression="SET #a = :a"')
        kwargs.append("ExpressionAttributeNames={'#a': 'a'}")
        kwargs.append(f"ExpressionAttributeValues={{':a': {py_value(rng)}}}")
    if method == "query":
        kc = condition(rng, True)
        if rng.random() < 0.5:
            kc += " & " + condition(rng, True).replace("Key(", "Key('sk2' if False else ", 0)
        kwargs.append(f"KeyConditionExpression={kc}")
    if method in ("query", "scan") and rng.random() < 0.6:
        kwargs.append(f"FilterExpression={condition(rng, False)}")
    if method in ("put_item", "delete_item") and rng.random() < 0.4:
        kwargs.append(f"ConditionExpression={condition(rng, False)}")
    if method in ("query", "scan") and rng.random() < 0.4:
        kwargs.append(f"Limit={rng.choice(['5', '1_0', '0x20'])}")
    if rng.random() < 0.3:
        kwargs.append("ReturnConsumedCapacity='TOTAL'")
    rng.shuffle(kwargs)
    sep = rng.choice([", ", ",\n    ", ",  # why\n    "])
    return f"table.{method}(" + rng.choice(["", "\n    "]) + sep.join(kwargs) + rng.choice(["", ",", ",\n"]) + ")"


def test_table_calls_are_read_as_boto3_sends_them():
    rng = random.Random(SEED)
    wrong = []
    for _ in range(EXAMPLES):
        code = py_call(rng)
        try:
            (sent,) = sent_by_boto3(code, "table")
        except Exception as e:  # boto3 refuses it: the reader must too
            try:
                read(code)
            except PasteError:
                continue
            wrong.append(f"{code}\n   boto3 refuses it ({type(e).__name__}: {e}), the reader reads it")
            continue
        assert sent.pop("TableName") == "Social"
        try:
            _, params, _ = read(code)
        except PasteError as e:
            wrong.append(f"{code}\n   refused: {e}")
            continue
        if same_request(params) != same_request(sent):  # a set in any order, as DynamoDB reads it
            wrong.append(f"{code}\n   read {params}\n   boto3 sends {sent}")
    assert not wrong, f"{len(wrong)} of {EXAMPLES} calls:\n" + "\n".join(wrong[:12])
