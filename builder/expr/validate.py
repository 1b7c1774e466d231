"""DynamoDB's checks of the request around its expressions, in DynamoDB's order.

Before DynamoDB reads a request's expressions it checks the request itself:
the table name, ReturnValues, legacy parameters beside expressions, placeholder
maps given without any expression, every AttributeValue of the Item or Key, the
key against the table's key schema, the placeholder maps (empty, their keys,
their values), and per operation a few more (Limit, Select,
ReturnValuesOnConditionCheckFailure...). Each operation checks them in its own
order, some of them only after the expressions (GetItem's Key, a Query's
ExclusiveStartKey); the orders here were measured one pair of defects at a time
against DynamoDB Local 3.3.0 (``tests/differential/wire.py``; docs/fidelity.md).

:func:`before_expressions` and :func:`after_expressions` give the first failing
check of each phase as :class:`~builder.expr.errors.Problem` (located in the
request, our words in ``message``, DynamoDB's in ``dynamodb``), or None. The
simulator and the checker run them around the parser; the key checks run only
when the table's key schema is known.

:func:`read_value` reads one AttributeValue as DynamoDB (Local) reads its JSON:
unknown type keys and ``null`` members are ignored, text is taken for a number
or a boolean where one is due (``{"BOOL": "true"}``, ``{"S": 5}``), and a value
with no type or two types is refused in DynamoDB's words. :func:`read_params`
reads the other parameters the same way (``ConsistentRead: "true"``,
``ReturnValues: ""``) and drops the parameters DynamoDB ignores (an unknown
one), so a pasted request means what it meant to DynamoDB.

Pure Python, no Django.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Any

from .crosscheck import cross_field_problems, deferred_to_the_run, request_fields
from .errors import ExprError, Problem, StateError, join_location, name_location
from .items import measured_size, sizes_bound
from .kept import KeptWithin
from .keys import TableSchemas
from .legacy import LEGACY, LEGACY_SETS, conditional_operator_message, mixed_legacy
from .limits import (
    MAX_ITEM_BYTES,
    MAX_SUBSTITUTION_BYTES,
    MSG_SUBSTITUTION_SIZE,
    TABLE_NAME_RULE,
    int_digits,
    is_table_name,
)
from .messages import (
    API_MEMBERS,
    KEY_INSIDE_WORDS,
    MSG_ITEM_SIZE,
    MSG_NULL_KEY,
    MSG_PUT_ITEM_NULL,
    enum_constraint_message,
    null_member_message,
    null_value_message,
)
from .request import ACTION_REQUIRED, ENUMS, OPTIONS, RETURN_VALUES, WRITE_ACTIONS, entry_kinds
from .values import MSG_NOT_A_NUMBER, SET_TYPES, TYPES, Value, check_levels, describe, is_json_number, json_bool

# --------------------------------------------------------------------------
# DynamoDB's words
# --------------------------------------------------------------------------
MSG_TABLE_NAME = (
    "Invalid table/index name.  Table/index names must be between 3 and 255 characters long, "
    "and may contain only the characters a-z, A-Z, 0-9, '_', '-', and '.'"
)
MSG_RETURN_VALUES = "Return values set to invalid value"
MSG_EMPTY_VALUE = "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes"
MSG_TWO_TYPES = (
    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"
)
MSG_NULL_FALSE = "One or more parameter values were invalid: Null attribute value types must have the value of true"
MSG_LIMIT = "Limit must be greater than or equal to 1"
MSG_SELECT = "Select must be ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, COUNT, or SPECIFIC_ATTRIBUTES"
MSG_NO_KEY_CONDITION = "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request."
MSG_NAMES_WITHOUT_EXPRESSION = "ExpressionAttributeNames can only be specified when using expressions"

# Each operation's expression parameters, in the order DynamoDB lists them in
# its messages, and its legacy (non-expression) parameters, likewise.
EXPRESSIONS = {
    "GetItem": ("ProjectionExpression",),
    "PutItem": ("ConditionExpression",),
    "UpdateItem": ("UpdateExpression", "ConditionExpression"),
    "DeleteItem": ("ConditionExpression",),
    "Query": ("ProjectionExpression", "FilterExpression", "KeyConditionExpression"),
    "Scan": ("ProjectionExpression", "FilterExpression"),
}
# the expressions ExpressionAttributeValues can serve (GetItem's cannot use any: DynamoDB ignores them there)
_VALUE_EXPRESSIONS = {
    "PutItem": ("ConditionExpression",),
    "UpdateItem": ("UpdateExpression", "ConditionExpression"),
    "DeleteItem": ("ConditionExpression",),
    "Query": ("FilterExpression", "KeyConditionExpression"),
    "Scan": ("FilterExpression",),
}
# Each operation's checks, in DynamoDB's order: before the expressions are read, and after.
BEFORE = {
    "PutItem": (
        "table",
        "enum:ReturnConsumedCapacity",
        "enum:ReturnItemCollectionMetrics",
        "return_values",
        "legacy",
        "maps_alone",
        "null:Item",
        "size",
        "values:Item",
        "key:Item",
        "conditional_operator",
        "rvoccf",
        "maps",
    ),
    "UpdateItem": (
        "table",
        "enum:ReturnConsumedCapacity",
        "enum:ReturnItemCollectionMetrics",
        "return_values",
        "legacy",
        "maps_alone",
        "null:Key",
        "values:Key",
        "key:Key",
        "conditional_operator",
        "maps",
    ),
    "DeleteItem": (
        "table",
        "enum:ReturnConsumedCapacity",
        "enum:ReturnItemCollectionMetrics",
        "return_values",
        "legacy",
        "maps_alone",
        "rvoccf",
        "null:Key",
        "values:Key",
        "key:Key",
        "conditional_operator",
        "maps",
    ),
    "GetItem": ("table", "enum:ReturnConsumedCapacity", "legacy", "maps_alone", "maps", "null:Key"),
    "Query": ("table", "enum:ReturnConsumedCapacity", "limit", "index", "legacy", "maps_alone", "maps"),
    "Scan": (
        "table",
        "enum:ReturnConsumedCapacity",
        "index",
        "legacy",
        "maps_alone",
        "conditional_operator",
        "limit",
        "maps",
    ),
    # a transaction's actions' placeholder maps are checked action by action, with
    # their expressions (reader.py); a key of another type is a cancellation reason
    "TransactWriteItems": ("enum:ReturnConsumedCapacity", "enum:ReturnItemCollectionMetrics", "tx_values"),
    "TransactGetItems": ("enum:ReturnConsumedCapacity",),
    "BatchWriteItem": ("enum:ReturnConsumedCapacity", "enum:ReturnItemCollectionMetrics"),
    "BatchGetItem": ("enum:ReturnConsumedCapacity",),
}
AFTER = {
    "TransactWriteItems": ("tx_update_values", "tx_keys"),
    "UpdateItem": ("rvoccf",),
    "GetItem": ("values:Key", "key:Key"),
    # a Query without a key condition: reported once its expressions are read (learnt from DynamoDB Local)
    "Query": ("key_condition", "conditional_operator", "values:ExclusiveStartKey", "key:ExclusiveStartKey", "select"),
    "Scan": ("values:ExclusiveStartKey", "key:ExclusiveStartKey", "select"),
}

_NAME_KEY = re.compile(r"#[A-Za-z0-9_]+\Z")
_VALUE_KEY = re.compile(r":[A-Za-z0-9_]+\Z")
MAX_PLACEHOLDER_LENGTH = 255


KEPT_TEXT_LENGTH = 256  # _is_name_key and _is_value_key keep texts this long at most (a placeholder: 255 at most)


# placeholders come again and again: a match costs thousands of instructions. One cache for each
# pattern, keyed by the text alone (a compiled pattern hashes its whole program each time it is a key)
@lru_cache(maxsize=2048)
def _is_name_key(text: str) -> bool:
    """Whether ``text`` (at most :data:`KEPT_TEXT_LENGTH` characters) is a name placeholder's syntax."""
    return _NAME_KEY.match(text) is not None


