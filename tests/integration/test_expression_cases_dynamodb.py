"""Hand-picked expression edge cases, run against DynamoDB Local.

Each case seeds one item, renders a builder state with the core, sends it, and
checks what DynamoDB did: the resulting item (read back with get_item), or whether
a condition held. Where the text the core writes matters (parentheses, aliases)
that is asserted too, but the item is the real evidence.

At the end, two tables of states found by the property tests (see
tests/strategies.py) where the core and DynamoDB disagree:

* VALID_STATES: DynamoDB accepts what they describe, the core must build a
  request DynamoDB accepts;
* INVALID_STATES: DynamoDB refuses what they describe (its message is quoted),
  so the core must refuse them with a StateError rather than build the request.
"""

from __future__ import annotations

import base64
import copy
from dataclasses import dataclass, field

import pytest
from botocore.exceptions import ClientError

from builder.expr import StateError, render
from tests.strategies import error_code, send

pytestmark = pytest.mark.integration

KEY = {"PK": {"S": "CASE#1"}, "SK": {"S": "ITEM"}}
STATE_KEY = {"PK": {"type": "S", "value": "CASE#1"}, "SK": {"type": "S", "value": "ITEM"}}
TABLE = "Cases"


def S(v: str) -> dict:
    return {"type": "S", "value": v}


def N(v) -> dict:
    return {"type": "N", "value": str(v)}


def L(*items) -> dict:
    return {"type": "L", "value": list(items)}


def update(actions: list, condition: dict | None = None, **extra) -> dict:
    state = {"version": 1, "operation": "UpdateItem", "table": TABLE, "key": STATE_KEY, "update": actions, **extra}
    if condition is not None:
        state["condition"] = condition
    return state


def check(condition: dict, **extra) -> dict:
    """A condition probe: a harmless SET guarded by ``condition``."""
    return update([{"action": "SET", "path": "probe", "value": S("probed")}], condition, **extra)


@dataclass
class Case:
    id: str
    seed: dict  # attributes besides the key (DynamoDB JSON, binary as bytes)
    state: dict
    after: dict | None = None  # the whole item afterwards, without the key
    holds: bool = True  # False: the condition must fail
    text: dict = field(default_factory=dict)  # param name -> exact expected text


EVERY_TYPE = {
    "s": {"S": "text"},
    "n": {"N": "1"},
    "b": {"B": b"\x00\x01"},
    "bool": {"BOOL": True},
    "null": {"NULL": True},
    "l": {"L": [{"N": "1"}]},
    "m": {"M": {"k": {"S": "v"}}},
    "ss": {"SS": ["a"]},
    "ns": {"NS": ["1"]},
    "bs": {"BS": [b"\x01"]},
}

IN_100 = [S(f"state-{i}") for i in range(100)]

