"""The table's key schema and the rules about keys (builder/expr/keys.py): how a
schema is built (a table description, name/type pairs, a request), and every
rule with the builder's words and DynamoDB's (checked against DynamoDB Local in
tests/expr/test_check.py and by the simulator's corpus)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace

import pytest

from builder.expr import keys, load_state
from builder.expr.keys import (
    IndexSchema,
    KeyAttribute,
    KeySchema,
    TableSpecError,
    check_keys,
    index_projected,
    table_schemas,
    table_spec,
)

TABLE = {
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "N"},
    ],
}
DESCRIBED = {
    "TableName": "Social",
    "TableStatus": "ACTIVE",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
        {"AttributeName": "GSI1PK", "AttributeType": "N"},
        {"AttributeName": "LSI1SK", "AttributeType": "B"},
    ],
    "GlobalSecondaryIndexes": [
        {
            "IndexName": "byNumber",
            "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["a", "b"]},
            "IndexStatus": "ACTIVE",
        }
    ],
    "LocalSecondaryIndexes": [
        {
            "IndexName": "byBinary",
            "KeySchema": [
                {"AttributeName": "PK", "KeyType": "HASH"},
                {"AttributeName": "LSI1SK", "KeyType": "RANGE"},
            ],
            "Projection": {"ProjectionType": "KEYS_ONLY"},
        }
    ],
}

S = lambda v: {"type": "S", "value": v}  # noqa: E731
N = lambda v: {"type": "N", "value": v}  # noqa: E731


def loaded(**fields):
    return load_state({"version": 1, **fields})


# --------------------------------------------------------------------------
# Building a schema
# --------------------------------------------------------------------------
def test_a_create_table_description():
    schema = KeySchema.from_table(TABLE)
    assert schema.key == (KeyAttribute("PK", "S", "partition"), KeyAttribute("SK", "N", "sort"))
    assert (schema.partition.name, schema.sort.name) == ("PK", "SK")
    assert schema.key_names == ["PK", "SK"] and schema.types == {"PK": "S", "SK": "N"}
    assert schema.key_text == "PK (string), SK (number)"
    assert schema.pairs() == [("PK", "S"), ("SK", "N")]
    assert schema.to_table_spec() == TABLE
    assert (schema.name, schema.indexes, schema.indexes_listed) == ("", (), False)


def test_a_describe_table_description_with_its_indexes():
    schema = KeySchema.from_table(DESCRIBED)
    assert schema.name == "Social" and schema.indexes_listed
    assert schema.attribute_types == {"PK": "S", "SK": "S", "GSI1PK": "N", "LSI1SK": "B"}
    assert schema.indexes == (
        IndexSchema(
            "byNumber", "global", (KeyAttribute("GSI1PK", "N", "partition"),), "INCLUDE a, b", "ACTIVE", ("a", "b")
        ),
        IndexSchema(
            "byBinary",
            "local",
            (KeyAttribute("PK", "S", "partition"), KeyAttribute("LSI1SK", "B", "sort")),
            "KEYS_ONLY",
        ),
    )
    assert schema.index("byBinary").kind == "local" and schema.index("nope") is None


def test_the_key_schema_may_list_the_sort_key_first():
    schema = KeySchema.from_table({**TABLE, "KeySchema": TABLE["KeySchema"][::-1]})
    assert schema.key_names == ["PK", "SK"]


@pytest.mark.parametrize(
    "spec, words",
    [
        ([], "an object with KeySchema and AttributeDefinitions expected"),
        ({"KeySchema": []}, "KeySchema needs a HASH key"),
        ({"KeySchema": "PK"}, "KeySchema is a list"),
        ({**TABLE, "KeySchema": [{"AttributeName": "PK"}]}, "KeySchema[0] needs AttributeName and KeyType"),
        ({**TABLE, "KeySchema": [{"KeyType": "HASH"}]}, "KeySchema[0] needs AttributeName and KeyType"),
        ({**TABLE, "KeySchema": [{"AttributeName": "PK", "KeyType": {}}]}, "KeySchema[0].KeyType is HASH or RANGE"),
        (
            {**TABLE, "AttributeDefinitions": [{"AttributeName": n, "AttributeType": {}} for n in ("PK", "SK")]},
            "of type S, N or B",
        ),
        ({**TABLE, "AttributeDefinitions": {"PK": "S"}}, "AttributeDefinitions is a list"),
        ({**TABLE, "AttributeDefinitions": [{"AttributeName": "PK"}]}, "AttributeDefinitions[0] needs"),
        ({**TABLE, "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]}, "of type S, N or B"),
        (
            {**TABLE, "AttributeDefinitions": [{"AttributeName": n, "AttributeType": "BOOL"} for n in ("PK", "SK")]},
            "of type S, N or B",
        ),
        ({**TABLE, "KeySchema": [{"AttributeName": "", "KeyType": "HASH"}]}, "key attribute names are non-empty text"),
        ({**DESCRIBED, "GlobalSecondaryIndexes": [{"KeySchema": []}]}, "GlobalSecondaryIndexes[0]: an index needs"),
        (
            {**DESCRIBED, "LocalSecondaryIndexes": [{"IndexName": "x", "KeySchema": []}]},
            "LocalSecondaryIndexes[0]: KeySchema needs a HASH key",
        ),
        # what was read as another key, silently (a probe of 2026-12-06): two HASH entries (the last won),
        # one attribute as both keys, a third entry, a KeyType that is neither, a type defined twice
        (
            {**TABLE, "KeySchema": [{"AttributeName": n, "KeyType": "HASH"} for n in ("PK", "SK")]},
            "KeySchema[1] is a second HASH entry",
        ),
        (
            {**TABLE, "KeySchema": [{"AttributeName": "PK", "KeyType": t} for t in ("HASH", "RANGE")]},
            'KeySchema names "PK" as both the HASH and the RANGE key',
        ),
        (
            {**TABLE, "KeySchema": TABLE["KeySchema"] + [{"AttributeName": "SK", "KeyType": "RANGE"}]},
            "KeySchema has 3 entries",
        ),
        (
            {**TABLE, "KeySchema": [TABLE["KeySchema"][0], {"AttributeName": "SK", "KeyType": "SORT"}]},
            'KeySchema[1].KeyType is HASH or RANGE (got "SORT")',
        ),
        (
            {
                **TABLE,
                "AttributeDefinitions": TABLE["AttributeDefinitions"] + [{"AttributeName": "PK", "AttributeType": "N"}],
            },
            'AttributeDefinitions[2] defines "PK" again, as "N" (an earlier entry says "S")',
        ),
        # the key attribute without a definition is named
        ({**TABLE, "AttributeDefinitions": TABLE["AttributeDefinitions"][:1]}, '"SK" does not (it has none)'),
        (
            {
                **DESCRIBED,
                "GlobalSecondaryIndexes": [
                    {
                        **DESCRIBED["GlobalSecondaryIndexes"][0],
                        "KeySchema": [{"AttributeName": "GSI1", "KeyType": "HASH"}],
                    }
                ],
            },
            'GlobalSecondaryIndexes[0]: every key attribute needs an AttributeDefinitions entry of type S, N or B: "GSI1"',
        ),
    ],
)
def test_a_description_that_is_no_key_schema_is_refused(spec, words):
    with pytest.raises(TableSpecError) as e:
        KeySchema.from_table(spec)
    assert str(e.value).startswith("table: ") and words in str(e.value)


def test_from_pairs_and_table_spec():
    assert table_spec([("PK", "S")]) == {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
    }
    assert KeySchema.from_pairs([("PK", "S"), ("SK", "N")]) == KeySchema.from_table(TABLE)
    with pytest.raises(TableSpecError):
        KeySchema.from_pairs([("PK", "BOOL")])


@pytest.mark.parametrize(
    "state, pairs",
    [
        (
            {"operation": "Query", "table": "Tbl", "key_condition": {"partition": {"name": "P", "value": N("1")}}},
            [("P", "N")],
        ),
        (
            {
                "operation": "Query",
                "table": "Tbl",
                "key_condition": {
                    "partition": {"name": "P", "value": S("a")},
                    "sort": {"name": "T", "op": "=", "value": {"type": "B", "value": "AQ=="}},
                },
            },
            [("P", "S"), ("T", "B")],
        ),
        ({"operation": "GetItem", "table": "Tbl", "key": {"A": S("a"), "B": N("2")}}, [("A", "S"), ("B", "N")]),
        (
            {"operation": "Scan", "table": "Tbl", "options": {"exclusive_start_key": {"X": N("1")}}},
            [("X", "N")],
        ),
        (
            {
                "operation": "PutItem",
                "table": "Tbl",
                "item": {"flag": {"type": "BOOL", "value": True}, "A": S("a"), "n": N("1"), "c": S("x")},
            },
            [("A", "S"), ("n", "N")],
        ),
        (
            {
                "operation": "TransactWriteItems",
                "actions": [
                    {"type": "Put", "table": "Tbl", "item": {"A": S("a")}},
                    {"type": "Delete", "table": "Tbl", "key": {"K": N("1")}},
                ],
            },
            [("K", "N")],
        ),
        ({"operation": "Scan", "table": "Tbl"}, []),
    ],
)
def test_a_key_schema_inferred_from_a_request(state, pairs):
    schema = KeySchema.infer(loaded(**state))
    assert (schema.pairs() if schema else []) == pairs


# --------------------------------------------------------------------------
# The rules
# --------------------------------------------------------------------------
MISSING = "One of the required keys was not given a value"
COUNT = "The number of conditions on the keys is invalid"
MISMATCH = "One or more parameter values were invalid: Type mismatch for key"


@pytest.mark.parametrize(
    "attrs, kind, expected",
    [
        ({"PK": {"S": "a"}, "SK": {"N": "1"}}, "key", []),
        ({"PK": {"S": "a"}}, "key", [("Key has no SK: it is Tbl's sort key (number).", COUNT)]),
        (
            {"PK": {"S": "a"}, "sk": {"N": "1"}},
            "key",
            [
                ("Key has no SK: it is Tbl's sort key (number).", MISSING),
                ("Key has sk, which is not part of Tbl's key (PK (string), SK (number)).", MISSING),
            ],
        ),
        (
            {"PK": {"N": "1"}, "SK": {"S": ""}},
            "key",
            [
                ("Key.PK is a number, but Tbl's partition key PK is a string.", MISMATCH),
                ("Key.SK is a string, but Tbl's sort key SK is a number.", MISMATCH),
            ],
        ),
        (
            {"PK": {"S": ""}, "SK": {"N": "1"}},
            "key",
            [
                (
                    "Key.PK is empty, and key attributes cannot be empty.",
                    "One or more parameter values are not valid. The AttributeValue for a key attribute cannot "
                    "contain an empty string value. Key: PK",
                )
            ],
        ),
        ({"PK": {"S": "a"}, "SK": {"N": "1"}, "x": {"S": "b"}}, "item", []),
        ({"PK": {"S": "a"}, "x": {"S": "b"}}, "item", [("Item has no SK: it is Tbl's sort key (number).", MISSING)]),
        (
            {"PK": {"S": "a"}, "SK": {"N": "1"}, "x": {"S": "b"}},
            "start",
            [
                (
                    "ExclusiveStartKey has x, which is not part of Tbl's key (PK (string), SK (number)).",
                    "Exclusive Start Key must have same size as table's key schema",
                )
            ],
        ),
        (
            {"PK": {"S": "a"}, "SK": {"S": "1"}},
            "start",
            [
                (
                    "ExclusiveStartKey.SK is a string, but Tbl's sort key SK is a number.",
                    "Type mismatch for attribute to update",  # DynamoDB Local's words (issue 12)
                )
            ],
        ),
        ({"PK": {"S": ""}, "SK": {"N": "1"}}, "start", []),  # an empty start key is the loader's to refuse
    ],
)
def test_attribute_problems(attrs, kind, expected):
    where = {"key": "Key", "item": "Item", "start": "ExclusiveStartKey"}[kind]
    problems = KeySchema.from_table(TABLE).attribute_problems(attrs, where, "loc", kind, "Tbl")
    assert [(p.location, p.message, p.dynamodb) for p in problems] == [("loc", m, d) for m, d in expected]


def test_a_key_text_of_surely_short_characters_is_within_either_limit():
    """attribute_problems measures a key value's bytes only when its text is
    longer than SURELY_SHORT_KEY characters: no text that long or shorter is
    over either key's limit, whatever its characters (the widest in UTF-8,
    lone surrogates, base64 text), and one character more can be."""
    from builder.expr.keys import SURELY_SHORT_KEY, key_bytes
    from builder.expr.limits import MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES

    n = SURELY_SHORT_KEY
    for t, text in [("S", "\U0001f600" * n), ("S", "\ud800" * n), ("S", "\u0800" * n), ("S", "a" * n), ("B", "/" * n)]:
        assert key_bytes(t, text) <= min(MAX_PARTITION_KEY_BYTES, MAX_SORT_KEY_BYTES), (t, text[:1])
    assert key_bytes("S", "\U0001f600" * (n + 1)) > MAX_SORT_KEY_BYTES
    schema = KeySchema.from_pairs([("PK", "S"), ("SK", "S")])
    for sort in ("\U0001f600" * (n + 1), "\ud800" * 342, "a" * 1025):  # just over the sort key's 1,024 bytes
        (problem,) = schema.attribute_problems({"PK": {"S": "a"}, "SK": {"S": sort}}, "Key")
        assert problem.message.startswith("Key.SK is ") and "a sort key value is at most 1,024 bytes" in problem.message
    for sort in ("\U0001f600" * n, "a" * 1024, "\ud800" * 341):  # at the limit or under it
        assert schema.attribute_problems({"PK": {"S": "a"}, "SK": {"S": sort}}, "Key") == []


@pytest.mark.parametrize(
    "attrs",
    [
        {"PK": {"S": "a"}, "x": {"S": "b"}},  # as many attributes as the key has, one of them another
        {"x": {"S": "b"}, "y": {"S": "c"}},
        {"PK": {"S": "a"}, "SK": {"N": "1"}, "x": {"S": "b"}},
        {"SK": {"N": "1"}, "x": {"S": "b"}, "PK": {"S": "a"}},
    ],
)
def test_a_name_beside_the_key_s_is_found_however_many_attributes(attrs):
    """The names beside the key's are looked for only when there are more
    attributes than key attributes among them: each is still reported, in
    the order given, after the key's own problems."""
    problems = KeySchema.from_table(TABLE).attribute_problems(attrs, "Key", "loc", "key", "Tbl")
    beside = [n for n in attrs if n not in ("PK", "SK")]
    assert [p.message for p in problems if "which is not part of" in p.message] == [
        f"Key has {n}, which is not part of Tbl's key (PK (string), SK (number))." for n in beside
    ]
    assert all("which is not part of" in p.message for p in problems[len(problems) - len(beside) :])


