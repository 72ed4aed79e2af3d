"""What `make demo` runs, `manage.py serve --seed-if-empty`, on an empty data directory: it seeds
the shipped listings, warms up once and forks workers that are warm from their first request. A
worker that dies is forked again while the others keep answering."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import httpx
import pytest

from config.app_process import AppProcess, app_process, free_port
from infra.embedded_server import EmbeddedServer
from tests.live_app_helpers import wait_for

SHIPPED_LISTINGS = 3_931
# Seeding the shipped listings on a busy two-core machine, then warming up.
STARTUP_TIMEOUT_S = 240.0
WARMED_UP = "Warmed up in"

pytestmark = [pytest.mark.database, pytest.mark.live_server, pytest.mark.slow]


def test_make_demo_seeds_an_empty_database_and_serves_from_forked_workers(tmp_path: Path) -> None:
    port = free_port()
    environment = os.environ | {
        "DATA_DIR": str(tmp_path),
        "MONGODB_URI": "",
        "MONGODB_DB": "demo",
        "OPENAI_API_KEY": "",
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }
    command = [sys.executable, "manage.py", "serve", "--seed-if-empty"]
    command += ["--port", str(port), "--workers", "2"]
    database = EmbeddedServer(tmp_path)
    try:
        with app_process(
            command,
            environment,
            port=port,
            log=tmp_path / "serve.log",
            startup_timeout_s=STARTUP_TIMEOUT_S,
            stop_timeout_s=60.0,
        ) as app:
            assert httpx.get(app.base_url + "/api/health", timeout=15).json()["listings"] == (
                SHIPPED_LISTINGS
            )
            # Warmed up once before forking, then once more in each worker, cheaply.
            wait_for(lambda: app.log.read_text().count(WARMED_UP) == 3, 60, app, "warm workers")
            first, second = _workers(app)

            os.kill(first, signal.SIGKILL)
            wait_for(
                lambda: len(set(_workers(app)) - {first, second}) == 1, 60, app, "a new worker"
            )

            assert second in _workers(app)
            assert _search_answers(app)
    finally:
        database.stop()


def _workers(app: AppProcess) -> list[int]:
    """The serving process's children that serve: the forked workers, not the database."""
    pid = app.process.pid
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [int(child) for child in children if b"serve" in _command_line(int(child))]


def _command_line(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except FileNotFoundError:
        return b""


def _search_answers(app: AppProcess) -> bool:
    response = httpx.get(
        app.base_url + "/api/search", params={"q": "flat near the beach", "location": "Porto"}
    )
    return response.status_code == 200 and bool(response.json()["results"])
