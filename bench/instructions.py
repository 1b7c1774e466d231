"""The core's like render against boto3's share, and a simulated request, in
machine instructions.

Wall-clock timing on a shared machine swings by half from run to run; the
number of instructions a piece of code executes does not. Each side runs in a
process of its own under valgrind (``cachegrind``, no cache simulation,
``PYTHONHASHSEED=0``), ``N`` calls after one warm-up call, and a process that
makes no call is subtracted: what is left is the calls' own instructions. The
ratio is reported beside the timed one (docs/benchmarks.md); it counts work,
not the cache misses and branches that make an instruction cost more or less.

The simulator's count has no baseline beside it (DynamoDB Local runs in a JVM
of its own): it is there to compare one run with another, which its timed ratio
cannot do as well (DynamoDB Local's own time swings from run to run).

    .venv/bin/python bench/instructions.py           # the three runs, then the ratio
    .venv/bin/python bench/instructions.py --side ours 300   # one side (valgrind runs this)
    .venv/bin/python bench/instructions.py --side simulator 200   # the first 200 corpus cases
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CALLS = 300


def _side(which: str, calls: int) -> None:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    if which.startswith("simulator"):
        _simulator_side(which == "simulator", calls)
        return
    import run as bench  # the cases live there

    fn = {"ours": lambda: bench.render(bench.LIKE), "boto3": bench.boto3_like, "none": lambda: None}[which]
    bench.render(bench.LIKE)  # warm both (the parser, reserved words, boto3's imports) on every side
    bench.boto3_like()
    for _ in range(calls):
        fn()


def _simulator_side(run: bool, cases: int) -> None:
    """The first ``cases`` corpus cases, each on a table filled before (as
    ``bench/simulate.py`` times them); ``run`` False: everything but the requests."""
    import simulate as bench  # bench/simulate.py: the corpus and its tables

    chosen = bench.load_cases()[:cases]
    bench.ready(chosen)  # as the timed pass is
    tables = bench.filled(chosen)
    if run:
        for table, case in zip(tables, chosen, strict=True):
            bench.simulate_on(table, case["operation"], case["request"])


def _instructions(which: str, calls: int) -> int:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    out = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--side",
            which,
            str(calls),
        ],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stderr
    m = re.search(r"I\s+refs:\s+([\d,]+)", out)
    if m is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{out[-2000:]}")
    return int(m.group(1).replace(",", ""))


def run(calls: int = CALLS) -> dict | None:
    """Instructions per like render and per boto3 share, and their ratio; None
    when valgrind is not installed (``make bench`` installs it)."""
    if shutil.which("valgrind") is None:
        return None
    base = _instructions("none", calls)
    ours = (_instructions("ours", calls) - base) / calls
    boto3 = (_instructions("boto3", calls) - base) / calls
    return {"ours": ours, "boto3": boto3, "ratio": ours / boto3, "calls": calls}


def simulator(cases: int = 200) -> dict | None:
    """Instructions per simulated request over the first ``cases`` corpus cases
    (less a process that fills the same tables and sends nothing); None when
    valgrind is not installed."""
    if shutil.which("valgrind") is None:
        return None
    base = _instructions("simulator-none", cases)
    return {"per_request": (_instructions("simulator", cases) - base) / cases, "cases": cases}


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--side":
        _side(sys.argv[2], int(sys.argv[3]))
    else:
        r = run()
        print(r if r is not None else "valgrind is not installed")