def test_an_empty_binary_key_says_binary():
    schema = KeySchema.from_pairs([("PK", "B")])
    (problem,) = schema.attribute_problems({"PK": {"B": ""}}, "Item", kind="item")
    assert problem.dynamodb.endswith("cannot contain an empty binary value. Key: PK")


def test_the_table_is_named_when_known():
    (problem,) = KeySchema.from_table(TABLE).attribute_problems({"PK": {"S": "a"}}, "Key")
    assert problem.message == "Key has no SK: it is the table's sort key (number)."


def kc(pname, pvalue, sort=None):
    doc = {"partition": {"name": pname, "value": pvalue}}
    if sort:
        doc["sort"] = sort
    return loaded(operation="Query", table="Tbl", key_condition=doc).key_condition


MISSED = "Query condition missed key schema element"
CONDITION_TYPE = "One or more parameter values were invalid: Condition parameter type does not match schema type"


@pytest.mark.parametrize(
    "condition, expected",
    [
        (kc("PK", S("a"), {"name": "SK", "op": "<", "value": N("1")}), []),
        (kc("PK", S("a")), []),
        (
            kc("userId", S("a")),
            [("The key condition's partition key is userId, but table Tbl's partition key is PK (string).", MISSED)],
        ),
        (
            kc("PK", N("1")),
            [
                (
                    "The key condition compares PK with a number, but table Tbl's partition key PK is a string.",
                    CONDITION_TYPE,
                )
            ],
        ),
        (
            kc("PK", N("1"), {"name": "other", "op": "=", "value": N("1")}),
            [  # a missed name wins over a type mismatch in DynamoDB's one message
                ("The key condition compares PK with a number, but table Tbl's partition key PK is a string.", MISSED),
                ("The key condition's sort key is other, but table Tbl's sort key is SK (number).", MISSED),
            ],
        ),
        (
            kc("PK", S("a"), {"name": "SK", "op": "begins_with", "value": S("1")}),
            [("The key condition compares SK with a string, but table Tbl's sort key SK is a number.", CONDITION_TYPE)],
        ),
    ],
)
def test_key_condition_problems(condition, expected):
    problems = KeySchema.from_table(TABLE).key_condition_problems(condition, "key_condition", "Tbl")
    assert [(p.message, p.dynamodb) for p in problems] == expected


