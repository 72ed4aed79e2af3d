"""Bad input is a clear 4xx, never a server error: text that is not valid Unicode, numbers past
what the database can compare, and static paths that climb out of the static directories."""

from __future__ import annotations

import http.client
import json
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.test import Client

from tests.browser_clients import AsyncBrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async

HUGE = 2**64  # past MongoDB's 64-bit integers
LONE = "hi \ud800"  # a high surrogate with no low one after it


def post_chat(raw_body: str) -> Any:
    client = AsyncBrowserClient()
    return run_async(client.post("/api/chat", raw_body, content_type="application/json"))


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"message": LONE}, "message"),
        ({"message": "hi", "context": {"filters": {"location": LONE}}}, "context.filters.location"),
        ({"message": "hi", "context": {"filters": {LONE: 1}}}, "context.filters.hi ?"),
        (
            {"message": "hi", "context": {"filters": {"amenities": ["Wifi", LONE]}}},
            "context.filters.amenities.1",
        ),
    ],
)
def test_a_lone_surrogate_in_a_chat_message_or_its_filters_is_a_422(
    body: dict[str, Any], field: str
) -> None:
    response = post_chat(json.dumps(body))  # ensure_ascii: the surrogate goes as "\ud800"

    assert response.status_code == 422
    (problem,) = response.json()["detail"]
    assert problem["field"] == field
    assert "lone surrogate" in problem["message"]


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_valid_surrogate_pair_is_an_ordinary_character() -> None:
    response = post_chat(json.dumps({"message": "a flat in Porto \U0001f600"}))
    assert response.status_code == 200


@pytest.mark.usefixtures("seeded")
@pytest.mark.parametrize(
    ("query", "message"),
    [
        (f"offset={HUGE}", "less than or equal to 10000"),
        (f"min_bedrooms={HUGE}", "min_bedrooms must be at most 50, got 18446744073709551616"),
        (f"min_accommodates={HUGE}", "min_accommodates must be at most 100"),
        (f"min_accommodates=-{HUGE}", "min_accommodates must be at least 1 guest, got -1844"),
        (f"min_bedrooms={10**40}", "got 10000000000000000…"),
    ],
)
def test_numbers_past_64_bits_are_a_422_with_the_limit(query: str, message: str) -> None:
    for path in ("/api/rentals", "/api/search?q=loft&"):
        separator = "" if path.endswith("&") else "?"
        response = Client().get(f"{path}{separator}{query}")
        assert response.status_code == 422, path
        assert message in str(response.json()), path


@pytest.mark.usefixtures("seeded")
def test_the_search_page_answers_huge_numbers_with_a_4xx_or_an_empty_page() -> None:
    assert Client().get(f"/?min_bedrooms={HUGE}").status_code == 422
    assert Client().get(f"/results/?offset={HUGE}").status_code < 500


@pytest.mark.parametrize(
    "path",
    [
        "/static/%2e%2e/config/settings.py",
        "/static/..%2fconfig/settings.py",
        "/static/css/%2e%2e/%2e%2e/%2e%2e/pyproject.toml",
        "/static/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    ],
)
def test_a_static_path_out_of_the_static_directories_is_a_404(live_app: str, path: str) -> None:
    # http.client sends the path exactly as written, as an attacker's client would.
    connection = http.client.HTTPConnection(urlsplit(live_app).netloc, timeout=10)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        body = response.read()
    finally:
        connection.close()
    assert response.status == 404
    assert b"SECRET_KEY" not in body and b"root:" not in body


def test_static_files_are_still_served(live_app: str) -> None:
    connection = http.client.HTTPConnection(urlsplit(live_app).netloc, timeout=10)
    try:
        connection.request("GET", "/static/css/app.css")
        assert connection.getresponse().status == 200
    finally:
        connection.close()
