"""The like recipe, run from the browser against DynamoDB Local, end to end:
/recipes/ -> the like recipe -> Run -> "written"; Run again -> the
cancellation on action 1, and the post's likeTally stays 1."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from builder import run as runner
from tests.conftest import REPO_ROOT, missing_component
from tests.run_support import point_at_local

pytestmark = pytest.mark.browser

POST_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}
RESULT_TIMEOUT_MS = 15_000
AXE = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"


def serious_axe_violations(page: Page) -> list:
    if not AXE.exists():
        missing_component(f"{AXE} not found (run npm ci)")
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))  # the CSP blocks a <script> tag, not this
    violations = page.evaluate("axe.run(document).then(r => r.violations)")
    return [
        {"id": v["id"], "help": v["help"], "targets": [n["target"] for n in v["nodes"][:5]]}
        for v in violations
        if v["impact"] in ("serious", "critical")
    ]


@pytest.fixture
def run_on_local(settings, monkeypatch, dynamodb_local):
    """Running on, for anyone, against the fixture's DynamoDB Local (as make run does)."""
    runner.reset_clients()
    yield point_at_local(settings, monkeypatch, dynamodb_local, anonymous=True)
    runner.reset_clients()


@pytest.fixture
def social(run_on_local, ddb_client):
    """The demo table the recipes name (Social), fresh, made by the same code as `make run`."""
    try:
        ddb_client.delete_table(TableName=runner.DEMO_TABLE)
    except ddb_client.exceptions.ResourceNotFoundException:
        pass
    runner.ensure_demo(runner.RunConfig.from_settings())
    yield runner.DEMO_TABLE
    ddb_client.delete_table(TableName=runner.DEMO_TABLE)


def test_like_recipe_runs_end_to_end(page: Page, live_server, social, ddb_client) -> None:
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))

    page.goto(live_server.url + "/recipes/")
    page.get_by_role("link", name="Like a post (reference count)", exact=True).click()
    expect(page.locator("#output-status")).to_contain_text("TransactWriteItems request is valid")
    run = page.get_by_role("button", name="Run", exact=True)
    expect(page.locator("#run-note")).to_contain_text("Writes are never retried automatically")

    run.click()
    result = page.locator("#run-result")
    expect(result.locator(".outcome")).to_have_text("written", timeout=RESULT_TIMEOUT_MS)
    likes = ddb_client.get_item(TableName=social, Key=POST_KEY, ConsistentRead=True)["Item"]["likeTally"]
    assert likes == {"N": "1"}

    expect(run).to_be_enabled()
    run.click()
    expect(result.locator(".outcome")).to_have_text("transaction cancelled", timeout=RESULT_TIMEOUT_MS)
    expect(result).to_contain_text("action 1 — Put LIKE#USER#7c20: ConditionalCheckFailed")
    likes = ddb_client.get_item(TableName=social, Key=POST_KEY, ConsistentRead=True)["Item"]["likeTally"]
    assert likes == {"N": "1"}
    assert errors == [], errors


def test_a_transaction_run_shows_each_item_before_and_after(page: Page, live_server, social) -> None:
    page.goto(live_server.url + "/?recipe=like")
    expect(page.locator("#output-status")).to_contain_text("TransactWriteItems request is valid")
    page.get_by_role("button", name="Run", exact=True).click()
    result = page.locator("#run-result")
    expect(result.locator(".outcome")).to_have_text("written", timeout=RESULT_TIMEOUT_MS)
    expect(result).to_contain_text("Each item before and after")
    changes = result.locator(".run-change")
    expect(changes).to_have_count(2)
    expect(changes.nth(0)).to_contain_text('Action 1 · Put · Social: PK = "POST#a91f", SK = "LIKE#USER#7c20"')
    expect(changes.nth(1)).to_contain_text('Action 2 · Update · Social: PK = "POST#a91f", SK = "META"')
    child, parent = result.locator(".run-change + .run-before-after").all()
    expect(child.locator(".run-read").nth(0)).to_contain_text("No item with this key.")  # a new like
    expect(child.locator(".run-read").nth(1)).to_contain_text("likedAt")
    tally_after = parent.locator(".run-read").nth(1).locator("tr", has_text="likeTally")
    expect(tally_after).to_contain_text("1")
    assert serious_axe_violations(page) == []


def test_results_and_tables_pages_are_accessible(page: Page, live_server, social) -> None:
    page.goto(live_server.url + "/?recipe=exact_counter")
    run = page.get_by_role("button", name="Run", exact=True)
    run.click()
    result = page.locator("#run-result")
    expect(result.locator(".outcome")).to_have_text("written", timeout=RESULT_TIMEOUT_MS)
    expect(result).to_contain_text("not atomic with the write")
    assert serious_axe_violations(page) == []
    run.click()
    expect(result.locator(".outcome")).to_have_text("condition failed", timeout=RESULT_TIMEOUT_MS)
    assert serious_axe_violations(page) == []
    for path in (
        "/tables/",
        f"/tables/?q={social[2:9]}",
        "/tables/?after=x",
        f"/tables/{social}/",
        f"/tables/{social}/?pk=%00",
    ):
        page.goto(live_server.url + path)
        assert serious_axe_violations(page) == [], path
    page.get_by_role("link", name=f"Query on {social}").click()
    expect(page.get_by_label("Partition key", exact=True)).to_have_value("PK")
    expect(page.get_by_label("Table", exact=True)).to_have_value(social)
