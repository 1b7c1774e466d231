"""Expression nodes: small frozen dataclasses that validate in their
constructor and serialize against a shared :class:`Placeholders`.

``serialize(ph)`` returns the expression text; names and values land in
``ph``. Structural equality comes with the dataclasses.
"""

from __future__ import annotations

import base64
from dataclasses import field

from .errors import ExprError
from .limits import MAX_IN_OPERANDS
from .paths import Path
from .placeholders import Placeholders, clean_placeholder_name
from .record import frozen
from .values import SET_TYPES, TYPE_NAMES, TYPES, Value

COMPARATORS = ("=", "<>", "<", "<=", ">", ">=")


# --------------------------------------------------------------------------
# Operands
# --------------------------------------------------------------------------
@frozen
class PathOperand:
    path: Path

    def serialize(self, ph: Placeholders, hint: str | None = None) -> str:
        return self.path.serialize(ph)

    def hint(self) -> str:
        return self.path.last_name


@frozen
class ValueOperand:
    value: Value
    placeholder: str | None = None  # user-chosen, without the colon
    location: str = field(default="", compare=False)  # of the placeholder in the state, for errors

    def __post_init__(self):
        chosen = self.placeholder
        if chosen is not None:
            name = clean_placeholder_name(chosen)
            if name is not chosen:  # the colon dropped (a name without one is given back as it is)
                object.__setattr__(self, "placeholder", name)

    def serialize(self, ph: Placeholders, hint: str | None = None) -> str:
        try:
            return ph.value(self.value, hint=hint, chosen=self.placeholder)
        except ExprError as e:
            raise ExprError(e.message, e.location or self.location) from None

    def hint(self) -> None:
        return None


SIZED_TYPES = ("S", "B", "SS", "NS", "BS", "L", "M")  # what size() measures (DynamoDB refuses the others)


@frozen
class Size:
    """``size(x)``: usable as a comparison operand in conditions. ``of`` is a
    path (the usual case), or any condition operand: DynamoDB also measures a
    value (``size(:v)``). ``Size(Path)`` is ``size(path)``."""

    of: object  # Path, PathOperand, ValueOperand or Size

    def __post_init__(self):
        of = self.of
        if isinstance(of, PathOperand):
            object.__setattr__(self, "of", of.path)
        elif not isinstance(of, (Path, ValueOperand, Size)):
            raise ExprError("size() measures a path or a value")
        if isinstance(of, ValueOperand) and of.value.type not in SIZED_TYPES:
            raise ExprError(f"size measures a string, binary, set, list or map, not a {TYPE_NAMES[of.value.type]}")
        if isinstance(of, Size):
            raise ExprError("size measures a string, binary, set, list or map, not a number")

    @property
    def path(self) -> Path | None:
        """The path measured, or None when ``size`` measures something else."""
        return self.of if isinstance(self.of, Path) else None

    def serialize(self, ph: Placeholders, hint: str | None = None) -> str:
        if isinstance(self.of, Path):
            return f"size({self.of.serialize(ph)})"
        return f"size({self.of.serialize(ph, hint)})"

    def hint(self) -> str | None:
        return self.of.last_name + "Size" if isinstance(self.of, Path) else None


@frozen
class IfNotExists:
    path: Path
    default: SetOperand

    def __post_init__(self):
        _check_set_operand(self.default, "the default of if_not_exists")
        if isinstance(self.default, ListAppend):
            raise ExprError(
                "list_append cannot be the default of if_not_exists; DynamoDB allows it only as the whole SET value"
            )
        if isinstance(self.default, PathOperand) and self.default.path == self.path:
            raise ExprError(
                f"if_not_exists({self.path}, {self.path}) uses the same path twice; DynamoDB requires the operands to differ"
            )

    def serialize(self, ph: Placeholders, hint: str | None = None) -> str:
        p = self.path.serialize(ph)
        return f"if_not_exists({p}, {self.default.serialize(ph, self.path.last_name)})"

    def hint(self) -> str:
        return self.path.last_name


