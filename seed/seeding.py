"""Seeding: load listings from a source, normalise, upsert, embed what lacks vectors, build indexes.

Idempotent (upsert by `_id`) and resumable: a re-run only embeds listings that have no vector for
the configured embedding model yet.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from infra.atlas_search import ensure_search_index, probe_search_support, vector_index_definition
from infra.embedders import Embedder
from infra.mongo import Document, connection, long_operations
from rentals import repository
from rentals.listing_text import listing_text
from rentals.normalise import MalformedListing
from rentals.search.atlas_backend import TEXT_INDEX_NAME, VECTOR_INDEX_NAME
from seed.loaders import iter_listings
from seed.shipped import SHIPPED_LISTING_COUNT, SHIPPED_SOURCES, load_precomputed

# Text fields for `$search`, plus the filter fields as tokens, numbers and booleans so that the
# text half of hybrid search can apply the same filters (`equals` and `range` clauses).
TEXT_INDEX_DEFINITION: dict[str, Any] = {
    "mappings": {
        "dynamic": False,
        "fields": {
            "name": {"type": "string"},
            "summary": {"type": "string"},
            "description": {"type": "string"},
            "address": {
                "type": "document",
                "fields": {
                    "neighbourhood": {"type": "string"},
                    "market": {"type": "token"},
                    "country": {"type": "token"},
                    "location": {"type": "geo"},
                },
            },
            "amenities": [{"type": "string"}, {"type": "token"}],
            "price": {"type": "number"},
            "bedrooms": {"type": "number"},
            "accommodates": {"type": "number"},
            "property_type": {"type": "token"},
            "room_type": {"type": "token"},
            "host": {"type": "document", "fields": {"host_is_superhost": {"type": "boolean"}}},
            "review_scores": {"type": "document", "fields": {"rating": {"type": "number"}}},
        },
    }
}


@dataclass
class SeedReport:
    inserted: int = 0
    updated: int = 0
    unchanged: int = 0
    embedded: int = 0
    reused_vectors: int = 0
    malformed: list[MalformedListing] = field(default_factory=list)
    per_market: Counter[str] = field(default_factory=Counter)
    search_indexes: str = ""
    seconds: float = 0.0

    @property
    def loaded(self) -> int:
        return self.inserted + self.updated + self.unchanged


@dataclass
class SeedOptions:
    source: str = "sample"
    limit: int | None = None
    batch_size: int = 500
    reset: bool = False
    market: str | None = None
    index_timeout_s: float = 300.0


class SeedProgress:
    """What the seed reports while it runs; the command renders it as a progress bar."""

    def start(self, total: int | None) -> None: ...

    def advance(self, records: int) -> None: ...

    def note(self, message: str) -> None: ...

    def finish(self) -> None: ...


def expected_total(options: SeedOptions) -> int | None:
    if options.source == "sample":
        return min(SHIPPED_LISTING_COUNT, options.limit or SHIPPED_LISTING_COUNT)
    return options.limit


def source_records(options: SeedOptions) -> Iterator[Document | MalformedListing]:
    """Normalised listings (or the reason a record was rejected) from the chosen source."""
    if options.source == "sample":
        remaining = options.limit
        for path in SHIPPED_SOURCES:
            for result in iter_listings(str(path), limit=remaining, market=options.market):
                yield result
                if remaining is not None:
                    remaining -= 1
            if remaining is not None and remaining <= 0:
                return
    elif options.source == "hf":
        yield from iter_listings("hf", limit=options.limit, market=options.market)
    else:
        path = Path(options.source)
        if not path.exists():
            raise FileNotFoundError(f"No such file: {path}")
        yield from iter_listings(str(path), limit=options.limit, market=options.market)


def seed_listings(
    options: SeedOptions, embedder: Embedder, progress: SeedProgress | None = None
) -> SeedReport:
    # A batch of hundreds of listings with their vectors may take longer than a request's deadline.
    with long_operations():
        return _seed_listings(options, embedder, progress or SeedProgress())


def _seed_listings(options: SeedOptions, embedder: Embedder, progress: SeedProgress) -> SeedReport:
    started = time.monotonic()
    report = SeedReport()
    if options.reset:
        deleted = repository.delete_all_listings()
        progress.note(f"Deleted {deleted:,} listings (--reset).")
    repository.ensure_indexes()
    vectors = VectorSource(embedder)
    progress.start(expected_total(options))
    for batch in _batches(source_records(options), options.batch_size):
        listings: list[Document] = []
        for item in batch:
            if isinstance(item, MalformedListing):
                report.malformed.append(item)
            else:
                listings.append(item)
        _store_batch(listings, vectors, report)
        progress.advance(len(batch))
    progress.finish()
    repository.record_vector_field(
        repository.VectorFieldInfo(
            embedder.vector_field, embedder.provider, embedder.model, embedder.dimensions
        )
    )
    repository.bump_listings_version()
    report.search_indexes = ensure_atlas_indexes(embedder, options, progress)
    report.seconds = time.monotonic() - started
    return report


class VectorSource:
    """Vectors for listings: shipped ones where their text still matches, computed otherwise."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        precomputed = load_precomputed() if embedder.provider == "local" else None
        self.precomputed = (
            precomputed if precomputed and precomputed.model == embedder.model else None
        )

    def attach_shipped(self, listings: list[Document]) -> int:
        if self.precomputed is None:
            return 0
        attached = 0
        for listing in listings:
            if self.embedder.vector_field in listing:
                continue
            vector = self.precomputed.vector_for(listing["_id"], listing_text(listing))
            if vector is not None:
                listing[self.embedder.vector_field] = vector
                attached += 1
        return attached

    def embed(self, listings: list[Document]) -> list[tuple[str, list[float]]]:
        if not listings:
            return []
        matrix = self.embedder.embed_documents([listing_text(doc) for doc in listings])
        return [(doc["_id"], row.tolist()) for doc, row in zip(listings, matrix, strict=True)]


