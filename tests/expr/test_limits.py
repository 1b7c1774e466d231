"""DynamoDB's limits (builder/expr/limits.py), each at the limit (accepted) and
one over (refused, with a message naming the limit, located), through every
reader: the state loader, the request reader and the parser, the checker, the
simulator and the emitters. And the work: far past a limit, the answer is the
same message, never a RecursionError, a ValueError or a slow answer (nothing
is converted or recursed into before it is measured).

Where the claim is DynamoDB's behaviour, tests/integration/test_limits_dynamodb.py
records the boundary pairs against DynamoDB Local."""

from __future__ import annotations

import json
import re
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.expr import ExprError, Path, StateError, Value, load_state, migrate, parse_path, render
from builder.expr import limits as lim
from builder.expr.check import check_document
from builder.expr.emit import EMITTERS, emit, readable
from builder.expr.errors import LONE_SURROGATE, lone_surrogate
from builder.expr.nodes import operator_count
from builder.expr.parse import Context, parse_expression
from builder.expr.reader import ParseError, parse_request
from builder.expr.simdoc import simulate_document
from builder.expr.values import describe, parse_number
from tests.expr.helpers import KEY, S, state
from tests.strategies import states

TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
}
FAR = 100_000  # far past any limit: a recursive reader would hit Python's recursion limit (1,000)


def problems(doc) -> list[tuple[str, str]]:
    with pytest.raises(StateError) as e:
        load_state(doc)
    return [(p.location, p.message) for p in e.value.problems]


def only_problem(doc):
    with pytest.raises(StateError) as e:
        load_state(doc)
    assert len(e.value.problems) == 1, e.value.problems
    return e.value.problems[0]


# --------------------------------------------------------------------------
# Values nested in one another: DynamoDB's 32 levels
# --------------------------------------------------------------------------
def state_value(containers: int, leaf: dict | None = None, kind: str = "L") -> dict:
    """A state value of ``containers`` lists (or maps) in one another around ``leaf``."""
    v = leaf or S("x")
    for _ in range(containers):
        v = {"type": "L", "value": [v]} if kind == "L" else {"type": "M", "value": {"a": v}}
    return v


def ddb_value(containers: int, leaf: dict | None = None) -> dict:
    v = leaf or {"S": "x"}
    for _ in range(containers):
        v = {"L": [v]}
    return v


def put(value: dict) -> dict:
    return state(operation="PutItem", item={"PK": S("a"), "x": value})


@pytest.mark.parametrize("kind", ["L", "M"])
def test_an_attribute_nests_32_levels_and_no_more(kind):
    # a top-level attribute is level 1: 31 lists or maps around a scalar reach level 32
    assert lim.document_levels(state_value(31, kind=kind), "state") == 32
    load_state(put(state_value(31, kind=kind)))
    p = only_problem(put(state_value(32, kind=kind)))
    assert p.location == "item.x"
    assert "more than 32 levels deep" in p.message
    assert p.dynamodb == lim.MSG_NESTING


def test_an_empty_list_counts_the_level_it_would_hold():
    """DynamoDB Local refuses 32 lists in one another even when the innermost is empty."""
    load_state(put(state_value(30, leaf={"type": "L", "value": []})))  # 31 lists
    p = only_problem(put(state_value(31, leaf={"type": "L", "value": []})))  # 32 lists
    assert p.dynamodb == lim.MSG_NESTING


def test_expression_values_nest_32_levels_too():
    ok = state(operation="UpdateItem", key=KEY, update=[{"action": "SET", "path": "x", "value": state_value(31)}])
    load_state(ok)
    bad = state(operation="UpdateItem", key=KEY, update=[{"action": "SET", "path": "x", "value": state_value(32)}])
    p = only_problem(bad)
    assert p.location == "update[0].value"
    assert "32 levels" in p.message


@pytest.mark.parametrize("containers", [32, 200, FAR])
def test_a_too_deep_value_is_refused_without_recursion(containers):
    for raw, read in (
        (state_value(containers), Value.from_state),
        (ddb_value(containers), Value.from_ddb),
    ):
        with pytest.raises(ExprError) as e:
            read(raw)
        assert e.value.dynamodb == lim.MSG_NESTING
    plain: list = []
    for _ in range(containers):
        plain = [plain]
    with pytest.raises(ExprError, match="32 levels"):
        Value.from_json(plain, plain=True)


