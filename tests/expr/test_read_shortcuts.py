"""Shortcuts of the request reader (issue 13), each held to the general way
it skips:

- :func:`reader.values_are_plain` walks a single action's values where they
  stand, with no list made of them: the answer all() and any() give over
  :func:`reader._all_values`' list;
- :func:`limits.expression_size` counts an ASCII text's characters: the count
  of its UTF-16 code units;
- the simulator's reader skips the placeholder maps' limits
  (``parse_request(maps_checked=True)``) where
  :func:`validate.maps_checked_before` says the checks before the expressions
  hold them: whatever those checks pass, the reader's own check
  (:func:`reader._map_limits`) finds nothing in."""

from __future__ import annotations

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from builder.expr import legacy, limits, loader, reader, validate
from builder.expr.errors import LONE_SURROGATE, ExprError, lone_surrogate
from builder.expr.parse import Context
from builder.expr.values import ddb_to_state, is_typed
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
    found = reader._all_values(params, operation)
    typed = all(isinstance(v, dict) for v in found) and (not found or any(is_typed(v) for v in found))
    assert reader.values_are_plain(params, operation) is (not typed)


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


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(PARAMETER_NAMES, PARAMETER_VALUES, max_size=6), st.lists(PARAMETER_NAMES, max_size=8))
def test_parameters_are_read_as_a_walk_of_them_reads_them_whatever_is_known(params, known):
    """The same, with any tuple of known parameters (read_params asks a set
    whether it knows each one)."""
    known = tuple(known)
    assert list(validate.read_params(params, known).items()) == list(_read_walking(params, known).items())


LEGACY_PARAMETERS = st.dictionaries(
    st.sampled_from(legacy.LEGACY_NAMES + ("ConditionalOperator", "TableName", "Key", "ConditionExpression")),
    st.sampled_from((None, {}, [], "", "AND", {"a": {}}, ["a"], 0, False)),
    max_size=5,
)


@settings(max_examples=600, deadline=None)
@given(LEGACY_PARAMETERS, st.sampled_from(sorted(legacy.LEGACY) + ["TransactWriteItems", "BatchGetItem"]))
def test_the_legacy_parameters_used_are_those_a_walk_of_them_finds(params, operation):
    want = [k for k in legacy.LEGACY.get(operation, ()) if k in params and legacy.legacy_given(params[k])]
    assert legacy.legacy_used(operation, params) == want


TEXTS = st.lists(st.sampled_from(("a", "é", "\U0001f600", "\ud800", "\udfff", "#")), max_size=4).map("".join)


@settings(max_examples=400, deadline=None)
@given(TEXTS, TEXTS, TEXTS)
def test_a_lone_surrogate_is_refused_where_lone_surrogate_finds_it(name, value, table):
    params = {"TableName": "t" + table, "Key": {"pk" + name: {"S": "x" + value}}}
    where = lone_surrogate(params)
    try:
        reader.parse_request("GetItem", params)
    except reader.ParseError as e:
        refused = [p.location for p in e.problems if LONE_SURROGATE in p.message]
    else:
        refused = []
    assert refused == ([where] if where is not None else [])


def _legacy_mix_walking(kind: str, params: dict, base: str, allowed_extra: tuple) -> list:
    """The locations reader._Reader.body reports a legacy parameter beside expressions at, every
    parameter walked (the general way)."""
    known = (
        ("TableName", "ExpressionAttributeNames", "ExpressionAttributeValues")
        + reader.EXPRESSIONS[kind]
        + reader.ATTRIBUTES[kind]
        + allowed_extra
    )
    lone_operator = validate.conditional_operator_problem(kind, params, base)
    return [
        f"{base}.{k}" if base else k
        for k in params
        if k in reader.LEGACY and k not in known and legacy.legacy_given(params[k]) and lone_operator is None
    ]