@lru_cache(maxsize=2048)
def _is_value_key(text: str) -> bool:
    """Whether ``text`` (at most :data:`KEPT_TEXT_LENGTH` characters) is a value placeholder's syntax."""
    return _VALUE_KEY.match(text) is not None


MAX_NAME_BYTES = 65535
SELECTS = ENUMS["select"]


# --------------------------------------------------------------------------
# Reading values and parameters as DynamoDB does
# --------------------------------------------------------------------------
def _text_of(x: Any):
    """A JSON scalar read where text is due (DynamoDB Local takes a number or a boolean as its text)."""
    if isinstance(x, str):
        return x
    if isinstance(x, bool):
        return "true" if x else "false"
    if is_json_number(x):
        return repr(x) if isinstance(x, float) else int_digits(x) if isinstance(x, int) else str(x)
    return x  # left for Value to refuse


def read_value(raw: Any) -> dict:
    """One AttributeValue as DynamoDB reads it -> DynamoDB JSON (not validated
    further: :meth:`Value.from_ddb` does that). Raises :class:`ExprError` with
    DynamoDB's words for a value with no type or with two, or nested deeper
    than DynamoDB allows (measured first, without recursion)."""
    return _read(raw, True)


def _read(raw: Any, whole: bool = False) -> dict:
    """A value read (``whole``: a whole attribute's, its levels measured
    before anything inside it is read; else a member of one)."""
    if raw.__class__ is dict and len(raw) == 1:  # the usual text of a string, number or binary, as below
        ((t, v),) = raw.items()
        if v.__class__ is str and (t == "S" or t == "B" or (t == "N" and v == v.strip())):
            return {t: v}  # one level: nothing for check_levels to refuse
    if whole:
        check_levels(raw, "ddb")
    if not isinstance(raw, dict):
        return raw  # Value refuses it (DynamoDB Local fails with InternalFailure)
    present = [(t, v) for t, v in raw.items() if t in TYPES and v is not None]
    if not present:
        raise ExprError('a DynamoDB value needs one type, like {"S": "x"}', dynamodb=MSG_EMPTY_VALUE)
    if len(present) > 1:
        types = ", ".join(t for t, _ in present)
        raise ExprError(f"a DynamoDB value has exactly one type, got {types}", dynamodb=MSG_TWO_TYPES)
    ((t, v),) = present
    if t in ("S", "N", "B"):
        v = _text_of(v)
    elif t in SET_TYPES and isinstance(v, list):
        v = [_text_of(m) for m in v]
    if t in ("N", "NS"):
        for m in v if t == "NS" and isinstance(v, list) else [v]:
            if isinstance(m, str) and m != m.strip():  # " 1" is no number to DynamoDB
                raise ExprError(f"number expected, got {describe(m)}", dynamodb=MSG_NOT_A_NUMBER)
    elif t == "BOOL":
        v = json_bool(v)
    elif t == "NULL":
        v = json_bool(v)
        if v is False:
            raise ExprError("NULL has no value other than true, got false", dynamodb=MSG_NULL_FALSE)
    elif t == "L" and isinstance(v, list):
        v = [_read_member(x, i) for i, x in enumerate(v)]
    elif t == "M" and isinstance(v, dict):
        v = {k: _read_member(x, k) for k, x in v.items()}
    return {t: v}


def _read_member(raw: Any, key: str | int) -> dict:
    """A list's (``key`` an index) or a map's member; located when it fails."""
    loc = key if isinstance(key, int) else name_location(key)
    if raw is None:  # DynamoDB names a map's member, not a list's
        raise ExprError(_NULL, join_location("", loc), null_value_message(key if isinstance(key, str) else None))
    try:
        return _read(raw)
    except ExprError as e:
        loc = key if isinstance(key, int) else name_location(key)
        raise ExprError(e.message, join_location(join_location("", loc), e.location), e.dynamodb) from None


_NULL = 'null is no DynamoDB value; write {"NULL": true} for a null'


def request_value(raw: Any) -> Value:
    """A request's typed AttributeValue, read (:func:`read_value`) and validated;
    within :func:`values_read_once`, each value once (a refused one each time)."""
    # read_value (_read of a whole value) measures how deeply it nests first, and gives nothing deeper than
    # raw: Value.from_ddb does not measure it again (tests/expr/test_read_once.py holds it to the general way)
    read = _READ.current()
    if read is None or not isinstance(raw, dict):
        return Value.from_ddb(_read(raw, True), levels_checked=True)
    by_id = read.by_id  # (Kept's get and put, without their calls: seven values a request)
    kept = by_id.get(id(raw))
    if kept is not None and kept[0] is raw:
        return kept[1]
    if len(raw) == 1:
        ((t, v),) = raw.items()
        if t == "S" and v.__class__ is str:  # text, the commonest value: Value.from_ddb's answer, without its calls
            value = Value({"S": v})
            by_id[id(raw)] = (raw, value)
            return value
        # _read's first answer, a copy of raw, without its call (Value.from_ddb keeps nothing of raw)
        plain = v.__class__ is str and (t == "B" or (t == "N" and v == v.strip()))
    else:
        plain = False
    value = Value.from_ddb(raw if plain else _read(raw, True), levels_checked=True)
    by_id[id(raw)] = (raw, value)
    return value


# each raw value's Value, while a request is read (values_read_once)
_READ = KeptWithin("values_read")


