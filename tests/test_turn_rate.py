"""A limit of chat turns per visitor (and, optionally, per address), counted in the database for
every worker: past it a 429 with Retry-After, in the visitor's language, and nothing stored."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

import pytest
from django.conf import settings
from pymongo import AsyncMongoClient

from chat import turn_rate
from chat.turn_rate import (
    EXPIRY_INDEX,
    TURN_COUNTS,
    WINDOW_S,
    TooManyTurns,
    TurnCounter,
    count_turn_async,
)
from infra.mongo import Document, connection, get_database
from offline_assistant.wording import ENGLISH, SPANISH
from tests.browser_clients import AsyncBrowserClient, BrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async


@pytest.fixture(autouse=True)
def within_one_minute(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every turn of a test counted in the same minute of the clock, however slow the machine:
    a new minute starts every count afresh."""
    moment = time.time()
    monkeypatch.setattr(turn_rate, "time", SimpleNamespace(time=lambda: moment))


def send(client: AsyncBrowserClient, message: str) -> Any:
    # Every test client comes from one address, as a booth's kiosk visitors do.
    return run_async(
        client.post("/api/chat", {"message": message}, content_type="application/json")
    )


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_visitor_past_the_limit_gets_a_429_in_their_language(settings: Any) -> None:
    settings.CHAT_TURNS_PER_MINUTE = 3
    client = AsyncBrowserClient()
    answered = [send(client, "piso en Oporto").status_code for _ in range(3)]
    refused = send(client, "piso en Oporto con piscina")

    assert answered == [200] * 3
    assert refused.status_code == 429
    assert refused.json() == {"detail": SPANISH.too_many_turns}
    assert 0 < int(refused["Retry-After"]) <= 60
    stored = get_database()["conversations"].count_documents({})
    assert stored == 3  # the refused message is not stored
    # Another visitor is not held back.
    assert send(AsyncBrowserClient(), "flat in Porto").status_code == 200


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_page_says_so_with_the_message_kept(settings: Any) -> None:
    settings.CHAT_TURNS_PER_MINUTE = 1
    client = BrowserClient()
    client.post("/chat/send", {"message": "flat in Porto"})
    page = client.post("/chat/send", {"message": "flat in Porto with a pool"})

    assert page.status_code == 429
    assert page["Retry-After"]
    text = page.content.decode()
    assert ENGLISH.too_many_turns.replace("'", "&#x27;") in text
    assert "flat in Porto with a pool" in text


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_limit_per_address_is_off_by_default_and_counts_every_visitor_when_on(
    settings: Any,
) -> None:
    settings.CHAT_TURNS_PER_MINUTE = 10
    kiosk_visitors = [AsyncBrowserClient() for _ in range(3)]
    assert [send(visitor, "flat in Porto").status_code for visitor in kiosk_visitors] == [200] * 3

    settings.CHAT_TURNS_PER_MINUTE_PER_ADDRESS = 4
    statuses = [send(visitor, "loft in New York").status_code for visitor in kiosk_visitors * 2]
    assert statuses == [200] * 4 + [429] * 2
    # A new visitor at the kiosk counts against the same address.
    assert send(AsyncBrowserClient(), "flat in Porto").status_code == 429


async def counted_apart(limit: int, turns: int) -> list[int]:
    """``turns`` turns of one visitor at once, alternately through two counters with their own
    connection, as two worker processes would count them."""
    clients: list[AsyncMongoClient[Document]] = [
        AsyncMongoClient(connection().uri) for _ in range(2)
    ]
    try:
        counters = [TurnCounter(client[settings.MONGODB_DB]) for client in clients]
        now = turn_rate.time.time()
        return await asyncio.gather(
            *(counters[turn % 2].take("visitor:alice", limit, now) for turn in range(turns))
        )
    finally:
        for client in clients:
            await client.close()


@pytest.mark.usefixtures("empty_database")
def test_two_workers_share_one_count() -> None:
    waits = run_async(counted_apart(limit=5, turns=12))

    assert waits.count(0) == 5
    assert all(0 < wait <= WINDOW_S for wait in waits if wait)
    count = get_database()[TURN_COUNTS].find_one()
    assert count is not None and count["turns"] == 5
    # Removed by the TTL index once its minute has passed.
    assert count["expire_at"].replace(tzinfo=UTC) > datetime.now(UTC)
    indexes = get_database()[TURN_COUNTS].index_information()
    assert indexes[EXPIRY_INDEX]["expireAfterSeconds"] == 0


@pytest.mark.usefixtures("empty_database")
def test_parallel_turns_of_one_visitor_get_exactly_the_limit(settings: Any) -> None:
    settings.CHAT_TURNS_PER_MINUTE = 4

    async def at_once() -> list[BaseException | None]:
        return await asyncio.gather(
            *(count_turn_async("alice", "127.0.0.1") for _ in range(10)), return_exceptions=True
        )

    outcomes = run_async(at_once())
    assert outcomes.count(None) == 4
    assert all(isinstance(outcome, TooManyTurns) for outcome in outcomes if outcome is not None)
    # Off by default, the address limit counted nothing.
    assert get_database()[TURN_COUNTS].count_documents({}) == 1
