"""Saved snippets: save from the builder, open, lists, history, fork, share,
delete. Small function views; every permission is checked here with the
helpers in builder/snippets.py, never only in a template.

A snippet the user may not view answers 404, exactly like an id or share slug
that was never issued, so guessing reveals nothing. Signed-out visitors are
sent to log in *before* any lookup (the same for every id), except on share
links, which are public by design.
"""

from __future__ import annotations

import difflib
import json
import re
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBadRequest, HttpResponseNotFound
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import HttpResponseClientRedirect

from builder import forms as bf
from builder import snippets as sn
from builder.expr import StateError
from builder.models import Revision, Snippet
from builder.snippet_forms import META_PREFIX, ForkForm, ShareForm, SnippetMetaForm, placement_problem
from builder.web.page import (
    BUILDER_FORM_ID,
    builder_link,
    code_answer,
    output_context,
    render_panel_or_page,
    save_panel_context,
    snippet_fields,
    teams_for,
    unloadable_message,
)
from builder.web.util import page_of, positive_int, searched, viewable_or_404

# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
# The changed lines of two revisions compared line by line at most: difflib's
# work grows with the product of the changed lines on each side (two orders of
# 8,000 numbers took 4.8 s a diff, 92 s for a page of 20); 500 against 500
# takes about 13 ms. Lines the two share at the start and the end are not counted.
DIFF_WORK = 250_000
_CONTEXT = 3  # unchanged lines shown around a change
_HUNK = re.compile(r"([-+])(\d+)")  # a hunk header's starting line numbers


def diff_lines(before: str, after: str, before_name: str, after_name: str) -> list[tuple[str, str]]:
    """A unified diff as (css class, line) pairs: add, del, hunk, file, ctx;
    where the changed lines are too many to compare (:data:`DIFF_WORK`), the
    changed range of each side and a note saying so."""
    a, b = before.splitlines(), after.splitlines()
    start, end = _shared_ends(a, b)
    changed_a, changed_b = len(a) - start - end, len(b) - start - end
    if changed_a * changed_b > DIFF_WORK:
        return [
            ("file", f"--- {before_name}"),
            ("file", f"+++ {after_name}"),
            ("hunk", f"@@ -{start + 1},{changed_a} +{start + 1},{changed_b} @@"),
            (
                "note",
                f"{changed_a:,} changed lines against {changed_b:,}: too many to compare line by line here.",
            ),
        ]
    # difflib reads the changed lines and their context alone, its hunks' line numbers moved back
    lo = max(0, start - _CONTEXT)
    a_hi, b_hi = min(len(a), len(a) - end + _CONTEXT), min(len(b), len(b) - end + _CONTEXT)
    out = []
    for line in difflib.unified_diff(a[lo:a_hi], b[lo:b_hi], before_name, after_name, lineterm="", n=_CONTEXT):
        if line.startswith(("+++", "---")):
            kind = "file"
        elif line.startswith("@@"):
            kind = "hunk"
            line = _HUNK.sub(lambda m: f"{m[1]}{int(m[2]) + lo}", line) if lo else line
        elif line.startswith("+"):
            kind = "add"
        elif line.startswith("-"):
            kind = "del"
        else:
            kind = "ctx"
        out.append((kind, line))
    return out


def _shared_ends(a: list[str], b: list[str]) -> tuple[int, int]:
    """The number of lines ``a`` and ``b`` begin with alike, and the number
    they end with alike after those."""
    start = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        start += 1
    end = 0
    for x, y in zip(reversed(a[start:]), reversed(b[start:]), strict=False):
        if x != y:
            break
        end += 1
    return start, end


# --------------------------------------------------------------------------
# the save panel in the builder page
# --------------------------------------------------------------------------
def _render_save(request: HttpRequest, data: dict, panel: dict) -> HttpResponse:
    """The save panel alone (htmx), or the whole builder page (no JavaScript)."""
    return render_panel_or_page(
        request, data, "snippets/_save_panel.html", {"panel": panel}, page={"save_panel": panel}
    )


