"""ElectroDB 3 (npm ``electrodb``, pinned 3.9.3): an ``Entity`` for each table
whose primary index uses the key attributes themselves (no templates and
``casing: "none"``, so the key values go as they are), the operation, and the condition written with ElectroDB's
``where`` operations (``op.name`` for each path, ``op.value`` for each value,
so any condition DynamoDB takes can be said). Transactions go through a
``Service``. Reads pass ``ignoreOwnership: true``: the items need not carry
ElectroDB's identifiers.

ElectroDB writes its identifier attributes ``__edb_e__`` and ``__edb_v__``
on every put and update (found out on DynamoDB Local; no option turns that
off), so a PutItem or UpdateItem, and a transaction with either, is named
in the tab as what ElectroDB cannot say. So are binary keys (ElectroDB has
no binary attributes), ExclusiveStartKey (ElectroDB pages with a cursor of
its own), Select COUNT, nested projections, numbers a JavaScript number
cannot hold, and attribute names ElectroDB's placeholders would confuse.
Options that change only the answer (ReturnConsumedCapacity, ...) are named
in a comment and left out.
"""

from __future__ import annotations

import re

from . import doc as d
from . import javascript as jsmod
from .common import js_str
from .partiql import comment_block as wrap
from .partiql import kind, parse_params, printable, value_subjects
from .toolbox import cannot_say, js_object, number_values

WIDTH = 80
UNIT = "  "
KEY_TYPES = {"S": "string", "N": "number"}
_IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")


def _member(name: str) -> str:
    return f".{name}" if _IDENT.match(name) and name != "__proto__" else f"[{js_str(name)}]"


class _Entity:
    def __init__(self, table: str, var: str):
        self.table = table
        self.var = var
        self.keys: list[tuple[str, str]] = []
        self.tree: dict = {}  # attribute -> {"t": "any" | "map" (props) | "list" (items)}
        self.index: tuple[str, list[tuple[str, str]]] | None = None