@frozen
class ListAppend:
    first: SetOperand
    second: SetOperand

    def __post_init__(self):
        _check_set_operand(self.first, "list_append's first list")
        _check_set_operand(self.second, "list_append's second list")
        if isinstance(self.first, ListAppend) or isinstance(self.second, ListAppend):
            raise ExprError("list_append cannot be nested; DynamoDB allows it only as the whole SET value")
        for op in (self.first, self.second):
            if isinstance(op, ValueOperand) and op.value.type != "L":
                raise ExprError(
                    f"list_append joins lists; a {TYPE_NAMES[op.value.type]} value is not a list (wrap it in an L value)"
                )

    def serialize(self, ph: Placeholders, hint: str | None = None) -> str:
        a = self.first.serialize(ph, hint or self.second.hint())
        b = self.second.serialize(ph, hint or self.first.hint())
        return f"list_append({a}, {b})"

    def hint(self) -> str | None:
        return self.first.hint() or self.second.hint()


@frozen
class Arithmetic:
    """``left + right`` or ``left - right``: only at the top of a SET value."""

    op: str
    left: SetOperand
    right: SetOperand

    def __post_init__(self):
        if self.op not in ("+", "-"):
            raise ExprError(f"arithmetic is + or -, got {self.op!r}")
        _check_set_operand(self.left, f"the left side of {self.op}")
        _check_set_operand(self.right, f"the right side of {self.op}")
        if isinstance(self.left, ListAppend) or isinstance(self.right, ListAppend):
            raise ExprError(
                f"list_append cannot be used inside {self.op}; DynamoDB allows it only as the whole SET value"
            )
        for op in (self.left, self.right):
            if isinstance(op, ValueOperand) and op.value.type != "N":
                raise ExprError(
                    f"{self.op} works on numbers; a {TYPE_NAMES[op.value.type]} value cannot be added or subtracted"
                )

    def serialize(self, ph: Placeholders, hint: str | None = None) -> str:
        h = hint or self.left.hint() or self.right.hint()
        return f"{self.left.serialize(ph, h)} {self.op} {self.right.serialize(ph, h)}"

    def hint(self) -> str | None:
        return self.left.hint() or self.right.hint()


SetOperand = PathOperand | ValueOperand | IfNotExists | ListAppend
SetValue = PathOperand | ValueOperand | IfNotExists | ListAppend | Arithmetic
CondOperand = PathOperand | ValueOperand | Size


ORDERED_TYPES = ("S", "N", "B")


def _check_ordered(op, what: str) -> None:
    """<, <=, >, >= and BETWEEN compare strings, numbers and binary only."""
    if isinstance(op, ValueOperand) and op.value.type not in ORDERED_TYPES:
        raise ExprError(f"{what} compares strings, numbers or binary, not a {TYPE_NAMES[op.value.type]}")


def _same_path(first, other) -> bool:
    return isinstance(first, PathOperand) and isinstance(other, PathOperand) and first.path == other.path


def _check_distinct(first, others, what: str) -> None:
    """DynamoDB refuses a function or comparison whose first operand repeats as another one."""
    for o in others:
        if _same_path(first, o):
            raise ExprError(f"{what} compares {first.path} with itself; DynamoDB requires the operands to differ")


def order_key(value: Value):
    """How DynamoDB orders S (UTF-8 bytes), N (numerically) and B (bytes)."""
    import base64
    from decimal import Decimal

    t = value.type
    raw = value.ddb[t]
    if t == "N":
        return Decimal(raw)
    if t == "B":
        return base64.b64decode(raw)
    return raw.encode("utf-8")


