"""The simulator's shortcuts give what the general way gives.

Each shortcut that spares the simulator a call or a walk is held here to the
slower way it stands for, on generated values (hypothesis) or on every
recorded request: a member measured or copied without a call, a key's text
taken as it is, a legacy parameter looked for without a list, a state read
without its placeholders' style.
"""

from __future__ import annotations

import copy
import hashlib

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from builder.expr import items, legacy, scanorder, validate, values
from builder.expr.apply import applied
from builder.expr.clash import check_order, first_clash
from builder.expr.errors import ExprError
from builder.expr.items import copy_value, member_key, value_size
from builder.expr.messages import MSG_BAD_TYPE, MSG_MISSING, DynamoDBError
from builder.expr.nodes import AddAction, DeleteAction, PathOperand, RemoveAction, SetAction, Update, ValueOperand
from builder.expr.paths import Path
from builder.expr.reader import ParseError, parse_request
from builder.expr.simulate import Table, simulate_on
from builder.expr.values import Value
from tests.differential.compare import load_cases
from tests.differential.expected import recorded_cases

TEXT = st.one_of(st.text(max_size=5), st.text(alphabet="abc", max_size=3), st.sampled_from(("", "é", "日本", "a" * 9)))
NUMBER = st.one_of(
    st.integers(-(10**20), 10**20).map(str),
    st.sampled_from(("0", "-0", "1.50", "1E+2", "-1e-5", "0.001", "123456789012345678901234567890", "-7")),
)
BINARY = st.sampled_from(("", "AA==", "AQID", "YWJj", "/////w=="))


def ddb_values(depth: int = 3):
    """Valid DynamoDB JSON values, lists and maps nested ``depth`` levels at most."""
    scalars = st.one_of(
        TEXT.map(lambda x: {"S": x}),
        NUMBER.map(lambda x: {"N": x}),
        BINARY.map(lambda x: {"B": x}),
        st.booleans().map(lambda x: {"BOOL": x}),
        st.just({"NULL": True}),
        st.lists(TEXT, min_size=1, max_size=3, unique=True).map(lambda x: {"SS": x}),
        st.lists(NUMBER, min_size=1, max_size=3, unique=True).map(lambda x: {"NS": x}),
        st.lists(BINARY, min_size=1, max_size=3, unique=True).map(lambda x: {"BS": x}),
    )
    return st.recursive(
        scalars,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4).map(lambda x: {"L": x}),
            st.dictionaries(TEXT, inner, max_size=4).map(lambda x: {"M": x}),
        ),
        max_leaves=12,
    )


@settings(max_examples=400, deadline=None)
@given(ddb_values())
def test_value_size_measures_members_as_the_general_walk_does(v):
    """value_size measures a list's or map's text members itself; _measure
    (measured_size's walk, which reads every member with a call) agrees."""
    assert value_size(v) == items._measure(v)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(TEXT, ddb_values(), max_size=5))
def test_copy_value_is_a_deep_copy(item):
    """copy_value copies an attribute's {"S": "x"} without a call: the copy
    equals the item, and shares no dict or list with it."""
    copied = copy_value(item)
    assert copied == copy.deepcopy(item)

    def containers(x, out):
        if isinstance(x, (dict, list)):
            out.append(id(x))
            for m in x.values() if isinstance(x, dict) else x:
                containers(m, out)
        return out

    assert not set(containers(copied, [])) & set(containers(item, []))


KEY_VALUES = {"S": TEXT, "N": NUMBER, "B": BINARY}
KEY_ATTRIBUTE = st.sampled_from(("S", "N", "B")).flatmap(lambda t: KEY_VALUES[t].map(lambda x: (t, x)))


@settings(max_examples=200, deadline=None)
@given(KEY_ATTRIBUTE, KEY_ATTRIBUTE)
def test_a_table_s_ident_is_each_key_attribute_s_member_key(pk, sk):
    """Table.ident takes text as it is (member_key gives it so) and asks member_key the rest."""
    (tp, p), (ts, s) = pk, sk
    spec = _spec(tp, ts)
    key = {"pk": {tp: p}, "sk": {ts: s}}
    assert Table(spec).ident(key) == (member_key(tp, p), member_key(ts, s))


def _requests():
    cases = load_cases() + recorded_cases()
    return [(c["operation"], c["request"]) for c in cases]


REQUESTS = _requests()


