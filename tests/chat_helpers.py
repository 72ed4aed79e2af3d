"""Helpers shared by the chat tests: a database of their own, emptied of what they wrote, the
offline model, chat turns, tool contexts."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from agents.tool_context import ToolContext
from django.conf import settings

from chat.service import ChatTurnResult, run_chat_turn
from memory.conversations import new_conversation_id
from memory.turn_context import ChatContext
from tests.chat_database import remove_chat_writes
from tests.memory_helpers import run_async


@pytest.fixture
def chat_db(chat_database: str) -> Iterator[str]:
    """The chat tests' copy of the seeded listings; whatever the test wrote is removed after."""
    previous = settings.MONGODB_DB
    settings.MONGODB_DB = chat_database
    try:
        yield chat_database
    finally:
        remove_chat_writes()
        settings.MONGODB_DB = previous


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
