"""Shortcuts of the request reader (issue 13), each held to the general way
it skips:

- :func:`reader.values_are_plain` walks a single action's values where they
  stand, with no list made of them: the answer of :func:`reader._plain` on
  :func:`reader._all_values`' list;
- :func:`limits.expression_size` counts an ASCII text's characters: the count
  of its UTF-16 code units."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr import limits, reader, validate
from tests.expr.test_loader_reuse import DDB

ODD = st.sampled_from(({}, {"X": "1"}, {"S": "a", "N": "1"}, {"S": 1}, None, 5, "s", [], {"L": [1]}))
VALUES = st.one_of(DDB, ODD)
MAPS = st.one_of(st.dictionaries(st.sampled_from(("a", "b", "c", ":v", ":w")), VALUES, max_size=3), ODD, st.just({}))
FIELDS = ("Item", "Key", "ExclusiveStartKey", "ExpressionAttributeValues", "TableName", "Other")


@settings(max_examples=600, deadline=None)
@given(
    st.dictionaries(st.sampled_from(FIELDS), MAPS, max_size=4),
    st.sampled_from(("PutItem", "UpdateItem", "DeleteItem", "GetItem", "Query", "Scan")),
)
def test_a_single_actions_values_are_plain_as_the_general_way_finds_them(params, operation):
    assert reader.values_are_plain(params, operation) is reader._plain(reader._all_values(params, operation))


@settings(max_examples=600, deadline=None)
@given(st.text(max_size=40) | st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=40))
def test_an_expressions_size_is_its_utf16_code_units(text):
    assert limits.expression_size(text) == len(text.encode("utf-16-le", "surrogatepass")) // 2


def _read_walking(params: dict, known: tuple) -> dict:
    """validate.read_params the general way: params walked in their order, each read on its own."""
    out = {}
    for k, v in params.items():
        if k not in known:
            continue
        if k in validate._BOOL_PARAMETERS:
            v = validate.json_bool(v)
        elif k in validate._INT_PARAMETERS:
            v = validate._int_of(v)
        elif k in ("ReturnValues", "Select") and v == "":
            continue
        elif k in validate._IGNORED_WHEN_INVALID and v not in validate._IGNORED_WHEN_INVALID[k]:
            upper = v.upper() if isinstance(v, str) else v
            if upper not in validate._IGNORED_WHEN_INVALID[k]:
                continue
            v = upper
        out[k] = v
    return out


PARAMETER_VALUES = st.one_of(
    st.sampled_from(("", "true", "false", "2", " 3 ", "x", "total", "TOTAL", "NONE", "SIZE", "ALL_OLD", "indexes")),
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(allow_nan=True),
    st.just({}),
    st.just([]),
)
PARAMETER_NAMES = st.sampled_from(
    (
        "TableName",
        "Key",
        "ConsistentRead",
        "ScanIndexForward",
        "Limit",
        "Segment",
        "TotalSegments",
        "ReturnValues",
        "Select",
        "ReturnConsumedCapacity",
        "ReturnItemCollectionMetrics",
        "Unknown",
        "Expected",
    )
)


@settings(max_examples=800, deadline=None)
@given(
    st.dictionaries(PARAMETER_NAMES, PARAMETER_VALUES, max_size=8),
    st.sampled_from(sorted(validate.KNOWN_PARAMETERS)),
)
def test_parameters_are_read_as_a_walk_of_them_reads_them(params, operation):
    known = validate.KNOWN_PARAMETERS[operation]
    got = validate.read_params(params, known)
    want = _read_walking(params, known)
    assert list(got.items()) == list(want.items())  # the same parameters, values and order
    assert [type(v) for v in got.values()] == [type(v) for v in want.values()]
