"""The embedded database: a SecantusDB server run as a separate process, spoken to over the wire.

SecantusDB is GPL-2.0, so the app never imports it: it starts the `secantusd-py` executable and
talks to it with pymongo, exactly as it would to mongod. One server serves one DATA_DIR; every app
worker and management command that uses that DATA_DIR finds it through a small state file and
shares it.

A ``ServerSupervisor`` in each process that uses the server restarts it when its process dies,
on the same port and data, so a crash costs seconds instead of the whole app. The state file says
whether the server should be running: ``stop()`` removes it, and a stopped server stays stopped.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import platform
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from pymongo import MongoClient
from pymongo.errors import PyMongoError

logger = logging.getLogger(__name__)

SERVER_EXECUTABLE = "secantusd-py"
HOST = "127.0.0.1"
# How often a supervisor looks at the server's process: a crash is noticed within this time.
SUPERVISION_INTERVAL_S = 0.5
# Without sync-on-commit, the server writes its journal to the operating system a few
# milliseconds after acknowledging a write (measured: under 40 ms on a loaded 2-core machine).
# Under a stream of writes, one acknowledged longer ago than this survives a crash of the server's
# process (mongod's default: a 100 ms journal commit interval). A lone write is only safe with
# `j: true` (MONGODB_JOURNAL).
JOURNAL_WINDOW_S = 0.1


class EmbeddedServerError(RuntimeError):
    """The embedded database server could not be started or reached."""


@dataclass(frozen=True)
class ServerState:
    port: int
    pid: int

    @property
    def uri(self) -> str:
        return f"mongodb://{HOST}:{self.port}/?directConnection=true"


class EmbeddedServer:
    """Starts, finds and stops the SecantusDB server keeping its data under ``data_dir/mongo``."""

    def __init__(
        self, data_dir: Path, *, startup_timeout: float = 60.0, sync_on_commit: bool = False
    ) -> None:
        self.root = Path(data_dir) / "mongo"
        self.storage_path = self.root / "data"
        self.state_path = self.root / "server.json"
        self.log_path = self.root / "server.log"
        self.lock_path = self.root / "server.lock"
        self.startup_timeout = startup_timeout
        # Fsync the journal on every commit: no acknowledged write is lost, at a cost per write.
        self.sync_on_commit = sync_on_commit

    def ensure_running(self) -> ServerState:
        """Reuse the server already running for this data directory, or start one."""
        self.root.mkdir(parents=True, exist_ok=True)
        with self._lock():
            state = self._running_state()
            if state is not None:
                return state
            return self._start()

    def running_state(self) -> ServerState | None:
        """The state of a live server for this data directory, or None."""
        if not self.state_path.exists():
            return None
        return self._running_state()

    def stop(self) -> None:
        """Stop the server of this data directory, if one is running, and forget it."""
        if not self.root.exists():
            return
        # Under the lock, so a supervisor never restarts a server that is being stopped.
        with self._lock():
            state = self._read_state()
            if state is not None and _process_alive(state.pid):
                os.kill(state.pid, signal.SIGTERM)
                deadline = time.monotonic() + 15
                while _process_alive(state.pid) and time.monotonic() < deadline:
                    time.sleep(0.05)
                if _process_alive(state.pid):
                    os.kill(state.pid, signal.SIGKILL)
            self.state_path.unlink(missing_ok=True)

    def recorded_state(self) -> ServerState | None:
        """The server this data directory should have running (alive or not), or None once
        stopped."""
        return self._read_state()

    def restart_if_dead(self) -> ServerState | None:
        """Start the recorded server again, on its port when free, if its process has died.

        Returns the new state, or None when nothing was restarted: the server was stopped on
        purpose, is alive, or another process restarted it first.
        """
        with self._lock():
            state = self._read_state()
            if state is None or _process_alive(state.pid):
                return None
            logger.warning("The embedded database (pid %s) died; starting it again.", state.pid)
            return self._start(preferred_port=state.port)

    def _running_state(self) -> ServerState | None:
        state = self._read_state()
        if state is None or not _process_alive(state.pid):
            return None
        return state if _answers_ping(state.uri, timeout_ms=2000) else None

    def _start(self, preferred_port: int | None = None) -> ServerState:
        executable = _server_executable()
        # The same port as before a crash lets every connected client reconnect on its own.
        port = preferred_port if preferred_port and _port_free(preferred_port) else _free_port()
        self.storage_path.mkdir(parents=True, exist_ok=True)
        command = [
            executable,
            "--host",
            HOST,
            "--port",
            str(port),
            "--storage-path",
            str(self.storage_path),
            "--log-level",
            "WARNING",
        ]
        if self.sync_on_commit:
            command.append("--sync-on-commit")
        with self.log_path.open("ab") as log:
            # A session of its own, so Ctrl-C in a terminal reaches the app first and the app
            # decides when the database stops.
            process = subprocess.Popen(
                command,
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
                cwd=self.root,
            )
        state = ServerState(port=port, pid=process.pid)
        self._wait_until_ready(state, process)
        self.state_path.write_text(json.dumps({"port": port, "pid": process.pid}))
        return state

    def _wait_until_ready(self, state: ServerState, process: subprocess.Popen[bytes]) -> None:
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise EmbeddedServerError(
                    f"The embedded database server exited with code {process.returncode} while "
                    f"starting. Its log is {self.log_path}."
                )
            if _answers_ping(state.uri, timeout_ms=500):
                return
            time.sleep(0.1)
        process.kill()
        raise EmbeddedServerError(
            f"The embedded database server did not answer within {self.startup_timeout:.0f} s. "
            f"Its log is {self.log_path}."
        )

    def _read_state(self) -> ServerState | None:
        try:
            raw = json.loads(self.state_path.read_text())
            return ServerState(port=int(raw["port"]), pid=int(raw["pid"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        # Several workers may start at once: only one of them may launch the server.
        with self.lock_path.open("w") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)


class ServerSupervisor:
    """Restarts the embedded server when its process dies, and says when it is down and back.

    Every process that uses the server runs one; the server's lock lets exactly one of them start
    it again, and the others see it come back through the state file. A server that was stopped on
    purpose (no state file) is left alone.
    """

    def __init__(
        self,
        server: EmbeddedServer,
        *,
        on_down: Callable[[], None],
        on_up: Callable[[ServerState], None],
        interval_s: float = SUPERVISION_INTERVAL_S,
    ) -> None:
        self.server = server
        self.on_down = on_down
        self.on_up = on_up
        self.interval_s = interval_s
        self._last_seen = server.recorded_state()
        self._stopped = threading.Event()
        self._thread = threading.Thread(
            target=self._watch, name="embedded-db-supervisor", daemon=True
        )

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()

    def _watch(self) -> None:
        while not self._stopped.wait(self.interval_s):
            try:
                self.check()
            except Exception:
                # The watch must outlive any one failed restart: log it and try again.
                logger.exception("Supervising the embedded database failed; retrying.")

    def check(self) -> None:
        """One look at the server: restart it if its process died."""
        state = self.server.recorded_state()
        if state is None:
            return
        if _process_alive(state.pid):
            if state != self._last_seen:
                # Another process restarted it, maybe on another port.
                self._report_up(state)
            return
        self.on_down()
        restarted = self.server.restart_if_dead()
        current = restarted or self.server.running_state()
        if current is not None:
            self._report_up(current)

    def _report_up(self, state: ServerState) -> None:
        self._last_seen = state
        if not self._stopped.is_set():
            self.on_up(state)


def _server_executable() -> str:
    beside_python = Path(sys.executable).parent / SERVER_EXECUTABLE
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which(SERVER_EXECUTABLE)
    if found is None:
        raise EmbeddedServerError(_missing_server_message())
    return found


def _missing_server_message() -> str:
    if sys.platform == "darwin" and platform.machine() == "x86_64":
        # The install skips SecantusDB there: it publishes no wheel for Intel Macs.
        return (
            "The embedded database (SecantusDB) has no build for Intel Macs. Set MONGODB_URI to "
            "a MongoDB server, such as a free Atlas cluster (docs/workshop.md)."
        )
    return (
        f"`{SERVER_EXECUTABLE}` was not found. Install the project (`make install`, which "
        "installs SecantusDB), or set MONGODB_URI to use another MongoDB server."
    )


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((HOST, port))
        except OSError:
            return False
        return True


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    with contextlib.suppress(ChildProcessError):
        # Reap our own exited child so it does not linger as a zombie that looks alive.
        finished, _ = os.waitpid(pid, os.WNOHANG)
        if finished == pid:
            return False
    return True


def _answers_ping(uri: str, *, timeout_ms: int) -> bool:
    client: MongoClient[dict[str, object]] = MongoClient(
        uri, serverSelectionTimeoutMS=timeout_ms, connectTimeoutMS=timeout_ms
    )
    try:
        client.admin.command("ping")
        return True
    except PyMongoError:
        return False
    finally:
        client.close()
