"""POST /run and the tables pages without DynamoDB Local: who may run, and what
a broken endpoint looks like (local sockets stand in for it).

"No request leaves the server" is checked two ways at once: the endpoint is a
local socket that counts every connection, and builder.run's client factory is
spied on, so a refused run that built a client or connected anywhere fails.
"""

from __future__ import annotations

import time

import pytest
from django.contrib.auth.models import Permission, User
from django.test import Client

from builder import run as runner
from tests.run_support import (
    DUMMY_ENV,
    CountingSocket,
    FakeDynamoDB,
    closed_port,
    form_data,
    outcome,
    recipe_state,
    text_of,
)

CONNECT_TIMEOUT = 1.0
READ_TIMEOUT = 1.0
# A run makes at most one failing call before it gives up; allow generously for a
# loaded machine. This bounds behaviour (no retries, no piling up of timeouts).
MARGIN = 2.5
HX = {"HX-Request": "true"}


@pytest.fixture
def clients_spy(monkeypatch):
    """Count boto3 clients builder.run creates (a fresh cache for every test)."""
    runner.reset_clients()
    made: list = []
    real = runner._create_client

    def spy(config):
        made.append(config)
        return real(config)

    monkeypatch.setattr(runner, "_create_client", spy)
    yield made
    runner.reset_clients()


@pytest.fixture
def run_settings(settings, monkeypatch, clients_spy):
    for k, v in DUMMY_ENV.items():
        monkeypatch.setenv(k, v)
    settings.DYNAMODB_RUN_ENABLED = True
    settings.DYNAMODB_RUN_ANONYMOUS = False
    settings.DYNAMODB_REGION = "us-east-1"
    settings.DYNAMODB_CONNECT_TIMEOUT = CONNECT_TIMEOUT
    settings.DYNAMODB_READ_TIMEOUT = READ_TIMEOUT
    return settings


@pytest.fixture
def counting():
    sock = CountingSocket()
    yield sock
    sock.close()


@pytest.fixture
def fake_ddb():
    fake = FakeDynamoDB()
    yield fake
    fake.close()


@pytest.fixture
def staff(db):
    user = User.objects.create_user("ops", password="x", is_staff=True)
    c = Client()
    c.force_login(user)
    return c


@pytest.fixture
def plain_user(db):
    return User.objects.create_user("reader", password="x")


def like_data(table: str = "Social") -> dict:
    return form_data(recipe_state("like", table))


def post_run(client, data, htmx=True):
    return client.post("/run", data, headers=HX if htmx else {})


# ---------------------------------------------------------------- who may run
def test_run_permission_exists_after_migrate(db):
    perm = Permission.objects.get(codename="run_requests")
    assert perm.content_type.app_label == "builder"
    user = User.objects.create_user("granted")
    assert not user.has_perm("builder.run_requests")
    user.user_permissions.add(perm)
    assert User.objects.get(pk=user.pk).has_perm("builder.run_requests")


def _refused_everywhere(c, counting, clients_spy, expect_text):
    for htmx, status in ((True, 200), (False, 403)):
        r = post_run(c, like_data(), htmx=htmx)
        assert r.status_code == status
        body = r.content.decode()
        assert expect_text in text_of(body)
        assert "not allowed" in outcome(body)
    r = c.get("/tables/")
    assert r.status_code == 403 and expect_text in text_of(r.content.decode())
    r = c.get("/tables/Social/")
    assert r.status_code == 403 and expect_text in text_of(r.content.decode())
    assert counting.connections == 0, "a refused run reached the endpoint"
    assert clients_spy == [], "a refused run built a boto3 client"


def test_disabled_sends_nothing(run_settings, counting, clients_spy, staff):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    run_settings.DYNAMODB_RUN_ENABLED = False
    _refused_everywhere(staff, counting, clients_spy, "Running requests is switched off on this server")
    assert "Run</button>" not in staff.get("/?recipe=like").content.decode()


def test_anonymous_sends_nothing(run_settings, counting, clients_spy, db):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    _refused_everywhere(Client(), counting, clients_spy, "Only signed-in staff")
    assert "Run</button>" not in Client().get("/?recipe=like").content.decode()


def test_user_without_permission_sends_nothing(run_settings, counting, clients_spy, plain_user):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    c = Client()
    c.force_login(plain_user)
    _refused_everywhere(c, counting, clients_spy, "Your account may not run requests")
    page = c.get("/?recipe=like").content.decode()
    assert "Run</button>" not in page and 'id="run-result"' not in page


def test_csrf_is_required(run_settings, counting, clients_spy, db):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    run_settings.DYNAMODB_RUN_ANONYMOUS = True
    c = Client(enforce_csrf_checks=True)
    r = post_run(c, like_data())
    assert r.status_code == 403
    assert counting.connections == 0 and clients_spy == []


