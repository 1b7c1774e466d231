"""The pretty printer's fit test takes a list of more than ``doc._SHORT``
items an item at a time (builder/expr/emit/doc.py ``_Rest``): the layout must
be the one the plain walk gives, which pushes every item of a list at once
(``_SHORT`` past any list: it cost a long list's size at every level around
it), and the one of a walk that takes every list an item at a time (``_SHORT`` 0)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr.emit import doc
from builder.expr.emit.doc import LINE, SOFTLINE, bracket, group, ifbreak, nest

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


def _layout(d, width: int, short: int) -> str:
    original = doc._SHORT
    doc._SHORT = short
    try:
        return doc.render(d, width)
    finally:
        doc._SHORT = original


@settings(max_examples=200, deadline=None)
@given(d=docs, width=st.integers(1, 100))
def test_the_layout_is_the_plain_walks(d, width):
    plain = _layout(d, width, 10**9)
    assert doc.render(d, width) == plain
    assert _layout(d, width, 0) == plain
