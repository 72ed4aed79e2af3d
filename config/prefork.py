"""Worker processes forked from one warmed-up parent, so that every worker is ready at once.

uvicorn's own supervisor starts each worker with ``spawn``: a fresh interpreter that imports
Django, the agent SDK and the parser and loads the catalog again, several seconds of CPU per
worker, all at the same time on a two-core booth. Here the parent has done that once
(``config.warm_up``) before it forks, and the workers share its memory until they write to it.

Before forking, the parent drops its database clients and their monitor threads: a MongoClient
must not cross a fork, and a thread that holds a lock at the fork would leave it locked in the
child. Each worker connects afresh when its own warm-up answers a message.

The parent only supervises: a worker that dies is forked again, and SIGINT, SIGTERM or SIGHUP
stop every worker gracefully (SIGTERM, then SIGKILL after ``STOP_TIMEOUT_S``). A worker whose
parent is gone (killed with SIGKILL) starts its graceful stop within ``ORPHAN_CHECK_S``: nothing
would supervise it or stop the database after it. Unlike uvicorn's supervisor it does not ping
the workers, so a worker that hangs without exiting is not replaced. When no worker can start
the app, the parent stops and exits with uvicorn's startup-failure code.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import sys
import threading
import time
from types import FrameType

import uvicorn
from uvicorn.config import STARTUP_FAILURE

logger = logging.getLogger("uvicorn.error")

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
STOP_TIMEOUT_S = 30.0
# How long closed database clients and the server supervisor may take to end their threads.
THREADS_END_TIMEOUT_S = 5.0
REAP_INTERVAL_S = 0.5
ORPHAN_CHECK_S = 1.0


class ForkedWorkers:
    """Serve ``config`` on one shared socket with ``workers`` forked processes."""

    def __init__(self, config: uvicorn.Config, workers: int) -> None:
        self.config = config
        self.workers = workers
        self.pids: set[int] = set()
        # Set by the signal handler, read by the loop: a handler that took a lock (logging, an
        # Event) could interrupt the main thread while it holds that very lock.
        self.stop_signal: int | None = None
        self.startup_failed = False

    def run(self) -> None:
        _wait_for_other_threads_to_end()
        listener = self.config.bind_socket()
        previous = {sig: signal.signal(sig, self._stop) for sig in STOP_SIGNALS}
        try:
            for _ in range(self.workers):
                self._fork(listener)
            while not self._stopping:
                time.sleep(REAP_INTERVAL_S)
                self._replace_dead_workers(listener)
            if self.stop_signal is not None:
                name = signal.Signals(self.stop_signal).name
                logger.info("Received %s, stopping the workers.", name)
        finally:
            self._stop_workers()
            listener.close()
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        if self.startup_failed:
            raise SystemExit(STARTUP_FAILURE)

    @property
    def _stopping(self) -> bool:
        return self.stop_signal is not None or self.startup_failed

    def _stop(self, signum: int, frame: FrameType | None) -> None:
        self.stop_signal = signum

    def _fork(self, listener: socket.socket) -> None:
        parent = os.getpid()
        # Whatever the parent buffered would be written again by every worker.
        sys.stdout.flush()
        sys.stderr.flush()
        # A stop signal between the fork and the worker's own handlers would run the parent's.
        signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        try:
            pid = os.fork()
            if pid == 0:
                os._exit(self._serve_in_worker(listener, parent))
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
        self.pids.add(pid)

    def _serve_in_worker(self, listener: socket.socket, parent: int) -> int:
        """The worker's whole life: it must never return into the parent's code (which would,
        for one, stop the database on its way out)."""
        try:
            for sig in STOP_SIGNALS:
                signal.signal(sig, signal.SIG_DFL)
            # A closed terminal sends SIGHUP to every process: the parent stops the workers.
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
            threading.Thread(
                target=_stop_when_orphaned, args=(parent,), name="orphan-check", daemon=True
            ).start()
            server = uvicorn.Server(self.config)
            server.run(sockets=[listener])
            return 0 if server.started else STARTUP_FAILURE
        except SystemExit as exit_:
            if exit_.code is None:
                return 0
            return exit_.code if isinstance(exit_.code, int) else 1
        except BaseException:
            logger.exception("The worker stopped on an error")
            return 1

    def _replace_dead_workers(self, listener: socket.socket) -> None:
        for pid in list(self.pids):
            if self._stopping:
                return
            finished, status = os.waitpid(pid, os.WNOHANG)
            if not finished:
                continue
            self.pids.discard(pid)
            code = os.waitstatus_to_exitcode(status)
            if code == STARTUP_FAILURE:
                # The app itself cannot start: forking again would fail the same way forever.
                logger.error("Worker %d failed to start; stopping.", pid)
                self.startup_failed = True
                return
            logger.warning("Worker %d exited with %d; starting another.", pid, code)
            self._fork(listener)

    def _stop_workers(self) -> None:
        for pid in self.pids:
            _signal(pid, signal.SIGTERM)
        deadline = time.monotonic() + STOP_TIMEOUT_S
        while self.pids and time.monotonic() < deadline:
            for pid in list(self.pids):
                if os.waitpid(pid, os.WNOHANG)[0]:
                    self.pids.discard(pid)
            time.sleep(0.05)
        for pid in self.pids:
            logger.warning("Worker %d did not stop within %.0f s; killing it.", pid, STOP_TIMEOUT_S)
            _signal(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        self.pids.clear()


def _stop_when_orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(ORPHAN_CHECK_S)
    logger.warning("The supervising process is gone; this worker stops.")
    os.kill(os.getpid(), signal.SIGTERM)


def _wait_for_other_threads_to_end() -> None:
    deadline = time.monotonic() + THREADS_END_TIMEOUT_S
    while threading.active_count() > 1:
        if time.monotonic() > deadline:
            # Fail loudly here rather than deadlock in a worker on a lock some thread held.
            running = ", ".join(thread.name for thread in threading.enumerate()[1:])
            raise RuntimeError(f"Threads still run ({running}); workers fork from one thread.")
        time.sleep(0.01)


def _signal(pid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, sig)
