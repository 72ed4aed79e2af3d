"""Visitor identity: the signed cookie, the visitors document and "New visitor"."""

from __future__ import annotations

import logging
from http.cookies import Morsel

import pytest
from asgiref.sync import iscoroutinefunction
from django.conf import settings
from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.test import Client, RequestFactory
from pymongo.errors import ServerSelectionTimeoutError

from memory import identity
from memory.conversations import new_conversation_id
from memory.identity import TouchSchedule, VisitorMiddleware
from memory.visitors import get_visitor, increment_counters, touch_visitor
from tests.memory_helpers import run_async, store_turn, visitor

YEAR_S = 365 * 24 * 60 * 60


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    """A fresh touch schedule on a clock the test moves."""
    fake = FakeClock()
    monkeypatch.setattr(identity, "touch_schedule", TouchSchedule(300, clock=fake))
    return fake


def visitor_cookie(response: HttpResponse) -> Morsel[str]:
    return response.cookies[settings.VISITOR_COOKIE_NAME]


def test_a_first_visit_gets_a_signed_httponly_lax_cookie(
    empty_database: str, client: Client
) -> None:
    response = client.get("/saved/")

    cookie = visitor_cookie(response)
    visitor_id = response.wsgi_request.visitor_id
    assert len(visitor_id) == 22
    assert cookie.value != visitor_id and cookie.value.startswith(visitor_id + ":")
    assert cookie["httponly"] is True
    assert cookie["samesite"] == "Lax"
    assert cookie["max-age"] == YEAR_S
    assert cookie["path"] == "/"
    assert not cookie["secure"]
    assert "Cookie" in response["Vary"]


def test_the_cookie_is_secure_over_https(empty_database: str, client: Client) -> None:
    response = client.get("/saved/", secure=True)

    assert visitor_cookie(response)["secure"] is True


def test_a_returning_visitor_keeps_their_id(empty_database: str, client: Client) -> None:
    first = visitor(client)

    again = client.get("/api/conversations").wsgi_request.visitor_id

    assert again == first


@pytest.mark.parametrize(
    "forged",
    [
        "someone-elses-id-12345",  # an unsigned id
        "AAAAAAAAAAAAAAAAAAAAAA:1uXYZ0:forgedsignatureforgedsignatureforge",
    ],
)
def test_a_tampered_cookie_gets_a_new_id(empty_database: str, client: Client, forged: str) -> None:
    client.cookies[settings.VISITOR_COOKIE_NAME] = forged

    response = client.get("/saved/")

    visitor_id = response.wsgi_request.visitor_id
    assert visitor_id not in forged
    assert visitor_cookie(response).value.startswith(visitor_id + ":")


def test_an_id_signed_for_another_purpose_is_not_accepted(
    empty_database: str, client: Client
) -> None:
    # Signed with the project key but not the visitor cookie's salt (e.g. copied from another
    # signed value of the site).
    name = settings.VISITOR_COOKIE_NAME
    client.cookies[name] = signing.get_cookie_signer(salt=name).sign("B" * 22)

    response = client.get("/saved/")

    assert response.wsgi_request.visitor_id != "B" * 22


def test_the_visitor_document_is_written_when_the_visitor_returns(
    empty_database: str, client: Client, clock: FakeClock
) -> None:
    visitor_id = visitor(client)
    # Clients that never send the cookie back (probes, crawlers) cost no writes.
    assert get_visitor(visitor_id) is None

    client.get("/saved/")

    document = get_visitor(visitor_id)
    assert document is not None
    assert document.first_seen == document.last_seen


def test_last_seen_is_written_at_most_once_per_interval(
    empty_database: str, client: Client, clock: FakeClock
) -> None:
    visitor_id = visitor(client)
    client.get("/saved/")
    first = get_visitor(visitor_id)

    clock.now += 299
    response = client.get("/saved/")
    assert get_visitor(visitor_id) == first
    assert settings.VISITOR_COOKIE_NAME not in response.cookies

    clock.now += 2
    response = client.get("/saved/")
    later = get_visitor(visitor_id)
    assert later is not None and first is not None
    assert later.last_seen > first.last_seen
    assert later.first_seen == first.first_seen
    # A touch also renews the cookie, so a regular visitor keeps their identity.
    assert visitor_cookie(response).value.startswith(visitor_id + ":")


def test_static_files_get_no_cookie(empty_database: str, client: Client) -> None:
    response = client.get("/static/css/app.css")

    assert settings.VISITOR_COOKIE_NAME not in response.cookies


def test_a_database_hiccup_while_touching_does_not_break_the_page(
    empty_database: str,
    client: Client,
    clock: FakeClock,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    visitor(client)

    def unreachable(visitor_id: str) -> None:
        raise ServerSelectionTimeoutError("no server")

    monkeypatch.setattr(identity, "touch_visitor", unreachable)
    with caplog.at_level(logging.WARNING, logger="memory.identity"):
        response = client.get("/saved/")

    assert response.status_code == 200
    assert "Could not record a visit" in caplog.text


def test_touch_and_counters_keep_first_seen(empty_database: str) -> None:
    touch_visitor("v" * 22)
    first = get_visitor("v" * 22)

    increment_counters("v" * 22, search=2, save=1)
    increment_counters("v" * 22, search=1)

    after = get_visitor("v" * 22)
    assert after is not None and first is not None
    assert after.first_seen == first.first_seen
    assert after.last_seen >= first.last_seen
    assert after.counters == {"search": 3, "save": 1}


def test_new_visitor_starts_a_fresh_identity(empty_database: str, client: Client) -> None:
    old_id = visitor(client)
    store_turn(old_id, new_conversation_id(), "Flats in Porto")

    response = client.post("/visitor/new")

    assert response.status_code == 302
    assert response["Location"] == "/"
    new_id = response.wsgi_request.visitor_id
    assert new_id != old_id
    assert visitor_cookie(response).value.startswith(new_id + ":")
    assert client.get("/api/conversations").json() == []
    assert client.get("/api/conversations").wsgi_request.visitor_id == new_id


def test_new_visitor_from_htmx_redirects_the_page(empty_database: str, client: Client) -> None:
    old_id = visitor(client)

    response = client.post("/visitor/new", headers={"HX-Request": "true"})

    assert response["HX-Redirect"] == "/"
    assert response.wsgi_request.visitor_id != old_id


def test_new_visitor_needs_a_post(empty_database: str, client: Client) -> None:
    assert client.get("/visitor/new").status_code == 405


def test_the_middleware_runs_on_the_async_path(empty_database: str, clock: FakeClock) -> None:
    seen: list[str] = []

    async def view(request: HttpRequest) -> HttpResponse:
        seen.append(request.visitor_id)
        return HttpResponse("ok")

    middleware = VisitorMiddleware(view)
    assert iscoroutinefunction(middleware)

    first = run_async(middleware(RequestFactory().get("/")))
    cookie = visitor_cookie(first)
    returning = RequestFactory().get("/")
    returning.COOKIES[settings.VISITOR_COOKIE_NAME] = cookie.value
    run_async(middleware(returning))

    assert seen[0] == seen[1]
    assert get_visitor(seen[0]) is not None


def test_the_middleware_runs_on_the_sync_path(empty_database: str) -> None:
    middleware = VisitorMiddleware(lambda request: HttpResponse("ok"))

    assert not iscoroutinefunction(middleware)
    assert settings.VISITOR_COOKIE_NAME in middleware(RequestFactory().get("/")).cookies
