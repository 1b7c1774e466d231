"""Simulator speed: simulate the recorded corpus vs. sending the same requests to
DynamoDB Local (the baseline, measured in the same run).

    .venv/bin/python bench/simulate.py [--endpoint URL] [--cases N] [--rounds R]

Without ``--endpoint`` a DynamoDB Local is started as ``tests/conftest.py`` does.
The table is reset before each request as the corpus generator does; only the
request itself is timed on both sides: DynamoDB Local's table is filled before
the timer starts, and so is the simulator's (a :class:`Table` holding the items,
``simulate_on``); its time includes reading the request with the core, running
it and estimating its capacity. Filling the simulator's tables is timed apart
and reported beside it (``simulate`` does both). Each side answers the first
case once before a timed pass (the parser is built, the JVM is awake).

The two sides take turns, ``--rounds`` passes each, and the best pass of each
counts, so that a change in the machine's load weighs on both; DynamoDB Local's
later passes run on a JVM that has compiled its code (its first pass, the one
runs before issue 13's last stop timed, is reported too). Each simulator
pass runs in a process of its own (``--simulator-pass``): the core keeps the
expressions it has read, and a second pass in one process would find all 500
already read.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("AWS_EC2_METADATA_DISABLED", "true")

from builder.expr import lalr  # noqa: E402
from builder.expr.simulate import Table, simulate, simulate_on  # noqa: E402
from tests.differential.compare import load_cases  # noqa: E402
from tests.differential.generate import TABLE_NAMES, TABLES, Recorder, ready_client, start_dynamodb_local, written_keys  # noqa: E402


def _freeze_the_corpus() -> None:
    """Move what the harness has loaded (the whole corpus, 2,029 cases, 3 MB) out of
    the garbage collector's sight: otherwise a full collection that one
    request's allocations trigger walks the harness's data too, and lands on
    that request (35-50 ms, a tenth of a pass). The simulator's own garbage is
    still collected. Both sides' processes do it."""
    gc.collect()
    gc.freeze()


def ready(cases: list) -> None:
    """Before a pass over ``cases`` in this (fresh) process: the corpus out of
    the collector's sight, the expression grammar compiled, and the first case
    answered once."""
    _freeze_the_corpus()
    lalr.ready()  # the grammar, which the first case may not need (builder.expr.direct)
    first = cases[0]
    simulate(first["table"], first["before"], first["operation"], first["request"])


def filled(cases: list) -> list:
    """Each case's table, filled with its items, as DynamoDB Local's are before a request."""
    return [Table(c["table"], c["before"]) for c in cases]


def simulator_pass(cases: list, stages: dict | None = None) -> dict:
    """One timed pass of the simulator over ``cases``, in this (fresh) process.
    ``stages``: a dict, which receives the seconds spent in each of
    :data:`STAGES` during the timed pass."""
    ready(cases)
    t0 = time.perf_counter()
    tables = filled(cases)
    fill = (time.perf_counter() - t0) / len(cases)
    if stages is not None:
        _time_stages(stages)
    t0 = time.perf_counter()
    for table, c in zip(tables, cases, strict=True):
        simulate_on(table, c["operation"], c["request"])
    return {"simulate": (time.perf_counter() - t0) / len(cases), "fill": fill}


# Where a request's time goes: (label, module, function), each timed where the
# simulator calls it (the outermost call only, so a stage that calls itself
# again, as a transaction's earlier actions do, counts once). The parser is
# timed inside the reader that calls it.
STAGES = (
    (
        "check the parameters before the expressions (builder.expr.validate)",
        "builder.expr.validate",
        "before_expressions",
    ),
    ("read the request into a builder state (builder.expr.reader)", "builder.expr.simulate", "parse_request"),
    ("... of which the expression parser (builder.expr.parse)", "builder.expr.reader", "parse_expression"),
    (
        "load that state, the checks after the expressions and across fields (builder.expr.loader, crosscheck)",
        "builder.expr.validate",
        "after_load",
    ),
    ("run it on the table (evaluate, apply)", "builder.expr.simulate", "_run"),
    ("estimate its capacity (builder.expr.capacity)", "builder.expr.simulate", "estimate"),
)


