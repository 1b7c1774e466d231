"""DynamoDB's limits on a request, in one place, each with its source; the
builder's own bounds where DynamoDB's do not bound the work; and the checks
that apply them without recursion.

A request (and so a state, a link, a paste, a snippet) cannot exceed what
DynamoDB accepts. The core refuses anything bigger with a message naming the
limit, located where it is broken, and it does so while reading the input
once: every check here is iterative, and runs before the recursive readers
(:class:`~builder.expr.loader.Loader`, :func:`~builder.expr.values.ddb_to_state`,
the parser, the emitters), so nothing downstream can recurse deeper than these
limits allow.

Sources (quoted):

- Q: "Service, account, and table quotas in Amazon DynamoDB"
  (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html);
- E: "Referring to item attributes when using expressions in DynamoDB"
  (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Expressions.Attributes.html);
- A: the API reference (https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/);
- L: measured on DynamoDB Local 3.3 (tests/integration/test_limits_dynamodb.py
  records the boundary pairs). DynamoDB's words for each broken limit are L's.
"""

from __future__ import annotations

import decimal
import re
from functools import lru_cache
from itertools import compress, filterfalse, repeat
from operator import methodcaller
from typing import Any

from .errors import Problem, join_location, name_location
from .jsontext import few_brackets

# --------------------------------------------------------------------------
# DynamoDB's limits
# --------------------------------------------------------------------------
# Q, "DynamoDB transactions": "A transaction cannot contain more than 100 unique
# items." A, TransactWriteItems / TransactGetItems: "TransactItems ... Array
# Members: Minimum number of 1 item. Maximum number of 100 items."
MAX_TRANSACTION_ACTIONS = 100
MSG_TRANSACTION_ACTIONS = f"Member must have length less than or equal to {MAX_TRANSACTION_ACTIONS}"  # L

# A, BatchWriteItem: "RequestItems ... Minimum number of 1 item. Maximum number
# of 25 items" (write requests, across tables); BatchGetItem: "A single operation
# can retrieve up to 16 MB of data, which can contain as many as 100 items"
# (keys, across tables). DynamoDB Local's words (tests/integration/test_batch_dynamodb.py).
MAX_BATCH_WRITE_REQUESTS = 25
MAX_BATCH_GET_KEYS = 100
MSG_BATCH_WRITE_REQUESTS = "Too many items requested for the BatchWriteItem call"  # L
MSG_BATCH_GET_KEYS = "Too many items requested for the BatchGetItem call"  # L

# Q, "Expression parameters / Lengths": "The maximum length of any expression
# string is 4 KB. For example, the size of the ConditionExpression a=b is 3 bytes."
MAX_EXPRESSION_BYTES = 4096
# So an UpdateExpression holds at most this many actions: the shortest takes
# two characters with its comma ("REMOVE a,b"), none fewer. A state with more
# is refused before its actions are read (a /diff of 30,000 changed
# attributes read and wrote them all, 1.8 s, to find the text over 4 KB).
MAX_UPDATE_ACTIONS = (MAX_EXPRESSION_BYTES + 1) // 2


def update_actions_message(count: int) -> str:
    return (
        f"the update has {count:,} actions; an UpdateExpression holds at most {MAX_UPDATE_ACTIONS:,} "
        f"(each takes 2 characters or more, and DynamoDB's limit is {MAX_EXPRESSION_BYTES})"
    )


