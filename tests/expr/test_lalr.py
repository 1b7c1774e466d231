"""builder.expr.lalr reads expressions exactly as lark's own LALR parser does.

The module runs lark's compiled tables with a lean loop (issue 13); these tests
hold it to lark's parser on the same grammar: the same tree for every text
that parses, the same position for every text that does not. The texts are
every expression of the recorded corpora (the generator's, the real
requests', the reproductions', the fuzz catalogue's, the boundary pairs') and
random soups of the grammar's tokens, keywords in odd cases, characters no
token matches and letters Python folds into ASCII ones (``ſ``, ``ı``, ``K``).
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest
from lark import Lark, Token
from lark.exceptions import UnexpectedCharacters, UnexpectedToken

from builder.expr import lalr

TESTS = Path(__file__).resolve().parent.parent
EXPRESSION_FIELDS = {
    "ConditionExpression": "condition_expression",
    "FilterExpression": "condition_expression",
    "KeyConditionExpression": "condition_expression",
    "UpdateExpression": "update_expression",
    "ProjectionExpression": "projection_expression",
}
ATOMS = [
    *("a", "b", "SK", "x_1", "#n", "#0", ":v", ":v_1", "size", "attribute_exists", "begins_with"),
    *("if_not_exists", "list_append", "contains", "AND", "and", "Or", "nOt", "BETWEEN", "in", "IN"),
    *("SET", "set", "REMOVE", "remove", "ADD", "DELETE", "SETa", "ANDb", "ſet", "ın", "\u212a", "é"),
    *("(", ")", ",", ".", "[", "]", "0", "1", "007", "2147483648", "=", "<>", "<", "<=", ">", ">="),
    *("+", "-", " ", "\t", "\n", "\f", "\u00a0", "#", ":", "::v", "!", "a.b", "l[0]"),
]


def first_pass_finds_nothing(tree, where: str, refuse: bool) -> bool:
    """Whether the parser's first pass over ``tree`` finds no problem
    (``refuse``: reserved words refused)."""
    from builder.expr import parse

    ctx = parse.Context()
    ctx.refuse_reserved = refuse
    try:
        parse._first_pass(tree, ctx, where)
    except parse._Fail:
        return False
    return True


def recorded_with_maps() -> list[tuple[str, str, dict | None, dict | None]]:
    """Every expression of the recorded corpora, with the placeholder maps of
    the request body that holds it: (its field, such as
    ``"ConditionExpression"``, its text, ExpressionAttributeNames,
    ExpressionAttributeValues), a map None when the body has none."""
    found: list = []

    def walk(node):
        if isinstance(node, dict):
            names = node.get("ExpressionAttributeNames")
            values = node.get("ExpressionAttributeValues")
            for k, v in node.items():
                if k in EXPRESSION_FIELDS and isinstance(v, str):
                    found.append(
                        (k, v, names if isinstance(names, dict) else None, values if isinstance(values, dict) else None)
                    )
                else:
                    walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    for f in sorted(TESTS.rglob("*.jsonl")) + sorted(TESTS.rglob("*.jsonl.gz")):
        with gzip.open(f, "rt", encoding="utf-8") if f.suffix == ".gz" else f.open(encoding="utf-8") as fh:
            for line in fh:
                walk(json.loads(line))
    return found


def recorded_expressions() -> list[tuple[str, str]]:
    """Each recorded expression once, with the grammar's start rule that reads it."""
    return sorted({(EXPRESSION_FIELDS[kind], text) for kind, text, _, _ in recorded_with_maps()})


def token_soups(count: int) -> list[tuple[str, str]]:
    rnd = random.Random(13)
    return [
        (start, rnd.choice(["", " "]).join(rnd.choice(ATOMS) for _ in range(rnd.randint(1, 14))))
        for start in lalr.START_RULES
        for _ in range(count)
    ]


@pytest.fixture(scope="module")
def lark_parser() -> Lark:
    """lark's own parser on the same grammar, as builder.expr.parse used it before."""
    return Lark(
        lalr.GRAMMAR_FILE.read_text(encoding="utf-8"),
        parser="lalr",
        lexer="basic",
        start=list(lalr.START_RULES),
        maybe_placeholders=True,
    )


def _by_lark(parser: Lark, text: str, start: str):
    try:
        return "tree", parser.parse(text, start=start)
    except UnexpectedToken as e:
        return "error", None if e.token.type == "$END" else e.token.start_pos
    except UnexpectedCharacters as e:
        return "error", e.pos_in_stream


