"""Cross-site writes to the JSON API are refused: a visitor's cookie alone never authorises a
change, the CSRF token must come back in ``X-CSRFToken`` from this site, and a body must be JSON
(a form on another site can post ``text/plain`` without asking the browser first)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import AsyncClient

from infra.mongo import get_database
from memory.memories import MemoryCandidate, remember
from tests.browser_clients import AsyncBrowserClient, BrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async, visitor

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

SUPERHOSTS = json.dumps({"message": "we only book superhosts"})
JSON = "application/json"
DOG = MemoryCandidate(kind="preference", key="pets", content="Travels with a dog.", importance=7)


def forging_browser() -> tuple[AsyncClient, str]:
    """A visitor's browser, posting from a page that cannot read the CSRF token (another site)."""
    browser = AsyncClient(enforce_csrf_checks=True)
    response = run_async(browser.get("/api/conversations"))
    return browser, response.asgi_request.visitor_id


def stored(collection: str, visitor_id: str) -> int:
    return get_database()[collection].count_documents({"visitor_id": visitor_id})


def chat(
    client: AsyncClient, body: str, content_type: str = "application/json", **headers: str
) -> Any:
    return run_async(client.post("/api/chat", body, content_type=content_type, headers=headers))


def test_a_chat_message_without_the_token_is_refused_and_nothing_is_written() -> None:
    browser, visitor_id = forging_browser()

    response = chat(browser, SUPERHOSTS)

    assert response.status_code == 403
    assert "X-CSRFToken" in response.json()["detail"]
    assert stored("conversations", visitor_id) == 0
    assert stored("memories", visitor_id) == 0


def test_a_wrong_token_is_refused() -> None:
    browser, _ = forging_browser()
    run_async(browser.get("/api/csrf"))

    response = chat(browser, SUPERHOSTS, **{"X-CSRFToken": "x" * 32})

    assert response.status_code == 403


def test_the_token_from_api_csrf_lets_the_visitor_write() -> None:
    browser, visitor_id = forging_browser()
    token = run_async(browser.get("/api/csrf")).json()["csrf_token"]

    response = chat(browser, SUPERHOSTS, **{"X-CSRFToken": token})

    assert response.status_code == 200
    assert stored("conversations", visitor_id) == 1


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("delete", "/api/me"),
        ("delete", "/api/memories"),
        ("post", "/api/saved/101"),
        ("delete", "/api/saved/101"),
        ("post", "/api/conversations/0123456789abcdef01234567/consolidate"),
    ],
)
def test_every_unsafe_method_needs_the_token(method: str, path: str) -> None:
    browser, _ = forging_browser()
    assert run_async(getattr(browser, method)(path)).status_code == 403


def test_a_foreign_origin_cannot_delete_the_visitor_even_with_the_token() -> None:
    browser = BrowserClient()
    visitor_id = visitor(browser)
    remember(visitor_id, DOG)

    response = browser.delete("/api/me", headers={"Origin": "http://127.0.0.1:9999"})

    assert response.status_code == 403
    assert stored("memories", visitor_id) == 1
    assert browser.delete("/api/me", headers={"Origin": "http://testserver"}).status_code == 200
    assert stored("memories", visitor_id) == 0


def test_a_client_without_a_visitor_cookie_needs_no_token() -> None:
    # Nothing to forge: the request acts for a visitor created for it, like `curl` without a jar.
    response = chat(AsyncClient(enforce_csrf_checks=True), SUPERHOSTS)
    assert response.status_code == 200


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded"])
def test_a_body_that_is_not_json_is_a_415(content_type: str) -> None:
    browser = AsyncBrowserClient()
    visitor_id = run_async(browser.get("/api/conversations")).asgi_request.visitor_id

    response = chat(browser, SUPERHOSTS, content_type=content_type)

    assert response.status_code == 415
    assert "application/json" in response.json()["detail"]
    assert stored("conversations", visitor_id) == 0


def test_a_text_plain_body_is_refused_without_a_cookie_too() -> None:
    assert chat(AsyncClient(), SUPERHOSTS, content_type="text/plain").status_code == 415


def test_a_memory_correction_must_be_json() -> None:
    browser = BrowserClient()
    memory = remember(visitor(browser), DOG).memory
    response = browser.patch(
        f"/api/memories/{memory.id}", json.dumps({"importance": 9}), content_type="text/plain"
    )
    assert response.status_code == 415
