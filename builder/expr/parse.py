"""Read DynamoDB expressions: expression text -> the core's nodes.

Expressions are read with the grammar in ``grammar.lark`` (compiled by lark, run
by :mod:`.lalr`; DynamoDB's own
grammar: comparators, BETWEEN, IN, the functions, NOT > AND > OR, parentheses,
case-insensitive keywords and case-sensitive function names) and turned into
the core's nodes (:mod:`.nodes`, which validate themselves), with every
``#name`` resolved to the attribute name it stands for and every ``:value`` to
its typed value (a :class:`Context` holds one request body's placeholder maps
and records which were used). A value keeps its placeholder name as the
user-chosen ``placeholder``, so rendering gives back the same placeholders.

Problems are :class:`~builder.expr.errors.ExprError` in DynamoDB's wording
where DynamoDB has one (``Invalid ConditionExpression: Syntax error; token:
"x", near: "a x"``). Whole requests are read by :mod:`.reader`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from typing import Any

from lark import Token, Tree

from . import direct, lalr
from . import nodes as n
from .clash import Clash, dynamodb_clash_message, first_clash, hash_set_order
from .direct import ALL_FUNCTIONS, OPERAND_FUNCTIONS, UPDATE_FUNCTIONS
from .errors import ExprError, Problem, join_location, name_location
from .items import measured_size, sizes_bound
from .keycondition import KeyCondition, SortKeyCondition
from .limits import (
    CONDITION_DEPTH_WORDS,
    FUNCTION_DEPTH_WORDS,
    LIST_INDEX,
    MAX_CONDITION_DEPTH,
    MAX_EXPRESSION_BYTES,
    MAX_EXPRESSION_OPERATORS,
    MAX_FUNCTION_DEPTH,
    MAX_LIST_INDEX,
    MAX_SUBSTITUTED_EXPRESSION_BYTES,
    TOO_MANY_OPERATORS,
    expression_size,
    expression_size_message,
    int_digits,
    substituted_size_message,
)
from .messages import (
    MSG_KEY_CONDITION_MISSED,
    MSG_KEY_CONDITION_TYPE,
    MSG_KEY_LENGTH,
    MSG_KEY_NOT_SUPPORTED,
    key_inside_message,
)
from .paths import Path, refused_plainly
from .validate import request_value
from .values import TYPES, Value, describe

# DynamoDB's message lists the types in this order.
_TYPE_LIST = "{N,BS,L,B,NULL,M,S,SS,NS,BOOL}"


class _Fail(Exception):
    """One expression cannot be read; ``message`` follows "Invalid <Kind>: "."""

    def __init__(self, message: str, prefix: bool = True, dynamodb: str | None = None):
        super().__init__(message)
        self.message = message
        self.prefix = prefix
        self.dynamodb = dynamodb
        self.usage_known = False  # True: every placeholder the expression uses was still recorded
        self.position: int | None = None  # a syntax error: the character it is at (the text's length: its end)


def _syntax(text: str, pos: int | None) -> _Fail:
    """A syntax error at ``pos`` (None: the end of the text), worded like
    DynamoDB's; or redundant parentheses, when a pair of them closes before it."""
    if _redundant_before(text, pos):
        return _Fail(REDUNDANT_PARENTHESES)
    fail = _Fail(syntax_message(text, pos))
    fail.position = len(text) if pos is None or pos >= len(text) else pos
    return fail


# --------------------------------------------------------------------------
# Syntax errors, worded like DynamoDB's
# --------------------------------------------------------------------------
# DynamoDB's "near" is the source from the token before the offending one (the
# start of the text when there is none) to the token after it; this tokenizer
# approximates DynamoDB's for that purpose. Any character that is not one of
# DynamoDB's four whitespace characters is a token (a form feed, a no-break
# space: DynamoDB names it); a list index has no leading zero ("007" is three).
_TOKENS = re.compile(r"[#:][A-Za-z0-9_]+|[A-Za-z][A-Za-z0-9_]*|0|[1-9][0-9]*|<>|<=|>=|[^ \t\r\n]")


# a "(" after one of these words opens a group; after any other name it is a
# function's (or IN's) own
_GROUP_OPENERS = frozenset({"AND", "OR", "NOT", "BETWEEN", "SET", "REMOVE", "ADD", "DELETE"})
# what only a condition (or a function call) holds, never a bare operand
_CONDITION_WORDS = frozenset({"=", "<>", "<", "<=", ">", ">=", "AND", "OR", "NOT", "BETWEEN", "IN"})


def _redundant_before(text: str, pos: int | None) -> bool:
    """Whether DynamoDB reports redundant parentheses (a pair directly around
    another pair, as :func:`_tree_shape` finds in a tree) rather than the
    syntax error at ``pos`` (None: the end): it does when it has read past
    the pair before the error (``((a = :v)) AND AND``, ``a = ((:v)) )``), not
    when the error comes first (``((a = = :v))``, ``((a = :v)``).

    Where a condition starts, a pair holding no comparison (``((a))``,
    ``((size(a)))``) may be a condition or an operand: it is read once what
    follows decides. A bare operand pair needs the token after it (``((a)) =
    :v )`` is redundant, ``((a)) b`` and ``(((a)))`` are syntax errors); so
    does a function's pair inside a group still open (``(((size(a))) (`` is a
    syntax error), but not at the top of a condition (``((size(a))) b`` is
    redundant). Learnt from DynamoDB Local (250 probes, 200 of them random); read on the tokens
    of :func:`syntax_message`, as the text does not parse."""
    toks = [m.group() for m in _TOKENS.finditer(text, 0, len(text) if pos is None else pos)]
    opened: list[_Paren] = []
    groups: dict[int, _Paren] = {}  # the closed groups, by the token index of their "("
    pending: list[_Paren] = []  # pairs where a condition starts, holding no comparison
    for k, tok in enumerate(toks):
        if tok == "(":
            before = toks[k - 1] if k else ""
            group = not before[:1].isalpha() or before.upper() in _GROUP_OPENERS
            if not group:  # a function call
                for paren in opened:
                    paren.holds_call = True
            starts = not before or before.upper() in ("AND", "OR", "NOT")
            if before == "(" and opened:
                starts = opened[-1].group and opened[-1].starts
            opened.append(_Paren(k, group, starts, opened[-1] if opened else None))
        elif tok == ")" and opened:
            paren = opened.pop()
            if not paren.group:
                continue
            paren.close = k
            groups[paren.open] = paren
            inner = groups.get(paren.open + 1)
            if inner is not None and inner.close == k - 1:  # directly around another pair
                if paren.holds_comparison or not paren.starts:
                    return True
                pending.append(paren)
        elif tok.upper() in _CONDITION_WORDS:
            for paren in opened:
                paren.holds_comparison = True
    for paren in pending:  # the outermost pair around it that holds no comparison either decides
        while (outer := paren.outer) is not None and outer.group and outer.starts and not outer.holds_comparison:
            if outer.close is None:
                break  # still open: not read yet
            paren = outer
        else:
            if paren.close < len(toks) - 1 or paren.holds_call:  # a token after it read, or a function's pair
                return True
    return False


