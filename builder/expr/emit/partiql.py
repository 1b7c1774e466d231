"""PartiQL: the request as DynamoDB PartiQL statements, run with boto3's
``execute_statement`` (one statement) or ``execute_transaction``
(TransactWriteItems, TransactGetItems). Every value is a ``?`` parameter,
typed DynamoDB JSON in ``Parameters``, and every name a quoted identifier.

A translation is written only when PartiQL does exactly what the request
does, on every item (found out on DynamoDB Local: tests/integration/
test_emit_targets.py runs both and compares the items left behind, or the
refusal). Where it cannot, the tab names each part it cannot say, in a
comment block, and the program stops without sending anything:

- PutItem replaces an item; INSERT refuses one that exists. So a PutItem is
  written only when its condition already refuses an existing item
  (``attribute_not_exists`` of an attribute of the item, assumed to be part
  of the table's key, which the code says) and holds on a missing one.
- UpdateItem creates a missing item; PartiQL's UPDATE refuses it
  (ConditionalCheckFailedException). So an UpdateItem is written only when
  its condition is false on a missing item (then both refuse).
- DeleteItem with a condition refuses a missing item whose condition is
  false; PartiQL's DELETE deletes nothing and succeeds. So a DeleteItem is
  written only when its condition holds on a missing item (or it has none).
- A ConditionCheck passes on a missing item when its condition holds there;
  ``EXISTS(SELECT ...)`` does not.
- A projection of a nested path comes back flattened (``"profile"."city"``
  returns ``city``), ExclusiveStartKey, Select COUNT, parallel Scan segments
  and ReturnItemCollectionMetrics have no PartiQL form, and DynamoDB Local
  fails ``ORDER BY ... DESC`` with a projection list.

ADD of a number becomes ``SET p = if_not_exists(p, 0) + ?`` (a missing number
counts as 0, as with ADD), ADD and DELETE of set members ``set_add`` and
``set_delete``.
"""

from __future__ import annotations

from . import doc as d
from .common import py_str
from .python import ENV_COMMENT, Writer

WIDTH = 88

RETURNING = {
    "ALL_OLD": "ALL OLD",
    "UPDATED_OLD": "MODIFIED OLD",
    "ALL_NEW": "ALL NEW",
    "UPDATED_NEW": "MODIFIED NEW",
}
PARAMS_NOTE = "# PartiQL: each ? takes the next value of Parameters, in order.\n"


class CannotSay(Exception):
    pass


def _parsers():
    from ..parse import parse_condition, parse_key_condition, parse_projection, parse_update

    return parse_condition, parse_key_condition, parse_projection, parse_update


def ident(name: str) -> str:
    """A quoted PartiQL identifier (a double quote inside doubled)."""
    return '"' + name.replace('"', '""') + '"'


def path_text(path) -> str:
    out = ""
    for seg in path.segments:
        if isinstance(seg, int):
            out += f"[{seg}]"
        else:
            out += ("." if out else "") + ident(seg)
    return out


def readable_path(path) -> str:
    return path.text()


def kind(node) -> str:
    return type(node).__name__


# ---------------------------------------------------------------------------
# A condition on a missing item: every path is missing
# ---------------------------------------------------------------------------
def on_missing_item(cond) -> bool | None:
    """What ``cond`` evaluates to where no attribute exists (a missing item),
    as DynamoDB (Local) evaluates it; None when that depends on values alone.

    A comparison with a missing operand is false, except ``<>``, which is
    true; the functions are false, attribute_not_exists true."""
    k = kind(cond)
    if k == "AttributeExists":
        return False
    if k == "AttributeNotExists":
        return True
    if k in ("AttributeType", "BeginsWith", "Contains"):
        return False
    if k == "Compare":
        missing = any(kind(o) != "ValueOperand" for o in (cond.left, cond.right))
        if not missing:
            return None
        return cond.op == "<>"
    if k == "Between":
        if any(kind(o) != "ValueOperand" for o in (cond.operand, cond.low, cond.high)):
            return False
        return None
    if k == "In":
        if kind(cond.operand) != "ValueOperand" or any(kind(o) != "ValueOperand" for o in cond.options):
            return False
        return None
    if k == "Not":
        inner = on_missing_item(cond.condition)
        return None if inner is None else not inner
    if k in ("And", "Or"):
        results = [on_missing_item(c) for c in cond.conditions]
        if k == "And":
            if False in results:
                return False
            return True if all(r is True for r in results) else None
        if True in results:
            return True
        return False if all(r is False for r in results) else None
    return None  # pragma: no cover


