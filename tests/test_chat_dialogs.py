"""Multi-turn dialogs end to end: the chat service runs the agent through ``Runner`` with the
conversation's ``TurnSession`` and the offline model, against the seeded listings."""

from __future__ import annotations

import json
from typing import Any

import pytest

from chat.service import (
    InvalidMessage,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnCompleted,
    stream_chat_turn,
)
from infra.mongo import get_database
from memory.activity import recent_activity
from memory.conversations import ConversationNotFound, agent_items, get_conversation
from memory.saved import save_rental
from rentals.filters import SearchFilters
from rentals.search.service import search_rentals
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


def test_a_dialog_refines_and_moves_the_search() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "2 bedroom flat in Porto under 120")
    conversation_id = first.conversation_id
    assert first.search is not None
    assert first.search.filters == {
        "location": "Porto",
        "min_bedrooms": 2,
        "max_price": 120,
        "property_type": "Apartment",
    }
    assert [call.name for call in first.tool_calls] == ["searchRentals"]
    assert (first.model_used, first.fell_back) == ("offline", False)

    second = turn(visitor, "only superhosts", conversation_id=conversation_id)
    assert second.search is not None
    assert second.search.filters == first.search.filters | {"superhost_only": True}

    third = turn(visitor, "what about Rio instead?", conversation_id=conversation_id)
    assert third.search is not None
    # The budget follows the market's currency: 120 EUR is about 720 BRL.
    assert third.search.filters == second.search.filters | {
        "location": "Rio De Janeiro",
        "max_price": 720,
    }
    assert third.search.chips[0] == "Rio De Janeiro"
    assert third.conversation_id == conversation_id


def test_replies_come_from_the_search_results() -> None:
    result = turn(new_visitor_id(), "a place in Edinburgh for 4 guests")
    assert result.search is not None and result.search.total > 3
    assert result.reply.startswith(f"I found {result.search.total:,} listings for Edinburgh")
    page = search_rentals("", result.search.search_filters(), limit=5)
    assert [r.id for r in page.results] == result.search.rental_ids
    assert f"**{page.results[0].name}**" in result.reply
    assert " GBP/night" in result.reply


def test_an_empty_search_shows_the_closest_matches() -> None:
    result = turn(new_visitor_id(), "Porto under 10 euros")
    assert result.search is not None and result.search.total >= 1
    assert result.search.filters == {"location": "Porto", "max_price": 10}
    [relaxed] = result.search.relaxed
    assert (relaxed["filter"], relaxed["change"], relaxed["requested"]) == (
        "max_price",
        "widened",
        10,
    )
    assert f"budget widened from 10 EUR to {relaxed['relaxed_to']:g} EUR" in result.reply


def test_filters_set_by_hand_are_respected_on_the_next_message() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "apartment in Porto")
    by_hand = SearchFilters(location="Sydney", max_price=300)
    second = turn(
        visitor, "only superhosts", conversation_id=first.conversation_id, page_filters=by_hand
    )
    assert second.search is not None
    assert second.search.filters == {
        "location": "Sydney",
        "max_price": 300.0,
        "superhost_only": True,
    }


def test_the_conversation_stores_every_message_with_what_the_agent_did() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "2 bedroom flat in Porto under 120")
    turn(visitor, "thanks!", conversation_id=first.conversation_id)

    conversation = get_conversation(visitor, first.conversation_id)
    assert conversation is not None
    assert conversation.title == "2 bedroom flat in Porto under 120"
    roles = [message.role for message in conversation.messages]
    assert roles == ["user", "assistant", "user", "assistant"]
    search_reply, thanks_reply = conversation.messages[1], conversation.messages[3]
    assert search_reply.content == first.reply
    assert search_reply.metadata["search"] == {
        "query": "",
        "filters": first.search.filters,  # type: ignore[union-attr]
        "rental_ids": first.search.rental_ids,  # type: ignore[union-attr]
        "total": first.search.total,  # type: ignore[union-attr]
        "chips": ["Porto", "under 120 EUR", "2+ bedrooms", "Apartment"],
        "sort": "relevance",
        "relaxed": [],
        "place_named": "",
    }
    assert search_reply.metadata["tool_calls"][0]["name"] == "searchRentals"
    assert search_reply.metadata["model"] == "offline"
    assert "search" not in thanks_reply.metadata and thanks_reply.metadata["tool_calls"] == []

    kinds = sorted(event.kind for event in recent_activity(visitor))
    assert kinds == ["chat", "chat", "search"]