def check_bounds(low, high, what: str = "BETWEEN") -> None:
    """Both bounds values: same type, and low <= high (DynamoDB refuses otherwise)."""
    if not (isinstance(low, ValueOperand) and isinstance(high, ValueOperand)):
        return
    operands = f"lower bound operand: AttributeValue: {java_attribute_value(low.value.ddb)}, upper bound operand: AttributeValue: {java_attribute_value(high.value.ddb)}"
    if low.value.type != high.value.type:
        raise ExprError(
            f"{what} needs both bounds of one type, got a {TYPE_NAMES[low.value.type]} and a {TYPE_NAMES[high.value.type]}",
            dynamodb=f"Invalid {{kind}}: The BETWEEN operator requires same data type for lower and upper bounds; {operands}",
        )
    if low.value.type in ORDERED_TYPES and order_key(low.value) > order_key(high.value):
        raise ExprError(
            f"{what}'s low bound {low.value.display()} is above its high bound {high.value.display()}",
            dynamodb=f"Invalid {{kind}}: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; {operands}",
        )


def java_attribute_value(ddb: dict) -> str:
    """How DynamoDB Local's messages print a scalar value: ``{S:a}``, ``{N:1.50}``,
    a binary as the Java buffer holding it."""
    ((t, v),) = ddb.items()
    if t == "B":
        size = len(base64.b64decode(v))
        return f"{{B:java.nio.HeapByteBuffer[pos=0 lim={size} cap={size}]}}"
    return f"{{{t}:{v}}}"


def _check_set_operand(op, what: str) -> None:
    if isinstance(op, Arithmetic):
        raise ExprError(
            f"{what} cannot be an arithmetic expression; DynamoDB allows + and - only at the top of a SET value"
        )
    if not isinstance(op, (PathOperand, ValueOperand, IfNotExists, ListAppend)):
        raise ExprError(f"{what} must be a path, a value, if_not_exists or list_append")


_COND_OPERANDS = (PathOperand, ValueOperand, Size)  # what a condition compares


def _check_cond_operand(op, what: str) -> None:
    if not isinstance(op, _COND_OPERANDS):
        raise ExprError(f"{what} must be a path, a value or size(path)")


def _hint_from(*ops) -> str | None:
    for op in ops:
        h = op.hint()
        if h:
            return h
    return None


# --------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------
class Condition:
    precedence = 4  # atoms bind tightest; NOT 3, AND 2, OR 1

    def serialize(self, ph: Placeholders) -> str:  # pragma: no cover - interface
        raise NotImplementedError


@frozen
class Compare(Condition):
    op: str
    left: CondOperand
    right: CondOperand

    def __post_init__(self):
        op, left, right = self.op, self.left, self.right
        if op not in COMPARATORS:
            raise ExprError(f"comparator must be one of {' '.join(COMPARATORS)}, got {op!r}")
        # each check called only where it may refuse (most comparisons: a path and a value)
        if not (isinstance(left, _COND_OPERANDS) and isinstance(right, _COND_OPERANDS)):
            _check_cond_operand(left, "the left side of a comparison")
            _check_cond_operand(right, "the right side of a comparison")
        if op != "=" and op != "<>":
            _check_ordered(left, op)
            _check_ordered(right, op)
        if isinstance(right, PathOperand):  # (_same_path: both paths)
            _check_distinct(left, [right], op)

    def serialize(self, ph: Placeholders) -> str:
        hint = _hint_from(self.left, self.right)
        return f"{self.left.serialize(ph, hint)} {self.op} {self.right.serialize(ph, hint)}"


@frozen
class Between(Condition):
    operand: CondOperand
    low: CondOperand
    high: CondOperand

    def __post_init__(self):
        _check_cond_operand(self.operand, "the operand of BETWEEN")
        _check_cond_operand(self.low, "the low bound of BETWEEN")
        _check_cond_operand(self.high, "the high bound of BETWEEN")
        for o in (self.operand, self.low, self.high):
            _check_ordered(o, "BETWEEN")
        _check_distinct(self.operand, [self.low, self.high], "BETWEEN")
        check_bounds(self.low, self.high)

    def serialize(self, ph: Placeholders) -> str:
        h = self.operand.hint()
        lo = self.low.serialize(ph, (h + "Low") if h else None)
        subject = self.operand.serialize(ph, h)
        hi = self.high.serialize(ph, (h + "High") if h else None)
        return f"{subject} BETWEEN {lo} AND {hi}"