def test_a_key_condition_on_a_table_without_a_sort_key():
    # DynamoDB: "not supported", even when the partition key is wrong too (goamz's goa009)
    schema = KeySchema.from_pairs([("PK", "S")])
    for partition in ("PK", "ZZ"):
        (problem,) = schema.key_condition_problems(kc(partition, S("a"), {"name": "SK", "op": "=", "value": S("b")}))
        assert (problem.message, problem.dynamodb) == (
            "The key condition has a second condition (SK), but the table has no sort key.",
            "Query key condition not supported",
        )


# --------------------------------------------------------------------------
# Whole requests, and indexes
# --------------------------------------------------------------------------
def query(index=None, pname="PK", pvalue=None, **options):
    if index:
        options["index_name"] = index
    return loaded(
        operation="Query",
        table="Social",
        key_condition={"partition": {"name": pname, "value": pvalue or S("a")}},
        options=options,
    )


def test_a_query_on_a_listed_index_is_checked_against_the_index_key():
    schema = KeySchema.from_table(DESCRIBED)
    assert schema.check(query("byNumber", "GSI1PK", N("7"))) == []
    (problem,) = schema.check(query("byNumber", "GSI1PK", S("7")))
    assert (problem.location, problem.message, problem.dynamodb) == (
        "key_condition",
        "The key condition compares GSI1PK with a string, but index byNumber's partition key GSI1PK is a number.",
        CONDITION_TYPE,
    )
    # an ExclusiveStartKey of an index query holds the index's key and the table's: not the table's key alone
    assert schema.check(query("byNumber", "GSI1PK", N("7"), exclusive_start_key={"GSI1PK": N("7")})) == []