CASES = [
    # -- names with dots: one attribute vs a nested path -------------------------------
    Case(
        "dotted-name-is-one-attribute",
        {},
        update([{"action": "SET", "path": ["a.b"], "value": N(1)}]),
        after={"a.b": {"N": "1"}},
        text={"UpdateExpression": "SET #ab = :ab"},
    ),
    Case(
        "dotted-name-in-backticks",
        {},
        update([{"action": "SET", "path": "`a.b`", "value": N(1)}]),
        after={"a.b": {"N": "1"}},
    ),
    Case(
        "nested-path-goes-into-the-map",
        {"a": {"M": {}}},
        update([{"action": "SET", "path": "a.b", "value": N(2)}]),
        after={"a": {"M": {"b": {"N": "2"}}}},
        text={"UpdateExpression": "SET a.b = :b"},
    ),
    Case(
        "dotted-name-and-nested-path-side-by-side",
        {"a": {"M": {"b": {"N": "0"}}}, "a.b": {"N": "0"}},
        update(
            [
                {"action": "SET", "path": ["a.b"], "value": N(1)},
                {"action": "SET", "path": ["a", "b"], "value": N(2)},
            ]
        ),
        after={"a.b": {"N": "1"}, "a": {"M": {"b": {"N": "2"}}}},
    ),
    Case(
        "dot-inside-a-nested-segment",
        {"data": {"M": {"first.name": {"S": "Ann"}, "first": {"M": {"name": {"S": "no"}}}}}},
        update([{"action": "SET", "path": "data.`first.name`", "value": S("Bo")}]),
        after={"data": {"M": {"first.name": {"S": "Bo"}, "first": {"M": {"name": {"S": "no"}}}}}},
    ),
    Case(
        "dashes-spaces-unicode-leading-digit",
        {},
        update(
            [
                {"action": "SET", "path": ["my-attr"], "value": N(1)},
                {"action": "SET", "path": ["with space"], "value": N(2)},
                {"action": "SET", "path": ["ünïcødé"], "value": N(3)},
                {"action": "SET", "path": ["1st"], "value": N(4)},
                {"action": "SET", "path": ["_under"], "value": N(5)},
            ]
        ),
        after={
            "my-attr": {"N": "1"},
            "with space": {"N": "2"},
            "ünïcødé": {"N": "3"},
            "1st": {"N": "4"},
            "_under": {"N": "5"},
        },
    ),
    # -- reserved words, per segment -----------------------------------------------------
    Case(
        "reserved-words-in-every-segment",
        {"status": {"M": {"name": {"M": {}}}}},
        update([{"action": "SET", "path": "status.name.data", "value": S("x")}]),
        after={"status": {"M": {"name": {"M": {"data": {"S": "x"}}}}}},
        text={"UpdateExpression": "SET #status.#name.#data = :data"},
    ),
    Case(
        "reserved-word-only-where-needed",
        {"info": {"M": {"count": {"N": "1"}}}},
        update([{"action": "ADD", "path": "info.count", "value": N(1)}]),
        after={"info": {"M": {"count": {"N": "2"}}}},
        text={"UpdateExpression": "ADD info.#count :count"},
    ),
    # -- lists --------------------------------------------------------------------------
    Case(
        "set-past-the-end-appends",
        {"l": {"L": [{"N": "1"}, {"N": "2"}]}},
        update([{"action": "SET", "path": "l[10]", "value": N(3)}]),
        after={"l": {"L": [{"N": "1"}, {"N": "2"}, {"N": "3"}]}},
    ),
    Case(
        "remove-a-list-element",
        {"l": {"L": [{"N": "1"}, {"N": "2"}, {"N": "3"}]}},
        update([{"action": "REMOVE", "path": "l[1]"}]),
        after={"l": {"L": [{"N": "1"}, {"N": "3"}]}},
    ),
    Case(
        "list-append-both-orders",
        {"tail": {"L": [{"N": "1"}]}, "head": {"L": [{"N": "1"}]}},
        update(
            [
                {"action": "SET", "path": "tail", "value": {"list_append": [{"path": "tail"}, L(N(2))]}},
                {"action": "SET", "path": "head", "value": {"list_append": [L(N(0)), {"path": "head"}]}},
            ]
        ),
        after={"tail": {"L": [{"N": "1"}, {"N": "2"}]}, "head": {"L": [{"N": "0"}, {"N": "1"}]}},
    ),
    Case(
        "list-append-onto-a-missing-list",
        {},
        update([{"action": "SET", "path": "l", "value": {"list_append": [{"if_not_exists": ["l", L()]}, L(S("x"))]}}]),
        after={"l": {"L": [{"S": "x"}]}},
    ),
    Case(
        "nested-list-index-in-map",
        {"data": {"M": {"tags": {"L": [{"S": "a"}, {"M": {"deep": {"N": "1"}}}]}}}},
        update(
            [{"action": "SET", "path": "data.tags[1].deep", "value": {"plus": [{"path": "data.tags[1].deep"}, N(1)]}}]
        ),
        after={"data": {"M": {"tags": {"L": [{"S": "a"}, {"M": {"deep": {"N": "2"}}}]}}}},
    ),
    # -- every update form ----------------------------------------------------------------
    Case(
        "set-path-minus-if-not-exists",
        {"a": {"N": "10"}},
        update(
            [
                {"action": "SET", "path": "b", "value": {"path": "a"}},
                {"action": "SET", "path": "c", "value": {"minus": [{"path": "a"}, N(3)]}},
                {"action": "SET", "path": "d", "value": {"if_not_exists": ["d", N(5)]}},
                {"action": "SET", "path": "e", "value": {"if_not_exists": ["a", N(5)]}},
            ]
        ),
        after={"a": {"N": "10"}, "b": {"N": "10"}, "c": {"N": "7"}, "d": {"N": "5"}, "e": {"N": "10"}},
    ),
    Case(
        "add-and-delete-sets-and-remove",
        {"tags": {"SS": ["a", "b"]}, "nums": {"NS": ["1", "2"]}, "gone": {"S": "x"}},
        update(
            [
                {"action": "ADD", "path": "tags", "value": {"type": "SS", "value": ["c"]}},
                {"action": "DELETE", "path": "nums", "value": {"type": "NS", "value": ["2"]}},
                {"action": "REMOVE", "path": "gone"},
                {"action": "ADD", "path": "count", "value": N(5)},
            ]
        ),
        after={"tags": {"SS": ["a", "b", "c"]}, "nums": {"NS": ["1"]}, "count": {"N": "5"}},
        text={"UpdateExpression": "REMOVE gone ADD tags :tags, #count :count DELETE nums :nums"},
    ),
    Case(
        "exact-numbers-survive",
        {},
        update(
            [
                {"action": "SET", "path": "big", "value": N("9.9999999999999999999999999999999999999E+125")},
                {"action": "SET", "path": "tiny", "value": N("-1E-130")},
                {"action": "SET", "path": "digits", "value": N("12345678901234567890123456789012345678")},
            ]
        ),
        after={
            "big": {"N": "9.9999999999999999999999999999999999999E+125"},
            "tiny": {"N": "-1E-130"},
            "digits": {"N": "12345678901234567890123456789012345678"},
        },
    ),
    # -- condition grouping ------------------------------------------------------------------
    Case(
        "not-not",
        {"x": {"N": "1"}},
        check({"op": "not", "condition": {"op": "not", "condition": {"op": "attribute_exists", "path": "x"}}}),
        after={"x": {"N": "1"}, "probe": {"S": "probed"}},
        text={"ConditionExpression": "NOT (NOT attribute_exists(x))"},
    ),
    Case(
        "not-not-false",
        {},
        check({"op": "not", "condition": {"op": "not", "condition": {"op": "attribute_exists", "path": "x"}}}),
        holds=False,
    ),
    Case(
        # (a = 1 OR b = 2) AND c = 3 with a = 1, c = 0: false. Without the
        # parentheses DynamoDB would read a = 1 OR (b = 2 AND c = 3): true.
        "or-inside-and",
        {"a": {"N": "1"}, "b": {"N": "0"}, "c": {"N": "0"}},
        check(
            {
                "op": "and",
                "conditions": [
                    {
                        "op": "or",
                        "conditions": [
                            {"op": "=", "left": {"path": "a"}, "right": N(1)},
                            {"op": "=", "left": {"path": "b"}, "right": N(2)},
                        ],
                    },
                    {"op": "=", "left": {"path": "c"}, "right": N(3)},
                ],
            }
        ),
        holds=False,
        text={"ConditionExpression": "(a = :a OR b = :b) AND c = :c"},
    ),
    Case(
        # NOT (a = 1 AND b = 2) with a = 1, b = 0: true; "NOT a = 1 AND b = 2" would be false.
        "not-over-and",
        {"a": {"N": "1"}, "b": {"N": "0"}},
        check(
            {
                "op": "not",
                "condition": {
                    "op": "and",
                    "conditions": [
                        {"op": "=", "left": {"path": "a"}, "right": N(1)},
                        {"op": "=", "left": {"path": "b"}, "right": N(2)},
                    ],
                },
            }
        ),
        after={"a": {"N": "1"}, "b": {"N": "0"}, "probe": {"S": "probed"}},
    ),
    Case(
        # A one-member AND holding an OR still needs its parentheses under NOT:
        # NOT (a = 1 OR b = 1) with b = 1 is false; "NOT a = 1 OR b = 1" would be true.
        "one-member-group-under-not",
        {"a": {"N": "0"}, "b": {"N": "1"}},
        check(
            {
                "op": "not",
                "condition": {
                    "op": "and",
                    "conditions": [
                        {
                            "op": "or",
                            "conditions": [
                                {"op": "=", "left": {"path": "a"}, "right": N(1)},
                                {"op": "=", "left": {"path": "b"}, "right": N(1)},
                            ],
                        }
                    ],
                },
            }
        ),
        holds=False,
    ),
    Case(
        "one-member-groups-collapse",
        {"a": {"N": "1"}},
        check({"op": "or", "conditions": [{"op": "and", "conditions": [{"op": "attribute_exists", "path": "a"}]}]}),
        after={"a": {"N": "1"}, "probe": {"S": "probed"}},
        text={"ConditionExpression": "attribute_exists(a)"},
    ),
    # -- IN, size(), BETWEEN, functions -------------------------------------------------
    Case(
        "in-with-100-values-last-matches",
        {"status": {"S": "state-99"}},
        check({"op": "in", "operand": {"path": "status"}, "values": IN_100}),
        after={"status": {"S": "state-99"}, "probe": {"S": "probed"}},
    ),
    Case(
        "in-with-100-values-none-matches",
        {"status": {"S": "state-100"}},
        check({"op": "in", "operand": {"path": "status"}, "values": IN_100}),
        holds=False,
    ),
    Case(
        "size-comparisons",
        {"tags": {"L": [{"N": "1"}, {"N": "2"}, {"N": "3"}]}, "name": {"S": "Ann"}, "m": {"M": {"k": {"N": "1"}}}},
        check(
            {
                "op": "and",
                "conditions": [
                    {"op": ">", "left": {"size": "tags"}, "right": N(2)},
                    {"op": "=", "left": {"size": "name"}, "right": N(3)},
                    {"op": "<", "left": {"size": "m"}, "right": {"size": "tags"}},
                ],
            }
        ),
        after={
            "tags": {"L": [{"N": "1"}, {"N": "2"}, {"N": "3"}]},
            "name": {"S": "Ann"},
            "m": {"M": {"k": {"N": "1"}}},
            "probe": {"S": "probed"},
        },
    ),
    Case(
        "size-too-small",
        {"tags": {"L": [{"N": "1"}]}},
        check({"op": ">", "left": {"size": "tags"}, "right": N(2)}),
        holds=False,
    ),
    Case(
        "between-begins-with-contains",
        {"n": {"N": "5"}, "s": {"S": "prefix-rest"}, "ss": {"SS": ["a", "b"]}},
        check(
            {
                "op": "and",
                "conditions": [
                    {"op": "between", "operand": {"path": "n"}, "low": N(1), "high": N(5)},
                    {"op": "begins_with", "path": "s", "value": S("prefix-")},
                    {"op": "contains", "path": "ss", "value": S("b")},
                ],
            }
        ),
        after={"n": {"N": "5"}, "s": {"S": "prefix-rest"}, "ss": {"SS": ["a", "b"]}, "probe": {"S": "probed"}},
    ),
    # -- placeholder styles ---------------------------------------------------------------
    Case(
        "compact-style",
        {"status": {"S": "old"}, "count": {"N": "1"}},
        update(
            [
                {"action": "SET", "path": "status", "value": S("new")},
                {"action": "ADD", "path": "count", "value": N(1)},
            ],
            {"op": "=", "left": {"path": "status"}, "right": S("old")},
            placeholders={"names": "auto", "style": "compact"},
        ),
        after={"status": {"S": "new"}, "count": {"N": "2"}},
        text={"UpdateExpression": "SET #n0 = :v0 ADD #n1 :v1", "ConditionExpression": "#n0 = :v2"},
    ),
    Case(
        "alias-every-name",
        {"plain": {"M": {"inner": {"N": "1"}}}},
        update(
            [{"action": "SET", "path": "plain.inner", "value": N(2)}],
            {"op": "attribute_exists", "path": "plain"},
            placeholders={"names": "all"},
        ),
        after={"plain": {"M": {"inner": {"N": "2"}}}},
        text={"UpdateExpression": "SET #plain.#inner = :inner", "ConditionExpression": "attribute_exists(#plain)"},
    ),
    Case(
        "alias-every-name-compact",
        {"plain": {"N": "1"}},
        update(
            [{"action": "SET", "path": "plain", "value": {"plus": [{"path": "plain"}, N(1)]}}],
            placeholders={"names": "all", "style": "compact"},
        ),
        after={"plain": {"N": "2"}},
        text={"UpdateExpression": "SET #n0 = #n0 + :v0"},
    ),
    Case(
        "chosen-value-placeholders",
        {"v": {"N": "41"}},
        update(
            [{"action": "SET", "path": "v", "value": {**N(42), "placeholder": "next"}}],
            {"op": "=", "left": {"path": "v"}, "right": {**N(41), "placeholder": ":current"}},
        ),
        after={"v": {"N": "42"}},
        text={"UpdateExpression": "SET v = :next", "ConditionExpression": "v = :current"},
    ),
]
CASES += [
    Case(
        f"attribute-type-{code}",
        dict(EVERY_TYPE),
        check(
            {
                "op": "and",
                "conditions": [
                    {"op": "attribute_type", "path": attr, "type": code},
                    # and every other attribute is not of this type
                    *[
                        {"op": "not", "condition": {"op": "attribute_type", "path": other, "type": code}}
                        for other in EVERY_TYPE
                        if other != attr
                    ],
                ],
            }
        ),
        after={**EVERY_TYPE, "probe": {"S": "probed"}},
    )
    for attr, code in zip(EVERY_TYPE, ("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS"))
]


