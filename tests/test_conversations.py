"""Conversations: one document each, appended with upsert/$push/$inc, capped, and per visitor."""

from __future__ import annotations

import asyncio
from typing import Any

import bson
import pytest

from infra.mongo import get_database
from memory.conversations import (
    AGENT_ITEMS_MAX,
    DOCUMENT_BUDGET_BYTES,
    Conversation,
    ConversationNotFound,
    agent_items,
    begin_turn_async,
    conversation_title,
    delete_conversations,
    finish_turn_async,
    get_conversation,
    latest_conversation,
    list_conversations,
    new_conversation_id,
    stored_metadata,
)
from tests.memory_helpers import run_async, store_turn

ALICE = "a" * 22
BOB = "b" * 22

SEARCH_METADATA = {
    "tool_calls": [{"name": "searchRentals", "arguments": {"query": "pool", "limit": 5}}],
    "search": {
        "query": "pool",
        "filters": {"location": "Porto", "max_price": 120},
        "rental_ids": ["1", "2"],
        "total": 2,
    },
}


def stored(conversation_id: str) -> dict[str, Any]:
    document = get_database()["conversations"].find_one({"_id": conversation_id})
    assert document is not None
    return document


def conversation(visitor_id: str, conversation_id: str) -> Conversation:
    found = get_conversation(visitor_id, conversation_id)
    assert found is not None
    return found


def test_the_first_message_creates_the_conversation(empty_database: str) -> None:
    conversation_id = new_conversation_id()

    message = run_async(
        begin_turn_async(ALICE, conversation_id, "2 bedroom flat in Porto under 120", new=True)
    ).message

    document = stored(conversation_id)
    assert document["visitor_id"] == ALICE
    assert document["title"] == "2 bedroom flat in Porto under 120"
    assert document["message_count"] == 1
    assert document["created_at"] == document["updated_at"] == document["last_activity"]
    assert document["messages"] == [{"role": "user", "content": message.content, "at": message.at}]
    assert document["turn_until"] > document["created_at"]  # held for the turn until it ends


def test_later_messages_are_pushed_and_counted(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "Flats in Porto", "I found 2.", SEARCH_METADATA)
    created = stored(conversation_id)

    message = store_turn(ALICE, conversation_id, "Only superhosts")

    document = stored(conversation_id)
    assert get_database()["conversations"].count_documents({}) == 1
    assert document["message_count"] == 4
    assert [m["role"] for m in document["messages"]] == ["user", "assistant", "user", "assistant"]
    assert stored_metadata(document["messages"][1]) == SEARCH_METADATA
    assert document["created_at"] == created["created_at"]
    assert document["updated_at"] >= message.at
    assert document["title"] == "Flats in Porto"
    assert "turn_until" not in document  # each reply freed the conversation


def bson_elements(value: Any) -> int:
    """How many BSON elements a stored value holds, itself included."""
    if isinstance(value, dict):
        return 1 + sum(bson_elements(item) for item in value.values())
    if isinstance(value, list):
        return 1 + sum(bson_elements(item) for item in value)
    return 1


def test_a_replys_metadata_is_one_value_of_its_message(empty_database: str) -> None:
    # Every write to the conversation costs the server in proportion to its elements: a reply
    # with tool calls and a search holds as many as a plain one.
    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "Flats in Porto", "I found 2.", SEARCH_METADATA)
    store_turn(ALICE, conversation_id, "Thanks", "You are welcome.", {"model": "offline"})

    messages = stored(conversation_id)["messages"]

    assert [bson_elements(message) for message in messages] == [4, 5, 4, 5]
    found = conversation(ALICE, conversation_id)
    assert found.messages[1].metadata == SEARCH_METADATA
    assert found.messages[3].metadata == {"model": "offline"}
    assert found.messages[0].metadata == {}


def test_messages_stored_with_nested_metadata_read_the_same(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "Flats in Porto", "I found 2.")
    get_database()["conversations"].update_one(
        {"_id": conversation_id}, {"$set": {"messages.1.metadata": SEARCH_METADATA}}
    )

    assert conversation(ALICE, conversation_id).messages[1].metadata == SEARCH_METADATA


