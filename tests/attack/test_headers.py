"""Security headers on static files as on pages, the HTTPS switch, and HEAD
wherever GET works (every named URL, found by walking the resolver)."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from tests.attack.routes import named_routes, url_of

SECURITY_HEADERS = (
    "Content-Security-Policy",
    "X-Frame-Options",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Cross-Origin-Opener-Policy",
)
STATIC = "/static/css/app.css"


def https_on(settings) -> None:
    """What HTTPS=true sets (builder/settings.py)."""
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_HSTS_SECONDS = 31_536_000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = True


def test_static_files_carry_the_pages_security_headers(db):
    client = Client()
    page, static = client.get("/"), client.get(STATIC)
    assert static.status_code == 200 and page.status_code == 200
    for name in SECURITY_HEADERS:
        assert static.get(name) is not None, name
        assert static[name] == page[name], name
    assert "default-src 'self'" in static["Content-Security-Policy"]
    assert static["X-Frame-Options"] == "DENY"


def test_with_https_static_files_get_hsts_and_the_redirect_too(db, settings):
    https_on(settings)
    client = Client()
    for url in ("/", STATIC):
        plain = client.get(url)
        assert plain.status_code == 301 and plain["Location"] == f"https://testserver{url}", url
        secure = client.get(url, secure=True)
        assert secure.status_code == 200, url
        assert secure["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains", url
        for name in SECURITY_HEADERS:
            assert secure.get(name), (url, name)


def test_no_script_can_read_the_csrf_cookie(db):
    """htmx sends the page's token (base.html's hx-headers) and forms their field:
    nothing needs to read the cookie from a script, so none may."""
    r = Client().get("/accounts/login/")
    assert r.cookies["csrftoken"]["httponly"] is True
    assert 'hx-headers=\'{"X-CSRFToken": "' in Client().get("/").content.decode()


def test_with_https_cookies_are_secure(db, settings):
    https_on(settings)
    client = Client()
    r = client.get("/accounts/login/", secure=True)
    assert r.cookies["csrftoken"]["secure"] is True


def test_the_forwarded_proto_header_counts_only_when_trusted(db, settings):
    https_on(settings)
    client = Client()
    assert client.get("/", headers={"X-Forwarded-Proto": "https"}).status_code == 301  # not trusted: redirected
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    assert Client().get("/", headers={"X-Forwarded-Proto": "https"}).status_code == 200


@pytest.mark.parametrize("who", ["anonymous", "alice"])
def test_head_works_wherever_get_does(cast, who):
    client = Client()
    if who == "alice":
        client.force_login(cast.alice)
    checked = 0
    for name in sorted(named_routes()):
        url = url_of(name, cast)
        get = client.get(url)
        if get.status_code == 405:
            continue  # not a GET URL (POST only)
        head = client.head(url)
        assert head.status_code == get.status_code, (name, url, get.status_code, head.status_code)
        assert (b"".join(head.streaming_content) if head.streaming else head.content) == b"", (
            name
        )  # (an export streams)
        checked += 1
    assert checked >= 15


def test_head_of_a_page_keeps_its_headers(db):
    client = Client()
    get, head = client.get("/recipes/"), client.head("/recipes/")
    assert head.status_code == 200 and head.content == b""
    assert int(head["Content-Length"]) == len(get.content)
    for name in SECURITY_HEADERS:
        assert head[name] == get[name]


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/accounts/login/", "/snippets/save", "/teams/"])
def test_a_refused_csrf_token_gets_the_sites_page_without_inline_code(url):
    """Django's own CSRF failure page carries an inline <style> (the CSP refuses
    it: the page showed unstyled); the site's 403_csrf.html has none."""
    r = Client(enforce_csrf_checks=True).post(url, {"username": "x", "password": "y"})
    html = r.content.decode()
    assert r.status_code == 403
    assert "Content-Security-Policy" in r and "This form could not be checked" in html
    assert "<style" not in html and " style=" not in html
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", html) == []
