"""builder.expr.direct reads the common expressions in one pass (issue 13);
the grammar stays the definition of what DynamoDB reads. These tests hold the
direct reader to the general one (``parse._general``: the grammar, the shape
walk, the nodes built from the tree) on the same text, maps and options:

- where the direct reader gives nodes, the general reader gives the same nodes
  and leaves the request's placeholder bookkeeping (names and values used,
  names written plainly) as the direct reader leaves it;
- where the general reader refuses a text, the direct reader gives none, and
  leaves the bookkeeping untouched (the general reader then counts afresh).

The texts: every expression of the recorded corpora with the maps of the
request that holds it, token soups, and random expressions built from the
grammar's parts (parentheses anywhere, functions anywhere, keywords in odd
cases, one token dropped, doubled or swapped), each read with maps of several
kinds (names that are text, numbers, empty; values of each type).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import direct, parse
from builder.expr.errors import ExprError
from tests.expr.test_lalr import EXPRESSION_FIELDS, recorded_with_maps, token_soups

TESTS = Path(__file__).resolve().parent.parent
KINDS = tuple(EXPRESSION_FIELDS)
_START_KINDS = {
    "condition_expression": ("ConditionExpression", "KeyConditionExpression"),
    "update_expression": ("UpdateExpression",),
    "projection_expression": ("ProjectionExpression",),
}
KEY_SCHEMAS = (None, (("PK", "S"), ("SK", "S")), (("a", "N"),))
VALUES = (
    {"S": "x"},
    {"S": "S"},
    {"S": "NULL"},
    {"N": "1"},
    {"B": "AAE="},
    {"BOOL": True},
    {"NULL": True},
    {"SS": ["a", "b"]},
    {"NS": ["1"]},
    {"L": [{"S": "a"}]},
    {"M": {"k": {"S": "v"}}},
    {"S": ""},
    {"X": "1"},
    "plain",
)
NAMES = ("a", "PK", "SK", "b.c", "size", "AND", "Name", 7, "", None)


def _read(reader, kind: str, text: str, names, values, refuse: bool, key_schema):
    ctx = parse.Context(names, values)
    ctx.refuse_reserved = refuse
    ctx.key_schema = key_schema
    try:
        node = reader(kind, text, ctx, parse.expression_size(text))
    except ExprError as e:
        node = ("refused", type(e), e.message, e.dynamodb, e.location, e.usage_known, e.after_usage, e.position)
    return node, (ctx.used_names, ctx.used_values, ctx.plain_names)


def disagreement(kind: str, text: str, names=None, values=None, refuse=True, key_schema=None):
    """None when the direct reader agrees with the general one on this text:
    it gives the general reader's nodes, or raises its refusal (a node's
    own), with the same placeholders recorded; or it gives up and leaves the
    bookkeeping untouched. Otherwise what each gave."""
    ours, kept = _read(parse._direct, kind, text, names, values, refuse, key_schema)
    general, general_kept = _read(parse._general, kind, text, names, values, refuse, key_schema)
    if ours is None:
        return None if kept == (set(), set(), 0) else ("gave up, bookkeeping changed", kept)
    if ours != general or kept != general_kept:
        return (ours, kept, general, general_kept)
    return None


@pytest.fixture(scope="module")
def recorded() -> list:
    return recorded_with_maps()


def _maps_for(text: str, rnd: random.Random) -> tuple[dict, dict]:
    """Maps defining the text's placeholders (one left out now and then)."""
    tokens = direct._TOKENS.findall(text)
    names = {t: rnd.choice(NAMES) for t in tokens if t[0] == "#" and len(t) > 1}
    values = {t: rnd.choice(VALUES) for t in tokens if t[0] == ":" and len(t) > 1}
    for m in (names, values):
        if m and rnd.random() < 0.1:
            del m[rnd.choice(sorted(m))]
    return names, values


def test_every_recorded_expression_reads_as_the_grammar_reads_it(recorded):
    assert len(recorded) > 8000  # the corpora are there
    taken = 0
    for kind, text, names, values in recorded:
        for refuse in (True, False):
            assert disagreement(kind, text, names, values, refuse) is None, (kind, text, refuse)
            taken += _read(parse._direct, kind, text, names, values, refuse, None)[0] is not None
    assert taken > 12000  # it reads most of them (the rest are left to the grammar, and agreed with above)