@dataclass(slots=True)
class _Paren:
    """A "(" read by :func:`_redundant_before`."""

    open: int  # its token index
    group: bool  # a group's, not a function's (or IN's) own
    starts: bool  # where a condition starts
    outer: _Paren | None  # the "(" around it
    close: int | None = None  # its ")"'s token index, once read
    holds_comparison: bool = False  # a comparison, AND, OR, NOT, BETWEEN or IN inside
    holds_call: bool = False  # a function call inside


def syntax_message(text: str, pos: int | None) -> str:
    """``Syntax error; token: "x", near: "a x"`` for an error at ``pos`` (None: end)."""
    toks = [(m.start(), m.end()) for m in _TOKENS.finditer(text)]
    if pos is None or pos >= len(text):
        if not toks:
            return 'Syntax error; token: "<EOF>", near: ""'
        return f'Syntax error; token: "<EOF>", near: "{text[toks[-1][0] :]}"'
    i = next((k for k, (s, e) in enumerate(toks) if s <= pos < e), None)
    if i is None:  # pragma: no cover - every non-space character is a token
        i = min(range(len(toks)), key=lambda k: abs(toks[k][0] - pos))
    start = toks[i - 1][0] if i > 0 else 0
    end = toks[i + 1][1] if i + 1 < len(toks) else len(text)
    s, e = toks[i]
    return f'Syntax error; token: "{text[s:e]}", near: "{text[start:end]}"'


# The same expressions are read again and again (each code target re-reads the
# request's expressions, the simulator reads what the request reader just read):
# their trees are kept. No pass changes a tree in place; a syntax error is raised
# again each time (lru_cache keeps no exception).
PARSE_CACHE_SIZE = 512


@lru_cache(maxsize=PARSE_CACHE_SIZE)
def _parse_tree(text: str, start: str) -> Tree:
    if not text.strip():
        raise _Fail("The expression can not be empty;")
    try:
        return lalr.parse(text, start)
    except lalr.SyntaxAt as e:
        raise _syntax(text, e.position) from None


# --------------------------------------------------------------------------
# Placeholders of one request (or one transaction action)
# --------------------------------------------------------------------------
_UNKNOWN = object()  # a Context's values_bound not worked out yet


class Context:
    """ExpressionAttributeNames/Values of one request or transaction action,
    and which of them the expressions used."""

    def __init__(self, names: dict | None = None, values: dict | None = None, plain: bool = False, base: str = ""):
        self.names = dict(names or {})
        self.raw_values = dict(values or {})
        self.plain = plain
        self.base = base
        self.used_names: set[str] = set()
        self.used_values: set[str] = set()
        self.plain_names = 0  # names written without a placeholder
        self.refuse_reserved = True  # False: read a reserved word written plainly as the name it stands for
        self.key_schema: tuple | None = None  # the table's ((name, type), ...), hash key first, when known
        # an index Query's: the table's key names, then its indexes' (KeySchema.index_key_names), when known
        self.index_inside: tuple | None = None
        self._values: dict[str, Value] = {}
        self._operands: dict[str, n.ValueOperand] = {}  # each value placeholder's operand, made once (value)
        self.values_bound: Any = _UNKNOWN  # items.sizes_bound(raw_values), once an expression asks

    def name(self, token: str) -> str:
        name = self.names.get(token)
        if name.__class__ is str and name:  # the common case: a name's text
            self.used_names.add(token)
            return name
        if token not in self.names:
            raise _Fail(
                f"An expression attribute name used in the document path is not defined; attribute name: {token}"
            )
        self.used_names.add(token)
        name = self.names[token]
        if isinstance(name, (int, float)) and not isinstance(name, bool):  # DynamoDB takes a number as its text
            name = int_digits(name) if isinstance(name, int) else str(name)
        if not isinstance(name, str) or name == "":
            raise _Fail(
                f"ExpressionAttributeNames {token} must stand for a non-empty attribute name, got {describe(name)}",
                prefix=False,
            )
        return name

    def value(self, token: str) -> n.ValueOperand:
        """The operand of value placeholder ``token``: one object for all its
        uses (a node cannot change; an update of 600 actions ``SET a = :v, b = :v, ...``
        made one each, and the nodes kept from each request are walked by the
        garbage collector)."""
        made = self._operands.get(token)
        if made is not None:  # (its value was read; token is among raw_values)
            self.used_values.add(token)
            return made
        if token not in self.raw_values:
            raise _Fail(f"An expression attribute value used in expression is not defined; attribute value: {token}")
        self.used_values.add(token)
        v = self._values.get(token)
        if v is None:
            try:
                v = _read_value(self.raw_values[token], self.plain)
            except ExprError as e:
                loc = join_location(join_location(self.base, "ExpressionAttributeValues"), name_location(token))
                raise LocatedError(e.message, join_location(loc, e.location)) from None
            self._values[token] = v
        try:
            made = n.ValueOperand(v, token)  # the placeholder's name as chosen: without its colon
        except ExprError:  # not a name the builder takes (too long): let it name the value
            made = n.ValueOperand(v, None)
        self._operands[token] = made
        return made

    def check_values(self) -> list[Problem]:
        """A problem for each ExpressionAttributeValues entry that is not a
        value DynamoDB takes (in the map's order); the good ones are kept."""
        out = []
        for token, raw in self.raw_values.items():
            if token in self._values:
                continue
            try:
                self._values[token] = _read_value(raw, self.plain)
            except ExprError as e:
                loc = join_location(join_location(self.base, "ExpressionAttributeValues"), name_location(token))
                ddb = (
                    f"ExpressionAttributeValues contains invalid value: {e.dynamodb} for key {token}"
                    if e.dynamodb
                    else None
                )
                out.append(Problem(join_location(loc, e.location), e.message, ddb))
        return out

    def unused(self) -> list[Problem]:
        """The unused placeholders of each map, listed as DynamoDB Local lists
        them (:func:`.clash.hash_set_order` of all the map's keys)."""
        if self.used_names.issuperset(self.names) and self.used_values.issuperset(self.raw_values):
            return []  # (most requests use every placeholder: no call of _unused_of for either map)
        out = []
        names = self._unused_of(self.names, self.used_names)
        if names:
            out.append(
                Problem(
                    join_location(self.base, "ExpressionAttributeNames"),
                    f"Value provided in ExpressionAttributeNames unused in expressions: keys: {{{', '.join(names)}}}",
                )
            )
        values = self._unused_of(self.raw_values, self.used_values)
        if values:
            out.append(
                Problem(
                    join_location(self.base, "ExpressionAttributeValues"),
                    f"Value provided in ExpressionAttributeValues unused in expressions: keys: {{{', '.join(values)}}}",
                )
            )
        return out

    @staticmethod
    def _unused_of(given, used) -> list[str]:
        """``given``'s keys not in ``used``, in :func:`.clash.hash_set_order`
        (ordered only when there is one: most requests use them all)."""
        if used.issuperset(given):
            return []
        return [k for k in hash_set_order(list(given)) if k not in used]


