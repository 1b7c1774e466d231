"""Expression-text fuzzer: mutate valid requests token by token, ask DynamoDB
Local and the core, and compare (``fidelity.py``).

    .venv/bin/python -m tests.differential.fuzz_text --cases N [--seed S] [--out FILE[.gz]] [--endpoint URL]

Seeds are the requests DynamoDB Local accepted (before looking at the items) in
``real/real_requests.jsonl`` and in the corpus. Each fuzz case takes one seed
and applies one mutation from one family:

- ``parentheses``: wrap an operand, a function call, a SET value (``a + b``), an
  IN element, a BETWEEN bound, a function argument, a comparison or the whole
  expression in parentheses; double an existing pair; remove one;
- ``tokens``: whitespace kinds (tab, newline, no-break and ideographic spaces,
  zero-width and BOM characters) between or in place of tokens; keyword and
  function case; a keyword glued to its neighbour (``SETa``); list index forms
  (``[ 0 ]``, ``[00]``, ``[-1]``, ``[+1]``, huge); comparator spellings
  (``==``, ``!=``, ``=<``); a token dropped or doubled; placeholder names near
  their syntax rules (digits first, ``_``, ``-``, non-ASCII, empty); an alias
  replaced by the name it stands for (reserved words);
- ``operands``: a value where a path is expected (``begins_with(:a, :b)``,
  ``contains(:s, :t)``, ``size(:v)``, ``attribute_exists(:v)``) and a path
  where a value is;
- ``limits``: sizes on both sides of the documented limits (4 KB expression,
  255-byte placeholders, 300 operators, 100 IN operands, 32 path levels);
- ``validation``: the request around the expression (ReturnValues enums,
  placeholder map keys, empty maps, maps without an expression, AttributeValues
  with no or two types, legacy parameters beside expressions, an UpdateItem
  without UpdateExpression, empty and NaN numbers in a key).

``--family F`` draws every case from one family. One family is opt-in only
(never drawn by default): ``semantics`` writes UpdateItem/TransactWriteItems
requests from scratch against a seed item given lists, maps, sets, big numbers
and binary (several actions on one list, list_append, if_not_exists, ADD/DELETE
with equivalent members, arithmetic at the number limits, size/contains/
begins_with/BETWEEN/comparisons across types in conditions, ReturnValues).

Everything is drawn from ``random.Random(seed)``: the same seed and inputs give
the same cases. The CLI writes each case on which any component disagrees as a
corpus-format line (``id``, ``category`` = the family, ``mutation``,
``table``, ``before``, ``operation``, ``request``, ``expect``) plus
``disagreements`` ({component: "got ... | want ..."}).
"""

from __future__ import annotations

import argparse
import copy
import gzip
import io
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REAL = HERE / "real" / "real_requests.jsonl"
CORPUS = HERE / "corpus.jsonl"

EXPRESSIONS = (
    "UpdateExpression",
    "ConditionExpression",
    "KeyConditionExpression",
    "FilterExpression",
    "ProjectionExpression",
)
FAMILIES = ("parentheses", "tokens", "operands", "limits", "validation")
WEIGHTS = (35, 30, 10, 8, 22)

TOKEN = re.compile(
    r"(?P<ws>\s+)|(?P<name>#[A-Za-z0-9_]*)|(?P<value>:[A-Za-z0-9_]*)|(?P<word>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<num>\d+)|(?P<cmp><>|<=|>=|=|<|>)|(?P<punct>[()\[\],.+\-])|(?P<other>.)",
    re.S,
)
KEYWORDS = {"SET", "REMOVE", "ADD", "DELETE", "AND", "OR", "NOT", "BETWEEN", "IN"}
FUNCTIONS = {
    "attribute_exists",
    "attribute_not_exists",
    "attribute_type",
    "begins_with",
    "contains",
    "size",
    "if_not_exists",
    "list_append",
}
WHITESPACE = [
    "",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\u00a0",
    "\u2003",
    "\u3000",
    "\u200b",
    "\ufeff",
    "\u000b",
    "\u000c",
]
INDEXES = ["[ 0 ]", "[00]", "[007]", "[-1]", "[+1]", "[1.0]", "[ 1]", "[2147483647]", "[2147483648]", "[99999999999]"]
COMPARATORS = ["==", "!=", "=<", "=>", "< >", "<>", "=", "><"]
PLACEHOLDER_FORMS = ["{p}1", "{p}_a", "{p}1a", "{p}a-b", "{p}\u00e9", "{p}", "{p}{p}a", "{p}a.b", "{p}A_9"]


