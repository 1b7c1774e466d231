"""A team's snippets as files: the export, and the import that restores it.

An export is one JSON document (``EXPORT_FORMAT``): the team, then every
snippet with its whole history. The import reads such a file within limits
(``MAX_IMPORT_BYTES``, ``MAX_IMPORT_SNIPPETS``, ``MAX_IMPORT_REVISIONS``): a
team's history has no limit (each save adds a revision), so an export that
would break one of them is written in *parts* instead, each a document of the
same format that the import takes, with ``"part": n`` in its head, and
downloaded together as a ZIP file (:func:`export_files`).

A snippet whose history does not fit one part is split at its revisions: its
item (title, state, visibility...) comes with its newest revisions, and the
older ones follow in the next parts as *continuations*
(``{"continues": key, "title": ..., "revisions": [...]}``). Both carry the
same ``key``; the import keeps it on the snippet it makes
(``Snippet.import_key``), so that a continuation finds it, and a part imported
twice is refused. Parts are imported one at a time, in order.
"""

from __future__ import annotations

import itertools
import json
import secrets
import zipfile
from collections import deque
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime

from django.db import transaction
from django.utils import timezone

from builder import safejson
from builder.expr import StateError

from . import snippets as snippet_rules
from .models import Revision, Snippet, Team
from .snippets import Prepared, prepare, search_text_for, state_size_problem, team_snippets

EXPORT_FORMAT = "dynamodb-expression-builder/team-snippets"
EXPORT_VERSION = 1
# Limits of one import (issue 11, D4: any new account could import 10,000
# snippets, 8 MB, in one request). README "Accounts, saved snippets and teams".
# An export in parts keeps each part within them (builder.snippets.MAX_STATE_BYTES
# makes sure a snippet and its newest revision fit a part).
MAX_IMPORT_BYTES = 2_000_000
MAX_IMPORT_SNIPPETS = 200  # per file (a continuation counts as one)
MAX_IMPORT_REVISIONS = 2_000  # per file, all snippets together
MAX_TEAM_SNIPPETS = 1_000  # per team: an import that would pass it imports nothing
EXPORT_CHUNK = 50  # snippets read from the database at a time (with their revisions) for an export


class ImportProblem(ValueError):
    """Why a file imports nothing; ``limit`` when it broke one of the limits above
    (or safejson's), rather than being damaged."""

    def __init__(self, message: str, limit: bool = False):
        super().__init__(message)
        self.limit = limit


# --------------------------------------------------------------------------
# the export
# --------------------------------------------------------------------------
def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


def export_json(data: dict) -> str:
    """An export file's text: indented, non-ASCII kept."""
    return json.dumps(data, indent=2, ensure_ascii=False)


def export_head(team: Team) -> dict:
    """An export's fields before its snippets (which come last)."""
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "team": team.name,
        "exported": _iso(timezone.now()),
    }


def export_team(team: Team) -> dict:
    """Every snippet of the team with its whole history (:func:`export_head`
    and :func:`exported_snippets`, as one document, held whole: for tests and
    small teams; the download is :func:`export_files`)."""
    snippets = [
        {**head, "revisions": list(reversed(list(revisions)))} for _, head, revisions in exported_snippets(team)
    ]
    return {**export_head(team), "snippets": snippets}


REVISION_CHUNK = 10  # revisions read from the database at a time (a state is up to about 1 MB)


def exported_snippets(team: Team) -> Iterator[tuple[int, dict, Iterator[dict]]]:
    """Each snippet of the team, in the export's order: its id, its item as an
    export holds it but with no revisions (``"revisions": []``, its last
    field), and its revisions as the export holds them, the newest first, read
    from the database as they are consumed. A team's history has no size
    limit (a save adds a revision), and a state may be about 1 MB (``dict``s of
    several times that once read): an export reads one snippet's state, and
    :data:`REVISION_CHUNK` of its revisions, at a time."""
    snippets = (
        team_snippets(team)
        .select_related("owner")
        .defer("state_json", "search_text")
        .order_by("created", "id")
        .iterator(chunk_size=EXPORT_CHUNK)
    )
    for s in snippets:
        state = json.loads(Snippet.objects.filter(pk=s.pk).values_list("state_json", flat=True).get())
        yield (
            s.pk,
            {
                "title": s.title,
                "description": s.description,
                "visibility": s.visibility,
                "owner": s.owner.get_username(),
                "created": _iso(s.created),
                "updated": _iso(s.updated),
                "version": s.version,
                "state": state,
                "revisions": [],
            },
            _exported_revisions(s.pk),
        )


