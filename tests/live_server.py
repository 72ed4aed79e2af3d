"""The app served by uvicorn over ASGI, for tests that speak real HTTP to it.

The server is the same ASGI application production runs, started as its own process against the
session's embedded MongoDB-protocol server and the chat tests' copy of the seeded database: real
HTTP, static files, htmx and the real search.
"""

from __future__ import annotations

import os
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from config.app_process import app_process, free_port
from infra.embedded_server import EmbeddedServer

STARTUP_TIMEOUT_S = 180.0


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
    port = free_port()
    environment = os.environ | {
        "MONGODB_URI": mongodb_uri,
        "MONGODB_DB": database,
        "DATA_DIR": str(data_dir),
        "DJANGO_SETTINGS_MODULE": "config.settings",
        **settings,
    }
    command = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1"]
    command += ["--port", str(port), "--lifespan", "off"]
    with app_process(
        command,
        environment,
        port=port,
        log=data_dir / "uvicorn.log",
        startup_timeout_s=STARTUP_TIMEOUT_S,
    ) as app:
        yield app.base_url


def _warm_up(base_url: str) -> None:
    """The first page loads the search catalog and the embedding model: do it before any test
    so that no browser test's page load waits for it."""
    with urllib.request.urlopen(f"{base_url}/", timeout=STARTUP_TIMEOUT_S) as response:
        response.read()