def _read_value(raw: Any, plain: bool) -> Value:
    return Value.from_json(raw, True) if plain else request_value(raw)


class LocatedError(ExprError):
    """A problem whose location is already absolute in the request (a bad
    ExpressionAttributeValues entry found while reading an expression)."""


# --------------------------------------------------------------------------
# Tree -> nodes
# --------------------------------------------------------------------------
def _path(t: Tree, ctx: Context) -> Path:
    segs: list[str | int] = []
    for tok in t.children:
        if tok.type == "NAME":
            ctx.plain_names += 1
            segs.append(str(tok))
        elif tok.type == "NAME_PLACEHOLDER":
            segs.append(ctx.name(str(tok)))
        else:
            if len(tok.lstrip("0")) > len(str(MAX_LIST_INDEX)) or int(tok) > MAX_LIST_INDEX:  # measured first
                raise _Fail(LIST_INDEX.format(index=tok))
            segs.append(int(tok))
    return Path.read(tuple(segs))  # each segment checked above (and a name by the grammar or ctx.name)


def _function(t: Tree) -> tuple[str, list]:
    name = str(t.children[0])
    args = [a for a in t.children[1:] if a is not None]
    if name not in ALL_FUNCTIONS:
        raise _Fail(f"Invalid function name; function: {name}")
    return name, args


def _arity(name: str, args: list) -> None:
    if len(args) != ALL_FUNCTIONS[name]:
        raise _Fail(
            f"Incorrect number of operands for operator or function; operator or function: {name}, number of operands: {len(args)}"
        )


# Parentheses in the syntax tree (grammar.lark): around an operand ("paren",
# "ogroup", a function call "fgroup"), a condition ("cgroup"), a SET sum.
_GROUPS = frozenset({"paren", "ogroup", "fgroup", "cgroup", "sum_group"})
REDUNDANT_PARENTHESES = "The expression has redundant parentheses;"


def _unwrap(t):
    """What a pair (or several) of parentheses holds; ``t`` itself when none."""
    while isinstance(t, Tree) and t.data in _GROUPS:
        t = t.children[0]
    return t


def _cond_operand(t: Tree, ctx: Context):
    t = _unwrap(t)
    if t.data == "path":
        return n.PathOperand(_path(t, ctx))
    if t.data == "value":
        return ctx.value(str(t.children[0]))
    name, args = _function(t)
    if name in UPDATE_FUNCTIONS:
        raise _Fail(f"The function is not allowed in a condition expression; function: {name}")
    if name not in OPERAND_FUNCTIONS:
        raise _Fail(f"The function is not allowed to be used this way in an expression; function: {name}")
    ops = [_cond_operand(a, ctx) for a in args]  # its operands' names and values first (_function_condition)
    _arity(name, args)
    return n.Size(ops[0])  # a path, or (DynamoDB allows it) a value


def _flatten(kind: str, t: Tree, out: list) -> list:
    """The members of an AND (OR) chain, through parentheses (``(a AND b) AND c``
    is one group of three), in order; iterative, as a chain can be long (``a AND
    b AND c`` parses as ``and_(and_(a, b), c)``)."""
    stack = list(reversed(t.children))
    while stack:
        c = stack.pop()
        inner = _unwrap(c)
        if isinstance(inner, Tree) and inner.data == kind:
            stack.extend(reversed(inner.children))
        else:
            out.append(c)
    return out


def _condition(t: Tree, ctx: Context) -> n.Condition:
    if t.data in ("cgroup", "fgroup"):
        inner = _unwrap(t)
        if inner.data == "function":  # (begins_with(a, :p)): a function condition in parentheses
            return _function_condition(inner, ctx)
        return _condition(inner, ctx)
    d = t.data
    if d in ("and_", "or_"):
        kids = [_condition(c, ctx) for c in _flatten(d, t, [])]
        return (n.And if d == "and_" else n.Or)(tuple(kids))
    if d == "not_":
        return n.Not(_condition(t.children[0], ctx))
    if d == "compare":
        left, op, right = t.children
        return n.Compare(str(op), _cond_operand(left, ctx), _cond_operand(right, ctx))
    if d == "between":
        a, lo, hi = (_cond_operand(c, ctx) for c in t.children)
        return n.Between(a, lo, hi)
    if d == "in_":
        subject = _cond_operand(t.children[0], ctx)
        return n.In(subject, tuple(_cond_operand(c, ctx) for c in t.children[1:]))
    if d == "function_condition":
        return _function_condition(t.children[0], ctx)
    if d in ("path", "value"):  # a bare operand where a condition belongs
        raise _Fail(
            "Syntax error; a condition is expected, not a bare operand"
        )  # pragma: no cover - the grammar refuses it
    raise AssertionError(d)  # pragma: no cover


def _function_condition(t: Tree, ctx: Context) -> n.Condition:
    name, args = _function(t)
    if name in UPDATE_FUNCTIONS:
        raise _Fail(f"The function is not allowed in a condition expression; function: {name}")
    if name in OPERAND_FUNCTIONS:
        raise _Fail(f"The function is not allowed to be used this way in an expression; function: {name}")
    # DynamoDB reads a function's operands (an undefined name or value) before
    # it counts them (learnt from DynamoDB Local, dynalite's tests: dl057, dl060)
    ops = [_cond_operand(a, ctx) for a in args]
    _arity(name, args)
    if name in ("attribute_exists", "attribute_not_exists"):
        if not isinstance(ops[0], n.PathOperand):
            raise _Fail(f"Operator or function requires a document path; operator or function: {name}")
        path = ops[0].path
        return n.AttributeExists(path) if name == "attribute_exists" else n.AttributeNotExists(path)
    if name == "attribute_type":
        subject = ops[0]  # a path, or (DynamoDB allows it) any operand
        kind = _unwrap(args[1])
        if kind.data != "value":  # DynamoDB's words for a path or size() there
            shown = _ANY_TYPE if kind.data == "path" else "N"
            raise _Fail(f"{_OPERAND_TYPE_WORDS}attribute_type, operand type: {shown}")
        op = ops[1]
        v = op.value
        if v.type != "S":
            raise _Fail(f"{_OPERAND_TYPE_WORDS}attribute_type, operand type: {v.type}")
        if v.ddb["S"] not in TYPES:
            raise _Fail(f"Invalid attribute type name found; type: {v.ddb['S']}, valid types: {_TYPE_LIST}")
        return n.AttributeType(subject, v.ddb["S"], op.placeholder)
    # begins_with, contains: the first argument a path, or (DynamoDB allows it) any operand
    subject, operand = ops
    return (n.BeginsWith if name == "begins_with" else n.Contains)(subject, operand)


