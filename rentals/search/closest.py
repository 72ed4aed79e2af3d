"""Closest matches: when nothing matches a search exactly, the smallest relaxation that finds
something in the same place.

The place (market or country, and the place of ``near``) is never relaxed: the visitor asked to
stay there; near a place, the distance from it is widened first, to take in a few listings, and
``farther_note`` says so plainly. Every other filter is a unit that can be relaxed, each amenity
on its own. A limit is widened to the nearest value that finds a listing (a budget to the
cheapest match, a guest count to the largest place) rather than dropped; a requirement (an
amenity, superhosts, a kind of place) is dropped.

Relaxations are tried by how few units they touch, then by how little those units matter to a
visitor (a rating or a superhost before an amenity, a small budget widening before a large
one, the kind of place before the party's size), so the first one that finds something keeps
most of the request.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from language.places import distance_range
from rentals.filters import MAX_WITHIN_KM, SearchFilters
from rentals.search.results import ListingSource
from rentals.search.service import listing_source

PLACE_KEYS = ("location", "country", "near")
# Relaxations touching more units than this are not tried one by one: the place alone is the
# last resort, which keeps the number of counts bounded however many filters are set.
MAX_UNITS_RELAXED = 3
# A budget widened by no more than this share is a small change; more is a large one.
SMALL_WIDENING = 0.25

# How much relaxing each filter costs the visitor (lower is relaxed first).
_COST = {
    "within_km": 1,
    "min_rating": 1,
    "superhost_only": 1,
    "min_price": 1,
    "amenities": 2,
    "room_type": 3,
    "property_type": 3,
    "min_bedrooms": 4,
    "min_accommodates": 5,
}
_SMALL_BUDGET_COST, _LARGE_BUDGET_COST = 1, 3
# The order widened limits are set back to their nearest value: the party's needs first, so the
# budget is widened for a place that fits them.
_LIMITS = (
    "within_km",
    "min_accommodates",
    "min_bedrooms",
    "min_rating",
    "max_price",
    "min_price",
)
# Near a place, the distance is widened to take in this many listings, so the closest matches
# are a few to choose from rather than the single nearest one.
NEAR_WIDENED_TO = 6
# The listing field each limit reads, and whether its nearest value is the lowest (a ceiling).
_LIMIT_FIELDS: dict[str, tuple[str, bool]] = {
    "min_accommodates": ("accommodates", False),
    "min_bedrooms": ("bedrooms", False),
    "min_rating": ("review_scores.rating", False),
    "max_price": ("price_usd", True),
    "min_price": ("price_usd", False),
}

Change = Literal["dropped", "widened"]


@dataclass(frozen=True)
class Relaxation:
    """One filter relaxed: ``Pool`` dropped, or ``max_price`` widened from 10 to 29."""

    filter: str
    change: Change
    requested: Any
    relaxed_to: Any = None  # the widened value; None when dropped

    def to_dict(self) -> dict[str, Any]:
        return {
            "filter": self.filter,
            "change": self.change,
            "requested": self.requested,
            "relaxed_to": self.relaxed_to,
        }


@dataclass(frozen=True)
class ClosestMatches:
    """The relaxed filters that find something, and what was relaxed to get there."""

    filters: SearchFilters
    relaxed: list[Relaxation]


@dataclass(frozen=True)
class _Unit:
    filter: str
    amenity: str | None = None


def closest_matches(filters: SearchFilters) -> ClosestMatches | None:
    """The smallest relaxation of ``filters`` that finds a listing in the same place.

    None when the exact filters already find something, or when the place itself has no listings
    (then only another place helps).
    """
    return find_closest(filters, listing_source())


def find_closest(filters: SearchFilters, source: ListingSource) -> ClosestMatches | None:
    if source.count(filters) > 0:
        return None
    place = SearchFilters.model_validate(
        {key: value for key, value in filters.active().items() if key in ("location", "country")}
    )
    named = filters.place()
    if named is not None and not place.location:
        place = place.merged(location=named.market)
    if source.count(place) == 0:
        return None
    units = _units(filters)
    for relaxed_units in _candidates(filters, units, source):
        found = _relaxed(filters, relaxed_units, source)
        if found is not None:
            return found
    return _relaxed(filters, units, source)


def _units(filters: SearchFilters) -> list[_Unit]:
    # Near a place, its distance is the first thing to widen.
    units = [_Unit("within_km")] if filters.near else []
    units += [
        _Unit(name)
        for name in filters.active()
        if name not in (*PLACE_KEYS, "within_km")
        and name != "amenities"
        and name in _COST | _LIMIT_FIELDS
    ]
    units += [_Unit("amenities", amenity) for amenity in filters.amenities]
    return units


def _candidates(
    filters: SearchFilters, units: list[_Unit], source: ListingSource
) -> Iterator[list[_Unit]]:
    """Sets of units to relax, fewest first, then least costly."""
    costs = {unit: _unit_cost(filters, unit, source) for unit in units}
    for size in range(1, min(len(units), MAX_UNITS_RELAXED) + 1):
        combinations = sorted(
            itertools.combinations(units, size),
            key=lambda combination: sum(costs[unit] for unit in combination),
        )
        for combination in combinations:
            yield list(combination)


def _unit_cost(filters: SearchFilters, unit: _Unit, source: ListingSource) -> int:
    if unit.filter != "max_price":
        return _COST[unit.filter]
    cheapest = source.extreme(filters.merged(max_price=None), "price_usd", ascending=True)
    price = cheapest.get("price")
    limit = filters.max_price or 0
    if price is not None and limit > 0 and price <= limit * (1 + SMALL_WIDENING):
        return _SMALL_BUDGET_COST
    return _LARGE_BUDGET_COST


def _relaxed(
    filters: SearchFilters, units: list[_Unit], source: ListingSource
) -> ClosestMatches | None:
    """The filters with ``units`` relaxed, limits set back to their nearest value; None when even
    dropping them finds nothing."""
    dropped_amenities = {unit.amenity for unit in units if unit.amenity}
    names = {unit.filter for unit in units if unit.amenity is None}
    changes: dict[str, Any] = {name: False if name == "superhost_only" else None for name in names}
    if "within_km" in names:
        changes["within_km"] = MAX_WITHIN_KM
    if dropped_amenities:
        changes["amenities"] = [a for a in filters.amenities if a not in dropped_amenities]
    relaxed = filters.merged(**changes)
    if source.count(relaxed) == 0:
        return None
    requested = filters.active()
    if filters.near:
        requested["within_km"] = filters.radius_km()
    relaxations: list[Relaxation] = []
    for name in _LIMITS:
        if name in names:
            relaxed, relaxation = _nearest_limit(relaxed, name, requested[name], source)
            if relaxation is not None:
                relaxations.append(relaxation)
    relaxations += [
        Relaxation(name, "dropped", requested[name])
        for name in requested
        if name in names and name not in _LIMITS
    ]
    relaxations += [
        Relaxation("amenities", "dropped", amenity)
        for amenity in filters.amenities
        if amenity in dropped_amenities
    ]
    return ClosestMatches(relaxed, relaxations)


def _nearest_limit(
    filters: SearchFilters, name: str, requested: Any, source: ListingSource
) -> tuple[SearchFilters, Relaxation | None]:
    """``filters`` with the limit ``name`` at the value nearest to ``requested`` that still finds
    a listing; the relaxation is None when ``requested`` itself does."""
    if name == "within_km":
        return _nearest_distance(filters, requested, source)
    path, ceiling = _LIMIT_FIELDS[name]
    nearest_listing = source.extreme(filters, path, ascending=ceiling)
    value = _value_at(nearest_listing, name)
    if value is None:
        return filters, Relaxation(name, "dropped", requested)
    if (value >= requested) if not ceiling else (value <= requested):
        return filters.merged(**{name: requested}), None
    return filters.merged(**{name: value}), Relaxation(name, "widened", requested, value)


def _nearest_distance(
    filters: SearchFilters, requested: float, source: ListingSource
) -> tuple[SearchFilters, Relaxation | None]:
    """``filters`` with the distance from the place widened to take in ``NEAR_WIDENED_TO``
    listings (rounded up to 100 m)."""
    farthest = source.nearest_km(filters, NEAR_WIDENED_TO)
    if farthest is None or farthest <= requested:
        return filters.merged(within_km=requested), None
    widened = min(math.ceil(farthest * 10) / 10, MAX_WITHIN_KM)
    return filters.merged(within_km=widened), Relaxation("within_km", "widened", requested, widened)


def farther_note(filters: SearchFilters, distances_km: Sequence[float | None]) -> str:
    """ "Nothing within 1 km of Bondi Beach under 150 AUD; these are 1.2–3 km away": what the
    page and the assistant say when the closest matches lie beyond the place's radius."""
    known = [distance for distance in distances_km if distance is not None]
    if not filters.near or not known:
        return ""
    near = filters.describe_near()
    wanted = " ".join([near, *(chip for chip in filters.describe() if chip != near)])
    return f"Nothing {wanted}; {distance_range(min(known), max(known))} away"


def _value_at(listing: Mapping[str, Any], name: str) -> Any:
    if name in ("max_price", "min_price"):
        return listing.get("price")
    if name == "min_rating":
        rating = (listing.get("review_scores") or {}).get("rating")
        # A floor of one decimal below the best rating still includes it.
        return None if rating is None else int(rating * 10) / 10
    return listing.get(_LIMIT_FIELDS[name][0])


def with_relaxations(filters: SearchFilters, relaxed: Sequence[Mapping[str, Any]]) -> SearchFilters:
    """``filters`` with relaxations (``Relaxation.to_dict()``, as stored) applied again: the
    filters the closest matches meet."""
    changes: dict[str, Any] = {}
    amenities = list(filters.amenities)
    for relaxation in relaxed:
        name = str(relaxation.get("filter"))
        if name == "amenities":
            amenities = [a for a in amenities if a != relaxation.get("requested")]
        elif relaxation.get("change") == "widened":
            changes[name] = relaxation.get("relaxed_to")
        elif name in SearchFilters.model_fields:
            changes[name] = SearchFilters.model_fields[name].default
    return filters.merged(**changes, amenities=amenities)
