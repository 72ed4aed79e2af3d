"""The real ASGI server (uvicorn) as its own process on a free port, for tests over real HTTP."""

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

PROJECT_ROOT = Path(__file__).resolve().parents[1]
STARTUP_TIMEOUT_S = 180.0


@contextmanager
def serving(mongodb_uri: str, database: str, data_dir: Path, **environment: str) -> Iterator[str]:
    """Serve the app on ``database`` until the block ends; yields its base URL.

    ``environment`` adds settings (``CHAT_OFFLINE_TURNS="0"``); the offline model answers.
    """
    port = _free_port()
    env = os.environ | {
        "MONGODB_URI": mongodb_uri,
        "MONGODB_DB": database,
        "DATA_DIR": str(data_dir),
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "OPENAI_API_KEY": "",
        **environment,
    }
    log_path = data_dir / "uvicorn.log"
    command = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1"]
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [*command, "--port", str(port), "--lifespan", "off"],
            cwd=PROJECT_ROOT,
            env=env,
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
            with urllib.request.urlopen(f"{base_url}/api/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the app did not answer /api/health within {STARTUP_TIMEOUT_S:.0f} s")