@frozen
class In(Condition):
    operand: CondOperand
    options: tuple

    def __post_init__(self):
        object.__setattr__(self, "options", tuple(self.options))
        _check_cond_operand(self.operand, "the operand of IN")
        if not self.options:
            raise ExprError("IN needs at least one value to compare with")
        if len(self.options) > MAX_IN_OPERANDS:
            raise ExprError(
                f"IN takes at most {MAX_IN_OPERANDS} values, got {len(self.options)}",
                dynamodb=f"Invalid {{kind}}: The IN operator is provided with too many operands; number of operands: {len(self.options)}",
            )
        for i, o in enumerate(self.options):
            _check_cond_operand(o, f"IN value {i + 1}")
        _check_distinct(self.operand, self.options, "IN")

    def serialize(self, ph: Placeholders) -> str:
        h = self.operand.hint()
        subject = self.operand.serialize(ph, h)
        return f"{subject} IN ({', '.join(o.serialize(ph, h) for o in self.options)})"


@frozen
class AttributeExists(Condition):
    path: Path

    def serialize(self, ph: Placeholders) -> str:
        return f"attribute_exists({self.path.serialize(ph)})"


@frozen
class AttributeNotExists(Condition):
    path: Path

    def serialize(self, ph: Placeholders) -> str:
        return f"attribute_not_exists({self.path.serialize(ph)})"


def _subject(node) -> None:
    """The first argument of attribute_type, begins_with and contains: a path
    (as ``Path``, the usual case) or, as DynamoDB allows, any condition operand
    (``begins_with(:a, :b)``); a ``PathOperand`` is kept as its ``Path``."""
    subject = node.subject
    if isinstance(subject, PathOperand):
        object.__setattr__(node, "subject", subject.path)
    elif not isinstance(subject, (Path, ValueOperand, Size)):
        raise ExprError("the first argument must be a path, a value or size()")


def _subject_text(subject, ph: Placeholders, hint: str) -> str:
    if isinstance(subject, Path):
        return subject.serialize(ph)
    return subject.serialize(ph, None)


def _subject_hint(subject, suffix: str) -> str | None:
    return subject.last_name + suffix if isinstance(subject, Path) else None


class _Subject:
    """``path``: the first argument when it is a path, else None."""

    @property
    def path(self) -> Path | None:
        return self.subject if isinstance(self.subject, Path) else None


@frozen
class AttributeType(_Subject, Condition):
    subject: object  # Path (usual), ValueOperand or Size
    type_code: str
    placeholder: str | None = None
    location: str = field(default="", compare=False)

    def __post_init__(self):
        _subject(self)
        if self.type_code not in TYPES:
            raise ExprError(f"attribute_type checks one of {', '.join(TYPES)}, got {self.type_code!r}")
        chosen = self.placeholder
        if chosen is not None:
            name = clean_placeholder_name(chosen)
            if name is not chosen:  # the colon dropped (a name without one is given back as it is)
                object.__setattr__(self, "placeholder", name)

    def serialize(self, ph: Placeholders) -> str:
        p = _subject_text(self.subject, ph, "")
        try:
            v = ph.value(
                Value({"S": self.type_code}), hint=_subject_hint(self.subject, "Type"), chosen=self.placeholder
            )
        except ExprError as e:
            raise ExprError(e.message, e.location or self.location) from None
        return f"attribute_type({p}, {v})"


@frozen
class BeginsWith(_Subject, Condition):
    subject: object  # Path (usual), ValueOperand or Size
    operand: CondOperand

    def __post_init__(self):
        _subject(self)
        if isinstance(self.subject, ValueOperand) and self.subject.value.type not in ("S", "B"):
            raise ExprError(f"begins_with looks at a string or binary, not a {TYPE_NAMES[self.subject.value.type]}")
        if isinstance(self.subject, Size):
            raise ExprError("begins_with looks at a string or binary, not a number")
        _check_cond_operand(self.operand, "the prefix of begins_with")
        if isinstance(self.operand, ValueOperand) and self.operand.value.type not in ("S", "B"):
            raise ExprError(f"begins_with takes a string or binary prefix, not a {TYPE_NAMES[self.operand.value.type]}")
        if isinstance(self.operand, Size):
            raise ExprError("begins_with takes a string or binary prefix; size() is a number")
        if isinstance(self.subject, Path):
            _check_distinct(PathOperand(self.subject), [self.operand], "begins_with")

    def serialize(self, ph: Placeholders) -> str:
        p = _subject_text(self.subject, ph, "")
        return f"begins_with({p}, {self.operand.serialize(ph, _subject_hint(self.subject, 'Prefix'))})"


