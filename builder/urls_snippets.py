"""URLs for accounts, snippets, share links and teams (included by builder/urls.py)."""

from django.contrib.auth import views as auth_views
from django.urls import path

from builder import views_accounts, views_snippets, views_teams

urlpatterns = [
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", views_accounts.signup, name="signup"),
    path("snippets/", views_snippets.snippet_list, name="snippet_list"),
    path("snippets/save", views_snippets.save, name="snippet_save"),
    path("snippets/<int:pk>/", views_snippets.snippet_detail, name="snippet_detail"),
    path("snippets/<int:pk>/history/", views_snippets.snippet_history, name="snippet_history"),
    path("snippets/<int:pk>/history/<int:number>/restore/", views_snippets.snippet_restore, name="snippet_restore"),
    path("snippets/<int:pk>/fork/", views_snippets.snippet_fork, name="snippet_fork"),
    path("snippets/<int:pk>/share/", views_snippets.snippet_share, name="snippet_share"),
    path("snippets/<int:pk>/delete/", views_snippets.snippet_delete, name="snippet_delete"),
    path("s/<str:slug>/", views_snippets.snippet_shared, name="snippet_shared"),
    path("s/<str:slug>/fork/", views_snippets.snippet_shared_fork, name="snippet_shared_fork"),
    path("teams/", views_teams.team_list, name="team_list"),
    path("teams/<int:pk>/", views_teams.team_detail, name="team_detail"),
    path("teams/<int:pk>/members/", views_teams.team_add_member, name="team_add_member"),
    path("teams/<int:pk>/members/<int:user_id>/remove/", views_teams.team_remove_member, name="team_remove_member"),
    path("teams/<int:pk>/members/<int:user_id>/role/", views_teams.team_set_role, name="team_set_role"),
    path("teams/<int:pk>/export/", views_teams.team_export, name="team_export"),
    path("teams/<int:pk>/import/", views_teams.team_import, name="team_import"),
]