def test_legacy_parameters_are_found_as_the_general_way_finds_them():
    """legacy_used and mixed_legacy (a loop, and no lists for a request with no
    legacy parameter) against the comprehensions they stand for, on every
    recorded request."""
    for op, params in REQUESTS:
        if not isinstance(params, dict):
            continue
        want = [k for k in legacy.LEGACY.get(op, ()) if k in params and legacy.legacy_given(params[k])]
        assert legacy.legacy_used(op, params) == want
        expressions = [k for k in legacy._EXPRESSION_PARAMETERS if params.get(k) is not None]
        mixed = [k for k in want if k != "KeyConditions" or params.get("KeyConditionExpression") is not None]
        assert legacy.mixed_legacy(op, params) == ((mixed, expressions) if mixed and expressions else ([], []))


def _read(op, params, style):
    try:
        return parse_request(op, params, refuse_reserved=True, oldest_version=False, placeholder_style=style)
    except ParseError as e:
        return [(p.location, p.message, p.dynamodb) for p in e.problems]
    except Exception as e:  # the same failure either way
        return repr(e)


@pytest.mark.parametrize("start", range(0, 8))
def test_a_state_read_without_its_placeholders_style_is_the_same_state_otherwise(start):
    """The simulator reads a request without working out how its placeholders
    were written (only rendering reads that): the state, or the problems, are
    the same but for ``placeholders``."""
    for op, params in REQUESTS[start::8]:
        with_style = _read(op, params, True)
        without = _read(op, params, False)
        if isinstance(with_style, dict):
            with_style.pop("placeholders", None)
            assert "placeholders" not in without
        assert without == with_style


def test_the_checks_before_the_legacy_ones_pass_again_once_legacy_is_written_as_expressions():
    """The simulator runs the checks before the legacy parameters on the request
    as sent, writes its legacy parameters as expressions, then the checks
    before the expressions from the legacy check on (after_legacy): on every
    recorded request whose first checks pass, they pass again on the rewritten
    request, and the problem found is the one all the checks find."""
    checked = 0
    for case in load_cases() + recorded_cases():
        op, params = case["operation"], case["request"]
        try:
            table = Table(case["table"], [])
        except Exception:  # a table description the simulator refuses: no schema to check against
            continue
        if validate.before_legacy(op, params, table.schema) is not None:
            continue
        try:
            rewritten = legacy.to_expressions(op, params, tuple(table.schema.pairs()))
        except ExprError:
            continue
        with validate.values_read_once():
            whole = validate.before_expressions(op, rewritten, table.schema)
        with validate.values_read_once():
            assert validate.before_expressions(op, rewritten, table.schema, after_legacy=True) == whole
        checked += 1
    assert checked > 1000


@settings(max_examples=300, deadline=None)
@given(ddb_values())
def test_ddb_to_state_reads_text_numbers_and_binary_as_the_general_way(v):
    """ddb_to_state's shortcut for a plain str of S, N or B gives the general
    way's state: the type and the very text; a str subclass (NumberText) is
    not taken by it and still comes out as plain text."""
    state = values.ddb_to_state(v)
    ((t, x),) = v.items()
    if t in ("S", "N", "B"):
        assert state == {"type": t, "value": x} and state["value"].__class__ is str
        sub = values.ddb_to_state({t: values.NumberText(x)})
        assert sub == state and sub["value"].__class__ is str
    assert _outcome(lambda: values.Value.from_state(state, False)) == _outcome(lambda: values.Value.from_ddb(v))


def _outcome(read):
    try:
        return read()
    except ExprError as e:
        return e.message


JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(),
    st.sampled_from((5e-324, -5e-324, 1e-300, 0.1, -1e-7, 2.4703282292062328e-308, 1.7976931348623157e308)),
    TEXT,
    NUMBER,
    BINARY,
)
ANY_VALUES = st.one_of(
    ddb_values(),
    st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3)),
    st.dictionaries(
        st.sampled_from(("S", "N", "B", "SS", "NS", "BS", "L", "M", "BOOL", "NULL", "X")), JSON_SCALARS, max_size=2
    ),
    st.builds(lambda t, m: {t: m}, st.sampled_from(("SS", "NS", "BS", "L")), st.lists(JSON_SCALARS, max_size=4)),
)


