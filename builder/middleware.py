"""Small middleware of our own (order and reasons: builder/settings.py MIDDLEWARE).

- ``ContentSecurityPolicyMiddleware``: a Content-Security-Policy header on every
  response. Django 5.2 has no built-in CSP support (Django 6.0 does); this sends
  ``settings.CONTENT_SECURITY_POLICY`` unless a view already set the header.
  It sits above WhiteNoise, so static files get it too.
- ``RequireSecretKeyMiddleware``: refuses to start serving without SECRET_KEY
  (only serving needs it: commands run without one).
- ``HeadAsGetMiddleware``: HEAD is answered wherever GET is.
- ``RequestTooBigMiddleware``: a POST over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` gets
  413 and a message that names the limit, not Django's bare 400.
- ``client_ip`` and ``lockout_response``: the client's address, and the page
  of a locked-out login, for login throttling (django-axes).
"""

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured, RequestDataTooBig
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.log import log_response


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        policy = getattr(settings, "CONTENT_SECURITY_POLICY", "")
        if policy and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy
        return response


class RequireSecretKeyMiddleware:
    """Stop a server from starting without a secret key.

    Middleware is built when the WSGI application is (``builder.wsgi``, which
    gunicorn imports; runserver's handler), before any request, so a server
    without SECRET_KEY fails at start-up with this message instead of answering
    500 to every request that touches a session or a CSRF token. Management
    commands never build it: ``ddb``, ``migrate`` and ``check`` need no secret.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        if getattr(settings, "SECRET_KEY_MISSING", False):
            raise ImproperlyConfigured(
                "Set SECRET_KEY to serve pages (sessions, CSRF tokens and password reset links are signed "
                "with it), or DEBUG=true for local development."
            )
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)


class HeadAsGetMiddleware:
    """HEAD works wherever GET does: the view runs as for GET.

    HTTP defines HEAD as GET without the body, and Django's class-based views
    already answer it that way; the function views guarded by ``require_GET``
    refuse it (405). Just before the view runs, a HEAD request is handed to it
    as a GET; the response keeps the GET's headers, including Content-Length,
    and loses its body (the servers drop a HEAD's body too: gunicorn, runserver).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.META.get("REQUEST_METHOD") == "HEAD":
            if response.streaming:  # (a team export) never written: what it would read is not read
                response.streaming_content = []
            else:
                if not response.has_header("Content-Length"):
                    response["Content-Length"] = str(len(response.content))
                response.content = b""
        return response

    def process_view(self, request: HttpRequest, view_func, view_args, view_kwargs) -> None:
        if request.method == "HEAD":
            request.method = "GET"


MB = 1024 * 1024  # Django's "2.5 MB" (DATA_UPLOAD_MAX_MEMORY_SIZE = 2621440)


def _megabytes(size: int) -> str:
    return f"{size / MB:.1f}".removesuffix(".0") + " MB"


def too_big_message(request: HttpRequest) -> str:
    """What a POST over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` is told: the limit, and what to do."""
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    try:
        size = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        size = 0
    shown = _megabytes(size)  # (a size that rounds to the limit is just "over" it)
    said = f"This form is {shown}, over" if size > limit and shown != _megabytes(limit) else "This form is over"
    return (
        f"{said} the {_megabytes(limit)} the server takes in one request. "
        "Remove or shorten the largest values, names or paths, then try again."
    )


class RequestTooBigMiddleware:
    """A POST over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` (2.5 MB): 413 and a message.

    Django raises ``RequestDataTooBig`` when ``request.POST`` (or ``FILES``, or
    ``body``) is read, first in ``CsrfViewMiddleware.process_view``, and answers
    a bare 400: the page, or for htmx nothing at all (htmx swaps no 4xx answer,
    and the builder page would just stop updating). Placed just before the CSRF
    middleware, this reads ``request.POST`` first (as the CSRF check would, and
    only where it would: a POST to a view that is not CSRF-exempt) and answers
    413 instead: for htmx a line of text that builder.js shows in the page, else
    the page ``413.html``. Nothing is done with such a request, so answering
    before the CSRF check lets nothing through. A view that reads the body
    itself raises it in the view (``process_exception``); the JSON API answers
    its own 413 (builder/web/api.py).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_view(self, request: HttpRequest, view_func, view_args, view_kwargs) -> HttpResponse | None:
        if request.method != "POST" or getattr(view_func, "csrf_exempt", False):
            return None
        try:
            request.POST  # noqa: B018 (read for its check)
        except RequestDataTooBig:
            return self.answer(request)
        return None

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        return self.answer(request) if isinstance(exception, RequestDataTooBig) else None

    @staticmethod
    def answer(request: HttpRequest) -> HttpResponse:
        message = too_big_message(request)
        if request.headers.get("HX-Request") == "true":
            response = HttpResponse(message, status=413, content_type="text/plain; charset=utf-8")
        else:
            response = render(request, "413.html", {"message": message}, status=413)
        log_response("Request body too big: %s", request.path, response=response, request=request)
        return response


def client_ip(request: HttpRequest) -> str | None:
    """The client's address, for django-axes (``AXES_CLIENT_IP_CALLABLE``).

    ``REMOTE_ADDR``, unless ``TRUST_X_FORWARDED_FOR`` says a proxy in front
    appends the address it saw to X-Forwarded-For: then the last entry (the
    only one the proxy vouches for; the ones before it come from the client).
    """
    if getattr(settings, "TRUST_X_FORWARDED_FOR", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        last = forwarded.rsplit(",", 1)[-1].strip()
        if last:
            return last[:100]
    return request.META.get("REMOTE_ADDR")


LOCKOUT_STATUS = 429  # Too Many Requests


def lockout_response(request: HttpRequest, original_response=None, credentials: dict | None = None) -> HttpResponse:
    """The page a locked-out login gets (``AXES_LOCKOUT_CALLABLE``): who is
    locked, after how many failures, and for how long."""
    username = (credentials or {}).get("username") or request.POST.get("username", "")
    minutes = max(1, round(settings.AXES_COOLOFF_TIME.total_seconds() / 60))
    context = {"username": str(username)[:150], "failure_limit": settings.AXES_FAILURE_LIMIT, "minutes": minutes}
    return render(request, "registration/locked_out.html", context, status=LOCKOUT_STATUS)
