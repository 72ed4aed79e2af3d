"""Helpers shared by the chat tests: the seeded database left as it was found, the offline model,
chat turns, tool contexts."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from agents.tool_context import ToolContext

from chat.service import ChatTurnResult, run_chat_turn
from infra.mongo import get_database
from memory.conversations import new_conversation_id
from memory.turn_context import ChatContext
from tests.memory_helpers import run_async

# What a chat turn writes next to the listings; emptied (indexes kept) after each test.
WRITTEN_COLLECTIONS = (
    "conversations",
    "conversation_pages",
    "activity",
    "visitors",
    "saved_rentals",
    "agent_sessions",
    "agent_messages",
    "memories",
    "memory_state",
)


@pytest.fixture
def chat_db(seeded: str) -> Iterator[str]:
    """The seeded listings, with whatever the test's chat turns wrote removed afterwards."""
    yield seeded
    database = get_database()
    for name in WRITTEN_COLLECTIONS:
        database[name].delete_many({})


@pytest.fixture
def offline(settings: Any) -> None:
    """No OpenAI key: the agent answers with the offline model."""
    settings.OPENAI_API_KEY = ""


def new_visitor_id() -> str:
    return uuid.uuid4().hex[:22]


def turn(visitor_id: str, message: str, **options: Any) -> ChatTurnResult:
    """One chat turn through the service, run to its end."""
    return run_async(run_chat_turn(visitor_id, message, **options))


def chat_context(visitor_id: str | None = None, **page: Any) -> ChatContext:
    return ChatContext(visitor_id or new_visitor_id(), new_conversation_id(), **page)


def tool_context(context: ChatContext, name: str, arguments: dict[str, Any]) -> ToolContext[Any]:
    return ToolContext(
        context,
        tool_name=name,
        tool_call_id=f"call_{uuid.uuid4().hex}",
        tool_arguments=json.dumps(arguments),
    )
