"""The builder state: one versioned JSON document describing a whole request.

Loading: :func:`load_state` migrates a document to the current version,
validates all of it (:class:`~builder.expr.loader.Loader`) and returns a
:class:`~builder.expr.request.Request`; if anything is wrong it raises one
:class:`StateError` listing every problem with its location
(``actions[2].update[0].value.value: number expected, got "abc"``).
:func:`render` gives the API parameters too.

Dumping: the ``*_state`` functions turn the core's nodes back into state
fragments (the parser uses them to read a request into a state).

The format is documented in ``docs/state.md`` and ``docs/state.schema.json``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from . import nodes as n
from .errors import LONE_SURROGATE, ExprError, Problem, StateError, join_location, lone_surrogate
from .keycondition import KeyCondition
from .limits import (
    MAX_EXPRESSION_BYTES,
    MAX_EXPRESSION_OPERATORS,
    MSG_TOO_MANY_OPERATORS,
    expression_size,
    expression_size_message,
    int_text,
    over_expression_limit,
    state_limits,
)
from .loader import Loader, loader, value_written
from .nodes import operator_count
from .paths import Path
from .placeholders import PlaceholderOptions
from .request import BATCHES, Request
from .textmode import TEXT_FIELDS, box_text, uses_text
from .values import ddb_to_state, describe

STATE_VERSION = 3


def _v1_to_v2(doc: dict) -> dict:
    """Version 2 added shapes (a function's first argument given as ``operand``
    instead of ``path``, ``size`` of an operand, an UpdateItem without update
    actions) and changed none: a version-1 document is a version-2 document."""
    return {**doc, "version": 2}


def _v2_to_v3(doc: dict) -> dict:
    """Version 3 added ``text`` (expressions as written in the builder's text
    mode, beside the parts that say what they do) and changed nothing else."""
    return {**doc, "version": 3}


# version N -> function turning a version-N document into version N+1. Each returns
# a new top-level dict and edits nothing inside: the caller's document is never
# touched, and is not copied first (issue 13; tests/expr/test_requests.py). Its
# items are the ones measured before migrating (_migrated's written length).
MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2, 2: _v2_to_v3}


def lowest_version(doc: dict) -> int:
    """The oldest state version that can hold ``doc`` (a current-version
    document): 1 unless it uses a shape version 2 added, so that a pasted
    request that needs nothing new still opens in a builder of version 1;
    3 when it has expressions written as text or is a batch (BatchWriteItem,
    BatchGetItem: version 3 too)."""
    if uses_text(doc) or doc.get("operation") in BATCHES:
        return 3
    if doc.get("operation") == "UpdateItem" and not doc.get("update"):
        return 2
    if any(not a.get("update") for a in doc.get("actions") or () if isinstance(a, dict) and a.get("type") == "Update"):
        return 2
    stack = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "operand" in node and node.get("op") in ("begins_with", "contains", "attribute_type"):
                return 2
            if isinstance(node.get("size"), dict):
                return 2
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return 1


# --------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------
def migrate(doc: Any, text_checked: bool = False) -> dict:
    """Bring a state document of any supported version to :data:`STATE_VERSION`.
    ``text_checked``: its text holds no lone surrogate (a state the reader made
    from a request it checked, :func:`~builder.expr.reader.parse_request`)."""
    return _migrated(doc, text_checked)[0]


def _refuse_lone_surrogate(value: Any, location: str) -> None:
    """Raise the lone surrogate's StateError when ``value`` holds one: a
    message describing ``value`` could not be written as UTF-8."""
    bad = lone_surrogate(value, location)
    if bad is not None:
        raise StateError([Problem(bad, f"this text {LONE_SURROGATE}")])


def _migrated(doc: Any, text_checked: bool) -> tuple[dict, int | None]:
    """:func:`migrate`'s document, and the length of the JSON text orjson wrote
    for it, which no item in it exceeds (None when it wrote none:
    :func:`~builder.expr.limits.state_limits`)."""
    if not isinstance(doc, dict):
        _refuse_lone_surrogate(doc, "")  # (before a message that describes it)
        raise StateError([Problem("", f"a builder state is a JSON object, got {describe(doc)}")])
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        _refuse_lone_surrogate(version, "version")
        raise StateError(
            [
                Problem(
                    "version",
                    f"a whole-number version is required (current: {STATE_VERSION}), got {describe(version)}",
                )
            ]
        )
    if version > STATE_VERSION:
        raise StateError(
            [
                Problem(
                    "version",
                    f"version {int_text(version)} is newer than this builder understands ({STATE_VERSION}); update the app",
                )
            ]
        )
    if version < 1 or (version < STATE_VERSION and version not in MIGRATIONS):
        raise StateError([Problem("version", f"version {int_text(version)} is not a known builder state version")])
    limits, written = state_limits(doc)  # first: how big and how deep, without recursion
    if limits:
        raise StateError(limits)
    bad = None if text_checked or written is not None else lone_surrogate(doc)  # written: none, orjson wrote it
    if bad is not None:
        raise StateError([Problem(bad, f"this text {LONE_SURROGATE}")])
    while doc["version"] < STATE_VERSION:
        doc = MIGRATIONS[doc["version"]](doc)
    return doc, written


def load_state(
    doc: Any,
    cross_checks: bool = True,
    rendered_sizes: bool = True,
    text_checked: bool = False,
    key_types: dict | None = None,
    table_key_types: dict | None = None,
) -> Request:
    """Validate a state document (any supported version) into a Request
    (``cross_checks=False``: without the rules across fields, :mod:`.crosscheck`;
    ``rendered_sizes=False``: for a state read from a request, whose
    expressions were measured as sent, not as the builder would write them;
    ``text_checked``: see :func:`migrate`; ``key_types``: the table's key
    attribute name -> type, when known: a key value of another type is the
    table's type mismatch, not checked for emptiness, as DynamoDB does;
    ``table_key_types``: table name -> key_types, for the tables of a
    transaction or a batch whose keys differ)."""
    if not rendered_sizes:
        # read from a request: its expressions were measured and counted as sent
        # (the parser refuses over 300 operators, the reader over 4 KB), and its
        # placeholders are the request's own, each one value: serializing it
        # again would check nothing
        doc, written = _migrated(doc, text_checked)
        return loader(cross_checks, key_types, written, table_key_types).load(doc)
    return load_checked(doc, cross_checks, rendered_sizes, text_checked, key_types, table_key_types)[0]


def load_checked(
    doc: Any,
    cross_checks: bool = True,
    rendered_sizes: bool = True,
    text_checked: bool = False,
    key_types: dict | None = None,
    table_key_types: dict | None = None,
) -> tuple[Request, dict]:
    """:func:`load_state`'s Request and its API parameters (serialized once, to
    check them: a caller that shows them need not serialize them again)."""
    doc, written = _migrated(doc, text_checked)
    return _checked(loader(cross_checks, key_types, written, table_key_types).load(doc), rendered_sizes)


def render(doc: Any) -> tuple[str, dict]:
    """State -> (operation, API parameters). Raises StateError."""
    req, params = load_checked(doc)
    return req.operation, params


def _checked(req: Request, rendered_sizes: bool = True) -> tuple[Request, dict]:
    """The request and its parameters, once what only shows when serializing
    is checked too: placeholder conflicts, expressions over 4 KB, then
    expressions of more than 300 operators and functions."""
    texts: list[tuple[str, str, str]] = []  # (location, API parameter, text) of every expression written
    try:
        params = req.params(texts)
    except ExprError as e:
        raise StateError([Problem(e.location, e.message, e.dynamodb)]) from None
    longest = 0
    for _, _, text in texts:
        if len(text) > longest:
            longest = len(text)
    # an operator or function takes at least one character of its expression, so
    # no expression of at most 300 characters can hold more than 300, nor is it
    # over 4 KB (over_expression_limit never measures 2,048 characters or fewer)
    if longest <= MAX_EXPRESSION_OPERATORS:
        return req, params
    too_long = list(_long_expressions(texts, req)) if rendered_sizes else []
    if too_long:
        raise StateError(too_long)
    too_many = list(_busy_expressions(req))
    if too_many:
        raise StateError(too_many)
    return req, params


def _busy_expressions(req: Request):
    """DynamoDB refuses an expression of more than 300 operators and functions."""
    bodies = [("", req)] + [(join_location("actions", i), a) for i, a in enumerate(req.actions)]
    for base, body in bodies:
        for field in ("update", "condition", "filter"):
            node = getattr(body, field, None)
            count = operator_count(node) if node is not None else 0
            if count > MAX_EXPRESSION_OPERATORS:
                api = {v: k for k, v in _EXPRESSION_FIELDS.items()}[field]
                yield Problem(
                    join_location(base, field),
                    f"the {api} has {count} operators and functions (comparisons, AND, OR, NOT, +, -, functions); "
                    f"DynamoDB's limit is {MAX_EXPRESSION_OPERATORS}",
                    MSG_TOO_MANY_OPERATORS,
                )


# API expression parameter -> the state field it comes from
_EXPRESSION_FIELDS = {
    "UpdateExpression": "update",
    "ConditionExpression": "condition",
    "KeyConditionExpression": "key_condition",
    "FilterExpression": "filter",
    "ProjectionExpression": "projection",
}


def _long_expressions(texts: list[tuple[str, str, str]], req: Request):
    """DynamoDB refuses any expression over 4 KB (counted in characters), even
    as sent (:func:`~builder.expr.limits.sent_expression`): say so before
    sending, and what the request's other placeholder choices would make of it."""
    shorter = None
    for base, api, text in texts:
        if over_expression_limit(text):
            size = expression_size(text)
            if shorter is None:
                shorter = _with_other_placeholders(req)
            yield Problem(
                join_location(base, _EXPRESSION_FIELDS[api]),
                f"the {api} is {size} characters; DynamoDB's limit is {MAX_EXPRESSION_BYTES}. "
                + _placeholder_hint(shorter, base, api),
                expression_size_message(api, size),
            )