def _exported_revisions(snippet_id: int) -> Iterator[dict]:
    rows = (
        Revision.objects.filter(snippet_id=snippet_id)
        .order_by("-number")
        .values_list("number", "title", "description", "state_json", "author_name", "note", "created")
    )
    for number, title, description, state_json, author, note, created in rows.iterator(chunk_size=REVISION_CHUNK):
        yield {
            "number": number,
            "title": title,
            "description": description,
            "state": json.loads(state_json),
            "author": author,
            "note": note,
            "created": _iso(created),
        }


_ITEM_INDENT = "    "  # an item's lines in the "snippets" list
_REVISION_INDENT = _ITEM_INDENT * 2  # a revision's lines in its item's "revisions" list
_REVISIONS_END = "[]\n" + _ITEM_INDENT + "}"  # how an item written with no revisions ends


def _indented(text: str, indent: str) -> str:
    return "\n".join(indent + line for line in text.split("\n"))  # JSON text has no newline but between lines


def written_item(item: dict) -> str:
    """``item`` as an export writes it in its "snippets" list."""
    return _indented(export_json(item), _ITEM_INDENT)


_LIST_OPEN = "[\n"
_LIST_CLOSE = "\n" + _ITEM_INDENT + "  ]\n" + _ITEM_INDENT + "}"


def _item_with(head: str, revisions: list[str]) -> str:
    """An item written from its text with no revisions (``head``, whose last
    field is "revisions") and its revisions' texts (:func:`_written_revision`):
    :func:`written_item` of the whole item, without writing it again."""
    if not revisions:
        return head
    return head[: -len(_REVISIONS_END)] + _LIST_OPEN + ",\n".join(revisions) + _LIST_CLOSE


def _size_with(head: int, revisions: int, count: int) -> int:
    """The bytes of :func:`_item_with` from its head's bytes and its ``count``
    revisions' (``revisions``, all together; at least one)."""
    return head - len(_REVISIONS_END) + len(_LIST_OPEN) + revisions + 2 * (count - 1) + len(_LIST_CLOSE)


def _written_revision(revision: dict) -> str:
    return _indented(export_json(revision), _REVISION_INDENT)


def export_json_parts(head: dict, items: Iterable[str]) -> Iterator[str]:
    """``export_json({**head, "snippets": [...]})`` for items already written
    (:func:`written_item`), a piece at a time (the snippets last)."""
    empty = export_json({**head, "snippets": []})
    end = "[]\n}"  # how the empty document ends: its last field, then the object closed
    first = True
    for text in items:
        yield (empty[: -len(end)] + "[\n" if first else ",\n") + text
        first = False
    yield empty if first else "\n  ]\n}"


class _Part:
    """The items of one part, and what they weigh against the import's limits."""

    # room for the head's own fields ("team" is at most 100 characters; "part": n)
    HEAD_BYTES = 1_000

    def __init__(self) -> None:
        self.items: list[str] = []
        self.bytes = self.HEAD_BYTES
        self.revisions = 0

    def fits(self, size: int, revisions: int) -> bool:
        return (
            len(self.items) < MAX_IMPORT_SNIPPETS
            and self.revisions + revisions <= MAX_IMPORT_REVISIONS
            and self.bytes + size + 2 <= MAX_IMPORT_BYTES
        )

    def add(self, text: str, revisions: int) -> None:
        self.items.append(text)
        self.bytes += len(text.encode()) + 2  # ",\n" before the next item
        self.revisions += revisions

    def take(self) -> list[str]:
        """Its items; it is empty again."""
        items, self.items = self.items, []
        self.bytes, self.revisions = self.HEAD_BYTES, 0
        return items


