"""The search page's map of the results: what it draws besides the listings' numbered markers
(those come from the cards themselves): the place the search is near, with the radius that counts
as near, and the box the search keeps to.

The browser draws it (static/js/results_map.js, on Leaflet); this module only says what to draw,
and its words are interface texts (``search.map``, ``search.around``, ...).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings

from language.places import place_by_name
from rentals.filters import SearchFilters


@dataclass(frozen=True)
class MapTiles:
    """The tile layer under the markers: none (a plain background) unless ``MAP_TILE_URL``."""

    url: str
    attribution: str


@dataclass(frozen=True)
class MapPlace:
    """The place a search is near, and how far from it counts as near."""

    name: str
    lat: float
    lon: float
    radius_km: float


@dataclass(frozen=True)
class MapFocus:
    """What the map shows of one search besides its markers. ``bbox`` is the search's box as
    its URL states it (``west,south,east,north``); the map shows exactly that box."""

    place: MapPlace | None
    bbox: str


def map_tiles() -> MapTiles:
    return MapTiles(url=settings.MAP_TILE_URL, attribution=settings.MAP_TILE_ATTRIBUTION)


def map_focus(filters: SearchFilters) -> MapFocus:
    """The place and the box of a search, read from its URL form so that the map draws what
    the URL says."""
    parameters = dict(filters.to_query())
    near = parameters.get("near")
    place = place_by_name(near) if near else None
    if place is None:
        return MapFocus(place=None, bbox=parameters.get("bbox", ""))
    within_km = parameters.get("within_km")
    return MapFocus(
        place=MapPlace(
            name=place.name,
            lat=place.lat,
            lon=place.lon,
            radius_km=float(within_km) if within_km else place.radius_km,
        ),
        bbox=parameters.get("bbox", ""),
    )