def conjuncts(cond) -> list:
    if kind(cond) == "And":
        out = []
        for c in cond.conditions:
            out += conjuncts(c)
        return out
    if kind(cond) == "Or" and len(cond.conditions) == 1:
        return conjuncts(cond.conditions[0])
    return [cond]


# ---------------------------------------------------------------------------
# Statements
# ---------------------------------------------------------------------------
class Statement:
    """Statement text built left to right, with its parameters in order."""

    def __init__(self):
        self.clauses: list[str] = []
        self.params: list[dict] = []

    def value(self, ddb: dict) -> str:
        self.params.append(ddb)
        return "?"

    def operand(self, op) -> str:
        k = kind(op)
        if k == "PathOperand":
            return path_text(op.path)
        if k == "ValueOperand":
            return self.value(op.value.ddb)
        if k == "Size":
            return f"size({path_text(op.path)})"
        if k == "IfNotExists":
            p = path_text(op.path)
            return f"if_not_exists({p}, {self.operand(op.default)})"
        if k == "ListAppend":
            a = self.operand(op.first)
            return f"list_append({a}, {self.operand(op.second)})"
        if k == "Arithmetic":
            left = self.operand(op.left)
            return f"{left} {op.op} {self.operand(op.right)}"
        raise AssertionError(k)  # pragma: no cover

    def condition(self, cond) -> str:
        k = kind(cond)
        if k == "Compare":
            left = self.operand(cond.left)
            return f"{left} {cond.op} {self.operand(cond.right)}"
        if k == "Between":
            subject = self.operand(cond.operand)
            low = self.operand(cond.low)
            return f"{subject} BETWEEN {low} AND {self.operand(cond.high)}"
        if k == "In":
            subject = self.operand(cond.operand)
            return f"{subject} IN ({', '.join(self.operand(o) for o in cond.options)})"
        if k == "AttributeExists":
            return f"attribute_exists({path_text(cond.path)})"
        if k == "AttributeNotExists":
            return f"attribute_not_exists({path_text(cond.path)})"
        if k == "AttributeType":
            p = path_text(cond.path)
            return f"attribute_type({p}, {self.value({'S': cond.type_code})})"
        if k in ("BeginsWith", "Contains"):
            fn = "begins_with" if k == "BeginsWith" else "contains"
            p = path_text(cond.path)
            return f"{fn}({p}, {self.operand(cond.operand)})"
        if k in ("And", "Or"):
            if len(cond.conditions) == 1:
                return self.condition(cond.conditions[0])
            sep = f" {k.upper()} "
            return sep.join(self._wrapped(c) for c in cond.conditions)
        if k == "Not":
            return f"NOT ({self.condition(cond.condition)})"
        raise AssertionError(k)  # pragma: no cover

    def _wrapped(self, cond) -> str:
        text = self.condition(cond)
        while kind(cond) in ("And", "Or") and len(cond.conditions) == 1:
            cond = cond.conditions[0]
        return f"({text})" if kind(cond) in ("And", "Or") else text

    def key_where(self, key: dict) -> str:
        return " AND ".join(f"{ident(name)} = {self.value(v)}" for name, v in key.items())

    def text(self) -> str:
        return " ".join(self.clauses)


def parse_params(params: dict, which: str):
    parse_condition, parse_key_condition, parse_projection, parse_update = _parsers()
    text = params.get(which)
    if text is None:
        return None
    names = params.get("ExpressionAttributeNames")
    values = params.get("ExpressionAttributeValues")
    if which == "UpdateExpression":
        return parse_update(text, names, values)
    if which == "KeyConditionExpression":
        return parse_key_condition(text, names, values)
    if which == "ProjectionExpression":
        return parse_projection(text, names)
    return parse_condition(text, names, values, kind=which)


