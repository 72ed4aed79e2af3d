"""How soon a seeded booth answers after a restart: what a host waits for after `make demo`.

The clock starts with the embedded database stopped, as after Ctrl-C, and runs the command
`make demo` runs on a seeded data directory (``serve --seed-if-empty``, one worker per core, in
booth mode). The booth is ready when a search and a chat turn have both been
answered over HTTP, not merely when the port is open. Figures are printed, never asserted.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from bench.timing import Report
from config.app_process import PROJECT_ROOT, free_port
from config.management.commands.serve import default_workers
from infra.mongo import close_clients, embedded_server

READY_TARGET_S = 10.0
GIVE_UP_AFTER_S = 180.0
POLL_INTERVAL_S = 0.1
SEARCH = {"q": "quiet flat near the beach", "location": "Porto"}
CHAT_MESSAGE = "two bedroom flat in Porto under 120"
DEMO_COMMAND = ("serve", "--seed-if-empty")  # what `make demo` runs after installing
WARMED_UP = "Warmed up in"
WARM_UP_CPU = re.compile(r"Warmed up in [0-9.]+ s \(([0-9.]+) s of CPU")


@dataclass(frozen=True)
class Readiness:
    seconds: float  # until a search and a chat turn were both answered
    workers: int
    all_warm_s: float | None  # until every worker logged that it warmed up
    warm_up_cpu_s: list[float]  # the serving process's CPU until warm, then each forked worker's
    load_average: float  # the machine's, as the booth started: a shared machine is slower

    def details(self) -> str:
        every_worker = (
            f"every worker warm after {self.all_warm_s:.1f} s"
            if self.all_warm_s is not None
            else "not every worker logged its warm-up"
        )
        cpu = ", ".join(f"{seconds:.1f}" for seconds in self.warm_up_cpu_s)
        return (
            f"a search and a chat turn answered; {self.workers} workers, {every_worker}; CPU until "
            f"warm {cpu} s (the process that forks the workers, then each worker); load average "
            f"{self.load_average:.1f} on {os.cpu_count()} cores"
        )


def run(report: Report, *, data_dir: Path, database: str) -> None:
    """Stops this process's embedded database first: it must be the last user of it."""
    close_clients()
    embedded_server().stop()
    shutil.rmtree(data_dir / "catalog", ignore_errors=True)
    first = measure(data_dir, database)
    report(
        f"first start after the seed (stores the catalog snapshot): {first.seconds:.1f} s "
        f"({first.details()})"
    )
    again = measure(data_dir, database)
    report(
        f"seeded booth ready in {again.seconds:.1f} s after `make demo` "
        f"(target <= {READY_TARGET_S:.0f} s; {again.details()})"
    )


def measure(data_dir: Path, database: str) -> Readiness:
    """Start the seeded booth as `make demo` does and time it until it answers."""
    port = free_port()
    workers = default_workers()
    env = {
        **os.environ,
        "DATA_DIR": str(data_dir),
        "MONGODB_DB": database,
        "OPENAI_API_KEY": "",
        "BOOTH_MODE": "true",
        "PORT": str(port),
        "WEB_WORKERS": str(workers),
    }
    env.pop("MONGODB_URI", None)
    manage = [sys.executable, "manage.py"]
    log = data_dir / "ready.log"
    load_average = os.getloadavg()[0]
    started = time.perf_counter()
    with log.open("wb") as output:
        server = subprocess.Popen(
            [*manage, *DEMO_COMMAND],
            cwd=PROJECT_ROOT,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        seconds = _until_answered(f"http://127.0.0.1:{port}", server, log, started)
        all_warm_s = _until_every_worker_warm(log, workers, started)
    finally:
        server.terminate()  # `serve` stops the embedded database it started
        server.wait(timeout=60)
    cpu = [float(seconds) for seconds in WARM_UP_CPU.findall(log.read_text(errors="replace"))]
    return Readiness(seconds, workers, all_warm_s, cpu, load_average)


def _until_answered(
    base_url: str, server: subprocess.Popen[bytes], log: Path, started: float
) -> float:
    searched = chatted = False
    with httpx.Client(base_url=base_url, timeout=GIVE_UP_AFTER_S, verify=False) as client:
        while time.perf_counter() - started < GIVE_UP_AFTER_S:
            if server.poll() is not None:
                raise RuntimeError(f"serve exited with {server.returncode}:\n{log.read_text()}")
            try:
                searched = searched or _search_answered(client)
                chatted = chatted or _chat_answered(client)
            except httpx.TransportError:
                time.sleep(POLL_INTERVAL_S)
                continue
            if searched and chatted:
                return time.perf_counter() - started
            time.sleep(POLL_INTERVAL_S)
    raise RuntimeError(f"the booth did not answer within {GIVE_UP_AFTER_S:.0f} s")


def _search_answered(client: httpx.Client) -> bool:
    response = client.get("/api/search", params=SEARCH)
    return response.status_code == 200 and bool(response.json().get("results"))


def _chat_answered(client: httpx.Client) -> bool:
    if "X-CSRFToken" not in client.headers:
        token = client.get("/api/csrf")
        if token.status_code != 200:
            return False
        client.headers["X-CSRFToken"] = token.json()["csrf_token"]
    response = client.post("/api/chat", json={"message": CHAT_MESSAGE})
    return response.status_code == 200 and bool(response.json().get("reply"))


def _until_every_worker_warm(log: Path, workers: int, started: float) -> float | None:
    """Seconds from ``started`` until the log shows every worker warm (waiting for the rest): the
    serving process warms up once, then each worker it forks."""
    while time.perf_counter() - started < GIVE_UP_AFTER_S:
        if log.read_text(errors="replace").count(WARMED_UP) >= workers + 1:
            return time.perf_counter() - started
        time.sleep(POLL_INTERVAL_S)
    return None
