"""SearchFilters: canonical values, readable errors, URLs, and the MongoDB filter shape."""

from __future__ import annotations

from typing import Any

import pytest
from django.http import QueryDict
from pydantic import ValidationError

from rentals.filters import SearchFilters
from rentals.repository import FILTER_PATHS
from rentals.search.catalog import ListingCatalog
from tests.listing_helpers import EVERY_FILTER

# What Atlas accepts inside a $vectorSearch pre-filter.
VECTOR_SEARCH_OPERATORS = {
    "$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin", "$and", "$or", "$not", "$exists",
}  # fmt: skip


def error_messages(**values: Any) -> dict[str, str]:
    with pytest.raises(ValidationError) as caught:
        SearchFilters(**values)
    return {".".join(map(str, e["loc"])): e["msg"] for e in caught.value.errors()}


# --- canonical values ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "market"),
    [
        ("Manhattan", "New York"),
        ("NYC", "New York"),
        ("brooklyn", "New York"),
        ("Rio", "Rio De Janeiro"),
        ("Waikiki", "Oahu"),
        ("Honolulu", "Oahu"),
        ("Kona", "The Big Island"),
        ("montréal", "Montreal"),
        ("Porto", "Porto"),
    ],
)
def test_places_resolve_to_their_market(given: str, market: str) -> None:
    assert SearchFilters(location=given).location == market


def test_amenity_spellings_and_everyday_words_resolve_case_insensitively() -> None:
    filters = SearchFilters(amenities=["wifi", "WiFi", "Wi-Fi", "jacuzzi", "AC", "balcony"])

    assert filters.amenities == ["Wifi", "Hot tub", "Air conditioning", "Patio or balcony"]


def test_types_and_countries_resolve_from_everyday_words() -> None:
    filters = SearchFilters(property_type="flat", room_type="entire place", country="usa")

    assert (filters.property_type, filters.room_type, filters.country) == (
        "Apartment",
        "Entire home/apt",
        "United States",
    )


def test_blank_form_fields_are_unset() -> None:
    filters = SearchFilters.model_validate({"location": "", "min_price": "  ", "amenities": [""]})

    assert filters.is_empty()
    assert filters.active() == {}


# --- validation ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("values", "field", "message"),
    [
        ({"amenities": ["wiifi"]}, "amenities", "Unknown amenity 'wiifi'. Did you mean 'Wifi'?"),
        ({"location": "Portoo"}, "location", "Unknown location 'Portoo'. Did you mean 'Porto'?"),
        (
            {"property_type": "Condominum"},
            "property_type",
            "Unknown property type 'Condominum'. Did you mean 'Condominium'?",
        ),
        (
            {"room_type": "Privat room"},
            "room_type",
            "Unknown room type 'Privat room'. Did you mean 'Private room'?",
        ),
        (
            {"min_price": 200, "max_price": 100},
            "max_price",
            "max_price (100) is below min_price (200); swap them or widen the range.",
        ),
        (
            {"min_accommodates": -2},
            "min_accommodates",
            "min_accommodates must be at least 1 guest, got -2.",
        ),
        ({"min_bedrooms": -1}, "min_bedrooms", "min_bedrooms must be 0 bedrooms or more, got -1."),
        ({"max_price": -5}, "max_price", "max_price must be a price of 0 or more, got -5."),
        ({"min_rating": 45}, "min_rating", "min_rating is in stars from 0 to 5, got 45."),
    ],
)
def test_impossible_input_names_the_field_and_suggests_a_fix(
    values: dict[str, Any], field: str, message: str
) -> None:
    assert error_messages(**values) == {field: message}


def test_an_unknown_place_lists_the_markets() -> None:
    message = error_messages(location="Paris")["location"]

    assert message.startswith("Unknown location 'Paris'. Markets: Barcelona, Hong Kong")


def test_a_misspelt_filter_name_is_named() -> None:
    assert error_messages(min_bedroom=2) == {
        "": "Unknown filter 'min_bedroom'. Did you mean 'min_bedrooms'?"
    }


def test_a_city_in_another_country_is_refused() -> None:
    assert error_messages(location="Porto", country="Spain") == {
        "": "location 'Porto' is in Portugal but country is 'Spain'; set one or the other."
    }


# --- reading them back ---------------------------------------------------------------------------


