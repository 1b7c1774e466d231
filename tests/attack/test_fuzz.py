"""The attack suite: hypothesis over Django's test client, for every URL.

Every named URL of the app (found by walking the resolver) has an attack here,
and ``test_every_url_has_an_attack`` fails for one that has none: a new endpoint
comes with its attack. Each attack sends mutated real input, anonymous or
signed in (drawn): the builder form of every recipe and operation with fields
changed (types, huge numbers, Unicode digits, nesting, NULL types), deleted or
added; links (``?s=``, ``?state=``, ``?recipe=``, ``?snippet=``); pasted
requests (JSON, ``aws dynamodb`` commands, boto3 calls and JavaScript SDK commands) and API bodies mutated from the recipes' requests; team exports;
Try it items; ids and slugs; account forms.

A 500, or an exception escaping the view, fails the test, unless it is one of
the causes still open in tests/attack/known.py (noted, then skipped: their
strict-xfail regression tests keep them visible). DEBUG is off (conftest.py).

Examples per URL: ``ATTACK_EXAMPLES`` (default 20, about a minute in all);
deterministic unless ``ATTACK_RANDOM=1`` (then hypothesis explores anew);
``ATTACK_STRICT=1`` tolerates no cause, open or not (to see what is left).
"""

from __future__ import annotations

import copy
import json
import os
import re
import shlex
from urllib.parse import quote

import pytest
from botocore import xform_name
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from builder import forms as bf
from builder import snippets as sn
from builder import team_export as tx
from builder.expr import OPERATIONS, render
from builder.expr.emit import FORMATS, emit
from builder.expr.recipes import all_recipes
from tests.attack.conftest import HX, PASSWORD
from tests.attack.known import known_cause
from tests.attack.routes import named_routes, route_args
from tests.fixtures import like_text_state, query_text_state

EXAMPLES = int(os.environ.get("ATTACK_EXAMPLES", "20"))
STRICT = os.environ.get("ATTACK_STRICT") == "1"  # no cause is tolerated, open or not
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=os.environ.get("ATTACK_RANDOM") != "1",
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)

# --------------------------------------------------------------------------
# values
# --------------------------------------------------------------------------
DEEP = "[" * 1000 + "]" * 1000
NASTY_TEXT = [
    "",
    " ",
    "0",
    "-1",
    "1.5",
    "1e999",
    "-0",
    "NaN",
    "Infinity",
    "null",
    "true",
    "²",
    "①",
    "1²",
    "٣",
    "９",
    "9" * 4301,
    "9" * 39,
    DEEP,
    "[" * 40 + "]" * 40,
    "{",
    "[",
    '{"a":',
    "[1, 2]",
    '{"a": 1}',
    '[{"S": "a"}]',
    '{"BS": [1.5]}',
    '{"BS": [{"a": 1}]}',
    "\x00",
    "x" * 3000,
    "<script>alert(1)</script>",
    "%",
    "../../etc/passwd",
    "a.b[0].c",
    "#name",
    ":value",
    "NULL",
    "L",
    "M",
    "BS",
    "B",
    "BOOL",
    # expressions written as text (text mode): over 4 KB, deeply nested, many placeholders
    "SET a = :v, " * 400 + "b = :v",
    "(" * 2000 + "a = :v" + ")" * 2000,
    "SET a = " + "(" * 990 + "b" + ")" * 990,  # under 4 KB, so read: a SET value's pairs once recursed unbounded
    "NOT " * 500 + "a = :v",
    " AND ".join(f"#n{i} = :v{i}" for i in range(150)),
    "ADD likeTally :one :two",
    "SET #t = if_not_exists(#t, :zero) + :one",
]
TYPES = ["S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS", "", "X"]
nasty_text = st.sampled_from(NASTY_TEXT) | st.text(max_size=12) | st.integers(-(10**6), 10**40).map(str)

# raw JSON values spliced into a body (they cannot all come from json.dumps)
NASTY_JSON = [
    "null",
    "true",
    "-1",
    "1.5",
    "1e400",
    "9" * 4301,
    "9" * 50,
    DEEP,
    "[" * 60 + "]" * 60,
    '""',
    '"²"',
    "[]",
    "{}",
    '{"BS": [1.5]}',
    '{"BS": [null]}',
    '{"BS": [-1]}',
    '{"BS": [{"a": 1}]}',
    '{"BS": [100000]}',
    '{"B": 12}',
    '{"N": "1e999999"}',
    '{"N": "9' + "9" * 100 + '"}',
    '{"SS": []}',
    '{"L": [' + '{"L": [' * 40 + "]}" * 40 + "]}",
    '{"NULL": false}',
    '{"S": null}',
    '"' + "x" * 3000 + '"',
    '"\\ud800"',  # a lone surrogate: JSON, not Unicode text (a message echoing it cannot be written)
]
nasty_json = st.sampled_from(NASTY_JSON) | st.integers(-(10**20), 10**20).map(str) | st.text(max_size=8).map(json.dumps)