def test_request_values_nest_32_levels():
    ok = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": ddb_value(31)}}
    assert parse_request("PutItem", ok)["item"]["x"] == state_value(31)
    with pytest.raises(ParseError) as e:
        parse_request("PutItem", {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": ddb_value(32)}})
    (p,) = e.value.problems
    assert (p.location, p.dynamodb) == ("Item.x", lim.MSG_NESTING)


def test_an_expression_value_too_deep_gets_dynamodbs_words():
    request = {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "SET y = :v",
        "ExpressionAttributeValues": {":v": ddb_value(FAR)},
    }
    answer = simulate_document({"table": TABLE, "before": [], "operation": "UpdateItem", "request": request})
    assert answer["message"] == f"ExpressionAttributeValues contains invalid value: {lim.MSG_NESTING} for key :v"


def test_the_simulator_measures_an_item_before_it_walks_it():
    for containers in (32, FAR):
        request = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": ddb_value(containers)}}
        answer = simulate_document({"table": TABLE, "before": [], "operation": "PutItem", "request": request})
        assert answer == {"ok": False, "error_code": "ValidationException", "message": lim.MSG_NESTING}
    request = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": ddb_value(31)}}
    assert simulate_document({"table": TABLE, "before": [], "operation": "PutItem", "request": request})["ok"]


def test_an_update_that_nests_an_item_too_deep_is_refused_by_the_simulator():
    before = [{"PK": {"S": "a"}, "m": {"M": {}}}]

    def set_m_a(containers):
        request = {
            "TableName": "Tbl",
            "Key": {"PK": {"S": "a"}},
            "UpdateExpression": "SET m.v = :v",
            "ExpressionAttributeValues": {":v": ddb_value(containers)},
        }
        return simulate_document({"table": TABLE, "before": before, "operation": "UpdateItem", "request": request})

    assert set_m_a(30)["ok"]  # m (1) holds v (2) holding 30 lists: the scalar is at level 32
    assert set_m_a(31) == {"ok": False, "error_code": "ValidationException", "message": lim.MSG_NESTING_UPDATE}


# --------------------------------------------------------------------------
# Condition groups: the builder's 32
# --------------------------------------------------------------------------
def nested_condition(groups: int, op: str = "and") -> dict:
    cond = {"op": "attribute_exists", "path": "a"}
    for _ in range(groups):
        cond = {"op": "not", "condition": cond} if op == "not" else {"op": op, "conditions": [cond]}
    return state(operation="DeleteItem", key=KEY, condition=cond)


@pytest.mark.parametrize("op", ["and", "OR", "not"])
def test_conditions_nest_32_groups(op):
    load_state(nested_condition(lim.MAX_CONDITION_DEPTH, op))
    p = only_problem(nested_condition(lim.MAX_CONDITION_DEPTH + 1, op))
    step = "condition" if op == "not" else "conditions[0]"
    assert p.location == "condition" + f".{step}" * lim.MAX_CONDITION_DEPTH
    assert "at most 32 groups deep" in p.message


@pytest.mark.parametrize("groups", [72, 309, FAR])
def test_a_deep_condition_is_refused_before_it_is_read(groups):
    """F6 and F7 (issue 11): 72 groups broke the page, about 309 the loader. The
    limit is checked by migrate, which every reader of a state calls first (the
    web does before it renders a link or a snippet)."""
    with pytest.raises(StateError) as e:
        migrate(nested_condition(groups))
    assert [p.message for p in e.value.problems] == [
        lim.condition_depth_problem(nested_condition(33)["condition"], "").message
    ]


def test_every_condition_of_a_transaction_is_measured():
    deep = nested_condition(33)["condition"]
    ok = nested_condition(32)["condition"]
    actions = [{"type": "ConditionCheck", "table": "tbl", "key": KEY, "condition": c} for c in (ok, deep, ok, deep)]
    found = problems({"version": 1, "operation": "TransactWriteItems", "actions": actions})
    assert [loc.split(".")[0] for loc, _ in found] == ["actions[1]", "actions[3]"]


@pytest.mark.parametrize("groups", range(26, 36))
@pytest.mark.parametrize("where", ["condition", "filter", "action"])
def test_a_state_of_few_brackets_is_within_the_depth_limits_unmeasured(groups, where):
    """A state of at most 32 opening brackets is not measured (its conditions
    cannot nest 33 groups): what state_limit_problems says of the states
    around that size is what measuring their conditions says."""
    cond = {"op": "attribute_exists", "path": "a"}
    for _ in range(groups):
        cond = {"op": "not", "condition": cond}
    if where == "action":
        doc = {"version": 3, "operation": "TransactWriteItems", "actions": [{"type": "Put", "condition": cond}]}
        loc = "actions[0].condition"
    else:
        doc = {"version": 3, "operation": "Scan", where: cond}
        loc = where
    measured = lim.condition_depth_problem(cond, loc)
    assert lim.state_limit_problems(doc) == ([measured] if measured else [])
    assert (measured is None) == (groups <= lim.MAX_CONDITION_DEPTH)


@pytest.mark.parametrize("attributes, actions", [(1, 1), (40, 1), (1, 40)])
@pytest.mark.parametrize("bad", ["value", "name"])
def test_a_lone_surrogate_is_found_whether_or_not_the_limits_wrote_the_state(attributes, actions, bad):
    """migrate looks for a lone surrogate unless the limits' bracket count had
    orjson write the state (which it cannot with one): small states, states
    of more brackets and of many actions all get the search's problem."""
    item = {"PK": S("a"), **{f"a{i}": S("x") for i in range(attributes)}}
    item.update({"x": S("\ud800")} if bad == "value" else {"\udfff": S("x")})
    put = {"type": "Put", "table": "tbl", "item": item}
    check = {"type": "ConditionCheck", "table": "tbl", "key": KEY, "condition": {"op": "attribute_exists", "path": "a"}}
    doc = {"version": 3, "operation": "TransactWriteItems", "actions": [check] * (actions - 1) + [put]}
    where = lone_surrogate(doc)
    assert where is not None and where.startswith(f"actions[{actions - 1}].item")
    with pytest.raises(StateError) as e:
        migrate(doc)
    assert [(p.location, p.message) for p in e.value.problems] == [(where, f"this text {LONE_SURROGATE}")]
    assert migrate({**doc, "actions": [check] * (actions - 1)})["version"] == 3  # and without it, none


def test_a_filter_is_measured_too():
    doc = state(operation="Scan", filter=nested_condition(33)["condition"])
    assert problems(doc)[0][0].startswith("filter.conditions[0]")


def alternating(depth: int) -> str:
    text = "a = :v"
    for i in range(depth - 1):
        text = f"b = :v {'AND' if i % 2 else 'OR'} ({text})"
    return text


def test_the_parser_reads_conditions_nested_32_groups():
    ctx = lambda: Context(values={":v": {"S": "x"}})  # noqa: E731
    cond = parse_expression("ConditionExpression", alternating(33), ctx())  # 32 groups: OR, AND, ... and the atom
    doc = state(operation="DeleteItem", key=KEY, condition=_state_of(cond))
    load_state(doc)
    with pytest.raises(ExprError, match="nested at most 32 groups deep"):
        parse_expression("ConditionExpression", alternating(34), ctx())


def test_a_long_chain_of_one_operator_is_one_group():
    ctx = Context(values={":v": {"S": "x"}})
    cond = parse_expression("ConditionExpression", " AND ".join(["a = :v"] * 150), ctx)
    assert len(cond.conditions) == 150


def _state_of(cond):
    from builder.expr.state import condition_state

    return condition_state(cond)


# --------------------------------------------------------------------------
# Functions nested in one another: the builder's 32
# --------------------------------------------------------------------------
def nested_if_not_exists(depth: int) -> dict:
    value: dict = S("x")
    for i in range(depth):
        value = {"if_not_exists": [f"a{i}", value]}
    return value


def test_functions_nest_32_deep():
    ok = state(
        operation="UpdateItem", key=KEY, update=[{"action": "SET", "path": "y", "value": nested_if_not_exists(32)}]
    )
    _, params = render(ok)
    text = params["UpdateExpression"]
    assert text.count("if_not_exists") == 32
    reread = parse_expression(
        "UpdateExpression", text, Context(params.get("ExpressionAttributeNames"), params["ExpressionAttributeValues"])
    )
    assert operator_count(reread) == 32
    bad = state(
        operation="UpdateItem", key=KEY, update=[{"action": "SET", "path": "y", "value": nested_if_not_exists(33)}]
    )
    p = only_problem(bad)
    assert "functions nest at most 32 deep" in p.message
    assert p.location == "update[0].value" + ".if_not_exists[1]" * 32 + ".if_not_exists"
    with pytest.raises(ExprError, match="functions nested at most 32 deep"):
        parse_expression(
            "UpdateExpression",
            "SET y = " + "if_not_exists(a, " * 33 + ":v" + ")" * 33,
            Context(values={":v": {"S": "x"}}),
        )


def test_far_nested_functions_are_refused_without_recursion():
    doc = state(
        operation="UpdateItem", key=KEY, update=[{"action": "SET", "path": "y", "value": nested_if_not_exists(FAR)}]
    )
    with pytest.raises(StateError):
        load_state(doc)


# --------------------------------------------------------------------------
# The state as a whole
# --------------------------------------------------------------------------
def deepest_state() -> dict:
    """As deep as a valid state goes: a transaction action's condition of 32
    groups, holding IN with a value of 32 levels."""
    cond = {"op": "in", "operand": {"path": "x"}, "values": [state_value(31)]}
    for i in range(lim.MAX_CONDITION_DEPTH):
        cond = {"op": "and" if i % 2 else "or", "conditions": [cond, {"op": "attribute_exists", "path": "y"}]}
    action = {"type": "ConditionCheck", "table": "tbl", "key": KEY, "condition": cond}
    return {"version": 1, "operation": "TransactWriteItems", "actions": [action]}


def test_the_deepest_valid_state_is_within_the_state_depth():
    doc = deepest_state()
    depth, _ = lim.json_depth(doc)
    assert depth <= lim.MAX_STATE_DEPTH
    load_state(doc)


def test_a_state_deeper_than_any_valid_one_is_refused_first():
    doc = state(operation="PutItem", item={"PK": S("a"), "x": {"type": "M", "value": {"a": [[[[]]]]}}})
    inner = doc["item"]["x"]["value"]
    for _ in range(lim.MAX_STATE_DEPTH):
        inner = {"a": inner}
    doc["item"]["x"]["value"] = inner
    (p,) = problems(doc)
    assert p[0] == "item.x.value.a"  # located by its first levels
    assert f"more than {lim.MAX_STATE_DEPTH} levels deep" in p[1]


def test_the_state_limits_come_before_anything_else():
    """A state both too deep and full of other problems (here a lone surrogate,
    which migrate reports next) gets the limit's message only."""
    doc = nested_condition(40)
    doc["table"] = "\ud800"
    assert len(problems(doc)) == 1


# --------------------------------------------------------------------------
# Items: 400 KB
# --------------------------------------------------------------------------
def test_an_item_holds_400_kb():
    def padded(total):
        return {"PK": S("a"), "pad": S("x" * (total - len("PK") - 1 - len("pad")))}

    load_state(state(operation="PutItem", item=padded(lim.MAX_ITEM_BYTES)))
    put = {"type": "Put", "table": "tbl", "item": padded(lim.MAX_ITEM_BYTES + 1)}
    p = only_problem({"version": 1, "operation": "TransactWriteItems", "actions": [put]})
    assert (p.location, p.dynamodb) == ("actions[0].item", "Item size has exceeded the maximum allowed size")
    assert p.message.startswith("the item is 409,601 bytes")


# --------------------------------------------------------------------------
# Transactions: 100 actions, counted first
# --------------------------------------------------------------------------
def test_a_transaction_holds_100_actions():
    action = {
        "type": "ConditionCheck",
        "table": "tbl",
        "key": KEY,
        "condition": {"op": "attribute_exists", "path": "a"},
    }
    load_state({"version": 1, "operation": "TransactWriteItems", "actions": [action] * 100})
    # 101 actions that are not even actions: the count is the one problem, nothing else is read
    p = only_problem({"version": 1, "operation": "TransactWriteItems", "actions": ["junk"] * 101})
    assert (p.location, p.message, p.dynamodb) == (
        "actions",
        "a transaction holds at most 100 actions, got 101",
        "Member must have length less than or equal to 100",
    )


def test_the_reader_counts_transaction_items_before_reading_them():
    with pytest.raises(ParseError) as e:
        parse_request("TransactWriteItems", {"TransactItems": [{"Put": "junk"}] * 101})
    assert [(p.location, p.dynamodb) for p in e.value.problems] == [("TransactItems", lim.MSG_TRANSACTION_ACTIONS)]


# --------------------------------------------------------------------------
# Expressions: 4 KB, then 300 operators and functions
# --------------------------------------------------------------------------
def test_an_expression_is_measured_before_it_is_parsed():
    ctx = Context()
    text = "attribute_exists(" + "a" * (lim.MAX_EXPRESSION_BYTES - len("attribute_exists()")) + ")"
    parse_expression("ConditionExpression", text, ctx)
    with pytest.raises(ExprError) as e:
        parse_expression("ConditionExpression", "(" * (lim.MAX_EXPRESSION_BYTES + 1), ctx)  # also a syntax error
    assert e.value.dynamodb == (
        "Invalid ConditionExpression: Expression size has exceeded the maximum allowed size; expression size: 4097"
    )


def test_300_operators_and_functions():
    ctx = lambda: Context(values={":v": {"S": "x"}})  # noqa: E731
    # 150 comparisons and 149 ANDs, then NOT: 300
    cond = parse_expression("ConditionExpression", "NOT (" + " AND ".join(["a = :v"] * 150) + ")", ctx())
    assert operator_count(cond) == 300
    load_state(state(operation="DeleteItem", key=KEY, condition=_state_of(cond)))
    with pytest.raises(ExprError) as e:
        parse_expression("ConditionExpression", " AND ".join(["a = :v"] * 151), ctx())  # 301
    assert (
        str(e.value) == "Invalid ConditionExpression: The expression contains too many operators; operator count: 301"
    )
    # functions count one each (DynamoDB Local: 151 attribute_exists ORed are 301)
    with pytest.raises(ExprError, match="too many operators"):
        parse_expression("ConditionExpression", " OR ".join(["attribute_exists(a)"] * 151), ctx())


def test_the_loader_counts_operators_as_the_parser_does():
    over = {
        "op": "not",
        "condition": {"op": "and", "conditions": [{"op": "=", "left": {"path": "a"}, "right": S("x")}] * 151},
    }
    p = only_problem(state(operation="DeleteItem", key=KEY, condition=over))
    assert p.location == "condition"
    assert p.message.startswith("the ConditionExpression has 302 operators and functions")
    assert p.dynamodb == lim.MSG_TOO_MANY_OPERATORS


def test_an_update_of_300_additions():
    """Written as the builder writes it (spaces around + and =), 300 additions
    are over 4 KB: the size is the limit a state meets first. Written tightly,
    the operators are."""

    def text(n):
        return "SET " + ",".join(f"a{i}=:n+:n" for i in range(n))

    ctx = lambda: Context(values={":n": {"N": "1"}})  # noqa: E731
    assert operator_count(parse_expression("UpdateExpression", text(300), ctx())) == 300
    with pytest.raises(ExprError, match="too many operators; operator count: 301"):
        parse_expression("UpdateExpression", text(301), ctx())
    request = {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": text(301),
        "ExpressionAttributeValues": {":n": {"N": "1"}},
    }
    answer = simulate_document({"table": TABLE, "before": [], "operation": "UpdateItem", "request": request})
    assert (
        answer["message"] == "Invalid UpdateExpression: The expression contains too many operators; operator count: 301"
    )


# --------------------------------------------------------------------------
# Document paths: 32 levels; list indexes: a Java int
# --------------------------------------------------------------------------
def test_a_document_path_has_32_levels():
    assert len(parse_path("a" + ".b" * 31).segments) == 32
    assert len(Path(("a",) + (0,) * 31).segments) == 32
    for bad in (lambda: parse_path("a" + "[0]" * 32), lambda: Path(("a",) + ("b",) * 32)):
        with pytest.raises(ExprError) as e:
            bad()
        assert e.value.dynamodb == "Invalid {kind}: The document path has too many nesting levels; nesting levels: 33"
    doc = state(operation="GetItem", key=KEY, projection=["a" + ".b" * 32])
    assert problems(doc) == [
        ("projection[0]", "a document path has at most 32 levels (names and list indexes), this one has 33")
    ]


def test_a_path_in_an_expression_has_32_levels():
    parse_expression("ProjectionExpression", "a" + ".b" * 31, Context())
    with pytest.raises(ExprError) as e:
        parse_expression("ProjectionExpression", "a" + ".b" * 32, Context())
    assert e.value.dynamodb == "Invalid {kind}: The document path has too many nesting levels; nesting levels: 33"


@pytest.mark.parametrize("digits", ["2147483648", "9" * 4000], ids=["2**31", "4000 digits"])
def test_list_indexes_are_java_ints(digits):
    assert parse_path(f"a[{lim.MAX_LIST_INDEX}]").segments == ("a", lim.MAX_LIST_INDEX)
    with pytest.raises(ExprError) as e:
        parse_path(f"a[{digits}]")
    assert e.value.dynamodb == f"Invalid {{kind}}: List index is not within the allowable range; index: [{digits}]"
    assert len(str(e.value)) < 200
    with pytest.raises(ExprError) as e:
        parse_expression("ConditionExpression", f"attribute_exists(a[{digits}])", Context())
    assert (
        str(e.value) == f"Invalid ConditionExpression: List index is not within the allowable range; index: [{digits}]"
    )


# --------------------------------------------------------------------------
# Numbers: 38 significant digits, measured before they are converted
# --------------------------------------------------------------------------
def test_numbers_have_38_significant_digits():
    assert parse_number("9" * 38) == "9" * 38
    assert parse_number("1" + "0" * 100 + "E-90") == "1" + "0" * 100 + "E-90"  # 1 significant digit, in range
    for raw in ("9" * 39, "1" * 5000, 10**4300 + 1, -(10**5000) - 7):
        with pytest.raises(ExprError) as e:
            parse_number(raw)
        assert e.value.dynamodb == "DynamoDB only supports precision up to 38 digits"
        assert len(str(e.value)) < 200


@pytest.mark.parametrize(
    "raw, words",
    [
        ("1E" + "9" * 9, "Number overflow. Attempting to store a number with magnitude larger than supported range"),
        ("1E-" + "9" * 9, "Number underflow. Attempting to store a number with magnitude smaller than supported range"),
        ("1E" + "9" * 30, "A value provided cannot be converted into a number"),
        (10**5000, "Number overflow. Attempting to store a number with magnitude larger than supported range"),
    ],
    ids=["exponent", "negative exponent", "exponent beyond 32 bits", "int"],
)
def test_numbers_far_out_of_range_get_dynamodbs_words(raw, words):
    with pytest.raises(ExprError) as e:
        parse_number(raw)
    assert e.value.dynamodb == words


@pytest.mark.parametrize(
    "text, words",
    [
        ("1E+999999999", "Number overflow. Attempting to store a number with magnitude larger than supported range"),
        ("-1e-999999999", "Number underflow. Attempting to store a number with magnitude smaller than supported range"),
        ("1E+2147483647", "Number overflow. Attempting to store a number with magnitude larger than supported range"),
        # DynamoDB Local reads a number as Java's BigDecimal: its exponent and scale are 32-bit
        ("1E+2147483648", "A value provided cannot be converted into a number"),
        ("1.5E-2147483647", "A value provided cannot be converted into a number"),
        ("0E+99999999999", "A value provided cannot be converted into a number"),
    ],
)
def test_the_simulator_never_writes_a_far_exponent_out(text, words):
    """Its key checks normalise numbers before the parser refuses them: 1E+999999999
    written out in full was a gigabyte and 13 seconds."""
    request = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "n": {"N": text}}}
    answer = simulate_document({"table": TABLE, "before": [], "operation": "PutItem", "request": request})
    assert answer == {"ok": False, "error_code": "ValidationException", "message": words}


