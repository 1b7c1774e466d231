"""Settings for `make bench`'s web server: the app's own, plus a hello-world
baseline view on the same server (bench/urls.py)."""

from builder.settings import *  # noqa: F403

ROOT_URLCONF = "bench.urls"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
LOGGING = {"version": 1, "disable_existing_loggers": False, "root": {"level": "ERROR"}}
