"""Cookies behind HTTPS and over time: the CSRF cookie is Secure whenever the request came over
HTTPS (directly or through a proxy named by SECURE_PROXY_SSL_HEADER), and a visitor cookie whose
signature is older than VISITOR_COOKIE_MAX_AGE is refused by the server, not only by the browser."""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.conf import settings
from django.core import signing
from django.test import Client

from config.env import proxy_ssl_header

pytestmark = pytest.mark.usefixtures("empty_database")

HOUR_S = 60 * 60


def csrf_cookie(client: Client, **request: Any) -> Any:
    return client.get("/api/csrf", **request).cookies[settings.CSRF_COOKIE_NAME]


def test_the_csrf_cookie_is_secure_over_https_only() -> None:
    assert csrf_cookie(Client(), secure=True)["secure"] is True
    assert not csrf_cookie(Client())["secure"]


def test_behind_a_proxy_the_forwarded_scheme_makes_both_cookies_secure(settings: Any) -> None:
    settings.SECURE_PROXY_SSL_HEADER = proxy_ssl_header("X-Forwarded-Proto")
    response = Client().get("/api/csrf", headers={"X-Forwarded-Proto": "https"})

    assert response.cookies[settings.CSRF_COOKIE_NAME]["secure"] is True
    assert response.cookies[settings.VISITOR_COOKIE_NAME]["secure"] is True


def test_without_a_proxy_setting_a_client_cannot_claim_https() -> None:
    assert settings.SECURE_PROXY_SSL_HEADER is None
    assert not csrf_cookie(Client(), headers={"X-Forwarded-Proto": "https"})["secure"]


def test_the_proxy_header_setting_names_a_header() -> None:
    assert proxy_ssl_header("X-Forwarded-Proto") == ("HTTP_X_FORWARDED_PROTO", "https")
    assert proxy_ssl_header("") is None


def signed_visitor_cookie(visitor_id: str, age_s: float, monkeypatch: pytest.MonkeyPatch) -> str:
    """The cookie the server would have issued ``age_s`` seconds ago."""
    signed_at = time.time() - age_s
    with monkeypatch.context() as then:
        then.setattr(signing.time, "time", lambda: signed_at)
        salt = settings.VISITOR_COOKIE_NAME + "memory.visitor"
        return signing.get_cookie_signer(salt=salt).sign(visitor_id)


def returning_visitor(cookie: str) -> str:
    client = Client()
    client.cookies[settings.VISITOR_COOKIE_NAME] = cookie
    return str(client.get("/api/conversations").wsgi_request.visitor_id)


def test_a_visitor_cookie_signed_within_the_max_age_keeps_its_id(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.VISITOR_COOKIE_MAX_AGE = 24 * HOUR_S
    visitor_id = "a" * 22
    assert returning_visitor(signed_visitor_cookie(visitor_id, 23 * HOUR_S, monkeypatch)) == (
        visitor_id
    )


def test_a_visitor_cookie_signed_longer_ago_than_the_max_age_gets_a_new_visitor(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.VISITOR_COOKIE_MAX_AGE = 24 * HOUR_S
    visitor_id = "b" * 22
    new_id = returning_visitor(signed_visitor_cookie(visitor_id, 25 * HOUR_S, monkeypatch))
    assert new_id != visitor_id and len(new_id) == 22
