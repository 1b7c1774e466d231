"""The builder state's JSON Schema and reference page, checked against the loader.

``builder/expr/state.py`` (``load_state``) is the source of truth for the state
format; ``docs/state.schema.json`` describes its shape and ``docs/state.md``
documents it. These tests keep the three in step:

- the schema is a valid draft 2020-12 schema whose names and enums are the
  loader's own constants;
- every recipe, every state in ``docs/state.md`` and a set of tricky but valid
  states validate against the schema *and* load;
- the path, base64 and number text patterns accept exactly what the loader's
  parsers accept (hypothesis), and whatever the loader accepts among random edits
  of valid states, the schema accepts too;
- hand-written invalid states are refused by both, the loader at the expected
  location, the schema at the same place (or the object holding it);
- every ``json`` block in ``docs/state.md`` is checked according to the
  ``<!-- check: ... -->`` comment before it (or is a state, which needs none):

  ``request``        the request JSON the previous state renders to
  ``fragment NAME``  a piece of a state, valid against ``$defs/NAME``
  ``invalid``        a state the loader refuses; the ``text`` block marked
                     ``errors`` after it is its exact StateError text
  ``recipe NAME``    a state equal to the recipe NAME (and checked as a state)
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from builder.expr import (
    ExprError,
    StateError,
    keycondition,
    limits,
    load_state,
    loader,
    nodes,
    parse_path,
    render,
    request,
    state,
    values,
)
from builder.expr.recipes import all_recipes, get_recipe

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_PATH = ROOT / "docs" / "state.schema.json"
DOC_PATH = ROOT / "docs" / "state.md"

SCHEMA = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
DEFS = SCHEMA["$defs"]


def validator(definition: str | None = None) -> Draft202012Validator:
    """A validator for the whole state, or for one of its ``$defs``."""
    if definition is None:
        return Draft202012Validator(SCHEMA)
    assert definition in DEFS, f"no $defs/{definition} in the schema"
    return Draft202012Validator({"$defs": DEFS, "$ref": f"#/$defs/{definition}"})


STATE_VALIDATOR = validator()


def migrated(doc):
    """``doc`` carried to the current version when it is an older state (the
    schema describes the current version: older documents are migrated first)."""
    if isinstance(doc, dict) and isinstance(doc.get("version"), int) and 1 <= doc["version"] < state.STATE_VERSION:
        try:
            return state.migrate(doc)
        except StateError:
            return doc
    return doc


def schema_errors(doc, definition: str | None = None) -> list[str]:
    v = STATE_VALIDATOR if definition is None else validator(definition)
    return [f"{e.json_path}: {e.message}" for e in v.iter_errors(migrated(doc) if definition is None else doc)]


def _flatten(errors):
    for e in errors:
        yield e
        yield from _flatten(e.context)


def schema_error_locations(doc) -> set[str]:
    """Every instance location an error (or a sub-error of anyOf/oneOf) points at,
    written the loader's way: ``actions[0].type``."""
    out = set()
    for e in _flatten(STATE_VALIDATOR.iter_errors(migrated(doc))):
        loc = ""
        for part in e.absolute_path:
            loc = f"{loc}[{part}]" if isinstance(part, int) else (f"{loc}.{part}" if loc else part)
        out.add(loc)
    return out


def load_errors(doc) -> StateError | None:
    try:
        load_state(doc)
    except StateError as e:
        return e
    return None


def assert_valid_state(doc) -> None:
    assert schema_errors(doc) == []
    error = load_errors(doc)
    assert error is None, f"load_state refused it:\n{error}"


# -- the schema itself ---------------------------------------------------------
def test_schema_is_a_valid_draft_2020_12_schema():
    Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert SCHEMA["$id"].endswith("/state.schema.json")
    assert SCHEMA["title"] and SCHEMA["description"]


def _if_then(schema: dict, field: str) -> dict:
    """{value of ``field`` in each if/then branch: the branch's then}."""
    out = {}
    for branch in schema.get("allOf", []):
        cond = branch["if"]["properties"][field]
        for v in cond.get("enum", [cond.get("const")]):
            out[v] = branch["then"]
    return out