_OTHER_PLACEHOLDERS = (
    (PlaceholderOptions(False, True), 'compact placeholders (Placeholders: style "compact")'),
    (
        PlaceholderOptions(True, True),
        'every name behind a compact placeholder (Placeholders: names "all", style "compact")',
    ),
)


def _with_other_placeholders(req: Request) -> list[tuple[str, dict]]:
    """For each other way of naming placeholders (:data:`_OTHER_PLACEHOLDERS`)
    but the request's own: its words and each expression's size, by (state
    location, API parameter)."""
    out = []
    for options, words in _OTHER_PLACEHOLDERS:
        if options == req.placeholders or (options.alias_all is False and req.placeholders.alias_all):
            continue
        texts: list[tuple[str, str, str]] = []
        try:
            replace(req, placeholders=options).params(texts)
        except ExprError:
            continue
        out.append((words, {(base, api): expression_size(text) for base, api, text in texts}))
    return out


def fit_placeholders(doc: dict) -> tuple[dict, str | None]:
    """A state read from a request (a paste, ``ddb parse``), with placeholders
    that keep its expressions within DynamoDB's 4 KB: when the way it names
    them makes an expression too long (the builder's readable ``#likeTally``
    where the request wrote ``#a``), the first other way that fits
    (:data:`_OTHER_PLACEHOLDERS`), and words saying so; else ``doc`` as it is
    and None (it then renders, or fails as it would)."""
    try:
        load_checked(doc)
    except StateError as e:
        if not all(p.dynamodb and "Expression size has exceeded" in p.dynamodb for p in e.problems):
            return doc, None
    else:
        return doc, None
    own = doc.get("placeholders") or {}
    for options, words in _OTHER_PLACEHOLDERS:
        if own.get("names") == "all" and not options.alias_all:
            continue
        chosen = {"names": "all" if options.alias_all else "auto", "style": "compact"}
        if chosen == {"names": own.get("names", "auto"), "style": own.get("style", "readable")}:
            continue
        candidate = {**doc, "placeholders": chosen}
        try:
            load_checked(candidate)
        except StateError:
            continue
        return candidate, (
            f"Written with {words}: with the builder's readable ones an expression would be over DynamoDB's "
            f"{MAX_EXPRESSION_BYTES:,}-character limit."
        )
    return doc, None