class _Emitter:
    def __init__(self):
        self.cannot: list[str] = []
        self.notes: list[str] = []
        self.entities: dict[str, _Entity] = {}
        self.w = jsmod.Writer(native=True)
        self.where = ""

    def no(self, text: str) -> None:
        self.cannot.append(self.where + text)

    def note(self, text: str) -> None:
        self.notes.append(self.where + text)

    def entity(self, table: str) -> _Entity:
        if table not in self.entities:
            self.entities[table] = _Entity(table, "")
        return self.entities[table]

    def keys(self, ent: _Entity, key: dict) -> None:
        pairs = [(k, next(iter(v))) for k, v in key.items()]
        for name, t in pairs:
            if t not in KEY_TYPES:
                self.no(f"the binary key {name}: ElectroDB has no binary attributes")
        if not ent.keys:
            ent.keys = pairs
        elif sorted(ent.keys) != sorted(pairs):
            self.no(f"the table {ent.table} is given two different keys")

    def value(self, ddb: dict) -> d.Doc:
        for n in number_values(ddb):
            if not jsmod.exact_js_number(n):
                self.no(f"the number {n}: ElectroDB takes JavaScript numbers, which cannot hold it")
        return self.w.native_value(ddb)

    # -- paths -------------------------------------------------------------------
    def attr(self, ent: _Entity, path) -> str:
        """``attr.profile.city``; the entity's schema grows to hold the path
        (a map with that property, a list with items)."""
        segs = path.segments
        node = ent.tree.setdefault(segs[0], {"t": "any"})
        out = "attr" + _member(segs[0])
        for seg in segs[1:]:
            want = "list" if isinstance(seg, int) else "map"
            if node["t"] == "any":
                node.update({"t": "list", "items": {"t": "any"}} if want == "list" else {"t": "map", "props": {}})
            if node["t"] != want:
                self.no(f"the path {printable(path.text())}: one attribute read as a map and as a list")
                return out
            if want == "list":
                node = node["items"]
                out += f"[{seg}]"
            else:
                node = node["props"].setdefault(seg, {"t": "any"})
                out += _member(seg)
        return out

    # -- conditions --------------------------------------------------------------
    def condition(self, ent: _Entity, c) -> str:
        k = kind(c)
        if k == "Compare":
            ctx = self._ctx(ent, [c.left, c.right])
            return f"{self.operand(ent, c.left, ctx)} {c.op} {self.operand(ent, c.right, ctx)}"
        if k == "Between":
            ctx = self._ctx(ent, [c.operand, c.low, c.high])
            parts = [self.operand(ent, o, ctx) for o in (c.operand, c.low, c.high)]
            return f"{parts[0]} BETWEEN {parts[1]} AND {parts[2]}"
        if k == "In":
            ctx = self._ctx(ent, [c.operand, *c.options])
            options = ", ".join(self.operand(ent, o, ctx) for o in c.options)
            return f"{self.operand(ent, c.operand, ctx)} IN ({options})"
        if k in ("AttributeExists", "AttributeNotExists"):
            fn = "attribute_exists" if k == "AttributeExists" else "attribute_not_exists"
            return f"{fn}(${{op.name({self.attr(ent, c.path)})}})"
        if k == "AttributeType":
            a = self.attr(ent, c.path)
            return f"attribute_type(${{op.name({a})}}, ${{op.value({a}, {js_str(c.type_code)})}})"
        if k in ("BeginsWith", "Contains"):
            fn = "begins_with" if k == "BeginsWith" else "contains"
            a = self.attr(ent, c.path)
            return f"{fn}(${{op.name({a})}}, {self.operand(ent, c.operand, a)})"
        if k in ("And", "Or"):
            if len(c.conditions) == 1:
                return self.condition(ent, c.conditions[0])
            return f" {k.upper()} ".join(f"({self.condition(ent, x)})" for x in c.conditions)
        if k == "Not":
            return f"NOT ({self.condition(ent, c.condition)})"
        raise AssertionError(k)  # pragma: no cover

    def _ctx(self, ent: _Entity, operands: list) -> str | None:
        for o in operands:
            if kind(o) in ("PathOperand", "Size"):
                return self.attr(ent, o.path)
        self.no("a comparison of values alone: ElectroDB's op.value needs an attribute beside it")
        return None

    def operand(self, ent: _Entity, o, ctx: str | None) -> str:
        k = kind(o)
        if k == "PathOperand":
            return f"${{op.name({self.attr(ent, o.path)})}}"
        if k == "Size":
            return f"${{op.size({self.attr(ent, o.path)})}}"
        value = d.render(self.value(o.value.ddb), 10_000)
        return f"${{op.value({ctx or 'attr'}, {value})}}"


def _schema(node: dict) -> d.Doc:
    if node["t"] == "any":
        return js_object([("type", js_str("any"))])
    if node["t"] == "map":
        props = [(name, _schema(child)) for name, child in node["props"].items()]
        return js_object([("type", js_str("map")), ("properties", js_object(props, raw_keys=True))])
    return js_object([("type", js_str("list")), ("items", _schema(node["items"]))])


def _options(e: _Emitter, params: dict, extra: list) -> d.Doc:
    for name in ("ReturnConsumedCapacity", "ReturnItemCollectionMetrics", "ReturnValuesOnConditionCheckFailure"):
        if params.get(name, "NONE") != "NONE":
            e.note(
                f"{name} {params[name]} is not asked for: ElectroDB does not pass it on (it changes only the answer)."
            )
    return js_object(extra)


def _where(e: _Emitter, ent: _Entity, params: dict, which: str = "ConditionExpression") -> list[str]:
    cond = parse_params(params, which)
    if cond is None:
        return []
    text = e.condition(ent, cond)
    return [f".where((attr, op) => `{text}`)"]


def _key(e: _Emitter, ent: _Entity, key: dict) -> str:
    e.keys(ent, key)
    return d.render(js_object([(k, e.value(v)) for k, v in key.items()], raw_keys=True), WIDTH, UNIT, level=1)


def _go(e: _Emitter, head: str, calls: list[str], options: list) -> str:
    lines = [head] + [f"  {c}" for c in calls]
    go = "  .go(" + (d.render(js_object(options), WIDTH, UNIT, level=1) if options else "") + ");"
    return "\n".join(lines + [go]) + "\n"