def test_the_conversation_holds_the_agents_short_term_window() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "apartment in Porto")
    turn(visitor, "only superhosts", conversation_id=first.conversation_id)

    items = [json.loads(raw) for raw in agent_items(visitor, first.conversation_id)]
    types = [item.get("type", item.get("role")) for item in items]
    assert types == ["user", "function_call", "function_call_output", "message"] * 2
    assert agent_items(new_visitor_id(), first.conversation_id) == []


def test_a_streamed_turn_reports_tools_text_and_the_result() -> None:
    visitor = new_visitor_id()

    async def stream() -> tuple[str, list[Any]]:
        events = await stream_chat_turn(visitor, "2 bedroom flat in Porto under 120")
        return events.conversation_id, [event async for event in events]

    conversation_id, events = run_async(stream())
    started, finished = events[0], events[1]
    assert started == ToolStarted(
        "searchRentals", "Searching Porto · under 120 EUR · 2+ bedrooms · Apartment…"
    )
    assert isinstance(finished, ToolFinished) and finished.name == "searchRentals"
    assert finished.search is not None and finished.search.filters["location"] == "Porto"
    completed = events[-1]
    assert isinstance(completed, TurnCompleted)
    deltas = [event.text for event in events if isinstance(event, TextDelta)]
    assert len(deltas) > 3 and "".join(deltas) == completed.result.reply
    assert completed.result.search == finished.search
    assert completed.result.conversation_id == conversation_id
    stored = get_conversation(visitor, conversation_id)
    assert stored is not None and stored.messages[-1].content == completed.result.reply


def test_on_a_detail_page_the_chat_answers_about_the_listing() -> None:
    visitor = new_visitor_id()
    [listing] = search_rentals("beach", SearchFilters(location="Sydney"), limit=1).results
    result = turn(visitor, "is it close to the beach?", viewing_rental_id=listing.id)
    assert [call.name for call in result.tool_calls] == ["getRentalDetails"]
    assert result.tool_calls[0].arguments == {"rentalId": listing.id}
    assert result.search is None
    assert result.reply
    assert [event.kind for event in recent_activity(visitor)] == ["chat", "view"]


def test_saved_places_can_be_compared() -> None:
    visitor = new_visitor_id()
    first, second = search_rentals("", SearchFilters(location="Sydney"), limit=2).results
    save_rental(visitor, first.id)
    save_rental(visitor, second.id)
    result = turn(visitor, "compare my saved places")
    assert result.reply.startswith("You have 2 saved places:")
    assert first.name in result.reply and second.name in result.reply
    assert "Cheapest:" in result.reply


def test_which_markets_are_covered() -> None:
    result = turn(new_visitor_id(), "which cities do you have?")
    assert result.reply.startswith("I have listings in 18 markets: Albany (375)")


def test_bad_messages_are_refused_before_anything_is_stored() -> None:
    visitor = new_visitor_id()
    with pytest.raises(InvalidMessage, match="Type a message first"):
        turn(visitor, "   ")
    with pytest.raises(InvalidMessage, match="up to 2,000 characters; this one has 2,001"):
        turn(visitor, "x" * 2001)
    assert get_database()["conversations"].count_documents({"visitor_id": visitor}) == 0


def test_a_conversation_that_is_not_the_visitors_is_not_found() -> None:
    owner = turn(new_visitor_id(), "apartment in Porto")
    with pytest.raises(ConversationNotFound):
        turn(new_visitor_id(), "only superhosts", conversation_id=owner.conversation_id)
    with pytest.raises(ConversationNotFound):
        turn(new_visitor_id(), "hello", conversation_id="0" * 32)