# A, CreateTable: "GlobalSecondaryIndexes: One or more global secondary indexes
# (the maximum is 20) ... LocalSecondaryIndexes: One or more local secondary
# indexes (the maximum is 5)"; Q, "Secondary indexes": 20 global is the default
# quota (raised on request), 5 local is fixed. A table description (the
# simulator's, the checker's) is refused past 5 local or 100 global (the
# builder's bound, well past the default quota), before its indexes are read:
# every item given is checked against each index's key (3,000 indexes and 8,000
# items in 1 MB took 1.3 s). ``ProjectionType`` (API_Projection): "Valid Values:
# ALL | KEYS_ONLY | INCLUDE"; "NonKeyAttributes ... Array Members: Minimum number
# of 1 item. Maximum number of 20 items. Length Constraints: Minimum length of 1.
# Maximum length of 255", and "the total count of NonKeyAttributes summed across
# all of the secondary indexes, must not exceed 100" (a table's).
DEFAULT_GLOBAL_INDEXES = 20  # DynamoDB's default quota, which AWS raises on request
MAX_GLOBAL_INDEXES = 100  # the builder's own bound: a raised quota's table still reads
MAX_LOCAL_INDEXES = 5
PROJECTION_TYPES = ("ALL", "KEYS_ONLY", "INCLUDE")
MAX_NON_KEY_ATTRIBUTES = 20
# The names of key attributes and of the attributes an index projects: "Names of
# key attributes and attributes projected into an index must be between 1 and 255
# characters, inclusive" (DynamoDB Local's CreateTable), counted in UTF-8 bytes
# (a name of 127 "é", 254 bytes, is taken; of 128, 256 bytes, refused: measured).
MAX_KEY_NAME_BYTES = 255
MAX_TABLE_NON_KEY_ATTRIBUTES = 100

# Table and index names
TABLE_NAME = re.compile(r"[A-Za-z0-9_.-]{3,255}\Z")
TABLE_NAME_RULE = "3 to 255 characters of a-z, A-Z, 0-9, _ - and ."
_TABLE_NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-"


@lru_cache(maxsize=1024)  # the same few tables in every render: the answer is kept
def is_table_name(name: str) -> bool:
    """Whether :data:`TABLE_NAME` matches ``name`` (text), found with str
    methods: one regular-expression match costs more than the rest of reading
    a table (issue 13). An ASCII letter or digit is all ``isalnum`` accepts of
    ASCII; the other three characters are stripped with them.
    tests/expr/test_str_checks.py holds it to the pattern."""
    return 2 < len(name) < 256 and name.isascii() and (name.isalnum() or not name.strip(_TABLE_NAME_CHARS))


def expression_size(text: str) -> int:
    """An expression's size as DynamoDB measures it against the 4 KB: its
    characters (Java's UTF-16 code units), not its UTF-8 bytes (DynamoDB Local:
    4,096 no-break spaces, 8,192 bytes, pass the size check;
    ``lim-expression-4kb-update-nbsp-chars``), whitespace included. ASCII
    text (most): one unit a character (tests/expr/test_limits.py holds it to
    the count of units)."""
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


# Spaces the builder writes around operators and punctuation for reading;
# DynamoDB's tokenizer needs none there (L: ``SET a0=:v+:v,a1=:v+:v`` and
# ``NOT(a IN(:x,:y))`` are read as written), so they go when they alone would
# take an expression over 4 KB (``min-limits-plus-count``).
# (each run of spaces beside one of them, removed: no group to put back, so the
# substitution stays in C; with ``\1`` Python 3.11 calls Python for each match)
_OPTIONAL_SPACE = re.compile(r"\s+(?=[=<>+\-,()\[\]])|(?<=[=<>+\-,()\[\]])\s+")


def tight_expression(text: str) -> str:
    """The same expression without the spaces around operators and punctuation."""
    return _OPTIONAL_SPACE.sub("", text)


def over_expression_limit(text: str) -> bool:
    """Whether DynamoDB refuses ``text`` for its size (a character is at most two
    UTF-16 code units, so text of at most 2,048 characters is never measured)."""
    return len(text) > MAX_EXPRESSION_BYTES // 2 and expression_size(text) > MAX_EXPRESSION_BYTES


def sent_expression(text: str) -> str:
    """An expression as the builder sends it: as written for reading, or
    without those spaces when they alone take it over 4 KB."""
    if len(text) <= MAX_EXPRESSION_BYTES // 2:  # the common short text: never over (over_expression_limit's first test)
        return text
    return tight_expression(text) if over_expression_limit(text) else text


