"""Document paths: a list of segments, each an attribute name or a list index.

``Path(("a.b",))`` (one attribute whose name contains a dot) and
``Path(("a", "b"))`` (attribute ``b`` nested in map ``a``) are different paths.
The text syntax used by forms and links is ``a.b[0].c``; a segment holding
``.``, ``[``, ``]`` or a backtick, or with surrounding spaces, is written in
backticks (a backtick inside is doubled): ```first.name`.x``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path as FsPath

from .errors import ExprError
from .limits import MAX_LIST_INDEX, MAX_PATH_LEVELS, MSG_LIST_INDEX, MSG_PATH_LEVELS, int_text
from .record import frozen

_NEEDS_QUOTES = re.compile(r"[.\[\]`\r\n]|^\s|\s$")


@lru_cache(maxsize=1)
def reserved_words() -> frozenset[str]:
    """AWS's reserved words, uppercase, read once from the data file."""
    text = (FsPath(__file__).with_name("reserved_words.txt")).read_text(encoding="utf-8")
    return frozenset(
        line.strip().upper() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")
    )


# Words DynamoDB's expression parser treats as keywords or function names but
# which are missing from AWS's published list (REMOVE was found by sending it
# to DynamoDB Local). Aliasing them costs nothing and is always accepted.
EXTRA_KEYWORDS = frozenset(
    {
        "REMOVE",
        "ATTRIBUTE_EXISTS",
        "ATTRIBUTE_NOT_EXISTS",
        "ATTRIBUTE_TYPE",
        "BEGINS_WITH",
        "CONTAINS",
        "IF_NOT_EXISTS",
        "LIST_APPEND",
    }
)


# Words on AWS's list that DynamoDB Local accepts written plainly all the same
# (docs/dynamodb-local-vs-aws.md, "Reserved words"). The builder still aliases
# them; the checker and the simulator do not report them, as DynamoDB Local does not.
ACCEPTED_PLAINLY = frozenset({"SIZE", "CONVERT"})


def refused_plainly(name: str) -> bool:
    """True when DynamoDB (Local) answers "Attribute name is a reserved keyword"
    for ``name`` written plainly in an expression."""
    upper = name.upper()
    return upper in reserved_words() and upper not in ACCEPTED_PLAINLY


def is_reserved(name: str) -> bool:
    upper = name.upper()
    return upper in reserved_words() or upper in EXTRA_KEYWORDS


@lru_cache(maxsize=4096)  # every name the render writes asks (issue 13): the answer is kept
def needs_alias(name: str) -> bool:
    """True when DynamoDB will not accept ``name`` written plainly in an
    expression: a reserved word, or characters outside ``[A-Za-z0-9_]``,
    or not starting with a letter."""
    return not plain_name(name) or is_reserved(name)


def plain_name(name: str) -> bool:
    """Whether ``name`` is an ASCII letter, then ASCII letters, digits and _:
    the pattern ``[A-Za-z][A-Za-z0-9_]*\\Z``, found with str methods (a
    regular-expression match costs more than the rest of aliasing a name:
    issue 13). Of ASCII text, ``isidentifier`` accepts exactly a letter or _
    and then letters, digits and _; tests/expr/test_str_checks.py holds it to the
    pattern."""
    return name.isascii() and name.isidentifier() and name[0] != "_"


_new = object.__new__
_set = object.__setattr__


@frozen
class Path:
    segments: tuple[str | int, ...]

    def __post_init__(self):
        segs = tuple(self.segments)
        object.__setattr__(self, "segments", segs)
        if not segs:
            raise ExprError("path is empty")
        if not isinstance(segs[0], str):
            raise ExprError("a path must start with an attribute name, not a list index")
        for seg in segs:
            kind = seg.__class__
            if kind is str and seg:
                continue  # the common case: a name
            if kind is int and 0 <= seg <= MAX_LIST_INDEX:
                continue  # a list index
            if isinstance(seg, bool) or not isinstance(seg, (str, int)):
                raise ExprError(f"path segment {seg!r} is neither a name nor a list index")
            if isinstance(seg, str) and seg == "":
                raise ExprError("attribute names in a path cannot be empty")
            if isinstance(seg, int) and seg < 0:
                raise ExprError(f"list index {int_text(seg)} is negative")
            if isinstance(seg, int) and seg > MAX_LIST_INDEX:
                raise index_error(int_text(seg))
        if len(segs) > MAX_PATH_LEVELS:
            raise ExprError(
                f"a document path has at most {MAX_PATH_LEVELS} levels (names and list indexes), "
                f"this one has {len(segs)}",
                dynamodb=MSG_PATH_LEVELS.format(kind="{kind}", levels=len(segs)),
            )

    @classmethod
    def read(cls, segments: tuple) -> Path:
        """The path of ``segments`` as the expression parser reads them (a
        tuple: a non-empty name first, then non-empty names and list indexes
        from 0 to MAX_LIST_INDEX, which the grammar and the parser have made
        sure of): built without :meth:`__post_init__`'s checks of each
        segment, which it would find nothing in; a path of more levels than
        DynamoDB takes is built the general way, which refuses it.
        ``tests/expr/test_parse_paths.py`` holds it to the general way."""
        if len(segments) > MAX_PATH_LEVELS:
            return cls(segments)
        path = _new(cls)
        _set(path, "segments", segments)
        return path

    @classmethod
    def of(cls, *segments: str | int) -> Path:
        return cls(tuple(segments))

    @property
    def top(self) -> str:
        return self.segments[0]  # type: ignore[return-value]

    @property
    def last_name(self) -> str:
        last = self.segments[-1]
        if last.__class__ is str:  # the common case: the path ends with a name
            return last
        return next(s for s in reversed(self.segments) if isinstance(s, str))

    def serialize(self, ph) -> str:
        if len(self.segments) == 1:  # the common case: one name (a path starts with a name)
            return ph.name(self.segments[0])
        out = []
        for seg in self.segments:
            if isinstance(seg, int):
                out.append(f"[{seg}]")
            else:
                name = ph.name(seg)
                out.append(name if not out else "." + name)
        return "".join(out)

    def text(self) -> str:
        """The path in the builder's text syntax (round-trips through parse_path)."""
        out = []
        for seg in self.segments:
            if isinstance(seg, int):
                out.append(f"[{seg}]")
            else:
                name = _text_name(seg)
                out.append(name if not out else "." + name)
        return "".join(out)

    def __str__(self) -> str:
        return self.text()


