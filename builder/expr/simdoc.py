"""The simulator's document API: one JSON document in, one JSON document out.

What ``manage.py ddb simulate`` writes for each input line and ``POST
/api/simulate`` answers: ``{"table", "before", "operation", "request"}``
(``table`` one table description, or a list of them each naming its table,
the first standing for any table the list does not name; ``before`` a list
of items, or an object of such lists by table name for a request on several
tables: ``simulate.Table``) ->
:meth:`~builder.expr.simulate.Result.to_json`, or an ``InputError`` answer
when the document itself is not usable (never an exception).
"""

from __future__ import annotations

import json
from typing import Any

from .errors import LONE_SURROGATE, lone_surrogate
from .keys import TableSpecError
from .messages import INPUT_ERROR
from .simulate import key_schemas, simulate

_FIELDS = (("table", (dict, list)), ("before", (list, dict)), ("operation", str), ("request", dict))
_WHAT = {
    str: "a string",
    dict: "an object",
    (dict, list): "an object (or a list of table descriptions naming their tables)",
    (list, dict): "a list (or an object of lists by table)",
}


def simulate_document(doc: Any) -> dict:
    """One input document -> one output document (see ``ddb simulate``)."""
    if not isinstance(doc, dict):
        return _input_error("each line is a JSON object with table, before, operation and request")
    for name, kind in _FIELDS:
        if not isinstance(doc.get(name), kind):
            return _input_error(f"{name}: {_WHAT[kind]} expected")
    bad = lone_surrogate({k: doc[k] for k, _ in _FIELDS})
    if bad is not None:
        return _input_error(f"{bad}: this text {LONE_SURROGATE}")
    try:
        default, own = key_schemas(doc["table"])
    except TableSpecError as e:
        return _input_error(str(e))
    before = doc["before"]
    if isinstance(before, dict):
        problem = _unnamed_table(before, doc["table"], doc["request"])
        if problem is not None:
            return _input_error(problem)
    by_table = before.items() if isinstance(before, dict) else [(None, before)]
    for name, items in by_table:
        where = "before" if name is None else f"before[{json.dumps(name, ensure_ascii=False)}]"
        if not isinstance(items, list):
            return _input_error(f"{where}: a list of items expected")
        schema = own.get(name, default) if name is not None else default  # (a list: the tables of the first's key)
        for i, item in enumerate(items):
            problem = schema.item_problem(item, f"{where}[{i}]")
            if problem:
                return _input_error(problem)
    return simulate(doc["table"], doc["before"], doc["operation"], doc["request"]).to_json()


def raw_tables(params: dict) -> list:
    """The table names a request's parameters give, as written (TableName,
    RequestItems' keys, each transaction action's TableName), before anything
    is checked: what the items given by table name may name."""
    names = [params.get("TableName")]
    if isinstance(params.get("RequestItems"), dict):
        names += params["RequestItems"]
    actions = params.get("TransactItems")
    for entry in actions if isinstance(actions, list) else ():
        for body in entry.values() if isinstance(entry, dict) else ():
            if isinstance(body, dict):
                names.append(body.get("TableName"))
    return list(dict.fromkeys(n for n in names if isinstance(n, str)))


def _unnamed_table(before: dict, table: dict | list, params: dict) -> str | None:
    """The message for items given for a table that neither the table
    descriptions (``table``, read by ``key_schemas``) nor the request name:
    they would never be read (a request that names no table is refused as
    DynamoDB refuses it, items or not)."""
    named = raw_tables(params)
    if not named:
        return None
    specs = table if isinstance(table, list) else [table]
    described = [d["TableName"] for d in specs if isinstance(d.get("TableName"), str)]
    for name in before:
        if name not in described and name not in named:
            known = ", ".join(dict.fromkeys([*named, *described]))
            return (
                f"before[{json.dumps(name, ensure_ascii=False)}]: no table of that name is in the request or the "
                f"table descriptions (they name {known}): these items would never be read"
            )
    return None


def _input_error(message: str) -> dict:
    return {"ok": False, "error_code": INPUT_ERROR, "message": message}
