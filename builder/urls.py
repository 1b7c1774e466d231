from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path, re_path

from builder.web import api, builder, diff, embed, run, try_it
from builder.web.accounts import PasswordResetView, done_page, form_page

urlpatterns = [
    path("", builder.builder, name="builder"),
    path("preview", builder.preview, name="preview"),
    path("code", builder.code, name="code"),
    path("recipes/", builder.recipes, name="recipes"),
    path("diff", diff.diff, name="diff"),
    path("embed/", embed.embed, name="embed"),
    path("embed/s/<str:slug>/", embed.embed_shared, name="embed_shared"),
    path("api/check", api.api_check, name="api_check"),
    path("api/simulate", api.api_simulate, name="api_simulate"),
    path("try", try_it.try_it, name="try_it"),
    # running requests and tables (builder/web/run.py)
    path("run", run.run, name="run"),
    path("tables/", run.tables, name="tables"),
    path("tables/use", run.table_use, name="table_use"),
    re_path(r"^tables/(?P<name>[A-Za-z0-9_.-]{1,255})/\Z", run.table_detail, name="table"),
    re_path(r"^tables/(?P<name>[A-Za-z0-9_.-]{1,255})/reconcile\Z", run.table_reconcile, name="table_reconcile"),
    path("admin/", admin.site.urls),
    # password change, and reset by e-mail: Django's own views, the site's templates
    # (templates/registration/; README "Accounts, saved snippets and teams")
    path("accounts/password/", form_page(auth_views.PasswordChangeView), name="password_change"),
    path("accounts/password/done/", done_page(auth_views.PasswordChangeDoneView), name="password_change_done"),
    path("accounts/password/reset/", form_page(PasswordResetView), name="password_reset"),
    path("accounts/password/reset/sent/", done_page(auth_views.PasswordResetDoneView), name="password_reset_done"),
    path(
        "accounts/password/reset/<uidb64>/<token>/",
        form_page(auth_views.PasswordResetConfirmView),
        name="password_reset_confirm",
    ),
    path(
        "accounts/password/reset/done/",
        done_page(auth_views.PasswordResetCompleteView),
        name="password_reset_complete",
    ),
    # accounts, saved snippets, share links, teams (builder/urls_snippets.py)
    path("", include("builder.urls_snippets")),
]
