"""Districts that hold other named places: a borough ("Queens"), a side of a city ("the Asian
side") or a stretch of coast ("the Northern Beaches").

A traveller who has settled on "Long Island City" and then says "Queens makes more sense" has
not widened the search, and "Queens, Jackson Heights would be perfect" wishes the neighbourhood,
not the borough. The districts and what they hold are in ``data/districts.csv`` (see
``data/PLACES.md``); every name there is a canonical place name of its market.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

DISTRICTS_FILE = Path(__file__).with_name("data") / "districts.csv"


@cache
def _places_within() -> dict[tuple[str, str], frozenset[str]]:
    """(district, market) -> the canonical names of the places inside it."""
    with DISTRICTS_FILE.open(encoding="utf-8", newline="") as file:
        return {
            (row["name"], row["market"]): frozenset(row["contains"].split("|"))
            for row in csv.DictReader(file)
        }


def lies_within(place: str, district: str, market: str) -> bool:
    """Whether ``place`` is inside ``district`` ("Jackson Heights" inside "Queens")."""
    return place in _places_within().get((district, market), frozenset())
