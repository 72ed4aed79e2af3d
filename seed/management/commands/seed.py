"""`python manage.py seed`: load listings into MongoDB with vectors for the configured embedder."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from tqdm import tqdm

from infra.embedders import EmbeddingConfigError, EmbeddingError
from infra.mongo import DatabaseUnavailable, check_reachable
from rentals.embedding import configured_embedder
from rentals.repository import count_listings
from seed.seeding import SeedOptions, SeedProgress, SeedReport, seed_listings

MALFORMED_SHOWN = 20
# No monitor thread behind the progress bar: `serve --seed-if-empty` forks its workers after
# seeding, and a fork must not happen while another thread runs.
tqdm.monitor_interval = 0


class BarProgress(SeedProgress):
    def __init__(self, command: BaseCommand) -> None:
        self.command = command
        self.bar: tqdm[Any] | None = None

    def start(self, total: int | None) -> None:
        self.bar = tqdm(total=total, unit=" listings", desc="Seeding", dynamic_ncols=True)

    def advance(self, records: int) -> None:
        if self.bar is not None:
            self.bar.update(records)

    def note(self, message: str) -> None:
        (self.bar.write if self.bar is not None else self.command.stdout.write)(message)

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


class Command(BaseCommand):
    # Django's checks import every view and the agent SDK: seconds on each `make demo`, for a
    # command that uses none of them (`manage.py check` runs them).
    requires_system_checks: list[str] = []
    help = (
        "Load listings: --source sample (the shipped 3,931 listings, default), hf (the Hugging "
        "Face dataset MongoDB/airbnb_embeddings) or a file (.jsonl, .json, .json.gz, .parquet, "
        ".csv, .csv.gz). Idempotent and resumable."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--source", default="sample", help="sample | hf | PATH")
        parser.add_argument("--limit", type=int, default=None, help="load at most N records")
        parser.add_argument("--batch-size", type=int, default=500, help="records per write")
        parser.add_argument("--reset", action="store_true", help="delete all listings first")
        parser.add_argument(
            "--market", default=None, help="market for a CSV file that has no city column"
        )
        parser.add_argument(
            "--if-empty", action="store_true", help="do nothing when listings already exist"
        )
        parser.add_argument(
            "--index-timeout", type=float, default=300.0, help="seconds to wait for Atlas indexes"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["batch_size"] < 1 or (options["limit"] is not None and options["limit"] < 1):
            raise CommandError("--batch-size and --limit must be positive numbers.")
        try:
            check_reachable()
            if options["if_empty"] and (existing := count_listings()):
                self.stdout.write(f"The database already holds {existing:,} listings; not seeding.")
                return
            import datasets  # seconds to import: only when seeding, not on every `make demo`

            embedder = configured_embedder()
            # One progress bar for the whole seed, not one per file that `datasets` prepares.
            datasets.disable_progress_bars()
            report = seed_listings(
                SeedOptions(
                    source=options["source"],
                    limit=options["limit"],
                    batch_size=options["batch_size"],
                    reset=options["reset"],
                    market=options["market"],
                    index_timeout_s=options["index_timeout"],
                ),
                embedder,
                BarProgress(self),
            )
        except (
            DatabaseUnavailable,
            EmbeddingConfigError,
            EmbeddingError,
            FileNotFoundError,
            TimeoutError,
        ) as error:
            raise CommandError(str(error)) from None
        self._print_summary(report)

    def _print_summary(self, report: SeedReport) -> None:
        write = self.stdout.write
        write(
            self.style.SUCCESS(
                f"Seeded {report.loaded:,} listings in {report.seconds:.1f} s: "
                f"{report.inserted:,} inserted, {report.updated:,} updated, "
                f"{report.unchanged:,} unchanged, {len(report.malformed):,} malformed."
            )
        )
        write(
            f"Vectors: {report.reused_vectors:,} from the shipped embeddings, "
            f"{report.embedded:,} computed now."
        )
        if report.per_market:
            markets = ", ".join(f"{name} {n:,}" for name, n in sorted(report.per_market.items()))
            write(f"Per market: {markets}")
        for problem in report.malformed[:MALFORMED_SHOWN]:
            write(self.style.WARNING(f"Malformed listing {problem.listing_id}: {problem.reason}"))
        if len(report.malformed) > MALFORMED_SHOWN:
            write(f"… and {len(report.malformed) - MALFORMED_SHOWN} more malformed records.")
        write(report.search_indexes)
