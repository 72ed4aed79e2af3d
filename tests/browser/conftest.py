"""Real-browser fixtures: the app served by uvicorn over ASGI, and a headless Chromium page.

The server is the same ASGI application production runs, started as its own process against the
session's embedded MongoDB-protocol server and seeded database, so the browser sees exactly what a
visitor would: real HTTP, static files, htmx, and the real search.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from infra.embedded_server import EmbeddedServer

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PROJECT_ROOT = Path(__file__).resolve().parents[2]
# Generous: on a busy machine the first health report (database, embedder, counts) takes seconds.
STARTUP_TIMEOUT_S = 180.0
HEALTH_REQUEST_TIMEOUT_S = 15.0
# Page loads and waits for content: room for a CI machine running other work on its two cores.
PAGE_TIMEOUT_MS = 30_000
expect.set_options(timeout=PAGE_TIMEOUT_MS)


@pytest.fixture(scope="session")
def live_app(
    embedded_server: EmbeddedServer,
    seeded_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """The base URL of the app running under uvicorn on a free port."""
    data_dir = tmp_path_factory.mktemp("live_app")
    port = _free_port()
    environment = os.environ | {
        "MONGODB_URI": embedded_server.ensure_running().uri,
        "MONGODB_DB": seeded_database,
        "DATA_DIR": str(data_dir),
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }
    log_path = data_dir / "uvicorn.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "config.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--lifespan",
                "off",
            ],
            cwd=PROJECT_ROOT,
            env=environment,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    base_url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(base_url, process, log_path)
        _warm_up(base_url)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# Module scope, not session: while Playwright's sync API is running it holds an asyncio loop on
# this thread, and later tests that call asyncio.run() would fail.
@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM}: install it (apt-get install chromium) to run")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()


@pytest.fixture
def browser_page(browser: Browser, live_app: str) -> Iterator[Page]:
    """A fresh browser tab (own cookies and history) whose relative URLs go to the live app."""
    context = browser.new_context(base_url=live_app, viewport={"width": 1360, "height": 900})
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    page = context.new_page()
    yield page
    context.close()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _warm_up(base_url: str) -> None:
    """Render the search page once: its first rendering reads the markets and the listings'
    vocabulary, which the first test should not have to wait for."""
    with urllib.request.urlopen(f"{base_url}/", timeout=STARTUP_TIMEOUT_S) as response:
        response.read()


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
