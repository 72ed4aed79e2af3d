"""The real ASGI server (uvicorn) on a free loopback port, for benchmarks over HTTP."""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
from django.conf import settings

from infra.mongo import connection

# One worker per core of the 2-core reference machine.
WORKERS = 2


@contextmanager
def running_app() -> Iterator[str]:
    """Serve the app on the benchmark's database with the offline model; yields the base URL."""
    port = _free_port()
    server = _start_server(port)
    base_url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(base_url)
        yield base_url
    finally:
        server.terminate()
        server.wait(timeout=20)


def percentile(values: list[float], percent: int) -> float:
    if not values:
        return float("nan")
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[percent - 1]


def _start_server(port: int) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "MONGODB_URI": connection().uri,
        "MONGODB_DB": settings.MONGODB_DB,
        "DATA_DIR": str(settings.DATA_DIR),
        "OPENAI_API_KEY": "",
        "LOG_LEVEL": "WARNING",
    }
    command = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1"]
    command += ["--port", str(port), "--workers", str(WORKERS), "--log-level", "warning"]
    command += ["--no-access-log"]
    return subprocess.Popen(command, env=env, cwd=settings.BASE_DIR)


def _wait_until_healthy(base_url: str, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{base_url}/api/health", timeout=5).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"The app did not answer at {base_url} within {timeout_s:.0f} s.")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
