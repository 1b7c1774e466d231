"""PynamoDB 6.1 (``pip install pynamodb==6.1.0``): a ``Model`` class for each
table and the model call, with the update actions and conditions written
with PynamoDB's ``Path`` and the values as DynamoDB JSON (PynamoDB takes a
value already in that form as it is, so numbers keep every digit).

The key attributes come from the request: for GetItem, UpdateItem,
DeleteItem and transaction actions the ``Key`` (its first attribute taken as
the partition key; DynamoDB needs only the names and values, so the order
changes nothing sent), for Query the key condition; a PutItem's item is set
on the model's attributes, typed from its values.

What PynamoDB cannot say makes the tab a comment block naming each part
(and a program that stops before sending): an attribute name holding ``[``
or ``]`` (PynamoDB reads them as list indexes), a begins_with on binary, a
number a Python int or float cannot hold exactly in an item or key, a NULL
attribute at the top of a PutItem's item (save leaves out None), a Query
or Scan on an index, Select COUNT on a Scan, a projection in
TransactGetItems. Options that change only the answer (ReturnValues,
ReturnConsumedCapacity, ...) and that PynamoDB does not ask for are named
in a comment, and the code runs without them.
"""

from __future__ import annotations

import base64
import keyword
import re
from decimal import Decimal

from . import doc as d
from .common import py_bytes, py_str
from .partiql import CannotSay, kind, parse_params, printable, value_subjects
from .python import Writer

WIDTH = 88

ENV_COMMENT = (
    "# PynamoDB (through botocore) reads the region (AWS_DEFAULT_REGION), the credentials\n"
    "# and the endpoint from the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL)\n"
    "# points it at another endpoint, such as DynamoDB Local.\n"
)

ATTRIBUTE_CLASS = {
    "S": "UnicodeAttribute",
    "N": "NumberAttribute",
    "B": "BinaryAttribute",
    "BOOL": "BooleanAttribute",
    "NULL": "NullAttribute",
    "L": "ListAttribute",
    "M": "MapAttribute",
    "SS": "UnicodeSetAttribute",
    "NS": "NumberSetAttribute",
    "BS": "BinarySetAttribute",
}


def exact_number(text: str) -> str | None:
    """A Python int or float literal holding exactly this DynamoDB number
    (PynamoDB's NumberAttribute writes json.dumps of it), or None."""
    value = Decimal(text)
    if value == value.to_integral_value():
        return str(int(value))
    f = float(text)
    if Decimal(repr(f)) == value:
        return repr(f)
    return None


class _Model:
    def __init__(self, table: str, cls: str):
        self.table = table
        self.cls = cls
        self.hash: tuple[str, str] | None = None
        self.range: tuple[str, str] | None = None
        self.attributes: dict[str, str] = {}  # name -> type

    def key(self, names_types: list[tuple[str, str]]) -> None:
        if self.hash is None:
            self.hash = names_types[0]
            self.range = names_types[1] if len(names_types) > 1 else None
        else:
            have = [self.hash] + ([self.range] if self.range else [])
            if sorted(have) != sorted(names_types):
                raise CannotSay(f"the table {self.table} is given two different keys")