@pytest.fixture
def cases_table(make_table) -> str:
    return make_table("cases")


def normalize(item: dict | None) -> dict | None:
    """Sets compare without order."""
    if item is None:
        return None
    out = {}
    for k, v in item.items():
        ((t, x),) = v.items()
        out[k] = {t: sorted(x)} if t in ("SS", "NS", "BS") else v
    return out


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_expression_case(ddb_client, cases_table, case: Case):
    ddb_client.put_item(TableName=cases_table, Item={**KEY, **copy.deepcopy(case.seed)})
    op, params = render(case.state)
    for name, expected in case.text.items():
        assert params.get(name) == expected, (name, params)
    try:
        send(ddb_client, op, params, cases_table)
    except ClientError as exc:
        if case.holds or error_code(exc) != "ConditionalCheckFailedException":
            raise
        item = ddb_client.get_item(TableName=cases_table, Key=KEY, ConsistentRead=True).get("Item")
        assert normalize(item) == normalize({**KEY, **case.seed}), "a refused write changed the item"
        return
    assert case.holds, f"the condition should have failed: {params.get('ConditionExpression')}"
    if case.after is not None:
        item = ddb_client.get_item(TableName=cases_table, Key=KEY, ConsistentRead=True).get("Item")
        assert normalize(item) == normalize({**KEY, **case.after})