def values_read_current():
    """The Kept of the :func:`values_read_once` block running (None outside
    one): a caller that read a value's Value itself keeps it there for
    :func:`request_value` (``put(ddb, value)``)."""
    return _READ.current()


def values_read_once():
    """Within the block (``with values_read_once():``), :func:`request_value`
    reads each AttributeValue (the same object) once: the checks before the
    expressions and the request's reader read the same values. (A Value is
    immutable; the raw values must not change within the block.)"""
    return _READ.block()


def _int_of(x: Any):
    if isinstance(x, str) and re.fullmatch(r"[+-]?[0-9]+", x.strip()):
        return int(x)
    if isinstance(x, float) and x == x and abs(x) != float("inf"):
        return int(x)
    return x


_BOOL_PARAMETERS = ("ConsistentRead", "ScanIndexForward")
_INT_PARAMETERS = ("Limit", "Segment", "TotalSegments")


def read_params(params: dict, known: tuple) -> dict:
    """``params`` as DynamoDB reads them: parameters it does not know (not in
    ``known``) dropped, text taken for booleans and numbers
    (``ConsistentRead: "true"``, ``Limit: "2"``), an empty ``ReturnValues`` or
    ``Select`` dropped (DynamoDB answers as without them). Anything else is kept
    as written (a ReturnConsumedCapacity outside its enum too: AWS refuses it,
    :func:`_check_enum`)."""
    kept = _KNOWN_SETS.get(id(known))  # an operation's KNOWN_PARAMETERS (most calls): no tuple hashed
    if kept is None or kept[0] is not known:
        kept = _known(known)
    known = kept[1]
    # the known parameters in their order (most requests: all of them, copied in C), then the few of
    # them read specially, each looked up on its own (fewer look-ups than the parameters given: no set
    # made of them): a value replaced keeps its place, a parameter dropped leaves the others' order as
    # it was (tests/expr/test_read_shortcuts.py holds it to a walk of params)
    out = dict(params) if known.issuperset(params) else {k: v for k, v in params.items() if k in known}
    for k in kept[2]:
        if k not in out:
            continue
        v = out[k]
        if k in _BOOL_PARAMETERS:
            out[k] = json_bool(v)
        elif k in _INT_PARAMETERS:
            out[k] = _int_of(v)
        elif k in ("ReturnValues", "Select") and v == "":
            del out[k]
    return out


# the parameters read_params does more with than keep them (each branch of its chain)
_READ_SPECIALLY = _BOOL_PARAMETERS + _INT_PARAMETERS + ("ReturnValues", "Select")


@lru_cache(maxsize=64)  # the operations' tuples of known parameters: a bounded set
def _known(names: tuple) -> tuple:
    """(``names``, as a set, those of them read specially) for read_params."""
    return names, frozenset(names), tuple(k for k in _READ_SPECIALLY if k in names)


def unknown_parameters(params: dict, known: tuple) -> list[str]:
    """The parameters of ``params`` DynamoDB does not know (and ignores)."""
    return [k for k in params if k not in known]


# --------------------------------------------------------------------------
# The checks
# --------------------------------------------------------------------------
def before_expressions(operation: str, params: Any, schema=None, after_legacy: bool = False) -> Problem | None:
    """The first check DynamoDB makes before reading the expressions that
    ``params`` fails, or None. ``schema``: the table's
    :class:`~builder.expr.keys.KeySchema`, or None to skip the key checks.
    ``after_legacy``: from the legacy check on, for a caller that ran
    :func:`before_legacy` on the request (which it passed) and then wrote its
    legacy parameters as expressions, which leaves the parameters the checks
    before read as they were (:func:`~builder.expr.legacy.to_expressions`)."""
    steps = _FROM_LEGACY_STEPS if after_legacy else _BEFORE_STEPS
    return _run_plan(steps.get(operation, ()), operation, params, schema)


def maps_checked_before(operation: str) -> bool:
    """Whether :func:`before_expressions` checks ``operation``'s placeholder
    maps (:func:`map_problem`: each key's length and syntax, each name's size),
    and refuses maps no expression can use before that (``maps_alone``): a
    request that passed it has maps within those limits."""
    return operation in _MAPS_CHECKED


def before_legacy(operation: str, params: Any, schema=None) -> Problem | None:
    """The first check DynamoDB makes before it looks at the legacy parameters
    (the table's name, a Query's Limit, the index) that ``params`` fails, or
    None: :func:`before_expressions` up to its legacy check, for the caller
    that reads legacy parameters as expressions before anything else."""
    return _run_plan(_BEFORE_LEGACY_STEPS.get(operation, ()), operation, params, schema)


# what DynamoDB checks of an item or a key before it reads some legacy parameters
_ITEM_OR_KEY = frozenset({"null:Item", "size", "values:Item", "key:Item", "null:Key", "values:Key", "key:Key"})


def before_legacy_conditions(operation: str, params: Any, schema, location: str) -> Problem | None:
    """The first problem of the item or key that DynamoDB reports before a
    legacy parameter it cannot read (located at ``location``), or None: a
    PutItem's item comes before its ``Expected``, an UpdateItem's key before its
    ``AttributeUpdates``; an ``Expected`` of an UpdateItem or DeleteItem comes
    before the key (learnt from DynamoDB Local, ``min-order-legacy-*``)."""
    if operation == "PutItem" or (operation == "UpdateItem" and location.startswith("AttributeUpdates")):
        return _run(tuple(c for c in BEFORE[operation] if c in _ITEM_OR_KEY), operation, params, schema)
    return None


def after_expressions(operation: str, params: Any, schema=None) -> list[Problem]:
    """The problems of the checks DynamoDB makes after reading the expressions
    (and reporting unused placeholders), one per failing check, in DynamoDB's
    order (the rules across fields, :mod:`.crosscheck`, interleave with them)."""
    if not isinstance(params, dict):
        return []
    out = []
    for check, arg, whole, needs in _AFTER_STEPS.get(operation, ()):  # each check's problem (as _run_plan runs it)
        if needs is not None and needs not in params:
            continue
        problem = check(operation, params, schema, arg) if whole else check(operation, params)
        if problem is not None:
            out.append(problem)
    return out


def _run(checks: tuple, operation: str, params: Any, schema) -> Problem | None:
    return _run_plan(_steps(checks), operation, params, schema)


def _run_plan(steps: tuple, operation: str, params: Any, schema) -> Problem | None:
    """The first problem of the checks of ``steps`` (:func:`_steps`'s), or None."""
    if not isinstance(params, dict):
        return None
    for check, arg, whole, needs in steps:
        if needs is not None and needs not in params:  # the parameter it looks at is not given
            continue
        # (a rule of the operation and the parameters alone is called as it is, without a wrapper: issue 13)
        problem = check(operation, params, schema, arg) if whole else check(operation, params)
        if problem is not None:
            return problem
    return None


