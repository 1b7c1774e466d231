"""The builder state's loader: a (current-version) state document -> a
validated :class:`~builder.expr.request.Request`.

:class:`Loader` reads every field, records every problem it finds with its
location in the state (``actions[2].update[0].value.value``), and goes on
after a bad node so that one load reports them all in one
:class:`~builder.expr.errors.StateError`. Then the rules across fields
(:mod:`.crosscheck`). :mod:`.state` is the public face (``load_state``,
``render``); the format is documented in ``docs/state.md``.
"""

from __future__ import annotations

from functools import lru_cache, partial
from typing import Any

from . import nodes as n
from .crosscheck import cross_field_problems, segment_problems
from .errors import ExprError, Problem, StateError, item_locations, join_location, name_location
from .items import item_size, member_key, normalize
from .kept import Kept, KeptWithin
from .keycondition import SORT_OPS, KeyCondition, SortKeyCondition
from .limits import (
    MAX_BATCH_GET_KEYS,
    MAX_BATCH_WRITE_REQUESTS,
    MAX_CONDITION_DEPTH,
    MAX_FUNCTION_DEPTH,
    MAX_ITEM_BYTES,
    MAX_LIMIT,
    MAX_TRANSACTION_ACTIONS,
    MAX_UPDATE_ACTIONS,
    MSG_BATCH_GET_KEYS,
    MSG_BATCH_WRITE_REQUESTS,
    MSG_TRANSACTION_ACTIONS,
    STATE_FUNCTION_DEPTH_WORDS,
    TABLE_NAME_RULE,
    is_table_name,
    key_twice,
    range_message,
    update_actions_message,
)
from .messages import (
    MSG_BATCH_DUPLICATES,
    MSG_BATCH_GET_EMPTY,
    MSG_BATCH_WRITE_EMPTY,
    MSG_EMPTY_NAME,
    MSG_GET_NO_KEY,
    MSG_GET_NO_TABLE,
    MSG_ITEM_SIZE,
    MSG_KEY_COUNT,
    MSG_KEY_MISSING,
    MSG_PUT_ITEM_NULL,
    MSG_TABLE_NULL,
    batch_get_no_keys_message,
    empty_key_message,
    null_member_message,
    start_key_message,
)
from .paths import Path, parse_path
from .placeholders import PlaceholderOptions
from .record import from_fields
from .request import (
    ACTION_FIELDS,
    ACTION_REQUIRED,
    BATCH_ACTION_FIELDS,
    BATCH_WRITE_ACTIONS,
    ENUMS,
    FIELDS_BY_OPERATION,
    GET_ACTIONS,
    OPERATIONS,
    OPTIONS,
    REQUIRED_BY_OPERATION,
    RETURN_VALUES,
    WRITE_ACTIONS,
    Action,
    BatchTable,
    Request,
    unknown_operation_message,
)
from .textmode import TEXT_FIELDS, text_problems
from .values import Value, check_key_value, common_values, describe

TOP_FIELDS = (
    "version",
    "operation",
    "table",
    "key",
    "item",
    "update",
    "condition",
    "key_condition",
    "filter",
    "projection",
    "options",
    "actions",
    "client_request_token",
    "tables",
    "placeholders",
    "text",
)
COMPARE_OPS = n.COMPARATORS
# Action(**kw) and Request(**kw), made from the loader's dict of fields without a call's keyword matching
_make_action = from_fields(Action)
_make_request = from_fields(Request)


class _Invalid(Exception):
    """Raised inside the loader after a problem was recorded, to abandon a node."""


def _empty(v: Any) -> bool:
    """None, [], {} or "" (a field left empty)."""
    return v is None or (not v and isinstance(v, (list, dict, str)))


# each expression's state fragment -> the node it was written from, while a
# request is read and loaded (:func:`fragments_read`)
_READ = KeptWithin("fragments_read")


def fragments_read():
    """Within the block (``with fragments_read():``), an expression's state
    fragment written from the expression it stands for (:func:`read_from`) is
    not read again: the loader (:func:`loader`) takes the expression. The
    simulator reads a request into a state and loads that state at once; its
    expressions were parsed from the request with DynamoDB's checks, and a
    fragment written from one loads to it (``tests/differential/test_fragments_read.py``
    holds the two ways to each other on every recorded request). So the
    reader does not write the fragment at all there: it puts a token in its
    place (:func:`taken_token`), which only the loader of the block reads. The
    fragments must not change within the block, and a state read within it is
    for that loader alone (the simulator's: it never shows the state)."""
    return _READ.block()


def fragments_taken() -> bool:
    """Whether a :func:`fragments_read` block is running: an expression's
    fragment is then a :func:`taken_token`."""
    return _READ.current() is not None


# taken_token(kind) is {"taken": kind}, made in C (dict.fromkeys): the reader makes one for each expression
# of a request, and a function of Python around the dict would be one more call each
taken_token = partial(dict.fromkeys, ("taken",))
taken_token.__doc__ = """What the reader writes for an expression of ``kind`` (such as
    ``"UpdateExpression"``) within :func:`fragments_read`, in place of the
    fragment the loader would take the expression for anyway: a new object
    each time (kept by its identity, :func:`read_from`), which any other
    loader refuses (no field of a state reads ``{"taken": ...}``)."""


def read_from(fragment: Any, node: Any) -> Any:
    """``fragment``, written from ``node`` (an expression's node), which
    loading it gives, with no problem; remembered within :func:`fragments_read`."""
    known = _READ.current()
    if known is not None:
        known.by_id[id(fragment)] = (fragment, node)  # (Kept.put, without its call)
    return fragment


def values_read_from(fragment: dict, values: dict) -> dict:
    """``fragment``, an object of attributes the reader wrote (each value
    :func:`~builder.expr.values.ddb_to_state` of its Value's DynamoDB JSON),
    with ``values`` (name -> that Value, for each name in it): remembered
    within :func:`fragments_read`, where the loader takes the Values instead of
    reading them again, and still makes every check on them
    (``tests/expr/test_loader_reuse.py``)."""
    known = _READ.current()
    if known is not None:
        known.by_id[id(fragment)] = (fragment, values)  # (Kept.put, without its call)
    return fragment


# a state's field -> the Loader method that reads it (actions: by the operation, in load)
_TOP_READERS = (
    ("table", "table"),
    ("key", "key"),
    ("item", "item"),
    ("update", "update"),
    ("condition", "condition"),
    ("key_condition", "key_condition"),
    ("filter", "condition"),
    ("projection", "projection"),
    ("actions", None),
    ("tables", "batch_tables"),
    ("client_request_token", "token"),
)