def test_schema_names_are_the_loaders():
    """Adding an operation, option, type or field to the loader fails here
    until the schema knows it too."""
    top = SCHEMA["properties"]
    assert list(top) == list(loader.TOP_FIELDS)
    assert top["version"]["const"] == state.STATE_VERSION
    assert top["operation"]["enum"] == list(request.OPERATIONS)
    assert DEFS["valueBody"]["properties"]["type"]["enum"] == list(values.TYPES)
    assert DEFS["compareCondition"]["properties"]["op"]["enum"] == list(nodes.COMPARATORS)
    assert DEFS["inCondition"]["properties"]["values"]["maxItems"] == limits.MAX_IN_OPERANDS
    assert DEFS["transactionActions"]["maxItems"] == limits.MAX_TRANSACTION_ACTIONS
    assert DEFS["update"]["maxItems"] == limits.MAX_UPDATE_ACTIONS
    sort_ops = DEFS["sortKeyCondition"]["properties"]["op"]["anyOf"][0]["enum"]
    assert sort_ops == list(keycondition.SORT_OPS)

    per_op = _if_then(SCHEMA, "operation")
    assert set(per_op) == set(request.OPERATIONS)
    for op, required in request.REQUIRED_BY_OPERATION.items():
        assert per_op[op]["required"] == list(required), op

    options = DEFS["options"]["properties"]
    assert list(options) == list(request.OPTIONS)
    for name, choices in request.ENUMS.items():
        assert options[name]["enum"] == list(choices) + [None], name
    all_return_values = {v for vs in request.RETURN_VALUES.values() for v in vs}
    assert set(options["return_values"]["enum"]) == all_return_values | {None}

    actions = _if_then(DEFS["transactionAction"], "type")
    assert set(actions) == set(request.ACTION_FIELDS)
    for kind, fields in request.ACTION_FIELDS.items():
        definition = DEFS[actions[kind]["$ref"].rsplit("/", 1)[1]]
        assert list(definition["properties"]) == ["type", *fields, "text"], kind
        assert definition["required"] == ["type", *request.ACTION_REQUIRED[kind]], kind


# -- the text patterns are the parsers' grammars ---------------------------------------
# pathText and base64Text match exactly what parse_path and the B parser accept,
# and numberText what the N parser accepts before its precision and range checks.
PATH_TEXT = validator("pathText")
BASE64_TEXT = validator("base64Text")
NUMBER_TEXT = validator("numberText")


