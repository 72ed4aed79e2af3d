"""`python manage.py doctor`: check the configuration end to end, one line per check."""

from __future__ import annotations

import logging
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from config.doctor import PROVIDER_TIMEOUT_S, run_checks


class Command(BaseCommand):
    help = (
        "Check the database, its indexes, vector search, the embedder and the stored vectors, a "
        "sample search, the language model and the data directory; each line says ✓ or ✗ and "
        "the fix. Exits non-zero when a check fails."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--timeout",
            type=float,
            default=PROVIDER_TIMEOUT_S,
            help="seconds to wait for each embedding or language model provider",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["timeout"] <= 0:
            raise CommandError("--timeout must be a positive number of seconds.")
        # The checks report what the app would log (an unreachable database), once, as a line.
        logging.disable(logging.WARNING)
        try:
            checks = run_checks(provider_timeout_s=options["timeout"])
        finally:
            logging.disable(logging.NOTSET)
        for check in checks:
            line = check.line()
            self.stdout.write(self.style.SUCCESS(line) if check.ok else self.style.ERROR(line))
        failed = [check for check in checks if not check.ok]
        if failed:
            raise CommandError(
                f"{len(failed)} of {len(checks)} checks failed: fix the ✗ lines above, first "
                "to last, and run `python manage.py doctor` again."
            )
        self.stdout.write(f"All {len(checks)} checks passed.")