def expression_size_message(kind: str, size: int) -> str:  # L
    """DynamoDB's words for an expression over 4 KB: DynamoDB Local gives the
    size for conditions, filters and key conditions only."""
    text = f"Invalid {kind}: Expression size has exceeded the maximum allowed size;"
    return text if kind in ("ProjectionExpression", "UpdateExpression") else f"{text} expression size: {size}"


# Q, "Operators and operands": "The maximum number of operators or functions
# allowed in an UpdateExpression is 300." L: the same holds for every
# expression; each comparator, BETWEEN, IN, AND, OR, NOT, + and -, and each
# function (size and if_not_exists included) counts one; SET's = does not. L
# names the count it stopped at, always 301.
MAX_EXPRESSION_OPERATORS = 300
TOO_MANY_OPERATORS = f"The expression contains too many operators; operator count: {MAX_EXPRESSION_OPERATORS + 1}"
MSG_TOO_MANY_OPERATORS = "Invalid {kind}: " + TOO_MANY_OPERATORS  # L

# Q, "Expression parameters": "The maximum length of all substitution
# variables in an expression is 2 MB. This is the sum of the lengths of all
# ExpressionAttributeNames and ExpressionAttributeValues." L counts the values'
# placeholders and values (lim-substitution-2mb), and refuses one expression
# whose text and the values it uses add up to more than 1 MB (undocumented:
# lim-expression-substituted-1mb), without naming the size.
MAX_SUBSTITUTION_BYTES = 2 * 1024 * 1024
MSG_SUBSTITUTION_SIZE = "ExpressionAttributeValues exceeds max size"  # L
MAX_SUBSTITUTED_EXPRESSION_BYTES = 1024 * 1024


def substituted_size_message(kind: str) -> str:  # L
    return f"Invalid {kind}: Expression size has exceeded the maximum allowed size;"


# Q: "The maximum number of operands for the IN comparator is 100."
MAX_IN_OPERANDS = 100

# Q: "The maximum length of any single expression attribute name or expression
# attribute value is 255 bytes. For example, #name is 5 bytes; :val is 4 bytes."
# (L counts characters.)
MAX_PLACEHOLDER_LENGTH = 255
# Q, "Attributes": attribute names are at most 64 KB (L: "must be less than 65536 bytes").
MAX_NAME_BYTES = 65535

# Q, "Partition keys and sort keys": a partition key value is at most 2048
# bytes, a sort key value at most 1024 (UTF-8 bytes of a string, the bytes of
# a binary). L: at the limit both pass, one byte over is refused.
MAX_PARTITION_KEY_BYTES = 2048
MAX_SORT_KEY_BYTES = 1024

# Q, "Items": "The maximum item size in DynamoDB is 400 KB, which includes both
# attribute name binary length (UTF-8 length) and attribute value lengths."
MAX_ITEM_BYTES = 400 * 1024

# Q, "Nested attribute depth": "DynamoDB supports nested attributes up to 32
# levels deep." L: a top-level attribute is level 1, and a list or map at level
# k holds its members at level k + 1, whether it has any or not: so 31 lists
# and maps nested in one another (around a scalar, or the innermost empty) is
# the most an attribute can hold, 32 is refused. DynamoDB Local lets an
# expression attribute value in a condition nest one level more; AWS does not
# (docs/dynamodb-local-vs-aws.md), and the builder follows AWS.
MAX_DOCUMENT_LEVELS = 32
MSG_NESTING = (  # L, an Item, a Key, an ExclusiveStartKey (and, after a prefix, an expression attribute value)
    "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit"
)
MSG_NESTING_UPDATE = "Nesting Levels have exceeded supported limits"  # L, an update's result

# E, "Document paths": "The maximum depth for a document path is 32. Therefore,
# the number of dereferences operators in a path cannot exceed this limit."
# L: 32 names and indexes are accepted, 33 refused.
MAX_PATH_LEVELS = 32
MSG_PATH_LEVELS = "Invalid {kind}: The document path has too many nesting levels; nesting levels: {levels}"  # L