class _Emitter:
    def __init__(self):
        self.cannot: list[str] = []
        self.notes: list[str] = []
        self.models: dict[str, _Model] = {}
        self.imports: set[tuple[str, str]] = {("pynamodb.models", "Model")}
        self.w = Writer(native=False)
        self.where = ""

    def no(self, text: str) -> None:
        self.cannot.append(self.where + text)

    def note(self, text: str) -> None:
        self.notes.append(self.where + text)

    def use(self, module: str, name: str) -> str:
        self.imports.add((module, name))
        return name

    # -- models ------------------------------------------------------------------
    def model(self, table: str) -> _Model:
        if table not in self.models:
            base = "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", table) if p) or "Table"
            if base[0].isdigit():
                base = "T" + base
            name, n = base, 2
            while name in {m.cls for m in self.models.values()} or name in ("Model", "Path", "Value"):
                name, n = f"{base}{n}", n + 1
            self.models[table] = _Model(table, name)
        return self.models[table]

    def key_model(self, table: str, key: dict) -> tuple[_Model, list[str]]:
        m = self.model(table)
        pairs = [(name, next(iter(v))) for name, v in key.items()]
        try:
            m.key(pairs)
        except CannotSay as e:
            self.no(str(e))
        order = [m.hash[0]] + ([m.range[0]] if m.range else [])
        return m, [self.key_value(key[n]) for n in order if n in key]

    def key_value(self, ddb: dict) -> str:
        ((t, v),) = ddb.items()
        if t == "S":
            return py_str(v)
        if t == "B":
            return py_bytes(base64.b64decode(v))
        exact = exact_number(v)
        if exact is None:
            self.no(f"the key number {v}: PynamoDB's NumberAttribute would write a float that is not exactly it")
            return py_str(v)
        return exact

    # -- values --------------------------------------------------------------------
    def raw(self, ddb: dict) -> str:
        """A value as DynamoDB JSON (PynamoDB passes it through as it is)."""
        return d.render(self.w.wire_value(ddb), WIDTH)

    def raw_attributes(self, attributes: dict) -> str:
        """Attributes (a key, an item) as DynamoDB JSON: name -> typed value."""
        return d.render(self.w.wire_attributes(attributes), WIDTH)

    def native(self, ddb: dict, where: str) -> str:
        """A value as the Python value a typed PynamoDB attribute writes back."""
        ((t, v),) = ddb.items()
        if t == "S":
            return py_str(v)
        if t == "N":
            exact = exact_number(v)
            if exact is None:
                self.no(f"{where}: the number {v}: PynamoDB writes a float, which does not hold it exactly")
                return py_str(v)
            return exact
        if t == "B":
            return py_bytes(base64.b64decode(v))
        if t == "BOOL":
            return "True" if v else "False"
        if t == "NULL":
            return "None"
        if t in ("SS", "NS", "BS"):
            return "{" + ", ".join(self.native({t[0]: x}, where) for x in v) + "}"
        if t == "L":
            return "[" + ", ".join(self.native(x, where) for x in v) + "]"
        if t == "M":
            return "{" + ", ".join(f"{py_str(k)}: {self.native(x, where)}" for k, x in v.items()) + "}"
        raise AssertionError(t)  # pragma: no cover

    # -- paths, conditions, actions ------------------------------------------------
    def path(self, path) -> str:
        segs: list[str] = []
        for seg in path.segments:
            if isinstance(seg, int):
                segs[-1] += f"[{seg}]"
            else:
                if "[" in seg or "]" in seg:
                    self.no(f"the attribute name {seg!r}: PynamoDB reads [ and ] in a name as a list index")
                segs.append(seg)
        self.use("pynamodb.expressions.operand", "Path")
        return f"Path([{', '.join(py_str(s) for s in segs)}])"

    def operand(self, op, left: bool = False) -> str:
        k = kind(op)
        if k == "PathOperand":
            return self.path(op.path)
        if k == "Size":
            self.use("pynamodb.expressions.condition", "size")
            return f"size({self.path(op.path)})"
        if k == "ValueOperand":
            if left:
                self.use("pynamodb.expressions.operand", "Value")
                return f"Value({self.raw(op.value.ddb)})"
            return self.raw(op.value.ddb)
        if k == "IfNotExists":
            return f"({self.path(op.path)} | {self.operand(op.default)})"
        if k == "ListAppend":
            return f"{self.operand(op.first, left=True)}.append({self.operand(op.second)})"
        if k == "Arithmetic":
            return f"{self.operand(op.left, left=True)} {op.op} {self.operand(op.right)}"
        raise AssertionError(k)  # pragma: no cover

    def condition(self, c) -> str:
        k = kind(c)
        if k == "Compare":
            op = {"=": "==", "<>": "!="}.get(c.op, c.op)
            return f"{self.operand(c.left, left=True)} {op} {self.operand(c.right)}"
        if k == "Between":
            s = self.operand(c.operand, left=True)
            return f"{s}.between({self.operand(c.low)}, {self.operand(c.high)})"
        if k == "In":
            s = self.operand(c.operand, left=True)
            return f"{s}.is_in({', '.join(self.operand(o) for o in c.options)})"
        if k == "AttributeExists":
            return f"{self.path(c.path)}.exists()"
        if k == "AttributeNotExists":
            return f"{self.path(c.path)}.does_not_exist()"
        if k == "AttributeType":
            return f"{self.path(c.path)}.is_type({py_str(c.type_code)})"
        if k == "BeginsWith":
            if kind(c.operand) == "ValueOperand" and c.operand.value.type != "S":
                self.no("begins_with on binary: PynamoDB's startswith takes a string only")
            return f"{self.path(c.path)}.startswith({self.operand(c.operand)})"
        if k == "Contains":
            return f"{self.path(c.path)}.contains({self.operand(c.operand)})"
        if k in ("And", "Or"):
            if len(c.conditions) == 1:
                return self.condition(c.conditions[0])
            sep = " & " if k == "And" else " | "
            return sep.join(f"({self.condition(x)})" for x in c.conditions)
        if k == "Not":
            return f"~({self.condition(c.condition)})"
        raise AssertionError(k)  # pragma: no cover

    def actions(self, update) -> list[str]:
        out = []
        if update is None:
            self.no(
                "an UpdateItem without an UpdateExpression (it writes the key alone): PynamoDB's update needs actions"
            )
            return out
        for a in update.actions:
            p = self.path(a.path)
            k = kind(a)
            if k == "SetAction":
                out.append(f"{p}.set({self.operand(a.value)})")
            elif k == "RemoveAction":
                out.append(f"{p}.remove()")
            elif k == "AddAction":
                out.append(f"{p}.add({self.raw(a.value.value.ddb)})")
            else:
                out.append(f"{p}.delete({self.raw(a.value.value.ddb)})")
        return out

    def cond_arg(self, params: dict) -> list[tuple[str, str]]:
        cond = parse_params(params, "ConditionExpression")
        if cond is None:
            return []
        text = self.condition(cond)
        k = kind(cond)
        if len(text) > WIDTH - 20 and k in ("And", "Or") and len(cond.conditions) > 1:
            sep = "& " if k == "And" else "| "
            parts = [f"({self.condition(x)})" for x in cond.conditions]
            text = "(\n" + "".join(f"    {'' if i == 0 else sep}{p}\n" for i, p in enumerate(parts)) + ")"
        return [("condition", text)]

    def response_only(self, params: dict, names: tuple) -> None:
        for name in names:
            if name in params and params[name] not in ("NONE", None):
                self.note(
                    f"{name} {params[name]} is not asked for: PynamoDB has no way to (it changes only the answer)."
                )

    # -- items ---------------------------------------------------------------------
    def item_model(self, table: str, item: dict) -> tuple[_Model, list[tuple[str, str]]]:
        """The model with the item's attributes declared; (python name, value) pairs."""
        m = self.model(table)
        names = list(item)
        if m.hash is None:
            key = [(n, next(iter(item[n]))) for n in names[:2] if next(iter(item[n])) in ("S", "N", "B")]
            if not key:
                self.no("PutItem's item starts with no string, number or binary attribute to stand for the key")
                return m, []
            m.key(key)
            self.note(
                f"The model takes {' and '.join(n for n, _ in key)} as the table's key (the item's first "
                "attributes); PynamoDB sends the whole item either way."
            )
        args = []
        for name in names:
            t = next(iter(item[name]))
            if name in m.attributes and m.attributes[name] != t:
                self.no(f"the attribute {name} is a {m.attributes[name]} in one item and a {t} in another")
            m.attributes.setdefault(name, t)
            if t == "NULL":
                self.no(f"the item's {name}, a NULL: PynamoDB's save leaves out an attribute whose value is None")
                continue
            args.append((name, self.native(item[name], f"the item's {name}")))
        return m, args


