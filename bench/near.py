"""Latency of searching near a place, in process: on the shipped data as the app runs it, and on
100,000 synthetic listings spread around the gazetteer's places.

Times the local backend (the catalog's distance mask, the blended order, and for a text search
the vector ranking) with query vectors embedded beforehand. Targets: p50 <= 5 ms on the shipped
data, <= 30 ms on 100,000 listings. Figures are printed for people to read, never asserted.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np

from bench.timing import Report, latencies_ms
from language.places import Place, gazetteer_places
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.search import local_backend
from rentals.search.catalog import ListingCatalog, current_catalog
from rentals.search.results import SearchMode

REPEATS = 200
SYNTHETIC_LISTINGS = 100_000
PLACES = (
    "Copacabana Beach",
    "Bondi Beach",
    "Ribeira",
    "Times Square",
    "Sultanahmet",
    "Waikiki Beach",
)
QUERIES = ("quiet apartment near the beach", "loft with a view", "family house with a pool")


def run(report: Report = print) -> None:
    embedder = configured_embedder()
    catalog = current_catalog(embedder)
    vectors = [embedder.embed_query(query) for query in QUERIES]
    filters = [SearchFilters(near=name) for name in PLACES]
    report(f"{'search near a place (local)':<40}{'listings':>10}{'p50 ms':>9}{'p95 ms':>9}")
    _report(report, "browse, shipped data", catalog, filters, None, vectors)
    _report(report, "hybrid k=10, shipped data", catalog, filters, "hybrid", vectors)
    synthetic = synthetic_catalog(SYNTHETIC_LISTINGS)
    _report(report, "browse, synthetic (target <= 30 ms)", synthetic, filters, None, vectors)
    report("target on the shipped data: p50 <= 5 ms")


def _report(
    report: Report,
    label: str,
    catalog: ListingCatalog,
    filters: Sequence[SearchFilters],
    mode: SearchMode | None,
    vectors: Sequence[np.ndarray],
) -> None:
    def search(i: int) -> object:
        return local_backend.search(
            catalog,
            QUERIES[i % len(QUERIES)] if mode else "",
            vectors[i % len(vectors)] if mode else None,
            filters[i % len(filters)],
            mode=mode or "hybrid",
            sort="relevance",
            limit=10,
            offset=0,
        )

    p50, p95 = np.percentile(latencies_ms(search, range(REPEATS)), [50, 95])
    report(f"{label:<40}{len(catalog):>10,}{p50:>9.2f}{p95:>9.2f}")


def synthetic_catalog(count: int, seed: int = 7) -> ListingCatalog:
    """``count`` listings scattered within about 10 km of the gazetteer's places, with the
    fields the filters and the browse order read (no vectors: browsing does not use them)."""
    rng = random.Random(seed)
    places: list[Place] = list(gazetteer_places())
    listings = []
    for index in range(count):
        place = rng.choice(places)
        rating = rng.choice([None, 3.5, 4.2, 4.6, 4.8, 5.0])
        listings.append(
            {
                "_id": f"synthetic-{index:06d}",
                "price": float(rng.randint(20, 600)),
                "price_usd": float(rng.randint(20, 600)),
                "bedrooms": rng.randint(0, 4),
                "accommodates": rng.randint(1, 8),
                "number_of_reviews": rng.randint(0, 300),
                "review_scores": {"rating": rating},
                "address": {
                    "market": place.market,
                    "location": {
                        "type": "Point",
                        "coordinates": [
                            place.lon + rng.gauss(0, 0.05),
                            place.lat + rng.gauss(0, 0.04),
                        ],
                    },
                },
            }
        )
    return ListingCatalog(listings, vector_field="none", dimensions=8)