def test_only_the_latest_messages_are_kept(empty_database: str, settings) -> None:
    settings.CONVERSATION_MAX_MESSAGES = 5
    conversation_id = new_conversation_id()

    for number in range(1, 5):
        store_turn(ALICE, conversation_id, f"message {number}", f"reply {number}")

    document = stored(conversation_id)
    assert [m["content"] for m in document["messages"]] == [
        "reply 2", "message 3", "reply 3", "message 4", "reply 4"
    ]  # fmt: skip
    assert document["message_count"] == 8


def test_overly_long_content_is_cut(empty_database: str, settings) -> None:
    settings.MESSAGE_MAX_CHARS = 100
    conversation_id = new_conversation_id()

    message = store_turn(ALICE, conversation_id, "y" * 500, reply="x" * 500)

    assert len(message.content) == 100
    assert message.content.endswith("…")
    user, assistant = stored(conversation_id)["messages"]
    assert user["content"] == message.content
    assert assistant["content"] == "x" * 99 + "…"


def test_oversized_metadata_keeps_the_search(empty_database: str) -> None:
    huge_call = {"name": "searchRentals", "output": "y" * 100_000}
    metadata = {"tool_calls": [huge_call], "search": SEARCH_METADATA["search"]}

    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "Pools", "Done", metadata)

    assert stored_metadata(stored(conversation_id)["messages"][1]) == {
        "truncated": True,
        "tool_calls": [{"name": "searchRentals"}],
        "search": SEARCH_METADATA["search"],
    }


def test_a_full_conversation_stays_far_below_16_mb(empty_database: str, settings) -> None:
    # The worst case the limits allow: every message as long as allowed, in four-byte characters,
    # with big metadata. Appending hundreds of them one by one would only make the test slow, so
    # the conversation is filled up to one below the cap first.
    conversation_id = new_conversation_id()
    longest = "😀" * (settings.MESSAGE_MAX_CHARS + 10)
    metadata = {**SEARCH_METADATA, "tool_calls": [{"name": "searchRentals", "output": "y" * 9000}]}
    store_turn(ALICE, conversation_id, longest, longest, metadata)
    message = stored(conversation_id)["messages"][1]
    get_database()["conversations"].update_one(
        {"_id": conversation_id},
        {"$set": {"messages": [message] * (settings.CONVERSATION_MAX_MESSAGES - 1)}},
    )

    store_turn(ALICE, conversation_id, longest, longest, metadata)

    document = stored(conversation_id)
    assert len(document["messages"]) == settings.CONVERSATION_MAX_MESSAGES
    assert stored_metadata(document["messages"][-1]) == metadata
    assert len(bson.encode(document)) <= DOCUMENT_BUDGET_BYTES < 16 * 1024 * 1024


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("  flat   in\nPorto  ", "flat in Porto"),
        ("", "New conversation"),
        (
            "We are a family of five looking for a quiet house with a pool near the beach in Oahu",
            "We are a family of five looking for a quiet house with a…",
        ),
    ],
)
def test_titles(text: str, title: str) -> None:
    assert conversation_title(text) == title
    assert len(conversation_title(text)) <= 60


def test_conversations_are_listed_newest_first_without_messages(empty_database: str) -> None:
    first, second, third = (new_conversation_id() for _ in range(3))
    store_turn(ALICE, first, "first")
    store_turn(ALICE, second, "second")
    store_turn(ALICE, third, "third")
    store_turn(ALICE, first, "the first again")

    summaries = list_conversations(ALICE)

    assert [s.id for s in summaries] == [first, third, second]
    assert summaries[0].message_count == 4
    assert not hasattr(summaries[0], "messages")
    assert [s.id for s in list_conversations(ALICE, limit=1)] == [first]


def test_the_latest_conversation_is_the_one_last_updated(empty_database: str) -> None:
    assert latest_conversation(ALICE) is None
    older, newer = new_conversation_id(), new_conversation_id()
    store_turn(ALICE, older, "older")
    store_turn(ALICE, newer, "newer")

    latest = latest_conversation(ALICE)

    assert latest is not None
    assert latest.id == newer
    assert [m.content for m in latest.messages] == ["newer", "Noted."]


