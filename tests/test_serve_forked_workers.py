"""What `make demo` runs, `manage.py serve --seed-if-empty`, on an empty data directory: it seeds
the shipped listings, warms up once and forks workers that are warm from their first request. A
worker that dies is forked again while the others keep answering."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from uvicorn.config import STARTUP_FAILURE

from config.app_process import PROJECT_ROOT, AppProcess, app_process, free_port
from infra.embedded_server import EmbeddedServer
from tests.live_app_helpers import process_alive, wait_for

SHIPPED_LISTINGS = 3_931
# Seeding the shipped listings on a busy two-core machine, then warming up.
STARTUP_TIMEOUT_S = 240.0
WARMED_UP = "Warmed up in"

pytestmark = [pytest.mark.database, pytest.mark.live_server, pytest.mark.slow]


def test_make_demo_seeds_an_empty_database_and_serves_from_forked_workers(tmp_path: Path) -> None:
    port = free_port()
    database = EmbeddedServer(tmp_path)
    try:
        with app_process(
            _demo_command(port),
            _environment(tmp_path),
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
            # What the serving process wrote before forking is not written again by each worker.
            assert app.log.read_text().count("Serving on") == 1

            os.kill(first, signal.SIGKILL)
            wait_for(
                lambda: len(set(_workers(app)) - {first, second}) == 1, 60, app, "a new worker"
            )

            assert second in _workers(app)
            assert _search_answers(app)

            # Killed without a chance to stop them, the parent leaves no worker serving.
            workers = _workers(app)
            app.process.kill()
            app.process.wait()
            deadline = time.monotonic() + 30
            while any(process_alive(worker) for worker in workers) and time.monotonic() < deadline:
                time.sleep(0.2)
            assert not any(process_alive(worker) for worker in workers)
    finally:
        database.stop()


def test_a_stop_signal_while_seeding_stops_the_database_too(tmp_path: Path) -> None:
    log = tmp_path / "serve.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            _demo_command(free_port()),
            cwd=PROJECT_ROOT,
            env=_environment(tmp_path),
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    database = EmbeddedServer(tmp_path)
    try:
        app = AppProcess(process, "", log)
        wait_for(lambda: "Seeding" in log.read_text(), 120, app, "the seed to start")

        process.send_signal(signal.SIGTERM)
        process.wait(timeout=120)

        assert database.recorded_state() is None, log.read_text()
        assert "Stopped the embedded database." in log.read_text()
    finally:
        if process.poll() is None:
            process.kill()
        database.stop()


WORKER_WHOSE_APP_CANNOT_START = """
from uvicorn import Config
from config.prefork import ForkedWorkers

async def app(scope, receive, send):
    await receive()
    await send({"type": "lifespan.startup.failed", "message": "no"})

ForkedWorkers(Config(app, port=0, lifespan="on", log_level="critical"), 2).run()
"""

EMBEDDING_AFTER_A_FORK = """
import os
import config.settings  # noqa: F401 - sets the thread pools up as every entry point does
from infra.embedders import LocalEmbedder

embedder = LocalEmbedder()
embedder.embed_query("a quiet flat")  # in the process that forks, as its warm-up or seed may
pid = os.fork()
if pid == 0:
    embedder.embed_query("a flat near the beach")
    os._exit(0)
_, status = os.waitpid(pid, 0)
raise SystemExit(os.waitstatus_to_exitcode(status))
"""


def test_the_workers_stop_and_say_so_when_the_app_cannot_start() -> None:
    result = subprocess.run(
        [sys.executable, "-c", WORKER_WHOSE_APP_CANNOT_START],
        cwd=PROJECT_ROOT,
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == STARTUP_FAILURE, result.stderr


def test_a_forked_worker_embeds_after_its_parent_has(tmp_path: Path) -> None:
    # The local model's OpenMP pool, made before a fork, hangs the child's first embedding.
    result = subprocess.run(
        [sys.executable, "-c", EMBEDDING_AFTER_A_FORK],
        cwd=PROJECT_ROOT,
        env=_environment(tmp_path),
        capture_output=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr


def _demo_command(port: int) -> list[str]:
    command = [sys.executable, "manage.py", "serve", "--seed-if-empty"]
    return [*command, "--port", str(port), "--workers", "2"]


def _environment(data_dir: Path) -> dict[str, str]:
    # Buffered output, as under systemd or Docker: a fork copies what is not yet written.
    inherited = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    return inherited | {
        "DATA_DIR": str(data_dir),
        "MONGODB_URI": "",
        "MONGODB_DB": "demo",
        "OPENAI_API_KEY": "",
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }


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
