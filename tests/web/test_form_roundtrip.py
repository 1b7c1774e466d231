"""Property: any valid state survives the trip state -> form data -> forms ->
state and renders the same request. This is what makes links, recipes and
snippets open in the builder without losing anything."""

import os

from hypothesis import HealthCheck, given, settings

from builder import forms as bf
from builder.expr import render
from tests.strategies import states

EXAMPLES = 300 if os.environ.get("CI") == "true" else 80


def through_the_form(state: dict) -> dict:
    form = bf.BuilderForm(bf.with_default_rows(bf.state_to_data(state)))
    again, request = form.validate()
    assert request is not None, (
        [str(p) for p in form.conversion.problems]
        + form.general_errors
        + [f"{f.add_prefix(n)}: {e}" for f in form.forms() for n, e in f.errors.items()]
    )
    return again


@settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(states())
def test_state_survives_the_form(state):
    assert render(through_the_form(state)) == render(state)