# --------------------------------------------------------------------------
# real input to start from
# --------------------------------------------------------------------------
QUERY = {
    "version": 1,
    "operation": "Query",
    "table": "Social",
    "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "POST#a91f"}}},
    "options": {"limit": 10},
}
SCAN = {"version": 1, "operation": "Scan", "table": "Social", "options": {"segment": 0, "total_segments": 2}}
STATES = [r.state for r in all_recipes()] + [QUERY, SCAN, like_text_state(), query_text_state()]
FORMS = [bf.state_to_data(s) for s in STATES] + [bf.empty_data(op) for op in OPERATIONS]
REQUESTS = [(render(s)[0], render(s)[1]) for s in STATES]
EXTRA_KEYS = [
    "carry_key",
    "try-items",
    "opt-limit",
    "opt-segment",
    "opt-total_segments",
    "opt-select",
    "opt-return_values",
    "key-1-type",
    "key-5-value",
    "item-9-type",
    "act-0-type",
    "act-7-item-0-type",
    "act-0-upd-0-v-type",
    "upd-0-v-kind",
    "upd-3-action",
    "cond-op",
    "cond-0-op",
    "cond-0-0-op",
    "cond-l-kind",
    "kc-sop",
    "kc-s-type",
    "proj",
    "token",
    "table",
    "ph_names",
    "ph_style",
    "tx-update-expr",
    "tx-filter-expr",
    "act-1-tx-update-expr",
    "act-0-tx-condition-expr",
    "act-1-tx-update-names-0-token",
    "act-1-tx-update-names-150-name",
    "act-1-tx-update-values-0-type",
    "act-1-tx-update-values-99999-value",
    "tx-projection-names-0-token",
]
ACTIONS = [
    "build",
    "add:act",
    "add:upd",
    "add:key",
    "add:cond",
    "addgroup:cond",
    "remove:key-0",
    "remove:act-0",
    "up:act-1",
    "down:act-0",
    "remove:cond-0",
    "add:cond-in",
    "add:nope",
    "remove:x-99999999999999999999",
    "text:act-1-update",
    "form:act-1-update",
    "text:condition",
    "text:key_condition",
    "form:filter",
    "text:act-999999-projection",
    "add:act-1-tx-update-names",
    "add:act-1-tx-update-values",
    "remove:act-1-tx-update-values-0",
    "",
]


@st.composite
def builder_form(draw) -> dict:
    """A real builder form (a recipe's, or an operation's empty one), mutated."""
    data = dict(draw(st.sampled_from(FORMS)))
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["set", "set", "delete", "type", "add", "op"]))
        keys = sorted(data)
        if kind == "set" and keys:
            # values and options more often than names: that is where the parsing is
            valued = [k for k in keys if k.endswith(("-value", "-ph", "-expr", "-token")) or k.startswith("opt-")]
            data[draw(st.sampled_from(valued if valued and draw(st.booleans()) else keys))] = draw(nasty_text)
        elif kind == "delete" and keys:
            data.pop(draw(st.sampled_from(keys)))
        elif kind == "type":
            typed = [k for k in keys if k.endswith("-type")]
            if typed:
                data[draw(st.sampled_from(typed))] = draw(st.sampled_from(TYPES))
        elif kind == "add":
            data[draw(st.sampled_from(EXTRA_KEYS))] = draw(nasty_text)
        else:  # an operation switch: the form says which operation it was drawn for
            data.setdefault("op_was", data.get("op", ""))
            data["op"] = draw(st.sampled_from([*OPERATIONS, "Nope", ""]))
    return data


def _paths(node, at=()):
    """Every (path, value) in a JSON document."""
    yield at, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*at, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*at, i))


@st.composite
def mutated_json(draw, doc) -> str:
    """``doc`` as JSON text with a few values replaced by nasty raw JSON, keys
    deleted or added."""
    doc = copy.deepcopy(doc)
    raws: list[str] = []
    for _ in range(draw(st.integers(0, 3))):
        paths = [p for p, _ in _paths(doc) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        kind = draw(st.sampled_from(["replace", "replace", "delete", "add"]))
        if kind == "delete" and isinstance(parent, dict):
            parent.pop(path[-1], None)
            continue
        marker = f"__raw{len(raws)}__"
        raws.append(draw(nasty_json))
        if kind == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["Limit", "Segment", "Item", "Key", "x", "TableName", "#x\udc00"]))] = marker
        else:
            parent[path[-1]] = marker
    text = json.dumps(doc)
    for i, raw in enumerate(raws):
        text = text.replace(f'"__raw{i}__"', raw)
    return text


def request_text(draw) -> tuple[str, str]:
    operation, params = draw(st.sampled_from(REQUESTS))
    return operation, draw(mutated_json(params))


CLI_JUNK = [
    "--region",
    "us-east-1",
    "--no-paginate",
    "--max-items",
    "--cli-binary-format",
    "raw-in-base64-out",
    "--cli-input-yaml",
    "file://x.json",
    "fileb://x",
    "Key={S=a}",
    "'",
    '"',
    "\\",
    "$",
    "$X",
    "--",
    "--no-",
    "--consistent-read=1",
    "--limit",
    "9" * 40,
    "--cli-input-json",
    "[]",
    "create-table",
    "dynamodb",
    "aws",
]