@frozen
class Contains(_Subject, Condition):
    subject: object  # Path (usual), ValueOperand or Size
    operand: CondOperand

    def __post_init__(self):
        _subject(self)
        _check_cond_operand(self.operand, "the operand of contains")
        if isinstance(self.subject, Path):
            _check_distinct(PathOperand(self.subject), [self.operand], "contains")

    def serialize(self, ph: Placeholders) -> str:
        p = _subject_text(self.subject, ph, "")
        return f"contains({p}, {self.operand.serialize(ph, _subject_hint(self.subject, 'Member'))})"


def _group(cls_name: str, conditions) -> tuple:
    conds = tuple(conditions)
    if not conds:
        raise ExprError(f"an {cls_name} group needs at least one condition")
    for c in conds:
        if not isinstance(c, Condition):
            raise ExprError(f"{cls_name} groups hold conditions")
    return conds


@frozen
class And(Condition):
    conditions: tuple

    precedence = 2

    def __post_init__(self):
        object.__setattr__(self, "conditions", _group("AND", self.conditions))

    def serialize(self, ph: Placeholders) -> str:
        if len(self.conditions) == 1:
            return self.conditions[0].serialize(ph)
        return " AND ".join(_wrap(c, ph, self.precedence) for c in self.conditions)


@frozen
class Or(Condition):
    conditions: tuple

    precedence = 1

    def __post_init__(self):
        object.__setattr__(self, "conditions", _group("OR", self.conditions))

    def serialize(self, ph: Placeholders) -> str:
        if len(self.conditions) == 1:
            return self.conditions[0].serialize(ph)
        return " OR ".join(_wrap(c, ph, self.precedence) for c in self.conditions)


@frozen
class Not(Condition):
    condition: Condition

    precedence = 3

    def __post_init__(self):
        if not isinstance(self.condition, Condition):
            raise ExprError("NOT applies to a condition")

    def serialize(self, ph: Placeholders) -> str:
        inner = self.condition
        # NOT NOT x and NOT (a AND b) need parentheses; NOT a = :v does not.
        if effective_precedence(inner) < 4:
            return f"NOT ({inner.serialize(ph)})"
        return f"NOT {inner.serialize(ph)}"


def effective_precedence(c: Condition) -> int:
    """A one-member group prints as its member, so it binds like it."""
    while isinstance(c, (And, Or)) and len(c.conditions) == 1:
        c = c.conditions[0]
    return c.precedence


def _wrap(c: Condition, ph: Placeholders, parent: int) -> str:
    text = c.serialize(ph)
    return f"({text})" if effective_precedence(c) < parent else text


# --------------------------------------------------------------------------
# Update actions
# --------------------------------------------------------------------------
@frozen
class SetAction:
    path: Path
    value: SetValue

    clause = "SET"

    def __post_init__(self):
        if not isinstance(self.value, (PathOperand, ValueOperand, IfNotExists, ListAppend, Arithmetic)):
            raise ExprError("SET needs a value, a path, +, -, if_not_exists or list_append")

    def serialize(self, ph: Placeholders) -> str:
        p = self.path.serialize(ph)
        return f"{p} = {self.value.serialize(ph, self.path.last_name)}"


@frozen
class RemoveAction:
    path: Path

    clause = "REMOVE"

    def serialize(self, ph: Placeholders) -> str:
        return self.path.serialize(ph)