def _accepts(fn, text) -> bool:
    try:
        fn(text)
    except ExprError:
        return False
    return True


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab.[]`01 \n", max_size=12))
@example(" `a.b`.c[0][ 1 ].`x``y` ")
@example("a. ")
@example("`a`b")
@example("a[0]b")
@example("````")
def test_path_pattern_is_parse_path(text):
    assert PATH_TEXT.is_valid(text) == _accepts(parse_path, text)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="AQz+/=\n -_", max_size=14))
@example("BBB/=")
@example("ABCD===")
@example("AB==CD==")
@example("=")
def test_base64_pattern_is_the_binary_parser(text):
    assert BASE64_TEXT.is_valid(text) == _accepts(values.parse_binary, text)


def _number_shape_ok(text) -> bool:
    try:
        values.parse_number(text)
    except ExprError as e:
        return not e.message.startswith("number expected")
    return True


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="019+-.eE \n\u0661x", max_size=10))
@example("1" * 40)
@example(" +.5E-3 ")
@example("1e999")
def test_number_pattern_is_the_number_parser(text):
    assert NUMBER_TEXT.is_valid(text) == _number_shape_ok(text)


# -- states that must validate and load ---------------------------------------------
@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_recipe_validates_and_loads(recipe):
    assert_valid_state(recipe.state)


KEY = {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}}


def _update(*actions, **extra):
    return {"version": 1, "operation": "UpdateItem", "table": "Social", "key": KEY, "update": list(actions), **extra}


def _scan_filter(condition, **extra):
    return {"version": 1, "operation": "Scan", "table": "Social", "filter": condition, **extra}


def _query(sort, **extra):
    return {
        "version": 1,
        "operation": "Query",
        "table": "Social",
        "key_condition": {"partition": {"name": "PK", "value": {"type": "S", "value": "a"}}, "sort": sort},
        **extra,
    }


SET_A = {"action": "SET", "path": "a", "value": {"type": "S", "value": "x"}}
EQ = {"op": "=", "left": {"path": "a"}, "right": {"type": "N", "value": "1"}}

# States the loader accepts in forms a schema could easily get wrong.
TRICKY_VALID = {
    "empty optional fields": {
        "version": 1,
        "operation": "Scan",
        "table": "Social",
        "key": {},
        "item": None,
        "update": [],
        "condition": "",
        "key_condition": None,
        "filter": {},
        "projection": [],
        "actions": [],
        "client_request_token": "",
        "options": {},
        "placeholders": {},
    },
    "null options and placeholders": {
        "version": 1,
        "operation": "Scan",
        "table": "Social",
        "options": None,
        "placeholders": None,
    },
    "null option values": _scan_filter(EQ, options={"limit": None, "index_name": None, "exclusive_start_key": None}),
    "upper-case group ops": _scan_filter(
        {"op": "AND", "conditions": [{"op": "Not", "condition": EQ}, {"op": "OR", "conditions": [EQ]}]}
    ),
    "upper-case between and in": _scan_filter(
        {
            "op": "and",
            "conditions": [
                {
                    "op": "BETWEEN",
                    "operand": {"path": "a"},
                    "low": {"type": "N", "value": 1},
                    "high": {"type": "N", "value": 2},
                },
                {"op": "In", "operand": {"path": "a"}, "values": [{"type": "N", "value": "1"}]},
            ],
        }
    ),
    "upper-case sort ops": _query({"name": "SK", "op": "BEGINS_WITH", "value": {"type": "S", "value": "LIKE#"}}),
    "sort between": _query(
        {"name": "SK", "op": "between", "value": {"type": "N", "value": "1"}, "high": {"type": "N", "value": "9"}}
    ),
    "sort with null high": _query({"name": "SK", "op": ">", "value": {"type": "N", "value": "1"}, "high": None}),
    "empty sort": _query({}),
    "NULL without value": _update({"action": "SET", "path": "a", "value": {"type": "NULL"}}),
    "NULL with null value": _update({"action": "SET", "path": "a", "value": {"type": "NULL", "value": None}}),
    "numbers as JSON numbers and padded text": _update(
        {"action": "SET", "path": "a", "value": {"type": "N", "value": -1.5e3}},
        {"action": "SET", "path": "b", "value": {"type": "N", "value": " +.5E-3 "}},
        {"action": "ADD", "path": "c", "value": {"type": "NS", "value": [1, "2", "3.5"]}},
    ),
    "empty list and map, empty strings": _update(
        {"action": "SET", "path": "a", "value": {"type": "L", "value": []}},
        {"action": "SET", "path": "b", "value": {"type": "M", "value": {}}},
        {"action": "SET", "path": "c", "value": {"type": "S", "value": ""}},
        {"action": "SET", "path": "d", "value": {"type": "M", "value": {"k": {"type": "B", "value": ""}}}},
    ),
    "base64 with whitespace": _update(
        {"action": "ADD", "path": "a", "value": {"type": "BS", "value": ["aGVs\nbG8=", "AQI="]}}
    ),
    "placeholders with colon, without, null": _update(
        {"action": "SET", "path": "a", "value": {"type": "N", "value": "1", "placeholder": ":one"}},
        {"action": "SET", "path": "b", "value": {"type": "N", "value": "2", "placeholder": "two"}},
        {"action": "SET", "path": "c", "value": {"type": "N", "value": "3", "placeholder": None}},
    ),
    "path forms": _update(
        {"action": "SET", "path": " `a.b`.c[0][ 1 ].`x``y` ", "value": {"type": "N", "value": "1"}},
        {"action": "SET", "path": ["first name", 0, "z.y"], "value": {"type": "N", "value": "2"}},
        {"action": "REMOVE", "path": "user-name.LIKE#count. x"},
    ),
    "nested functions": _update(
        {"action": "SET", "path": "a", "value": {"minus": [{"if_not_exists": ["a", {"path": "e"}]}, {"path": "d"}]}},
        {
            "action": "SET",
            "path": "f",
            "value": {"list_append": [{"path": "b"}, {"if_not_exists": ["c", {"type": "L", "value": []}]}]},
        },
    ),
    "attribute_type with placeholder": _scan_filter(
        {"op": "attribute_type", "path": ["a"], "type": "SS", "placeholder": ":ss"}
    ),
    "size on both sides": _scan_filter({"op": "<>", "left": {"size": "a"}, "right": {"size": "b[0]"}}),
    "contains a path": _scan_filter({"op": "contains", "path": "a", "value": {"path": "b"}}),
    "index key of four attributes": _scan_filter(
        EQ,
        options={
            "exclusive_start_key": {
                "PK": {"type": "S", "value": "a"},
                "SK": {"type": "N", "value": "1"},
                "GSI1PK": {"type": "B", "value": "AQI="},
                "GSI1SK": {"type": "S", "value": "b"},
            }
        },
    ),
    "action with empty optional fields": {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {
                "type": "Delete",
                "table": "Social",
                "key": KEY,
                "condition": None,
                "return_values_on_condition_check_failure": "",
            },
            {"type": "Put", "table": "Social", "item": KEY, "condition": {}},
        ],
    },
    "get with empty projection": {
        "version": 1,
        "operation": "TransactGetItems",
        "actions": [
            {"type": "Get", "table": "Social", "key": KEY, "projection": []},
        ],
    },
    "all placeholders options": _update(SET_A, placeholders={"names": "all", "style": "compact"}),
}


@pytest.mark.parametrize("doc", TRICKY_VALID.values(), ids=TRICKY_VALID.keys())
def test_tricky_state_validates_and_loads(doc):
    assert_valid_state(doc)


# -- differential: mutated states --------------------------------------------------------
# Small random edits of the valid states above. Whatever the loader accepts, the
# schema must accept too; and the loader never fails with anything but StateError.
_REPLACEMENTS = [
    None,
    "",
    [],
    {},
    0,
    1,
    -1,
    1.5,
    True,
    "x",
    "a.b",
    "`x`",
    "a[0]",
    "a..b",
    "aGVsbG8=",
    "and",
    "BETWEEN",
    "in",
    "S",
    "N",
    "NULL",
    "L",
    "SET",
    "REMOVE",
    "ADD",
    "=",
    "begins_with",
    "Get",
    "NONE",
    "all",
    ["a", 0],
    [0],
    {"path": "a"},
    {"size": "a"},
    {"type": "N", "value": "1"},
    {"type": "NULL"},
    {"op": "attribute_exists", "path": "a"},
]


def _corpus() -> list:
    return [r.state for r in all_recipes()] + [json.loads(b.text) for b in _doc_states()] + list(TRICKY_VALID.values())


def _places(doc, at=()):
    """(container, key) for every value inside doc."""
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for k, v in items:
        yield doc, k
        yield from _places(v, at + (k,))


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_every_state_the_loader_accepts_validates(data):
    corpus = _corpus()
    doc = copy.deepcopy(data.draw(st.sampled_from(corpus), label="start"))
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        container, key = data.draw(st.sampled_from(list(_places(doc))), label="where")
        edit = data.draw(st.sampled_from(["replace", "graft", "delete", "add field", "upper", "wrap"]), label="edit")
        if edit == "replace":
            container[key] = copy.deepcopy(data.draw(st.sampled_from(_REPLACEMENTS)))
        elif edit == "graft":  # a piece of another valid state
            donor, donor_key = data.draw(st.sampled_from(list(_places(data.draw(st.sampled_from(corpus))))))
            container[key] = copy.deepcopy(donor[donor_key])
        elif edit == "delete":
            del container[key]
        elif edit == "add field" and isinstance(container[key], dict):
            name = data.draw(st.sampled_from(["op", "path", "value", "type", "placeholder", "high", "sort", "extra"]))
            container[key][name] = copy.deepcopy(data.draw(st.sampled_from(_REPLACEMENTS)))
        elif edit == "upper" and isinstance(container[key], str):
            container[key] = container[key].upper()
        elif edit == "wrap":
            container[key] = [container[key]]
    if load_errors(doc) is None:  # any exception but StateError fails the test
        assert schema_errors(doc) == [], json.dumps(doc)


# -- states that must be refused -------------------------------------------------------
@dataclass(frozen=True)
class Invalid:
    doc: dict
    location: str  # where load_state reports it
    message: str  # a piece of load_state's message
    schema_location: str | None = None  # where the schema reports it (default: location)


def _with(doc: dict, **changes) -> dict:
    out = copy.deepcopy(doc)
    out.update(changes)
    return out


LIKE = get_recipe("like").state
PUT_COND = {"version": 1, "operation": "PutItem", "table": "Social", "item": KEY}

INVALID = {
    "unknown top-level field": Invalid(_with(LIKE, colour="blue"), "colour", "unknown field 'colour'", ""),
    "bad operation": Invalid(_with(LIKE, operation="ExecuteStatement"), "operation", "operation must be one of"),
    "lower-case operation": Invalid(
        _with(LIKE, operation="transactWriteItems"), "operation", "operation must be one of"
    ),
    "no version": Invalid(
        {"operation": "Scan", "table": "Social"}, "version", "a whole-number version is required", ""
    ),
    "newer version": Invalid(_with(LIKE, version=4), "version", "newer than this builder understands"),
    "value without type": Invalid(
        _with(PUT_COND, item={**KEY, "likes": {"value": "1"}}), "item.likes.type", "type must be one of", "item.likes"
    ),
    "value of unknown type": Invalid(
        _with(PUT_COND, item={**KEY, "likes": {"type": "INT", "value": "1"}}), "item.likes.type", "type must be one of"
    ),
    "number that is not one": Invalid(
        _update({"action": "ADD", "path": "n", "value": {"type": "N", "value": "abc"}}),
        "update[0].value.value",
        'number expected, got "abc"',
    ),
    "empty set": Invalid(
        _update({"action": "ADD", "path": "s", "value": {"type": "SS", "value": []}}),
        "update[0].value.value",
        "cannot be empty",
    ),
    "placeholder on an item value": Invalid(
        _with(PUT_COND, item={**KEY, "n": {"type": "N", "value": "1", "placeholder": "one"}}),
        "item.n.placeholder",
        "placeholders name whole expression values",
        "item.n",
    ),
    "placeholder inside an L member": Invalid(
        _update(
            {
                "action": "SET",
                "path": "a",
                "value": {"type": "L", "value": [{"type": "N", "value": "1", "placeholder": "one"}]},
            }
        ),
        "update[0].value.value[0].placeholder",
        "placeholders name whole expression values",
        "update[0].value.value[0]",
    ),
    "placeholder inside a map in an item": Invalid(
        _with(
            PUT_COND,
            item={**KEY, "m": {"type": "M", "value": {"n": {"type": "N", "value": "1", "placeholder": "one"}}}},
        ),
        "item.m.value.n.placeholder",
        "placeholders name whole expression values",
        "item.m.value.n",
    ),
    "NULL with a value other than true": Invalid(
        _update({"action": "SET", "path": "a", "value": {"type": "NULL", "value": 1}}),
        "update[0].value.value",
        "NULL has no value other than true",
    ),
    "number with non-ASCII digits": Invalid(
        _update({"action": "SET", "path": "a", "value": {"type": "N", "value": "\u0661\u0662"}}),
        "update[0].value.value",
        "number expected",
    ),
    "update action that is not text": Invalid(
        _update({"action": ["SET"], "path": "a", "value": {"type": "S", "value": "x"}}),
        "update[0].action",
        "action must be SET, REMOVE, ADD or DELETE",
    ),
    "bad placeholder name": Invalid(
        _update({"action": "SET", "path": "n", "value": {"type": "N", "value": "1", "placeholder": ":a-b"}}),
        "update[0].value.placeholder",
        "is not valid",
    ),
    "key of a map type": Invalid(
        _with(PUT_COND, operation="DeleteItem", item=None, key={"PK": {"type": "M", "value": {}}}),
        "key.PK",
        "key attributes must be a string, number or binary",
        "key.PK.type",
    ),
    "condition op not known": Invalid(
        _with(PUT_COND, condition={"op": "like", "path": "a"}), "condition.op", 'unknown condition "like"'
    ),
    "condition op in the wrong case": Invalid(
        _with(PUT_COND, condition={"op": "ATTRIBUTE_EXISTS", "path": "a"}), "condition.op", "unknown condition"
    ),
    "IN with 0 values": Invalid(
        _scan_filter({"op": "in", "operand": {"path": "a"}, "values": []}),
        "filter.values",
        "IN needs at least one value",
    ),
    "IN with 101 values": Invalid(
        _scan_filter(
            {"op": "in", "operand": {"path": "a"}, "values": [{"type": "N", "value": str(i)} for i in range(101)]}
        ),
        "filter.values",
        "IN takes at most 100 values",
    ),
    "empty AND": Invalid(
        _scan_filter({"op": "and", "conditions": []}), "filter.conditions", "needs at least one condition"
    ),
    "comparison field of another op": Invalid(
        _scan_filter({**EQ, "operand": {"path": "b"}}), "filter.operand", "unknown field 'operand'", "filter"
    ),
    "size outside a condition": Invalid(
        _update({"action": "SET", "path": "a", "value": {"size": "b"}}), "update[0].value", "unknown operand 'size'"
    ),
    "nested plus": Invalid(
        _update(
            {"action": "SET", "path": "a", "value": {"plus": [{"plus": [{"path": "a"}, {"path": "b"}]}, {"path": "c"}]}}
        ),
        "update[0].value.plus[0].plus",
        "plus cannot be nested",
        "update[0].value.plus[0]",
    ),
    "list_append of a string": Invalid(
        _update({"action": "SET", "path": "a", "value": {"list_append": [{"path": "a"}, {"type": "S", "value": "x"}]}}),
        "update[0].value.list_append",
        "list_append joins lists",
        "update[0].value.list_append[1].type",
    ),
    "plus of a string": Invalid(
        _update({"action": "SET", "path": "a", "value": {"plus": [{"path": "a"}, {"type": "S", "value": "x"}]}}),
        "update[0].value.plus",
        "+ works on numbers",
        "update[0].value.plus[1].type",
    ),
    "begins_with a number": Invalid(
        _scan_filter({"op": "begins_with", "path": "a", "value": {"type": "N", "value": "1"}}),
        "filter.value",
        "begins_with takes a string or binary prefix",
        "filter.value.type",
    ),
    "sort begins_with a number": Invalid(
        _query({"name": "SK", "op": "begins_with", "value": {"type": "N", "value": "1"}}),
        "key_condition.sort",
        "begins_with works on string or binary sort keys",
        "key_condition.sort.value.type",
    ),
    "REMOVE with a value": Invalid(
        _update({"action": "REMOVE", "path": "a", "value": {"type": "N", "value": "1"}}),
        "update[0].value",
        "unknown field 'value'",
        "update[0]",
    ),
    "DELETE of a number": Invalid(
        _update({"action": "DELETE", "path": "a", "value": {"type": "N", "value": "1"}}),
        "update[0].value",
        "DELETE removes members from a set",
        "update[0].value.type",
    ),
    "lower-case action": Invalid(
        _update({**SET_A, "action": "set"}), "update[0].action", "action must be SET, REMOVE, ADD or DELETE"
    ),
    "path starting with an index": Invalid(
        _update({"action": "REMOVE", "path": [0, "a"]}),
        "update[0].path",
        "must start with an attribute name",
        "update[0].path[0]",
    ),
    "negative list index": Invalid(
        _update({"action": "REMOVE", "path": ["a", -1]}),
        "update[0].path",
        "list index -1 is negative",
        "update[0].path[1]",
    ),
    "unclosed backtick": Invalid(_update({"action": "REMOVE", "path": "`a.b"}), "update[0].path", "unclosed backtick"),
    "sort between without high": Invalid(
        _query({"name": "SK", "op": "between", "value": {"type": "N", "value": "1"}}),
        "key_condition.sort",
        "BETWEEN needs a high bound",
    ),
    "unknown option": Invalid(
        _scan_filter(EQ, options={"page_size": 10}), "options.page_size", "unknown option 'page_size'", "options"
    ),
    "bad option value": Invalid(_scan_filter(EQ, options={"select": "SOME"}), "options.select", "must be one of"),
    "limit of 0": Invalid(_scan_filter(EQ, options={"limit": 0}), "options.limit", "limit must be at least 1"),
    "bad placeholders style": Invalid(
        _with(LIKE, placeholders={"style": "short"}), "placeholders.style", 'style must be "readable" or "compact"'
    ),
    "unknown placeholders field": Invalid(
        _with(LIKE, placeholders={"prefix": "x"}), "placeholders.prefix", "unknown field 'prefix'", "placeholders"
    ),
    "transaction action type Scan": Invalid(
        _with(LIKE, actions=[{"type": "Scan", "table": "Social"}]), "actions[0].type", "action type must be one of"
    ),
    "Get in a write transaction": Invalid(
        _with(LIKE, actions=[{"type": "Get", "table": "Social", "key": KEY}]),
        "actions[0].type",
        "action type must be one of",
    ),
    "field of another action type": Invalid(
        _with(LIKE, actions=[{"type": "Put", "table": "Social", "item": KEY, "key": KEY}]),
        "actions[0].key",
        "unknown field 'key'",
        "actions[0]",
    ),
    "ConditionCheck without condition": Invalid(
        _with(LIKE, actions=[{"type": "ConditionCheck", "table": "Social", "key": KEY}]),
        "actions[0].condition",
        "a ConditionCheck action needs a condition",
        "actions[0]",
    ),
    "101 actions": Invalid(
        _with(LIKE, actions=[{"type": "Delete", "table": "Social", "key": KEY}] * 101), "actions", "at most 100 actions"
    ),
    "short table name": Invalid(_with(PUT_COND, table="ab"), "table", "table names are 3 to 255 characters"),
    "missing required field": Invalid(
        {"version": 1, "operation": "GetItem", "table": "Social"}, "key", "GetItem needs a key", ""
    ),
    "key of three attributes": Invalid(
        _with(PUT_COND, operation="GetItem", item=None, key={**KEY, "X": {"type": "S", "value": "x"}}),
        "key",
        "at most a sort key",
    ),
    "client_request_token too long": Invalid(
        _with(LIKE, client_request_token="x" * 37), "client_request_token", "1 to 36 characters"
    ),
    "more update actions than an UpdateExpression holds": Invalid(
        _update(*[{"action": "REMOVE", "path": f"a{i}"} for i in range(limits.MAX_UPDATE_ACTIONS + 1)]),
        "update",
        "the update has 2,049 actions; an UpdateExpression holds at most 2,048",
    ),
}


