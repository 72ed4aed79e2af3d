"""What the saved page shows beside the cards: when each stay was saved, in words, and the saved
stays compared side by side, with the same picks as the chat's "compare my saved places"
(``rentals.comparison``), in the visitor's language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from language.interface_text import text, time_ago
from language.page_language import Language
from memory.saved import SavedListing
from rentals.comparison import ComparedFacts, Comparison, compare_listings
from rentals.search.results import RentalResult


@dataclass(frozen=True)
class SavedCard:
    entry: SavedListing
    saved_ago: str  # "Saved 2 minutes ago"


@dataclass(frozen=True)
class ComparedStay:
    result: RentalResult
    picks: tuple[str, ...]  # "Cheapest", "Best rated"… where this stay is one of the picks


def saved_cards(
    saved: Sequence[SavedListing], language: Language, now: datetime | None = None
) -> list[SavedCard]:
    now = now or datetime.now(UTC)
    return [
        SavedCard(
            entry, text("saved.saved_ago", language, ago=time_ago(entry.saved_at, now, language))
        )
        for entry in saved
    ]


def compared_stays(saved: Sequence[SavedListing], language: Language) -> list[ComparedStay]:
    """The saved stays still listed, each with the picks it is; empty under two of them."""
    results = [entry.rental for entry in saved if entry.rental is not None]
    comparison = compare_listings(results, _compared_facts)
    if comparison is None:
        return []
    return [ComparedStay(result, _picks(result, comparison, language)) for result in results]


def _compared_facts(result: RentalResult) -> ComparedFacts:
    return ComparedFacts(
        price_usd=result.price_usd,
        rating=result.rating,
        reviews=result.number_of_reviews,
        guests=result.accommodates,
    )


def _picks(
    result: RentalResult, comparison: Comparison[RentalResult], language: Language
) -> tuple[str, ...]:
    picked = (
        (comparison.cheapest, "saved.compare.cheapest"),
        (comparison.best_rated, "saved.compare.best_rated"),
        (comparison.roomiest, "saved.compare.most_room"),
    )
    return tuple(text(label, language) for pick, label in picked if pick is result)