def _placeholder_hint(shorter: list[tuple[str, dict]], base: str, api: str) -> str:
    """What would bring the expression at ``base``'s ``api`` within 4 KB: the
    first other way of naming placeholders that does, or fewer operands and
    shorter names (a long name written plainly takes its length each time)."""
    for words, sizes in shorter:
        size = sizes.get((base, api))
        if size is not None and size <= MAX_EXPRESSION_BYTES:
            return f"With {words} it is {size} characters"
    return "Fewer operands, shorter names, or shorter placeholders help"


# --------------------------------------------------------------------------
# Dumping: nodes -> state fragments
# --------------------------------------------------------------------------
def path_state(p: Path):
    """Path text where it reads plainly; the segment list when a name would
    need backticks (dots, brackets, ...)."""
    text = p.text()
    return list(p.segments) if "`" in text else text


def value_state(v: n.ValueOperand) -> dict:
    out = ddb_to_state(v.value.ddb)
    if v.placeholder:
        out["placeholder"] = v.placeholder
    value_written(out, v.value)  # (within loader.values_written_once: loaded as this Value, not read again)
    return out


def operand_state(op) -> dict:
    if isinstance(op, n.PathOperand):
        return {"path": path_state(op.path)}
    if isinstance(op, n.ValueOperand):
        return value_state(op)
    if isinstance(op, n.Size):
        return {"size": _subject_state(op.of)}
    if isinstance(op, n.IfNotExists):
        return {"if_not_exists": [path_state(op.path), operand_state(op.default)]}
    if isinstance(op, n.ListAppend):
        return {"list_append": [operand_state(op.first), operand_state(op.second)]}
    if isinstance(op, n.Arithmetic):
        return {"plus" if op.op == "+" else "minus": [operand_state(op.left), operand_state(op.right)]}
    raise AssertionError(op)  # pragma: no cover