@require_POST
def save(request: HttpRequest) -> HttpResponse:
    """Save the builder's request as a snippet: a new one, or a new version of
    the snippet the page was opened from, if nobody saved it in between."""
    data = bf.data_from_post(request.POST)
    form = bf.BuilderForm(data)
    state, req = form.validate(attach=False)
    user = request.user
    p = META_PREFIX
    fix_first = (
        f"Fix the {form.problem_count} problem{'s' if form.problem_count != 1 else ''} marked in the form before saving: only a valid request can be saved."
        if req is None
        else None
    )

    if not user.is_authenticated:
        if fix_first:
            return _render_save(request, data, save_panel_context(request, data, problem=fix_first))
        # Log in, then come back to this very request (the state rides in ?next=/?s=...).
        back = builder_link(state)
        if back is None:  # too big to ride through the login page in ?next=
            problem = (
                "This request is too big to carry through the login page: log in in another tab, "
                "then press Save again here."
            )
            return _render_save(request, data, save_panel_context(request, data, problem=problem))
        url = reverse("login") + "?" + urlencode({"next": back})
        return HttpResponseClientRedirect(url) if request.htmx else redirect(url)

    # the privacy confirmation's buttons carry the mode they confirm (an overwrite after a conflict)
    mode = request.POST.get(f"{p}-save") or request.POST.get(f"{p}-confirm-mode") or "save"
    if mode not in ("save", "new", "overwrite"):
        return HttpResponseBadRequest("Unknown save action.")
    snippet = None
    if mode != "new" and request.POST.get(f"{p}-id"):
        try:
            snippet = viewable_or_404(user, request.POST.get(f"{p}-id"))
        except Http404:
            if not request.htmx:
                raise
            # the page shows a short text answer as it is (static/js/builder.js failureReason), where a 404
            # page was only "could not take it"; the same words for a deleted snippet and one the user can
            # no longer see (they left its team), so a guessed id tells nothing
            return HttpResponseNotFound(
                "Not saved: the snippet this page was opened from was deleted, or you can no longer see it "
                "(you are no longer in its team). Your request is still here: Save as a new snippet keeps it.",
                content_type="text/plain; charset=utf-8",
            )
        if not sn.can_edit(user, snippet):
            raise PermissionDenied("You cannot edit this snippet.")
    teams = teams_for(user, snippet)
    meta = SnippetMetaForm(request.POST, teams=teams, form_id=BUILDER_FORM_ID)
    panel_extra = {"meta": meta, "snippet": snippet}
    if mode == "new":
        panel_extra["snippet"] = None

    if not meta.is_valid() or fix_first:
        return _render_save(request, data, save_panel_context(request, data, problem=fix_first, **panel_extra))

    title = meta.cleaned_data["title"]
    description = meta.cleaned_data["description"]
    if snippet is None:
        team = meta.team_object()
        visibility = meta.cleaned_data["visibility"]
    else:
        team = meta.team_object() if sn.can_move(user, snippet) else snippet.team
        visibility = meta.cleaned_data["visibility"] if sn.can_share(user, snippet) else snippet.visibility
    problem = placement_problem(team.id if team else None, visibility)
    if problem:
        meta.add_error("visibility", problem)
        return _render_save(request, data, save_panel_context(request, data, **panel_extra))

    prepared = sn.prepare(state)
    too_large = sn.state_size_problem(prepared)
    if too_large:
        return _render_save(request, data, save_panel_context(request, data, problem=too_large, **panel_extra))

    # A private snippet moved into a team or shared by link: its earlier
    # versions would become visible too. Say so first, and offer a fresh
    # snippet with only this version (a second post carries the choice).
    exposed = sn.earlier_versions_exposed(snippet, team.id if team else None, visibility) if snippet else 0
    history = request.POST.get(f"{p}-history", "")
    if exposed and history not in sn.HISTORY_CHOICES:
        if history:
            return HttpResponseBadRequest("Unknown history choice.")
        privacy = {"count": exposed, "team": team, "visibility": visibility, "mode": mode}
        if mode == "overwrite":
            privacy["overwrite_version"] = positive_int(request.POST.get(f"{p}-overwrite-version"))
        return _render_save(request, data, save_panel_context(request, data, privacy=privacy, **panel_extra))

    if exposed and history == sn.HISTORY_LATEST:
        saved = sn.share_latest_only(
            snippet, user, team=team, visibility=visibility, title=title, description=description, prepared=prepared
        )
        message = (
            f"Saved as a new snippet with this version only; “{snippet.title}” and its "
            f"{exposed + 1} versions stay private."
        )
    elif snippet is None:
        note = ""
        source = positive_int(request.POST.get(f"{p}-id")) if mode == "new" else None
        if source:
            note = "Saved as a new snippet from the builder"
        saved = sn.create_snippet(
            user, title=title, description=description, prepared=prepared, team=team, visibility=visibility, note=note
        )
        message = f"Saved as a new snippet, version {saved.version}."
    else:
        field = f"{p}-overwrite-version" if mode == "overwrite" else f"{p}-version"
        expected = positive_int(request.POST.get(field))
        if expected is None:
            return HttpResponseBadRequest("The snippet's version is missing: reload the page.")
        saved = sn.update_snippet(
            snippet.pk,
            expected,
            user,
            title=title,
            description=description,
            prepared=prepared,
            team_id=team.id if team else None,
            visibility=visibility,
            note="Saved over a newer version after a conflict" if mode == "overwrite" else "",
        )
        if saved is None:
            return _render_save(
                request, data, _conflict_panel(request, data, snippet, expected, meta, prepared, title, description)
            )
        message = f"Saved version {saved.version}."

    if not request.htmx:
        # Post/Redirect/Get: a reload must not post again; the page opens the snippet
        messages.success(request, f"“{saved.title}”: {message}")
        return redirect(reverse("builder") + "?" + urlencode({"snippet": saved.pk}))
    panel = save_panel_context(
        request,
        {},
        snippet=saved,
        snippet_version=saved.version,
        meta=SnippetMetaForm(
            initial={
                "title": saved.title,
                "description": saved.description,
                "team": str(saved.team_id or ""),
                "visibility": saved.visibility,
            },
            teams=teams,
            form_id=BUILDER_FORM_ID,
        ),
        saved_message=message,
    )
    response = _render_save(request, {**data, **snippet_fields(saved)}, panel)
    # the address bar now opens this snippet (a reload keeps editing it)
    response["HX-Push-Url"] = reverse("builder") + "?" + urlencode({"snippet": saved.pk})
    return response


