"""The local backend on the seeded listings: exact ranking, exact words, sorting, paging,
explanations, relaxations, and a catalog that follows the listings when they change."""

from __future__ import annotations

import math
from typing import Any

import pytest

from language.value_names import value_name
from language.vocabulary import AMENITIES
from rentals import repository
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.search import catalog as catalog_module
from rentals.search.lexical import tokenize
from rentals.search.results import SORTED_POOL, SearchPage
from rentals.search.service import search_rentals
from tests.listing_helpers import ids_matching, store_listings, stored_listings

VECTOR_FIELD = "embedding_e5_small"
TEXT_FIELDS = ("name", "summary", "description")


@pytest.fixture(scope="module")
def seeded_documents(seeded_database: str) -> list[dict[str, Any]]:
    return stored_listings(seeded_database)


def searchable_words(listing: dict[str, Any]) -> set[str]:
    texts = [listing.get(field) or "" for field in TEXT_FIELDS]
    texts += [(listing.get("address") or {}).get("neighbourhood") or ""]
    texts += listing.get("amenities") or []
    return set(tokenize(" ".join(texts)))


def brute_force_ranking(
    documents: list[dict[str, Any]], query: str, filters: SearchFilters, k: int
) -> list[tuple[str, float]]:
    """Cosine similarity in plain Python over every stored vector that passes the filters."""
    query_vector = [float(x) for x in configured_embedder().embed_query(query)]
    query_norm = math.sqrt(sum(x * x for x in query_vector))
    scored = []
    matching = ids_matching(filters)
    for doc in documents:
        vector = doc.get(VECTOR_FIELD)
        if vector is None or doc["_id"] not in matching:
            continue
        dot = sum(a * b for a, b in zip(vector, query_vector, strict=True))
        norm = math.sqrt(sum(x * x for x in vector))
        scored.append((doc["_id"], dot / (norm * query_norm)))
    scored.sort(key=lambda pair: (-pair[1], pair[0]))
    return scored[:k]


def ids(page: SearchPage) -> list[str]:
    return [result.id for result in page.results]


# --- ranking -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "filters"),
    [
        ("quiet apartment near the beach", SearchFilters()),
        ("cozy studio with river views", SearchFilters(location="Porto")),
        ("family house with a garden", SearchFilters(country="United States", min_bedrooms=2)),
        ("modern flat close to the metro", SearchFilters(max_price=150, amenities=["Wifi"])),
    ],
)
def test_vector_ranking_equals_brute_force(
    seeded: str, seeded_documents: list[dict[str, Any]], query: str, filters: SearchFilters
) -> None:
    page = search_rentals(query, filters, mode="vector", limit=10)

    expected = brute_force_ranking(seeded_documents, query, filters, k=10)
    assert ids(page) == [listing_id for listing_id, _ in expected]
    for result, (_, score) in zip(page.results, expected, strict=True):
        assert result.score == pytest.approx(score, abs=1e-5)
    assert page.total == len(ids_matching(filters))


def test_a_selective_filter_still_fills_the_page(seeded: str) -> None:
    filters = SearchFilters(location="Porto")

    page = search_rentals("apartment", filters, mode="vector", limit=5)

    assert len(page.results) == 5
    assert all(result.market == "Porto" for result in page.results)


@pytest.mark.parametrize("word", ["Ribeira", "Copacabana", "loft", "rooftop"])
def test_hybrid_puts_listings_with_the_exact_word_first(
    seeded: str, seeded_documents: list[dict[str, Any]], word: str
) -> None:
    containing = {
        doc["_id"] for doc in seeded_documents if tokenize(word)[0] in searchable_words(doc)
    }

    page = search_rentals(word, limit=5)

    top = ids(page)[: min(5, len(containing))]
    assert top and set(top) <= containing
    assert all(f'mentions "{word}"' in page.results[i].why for i in range(len(top)))


def test_fusion_lifts_exact_words_above_pure_meaning(seeded: str) -> None:
    def mentioning(page: SearchPage) -> int:
        return sum(1 for result in page.results if 'mentions "rooftop"' in result.why)

    hybrid = search_rentals("rooftop", limit=10)
    by_meaning = search_rentals("rooftop", mode="vector", limit=10)

    assert mentioning(hybrid) == 10
    assert mentioning(hybrid) >= mentioning(by_meaning)


