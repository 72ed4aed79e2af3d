"""The app as a process of its own on a loopback port: started, awaited until healthy, stopped.

For what drives the app over real HTTP from outside, as a browser would: the benchmarks and the
tests that speak HTTP. The caller chooses the command (uvicorn, or ``manage.py serve``) and its
environment; the process's output goes to a log file, quoted when the app fails to start.
"""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
# On a busy machine one health report (database, embedder, counts) can take several seconds.
HEALTH_REQUEST_TIMEOUT_S = 15.0


@dataclass(frozen=True)
class AppProcess:
    process: subprocess.Popen[bytes]
    base_url: str
    log: Path


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def app_process(
    command: Sequence[str],
    environment: Mapping[str, str],
    *,
    port: int,
    log: Path,
    startup_timeout_s: float,
    stop_timeout_s: float = 10.0,
) -> Iterator[AppProcess]:
    """Run ``command`` (serving on ``port``) until the block ends; the block starts once
    ``/api/health`` answers 200."""
    with log.open("wb") as output:
        process = subprocess.Popen(
            list(command),
            cwd=PROJECT_ROOT,
            env=dict(environment),
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    app = AppProcess(process, f"http://127.0.0.1:{port}", log)
    try:
        _wait_until_healthy(app, startup_timeout_s)
        yield app
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=stop_timeout_s)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _wait_until_healthy(app: AppProcess, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if app.process.poll() is not None:
            raise RuntimeError(
                f"the app exited with {app.process.returncode}:\n{app.log.read_text()}"
            )
        try:
            with urllib.request.urlopen(
                f"{app.base_url}/api/health", timeout=HEALTH_REQUEST_TIMEOUT_S
            ) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(
        f"the app did not answer /api/health within {timeout_s:.0f} s:\n{app.log.read_text()}"
    )
