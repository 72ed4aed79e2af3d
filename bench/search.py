"""Latency of local search over the configured (seeded) database, as the app runs it.

Times the local backend on the in-memory catalog: vector search (k=10) with and without filters,
hybrid and keyword search, and browsing by filters, with query vectors embedded beforehand (the
query embedding is timed on its own). Then the bare vector index next to a naive pure-Python scan
of the same vectors. Figures are printed for people to read, never asserted.
"""

from __future__ import annotations

import time

import numpy as np

from bench.timing import Report, latencies_ms
from bench.vector_search import run_on_matrix
from rentals import repository
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.search import local_backend
from rentals.search.catalog import ListingCatalog, current_catalog
from rentals.search.results import SearchMode

K = 10
REPEATS = 200

QUERIES = (
    "quiet apartment near the beach",
    "loft with a rooftop terrace",
    "family house with a garden and a pool",
    "cheap room close to the metro",
    "studio in the old town",
    "apartamento perto da praia",
    "cozy cabin for a weekend",
    "modern flat with a view of the river",
    "pet friendly place with parking",
    "Ribeira",
    "Copacabana",
    "Waikiki condo with ocean view",
)

FILTERS: dict[str, SearchFilters] = {
    "none": SearchFilters(),
    "Porto": SearchFilters(location="Porto"),
    "US, ≤200, 1+ bedrooms": SearchFilters(country="United States", max_price=200, min_bedrooms=1),
    "Wifi + Kitchen, 4.5★+": SearchFilters(amenities=["Wifi", "Kitchen"], min_rating=4.5),
}


def run(report: Report = print) -> None:
    embedder = configured_embedder()
    started = time.perf_counter()
    catalog = current_catalog(embedder)
    report(
        f"Catalog: {len(catalog):,} listings ({catalog.vector_count:,} with {embedder.model} "
        f"vectors), loaded in {(time.perf_counter() - started) * 1000:.0f} ms."
    )
    embed_ms = latencies_ms(lambda i: embedder.embed_query(QUERIES[i % len(QUERIES)]), range(24))
    report(f"Query embedding ({embedder.model}): p50 {np.percentile(embed_ms, 50):.1f} ms.")
    vectors = [embedder.embed_query(query) for query in QUERIES]

    report(f"{'search (local backend)':<34}{'filter':<24}{'matches':>8}{'p50 ms':>9}{'p95 ms':>9}")
    for mode in ("vector", "hybrid", "lexical"):
        for name, filters in FILTERS.items():
            _report_searches(report, catalog, vectors, f"{mode}, k={K}", mode, name, filters)
    for name, filters in FILTERS.items():
        _report_searches(report, catalog, vectors, "browse by filters", None, name, filters)

    ids, matrix = _stored_vectors(embedder.vector_field)
    masks = {
        name: catalog.mask(filters)[[catalog.row_of(listing_id) for listing_id in ids]]
        for name, filters in FILTERS.items()
        if not filters.is_empty()
    }
    run_on_matrix(ids, matrix, masks, report, repeats=REPEATS)


def _report_searches(
    report: Report,
    catalog: ListingCatalog,
    vectors: list[np.ndarray],
    label: str,
    mode: SearchMode | None,
    filter_name: str,
    filters: SearchFilters,
) -> None:
    def search(i: int) -> object:
        query = QUERIES[i % len(QUERIES)] if mode else ""
        return local_backend.search(
            catalog,
            query,
            vectors[i % len(vectors)],
            filters,
            mode=mode or "hybrid",
            sort="relevance",
            limit=K,
            offset=0,
        )

    latencies = latencies_ms(search, range(REPEATS))
    p50, p95 = np.percentile(latencies, [50, 95])
    matches = int(catalog.mask(filters).sum())
    report(f"{label:<34}{filter_name:<24}{matches:>8,}{p50:>9.2f}{p95:>9.2f}")


def _stored_vectors(vector_field: str) -> tuple[list[str], np.ndarray]:
    documents = (
        repository.listings()
        .find({vector_field: {"$exists": True}}, {vector_field: 1})
        .sort("_id", 1)
    )
    pairs = [(doc["_id"], doc[vector_field]) for doc in documents]
    return [listing_id for listing_id, _ in pairs], np.array(
        [vector for _, vector in pairs], dtype=np.float32
    )