def export_parts(snippets: Iterable[tuple[int, dict, Iterable[dict]]], key_prefix: str) -> Iterator[list[str]]:
    """The written items of ``snippets`` (:func:`exported_snippets`), a part at
    a time, each part within the import's limits. A snippet that does not fit
    an empty part is split: its item with as many of its newest revisions as
    fit, then continuations of the older ones (``key_prefix`` and its id make
    its key). What is held: the part being filled (at most 2 MB), and the
    revisions read but not yet placed (at most an empty part's worth, and the
    one that did not fit); a revision is held as the text it is written in."""
    part = _Part()
    empty = _Part()
    oversized: list[bool] = []  # (the last snippet's: its parts were yielded, the part is empty)
    for snippet_id, head_item, revisions in snippets:
        head = written_item(head_item)
        head_size = len(head.encode())
        # a revision written in more bytes than a snippet's state may take (saved before
        # MAX_STATE_BYTES) makes the import refuse its file: such a snippet has parts of its own
        oversized = []
        newest = (_weighed(r, oversized) for r in revisions)
        pending: deque[tuple[str, int]] = deque()
        total = 0
        whole = True  # until the item is found not to fit an empty part
        for text, size in newest:
            pending.append((text, size))
            total += size
            if not empty.fits(_size_with(head_size, total, len(pending)), len(pending)):
                whole = False
                break
        if whole:
            size = _size_with(head_size, total, len(pending)) if pending else head_size
            if part.items and (oversized or not part.fits(size, len(pending))):
                yield part.take()
            part.add(_item_with(head, [text for text, _ in reversed(pending)]), len(pending))
            if oversized:
                yield part.take()
            continue
        if part.items:
            yield part.take()
        yield from _split(head_item, f"{key_prefix}-{snippet_id}", pending, newest, part)
        if oversized:
            yield part.take()
    if part.items or not oversized:  # (an export of no snippet is one empty part)
        yield part.take()


def _weighed(revision: dict, oversized: list[bool]) -> tuple[str, int]:
    """A revision's text and its bytes; ``oversized`` is given a True if it is
    over what a snippet's state may take as exported (its text holds the state
    and more, so this finds every revision the import refuses as too large)."""
    text = _written_revision(revision)
    size = len(text.encode())
    if size > snippet_rules.MAX_STATE_BYTES:
        oversized.append(True)
    return text, size


def _split(head_item: dict, key: str, pending: deque, newest: Iterator, part: _Part) -> Iterator[list[str]]:
    """Write the item ``head_item`` (with no revisions) and its revisions, the
    newest first (``pending``, read already, then ``newest``) into ``part``
    (empty) and the parts after it, each full part yielded; the last one is
    left in ``part``. Each item takes at least one revision, even over the
    limits (a snippet saved before MAX_STATE_BYTES: the import says why it
    refuses it)."""
    top = written_item({k: v for k, v in head_item.items() if k != "revisions"} | {"key": key, "revisions": []})
    continuation = written_item({"continues": key, "title": head_item["title"], "revisions": []})
    done = False
    while True:
        top_size = len(top.encode())
        taken: list[str] = []
        total = 0
        while True:
            if not pending:
                following = next(newest, None)
                if following is None:
                    done = True
                    break
                pending.append(following)
            size = pending[0][1]
            if taken and not part.fits(_size_with(top_size, total + size, len(taken) + 1), len(taken) + 1):
                break
            taken.append(pending.popleft()[0])
            total += size
        part.add(_item_with(top, taken[::-1]), len(taken))
        if done:
            return
        yield part.take()
        top = continuation


def export_files(team: Team) -> tuple[str, Iterator[bytes]]:
    """The team's export as a download: its file name's extension (``json`` for
    one document, ``zip`` for parts) and its bytes, streamed."""
    head = export_head(team)
    parts = export_parts(exported_snippets(team), secrets.token_hex(6))
    first = next(parts)
    second = next(parts, None)
    if second is None:
        return "json", (piece.encode() for piece in export_json_parts(head, first))
    return "zip", _zipped(head, [first, second], parts)


class _Sink:
    """Where zipfile writes: the bytes are taken out as they come (a ZIP written
    to a stream that cannot seek puts each file's sizes after its data)."""

    def __init__(self) -> None:
        self.chunks: list[bytes] = []

    def write(self, data: bytes) -> int:
        self.chunks.append(bytes(data))
        return len(data)

    def flush(self) -> None:
        pass

    def take(self) -> bytes:
        out = b"".join(self.chunks)
        self.chunks.clear()
        return out


def part_name(number: int) -> str:
    return f"part-{number:03}.json"


