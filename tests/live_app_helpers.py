"""Waiting on an app process that the test started, failing with its log when it exits; and
whether a process still runs."""

from __future__ import annotations

import contextlib
import os
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol


class RunningApp(Protocol):
    @property
    def process(self) -> subprocess.Popen[bytes]: ...

    @property
    def log(self) -> Path: ...


def wait_for(condition: Callable[[], bool], timeout_s: float, app: RunningApp, what: str) -> None:
    """Return once ``condition()`` holds; fail, quoting the app's log, if it exits or times out."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if app.process.poll() is not None:
            raise AssertionError(f"the app exited while waiting for {what}:\n{app.log.read_text()}")
        if condition():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}:\n{app.log.read_text()}")


def process_alive(pid: int) -> bool:
    """Whether ``pid`` runs: a zombie is dead, even before its parent (or init) reaps it."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with contextlib.suppress(OSError):
        if Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z":
            return False
    return True