MIXES = st.dictionaries(
    st.sampled_from(
        legacy.LEGACY_NAMES
        + ("ConditionalOperator", "TableName", "ConditionExpression", "FilterExpression", "KeyConditionExpression")
    ),
    st.sampled_from((None, {}, "", "AND", "OR", {"a": {"ComparisonOperator": "NULL"}}, ["a"], "a = a")),
    max_size=5,
)


@settings(max_examples=600, deadline=None)
@given(MIXES, st.sampled_from(("PutItem", "UpdateItem", "DeleteItem", "GetItem", "Query", "Scan")))
def test_a_legacy_parameter_beside_expressions_is_found_as_a_walk_finds_it(params, kind):
    read = reader._Reader(False, True)
    read.body(kind, params, "", reader._OPTION_APIS[kind])
    found = [p.location for p in read.problems if "is a legacy parameter, beside" in p.message]
    assert found == _legacy_mix_walking(kind, params, "", reader._OPTION_APIS[kind])


# placeholders and names about the limits (255 characters; 65,535 bytes), and maps with no expression to use them
_TOKENS = st.sampled_from(("#n", ":v", "#" + "a" * 254, "#" + "a" * 255, ":" + "b" * 254, ":" + "b" * 255, "", "x"))
_NAMES = st.sampled_from(("a", "", "é" * 32767, "é" * 32768, "a" * 65535, "a" * 65536))
_MAP_PARAMS = st.fixed_dictionaries(
    {"TableName": st.just("Tbl"), "Key": st.just({"PK": {"S": "k"}}), "Item": st.just({"PK": {"S": "k"}})},
    optional={
        "ExpressionAttributeNames": st.dictionaries(_TOKENS, _NAMES, max_size=3),
        "ExpressionAttributeValues": st.dictionaries(_TOKENS, st.just({"S": "v"}), max_size=3),
        "ConditionExpression": st.just("attribute_exists(PK)"),
        "FilterExpression": st.just("attribute_exists(PK)"),
        "ProjectionExpression": st.just("PK"),
        "UpdateExpression": st.just("SET a = b"),
        "KeyConditionExpression": st.just("PK = PK"),
    },
)


@settings(max_examples=800, deadline=None)
@example(
    {"TableName": "Tbl", "Key": {}, "ExpressionAttributeNames": {"#" + "a" * 254: "a"}, "ProjectionExpression": "p"},
    "GetItem",
)
@given(_MAP_PARAMS, st.sampled_from(("PutItem", "UpdateItem", "DeleteItem", "GetItem", "Query", "Scan")))
def test_the_maps_limits_the_checks_before_pass_are_none_the_reader_would_find(params, operation):
    assert validate.maps_checked_before(operation)
    assume(validate.before_expressions(operation, params) is None)  # (most do: see the example below)
    names = params.get("ExpressionAttributeNames") or {}
    values = params.get("ExpressionAttributeValues") or {} if operation != "GetItem" else {}
    assert reader._map_limits(names, values, "") == []


def test_a_transactions_maps_are_not_checked_before_its_expressions():
    # each action's maps are checked as the action is read: the reader keeps its own check there
    assert not validate.maps_checked_before("TransactWriteItems")
    assert not validate.maps_checked_before("TransactGetItems")


def test_a_body_gives_only_the_state_fields_parse_request_looks_for():
    """parse_request copies from a body only its kind's fields (_BODY_FIELDS), not
    all eight: a body given every map and expression any kind reads gives no other
    of the eight, and an operation's body gives each of its kind's."""
    everything = {
        "TableName": "t",
        "Key": {"k": {"S": "a"}},
        "Item": {"k": {"S": "a"}},
        "UpdateExpression": "SET #a = :v",
        "ConditionExpression": "attribute_exists(#a)",
        "KeyConditionExpression": "#k = :v",
        "FilterExpression": "#a = :v",
        "ProjectionExpression": "#a",
        "ExpressionAttributeNames": {"#a": "a", "#k": "k"},
        "ExpressionAttributeValues": {":v": {"S": "x"}},
    }
    every_field = ("table", "key", "item", "update", "condition", "key_condition", "filter", "projection")
    for kind in reader.EXPRESSIONS:
        body = reader._Reader(False).body(kind, dict(everything), "", ())
        given_fields = tuple(f for f in every_field if f in body)
        assert set(given_fields) <= set(reader._BODY_FIELDS[kind]), kind
        if kind in reader.OPERATIONS:  # (a transaction's action given both Key and Item is refused first)
            assert given_fields == reader._BODY_FIELDS[kind], kind


