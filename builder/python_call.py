"""A pasted boto3 call -> the request it sends.

Hand-written boto3 code is where many DynamoDB requests live, and the builder's
own Python tabs write it: ``client.update_item(TableName=..., Key={...})`` with
typed values, or ``table.update_item(Key={...}, ...)`` with plain ones and
conditions built from ``Key`` and ``Attr``. :func:`read_python_call` reads the
first such call in the pasted code as the request boto3 would send:

- the code is parsed with :mod:`ast`, never run. The call's keyword arguments
  are read as literals: strings, numbers, ``True``/``False``/``None``, dicts,
  lists, tuples and sets, ``Decimal("1.5")``, ``Binary(b"...")`` and bytes,
  and conditions made of ``Key(...)``/``Attr(...)``, their methods (``eq``,
  ``between``, ``begins_with``, ``exists``, ...) and ``&``, ``|``, ``~``.
  An f-string with no ``{...}`` is its text. Anything else, such as a
  variable, an f-string's ``{...}`` or another call, is refused
  with its line and what to write instead;
- a call on a ``Table`` (``dynamodb.Table("Social")``, found where the code
  makes it) or on the service resource is turned into the request by boto3's
  own transformation (``boto3.dynamodb.transform.TransformationInjector``,
  with botocore's model of the operation). That transformation serializes the
  plain values with ``TypeSerializer`` and writes the conditions with
  ``ConditionExpressionBuilder``, which also makes their ``#n``/``:v``
  placeholders. The table's name comes from the ``Table(...)`` call;
- a ``with table.batch_writer() as batch:`` block whose ``batch.put_item``/
  ``batch.delete_item`` calls come first is read as the first BatchWriteItem
  boto3 sends for it: the calls, with the values read from the code, are handed
  to boto3's own ``BatchWriter`` (25 writes a request, ``overwrite_by_pkeys``)
  over a client that only keeps what it is sent;
- a call on the client is taken as written, since its values are typed already.
  When the code does not show what the call is made on, it is read as a
  Table's call if it passes no ``TableName`` (a Table's calls do not) or uses
  ``Key``/``Attr``, and as the client's otherwise;
- bytes become base64 text, as the JSON API writes binary.

A float, which boto3 refuses, is read as the double Python reads (``repr``),
and a note says to write ``Decimal("...")``. When the code makes several requests, the first is
read and a note says so. The code's size is bounded before it is parsed, and
its values' nesting as they are read (:func:`builder.pasted.read_code`
checks the size).
"""

from __future__ import annotations

import ast
import base64
import re
import warnings
from decimal import Decimal, InvalidOperation

from boto3.dynamodb.conditions import Attr, AttributeBase, ConditionBase, Key
from boto3.dynamodb.transform import TransformationInjector
from boto3.dynamodb.types import Binary
from boto3.exceptions import Boto3Error
from botocore import xform_name

from builder.cli_command import service_model
from builder.expr import OPERATIONS
from builder.safejson import DEFAULT_MAX_DIGITS as MAX_DIGITS

__all__ = ["CallError", "is_python_call", "json_ready", "read_python_call", "typed_request"]

_METHODS = {xform_name(op): op for op in OPERATIONS}  # update_item -> UpdateItem
_CALL = re.compile(r"\.\s*(" + "|".join(_METHODS) + r")\s*\(")
# what Key(...) and Attr(...) offer (boto3.dynamodb.conditions)
_CONDITION_METHODS = frozenset(
    {
        "eq",
        "ne",
        "lt",
        "lte",
        "gt",
        "gte",
        "begins_with",
        "between",
        "is_in",
        "exists",
        "not_exists",
        "contains",
        "size",
        "attribute_type",
    }
)
_TYPED_BINARY = frozenset({"B", "BS"})


_JAVASCRIPT = re.compile(r"\b(?:const|let|var|await|require|function)\b|=>|\bnew [A-Z]")


class CallError(ValueError):
    """The code cannot be read as a request; ``str()`` says why and where."""


def is_python_call(text: str) -> bool:
    """Whether ``text`` holds a call of a DynamoDB request method (``.update_item(``, ...)."""
    return _CALL.search(text) is not None