def _conflict_panel(request, data, snippet, expected, meta, prepared, title, description) -> dict:
    """Someone saved first. Show theirs and yours; write nothing."""
    current = Snippet.objects.select_related("owner", "team").filter(pk=snippet.pk).first()
    yours = {
        "title": title,
        "description": description,
        "request_json": prepared.request_json,
        "link": builder_link(prepared.state),
        "version": expected,
    }
    conflict: dict = {"yours": yours, "deleted": current is None, "theirs_id": snippet.pk}
    if current is not None:
        last = current.revisions.order_by("-number").first()
        try:
            theirs_json = sn.prepare(current.state).request_json
        except StateError as e:
            theirs_json = unloadable_message(e)
        conflict["theirs"] = {
            "title": current.title,
            "description": current.description,
            "request_json": theirs_json,
            "version": current.version,
            "author": last.author_name if last else "",
            "when": current.updated,
        }
        conflict["diff"] = diff_lines(
            theirs_json, prepared.request_json, f"version {current.version} (saved)", "yours (not saved)"
        )
    # The panel keeps the user's own title and description in its fields, and
    # still says "you are editing version <expected>": a plain Save conflicts
    # again; only "Save mine over it" names the newer version explicitly.
    return save_panel_context(request, data, meta=meta, snippet=snippet, snippet_version=expected, conflict=conflict)