def test_lexical_mode_returns_only_and_all_listings_with_the_word(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    filters = SearchFilters(location="Rio De Janeiro")
    matching = ids_matching(filters)
    containing = {
        doc["_id"]
        for doc in seeded_documents
        if doc["_id"] in matching and "copacabana" in searchable_words(doc)
    }

    # More Rio listings mention Copacabana than one page holds: read every page.
    pages = [
        search_rentals("Copacabana", filters, mode="lexical", limit=50, offset=offset)
        for offset in range(0, len(containing) + 50, 50)
    ]

    assert len(containing) > 50
    assert sorted(listing_id for page in pages for listing_id in ids(page)) == sorted(containing)
    assert {page.total for page in pages} == {len(containing)}
    scores = [result.score or 0.0 for page in pages for result in page.results]
    assert scores == sorted(scores, reverse=True)


# --- browsing, sorting and paging ----------------------------------------------------------------


def test_browsing_lists_every_match_recommended_first(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    filters = SearchFilters(location="Porto")

    page = search_rentals("", filters, limit=50)

    assert page.total == len(ids_matching(filters))
    assert {result.market for result in page.results} == {"Porto"}
    assert all(result.score is None for result in page.results)
    assert page.results[0].rating is not None


@pytest.mark.parametrize("query", ["", "apartment with a view"])
def test_sorting_by_price_and_rating(seeded: str, query: str) -> None:
    filters = SearchFilters(country="United States")

    cheapest = search_rentals(query, filters, sort="price_asc", limit=50)
    dearest = search_rentals(query, filters, sort="price_desc", limit=50)
    best = search_rentals(query, filters, sort="rating", limit=50)

    prices = [result.price_usd or 0.0 for result in cheapest.results]
    assert prices == sorted(prices)
    prices = [result.price_usd or 0.0 for result in dearest.results]
    assert prices == sorted(prices, reverse=True)
    ratings = [result.rating for result in best.results if result.rating is not None]
    assert ratings == sorted(ratings, reverse=True)
    if query:
        assert cheapest.total == SORTED_POOL, "a text search sorts its most relevant results"


@pytest.mark.parametrize(
    ("query", "mode"), [("", "hybrid"), ("garden", "hybrid"), ("pool", "lexical")]
)
def test_pages_follow_each_other_without_gaps_or_repeats(
    seeded: str, query: str, mode: str
) -> None:
    whole = search_rentals(query, mode=mode, limit=36)
    pages = [search_rentals(query, mode=mode, limit=12, offset=offset) for offset in (0, 12, 24)]

    assert [listing_id for page in pages for listing_id in ids(page)] == ids(whole)
    assert all(page.has_more for page in pages)


def test_limit_and_offset_are_clamped(seeded: str) -> None:
    page = search_rentals("", limit=500, offset=-3)

    assert (page.limit, page.offset, len(page.results)) == (50, 0, 50)
    assert search_rentals("", limit=0).limit == 1


# --- explanations and relaxations ----------------------------------------------------------------


def test_why_names_the_filters_met_and_the_words_matched(seeded: str) -> None:
    filters = SearchFilters(location="Porto", max_price=120, min_bedrooms=2, amenities=["Wifi"])

    page = search_rentals("Ribeira", filters)

    top = page.results[0]
    assert top.name == "Ribeira Charming Duplex"
    assert top.why == ["in Porto", "under 120 EUR", "3 bedrooms", "Wifi", 'mentions "Ribeira"']
    assert all(result.why[:2] == ["in Porto", "under 120 EUR"] for result in page.results)


def test_an_empty_result_suggests_the_nearest_relaxations(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    porto = [doc for doc in seeded_documents if doc["address"]["market"] == "Porto"]
    cheapest = min(doc["price"] for doc in porto)

    page = search_rentals("", SearchFilters(location="Porto", max_price=20))

    assert (page.total, page.results) == (0, [])
    assert page.suggestions[0] == (
        f"No listings in Porto under 20 EUR; the cheapest is {cheapest:g} EUR "
        f"({len(porto)} listings without the price limit)."
    )
    assert any(suggestion.startswith('Without "Porto": ') for suggestion in page.suggestions)


def test_each_relaxation_says_how_many_listings_it_finds(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    porto = [doc for doc in seeded_documents if doc["address"]["market"] == "Porto"]
    missing = next(a for a in AMENITIES if not any(a in doc["amenities"] for doc in porto))
    most_bedrooms = max(doc["bedrooms"] for doc in porto if doc["bedrooms"] is not None)

    too_big = search_rentals("", SearchFilters(location="Porto", min_bedrooms=10))
    without_amenity = search_rentals("", SearchFilters(location="Porto", amenities=[missing]))

    assert too_big.suggestions[0] == (
        f"No listings in Porto with 10+ bedrooms; the largest has {most_bedrooms} bedrooms "
        f"({len(porto)} listings without the bedroom minimum)."
    )
    assert without_amenity.suggestions[0] == f'Without "{missing}": {len(porto)} listings.'
    assert search_rentals("", SearchFilters(location="Porto")).suggestions == []


def test_relaxations_are_said_in_the_language_asked_for(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    porto = [doc for doc in seeded_documents if doc["address"]["market"] == "Porto"]
    cheapest = min(doc["price"] for doc in porto)
    missing = next(a for a in AMENITIES if not any(a in doc["amenities"] for doc in porto))
    too_cheap = SearchFilters(location="Porto", max_price=20)
    lacking = SearchFilters(location="Porto", amenities=[missing])

    spanish = search_rentals("", too_cheap, language="es").suggestions
    portuguese = search_rentals("", too_cheap, language="pt").suggestions

    assert spanish[0] == (
        f"No hay anuncios en Porto por menos de 20 EUR; el más barato cuesta {cheapest:g} EUR "
        f"({len(porto)} anuncios sin el límite de precio)."
    )
    assert spanish[-1].startswith("Sin «Porto»: ") and spanish[-1].endswith(" anuncios.")
    assert portuguese[0].startswith("Não há anúncios em Porto por até 20 EUR; o mais barato custa")
    assert search_rentals("", lacking, language="pt").suggestions[0] == (
        f"Sem «{value_name(missing, 'pt')}»: {len(porto)} anúncios."
    )


# --- refreshing the catalog ----------------------------------------------------------------------


def test_the_catalog_reloads_when_listings_change(
    empty_database: str,
    seeded_documents: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(catalog_module, "CHANGE_CHECK_INTERVAL_S", 0.0)
    copied = seeded_documents[:20]
    store_listings(copied)
    assert search_rentals("").total == 20

    renamed = copied[0]["_id"]
    repository.listings().update_one({"_id": renamed}, {"$set": {"name": "Zebra penthouse"}})
    repository.listings().insert_one(dict(seeded_documents[20]))
    repository.bump_listings_version()

    page = search_rentals("zebra", mode="lexical")
    assert ids(page) == [renamed]
    assert search_rentals("").total == 21
