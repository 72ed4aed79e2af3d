"""A worker warms up before it takes requests: its first visitor does not wait for the search
catalog, the embedding model and the agent SDK to load. Warming up only reads, never calls
OpenAI, and a database that is down does not keep the worker from starting."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import MutableMapping
from typing import Any

import pytest

from config import warm_up as warm_up_module
from config.warm_up import WarmUpOnStartup, warm_up
from infra.mongo import DatabaseUnavailable, get_database
from rentals.search import catalog
from tests.chat_helpers import chat_db  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db")


def documents_per_collection() -> dict[str, int]:
    database = get_database()
    return {name: database[name].count_documents({}) for name in database.list_collection_names()}


def test_warming_up_loads_the_catalog_and_writes_nothing(
    settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings.OPENAI_API_KEY = "sk-configured"  # still answered offline: no network call
    monkeypatch.setattr(catalog, "_loaded", {})
    before = documents_per_collection()

    run_async(warm_up())

    assert catalog._loaded, "the search catalog is loaded"
    assert documents_per_collection() == before


def test_a_database_that_is_down_is_logged_and_the_worker_starts(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def unreachable() -> None:
        raise DatabaseUnavailable("The database did not answer within 2 s.")

    monkeypatch.setattr(warm_up_module, "_answer_once", unreachable)

    with caplog.at_level(logging.WARNING, logger="config.warm_up"):
        run_async(warm_up())

    assert "Started cold" in caplog.text and "did not answer" in caplog.text


def test_the_lifespan_startup_completes_after_warming_up_and_requests_pass_through(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(catalog, "_loaded", {})
    served: list[str] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        served.append(scope["type"])

    async def lifespan() -> list[tuple[str, bool]]:
        incoming: asyncio.Queue[dict[str, str]] = asyncio.Queue()
        sent: list[tuple[str, bool]] = []

        async def send(message: MutableMapping[str, Any]) -> None:
            sent.append((message["type"], bool(catalog._loaded)))

        for kind in ("lifespan.startup", "lifespan.shutdown"):
            incoming.put_nowait({"type": kind})
        wrapped = WarmUpOnStartup(app)
        await wrapped({"type": "lifespan"}, incoming.get, send)
        await wrapped({"type": "http"}, incoming.get, send)
        return sent

    sent = run_async(lifespan())

    assert sent == [("lifespan.startup.complete", True), ("lifespan.shutdown.complete", True)]
    assert served == ["http"]