@frozen
class AddAction:
    path: Path
    value: ValueOperand

    clause = "ADD"

    def __post_init__(self):
        if not isinstance(self.value, ValueOperand):
            raise ExprError("ADD takes a value")
        t = self.value.value.type
        if t != "N" and t not in SET_TYPES:
            raise ExprError(f"ADD works on a number or a set, not a {TYPE_NAMES[t]}; use SET for other types")

    def serialize(self, ph: Placeholders) -> str:
        p = self.path.serialize(ph)
        return f"{p} {self.value.serialize(ph, self.path.last_name)}"


@frozen
class DeleteAction:
    path: Path
    value: ValueOperand

    clause = "DELETE"

    def __post_init__(self):
        if not isinstance(self.value, ValueOperand):
            raise ExprError("DELETE takes a value")
        t = self.value.value.type
        if t not in SET_TYPES:
            raise ExprError(f"DELETE removes members from a set; the value must be a set, not a {TYPE_NAMES[t]}")

    def serialize(self, ph: Placeholders) -> str:
        p = self.path.serialize(ph)
        return f"{p} {self.value.serialize(ph, self.path.last_name)}"


CLAUSE_ORDER = ("SET", "REMOVE", "ADD", "DELETE")
UpdateAction = SetAction | RemoveAction | AddAction | DeleteAction


@frozen
class Update:
    actions: tuple

    def __post_init__(self):
        actions = self.actions
        if actions.__class__ is not tuple:  # (a tuple given is kept as it is: tuple() gives it back)
            actions = tuple(actions)
            object.__setattr__(self, "actions", actions)
        if not actions:
            raise ExprError("an update needs at least one action")

    def serialize(self, ph: Placeholders) -> str:
        if len(self.actions) == 1:  # the common case: one clause of one action
            action = self.actions[0]
            return f"{action.clause} {action.serialize(ph)}"
        clauses: dict = {}  # clause -> its actions, in the update's order
        for a in self.actions:
            clauses.setdefault(a.clause, []).append(a)
        parts = []
        for clause in CLAUSE_ORDER:  # placeholders are given in this order
            if clause in clauses:
                parts.append(f"{clause} {', '.join([a.serialize(ph) for a in clauses[clause]])}")
        return " ".join(parts)


# --------------------------------------------------------------------------
# Projections (key conditions: keycondition.py)
# --------------------------------------------------------------------------
@frozen
class Projection:
    paths: tuple = field(default=())

    def __post_init__(self):
        object.__setattr__(self, "paths", tuple(self.paths))
        if not self.paths:
            raise ExprError("a projection names at least one attribute")

    def serialize(self, ph: Placeholders) -> str:
        return ", ".join(p.serialize(ph) for p in self.paths)


# the annotations of node fields that hold no other node (so no placeholder below them)
def chosen_placeholders(node) -> set[str]:
    """Every user-chosen value placeholder inside ``node`` (for reservation)."""
    out: set[str] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n is None:
            continue
        if isinstance(n, (list, tuple)):
            stack.extend(n)
            continue
        ph = getattr(n, "placeholder", None)
        if ph:
            out.add(ph)
        fields = _RECORD_FIELDS.get(n.__class__)
        if fields is None:
            fields = _record_fields(n.__class__)
        for f in fields:  # (paths_in's table of each record class's fields)
            v = getattr(n, f)
            if not isinstance(v, (str, int, Path, Value)) and v is not None:
                stack.append(v)
    return out


def paths_in(node) -> list[Path]:
    """Every document path a node refers to, in order (operands, size(), functions):
    a node's fields in their order, depth first (lists and tuples member by member;
    text, numbers, values and anything not a record hold none)."""
    out: list[Path] = []
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, Path):
            out.append(x)
        elif isinstance(x, (list, tuple)):
            stack.extend(reversed(x))
        elif x is not None:
            fields = _PATH_FIELDS.get(x.__class__)
            if fields is None:
                fields = _path_fields(x.__class__)
            for f in fields:  # last first: the stack's last is walked first
                v = getattr(x, f)
                if v is None or isinstance(v, _NO_PATHS):  # a field that holds none: not walked
                    continue
                cls = v.__class__
                if cls is PathOperand:  # its one field, its path, pushed in its place (one step fewer)
                    stack.append(v.path)
                elif cls is not ValueOperand:  # a value operand's fields hold text and a value: no path
                    stack.append(v)
    return out