def _zipped(head: dict, first: list[list[str]], rest: Iterator[list[str]]) -> Iterator[bytes]:
    """The parts as a ZIP. The last part says so (``"last_part": true``): each
    part is written once the next one is made (two parts in memory at most)."""
    sink = _Sink()
    parts = itertools.chain(first, rest)
    items = next(parts)
    with zipfile.ZipFile(sink, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for number in itertools.count(1):
            following = next(parts, None)
            part_head = {**head, "part": number} | ({} if following is not None else {"last_part": True})
            with archive.open(part_name(number), "w") as entry:
                for piece in export_json_parts(part_head, items):
                    entry.write(piece.encode())
                    if sink.chunks:
                        yield sink.take()
            if following is None:
                break
            items = following
    yield sink.take()


# --------------------------------------------------------------------------
# the import
# --------------------------------------------------------------------------
def read_import(raw: bytes):
    """The JSON document of an export file, read within the limits
    (``MAX_IMPORT_BYTES``, and safejson's depth and digits); ImportProblem otherwise."""
    if len(raw) > MAX_IMPORT_BYTES:
        raise ImportProblem(f"The file is larger than {MAX_IMPORT_BYTES // 1_000_000} MB.", limit=True)
    repeated: list = []  # a key an object names twice: json.loads keeps the last, and the first would vanish
    try:
        doc = safejson.loads(raw, max_bytes=MAX_IMPORT_BYTES, what="the file", repeated_keys=repeated)
    except safejson.JSONInputError as e:
        if e.limit is not None:
            raise ImportProblem(f"{str(e)[0].upper()}{str(e)[1:]}.", limit=True) from None
        raise ImportProblem(f"The file is not JSON: {e}") from None
    if repeated:
        key = repeated[0] if len(repeated[0]) <= 40 else repeated[0][:40] + "…"
        raise ImportProblem(
            f"The file names {json.dumps(key, ensure_ascii=False)} twice in one object, and only one of the two "
            "values can be kept: write each key once."
        )
    return doc


def _need(obj, key, kind, where):
    if not isinstance(obj, dict) or key not in obj:
        raise ImportProblem(f"{where}: {key!r} is missing")
    value = obj[key]
    if kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, kind)
    if not ok:
        raise ImportProblem(f"{where}.{key}: {kind.__name__ if isinstance(kind, type) else kind} expected")
    if isinstance(value, str) and "\x00" in value:  # PostgreSQL's text columns hold none (nor compare one)
        raise ImportProblem(f"{where}.{key}: holds the character U+0000 (NUL), which no text of a snippet may")
    return value


def _when(obj, key, where) -> datetime:
    text = _need(obj, key, str, where)
    try:
        dt = datetime.fromisoformat(text)
    except ValueError:
        raise ImportProblem(f"{where}.{key}: not an ISO 8601 date and time: {text[:40]!r}") from None
    if dt.tzinfo is None:
        raise ImportProblem(f"{where}.{key}: the time needs a time zone")
    return dt


def _prepared(state, where) -> Prepared:
    try:
        prepared = prepare(state)
    except StateError as e:
        raise ImportProblem(f"{where}.state: " + "; ".join(str(p) for p in e.problems[:3])) from None
    too_large = state_size_problem(prepared)
    if too_large:
        raise ImportProblem(f"{where}.state: {too_large}", limit=True)
    return prepared


def _text(obj, key, where, max_len) -> str:
    value = _need(obj, key, str, where)
    if len(value) > max_len:
        raise ImportProblem(f"{where}.{key}: longer than {max_len} characters")
    return value


def _title(obj, where) -> str:
    """A snippet's or a revision's title: one line (snippets.title_problem; ends stripped later are no line)."""
    title = _text(obj, "title", where, 200)
    problem = snippet_rules.title_problem(title.strip())
    if problem is not None:
        raise ImportProblem(f"{where}.title: {problem}")
    return title


def _key(obj, where) -> str:
    key = _text(obj, "key", where, 80)
    if not key:
        raise ImportProblem(f"{where}.key: empty")
    return key


def _check_quota(team: Team, adding: int) -> None:
    have = Snippet.objects.filter(team=team).count()
    if have + adding > MAX_TEAM_SNIPPETS:
        raise ImportProblem(
            f"A team holds at most {MAX_TEAM_SNIPPETS:,} snippets: {team.name} has {have:,}, "
            f"and this file would add {adding:,}.",
            limit=True,
        )


def _revision_plans(revs, where, author_names: set[str]) -> list[dict]:
    plans = []
    numbers = set()
    for j, rev in enumerate(revs):
        rwhere = f"{where}.revisions[{j}]"
        number = _need(rev, "number", int, rwhere)
        if number < 1 or number in numbers:
            raise ImportProblem(f"{rwhere}.number: revision numbers are distinct and start at 1")
        numbers.add(number)
        author = _text(rev, "author", rwhere, 150)
        author_names.add(author)
        plans.append(
            {
                "number": number,
                "title": _title(rev, rwhere),  # (restoring the revision makes it the snippet's)
                "description": _text(rev, "description", rwhere, 5000),
                "prepared": _prepared(_need(rev, "state", dict, rwhere), rwhere),
                "author": author,
                "note": _text(rev, "note", rwhere, 200) if "note" in rev else "",
                "created": _when(rev, "created", rwhere),
            }
        )
    return plans