def _by_lalr(text: str, start: str):
    try:
        return "tree", lalr.parse(text, start)
    except lalr.SyntaxAt as e:
        return "error", e.position


def _differences(parser: Lark, cases) -> list:
    out = []
    for start, text in cases:
        ours, theirs = _by_lalr(text, start), _by_lark(parser, text, start)
        if ours != theirs or (ours[0] == "tree" and ours[1].pretty() != theirs[1].pretty()):
            out.append((start, text, ours, theirs))
    return out


def test_every_recorded_expression_reads_as_lark_reads_it(lark_parser):
    cases = recorded_expressions()
    assert len(cases) > 3000  # the corpora are there
    assert sum(_by_lalr(text, start)[0] == "tree" for start, text in cases) > 3000
    assert _differences(lark_parser, cases) == []


def test_random_token_soups_read_as_lark_reads_them(lark_parser):
    cases = token_soups(4000)
    outcomes = [_by_lalr(text, start) for start, text in cases]
    assert sum(kind == "tree" for kind, _ in outcomes) > 200  # some soups parse ...
    assert sum(pos is None for kind, pos in outcomes if kind == "error") > 200  # ... some end too soon
    assert _differences(lark_parser, cases) == []


@pytest.mark.parametrize(
    ("start", "text", "position"),
    [
        ("condition_expression", "a = = :v", 4),  # the token the parser refuses
        ("condition_expression", "a = :v AND", None),  # the end
        ("condition_expression", "a = :v \f", 7),  # a character no token matches
        ("condition_expression", "a = = \f", 4),  # the refused token comes first
        ("update_expression", "SETa = :v", 0),  # one name, not SET and a name
        ("projection_expression", "a, b.", None),
    ],
)
def test_where_a_text_stops_reading(start, text, position):
    with pytest.raises(lalr.SyntaxAt) as e:
        lalr.parse(text, start)
    assert e.value.position == position


def test_keywords_in_any_case_and_the_tree_shape():
    tree = lalr.parse("NOT a.b[2] = :v and size(#n) BETWEEN :lo AND :hi", "condition_expression")
    assert (
        tree.pretty() == lalr.parse("not a.b[2] = :v AND size(#n) between :lo and :hi", "condition_expression").pretty()
    )
    and_ = tree.children[0]
    assert and_.data == "and_"
    assert [c.data for c in and_.children] == ["not_", "between"]
    path = and_.children[0].children[0].children[0]
    assert [(t.type, str(t)) for t in path.children] == [("NAME", "a"), ("NAME", "b"), ("INDEX", "2")]


def test_tokens_and_rule_names_are_lark_s(lark_parser):
    """The loop's tokens carry lark's kind, text and start (lark's other
    positions are None), copy and pickle as lark's Tokens, and rules are named
    by plain strings that equal lark's."""
    import copy
    import pickle

    from lark import Token

    text = "a[1] = :v AND NOT attribute_exists(#b)"
    mine = lalr.parse(text, "condition_expression")
    theirs = lark_parser.parse(text, start="condition_expression")
    assert mine == theirs
    assert [s.data for s in mine.iter_subtrees()] == [s.data for s in theirs.iter_subtrees()]
    assert all(type(s.data) is str for s in mine.iter_subtrees())
    tokens = list(mine.scan_values(lambda v: isinstance(v, Token)))
    assert [(t.type, str(t), t.start_pos) for t in tokens] == [
        (t.type, str(t), t.start_pos) for t in theirs.scan_values(lambda v: isinstance(v, Token))
    ]
    assert {(t.line, t.end_pos) for t in tokens} == {(None, None)}
    for again in (copy.deepcopy(mine), pickle.loads(pickle.dumps(mine)), copy.copy(tokens[0])):
        assert again == (mine if not isinstance(again, Token) else tokens[0])
    assert type(copy.copy(tokens[0])) is Token


def _token_triples(tree) -> list:
    from lark import Token

    return [(t.type, str(t), t.start_pos) for t in tree.scan_values(lambda v: isinstance(v, Token))]


def test_every_token_has_lark_s_kind_text_and_start(lark_parser):
    """Trees compare their tokens by text alone: the kinds and the starts the
    loop gives each token (told by its first character, counted from the
    texts it found all at once) are held to lark's here."""
    compared = 0
    for start, text in recorded_expressions() + token_soups(1500):
        ours = _by_lalr(text, start)
        if ours[0] == "tree":
            assert _token_triples(ours[1]) == _token_triples(lark_parser.parse(text, start=start)), text
            compared += 1
    assert compared > 3000