# --------------------------------------------------------------------------
# lists
# --------------------------------------------------------------------------
@login_required
@require_GET
def snippet_list(request: HttpRequest) -> HttpResponse:
    scope = request.GET.get("scope", "mine")
    if scope not in ("mine", "all"):
        scope = "mine"
    q = request.GET.get("q", "").strip()
    base = sn.my_snippets(request.user) if scope == "mine" else sn.all_visible(request.user)
    ctx = {**searched(request, base, q), "scope": scope, "list_url": reverse("snippet_list")}
    if request.htmx and request.headers.get("HX-Target") == "snippet-list":
        return render(request, "snippets/list.html#snippet-list", ctx)
    return render(request, "snippets/list.html", ctx)


# --------------------------------------------------------------------------
# one snippet
# --------------------------------------------------------------------------
def _snippet_flags(user, snippet: Snippet) -> dict:
    return {
        "can_edit": sn.can_edit(user, snippet),
        "can_delete": sn.can_delete(user, snippet),
        "can_share": sn.can_share(user, snippet),
        "can_fork": sn.can_fork(user, snippet),
        "can_restore": sn.can_restore(user, snippet),
    }


def _code_of(request: HttpRequest, snippet: Snippet) -> HttpResponse:
    """One code tab of a snippet's page (``?format=``), filled when it opens."""
    try:
        prepared = sn.prepare(snippet.state)
    except StateError as e:  # the page says so in place of its tabs
        return HttpResponseBadRequest(unloadable_message(e), content_type="text/plain")
    return code_answer(request, prepared.operation, prepared.params)


@login_required
@require_GET
def snippet_code(request: HttpRequest, pk: int) -> HttpResponse:
    """``GET /snippets/<id>/code?format=``: one code tab of the snippet's page, on demand."""
    return _code_of(request, viewable_or_404(request.user, pk))


@login_required
@require_GET
def snippet_detail(request: HttpRequest, pk: int) -> HttpResponse:
    snippet = viewable_or_404(request.user, pk)
    ctx = output_context(request, snippet.state, reverse("snippet_code", args=[snippet.pk]))
    ctx.update(_snippet_flags(request.user, snippet))
    ctx["snippet"] = snippet
    ctx["share_url"] = request.build_absolute_uri(reverse("snippet_shared", args=[snippet.share_slug]))
    ctx["share_form"] = ShareForm(initial={"visibility": snippet.visibility, "version": snippet.version})
    ctx["revision_count"] = snippet.version
    ctx["state_json"] = json.dumps(snippet.state)  # for the Run button (builder/_run_state_button.html)
    return render(request, "snippets/detail.html", ctx)


@login_required
@require_POST
def snippet_share(request: HttpRequest, pk: int) -> HttpResponse:
    """Change who can see a snippet, or replace its share link with a new one."""
    snippet = viewable_or_404(request.user, pk)
    if not sn.can_share(request.user, snippet):
        raise PermissionDenied("Only the snippet's owner or the team's owners change who can see it.")
    if request.POST.get("rotate"):
        sn.rotate_share_slug(snippet)
        messages.success(request, "The share link was replaced: the old link no longer works.")
        return redirect("snippet_detail", pk=snippet.pk)
    form = ShareForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("Choose who can see the snippet.")
    visibility = form.cleaned_data["visibility"]
    problem = placement_problem(snippet.team_id, visibility)
    if problem:
        messages.error(request, problem)
        return redirect("snippet_detail", pk=snippet.pk)
    history = request.POST.get("history", "")
    if history and history not in sn.HISTORY_CHOICES:
        return HttpResponseBadRequest("Unknown history choice.")
    exposed = sn.earlier_versions_exposed(snippet, snippet.team_id, visibility)
    if exposed and form.cleaned_data["version"] != snippet.version:
        messages.error(
            request,
            "Someone saved this snippet since you opened this page; nothing was changed. Here is the current version.",
        )
        return redirect("snippet_detail", pk=snippet.pk)
    if exposed and not history:
        # the confirmation: a normal form with both choices (works without JavaScript)
        ctx = {"snippet": snippet, "count": exposed, "visibility": visibility, "version": snippet.version}
        ctx["audience"] = sn.VISIBILITY_NOTES[visibility].removeprefix("Visibility: ")
        return render(request, "snippets/share_confirm.html", ctx)
    try:
        return _shared(
            request, snippet, visibility, exposed and history == sn.HISTORY_LATEST, form.cleaned_data["version"]
        )
    except StateError as e:  # saved before a rule it breaks existed: the snippet's page says so, nothing changed
        messages.error(request, unloadable_message(e) + " Nothing was changed.")
        return redirect("snippet_detail", pk=snippet.pk)


