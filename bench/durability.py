"""The embedded database's durability figures: what `MONGODB_JOURNAL=true` costs per write, and
how long the app's supervisor takes to bring a killed server back."""

from __future__ import annotations

import os
import signal
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pymongo import MongoClient

from bench.live_app import percentile
from infra.embedded_server import EmbeddedServer, ServerState, ServerSupervisor
from infra.mongo import Document

WRITES = 300
RESTARTS = 3


# The write concerns measured: the default, a journaled write on the default server (what a chat
# turn's reply asks for, and with it the turn's earlier writes), and MONGODB_JOURNAL=true.
SETTINGS = {
    "default": (False, False),
    "j: true on the default server (a chat turn's reply)": (False, True),
    "MONGODB_JOURNAL=true (j: true, sync-on-commit)": (True, True),
}


def run(report: Callable[[str], None]) -> None:
    for setting, (sync_on_commit, journal) in SETTINGS.items():
        latencies = _insert_latencies(sync_on_commit, journal)
        report(
            f"single-document inserts, {setting}: p50 {percentile(latencies, 50):.2f} ms, "
            f"p95 {percentile(latencies, 95):.2f} ms, "
            f"{1000 / statistics.fmean(latencies):,.0f} writes/s ({WRITES} writes, one client)"
        )
    restarts = [_restart_seconds() for _ in range(RESTARTS)]
    report(
        f"kill -9 of the embedded server until the supervisor's restart answers a ping: "
        f"median {statistics.median(restarts):.1f} s, worst {max(restarts):.1f} s "
        f"({RESTARTS} crashes; target < 10 s)"
    )


def _insert_latencies(sync_on_commit: bool, journal: bool) -> list[float]:
    with tempfile.TemporaryDirectory(prefix="bench-journal-") as data_dir:
        server = EmbeddedServer(Path(data_dir), sync_on_commit=sync_on_commit)
        state = server.ensure_running()
        latencies: list[float] = []
        try:
            with MongoClient[Document](state.uri, journal=journal) as client:
                collection = client.bench.writes
                collection.insert_one({"_id": "warm-up"})
                for number in range(WRITES):
                    started = time.perf_counter()
                    collection.insert_one({"_id": number, "text": "x" * 200})
                    latencies.append((time.perf_counter() - started) * 1000)
        finally:
            server.stop()
    return latencies


def _restart_seconds() -> float:
    """Seconds from SIGKILL to a restarted server answering, with the supervisor's own timing."""
    with tempfile.TemporaryDirectory(prefix="bench-restart-") as data_dir:
        server = EmbeddedServer(Path(data_dir))
        before = server.ensure_running()
        restarted: list[ServerState] = []
        supervisor = ServerSupervisor(server, on_down=lambda: None, on_up=restarted.append)
        supervisor.start()
        try:
            killed_at = time.perf_counter()
            os.kill(before.pid, signal.SIGKILL)
            while not restarted:
                time.sleep(0.01)
            return time.perf_counter() - killed_at
        finally:
            supervisor.stop()
            server.stop()