def attr_name(name: str) -> str:
    ident = re.sub(r"[^A-Za-z0-9_]", "_", name)
    if not ident or ident[0].isdigit():
        ident = "a_" + ident
    if keyword.iskeyword(ident) or ident in ("Meta", "DoesNotExist"):
        ident += "_"
    return ident


def _declared(m: _Model) -> list[tuple[str, str, str, str]]:
    """The model's attributes as the class declares them: (name, type, flag,
    Python name), each Python name unique (``a.b`` and ``a`b`` are both
    ``a_b`` at first)."""
    declared = []
    if m.hash:
        declared.append((m.hash[0], m.hash[1], "hash_key=True"))
    if m.range:
        declared.append((m.range[0], m.range[1], "range_key=True"))
    keys = {n for n, _, _ in declared}
    declared += [(name, t, "null=True") for name, t in m.attributes.items() if name not in keys]
    used: set[str] = set()
    out = []
    for name, t, flag in declared:
        ident = attr_name(name)
        while ident in used:
            ident += "_"
        used.add(ident)
        out.append((name, t, flag, ident))
    return out


def _class_source(e: _Emitter, m: _Model) -> str:
    lines = [f"class {m.cls}(Model):", "    class Meta:", f"        table_name = {py_str(m.table)}", ""]
    for name, t, flag, ident in _declared(m):
        cls = e.use("pynamodb.attributes", ATTRIBUTE_CLASS[t])
        args = [flag]
        if t in ("B", "BS"):
            args.append("legacy_encoding=False")
        if ident != name:
            args.append(f"attr_name={py_str(name)}")
        lines.append(f"    {ident} = {cls}({', '.join(args)})")
    return "\n".join(lines) + "\n"