@cache  # tuples of the module's own check names (BEFORE's, AFTER's, parts of them): a bounded set
def _plan(checks: tuple) -> tuple:
    """Each of ``checks`` (``"name:arg"``) as its function (:data:`_CHECKS`),
    its argument, and whether the function takes the operation, the
    parameters, the schema and the argument (else the first two alone:
    :data:`_RULES`)."""
    out = []
    for check in checks:
        name, _, arg = check.partition(":")
        fn = _CHECKS[name]
        out.append((fn, arg, fn not in _RULES))
    return tuple(out)


@cache  # likewise
def _steps(checks: tuple) -> tuple:
    """:func:`_plan`'s of ``checks``, each with the parameter it needs
    (:data:`_NEEDS`, or None): the check is skipped when the request does not
    give it."""
    return tuple((*step, _NEEDS.get(check)) for step, check in zip(_plan(checks), checks))


def _present(params: dict, name: str) -> bool:
    return params.get(name) is not None


# any() over a generator it leaves early costs a GeneratorExit thrown into the generator: this loops instead
def _any_true(test, xs) -> bool:
    """``any(test(x) for x in xs)``."""
    for x in xs:  # noqa: SIM110
        if test(x):
            return True
    return False


def _check_table(op, params, schema, arg) -> Problem | None:
    name = params.get("TableName")
    if isinstance(name, str) and not is_table_name(name):
        return Problem(
            "TableName",
            f"table names are {TABLE_NAME_RULE} (got {describe(name)})",
            MSG_TABLE_NAME,
        )
    return None


def _check_return_values(op, params, schema, arg) -> Problem | None:
    rv = params.get("ReturnValues")
    if rv is None or rv == "" or rv in RETURN_VALUES[op]:
        return None
    return Problem(
        "ReturnValues",
        f"ReturnValues must be one of {', '.join(RETURN_VALUES[op])} for {op}, got {describe(rv)}",
        MSG_RETURN_VALUES,
    )


# the members AWS's request validation holds to an enum that DynamoDB Local reads leniently, in AWS's order
_AWS_ENUMS = {
    OPTIONS[option][0]: (ENUMS[option], OPTIONS[option][1])  # API name: (its values, the operations that take it)
    for option in ("return_consumed_capacity", "return_item_collection_metrics")
}


def _check_enum(op, params, schema, arg) -> Problem | None:
    """``arg`` (ReturnConsumedCapacity or ReturnItemCollectionMetrics) outside
    its enum: AWS refuses the request, naming every such member of the
    operation in one message (:func:`~.messages.enum_constraint_message`);
    DynamoDB Local reads an unknown ReturnConsumedCapacity as INDEXES, one in
    lower case as its value, and ignores an unknown ReturnItemCollectionMetrics
    (docs/dynamodb-local-vs-aws.md, entry 19). The plans check the first such
    member first, so the later ones are said with it."""
    v = params.get(arg)
    allowed = _AWS_ENUMS[arg][0]
    if v is None or v in allowed:
        return None
    violations = [
        (name, params[name], choices)
        for name, (choices, ops) in _AWS_ENUMS.items()
        if op in ops and params.get(name) is not None and params[name] not in choices
    ]
    return Problem(
        arg,
        f"{arg} must be one of {', '.join(allowed)}, got {describe(v)} (AWS refuses any other value, "
        "in any other case too)",
        enum_constraint_message(violations),
    )


def _check_rvoccf(op, params, schema, arg) -> Problem | None:
    v = params.get("ReturnValuesOnConditionCheckFailure")
    choices = ENUMS["return_values_on_condition_check_failure"]
    if v is None or v in choices:
        return None
    return Problem(
        "ReturnValuesOnConditionCheckFailure",
        f"ReturnValuesOnConditionCheckFailure must be one of {', '.join(choices)}, got {describe(v)}",
        f"1 validation error detected: Value '{_text_of(v)}' at 'returnValuesOnConditionCheckFailure' failed to satisfy "
        f"constraint: Member must satisfy enum value set: [{', '.join(sorted(choices))}]",
    )


def legacy_problem(op: str, params: dict, base: str = "") -> Problem | None:
    """A legacy parameter beside an expression (DynamoDB refuses the mix: :func:`~.legacy.mixed_legacy`)."""
    if params.__class__ is dict and LEGACY_SETS.get(op, _NO_NAMES).isdisjoint(params):
        return None  # most requests: mixed_legacy's first answer, without its call
    legacy, mixed = mixed_legacy(op, params)
    if not legacy:  # most requests
        return None
    expressions = [k for k in EXPRESSIONS.get(op, ()) if k in mixed]  # in the order DynamoDB lists them
    if not (legacy and expressions):
        return None
    return Problem(
        join_location(base, legacy[0]),
        f"{', '.join(legacy)} (legacy) cannot be used beside {', '.join(expressions)}; write it as an expression",
        "Can not use both expression and non-expression parameters in the same request: "
        f"Non-expression parameters: {{{', '.join(legacy)}}} Expression parameters: {{{', '.join(expressions)}}}",
    )


_NO_NAMES: frozenset = frozenset()


def maps_alone_problem(op: str, params: dict, base: str = "") -> Problem | None:
    """Placeholder maps given (not empty) when the request has no expression that could use them."""
    if params.get("ExpressionAttributeNames"):
        for name in EXPRESSIONS.get(op, ()):  # an expression to use them (loops: a call each costs more)
            if params.get(name) is not None:
                break
        else:
            return Problem(
                join_location(base, "ExpressionAttributeNames"),
                "ExpressionAttributeNames are given, but there is no expression to use them",
                MSG_NAMES_WITHOUT_EXPRESSION,
            )
    served = _VALUE_EXPRESSIONS.get(op)
    if not served or not params.get("ExpressionAttributeValues"):
        return None
    # an expression the values can serve (a Scan's empty FilterExpression serves none: "FilterExpression
    # is null", learnt from DynamoDB Local)
    scan = op == "Scan"
    for name in served:
        given = params.get(name)
        if given if scan else given is not None:
            return None
    missing = [k for k in EXPRESSIONS[op] if k in served]
    if op == "UpdateItem" and base.startswith("TransactItems["):  # a transaction's Update: its own words
        number = int(base.split("[")[1].split("]")[0]) + 1
        return Problem(
            join_location(base, "UpdateExpression"),
            "ExpressionAttributeValues are given, but there is no UpdateExpression or ConditionExpression to use them",
            null_member_message(number, "Update", "updateExpression"),
        )
    words = f"{missing[0]} is null" if len(missing) == 1 else f"{' and '.join(missing)} are null"
    return Problem(
        join_location(base, "ExpressionAttributeValues"),
        f"ExpressionAttributeValues are given, but there is no {' or '.join(missing)} to use them",
        f"ExpressionAttributeValues can only be specified when using expressions: {words}",
    )