RANGE_PREDICATE = "The provided starting key does not match the range key predicate"


def start_query(start, sort=None):
    doc = {"partition": {"name": "PK", "value": S("a")}}
    if sort:
        doc["sort"] = sort
    return loaded(operation="Query", table="Tbl", key_condition=doc, options={"exclusive_start_key": start})


@pytest.mark.parametrize(
    "start, sort, refused",
    [
        ({"PK": S("a"), "SK": N("5")}, None, False),
        ({"PK": S("b"), "SK": N("5")}, None, True),  # another partition (DynamoDB Local, real request dm047)
        ({"PK": S("a"), "SK": N("5")}, {"name": "SK", "op": "between", "value": N("1"), "high": N("9")}, False),
        ({"PK": S("a"), "SK": N("10")}, {"name": "SK", "op": "between", "value": N("1"), "high": N("9")}, True),
        ({"PK": S("a"), "SK": N("5")}, {"name": "SK", "op": ">=", "value": N("5")}, False),
        ({"PK": S("a"), "SK": N("5")}, {"name": "SK", "op": "<", "value": N("5")}, True),
        ({"PK": S("a"), "SK": N("5.0")}, {"name": "SK", "op": "=", "value": N("5")}, False),
    ],
)
def test_a_query_start_key_outside_the_key_condition_is_refused(start, sort, refused):
    problems = KeySchema.from_table(TABLE).check(start_query(start, sort))
    if not refused:
        assert problems == []
        return
    (problem,) = problems
    assert (problem.location, problem.dynamodb) == ("options.exclusive_start_key", RANGE_PREDICATE)