def test_recorded_key_conditions_against_each_key_schema(recorded):
    for kind, text, names, values in recorded:
        if kind == "KeyConditionExpression":
            for schema in KEY_SCHEMAS:
                assert disagreement(kind, text, names, values, True, schema) is None, (text, schema)


def test_recorded_texts_with_other_maps(recorded):
    """The recorded texts with maps of every kind of name and value, and with
    a placeholder left undefined now and then."""
    rnd = random.Random(20261205)
    texts = sorted({(kind, text) for kind, text, _, _ in recorded})
    for kind, text in texts:
        names, values = _maps_for(text, rnd)
        assert disagreement(kind, text, names, values, rnd.random() < 0.5) is None, (kind, text, names, values)


def test_token_soups_read_as_the_grammar_reads_them():
    rnd = random.Random(5)
    for start, text in token_soups(3000):
        for kind in _START_KINDS[start]:
            names, values = _maps_for(text, rnd)
            assert disagreement(kind, text, names, values, rnd.random() < 0.5) is None, (kind, text)


# ---- random expressions from the grammar's parts -------------------------------------------------
def _case(word: str, rnd: random.Random) -> str:
    return rnd.choice([word, word.lower(), word.title()])


def _path(rnd: random.Random) -> str:
    segs = [rnd.choice(["a", "#n", "#m", "SK", "PK", "size", "Name", "b_1", "#k0"])]
    for _ in range(rnd.choice([0, 0, 0, 1, 2])):
        segs.append(rnd.choice([".b", ".#n", f"[{rnd.choice([0, 1, 12, 2147483647, 2147483648])}]"]))
    return "".join(segs)


def _operand(rnd: random.Random, depth: int) -> str:
    r = rnd.random()
    if r < 0.4:
        out = _path(rnd)
    elif r < 0.75:
        out = rnd.choice([":v", ":w", ":t", ":s"])
    elif r < 0.9 and depth < 3:
        out = f"size({_operand(rnd, depth + 1)})"
    else:
        fn = rnd.choice(["begins_with", "if_not_exists", "attribute_exists", "Size", "foo"])
        out = f"{fn}({_operand(rnd, depth + 1)}, {_operand(rnd, depth + 1)})" if depth < 3 else _path(rnd)
    return f"({out})" if rnd.random() < 0.1 else out


def _condition(rnd: random.Random, depth: int = 0) -> str:
    r = rnd.random()
    if depth < 4 and r < 0.25:
        op = _case(rnd.choice(["AND", "OR"]), rnd)
        out = f"{_condition(rnd, depth + 1)} {op} {_condition(rnd, depth + 1)}"
    elif depth < 4 and r < 0.32:
        out = f"{_case('NOT', rnd)} {_condition(rnd, depth + 1)}"
    elif r < 0.6:
        out = f"{_operand(rnd, depth)} {rnd.choice(['=', '<>', '<', '<=', '>', '>='])} {_operand(rnd, depth)}"
    elif r < 0.67:
        out = f"{_operand(rnd, depth)} {_case('BETWEEN', rnd)} {_operand(rnd, depth)} AND {_operand(rnd, depth)}"
    elif r < 0.74:
        items = ", ".join(_operand(rnd, depth) for _ in range(rnd.randint(1, 3)))
        out = f"{_operand(rnd, depth)} {_case('IN', rnd)} ({items})"
    else:
        fn = rnd.choice(
            ["attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size"]
        )
        args = ", ".join(_operand(rnd, depth + 1) for _ in range(rnd.choice([1, 2, 2, 3])))
        out = f"{fn}({args})"
    return f"({out})" if rnd.random() < 0.2 else out


def _set_value(rnd: random.Random, depth: int = 0) -> str:
    r = rnd.random()
    if r < 0.5:
        out = _operand(rnd, 3)
    elif r < 0.75 and depth < 3:
        out = f"{_set_value(rnd, depth + 1)} {rnd.choice(['+', '-'])} {_set_value(rnd, depth + 1)}"
    elif depth < 3:
        fn = rnd.choice(["if_not_exists", "list_append", "size"])
        out = f"{fn}({_set_value(rnd, depth + 1)}, {_set_value(rnd, depth + 1)})"
    else:
        out = _path(rnd)
    return f"({out})" if rnd.random() < 0.1 else out