_TOP_FIELD_SET = frozenset(TOP_FIELDS)
_OPERATION_SET = frozenset(OPERATIONS)
_NOT_BODY = frozenset(("version", "operation", "options", "placeholders", "text"))  # not an operation's fields
_ALLOWED_BY_OPERATION = {op: frozenset(fields) | _NOT_BODY for op, fields in FIELDS_BY_OPERATION.items()}
# each operation's fields, in _TOP_READERS' order, with their readers (None: the actions)
_READERS_BY_OPERATION = {
    op: tuple((name, reader) for name, reader in _TOP_READERS if name in FIELDS_BY_OPERATION[op]) for op in OPERATIONS
}

# a transaction action's type -> the fields it may have
_ACTION_ALLOWED = {kind: frozenset(("type", *fields, "text")) for kind, fields in ACTION_FIELDS.items()}
# an update action's kind -> the fields it has
_UPDATE_ACTION_FIELDS = {
    "SET": ("action", "path", "value"),
    "REMOVE": ("action", "path"),
    "ADD": ("action", "path", "value"),
    "DELETE": ("action", "path", "value"),
}
_UPDATE_ACTION_ALLOWED = {kind: frozenset(fields) for kind, fields in _UPDATE_ACTION_FIELDS.items()}
_UPDATE_ACTION_EXPECTED = 'an update action like {"action": "SET", "path": "a", "value": ...}'
_CONDITION_EXPECTED = 'a condition like {"op": "attribute_not_exists", "path": "SK"}'
_EXISTS_FIELDS = frozenset(("op", "path"))  # attribute_exists's and attribute_not_exists's
_ACTION_EXPECTED = 'a transaction action like {"type": "Put", "table": ..., "item": ...}'

# the fields a transaction action, an update action, a condition or a value reads, each located in it
_LOCATED_FIELDS = tuple(
    dict.fromkeys([*(f for fields in ACTION_FIELDS.values() for f in fields), "path", "value", "placeholder"])
)


@lru_cache(maxsize=4096)  # one location string each, a quicker key than join_location's two (issue 13)
def field_locations(loc: str) -> dict[str, str]:
    """``{name: join_location(loc, name)}`` for the fields of a transaction
    action, an update action, a condition or a value at ``loc``: the loader locates
    each field it reads, and locations are positions (``actions[0]``), the
    same in every render. The object is shared: read it, never change it."""
    return {name: join_location(loc, name) for name in _LOCATED_FIELDS}


def _field_location(loc: str, name: str) -> str:
    """``join_location(loc, name)`` for the name of a field (not empty, not
    bracketed), without its cache: an update's thousands of actions are each
    at a location of its own, which would only push the others out
    (``tests/expr/test_loader_fast.py``)."""
    return loc + "." + name if loc else name


# The Value each value operand's state was written from (state.value_state),
# by the very object written, while a builder form is read and its state loaded
# (values_written_once): a text box's part is written from the nodes the box
# was read into, and the loader read each value back (a 400 KB value again).
_WRITTEN = KeptWithin("values_written")


def values_written_once():
    """Within the block (``with values_written_once():``), a value operand's
    state written by :func:`~builder.expr.state.value_state` is loaded as the
    Value it was written from (the state must not change within the block)."""
    return _WRITTEN.block()


def value_written(state: dict, value: Value) -> None:
    """Keep ``value`` for the state written from it, within :func:`values_written_once`."""
    written = _WRITTEN.current()
    if written is not None:
        written.put(state, value)


