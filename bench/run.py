"""`make bench`: speed as ratios against a baseline measured in the same run.

Core rendering is compared with boto3's own ConditionExpressionBuilder (plus
TypeSerializer for item values) doing the equivalent work. Results go to
docs/benchmarks.md; no test depends on them.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import timeit
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "builder.settings")

from boto3.dynamodb.conditions import Attr, ConditionExpressionBuilder  # noqa: E402
from boto3.dynamodb.types import TypeSerializer  # noqa: E402

from builder.expr import render  # noqa: E402
from builder.expr.recipes import get_recipe  # noqa: E402

SERIALIZER = TypeSerializer()


def best_of(fn, repeat=5, min_time=0.2) -> float:
    """Seconds per call: the best of `repeat` runs of an auto-sized loop."""
    timer = timeit.Timer(fn)
    number, _ = timer.autorange()
    number = max(1, int(number * min_time / 0.2))
    return min(timer.repeat(repeat=repeat, number=number)) / number


# --- the cases -----------------------------------------------------------------
LIKE = get_recipe("like").state


def boto3_like():
    builder = ConditionExpressionBuilder()
    cond = builder.build_expression(Attr("SK").not_exists())
    item = {
        k: SERIALIZER.serialize(v)
        for k, v in {"PK": "POST#a91f", "SK": "LIKE#USER#7c20", "likedAt": 1750636800}.items()
    }
    key = {k: SERIALIZER.serialize(v) for k, v in {"PK": "POST#a91f", "SK": "META"}.items()}
    return cond, item, key, SERIALIZER.serialize(1)


def transaction_state(n: int) -> dict:
    actions = []
    for i in range(n):
        actions.append(
            {
                "type": "Update",
                "table": "Social",
                "key": {"PK": {"type": "S", "value": f"POST#{i}"}, "SK": {"type": "S", "value": "META"}},
                "update": [{"action": "ADD", "path": "likeTally", "value": {"type": "N", "value": "1"}}],
                "condition": {"op": "attribute_exists", "path": "PK"},
            }
        )
    return {"version": 1, "operation": "TransactWriteItems", "actions": actions}


TX100 = transaction_state(100)


def boto3_tx100():
    out = []
    for i in range(100):
        builder = ConditionExpressionBuilder()
        cond = builder.build_expression(Attr("PK").exists())
        key = {k: SERIALIZER.serialize(v) for k, v in {"PK": f"POST#{i}", "SK": "META"}.items()}
        out.append((cond, key, SERIALIZER.serialize(1)))
    return out


IN_VALUES = [f"v{i}" for i in range(100)]
IN100 = {
    "version": 1,
    "operation": "Scan",
    "table": "Social",
    "filter": {"op": "in", "operand": {"path": "status"}, "values": [{"type": "S", "value": v} for v in IN_VALUES]},
}


def boto3_in100():
    builder = ConditionExpressionBuilder()
    built = builder.build_expression(Attr("status").is_in(IN_VALUES))
    return built, {k: SERIALIZER.serialize(v) for k, v in built.attribute_value_placeholders.items()}


CORE_CASES = [
    ("like transaction (article recipe)", lambda: render(LIKE), boto3_like),
    ("100-action transaction", lambda: render(TX100), boto3_tx100),
    ("100-operand IN condition", lambda: render(IN100), boto3_in100),
]


def run_core() -> list[dict]:
    rows = []
    for name, ours, base in CORE_CASES:
        ours()  # warm caches (reserved words) before timing
        base()
        t_ours = best_of(ours)
        t_base = best_of(base)
        rows.append({"case": name, "ours_us": t_ours * 1e6, "baseline_us": t_base * 1e6, "ratio": t_ours / t_base})
        print(f"{name:40s} ours {t_ours * 1e6:10.1f} us  boto3 {t_base * 1e6:10.1f} us  ratio {t_ours / t_base:5.2f}")
    return rows


def write_report(core_rows: list[dict], web: dict | None, pages: dict | None = None) -> None:
    lines = [
        "# Benchmarks",
        "",
        "Written by `make bench`. Ratios compare this project with a baseline measured in the",
        "same run on the same machine; absolute times are shown for context only and vary",
        "between machines. A ratio below 1 means faster than the baseline.",
        "",
        f"Last run: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, Python {platform.python_version()}, {platform.machine()}.",
        "",
        "## Core: rendering a builder state to request JSON",
        "",
        "Ours: the whole path from a state document to request parameters (validate, build",
        "nodes, allocate placeholders, serialize). Baseline: boto3's `ConditionExpressionBuilder`",
        "building the equivalent condition(s), plus `TypeSerializer` for the item, key and",
        "values (boto3 cannot build update expressions, so its share is smaller work).",
        "",
        "| case | ours (µs) | boto3 (µs) | ratio ours / boto3 |",
        "|---|---:|---:|---:|",
    ]
    for r in core_rows:
        lines.append(f"| {r['case']} | {r['ours_us']:.1f} | {r['baseline_us']:.1f} | {r['ratio']:.2f} |")
    lines.append("")
    if pages:
        from bench import pages as pages_bench

        lines += pages_bench.report_lines(pages)
    if web:
        lines += [
            "## Web: the live preview under gunicorn",
            "",
            "gunicorn with 2 workers (`DEBUG=false`, the real middleware, CSRF included) serving",
            "a hello-world view, Django's 404 page and `POST /preview` with the like recipe's form",
            "(what the page sends on every pause in typing). Load from `wrk -t2 -c32` on the same",
            "machine, one after the other; a failed response or socket error fails the run (the",
            "404 page's own status aside).",
            "",
            "| endpoint | requests/s |",
            "|---|---:|",
            f"| hello-world view | {web['hello_rps']:.0f} |",
            f"| Django's 404 page (baseline) | {web['not_found_rps']:.0f} |",
            f"| `POST /preview` (like recipe) | {web['preview_rps']:.0f} |",
            f"| **ratio preview / 404 page** | **{web['ratio_404']:.2f}** |",
            f"| ratio preview / hello | {web['ratio']:.2f} |",
            "",
            "## Web: builder page weight",
            "",
            "Everything the builder page with the like recipe loads (HTML, CSS, htmx, the page's",
            "own script, icon). No web fonts, no framework besides htmx.",
            "",
            "| file | bytes |",
            "|---|---:|",
        ]
        for name, size in web["files"].items():
            lines.append(f"| `{name}` | {size} |")
        lines += [
            f"| **total** | **{web['total_bytes']}** |",
            f"| total, gzip-compressed | {web['total_gzip_bytes']} |",
            "",
        ]
    out = ROOT / "docs" / "benchmarks.md"
    out.write_text("\n".join(lines), encoding="utf-8")
    (ROOT / "var").mkdir(exist_ok=True)
    (ROOT / "var" / "bench.json").write_text(json.dumps({"core": core_rows, "web": web}, indent=2))
    print(f"wrote {out.relative_to(ROOT)}")


def main() -> int:
    core = run_core()
    from bench import pages, web

    write_report(core, web.run(), pages.run())
    from bench import snippets

    snippets.append_report(snippets.run())  # 100,000 snippets: lists and search
    append_simulator_report()
    return 0


def append_simulator_report() -> None:
    """The offline simulator on the recorded corpus vs. DynamoDB Local, same requests."""
    from bench import simulate

    r = simulate.main(["--cases", "500"])
    out = ROOT / "docs" / "benchmarks.md"
    text = out.read_text(encoding="utf-8").rstrip("\n")
    text += "\n\n" + "\n".join(
        [
            "## Simulator: the recorded corpus, simulated vs. sent to DynamoDB Local",
            "",
            f"The first {r['cases']} cases of `tests/differential/corpus.jsonl`, each request timed",
            "alone on both sides (the table reset before each, outside the timing).",
            "",
            "| | ms per request |",
            "|---|---:|",
            f"| DynamoDB Local (baseline) | {r['dynamodb_local_ms']:.3f} |",
            f"| `builder.expr.simulate` | {r['simulate_ms']:.3f} |",
            f"| **ratio DynamoDB Local / simulator** | **{r['ratio']:.1f}× faster** |",
            "",
        ]
    )
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
