"""Snippets, teams and their rules: who may do what, saving with optimistic
concurrency, revisions, search, export and import.

The views call these; the templates only show what the views decided.

Who may do what (a team's snippets are always visible to the team: a snippet
in a team's space cannot be private):

============================  =======================================================
can_view / can_edit           the owner; members of the snippet's team (any role)
can_restore                   same as can_edit
can_fork                      can_view (and, from a share link, any signed-in user)
can_delete / can_share        the owner; owners of the snippet's team
can_move (change its team)    the owner
share page (``/s/<slug>/``)   anyone, while visibility is "anyone with the link"
============================  =======================================================

A snippet the user may not view does not exist for them: the views answer 404
for it exactly as for an id or a slug that was never issued.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from django.db import transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone

from builder import safejson
from builder.expr import StateError, migrate, render
from builder.expr.errors import ExprError
from builder.expr.jsontext import indented
from builder.expr.paths import Path, parse_path

from .models import Membership, Revision, Snippet, Team

PAGE_SIZE = 25
# A search's words: each is a LIKE over every snippet's search text, whose cost
# grows with the word's length (SQLite: 13 s for a word of 2,600 characters over
# 1,000 snippets, every write to the database waiting meanwhile).
MAX_SEARCH_TERMS = 8
MAX_SEARCH_TERM_CHARS = 100


# --------------------------------------------------------------------------
# permissions
# --------------------------------------------------------------------------
def role_in(user, team_id: int | None) -> str | None:
    """The user's role in the team ("owner", "member") or None."""
    if team_id is None or not getattr(user, "is_authenticated", False):
        return None
    cache = getattr(user, "_team_roles", None)
    if cache is None:
        cache = dict(Membership.objects.filter(user=user).values_list("team_id", "role"))
        user._team_roles = cache  # per request: the user object lives as long as the request
    return cache.get(team_id)


def forget_roles(user) -> None:
    if hasattr(user, "_team_roles"):
        del user._team_roles


def is_member(user, team_id: int | None) -> bool:
    return role_in(user, team_id) is not None


def is_team_owner(user, team_id: int | None) -> bool:
    return role_in(user, team_id) == Membership.OWNER


def _is_owner(user, snippet: Snippet) -> bool:
    return bool(getattr(user, "is_authenticated", False)) and snippet.owner_id == user.id


def _team_sees(user, snippet: Snippet) -> bool:
    # The forms never put a private snippet in a team's space (the admin's
    # Snippet.clean() refuses it too); should one exist anyway, it stays private.
    return snippet.visibility != Snippet.PRIVATE and is_member(user, snippet.team_id)


def can_view(user, snippet: Snippet) -> bool:
    return _is_owner(user, snippet) or _team_sees(user, snippet)


def can_edit(user, snippet: Snippet) -> bool:
    return can_view(user, snippet)


def can_restore(user, snippet: Snippet) -> bool:
    return can_edit(user, snippet)


def can_fork(user, snippet: Snippet, via_link: bool = False) -> bool:
    if not getattr(user, "is_authenticated", False):
        return False
    return can_view(user, snippet) or (via_link and snippet.visibility == Snippet.LINK)


def can_delete(user, snippet: Snippet) -> bool:
    return _is_owner(user, snippet) or is_team_owner(user, snippet.team_id)


def can_share(user, snippet: Snippet) -> bool:
    """Change who can see it (visibility) and rotate its link."""
    return _is_owner(user, snippet) or is_team_owner(user, snippet.team_id)


def can_move(user, snippet: Snippet) -> bool:
    return _is_owner(user, snippet)


def can_manage_team(user, team: Team) -> bool:
    return is_team_owner(user, team.id)


def user_teams(user) -> QuerySet[Team]:
    if not getattr(user, "is_authenticated", False):
        return Team.objects.none()
    return Team.objects.filter(memberships__user=user).order_by("name", "id")


def visible_shared(slug: str) -> Snippet | None:
    """The snippet behind a share link, if that link is live."""
    if not slug or len(slug) > 64:
        return None
    return Snippet.objects.select_related("owner", "team").filter(share_slug=slug, visibility=Snippet.LINK).first()


# --------------------------------------------------------------------------
# states: validate, render, index
# --------------------------------------------------------------------------
@dataclass(frozen=True)
class Prepared:
    state: dict  # migrated
    state_json: str
    operation: str
    params: dict
    request_json: str
    tables: list[str]
    names: list[str]


def dumps_state(state: dict) -> str:
    return json.dumps(state, ensure_ascii=False, separators=(",", ":"))