@st.composite
def command_text(draw) -> str:
    """An ``aws dynamodb <command>`` line (builder/cli_command.py) for a known
    request: its members as options, some values mutated or nasty, some words
    of junk, quoted or not."""
    operation, params = draw(st.sampled_from(REQUESTS))
    words = ["aws", "dynamodb", xform_name(operation, "-")]
    for member, value in params.items():
        if isinstance(value, (dict, list)):
            text = draw(mutated_json(value)) if draw(st.booleans()) else json.dumps(value)
        else:
            text = json.dumps(value) if not isinstance(value, str) else value
        words += [f"--{xform_name(member, '-')}", text]
    for _ in range(draw(st.integers(0, 3))):
        junk = draw(st.sampled_from(CLI_JUNK) | nasty_text)
        words.insert(draw(st.integers(0, len(words))), junk)
    return " ".join(shlex.quote(w) if draw(st.booleans()) else w for w in words)


PY_JUNK = [
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ",",
    "**k",
    "x",
    "f'{x}'",
    "Key('a').eq(",
    "~",
    " & ",
    "Decimal('x')",
    "1.5e999",
    "b'\\xff'",
    "\n",
    "#",
    "'",
    '"""',
    "\\",
    "lambda: 0",
    "__import__('os')",
    "\x00",
]


PY_VALUES = [
    'Decimal("1e999999")',
    "1e400",
    "9" * 5000,
    'Decimal("NaN")',
    "-0.0",
    "set()",
    '{1, "a"}',
    'b"\\xff"',
    'Binary(b"")',
    "Key('a')",
    "None",
    "True",
    "[]",
    "{}",
    "(1,)",
    '"' + "x" * 300 + '"',
    "frozenset([1])",
]


JS_VALUES = [
    "1e999999999",
    "9007199254740993",
    "0x" + "f" * 120,
    "undefined",
    "new Set([])",
    "new Set([[1]])",
    "new Uint8Array([256])",
    'Buffer.from("%", "base64")',
    "NumberValue.from(1)",
    "`${x}`",
    "x",
    "...x",
    '"\\u{110000}"',
    "[1,,2]",
    "new Map()",
    "-0",
    ".5e-200",
    "123n",
    "null",
    "{}",
    "[]",
]
JS_JUNK = ["{", "}", "[", "]", ",", ":", "...", "/*", "//", "`", "'", '"', "\\", "new ", "(", ")", "\n", "0x", "n"]


@st.composite
def code_text(draw, formats: tuple, values: list, junk: list) -> str:
    """A recipe's code tab (builder/python_call.py, builder/js_call.py) with a
    value replaced by one the SDK or the builder may refuse, and junk put in."""
    operation, params = draw(st.sampled_from(REQUESTS))
    code = emit(draw(st.sampled_from(formats)), operation, params)
    strings = [m.span() for m in re.finditer(r'(?<=: )"[^"\n]*"', code)]  # values in dicts and objects
    if strings and draw(st.booleans()):
        start, end = draw(st.sampled_from(strings))
        code = code[:start] + draw(st.sampled_from(values)) + code[end:]
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(code)))
        code = code[:at] + draw(st.sampled_from(junk) | nasty_text) + code[at:]
    return code


def python_text():
    return code_text(("python_client", "python_resource"), PY_VALUES, PY_JUNK)


def js_text():
    return code_text(("js_client", "js_document"), JS_VALUES, JS_JUNK)


