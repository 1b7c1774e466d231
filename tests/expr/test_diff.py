"""builder/expr/diff.py without DynamoDB: the update each kind of change gets,
the problems and their fields, and determinism. (The round trip on DynamoDB
Local is tests/integration/test_diff_dynamodb.py.)"""

import json

import pytest

from builder.expr.diff import DiffError, DiffOptions, compose, diff_state, read_item

K = {"PK": {"S": "a"}}


def update(before, after, **options):
    _, params = compose({**K, **before}, {**K, **after}, DiffOptions(key=("PK",), **options))
    return params["UpdateExpression"], params.get("ExpressionAttributeValues", {}), params.get("ConditionExpression")


@pytest.mark.parametrize(
    "before, after, expression",
    [
        ({}, {"x": {"S": "1"}}, "SET x = :x"),
        ({"x": {"S": "1"}}, {}, "REMOVE x"),
        ({"x": {"S": "1"}}, {"x": {"N": "1"}}, "SET x = :x"),
        ({"m": {"M": {"a": {"S": "1"}, "b": {"S": "2" * 40}}}}, {"m": {"M": {"b": {"S": "2" * 40}}}}, "REMOVE m.a"),
        ({"m": {"M": {"a": {"S": "1"}}}}, {"m": {"M": {"b": {"S": "2"}}}}, "SET m = :m"),  # whole map is smaller
        (
            {"l": {"L": [{"S": "1" * 40}]}},
            {"l": {"L": [{"S": "1" * 40}, {"S": "2"}]}},
            "SET l = list_append(l, :l)",
        ),
        ({"l": {"L": [{"S": "1"}]}}, {"l": {"L": [{"S": "1"}, {"S": "2"}]}}, "SET l = :l"),  # the whole is smaller
        ({"l": {"L": [{"S": "1"}, {"S": "2" * 30}]}}, {"l": {"L": [{"S": "3"}, {"S": "2" * 30}]}}, "SET l[0] = :l"),
        ({"l": {"L": [{"S": "1" * 30}, {"S": "2"}]}}, {"l": {"L": [{"S": "1" * 30}]}}, "REMOVE l[1]"),
        ({"s": {"SS": ["a"]}}, {"s": {"SS": ["a", "b"]}}, "ADD s :s"),
        ({"s": {"SS": ["a", "b"]}}, {"s": {"SS": ["b"]}}, "DELETE s :s"),
        ({"s": {"SS": ["a"]}}, {"s": {"SS": ["b"]}}, "SET s = :s"),
        ({"n": {"N": "1"}}, {"n": {"N": "2"}}, "SET n = :n"),
        ({"status": {"S": "a"}}, {"status": {"S": "b"}}, "SET #status = :status"),
    ],
)
def test_each_kind_of_change(before, after, expression):
    assert update(before, after)[0] == expression


def test_counter_adds_the_difference_and_sets_nested_numbers():
    expression, values, _ = update(
        {"n": {"N": "1.5"}, "m": {"M": {"c": {"N": "10"}, "pad": {"S": "x" * 40}}}},
        {"n": {"N": "4"}, "m": {"M": {"c": {"N": "7"}, "pad": {"S": "x" * 40}}}},
        counter=True,
    )
    assert expression == "SET m.c = m.c + :c ADD n :n"
    assert values == {":c": {"N": "-3"}, ":n": {"N": "2.5"}}


def test_counter_falls_back_to_set_when_the_difference_has_too_many_digits():
    expression, values, _ = update({"n": {"N": "1E+100"}}, {"n": {"N": "1E-100"}}, counter=True)
    assert expression == "SET n = :n" and values == {":n": {"N": "1E-100"}}


def test_version_lock():
    expression, values, condition = update({"ver": {"N": "7"}, "x": {"S": "a"}}, {"x": {"S": "b"}}, version="ver")
    assert expression == "SET x = :x, ver = :expected + :one"
    assert condition == "ver = :expected"
    assert values == {":x": {"S": "b"}, ":expected": {"N": "7"}, ":one": {"N": "1"}}
    # the version alone changes nothing else: still an update (the bump)
    assert update({"ver": {"N": "7"}}, {"ver": {"N": "8"}}, version="ver")[0] == "SET ver = :expected + :one"


