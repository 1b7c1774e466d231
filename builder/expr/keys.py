"""A table's key schema, and the rules a request's keys must keep.

:class:`KeySchema` is the one description of a table's key: its partition
(HASH) and sort (RANGE) key attributes with their types, and its indexes'
keys. It is built from a table description (``CreateTable``'s parameters or
``DescribeTable``'s ``Table``: :meth:`KeySchema.from_table`), from name/type
pairs (:meth:`KeySchema.from_pairs`), or guessed from a request
(:meth:`KeySchema.infer`).

Checked against it (:meth:`KeySchema.check`, :func:`check_keys`): every Key
holds exactly the key attributes, every Item at least them, with the key's
types and no empty string or binary; a Query's key condition names the key
(the index's, when it names one); an ExclusiveStartKey is a whole key. Each
problem is a :class:`~builder.expr.errors.Problem` located in the builder
state, with the builder's words in ``message`` (naming the attribute and the
table) and DynamoDB's in ``dynamodb`` (the simulator answers with those; a
Key's several problems share DynamoDB's one message for that Key). The
checker (:mod:`.check`), the simulator (:mod:`.simulate`) and the endpoint
runner (``builder/run.py``) all use these rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import Any

from . import messages as m
from .errors import LONE_SURROGATE, ExprError, Problem, join_location, lone_surrogate
from .items import as_ddb, equal, is_ordered_pair, item_size, order_key, type_of
from .limits import (
    DEFAULT_GLOBAL_INDEXES,
    MAX_GLOBAL_INDEXES,
    MAX_ITEM_BYTES,
    MAX_LOCAL_INDEXES,
    MAX_NON_KEY_ATTRIBUTES,
    MAX_PARTITION_KEY_BYTES,
    MAX_SORT_KEY_BYTES,
    MAX_TABLE_NON_KEY_ATTRIBUTES,
    PROJECTION_TYPES,
    TABLE_NAME_RULE,
    is_table_name,
    key_name_problem,
)
from .nodes import paths_in
from .record import frozen
from .values import KEY_TYPES, TYPE_NAMES, Value, computed_once, describe

ROLES = {"HASH": "partition", "RANGE": "sort"}


class TableSpecError(ValueError):
    """A table description that is not a usable key schema."""


@frozen
class KeyAttribute:
    name: str
    type: str  # S, N or B
    role: str  # "partition" or "sort"

    @property
    def max_bytes(self) -> int:
        return MAX_PARTITION_KEY_BYTES if self.role == "partition" else MAX_SORT_KEY_BYTES

    @property
    def type_name(self) -> str:
        return TYPE_NAMES.get(self.type, self.type)

    def __str__(self) -> str:
        return f"{self.name} ({self.type_name})"


@frozen
class IndexSchema:
    name: str
    kind: str  # "global" or "local"
    key: tuple  # KeyAttribute...
    projection: str = ""  # ALL, KEYS_ONLY, or INCLUDE and the attributes
    status: str = ""
    non_key: tuple = ()  # INCLUDE's NonKeyAttributes, as listed (a name may hold ", ")


@frozen
class KeySchema:
    """A table's key attributes (partition first), and its indexes.

    ``indexes_listed``: the description lists every index the table has (it
    names the table, as ``DescribeTable`` and ``CreateTable`` do, or lists
    indexes); then a request naming another index is refused. Otherwise an
    index the schema does not know is taken to have the table's key."""

    key: tuple  # KeyAttribute...
    attribute_types: dict = field(default_factory=dict)  # every AttributeDefinitions entry: name -> type
    indexes: tuple = ()  # IndexSchema...
    name: str = ""  # the table's name, when the description gives it
    indexes_listed: bool = False

    # -- building one ----------------------------------------------------------
    @classmethod
    def from_table(cls, spec: Any) -> KeySchema:
        """``{"KeySchema": [...], "AttributeDefinitions": [...]}`` as CreateTable
        takes it, or DescribeTable's ``Table`` (indexes included). Raises
        :class:`TableSpecError` saying what is missing."""
        if not isinstance(spec, dict):
            raise TableSpecError("table: an object with KeySchema and AttributeDefinitions expected")
        types = _attribute_types(spec.get("AttributeDefinitions", []))
        key = _key_attributes(spec.get("KeySchema", []), types, "table: ")
        if not key or key[0].role != "partition":
            raise TableSpecError("table: KeySchema needs a HASH key")
        indexes: list[IndexSchema] = []
        named: set = set()
        for kind, field_name in (("global", "GlobalSecondaryIndexes"), ("local", "LocalSecondaryIndexes")):
            entries = spec.get(field_name)
            if entries is None:
                continue
            if not isinstance(entries, list):
                raise TableSpecError(f"table: {field_name} is a list of indexes")
            for i, entry in enumerate(entries):
                where = f"table: {field_name}[{i}]: "
                index = _index(entry, kind, types, where)
                if kind == "local" and len(key) < 2:  # (a local index orders a partition of the table's)
                    raise TableSpecError(f"{where}a local index needs the table to have a sort key, and it has none")
                if kind == "local" and (index.key[0] != key[0] or len(index.key) < 2):
                    # A, CreateTable: "The key schema must begin with the same partition key as the table"
                    raise TableSpecError(
                        f"{where}a local index has the table's partition key ({key[0].name}) and a sort key of its own"
                    )
                if index.name in named:
                    raise TableSpecError(
                        f"{where}another index of the table is named {index.name}: each has its own name"
                    )
                named.add(index.name)
                indexes.append(index)
        projected = sum(len(i.non_key) for i in indexes)
        if projected > MAX_TABLE_NON_KEY_ATTRIBUTES:
            raise TableSpecError(
                f"table: the indexes' NonKeyAttributes add up to {projected}; DynamoDB takes at most "
                f"{MAX_TABLE_NON_KEY_ATTRIBUTES} a table (an attribute projected into two indexes counts twice)"
            )
        name = spec.get("TableName")
        return cls(
            key=key,
            attribute_types=types,
            indexes=tuple(indexes),
            name=name if isinstance(name, str) else "",
            indexes_listed=isinstance(name, str) or any(f in spec for f in _INDEX_FIELDS),
        )

    @classmethod
    def from_pairs(cls, pairs: list[tuple[str, str]]) -> KeySchema:
        """[(name, type)]: the partition key, then the sort key if any (no indexes
        listed). Raises :class:`TableSpecError` as :meth:`from_table` does."""
        return cls.from_table(table_spec(pairs))

    def description(self, name: str) -> dict:
        """The schema as a table description naming table ``name``, in
        DescribeTable's shape (:meth:`from_table` reads it back): its key, the
        types of every key attribute, and its indexes with their projections."""
        out: dict = {"TableName": name, **table_spec(self.pairs())}
        known = set(self.key_names)
        for i in self.indexes:
            pairs = [(k.name, k.type) for k in i.key]
            out["AttributeDefinitions"] += [
                {"AttributeName": n, "AttributeType": t} for n, t in pairs if n not in known and not known.add(n)
            ]
            field_name = "GlobalSecondaryIndexes" if i.kind == "global" else "LocalSecondaryIndexes"
            out.setdefault(field_name, []).append(
                {
                    "IndexName": i.name,
                    "KeySchema": table_spec(pairs)["KeySchema"],
                    "Projection": _projection_described(i),
                }
            )
        return out

    @classmethod
    def infer(cls, req) -> KeySchema | None:
        """The key guessed from a loaded request: a Query's key condition, else the
        first Key, else an ExclusiveStartKey, else the first two key-typed
        attributes of an Item. None when there is nothing to go by."""
        pairs = infer_pairs(req)
        return cls.from_pairs(pairs) if pairs else None

    # -- looking at it -----------------------------------------------------------
    @property
    def partition(self) -> KeyAttribute:
        return self.key[0]

    @property
    def sort(self) -> KeyAttribute | None:
        return self.key[1] if len(self.key) > 1 else None

    @property
    def key_names(self) -> list[str]:
        return list(self._names_and_pairs[0])

    @property
    def types(self) -> dict[str, str]:
        """Key attribute name -> its type (a dict of the caller's own)."""
        return dict(self._types)

    @computed_once
    def _types(self) -> dict[str, str]:
        """:attr:`types`, made once (copied for each caller: it is theirs to change)."""
        return {k.name: k.type for k in self.key}

    @property
    def key_text(self) -> str:
        return ", ".join(str(k) for k in self.key)

    def pairs(self) -> list[tuple[str, str]]:
        return list(self._names_and_pairs[1])

    @property
    def key_pairs(self) -> tuple[tuple[str, str], ...]:
        """:meth:`pairs` as a tuple, the one made once (for a caller that passes
        it on as ``key_schema``, without a list and a tuple made a request)."""
        return self._names_and_pairs[1]

    @computed_once
    def _names_and_pairs(self) -> tuple[tuple, tuple]:
        """(the key's names, its (name, type) pairs), made once (kept in the
        instance's ``__dict__``, not a field: equality and repr are the
        fields'); the key, a frozen record's tuple, never changes."""
        return tuple(k.name for k in self.key), tuple((k.name, k.type) for k in self.key)

    @computed_once
    def index_key_names(self) -> tuple:
        """The key attributes of the table's secondary indexes that are not
        the table's own, in the order DynamoDB names them when an expression
        looks inside several (:func:`index_key_order`); () without indexes."""
        return index_key_order(self.indexes, self._names_and_pairs[0]) if self.indexes else ()

    def for_table(self, name: Any) -> KeySchema:
        """The schema of table ``name``: this one (see :class:`TableSchemas`)."""
        return self

    def index(self, name: str) -> IndexSchema | None:
        return next((i for i in self.indexes if i.name == name), None)

    def missing_index(self, index_name: str, table: str, location: str) -> Problem | None:
        """A request naming an index the table does not have, when the
        description lists the table's indexes (``indexes_listed``); else None."""
        if not self.indexes_listed or self.index(index_name) is not None:
            return None
        known = ", ".join(i.name for i in self.indexes) or "none"
        return Problem(
            location, f"{table} has no index named {index_name} (its indexes: {known}).", m.no_index_message(index_name)
        )

    def to_table_spec(self) -> dict:
        """CreateTable's KeySchema and AttributeDefinitions for the key attributes."""
        return table_spec(self.pairs())

    # -- the rules -------------------------------------------------------------------
    def check(self, req) -> list[Problem]:
        """What DynamoDB refuses in ``req`` (a loaded request) with this key
        schema, every body checked against it; see :func:`check_keys`."""
        return check_keys(req, lambda _table: self)

    def attribute_problems(
        self, attrs: Any, where: str, location: str = "", kind: str = "key", table: str = ""
    ) -> list[Problem]:
        """The problems of a Key (``kind="key"``: exactly the key attributes),
        an Item (``"item"``: at least them) or an ExclusiveStartKey (``"start"``:
        exactly them; emptiness is the loader's to refuse) whose attributes
        ``attrs`` map names to :class:`Value` or DynamoDB JSON. ``where``
        starts each message (``Key``, ``Action 2 (Put) Item``); ``table`` names
        the table in them."""
        if attrs.__class__ is dict and self.plainly_fits(attrs, kind):  # most keys and items: nothing to find
            return []
        owner = table or "the table"
        if not isinstance(attrs, dict):
            return [Problem(location, f"{where} is not an object of attributes.", _verdict(kind, "missing"))]
        ours: list[str] = []
        present = 0  # key attributes in attrs
        for k in self.key:
            name = k.name
            if name not in attrs:
                ours.append(f"{where} has no {name}: it is {owner}'s {k.role} key ({k.type_name}).")
                continue
            present += 1
            v = attrs[name]
            if v.__class__ is dict and len(v) == 1:  # DynamoDB JSON: _type_and_value without the call
                ((t, raw),) = v.items()
            else:
                t, raw = _type_and_value(v)
            if t != k.type:
                what = f"a {TYPE_NAMES.get(t, t)}" if t else "not a DynamoDB value"
                ours.append(f"{where}.{name} is {what}, but {owner}'s {k.role} key {name} is a {k.type_name}.")
            elif kind == "start":
                continue
            elif (t == "S" or t == "B") and raw == "":
                ours.append(f"{where}.{name} is empty, and key attributes cannot be empty.")
            elif isinstance(raw, str) and len(raw) > SURELY_SHORT_KEY and key_bytes(t, raw) > k.max_bytes:
                ours.append(
                    f"{where}.{name} is {key_bytes(t, raw):,} bytes; a {k.role} key value is at most "
                    f"{k.max_bytes:,} bytes."
                )
        if kind != "item" and len(attrs) > present:  # names beside the key's (all of them when present == len(attrs))
            names = set(self.key_names)
            for name in attrs:
                if name not in names:
                    ours.append(f"{where} has {name}, which is not part of {owner}'s key ({self.key_text}).")
        if not ours and kind == "item" and self._index_keys:  # an item's secondary index keys, once its own hold
            return self.index_key_problems(attrs, where, location)
        if not ours:
            return []
        words = self._dynamodb_words(attrs, kind)  # only wanted with a problem
        return [Problem(location, text, words) for text in ours]

    @computed_once
    def _index_keys(self) -> tuple:
        """(name, type, index name, whether the index is global) of each
        secondary index key attribute that is not the table's, in the order
        the description lists the indexes."""
        own = {k.name for k in self.key}
        return tuple(
            (k.name, k.type, i.name, i.kind == "global") for i in self.indexes for k in i.key if k.name not in own
        )

    def index_key_problems(self, attrs: dict, where: str, location: str, updated: bool = False) -> list[Problem]:
        """An item's attribute that is a secondary index's key: of another type
        than the index's, or empty text or binary. ``updated``: the item an
        update makes (DynamoDB's words differ). At most one problem: DynamoDB
        reports one."""
        for name, t, index_name, _ in self._index_keys:
            v = attrs.get(name)
            if v is None:
                continue  # not in that index (an index is sparse)
            vt, raw = _type_and_value(v)
            if vt != t:
                what = f"a {TYPE_NAMES.get(vt, vt)}" if vt else "not a DynamoDB value"
                text = f"{where}.{name} is {what}, but it is index {index_name}'s key, a {TYPE_NAMES.get(t, t)}."
                return [Problem(location, text, m.MSG_INDEX_KEY_TYPE if vt in KEY_TYPES else m.MSG_KEY_NOT_SCALAR)]
            if (vt == "S" or vt == "B") and raw == "":
                text = f"{where}.{name} is empty, and it is index {index_name}'s key: key attributes cannot be empty."
                words = m.MSG_INDEX_KEY_EMPTY_UPDATE if updated else m.index_key_empty_message(index_name, name)
                return [Problem(location, text, words)]
        return []

    def plainly_fits(self, attrs: dict, kind: str = "key") -> bool:
        """A cheap test that :meth:`attribute_problems` finds nothing in ``attrs``
        (a dict of DynamoDB JSON): each key attribute's value is text of its
        type, neither empty nor long enough to pass a key's limit in bytes, and
        a Key or an ExclusiveStartKey (``kind`` other than "item") has no other
        attribute. False says nothing: the general walk finds out."""
        pairs = self._names_and_pairs[1]
        if kind != "item" and len(attrs) != len(pairs):
            return False
        for name, t in pairs:
            v = attrs.get(name)
            if v.__class__ is not dict or len(v) != 1:
                return False
            x = v.get(t)
            if x.__class__ is not str or not x or len(x) > SURELY_SHORT_KEY:  # (no chained comparison: fewer steps)
                return False
        if kind == "item" and self.indexes:  # an item's secondary index keys: text of their types, or absent
            for name, t, _, _ in self._index_keys:
                v = attrs.get(name)
                if v is not None and (
                    v.__class__ is not dict or len(v) != 1 or v.get(t).__class__ is not str or not v[t]
                ):
                    return False
        return True

    def _dynamodb_words(self, attrs: dict, kind: str) -> str | None:
        """DynamoDB's message for ``attrs``: the number of attributes first (a Key
        or an ExclusiveStartKey), then each key attribute in the schema's order:
        missing, not a scalar, of another type, empty. None when all is well."""
        if kind != "item" and len(attrs) != len(self.key):
            return _verdict(kind, "count")
        for k in self.key:
            if k.name not in attrs:
                return _verdict(kind, "missing")
            t, raw = _type_and_value(attrs[k.name])
            if t != k.type:
                scalar = t in KEY_TYPES or t is None
                return _verdict(kind, "type" if scalar or kind == "start" else "scalar")
            if kind != "start" and t in ("S", "B") and raw == "":
                return m.empty_key_message(k.name, k.type)
            if kind != "start" and key_bytes(t, raw) > k.max_bytes:
                return m.MSG_KEY_SIZE
        if kind != "item" and set(attrs) != set(self.key_names):
            return _verdict(kind, "missing")  # pragma: no cover - the count and the names above already tell
        return None

    def item_problem(self, item: Any, where: str) -> str | None:
        """What keeps ``item`` (DynamoDB JSON, such as a sample item) out of a
        table with this key schema, as ``where...: message`` (``before[2].x:
        number expected, ...``); None when nothing does."""
        if not isinstance(item, dict):
            return f"{where}: an item (an object of attribute name -> DynamoDB JSON value) expected"
        for name, v in item.items():
            try:
                Value.from_ddb(v)
            except ExprError as e:
                return f"{where}.{name}{'.' + e.location if e.location else ''}: {e.message}"
        problems = self.attribute_problems(item, where, kind="item")
        if problems:
            return problems[0].message
        too_large = oversized_item(item)
        return f"{where}: {too_large}" if too_large else None

    def key_condition_problems(
        self, kc, location: str = "key_condition", table: str = "", index: IndexSchema | None = None
    ) -> list[Problem]:
        """A Query's key condition against this table's key (or ``index``'s):
        the partition key compared by name and type, and the sort key if any."""
        expected = index.key if index is not None else self.key
        owner = f"index {index.name}" if index is not None else f"table {table}" if table else "the table"
        part = expected[0]
        sort = expected[1] if len(expected) > 1 else None
        if kc.sort is not None and sort is None:  # two conditions, no sort key: first (goamz's goa009)
            text = f"The key condition has a second condition ({kc.sort.name}), but {owner} has no sort key."
            return [Problem(location, text, m.MSG_KEY_NOT_SUPPORTED)]
        missed, mismatched, ours = False, False, []
        ptype = kc.partition_value.value.type
        if kc.partition_name != part.name:
            missed = True
            ours.append(
                f"The key condition's partition key is {kc.partition_name}, but {owner}'s partition key is {part}."
            )
        elif ptype != part.type:
            mismatched = True
            ours.append(
                f"The key condition compares {part.name} with a {TYPE_NAMES.get(ptype, ptype)}, "
                f"but {owner}'s partition key {part.name} is a {part.type_name}."
            )
        if kc.sort is not None:
            stype = kc.sort.value.value.type
            if kc.sort.name != sort.name:
                missed = True
                ours.append(f"The key condition's sort key is {kc.sort.name}, but {owner}'s sort key is {sort}.")
            elif stype != sort.type:
                mismatched = True
                ours.append(
                    f"The key condition compares {sort.name} with a {TYPE_NAMES.get(stype, stype)}, "
                    f"but {owner}'s sort key {sort.name} is a {sort.type_name}."
                )
        if not (missed or mismatched):
            if kc.sort is not None and sort is not None:
                over = [v for v in (kc.sort.value, kc.sort.high) if v is not None and _value_bytes(v) > sort.max_bytes]
                if over:
                    return [
                        Problem(
                            location,
                            f"The key condition compares {sort.name} with a value of {_value_bytes(over[0]):,} "
                            f"bytes; a sort key value is at most {sort.max_bytes:,} bytes.",
                            m.MSG_RANGE_KEY_SIZE,
                        )
                    ]
            return []
        words = m.MSG_KEY_CONDITION_MISSED if missed else m.MSG_KEY_CONDITION_TYPE
        return [Problem(location, text, words) for text in ours]