def test_a_start_key_with_its_own_problem_is_not_also_told_outside_the_key_condition():
    (problem,) = KeySchema.from_table(TABLE).check(start_query({"PK": S("b")}))
    assert problem.message == "ExclusiveStartKey has no SK: it is Tbl's sort key (number)."


def test_begins_with_on_a_string_sort_key_selects_by_prefix():
    schema = KeySchema.from_pairs([("PK", "S"), ("SK", "S")])
    sort = {"name": "SK", "op": "begins_with", "value": S("ab")}
    assert schema.check(start_query({"PK": S("a"), "SK": S("abc")}, sort)) == []
    (problem,) = schema.check(start_query({"PK": S("a"), "SK": S("ac")}, sort))
    assert problem.dynamodb == RANGE_PREDICATE


def test_an_index_a_listing_schema_lacks_is_a_problem():
    (problem,) = KeySchema.from_table(DESCRIBED).check(query("nope"))
    assert (problem.location, problem.message, problem.dynamodb) == (
        "options.index_name",
        "Social has no index named nope (its indexes: byNumber, byBinary).",
        "The table does not have the specified index: nope",
    )


def test_without_a_listing_an_unknown_index_is_taken_to_have_the_tables_key():
    schema = KeySchema.from_table(
        {
            k: v
            for k, v in DESCRIBED.items()
            if k not in ("TableName", "LocalSecondaryIndexes", "GlobalSecondaryIndexes")
        }
    )
    assert not schema.indexes_listed
    assert schema.check(query("byNumber")) == []
    (problem,) = schema.check(query("byNumber", "GSI1PK", N("7")))
    assert problem.dynamodb == MISSED


