"""Snippets, teams and their rules: who may do what, saving with optimistic
concurrency, revisions and search (a team's export and import are in
builder.team_export).

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
from dataclasses import dataclass

from django.db import transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone

from builder.expr import migrate, render
from builder.expr.errors import ExprError
from builder.expr.jsontext import indented
from builder.expr.jsontext import shown as shown_json
from builder.expr.paths import Path, parse_path
from builder.forms import form_cannot_hold

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
    """The snippet's author, and, for a snippet in a team's space, still in that
    team: a snippet saved into a team is the team's, so an author removed from it
    (or who left) can no longer read, change, share, move or delete it; the
    team's owners and members keep it (see the README's Teams)."""
    if not getattr(user, "is_authenticated", False) or snippet.owner_id != user.id:
        return False
    return snippet.team_id is None or is_member(user, snippet.team_id)


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
    return shown_json(params)[0]


# A saved state's size as a team export writes it (indented, nested in a
# revision): a snippet and its newest revision then fit in one import file
# (builder.team_export.MAX_IMPORT_BYTES, 2 MB) with room for their texts.
MAX_STATE_BYTES = 950_000
_EXPORT_NESTING = 12  # the spaces an export puts before each line of a revision's state


def state_size(prepared: Prepared) -> int:
    """How many bytes ``prepared``'s state takes in a team export."""
    text = indented(prepared.state)
    return len(text.encode()) + text.count("\n") * _EXPORT_NESTING


def state_size_problem(prepared: Prepared) -> str | None:
    """Why ``prepared`` is too large to save as a snippet, or None."""
    size = state_size(prepared)
    if size <= MAX_STATE_BYTES:
        return None
    return (
        f"This request is too large to save as a snippet: {size:,} bytes as a snippet holds it, "
        f"and a snippet holds at most {MAX_STATE_BYTES:,} (so that a team's export of it can be imported again)."
    )


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


def _searchable(text: str) -> str:
    """``text`` as a search compares it: lowercased, and without NUL (U+0000),
    which PostgreSQL can neither store in a text column nor compare (an
    attribute name may hold one), on each side alike."""
    return text.lower().replace("\x00", "")


def title_problem(title: str) -> str | None:
    """Why a snippet's title cannot be kept as it is, or None: a title is one
    line (its field is an input, which drops a line break and reads a carriage
    return as one, so the next save would change it without a word), as any
    one-line field (:func:`builder.forms.form_cannot_hold`). Said after "the
    title" or its place in an import file."""
    why = form_cannot_hold(title)
    if why is None:
        return None
    return (
        f"holds {why}, which a snippet's one-line title cannot hold (a browser's field drops it, "
        "so the next save would change the title): write it on one line"
    )


def search_text_for(title: str, description: str, prepared: Prepared) -> str:
    parts = [title, description, *prepared.tables, *prepared.names]
    return "\n".join(_searchable(p) for p in _unique(parts))


def search_terms(q: str) -> list[str]:
    return [t for t in map(_searchable, (q or "").split()) if t]


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
    """The user's own snippets: private ones, and those in a team they are still in."""
    team_ids = list(Membership.objects.filter(user=user).values_list("team_id", flat=True))
    return Snippet.objects.filter(Q(owner=user) & (Q(team__isnull=True) | Q(team_id__in=team_ids)))


def team_snippets(team: Team) -> QuerySet[Snippet]:
    return Snippet.objects.filter(team=team).exclude(visibility=Snippet.PRIVATE)


def all_visible(user) -> QuerySet[Snippet]:
    team_ids = list(Membership.objects.filter(user=user).values_list("team_id", flat=True))
    own = Q(owner=user) & (Q(team__isnull=True) | Q(team_id__in=team_ids))  # a team's snippet: while in it
    return Snippet.objects.filter(own | (Q(team_id__in=team_ids) & ~Q(visibility=Snippet.PRIVATE)))


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
