"""Well-known cities where we have no listings, and where our markets are.

When a visitor asks for a city we do not have ("a flat in Lisbon"), the reply names the nearest
markets we do have and how far they are ("Porto is 270 km north"). The cities ship as data
(`language/data/cities.csv`: name, country, coordinates and the names it goes by in Spanish and
Portuguese); a market is placed at its centre in the gazetteer of places.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from language.folding import normalise
from language.places import all_places, distance_km

CITIES_FILE = Path(__file__).with_name("data") / "cities.csv"
MAX_NAME_LENGTH = 80
# "LA", "SF", "DC" are words or initials of other things in running text ("la playa").
SHORTEST_NAME_TO_SPOT = 3


@dataclass(frozen=True)
class City:
    name: str
    country: str
    lat: float
    lon: float
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class MarketDistance:
    """A market seen from somewhere else: how far, and which way (degrees clockwise from
    north)."""

    market: str
    km: float
    bearing: float


@cache
def all_cities() -> tuple[City, ...]:
    with CITIES_FILE.open(encoding="utf-8", newline="") as file:
        return tuple(
            City(
                name=row["name"],
                country=row["country"],
                lat=float(row["lat"]),
                lon=float(row["lon"]),
                aliases=tuple(alias for alias in row["aliases"].split("|") if alias),
            )
            for row in csv.DictReader(file)
        )


def names_to_spot() -> tuple[str, ...]:
    """The names and aliases of the cities that can be found in running text."""
    return tuple(
        label
        for city in all_cities()
        for label in (city.name, *city.aliases)
        if len(label) >= SHORTEST_NAME_TO_SPOT
    )


@cache
def _cities_by_key() -> dict[str, City]:
    return {_key(label): city for city in all_cities() for label in (city.name, *city.aliases)}


def _key(label: str) -> str:
    return " ".join(normalise(label).split())


def city_named(label: str) -> City | None:
    """The city a name or alias names ("Lisboa", "CDMX"), ignoring case and accents."""
    if len(label) > MAX_NAME_LENGTH:
        return None
    return _cities_by_key().get(_key(label))


@cache
def market_centres() -> dict[str, tuple[float, float]]:
    """Each market's centre: its gazetteer centre, else the middle of its places."""
    points: dict[str, list[tuple[float, float]]] = {}
    centres: dict[str, tuple[float, float]] = {}
    for place in all_places():
        points.setdefault(place.market, []).append((place.lat, place.lon))
        if place.kind == "centre":
            centres.setdefault(place.market, (place.lat, place.lon))
    for market, located in points.items():
        if market not in centres:
            centres[market] = (
                sum(lat for lat, _ in located) / len(located),
                sum(lon for _, lon in located) / len(located),
            )
    return centres


def nearest_markets(lat: float, lon: float, count: int) -> list[MarketDistance]:
    """The ``count`` markets closest to a point, closest first."""
    seen = [
        MarketDistance(market, distance_km(lat, lon, m_lat, m_lon), bearing(lat, lon, m_lat, m_lon))
        for market, (m_lat, m_lon) in market_centres().items()
    ]
    return sorted(seen, key=lambda seen_market: seen_market.km)[:count]


def bearing(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """The initial compass bearing from the first point to the second, 0 to 360 degrees."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dlambda = math.radians(lon2 - lon1)
    x = math.sin(dlambda) * math.cos(phi2)
    y = math.cos(phi1) * math.sin(phi2) - math.sin(phi1) * math.cos(phi2) * math.cos(dlambda)
    return (math.degrees(math.atan2(x, y)) + 360) % 360