_OPERAND_TYPE_WORDS = "Incorrect operand type for operator or function; operator or function: "
# how DynamoDB Local names the type of a path given as attribute_type's type (its words, as they are)
_ANY_TYPE = "{SS,INT,DECIMALSET,DECIMAL,NS,DOUBLESET,L,FS,M,DICT,INTSET,HD,B,DOUBLE,HDS,FLOAT,N,BOOL,S,BS,NULL}"


def _set_operand(t: Tree, ctx: Context):
    t = _unwrap(t)
    if t.data == "path":
        return n.PathOperand(_path(t, ctx))
    if t.data == "value":
        return ctx.value(str(t.children[0]))
    name, args = _function(t)  # an update function, where it may stand: checked by _check_set_functions
    # its operands first (an undefined name or value), then how many there are,
    # then if_not_exists's path: DynamoDB's order, one action at a time, last
    # first (learnt from DynamoDB Local, dynalite's tests: dl009 to dl015)
    ops = [_set_operand(a, ctx) for a in args]
    _arity(name, args)
    if name == "if_not_exists":
        if not isinstance(ops[0], n.PathOperand):
            raise _Fail("Operator or function requires a document path; operator or function: if_not_exists")
        return n.IfNotExists(ops[0].path, ops[1])
    return n.ListAppend(ops[0], ops[1])


def _set_value(t: Tree, ctx: Context):
    t = _unwrap(t)
    if t.data in ("plus", "minus"):
        a, b = t.children
        return n.Arithmetic("+" if t.data == "plus" else "-", _set_operand(a, ctx), _set_operand(b, ctx))
    return _set_operand(t, ctx)


def _check_set_functions(t: Tree, within: str = "") -> None:
    """The functions of one SET value, in expression order: known names, allowed
    in an update, list_append only as the whole value (how many operands a
    function has, and if_not_exists's path, DynamoDB checks later, with the
    operands: :func:`_set_operand`). ``within``: what ``t`` is an operand of
    ("" when nothing, or when it is if_not_exists's path)."""
    t = _unwrap(t)
    if t.data in ("plus", "minus"):
        for c in t.children:
            _check_set_functions(c, "arithmetic")
        return
    if t.data in ("path", "value"):
        return
    name, args = _function(t)
    if name not in UPDATE_FUNCTIONS:
        raise _Fail(f"The function is not allowed in an update expression; function: {name}")
    if name == "list_append" and within:
        raise _Fail("The function is not allowed to be used this way in an expression; function: list_append")
    for i, a in enumerate(args):
        _check_set_functions(a, name if (name == "list_append" or i == 1) else "")


def _clash_fail(kind: str, paths: list[Path], clash: Clash) -> _Fail:
    """A clash in DynamoDB's words: the real pair for people, and DynamoDB
    Local's own message (whose second path can differ) for the simulator."""
    real = Clash(clash.new, clash.old, clash.kind, paths[clash.old])
    return _Fail(
        dynamodb_clash_message(kind, paths, real), prefix=False, dynamodb=dynamodb_clash_message(kind, paths, clash)
    )


def _resolve_paths(kind: str, trees: list, ctx: Context) -> list[Path]:
    """Read the target paths last first, as DynamoDB does: an undefined name
    is reported unless the paths after it already clash."""
    paths: list = [None] * len(trees)
    for i in range(len(trees) - 1, -1, -1):
        try:
            paths[i] = _path(trees[i], ctx)
        except _Fail:
            clash = first_clash(paths[i + 1 :])
            if clash:
                shifted = Clash(clash.new + i + 1, clash.old + i + 1, clash.kind, clash.reported)
                raise _clash_fail(kind, paths, shifted) from None
            raise
    clash = first_clash(paths)
    if clash:
        raise _clash_fail(kind, paths, clash)
    return paths


def _update(t: Tree, ctx: Context) -> n.Update:
    """Check an UpdateExpression in DynamoDB's order: sections once each; the
    functions of SET values (names, where they stand; expression order); the
    target paths (names, then overlaps and conflicts; last first); then each
    action's operands, the number of a function's operands and their types,
    last action first. Learnt from DynamoDB Local; see docs/simulator.md."""
    raw: list[tuple[str, Tree, Tree | None]] = []
    seen: set[str] = set()
    for clause in t.children:
        kind = clause.data.split("_")[0].upper()
        if kind in seen:
            raise _Fail(f'The "{kind}" section can only be used once in an update expression;')
        seen.add(kind)
        body = clause.children[1:]  # after the keyword
        if kind == "SET":
            raw.extend(("SET", act.children[0], act.children[2]) for act in body)
        elif kind == "REMOVE":
            raw.extend(("REMOVE", p, None) for p in body)
        else:
            raw.extend((kind, body[i], body[i + 1]) for i in range(0, len(body), 2))
    for kind, _path_t, value_t in raw:
        if kind == "SET":
            _check_set_functions(value_t)
    paths = _resolve_paths("UpdateExpression", [r[1] for r in raw], ctx)
    actions: list = [None] * len(raw)
    for i in range(len(raw) - 1, -1, -1):
        kind, _path_t, value_t = raw[i]
        if kind == "SET":
            actions[i] = n.SetAction(paths[i], _set_value(value_t, ctx))
        elif kind == "REMOVE":
            actions[i] = n.RemoveAction(paths[i])
        else:
            cls = n.AddAction if kind == "ADD" else n.DeleteAction
            actions[i] = cls(paths[i], ctx.value(str(value_t.children[0])))
    return n.Update(tuple(actions))