def _java_string_hash(text: str) -> int:
    """Java's ``String.hashCode`` (over UTF-16 code units), as 32 unsigned bits."""
    data = text.encode("utf-16-le", "surrogatepass")
    h = 0
    for i in range(0, len(data), 2):
        h = (31 * h + (data[i] | data[i + 1] << 8)) & 0xFFFFFFFF
    return h


def _java_hash_map_order(names: list[str]) -> list[str]:
    """``names`` in the order a ``java.util.HashMap`` built by putting them in
    turn iterates them: by bucket (the spread hash, ``h ^ (h >>> 16)``, over a
    table of 16 that doubles past three quarters full), in insertion order
    within one."""
    capacity = 16
    while len(names) > capacity * 3 // 4:
        capacity *= 2
    buckets: dict[int, list[str]] = {}
    for name in names:
        h = _java_string_hash(name)
        buckets.setdefault((h ^ (h >> 16)) & (capacity - 1), []).append(name)
    return [name for b in sorted(buckets) for name in buckets[b]]


def index_key_order(indexes: tuple, table_key: tuple) -> tuple:
    """The key attributes of ``indexes`` not in ``table_key``, in DynamoDB
    Local's order for naming the one an expression looks inside ("... are not
    allowed: IndexKey: g"): the local indexes', then the global indexes', each
    kind in the order of a Java HashMap of their names, each index's partition
    key then sort key (learnt from DynamoDB Local over index names chosen to
    fall in other buckets than their listed order:
    tests/differential/test_indexes_live.py)."""
    out: list = []
    for kind in ("local", "global"):
        by_name = {ix.name: ix for ix in indexes if ix.kind == kind}
        for name in _java_hash_map_order(list(by_name)):
            for k in by_name[name].key:
                if k.name not in table_key and k.name not in out:
                    out.append(k.name)
    return tuple(out)