def simulate_doc(operation: str, request: dict) -> dict:
    return {
        "table": {
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
            ],
        },
        "before": [{"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "likeTally": {"N": "0"}}],
        "operation": operation,
        "request": request,
    }


def link_query(draw) -> dict:
    kind = draw(st.sampled_from(["s", "s-raw", "state", "recipe", "op", "snippet"]))
    if kind == "s":  # what encode_state packs, from a mutated state's text
        return {"s": tok(draw(mutated_json(draw(st.sampled_from(STATES)))))}
    if kind == "s-raw":
        text = draw(nasty_text | st.sampled_from(NASTY_JSON))
        return {"s": draw(st.sampled_from([tok(text), "1." + text, text]))}
    if kind == "state":
        return {"state": draw(mutated_json(draw(st.sampled_from(STATES))))}
    if kind == "recipe":
        return {"recipe": draw(st.sampled_from([r.name for r in all_recipes()]) | nasty_text)}
    if kind == "op":
        return {"op": draw(st.sampled_from(OPERATIONS) | nasty_text)}
    return {"snippet": draw(nasty_text)}


def tok(text: str) -> str:
    import base64
    import zlib

    packed = zlib.compress(text.encode("utf-8", "surrogatepass"), 9)[2:-4]
    return "1." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


# --------------------------------------------------------------------------
# the harness
# --------------------------------------------------------------------------
class Attacker:
    """Clients (anonymous, alice: a team owner, a staff user) and ``hit``."""

    def __init__(self, cast, staff):
        self.cast = cast
        self.anon = Client()
        self.alice = Client()
        self.alice.force_login(cast.alice)
        self.staff = Client()
        self.staff.force_login(staff)
        # a real export, taken once: the strategies must not depend on what earlier examples imported
        self.export = tx.export_team(cast.blue)
        self.export["exported"] = "2026-01-01T00:00:00+00:00"
        # and a part of an export in parts (builder.team_export): a split snippet's
        # item with its key, and a continuation of another split snippet
        first = copy.deepcopy(self.export["snippets"][0])
        later = {"continues": "k-1", "title": first["title"], "revisions": first["revisions"][:1]}
        self.part = {**self.export, "part": 2, "last_part": True, "snippets": [{**first, "key": "k-2"}, later]}

    def client(self, draw) -> Client:
        return draw(st.sampled_from([self.anon, self.alice]))

    def hit(self, client: Client, method: str, url: str, data=None, **kw):
        note(f"{method.upper()} {url[:300]} {str(data)[:500]}")
        try:
            r = getattr(client, method)(url, data if data is not None else {}, **kw)
        except Exception as e:
            cause = None if STRICT else known_cause(e)
            if cause is None:
                raise
            note(f"known cause {cause}: {type(e).__name__}")
            return None
        # a 500 fails; 502 is the tables pages' answer when the endpoint is down
        assert r.status_code != 500, (method, url[:200], r.status_code)
        if r.streaming:  # (a team export) written after its status: read to the end, where it may fail
            b"".join(r.streaming_content)
        return r

    def ids(self, draw, real: int) -> int | str:
        return draw(st.sampled_from([real, real + 1000, 0, 1, "9" * 30, "9" * 5000]))


def _pk_url(name: str, *args) -> str:
    """A URL with arguments as given (also ones reverse() would refuse)."""
    real = route_args_cache[name]
    try:
        return reverse(name, args=args)
    except Exception:
        return reverse(name, args=real)


route_args_cache: dict = {}


def attack_builder(a: Attacker, draw):
    c = a.client(draw)
    how = draw(st.sampled_from(["link", "post", "paste", "snippet"]))
    if how == "link":
        a.hit(c, "get", "/", link_query(draw))
    elif how == "post":
        data = draw(builder_form())
        data["_action"] = draw(st.sampled_from(ACTIONS))
        a.hit(c, "post", "/", data, headers=draw(st.sampled_from([{}, HX])))
    elif how == "paste":
        kind = draw(st.sampled_from(["json", "command", "python", "javascript"]))
        strategy = {"command": command_text(), "python": python_text(), "javascript": js_text()}.get(kind)
        text = draw(strategy) if strategy is not None else request_text(draw)[1]
        data = {"_action": "paste", "paste-text": text, "paste-op": draw(st.sampled_from([*OPERATIONS, "", "Nope"]))}
        a.hit(c, "post", "/", data)
    else:
        a.hit(c, "get", "/", {"snippet": a.ids(draw, a.cast.mine.pk)})


def attack_preview(a: Attacker, draw):
    data = draw(builder_form())
    if draw(st.booleans()):  # the key typed in Try it, which the checks use (one attribute twice: no table has it)
        data["try-hash"] = draw(st.sampled_from(["PK", "likeTally"]))
        data["try-range"] = draw(st.sampled_from(["", "SK", "PK"]))
    a.hit(a.client(draw), "post", "/preview", data, headers=HX)


def attack_code(a: Attacker, draw):
    # one code tab on demand (issue 13): a real format, none, another page's name or junk
    fmt = draw(st.sampled_from([*(f for f, _, _ in FORMATS), "", "json", "readable"]) | nasty_text)
    data = draw(builder_form())
    if draw(st.booleans()):
        data["show"] = draw(st.sampled_from(["go", "json", ""]) | nasty_text)
    url = "/code?format=" + quote(fmt, safe="", errors="surrogatepass")
    a.hit(a.client(draw), "post", url, data, headers=draw(st.sampled_from([{}, HX])))


def attack_recipes(a: Attacker, draw):
    a.hit(a.client(draw), "get", "/recipes/", {"x": draw(nasty_text)})


DIFF_ITEM = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "n": {"N": "1"}, "m": {"M": {"a": {"L": [{"S": "x"}]}}}}


def attack_diff(a: Attacker, draw):
    c = a.client(draw)
    if draw(st.booleans()):
        a.hit(c, "get", "/diff", {"before": draw(nasty_text)})
        return
    item = (
        st.sampled_from(NASTY_JSON) | mutated_json(DIFF_ITEM) | mutated_json({"PK": "a", "SK": "b", "x": [1, {"y": 2}]})
    )
    data = {
        "before": draw(item),
        "after": draw(item),
        "key": draw(st.sampled_from(["PK,SK", "PK", "", ",", "PK,SK,X"]) | nasty_text),
        "table": draw(st.sampled_from(["", "Social"]) | nasty_text),
        "version": draw(st.sampled_from(["", "n", "PK", "m"]) | nasty_text),
        "counter": draw(st.sampled_from(["", "on"]) | nasty_text),
    }
    a.hit(c, "post", "/diff", data)


EMBED_FORMATS = ["", "python_client", "js_document", "java", "nope"]


def attack_embed(a: Attacker, draw):
    query = link_query(draw)
    query["format"] = draw(st.sampled_from(EMBED_FORMATS) | nasty_text)
    a.hit(a.client(draw), "get", "/embed/", query)


def attack_embed_shared(a: Attacker, draw):
    fmt = draw(st.sampled_from(EMBED_FORMATS) | nasty_text)
    a.hit(a.client(draw), "get", f"/embed/s/{_slug(a, draw)}/", {"format": fmt})