_FUNCTION_NAMES = {"AttributeType": "attribute_type", "BeginsWith": "begins_with", "Contains": "contains"}


def value_subjects(operation: str, params: dict) -> list[str]:
    """The functions of the request's conditions and filters that measure or
    test a value rather than an attribute (``begins_with(:a, :b)``,
    ``size(:v)``: DynamoDB allows them, state version 2), as "where: what";
    the library targets write conditions that start from an attribute."""
    bodies = [("", params)]
    if operation in ("TransactWriteItems", "TransactGetItems"):
        bodies = [(f"TransactItems[{i}] ", b) for i, e in enumerate(params["TransactItems"]) for b in e.values()]
    found = []
    for where, body in bodies:
        for which in ("ConditionExpression", "FilterExpression"):
            stack = [parse_params(body, which)]
            while stack:
                node = stack.pop()
                k = kind(node)
                if k in _FUNCTION_NAMES and node.path is None:
                    found.append(f"{where}{which}: {_FUNCTION_NAMES[k]} of a value")
                elif k == "Size" and node.path is None:
                    found.append(f"{where}{which}: size of a value")
                for name in (
                    "conditions",
                    "condition",
                    "left",
                    "right",
                    "operand",
                    "low",
                    "high",
                    "options",
                    "subject",
                ):
                    child = getattr(node, name, None)
                    stack.extend(child if isinstance(child, tuple) else [child] if child is not None else [])
    return list(dict.fromkeys(found))