def test_check_keys_uses_each_tables_schema_and_skips_unknown_tables():
    req = loaded(
        operation="TransactWriteItems",
        actions=[
            {"type": "Put", "table": "Tbl", "item": {"PK": S("a")}},
            {"type": "Delete", "table": "Other", "key": {"x": S("a")}},
            {
                "type": "Update",
                "table": "Tbl",
                "key": {"PK": S("a"), "SK": S("b")},
                "update": [{"action": "REMOVE", "path": "x"}],
            },
        ],
    )
    schemas = {"Tbl": KeySchema.from_table(TABLE)}
    problems = check_keys(req, schemas.get)
    assert [(p.location, p.message) for p in problems] == [
        ("actions[0].item", "Action 1 (Put) Item has no SK: it is Tbl's sort key (number)."),
        ("actions[2].key", "Action 3 (Update) Key.SK is a string, but Tbl's sort key SK is a number."),
    ]
    assert KeySchema.from_table(TABLE).check(req)[1].location == "actions[1].key"  # one schema for every table


@pytest.mark.parametrize(
    "item, problem",
    [
        ({"PK": {"S": "a"}, "SK": {"N": "1"}, "x": {"L": []}}, None),
        ("x", "before[0]: an item (an object of attribute name -> DynamoDB JSON value) expected"),
        ({"PK": {"S": "a"}, "SK": {"N": "1"}, "x": {"N": "abc"}}, 'before[0].x.value: number expected, got "abc"'),
        (
            {"PK": {"S": "a"}, "SK": {"N": "1"}, "m": {"M": {"k": {"SS": []}}}},
            "before[0].m.value.k.value: a string set cannot be empty; DynamoDB has no empty sets (remove the attribute instead)",
        ),
        ({"PK": {"S": "a"}}, "before[0] has no SK: it is the table's sort key (number)."),
        ({"PK": {"S": ""}, "SK": {"N": "1"}}, "before[0].PK is empty, and key attributes cannot be empty."),
    ],
)
def test_item_problem(item, problem):
    assert KeySchema.from_table(TABLE).item_problem(item, "before[0]") == problem


KEYED_BY_LSI1SK = [{"AttributeName": "LSI1SK", "KeyType": "HASH"}, {"AttributeName": "PK", "KeyType": "RANGE"}]
KEYED_BY_PK = [{"AttributeName": "PK", "KeyType": "HASH"}]


