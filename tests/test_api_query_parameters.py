"""Every API endpoint refuses a query parameter it does not declare, one given twice where it
takes one value, and an over-long value: a 422 naming the parameter, before the endpoint acts.
Pages keep ignoring parameters they do not read (a shared link carries utm_source)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.conf import settings

from config.api import api
from config.api_query import MAX_QUERY_VALUE_CHARS
from tests.browser_clients import BrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401

OPERATIONS = [
    (method.upper(), re.sub(r"\{[^}]*\}", "0123456789abcdef01234567", path))
    for path, methods in api.get_openapi_schema()["paths"].items()
    for method in methods
]


def _detail(client: BrowserClient, method: str, url: str) -> list[dict[str, Any]]:
    response = client.generic(method, url, "{}", content_type="application/json")
    assert response.status_code == 422, (method, url, response.status_code)
    assert response["Content-Type"] == "application/json; charset=utf-8"
    return list(response.json()["detail"])


def test_every_operation_of_the_api_is_checked() -> None:
    assert len(OPERATIONS) >= 24
    assert ("DELETE", "/api/me") in OPERATIONS


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(("method", "path"), OPERATIONS)
def test_an_unknown_query_parameter_is_a_422_that_names_it(method: str, path: str) -> None:
    detail = _detail(BrowserClient(), method, f"{path}?visitor_id=someone-else")

    assert [item["field"] for item in detail] == ["visitor_id"]
    assert detail[0]["message"].startswith("Unknown parameter 'visitor_id'")


@pytest.mark.usefixtures("chat_db")
def test_an_unknown_parameter_is_refused_before_the_endpoint_acts() -> None:
    client = BrowserClient()
    client.get("/api/saved")
    visitor = client.cookies[settings.VISITOR_COOKIE_NAME].value

    erased = client.delete("/api/me?confirm=yes")

    assert erased.status_code == 422
    assert settings.VISITOR_COOKIE_NAME not in erased.cookies
    assert client.cookies[settings.VISITOR_COOKIE_NAME].value == visitor


@pytest.mark.usefixtures("chat_db")
@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("/api/rentals?min_prize=50", "Unknown parameter 'min_prize'. Did you mean 'min_price'?"),
        ("/api/conversations?limt=3", "Unknown parameter 'limt'. Did you mean 'limit'?"),
        (
            "/api/memories?q=x",
            "Unknown parameter 'q'. This endpoint takes: history.",
        ),
        (
            "/api/markets?page=2",
            "Unknown parameter 'page': this endpoint takes no query parameters.",
        ),
        ("/api/rentals?limit=5&limit=50", "Give 'limit' once; it was given 2 times."),
        ("/api/memories?history=true&history=false", "Give 'history' once; it was given 2 times."),
        (
            f"/api/search?location={'x' * (MAX_QUERY_VALUE_CHARS + 1)}",
            f"'location' is longer than {MAX_QUERY_VALUE_CHARS:,} characters.",
        ),
        (
            f"/api/rentals?amenities=Wifi&amenities={'x' * (MAX_QUERY_VALUE_CHARS + 1)}",
            f"'amenities' is longer than {MAX_QUERY_VALUE_CHARS:,} characters.",
        ),
    ],
)
def test_the_refusal_says_what_is_wrong_in_words(url: str, message: str) -> None:
    assert [item["message"] for item in _detail(BrowserClient(), "GET", url)] == [message]


@pytest.mark.usefixtures("chat_db")
def test_a_list_parameter_may_be_repeated() -> None:
    response = BrowserClient().get("/api/rentals?amenities=Wifi&amenities=Kitchen&limit=1")

    assert response.status_code == 200
    assert response.json()["filters"]["amenities"] == ["Wifi", "Kitchen"]


@pytest.mark.usefixtures("chat_db")
def test_pages_ignore_parameters_they_do_not_read() -> None:
    assert BrowserClient().get("/?utm_source=newsletter").status_code == 200
