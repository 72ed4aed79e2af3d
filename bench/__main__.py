"""`make bench`: print speed and memory figures. Figures are reported, never asserted.
`make profile` (``--profile``): print where offline chat turns spend the app's time.

Runs against a fresh embedded database in a temporary DATA_DIR, so the numbers start from the same
place on every machine and never touch the demo's data.
"""

from __future__ import annotations

import gc
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable

import django


def section(title: str) -> None:
    print(f"\n== {title} ==", flush=True)


def report(line: str) -> None:
    print(f"  {line}", flush=True)


def bench_seed() -> None:
    from rentals.embedding import configured_embedder
    from rentals.repository import count_listings, count_with_vectors
    from seed.seeding import SeedOptions, seed_listings

    embedder = configured_embedder()
    started = time.perf_counter()
    result = seed_listings(SeedOptions(), embedder)
    seconds = time.perf_counter() - started
    report(
        f"seed shipped data into an empty embedded database: {seconds:.1f} s "
        f"({result.loaded:,} listings, {count_with_vectors(embedder.vector_field):,} with vectors, "
        f"{result.embedded} embedded now; target <= 30 s)"
    )
    report(f"listings in database: {count_listings():,}")


def bench_hostile_parsing() -> None:
    from language.hostile_inputs import hostile_messages
    from language.parser import parse_utterance

    timings = []
    for name, message in hostile_messages().items():
        # A full collection of the heap the other sections' imports built is no parse's cost.
        gc.collect()
        started = time.perf_counter()
        parse_utterance(message)
        timings.append((time.perf_counter() - started, name, len(message)))
    timings.sort()
    seconds, name, length = timings[-1]
    median = timings[len(timings) // 2][0]
    report(
        f"slowest parse over {len(timings)} hostile messages: {seconds * 1000:.0f} ms "
        f"({name!r}, {length:,} characters); median {median * 1000:.0f} ms"
    )


def main(argv: list[str]) -> int:
    data_dir = tempfile.mkdtemp(prefix="rental-bench-")
    os.environ["DATA_DIR"] = data_dir
    os.environ["MONGODB_DB"] = "bench"
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    os.environ.pop("MONGODB_URI", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()

    from infra.mongo import close_clients, embedded_server

    sections: list[tuple[str, Callable[[], None]]] = [("Seeding", bench_seed)]
    if "--profile" in argv:
        from bench import profile

        sections.append(
            ("Where offline chat turns spend the app's time", lambda: profile.run(report))
        )
    else:
        sections.insert(0, ("Language understanding on hostile input", bench_hostile_parsing))
        sections += _sections_on_seeded_data()
    try:
        for title, run in sections:
            section(title)
            run()
    finally:
        close_clients()
        embedded_server().stop()
        shutil.rmtree(data_dir, ignore_errors=True)
    return 0


def _sections_on_seeded_data() -> list[tuple[str, Callable[[], None]]]:
    from pathlib import Path

    from django.conf import settings

    from bench import durability, memory, near, ready, relevance, search, turn_cost, vector_search

    return [
        ("Search on the shipped data", lambda: search.run(report)),
        ("Search near a place", lambda: near.run(report)),
        ("Relevance in English, Spanish and Portuguese", lambda: relevance.run(report)),
        ("One offline chat turn, in process", lambda: turn_cost.run(report)),
        ("Durability of the embedded database", lambda: durability.run(report)),
        ("Over HTTP against the ASGI server (offline model)", bench_http),
        ("Long-term memory recall (local backend)", lambda: memory.run(report)),
        (
            "Vector search on a synthetic 100,000 x 384 corpus",
            lambda: vector_search.run_synthetic(report),
        ),
        # Last: it stops the embedded database, to start the booth as after Ctrl-C.
        (
            "A seeded booth starting (`make demo`)",
            lambda: ready.run(report, data_dir=Path(settings.DATA_DIR), database="bench"),
        ),
    ]


def bench_http() -> None:
    from bench import api_search, capacity, chat
    from bench.live_app import running_app

    with running_app() as app:
        report(f"app: uvicorn with {app.workers} workers on 127.0.0.1")
        api_search.run(app.url, report)
        chat.run(app, report)
        capacity.run(app, report)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