# --------------------------------------------------------------------------
# Tokens and spans
# --------------------------------------------------------------------------
def tokens(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, start) for every token, whitespace included."""
    return [(m.lastgroup, m.group(), m.start()) for m in TOKEN.finditer(text)]


def _matching(text: str, open_at: int) -> int | None:
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


def paren_groups(text: str) -> list[tuple[int, int]]:
    """(start of '(', index of its ')') for every balanced pair."""
    out = []
    for i, c in enumerate(text):
        if c == "(":
            j = _matching(text, i)
            if j is not None:
                out.append((i, j))
    return out


PATH = re.compile(
    r"(?:#[A-Za-z0-9_]+|\b[A-Za-z_][A-Za-z0-9_]*)(?:\s*\.\s*(?:#[A-Za-z0-9_]+|[A-Za-z_][A-Za-z0-9_]*)|\[\s*\d+\s*\])*"
)
VALUE = re.compile(r":[A-Za-z0-9_]+")
CALL = re.compile(r"\b([A-Za-z_]+)\s*\(")


def operand_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of paths, values and function calls."""
    out = []
    for m in PATH.finditer(text):
        word = m.group().split(".")[0].split("[")[0].strip()
        if word.upper() in KEYWORDS or word in FUNCTIONS:
            continue
        if m.end() < len(text) and text[m.end() :].lstrip().startswith("(") and word in FUNCTIONS:
            continue
        out.append((m.start(), m.end(), "path"))
    for m in VALUE.finditer(text):
        out.append((m.start(), m.end(), "value"))
    for m in CALL.finditer(text):
        if m.group(1) in FUNCTIONS:
            j = _matching(text, m.end() - 1)
            if j is not None:
                out.append((m.start(), j + 1, "call"))
    return out


def set_value_spans(text: str) -> list[tuple[int, int]]:
    """The right-hand side of each SET action (after '=' up to ',' or the next clause)."""
    out = []
    clause = re.search(r"\bSET\b", text, re.I)
    if not clause:
        return out
    i = clause.end()
    depth = 0
    start = None
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif depth == 0 and c == "=" and start is None:
            start = i + 1
        elif depth == 0 and (c == "," or re.match(r"\s(REMOVE|ADD|DELETE)\b", text[i:], re.I)):
            if start is not None:
                out.append((start, i))
            start = None
            if c != ",":
                break
        i += 1
    if start is not None:
        out.append((start, i))
    return [
        (a + (len(text[a:b]) - len(text[a:b].lstrip())), b - (len(text[a:b]) - len(text[a:b].rstrip()))) for a, b in out
    ]


def _wrap(text: str, a: int, b: int) -> str:
    return text[:a] + "(" + text[a:b] + ")" + text[b:]


# --------------------------------------------------------------------------
# Mutations: (rng, text, ctx) -> (new text, label) or None. ctx holds copies of
# the request's names and values maps, which a mutation may change.
# --------------------------------------------------------------------------
def m_paren_operand(rng, text, ctx):
    spans = operand_spans(text)
    if not spans:
        return None
    a, b, kind = rng.choice(spans)
    return _wrap(text, a, b), f"parenthesise a {kind}"


def m_paren_set_value(rng, text, ctx):
    spans = set_value_spans(text) if ctx["field"] == "UpdateExpression" else []
    if not spans:
        return None
    a, b = rng.choice(spans)
    return _wrap(text, a, b), "parenthesise a SET value"


def m_paren_whole(rng, text, ctx):
    if ctx["field"] in ("UpdateExpression", "ProjectionExpression"):
        return None
    return "(" + text + ")", "parenthesise the whole condition"


def m_paren_double(rng, text, ctx):
    groups = paren_groups(text)
    groups = [(i, j) for i, j in groups if not re.search(r"[A-Za-z_]\s*$", text[:i])]  # not a call's own pair
    if not groups:
        return None
    i, j = rng.choice(groups)
    return _wrap(text, i, j + 1), "double a pair of parentheses"


def m_paren_remove(rng, text, ctx):
    groups = [(i, j) for i, j in paren_groups(text) if not re.search(r"[A-Za-z_]\s*$", text[:i])]
    if not groups:
        return None
    i, j = rng.choice(groups)
    return text[:i] + text[i + 1 : j] + text[j + 1 :], "remove a pair of parentheses"


def m_paren_call_args(rng, text, ctx):
    calls = [(m.end(), _matching(text, m.end() - 1)) for m in CALL.finditer(text) if m.group(1) in FUNCTIONS]
    calls = [(a, b) for a, b in calls if b is not None]
    if not calls:
        return None
    a, b = rng.choice(calls)
    args = [(m.start() + a, m.end() + a) for m in re.finditer(r"[^,]+", text[a:b])]
    if not args:
        return None
    x, y = rng.choice(args)
    inner = text[x:y]
    x += len(inner) - len(inner.lstrip())
    y -= len(inner) - len(inner.rstrip())
    return _wrap(text, x, y), "parenthesise a function argument"


def m_paren_comparison(rng, text, ctx):
    if ctx["field"] in ("UpdateExpression", "ProjectionExpression"):
        return None
    pattern = r"(?:(?<=\()|(?<=^)|(?<=\bAND\b)|(?<=\bOR\b)|(?<=\bNOT\b))([^()]+?)(?=\)|$|\bAND\b|\bOR\b)"
    parts = [
        p for p in re.finditer(pattern, text, re.I) if re.search(r"<>|<=|>=|=|<|>|\bBETWEEN\b|\bIN\b", p.group(1), re.I)
    ]
    if not parts:
        return None
    p = rng.choice(parts)
    inner = p.group(1)
    a = p.start(1) + len(inner) - len(inner.lstrip())
    b = p.end(1) - (len(inner) - len(inner.rstrip()))
    return _wrap(text, a, b), "parenthesise a comparison"


