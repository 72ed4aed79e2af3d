"""`python manage.py serve`: serve the app over ASGI with uvicorn.

It starts one worker process per CPU core unless ``WEB_WORKERS`` or ``--workers`` says otherwise:
chat turns are CPU work in Python, so one process would use one core. With the embedded database,
the server is started first (or reused) and stopped when the app stops, so `make demo` leaves
nothing running behind it: on Ctrl-C, on SIGTERM (systemd, Docker, `kill`, and `make`, which
passes its SIGTERM on) and on SIGHUP (a closed terminal), with one worker or several.

Startup is what a booth host waits for after a restart, so it overlaps what it can: the app's code
loads in a thread while the database starts (and, with ``--seed-if-empty``, is seeded), the
process then warms up once, and the workers are forked from it already warm (``config.prefork``).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from concurrent.futures import ThreadPoolExecutor
from types import FrameType
from typing import Any

import uvicorn
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser

from config.prefork import ForkedWorkers
from config.warm_up import load_code, warm_up
from infra.mongo import DatabaseUnavailable, check_reachable, close_clients, connection
from infra.mongo import embedded_server as embedded_server_of_data_dir


class Stopped(BaseException):
    """A stop signal arrived: leave the server loop and run the clean-up. Not an ``Exception``,
    like ``KeyboardInterrupt``: library code that catches every error (while seeding, say) must
    not swallow it."""


def _stop(signum: int, frame: FrameType | None) -> None:
    raise Stopped(signal.Signals(signum).name)


def _hang_up(signum: int, frame: FrameType | None) -> None:
    # uvicorn shuts down gracefully on SIGTERM (then raises it again, which `_stop` turns into
    # the clean-up), while it ignores SIGHUP: a closed terminal is treated as SIGTERM.
    signal.raise_signal(signal.SIGTERM)


class Command(BaseCommand):
    # Django's checks import every view and the agent SDK before the database starts: seconds that
    # `_prepare` overlaps with the database's start instead (`manage.py check` runs them).
    requires_system_checks: list[str] = []
    help = "Serve the app over ASGI (uvicorn) on PORT, starting the embedded database if needed."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default="127.0.0.1", help="interface to listen on")
        parser.add_argument("--port", type=int, default=None, help="defaults to PORT (8000)")
        parser.add_argument(
            "--workers",
            type=int,
            default=None,
            help="uvicorn worker processes (defaults to WEB_WORKERS, or one per CPU core)",
        )
        parser.add_argument(
            "--seed-if-empty",
            action="store_true",
            help="load the shipped listings first when the database has none (`make demo`)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        port = options["port"] or settings.PORT
        workers = options["workers"] or default_workers()
        signal.signal(signal.SIGTERM, _stop)
        signal.signal(signal.SIGHUP, _hang_up)
        with contextlib.suppress(Stopped, KeyboardInterrupt):
            self._serve(options["host"], port, workers, seed_if_empty=options["seed_if_empty"])

    def _serve(self, host: str, port: int, workers: int, *, seed_if_empty: bool) -> None:
        config = uvicorn.Config(
            "config.asgi:application",
            host=host,
            port=port,
            log_level="info",
            lifespan="on",  # each worker warms up before it takes requests (config/warm_up.py)
        )
        try:
            self._prepare(seed_if_empty)
            config.load()  # the app object too, once, for every worker
            self.stdout.write(
                self.style.SUCCESS(
                    f"Serving on http://{host}:{port}/ with {workers} worker"
                    f"{'s' if workers != 1 else ''}"
                )
            )
            if workers == 1:
                uvicorn.Server(config).run()
            else:
                close_clients()  # no database client or its threads may cross the fork
                ForkedWorkers(config, workers).run()
        finally:
            # A second signal must not cut the clean-up short.
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
            close_clients()
            embedded = embedded_server_of_data_dir()
            if not settings.MONGODB_URI and embedded.recorded_state() is not None:
                embedded.stop()
                self.stdout.write("Stopped the embedded database.")

    def _prepare(self, seed_if_empty: bool) -> None:
        """Start the database (seeding it if asked) while the code loads, then warm up."""
        # Loading the code is CPU in this process; starting the database mostly waits on another.
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="load-code") as pool:
            code = pool.submit(load_code)
            self._start_database(seed_if_empty)
            code.result()
        asyncio.run(warm_up())

    def _start_database(self, seed_if_empty: bool) -> None:
        try:
            target = connection()
            version = check_reachable()
        except DatabaseUnavailable as error:
            raise CommandError(str(error)) from None
        where = "embedded database" if target.embedded else f"MongoDB at {target.host}"
        self.stdout.write(f"Using the {where} (server {version}).")
        if seed_if_empty:
            call_command("seed", "--if-empty", stdout=self.stdout, stderr=self.stderr)


def default_workers() -> int:
    """``WEB_WORKERS``, or one worker per CPU core this process may use."""
    if settings.WEB_WORKERS > 0:
        return int(settings.WEB_WORKERS)
    return max(1, len(os.sched_getaffinity(0)))