def test_zero_with_any_readable_exponent_is_zero():
    assert parse_number("0E" + "9" * 9) == "0E" + "9" * 9


def test_number_text_is_read_in_linear_time():
    """The number pattern once backtracked: 5,000 digits then a letter took
    six seconds, 20,000 took a hundred."""
    with pytest.raises(ExprError, match="number expected"):
        parse_number("1" * 200_000 + "x")


def test_a_huge_number_in_a_request_gets_a_finding():
    findings = check_document({"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "n": {"N": 10**4300 + 1}}})
    assert [f.dynamodb_message for f in findings] == ["DynamoDB only supports precision up to 38 digits"]


# --------------------------------------------------------------------------
# Limit, Segment, TotalSegments
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name, api, member, top",
    [
        ("limit", "Limit", "limit", lim.MAX_LIMIT),
        ("total_segments", "TotalSegments", "totalSegments", lim.MAX_TOTAL_SEGMENTS),
    ],
)
def test_whole_number_options_are_bounded(name, api, member, top):
    def scan(value):
        options = {name: value}
        if name != "limit":
            options = {"segment": 0, "total_segments": value}
        return state(operation="Scan", options=options)

    assert render(scan(top))[1][api] == top
    loc = f"options.{name}"
    assert problems(scan(top + 1)) == [(loc, f"{name} must be at most {top:,}")]
    with pytest.raises(StateError) as e:
        load_state(scan(top + 1))
    assert e.value.problems[0].dynamodb == (
        f"1 validation error detected: Value '{top + 1}' at '{member}' failed to satisfy constraint: "
        f"Member must have value less than or equal to {top}"
    )
    assert problems(scan(10**5000)) == [(loc, f"{name} must be at most {top:,}")]


def _segment_problems(segment, total):
    with pytest.raises(StateError) as e:
        load_state(state(operation="Scan", options={"segment": segment, "total_segments": total}))
    return [(p.location, p.message, p.dynamodb) for p in e.value.problems]


def _words(value, member, top):
    return (
        f"1 validation error detected: Value '{value}' at '{member}' failed to satisfy constraint: "
        f"Member must have value less than or equal to {top}"
    )


def test_a_segment_is_checked_against_its_total_first_in_dynamodbs_words():
    """DynamoDB Local (min-messages-segment-*, min-order-*segment*): a segment
    outside 0 to TotalSegments - 1 is reported first, always as over that top;
    then more than 1,000,000 segments. The pair itself comes before both."""
    assert _segment_problems(-1, 2) == [("options.segment", "segment must be 0 or more", _words(-1, "segment", 1))]
    assert _segment_problems(2, 2) == [
        ("options.segment", "segment must be below total_segments (2); segments count from 0", _words(2, "segment", 1))
    ]
    assert _segment_problems(0, 0) == [
        ("options.total_segments", "total_segments must be at least 1", _words(0, "segment", -1))
    ]
    assert _segment_problems(0, -3) == [
        ("options.total_segments", "total_segments must be at least 1", _words(0, "segment", -4))
    ]
    assert _segment_problems(-1, 0) == [
        ("options.segment", "segment must be 0 or more", _words(-1, "segment", -1)),
        ("options.total_segments", "total_segments must be at least 1", _words(-1, "segment", -1)),
    ]
    top = lim.MAX_TOTAL_SEGMENTS
    assert _segment_problems(-1, top + 1) == [
        ("options.segment", "segment must be 0 or more", _words(-1, "segment", top))
    ]
    assert _segment_problems(top, top + 1) == [
        ("options.total_segments", f"total_segments must be at most {top:,}", _words(top + 1, "totalSegments", top))
    ]
    assert _segment_problems(top, top)[0][2] == _words(top, "segment", top - 1)
    huge = _segment_problems(10**5000, 10**5000)  # compared, never written whole
    assert huge[0][0] == "options.segment" and "a number of more than 300 digits" in huge[0][2]
    assert render(state(operation="Scan", options={"segment": top - 1, "total_segments": top}))[1]["Segment"] == top - 1
    for alone in ({"segment": -1}, {"total_segments": 0}):  # the pair first
        with pytest.raises(StateError) as e:
            load_state(state(operation="Scan", options=alone))
        assert [p.message for p in e.value.problems] == ["segment and total_segments go together: set both or neither"]


def test_a_huge_limit_in_a_request_is_a_finding_not_an_exception():
    """F2 (issue 11), the core's share: an int too big for DynamoDB."""
    (finding,) = check_document({"TableName": "Tbl", "Limit": 10**5000})
    assert (finding.location, finding.code) == ("options.limit", "ValidationException")
    answer = simulate_document(
        {"table": TABLE, "before": [], "operation": "Scan", "request": {"TableName": "Tbl", "Limit": 10**5000}}
    )
    assert answer["error_code"] == "ValidationException"


@pytest.mark.parametrize("version", [10**5000, -(10**5000)], ids=["huge", "huge negative"])
def test_a_huge_version_is_a_problem(version):
    (p,) = problems({"version": version, "operation": "Scan", "table": "tbl"})
    assert p[0] == "version" and "a number of more than 300 digits" in p[1]


def test_describe_never_writes_a_huge_int_or_a_huge_text():
    assert describe(10**5000) == "a number of more than 300 digits"
    assert describe(-(10**5000)) == "-a number of more than 300 digits"
    assert describe(12) == "12"
    long = describe("x" * 10_000)
    assert long.startswith('"xxx') and long.endswith('…" (10,000 characters)') and len(long) < 260


# --------------------------------------------------------------------------
# The emitters: emit() is also called on request parameters directly
# --------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", list(EMITTERS))
def test_the_emitters_refuse_a_too_deep_value_before_writing_it(fmt):
    """F8 (issue 11): an L value nested 155 deep broke the CLI and Go emitters."""
    ok = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": ddb_value(31)}}
    assert emit(fmt, "PutItem", ok)
    for containers in (32, 155, FAR):
        params = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "x": ddb_value(containers)}}
        with pytest.raises(ExprError) as e:
            emit(fmt, "PutItem", params)
        assert e.value.dynamodb == lim.MSG_NESTING