@settings(max_examples=500, deadline=None)
@given(st.dictionaries(st.one_of(TEXT, st.text(max_size=3).map(lambda x: ":" + x)), ANY_VALUES, max_size=4))
def test_a_values_map_s_json_text_bounds_its_measured_sizes(values):
    """validate.map_problem, validate._check_size and parse._check_substituted_size
    measure nothing when the map's JSON text (items.sizes_bound) is within their limits:
    it bounds the placeholders' bytes and the values' measured sizes added up,
    valid values or not (what cannot be measured counts 0)."""
    bound = items.sizes_bound(values)
    if bound is None:
        return
    sizes = [items.measured_size({"": v}) or 0 if isinstance(v, dict) else 0 for v in values.values()]
    total = sum(len(k.encode("utf-8", "surrogatepass")) for k in values) + sum(sizes)
    assert total <= bound
    assert all(s <= bound for s in sizes)
    assert (items.measured_size(values) or 0) <= bound  # the map as an Item (validate._check_size)


def _with_number_text(v: dict) -> dict:
    """``v`` (a DynamoDB JSON value) with each number's text as NumberText (a str
    subclass: orjson writes it as text); a map's attribute named "N" is a name, not a number."""
    ((t, x),) = v.items()
    if t == "N":
        return {"N": values.NumberText(x)}
    if t == "L":
        return {"L": [_with_number_text(m) for m in x]}
    if t == "M":
        return {"M": {k: _with_number_text(m) for k, m in x.items()}}
    return v


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(TEXT, ddb_values(), min_size=1, max_size=5), st.booleans())
@example(item={"": {"L": [{"M": {"": {"NULL": True}, "N": {"L": []}}}]}}, as_number_text=True)  # a map's "N" is a name
def test_item_size_is_its_names_and_values_sizes_kept_or_not(item, as_number_text):
    """items.item_size keeps an item's size, and each list's and map's, by its
    JSON text (_document_size): the item measures its names' UTF-8 bytes and each value's
    value_size, measured anew, the first time and every time after (a kept size
    found again), whatever class its text is of."""
    if as_number_text:
        item = {k: _with_number_text(v) for k, v in item.items()}
    want = sum(len(k.encode("utf-8")) for k in item) + sum(value_size(v) for v in item.values())
    assert items._measured_item_size(item) == want  # each attribute measured
    assert items.item_size(item) == want  # kept by the item's JSON text
    assert items.item_size(copy.deepcopy(item)) == want  # found again
    assert items.item_size(item) == items.measured_size(item)


@settings(max_examples=200, deadline=None)
@given(KEY_ATTRIBUTE)
def test_a_kept_partition_hash_is_the_hash_of_the_key_s_bytes(attribute):
    """scanorder.partition_hash is kept per (type, text): found again, it is
    still the SHA-1 of the salted bytes DynamoDB Local hashes."""
    t, x = attribute
    want = hashlib.sha1(scanorder._SALT + scanorder.key_bytes(t, x)).digest()
    assert scanorder.partition_hash(t, x) == want
    assert scanorder.partition_hash(t, x) == want


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(("a", "b", "c", "é")), st.integers(-50, 50)), max_size=12, unique=True),
    st.sets(st.sampled_from(("a", "b", "c", "é"))),
)
def test_a_query_s_items_are_picked_then_ordered_as_ordered_then_picked(keys, wanted):
    """simulate._read_many orders only the items a Query's key condition holds
    for (Table.ordered of some items): the order of those items in the whole
    table's Scan order."""
    spec = {
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
        "AttributeDefinitions": [
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "N"},
        ],
    }
    table = Table(spec, [{"pk": {"S": p}, "sk": {"N": str(s)}} for p, s in keys])
    picked = [it for it in table.items.values() if it["pk"]["S"] in wanted]
    assert table.ordered(picked) == [it for it in table.ordered() if it["pk"]["S"] in wanted]


NAMES = st.sampled_from(("a", "b", "o", "q", "SK", "x", "n12", "n13", "hello", "longer_name", "aa", "ba"))
SEGMENTS = st.lists(st.one_of(NAMES, st.integers(0, 3)), max_size=3)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(NAMES, SEGMENTS), min_size=0, max_size=6))
def test_the_check_order_of_targets_that_do_not_clash_holds_every_action(raw):
    # applied checks every action in text order and asks check_order only for the
    # failing one it reports: the same as checking in check_order, since it holds them all
    targets = [Path((top, *rest)) for top, rest in raw]
    if first_clash(targets) is None:
        assert sorted(check_order(targets)) == list(range(len(targets)))