def test_dotted_name_and_nested_path_project_differently(ddb_client, cases_table):
    ddb_client.put_item(
        TableName=cases_table,
        Item={**KEY, "a.b": {"N": "1"}, "a": {"M": {"b": {"N": "2"}, "c": {"N": "3"}}}},
    )
    for path, expected in (
        (["a.b"], {"a.b": {"N": "1"}}),
        ("a.b", {"a": {"M": {"b": {"N": "2"}}}}),
        ("`a.b`", {"a.b": {"N": "1"}}),
    ):
        state = {"version": 1, "operation": "GetItem", "table": TABLE, "key": STATE_KEY, "projection": [path]}
        op, params = render(state)
        got = send(ddb_client, op, params, cases_table)["Item"]
        assert got == expected, (path, params)


def test_query_key_condition_filter_projection(ddb_client, cases_table):
    for i in range(5):
        ddb_client.put_item(
            TableName=cases_table,
            Item={
                "PK": {"S": "Q#1"},
                "SK": {"S": f"ITEM#{i}"},
                "status": {"S": "on" if i % 2 else "off"},
                "n": {"N": str(i)},
            },
        )
    state = {
        "version": 1,
        "operation": "Query",
        "table": TABLE,
        "key_condition": {
            "partition": {"name": "PK", "value": S("Q#1")},
            "sort": {"name": "SK", "op": "between", "value": S("ITEM#1"), "high": S("ITEM#4")},
        },
        "filter": {"op": "=", "left": {"path": "status"}, "right": S("on")},
        "projection": ["SK", "n"],
        "options": {"consistent_read": True},
    }
    op, params = render(state)
    items = send(ddb_client, op, params, cases_table)["Items"]
    assert items == [{"SK": {"S": "ITEM#1"}, "n": {"N": "1"}}, {"SK": {"S": "ITEM#3"}, "n": {"N": "3"}}]