class Translator:
    """One request (or one transaction action) -> a Statement, collecting
    every part PartiQL cannot say in ``self.cannot``."""

    def __init__(self, where: str = ""):
        self.where = where
        self.cannot: list[str] = []
        self.notes: list[str] = []

    def no(self, text: str) -> None:
        self.cannot.append(self.where + text)

    def placeholder_like_names(self, body: dict) -> None:
        """Attribute names that begin with # or : are read by PartiQL as
        expression placeholders, and the statement is refused (DynamoDB Local:
        "An expression attribute name used in the document path is not defined")."""
        names = [
            *(body.get("ExpressionAttributeNames") or {}).values(),
            *(body.get("Key") or {}),
            *(body.get("Item") or {}),
        ]
        odd = sorted({n for n in names if isinstance(n, str) and n[:1] in ("#", ":")})
        if odd:
            self.no(
                f"attribute names that begin with # or : ({', '.join(odd)}): PartiQL reads them as placeholders "
                "and refuses the statement"
            )

    # -- parts ---------------------------------------------------------------
    def projection(self, params: dict, st: Statement) -> str:
        proj = parse_params(params, "ProjectionExpression")
        if proj is None:
            return "*"
        names = []
        for p in proj.paths:
            if len(p.segments) != 1 or not isinstance(p.segments[0], str):
                self.no(
                    f"ProjectionExpression's nested path {readable_path(p)}: PartiQL returns it as a "
                    "top-level attribute of its own, not inside its map or list"
                )
            names.append(path_text(p))
        return ", ".join(names)

    def options(self, params: dict, allowed: tuple) -> dict:
        out = {}
        for name in ("ConsistentRead", "Limit", "ReturnConsumedCapacity", "ReturnValuesOnConditionCheckFailure"):
            if name in params and name in allowed:
                out[name] = params[name]
        if params.get("ReturnItemCollectionMetrics", "NONE") != "NONE":
            self.no(
                f"ReturnItemCollectionMetrics {params['ReturnItemCollectionMetrics']}: "
                "ExecuteStatement and ExecuteTransaction do not return item collection metrics"
            )
        if "ExclusiveStartKey" in params:
            self.no("ExclusiveStartKey: PartiQL pages with the NextToken of its own answers, not with a key")
        return out

    # -- operations ----------------------------------------------------------
    def get(self, params: dict, st: Statement) -> None:
        cols = self.projection(params, st)
        table = ident(params["TableName"])
        st.clauses += [f"SELECT {cols} FROM {table}", f"WHERE {st.key_where(params['Key'])}"]

    def put(self, params: dict, st: Statement) -> None:
        item = params["Item"]
        cond = parse_params(params, "ConditionExpression")
        key_guard = None
        if cond is not None:
            for c in conjuncts(cond):
                if kind(c) == "AttributeNotExists" and len(c.path.segments) == 1:
                    name = c.path.segments[0]
                    if isinstance(name, str) and name in item and next(iter(item[name])) in ("S", "N", "B"):
                        key_guard = name
                        break
        if key_guard is None:
            self.no(
                "PutItem replaces an item that exists; PartiQL's INSERT refuses it. Only a PutItem whose "
                "condition refuses an existing item, such as attribute_not_exists(PK) on a key attribute, "
                "has a PartiQL form"
            )
        elif on_missing_item(cond) is not True:
            self.no(
                "ConditionExpression: INSERT has no condition of its own; this one can refuse a missing "
                "item, which INSERT would write"
            )
        else:
            self.notes.append(
                f"This INSERT does what the PutItem does when {key_guard} is part of the table's key: "
                f"then attribute_not_exists({key_guard}) refuses exactly an item that exists, as INSERT does "
                "(the error is DuplicateItem, or in a transaction a cancellation reason saying "
                '"Duplicate primary key", where PutItem answers ConditionalCheckFailed).'
            )
        if params.get("ReturnValuesOnConditionCheckFailure", "NONE") != "NONE":
            self.no("ReturnValuesOnConditionCheckFailure: INSERT refuses a duplicate without returning the item")
        rv = params.get("ReturnValues", "NONE")
        if rv not in ("NONE", "ALL_OLD"):  # pragma: no cover - DynamoDB takes only these on PutItem
            self.no(f"ReturnValues {rv}: INSERT returns nothing")
        elif rv == "ALL_OLD":
            self.notes.append("ReturnValues ALL_OLD: INSERT writes only where nothing was, so there is nothing old.")
        entries = ", ".join(f"{_sq(name)}: {st.value(v)}" for name, v in item.items())
        st.clauses.append(f"INSERT INTO {ident(params['TableName'])} VALUE {{{entries}}}")

    def _where(self, st: Statement, key: dict, cond) -> None:
        where = st.key_where(key)
        if cond is not None:
            where += f" AND ({st.condition(cond)})"
        st.clauses.append(f"WHERE {where}")

    def update(self, params: dict, st: Statement) -> None:
        cond = parse_params(params, "ConditionExpression")
        if cond is None or on_missing_item(cond) is not False:
            self.no(
                "UpdateItem writes a missing item; PartiQL's UPDATE refuses it (ConditionalCheckFailed). "
                "With a condition that is false on a missing item, such as attribute_exists(PK), both refuse "
                "it and the tab shows the UPDATE"
            )
        upd = parse_params(params, "UpdateExpression")
        st.clauses.append(f"UPDATE {ident(params['TableName'])}")
        if upd is None:
            self.no(
                "UpdateItem without an UpdateExpression (it writes the key alone): PartiQL's UPDATE needs SET or REMOVE"
            )
            return
        sets, removes = [], []
        for a in upd.actions:
            p = path_text(a.path)
            k = kind(a)
            if k == "SetAction":
                sets.append(f"{p} = {st.operand(a.value)}")
            elif k == "RemoveAction":
                removes.append(p)
            elif k == "AddAction":
                t = a.value.value.type
                if t == "N":
                    zero = st.value({"N": "0"})
                    sets.append(f"{p} = if_not_exists({p}, {zero}) + {st.value(a.value.value.ddb)}")
                else:
                    sets.append(f"{p} = set_add({p}, {st.value(a.value.value.ddb)})")
            elif k == "DeleteAction":
                sets.append(f"{p} = set_delete({p}, {st.value(a.value.value.ddb)})")
        if sets:
            st.clauses.append("SET " + ", ".join(sets))
        if removes:
            # one REMOVE a path: "REMOVE a, b" is not well formed in DynamoDB's PartiQL
            st.clauses.append(" ".join(f"REMOVE {r}" for r in removes))
        self._where(st, params["Key"], cond)
        self._returning(params, st)

    def delete(self, params: dict, st: Statement) -> None:
        cond = parse_params(params, "ConditionExpression")
        if cond is not None and on_missing_item(cond) is not True:
            self.no(
                "ConditionExpression on a missing item: DeleteItem refuses it when the condition is false "
                "there; PartiQL's DELETE deletes nothing and succeeds"
            )
        st.clauses.append(f"DELETE FROM {ident(params['TableName'])}")
        self._where(st, params["Key"], cond)
        self._returning(params, st)

    def _returning(self, params: dict, st: Statement) -> None:
        rv = params.get("ReturnValues", "NONE")
        if rv != "NONE":
            st.clauses.append(f"RETURNING {RETURNING[rv]} *")

    def condition_check(self, params: dict, st: Statement) -> None:
        cond = parse_params(params, "ConditionExpression")
        if on_missing_item(cond) is not False:
            self.no(
                "ConditionCheck on a missing item: it passes where its condition holds on no item; "
                "EXISTS(SELECT ...) finds no item and fails"
            )
        where = f"{st.key_where(params['Key'])} AND ({st.condition(cond)})"
        st.clauses.append(f"EXISTS(SELECT * FROM {ident(params['TableName'])} WHERE {where})")

    def read(self, operation: str, params: dict, st: Statement) -> None:
        """Query and Scan: SELECT ... FROM table[.index] WHERE ..."""
        select = params.get("Select")
        index = params.get("IndexName")
        if select == "COUNT":
            self.no("Select COUNT: PartiQL's SELECT returns the items, never a count alone")
        if select == "ALL_ATTRIBUTES" and index:
            self.no("Select ALL_ATTRIBUTES on an index: PartiQL's SELECT * returns the index's projected attributes")
        if select == "ALL_PROJECTED_ATTRIBUTES" and not index:
            self.no("Select ALL_PROJECTED_ATTRIBUTES needs an index")
        if params.get("TotalSegments", 1) != 1:
            self.no(
                f"Segment {params.get('Segment')} of TotalSegments {params['TotalSegments']}: "
                "PartiQL has no parallel scan"
            )
        cols = self.projection(params, st)
        source = ident(params["TableName"]) + ("." + ident(index) if index else "")
        st.clauses.append(f"SELECT {cols} FROM {source}")
        parts = []
        sort_name = None
        if operation == "Query":
            kc = parse_params(params, "KeyConditionExpression")
            parts.append(f"{ident(kc.partition_name)} = {st.value(kc.partition_value.value.ddb)}")
            if kc.sort is not None:
                s = kc.sort
                sort_name = s.name
                n = ident(s.name)
                if s.op == "between":
                    low = st.value(s.value.value.ddb)
                    parts.append(f"{n} BETWEEN {low} AND {st.value(s.high.value.ddb)}")
                elif s.op == "begins_with":
                    parts.append(f"begins_with({n}, {st.value(s.value.value.ddb)})")
                else:
                    parts.append(f"{n} {s.op} {st.value(s.value.value.ddb)}")
        flt = parse_params(params, "FilterExpression")
        if flt is not None:
            second = _attribute_second(flt)
            if second:
                self.no(
                    f"a filter with an attribute as the second operand ({second}): DynamoDB Local fails such a "
                    "SELECT (InternalFailure) when that attribute is a key attribute, which the request does not say"
                )
            existence = _existence_test(flt) if operation == "Scan" else None  # (a Query's filter names no key)
            if existence:
                self.no(
                    f"a Scan's filter with {existence}: DynamoDB Local fails such a SELECT (InternalFailure) when "
                    "that attribute is a key attribute, which the request does not say"
                )
            text = st.condition(flt)
            parts.append(f"({text})" if operation == "Query" else text)
            if operation == "Scan" and "Limit" in params and _may_be_key_lookup(flt):
                self.no(
                    "Limit with a filter that compares a top-level attribute for equality: when that "
                    "attribute is the partition key, PartiQL reads it as a Query and Limit counts other items"
                )
        if parts:
            st.clauses.append("WHERE " + " AND ".join(parts))
        if params.get("ScanIndexForward") is False:
            if sort_name is None:
                self.no(
                    "ScanIndexForward false without a sort key condition: ORDER BY needs the sort key's name, "
                    "which the request does not give"
                )
            elif cols != "*":
                self.no("ScanIndexForward false with a projection: DynamoDB Local fails ORDER BY ... DESC then")
            else:
                st.clauses.append(f"ORDER BY {ident(sort_name)} DESC")


