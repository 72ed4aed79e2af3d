"""The API's small promises: fields it does not know are refused, a PATCH must change something,
and static files carry the same protective headers as pages."""

from __future__ import annotations

import urllib.request
from typing import Any

import pytest

from config.security_headers import CONTENT_SECURITY_POLICY
from tests.browser_clients import AsyncBrowserClient, BrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    "body",
    [
        {"message": "hi", "visitor_id": "someone else"},
        {"message": "hi", "_id": "x"},
        {"message": "hi", "$set": {"visitor_id": "x"}},
        {"message": "hi", "context": {"viewing": None, "visitor_id": "x"}},
    ],
)
def test_an_unknown_field_in_a_chat_body_is_a_422(body: dict[str, Any]) -> None:
    client = AsyncBrowserClient()
    response = run_async(client.post("/api/chat", body, content_type="application/json"))
    assert response.status_code == 422
    assert "Extra inputs are not permitted" in str(response.json())


@pytest.mark.usefixtures("chat_db")
@pytest.mark.parametrize("body", [{}, {"visitor_id": "x"}, {"content": None}])
def test_a_memory_patch_that_changes_nothing_is_a_422(body: dict[str, Any]) -> None:
    response = BrowserClient().patch(
        "/api/memories/0123456789abcdef01234567", body, content_type="application/json"
    )
    assert response.status_code == 422


@pytest.mark.usefixtures("chat_db")
def test_a_booth_reset_with_an_unknown_field_is_a_422() -> None:
    response = BrowserClient().post(
        "/api/booth/reset", {"pin": "1", "all": True}, content_type="application/json"
    )
    assert response.status_code == 422


def test_static_files_carry_nosniff_and_the_content_security_policy(live_app: str) -> None:
    for path in ("/static/css/app.css", "/static/img/placeholder.svg"):
        with urllib.request.urlopen(live_app + path, timeout=10) as response:
            assert response.headers["X-Content-Type-Options"] == "nosniff", path
            assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY, path