def m_ws(rng, text, ctx):
    toks = tokens(text)
    if len(toks) < 2:
        return None
    i = rng.randrange(1, len(toks))
    kind, tok, start = toks[i]
    ws = rng.choice(WHITESPACE)
    if kind == "ws":
        return text[:start] + ws + text[start + len(tok) :], f"whitespace {ws!r} in place of {tok!r}"
    return text[:start] + ws + text[start:], f"whitespace {ws!r} before {tok!r}"


def m_keyword_case(rng, text, ctx):
    toks = [t for t in tokens(text) if t[0] == "word" and (t[1].upper() in KEYWORDS or t[1].lower() in FUNCTIONS)]
    if not toks:
        return None
    _, tok, start = rng.choice(toks)
    new = rng.choice([tok.lower(), tok.upper(), tok.capitalize(), tok.swapcase()])
    if new == tok:
        new = tok.swapcase()
    return text[:start] + new + text[start + len(tok) :], f"case {tok!r} -> {new!r}"


def m_glue(rng, text, ctx):
    toks = tokens(text)
    sites = [
        i
        for i in range(1, len(toks) - 1)
        if toks[i][0] == "ws" and (toks[i - 1][1].upper() in KEYWORDS or toks[i + 1][1].upper() in KEYWORDS)
    ]
    if not sites:
        return None
    i = rng.choice(sites)
    _, tok, start = toks[i]
    return text[:start] + text[start + len(tok) :], f"glue {toks[i - 1][1]!r} to {toks[i + 1][1]!r}"


def m_index(rng, text, ctx):
    sites = list(re.finditer(r"\[\s*\d+\s*\]", text))
    if not sites:
        return None
    m = rng.choice(sites)
    new = rng.choice(INDEXES)
    return text[: m.start()] + new + text[m.end() :], f"list index {m.group()} -> {new}"


def m_comparator(rng, text, ctx):
    toks = [t for t in tokens(text) if t[0] == "cmp"]
    if not toks or ctx["field"] == "UpdateExpression":
        return None
    _, tok, start = rng.choice(toks)
    new = rng.choice([c for c in COMPARATORS if c != tok])
    return text[:start] + new + text[start + len(tok) :], f"comparator {tok!r} -> {new!r}"


def m_drop_or_double(rng, text, ctx):
    toks = [t for t in tokens(text) if t[0] != "ws"]
    if not toks:
        return None
    _, tok, start = rng.choice(toks)
    if rng.random() < 0.5:
        return text[:start] + text[start + len(tok) :], f"drop {tok!r}"
    return text[:start] + tok + " " + text[start:], f"double {tok!r}"


def m_placeholder_name(rng, text, ctx):
    toks = [t for t in tokens(text) if t[0] in ("name", "value") and len(t[1]) > 1]
    if not toks:
        return None
    _, tok, _ = rng.choice(toks)
    prefix = tok[0]
    new = rng.choice(PLACEHOLDER_FORMS).format(p=prefix)
    table = ctx["names"] if prefix == "#" else ctx["values"]
    if tok not in table or new in table:
        return None
    table[new] = table.pop(tok)
    pattern = re.escape(tok) + r"(?![A-Za-z0-9_])"
    return re.sub(pattern, lambda _: new, text), f"placeholder {tok!r} -> {new!r}"


def m_unalias(rng, text, ctx):
    toks = [t for t in tokens(text) if t[0] == "name" and t[1] in ctx["names"]]
    if not toks:
        return None
    _, tok, _ = rng.choice(toks)
    name = ctx["names"][tok]
    if not isinstance(name, str) or not name:
        return None
    pattern = re.escape(tok) + r"(?![A-Za-z0-9_])"
    new = re.sub(pattern, lambda _: name, text)
    del ctx["names"][tok]
    return new, f"alias {tok!r} written as {name!r}"


def _new_value(ctx, ddb: dict) -> str:
    i = 0
    while f":fz{i}" in ctx["values"]:
        i += 1
    ctx["values"][f":fz{i}"] = ddb
    return f":fz{i}"


def m_value_for_path(rng, text, ctx):
    calls = [
        m
        for m in CALL.finditer(text)
        if m.group(1)
        in (
            "begins_with",
            "contains",
            "size",
            "attribute_exists",
            "attribute_not_exists",
            "attribute_type",
            "if_not_exists",
            "list_append",
        )
    ]
    if not calls:
        return None
    m = rng.choice(calls)
    j = _matching(text, m.end() - 1)
    if j is None:
        return None
    first = re.match(r"\s*([^,()]+?)\s*(?=,|\))", text[m.end() : j])
    if not first or first.group(1).startswith(":"):
        return None
    a = m.end() + first.start(1)
    b = m.end() + first.end(1)
    fitting = {
        "begins_with": [{"S": "hello"}, {"B": "AAE="}],
        "contains": [{"S": "hello"}, {"SS": ["a", "b"]}, {"L": [{"S": "x"}]}],
        "size": [{"S": "hello"}, {"L": [{"S": "x"}]}, {"M": {"a": {"S": "x"}}}, {"SS": ["a"]}],
        "list_append": [{"L": [{"S": "x"}]}],
    }
    anything = [{"S": "hello"}, {"SS": ["a", "b"]}, {"L": [{"S": "x"}]}, {"N": "3"}, {"M": {"a": {"S": "x"}}}]
    choices = fitting.get(m.group(1), anything) if rng.random() < 0.8 else anything
    ddb = rng.choice(choices)
    ph = _new_value(ctx, ddb)
    return text[:a] + ph + text[b:], f"{m.group(1)}: a value ({next(iter(ddb))}) in place of the path"


