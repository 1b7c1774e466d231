"""A POST over DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MB): 413 and a message that names the
limit and says what to do (builder.middleware.RequestTooBigMiddleware), not Django's
bare 400, which htmx does not swap: the builder page just stopped updating. The
browser side (the message shown beside the form): tests/browser/test_failed_requests.py."""

from urllib.parse import urlencode

import pytest
from django.test import Client

from builder import forms as bf
from builder.expr.recipes import get_recipe

HX = {"HX-Request": "true"}
FORM = "application/x-www-form-urlencoded"


def form(**extra) -> dict:
    data = bf.state_to_data(get_recipe("like").state)
    data.update(extra)
    return data


def oversize(settings) -> dict:
    """The builder's form with one value past the limit (as a paste can fill it)."""
    return form(**{"key-0-v-value": "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1000)})


@pytest.mark.parametrize("path", ["/preview", "/", "/try", "/code?format=python"])
def test_an_oversize_htmx_post_gets_413_and_a_message(client, settings, path):
    r = client.post(path, urlencode(oversize(settings)), content_type=FORM, headers=HX)
    assert r.status_code == 413
    assert r["Content-Type"] == "text/plain; charset=utf-8"
    assert r.content.decode() == (
        "This form is over the 2.5 MB the server takes in one request. "
        "Remove or shorten the largest values, names or paths, then try again."
    )
    assert "default-src 'self'" in r["Content-Security-Policy"]


def test_the_message_names_the_size_and_the_limit(client, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
    data = form(**{"key-0-v-value": "x" * (3 * 1024 * 1024)})
    text = client.post("/preview", urlencode(data), content_type=FORM, headers=HX).content.decode()
    assert text.startswith("This form is 3 MB, over the 1 MB the server takes in one request.")


def test_an_oversize_multipart_post_too(client, settings):
    r = client.post("/preview", oversize(settings), headers=HX)  # the test client's default: multipart
    assert r.status_code == 413
    assert "the server takes in one request" in r.content.decode()


def test_without_htmx_a_page_says_it(client, settings):
    r = client.post("/", urlencode(oversize(settings)), content_type=FORM)
    assert r.status_code == 413
    page = r.content.decode()
    assert "<h1>Too large for the server</h1>" in page
    assert "over the 2.5 MB the server takes in one request" in page


def test_a_normal_post_still_works(client):
    r = client.post("/preview", form(), headers=HX)
    assert r.status_code == 200
    assert "request is valid" in r.content.decode()


def test_csrf_is_still_enforced(settings):
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/preview", form(), headers=HX).status_code == 403
    assert strict.post("/", form()).status_code == 403
    token = strict.get("/").cookies["csrftoken"].value
    assert strict.post("/preview", form(), headers={**HX, "X-CSRFToken": token}).status_code == 200
    # an oversize post is refused before it is read, token or not: nothing is done with it
    r = strict.post("/preview", urlencode(oversize(settings)), content_type=FORM, headers=HX)
    assert r.status_code == 413


@pytest.mark.parametrize("path", ["/api/check", "/api/simulate"])
def test_the_api_answers_its_own_413_in_json(client, settings, path):
    body = '{"TableName": "' + "x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 10) + '"}'
    r = client.post(path, body, content_type="application/json")
    assert r.status_code == 413
    assert "the body is over 1000000 bytes" in r.content.decode()
