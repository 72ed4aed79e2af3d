"""Every filter, three ways: the MongoDB query on the real server, the Atlas Search clauses and
the catalog's numpy mask select exactly the same listings of the seeded data.

Atlas Search cannot run on the embedded server, so ``atlas_search_selects`` below evaluates the
``compound.filter`` clauses itself, following Atlas Search's documented semantics: ``equals``
matches a field (or any element of an array field) equal to the value; ``range`` matches numbers
within the bounds (missing, null and non-numeric values never match); ``in`` matches any of its
values; ``compound`` needs every ``must`` and ``filter`` clause and no ``mustNot`` clause;
``geoWithin`` matches a point within a ``circle`` (centre and radius in metres) or a ``box``
(bottom-left and top-right corners). Its circle is measured on the same sphere as MongoDB's
``$centerSphere``, so the interpreter tests which listings the clauses select, not how Atlas
rounds distances at the edge of a circle.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from language.places import EARTH_RADIUS_KM, all_places, distance_km
from language.vocabulary import AMENITIES, COUNTRIES, MARKETS, PROPERTY_TYPES, ROOM_TYPES
from rentals.embedding import configured_embedder
from rentals.filters import FILTER_FIELDS, SearchFilters
from rentals.search.atlas_backend import search_filter_clauses
from rentals.search.catalog import ListingCatalog, current_catalog
from tests.listing_helpers import ids_matching, stored_listings

# Round prices hit listing prices exactly, which is where >= and > differ.
PRICES = st.integers(0, 600).map(float) | st.floats(0, 5_000, allow_nan=False)
RATINGS = st.sampled_from([0.0, 3.0, 4.5, 4.8, 4.9, 5.0]) | st.floats(0, 5, allow_nan=False)
PLACES = [place.name for place in all_places()]


def sometimes(values: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Unset twice as often as set, so that several filters combine without matching nothing."""
    return st.one_of(st.none(), st.none(), values)


@st.composite
def boxes(draw: st.DrawFn) -> tuple[float, float, float, float]:
    """A box around a place, from a few hundred metres to tens of kilometres across."""
    place = draw(st.sampled_from(all_places()))
    half_width, half_height = draw(st.floats(0.002, 0.3)), draw(st.floats(0.002, 0.3))
    return (
        place.lon - half_width,
        place.lat - half_height,
        place.lon + half_width,
        place.lat + half_height,
    )


@st.composite
def search_filters(draw: st.DrawFn) -> SearchFilters:
    near = draw(sometimes(st.sampled_from(PLACES)))
    location = None if near else draw(sometimes(st.sampled_from([m.name for m in MARKETS])))
    prices = sorted(draw(st.lists(PRICES, min_size=2, max_size=2)))
    return SearchFilters(
        location=location,
        country=None if location or near else draw(sometimes(st.sampled_from(COUNTRIES))),
        min_price=draw(sometimes(st.just(prices[0]))),
        max_price=draw(sometimes(st.just(prices[1]))),
        min_bedrooms=draw(sometimes(st.integers(0, 5))),
        min_accommodates=draw(sometimes(st.integers(1, 10))),
        property_type=draw(sometimes(st.sampled_from(PROPERTY_TYPES))),
        room_type=draw(sometimes(st.sampled_from(ROOM_TYPES))),
        superhost_only=draw(st.booleans()),
        amenities=draw(st.lists(st.sampled_from(AMENITIES), max_size=2, unique=True)),
        min_rating=draw(sometimes(RATINGS)),
        near=near,
        within_km=draw(sometimes(st.floats(0.2, 8))) if near else None,
        bbox=draw(sometimes(boxes())),
    )


# --- a test-side interpreter of Atlas Search's filter operators --------------------------------


def _values_at(document: Mapping[str, Any], path: str) -> list[Any]:
    value: Any = document
    for part in path.split("."):
        if not isinstance(value, Mapping):
            return []
        value = value.get(part)
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _point(value: Any) -> tuple[float, float] | None:
    if isinstance(value, Mapping) and value.get("type") == "Point":
        lon, lat = value["coordinates"]
        return float(lon), float(lat)
    return None