# L: a list index is a Java int ("List index is not within the allowable range").
MAX_LIST_INDEX = 2**31 - 1
LIST_INDEX = "List index is not within the allowable range; index: [{index}]"
MSG_LIST_INDEX = "Invalid {kind}: " + LIST_INDEX  # L

# Q, "Data types": "Numbers can have up to 38 digits of precision."
MAX_NUMBER_DIGITS = 38

# A, Query / Scan: "Limit ... Type: Integer. Valid Range: Minimum value of 1."
# An Integer is 32 bits (L answers InternalFailure beyond it, so the builder
# refuses it first).
MAX_LIMIT = 2**31 - 1
# A, Scan: "Segment ... Valid Range: Minimum value of 0. Maximum value of 999999."
# "TotalSegments ... Valid Range: Minimum value of 1. Maximum value of 1000000."
MAX_SEGMENT = 999_999
MAX_TOTAL_SEGMENTS = 1_000_000


def range_message(value: int, member: str, top: int) -> str:
    """DynamoDB's words (L) for a whole-number parameter over its maximum."""
    return (
        f"1 validation error detected: Value '{int_text(value)}' at '{member}' failed to satisfy constraint: "
        f"Member must have value less than or equal to {int_text(top)}"
    )


# --------------------------------------------------------------------------
# The builder's own bounds
# --------------------------------------------------------------------------
# A problem of one of these bounds is the builder's, not DynamoDB's: DynamoDB
# would take the request (or has no such rule: a state's own shape). Its
# message starts with one of these words, and it is reported with the code
# InputError, never as DynamoDB's ValidationException (own_bound: the checker's
# findings, the simulator's answer).
CONDITION_DEPTH_WORDS = "the builder reads conditions nested at most"  # an expression's
FUNCTION_DEPTH_WORDS = "the builder reads functions nested at most"
STATE_CONDITION_DEPTH_WORDS = "conditions nest at most"  # a state's
STATE_FUNCTION_DEPTH_WORDS = "functions nest at most"
STATE_DEPTH_WORDS = "this state nests lists and objects more than"
TEXT_ENTRIES_WORDS = "the builder takes at most"
PATHS_WRITTEN_WORDS = "the paths this request names add up to"
_OWN_BOUND_WORDS = (
    CONDITION_DEPTH_WORDS,
    FUNCTION_DEPTH_WORDS,
    STATE_CONDITION_DEPTH_WORDS,
    STATE_FUNCTION_DEPTH_WORDS,
    STATE_DEPTH_WORDS,
    TEXT_ENTRIES_WORDS,
    PATHS_WRITTEN_WORDS,
)


def own_bound(message: str) -> bool:
    """Whether a problem's ``message`` is one of the builder's own bounds
    (above), which DynamoDB does not have."""
    return message.startswith(_OWN_BOUND_WORDS)


