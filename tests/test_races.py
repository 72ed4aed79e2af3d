"""Races between a visitor's own requests end in a clear answer, never a 500: an edit of a memory
that another tab just forgot is a 404, a chat turn racing "delete my data" a 200 or a 410."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from memory import memories
from memory.memories import MemoryCandidate, forget_memory, remember
from tests.browser_clients import AsyncBrowserClient, BrowserClient
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async, visitor


@pytest.mark.usefixtures("chat_db")
def test_an_edit_of_a_memory_forgotten_meanwhile_is_a_404(monkeypatch: pytest.MonkeyPatch) -> None:
    client = BrowserClient()
    visitor_id = visitor(client)
    memory = remember(
        visitor_id,
        MemoryCandidate(key="pets", kind="fact", content="We travel with our dog", importance=7),
    ).memory
    real_embedding = memories.embedding_document

    def forgotten_by_another_tab(content: str) -> Any:
        forget_memory(visitor_id, memory.id)
        return real_embedding(content)

    monkeypatch.setattr(memories, "embedding_document", forgotten_by_another_tab)
    response = client.patch(
        f"/api/memories/{memory.id}",
        {"content": "We travel with two dogs"},
        content_type="application/json",
    )

    assert response.status_code == 404
    assert response.json() == {"detail": "No such memory."}


@pytest.mark.usefixtures("chat_db", "offline")
def test_chat_turns_racing_delete_my_data_are_answered_or_gone_never_a_500() -> None:
    async def one_race(delay: float) -> tuple[int, int]:
        client = AsyncBrowserClient()
        first = await client.post(
            "/api/chat", {"message": "a flat in Porto"}, content_type="application/json"
        )
        conversation_id = first.json()["conversation_id"]
        turn = asyncio.create_task(
            client.post(
                "/api/chat",
                {"message": "only superhosts", "conversation_id": conversation_id},
                content_type="application/json",
            )
        )
        await asyncio.sleep(delay)
        erased = await client.delete("/api/me")
        return (await turn).status_code, erased.status_code

    async def races() -> list[tuple[int, int]]:
        return [await one_race(delay) for delay in (0, 0.005, 0.01, 0.02, 0.03, 0.05) * 2]

    for chat, erasure in run_async(races()):
        assert erasure == 200
        assert chat in (200, 410), chat
