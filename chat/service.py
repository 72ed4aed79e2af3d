"""One chat turn, start to finish: the one entry point for views and the API.

``run_chat_turn`` answers in one piece; ``stream_chat_turn`` returns the turn's typed events as
they happen (reply text, tool activity, the completed turn). Both:

1. validate the message and take a place among the turns in flight (``chat.admission``): when
   there is none, the visitor is asked to try again and nothing is stored;
2. read the agent's short-term window (with the visitor's tombstone), then store the visitor's
   message while holding the conversation (turns in one conversation run one after the other);
3. run the agent through ``Runner`` with that window in a ``TurnSession``;
4. store the turn's activity in one write, then the reply with what the tools did (tool calls,
   the search: query, filters, rental ids, total) and the turn's new window items in one more,
   the turn's last.

Once its message is stored a turn runs to its end in a task of its own, even when the caller
goes away, so every stored message gets its reply (an apology when the turn failed).

What the page follows is ``ChatTurnResult.search``, recorded by the search tool, never the reply.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
from collections.abc import AsyncGenerator, AsyncIterator, Coroutine
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from agents import Agent, RunConfig, Runner
from agents.exceptions import MaxTurnsExceeded
from agents.stream_events import RawResponsesStreamEvent, RunItemStreamEvent, StreamEvent
from django.conf import settings
from pymongo.errors import PyMongoError

from chat.admission import turn_slot
from chat.agent import build_agent
from chat.llm import OFFLINE, FallbackModel, language_model_label
from chat.session import TurnSession
from chat.tools import tool_label
from chat.trace import ModelTiming, OperationViews, TurnTrace, build_trace, stored_trace
from infra.mongo import as_unavailable, is_unreachable_error, outage
from infra.operation_recorder import OperationRecorder, current_recorder, recording
from memory.activity import log_activities_async
from memory.consolidation import consolidate_before_new_conversation
from memory.conversations import (
    TURN_RENEW_S,
    TurnLost,
    begin_turn_async,
    finish_turn_async,
    last_search_filters,
    new_conversation_id,
    renew_turn_async,
)
from memory.erasure import sweep_if_erased
from memory.forms import sentence
from memory.memories import Memory
from memory.personalisation import AppliedMemory
from memory.recall import recall_for_turn_async
from memory.tombstones import VisitorErased
from memory.turn_context import ChatContext, SearchRecord, ToolCallRecord
from offline_assistant.model import OfflineModel
from offline_assistant.reply_language import ENGLISH, Language, reply_language
from offline_assistant.wording import WORDING, wording_for
from rentals.filters import SearchFilters

logger = logging.getLogger(__name__)
T = TypeVar("T")

MAX_MESSAGE_CHARS = 2000
# Model calls allowed in one turn: a search and a reply take two; a loop beyond this is stopped.
MAX_MODEL_CALLS = 6
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
    language: Language = ENGLISH  # the conversation's, which the reply and its notes are in
    # Under the hood: the turn's database operations, what it understood, its timings. Shown
    # with the reply; the stored reply keeps a compact copy (``chat.trace.stored_trace``).
    trace: TurnTrace | None = None

    @property
    def search(self) -> SearchRecord | None:
        """The turn's last search: what the page's filters and grid follow."""
        return self.searches[-1] if self.searches else None

    def metadata(self) -> dict[str, Any]:
        """What the stored assistant message keeps about the turn."""
        metadata: dict[str, Any] = {
            "tool_calls": [call.to_dict() for call in self.tool_calls],
            "model": self.model_used,
            "language": self.language,
        }
        if self.search is not None:
            metadata["search"] = self.search.to_dict()
        if self.fell_back:
            metadata["fell_back"] = True
        if self.remembered:
            metadata["remembered"] = [
                {"id": memory.id, "content": sentence(memory.content, memory.form, self.language)}
                for memory in self.remembered
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

    Raises InvalidMessage for an empty or too long message, ConversationNotFound when the
    conversation is not the visitor's, ChatBusy (nothing stored) when the app has no place for
    another turn, ConversationBusy when the conversation's previous turn is still running.
    A caller that goes away does not stop the turn: it is answered and stored all the same.
    """
    request = _TurnRequest(visitor_id, validate_message(message), conversation_id)

    async def whole_turn() -> ChatTurnResult:
        with recording():
            async with turn_slot(uses_openai()), _database_outages():
                turn = await _Turn.begin(request, page_filters, page_sort, viewing_rental_id)
                return await turn.run()

    return await asyncio.shield(_to_the_end(whole_turn()))