def test_run_is_post_only(run_settings, db):
    assert Client().get("/run").status_code == 405


def test_an_invalid_request_is_not_sent(run_settings, counting, clients_spy, staff):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    data = like_data()
    data["act-1-key-0-value"] = ""  # an empty key value: the core refuses it
    r = post_run(staff, data)
    assert r.status_code == 200
    assert "Not sent: the request has 1 problem to fix first" in text_of(r.content.decode())
    assert counting.connections == 0 and clients_spy == []


@pytest.mark.parametrize("who", ["staff", "permission", "anonymous allowed"])
def test_those_allowed_may_run(run_settings, fake_ddb, who, db):
    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url
    c = Client()
    if who == "staff":
        c.force_login(User.objects.create_user("s", is_staff=True))
    elif who == "permission":
        user = User.objects.create_user("p")
        user.user_permissions.add(Permission.objects.get(codename="run_requests"))
        c.force_login(user)
    else:
        run_settings.DYNAMODB_RUN_ANONYMOUS = True
    page = c.get("/?recipe=like").content.decode()
    assert 'formaction="/run"' in page and 'hx-post="/run"' in page and 'hx-target="#run-result"' in page
    assert "Writes are never retried automatically" in text_of(page)
    assert "ClientRequestToken" in text_of(page)
    state = recipe_state("exact_counter", "Social")
    state.update(operation="GetItem", options={})
    del state["update"], state["condition"]
    r = post_run(c, form_data(state))
    assert r.status_code == 200
    assert outcome(r.content.decode()) == "read", text_of(r.content.decode())
    assert "No item has this key." in text_of(r.content.decode())
    assert fake_ddb.calls == {"DescribeTable": 1, "GetItem": 1}


# ---------------------------------------------------------------- a broken endpoint
def test_endpoint_down(run_settings, staff):
    run_settings.DYNAMODB_ENDPOINT_URL = f"http://127.0.0.1:{closed_port()}"
    started = time.monotonic()
    r = post_run(staff, like_data())
    elapsed = time.monotonic() - started
    assert r.status_code == 200
    body = r.content.decode()
    assert outcome(body) == "unreachable"
    assert "Could not connect to http://127.0.0.1:" in text_of(body)
    assert "nothing was sent" in text_of(body)
    assert elapsed < CONNECT_TIMEOUT + READ_TIMEOUT + MARGIN
    # and without JavaScript: the whole builder page, still not an error status
    r = post_run(staff, like_data(), htmx=False)
    assert r.status_code == 200 and 'id="builder-form"' in r.content.decode()
    assert outcome(r.content.decode()) == "unreachable"


def test_endpoint_timing_out(run_settings, counting, staff):
    """An endpoint that accepts the connection and never answers."""
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    started = time.monotonic()
    r = post_run(staff, like_data())
    elapsed = time.monotonic() - started
    body = text_of(r.content.decode())
    assert r.status_code == 200
    assert outcome(r.content.decode()) == "timed out"
    assert f"did not answer DescribeTable Social within {READ_TIMEOUT:g} s, so the request itself was not sent" in body
    assert elapsed < CONNECT_TIMEOUT + READ_TIMEOUT + MARGIN
    assert counting.connections == 1, "the timed-out call was retried"


def test_tables_pages_with_endpoint_down(run_settings, staff):
    run_settings.DYNAMODB_ENDPOINT_URL = f"http://127.0.0.1:{closed_port()}"
    r = staff.get("/tables/")
    assert r.status_code == 502
    assert "Could not list the tables" in text_of(r.content.decode())
    r = staff.get("/tables/Social/")
    assert r.status_code == 502
    assert "Could not describe Social" in text_of(r.content.decode())


def test_a_write_that_times_out_is_sent_once_and_reported_as_uncertain(run_settings, fake_ddb, staff):
    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url
    started = time.monotonic()
    r = post_run(staff, form_data(recipe_state("exact_counter", "Social")))
    elapsed = time.monotonic() - started
    body = text_of(r.content.decode())
    assert outcome(r.content.decode()) == "timed out"
    assert "may or may not have been applied" in body
    assert "It was not retried" in body
    assert fake_ddb.calls["UpdateItem"] == 1
    assert fake_ddb.calls["DescribeTable"] == 1 and fake_ddb.calls["GetItem"] == 1  # the read before
    assert elapsed < CONNECT_TIMEOUT + READ_TIMEOUT + MARGIN


def test_a_transaction_that_times_out_suggests_client_request_token(run_settings, fake_ddb, staff):
    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url
    r = post_run(staff, like_data())
    body = text_of(r.content.decode())
    assert outcome(r.content.decode()) == "timed out"
    assert "resend the transaction with the same ClientRequestToken" in body
    assert fake_ddb.calls["TransactWriteItems"] == 1