def m_path_for_value(rng, text, ctx):
    toks = [t for t in tokens(text) if t[0] == "value" and t[1] in ctx["values"]]
    if not toks:
        return None
    _, tok, start = rng.choice(toks)
    return text[:start] + "zz_missing" + text[start + len(tok) :], f"a path in place of {tok!r}"


def _group(text: str) -> str:
    """``text`` in parentheses, unless one pair already holds all of it."""
    stripped = text.strip()
    if stripped.startswith("(") and _matching(stripped, 0) == len(stripped) - 1:
        return stripped
    return f"({text})"


def m_limit(rng, text, ctx):
    kind = rng.choice(["length", "in", "operators", "depth", "placeholder"])
    delta = rng.choice([-1, 0, 1, 2])
    if kind == "length":
        target = 4096 + delta
        if len(text) >= target:
            return None
        pad = " " * (target - len(text))
        return (text + pad if rng.random() < 0.5 else pad + text), f"expression of {target} characters"
    if kind == "in" and ctx["field"] in ("ConditionExpression", "FilterExpression"):
        m = re.search(r"\bIN\s*\(([^()]*)\)", text, re.I)
        n = 100 + delta
        phs = [_new_value(ctx, {"N": str(i)}) for i in range(n)]
        clause = f"zz IN ({', '.join(phs)})"
        if m:  # the IN list written here replaces the one there
            return text[: m.start(1)] + ", ".join(phs) + text[m.end(1) :], f"IN with {n} operands"
        return f"{_group(text)} AND {clause}", f"IN with {n} operands"
    if kind == "operators" and ctx["field"] in ("ConditionExpression", "FilterExpression"):
        ph = _new_value(ctx, {"N": "0"})
        # the text's own operators are not counted here: an approximate pair around 300
        n = 150 + delta
        return f"{_group(text)} AND " + " AND ".join([f"zz <> {ph}"] * n), f"{n} extra comparisons"
    if kind == "depth":
        paths = [s for s in operand_spans(text) if s[2] == "path"]
        if not paths:
            return None
        a, b, _ = rng.choice(paths)
        levels = len(re.findall(r"\.|\[", text[a:b])) + 1
        extra = 32 + delta - levels
        if extra <= 0:
            return None
        return text[:b] + ".d" * extra + text[b:], f"a path of {32 + delta} levels"
    if kind == "placeholder":
        toks = [t for t in tokens(text) if t[0] in ("name", "value") and len(t[1]) > 1]
        if not toks:
            return None
        _, tok, _ = rng.choice(toks)
        table = ctx["names"] if tok[0] == "#" else ctx["values"]
        if tok not in table:
            return None
        new = tok[0] + "p" * (254 + delta)
        table[new] = table.pop(tok)
        return re.sub(re.escape(tok) + r"(?![A-Za-z0-9_])", lambda _: new, text), f"placeholder of {255 + delta} bytes"
    return None


PAREN = [
    m_paren_operand,
    m_paren_set_value,
    m_paren_whole,
    m_paren_double,
    m_paren_remove,
    m_paren_call_args,
    m_paren_comparison,
]
TOKENS = [m_ws, m_ws, m_keyword_case, m_glue, m_index, m_comparator, m_drop_or_double, m_placeholder_name, m_unalias]
OPERANDS = [m_value_for_path, m_value_for_path, m_path_for_value]
TEXT_FAMILIES = {"parentheses": PAREN, "tokens": TOKENS, "operands": OPERANDS, "limits": [m_limit]}


# --------------------------------------------------------------------------
# Request-level mutations (family "validation"): (rng, request, operation, table) -> label or None
# --------------------------------------------------------------------------
def _bodies(request: dict) -> list[dict]:
    if isinstance(request.get("TransactItems"), list):
        return [b for e in request["TransactItems"] for b in e.values() if isinstance(b, dict)]
    return [request]


def v_return_values(rng, req, op, table):
    if op not in ("PutItem", "UpdateItem", "DeleteItem"):
        return None
    new = rng.choice(["ALL", "all_new", "UPDATED", "NEW", "", "ALL_NEW ", "UPDATED_OLD", "NONE"])
    req["ReturnValues"] = new
    return f"ReturnValues {new!r}"


def v_placeholder_key(rng, req, op, table):
    body = rng.choice(_bodies(req))
    field = rng.choice(["ExpressionAttributeNames", "ExpressionAttributeValues"])
    if not body.get(field):
        return None
    key = rng.choice(["x", "#", ":", "#a b", ":a b", "# a", "#a#b", "##", "::a", "#\u00e9", ""])
    body[field][key] = "extra" if field == "ExpressionAttributeNames" else {"S": "extra"}
    return f"{field} key {key!r}"


def v_empty_map(rng, req, op, table):
    body = rng.choice(_bodies(req))
    field = rng.choice(["ExpressionAttributeNames", "ExpressionAttributeValues"])
    body[field] = {}
    return f"{field} empty"


