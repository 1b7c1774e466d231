"""Django settings for the DynamoDB expression builder.

Everything that differs between machines comes from environment variables:

    DEBUG                  true/false (also 1/0, yes/no); default false
    SECRET_KEY             required to serve pages unless DEBUG is true (or under
                           pytest); commands such as `ddb` run without it
    ALLOWED_HOSTS          comma-separated; default "localhost,127.0.0.1,[::1]" when
                           DEBUG, otherwise empty (Django then refuses every host)
    CSRF_TRUSTED_ORIGINS   comma-separated origins, e.g. https://builder.example.org
    EMBED_FRAME_ANCESTORS  space-separated origins allowed to show /embed/ in an
                           iframe, e.g. "https://docs.example.org"; default none
                           (every other page may never be framed)
    DATABASE_URL           e.g. postgres://user:pass@host:5432/name; default SQLite
                           at var/db.sqlite3
    STATIC_ROOT            where collectstatic puts the static files; default
                           staticfiles/
    DYNAMODB_ENDPOINT_URL  e.g. http://127.0.0.1:8001 for DynamoDB Local; empty
                           means "use AWS's regional endpoint"
    DYNAMODB_REGION        default us-east-1
    DYNAMODB_RUN_ENABLED   true/false; default false: the Run button and /run,
                           /tables/ are off unless this is true
    DYNAMODB_RUN_ANONYMOUS true/false; default false: let visitors who are not
                           logged in run requests (only with DYNAMODB_ENDPOINT_URL
                           set; `make run` sets it for its own DynamoDB Local)
    DYNAMODB_CONNECT_TIMEOUT, DYNAMODB_READ_TIMEOUT
                           seconds (default 3 and 10) for each call to DynamoDB
    HTTPS                  true/false; default false. The production switch:
                           secure cookies, HSTS, redirect http -> https
    HSTS_SECONDS           HSTS max-age with HTTPS=true; default 31536000 (a year)
    HSTS_INCLUDE_SUBDOMAINS, HSTS_PRELOAD
                           true/false; defaults true and false
    TRUST_X_FORWARDED_PROTO
                           true/false; default false. Behind a proxy that sets
                           X-Forwarded-Proto (and strips it from clients): treat
                           "X-Forwarded-Proto: https" as a secure request
    TRUST_X_FORWARDED_FOR  true/false; default false. Behind such a proxy: the
                           client address for login throttling is the last one
                           in X-Forwarded-For (the one the proxy appended)
    SECURE_COOKIES         true/false; secure cookies without the rest of HTTPS
    LOGIN_FAILURE_LIMIT, LOGIN_LOCKOUT_MINUTES
                           failed logins (per username and address) before a
                           lockout, and its length; default 5 and 60
    EMAIL_HOST ...         password reset e-mails go to the console unless
                           EMAIL_HOST is set (then SMTP: EMAIL_PORT, EMAIL_HOST_USER,
                           EMAIL_HOST_PASSWORD, EMAIL_USE_TLS, EMAIL_USE_SSL,
                           DEFAULT_FROM_EMAIL)
"""

from __future__ import annotations

import os
import re
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

_TRUE = frozenset({"true", "1", "yes"})
_FALSE = frozenset({"false", "0", "no"})


def envbool(name: str, default: bool) -> bool:
    """Read a boolean from the environment, strictly.

    Unset or empty gives ``default``. Otherwise the value (case-insensitive,
    surrounding spaces ignored) must be one of true/false, 1/0, yes/no; anything
    else raises ImproperlyConfigured instead of silently meaning False.
    """
    raw = os.environ.get(name, "")
    value = raw.strip().lower()
    if value == "":
        return default
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"Unexpected value {name}={raw!r}: use true or false (or 1/0, yes/no).")


def envint(name: str, default: int, minimum: int = 0) -> int:
    """A whole number from the environment (at least ``minimum``); anything else is refused."""
    raw = os.environ.get(name, "").strip()
    if raw == "":
        return default
    if not raw.isascii() or not raw.isdigit() or len(raw) > 12 or int(raw) < minimum:
        raise ImproperlyConfigured(f"Unexpected value {name}={raw!r}: use a whole number of at least {minimum}.")
    return int(raw)


def envlist(name: str, default: str = "") -> list[str]:
    """A comma-separated environment variable as a list, blanks dropped."""
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# An origin as CSP's frame-ancestors takes it: scheme, host (a leading *. for
# subdomains), optional port; nothing that could end the header's directive.
_ORIGIN = re.compile(r"https?://(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?\Z")


