"""Server time of the pages people open, in one process, against Django's own
404 page measured in the same run (issue 13's measures).

Every request goes through the whole stack with production settings
(``DEBUG=false``, every middleware, CSRF): the Django test client, best of
several runs. Times are shown for context; the ratios are what to compare.
A ratio is throughput relative to the 404 page: 1.0 means as fast as it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bench.settings")
os.environ.setdefault("SECRET_KEY", "bench-only")

from tests.strategies import delete_transaction  # noqa: E402  (the largest transaction in one link)


def best_ms(fn, repeat: int = 5, min_seconds: float = 0.3) -> float:
    """CPU milliseconds per call (this process's, steadier than the wall clock on a shared
    machine), best of ``repeat`` loops of at least ``min_seconds`` each."""
    fn()  # warm caches (templates, reserved words) before timing
    best = float("inf")
    for _ in range(repeat):
        n = 0
        start = time.process_time()
        while True:
            fn()
            n += 1
            elapsed = time.process_time() - start
            if elapsed >= min_seconds or n >= 1000:
                break
        best = min(best, elapsed / n)
    return best * 1000


def paired_ms(base, fn, repeat: int = 5, min_seconds: float = 0.3) -> tuple[float, float]:
    """(best ms of ``base``, best ms of ``fn``), their loops taken in turn: a shared
    machine's load changes over a run, and a ratio of two loops run side by side
    holds where one of loops run minutes apart does not."""
    best_base = best_fn = float("inf")
    for _ in range(repeat):
        best_base = min(best_base, best_ms(base, repeat=1, min_seconds=min_seconds))
        best_fn = min(best_fn, best_ms(fn, repeat=1, min_seconds=min_seconds))
    return best_base, best_fn


def transaction_state(actions: int, rows: int = 5) -> dict:
    """A TransactWriteItems of ``actions`` Update actions with ``rows`` SET rows each."""
    return {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {
                "type": "Update",
                "table": "Social",
                "key": {"PK": {"type": "S", "value": f"POST#{i}"}, "SK": {"type": "S", "value": "META"}},
                "update": [
                    {"action": "SET", "path": f"field{r}", "value": {"type": "S", "value": f"v{i}-{r}"}}
                    for r in range(rows)
                ],
                "condition": {"op": "attribute_exists", "path": "PK"},
            }
            for i in range(actions)
        ],
    }


def run() -> dict:
    import django

    django.setup()
    from django.conf import settings
    from django.core.cache import caches
    from django.core.management import call_command
    from django.test import Client

    from builder.expr.recipes import get_recipe
    from builder.forms import state_to_data
    from builder.links import count_parts, encode_state

    call_command("collectstatic", "--noinput", verbosity=0)  # DEBUG=false serves the manifest's names
    client = Client(HTTP_HOST="localhost")
    page_cache = caches[settings.BUILDER_PAGE_CACHE_ALIAS]

    def get(url: str, status: int = 200, cached: bool = True):
        def call():
            if not cached:
                page_cache.clear()
            r = client.get(url)
            assert r.status_code == status, (url, r.status_code)
            assert b"holds more than the builder accepts" not in r.content, url

        return call

    # the body htmx sends: application/x-www-form-urlencoded
    like_form = urlencode(state_to_data(get_recipe("like").state))

    def preview():
        r = client.post(
            "/preview", like_form, content_type="application/x-www-form-urlencoded", headers={"HX-Request": "true"}
        )
        assert r.status_code == 200 and b"request is valid" in r.content, r.content[:300]

    not_found = get("/no-such-page/", 404)
    base = best_ms(not_found)
    rows = [{"case": "Django's 404 page (baseline)", "ms": base, "ratio": 1.0}]
    cache_on = settings.BUILDER_PAGE_CACHE
    for name, fn in [
        ("`GET /?recipe=like` (the builder page from a docs link), rendered", get("/?recipe=like", cached=False)),
        ("`GET /?recipe=like`, from the page cache", get("/?recipe=like")),
        ("`POST /preview` with the like form (htmx)", preview),
    ]:
        if "cache" in name and not cache_on:
            continue
        beside, ms = paired_ms(not_found, fn)  # the 404 page measured again, in turn with this request
        base = min(base, beside)
        rows.append({"case": name, "ms": ms, "ratio": beside / ms, "baseline_ms": beside})
        print(f"{name:70s} {ms:8.2f} ms  ratio {beside / ms:5.2f} (404 page beside it: {beside:.2f} ms)")
    rows[0]["ms"] = base

    sizes = []
    cases = [(f"{n} Delete actions", delete_transaction(n)) for n in (10, 25, 50, 100)]
    cases.append(("25 Update actions × 5 SET rows and a condition", transaction_state(25)))
    for label, state in cases:
        url = "/?" + urlencode({"s": encode_state(state)})
        parts = count_parts(state)
        ms = best_ms(get(url, cached=False), repeat=3, min_seconds=0.2)
        hit = best_ms(get(url), repeat=3, min_seconds=0.2) if cache_on else None
        if cache_on:  # kept? a page over BUILDER_PAGE_CACHE_MAX_BYTES is rendered each time
            page_cache.clear()
            get(url)()
            hit = (
                hit if len(getattr(page_cache, "_cache", (1,))) else None
            )  # (local memory's own dict; else as measured)
        sizes.append({"case": label, "parts": parts, "ms": ms, "cached_ms": hit, "ms_per_part": ms / parts})
        print(f"{label:50s} {parts:4d} parts: {ms:8.1f} ms rendered, {hit or 0:6.1f} ms cached")
    return {"pages": rows, "baseline_ms": base, "link_sizes": sizes}


def report_lines(r: dict) -> list[str]:
    lines = [
        "## Web: server time of the pages people open (in process)",
        "",
        "Django's test client with production settings (`DEBUG=false`, every middleware,",
        "the page cache on), CPU time of the process, best of 5. Ratio = throughput relative to",
        "Django's own 404 page, measured in turn with each request (five loops of each, alternating,",
        "so a change in the machine's load during the run weighs on both; the 404 row shows the",
        'best of all of them; 1.0 = as fast as it). "Rendered" empties the page cache',
        "before each request (the first visitor of a link); the preview posts the form",
        "URL-encoded, as htmx does.",
        "",
        "| request | ms | the 404 page beside it (ms) | ratio to the 404 page |",
        "|---|---:|---:|---:|",
    ]
    lines += [
        f"| {p['case']} | {p['ms']:.2f} | {p.get('baseline_ms', p['ms']):.2f} | {p['ratio']:.2f} |" for p in r["pages"]
    ]
    lines += [
        "",
        "Transactions opened from a `?s=` link (a link holds at most 400 parts: values, rows,",
        "conditions; 100 Delete actions with a one-attribute key is DynamoDB's largest",
        "transaction in one link). Time should grow linearly with the parts (constant per part).",
        "",
        "| link | parts | ms rendered | ms per part | ms from the page cache |",
        "|---|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {s['case']} | {s['parts']} | {s['ms']:.1f} | {s['ms_per_part']:.3f} | "
        + (f"{s['cached_ms']:.1f}" if s["cached_ms"] is not None else "not kept (over `BUILDER_PAGE_CACHE_MAX_BYTES`)")
        + " |"
        for s in r["link_sizes"]
    ]
    return [*lines, ""]


if __name__ == "__main__":
    print("\n".join(report_lines(run())))
