"""Within ``loader.fragments_read`` the reader writes no expression fragment:
a token stands in the state for each expression read, which only the block's
loader reads (it takes the expression: ``tests/differential/test_fragments_read.py``
holds the Request loaded so to the one loaded from the fragments written).
These hold where the tokens are written, and that no other loader takes one."""

from __future__ import annotations

import pytest

from builder.expr.errors import StateError
from builder.expr.loader import fragments_read, fragments_taken, taken_token
from builder.expr.reader import parse_request
from builder.expr.state import load_state

REQUEST = {
    "TableName": "tbl",
    "Key": {"pk": {"S": "a"}},
    "UpdateExpression": "SET #n = :v",
    "ConditionExpression": "attribute_exists(pk)",
    "ExpressionAttributeNames": {"#n": "n"},
    "ExpressionAttributeValues": {":v": {"N": "1"}},
}


def _read(oldest_version: bool) -> dict:
    return parse_request("UpdateItem", REQUEST, refuse_reserved=True, oldest_version=oldest_version)


def test_within_the_block_a_token_stands_for_each_expression_and_loads_to_it():
    written = _read(False)
    assert not fragments_taken()
    with fragments_read():
        assert fragments_taken()
        state = _read(False)
        assert state["update"] == taken_token("UpdateExpression")
        assert state["condition"] == taken_token("ConditionExpression")
        assert state["update"] is not taken_token("UpdateExpression")  # a new object each time
        req = load_state(state, rendered_sizes=False, text_checked=True)
    assert state["key"] == written["key"]  # the values are written as ever
    assert req == load_state(written, rendered_sizes=False, text_checked=True)


def test_a_state_that_says_its_oldest_version_is_written_whole():
    with fragments_read():
        state = _read(True)
    assert state == _read(True)
    assert state["update"] == [{"action": "SET", "path": "n", "value": {"type": "N", "value": "1", "placeholder": "v"}}]


def test_batch_get_projection_is_a_token_within_the_block():
    request = {"RequestItems": {"tbl": {"Keys": [{"pk": {"S": "a"}}], "ProjectionExpression": "a, b"}}}
    with fragments_read():
        state = parse_request("BatchGetItem", request)
        assert state["tables"][0]["projection"] == taken_token("ProjectionExpression")
        req = load_state(state, rendered_sizes=False, text_checked=True)
    assert req == load_state(parse_request("BatchGetItem", request), rendered_sizes=False, text_checked=True)


@pytest.mark.parametrize("field", ["update", "condition"])
def test_a_token_is_refused_outside_the_block(field):
    with fragments_read():
        state = _read(False)
    written = {**_read(False), field: state[field]}
    with pytest.raises(StateError) as e:
        load_state(written, rendered_sizes=False, text_checked=True)
    assert e.value.problems[0].location.startswith(field)