@pytest.mark.parametrize(
    "before, after, options, problem",
    [
        ({}, {}, {}, ("after", "the two items are the same")),
        ({"ver": {"S": "1"}}, {}, {"version": "ver"}, ("before", "must be a number")),
        ({"ver": {"N": "1"}}, {"ver": {"N": "5"}}, {"version": "ver"}, ("after", "as before (1) or one more")),
        ({}, {"x": {"S": "1"}}, {"version": "PK"}, ("version", "cannot be a key attribute")),
    ],
)
def test_problems_are_located(before, after, options, problem):
    with pytest.raises(DiffError) as e:
        update(before, after, **options)
    assert any(p.location == problem[0] and problem[1] in p.message for p in e.value.problems), e.value.problems


def test_read_item_plain_typed_and_getitem_answers():
    assert read_item({"a": 1, "b": [True, None]}, "before") == {
        "a": {"N": "1"},
        "b": {"L": [{"BOOL": True}, {"NULL": True}]},
    }
    assert read_item({"Item": {"a": {"SS": ["x"]}}}, "before") == {"a": {"SS": ["x"]}}
    for bad in ([], "x", {"a": {"N": "x"}}, {"": 1}):
        with pytest.raises(DiffError) as e:
            read_item(bad, "after")
        assert {p.location for p in e.value.problems} == {"after"}


def test_key_must_be_there_and_unchanged():
    with pytest.raises(DiffError) as e:
        compose({"PK": "a"}, {"PK": "b", "x": 1}, DiffOptions(key=("PK", "SK")))
    found = {(p.location, p.message) for p in e.value.problems}
    assert ("before", "the item has no key attribute 'SK'") in found
    assert any(loc == "after" and "changed" in m for loc, m in found)


def test_deterministic():
    before = {**K, "m": {"M": {"a": {"N": "1"}, "b": {"L": [{"S": "x"}]}}}, "z": {"BOOL": True}}
    after = {**K, "m": {"M": {"a": {"N": "2"}, "b": {"L": [{"S": "x"}, {"S": "y"}]}}}, "q": {"NULL": True}}
    runs = [json.dumps(compose(before, after, DiffOptions(key=("PK",)))) for _ in range(3)]
    assert len(set(runs)) == 1


def test_too_many_nested_changes_fall_back_to_whole_values():
    pad = {"S": "x" * 20_000}
    before = {**K, "m": {"M": {"pad": pad, **{f"key{i}": {"S": f"a{i}"} for i in range(300)}}}}
    after = {**K, "m": {"M": {"pad": pad, **{f"key{i}": {"S": f"b{i}"} for i in range(300)}}}}
    # nested, the 300 SETs would be smaller than the map, but their expression is over 4 KB
    state = diff_state(read_item(before, "before"), read_item(after, "after"), DiffOptions(key=("PK",)))
    assert len(state["update"]) == 300
    _, params = compose(before, after, DiffOptions(key=("PK",)))
    assert params["UpdateExpression"] == "SET m = :m"


def test_an_update_too_long_without_nested_changes_is_rendered_once(count_calls):
    """3,000 changed attributes, none of them nested: whole values would be the
    same update, so it is refused after one render, not two (a /diff of 30,000
    took 9.8 s)."""
    from builder.expr import diff as diff_module

    renders = count_calls(diff_module, "render")
    before = {"PK": "a", **{f"a{i}": i for i in range(3000)}}
    after = {"PK": "a", **{f"a{i}": i + 1 for i in range(3000)}}
    with pytest.raises(DiffError) as e:
        compose(before, after, DiffOptions(key=("PK",)))
    assert "DynamoDB's limit is 4096" in e.value.problems[0].message
    assert renders[0] == 1