def _shared(request: HttpRequest, snippet: Snippet, visibility: str, latest_only: bool, version: int) -> HttpResponse:
    """The share form's change, once confirmed: a new snippet of the latest
    version only (``latest_only``), or the snippet's visibility changed."""
    if latest_only:
        fresh = sn.share_latest_only(snippet, request.user, team=snippet.team, visibility=visibility)
        messages.success(
            request,
            f"Shared a new snippet with the latest version only; “{snippet.title}” and its history stay private.",
        )
        return redirect("snippet_detail", pk=fresh.pk)
    if visibility != snippet.visibility:
        saved = sn.change_visibility(snippet, version, request.user, visibility)
        if saved is None:
            messages.error(
                request,
                "Someone saved this snippet since you opened this page; nothing was changed. Here is the current version.",
            )
        else:
            messages.success(request, f"Saved version {saved.version}: {sn.VISIBILITY_NOTES[visibility].lower()}.")
    return redirect("snippet_detail", pk=snippet.pk)


@login_required
@require_http_methods(["GET", "POST"])
def snippet_delete(request: HttpRequest, pk: int) -> HttpResponse:
    snippet = viewable_or_404(request.user, pk)
    if not sn.can_delete(request.user, snippet):
        raise PermissionDenied("Only the snippet's owner or the team's owners can delete it.")
    if request.method == "POST":
        title = snippet.title
        snippet.delete()
        messages.success(request, f"Deleted “{title}” and its history.")
        return redirect("snippet_list")
    return render(request, "snippets/delete.html", {"snippet": snippet})


@login_required
@require_GET
def snippet_history(request: HttpRequest, pk: int) -> HttpResponse:
    snippet = viewable_or_404(request.user, pk)
    return _history(request, snippet)


def _history(request: HttpRequest, snippet: Snippet, error: str | None = None, status: int = 200) -> HttpResponse:
    page = page_of(request, snippet.revisions.order_by("-number").only("id", "number", "snippet_id"), per_page=20)
    numbers = [r.number for r in page.object_list]
    # each revision's diff needs the one before it, which may be on the next page
    wanted = set(numbers) | {n - 1 for n in numbers}
    revs = {r.number: r for r in Revision.objects.filter(snippet=snippet, number__in=wanted)}
    items = []
    for n in numbers:
        rev = revs[n]
        prev = revs.get(n - 1)
        if prev is None:  # the first revision (or a gap from an import): older one, if any
            prev = Revision.objects.filter(snippet=snippet, number__lt=n).order_by("-number").first()
        items.append(
            {
                "rev": rev,
                "prev": prev,
                "diff": diff_lines(
                    prev.request_json, rev.request_json, f"revision {prev.number}", f"revision {rev.number}"
                )
                if prev
                else None,
                "title_changed": prev is not None and prev.title != rev.title,
                "description_changed": prev is not None and prev.description != rev.description,
                "is_current": rev.number == snippet.version,
            }
        )
    ctx = {"snippet": snippet, "page": page, "items": items, "error": error}
    ctx.update(_snippet_flags(request.user, snippet))
    return render(request, "snippets/history.html", ctx, status=status)


