"""Sign up (log in and log out are Django's own views, see builder/urls_snippets.py)."""

from __future__ import annotations

import logging

from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods
from django_ratelimit.core import get_usage

from builder.middleware import client_ip
from builder.snippet_forms import SignUpForm


def safe_next(request: HttpRequest) -> str:
    """``next`` from the form or the query, if it is a path on this site
    (``/snippets/``: the app writes no other kind; a bare word such as ``196``
    would be read as a view's name by ``redirect``)."""
    target = request.POST.get("next") or request.GET.get("next") or ""
    if target.startswith("/") and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return ""


logger = logging.getLogger(__name__)

SIGNUP_LIMITED_STATUS = 429  # Too Many Requests, as a locked-out login answers


def _address(group: str, request: HttpRequest) -> str:
    return client_ip(request) or ""


def _minutes_left(request: HttpRequest, group: str, key, limit: int, increment: bool) -> int | None:
    """None, or the minutes left in this hour-long window when ``group``'s count
    for ``key`` reached ``limit`` (``increment``: count one more first). A cache
    that is down lets the request through (logged)."""
    try:
        usage = get_usage(request, group=group, key=key, rate=f"{limit}/h", increment=increment)
    except Exception:  # a shared cache that is down (RATELIMIT_FAIL_OPEN covers only some clients' ways)
        logger.warning("%s throttling: the cache failed", group, exc_info=True)
        return None
    if usage is None or usage["count"] < limit:
        return None
    return max(1, -(-usage["time_left"] // 60))


def _signups_spent(request: HttpRequest, increment: bool = False) -> int | None:
    """None, or the minutes left in this hour-long window when the accounts made
    from this address in it reached ``SIGNUP_LIMIT_PER_HOUR`` (``increment``:
    count one more, after a sign-up). Only accounts made count: a mistyped password
    does not. A cache that is down lets the sign-up through."""
    limit = settings.SIGNUP_LIMIT_PER_HOUR
    if not limit:
        return None
    return _minutes_left(request, "signup", _address, limit, increment)


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        # a second account is made logged out: a sign-up here switched the session to it without a word
        return render(request, "registration/signup.html", {"signed_in_as": request.user.get_username()})
    minutes = _signups_spent(request) if request.method == "POST" else None
    if minutes is not None:
        context = {"limit": settings.SIGNUP_LIMIT_PER_HOUR, "minutes": minutes}
        context.update(form=SignUpForm(request.POST), next=safe_next(request))
        return render(request, "registration/signup.html", context, status=SIGNUP_LIMITED_STATUS)
    # an empty POST is bound too, and says what is missing (`request.POST or None` showed a blank form, no word)
    form = SignUpForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        _signups_spent(request, increment=True)
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return HttpResponseRedirect(safe_next(request) or resolve_url(settings.LOGIN_REDIRECT_URL))
    return render(request, "registration/signup.html", {"form": form, "next": safe_next(request)})


class PasswordResetView(auth_views.PasswordResetView):
    """Django's, with the e-mails it sends capped (``PASSWORD_RESET_LIMIT_PER_HOUR``
    for one e-mail address, four times as many from one client address): with no
    cap anyone could flood someone's inbox with reset links. Past a cap the form
    answers 429 and says so beside the address; the count runs whether or not an
    account has the address, so the answer tells nothing of who has one."""

    def form_valid(self, form):
        limit = settings.PASSWORD_RESET_LIMIT_PER_HOUR
        if limit:
            email = form.cleaned_data["email"].strip().lower()
            caps = (
                ("password-reset-email", lambda group, request: email, limit, "for this e-mail address"),
                ("password-reset-address", _address, 4 * limit, "from this network address"),
            )
            for group, key, most, whose in caps:
                minutes = _minutes_left(self.request, group, key, most, increment=False)
                if minutes is not None:
                    form.add_error(
                        "email",
                        f"{most} password reset e-mails were asked {whose} within the hour, the most it "
                        f"may: try again in {minutes} minute{'s' if minutes != 1 else ''}.",
                    )
                    return self.render_to_response(self.get_context_data(form=form), status=SIGNUP_LIMITED_STATUS)
            for group, key, most, _ in caps:
                _minutes_left(self.request, group, key, most, increment=True)
        return super().form_valid(form)


# Django's form views take PUT as POST (``ProcessFormView.put``): a PUT to the
# log-in page answered 200 with "This field is required" (and the password
# reset link's page answers any method before its own check). These pages are
# forms a browser GETs and POSTs, as the app's own views are.
def form_page(view_class):
    """One of Django's account form views (log in, password change and reset),
    serving GET, HEAD and POST only: any other method gets 405."""
    return require_http_methods(["GET", "HEAD", "POST"])(view_class.as_view())


# Django's other account views answer OPTIONS with 200 (``View.options``), where every
# view of the app answers a method it does not serve with 405.
def done_page(view_class):
    """One of Django's account pages that only say something (password changed,
    reset e-mail sent, password set): GET and HEAD only."""
    return require_http_methods(["GET", "HEAD"])(view_class.as_view())


def logout_page(view_class):
    """Django's log-out view: POST only (a GET or an OPTIONS gets 405)."""
    return require_http_methods(["POST"])(view_class.as_view())