def request_json_text(params: dict) -> str:
    # the same text the builder's Request JSON panel shows (no key sorting)
    return indented(params)


def prepare(state) -> Prepared:
    """Migrate and validate a state (raises StateError) and render it."""
    migrated = migrate(state)
    operation, params = render(migrated)
    tables, names = names_in_state(migrated)
    return Prepared(
        state=migrated,
        state_json=dumps_state(migrated),
        operation=operation,
        params=params,
        request_json=request_json_text(params),
        tables=tables,
        names=names,
    )


def _add_path(raw, names: list[str]) -> None:
    segs: tuple = ()
    if isinstance(raw, str):
        names.append(raw.strip())
        try:
            segs = parse_path(raw).segments
        except ExprError:
            return
    elif isinstance(raw, list):
        try:
            p = Path(tuple(raw))
        except (ExprError, TypeError):
            return
        segs = p.segments
        names.append(p.text())
    names.extend(s for s in segs if isinstance(s, str))


def names_in_state(state: dict) -> tuple[list[str], list[str]]:
    """(table names, attribute names and paths) mentioned anywhere in a state."""
    tables: list[str] = []
    names: list[str] = []

    def walk(node) -> None:
        if isinstance(node, list):
            for x in node:
                walk(x)
            return
        if not isinstance(node, dict):
            return
        if "type" in node and "value" in node:
            return  # a typed value: its contents are data, not names
        for k, v in node.items():
            if k == "table" and isinstance(v, str):
                tables.append(v)
            elif k in ("key", "item", "exclusive_start_key") and isinstance(v, dict):
                names.extend(str(name) for name in v)
            elif k in ("path", "size"):
                _add_path(v, names)
            elif k == "if_not_exists" and isinstance(v, list) and v:
                _add_path(v[0], names)
                walk(v[1:])
            elif k == "projection" and isinstance(v, list):
                for p in v:
                    _add_path(p, names)
            elif k == "name" and isinstance(v, str):
                names.append(v)
            else:
                walk(v)

    walk(state)
    return _unique(tables), _unique(names)


def _unique(items) -> list[str]:
    seen: dict[str, None] = {}
    for x in items:
        if x and x not in seen:
            seen[x] = None
    return list(seen)


def _revision(snippet_id, number, title, description, prepared, user, note, now) -> None:
    """The revision a save writes (in the caller's transaction)."""
    Revision.objects.create(
        snippet_id=snippet_id,
        number=number,
        title=title,
        description=description,
        state_json=prepared.state_json,
        request_json=prepared.request_json,
        author=user,
        author_name=_author_name(user),
        note=note,
        created=now,
    )


def _content(title: str, description: str, prepared) -> dict:
    """The fields a save writes from the title, description and prepared state."""
    return {
        "title": title,
        "description": description,
        "state_json": prepared.state_json,
        "operation": prepared.operation,
        "tables": ", ".join(prepared.tables)[:300],
        "search_text": search_text_for(title, description, prepared),
    }


def search_text_for(title: str, description: str, prepared: Prepared) -> str:
    parts = [title, description, *prepared.tables, *prepared.names]
    return "\n".join(p.lower() for p in _unique(parts))


def search_terms(q: str) -> list[str]:
    return [t.lower() for t in (q or "").split()]


def search_problem(q: str) -> str | None:
    """Why a search is not run (too many words, a word too long), or None."""
    terms = search_terms(q)
    if len(terms) > MAX_SEARCH_TERMS:
        return f"A search takes at most {MAX_SEARCH_TERMS} words; this one has {len(terms)}."
    longest = max(terms, key=len, default="")
    if len(longest) > MAX_SEARCH_TERM_CHARS:
        return (
            f"A search word is at most {MAX_SEARCH_TERM_CHARS} characters; "
            f"the one beginning “{longest[:20]}” has {len(longest):,}."
        )
    return None


def search(qs: QuerySet[Snippet], q: str) -> QuerySet[Snippet]:
    """Snippets whose title, description, tables or attribute names contain
    every term (case-insensitive). ``search_text`` is stored lowercased, so a
    plain LIKE does it on every database (and the trigram index on PostgreSQL
    serves it). A search :func:`search_problem` refuses raises ValueError."""
    problem = search_problem(q)
    if problem is not None:
        raise ValueError(problem)
    for term in search_terms(q):
        qs = qs.filter(search_text__contains=term)
    return qs