def atlas_search_selects(clause: Mapping[str, Any], document: Mapping[str, Any]) -> bool:
    """Whether one Atlas Search operator clause matches ``document`` (see the module docstring)."""
    [(operator, spec)] = clause.items()
    if operator == "compound":
        return (
            all(atlas_search_selects(c, document) for c in spec.get("must", []))
            and all(atlas_search_selects(c, document) for c in spec.get("filter", []))
            and not any(atlas_search_selects(c, document) for c in spec.get("mustNot", []))
        )
    values = _values_at(document, spec["path"])
    if operator == "equals":
        return any(v == spec["value"] and type(v) is type(spec["value"]) for v in values)
    if operator == "in":
        return any(v in spec["value"] for v in values)
    if operator == "range":
        bounds = {"gte": float.__ge__, "gt": float.__gt__, "lte": float.__le__, "lt": float.__lt__}
        return any(
            _is_number(v)
            and all(test(float(v), float(spec[key])) for key, test in bounds.items() if key in spec)
            for v in values
        )
    if operator == "geoWithin":
        points = [p for p in map(_point, values) if p is not None]
        if "circle" in spec:
            centre_lon, centre_lat = spec["circle"]["center"]["coordinates"]
            radius_km = spec["circle"]["radius"] / 1000
            return any(
                distance_km(centre_lat, centre_lon, lat, lon) <= radius_km for lon, lat in points
            )
        west, south = spec["box"]["bottomLeft"]["coordinates"]
        east, north = spec["box"]["topRight"]["coordinates"]
        return any(west <= lon <= east and south <= lat <= north for lon, lat in points)
    raise AssertionError(f"the interpreter does not know {operator}")


# --- the three ways ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def seeded_listings(seeded_database: str) -> list[dict[str, Any]]:
    return stored_listings(seeded_database, with_vectors=False)


@pytest.fixture
def catalog(seeded: str) -> ListingCatalog:
    return current_catalog(configured_embedder())


def selections(
    filters: SearchFilters, seeded_listings: list[dict[str, Any]], catalog: ListingCatalog
) -> tuple[set[str], set[str], set[str]]:
    by_mongodb = ids_matching(filters)
    search = {"compound": {"filter": search_filter_clauses(filters)}}
    by_atlas_search = {doc["_id"] for doc in seeded_listings if atlas_search_selects(search, doc)}
    by_catalog = {catalog.ids[row] for row in np.flatnonzero(catalog.mask(filters))}
    return by_mongodb, by_atlas_search, by_catalog


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(filters=search_filters())
def test_mongodb_atlas_search_and_catalog_select_the_same_listings(
    seeded: str,
    seeded_listings: list[dict[str, Any]],
    catalog: ListingCatalog,
    filters: SearchFilters,
) -> None:
    by_mongodb, by_atlas_search, by_catalog = selections(filters, seeded_listings, catalog)

    assert by_atlas_search == by_mongodb
    assert by_catalog == by_mongodb


# One typical search per row of the filter table, each selecting some listings but not all.
TYPICAL = [
    SearchFilters(location="Porto", max_price=40),
    SearchFilters(location="New York", min_price=100, max_price=200, min_bedrooms=1),
    SearchFilters(country="United States", amenities=["Pool", "Wifi"]),
    SearchFilters(min_rating=4.8, superhost_only=True),
    SearchFilters(room_type="Private room", min_accommodates=2),
    SearchFilters(property_type="House", min_bedrooms=3, amenities=["Kitchen"]),
    SearchFilters(near="Copacabana Beach", max_price=300),
    SearchFilters(near="Bondi Beach", within_km=3),
    SearchFilters(bbox=(-8.63, 41.13, -8.6, 41.16)),
]


@pytest.mark.parametrize("filters", TYPICAL, ids=lambda f: " · ".join(f.describe()))
def test_typical_searches_select_the_same_non_empty_sets(
    seeded: str,
    seeded_listings: list[dict[str, Any]],
    catalog: ListingCatalog,
    filters: SearchFilters,
) -> None:
    by_mongodb, by_atlas_search, by_catalog = selections(filters, seeded_listings, catalog)

    assert 0 < len(by_mongodb) < len(seeded_listings), "the case selects some listings"
    assert by_atlas_search == by_mongodb == by_catalog


def test_every_filter_of_the_table_is_exercised() -> None:
    exercised = {name for filters in TYPICAL for name in filters.active()}

    assert exercised == {field.name for field in FILTER_FIELDS}


def test_the_circle_is_measured_on_the_same_sphere_everywhere() -> None:
    [clause] = SearchFilters(near="Ribeira", within_km=2).to_mongo_filter().values()
    _, radians = clause["$geoWithin"]["$centerSphere"]

    assert radians * EARTH_RADIUS_KM == pytest.approx(2)
