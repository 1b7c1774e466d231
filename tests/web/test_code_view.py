"""Code on demand (issue 13): the page and the live preview emit the code of the
tab on show only; ``POST /code?format=`` answers another tab's panel, and
without JavaScript a "Show the … code" button asks for the page with it."""

from __future__ import annotations

import html as htmllib
import json
import re

import pytest
from django.test import Client

from builder import forms as bf
from builder.expr import render
from builder.expr.emit import FORMATS, emit
from builder.expr.recipes import all_recipes, get_recipe
from builder.web import page

HX = {"HX-Request": "true"}
KEYS = [fmt for fmt, _, _ in FORMATS]
LABELS = {fmt: label for fmt, label, _ in FORMATS}
LIKE = get_recipe("like").state


def like_data(**extra) -> dict:
    data = bf.state_to_data(LIKE)
    data.update(extra)
    return data


def code_of(html: str, fmt: str) -> str | None:
    """The code shown in the panel of ``fmt``, unescaped (None if not rendered)."""
    m = re.search(r'<code id="code-%s"[^>]*>(.*?)</code>' % re.escape(fmt), html, re.S)
    return htmllib.unescape(m.group(1)) if m else None


def lazy_panels(html: str) -> list[str]:
    return re.findall(r'<section class="panel" id="panel-[^"]+"[^>]*data-lazy="([^"]+)"', html)


def test_the_page_from_a_link_emits_no_code_tab():
    html = Client().get("/?recipe=like").content.decode()
    assert 'id="code-json"' in html and "attribute_not_exists(SK)" in html  # JSON and Readable are there
    assert lazy_panels(html) == KEYS
    for fmt in KEYS:
        assert code_of(html, fmt) is None
        # without JavaScript: a button asks for the page with that tab's code
        button = re.search(r'<button type="submit" form="builder-form"[^>]*value="%s">([^<]*)</button>' % fmt, html)
        assert button, fmt
        assert button.group(1) == htmllib.escape(f"Show the {LABELS[fmt]} code")
        assert f'formaction="/#panel-{fmt}"' in button.group(0)
        assert 'name="show"' in button.group(0)


@pytest.mark.parametrize("fmt", KEYS)
def test_code_endpoint_answers_the_emitted_code(client, fmt):
    operation, params = render(LIKE)
    response = client.post(f"/code?format={fmt}", like_data(), headers=HX)
    assert response.status_code == 200
    html = response.content.decode()
    assert code_of(html, fmt) == emit(fmt, operation, params)
    assert f"<h3>{htmllib.escape(LABELS[fmt])}</h3>" in html
    assert "<section" not in html and "HX-Replace-Url" not in response  # the panel's inside only
    for other in KEYS:
        if other != fmt:
            assert code_of(html, other) is None


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_code_endpoint_follows_the_posted_form(client, recipe):
    operation, params = render(recipe.state)
    response = client.post("/code?format=go", bf.state_to_data(recipe.state), headers=HX)
    assert code_of(response.content.decode(), "go") == emit("go", operation, params)


def test_code_endpoint_refuses_what_it_cannot_answer(client):
    assert client.post("/code?format=nope", like_data(), headers=HX).status_code == 400
    assert client.post("/code", like_data(), headers=HX).status_code == 400
    assert client.post("/code?format=json", like_data(), headers=HX).status_code == 400  # no code of its own
    assert client.get("/code?format=go").status_code == 405


def test_code_endpoint_answers_problems_like_the_preview(client):
    data = like_data(op="GetItem")  # the like form read as a GetItem: no key
    response = client.post("/code?format=go", data, headers=HX)
    assert response.status_code == 200
    assert response["HX-Retarget"] == "#output-status" and response["HX-Reswap"] == "outerHTML"
    html = response.content.decode()
    preview = client.post("/preview", data, headers=HX).content.decode()
    assert html == preview
    assert "Out of date" in html and code_of(html, "go") is None


def test_code_endpoint_is_csrf_protected():
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/code?format=go", like_data(), headers=HX).status_code == 403
    token = strict.get("/").cookies["csrftoken"].value
    response = strict.post("/code?format=go", like_data(), headers={**HX, "X-CSRFToken": token})
    assert response.status_code == 200


@pytest.mark.parametrize("fmt", ["java", "partiql"])
def test_preview_emits_the_tab_on_show_only(client, fmt):
    operation, params = render(LIKE)
    html = client.post("/preview", like_data(show=fmt), headers=HX).content.decode()
    assert code_of(html, fmt) == emit(fmt, operation, params)
    assert lazy_panels(html) == [k for k in KEYS if k != fmt]
    assert f'data-selected="tab-{fmt}"' in html


def test_preview_without_a_code_tab_on_show(client):
    for show in ("", "json", "readable", "nope", "../x"):
        html = client.post("/preview", like_data(show=show), headers=HX).content.decode()
        assert lazy_panels(html) == KEYS, show
        assert "data-selected" not in html


