"""The `saved_rentals` collection: the listings each visitor saved, one entry per pair.

Saving and unsaving are idempotent (a unique index on visitor and rental), and a change is logged
as `save` / `unsave` activity; repeating one is not. Listings themselves belong to the rentals
app and are read through its functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from pymongo import DESCENDING
from pymongo.errors import DuplicateKeyError

from memory.activity import log_activity
from memory.indexes import SAVED_RENTALS, collection
from memory.tombstones import refuse_if_erased
from rentals.filters import SearchFilters
from rentals.repository import listings
from rentals.search.results import CARD_FIELDS, Hit, RentalResult
from rentals.search.service import get_rental


class UnknownRental(LookupError):
    """No listing has this id."""


@dataclass(frozen=True)
class SavedRental:
    rental_id: str
    saved_at: datetime


@dataclass(frozen=True)
class SavedListing:
    rental_id: str
    saved_at: datetime
    rental: RentalResult | None  # None once the listing is no longer in the database

    @property
    def name(self) -> str:
        return self.rental.name if self.rental else f"Listing {self.rental_id}"


def save_rental(visitor_id: str, rental_id: str) -> bool:
    """Save a listing for the visitor; True if it was not saved before.

    Raises UnknownRental for an id no listing has.
    """
    listing = get_rental(rental_id)
    if listing is None:
        raise UnknownRental(rental_id)
    refuse_if_erased(visitor_id)
    try:
        result = collection(SAVED_RENTALS).update_one(
            {"visitor_id": visitor_id, "rental_id": rental_id},
            {"$setOnInsert": {"saved_at": datetime.now(UTC)}},
            upsert=True,
        )
    except DuplicateKeyError:
        # The same save arrived twice at once (a double click): the other one recorded it.
        return False
    newly_saved = result.upserted_id is not None
    if newly_saved:
        log_activity(visitor_id, "save", {"rental_id": rental_id, "name": listing.get("name", "")})
    return newly_saved


def unsave_rental(visitor_id: str, rental_id: str) -> bool:
    """Remove a listing from the visitor's saved ones; True if it was saved."""
    deleted = collection(SAVED_RENTALS).delete_one(
        {"visitor_id": visitor_id, "rental_id": rental_id}
    )
    removed = deleted.deleted_count == 1
    if removed:
        log_activity(visitor_id, "unsave", {"rental_id": rental_id})
    return removed


def rental_name(rental_id: str) -> str:
    """The listing's name, for the save button's accessible name; a fallback once it is gone."""
    listing = listings().find_one({"_id": rental_id}, {"name": 1})
    return str((listing or {}).get("name") or f"Listing {rental_id}")


def is_saved(visitor_id: str, rental_id: str) -> bool:
    found = collection(SAVED_RENTALS).find_one(
        {"visitor_id": visitor_id, "rental_id": rental_id}, {"_id": 1}
    )
    return found is not None


def saved_ids(visitor_id: str) -> set[str]:
    """The ids of every listing the visitor saved (what the save buttons on a page need)."""
    entries = collection(SAVED_RENTALS).find({"visitor_id": visitor_id}, {"rental_id": 1, "_id": 0})
    return {entry["rental_id"] for entry in entries}


def list_saved(visitor_id: str) -> list[SavedRental]:
    """The visitor's saved listings, most recently saved first."""
    entries = (
        collection(SAVED_RENTALS)
        .find({"visitor_id": visitor_id}, {"rental_id": 1, "saved_at": 1})
        .sort("saved_at", DESCENDING)
    )
    return [SavedRental(entry["rental_id"], entry["saved_at"]) for entry in entries]


def saved_listings(visitor_id: str) -> list[SavedListing]:
    """The visitor's saved listings with their card details, most recently saved first."""
    saved = list_saved(visitor_id)
    cards = _rental_cards([entry.rental_id for entry in saved])
    return [
        SavedListing(entry.rental_id, entry.saved_at, cards.get(entry.rental_id)) for entry in saved
    ]


def delete_saved(visitor_id: str) -> int:
    """Forget every listing the visitor saved; returns how many there were."""
    return collection(SAVED_RENTALS).delete_many({"visitor_id": visitor_id}).deleted_count


def _rental_cards(rental_ids: list[str]) -> dict[str, RentalResult]:
    """The listings' card fields in the shape search results have, so cards look the same."""
    if not rental_ids:
        return {}
    found = listings().find({"_id": {"$in": rental_ids}}, list(CARD_FIELDS))
    no_filters = SearchFilters()
    return {
        str(listing["_id"]): RentalResult.from_hit(Hit(listing), no_filters) for listing in found
    }