def indexed_table(draw, name: str = "Social") -> dict:
    """The fuzzed table's description with secondary indexes (docs/api.md):
    a global and a local index of each projection, or past DynamoDB's limits
    (21 global indexes, 6 local, 21 NonKeyAttributes, a name twice)."""
    table = simulate_doc("Scan", {})["table"]
    gsi = {
        "IndexName": "byTally",
        "KeySchema": [{"AttributeName": "likeTally", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
        "Projection": draw(
            st.sampled_from(
                [
                    {"ProjectionType": "ALL"},
                    {"ProjectionType": "KEYS_ONLY"},
                    {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["likedAt", "a, b"]},
                    {"ProjectionType": "INCLUDE", "NonKeyAttributes": [f"n{i}" for i in range(21)]},
                    {"ProjectionType": "INCLUDE", "NonKeyAttributes": 5},  # (a 500 once)
                    {"ProjectionType": ["ALL"]},  # (a 500 once)
                    {"ProjectionType": "KEYS_ONLY", "NonKeyAttributes": ["likedAt"]},
                    "KEYS_ONLY",
                ]
            )
        ),
    }
    lsi = {
        "IndexName": "bySK2",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK2", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "KEYS_ONLY"},
    }
    many = draw(st.sampled_from([1, 1, 2, 21]))  # 2: one name twice
    if draw(st.booleans()):  # a key schema DynamoDB refuses: two HASH entries, or HASH and RANGE on one attribute
        gsi["KeySchema"] = draw(
            st.sampled_from(
                [[gsi["KeySchema"][0]] * 2, [gsi["KeySchema"][0], {**gsi["KeySchema"][0], "KeyType": "RANGE"}]]
            )
        )
    return {
        **table,
        "TableName": name,
        "AttributeDefinitions": table["AttributeDefinitions"]
        + [{"AttributeName": "likeTally", "AttributeType": "N"}, {"AttributeName": "SK2", "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [gsi] * many,
        "LocalSecondaryIndexes": [lsi] * draw(st.sampled_from([1, 6])),
    }


INDEX_READS = [
    ("Query", {"IndexName": "byTally", "KeyConditionExpression": "likeTally = :n"}, {":n": {"N": "0"}}),
    ("Query", {"IndexName": "bySK2", "KeyConditionExpression": "PK = :p"}, {":p": {"S": "POST#a91f"}}),
    ("Scan", {"IndexName": "byTally", "Segment": 1, "TotalSegments": 3}, None),
    ("Scan", {"IndexName": "bySK2", "Select": "ALL_ATTRIBUTES", "Limit": 1}, None),
]


def attack_api_check(a: Attacker, draw):
    operation, text = request_text(draw)
    if draw(st.booleans()):  # the wrapper with the table's description, or a list of them naming their tables
        table = simulate_doc(operation, {})["table"]
        tables = [
            {**table, "TableName": "Social"},
            {**table, "TableName": "Tallies", "KeySchema": table["KeySchema"][:1]},
        ]
        indexed = indexed_table(draw)
        wrapper = {
            "operation": operation,
            "request": "REQUEST",
            "table": draw(st.sampled_from([table, tables, tables[:1], [], indexed, [indexed, tables[1]]])),
        }
        text = draw(mutated_json(wrapper)).replace('"REQUEST"', text, 1)
    query = "?operation=" + quote(draw(st.sampled_from([*OPERATIONS, "Nope", ""])))
    a.hit(a.client(draw), "post", "/api/check" + query, text, content_type="application/json")


def attack_api_simulate(a: Attacker, draw):
    operation, params = draw(st.sampled_from(REQUESTS))
    doc = simulate_doc(operation, params)
    if draw(st.booleans()):  # the items by table name (docs/api.md): a table the request names, another, junk
        names = st.sampled_from(["Social", "Tallies", "", "t" * 300, "\u00e9"])
        doc["before"] = dict.fromkeys(draw(st.lists(names, max_size=3, unique=True)), doc["before"])
    if draw(st.booleans()):  # tables of their own keys (docs/api.md): a list of descriptions naming them
        other = {
            "TableName": draw(st.sampled_from(["Tallies", "Social", "", "\u00e9"])),
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": draw(st.sampled_from(["S", "N", "X"]))}],
        }
        doc["table"] = [{**doc["table"], "TableName": "Social"}, other][: draw(st.integers(0, 2))]
    if draw(st.booleans()):  # a table with secondary indexes, read by a Query or a Scan of one (docs/simulator.md)
        operation, params, values = draw(st.sampled_from(INDEX_READS))
        doc["operation"], doc["request"] = operation, {"TableName": "Social", **params}
        if values:
            doc["request"]["ExpressionAttributeValues"] = values
        indexed = indexed_table(draw)
        doc["table"] = draw(st.sampled_from([indexed, [indexed, {**indexed, "TableName": "Tallies"}]]))
        item = {**simulate_doc(operation, {})["before"][0], "SK2": {"S": "x"}, "likedAt": {"N": "1"}}
        doc["before"] = draw(st.sampled_from([[item], {"Social": [item], "Tallies": [item]}]))
    text = draw(mutated_json(doc))
    a.hit(a.client(draw), "post", "/api/simulate", text, content_type="application/json")


def attack_try_it(a: Attacker, draw):
    data = draw(builder_form())
    item = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "n": {"N": "1"}}
    data["try-items"] = draw(
        st.sampled_from(NASTY_JSON)
        | mutated_json([item])
        | mutated_json({"Social": [item], "Tallies": [{"PK": "x"}]})  # items by table name
    )
    data["try-hash"] = draw(st.sampled_from(["", "PK", "x"]) | nasty_text)
    data["try-hash-type"] = draw(st.sampled_from(["S", "N", "B", "X"]))
    data["try-range"] = draw(st.sampled_from(["", "SK", "PK"]) | nasty_text)
    a.hit(a.client(draw), "post", "/try", data, headers=draw(st.sampled_from([{}, HX])))


def attack_run(a: Attacker, draw):
    if draw(st.booleans()):
        data = {"state": draw(st.sampled_from(NASTY_JSON) | mutated_json(draw(st.sampled_from(STATES))))}
    else:
        data = draw(builder_form())
    a.hit(a.client(draw), "post", "/run", data, headers=draw(st.sampled_from([{}, HX])))


def attack_tables(a: Attacker, draw):
    query = {k: draw(nasty_text) for k in draw(st.lists(st.sampled_from(["q", "after", "x"]), max_size=3))}
    a.hit(a.client(draw), "get", "/tables/", query)


def attack_table_use(a: Attacker, draw):
    query = {
        k: draw(nasty_text)
        for k in draw(st.lists(st.sampled_from(["name", "hash", "hash_type", "range", "range_type", "op"]), max_size=4))
    }
    a.hit(a.client(draw), "get", "/tables/use", query)


def attack_table(a: Attacker, draw):
    name = draw(
        st.sampled_from(["Social", "a" * 255, "x.y-z_1"]) | st.from_regex(r"[A-Za-z0-9_.-]{1,40}", fullmatch=True)
    )
    a.hit(a.client(draw), "get", f"/tables/{name}/")


def attack_table_reconcile(a: Attacker, draw):
    name = draw(st.sampled_from(["Social", "a" * 255]) | st.from_regex(r"[A-Za-z0-9_.-]{1,40}", fullmatch=True))
    query = {
        k: draw(nasty_text | st.sampled_from(["POST#a91f", "META", "likeTally", "LIKE#", "N", "S", "B"]))
        for k in draw(st.lists(st.sampled_from(["pk", "pk_type", "sk", "sk_type", "tally", "prefix", "x"]), max_size=6))
    }
    a.hit(a.client(draw), "get", f"/tables/{name}/reconcile", query)


def attack_admin(a: Attacker, draw):
    client = draw(st.sampled_from([a.anon, a.alice, a.staff]))
    path = draw(
        st.sampled_from(
            [
                "/admin/",
                "/admin/builder/snippet/",
                "/admin/builder/team/",
                "/admin/builder/revision/",
                "/admin/axes/accessattempt/",
                f"/admin/builder/snippet/{a.cast.mine.pk}/change/",
            ]
        )
    )
    a.hit(client, "get", path, {draw(st.sampled_from(["q", "o", "p", "visibility__exact", "e"])): draw(nasty_text)})


def attack_login(a: Attacker, draw):
    data = {"username": draw(st.sampled_from(["alice", "bob"]) | nasty_text), "password": draw(nasty_text)}
    a.hit(Client(), "post", reverse("login"), data, REMOTE_ADDR="10.1.2.3")


def attack_logout(a: Attacker, draw):
    c = Client()
    if draw(st.booleans()):
        c.force_login(a.cast.bob)
    a.hit(c, draw(st.sampled_from(["get", "post"])), reverse("logout"), {"next": draw(nasty_text)})


def attack_signup(a: Attacker, draw):
    data = {
        "username": draw(nasty_text),
        "email": draw(st.sampled_from(["", "x@example.org"]) | nasty_text),
        "password1": draw(nasty_text),
        "password2": draw(nasty_text),
        "next": draw(nasty_text),
    }
    a.hit(Client(), "post", reverse("signup"), data)


def attack_password_change(a: Attacker, draw):
    fields = ("old_password", "new_password1", "new_password2")
    a.hit(a.client(draw), "post", reverse("password_change"), {f: draw(nasty_text) for f in fields})


def attack_password_change_done(a: Attacker, draw):
    a.hit(a.client(draw), "get", reverse("password_change_done"))


def attack_password_reset(a: Attacker, draw):
    email = draw(st.sampled_from(["alice@example.org", ""]) | nasty_text)
    a.hit(Client(), "post", reverse("password_reset"), {"email": email})


def attack_password_reset_done(a: Attacker, draw):
    a.hit(Client(), "get", reverse("password_reset_done"))


def attack_password_reset_confirm(a: Attacker, draw):
    uid = quote(draw(nasty_text).replace("/", ""), safe="") or "MQ"
    token = quote(draw(nasty_text).replace("/", ""), safe="") or "x"
    url = f"/accounts/password/reset/{uid}/{token}/"
    c = Client()
    a.hit(c, "get", url)
    fields = ("new_password1", "new_password2")
    a.hit(c, "post", url, {f: draw(nasty_text) for f in fields})


def attack_password_reset_complete(a: Attacker, draw):
    a.hit(Client(), "get", reverse("password_reset_complete"))


def attack_snippet_list(a: Attacker, draw):
    query = {
        "q": draw(nasty_text),
        "page": draw(nasty_text),
        "scope": draw(st.sampled_from(["mine", "all"]) | nasty_text),
    }
    a.hit(
        a.client(draw),
        "get",
        reverse("snippet_list"),
        query,
        headers=draw(st.sampled_from([{}, {**HX, "HX-Target": "snippet-list"}])),
    )


def save_fields(draw, a: Attacker) -> dict:
    data = draw(builder_form())
    data.update(
        {
            "snippet-title": draw(st.sampled_from(["A title"]) | nasty_text),
            "snippet-description": draw(nasty_text),
            "snippet-team": draw(st.sampled_from(["", str(a.cast.blue.pk)]) | nasty_text),
            "snippet-visibility": draw(st.sampled_from(["private", "team", "link"]) | nasty_text),
            "snippet-save": draw(st.sampled_from(["save", "new", "overwrite"]) | nasty_text),
            "snippet-id": str(draw(st.sampled_from([a.cast.mine.pk, a.cast.history.pk, ""]) | nasty_text)),
            "snippet-version": draw(st.sampled_from(["1", "3", ""]) | nasty_text),
            "snippet-overwrite-version": draw(st.sampled_from(["1", "3", ""]) | nasty_text),
            # the privacy confirmation's choice (issue 11) and the mode it confirms
            "snippet-history": draw(st.sampled_from(["", "latest", "keep"]) | nasty_text),
            "snippet-confirm-mode": draw(st.sampled_from(["", "overwrite", "save"]) | nasty_text),
        }
    )
    if draw(st.booleans()):
        del data["snippet-save"]  # the confirmation's buttons post without it
    return data


def attack_snippet_save(a: Attacker, draw):
    a.hit(
        a.client(draw), "post", reverse("snippet_save"), save_fields(draw, a), headers=draw(st.sampled_from([{}, HX]))
    )


def _snippet_get(name):
    def attack(a: Attacker, draw):
        a.hit(a.client(draw), "get", _pk_url(name, a.ids(draw, a.cast.mine.pk)), {"page": draw(nasty_text)})

    return attack


def _code_format(draw) -> dict:
    """A code tab's ?format= (and a ?show= on the page): a real format, none, another page's name or junk."""
    return {"format": draw(st.sampled_from([*(f for f, _, _ in FORMATS), "", "json", "readable"]) | nasty_text)}


def attack_snippet_code(a: Attacker, draw):
    a.hit(a.client(draw), "get", _pk_url("snippet_code", a.ids(draw, a.cast.mine.pk)), _code_format(draw))


def attack_snippet_detail(a: Attacker, draw):
    query = {"page": draw(nasty_text)} | ({"show": _code_format(draw)["format"]} if draw(st.booleans()) else {})
    a.hit(a.client(draw), "get", _pk_url("snippet_detail", a.ids(draw, a.cast.mine.pk)), query)


def attack_snippet_restore(a: Attacker, draw):
    url = _pk_url("snippet_restore", a.ids(draw, a.cast.mine.pk), draw(st.sampled_from([1, 2, 0, 10**30])))
    a.hit(a.client(draw), "post", url, {"version": draw(nasty_text)})


def attack_snippet_fork(a: Attacker, draw):
    url = _pk_url("snippet_fork", a.ids(draw, a.cast.mine.pk))
    data = {"title": draw(nasty_text), "target": draw(st.sampled_from(["", str(a.cast.blue.pk)]) | nasty_text)}
    a.hit(a.client(draw), draw(st.sampled_from(["get", "post"])), url, data)


def attack_snippet_share(a: Attacker, draw):
    real = draw(st.sampled_from([a.cast.mine.pk, a.cast.history.pk]))
    url = _pk_url("snippet_share", a.ids(draw, real))
    data = {
        "visibility": draw(st.sampled_from(["private", "team", "link"]) | nasty_text),
        "version": draw(st.sampled_from(["1", "3"]) | nasty_text),
        # the privacy confirmation's choice (issue 11)
        "history": draw(st.sampled_from(["", "latest", "keep"]) | nasty_text),
    }
    if draw(st.booleans()):
        data["rotate"] = "1"
    a.hit(a.client(draw), "post", url, data)


def attack_snippet_delete(a: Attacker, draw):
    victim = sn.create_snippet(a.cast.alice, title="victim", description="", prepared=sn.prepare(STATES[0]))
    url = _pk_url("snippet_delete", a.ids(draw, victim.pk))
    a.hit(a.client(draw), draw(st.sampled_from(["get", "post"])), url)


def _slug(a: Attacker, draw) -> str:
    return draw(
        st.sampled_from([a.cast.shared.share_slug, "x"])
        | nasty_text.map(lambda t: quote(t.replace("/", ""), safe="") or "x")
    )


def attack_snippet_shared(a: Attacker, draw):
    query = {"show": _code_format(draw)["format"]} if draw(st.booleans()) else {}
    a.hit(a.client(draw), "get", f"/s/{_slug(a, draw)}/", query)


def attack_snippet_shared_code(a: Attacker, draw):
    a.hit(a.client(draw), "get", f"/s/{_slug(a, draw)}/code", _code_format(draw))


def attack_snippet_shared_fork(a: Attacker, draw):
    data = {"title": draw(nasty_text), "target": draw(st.sampled_from(["", str(a.cast.blue.pk)]) | nasty_text)}
    a.hit(a.client(draw), draw(st.sampled_from(["get", "post"])), f"/s/{_slug(a, draw)}/fork/", data)


def attack_team_list(a: Attacker, draw):
    c = a.client(draw)
    if draw(st.booleans()):
        a.hit(c, "post", reverse("team_list"), {"name": draw(nasty_text)})
    else:
        a.hit(c, "get", reverse("team_list"))


def attack_team_detail(a: Attacker, draw):
    url = _pk_url("team_detail", a.ids(draw, a.cast.blue.pk))
    query = {"q": draw(nasty_text), "page": draw(nasty_text)}
    a.hit(a.client(draw), "get", url, query, headers=draw(st.sampled_from([{}, {**HX, "HX-Target": "snippet-list"}])))


def attack_team_add_member(a: Attacker, draw):
    url = _pk_url("team_add_member", a.ids(draw, a.cast.blue.pk))
    data = {
        "username": draw(st.sampled_from(["bob", "alice", "nobody"]) | nasty_text),
        "role": draw(st.sampled_from(["owner", "member"]) | nasty_text),
    }
    a.hit(a.client(draw), "post", url, data)


def attack_team_remove_member(a: Attacker, draw):
    url = _pk_url("team_remove_member", a.ids(draw, a.cast.blue.pk), a.ids(draw, a.cast.bob.pk))
    a.hit(a.client(draw), "post", url)


def attack_team_set_role(a: Attacker, draw):
    url = _pk_url("team_set_role", a.ids(draw, a.cast.blue.pk), a.ids(draw, a.cast.bob.pk))
    a.hit(a.client(draw), "post", url, {"role": draw(st.sampled_from(["owner", "member"]) | nasty_text)})


def attack_team_export(a: Attacker, draw):
    a.hit(a.client(draw), "get", _pk_url("team_export", a.ids(draw, a.cast.blue.pk)))


def attack_team_import(a: Attacker, draw):
    from django.core.files.uploadedfile import SimpleUploadedFile

    text = draw(st.sampled_from(NASTY_JSON) | mutated_json(a.export) | mutated_json(a.part))
    upload = SimpleUploadedFile("export.json", text.encode("utf-8", "surrogatepass"), content_type="application/json")
    a.hit(a.client(draw), "post", _pk_url("team_import", a.ids(draw, a.cast.blue.pk)), {"file": upload})


ATTACKS = {
    "builder": attack_builder,
    "preview": attack_preview,
    "code": attack_code,
    "recipes": attack_recipes,
    "diff": attack_diff,
    "embed": attack_embed,
    "embed_shared": attack_embed_shared,
    "api_check": attack_api_check,
    "api_simulate": attack_api_simulate,
    "try_it": attack_try_it,
    "run": attack_run,
    "tables": attack_tables,
    "table_use": attack_table_use,
    "table": attack_table,
    "table_reconcile": attack_table_reconcile,
    "admin": attack_admin,
    "login": attack_login,
    "logout": attack_logout,
    "signup": attack_signup,
    "password_change": attack_password_change,
    "password_change_done": attack_password_change_done,
    "password_reset": attack_password_reset,
    "password_reset_done": attack_password_reset_done,
    "password_reset_confirm": attack_password_reset_confirm,
    "password_reset_complete": attack_password_reset_complete,
    "snippet_list": attack_snippet_list,
    "snippet_save": attack_snippet_save,
    "snippet_detail": attack_snippet_detail,
    "snippet_code": attack_snippet_code,
    "snippet_history": _snippet_get("snippet_history"),
    "snippet_restore": attack_snippet_restore,
    "snippet_fork": attack_snippet_fork,
    "snippet_share": attack_snippet_share,
    "snippet_delete": attack_snippet_delete,
    "snippet_shared": attack_snippet_shared,
    "snippet_shared_code": attack_snippet_shared_code,
    "snippet_shared_fork": attack_snippet_shared_fork,
    "team_list": attack_team_list,
    "team_detail": attack_team_detail,
    "team_add_member": attack_team_add_member,
    "team_remove_member": attack_team_remove_member,
    "team_set_role": attack_team_set_role,
    "team_export": attack_team_export,
    "team_import": attack_team_import,
}


def test_every_url_has_an_attack():
    """A new endpoint without an attack here fails the suite."""
    routes = named_routes()
    assert routes - set(ATTACKS) == set(), "URLs without an attack in tests/attack/test_fuzz.py"
    assert set(ATTACKS) - routes == set(), "attacks on URLs that no longer exist"


@pytest.fixture
def attacker(cast, settings):
    from django.contrib.auth import get_user_model

    # /run reads its input before deciding who may run: let it run (anyone),
    # against a closed local port, so the whole path is attacked and nothing leaves
    settings.DYNAMODB_RUN_ENABLED = settings.DYNAMODB_RUN_ANONYMOUS = True
    settings.DYNAMODB_ENDPOINT_URL = "http://127.0.0.1:9"
    settings.DYNAMODB_CONNECT_TIMEOUT = settings.DYNAMODB_READ_TIMEOUT = 0.5
    settings.AXES_FAILURE_LIMIT = 1000  # the attack logs in many times: lockouts are tested in test_accounts.py
    route_args_cache.update(route_args(cast))
    staff = get_user_model().objects.create_superuser("root", "root@example.org", PASSWORD)
    return Attacker(cast, staff)


@pytest.mark.parametrize("name", sorted(ATTACKS))
def test_attack(attacker, name):
    attack = ATTACKS[name]

    @FUZZ
    @given(st.data())
    def run(data):
        attack(attacker, data.draw)

    run()
