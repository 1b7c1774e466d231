"""The settings for running requests (issue 5): read from the environment, strictly."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
NAMES = (
    "DYNAMODB_ENDPOINT_URL",
    "DYNAMODB_RUN_ENABLED",
    "DYNAMODB_RUN_ANONYMOUS",
    "DYNAMODB_CONNECT_TIMEOUT",
    "DYNAMODB_READ_TIMEOUT",
)


def load(**env: str) -> subprocess.CompletedProcess:
    """Import builder.settings in a fresh interpreter with ``env`` on a clean environment."""
    clean = {
        k: v for k, v in os.environ.items() if k not in NAMES and k not in ("PYTEST_VERSION", "DJANGO_SETTINGS_MODULE")
    }
    code = (
        "import json; from builder import settings as s; "
        f"print(json.dumps({{n: getattr(s, n) for n in {list(NAMES)!r}}}))"
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        env={**clean, "DEBUG": "true", **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


def loaded(**env: str) -> dict:
    result = load(**env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_defaults_run_nothing():
    s = loaded()
    assert s["DYNAMODB_RUN_ENABLED"] is False
    assert s["DYNAMODB_RUN_ANONYMOUS"] is False
    assert s["DYNAMODB_CONNECT_TIMEOUT"] == 3.0
    assert s["DYNAMODB_READ_TIMEOUT"] == 10.0


def test_values_are_read():
    s = loaded(
        DYNAMODB_RUN_ENABLED="yes",
        DYNAMODB_RUN_ANONYMOUS="true",
        DYNAMODB_ENDPOINT_URL="http://127.0.0.1:8001",
        DYNAMODB_CONNECT_TIMEOUT="0.5",
        DYNAMODB_READ_TIMEOUT="20",
    )
    assert s["DYNAMODB_RUN_ENABLED"] is True and s["DYNAMODB_RUN_ANONYMOUS"] is True
    assert s["DYNAMODB_CONNECT_TIMEOUT"] == 0.5 and s["DYNAMODB_READ_TIMEOUT"] == 20.0


@pytest.mark.parametrize(
    "env, message",
    [
        ({"DYNAMODB_RUN_ENABLED": "on"}, "DYNAMODB_RUN_ENABLED='on'"),
        ({"DYNAMODB_RUN_ANONYMOUS": "maybe"}, "DYNAMODB_RUN_ANONYMOUS='maybe'"),
        ({"DYNAMODB_CONNECT_TIMEOUT": "three"}, "DYNAMODB_CONNECT_TIMEOUT='three'"),
        ({"DYNAMODB_READ_TIMEOUT": "0"}, "DYNAMODB_READ_TIMEOUT='0'"),
        ({"DYNAMODB_READ_TIMEOUT": "-1"}, "DYNAMODB_READ_TIMEOUT='-1'"),
        ({"DYNAMODB_READ_TIMEOUT": "nan"}, "DYNAMODB_READ_TIMEOUT='nan'"),
        ({"DYNAMODB_READ_TIMEOUT": "inf"}, "DYNAMODB_READ_TIMEOUT='inf'"),
    ],
)
def test_bad_values_stop_startup(env, message):
    result = load(**env)
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr and message in result.stderr


def test_anonymous_running_against_aws_is_refused():
    result = load(DYNAMODB_RUN_ENABLED="true", DYNAMODB_RUN_ANONYMOUS="true")
    assert result.returncode != 0
    assert "DYNAMODB_RUN_ANONYMOUS=true is only for a local endpoint" in result.stderr
    # staff-only running against AWS is fine
    assert loaded(DYNAMODB_RUN_ENABLED="true")["DYNAMODB_RUN_ENABLED"] is True