def test_another_visitor_cannot_read_a_conversation(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "My secret trip")

    assert get_conversation(BOB, conversation_id) is None
    assert list_conversations(BOB) == []
    assert latest_conversation(BOB) is None
    assert conversation(ALICE, conversation_id).messages[0].content == "My secret trip"


def test_another_visitor_cannot_append_to_a_conversation(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "My secret trip")
    before = stored(conversation_id)

    with pytest.raises(ConversationNotFound):
        store_turn(BOB, conversation_id, "Show me everything")

    assert stored(conversation_id) == before
    assert get_database()["conversations"].count_documents({"visitor_id": BOB}) == 0


def test_a_malformed_conversation_id_is_refused(empty_database: str) -> None:
    for new in (True, False):
        with pytest.raises(ConversationNotFound):
            run_async(begin_turn_async(ALICE, "../../etc", "hello", new=new))
        with pytest.raises(ConversationNotFound):
            run_async(begin_turn_async(ALICE, {"$ne": None}, "hello", new=new))  # type: ignore[arg-type]
    assert get_conversation(ALICE, "not-an-id") is None


def test_deleting_removes_only_the_visitors_conversations(empty_database: str) -> None:
    store_turn(ALICE, new_conversation_id(), "one")
    store_turn(ALICE, new_conversation_id(), "two")
    kept = new_conversation_id()
    store_turn(BOB, kept, "bob's")

    assert delete_conversations(ALICE) == 2

    assert list_conversations(ALICE) == []
    assert [s.id for s in list_conversations(BOB)] == [kept]


def test_a_turn_stores_its_message_and_reply_with_the_agent_window(empty_database: str) -> None:
    conversation_id = new_conversation_id()

    async def two_turns() -> list[list[str]]:
        windows: list[list[str]] = []
        for text, reply in (("Pool in Porto", "Found 2"), ("only superhosts", "Found 1")):
            new = not windows
            start = await begin_turn_async(ALICE, conversation_id, text, new=new)
            windows.append(start.agent_items)
            await finish_turn_async(
                ALICE, conversation_id, reply, SEARCH_METADATA, [text, reply], turn_id=start.turn_id
            )
        return windows

    windows = run_async(two_turns())

    assert windows == [[], ["Pool in Porto", "Found 2"]]
    stored_conversation = conversation(ALICE, conversation_id)
    assert stored_conversation.title == "Pool in Porto"
    assert stored_conversation.message_count == 4
    assert [m.content for m in stored_conversation.messages] == [
        "Pool in Porto",
        "Found 2",
        "only superhosts",
        "Found 1",
    ]
    assert stored_conversation.messages[1].metadata == SEARCH_METADATA
    assert agent_items(ALICE, conversation_id) == [
        "Pool in Porto",
        "Found 2",
        "only superhosts",
        "Found 1",
    ]


def test_the_agent_window_keeps_the_latest_items(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    items = [str(number) for number in range(AGENT_ITEMS_MAX + 5)]

    async def one_turn() -> None:
        start = await begin_turn_async(ALICE, conversation_id, "hi", new=True)
        await finish_turn_async(ALICE, conversation_id, "hello", {}, items, turn_id=start.turn_id)

    run_async(one_turn())

    assert agent_items(ALICE, conversation_id) == items[-AGENT_ITEMS_MAX:]


def test_a_turn_refuses_another_visitors_conversation(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    store_turn(ALICE, conversation_id, "Mine")

    for new in (True, False):
        with pytest.raises(ConversationNotFound):
            run_async(begin_turn_async(BOB, conversation_id, "Mine now", new=new))

    assert conversation(ALICE, conversation_id).message_count == 2


def test_a_reply_never_recreates_an_erased_conversation(empty_database: str) -> None:
    conversation_id = new_conversation_id()

    async def turn_erased_midway() -> None:
        start = await begin_turn_async(ALICE, conversation_id, "Pool in Porto", new=True)
        await asyncio.to_thread(delete_conversations, ALICE)
        await finish_turn_async(ALICE, conversation_id, "Found 2", {}, ["x"], turn_id=start.turn_id)

    run_async(turn_erased_midway())

    assert get_conversation(ALICE, conversation_id) is None
