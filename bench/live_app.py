"""The real ASGI server (uvicorn) on a free loopback port, for benchmarks over HTTP."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from django.conf import settings

from config.app_process import app_process, free_port
from config.management.commands.serve import default_workers
from infra.mongo import connection


@dataclass(frozen=True)
class LiveApp:
    url: str
    pid: int  # uvicorn's main process; its children are the workers
    workers: int


@contextmanager
def running_app() -> Iterator[LiveApp]:
    """Serve the app on the benchmark's database with the offline model and the workers
    `manage.py serve` would start (one per core unless WEB_WORKERS says otherwise)."""
    port = free_port()
    workers = default_workers()
    env = {
        **os.environ,
        "MONGODB_URI": connection().uri,
        "MONGODB_DB": settings.MONGODB_DB,
        "DATA_DIR": str(settings.DATA_DIR),
        "OPENAI_API_KEY": "",
        # One simulated visitor sends a 70-turn conversation as fast as it is answered.
        "CHAT_TURNS_PER_MINUTE": "0",
        "LOG_LEVEL": "WARNING",
    }
    command = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1"]
    command += ["--port", str(port), "--workers", str(workers), "--log-level", "warning"]
    command += ["--no-access-log"]
    # The app's log (one line per busy 503 under overload) goes to a file, not between the figures.
    log = Path(settings.DATA_DIR) / "uvicorn.log"
    with app_process(
        command, env, port=port, log=log, startup_timeout_s=180.0, stop_timeout_s=60.0
    ) as app:
        yield LiveApp(app.base_url, app.process.pid, workers)


def visitor_client(base_url: str, timeout_s: float, **options: Any) -> httpx.AsyncClient:
    """One visitor's HTTP client (its own cookies, like a browser tab).

    The app is plain HTTP on 127.0.0.1, so no certificates are loaded: httpx loads the CA bundle
    for every client otherwise, about 50 ms of the load generator's CPU each, which held up every
    request in flight while 200 visitors arrived and showed up as seconds of latency.
    """
    return httpx.AsyncClient(base_url=base_url, timeout=timeout_s, verify=False, **options)


async def take_csrf_token(client: httpx.AsyncClient) -> None:
    """Like the page, send the CSRF token (its cookie stays in the client) with every write."""
    response = await client.get("/api/csrf")
    client.headers["X-CSRFToken"] = response.json()["csrf_token"]


@dataclass(frozen=True)
class ChatAnswer:
    """What one ``POST /api/chat`` got back, and how long it took."""

    seconds: float
    status: int | None = None  # None: no HTTP answer at all
    retry_after_s: float | None = None  # a busy 503 asks to come back after this
    conversation_id: str | None = None
    reply: str | None = None
    # The turn's own time as its trace tells it (``timings_ms.total``): the rest of ``seconds`` is
    # the request's way through HTTP, Django and this client.
    turn_ms: float | None = None

    @property
    def busy(self) -> bool:
        return self.retry_after_s is not None

    @property
    def answered(self) -> bool:
        return self.status == 200


async def post_chat(
    client: httpx.AsyncClient, message: str, conversation_id: str | None
) -> ChatAnswer:
    """Send a chat turn as the page does (in the visitor's conversation, when there is one)."""
    body: dict[str, str] = {"message": message}
    if conversation_id:
        body["conversation_id"] = conversation_id
    started = time.perf_counter()
    try:
        response = await client.post("/api/chat", json=body)
    except httpx.HTTPError:
        return ChatAnswer(time.perf_counter() - started)
    seconds = time.perf_counter() - started
    if response.status_code == 503 and "Retry-After" in response.headers:
        return ChatAnswer(seconds, 503, retry_after_s=float(response.headers["Retry-After"]))
    if response.status_code != 200:
        return ChatAnswer(seconds, response.status_code)
    answer = response.json()
    turn_ms = (answer.get("trace") or {}).get("timings_ms", {}).get("total")
    return ChatAnswer(seconds, 200, None, answer["conversation_id"], answer["reply"], turn_ms)


def percentile(values: list[float], percent: int) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[percent - 1]
