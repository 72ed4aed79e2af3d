"""Load, as a worker starts, what its first chat turn would otherwise load while a visitor waits.

A cold worker spends several seconds on its first turn: importing the views and the agent SDK,
reading every listing into the search catalog, loading the local embedding model and building the
SDK's schemas. ``warm_up`` does all of that before the worker takes requests (uvicorn waits for
the ASGI lifespan startup, see ``WarmUpOnStartup``) by answering one message with the offline model
and no session: it only reads. A failure (the database is down) is logged and the worker starts
anyway, loading lazily as it would have.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from django.urls import get_resolver
from pymongo.errors import PyMongoError

from infra.mongo import DatabaseUnavailable

logger = logging.getLogger(__name__)

# A search with no fact worth remembering: the turn reads listings and writes nothing.
WARM_UP_MESSAGE = "two bedroom flat in Porto under 120"
WARM_UP_VISITOR = "warm-up"

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
ASGIApp = Callable[
    [Scope, Callable[[], Awaitable[Message]], Callable[[Message], Awaitable[None]]],
    Awaitable[None],
]


async def warm_up() -> None:
    started = time.perf_counter()
    try:
        await _answer_once()
    except (DatabaseUnavailable, PyMongoError) as error:
        logger.warning("Started cold, the first chat turn will load what it needs: %s", error)
        return
    # The CPU time tells a busy machine (little CPU, long wait) from slow work (both long).
    logger.info(
        "Warmed up in %.1f s (%.1f s of CPU since the worker started)",
        time.perf_counter() - started,
        time.process_time(),
    )


def load_code() -> None:
    """Import every view, the agent and its SDK, and compile the parser: most of a warm-up's
    CPU, and none of it needs the database."""
    get_resolver().url_patterns  # noqa: B018


async def _answer_once() -> None:
    load_code()

    from agents import Runner

    from chat.agent import build_agent
    from chat.service import MAX_MODEL_CALLS, RUN_CONFIG
    from memory.turn_context import ChatContext
    from offline_assistant.model import OfflineModel

    context = ChatContext(WARM_UP_VISITOR, conversation_id="")
    # The offline model whatever is configured: warming up must not call OpenAI.
    agent = build_agent(context).clone(model=OfflineModel())
    await Runner.run(
        agent, WARM_UP_MESSAGE, context=context, max_turns=MAX_MODEL_CALLS, run_config=RUN_CONFIG
    )


class WarmUpOnStartup:
    """ASGI middleware answering the lifespan protocol: ``warm_up`` on startup."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(
        self,
        scope: Scope,
        receive: Callable[[], Awaitable[Message]],
        send: Callable[[Message], Awaitable[None]],
    ) -> None:
        if scope["type"] != "lifespan":
            await self.app(scope, receive, send)
            return
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await warm_up()
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await send({"type": "lifespan.shutdown.complete"})
                return