def v_map_without_expression(rng, req, op, table):
    body = rng.choice(_bodies(req))
    present = [f for f in EXPRESSIONS if f in body]
    if not present:
        return None
    for f in present:
        del body[f]
    return f"expressions {', '.join(present)} removed, maps kept"


def _values(body: dict) -> list[tuple[dict, str]]:
    return [(body["ExpressionAttributeValues"], k) for k in body.get("ExpressionAttributeValues") or {}]


def v_value_types(rng, req, op, table):
    body = rng.choice(_bodies(req))
    sites = _values(body)
    for field in ("Item", "Key"):
        if isinstance(body.get(field), dict):
            sites += [(body[field], k) for k in body[field]]
    if not sites:
        return None
    holder, k = rng.choice(sites)
    form = rng.choice(["none", "two", "unknown", "null-false", "n-number", "bool-string"])
    if form == "none":
        holder[k] = {}
    elif form == "two":
        holder[k] = {**holder[k], **({"N": "1"} if "N" not in holder[k] else {"S": "x"})}
    elif form == "unknown":
        holder[k] = {"X": "1"}
    elif form == "null-false":
        holder[k] = {"NULL": False}
    elif form == "n-number":
        holder[k] = {"N": 5}
    else:
        holder[k] = {"BOOL": "true"}
    return f"value {k!r}: {form}"


def v_legacy(rng, req, op, table):
    body = req
    if op in ("GetItem", "Query", "Scan") and rng.random() < 0.5:
        body["AttributesToGet"] = ["a"]
        return "AttributesToGet beside expressions"
    if op in ("PutItem", "UpdateItem", "DeleteItem"):
        body["Expected"] = {"a": {"Exists": False}}
        return "Expected beside expressions"
    if op in ("Query", "Scan"):
        body["ScanFilter" if op == "Scan" else "QueryFilter"] = {"a": {"ComparisonOperator": "NOT_NULL"}}
        return "a legacy filter beside expressions"
    return None


def v_no_update(rng, req, op, table):
    if op != "UpdateItem":
        return None
    req.pop("UpdateExpression", None)
    if rng.random() < 0.5:
        req.pop("ExpressionAttributeNames", None)
        req.pop("ExpressionAttributeValues", None)
        req.pop("ConditionExpression", None)
        return "UpdateItem without UpdateExpression (nothing else)"
    return "UpdateItem without UpdateExpression"


def v_key_numbers(rng, req, op, table):
    body = rng.choice(_bodies(req))
    key = body.get("Key") if isinstance(body.get("Key"), dict) else body.get("Item")
    if not isinstance(key, dict):
        return None
    names = [k["AttributeName"] for k in table["KeySchema"]]
    name = rng.choice(names)
    if name not in key:
        return None
    bad = rng.choice([{"N": ""}, {"N": "NaN"}, {"N": "Infinity"}, {"N": " 1"}, {"N": "1e400"}, {"S": ""}, {"B": ""}])
    key[name] = bad
    return f"key {name} = {bad}"


def v_misc(rng, req, op, table):
    choice = rng.choice(["limit0", "select", "consistent", "unknown-param", "rvoccf"])
    if choice == "limit0" and op in ("Query", "Scan"):
        req["Limit"] = rng.choice([0, -1])
        return f"Limit {req['Limit']}"
    if choice == "select" and op in ("Query", "Scan"):
        req["Select"] = rng.choice(["COUNT ", "ALL", "SPECIFIC_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES"])
        return f"Select {req['Select']!r}"
    if choice == "consistent" and op in ("GetItem", "Query", "Scan"):
        req["ConsistentRead"] = "true"
        return "ConsistentRead as a string"
    if choice == "rvoccf" and op in ("PutItem", "UpdateItem", "DeleteItem"):
        req["ReturnValuesOnConditionCheckFailure"] = rng.choice(["ALL_NEW", "all_old", "NONE"])
        return f"ReturnValuesOnConditionCheckFailure {req['ReturnValuesOnConditionCheckFailure']!r}"
    if choice == "unknown-param":
        req["Bogus"] = 1
        return "an unknown parameter"
    return None


VALIDATION = [
    v_return_values,
    v_placeholder_key,
    v_empty_map,
    v_map_without_expression,
    v_value_types,
    v_value_types,
    v_legacy,
    v_no_update,
    v_key_numbers,
    v_key_numbers,
    v_misc,
]


# --------------------------------------------------------------------------
# Family "semantics" (opt-in, not in FAMILIES): requests that stress what the
# simulator computes rather than the syntax. The seed gives the table and an
# item of ``before``; the item is given the attributes below (FIXTURE) and the
# request is written from scratch against it.
# --------------------------------------------------------------------------
SEM_NAMES = {
    "#l": "lst",
    "#m": "mp",
    "#ns": "nums",
    "#ss": "strs",
    "#bs": "bins",
    "#n": "num",
    "#s": "txt",
    "#b": "bin",
    "#big": "big",
    "#e": "empty",
    "#em": "emap",
    "#z": "missing",
    "#t": "touched",
}
BIG = "9" * 38
NUMBERS = [
    BIG,
    "-" + BIG,
    "1E125",
    "9.9E125",
    "1E-130",
    "-1E-130",
    "1.5",
    "0.0",
    "1E+2",
    "12345678901234567890.123456789",
]
EQUIVALENT = ["1", "1.0", "01E0", "10E-1", "1.00", "0.1E1"]