def _leaves(cond):
    """The comparisons and functions of ``cond`` (inside its AND, OR and NOT), in text order."""
    stack = [cond]
    while stack:
        c = stack.pop()
        k = kind(c)
        if k in ("And", "Or"):
            stack.extend(reversed(c.conditions))
        elif k == "Not":
            stack.append(c.condition)
        else:
            yield c, k


def _attribute_second(cond) -> str | None:
    """The first attribute that stands as the second operand of a comparison,
    of IN, begins_with or contains in ``cond`` (``status = PK``: PK), or None."""
    for c, k in _leaves(cond):
        if k == "Compare":
            seconds = [c.right]
        elif k == "In":
            seconds = list(c.options)
        else:
            seconds = [c.operand] if k in ("BeginsWith", "Contains") else []
        for o in seconds:
            if kind(o) == "PathOperand":
                return readable_path(o.path)
    return None


def _existence_test(cond) -> str | None:
    """The first attribute_exists or attribute_not_exists of a top-level
    attribute in ``cond``, as written (``attribute_exists(PK)``), or None. (A
    path inside a key attribute fails the Scan itself: the core says so.)"""
    for c, k in _leaves(cond):
        if k in ("AttributeExists", "AttributeNotExists") and len(c.path.segments) == 1:
            name = "attribute_exists" if k == "AttributeExists" else "attribute_not_exists"
            return f"{name}({readable_path(c.path)})"
    return None


