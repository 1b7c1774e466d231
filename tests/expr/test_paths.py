import pytest

from builder.expr import ExprError, Path, PlaceholderOptions, Placeholders, parse_path
from builder.expr.paths import is_reserved, needs_alias, reserved_words


@pytest.mark.parametrize(
    "text, segments",
    [
        ("a", ("a",)),
        ("a.b.c", ("a", "b", "c")),
        ("a[0][3]", ("a", 0, 3)),
        ("profile.address[0].city", ("profile", "address", 0, "city")),
        ("`a.b`", ("a.b",)),
        ("`a.b`.c", ("a.b", "c")),
        ("x.`we[ir]d`[2]", ("x", "we[ir]d", 2)),
        ("`back``tick`", ("back`tick",)),
        ("first-name", ("first-name",)),
        ("größe.ñ", ("größe", "ñ")),
        ("1st place", ("1st place",)),
        ("  a.b  ", ("a", "b")),
        ("a[ 7 ]", ("a", 7)),
    ],
)
def test_parse_path(text, segments):
    path = parse_path(text)
    assert path.segments == segments
    assert parse_path(path.text()) == path  # the text form round-trips


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "path is empty"),
        ("a.", "ends with a dot"),
        (".a", "attribute name expected at the start"),
        ("a..b", "attribute name expected at position 3"),
        ("a[x]", "list index must be a whole number"),
        ("a[-1]", "list index must be a whole number"),
        ("a[1", "unclosed ["),
        ("[0]", "attribute name expected"),
        ("`a", "unclosed backtick"),
        ("``", "empty quoted name"),
        ("a]b", "unexpected ']'"),
    ],
)
def test_parse_path_errors(text, message):
    with pytest.raises(ExprError) as e:
        parse_path(text)
    assert message in str(e.value)


def test_nested_and_dotted_names_are_different_paths():
    assert parse_path("a.b") != parse_path("`a.b`")
    assert Path.of("a.b").text() == "`a.b`"
    assert Path.of("a", "b").text() == "a.b"


@pytest.mark.parametrize("segments", [(), (0,), ("a", -1), ("",), ("a", True), ("a", 1.5)])
def test_path_rejects_bad_segments(segments):
    with pytest.raises(ExprError):
        Path(segments)


def test_reserved_words_loaded_from_data():
    words = reserved_words()
    assert len(words) == 573
    assert is_reserved("status") and is_reserved("Name") and is_reserved("DATA")
    assert not is_reserved("likeTally")


@pytest.mark.parametrize(
    "name, alias",
    [
        ("likeTally", False),
        ("SK", False),
        ("snake_case9", False),
        ("status", True),
        ("Year", True),
        ("first-name", True),
        ("a.b", True),
        ("1st", True),
        ("_private", True),
        ("größe", True),
        ("has space", True),
    ],
)
def test_needs_alias(name, alias):
    assert needs_alias(name) is alias


def test_serialize_aliases_per_segment():
    ph = Placeholders()
    text = parse_path("profile.status[0].`first.name`.city").serialize(ph)
    assert text == "profile.#status[0].#firstname.city"
    assert ph.names == {"#status": "status", "#firstname": "first.name"}
    assert ph.values == {}


def test_alias_all_and_compact():
    ph = Placeholders(PlaceholderOptions(alias_all=True, compact=True))
    assert parse_path("a.b[1].a").serialize(ph) == "#n0.#n1[1].#n0"
    assert ph.names == {"#n0": "a", "#n1": "b"}


def _joined(path: Path, ph: Placeholders) -> str:
    """A path's text the general way: each segment in turn (names through
    ``ph``, indexes in brackets), whatever its length."""
    out = []
    for seg in path.segments:
        if isinstance(seg, int):
            out.append(f"[{seg}]")
        else:
            name = ph.name(seg)
            out.append(name if not out else "." + name)
    return "".join(out)


_NAMES = [
    "a",
    "likeTally",
    "SK",
    "size",
    "Name",
    "first.name",
    "1st",
    "we[ir]d",
    "x y",
    "größe",
    "REMOVE",
    "_u",
    "a" * 60,
]


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("alias_all", [False, True])
def test_one_name_paths_serialize_as_the_general_way_writes_them(alias_all, compact):
    """A path of one name is written without the general loop; the text,
    the names given placeholders and their order are the general way's, and
    so is the last name a value's placeholder is named after."""
    options = PlaceholderOptions(alias_all=alias_all, compact=compact)
    paths = [Path((name,)) for name in _NAMES]
    paths += [Path((name, other)) for name in _NAMES[:5] for other in _NAMES[5:9]]
    paths += [Path((name, 0)) for name in _NAMES] + [Path((name, 3, "z")) for name in _NAMES[:4]]
    quick, general = Placeholders(options), Placeholders(options)
    for path in paths + paths:  # twice: a name placeholdered before is used again
        assert path.serialize(quick) == _joined(path, general)
        assert path.last_name == next(s for s in reversed(path.segments) if isinstance(s, str))
    assert list(quick.names.items()) == list(general.names.items())
