"""The simulator reads a request into a state and loads that state at once;
within ``fragments_read`` the loader takes the expressions the reader parsed
instead of reading the state fragments written from them again (issue 13). That
is right only if a fragment written from an expression loads to exactly it,
with no problem: these hold the two ways to each other on every recorded
request (the generated corpus, the real requests, the boundary pairs and the
reproductions), every field of every node but one: where a chosen value
placeholder stands in the state (``ValueOperand.location``, left out of a
node's equality) is known only to the loader. It locates a placeholder chosen
twice for two values, which serializing a state reports; a request's own
placeholders each stand for one value, and the simulator does not serialize
what it loaded."""

from __future__ import annotations

import re

import pytest

from builder.expr.errors import StateError
from builder.expr.loader import fragments_read
from builder.expr.reader import ParseError, parse_request
from builder.expr.simulate import Table
from builder.expr.state import load_state
from tests.differential.compare import load_cases
from tests.differential.expected import recorded_cases


def _loaded(case: dict, table: Table, cross_checks: bool) -> tuple[str, str] | None:
    """The loaded Request, or the problems, as text; None when the reader refuses the request."""
    try:
        state = parse_request(
            case["operation"],
            case["request"],
            refuse_reserved=True,
            oldest_version=False,
            key_schema=tuple(table.schema.pairs()),
        )
    except ParseError:
        return None
    try:
        req = load_state(
            state, cross_checks=cross_checks, rendered_sizes=False, text_checked=True, key_types=table.schema.types
        )
    except StateError as e:
        return "problems", repr(e.problems)
    return "request", _LOCATION.sub("", repr(req))


_LOCATION = re.compile(r", location='[^']*'")


@pytest.mark.parametrize("cross_checks", [False, True])
def test_what_the_reader_read_loads_as_the_loader_reads_it(cross_checks):
    compared = requests = 0
    different = []
    for case in load_cases() + recorded_cases():
        try:
            table = Table(case["table"], [])
        except Exception:  # a table DynamoDB Local refused to create: no request reaches the reader
            continue
        again = _loaded(case, table, cross_checks)
        with fragments_read():
            taken = _loaded(case, table, cross_checks)
        if again is None:
            continue
        compared += 1
        requests += again[0] == "request"
        if taken != again:
            different.append((case["id"], taken, again))
    assert compared > 5000 and requests > 4000  # the recorded sets are there, most of them load
    assert different == []