class Loader:
    """Reads one state document; ``problems`` collects what is wrong with it."""

    # a transaction action's type -> (field, the class's reader of it, whether the action needs it)
    # for each of its fields, in the order they are read (set for each class: _action_readers)
    action_readers: dict
    # within fragments_read: what the reader read (see _TakingLoader), else None
    read: Kept | None = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.action_readers = _action_readers(cls)

    def __init__(
        self,
        cross_checks: bool = True,
        key_types: dict | None = None,
        written: int | None = None,
        read: Kept | None = None,
        table_key_types: dict | None = None,
    ):
        self.problems: list[Problem] = []
        self.cross_checks = cross_checks  # False: leave the rules across fields (crosscheck.py) to the caller
        self.key_types = key_types or {}  # key attribute name -> the table's type for it, when the table is known
        # table name -> its key_types, for the tables of a transaction or a batch whose keys differ from
        # key_types' (the simulator's tables of their own key schemas): each action is read by its table's
        self.table_key_types = table_key_types
        # written: the length of the JSON text orjson wrote for the document, when
        # known (state_limits); at most 400 KB, no item in it is measured (see item)
        self.items_fit = written is not None and written <= MAX_ITEM_BYTES
        if read is not None:  # a _TakingLoader's (its own __init__ would be one more call a request)
            self.read = read

    # -- bookkeeping -------------------------------------------------------
    def fail(self, loc: str, message: str, dynamodb: str | None = None):
        self.problems.append(Problem(loc, message, dynamodb))
        raise _Invalid

    def attempt(self, loc: str, fn, *args, **kwargs):
        """Run a constructor; record an ExprError at ``loc`` (+ its own location)."""
        try:
            return fn(*args, **kwargs)
        except ExprError as e:
            self.record(loc, e)

    def record(self, loc: str, e: ExprError):
        """Record ``e`` (raised by a constructor run for the node at ``loc``) at
        ``loc`` + its own location, and abandon the node."""
        self.problems.append(Problem(join_location(loc, e.location), e.message, e.dynamodb))
        raise _Invalid from None

    def soft(self, fn, *args):
        """Run a loader step, turning an abandoned node into None so loading goes on."""
        try:
            return fn(*args)
        except _Invalid:
            return None

    def expect(self, raw, kind, loc: str, what: str):
        if kind is str and isinstance(raw, str):
            return raw
        if kind is dict and isinstance(raw, dict):
            return raw
        if kind is list and isinstance(raw, list):
            return raw
        if kind is bool and isinstance(raw, bool):
            return raw
        if kind is int and isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        self.fail(loc, f"{what} expected, got {describe(raw)}")

    def only(self, raw: dict, allowed, loc: str):
        for k in raw:
            if k not in allowed:
                self.problems.append(
                    Problem(join_location(loc, k), f"unknown field {k!r}; expected one of {', '.join(allowed)}")
                )

    # -- the document ------------------------------------------------------
    def load(self, doc: dict) -> Request:
        """A state already migrated to the current version -> its Request.
        Raises :class:`StateError` listing every problem."""
        if not _TOP_FIELD_SET.issuperset(doc):
            self.only(doc, TOP_FIELDS, "")
        op = doc.get("operation")
        if not isinstance(op, str) or op not in _OPERATION_SET:  # (a set: a tuple compares each name before)
            self.problems.append(Problem("operation", unknown_operation_message(op)))
            raise StateError(self.problems)
        used = FIELDS_BY_OPERATION[op]
        if not _ALLOWED_BY_OPERATION[op].issuperset(doc):  # a field the operation does not use, filled in
            for name in TOP_FIELDS[2:]:
                if name not in used and name not in _NOT_BODY and not _empty(doc.get(name)):
                    self.problems.append(Problem(name, f"{name} does not apply to {op}; remove it"))
        for name in REQUIRED_BY_OPERATION[op]:
            value = doc.get(name)
            if not value and _empty(value):  # (a true value is never empty)
                words = MSG_TABLE_NULL if name == "table" and doc.get(name) is None else _EMPTY_WORDS.get(op)
                self.problems.append(Problem(name, f"{op} needs {_FIELD_WORDS[name]}", words))

        kw: dict = {"operation": op}
        for name, reader in _READERS_BY_OPERATION[op]:  # in this order: the problems are listed in it
            if name not in doc:
                continue
            raw = doc[name]
            if not raw and _empty(raw):
                continue
            try:
                if reader is None:  # read for the operation: a transaction's actions or a batch's writes
                    kw[name] = (self.batch_writes if op == "BatchWriteItem" else self.actions)(raw, name, op)
                else:
                    kw[name] = getattr(self, reader)(raw, name)
            except _Invalid:
                kw[name] = None
        options = doc.get("options")
        if options is not None:
            try:  # (soft, without its call)
                kw["options"] = self.options(options, "options", op)
            except _Invalid:
                kw["options"] = None
        if doc.get("placeholders") is not None:
            kw["placeholders"] = self.soft(self.placeholder_options, doc["placeholders"], "placeholders")
        text = doc.get("text")
        if text is not None and not _empty(text):  # expressions written as text (version 3): what their parts say
            self.problems.extend(text_problems(text, "text", tuple(used), _text_nodes(kw)))
        if not self.problems and self.cross_checks:
            # (the table's key attributes in its schema's order, when known: DynamoDB names the partition key first)
            tables = (
                {name: tuple(types) for name, types in self.table_key_types.items()} if self.table_key_types else None
            )
            self.problems.extend(cross_field_problems(kw, key_order=tuple(self.key_types), tables=tables))
        if self.problems:
            raise StateError(self.problems)
        return _make_request(kw)

    # -- pieces --------------------------------------------------------------
    def table(self, raw, loc):
        name = raw if raw.__class__ is str else self.expect(raw, str, loc, "a table name")
        if not is_table_name(name):
            self.fail(loc, f"table names are {TABLE_NAME_RULE} (got {describe(name)})")
        return name

    def token(self, raw, loc):
        tok = self.expect(raw, str, loc, "a ClientRequestToken")
        units = len(tok.encode("utf-16-le")) // 2  # DynamoDB counts UTF-16 code units
        if not 1 <= units <= 36:
            self.fail(
                loc,
                f"ClientRequestToken is 1 to 36 characters, got {units}"
                + (" (counted as UTF-16 code units)" if units != len(tok) else ""),
                f"Value {tok} at 'clientRequestToken' failed to satisfy constraint: "
                "Member must have length less than or equal to 36"
                if units > 36
                else None,
            )
        return tok

    def value_operand(self, raw, loc) -> n.ValueOperand:
        written = _WRITTEN.current()
        v = written.get(raw) if written is not None else None  # the Value state.value_state wrote it from
        if v is None:
            try:
                v = Value.from_state(raw, True)
            except ExprError as e:
                self.record(loc, e)
        ploc = _field_location(loc, "placeholder")
        try:
            return n.ValueOperand(v, raw.get("placeholder"), ploc)
        except ExprError as e:
            self.record(ploc, e)

    def attributes(self, raw, loc, is_key: bool, start: bool = False) -> dict:
        """An Item's or a key's attributes; ``start``: an ExclusiveStartKey's."""
        if not isinstance(raw, dict) or not raw:
            what = "key attributes" if is_key else "item attributes"
            self.expect(raw, dict, loc, f"an object of {what} (name -> typed value)")
            self.fail(loc, f"at least one of the {what} is needed")
        if "" in raw:
            out = None
        else:  # the Values the reader read for this very object (values_read_from), or the common attributes
            read = self.read
            kept = read.by_id.get(id(raw)) if read is not None else None  # (Kept.get, without its call)
            out = kept[1] if kept is not None and kept[0] is raw else None
            if out is None:
                out = common_values(raw)  # text and whole numbers
        if out is not None:
            if not is_key:
                return out
            key_types = self.key_types
            try:
                for name, v in out.items():
                    check_key_value(v, key_types.get(name))
            except ExprError:
                pass  # read one by one, to locate and word the problem
            else:
                return out
        return self.each_attribute(raw, loc, is_key, start)

    def each_attribute(self, raw: dict, loc, is_key: bool, start: bool = False) -> dict:
        """:meth:`attributes`, each value read on its own (any value; a problem
        located at the attribute it is in)."""
        out = {}
        bad = False
        for name, rawv in raw.items():  # each value located only when it has a problem: most have none
            if name == "":
                aloc = join_location(loc, name_location(name))
                self.problems.append(Problem(aloc, "attribute names cannot be empty", MSG_EMPTY_NAME))
                bad = True
                continue
            try:
                v = Value.from_state(rawv, False)
            except ExprError as e:  # as self.value records it
                aloc = join_location(loc, name_location(name))
                self.problems.append(Problem(join_location(aloc, e.location), e.message, e.dynamodb))
                bad = True
                continue
            if is_key:
                try:
                    check_key_value(v, self.key_types.get(name))
                except ExprError as e:
                    aloc = join_location(loc, name_location(name))
                    words = e.dynamodb or (empty_key_message(name, v.type) if v.type in ("S", "B") else None)
                    if start and words and not e.dynamodb and name in self.key_types:
                        words = start_key_message(words, hash_key=name == next(iter(self.key_types)))
                    self.problems.append(Problem(aloc, e.message, words))
                    bad = True
                    continue
            out[name] = v
        if bad:
            raise _Invalid
        return out

    def key(self, raw, loc):
        key = self.attributes(raw, loc, is_key=True)
        if len(key) > 2:
            self.fail(
                loc, f"a key has a partition key and at most a sort key, got {len(key)} attributes", MSG_KEY_COUNT
            )
        return key

    def item(self, raw, loc):
        """An Item's attributes, within DynamoDB's 400 KB. Not measured when the
        document's JSON text is known to be within 400 KB (``items_fit``): an
        item's size (:func:`~builder.expr.items.item_size`) is never more than
        the text of its state (tests/expr/test_items_bound.py). Each name's and
        text's UTF-8 bytes are in it; binary's bytes are fewer than their base64
        text; a number is at most 21 bytes, and its state value is
        ``{"type":"N","value":...}``; a boolean or null is 1 byte, a list or map
        3 bytes and 1 a member, less than its brackets and separators."""
        item = self.attributes(raw, loc, is_key=False)
        if self.items_fit:
            return item
        size = item_size({name: v.ddb for name, v in item.items()})
        if size > MAX_ITEM_BYTES:
            self.fail(
                loc,
                f"the item is {size:,} bytes (names and values, as DynamoDB counts them); "
                f"DynamoDB's limit is {MAX_ITEM_BYTES:,} (400 KB)",
                MSG_ITEM_SIZE,
            )
        return item

    def path(self, raw, loc) -> Path:
        try:
            if isinstance(raw, str):
                return parse_path(raw)
            if isinstance(raw, list):
                return Path(tuple(raw))
        except ExprError as e:
            self.record(loc, e)
        self.fail(loc, f'a path like "a.b[0]" or a list of segments like ["a.b", 0] expected, got {describe(raw)}')

    # operands ---------------------------------------------------------------
    def operand(self, raw, loc, context: str, functions: int = 0):
        """context: "set" (SET values), "arg" (inside a function), "cond"
        (conditions); ``functions``: how many functions (if_not_exists,
        list_append) hold it, at most MAX_FUNCTION_DEPTH."""
        if not isinstance(raw, dict):
            self.fail(loc, f"an operand expected ({_operand_forms(context)}), got {describe(raw)}")
        if "type" in raw:
            return self.value_operand(raw, loc)
        if len(raw) != 1:
            self.fail(
                loc,
                f"an operand has one of the forms {_operand_forms(context)}; got fields {', '.join(map(repr, raw))}",
            )
        ((kind, body),) = raw.items()
        if kind == "path":  # the commonest, located only when it is refused (self.path's first, without its call)
            if body.__class__ is str:
                try:
                    path = parse_path(body)
                except ExprError as e:
                    self.record(_field_location(loc, kind), e)
                return n.PathOperand(path)
            return n.PathOperand(self.path(body, _field_location(loc, kind)))
        kloc = join_location(loc, kind)
        if kind in ("if_not_exists", "list_append"):
            if functions >= MAX_FUNCTION_DEPTH:
                self.fail(
                    kloc, f"{STATE_FUNCTION_DEPTH_WORDS} {MAX_FUNCTION_DEPTH} deep in a value; this one is deeper"
                )
            functions += 1
        if kind == "path":
            return n.PathOperand(self.path(body, kloc))
        if context == "cond":
            if kind == "size":  # size(path), or (version 2) size of any operand: {"size": {"type": "S", ...}}
                inner = self.operand(body, kloc, "cond") if isinstance(body, dict) else self.path(body, kloc)
                return self.attempt(kloc, n.Size, inner)
        else:
            if kind == "if_not_exists":
                args = self.pair(body, kloc, "if_not_exists takes [path, default]")
                path = self.soft(self.path, args[0], join_location(kloc, 0))
                default = self.soft(self.operand, args[1], join_location(kloc, 1), "arg", functions)
                if path is None or default is None:
                    raise _Invalid
                return self.attempt(kloc, n.IfNotExists, path, default)
            if kind == "list_append":
                args = self.pair(body, kloc, "list_append takes [first list, second list]")
                a = self.soft(self.operand, args[0], join_location(kloc, 0), "arg", functions)
                b = self.soft(self.operand, args[1], join_location(kloc, 1), "arg", functions)
                if a is None or b is None:
                    raise _Invalid
                return self.attempt(kloc, n.ListAppend, a, b)
            if kind in ("plus", "minus"):
                if context != "set":
                    self.fail(kloc, f"{kind} cannot be nested; DynamoDB allows + and - only at the top of a SET value")
                args = self.pair(body, kloc, f"{kind} takes [left, right]")
                a = self.soft(self.operand, args[0], join_location(kloc, 0), "arg", functions)
                b = self.soft(self.operand, args[1], join_location(kloc, 1), "arg", functions)
                if a is None or b is None:
                    raise _Invalid
                return self.attempt(kloc, n.Arithmetic, "+" if kind == "plus" else "-", a, b)
        self.fail(loc, f"unknown operand {kind!r}; expected {_operand_forms(context)}")

    def pair(self, raw, loc, message):
        if not isinstance(raw, list) or len(raw) != 2:
            self.fail(loc, message)
        return raw

    # update -----------------------------------------------------------------
    def update(self, raw, loc) -> n.Update:
        rows = raw if raw.__class__ is list else self.expect(raw, list, loc, "a list of update actions")
        if len(rows) > MAX_UPDATE_ACTIONS:
            self.fail(loc, update_actions_message(len(rows)))
        actions = []
        bad = False
        located = item_locations(loc, len(rows))
        for i, row in enumerate(rows):
            try:
                actions.append(self.update_action(row, located[i]))
            except _Invalid:
                bad = True
        if bad:
            raise _Invalid
        try:
            return n.Update(tuple(actions))
        except ExprError as e:
            self.record(loc, e)

    def update_action(self, raw, loc):
        obj = raw if raw.__class__ is dict else self.expect(raw, dict, loc, _UPDATE_ACTION_EXPECTED)
        kind = obj.get("action")
        if not isinstance(kind, str) or kind not in _UPDATE_ACTION_FIELDS:
            self.fail(join_location(loc, "action"), f"action must be SET, REMOVE, ADD or DELETE, got {describe(kind)}")
        fields = _UPDATE_ACTION_FIELDS[kind]
        if not _UPDATE_ACTION_ALLOWED[kind].issuperset(obj):
            self.only(obj, fields, loc)
        if "path" not in obj:
            self.fail(join_location(loc, "path"), f"{kind} needs a path")
        # each field located only when it is refused (most are not), or where a node keeps its location
        raw_path = obj["path"]
        try:
            if raw_path.__class__ is str:  # the common case, self.path's first, without its call
                try:
                    path = parse_path(raw_path)
                except ExprError as e:
                    self.record(_field_location(loc, "path"), e)
            else:
                path = self.path(raw_path, _field_location(loc, "path"))
        except _Invalid:
            path = None
        if kind == "REMOVE":
            if path is None:
                raise _Invalid
            return n.RemoveAction(path)
        vloc = _field_location(loc, "value")
        if "value" not in obj:
            self.fail(vloc, f"{kind} needs a value")
        try:
            value = self.operand(obj["value"], vloc, "set") if kind == "SET" else self.value_operand(obj["value"], vloc)
        except _Invalid:
            value = None
        if path is None or value is None:
            raise _Invalid
        try:
            return (n.SetAction if kind == "SET" else n.AddAction if kind == "ADD" else n.DeleteAction)(path, value)
        except ExprError as e:
            self.record(vloc, e)

    # conditions -------------------------------------------------------------
    def condition(self, raw, loc, groups: int = 0) -> n.Condition:
        """``groups``: how many AND, OR and NOT groups hold it (the state's
        limits were checked before loading: :func:`~builder.expr.limits.state_limit_problems`;
        this keeps the recursion bounded for a Loader used on its own)."""
        obj = raw if raw.__class__ is dict else self.expect(raw, dict, loc, _CONDITION_EXPECTED)
        op = obj.get("op")
        # the commonest first (each op is one branch), before AND, OR, NOT, BETWEEN and IN in any case are
        # read as lowercase: neither of these is one of them
        if op == "attribute_not_exists" or op == "attribute_exists":
            if not _EXISTS_FIELDS.issuperset(obj):
                self.only(obj, ("op", "path"), loc)
            path = self.path(obj.get("path"), field_locations(loc)["path"])
            return (n.AttributeExists if op == "attribute_exists" else n.AttributeNotExists)(path)
        if isinstance(op, str):
            lower = op.lower()
            if lower in _LOWER_OPS:
                op = lower
        if op in ("and", "or", "not") and groups >= MAX_CONDITION_DEPTH:
            self.fail(loc, f"conditions nest at most {MAX_CONDITION_DEPTH} groups deep (each AND, OR and NOT is one)")
        if op in ("and", "or"):
            self.only(obj, ("op", "conditions"), loc)
            cloc = _field_location(loc, "conditions")
            items = self.expect(obj.get("conditions"), list, cloc, f"a list of conditions for {op.upper()}")
            kids = [self.soft(self.condition, c, f"{cloc}[{i}]", groups + 1) for i, c in enumerate(items)]
            if any(k is None for k in kids):
                raise _Invalid
            return self.attempt(cloc, n.And if op == "and" else n.Or, kids)
        if op == "not":
            self.only(obj, ("op", "condition"), loc)
            inner = self.condition(obj.get("condition"), join_location(loc, "condition"), groups + 1)
            return n.Not(inner)
        if op in COMPARE_OPS:
            self.only(obj, ("op", "left", "right"), loc)
            left = self.soft(self.operand, obj.get("left"), _field_location(loc, "left"), "cond")
            right = self.soft(self.operand, obj.get("right"), _field_location(loc, "right"), "cond")
            if left is None or right is None:
                raise _Invalid
            return self.attempt(loc, n.Compare, op, left, right)
        if op == "between":
            self.only(obj, ("op", "operand", "low", "high"), loc)
            parts = [
                self.soft(self.operand, obj.get(f), join_location(loc, f), "cond") for f in ("operand", "low", "high")
            ]
            if any(p is None for p in parts):
                raise _Invalid
            return self.attempt(loc, n.Between, *parts)
        if op == "in":
            self.only(obj, ("op", "operand", "values"), loc)
            subject = self.soft(self.operand, obj.get("operand"), join_location(loc, "operand"), "cond")
            vloc = join_location(loc, "values")
            items = self.expect(obj.get("values"), list, vloc, "a list of values for IN")
            opts = [self.soft(self.operand, v, join_location(vloc, i), "cond") for i, v in enumerate(items)]
            if subject is None or any(o is None for o in opts):
                raise _Invalid
            return self.attempt(vloc, n.In, subject, opts)
        if op == "attribute_type":
            self.only(obj, ("op", "path", "operand", "type", "placeholder"), loc)
            path = self.soft(self.subject, obj, loc)
            t = obj.get("type")
            if path is None:
                raise _Invalid
            if obj.get("placeholder") is not None:
                self.attempt(join_location(loc, "placeholder"), n.clean_placeholder_name, obj["placeholder"])
            return self.attempt(
                join_location(loc, "type"),
                n.AttributeType,
                path,
                t,
                obj.get("placeholder"),
                location=join_location(loc, "placeholder"),
            )
        if op in ("begins_with", "contains"):
            self.only(obj, ("op", "path", "operand", "value"), loc)
            path = self.soft(self.subject, obj, loc)
            operand = self.soft(self.operand, obj.get("value"), join_location(loc, "value"), "cond")
            if path is None or operand is None:
                raise _Invalid
            return self.attempt(
                join_location(loc, "value"), n.BeginsWith if op == "begins_with" else n.Contains, path, operand
            )
        self.fail(
            join_location(loc, "op"), f"unknown condition {describe(op)}; expected one of {', '.join(_ALL_COND_OPS)}"
        )

    def subject(self, obj: dict, loc: str):
        """A function's first argument: ``path``, or (version 2) ``operand``, any
        condition operand (``begins_with(:a, :b)``); one of the two."""
        if "operand" in obj:
            if "path" in obj:
                self.fail(join_location(loc, "operand"), "give path or operand, not both")
            return self.operand(obj["operand"], join_location(loc, "operand"), "cond")
        return self.path(obj.get("path"), join_location(loc, "path"))

    # key condition, projection ---------------------------------------------------
    def key_condition(self, raw, loc) -> KeyCondition:
        obj = self.expect(raw, dict, loc, 'a key condition like {"partition": {"name": "PK", "value": ...}}')
        self.only(obj, ("partition", "sort"), loc)
        ploc = join_location(loc, "partition")
        part = self.expect(obj.get("partition"), dict, ploc, 'the partition key {"name": ..., "value": ...}')
        self.only(part, ("name", "value"), ploc)
        pname = self.soft(self.expect, part.get("name"), str, join_location(ploc, "name"), "the partition key's name")
        pvalue = self.soft(self.value_operand, part.get("value"), join_location(ploc, "value"))
        sort = None
        if not _empty(obj.get("sort")):
            sort = self.soft(self.sort_condition, obj["sort"], join_location(loc, "sort"))
            if sort is None:
                raise _Invalid
        if pname is None or pvalue is None:
            raise _Invalid
        return self.attempt(loc, KeyCondition, pname, pvalue, sort)

    def sort_condition(self, raw, loc):
        obj = self.expect(raw, dict, loc, 'a sort key condition {"name": ..., "op": ..., "value": ...}')
        self.only(obj, ("name", "op", "value", "high"), loc)
        name = self.soft(self.expect, obj.get("name"), str, join_location(loc, "name"), "the sort key's name")
        op = obj.get("op")
        if isinstance(op, str) and op.lower() in ("between", "begins_with"):
            op = op.lower()
        if not isinstance(op, str) or op not in SORT_OPS:
            self.problems.append(
                Problem(
                    join_location(loc, "op"),
                    f"sort key condition must be one of {', '.join(SORT_OPS)}, got {describe(op)}",
                )
            )
            op = None
        value = self.soft(self.value_operand, obj.get("value"), join_location(loc, "value"))
        high = None
        if obj.get("high") is not None:
            high = self.soft(self.value_operand, obj["high"], join_location(loc, "high"))
            if high is None:
                raise _Invalid
        if name is None or value is None or op is None:
            raise _Invalid
        return self.attempt(loc, SortKeyCondition, name, op, value, high)

    def projection(self, raw, loc) -> n.Projection:
        items = self.expect(raw, list, loc, "a list of paths")
        paths = [self.soft(self.path, p, join_location(loc, i)) for i, p in enumerate(items)]
        if any(p is None for p in paths):
            raise _Invalid
        return self.attempt(loc, n.Projection, paths)

    # transactions ------------------------------------------------------------------
    def actions(self, raw, loc, op) -> tuple:
        items = raw if raw.__class__ is list else self.expect(raw, list, loc, "a list of transaction actions")
        allowed = WRITE_ACTIONS if op == "TransactWriteItems" else GET_ACTIONS
        if len(items) > MAX_TRANSACTION_ACTIONS:
            self.fail(
                loc,
                f"a transaction holds at most {MAX_TRANSACTION_ACTIONS} actions, got {len(items)}",
                MSG_TRANSACTION_ACTIONS,
            )
        out = []
        bad = False
        located = item_locations(loc, len(items))
        common = self.key_types
        for i, a in enumerate(items):
            if self.table_key_types:  # each action's key read by its table's key schema
                self.key_types = common
                self._use_table_keys(a.get("table") if a.__class__ is dict else None)
            try:
                out.append(self.action(a, located[i], allowed, i))
            except _Invalid:
                bad = True
        self.key_types = common
        if bad:
            raise _Invalid
        return tuple(out)

    def _use_table_keys(self, table) -> dict:
        """Read keys by table ``table``'s key types from now on, when it has
        its own (:attr:`table_key_types`); the key types read by until now,
        for the caller to set back."""
        common = self.key_types
        by_table = self.table_key_types
        if by_table and table.__class__ is str:
            found = by_table.get(table)
            if found is not None:
                self.key_types = found
        return common

    def action(self, raw, loc, allowed, index: int = 0) -> Action:
        obj = raw if raw.__class__ is dict else self.expect(raw, dict, loc, _ACTION_EXPECTED)
        kind = obj.get("type")
        if kind not in allowed:
            self.fail(
                join_location(loc, "type"), f"action type must be one of {', '.join(allowed)}, got {describe(kind)}"
            )
        if not _ACTION_ALLOWED[kind].issuperset(obj):
            self.only(obj, ("type",) + ACTION_FIELDS[kind] + ("text",), loc)
        problems = self.problems
        before = len(problems)
        kw = {"type": kind}
        located = field_locations(loc)
        missing = None  # the fields it needs that are missing or empty
        for name, read, required in self.action_readers[kind]:  # each field's reader, in the order they are read
            value = obj.get(name)
            if value or (value is not None and not _empty(value)):  # (a true value is never empty)
                try:
                    kw[name] = read(self, value, located[name])
                except _Invalid:
                    kw[name] = None
            elif required:
                missing = [name] if missing is None else [*missing, name]
        if missing is not None:  # said first, before anything its fields' readers found
            problems[before:before] = [
                Problem(
                    join_location(loc, name),
                    f"{'an' if kind[:1] in 'AEIOU' else 'a'} {kind} action needs {_FIELD_WORDS[name]}",
                    _missing_member_words(kind, name, index, obj.get(name)),
                )
                for name in ACTION_REQUIRED[kind]
                if name in missing
            ]
        if "text" in obj and not _empty(obj["text"]):
            problems.extend(
                text_problems(obj["text"], join_location(loc, "text"), ACTION_FIELDS[kind], _text_nodes(kw))
            )
        if len(problems) > before:
            raise _Invalid
        return _make_action(kw)

    def return_values_on_condition_check_failure(self, raw, loc):
        return self.enum(raw, loc, ENUMS["return_values_on_condition_check_failure"])

    # batches ----------------------------------------------------------------------
    def batch_writes(self, raw, loc, op) -> tuple:
        """BatchWriteItem's requests: Put (table, item) and Delete (table, key),
        at most 25, no two on one item."""
        items = self.expect(raw, list, loc, 'a list of write requests like {"type": "Put", "table": ..., "item": ...}')
        if len(items) > MAX_BATCH_WRITE_REQUESTS:
            self.fail(
                loc,
                f"a BatchWriteItem holds at most {MAX_BATCH_WRITE_REQUESTS} requests, got {len(items)}",
                MSG_BATCH_WRITE_REQUESTS,
            )
        out = [self.soft(self.batch_write, a, join_location(loc, i)) for i, a in enumerate(items)]
        if any(a is None for a in out):
            raise _Invalid
        dup = batch_duplicate(out)
        if dup is not None:
            self.fail(join_location(loc, dup), DUPLICATE_WRITE, MSG_BATCH_DUPLICATES)
        return tuple(out)

    def batch_write(self, raw, loc) -> Action:
        obj = self.expect(raw, dict, loc, 'a write request like {"type": "Put", "table": ..., "item": ...}')
        kind = obj.get("type")
        if kind not in BATCH_WRITE_ACTIONS:
            self.fail(
                join_location(loc, "type"),
                f"a BatchWriteItem request is Put or Delete, got {describe(kind)}"
                + (
                    "; use TransactWriteItems for updates and condition checks"
                    if isinstance(kind, str) and kind in ACTION_FIELDS
                    else ""
                ),
            )
        fields = BATCH_ACTION_FIELDS[kind]
        before = len(self.problems)
        for name in obj:
            if name in ("condition", "update", "return_values_on_condition_check_failure", "text", "projection"):
                if not _empty(obj[name]):
                    self.problems.append(Problem(join_location(loc, name), _NO_CONDITIONS))
            elif name not in ("type",) + fields:
                self.problems.append(
                    Problem(
                        join_location(loc, name), f"unknown field {name!r}; expected one of type, {', '.join(fields)}"
                    )
                )
        for name in fields:
            if _empty(obj.get(name)):
                words = _EMPTY_BATCH_WORDS.get(name) if obj.get(name) == {} else None  # given, of no attributes
                self.problems.append(
                    Problem(join_location(loc, name), f"a {kind} request needs {_FIELD_WORDS[name]}", words)
                )
        kw = {"type": kind}
        readers = {"table": self.table, "key": self.key, "item": self.item}
        common = self._use_table_keys(obj.get("table"))
        for name in fields:
            if not _empty(obj.get(name)):
                kw[name] = self.soft(readers[name], obj[name], join_location(loc, name))
        self.key_types = common
        if len(self.problems) > before:
            raise _Invalid
        return _make_action(kw)

    def batch_tables(self, raw, loc) -> tuple:
        """BatchGetItem's tables: each once, with 1 or more keys (100 at most
        in all, no key twice), a projection and ConsistentRead."""
        items = self.expect(raw, list, loc, 'a list of tables like {"table": ..., "keys": [...]}')
        count = sum(len(t["keys"]) for t in items if isinstance(t, dict) and isinstance(t.get("keys"), list))
        if count > MAX_BATCH_GET_KEYS and not key_twice(items):  # a key given twice first (mdy082)
            self.fail(
                loc,
                f"a BatchGetItem reads at most {MAX_BATCH_GET_KEYS} keys (across its tables), got {count}",
                MSG_BATCH_GET_KEYS,
            )
        out = [self.soft(self.batch_table, t, join_location(loc, i)) for i, t in enumerate(items)]
        if any(t is None for t in out):
            raise _Invalid
        seen: set = set()
        for i, t in enumerate(out):
            if t.table in seen:
                self.fail(
                    join_location(join_location(loc, i), "table"),
                    f"table {t.table} is listed twice; give each table once, with all of its keys",
                )
            seen.add(t.table)
        return tuple(out)

    def batch_table(self, raw, loc) -> BatchTable:
        obj = self.expect(raw, dict, loc, 'a table like {"table": ..., "keys": [...]}')
        self.only(obj, ("table", "keys", "projection", "consistent_read", "text"), loc)
        before = len(self.problems)
        table = self.soft(self.table, obj.get("table"), join_location(loc, "table"))
        kloc = join_location(loc, "keys")
        keys = None
        if _empty(obj.get("keys")):
            self.problems.append(
                Problem(
                    kloc,
                    "each table of a BatchGetItem needs at least one key",
                    batch_get_no_keys_message(table) if table else None,
                )
            )
        else:
            rows = self.soft(self.expect, obj["keys"], list, kloc, "a list of keys")
            if rows is not None:
                common = self._use_table_keys(obj.get("table"))
                keys = [self.soft(self.key, k, join_location(kloc, i)) for i, k in enumerate(rows)]
                self.key_types = common
        projection = None
        if not _empty(obj.get("projection")):
            projection = self.soft(self.projection, obj["projection"], join_location(loc, "projection"))
        consistent = None
        if obj.get("consistent_read") is not None:
            consistent = self.soft(
                self.expect, obj["consistent_read"], bool, join_location(loc, "consistent_read"), "true or false"
            )
        if not _empty(obj.get("text")):  # the projection written as text (version 3)
            self.problems.extend(
                text_problems(obj["text"], join_location(loc, "text"), ("projection",), {"projection": projection})
            )
        if len(self.problems) > before or keys is None or any(k is None for k in keys):
            raise _Invalid
        seen: set = set()
        for i, k in enumerate(keys):
            ident = key_identity(k)
            if ident in seen:
                self.fail(join_location(kloc, i), _DUPLICATE_GET, MSG_BATCH_DUPLICATES)
            seen.add(ident)
        return BatchTable(table, tuple(keys), projection, consistent)

    # options ----------------------------------------------------------------------
    def enum(self, raw, loc, choices):
        if raw not in choices:
            self.fail(loc, f"must be one of {', '.join(choices)}, got {describe(raw)}")
        return raw

    def options(self, raw, loc, op) -> dict:
        obj = raw if raw.__class__ is dict else self.expect(raw, dict, loc, "an object of options")
        out = {}
        for name, value in obj.items():
            oloc = _OPTION_LOCATIONS.get(name) if loc == "options" else None  # (join_location's, made once)
            if oloc is None:
                oloc = join_location(loc, name)
            if name not in OPTIONS:
                self.problems.append(Problem(oloc, f"unknown option {name!r}; expected one of {', '.join(OPTIONS)}"))
                continue
            if value is None:
                continue
            if op not in OPTIONS[name][1]:
                self.problems.append(Problem(oloc, f"{name} does not apply to {op}; remove it"))
                continue
            # one of its choices: the option as option gives it, without its call and enum's (most options)
            choices = RETURN_VALUES[op] if name == "return_values" else ENUMS.get(name)
            if choices is not None and value in choices:
                out[name] = value
                continue
            try:  # (soft, without its call)
                v = self.option(name, value, oloc, op)
            except _Invalid:
                v = None
            if v is not None:
                out[name] = v
        if "segment" in out and "total_segments" in out:
            problems = segment_problems(out["segment"], out["total_segments"], loc)
            if problems:
                self.problems.extend(problems)
                raise _Invalid
        return out

    def option(self, name, value, loc, op):
        if name == "return_values":
            return self.enum(value, loc, RETURN_VALUES[op])
        if name in ENUMS:
            return self.enum(value, loc, ENUMS[name])
        if name in ("consistent_read", "scan_index_forward"):
            return self.expect(value, bool, loc, "true or false")
        if name in ("total_segments", "segment"):  # their ranges depend on each other: crosscheck.segment_problems
            return self.expect(value, int, loc, "a whole number")
        if name == "limit":
            # DynamoDB's range (builder/expr/limits.py); an int of any size is compared, never printed whole
            v = self.expect(value, int, loc, "a whole number")
            if v < 1:
                self.fail(loc, "limit must be at least 1")
            if v > MAX_LIMIT:
                self.fail(loc, f"limit must be at most {MAX_LIMIT:,}", range_message(v, "limit", MAX_LIMIT))
            return v
        if name == "index_name":
            v = self.expect(value, str, loc, "an index name")
            if not is_table_name(v):
                self.fail(loc, f"index names are {TABLE_NAME_RULE} (got {describe(v)})")
            return v
        if name == "exclusive_start_key":
            return self.attributes(value, loc, is_key=True, start=True)
        raise AssertionError(name)  # pragma: no cover

    def placeholder_options(self, raw, loc) -> PlaceholderOptions:
        obj = self.expect(raw, dict, loc, 'an object like {"names": "auto", "style": "readable"}')
        self.only(obj, ("names", "style"), loc)
        names = obj.get("names", "auto")
        style = obj.get("style", "readable")
        ok = True
        if names not in ("auto", "all"):
            self.problems.append(
                Problem(
                    join_location(loc, "names"),
                    f'names must be "auto" (plain where allowed) or "all" (alias every name), got {describe(names)}',
                )
            )
            ok = False
        if style not in ("readable", "compact"):
            self.problems.append(
                Problem(join_location(loc, "style"), f'style must be "readable" or "compact", got {describe(style)}')
            )
            ok = False
        if not ok:
            raise _Invalid
        return PlaceholderOptions(alias_all=names == "all", compact=style == "compact")