def _fixture(rng) -> dict:
    inner = {"L": [{"N": "1"}, {"N": "2"}]}
    elems = [{"N": "1"}, {"S": "a"}, {"M": {"x": {"N": "1"}, "y": {"L": [{"S": "b"}]}}}, inner, {"NULL": True}]
    return {
        "lst": {"L": elems[: rng.randint(2, 5)]},
        "mp": {"M": {"a": {"N": "1"}, "b": {"L": [{"S": "x"}]}, "c": {"M": {"d": {"S": "y"}}}}},
        "nums": {"NS": rng.choice([["1", "2.5", "-3"], ["1"], ["100", "7"]])},
        "strs": {"SS": ["a", "b", "\u00e9"]},
        "bins": {"BS": ["AQ==", "Ag==", "AQI="]},
        "num": {"N": rng.choice(["10", "-0.5", "1E-130", BIG, "9.9E125"])},
        "txt": {"S": rng.choice(["h\u00e9llo", "\U0001f600x", "abc", "\u00e9\u00e9"])},
        "bin": {"B": rng.choice(["AAEC", "/w==", "AQ=="])},
        "big": {"N": BIG},
        "empty": {"L": []},
        "emap": {"M": {}},
    }


def _num(rng) -> dict:
    return {"N": rng.choice(NUMBERS + EQUIVALENT)}


def _any_value(rng) -> dict:
    return rng.choice(
        [
            _num(rng),
            {"S": rng.choice(["a", "10", "h\u00e9", ""])},
            {"B": rng.choice(["AQ==", "AAE="])},
            {"NS": rng.sample(EQUIVALENT[:2] + ["2.5", "-3"], 2)},
            {"SS": ["a"]},
            {"BS": ["AQ=="]},
            {"L": [{"N": "1"}]},
            {"M": {"x": {"N": "1"}}},
            {"BOOL": True},
            {"NULL": True},
        ]
    )


def s_list_actions(rng, vals):
    """Several SET/REMOVE actions on one list, indexes inside and past the end, nested paths."""
    sets, removes = [], []
    for i in range(rng.randint(1, 3)):
        path = rng.choice(["#l[{}]", "#l[{}]", "#l[{}].x", "#l[{}][0]", "#m.b[{}]"]).format(rng.randint(0, 7))
        vals[f":v{i}"] = _any_value(rng)
        sets.append(f"{path} = :v{i}")
    for _ in range(rng.randint(0, 3)):
        removes.append(rng.choice(["#l[{}]", "#l[{}]", "#l[{}].y", "#m.b[{}]", "#e[{}]"]).format(rng.randint(0, 7)))
    text = ("SET " + ", ".join(sets)) if sets and rng.random() < 0.8 else ""
    if removes:
        text += (" " if text else "") + "REMOVE " + ", ".join(dict.fromkeys(removes))
    return {"UpdateExpression": text or "REMOVE #l[0], #l[2]"}


def s_list_append(rng, vals):
    vals[":e"] = {"L": []}
    vals[":l"] = {"L": [_any_value(rng)]}
    args = ["#l", "#e", ":e", ":l", "#l[3]", "#z", "if_not_exists(#z, :e)", "if_not_exists(#l, :l)", "#m.b", "#s"]
    a, b = rng.choice(args), rng.choice(args)
    target = rng.choice(["#l", "#e", "#z", "#m.b", "#l[1]", "#m.fresh"])
    return {"UpdateExpression": f"SET {target} = list_append({a}, {b})"}


def s_if_not_exists(rng, vals):
    vals[":a"] = _num(rng)
    vals[":b"] = _any_value(rng)
    inner = rng.choice(["#z", "#n", "#l[0]", "#l[9]", "#m.a", "#m.z.q", "#s"])
    form = rng.choice(
        [
            "if_not_exists({p}, :a)",
            "if_not_exists({p}, :a) + :a",
            ":a - if_not_exists({p}, :a)",
            "if_not_exists({p}, if_not_exists(#z, :a))",
            "if_not_exists({p}, #n)",
            "if_not_exists({p}, :b)",
        ]
    )
    target = rng.choice(["#n", "#z", inner, "#m.fresh", "#l[7]"])
    return {"UpdateExpression": f"SET {target} = " + form.format(p=inner)}


def s_sets(rng, vals):
    kind = rng.choice(["NS", "NS", "SS", "BS"])
    if kind == "NS":
        members = rng.sample(EQUIVALENT + ["2.5", "2.50", "-3", "-3.0", "100", BIG], rng.randint(1, 3))
    elif kind == "SS":
        members = rng.sample(["a", "b", "\u00e9", "e\u0301", "A", ""], rng.randint(1, 2))
    else:
        members = rng.sample(["AQ==", "AQI=", "Ag==", "AA==", ""], rng.randint(1, 2))
    vals[":s"] = {kind: members}
    target = rng.choice(["#ns", "#ss", "#bs", "#z", "#m.z", "#m.c.q", "#z.q", "#n", "#l", "#ns", "#bs"])
    verb = rng.choice(["ADD", "DELETE"])
    text = f"{verb} {target} :s"
    if rng.random() < 0.3:
        vals[":one"] = _num(rng)
        text += f", {rng.choice(['#n', '#z', '#m.a', '#m.z', '#l[0]', '#big'])} :one"
    return {"UpdateExpression": text}