# Conditions nest (AND, OR and NOT groups in one another) at most this deep in
# a state. DynamoDB bounds it only through the 4 KB and 300-operator limits
# (about 300 levels), far deeper than any real condition and deeper than the
# builder can show: its page renders a condition group by including itself, and
# Django's template rendering runs out of Python's stack at about 72 levels. 32,
# DynamoDB's own nesting depth for documents, is less than half of that and more
# than anyone writes by hand.
MAX_CONDITION_DEPTH = 32
# if_not_exists can hold another if_not_exists as its default (DynamoDB allows
# it up to the 300-operator limit); the builder reads functions nested at most
# this deep (if_not_exists(a, if_not_exists(b, :v)) is 2).
MAX_FUNCTION_DEPTH = 32
# The deepest JSON a valid builder state can be, derived from the bounds above:
# a transaction action's condition (4 levels to reach it), groups of two JSON
# levels each ({"op": "and", "conditions": [...]}), an IN's list of values, and
# a value whose lists and maps take two JSON levels each ({"type": "L", "value":
# [...]}), plus a few levels to spare. Any deeper document is refused before it
# is read; links and snippets are never rendered from one.
MAX_STATE_DEPTH = 2 * (MAX_CONDITION_DEPTH + MAX_DOCUMENT_LEVELS) + 8
# An expression written as text (a state's ``text``, docs/state.md) has its
# own names and values tables: at most this many entries each. DynamoDB counts
# none, but a 4 KB expression uses far fewer placeholders (each one is at least
# two characters and an operator apart), and the page adds rows up to the same
# count as its other lists (builder/forms/limits.py, MAX_ROWS).
MAX_TEXT_ENTRIES = 100
# The builder's own bound, not DynamoDB's: the characters of path an expression read
# with its names map writes into a state, every expression of one request (or one
# form) together. The state, the form, the readable expressions and the code write
# each path whole, but a 4 KB expression can use a 65,535-character name behind one
# placeholder 1,300 times (40 paths of 32 levels: 2.6 GB written out; probe,
# 2026-12-06: one request held a worker 194 s and 3.8 GB). No path written out in
# more than an item's 400 KB names an attribute that can exist; the bound lets
# through one such path and more.
MAX_PATHS_WRITTEN = 500_000


def paths_written_message(size: int) -> str:
    return (
        f"{PATHS_WRITTEN_WORDS} {size:,} characters written out (each placeholder replaced "
        f"by its name); the builder writes every path whole (in the form, the readable expressions and the code) "
        f"and takes at most {MAX_PATHS_WRITTEN:,} characters of them in one request. Use shorter attribute names, "
        f"or fewer paths through long ones"
    )


# --------------------------------------------------------------------------
# Measuring, without recursion
# --------------------------------------------------------------------------
def _children(node: Any, form: str):
    """The members of a list or map value in ``form`` ("ddb", "state" or
    "plain" JSON), or None when ``node`` is not one (a scalar, or malformed:
    the readers refuse that without looking inside)."""
    if form == "plain":
        if isinstance(node, list):
            return node
        if isinstance(node, dict):
            return node.values()
        return None
    if not isinstance(node, dict):
        return None
    if form == "ddb":
        if len(node) != 1:
            return None
        ((t, v),) = node.items()  # (document_levels walks DynamoDB JSON without this call: _typed_levels)
    else:
        t, v = node.get("type"), node.get("value")
    if t == "L" and isinstance(v, list):
        return v
    if t == "M" and isinstance(v, dict):
        return v.values()
    return None


def document_levels(value: Any, form: str = "ddb", stop_above: int | None = None) -> int:
    """How many levels deep a value nests, counted as DynamoDB does for an
    attribute: a scalar is 1 level, a list or map 1 + its members' (at least
    1 more, even when empty). ``form``: DynamoDB JSON (``{"L": [...]}``), a
    builder state value (``{"type": "L", "value": [...]}``) or plain JSON. With
    ``stop_above``, stops as soon as the count passes it. Linear, no recursion."""
    if form == "ddb":
        if isinstance(value, dict) and "L" not in value and "M" not in value:
            return 1  # the common case, a scalar or a set (or no list or map at all: the readers refuse that)
        return _typed_levels(value, stop_above)
    if form == "state":
        return _typed_levels(value, stop_above, state=True)
    deepest = 1
    stack = [(value, 1)]
    while stack:
        node, level = stack.pop()
        members = _children(node, form)
        if members is None:
            continue
        level += 1
        if level > deepest:
            deepest = level
            if stop_above is not None and deepest > stop_above:
                return deepest
        stack.extend(zip(members, repeat(level)))  # each member with its level, paired in C (no generator)
    return deepest


_TYPE_OF = methodcaller("get", "type")