def test_readable_checks_the_request_as_the_emitters_do():
    params = {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "a"}},
        "ConditionExpression": "x = :v",
        "ExpressionAttributeValues": {":v": ddb_value(FAR)},
    }
    with pytest.raises(ExprError, match="32 levels"):
        readable("DeleteItem", params)


@pytest.mark.parametrize(
    "api, value",
    [("Limit", 10**5000), ("Limit", lim.MAX_LIMIT + 1), ("Segment", -1), ("TotalSegments", 0)],
    ids=["huge limit", "limit", "segment", "total segments"],
)
def test_the_emitters_refuse_whole_numbers_dynamodb_does_not_take(api, value):
    params = {"TableName": "Tbl", api: value}
    with pytest.raises(ExprError) as e:
        emit("cli", "Scan", params)
    assert e.value.location == api
    assert (
        json.loads(emit("cli", "Scan", {"TableName": "Tbl", "Limit": lim.MAX_LIMIT}).split("'")[1])["Limit"]
        == lim.MAX_LIMIT
    )


def test_the_emitters_refuse_101_transaction_items():
    item = {
        "ConditionCheck": {"TableName": "Tbl", "Key": {"PK": {"S": "a"}}, "ConditionExpression": "attribute_exists(PK)"}
    }
    emit("python_client", "TransactWriteItems", {"TransactItems": [item] * 100})
    with pytest.raises(ExprError) as e:
        emit("python_client", "TransactWriteItems", {"TransactItems": [item] * 101})
    assert e.value.dynamodb == lim.MSG_TRANSACTION_ACTIONS


