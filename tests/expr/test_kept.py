"""builder.expr.kept: what is kept for an object is found by that very object,
never by another one equal to it, and holds the object alive."""

from __future__ import annotations

import gc

from builder.expr.kept import Kept, KeptWithin


def test_found_by_identity_not_by_content():
    kept = Kept()
    a, b = {"S": "x"}, {"S": "x"}
    kept.put(a, "read a")
    assert kept.get(a) == "read a"
    assert kept.get(b) is None  # equal, but not the same object
    kept.put(b, "read b")
    assert (kept.get(a), kept.get(b), len(kept)) == ("read a", "read b", 2)
    kept.clear()
    assert kept.get(a) is None and len(kept) == 0


def test_an_object_kept_is_kept_alive_so_its_id_is_not_reused():
    kept = Kept()
    first = {"N": "1"}
    kept.put(first, 1)
    ident = id(first)
    del first
    gc.collect()
    others = [{"N": "2"} for _ in range(1000)]  # none of them may take the kept object's id
    assert all(id(o) != ident and kept.get(o) is None for o in others)


def test_within_a_block_only():
    within = KeptWithin("test")
    assert within.current() is None
    with within.block():
        outer = within.current()
        outer.put(within, "outer")
        with within.block():  # a block of its own
            assert within.current() is not outer and within.current().get(within) is None
        assert within.current() is outer and outer.get(within) == "outer"
    assert within.current() is None


def test_a_block_ended_by_an_exception_lets_it_through_and_gives_back_the_one_before():
    import pytest

    within = KeptWithin("test")
    with within.block():
        outer = within.current()
        with pytest.raises(KeyError), within.block():
            assert within.current() is not outer
            raise KeyError("raised inside")
        assert within.current() is outer
    assert within.current() is None
    with pytest.raises(ValueError), within.block():
        raise ValueError
    assert within.current() is None