def _typed_levels(value: Any, stop_above: int | None, state: bool = False) -> int:
    """:func:`document_levels` of DynamoDB JSON or (``state``) of a builder
    state value: :func:`_children`'s members taken without its call, and only
    the members that may nest further pushed, found in C (a member of DynamoDB
    JSON without an "L" or "M" key, or a state member typed otherwise, is one
    level: its list's or map's level counts it already)."""
    deepest = 1
    stack = [(value, 1)]
    while stack:
        node, level = stack.pop()
        if not isinstance(node, dict):
            continue
        if state:
            t, v = node.get("type"), node.get("value")
        elif len(node) == 1:
            ((t, v),) = node.items()
        else:
            continue
        if t == "L" and isinstance(v, list):
            members = v
        elif t == "M" and isinstance(v, dict):
            members = v.values()
        else:
            continue
        level += 1
        if level > deepest:
            deepest = level
            if stop_above is not None and deepest > stop_above:
                return deepest
        try:
            if state:
                nesting = compress(members, map(_NO_DOCUMENT.__contains__, map(_TYPE_OF, members)))
            else:
                nesting = filterfalse(_NO_DOCUMENT.isdisjoint, members)
            stack.extend(zip(nesting, repeat(level)))
        except (AttributeError, TypeError):  # a member that is no dict (or a type that is no text): every
            stack.extend(zip(members, repeat(level)))  # member (some twice), as it is
    return deepest


def nesting_problem(value: Any, form: str = "ddb") -> str | None:
    """The core's message for a value nested deeper than DynamoDB allows, or None."""
    levels = document_levels(value, form, MAX_DOCUMENT_LEVELS)
    if levels <= MAX_DOCUMENT_LEVELS:
        return None
    return (
        f"this value nests lists and maps more than {MAX_DOCUMENT_LEVELS} levels deep (counting the value as level 1); "
        f"DynamoDB supports nested attributes up to {MAX_DOCUMENT_LEVELS} levels deep"
    )


_NO_DOCUMENT = frozenset(("L", "M"))  # a value without these keys is one level (document_levels' first answer)


def items_too_deep(attributes: Any) -> str | None:
    """The first attribute of an Item, Key or ExclusiveStartKey (DynamoDB JSON,
    not validated yet) nested deeper than DynamoDB allows, or None."""
    if not isinstance(attributes, dict):
        return None
    # (a loop: all() over map() of a set's isdisjoint costs more, for an item's few attributes, than
    # looking up two keys in each value)
    for name, v in attributes.items():
        if v.__class__ is dict and "L" not in v and "M" not in v:
            continue  # one level (document_levels' own first answer, without its call)
        if document_levels(v, "ddb", MAX_DOCUMENT_LEVELS) > MAX_DOCUMENT_LEVELS:
            return name
    return None


_LOCATION_LEVELS = 4  # json_depth locates a deep part by its first levels (actions[0].item.x)


def _depth(doc: Any, stop_above: int | None) -> int:
    """How deeply lists and objects nest in ``doc`` (``[]`` is 1), counted a
    level at a time; with ``stop_above``, stops once the count passes it."""
    if not isinstance(doc, (dict, list)):
        return 0
    level, depth = [doc], 0
    while level:
        depth += 1
        if stop_above is not None and depth > stop_above:
            return depth
        deeper = []
        for node in level:
            for v in node.values() if isinstance(node, dict) else node:
                if isinstance(v, (dict, list)):
                    deeper.append(v)
        level = deeper
    return depth


