"""Every OpenAI client the app makes, with one policy for time and retries.

The key and the endpoint come from the settings (``OPENAI_API_KEY``, ``OPENAI_BASE_URL``); an
embedder passes its own. A connection gets ``OPENAI_CONNECT_TIMEOUT_S`` (a booth with bad wifi
should fall back within seconds); a call gets the time its caller can wait; retries are the
caller's choice, written beside each use: the chat and consolidation retry once, the breaker's
health check never, the embedders retry with their own backoff. Whether to call OpenAI at all is
``infra.openai_breaker``'s answer.
"""

from __future__ import annotations

import asyncio
import weakref

import openai
from django.conf import settings

# The chat's calls: one retry of a failed call; the turn's model time bounds the whole anyway.
CHAT_MAX_RETRIES = 1


def openai_timeout(total_s: float) -> openai.Timeout:
    """``total_s`` for a call, of which ``OPENAI_CONNECT_TIMEOUT_S`` at most to connect."""
    return openai.Timeout(total_s, connect=float(settings.OPENAI_CONNECT_TIMEOUT_S))


def openai_client(
    *,
    timeout: openai.Timeout | float,
    max_retries: int,
    api_key: str | None = None,
    base_url: str | None = None,
) -> openai.OpenAI:
    """A synchronous client for the configured key and endpoint (or those given)."""
    return openai.OpenAI(
        api_key=settings.OPENAI_API_KEY if api_key is None else api_key,
        base_url=base_url or settings.OPENAI_BASE_URL or None,
        timeout=timeout,
        max_retries=max_retries,
    )


_chat_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, openai.AsyncOpenAI] = (
    weakref.WeakKeyDictionary()
)


def chat_openai_client() -> openai.AsyncOpenAI:
    """The chat's client, one per event loop (its connection pool is bound to the loop that
    opened it): nothing may outlast the turn's model time, ``OPENAI_TURN_TIMEOUT_S``."""
    loop = asyncio.get_running_loop()
    client = _chat_clients.get(loop)
    if client is None:
        client = openai.AsyncOpenAI(
            api_key=settings.OPENAI_API_KEY,
            base_url=settings.OPENAI_BASE_URL or None,
            timeout=openai_timeout(float(settings.OPENAI_TURN_TIMEOUT_S)),
            max_retries=CHAT_MAX_RETRIES,
        )
        _chat_clients[loop] = client
    return client