def list_columns(qs: QuerySet[Snippet]) -> QuerySet[Snippet]:
    """What a list row shows, and nothing big (no state, no search text)."""
    return (
        qs.select_related("owner", "team")
        .only(
            "id",
            "title",
            "operation",
            "tables",
            "visibility",
            "updated",
            "version",
            "owner__id",
            "owner__username",
            "team__id",
            "team__name",
        )
        .order_by("-updated", "-id")
    )


def my_snippets(user) -> QuerySet[Snippet]:
    return Snippet.objects.filter(owner=user)


def team_snippets(team: Team) -> QuerySet[Snippet]:
    return Snippet.objects.filter(team=team).exclude(visibility=Snippet.PRIVATE)


def all_visible(user) -> QuerySet[Snippet]:
    team_ids = list(Membership.objects.filter(user=user).values_list("team_id", flat=True))
    return Snippet.objects.filter(Q(owner=user) | (Q(team_id__in=team_ids) & ~Q(visibility=Snippet.PRIVATE)))


# --------------------------------------------------------------------------
# saving
# --------------------------------------------------------------------------
def _author_name(user) -> str:
    return user.get_username() if user is not None else ""


def create_snippet(
    user,
    *,
    title: str,
    description: str,
    prepared: Prepared,
    team: Team | None = None,
    visibility: str = Snippet.PRIVATE,
    note: str = "",
    forked_from: Snippet | None = None,
) -> Snippet:
    now = timezone.now()
    with transaction.atomic():
        snippet = Snippet.objects.create(
            **_content(title, description, prepared),
            owner=user,
            team=team,
            visibility=visibility,
            forked_from=forked_from,
            created=now,
            updated=now,
            version=1,
        )
        _revision(snippet.pk, 1, title, description, prepared, user, note, now)
    return snippet


def update_snippet(
    snippet_id: int,
    expected_version: int,
    user,
    *,
    title: str,
    description: str,
    prepared: Prepared,
    team_id: int | None,
    visibility: str,
    note: str = "",
) -> Snippet | None:
    """Save a new version if, and only if, the snippet is still at
    ``expected_version``. Returns the saved snippet, or None when someone else
    saved (or deleted) it first: nothing is written then.

    The check and the write are one statement (``UPDATE ... WHERE id = %s AND
    version = %s``), so two concurrent saves from the same version cannot both
    succeed on any database; the revision is written in the same transaction.
    """
    now = timezone.now()
    with transaction.atomic():
        changed = Snippet.objects.filter(pk=snippet_id, version=expected_version).update(
            version=F("version") + 1,
            **_content(title, description, prepared),
            team_id=team_id,
            visibility=visibility,
            updated=now,
        )
        if changed != 1:
            return None
        _revision(snippet_id, expected_version + 1, title, description, prepared, user, note, now)
    return Snippet.objects.select_related("owner", "team").get(pk=snippet_id)


def restore_revision(snippet: Snippet, revision: Revision, expected_version: int, user) -> Snippet | None:
    """Make an old revision current again, as a new revision (nothing is lost)."""
    prepared = prepare(revision.state)
    return update_snippet(
        snippet.pk,
        expected_version,
        user,
        title=revision.title,
        description=revision.description,
        prepared=prepared,
        team_id=snippet.team_id,
        visibility=snippet.visibility,
        note=f"Restored revision {revision.number}",
    )


def fork_snippet(snippet: Snippet, user, team: Team | None, title: str | None = None) -> Snippet:
    prepared = prepare(snippet.state)
    return create_snippet(
        user,
        title=title or snippet.title,
        description=snippet.description,
        prepared=prepared,
        team=team,
        visibility=Snippet.TEAM if team else Snippet.PRIVATE,
        note=f"Forked from snippet {snippet.pk} version {snippet.version}",
        forked_from=snippet,
    )


VISIBILITY_NOTES = {
    Snippet.PRIVATE: "Visibility: only the owner",
    Snippet.TEAM: "Visibility: the team",
    Snippet.LINK: "Visibility: anyone with the link",
}


def change_visibility(snippet: Snippet, expected_version: int, user, visibility: str) -> Snippet | None:
    """A new version with the same content and another visibility.

    It goes through the same conditional update as an edit: a builder page
    opened before the change cannot silently put the old visibility back.
    """
    return update_snippet(
        snippet.pk,
        expected_version,
        user,
        title=snippet.title,
        description=snippet.description,
        prepared=prepare(snippet.state),
        team_id=snippet.team_id,
        visibility=visibility,
        note=VISIBILITY_NOTES[visibility],
    )