def read_python_call(text: str, max_depth: int) -> tuple[str, dict, list[str]]:
    """The first boto3 request call in ``text`` -> (its operation, the request
    boto3 sends, notes). The caller bounds the code's size
    (:func:`builder.pasted.read_code`); ``max_depth`` bounds how deeply its
    values nest. Raises :class:`CallError`."""
    try:
        with warnings.catch_warnings():  # an invalid escape in a string ("\d") is the code's own business
            warnings.simplefilter("ignore")
            tree = ast.parse(text)
    except SyntaxError as e:
        hint = ""
        if _JAVASCRIPT.search(text):  # such as the SDK v2's docClient.query(params).promise()
            hint = "; if it is JavaScript, the builder reads the SDK v3's commands, such as new QueryCommand({...})"
        raise CallError(f"the code cannot be read as Python: {e.msg} (line {e.lineno}){hint}") from None
    except ValueError as e:  # a NUL byte, an integer of more than 4,300 digits
        raise CallError(f"the code cannot be read as Python: {e}") from None
    except (RecursionError, MemoryError):  # a chain of operators or attributes too long for the parser
        raise CallError("the code cannot be read as Python: it nests too deeply") from None
    calls = sorted(
        (
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _METHODS
        ),
        key=lambda node: (node.lineno, node.col_offset),
    )
    if not calls:
        raise CallError("the code makes no DynamoDB request (such as client.update_item(...) or table.query(...))")
    call = calls[0]
    block = _batch_writer_block(tree, call)
    if block is not None:  # with table.batch_writer() as batch: batch.put_item(...) ...
        return _read_batch_writer(text, tree, calls, block, max_depth)
    method = call.func.attr
    operation = _METHODS[method]
    notes: list[str] = []
    if len(calls) > 1:
        notes.append(f"The code makes {len(calls)} requests; the first, {method} (line {call.lineno}), is read.")
    if call.args:
        raise CallError(f"line {call.lineno}: boto3 takes a request's parameters by name (TableName=...), not by place")
    reader = _Reader(text, max_depth)
    params: dict = {}
    for kw in call.keywords:
        if kw.arg is None:
            raise CallError(
                f"line {kw.value.lineno}: **... passes parameters the builder cannot see: write them by name"
            )
        params[kw.arg] = reader.value(kw.value, 1)
    if reader.floats:
        notes.append(
            f"boto3 refuses float values ({', '.join(reader.floats)}); they are read as the doubles Python holds: "
            'write Decimal("...") in the code.'
        )
    receiver, table = _receiver(tree, call.func.value)
    if receiver is None:  # the code does not say: a Table's call passes no TableName and may use Key/Attr
        single = operation not in _NO_TABLE_NAME
        receiver = "resource" if reader.conditions or (single and "TableName" not in params) else "client"
    if receiver == "client":
        if reader.conditions:
            raise CallError(
                f"line {call.lineno}: conditions built with Key or Attr are for a boto3 Table (or the "
                "resource); the client takes expressions as text"
            )
        return operation, json_ready(params), notes
    if table is not None and "TableName" not in params and operation not in _NO_TABLE_NAME:
        params = {"TableName": table, **params}  # dynamodb.Table("Social")
    return operation, typed_request(operation, params, "boto3"), notes


def _batch_writer_block(tree: ast.AST, call: ast.Call) -> tuple[ast.AST, ast.withitem] | None:
    """The ``with <table>.batch_writer(...) as <name>:`` block around ``call``
    when ``call`` is made on ``<name>``, or None."""
    target = call.func.value
    if not isinstance(target, ast.Name):
        return None
    for node in ast.walk(tree):
        if not isinstance(node, (ast.With, ast.AsyncWith)):
            continue
        if not node.lineno <= call.lineno <= (node.end_lineno or node.lineno):
            continue
        for item in node.items:
            made = item.context_expr
            if (
                isinstance(item.optional_vars, ast.Name)
                and item.optional_vars.id == target.id
                and isinstance(made, ast.Call)
                and isinstance(made.func, ast.Attribute)
                and made.func.attr == "batch_writer"
            ):
                return node, item
    return None


class _Sent:
    """The client a boto3 ``BatchWriter`` is given here: it keeps each
    BatchWriteItem the writer would send and answers that all were written."""

    def __init__(self):
        self.requests: list[dict] = []

    def batch_write_item(self, **params):
        self.requests.append(params)
        return {"UnprocessedItems": {}}