def _failing(name: str, how: str):
    """An action on ``name`` that fails against ITEM, and its error."""
    if how == "missing":  # SET x = a path the item does not hold
        return SetAction(Path((name,)), PathOperand(Path(("nowhere",)))), MSG_MISSING
    return AddAction(Path((name,)), ValueOperand(Value({"N": "1"}))), MSG_BAD_TYPE  # ADD a number to text


@pytest.mark.parametrize("first, second", [("hello", "n13"), ("n13", "hello"), ("a", "q"), ("q", "a"), ("o", "a")])
@pytest.mark.parametrize("kinds", [("missing", "type"), ("type", "missing")])
def test_of_several_failing_actions_the_last_in_check_order_is_reported(first, second, kinds):
    item = {"pk": {"S": "k"}, first: {"S": "text"}, second: {"S": "text"}}
    (a1, e1), (a2, e2) = _failing(first, kinds[0]), _failing(second, kinds[1])
    update = Update((a1, a2))
    last = check_order([a1.path, a2.path])[-1]
    with pytest.raises(DynamoDBError) as got:
        applied(update, item)
    assert got.value.message == (e1, e2)[last]


def test_the_items_before_a_request_are_read_without_a_copy():
    """The capacity estimate reads the table as it was before the request
    (``simulate._ItemsBefore``: the items the request wrote as ``_store``
    found them, the others the table's own), not a copy of every item made
    before each request: on every recorded case, with a second request on the
    same table so that the table's own items are ones an earlier request
    wrote, it gives each item of a copy taken before (the very object), and
    nothing for an item that was not there."""
    from builder.expr import simulate

    seen = []
    real_estimate = simulate.estimate

    def spy(table, before, req, ok, scanned):
        seen.append((table, before))  # a transaction's earlier actions may be run on a table of copies too
        return real_estimate(table, before, req, ok, scanned)

    simulate.estimate = spy
    try:
        checked = 0
        for case in load_cases() + recorded_cases():
            try:
                table = Table(case["table"], case["before"])
            except Exception:  # a table description the simulator refuses: nothing to estimate
                continue
            for _ in range(2):
                snapshot = dict(table.items)
                seen.clear()
                simulate.simulate_on(table, case["operation"], case["request"])
                for estimated, before in seen:
                    if estimated is not table:
                        continue
                    for ident in snapshot.keys() | table.items.keys():
                        assert before.get(ident) is snapshot.get(ident), (case["id"], ident)
                    checked += 1
    finally:
        simulate.estimate = real_estimate
    assert checked > 5000


@settings(max_examples=100, deadline=None)
@given(KEY_ATTRIBUTE)
def test_a_hash_only_table_s_ident_is_its_attribute_s_member_key(pk):
    (tp, p) = pk
    spec = {
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": tp}],
    }
    assert Table(spec).ident({"pk": {tp: p}}) == (member_key(tp, p),)


def _answered_items(result) -> list:
    """Every item (or key) a simulated request answers with: the response's
    Item, Items, Attributes and LastEvaluatedKey, a Responses' Items, the
    failed condition's item and the cancellation reasons' items."""
    out = []
    response = result.response or {}
    for field in ("Item", "Attributes", "LastEvaluatedKey"):
        if isinstance(response.get(field), dict):
            out.append(response[field])
    out += [it for it in response.get("Items") or [] if isinstance(it, dict)]
    out += [r["Item"] for r in response.get("Responses") or [] if isinstance(r, dict) and "Item" in r]
    if result.item is not None:
        out.append(result.item)
    out += [r["Item"] for r in result.cancellation_reasons or [] if isinstance(r, dict) and "Item" in r]
    return out


def test_an_answers_items_are_the_callers_to_change_at_their_top_level():
    """The simulator answers with items that share their attributes' values
    with the table's (``simulate._answered``): on every recorded case, run
    twice on one table, a caller that adds and drops attributes of each item
    it was answered with leaves the table's items as they were."""
    from builder.expr import simulate

    poked = 0
    for case in load_cases() + recorded_cases():
        try:
            table = Table(case["table"], case["before"])
        except Exception:  # a table description the simulator refuses
            continue
        for _ in range(2):
            result = simulate.simulate_on(table, case["operation"], case["request"])
            stored = copy.deepcopy(table.items)
            for it in _answered_items(result):
                for name in list(it)[:1]:
                    del it[name]
                it["poked"] = {"S": "by the caller"}
                poked += 1
            assert table.items == stored, case["id"]
    assert poked > 2000