def _action_readers(cls) -> dict:
    """:attr:`Loader.action_readers` for the loader class ``cls``: each field's
    reader is the method of the field's name."""
    return {
        kind: tuple((name, getattr(cls, name), name in ACTION_REQUIRED[kind]) for name in fields)
        for kind, fields in ACTION_FIELDS.items()
    }


Loader.action_readers = _action_readers(Loader)

# each option's location in a state's options (join_location("options", name), made once)
_OPTION_LOCATIONS = {name: join_location("options", name) for name in OPTIONS}

_NO_CONDITIONS = (
    "a BatchWriteItem request takes no condition or expression (DynamoDB has none there, and writes "
    "regardless of one sent anyway); use TransactWriteItems for conditional writes"
)
DUPLICATE_WRITE = "this request writes an item an earlier request of this BatchWriteItem writes; DynamoDB refuses two requests on one item"
_DUPLICATE_GET = "this key is listed twice for this table; DynamoDB refuses a key given twice"
_EMPTY_WORDS = {"BatchWriteItem": MSG_BATCH_WRITE_EMPTY, "BatchGetItem": MSG_BATCH_GET_EMPTY}


# a BatchWriteItem request's Item or Key given as {}: DynamoDB Local's words
_EMPTY_BATCH_WORDS = {"item": MSG_PUT_ITEM_NULL, "key": MSG_KEY_COUNT}