def test_active_keeps_only_what_is_set_under_the_eval_key_names() -> None:
    filters = SearchFilters(location="Porto", max_price=120, amenities=["pool"])

    assert filters.active() == {"location": "Porto", "max_price": 120, "amenities": ["Pool"]}


def test_describe_gives_one_chip_per_filter() -> None:
    assert EVERY_FILTER.describe() == [
        "Porto",
        "40–120 EUR",
        "2+ bedrooms",
        "4+ guests",
        "Apartment",
        "Entire home/apt",
        "superhosts",
        "Pool",
        "Wifi",
        "4.5★+",
    ]
    assert SearchFilters(max_price=120).describe() == ["under 120"]


def test_query_string_round_trip() -> None:
    pairs = EVERY_FILTER.to_query()

    assert ("amenities", "Pool") in pairs and ("amenities", "Wifi") in pairs
    assert ("max_price", "120") in pairs
    query = QueryDict(mutable=True)
    for key, value in pairs:
        query.appendlist(key, value)
    assert SearchFilters.from_query(query) == EVERY_FILTER


def test_from_query_ignores_empty_values_and_other_parameters() -> None:
    filters = SearchFilters.from_query(
        {"q": "loft", "location": "Rio", "max_price": "", "amenities": ["Pool", ""], "page": "2"}
    )

    assert filters.active() == {"location": "Rio De Janeiro", "amenities": ["Pool"]}


def test_merged_changes_and_unsets_filters() -> None:
    filters = SearchFilters(location="Porto", max_price=100)

    changed = filters.merged(location="Barcelona", max_price=None, superhost_only=True)

    assert changed.active() == {"location": "Barcelona", "superhost_only": True}
    assert filters.location == "Porto", "the original is unchanged"


# --- the MongoDB filter --------------------------------------------------------------------------


def operators_and_paths(query: Any) -> tuple[set[str], set[str]]:
    operators: set[str] = set()
    paths: set[str] = set()
    if isinstance(query, dict):
        for key, value in query.items():
            if key.startswith("$"):
                operators.add(key)
            else:
                paths.add(key)
            inner_operators, inner_paths = operators_and_paths(value)
            operators |= inner_operators
            paths |= inner_paths
    elif isinstance(query, list):
        for item in query:
            inner_operators, inner_paths = operators_and_paths(item)
            operators |= inner_operators
            paths |= inner_paths
    return operators, paths


def test_every_filter_compiles_to_vector_search_operators_over_filter_paths() -> None:
    operators, paths = operators_and_paths(EVERY_FILTER.to_mongo_filter())

    assert operators <= VECTOR_SEARCH_OPERATORS
    assert paths <= set(FILTER_PATHS)


def test_mongo_filter_shapes() -> None:
    assert SearchFilters().to_mongo_filter() == {}
    assert SearchFilters(location="Porto").to_mongo_filter() == {"address.market": {"$eq": "Porto"}}
    assert SearchFilters(amenities=["Pool", "Wifi"], max_price=100).to_mongo_filter() == {
        "$and": [
            {"price": {"$lte": 100}},
            {"amenities": {"$eq": "Pool"}},
            {"amenities": {"$eq": "Wifi"}},
        ]
    }
    assert SearchFilters(superhost_only=True, min_rating=4.5).to_mongo_filter() == {
        "$and": [
            {"host.host_is_superhost": {"$eq": True}},
            {"review_scores.rating": {"$gte": 4.5}},
        ]
    }


def test_the_catalog_mask_treats_unknown_values_like_mongodb_does() -> None:
    listing = {
        "_id": "unknowns",
        "address": {"market": "Porto", "country": "Portugal"},
        "price": 80.0,
        "bedrooms": None,
        "accommodates": 4,
        "amenities": ["Wifi"],
        "host": {"host_is_superhost": False},
        "review_scores": {"rating": None},
    }

    catalog = ListingCatalog([listing], vector_field="embedding", dimensions=2)

    def matches(filters: SearchFilters) -> bool:
        return bool(catalog.mask(filters)[0])

    assert matches(SearchFilters(location="Porto", max_price=80))
    assert not matches(SearchFilters(min_bedrooms=0)), "unknown bedrooms fail a minimum"
    assert not matches(SearchFilters(min_rating=0)), "unrated listings fail a minimum"
    assert not matches(SearchFilters(amenities=["Wifi", "Pool"]))
    assert not matches(SearchFilters(superhost_only=True))
    assert not matches(SearchFilters(near="Ribeira")), "a listing without a location is not near"
