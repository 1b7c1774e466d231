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
    raise ImproperlyConfigured(
        f"Unexpected value {name}={raw!r}: use true or false (or 1/0, yes/no)."
    )


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
                "django.contrib.messages.context_processors.messages",
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
    DATABASES = {
        "default": dj_database_url.parse(DATABASE_URL, conn_max_age=600, conn_health_checks=True)
    }
else:
    DEFAULT_SQLITE_PATH.parent.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": DEFAULT_SQLITE_PATH,
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

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
    "default-src 'self'; "
    "base-uri 'self'; "
    "form-action 'self'; "
    "frame-ancestors 'none'; "
    "object-src 'none'"
)

# DynamoDB: the endpoint and region are server settings, never taken from a request.
DYNAMODB_ENDPOINT_URL = os.environ.get("DYNAMODB_ENDPOINT_URL", "")
DYNAMODB_REGION = os.environ.get("DYNAMODB_REGION", "") or "us-east-1"

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
