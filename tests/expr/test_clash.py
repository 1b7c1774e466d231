"""Overlapping and conflicting paths (builder/expr/clash.py): which pair is
reported, and the Java hash order behind DynamoDB Local's messages. The messages
themselves are checked against DynamoDB Local by the differential corpus
(category ``error_order``)."""

from __future__ import annotations

import pytest

from builder.expr.clash import check_order, dynamodb_order, first_clash, java_string_hash, path_clash
from builder.expr.paths import parse_path


def paths(*texts):
    return [parse_path(t) for t in texts]


@pytest.mark.parametrize(
    "text, expected",
    [("a", 97), ("SK", 2648), ("Zoë", 90166), ("n13", 107280), ("😀x", 54959989), ("longer_name", 3827319009)],
)
def testjava_string_hash_matches_java(text, expected):
    # values printed by Java 17's String.hashCode() (as unsigned 32-bit)
    assert java_string_hash(text) == expected


@pytest.mark.parametrize(
    "names, last",
    [
        # measured on DynamoDB Local: "SET X = :n, X = :n REMOVE Y" names the last of [X, Y] as path two
        (["a", "b"], "b"),
        (["a", "o"], "a"),
        (["a", "q"], "q"),
        (["q", "a"], "a"),
        (["SK", "x"], "x"),
        (["a", "hello"], "hello"),
        (["n12", "n13"], "n13"),
        (["n13", "longer_name"], "n13"),
        (["deep", "t0"], "t0"),
        (["ba", "o"], "o"),
        (["aa", "a"], "a"),
    ],
)
def test_dynamodb_order_picks_what_dynamodb_local_picks(names, last):
    assert dynamodb_order(names)[-1] == last


def test_dynamodb_order_grows_the_table_like_java():
    many = [f"n{i}" for i in range(14)]  # 14 keys: the table has grown to 32 buckets
    assert dynamodb_order(many)[-1] == "n13"
    assert sorted(dynamodb_order(many)) == sorted(many)


def test_check_order_descends_the_tree_of_targets():
    order = check_order(paths("m.a", "zz", "m.b", "s"))
    assert sorted(order) == [0, 1, 2, 3]
    assert abs(order.index(0) - order.index(2)) == 1  # the steps under m are taken together


@pytest.mark.parametrize("text", ["a", "a.b[2]", "m[0][1].x"])
def test_one_target_is_checked_alone_and_clashes_with_nothing(text):
    assert check_order(paths(text)) == [0]
    assert first_clash(paths(text)) is None
    assert check_order([]) == [] and first_clash([]) is None


@pytest.mark.parametrize(
    "p, q, kind",
    [
        ("a", "a", "overlap"),
        ("a", "a.b", "overlap"),
        ("a[0]", "a[0].x", "overlap"),
        ("a[0]", "a.x", "conflict"),
        ("a.x", "a.y", None),
        ("a[1]", "a[2]", None),
    ],
)
def test_path_clash(p, q, kind):
    assert path_clash(parse_path(p), parse_path(q)) == kind
    assert path_clash(parse_path(q), parse_path(p)) == kind


def test_no_clash():
    assert first_clash(paths("a", "b.c", "b.d", "l[0]", "l[1]")) is None


def test_paths_are_added_last_first():
    # a, a, b, b: DynamoDB Local reports the b pair (met first when adding from the end)
    c = first_clash(paths("a", "a", "b", "b"))
    assert (c.new, c.old, c.kind) == (2, 3, "overlap")


def test_the_real_pair_and_the_reported_second_path():
    c = first_clash(paths("a", "a", "SK"))
    assert (c.new, c.old) == (0, 1) and str(c.reported) == "SK"  # DynamoDB Local: path two [SK]
    c = first_clash(paths("a.x", "a.y.z", "a.x.q", "SK"))
    assert (c.new, c.old) == (0, 2) and str(c.reported) == "a.y.z"
    c = first_clash(paths("a.x", "a[2]", "a[3]", "SK"))
    assert (c.new, c.old, c.kind) == (0, 1, "conflict") and str(c.reported) == "a[3]"  # clashes with a[2], names a[3]


@pytest.mark.parametrize("text", ["a", "a.b", "a[0]", "a[0].b[1]", "`x.y`"])
def test_one_path_clashes_with_none(text):
    # the cross-field checks ask first_clash only of two paths or more
    assert first_clash([parse_path(text)]) is None
    assert first_clash([]) is None