@settings(max_examples=200, deadline=None)
@given(st.lists(NAMES, min_size=1, max_size=6, unique=True), st.data())
def test_one_failing_action_of_several_is_the_one_reported(names, data):
    """applied reports a single failing action without asking check_order
    (which holds every action, above): each action in turn fails alone, the
    others succeed on the item, and its own error is the one raised."""
    at = data.draw(st.integers(0, len(names) - 1))
    how = data.draw(st.sampled_from(("missing", "type")))
    item = {"pk": {"S": "k"}, **{name: {"S": "text"} for name in names}}
    actions = [SetAction(Path((name,)), ValueOperand(Value({"N": "1"}))) for name in names]
    actions[at], error = _failing(names[at], how)
    with pytest.raises(DynamoDBError) as got:
        applied(Update(tuple(actions)), item)
    assert got.value.message == error


def _spec(pk_type: str, sk_type: str | None) -> dict:
    schema = [{"AttributeName": "pk", "KeyType": "HASH"}]
    definitions = [{"AttributeName": "pk", "AttributeType": pk_type}]
    if sk_type is not None:
        schema.append({"AttributeName": "sk", "KeyType": "RANGE"})
        definitions.append({"AttributeName": "sk", "AttributeType": sk_type})
    return {"KeySchema": schema, "AttributeDefinitions": definitions}


@settings(max_examples=300, deadline=None)
@given(KEY_ATTRIBUTE, KEY_ATTRIBUTE, st.booleans())
def test_a_checked_key_is_its_attributes_normalized(pk, sk, as_values):
    """Table.check_key keeps a text attribute as it is, without normalize's
    call: held to normalize_item (equal values, and the very object where
    normalize gives back the one it was given)."""
    (tp, p), (ts, s) = pk, sk
    raw = {"pk": {tp: p}, "sk": {ts: s}}
    key = {name: Value(v) for name, v in raw.items()} if as_values else raw
    try:
        got = Table(_spec(tp, ts)).check_key(key)
    except DynamoDBError:  # an empty value: refused either way
        return
    want = items.normalize_item(items.as_ddb(key))
    assert got == want
    for name, v in items.as_ddb(key).items():
        assert (got[name] is v) == (want[name] is v)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(("S", "N", "B")).flatmap(
        lambda t: st.tuples(st.just(t), st.lists(KEY_VALUES[t].filter(bool), min_size=1, max_size=4, unique=True))
    ),
    st.sampled_from((None, "S", "N", "B")),
    st.lists(st.tuples(st.integers(0, 3), st.integers(0, 5)), max_size=14),
    st.integers(0, 3),
)
def test_a_query_gives_its_partition_s_items_in_scan_order(partitions, sk_type, rows, asked):
    """A Query orders the items its key condition holds for by their sort key
    alone (they share their partition's place in a Scan): held to the table's
    Scan order (``Table.ordered``) of the same items."""
    pk_type, pks = partitions
    sks = {
        "S": ["b", "a", "é", "aa", "B", "z"],
        "N": ["3", "-1", "1.5", "10", "0", "2"],
        "B": ["AQ==", "AA==", "Ag==", "/w==", "AAA=", "YQ=="],
    }
    before = []
    for i, j in rows:
        item = {"pk": {pk_type: pks[i % len(pks)]}, "n": {"N": str(len(before))}}
        if sk_type is not None:
            item["sk"] = {sk_type: sks[sk_type][j]}
        before.append(item)
    table = Table(_spec(pk_type, sk_type), before)
    value = {pk_type: pks[asked % len(pks)]}
    request = {"TableName": "Tbl", "KeyConditionExpression": "pk = :p", "ExpressionAttributeValues": {":p": value}}
    result = simulate_on(table, "Query", request)
    assert result.ok, result.message
    assert result.response["Items"] == [it for it in table.ordered() if it["pk"] == items.normalize(value)]


