"""DynamoDB's error codes and its words for the problems the core knows.

One home for what DynamoDB (Local) says: the error codes, the messages the
simulator answers with (measured against DynamoDB Local; the recorded corpus in
``tests/differential/`` holds them to the letter), and the translation of the
core's own messages into DynamoDB's (:func:`known_dynamodb_message`).

DynamoDB's words that belong to one rule stay beside that rule (the number
range in :mod:`.values`, the BETWEEN and IN limits in :mod:`.nodes`, the
clashes in :mod:`.clash`); this module holds the rest.
"""

from __future__ import annotations

import re

from .clash import segments_text
from .errors import ExprError
from .paths import parse_path
from .values import MSG_KEY_NOT_SCALAR, TYPE_NAMES

# --------------------------------------------------------------------------
# Error codes
# --------------------------------------------------------------------------
VALIDATION = "ValidationException"
CONDITIONAL = "ConditionalCheckFailedException"
CANCELED = "TransactionCanceledException"
# not DynamoDB's: the simulator's input (the document, its sample items) is not usable as given
INPUT_ERROR = "InputError"


class DynamoDBError(Exception):
    """DynamoDB would answer with this error: its code and message (and, for a
    cancelled transaction, the reasons; for a failed condition, the item)."""

    def __init__(self, code: str, message: str, reasons: list | None = None, item: dict | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.reasons = reasons
        self.item = item


# --------------------------------------------------------------------------
# Messages
# --------------------------------------------------------------------------
MSG_CONDITIONAL = "The conditional request failed"
MSG_BAD_PATH = "The document path provided in the update expression is invalid for update"
MSG_BAD_TYPE = "An operand in the update expression has an incorrect data type"
MSG_MISSING = "The provided expression refers to an attribute that does not exist in the item"
MSG_MULTI = "Transaction request cannot include multiple operations on one item"
MSG_TRANSACT_ONE_ACTION = "TransactItems can only contain one of Check, Put, Update or Delete"
MSG_BATCH_DUPLICATES = "Provided list of item keys contains duplicates"
MSG_BATCH_WRITE_EMPTY = "BatchWriteItem cannot have a null or no requests set"
MSG_BATCH_GET_EMPTY = "BatchGetItem must have some requests set"
MSG_ITEM_SIZE = "Item size has exceeded the maximum allowed size"
MSG_UPDATE_SIZE = "Item size to update has exceeded the maximum allowed size"
MSG_RANGE_PREDICATE = "The provided starting key does not match the range key predicate"
MSG_SEGMENT_START = "Exclusive start key must lie within the segment"

# the key schema (builder/expr/keys.py)
MSG_KEY_COUNT = "The number of conditions on the keys is invalid"
MSG_KEY_TYPE = "One or more parameter values were invalid: Type mismatch for key"
MSG_KEY_MISSING = "One of the required keys was not given a value"
# a TransactGetItems Get's key problems that cancel the transaction, with no reasons
# (DynamoDB Local; an empty or malformed value is the request's ValidationException)
TRANSACT_GET_KEY_CANCELS = (MSG_KEY_TYPE, MSG_KEY_COUNT, MSG_KEY_MISSING)


def null_value_message(name: str | None) -> str:
    """A null where an AttributeValue is due: an attribute's, a map member's
    (``name``), or a list member's (no name)."""
    return MSG_NULL_VALUE + (f": {name} is null" if name is not None else "")


MSG_TRANSACT_NO_ACTION = "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request"


def transact_items_message(operation: str, items: object) -> str | None:
    """DynamoDB's words for a transaction's TransactItems that is missing (or
    null), or empty; None for anything else. TransactGetItems says "null" of
    both (learnt from DynamoDB Local)."""
    if items is None or (items == [] and operation == "TransactGetItems"):
        return "Value null at 'transactItems' failed to satisfy constraint: Member must not be null"
    if items == []:
        return "Value [] at 'transactItems' failed to satisfy constraint: Member must have length greater than or equal to 1"
    return None


MSG_TABLE_NULL = "Value null at 'tableName' failed to satisfy constraint: Member must not be null"
MSG_EMPTY_NAME = "Empty attribute name"  # an Item's, an AttributesToGet's
MSG_NULL_VALUE = "The supplied Item contains a null AttributeValue"
MSG_BATCH_WRITE_NULL = "The batch write request list for a table cannot be null or empty"  # L: a null WriteRequest
MSG_PUT_ITEM_NULL = "Item to put in PutItem cannot be null"  # DynamoDB Local's words (AWS: "Value null at 'item' ...")
MSG_NULL_KEY = "Cannot have null key for GetItem, DeleteItem, or UpdateItem"
MSG_KEY_CONDITION_MISSED = "Query condition missed key schema element"
# a Query filter naming a key attribute (then the attribute): a FilterExpression, a legacy QueryFilter
MSG_FILTER_KEY = "Filter Expression can only contain non-primary key attributes: Primary key attribute: "
MSG_QUERY_FILTER_KEY = "QueryFilter can only contain non-primary key attributes: Primary key attribute: "
MSG_KEY_LENGTH = "Conditions can be of length 1 or 2 only"  # a key condition of more than two
MSG_KEY_NOT_SUPPORTED = "Query key condition not supported"
MSG_KEY_CONDITION_TYPE = (
    "One or more parameter values were invalid: Condition parameter type does not match schema type"
)
MSG_KEY_SIZE = "Hash primary key values must be under 2048 bytes, and range primary key values must be under 1024 bytes"
# a TransactWriteItems action's key problems that are the action's cancellation reason
# (ValidationError), not the request's error (DynamoDB Local; extenddb's xdb087)
# an item's attribute that is a secondary index's key, of another type than the index's (DynamoDB Local's words;
# recorded: tests/differential/test_indexes_live.py), or empty for a global index
MSG_INDEX_KEY_TYPE = "One or more parameter values were invalid: Type mismatch for Index Key"
MSG_INDEX_KEY_EMPTY_UPDATE = (
    "One or more parameter values are not valid. The update expression attempted to update a secondary index key to "
    "a value that is not supported. The AttributeValue for a key attribute cannot contain an empty string value."
)


def index_key_empty_message(index_name: str, key: str) -> str:
    return (
        "One or more parameter values are not valid. A value specified for a secondary index key is not supported. "
        f"The AttributeValue for a key attribute cannot contain an empty string value. IndexName: {index_name}, "
        f"IndexKey: {key}"
    )


TRANSACT_WRITE_KEY_CANCELS = (MSG_KEY_TYPE, MSG_KEY_SIZE, MSG_INDEX_KEY_TYPE)
MSG_RANGE_KEY_SIZE = "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes"
MSG_START_KEY_SIZE = "Exclusive Start Key must have same size as table's key schema"
MSG_START_KEY_SCHEMA = "The provided starting key is invalid"  # DynamoDB Local's words (AWS adds the reason)
# DynamoDB Local's words for an AttributeUpdates ADD or DELETE on an attribute of
# another type (legacy.legacy_words), and for an ExclusiveStartKey's type
MSG_TYPE_MISMATCH = "Type mismatch for attribute to update"
MSG_START_KEY_TYPE = MSG_TYPE_MISMATCH


MSG_EMPTY_KEY = (
    "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty"
)


# DynamoDB's words for a path that looks inside a key attribute (a key
# condition's, a condition's, a filter's or a projection's); the name follows
KEY_INSIDE_WORDS = "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: "
MSG_KEY_INSIDE = KEY_INSIDE_WORDS + "Key: "


def key_inside_message(name: str, index_key: bool = False) -> str:
    """DynamoDB's words for a path that looks inside key attribute ``name``:
    "Key: name" for the table's own key, "IndexKey: name" for a secondary
    index's (every index of the table, whichever the request reads)."""
    return KEY_INSIDE_WORDS + ("IndexKey: " if index_key else "Key: ") + name


def late_transaction_key(words: str | None) -> bool:
    """Whether DynamoDB's words are for a TransactWriteItems action's key that it
    checks only when it reaches the action, after the item-level errors of the
    actions before it (an empty value, a missing key attribute, a key attribute
    of a kind no key takes, such as BOOL or a list; learnt from DynamoDB Local:
    docs/fidelity.md)."""
    return bool(words) and (words in (MSG_KEY_COUNT, MSG_KEY_NOT_SCALAR) or words.startswith(MSG_EMPTY_KEY))


# the words of a TransactWriteItems action's member missing (null_member_message), naming the member
_NULL_MEMBER = re.compile(r"Value null at 'transactItems\.\d+\.member\.\w+\.(\w+)'")
# the words of placeholder maps with no expression to use them (validate.maps_alone_problem)
MAPS_ALONE_WORDS = (
    "ExpressionAttributeNames can only be specified when using expressions",
    "ExpressionAttributeValues can only be specified when using expressions",
)


def late_transaction_problem(words: str | None) -> bool:
    """Whether DynamoDB's words are for a problem of one TransactWriteItems
    action that it reports only when it reaches the action, after the
    item-level errors of the actions before it (learnt from DynamoDB Local:
    docs/fidelity.md): the action's key (:func:`late_transaction_key`), a member
    it lacks other than its table name (its Item, Key, ConditionExpression, an
    Update's UpdateExpression beside values), placeholder maps with no
    expression to use them, a condition that looks inside a key attribute
    (seed 46113). (An action without a table name is reported before any
    action runs.)"""
    if not words:
        return False
    if late_transaction_key(words) or words.startswith(MAPS_ALONE_WORDS) or words.startswith(KEY_INSIDE_WORDS):
        return True
    m = _NULL_MEMBER.match(words)
    return m is not None and m.group(1) != "tableName"


def start_key_message(words: str, hash_key: bool) -> str:
    """DynamoDB's words for an ExclusiveStartKey whose attribute ``words`` refuse
    (an empty value): prefixed, and for the hash key prefixed again (learnt from
    DynamoDB Local, a Scan's as a Query's)."""
    prefix = "The provided starting key is invalid: "
    if hash_key:
        prefix = "The query can return at most one row and cannot be restarted. " + prefix
    return prefix + words


def empty_key_message(name: str, type_code: str) -> str:
    """A key attribute holding an empty string or binary value."""
    word = "string" if type_code == "S" else "binary"
    return f"{MSG_EMPTY_KEY} {word} value. Key: {name}"


# a transaction action's member as DynamoDB names it in a "Value null" message
_MEMBERS = {"Put": "put", "Update": "update", "Delete": "delete", "ConditionCheck": "conditionCheck"}
# a state field of a transaction action -> the API member it is sent as
API_MEMBERS = {"table": "TableName", "key": "Key", "item": "Item", "condition": "ConditionExpression"}
MSG_GET_NO_TABLE = "Requested resource not found"  # DynamoDB Local: a TransactGetItems Get without TableName
MSG_GET_NO_KEY = "Get Condition for key not in key list"  # DynamoDB Local: ... without Key


def null_member_message(number: int, kind: str, field: str) -> str:
    """DynamoDB's words for a TransactWriteItems action (``number`` counts from
    1) missing a member it needs: ``field`` is the state's name (``table``,
    ``key``, ``item``, ``condition``) or the API's (``updateExpression``)."""
    api = API_MEMBERS.get(field, field)
    member = api[:1].lower() + api[1:]  # the message names it in camelCase: tableName, conditionExpression
    return (
        f"Value null at 'transactItems.{number}.member.{_MEMBERS[kind]}.{member}' failed to satisfy constraint: "
        "Member must not be null"
    )


def batch_get_no_keys_message(table: str) -> str:
    """A BatchGetItem table without keys (none, null, or an empty list)."""
    return f"The list of keys in RequestItems for BatchGetItem is required: {table} has empty list"


def batch_get_empty_key_message(table: str) -> str:
    """A BatchGetItem key that is null or ``{}``."""
    return (
        "The list of keys in RequestItems for BatchGetItem may not contain null or empty values: "
        f"{table} has one or more empty keys"
    )


def batch_write_empty_message(table: str) -> str:
    """A BatchWriteItem table whose list of requests is null or empty."""
    return f"{MSG_BATCH_WRITE_NULL}: {table}"


MSG_GSI_CONSISTENT = "Consistent reads are not supported on global secondary indexes"


def gsi_select_message(index_name: str) -> str:
    return (
        "One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not supported for global "
        f"secondary index {index_name} because its projection type is not ALL"
    )


def gsi_projection_message(index_name: str, missing: list) -> str:
    return f"One or more parameter values were invalid: Global secondary index {index_name} does not project [{', '.join(missing)}]"


def index_filter_message(index_name: str, missing: list) -> str:
    return (
        f"One or more parameter values were invalid: Secondary index {index_name} does not project one or more "
        f"filter attributes: [{', '.join(missing)}]"
    )


def no_index_message(index_name: str) -> str:
    return f"The table does not have the specified index: {index_name}"


def cancelled_message(codes: list[str]) -> str:
    return f"Transaction cancelled, please refer cancellation reasons for specific reasons [{', '.join(codes)}]"


# --------------------------------------------------------------------------
# The core's words -> DynamoDB's
# --------------------------------------------------------------------------
_TYPE_CODES = {name: code for code, name in TYPE_NAMES.items()}
_OPERAND_TYPE = (
    "Invalid {kind}: Incorrect operand type for operator or function; operator or function: {op}, operand type: {code}"
)
_SET_OPERAND_TYPE = "Invalid {kind}: Incorrect operand type for operator or function; operator: {op}, operand type: {word}, typeSet: ALLOWED_FOR_{op}_OPERAND"
_DISTINCT = "Invalid {kind}: The first operand must be distinct from the remaining operands for this operator or function; operator: {op}, first operand: {p}"
# The core's words for a problem DynamoDB also finds -> DynamoDB's words.
_TRANSLATIONS = [
    (
        re.compile(r"(?P<op><>|<=|>=|<|>|=|BETWEEN) compares strings, numbers or binary, not a (?P<type>.+)"),
        _OPERAND_TYPE,
    ),
    (re.compile(r"(?P<op>[+-]) works on numbers; a (?P<type>.+) value cannot be added or subtracted"), _OPERAND_TYPE),
    (
        re.compile(r"(?P<op>list_append) joins lists; a (?P<type>.+) value is not a list \(wrap it in an L value\)"),
        _OPERAND_TYPE,
    ),
    (re.compile(r"(?P<op>begins_with) takes a string or binary prefix, not a (?P<type>.+)"), _OPERAND_TYPE),
    (re.compile(r"(?P<op>begins_with) looks at a string or binary, not a (?P<type>.+)"), _OPERAND_TYPE),
    (re.compile(r"(?P<op>begins_with) takes a string or binary prefix; size\(\) is a (?P<type>number)"), _OPERAND_TYPE),
    (re.compile(r"(?P<op>size) measures a string, binary, set, list or map, not a (?P<type>.+)"), _OPERAND_TYPE),
    (
        re.compile(r"(?P<op>ADD) works on a number or a set, not a (?P<type>.+); use SET for other types"),
        _SET_OPERAND_TYPE,
    ),
    (
        re.compile(r"(?P<op>DELETE) removes members from a set; the value must be a set, not a (?P<type>.+)"),
        _SET_OPERAND_TYPE,
    ),
    (
        re.compile(
            r"(?P<op>if_not_exists)\((?P<p>.+), .+\) uses the same path twice; DynamoDB requires the operands to differ"
        ),
        _DISTINCT,
    ),
    (re.compile(r"(?P<op>.+) compares (?P<p>.+) with itself; DynamoDB requires the operands to differ"), _DISTINCT),
    (
        re.compile(r"(?P<name>.+) is part of the key; an update cannot change key attributes"),
        "One or more parameter values were invalid: Cannot update attribute {name}. This attribute is part of the key",
    ),
]

# messages the core gives in DynamoDB's own words already
_DYNAMODB_MESSAGES = frozenset(
    {
        MSG_KEY_COUNT,
        MSG_KEY_TYPE,
        MSG_KEY_NOT_SCALAR,
        MSG_KEY_MISSING,
        MSG_MULTI,
        MSG_ITEM_SIZE,
        MSG_UPDATE_SIZE,
        MSG_KEY_CONDITION_MISSED,
        "KeyConditionExpressions must only contain one condition per key",
        "KeyConditionExpressions cannot contain nested operations",
        "KeyConditionExpressions cannot have conditions on nested attributes",
        MSG_KEY_LENGTH,
        MSG_KEY_NOT_SUPPORTED,
    }
)

_STATE_KINDS = {
    "update": "UpdateExpression",
    "condition": "ConditionExpression",
    "filter": "FilterExpression",
    "projection": "ProjectionExpression",
    "key_condition": "KeyConditionExpression",
}


def _segments_text(text: str) -> str | None:
    """Core path text -> DynamoDB's way of showing a path: ``[m, [0], b]``."""
    try:
        path = parse_path(text)
    except ExprError:
        return None
    return segments_text(path)


def dynamodb_message(location: str, message: str, dynamodb: str | None = None) -> str:
    """A problem the core found, in DynamoDB's words where they are known
    (``dynamodb``: the words the core gave, ``{kind}`` standing for the expression)."""
    return known_dynamodb_message(location, message, dynamodb) or message


def known_dynamodb_message(location: str, message: str, dynamodb: str | None = None) -> str | None:
    """DynamoDB's words for a problem the core found, or None when not known."""
    if dynamodb and "{kind}" not in dynamodb:  # (most: the words as given, whatever the location's kind)
        return dynamodb
    parts = [p for p in re.split(r"[.\[]", location) if p]
    kind = next((p for p in parts if p.endswith("Expression")), "")
    if not kind:
        kind = next((_STATE_KINDS[p] for p in parts if p in _STATE_KINDS), "")
    if dynamodb:
        return dynamodb.replace("{kind}", kind)
    for pattern, template in _TRANSLATIONS:
        m = pattern.fullmatch(message)
        if m:
            groups = m.groupdict()
            for g in ("p", "q"):
                if groups.get(g):
                    groups[g] = _segments_text(groups[g])
                    if groups[g] is None:
                        return None
            code = _TYPE_CODES.get(groups.get("type", ""), "")
            word = groups.get("type", "").upper()
            return template.format(kind=kind, code=code, word=word, **groups)
    if (
        message.startswith(("Invalid ", "ExpressionAttribute", "One or more parameter values"))
        or message in _DYNAMODB_MESSAGES
    ):
        return message  # the parser's and the core's messages already in DynamoDB's words
    return None


def enum_constraint_message(violations: list[tuple[str, str, tuple]]) -> str:
    """AWS's words for request members outside their enum (``violations``:
    each member's API name, its value, the values it takes, in AWS's order),
    all in one message as its request validation reports them:
    ``1 validation error detected: Value 'TOTALS' at 'returnConsumedCapacity'
    failed to satisfy constraint: Member must satisfy enum value set: [INDEXES,
    TOTAL, NONE]`` (moto's, floci's, dynoxide's and ExtendDB's tests, run
    against AWS, pin it; DynamoDB Local reads such a value instead: see
    docs/dynamodb-local-vs-aws.md, entry 19)."""
    n = len(violations)
    parts = [
        f"Value '{value}' at '{name[0].lower() + name[1:]}' failed to satisfy constraint: "
        f"Member must satisfy enum value set: [{', '.join(allowed)}]"
        for name, value, allowed in violations
    ]
    return f"{n} validation error{'s' if n > 1 else ''} detected: " + "; ".join(parts)