def written_length(node) -> int:
    """How many characters the paths ``node`` refers to take written out
    (``Path.text``, less the backticks of a name that needs them): names at
    their length with a dot between, each index as ``[n]``. Names are shared
    by the paths that use them, so this writes no text."""
    total = 0
    for p in paths_in(node):
        total -= 1  # (a path starts with a name: no dot before it)
        for seg in p.segments:
            total += len(seg) + 1 if seg.__class__ is str else len(str(seg)) + 2
    return total


# what holds no path (text, numbers and booleans, a value): paths_in walks none of it
_NO_PATHS = (str, int, Value)


# a class -> its dataclass fields, last first (none for a Value or a class not a dataclass): paths_in
_RECORD_FIELDS: dict[type, tuple] = {}


def _record_fields(cls: type) -> tuple:
    fields = _RECORD_FIELDS[cls] = (
        tuple(reversed(cls.__dataclass_fields__))
        if hasattr(cls, "__dataclass_fields__") and not issubclass(cls, Value)
        else ()
    )
    return fields


# a class -> the fields paths_in walks: its record fields, less those declared to hold text or a value
# (an operator, a type code, a placeholder, a location; a ValueOperand's all), which hold no path
_PATH_FIELDS: dict[type, tuple] = {}

# the declared types of fields that hold no path (the annotations are text: this module's __future__ import)
_NO_PATH_TYPES = ("str", "str | None", "Value")


def _path_fields(cls: type) -> tuple:
    declared = getattr(cls, "__dataclass_fields__", {})
    fields = _PATH_FIELDS[cls] = tuple(
        f for f in _RECORD_FIELDS.get(cls) or _record_fields(cls) if declared[f].type not in _NO_PATH_TYPES
    )
    return fields


# Each counts one of DynamoDB's operators and functions (builder/expr/limits.py:
# MAX_EXPRESSION_OPERATORS); an AND or OR group of n counts n - 1.
_ONE_OPERATOR = (
    Compare,
    Between,
    In,
    AttributeExists,
    AttributeNotExists,
    AttributeType,
    BeginsWith,
    Contains,
    Not,
    Size,
    IfNotExists,
    ListAppend,
    Arithmetic,
)


# a SET, ADD or DELETE of one of _PLAIN_OPERANDS (a value or a path) holds no operator or function
_VALUED_ACTIONS = frozenset((SetAction, AddAction, DeleteAction))
_PLAIN_OPERANDS = frozenset((ValueOperand, PathOperand))


def operator_count(node) -> int:
    """How many operators and functions DynamoDB counts in the expression
    ``node`` serializes to: comparators, BETWEEN, IN, AND, OR, NOT, + and -,
    and every function call; SET's ``=`` is not one. No recursion. An
    update's actions that hold none (a REMOVE, or a path given a value or
    another path: 2,000 of them fit in 4 KB) are not walked
    (``tests/expr/test_render_fast.py`` and ``test_many_actions.py`` hold it to the walk of every node)."""
    if node.__class__ is Update:  # (the actions walked: those not a REMOVE nor of a value or a path)
        node = [
            a
            for a in node.actions
            if a.__class__ is not RemoveAction
            and (a.__class__ not in _VALUED_ACTIONS or a.value.__class__ not in _PLAIN_OPERANDS)
        ]
        if not node:
            return 0
    count = 0
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, (list, tuple)):
            stack.extend(x)
            continue
        if isinstance(x, (And, Or)):
            count += len(x.conditions) - 1
        elif isinstance(x, _ONE_OPERATOR):
            count += 1
        elif x is None or isinstance(x, Path):
            continue
        fields = _RECORD_FIELDS.get(x.__class__)
        if fields is None:
            fields = _record_fields(x.__class__)
        for f in fields:  # (paths_in's table of each record class's fields)
            v = getattr(x, f)
            if not isinstance(v, (str, int, bool, Path, Value)) and v is not None:
                stack.append(v)
    return count
