"""Forms for snippets and teams (the builder's own forms are in forms.py)."""

from __future__ import annotations

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import UserCreationForm

from .models import Membership, Snippet, Team
from .snippets import title_problem


def _one_line_title(title: str) -> str:
    """A form's title, refused beside its field when it holds a line break (a
    browser's input sends none: a hand-made request), as an import refuses it."""
    problem = title_problem(title)
    if problem is not None:
        raise forms.ValidationError(f"This title {problem}.")
    return title


# Field names in the builder page: prefixed so they never meet the builder's
# own field names (op, table, key-0-name ...).
META_PREFIX = "snippet"


class SnippetMetaForm(forms.Form):
    """Title, description and where a snippet lives. Saved from the builder
    page: ``form_id`` ties the inputs to the builder's <form> (``form=``), so
    one submission carries the request and these together."""

    title = forms.CharField(
        max_length=200,
        error_messages={"required": "Give the snippet a title."},
    )
    description = forms.CharField(required=False, max_length=5000, widget=forms.Textarea(attrs={"rows": 3}))
    team = forms.ChoiceField(required=False, label="Space")
    visibility = forms.ChoiceField(choices=Snippet.VISIBILITIES, label="Who can see it")

    def __init__(self, *args, teams=(), form_id: str | None = None, **kwargs):
        kwargs.setdefault("prefix", META_PREFIX)
        super().__init__(*args, **kwargs)
        self.teams = {str(t.id): t for t in teams}
        self.fields["team"].choices = [("", "My snippets (no team)")] + [(k, t.name) for k, t in self.teams.items()]
        if form_id:
            for field in self.fields.values():
                field.widget.attrs["form"] = form_id

    def clean_title(self) -> str:
        return _one_line_title(self.cleaned_data["title"])

    def team_object(self) -> Team | None:
        return self.teams.get(self.cleaned_data.get("team") or "")


def placement_problem(team_id, visibility: str) -> str | None:
    """A team's snippets are visible to the team; "team" needs a team."""
    if team_id and visibility == Snippet.PRIVATE:
        return "A snippet in a team's space is visible to the team: choose “My team” or “Anyone with the link”, or keep it in your own space."
    if not team_id and visibility == Snippet.TEAM:
        return "“My team” needs a team: choose one under Space, or “Only me”."
    return None


class ForkForm(forms.Form):
    title = forms.CharField(max_length=200)
    target = forms.ChoiceField(label="Fork into", required=False)

    def __init__(self, *args, teams=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.teams = {str(t.id): t for t in teams}
        self.fields["target"].choices = [("", "My snippets")] + [(k, f"Team: {t.name}") for k, t in self.teams.items()]

    def clean_title(self) -> str:
        return _one_line_title(self.cleaned_data["title"])

    def team_object(self) -> Team | None:
        return self.teams.get(self.cleaned_data.get("target") or "")


class ShareForm(forms.Form):
    visibility = forms.ChoiceField(choices=Snippet.VISIBILITIES, label="Who can see it")
    version = forms.IntegerField(widget=forms.HiddenInput, min_value=1)


class TeamForm(forms.ModelForm):
    class Meta:
        model = Team
        fields = ["name"]


class AddMemberForm(forms.Form):
    username = forms.CharField(max_length=150)
    role = forms.ChoiceField(choices=Membership.ROLES, initial=Membership.MEMBER)

    def clean_username(self):
        name = self.cleaned_data["username"].strip()
        user = get_user_model().objects.filter(username=name).first()
        if user is None:
            raise forms.ValidationError("There is no user with that username.")
        self.user = user
        return name


class RoleForm(forms.Form):
    role = forms.ChoiceField(choices=Membership.ROLES)


class ImportForm(forms.Form):
    """A team export file. ``clean_file`` reads it within the import limits
    (builder.team_export.read_import): a file that breaks one (too large, nested
    too deeply, a number too long) is refused with a message naming the limit,
    and ``document`` holds the parsed JSON of any other file that is JSON."""

    file = forms.FileField(label="Export file (JSON)")
    document = None
    problem: str | None = None  # why the file cannot be read (too large, not JSON), for the view to show

    def clean_file(self):
        from builder import team_export as tx

        upload = self.cleaned_data["file"]
        if upload.size is not None and upload.size > tx.MAX_IMPORT_BYTES:
            self.problem = f"The file is larger than {tx.MAX_IMPORT_BYTES // 1_000_000} MB."
            return upload  # the view says so (it checks the size itself), without reading it
        raw = upload.read(tx.MAX_IMPORT_BYTES + 1)
        upload.seek(0)
        try:
            self.document = tx.read_import(raw)
        except tx.ImportProblem as e:
            if e.limit:
                raise forms.ValidationError(str(e)) from None
            self.problem = str(e)
        return upload


class SignUpForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")
        labels = {"email": "E-mail (optional: only for resetting a forgotten password)"}
