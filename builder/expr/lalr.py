"""The expression grammar's parser: lark's LALR tables, run by a lean loop.

lark compiles ``grammar.lark`` once (its LALR(1) tables, its lexer's terminals
and the callbacks that shape the tree); this module runs them. lark's own
loop is general (line counting, interactive parsing, error recovery hooks)
and reading an expression with it cost about 15 µs a token (issue 13's
profile of the simulator: a sixth of its time). The loop below does what
lark's does for this grammar and no more, so the trees, and the position of
the first token that cannot be read, are lark's (``tests/unit/test_lalr.py``
compares them on every expression of the corpora and on random token soups):

- tokens are matched with lark's own scanner's alternation (its terminals in
  its order), all of them in one call (``findall``, the alternation without
  its groups: a regular expression's match costs thousands of machine
  instructions, even on one character); a token's kind is told by its first
  character (each kind's tokens start with characters of their own; one
  outside ASCII is asked of the scanner), whitespace skipped, a name spelt
  like a keyword turned into the keyword by lark's own check, as lark's basic
  lexer does;
- the parser shifts and reduces on lark's table, calling lark's tree
  callbacks (a token of a kind no tree holds, such as punctuation, is
  stacked as its text, not made a Token); a token the parser refuses is reported before a character no
  token matches further on (the tokens are read up to that character, and it
  is reported when the parser reaches it).

:func:`parse` returns lark's :class:`~lark.Tree` or raises :class:`SyntaxAt`.
"""

from __future__ import annotations

import re
from functools import lru_cache, partial
from pathlib import Path

from lark import Lark, Token, Tree
from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild
from lark.parsers.lalr_analysis import Shift

GRAMMAR_FILE = Path(__file__).with_name("grammar.lark")
START_RULES = ("condition_expression", "update_expression", "projection_expression")
_GROUP = re.compile(r"\(\?P<[A-Za-z_][A-Za-z0-9_]*>")  # a named group's opening, in lark's alternation


class SyntaxAt(Exception):
    """The text cannot be read: ``position`` is where the token the parser
    refuses starts (or the character no token matches), None at the end."""

    def __init__(self, position: int | None):
        super().__init__(position)
        self.position = position


class _Tables:
    """What lark compiled from the grammar, in the shapes the loop reads."""

    def __init__(self, lark: Lark):
        frontend = lark.parser
        parser = frontend.parser.parser
        table = parser.parse_table
        callbacks = _plain_named_callbacks(lark)
        self.start_states = dict(table.start_states)
        self.end_states = dict(table.end_states)
        rules: list = []
        builds: list = []  # per rule: what its callback builds, when the loop can build it itself (_tree_build)
        rule_index: dict = {}
        # action per state and symbol: >= 0 shift to that state, < 0 reduce rule ~code
        self.actions: dict[int, dict[str, int]] = {}
        for state, row in table.states.items():
            acts = {}
            for symbol, (action, arg) in row.items():
                symbol = str(symbol)  # lark names rules with Tokens: plain strings compare faster
                if action is Shift:
                    acts[symbol] = arg
                else:
                    if arg not in rule_index:
                        rule_index[arg] = len(rules)
                        width, callback = len(arg.expansion), callbacks[arg]
                        if width == 1 and type(callback) is ExpandSingleChild:
                            callback = None  # a ?rule of one symbol: its child stands for it
                        rules.append((width, str(arg.origin.name), callback))
                        builds.append(_tree_build(callback))
                    acts[symbol] = ~rule_index[arg]
            self.actions[state] = acts
        self.rules = rules
        self.builds = builds
        self.left_out = _left_out(lark)
        lexer = frontend.lexer
        scanner = lexer.scanner  # built on first use; sets lexer.callback
        if len(scanner._mres) != 1:  # pragma: no cover - lark splits over 100 terminals only
            raise RuntimeError("the grammar's terminals no longer fit one regular expression")
        pattern = scanner._mres[0]
        self.scan = pattern.match
        # the same alternation without its groups: findall gives the texts of the tokens from the start, one
        # after the other, in one call (with a character no token matches, the ones after it as well)
        ungrouped = re.compile(_GROUP.sub("(?:", pattern.pattern), pattern.flags)
        if ungrouped.groups:  # pragma: no cover - a terminal's own group would make findall give tuples
            raise RuntimeError("a terminal of the grammar holds a group of its own")
        self.texts = ungrouped.findall
        # an ASCII character's token kind: each kind's tokens start with characters of their own, so
        # the first character tells a token's kind (tests/expr/test_lalr.py holds this to lark's scanner)
        self.kind_of_first = {c: m.lastgroup for c in map(chr, range(128)) if (m := self.scan(c + "a")) is not None}
        self.ignore = frozenset(lexer.ignore_types)
        self.retype = dict(lexer.callback)  # NAME -> lark's check for a keyword spelt as a name
        self.keyword = lru_cache(maxsize=1024)(self._keyword)  # names repeat: each checked once
        # (state below, state, token kind) -> the state a chain of ?rules of one symbol ends in (_unit_chain)
        self.chains: dict = {}

    def _keyword(self, kind: str, value: str) -> str:
        """``kind`` once lark's lexer has checked whether ``value`` spells a keyword."""
        return self.retype[kind](Token(kind, value)).type


