"""dynamodb-toolbox v2 (npm ``dynamodb-toolbox``, pinned 2.10.6): a ``Table``
and an ``Entity`` for each table, and the command with its update object,
condition and options; Query and Scan are the table's commands.

The entity declares the key attributes (typed from the request) and every
other attribute the request names as ``any().optional()``, with its entity
attribute (``_et``) and timestamps switched off, so it writes exactly the
item the request writes. Values are JavaScript values for the
DocumentClient underneath.

What this version of the library cannot say makes the tab a comment block
naming each part, and a program that stops before sending (found out by
running the library against DynamoDB Local: tests/integration/
test_emit_libraries.py):

- ``list_append``: ``$append``/``$prepend`` write ``list_append(if_not_exists(
  list, []), ...)``, which creates a missing list where DynamoDB refuses;
- an update path through a list index (an ``any()`` attribute reads ``0`` as
  a map key);
- a projection on a Query or Scan (the table's commands apply ``attributes``
  only with entities);
- attribute names outside ``[A-Za-z0-9_#@.[\\]-]`` in a condition or path
  (its condition parser misreads spaces and quotes), ``__proto__``;
- comparisons with a value on both sides or ``size()`` on the right;
- a number a JavaScript number cannot hold (it copies a ``NumberValue`` into
  a plain object, which would be written as a map).
"""

from __future__ import annotations

import re

from . import doc as d
from . import javascript as jsmod
from .common import js_key, js_str
from .partiql import comment_block as wrap
from .partiql import kind, parse_params, printable, value_subjects