_INDEX_FIELDS = ("GlobalSecondaryIndexes", "LocalSecondaryIndexes")


class TableSchemas:
    """The key schemas of a request's tables when they differ: ``by_name``
    (table name -> :class:`KeySchema`) for the tables that have their own,
    ``default`` for any other. Where a check takes a ``schema`` and reads a
    request on several tables (a transaction, a batch), it asks
    ``schema.for_table(name)`` for each part's (a KeySchema answers itself)."""

    __slots__ = ("by_name", "default")

    def __init__(self, default: KeySchema, by_name: dict):
        self.default = default
        self.by_name = by_name

    def for_table(self, name: Any) -> KeySchema:
        found = self.by_name.get(name) if name.__class__ is str else None
        return self.default if found is None else found


def _verdict(kind: str, worst: str) -> str:
    """DynamoDB's message for a Key, Item or ExclusiveStartKey that fails at
    ``worst`` ("count", "missing", "scalar": a key attribute that is no string,
    number or binary, or "type")."""
    if kind == "start":
        return {"count": m.MSG_START_KEY_SIZE, "type": m.MSG_START_KEY_TYPE}.get(worst, m.MSG_START_KEY_SCHEMA)
    return {"count": m.MSG_KEY_COUNT, "missing": m.MSG_KEY_MISSING, "scalar": m.MSG_KEY_NOT_SCALAR}.get(
        worst, m.MSG_KEY_TYPE
    )


