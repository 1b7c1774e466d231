"""Read whole DynamoDB requests back into builder states (paste -> builder).

:func:`parse_request` reads a request, as the API, boto3's client and ``aws
dynamodb ... --cli-input-json`` take it (or a boto3 ``Table`` call's plain
values written as JSON), into a builder state: the parameters are checked
against the operation, the values read (DynamoDB JSON or plain JSON, one or
the other for the whole request: :func:`values_are_plain`), each expression
parsed into nodes (:mod:`.parse`) and written back as state fragments
(:mod:`.state`). Problems are reported together in one :class:`ParseError`,
each located in the request (``TransactItems[1].Update.UpdateExpression``)
with DynamoDB's wording where DynamoDB has one.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import LONE_SURROGATE, ExprError, Problem, ProblemsError, join_location, lone_surrogate, name_location
from .jsontext import all_text_encodes
from .legacy import LEGACY_NAMES, legacy_given, to_expressions
from .limits import (
    MAX_NAME_BYTES,
    MAX_PATHS_WRITTEN,
    MAX_PLACEHOLDER_LENGTH,
    MAX_TRANSACTION_ACTIONS,
    MSG_TRANSACTION_ACTIONS,
    paths_written_message,
)
from .loader import fragments_taken, read_from, taken_token, values_read_from
from .messages import (
    MSG_BATCH_WRITE_NULL,
    MSG_NULL_VALUE,
    MSG_TRANSACT_NO_ACTION,
    MSG_TRANSACT_ONE_ACTION,
    batch_get_empty_key_message,
    batch_get_no_keys_message,
    batch_write_empty_message,
    transact_items_message,
)
from .nodes import written_length
from .parse import Context, LocatedError, parse_expression
from .paths import needs_alias
from .request import BATCHES, ENUMS, GET_ACTIONS, OPERATIONS, OPTIONS, WRITE_ACTIONS, entry_kinds
from .state import STATE_VERSION, lowest_version, node_state
from .validate import (
    KNOWN_PARAMETERS,
    MSG_TWO_TYPES,
    action_problem,
    conditional_operator_problem,
    maps_alone_problem,
    read_params,
    request_value,
    unknown_parameters,
)
from .validate import (
    TRANSACTION_OPERATIONS as _ACTION_KINDS,
)
from .values import TYPES, Value, ddb_to_state, describe

TRANSACTIONS = ("TransactWriteItems", "TransactGetItems")
# Which expression parameters each operation (or transaction action) takes.
EXPRESSIONS = {
    "GetItem": ("ProjectionExpression",),
    "PutItem": ("ConditionExpression",),
    "UpdateItem": ("UpdateExpression", "ConditionExpression"),
    "DeleteItem": ("ConditionExpression",),
    "Query": ("FilterExpression", "ProjectionExpression", "KeyConditionExpression"),  # DynamoDB's order
    "Scan": ("FilterExpression", "ProjectionExpression"),
    "Get": ("ProjectionExpression",),
    "Put": ("ConditionExpression",),
    "Update": ("UpdateExpression", "ConditionExpression"),
    "Delete": ("ConditionExpression",),
    "ConditionCheck": ("ConditionExpression",),
}
STATE_FIELD = {
    "UpdateExpression": "update",
    "ConditionExpression": "condition",
    "KeyConditionExpression": "key_condition",
    "FilterExpression": "filter",
    "ProjectionExpression": "projection",
}
ATTRIBUTES = {  # which of Key / Item each takes
    "GetItem": ("Key",),
    "PutItem": ("Item",),
    "UpdateItem": ("Key",),
    "DeleteItem": ("Key",),
    "Query": (),
    "Scan": (),
    "Get": ("Key",),
    "Put": ("Item",),
    "Update": ("Key",),
    "Delete": ("Key",),
    "ConditionCheck": ("Key",),
}
# the state fields a single-item operation's, a Query's or a Scan's body may give, in the state's order:
# the table, its attribute maps (ATTRIBUTES) and its expressions (EXPRESSIONS); parse_request looks for no other
_BODY_FIELDS = {
    kind: tuple(
        f
        for f in ("table", "key", "item", "update", "condition", "key_condition", "filter", "projection")
        if f == "table"
        or f in [a.lower() for a in ATTRIBUTES[kind]]
        or f in [STATE_FIELD[e] for e in EXPRESSIONS[kind]]
    )
    for kind in EXPRESSIONS
}
LEGACY = (*LEGACY_NAMES, "ConditionalOperator")
_LEGACY_SET = frozenset(LEGACY)  # body: a request that names none of them is not walked
_TRANSACTION_KINDS = frozenset(WRITE_ACTIONS + GET_ACTIONS)  # a transaction's actions: no legacy parameter there
API_TO_OPTION = {api: name for name, (api, _) in OPTIONS.items()}
# each operation's options, by their API names, in API_TO_OPTION's order
_OPTION_APIS = {op: tuple(api for api, name in API_TO_OPTION.items() if op in OPTIONS[name][1]) for op in OPERATIONS}
TRANSACT_OPTIONS = {
    "TransactWriteItems": ("ReturnConsumedCapacity", "ReturnItemCollectionMetrics"),
    "TransactGetItems": ("ReturnConsumedCapacity",),
}


class ParseError(ProblemsError):
    """Every problem found in a request, each located in the request."""


def detect_operation(params: dict) -> str:
    """Guess the API operation from the parameters (see docs/state.md)."""
    batch = params.get("RequestItems")
    if batch is not None:
        tables = batch.values() if isinstance(batch, dict) else ()
        return "BatchWriteItem" if any(isinstance(t, list) for t in tables) else "BatchGetItem"
    items = params.get("TransactItems")
    if items is not None:
        if isinstance(items, list) and any(isinstance(e, dict) and "Get" in e for e in items):
            return "TransactGetItems"
        return "TransactWriteItems"
    if "KeyConditionExpression" in params or "KeyConditions" in params:
        return "Query"
    if "UpdateExpression" in params or "AttributeUpdates" in params:
        return "UpdateItem"
    if "Item" in params:
        return "PutItem"
    if "Key" in params:
        if "ConditionExpression" in params or "ReturnValues" in params or "Expected" in params:
            return "DeleteItem"
        return "GetItem"
    return "Scan"


def _value_maps(params: dict, operation: str):
    """Every object of values the request holds (its Item, Key,
    ExclusiveStartKey and ExpressionAttributeValues, a transaction's actions'
    and a batch's items and keys), perhaps with other things beside them, which
    are passed over: a single action's are read where they stand, with no list
    made of them."""
    if operation in BATCHES:
        return _batch_maps(params, operation)
    if operation in TRANSACTIONS and isinstance(params.get("TransactItems"), list):
        bodies = [b for e in params["TransactItems"] if isinstance(e, dict) for b in e.values() if isinstance(b, dict)]
        return [b.get(field) for b in bodies for field in _VALUE_FIELDS]
    return map(params.get, _VALUE_FIELDS)


_VALUE_FIELDS = ("Item", "Key", "ExclusiveStartKey", "ExpressionAttributeValues")
# the operations whose maps _value_maps gives by its last answer (a single action's, where they stand)
_SINGLE = frozenset(OPERATIONS) - frozenset(BATCHES) - frozenset(TRANSACTIONS)
_TEXT_TYPES = frozenset({"S", "N", "B"})  # a value ddb_to_state gives as it is, when it is text


def _all_values(params: dict, operation: str) -> list:
    """Every value the request holds (attributes of Item/Key/ExclusiveStartKey, EAV entries)."""
    return [v for m in _value_maps(params, operation) if isinstance(m, dict) for v in m.values()]


def values_are_plain(params: dict, operation: str) -> bool:
    """DynamoDB JSON when every value is an object and one at least names a
    type (like ``{"S": "x"}``; the others are DynamoDB JSON DynamoDB refuses, or
    reads as it reads them: ``{}``, ``{"X": "1"}``, ``{"S": "a", "N": "1"}``),
    plain JSON otherwise (no value at all: DynamoDB JSON)."""
    typed = None  # no value yet
    # (a single action's maps as _value_maps gives them, without its call)
    maps = map(params.get, _VALUE_FIELDS) if operation in _SINGLE else _value_maps(params, operation)
    for values in maps:
        if isinstance(values, dict):
            for v in values.values():
                if not isinstance(v, dict):
                    return True
                if not typed:  # is_typed(v) of a dict, without its call
                    typed = len(v) == 1 and next(iter(v)) in TYPES
    return typed is False


def read_value(raw: Any, plain: bool) -> Value:
    """A request's value: plain JSON, or DynamoDB JSON read as DynamoDB reads it
    (:func:`.validate.request_value`)."""
    return value_reader(plain)(raw)


def _plain_value(raw: Any) -> Value:
    return Value.from_json(raw, True)


def value_reader(plain: bool):
    """:func:`read_value` of one kind of request (plain JSON or not), as one function."""
    return _plain_value if plain else request_value


class _Reader:
    def __init__(
        self,
        plain: bool,
        refuse_reserved: bool = False,
        key_schema: tuple | None = None,
        taken: bool = False,
        maps_checked: bool = False,
        index_key_names: tuple = (),
    ):
        self.plain = plain
        # read_value for this request, chosen once (value_reader's answer, without its call)
        self.read_value = _plain_value if plain else request_value
        self.refuse_reserved = refuse_reserved
        self.key_schema = key_schema  # the table's ((name, type), ...), hash key first, when known
        # an index Query's key condition: (the table's key names, its indexes' key names), when both are known
        self.index_inside = (
            (tuple(k for k, _ in key_schema), index_key_names) if key_schema and index_key_names else None
        )
        # True: the loader takes each expression read (loader.fragments_read): a token stands for its fragment
        self.taken = taken
        self.maps_checked = maps_checked  # the placeholder maps' limits checked before (parse_request)
        self.problems: list[Problem] = []
        self.contexts: list[Context] = []
        self.paths_written = 0  # the characters of path the state's parts hold so far (MAX_PATHS_WRITTEN)

    def add(self, loc: str, message: str, dynamodb: str | None = None) -> None:
        self.problems.append(Problem(loc, message, dynamodb))

    def attributes(self, raw, loc: str) -> dict | None:
        if not isinstance(raw, dict):
            self.add(loc, f"an object of attribute name -> value expected, got {describe(raw)}")
            return None
        out = {}
        values = {}  # name -> the Value read, handed to the loader (values_read_from)
        for name, v in raw.items():
            try:
                value = self.read_value(v)
                ddb = value.ddb
                if len(ddb) == 1:
                    ((t, x),) = ddb.items()
                    # ddb_to_state's first answer, the commonest, without its call
                    state = {"type": t, "value": x} if x.__class__ is str and t in _TEXT_TYPES else ddb_to_state(ddb)
                else:
                    state = ddb_to_state(ddb)
                out[name] = state
                values[name] = value
            except ExprError as e:
                self.problems.append(
                    Problem(join_location(join_location(loc, name_location(name)), e.location), e.message, e.dynamodb)
                )
        return values_read_from(out, values)

    def body(self, kind: str, params: dict, base: str, allowed_extra: tuple) -> dict:
        """One request body (a single-item operation, a Query/Scan, or one
        transaction action) -> its state fields."""
        out: dict = {}
        expressions = EXPRESSIONS[kind]
        attrs = ATTRIBUTES[kind]
        # a ConditionalOperator with nothing to join (legacy.to_expressions left the request as it was):
        # DynamoDB's own problem, reported once the expressions are read (a Query's order)
        # a transaction action has no legacy parameter: DynamoDB ignores one there, as any name it does not
        # know (an Expected is not checked, an AttributeUpdates not applied: learnt from DynamoDB Local)
        lone_operator = (
            None  # (most requests: conditional_operator_problem's first answer, without its call)
            if params.__class__ is dict and (params.get("ConditionalOperator") is None or kind in _TRANSACTION_KINDS)
            else conditional_operator_problem(kind, params, base)
        )
        keyless = (
            kind == "Query" and params.get("KeyConditionExpression") is None and params.get("KeyConditions") is None
        )
        if lone_operator is None and not _LEGACY_SET.isdisjoint(params) and kind not in _TRANSACTION_KINDS:
            known = (
                ("TableName", "ExpressionAttributeNames", "ExpressionAttributeValues")
                + expressions
                + attrs
                + allowed_extra
            )
            for k in params:
                # anything else DynamoDB does not know, it ignores: so does the builder (and an empty legacy parameter)
                if k in _LEGACY_SET and k not in known and legacy_given(params[k]):
                    self.add(
                        join_location(base, k),
                        f"{k} is a legacy parameter, beside expression parameters or placeholder maps: DynamoDB "
                        "refuses the mix (write it as an expression; alone, the builder reads it as one)",
                    )
        if "TableName" in params:
            out["table"] = params["TableName"]
        for a in attrs:
            if a in params:
                got = self.attributes(params[a], join_location(base, a))
                if got is not None:
                    out[a.lower()] = got
        names = params.get("ExpressionAttributeNames") or {}
        # no expression of a Get can use a value: DynamoDB ignores them there
        values = params.get("ExpressionAttributeValues") or {} if kind not in ("GetItem", "Get") else {}
        if not (names.__class__ is dict and values.__class__ is dict):  # (most requests: two dicts, no loop)
            ok = True
            for field, m in (("ExpressionAttributeNames", names), ("ExpressionAttributeValues", values)):
                if not isinstance(m, dict):
                    self.add(join_location(base, field), f"an object expected, got {describe(m)}")
                    ok = False
            if not ok:
                return out
        ctx = Context(names, values, self.plain, base)
        ctx.refuse_reserved = self.refuse_reserved
        if not params.get("IndexName"):  # (an index has keys of its own)
            ctx.key_schema = self.key_schema
        ctx.index_inside = self.index_inside
        # a transaction action's checks before its expressions (action_problem: none for another kind)
        refused = action_problem(kind, params, base) if kind in _ACTION_KINDS else None
        if refused is not None:
            self.problems.append(refused)
            self.contexts.append(ctx)
            return out
        if kind in _ACTION_KINDS and maps_alone_problem(_ACTION_KINDS[kind], params, base) is not None:
            return out  # maps no expression can use: DynamoDB reports it when it runs the action (simulate.py)
        bad_values = (not self.maps_checked and _map_limits(names, values, base)) or (values and ctx.check_values())
        if bad_values:  # DynamoDB checks every value, in order, before reading an expression
            self.problems.extend(bad_values)
            self.contexts.append(ctx)
            return out
        failed = False
        late = []  # a key condition DynamoDB does not take: reported after the rest (ExprError.after_usage)
        for kind_ in expressions:
            if kind_ not in params:
                continue
            try:
                node = parse_expression(kind_, params[kind_], ctx)
            except LocatedError as e:
                self.add(e.location, e.message)
                failed = True
                continue
            except ExprError as e:
                problem = Problem(join_location(join_location(base, kind_), e.location), e.message, e.dynamodb)
                (late if e.after_usage else self.problems).append(problem)
                failed = failed or not e.usage_known
                continue
            if not self.taken:  # the state's part writes each path whole: within the builder's bound first
                self.paths_written += written_length(node)
                if self.paths_written > MAX_PATHS_WRITTEN:
                    self.add(join_location(base, kind_), paths_written_message(self.paths_written))
                    failed = True
                    continue
            fragment = taken_token(kind_) if self.taken else node_state(kind_, node)
            out[STATE_FIELD[kind_]] = read_from(fragment, node)
        if not failed:
            self.problems.extend(ctx.unused())
        self.problems.extend(late)
        if lone_operator is not None and not keyless:  # a Query with no key condition: that first (xdb043)
            self.problems.append(lone_operator)
        self.contexts.append(ctx)
        return out

    def options(self, params: dict, operation: str, names: tuple) -> dict:
        out = {}
        for api in names:
            if api not in params or params[api] is None:
                continue
            name = API_TO_OPTION[api]
            value = params[api]
            if name == "exclusive_start_key":
                value = self.attributes(value, api)
                if value is None:
                    continue
            out[name] = value
        return out


def _map_limits(names: dict, values: dict, base: str) -> list[Problem]:
    """Placeholders longer than 255 characters and names of 64 KB or more:
    DynamoDB checks them first, names before values, in DynamoDB's words."""
    out = []
    for field, m in (("ExpressionAttributeNames", names), ("ExpressionAttributeValues", values)):
        for token, v in m.items():
            if len(token) > MAX_PLACEHOLDER_LENGTH:
                size = (
                    f" size of key: {len(token)}" if field == "ExpressionAttributeNames" else ""
                )  # DynamoDB Local gives it for names only
                out.append(
                    Problem(
                        join_location(join_location(base, field), name_location(token)),
                        f"{field} contains invalid key: The expression attribute map contains a key that is too long;{size}",
                    )
                )
            elif field == "ExpressionAttributeNames" and isinstance(v, str) and len(v.encode("utf-8")) > MAX_NAME_BYTES:
                out.append(
                    Problem(
                        join_location(join_location(base, field), name_location(token)),
                        f"{field} contains invalid value: Attribute name is too large, must be less than 65536 bytes for key {token}",
                    )
                )
    return out


_COMPACT = re.compile(r"#n[0-9]+")


def _placeholder_style(contexts: list[Context]) -> dict | None:
    """Recognise requests rendered with "names": "all" and/or "style": "compact"."""
    aliases = [(k, ctx.names[k]) for ctx in contexts for k in ctx.used_names]
    if not aliases:
        return None
    out = {}
    plain = sum(ctx.plain_names for ctx in contexts)
    if plain == 0:  # loops, not any() and all() over a generator they would leave early
        for _, name in aliases:
            if isinstance(name, str) and not needs_alias(name):
                out["names"] = "all"
                break
    for k, _ in aliases:
        if not _COMPACT.fullmatch(k):
            break
    else:
        out["style"] = "compact"
    return out or None


def parse_request(
    operation: str | None,
    params: Any,
    refuse_reserved: bool = False,
    oldest_version: bool = True,
    key_schema: tuple | None = None,
    placeholder_style: bool = True,
    maps_checked: bool = False,
    index_key_names: tuple = (),
) -> dict:
    """Request parameters (API / boto3 client / --cli-input-json, or a boto3
    Table call's plain values) -> a builder state. ``operation`` None: detect it.
    A reserved word written plainly is read as the name it stands for (the
    builder aliases it); ``refuse_reserved=True`` reports it as DynamoDB does,
    in DynamoDB's order (the checker and the simulator). The state says the
    oldest version that can hold it (:func:`~builder.expr.state.lowest_version`);
    ``oldest_version=False``: the current one, as loading it would migrate it
    (the simulator, which loads it at once). ``key_schema``: the table's key
    attributes, ((name, type), ...) hash key first, when known: a Query's key
    condition is checked against them as DynamoDB checks it (parse._key_condition).
    ``placeholder_style=False``: the state says nothing of how its placeholders
    were written (``placeholders``, which only rendering reads: the simulator
    runs the request and never renders it). Within
    :func:`~builder.expr.loader.fragments_read` (with ``oldest_version=False``)
    the state is for that block's loader alone, which takes each expression
    read: a token stands in it for the expression's fragment
    (:func:`~builder.expr.loader.taken_token`; the simulator).
    ``maps_checked=True``: ``params`` passed
    :func:`~builder.expr.validate.before_expressions`, and its checks hold
    the placeholder maps' limits (:func:`~builder.expr.validate.maps_checked_before`):
    they are not looked at again. ``index_key_names``: the key attributes of
    the table's secondary indexes (:attr:`~builder.expr.keys.KeySchema.index_key_names`),
    with ``key_schema``: an index Query's key condition names the one it looks
    inside as DynamoDB does.

    Raises :class:`ParseError` listing every problem, located in the request."""
    if not isinstance(params, dict):
        raise ParseError([Problem("", f"request parameters are a JSON object, got {describe(params)}")])
    # most requests: orjson writes them (lone_surrogate's first test), with no call around it
    bad = None if all_text_encodes(params) else lone_surrogate(params)
    if bad is not None:
        raise ParseError([Problem(bad, f"this text {LONE_SURROGATE}")])
    if operation is None:
        operation = detect_operation(params)
    if operation not in OPERATIONS:
        raise ParseError(
            [Problem("operation", f"operation must be one of {', '.join(OPERATIONS)}, got {describe(operation)}")]
        )
    if operation in BATCHES:
        return _batch(operation, params, refuse_reserved, placeholder_style)
    try:
        params = to_expressions(
            operation, params, key_schema
        )  # legacy parameters alone: as the expressions they stand for
    except ExprError as e:
        raise ParseError([Problem(e.location, e.message, e.dynamodb)]) from None
    # within loader.fragments_read, no fragment written (the state says the current version)
    taken = not oldest_version and fragments_taken()
    reader = _Reader(
        values_are_plain(params, operation), refuse_reserved, key_schema, taken, maps_checked, index_key_names
    )
    state: dict = {"version": STATE_VERSION, "operation": operation}
    if operation in TRANSACTIONS:
        _transaction(reader, operation, params, state)
    else:
        params = read_params(params, KNOWN_PARAMETERS[operation])
        option_names = _OPTION_APIS[operation]
        body = reader.body(operation, params, "", option_names)
        for field in _BODY_FIELDS[operation]:
            if field in body:
                state[field] = body[field]
        if not params.keys().isdisjoint(option_names):  # (a request with no option: no call to read none)
            options = reader.options(params, operation, option_names)
            if options:
                state["options"] = options
    if reader.problems:
        raise ParseError(reader.problems)
    style = _placeholder_style(reader.contexts) if placeholder_style else None
    if style:
        state["placeholders"] = style
    if oldest_version:
        state["version"] = lowest_version(state)
    return state


def known_parameters(operation: str) -> tuple:
    """The parameters ``operation`` takes at the top of its request (DynamoDB ignores others)."""
    if operation in TRANSACTIONS:
        token = ("ClientRequestToken",) if operation == "TransactWriteItems" else ()
        return ("TransactItems",) + TRANSACT_OPTIONS[operation] + token
    if operation in BATCHES:
        return ("RequestItems",) + _BATCH_OPTIONS[operation]
    return KNOWN_PARAMETERS[operation]


def action_parameters(kind: str) -> tuple:
    """The members of a transaction action of ``kind`` (Put, Update, Delete,
    ConditionCheck, Get): DynamoDB ignores any other there, a legacy
    parameter too (an Expected is not checked, an AttributeUpdates not
    applied: learnt from DynamoDB Local)."""
    maps = ("ExpressionAttributeNames",) if kind == "Get" else ("ExpressionAttributeNames", "ExpressionAttributeValues")
    extra = () if kind == "Get" else ("ReturnValuesOnConditionCheckFailure",)
    return ("TableName", *ATTRIBUTES[kind], *EXPRESSIONS[kind], *maps, *extra)


def ignored_parameters(operation: str, params: Any) -> list[str]:
    """Where ``params`` holds a member that ``operation`` does not take at its
    place: DynamoDB ignores it (boto3 refuses it), and the state read from
    ``params`` leaves it out, which a paste says. A parameter at the top is
    named as it is (``ReturnConsumedcapacity``); one further in by its place
    (``TransactItems[0].Put.Expected``, ``TransactItems[1].Bogus``,
    ``RequestItems.Social.Bogus``)."""
    if not isinstance(params, dict) or operation not in OPERATIONS:
        return []
    out = [str(name) for name in unknown_parameters(params, known_parameters(operation))]
    if operation in TRANSACTIONS:
        out += [where for where, _, _, _ in ignored_action_members(operation, params)]
    elif operation in BATCHES:
        out += [where for where, _, _ in ignored_batch_members(operation, params)]
    return out


def batch_members(kind: str) -> tuple:
    """The members a batch's ``kind`` of entry takes (DynamoDB ignores any
    other there): a BatchGetItem table's (``KeysAndAttributes``), a
    BatchWriteItem's ``PutRequest`` or ``DeleteRequest`` (what
    :func:`_batch_write` refuses there aside)."""
    return _BATCH_MEMBERS[kind]


def ignored_batch_members(operation: str, params: dict) -> list[tuple[str, str, str]]:
    """Each member of a batch's entry that DynamoDB ignores, as (place, name,
    the entry's kind: :func:`batch_members`): a BatchGetItem table's other
    than its fields, a BatchWriteItem PutRequest's or DeleteRequest's other
    than its Item or Key (and what :func:`_batch_write` refuses there)."""
    tables = params.get("RequestItems")
    out = []
    for table, body in tables.items() if isinstance(tables, dict) else ():
        tloc = join_location("RequestItems", name_location(table))
        if operation == "BatchGetItem" and isinstance(body, dict):
            out += [(join_location(tloc, name_location(k)), k, _BATCH_GET) for k in body if k not in _BATCH_GET_FIELDS]
            continue
        for i, entry in enumerate(body if operation == "BatchWriteItem" and isinstance(body, list) else ()):
            if not (isinstance(entry, dict) and len(entry) == 1):
                continue
            ((kind, request),) = entry.items()
            if kind in ("PutRequest", "DeleteRequest") and isinstance(request, dict):
                known, rloc = _BATCH_MEMBERS[kind], join_location(join_location(tloc, i), kind)
                out += [
                    (join_location(rloc, name_location(k)), k, kind)
                    for k in request
                    if k not in known and not _refused_in_batch_write(k)
                ]
    return out


def _refused_in_batch_write(name: str) -> bool:
    """Whether :func:`_batch_write` refuses ``name`` inside a PutRequest or DeleteRequest (an expression,
    a map or a legacy parameter: a conditional write, which a batch does not make)."""
    return name in STATE_FIELD or name in ("ExpressionAttributeNames", "ExpressionAttributeValues", *LEGACY)


def ignored_action_members(operation: str, params: dict) -> list[tuple[str, str, str, bool]]:
    """Each member of a transaction's entry that DynamoDB ignores: beside the
    entry's one action (``{"Put": ..., "CheckCondition": ...}``), or inside
    the action but none of its members (:func:`action_parameters`), as
    (place, name, the entry's action, whether it is inside the action)."""
    kinds = WRITE_ACTIONS if operation == "TransactWriteItems" else GET_ACTIONS
    entries = params.get("TransactItems")
    out = []
    for i, entry in enumerate(entries if isinstance(entries, list) else ()):
        if not isinstance(entry, dict):
            continue
        found = entry_kinds(entry, kinds)
        if len(found) != 1:
            continue
        kind, loc = found[0], f"TransactItems[{i}]"
        out += [(join_location(loc, name_location(k)), k, kind, False) for k in entry if k not in kinds]
        body = entry[kind]
        if isinstance(body, dict):
            known = action_parameters(kind)
            bloc = join_location(loc, kind)
            out += [(join_location(bloc, name_location(k)), k, kind, True) for k in body if k not in known]
    return out


def _transaction(reader: _Reader, operation: str, params: dict, state: dict) -> None:
    allowed = GET_ACTIONS if operation == "TransactGetItems" else WRITE_ACTIONS
    params = read_params(params, known_parameters(operation))  # DynamoDB ignores the parameters it does not know
    items = params.get("TransactItems")
    if not isinstance(items, list) or not items:
        words = transact_items_message(operation, items)
        if words is not None:  # none, or an empty list: DynamoDB's words
            reader.problems.append(Problem("TransactItems", f"{operation} needs at least one action", words))
        else:
            reader.add("TransactItems", f"a list of transaction actions expected, got {describe(items)}")
        return
    if len(items) > MAX_TRANSACTION_ACTIONS:  # before any of them is read
        reader.problems.append(
            Problem(
                "TransactItems",
                f"a transaction holds at most {MAX_TRANSACTION_ACTIONS} actions, got {len(items)}",
                MSG_TRANSACTION_ACTIONS,
            )
        )
        return
    actions = []
    for i, entry in enumerate(items):
        loc = f"TransactItems[{i}]"
        if isinstance(entry, dict) and len(entry) == 1 and next(iter(entry)) in allowed:
            kinds = list(entry)  # the common entry, without entry_kinds' call
        else:
            kinds = entry_kinds(entry, allowed) if isinstance(entry, dict) else []
        if len(kinds) != 1:  # (a member DynamoDB does not know is ignored: check.py warns of it)
            if len(kinds) > 1 and operation == "TransactWriteItems":
                words = MSG_TRANSACT_ONE_ACTION
            elif operation == "TransactGetItems" and (entry is None or (isinstance(entry, dict) and not kinds)):
                words = transact_items_message(operation, None)  # DynamoDB: as if there were no list
            elif operation == "TransactWriteItems" and isinstance(entry, dict):
                words = MSG_TRANSACT_NO_ACTION
            else:
                words = None
            reader.problems.append(
                Problem(loc, f'each entry holds one of {", ".join(allowed)}, like {{"{allowed[0]}": {{...}}}}', words)
            )
            continue
        kind = kinds[0]
        body = entry[kind]
        bloc = f"{loc}.{kind}"
        if not isinstance(body, dict):
            reader.add(bloc, f"an object expected, got {describe(body)}")
            continue
        extra = ("ReturnValuesOnConditionCheckFailure",) if kind != "Get" else ()
        alone = maps_alone_problem("GetItem", body, bloc) if kind == "Get" else None
        if alone is not None:  # names without a projection, as a GetItem's (extenddb's xdb036)
            reader.problems.append(alone)
        fields = reader.body(kind, body, bloc, extra)
        action = {"type": kind, **fields}
        rv = body.get("ReturnValuesOnConditionCheckFailure")
        if rv in ENUMS["return_values_on_condition_check_failure"] and kind != "Get":
            # (DynamoDB Local ignores any other value in a transaction)
            action["return_values_on_condition_check_failure"] = rv
        actions.append(action)
    state["actions"] = actions
    if params.get("ClientRequestToken") is not None and operation == "TransactWriteItems":
        state["client_request_token"] = params["ClientRequestToken"]
    options = reader.options(params, operation, TRANSACT_OPTIONS[operation])
    if options:
        state["options"] = options


_BATCH_OPTIONS = {
    "BatchWriteItem": ("ReturnConsumedCapacity", "ReturnItemCollectionMetrics"),
    "BatchGetItem": ("ReturnConsumedCapacity",),
}
_BATCH_GET_FIELDS = ("Keys", "ProjectionExpression", "ExpressionAttributeNames", "ConsistentRead", "AttributesToGet")
_BATCH_GET = "KeysAndAttributes"  # a BatchGetItem table's entry, as DynamoDB's API names it
_BATCH_MEMBERS = {_BATCH_GET: _BATCH_GET_FIELDS, "PutRequest": ("Item",), "DeleteRequest": ("Key",)}


def _batch_maps(params: dict, operation: str) -> list:
    """Every object of values a batch request holds (its items and keys)."""
    out: list = []
    tables = params.get("RequestItems")
    for body in tables.values() if isinstance(tables, dict) else ():
        if operation == "BatchWriteItem" and isinstance(body, list):
            for entry in body:
                for request in entry.values() if isinstance(entry, dict) else ():
                    if isinstance(request, dict):
                        out.append(request.get("Item"))
                        out.append(request.get("Key"))
        elif operation == "BatchGetItem" and isinstance(body, dict) and isinstance(body.get("Keys"), list):
            out.extend(body["Keys"])
    return out


def _batch(operation: str, params: dict, refuse_reserved: bool = False, placeholder_style: bool = True) -> dict:
    """A BatchWriteItem or BatchGetItem request -> its state (version 3);
    ``placeholder_style``: as :func:`parse_request` takes it."""
    reader = _Reader(values_are_plain(params, operation), refuse_reserved, taken=fragments_taken())
    params = read_params(params, known_parameters(operation))
    state: dict = {"version": STATE_VERSION, "operation": operation}
    tables = params.get("RequestItems")
    if not isinstance(tables, dict):
        reader.add("RequestItems", f"an object of table name -> requests expected, got {describe(tables)}")
        raise ParseError(reader.problems)
    if operation == "BatchWriteItem":
        actions = []
        for table, entries in tables.items():
            tloc = join_location("RequestItems", name_location(table))
            if not isinstance(entries, list) or not entries:
                reader.add(
                    tloc,
                    f"a non-empty list of write requests expected, got {describe(entries)}",
                    batch_write_empty_message(table) if entries is None or entries == [] else None,
                )
                continue
            for i, entry in enumerate(entries):
                action = _batch_write(reader, table, entry, join_location(tloc, i))
                if action is not None:
                    actions.append(action)
        state["actions"] = actions
    else:
        # AttributesToGet in one table and a ProjectionExpression in any: a mix, before
        # anything else of the tables is read (learnt from DynamoDB Local, dynoxide's dx149)
        bodies = [(t, b) for t, b in tables.items() if isinstance(b, dict)]
        legacy = next((t for t, b in bodies if b.get("AttributesToGet") is not None), None)
        if legacy is not None and any(b.get("ProjectionExpression") is not None for _, b in bodies):
            tloc = join_location("RequestItems", name_location(legacy))
            reader.add(join_location(tloc, "AttributesToGet"), _BATCH_GET_MIX)
            raise ParseError(reader.problems)
        out = []
        for table, body in tables.items():
            tloc = join_location("RequestItems", name_location(table))
            if not isinstance(body, dict):
                reader.add(
                    tloc,
                    f'an object like {{"Keys": [...]}} expected, got {describe(body)}',
                    batch_get_no_keys_message(table) if body is None else None,
                )
                continue
            out.append(_batch_get(reader, table, body, tloc))
        state["tables"] = out
    options = reader.options(params, operation, _BATCH_OPTIONS[operation])
    if options:
        state["options"] = options
    if reader.problems:
        raise ParseError(reader.problems)
    style = _placeholder_style(reader.contexts) if placeholder_style else None
    if style:
        state["placeholders"] = style
    return state


def _batch_write(reader: _Reader, table: str, entry: Any, loc: str) -> dict | None:
    """One WriteRequest. DynamoDB Local reads it as a union of PutRequest and
    DeleteRequest: neither, both, another member or a null one is its "more
    than one datatypes" (a null entry, its "request list ... null"); a request
    without its Item or Key, a null AttributeValue."""
    if not isinstance(entry, dict) or len(entry) != 1 or next(iter(entry)) not in ("PutRequest", "DeleteRequest"):
        reader.add(
            loc,
            'each request is {"PutRequest": {"Item": ...}} or {"DeleteRequest": {"Key": ...}}',
            MSG_BATCH_WRITE_NULL if entry is None else MSG_TWO_TYPES if isinstance(entry, dict) else None,
        )
        return None
    ((kind, body),) = entry.items()
    bloc = join_location(loc, kind)
    if not isinstance(body, dict):
        reader.add(bloc, f"an object expected, got {describe(body)}", MSG_TWO_TYPES if body is None else None)
        return None
    field = "Item" if kind == "PutRequest" else "Key"
    for k in body:
        if _refused_in_batch_write(k):
            reader.add(
                join_location(bloc, k),
                f"a {kind} takes no {k}: DynamoDB ignores it there and writes regardless; "
                "use TransactWriteItems for conditional writes",
            )
    if body.get(field) is None:
        reader.add(join_location(bloc, field), f"a {kind} needs its {field}", MSG_NULL_VALUE)
        return None
    attrs = reader.attributes(body[field], join_location(bloc, field))
    if attrs is None:
        return None
    if kind == "PutRequest":
        return {"type": "Put", "table": table, "item": attrs}
    return {"type": "Delete", "table": table, "key": attrs}


_BATCH_GET_MIX = (
    "Can not use both expression and non-expression parameters in the same request: "
    "Non-expression parameters: {AttributesToGet} Expression parameters: {ProjectionExpression}"
)


def _batch_get(reader: _Reader, table: str, body: dict, loc: str) -> dict:
    out: dict = {"table": table}
    keys = body.get("Keys")
    kloc = join_location(loc, "Keys")
    if not isinstance(keys, list):
        reader.add(
            kloc,
            f"a list of keys expected, got {describe(keys)}",
            batch_get_no_keys_message(table) if keys is None else None,
        )
    elif (empty := next((i for i, k in enumerate(keys) if k is None or k == {}), None)) is not None:
        # before the keys' values (learnt from DynamoDB Local)
        reader.add(join_location(kloc, empty), "a key needs its key attributes", batch_get_empty_key_message(table))
    else:
        read = [reader.attributes(k, join_location(kloc, i)) for i, k in enumerate(keys)]
        out["keys"] = [k for k in read if k is not None]
    alone = maps_alone_problem("GetItem", body, loc)  # names with no ProjectionExpression to use them
    if alone is not None:
        reader.problems.append(alone)
    expression = {k: body[k] for k in ("ProjectionExpression", "ExpressionAttributeNames") if k in body}
    out.update(reader.body("Get", expression, loc, ()))
    names = body.get("AttributesToGet")
    if names is not None and body.get("ProjectionExpression") is None:  # (beside one: _batch's mix)
        if isinstance(names, list) and names and all(isinstance(x, str) and x for x in names):
            out["projection"] = [[x] for x in names]
        else:
            reader.add(join_location(loc, "AttributesToGet"), "a list of attribute names expected")
    consistent = body.get("ConsistentRead")
    if isinstance(consistent, bool):
        out["consistent_read"] = consistent
    return out


def parse_document(doc: Any, operation: str | None = None, refuse_reserved: bool = False) -> dict:
    """A request, or ``{"operation": ..., "request": {...}}`` -> a builder state.
    ``operation``, when given, wins over the wrapper's."""
    if isinstance(doc, dict) and "request" in doc and set(doc) <= {"operation", "request"}:
        return parse_request(operation or doc.get("operation"), doc["request"], refuse_reserved)
    return parse_request(operation, doc, refuse_reserved)
