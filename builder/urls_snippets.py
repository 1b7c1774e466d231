"""URLs for accounts, snippets, share links and teams (included by builder/urls.py)."""

from django.contrib.auth import views as auth_views
from django.urls import path, register_converter

from builder.converters import IdConverter
from builder.web import accounts, snippets, teams

register_converter(IdConverter, "id")

urlpatterns = [
    path("accounts/login/", accounts.form_page(auth_views.LoginView), name="login"),
    path("accounts/logout/", accounts.logout_page(auth_views.LogoutView), name="logout"),
    path("accounts/signup/", accounts.signup, name="signup"),
    path("snippets/", snippets.snippet_list, name="snippet_list"),
    path("snippets/save", snippets.save, name="snippet_save"),
    path("snippets/<id:pk>/", snippets.snippet_detail, name="snippet_detail"),
    path("snippets/<id:pk>/code", snippets.snippet_code, name="snippet_code"),
    path("snippets/<id:pk>/history/", snippets.snippet_history, name="snippet_history"),
    path("snippets/<id:pk>/history/<id:number>/restore/", snippets.snippet_restore, name="snippet_restore"),
    path("snippets/<id:pk>/fork/", snippets.snippet_fork, name="snippet_fork"),
    path("snippets/<id:pk>/share/", snippets.snippet_share, name="snippet_share"),
    path("snippets/<id:pk>/delete/", snippets.snippet_delete, name="snippet_delete"),
    path("s/<str:slug>/", snippets.snippet_shared, name="snippet_shared"),
    path("s/<str:slug>/code", snippets.snippet_shared_code, name="snippet_shared_code"),
    path("s/<str:slug>/fork/", snippets.snippet_shared_fork, name="snippet_shared_fork"),
    path("teams/", teams.team_list, name="team_list"),
    path("teams/<id:pk>/", teams.team_detail, name="team_detail"),
    path("teams/<id:pk>/members/", teams.team_add_member, name="team_add_member"),
    path("teams/<id:pk>/members/<id:user_id>/remove/", teams.team_remove_member, name="team_remove_member"),
    path("teams/<id:pk>/members/<id:user_id>/role/", teams.team_set_role, name="team_set_role"),
    path("teams/<id:pk>/export/", teams.team_export, name="team_export"),
    path("teams/<id:pk>/import/", teams.team_import, name="team_import"),
]