# -- an object of attributes' state, written without ddb_to_state's call for text -------------------------------
_ATTRIBUTES = st.dictionaries(st.sampled_from(("a", "b", "", "k")), st.one_of(DDB, ODD), max_size=4)


@settings(max_examples=600, deadline=None)
@given(_ATTRIBUTES, st.booleans())
def test_the_readers_attributes_are_the_general_ways(raw, plain):
    """reader._Reader.attributes writes a text value's state without ddb_to_state's call: the same state,
    problems and Values as the general way (each value read, then ddb_to_state of its DynamoDB JSON)."""
    with loader.fragments_read():
        r = reader._Reader(plain)
        out = r.attributes(raw, "Key")
        values = loader._READ.current().get(out)
    read = reader.value_reader(plain)
    want, want_problems = {}, []
    for name, v in raw.items():
        try:
            value = read(v)
            want[name] = ddb_to_state(value.ddb)
        except ExprError as e:
            want_problems.append((e.message, e.dynamodb))
    assert out == want
    assert [type(s["value"]) for s in out.values()] == [type(s["value"]) for s in want.values()]
    assert [(p.message, p.dynamodb) for p in r.problems] == want_problems
    assert values.keys() == want.keys()
    assert all(values[name].ddb == read(raw[name]).ddb for name in want)


@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(st.sampled_from(("#a", "#b", "#c")), st.just("x"), max_size=3),
    st.dictionaries(st.sampled_from((":a", ":b", ":c")), st.just({"S": "x"}), max_size=3),
    st.sets(st.sampled_from(("#a", "#b", "#c", ":a", ":b", ":c"))),
)
def test_unused_is_each_maps_unused_keys(names, values, used):
    """Context.unused answers a context that used every placeholder without _unused_of's calls: the problems
    _unused_of's lists give."""
    ctx = Context(names, values, False, "")
    ctx.used_names.update(u for u in used if u[0] == "#")
    ctx.used_values.update(u for u in used if u[0] == ":")
    expected = []
    for field, given_, used_ in (
        ("ExpressionAttributeNames", names, ctx.used_names),
        ("ExpressionAttributeValues", values, ctx.used_values),
    ):
        keys = Context._unused_of(given_, used_)
        if keys:
            expected.append((field, f"Value provided in {field} unused in expressions: keys: {{{', '.join(keys)}}}"))
    assert [(p.location, p.message) for p in ctx.unused()] == expected


_MAP_OR_NOT = st.sampled_from(({"#a": "a"}, {":v": {"S": "x"}}, {}, None, [], ["a"], "a", 0, 1, True))


@settings(max_examples=300, deadline=None)
@given(_MAP_OR_NOT, _MAP_OR_NOT, st.sampled_from(("PutItem", "GetItem", "Query", "Put")))
def test_a_body_refuses_each_placeholder_map_that_is_no_object(names, values, kind):
    """reader._Reader.body walks the placeholder maps only when one is no dict: the problems of a walk of both."""
    params = {"TableName": "t", "ConditionExpression": "attribute_exists(a)", "ProjectionExpression": "a"}
    params.update({"ExpressionAttributeNames": names, "ExpressionAttributeValues": values})
    read = reader._Reader(False)
    read.body(kind, params, "", ())
    got = [p.location for p in read.problems if p.message.startswith("an object expected, got")]
    given_values = (values or {}) if kind not in ("GetItem", "Get") else {}
    want = [
        f
        for f, m in (("ExpressionAttributeNames", names or {}), ("ExpressionAttributeValues", given_values))
        if not isinstance(m, dict)
    ]
    assert got == want