def _left_out(lark: Lark) -> frozenset:
    """The token kinds no tree holds: the terminals every rule leaves out of
    its children (lark's ``maybe_create_child_filter``: a terminal that is
    ``filter_out``, in a rule that does not keep all its tokens), such as
    punctuation and the keywords named with a leading ``_``."""
    kept, left_out = set(), set()
    for rule in lark.rules:
        for symbol in rule.expansion:
            if symbol.is_term:
                out = symbol.filter_out and not rule.options.keep_all_tokens
                (left_out if out else kept).add(symbol.name)
    return frozenset(left_out - kept)


def _plain_named_callbacks(lark: Lark) -> dict:
    """lark's tree callbacks per rule (``ParseTreeBuilder.create_callback``
    without a transformer: a Tree of the rule's name, through the rule's
    wrappers), with each rule named by a plain string where lark's own name it
    by a Token: the core compares rule names with text (``node.data ==
    "not_"``), and a Token's ``==`` is a Python call where a string's is not.
    Trees compare equal either way (``tests/expr/test_lalr.py``)."""
    callbacks = {}
    for rule, wrapper_chain in lark._parse_tree_builder.rule_builders:
        name = rule.alias or rule.options.template_source or rule.origin.name
        f = partial(Tree, str(name))
        for wrap in wrapper_chain:
            f = wrap(f)
        callbacks[rule] = f
    return callbacks


def _tree_build(callback) -> tuple | None:
    """(the rule's name, lark's ``to_include`` or None) when ``callback`` is one
    of the two shapes :func:`_plain_named_callbacks` makes for this grammar: a
    ``Tree`` of the rule's name, alone or through lark's
    ``ChildFilterLALR_NoPlaceholders``, which :func:`parse` builds itself (the
    same Tree, ``tests/expr/test_lalr.py``); None for any other callback, which
    is called."""
    if type(callback) is partial and callback.func is Tree and len(callback.args) == 1 and not callback.keywords:
        return (callback.args[0], None)
    if type(callback) is ChildFilterLALR_NoPlaceholders:
        builder = callback.node_builder
        if type(builder) is partial and builder.func is Tree and len(builder.args) == 1 and not builder.keywords:
            return (builder.args[0], tuple(callback.to_include))
    return None


class _Token(Token):
    """lark's Token as the loop makes it: its kind, its text and where it starts
    (the rest of lark's positions, which nothing here reads, are None)."""

    __slots__ = ()
    line = column = end_line = end_column = end_pos = None

    def __reduce__(self):  # copied or pickled: as lark's own Token
        return (Token, (self.type, self.value, self.start_pos))

    def __deepcopy__(self, memo):
        return Token(self.type, self.value, self.start_pos)


@lru_cache(maxsize=1)
def _tables() -> _Tables:
    return _Tables(
        Lark(
            GRAMMAR_FILE.read_text(encoding="utf-8"),
            parser="lalr",
            lexer="basic",
            start=list(START_RULES),
            maybe_placeholders=True,
        )
    )