def _check_key_condition(op, params, schema, arg) -> Problem | None:
    if _present(params, "KeyConditionExpression"):
        return None
    if params.get("KeyConditions") == {}:  # read as the key condition, of no condition (learnt from DynamoDB Local)
        return Problem(
            "KeyConditions",
            "KeyConditions is empty: a Query needs a key condition",
            "Conditions must be at least length 1",
        )
    if _present(params, "KeyConditions"):
        return None
    return Problem("KeyConditionExpression", "a Query needs a KeyConditionExpression", MSG_NO_KEY_CONDITION)


def conditional_operator_problem(op: str, params: Any, base: str = "") -> Problem | None:
    """A ConditionalOperator with no legacy filter (QueryFilter, ScanFilter,
    Expected) of two or more conditions to join (:func:`~.legacy.conditional_operator_message`)."""
    if params.__class__ is dict and params.get("ConditionalOperator") is None:
        return None  # (most requests: conditional_operator_message's first answer, without its call)
    words = conditional_operator_message(op, params)
    if words is None:
        return None
    return Problem(
        join_location(base, "ConditionalOperator"),
        "ConditionalOperator joins the conditions of a legacy QueryFilter, ScanFilter or Expected, "
        "and needs two or more of them",
        words,
    )


def attribute_value_problem(attrs: Any, loc: str) -> Problem | None:
    """The first AttributeValue of an Item or Key (in order) that DynamoDB refuses."""
    if not isinstance(attrs, dict):
        return None
    failed = _values_read(attrs)
    if failed is None:
        return None
    name, e = failed
    if e is None:
        return Problem(join_location(loc, name_location(name)), _NULL, null_value_message(name))
    return Problem(join_location(join_location(loc, name_location(name)), e.location), e.message, e.dynamodb)


def _values_read(values: dict):
    """:func:`request_value` of each value of ``values`` in order, until one
    fails: (its key, None) for a null, (its key, the ExprError) for one
    refused, or None when each was read. A value already read, and text (the
    commonest value), are request_value's own first answers, without its call
    (tests/expr/test_check_needs.py holds it to request_value's)."""
    read = _READ.current()
    by_id = read.by_id if read is not None else {}  # (outside a block: each value read once in this call)
    for key, raw in values.items():
        if raw.__class__ is dict:
            ident = id(raw)
            kept = by_id.get(ident)
            if kept is not None and kept[0] is raw:
                continue
            try:
                ((t, v),) = raw.items()
            except ValueError:  # no type, or two: request_value's words for it
                t = None
            if t == "S" and v.__class__ is str:
                by_id[ident] = (raw, Value({"S": v}))
                continue
        elif raw is None:
            return key, None
        try:
            request_value(raw)
        except ExprError as e:
            return key, e
    return None


def _check_values(op, params, schema, field) -> Problem | None:
    return attribute_value_problem(params.get(field), field)


def _check_null(op, params, schema, field) -> Problem | None:
    """A PutItem without an Item, a GetItem, UpdateItem or DeleteItem without a
    Key (absent or null), in DynamoDB's words (learnt from DynamoDB Local)."""
    if params.get(field) is not None:
        return None
    if field == "Item":
        return Problem(field, f"{op} needs an item", MSG_PUT_ITEM_NULL)
    return Problem(field, f"{op} needs a key", MSG_NULL_KEY)


def _check_size(op, params, schema, arg) -> Problem | None:
    """An Item over 400 KB, measured before its values are checked when it can be
    measured (a value that is no number or no base64, an empty set: the value's
    problem comes first; a number out of DynamoDB's range is measured all the same)."""
    item = params.get("Item")
    if not isinstance(item, dict):
        return None
    bound = sizes_bound(item)
    if bound is not None and bound <= MAX_ITEM_BYTES:  # within the limit, whatever it holds: nothing measured
        return None
    for v in item.values():
        if isinstance(v, dict) and _any_true(lambda tm: tm[0] in SET_TYPES and tm[1] == [], v.items()):
            return None
    size = measured_size(item)
    if size is not None and size > MAX_ITEM_BYTES:
        return Problem("Item", f"the item is {size} bytes; DynamoDB's limit is {MAX_ITEM_BYTES}", MSG_ITEM_SIZE)
    return None


_KEY_KINDS = {"Item": "item", "ExclusiveStartKey": "start"}  # key_problems' kind of each field (else "key")


def key_problems(schema, attrs: Any, field: str, base: str = "", where: str = "") -> list:
    """A Key's (``field`` "Key") or an Item's problems against ``schema``, with
    DynamoDB's words (values read as DynamoDB reads them)."""
    if schema is None or not isinstance(attrs, dict):
        return []
    if attrs.__class__ is dict and schema.plainly_fits(attrs, _KEY_KINDS.get(field, "key")):
        return []  # (most keys and items: what _read gives of a key attribute is as sent, and fits)
    key_names = schema.key_names  # only the key attributes' values are looked at: the others are left as sent
    read = {}
    for name, raw in attrs.items():
        if name not in key_names:
            read[name] = raw
            continue
        try:
            read[name] = _read(raw, True)  # (read_value, without its call)
        except ExprError:
            read[name] = raw
    kind = _KEY_KINDS.get(field, "key")
    return schema.attribute_problems(read, where or field, join_location(base, field), kind)


def _check_key(op, params, schema, field) -> Problem | None:
    attrs = params.get(field)
    if attrs.__class__ is dict and schema is not None and schema.plainly_fits(attrs, _KEY_KINDS.get(field, "key")):
        return None  # (most keys and items: key_problems' own first answer, without its call)
    if field == "ExclusiveStartKey" and schema is not None and params.get("IndexName") is not None:
        index_name = params["IndexName"]
        if index_name.__class__ is str and schema.index(index_name) is not None:
            return None  # an index's start key holds the index's key too: read with the index (simulate._IndexView)
    problems = key_problems(schema, attrs, field)
    return problems[0] if problems else None


def _keys_plain(keys: dict, is_key) -> bool:
    """Whether a placeholder map has keys and every one is short text that
    ``is_key`` takes: nothing :func:`_map_key_problem` would report. A loop:
    max() and all() over map() cost more for a map's few keys."""
    if not keys:
        return False
    for token in keys:
        if token.__class__ is not str or len(token) > MAX_PLACEHOLDER_LENGTH or not is_key(token):
            return False
    return True