def _missing_member_words(kind: str, name: str, index: int, given: Any = None) -> str:
    """DynamoDB Local's words for transaction action ``index`` (from 0) without
    ``name``: a TransactGetItems Get's are its own. A key or item given as an
    empty object is no missing member to DynamoDB: a key of no attributes, an
    item without the key's."""
    if given == {} and name in ("key", "item"):
        return MSG_KEY_COUNT if name == "key" else MSG_KEY_MISSING
    if kind == "Get":
        return MSG_GET_NO_TABLE if name == "table" else MSG_GET_NO_KEY
    return null_member_message(index + 1, kind, name)


def key_identity(key: dict) -> tuple:
    """A key (name -> Value) as something to compare: the same attributes, the same values."""
    return tuple(
        sorted(
            (name, v.type, member_key(v.type, v.ddb[v.type]) if v.type in ("S", "N", "B") else repr(normalize(v.ddb)))
            for name, v in key.items()
        )
    )


def batch_duplicate(actions, key_names=None) -> int | None:
    """The position of the first BatchWriteItem request on an item an earlier
    one writes (same table, same key), or None. ``key_names(table)``: the
    table's key attribute names when known; otherwise a Delete's key names
    stand for its table's key, and two Puts of equal items are duplicates."""
    names: dict = {}
    for a in actions:
        if a.type == "Delete":
            names.setdefault(a.table, tuple(sorted(a.key)))
    seen: set = set()
    for i, a in enumerate(actions):
        known = key_names(a.table) if key_names is not None else None
        known = tuple(known) if known else names.get(a.table)
        body = a.key if a.type == "Delete" else a.item
        if known is not None and all(k in body for k in known):
            body = {k: body[k] for k in known}
        elif a.type == "Put":
            body = a.item  # no key names known: an equal item is the same item
        ident = (a.table, key_identity(body))
        if ident in seen:
            return i
        seen.add(ident)
    return None


