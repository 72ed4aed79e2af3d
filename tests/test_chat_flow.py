"""The conversation stays on track, over real HTTP with the offline model and the seeded listings:
never a dead end in a market that has listings, the visitor's request kept as asked."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async
from tests.test_chat_isolation import Visitor
from tests.test_chat_views import data_of, input_value, new_visitor, stream_message

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

IMPOSSIBLE_PORTO = "castle in Porto for 20 people under 10 euros"


def said(visitor: Visitor, message: str, conversation_id: str | None = None) -> dict[str, Any]:
    body = {"conversation_id": conversation_id} if conversation_id else {}
    response = visitor.chat(message, **body)
    assert response.status_code == 200, response.content
    return response.json()


def test_nothing_exact_in_a_market_with_listings_shows_the_closest_matches() -> None:
    visitor = Visitor()
    first = said(visitor, IMPOSSIBLE_PORTO)

    search = first["search"]
    assert search["filters"]["location"] == "Porto"
    assert search["filters"]["min_accommodates"] == 20 and search["filters"]["max_price"] == 10
    assert search["total"] >= 1 and len(search["rental_ids"]) >= 1
    relaxed = {relaxation["filter"] for relaxation in search["relaxed"]}
    assert relaxed and relaxed <= {"min_accommodates", "max_price"}
    assert "closest matches" in first["reply"]
    if "max_price" in relaxed:
        assert "budget widened from 10 EUR to " in first["reply"]
    if "min_accommodates" in relaxed:
        assert "instead of 20+" in first["reply"]

    # The relaxation showed something; the visitor's request is still what they asked for.
    second = said(visitor, "only superhosts", first["conversation_id"])
    assert second["search"]["filters"] == search["filters"] | {"superhost_only": True}
    assert second["search"]["total"] >= 1


def test_an_exact_match_relaxes_nothing() -> None:
    search = said(Visitor(), "2 bedroom flat in Porto under 120")["search"]
    assert search["total"] >= 1 and search["relaxed"] == []
    assert search["sort"] == "relevance"


def test_the_page_shows_the_closest_matches_with_the_relaxed_filters_marked() -> None:
    async def scenario() -> list[Any]:
        client, _ = await new_visitor()
        return await stream_message(client, IMPOSSIBLE_PORTO, filters="")

    swap = data_of(run_async(scenario()), "swap")

    assert swap["total"] >= 1
    assert re.search(r"closest match(es)?</h2>", swap["html"])
    assert 'class="chip chip-relaxed"' in swap["html"]
    # The form keeps the request as asked: the next message builds on it, not on the relaxation.
    assert input_value(swap["html"], "max_price") == "10"
    assert "max_price=10" in swap["url"]