def _update(rnd: random.Random) -> str:
    clauses = []
    for section in rnd.sample(["SET", "REMOVE", "ADD", "DELETE", "SET"], rnd.randint(1, 3)):
        n = rnd.randint(1, 3)
        if section == "SET":
            actions = [f"{_path(rnd)} = {_set_value(rnd)}" for _ in range(n)]
        elif section == "REMOVE":
            actions = [_path(rnd) for _ in range(n)]
        else:
            actions = [f"{_path(rnd)} {rnd.choice([':v', ':w', ':s'])}" for _ in range(n)]
        clauses.append(f"{_case(section, rnd)} {', '.join(actions)}")
    return " ".join(clauses)


def _mutated(text: str, rnd: random.Random) -> str:
    tokens = direct._TOKENS.findall(text)
    if not tokens or rnd.random() < 0.6:
        return text
    i = rnd.randrange(len(tokens))
    how = rnd.choice(["drop", "double", "swap", "paren"])
    if how == "drop":
        del tokens[i]
    elif how == "double":
        tokens.insert(i, tokens[i])
    elif how == "swap" and i + 1 < len(tokens):
        tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
    else:
        tokens.insert(i, "(")
        tokens.append(")")
    return rnd.choice([" ", "", "\t"]).join(tokens)


@settings(max_examples=600, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(KINDS))
def test_random_expressions_read_as_the_grammar_reads_them(rnd, kind):
    if kind == "UpdateExpression":
        text = _update(rnd)
    elif kind == "ProjectionExpression":
        text = ", ".join(_path(rnd) for _ in range(rnd.randint(1, 4)))
    else:
        text = _condition(rnd)
    text = _mutated(text, rnd)
    names, values = _maps_for(text, rnd)
    schema = rnd.choice(KEY_SCHEMAS) if kind == "KeyConditionExpression" else None
    assert disagreement(kind, text, names, values, rnd.random() < 0.5, schema) is None


def test_random_expressions_are_often_read_directly():
    """The generator above reaches the direct reader's nodes, not only its giving up."""
    rnd = random.Random(1)
    taken = 0
    for _ in range(400):
        text = _condition(rnd)
        names, values = _maps_for(text, rnd)
        taken += _read(parse._direct, "ConditionExpression", text, names, values, True, None)[0] is not None
    assert taken > 40


@pytest.mark.parametrize(
    "text",
    [
        "((a = :v))",  # a pair directly around another
        "((a)) = :v",  # a pair directly around another, around an operand
        "a = ((:v))",
        "((a) = :v) AND ((b = :v))",
        "size(((a))) = :v",
        "a = :v b",
        "size(a)",  # size where a condition belongs
        "begins_with(a, :v) = :v",
        "attribute_exists(a, b)",
        "attribute_exists(:v)",
        "a[2147483648] = :v",
        "a[007] = :v",
        "a = :v AND",
        "a = \u00a0:v",
        "a =\f:v",
        "# = :v",
        "NOT " * 9 + "a = :v",  # deeper than the direct reader goes
        " OR ".join(["a = :v"] * 260),  # more operators than it reads
    ],
)
def test_texts_left_to_the_grammar(text):
    assert direct.plan(text, "condition_expression") is None


@pytest.mark.parametrize(
    "text",
    [
        "SET a = :v SET b = :v",  # a section twice
        "SET a = :v,",
        "SET a = list_append(:v, :w) + :v",  # list_append inside arithmetic
        "SET a = if_not_exists(:v, :w)",  # if_not_exists's first operand is not a path
        "SET a = if_not_exists(b, list_append(:v, :w))",
        "SET a = size(b)",
        "SET a = ((b + :v))",  # a pair directly around another
        "SET a = ((b))",
        "SET a = (b + :v) + :v",
        "SET a = b + ((:v))",
        "SET a = b + (c - :v)",
        "SET a = (list_append(b, :v)) + :v",
        "ADD a",
        "",
    ],
)
def test_updates_left_to_the_grammar(text):
    assert direct.plan(text, "update_expression") is None


