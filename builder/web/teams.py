"""Teams: create one, add and remove members (owners and members), the team's
snippets, export and import. A team you are not in answers 404."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.text import slugify
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from builder import snippets as sn
from builder import team_export as tx
from builder.models import Membership, Team
from builder.snippet_forms import AddMemberForm, ImportForm, RoleForm, TeamForm
from builder.web.util import positive_int, searched


def team_or_404(user, pk) -> tuple[Team, str]:
    """The team and the user's role in it; 404 for a team the user is not in."""
    team_id = positive_int(pk)
    membership = (
        Membership.objects.select_related("team").filter(team_id=team_id, user=user).first() if team_id else None
    )
    if membership is None:
        raise Http404("No such team.")
    return membership.team, membership.role


def _require_owner(role: str) -> None:
    if role != Membership.OWNER:
        raise PermissionDenied("Only the team's owners can do that.")


@login_required
@require_http_methods(["GET", "POST"])
def team_list(request: HttpRequest) -> HttpResponse:
    form = TeamForm(request.POST if request.method == "POST" else None)  # an empty POST is bound: it says why
    if request.method == "POST" and form.is_valid():
        with transaction.atomic():
            team = form.save()
            Membership.objects.create(team=team, user=request.user, role=Membership.OWNER)
        messages.success(request, f"Created team “{team.name}”. You are its owner.")
        return redirect("team_detail", pk=team.pk)
    memberships = (
        Membership.objects.filter(user=request.user)
        .select_related("team")
        .annotate(member_count=Count("team__memberships", distinct=True))
        .order_by("team__name", "team_id")
    )
    return render(request, "teams/list.html", {"memberships": memberships, "form": form})


@login_required
@require_GET
def team_detail(request: HttpRequest, pk: int) -> HttpResponse:
    team, role = team_or_404(request.user, pk)
    return _detail(request, team, role)


def _detail(
    request: HttpRequest,
    team: Team,
    role: str,
    add_form: AddMemberForm | None = None,
    import_form: ImportForm | None = None,
) -> HttpResponse:
    """The team's page; ``add_form`` or ``import_form`` a form that was refused
    (its messages beside its fields, what was typed kept)."""
    q = request.GET.get("q", "").strip()
    ctx = {
        "team": team,
        "role": role,
        "is_owner": role == Membership.OWNER,
        **searched(request, sn.team_snippets(team), q),
        "list_url": reverse("team_detail", args=[team.pk]),
    }
    if request.htmx and request.headers.get("HX-Target") == "snippet-list":
        return render(request, "teams/detail.html#snippet-list", ctx)
    ctx["memberships"] = team.memberships.select_related("user").order_by("user__username")
    ctx["add_form"] = add_form or AddMemberForm()
    ctx["import_form"] = import_form or ImportForm()
    return render(request, "teams/detail.html", ctx)


@login_required
@require_POST
def team_add_member(request: HttpRequest, pk: int) -> HttpResponse:
    team, role = team_or_404(request.user, pk)
    _require_owner(role)
    form = AddMemberForm(request.POST)
    if not form.is_valid():
        return _detail(request, team, role, form)
    _, created = Membership.objects.get_or_create(
        team=team, user=form.user, defaults={"role": form.cleaned_data["role"]}
    )
    if not created:
        form.add_error("username", f"{form.user.username} is already in the team.")
        return _detail(request, team, role, form)
    messages.success(request, f"Added {form.user.username} as {form.cleaned_data['role']}.")
    return redirect("team_detail", pk=team.pk)


def _other_owners(team: Team, user_id: int) -> bool:
    return team.memberships.filter(role=Membership.OWNER).exclude(user_id=user_id).exists()


