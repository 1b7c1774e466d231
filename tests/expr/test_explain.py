"""builder/expr/explain.py: the plain-English account of a request, for every
recipe and every operation (and each kind of update action and condition)."""

import pytest
from hypothesis import HealthCheck, given, settings

from builder.expr import OPERATIONS, load_state
from builder.expr.explain import explain
from builder.expr.recipes import all_recipes
from tests.strategies import states

S = lambda v: {"type": "S", "value": v}  # noqa: E731
N = lambda v: {"type": "N", "value": v}  # noqa: E731
KEY = {"PK": S("POST#a91f"), "SK": S("META")}


def said(state: dict) -> str:
    table = {} if state["operation"].startswith(("Transact", "Batch")) else {"table": "Social"}
    return "\n".join(explain(load_state({"version": 3, **table, **state})))


EXPECTED_RECIPES = {
    "like": [
        "In one transaction (all of it or none of it):",
        "1. Writes the item PK = POST#a91f, SK = LIKE#USER#7c20 (likedAt = 1750636800) in Social, only if it does not exist yet (no SK).",
        "2. Adds 1 to likeTally of the item PK = POST#a91f, SK = META in Social.",
    ],
    "unlike": [
        "In one transaction (all of it or none of it):",
        "1. Deletes the item PK = POST#a91f, SK = LIKE#USER#7c20 in Social, only if it exists (has SK).",
        "2. Subtracts 1 from likeTally of the item PK = POST#a91f, SK = META in Social.",
    ],
    "atomic_counter": [
        "Adds 1 to play_count of the item PK = VID#9f3a, SK = STATS#TOTAL in Social (creating the item if it is missing)."
    ],
    "seeded_counter": [
        "Adds 1 to play_count (starting from 0 when it is missing) of the item PK = VID#9f3a, SK = STATS#TOTAL in Social (creating the item if it is missing)."
    ],
    "exact_counter": [
        "Sets play_count to 42 in the item PK = VID#9f3a, SK = STATS#TOTAL in Social, only if play_count is 41."
    ],
    "sharded_counter": [
        "Adds 1 to play_count of the item PK = VID#9f3a, SK = STATS#TOTAL#3 in Social (creating the item if it is missing)."
    ],
}


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_every_recipe(recipe):
    assert recipe.name in EXPECTED_RECIPES, "a new recipe: say what its account should be"
    assert explain(load_state(recipe.state)) == EXPECTED_RECIPES[recipe.name]