WIDTH = 80
UNIT = "  "
_PLAIN = re.compile(r"[\w#@-]+\Z", re.ASCII)
_ESCAPABLE = re.compile(r"[\w#@.\[\]-]+\Z", re.ASCII)
KEY_SCHEMA = {"S": "string", "N": "number", "B": "binary"}
FLIP = {"=": "eq", "<>": "ne", "<": "gt", "<=": "gte", ">": "lt", ">=": "lte"}
OPS = {"=": "eq", "<>": "ne", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte"}

ENV_COMMENT = jsmod.ENV_COMMENT


class _Table:
    def __init__(self, name: str, var: str):
        self.name = name
        self.var = var  # the Table's variable; the Entity's is evar
        self.evar = var.replace("table", "entity")
        self.keys: list[tuple[str, str]] = []  # (name, S/N/B), partition first
        self.attributes: list[str] = []
        self.index: tuple[str, str, list[tuple[str, str]]] | None = None  # name, type, keys


class _Emitter:
    def __init__(self, lib: str = "dynamodb-toolbox"):
        self.lib = lib
        self.cannot: list[str] = []
        self.notes: list[str] = []
        self.tables: dict[str, _Table] = {}
        self.imports: dict[str, set[str]] = {}
        self.w = jsmod.Writer(native=True)
        self.where = ""

    def no(self, text: str) -> None:
        self.cannot.append(self.where + text)

    def use(self, module: str, name: str) -> str:
        self.imports.setdefault(module, set()).add(name)
        return name

    def table(self, name: str) -> _Table:
        if name not in self.tables:
            self.tables[name] = _Table(name, "")
        return self.tables[name]

    def keys(self, t: _Table, pairs: list[tuple[str, str]]) -> None:
        if not t.keys:
            t.keys = pairs
        elif sorted(t.keys) != sorted(pairs):
            self.no(f"the table {t.name} is given two different keys")

    def attribute(self, t: _Table, name: str) -> None:
        if name == "__proto__":
            self.no("an attribute named __proto__: the DocumentClient's marshaller drops it")
        if name not in t.attributes and name not in (k for k, _ in t.keys):
            t.attributes.append(name)

    # -- values and paths --------------------------------------------------------
    def value(self, ddb: dict) -> d.Doc:
        if _has_proto(ddb):
            self.no("a map key __proto__: the DocumentClient's marshaller drops it")
        for n in number_values(ddb):
            if not jsmod.exact_js_number(n):
                self.no(
                    f"the number {n}: a JavaScript number cannot hold it, and dynamodb-toolbox copies a "
                    "NumberValue into a plain object (it would write a map)"
                )
        return self.w.native_value(ddb)

    def path(self, path, t: _Table | None = None) -> str:
        out = ""
        for seg in path.segments:
            if isinstance(seg, int):
                out += f"[{seg}]"
                continue
            if _PLAIN.match(seg):
                out += ("." if out else "") + seg
            elif _ESCAPABLE.match(seg) and "']" not in seg:
                out += f"['{seg}']"
            else:
                self.no(
                    f"the attribute name {printable(repr(seg))}: dynamodb-toolbox's paths take letters, digits "
                    "and _ # @ - . [ ] only (its condition parser misreads the rest)"
                )
                out += f"['{seg}']"
        if t is not None and isinstance(path.segments[0], str):
            self.attribute(t, path.segments[0])
        return js_str(out)

    # -- conditions ------------------------------------------------------------
    def condition(self, c, t: _Table | None) -> d.Doc:
        k = kind(c)
        if k == "Compare":
            left, right, op = c.left, c.right, c.op
            if kind(left) == "ValueOperand" and kind(right) != "ValueOperand":
                left, right, op = right, left, {"<": ">", "<=": ">=", ">": "<", ">=": "<="}.get(op, op)
            if kind(left) == "ValueOperand":
                self.no(f"a comparison of two values ({op}): dynamodb-toolbox compares an attribute with something")
                return "{}"
            if kind(right) == "Size":
                self.no("size() on the right of a comparison: dynamodb-toolbox takes size() on the left only")
                return "{}"
            return self._subject(left, t, [(OPS[op], self.operand(right, t, left))])
        if k == "Between":
            if kind(c.operand) == "ValueOperand":
                self.no("BETWEEN on a value: dynamodb-toolbox compares an attribute")
                return "{}"
            bounds = jsmod._array([self.operand(c.low, t, c.operand), self.operand(c.high, t, c.operand)])
            return self._subject(c.operand, t, [("between", bounds)])
        if k == "In":
            if kind(c.operand) == "ValueOperand":
                self.no("IN on a value: dynamodb-toolbox compares an attribute")
                return "{}"
            options = jsmod._array([self.operand(o, t, c.operand) for o in c.options])
            return self._subject(c.operand, t, [("in", options)])
        if k in ("AttributeExists", "AttributeNotExists"):
            return js_object(
                [("attr", self.path(c.path, t)), ("exists", "true" if k == "AttributeExists" else "false")]
            )
        if k == "AttributeType":
            return js_object([("attr", self.path(c.path, t)), ("type", js_str(c.type_code))])
        if k in ("BeginsWith", "Contains"):
            fn = "beginsWith" if k == "BeginsWith" else "contains"
            operand = self.operand(c.operand, t, None)
            return js_object([("attr", self.path(c.path, t)), (fn, operand)])
        if k in ("And", "Or"):
            if len(c.conditions) == 1:
                return self.condition(c.conditions[0], t)
            return js_object([(k.lower(), jsmod._array([self.condition(x, t) for x in c.conditions]))])
        if k == "Not":
            return js_object([("not", self.condition(c.condition, t))])
        raise AssertionError(k)  # pragma: no cover

    def _subject(self, op, t, rest: list) -> d.Doc:
        if kind(op) == "Size":
            return js_object([("size", self.path(op.path, t)), *rest])
        return js_object([("attr", self.path(op.path, t)), *rest])

    def operand(self, op, t, subject) -> d.Doc:
        k = kind(op)
        if k == "PathOperand":
            return js_object([("attr", self.path(op.path, t))])
        if k == "Size":
            self.no("size() as a compared value: dynamodb-toolbox takes size() as the subject only")
            return "0"
        ddb = op.value.ddb
        if kind(subject) == "Size" and op.value.type != "N":
            self.no("size() compared with a value that is not a number")
        if op.value.type == "M" and "attr" in ddb["M"]:
            self.no("a map value with a key named attr: dynamodb-toolbox reads it as a reference to an attribute")
        return self.value(ddb)

    # -- updates ---------------------------------------------------------------
    def update_tree(self, upd, t: _Table) -> dict:
        """{top: {child: ... leaf doc}} for the update's actions."""
        tree: dict = {}
        if upd is None:
            self.no(
                "an UpdateItem without an UpdateExpression (it writes the key alone): this tab writes "
                "dynamodb-toolbox's update command for updates with actions only"
            )
            return tree
        for a in upd.actions:
            segs = a.path.segments
            if any(isinstance(s, int) for s in segs):
                self.no(
                    f"the update path {printable(a.path.text())}: a list index in an update path, which "
                    "dynamodb-toolbox writes as a map key under an any() attribute"
                )
                continue
            self.attribute(t, segs[0])
            k = kind(a)
            if k == "SetAction":
                leaf = self.set_value(a.value, t)
            elif k == "RemoveAction":
                leaf = self.use(self.lib + "/entity/actions/update", "$remove") + "()"
            elif k == "AddAction":
                leaf = [self.use(self.lib + "/entity/actions/update", "$add"), "(", self.value(a.value.value.ddb), ")"]
            else:
                leaf = [
                    self.use(self.lib + "/entity/actions/update", "$delete"),
                    "(",
                    self.value(a.value.value.ddb),
                    ")",
                ]
            node = tree
            for s in segs[:-1]:
                node = node.setdefault(s, {})
            node[segs[-1]] = ("leaf", leaf)
        return tree

    def set_value(self, v, t) -> d.Doc:
        k = kind(v)
        mod = self.lib + "/entity/actions/update"
        if k == "ValueOperand":
            return [self.use(mod, "$set"), "(", self.value(v.value.ddb), ")"]
        if k == "ListAppend":
            self.no(
                "list_append: dynamodb-toolbox's $append and $prepend write list_append(if_not_exists(list, []), "
                "...), which creates a missing list where DynamoDB refuses the update"
            )
            return "undefined"
        if k == "Arithmetic":
            fn = self.use(mod, "$sum" if v.op == "+" else "$subtract")
            return [fn, "(", self.num_operand(v.left, t), ", ", self.num_operand(v.right, t), ")"]
        return self.num_operand(v, t)

    def num_operand(self, v, t) -> d.Doc:
        k = kind(v)
        mod = self.lib + "/entity/actions/update"
        if k == "ValueOperand":
            return self.value(v.value.ddb)
        if k == "PathOperand":
            return [self.use(mod, "$get"), "(", self.path(v.path, t), ")"]
        if k == "IfNotExists":
            default = self.num_operand(v.default, t)
            return [self.use(mod, "$get"), "(", self.path(v.path, t), ", ", default, ")"]
        self.no(f"{k} inside an update value")  # pragma: no cover - DynamoDB allows no more
        return "undefined"

    def tree_doc(self, tree: dict) -> list:
        out = []
        for name, node in tree.items():
            if isinstance(node, tuple):
                out.append((name, node[1]))
            else:
                out.append((name, js_object(self.tree_doc(node), raw_keys=True)))
        return out


def number_values(ddb) -> list[str]:
    ((t, v),) = ddb.items()
    if t == "N":
        return [v]
    if t == "NS":
        return list(v)
    if t == "L":
        return [n for x in v for n in number_values(x)]
    if t == "M":
        return [n for x in v.values() for n in number_values(x)]
    return []


def _has_proto(ddb) -> bool:
    ((t, v),) = ddb.items()
    if t == "M":
        return "__proto__" in v or any(_has_proto(x) for x in v.values())
    if t == "L":
        return any(_has_proto(x) for x in v)
    return False


def js_object(entries: list, raw_keys: bool = False) -> d.Doc:
    """An object literal; entries are (key, doc); keys are JS keys."""
    if not entries:
        return "{}"
    items = [[js_key(k) if raw_keys or not re.match(r"[A-Za-z_$][\w$]*\Z", k) else k, ": ", v] for k, v in entries]
    return d.group(["{", d.nest([d.LINE, d.join([",", d.LINE], items), d.ifbreak(",")]), d.LINE, "}"])


def _render(doc: d.Doc, level: int = 0) -> str:
    return d.render(doc, WIDTH, UNIT, level=level)


# ---------------------------------------------------------------------------
# Operations
# ---------------------------------------------------------------------------
MOD = "dynamodb-toolbox"


class _Program:
    def __init__(self, e: _Emitter):
        self.e = e
        self.lines: list[str] = []

    def chain(self, head: str, calls: list[tuple[str, d.Doc | None]]) -> str:
        """``head\\n  .call(arg)\\n  .send()``."""
        parts = [head]
        for name, arg in calls:
            if arg is None:
                parts.append(f"  .{name}()")
            else:
                parts.append(f"  .{name}(" + _render(arg, 1) + ")")
        return "\n".join(parts)


def _options(params: dict, names: dict) -> list:
    out = []
    for api, (opt, conv) in names.items():
        if api in params:
            out.append((opt, conv(params[api])))
    return out


def _s(v):
    return js_str(v)


def _b(v):
    return "true" if v else "false"


def _i(v):
    return str(int(v))


COMMON = {
    "ReturnConsumedCapacity": ("capacity", _s),
    "ReturnItemCollectionMetrics": ("metrics", _s),
    "ReturnValues": ("returnValues", _s),
    "ReturnValuesOnConditionCheckFailure": ("returnValuesOnConditionFalse", _s),
}


def _key_obj(e: _Emitter, t: _Table, key: dict) -> d.Doc:
    return js_object([(k, e.value(v)) for k, v in key.items()], raw_keys=True)


def _keyed(e: _Emitter, body: dict) -> _Table:
    t = e.table(body["TableName"])
    e.keys(t, [(k, next(iter(v))) for k, v in body["Key"].items()])
    return t


def _put_table(e: _Emitter, body: dict) -> _Table:
    t = e.table(body["TableName"])
    if not t.keys:
        key = [(n, next(iter(v))) for n, v in list(body["Item"].items())[:2] if next(iter(v)) in KEY_SCHEMA]
        if not key:
            e.no("the item starts with no string, number or binary attribute to stand for the key")
            key = [("PK", "S")]
        t.keys = key
        e.notes.append(
            f"{e.where}The table takes {' and '.join(n for n, _ in key)} as its key (the item's first attributes); "
            "the whole item is written either way."
        )
    for name in body["Item"]:
        e.attribute(t, name)
    return t


def _cond_opt(e: _Emitter, body: dict, t: _Table) -> list:
    cond = parse_params(body, "ConditionExpression")
    return [("condition", e.condition(cond, t))] if cond is not None else []


def single(e: _Emitter, operation: str, params: dict, whole: bool) -> str:
    entity = e.table(params["TableName"]).evar
    if operation == "GetItem":
        t = _keyed(e, params)
        opts = _options(params, {"ConsistentRead": ("consistent", _b), **COMMON})
        proj = parse_params(params, "ProjectionExpression")
        if proj is not None:
            opts.append(("attributes", jsmod._array([e.path(p, t) for p in proj.paths])))
        cmd = e.use(MOD + "/entity/actions/get", "GetItemCommand")
        calls = (
            [("key", _key_obj(e, t, params["Key"]))]
            + ([("options", js_object(opts))] if opts else [])
            + [("send", None)]
        )
        return _Program(e).chain(f"const response = await {entity}\n  .build({cmd})", calls) + ";\n" + PRINT
    if operation == "PutItem":
        t = _put_table(e, params)
        opts = _cond_opt(e, params, t) + _options(params, COMMON)
        item = js_object([(k, e.value(v)) for k, v in params["Item"].items()], raw_keys=True)
        cmd = e.use(MOD + "/entity/actions/put", "PutItemCommand")
        calls = [("item", item)] + ([("options", js_object(opts))] if opts else []) + [("send", None)]
        return _Program(e).chain(f"const response = await {entity}\n  .build({cmd})", calls) + ";\n" + PRINT
    if operation == "UpdateItem":
        t = _keyed(e, params)
        tree = e.update_tree(parse_params(params, "UpdateExpression"), t)
        item = js_object([(k, e.value(v)) for k, v in params["Key"].items()] + e.tree_doc(tree), raw_keys=True)
        opts = _cond_opt(e, params, t) + _options(params, COMMON)
        cmd = e.use(MOD + "/entity/actions/update", "UpdateItemCommand")
        calls = [("item", item)] + ([("options", js_object(opts))] if opts else []) + [("send", None)]
        return _Program(e).chain(f"const response = await {entity}\n  .build({cmd})", calls) + ";\n" + PRINT
    if operation == "DeleteItem":
        t = _keyed(e, params)
        opts = _cond_opt(e, params, t) + _options(params, COMMON)
        cmd = e.use(MOD + "/entity/actions/delete", "DeleteItemCommand")
        calls = (
            [("key", _key_obj(e, t, params["Key"]))]
            + ([("options", js_object(opts))] if opts else [])
            + [("send", None)]
        )
        return _Program(e).chain(f"const response = await {entity}\n  .build({cmd})", calls) + ";\n" + PRINT
    return read(e, operation, params, whole)


PRINT = "console.dir(response, { depth: null });\n"


def read(e: _Emitter, operation: str, params: dict, whole: bool) -> str:
    t = e.table(params["TableName"])
    if "ProjectionExpression" in params:
        e.no(
            "ProjectionExpression: dynamodb-toolbox's table Query and Scan apply attributes only with entities, "
            "whose formatting drops the attributes outside their schema"
        )
    opts = _options(
        params,
        {
            "ConsistentRead": ("consistent", _b),
            "Limit": ("limit", _i),
            "Select": ("select", _s),
            "ReturnConsumedCapacity": ("capacity", _s),
        },
    )
    if params.get("ScanIndexForward") is False:
        opts.append(("reverse", "true"))
    if "ExclusiveStartKey" in params:
        opts.append(
            ("exclusiveStartKey", js_object([(k, e.value(v)) for k, v in params["ExclusiveStartKey"].items()], True))
        )
    flt = parse_params(params, "FilterExpression")
    if flt is not None:
        opts.append(("filter", e.condition(flt, None)))
    index = params.get("IndexName")
    if operation == "Scan":
        if "TotalSegments" in params:
            opts += [("segment", _i(params["Segment"])), ("totalSegments", _i(params["TotalSegments"]))]
        if index:
            opts.append(("index", js_str(index)))
        if not t.keys:
            t.keys = [("PK", "S")]
            e.notes.append(
                "A Scan names no key: the Table declares PK (a string) as its partition key, which the Scan "
                "does not use; put your table's key there."
            )
        if index:
            t.index = (index, "global", t.keys)
        if whole:
            opts.append(("maxPages", "Infinity"))
        cmd = e.use(MOD + "/table/actions/scan", "ScanCommand")
        if whole and params.get("TotalSegments", 1) > 1:
            opts = [(k, "segment" if k == "segment" else v) for k, v in opts if k != "exclusiveStartKey"]
            calls = [("options", js_object(opts)), ("send", None)]
            scan = _Program(e).chain(f"const response = await {t.var}\n  .build({cmd})", calls) + ";"
            return (
                "// Every segment of the parallel scan, one after another (Promise.all could read\n"
                "// them at the same time), each from its start, and every page of each.\n"
                "const items = [];\nlet count = 0;\n"
                f"for (let segment = 0; segment < {int(params['TotalSegments'])}; segment++) {{\n"
                + "".join(f"  {line}\n" for line in scan.split("\n"))
                + "  items.push(...(response.Items ?? []));\n  count += response.Count ?? 0;\n}\n"
                "console.log(`${count} items`);\nconsole.dir(items, { depth: null });\n"
            )
        calls = ([("options", js_object(opts))] if opts else []) + [("send", None)]
        return _Program(e).chain(f"const response = await {t.var}\n  .build({cmd})", calls) + ";\n" + READ_PRINT
    kc = parse_params(params, "KeyConditionExpression")
    pairs = [(kc.partition_name, kc.partition_value.value.type)]
    if kc.sort is not None:
        pairs.append((kc.sort.name, kc.sort.value.value.type))
    query = [("partition", e.value(kc.partition_value.value.ddb))]
    if kc.sort is not None:
        s = kc.sort
        op = {"=": "eq", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte", "begins_with": "beginsWith"}.get(s.op)
        if s.op == "between":
            rng = js_object([("between", jsmod._array([e.value(s.value.value.ddb), e.value(s.high.value.ddb)]))])
        else:
            rng = js_object([(op, e.value(s.value.value.ddb))])
        query.append(("range", rng))
    if index:
        query.append(("index", js_str(index)))
        local = bool(params.get("ConsistentRead"))
        t.index = (index, "local" if local else "global", pairs)
        if not t.keys:
            t.keys = pairs[:1] + ([("SK", "S")] if local else [])
            if local:
                e.notes.append("The LocalIndex needs the table's sort key: SK (a string) stands for it here.")
    else:
        e.keys(t, pairs)
    if whole:
        opts.append(("maxPages", "Infinity"))
    cmd = e.use(MOD + "/table/actions/query", "QueryCommand")
    calls = [("query", js_object(query))] + ([("options", js_object(opts))] if opts else []) + [("send", None)]
    return _Program(e).chain(f"const response = await {t.var}\n  .build({cmd})", calls) + ";\n" + READ_PRINT


READ_PRINT = "console.log(`${response.Count} items`);\nconsole.dir(response.Items ?? [], { depth: null });\n"


def transaction(e: _Emitter, operation: str, params: dict, whole: bool) -> str:
    docs = []
    for i, entry in enumerate(params["TransactItems"]):
        ((action, body),) = entry.items()
        e.where = f"TransactItems[{i}] {action}: "
        if action == "Get":
            t = _keyed(e, body)
            opts = []
            proj = parse_params(body, "ProjectionExpression")
            if proj is not None:
                opts.append(("attributes", jsmod._array([e.path(p, t) for p in proj.paths])))
            cls = e.use(MOD + "/entity/actions/transactGet", "GetTransaction")
            calls = [("key", _key_obj(e, t, body["Key"]))] + ([("options", js_object(opts))] if opts else [])
        elif action == "Put":
            t = _put_table(e, body)
            opts = _cond_opt(e, body, t) + _options(body, COMMON)
            item = js_object([(k, e.value(v)) for k, v in body["Item"].items()], raw_keys=True)
            cls = e.use(MOD + "/entity/actions/transactPut", "PutTransaction")
            calls = [("item", item)] + ([("options", js_object(opts))] if opts else [])
        elif action == "Update":
            t = _keyed(e, body)
            tree = e.update_tree(parse_params(body, "UpdateExpression"), t)
            item = js_object([(k, e.value(v)) for k, v in body["Key"].items()] + e.tree_doc(tree), raw_keys=True)
            opts = _cond_opt(e, body, t) + _options(body, COMMON)
            cls = e.use(MOD + "/entity/actions/transactUpdate", "UpdateTransaction")
            calls = [("item", item)] + ([("options", js_object(opts))] if opts else [])
        elif action == "Delete":
            t = _keyed(e, body)
            opts = _cond_opt(e, body, t) + _options(body, COMMON)
            cls = e.use(MOD + "/entity/actions/transactDelete", "DeleteTransaction")
            calls = [("key", _key_obj(e, t, body["Key"]))] + ([("options", js_object(opts))] if opts else [])
        else:
            t = _keyed(e, body)
            cond = parse_params(body, "ConditionExpression")
            opts = _options(body, COMMON)
            cls = e.use(MOD + "/entity/actions/transactCheck", "ConditionCheck")
            calls = [("key", _key_obj(e, t, body["Key"])), ("condition", e.condition(cond, t))]
            calls += [("options", js_object(opts))] if opts else []
        docs.append((t, cls, calls))
    e.where = ""
    module = "transactGet" if operation == "TransactGetItems" else "transactWrite"
    execute = e.use(f"{MOD}/entity/actions/{module}", "execute")
    opts = _options(
        params,
        {
            "ClientRequestToken": ("clientRequestToken", _s),
            "ReturnConsumedCapacity": ("capacity", _s),
            "ReturnItemCollectionMetrics": ("metrics", _s),
        },
    )
    actions = []
    for t, cls, calls in docs:
        actions.append("\n".join([f"{t.evar}.build({cls})"] + [f"  .{n}(" + _render(a, 2) + ")" for n, a in calls]))
    args = ([_render(js_object(opts), 1)] if opts else []) + [_indent(a) for a in actions]
    call = f"const response = await {execute}(\n" + "".join(f"  {a},\n" for a in args) + ");\n"
    if operation == "TransactGetItems":
        return call + "console.dir(response.Responses, { depth: null });\n"
    if not whole:
        return call + PRINT
    labels = jsmod._array([js_str(x) for x in _labels(params)])
    return (
        _render(["const actions = ", labels, ";"])
        + "\ntry {\n"
        + _indent(call.rstrip("\n"))
        + "\n  console.dir(response, { depth: null });\n"
        "} catch (err) {\n"
        '  if (err.name !== "TransactionCanceledException") throw err;\n'
        '  // One reason per action, in order: Code "None" where that action was fine.\n'
        "  (err.CancellationReasons ?? []).forEach((reason, i) => {\n"
        '    if (reason.Code !== "None") {\n'
        '      console.log(`action ${i + 1} (${actions[i]}) failed: ${reason.Code}: ${reason.Message ?? ""}`);\n'
        "    }\n"
        "  });\n"
        "  process.exitCode = 1;\n"
        "}\n"
    )


def _labels(params: dict) -> list[str]:
    from .programs import action_labels

    return action_labels(params)


def _indent(text: str) -> str:
    return "\n".join(("  " + line) if line and i else line for i, line in enumerate(text.split("\n")))


# ---------------------------------------------------------------------------
# The program
# ---------------------------------------------------------------------------
def _table_source(e: _Emitter, t: _Table) -> str:
    table_cls = e.use(MOD + "/table", "Table")
    entity_cls = e.use(MOD + "/entity", "Entity")
    item_fn = e.use(MOD + "/schema/item", "item")
    fields = [("name", js_str(t.name))]
    if t.keys:
        fields.append(
            ("partitionKey", js_object([("name", js_str(t.keys[0][0])), ("type", js_str(KEY_SCHEMA[t.keys[0][1]]))]))
        )
    if len(t.keys) > 1:
        fields.append(
            ("sortKey", js_object([("name", js_str(t.keys[1][0])), ("type", js_str(KEY_SCHEMA[t.keys[1][1]]))]))
        )
    if t.index:
        name, type_, keys = t.index
        idx = [("type", js_str(type_))]
        if type_ == "global":
            idx.append(
                ("partitionKey", js_object([("name", js_str(keys[0][0])), ("type", js_str(KEY_SCHEMA[keys[0][1]]))]))
            )
        if len(keys) > 1:
            idx.append(("sortKey", js_object([("name", js_str(keys[1][0])), ("type", js_str(KEY_SCHEMA[keys[1][1]]))])))
        fields.append(("indexes", js_object([(name, js_object(idx))], raw_keys=True)))
    fields.append(("documentClient", "documentClient"))
    tvar, evar = t.var, t.evar
    out = _render([f"const {tvar} = new {table_cls}(", js_object(fields), ");"]) + "\n"
    schema = []
    for name, typ in t.keys:
        schema.append((name, f"{e.use(MOD + '/schema/' + KEY_SCHEMA[typ], KEY_SCHEMA[typ])}().key()"))
    for name in t.attributes:
        schema.append((name, f"{e.use(MOD + '/schema/any', 'any')}().optional()"))
    ent = js_object(
        [
            ("name", js_str(t.name)),
            ("table", tvar),
            ("schema", [item_fn, "(", js_object(schema, raw_keys=True), ")"]),
            ("entityAttribute", "false"),
            ("timestamps", "false"),
        ]
    )
    out += _render([f"const {evar} = new {entity_cls}(", ent, ");"]) + "\n"
    return out


def toolbox(operation: str, params: dict, whole_program: bool = False) -> str:
    e = _Emitter()
    for part in value_subjects(operation, params):
        e.no(f"{part}: dynamodb-toolbox's conditions start from an attribute")
    if e.cannot:
        return cannot_say("dynamodb-toolbox", operation, e.cannot)
    tables_first = list(dict.fromkeys(_table_names(operation, params)))
    for i, name in enumerate(tables_first):
        t = e.table(name)
        t.var = "table" if len(tables_first) == 1 else f"table{i + 1}"
        t.evar = t.var.replace("table", "entity")
    if operation in ("TransactWriteItems", "TransactGetItems"):
        body = transaction(e, operation, params, whole_program)
    else:
        body = single(e, operation, params, whole_program)
    if e.cannot:
        return cannot_say("dynamodb-toolbox", operation, e.cannot)
    sources = "\n".join(_table_source(e, t) for t in e.tables.values())
    imports = jsmod._import(["DynamoDBClient"], "@aws-sdk/client-dynamodb") + "\n"
    lib = ["DynamoDBDocumentClient"] + (["NumberValue"] if e.w.uses_number_value else [])
    imports += jsmod._import(sorted(lib), "@aws-sdk/lib-dynamodb") + "\n"
    for module in sorted(e.imports):
        imports += jsmod._import(sorted(e.imports[module]), module) + "\n"
    client = "const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n"
    notes = "".join(line + "\n" for n in e.notes for line in wrap(n, first="// ", cont="// "))
    return f"{imports}\n{ENV_COMMENT}{client}\n{sources}\n{notes}{body}"


def _table_names(operation: str, params: dict) -> list[str]:
    if "TransactItems" in params:
        return [next(iter(entry.values()))["TableName"] for entry in params["TransactItems"]]
    return [params["TableName"]]


def cannot_say(lib: str, operation: str, cannot: list[str]) -> str:
    lines = [f"// {lib} cannot say what this {operation} says, so this tab has no code for it:"]
    for reason in cannot:
        lines += wrap(f"{reason}.", first="// - ", cont="//   ")
    lines.append("// The other tabs send the request as it is.")
    message = f"{lib} cannot express this {operation}: see the comment above"
    return "\n".join(lines) + f"\n\nconsole.error({js_str(message)});\nprocess.exit(2);\n"


def toolbox_whole(operation: str, params: dict) -> str:
    return toolbox(operation, params, whole_program=True)