# ---------------------------------------------------------------------------
# Where the core and DynamoDB disagree (found by the property tests)
# ---------------------------------------------------------------------------
LONG = "L" * 260

# DynamoDB accepts what these describe; the core must build a working request.
VALID_STATES = {
    "attribute-named-remove": update([{"action": "SET", "path": "remove", "value": N(1)}]),
    "nested-segment-named-remove": check({"op": "attribute_not_exists", "path": "a.remove"}),
    "long-name-aliased": {
        "version": 1,
        "operation": "GetItem",
        "table": TABLE,
        "key": STATE_KEY,
        "projection": [LONG],
        "placeholders": {"names": "all"},
    },
    "long-name-value-hint": check({"op": "=", "left": {"path": ["x-" + LONG]}, "right": N(1)}),
}


@pytest.mark.parametrize("name", VALID_STATES)
def test_valid_state_is_accepted_by_dynamodb(ddb_client, cases_table, name):
    ddb_client.put_item(TableName=cases_table, Item=KEY)
    op, params = render(VALID_STATES[name])
    try:
        send(ddb_client, op, params, cases_table)
    except ClientError as exc:
        assert error_code(exc) == "ConditionalCheckFailedException", (exc, params)


def _between(low, high, operand=None):
    return check({"op": "between", "operand": operand or {"path": "n"}, "low": low, "high": high})


