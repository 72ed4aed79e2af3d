"""Admission control: a bounded number of chat turns in flight per worker process.

A turn past the limit waits up to ``CHAT_ADMISSION_WAIT_MS`` for a place, then is refused with
``ChatBusy`` (the views answer a fast 503 with ``Retry-After``) before anything is stored, so every
stored visitor message belongs to a turn that is answered. Turns on the offline model are CPU-bound
and get a small limit (``CHAT_OFFLINE_TURNS``); turns waiting on OpenAI mostly wait on the network
and get their own, larger one (``CHAT_OPENAI_TURNS``). A limit of 0 pauses the chat: every
message is answered with the busy line, and search keeps working.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from django.conf import settings

RETRY_AFTER_S = 3


class ChatBusy(RuntimeError):
    """No place for another turn right now; the views tell the visitor so in their language
    (``Wording.busy``)."""

    retry_after_s = RETRY_AFTER_S

    def __init__(self) -> None:
        super().__init__("no place for another chat turn")


# Semaphores bind to the event loop that first waits on them: one set per loop (each worker runs
# one loop; tests run several).
_limits: weakref.WeakKeyDictionary[
    asyncio.AbstractEventLoop, dict[tuple[str, int], asyncio.Semaphore]
] = weakref.WeakKeyDictionary()


def turn_limit(uses_openai: bool) -> tuple[str, int]:
    """Which limit a turn counts against, and its size."""
    if uses_openai:
        return "openai", settings.CHAT_OPENAI_TURNS
    return "offline", settings.CHAT_OFFLINE_TURNS


@asynccontextmanager
async def turn_slot(uses_openai: bool) -> AsyncIterator[None]:
    """Hold a place for one turn while the block runs; raises ChatBusy when none frees in time."""
    limit = turn_limit(uses_openai)
    if limit[1] <= 0:
        raise ChatBusy()
    semaphore = _semaphore(limit)
    if semaphore.locked():
        try:
            await asyncio.wait_for(semaphore.acquire(), settings.CHAT_ADMISSION_WAIT_MS / 1000)
        except TimeoutError:
            raise ChatBusy() from None
    else:
        await semaphore.acquire()  # a place is free: returns at once
    try:
        yield
    finally:
        semaphore.release()


def _semaphore(limit: tuple[str, int]) -> asyncio.Semaphore:
    per_loop = _limits.setdefault(asyncio.get_running_loop(), {})
    semaphore = per_loop.get(limit)
    if semaphore is None:
        semaphore = per_loop[limit] = asyncio.Semaphore(limit[1])
    return semaphore