_FLIP = {"=": "=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


_NO_KEY = "Invalid condition in KeyConditionExpression: No key attribute specified"
_TWO_NAMES = "Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition"
_NESTED = "KeyConditionExpressions cannot contain nested operations"
_NESTED_PATH = "KeyConditionExpressions cannot have conditions on nested attributes"
_ONE_PER_KEY = "KeyConditionExpressions must only contain one condition per key"
_FIRST_OPERAND = (
    "Invalid condition in KeyConditionExpression: {op} operator must have the key attribute as its first operand"
)


def _key_scalar(name: str, index_key: bool = False) -> _Fail:
    return _Fail(key_inside_message(name, index_key), prefix=False)


def _operator_word(c: n.Condition) -> str | None:
    """The operator of a key condition atom DynamoDB does not take there, or None."""
    if isinstance(c, n.Compare):
        return "<>" if c.op == "<>" else None
    if isinstance(c, (n.Between, n.BeginsWith)):
        return None
    word = {n.Or: "OR", n.Not: "NOT", n.In: "IN"}.get(type(c))
    if word is None:
        word = {
            n.AttributeExists: "attribute_exists",
            n.AttributeNotExists: "attribute_not_exists",
            n.AttributeType: "attribute_type",
            n.Contains: "contains",
        }.get(type(c), type(c).__name__)
    return word


def _key_part(c: n.Condition, known: bool):
    """A key condition atom -> (name, op, value, high), checked in DynamoDB's
    order: the operator; a value as BETWEEN's or begins_with's first operand;
    then each operand in turn (size(): nested operations; a second path: two
    names; a nested path: a nested attribute); then no path at all."""
    word = _operator_word(c)
    if word is not None:
        raise _Fail(f"Invalid operator used in KeyConditionExpression: {word}", prefix=False)
    if isinstance(c, n.Compare):
        operands = [c.left, c.right]
    elif isinstance(c, n.Between):
        operands = [c.operand, c.low, c.high]
    else:
        operands = [n.PathOperand(c.subject) if isinstance(c.subject, Path) else c.subject, c.operand]
    if not isinstance(c, n.Compare) and isinstance(operands[0], n.ValueOperand):
        raise _Fail(_FIRST_OPERAND.format(op="BETWEEN" if isinstance(c, n.Between) else "begins_with"), prefix=False)
    name = None
    for o in operands:
        if isinstance(o, n.Size):
            raise _Fail(_NESTED, prefix=False)
        if isinstance(o, n.PathOperand):
            if name is not None:
                raise _Fail(_TWO_NAMES, prefix=False)
            if len(o.path.segments) != 1:  # a key attribute's was reported first (_key_condition)
                raise _Fail(_NESTED_PATH, prefix=False) if known else _key_scalar(o.path.top)
            name = o.path.top
    if name is None:
        raise _Fail(_NO_KEY, prefix=False)
    if isinstance(c, n.Compare):
        value = c.right if isinstance(c.left, n.PathOperand) else c.left
        op = c.op if isinstance(c.left, n.PathOperand) else _FLIP.get(c.op, c.op)
        return name, op, value, None
    if isinstance(c, n.Between):
        return name, "between", c.low, c.high
    return name, "begins_with", c.operand, None


def _key_condition(
    cond: n.Condition, key_schema: tuple | None = None, index_inside: tuple | None = None
) -> KeyCondition:
    """A KeyConditionExpression's condition -> KeyCondition, refused in
    DynamoDB's words and order (learnt from DynamoDB Local with dynalite's and
    aws-sdk-go-v2's tests): a nested path of a key attribute anywhere; then each
    atom of the AND chain in turn (:func:`_key_part`, and a key named twice);
    then more than two atoms; then, with the table's ``key_schema`` ((name,
    type) pairs, hash key first), the hash key compared otherwise than by =
    with a value of another type, or no = at all (no hash key condition,
    or one that is not =). With ``index_inside`` ((the table's key names, then
    every index's key names not the table's), when the table's indexes are
    known): a nested path of any of them too, the first in that order ("Key:
    pk", "IndexKey: g"), whichever index the Query reads; a nested path of
    another attribute is a nested attribute (recorded:
    tests/differential/test_indexes_live.py)."""
    key_names = {name for name, _ in key_schema} if key_schema is not None else set()
    for path in n.paths_in(cond) if key_schema is not None else ():
        if len(path.segments) != 1 and path.top in key_names:
            raise _key_scalar(path.top)
    if index_inside is not None:
        table_names, index_names = index_inside
        nested = {path.top for path in n.paths_in(cond) if len(path.segments) != 1}
        for name in (*table_names, *index_names) if nested else ():
            if name in nested:
                raise _key_scalar(name, name in index_names)
    atoms = list(cond.conditions) if isinstance(cond, n.And) else [cond]
    flat: list = []
    while atoms:
        a = atoms.pop(0)
        if isinstance(a, n.And):
            atoms[0:0] = list(a.conditions)
        elif isinstance(a, n.Or) and len(a.conditions) == 1:
            atoms.insert(0, a.conditions[0])
        else:
            flat.append(a)
    parts = []
    for a in flat:
        part = _key_part(a, key_schema is not None or index_inside is not None)
        if any(p[0] == part[0] for p in parts):
            raise _Fail(_ONE_PER_KEY, prefix=False)
        parts.append(part)
    if len(parts) > 2:
        raise _Fail(MSG_KEY_LENGTH, prefix=False)
    pi = hashed = None  # loops, not next() on a generator it would leave early
    for i, p in enumerate(parts):
        if p[1] == "=":
            pi = i
            break
    if key_schema is not None:
        (hash_name, hash_type), *_ = key_schema
        for p in parts:
            if p[0] == hash_name:
                hashed = p
                break
        if hashed is not None and hashed[1] != "=" and any(v.value.type != hash_type for v in hashed[2:] if v):
            raise _Fail(MSG_KEY_CONDITION_TYPE, prefix=False)
        if pi is None and hashed is None:
            raise _Fail(MSG_KEY_CONDITION_MISSED, prefix=False)
        if hashed is not None and hashed[1] == "=":  # the hash key's =, wherever it stands (c = :c AND p = :p)
            pi = parts.index(hashed)
    if pi is None:
        raise _Fail(MSG_KEY_NOT_SUPPORTED, prefix=False)
    pname, _, pvalue, _ = parts[pi]
    sort = None
    if len(parts) == 2:
        sname, sop, svalue, shigh = parts[1 - pi]
        sort = SortKeyCondition(sname, sop, svalue, shigh)
    return KeyCondition(pname, pvalue, sort)


def parse_expression(kind: str, text: Any, ctx: Context):
    """Parse one expression parameter (``"ConditionExpression"``, ...) into a node.

    Raises :class:`ExprError` with DynamoDB-like wording ("Invalid
    ConditionExpression: Syntax error; ...")."""
    if not isinstance(text, str):
        raise ExprError(f"{kind} must be a string, got {describe(text)}")
    size = expression_size(text)
    if size > MAX_EXPRESSION_BYTES:  # DynamoDB measures an expression before it reads it
        raise ExprError(
            f"the {kind} is {size:,} characters; DynamoDB's limit is {MAX_EXPRESSION_BYTES:,}",
            dynamodb=expression_size_message(kind, size),
        )
    node = _direct(kind, text, ctx, size)
    if node is not None:
        return node
    return _general(kind, text, ctx, size)


def _general(kind: str, text: str, ctx: Context, size: int):
    """:func:`parse_expression` with the grammar: every expression, and every
    problem in DynamoDB's words and order."""
    try:
        if kind == "UpdateExpression":
            return _update(_read(text, "update_expression", ctx, kind, size), ctx)
        if kind == "ProjectionExpression":
            tree = _read(text, "projection_expression", ctx, kind, size)
            return n.Projection(tuple(_resolve_paths(kind, tree.children, ctx)))
        tree = _read(text, "condition_expression", ctx, kind, size)
        cond = _condition(tree.children[0], ctx)
        if kind == "KeyConditionExpression":
            try:
                return _key_condition(cond, ctx.key_schema, ctx.index_inside)
            except _Fail as e:  # read whole: every placeholder was seen
                raise ExprError(e.message, dynamodb=e.dynamodb, usage_known=True, after_usage=True) from None
        return cond
    except _Fail as e:
        raise ExprError(
            f"Invalid {kind}: {e.message}" if e.prefix else e.message,
            dynamodb=e.dynamodb,
            usage_known=e.usage_known,
            position=e.position,
        ) from None


# --------------------------------------------------------------------------
# The direct reader's plans -> nodes (builder.expr.direct)
# --------------------------------------------------------------------------
def _direct(kind: str, text: str, ctx: Context, size: int):
    """The nodes of ``text`` read by :mod:`.direct` on ``ctx``'s maps, or None
    when the general reader must read it: no plan, a reserved word written
    plainly where ``ctx`` refuses it, or a problem of the expression's own
    found while the nodes are built (an undefined placeholder, overlapping
    paths, a key condition DynamoDB does not take...), which the general
    reader finds again and words; ``ctx`` is then left as it was. The nodes
    are built in the general reader's order (:func:`_condition`,
    :func:`_update`), so a node's own refusal (``+`` of a string, ``a = a``),
    an :class:`ExprError`, is raised as the general reader raises it, with
    the same placeholders recorded as used."""
    read = direct.plan(text, _START.get(kind, "condition_expression"))
    if read is None:
        return None
    tree, reserved, uses = read
    if reserved and ctx.refuse_reserved:
        return None
    plain, used_names, used_values = ctx.plain_names, set(ctx.used_names), set(ctx.used_values)
    try:
        if uses:  # no value used: the text alone, at most MAX_EXPRESSION_BYTES, is within the limit
            _check_substituted_size(size, uses, ctx, kind)
        tag = tree[0]
        if tag == "update":
            return _built_update(tree[1], ctx)
        if tag == "projection":
            paths = [_built_path(p, ctx) for p in tree[1]]
            if first_clash(paths):
                raise _Fail("overlapping paths")
            return n.Projection(tuple(paths))
        cond = _built_condition(tree, ctx)
        if kind == "KeyConditionExpression":
            return _key_condition(cond, ctx.key_schema, ctx.index_inside)
        return cond
    except _Fail:
        return _left_as_it_was(ctx, plain, used_names, used_values)


def _left_as_it_was(ctx: Context, plain: int, used_names: set, used_values: set) -> None:
    ctx.plain_names = plain
    ctx.used_names.intersection_update(used_names)
    ctx.used_values.intersection_update(used_values)
    return None


def _built_path(plan: tuple, ctx: Context) -> Path:
    _, segs, plain = plan
    if plain != len(segs):  # a placeholder or an index among them
        names = ctx.names
        if len(segs) == 1:  # one placeholder, the commonest path: without the loop
            s = segs[0]
            name = names.get(s)
            if name.__class__ is str and name:  # Context.name's common case, without its call
                ctx.used_names.add(s)
                return Path.read((name,))
            return Path.read((ctx.name(s),))
        resolved = []  # (a loop, not a comprehension: one call less a path)
        for s in segs:
            if s.__class__ is not int and s[0] == "#":
                name = names.get(s)
                if name.__class__ is str and name:  # Context.name's common case, without its call
                    ctx.used_names.add(s)
                    s = name
                else:
                    s = ctx.name(s)
            resolved.append(s)
        segs = tuple(resolved)
    ctx.plain_names += plain
    return Path.read(segs)


def _built_operand(plan: tuple, ctx: Context):
    """An operand's node: a path, a value, size(), if_not_exists or list_append
    (the plan holds each only where it may stand)."""
    tag = plan[0]
    if tag == "p":
        return n.PathOperand(_built_path(plan, ctx))
    if tag == "v":
        return ctx.value(plan[1])
    if tag == "size":
        return n.Size(_built_operand(plan[1], ctx))
    if tag == "if_not_exists":
        return n.IfNotExists(_built_path(plan[1], ctx), _built_operand(plan[2], ctx))
    return n.ListAppend(_built_operand(plan[1], ctx), _built_operand(plan[2], ctx))


def _built_condition(plan: tuple, ctx: Context) -> n.Condition:
    tag = plan[0]
    if tag == "cmp":
        # the commonest operands, a path on the left and a value on the right, built without _built_operand's call
        left, right = plan[2], plan[3]
        left = n.PathOperand(_built_path(left, ctx)) if left[0] == "p" else _built_operand(left, ctx)
        right = ctx.value(right[1]) if right[0] == "v" else _built_operand(right, ctx)
        return n.Compare(plan[1], left, right)
    if tag == "and":
        return n.And(tuple([_built_condition(c, ctx) for c in plan[1]]))
    if tag == "or":
        return n.Or(tuple([_built_condition(c, ctx) for c in plan[1]]))
    if tag == "not":
        return n.Not(_built_condition(plan[1], ctx))
    if tag == "between":
        return n.Between(_built_operand(plan[1], ctx), _built_operand(plan[2], ctx), _built_operand(plan[3], ctx))
    if tag == "in":
        subject = _built_operand(plan[1], ctx)
        return n.In(subject, tuple([_built_operand(c, ctx) for c in plan[2]]))
    if tag == "exists":
        return n.AttributeExists(_built_path(plan[1], ctx))
    if tag == "not_exists":
        return n.AttributeNotExists(_built_path(plan[1], ctx))
    if tag == "type":
        subject = _built_operand(plan[1], ctx)
        op = ctx.value(plan[2])
        v = op.value
        if v.type != "S" or v.ddb["S"] not in TYPES:
            raise _Fail("attribute_type's type")
        return n.AttributeType(subject, v.ddb["S"], op.placeholder)
    subject = _built_operand(plan[1], ctx)  # begins_with, contains
    return (n.BeginsWith if tag == "begins_with" else n.Contains)(subject, _built_operand(plan[2], ctx))


def _built_update(actions: tuple, ctx: Context) -> n.Update:
    """The paths (then their overlaps), then each action, last first (:func:`_update`)."""
    paths = [_built_path(a[1], ctx) for a in actions]
    if first_clash(paths):
        raise _Fail("overlapping paths")
    out: list = [None] * len(actions)
    for i in range(len(actions) - 1, -1, -1):
        section, _, value = actions[i]
        if section == "SET":
            if value[0] == "group":  # a SET value in parentheses: what they hold
                value = value[1]
            tag = value[0]
            if tag == "+" or tag == "-":
                value = n.Arithmetic(tag, _built_operand(value[1], ctx), _built_operand(value[2], ctx))
            else:  # (a value, the commonest, without _built_operand's call)
                value = ctx.value(value[1]) if tag == "v" else _built_operand(value, ctx)
            out[i] = n.SetAction(paths[i], value)
        elif section == "REMOVE":
            out[i] = n.RemoveAction(paths[i])
        else:
            out[i] = (n.AddAction if section == "ADD" else n.DeleteAction)(paths[i], ctx.value(value))
    return n.Update(tuple(out))


RESERVED_KEYWORD = "Attribute name is a reserved keyword; reserved keyword: "  # DynamoDB's words, then the word


def tokens(tree: Tree):
    """The tree's tokens in source order (lark's ``scan_values`` recurses, and
    a chain of 400 ANDs makes a tree 400 deep)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Tree):
            stack.extend(reversed(node.children))
        elif isinstance(node, Token):
            yield node


_LOGICAL = ("and_", "or_")
_OPERATORS = frozenset({"and_", "or_", "not_", "compare", "between", "in_", "function", "plus", "minus"})


@dataclass(frozen=True, slots=True)  # kept by the parse cache: never changed
class _Shape:
    """What one walk of a syntax tree finds, which depends on the tree alone:
    DynamoDB's operators and functions, how deeply condition groups and
    functions nest, whether a pair of parentheses stands directly around
    another, the value placeholders used (each use, in no set order), and
    whether :func:`_first_pass` finds nothing, with reserved words written
    plainly allowed (``passes``) and refused (``passes_refusing``)."""

    operators: int
    groups: int
    functions: int
    redundant: bool
    value_uses: tuple
    passes: bool
    passes_refusing: bool


def _tree_shape(tree: Tree, where: str) -> _Shape:
    """:class:`_Shape` of ``tree`` (read from ``where``, as :func:`_first_pass`
    starts), in one walk without recursion. :func:`_first_pass` is asked only
    whether it finds anything, which does not depend on the order the walk
    takes; the problem it finds first is found by running it."""
    operators = groups = functions = 0
    redundant = failed = reserved = False
    uses = []
    stack: list = []
    push, pop = stack.append, stack.pop
    group = function = 0  # the node's, for its children: how many condition groups and functions hold it
    d = ""  # the node's kind ("" above the root)
    placed: Any = ((tree, where),)  # the node's children, each with where it stands
    while True:
        for c, kid_pos in placed:
            if isinstance(c, Tree):
                kid = c.data
                if kid == "path":  # the commonest node: its tokens (names, placeholders, indexes) read here
                    for token in c.children:
                        kind = token.type
                        if kind == "NAME":
                            if not reserved and refused_plainly(token):
                                reserved = True
                        elif kind == "INDEX" and int(token) > MAX_LIST_INDEX:
                            failed = True
                elif kid == "value":  # its placeholder
                    for token in c.children:
                        if token.type == "VALUE_PLACEHOLDER":
                            uses.append(str(token))
                else:
                    push((c, group, function, d, kid_pos))
            elif c is not None:
                if c.type == "VALUE_PLACEHOLDER":
                    uses.append(str(c))
                elif c.type == "INDEX" and int(c) > MAX_LIST_INDEX:
                    failed = True
        if not stack:
            break
        node, group, function, parent, pos = pop()
        d = node.data
        children = node.children
        if d in _OPERATORS:  # not_, and_, or_ and function among them
            operators += 1
            if d == "not_" or (d in _LOGICAL and parent != d):
                group += 1  # a chain of one operator (a AND b AND c) is one group
                if group > groups:
                    groups = group
            elif d == "function":
                function += 1
                if function > functions:
                    functions = function
                if not failed:
                    try:
                        _function_usage(str(children[0]), pos)
                    except _Fail:
                        failed = True
        elif d in _GROUPS and isinstance(children[0], Tree) and children[0].data in _GROUPS:
            redundant = True
        if d in _PLACED_APART:  # a function's name is not its child, a function condition reads its first
            placed = _placed(node, pos)
        else:  # every child stands at one place (_CHILD_POSITION, as _placed reads it)
            placed = zip(children, repeat(_CHILD_POSITION.get(d, pos)))
    return _Shape(operators, groups, functions, redundant, tuple(uses), not failed, not (failed or reserved))


@lru_cache(maxsize=PARSE_CACHE_SIZE)
def _shape(text: str, start: str) -> _Shape:
    return _tree_shape(_parse_tree(text, start), _first_position(start))


def _check_shape(shape: _Shape) -> None:
    """DynamoDB's 300 operators and functions, and the builder's bounds on how
    deeply conditions and functions nest, measured on the syntax tree without
    recursion (:func:`_tree_shape`), before anything recursive reads it."""
    if shape.operators > MAX_EXPRESSION_OPERATORS:
        raise _Fail(TOO_MANY_OPERATORS)
    if shape.groups > MAX_CONDITION_DEPTH:
        raise _Fail(
            f"{CONDITION_DEPTH_WORDS} {MAX_CONDITION_DEPTH} groups deep "
            f"(each AND, OR and NOT is one); this one nests {shape.groups}",
            prefix=False,
        )
    if shape.functions > MAX_FUNCTION_DEPTH:
        raise _Fail(
            f"{FUNCTION_DEPTH_WORDS} {MAX_FUNCTION_DEPTH} deep; this expression nests {shape.functions}",
            prefix=False,
        )


def _check_substituted_size(size: int, uses: tuple, ctx: Context, kind: str) -> None:
    """DynamoDB refuses an expression of ``size`` (:func:`.limits.expression_size`)
    whose text and the values it ``uses`` add up to more than 1 MB (each use
    of a value counted; learnt from DynamoDB Local)."""
    if not ctx.raw_values:
        return
    if ctx.values_bound is _UNKNOWN:
        ctx.values_bound = sizes_bound(ctx.raw_values)
    if ctx.values_bound is not None and size + len(uses) * ctx.values_bound <= MAX_SUBSTITUTED_EXPRESSION_BYTES:
        return  # within the limit even if each use were of the largest value: nothing measured
    sizes: dict = {}  # each value measured once, however often it is used
    for token in uses:
        if token in ctx.raw_values:
            raw = ctx.raw_values[token]
            if isinstance(raw, dict):
                if token not in sizes:
                    sizes[token] = measured_size({"": raw}) or 0
                size += sizes[token]
    if size > MAX_SUBSTITUTED_EXPRESSION_BYTES:
        raise _Fail(
            f"the expression and the values it uses add up to {size:,} bytes; DynamoDB's limit is 1 MB",
            prefix=False,
            dynamodb=substituted_size_message(kind),
        )


def _read(text: str, start: str, ctx: Context, kind: str, size: int) -> Tree:
    """The syntax tree (a keyword of the grammar written as an attribute name is
    a syntax error there, as in DynamoDB), within DynamoDB's limits
    (:func:`_check_shape`), the text of ``size`` and the values it uses within
    1 MB; then, as DynamoDB does next, no redundant parentheses; then one pass
    in text order (:func:`_first_pass`). Whether the tree has redundant
    parentheses, and whether the pass finds anything, depend on the tree, and
    on refusing reserved words, alone (its :class:`_Shape`): the pass runs only
    when it finds a problem, found again on ``ctx``."""
    tree, shape = _limited(text, start)
    _check_substituted_size(size, shape.value_uses, ctx, kind)
    if shape.redundant or not (shape.passes_refusing if ctx.refuse_reserved else shape.passes):
        if shape.redundant:  # DynamoDB's next check, before names, values and reserved words
            raise _Fail(REDUNDANT_PARENTHESES)
        _first_pass(tree, ctx, _first_position(start))
    return tree


def _first_position(start: str) -> str:
    return "set-top" if start == "update_expression" else "cond"


@lru_cache(maxsize=PARSE_CACHE_SIZE)
def _limited(text: str, start: str) -> tuple[Tree, _Shape]:
    """The syntax tree and its :class:`_Shape`, once within DynamoDB's limits
    (:func:`_check_shape`, which depends on the tree alone: kept with it; a
    failure is raised again)."""
    shape = _shape(text, start)
    _check_shape(shape)
    return _parse_tree(text, start), shape


def _placed(t: Tree, pos: str):
    """Each child of ``t`` (which stands at ``pos``: see :func:`_function_usage`)
    with where it stands, as DynamoDB's first reading reads it (a function's
    name is not one of its children here); an iterable of (child, position)."""
    d = t.data
    if d == "function":
        args = t.children[1:]
        if pos.startswith("set"):  # if_not_exists's first operand is a path, read as a whole SET value
            first = "set-top" if t.children[0] == "if_not_exists" else "set"
            return [(c, first if i == 0 else "set") for i, c in enumerate(args)]
        return zip(args, repeat("operand"))
    if d == "function_condition":
        return ((t.children[0], "cond"),)
    # groups, AND/OR/NOT, paths, SET actions, clauses: where they stand
    return zip(t.children, repeat(_CHILD_POSITION.get(d, pos)))


# where the children of a node stand, by the node's kind, for the kinds whose
# children all stand at one place other than the node's own (_placed)
_CHILD_POSITION = {"compare": "operand", "between": "operand", "in_": "operand", "plus": "set", "minus": "set"}
_PLACED_APART = frozenset({"function", "function_condition"})  # the kinds _placed reads otherwise


def _first_pass(tree: Tree, ctx: Context, where: str) -> None:
    """DynamoDB's first reading of the tree, in text order: the first of a
    reserved word written plainly, an unknown function name, a function where
    it may not stand (size as a condition, begins_with as an operand,
    if_not_exists in a condition, a condition function in a SET value), a list
    index over 2**31 - 1. Numbers of operands, operand kinds and placeholders
    come later (learnt from DynamoDB Local: ``#x = :v AND foo(a)`` names foo)."""
    stack: list = [(tree, where)]
    while stack:
        t, pos = stack.pop()
        if isinstance(t, Token):
            if t.type == "INDEX" and int(t) > MAX_LIST_INDEX:
                raise _Fail(f"List index is not within the allowable range; index: [{t}]")
            continue
        if t is None:
            continue
        d = t.data
        if d == "path":
            word = next((str(x) for x in t.children if x.type == "NAME" and refused_plainly(x)), None)
            if word is not None and ctx.refuse_reserved:
                for tok in tokens(tree):
                    if tok.type not in ("NAME_PLACEHOLDER", "VALUE_PLACEHOLDER"):
                        continue
                    (ctx.used_names if tok.type == "NAME_PLACEHOLDER" else ctx.used_values).add(str(tok))
                fail = _Fail(f"{RESERVED_KEYWORD}{word}")
                fail.usage_known = True
                raise fail
        elif d == "function":
            _function_usage(str(t.children[0]), pos)
        stack.extend(reversed(list(_placed(t, pos))))


def _function_usage(name: str, pos: str) -> None:
    """``name`` is a function DynamoDB knows, and may stand at ``pos``: "cond"
    (a condition), "operand" (an operand in a condition), "set-top" (a whole
    SET value), "set" (inside a SET value: list_append may not stand there)."""
    if name not in ALL_FUNCTIONS:
        raise _Fail(f"Invalid function name; function: {name}")
    if pos.startswith("set"):
        if name not in UPDATE_FUNCTIONS:
            raise _Fail(f"The function is not allowed in an update expression; function: {name}")
        if name == "list_append" and pos == "set":
            raise _Fail("The function is not allowed to be used this way in an expression; function: list_append")
        return
    if name in UPDATE_FUNCTIONS:
        raise _Fail(f"The function is not allowed in a condition expression; function: {name}")
    if (pos == "cond") == (name in OPERAND_FUNCTIONS):
        raise _Fail(f"The function is not allowed to be used this way in an expression; function: {name}")


def reserved_word(tree: Tree) -> str | None:
    """The first attribute name in ``tree`` written plainly that DynamoDB
    refuses so (a reserved word, as written), or None."""
    for path in tree.find_data("path"):
        for tok in path.children:
            if isinstance(tok, Token) and tok.type == "NAME" and refused_plainly(tok):
                return str(tok)
    return None


def parse_condition(
    text: str, names: dict | None = None, values: dict | None = None, kind: str = "ConditionExpression"
) -> n.Condition:
    """Convenience: one condition (or filter) with its maps; unused entries are not checked."""
    return parse_expression(kind, text, Context(names, values))


def parse_update(text: str, names: dict | None = None, values: dict | None = None) -> n.Update:
    return parse_expression("UpdateExpression", text, Context(names, values))


def parse_key_condition(text: str, names: dict | None = None, values: dict | None = None) -> KeyCondition:
    return parse_expression("KeyConditionExpression", text, Context(names, values))


def parse_projection(text: str, names: dict | None = None) -> n.Projection:
    return parse_expression("ProjectionExpression", text, Context(names))


# Which grammar start rule reads each kind of expression.
_START = {
    "UpdateExpression": "update_expression",
    "ProjectionExpression": "projection_expression",
}


def reserved_word_in(kind: str, text: str) -> str | None:
    """The first attribute name in ``text`` (an expression of ``kind``, such as
    ``"UpdateExpression"``) written plainly that DynamoDB refuses as a reserved
    word (as written), or None. A syntax error is left to the parser: DynamoDB
    reports syntax before reserved words, and size before syntax."""
    if expression_size(text) > MAX_EXPRESSION_BYTES:
        return None
    try:
        tree = _parse_tree(text, _START.get(kind, "condition_expression"))
    except _Fail:
        return None
    return reserved_word(tree)