# DynamoDB refuses these (its message in the comment); the core must refuse them too.
INVALID_STATES = {
    # Incorrect operand type for operator or function; operator or function: <, operand type: BOOL
    "less-than-bool": check({"op": "<", "left": {"path": "n"}, "right": {"type": "BOOL", "value": True}}),
    # ... operator or function: >=, operand type: M
    "greater-equal-map": check({"op": ">=", "left": {"path": "n"}, "right": {"type": "M", "value": {}}}),
    # ... operator or function: BETWEEN, operand type: NULL
    "between-null": _between({"type": "NULL"}, {"type": "NULL"}),
    # The BETWEEN operator requires same data type for lower and upper bounds
    "between-mixed-types": _between(N(1), S("x")),
    # The BETWEEN operator requires upper bound to be greater than or equal to lower bound
    "between-reversed": _between(N(9), N(1)),
    # The first operand must be distinct from the remaining operands for this operator or function; operator: =
    "compare-path-with-itself": check({"op": "=", "left": {"path": "n"}, "right": {"path": "n"}}),
    # ... operator: IN
    "in-path-with-itself": check({"op": "in", "operand": {"path": "n"}, "values": [{"path": "n"}, N(1)]}),
    # ... operator: BETWEEN
    "between-path-with-itself": _between({"path": "n"}, N(9)),
    # ... operator: begins_with
    "begins-with-itself": check({"op": "begins_with", "path": "s", "value": {"path": "s"}}),
    # ... operator: contains
    "contains-itself": check({"op": "contains", "path": "l", "value": {"path": "l"}}),
    # ... operator: if_not_exists
    "if-not-exists-itself": update([{"action": "SET", "path": "q", "value": {"if_not_exists": ["n", {"path": "n"}]}}]),
    # Incorrect operand type for operator or function; operator or function: begins_with, operand type: N
    "begins-with-size": check({"op": "begins_with", "path": "s", "value": {"size": "s"}}),
    # The function is not allowed to be used this way in an expression; function: list_append
    "list-append-in-list-append": update(
        [{"action": "SET", "path": "q", "value": {"list_append": [{"list_append": [L(), L()]}, L()]}}]
    ),
    "list-append-as-if-not-exists-default": update(
        [{"action": "SET", "path": "q", "value": {"if_not_exists": ["q", {"list_append": [L(), L()]}]}}]
    ),
    "list-append-in-plus": update(
        [{"action": "SET", "path": "q", "value": {"plus": [N(1), {"list_append": [L(), L()]}]}}]
    ),
    # Empty attribute name
    "map-with-empty-key": update([{"action": "SET", "path": "q", "value": {"type": "M", "value": {"": N(1)}}}]),
    # Filter Expression can only contain non-primary key attributes: Primary key attribute: SK
    # (A state alone knows key attributes only from its key condition: here the sort key is named
    # there. Given the table's key schema, the checker and the simulator refuse a filter on a key
    # attribute the key condition leaves out too: tests/expr/test_validate.py.)
    "query-filter-on-sort-key": {
        "version": 1,
        "operation": "Query",
        "table": TABLE,
        "key_condition": {
            "partition": {"name": "PK", "value": S("CASE#1")},
            "sort": {"name": "SK", "op": "begins_with", "value": S("I")},
        },
        "filter": {"op": "=", "left": {"path": "SK"}, "right": S("ITEM")},
    },
    # Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: Key: PK
    "nested-path-under-key-attribute": check({"op": "attribute_exists", "path": "PK.x"}),
    # The AttributeValue for a key attribute cannot contain an empty string value. Key: SK
    "key-condition-empty-string": {
        "version": 1,
        "operation": "Query",
        "table": TABLE,
        "key_condition": {
            "partition": {"name": "PK", "value": S("CASE#1")},
            "sort": {"name": "SK", "op": "<", "value": S("")},
        },
    },
    # Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound
    "key-condition-between-reversed": {
        "version": 1,
        "operation": "Query",
        "table": TABLE,
        "key_condition": {
            "partition": {"name": "PK", "value": S("CASE#1")},
            "sort": {"name": "SK", "op": "between", "value": S("b"), "high": S("a")},
        },
    },
    # Invalid ProjectionExpression: Two document paths overlap with each other
    "projection-repeats-a-path": {
        "version": 1,
        "operation": "GetItem",
        "table": TABLE,
        "key": STATE_KEY,
        "projection": ["a", "a"],
    },
    "projection-overlap": {
        "version": 1,
        "operation": "GetItem",
        "table": TABLE,
        "key": STATE_KEY,
        "projection": ["a", "a.b"],
    },
    # Invalid ProjectionExpression: Two document paths conflict with each other
    "projection-conflict": {
        "version": 1,
        "operation": "GetItem",
        "table": TABLE,
        "key": STATE_KEY,
        "projection": ["a[0]", "a.b"],
    },
    # Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES
    "select-specific-without-projection": {
        "version": 1,
        "operation": "Scan",
        "table": TABLE,
        "options": {"select": "SPECIFIC_ATTRIBUTES"},
    },
    # Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES
    "select-all-with-projection": {
        "version": 1,
        "operation": "Scan",
        "table": TABLE,
        "projection": ["a"],
        "options": {"select": "ALL_ATTRIBUTES"},
    },
    # ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName
    "select-all-projected-without-index": {
        "version": 1,
        "operation": "Scan",
        "table": TABLE,
        "options": {"select": "ALL_PROJECTED_ATTRIBUTES"},
    },
    # If segment is specified, total segment must also be specified
    "segment-without-total": {"version": 1, "operation": "Scan", "table": TABLE, "options": {"segment": 0}},
    # Value '2' at 'segment' failed to satisfy constraint: Member must have value less than or equal to 1
    "segment-not-below-total": {
        "version": 1,
        "operation": "Scan",
        "table": TABLE,
        "options": {"segment": 2, "total_segments": 2},
    },
    # Value ... at 'clientRequestToken' failed to satisfy constraint: Member must have length less than or
    # equal to 36 (19 emoji are 19 characters but 38 UTF-16 code units)
    "client-request-token-over-36-utf16-units": {
        "version": 1,
        "operation": "TransactWriteItems",
        "client_request_token": "\U0001f600" * 19,
        "actions": [
            {
                "type": "ConditionCheck",
                "table": TABLE,
                "key": STATE_KEY,
                "condition": {"op": "attribute_exists", "path": "PK"},
            }
        ],
    },
    # ExpressionAttributeValues contains invalid key: The expression attribute map contains a key that is too long
    "chosen-placeholder-too-long": update(
        [{"action": "SET", "path": "q", "value": {**N(1), "placeholder": "v" * 300}}]
    ),
}