class Imported:
    """What an import did: the snippets it made, how many earlier revisions it
    added to snippets an earlier part made (``continued``), and which part of
    an export in parts it was (``part``, ``last_part``)."""

    def __init__(self, created: list[Snippet], continued: list[tuple[Snippet, int]], part: int | None, last: bool):
        self.created = created
        self.continued = continued
        self.part = part
        self.last_part = last

    def message(self) -> str:
        n = len(self.created)
        said = [f"{n} snippet with its history" if n == 1 else f"{n} snippets with their history"]
        if self.continued and not n:
            said = []
        if self.continued:
            count = sum(k for _, k in self.continued)
            names = ", ".join(f"“{s.title}”" for s, _ in self.continued[:3])
            more = f" and {len(self.continued) - 3} more" if len(self.continued) > 3 else ""
            said.append(f"{count:,} earlier revision{'s' if count != 1 else ''} of {names}{more}")
        text = "Imported " + ", and ".join(said) + "."
        if self.part is not None:
            text += (
                f" That was the last part of the export (part {self.part}): the team has all of it."
                if self.last_part
                else f" That was part {self.part} of an export in parts: import part {self.part + 1} next."
            )
        return text


def import_team(team: Team, data, importer) -> Imported:
    """Recreate exported snippets in ``team``, revisions and times included.

    Everything is checked before anything is written, and it is all one
    transaction: a bad file changes nothing. Limits: ``MAX_IMPORT_SNIPPETS``
    and ``MAX_IMPORT_REVISIONS`` per file, ``MAX_TEAM_SNIPPETS`` per team. Owners are matched by username
    among the team's members (others become the importer's); revision authors
    by username among all users (the name is kept either way). Share links get
    fresh slugs: a file cannot choose a guessable link. A part of an export in
    parts may continue a snippet an earlier part made (found by its key), and a
    snippet already made from the same export is refused.
    """
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportProblem("This is not a team snippets export from this app.")
    if data.get("format_version") != EXPORT_VERSION:
        raise ImportProblem(f"Unknown export format version {data.get('format_version')!r}.")
    part = data.get("part")
    if part is not None and (not isinstance(part, int) or isinstance(part, bool) or part < 1):
        raise ImportProblem("file.part: a part's number (1, 2, ...) expected")
    last_part = data.get("last_part") is True
    items = _need(data, "snippets", list, "file")
    if len(items) > MAX_IMPORT_SNIPPETS:
        raise ImportProblem(
            f"At most {MAX_IMPORT_SNIPPETS:,} snippets can be imported at once (this file has {len(items):,}).",
            limit=True,
        )
    heads = sum(1 for item in items if not (isinstance(item, dict) and "continues" in item))
    _check_quota(team, heads)
    revision_count = sum(
        len(item["revisions"]) for item in items if isinstance(item, dict) and isinstance(item.get("revisions"), list)
    )
    if revision_count > MAX_IMPORT_REVISIONS:  # before any state is read
        raise ImportProblem(
            f"At most {MAX_IMPORT_REVISIONS:,} revisions (all snippets together) can be imported at once "
            f"(this file has {revision_count:,}).",
            limit=True,
        )

    from django.contrib.auth import get_user_model

    User = get_user_model()
    members = {u.get_username(): u for u in User.objects.filter(memberships__team=team)}
    plans = []
    continuations = []
    author_names: set[str] = set()
    keys: set[str] = set()  # of the split snippets this file brings
    for i, item in enumerate(items):
        where = f"snippets[{i}]"
        if isinstance(item, dict) and "continues" in item:
            continuations.append(_continuation_plan(team, item, where, author_names, part))
            continue
        title = _title(item, where).strip()
        if not title:
            raise ImportProblem(f"{where}.title: empty")
        description = _text(item, "description", where, 5000)
        visibility = _need(item, "visibility", str, where)
        if visibility not in (Snippet.TEAM, Snippet.LINK):
            raise ImportProblem(f"{where}.visibility: a team's snippet is 'team' or 'link', got {visibility[:20]!r}")
        version = _need(item, "version", int, where)
        key = _key(item, where) if "key" in item else ""
        if key in keys:
            raise ImportProblem(f"{where}.key: {key!r} is another snippet's key too")
        if key:
            keys.add(key)
        prepared = _prepared(_need(item, "state", dict, where), where)
        revs = _need(item, "revisions", list, where)
        if not revs:
            raise ImportProblem(f"{where}.revisions: at least one revision is needed")
        rev_plans = _revision_plans(revs, where, author_names)
        last = max(r["number"] for r in rev_plans)
        if version != last:
            raise ImportProblem(f"{where}.version: {version} is not the last revision's number ({last})")
        plans.append(
            {
                "title": title,
                "description": description,
                "visibility": visibility,
                "owner": members.get(_need(item, "owner", str, where), importer),
                "version": version,
                "prepared": prepared,
                "created": _when(item, "created", where),
                "updated": _when(item, "updated", where),
                "key": key,
                "revisions": rev_plans,
            }
        )

    authors = {u.get_username(): u for u in User.objects.filter(username__in=author_names)}
    created: list[Snippet] = []
    with transaction.atomic():
        # the team row locked: two imports at once cannot both pass the quota
        Team.objects.select_for_update().filter(pk=team.pk).first()
        _check_quota(team, len(plans))
        _check_not_imported(team, plans, continuations)
        for plan in plans:
            prepared = plan["prepared"]
            s = Snippet.objects.create(
                title=plan["title"],
                description=plan["description"],
                state_json=prepared.state_json,
                operation=prepared.operation,
                tables=", ".join(prepared.tables)[:300],
                search_text=search_text_for(plan["title"], plan["description"], prepared),
                owner=plan["owner"],
                team=team,
                visibility=plan["visibility"],
                created=plan["created"],
                updated=plan["updated"],
                version=plan["version"],
                import_key=plan["key"],
            )
            _write_revisions(s, plan["revisions"], authors)
            created.append(s)
        continued = []
        for snippet, rev_plans, _ in continuations:
            _write_revisions(snippet, rev_plans, authors)
            continued.append((snippet, len(rev_plans)))
    return Imported(created, continued, part, last_part)


