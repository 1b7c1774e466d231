"""The production configuration, in fresh processes: `check --deploy` is clean
with the README's settings and HTTPS=true; the command line needs no
environment; gunicorn started the documented way accepts every link the app
makes (and refuses longer request lines)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from builder import links

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable
SECRET = "k9f2-" + "x7Qp3LmZ8vR1tY6wB4nC0dE5gH" * 3  # long and varied enough for check --deploy


def fresh_env(**env: str) -> dict:
    """No environment at all but PATH (and what is given)."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), **env}


def manage(*args: str, env: dict, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [PYTHON, "manage.py", *args], cwd=ROOT, env=env, input=stdin, capture_output=True, text=True, timeout=120
    )


PRODUCTION = {"DEBUG": "false", "SECRET_KEY": SECRET, "ALLOWED_HOSTS": "builder.example.org"}


def test_check_deploy_is_clean_with_the_production_settings_and_https():
    result = manage("check", "--deploy", env=fresh_env(**PRODUCTION, HTTPS="true"))
    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout + result.stderr


def test_check_deploy_complains_without_https():
    result = manage("check", "--deploy", env=fresh_env(**PRODUCTION))
    text = result.stdout + result.stderr
    for check in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert check in text


def test_hsts_preload_is_an_explicit_choice():
    result = manage("check", "--deploy", env=fresh_env(**PRODUCTION, HTTPS="true", HSTS_PRELOAD="true"))
    assert result.returncode == 0 and "no issues" in result.stdout + result.stderr


# --------------------------------------------------------------------------
# the command line in a fresh shell
# --------------------------------------------------------------------------
def test_ddb_needs_no_environment(tmp_path):
    env = fresh_env()
    recipes = manage("ddb", "recipes", env=env)
    assert recipes.returncode == 0, recipes.stderr
    assert recipes.stdout.startswith("atomic_counter\tUpdateItem")
    rendered = manage("ddb", "render", "--recipe", "like", "--compact", env=env)
    assert rendered.returncode == 0 and "TransactItems" in json.loads(rendered.stdout)
    request = tmp_path / "r.json"
    request.write_text(json.dumps({"TableName": "Social", "Key": {"PK": {"S": "a"}}}))
    assert manage("ddb", "check", str(request), env=env).returncode == 0
    parsed = manage("ddb", "parse", str(request), "--compact", env=env)
    assert parsed.returncode == 0 and json.loads(parsed.stdout)["operation"] == "GetItem"
    case = {
        "table": {
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
        },
        "before": [],
        "operation": "GetItem",
        "request": {"TableName": "Social", "Key": {"PK": {"S": "a"}}},
    }
    simulated = manage("ddb", "simulate", env=env, stdin=json.dumps(case) + "\n")
    assert simulated.returncode == 0, simulated.stderr
    assert json.loads(simulated.stdout) == {"ok": True, "response": {}, "items_after": []}


def test_ddb_simulate_answers_every_line_and_says_whether_one_failed():
    good = json.dumps(
        {
            "table": {
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
                "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
            },
            "before": [],
            "operation": "GetItem",
            "request": {"TableName": "Social", "Key": {"PK": {"S": "a"}}},
        }
    )
    crashing = good.replace('"Key": {"PK": {"S": "a"}}', '"Key": {"PK": {"S": "a"}, "b": {"BS": [{"a": 1}]}}')
    lines = [good, "{not json", "[" * 5000, '{"n": ' + "9" * 5000 + "}", crashing, good]
    result = manage("ddb", "simulate", env=fresh_env(), stdin="\n".join(lines) + "\n")
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["ok"] and out[-1]["ok"]
    assert [o.get("error_code") for o in out[1:4]] == ["InputError"] * 3
    assert "more than 80 levels" in out[2]["message"] and "more than 100 digits" in out[3]["message"]
    assert out[4]["ok"] is False  # answered (an InputError, or InternalError while F5 is open), never a crash
    assert result.returncode == 2
    assert "could not be simulated" in result.stderr
    assert "Traceback" not in result.stderr


