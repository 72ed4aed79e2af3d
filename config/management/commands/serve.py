"""`python manage.py serve`: serve the app over ASGI with uvicorn.

It starts one worker process per CPU core unless ``WEB_WORKERS`` or ``--workers`` says otherwise:
chat turns are CPU work in Python, so one process would use one core. With the embedded database,
the server is started first (or reused) and stopped when the app stops, so `make demo` leaves
nothing running behind it.
"""

from __future__ import annotations

import os
from typing import Any

import uvicorn
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from infra.mongo import DatabaseUnavailable, check_reachable, close_clients, connection
from infra.mongo import embedded_server as embedded_server_of_data_dir


class Command(BaseCommand):
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

    def handle(self, *args: Any, **options: Any) -> None:
        port = options["port"] or settings.PORT
        workers = options["workers"] or default_workers()
        try:
            target = connection()
            version = check_reachable()
        except DatabaseUnavailable as error:
            raise CommandError(str(error)) from None
        where = "embedded database" if target.embedded else f"MongoDB at {target.host}"
        self.stdout.write(f"Using the {where} (server {version}).")
        self.stdout.write(
            self.style.SUCCESS(
                f"Serving on http://{options['host']}:{port}/ with {workers} worker"
                f"{'s' if workers != 1 else ''}"
            )
        )
        try:
            uvicorn.run(
                "config.asgi:application",
                host=options["host"],
                port=port,
                workers=workers,
                log_level="info",
                lifespan="off",
            )
        finally:
            close_clients()
            if target.embedded:
                embedded_server_of_data_dir().stop()
                self.stdout.write("Stopped the embedded database.")


def default_workers() -> int:
    """``WEB_WORKERS``, or one worker per CPU core this process may use."""
    if settings.WEB_WORKERS > 0:
        return int(settings.WEB_WORKERS)
    return max(1, len(os.sched_getaffinity(0)))