# a key value's text of at most this many characters is within either key's limit in bytes (key_bytes: a
# character is at most 4 bytes of UTF-8, a lone surrogate 3; binary's bytes are fewer than its base64 text)
SURELY_SHORT_KEY = min(MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES) // 4


def key_bytes(type_code: str | None, raw: Any) -> int:
    """The size DynamoDB limits a key value by: the UTF-8 bytes of a string,
    the bytes of a binary (base64 text here); 0 for anything else."""
    if type_code == "S" and isinstance(raw, str):
        return len(raw.encode("utf-8", "surrogatepass"))
    if type_code == "B" and isinstance(raw, str):
        stripped = raw.rstrip("=")
        return len(stripped) * 3 // 4
    return 0


def _value_bytes(op) -> int:
    """:func:`key_bytes` of a key condition's value operand."""
    t, raw = _type_and_value(op.value)
    return key_bytes(t, raw)


def _type_and_value(v: Any) -> tuple[str | None, Any]:
    """(type, value) of a Value or of DynamoDB JSON; (None, None) for anything else."""
    if isinstance(v, Value):
        return v.type, v.ddb[v.type]
    if isinstance(v, dict) and len(v) == 1:
        ((t, raw),) = v.items()
        return t, raw
    return None, None


def _attribute_types(defs: Any) -> dict:
    if not isinstance(defs, list):
        raise TableSpecError("table: AttributeDefinitions is a list of {AttributeName, AttributeType} entries")
    types = {}
    for i, d in enumerate(defs):
        if not (isinstance(d, dict) and isinstance(d.get("AttributeName"), str) and "AttributeType" in d):
            raise TableSpecError(f"table: AttributeDefinitions[{i}] needs AttributeName (text) and AttributeType")
        name, t = d["AttributeName"], d["AttributeType"]
        if name in types and types[name] != t:  # (the same twice drops nothing)
            raise TableSpecError(
                f"table: AttributeDefinitions[{i}] defines {describe(name)} again, as {describe(t)} "
                f"(an earlier entry says {describe(types[name])}): each attribute has one type"
            )
        types[name] = t
    return types


