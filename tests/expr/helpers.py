"""Shared helpers for core tests: render one expression through a whole state
and return expression, names and values together."""

from builder.expr import render

KEY = {"PK": {"type": "S", "value": "p"}, "SK": {"type": "S", "value": "s"}}


def S(v, ph=None):
    out = {"type": "S", "value": v}
    if ph:
        out["placeholder"] = ph
    return out


def N(v, ph=None):
    out = {"type": "N", "value": str(v)}
    if ph:
        out["placeholder"] = ph
    return out


def P(path):
    return {"path": path}


def state(**fields):
    doc = {"version": 1, "table": "tbl"}
    doc.update(fields)
    return doc


def condition(cond, placeholders=None):
    doc = state(operation="DeleteItem", key=KEY, condition=cond)
    if placeholders:
        doc["placeholders"] = placeholders
    _, params = render(doc)
    return (
        params["ConditionExpression"],
        params.get("ExpressionAttributeNames", {}),
        params.get("ExpressionAttributeValues", {}),
    )


def update(actions, cond=None, placeholders=None):
    doc = state(operation="UpdateItem", key=KEY, update=actions)
    if cond is not None:
        doc["condition"] = cond
    if placeholders:
        doc["placeholders"] = placeholders
    _, params = render(doc)
    return (
        params["UpdateExpression"],
        params.get("ExpressionAttributeNames", {}),
        params.get("ExpressionAttributeValues", {}),
    )