def test_show_button_without_javascript_renders_that_code(client):
    operation, params = render(LIKE)
    response = client.post("/", like_data(show="go"))
    html = response.content.decode()
    assert response.status_code == 200
    assert code_of(html, "go") == emit("go", operation, params)
    assert lazy_panels(html) == [k for k in KEYS if k != "go"]
    assert 'data-selected="tab-go"' in html


def test_code_tabs_emit_only_what_is_asked():
    operation, params = render(LIKE)
    tabs = page.code_tabs(operation, params, only="cli")
    assert [t["key"] for t in tabs] == KEYS
    assert {t["key"]: t["code"] for t in tabs if t["code"] is not None} == {"cli": emit("cli", operation, params)}
    assert all(t["code"] is None for t in page.code_tabs(operation, params, only=None))
    assert [t["code"] for t in page.code_tabs(operation, params)] == [emit(k, operation, params) for k in KEYS]


def test_snippet_output_has_the_code_of_the_tab_asked_for_only():
    """A saved snippet's page emits no code tab unless ?show= asks for one; the
    others come from its code URL when they open (GET, snippets.snippet_code)."""
    from django.test import RequestFactory

    ctx = page.output_context(RequestFactory().get("/"), LIKE, "/snippets/1/code")
    assert ctx["code_get_url"] == "/snippets/1/code" and ctx["shown"] is None
    assert [t["code"] for t in ctx["codes"]] == [None] * len(KEYS)
    shown = page.output_context(RequestFactory().get("/", {"show": "go"}), LIKE, "/snippets/1/code")
    params = render(LIKE)[1]
    assert [t["code"] for t in shown["codes"]] == [
        emit(k, "TransactWriteItems", params) if k == "go" else None for k in KEYS
    ]
    junk = page.output_context(RequestFactory().get("/", {"show": "<x>"}), LIKE, "/snippets/1/code")
    assert junk["shown"] is None and not any(t["code"] for t in junk["codes"])


def test_preview_and_code_show_an_expression_as_it_is_sent(client):
    # spaced for reading it is over 4 KB, which DynamoDB refuses; without the spaces it fits, and
    # that is what render sends: the page's JSON and code once showed the spaced text
    one = {"type": "N", "value": "1", "placeholder": "v"}
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Tbl",
        "key": {"PK": {"type": "S", "value": "p"}},
        "update": [{"action": "SET", "path": f"{'a' * 48}{i:02d}", "value": {"plus": [one, one]}} for i in range(68)],
    }
    sent = render(state)[1]["UpdateExpression"]
    assert "00=:v+:v,a" in sent and len(sent) <= 4096  # written tightly (spaces are kept while they fit)
    data = bf.state_to_data(state)
    preview = client.post("/preview", data, headers=HX).content.decode()
    assert json.loads(htmllib.unescape(code_of(preview, "json")))["UpdateExpression"] == sent
    python = client.post("/code?format=cli", data, headers=HX).content.decode()
    assert sent in htmllib.unescape(python)


def test_code_endpoint_reads_an_invalid_form_once(client, count_calls):
    """The preview's answer to an invalid form came from the form read a second
    time (1.2 s for a form of 1 MB of values, where the preview took 0.8 s)."""
    data = like_data(op="GetItem")  # no key: invalid
    validations = count_calls(bf.BuilderForm, "validate")
    response = client.post("/code?format=go", data, headers=HX)
    assert validations[0] == 1
    assert response["HX-Retarget"] == "#output-status"
    assert response.content.decode() == client.post("/preview", data, headers=HX).content.decode()


@pytest.mark.parametrize("url", ["/code?format=go", "/preview", "/"])
def test_an_operation_of_no_form_is_refused_not_read_as_update(client, url):
    # a hand-made POST naming no operation got UpdateItem's code without a word
    data = like_data(op="Nope")
    html = client.post(url, data, headers=HX if url != "/" else {}).content.decode()
    said = htmllib.escape("operation must be one of GetItem, PutItem, UpdateItem, DeleteItem, Query, Scan, ")
    assert said in html and htmllib.escape('got "Nope"') in html
    assert code_of(html, "go") is None and "UpdateExpression" not in html


@pytest.mark.parametrize("url", ["/code?format=go", "/preview", "/"])
def test_a_value_type_of_no_form_is_refused_beside_the_type_not_read_as_a_string(client, url):
    # a hand-made POST typing the tally's value NOPE got the code of the string "1" without a word
    data = like_data(**{"act-1-upd-0-v-type": "NOPE"})
    html = client.post(url, data, headers=HX if url != "/" else {}).content.decode()
    said = htmllib.escape('type must be one of S, N, B, BOOL, NULL, L, M, SS, NS, BS, got "NOPE"')
    assert re.search(r'id="e-act-1-upd-0-v-type"[^>]*>' + re.escape(said), html)
    assert code_of(html, "go") is None and "UpdateExpression" not in html