def envorigins(name: str) -> list[str]:
    """Space-separated web origins (``https://docs.example.org``); anything
    else (a path, a quote, a semicolon) raises ImproperlyConfigured."""
    origins = os.environ.get(name, "").split()
    for origin in origins:
        if not _ORIGIN.match(origin):
            raise ImproperlyConfigured(
                f"Unexpected origin {origin!r} in {name}: use scheme://host[:port], e.g. https://docs.example.org, "
                "separated by spaces."
            )
    return origins


# pytest sets PYTEST_VERSION for the whole session (pytest >= 8.2), before
# pytest-django imports this module.
TESTING = "PYTEST_VERSION" in os.environ

DEBUG = envbool("DEBUG", False)

# Only serving pages needs the secret (sessions, CSRF, password reset links):
# builder.middleware.RequireSecretKeyMiddleware refuses to start a server without
# it, while commands that never sign anything (`ddb`, `migrate`, `check`) run in a
# shell with no environment at all. Django itself refuses an empty SECRET_KEY the
# moment anything reads it.
SECRET_KEY = os.environ.get("SECRET_KEY", "")
SECRET_KEY_MISSING = not SECRET_KEY
if not SECRET_KEY and (DEBUG or TESTING):
    SECRET_KEY = "django-insecure-dev-only-do-not-use-in-production"
    SECRET_KEY_MISSING = False

ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]" if DEBUG else "")
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "whitenoise.runserver_nostatic",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",  # login throttling (README "Accounts")
    "django_htmx",
    # SimpleAppConfig: we configure the partials loader and builtins ourselves
    # (TEMPLATES below), so {% partialdef %} works in every template without
    # {% load partials %} and nothing rewrites TEMPLATES behind our back.
    "template_partials.apps.SimpleAppConfig",
    "builder",
]

# Order matters: WhiteNoise answers static files itself, without calling the
# middleware below it, so everything that sets a security header on pages sits
# above it and gives static files the same headers (tests/attack/test_headers.py).
MIDDLEWARE = [
    "builder.middleware.RequireSecretKeyMiddleware",  # refuses to serve without SECRET_KEY
    "django.middleware.security.SecurityMiddleware",
    "builder.middleware.ContentSecurityPolicyMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "builder.middleware.RequestTooBigMiddleware",  # before CSRF, which reads the POST first: 413 and a message
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",  # turns a locked-out login into the lockout page
    "builder.middleware.HeadAsGetMiddleware",  # HEAD works wherever GET does
]

ROOT_URLCONF = "builder.urls"
WSGI_APPLICATION = "builder.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        # No APP_DIRS: the loaders are listed explicitly, wrapped by the
        # partials loader so "page.html#partial-name" can be rendered.
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "builder.run_context.run_available",
            ],
            "builtins": ["template_partials.templatetags.partials"],
            "loaders": [
                (
                    "template_partials.loader.Loader",
                    [
                        (
                            "django.template.loaders.cached.Loader",
                            [
                                "django.template.loaders.filesystem.Loader",
                                "django.template.loaders.app_directories.Loader",
                            ],
                        )
                    ],
                )
            ],
        },
    }
]

# Database: SQLite under var/ unless DATABASE_URL says otherwise.
DEFAULT_SQLITE_PATH = BASE_DIR / "var" / "db.sqlite3"
DATABASE_URL = os.environ.get("DATABASE_URL", "")
if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=600, conn_health_checks=True)}
else:
    DEFAULT_SQLITE_PATH.parent.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": DEFAULT_SQLITE_PATH,
        }
    }