def _key_attributes(elements: Any, types: dict, where: str) -> tuple:
    """KeySchema entries -> (partition, sort?) KeyAttributes, each defined as S, N or B."""
    if not isinstance(elements, list):
        raise TableSpecError(f"{where}KeySchema is a list of {{AttributeName, KeyType}} entries")
    if len(elements) > 2:  # A, KeySchemaElement: "Array Members: Minimum number of 1 item. Maximum number of 2 items."
        raise TableSpecError(
            f"{where}KeySchema has {len(elements):,} entries; a key has one HASH entry and at most one RANGE entry"
        )
    names: dict[str, Any] = {}
    for i, e in enumerate(elements):
        if not (isinstance(e, dict) and "KeyType" in e):
            raise TableSpecError(f"{where}KeySchema[{i}] needs AttributeName and KeyType")
        key_type = e["KeyType"]
        if key_type not in ("HASH", "RANGE"):  # compared, not hashed: a KeyType may be any JSON
            raise TableSpecError(f"{where}KeySchema[{i}].KeyType is HASH or RANGE (got {describe(key_type)})")
        if "AttributeName" not in e:
            raise TableSpecError(f"{where}KeySchema[{i}] needs AttributeName and KeyType")
        if key_type in names:
            raise TableSpecError(
                f"{where}KeySchema[{i}] is a second {key_type} entry; a key has one HASH entry and at most one RANGE entry"
            )
        names[key_type] = e["AttributeName"]
    if "HASH" not in names:
        return ()
    key = []
    for key_type in ("HASH", "RANGE"):
        if key_type not in names:
            continue
        name = names[key_type]
        if not isinstance(name, str) or not name:
            raise TableSpecError(f"{where}key attribute names are non-empty text")
        too_long = key_name_problem(name)
        if too_long:
            raise TableSpecError(f"{where}the {key_type} key attribute {describe(name)} {too_long}")
        if key_type == "RANGE" and name == names["HASH"]:
            raise TableSpecError(f"{where}KeySchema names {describe(name)} as both the HASH and the RANGE key")
        if types.get(name) not in KEY_TYPES:
            has = f"its type is {describe(types[name])}" if name in types else "it has none"
            raise TableSpecError(
                f"{where}every key attribute needs an AttributeDefinitions entry of type S, N or B: "
                f"{describe(name)} does not ({has})"
            )
        key.append(KeyAttribute(name, types[name], ROLES[key_type]))
    return tuple(key)


def _index(entry: Any, kind: str, types: dict, where: str) -> IndexSchema:
    if not (isinstance(entry, dict) and isinstance(entry.get("IndexName"), str)):
        raise TableSpecError(f"{where}an index needs IndexName and KeySchema")
    key = _key_attributes(entry.get("KeySchema", []), types, where)
    if not key:
        raise TableSpecError(f"{where}KeySchema needs a HASH key")
    name = entry["IndexName"]
    if not is_table_name(name):  # a request could never name it (the loader's rule for IndexName)
        raise TableSpecError(f"{where}index names are {TABLE_NAME_RULE} (got {describe(name)})")
    ptype, non_key = _projection(entry.get("Projection"), where)
    shown = f"{ptype} {', '.join(non_key)}" if non_key else ptype
    status = entry.get("IndexStatus", "")
    return IndexSchema(name, kind, key, shown, status if isinstance(status, str) else "", non_key)


def _projection(projection: Any, where: str) -> tuple[str, tuple]:
    """An index description's ``Projection`` -> (its ProjectionType, "" when
    not given: every attribute; INCLUDE's NonKeyAttributes). Raises
    :class:`TableSpecError` for anything DynamoDB would not take, rather than
    reading it as another projection."""
    if projection is None:
        return "", ()
    if not isinstance(projection, dict):
        raise TableSpecError(
            f'{where}Projection is an object such as {{"ProjectionType": "KEYS_ONLY"}} (got {describe(projection)})'
        )
    ptype = projection.get("ProjectionType")
    if ptype is None:
        ptype = ""
    elif ptype not in PROJECTION_TYPES:  # (compared, not hashed: it may be any JSON)
        raise TableSpecError(f"{where}Projection.ProjectionType is ALL, KEYS_ONLY or INCLUDE (got {describe(ptype)})")
    listed = projection.get("NonKeyAttributes")
    if listed is None:
        return ptype, ()
    if ptype != "INCLUDE":
        raise TableSpecError(
            f"{where}Projection.NonKeyAttributes is given only with ProjectionType INCLUDE "
            f"(this index's is {ptype or 'not given, which projects every attribute'})"
        )
    if not isinstance(listed, list):
        raise TableSpecError(
            f"{where}Projection.NonKeyAttributes is a list of attribute names (got {describe(listed)})"
        )
    if len(listed) > MAX_NON_KEY_ATTRIBUTES:
        raise TableSpecError(
            f"{where}Projection.NonKeyAttributes lists {len(listed):,} attributes; DynamoDB takes at most "
            f"{MAX_NON_KEY_ATTRIBUTES} an index"
        )
    for i, n in enumerate(listed):
        if not isinstance(n, str):
            raise TableSpecError(f"{where}Projection.NonKeyAttributes[{i}] is an attribute name (got {describe(n)})")
        too_long = key_name_problem(n)
        if too_long:
            raise TableSpecError(f"{where}Projection.NonKeyAttributes[{i}] {describe(n)} {too_long}")
    return ptype, tuple(listed)