def single(e: _Emitter, operation: str, params: dict, whole: bool) -> str:
    ent = e.entity(params["TableName"])
    v = ent.var
    if operation in ("PutItem", "UpdateItem"):
        e.no(
            f"{operation}: ElectroDB writes its identifier attributes __edb_e__ and __edb_v__ on every put and "
            "update, which this request does not write"
        )
        return ""
    if operation == "GetItem":
        key = _key(e, ent, params["Key"])
        opts = [("ignoreOwnership", "true")]
        if params.get("ConsistentRead"):
            opts.append(("consistent", "true"))
        proj = parse_params(params, "ProjectionExpression")
        if proj is not None:
            opts += _projection(e, ent, proj)
        _options(e, params, [])
        body = _go(e, f"const response = await {v}", [f".get({key})"], opts)
        return body + "console.dir(response.data, { depth: null });\n"
    if operation == "DeleteItem":
        opts = []
        if params.get("ReturnValues", "NONE") == "ALL_OLD":
            opts.append(("response", js_str("all_old")))
        calls = [f".delete({_key(e, ent, params['Key'])})", *_where(e, ent, params)]
        _options(e, params, [])
        return _go(e, f"const response = await {v}", calls, opts) + "console.dir(response, { depth: null });\n"
    return read(e, ent, operation, params, whole)


def _projection(e: _Emitter, ent: _Entity, proj) -> list:
    """The ``attributes`` option. ElectroDB adds the index's key attributes to
    a projection itself (and one named again would make DynamoDB refuse the
    overlapping paths), so the keys are left out of the list."""
    keys = {n for n, _ in ent.keys} | ({n for n, _ in ent.index[1]} if ent.index else set())
    names = []
    named_key = False
    for p in proj.paths:
        if len(p.segments) != 1:
            e.no(f"the projection of {printable(p.text())}: ElectroDB's attributes are top-level attribute names")
            continue
        if p.segments[0] in keys:
            named_key = True
            continue
        ent.tree.setdefault(p.segments[0], {"t": "any"})
        names.append(js_str(p.segments[0]))
    if not names:
        e.note("The projection names key attributes only: ElectroDB then reads whole items.")
        return []
    if named_key:
        e.note(
            "ElectroDB reads the key attributes with any projection, but leaves them out of the items it returns "
            "unless they are listed, and listing them makes DynamoDB refuse the repeated path: the items come "
            "back without their keys."
        )
    return [("attributes", jsmod._array(names))]