# --------------------------------------------------------------------------
# The measures themselves
# --------------------------------------------------------------------------
def test_document_levels_in_each_form():
    assert lim.document_levels({"S": "x"}) == 1
    assert lim.document_levels({"L": []}) == 2
    assert lim.document_levels({"M": {"a": {"L": [{"N": "1"}]}}}) == 3
    assert lim.document_levels({"type": "M", "value": {"a": {"type": "L", "value": []}}}, "state") == 3
    assert lim.document_levels([[1], {"a": {}}], "plain") == 4  # a list, a map, an empty map
    assert lim.document_levels({"L": [{"L": []}]}, stop_above=1) == 2  # stops as soon as it passes


def test_json_depth_locates_by_the_first_levels():
    assert lim.json_depth({"actions": [{"item": {"x": {"value": [[[[]]]]}}}]}) == (9, "actions[0].item.x")
    assert lim.json_depth({"a.b": {"c": []}}) == (3, '["a.b"].c')
    assert lim.json_depth([]) == (1, "")
    assert lim.json_depth("x") == (0, "")


def test_json_depth_within_a_bound_counts_and_past_it_locates():
    doc = {"actions": [{"item": {"x": {"value": [[[[]]]]}}}], "b": [[]]}
    assert lim.json_depth(doc, 9) == (9, "")
    assert lim.json_depth(doc, 20) == (9, "")
    assert lim.json_depth(doc, 8) == (9, "actions[0].item.x")
    assert lim.json_depth(doc, 3) == (4, "actions[0].item")
    assert lim.json_depth([[], {"a": {}}], 5) == (3, "")


