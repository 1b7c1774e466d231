"""Teams, saved snippets and their revisions.

A snippet is a builder state (docs/state.md) with a title, an owner and a
history. The state is stored as JSON *text*, not a JSONField: PostgreSQL's
jsonb reorders object keys, and key order is part of what the builder renders
(attribute order in Key/Item, placeholder allocation order). Text keeps the
document exactly as saved on every database.

Permissions live in :mod:`builder.snippets` (``can_view``, ``can_edit`` ...) and
are checked by the views; nothing here decides who may see what.
"""

from __future__ import annotations

import json
import secrets

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.utils import timezone

SHARE_SLUG_BYTES = 24  # secrets.token_urlsafe(24): 192 random bits, 32 characters


def new_share_slug() -> str:
    return secrets.token_urlsafe(SHARE_SLUG_BYTES)


class Team(models.Model):
    name = models.CharField(max_length=100)
    created = models.DateTimeField(default=timezone.now)
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, through="Membership", related_name="teams")

    class Meta:
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    OWNER = "owner"
    MEMBER = "member"
    ROLES = [(OWNER, "Owner"), (MEMBER, "Member")]

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=10, choices=ROLES, default=MEMBER)
    joined = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["team", "user"], name="membership_unique_team_user")]
        ordering = ["team_id", "user__username"]

    def __str__(self) -> str:
        return f"{self.user} in {self.team} ({self.role})"


class Snippet(models.Model):
    PRIVATE = "private"
    TEAM = "team"
    LINK = "link"
    VISIBILITIES = [
        (PRIVATE, "Only me"),
        (TEAM, "My team"),
        (LINK, "Anyone with the link"),
    ]

    title = models.CharField(max_length=200)
    description = models.TextField(blank=True, max_length=5000)
    # the migrated builder state, as JSON text (see the module docstring)
    state_json = models.TextField()
    # denormalised from the state on every save, for lists and search
    operation = models.CharField(max_length=32, blank=True)
    tables = models.CharField(max_length=300, blank=True)
    search_text = models.TextField(blank=True)

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="snippets")
    # A team's snippets are visible to the team; a team with snippets cannot be
    # deleted until they are moved or deleted (nothing disappears by accident).
    team = models.ForeignKey(Team, on_delete=models.PROTECT, null=True, blank=True, related_name="snippets")
    visibility = models.CharField(max_length=10, choices=VISIBILITIES, default=PRIVATE)
    share_slug = models.CharField(max_length=64, unique=True, default=new_share_slug, editable=False)
    forked_from = models.ForeignKey("self", on_delete=models.SET_NULL, null=True, blank=True, related_name="forks")

    created = models.DateTimeField(default=timezone.now)
    updated = models.DateTimeField(default=timezone.now)
    # optimistic concurrency: every save is UPDATE ... WHERE version = <the version the editor loaded>
    version = models.PositiveIntegerField(default=1)
    # the key of a snippet a team export split across its parts (builder.team_export),
    # when this one was imported from it: the later parts' revisions find it by it
    import_key = models.CharField(max_length=80, blank=True, default="", editable=False)

    class Meta:
        ordering = ["-updated", "-id"]
        indexes = [
            # team last: "my snippets" keeps a team's snippet only while its owner is in the team
            # (snippets.my_snippets), and its filter and COUNT(*) are answered from the index
            models.Index(fields=["owner", "-updated", "-id", "team"], name="snippet_owner_updated_team"),
            # visibility last: the team list's filter and COUNT(*) are answered from the index
            models.Index(fields=["team", "-updated", "-id", "visibility"], name="snippet_team_updated"),
            models.Index(fields=["-updated", "-id"], name="snippet_updated"),
        ]
        # On PostgreSQL migration 0002 adds a trigram (GIN) index on search_text.

    def __str__(self) -> str:
        return self.title

    def clean(self) -> None:
        # the admin's forms call this; the app's own forms check the same rule
        if self.team_id and self.visibility == self.PRIVATE:
            raise ValidationError(
                {"visibility": "A snippet in a team's space is visible to the team: choose team or link."}
            )
        if not self.team_id and self.visibility == self.TEAM:
            raise ValidationError({"visibility": "Team visibility needs a team."})

    @property
    def state(self) -> dict:
        return json.loads(self.state_json)

    @property
    def is_shared_by_link(self) -> bool:
        return self.visibility == self.LINK


class Revision(models.Model):
    """One save of a snippet: what it was (state, title, description), what it
    rendered to, who saved it and when. Revisions are never edited or deleted
    (except with their snippet)."""

    snippet = models.ForeignKey(Snippet, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    title = models.CharField(max_length=200)
    description = models.TextField(blank=True)
    state_json = models.TextField()
    request_json = models.TextField()
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    # kept as text too: the history still says who saved after the account is gone
    author_name = models.CharField(max_length=150, blank=True)
    note = models.CharField(max_length=200, blank=True)
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["snippet_id", "-number"]
        constraints = [models.UniqueConstraint(fields=["snippet", "number"], name="revision_unique_number")]

    def __str__(self) -> str:
        return f"{self.snippet_id} v{self.number}"

    @property
    def state(self) -> dict:
        return json.loads(self.state_json)