def _with_index(**changes) -> dict:
    return {**DESCRIBED, "GlobalSecondaryIndexes": [{**DESCRIBED["GlobalSecondaryIndexes"][0], **changes}]}


@pytest.mark.parametrize(
    "spec, words",
    [
        # a ProjectionType or NonKeyAttributes that is no text or list answered 500 (a probe of 2026-12-06) ...
        (_with_index(Projection={"ProjectionType": ["ALL"]}), "Projection.ProjectionType is ALL, KEYS_ONLY or INCLUDE"),
        (_with_index(Projection={"ProjectionType": "INCLUDE", "NonKeyAttributes": 5}), "is a list of attribute names"),
        # ... and what was read as another projection, silently
        (_with_index(Projection={"ProjectionType": "FOO"}), 'ALL, KEYS_ONLY or INCLUDE (got "FOO")'),
        (_with_index(Projection="KEYS_ONLY"), 'Projection is an object such as {"ProjectionType": "KEYS_ONLY"}'),
        (
            _with_index(Projection={"ProjectionType": "INCLUDE", "NonKeyAttributes": "abc"}),
            'NonKeyAttributes is a list of attribute names (got "abc")',
        ),
        (
            _with_index(Projection={"ProjectionType": "INCLUDE", "NonKeyAttributes": ["a", 1]}),
            "NonKeyAttributes[1] is an attribute name (got 1)",
        ),
        (
            _with_index(Projection={"ProjectionType": "KEYS_ONLY", "NonKeyAttributes": ["a"]}),
            "NonKeyAttributes is given only with ProjectionType INCLUDE (this index's is KEYS_ONLY)",
        ),
        (
            _with_index(Projection={"ProjectionType": "INCLUDE", "NonKeyAttributes": [f"a{i}" for i in range(21)]}),
            "NonKeyAttributes lists 21 attributes; DynamoDB takes at most 20 an index",
        ),
        (_with_index(IndexName="byBinary"), "LocalSecondaryIndexes[0]: another index of the table is named byBinary"),
        (_with_index(IndexName="x"), 'index names are 3 to 255 characters of a-z, A-Z, 0-9, _ - and . (got "x")'),
        (
            {
                **DESCRIBED,
                "GlobalSecondaryIndexes": [
                    _with_index(
                        IndexName=f"byNumber{j}",
                        Projection={"ProjectionType": "INCLUDE", "NonKeyAttributes": [f"a{i}" for i in range(20)]},
                    )["GlobalSecondaryIndexes"][0]
                    for j in range(6)
                ],
            },
            "the indexes' NonKeyAttributes add up to 120; DynamoDB takes at most 100 a table",
        ),
        ({**DESCRIBED, "GlobalSecondaryIndexes": {}}, "GlobalSecondaryIndexes is a list of indexes"),
        (
            {
                **DESCRIBED,
                "LocalSecondaryIndexes": [{**DESCRIBED["LocalSecondaryIndexes"][0], "KeySchema": KEYED_BY_LSI1SK}],
            },
            "LocalSecondaryIndexes[0]: a local index has the table's partition key (PK) and a sort key of its own",
        ),
        (
            {
                **DESCRIBED,
                "LocalSecondaryIndexes": [{**DESCRIBED["LocalSecondaryIndexes"][0], "KeySchema": KEYED_BY_PK}],
            },
            "LocalSecondaryIndexes[0]: a local index has the table's partition key (PK) and a sort key of its own",
        ),
        (
            {**DESCRIBED, "KeySchema": KEYED_BY_PK},
            "LocalSecondaryIndexes[0]: a local index needs the table to have a sort key, and it has none",
        ),
    ],
)
def test_an_index_description_dynamodb_refuses_is_refused_with_its_field_named(spec, words):
    with pytest.raises(TableSpecError) as e:
        KeySchema.from_table(spec)
    assert str(e.value).startswith("table: ") and words in str(e.value), str(e.value)


