"""Every pasteable code tab read back (builder/pasted.py): the CLI, Python and
JavaScript tabs of each recipe, and of random valid requests."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from builder.expr import render
from builder.expr.emit import emit
from builder.expr.recipes import all_recipes
from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.pasted import read_code
from tests.fixtures import same_request
from tests.strategies import states

PASTED_FORMATS = ("cli", "python_client", "python_resource", "js_client", "js_document")


@pytest.mark.parametrize("fmt", PASTED_FORMATS)
@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_every_code_tab_of_every_recipe_reads_back_as_its_request(recipe, fmt):
    operation, params = render(recipe.state)
    assert read_code(emit(fmt, operation, params), PASTE_MAX_BYTES, STATE_MAX_DEPTH) == (operation, params, [])


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(states())
def test_every_code_tab_of_any_request_reads_back_as_it(state):
    """What the builder writes in each pasteable tab, pasted back, is the same
    request (numbers by value and sets in any order: boto3's TypeSerializer
    writes them its own way, as the SDK would send them)."""
    operation, params = render(state)
    for fmt in PASTED_FORMATS:
        found = read_code(emit(fmt, operation, params), PASTE_MAX_BYTES, STATE_MAX_DEPTH)
        assert found is not None, fmt
        assert found[0] == operation, fmt
        assert same_request(found[1]) == same_request(params), fmt
