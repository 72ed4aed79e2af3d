"""The API's small promises: fields it does not know are refused, a PATCH must change something,
and static files carry the same protective headers as pages."""

from __future__ import annotations

import urllib.request
from typing import Any

import pytest

from config.api import api
from config.middleware import RETRY_AFTER_S
from config.security_headers import CONTENT_SECURITY_POLICY
from rentals import api as rentals_api
from rentals.search.service import MissingVectors
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


@pytest.mark.usefixtures("chat_db")
def test_a_memory_patch_with_a_null_beside_a_change_is_answered_not_a_500() -> None:
    response = BrowserClient().patch(
        "/api/memories/0123456789abcdef01234567",
        {"content": None, "importance": 1},
        content_type="application/json",
    )
    assert response.status_code == 404


def test_the_schema_lists_the_answers_every_operation_can_give() -> None:
    schema = api.get_openapi_schema()
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            expected = {"422", "503"}
            if method != "get":
                expected |= {"403", "410"}
            if "requestBody" in operation:
                expected |= {"400", "413", "415"}
            assert expected <= set(operation["responses"]), (method, path)
            for status in ("429", "503"):
                if status in operation["responses"]:
                    headers = operation["responses"][status]["headers"]
                    assert headers["Retry-After"]["required"], (method, path, status)
    chat = schema["paths"]["/api/chat"]["post"]["responses"]
    assert {"404", "429", "503"} <= set(chat)


@pytest.mark.usefixtures("chat_db")
def test_every_503_of_the_api_says_when_to_try_again(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing_vectors(*args: Any, **kwargs: Any) -> None:
        raise MissingVectors("No listing has vectors yet.")

    monkeypatch.setattr(rentals_api, "search_rentals", missing_vectors)
    response = BrowserClient().get("/api/search?q=loft")

    assert response.status_code == 503
    assert response["Retry-After"] == str(RETRY_AFTER_S)