def test_a_plan_holds_the_text_as_written():
    tree, reserved, uses = direct.plan("#a.b[3] = :v AND (c < :w OR NOT size(d) > :v)", "condition_expression")
    assert tree == (
        "and",
        (
            ("cmp", "=", ("p", ("#a", "b", 3), 1), ("v", ":v")),
            (
                "or",
                (
                    ("cmp", "<", ("p", ("c",), 1), ("v", ":w")),
                    ("not", ("cmp", ">", ("size", ("p", ("d",), 1)), ("v", ":v"))),
                ),
            ),
        ),
    )
    assert (reserved, uses) == (False, (":v", ":w", ":v"))
    assert direct.plan("Name = :v", "condition_expression")[1] is True  # NAME is a reserved word
    chain = direct.plan("(a = :v AND b = :v) AND c = :v", "condition_expression")[0]
    assert chain[0] == "and" and len(chain[1]) == 3  # one group of three, as parse._flatten reads it


def test_giving_up_while_building_leaves_the_bookkeeping_as_it_was():
    """#m is undefined: the direct reader has already counted #n and the plain
    name a when it meets it, and must undo that (the general reader counts afresh)."""
    ctx = parse.Context({"#n": "x"}, {":v": {"S": "1"}})
    ctx.used_names.add("#earlier")
    assert parse._direct("ConditionExpression", "#n = :v AND a = :v AND #m = :v", ctx, 40) is None
    assert (ctx.used_names, ctx.used_values, ctx.plain_names) == ({"#earlier"}, set(), 0)


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        ("ConditionExpression", "(#n) <> (:v)"),  # as some libraries write every operand
        ("ConditionExpression", "(size(#n)) > :w AND :v BETWEEN (a) AND (:w)"),
        ("ConditionExpression", "size((:s)) > :w"),
        ("ConditionExpression", "((a) = :v)"),
        ("ConditionExpression", "a IN ((:v), :w) OR begins_with((a), (:s))"),
        ("UpdateExpression", "SET c = (c - :v)"),  # ElectroDB's
        ("UpdateExpression", "SET #n = (if_not_exists(#n, :w) - :v), a = list_append(if_not_exists((a), :l), :l)"),
        ("UpdateExpression", "SET a = ((b) + :v), c = (list_append(c, :l))"),
    ],
)
def test_parentheses_around_operands_are_read_directly(kind, text):
    names = {"#n": "n"}
    values = {":v": {"N": "1"}, ":w": {"N": "2"}, ":s": {"S": "s"}, ":l": {"L": []}}
    assert disagreement(kind, text, names, values) is None
    node, _ = _read(parse._direct, kind, text, names, values, True, None)
    assert node is not None and not (isinstance(node, tuple) and node[0] == "refused")


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        ("UpdateExpression", "SET a = " + "(" * 1000),  # found by a red-team fuzz: the SET value's pairs recursed
        ("UpdateExpression", "SET a = " + "(" * 990 + "b" + ")" * 990),
        ("UpdateExpression", "SET a = " + "(" * 600 + "(b) + :v" + ")" * 600),
        ("UpdateExpression", "SET a = if_not_exists(b, " * 400 + ":v" + ")" * 400),
        ("ConditionExpression", "(" * 1000 + "a = :v" + ")" * 1000),
        ("ConditionExpression", "NOT " * 1000 + "a = :v"),
        ("ConditionExpression", "a = " + "(" * 1000 + ":v" + ")" * 1000),
        ("ConditionExpression", "size(" + "(" * 1000 + "a" + ")" * 1000 + ") > :v"),
        ("ConditionExpression", "(" * 1000),
    ],
)
def test_nesting_of_any_depth_is_left_to_the_grammar(kind, text):
    """The direct reader goes at most 8 levels deep, whatever nests (a pair of
    parentheses, a NOT, a function): deeper, it gives up, and the grammar
    answers (here a refusal, never a crash)."""
    start = {"UpdateExpression": "update_expression"}.get(kind, "condition_expression")
    assert direct.plan(text, start) is None
    with pytest.raises(ExprError):
        parse.parse_expression(kind, text, parse.Context({}, {":v": {"N": "1"}}))