def map_problem(op: str, params: dict, base: str = "") -> Problem | None:
    """ExpressionAttributeNames and ExpressionAttributeValues as DynamoDB checks
    them when an expression is given: each map not empty, then each key's
    length and syntax (names, then values), then each value (values, then names)."""
    for name in EXPRESSIONS.get(op, ()):  # an expression given (a loop: a call costs more)
        if params.get(name) is not None:
            break
    else:
        return None
    names = params.get("ExpressionAttributeNames")
    if not isinstance(names, dict):
        names = None
    values = params.get("ExpressionAttributeValues") if op != "GetItem" else None
    if not isinstance(values, dict):
        values = None
    # each map's keys, the names' first: every key short text and a placeholder (most maps), or the walk over
    # them (an empty map: the walk's first answer)
    if names is not None and not _keys_plain(names, _is_name_key):
        problem = _map_key_problem("ExpressionAttributeNames", names, _is_name_key, base)
        if problem is not None:
            return problem
    if values is not None and not _keys_plain(values, _is_value_key):
        problem = _map_key_problem("ExpressionAttributeValues", values, _is_value_key, base)
        if problem is not None:
            return problem
    failed = _values_read(values) if values is not None else None
    if failed is not None:
        token, e = failed
        if e is None:
            return Problem(
                _where(base, "ExpressionAttributeValues", token),
                f"{token} has no value",
                "ExpressionAttributeValues contains invalid value: The supplied Item contains a null "
                f"AttributeValue for key {token}",
            )
        words = (
            f"ExpressionAttributeValues contains invalid value: {e.dynamodb} for key {token}" if e.dynamodb else None
        )
        where = _where(base, "ExpressionAttributeValues", token)
        return Problem(join_location(where, e.location), e.message, words)
    if names is not None:
        for token, name in names.items():
            if name.__class__ is str and name and len(name) <= _SURELY_SHORT_NAME:  # (most: nothing below fails)
                continue
            problem = _name_problem(token, name, base)
            if problem is not None:
                return problem
    if not values:
        return None
    total = sizes_bound(values)  # within the limit: nothing measured
    if total is None or total > MAX_SUBSTITUTION_BYTES:
        total = 0
        for token, raw in values.items():
            total += len(token.encode("utf-8", "surrogatepass")) + (measured_size({"": raw}) or 0)
    if total > MAX_SUBSTITUTION_BYTES:
        return Problem(
            join_location(base, "ExpressionAttributeValues"),
            f"the values and their placeholders add up to {total:,} bytes; DynamoDB's limit is 2 MB "
            f"({MAX_SUBSTITUTION_BYTES:,} bytes)",
            MSG_SUBSTITUTION_SIZE,
        )
    return None


# a name of at most this many characters is within MAX_NAME_BYTES (a character is at most 4 bytes of UTF-8)
_SURELY_SHORT_NAME = MAX_NAME_BYTES // 4


def _where(base: str, field: str, token: str) -> str:
    return join_location(join_location(base, field), name_location(token))


def _map_key_problem(field: str, m: dict, is_key, base: str) -> Problem | None:
    """The map (``field``) empty, or its first key that is empty, too long or
    no placeholder, or None."""
    if not m:
        return Problem(join_location(base, field), f"{field} must not be empty", f"{field} must not be empty")
    for token in m:
        if token == "":
            return Problem(
                _where(base, field, token),
                "a placeholder cannot be empty",
                f"{field} contains invalid key: The expression attribute map contains an empty key;",
            )
        if len(token) > MAX_PLACEHOLDER_LENGTH:
            size = f" size of key: {len(token)}" if field == "ExpressionAttributeNames" else ""
            return Problem(
                _where(base, field, token),
                f"placeholders are at most {MAX_PLACEHOLDER_LENGTH} characters, got {len(token)}",
                f"{field} contains invalid key: The expression attribute map contains a key that is too long;{size}",
            )
        if not is_key(token):
            sign = "#" if field == "ExpressionAttributeNames" else ":"
            return Problem(
                _where(base, field, token),
                f"{describe(token)} is not a placeholder: {sign} then letters, digits or _",
                f'{field} contains invalid key: Syntax error; key: "{token}"',
            )
    return None