def test_the_bounded_json_reader_counts_dynamodbs_nesting_too():
    """builder/safejson.py sizes its depth limit from DynamoDB's 32 levels; it
    keeps its own copy so that it imports nothing of the core."""
    from builder import safejson

    assert safejson.DYNAMODB_MAX_NESTING == lim.MAX_DOCUMENT_LEVELS


def test_the_4kb_are_counted_in_characters_not_bytes():
    # DynamoDB Local: 4,096 characters padded with U+00A0 (8,182 bytes) pass the size check
    # and fail on the no-break space; one more character is over (lim-expression-4kb-update-nbsp-chars)
    from builder.expr.parse import parse_update

    text = "SET a = :v" + "\u00a0" * (4096 - 10)
    with pytest.raises(ExprError) as at:
        parse_update(text, values={":v": {"N": "1"}})
    assert "Syntax error" in (at.value.dynamodb or at.value.message)
    with pytest.raises(ExprError) as over:
        parse_update(text + "\u00a0", values={":v": {"N": "1"}})
    assert (over.value.dynamodb or over.value.message) == (
        "Invalid UpdateExpression: Expression size has exceeded the maximum allowed size;"
    )
    assert lim.expression_size("\U0001f600") == 2  # Java counts UTF-16 code units


def test_a_request_is_measured_as_sent_not_as_the_builder_would_write_it():
    # 300 `aN=:v+:v` (about 3,200 characters) would be over 4 KB written with spaces
    text = "SET " + ",".join(f"a{i}=:v+:v" for i in range(300))
    assert len(text) < 4096
    request = {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": text,
        "ExpressionAttributeValues": {":v": {"N": "1"}},
    }
    answer = simulate_document({"table": TABLE, "before": [], "operation": "UpdateItem", "request": request})
    assert answer["ok"], answer
    assert not [f for f in check_document(request) if f.is_error]