@login_required
@require_POST
def snippet_restore(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    snippet = viewable_or_404(request.user, pk)
    if not sn.can_restore(request.user, snippet):
        raise PermissionDenied("You cannot edit this snippet.")
    revision = Revision.objects.filter(snippet=snippet, number=number).first()
    if revision is None:
        raise Http404("No such revision.")
    expected = positive_int(request.POST.get("version"))
    if expected is None:
        return HttpResponseBadRequest("The snippet's version is missing: reload the page.")
    try:
        saved = sn.restore_revision(snippet, revision, expected, request.user)
    except StateError as e:
        return _history(request, snippet, error=f"Nothing was restored: {unloadable_message(e)}", status=409)
    if saved is None:
        snippet.refresh_from_db()
        return _history(
            request,
            snippet,
            error=f"Nothing was restored: the snippet was saved again (now version {snippet.version}) since you opened this page. Check the history below and try again.",
            status=409,
        )
    messages.success(request, f"Restored revision {number} as version {saved.version}.")
    return redirect("snippet_history", pk=snippet.pk)


# --------------------------------------------------------------------------
# fork
# --------------------------------------------------------------------------
def _fork(request: HttpRequest, snippet: Snippet, action_url: str) -> HttpResponse:
    teams = list(sn.user_teams(request.user))
    if request.method == "POST":
        form = ForkForm(request.POST, teams=teams)
        if form.is_valid():
            try:
                fork = sn.fork_snippet(snippet, request.user, form.team_object(), form.cleaned_data["title"])
            except StateError as e:  # saved before a rule it breaks existed: said on the form, nothing forked
                form.add_error(None, unloadable_message(e) + " Nothing was forked.")
            else:
                messages.success(
                    request, f"Forked into {('team ' + fork.team.name) if fork.team else 'your snippets'}."
                )
                return redirect("snippet_detail", pk=fork.pk)
    else:
        form = ForkForm(initial={"title": snippet.title}, teams=teams)
    return render(request, "snippets/fork.html", {"snippet": snippet, "form": form, "action_url": action_url})


@login_required
@require_http_methods(["GET", "POST"])
def snippet_fork(request: HttpRequest, pk: int) -> HttpResponse:
    snippet = viewable_or_404(request.user, pk)
    if not sn.can_fork(request.user, snippet):
        raise Http404("No such snippet.")
    return _fork(request, snippet, reverse("snippet_fork", args=[snippet.pk]))


# --------------------------------------------------------------------------
# share links
# --------------------------------------------------------------------------
def _shared_or_404(slug: str) -> Snippet:
    snippet = sn.visible_shared(slug)
    if snippet is None:
        raise Http404("No such snippet.")
    return snippet


@require_GET
def snippet_shared(request: HttpRequest, slug: str) -> HttpResponse:
    """The read-only page behind a share link: anyone with the link."""
    snippet = _shared_or_404(slug)
    ctx = output_context(request, snippet.state, reverse("snippet_shared_code", args=[slug]))
    ctx["snippet"] = snippet
    ctx["can_fork"] = sn.can_fork(request.user, snippet, via_link=True)
    ctx["can_view_by_id"] = sn.can_view(request.user, snippet)
    return render(request, "snippets/shared.html", ctx)


@require_GET
def snippet_shared_code(request: HttpRequest, slug: str) -> HttpResponse:
    """``GET /s/<slug>/code?format=``: one code tab of the share link's page, on demand."""
    return _code_of(request, _shared_or_404(slug))


@require_http_methods(["GET", "POST"])
def snippet_shared_fork(request: HttpRequest, slug: str) -> HttpResponse:
    if not request.user.is_authenticated:
        return redirect_to_login(reverse("snippet_shared", args=[slug]))
    snippet = _shared_or_404(slug)
    return _fork(request, snippet, reverse("snippet_shared_fork", args=[slug]))
