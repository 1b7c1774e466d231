"""builder/expr/diff.py without DynamoDB: the update each kind of change gets,
the problems and their fields, and determinism. (The round trip on DynamoDB
Local is tests/integration/test_diff_dynamodb.py.)"""

import base64
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builder.expr.diff import DiffError, DiffOptions, compose, diff_state, read_item
from builder.expr.errors import ExprError
from builder.expr.limits import MAX_UPDATE_ACTIONS
from tests.strategies import ddb_values

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
    # a lone surrogate is JSON but no Unicode text: it was a UnicodeEncodeError (ddb diff's traceback)
    for bad, where in (({"s": "x\ud800"}, "s"), ({"m": {"M": {"\udc00": {"N": "1"}}}}, "m.M[key]")):
        with pytest.raises(DiffError) as e:
            read_item(bad, "after")
        (problem,) = e.value.problems
        assert problem.location == "after" and problem.message.startswith(f"at {where}: this text holds a lone")


def test_key_values_past_dynamodbs_sizes_are_refused_beside_each_item():
    """A partition key value of more than 2,048 bytes, a sort key value of more
    than 1,024 (UTF-8 bytes of text, bytes of a binary): DynamoDB refuses such a
    Key, and the update came out without a word."""
    long_text = "é" * 1025  # 1,025 characters, 2,050 bytes
    long_binary = base64.b64encode(b"x" * 1025).decode()
    before = {"PK": {"S": long_text}, "SK": {"B": long_binary}, "n": {"N": "1"}}
    with pytest.raises(DiffError) as e:
        compose(before, {**before, "n": {"N": "2"}}, DiffOptions(key=("PK", "SK")))
    assert [(p.location, p.message) for p in e.value.problems] == [
        (field, message)
        for message in (
            "key attribute 'PK' is 2,050 bytes; a partition key value is at most 2,048 bytes",
            "key attribute 'SK' is 1,025 bytes; a sort key value is at most 1,024 bytes",
        )
        for field in ("before", "after")
    ]
    # at the limits: an update
    fits = {"PK": {"S": "é" * 1024}, "SK": {"B": base64.b64encode(b"x" * 1024).decode()}, "n": {"N": "1"}}
    _, params = compose(fits, {**fits, "n": {"N": "2"}}, DiffOptions(key=("PK", "SK")))
    assert params["Key"] == {"PK": fits["PK"], "SK": fits["SK"]}


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


@pytest.mark.parametrize("count, renders, words", [(1000, 1, "the UpdateExpression is"), (3000, 0, "3,000 actions")])
def test_an_update_too_long_without_nested_changes_is_rendered_once_at_most(count_calls, count, renders, words):
    """1,000 changed attributes, none of them nested: whole values would be the
    same update, so it is refused after one render, not two (a /diff of 30,000
    took 9.8 s). 3,000 are more actions than an UpdateExpression holds: counted,
    and refused before any row is written (60,000 wrote them twice, 1.7 s)."""
    from builder.expr import diff as diff_module

    rendered = count_calls(diff_module, "render")
    written = count_calls(diff_module, "path_state")
    before = {"PK": "a", **{f"a{i}": i for i in range(count)}}
    after = {"PK": "a", **{f"a{i}": i + 1 for i in range(count)}}
    with pytest.raises(DiffError) as e:
        compose(before, after, DiffOptions(key=("PK",)))
    (problem,) = e.value.problems
    assert problem.location == "after" and words in problem.message and "DynamoDB's limit is 4096" in problem.message
    assert rendered[0] == renders
    assert written[0] <= MAX_UPDATE_ACTIONS + 1


@pytest.mark.parametrize(
    "before, after",
    [
        ({"l": {"L": [{"N": "0"}] * 5000}}, {"l": {"L": [{"N": "1"}] * 5000}}),
        ({"l": {"L": [{"N": "0"}] * 5000}}, {"l": {"L": []}}),
        (
            {"m": {"M": {f"k{i}": {"N": "0"} for i in range(5000)}}},
            {"m": {"M": {f"k{i}": {"N": "1"} for i in range(5000)}}},
        ),
        ({"m": {"M": {f"k{i}": {"N": "0"} for i in range(5000)}}}, {"m": {"M": {}}}),
    ],
    ids=["list-changed", "list-emptied", "map-changed", "map-emptied"],
)
def test_nested_changes_past_what_an_update_holds_are_not_all_written(count_calls, before, after):
    """5,000 changed elements of one list or map: a row was written for each (a
    list of 100,000 took 2 s), though no UpdateExpression holds more than 2,048
    actions; the walk stops past them, and the whole value is SET."""
    from builder.expr import diff as diff_module

    written = count_calls(diff_module, "path_state")
    name = next(iter(after))
    _, params = compose({**K, **before}, {**K, **after}, DiffOptions(key=("PK",)))
    assert params["UpdateExpression"] == f"SET {name} = :{name}"
    assert params["ExpressionAttributeValues"][f":{name}"] == after[name]
    assert written[0] <= MAX_UPDATE_ACTIONS + 2