def typed_key_problem(pairs: list[tuple[str, str]]) -> str | None:
    """The message for a key given as (name, type) pairs (Try it's typed key)
    that no table has, which :func:`_key_attributes` refuses in a description:
    a name past DynamoDB's 255 bytes, or a sort key that is the partition key's
    attribute; None otherwise."""
    for (name, _), role in zip(pairs, ("partition", "sort")):
        too_long = key_name_problem(name)
        if too_long:
            return f"The {role} key name {describe(name)} {too_long}."
    if len(pairs) > 1 and pairs[0][0] == pairs[1][0]:
        return (
            f"The sort key is named {pairs[0][0]}, as the partition key is: a table's sort key is another attribute "
            "(leave the sort key empty for a table keyed by its partition key alone)."
        )
    return None


def _projection_described(index: IndexSchema) -> dict:
    """An index's projection as DescribeTable writes it (:func:`_projection` reads it)."""
    out: dict = {"ProjectionType": index.projection.partition(" ")[0] or "ALL"}
    if index.non_key:
        out["NonKeyAttributes"] = list(index.non_key)
    return out


def oversized_item(item: dict) -> str | None:
    """Why no table could hold ``item`` (a sample item: DynamoDB JSON, its
    values read), or None: over DynamoDB's 400 KB an item
    (:func:`~builder.expr.items.item_size`)."""
    size = item_size(item)
    if size <= MAX_ITEM_BYTES:
        return None
    return f"the item is {size:,} bytes; DynamoDB holds items of at most {MAX_ITEM_BYTES:,} bytes (400 KB)"


def table_spec(pairs: list[tuple[str, str]]) -> dict:
    """[(name, type)] -> CreateTable's KeySchema and AttributeDefinitions."""
    return {
        "KeySchema": [{"AttributeName": name, "KeyType": kind} for (name, _), kind in zip(pairs, ("HASH", "RANGE"))],
        "AttributeDefinitions": [{"AttributeName": name, "AttributeType": t} for name, t in pairs],
    }


MAX_TABLE_DESCRIPTIONS = 100  # no request names more tables than a transaction has actions


def table_schemas(spec: Any, make: Callable[[Any], KeySchema] = KeySchema.from_table) -> tuple[KeySchema, dict]:
    """(the schema of any table not named otherwise, {table name: its own
    schema}) of one table description, or of a list of them each naming its
    table (``TableName``; the first stands for any other). A named table keeps
    a schema of its own only when its key or indexes differ from the first's.
    ``make`` reads one description. Raises :class:`TableSpecError`."""
    bad = lone_surrogate(spec, "table")  # ("\ud800" is JSON, not Unicode text: no name holds it, no message says it)
    if bad is not None:
        raise TableSpecError(f"{bad}: this text {LONE_SURROGATE}")
    if not isinstance(spec, list):
        problem = index_count_problem(spec)
        if problem is not None:
            raise TableSpecError(f"table: {problem}")
        return make(spec), {}
    if not spec:
        raise TableSpecError("table: a list of table descriptions holds at least one")
    if len(spec) > MAX_TABLE_DESCRIPTIONS:
        raise TableSpecError(f"table: at most {MAX_TABLE_DESCRIPTIONS} table descriptions (got {len(spec):,})")
    for i, one in enumerate(spec):  # every description's indexes counted before any is read
        problem = index_count_problem(one)
        if problem is not None:
            raise TableSpecError(f"table[{i}]: {problem}")
    schemas: dict = {}
    for i, one in enumerate(spec):
        try:
            schema = make(one)
        except TableSpecError as e:
            raise TableSpecError(f"table[{i}]: {str(e).removeprefix('table: ')}") from None
        if not schema.name:
            raise TableSpecError(f"table[{i}]: TableName is needed to tell a list's tables apart")
        if schema.name in schemas:
            raise TableSpecError(f"table[{i}]: {schema.name} is described twice")
        schemas[schema.name] = schema
    default = next(iter(schemas.values()))
    own = {name: s for name, s in schemas.items() if (s.key, s.indexes) != (default.key, default.indexes)}
    return default, own


def index_count_problem(spec: Any) -> str | None:
    """More indexes in a table description than a table has (5 local; 100
    global, the builder's bound past DynamoDB's default quota of 20, which AWS
    raises on request), said without reading any of them; None otherwise. A
    description read from DescribeTable (``builder/run.py``) is not bounded so."""
    if not isinstance(spec, dict):
        return None
    entries = spec.get("LocalSecondaryIndexes")
    if isinstance(entries, list) and len(entries) > MAX_LOCAL_INDEXES:
        return f"LocalSecondaryIndexes lists {len(entries):,} indexes; DynamoDB lets a table have at most {MAX_LOCAL_INDEXES}"
    entries = spec.get("GlobalSecondaryIndexes")
    if isinstance(entries, list) and len(entries) > MAX_GLOBAL_INDEXES:
        return (
            f"GlobalSecondaryIndexes lists {len(entries):,} indexes; the builder reads at most {MAX_GLOBAL_INDEXES} "
            f"(DynamoDB's default quota is {DEFAULT_GLOBAL_INDEXES} a table)"
        )
    return None


