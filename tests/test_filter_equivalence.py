"""One filter, three evaluations: the MongoDB query on the real server, ``SearchFilters.matches`` in
Python and the catalog's numpy mask select exactly the same listings of the seeded data."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from language.vocabulary import AMENITIES, COUNTRIES, MARKETS, PROPERTY_TYPES, ROOM_TYPES
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.repository import listings
from rentals.search.catalog import ListingCatalog, current_catalog
from tests.listing_helpers import stored_listings

# Round prices hit listing prices exactly, which is where >= and > differ.
PRICES = st.integers(0, 600).map(float) | st.floats(0, 5_000, allow_nan=False)
RATINGS = st.sampled_from([0.0, 3.0, 4.5, 4.8, 4.9, 5.0]) | st.floats(0, 5, allow_nan=False)


def sometimes(values: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Unset twice as often as set, so that several filters combine without matching nothing."""
    return st.one_of(st.none(), st.none(), values)


@st.composite
def search_filters(draw: st.DrawFn) -> SearchFilters:
    location = draw(sometimes(st.sampled_from([market.name for market in MARKETS])))
    prices = sorted(draw(st.lists(PRICES, min_size=2, max_size=2)))
    return SearchFilters(
        location=location,
        country=None if location else draw(sometimes(st.sampled_from(COUNTRIES))),
        min_price=draw(sometimes(st.just(prices[0]))),
        max_price=draw(sometimes(st.just(prices[1]))),
        min_bedrooms=draw(sometimes(st.integers(0, 5))),
        min_accommodates=draw(sometimes(st.integers(1, 10))),
        property_type=draw(sometimes(st.sampled_from(PROPERTY_TYPES))),
        room_type=draw(sometimes(st.sampled_from(ROOM_TYPES))),
        superhost_only=draw(st.booleans()),
        amenities=draw(st.lists(st.sampled_from(AMENITIES), max_size=2, unique=True)),
        min_rating=draw(sometimes(RATINGS)),
    )


@pytest.fixture(scope="module")
def seeded_listings(seeded_database: str) -> list[dict[str, Any]]:
    return stored_listings(seeded_database, with_vectors=False)


@pytest.fixture
def catalog(seeded: str) -> ListingCatalog:
    return current_catalog(configured_embedder())


def selections(
    filters: SearchFilters, seeded_listings: list[dict[str, Any]], catalog: ListingCatalog
) -> tuple[set[str], set[str], set[str]]:
    by_mongodb = {doc["_id"] for doc in listings().find(filters.to_mongo_filter(), {"_id": 1})}
    by_python = {doc["_id"] for doc in seeded_listings if filters.matches(doc)}
    by_catalog = {catalog.ids[row] for row in np.flatnonzero(catalog.mask(filters))}
    return by_mongodb, by_python, by_catalog


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(filters=search_filters())
def test_mongodb_python_and_catalog_select_the_same_listings(
    seeded: str,
    seeded_listings: list[dict[str, Any]],
    catalog: ListingCatalog,
    filters: SearchFilters,
) -> None:
    by_mongodb, by_python, by_catalog = selections(filters, seeded_listings, catalog)

    assert by_python == by_mongodb
    assert by_catalog == by_mongodb


@pytest.mark.parametrize(
    "filters",
    [
        SearchFilters(),
        SearchFilters(location="Porto", max_price=40),
        SearchFilters(location="New York", min_price=100, max_price=200, min_bedrooms=1),
        SearchFilters(country="United States", amenities=["Pool", "Wifi"]),
        SearchFilters(min_rating=4.8, superhost_only=True),
        SearchFilters(room_type="Private room", min_accommodates=2),
        SearchFilters(property_type="House", min_bedrooms=3, amenities=["Kitchen"]),
    ],
    ids=lambda filters: " ".join(filters.describe()) or "no filters",
)
def test_typical_searches_select_the_same_non_empty_sets(
    seeded: str,
    seeded_listings: list[dict[str, Any]],
    catalog: ListingCatalog,
    filters: SearchFilters,
) -> None:
    by_mongodb, by_python, by_catalog = selections(filters, seeded_listings, catalog)

    assert by_mongodb, "the case exercises a selection that is not empty"
    assert by_python == by_mongodb == by_catalog