def _kw(name: str, args: list[tuple[str, str]], head: str) -> str:
    """``head(name=value, ...)`` on one line when it fits, else one a line."""
    flat = f"{head}({', '.join(a if k is None else f'{k}={a}' for k, a in args)})"
    if len(flat) <= WIDTH and "\n" not in flat:
        return flat
    body = "".join(f"    {a if k is None else f'{k}={a}'},\n" for k, a in args)
    return f"{head}(\n{body})"


def _list(items: list[str], indent: str = "    ") -> str:
    flat = "[" + ", ".join(items) + "]"
    if len(flat) + len(indent) + 12 <= WIDTH:
        return flat
    return "[\n" + "".join(f"{indent}    {x},\n" for x in items) + f"{indent}]"


def _constructor(m: _Model, keys: list[str], attrs: list[tuple[str, str]] | None = None) -> str:
    args = [(None, k) for k in keys]
    if attrs is not None:
        named = {m.hash[0], m.range[0] if m.range else None}
        idents = {name: ident for name, _t, _flag, ident in _declared(m)}
        args = [(idents[n], v) for n, v in attrs if n not in named]
        args = [(None, dict(attrs)[m.hash[0]])] + ([(None, dict(attrs)[m.range[0]])] if m.range else []) + args
    return _kw("", args, m.cls)


def _body(e: _Emitter, operation: str, params: dict) -> str:
    if operation == "GetItem":
        m, keys = e.key_model(params["TableName"], params["Key"])
        args = [(None, k) for k in keys]
        if params.get("ConsistentRead"):
            args.append(("consistent_read", "True"))
        proj = parse_params(params, "ProjectionExpression")
        if proj is not None:
            args.append(("attributes_to_get", _list([e.path(p) for p in proj.paths])))
        e.response_only(params, ("ReturnConsumedCapacity",))
        return (
            "try:\n"
            + _indent(_kw("", args, f"item = {m.cls}.get"))
            + f"except {m.cls}.DoesNotExist:\n"
            + '    print("no such item")\n'
            + "else:\n"
            + "    # PynamoDB keeps the attributes the model declares.\n"
            + "    print(item.attribute_values)\n"
        )
    if operation == "PutItem":
        m, attrs = e.item_model(params["TableName"], params["Item"])
        if m.hash is None:
            return ""
        e.response_only(
            params,
            (
                "ReturnValues",
                "ReturnConsumedCapacity",
                "ReturnItemCollectionMetrics",
                "ReturnValuesOnConditionCheckFailure",
            ),
        )
        item = _constructor(m, [], attrs)
        return f"item = {item}\n" + _kw("", e.cond_arg(params), "response = item.save") + "\nprint(response)\n"
    if operation in ("UpdateItem", "DeleteItem"):
        m, keys = e.key_model(params["TableName"], params["Key"])
        e.response_only(
            params,
            ("ReturnConsumedCapacity", "ReturnItemCollectionMetrics", "ReturnValuesOnConditionCheckFailure"),
        )
        args = []
        if operation == "UpdateItem":
            args.append(("actions", _list(e.actions(parse_params(params, "UpdateExpression")))))
            if params.get("ReturnValues", "NONE") != "ALL_NEW":
                e.note(
                    "PynamoDB's update asks for ReturnValues ALL_NEW (to refresh the model), where the request "
                    f"asks for {params.get('ReturnValues', 'NONE')}; the item written is the same."
                )
        else:
            e.response_only(params, ("ReturnValues",))
        args += e.cond_arg(params)
        call = "update" if operation == "UpdateItem" else "delete"
        return f"item = {_constructor(m, keys)}\n" + _kw("", args, f"response = item.{call}") + "\nprint(response)\n"
    if operation in ("Query", "Scan"):
        return _read(e, operation, params)
    return _transaction(e, operation, params)


