"""The admin, for staff: teams with their members, snippets with their
revisions (read only: the history is never edited)."""

from django.contrib import admin

from .models import Membership, Revision, Snippet, Team


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Team)
class TeamAdmin(admin.ModelAdmin):
    list_display = ["name", "created"]
    search_fields = ["name"]
    inlines = [MembershipInline]


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
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
class SnippetAdmin(admin.ModelAdmin):
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
class RevisionAdmin(admin.ModelAdmin):
    list_display = ["snippet", "number", "author_name", "created"]
    list_select_related = ["snippet"]
    search_fields = ["snippet__title", "author_name"]
    readonly_fields = [f.name for f in Revision._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
