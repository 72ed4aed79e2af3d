"""Every request costs a bounded amount of work: lists and texts have documented maxima, and a
body past ``REQUEST_MAX_BYTES`` is a JSON 413 on every API route, answered before it is read."""

from __future__ import annotations

import http.client
import json
import threading
import time
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.test import Client

from rentals.filters import MAX_AMENITIES, MAX_NAME_CHARS, SearchFilters
from tests.browser_clients import AsyncBrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async

# The attack of the finding: 200,000 amenities in the chat's page context, about 1.6 MB.
HUGE_CONTEXT = json.dumps(
    {"message": "hi", "context": {"filters": {"amenities": ["Wifi"] * 200_000}}}
)


def post_chat(body: dict[str, Any]) -> Any:
    client = AsyncBrowserClient()
    return run_async(client.post("/api/chat", body, content_type="application/json"))


@pytest.mark.usefixtures("chat_db", "offline")
def test_more_amenities_than_exist_is_a_422_at_once() -> None:
    amenities = ["Wifi", "Pool"] * 100
    started = time.perf_counter()
    response = post_chat({"message": "hi", "context": {"filters": {"amenities": amenities}}})
    elapsed = time.perf_counter() - started

    assert response.status_code == 422
    (problem,) = response.json()["detail"]
    assert problem["field"] == "context.filters.amenities"
    assert f"at most {MAX_AMENITIES} items" in problem["message"]
    assert elapsed < 1.0


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_name_longer_than_any_is_a_422() -> None:
    response = post_chat({"message": "hi", "context": {"filters": {"location": "x" * 5000}}})
    assert response.status_code == 422
    assert f"at most {MAX_NAME_CHARS} characters" in str(response.json())


def test_every_amenity_at_once_is_still_accepted() -> None:
    from language.vocabulary import AMENITIES

    assert SearchFilters(amenities=list(AMENITIES)).amenities == list(dict.fromkeys(AMENITIES))


def test_validating_the_largest_filters_allowed_is_cheap() -> None:
    # The lookup tables are built once, not once per amenity.
    started = time.perf_counter()
    for _ in range(100):
        SearchFilters(amenities=["wi-fi", "Wireless Internet", "aircon"] * 10)
    assert (time.perf_counter() - started) / 100 < 0.01


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("post", "/api/chat"),
        ("post", "/api/booth/reset"),
        ("post", "/api/saved/10006546"),
        ("patch", "/api/memories/0123456789abcdef01234567"),
        ("post", "/api/memories/forget"),
        ("get", "/api/rentals"),
        ("post", "/chat/send"),
    ],
)
def test_a_3_mb_body_is_a_413_on_every_route(method: str, path: str) -> None:
    body = json.dumps({"message": "x" * 3_000_000})
    response = Client().generic(method.upper(), path, body, content_type="application/json")

    assert response.status_code == 413
    if path.startswith("/api/"):
        assert response["Content-Type"] == "application/json"
        assert "larger than the 65,536 bytes" in response.json()["detail"]


def test_a_chunked_body_without_content_length_is_measured(live_app: str) -> None:
    address = urlsplit(live_app)
    assert address.hostname is not None
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    chunks = (
        json.dumps({"message": "x" * 100_000}).encode()[i : i + 8192]
        for i in range(0, 100_100, 8192)
    )
    connection.request(
        "POST",
        "/api/chat",
        body=chunks,
        headers={"Content-Type": "application/json"},
        encode_chunked=True,
    )
    response = connection.getresponse()

    assert response.status == 413
    assert "larger than" in json.loads(response.read())["detail"]


def test_a_huge_chat_context_is_refused_within_100_ms_over_http_and_delays_no_one(
    live_app: str,
) -> None:
    others: list[float] = []

    def another_visitor() -> None:
        started = time.perf_counter()
        with urllib.request.urlopen(f"{live_app}/api/markets", timeout=10) as response:
            response.read()
        others.append(time.perf_counter() - started)

    request = urllib.request.Request(
        f"{live_app}/api/chat",
        data=HUGE_CONTEXT.encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    visitor = threading.Thread(target=another_visitor)
    started = time.perf_counter()
    visitor.start()
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    elapsed = time.perf_counter() - started
    visitor.join()

    assert refused.value.code == 413
    assert elapsed < 0.1
    assert others and others[0] < 1.0
