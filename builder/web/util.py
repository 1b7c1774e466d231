"""Small helpers the view modules share: numbers from the request, pages of a
list, looking up a snippet the user may view, and the paths
of views that take no arguments."""

from __future__ import annotations

import functools

from django.core.paginator import Page, Paginator
from django.http import Http404, HttpRequest
from django.urls import get_script_prefix, reverse

from builder import snippets as sn
from builder.models import Snippet


@functools.lru_cache(maxsize=64)
def _view_path(name: str, script_prefix: str) -> str:
    return reverse(name)


def view_path(name: str) -> str:
    """``reverse(name)`` for a view that takes no arguments, worked out once per
    script prefix (issue 13: a preview asked for the same few paths every time)."""
    return _view_path(name, get_script_prefix())


def positive_int(text) -> int | None:
    """``text`` as a positive 64-bit integer (an id, a version); None for
    anything else."""
    try:
        value = int(str(text).strip())
    except (TypeError, ValueError):
        return None
    return value if 0 < value < 2**63 else None


def page_of(request: HttpRequest, items, per_page: int = sn.PAGE_SIZE) -> Page:
    """The page of ``items`` that ``?page=`` asks for (the last one when past it)."""
    return Paginator(items, per_page).get_page(request.GET.get("page"))


def searched(request: HttpRequest, snippets, q: str) -> dict:
    """A list page's context for ``snippets`` searched for ``q``: ``page``, or,
    for a search :func:`~builder.snippets.search_problem` refuses, none and
    ``search_problem`` (the list says why, beside the search field)."""
    problem = sn.search_problem(q)
    if problem is not None:
        return {"page": None, "search_problem": problem, "q": q}
    return {"page": page_of(request, sn.list_columns(sn.search(snippets, q))), "q": q}


def viewable_or_404(user, pk) -> Snippet:
    """The snippet if ``user`` may view it; 404 otherwise (never 403: a guessed
    id must look exactly like a missing one)."""
    snippet_id = positive_int(pk)
    snippet = Snippet.objects.select_related("owner", "team").filter(pk=snippet_id).first() if snippet_id else None
    if snippet is None or not sn.can_view(user, snippet):
        raise Http404("No such snippet.")
    return snippet
