"""Simulate DynamoDB requests against sample items, without an endpoint.

:func:`simulate` takes a table description (``KeySchema`` and
``AttributeDefinitions``, as ``CreateTable`` takes them), the items in the
table before the request (DynamoDB JSON, binary as base64 text), the API
operation and its parameters, and returns a :class:`Result`: what DynamoDB
answers (the response minus metadata, or the error code and message) and the
items the request writes, afterwards.

The request is read by the core (``reader.parse_request`` -> builder state ->
``load_state`` -> :class:`~builder.expr.request.Request` holding the expression
nodes); the nodes are then evaluated with DynamoDB's semantics: conditions in
:mod:`.evaluate`, updates in :mod:`.apply`, values and items in :mod:`.items`,
keys in :mod:`.keys`. This module is the engine that runs each operation on a
:class:`Table`. Problems the core finds are reported as ``ValidationException``
in DynamoDB's words (:mod:`.messages`). The behaviour follows DynamoDB Local
(checked by the recorded differential corpus in ``tests/differential/``);
where it is not yet identical, the difference is listed in ``docs/simulator.md``.

Pure Python, no Django.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from typing import Any

from . import validate
from .apply import applied
from .capacity import Fetched, consumed_capacity, estimate
from .crosscheck import key_inside_update
from .errors import ExprError
from .evaluate import Explained, evaluate, explain_condition
from .items import (
    as_ddb,
    copy_value,
    item_size,
    item_size_after,
    lookup,
    measured_size,
    member_key,
    normalize,
    normalize_item,
    order_key,
    project,
    projection_tree,
    sizes_bound,
)
from .kept import Kept, KeptWithin
from .keycondition import KeyCondition
from .keys import (
    KeySchema,
    TableSchemas,
    index_fetches,
    index_holds,
    index_projected,
    index_read_problems,
    key_condition_holds,
    table_schemas,
)
from .legacy import checked_after_condition, legacy_used, legacy_words, to_expressions
from .limits import (
    MAX_EXPRESSION_OPERATORS,
    MAX_ITEM_BYTES,
    MSG_NESTING,
    MSG_NESTING_UPDATE,
    items_too_deep,
    own_bound,
)
from .loader import batch_duplicate
from .messages import (
    CANCELED,
    CONDITIONAL,
    INPUT_ERROR,
    MSG_BATCH_DUPLICATES,
    MSG_CONDITIONAL,
    MSG_EMPTY_KEY,
    MSG_ITEM_SIZE,
    MSG_MULTI,
    MSG_RANGE_PREDICATE,
    MSG_SEGMENT_START,
    MSG_START_KEY_SCHEMA,
    MSG_START_KEY_TYPE,
    MSG_UPDATE_SIZE,
    TRANSACT_GET_KEY_CANCELS,
    TRANSACT_WRITE_KEY_CANCELS,
    VALIDATION,
    DynamoDBError,
    cancelled_message,
    dynamodb_message,
    key_inside_message,
    late_transaction_problem,
)
from .nodes import SetAction, ValueOperand, operator_count
from .reader import ParseError, parse_request
from .request import GET_ACTIONS, WRITE_ACTIONS, entry_kinds
from .scanorder import index_tie_hash, partition_hash, segment_of
from .state import load_state
from .values import Value


class ItemTooLarge(DynamoDBError):
    """An update that would make an item larger than 400 KB: in a transaction,
    a cancellation reason (``ValidationError``) rather than a plain error."""


@dataclass
class Result:
    """A simulated request's answer. The items it gives (``response``,
    ``items_after``, ``item``, the cancellation reasons') share their
    attributes' values with the table's items and with the items the table was
    filled with: treat those values as read-only (:func:`_answered`)."""

    ok: bool
    response: dict | None = None
    items_after: list = field(default_factory=list)
    error_code: str | None = None
    message: str | None = None
    cancellation_reasons: list | None = None
    item: dict | None = None  # ReturnValuesOnConditionCheckFailure=ALL_OLD on a single-item write
    # an estimate of the capacity consumed (builder/expr/capacity.py), in full (each read and write); a
    # request that asks ReturnConsumedCapacity has it in ``response`` too, as DynamoDB answers it
    # (capacity.consumed_capacity); None when nothing is consumed
    capacity: dict | None = None

    def to_json(self) -> dict:
        if self.ok:
            return {"ok": True, "response": self.response, "items_after": self.items_after}
        out: dict = {"ok": False, "error_code": self.error_code, "message": self.message}
        if self.cancellation_reasons is not None:
            out["cancellation_reasons"] = self.cancellation_reasons
        if self.item is not None:
            out["item"] = self.item
        return out


# --------------------------------------------------------------------------
# The table
# --------------------------------------------------------------------------
class Table:
    """A key schema (:class:`~builder.expr.keys.KeySchema`) plus items
    (DynamoDB JSON), keyed by their primary key. Its ``check_*`` methods raise
    :class:`DynamoDBError` with DynamoDB's words for a key that breaks the
    schema's rules (:mod:`.keys`). The table has the indexes its description
    lists and no other: a Query or Scan naming another is refused, as DynamoDB
    refuses it; one naming a listed index reads the index (:class:`_IndexView`).

    A stored item is replaced on a write, never changed in place: an update's
    new item shares the attributes it leaves alone with the item before
    (:func:`~builder.expr.apply.applied`), and the table keeps each
    item's size with it (:meth:`item_size`).

    The items stand for every table a request names (each with this key
    schema), until a request on several tables (a transaction or a batch)
    gives each table it names a store of its own: the first table it names
    without one keeps :attr:`items`, each other one starts with a copy of
    them, and what an action writes stays in its own table (:meth:`use`;
    two actions on one key of two tables are two items, as in DynamoDB).
    :attr:`others` holds the tables given a store of their own, by name
    (``simdoc`` fills it from a document's items given by table)."""

    def __init__(self, spec: dict | list, items: list | dict | None = None):
        # spec: one table description, or a list of them naming their tables (TableName): the first
        # stands for every table the list does not name; a named table of another key schema (or other
        # indexes) keeps its own (schemas), and only the items given for it by name (see the class doc)
        self.default, self.schemas = key_schemas(spec)  # raises TableSpecError
        self.schema_set = TableSchemas(self.default, self.schemas) if self.schemas else None
        self._set_schema(self.default)
        self.items: dict = {}
        self.others: dict = {}  # table name -> items of a table given a store of its own (see the class doc)
        # while a request on several tables runs: table name -> [items, replaced, whether they are self.items'];
        # use() points items and _replaced at one of them (None: one store for every table, the common case)
        self._multi: dict | None = None
        self._home: dict | None = None  # self.items when the request on several tables began
        self._sizes = Kept()  # each item's size: see item_size
        # while simulate_on runs a request: each key and item it checked (check_key, check_item), by the
        # object given; nothing is kept outside, since a caller may change a dict it had checked
        self._checked: Kept | None = None
        # while simulate_on runs a request: each item it wrote (by ident) -> the item there before (None: none);
        # _ItemsBefore reads the table as it was before the request from it, without a copy of every item
        self._replaced: dict | None = None
        if isinstance(items, dict):  # items by table name: each a store of its own, any other table empty
            for name, listed in items.items():
                self._set_schema(self.schema_for(name))
                self.others[name] = self._store_of(listed)
            self._set_schema(self.default)
        else:
            self.items = self._store_of(items or [])

    def _set_schema(self, schema: KeySchema) -> None:
        """Read keys by ``schema`` (its key attributes, their types, its ident)."""
        self.schema = schema
        self._pairs = schema.key_pairs  # (name, type) of each key attribute, partition first (the reader's key_schema)
        self.key_names = schema.key_names
        self.types = schema.types
        self.hash = schema.partition.name
        self.range = schema.sort.name if schema.sort else None
        if all(t == "S" for _, t in self._pairs):  # the common key, of text alone: ident without its loop
            self.ident = _text_ident(*(name for name, _ in self._pairs))
        else:
            self.__dict__.pop("ident", None)

    def schema_for(self, name: Any) -> KeySchema:
        """Table ``name``'s key schema (:attr:`default` unless it has its own)."""
        found = self.schemas.get(name) if name.__class__ is str else None
        return self.default if found is None else found

    def _store_of(self, items: list) -> dict:
        out = {}
        for it in items:
            item = normalize_item(it)
            out[self.ident(self.key_of(item))] = item
        return out

    def copy(self) -> Table:
        """A table holding the same items, which a request run on it
        (:func:`simulate_on`) leaves this one without: a stored item is
        replaced on a write, never changed in place, so the two share them
        (and the sizes kept for them) without a copy of any."""
        other = copy.copy(self)
        other.items = dict(self.items)
        other.others = {name: dict(items) for name, items in self.others.items()}
        other._multi = None
        other._sizes = Kept()
        other._sizes.by_id.update(self._sizes.by_id)
        return other

    def open_tables(self, names) -> None:
        """Give each table of ``names`` (a request's, in the order it names
        them) a store for this request: its own if it has one, else the first
        of them takes :attr:`items` and each later one a copy of them as they
        are now, kept in :attr:`others` when the request ends
        (:meth:`close_tables`)."""
        home, multi, home_taken = self.items, {}, False
        for name in names:
            if name in multi:
                continue
            store, is_home = self.others.get(name), False
            if store is None:
                if name in self.schemas:  # a table of its own key schema holds only the items given for it
                    store = {}
                elif home_taken:
                    store = dict(home)
                else:
                    store, is_home, home_taken = home, True, True
            # the table keeping self.items records what the request replaced where it did (the request's
            # own record, which _ItemsBefore keeps): so it reads them as they were after the request too
            multi[name] = [store, self._replaced if is_home else {}, is_home]
        self._multi, self._home = multi, home

    def use(self, name) -> None:
        """Point :attr:`items` (and the request's record of replaced items)
        at table ``name``'s store, during a request on several tables."""
        store = self._multi[name]
        self.items, self._replaced = store[0], store[1]
        if self.schemas:  # tables of their own key schemas: read keys by this one's
            self._set_schema(self.schema_for(name))

    def close_tables(self) -> None:
        """End :meth:`open_tables`: the table that took :attr:`items` keeps
        them (as the request left them), the others are kept by name."""
        multi, home = self._multi, self._home
        for name, (items, _replaced, is_home) in multi.items():
            if is_home:
                home = items
            else:
                self.others[name] = items
        self.items, self._multi, self._home = home, None, None
        if self.schemas:
            self._set_schema(self.default)

    def item_size(self, item: dict) -> int:
        """:func:`~builder.expr.items.item_size` of an item this table holds
        or held, kept with it: a stored item is replaced on a write, never
        changed in place (:func:`_store`)."""
        kept = self._sizes.by_id.get(id(item))  # (Kept.get, without its call)
        if kept is not None and kept[0] is item:
            return kept[1]
        size = item_size(item)
        sizes = self._sizes
        if len(sizes.by_id) > 2 * len(self.items) + 64:  # (keep_size, without its call)
            sizes.clear()
        sizes.by_id[id(item)] = (item, size)
        return size

    def keep_size(self, item: dict, size: int) -> None:
        """Remember ``item``'s size (the item is kept with it, so that its id
        is not reused meanwhile; what is kept is let go as the table turns over)."""
        sizes = self._sizes
        if len(sizes.by_id) > 2 * len(self.items) + 64:
            sizes.clear()
        sizes.by_id[id(item)] = (item, size)  # (Kept.put, without its call)

    def key_of(self, item: dict) -> dict:
        key = {}
        for k in self.key_names:  # a loop: a comprehension is a call of its own, for one or two attributes
            if k in item:
                key[k] = item[k]
        return key

    def ident(self, key: dict):
        """The item's place in :attr:`items`: its key attributes' values, in
        the schema's order, each as it compares (text as it is)."""
        out = []  # a loop: a comprehension is a call of its own, for one or two attributes
        for k, t in self._pairs:
            m = key[k][t]
            out.append(m if t == "S" else member_key(t, m))  # member_key gives text as it is: no call for it
        return tuple(out)

    def _refuse(self, problems: list) -> None:
        if problems:
            raise DynamoDBError(VALIDATION, problems[0].dynamodb)

    def check_key(self, key: dict) -> dict:
        """A Key parameter: exactly the key attributes, of the right types, not empty."""
        checked_by = self._checked
        if checked_by is not None:  # (Kept.get, without a call)
            kept = checked_by.by_id.get(id(key))
            if kept is not None and kept[0] is key:
                return kept[1]
        raw = {}
        for name, v in key.items():  # (as_ddb, without its call and its comprehension's: a key is checked each request)
            raw[name] = v.ddb if isinstance(v, Value) else v
        problems = self.schema.attribute_problems(raw, "Key", "key", "key")
        if problems:
            self._refuse(problems)
        checked = {}
        for name, v in raw.items():  # normalize_item's, a text attribute (the common key) as it is without a call
            checked[name] = v if v.__class__ is dict and len(v) == 1 and v.get("S").__class__ is str else normalize(v)
        if checked_by is not None:  # (Kept.put, without a call)
            checked_by.by_id[id(key)] = (key, checked)
        return checked

    def check_item(self, item: dict) -> dict:
        """An Item: at least the key attributes, of the right types, not empty."""
        checked_by = self._checked
        if checked_by is not None:  # (Kept.get, without a call)
            kept = checked_by.by_id.get(id(item))
            if kept is not None and kept[0] is item:
                return kept[1]
        checked = normalize_item(self._item_as_sent(item))
        if checked_by is not None:  # (Kept.put, without a call)
            checked_by.by_id[id(item)] = (item, checked)
        return checked

    def check_item_key(self, item: dict) -> dict:
        """:meth:`check_item`'s key alone (``key_of(check_item(item))``,
        without normalizing the other attributes)."""
        kept = self._checked.by_id.get(id(item)) if self._checked is not None else None  # (Kept.get, without a call)
        if kept is not None and kept[0] is item:
            return self.key_of(kept[1])
        item = self._item_as_sent(item)
        return {k: normalize(item[k]) for k in self.key_names if k in item}

    def _item_as_sent(self, item: dict) -> dict:
        item = as_ddb(item)
        problems = self.schema.attribute_problems(item, "Item", "item", "item")
        if problems:
            self._refuse(problems)
        return item

    def check_key_condition(self, kc: KeyCondition) -> None:
        """A Query's key condition: on this table's key attributes, with values of their types."""
        self._refuse(self.schema.key_condition_problems(kc))

    def check_start_key(self, start: dict) -> dict:
        """An ExclusiveStartKey: exactly the key attributes, of their types."""
        start_item = normalize_item(as_ddb(start))
        self._refuse(self.schema.attribute_problems(start_item, "ExclusiveStartKey", kind="start"))
        return start_item

    def get(self, key: dict) -> dict | None:
        return self.items.get(self.ident(key))

    def get_in(self, name: Any, key: dict) -> dict | None:
        """The item at ``key`` in table ``name`` (between requests): in its own
        store if it has one, else in :attr:`items` (a table of its own key
        schema holds only the items given for it)."""
        schema = self.schema_for(name)
        store = self.others.get(name)
        if store is None:
            store = {} if name in self.schemas else self.items
        self._set_schema(schema)
        try:
            return store.get(self.ident(key))
        finally:
            self._set_schema(self.default)

    def sort_value(self, item: dict):
        """The item's sort key as it orders (order_key), b"" without one."""
        if not self.range:
            return b""
        v = item[self.range]
        t = next(iter(v))  # order_key's, without its call (for each item a Query or Scan orders)
        return v["S"].encode("utf-8") if t == "S" else member_key(t, v[t])

    def partition_order(self, item: dict) -> bytes:
        """The order DynamoDB Local's Scan returns partitions in (scanorder.py)."""
        t = self.types[self.hash]
        return partition_hash(t, item[self.hash][t])

    def position(self, item: dict) -> tuple:
        """Where an item (or a key) sits in a Scan."""
        return (self.partition_order(item), self.sort_value(item))

    def segment(self, item: dict, total_segments: int) -> int:
        t = self.types[self.hash]
        return segment_of(t, item[self.hash][t], total_segments)

    def ordered(self, items=None) -> list:
        """The table's items (or ``items``, some of them) in Scan order."""
        return sorted(
            self.items.values() if items is None else items,
            key=lambda it: (self.partition_order(it), self.sort_value(it)),
        )


def key_schemas(spec: Any) -> tuple[KeySchema, dict]:
    """:func:`~builder.expr.keys.table_schemas` of ``spec``, each description
    read as the simulator reads one (:func:`_key_schema`)."""
    return table_schemas(spec, _key_schema)


_SCHEMAS: dict = {}  # repr(table description) -> its KeySchema
_MAX_SCHEMAS = 64


def _key_schema(spec: Any) -> KeySchema:
    """:meth:`KeySchema.from_table` of ``spec``, kept by the description's text
    (``repr``: JSON's types stay apart): requests are simulated again and again
    against one table, and a KeySchema is not changed once made. A description
    it refuses is read (and refused) each time, and so is one without a text
    (an integer of more digits than ``repr`` writes: it is not kept)."""
    try:
        text = repr(spec)
    except ValueError:  # Python writes integers of at most 4,300 digits
        text = None
    kept = _SCHEMAS.get(text) if text is not None else None
    if kept is None:  # the simulated table has the indexes its description lists, and no other
        kept = replace(KeySchema.from_table(spec), indexes_listed=True)
        if text is not None:
            if len(_SCHEMAS) >= _MAX_SCHEMAS:
                _SCHEMAS.clear()
            _SCHEMAS[text] = kept
    return kept


# --------------------------------------------------------------------------
# Requests
# --------------------------------------------------------------------------
def _refuse(problem) -> None:
    """Answer ``problem`` as DynamoDB does (a ValidationException in its
    words); one of the builder's own bounds, which DynamoDB does not have,
    is the simulator's InputError, in the builder's words (limits.own_bound)."""
    if problem is not None:
        if own_bound(problem.message):
            raise DynamoDBError(INPUT_ERROR, problem.message)
        raise DynamoDBError(VALIDATION, dynamodb_message(problem.location, problem.message, problem.dynamodb))


def _legacy_refused(table: Table, operation: str, params: Any, e: ExprError) -> None:
    """Legacy parameters alone (``Expected``, ``ScanFilter`` ...) that
    :func:`~builder.expr.legacy.to_expressions` could not write as the
    expressions they stand for (it raised ``e``): the problem DynamoDB reports."""
    _refuse(validate.before_legacy_conditions(operation, params, table.schema, e.location))  # the item or key first
    raise DynamoDBError(
        VALIDATION, e.dynamodb or f"One or more parameter values were invalid: {e.location}: {e.message}"
    ) from None


def _load(table: Table, operation: str, params: Any):
    """The request read as DynamoDB reads it, its problems reported in
    DynamoDB's order: the checks before the expressions (:mod:`.validate`), the
    expressions and unused placeholders (:mod:`.reader`), the checks after
    them, the rules across fields (:mod:`.crosscheck`). An update of a key
    attribute is left to :func:`_plan`: DynamoDB reports it only once the
    condition held."""
    # values nested deeper than DynamoDB reads, refused before anything walks them
    if isinstance(params, dict):
        if operation in _MANY_BODIES:
            maps = _raw_attribute_maps(operation, params)
        else:  # the request's own maps (as _raw_attribute_maps gives them, without its call)
            maps = (params.get("Key"), params.get("Item"), params.get("ExclusiveStartKey"))
        for attributes in maps:
            if isinstance(attributes, dict) and items_too_deep(attributes) is not None:  # (a call for a map alone)
                raise DynamoDBError(VALIDATION, MSG_NESTING)
    # the checks and the reader read the same values; the loader does not read again what the reader wrote:
    # ``with validate.values_read_once(), fragments_read():``, its blocks opened and closed without the eight
    # calls of Python that statement makes (the function, block, __enter__ and __exit__ of each; their lines)
    values, fragments = Kept.__new__(Kept), Kept.__new__(Kept)
    values.by_id, fragments.by_id = {}, {}
    values_token = _VALUES_READ.set(values)
    fragments_token = _FRAGMENTS_READ.set(fragments)
    try:
        # the checks before the legacy parameters' ran on the request as sent (simulate_on), and
        # to_expressions leaves what they read as it was: from the legacy check on
        schema = table.schema
        if table.schema_set is not None and operation in _MANY_BODIES:  # each part's table's key schema
            schema = table.schema_set
        problem = validate.before_expressions(operation, params, schema, after_legacy=True)
        if problem is not None:  # (a call to _refuse only when there is one: most requests have none)
            _refuse(problem)
        if operation == "TransactWriteItems":  # (the only operation it measures: no call for the others)
            _precheck(table, operation, params)
        try:
            state = parse_request(
                operation,
                params,
                refuse_reserved=True,
                oldest_version=False,
                key_schema=table._pairs,
                index_key_names=table.schema.index_key_names if table.schema.indexes else (),
                placeholder_style=False,  # how the placeholders were written: only rendering reads it
                maps_checked=validate.maps_checked_before(operation),  # (before_expressions passed, above)
            )
        except ParseError as e:
            if operation == "TransactGetItems":
                _cancelled_get(table, params, e.problems[0])
            _refuse(e.problems[0])
        problem, req = validate.after_load(operation, params, schema, state, load_state)
    finally:
        _FRAGMENTS_READ.reset(fragments_token)
        _VALUES_READ.reset(values_token)
    if problem is not None:
        if operation == "TransactWriteItems" and late_transaction_problem(problem.dynamodb):
            _earlier_item_error(table, params, problem.location)
        if operation == "TransactGetItems":
            _cancelled_get(table, params, problem)
        _refuse(problem)
    return req


# the context variables of validate.values_read_once's and loader.fragments_read's blocks (_load opens them)
_VALUES_READ = KeptWithin.named["values_read"].variable
_FRAGMENTS_READ = KeptWithin.named["fragments_read"].variable


def _earlier_item_error(table: Table, params: dict, location: str) -> None:
    """DynamoDB checks a transaction action's key (an empty value, a missing
    attribute), the members it lacks (but its table name) and its placeholder
    maps when it reaches the action (messages.late_transaction_problem): an
    item-level error of an action before it, or such a problem of an earlier
    action, comes first. Those actions are run on a copy of the table, and
    their ValidationException, if any, is raised (a failed condition does not
    stop DynamoDB there: the action's problem is reported)."""
    m = re.match(r"(?:TransactItems|actions)\[(\d+)\]", location)
    if m is None or int(m.group(1)) == 0:
        return
    before = table.copy()
    prefix = {**params, "TransactItems": params["TransactItems"][: int(m.group(1))]}
    result = simulate_on(before, "TransactWriteItems", prefix)
    if not result.ok and result.error_code == VALIDATION:
        raise DynamoDBError(VALIDATION, result.message)


def _precheck(table: Table, operation: str, params: Any) -> None:
    """The size of a transaction's Put items, measured before their values are
    looked at (a bad value is reported afterwards, by the parser)."""
    if not isinstance(params, dict):
        return
    if operation == "TransactWriteItems" and isinstance(params.get("TransactItems"), list):
        for entry in params["TransactItems"]:
            put = entry.get("Put") if isinstance(entry, dict) else None
            item = put.get("Item") if isinstance(put, dict) else None
            if not isinstance(item, dict):
                continue
            bound = sizes_bound(item)
            if (bound is None or bound > MAX_ITEM_BYTES) and (measured_size(item) or 0) > MAX_ITEM_BYTES:
                raise DynamoDBError(VALIDATION, MSG_ITEM_SIZE)


_ATTRIBUTE_MAPS = ("Key", "Item", "ExclusiveStartKey")
_MANY_BODIES = frozenset(("TransactWriteItems", "TransactGetItems", "BatchWriteItem", "BatchGetItem"))


def _raw_attribute_maps(operation: str, params: dict):
    """The request's Key, Item and ExclusiveStartKey maps, as sent (transaction
    actions' too; None for one it lacks)."""
    bodies = None
    if operation == "TransactWriteItems" or operation == "TransactGetItems":
        if isinstance(params.get("TransactItems"), list):  # each entry's action (DynamoDB ignores other members)
            kinds = WRITE_ACTIONS if operation == "TransactWriteItems" else GET_ACTIONS
            bodies = []
            for e in params["TransactItems"]:
                if isinstance(e, dict):
                    if len(e) == 1:  # the common entry, without entry_kinds' call
                        ((k, b),) = e.items()
                        if k in kinds:
                            bodies.append(b)
                    else:
                        bodies += [e[k] for k in entry_kinds(e, kinds)]
    elif operation == "BatchWriteItem" or operation == "BatchGetItem":
        tables = params.get("RequestItems")
        if isinstance(tables, dict):
            bodies = []
            for body in tables.values():
                if isinstance(body, list):  # BatchWriteItem: {"PutRequest": {"Item": ...}} ...
                    bodies += [b for e in body if isinstance(e, dict) for b in e.values()]
                elif isinstance(body, dict) and isinstance(body.get("Keys"), list):
                    bodies += [{"Key": k} for k in body["Keys"]]
    if bodies is None:  # the request's own maps (most requests: no list of bodies to build)
        return (params.get("Key"), params.get("Item"), params.get("ExclusiveStartKey"))
    return [b.get(f) for b in bodies if isinstance(b, dict) for f in _ATTRIBUTE_MAPS]


TRACE_ITEMS = 3  # a Query/Scan filter is explained on this many items at most

# The simulator's own bound, not DynamoDB's: a Query's or Scan's filter is
# evaluated on the items it reads at most this much work, counted as the items
# times the filter's operators and functions (and one). A request of 1 MB of
# sample items fits 50,000 of them, and a filter 300 operators: 15,000,000
# evaluations, 9 s (probe, 2026-12-05); this many take about a second.
MAX_FILTER_WORK = 1_000_000


def filter_work_message(items: int, operators: int) -> str:
    return (
        f"The simulator evaluates a filter at most {MAX_FILTER_WORK:,} times a request (the items it reads "
        f"times the filter's operators and functions, and one): this one reads {items:,} sample items with a "
        f"filter of {operators:,}. Try it on fewer sample items, or with a Limit."
    )


def simulate(
    table_spec: dict, items_before: list | dict, operation: str, request_params: dict, trace: list | None = None
) -> Result:
    """Apply one request to a table holding ``items_before``; see the module doc.
    ``items_before`` is a list (the items of every table the request names,
    each table a copy: :class:`Table`) or an object of lists by table name
    (a table it does not name starts empty).

    ``trace``, when a list, receives a :class:`Traced` for each condition
    evaluated on an item (the ConditionExpression of a single-item write or of
    each transaction action; the FilterExpression on the first ``TRACE_ITEMS``
    items read). It changes nothing in the result."""
    return simulate_on(Table(table_spec, items_before), operation, request_params, trace)


def simulate_on(table: Table, operation: str, request_params: dict, trace: list | None = None) -> Result:
    """:func:`simulate` on a :class:`Table` already filled, which the request's
    writes change (``simulate`` = ``simulate_on(Table(spec, items), ...)``).

    While it runs, the table checks each key and item (the very object) once:
    running the request and estimating its capacity look up the same ones, and
    a request's parameters do not change meanwhile."""
    outer = table._checked, table._replaced
    checked = Kept.__new__(Kept)  # a new Kept (its __init__'s one line, without the call)
    checked.by_id = {}
    table._checked, table._replaced = checked, {}
    scanned: list = []
    req = None
    sent = request_params
    if table.schemas and operation not in _MANY_BODIES and request_params.__class__ is dict:
        table._set_schema(table.schema_for(request_params.get("TableName")))  # a table of its own key schema
    try:  # (the request's run in this frame: a function of its own would be one more call a request)
        try:
            problem = validate.before_legacy(operation, request_params, table.schema)
            if problem is not None:
                _refuse(problem)
            try:  # legacy parameters alone, as the expressions they stand for (most requests have none)
                request_params = to_expressions(operation, request_params, table._pairs)
            except ExprError as e:
                _legacy_refused(table, operation, request_params, e)
            req = _load(table, operation, request_params)
            if (table.others or table.schemas) and operation not in _MANY_BODIES:  # a table with a store of its own
                _open_own(table, req.table)
            response, written = _run(table, req, scanned, trace, request_params)
        except DynamoDBError as e:
            message, failed = e.message, None
            if legacy_used(operation, sent):  # (the words and the order differ only for legacy parameters)
                message = legacy_words(operation, sent, e.message)  # a legacy parameter's problem, in its words
                if checked_after_condition(operation, sent, e.message):
                    failed = _condition_failed_first(table, sent)
            result = failed or Result(
                False, error_code=e.code, message=message, cancellation_reasons=e.reasons, item=e.item
            )
        else:
            items_after = []  # a loop: a comprehension is a call of its own, for one key or a few
            for k in written:
                if k.__class__ is tuple:  # a request on several tables: (table name, key), each read from its table
                    name, k = k
                    table.use(name)
                items_after.append({"key": k, "item": table.items.get(table.ident(k))})  # (Table.get, without its call)
            result = Result(True, response=response, items_after=items_after)
        if req is not None and result.error_code in (None, CONDITIONAL, CANCELED):
            result.capacity = estimate(table, _ItemsBefore(table), req, result.ok, scanned)
            mode = req.options.get("return_consumed_capacity")
            if mode is not None and result.ok:  # asked for: in the answer, as DynamoDB gives it
                consumed = consumed_capacity(result.capacity, operation, mode)
                if consumed is not None:
                    result.response["ConsumedCapacity"] = consumed
        return result
    finally:
        if table._multi is not None:
            table.close_tables()
        if table.schemas:
            table._set_schema(table.default)
        table._checked, table._replaced = outer


def _text_ident(hash_name: str, range_name: str | None = None):
    """:meth:`Table.ident` of a table whose key attributes are text (one
    lookup per attribute, no loop: a request looks up a few items)."""
    if range_name is None:
        return lambda key: (key[hash_name]["S"],)
    return lambda key: (key[hash_name]["S"], key[range_name]["S"])


class _ItemsBefore:
    """The table's items before the request (ident -> item), for the capacity
    estimate: an item the request wrote is the one ``_store`` found there
    first, any other the table's own (items are replaced on a write, never
    changed in place). Nothing is copied: a request on a table of many items
    costs what it costs on a small one. The items are read through the table
    (a transaction swaps its dict while it runs); while a request on several
    tables runs, so is the record of what it replaced, which
    :meth:`Table.use` points at the table an action names. Afterwards it reads
    :attr:`Table.items` as they were before the request."""

    __slots__ = ("_replaced", "_table")

    def __init__(self, table: Table):
        self._table = table
        multi = table._multi  # on several tables: the record of the table keeping Table.items
        self._replaced = table._replaced if multi is None else next((s[1] for s in multi.values() if s[2]), {})

    def get(self, ident):
        table = self._table
        replaced = self._replaced if table._multi is None else table._replaced
        return replaced[ident] if ident in replaced else table.items.get(ident)


def _condition_failed_first(table: Table, sent: dict) -> Result | None:
    """An UpdateItem whose AttributeUpdates ADD or DELETE a value of a type
    they do not take: DynamoDB reports a failed condition first. The answer of
    the request without its AttributeUpdates, on a copy of the table, when its
    condition failed; None when it held (or there is none)."""
    if "Expected" not in sent and "ConditionExpression" not in sent:
        return None
    scratch = table.copy()
    result = simulate_on(scratch, "UpdateItem", {k: v for k, v in sent.items() if k != "AttributeUpdates"})
    return result if result.error_code == CONDITIONAL else None


def _transact_get_key(table: Table, key: dict) -> dict:
    """A TransactGetItems Get's key: a key attribute of another type, too few or
    too many attributes, or another attribute than the key's cancels the
    transaction, with no reasons (DynamoDB Local's answer); an empty or
    malformed value is the request's ValidationException."""
    try:
        return table.check_key(key)
    except DynamoDBError as e:
        if e.message in TRANSACT_GET_KEY_CANCELS:
            raise DynamoDBError(CANCELED, e.message) from None
        raise


def _cancelled_get(table: Table, params: dict, problem) -> None:
    """DynamoDB reads a TransactGetItems' Gets in turn, each whole (its
    placeholders, projection and key) before the next: a Get's key of another
    type, too few or too many attributes, or another attribute cancels the
    transaction before any problem of a later Get (learnt from DynamoDB Local;
    extenddb's ``xdb036``). Within a Get, the key's attributes come before an
    empty value (dynoxide's ``dx101``), after the Get's other problems."""
    m = re.match(r"(?:actions|TransactItems)\[(\d+)\]", problem.location)
    if m is None:
        return
    i, words = int(m.group(1)), problem.dynamodb
    keys = _get_keys(params)
    try:
        for name, key in keys[:i]:  # the Gets before it (read without a problem)
            if key is not None:
                if table.schemas:
                    table._set_schema(table.schema_for(name))
                _transact_get_key(table, key)
        if (words or "").startswith(MSG_EMPTY_KEY) and i < len(keys) and keys[i][1] is not None:
            if table.schemas:
                table._set_schema(table.schema_for(keys[i][0]))
            try:
                _transact_get_key(table, keys[i][1])
            except DynamoDBError as e:
                words = e.message
    finally:
        if table.schemas:
            table._set_schema(table.default)
    if words in TRANSACT_GET_KEY_CANCELS:
        raise DynamoDBError(CANCELED, words)


def _get_keys(params: dict) -> list:
    """Each TransactGetItems Get's (table name, key), by index (None for a
    Get without a key)."""
    out = []
    for entry in params["TransactItems"]:
        body = entry.get("Get") if isinstance(entry, dict) else None
        key = body.get("Key") if isinstance(body, dict) else None
        out.append((body.get("TableName") if isinstance(body, dict) else None, key if isinstance(key, dict) else None))
    return out


@dataclass
class Traced:
    """A condition evaluated on one item: ``label`` says which (``ConditionExpression``,
    ``Action 2 · Put ConditionExpression``, ``FilterExpression``), ``key`` the
    item's key, ``item`` the item it was evaluated on (None: no item)."""

    label: str
    key: dict
    item: dict | None
    explained: Explained


def _run(
    table: Table, req, scanned: list | None = None, trace: list | None = None, params: Any = None
) -> tuple[dict, list]:
    op = req.operation
    if op in ("PutItem", "UpdateItem", "DeleteItem"):  # the common request first, run here (no call of its own)
        update, opts = req.update, req.options
        key, ident, old, new, held = _plan(table, op[: -len("Item")], req.key, req.item, update, req.condition, trace)
        if not held:
            failure_item = (
                _answered(old) if opts.get("return_values_on_condition_check_failure") == "ALL_OLD" and old else None
            )
            raise DynamoDBError(CONDITIONAL, MSG_CONDITIONAL, item=failure_item)
        _store(table, ident, new)
        rv = opts.get("return_values", "NONE")
        out: dict = {}
        if rv == "ALL_OLD" and old:
            out["Attributes"] = _answered(old)
        elif rv == "ALL_NEW" and new:
            out["Attributes"] = _answered(new)
        elif rv in ("UPDATED_OLD", "UPDATED_NEW"):
            src = old if rv == "UPDATED_OLD" else new
            # the whole top-level attribute, for each updated path that holds a value: project's answer for
            # the paths of those attributes alone (a copy of each, in the order the actions first name them),
            # without a Path made for each, nor project's calls
            got = {}
            for a in update.actions if update is not None else ():
                if lookup(src, a.path) is not None:
                    top = a.path.segments[0]  # (Path.top, without its call)
                    if top not in got:
                        got[top] = copy_value(src[top])
            if got:
                out["Attributes"] = got
        return out, [key]
    if op == "GetItem":
        key = table.check_key(req.key)
        item = table.get(key)
        if item is None:
            return {}, []
        return {"Item": project(item, req.projection.paths) if req.projection else _answered(item)}, []
    if op in ("Query", "Scan"):
        return _read_many(table, req, scanned, trace), []
    if op == "TransactGetItems":
        out, seen = [], set()
        several = _open_several(table, req.actions)
        for a in req.actions:
            if several:  # an item is a key in a table (read by its key schema)
                table.use(a.table)
            key = _transact_get_key(table, a.key)
            mark = table.ident(key)
            if several:
                mark = (a.table, mark)
            if mark in seen:  # DynamoDB Local refuses two Gets of one item too
                raise DynamoDBError(VALIDATION, MSG_MULTI)
            seen.add(mark)
            item = table.get(key)
            out.append(
                {} if item is None else {"Item": project(item, a.projection.paths) if a.projection else _answered(item)}
            )
        return {"Responses": out}, []
    if op == "TransactWriteItems":
        _open_several(table, req.actions)
        return _transact(table, req, trace, dict(validate.transaction_maps_alone(params)))
    if op == "BatchWriteItem":
        _open_several(table, req.actions)
        return _batch_write(table, req)
    if op == "BatchGetItem":
        _open_several(table, req.tables)
        return _batch_get(table, req), []
    raise DynamoDBError(VALIDATION, f"operation {op} is not simulated")  # pragma: no cover


def _open_several(table: Table, parts: list) -> bool:
    """Whether the parts of a transaction or a batch (its actions, or a
    BatchGetItem's tables: each names its ``table``) run each on its own
    table's store: when they name more than one table, or a table given a
    store of its own (:attr:`Table.others`). If so, the stores are opened for
    the request (:meth:`Table.open_tables`) and closed when :func:`simulate_on`
    ends."""
    first = parts[0].table if parts else None
    others = table.others
    for part in parts:
        name = part.table
        if name != first or name in others:
            table.open_tables([p.table for p in parts])
            return True
    return False


def _open_own(table: Table, name) -> None:
    """A request on one table (a single-item request, a Query or a Scan) of a
    Table holding tables of their own: it runs on ``name``'s store if that
    table has one, else on :attr:`Table.items`."""
    if name in table.others or name in table.schemas:
        table.open_tables([name])
        table.use(name)


def _answered(item: dict) -> dict:
    """An item (or key) as the response gives it: its own top level, its
    attributes' values shared with the table's (a stored item is replaced on
    a write, never changed in place: :class:`Table`), as ``items_after`` shares
    them. A caller may add or drop the response's attributes; the values are
    read-only."""
    return dict(item)


def _plan(
    table: Table,
    kind: str,
    key,
    item,
    update,
    condition,
    trace: list | None = None,
    label: str | None = "ConditionExpression",
):
    """Evaluate one write without applying it: (key, its ident, old item, new
    item or None, whether the condition held)."""
    if kind == "Put":
        new = table.check_item(item)
        key = table.key_of(new)
    else:
        key = table.check_key(key)
        new = None
    ident = table.ident(key)
    old = table.items.get(ident)  # (Table.get, without its call)
    if trace is not None and condition is not None:
        trace.append(Traced(label, copy_value(key), copy_value(old), explain_condition(condition, old)))
    if condition is not None and not evaluate(condition, old, {}):
        return key, ident, old, None, False
    if kind == "Update" and update is not None:
        _refuse_key_use(table, update)
    if kind == "Update":
        base = old if old is not None else dict(key)
        # without an UpdateExpression, DynamoDB writes the item as it is (the key alone when new)
        new, over = applied(update, base) if update is not None else (copy_value(base), False)
        if update is not None and table.schema.indexes and table.schema._index_keys:
            _refuse_index_keys(table, update, new)
        if items_too_deep(new) is not None:  # every value, the ones it left alone too (a sample item's may be)
            raise DynamoDBError(VALIDATION, MSG_NESTING_UPDATE)
        if over:  # (its list_appends hold stand-ins: applied)
            raise ItemTooLarge(VALIDATION, MSG_UPDATE_SIZE)
        if old is None:
            size = item_size(new)
        elif update is None:  # a copy of every attribute
            size = item_size_after(new, old, table.item_size(old), limit=MAX_ITEM_BYTES)
        else:  # the attributes its actions go into, each once: applied shares the others with old
            touched = {}
            for a in update.actions:
                touched[a.path.segments[0]] = None  # (Path.top, without its call)
            size = item_size_after(new, old, table.item_size(old), touched, MAX_ITEM_BYTES)
        if size > MAX_ITEM_BYTES:  # (a size over the limit may be a part of it: item_size_after)
            raise ItemTooLarge(VALIDATION, MSG_UPDATE_SIZE)
        table.keep_size(new, size)
    elif kind == "Delete":
        new = None
    elif kind == "ConditionCheck":
        new = old
    return key, ident, old, new, True


_KEY_PART = "This attribute is part of the key"


def _refuse_index_keys(table: Table, update, new: dict) -> None:
    """An update that makes a secondary index's key attribute another type than
    the index's, or empty for a global index: refused once the condition held
    (recorded: tests/differential/test_indexes_live.py; in a transaction, the
    type is the action's cancellation reason)."""
    touched = {}
    for a in update.actions:
        top = a.path.segments[0]
        if top in new:
            touched[top] = new[top]
    table._refuse(table.schema.index_key_problems(touched, "Item", "", updated=True))


def _refuse_key_use(table: Table, update) -> None:
    """DynamoDB refuses an update of a key attribute once the condition held
    (a failed condition is reported first), and then an update whose value
    reads inside a key attribute (crosscheck.key_inside_update: the partition
    key first; recorded from DynamoDB Local: ``min-order-key-inside-update-*``),
    before anything the item decides."""
    key_names = table.key_names
    reads = False  # a value other than a value operand: it may read inside a key attribute
    for a in update.actions:
        top = a.path.segments[0]  # (Path.top, without its call)
        if top in key_names:
            raise DynamoDBError(
                VALIDATION,
                f"One or more parameter values were invalid: Cannot update attribute {top}. {_KEY_PART}",
            )
        if not reads and a.__class__ is SetAction and a.value.__class__ is not ValueOperand:
            reads = True
    index_keys = table.schema.index_key_names if table.schema.indexes else ()
    if index_keys:  # a path inside a secondary index's key attribute (SET g.d, REMOVE g.d): "IndexKey: g"
        inside = [a.path.segments[0] for a in update.actions if len(a.path.segments) > 1]
        for name in index_keys:
            if name in inside:
                raise DynamoDBError(VALIDATION, key_inside_message(name, True))
    if reads:
        order = (*key_names, *index_keys) if index_keys else key_names
        found = key_inside_update(update, order, order)
        if found is not None:
            raise DynamoDBError(VALIDATION, key_inside_message(found[1], found[1] in index_keys))


def _store(table: Table, ident: tuple, new: dict | None) -> None:
    """Write ``new`` (None: delete) at the item's place ``ident`` (:meth:`Table.ident`)."""
    replaced = table._replaced
    if replaced is not None and ident not in replaced:  # the item before the request's first write of it
        replaced[ident] = table.items.get(ident)
    if new is None:
        table.items.pop(ident, None)
    else:
        table.items[ident] = new


def _transact(table: Table, req, trace: list | None = None, maps_alone: dict | None = None) -> tuple[dict, list]:
    """All or nothing. Like DynamoDB Local, the actions are evaluated one after
    the other on a scratch copy of the table, so an action sees what earlier ones
    wrote, and the first of these ends it: an item-dependent ValidationException
    of an action whose condition held; a second action on an item when both
    conditions held (``Transaction request cannot include multiple operations on
    one item``). Then, when any condition failed, TransactionCanceledException
    with every action's reason (an item touched twice with a failed condition
    among the two is cancelled, not refused)."""
    multi = table._multi  # a transaction on several tables: each action runs on its own (Table.use)
    if multi is None:
        committed = table.items
        table.items = dict(committed)
    else:
        committed = {name: store[0] for name, store in multi.items()}
        for store in multi.values():
            store[0] = dict(store[0])
    plans, reasons, failed = [], [], False
    first_held: dict = {}  # item ident (with its table's name, on several tables) -> whether the first action held
    key_updated = None  # the first update of a key attribute whose condition held: the only reason given
    try:
        for i, a in enumerate(req.actions, 1):
            label = f"Action {i} · {a.type} ConditionExpression" if trace is not None else None  # (for trace alone)
            if maps_alone:  # placeholder maps without an expression: met when run
                _refuse(maps_alone.get(i - 1))
            if multi is not None:
                table.use(a.table)
            try:
                key, ident, old, new, held = _plan(table, a.type, a.key, a.item, a.update, a.condition, trace, label)
            except ItemTooLarge as e:
                plans.append((a, table.check_key(a.key), None, None, e.message))
                continue
            except DynamoDBError as e:
                # a key attribute of another type or too long, an update of a key attribute: the action's reason
                if e.code != VALIDATION or not (
                    e.message in TRANSACT_WRITE_KEY_CANCELS or e.message.endswith(_KEY_PART)
                ):
                    raise
                if key_updated is None and e.message.endswith(_KEY_PART):
                    key_updated = e.message
                plans.append((a, None, None, None, e.message))
                continue
            mark = ident if multi is None else (a.table, ident)
            if mark in first_held and first_held[mark] and held:
                raise DynamoDBError(VALIDATION, MSG_MULTI)
            first_held.setdefault(mark, held)
            if held and a.type != "ConditionCheck":
                _store(table, ident, new)
            plans.append((a, key, old, new, held))
    finally:
        if multi is None:
            scratch, table.items = table.items, committed
        else:
            scratch = {name: store[0] for name, store in multi.items()}
            for name, store in multi.items():
                store[0] = committed[name]
    if key_updated is not None:  # the whole transaction's one reason, whatever the other actions met
        raise DynamoDBError(
            CANCELED,
            cancelled_message(["ValidationError"]),
            reasons=[{"Code": "ValidationError", "Message": key_updated}],
        )
    for a, _key, old, _new, held in plans:
        if isinstance(held, str):  # too large: DynamoDB Local's reason for it
            reasons.append({"Code": "ValidationError", "Message": held})
            failed = True
        elif not held:
            # a ConditionCheck's message ends with a full stop, the others' do not
            message = MSG_CONDITIONAL + ("." if a.type == "ConditionCheck" else "")
            reason = {"Code": "ConditionalCheckFailed", "Message": message}
            if a.return_values_on_condition_check_failure == "ALL_OLD" and old:
                reason["Item"] = _answered(old)
            reasons.append(reason)
            failed = True
        else:
            reasons.append({"Code": "None"})
    if failed:
        codes = [r["Code"] for r in reasons]
        raise DynamoDBError(CANCELED, cancelled_message(codes), reasons=reasons)
    if multi is None:
        table.items = scratch
        return {}, [key for a, key, *_ in plans if a.type != "ConditionCheck"]
    for name, store in multi.items():
        store[0] = scratch[name]
    return {}, [(a.table, key) for a, key, *_ in plans if a.type != "ConditionCheck"]


def _batch_write(table: Table, req) -> tuple[dict, list]:
    """Every request's key checked, then duplicates refused, then each written
    in order; nothing is left unprocessed (a simulated table is never
    throttled). A batch on several tables writes each request's item in its
    own table (:meth:`Table.use`)."""
    checked, keys = [], []  # each Put's item as stored, each request's key; checked in order
    own_schemas = table._multi is not None and bool(table.schemas)  # each request's key read by its table's
    for a in req.actions:
        if own_schemas:
            table.use(a.table)
        item = table.check_item(a.item) if a.type == "Put" else None
        checked.append(item)
        keys.append(table.key_of(item) if item is not None else table.check_key(a.key))
    if batch_duplicate(req.actions, lambda name: table.schema_for(name).key_names) is not None:
        raise DynamoDBError(VALIDATION, MSG_BATCH_DUPLICATES)
    multi = table._multi  # a batch on several tables: each request writes its own
    for a, key, item in zip(req.actions, keys, checked, strict=True):
        if multi is not None:
            table.use(a.table)
        _store(table, table.ident(key), item)
    out: dict = {"UnprocessedItems": {}}
    return out, keys if multi is None else [(a.table, key) for a, key in zip(req.actions, keys, strict=True)]


def _batch_get(table: Table, req) -> dict:
    """Each table's items (those that exist, projected), in key order; no
    UnprocessedKeys. DynamoDB gives no order for Responses: the caller matches
    items to keys by their key attributes."""
    responses: dict = {}
    for t in req.tables:
        if table._multi is not None:  # a batch on several tables: each read from its own
            table.use(t.table)
        keys = [table.check_key(k) for k in t.keys]
        found = []
        tree = projection_tree(t.projection.paths) if t.projection else None  # made once for its items
        for key in keys:
            item = table.get(key)
            if item is not None:
                found.append(project(item, t.projection.paths, tree) if tree is not None else _answered(item))
        responses[t.table] = found
    return {"Responses": responses, "UnprocessedKeys": {}}


def _index_view(table: Table, req) -> _IndexView | None:
    """The view of the index a Query or Scan names, once the index's own
    rules hold (:func:`~builder.expr.keys.index_read_problems`); None for an
    index the table's description does not list (refused before: the
    simulated table has the indexes its description lists, and no other)."""
    index = table.schema.index(req.options["index_name"])
    if index is None:
        return None
    if req.operation == "Query":
        table._refuse(table.schema.key_condition_problems(req.key_condition, index=index))
    table._refuse(index_read_problems(table.schema, index, req))
    return _IndexView(table, index, req.operation == "Scan")


class _IndexView:
    """An index as a Query or Scan reads it (recorded from DynamoDB Local,
    tests/differential/test_indexes_live.py): the table's items that have the
    index's key attributes (a sparse index), in the index's order (for a Scan,
    a global index's partition key values in order, a local index's by the
    table's hash; then its sort key; items of equal index keys, whose order
    DynamoDB does not give, in DynamoDB Local's: scanorder.index_tie_hash), each
    as the index holds it (the table's key, the index's key and what it
    projects). Its keys (ExclusiveStartKey, LastEvaluatedKey) are the table's
    key and the index's; a parallel Scan's segments are the table's."""

    def __init__(self, table: Table, index, scan: bool = False):
        self.table = table
        self.index = index
        self.scan = scan  # a Scan of a local index gives items of equal index keys in the table's order
        self.hash, self.hash_type = index.key[0].name, index.key[0].type
        self.range = index.key[1].name if len(index.key) > 1 else None
        self.projected = index_projected(table.schema, index)
        names = list(table.key_names)
        self.key_names = names + [k.name for k in index.key if k.name not in names]

    def sort_value(self, item: dict):
        if self.range is None:
            return b""
        v = item[self.range]
        return order_key(v)

    def position(self, item: dict) -> tuple:
        """Where an item (or a key) sits in the index: a global index orders its
        partitions by their key's value (DynamoDB Local: a Scan of one gives
        them so; real requests, alternator's test_gsi.py), a local index as its
        table does, by the partition key's hash; then the index's sort key; then,
        for equal index keys, a hash of the table's key (scanorder.index_tie_hash:
        DynamoDB gives no order for them, DynamoDB Local this one), or, in a
        Scan of a local index, the table's order."""
        v = item[self.hash]
        table = self.table
        local = self.index.kind != "global"
        first = partition_hash(self.hash_type, v[self.hash_type]) if local else order_key(v)
        if local and self.scan:
            return (first, self.sort_value(item), table.position(item))
        t = table.types[table.hash]
        if table.range is None:
            return (first, self.sort_value(item), index_tie_hash(local, t, item[table.hash][t], None, None))
        s = table.types[table.range]
        tie = index_tie_hash(local, t, item[table.hash][t], s, item[table.range][s])
        return (first, self.sort_value(item), tie)

    def rows(self, req) -> list:
        index, table = self.index, self.table
        held = [it for it in table.items.values() if index_holds(index, it)]
        if req.operation == "Query":
            kc = req.key_condition
            rows = [it for it in held if key_condition_holds(kc, self.hash, it)]
            rows.sort(key=self.position)
            if req.options.get("scan_index_forward") is False:
                rows.reverse()
            return rows
        rows = sorted(held, key=self.position)
        total = req.options.get("total_segments")
        if total is not None:
            rows = [it for it in rows if table.segment(it, total) == req.options["segment"]]
        return rows

    def check_start_key(self, start: dict) -> dict:
        """An ExclusiveStartKey of an index: exactly the table's and the index's key attributes."""
        item = normalize_item(as_ddb(start))
        if set(item) != set(self.key_names):
            raise DynamoDBError(VALIDATION, MSG_START_KEY_SCHEMA)
        if not index_holds(self.index, item):  # an index key attribute of another type
            raise DynamoDBError(VALIDATION, MSG_START_KEY_TYPE)
        self.table._refuse(
            self.table.schema.attribute_problems(
                {k: item[k] for k in self.table.key_names}, "ExclusiveStartKey", kind="start"
            )
        )
        return item

    def key_of(self, item: dict) -> dict:
        return {k: item[k] for k in self.key_names if k in item}

    def entry(self, item: dict) -> dict:
        """The item as the index holds it: what a Query or Scan of it returns
        when it names no attributes (a local index reads the table's item for
        a projection, a filter or ALL_ATTRIBUTES that ask for more; a global
        index refuses them: keys.index_read_problems)."""
        projected = self.projected
        if projected is None:
            return item
        return {k: v for k, v in item.items() if k in projected}


def _one_item_at_most(table: Table, req) -> bool:
    """A Query of a table keyed by a partition key alone (not of an index): it
    reads one item at most, and DynamoDB gives no LastEvaluatedKey when it
    reaches its Limit (a Query of one key of a table with a sort key, and a
    Scan, get one; recorded from DynamoDB Local: ``min-semantics-*-limit*``)."""
    return req.operation == "Query" and table.range is None and req.options.get("index_name") is None


def _read_many(table: Table, req, scanned: list | None = None, trace: list | None = None) -> dict:
    opts = req.options
    view = _index_view(table, req) if opts.get("index_name") is not None else None
    if view is not None:  # an index: its items, order, keys and entries (_IndexView)
        rows = view.rows(req)
    elif req.operation == "Query":
        kc = req.key_condition
        table.check_key_condition(kc)
        # the items the key condition holds for, then ordered (a stable sort: as ordered, then picked); they
        # are of one partition, whose place in a Scan they share: ordered by the sort key alone
        hash_name = table.hash
        rows = [it for it in table.items.values() if key_condition_holds(kc, hash_name, it)]
        if table.range is not None:
            rows.sort(key=table.sort_value)
        if opts.get("scan_index_forward") is False:
            rows.reverse()
    else:
        rows = table.ordered()
        total = opts.get("total_segments")
        if total is not None:
            rows = [it for it in rows if table.segment(it, total) == opts["segment"]]
    start = opts.get("exclusive_start_key")
    if start is not None:
        start_item = table.check_start_key(start) if view is None else view.check_start_key(start)
        hash_name = table.hash if view is None else view.hash
        if req.operation == "Query" and not key_condition_holds(req.key_condition, hash_name, start_item):
            raise DynamoDBError(VALIDATION, MSG_RANGE_PREDICATE)
        if (
            req.operation == "Scan"
            and opts.get("total_segments") is not None
            and table.segment(start_item, opts["total_segments"]) != opts["segment"]
        ):
            raise DynamoDBError(VALIDATION, MSG_SEGMENT_START)
        # strictly after the start key's place, whether or not such an item exists
        position = table.position if view is None else view.position
        at = position(start_item)
        backwards = req.operation == "Query" and opts.get("scan_index_forward") is False
        rows = [it for it in rows if (position(it) < at if backwards else position(it) > at)]
    limit = opts.get("limit")
    last = None
    if limit is not None and len(rows) >= limit:
        rows = rows[:limit]
        if rows and view is not None:
            last = view.key_of(rows[-1])
        elif rows and not _one_item_at_most(table, req):
            last = table.key_of(rows[-1])
    if scanned is not None:  # for the capacity estimate: the items read, before the filter (an index's entries)
        scanned.extend(rows if view is None else map(view.entry, rows))
    # counted only past as many items as the largest filter allows: every filter has at most
    # MAX_EXPRESSION_OPERATORS, a legacy ScanFilter's too (written as an expression and read)
    if req.filter is not None and len(rows) > MAX_FILTER_WORK // (MAX_EXPRESSION_OPERATORS + 1):
        operators = operator_count(req.filter)
        if len(rows) * (operators + 1) > MAX_FILTER_WORK:
            raise DynamoDBError(INPUT_ERROR, filter_work_message(len(rows), operators))
    keys: dict = {}  # what the filter works out about the request's values, for every item (evaluate)
    kept = [it for it in rows if req.filter is None or evaluate(req.filter, it, keys)]
    if view is not None and scanned is not None and index_fetches(table.schema, view.index, req):
        scanned.append(Fetched(kept))  # each item also read from the table, for the capacity estimate
    if trace is not None and req.filter is not None:
        for it in rows[:TRACE_ITEMS]:
            trace.append(
                Traced(
                    "FilterExpression", copy_value(table.key_of(it)), copy_value(it), explain_condition(req.filter, it)
                )
            )
    out: dict = {}
    if opts.get("select") != "COUNT":
        if req.projection:  # the paths' tree made once for every item
            tree = projection_tree(req.projection.paths)
            out["Items"] = [project(it, req.projection.paths, tree) for it in kept]
        else:
            # an index's Query or Scan returns what the index holds of each item, unless it asks for every
            # attribute (a filter reads the item: a global index refuses one naming what it does not hold)
            if view is not None and opts.get("select") != "ALL_ATTRIBUTES":
                kept = [view.entry(it) for it in kept]
            out["Items"] = [_answered(it) for it in kept]
    out["Count"] = len(kept)
    out["ScannedCount"] = len(rows)
    if last is not None:
        out["LastEvaluatedKey"] = _answered(last)
    return out