_FIELD_WORDS = {
    "table": "a table name",
    "key": "a key",
    "item": "an item",
    "update": "at least one update action",
    "key_condition": "a key condition",
    "actions": "at least one action",
    "tables": "at least one table with keys",
    "condition": "a condition",
}
_LOWER_OPS = {"and", "or", "not", "between", "in"}
_ALL_COND_OPS = COMPARE_OPS + (
    "between",
    "in",
    "attribute_exists",
    "attribute_not_exists",
    "attribute_type",
    "begins_with",
    "contains",
    "and",
    "or",
    "not",
)


def _taking(read):
    """``read`` (a Loader method reading an expression's fragment), taking
    first what the reader read (:attr:`_TakingLoader.read`)."""

    def take_or_read(self, raw, *args):
        kept = self.read.by_id.get(id(raw))  # (Kept.get, without its call)
        return kept[1] if kept is not None and kept[0] is raw else read(self, raw, *args)

    return take_or_read


class _TakingLoader(Loader):
    """A :class:`Loader` within :func:`fragments_read`: an expression's
    fragment written from the expression the reader read is taken as it.
    Made with ``read``: each fragment the reader read (by its identity) -> the
    node it read (:meth:`Loader.__init__` keeps it)."""

    read: Kept

    update = _taking(Loader.update)
    condition = _taking(Loader.condition)  # a group's conditions too (none of them was written alone)
    key_condition = _taking(Loader.key_condition)
    projection = _taking(Loader.projection)


def loader(
    cross_checks: bool = True,
    key_types: dict | None = None,
    written: int | None = None,
    table_key_types: dict | None = None,
) -> Loader:
    """A :class:`Loader` (``written``, ``table_key_types``: see :class:`Loader`);
    within :func:`fragments_read`, one that takes what the reader read."""
    read = _READ.current()
    if read is None:
        return Loader(cross_checks, key_types, written, None, table_key_types)
    return _TakingLoader(cross_checks, key_types, written, read, table_key_types)


def _text_nodes(kw: dict) -> dict:
    """The loaded parts a ``text`` object must agree with: field -> node (None
    when the part is empty); a part that did not load is left out."""
    return {f: kw.get(f) for f in TEXT_FIELDS if f not in kw or kw[f] is not None}


def _operand_forms(context: str) -> str:
    base = '{"type": ..., "value": ...}, {"path": ...}'
    if context == "cond":
        return base + ', {"size": ...}'
    if context == "set":
        return base + ', {"if_not_exists": [...]}, {"list_append": [...]}, {"plus": [...]}, {"minus": [...]}'
    return base + ', {"if_not_exists": [...]}, {"list_append": [...]}'
