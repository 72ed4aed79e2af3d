"""A long conversation: its document keeps the latest messages, older ones move to pages, and
every reader still sees the whole conversation, in order, once.

The window and page sizes are made small (6 and 4 messages), so a few turns make a long
conversation: a page moves on every second turn.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from pymongo.errors import AutoReconnect

from chat.tools import last_search_rental_ids
from infra.mongo import get_database
from infra.operation_recorder import recording
from memory import conversation_pages
from memory.consolidation import consolidate_conversation
from memory.conversations import (
    begin_turn_async,
    finish_turn_async,
    get_conversation,
    latest_conversation,
    new_conversation_id,
)
from memory.erasure import erase_visitor
from memory.memories import list_memories
from memory.turn_context import ChatContext
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async
from tests.test_chat_isolation import Visitor

ALICE = "alice-visitor-id-000001"
WINDOW, PAGE = 6, 4


@pytest.fixture(autouse=True)
def small_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(conversation_pages, "HOT_MESSAGES_MAX", WINDOW)
    monkeypatch.setattr(conversation_pages, "PAGE_MESSAGES", PAGE)


def document(conversation_id: str) -> dict[str, Any]:
    return get_database()["conversations"].find_one({"_id": conversation_id}) or {}


def pages(conversation_id: str) -> list[dict[str, Any]]:
    found = get_database()["conversation_pages"].find({"conversation_id": conversation_id})
    return sorted(found, key=lambda page: page["first"])


def turns(conversation_id: str, numbers: range) -> None:
    """Turn ``n``: the visitor says "question n", the reply is "answer n"."""

    async def run() -> None:
        for number in numbers:
            start = await begin_turn_async(
                ALICE, conversation_id, f"question {number}", new=number == 1
            )
            await finish_turn_async(
                ALICE, conversation_id, f"answer {number}", {}, [], turn_id=start.turn_id
            )

    run_async(run())


def said(numbers: range) -> list[str]:
    return [text for number in numbers for text in (f"question {number}", f"answer {number}")]


def contents(conversation: Any) -> list[str]:
    return [message.content for message in conversation.messages]


def test_a_conversation_longer_than_the_window_keeps_every_message_in_order(
    empty_database: str,
) -> None:
    conversation_id = new_conversation_id()

    turns(conversation_id, range(1, 21))

    conversation = get_conversation(ALICE, conversation_id)
    assert conversation is not None
    assert contents(conversation) == said(range(1, 21))
    assert conversation.message_count == 40
    assert contents(latest_conversation(ALICE)) == said(range(1, 21))
    # Pages of four, in order, each message in exactly one place.
    assert [page["first"] for page in pages(conversation_id)] == list(range(0, 36, PAGE))
    assert document(conversation_id)["archived"] == 36


def test_the_conversation_document_stays_bounded(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    held = []
    for number in range(1, 31):
        turns(conversation_id, range(number, number + 1))
        held.append(len(document(conversation_id)["messages"]))

    assert max(held) <= WINDOW
    assert min(held[2:]) >= WINDOW - PAGE


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_api_and_the_chat_panel_show_a_long_conversation_whole() -> None:
    visitor = Visitor()
    conversation_id = visitor.chat("flat in Porto").json()["conversation_id"]
    for number in range(2, 9):
        reply = visitor.chat(f"question {number}", conversation_id=conversation_id)
        assert reply.status_code == 200
    assert pages(conversation_id)

    body = visitor.get(f"/api/conversations/{conversation_id}").json()
    page = visitor.get(f"/?conversation={conversation_id}").content.decode()

    assert body["message_count"] == 16 == len(body["messages"])
    visitor_says = [m["content"] for m in body["messages"] if m["role"] == "user"]
    assert visitor_says == ["flat in Porto", *(f"question {n}" for n in range(2, 9))]
    assert [m["role"] for m in body["messages"]] == ["user", "assistant"] * 8
    assert page.index("flat in Porto") < page.index("question 2") < page.index("question 8")


def test_the_agent_finds_the_last_search_after_it_moved_to_a_page(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    search = {"query": "pool", "filters": {}, "rental_ids": ["L1", "L2"], "total": 2}

    async def a_search_then_small_talk() -> None:
        start = await begin_turn_async(ALICE, conversation_id, "a pool in Porto", new=True)
        await finish_turn_async(
            ALICE, conversation_id, "Found 2", {"search": search}, [], turn_id=start.turn_id
        )

    run_async(a_search_then_small_talk())
    turns(conversation_id, range(2, 8))
    assert "L1" not in str(document(conversation_id)["messages"])

    context = ChatContext(ALICE, conversation_id)

    assert last_search_rental_ids(context) == ["L1", "L2"]


def test_a_move_interrupted_between_its_writes_is_finished_by_the_next_turn(
    empty_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    conversation_id = new_conversation_id()
    turns(conversation_id, range(1, 6))  # one page moved; the next turn's message moves another
    real_collection = conversation_pages.async_collection

    async def connection_lost_before_the_trim(name: str) -> Any:
        found = await real_collection(name)
        if name != "conversations":
            return found
        return _FailingUpdates(found)

    monkeypatch.setattr(conversation_pages, "async_collection", connection_lost_before_the_trim)
    turns(conversation_id, range(6, 7))  # the page is stored, the document is not trimmed

    assert [page["first"] for page in pages(conversation_id)] == [0, 4]
    assert len(document(conversation_id)["messages"]) == 8
    assert contents(get_conversation(ALICE, conversation_id)) == said(range(1, 7))

    monkeypatch.setattr(conversation_pages, "async_collection", real_collection)
    turns(conversation_id, range(7, 9))  # the stored page is taken up, then the next one moves

    assert [page["first"] for page in pages(conversation_id)] == [0, 4, 8]
    assert contents(get_conversation(ALICE, conversation_id)) == said(range(1, 9))


class _FailingUpdates:
    """A collection whose updates fail as if the connection dropped."""

    def __init__(self, collection: Any) -> None:
        self._collection = collection

    def __getattr__(self, name: str) -> Any:
        return getattr(self._collection, name)

    async def update_one(self, *args: Any, **kwargs: Any) -> Any:
        raise AutoReconnect("connection lost")


def test_erasing_the_visitor_leaves_no_page(empty_database: str) -> None:
    conversation_id = new_conversation_id()
    turns(conversation_id, range(1, 11))
    assert pages(conversation_id)

    erase_visitor(ALICE)

    assert get_database()["conversation_pages"].count_documents({}) == 0
    assert get_database()["conversations"].count_documents({}) == 0


def test_a_page_moved_while_the_visitor_is_erased_is_not_left_behind(
    empty_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    conversation_id = new_conversation_id()
    turns(conversation_id, range(1, 4))
    store_page = conversation_pages._store_page

    async def erased_just_before_the_page_is_stored(*args: Any, **kwargs: Any) -> int:
        # The erasure deletes the conversation and its pages: this one comes after.
        await asyncio.to_thread(erase_visitor, ALICE)
        return await store_page(*args, **kwargs)

    monkeypatch.setattr(conversation_pages, "_store_page", erased_just_before_the_page_is_stored)

    async def turn_during_the_erasure() -> None:
        await begin_turn_async(ALICE, conversation_id, "question 4", new=False)

    run_async(turn_during_the_erasure())

    assert get_database()["conversation_pages"].count_documents({}) == 0
    assert get_database()["conversations"].count_documents({}) == 0


def test_consolidation_reads_unread_messages_that_moved_to_a_page(empty_database: str) -> None:
    conversation_id = new_conversation_id()

    async def dog_then_small_talk() -> None:
        start = await begin_turn_async(ALICE, conversation_id, "we travel with our dog", new=True)
        await finish_turn_async(ALICE, conversation_id, "Noted!", {}, [], turn_id=start.turn_id)

    run_async(dog_then_small_talk())
    turns(conversation_id, range(2, 8))
    assert "we travel with our dog" not in str(document(conversation_id)["messages"])

    report = consolidate_conversation(ALICE, conversation_id)

    assert report.messages == 7
    assert [memory.key for memory in list_memories(ALICE)] == ["pets"]


def test_a_conversation_keeps_its_latest_messages_up_to_the_maximum(
    empty_database: str, settings: Any
) -> None:
    settings.CONVERSATION_MAX_MESSAGES = 16
    conversation_id = new_conversation_id()

    for number in range(1, 31):
        turns(conversation_id, range(number, number + 1))
        stored = sum(len(page["messages"]) for page in pages(conversation_id))
        assert stored + len(document(conversation_id)["messages"]) <= 16

    kept = contents(get_conversation(ALICE, conversation_id))
    assert kept == said(range(1, 31))[-len(kept) :]
    assert len(kept) >= 16 - WINDOW - PAGE
    conversation = get_conversation(ALICE, conversation_id)
    assert conversation is not None and conversation.message_count == 60


def test_a_conversation_stored_before_pages_existed_is_paged_on_its_next_turn(
    empty_database: str,
) -> None:
    conversation_id = new_conversation_id()
    turns(conversation_id, range(1, 2))
    grown = [
        {**document(conversation_id)["messages"][index % 2], "content": text}
        for index, text in enumerate(said(range(1, 12)))
    ]
    get_database()["conversations"].update_one(
        {"_id": conversation_id},
        {"$set": {"messages": grown, "message_count": 22}, "$unset": {"archived": ""}},
    )

    turns(conversation_id, range(12, 13))

    assert len(document(conversation_id)["messages"]) <= WINDOW
    assert contents(get_conversation(ALICE, conversation_id)) == said(range(1, 13))


def test_a_turn_that_moves_no_page_makes_the_same_round_trips_however_long_the_conversation(
    empty_database: str,
) -> None:
    conversation_id = new_conversation_id()
    turns(conversation_id, range(1, 2))
    sent = {number: _round_trips(conversation_id, number) for number in range(2, 21)}

    early = sent[2]
    moving = [number for number, trips in sent.items() if trips != early]
    assert early == sorted(
        [
            ("aggregate", "conversations"),  # with the visitor's tombstone
            ("bulkWrite", ""),  # the visitor's message, and the note of their latest conversation
            ("update", "conversations"),
        ]
    )
    # A page moves on every second turn; that turn reads, inserts and trims: three more.
    assert moving == list(range(4, 21, 2))
    for number in moving:
        extra = [*sent[number]]
        for trip in early:
            extra.remove(trip)
        assert sorted(extra) == [
            ("find", "conversations"),
            ("insert", "conversation_pages"),
            ("update", "conversations"),
        ]


def _round_trips(conversation_id: str, number: int) -> list[tuple[str, str]]:
    with recording() as recorder:
        turns(conversation_id, range(number, number + 1))
    # Sorted: compared with the round trips of another turn, whatever their order.
    return sorted((op.command_name, op.collection) for op in recorder.operations)
