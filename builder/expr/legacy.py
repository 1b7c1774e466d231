"""Legacy conditional parameters, read as the expressions they stand for.

Before expressions, DynamoDB took conditions, filters, key conditions,
projections and updates as structures (``Expected``, ``QueryFilter``,
``ScanFilter``, ``KeyConditions``, ``AttributesToGet``, ``AttributeUpdates``,
with ``ConditionalOperator``). It still accepts them, alone: beside an
expression parameter it refuses the mix (validate.py). :func:`to_expressions`
rewrites a request that uses them into the same request written with
expressions, so that paste, the checker and the simulator read it like any
other request. Each translation was compared with the legacy request on
DynamoDB Local (tests/integration/test_legacy_dynamodb.py): same verdict, same
items after. One operator needs more than its name: ``NOT_CONTAINS`` refuses
a missing attribute, where ``NOT contains(a, :v)`` holds on it, so it is
written ``attribute_exists(a) AND NOT contains(a, :v)``. An
``AttributeUpdates`` entry without ``Action`` is ignored, as DynamoDB Local
ignores it (AWS documents PUT as its default).

Pure Python, no Django.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import ExprError, join_location, name_location
from .items import order_key
from .messages import (
    MSG_BAD_TYPE,
    MSG_EMPTY_NAME,
    MSG_FILTER_KEY,
    MSG_KEY_CONDITION_MISSED,
    MSG_KEY_CONDITION_TYPE,
    MSG_KEY_LENGTH,
    MSG_KEY_NOT_SUPPORTED,
    MSG_QUERY_FILTER_KEY,
    MSG_TYPE_MISMATCH,
    empty_key_message,
)
from .values import Value, json_bool

# Each operation's legacy parameters (the one list; validate.py and reader.py use it)
LEGACY = {
    "GetItem": ("AttributesToGet",),
    "PutItem": ("Expected", "ConditionalOperator"),
    "UpdateItem": ("AttributeUpdates", "Expected", "ConditionalOperator"),
    "DeleteItem": ("Expected", "ConditionalOperator"),
    # in the order DynamoDB lists them beside expressions: KeyConditions last (extenddb's xdb048)
    "Query": ("AttributesToGet", "QueryFilter", "ConditionalOperator", "KeyConditions"),
    "Scan": ("AttributesToGet", "ScanFilter", "ConditionalOperator"),
}
# each operation's legacy parameters as a set: legacy_used (and validate.legacy_problem) find a request
# without any in C
LEGACY_SETS = {operation: frozenset(names) for operation, names in LEGACY.items()}
_NONE: frozenset = frozenset()
LEGACY_NAMES = ("AttributesToGet", "KeyConditions", "QueryFilter", "ScanFilter", "Expected", "AttributeUpdates")
_EXPRESSION_PARAMETERS = (
    "ProjectionExpression",
    "FilterExpression",
    "KeyConditionExpression",
    "ConditionExpression",
    "UpdateExpression",
)

_MAPS = ("ExpressionAttributeNames", "ExpressionAttributeValues")

# ComparisonOperator -> (number of values: exact count, or -1 for "one or more"; expression template)
_OPERATORS = {
    "EQ": (1, "{a} = {v0}"),
    "NE": (1, "{a} <> {v0}"),
    "LE": (1, "{a} <= {v0}"),
    "LT": (1, "{a} < {v0}"),
    "GE": (1, "{a} >= {v0}"),
    "GT": (1, "{a} > {v0}"),
    "NOT_NULL": (0, "attribute_exists({a})"),
    "NULL": (0, "attribute_not_exists({a})"),
    "CONTAINS": (1, "contains({a}, {v0})"),
    "NOT_CONTAINS": (1, "attribute_exists({a}) AND NOT contains({a}, {v0})"),
    "BEGINS_WITH": (1, "begins_with({a}, {v0})"),
    "IN": (-1, "{a} IN ({values})"),
    "BETWEEN": (2, "{a} BETWEEN {v0} AND {v1}"),
}
# the operators a KeyConditions entry may use
_KEY_OPERATORS = ("EQ", "LE", "LT", "GE", "GT", "BEGINS_WITH", "BETWEEN")
# the value types an operator takes in AttributeValueList (EQ and NE take any), and DynamoDB's
# words for what it refuses there (learnt from DynamoDB Local with Alternator's tests)
_VALUE_TYPES = {
    **dict.fromkeys(("LE", "LT", "GE", "GT", "BETWEEN", "CONTAINS", "NOT_CONTAINS", "IN"), ("S", "N", "B")),
    "BEGINS_WITH": ("S", "B"),
}
_INVALID = "One or more parameter values were invalid: "
MSG_NO_OPERATOR = "Comparison type does not exist in DynamoDB"
MSG_SAME_TYPE = _INVALID + "AttributeValues inside AttributeValueList must be of same type"
MSG_BETWEEN_ORDER = "The BETWEEN condition was provided a range where the lower bound is greater than the upper bound"
MSG_NOT_INDEXABLE = "Attempted conditional constraint is not an indexable operation"
MAX_LEGACY_ENTRIES = 100  # entries of one legacy map read (DynamoDB's own bounds are lower)


def legacy_used(operation: str, params: Any) -> list[str]:
    """The legacy parameters ``params`` gives for ``operation`` (not empty)."""
    if not isinstance(params, dict) or LEGACY_SETS.get(operation, _NONE).isdisjoint(params):
        return []  # most requests: none of the operation's legacy parameters, found in C
    out = []  # a loop: a comprehension is a call of its own
    for k in LEGACY.get(operation, ()):
        if k in params and legacy_given(params[k]):
            out.append(k)
    return out


# what an AttributeUpdates entry without an Action does (the checker's warning and a paste's note say it)
WITHOUT_ACTION_WORDS = (
    "AWS documents PUT as the default; DynamoDB Local ignores such an entry, and applies none of the entries after it."
)


def updates_without_action(operation: str, params: Any) -> list[str]:
    """The names of an UpdateItem's ``AttributeUpdates`` entries that give no
    ``Action``. AWS documents PUT as the default; DynamoDB Local ignores such an
    entry, and applies none of the entries after it (it still checks them). The
    builder leaves the entry out and reads the others
    (docs/dynamodb-local-vs-aws.md, entry 16): the checker warns of each, and a
    paste says which it left out."""
    spec = params.get("AttributeUpdates") if operation == "UpdateItem" and isinstance(params, dict) else None
    if not isinstance(spec, dict):
        return []
    return [str(name) for name, u in spec.items() if isinstance(u, dict) and _without_action(u)]


def _without_action(update: dict) -> bool:
    """An ``AttributeUpdates`` entry without an ``Action`` (none, or null)."""
    return update.get("Action") is None


def legacy_given(value: Any) -> bool:
    """Whether a legacy parameter's value counts: DynamoDB ignores an empty one
    (``ScanFilter: {}``, ``AttributesToGet: []``)."""
    return value not in (None, {}, [], "")


# the legacy filter ConditionalOperator joins, per operation
_JOINED = {
    "PutItem": "Expected",
    "UpdateItem": "Expected",
    "DeleteItem": "Expected",
    "Query": "QueryFilter",
    "Scan": "ScanFilter",
}


def conditional_operator_message(operation: str, params: Any) -> str | None:
    """DynamoDB's words for a ConditionalOperator (any value, even "") with no
    legacy filter to join, or one of fewer than two conditions; None when it
    has one (learnt from DynamoDB Local)."""
    if not isinstance(params, dict) or params.get("ConditionalOperator") is None or operation not in _JOINED:
        return None
    joined = params.get(_JOINED[operation])
    if not joined:
        return "ConditionalOperator cannot be used without Filter or Expected"
    if isinstance(joined, dict) and len(joined) < 2:
        return "ConditionalOperator can only be used when Filter or Expected has two or more elements"
    return None


def mixed_legacy(operation: str, params: Any) -> tuple[list[str], list[str]]:
    """(the legacy parameters DynamoDB refuses beside expressions, those
    expression parameters): empty legacy parameters do not count, and a Query's
    KeyConditions goes with any expression but KeyConditionExpression (learnt
    from DynamoDB Local; guregu/dynamo sends KeyConditions with a FilterExpression)."""
    if not isinstance(params, dict) or LEGACY_SETS.get(operation, _NONE).isdisjoint(params):
        return [], []  # most requests: legacy_used's first answer, without its call
    used = legacy_used(operation, params)
    if not used:
        return [], []
    expressions = [k for k in _EXPRESSION_PARAMETERS if params.get(k) is not None]
    legacy = [k for k in used if k != "KeyConditions" or params.get("KeyConditionExpression") is not None]
    return (legacy, expressions) if legacy and expressions else ([], [])


def to_expressions(operation: str, params: Any, key_schema: tuple | None = None) -> Any:
    """``params`` with its legacy parameters written as expressions, when it
    uses them and no expression parameter, or only a Query's KeyConditions
    beside expressions other than a KeyConditionExpression (a mix is DynamoDB's
    to refuse, :func:`mixed_legacy`, and is returned unchanged, as is a request
    without legacy parameters).

    Raises :class:`ExprError` (located at the legacy parameter) for a legacy
    structure that is not well formed."""
    if params.__class__ is dict and LEGACY_SETS.get(operation, _NONE).isdisjoint(params):
        return params  # most requests: no legacy parameter (legacy_used's first answer, without its call)
    used = legacy_used(operation, params)
    if used:  # (most requests give none: no list is made of it)
        used = [k for k in used if k != "ConditionalOperator"]
    if not used or mixed_legacy(operation, params)[0]:
        return params  # a mix: DynamoDB refuses it (validate.py)
    alone = not any(params.get(k) is not None for k in _EXPRESSION_PARAMETERS)
    if alone and any(params.get(k) for k in _MAPS):
        return params  # maps without an expression: DynamoDB refuses them (validate.py)
    if not alone and any(params.get(k) == {} for k in _MAPS):
        return params  # an empty map beside expressions: DynamoDB refuses it first (validate.py)
    # (empty maps beside legacy parameters alone: DynamoDB ignores them, so does the rewrite)
    out = {k: v for k, v in params.items() if k not in LEGACY[operation] and not (alone and k in _MAPS)}
    names = out.get("ExpressionAttributeNames")
    values = out.get("ExpressionAttributeValues")
    w = _Writer(names if isinstance(names, dict) else {}, values if isinstance(values, dict) else {})
    joiner = _joiner(params.get("ConditionalOperator"))
    schema = key_schema if not params.get("IndexName") else None  # an index has keys of its own
    if "KeyConditions" in used:  # read first, and told against the table's key (learnt from DynamoDB Local)
        out["KeyConditionExpression"] = w.key_conditions(params["KeyConditions"], schema)
        if schema is not None:
            _key_conditions_fit(params["KeyConditions"], schema)
    if "Expected" in used:
        out["ConditionExpression"] = w.conditions(params["Expected"], "Expected", joiner, expected=True)
    for name in ("QueryFilter", "ScanFilter"):
        if name in used:
            out["FilterExpression"] = w.conditions(params[name], name, joiner, expected=False)
    if conditional_operator_message(operation, params):
        return (
            params  # the conditions read, a ConditionalOperator with nothing to join: DynamoDB refuses it (validate.py)
        )
    if operation == "Query" and params.get("KeyConditions") == {}:
        out["KeyConditions"] = {}  # an empty key condition, still DynamoDB's to refuse (jcabi-dynamo's jc028)
    if "AttributesToGet" in used:
        out["ProjectionExpression"] = w.projection(params["AttributesToGet"])
    if "AttributeUpdates" in used:
        text = w.updates(params["AttributeUpdates"])
        if text:
            out["UpdateExpression"] = text
    if w.names:
        out["ExpressionAttributeNames"] = {**(names or {}), **w.names}
    if w.values:
        out["ExpressionAttributeValues"] = {**(values or {}), **w.values}
    return out


def legacy_words(operation: str, params: Any, message: str | None) -> str | None:
    """``message``, DynamoDB's words for a problem of ``params`` as
    :func:`to_expressions` rewrote them, as DynamoDB words it for the legacy
    parameter the problem came from: a QueryFilter naming a key attribute is
    a QueryFilter's problem, not a FilterExpression's (learnt from DynamoDB
    Local with Alternator's tests)."""
    if not message:
        return message
    wrapped = _VALUE_OF_A_PLACEHOLDER.fullmatch(message)
    if wrapped and legacy_used(operation, params) and not _sent_value(params, wrapped.group(2)):
        return wrapped.group(1)  # a legacy condition's value: DynamoDB names no placeholder (dx139)
    if operation == "Query" and message.startswith(MSG_FILTER_KEY) and "QueryFilter" in legacy_used(operation, params):
        return MSG_QUERY_FILTER_KEY + message[len(MSG_FILTER_KEY) :]
    if message.startswith(_SELECT_PROJECTION) and "AttributesToGet" in legacy_used(operation, params):
        return message.replace("ProjectionExpression", "AttributesToGet", 1)
    if operation == "UpdateItem" and "AttributeUpdates" in legacy_used(operation, params):
        # an AttributeUpdates ADD or DELETE of a value of a type it does not take, or of
        # another type than the item's attribute (UpdateExpression's words otherwise)
        wrong = _UPDATE_OPERAND_TYPE.fullmatch(message)
        if wrong:
            action, word = wrong.group(1), wrong.group(2)
            return (
                _INVALID
                + (f"{action} action" if action == "ADD" else f"{action} action with value")
                + (f" is not supported for the type {word}")
            )
        if message == MSG_BAD_TYPE:
            return MSG_TYPE_MISMATCH
    return message


_VALUE_OF_A_PLACEHOLDER = re.compile(r"ExpressionAttributeValues contains invalid value: (.*) for key (:l\d+)", re.S)


def _sent_value(params: Any, token: str) -> bool:
    """Whether ``token`` is one of the request's own ExpressionAttributeValues
    (not one :func:`to_expressions` wrote for a legacy condition)."""
    sent = params.get("ExpressionAttributeValues") if isinstance(params, dict) else None
    return isinstance(sent, dict) and token in sent


def checked_after_condition(operation: str, params: Any, message: str | None) -> bool:
    """Whether ``message`` (the core's DynamoDB words, before :func:`legacy_words`)
    is an AttributeUpdates ADD or DELETE of a value of a type it does not take,
    which DynamoDB reports only once the request's condition held."""
    return (
        operation == "UpdateItem"
        and bool(message)
        and _UPDATE_OPERAND_TYPE.fullmatch(message) is not None
        and "AttributeUpdates" in legacy_used(operation, params)
    )


_UPDATE_OPERAND_TYPE = re.compile(
    r"Invalid UpdateExpression: Incorrect operand type for operator or function; "
    r"operator: (ADD|DELETE), operand type: (\w+), typeSet: ALLOWED_FOR_\1_OPERAND"
)


MSG_DELETE_ONLY = _INVALID + "Only DELETE action is allowed when no attribute value is specified"
_SELECT_PROJECTION = "Cannot specify the ProjectionExpression when"  # a Select beside a projection


def _type(v: Any) -> str | None:
    return next(iter(v)) if isinstance(v, dict) and len(v) == 1 else None


def _check_value_types(op: str, values: list, loc: str) -> None:
    """The values' types the operator takes, one type for IN and BETWEEN, and
    BETWEEN's bounds in order, in DynamoDB's words (a malformed value is left to
    the reading of values)."""
    allowed = _VALUE_TYPES.get(op)
    types = [_type(v) for v in values]
    if allowed is None or None in types:
        return
    for t in types:
        if t not in allowed:
            raise ExprError(
                f"{op} compares {', '.join(allowed)} values, not {t}",
                loc,
                f"{_INVALID}ComparisonOperator {op} is not valid for {t} AttributeValue type",
            )
    if len(set(types)) > 1:
        raise ExprError(f"the values of {op} are of one type, got {', '.join(types)}", loc, MSG_SAME_TYPE)
    if op == "BETWEEN":
        try:
            above = order_key(values[0]) > order_key(values[1])
        except (ValueError, TypeError, ArithmeticError):  # a malformed number or binary: reported when it is read
            return
        if above:
            raise ExprError("BETWEEN's first value is above its second", loc, MSG_BETWEEN_ORDER)


def _key_operator_refused(op: Any) -> str:
    return f"a key condition's ComparisonOperator is one of {', '.join(_KEY_OPERATORS)}, got {op!r}"


def _key_conditions_fit(spec: dict, key_schema: tuple) -> None:
    """A Query's legacy KeyConditions (read, well formed) against the table's
    ``key_schema``: DynamoDB tells a value of another type, an operator the
    hash key cannot take or an attribute that is no key before it reads the
    QueryFilter and before it refuses a ConditionalOperator with nothing to
    join (learnt from DynamoDB Local, boto 2's ``b2028``;
    ``min-order-legacy-key-*``). A malformed value (two types ...) is left to
    the reading of values, which comes first. Raises :class:`ExprError` at
    KeyConditions."""
    entries = list(spec.items())
    for raw in (v for _, c in entries for v in c.get("AttributeValueList") or []):
        try:
            Value.from_ddb(raw)
        except ExprError:
            return  # (reported when the values are read)
    words = _key_words(entries, key_schema)
    if words is not None:
        raise ExprError("the key condition does not fit the table's key", "KeyConditions", words)


def _key_operator_words(entries: list, key_schema: tuple) -> str:
    """DynamoDB's words for a KeyConditions of well-formed entries, one of them
    with an operator a key condition cannot use (NE, NULL, NOT_NULL, CONTAINS,
    NOT_CONTAINS, IN), against the table's ``key_schema`` (:func:`_key_words`)."""
    return _key_words(entries, key_schema) or MSG_KEY_CONDITION_MISSED  # (not reached: an entry is refused)


def _key_words(entries: list, key_schema: tuple) -> str | None:
    """DynamoDB's words for a KeyConditions of well-formed entries that does not
    fit the table's ``key_schema`` ((name, type), ..., hash key first), or None.
    DynamoDB's order, learnt from DynamoDB Local: more than two entries; no
    entry for the hash key; the hash key's entry (no value: not a scalar; a
    value of another type; an empty value; an operator other than EQ); an entry
    for no key attribute; the range key's entry (the same, its operator
    indexable)."""
    if len(entries) > 2:
        return MSG_KEY_LENGTH
    by_name = dict(entries)
    (hash_name, hash_type), *rest = key_schema
    if len(entries) == 2 and not rest:  # a second condition, no sort key to take it (goamz's goa009)
        return MSG_KEY_NOT_SUPPORTED
    if hash_name not in by_name:
        return MSG_KEY_CONDITION_MISSED
    words = _key_entry_words(hash_name, hash_type, by_name[hash_name], "Hash")
    if words is not None:
        return words
    others = [name for name in by_name if name != hash_name]
    if not others:
        return None
    range_name, range_type = rest[0] if rest else (None, None)
    if others[0] != range_name:
        return MSG_KEY_CONDITION_MISSED
    return _key_entry_words(range_name, range_type, by_name[range_name], "Range")


def _key_entry_words(name: str, key_type: str, entry: dict, which: str) -> str | None:
    """DynamoDB's words for a key attribute's KeyConditions entry it refuses, or None."""
    values = entry.get("AttributeValueList") or []
    op = entry["ComparisonOperator"]
    if not values:
        return f"Only scalar types can be used as {which} Key values"
    types = [_type(v) for v in values]
    if any(t != key_type for t in types):
        return MSG_KEY_CONDITION_TYPE
    if any(t in ("S", "B") and v[t] == "" for t, v in zip(types, values, strict=True)):
        return empty_key_message(name, key_type)
    if which == "Hash" and op != "EQ":
        return MSG_KEY_NOT_SUPPORTED
    if op in ("CONTAINS", "NOT_CONTAINS", "IN"):
        return MSG_NOT_INDEXABLE
    if op == "NE":  # DynamoDB Local fails (InternalFailure); AWS is not known to say otherwise
        return MSG_KEY_NOT_SUPPORTED
    return None


def _joiner(raw: Any) -> str:
    if raw is None or raw == "AND":
        return "AND"
    if raw == "OR":
        return "OR"
    raise ExprError(f"ConditionalOperator is AND or OR, got {raw!r}", "ConditionalOperator")


class _Writer:
    """Placeholders for the legacy names and values: ``#l0``, ``:l0`` ...,
    skipping those the request's own maps hold (``taken_names``, ``taken_values``)."""

    def __init__(self, taken_names: dict | None = None, taken_values: dict | None = None):
        self.names: dict[str, str] = {}
        self.values: dict[str, Any] = {}
        self._name_of: dict[str, str] = {}
        self._taken_names = taken_names or {}
        self._taken_values = taken_values or {}

    @staticmethod
    def _free(prefix: str, mine: dict, taken: dict) -> str:
        i = len(mine)
        while f"{prefix}{i}" in taken or f"{prefix}{i}" in mine:
            i += 1
        return f"{prefix}{i}"

    def name(self, attr: Any, loc: str) -> str:
        if not isinstance(attr, str) or attr == "":
            raise ExprError("an attribute name is non-empty text", loc)
        if attr not in self._name_of:
            token = self._free("#l", self.names, self._taken_names)
            self._name_of[attr] = token
            self.names[token] = attr
        return self._name_of[attr]

    def value(self, raw: Any) -> str:
        token = self._free(":l", self.values, self._taken_values)
        self.values[token] = raw
        return token

    def _entries(self, spec: Any, loc: str) -> list:
        if not isinstance(spec, dict):
            raise ExprError("a map of attribute name -> condition expected", loc)
        if len(spec) > MAX_LEGACY_ENTRIES:
            raise ExprError(f"at most {MAX_LEGACY_ENTRIES} entries are read here, got {len(spec)}", loc)
        return list(spec.items())

    def condition(self, attr: str, spec: Any, loc: str, expected: bool) -> str:
        if not isinstance(spec, dict):
            words = None
            if spec is None:  # DynamoDB's words for a null entry (learnt from DynamoDB Local)
                words = (
                    f"{_INVALID}ExpectedAttributeValue must not be null for Attribute: {attr}"
                    if expected
                    else f"The filter condition for an attribute cannot be null: {attr}"
                )
            raise ExprError("a condition is an object (ComparisonOperator, AttributeValueList)", loc, words)
        a = self.name(attr, loc)
        if expected and "ComparisonOperator" not in spec and "AttributeValueList" in spec:
            raise ExprError(
                "AttributeValueList needs a ComparisonOperator",
                join_location(loc, "AttributeValueList"),
                f"{_INVALID}AttributeValueList can only be used with a ComparisonOperator for Attribute: {attr}",
            )
        # an Expected entry's ComparisonOperator takes its values from AttributeValueList
        # or, one value, from Value (learnt from DynamoDB Local, floci's fl052); null is none
        value_given = expected and spec.get("Value") is not None
        list_given = spec.get("AttributeValueList") is not None if expected else "AttributeValueList" in spec
        if expected and "ComparisonOperator" in spec:
            if spec.get("Exists") is not None:
                raise ExprError(
                    "Exists cannot be used with ComparisonOperator; use one form or the other",
                    join_location(loc, "Exists"),
                    f"{_INVALID}Exists and ComparisonOperator cannot be used together for Attribute: {attr}",
                )
            if value_given and list_given:
                raise ExprError(
                    "Value and AttributeValueList cannot both give a ComparisonOperator's values",
                    join_location(loc, "Value"),
                    f"{_INVALID}Value and AttributeValueList cannot be used together for Attribute: {attr}",
                )
        if "ComparisonOperator" in spec:
            op = spec["ComparisonOperator"]
            given = list_given or value_given
            if expected and not given and op in _OPERATORS and _OPERATORS[op][0] != 0:
                raise ExprError(
                    f"{op} needs its values in AttributeValueList (or one in Value)",
                    join_location(loc, "AttributeValueList"),
                    f"{_INVALID}Value or AttributeValueList must be used with ComparisonOperator: {op} "
                    f"for Attribute: {attr}",
                )
            values = [spec["Value"]] if value_given else spec.get("AttributeValueList", []) if list_given else []
        elif expected:  # the older Value / Exists form of Expected
            exists = json_bool(spec.get("Exists"))  # "true" as true, as DynamoDB Local reads it (goamz's goa063)
            if exists is None:  # absent or null: DynamoDB reads neither as false
                exists = True
            elif exists not in (True, False):
                raise ExprError("Exists is true or false", join_location(loc, "Exists"))
            if "Value" in spec:
                if exists is False:
                    raise ExprError(
                        "Value cannot be used when Exists is false",
                        join_location(loc, "Value"),
                        f"{_INVALID}Value cannot be used when Exists is false for Attribute: {attr}",
                    )
                op, values = "EQ", [spec["Value"]]
            elif exists is False:
                op, values = "NULL", []
            else:  # DynamoDB says which Exists it read: true, or none given
                said = "true" if spec.get("Exists") is not None else "null"
                raise ExprError(
                    "Exists is true but no Value is given",
                    loc,
                    f"{_INVALID}Value must be provided when Exists is {said} for Attribute: {attr}",
                )
        else:
            raise ExprError("ComparisonOperator is required", loc, MSG_NO_OPERATOR)
        if op not in _OPERATORS:
            raise ExprError(
                f"ComparisonOperator is one of {', '.join(_OPERATORS)}, got {op!r}",
                join_location(loc, "ComparisonOperator"),
                MSG_NO_OPERATOR,
            )
        count, template = _OPERATORS[op]
        if not isinstance(values, list):
            raise ExprError("AttributeValueList is a list of values", join_location(loc, "AttributeValueList"))
        if (count >= 0 and len(values) != count) or (count < 0 and not 1 <= len(values) <= MAX_LEGACY_ENTRIES):
            want = f"{count}" if count >= 0 else f"1 to {MAX_LEGACY_ENTRIES}"
            raise ExprError(
                f"{op} takes {want} value{'s' if count != 1 else ''} in AttributeValueList, got {len(values)}",
                join_location(loc, "AttributeValueList"),
                f"{_INVALID}Invalid number of argument(s) for the {op} ComparisonOperator",
            )
        _check_value_types(op, values, join_location(loc, "AttributeValueList"))
        tokens = [self.value(v) for v in values]
        return template.format(
            a=a,
            v0=tokens[0] if tokens else "",
            v1=tokens[1] if len(tokens) > 1 else "",
            values=", ".join(tokens),
        )

    def conditions(self, spec: Any, field: str, joiner: str, expected: bool) -> str:
        parts = [
            self.condition(attr, c, join_location(field, name_location(str(attr))), expected)
            for attr, c in self._entries(spec, field)
        ]
        if len(parts) > 1 and joiner == "OR":  # NOT_CONTAINS's AND inside an OR
            parts = [f"({p})" if " AND " in p else p for p in parts]
        return f" {joiner} ".join(parts)

    def key_conditions(self, spec: Any, key_schema: tuple | None = None) -> str:
        """``key_schema``: the table's ((name, type), ...), hash key first, when
        known: an operator a key condition cannot use is then refused in
        DynamoDB's words and order (:func:`_key_operator_words`), once every
        entry has been read; unknown, it is refused at once."""
        parts = []
        refused = None  # the location of the first entry whose operator a key condition cannot use
        entries = self._entries(spec, "KeyConditions")
        for attr, c in entries:
            loc = join_location("KeyConditions", name_location(str(attr)))
            if not isinstance(c, dict):
                self.condition(attr, c, loc, expected=False)  # refuses it, in DynamoDB's words for a null
            op = c.get("ComparisonOperator")
            if op not in _KEY_OPERATORS and (key_schema is None or op not in _OPERATORS):
                raise ExprError(
                    _key_operator_refused(op),
                    loc,
                    MSG_NOT_INDEXABLE if op == "IN" else MSG_NO_OPERATOR if op not in _OPERATORS else None,
                )
            if op not in _KEY_OPERATORS and refused is None:
                refused = (loc, op)
            parts.append(self.condition(attr, c, loc, expected=False))
        if refused is not None and key_schema is not None:
            loc, op = refused
            raise ExprError(_key_operator_refused(op), loc, _key_operator_words(entries, key_schema))
        return " AND ".join(parts)

    def projection(self, names: Any) -> str:
        if not isinstance(names, list) or len(names) > MAX_LEGACY_ENTRIES:
            raise ExprError(
                f"AttributesToGet is a list of 1 to {MAX_LEGACY_ENTRIES} attribute names", "AttributesToGet"
            )
        seen: set = set()
        for i, n in enumerate(names):  # in order: the first empty or repeated name is reported
            if n == "":
                raise ExprError(
                    "an attribute name is non-empty text", join_location("AttributesToGet", i), MSG_EMPTY_NAME
                )
            if n in seen:
                raise ExprError(
                    f"{n} is listed twice",
                    join_location("AttributesToGet", i),
                    "Cannot have two attributes with the same name",
                )
            seen.add(n)
        return ", ".join(self.name(n, join_location("AttributesToGet", i)) for i, n in enumerate(names))

    def updates(self, spec: Any) -> str:
        clauses: dict[str, list[str]] = {"SET": [], "REMOVE": [], "ADD": [], "DELETE": []}
        for attr, u in self._entries(spec, "AttributeUpdates"):
            loc = join_location("AttributeUpdates", name_location(str(attr)))
            if not isinstance(u, dict):
                raise ExprError("an update is an object (Action, Value)", loc)
            action = u.get("Action")
            has_value = u.get("Value") is not None
            if action is not None and action not in ("PUT", "ADD", "DELETE"):
                raise ExprError(
                    f"Action is PUT, ADD or DELETE, got {action!r}",
                    join_location(loc, "Action"),
                    "Member must satisfy enum value set: [ADD, DELETE, PUT]",
                )
            if not has_value and action != "DELETE":  # PUT (the default) and ADD need one
                raise ExprError(f"{action or 'PUT'} needs a Value", loc, MSG_DELETE_ONLY)
            if _without_action(u):  # left out (updates_without_action)
                continue
            a = self.name(attr, loc)
            if action == "PUT":
                clauses["SET"].append(f"{a} = {self.value(u['Value'])}")
            elif action == "DELETE":
                if has_value:
                    clauses["DELETE"].append(f"{a} {self.value(u['Value'])}")
                else:
                    clauses["REMOVE"].append(a)
            elif action == "ADD":
                v = u["Value"]
                if isinstance(v, dict) and "L" in v:  # legacy ADD appends to a list (a missing one starts empty)
                    empty = self.value({"L": []})
                    clauses["SET"].append(f"{a} = list_append(if_not_exists({a}, {empty}), {self.value(v)})")
                else:
                    clauses["ADD"].append(f"{a} {self.value(v)}")
        return " ".join(f"{kind} {', '.join(items)}" for kind, items in clauses.items() if items)
