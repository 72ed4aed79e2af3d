"""Helpers shared by the listing and search tests: shipped records, stored listings, filters."""

from __future__ import annotations

import gzip
import itertools
import json
from typing import Any

from infra import mongo
from rentals import repository
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from seed.shipped import SAMPLE_AIRBNB

# A search with every filter set (none of them contradicting another).
EVERY_FILTER = SearchFilters(
    location="Porto",
    min_price=40,
    max_price=120,
    min_bedrooms=2,
    min_accommodates=4,
    property_type="Apartment",
    room_type="Entire home/apt",
    superhost_only=True,
    amenities=["Pool", "Wifi"],
    min_rating=4.5,
)


def sample_records(count: int | None = None) -> list[dict[str, Any]]:
    """The first ``count`` raw records (all by default) of the shipped ``sample_airbnb`` file."""
    with gzip.open(SAMPLE_AIRBNB, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in itertools.islice(lines, count)]


def stored_listings(database: str, *, with_vectors: bool = True) -> list[dict[str, Any]]:
    """Every listing of ``database``, with or without its local vector."""
    projection = None if with_vectors else {"embedding_e5_small": 0}
    return list(mongo.get_client()[database]["listings"].find({}, projection))


def ids_matching(filters: SearchFilters) -> set[str]:
    """The ids of the listings ``filters.to_mongo_filter()`` selects on the configured database."""
    return {doc["_id"] for doc in repository.listings().find(filters.to_mongo_filter(), {"_id": 1})}


def store_listings(documents: list[dict[str, Any]], *, model: str | None = None) -> None:
    """Store copies of ``documents`` as a seed would: their vectors recorded as the configured
    embedder's (or as another ``model``'s), the listings version moved on."""
    repository.listings().insert_many([dict(doc) for doc in documents])
    embedder = configured_embedder()
    repository.record_vector_field(
        repository.VectorFieldInfo(
            embedder.vector_field,
            embedder.provider,
            model or embedder.model,
            embedder.dimensions,
        )
    )
    repository.bump_listings_version()