def _name_problem(token: str, name: Any, base: str) -> Problem | None:
    """What DynamoDB refuses in the name a placeholder stands for (``name``), or None."""
    if name is None:
        return Problem(
            _where(base, "ExpressionAttributeNames", token),
            f"{token} stands for no name",
            f"ExpressionAttributeNames contains invalid value: null for key {token}",
        )
    if name.__class__ is not str:  # (text, the common name, is _text_of's own first answer)
        name = _text_of(name)
    if name == "":
        return Problem(
            _where(base, "ExpressionAttributeNames", token),
            f"{token} stands for an empty attribute name",
            f"ExpressionAttributeNames contains invalid value: Empty attribute name for key {token}",
        )
    if isinstance(name, str) and len(name.encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES:
        return Problem(
            _where(base, "ExpressionAttributeNames", token),
            f"attribute names are at most {MAX_NAME_BYTES} bytes",
            "ExpressionAttributeNames contains invalid value: Attribute name is too large, must be less than "
            f"65536 bytes for key {token}",
        )
    return None


def _check_limit(op, params, schema, arg) -> Problem | None:
    limit = _int_of(params.get("Limit"))
    if is_json_number(limit) and limit < 1:
        return Problem("Limit", f"Limit must be at least 1, got {limit}", MSG_LIMIT)
    return None


def _check_index(op, params, schema, arg) -> Problem | None:
    """An index the table does not have, when its description lists them:
    DynamoDB looks for it right after the table, before reading anything
    else of the request (learnt from DynamoDB Local)."""
    name = params.get("IndexName")
    if schema is None or not isinstance(name, str):
        return None
    table = params.get("TableName")
    return schema.missing_index(name, table if isinstance(table, str) else "", "IndexName")


def _check_select(op, params, schema, arg) -> Problem | None:
    select = params.get("Select")
    if select is None or select == "":
        return None
    if select not in SELECTS:
        return Problem("Select", f"Select must be one of {', '.join(SELECTS)}, got {describe(select)}", MSG_SELECT)
    projection = _present(params, "ProjectionExpression") or _present(params, "AttributesToGet")
    if select == "SPECIFIC_ATTRIBUTES" and not projection:
        return Problem(
            "Select",
            "SPECIFIC_ATTRIBUTES needs a projection naming the attributes",
            "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES",
        )
    if select != "SPECIFIC_ATTRIBUTES" and _present(params, "ProjectionExpression"):  # before the index (dx133)
        what = "only the Count" if select == "COUNT" else select
        return Problem(
            "Select",
            f"{select} cannot be combined with a projection; use SPECIFIC_ATTRIBUTES or remove the projection",
            f"Cannot specify the ProjectionExpression when choosing to get {what}",
        )
    if select == "ALL_PROJECTED_ATTRIBUTES" and not _present(params, "IndexName"):
        return Problem(
            "Select",
            "ALL_PROJECTED_ATTRIBUTES applies only when querying or scanning an index (set IndexName)",
            "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName",
        )
    return None


def _actions(params: dict):
    """(index, kind, body) of each well-formed TransactWriteItems entry: its
    one action (DynamoDB ignores a member it does not know: entry_kinds)."""
    items = params.get("TransactItems")
    for i, entry in enumerate(items if isinstance(items, list) else ()):
        if isinstance(entry, dict):
            if len(entry) == 1:  # the common entry, without entry_kinds' call
                ((kind, body),) = entry.items()
                if kind not in WRITE_ACTIONS:
                    continue
            else:
                kinds = entry_kinds(entry, WRITE_ACTIONS)
                if len(kinds) != 1:
                    continue
                kind = kinds[0]
                body = entry[kind]
            if isinstance(body, dict):
                yield i, kind, body


def _check_tx_values(op, params, schema, arg) -> Problem | None:
    """Every AttributeValue of every action's Item and Key, before anything else."""
    for i, kind, body in _actions(params):
        for field in ("Item", "Key"):
            problem = attribute_value_problem(body.get(field), f"TransactItems[{i}].{kind}.{field}")
            if problem is not None:
                return problem
    return None


def _check_tx_keys(op, params, schema, arg) -> Problem | None:
    """Each action's key against the table, after the expressions: the number of
    attributes, a missing one, one that is no scalar, an empty one. (A key
    attribute of another type, or too long, is the action's cancellation
    reason instead: extenddb's xdb087.)"""
    from .messages import TRANSACT_WRITE_KEY_CANCELS

    tables = schema if schema.__class__ is TableSchemas else None  # tables of their own key schemas
    for i, kind, body in _actions(params):
        field = "Item" if kind == "Put" else "Key"
        attrs = body.get(field)
        if tables is not None:
            schema = tables.for_table(body.get("TableName"))
        if attrs.__class__ is dict and schema is not None and schema.plainly_fits(attrs, _KEY_KINDS.get(field, "key")):
            continue  # (most actions: key_problems' own first answer, without its call and its location's text)
        for p in key_problems(schema, attrs, field, f"TransactItems[{i}].{kind}"):
            if p.dynamodb not in TRANSACT_WRITE_KEY_CANCELS:
                return p
    return None


def _check_tx_update_values(op, params, schema, arg) -> Problem | None:
    """An Update with ExpressionAttributeValues but neither an UpdateExpression
    nor a ConditionExpression: DynamoDB reports the UpdateExpression missing
    once every action's expressions are read, before the members the actions
    lack and their keys (other maps without an expression it meets when it
    runs the action: :func:`transaction_maps_alone`). Action by action: a
    member missing before it (the table name, an earlier action's) comes first."""
    for i, kind, body in _actions(params):
        if body.get("TableName") is None:
            return None  # the loader's: DynamoDB reports the table name missing first
        if kind == "Update":
            problem = maps_alone_problem("UpdateItem", body, f"TransactItems[{i}].Update")
            if problem is not None and problem.location.endswith(".UpdateExpression"):
                return problem
        for name in ACTION_REQUIRED.get(kind, ()):  # (a loop: no list, no function made for each action)
            if body.get(API_MEMBERS[name]) is None:
                return None  # the loader's, in the order of the actions
    return None


TRANSACTION_OPERATIONS = {
    "Put": "PutItem",
    "Update": "UpdateItem",
    "Delete": "DeleteItem",
    "ConditionCheck": "DeleteItem",
}


def action_problem(kind: str, body: dict, base: str) -> Problem | None:
    """The checks of one TransactWriteItems action made before its expressions
    are read: the table name, the placeholder maps. (A member it lacks, a
    ConditionCheck's condition among them, DynamoDB reports after every
    action's expressions: the loader's, :func:`~builder.expr.messages.null_member_message`.)"""
    op = TRANSACTION_OPERATIONS.get(kind)
    if op is None:
        return None
    problem = _check_table(op, body, None, "")
    if problem is not None:
        return Problem(join_location(base, problem.location), problem.message, problem.dynamodb)
    return map_problem(op, body, base)


def transaction_maps_alone(params: Any) -> list:
    """(action index, problem) for each TransactWriteItems action whose
    placeholder maps have no expression to serve: DynamoDB reports it when it
    comes to that action, after the earlier actions' item errors."""
    if not isinstance(params, dict):
        return []
    out = []
    for i, kind, body in _actions(params):
        op = TRANSACTION_OPERATIONS.get(kind)
        problem = maps_alone_problem(op, body, f"TransactItems[{i}].{kind}") if op else None
        if problem is not None:
            out.append((i, problem))
    return out


_CHECKS = {
    "table": _check_table,
    "return_values": _check_return_values,
    "rvoccf": _check_rvoccf,
    "enum": _check_enum,
    "legacy": legacy_problem,
    "maps_alone": maps_alone_problem,
    "key_condition": _check_key_condition,
    "conditional_operator": conditional_operator_problem,
    "values": _check_values,
    "null": _check_null,
    "size": _check_size,
    "key": _check_key,
    "maps": map_problem,
    "limit": _check_limit,
    "index": _check_index,
    "select": _check_select,
    "tx_values": _check_tx_values,
    "tx_keys": _check_tx_keys,
    "tx_update_values": _check_tx_update_values,
}
# the checks of _CHECKS that are rules of the operation and the parameters alone (``rule(op, params)``,
# located in the request as sent), run so by _run; the others take (op, params, schema, arg)
_RULES = frozenset((legacy_problem, maps_alone_problem, conditional_operator_problem, map_problem))

# The checks that find nothing in a request without this parameter (not even as null), and that most
# requests go without, so that a look-up of the name in the request costs less than the check's call
# (tests/expr/test_check_needs.py holds each check to it). A check not listed is run on every request.
_NEEDS = {
    "return_values": "ReturnValues",
    "rvoccf": "ReturnValuesOnConditionCheckFailure",
    "enum:ReturnConsumedCapacity": "ReturnConsumedCapacity",
    "enum:ReturnItemCollectionMetrics": "ReturnItemCollectionMetrics",
    "conditional_operator": "ConditionalOperator",
    "limit": "Limit",
    "index": "IndexName",
    "select": "Select",
    "values:ExclusiveStartKey": "ExclusiveStartKey",
    "key:ExclusiveStartKey": "ExclusiveStartKey",
}

# each operation's plans (_steps'), made once: before the expressions, from the legacy check on (all of
# them when there is none), before the legacy check (none when there is none), after the expressions
_BEFORE_STEPS = {op: _steps(checks) for op, checks in BEFORE.items()}
_FROM_LEGACY_STEPS = {
    op: _steps(checks[checks.index("legacy") :] if "legacy" in checks else checks) for op, checks in BEFORE.items()
}
_BEFORE_LEGACY_STEPS = {
    op: _steps(checks[: checks.index("legacy")] if "legacy" in checks else ()) for op, checks in BEFORE.items()
}
_AFTER_STEPS = {op: _steps(checks) for op, checks in AFTER.items()}
# the operations whose placeholder maps before_expressions checks, and refuses alone (maps_checked_before)
_MAPS_CHECKED = frozenset(op for op, checks in BEFORE.items() if "maps" in checks and "maps_alone" in checks)

# every parameter each operation takes (others DynamoDB ignores)
KNOWN_PARAMETERS = {
    op: ("TableName", "ExpressionAttributeNames", "ExpressionAttributeValues")
    + EXPRESSIONS[op]
    + LEGACY[op]
    + {"GetItem": ("Key",), "PutItem": ("Item",), "UpdateItem": ("Key",), "DeleteItem": ("Key",)}.get(op, ())
    + tuple(api for name, (api, ops) in OPTIONS.items() if op in ops)
    for op in EXPRESSIONS
}
# each operation's known parameters as a set, and those read specially, found by the tuple's identity (read_params)
_KNOWN_SETS = {id(names): (names, *_known(names)[1:]) for names in KNOWN_PARAMETERS.values()}


# --------------------------------------------------------------------------
# After the expressions: these checks and the rules across fields, in order
# --------------------------------------------------------------------------
# DynamoDB's order of the checks after the expressions, per operation (measured
# against DynamoDB Local); 5: anything else the loader finds.
_AFTER_ORDER = {
    "UpdateItem": {"inside-key": 0, "ReturnValuesOnConditionCheckFailure": 1},
    "GetItem": {"inside-key": 0, "Key": 1},
    "Query": {
        "KeyConditionExpression": 0,
        "KeyConditions": 0,
        "key_condition": 0,
        "ConditionalOperator": 0,
        "ExclusiveStartKey": 1,
        "inside-key": 2,
        "filter": 3,
        "Select": 4,
    },
    "Scan": {"ExclusiveStartKey": 1, "Select": 4, "inside-key": 6},  # a Scan looks inside a key last
}


def _after_kind(p: Problem) -> str:
    if p.dynamodb and p.dynamodb.startswith(KEY_INSIDE_WORDS):
        return "inside-key"
    return p.location.split(".")[0].split("[")[0]


def after_load(operation: str, params: Any, schema, state: dict, load_state):
    """(the first problem DynamoDB reports after reading the expressions, the
    loaded Request or None): :func:`after_expressions`, the state's loader and
    the rules across fields (:mod:`.crosscheck`), and a Query's key condition
    against ``schema``, in DynamoDB's order. An update of a key attribute
    (UpdateItem) is left out: DynamoDB reports it once the condition held.
    ``load_state`` is :func:`builder.expr.state.load_state`, passed in by the
    caller (this module sits below the state's loader, which reads expressions)."""
    after = after_expressions(operation, params, schema)
    tables = None  # table name -> its key names, for a request on tables of their own key schemas
    table_key_types = None
    index_key_names: tuple | dict = ()  # the secondary indexes' key attributes (by table name, with tables)
    if schema.__class__ is TableSchemas:
        tables = {name: s._names_and_pairs[0] for name, s in schema.by_name.items()}
        table_key_types = {name: s._types for name, s in schema.by_name.items()}
        index_key_names = {name: s.index_key_names for name, s in schema.by_name.items() if s.indexes}
        index_key_names[None] = schema.default.index_key_names  # (any other table the request names)
        schema = schema.default
    elif schema is not None and schema.indexes:
        index_key_names = schema.index_key_names
    # a key value's type before its emptiness: the schema's own dict (the loader reads it, never changes it),
    # without the copy :attr:`KeySchema.types` makes for each caller
    key_types = schema._types if schema is not None else None
    try:
        req = load_state(
            state,
            cross_checks=False,
            rendered_sizes=False,
            text_checked=True,
            key_types=key_types,
            table_key_types=table_key_types,
        )
    except StateError as e:
        if not after:
            return e.problems[0], None
        req = None
        # the rules across fields, when only the options failed (ordered below): without the options, but
        # with the index a Query reads (a Select DynamoDB refuses checked its key condition against the
        # table's key: "missed key schema element" came first, fuzz seed 50701)
        without = {k: v for k, v in state.items() if k != "options"}
        options = state.get("options")
        index_name = options.get("index_name") if options.__class__ is dict else None
        for retry in ([{**without, "options": {"index_name": index_name}}] if index_name is not None else []) + [
            without
        ]:
            try:
                req = load_state(
                    retry,
                    cross_checks=False,
                    rendered_sizes=False,
                    text_checked=True,
                    key_types=key_types,
                    table_key_types=table_key_types,
                )
                break
            except StateError:
                pass
    deferred = operation in ("UpdateItem", "TransactWriteItems")
    cross: list = []
    if req is not None:
        table_keys = ()  # for a Query or Scan (on the table, not an index) and a Put's condition
        if schema is not None and (
            operation in ("PutItem", "TransactWriteItems")
            or (operation in ("Query", "Scan") and not req.options.get("index_name"))
        ):
            table_keys = schema._names_and_pairs[0]  # (the key's names as a tuple, made once: no list and tuple)
        key_order = schema._names_and_pairs[0] if schema is not None else ()  # (the schema's order: hash first)
        index_keys = ()  # a Query of an index the table lists: the index's key attributes
        if operation == "Query" and schema is not None and req.options.get("index_name") is not None:
            index = schema.index(req.options["index_name"])
            index_keys = tuple(k.name for k in index.key) if index is not None else ()
        cross = cross_field_problems(request_fields(req), table_keys, key_order, tables, index_keys, index_key_names)
        if cross and deferred:  # (most requests break no rule across fields: no list made again)
            cross = [p for p in cross if not deferred_to_the_run(p.message)]
        if operation == "Query" and schema is not None and req.key_condition is not None:
            index_name = req.options.get("index_name")  # (an index the table does not list: read as the table)
            index = schema.index(index_name) if index_name is not None else None
            cross = schema.key_condition_problems(req.key_condition, table=req.table or "", index=index)[:1] + cross
    if not after and not cross:  # most requests: no problem to order
        return None, req
    order = _AFTER_ORDER.get(operation, {})
    found = sorted(enumerate(after + cross), key=lambda ip: (order.get(_after_kind(ip[1]), 5), ip[0]))
    return (found[0][1] if found else None), req