def _read_batch_writer(
    text: str, tree: ast.AST, calls: list[ast.Call], block: tuple, max_depth: int
) -> tuple[str, dict, list[str]]:
    """A Table's batch writer block -> the first BatchWriteItem boto3 sends for
    it. The block's ``put_item``/``delete_item`` calls are handed, with the
    values read from the code, to boto3's own ``BatchWriter`` (which buffers 25
    writes a request, drops an earlier write of the same key with
    ``overwrite_by_pkeys``, and sends what is left when the block ends), over a
    client that keeps what it is sent."""
    from boto3.dynamodb.table import BatchWriter

    node, item = block
    made = item.context_expr
    name = item.optional_vars.id
    for inner in ast.walk(node):  # the block's calls on the name are this writer's alone
        if inner is made or inner is item.optional_vars:
            continue
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) and inner.func.attr == "batch_writer":
            raise CallError(
                f"line {inner.lineno}: a second batch writer in the block: boto3 sends each writer's writes apart "
                "(the one that ends first, first); paste one batch writer block"
            )
        if isinstance(inner, ast.Name) and inner.id == name and isinstance(inner.ctx, (ast.Store, ast.Del)):
            raise CallError(
                f"line {inner.lineno}: {name} is set again inside its batch writer block, so its calls after that "
                f"are not the writer's: keep {name} for the batch writer"
            )
    reader = _Reader(text, max_depth)
    _, table = _receiver(tree, made.func.value)
    if table is None:
        raise CallError(
            f'line {made.lineno}: the batch writer\'s table is not named in the code: make it on dynamodb.Table("...")'
        )
    if made.args or any(kw.arg != "overwrite_by_pkeys" for kw in made.keywords):
        raise CallError(f"line {made.lineno}: batch_writer takes overwrite_by_pkeys=[...] only, by name")
    options = {kw.arg: reader.value(kw.value, 1) for kw in made.keywords}
    pkeys = options.get("overwrite_by_pkeys")
    if pkeys is not None and not (isinstance(pkeys, list) and all(isinstance(k, str) for k in pkeys)):
        raise CallError(f"line {made.lineno}: overwrite_by_pkeys is a list of attribute names")
    inside = [
        c
        for c in calls
        if isinstance(c.func.value, ast.Name)
        and c.func.value.id == name
        and node.lineno <= c.lineno <= (node.end_lineno or node.lineno)
    ]
    sent = _Sent()
    writer = BatchWriter(table, sent, overwrite_by_pkeys=pkeys)
    for c in inside:
        wanted = {"put_item": "Item", "delete_item": "Key"}.get(c.func.attr)
        if wanted is None or c.args or [kw.arg for kw in c.keywords] != [wanted]:
            raise CallError(
                f"line {c.lineno}: a batch writer takes put_item(Item={{...}}) and delete_item(Key={{...}})"
            )
        value = reader.value(c.keywords[0].value, 1)
        if not isinstance(value, dict):
            raise CallError(f"line {c.lineno}: {wanted} is a dict of attribute names and values")
        try:
            getattr(writer, c.func.attr)(**{wanted: value})
        except KeyError as e:  # overwrite_by_pkeys names an attribute the write does not have
            raise CallError(
                f"line {c.lineno}: boto3 would fail: the {wanted} has no {e.args[0]!r}, which overwrite_by_pkeys names"
            ) from None
    writer.__exit__(None, None, None)  # the block's end: what is left is sent
    notes: list[str] = []
    if reader.floats:
        notes.append(
            f"boto3 refuses float values ({', '.join(reader.floats)}); they are read as the doubles Python holds: "
            'write Decimal("...") in the code.'
        )
    if not sent.requests:
        raise CallError(f"line {node.lineno}: the batch writer sends nothing: every write was replaced")
    writes = len(inside)
    if len(sent.requests) > 1:
        first = len(next(iter(sent.requests[0]["RequestItems"].values())))
        notes.append(
            f"The batch writer sends {len(sent.requests)} BatchWriteItem requests for its {writes} writes "
            f"(25 a request); the first, of {first}, is read."
        )
    others = len(calls) - writes
    if others:
        notes.append(f"The code makes {others} other request{'s' if others > 1 else ''}; the batch writer's is read.")
    return "BatchWriteItem", typed_request("BatchWriteItem", sent.requests[0], "boto3"), notes