def _read(e: _Emitter, operation: str, params: dict) -> str:
    if "IndexName" in params:
        e.no(
            "IndexName: a PynamoDB query or scan on an index needs an Index class with the index's key "
            "schema and projection, which the request does not give"
        )
    e.response_only(params, ("ReturnConsumedCapacity",))
    args: list[tuple[str | None, str]] = []
    if operation == "Query":
        kc = parse_params(params, "KeyConditionExpression")
        pk = kc.partition_value.value
        m = e.model(params["TableName"])
        pairs = [(kc.partition_name, pk.type)] + ([(kc.sort.name, kc.sort.value.value.type)] if kc.sort else [])
        try:
            m.key(pairs)
        except CannotSay as exc:
            e.no(str(exc))
        args.append((None, e.key_value(pk.ddb)))
        if kc.sort is not None:
            s = kc.sort
            p = e.path(_Seg(s.name))
            if s.op == "between":
                rk = f"{p}.between({e.raw(s.value.value.ddb)}, {e.raw(s.high.value.ddb)})"
            elif s.op == "begins_with":
                if s.value.value.type != "S":
                    e.no("begins_with on a binary sort key: PynamoDB's startswith takes a string only")
                rk = f"{p}.startswith({e.raw(s.value.value.ddb)})"
            else:
                rk = f"{p} {'==' if s.op == '=' else s.op} {e.raw(s.value.value.ddb)}"
            args.append(("range_key_condition", rk))
    else:
        m = e.model(params["TableName"])
        if m.hash is None:
            m.hash = None
    flt = parse_params(params, "FilterExpression")
    if flt is not None:
        args.append(("filter_condition", e.condition(flt)))
    if operation == "Scan" and "TotalSegments" in params:
        args += [("segment", str(params["Segment"])), ("total_segments", str(params["TotalSegments"]))]
    if params.get("ConsistentRead"):
        args.append(("consistent_read", "True"))
    if "ScanIndexForward" in params:
        args.append(("scan_index_forward", "True" if params["ScanIndexForward"] else "False"))
    if "ExclusiveStartKey" in params:
        args.append(("last_evaluated_key", e.raw_attributes(params["ExclusiveStartKey"])))
    proj = parse_params(params, "ProjectionExpression")
    if proj is not None:
        args.append(("attributes_to_get", _list([e.path(p) for p in proj.paths])))
    if params.get("Select") == "COUNT":
        if operation == "Scan":
            e.no("Select COUNT on a Scan: PynamoDB counts only with a query (Model.count)")
        if "Limit" in params:
            args.append(("limit", str(params["Limit"])))
        args = [(k, v) for k, v in args if k not in ("attributes_to_get", "scan_index_forward", "last_evaluated_key")]
        return _kw("", args, f"count = {m.cls}.count") + '\nprint(f"{count} items")\n'
    if "Limit" in params:
        args.append(("page_size", str(params["Limit"])))
    where = m.cls + "." + operation.lower()
    return (
        "# PynamoDB's iterator reads every page (page_size is the request's Limit), and keeps\n"
        "# the attributes the model declares.\n"
        + _kw("", args, f"results = {where}")
        + "\ncount = 0\nfor item in results:\n    count += 1\n    print(item.attribute_values)\n"
        + 'print(f"{count} items")\n'
    )


class _Seg:
    """A one-segment path (a key attribute's name)."""

    def __init__(self, name: str):
        self.segments = (name,)