# SQLite in write-ahead-log mode: a read no longer holds up a write. In the
# default journal mode a save waited for every read in progress to end and, after
# the timeout, failed with "database is locked" (a 500 beside a slow search).
# A write takes its lock when its transaction begins (IMMEDIATE), so two writers
# queue instead of failing when one would upgrade a read lock.
SQLITE_OPTIONS = {"init_command": "PRAGMA journal_mode=WAL;", "transaction_mode": "IMMEDIATE", "timeout": 10}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(SQLITE_OPTIONS)

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Accounts (snippets, teams): Django's auth, sign-up at /accounts/signup/,
# password change and reset by e-mail (Django's own views, builder/urls.py).
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "snippet_list"
LOGOUT_REDIRECT_URL = "builder"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
if TESTING:  # tests sign up and log in a lot; a slow hash only slows them down
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# Login throttling (django-axes): after LOGIN_FAILURE_LIMIT failed logins for one
# username from one address, that pair is locked out for LOGIN_LOCKOUT_MINUTES
# (status 429, templates/registration/locked_out.html); a success resets the
# count. Staff unlock early in the admin ("Access attempts": delete the row) or
# with `manage.py axes_reset_username NAME`.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked-out pair before the password is checked
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = envint("LOGIN_FAILURE_LIMIT", 5, minimum=1)
AXES_COOLOFF_TIME = timedelta(minutes=envint("LOGIN_LOCKOUT_MINUTES", 60, minimum=1))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "builder.middleware.lockout_response"  # templates/registration/locked_out.html
AXES_CLIENT_IP_CALLABLE = "builder.middleware.client_ip"
AXES_VERBOSE = False  # one log line per lockout is enough
# Sign-up throttling (django-ratelimit, builder/web/accounts.py): at most this many accounts
# made from one address in a clock hour; 0 turns it off. A cache that is down lets sign-up
# through (counted again once it is back), rather than refusing everyone.
SIGNUP_LIMIT_PER_HOUR = envint("SIGNUP_LIMIT_PER_HOUR", 20, minimum=0)
RATELIMIT_FAIL_OPEN = True
# Password-reset e-mails (builder/web/accounts.py): at most this many asked for one e-mail
# address in a clock hour, and four times as many from one client address, so that nobody
# can flood an inbox with them; 0 turns it off. Counted whether or not an account has the
# address, so the answer tells nothing of who has an account.
PASSWORD_RESET_LIMIT_PER_HOUR = envint("PASSWORD_RESET_LIMIT_PER_HOUR", 5, minimum=0)
TRUST_X_FORWARDED_FOR = envbool("TRUST_X_FORWARDED_FOR", False)

# E-mail (password reset): printed on the console unless an SMTP host is set.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
if EMAIL_HOST:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_PORT = envint("EMAIL_PORT", 587, minimum=1)
    EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = envbool("EMAIL_USE_TLS", True)
    EMAIL_USE_SSL = envbool("EMAIL_USE_SSL", False)
    if EMAIL_USE_TLS and EMAIL_USE_SSL:
        raise ImproperlyConfigured(
            "Set at most one of EMAIL_USE_TLS and EMAIL_USE_SSL (EMAIL_USE_TLS defaults to true)."
        )
    EMAIL_TIMEOUT = 10
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "") or "webmaster@localhost"
PASSWORD_RESET_TIMEOUT = 60 * 60 * 24  # a reset link works for a day

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Static files: one source folder, served by WhiteNoise. Outside DEBUG and tests
# run `manage.py collectstatic` first: the manifest storage needs its manifest.
STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", "") or BASE_DIR / "staticfiles")  # collectstatic writes here
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG or TESTING
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}
# In development and tests WhiteNoise serves straight from the source folders
# (no collectstatic needed, no warning about a missing STATIC_ROOT).
WHITENOISE_AUTOREFRESH = DEBUG or TESTING
WHITENOISE_USE_FINDERS = DEBUG or TESTING

