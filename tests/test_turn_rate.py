"""A limit of chat turns per visitor (and, optionally, per address): past it a 429 with
Retry-After, in the visitor's language, and nothing stored."""

from __future__ import annotations

from typing import Any

import pytest

from infra.mongo import get_database
from offline_assistant.wording import ENGLISH, SPANISH
from tests.browser_clients import AsyncBrowserClient, BrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


def send(client: AsyncBrowserClient, message: str) -> Any:
    # Every test client comes from one address, as a booth's kiosk visitors do.
    return run_async(
        client.post("/api/chat", {"message": message}, content_type="application/json")
    )


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
