"""Helpers shared by the memory tests: listings to save, visitors as test clients, async runs."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

from django.test import Client

from infra import mongo
from memory.conversations import Message, begin_turn_async, finish_turn_async, get_conversation
from rentals.repository import upsert_listings

T = TypeVar("T")

# Two visitors whose memories must never mix.
ALICE, BOB = "alice-visitor-id-000001", "bob-visitor-id-00000002"


def add_listing(listing_id: str, name: str = "Sunny flat", market: str = "Porto") -> None:
    """A listing with the fields a card shows, stored through the rentals app."""
    upsert_listings(
        [
            {
                "_id": listing_id,
                "name": name,
                "price": 95.0,
                "currency": "EUR",
                "price_usd": 103.0,
                "bedrooms": 2,
                "accommodates": 4,
                "property_type": "Apartment",
                "room_type": "Entire home/apt",
                "amenities": ["Wifi", "Kitchen"],
                "number_of_reviews": 12,
                "address": {"neighbourhood": "Ribeira", "market": market, "country": "Portugal"},
                "review_scores": {"rating": 4.8},
                "host": {"host_is_superhost": True},
                "images": {"picture_url": "https://example.com/p.jpg"},
            }
        ]
    )


def visitor(client: Client) -> str:
    """Make the client a visitor (it gets its cookie) and return its visitor id."""
    response = client.get("/api/conversations")
    assert response.status_code == 200
    return str(response.wsgi_request.visitor_id)


def run_async(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run on a fresh event loop, then drop that loop's client (async clients are bound to one)."""

    async def run_and_close() -> T:
        try:
            return await coroutine
        finally:
            await mongo.get_async_client().close()

    try:
        return asyncio.run(run_and_close())
    finally:
        mongo.close_clients()


def store_turn(
    visitor_id: str,
    conversation_id: str,
    message: str,
    reply: str = "Noted.",
    metadata: dict[str, Any] | None = None,
) -> Message:
    """One turn stored as the chat stores it: the visitor's message taken in with the
    conversation's lease, then the reply (with ``metadata``), which frees it. Returns the stored
    message; raises ConversationNotFound for another visitor's conversation."""
    new = get_conversation(visitor_id, conversation_id) is None

    async def begin_and_finish() -> Message:
        start = await begin_turn_async(visitor_id, conversation_id, message, new=new)
        await finish_turn_async(
            visitor_id, conversation_id, reply, metadata, [], turn_id=start.turn_id
        )
        return start.message

    return run_async(begin_and_finish())
