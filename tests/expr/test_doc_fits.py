"""The pretty printer's fit test takes a long list an item at a time
(builder/expr/emit/doc.py ``_Rest``): the layout must be the one the plain
walk gives, which pushes every item of a list at once (kept here as the
reference: it cost a long list's size at every level around it)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr.emit import doc
from builder.expr.emit.doc import LINE, SOFTLINE, bracket, group, ifbreak, nest


def plain_fits(remaining: int, head: list, rest: list) -> bool:
    work = list(reversed(head))
    rest_index = len(rest) - 1
    while remaining >= 0:
        if not work:
            if rest_index < 0:
                return True
            work.append(rest[rest_index])
            rest_index -= 1
        lvl, mode, d = work.pop()
        if isinstance(d, str):
            remaining -= len(d)
        elif isinstance(d, list):
            for item in reversed(d):
                work.append((lvl, mode, item))
        else:
            tag = d[0]
            if tag == "line":
                if mode == 1:
                    return True
                remaining -= len(d[1])
            elif tag == "nest":
                work.append((lvl + 1, mode, d[1]))
            elif tag == "group":
                work.append((lvl, 1 if d[2] else mode, d[1]))
            elif tag == "ifbreak":
                remaining -= len(d[1] if mode == 1 else d[2])
    return False


words = st.text("ab", min_size=1, max_size=6)
docs = st.recursive(
    words,
    lambda inner: st.one_of(
        st.builds(
            lambda items, force: bracket("[", items, "]", force=force), st.lists(inner, max_size=80), st.booleans()
        ),
        st.builds(lambda items: group([nest([SOFTLINE, *items]), SOFTLINE]), st.lists(inner, max_size=50)),
        st.builds(lambda items: [LINE, *items, ifbreak(",")], st.lists(inner, max_size=40)),
    ),
    max_leaves=400,
)


@settings(max_examples=200, deadline=None)
@given(d=docs, width=st.integers(1, 100))
def test_the_layout_is_the_plain_walks(d, width):
    fast = doc.render(d, width)
    original = doc._fits
    doc._fits = plain_fits
    try:
        assert fast == doc.render(d, width)
    finally:
        doc._fits = original
