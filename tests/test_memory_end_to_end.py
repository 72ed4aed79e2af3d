"""The whole story through the real HTTP endpoints, offline: a visitor mentions their dog and
budget, comes back the next day in the same browser, asks for "something in Porto" and gets
pet-friendly places within budget with a reply that says why; the memory panel shows those
memories, and forgetting them changes the next search."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from django.test import AsyncClient

from infra.mongo import get_database
from rentals.search.service import get_rental
from tests.browser_clients import AsyncBrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

FIRST_VISIT = "Hi! We travel with our dog and our budget is about 150 a night"
NEXT_DAY = "something in Porto"


async def chat(client: AsyncClient, message: str) -> dict[str, Any]:
    response = await client.post(
        "/api/chat", json.dumps({"message": message}), content_type="application/json"
    )
    assert response.status_code == 200, response.content
    return json.loads(response.content)


def a_day_passes(conversation_id: str) -> None:
    """Move the first conversation a day back, as if the visitor came back the next day."""
    conversations = get_database()["conversations"]
    conversation = conversations.find_one({"_id": conversation_id})
    assert conversation is not None
    day = timedelta(days=1)
    messages = [message | {"at": message["at"] - day} for message in conversation["messages"]]
    conversations.update_one(
        {"_id": conversation_id},
        {
            "$set": {
                "messages": messages,
                "created_at": conversation["created_at"] - day,
                "updated_at": conversation["updated_at"] - day,
                "last_activity": conversation["last_activity"] - day,
            }
        },
    )


def test_remembered_dog_and_budget_shape_the_next_days_search_until_forgotten() -> None:
    async def story() -> dict[str, Any]:
        browser = AsyncBrowserClient()
        first = await chat(browser, FIRST_VISIT)
        a_day_passes(first["conversation_id"])
        next_day = await chat(browser, NEXT_DAY)
        panel = (await browser.get("/memory/")).content.decode()
        memories = json.loads((await browser.get("/api/memories")).content)
        for memory in memories:
            forgotten = await browser.post(f"/memory/{memory['id']}/forget")
            assert forgotten.status_code == 302
        after_forgetting = await chat(browser, NEXT_DAY)
        panel_after = (await browser.get("/memory/")).content.decode()
        return {
            "first": first,
            "next_day": next_day,
            "panel": panel,
            "memories": memories,
            "after_forgetting": after_forgetting,
            "panel_after": panel_after,
        }

    story_ = run_async(story())
    first, next_day = story_["first"], story_["next_day"]

    # The first visit: the facts are noted, and the reply says so.
    assert (
        "I'll remember that for next time: travels with a dog; budget is about 150 per "
        in (first["reply"])
    )
    assert sorted(call["name"] for call in first["tool_calls"]) == ["remember", "remember"]

    # The next day, a new conversation in the same browser: pet-friendly, within budget, and why.
    assert next_day["conversation_id"] != first["conversation_id"]
    assert next_day["search"]["filters"] == {
        "location": "Porto",
        "amenities": ["Pets allowed"],
        "max_price": 150,
    }
    assert next_day["reply"].startswith(
        "Since you travel with your dog, I kept to pet-friendly places. Since your budget is "
        "about 150 a night, I kept to places up to 150 EUR."
    )
    assert next_day["search"]["total"] >= 1
    for rental_id in next_day["search"]["rental_ids"]:
        listing = get_rental(rental_id)
        assert listing is not None
        assert "Pets allowed" in listing["amenities"]
        assert listing["price"] <= 150
        assert listing["address"]["market"] == "Porto"

    # The panel shows those memories, from the first conversation, used once.
    assert sorted(memory["content"] for memory in story_["memories"]) == [
        "Budget is about 150 per night.",
        "Travels with a dog.",
    ]
    panel = story_["panel"]
    assert "Travels with a dog." in panel and "Budget is about 150 per night." in panel
    assert f"/?conversation={first['conversation_id']}" in panel
    assert panel.count("used 1 time, last") == 2

    # Forgotten, they no longer shape the search.
    after = story_["after_forgetting"]
    assert after["search"]["filters"] == {"location": "Porto"}
    assert after["search"]["total"] > next_day["search"]["total"]
    assert "Since you" not in after["reply"]
    assert "Nothing yet." in story_["panel_after"]
