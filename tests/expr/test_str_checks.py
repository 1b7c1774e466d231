"""The checks written with str methods instead of a regular expression (a
match costs more than the rest of reading a table name, a number, a name or a
placeholder: issue 13), each held to the pattern it replaces: every character
of Unicode where it decides the answer, then random text near the edges
(signs, marks, non-ASCII digits and letters, lengths at the limits)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from builder.expr.limits import TABLE_NAME, is_table_name
from builder.expr.paths import is_reserved, needs_alias, plain_name
from builder.expr.placeholders import placeholder_text
from builder.expr.values import plain_int

PLAIN_INT = re.compile(r"[+-]?[0-9]{1,38}\Z")
PLAIN_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
PLACEHOLDER_TEXT = re.compile(r"[A-Za-z0-9_]+\Z")

CHECKS = [
    # the check, its pattern, and where one character decides the answer
    (is_table_name, TABLE_NAME, ("{}bc", "a{}c", "{}{}{}")),
    (plain_int, PLAIN_INT, ("{}", "{}1", "1{}")),
    (plain_name, PLAIN_NAME, ("{}", "a{}")),
    (placeholder_text, PLACEHOLDER_TEXT, ("{}", "a{}")),
]
EVERY_CHARACTER = [chr(c) for c in range(0x110000)]  # lone surrogates too


def test_every_character_is_judged_as_the_pattern_judges_it():
    for check, pattern, forms in CHECKS:
        for form in forms:
            wrong = [c for c in EVERY_CHARACTER if check(text := form.format(c, c, c)) != bool(pattern.match(text))]
            assert not wrong, (check.__name__, form, wrong[:10])


# characters that once fooled a check of this kind: marks, signs, non-ASCII
# digits (Arabic-Indic, full-width, superscript), letters (é, long s, Kelvin),
# whitespace and line ends around them
EDGES = "aZz09_.-+ \n\t\r\x00é\u0661\uff10\u00b2\u017f\u212a`#:$\U0001d7ce"
TEXT = (
    st.text(st.sampled_from(EDGES), max_size=12)
    | st.text(max_size=6)
    | st.tuples(st.sampled_from("a1_.+-"), st.integers(0, 300), st.text(st.sampled_from(EDGES), max_size=2)).map(
        lambda t: t[0] * t[1] + t[2]
    )
    | st.tuples(st.sampled_from(["", "+", "-", "--", "+-"]), st.integers(0, 42), st.sampled_from(["", "\n", "x"])).map(
        lambda t: t[0] + "7" * t[1] + t[2]
    )
)


@settings(max_examples=3000, deadline=None)
@given(TEXT)
def test_random_text_is_judged_as_the_pattern_judges_it(text):
    for check, pattern, _ in CHECKS:
        assert check(text) == bool(pattern.match(text)), (check.__name__, text)


@settings(max_examples=500, deadline=None)
@given(TEXT)
def test_needs_alias_is_the_pattern_or_a_reserved_word(text):
    assert needs_alias(text) == (not PLAIN_NAME.match(text) or is_reserved(text))