def typed_request(operation: str, params: dict, sdk: str) -> dict:
    """``params`` with plain values (and boto3 conditions) -> the request as
    the JSON API takes it, through boto3's own transformation (what a Table,
    the resource and, for plain values, a DynamoDB DocumentClient do):
    ``TypeSerializer`` for the values, ``ConditionExpressionBuilder`` for the
    conditions. ``sdk`` names the library in messages. Raises :class:`CallError`."""
    try:
        model = service_model().operation_model(operation)
        injector = TransformationInjector()
        injector.inject_condition_expressions(params, model)
        injector.inject_attribute_value_input(params, model)
    except (TypeError, ValueError, Boto3Error) as e:  # a value TypeSerializer does not take; an Attr in a key condition
        raise CallError(f"{sdk} would refuse this call: {e}") from None
    except ArithmeticError:  # decimal's Inexact, Rounded, Overflow: the DynamoDB context refuses the number
        raise CallError(
            f"{sdk} would refuse this call: a number has more than 38 significant digits "
            "or is outside DynamoDB's range (1E-130 to 9.99E+125)"
        ) from None
    return json_ready(params)


_NO_TABLE_NAME = frozenset({"BatchGetItem", "BatchWriteItem", "TransactGetItems", "TransactWriteItems"})


def _receiver(tree: ast.AST, node: ast.expr) -> tuple[str | None, str | None]:
    """What the request method is called on, and the table's name when it is
    a Table (a ``Table("...")`` call, or a name bound to one): ("resource",
    name or None), ("client", None), or (None, None) when the code does not say."""
    meta = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "meta"
    if meta and node.attr == "client":  # dynamodb.meta.client: the resource's client takes its plain values
        return "resource", None
    if isinstance(node, (ast.Name, ast.Attribute)):  # table, self.table: where the code binds it
        for found in ast.walk(tree):
            if isinstance(found, ast.Assign) and any(_same_target(t, node) for t in found.targets):
                return _receiver(tree, found.value) if isinstance(found.value, ast.Call) else (None, None)
        name = node.id if isinstance(node, ast.Name) else node.attr
        return ("client", None) if name == "client" or name.endswith("_client") else (None, None)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        name = node.func.attr
        if name == "Table":
            first = node.args[0] if node.args else None
            table = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
            return "resource", table
        if name in ("client", "resource"):
            return name, None
    return None, None