ONE = {"type": "N", "value": "1", "placeholder": "v"}


def test_an_expression_that_fits_only_without_spaces_is_written_without_them():
    # the builder writes `a0 = :v + :v, ...` for reading; over 4 KB so, it sends `a0=:v+:v,...`,
    # which DynamoDB reads the same (min-limits-plus-count); one that is over even then is refused
    def update(count):
        return state(
            operation="UpdateItem",
            key=KEY,
            update=[{"action": "SET", "path": f"a{i}", "value": {"plus": [ONE, ONE]}} for i in range(count)],
        )

    small = render(update(3))[1]["UpdateExpression"]
    assert small == "SET a0 = :v + :v, a1 = :v + :v, a2 = :v + :v"  # spaces kept while it fits
    text = render(update(300))[1]["UpdateExpression"]
    assert text == "SET " + ",".join(f"a{i}=:v+:v" for i in range(300))
    assert lim.expression_size(text) <= lim.MAX_EXPRESSION_BYTES
    assert lim.tight_expression("SET #a = NOT (x IN (:v, :w)) , b[2] = :x - :y") == "SET #a=NOT(x IN(:v,:w)),b[2]=:x-:y"
    # the request's own parameters (what the page shows, Run sends and the code tabs write) are
    # the same: they once kept the spaces, over 4 KB, which DynamoDB refuses
    assert load_state(update(300)).params()["UpdateExpression"] == text
    in_transaction = {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [{"type": "Update", "table": "Tbl", "key": KEY, "update": update(300)["update"]}],
    }
    assert load_state(in_transaction).params()["TransactItems"][0]["Update"]["UpdateExpression"] == text
    with pytest.raises(StateError) as too_long:
        render(
            state(
                operation="UpdateItem",
                key=KEY,
                update=[{"action": "SET", "path": f"attribute{i}", "value": ONE} for i in range(400)],
            )
        )
    assert "DynamoDB's limit is 4096" in str(too_long.value)


@pytest.mark.parametrize("with_table", [False, True])
def test_the_checker_reports_an_item_over_400kb(with_table):
    # found by the boundary pairs: with a table the finding was lost, without one the checker crashed
    request = {"TableName": "Tbl", "Item": {"PK": {"S": "a"}, "big": {"S": "x" * (400 * 1024)}}}
    table = TABLE if with_table else None
    findings = check_document(request, "PutItem", table) if table else check_document(request, "PutItem")
    assert [f.dynamodb_message for f in findings if f.is_error] == ["Item size has exceeded the maximum allowed size"]


def _counted_expressions(req, params):
    """(operator count of the node, the text it was sent as) for each update,
    condition and filter of a request, a transaction's actions' included."""
    apis = {"update": "UpdateExpression", "condition": "ConditionExpression", "filter": "FilterExpression"}
    pairs = [(req, params)] + [
        (action, next(iter(item.values()))) for action, item in zip(req.actions, params.get("TransactItems") or ())
    ]
    for body, sent in pairs:
        for field, api in apis.items():
            node = getattr(body, field, None)
            if node is not None and api in sent:
                yield operator_count(node), sent[api]