@lru_cache(maxsize=4096)  # a name written in many paths is looked at once (issue 13)
def _text_name(name: str) -> str:
    """A name as the builder's path syntax writes it: in backticks when it needs them."""
    return f"`{name.replace('`', '``')}`" if _NEEDS_QUOTES.search(name) else name


def index_error(index: str) -> ExprError:
    """A list index beyond DynamoDB's (a Java int), as text."""
    shown = index if len(index) <= 40 else f"{index[:20]}… ({len(index):,} digits)"
    return ExprError(
        f"list index {shown} is over {MAX_LIST_INDEX:,}, the largest DynamoDB takes",
        dynamodb=MSG_LIST_INDEX.format(kind="{kind}", index=index),
    )


def parse_path(text: str) -> Path:
    """Parse ``profile.address[0].city`` (backticks quote a segment). A Path
    cannot change, so one read from short text is kept: the same paths come
    back in every live preview of a form (issue 13)."""
    if isinstance(text, str) and len(text) <= _KEPT_PATH_CHARS:
        return _kept_path(text)
    return _parse_path(text)


_KEPT_PATH_CHARS = 200


@lru_cache(maxsize=2048)
def _kept_path(text: str) -> Path:
    return _parse_path(text)


def _parse_path(text: str) -> Path:
    if not isinstance(text, str):
        raise ExprError(f"path text expected, got {type(text).__name__}")
    src = text.strip()
    if not src:
        raise ExprError("path is empty")
    segs: list[str | int] = []
    i, n = 0, len(src)
    expect_name = True
    while i < n:
        ch = src[i]
        if expect_name:
            if ch == "`":
                j, buf = i + 1, []
                while True:
                    if j >= n:
                        raise ExprError(f"unclosed backtick in path {text!r}")
                    if src[j] == "`":
                        if j + 1 < n and src[j + 1] == "`":
                            buf.append("`")
                            j += 2
                            continue
                        break
                    buf.append(src[j])
                    j += 1
                if not buf:
                    raise ExprError(f"empty quoted name in path {text!r}")
                segs.append("".join(buf))
                i = j + 1
            else:
                j = i
                while j < n and src[j] not in ".[]`":
                    j += 1
                if j == i:
                    where = "at the start" if i == 0 else f"at position {i + 1}"
                    raise ExprError(f"attribute name expected {where} of path {text!r}")
                segs.append(src[i:j])
                i = j
            expect_name = False
        elif ch == ".":
            i += 1
            expect_name = True
            if i >= n:
                raise ExprError(f"path {text!r} ends with a dot")
        elif ch == "[":
            j = src.find("]", i)
            if j < 0:
                raise ExprError(f"unclosed [ in path {text!r}")
            inner = src[i + 1 : j].strip()
            if not inner.isdigit() or not inner.isascii():
                raise ExprError(f"list index must be a whole number, got [{inner}] in path {text!r}")
            if len(inner.lstrip("0")) > len(str(MAX_LIST_INDEX)):  # measured before it is converted
                raise index_error(inner)
            segs.append(int(inner))
            i = j + 1
        else:
            raise ExprError(f"unexpected {ch!r} at position {i + 1} of path {text!r}")
    return Path(tuple(segs))


def split_path_lines(text: str) -> list[str]:
    """Split text holding one path a line, keeping line breaks inside backticks."""
    out, buf, quoted = [], [], False
    for ch in text:
        if ch == "`":
            quoted = not quoted
        if ch == "\n" and not quoted:
            out.append("".join(buf))
            buf = []
            continue
        buf.append(ch)
    out.append("".join(buf))
    return [line.strip() for line in (ln.rstrip("\r") for ln in out) if line.strip()]
