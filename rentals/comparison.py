"""Comparing a few listings side by side: which is the cheapest, the best rated and the roomiest.

The chat's "compare my saved places" and the saved page pick the same ones from here. Prices in
different currencies compare through their USD value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

Listing = TypeVar("Listing")


@dataclass(frozen=True)
class ComparedFacts:
    """What a comparison looks at in one listing, whatever shape the listing comes in."""

    price_usd: float | None
    rating: float | None
    reviews: int
    guests: int


@dataclass(frozen=True)
class Comparison(Generic[Listing]):
    cheapest: Listing
    best_rated: Listing | None  # None when none of them has a rating
    roomiest: Listing  # sleeps the most guests


def compare_listings(
    listings: Sequence[Listing], facts: Callable[[Listing], ComparedFacts]
) -> Comparison[Listing] | None:
    """The picks among ``listings``; None for fewer than two, which leave nothing to compare.

    Ties go to the first listing given (the most recently saved).
    """
    if len(listings) < 2:
        return None
    known = [(listing, facts(listing)) for listing in listings]
    cheapest = min(known, key=lambda pair: _price_or_last(pair[1]))[0]
    rated = [(listing, seen) for listing, seen in known if seen.rating is not None]
    best_rated = (
        max(rated, key=lambda pair: (pair[1].rating, pair[1].reviews))[0] if rated else None
    )
    roomiest = max(known, key=lambda pair: pair[1].guests)[0]
    return Comparison(cheapest, best_rated, roomiest)


def _price_or_last(facts: ComparedFacts) -> float:
    # A listing without a USD price cannot be the cheapest.
    return facts.price_usd if facts.price_usd is not None else float("inf")