def test_a_request_without_legacy_parameters_keeps_its_error_s_words():
    """simulate_on asks legacy_words and checked_after_condition only for a
    request that gives legacy parameters: for any other, they leave every
    error message as it is and order nothing (every message the simulator
    gives on the recorded cases, on each operation's requests of the corpus
    without legacy parameters)."""
    cases = [c for c in load_cases() + recorded_cases() if isinstance(c.get("request"), dict)]
    messages = set()
    for case in cases:
        try:
            result = simulate_on(Table(case["table"], case["before"]), case["operation"], case["request"])
        except Exception:  # a table description the simulator refuses
            continue
        if not result.ok:
            messages.add(result.message)
    plain = {}
    for case in cases:
        if not legacy.legacy_used(case["operation"], case["request"]):
            plain.setdefault(case["operation"], []).append(case["request"])
    assert len(messages) > 200 and len(plain) >= 10
    for operation, requests in plain.items():
        for request in requests[:: max(1, len(requests) // 5)]:
            for message in messages:
                assert legacy.legacy_words(operation, request, message) is message
                assert not legacy.checked_after_condition(operation, request, message)


def _action(kind: str, path: Path, value: dict):
    if kind == "SET":
        return SetAction(path, ValueOperand(Value(value)))
    if kind == "REMOVE":
        return RemoveAction(path)
    if kind == "ADD":
        return AddAction(path, ValueOperand(Value({"N": "1"} if value.get("N") else {"SS": ["x", "b"]})))
    return DeleteAction(path, ValueOperand(Value({"SS": ["x", "a"]})))


NESTED_ITEM = {
    "pk": {"S": "k"},
    "a": {"M": {"a": {"N": "1"}, "b": {"L": [{"N": "2"}, {"SS": ["x", "y"]}]}}},
    "b": {"L": [{"M": {"a": {"S": "t"}, "b": {"NS": ["1"]}}}, {"N": "3"}, {"L": []}]},
    "c": {"SS": ["x", "y"]},
}
INNER = st.lists(st.one_of(st.sampled_from(("a", "b")), st.integers(0, 3)), max_size=3)


@settings(max_examples=500, deadline=None)
@given(
    st.dictionaries(NAMES, ddb_values(2), max_size=3),
    st.lists(
        st.tuples(st.sampled_from(("SET", "REMOVE", "ADD", "DELETE")), st.sampled_from("abcq"), INNER, ddb_values(1)),
        min_size=1,
        max_size=4,
    ),
)
def test_an_update_changes_nothing_of_the_item_before(attributes, raw):
    """applied copies only the attributes an action's path goes into (an
    action on a whole attribute replaces or removes it): the item before is
    left as it was, and the item after is the one an update of a whole copy
    gives (the same, or the same error)."""
    old = {**attributes, **copy.deepcopy(NESTED_ITEM)}
    actions = [_action(kind, Path((top, *rest)), value) for kind, top, rest, value in raw]
    if first_clash([a.path for a in actions]) is not None:
        return  # the parser refuses paths that clash
    update = Update(tuple(actions))
    kept = copy.deepcopy(old)
    try:
        want = applied(update, copy.deepcopy(old))[0]
    except DynamoDBError as e:
        want = e.message
    try:
        got = applied(update, old)[0]
    except DynamoDBError as e:
        got = e.message
    assert old == kept
    assert got == want


@settings(max_examples=300, deadline=None)
@given(ddb_values(2), st.sampled_from(("a", "q", "pk")), st.booleans())
def test_a_set_of_a_whole_attribute_is_stored_as_put_at_stores_it(value, name, also_remove):
    """applied stores a SET of a whole attribute without put_at's call:
    the item after is the one put_at gives, the value as an update stores it
    (number sets through java_text), and the item before is left as it was."""
    old = copy.deepcopy(NESTED_ITEM)
    actions = [SetAction(Path((name,)), ValueOperand(Value(value)))]
    if also_remove:  # a REMOVE beside it: the removes listed without a generator
        actions.append(RemoveAction(Path(("b", 0))))
    kept = copy.deepcopy(old)
    got = applied(Update(tuple(actions)), old)[0]
    want = copy.deepcopy(old)
    items.put_at(want, Path((name,)), items.stored_by_update(copy_value(value)))
    if also_remove:
        items.remove_at(want, Path(("b", 0)))
    assert got == want
    assert old == kept


@settings(max_examples=500, deadline=None)
@given(ddb_values(1), ddb_values(1), st.booleans())
def test_equal_and_order_read_a_value_s_type_as_type_of_does(a, b, same):
    """equal, is_ordered_pair and order_key read a value's type without
    type_of's call, and equal compares text without member_key's: what they
    answer is what type_of and member_key give."""
    if same:  # an equal value of its own objects (text compared by content, not identity)
        b = copy.deepcopy(a)
        if "S" in b:
            b = {"S": "".join(list(b["S"]))}

    def general_equal(x, y):
        tx, ty = items.type_of(x), items.type_of(y)
        if tx != ty:
            return False
        if tx in ("N", "B", "S"):
            return member_key(tx, x[tx]) == member_key(ty, y[ty])
        return items.equal(x, y)  # sets, lists and maps: the same code as before

    assert items.equal(a, b) == general_equal(a, b)
    ta, tb = items.type_of(a), items.type_of(b)
    assert items.is_ordered_pair(a, b) == (ta == tb and ta in ("S", "N", "B"))
    assert not items.is_ordered_pair(None, b) and not items.is_ordered_pair(a, None)
    if ta in ("S", "N", "B"):
        assert items.order_key(a) == (a["S"].encode("utf-8") if ta == "S" else member_key(ta, a[ta]))


def test_the_request_s_blocks_are_open_while_it_is_read_and_closed_after():
    """simulate._load opens values_read_once's and fragments_read's blocks
    without the with statement's calls: while the request is read, each has a
    Kept of its own, new for each request; once the request is answered
    (read, refused by a check before the reader, by the reader, or by a check
    after it), each is back to what it was before, as the with statement
    leaves it."""
    from builder.expr import loader

    seen = []
    real = validate.before_expressions, validate.after_load

    def spying(stage, function):
        def spy(*args, **kwargs):
            seen.append((stage, validate._READ.current(), loader._READ.current()))
            return function(*args, **kwargs)

        return spy

    spec = {
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
    }
    key = {"TableName": "tab", "Key": {"pk": {"S": "a"}}}
    update = {"UpdateExpression": "SET pk = :v", "ExpressionAttributeValues": {":v": {"S": "b"}}}
    requests = [  # (operation, request, the stages it reaches, whether it is answered)
        ("GetItem", key, ["before", "after"], True),
        ("GetItem", {**key, "ExpressionAttributeNames": {"#a": "a"}}, ["before"], False),  # refused before the reader
        ("GetItem", {**key, "ProjectionExpression": "#x"}, ["before"], False),  # refused by the reader
        ("GetItem", {**key, "Key": {"pk": {"NULL": True, "S": "a"}}}, ["before", "after"], False),  # after it
        ("UpdateItem", {**key, **update}, ["before", "after"], False),  # refused when run, after _load
    ]
    validate.before_expressions = spying("before", real[0])
    validate.after_load = spying("after", real[1])
    try:
        for outer in (False, True):
            for operation, params, stages, answered in requests:
                seen.clear()
                if outer:  # within blocks of a caller's own: theirs again after
                    with validate.values_read_once(), loader.fragments_read():
                        before = (validate._READ.current(), loader._READ.current())
                        result = simulate_on(Table(spec), operation, params)
                        after = (validate._READ.current(), loader._READ.current())
                    assert before[0] is after[0] and before[1] is after[1]
                    assert before[0] is not None and before[1] is not None
                else:
                    result = simulate_on(Table(spec), operation, params)
                    after = (validate._READ.current(), loader._READ.current())
                    assert after == (None, None)
                assert result.ok == answered
                assert [stage for stage, _, _ in seen] == stages
                assert len({id(values_kept) for _, values_kept, _ in seen}) == 1  # one block for the request
                for _, values_kept, fragments_kept in seen:
                    assert values_kept is not None and fragments_kept is not None
                    assert values_kept is not fragments_kept
                    if outer:
                        assert values_kept is not before[0] and fragments_kept is not before[1]
            first = []
            for _ in range(2):
                seen.clear()
                simulate_on(Table(spec), "GetItem", key)
                first.append(seen[0])
            assert first[0][1] is not first[1][1] and first[0][2] is not first[1][2]  # new for each request
    finally:
        validate.before_expressions, validate.after_load = real


@settings(max_examples=400, deadline=None)
@given(
    st.dictionaries(NAMES, ddb_values(2), max_size=4),
    st.lists(
        st.tuples(
            st.sampled_from(("SET", "REMOVE", "ADD", "DELETE")),
            st.sampled_from(("a", "b", "c", "q", "x", "hello")),
            st.one_of(st.just([]), INNER),  # a whole attribute, most often
            ddb_values(1),
        ),
        min_size=1,
        max_size=4,
    ),
)
@example({}, [("SET", "q", [], {"S": "v"}), ("REMOVE", "c", [], {"S": "v"}), ("SET", "a", ["a"], {"N": "2"})])
def test_an_updated_item_is_measured_from_the_attributes_its_actions_go_into(attributes, raw):
    """item_size_after, told the top-level attributes an update's actions go
    into, compares only those (applied shares the others with the item
    before): the size is the whole item's, measured, as comparing every
    attribute gives it."""
    old = {**attributes, **copy.deepcopy(NESTED_ITEM)}
    actions = [_action(kind, Path((top, *rest)), value) for kind, top, rest, value in raw]
    if first_clash([a.path for a in actions]) is not None:
        return  # the parser refuses paths that clash
    try:
        new = applied(Update(tuple(actions)), old)[0]
    except DynamoDBError:
        return
    touched = dict.fromkeys(a.path.segments[0] for a in actions)
    size = items.item_size(new)
    assert items.item_size_after(new, old, items.item_size(old), touched) == size
    assert items.item_size_after(new, old, items.item_size(old)) == size


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(TEXT, st.one_of(ddb_values(2), st.just({"S": "x", "N": "1"})), max_size=5))
def test_an_item_is_normalized_as_each_attribute_normalized(item):
    """normalize_item takes a text attribute as it is without normalize's
    call: the item is each attribute normalize gives (the same object), or
    the same error."""

    def outcome(f):
        try:
            return f()
        except Exception as e:
            return type(e)

    got = outcome(lambda: items.normalize_item(item))
    want = outcome(lambda: {k: items.normalize(v) for k, v in item.items()})
    assert got == want
    if isinstance(want, dict):
        assert all(got[k] is want[k] or got[k] == want[k] for k in want)
        assert all(got[k] is item[k] for k in item if want[k] is item[k])  # shared where normalize shares


@settings(max_examples=200, deadline=None)
@given(KEY_ATTRIBUTE, KEY_ATTRIBUTE)
def test_an_item_s_sort_value_is_its_sort_key_s_order_key(pk, sk):
    """Table.sort_value reads the sort key's order without order_key's call:
    it is order_key's answer (b"" for a table without a sort key)."""
    (tp, p), (ts, s) = pk, sk
    spec = _spec(tp, ts)
    item = {"pk": {tp: p}, "sk": {ts: s}, "other": {"S": "x"}}
    assert Table(spec).sort_value(item) == items.order_key({ts: s})
    assert Table(_spec(tp, None)).sort_value(item) == b""


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(("SET", "REMOVE")),
            st.sampled_from("abcq"),
            st.lists(st.one_of(st.just("a"), st.integers(0, 2)), max_size=2),
        ),
        min_size=1,
        max_size=3,
    ),
    st.sampled_from(("UPDATED_OLD", "UPDATED_NEW")),
)
def test_an_update_s_updated_attributes_are_the_projection_of_their_top_levels(raw, returned):
    """UpdateItem's UPDATED_OLD and UPDATED_NEW give each updated attribute
    whole without a Path made for it, nor project's calls: what project gives
    for the top-level paths of the updated paths that hold a value."""
    spec = {
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
    }
    names, values, parts = {}, {}, {"SET": [], "REMOVE": []}
    paths = []
    for i, (kind, top, rest) in enumerate(raw):
        names[f"#t{i}"] = top
        text = f"#t{i}" + "".join(f"[{s}]" if isinstance(s, int) else f".#m{i}" for s in rest)
        if any(isinstance(s, str) for s in rest):
            names[f"#m{i}"] = "a"
        paths.append(Path((top, *rest)))
        if kind == "SET":
            values[f":v{i}"] = {"N": str(i)}
            parts["SET"].append(f"{text} = :v{i}")
        else:
            parts["REMOVE"].append(text)
    expression = " ".join(f"{kind} {', '.join(p)}" for kind, p in parts.items() if p)
    request = {
        "TableName": "tab",
        "Key": {"pk": {"S": "k"}},
        "UpdateExpression": expression,
        "ExpressionAttributeNames": names,
        "ReturnValues": returned,
    }
    if values:
        request["ExpressionAttributeValues"] = values
    table = Table(spec, [copy.deepcopy(NESTED_ITEM)])
    before = dict(table.get({"pk": {"S": "k"}}))
    result = simulate_on(table, "UpdateItem", request)
    if not result.ok:
        return
    src = before if returned == "UPDATED_OLD" else result.items_after[0]["item"]
    want = items.project(src, [Path((p.segments[0],)) for p in paths if items.lookup(src, p) is not None])
    assert result.response.get("Attributes", {}) == want
    assert ("Attributes" in result.response) == bool(want)