def _may_be_key_lookup(cond) -> bool:
    for c in conjuncts(cond):
        sides = (c.left, c.right) if kind(c) == "Compare" and c.op == "=" else ()
        if any(kind(o) == "PathOperand" and len(o.path.segments) == 1 for o in sides):
            return True
        if kind(c) == "In" and kind(c.operand) == "PathOperand" and len(c.operand.path.segments) == 1:
            return True
    return False


def _sq(name: str) -> str:
    """A PartiQL string literal (an attribute name in INSERT's VALUE)."""
    return "'" + name.replace("'", "''") + "'"


# ---------------------------------------------------------------------------
# The request -> statements
# ---------------------------------------------------------------------------
WRITE = {"Put": "put", "Update": "update", "Delete": "delete", "ConditionCheck": "condition_check"}


def translate(operation: str, params: dict):
    """(statements, call options, cannot, notes); statements are
    (Statement, per-statement options) pairs."""
    tr = Translator()
    for part in value_subjects(operation, params):
        tr.no(f"{part}: this tab writes PartiQL functions of attributes only")
    if tr.cannot:
        return [], {}, tr.cannot, tr.notes
    statements = []
    if operation in ("TransactWriteItems", "TransactGetItems"):
        opts = {k: params[k] for k in ("ClientRequestToken", "ReturnConsumedCapacity") if k in params}
        if params.get("ReturnItemCollectionMetrics", "NONE") != "NONE":
            tr.no(
                f"ReturnItemCollectionMetrics {params['ReturnItemCollectionMetrics']}: "
                "ExecuteTransaction does not return item collection metrics"
            )
        for i, entry in enumerate(params["TransactItems"]):
            ((action, body),) = entry.items()
            tr.where = f"TransactItems[{i}] {action}: "
            st = Statement()
            tr.placeholder_like_names(body)
            if action == "Get":
                tr.get(body, st)
            else:
                getattr(tr, WRITE[action])(body, st)
            per = {}
            rvoccf = body.get("ReturnValuesOnConditionCheckFailure", "NONE")
            if rvoccf != "NONE" and action != "Put":
                per["ReturnValuesOnConditionCheckFailure"] = rvoccf
            statements.append((st, per))
        tr.where = ""
        return statements, opts, tr.cannot, tr.notes
    st = Statement()
    tr.placeholder_like_names(params)
    if operation == "GetItem":
        tr.get(params, st)
        opts = tr.options(params, ("ConsistentRead", "ReturnConsumedCapacity"))
    elif operation == "PutItem":
        tr.put(params, st)
        opts = tr.options(params, ("ReturnConsumedCapacity",))
    elif operation == "UpdateItem":
        tr.update(params, st)
        opts = tr.options(params, ("ReturnConsumedCapacity", "ReturnValuesOnConditionCheckFailure"))
    elif operation == "DeleteItem":
        tr.delete(params, st)
        opts = tr.options(params, ("ReturnConsumedCapacity", "ReturnValuesOnConditionCheckFailure"))
    else:
        tr.read(operation, params, st)
        opts = tr.options(params, ("ConsistentRead", "Limit", "ReturnConsumedCapacity"))
    if opts.get("ReturnValuesOnConditionCheckFailure") == "NONE":
        del opts["ReturnValuesOnConditionCheckFailure"]
    statements.append((st, {}))
    return statements, opts, tr.cannot, tr.notes


