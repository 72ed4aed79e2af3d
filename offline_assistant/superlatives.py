"""Superlatives over the results on screen: the cheapest, the most expensive, the best rated,
the most reviewed, the biggest, the closest to a place. Each is read from the listings' own
facts, and the answer names the runner-up too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from language.lexicon import RESULT_SUPERLATIVES
from language.vocabulary import fold
from offline_assistant.listing_answers import distance_text
from offline_assistant.replies import listing_link, price
from offline_assistant.reply_language import Language
from offline_assistant.whereabouts import Target, market_of, target_in
from offline_assistant.wording import WORDING, plural

_SUPERLATIVE = re.compile(
    r"\b(?:"
    + "|".join(re.escape(phrase) for phrase in sorted(RESULT_SUPERLATIVES, key=len, reverse=True))
    + r")\b"
)
Listing = Mapping[str, Any]


def superlative_in(text: str) -> str | None:
    """What a question ranks the results by ("cheapest", "biggest", ...), None when it asks no
    superlative."""
    found = _SUPERLATIVE.search(" ".join(fold(text).split()))
    return RESULT_SUPERLATIVES[found.group(0)] if found else None


def superlative_answer(
    results: list[Listing], criterion: str, text: str, near: str | None, language: Language
) -> str:
    """The listing that is most so, and the runner-up, each with the fact that ranks it."""
    wording = WORDING[language]
    target = target_in(text, market_of(results), near) if criterion == "closest" else None
    if criterion == "closest" and target is None:
        return wording.closest_to_what
    key, fact = _ranking(criterion, target, language)
    ranked = sorted((listing for listing in results if key(listing) is not None), key=key)
    if not ranked:
        return wording.superlative_unknown[criterion].format(
            count=len(results), listings=plural(len(results), wording.listing)
        )
    lines = [
        wording.superlative_first[criterion].format(
            count=len(results),
            listings=plural(len(results), wording.listing),
            name=listing_link(ranked[0]),
            fact=fact(ranked[0]),
            place=target.label if target else "",
        )
    ]
    if len(ranked) > 1:
        lines.append(
            wording.superlative_next.format(name=listing_link(ranked[1]), fact=fact(ranked[1]))
        )
    return " ".join(lines)


def _ranking(
    criterion: str, target: Target | None, language: Language
) -> tuple[Callable[[Listing], Any], Callable[[Listing], str]]:
    """How to rank for the criterion (smallest first), and the fact to show for each listing."""
    wording = WORDING[language]

    def stars(listing: Listing) -> str:
        reviews = f"{int(listing.get('reviews') or 0)} {wording.reviews}"
        rating = listing.get("rating")
        return reviews if rating is None else f"★ {rating}, {reviews}"

    def room(listing: Listing) -> str:
        bedrooms = listing.get("bedrooms") or 0
        facts = [f"{bedrooms} {plural(bedrooms, wording.bedrooms)}"]
        if listing.get("guests"):
            facts.append(wording.sleeps.format(count=listing["guests"]))
        return ", ".join(facts)

    def money(listing: Listing) -> Any:
        amount = listing.get("price_usd")
        return amount if amount is not None else listing.get("price")

    if criterion == "cheapest":
        return money, lambda listing: price(listing, language)
    if criterion == "priciest":
        return (
            lambda listing: None if money(listing) is None else -money(listing),
            lambda listing: price(listing, language),
        )
    if criterion == "best_rated":
        return (
            lambda listing: (
                None
                if listing.get("rating") is None
                else (-listing["rating"], -(listing.get("reviews") or 0))
            ),
            stars,
        )
    if criterion == "most_reviewed":
        return lambda listing: -(listing.get("reviews") or 0), stars
    if criterion == "biggest":
        return (
            lambda listing: (-(listing.get("bedrooms") or 0), -(listing.get("guests") or 0)),
            room,
        )
    return _closeness(target, language)


def _closeness(
    target: Target | None, language: Language
) -> tuple[Callable[[Listing], Any], Callable[[Listing], str]]:
    """Closest first, with how far each is; nothing ranks without a place to measure from."""

    def distance(listing: Listing) -> float | None:
        return None if target is None else target.distance_km(listing)

    def away(listing: Listing) -> str:
        km = distance(listing)
        return "" if km is None else distance_text(km, language)

    return distance, away