@pytest.mark.parametrize("case", INVALID.values(), ids=INVALID.keys())
def test_invalid_state_is_refused_by_schema_and_loader(case):
    error = load_errors(case.doc)
    assert error is not None, "load_state accepted it"
    problems = error.by_location()
    assert case.location in problems, f"expected a problem at {case.location!r}, got:\n{error}"
    assert any(case.message in m for m in problems[case.location]), problems[case.location]

    assert schema_errors(case.doc), "the schema accepted it"
    where = case.location if case.schema_location is None else case.schema_location
    assert where in schema_error_locations(case.doc), sorted(schema_error_locations(case.doc))


# -- docs/state.md -------------------------------------------------------------------------
@dataclass(frozen=True)
class Block:
    line: int  # 1-based line of the opening fence
    lang: str
    text: str
    check: str  # the <!-- check: ... --> before the block, or ""

    @property
    def id(self) -> str:
        return f"line{self.line}" + (f"-{self.check.replace(' ', '-')}" if self.check else "")


_CHECK = re.compile(r"<!--\s*check:\s*(.*?)\s*-->")


def doc_blocks(path: Path = DOC_PATH) -> list[Block]:
    """The fenced code blocks of a markdown file, with their check comments."""
    lines = path.read_text(encoding="utf-8").splitlines()
    blocks, check, i = [], "", 0
    while i < len(lines):
        line = lines[i].strip()
        fence = re.match(r"(`{3,}|~{3,})\s*([\w-]*)", line)
        if fence:
            close, lang, start, body = fence.group(1), fence.group(2), i, []
            i += 1
            while i < len(lines) and lines[i].strip() != close:
                body.append(lines[i])
                i += 1
            assert i < len(lines), f"{path.name}:{start + 1}: unclosed code fence"
            blocks.append(Block(start + 1, lang, "\n".join(body), check))
            check = ""
        elif _CHECK.fullmatch(line):
            check = _CHECK.fullmatch(line).group(1)
        elif line:
            check = ""
        i += 1
    return blocks