def _assert_operators_fit_their_text(req, params):
    for count, text in _counted_expressions(req, params):
        assert count <= len(text), (count, text)


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(state=states(risky=True))
def test_an_expression_holds_no_more_operators_than_characters(state):
    """state._checked counts operators only in an expression of more than 300
    characters (issue 13): each operator and function takes a character at least."""
    try:
        req = load_state(state)
    except StateError:
        return
    _assert_operators_fit_their_text(req, req.params())


def test_real_requests_hold_no_more_operators_than_characters():
    from tests.differential.compare import load_cases

    checked = 0
    for case in load_cases():
        try:
            req = load_state(parse_request(case["operation"], case["request"]), rendered_sizes=False)
        except (ParseError, StateError, ExprError):
            continue
        _assert_operators_fit_their_text(req, req.params())
        checked += 1
    assert checked > 1000


@settings(max_examples=400, deadline=None)
@given(
    st.text(st.sampled_from("aZ09_.-\n é\u0661\uff10\u00b2`"), max_size=9) | st.integers(2, 257).map(lambda n: "a" * n)
)
def test_table_names_are_3_to_255_ascii_letters_digits_and_three_marks(name):
    allowed = 3 <= len(name) <= 255 and all(c in string.ascii_letters + string.digits + "_.-" for c in name)
    assert bool(lim.TABLE_NAME.match(name)) == allowed
    problems = [] if allowed else ["table"]
    try:
        render(state(operation="GetItem", table=name, key=KEY))
    except StateError as e:
        assert [p.location for p in e.problems] == problems
    else:
        assert allowed


@settings(max_examples=300, deadline=None)
@given(
    st.tuples(
        st.integers(2030, 2060), st.integers(0, 20), st.sampled_from(["a", " = ", "\U0001f600", "\u00a0", "é"])
    ).map(lambda t: "a" * t[0] + t[2] * t[1])
    | st.text(max_size=20)
)
def test_a_short_expression_is_sent_as_written_and_a_long_one_as_measured(text):
    # sent_expression's quick answer for text of at most 2,048 characters is over_expression_limit's
    expected = lim.tight_expression(text) if lim.over_expression_limit(text) else text
    assert lim.sent_expression(text) == expected
    assert len(text) > lim.MAX_EXPRESSION_BYTES // 2 or lim.sent_expression(text) is text


@pytest.mark.parametrize("kind", ["L", "M"])
def test_an_update_leaving_a_too_deep_value_alone_is_refused_all_the_same(kind):
    """The simulator measures every value of the item an update makes, the
    ones it leaves alone too (a sample item may hold one too deep); a value
    with no list or map is one level, and is not walked."""
    deep: dict = {"S": "x"}
    for _ in range(32):
        deep = {kind: [deep] if kind == "L" else {"k": deep}}
    before = [{"PK": {"S": "a"}, "deep": deep, "n": {"N": "1"}, "s": {"SS": ["a"]}}]
    request = {
        "TableName": "Tbl",
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "SET n = :v",
        "ExpressionAttributeValues": {":v": {"N": "2"}},
    }
    from builder.expr.simulate import simulate

    refused = simulate(TABLE, before, "UpdateItem", request)  # a Table takes such an item (simulate_document does not)
    assert (refused.ok, refused.error_code, refused.message) == (False, "ValidationException", lim.MSG_NESTING_UPDATE)
    shallow = [{**before[0], "deep": deep[kind][0] if kind == "L" else deep[kind]["k"]}]  # 32 levels: within
    assert simulate(TABLE, shallow, "UpdateItem", request).ok


@pytest.mark.parametrize("count", [lim.MAX_UPDATE_ACTIONS, lim.MAX_UPDATE_ACTIONS + 1, 30_000])
def test_an_update_of_more_actions_than_an_expression_holds_is_refused_unread(count, count_calls):
    """The shortest action takes two characters with its comma ("REMOVE a,b"):
    more than 2,048 cannot fit in 4 KB, and are refused before they are read
    (a /diff of 30,000 changed attributes read and wrote them all first)."""
    from builder.expr import loader

    read = count_calls(loader.Loader, "update_action")
    doc = state(operation="UpdateItem", key=KEY, update=[{"action": "REMOVE", "path": f"a{i}"} for i in range(count)])
    try:
        load_state(doc)
        problems = {}
    except StateError as e:
        problems = e.by_location()
    over = [m for m in problems.get("update", []) if "an UpdateExpression holds at most 2,048" in m]
    if count > lim.MAX_UPDATE_ACTIONS:
        assert over == [lim.update_actions_message(count)]
        assert read[0] == 0
    else:
        assert not over and read[0] == count


_TIGHT_BEFORE = re.compile(r"\s*([=<>+\-,()\[\]])\s*")  # the substitution tight_expression made first


@settings(max_examples=500, deadline=None)
@given(st.text(st.sampled_from(list("ab#:.=<>+-,()[] \t\n\u00a0\u2003x1")), max_size=40))
def test_tight_expression_removes_what_the_grouped_substitution_removed(text):
    """Spaces beside punctuation removed by lookarounds (in C) are the ones
    ``\\s*([...])\\s*`` -> ``\\1`` removed (a call of Python for each match)."""
    assert lim.tight_expression(text) == _TIGHT_BEFORE.sub(r"\1", text)