def json_depth(doc: Any, stop_above: int | None = None) -> tuple[int, str]:
    """(how deeply lists and objects nest in a JSON document, ``[]`` being 1;
    where the first one that reaches that depth is, by its first few levels:
    ``actions[0].item.x``). With ``stop_above``, stops at the first one deeper
    than that. No recursion; the location is worked out only for that one.
    A document within ``stop_above`` is measured a level at a time, without
    keeping the way to each part, and its location is "" (issue 13: every
    state is measured; only one too deep is located)."""
    if not isinstance(doc, (dict, list)):
        return 0, ""
    if stop_above is not None:
        depth = _depth(doc, stop_above)
        if depth <= stop_above:
            return depth, ""
    deepest = 1
    # (container, depth, parent entry, key in the parent): the path to a node is kept as links
    found = entry = (doc, 1, None, None)
    stack = [entry]
    while stack:
        entry = stack.pop()
        node, depth = entry[0], entry[1]
        if depth > deepest:
            deepest, found = depth, entry
            if stop_above is not None and depth > stop_above:
                break
        members = node.items() if isinstance(node, dict) else enumerate(node)
        stack.extend((v, depth + 1, entry, k) for k, v in members if isinstance(v, (dict, list)))
    keys = []
    while found[2] is not None:
        keys.append(found[3])
        found = found[2]
    where = ""
    for k in reversed(keys[-_LOCATION_LEVELS:]):
        where = join_location(where, k if isinstance(k, int) else name_location(str(k)))
    return deepest, where


def int_digits(value: int) -> str:
    """All the digits of a whole number, as DynamoDB reads a JSON number given
    where text is due (Python's ``str`` refuses an int of over 4,300 digits;
    the web's inputs bound digits long before, the core's callers may not)."""
    return str(decimal.Decimal(value))


def int_text(value: int) -> str:
    """A whole number as text for a message, whatever its size (Python will
    not write an int of more than 4,300 digits as text)."""
    if value.bit_length() > 1000:  # about 301 digits: more than a message needs
        return ("-" if value < 0 else "") + "a number of more than 300 digits"
    return str(value)


# --------------------------------------------------------------------------
# A builder state's structure, before it is read
# --------------------------------------------------------------------------
_GROUPS = ("and", "or", "not")


def _op(node: Any) -> str | None:
    op = node.get("op") if isinstance(node, dict) else None
    return op.lower() if isinstance(op, str) and op.lower() in _GROUPS else None


def condition_depth_problem(root: Any, loc: str) -> Problem | None:
    """The first condition group (AND, OR or NOT) nested deeper than
    :data:`MAX_CONDITION_DEPTH` in a state's condition, located; None when
    there is none. Follows only what the loader would read as groups."""
    stack = [(root, loc, 1)]
    while stack:
        node, where, depth = stack.pop()
        op = _op(node)
        if op is None:
            continue
        if depth > MAX_CONDITION_DEPTH:
            return Problem(
                where,
                f"{STATE_CONDITION_DEPTH_WORDS} {MAX_CONDITION_DEPTH} groups deep (each AND, OR and NOT is one); "
                "this one is deeper: flatten it (a AND (b AND c) is a AND b AND c)",
            )
        if op == "not":
            stack.append((node.get("condition"), join_location(where, "condition"), depth + 1))
        elif isinstance(node.get("conditions"), list):
            cloc = join_location(where, "conditions")
            kids = node["conditions"]
            stack.extend((kids[i], join_location(cloc, i), depth + 1) for i in range(len(kids) - 1, -1, -1))
    return None


def state_limit_problems(doc: dict) -> list[Problem]:
    """What in a builder state (a JSON object, version 1) breaks a limit that
    must hold before anything reads it: the number of transaction actions,
    how deeply conditions nest, and how deeply the document nests at all.
    Linear in the document's size; no recursion."""
    return state_limits(doc)[0]


