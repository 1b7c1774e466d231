"""Overlapping and conflicting document paths, found the way DynamoDB finds them.

An UpdateExpression may not name two target paths where one contains the other
("overlap": ``a`` and ``a.b``, or ``a`` twice) or where one treats a step as a
list index and the other as a map key ("conflict": ``a[0]`` and ``a.b``); nor may a
ProjectionExpression. Which pair DynamoDB reports when there are several, and how
it words the report, was learnt from DynamoDB Local 3.3 (each rule below is
covered by ``tests/expr/test_clash.py`` and the differential corpus):

- the paths are added one by one to a tree of path steps, **last path first**;
  the first path that clashes with one already added is reported as "path one";
- "path two" is not always the path it clashes with: DynamoDB Local names the
  path found by building a tree of the paths written *after* path one, going
  down it along path one as far as the clash was detected, and then taking, at
  each level, the step :func:`dynamodb_order` puts last. Usually, not always,
  that is the other path of the pair (``SET a = :x, a = :y REMOVE SK`` reports
  ``[a]`` and ``[SK]``).

The same order of steps decides which of several item-dependent errors an
update reports (:func:`check_order`). It is a ``java.util.HashMap``'s listing
with an unusual key hash, measured on DynamoDB Local (on thousands of random
names, 100% agreement; see docs/simulator.md).

:func:`first_clash` returns both: the real pair for people, and ``reported``, the
path DynamoDB Local's message names, for the simulator.
"""

from __future__ import annotations

import struct
from functools import lru_cache
from operator import is_

from .paths import Path
from .record import frozen


def path_clash(p: Path, q: Path) -> str | None:
    """'overlap' when one path is the other or inside it, 'conflict' when they
    treat the same step as both a list index and a map key, else None."""
    for a, b in zip(p.segments, q.segments):
        if a == b:
            continue
        if isinstance(a, int) != isinstance(b, int):
            return "conflict"
        return None
    return "overlap"


@frozen
class Clash:
    """``paths[new]`` clashes with ``paths[old]`` (``old`` is later in the
    expression: paths are added last first). ``reported`` is the path DynamoDB
    Local's message names second."""

    new: int
    old: int
    kind: str  # "overlap" | "conflict"
    reported: Path


@lru_cache(maxsize=4096)  # the same names come again and again
def java_string_hash(s: str) -> int:
    """Java's ``String.hashCode()`` (over UTF-16 code units), as a 32-bit unsigned number."""
    b = s.encode("utf-16-be", "surrogatepass")
    h = 0
    for unit in struct.unpack(f">{len(b) // 2}H", b):
        h = (31 * h + unit) & 0xFFFFFFFF
    return h


# DynamoDB Local keeps path steps in a java.util.HashMap whose keys hash to
# String.hashCode() (an index: its value) plus this constant; measured, not
# documented (bits above 26 cannot show in a 4 KB expression).
_KEY_HASH_OFFSET = 0xFDF81


def _key_hash(key: str | int) -> int:
    h = ((java_string_hash(key) if isinstance(key, str) else key) + _KEY_HASH_OFFSET) & 0xFFFFFFFF
    return h ^ (h >> 16)  # HashMap.hash() spreads the high bits


def _capacity(hashes: list[int]) -> int:
    """The table size of a ``java.util.HashMap`` after putting keys with these
    hashes: 16 buckets, doubled past the 0.75 load factor, and doubled (below
    64 buckets) when a ninth key lands in one bucket."""
    capacity, sizes = 16, {}
    for count, h in enumerate(hashes, 1):
        b = h & (capacity - 1)
        sizes[b] = sizes.get(b, 0) + 1
        grow = sizes[b] >= 9 and capacity < 64
        if grow or count > capacity * 3 // 4:
            capacity *= 2
            sizes = {}
            for x in hashes[:count]:
                sizes[x & (capacity - 1)] = sizes.get(x & (capacity - 1), 0) + 1
    return capacity