def table_keys(req, typed: list[tuple[str, str]]) -> tuple[list[tuple[str, str]], bool, list[dict]]:
    """The key a loaded request is tried and checked with, given the key
    ``typed`` (empty: none): (the key, whether it was inferred, each table's
    key when the request names tables whose keys differ: ``{"table",
    "pairs", "from_request"}``, else empty). Each table the request gives a
    Key for is keyed by its first one (:func:`infer_table_pairs`); a table it
    only puts items in takes the key typed, else the one inferred from the
    whole request (:func:`infer_pairs`)."""
    schema, inferred = (typed, False) if typed else (infer_pairs(req), True)
    tables = request_tables(req)
    if len(tables) < 2 or not schema:
        return schema, inferred, []
    own = infer_table_pairs(req)
    keys = [{"table": t, "pairs": own.get(t, schema), "from_request": t in own} for t in tables]
    if all(k["pairs"] == schema for k in keys):  # one key for every table: the common case
        return schema, inferred, []
    return schema, inferred, keys


def tried_index(req) -> tuple[str, list[tuple[str, str]]] | None:
    """(the index name, [(name, type)] of its key) a Query of an index tells by
    its key condition: its partition key, and its sort key when the condition
    names one; None for a request that reads no index, or a Scan of one (whose
    key nothing in the request tells)."""
    name = req.options.get("index_name")
    if name is None or req.operation != "Query" or req.key_condition is None:
        return None
    kc = req.key_condition
    pairs = [(kc.partition_name, kc.partition_value.value.type)]
    if kc.sort is not None:
        pairs.append((kc.sort.name, kc.sort.value.value.type))
    return name, pairs


def index_table_spec(pairs: list[tuple[str, str]], index_name: str, index_pairs: list[tuple[str, str]]) -> dict:
    """A table description of key ``pairs`` with one global index of key
    ``index_pairs`` projecting every attribute."""
    spec = table_spec(pairs)
    known = {name for name, _ in pairs}
    spec["AttributeDefinitions"] += [{"AttributeName": n, "AttributeType": t} for n, t in index_pairs if n not in known]
    spec["GlobalSecondaryIndexes"] = [
        {
            "IndexName": index_name,
            "KeySchema": table_spec(index_pairs)["KeySchema"],
            "Projection": {"ProjectionType": "ALL"},
        }
    ]
    return spec


def key_specs(keys: list[dict]) -> list[dict]:
    """:func:`table_keys`' tables' keys as table descriptions naming their
    tables (the first stands for any other: :func:`table_schemas`)."""
    return [{**table_spec(k["pairs"]), "TableName": k["table"]} for k in keys]


def infer_pairs(req) -> list[tuple[str, str]]:
    """[(name, type)] of the table's key, guessed from a loaded request (see
    :meth:`KeySchema.infer`). Empty when there is nothing to go by."""
    if req.operation == "Query" and req.key_condition is not None:
        kc = req.key_condition
        out = [(kc.partition_name, kc.partition_value.value.type)]
        if kc.sort is not None:
            out.append((kc.sort.name, kc.sort.value.value.type))
        return out
    for t in getattr(req, "tables", ()) or ():  # BatchGetItem: its first key
        if t.keys:
            return [(k, v.type) for k, v in list(t.keys[0].items())[:2]]
    bodies = list(req.actions) or [req]
    for body in bodies:
        if getattr(body, "key", None):
            return [(k, v.type) for k, v in list(body.key.items())[:2]]
    start = req.options.get("exclusive_start_key")
    if start:
        return [(k, v.type) for k, v in list(start.items())[:2]]
    for body in bodies:
        if getattr(body, "item", None):
            return [(k, v.type) for k, v in body.item.items() if v.type in KEY_TYPES][:2]
    return []


def request_tables(req) -> list[str]:
    """The tables a loaded request names, each once, in the request's order."""
    names = [t.table for t in getattr(req, "tables", ()) or ()] + [a.table for a in req.actions]
    if not names and req.table:
        names = [req.table]
    return list(dict.fromkeys(n for n in names if n))


def infer_table_pairs(req) -> dict[str, list[tuple[str, str]]]:
    """Table name -> [(name, type)] of its key, guessed from the first Key the
    request gives for it (a transaction's or a batch's Update, Delete,
    ConditionCheck and Get, a BatchGetItem's keys; see :func:`infer_pairs`).
    A table written only by Puts is left out: an item does not tell its key."""
    out: dict[str, list[tuple[str, str]]] = {}
    for t in getattr(req, "tables", ()) or ():  # BatchGetItem
        if t.keys and t.table not in out:
            out[t.table] = [(k, v.type) for k, v in list(t.keys[0].items())[:2]]
    for a in req.actions:
        if getattr(a, "key", None) and a.table not in out:
            out[a.table] = [(k, v.type) for k, v in list(a.key.items())[:2]]
    return out