# ---------------------------------------------------------------------------
# Code
# ---------------------------------------------------------------------------
def _literal(text: str) -> str:
    """A Python literal for statement text: single-quoted when that needs no
    escapes (statements are full of double-quoted identifiers)."""
    if "'" not in text and "\\" not in text and text.isprintable():
        return "'" + text + "'"
    return py_str(text)


def _statement_doc(st: Statement, col: int) -> d.Doc:
    """The statement as one literal when it fits from column ``col``, else in
    parentheses, one clause a line (adjacent literals join)."""
    flat = _literal(st.text())
    if len(st.clauses) == 1 or col + len(flat) + 1 <= WIDTH:
        return flat
    pieces = [_literal(c if i == 0 else " " + c) for i, c in enumerate(st.clauses)]
    return d.group(["(", d.nest([d.SOFTLINE, d.join(d.SOFTLINE, pieces)]), d.SOFTLINE, ")"], force=True)


def _scalar(value) -> str:
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, int):
        return str(value)
    return py_str(value)


def _dict(entries: list) -> d.Doc:
    return d.bracket("{", [[py_str(k), ": ", v] for k, v in entries], "}")


class _Code:
    def __init__(self):
        self.w = Writer(native=False)

    def parameters(self, values: list) -> d.Doc:
        return d.bracket("[", [self.w.wire_value(v) for v in values], "]")

    def statement_args(self, st: Statement, opts: dict) -> list:
        """[(name, doc)] for execute_statement."""
        args = [("Statement", _statement_doc(st, 4 + len("Statement=")))]
        if st.params:
            args.append(("Parameters", self.parameters(st.params)))
        return args + [(k, _scalar(v)) for k, v in opts.items()]

    def transaction_args(self, statements, opts: dict) -> list:
        entries = []
        for st, per in statements:
            body = [("Statement", _statement_doc(st, 12 + len('"Statement": ')))]
            if st.params:
                body.append(("Parameters", self.parameters(st.params)))
            body += [(k, _scalar(v)) for k, v in per.items()]
            entries.append(_dict(body))
        return [("TransactStatements", d.bracket("[", entries, "]"))] + [(k, _scalar(v)) for k, v in opts.items()]


def _call(head: str, args: list, level: int = 0) -> str:
    return d.render(d.bracket(head, [[k, "=", v] for k, v in args], ")"), WIDTH, "    ", level=level)