def hash_set_order(keys: list[str]) -> list[str]:
    """``keys`` (distinct strings) as a ``java.util.HashSet`` copied from them
    lists them: by bucket (``String.hashCode()`` spread as ``HashMap.hash()``
    does, in a table of ``max(16, n / 0.75 + 1)`` buckets rounded up to a power
    of two), in the given order within a bucket. DynamoDB Local lists a
    request's unused placeholders so: the map's keys copied into such a set,
    the used ones left out (measured on random maps of 2 to 97 keys; tree bins,
    8+ keys in one bucket, are not modelled)."""
    want = max(16, int(len(keys) / 0.75) + 1)
    capacity = 16
    while capacity < want:
        capacity *= 2
    buckets = {k: (h ^ (h >> 16)) & (capacity - 1) for k in keys for h in [java_string_hash(k)]}
    return sorted(keys, key=lambda k: buckets[k])  # stable: the given order within a bucket


def dynamodb_order(keys: list) -> list:
    """Path steps (distinct names, or distinct list indexes) in the order
    DynamoDB Local goes through them, given in the order each is last written
    in the expression. It puts them in a ``HashMap`` last written first and
    takes them as the map lists them; this returns that listing reversed, so
    the *last* key is the one DynamoDB Local meets first: the one it reports
    as a clash's second path, and whose error it reports among several.
    (Java's tree bins, for 8+ keys in one bucket of a 64+ bucket table, are not
    modelled.)"""
    inserted = list(reversed(keys))
    hashes = [_key_hash(k) for k in inserted]
    mask = _capacity(hashes) - 1
    listing = sorted(range(len(inserted)), key=lambda i: (hashes[i] & mask, i))
    return [inserted[i] for i in reversed(listing)]


class _Step:
    """One step of a tree of paths (a plain class: a dataclass's default
    factories cost a call each, and a tree is built for every clash check)."""

    __slots__ = ("children", "ends", "through")

    def __init__(self) -> None:
        self.children: dict = {}  # segment -> _Step, in insertion order
        self.ends: int | None = None  # index of a path ending here
        self.through: list[int] = []  # indexes of paths passing through


def _ordered_steps(children: dict) -> list:
    """``children``'s segments, DynamoDB Local's pick last (see dynamodb_order)."""
    by_last_use = sorted(children, key=lambda seg: max(children[seg].through))
    return dynamodb_order(by_last_use)


def _last_walk(children: dict) -> list:
    out: list = []
    while children:
        key = _ordered_steps(children)[-1]
        out.append(key)
        children = children[key].children
    return out


def path_tree(paths: list[Path]) -> _Step:
    """The tree of ``paths``' steps (each step knows the paths through it)."""
    root = _Step()
    for i, p in enumerate(paths):
        _add(root, p.segments, i)
    return root


def check_order(paths: list[Path]) -> list[int]:
    """Indexes of ``paths`` (target paths that do not clash) in the order
    DynamoDB Local checks their actions against an item, reversed: of several
    failing actions it reports the one that comes **last** here."""
    if len(paths) < 2:  # one action: nothing to order
        return list(range(len(paths)))
    out: list[int] = []

    def walk(step: _Step) -> None:
        if step.ends is not None:
            out.append(step.ends)
        for seg in _ordered_steps(step.children):
            walk(step.children[seg])

    walk(path_tree(paths))
    return out


def first_clash(paths: list[Path]) -> Clash | None:
    """The clash DynamoDB reports among ``paths`` (in expression order), or None.
    The answer for the same Path objects in the same order is found once
    (:data:`_ASKED`): the parser checks an expression's paths, and the rules
    across fields (:mod:`.crosscheck`) the very same paths of the node it made."""
    if len(paths) < 2:  # one path: nothing to clash with
        return None
    if len(paths) >= _APART_FROM and tops_apart(paths):  # many paths, each under an attribute of its own
        return None
    key = tuple(map(id, paths))
    kept = _ASKED.get(key)
    if kept is not None and all(map(is_, kept[0], paths)):
        return kept[1]
    clash = _first_clash(paths)
    if len(_ASKED) >= _ASKED_MOST:
        _ASKED.clear()
    _ASKED[key] = (tuple(paths), clash)  # the paths kept with it: no other object takes their ids meanwhile
    return clash