def _subject_state(subject):
    """What ``size`` holds: a path as text (or segments), or (version 2) an operand object."""
    return path_state(subject) if isinstance(subject, Path) else operand_state(subject)


def _subject_field(subject) -> dict:
    """A function's first argument: ``{"path": ...}``, or (version 2) ``{"operand": ...}``
    when it is not a path (``begins_with(:a, :b)``)."""
    if isinstance(subject, Path):
        return {"path": path_state(subject)}
    return {"operand": operand_state(subject)}


def condition_state(c: n.Condition) -> dict:
    if isinstance(c, (n.And, n.Or)):
        return {"op": "and" if isinstance(c, n.And) else "or", "conditions": [condition_state(x) for x in c.conditions]}
    if isinstance(c, n.Not):
        return {"op": "not", "condition": condition_state(c.condition)}
    if isinstance(c, n.Compare):
        return {"op": c.op, "left": operand_state(c.left), "right": operand_state(c.right)}
    if isinstance(c, n.Between):
        return {
            "op": "between",
            "operand": operand_state(c.operand),
            "low": operand_state(c.low),
            "high": operand_state(c.high),
        }
    if isinstance(c, n.In):
        return {"op": "in", "operand": operand_state(c.operand), "values": [operand_state(o) for o in c.options]}
    if isinstance(c, (n.AttributeExists, n.AttributeNotExists)):
        return {
            "op": "attribute_exists" if isinstance(c, n.AttributeExists) else "attribute_not_exists",
            "path": path_state(c.path),
        }
    if isinstance(c, n.AttributeType):
        out = {"op": "attribute_type", **_subject_field(c.subject), "type": c.type_code}
        if c.placeholder:
            out["placeholder"] = c.placeholder
        return out
    if isinstance(c, (n.BeginsWith, n.Contains)):
        return {
            "op": "begins_with" if isinstance(c, n.BeginsWith) else "contains",
            **_subject_field(c.subject),
            "value": operand_state(c.operand),
        }
    raise AssertionError(c)  # pragma: no cover


def update_state(u: n.Update) -> list:
    out = []
    for a in u.actions:
        row = {"action": a.clause, "path": path_state(a.path)}
        if not isinstance(a, n.RemoveAction):
            row["value"] = operand_state(a.value) if isinstance(a, n.SetAction) else value_state(a.value)
        out.append(row)
    return out


def key_condition_state(k: KeyCondition) -> dict:
    out: dict = {"partition": {"name": k.partition_name, "value": value_state(k.partition_value)}}
    if k.sort is not None:
        s = k.sort
        sort = {"name": s.name, "op": s.op, "value": value_state(s.value)}
        if s.high is not None:
            sort["high"] = value_state(s.high)
        out["sort"] = sort
    return out


def projection_state(p: n.Projection) -> list:
    return [path_state(x) for x in p.paths]


def node_state(kind: str, node) -> Any:
    return {
        "UpdateExpression": update_state,
        "ConditionExpression": condition_state,
        "FilterExpression": condition_state,
        "KeyConditionExpression": key_condition_state,
        "ProjectionExpression": projection_state,
    }[kind](node)


def part_text(state_field: str, part: Any, placeholders: dict | None = None) -> dict:
    """One part of a state (``update``, ``condition``, ``key_condition``,
    ``filter`` or ``projection``) written as text: ``{"expression": ...,
    "names": {...}, "values": {...}}`` (see :mod:`.textmode`), its
    placeholders named as the request would name them with ``placeholders``
    (the state's ``{"names": ..., "style": ...}``). An empty part is an empty
    expression. Raises StateError when the part does not load."""
    if state_field not in TEXT_FIELDS:
        raise ValueError(state_field)
    if part is None or part == [] or part == {} or part == "":
        return {"expression": ""}
    reading = Loader()
    read = {
        "update": reading.update,
        "condition": reading.condition,
        "filter": reading.condition,
        "key_condition": reading.key_condition,
        "projection": reading.projection,
    }[state_field]
    options = reading.soft(reading.placeholder_options, placeholders, "placeholders") if placeholders else None
    node = reading.soft(read, part, state_field)
    if node is None or reading.problems:
        raise StateError(reading.problems)
    out = box_text(node, options)
    return {k: v for k, v in out.items() if v or k == "expression"}
