"""Closest matches on the shipped listings: the smallest relaxation that finds something in the
same place, from the in-process catalog and from MongoDB alike."""

from __future__ import annotations

import pytest

from rentals.filters import SearchFilters
from rentals.repository import listings
from rentals.search.atlas_backend import DatabaseListings
from rentals.search.closest import ClosestMatches, farther_note, find_closest, with_relaxations
from rentals.search.results import ListingSource
from rentals.search.service import (
    get_rental,
    list_markets,
    listing_source,
    search_rentals,
)
from tests.chat_helpers import chat_db  # noqa: F401

pytestmark = pytest.mark.usefixtures("chat_db")


def porto_cheapest() -> float:
    return next(m.min_price for m in list_markets() if m.market == "Porto")


def closest(filters: SearchFilters) -> ClosestMatches:
    found = find_closest(filters, listing_source())
    assert found is not None
    return found


def test_an_exact_match_needs_no_relaxation() -> None:
    assert find_closest(SearchFilters(location="Porto"), listing_source()) is None


def test_a_budget_below_every_listing_is_widened_to_the_cheapest_match() -> None:
    cheapest = porto_cheapest()
    found = closest(SearchFilters(location="Porto", max_price=cheapest / 2))

    assert found.filters == SearchFilters(location="Porto", max_price=cheapest)
    [relaxation] = found.relaxed
    assert relaxation.to_dict() == {
        "filter": "max_price",
        "change": "widened",
        "requested": cheapest / 2,
        "relaxed_to": cheapest,
    }


def test_one_requirement_is_dropped_when_that_is_enough_and_the_rest_is_kept() -> None:
    # The cheapest Porto listing, with an amenity it lacks: dropping the amenity keeps the budget.
    [listing] = search_rentals(
        "", SearchFilters(location="Porto"), sort="price_asc", limit=1
    ).results
    amenities = (get_rental(listing.id) or {}).get("amenities") or []
    missing = next(a for a in ("Pool", "Gym", "Doorman", "Hot tub") if a not in amenities)
    request = SearchFilters(location="Porto", max_price=listing.price, amenities=[missing])
    assert search_rentals("", request, limit=1).total == 0

    found = closest(request)

    assert [r.to_dict() for r in found.relaxed] == [
        {"filter": "amenities", "change": "dropped", "requested": missing, "relaxed_to": None}
    ]
    assert found.filters == SearchFilters(location="Porto", max_price=listing.price)


@pytest.mark.parametrize(
    "request_filters",
    [
        {"location": "Porto", "min_accommodates": 20, "max_price": 10},
        {"location": "Porto", "amenities": ["Pool", "Gym", "Doorman"], "superhost_only": True},
        {"location": "Sydney", "amenities": ["Pool"], "max_price": 20, "min_bedrooms": 6},
        {"location": "Barcelona", "min_rating": 5, "min_bedrooms": 5, "property_type": "Villa"},
        {"country": "United States", "min_accommodates": 40, "amenities": ["Crib", "Gym"]},
    ],
)
def test_the_closest_matches_keep_the_place_and_say_every_change(
    request_filters: dict[str, object],
) -> None:
    request = SearchFilters.model_validate(request_filters)
    assert search_rentals("", request, limit=1).total == 0

    found = closest(request)

    assert search_rentals("", found.filters, limit=1).total >= 1
    for place in ("location", "country"):
        assert getattr(found.filters, place) == getattr(request, place)
    # Applying what it says was relaxed to the request gives exactly the filters it searched.
    relaxed = [relaxation.to_dict() for relaxation in found.relaxed]
    assert with_relaxations(request, relaxed) == found.filters
    # Nothing was relaxed that did not need to be: undoing any one change finds nothing.
    for index in range(len(relaxed)):
        others = relaxed[:index] + relaxed[index + 1 :]
        assert search_rentals("", with_relaxations(request, others), limit=1).total == 0


def test_a_place_without_listings_has_no_closest_matches(empty_database: str) -> None:
    assert find_closest(SearchFilters(location="Porto", max_price=1), listing_source()) is None


def test_the_database_and_the_catalog_find_the_same_closest_matches() -> None:
    database: ListingSource = DatabaseListings(listings())
    for filters in (
        SearchFilters(location="Porto", max_price=1),
        SearchFilters(near="Bondi Beach", within_km=0.1, max_price=150),
        SearchFilters(near="Ribeira", within_km=0.05, min_accommodates=6),
        SearchFilters(location="Porto", min_accommodates=30, superhost_only=True),
        SearchFilters(location="Sydney", amenities=["Pool", "Gym", "Doorman", "Crib"]),
    ):
        assert find_closest(filters, database) == find_closest(filters, listing_source())


def test_near_a_place_the_distance_is_widened_first_and_said_plainly() -> None:
    request = SearchFilters(near="Bondi Beach", within_km=0.1, max_price=150)

    found = closest(request)
    page = search_rentals("", found.filters, limit=12)

    [relaxation] = found.relaxed
    assert (relaxation.filter, relaxation.change, relaxation.requested) == (
        "within_km",
        "widened",
        0.1,
    )
    assert found.filters.max_price == 150, "the budget is kept"
    assert page.total >= 1
    distances = [result.distance_km for result in page.results]
    assert all(d is not None and 0.1 < d <= relaxation.relaxed_to for d in distances)
    note = farther_note(request, distances)
    assert note.startswith("Nothing within 100 m of Bondi Beach under 150 AUD; these are ")
    assert note.endswith(" away")
