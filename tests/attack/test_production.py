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
