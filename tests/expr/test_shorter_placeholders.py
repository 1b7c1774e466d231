"""An expression over DynamoDB's 4 KB is refused with what the request's other
placeholder choices would make of it (state._placeholder_hint): the hint used
to suggest compact placeholders whatever the cause, which did not help a name
of thousands of characters written plainly (probe, 2026-12-06)."""

from __future__ import annotations

import pytest

from builder.expr import StateError, render
from builder.expr.limits import MAX_EXPRESSION_BYTES


def _update(paths: list[str], placeholders: dict | None = None) -> dict:
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Tbl",
        "key": {"PK": {"type": "S", "value": "k"}},
        "update": [{"action": "SET", "path": p, "value": {"type": "N", "value": "1"}} for p in paths],
    }
    if placeholders:
        state["placeholders"] = placeholders
    return state


def _refusal(state: dict) -> str:
    with pytest.raises(StateError) as e:
        render(state)
    (problem,) = e.value.problems
    assert problem.location == "update" and "DynamoDB's limit is 4096" in problem.message
    return problem.message


def test_a_long_plain_name_is_told_to_go_behind_a_placeholder():
    """Compact placeholders alone leave a plain name as it is: every name behind one fits."""
    message = _refusal(_update(["n" * 5_000]))
    assert message.endswith(
        'With every name behind a compact placeholder (Placeholders: names "all", style "compact") it is 13 characters'
    )
    _, params = render(_update(["n" * 5_000], {"names": "all", "style": "compact"}))
    assert len(params["UpdateExpression"]) == 13  # what the hint said


def test_readable_placeholders_that_overflow_are_told_compact_fits():
    """100 paths through a 60-character name that needs a placeholder (a dash):
    its readable placeholder is 41 characters, 100 × 41 is over 4 KB."""
    name = "my-" + "x" * 57
    paths = [f"`{name}`[{i}]" for i in range(100)]
    message = _refusal(_update(paths))
    said = int(message.split('style "compact") it is ')[1].split(" characters")[0])
    assert 'With compact placeholders (Placeholders: style "compact")' in message
    _, params = render(_update(paths, {"names": "auto", "style": "compact"}))
    assert len(params["UpdateExpression"]) == said <= MAX_EXPRESSION_BYTES


def test_a_request_too_long_either_way_is_told_so():
    message = _refusal(_update([f"a{i:04d}.b{i:04d}.c{i:04d}" for i in range(300)]))
    assert message.endswith("Fewer operands, shorter names, or shorter placeholders help")
    assert "With " not in message


def _name(i: int) -> str:
    return f"attribute-{i:03d}-" + "x" * 36


def short_placeholder_request(count: int = 90) -> dict:
    """An UpdateItem that fits in 4 KB with its own short placeholders (#a0,
    :v0), and names that need one (a dash): the builder's readable placeholders
    (#attribute000xxx..., 41 characters) would take it past 4 KB."""
    names = {f"#a{i}": _name(i) for i in range(count)}
    return {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "k"}},
        "UpdateExpression": "SET " + ", ".join(f"#a{i} = :v{i}" for i in range(count)),
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": {f":v{i}": {"N": str(i)} for i in range(count)},
    }


def test_a_pasted_request_that_fits_with_its_own_placeholders_is_written_compact():
    from builder.expr.reader import parse_document
    from builder.expr.state import fit_placeholders

    request = short_placeholder_request()
    assert len(request["UpdateExpression"]) <= MAX_EXPRESSION_BYTES
    state = parse_document(request)
    _refusal(state)  # readable placeholders: over 4 KB
    fitted, note = fit_placeholders(state)
    assert fitted["placeholders"] == {"names": "auto", "style": "compact"}
    assert note.startswith('Written with compact placeholders (Placeholders: style "compact")')
    _, params = render(fitted)
    assert len(params["UpdateExpression"]) <= MAX_EXPRESSION_BYTES
    # the same update: each name set to its value
    named = {params["ExpressionAttributeNames"][n]: params["ExpressionAttributeValues"][v] for n, v in (
        a.split(" = ") for a in params["UpdateExpression"][len("SET "):].split(", ")
    )}  # fmt: skip
    assert named == {_name(i): {"N": str(i)} for i in range(90)}


def test_a_request_that_fits_or_fails_otherwise_is_left_as_it_is():
    from builder.expr.reader import parse_document
    from builder.expr.state import fit_placeholders

    small = parse_document(short_placeholder_request(10))
    assert fit_placeholders(small) == (small, None)
    too_long = _update([f"a{i:04d}.b{i:04d}.c{i:04d}" for i in range(300)])  # over 4 KB every way
    assert fit_placeholders(too_long) == (too_long, None)
    other = {**small, "table": ""}  # another problem than the size: not this function's to mend
    assert fit_placeholders(other) == (other, None)