async def stream_chat_turn(
    visitor_id: str,
    message: str,
    *,
    conversation_id: str | None = None,
    page_filters: SearchFilters | None = None,
    page_sort: str | None = None,
    viewing_rental_id: str | None = None,
) -> ChatStream:
    """Start a turn and return its events as they happen.

    Validation, admission and the conversation check happen here, before any event (the errors of
    ``run_chat_turn``), so a view can answer them with a plain response; the stream's
    ``conversation_id`` is known at once. The turn runs to its end whether or not anyone reads
    the events.
    """
    request = _TurnRequest(visitor_id, validate_message(message), conversation_id)
    events: asyncio.Queue[ChatEvent | BaseException | None] = asyncio.Queue()
    started: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def whole_turn() -> None:
        try:
            with recording():
                async with turn_slot(uses_openai()), _database_outages():
                    turn = await _Turn.begin(request, page_filters, page_sort, viewing_rental_id)
                    started.set_result(turn.context.conversation_id)
                    async for event in turn.events():
                        events.put_nowait(event)
        except Exception as error:
            if not started.done():
                started.set_exception(error)
            else:
                events.put_nowait(error)
        finally:
            events.put_nowait(None)

    _to_the_end(whole_turn())
    return ChatStream(await asyncio.shield(started), events)


def validate_message(message: str) -> str:
    """The message without surrounding whitespace; raises InvalidMessage when unusable."""
    text = message.strip()
    if not text:
        raise InvalidMessage("Type a message first.")
    if len(text) > MAX_MESSAGE_CHARS:
        raise InvalidMessage(
            wording_for(text).message_too_long.format(
                limit=f"{MAX_MESSAGE_CHARS:,}", length=f"{len(text):,}"
            )
        )
    return text


def uses_openai() -> bool:
    return bool(settings.OPENAI_API_KEY)


class ChatStream(AsyncIterator[ChatEvent]):
    """The events of one turn, ending with ``TurnCompleted``; a failed turn raises its error."""

    def __init__(
        self, conversation_id: str, events: asyncio.Queue[ChatEvent | BaseException | None]
    ) -> None:
        self.conversation_id = conversation_id
        self._events = events
        self._ended = False

    def __aiter__(self) -> ChatStream:
        return self

    async def __anext__(self) -> ChatEvent:
        if self._ended:
            raise StopAsyncIteration
        event = await self._events.get()
        if event is None:
            self._ended = True
            raise StopAsyncIteration
        if isinstance(event, BaseException):
            self._ended = True
            raise event
        return event


# Turns run in tasks of their own, so that a caller who goes away (the visitor closed the tab, a
# client timed out) stops waiting for the turn, not the turn: its reply is stored all the same.
_running_turns: set[asyncio.Task[Any]] = set()


