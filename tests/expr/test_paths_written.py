"""The builder's bound on the paths a request writes out (limits.MAX_PATHS_WRITTEN).

A 4 KB expression can use one 65,535-character name behind one placeholder
at every level of 32-level paths, 1,300 times: 2.6 GB of path text once the
state writes each path whole (probe, 2026-12-06: /api/check held a worker 194
s and 3.8 GB). The reader and the form's text boxes count what the parts will
hold before writing them; the simulator, which writes no state, is not bound."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builder.expr import limits
from builder.expr.check import check_request
from builder.expr.nodes import PathOperand, written_length
from builder.expr.paths import Path
from builder.expr.reader import ParseError, parse_request
from builder.expr.simulate import simulate

SPEC = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
}


def _update(name_length: int, levels: int = 8, paths: int = 1) -> dict:
    """An UpdateItem that SETs ``paths`` paths of ``levels`` uses of one name."""
    path = ".".join(["#a"] * levels)
    return {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "k"}},
        "UpdateExpression": "SET " + ", ".join(f"{path}[{i}] = :v" for i in range(paths))
        if paths > 1
        else f"SET {path} = :v",
        "ExpressionAttributeNames": {"#a": "n" * name_length},
        "ExpressionAttributeValues": {":v": {"N": "1"}},
    }


@pytest.mark.parametrize("over", [0, 1])
def test_a_request_is_read_up_to_the_bound(over):
    """8 uses of a 62,499-character name are 500,000 characters with their dots."""
    request = _update(62_499 + over)
    assert 8 * (62_499 + 1) - 1 + 8 * over == limits.MAX_PATHS_WRITTEN + 8 * over - 1
    if not over:
        state = parse_request("UpdateItem", request)
        assert len(state["update"][0]["path"]) == 8 * 62_500 - 1
        return
    with pytest.raises(ParseError) as e:
        parse_request("UpdateItem", request)
    (problem,) = e.value.problems
    assert problem.location == "UpdateExpression"
    assert "500,007 characters written out" in problem.message and "at most 500,000" in problem.message


def test_the_probes_request_is_refused_at_once_and_the_simulator_still_runs_it():
    """39 paths of 31 uses of a 65,535-character name: 79 million characters."""
    request = _update(65_535, levels=31, paths=39)
    (finding,) = check_request("UpdateItem", request)
    assert finding.location == "UpdateExpression" and "characters written out" in finding.message
    result = simulate(SPEC, [], "UpdateItem", request)  # DynamoDB takes it; the simulator writes no state
    assert not result.ok and result.error_code == "ValidationException"  # (no parent map to SET into)
    assert "document path" in result.message


def test_the_bound_is_for_the_whole_request():
    """Two actions of 300,000 characters each: the second is refused."""
    half = _update(37_499)  # 8 × 37,500 - 1
    request = {"TransactItems": [{"Update": half}, {"Update": {**half, "Key": {"PK": {"S": "j"}}}}]}
    with pytest.raises(ParseError) as e:
        parse_request("TransactWriteItems", request)
    assert [p.location for p in e.value.problems] == ["TransactItems[1].Update.UpdateExpression"]


NAMES = st.text(st.characters(codec="utf-8", exclude_characters="`"), min_size=1, max_size=8)


@given(
    st.lists(st.one_of(NAMES, st.integers(0, 10**6)), min_size=1, max_size=6).filter(lambda s: isinstance(s[0], str))
)
def test_written_length_is_the_paths_text_less_its_backticks(segments):
    path = Path(tuple(segments))
    quoted = path.text().count("`")
    assert written_length(PathOperand(path)) == len(path.text()) - quoted
    assert written_length([PathOperand(path), PathOperand(path)]) == 2 * (len(path.text()) - quoted)