@pytest.mark.parametrize("name", INVALID_STATES)
def test_core_refuses_what_dynamodb_refuses(ddb_client, cases_table, name):
    ddb_client.put_item(
        TableName=cases_table,
        Item={**KEY, "n": {"N": "5"}, "s": {"S": "x"}, "l": {"L": []}, "a": {"M": {"b": {"N": "1"}}}},
    )
    try:
        op, params = render(INVALID_STATES[name])
    except StateError:
        return
    try:
        send(ddb_client, op, params, cases_table)
    except ClientError as exc:
        code = error_code(exc)
        assert code == "ConditionalCheckFailedException", (
            f"the core built a request DynamoDB refuses ({code}: {exc.response['Error'].get('Message')}); "
            f"it should have raised StateError. Request: {params}"
        )


@pytest.mark.parametrize(
    ("sort_type", "values", "sort", "expected"),
    [
        ("N", ["-1.5", "0", "10", "1E+2"], {"op": "between", "value": N("-1.5"), "high": N(10)}, ["-1.5", "0", "10"]),
        ("N", ["-1.5", "0", "10", "1E+2"], {"op": ">", "value": N("9.99")}, ["10", "100"]),
        (
            "B",
            ["AAE=", "AAI=", "AQA="],
            {"op": "begins_with", "value": {"type": "B", "value": "AA=="}},
            ["AAE=", "AAI="],
        ),
        ("B", ["AAE=", "AAI=", "AQA="], {"op": "<=", "value": {"type": "B", "value": "AAI="}}, ["AAE=", "AAI="]),
    ],
)
def test_key_condition_on_number_and_binary_sort_keys(ddb_client, make_table, sort_type, values, sort, expected):
    from builder.expr.values import item_to_wire

    table = make_table("sorted", key_schema=(("PK", "S"), ("SK", sort_type)))
    for v in values:
        ddb_client.put_item(TableName=table, Item=item_to_wire({"PK": {"S": "K"}, "SK": {sort_type: v}}))
    state = {
        "version": 1,
        "operation": "Query",
        "table": TABLE,
        "key_condition": {"partition": {"name": "PK", "value": S("K")}, "sort": {"name": "SK", **sort}},
        "options": {"consistent_read": True},
    }
    op, params = render(state)
    items = send(ddb_client, op, params, table)["Items"]
    got = [i["SK"][sort_type] for i in items]
    if sort_type == "B":
        got = [base64.b64encode(bytes(g)).decode("ascii") for g in got]
    assert got == expected