def _store_batch(listings: list[Document], vectors: VectorSource, report: SeedReport) -> None:
    if not listings:
        return
    report.reused_vectors += vectors.attach_shipped(listings)
    counts = repository.upsert_listings(listings)
    report.inserted += counts.inserted
    report.updated += counts.updated
    report.unchanged += counts.unchanged
    report.per_market.update(doc["address"]["market"] for doc in listings)
    field_name = vectors.embedder.vector_field
    missing = repository.ids_missing_vectors(field_name, [doc["_id"] for doc in listings])
    to_embed = [doc for doc in listings if doc["_id"] in missing]
    report.embedded += repository.store_vectors(field_name, vectors.embed(to_embed))


def ensure_atlas_indexes(embedder: Embedder, options: SeedOptions, progress: SeedProgress) -> str:
    """Create the vector and text search indexes on Atlas; elsewhere say why they are skipped."""
    collection = repository.listings()
    if not probe_search_support(collection).available:
        # The normal case off Atlas, not a failure: say so in one line, without the server's error.
        server = "The embedded database" if connection().embedded else "This MongoDB server"
        return (
            f"Search indexes: none needed. {server} has no Atlas Search, so the app searches "
            "the vectors in process; on Atlas the seed creates them."
        )
    vector_definition = vector_index_definition(
        embedder.vector_field, embedder.dimensions, repository.FILTER_PATHS
    )

    def waiting(status: str) -> None:
        progress.note(f"Waiting for the search index to become queryable (status {status})…")

    for name, definition, index_type in (
        (VECTOR_INDEX_NAME, vector_definition, "vectorSearch"),
        (TEXT_INDEX_NAME, TEXT_INDEX_DEFINITION, "search"),
    ):
        ensure_search_index(
            collection,
            name=name,
            definition=definition,
            index_type=index_type,
            timeout_s=options.index_timeout_s,
            on_wait=waiting,
        )
    return (
        f"Search indexes ready: {VECTOR_INDEX_NAME} ({embedder.vector_field}), {TEXT_INDEX_NAME}."
    )


def _batches(items: Iterable[Any], size: int) -> Iterator[list[Any]]:
    batch: list[Any] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch
