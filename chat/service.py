"""One chat turn, start to finish: the one entry point for views and the API.

``run_chat_turn`` answers in one piece; ``stream_chat_turn`` returns the turn's typed events as
they happen (reply text, tool activity, the completed turn). Both:

1. validate the message and check that the conversation belongs to the visitor,
2. store the visitor's message at once,
3. run the agent through ``Runner`` with the conversation's short-term window in a
   ``MongoDBSession`` on the app's database,
4. store the reply with what the tools did (tool calls, the search: query, filters, rental ids,
   total) and log a ``chat`` activity.

What the page follows is ``ChatTurnResult.search``, recorded by the search tool, never the reply.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from agents import Agent, RunConfig, Runner
from agents.exceptions import MaxTurnsExceeded
from agents.extensions.memory import MongoDBSession
from agents.memory import SessionSettings
from agents.stream_events import RawResponsesStreamEvent, RunItemStreamEvent, StreamEvent
from django.conf import settings

from chat.agent import build_agent
from chat.context import ChatContext, SearchRecord, ToolCallRecord
from chat.llm import OFFLINE, FallbackModel, language_model_label
from chat.tools import tool_label
from infra.mongo import get_async_client
from memory.activity import log_activity_async
from memory.consolidation import consolidate_before_new_conversation
from memory.conversations import (
    ConversationNotFound,
    append_message_async,
    get_conversation,
    new_conversation_id,
)
from memory.erasure import sweep_if_erased
from memory.memories import Memory
from memory.recall import recall_for_turn
from rentals.filters import SearchFilters

MAX_MESSAGE_CHARS = 2000
# The short-term window the model sees: the last 20 turns, each usually the visitor's message,
# one tool call, its output and the reply.
HISTORY_TURNS = 20
ITEMS_PER_TURN = 4
# Model calls allowed in one turn: a search and a reply take two; a loop beyond this is stopped.
MAX_MODEL_CALLS = 6
GAVE_UP_REPLY = "Sorry, I couldn't finish that one. Could you say it another way?"
# Visitors' messages stay in this app's database: no traces are sent anywhere.
RUN_CONFIG = RunConfig(workflow_name="Rental chat", tracing_disabled=True)


class InvalidMessage(ValueError):
    """A message the chat cannot take; the text says why, for the visitor."""


@dataclass(frozen=True)
class ChatTurnResult:
    reply: str
    conversation_id: str
    searches: list[SearchRecord]
    tool_calls: list[ToolCallRecord]
    model_used: str  # "openai:gpt-5-mini" or "offline"
    fell_back: bool  # OpenAI failed and the offline model finished the turn
    remembered: list[Memory] = field(default_factory=list)  # memories the turn wrote or changed

    @property
    def search(self) -> SearchRecord | None:
        """The turn's last search: what the page's filters and grid follow."""
        return self.searches[-1] if self.searches else None

    def metadata(self) -> dict[str, Any]:
        """What the stored assistant message keeps about the turn."""
        metadata: dict[str, Any] = {
            "tool_calls": [call.to_dict() for call in self.tool_calls],
            "model": self.model_used,
        }
        if self.search is not None:
            metadata["search"] = self.search.to_dict()
        if self.fell_back:
            metadata["fell_back"] = True
        if self.remembered:
            metadata["remembered"] = [
                {"id": memory.id, "content": memory.content} for memory in self.remembered
            ]
        return metadata


# --- streamed events --------------------------------------------------------------------------


@dataclass(frozen=True)
class TextDelta:
    """The next piece of the reply as it is written.

    ``TurnCompleted.result.reply`` is the final text: show it in place of the pieces. They differ
    only when OpenAI failed in the middle of a reply and the offline model answered instead.
    """

    text: str


@dataclass(frozen=True)
class ToolStarted:
    name: str
    label: str  # "Searching Porto · under 120 EUR · 2+ bedrooms…"


@dataclass(frozen=True)
class ToolFinished:
    name: str
    search: SearchRecord | None  # set when a search ran: update the filters, grid and URL now


@dataclass(frozen=True)
class TurnCompleted:
    result: ChatTurnResult


ChatEvent = TextDelta | ToolStarted | ToolFinished | TurnCompleted


# --- entry points -----------------------------------------------------------------------------


async def run_chat_turn(
    visitor_id: str,
    message: str,
    *,
    conversation_id: str | None = None,
    page_filters: SearchFilters | None = None,
    page_sort: str | None = None,
    viewing_rental_id: str | None = None,
) -> ChatTurnResult:
    """Answer one message in the visitor's conversation (a new one without ``conversation_id``).

    Raises InvalidMessage for an empty or too long message and ConversationNotFound when the
    conversation is not the visitor's.
    """
    turn = await _Turn.begin(
        visitor_id, message, conversation_id, page_filters, page_sort, viewing_rental_id
    )
    try:
        result = await Runner.run(turn.agent, turn.message, **turn.run_arguments())
        reply = str(result.final_output)
    except MaxTurnsExceeded:
        reply = GAVE_UP_REPLY
    return await turn.finish(reply)


async def stream_chat_turn(
    visitor_id: str,
    message: str,
    *,
    conversation_id: str | None = None,
    page_filters: SearchFilters | None = None,
    page_sort: str | None = None,
    viewing_rental_id: str | None = None,
) -> ChatStream:
    """Start a turn and return its events; iterate them to run it.

    Validation and the conversation check happen here, before any event, so a view can answer
    an error with a plain response; the stream's ``conversation_id`` is known at once.
    """
    turn = await _Turn.begin(
        visitor_id, message, conversation_id, page_filters, page_sort, viewing_rental_id
    )
    return ChatStream(turn)


def validate_message(message: str) -> str:
    """The message without surrounding whitespace; raises InvalidMessage when unusable."""
    text = message.strip()
    if not text:
        raise InvalidMessage("Type a message first.")
    if len(text) > MAX_MESSAGE_CHARS:
        raise InvalidMessage(
            f"Messages can be up to {MAX_MESSAGE_CHARS:,} characters; this one has {len(text):,}."
        )
    return text


class ChatStream(AsyncIterator[ChatEvent]):
    """The events of one turn, ending with ``TurnCompleted``."""

    def __init__(self, turn: _Turn) -> None:
        self.conversation_id = turn.context.conversation_id
        self._events = _turn_events(turn)

    def __aiter__(self) -> ChatStream:
        return self

    async def __anext__(self) -> ChatEvent:
        return await anext(self._events)

    async def aclose(self) -> None:
        await self._events.aclose()


async def _turn_events(turn: _Turn) -> AsyncGenerator[ChatEvent]:
    streamed = Runner.run_streamed(turn.agent, turn.message, **turn.run_arguments())
    running: dict[str, str] = {}  # call id -> tool name
    try:
        async for event in streamed.stream_events():
            chat_event = _chat_event(event, turn.context, running)
            if chat_event is not None:
                yield chat_event
        reply = str(streamed.final_output)
    except MaxTurnsExceeded:
        reply = GAVE_UP_REPLY
    finally:
        # A reader that stops early (the browser went away) must not leave the run going.
        if not streamed.is_complete:
            streamed.cancel()
    yield TurnCompleted(await turn.finish(reply))


def _chat_event(
    event: StreamEvent, context: ChatContext, running: dict[str, str]
) -> ChatEvent | None:
    if isinstance(event, RawResponsesStreamEvent):
        if event.data.type == "response.output_text.delta":
            return TextDelta(event.data.delta)
        return None
    if not isinstance(event, RunItemStreamEvent):
        return None
    if event.name == "tool_called":
        call = event.item.raw_item
        name, call_id = str(getattr(call, "name", "")), str(getattr(call, "call_id", ""))
        running[call_id] = name
        return ToolStarted(name, tool_label(name, str(getattr(call, "arguments", ""))))
    if event.name == "tool_output":
        output = event.item.raw_item
        call_id = str(output.get("call_id") if isinstance(output, dict) else "")
        record = context.tool_call(call_id)
        name = record.name if record else running.get(call_id, "")
        return ToolFinished(name, record.search if record else None)
    return None


# --- one turn ---------------------------------------------------------------------------------


@dataclass
class _Turn:
    message: str
    context: ChatContext
    agent: Agent[ChatContext]
    session: MongoDBSession

    @classmethod
    async def begin(
        cls,
        visitor_id: str,
        message: str,
        conversation_id: str | None,
        page_filters: SearchFilters | None,
        page_sort: str | None,
        viewing_rental_id: str | None,
    ) -> _Turn:
        text = validate_message(message)
        starts_conversation = conversation_id is None
        conversation_id = await _owned_conversation(visitor_id, conversation_id)
        if starts_conversation:
            await asyncio.to_thread(consolidate_before_new_conversation, visitor_id)
        page = _page_metadata(page_filters, viewing_rental_id)
        sent = await append_message_async(visitor_id, conversation_id, "user", text, page)
        context = ChatContext(
            visitor_id, conversation_id, page_filters, viewing_rental_id, page_sort=page_sort
        )
        context.message_at = sent.at
        context.recalled_memories = await asyncio.to_thread(recall_for_turn, visitor_id, text)
        return cls(text, context, build_agent(context), _session(conversation_id))

    def run_arguments(self) -> dict[str, Any]:
        return {
            "context": self.context,
            "session": self.session,
            "max_turns": MAX_MODEL_CALLS,
            "run_config": RUN_CONFIG,
        }

    async def finish(self, reply: str) -> ChatTurnResult:
        model = self.agent.model
        fell_back = isinstance(model, FallbackModel) and model.fell_back
        result = ChatTurnResult(
            reply=reply,
            conversation_id=self.context.conversation_id,
            searches=self.context.searches,
            tool_calls=list(self.context.tool_calls),
            model_used=OFFLINE if fell_back else language_model_label(),
            fell_back=fell_back,
            remembered=list(self.context.remembered),
        )
        visitor_id = self.context.visitor_id
        try:
            await append_message_async(
                visitor_id, result.conversation_id, "assistant", reply, result.metadata()
            )
            await log_activity_async(
                visitor_id,
                "chat",
                {
                    "conversation_id": result.conversation_id,
                    "model": result.model_used,
                    "searched": result.search is not None,
                },
            )
        finally:
            # The visitor may have deleted their data while the turn ran: what the turn wrote
            # before the deletion's tombstone goes too.
            await sweep_if_erased(visitor_id, [result.conversation_id])
        return result


async def _owned_conversation(visitor_id: str, conversation_id: str | None) -> str:
    """A new conversation id, or the given one once it is known to be the visitor's."""
    if conversation_id is None:
        return new_conversation_id()
    if await asyncio.to_thread(get_conversation, visitor_id, conversation_id) is None:
        raise ConversationNotFound(conversation_id)
    return conversation_id


def _page_metadata(
    page_filters: SearchFilters | None, viewing_rental_id: str | None
) -> dict[str, Any]:
    page: dict[str, Any] = {}
    if page_filters is not None:
        page["filters"] = page_filters.active()
    if viewing_rental_id:
        page["viewing"] = viewing_rental_id
    return {"page": page} if page else {}


def _session(conversation_id: str) -> MongoDBSession:
    return MongoDBSession(
        session_id=conversation_id,
        client=get_async_client(),
        database=settings.MONGODB_DB,
        session_settings=SessionSettings(limit=HISTORY_TURNS * ITEMS_PER_TURN),
    )