def test_what_a_description_may_leave_out_or_repeat_is_read_as_before():
    # no Projection, or no ProjectionType: every attribute; INCLUDE without NonKeyAttributes: the keys
    for projection in (None, {}, {"ProjectionType": "INCLUDE"}):
        schema = KeySchema.from_table(_with_index(Projection=projection))
        assert schema.index("byNumber").projection == ("INCLUDE" if projection else "")
    # an attribute defined twice with one type drops nothing
    again = {**TABLE, "AttributeDefinitions": TABLE["AttributeDefinitions"] * 2}
    assert KeySchema.from_table(again) == KeySchema.from_table(TABLE)


def test_an_included_attribute_named_with_a_comma_is_projected_as_named():
    # the projection's text ("INCLUDE a, b") was split at commas: "a, b" projected a and b
    schema = KeySchema.from_table(_with_index(Projection={"ProjectionType": "INCLUDE", "NonKeyAttributes": ["a, b"]}))
    index = schema.index("byNumber")
    assert index_projected(schema, index) == {"PK", "SK", "GSI1PK", "a, b"}
    # an IndexSchema made by hand with the text alone reads its names from it, as before
    assert index_projected(schema, replace(index, non_key=())) == {"PK", "SK", "GSI1PK", "a", "b"}


@pytest.mark.parametrize(
    "field, count, words",
    [
        ("GlobalSecondaryIndexes", 101, "the builder reads at most 100 (DynamoDB's default quota is 20 a table)"),
        ("LocalSecondaryIndexes", 6, "DynamoDB lets a table have at most 5"),
    ],
)
def test_a_table_of_more_indexes_than_dynamodb_allows_is_refused_before_any_is_read(monkeypatch, field, count, words):
    index = {**DESCRIBED[field][0], "IndexName": "byOne"}
    spec = {**DESCRIBED, field: [index] * count}

    def unread(*args):
        raise AssertionError("an index was read")

    monkeypatch.setattr(keys, "_index", unread)
    for described, where in ((spec, "table: "), ([DESCRIBED, {**spec, "TableName": "Other"}], "table[1]: ")):
        with pytest.raises(TableSpecError) as e:
            table_schemas(described)
        assert str(e.value) == f"{where}{field} lists {count} indexes; {words}"


@pytest.mark.parametrize("spec", [TABLE, DESCRIBED], ids=["created", "described"])
def test_a_schema_written_back_as_a_description_reads_the_same(spec):
    """KeySchema.description: what Try it and the Checks list run a described
    table on (named, so its indexes are all it has; an index's status left out)."""
    schema = KeySchema.from_table(spec)
    written = schema.description("Social")
    statusless = tuple(dataclasses.replace(i, status="") for i in schema.indexes)
    expected = dataclasses.replace(schema, name="Social", indexes_listed=True, indexes=statusless)
    assert KeySchema.from_table(written) == expected
    if spec is DESCRIBED:
        assert written["GlobalSecondaryIndexes"][0]["Projection"] == {
            "ProjectionType": "INCLUDE",
            "NonKeyAttributes": ["a", "b"],
        }
        assert written["LocalSecondaryIndexes"][0]["KeySchema"][1] == {"AttributeName": "LSI1SK", "KeyType": "RANGE"}


def test_a_raised_quota_of_global_indexes_is_read_up_to_the_builders_bound():
    """DynamoDB's 20 global indexes are a default quota that AWS raises: a
    description of 100 is read; past 100, or past 5 local ones, it is refused
    before any index is read."""
    from builder.expr.keys import index_count_problem, table_schemas

    def described(n: int) -> dict:
        return {
            **DESCRIBED,
            "AttributeDefinitions": DESCRIBED["AttributeDefinitions"]
            + [{"AttributeName": f"g{j}", "AttributeType": "S"} for j in range(n)],
            "GlobalSecondaryIndexes": [
                {"IndexName": f"byG{j}", "KeySchema": [{"AttributeName": f"g{j}", "KeyType": "HASH"}]} for j in range(n)
            ],
        }

    assert index_count_problem(described(100)) is None
    assert len(table_schemas(described(100))[0].indexes) == 101  # and the local one
    assert index_count_problem(described(101)) == (
        "GlobalSecondaryIndexes lists 101 indexes; the builder reads at most 100 (DynamoDB's default quota is 20 a table)"
    )