def s_arithmetic(rng, vals):
    vals[":x"], vals[":y"] = _num(rng), _num(rng)
    left = rng.choice(["#n", "#big", ":x", "#m.a", "#l[0]", "#s", "#z"])
    op = rng.choice(["+", "-"])
    target = rng.choice(["#n", "#z", "#big", "#m.a", "#l[0]"])
    if rng.random() < 0.3:
        return {"UpdateExpression": f"ADD {target} :x"}
    return {"UpdateExpression": f"SET {target} = {left} {op} {rng.choice([':y', '#big', '#n'])}"}


CONDITIONS = [
    "size({p}) {c} :c",
    "{p} {c} :c",
    "{p} BETWEEN :c AND :d",
    "contains({p}, :c)",
    "begins_with({p}, :c)",
    "attribute_type({p}, :t)",
    "NOT contains({p}, :c)",
    "{p} IN (:c, :d)",
]


EQUAL_TO_FIXTURE = [  # values the fixture holds, written otherwise (order, number spelling)
    {"NS": ["-3", "2.50", "1.0"]},
    {"SS": ["\u00e9", "b", "a"]},
    {"BS": ["AQI=", "Ag==", "AQ=="]},
    {"M": {"c": {"M": {"d": {"S": "y"}}}, "b": {"L": [{"S": "x"}]}, "a": {"N": "1.0"}}},
    {"L": [{"N": "01E0"}, {"N": "2"}]},
    {"S": "\U0001f600"},
    {"S": "h\u00e9"},
    {"B": "AA=="},
]


def s_condition(rng, vals):
    p = rng.choice(["#ns", "#ss", "#bs", "#l", "#m", "#s", "#b", "#n", "#big", "#e", "#em", "#z", "#l[2]", "#m.b"])
    form = rng.choice(CONDITIONS)
    vals[":c"] = rng.choice([_any_value(rng), {"N": str(rng.randint(0, 6))}, rng.choice(EQUAL_TO_FIXTURE)])
    vals[":d"] = rng.choice([_any_value(rng), _num(rng)])
    vals[":t"] = {"S": rng.choice(["NS", "SS", "BS", "L", "M", "S", "N", "B", "NULL", "BOOL"])}
    cond = form.format(p=p, c=rng.choice(["=", "<>", "<", "<=", ">", ">="]))
    out = {"ConditionExpression": cond}
    if rng.random() < 0.3:  # the update writes what the condition reads (the condition sees the old item)
        vals[":w"] = _any_value(rng)
        out["UpdateExpression"] = f"SET {p.split('[')[0].split('.')[0]} = :w"
    return out


SEMANTICS = [s_list_actions, s_list_actions, s_list_append, s_if_not_exists, s_sets, s_sets, s_arithmetic]