def _to_the_end(turn: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
    task = asyncio.create_task(turn)
    _running_turns.add(task)
    task.add_done_callback(_turn_ended)
    return task


def _turn_ended(task: asyncio.Task[Any]) -> None:
    _running_turns.discard(task)
    # Its caller may have gone away: the error (a refusal, a failed turn) is theirs, not a leak.
    if not task.cancelled():
        task.exception()


@asynccontextmanager
async def _database_outages() -> AsyncIterator[None]:
    """Around a turn in its place: a turn that waited for the place while the database went away
    fails at once instead of after the database's deadline, and a turn that found the database
    unreachable records the outage before it gives its place to the next one."""
    if outage.down:
        await asyncio.to_thread(outage.ensure_up)
    try:
        yield
    except Exception as error:
        if is_unreachable_error(error):
            raise as_unavailable(error) from None
        raise


def _chat_event(
    event: StreamEvent, context: ChatContext, running: dict[str, str], language: Language
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
        arguments = str(getattr(call, "arguments", ""))
        return ToolStarted(name, tool_label(name, arguments, language))
    if event.name == "tool_output":
        output = event.item.raw_item
        call_id = str(output.get("call_id") if isinstance(output, dict) else "")
        record = context.tool_call(call_id)
        name = record.name if record else running.get(call_id, "")
        return ToolFinished(name, record.search if record else None)
    return None


# --- one turn ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _TurnRequest:
    visitor_id: str
    message: str  # validated
    conversation_id: str | None  # None starts a new conversation


@dataclass
class _Turn:
    message: str
    context: ChatContext
    agent: Agent[ChatContext]
    session: TurnSession
    language: Language  # of the conversation, for the replies the service writes itself
    turn_id: str  # the turn's hold on its conversation (``memory.conversations``)
    _finished: bool = field(default=False, init=False)  # the reply is stored
    # The trace is built before the reply is stored and again after: each operation shown once.
    _views: OperationViews = field(init=False)

    def __post_init__(self) -> None:
        self._views = OperationViews(self.context.visitor_id)

    @classmethod
    async def begin(
        cls,
        request: _TurnRequest,
        page_filters: SearchFilters | None,
        page_sort: str | None,
        viewing_rental_id: str | None,
    ) -> _Turn:
        """Store the visitor's message, holding the conversation, and get what the turn needs.

        The message, the conversation check, the agent's window and the visitor's memory revision
        take two round trips (``begin_turn_async``); recall starts once the revision is read.
        """
        visitor_id, text = request.visitor_id, request.message
        new = request.conversation_id is None
        conversation_id = request.conversation_id or new_conversation_id()
        last_trip_filters = None
        if new:
            await asyncio.to_thread(consolidate_before_new_conversation, visitor_id)
            last_trip_filters = await asyncio.to_thread(_last_trip_filters, visitor_id)
        page = _page_metadata(page_filters, viewing_rental_id)
        memory_revision: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        recalling = asyncio.ensure_future(recall_for_turn_async(visitor_id, text, memory_revision))
        try:
            started = await begin_turn_async(
                visitor_id,
                conversation_id,
                text,
                page,
                new=new,
                lost_reply_note=wording_for(text).reply_lost,
                memory_revision=memory_revision,
            )
        except BaseException:
            recalling.cancel()  # the revision never came: nothing to recall for
            raise
        recalled = await recalling
        context = ChatContext(
            visitor_id, conversation_id, page_filters, viewing_rental_id, page_sort=page_sort
        )
        context.visitor_message = text
        context.message_at = started.message.at
        context.recalled_memories = recalled
        context.last_trip_filters = last_trip_filters
        session = TurnSession(visitor_id, conversation_id, started.agent_items)
        language = reply_language([*session.user_texts(), text])
        return cls(text, context, build_agent(context), session, language, started.turn_id)

    def run_arguments(self) -> dict[str, Any]:
        return {
            "context": self.context,
            "session": self.session,
            "max_turns": MAX_MODEL_CALLS,
            "run_config": RUN_CONFIG,
            "hooks": ModelTiming(current_recorder()),
        }

    async def run(self) -> ChatTurnResult:
        """Answer in one piece."""
        async with self._answering():
            try:
                result = await Runner.run(self.agent, self.message, **self.run_arguments())
                reply = str(result.final_output)
            except MaxTurnsExceeded:
                reply = WORDING[self.language].gave_up
            return await self.finish(reply)

    async def events(self) -> AsyncGenerator[ChatEvent]:
        """Answer as it happens: the run's events, then ``TurnCompleted``."""
        async with self._answering():
            streamed = Runner.run_streamed(self.agent, self.message, **self.run_arguments())
            running: dict[str, str] = {}  # call id -> tool name
            try:
                async for event in streamed.stream_events():
                    chat_event = _chat_event(event, self.context, running, self.language)
                    if chat_event is not None:
                        yield chat_event
                reply = str(streamed.final_output)
            except MaxTurnsExceeded:
                reply = WORDING[self.language].gave_up
            finally:
                if not streamed.is_complete:
                    streamed.cancel()
            yield TurnCompleted(await self.finish(reply))

    @asynccontextmanager
    async def _answering(self) -> AsyncIterator[None]:
        """A turn that fails still answers the stored message, with an apology, and frees the
        conversation; the error then goes on to the caller."""
        # Renewals are the turn's bookkeeping, not its work: outside its trace (an empty context).
        holding = asyncio.create_task(self._keep_conversation(), context=contextvars.Context())
        try:
            yield
        except BaseException as error:
            # An unreachable database would only make the apology wait for its deadline too; the
            # next turn completes the message once the lease expires (`memory.conversations`).
            if not self._finished and not is_unreachable_error(error):
                await self._store_failure()
            raise
        finally:
            holding.cancel()

    async def _keep_conversation(self) -> None:
        """Renew the turn's lease on its conversation while it runs, so that only a turn whose
        process died leaves the conversation held, for ``TURN_LEASE_S`` at most."""
        context = self.context
        while True:
            await asyncio.sleep(TURN_RENEW_S)
            try:
                held = await renew_turn_async(
                    context.visitor_id, context.conversation_id, self.turn_id
                )
            except Exception as error:
                logger.warning("Could not renew a chat turn's lease: %s", error)
                continue  # the next renewal may reach the database
            if not held:
                return

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
            language=self.language,
        )
        visitor_id = self.context.visitor_id
        recorder = current_recorder()
        metadata = result.metadata()
        if recorder is not None:
            # Reopened from History, the reply shows this trace: the turn up to the reply's write.
            metadata["trace"] = stored_trace(self._trace(recorder))
        reply_found_conversation = False
        database_unreachable = False
        try:
            chat = {
                "conversation_id": result.conversation_id,
                "model": result.model_used,
                "searched": result.search is not None,
            }
            await log_activities_async(visitor_id, [*self.context.activity, ("chat", chat)])
            # The reply is the turn's last write (see `memory.erasure.sweep_if_erased`).
            reply_found_conversation = await finish_turn_async(
                visitor_id,
                result.conversation_id,
                reply,
                metadata,
                self.session.pending_items(),
                turn_id=self.turn_id,
            )
            self._finished = True
        except BaseException as error:
            database_unreachable = is_unreachable_error(error)
            raise
        finally:
            # The visitor may have deleted their data while the turn ran: what the turn wrote
            # before the deletion's tombstone goes too.
            swept = (
                not reply_found_conversation
                and not database_unreachable
                and await sweep_if_erased(visitor_id)
            )
            if swept:
                raise VisitorErased(visitor_id)
        if not reply_found_conversation:
            raise TurnLost(result.conversation_id)
        if recorder is None:
            return result
        return replace(result, trace=self._trace(recorder))

    def _trace(self, recorder: OperationRecorder) -> TurnTrace:
        """The turn's trace so far."""
        total_ms = (time.perf_counter() - recorder.started) * 1000
        applied = self._applied_memories()
        return build_trace(recorder, self.context, applied, total_ms, self._views)

    def _applied_memories(self) -> list[AppliedMemory]:
        """The memories that shaped the offline model's search (OpenAI's choices are its own)."""
        model = self.agent.model
        if isinstance(model, FallbackModel):
            model = model.fallback if model.fell_back else None
        return list(model.applied_memories) if isinstance(model, OfflineModel) else []

    async def _store_failure(self) -> None:
        try:
            await finish_turn_async(
                self.context.visitor_id,
                self.context.conversation_id,
                WORDING[self.language].turn_failed,
                {"failed": True, "model": language_model_label()},
                [],
                turn_id=self.turn_id,
            )
            self._finished = True
        except Exception:
            logger.exception("Could not store the reply of a failed chat turn")


def _last_trip_filters(visitor_id: str) -> dict[str, Any] | None:
    """The last search of the visitor's previous conversation. Without it the new conversation
    only loses "same budget as last time", so a failure is logged, unless the database is
    unreachable: then the conversation could not start either."""
    try:
        return last_search_filters(visitor_id)
    except PyMongoError as error:
        if is_unreachable_error(error):
            raise
        logger.warning("Could not read the previous conversation's last search: %s", error)
        return None


def _page_metadata(
    page_filters: SearchFilters | None, viewing_rental_id: str | None
) -> dict[str, Any]:
    page: dict[str, Any] = {}
    if page_filters is not None:
        page["filters"] = page_filters.active()
    if viewing_rental_id:
        page["viewing"] = viewing_rental_id
    return {"page": page} if page else {}
