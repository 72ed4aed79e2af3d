"""The `listings` collection and the record of which embedding model fills which vector field.

The rentals app owns these collections; other apps read and write listings through these functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pymongo import ASCENDING, DESCENDING, GEOSPHERE, IndexModel, UpdateOne
from pymongo.collection import Collection

from infra.mongo import Document, get_database
from rentals.filters import PREFILTER_PATHS

LISTINGS = "listings"
VECTOR_FIELDS = "vector_fields"

# Fields a search may pre-filter `$vectorSearch` on: the regular indexes below serve them, and on
# Atlas the vector search index declares them as filter fields.
FILTER_PATHS: list[str] = PREFILTER_PATHS

LISTING_INDEXES: list[IndexModel] = [
    IndexModel([("address.market", ASCENDING), ("price", ASCENDING)], name="market_price"),
    IndexModel([("bedrooms", ASCENDING), ("accommodates", ASCENDING)], name="bedrooms_guests"),
    IndexModel([("property_type", ASCENDING)], name="property_type"),
    IndexModel([("room_type", ASCENDING)], name="room_type"),
    IndexModel([("host.host_is_superhost", ASCENDING)], name="superhost"),
    IndexModel([("review_scores.rating", DESCENDING)], name="rating"),
    IndexModel([("address.country", ASCENDING)], name="country"),
    IndexModel([("price_usd", ASCENDING)], name="price_usd"),
    # `near` and `bbox` ($geoWithin) and the browse order near a place ($geoNear, which needs it).
    # The version is spelt out because the server stores it: a spec without it differs from the
    # stored one, and creating the index again is then refused as a conflict.
    IndexModel(
        [("address.location", GEOSPHERE)], name="location_2dsphere", **{"2dsphereIndexVersion": 3}
    ),
]


@dataclass(frozen=True)
class VectorFieldInfo:
    field: str
    provider: str
    model: str
    dimensions: int


@dataclass(frozen=True)
class UpsertCounts:
    inserted: int
    updated: int
    unchanged: int


def listings() -> Collection[Document]:
    return get_database()[LISTINGS]


def ensure_indexes() -> list[str]:
    """Create the regular indexes the listing queries use; returns their names."""
    return listings().create_indexes(LISTING_INDEXES)


def count_listings() -> int:
    return listings().estimated_document_count()


def count_with_vectors(vector_field: str) -> int:
    return listings().count_documents({vector_field: {"$exists": True}})


def ids_missing_vectors(vector_field: str, ids: Sequence[str]) -> set[str]:
    """Which of these listings have no vector in ``vector_field`` yet: what a resumed seed
    embeds."""
    found = listings().find(
        {"_id": {"$in": list(ids)}, vector_field: {"$exists": True}}, {"_id": 1}
    )
    return set(ids) - {doc["_id"] for doc in found}


def upsert_listings(documents: Sequence[Document]) -> UpsertCounts:
    """Insert or replace listings by `_id`, keeping vectors already stored for them."""
    if not documents:
        return UpsertCounts(0, 0, 0)
    operations = [
        UpdateOne({"_id": doc["_id"]}, {"$set": _without_id(doc)}, upsert=True) for doc in documents
    ]
    result = listings().bulk_write(operations, ordered=False)
    inserted = result.upserted_count
    updated = result.modified_count
    return UpsertCounts(inserted, updated, len(documents) - inserted - updated)


def store_vectors(vector_field: str, vectors: Iterable[tuple[str, list[float]]]) -> int:
    operations = [UpdateOne({"_id": id_}, {"$set": {vector_field: vec}}) for id_, vec in vectors]
    if not operations:
        return 0
    return listings().bulk_write(operations, ordered=False).modified_count


def delete_all_listings() -> int:
    deleted = listings().delete_many({}).deleted_count
    get_database()[VECTOR_FIELDS].delete_many({})
    return deleted


def record_vector_field(info: VectorFieldInfo) -> None:
    get_database()[VECTOR_FIELDS].update_one(
        {"_id": info.field},
        {
            "$set": {
                "provider": info.provider,
                "model": info.model,
                "dimensions": info.dimensions,
                "updated_at": datetime.now(UTC),
            }
        },
        upsert=True,
    )


def vector_field_info(field: str) -> VectorFieldInfo | None:
    doc = get_database()[VECTOR_FIELDS].find_one({"_id": field})
    if doc is None:
        return None
    return VectorFieldInfo(field, doc["provider"], doc["model"], int(doc["dimensions"]))


def all_vector_fields() -> list[VectorFieldInfo]:
    return [
        VectorFieldInfo(doc["_id"], doc["provider"], doc["model"], int(doc["dimensions"]))
        for doc in get_database()[VECTOR_FIELDS].find()
    ]


def _without_id(document: Document) -> dict[str, Any]:
    return {key: value for key, value in document.items() if key != "_id"}


# --- change marker -----------------------------------------------------------------------------

LISTINGS_VERSION = "listings_version"


def bump_listings_version() -> int:
    """Record that listings changed, so in-process copies of them (the search catalog) reload."""
    # update_one then find_one, not findAndModify: the embedded server answers findAndModify by
    # scanning the whole collection.
    markers = get_database()[LISTINGS_VERSION]
    markers.update_one(
        {"_id": LISTINGS},
        {"$inc": {"version": 1}, "$set": {"updated_at": datetime.now(UTC)}},
        upsert=True,
    )
    return listings_version()


def listings_version() -> int:
    """How many times listings were recorded as changed; 0 before the first seed."""
    marker = get_database()[LISTINGS_VERSION].find_one({"_id": LISTINGS}, {"version": 1})
    return int(marker["version"]) if marker else 0


def listings_stamp() -> tuple[int, str]:
    """The listings version and when it last moved on: together they tell one state of the
    listings from another, also once the database was emptied and seeded again."""
    marker = get_database()[LISTINGS_VERSION].find_one({"_id": LISTINGS})
    if not marker:
        return 0, ""
    changed = marker.get("updated_at")
    return int(marker["version"]), changed.isoformat() if isinstance(changed, datetime) else ""
