"""Erased data stays erased: once a visitor deleted their data, nothing is stored under their id
again, not by a chat turn that was still running, not by another tab that kept the old cookie."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from django.conf import settings

from chat import service
from chat.service import run_chat_turn
from infra.mongo import get_database
from memory import erasure
from memory.activity import log_activity
from memory.conversations import ConversationNotFound, get_conversation, new_conversation_id
from memory.erasure import erase_visitor
from memory.memories import MemoryCandidate, remember
from memory.saved import save_rental
from memory.tombstones import VisitorErased, erasure_checks_cached, mark_erased
from memory.visitors import increment_counters, touch_visitor
from tests.browser_clients import BrowserClient
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401
from tests.memory_helpers import add_listing, store_turn, visitor

VISITOR_COLLECTIONS = (
    "conversations",
    "conversation_pages",
    "memories",
    "activity",
    "saved_rentals",
)
DOG = MemoryCandidate(kind="preference", key="pets", content="Travels with a dog.", importance=7)
# A message that makes the turn search, remember and store a reply: every kind of write.
MESSAGE = "we travel with our dog, our budget is about 150 a night: 2 bedroom flat in Porto"


def traces(visitor_id: str) -> dict[str, int]:
    database = get_database()
    found = {
        name: database[name].count_documents({"visitor_id": visitor_id})
        for name in VISITOR_COLLECTIONS
    }
    found["visitors"] = database["visitors"].count_documents({"_id": visitor_id})
    found["memory_state"] = database["memory_state"].count_documents({"_id": visitor_id})
    return {name: count for name, count in found.items() if count}


@pytest.mark.parametrize(
    "write",
    [
        lambda visitor_id: store_turn(visitor_id, new_conversation_id(), "hello"),
        lambda visitor_id: remember(visitor_id, DOG),
        lambda visitor_id: log_activity(visitor_id, "search", {"query": "loft"}),
        lambda visitor_id: save_rental(visitor_id, "L1"),
        lambda visitor_id: touch_visitor(visitor_id),
        lambda visitor_id: increment_counters(visitor_id, search=1),
    ],
    ids=["conversation", "memory", "activity", "saved", "visitor", "counters"],
)
def test_every_write_for_an_erased_visitor_is_refused(empty_database: str, write: Any) -> None:
    add_listing("L1")
    visitor_id = "erased-visitor-0000001"
    remember(visitor_id, DOG)
    erase_visitor(visitor_id)

    with pytest.raises(VisitorErased):
        write(visitor_id)

    assert traces(visitor_id) == {}


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_turn_in_a_conversation_its_erasure_has_not_reached_yet_is_refused() -> None:
    # The tombstone is written, the conversations not deleted yet: the turn reads its conversation
    # with the tombstone and stores nothing.
    visitor_id = new_visitor_id()
    conversation_id = turn(visitor_id, "hello").conversation_id
    mark_erased(visitor_id)

    async def request() -> None:
        with erasure_checks_cached(), pytest.raises(VisitorErased):
            await run_chat_turn(visitor_id, "only superhosts", conversation_id=conversation_id)

    asyncio.run(request())

    stored = get_conversation(visitor_id, conversation_id)
    assert stored is not None
    assert [message.role for message in stored.messages] == ["user", "assistant"]


def test_another_tab_with_the_old_cookie_cannot_write_and_becomes_a_new_visitor(
    empty_database: str,
) -> None:
    add_listing("L1")
    tab = BrowserClient()
    old_id = visitor(tab)
    old_cookie = tab.cookies[settings.VISITOR_COOKIE_NAME].value
    assert tab.delete("/api/me").status_code == 200
    other_tab = BrowserClient()
    other_tab.cookies[settings.VISITOR_COOKIE_NAME] = old_cookie

    response = other_tab.post("/api/saved/L1")

    assert response.status_code == 410
    assert "deleted" in response.json()["detail"]
    assert traces(old_id) == {}
    assert visitor(other_tab) not in (old_id, visitor(tab))


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_turn_racing_delete_me_over_http_leaves_nothing_behind(live_app: str) -> None:
    # The deletion lands at different points of the turn: before, during and after its writes.
    outcomes = [
        asyncio.run(_race(live_app, delay_s)) for delay_s in (0.0, 0.02, 0.05, 0.1, 0.2, 0.4)
    ]

    for visitor_id, chat_status in outcomes:
        # 404: the deletion came first, so the turn names a conversation that no longer exists.
        assert chat_status in (200, 404, 410)
        assert traces(visitor_id) == {}


async def _race(base_url: str, delay_s: float) -> tuple[str, int]:
    async with httpx.AsyncClient(base_url=base_url, timeout=60) as browser:
        token = (await browser.get("/api/csrf")).json()["csrf_token"]
        browser.headers["X-CSRFToken"] = token
        first = await browser.post("/api/chat", json={"message": "hello"})
        visitor_id = await _visitor_id(browser)
        conversation_id = first.json()["conversation_id"]

        async def delete_me() -> httpx.Response:
            await asyncio.sleep(delay_s)
            return await browser.delete("/api/me")

        chat, deleted = await asyncio.gather(
            browser.post(
                "/api/chat", json={"message": MESSAGE, "conversation_id": conversation_id}
            ),
            delete_me(),
        )
        assert deleted.status_code == 200
        return visitor_id, chat.status_code


async def _visitor_id(browser: httpx.AsyncClient) -> str:
    # The id is not readable from the signed cookie; the visitor's conversation names it.
    conversations = (await browser.get("/api/conversations")).json()
    conversation = get_database()["conversations"].find_one({"_id": conversations[0]["id"]})
    assert conversation is not None
    return str(conversation["visitor_id"])


# Where a turn's writes happen, in order: the erasure lands just before or just after each.
TURN_WRITES = ("begin_turn_async", "log_activities_async", "finish_turn_async")


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize("when", ["before", "after"])
@pytest.mark.parametrize("write", TURN_WRITES)
@pytest.mark.parametrize("conversation", ["new", "existing"])
def test_an_erasure_at_any_write_of_a_turn_leaves_nothing_behind(
    monkeypatch: pytest.MonkeyPatch, conversation: str, write: str, when: str
) -> None:
    visitor_id = new_visitor_id()
    conversation_id = None
    if conversation == "existing":
        conversation_id = turn(visitor_id, "hello").conversation_id
    monkeypatch.setattr(service, write, _erasing(visitor_id, getattr(service, write), when))

    async def request() -> None:
        # As in a request: one tombstone lookup before the writes.
        with erasure_checks_cached(), contextlib.suppress(VisitorErased, ConversationNotFound):
            await run_chat_turn(visitor_id, MESSAGE, conversation_id=conversation_id)

    asyncio.run(request())

    assert traces(visitor_id) == {}


def _erasing(visitor_id: str, write: Callable[..., Any], when: str) -> Callable[..., Any]:
    async def erase_around(*args: Any, **kwargs: Any) -> Any:
        if when == "before":
            await asyncio.to_thread(erase_visitor, visitor_id)
        outcome = await write(*args, **kwargs)
        if when == "after":
            await asyncio.to_thread(erase_visitor, visitor_id)
        return outcome

    return erase_around


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_turn_storing_its_reply_while_an_erasure_is_deleting_leaves_nothing_behind(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The erasure has written its tombstone and is about to delete conversations when the turn,
    # which checked the tombstone before it existed, remembers the dog and stores its reply.
    visitor_id = new_visitor_id()
    conversation_id = turn(visitor_id, "hello").conversation_id
    deleting, reply_stored = threading.Event(), threading.Event()
    delete_conversations = erasure.delete_conversations

    def delete_conversations_after_the_reply(owner: str) -> int:
        deleting.set()
        reply_stored.wait(timeout=30)
        return delete_conversations(owner)

    monkeypatch.setattr(erasure, "delete_conversations", delete_conversations_after_the_reply)
    deletion = threading.Thread(target=erase_visitor, args=(visitor_id,))
    begin, finish = service.begin_turn_async, service.finish_turn_async

    async def begin_then_let_the_erasure_start(*args: Any, **kwargs: Any) -> Any:
        started = await begin(*args, **kwargs)
        deletion.start()
        await asyncio.to_thread(deleting.wait, 30)
        return started

    async def finish_then_let_the_erasure_go_on(*args: Any, **kwargs: Any) -> Any:
        stored = await finish(*args, **kwargs)
        reply_stored.set()
        return stored

    monkeypatch.setattr(service, "begin_turn_async", begin_then_let_the_erasure_start)
    monkeypatch.setattr(service, "finish_turn_async", finish_then_let_the_erasure_go_on)

    async def request() -> None:
        with erasure_checks_cached():
            await run_chat_turn(visitor_id, MESSAGE, conversation_id=conversation_id)

    asyncio.run(request())
    deletion.join(timeout=30)

    assert traces(visitor_id) == {}