def semantic_case(rng: random.Random, seed: dict) -> dict | None:
    """A request written against the seed's table and one of its items (given FIXTURE attributes)."""
    if seed["operation"] not in ("UpdateItem", "PutItem", "DeleteItem", "TransactWriteItems") or not seed["before"]:
        return None
    name = next((b.get("TableName") for b in _bodies(seed["request"]) if isinstance(b.get("TableName"), str)), None)
    keys = [k["AttributeName"] for k in seed["table"]["KeySchema"]]
    if name is None or any(k in SEM_NAMES.values() for k in keys):
        return None
    before = copy.deepcopy(seed["before"])
    at = rng.randrange(len(before))
    before[at].update(_fixture(rng))
    key = {k: before[at][k] for k in keys}
    vals: dict = {}
    if rng.random() < 0.35:
        scenario = s_condition
        body = s_condition(rng, vals)
        body.setdefault("UpdateExpression", "SET #t = :t")
    else:
        scenario = rng.choice(SEMANTICS)
        body = scenario(rng, vals)
        if rng.random() < 0.2:
            body["ConditionExpression"] = s_condition(rng, vals)["ConditionExpression"]
    text = " ".join(body.values())
    used = set(re.findall(r"[#:][A-Za-z0-9_]+", text))
    body = {"TableName": name, "Key": key, **body}
    body["ExpressionAttributeNames"] = {k: v for k, v in SEM_NAMES.items() if k in used}
    body["ExpressionAttributeValues"] = {k: v for k, v in vals.items() if k in used}
    if not body["ExpressionAttributeValues"]:
        del body["ExpressionAttributeValues"]
    operation = rng.choice(["UpdateItem"] * 4 + ["TransactWriteItems"])
    if operation == "UpdateItem":
        request = body
        rv = rng.choice(["NONE", "UPDATED_OLD", "UPDATED_NEW", "ALL_OLD", "ALL_NEW", None])
        if rv:
            request["ReturnValues"] = rv
    else:
        request = {"TransactItems": [{"Update": body}]}
        if rng.random() < 0.5:
            request["TransactItems"][0]["Update"]["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD"
    return {
        "category": "semantics",
        "mutation": scenario.__name__[2:],
        "seed": seed["id"],
        "table": seed["table"],
        "before": before,
        "operation": operation,
        "request": request,
    }


# --------------------------------------------------------------------------
# Seeds and generation
# --------------------------------------------------------------------------
def load_seeds(include_corpus: bool = True) -> list[dict]:
    from tests.differential.fidelity import statically_accepted

    seeds = []
    for path in [REAL] + ([CORPUS] if include_corpus else []):
        with open(path, encoding="utf-8") as f:
            for line in f:
                case = json.loads(line)
                if statically_accepted(case) and case["operation"] not in ("TransactGetItems",):
                    seeds.append(case)
    return seeds


def _expression_sites(request: dict) -> list[tuple[dict, str]]:
    return [(body, f) for body in _bodies(request) for f in EXPRESSIONS if isinstance(body.get(f), str)]


def mutate(rng: random.Random, seed: dict, family: str) -> dict | None:
    """One fuzz case from ``seed`` by a mutation of ``family``, or None if it does not apply."""
    if family == "semantics":
        return semantic_case(rng, seed)
    request = copy.deepcopy(seed["request"])
    if family == "validation":
        label = rng.choice(VALIDATION)(rng, request, seed["operation"], seed["table"])
    else:
        sites = _expression_sites(request)
        if not sites:
            return None
        body, field = rng.choice(sites)
        ctx = {
            "field": field,
            "names": dict(body.get("ExpressionAttributeNames") or {}),
            "values": copy.deepcopy(body.get("ExpressionAttributeValues") or {}),
        }
        out = rng.choice(TEXT_FAMILIES[family])(rng, body[field], ctx)
        if out is None:
            return None
        text, label = out
        if text == body[field]:
            return None
        body[field] = text
        for key in ("ExpressionAttributeNames", "ExpressionAttributeValues"):
            mapping = ctx["names" if key == "ExpressionAttributeNames" else "values"]
            if family in ("operands", "limits") or label.startswith("alias"):
                # what the mutation left unused goes, so that DynamoDB answers about the mutation itself
                used = set(
                    re.findall(
                        r"[#:][A-Za-z0-9_]+", " ".join(body[f] for f in EXPRESSIONS if isinstance(body.get(f), str))
                    )
                )
                mapping = {k: v for k, v in mapping.items() if k in used}
                if not mapping:
                    body.pop(key, None)
                    continue
            if mapping or key in body:
                body[key] = mapping
        label = f"{field}: {label}"
    if label is None or request == seed["request"]:
        return None
    return {
        "category": family,
        "mutation": label,
        "seed": seed["id"],
        "table": seed["table"],
        "before": seed["before"],
        "operation": seed["operation"],
        "request": request,
    }


def generate(
    count: int, seed: int = 12, include_corpus: bool = True, families: tuple = FAMILIES, weights: tuple = WEIGHTS
) -> list[dict]:
    """``count`` distinct cases; ``families``/``weights`` default to the bounded run's mix."""
    rng = random.Random(seed)
    seeds = load_seeds(include_corpus)
    out, seen = [], set()
    attempts = 0
    while len(out) < count and attempts < count * 50:
        attempts += 1
        family = rng.choices(families, weights)[0]
        case = mutate(rng, rng.choice(seeds), family)
        if case is None:
            continue
        key = json.dumps([case["operation"], case["request"]], sort_keys=True, ensure_ascii=False)
        if key in seen:
            continue
        seen.add(key)
        out.append({"id": f"f{seed}-{len(out):05d}", **case})
    return out


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--out", default="fuzz_disagreements.jsonl")
    ap.add_argument("--endpoint", help="an already running DynamoDB Local")
    ap.add_argument("--real-only", action="store_true", help="seeds from the real requests only, not the corpus")
    ap.add_argument("--family", choices=FAMILIES + ("semantics",), help="draw from this family only")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(HERE.parents[1]))
    from collections import Counter

    from tests.differential.fidelity import COMPONENTS, applicable, judge
    from tests.differential.wire import WireRecorder, dynamodb_local

    families = (args.family,) if args.family else FAMILIES
    weights = (1,) if args.family else WEIGHTS
    cases = generate(args.cases, args.seed, not args.real_only, families, weights)
    bad = Counter()
    total = Counter()
    written = 0
    if args.out.endswith(".gz"):  # mtime 0: the same run gives the same bytes
        out_file = io.TextIOWrapper(gzip.GzipFile(args.out, "wb", mtime=0), encoding="utf-8")
    else:
        out_file = open(args.out, "w", encoding="utf-8")  # noqa: SIM115 (closed by the with below)
    with dynamodb_local(args.endpoint) as wire, out_file as out:
        recorder = WireRecorder(wire)
        for case in cases:
            case["expect"] = recorder.record(case)
            found = {}
            for component in COMPONENTS:
                if not applicable(case, component):
                    continue
                outcome = judge(case, component)
                total[(case["category"], component)] += 1
                if not outcome.agree:
                    found[component] = ("crash: " if outcome.crashed else "") + outcome.line()
                    bad[(case["category"], component)] += 1
            if found:
                out.write(json.dumps({**case, "disagreements": found}, ensure_ascii=False) + "\n")
                written += 1
    print(f"{len(cases)} cases, {written} with disagreements, written to {args.out}")
    for family in families:
        row = ", ".join(f"{c} {bad[(family, c)]}/{total[(family, c)]}" for c in COMPONENTS)
        print(f"  {family:12} {row}")


if __name__ == "__main__":
    main()
