"""The admin, for staff: teams with their members, snippets with their
revisions (read only: the history is never edited). Every admin's search is
bounded (:class:`BoundedSearch`), the ones of Django's auth and of django-axes
included."""

from axes.admin import AccessAttemptAdmin, AccessFailureLogAdmin, AccessLogAdmin
from axes.models import AccessAttempt, AccessFailureLog, AccessLog
from django.contrib import admin, messages
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group, User
from django.utils.text import smart_split

from .models import Membership, Revision, Snippet, Team

MAX_SEARCH_CHARACTERS = 200
MAX_SEARCH_WORDS = 10


def search_problem(term: str) -> str | None:
    """Why an admin search is refused, or None. The admin ANDs one OR over the
    search fields per word, so a search of hundreds of words is a query too
    deep for SQLite (a 500, found by tests/attack/test_fuzz.py); the length is
    checked first, before the words are counted."""
    if len(term) > MAX_SEARCH_CHARACTERS:
        return (
            f"A search is at most {MAX_SEARCH_CHARACTERS} characters; this one has {len(term):,}. Nothing was searched."
        )
    words = sum(1 for _ in smart_split(term))
    if words > MAX_SEARCH_WORDS:
        return f"A search is at most {MAX_SEARCH_WORDS} words; this one has {words}. Nothing was searched."
    return None


class BoundedSearch:
    """A ModelAdmin mixin: a search over the bounds finds nothing and says why
    above the list."""

    def get_search_results(self, request, queryset, search_term):
        problem = search_problem(search_term)
        if problem is not None:
            self.message_user(request, problem, messages.ERROR)
            return queryset.none(), False
        return super().get_search_results(request, queryset, search_term)


# the admins other apps registered, again with the bound
for _model, _admin in (
    (User, UserAdmin),
    (Group, GroupAdmin),
    (AccessAttempt, AccessAttemptAdmin),
    (AccessLog, AccessLogAdmin),
    (AccessFailureLog, AccessFailureLogAdmin),
):
    admin.site.unregister(_model)
    admin.site.register(_model, type(f"Bounded{_admin.__name__}", (BoundedSearch, _admin), {}))


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Team)
class TeamAdmin(BoundedSearch, admin.ModelAdmin):
    list_display = ["name", "created"]
    search_fields = ["name"]
    inlines = [MembershipInline]


@admin.register(Membership)
class MembershipAdmin(BoundedSearch, admin.ModelAdmin):
    list_display = ["team", "user", "role", "joined"]
    list_filter = ["role"]
    search_fields = ["team__name", "user__username"]
    autocomplete_fields = ["team", "user"]


class RevisionInline(admin.TabularInline):
    model = Revision
    extra = 0
    can_delete = False
    fields = ["number", "title", "author_name", "note", "created"]
    readonly_fields = fields
    ordering = ["-number"]
    show_change_link = True

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Snippet)
class SnippetAdmin(BoundedSearch, admin.ModelAdmin):
    list_display = ["title", "owner", "team", "visibility", "operation", "version", "updated"]
    list_filter = ["visibility", "operation"]
    search_fields = ["title", "owner__username", "team__name"]
    list_select_related = ["owner", "team"]
    raw_id_fields = ["owner", "forked_from"]
    autocomplete_fields = ["team"]
    # the content changes only through saves (which keep the history)
    readonly_fields = [
        "state_json",
        "operation",
        "tables",
        "search_text",
        "share_slug",
        "version",
        "created",
        "updated",
    ]
    inlines = [RevisionInline]


@admin.register(Revision)
class RevisionAdmin(BoundedSearch, admin.ModelAdmin):
    list_display = ["snippet", "number", "author_name", "created"]
    list_select_related = ["snippet"]
    search_fields = ["snippet__title", "author_name"]
    readonly_fields = [f.name for f in Revision._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