def tops_apart(paths: list[Path]) -> bool:
    """Whether each of ``paths`` starts with a name no other starts with:
    then none clashes (:func:`_first_clash` finds each path's first step
    new, and a name where names are is no conflict), and the answer is
    found without a tree (an update of 2,000 actions ``REMOVE a, b, ...``:
    three objects a path). ``tests/expr/test_clash.py`` holds it to the tree."""
    tops = [p.segments[0] for p in paths]
    return len(set(tops)) == len(tops) and set(map(type, tops)) == _STR


_STR = {str}
_APART_FROM = 16  # fewer paths make a small tree: tops_apart is asked of more


# the paths first_clash was last asked about (by their ids) -> (those paths, its answer); a few requests' worth
_ASKED: dict[tuple, tuple] = {}
_ASKED_MOST = 64


def _first_clash(paths: list[Path]) -> Clash | None:
    """:func:`first_clash`, found (two paths or more)."""
    root = _Step()
    for new in range(len(paths) - 1, -1, -1):
        segments = paths[new].segments
        step = root
        for depth, seg in enumerate(segments):
            kids = step.children
            if kids and isinstance(next(iter(kids)), int) != isinstance(seg, int):
                return Clash(new, _nearest(step, new), "conflict", _reported(paths, new, depth))
            nxt = kids.get(seg)
            if nxt is None:
                break
            if nxt.ends is not None or depth == len(segments) - 1:
                old = nxt.ends if nxt.ends is not None else _nearest(nxt, new)
                return Clash(new, old, "overlap", _reported(paths, new, depth))
            step = nxt
        _add(root, segments, new)
    return None


def _reported(paths: list[Path], new: int, depth: int) -> Path:
    """DynamoDB Local's "path two" for a clash of ``paths[new]`` detected
    ``depth`` steps down: the paths after it, as a tree built in expression
    order; from that depth along ``paths[new]``, the step listed last at each
    level (data learnt from DynamoDB Local; see the module doc)."""
    root = _Step()
    for i in range(new + 1, len(paths)):  # only the paths after path one
        _add(root, paths[i].segments, i)
    prefix = list(paths[new].segments[:depth])
    step = root
    for seg in prefix:
        step = step.children[seg]
    return Path(tuple(prefix + _last_walk(step.children)))


def _nearest(step: _Step, new: int) -> int:
    """The path through ``step`` nearest after ``new`` in the expression."""
    return min(i for i in step.through if i > new)


def _add(root: _Step, segments: tuple, index: int) -> None:
    step = root
    for seg in segments:
        kids = step.children
        step = kids.get(seg)
        if step is None:  # (setdefault would make a step each time)
            step = kids[seg] = _Step()
        step.through.append(index)
    step.ends = index


def clash_message(p: Path, q: Path, kind: str) -> str:
    """The core's words for a clash between ``p`` and ``q``."""
    if kind == "overlap":
        if p == q:
            return f"{p} appears twice; DynamoDB refuses two document paths that overlap"
        return f"{p} and {q} overlap (one contains the other); DynamoDB refuses two document paths that overlap"
    return f"{p} and {q} conflict (one uses a list index where the other uses a map key)"


def dynamodb_clash_message(kind_of_expression: str, paths: list[Path], clash: Clash) -> str:
    """DynamoDB Local's words for ``clash``, in ``kind_of_expression``
    (``UpdateExpression`` or ``ProjectionExpression``)."""
    verb = "overlap" if clash.kind == "overlap" else "conflict"
    return (
        f"Invalid {kind_of_expression}: Two document paths {verb} with each other; must remove or rewrite one of these paths; "
        f"path one: {segments_text(paths[clash.new])}, path two: {segments_text(clash.reported)}"
    )


def segments_text(path: Path) -> str:
    """DynamoDB's way of showing a path in a message: ``[m, [0], b]``."""
    return "[" + ", ".join(f"[{s}]" if isinstance(s, int) else s for s in path.segments) + "]"
