"""The direct reader: the expressions most requests hold, read in one pass.

:mod:`.parse` reads an expression with the grammar (``grammar.lark``, run by
:mod:`.lalr`), walks the syntax tree for DynamoDB's limits and its first
reading (:func:`.parse._tree_shape`), and then builds the nodes from the tree.
The first two cost about a fifth of a simulated request (issue 13), and most
expressions need none of what they are for: they hold no parentheses around
an operand, no function where DynamoDB refuses it, nothing near a limit.

:func:`plan` reads such a text by recursive descent, in one pass over its
tokens, into a *plan*: nested tuples holding what the text says, with its
placeholders as written (the nodes are built from it by
:func:`.parse.parse_expression`, which resolves them on each request's maps).
It gives up, with None, at anything that is not plainly fine: a token where
it does not expect one, parentheses around an operand, a pair directly around
another, a function where DynamoDB refuses it or with too few or too many
operands, a list index out of range, a section given twice, an expression
deep or long enough to come near DynamoDB's or the builder's limits, a
character DynamoDB does not read. The general reader then reads the text and
says what DynamoDB says. So the direct reader never refuses an expression and
never words a problem: the grammar stays the one definition of what DynamoDB
reads, and ``tests/expr/test_direct.py`` holds this reader to it (on every
expression of the corpora and on random ones, a plan's nodes are the general
reader's, and no text the general reader refuses has a plan).

A plan depends on the text alone and is kept (:data:`PLAN_CACHE_SIZE`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .limits import MAX_LIST_INDEX, MAX_PATH_LEVELS
from .paths import refused_plainly

# Function names as DynamoDB spells them (case-sensitive) and their arity.
CONDITION_FUNCTIONS = {
    "attribute_exists": 1,
    "attribute_not_exists": 1,
    "attribute_type": 2,
    "begins_with": 2,
    "contains": 2,
}
OPERAND_FUNCTIONS = {"size": 1}  # usable as an operand in conditions
UPDATE_FUNCTIONS = {"if_not_exists": 2, "list_append": 2}
ALL_FUNCTIONS = {**CONDITION_FUNCTIONS, **OPERAND_FUNCTIONS, **UPDATE_FUNCTIONS}

PLAN_CACHE_SIZE = 512

# DynamoDB's tokens, as parse.syntax_message splits a text: names, placeholders,
# list indexes (no leading zero), the two-character comparators, then any one
# character that is not one of DynamoDB's four whitespace characters.
_TOKENS = re.compile(r"[#:][A-Za-z0-9_]+|[A-Za-z][A-Za-z0-9_]*|0|[1-9][0-9]*|<>|<=|>=|[^ \t\r\n]")
_KEYWORDS = frozenset({"AND", "OR", "NOT", "BETWEEN", "IN", "SET", "REMOVE", "ADD", "DELETE"})
_PUNCTUATION = frozenset({"=", "<>", "<", "<=", ">", ">=", "(", ")", ",", ".", "[", "]", "+", "-"})
_COMPARATORS = frozenset({"=", "<>", "<", "<=", ">", ">="})
_CLAUSES = ("SET", "REMOVE", "ADD", "DELETE")
_END = "$"  # the kind of the token after the last

# Well inside what DynamoDB and the builder allow (MAX_EXPRESSION_OPERATORS 300,
# MAX_CONDITION_DEPTH and MAX_FUNCTION_DEPTH 32): an expression past these is
# left to the general reader, which measures it exactly. A level here (a pair of
# parentheses, a NOT, a function) holds at most three of the general reader's.
_MOST_OPERATORS = 250
_MOST_LEVELS = 8
_LONGEST_INDEX = len(str(MAX_LIST_INDEX))


class _GiveUp(Exception):
    """The text is not one the direct reader reads: the general reader will."""


def _kinds(tokens: list) -> list:
    """Each token's kind: "#" a name placeholder, ":" a value placeholder, "N"
    a name, "I" a list index, a keyword in capitals, punctuation as itself;
    then :data:`_END`. A token seen before is looked up (texts share most of
    their tokens: ``#n0``, ``:v0``, ``=``, ``AND``)."""
    out = list(map(_KIND_OF.get, tokens))  # (the lookups in C: most tokens were seen before)
    if None in out:  # a token not seen yet
        out = [k if k is not None else _kind(t) for k, t in zip(out, tokens)]
    if _NOT_READ in out:
        raise _GiveUp
    out.append(_END)
    return out


def _kind(token: str) -> str:
    """:func:`_kinds` of a token not seen yet (kept while fewer than
    :data:`_MOST_KINDS` are)."""
    c = token[0]
    if c == "#" or c == ":":
        kind = c if len(token) > 1 else _NOT_READ
    elif "a" <= c <= "z" or "A" <= c <= "Z":
        upper = token.upper()
        kind = upper if upper in _KEYWORDS else "N"
    elif "0" <= c <= "9":
        kind = "I"
    else:
        kind = token if token in _PUNCTUATION else _NOT_READ
    if len(_KIND_OF) < _MOST_KINDS:
        _KIND_OF[token] = kind
    return kind


_NOT_READ = "!"  # a token the direct reader does not read (a character DynamoDB refuses, "#" alone)
_KIND_OF: dict[str, str] = {}
_MOST_KINDS = 8192


class _Reader:
    """One pass over one text's tokens."""

    __slots__ = ("i", "kinds", "levels", "operators", "reserved", "toks", "uses")

    def __init__(self, toks: list, kinds: list):
        self.toks = toks
        self.kinds = kinds
        self.i = 0
        self.reserved = False  # a name written plainly that DynamoDB refuses so
        self.uses: list = []  # each use of a value placeholder, in text order
        self.operators = 0
        self.levels = 0

    def take(self, kind: str) -> None:
        if self.kinds[self.i] != kind:
            raise _GiveUp
        self.i += 1

    def operator(self) -> None:
        self.operators += 1
        if self.operators > _MOST_OPERATORS:
            raise _GiveUp

    def enter(self) -> None:
        self.levels += 1
        if self.levels > _MOST_LEVELS:
            raise _GiveUp

    # ---- paths and values ---------------------------------------------------
    def path(self) -> tuple:
        """("p", segments, names written plainly): a segment is a name, a
        ``#name`` placeholder (as written) or a list index (an int)."""
        toks, kinds = self.toks, self.kinds
        i = self.i
        # the first segment, a name, read before the loop: a path of one name (the commonest) ends here
        k = kinds[i]
        if k == "N":
            first = toks[i]
            if not self.reserved and refused_plainly(first):
                self.reserved = True
            plain = 1
        elif k == "#":
            first = toks[i]
            plain = 0
        else:
            raise _GiveUp
        i += 1
        k = kinds[i]
        if k != "." and k != "[":
            self.i = i
            return ("p", (first,), plain)
        segs = [first]
        expect_name = False
        while True:
            k = kinds[i]
            if expect_name:
                if k == "N":
                    name = toks[i]
                    if not self.reserved and refused_plainly(name):
                        self.reserved = True
                    plain += 1
                elif k != "#":
                    raise _GiveUp
                segs.append(toks[i])
                i += 1
                expect_name = False
            elif k == ".":
                i += 1
                expect_name = True
            elif k == "[":
                index = toks[i + 1]
                if kinds[i + 1] != "I" or kinds[i + 2] != "]" or len(index) > _LONGEST_INDEX:
                    raise _GiveUp
                number = int(index)
                if number > MAX_LIST_INDEX:
                    raise _GiveUp
                segs.append(number)
                i += 3
            else:
                break
        if len(segs) > MAX_PATH_LEVELS:
            raise _GiveUp
        self.i = i
        return ("p", tuple(segs), plain)

    def value(self) -> tuple:
        if self.kinds[self.i] != ":":
            raise _GiveUp
        token = self.toks[self.i]
        self.uses.append(token)
        self.i += 1
        return ("v", token)

    def called(self, name: str) -> bool:
        """Whether the token here is ``name`` (a NAME) followed by "("."""
        i = self.i
        return self.kinds[i] == "N" and self.toks[i] == name and self.kinds[i + 1] == "("

    # ---- conditions -----------------------------------------------------------
    def in_pair(self, read):
        """What ``read`` reads here, in a pair of parentheses or not (a pair
        directly around another: given up, as redundant)."""
        if self.kinds[self.i] != "(":
            return read()
        if self.kinds[self.i + 1] == "(":
            raise _GiveUp
        self.i += 1
        inner = read()
        self.take(")")
        return inner

    def path_or_value(self) -> tuple:
        return self.value() if self.kinds[self.i] == ":" else self.path()

    def operand(self) -> tuple:
        """A condition's operand: a path, a value, or size() of one; in a pair
        of parentheses or not (read here without in_pair's call: most are not)."""
        k = self.kinds[self.i]
        if k == "(":  # in_pair gives up at a pair directly around another: the operand inside has none
            return self.in_pair(self.operand)
        if k == ":":
            return self.value()
        if k == "N" and self.kinds[self.i + 1] == "(":
            if self.toks[self.i] != "size":
                raise _GiveUp
            self.i += 2
            self.operator()
            of = self.in_pair(self.path_or_value)
            self.take(")")
            return ("size", of)
        return self.path()

    def operand_group(self) -> bool:
        """Whether the "(" here, where a condition starts, holds an operand
        (``(a) = :v``, ``(size(a)) > :v``): a path, a value or size() of one,
        then ")" and a comparator, BETWEEN or IN. Reads ahead; moves nothing."""
        i, uses, operators, reserved = self.i, len(self.uses), self.operators, self.reserved
        try:
            self.i += 1
            self.operand()
            k = self.kinds[self.i]
            after = self.kinds[self.i + 1] if k == ")" else ""
            return after in _COMPARATORS or after == "BETWEEN" or after == "IN"
        except _GiveUp:
            return False
        finally:
            self.i, self.operators, self.reserved = i, operators, reserved
            del self.uses[uses:]

    def or_(self) -> tuple:
        first = self.and_()
        if self.kinds[self.i] != "OR":  # (most conditions: one member, without chain's call)
            return first
        return self.chain("OR", "or", self.and_, first)

    def and_(self) -> tuple:
        k = self.kinds[self.i]
        # (a member with no NOT and no parentheses, the commonest: not_'s last answer, without its call)
        first = self.not_() if k == "NOT" or k == "(" else self.predicate()
        if self.kinds[self.i] != "AND":
            return first
        return self.chain("AND", "and", self.not_, first)

    def chain(self, word: str, tag: str, member, first: tuple) -> tuple:
        """``first`` and the members read by ``member`` after it, joined by
        ``word`` (AND, OR), which stands next: (``tag``, the members)."""
        members: list = []
        _member(members, first, tag)
        while self.kinds[self.i] == word:
            self.i += 1
            self.operator()
            _member(members, member(), tag)
        return (tag, tuple(members))

    def not_(self) -> tuple:
        k = self.kinds[self.i]
        if k == "NOT":
            self.i += 1
            self.operator()
            self.enter()
            inner = self.not_()
            self.levels -= 1
            return ("not", inner[1] if inner[0] == "group" else inner)
        if k == "(" and not self.operand_group():  # a condition in parentheses
            self.i += 1
            self.enter()
            inner = self.or_()
            self.take(")")
            self.levels -= 1
            if inner[0] == "group":  # a pair directly around another: redundant
                raise _GiveUp
            return ("group", inner)
        return self.predicate()

    def predicate(self) -> tuple:
        kinds = self.kinds
        i = self.i
        if kinds[i] == "N" and kinds[i + 1] == "(" and self.toks[i] in CONDITION_FUNCTIONS:
            return self.function_condition()
        left = self.operand()
        k = kinds[self.i]
        if k in _COMPARATORS:
            self.i += 1
            self.operator()
            return ("cmp", k, left, self.operand())
        if k == "BETWEEN":
            self.i += 1
            self.operator()
            low = self.operand()
            self.take("AND")
            return ("between", left, low, self.operand())
        if k == "IN":
            self.i += 1
            self.operator()
            self.take("(")
            items = [self.operand()]
            while kinds[self.i] == ",":
                self.i += 1
                items.append(self.operand())
            self.take(")")
            return ("in", left, tuple(items))
        raise _GiveUp

    def function_condition(self) -> tuple:
        name = self.toks[self.i]
        self.i += 2
        self.operator()
        args = [self.operand()]
        while self.kinds[self.i] == ",":
            self.i += 1
            args.append(self.operand())
        self.take(")")
        if len(args) != CONDITION_FUNCTIONS[name]:
            raise _GiveUp
        first = args[0]
        if name == "attribute_exists" or name == "attribute_not_exists":
            if first[0] != "p":
                raise _GiveUp
            return ("exists" if name == "attribute_exists" else "not_exists", first)
        if name == "attribute_type":
            if args[1][0] != "v":
                raise _GiveUp
            return ("type", first, args[1][1])
        return ("begins_with" if name == "begins_with" else "contains", first, args[1])

    # ---- updates --------------------------------------------------------------
    def update(self) -> tuple:
        """("update", ((section, path, value or None), ...)) in text order: a
        SET's value a plan, an ADD's or DELETE's a value placeholder."""
        kinds = self.kinds
        actions = []
        seen = set()
        while kinds[self.i] != _END:
            section = kinds[self.i]
            if section not in _CLAUSES or section in seen:
                raise _GiveUp
            seen.add(section)
            self.i += 1
            while True:
                path = self.path()
                if section == "SET":
                    self.take("=")
                    actions.append((section, path, self.set_value()))
                elif section == "REMOVE":
                    actions.append((section, path, None))
                else:
                    actions.append((section, path, self.value()[1]))
                if kinds[self.i] != ",":
                    break
                self.i += 1
        if not actions:
            raise _GiveUp
        return ("update", tuple(actions))

    def set_value(self) -> tuple:
        """A whole SET value: an operand, or the sum or difference of two; in
        a pair of parentheses or not: ("group", what the pair holds). A pair
        directly around another is given up, and so is a sum in parentheses
        followed by + or -."""
        if self.kinds[self.i] == "(":
            self.i += 1
            self.enter()
            inner = self.set_value()
            self.take(")")
            self.levels -= 1
            if inner[0] == "group":  # redundant
                raise _GiveUp
            first = ("group", inner)
            if inner[0] == "+" or inner[0] == "-":
                return first  # the whole value: the caller finds nothing more, or gives up
        else:
            first = self.set_operand(True)
        k = self.kinds[self.i]
        if k == "+" or k == "-":
            if first[0] == "group":  # an operand in parentheses
                first = first[1]
            if first[0] == "list_append":  # only a whole SET value
                raise _GiveUp
            self.i += 1
            self.operator()
            return (k, first, self.set_operand(False))
        return first

    def set_operand(self, whole: bool) -> tuple:
        """A SET value's operand (``whole``: the whole value, where list_append
        may stand), in a pair of parentheses or not (read here without
        in_pair's call: most are not)."""
        k = self.kinds[self.i]
        if k == "(":  # in_pair gives up at a pair directly around another: the operand inside has none
            return self.in_pair(lambda: self.set_operand(whole))
        if k == ":":
            return self.value()
        if k == "N" and self.kinds[self.i + 1] == "(":
            name = self.toks[self.i]
            if name == "if_not_exists":
                self.i += 2
                self.operator()
                self.enter()
                path = self.in_pair(self.path)
                self.take(",")
                default = self.set_operand(False)
                self.take(")")
                self.levels -= 1
                return ("if_not_exists", path, default)
            if name == "list_append" and whole:
                self.i += 2
                self.operator()
                self.enter()
                first = self.set_operand(False)
                self.take(",")
                second = self.set_operand(False)
                self.take(")")
                self.levels -= 1
                return ("list_append", first, second)
            raise _GiveUp
        return self.path()

    # ---- projections ----------------------------------------------------------
    def projection(self) -> tuple:
        paths = [self.path()]
        while self.kinds[self.i] == ",":
            self.i += 1
            paths.append(self.path())
        return ("projection", tuple(paths))


def _member(members: list, plan: tuple, chain: str) -> None:
    """Add one member to an AND (``chain`` "and") or OR chain: a group holding
    a chain of the same operator gives its members (``(a AND b) AND c`` is one
    group of three, as :func:`.parse._flatten` reads it)."""
    if plan[0] == "group":
        plan = plan[1]
        if plan[0] == chain:
            members.extend(plan[1])
            return
    members.append(plan)


@lru_cache(maxsize=PLAN_CACHE_SIZE)
def plan(text: str, start: str) -> tuple | None:
    """(plan, whether a name written plainly is one DynamoDB refuses so, each
    use of a value placeholder) for ``text`` read from the grammar's start
    rule ``start``; None when the general reader must read it."""
    toks = _TOKENS.findall(text)
    try:
        reader = _Reader(toks, _kinds(toks))
        if start == "update_expression":
            tree = reader.update()
        elif start == "projection_expression":
            tree = reader.projection()
        else:
            tree = reader.or_()
            if tree[0] == "group":
                tree = tree[1]
        if reader.kinds[reader.i] != _END:
            return None
    except (_GiveUp, IndexError):  # IndexError: a token looked for past the end's
        return None
    return tree, reader.reserved, tuple(reader.uses)