def state_limits(doc: dict) -> tuple[list[Problem], int | None]:
    """:func:`state_limit_problems`, and the length in bytes of the JSON text
    orjson wrote for the state to count its brackets
    (:func:`~builder.expr.jsontext.few_brackets`); None when it wrote none.
    A length means that every text in the state is Unicode, no lone
    surrogate (:func:`~builder.expr.jsontext.all_text_encodes` is True), and
    that no item in the state is larger than that, as DynamoDB measures it
    (:meth:`~builder.expr.loader.Loader.item`)."""
    actions = doc.get("actions")
    listed = len(actions) if isinstance(actions, list) else 0  # actions (0: none, or not a list)
    if listed > MAX_BATCH_WRITE_REQUESTS and doc.get("operation") == "BatchWriteItem":
        return [  # enforced first, like a transaction's 100
            Problem(
                "actions",
                f"a BatchWriteItem holds at most {MAX_BATCH_WRITE_REQUESTS} requests, got {listed}",
                MSG_BATCH_WRITE_REQUESTS,
            )
        ], None
    tables = doc.get("tables")
    if isinstance(tables, list):
        count = sum(len(t["keys"]) for t in tables if isinstance(t, dict) and isinstance(t.get("keys"), list))
        if count > MAX_BATCH_GET_KEYS and key_twice(tables):
            return [], None  # a key given twice is DynamoDB's first words (minidyn's mdy082): the loader's to say
        if count > MAX_BATCH_GET_KEYS:
            return [
                Problem(
                    "tables",
                    f"a BatchGetItem reads at most {MAX_BATCH_GET_KEYS} keys (across its tables), got {count}",
                    MSG_BATCH_GET_KEYS,
                )
            ], None
    if listed > MAX_TRANSACTION_ACTIONS:
        # enforced first: nothing else of a too-big transaction is read
        return [
            Problem(
                "actions",
                f"a transaction holds at most {MAX_TRANSACTION_ACTIONS} actions, got {listed}",
                MSG_TRANSACTION_ACTIONS,
            )
        ], None
    # a condition nested more than MAX_CONDITION_DEPTH groups deep is more objects
    # than that one inside another, and MAX_STATE_DEPTH is higher: a state of at
    # most that many opening brackets breaks neither limit (a state of as many
    # transaction actions has more brackets: it is not counted twice)
    if listed < MAX_CONDITION_DEPTH:
        written = few_brackets(doc, MAX_CONDITION_DEPTH)
        if written is not None:
            return [], written
    roots = [(doc.get("condition"), "condition"), (doc.get("filter"), "filter")]
    if isinstance(actions, list):
        roots += [
            (a["condition"], join_location(join_location("actions", i), "condition"))
            for i, a in enumerate(actions)
            if isinstance(a, dict) and _op(a.get("condition")) is not None  # a single condition nests nothing
        ]
    out = [p for p in (condition_depth_problem(r, loc) for r, loc in roots if r is not None) if p is not None]
    if out:
        return out, None
    written = few_brackets(doc, MAX_STATE_DEPTH)
    if written is not None:  # the common small state, bounded in C (issue 13)
        return [], written
    depth, where = json_depth(doc, MAX_STATE_DEPTH)
    if depth > MAX_STATE_DEPTH:
        return [
            Problem(
                where,
                f"{STATE_DEPTH_WORDS} {MAX_STATE_DEPTH} levels deep, deeper than any "
                f"request DynamoDB accepts can be written (values nest at most {MAX_DOCUMENT_LEVELS} levels, "
                f"conditions {MAX_CONDITION_DEPTH})",
            )
        ], None
    return [], None


def key_twice(tables: list) -> bool:
    """Whether a BatchGetItem table lists a key twice, as written (bounded by
    the state's own size): DynamoDB refuses the duplicate before the number of
    keys."""
    for t in tables:
        keys = t.get("keys") if isinstance(t, dict) else None
        if isinstance(keys, list):
            seen = [repr(k) for k in keys]
            if len(set(seen)) < len(seen):
                return True
    return False


def key_name_problem(name: str) -> str | None:
    """What is wrong with ``name`` (text) as the name of a key attribute or of
    an attribute an index projects, said after the name ("is 300 bytes; ..."),
    or None: DynamoDB takes 1 to :data:`MAX_KEY_NAME_BYTES` bytes (UTF-8)."""
    size = len(name.encode("utf-8", "surrogatepass"))
    if 0 < size <= MAX_KEY_NAME_BYTES:
        return None
    return (
        f"is {size:,} bytes; the name of a key attribute, or of an attribute an index projects, "
        f"is 1 to {MAX_KEY_NAME_BYTES} bytes (UTF-8)"
    )
