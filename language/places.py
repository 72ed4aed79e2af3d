"""The gazetteer: places inside our markets that travellers name ("in Copacabana", "near the
Sagrada Familia", "perto da Ribeira"), with where they are and how far "near" reaches.

The places ship with the product (`language/data/places.csv`, see `language/data/PLACES.md`).
A place is named by its canonical name or one of its aliases, in English, Spanish or Portuguese;
lookups ignore case and accents. Some aliases ("downtown", "centro") exist in every market, so a
lookup by alias alone may need the market to tell them apart.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from language.folding import normalise

PLACES_FILE = Path(__file__).with_name("data") / "places.csv"
EARTH_RADIUS_KM = 6371.0088
# Longer names are never places; a bound keeps a hostile lookup cheap.
MAX_NAME_LENGTH = 80


@dataclass(frozen=True)
class Place:
    """One named place: `name` is canonical (the value of the search's `near`)."""

    name: str
    market: str
    kind: str
    lat: float
    lon: float
    radius_km: float
    aliases: tuple[str, ...]

    def distance_km(self, lat: float, lon: float) -> float:
        """Great-circle distance from this place to a point."""
        return distance_km(self.lat, self.lon, lat, lon)


@cache
def all_places() -> tuple[Place, ...]:
    """Every place of the gazetteer, in file order (grouped by market)."""
    with PLACES_FILE.open(encoding="utf-8", newline="") as file:
        return tuple(
            Place(
                name=row["name"],
                market=row["market"],
                kind=row["kind"],
                lat=float(row["lat"]),
                lon=float(row["lon"]),
                radius_km=float(row["radius_km"]),
                aliases=tuple(alias for alias in row["aliases"].split("|") if alias),
            )
            for row in csv.DictReader(file)
        )


@cache
def _places_by_key() -> dict[str, tuple[Place, ...]]:
    """Each normalised name or alias -> the places it names (several only for generic aliases)."""
    index: dict[str, list[Place]] = {}
    for place in all_places():
        for label in (place.name, *place.aliases):
            places = index.setdefault(_key(label), [])
            if place not in places:
                places.append(place)
    return {key: tuple(places) for key, places in index.items()}


def _key(label: str) -> str:
    return " ".join(normalise(label).split())


def places_named(label: str) -> tuple[Place, ...]:
    """The places a name or alias names, in any market ("Ribeira", "downtown", "Copacabana")."""
    if len(label) > MAX_NAME_LENGTH:
        return ()
    return _places_by_key().get(_key(label), ())


def place_named(label: str, market: str | None = None) -> Place | None:
    """The one place a name or alias names, within `market` when given; None when it names none
    or several."""
    places = places_named(label)
    if market is not None:
        places = tuple(place for place in places if place.market == market)
    return places[0] if len(places) == 1 else None


def place_by_name(name: str) -> Place | None:
    """The place with this canonical name (as stored in a search's `near`), ignoring case."""
    key = _key(name)
    return next((place for place in all_places() if _key(place.name) == key), None)


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle (haversine) distance between two WGS84 points, in kilometres."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    half_dphi = (phi2 - phi1) / 2
    half_dlambda = math.radians(lon2 - lon1) / 2
    a = math.sin(half_dphi) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(half_dlambda) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))