def test_nested_changes_of_several_attributes_past_what_an_update_holds_are_whole_values():
    """Each of three maps with 1,000 changes: nested, 3,000 actions (none fits);
    whole, one each."""
    before = {f"m{j}": {"M": {f"k{i}": {"N": "0"} for i in range(1000)}} for j in range(3)}
    after = {f"m{j}": {"M": {f"k{i}": {"N": str(j + 1)} for i in range(1000)}} for j in range(3)}
    _, params = compose({**K, **before}, {**K, **after}, DiffOptions(key=("PK",)))
    assert params["UpdateExpression"] == "SET m0 = :m0, m1 = :m1, m2 = :m2"


# --------------------------------------------------------------------------
# Each subtree measured once (a /diff of a map tree of 16,384 leaves, every
# leaf changed, took 2.5 s: each level wrote and measured its whole value again)
# --------------------------------------------------------------------------
@given(ddb_values)
def test_a_values_state_is_measured_as_its_json(value):
    from builder.expr import diff as diff_module
    from builder.expr.values import ddb_to_state

    walk = diff_module._Changes(counter=False)
    assert walk.state_size(value) == len(json.dumps(ddb_to_state(value), ensure_ascii=False))


@pytest.mark.parametrize("text", ["", "abc", "12.5E+3", 'a"b', "a\\b", "tab\there", "\x7f", "é", "日本", "a b", "\x00"])
def test_a_texts_state_is_measured_as_its_json_without_writing_it(text):
    """The measure of a text leaf and of a map key is taken without json.dumps
    where JSON escapes nothing; where it would, the text is written."""
    from builder.expr import diff as diff_module
    from builder.expr.values import ddb_to_state

    walk = diff_module._Changes(counter=False)
    for value in ({"S": text}, {"M": {text: {"N": "1"}}}, {"L": [{"S": text}, {"B": "YQ=="}]}):
        assert walk.state_size(value) == len(json.dumps(ddb_to_state(value), ensure_ascii=False))


@given(ddb_values, ddb_values, st.booleans())
def test_the_rows_are_measured_as_their_json(before, after, counter):
    from builder.expr import diff as diff_module

    walk = diff_module._Changes(counter)
    try:
        rows, size = walk.changes(("a", "b"), before, after)
    except ExprError:  # a map key no path names, in a row of a value that is not compared inside
        return
    rows = diff_module._rows(rows)
    assert size + 2 * max(len(rows) - 1, 0) == len(json.dumps(rows, ensure_ascii=False)) - len("[]")


def _tree(depth: int, leaf: int) -> dict:
    return {"N": str(leaf)} if depth == 0 else {"M": {"a": _tree(depth - 1, leaf), "b": _tree(depth - 1, leaf + 1)}}


@pytest.mark.parametrize("changed_leaves", ["all", "one"])
def test_a_deep_tree_is_written_and_compared_once_per_value(count_calls, changed_leaves):
    from builder.expr import items, values

    depth = 10
    before = read_item({**K, "t": _tree(depth, 1)}, "before")
    after = read_item({**K, "t": _tree(depth, 2 if changed_leaves == "all" else 1)}, "after")
    if changed_leaves == "one":
        node = after["t"]
        for _ in range(depth):
            node = node["M"]["b"]  # the last leaf: each level's comparison walked every other one first
        node["N"] = "999"
    written = count_calls(values, "ddb_to_state")  # (its own recursion too)
    compared = count_calls(items, "equal")  # (its own recursion too)
    state = diff_state(before, after, DiffOptions(key=("PK",)))
    nodes = 2 ** (depth + 1) - 1
    # every level wrote its whole value (and compared it) again: about nodes * depth calls before
    assert written[0] <= 2 * nodes + 10
    assert compared[0] <= 2 * nodes + 10
    if changed_leaves == "all":
        assert [r["action"] for r in state["update"]] == ["SET"] and state["update"][0]["path"] == "t"
    else:
        assert [r["path"] for r in state["update"]] == ["t" + ".b" * depth]


@pytest.mark.parametrize("name", ["P" * 256, "é" * 128])
def test_a_key_attribute_name_past_255_bytes_is_refused_beside_the_key(name):
    """No table has a key attribute of such a name (DynamoDB's CreateTable refuses
    it): the update was written for it without a word."""
    with pytest.raises(DiffError) as e:
        compose({name: {"S": "a"}, "x": {"N": "1"}}, {name: {"S": "a"}, "x": {"N": "2"}}, DiffOptions(key=(name,)))
    [problem] = e.value.problems
    assert problem.location == "key" and "is 256 bytes" in problem.message and "1 to 255 bytes" in problem.message
    state, _ = compose(
        {"é" * 127: {"S": "a"}, "x": {"N": "1"}},
        {"é" * 127: {"S": "a"}, "x": {"N": "2"}},
        DiffOptions(key=("é" * 127,)),
    )
    assert state["key"]
