"""Check a request before sending it: what DynamoDB will say, and what it won't.

:func:`check_state` checks a builder state, :func:`check_request` a request as
the API takes it (read with :mod:`.reader` first). Both return a list of
:class:`Finding`, errors first, in the order they were found:

- **errors** (code ``ValidationException``, DynamoDB's error code): everything
  the state loader refuses (``StateError`` problems) and, for a pasted request,
  what the parser refuses (syntax errors, placeholders undefined or unused,
  reserved words used unaliased, empty placeholder maps) in DynamoDB's wording.
- **warnings**: requests DynamoDB accepts but that do what the seed article
  warns about (retries that double-count, an unguarded child write in a
  reference-count transaction, ``x + :n`` on a missing ``x``, reading a whole
  table or partition to count it). A request with only warnings is valid.

Locations: :func:`check_state` locates every finding in the state
(``actions[1].update[0]``); :func:`check_request` locates parser errors in the
request (``TransactItems[1].Update.UpdateExpression``, as :mod:`.reader` does)
and everything else in the state the request parses to. ``Finding.kind`` says
which (``"state"`` or ``"request"``).
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, replace
from typing import Any

from . import nodes as n
from . import validate
from .crosscheck import KEY_UPDATE, cross_field_problems, request_fields
from .errors import LONE_SURROGATE, ExprError, Problem, StateError, join_location, lone_surrogate, name_location
from .keys import KeySchema, TableSchemas, check_keys, table_schemas
from .legacy import WITHOUT_ACTION_WORDS, legacy_words, to_expressions, updates_without_action
from .limits import own_bound
from .loader import DUPLICATE_WRITE, batch_duplicate
from .messages import (
    CANCELED,
    INPUT_ERROR,
    MSG_BATCH_DUPLICATES,
    MSG_EMPTY_KEY,
    TRANSACT_GET_KEY_CANCELS,
    TRANSACT_WRITE_KEY_CANCELS,
    VALIDATION,
    cancelled_message,
    known_dynamodb_message,
    late_transaction_problem,
)
from .paths import Path
from .reader import (
    ParseError,
    action_parameters,
    batch_members,
    detect_operation,
    ignored_action_members,
    ignored_batch_members,
    known_parameters,
    parse_request,
)
from .record import frozen
from .request import GET_ACTIONS, OPERATIONS, WRITE_ACTIONS, Request
from .state import load_state

# Warning codes (ours: DynamoDB gives none of these).
RETRY_DOUBLE_COUNT = "RetryDoubleCounts"  # (a) an unconditional counter in UpdateItem
UNGUARDED_CHILD = "UnguardedChildWrite"  # (b) a tally bumped next to an unguarded Put/Delete
MISSING_COUNTER = "CounterMayBeMissing"  # (c) SET x = x + :n without if_not_exists
READS_EVERYTHING = "ReadsEveryItem"  # (d) Scan, or a Query counting/filtering
LIMIT_BEFORE_FILTER = "LimitBeforeFilter"  # Limit with a FilterExpression: fewer items than asked
KEY_WHITESPACE = "KeyValueWhitespace"  # a key value that starts or ends with whitespace
NO_REQUEST_TOKEN = "NoClientRequestToken"  # (e) an unguarded transaction increment without a token
IGNORED_PARAMETER = "IgnoredParameter"  # a parameter DynamoDB does not know, and ignores
UPDATE_WITHOUT_ACTION = "UpdateWithoutAction"  # an AttributeUpdates entry with no Action
REPEATED_KEY = "RepeatedKey"  # the request's JSON names a key twice in one object: the last value is read

WARNING_CODES = (
    RETRY_DOUBLE_COUNT,
    UNGUARDED_CHILD,
    MISSING_COUNTER,
    READS_EVERYTHING,
    NO_REQUEST_TOKEN,
    IGNORED_PARAMETER,
    LIMIT_BEFORE_FILTER,
    KEY_WHITESPACE,
    UPDATE_WITHOUT_ACTION,
    REPEATED_KEY,
)

MISSING_ATTRIBUTE_MESSAGE = "The provided expression refers to an attribute that does not exist in the item"


@frozen
class Finding:
    severity: str  # "error" | "warning"
    code: str
    location: str
    message: str
    kind: str = "state"  # where ``location`` points: "state" or "request"
    dynamodb_message: str | None = None  # an error's message in DynamoDB's own words, when known

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def line(self) -> str:
        """``SEVERITY CODE LOCATION: MESSAGE`` (the CLI's format), and DynamoDB's
        words after it when they say something else."""
        text = f"{self.severity.upper()} {self.code} {self.location or '(request)'}: {self.message}"
        if self.dynamodb_message and self.dynamodb_message != self.message:
            text += f" (DynamoDB: {self.dynamodb_message})"
        return text

    def as_dict(self) -> dict:
        out = asdict(self)
        out["label"] = location_label(self.location) if self.kind == "state" else (self.location or "request")
        return out


def has_errors(findings: list[Finding]) -> bool:
    return any(f.is_error for f in findings)


# --------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------
def check_state(state: Any, table: dict | list | None = None, rendered_sizes: bool = True) -> list[Finding]:
    """Every finding for a builder state: the loader's problems as errors, or
    (when it loads) the warnings. ``table``: the table's ``KeySchema`` and
    ``AttributeDefinitions`` when known (or a list of such descriptions naming
    their tables, for tables of different keys: :func:`~.keys.table_schemas`);
    keys, items and key conditions are then checked against it too.
    ``rendered_sizes=False``: a state read from a request, whose expressions
    were measured as sent."""
    key_types = table_key_types = None
    if table is not None:
        default, own = table_schemas(table)
        key_types = default.types
        table_key_types = {name: schema.types for name, schema in own.items()} or None
    try:
        request = load_state(state, rendered_sizes=rendered_sizes, key_types=key_types, table_key_types=table_key_types)
    except StateError as e:
        errors = [error_finding(p) for p in e.problems]
        if isinstance(state, dict) and state.get("operation") == "TransactGetItems":
            return _cancelled_gets(errors)  # a Get's key of too many attributes, or none
        if isinstance(state, dict) and state.get("operation") == "TransactWriteItems":
            return _cancelled_by_key_updates(errors)
        return errors
    return check_loaded(request, table)


def error_finding(p, kind: str = "state") -> Finding:
    """A problem as an error finding, with DynamoDB's words for it when known;
    one of the builder's own bounds (:func:`~builder.expr.limits.own_bound`) is
    an InputError, which DynamoDB has no words for."""
    if own_bound(p.message):
        return Finding("error", INPUT_ERROR, p.location, p.message, kind)
    return Finding(
        "error", VALIDATION, p.location, p.message, kind, known_dynamodb_message(p.location, p.message, p.dynamodb)
    )


def check_request(operation: str | None, params: Any, table: dict | None = None) -> list[Finding]:
    """Every finding for request parameters (API / boto3 client /
    ``--cli-input-json``); ``operation`` None detects it from the parameters."""
    op = operation or (detect_operation(params) if isinstance(params, dict) else None)
    findings = _check_request(operation, params, table)
    if op == "TransactGetItems":  # the Gets' keys against the table, which the loader may not have reached
        findings = _cancelled_gets(_get_key_shapes(params, table, findings) + findings)
    # a legacy parameter's problems, in DynamoDB's words for it
    return [replace(f, dynamodb_message=legacy_words(op, params, f.dynamodb_message)) for f in findings]


def _check_request(operation: str | None, params: Any, table: dict | None) -> list[Finding]:
    if operation is not None and not isinstance(operation, str):
        return [
            Finding(
                "error",
                VALIDATION,
                "operation",
                f"operation must be the name of an API call (such as UpdateItem), got {type(operation).__name__}",
                "request",
            )
        ]
    # before any rule that words what it read: a lone surrogate is no text to word, nor to send
    bad = (operation is not None and lone_surrogate(operation, "operation")) or lone_surrogate(params)
    if bad is not None:
        return [error_finding(Problem(bad, f"this text {LONE_SURROGATE}"), "request")]
    op = operation or (detect_operation(params) if isinstance(params, dict) else None)
    schema = None
    if table is not None:  # one table's schema, or (a request on several tables of different keys) all of them
        default, own = table_schemas(table)
        schema = default
        if own and op in _MANY_BODIES:
            schema = TableSchemas(default, own)
        elif own and isinstance(params, dict):
            schema = TableSchemas(default, own).for_table(params.get("TableName"))
    sent = params
    if op:
        first = validate.before_legacy(op, params, schema)  # the table's name, the index ...
        if first is not None:
            return [error_finding(first, "request")]
        try:  # legacy parameters alone (Expected, ScanFilter ...): as the expressions they stand for
            params = to_expressions(op, params, _pairs(schema))
        except ExprError as e:  # DynamoDB tells the item's or key's problem first
            earlier = validate.before_legacy_conditions(op, params, schema, e.location)
            return [error_finding(earlier or Problem(e.location, e.message, e.dynamodb), "request")]
    early = validate.before_expressions(op, params, schema) if op else None
    if early is not None:  # DynamoDB stops at its first problem; the expressions are not read
        if early.location in _KEY_FIELDS and schema is not None:  # every problem of the key, told against the table
            keyed = [error_finding(p) for p in _key_findings(schema, params, early.location)]
            if keyed:
                return keyed
        return [error_finding(early, "request")]  # (an Item's size is located at Item too)
    try:
        state = parse_request(
            operation, params, refuse_reserved=True, key_schema=_pairs(schema), index_key_names=_index_keys(schema)
        )
    except ParseError as e:
        return [error_finding(p, "request") for p in e.problems]
    late, loaded = validate.after_load(op, params, schema, state, load_state)
    alone = validate.transaction_maps_alone(params) if op == "TransactWriteItems" else []
    if late is None and alone:  # (DynamoDB meets it when it runs the action)
        late = alone[0][1]
    if op == "TransactWriteItems" and late is not None:  # an action's problem DynamoDB meets when it runs it
        first = _earlier_action_problem(params, schema, late, alone)
        if first is not late or (alone and late is alone[0][1]):
            return [error_finding(first, "request")]
    if late is not None and late.location in _KEY_FIELDS and schema is not None:  # DynamoDB stops at the first
        keyed = [error_finding(p) for p in _key_findings(schema, params, late.location)]
        if keyed:
            return keyed
        return [error_finding(late, "request")]
    if late is not None and late.location.split(".")[0] in _REQUEST_FIELDS:
        return [error_finding(late, "request")]
    findings = _state_checked(state, loaded if late is None else None, table)
    action_key = (
        late is not None and late.location.startswith("TransactItems[") and late.location.endswith(("Key", "Item"))
    )
    # an action's key: check_state tells it against the table, located in the state; DynamoDB's
    # first words lead (a key's shape before an empty value: dynoxide's dx101)
    if action_key and has_errors(findings):
        said = error_finding(late, "request")
        errors = [f for f in findings if f.severity == "error"]
        return findings if errors[0].dynamodb_message == said.dynamodb_message else [said, *findings]
    if late is not None:  # a rule across fields (state-located): DynamoDB's first, then the rest
        first = error_finding(late)
        findings = [first] + [f for f in findings if (f.location, f.message) != (first.location, first.message)]
    return findings + _ignored(op, params) + _without_action(op, sent)


_ACTION_INDEX = re.compile(r"(?:TransactItems|actions)\[(\d+)\]")


_MANY_BODIES = frozenset(("TransactWriteItems", "TransactGetItems", "BatchWriteItem", "BatchGetItem"))


def _index_keys(schema) -> tuple:
    """The key attributes of the indexes of the table :func:`_pairs` gives (an
    index Query's key condition names the one it looks inside by them)."""
    if schema is None:
        return ()
    first = schema.default if schema.__class__ is TableSchemas else schema
    return first.index_key_names if first.indexes else ()


def _pairs(schema) -> tuple | None:
    """The key pairs the reader and the legacy parameters' reader take (the
    first table's, for a request on tables of different keys: they read only
    a Query's key with them, and a Query names one table)."""
    if schema is None:
        return None
    return schema.default.key_pairs if schema.__class__ is TableSchemas else schema.key_pairs


def _earlier_action_problem(params: dict, schema, late: Problem, alone: list) -> Problem:
    """``late``, or the problem of an earlier action DynamoDB meets first.
    DynamoDB reports an action's key, the members it lacks (but its table name)
    and its placeholder maps without an expression when it reaches the action
    (messages.late_transaction_problem), in the order of the actions, whatever
    the order of the checks that found them here: the first of the actions
    before ``late``'s that has one of its own (its maps alone, or a problem
    of the actions up to it, read as a request of its own) comes first."""
    m = _ACTION_INDEX.match(late.location)
    if m is None or not late_transaction_problem(late.dynamodb):
        return late
    index = int(m.group(1))
    for i, problem in alone:
        if i < index:
            late, index = problem, i  # (the first: alone is in the order of the actions)
            break
    if index == 0:
        return late
    prefix = {**params, "TransactItems": params["TransactItems"][:index]}
    try:
        state = parse_request("TransactWriteItems", prefix, refuse_reserved=True, key_schema=_pairs(schema))
    except ParseError:  # (the whole request was read: its first actions are too)
        return late
    earlier, _ = validate.after_load("TransactWriteItems", prefix, schema, state, load_state)
    if earlier is not None and late_transaction_problem(earlier.dynamodb):
        return _earlier_action_problem(prefix, schema, earlier, validate.transaction_maps_alone(prefix))
    return late


def _state_checked(state: dict, loaded, table: dict | None) -> list[Finding]:
    """``check_state(state, table, rendered_sizes=False)``, without loading the
    state again when ``after_load`` loaded it with no problem (``loaded``): its
    Request is the one the loader would make (same key types, sizes as sent; it
    left the reader's own text checks out, which the reader made), unless a rule
    across fields it leaves to its caller (an update of a key attribute) stops
    the loader. A request checked was loaded twice (a transaction of 100 Updates
    of 140 SETs each took 1.45 s, and takes 0.88 s)."""
    if loaded is None or cross_field_problems(request_fields(loaded)):
        return check_state(state, table, rendered_sizes=False)
    return check_loaded(loaded, table)


# the request parameters validate.after_expressions locates its problems at
_REQUEST_FIELDS = {"ReturnValuesOnConditionCheckFailure", "Select", "Key", "ExclusiveStartKey"}


_KEY_FIELDS = {"Key": "key", "Item": "item", "ExclusiveStartKey": "options.exclusive_start_key"}


def _key_findings(schema: KeySchema, params: dict, field: str) -> list:
    """The problems of a request's Key, Item or ExclusiveStartKey against the
    table, located in the state as :func:`check_state` locates them."""
    name = params.get("TableName") if isinstance(params.get("TableName"), str) else ""
    where = {"ExclusiveStartKey": "ExclusiveStartKey"}.get(field, field)
    kind = {"Item": "item", "ExclusiveStartKey": "start"}.get(field, "key")
    if not isinstance(params.get(field), dict):  # none at all (validate's null check): nothing to tell
        return []
    read = {}
    for attr, raw in params[field].items():
        try:
            read[attr] = validate.read_value(raw)
        except ExprError:
            read[attr] = raw
    return schema.attribute_problems(read, where, _KEY_FIELDS[field], kind, name)


def _ignored(op: str, params: Any) -> list[Finding]:
    """A warning for each parameter DynamoDB does not know: it ignores it, so a
    misspelt one (``ConditionExpresion``) silently does nothing."""
    if op not in OPERATIONS or not isinstance(params, dict):
        return []
    known = known_parameters(op)
    if op in ("TransactWriteItems", "TransactGetItems"):
        inside = _ignored_entry_members(op, params)
    elif op in ("BatchWriteItem", "BatchGetItem"):
        inside = _ignored_batch_members(op, params)
    else:
        inside = []
    return [
        Finding(
            "warning",
            IGNORED_PARAMETER,
            name,
            f"{name} is not a parameter of {op}: DynamoDB ignores it (and so does the builder). "
            f"Expected one of {', '.join(known)}.",
            "request",
        )
        for name in validate.unknown_parameters(params, known)
    ] + inside


def _ignored_entry_members(op: str, params: dict) -> list[Finding]:
    """A warning for each member of a transaction entry that DynamoDB does not
    know and ignores, running the action: beside the action
    (``{"Put": ..., "CheckCondition": ...}``), or inside it (a misspelt
    ``ConditionExpresion``, or a legacy ``Expected``, which a transaction's
    action does not take: not checked)."""
    kinds = WRITE_ACTIONS if op == "TransactWriteItems" else GET_ACTIONS
    out = []
    for where, name, kind, inside in ignored_action_members(op, params):
        if not inside:
            words = (
                f"{name} is not an action of a {op} entry: DynamoDB ignores it (and so does the builder), "
                f"and runs the entry's {kind}. Expected one of {', '.join(kinds)}."
            )
        else:
            words = _unknown_member_words(name, op, kind, f"one of {', '.join(action_parameters(kind))}")
        out.append(Finding("warning", IGNORED_PARAMETER, where, words, "request"))
    return out


def _unknown_member_words(name: str, op: str, kind: str, expected: str) -> str:
    """What is said of a member DynamoDB ignores inside a transaction's action or
    a batch's write request."""
    return (
        f"{name} is not a member of a {op} {kind}: DynamoDB ignores it (and so does the builder), and "
        f"runs the {kind} without it. Expected {expected}."
    )


def _ignored_batch_members(op: str, params: dict) -> list[Finding]:
    """A warning for each member of a batch's entry that DynamoDB does not
    know and ignores: a BatchGetItem table's (a misspelt
    ``ProjectionExpresion``: the whole items come back), a BatchWriteItem
    PutRequest's or DeleteRequest's (:func:`.reader.ignored_batch_members`)."""
    out = []
    for where, name, kind in ignored_batch_members(op, params):
        known = batch_members(kind)
        expected = f"one of {', '.join(known)}" if len(known) > 1 else known[0]
        if op == "BatchGetItem":
            words = (
                f"{name} is not a member of a {op} table's entry: DynamoDB ignores it (and so does the builder), "
                f"and reads the table's keys without it. Expected {expected}."
            )
        else:
            words = _unknown_member_words(name, op, kind, expected)
        out.append(Finding("warning", IGNORED_PARAMETER, where, words, "request"))
    return out


def _without_action(op: str, params: Any) -> list[Finding]:
    """A warning for each ``AttributeUpdates`` entry without an Action: AWS and
    DynamoDB Local answer it differently (:func:`.legacy.updates_without_action`)."""
    return [
        Finding(
            "warning",
            UPDATE_WITHOUT_ACTION,
            join_location("AttributeUpdates", name_location(name)),
            f"This entry has no Action. {WITHOUT_ACTION_WORDS} The builder leaves it out (and applies the "
            'others). Write "Action": "PUT" (or ADD, DELETE) for one answer everywhere.',
            "request",
        )
        for name in updates_without_action(op, params)
    ]


def repeated_keys_words(keys: list[str]) -> str:
    """``names "n" twice in one object: DynamoDB keeps the last value``: what is
    said of the keys a request's JSON names twice (the first five, each shortened)."""
    unique = list(dict.fromkeys(keys))
    # a lone surrogate ("\ud800", which JSON may name) is shown escaped: UTF-8 has no such character, and
    # the answer (the API's JSON, the command's output) is written in UTF-8
    shown = [
        json.dumps(k if len(k) <= 40 else k[:40] + "…", ensure_ascii=False)
        .encode("utf-8", "backslashreplace")
        .decode("utf-8")
        for k in unique[:5]
    ]
    more = f" and {len(unique) - 5} more" if len(unique) > 5 else ""
    return f"names {', '.join(shown)}{more} twice in one object: DynamoDB keeps the last value"


def repeated_key_findings(keys: list[str]) -> list[Finding]:
    """A warning for the keys a request's JSON names twice in one object
    (``safejson.loads(repeated_keys=...)`` collects them). DynamoDB reads such
    JSON and keeps each key's last value (measured on DynamoDB Local: an item's
    attribute, a placeholder, a whole ``Item``), so the request is valid, but the
    earlier value is dropped without a word: nearly always a mistake."""
    if not keys:
        return []
    return [
        Finding(
            "warning",
            REPEATED_KEY,
            "",
            f"The request {repeated_keys_words(keys)} and ignores the earlier one (and so does the checker). "
            "Give each key once.",
            "request",
        )
    ]


def check_document(doc: Any, operation: str | None = None, table: dict | None = None) -> list[Finding]:
    """A builder state (a JSON object with ``version``), ``{"operation": ...,
    "request": {...}, "table": {...}}`` or a bare request: the shapes the CLI
    and the API take. A ``table`` given here wins over the wrapper's.

    Raises :class:`~.keys.TableSpecError` when the table is not a usable key schema."""
    if table is None and isinstance(doc, dict) and "request" in doc and "version" not in doc:
        table = doc.get("table")
    if table is not None:
        table_schemas(table)  # refuse a bad table before anything else
    if isinstance(doc, dict) and "version" in doc:
        return check_state(doc, table)
    if isinstance(doc, dict) and "request" in doc and set(doc) <= {"operation", "request", "table"}:
        return check_request(operation or doc.get("operation"), doc["request"], table)
    return check_request(operation, doc, table)


# --------------------------------------------------------------------------
# Warnings
# --------------------------------------------------------------------------
def check_loaded(req: Request, table: dict | None = None) -> list[Finding]:
    """For a request the loader accepted: the errors its table's key schema
    shows (when ``table`` is given), or else the warnings."""
    key_names: tuple = ()
    if table is not None:
        default, own = table_schemas(table)

        def schema_for(name):
            return own.get(name, default)

        errors = [error_finding(p) for p in check_keys(req, schema_for)]
        if errors:
            return _cancelled_by_key_types(req, errors)
        key_names = tuple(default.key_names)
        if req.operation == "BatchWriteItem":  # two requests on one item, now that the key is known
            dup = batch_duplicate(req.actions, lambda name: schema_for(name).key_names)
            if dup is not None:
                return [error_finding(Problem(f"actions[{dup}]", DUPLICATE_WRITE, MSG_BATCH_DUPLICATES))]
    out: list[Finding] = _key_whitespace_warnings(req)
    op = req.operation
    if op == "UpdateItem":
        out += _retry_warnings(req.update, req.condition, "", req.key)
        out += _missing_counter_warnings(req.update, req.condition, "")
    elif op == "TransactWriteItems":
        out += _transaction_warnings(req, key_names)
    elif op in ("Query", "Scan"):
        out += _read_warnings(req)
    return out


def _cancelled_by_key_updates(errors: list[Finding]) -> list[Finding]:
    """A transaction action's update of a key attribute, once its condition
    held, cancels the transaction with that one reason, whatever the other
    actions meet (a key of another type, a failed condition: recorded,
    ``min-order-transaction-key-update-*``); the request's own problems come
    first. The first such update is the reason."""
    updated = [f for f in errors if KEY_UPDATE.search(f.message) and _ACTION_INDEX.match(f.location)]
    if not updated:
        return errors
    rest = [f for f in errors if f not in updated and f.dynamodb_message not in TRANSACT_WRITE_KEY_CANCELS]
    words = cancelled_message(["ValidationError"])
    return rest + [replace(updated[0], code=CANCELED, dynamodb_message=words)] + updated[1:]


def _cancelled_by_key_types(req: Request, errors: list[Finding]) -> list[Finding]:
    """A key attribute of another type than the table's does not refuse a
    transaction, it cancels it: a TransactGetItems with no reasons, a
    TransactWriteItems with the action's reason ``ValidationError`` (the other
    actions' reasons are shown as None: whether their conditions hold depends on
    the items). Any other key error is the request's, and comes first."""
    if req.operation == "TransactGetItems":
        return _cancelled_gets(errors)
    if req.operation != "TransactWriteItems":
        return errors
    mismatched = [f for f in errors if f.dynamodb_message in TRANSACT_WRITE_KEY_CANCELS]
    if not mismatched:
        return errors
    rest = [f for f in errors if f.dynamodb_message not in TRANSACT_WRITE_KEY_CANCELS]
    actions = {int(m.group(1)) for f in mismatched if (m := _ACTION_INDEX.match(f.location))}
    words = cancelled_message(["ValidationError" if i in actions else "None" for i in range(len(req.actions))])
    return rest + [replace(f, code=CANCELED, dynamodb_message=words) for f in mismatched]


_ACTION_INDEX = re.compile(r"(?:actions|TransactItems)\[(\d+)\]")


def _get_key_shapes(params: Any, table: dict | None, findings: list[Finding]) -> list[Finding]:
    """The Gets' keys of the wrong attributes for the table (too few, too many,
    another one, another type), for each Get the findings do not already cancel
    on: the loader stops at its first problem, before it compares keys with the
    table, and DynamoDB meets an earlier Get's key first (:func:`_cancelled_gets`)."""
    entries = params.get("TransactItems") if isinstance(params, dict) else None
    if table is None or not isinstance(entries, list):
        return []
    cancelled = {_action_of(f) for f in findings if f.dynamodb_message in TRANSACT_GET_KEY_CANCELS}
    default, own = table_schemas(table)
    out = []
    for j, entry in enumerate(entries):
        body = entry.get("Get") if isinstance(entry, dict) else None
        key = body.get("Key") if isinstance(body, dict) else None
        if j in cancelled or not isinstance(key, dict):
            continue  # no key at all: the loader's own problem
        schema = own.get(body.get("TableName"), default) if own else default
        for p in schema.attribute_problems(key, "Key", f"actions[{j}].key"):
            if p.dynamodb in TRANSACT_GET_KEY_CANCELS:
                out.append(Finding("error", VALIDATION, p.location, p.message, "state", p.dynamodb))
                break
    return out


def _action_of(f: Finding) -> int | None:
    m = _ACTION_INDEX.match(f.location)
    return int(m.group(1)) if m else None


def _cancelled_gets(errors: list[Finding]) -> list[Finding]:
    """A TransactGetItems' errors in DynamoDB's order: the request's own first,
    then the Gets in turn, each whole before the next (learnt from DynamoDB
    Local; extenddb's ``xdb036``, dynoxide's ``dx101``): a Get's other problems
    (its projection, its placeholders), then its key of the wrong attributes
    (another type, too few or too many, another one), which cancels the
    transaction in its own words with no reasons, then an empty key value."""

    def rank(f: Finding) -> tuple:
        j = _action_of(f)
        if j is None:
            return (0, 0)
        if f.dynamodb_message in TRANSACT_GET_KEY_CANCELS:
            return (1, j, 1)
        return (1, j, 2 if (f.dynamodb_message or "").startswith(MSG_EMPTY_KEY) else 0)

    ordered = sorted(errors, key=rank)  # stable: each group keeps its findings' order
    return [replace(f, code=CANCELED) if f.dynamodb_message in TRANSACT_GET_KEY_CANCELS else f for f in ordered]


def _key_whitespace_warnings(req: Request) -> list[Finding]:
    """A key value (S) that starts or ends with whitespace: DynamoDB takes it as
    written, so it never matches the item whose key was meant (``"u1\\n"`` is
    not ``"u1"``)."""
    keys = [("key", req.key)] + [(f"actions[{i}].key", a.key) for i, a in enumerate(req.actions)]
    values = [
        (join_location(base, f"{name_location(name)}.value"), v)
        for base, key in keys
        for name, v in (key or {}).items()
    ]
    kc = req.key_condition
    if kc is not None:
        values.append(("key_condition.partition.value", kc.partition_value.value))
        if kc.sort is not None:
            values.append(("key_condition.sort.value", kc.sort.value.value))
    out = []
    for loc, value in values:
        text = value.ddb.get("S")
        if isinstance(text, str) and text != text.strip():
            out.append(
                Finding(
                    "warning",
                    KEY_WHITESPACE,
                    loc,
                    f"This key value {'starts' if text[:1].isspace() else 'ends'} with whitespace ({json.dumps(text)}). "
                    "DynamoDB keeps it as part of the key, so it only matches an item whose key has it too; "
                    "remove it unless the key really has it.",
                )
            )
    return out


def _increments(update: n.Update | None):
    """(index, action) for every counter bump: ADD of a number, or
    SET x = x ± :n / SET x = if_not_exists(x, :z) ± :n (either order)."""
    if update is None:
        return
    for i, a in enumerate(update.actions):
        if (isinstance(a, n.AddAction) and a.value.value.type == "N") or (
            isinstance(a, n.SetAction)
            and isinstance(a.value, n.Arithmetic)
            and any(_reads(side, a.path) for side in (a.value.left, a.value.right))
        ):
            yield i, a


def _reads(operand, path: Path) -> bool:
    if isinstance(operand, n.PathOperand):
        return operand.path == path
    if isinstance(operand, n.IfNotExists):
        return operand.path == path
    return False


def _operand_text(o) -> str:
    if isinstance(o, n.PathOperand):
        return str(o.path)
    if isinstance(o, n.IfNotExists):
        return f"if_not_exists({o.path}, {_operand_text(o.default)})"
    if isinstance(o, n.ValueOperand):
        return f":{o.placeholder}" if o.placeholder else o.value.display()
    return "…"


def _describe_increment(a) -> str:
    if isinstance(a, n.AddAction):
        return f"ADD {a.path} {_operand_text(a.value)}"
    return f"SET {a.path} = {_operand_text(a.value.left)} {a.value.op} {_operand_text(a.value.right)}"


def _written(update) -> set[Path]:
    """The paths an update changes (SET, ADD, REMOVE, DELETE)."""
    return {a.path for a in (update.actions if update is not None else ())}


def _refuses_replay(condition, key, written: set[Path]) -> bool:
    """True when ``condition`` is a guard that the update's own first landing
    makes false, so a retry fails instead of counting twice: attribute_not_exists
    on a key attribute or on a path the update writes, ``p = :v`` on a path it
    writes (a version check, an exact count), NOT contains(p, :v) on a set it
    adds to. Looked for through AND (one guard is enough) and OR (every branch).
    attribute_exists(PK) and conditions on what the update leaves alone are no
    guard: they are as true on the retry as on the first try."""
    if condition is None:
        return False
    if isinstance(condition, n.And):
        return any(_refuses_replay(c, key, written) for c in condition.conditions)
    if isinstance(condition, n.Or):
        return all(_refuses_replay(c, key, written) for c in condition.conditions)
    if isinstance(condition, n.AttributeNotExists):
        p = condition.path
        return p in written or (len(p.segments) == 1 and p.top in (key or ()))
    if isinstance(condition, n.Not):
        inner = condition.condition
        if isinstance(inner, n.AttributeExists):
            return _refuses_replay(n.AttributeNotExists(inner.path), key, written)
        return isinstance(inner, n.Contains) and inner.path is not None and inner.path in written
    if isinstance(condition, n.Compare) and condition.op == "=":
        return any(isinstance(o, n.PathOperand) and o.path in written for o in (condition.left, condition.right))
    return False


def _retry_warnings(update, condition, base: str, key=None) -> list[Finding]:
    if _refuses_replay(condition, key, _written(update)):
        return []
    out = []
    for i, a in _increments(update):
        out.append(
            Finding(
                "warning",
                RETRY_DOUBLE_COUNT,
                join_location(base, f"update[{i}]"),
                f"{_describe_increment(a)} is not idempotent: if the call times out after it landed and is retried, "
                f"{a.path} is counted twice. That is fine for a view count. For an exact count, condition the write on "
                f"the value you read (SET {a.path} = :next with the condition {a.path} = :current), or make it part of a "
                "TransactWriteItems with a ClientRequestToken, which DynamoDB does not apply twice."
                + (
                    " The condition does not stop a retry: it holds as well the second time."
                    if condition is not None
                    else ""
                ),
            )
        )
    return out


def _asserts_exists(condition, path: Path) -> bool:
    """True when ``condition`` can only be true if ``path`` exists (looked
    for through AND, not through OR or NOT)."""
    if condition is None:
        return False
    if isinstance(condition, n.And):
        return any(_asserts_exists(c, path) for c in condition.conditions)
    if isinstance(condition, n.Or):
        return all(_asserts_exists(c, path) for c in condition.conditions)
    if isinstance(condition, (n.AttributeExists, n.AttributeType, n.BeginsWith, n.Contains)):
        return condition.path == path
    if isinstance(condition, n.Compare):
        if condition.op == "<>":
            return False
        return any(isinstance(o, (n.PathOperand, n.Size)) and o.path == path for o in (condition.left, condition.right))
    if isinstance(condition, (n.Between, n.In)):
        o = condition.operand
        return isinstance(o, (n.PathOperand, n.Size)) and o.path == path
    return False


def _missing_counter_warnings(update, condition, base: str) -> list[Finding]:
    out = []
    if update is None:
        return out
    for i, a in enumerate(update.actions):
        if not (isinstance(a, n.SetAction) and isinstance(a.value, n.Arithmetic)):
            continue
        for _side, operand in (("0", a.value.left), ("1", a.value.right)):
            if not isinstance(operand, n.PathOperand) or _asserts_exists(condition, operand.path):
                continue
            p = operand.path
            zero = ":zero"
            fix = f"if_not_exists({p}, {zero})"
            what = _describe_increment(a)
            out.append(
                Finding(
                    "warning",
                    MISSING_COUNTER,
                    join_location(base, f"update[{i}].value"),
                    f'{what} fails on an item without {p}: DynamoDB refuses it with "{MISSING_ATTRIBUTE_MESSAGE}". '
                    f"Write {fix} in place of {p} (with {zero} = 0) to start from 0, "
                    f"or add the condition attribute_exists({p}) if the item must already have it.",
                )
            )
    return out


def _guards_child(action, key_names: tuple = ()) -> bool:
    """A Put with attribute_not_exists on one of its attributes (on a key
    attribute, when the key schema is known), or a Delete with attribute_exists
    on its key: a replay fails instead of writing again."""
    cond = action.condition
    if cond is None:
        return False
    atoms = list(cond.conditions) if isinstance(cond, n.And) else [cond]
    if action.type == "Put":
        names = set(key_names or action.item or ())
        return any(
            isinstance(c, n.AttributeNotExists) and len(c.path.segments) == 1 and c.path.top in names for c in atoms
        )
    names = set(action.key or ())
    return any(isinstance(c, n.AttributeExists) and len(c.path.segments) == 1 and c.path.top in names for c in atoms)


def _transaction_warnings(req: Request, key_names: tuple = ()) -> list[Finding]:
    out: list[Finding] = []
    bumps = []  # (action index, update index, action)
    for i, a in enumerate(req.actions):
        if a.type == "Update":
            bumps += [(i, j, u) for j, u in _increments(a.update)]
            out += _missing_counter_warnings(a.update, a.condition, f"actions[{i}]")
    if not bumps:
        return out
    tallies = ", ".join(sorted({str(u.path) for _, _, u in bumps}))
    first = bumps[0]
    for k, a in enumerate(req.actions):
        if a.type not in ("Put", "Delete") or _guards_child(a, key_names):
            continue
        guard = "attribute_not_exists" if a.type == "Put" else "attribute_exists"
        if key_names:
            key = key_names[-1]  # the sort key when there is one, as the article guards the child
        else:
            names = list(a.key or a.item or ())
            key = next((name for name in names if name.upper() == "SK"), names[0] if names else "SK")
        effect = "a second like" if a.type == "Put" else "a second unlike"
        out.append(
            Finding(
                "warning",
                UNGUARDED_CHILD,
                f"actions[{k}]",
                f"This {a.type} has no condition guarding it, while action {first[0] + 1} changes {tallies}: "
                f"a retried or duplicated request ({effect}, a double click) succeeds again and counts twice. "
                f"Add the condition {guard}({key}) so a replay cancels the whole transaction instead.",
            )
        )
    any_condition = any(a.condition is not None for a in req.actions)
    if not req.client_request_token and not any_condition:
        out.append(
            Finding(
                "warning",
                NO_REQUEST_TOKEN,
                "client_request_token",
                f"This transaction changes {tallies} and nothing in it stops a retry from applying it twice. "
                "Set a ClientRequestToken (a fresh one per user action, reused on retries): for 10 minutes DynamoDB "
                "answers a repeat with the first result instead of applying it again. A condition on the child write "
                "also protects against duplicates a token cannot see (a double click sends two tokens).",
            )
        )
    return out


def _read_warnings(req: Request) -> list[Finding]:
    out = _reads_everything(req)
    limit = (req.options or {}).get("limit")
    if req.filter is not None and limit is not None:
        out.append(
            Finding(
                "warning",
                LIMIT_BEFORE_FILTER,
                "options.limit",
                f"Limit {limit} counts the items read, before the filter drops any: a page can hold fewer than {limit} "
                "items (even none) while more match further on. Read on with LastEvaluatedKey until it is absent, "
                "or narrow the key condition instead of filtering.",
            )
        )
    return out


def _reads_everything(req: Request) -> list[Finding]:
    select = (req.options or {}).get("select")
    if req.operation == "Scan":
        if select == "COUNT":
            loc, what = "options.select", "A Scan with Select COUNT still reads every item in the table"
        elif req.filter is not None:
            loc, what = (
                "filter",
                "A Scan reads every item in the table; the filter drops items only after they are read",
            )
        else:
            loc, what = "operation", "A Scan reads every item in the table"
        return [
            Finding(
                "warning",
                READS_EVERYTHING,
                loc,
                f"{what}, and every item read is billed (and slower as the table grows). To count, keep the count on "
                "a parent item and update it in the same TransactWriteItems that writes each child (the reference "
                "count pattern), then read it with one GetItem. To find items, Query a key or an index instead.",
            )
        ]
    if select == "COUNT":
        loc, what = (
            "options.select",
            "Select COUNT does not make the Query cheaper: every item the key condition matches is still read",
        )
    elif req.filter is not None:
        loc, what = (
            "filter",
            "The filter runs after the read: every item the key condition matches is read, including those the filter drops",
        )
    else:
        return []
    return [
        Finding(
            "warning",
            READS_EVERYTHING,
            loc,
            f"{what}, and billed. On a busy partition (a viral post's likes) that is thousands of read units to answer "
            '"how many?". Keep the count on the parent item, updated in the same transaction as each child write, '
            "and read it with one GetItem; or narrow the key condition (a sort key condition) so fewer items are read.",
        )
    ]


# --------------------------------------------------------------------------
# Labels for people
# --------------------------------------------------------------------------
_WORDS = {
    "actions": "action",
    "update": "update",
    "condition": "condition",
    "conditions": "condition",
    "filter": "filter",
    "key_condition": "key condition",
    "projection": "projection",
    "options": "options",
    "client_request_token": "ClientRequestToken",
    "operation": "operation",
    "table": "table",
    "key": "key",
    "item": "item",
    "value": "value",
    "select": "Select",
}


def location_label(location: str) -> str:
    """``actions[1].update[0].value`` -> ``action 2 › update 1 › value``
    (lists count from 1, as the page's rows do)."""
    if not location:
        return "request"
    parts = []
    for piece in re.findall(r"[^.\[\]]+|\[\d+\]", location):
        if piece.startswith("[") and parts:
            parts[-1] = f"{parts[-1]} {int(piece[1:-1]) + 1}"
        else:
            parts.append(_WORDS.get(piece, piece))
    return " › ".join(parts)


__all__ = [
    "WARNING_CODES",
    "Finding",
    "check_document",
    "check_loaded",
    "check_request",
    "check_state",
    "has_errors",
    "location_label",
    "repeated_key_findings",
    "repeated_keys_words",
]
