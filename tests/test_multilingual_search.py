"""Spanish and Portuguese requests are searched as well as English ones.

Listings are mostly written in English: the keyword half of hybrid search gets the English words
listings use for a Spanish or Portuguese request's words, and long-term memory said in one
language is recalled by a message in another.
"""

from __future__ import annotations

import re

import pytest

from language.glossary import listing_words, with_listing_words
from language.vocabulary import fold
from memory.memories import MemoryCandidate, remember
from memory.recall import recall
from rentals import repository
from rentals.filters import SearchFilters
from rentals.search.service import search_rentals
from tests.memory_helpers import ALICE


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("con jardín", ["garden"]),
        ("com jardim e piscina", ["garden", "pool"]),
        ("perto da praia", ["beach"]),
        ("cerca del metro", ["subway", "station"]),
        ("en el casco antiguo", ["old town", "historic"]),
        ("VIDA NOCTURNA", ["nightlife"]),
        ("para una familia grande", ["family", "large", "spacious"]),
    ],
)
def test_spanish_and_portuguese_words_get_the_words_listings_use(
    query: str, words: list[str]
) -> None:
    assert listing_words(query) == words


def test_english_and_unknown_words_add_nothing() -> None:
    assert listing_words("quiet loft with a view of the river") == []
    assert with_listing_words("perto da praia") == "perto da praia beach"
    assert with_listing_words("") == ""


def _says(listing_id: str, pattern: str) -> bool:
    listing = repository.listings().find_one({"_id": listing_id}) or {}
    text = " ".join(
        str(listing.get(field) or "") for field in ("name", "summary", "description", "amenities")
    )
    return re.search(pattern, fold(text)) is not None


@pytest.mark.parametrize("query", ["con jardín", "com jardim"])
def test_the_keyword_half_finds_what_the_listing_text_says(seeded: str, query: str) -> None:
    page = search_rentals(query, SearchFilters(location="Edinburgh"), mode="lexical", limit=10)
    assert len(page.results) == 10
    assert all(_says(result.id, r"\bgardens?\b") for result in page.results)


def test_a_spanish_request_ranks_like_the_english_one(seeded: str) -> None:
    def relevant(query: str) -> int:
        page = search_rentals(query, SearchFilters(location="Brisbane"), limit=10)
        return sum(_says(result.id, r"\b(?:pool|piscina|swimming)\b") for result in page.results)

    english = relevant("with a swimming pool")
    assert english >= 5
    assert relevant("con piscina") >= english - 1
    assert relevant("com piscina") >= english - 1


@pytest.mark.usefixtures("empty_database")
@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("¿puedo llevar a mi perro?", "Travels with a dog."),
        ("posso levar o meu cão?", "Travels with a dog."),
        ("una calle tranquila, sin ruido por la noche", "Dislikes noisy places."),
        ("uma rua sossegada, sem barulho à noite", "Dislikes noisy places."),
        ("necesito un escritorio para trabajar", "Works remotely and needs a desk."),
        ("preciso de uma secretária para trabalhar", "Works remotely and needs a desk."),
    ],
)
def test_a_memory_said_in_english_is_recalled_in_spanish_and_portuguese(
    message: str, expected: str
) -> None:
    for candidate in (
        MemoryCandidate("pets", "fact", "Travels with a dog.", 5),
        MemoryCandidate("dislike", "preference", "Dislikes noisy places.", 5),
        MemoryCandidate("work", "fact", "Works remotely and needs a desk.", 5),
        MemoryCandidate("budget", "preference", "Budget is about 150 per night.", 5),
    ):
        remember(ALICE, candidate)
    assert recall(ALICE, message, record=False)[0].memory.content == expected