def _is_state(doc) -> bool:
    return isinstance(doc, dict) and "version" in doc


def _json_blocks() -> list[Block]:
    return [b for b in doc_blocks() if b.lang == "json"]


def _doc_states() -> list[Block]:
    return [b for b in _json_blocks() if b.check != "invalid" and _is_state(json.loads(b.text))]


def _previous(blocks: list[Block], block: Block, want) -> Block:
    earlier = [b for b in blocks if b.line < block.line and want(b)]
    assert earlier, f"state.md:{block.line}: nothing before this block to check it against"
    return earlier[-1]


def test_doc_blocks_are_all_checked():
    """Every json block is a state or carries a check comment; every check is known."""
    blocks = doc_blocks()
    assert len(_doc_states()) >= 10
    for b in blocks:
        kind = b.check.split(" ")[0] if b.check else ""
        assert kind in ("", "request", "fragment", "invalid", "errors", "recipe"), (
            f"state.md:{b.line}: unknown check {b.check!r}"
        )
        if b.lang == "json":
            doc = json.loads(b.text)  # every json block parses
            assert kind != "errors", f"state.md:{b.line}: an errors block is text"
            assert kind or _is_state(doc), f"state.md:{b.line}: a json block that is not a state needs a check comment"
        else:
            assert kind in ("", "errors"), f"state.md:{b.line}: a {b.check!r} block must be json"
        if kind == "errors":
            assert b.lang == "text"