OPERATION_STATES = {
    "GetItem": (
        {
            "operation": "GetItem",
            "key": KEY,
            "projection": ["title", "likeTally"],
            "options": {"consistent_read": True},
        },
        "Reads the item PK = POST#a91f, SK = META in Social (only title, likeTally), with a strongly consistent read.",
    ),
    "PutItem": (
        {
            "operation": "PutItem",
            "item": {
                **KEY,
                "title": S("Hello, world"),
                "n": N("1"),
                "a": N("2"),
                "b": N("3"),
                "c": N("4"),
                "d": N("5"),
            },
            "condition": {"op": "attribute_not_exists", "path": "PK"},
        },
        'Writes the item PK = POST#a91f, SK = META (title = "Hello, world", n = 1, a = 2, b = 3 and 2 more) in Social, only if it does not exist yet (no PK).',
    ),
    "UpdateItem": (
        {
            "operation": "UpdateItem",
            "key": KEY,
            "update": [
                {"action": "SET", "path": "title", "value": S("New")},
                {
                    "action": "SET",
                    "path": "tags",
                    "value": {"list_append": [{"path": "tags"}, {"type": "L", "value": [S("x")]}]},
                },
                {"action": "SET", "path": "stock", "value": {"minus": [{"path": "stock"}, N("2")]}},
                {"action": "SET", "path": "copy", "value": {"path": "title"}},
                {"action": "SET", "path": "seen", "value": {"if_not_exists": ["seen", N("0")]}},
                {"action": "REMOVE", "path": "draft.note"},
                {"action": "ADD", "path": "badges", "value": {"type": "SS", "value": ["edited"]}},
                {"action": "DELETE", "path": "flags", "value": {"type": "SS", "value": ["new"]}},
            ],
            "condition": {
                "op": "and",
                "conditions": [
                    {"op": "attribute_exists", "path": "title"},
                    {
                        "op": "or",
                        "conditions": [
                            {"op": "<>", "left": {"path": "status"}, "right": S("gone")},
                            {"op": "between", "operand": {"path": "n"}, "low": N("1"), "high": N("9")},
                        ],
                    },
                    {"op": "not", "condition": {"op": "begins_with", "path": "title", "value": S("<b>")}},
                ],
            },
        },
        'Sets title to "New", appends ["x"] to the list tags, subtracts 2 from stock, copies title into copy, '
        'sets seen to 0 if it is not there yet, removes draft.note, adds <<"edited">> to the set badges and takes '
        '<<"new">> out of the set flags in the item PK = POST#a91f, SK = META in Social, only if title exists and '
        '(either status is not "gone" or n is between 1 and 9) and not (title begins with "<b>").',
    ),
    "DeleteItem": (
        {
            "operation": "DeleteItem",
            "key": KEY,
            "condition": {"op": "in", "operand": {"path": "status"}, "values": [S("a"), S("b")]},
        },
        'Deletes the item PK = POST#a91f, SK = META in Social, only if status is one of "a", "b".',
    ),
    "Query": (
        {
            "operation": "Query",
            "key_condition": {
                "partition": {"name": "PK", "value": S("POST#a91f")},
                "sort": {"name": "SK", "op": "begins_with", "value": S("LIKE#")},
            },
            "filter": {"op": ">", "left": {"size": "tags"}, "right": N("2")},
            "options": {"index_name": "bySK", "scan_index_forward": False, "limit": 5},
        },
        'Reads the items in Social where PK = POST#a91f and SK begins with "LIKE#", keeping only those where the size of tags is more than 2, '
        "through the index bySK, in descending sort key order, reading at most 5 items per page.",
    ),
    "Scan": (
        {
            "operation": "Scan",
            "filter": {"op": "contains", "path": "tags", "value": S("x")},
            "options": {"segment": 1, "total_segments": 4},
        },
        'Reads every item in Social (segment 1 of 4 segments, numbered from 0), keeping only those where tags contains "x".',
    ),
    "TransactWriteItems": (
        {
            "operation": "TransactWriteItems",
            "actions": [
                {
                    "type": "ConditionCheck",
                    "table": "Social",
                    "key": KEY,
                    "condition": {"op": "attribute_type", "path": "n", "type": "N"},
                },
                {"type": "Update", "table": "Social", "key": KEY},
            ],
        },
        "In one transaction (all of it or none of it):\n"
        "1. Checks that n is a number in the item PK = POST#a91f, SK = META in Social.\n"
        "2. Writes the key PK = POST#a91f, SK = META in Social (creating the item if it is missing).",
    ),
    "TransactGetItems": (
        {
            "operation": "TransactGetItems",
            "actions": [{"type": "Get", "table": "Social", "key": KEY, "projection": ["title"]}],
        },
        "Reads together, as one snapshot:\n1. Reads the item PK = POST#a91f, SK = META in Social (only title).",
    ),
    "BatchWriteItem": (
        {
            "operation": "BatchWriteItem",
            "actions": [
                {"type": "Put", "table": "Social", "item": {**KEY, "n": {"type": "N", "value": "1"}}},
                {"type": "Delete", "table": "Other", "key": KEY},
            ],
        },
        "Sends these writes in one batch (each succeeds or fails on its own; none has a condition):\n"
        "1. Writes the item PK = POST#a91f, SK = META (n = 1) in Social.\n"
        "2. Deletes the item PK = POST#a91f, SK = META in Other.",
    ),
    "BatchGetItem": (
        {
            "operation": "BatchGetItem",
            "tables": [
                {
                    "table": "Social",
                    "keys": [KEY, {**KEY, "SK": {"type": "S", "value": "C#1"}}],
                    "projection": ["title"],
                },
                {"table": "Other", "keys": [KEY], "consistent_read": True},
            ],
        },
        "Reads these items in one batch (not a snapshot: each read is on its own):\n"
        "1. Reads the items PK = POST#a91f, SK = META; PK = POST#a91f, SK = C#1 in Social (only title).\n"
        "2. Reads the item PK = POST#a91f, SK = META in Other, with strongly consistent reads.",
    ),
}


def test_every_operation_has_a_case():
    assert set(OPERATION_STATES) == set(OPERATIONS)


@pytest.mark.parametrize("operation", sorted(OPERATION_STATES))
def test_every_operation(operation):
    state, expected = OPERATION_STATES[operation]
    assert said(state) == expected


def test_long_values_are_cut_and_odd_keys_quoted():
    text = said(
        {
            "operation": "DeleteItem",
            "key": {"PK": S("a b, c")},
            "condition": {"op": "=", "left": {"path": "t"}, "right": S("x" * 200)},
        }
    )
    assert 'PK = "a b, c"' in text
    assert "x" * 58 + "…" in text and "x" * 60 not in text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(state=states())
def test_any_valid_state_is_explained(state):
    """Whatever the generator draws (every operation, action, function and
    operand), the account is plain sentences, one per transaction action plus its
    introduction, each naming the table."""
    req = load_state(state)
    lines = explain(req)
    assert lines and all(isinstance(line, str) and line.strip() for line in lines)
    if req.operation.startswith("Transact"):
        assert len(lines) == len(req.actions) + 1
    else:
        assert len(lines) == 1 and req.table in lines[0]
