"""Which language model answers: OpenAI when a key is configured, otherwise the offline model.

With a key, every call goes to OpenAI (its Responses API, or Chat Completions with
``OPENAI_API=chat_completions`` for OpenAI-compatible servers) through ``FallbackModel``: when
OpenAI cannot answer (network, quota, authentication, a server error, or no answer within the
turn's ``OPENAI_TURN_TIMEOUT_S``) the offline model takes over for the rest of the turn, and its
reply opens with a sentence saying so. The failure opens ``openai_breaker``: the next turns go
straight to the offline model until a background check finds OpenAI answering again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from typing import Any

import openai
from agents import ModelResponse
from agents.items import TResponseStreamEvent
from agents.models.interface import Model
from agents.models.openai_chatcompletions import OpenAIChatCompletionsModel
from agents.models.openai_responses import OpenAIResponsesModel
from django.conf import settings

from infra.openai_breaker import StreamFailed, TurnTimedOut, openai_breaker
from infra.openai_clients import chat_openai_client
from memory.memories import Memory
from offline_assistant.model import OfflineModel
from rentals.filters import SearchFilters

logger = logging.getLogger(__name__)

OFFLINE = "offline"
# Stream events that end an OpenAI response in failure instead of raising.
_FAILED_EVENTS = frozenset({"response.failed", "error"})
# What makes the offline model finish a turn.
_OPENAI_FAILURES = (openai.APIError, StreamFailed, TurnTimedOut)


def language_model_label() -> str:
    """What answers the next turn: the OpenAI model, or "offline" (no key, or OpenAI failed
    lately)."""
    if settings.OPENAI_API_KEY and openai_breaker.allows_openai():
        return f"openai:{settings.OPENAI_MODEL}"
    return OFFLINE


def select_model(
    *,
    page_filters: SearchFilters | None = None,
    page_sort: str | None = None,
    viewing_rental_id: str | None = None,
    memories: Sequence[Memory] = (),
    last_trip_filters: dict[str, Any] | None = None,
) -> Model:
    """The model for one chat turn; the offline model gets the page state it reasons from, the
    visitor's recalled memories and the last search of their previous conversation."""
    if not settings.OPENAI_API_KEY:
        return OfflineModel(
            page_filters=page_filters,
            page_sort=page_sort,
            viewing_rental_id=viewing_rental_id,
            memories=memories,
            last_trip_filters=last_trip_filters,
        )
    return FallbackModel(
        openai_model(),
        OfflineModel(
            page_filters=page_filters,
            page_sort=page_sort,
            viewing_rental_id=viewing_rental_id,
            memories=memories,
            last_trip_filters=last_trip_filters,
            stands_in=True,
        ),
        turn_timeout_s=float(settings.OPENAI_TURN_TIMEOUT_S),
    )


def openai_model() -> Model:
    """The configured OpenAI API: Responses, or Chat Completions for compatible servers."""
    if settings.OPENAI_API == "chat_completions":
        return OpenAIChatCompletionsModel(
            model=settings.OPENAI_MODEL, openai_client=chat_openai_client()
        )
    return OpenAIResponsesModel(model=settings.OPENAI_MODEL, openai_client=chat_openai_client())


class FallbackModel(Model):
    """``primary`` until one of its calls fails or the turn's model time is spent, then
    ``fallback`` for the rest of the turn; straight to ``fallback`` while the breaker is open."""

    def __init__(self, primary: Model, fallback: Model, *, turn_timeout_s: float) -> None:
        self.primary = primary
        self.fallback = fallback
        self.turn_timeout_s = turn_timeout_s
        self.fell_back = not openai_breaker.allows_openai()
        self._deadline: float | None = None

    async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
        if not self.fell_back:
            try:
                async with self._time_left():
                    response = await self.primary.get_response(*args, **kwargs)
                openai_breaker.reset()
                return response
            except _OPENAI_FAILURES as error:
                self._fall_back(error)
        return await self.fallback.get_response(*args, **kwargs)

    async def stream_response(
        self, *args: Any, **kwargs: Any
    ) -> AsyncIterator[TResponseStreamEvent]:
        if not self.fell_back:
            events = aiter(self.primary.stream_response(*args, **kwargs))
            try:
                while True:
                    # The time limit covers each wait for OpenAI, never the consumer's work
                    # between events (a deadline must not span a yield).
                    async with self._time_left():
                        event = await anext(events, None)
                    if event is None:
                        break
                    if event.type in _FAILED_EVENTS:
                        raise StreamFailed(event.type)
                    yield event
                openai_breaker.reset()
                return
            except _OPENAI_FAILURES as error:
                self._fall_back(error)
                with contextlib.suppress(Exception):
                    await events.aclose()  # type: ignore[attr-defined]
        async for event in self.fallback.stream_response(*args, **kwargs):
            yield event

    @contextlib.asynccontextmanager
    async def _time_left(self) -> AsyncIterator[None]:
        loop = asyncio.get_running_loop()
        if self._deadline is None:
            self._deadline = loop.time() + self.turn_timeout_s
        try:
            async with asyncio.timeout_at(self._deadline):
                yield
        except TimeoutError:
            raise TurnTimedOut(f"no answer within {self.turn_timeout_s:g} s") from None

    def _fall_back(self, error: Exception) -> None:
        status = getattr(error, "status_code", None)
        logger.warning(
            "OpenAI call failed (%s%s); the offline model finishes the turn",
            type(error).__name__,
            f" {status}" if status else "",
        )
        openai_breaker.record_failure(error)
        self.fell_back = True

    async def close(self) -> None:
        await self.primary.close()