def stages_pass(cases: list) -> dict:
    """:func:`simulator_pass` with each of :data:`STAGES` timed: ms per request
    in all and in each."""
    spent: dict = {}
    total = simulator_pass(cases, spent)["simulate"]
    return {"total": total * 1000, "stages": {label: t * 1000 / len(cases) for label, t in spent.items()}}


def _time_stages(spent: dict) -> None:
    import importlib

    for label, module_name, name in STAGES:
        module = importlib.import_module(module_name)
        spent[label] = 0.0
        setattr(module, name, _timed(getattr(module, name), label, spent))


def _timed(fn, label: str, spent: dict):
    active = [False]

    def timed(*args, **kwargs):
        if active[0]:
            return fn(*args, **kwargs)
        active[0] = True
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            spent[label] += time.perf_counter() - t0
            active[0] = False

    return timed


def _pass_apart(n: int, kind: str) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--cases", str(n), kind],
        cwd=ROOT,
        check=True,
        stdout=subprocess.PIPE,
        text=True,
    ).stdout
    return json.loads(out.splitlines()[-1])


def _name(case: dict) -> str:
    return TABLE_NAMES["SS"] if case["table"] == TABLES["SS"] else TABLE_NAMES["SN"]


def local_pass(client, rec: Recorder, cases: list) -> float:
    """One timed pass over ``cases`` sent to DynamoDB Local: seconds per request."""
    from botocore.exceptions import ClientError

    from tests.strategies import send

    spent = 0.0
    for c in cases:
        rec.reset(_name(c), c["table"], c["before"])
        t0 = time.perf_counter()
        try:
            send(client, c["operation"], c["request"])
            ok = True
        except ClientError:
            ok = False
        spent += time.perf_counter() - t0
        if ok:
            rec.leftover[_name(c)].extend(written_keys(c["operation"], c["request"], c["table"]))
    return spent / len(cases)


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description="simulate vs DynamoDB Local")
    ap.add_argument("--endpoint")
    ap.add_argument("--cases", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--simulator-pass", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--stages-pass", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    cases = load_cases()[: args.cases]
    if args.simulator_pass:
        return simulator_pass(cases)
    if args.stages_pass:
        return stages_pass(cases)

    _freeze_the_corpus()
    proc, endpoint = (None, args.endpoint) if args.endpoint else start_dynamodb_local()
    try:
        client = ready_client(endpoint)
        rec = Recorder(client)
        local_pass(client, rec, cases[:1])  # the JVM answers its first request untimed
        sim = fill = local = float("inf")
        passes, staged = [], []
        for _ in range(args.rounds):  # in turn, best of each
            passed = _pass_apart(len(cases), "--simulator-pass")
            sim, fill = min(sim, passed["simulate"]), min(fill, passed["fill"])
            staged.append(_pass_apart(len(cases), "--stages-pass"))
            passes.append(local_pass(client, rec, cases))
            local = min(local, passes[-1])
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=10)
    result = {
        "stages": min(staged, key=lambda r: r["total"]),
        "cases": len(cases),
        "rounds": args.rounds,
        "simulate_ms": sim * 1000,
        "fill_ms": fill * 1000,
        "dynamodb_local_ms": local * 1000,
        "dynamodb_local_first_ms": passes[0] * 1000,  # its JVM still compiling: how earlier runs measured it
        "ratio": local / sim,
        "ratio_with_fill": local / (sim + fill),
    }
    print(
        f"{len(cases)} corpus cases, best of {args.rounds} passes each: simulate {sim * 1000:.3f} ms/request "
        f"(+ {fill * 1000:.3f} filling the table), DynamoDB Local {local * 1000:.3f} ms/request "
        f"-> the simulator is {local / sim:.1f}x faster"
    )
    return result


if __name__ == "__main__":
    print(json.dumps(main()))  # the last line: what bench/run.py reads
