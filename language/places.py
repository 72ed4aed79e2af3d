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
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from language.folding import normalise

PLACES_FILE = Path(__file__).with_name("data") / "places.csv"
# The listings' own neighbourhood names (`manage.py build_neighbourhoods` writes it).
NEIGHBOURHOODS_FILE = Path(__file__).with_name("data") / "neighbourhoods.csv"
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
    """Every place: the gazetteer's in file order (grouped by market), then the neighbourhoods
    whose names no gazetteer place already has as a name or alias (the gazetteer wins) and no
    other market's neighbourhood shares (a canonical name names one place)."""
    gazetteer = gazetteer_places()
    taken = {_key(label) for place in gazetteer for label in (place.name, *place.aliases)}
    shared = Counter(_key(place.name) for place in neighbourhood_places())
    return gazetteer + tuple(
        place
        for place in neighbourhood_places()
        if _key(place.name) not in taken and shared[_key(place.name)] == 1
    )


@cache
def neighbourhood_places() -> tuple[Place, ...]:
    """The listings' neighbourhoods that travellers name, each known by its name alone."""
    if not NEIGHBOURHOODS_FILE.exists():
        return ()
    with NEIGHBOURHOODS_FILE.open(encoding="utf-8", newline="") as file:
        return tuple(
            Place(
                name=row["name"],
                market=row["market"],
                kind="neighbourhood",
                lat=float(row["lat"]),
                lon=float(row["lon"]),
                radius_km=float(row["radius_km"]),
                aliases=(),
            )
            for row in csv.DictReader(file)
        )


@cache
def gazetteer_places() -> tuple[Place, ...]:
    """The places of the gazetteer (`places.csv`), in file order."""
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


def place_on_the_map(name: str, market: str | None = None) -> Place | None:
    """The place a search's ``near`` names: by its canonical name, or by a name or alias that
    names one place (within ``market`` when given)."""
    return place_by_name(name) or place_named(name, market)


def place_by_name(name: str) -> Place | None:
    """The place with this canonical name (as stored in a search's `near`), ignoring case."""
    if len(name) > MAX_NAME_LENGTH:
        return None
    exact = _places_by_name().get(name)
    return exact if exact is not None else _places_by_name().get(_key(name))


@cache
def _places_by_name() -> dict[str, Place]:
    """Each place by its canonical name as written (what a search's `near` holds, looked up on
    every search) and by its normalised name; the first place wins, as in file order."""
    index: dict[str, Place] = {}
    for place in all_places():
        index.setdefault(_key(place.name), place)
    return {place.name: place for place in reversed(all_places())} | index


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle (haversine) distance between two WGS84 points, in kilometres."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    half_dphi = (phi2 - phi1) / 2
    half_dlambda = math.radians(lon2 - lon1) / 2
    a = math.sin(half_dphi) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(half_dlambda) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


def distance_label(km: float) -> str:
    """How far, as people say it: "650 m", "1.2 km", "14 km" (metres rounded to 50)."""
    if km < 0.975:
        return f"{max(50, round(km * 20) * 50)} m"
    if km < 9.95:
        return f"{km:.1f} km"
    return f"{round(km)} km"


def distance_phrase(km: float, place: str) -> str:
    """ "650 m from Bondi Beach": the distance a card or a reply says."""
    return f"{distance_label(km)} from {place}"


def distance_range(nearest_km: float, farthest_km: float) -> str:
    """ "these are 1.2–3 km", "these are 650 m": how far the closest matches lie."""
    if distance_label(nearest_km) == distance_label(farthest_km):
        return f"these are {distance_label(farthest_km)}"
    near, far = distance_label(nearest_km), distance_label(farthest_km)
    if near.endswith(" km") and far.endswith(" km"):
        near = near.removesuffix(" km")
    return f"these are {near}–{far}"