@pytest.mark.parametrize("block", _doc_states(), ids=lambda b: b.id)
def test_doc_state_validates_and_loads(block):
    assert_valid_state(json.loads(block.text))


@pytest.mark.parametrize("block", [b for b in _json_blocks() if b.check == "request"], ids=lambda b: b.id)
def test_doc_request_is_what_the_state_renders_to(block):
    source = _previous(_doc_states(), block, lambda b: True)
    _, params = render(json.loads(source.text))
    assert json.loads(block.text) == params


@pytest.mark.parametrize("block", [b for b in _json_blocks() if b.check.startswith("fragment ")], ids=lambda b: b.id)
def test_doc_fragment_validates(block):
    definition = block.check.split(" ", 1)[1]
    assert schema_errors(json.loads(block.text), definition) == []


@pytest.mark.parametrize("block", [b for b in doc_blocks() if b.check == "errors"], ids=lambda b: b.id)
def test_doc_invalid_state_gives_the_errors_shown(block):
    source = _previous(_json_blocks(), block, lambda b: b.check == "invalid")
    error = load_errors(json.loads(source.text))
    assert error is not None, f"state.md:{source.line}: load_state accepted it"
    assert block.text.strip() == str(error)


def test_doc_invalid_states_each_show_their_errors():
    blocks = doc_blocks()
    for i, b in enumerate(blocks):
        if b.check == "invalid":
            assert i + 1 < len(blocks) and blocks[i + 1].check == "errors", (
                f"state.md:{b.line}: no errors block after it"
            )


@pytest.mark.parametrize("block", [b for b in _json_blocks() if b.check.startswith("recipe ")], ids=lambda b: b.id)
def test_doc_recipe_is_the_shipped_one(block):
    recipe = get_recipe(block.check.split(" ", 1)[1])
    assert recipe is not None
    assert json.loads(block.text) == recipe.state


def test_doc_shows_the_like_recipe():
    assert any(b.check == "recipe like" for b in doc_blocks())


def test_doc_block_parser(tmp_path):
    """The markdown parser this module relies on finds fences and their checks."""
    sample = tmp_path / "sample.md"
    sample.write_text(
        "text\n<!-- check: request -->\n```json\n{}\n```\n\n```text\n````\n```\n<!-- check: x -->\nprose\n```json\n[]\n```\n",
        encoding="utf-8",
    )
    got = [(b.line, b.lang, b.text, b.check) for b in doc_blocks(sample)]
    assert got == [(3, "json", "{}", "request"), (7, "text", "````", ""), (12, "json", "[]", "")]