def read(e: _Emitter, ent: _Entity, operation: str, params: dict, whole: bool) -> str:
    if params.get("Select") == "COUNT":
        e.no("Select COUNT: ElectroDB returns items, not a count alone")
    if "ExclusiveStartKey" in params:
        e.no("ExclusiveStartKey: ElectroDB pages with a cursor of its own, not with a key")
    opts: list = [("ignoreOwnership", "true")]
    if params.get("ConsistentRead"):
        opts.append(("consistent", "true"))
    if "Limit" in params:
        opts.append(("limit", str(int(params["Limit"]))))
    if params.get("ScanIndexForward") is False:
        opts.append(("order", js_str("desc")))
    _options(e, params, [])
    index = params.get("IndexName")
    if operation == "Scan":
        if "TotalSegments" in params and params["TotalSegments"] != 1:
            e.no("Segment and TotalSegments: ElectroDB's scan has no parallel segments")
        if index:
            e.no("IndexName on a Scan: ElectroDB scans the table")
        if not ent.keys:
            ent.keys = [("PK", "S")]
            e.notes.append(
                "A Scan names no key: the entity takes PK (a string) as its partition key, which the Scan does "
                "not use; put your table's key there."
            )
        calls = [".scan", *_where(e, ent, params, "FilterExpression")]
    else:
        kc = parse_params(params, "KeyConditionExpression")
        pairs = {kc.partition_name: kc.partition_value.value.ddb}
        access = "primary"
        if index:
            access = "byIndex"
            idx_keys = [(kc.partition_name, kc.partition_value.value.type)]
            if kc.sort is not None:
                idx_keys.append((kc.sort.name, kc.sort.value.value.type))
            for name, t in idx_keys:
                if t not in KEY_TYPES:
                    e.no(f"the binary key {name}: ElectroDB has no binary attributes")
            ent.index = (index, idx_keys)
            if not ent.keys:
                ent.keys = [("PK", "S"), ("SK", "S")]
                e.notes.append(
                    "A Query on an index names no table key: the entity takes PK and SK (strings) for it; "
                    "put your table's key there."
                )
        else:
            want = [(kc.partition_name, kc.partition_value.value.type)]
            if kc.sort is not None:
                want.append((kc.sort.name, kc.sort.value.value.type))
            if not ent.keys:
                for name, t in want:
                    if t not in KEY_TYPES:
                        e.no(f"the binary key {name}: ElectroDB has no binary attributes")
                ent.keys = want
        calls = [f".query.{access}({_render_obj(e, pairs)})"]
        if kc.sort is not None:
            s = kc.sort
            method = {"=": "eq", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte", "begins_with": "begins"}.get(s.op)
            if s.op == "between":
                low = _render_obj(e, {s.name: s.value.value.ddb})
                high = _render_obj(e, {s.name: s.high.value.ddb})
                calls.append(f".between({low}, {high})")
            else:
                calls.append(f".{method}({_render_obj(e, {s.name: s.value.value.ddb})})")
        calls += _where(e, ent, params, "FilterExpression")
    proj = parse_params(params, "ProjectionExpression")
    if proj is not None:
        opts += _projection(e, ent, proj)
    if whole:
        opts.append(("pages", js_str("all")))
    body = _go(e, f"const response = await {ent.var}", calls, opts)
    return body + "console.log(`${response.data.length} items`);\nconsole.dir(response.data, { depth: null });\n"


def _render_obj(e: _Emitter, values: dict) -> str:
    return d.render(js_object([(k, e.value(v)) for k, v in values.items()], raw_keys=True), 10_000)


def transaction(e: _Emitter, operation: str, params: dict) -> str:
    lines = []
    for i, entry in enumerate(params["TransactItems"]):
        ((action, body),) = entry.items()
        e.where = f"TransactItems[{i}] {action}: "
        ent = e.entity(body["TableName"])
        if action in ("Put", "Update"):
            e.no(
                "ElectroDB writes its identifier attributes __edb_e__ and __edb_v__ on every put and update, "
                "which this request does not write"
            )
            continue
        if action == "Get":
            if "ProjectionExpression" in body:
                e.no("ProjectionExpression: ElectroDB's transaction get reads whole items")
            calls = [f"{ent.var}.get({_key(e, ent, body['Key'])})"]
        elif action == "Delete":
            calls = [f"{ent.var}.delete({_key(e, ent, body['Key'])})", *_where(e, ent, body)]
        else:
            calls = [f"{ent.var}.check({_key(e, ent, body['Key'])})", *_where(e, ent, body)]
        _options(e, body, [])
        lines.append("\n".join([calls[0], *[f"  {c}" for c in calls[1:]], "  .commit()"]))
    e.where = ""
    opts = []
    if "ClientRequestToken" in params:
        opts.append(("token", js_str(params["ClientRequestToken"])))
    _options(e, params, [])
    names = ", ".join(ent.var for ent in e.entities.values())
    kind_ = "get" if operation == "TransactGetItems" else "write"
    items = "".join("    " + line.replace("\n", "\n    ") + ",\n" for line in lines)
    go = "  .go(" + (d.render(js_object(opts), WIDTH, UNIT, level=1) if opts else "") + ");"
    program = (
        f"const response = await service.transaction\n"
        f"  .{kind_}(({{ {names} }}) => [\n{items}  ])\n{go}\n"
        "console.dir(response, { depth: null });\n"
    )
    if kind_ == "write":
        program += (
            "// ElectroDB answers a cancelled transaction (TransactionCanceledException) with\n"
            "// canceled: true and one entry per action, in order.\n"
            "if (response.canceled) {\n"
            '  console.log("TransactionCanceledException");\n'
            "  response.data.forEach((result, i) => {\n"
            '    if (result.rejected) console.log(`action ${i + 1} failed: ${result.code}: ${result.message ?? ""}`);\n'
            "  });\n"
            "  process.exitCode = 1;\n"
            "}\n"
        )
    return program


def _entity_source(ent: _Entity) -> str:
    attrs = [(name, js_object([("type", js_str(KEY_TYPES.get(t, "string")))])) for name, t in ent.keys]
    key_names = {n for n, _ in ent.keys}
    if ent.index:
        for name, t in ent.index[1]:
            if name not in key_names:
                attrs.append((name, js_object([("type", js_str(KEY_TYPES.get(t, "string")))])))
                key_names.add(name)
    for name, node in ent.tree.items():
        if name not in key_names:
            attrs.append((name, _schema(node)))
    indexes = [("primary", _index(ent.keys))]
    if ent.index:
        indexes.append(("byIndex", _index(ent.index[1], ent.index[0])))
    model = js_object(
        [
            (
                "model",
                js_object([("entity", js_str(ent.table)), ("version", js_str("1")), ("service", js_str("builder"))]),
            ),
            ("attributes", js_object(attrs, raw_keys=True)),
            ("indexes", js_object(indexes)),
        ]
    )
    config = js_object([("table", js_str(ent.table)), ("client", "client")])
    return d.render([f"const {ent.var} = new Entity(", model, ", ", config, ");"], WIDTH, UNIT) + "\n"


def _index(keys: list[tuple[str, str]], name: str | None = None) -> d.Doc:
    fields = [("index", js_str(name))] if name else []
    for part, (name_, _t) in zip(("pk", "sk"), keys):
        fields.append(
            (
                part,
                js_object(
                    [("field", js_str(name_)), ("composite", jsmod._array([js_str(name_)])), ("casing", js_str("none"))]
                ),
            )
        )
    return js_object(fields)


def electrodb(operation: str, params: dict, whole_program: bool = False) -> str:
    e = _Emitter()
    for part in value_subjects(operation, params):
        e.no(f"{part}: ElectroDB's conditions start from an attribute")
    if e.cannot:
        return cannot_say("ElectroDB", operation, e.cannot)
    if "TransactItems" in params:
        names = [next(iter(x.values()))["TableName"] for x in params["TransactItems"]]
    else:
        names = [params["TableName"]]
    for i, name in enumerate(dict.fromkeys(names)):
        e.entity(name).var = "entity" if len(set(names)) == 1 else f"entity{i + 1}"
    if operation in ("TransactWriteItems", "TransactGetItems"):
        body = transaction(e, operation, params)
    else:
        body = single(e, operation, params, whole_program)
    _check_placeholders(e)
    if e.cannot:
        return cannot_say("ElectroDB", operation, e.cannot)
    imports = jsmod._import(["DynamoDBClient"], "@aws-sdk/client-dynamodb") + "\n"
    imports += jsmod._import(["DynamoDBDocumentClient"], "@aws-sdk/lib-dynamodb") + "\n"
    service = "TransactItems" in params
    imports += jsmod._import(["Entity", "Service"] if service else ["Entity"], "electrodb") + "\n"
    client = "const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n"
    sources = "\n".join(_entity_source(ent) for ent in e.entities.values())
    if service:
        members = ", ".join(ent.var for ent in e.entities.values())
        sources += f"const service = new Service({{ {members} }}, {{ client }});\n"
    notes = "".join(line + "\n" for n in e.notes for line in wrap(n, first="// ", cont="// "))
    return f"{imports}\n{jsmod.ENV_COMMENT}{client}\n{sources}\n{notes}{body}"


def _check_placeholders(e: _Emitter) -> None:
    """ElectroDB makes a name's placeholder from its letters and digits: two
    names with the same ones would share one."""
    for ent in e.entities.values():
        seen: dict[str, str] = {}
        names = [n for n, _ in ent.keys] + list(ent.tree)
        stack = list(ent.tree.values())
        while stack:
            node = stack.pop()
            if node["t"] == "map":
                names += list(node["props"])
                stack += list(node["props"].values())
            elif node["t"] == "list":
                stack.append(node["items"])
        for name in names:
            stem = re.sub(r"[^A-Za-z0-9]", "", name)
            if not stem:
                e.no(f"the attribute name {printable(repr(name))}: ElectroDB's placeholder for it would be empty")
            elif seen.get(stem, name) != name:
                e.no(
                    f"the attribute names {printable(repr(seen[stem]))} and {printable(repr(name))}: "
                    "ElectroDB would give them one placeholder"
                )
            seen.setdefault(stem, name)


def electrodb_whole(operation: str, params: dict) -> str:
    return electrodb(operation, params, whole_program=True)
