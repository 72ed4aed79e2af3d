"""A crash of the embedded database, seen from outside: `manage.py serve` on real HTTP, its
server killed with SIGKILL. Pages, the API and /api/health answer 503 at once while it is down, the
app starts it again on its own, and the data is still there. Stop signals leave nothing behind."""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from pymongo import MongoClient, WriteConcern

from config.app_process import app_process, free_port
from infra.embedded_server import EmbeddedServer
from infra.mongo import Document
from tests.live_app_helpers import process_alive, wait_for

STARTUP_TIMEOUT_S = 90.0
# Far longer than any fast answer: a request that waited for server selection shows up clearly.
SLOW_SERVER_SELECTION_MS = 30_000
FAST_ANSWER_S = 10.0

# Its own database server and app process, stopped and started again.
pytestmark = [pytest.mark.database, pytest.mark.live_server, pytest.mark.slow]


@dataclass
class ServedApp:
    process: subprocess.Popen[bytes]
    base_url: str
    database: EmbeddedServer
    log: Path

    def get(self, path: str) -> tuple[httpx.Response, float]:
        started = time.monotonic()
        response = httpx.get(self.base_url + path, timeout=SLOW_SERVER_SELECTION_MS / 1000 + 10)
        return response, time.monotonic() - started


@contextlib.contextmanager
def served_app(data_dir: Path, workers: int = 1, **settings: str) -> Iterator[ServedApp]:
    """`manage.py serve` with its own embedded database under ``data_dir``; ``settings`` adds
    environment settings."""
    port = free_port()
    environment = os.environ | {
        "DATA_DIR": str(data_dir),
        "MONGODB_URI": "",
        "MONGODB_DB": "outage",
        "MONGODB_TIMEOUT_MS": str(SLOW_SERVER_SELECTION_MS),
        "OPENAI_API_KEY": "",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        **settings,
    }
    data_dir.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "manage.py", "serve", "--port", str(port), "--workers", str(workers)]
    database = EmbeddedServer(data_dir)
    try:
        with app_process(
            command,
            environment,
            port=port,
            log=data_dir / "serve.log",
            startup_timeout_s=STARTUP_TIMEOUT_S,
            stop_timeout_s=30.0,
        ) as running:
            yield ServedApp(running.process, running.base_url, database, running.log)
    finally:
        database.stop()


def test_a_killed_database_is_a_fast_503_then_restarted_with_its_data(tmp_path: Path) -> None:
    with served_app(tmp_path) as app:
        before = app.database.recorded_state()
        assert before is not None
        with MongoClient[Document](before.uri) as client:
            journaled = client.outage.notes.with_options(write_concern=WriteConcern(j=True))
            journaled.insert_one({"_id": "written before the crash"})

        with _restart_blocked(app.database):
            os.kill(before.pid, signal.SIGKILL)
            wait_for(lambda: not process_alive(before.pid), 10, app, "the database to die")
            time.sleep(2)  # the app notices a dead server within half a second

            health, health_s = app.get("/api/health")
            page, page_s = app.get("/")
            api, api_s = app.get("/api/rentals?location=Porto")

        assert health.status_code == 503
        assert health.json()["status"] == "error"
        assert health.json()["database"]["reachable"] is False
        assert page.status_code == 503
        assert "The listings database is unavailable" in page.text
        assert "restarted" in page.text
        assert api.status_code == 503
        assert "restarted" in api.json()["detail"]
        assert "Traceback" not in page.text + api.text
        assert max(health_s, page_s, api_s) < FAST_ANSWER_S, (health_s, page_s, api_s)

        # The restarted server answers just before its state file names it: wait for both.
        wait_for(
            lambda: _healthy(app) and app.database.recorded_state() != before,
            30,
            app,
            "the database to be restarted",
        )
        after = app.database.recorded_state()
        assert after is not None and after.pid != before.pid
        assert app.process.poll() is None, "the app itself was not restarted"
        assert app.get("/")[0].status_code == 200
        assert app.get("/api/rentals?location=Porto")[0].status_code == 200
        with MongoClient[Document](after.uri) as client:
            assert client.outage.notes.find_one({}) == {"_id": "written before the crash"}


STALL_DEADLINE_MS = 2000
# Above the deadline: the request's own work, and a loaded machine's scheduling.
STALL_SLACK_S = 1.5


def test_a_stalled_database_answers_every_request_with_a_503_within_the_deadline(
    tmp_path: Path,
) -> None:
    with served_app(
        tmp_path, MONGODB_TIMEOUT_MS=str(STALL_DEADLINE_MS), CHAT_OFFLINE_TURNS="1"
    ) as app:
        assert _chat(app, "a flat in Porto")[0].status_code == 200
        database = app.database.recorded_state()
        assert database is not None
        requests: list[tuple[str, str]] = [
            ("POST", "/api/chat"),
            ("POST", "/api/chat"),
            ("POST", "/api/chat"),
            ("GET", "/api/conversations"),
            ("GET", "/api/memories"),
            ("GET", "/memory/"),
            ("GET", "/api/health"),
        ]
        answers: list[tuple[str, httpx.Response, float]] = []

        def ask(method: str, path: str) -> None:
            if method == "POST":
                response, seconds = _chat(app, "a house in Rio")
            else:
                response, seconds = app.get(path)
            answers.append((path, response, seconds))

        os.kill(database.pid, signal.SIGSTOP)
        try:
            threads = [threading.Thread(target=ask, args=request) for request in requests]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        finally:
            os.kill(database.pid, signal.SIGCONT)

        assert len(answers) == len(requests)
        for path, response, seconds in answers:
            assert response.status_code == 503, (path, response.text)
            assert response.headers.get("Retry-After"), path
            assert "Traceback" not in response.text
            assert seconds < STALL_DEADLINE_MS / 1000 + STALL_SLACK_S, (path, seconds)
        # No turn kept its place: the one place takes the next message at once.
        wait_for(lambda: _healthy(app), 30, app, "the database to answer again")
        response, _ = _chat(app, "a loft in New York")
        assert response.status_code == 200, response.text


def _chat(app: ServedApp, message: str) -> tuple[httpx.Response, float]:
    started = time.monotonic()
    response = httpx.post(
        app.base_url + "/api/chat", json={"message": message}, timeout=SLOW_SERVER_SELECTION_MS
    )
    return response, time.monotonic() - started


@pytest.mark.parametrize("workers", [1, 2], ids=["one-worker", "two-workers"])
@pytest.mark.parametrize("stop_signal", [signal.SIGTERM, signal.SIGHUP], ids=["TERM", "HUP"])
def test_a_stop_signal_stops_the_app_and_its_database(
    tmp_path: Path, stop_signal: signal.Signals, workers: int
) -> None:
    with served_app(tmp_path, workers) as app:
        database = app.database.recorded_state()
        assert database is not None
        app.process.send_signal(stop_signal)
        app.process.wait(timeout=120)

        assert not process_alive(database.pid), app.log.read_text()
        assert app.database.recorded_state() is None
        assert "Stopped the embedded database." in app.log.read_text()


@contextlib.contextmanager
def _restart_blocked(database: EmbeddedServer) -> Iterator[None]:
    """Hold the server's start lock, so the outage lasts until the block ends."""
    with database.lock_path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _healthy(app: ServedApp) -> bool:
    try:
        return httpx.get(app.base_url + "/api/health", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False
