"""What the saved page shows beside the cards: when each stay was saved, in words, and the saved
stays compared side by side, with the same picks as the chat's "compare my saved places"
(``rentals.comparison``), in the visitor's language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from language.interface_text import time_ago
from language.page_language import Language
from memory.saved import SavedListing
from rentals.comparison import ComparedFacts, Comparison, compare_listings
from rentals.search.results import RentalResult


@dataclass(frozen=True)
class SavedPageWords:
    saved_ago: str  # "Saved {ago}"
    compare: str  # the button that opens the comparison
    stay: str  # the comparison's column headings
    price: str
    rating: str
    guests: str
    bedrooms: str
    room: str
    studio: str
    cheapest: str  # the picks, as in the chat's comparison
    best_rated: str
    most_room: str
    compare_more: str  # with a single stay saved


SAVED_PAGE_WORDS: dict[Language, SavedPageWords] = {
    "en": SavedPageWords(
        saved_ago="Saved {ago}",
        compare="Compare",
        stay="Stay",
        price="Price / night",
        rating="Rating",
        guests="Guests",
        bedrooms="Bedrooms",
        room="Room",
        studio="Studio",
        cheapest="Cheapest",
        best_rated="Best rated",
        most_room="Most room",
        compare_more="Save one more stay to compare them side by side.",
    ),
    "es": SavedPageWords(
        saved_ago="Guardado {ago}",
        compare="Comparar",
        stay="Alojamiento",
        price="Precio / noche",
        rating="Valoración",
        guests="Huéspedes",
        bedrooms="Dormitorios",
        room="Tipo",
        studio="Estudio",
        cheapest="El más barato",
        best_rated="El mejor valorado",
        most_room="El más espacioso",
        compare_more="Guarda un alojamiento más para compararlos.",
    ),
    "pt": SavedPageWords(
        saved_ago="Salvo {ago}",
        compare="Comparar",
        stay="Estadia",
        price="Preço / noite",
        rating="Avaliação",
        guests="Hóspedes",
        bedrooms="Quartos",
        room="Tipo",
        studio="Estúdio",
        cheapest="A mais barata",
        best_rated="A mais bem avaliada",
        most_room="A mais espaçosa",
        compare_more="Salve mais uma estadia para compará-las.",
    ),
}


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
    words = SAVED_PAGE_WORDS[language]
    now = now or datetime.now(UTC)
    return [
        SavedCard(entry, words.saved_ago.format(ago=time_ago(entry.saved_at, now, language)))
        for entry in saved
    ]


def compared_stays(saved: Sequence[SavedListing], language: Language) -> list[ComparedStay]:
    """The saved stays still listed, each with the picks it is; empty under two of them."""
    results = [entry.rental for entry in saved if entry.rental is not None]
    comparison = compare_listings(results, _compared_facts)
    if comparison is None:
        return []
    words = SAVED_PAGE_WORDS[language]
    return [ComparedStay(result, _picks(result, comparison, words)) for result in results]


def _compared_facts(result: RentalResult) -> ComparedFacts:
    return ComparedFacts(
        price_usd=result.price_usd,
        rating=result.rating,
        reviews=result.number_of_reviews,
        guests=result.accommodates,
    )


def _picks(
    result: RentalResult, comparison: Comparison[RentalResult], words: SavedPageWords
) -> tuple[str, ...]:
    picked = (
        (comparison.cheapest, words.cheapest),
        (comparison.best_rated, words.best_rated),
        (comparison.roomiest, words.most_room),
    )
    return tuple(label for pick, label in picked if pick is result)
