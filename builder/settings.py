"""Django settings for the DynamoDB expression builder.

Everything that differs between machines comes from environment variables:

    DEBUG                  true/false (also 1/0, yes/no); default false
    SECRET_KEY             required unless DEBUG is true (or under pytest)
    ALLOWED_HOSTS          comma-separated; default "localhost,127.0.0.1" when
                           DEBUG, otherwise empty (Django then refuses every host)
    CSRF_TRUSTED_ORIGINS   comma-separated origins, e.g. https://builder.example.org
    DATABASE_URL           e.g. postgres://user:pass@host:5432/name; default SQLite
                           at var/db.sqlite3
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
"""

from __future__ import annotations

import os
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


def envlist(name: str, default: str = "") -> list[str]:
    """A comma-separated environment variable as a list, blanks dropped."""
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


# pytest sets PYTEST_VERSION for the whole session (pytest >= 8.2), before
# pytest-django imports this module.
TESTING = "PYTEST_VERSION" in os.environ

DEBUG = envbool("DEBUG", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if DEBUG or TESTING:
        SECRET_KEY = "django-insecure-dev-only-do-not-use-in-production"
    else:
        raise ImproperlyConfigured("Set SECRET_KEY, or DEBUG=true for local development.")

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
    "django_htmx",
    # SimpleAppConfig: we configure the partials loader and builtins ourselves
    # (TEMPLATES below), so {% partialdef %} works in every template without
    # {% load partials %} and nothing rewrites TEMPLATES behind our back.
    "template_partials.apps.SimpleAppConfig",
    "builder",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "builder.middleware.ContentSecurityPolicyMiddleware",
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

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Accounts (snippets, teams): Django's auth, sign-up at /accounts/signup/.
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

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Static files: one source folder, served by WhiteNoise. Outside DEBUG and tests
# run `manage.py collectstatic` first: the manifest storage needs its manifest.
STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
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
SESSION_COOKIE_SECURE = envbool("SECURE_COOKIES", False)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE

# Content-Security-Policy sent by builder.middleware on every response. No
# 'unsafe-inline' anywhere: templates carry no inline <script> or style=.
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; object-src 'none'"
)

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
# request errors nowhere unless DEBUG or ADMINS is set).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "django.server": {
            "()": "django.utils.log.ServerFormatter",
            "format": "[{server_time}] {message}",
            "style": "{",
        }
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler"},
        "django.server": {"class": "logging.StreamHandler", "formatter": "django.server"},
    },
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        "django": {"handlers": ["console"], "level": "INFO", "propagate": False},
        "django.server": {"handlers": ["django.server"], "level": "INFO", "propagate": False},
    },
}
