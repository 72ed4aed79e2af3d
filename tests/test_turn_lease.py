"""A turn holds its conversation with a short lease that it renews while it runs: a dead worker
locks a conversation for seconds, not minutes, and its unanswered message is completed with a note
in the visitor's language. A reply is stored only while its turn holds the conversation."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from chat import service
from infra.mongo import get_database
from memory import conversations
from memory.conversations import (
    TURN_LEASE_S,
    begin_turn_async,
    finish_turn_async,
    get_conversation,
    new_conversation_id,
    renew_turn_async,
)
from offline_assistant.wording import SPANISH
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


def test_a_dead_workers_turn_holds_its_conversation_for_the_lease_only() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "piso en Oporto para dos")
    # A worker took the conversation for a turn, stored the message, and died.
    run_async(begin_turn_async(visitor, first.conversation_id, "¿y con piscina?", new=False))

    started = time.monotonic()
    result = turn(visitor, "¿y con wifi?", conversation_id=first.conversation_id)
    waited = time.monotonic() - started

    assert waited < TURN_LEASE_S + 2
    assert TURN_LEASE_S <= 5
    stored = get_conversation(visitor, result.conversation_id)
    assert stored is not None
    assert [(m.role, m.content) for m in stored.messages[2:5]] == [
        ("user", "¿y con piscina?"),
        ("assistant", SPANISH.reply_lost),
        ("user", "¿y con wifi?"),
    ]
    assert stored.messages[5].role == "assistant"
    assert stored.message_count == 6


def test_a_reply_is_stored_only_while_its_turn_holds_the_conversation() -> None:
    visitor, conversation_id = new_visitor_id(), new_conversation_id()

    async def scenario() -> tuple[bool, bool]:
        lost = await begin_turn_async(visitor, conversation_id, "a flat in Porto", new=True)
        # The database lost the turn (a crash before its journal reached the disk) and another
        # turn took the conversation since.
        await asyncio.to_thread(
            get_database()["conversations"].update_one,
            {"_id": conversation_id},
            {"$set": {"turn_id": "another turn"}},
        )
        late = await finish_turn_async(
            visitor, conversation_id, "Found 2", {}, [], turn_id=lost.turn_id
        )
        renewed = await renew_turn_async(visitor, conversation_id, lost.turn_id)
        return late, renewed

    assert run_async(scenario()) == (False, False)
    stored = get_conversation(visitor, conversation_id)
    assert stored is not None
    assert [m.role for m in stored.messages] == ["user"]


def test_a_reply_whose_question_was_lost_is_refused_not_answered() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "a flat in Porto")
    real_finish = service.finish_turn_async

    async def after_the_database_lost_the_question(*args: Any, **kwargs: Any) -> bool:
        await asyncio.to_thread(
            get_database()["conversations"].update_one,
            {"_id": first.conversation_id},
            {"$unset": {"turn_id": ""}},
        )
        return await real_finish(*args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(service, "finish_turn_async", after_the_database_lost_the_question)
        with pytest.raises(conversations.TurnLost):
            turn(visitor, "only superhosts", conversation_id=first.conversation_id)


def test_a_turn_longer_than_its_lease_renews_it_and_stores_its_reply(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(conversations, "TURN_LEASE_S", 0.6)
    monkeypatch.setattr(service, "TURN_RENEW_S", 0.15)
    real_run = service.Runner.run

    async def slow_run(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(1.5)  # a slow language model: well past the lease
        return await real_run(*args, **kwargs)

    monkeypatch.setattr(service.Runner, "run", slow_run)
    visitor = new_visitor_id()
    first = turn(visitor, "a flat in Porto")

    async def two_tabs() -> list[Any]:
        slow = asyncio.create_task(
            service.run_chat_turn(visitor, "only superhosts", conversation_id=first.conversation_id)
        )
        await asyncio.sleep(0.9)
        # The lease would have expired by now without its renewals; this tab must wait.
        other = asyncio.create_task(
            service.run_chat_turn(visitor, "with wifi", conversation_id=first.conversation_id)
        )
        return list(await asyncio.gather(slow, other))

    run_async(two_tabs())
    stored = get_conversation(visitor, first.conversation_id)
    assert stored is not None
    assert [m.role for m in stored.messages] == ["user", "assistant"] * 3
    assert [m.content for m in stored.messages if m.role == "user"] == [
        "a flat in Porto",
        "only superhosts",
        "with wifi",
    ]
