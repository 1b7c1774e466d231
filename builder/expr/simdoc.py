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


def _input_error(message: str) -> dict:
    return {"ok": False, "error_code": INPUT_ERROR, "message": message}