def _locked_role(team: Team, user) -> str:
    """Inside a transaction, before a change of the team's members: the team's row
    locked, so that one team's membership changes run one at a time (otherwise two
    owners demoting or removing each other at once each see the other still an
    owner, and on PostgreSQL the team is left with none, as the import locks it
    too), and the acting user's role read again under the lock (it may have changed
    since the page's first read). 404 when they have left the team meanwhile."""
    Team.objects.select_for_update().filter(pk=team.pk).first()
    role = team.memberships.filter(user_id=user.id).values_list("role", flat=True).first()
    if role is None:
        raise Http404("No such team.")
    return role


@login_required
@require_POST
def team_remove_member(request: HttpRequest, pk: int, user_id: int) -> HttpResponse:
    """Owners remove anyone; a member may remove only themselves (leave)."""
    team, role = team_or_404(request.user, pk)
    if user_id != request.user.id:
        _require_owner(role)
    with transaction.atomic():
        if user_id != request.user.id:
            _require_owner(_locked_role(team, request.user))
        else:
            _locked_role(team, request.user)
        membership = team.memberships.select_for_update().filter(user_id=user_id).select_related("user").first()
        if membership is None:
            raise Http404("No such member.")
        if membership.role == Membership.OWNER and not _other_owners(team, user_id):
            messages.error(request, "A team needs at least one owner: make someone else an owner first.")
            return redirect("team_detail", pk=team.pk)
        membership.delete()
    if user_id == request.user.id:
        messages.success(request, f"You left “{team.name}”. The snippets you saved in it stay with the team.")
        return redirect("team_list")
    messages.success(
        request, f"Removed {membership.user.username} from the team. Their snippets in it stay with the team."
    )
    return redirect("team_detail", pk=team.pk)


@login_required
@require_POST
def team_set_role(request: HttpRequest, pk: int, user_id: int) -> HttpResponse:
    team, role = team_or_404(request.user, pk)
    _require_owner(role)
    form = RoleForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose owner or member.")
        return redirect("team_detail", pk=team.pk)
    with transaction.atomic():
        _require_owner(_locked_role(team, request.user))
        membership = team.memberships.select_for_update().filter(user_id=user_id).select_related("user").first()
        if membership is None:
            raise Http404("No such member.")
        new = form.cleaned_data["role"]
        if membership.role == Membership.OWNER and new != Membership.OWNER and not _other_owners(team, user_id):
            messages.error(request, "A team needs at least one owner: make someone else an owner first.")
            return redirect("team_detail", pk=team.pk)
        membership.role = new
        membership.save(update_fields=["role"])
    messages.success(request, f"{membership.user.username} is now {new}.")
    return redirect("team_detail", pk=team.pk)


@login_required
@require_GET
def team_export(request: HttpRequest, pk: int) -> HttpResponse:
    """Every snippet of the team with its whole history: one JSON file, or a
    ZIP of parts when one file would break the import's limits."""
    team, _ = team_or_404(request.user, pk)
    extension, body = tx.export_files(team)
    content_type = "application/json; charset=utf-8" if extension == "json" else "application/zip"
    response = StreamingHttpResponse(body, content_type=content_type)
    name = f"{slugify(team.name) or 'team'}-snippets-{timezone.now():%Y%m%d-%H%M%S}.{extension}"
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@login_required
@require_POST
def team_import(request: HttpRequest, pk: int) -> HttpResponse:
    team, role = team_or_404(request.user, pk)
    _require_owner(role)
    form = ImportForm(request.POST, request.FILES)
    # no file, or one over a limit (the form's message names it), or not JSON: read once, by the form
    if not form.is_valid():
        problem = " ".join(form.errors.get("file", [])) or "Choose an export file to import."
    else:
        problem = form.problem
    if problem is None:
        try:
            imported = tx.import_team(team, form.document, request.user)
        except tx.ImportProblem as e:
            problem = str(e)
    if problem is not None:  # said beside the file field
        form.errors["file"] = form.error_class([f"Nothing was imported: {problem}"])
        return _detail(request, team, role, import_form=form)
    messages.success(request, imported.message())
    return redirect("team_detail", pk=team.pk)