# --------------------------------------------------------------------------
# privacy: a private snippet's history when it is moved or shared
# --------------------------------------------------------------------------
HISTORY_KEEP = "keep"  # move or share the snippet itself, with its whole history
HISTORY_LATEST = "latest"  # a fresh snippet with one revision; the private one stays as it is
HISTORY_CHOICES = (HISTORY_KEEP, HISTORY_LATEST)


def earlier_versions_exposed(snippet: Snippet, team_id: int | None, visibility: str) -> int:
    """How many earlier versions of ``snippet`` others would start to see if it
    were placed in ``team_id`` with ``visibility``: the revisions before its
    current one, when a private snippet becomes visible to a team or by link.
    0 when nothing private is exposed (so no confirmation is needed)."""
    if snippet.visibility != Snippet.PRIVATE or visibility == Snippet.PRIVATE:
        return 0
    return max(snippet.version - 1, 0)


def share_latest_only(snippet: Snippet, user, *, team: Team | None, visibility: str, **content) -> Snippet:
    """A fresh snippet with a single revision (``snippet``'s current content, or
    the ``title``/``description``/``prepared`` given), in ``team`` with
    ``visibility``. ``snippet`` and its history are left untouched."""
    prepared = content.get("prepared") or prepare(snippet.state)
    return create_snippet(
        user,
        title=content.get("title") or snippet.title,
        description=content.get("description", snippet.description),
        prepared=prepared,
        team=team,
        visibility=visibility,
        note=f"Latest version of snippet {snippet.pk} only (its history stays private)",
    )


def rotate_share_slug(snippet: Snippet) -> None:
    from .models import new_share_slug

    snippet.share_slug = new_share_slug()
    snippet.save(update_fields=["share_slug"])


# --------------------------------------------------------------------------
# export / import of a team's snippets
# --------------------------------------------------------------------------
EXPORT_FORMAT = "dynamodb-expression-builder/team-snippets"
EXPORT_VERSION = 1
# Limits of one import (issue 11, D4: any new account could import 10,000
# snippets, 8 MB, in one request). README "Accounts, saved snippets and teams".
MAX_IMPORT_BYTES = 2_000_000
MAX_IMPORT_SNIPPETS = 200  # per file
MAX_IMPORT_REVISIONS = 2_000  # per file, all snippets together
MAX_TEAM_SNIPPETS = 1_000  # per team: an import that would pass it imports nothing


class ImportProblem(ValueError):
    """Why a file imports nothing; ``limit`` when it broke one of the limits above
    (or safejson's), rather than being damaged."""

    def __init__(self, message: str, limit: bool = False):
        super().__init__(message)
        self.limit = limit


def read_import(raw: bytes):
    """The JSON document of an export file, read within the limits
    (``MAX_IMPORT_BYTES``, and safejson's depth and digits); ImportProblem otherwise."""
    if len(raw) > MAX_IMPORT_BYTES:
        raise ImportProblem(f"The file is larger than {MAX_IMPORT_BYTES // 1_000_000} MB.", limit=True)
    try:
        return safejson.loads(raw, max_bytes=MAX_IMPORT_BYTES, what="the file")
    except safejson.JSONInputError as e:
        if e.limit is not None:
            raise ImportProblem(f"{str(e)[0].upper()}{str(e)[1:]}.", limit=True) from None
        raise ImportProblem(f"The file is not JSON: {e}") from None


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


EXPORT_CHUNK = 50  # snippets read from the database at a time (with their revisions) for an export


def export_team(team: Team) -> dict:
    """Every snippet of the team with its whole history (:func:`export_head`
    and :func:`exported_snippets`, as one document)."""
    return {**export_head(team), "snippets": list(exported_snippets(team))}


def export_head(team: Team) -> dict:
    """An export's fields before its snippets (which come last)."""
    return {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "team": team.name,
        "exported": _iso(timezone.now()),
    }


def exported_snippets(team: Team) -> Iterator[dict]:
    """Each snippet of the team with its whole history, as an export holds it,
    read :data:`EXPORT_CHUNK` at a time: a team's history has no size limit (a
    save adds a revision), so an export never holds all of it at once."""
    snippets = team_snippets(team).select_related("owner").prefetch_related("revisions").order_by("created", "id")
    for s in snippets.iterator(chunk_size=EXPORT_CHUNK):
        revisions = sorted(s.revisions.all(), key=lambda r: r.number)
        yield {
            "title": s.title,
            "description": s.description,
            "visibility": s.visibility,
            "owner": s.owner.get_username(),
            "created": _iso(s.created),
            "updated": _iso(s.updated),
            "version": s.version,
            "state": s.state,
            "revisions": [
                {
                    "number": r.number,
                    "title": r.title,
                    "description": r.description,
                    "state": r.state,
                    "author": r.author_name,
                    "note": r.note,
                    "created": _iso(r.created),
                }
                for r in revisions
            ],
        }


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
        return prepare(state)
    except StateError as e:
        raise ImportProblem(f"{where}.state: " + "; ".join(str(p) for p in e.problems[:3])) from None