# Security headers that cost nothing in development either.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# The production switch (README "Production"): HTTPS=true sends cookies over
# HTTPS only, redirects http:// to https:// and sends HSTS. Behind a proxy that
# ends TLS, TRUST_X_FORWARDED_PROTO=true lets Django see the request as secure
# (only when the proxy sets X-Forwarded-Proto itself and drops the client's).
HTTPS = envbool("HTTPS", False)
SESSION_COOKIE_SECURE = HTTPS or envbool("SECURE_COOKIES", False)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
# no script reads the CSRF cookie: htmx sends the token the page holds (base.html's
# hx-headers) and forms their hidden field, so a script injected anyway cannot read it
CSRF_COOKIE_HTTPONLY = True
SECURE_SSL_REDIRECT = HTTPS
SECURE_HSTS_SECONDS = envint("HSTS_SECONDS", 31_536_000) if HTTPS else 0
SECURE_HSTS_INCLUDE_SUBDOMAINS = envbool("HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = envbool("HSTS_PRELOAD", False)
if envbool("TRUST_X_FORWARDED_PROTO", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# HSTS preload is a commitment made by submitting the domain to the browsers'
# preload list; the directive alone would let anyone submit it. Off by default,
# so Django's reminder (security.W021) is silenced unless HSTS_PRELOAD=true.
SILENCED_SYSTEM_CHECKS = [] if SECURE_HSTS_PRELOAD else ["security.W021"]

# Content-Security-Policy sent by builder.middleware on every response. No
# 'unsafe-inline' anywhere: templates carry no inline <script> or style=.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'"
)
# The embeddable view (/embed/, builder/web/embed.py) alone may be framed, by these
# origins only (its CSP frame-ancestors); with none listed it is refused like the rest.
EMBED_FRAME_ANCESTORS = envorigins("EMBED_FRAME_ANCESTORS")

# DynamoDB: the endpoint and region are server settings, never taken from a request.
DYNAMODB_ENDPOINT_URL = os.environ.get("DYNAMODB_ENDPOINT_URL", "")
DYNAMODB_REGION = os.environ.get("DYNAMODB_REGION", "") or "us-east-1"


def envseconds(name: str, default: float) -> float:
    """A positive number of seconds from the environment; anything else is refused."""
    raw = os.environ.get(name, "").strip()
    if raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not (0 < value <= 600):  # also refuses nan and inf
        raise ImproperlyConfigured(f"Unexpected value {name}={raw!r}: use a number of seconds, e.g. 3 or 0.5.")
    return value


# Running requests (builder/run.py; README "Running requests"). Off unless switched on.
# Who may run: staff, or users with the builder.run_requests permission;
# DYNAMODB_RUN_ANONYMOUS lets anyone run (scripts/run.sh sets it for the
# DynamoDB Local it starts, never for AWS). Credentials come from boto3's usual
# chain (environment, profile, role) and are never shown, logged or stored.
DYNAMODB_RUN_ENABLED = envbool("DYNAMODB_RUN_ENABLED", False)
DYNAMODB_RUN_ANONYMOUS = envbool("DYNAMODB_RUN_ANONYMOUS", False)
DYNAMODB_CONNECT_TIMEOUT = envseconds("DYNAMODB_CONNECT_TIMEOUT", 3.0)
DYNAMODB_READ_TIMEOUT = envseconds("DYNAMODB_READ_TIMEOUT", 10.0)
if DYNAMODB_RUN_ENABLED and DYNAMODB_RUN_ANONYMOUS and not DYNAMODB_ENDPOINT_URL:
    raise ImproperlyConfigured(
        "DYNAMODB_RUN_ANONYMOUS=true is only for a local endpoint (DYNAMODB_ENDPOINT_URL): "
        "anonymous visitors must never run requests against AWS."
    )

# Logs go to stderr, in development and production alike (Django's default sends
# request errors nowhere unless DEBUG or ADMINS is set), each record bounded in
# size (a RecursionError's traceback was ~190 KB: issue 11).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "django.server": {
            "()": "django.utils.log.ServerFormatter",
            "format": "[{server_time}] {message}",
            "style": "{",
        },
        # a request cannot make the log grow by more than a few KB (builder/logs.py)
        "bounded": {"()": "builder.logs.BoundedFormatter"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "bounded"},
        "django.server": {"class": "logging.StreamHandler", "formatter": "django.server"},
    },
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        "django": {"handlers": ["console"], "level": "INFO", "propagate": False},
        "django.server": {"handlers": ["django.server"], "level": "INFO", "propagate": False},
    },
}

# Caches: local memory, per process; for several servers name shared Redis or Memcached
# caches here (README "Caching"). "default" holds the sign-up throttle's counts
# (django-ratelimit); the builder pages have a cache of their own ("builder-pages"): anyone
# can make a new page to keep by making a new link, and in a shared local-memory cache
# 300 such links (its MAX_ENTRIES) culled the counts with them, resetting the throttle.
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "builder-pages": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "builder-pages"},
}

# The builder page opened from a link (?recipe=, ?s=, ?state=): its form and output
# fragments kept in the cache named here (builder/web/page_cache.py, issue 13). Off with
# DEBUG (templates being edited) and under tests unless a test turns it on.
BUILDER_PAGE_CACHE = envbool("BUILDER_PAGE_CACHE", not TESTING and not DEBUG)
BUILDER_PAGE_CACHE_ALIAS = os.environ.get("BUILDER_PAGE_CACHE_ALIAS", "builder-pages")
BUILDER_PAGE_CACHE_SECONDS = envint("BUILDER_PAGE_CACHE_SECONDS", 3600, minimum=1)
# a page whose form and output, as kept (long ones compressed), are larger is not kept: rendered each time
BUILDER_PAGE_CACHE_MAX_BYTES = envint("BUILDER_PAGE_CACHE_MAX_BYTES", 200_000, minimum=0)

# The collector's first threshold (allocations before a young collection), set when
# the app starts (builder/apps.py); 0 keeps Python's own (700). A large request
# keeps a million objects alive, and with 700 the collector walked them again and
# again: a third of a 100-action text-mode preview (1.4 s, 0.9 s with 10,000;
# docs/architecture.md "Where the time goes").
GC_YOUNG_THRESHOLD = envint("GC_YOUNG_THRESHOLD", 10_000, minimum=0)