def printable(text: str) -> str:
    """Text for a comment: every character that is not printable (line breaks,
    NUL, U+2028, ...) as its escape."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def comment_block(text: str, first: str = "# ", cont: str = "# ") -> list[str]:
    text = printable(text)
    lines, line = [], first
    for word in text.split(" "):
        if len(line) + len(word) > WIDTH and line not in (first, cont):
            lines.append(line.rstrip())
            line = cont
        line += word + " "
    lines.append(line.rstrip())
    return lines


def cannot_say(lib: str, operation: str, cannot: list[str]) -> str:
    """The Python tab of a library (PartiQL, PynamoDB) when it cannot say the
    request: each part it cannot say, and a program that stops before sending
    anything."""
    what = "statement" if lib == "PartiQL" else "code"
    lines = [f"# {lib} cannot say what this {operation} says, so this tab has no {what} for it:"]
    for reason in cannot:
        lines += comment_block(f"{reason}.", first="# - ", cont="#   ")
    lines.append("# The other tabs send the request as it is.")
    message = f"{lib} cannot express this {operation}: see the comment above"
    return "\n".join(lines) + f"\n\nraise SystemExit({py_str(message)})\n"


def partiql(operation: str, params: dict, whole_program: bool = False) -> str:
    """The boto3 program (``whole_program``: every page of a Query or Scan, and
    the failed statement of a cancelled transaction named)."""
    statements, opts, cannot, notes = translate(operation, params)
    if cannot:
        return cannot_say("PartiQL", operation, cannot)
    code = _Code()
    head = f'import boto3\n\n{ENV_COMMENT}client = boto3.client("dynamodb")\n\n{PARAMS_NOTE}'
    head += "".join(line + "\n" for note in notes for line in comment_block(note))
    if operation in ("TransactWriteItems", "TransactGetItems"):
        args = code.transaction_args(statements, opts)
        if whole_program and operation == "TransactWriteItems":
            return head + _transaction_program(args, statements)
        return head + _call("response = client.execute_transaction(", args) + "\nprint(response)\n"
    ((st, _),) = statements
    args = code.statement_args(st, opts)
    if whole_program and operation in ("Query", "Scan"):
        return head + _pages_program(args)
    return head + _call("response = client.execute_statement(", args) + "\nprint(response)\n"


def partiql_whole(operation: str, params: dict) -> str:
    return partiql(operation, params, whole_program=True)


def _pages_program(args: list) -> str:
    request = d.render(d.bracket("request = dict(", [[k, "=", v] for k, v in args], ")", force=True), WIDTH, "    ")
    return (
        f"{request}\n"
        "# Every page: an answer with a NextToken has more after it.\n"
        "items = []\n"
        "while True:\n"
        "    response = client.execute_statement(**request)\n"
        '    items.extend(response["Items"])\n'
        '    if "NextToken" not in response:\n'
        "        break\n"
        '    request["NextToken"] = response["NextToken"]\n'
        'print(f"{len(items)} items")\n'
        "for item in items:\n"
        "    print(item)\n"
    )


def _transaction_program(args: list, statements) -> str:
    labels = [st.clauses[0] if len(st.clauses[0]) <= 60 else st.clauses[0][:57] + "..." for st, _ in statements]
    names = d.render(["statements = ", d.bracket("[", [_literal(n) for n in labels], "]")], WIDTH, "    ")
    call = _call("response = client.execute_transaction(", args, level=1)
    return (
        f"{names}\n"
        "try:\n"
        f"    {call}\n"
        "except client.exceptions.TransactionCanceledException as e:\n"
        '    # One reason per statement, in order: Code "None" where that statement was fine.\n'
        '    for i, reason in enumerate(e.response.get("CancellationReasons", [])):\n'
        '        if reason.get("Code", "None") != "None":\n'
        "            print(f\"statement {i + 1} ({statements[i]}) failed: {reason['Code']}: {reason.get('Message', '')}\")\n"
        '            if "Item" in reason:\n'
        '                print("  the item:", reason["Item"])\n'
        "    raise SystemExit(1) from None\n"
        "print(response)\n"
    )