def test_all_the_tokens_at_once_are_the_scanner_s_one_after_the_other():
    """findall on the alternation without its groups finds the tokens lark's
    scanner finds reading them one after the other, when no character is
    left unmatched; with one, the tokens read up to it are the scanner's."""
    t = lalr._tables()
    texts = [text for _, text in recorded_expressions() + token_soups(1500)] + ["a = :v \f AND b", "é = :v", "\f", ""]
    unmatched = 0
    for text in texts:
        by_one = lalr._before_unmatched(t.scan, text)
        at_once = t.texts(text)
        if sum(map(len, at_once)) == len(text):
            assert at_once == by_one, text
        else:
            unmatched += 1
            assert sum(map(len, by_one)) < len(text) and t.scan(text, sum(map(len, by_one))) is None, text
            assert at_once[: len(by_one)] == by_one, text
    assert unmatched > 100


def test_a_token_s_first_character_tells_its_kind():
    """The loop reads an ASCII first character's kind from a table: every
    ASCII character, followed by each atom of the soups, starts a token of
    that kind or none (lark's scanner says); other characters are asked of
    the scanner."""
    t = lalr._tables()
    matched = 0
    for c in map(chr, range(128)):
        for rest in ["", *ATOMS]:
            m = t.scan(c + rest, 0)
            if m is not None:
                assert m.lastgroup == t.kind_of_first[c], repr(c + rest)
                matched += 1
    assert matched > 3000
    assert not set("\u017f\u0131\u212a\u00e9\u00a0") & set(t.kind_of_first)
    tree = lalr.parse("\u017fa = :v", "condition_expression")  # ſ folds into s: a name, its kind asked of the scanner
    assert _token_triples(tree)[0] == ("NAME", "\u017fa", 0)


def test_a_tree_s_shape_is_what_the_first_pass_and_its_tokens_find():
    """builder.expr.parse finds a tree's shape in one walk (paths and values
    read at their own node): whether the first pass finds anything, with
    reserved words refused and allowed, the value placeholders used, and
    redundant parentheses, as running the first pass and reading the tree's
    tokens find them, on every recorded expression and token soups that parse."""
    from lark import Tree

    from builder.expr import parse

    seen = {"passes": 0, "refused": 0, "uses": 0, "redundant": 0}
    for start, text in recorded_expressions() + token_soups(1500):
        kind, tree = _by_lalr(text, start)
        if kind != "tree":
            continue
        where = parse._first_position(start)
        shape = parse._tree_shape(tree, where)
        assert shape.passes == first_pass_finds_nothing(tree, where, False), text
        assert shape.passes_refusing == first_pass_finds_nothing(tree, where, True), text
        uses = [str(t) for t in parse.tokens(tree) if t.type == "VALUE_PLACEHOLDER"]
        assert sorted(shape.value_uses) == sorted(uses), text
        redundant = any(
            s.data in parse._GROUPS and isinstance(s.children[0], Tree) and s.children[0].data in parse._GROUPS
            for s in tree.iter_subtrees()
        )
        assert shape.redundant == redundant, text
        seen["passes"] += shape.passes
        seen["refused"] += shape.passes and not shape.passes_refusing
        seen["uses"] += bool(uses)
        seen["redundant"] += redundant
    assert min(seen.values()) > 10, seen


def test_the_kinds_stacked_as_text_are_in_no_tree_of_lark_s(lark_parser):
    """lalr.parse stacks a token of a kind no rule keeps (punctuation, the
    keywords named with a leading _) as its text, not as a Token: no tree lark
    builds holds one, and every other kind is found in some tree."""
    left_out = lalr._tables().left_out
    assert {"LPAR", "RPAR", "COMMA", "DOT", "_AND", "_OR", "_NOT", "_BETWEEN", "_IN"} <= left_out
    found = set()
    for start, text in recorded_expressions():
        try:
            tree = lark_parser.parse(text, start=start)
        except (UnexpectedToken, UnexpectedCharacters):
            continue
        found.update(t.type for t in tree.scan_values(lambda v: isinstance(v, Token)))
    assert not found & left_out
    assert found | left_out >= {t.name for t in lark_parser.terminals} - {"WS"}
