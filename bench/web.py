"""Web benchmarks: the live-preview endpoint under gunicorn, against a
hello-world view on the same server in the same run, and the builder page's
total transfer size."""

from __future__ import annotations

import gzip
import http.cookiejar
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_gunicorn(port: int) -> subprocess.Popen:
    env = dict(os.environ, DJANGO_SETTINGS_MODULE="bench.settings", SECRET_KEY="bench-only", DEBUG="false")
    subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    proc = subprocess.Popen(
        [
            str(VENV_BIN / "gunicorn"),
            "builder.wsgi",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "2",
            "--no-control-socket",
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/bench/hello", timeout=1).read()
            return proc
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError("gunicorn did not start")


def preview_body(base: str) -> tuple[str, str, str]:
    """A real preview POST of the like recipe: form body, CSRF cookie and token."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
    os.environ.setdefault("SECRET_KEY", "bench-only")
    import django

    django.setup()
    from builder.expr.recipes import get_recipe
    from builder.forms import state_to_data

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(base + "/").read()
    token = next(c.value for c in jar if c.name == "csrftoken")
    body = urllib.parse.urlencode(state_to_data(get_recipe("like").state))
    # check the request really renders the output before timing it
    req = urllib.request.Request(
        base + "/preview",
        data=body.encode(),
        headers={
            "X-CSRFToken": token,
            "Cookie": f"csrftoken={token}",
            "HX-Request": "true",
            "Content-Type": "application/x-www-form-urlencoded",
        },
    )
    html = opener.open(req).read().decode()
    assert "request is valid" in html, html[:500]
    return body, token, token


CONNECTIONS = 32


def wrk(url: str, seconds: int, lua: str | None = None, expect_ok: bool = True, errors: list | None = None) -> float:
    """Requests per second; with ``expect_ok`` any non-2xx answer or socket error fails
    the run, unless ``errors`` is given: then they are added to it and the run goes on
    (the report shows them)."""
    args = ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency", url]
    script = None
    if lua:
        script = tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False)  # noqa: SIM115 (wrk reads it by name)
        script.write(lua)
        script.close()
        args[1:1] = ["-s", script.name]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    if script:
        os.unlink(script.name)
    m = re.search(r"Requests/sec:\s+([\d.]+)", out)
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    socket_errors = re.search(r"Socket errors: (.*)", out)
    if socket_errors or (non2xx and expect_ok):
        if errors is None:
            raise RuntimeError(f"{url}: failed responses or socket errors\n{out}")
        errors.append(
            "; ".join(filter(None, [socket_errors and socket_errors.group(1), non2xx and f"{non2xx.group(1)} non-2xx"]))
        )
    return float(m.group(1))


def page_weight(base: str) -> dict:
    """Bytes the builder page with the like recipe transfers (gzip as served)."""
    html = urllib.request.urlopen(base + "/?recipe=like").read()
    assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', html.decode())
    sizes = {"/?recipe=like (HTML)": len(html)}
    for a in dict.fromkeys(assets):
        sizes[a] = len(urllib.request.urlopen(base + a).read())
    raw = sum(sizes.values())
    gz = len(gzip.compress(html)) + sum(
        len(gzip.compress(urllib.request.urlopen(base + a).read())) for a in dict.fromkeys(assets)
    )
    return {"files": sizes, "total_bytes": raw, "total_gzip_bytes": gz}


ROUNDS = 3


def run(seconds: int = 4) -> dict:
    if not shutil.which("wrk"):
        raise SystemExit("wrk is missing: apt-get install wrk (make bench installs it)")
    port = free_port()
    proc = start_gunicorn(port)
    base = f"http://127.0.0.1:{port}"
    try:
        body, token, _ = preview_body(base)
        lua = (
            'wrk.method = "POST"\n'
            f"wrk.body = {json.dumps(body)}\n"
            'wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"\n'
            f'wrk.headers["X-CSRFToken"] = "{token}"\n'
            f'wrk.headers["Cookie"] = "csrftoken={token}"\n'
            'wrk.headers["HX-Request"] = "true"\n'
        )
        hello = wrk(base + "/bench/hello", seconds)
        # the baseline and the preview in turn, best of ROUNDS each: a shared machine's
        # load changes over a run, and loads run side by side are compared fairly
        not_found = preview = 0.0
        preview_errors: list[str] = []
        for _ in range(ROUNDS):
            not_found = max(not_found, wrk(base + "/no-such-page/", seconds, expect_ok=False))
            preview = max(preview, wrk(base + "/preview", seconds, lua, errors=preview_errors))
        weight = page_weight(base)
    finally:
        proc.terminate()
        proc.wait(10)
    row = {
        "hello_rps": hello,
        "not_found_rps": not_found,
        "preview_rps": preview,
        "ratio": preview / hello,
        "ratio_404": preview / not_found,
        "preview_errors": "; ".join(preview_errors) or "0 errors",
        **weight,
    }
    print(
        f"preview {preview:.0f} req/s, hello {hello:.0f} req/s, ratio {preview / hello:.2f}; page {weight['total_bytes']} B ({weight['total_gzip_bytes']} B gzip)"
    )
    return row
