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


def best_ms(fn, repeat: int = 5, min_seconds: float = 0.3) -> float:
    """Milliseconds per call, best of ``repeat`` loops of at least ``min_seconds`` each."""
    fn()  # warm caches (templates, reserved words) before timing
    best = float("inf")
    for _ in range(repeat):
        n = 0
        start = time.perf_counter()
        while True:
            fn()
            n += 1
            elapsed = time.perf_counter() - start
            if elapsed >= min_seconds or n >= 1000:
                break
        best = min(best, elapsed / n)
    return best * 1000


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
    from django.core.management import call_command
    from django.test import Client

    from builder.expr.recipes import get_recipe
    from builder.forms import state_to_data
    from builder.links import encode_state

    call_command("collectstatic", "--noinput", verbosity=0)  # DEBUG=false serves the manifest's names
    client = Client(HTTP_HOST="localhost")

    def get(url: str, status: int = 200):
        def call():
            r = client.get(url)
            assert r.status_code == status, (url, r.status_code)

        return call

    like_form = state_to_data(get_recipe("like").state)

    def preview():
        r = client.post("/preview", like_form, headers={"HX-Request": "true"})
        assert r.status_code == 200 and b"request is valid" in r.content, r.content[:300]

    base = best_ms(get("/no-such-page/", 404))
    rows = [{"case": "Django's 404 page (baseline)", "ms": base, "ratio": 1.0}]
    for name, fn in [
        ("`GET /?recipe=like` (the builder page from a docs link)", get("/?recipe=like")),
        ("`POST /preview` with the like form (htmx)", preview),
    ]:
        ms = best_ms(fn)
        rows.append({"case": name, "ms": ms, "ratio": base / ms})
        print(f"{name:60s} {ms:8.2f} ms  ratio {base / ms:5.2f}")

    sizes = []
    for actions in (10, 25, 50, 100):
        url = "/?" + urlencode({"s": encode_state(transaction_state(actions))})
        ms = best_ms(get(url), repeat=3, min_seconds=0.2)
        sizes.append({"actions": actions, "ms": ms, "ms_per_action": ms / actions, "url_chars": len(url)})
        print(f"transaction of {actions:3d} actions from a link ({len(url)} chars): {ms:8.1f} ms")
    return {"pages": rows, "baseline_ms": base, "link_sizes": sizes}


def report_lines(r: dict) -> list[str]:
    lines = [
        "## Web: server time of the pages people open (in process)",
        "",
        "Django's test client with production settings (`DEBUG=false`, every middleware),",
        "best of 5. Ratio = throughput relative to Django's own 404 page in the same run",
        "(1.0 = as fast as the 404 page).",
        "",
        "| request | ms | ratio to the 404 page |",
        "|---|---:|---:|",
    ]
    lines += [f"| {p['case']} | {p['ms']:.2f} | {p['ratio']:.2f} |" for p in r["pages"]]
    lines += [
        "",
        "A TransactWriteItems of N Update actions (5 SET rows and a condition each) opened",
        "from a `?s=` link: the time should grow linearly with N (constant per action).",
        "",
        "| actions | link length (chars) | ms | ms per action |",
        "|---:|---:|---:|---:|",
    ]
    lines += [
        f"| {s['actions']} | {s['url_chars']} | {s['ms']:.1f} | {s['ms_per_action']:.2f} |" for s in r["link_sizes"]
    ]
    return [*lines, ""]


if __name__ == "__main__":
    print("\n".join(report_lines(run())))
