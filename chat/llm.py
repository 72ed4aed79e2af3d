"""Which language model answers: OpenAI when a key is configured, otherwise the offline model.

With a key, every call goes to OpenAI's Responses API through ``FallbackModel``: when OpenAI
cannot answer (network, quota, authentication, a server error) the offline model takes over for
the rest of the turn, and its reply opens with a sentence saying so.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import AsyncIterator, Sequence
from typing import Any

import openai
from agents import ModelResponse
from agents.items import TResponseStreamEvent
from agents.models.interface import Model
from agents.models.openai_responses import OpenAIResponsesModel
from django.conf import settings
from openai import AsyncOpenAI

from chat.offline_model import OfflineModel
from memory.memories import Memory
from rentals.filters import SearchFilters

logger = logging.getLogger(__name__)

OFFLINE = "offline"
FALLBACK_NOTICE = "(OpenAI is unavailable right now, so the offline assistant answered.)"
# A booth with bad wifi should fall back within seconds, not after minutes of waiting: a
# connection gets 5 s, an answer 30 s, and one retry.
OPENAI_TIMEOUT = openai.Timeout(30.0, connect=5.0)
OPENAI_MAX_RETRIES = 1
# Stream events that end an OpenAI response in failure instead of raising.
_FAILED_EVENTS = frozenset({"response.failed", "error"})


def language_model_label() -> str:
    if settings.OPENAI_API_KEY:
        return f"openai:{settings.OPENAI_MODEL}"
    return OFFLINE


def select_model(
    *,
    page_filters: SearchFilters | None = None,
    page_sort: str | None = None,
    viewing_rental_id: str | None = None,
    memories: Sequence[Memory] = (),
) -> Model:
    """The model for one chat turn; the offline model gets the page state it reasons from and
    the visitor's recalled memories."""
    if not settings.OPENAI_API_KEY:
        return OfflineModel(
            page_filters=page_filters,
            page_sort=page_sort,
            viewing_rental_id=viewing_rental_id,
            memories=memories,
        )
    return FallbackModel(
        OpenAIResponsesModel(model=settings.OPENAI_MODEL, openai_client=openai_client()),
        OfflineModel(
            page_filters=page_filters,
            page_sort=page_sort,
            viewing_rental_id=viewing_rental_id,
            memories=memories,
            notice=FALLBACK_NOTICE,
        ),
    )


_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncOpenAI] = (
    weakref.WeakKeyDictionary()
)


def openai_client() -> AsyncOpenAI:
    """One client per event loop: its connection pool is bound to the loop that opened it."""
    loop = asyncio.get_running_loop()
    client = _clients.get(loop)
    if client is None:
        client = AsyncOpenAI(
            api_key=settings.OPENAI_API_KEY,
            base_url=settings.OPENAI_BASE_URL or None,
            timeout=OPENAI_TIMEOUT,
            max_retries=OPENAI_MAX_RETRIES,
        )
        _clients[loop] = client
    return client


class StreamFailed(Exception):
    """OpenAI ended a streamed response with a failure event instead of an HTTP error."""


class FallbackModel(Model):
    """``primary`` until one of its calls fails, then ``fallback`` for the rest of the turn."""

    def __init__(self, primary: Model, fallback: Model) -> None:
        self.primary = primary
        self.fallback = fallback
        self.fell_back = False

    async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
        if not self.fell_back:
            try:
                return await self.primary.get_response(*args, **kwargs)
            except openai.APIError as error:
                self._fall_back(error)
        return await self.fallback.get_response(*args, **kwargs)

    async def stream_response(
        self, *args: Any, **kwargs: Any
    ) -> AsyncIterator[TResponseStreamEvent]:
        if not self.fell_back:
            try:
                async for event in self.primary.stream_response(*args, **kwargs):
                    if event.type in _FAILED_EVENTS:
                        raise StreamFailed(event.type)
                    yield event
                return
            except (openai.APIError, StreamFailed) as error:
                self._fall_back(error)
        async for event in self.fallback.stream_response(*args, **kwargs):
            yield event

    def _fall_back(self, error: Exception) -> None:
        status = getattr(error, "status_code", None)
        logger.warning(
            "OpenAI call failed (%s%s); the offline model finishes the turn",
            type(error).__name__,
            f" {status}" if status else "",
        )
        self.fell_back = True

    async def close(self) -> None:
        await self.primary.close()
