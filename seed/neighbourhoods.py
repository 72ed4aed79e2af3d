"""Neighbourhoods as places: the listings' own neighbourhood names, where travellers use them.

Listings name their neighbourhood ("Copacabana", "Fortitude Valley", "Historisch Centrum"); these
become more places for ``near``, shipped as ``language/data/neighbourhoods.csv`` and read by
``language.places``. Each is centred on its listings, with a radius that takes in most of them.
Markets whose neighbourhoods are council wards ("SIXTH WARD", "Ward C (councilmember …)") give
none, nor do composite districts ("Cedofeita, Ildefonso, Sé, …"), the market's own name, and
areas too spread out to be somewhere one stays near (an island, a district of islands).
"""

from __future__ import annotations

import csv
import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from language.places import NEIGHBOURHOODS_FILE, distance_km
from language.vocabulary import fold, resolve_market

# Albany, Jersey City and Newark list council wards, which nobody names a stay by.
WARD_MARKETS = frozenset({"Albany", "Jersey City", "Newark"})
# Fewer listings than this say too little about where a neighbourhood is.
MIN_LISTINGS = 3
# The radius takes in this share of the neighbourhood's listings, within these bounds.
RADIUS_SHARE = 0.8
MIN_RADIUS_KM, MAX_RADIUS_KM = 0.5, 3.0
# Listings spread farther than this from their centre are a borough or a region (Manhattan, a
# district of islands), not a neighbourhood one stays near.
MAX_SPREAD_KM = MAX_RADIUS_KM
COLUMNS = ("name", "market", "lat", "lon", "radius_km", "listings")


@dataclass(frozen=True)
class Neighbourhood:
    name: str
    market: str
    lat: float
    lon: float
    radius_km: float
    listings: int


def neighbourhoods(listings: Iterable[Mapping[str, Any]]) -> list[Neighbourhood]:
    """The traveller-named neighbourhoods of ``listings``, by market and name."""
    points: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
    for listing in listings:
        address = listing.get("address") or {}
        name, market = address.get("neighbourhood"), address.get("market")
        coordinates = (address.get("location") or {}).get("coordinates")
        if name and market and coordinates and _traveller_name(name, market):
            lon, lat = coordinates
            points[(market, name)].append((lat, lon))
    found = [
        _centred(name, market, spots)
        for (market, name), spots in sorted(points.items())
        if len(spots) >= MIN_LISTINGS
    ]
    return [
        replace(place, radius_km=min(max(place.radius_km, MIN_RADIUS_KM), MAX_RADIUS_KM))
        for place in found
        if place.radius_km <= MAX_SPREAD_KM
    ]


def _traveller_name(name: str, market: str) -> bool:
    return (
        market not in WARD_MARKETS
        and "," not in name
        and fold(name) != fold(market)
        and resolve_market(name) in (None, market)
    )


def _centred(name: str, market: str, spots: list[tuple[float, float]]) -> Neighbourhood:
    """Centred on its listings, reaching ``RADIUS_SHARE`` of them (not yet bounded)."""
    lat = statistics.fmean(lat for lat, _ in spots)
    lon = statistics.fmean(lon for _, lon in spots)
    distances = sorted(distance_km(lat, lon, *spot) for spot in spots)
    reach = distances[min(len(distances) - 1, int(RADIUS_SHARE * len(distances)))]
    return Neighbourhood(name, market, round(lat, 5), round(lon, 5), round(reach, 1), len(spots))


def write_neighbourhoods(found: Iterable[Neighbourhood], path: Path = NEIGHBOURHOODS_FILE) -> int:
    rows = [(n.name, n.market, n.lat, n.lon, n.radius_km, n.listings) for n in found]
    with path.open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(COLUMNS)
        writer.writerows(rows)
    return len(rows)
