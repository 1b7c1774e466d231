"""Simulator speed: simulate the recorded corpus vs. sending the same requests to
DynamoDB Local (the baseline, measured in the same run).

    .venv/bin/python bench/simulate.py [--endpoint URL] [--cases N]

Without ``--endpoint`` a DynamoDB Local is started as ``tests/conftest.py`` does.
The table is reset before each request as the corpus generator does; only the
request itself is timed on both sides: DynamoDB Local's table is filled before
the timer starts, and so is the simulator's (a :class:`Table` holding the items,
``simulate_on``); its time includes reading the request with the core, running
it and estimating its capacity. Filling the simulator's tables is timed apart
and reported beside it (``simulate`` does both). Each side answers the first
case once before the timed pass (the parser is built, the JVM is awake).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("AWS_EC2_METADATA_DISABLED", "true")

from builder.expr.simulate import Table, simulate, simulate_on  # noqa: E402
from tests.differential.compare import load_cases  # noqa: E402
from tests.differential.generate import TABLE_NAMES, TABLES, Recorder, ready_client, start_dynamodb_local, written_keys  # noqa: E402


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description="simulate vs DynamoDB Local")
    ap.add_argument("--endpoint")
    ap.add_argument("--cases", type=int, default=500)
    args = ap.parse_args(argv)
    cases = load_cases()[: args.cases]

    # each side handles the first case once, untimed, before the timed pass: the
    # simulator builds its expression parser (once per process), DynamoDB Local's
    # JVM answers its first request (the later ones are all timed, parse included)
    first = cases[0]
    simulate(first["table"], first["before"], first["operation"], first["request"])
    t0 = time.perf_counter()
    tables = [Table(c["table"], c["before"]) for c in cases]  # the tables filled, as DynamoDB Local's are
    fill = (time.perf_counter() - t0) / len(cases)
    t0 = time.perf_counter()
    for table, c in zip(tables, cases, strict=True):
        simulate_on(table, c["operation"], c["request"])
    sim = (time.perf_counter() - t0) / len(cases)

    from botocore.exceptions import ClientError

    from tests.strategies import send

    proc, endpoint = (None, args.endpoint) if args.endpoint else start_dynamodb_local()
    try:
        client = ready_client(endpoint)
        rec = Recorder(client)
        name = TABLE_NAMES["SS"] if first["table"] == TABLES["SS"] else TABLE_NAMES["SN"]
        rec.reset(name, first["table"], first["before"])
        try:
            send(client, first["operation"], first["request"])
        except ClientError:
            pass
        else:
            rec.leftover[name].extend(written_keys(first["operation"], first["request"], first["table"]))
        spent = 0.0
        for c in cases:
            name = TABLE_NAMES["SS"] if c["table"] == TABLES["SS"] else TABLE_NAMES["SN"]
            rec.reset(name, c["table"], c["before"])
            t0 = time.perf_counter()
            try:
                send(client, c["operation"], c["request"])
                ok = True
            except ClientError:
                ok = False
            spent += time.perf_counter() - t0
            if ok:
                rec.leftover[name].extend(written_keys(c["operation"], c["request"], c["table"]))
        local = spent / len(cases)
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=10)
    result = {
        "cases": len(cases),
        "simulate_ms": sim * 1000,
        "fill_ms": fill * 1000,
        "dynamodb_local_ms": local * 1000,
        "ratio": local / sim,
        "ratio_with_fill": local / (sim + fill),
    }
    print(
        f"{len(cases)} corpus cases: simulate {sim * 1000:.3f} ms/request (+ {fill * 1000:.3f} filling the table), "
        f"DynamoDB Local {local * 1000:.3f} ms/request -> the simulator is {local / sim:.1f}x faster"
    )
    return result


if __name__ == "__main__":
    import json

    result = main()
    print(json.dumps(result))  # the last line: what bench/run.py reads