def _continuation_plan(team: Team, item: dict, where: str, author_names: set[str], part) -> tuple:
    """The snippet an earlier part made that ``item`` continues, the revisions
    to add to it (older than its version), and ``where``."""
    key = _need(item, "continues", str, where)
    title = _text(item, "title", where, 200)
    snippet = Snippet.objects.filter(team=team, import_key=key).order_by("id").first() if key else None
    if snippet is None:
        this = f" (this file is part {part})" if part is not None else ""
        raise ImportProblem(
            f"{where} continues the history of “{title}”, which an earlier part of the same export brings, "
            f"and {team.name} does not have it yet: import the parts in order{this}."
        )
    revs = _need(item, "revisions", list, where)
    if not revs:
        raise ImportProblem(f"{where}.revisions: at least one revision is needed")
    rev_plans = _revision_plans(revs, where, author_names)
    for j, r in enumerate(rev_plans):
        if r["number"] >= snippet.version:
            raise ImportProblem(
                f"{where}.revisions[{j}].number: a continued history holds revisions before {snippet.version}"
            )
    return snippet, rev_plans, where


def _check_not_imported(team: Team, plans: list[dict], continuations: list[tuple]) -> None:
    """Refuse a part imported before: a split snippet the team has already, or
    a revision a continued snippet has. Asked with the team locked (two imports
    of one part at once cannot both pass)."""
    keys = [plan["key"] for plan in plans if plan["key"]]
    there = Snippet.objects.filter(team=team, import_key__in=keys).values_list("title", flat=True).first()
    if there is not None:
        raise ImportProblem(f"“{there}” was imported into {team.name} already, from this export.")
    for snippet, rev_plans, where in continuations:
        have = set(snippet.revisions.values_list("number", flat=True))
        for j, r in enumerate(rev_plans):
            if r["number"] in have:
                raise ImportProblem(
                    f"{where}.revisions[{j}].number: “{snippet.title}” has revision {r['number']} already "
                    "(was this part imported before?)"
                )


def _write_revisions(snippet: Snippet, rev_plans: list[dict], authors: dict) -> None:
    Revision.objects.bulk_create(
        [
            Revision(
                snippet=snippet,
                number=r["number"],
                title=r["title"],
                description=r["description"],
                state_json=r["prepared"].state_json,
                request_json=r["prepared"].request_json,
                author=authors.get(r["author"]),
                author_name=r["author"],
                note=r["note"],
                created=r["created"],
            )
            for r in rev_plans
        ]
    )