def _transaction(e: _Emitter, operation: str, params: dict) -> str:
    if operation == "TransactGetItems":
        e.use("pynamodb.transactions", "TransactGet")
        e.use("pynamodb.connection", "Connection")
        e.response_only(params, ("ReturnConsumedCapacity",))
        lines = ["with TransactGet(connection=Connection()) as transaction:", "    futures = ["]
        for i, entry in enumerate(params["TransactItems"]):
            body = entry["Get"]
            e.where = f"TransactItems[{i}] Get: "
            if "ProjectionExpression" in body:
                e.no("ProjectionExpression: PynamoDB's TransactGet reads whole items")
            m, keys = e.key_model(body["TableName"], body["Key"])
            lines.append(f"        transaction.get({', '.join([m.cls, *keys])}),")
        e.where = ""
        lines += [
            "    ]",
            "for future in futures:",
            "    item = future.get()",
            "    # PynamoDB keeps the attributes the model declares.",
            '    print(item.attribute_values if item is not None else "no such item")',
        ]
        return "\n".join(lines) + "\n"
    e.use("pynamodb.transactions", "TransactWrite")
    e.use("pynamodb.connection", "Connection")
    e.response_only(params, ("ReturnConsumedCapacity",))
    opts = [("connection", "Connection()")]
    if "ClientRequestToken" in params:
        opts.append(("client_request_token", py_str(params["ClientRequestToken"])))
    if params.get("ReturnItemCollectionMetrics", "NONE") != "NONE":
        opts.append(("return_item_collection_metrics", py_str(params["ReturnItemCollectionMetrics"])))
    lines = []
    for i, entry in enumerate(params["TransactItems"]):
        ((action, body),) = entry.items()
        e.where = f"TransactItems[{i}] {action}: "
        rvoccf = body.get("ReturnValuesOnConditionCheckFailure", "NONE")
        if action == "Put":
            m, attrs = e.item_model(body["TableName"], body["Item"])
            if m.hash is None:
                continue
            args = [(None, _constructor(m, [], attrs))] + e.cond_arg(body)
            if rvoccf != "NONE":
                args.append(("return_values", py_str(rvoccf)))
            lines.append(_kw("", args, "transaction.save"))
        elif action == "Update":
            m, keys = e.key_model(body["TableName"], body["Key"])
            args = [
                (None, _constructor(m, keys)),
                ("actions", _list(e.actions(parse_params(body, "UpdateExpression")))),
            ]
            args += e.cond_arg(body)
            if rvoccf != "NONE":
                args.append(("return_values", py_str(rvoccf)))
            lines.append(_kw("", args, "transaction.update"))
        elif action == "Delete":
            m, keys = e.key_model(body["TableName"], body["Key"])
            e.response_only(body, ("ReturnValuesOnConditionCheckFailure",))
            lines.append(_kw("", [(None, _constructor(m, keys)), *e.cond_arg(body)], "transaction.delete"))
        else:
            m, keys = e.key_model(body["TableName"], body["Key"])
            e.response_only(body, ("ReturnValuesOnConditionCheckFailure",))
            lines.append(
                _kw("", [(None, m.cls), *[(None, k) for k in keys], *e.cond_arg(body)], "transaction.condition_check")
            )
    e.where = ""
    e.notes.append(
        "PynamoDB sends a transaction's actions grouped: condition checks, deletes, puts, updates (the "
        "CancellationReasons follow that order); the transaction does the same either way."
    )
    head = _kw("", opts, "with TransactWrite") + " as transaction:\n"
    return head + "".join(_indent(line) for line in lines)


def _indent(text: str) -> str:
    return "".join("    " + line + "\n" if line else "\n" for line in text.splitlines())


def comment_block(text: str) -> str:
    from .partiql import comment_block as wrap

    return "".join(line + "\n" for line in wrap(text))


def pynamodb(operation: str, params: dict) -> str:
    e = _Emitter()
    for part in value_subjects(operation, params):
        e.no(f"{part}: PynamoDB's conditions start from an attribute")
    try:
        body = "" if e.cannot else _body(e, operation, params)
    except CannotSay as exc:  # pragma: no cover - collected through e.no
        e.no(str(exc))
        body = ""
    if e.cannot:
        from .partiql import cannot_say

        return cannot_say("PynamoDB", operation, e.cannot)
    classes = "\n\n".join(_class_source(e, m) for m in e.models.values())
    by_module: dict[str, list[str]] = {}
    for module, name in sorted(e.imports):
        by_module.setdefault(module, []).append(name)
    imports = "".join(f"from {mod} import {', '.join(sorted(names))}\n" for mod, names in sorted(by_module.items()))
    notes = "".join(comment_block(printable(n)) for n in e.notes)
    return f"{imports}\n{ENV_COMMENT}\n\n{classes}\n\n{notes}{body}"
