"""Settings come from the environment, strictly."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.template import Engine, engines

from builder.settings import envbool, envlist

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("value", ["true", "True", "TRUE", "1", "yes", "Yes", " true "])
def test_envbool_true(monkeypatch, value):
    monkeypatch.setenv("SOME_FLAG", value)
    assert envbool("SOME_FLAG", False) is True


@pytest.mark.parametrize("value", ["false", "False", "FALSE", "0", "no", "NO", "false\n"])
def test_envbool_false(monkeypatch, value):
    monkeypatch.setenv("SOME_FLAG", value)
    assert envbool("SOME_FLAG", True) is False


@pytest.mark.parametrize("default", [True, False])
def test_envbool_unset_or_empty_gives_default(monkeypatch, default):
    monkeypatch.delenv("SOME_FLAG", raising=False)
    assert envbool("SOME_FLAG", default) is default
    monkeypatch.setenv("SOME_FLAG", "")
    assert envbool("SOME_FLAG", default) is default


@pytest.mark.parametrize("value", ["on", "off", "y", "n", "t", "f", "2", "-1", "ture", "flase", "None", "yes please"])
def test_envbool_rejects_anything_else(monkeypatch, value):
    monkeypatch.setenv("SOME_FLAG", value)
    with pytest.raises(ImproperlyConfigured, match="SOME_FLAG"):
        envbool("SOME_FLAG", False)


def test_envlist(monkeypatch):
    monkeypatch.setenv("SOME_LIST", " a.example, ,b.example ,")
    assert envlist("SOME_LIST") == ["a.example", "b.example"]
    monkeypatch.delenv("SOME_LIST")
    assert envlist("SOME_LIST", "x,y") == ["x", "y"]


def load_settings(code: str | None = None, **env: str) -> subprocess.CompletedProcess:
    """Import builder.settings in a fresh interpreter (outside pytest) with ``env``
    on top of a clean environment; print a few settings as JSON (or run ``code``)."""
    clean = {
        k: v
        for k, v in os.environ.items()
        if k
        not in {
            "PYTEST_VERSION",
            "DEBUG",
            "SECRET_KEY",
            "ALLOWED_HOSTS",
            "DATABASE_URL",
            "DYNAMODB_ENDPOINT_URL",
            "DYNAMODB_REGION",
            "DJANGO_SETTINGS_MODULE",
        }
    }
    code = code or (
        "import json; from builder import settings as s; "
        "print(json.dumps({'DEBUG': s.DEBUG, 'SECRET_KEY': s.SECRET_KEY, "
        "'ALLOWED_HOSTS': s.ALLOWED_HOSTS, 'DB': {k: str(v) for k, v in s.DATABASES['default'].items() "
        "if k in ('ENGINE', 'NAME', 'HOST', 'PORT', 'USER')}, 'TIME_ZONE': s.TIME_ZONE, "
        "'DYNAMODB_ENDPOINT_URL': s.DYNAMODB_ENDPOINT_URL, 'DYNAMODB_REGION': s.DYNAMODB_REGION, "
        "'STATICFILES': s.STORAGES['staticfiles']['BACKEND']}))"
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def loaded(**env: str) -> dict:
    result = load_settings(**env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_invalid_debug_value_stops_startup():
    result = load_settings(DEBUG="maybe", SECRET_KEY="x")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "DEBUG='maybe'" in result.stderr


SERVE = "import os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'builder.settings'); import builder.wsgi"


def test_serving_needs_a_secret_key():
    """Without SECRET_KEY (and DEBUG off) the WSGI application gunicorn loads
    refuses to start, and says why; only serving needs the secret (issue 11:
    commands run without one, tests/test_ddb_no_env.py)."""
    result = load_settings(SERVE, DEBUG="false")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "Set SECRET_KEY to serve pages" in result.stderr
    # Unset DEBUG means production too.
    assert "Set SECRET_KEY to serve pages" in load_settings(SERVE).stderr
    # with a key it starts
    assert load_settings(SERVE, DEBUG="false", SECRET_KEY="s3cret").returncode == 0


def test_settings_load_without_a_secret_key_but_django_never_uses_an_empty_one():
    s = loaded(DEBUG="false")
    assert s["SECRET_KEY"] == ""  # read by the JSON dump above, through the module, not django.conf
    result = load_settings(
        "import os; os.environ['DJANGO_SETTINGS_MODULE'] = 'builder.settings'; "
        "from django.conf import settings; settings.SECRET_KEY",
        DEBUG="false",
    )
    assert result.returncode != 0 and "SECRET_KEY setting must not be empty" in result.stderr


def test_production_settings():
    s = loaded(DEBUG="no", SECRET_KEY="s3cret", ALLOWED_HOSTS="builder.example.org")
    assert s["DEBUG"] is False
    assert s["SECRET_KEY"] == "s3cret"
    assert s["ALLOWED_HOSTS"] == ["builder.example.org"]
    assert s["STATICFILES"] == "whitenoise.storage.CompressedManifestStaticFilesStorage"


def test_debug_settings_have_dev_defaults():
    s = loaded(DEBUG="1")
    assert s["DEBUG"] is True
    assert "insecure" in s["SECRET_KEY"]
    assert "127.0.0.1" in s["ALLOWED_HOSTS"]
    assert s["TIME_ZONE"] == "UTC"
    assert s["DB"]["ENGINE"] == "django.db.backends.sqlite3"
    assert s["DB"]["NAME"] == str(REPO_ROOT / "var" / "db.sqlite3")
    assert s["DYNAMODB_ENDPOINT_URL"] == ""
    assert s["DYNAMODB_REGION"] == "us-east-1"


def test_database_url_selects_postgresql():
    s = loaded(DEBUG="true", DATABASE_URL="postgres://app:pw@db.internal:5433/builder")
    assert s["DB"]["ENGINE"] == "django.db.backends.postgresql"
    assert s["DB"]["NAME"] == "builder"
    assert s["DB"]["HOST"] == "db.internal"
    assert s["DB"]["PORT"] == "5433"
    assert s["DB"]["USER"] == "app"


def test_dynamodb_settings_from_env():
    s = loaded(DEBUG="true", DYNAMODB_ENDPOINT_URL="http://127.0.0.1:8001", DYNAMODB_REGION="eu-west-1")
    assert s["DYNAMODB_ENDPOINT_URL"] == "http://127.0.0.1:8001"
    assert s["DYNAMODB_REGION"] == "eu-west-1"


def test_partialdef_is_a_builtin():
    """{% partialdef %} works in any template without {% load partials %}."""
    template = engines["django"].from_string(
        "{% partialdef greeting %}hello {{ name }}{% endpartialdef %}[{% partial greeting %}]"
    )
    assert template.render({"name": "world"}) == "[hello world]"


def test_template_name_with_partial_renders_only_the_partial(settings, tmp_path):
    """The configured loaders resolve "page.html#part" to that partial."""
    (tmp_path / "page.html").write_text(
        '<main>{% partialdef part inline %}<p id="part">{{ x }}</p>{% endpartialdef %}</main>'
    )
    options = settings.TEMPLATES[0]["OPTIONS"]
    engine = Engine(dirs=[str(tmp_path)], loaders=options["loaders"], builtins=options["builtins"])
    from django.template import Context

    assert engine.get_template("page.html").render(Context({"x": 1})) == '<main><p id="part">1</p></main>'
    assert engine.get_template("page.html#part").render(Context({"x": 2})) == '<p id="part">2</p>'


def test_envorigins(monkeypatch):
    from builder.settings import envorigins

    monkeypatch.setenv("SOME_ORIGINS", " https://docs.example.org  http://localhost:8000 https://*.example.com ")
    assert envorigins("SOME_ORIGINS") == ["https://docs.example.org", "http://localhost:8000", "https://*.example.com"]
    monkeypatch.delenv("SOME_ORIGINS")
    assert envorigins("SOME_ORIGINS") == []
    for bad in ("docs.example.org", "https://a.org/path", "https://a.org;script-src *", "'self'", "*", "ftp://a.org"):
        monkeypatch.setenv("SOME_ORIGINS", bad)
        with pytest.raises(ImproperlyConfigured, match="SOME_ORIGINS"):
            envorigins("SOME_ORIGINS")


_GC_AFTER_SETUP = (
    "import gc, django, os; os.environ['DJANGO_SETTINGS_MODULE'] = 'builder.settings'; "
    "before = gc.get_threshold(); django.setup(); print(before[0], *gc.get_threshold())"
)


@pytest.mark.parametrize(
    ("env", "young"), [({}, 10_000), ({"GC_YOUNG_THRESHOLD": "50000"}, 50_000), ({"GC_YOUNG_THRESHOLD": "0"}, None)]
)
def test_the_app_sets_the_collectors_young_threshold(env, young):
    """Set when the app starts (builder/apps.py); 0 keeps Python's own. The
    other two thresholds stay as they were."""
    result = load_settings(_GC_AFTER_SETUP, DEBUG="true", **env)
    assert result.returncode == 0, result.stderr
    python_own, first, middle, old = map(int, result.stdout.split())
    assert first == (young if young is not None else python_own)
    assert (middle, old) == (10, 10)


def test_a_young_threshold_that_is_not_a_number_stops_startup():
    result = load_settings(DEBUG="true", GC_YOUNG_THRESHOLD="lots")
    assert result.returncode != 0 and "GC_YOUNG_THRESHOLD" in result.stderr


@pytest.mark.parametrize(
    ("caches", "alias", "code"),
    [
        ({"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}, "builder-pages", "builder.W001"),
        ({"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}, "default", "builder.W002"),
    ],
)
def test_a_page_cache_that_would_quietly_do_nothing_or_harm_is_said_by_the_checks(settings, caches, alias, code):
    """A CACHES written from the old README names only "default": the builder
    pages' own cache is missing and pages would quietly not be kept; or the
    pages share the throttles' cache, whose counts a flood of links would cull."""
    from django.core.checks import run_checks

    settings.BUILDER_PAGE_CACHE = True
    settings.CACHES = caches
    settings.BUILDER_PAGE_CACHE_ALIAS = alias
    assert code in [m.id for m in run_checks(tags=["caches"])]


def test_the_default_settings_pass_the_page_cache_check(settings):
    from django.core.checks import run_checks

    settings.BUILDER_PAGE_CACHE = True
    assert not [m for m in run_checks(tags=["caches"]) if m.id.startswith("builder.")]