def test_ddb_refuses_a_too_deep_file(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    result = manage("ddb", "render", str(deep), env=fresh_env())
    assert result.returncode == 2
    assert "more than 80 levels deep" in result.stderr and "Traceback" not in result.stderr


# --------------------------------------------------------------------------
# gunicorn, as README "Production" and scripts/serve.sh run it
# --------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def raw_get(port: int, target: str) -> int:
    """Send ``GET target HTTP/1.1`` and return the status code."""
    with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
        s.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        head = b""
        while b"\r\n" not in head:
            chunk = s.recv(4096)
            if not chunk:
                break
            head += chunk
    return int(head.split(b" ", 2)[1])


@pytest.fixture(scope="module")
def gunicorn(tmp_path_factory):
    if not (ROOT / ".venv" / "bin" / "gunicorn").exists():
        pytest.skip("gunicorn is not installed in .venv")
    tmp = tmp_path_factory.mktemp("gunicorn")
    env = fresh_env(
        **{**PRODUCTION, "ALLOWED_HOSTS": "127.0.0.1"},
        DATABASE_URL=f"sqlite:///{tmp / 'db.sqlite3'}",
        STATIC_ROOT=str(tmp / "static"),
    )
    for step in (("migrate", "--noinput"), ("collectstatic", "--noinput")):
        done = manage(*step, env=env)
        assert done.returncode == 0, done.stderr
    port = free_port()
    log = open(tmp / "gunicorn.log", "w+")  # noqa: SIM115 (closed below)
    proc = subprocess.Popen(
        ["bash", str(ROOT / "scripts" / "serve.sh")],
        cwd=ROOT,
        env={**env, "BIND": f"127.0.0.1:{port}", "WORKERS": "1"},
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                raw_get(port, "/recipes/")
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    pytest.fail(f"gunicorn did not start:\n{log.read()[-3000:]}")
                time.sleep(0.2)
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def test_gunicorn_accepts_the_longest_link_and_its_login_redirect(gunicorn):
    token = "1." + "A" * (links.MAX_LINK_CHARS - 2)  # damaged content: the page says so, with a 200
    assert raw_get(gunicorn, f"/?s={token}") == 200
    login = f"/accounts/login/?next=%2F%3Fs%3D{token}"
    assert len(f"GET {login} HTTP/1.1") <= links.REQUEST_LINE_LIMIT
    assert raw_get(gunicorn, login) == 200


def test_gunicorn_refuses_request_lines_over_the_limit(gunicorn):
    overhead = len("GET /recipes/?x= HTTP/1.1")
    assert raw_get(gunicorn, "/recipes/?x=" + "a" * (links.REQUEST_LINE_LIMIT - overhead)) == 200
    assert raw_get(gunicorn, "/recipes/?x=" + "a" * (links.REQUEST_LINE_LIMIT - overhead + 1)) in (400, 414)


def test_gunicorn_serves_static_files_with_the_security_headers(gunicorn):
    with socket.create_connection(("127.0.0.1", gunicorn), timeout=20) as s:
        s.sendall(b"HEAD /static/css/app.css HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        data = b""
        while chunk := s.recv(4096):
            data += chunk
    head = data.decode("latin-1").lower()
    assert head.startswith("http/1.1 200")
    assert "content-security-policy: default-src 'self'" in head
    assert "x-frame-options: deny" in head and "x-content-type-options: nosniff" in head


# --------------------------------------------------------------------------
# the settings each switch gives, in a fresh interpreter
# --------------------------------------------------------------------------
def settings_of(**env: str) -> dict:
    code = (
        "import json, os; os.environ['DJANGO_SETTINGS_MODULE'] = 'builder.settings'; "
        "from django.conf import settings as s; "
        "names = ['SESSION_COOKIE_SECURE', 'CSRF_COOKIE_SECURE', 'SECURE_SSL_REDIRECT', 'SECURE_HSTS_SECONDS', "
        "'SECURE_HSTS_INCLUDE_SUBDOMAINS', 'SECURE_HSTS_PRELOAD', 'EMAIL_BACKEND', 'EMAIL_HOST', 'EMAIL_PORT', "
        "'EMAIL_USE_TLS', 'EMAIL_USE_SSL', 'DEFAULT_FROM_EMAIL', 'AXES_FAILURE_LIMIT', 'TRUST_X_FORWARDED_FOR']; "
        "out = {n: getattr(s, n, None) for n in names}; "
        "out['SECURE_PROXY_SSL_HEADER'] = getattr(s, 'SECURE_PROXY_SSL_HEADER', None); "
        "out['AXES_COOLOFF_MINUTES'] = s.AXES_COOLOFF_TIME.total_seconds() / 60; "
        "print(json.dumps(out))"
    )
    result = subprocess.run(
        [PYTHON, "-c", code], cwd=ROOT, env=fresh_env(**env), capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_https_switch():
    off = settings_of()
    assert (off["SESSION_COOKIE_SECURE"], off["SECURE_SSL_REDIRECT"], off["SECURE_HSTS_SECONDS"]) == (False, False, 0)
    on = settings_of(HTTPS="true")
    assert on["SESSION_COOKIE_SECURE"] and on["CSRF_COOKIE_SECURE"] and on["SECURE_SSL_REDIRECT"]
    assert on["SECURE_HSTS_SECONDS"] == 31_536_000 and on["SECURE_HSTS_INCLUDE_SUBDOMAINS"]
    assert on["SECURE_HSTS_PRELOAD"] is False and on["SECURE_PROXY_SSL_HEADER"] is None
    custom = settings_of(
        HTTPS="true", HSTS_SECONDS="3600", HSTS_INCLUDE_SUBDOMAINS="false", TRUST_X_FORWARDED_PROTO="1"
    )
    assert custom["SECURE_HSTS_SECONDS"] == 3600 and custom["SECURE_HSTS_INCLUDE_SUBDOMAINS"] is False
    assert custom["SECURE_PROXY_SSL_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    bad = subprocess.run(
        [PYTHON, "-c", "import builder.settings"],
        cwd=ROOT,
        env=fresh_env(HTTPS="true", HSTS_SECONDS="a year"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode != 0 and "HSTS_SECONDS" in bad.stderr


def test_email_goes_to_the_console_unless_an_smtp_host_is_set():
    assert settings_of()["EMAIL_BACKEND"] == "django.core.mail.backends.console.EmailBackend"
    smtp = settings_of(
        EMAIL_HOST="smtp.example.org",
        EMAIL_PORT="465",
        EMAIL_USE_TLS="false",
        EMAIL_USE_SSL="true",
        DEFAULT_FROM_EMAIL="builder@example.org",
    )
    assert smtp["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"
    assert (smtp["EMAIL_HOST"], smtp["EMAIL_PORT"], smtp["EMAIL_USE_TLS"], smtp["EMAIL_USE_SSL"]) == (
        "smtp.example.org",
        465,
        False,
        True,
    )
    assert smtp["DEFAULT_FROM_EMAIL"] == "builder@example.org"


def test_login_throttling_settings():
    default = settings_of()
    assert (default["AXES_FAILURE_LIMIT"], default["AXES_COOLOFF_MINUTES"]) == (5, 60)
    custom = settings_of(LOGIN_FAILURE_LIMIT="10", LOGIN_LOCKOUT_MINUTES="15", TRUST_X_FORWARDED_FOR="true")
    assert (custom["AXES_FAILURE_LIMIT"], custom["AXES_COOLOFF_MINUTES"], custom["TRUST_X_FORWARDED_FOR"]) == (
        10,
        15,
        True,
    )
