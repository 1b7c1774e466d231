"""Checks on the DynamoDB reserved-word data file.

The file mirrors the AWS developer guide page "Reserved words in DynamoDB"
(ReservedWords.html), which lists 573 words from ABORT to ZONE.
"""

import re
from pathlib import Path

import pytest

RESERVED_WORDS_FILE = Path(__file__).resolve().parents[2] / "builder/expr/reserved_words.txt"

EXPECTED_COUNT = 573
# The AWS list contains only uppercase ASCII letters (no digits, no underscores).
WORD_RE = re.compile(r"^[A-Z]+$")


@pytest.fixture(scope="module")
def words():
    lines = RESERVED_WORDS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def test_file_starts_with_comment_line():
    first_line = RESERVED_WORDS_FILE.read_text(encoding="utf-8").splitlines()[0]
    assert first_line.startswith("#")


def test_exact_count(words):
    assert len(words) == EXPECTED_COUNT


def test_all_unique(words):
    assert len(set(words)) == len(words)


def test_all_uppercase_letters(words):
    bad = [w for w in words if not WORD_RE.match(w)]
    assert bad == []


def test_sorted(words):
    assert words == sorted(words)


def test_first_and_last(words):
    assert words[0] == "ABORT"
    assert words[-1] == "ZONE"


@pytest.mark.parametrize(
    "word",
    [
        "ABORT",
        "STATUS",
        "NAME",
        "DATA",
        "COUNT",
        "TIMESTAMP",
        "YEAR",
        "ZONE",
        "TTL",
        "USER",
        "VALUE",
        "KEY",
        "TYPE",
        # Misspellings that really are in the AWS list.
        "FLATTERN",
        "INNTER",
        "LOGED",
    ],
)
def test_known_reserved_words_present(words, word):
    assert word in words


@pytest.mark.parametrize(
    "word",
    ["PK", "SK", "LIKETALLY", "GSI1PK", "EMAIL", "CREATED_AT", "ID", "VERSION"],
)
def test_common_attribute_names_absent(words, word):
    assert word not in words