def _text(obj, key, where, max_len) -> str:
    value = _need(obj, key, str, where)
    if len(value) > max_len:
        raise ImportProblem(f"{where}.{key}: longer than {max_len} characters")
    return value


def _check_quota(team: Team, adding: int) -> None:
    have = Snippet.objects.filter(team=team).count()
    if have + adding > MAX_TEAM_SNIPPETS:
        raise ImportProblem(
            f"A team holds at most {MAX_TEAM_SNIPPETS:,} snippets: {team.name} has {have:,}, "
            f"and this file would add {adding:,}.",
            limit=True,
        )


def import_team(team: Team, data, importer) -> list[Snippet]:
    """Recreate exported snippets in ``team``, revisions and times included.

    Everything is checked before anything is written, and it is all one
    transaction: a bad file changes nothing. Limits: ``MAX_IMPORT_SNIPPETS``
    and ``MAX_IMPORT_REVISIONS`` per file, ``MAX_TEAM_SNIPPETS`` per team. Owners are matched by username
    among the team's members (others become the importer's); revision authors
    by username among all users (the name is kept either way). Share links get
    fresh slugs: a file cannot choose a guessable link.
    """
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportProblem("This is not a team snippets export from this app.")
    if data.get("format_version") != EXPORT_VERSION:
        raise ImportProblem(f"Unknown export format version {data.get('format_version')!r}.")
    items = _need(data, "snippets", list, "file")
    if len(items) > MAX_IMPORT_SNIPPETS:
        raise ImportProblem(
            f"At most {MAX_IMPORT_SNIPPETS:,} snippets can be imported at once (this file has {len(items):,}).",
            limit=True,
        )
    _check_quota(team, len(items))
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
    author_names: set[str] = set()
    for i, item in enumerate(items):
        where = f"snippets[{i}]"
        title = _text(item, "title", where, 200).strip()
        if not title:
            raise ImportProblem(f"{where}.title: empty")
        description = _text(item, "description", where, 5000)
        visibility = _need(item, "visibility", str, where)
        if visibility not in (Snippet.TEAM, Snippet.LINK):
            raise ImportProblem(f"{where}.visibility: a team's snippet is 'team' or 'link', got {visibility[:20]!r}")
        version = _need(item, "version", int, where)
        prepared = _prepared(_need(item, "state", dict, where), where)
        revs = _need(item, "revisions", list, where)
        if not revs:
            raise ImportProblem(f"{where}.revisions: at least one revision is needed")
        rev_plans = []
        numbers = set()
        for j, rev in enumerate(revs):
            rwhere = f"{where}.revisions[{j}]"
            number = _need(rev, "number", int, rwhere)
            if number < 1 or number in numbers:
                raise ImportProblem(f"{rwhere}.number: revision numbers are distinct and start at 1")
            numbers.add(number)
            author = _text(rev, "author", rwhere, 150)
            author_names.add(author)
            rev_plans.append(
                {
                    "number": number,
                    "title": _text(rev, "title", rwhere, 200),
                    "description": _text(rev, "description", rwhere, 5000),
                    "prepared": _prepared(_need(rev, "state", dict, rwhere), rwhere),
                    "author": author,
                    "note": _text(rev, "note", rwhere, 200) if "note" in rev else "",
                    "created": _when(rev, "created", rwhere),
                }
            )
        if version != max(numbers):
            raise ImportProblem(f"{where}.version: {version} is not the last revision's number ({max(numbers)})")
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
                "revisions": rev_plans,
            }
        )

    authors = {u.get_username(): u for u in User.objects.filter(username__in=author_names)}
    created: list[Snippet] = []
    with transaction.atomic():
        # the team row locked: two imports at once cannot both pass the quota
        Team.objects.select_for_update().filter(pk=team.pk).first()
        _check_quota(team, len(plans))
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
            )
            Revision.objects.bulk_create(
                [
                    Revision(
                        snippet=s,
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
                    for r in plan["revisions"]
                ]
            )
            created.append(s)
    return created