# --------------------------------------------------------------------------
# A whole request
# --------------------------------------------------------------------------
def check_keys(req, schema_for: Callable[[str], KeySchema | None]) -> list[Problem]:
    """Every way the keys of ``req`` (a loaded request) differ from their
    tables' key schemas, in request order; ``schema_for(table name)`` gives a
    table's schema, or None when it is not known (its keys go unchecked).

    Each Key, Item, key condition and ExclusiveStartKey is checked (see
    :meth:`KeySchema.attribute_problems`); a Query or Scan naming an index
    that a schema listing its indexes lacks is a problem too."""
    out: list[Problem] = []
    for i, t in enumerate(getattr(req, "tables", ()) or ()):  # BatchGetItem
        schema = schema_for(t.table)
        if schema is None:
            continue
        for j, key in enumerate(t.keys):
            loc = join_location(join_location(join_location("tables", i), "keys"), j)
            out += schema.attribute_problems(key, f"{t.table} key {j + 1}", loc, "key", t.table)
    if req.actions:
        for i, a in enumerate(req.actions):
            schema = schema_for(a.table)
            if schema is None:
                continue
            base = f"actions[{i}]"
            where = f"Action {i + 1} ({a.type})"
            if a.key is not None:
                out += schema.attribute_problems(a.key, f"{where} Key", join_location(base, "key"), "key", a.table)
            if a.item is not None:
                out += schema.attribute_problems(a.item, f"{where} Item", join_location(base, "item"), "item", a.table)
        return out
    table = req.table or ""
    schema = schema_for(table)
    if schema is None:
        return out
    if req.key is not None:
        out += schema.attribute_problems(req.key, "Key", "key", "key", table)
    if req.item is not None:
        out += schema.attribute_problems(req.item, "Item", "item", "item", table)
    index_name = req.options.get("index_name")
    index = schema.index(index_name) if index_name else None
    missing = schema.missing_index(index_name, table, "options.index_name") if index_name else None
    if missing is not None:
        return out + [missing]
    if req.operation == "Query" and req.key_condition is not None:
        out += schema.key_condition_problems(req.key_condition, "key_condition", table, index)
    if index is not None:
        out += index_read_problems(schema, index, req)
    start = req.options.get("exclusive_start_key")
    if start is not None and index is None:
        problems = schema.attribute_problems(start, "ExclusiveStartKey", "options.exclusive_start_key", "start", table)
        out += problems
        kc = req.key_condition if req.operation == "Query" else None
        if (
            not problems
            and kc is not None
            and not schema.key_condition_problems(kc, "key_condition", table)
            and not key_condition_holds(kc, schema.key[0].name, as_ddb(start))
        ):
            out.append(
                Problem(
                    "options.exclusive_start_key",
                    "The ExclusiveStartKey is not one the key condition selects: DynamoDB refuses to start there.",
                    m.MSG_RANGE_PREDICATE,
                )
            )
    return out


# --------------------------------------------------------------------------
# Reading an index (recorded from DynamoDB Local: tests/differential/test_indexes_live.py)
# --------------------------------------------------------------------------
def index_projected(schema: KeySchema, index: IndexSchema) -> frozenset | None:
    """The attribute names an index holds of each item: the table's key, the
    index's key and, for ``INCLUDE``, the attributes it lists; None for an
    index projecting ``ALL``."""
    kind, _, listed = index.projection.partition(" ")
    if kind == "ALL" or not kind:
        return None
    names = {k.name for k in schema.key} | {k.name for k in index.key}
    if index.non_key:  # (as listed: a name may hold ", ")
        names.update(index.non_key)
    elif kind == "INCLUDE":  # an IndexSchema made without them: the names the projection's text lists
        names |= {n.strip() for n in listed.split(",") if n.strip()}
    return frozenset(names)


def index_holds(index: IndexSchema, item: dict) -> bool:
    """Whether an item (DynamoDB JSON) is in the index: it has each of the
    index's key attributes, of its type (an index is sparse)."""
    for k in index.key:
        v = item.get(k.name)
        if v.__class__ is not dict or len(v) != 1 or k.type not in v:
            return False
    return True


def index_fetches(schema: KeySchema, index: IndexSchema, req) -> bool:
    """Whether a Query or Scan of a local ``index`` reads each item it returns
    from the table as well (AWS's Developer Guide, "Read capacity units" of
    local secondary indexes: ``Select: ALL_ATTRIBUTES`` or a projection naming
    an attribute the index does not project; each item fetched costs a read of
    the whole item). A global index refuses such a read
    (:func:`index_read_problems`)."""
    if index.kind != "local" or req.options.get("select") == "COUNT":
        return False
    projected = index_projected(schema, index)
    if projected is None:
        return False
    if req.options.get("select") == "ALL_ATTRIBUTES":
        return True
    return req.projection is not None and any(p.top not in projected for p in req.projection.paths)


def index_read_problems(schema: KeySchema, index: IndexSchema, req) -> list[Problem]:
    """What DynamoDB refuses in a Query or Scan of ``index`` for the index
    itself: a consistent read of a global index, ``Select: ALL_ATTRIBUTES``
    of a global index that does not project every attribute, a projection
    naming an attribute a global index does not project (a local index reads
    it from the table), and a filter naming one any index does not project."""
    name = index.name
    is_global = index.kind == "global"
    if is_global and req.options.get("consistent_read") is True:
        return [
            Problem(
                "options.consistent_read",
                f"{name} is a global index: it has no consistent reads.",
                m.MSG_GSI_CONSISTENT,
            )
        ]
    projected = index_projected(schema, index)
    if projected is None:
        return []
    if is_global and req.options.get("select") == "ALL_ATTRIBUTES":
        kind = index.projection.split(" ")[0]
        return [
            Problem(
                "options.select",
                f"{name} projects {kind}, not every attribute: ALL_ATTRIBUTES cannot be read from it.",
                m.gsi_select_message(name),
            )
        ]
    if is_global and req.projection is not None:
        missing = list(dict.fromkeys(p.top for p in req.projection.paths if p.top not in projected))
        if missing:
            words = m.gsi_projection_message(name, missing)
            return [Problem("projection", f"{name} does not project {', '.join(missing)}.", words)]
    if req.filter is not None:
        missing = list(dict.fromkeys(p.top for p in paths_in(req.filter) if p.top not in projected))
        if missing:
            words = m.index_filter_message(name, missing)
            return [Problem("filter", f"{name} does not project {', '.join(missing)}, which the filter reads.", words)]
    return []


def key_condition_holds(kc, hash_name: str, item: dict) -> bool:
    """Whether ``item`` (DynamoDB JSON; an item or a key) is one that the key
    condition ``kc`` selects: its partition key equal to the condition's, and its
    sort key, if the condition names one, meeting the sort condition."""
    if hash_name not in item or not equal(item[hash_name], kc.partition_value.value.ddb):
        return False
    s = kc.sort
    if s is None:
        return True
    v = item.get(s.name)
    if v is None:
        return False
    w = s.value.value.ddb
    if s.op == "between":
        return is_ordered_pair(v, w) and order_key(w) <= order_key(v) <= order_key(s.high.value.ddb)
    if s.op == "begins_with":
        if type_of(v) != type_of(w) or type_of(v) not in ("S", "B"):
            return False
        return order_key(v).startswith(order_key(w))
    if s.op == "=":
        return equal(v, w)
    if not is_ordered_pair(v, w):
        return False
    x, y = order_key(v), order_key(w)
    return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y}[s.op]