def test_no_credentials(run_settings, counting, staff, monkeypatch, tmp_path):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "none"))
    monkeypatch.setenv("AWS_CONFIG_FILE", str(tmp_path / "none"))
    r = post_run(staff, like_data())
    assert outcome(r.content.decode()) == "no credentials"
    assert "no usable AWS credentials" in text_of(r.content.decode())
    assert counting.connections == 0


def test_credentials_never_reach_the_page(run_settings, fake_ddb, staff, monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDSECRETLOOKING1234")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "very-secret-key-material")
    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url.replace("http://", "http://user:pw@")
    for r in (post_run(staff, like_data()), post_run(staff, like_data(), htmx=False), staff.get("/?recipe=like")):
        page = r.content.decode()
        assert "AKIDSECRETLOOKING1234" not in page and "very-secret-key-material" not in page
        assert "user:pw" not in page


# ---------------------------------------------------------------- a whole state (snippet pages)
def test_a_posted_state_runs(run_settings, fake_ddb, staff):
    import json

    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url
    state = {
        "version": 1,
        "operation": "GetItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}},
    }
    r = staff.post("/run", {"state": json.dumps(state)}, headers=HX)
    assert outcome(r.content.decode()) == "read"
    assert fake_ddb.calls == {"DescribeTable": 1, "GetItem": 1}
    # without JavaScript: the builder page, filled in with that state, and the result
    page = staff.post("/run", {"state": json.dumps(state)}).content.decode()
    assert 'name="key-1-value"' in page and "META" in page and outcome(page) == "read"


@pytest.mark.parametrize("bad", ["{not json", "[]", '{"version": 99}'])
def test_a_broken_posted_state_is_not_sent(run_settings, counting, clients_spy, staff, bad):
    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    r = staff.post("/run", {"state": bad}, headers=HX)
    assert r.status_code == 200
    assert "Not sent: the posted state is not a builder state." in text_of(r.content.decode())
    assert counting.connections == 0 and clients_spy == []


def test_refusal_offers_sign_in_when_there_is_a_login_page(run_settings, counting, db):
    from django.urls import NoReverseMatch, reverse

    run_settings.DYNAMODB_ENDPOINT_URL = counting.url
    body = post_run(Client(), like_data()).content.decode()
    try:
        login = reverse("login")
    except NoReverseMatch:
        assert "Sign in" not in body
    else:
        assert f'<a href="{login}?next=/">Sign in</a>' in body


def test_a_server_bug_after_sending_is_not_a_500(run_settings, fake_ddb, staff, monkeypatch):
    """Should showing the answer fail, the page still says the write may have been applied."""
    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url
    fake_ddb.hang = ()  # the fake answers the write with {}

    def broken(*args, **kwargs):
        raise RuntimeError("bug")

    monkeypatch.setattr(runner, "consumed_lines", broken)
    r = post_run(staff, form_data(recipe_state("exact_counter", "Social")))
    assert r.status_code == 200
    body = text_of(r.content.decode())
    assert outcome(r.content.decode()) == "error"
    assert "The request had been sent, so it may have been applied." in body
    assert fake_ddb.calls["UpdateItem"] == 1


def test_snippet_page_has_a_run_button_that_runs_the_snippet(run_settings, fake_ddb, db):
    """Issue 5: Run on snippet pages too — the button posts the snippet's state."""
    import html as htmllib
    import json
    import re

    from tests.snippets.helpers import make_snippet

    run_settings.DYNAMODB_ENDPOINT_URL = fake_ddb.url
    owner = User.objects.create_user("owner", password="x", is_staff=True)
    state = {
        "version": 1,
        "operation": "GetItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "POST#a91f"}, "SK": {"type": "S", "value": "META"}},
    }
    snippet = make_snippet(owner, title="Read the post", state=state)
    c = Client()
    c.force_login(owner)
    page = c.get(f"/snippets/{snippet.pk}/").content.decode()
    m = re.search(r'<input type="hidden" name="state" value="([^"]*)">', page)
    assert m, "no Run form on the snippet page"
    assert json.loads(htmllib.unescape(m.group(1))) == snippet.state
    r = c.post("/run", {"state": htmllib.unescape(m.group(1))}, headers=HX)
    assert outcome(r.content.decode()) == "read"
    assert fake_ddb.calls == {"DescribeTable": 1, "GetItem": 1}

    # running switched off: no button
    run_settings.DYNAMODB_RUN_ENABLED = False
    page = c.get(f"/snippets/{snippet.pk}/").content.decode()
    assert 'name="state"' not in page
