"""The search service around the backends: markets, statistics, the detail listing, and refusing
to search vectors that cannot answer (another model's, or none at all)."""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

import pytest

from infra.embedders import EmbeddingModelMismatch
from infra.operation_recorder import recording
from language.vocabulary import MARKETS_BY_NAME, ROOM_TYPES
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.search import catalog, service
from rentals.search.service import (
    InvalidSearch,
    MissingVectors,
    get_rental,
    list_markets,
    rental_stats,
    search_rentals,
)
from tests.listing_helpers import store_listings, stored_listings


@pytest.fixture(scope="module")
def seeded_documents(seeded_database: str) -> list[dict[str, Any]]:
    return stored_listings(seeded_database, with_vectors=False)


def test_markets_with_counts_price_ranges_and_currency(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    counts = Counter(doc["address"]["market"] for doc in seeded_documents)

    markets = list_markets()

    assert [market.market for market in markets] == sorted(counts)
    for market in markets:
        prices = [
            doc["price"] for doc in seeded_documents if doc["address"]["market"] == market.market
        ]
        assert market.count == counts[market.market]
        assert (market.min_price, market.max_price) == (min(prices), max(prices))
        assert min(prices) <= market.median_price <= max(prices)
        assert market.currency == MARKETS_BY_NAME[market.market].currency
        assert market.country == MARKETS_BY_NAME[market.market].country
    porto = next(market for market in markets if market.market == "Porto")
    porto_prices = [doc["price"] for doc in seeded_documents if doc["address"]["market"] == "Porto"]
    assert porto.median_price in porto_prices
    assert abs(porto.median_price - statistics.median(porto_prices)) <= 20


def test_stats_totals_breakdowns_and_percentiles(
    seeded: str, seeded_documents: list[dict[str, Any]]
) -> None:
    stats = rental_stats()

    assert stats["totals"] == {
        "listings": len(seeded_documents),
        "markets": len({doc["address"]["market"] for doc in seeded_documents}),
        "countries": len({doc["address"]["country"] for doc in seeded_documents}),
        "superhosts": sum(doc["host"]["host_is_superhost"] for doc in seeded_documents),
    }
    assert sum(market["count"] for market in stats["by_market"]) == len(seeded_documents)
    assert stats["by_room_type"] == dict(
        Counter(doc["room_type"] for doc in seeded_documents).most_common()
    )
    assert set(stats["by_room_type"]) <= set(ROOM_TYPES)
    assert sum(stats["by_property_type"].values()) == len(seeded_documents)
    usd = list(stats["price_usd"].values())
    assert list(stats["price_usd"]) == ["p25", "p50", "p75", "p90"]
    assert usd == sorted(usd)
    for market in stats["by_market"]:
        local = list(market["price"].values())
        assert local == sorted(local)
        assert market["currency"] == MARKETS_BY_NAME[market["market"]].currency


def test_get_rental_returns_the_full_listing_without_vectors(seeded: str) -> None:
    listing = get_rental("10006546")

    assert listing is not None
    assert listing["name"] == "Ribeira Charming Duplex"
    assert {"description", "host", "review_scores", "listing_url", "amenities"} <= set(listing)
    assert not any(key.startswith("embedding") or key == "text_embeddings" for key in listing)


@pytest.mark.parametrize("listing_id", ["no-such-listing", "", "x" * 500])
def test_get_rental_of_an_unknown_id_is_none(seeded: str, listing_id: str) -> None:
    assert get_rental(listing_id) is None


def test_results_come_from_the_local_backend_by_default(seeded: str) -> None:
    page = search_rentals("sunny flat", SearchFilters(location="Barcelona"), limit=3)

    assert page.backend == "local"
    assert page.query == "sunny flat"
    assert page.filters == SearchFilters(location="Barcelona")
    assert page.mode == "hybrid" and page.sort == "relevance"


def test_unknown_mode_or_sort_is_refused(seeded: str) -> None:
    with pytest.raises(InvalidSearch, match="Unknown mode 'fuzzy'; use one of: hybrid, vector"):
        search_rentals("loft", mode="fuzzy")
    with pytest.raises(InvalidSearch, match="Unknown sort 'cheapest'"):
        search_rentals("loft", sort="cheapest")


# --- vectors that cannot answer ------------------------------------------------------------------


def test_vectors_from_another_model_are_a_clear_error(
    empty_database: str, seeded_documents: list[dict[str, Any]]
) -> None:
    vectors = [doc | {"embedding_e5_small": [1.0] * 384} for doc in seeded_documents[:5]]
    store_listings(vectors, model="some-other-model")

    with pytest.raises(EmbeddingModelMismatch, match="Re-seed with `python manage"):
        search_rentals("loft")
    assert search_rentals("").total == 5, "browsing by filters needs no vectors"


def test_listings_without_vectors_are_a_clear_error(
    empty_database: str, seeded_documents: list[dict[str, Any]]
) -> None:
    store_listings(seeded_documents[:5])

    with pytest.raises(MissingVectors, match="No listing has vectors in embedding_e5_small"):
        search_rentals("loft", mode="vector")
    assert search_rentals("loft", mode="lexical").backend == "local"


def test_a_local_search_checks_for_vectors_without_reading_the_listings(
    seeded: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The embedded server answers `{vector: {$exists: true}}` by reading every listing.
    monkeypatch.setattr(service, "_vectors_checked_at", {})
    # Loading the catalog reads the listings once; that is not part of the check.
    monkeypatch.setattr(catalog, "_loaded", {})
    catalog.current_catalog(configured_embedder())

    with recording() as recorder:
        page = search_rentals("loft", mode="vector")

    assert page.total > 0 and page.backend == "local"
    sent_to_listings = [op for op in recorder.operations if op.collection == "listings"]
    assert [op.ran for op in sent_to_listings] == ["local"]


def test_an_empty_database_suggests_seeding(empty_database: str) -> None:
    page = search_rentals("", SearchFilters(location="Porto"))

    assert page.total == 0
    assert page.suggestions == [
        "No listings are loaded yet; run `python manage.py seed` to load them."
    ]