def ready() -> None:
    """Compile the grammar now (about 30 ms), not when the first expression the
    direct reader (:mod:`.direct`) leaves to the grammar is read."""
    _tables()


def parse(text: str, start: str) -> Tree:
    """``text`` read from the start rule ``start`` (one of :data:`START_RULES`)."""
    t = _tables()
    actions, rules, ignore, retype, keyword = t.actions, t.rules, t.ignore, t.retype, t.keyword
    kind_of_first = t.kind_of_first
    chains = t.chains
    builds = t.builds
    left_out = t.left_out
    new_tree = object.__new__
    new_text = str.__new__
    end_state = t.end_states[start]
    states = [t.start_states[start]]
    values: list = []
    size = len(text)
    texts = t.texts(text)
    if sum(map(len, texts)) != size:  # a character no token matches: the tokens before it
        texts = _before_unmatched(t.scan, text)
    texts.append(None)  # the end of the tokens
    state = states[-1]
    pos = 0
    for value in texts:
        if value is None:
            if pos < size:
                raise SyntaxAt(pos)  # the character no token matches
            kind, token, start_pos = "$END", None, None
        else:
            start_pos = pos
            pos += len(value)
            kind = kind_of_first.get(value[0]) or t.scan(text, start_pos).lastgroup
            if kind in ignore:
                continue
            if kind in retype:
                kind = keyword(kind, value)
            if kind in left_out:  # a token no tree holds: its text stands on the stack until a rule drops it
                token = value
            else:
                token = new_text(_Token, value)  # lark's Token(kind, value, start_pos), without its calls
                token.type = kind
                token.start_pos = start_pos
                token.value = value
        while True:
            code = actions[state].get(kind)
            if code is None:
                raise SyntaxAt(start_pos)
            if code >= 0:
                states.append(code)
                values.append(token)
                state = code
                break
            width, origin, callback = rules[~code]
            if callback is None:  # a ?rule of one symbol: its child stays where it is, its state is replaced
                # a chain of them depends on the state below, this one and the token alone: followed once
                below = states[-2]
                key = (below, state, kind)
                state = chains.get(key)
                if state is None:
                    state = chains[key] = _unit_chain(actions, rules, below, key[1], kind)
                states[-1] = state
            else:
                children = values[-width:] if width else []
                build = builds[~code]
                if build is None:
                    value = callback(children)
                else:  # the callback's Tree, built here without its calls (_tree_build)
                    data, include = build
                    if include is not None:  # lark's ChildFilterLALR_NoPlaceholders, step for step
                        filtered = []
                        for i, to_expand in include:
                            if to_expand:
                                if filtered:
                                    filtered += children[i].children
                                else:
                                    filtered = children[i].children
                            else:
                                filtered.append(children[i])
                        children = filtered
                    value = new_tree(Tree)
                    value.data = data
                    value.children = children
                    value._meta = None
                if width:
                    del states[-width:]
                    del values[-width:]
                values.append(value)
                state = actions[states[-1]][origin]
                states.append(state)
            if token is None and state == end_state:
                return values[-1]
    raise AssertionError("the end was read without the parser ending")  # pragma: no cover - $END ends it


def _unit_chain(actions: dict, rules: list, below: int, state: int, kind: str) -> int:
    """The state the parser stands in, above ``below``, once it has reduced
    every ?rule of one symbol that ``kind`` calls for from ``state``, one after
    the other (each one's child stays where it is: only the state on top is
    replaced, and the state below stays the same). It then shifts ``kind``,
    reduces a rule of its own, or refuses ``kind`` there."""
    while True:
        code = actions[state].get(kind)
        if code is None or code >= 0:
            return state
        _width, origin, callback = rules[~code]
        if callback is not None:
            return state
        state = actions[below][origin]


def _before_unmatched(scan, text: str) -> list:
    """The texts of ``text``'s tokens, read one after the other from the start
    (as lark's lexer reads them), up to the first character no token matches."""
    texts, pos = [], 0
    while (m := scan(text, pos)) is not None:
        texts.append(m.group(0))
        pos = m.end()
    return texts