def _same_target(target: ast.expr, node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return isinstance(target, ast.Name) and target.id == node.id
    return isinstance(target, ast.Attribute) and target.attr == node.attr


class _Reader:
    """Keyword arguments' values, read from the syntax tree as literals."""

    def __init__(self, text: str, max_depth: int):
        self.text = text
        self.max_depth = max_depth
        self.floats: list[str] = []
        self.conditions = False

    def fail(self, node: ast.AST, why: str):
        raise CallError(f"line {getattr(node, 'lineno', '?')}: {why}")

    def shown(self, node: ast.AST) -> str:
        segment = ast.get_source_segment(self.text, node) or type(node).__name__
        return segment if len(segment) <= 60 else segment[:57] + "..."

    def value(self, node: ast.expr, depth: int):
        if depth > self.max_depth:
            self.fail(node, f"the values nest more than {self.max_depth} deep")
        if isinstance(node, ast.Constant):
            return self.constant(node)
        if isinstance(node, ast.Dict):
            out = {}
            for k, v in zip(node.keys, node.values, strict=True):
                if k is None:
                    self.fail(v, "**... in a dict: write its entries out")
                key = self.value(k, depth + 1)
                if not isinstance(key, str):
                    self.fail(k, f"a key is text, got {self.shown(k)}")
                out[key] = self.value(v, depth + 1)
            return out
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.value(e, depth + 1) for e in node.elts]
        if isinstance(node, ast.Set):
            return {self.hashable(e, depth) for e in node.elts}
        if isinstance(node, ast.UnaryOp):
            return self.unary(node, depth)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr)):
            left, right = self.value(node.left, depth + 1), self.value(node.right, depth + 1)
            if not (isinstance(left, ConditionBase) and isinstance(right, ConditionBase)):
                self.fail(node, f"& and | join conditions, got {self.shown(node)}")
            return left & right if isinstance(node.op, ast.BitAnd) else left | right
        if isinstance(node, ast.Call):
            return self.call(node, depth)
        if isinstance(node, ast.Name):
            self.fail(node, f"{node.id} is a variable: put its value in its place")
        if isinstance(node, ast.JoinedStr):  # f"..." with no {...} (alone or beside "..."): its text
            if all(isinstance(v, ast.Constant) and isinstance(v.value, str) for v in node.values):
                return "".join(v.value for v in node.values)
            self.fail(node, "an f-string with {...}: put the text it makes in its place")
        self.fail(node, f"{self.shown(node)} cannot be read as a value: write the value itself")

    def constant(self, node: ast.Constant):
        v = node.value  # (read without the source's text: get_source_segment splits the whole code each time)
        if isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 10**MAX_DIGITS:
            self.fail(node, f"a number of more than {MAX_DIGITS} digits")
        if isinstance(v, float):
            if v != v or v in (float("inf"), float("-inf")):  # 1e999 reads as inf
                self.fail(node, 'a float too large for Python (it reads as inf): write Decimal("...")')
            written = repr(v)  # the double Python reads, as it prints it
            self.floats.append(written)
            return Decimal(written)
        if isinstance(v, (str, int, bool, bytes)) or v is None:
            return v
        self.fail(node, f"{self.shown(node)} cannot be read as a value")

    def hashable(self, node: ast.expr, depth: int):
        v = self.value(node, depth + 1)
        if isinstance(v, (dict, list, set)):
            self.fail(node, "a set holds numbers, text or bytes")
        return v

    def unary(self, node: ast.UnaryOp, depth: int):
        v = self.value(node.operand, depth + 1)
        if isinstance(node.op, ast.Invert) and isinstance(v, ConditionBase):
            return ~v
        if isinstance(node.op, ast.USub) and isinstance(v, (int, Decimal)) and not isinstance(v, bool):
            if self.floats and isinstance(v, Decimal) and isinstance(node.operand, ast.Constant):
                self.floats[-1] = "-" + self.floats[-1]
            return -v
        self.fail(node, f"{self.shown(node)} cannot be read as a value")

    def call(self, node: ast.Call, depth: int):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if node.keywords:
            self.fail(node, f"{self.shown(node)}: the builder reads this call's arguments by place only")
        args = [self.value(a, depth + 1) for a in node.args]
        if isinstance(func, ast.Attribute) and name in _CONDITION_METHODS:
            target = self.value(func.value, depth + 1)
            if isinstance(target, AttributeBase):  # Key(...), Attr(...), Attr(...).size()
                self.conditions = True
                try:
                    return getattr(target, name)(*args)
                except (TypeError, ValueError) as e:
                    self.fail(node, f"{self.shown(node)}: {e}")
        if name in ("Key", "Attr") and len(args) == 1 and isinstance(args[0], str):
            return (Key if name == "Key" else Attr)(args[0])
        if name == "Decimal" and len(args) == 1 and isinstance(args[0], (str, int)) and not isinstance(args[0], bool):
            try:
                return Decimal(args[0])
            except InvalidOperation:
                self.fail(node, f"{self.shown(node)} is not a number")
        if name == "Binary" and len(args) == 1 and isinstance(args[0], bytes):
            return Binary(args[0])
        if name in ("set", "frozenset") and len(args) <= 1:
            items = args[0] if args else []
            if isinstance(items, (list, set)) and all(not isinstance(i, (dict, list, set)) for i in items):
                return set(items)
        self.fail(node, f"{self.shown(node)} cannot be read: the builder reads Decimal, Binary, set, Key and Attr")


def json_ready(value):
    """``value`` as the JSON API writes it: bytes as base64 text, a Decimal as
    its text. Anything that has no JSON form in a typed request (a set, a Key,
    an Attr or a condition left where the request takes no condition) is
    refused."""
    if isinstance(value, dict):
        return {k: json_ready(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_ready(v) for v in value]
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, Binary):
        return base64.b64encode(value.value).decode("ascii")
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, set):
        raise CallError('a set is a Table\'s value; the client writes it typed, such as {"SS": [...]}')
    if value is None or isinstance(value, (str, int, bool)):
        return value
    # a Key, an Attr or a condition where the request takes no condition
    raise CallError(f"{type(value).__name__} cannot stand where it is: the request takes a value or text there")
