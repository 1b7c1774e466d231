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


def recorded_nodes():
    """Each part that holds nodes (the Request itself, its update, condition,
    filter, key condition, projection and actions) of every recorded request
    the core loads: the differential corpus and the real requests."""
    from builder.expr.errors import ExprError, StateError
    from builder.expr.reader import ParseError, parse_request
    from builder.expr.state import load_state
    from tests.differential.compare import load_cases
    from tests.differential.expected import recorded_cases

    for case in load_cases() + recorded_cases():
        try:
            state = parse_request(case["operation"], case["request"], refuse_reserved=True, oldest_version=False)
            req = load_state(state, rendered_sizes=False, text_checked=True)
        except (ParseError, StateError, ExprError):
            continue
        yield from (req, req.update, req.condition, req.filter, req.key_condition, req.projection, req.actions)
