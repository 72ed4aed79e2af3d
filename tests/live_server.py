"""The app served by uvicorn over ASGI, for tests that speak real HTTP to it.

The server is the same ASGI application production runs, started as its own process against the
session's embedded MongoDB-protocol server and the chat tests' copy of the seeded database: real
HTTP, static files, htmx and the real search.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from infra.embedded_server import EmbeddedServer

PROJECT_ROOT = Path(__file__).resolve().parents[1]
STARTUP_TIMEOUT_S = 180.0
# On a busy machine one health report (database, embedder, counts) can take several seconds.
HEALTH_REQUEST_TIMEOUT_S = 15.0


@pytest.fixture(scope="session")
def live_app(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """The base URL of the app running under uvicorn on a free port, on the chat database."""
    uri = embedded_server.ensure_running().uri
    with serving(uri, chat_database, tmp_path_factory.mktemp("live_app")) as base_url:
        _warm_up(base_url)
        yield base_url


@contextmanager
def serving(mongodb_uri: str, database: str, data_dir: Path, **settings: str) -> Iterator[str]:
    """The app served on ``database`` until the block ends; yields its base URL. ``settings``
    adds environment settings (``CHAT_OFFLINE_TURNS="0"``)."""
    port = _free_port()
    environment = os.environ | {
        "MONGODB_URI": mongodb_uri,
        "MONGODB_DB": database,
        "DATA_DIR": str(data_dir),
        "DJANGO_SETTINGS_MODULE": "config.settings",
        **settings,
    }
    log_path = data_dir / "uvicorn.log"
    command = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1"]
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [*command, "--port", str(port), "--lifespan", "off"],
            cwd=PROJECT_ROOT,
            env=environment,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base_url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(base_url, process, log_path)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_until_healthy(base_url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"uvicorn exited with {process.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(
                f"{base_url}/api/health", timeout=HEALTH_REQUEST_TIMEOUT_S
            ) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the app did not answer /api/health within {STARTUP_TIMEOUT_S:.0f} s")


def _warm_up(base_url: str) -> None:
    """The first page loads the search catalog and the embedding model: do it before any test
    so that no browser test's page load waits for it."""
    with urllib.request.urlopen(f"{base_url}/", timeout=STARTUP_TIMEOUT_S) as response:
        response.read()
