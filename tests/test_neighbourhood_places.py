"""The listings' neighbourhoods as places: derived from the shipped listings, travellers' names
only, and behind the gazetteer when both name a place."""

from __future__ import annotations

import csv
from typing import Any

from language.places import (
    NEIGHBOURHOODS_FILE,
    all_places,
    gazetteer_places,
    place_by_name,
    place_named,
)
from rentals.filters import SearchFilters
from seed.neighbourhoods import COLUMNS, WARD_MARKETS, neighbourhoods


def test_a_neighbourhood_is_a_place_for_near() -> None:
    botafogo = place_by_name("botafogo")

    assert botafogo is not None
    assert (botafogo.kind, botafogo.market) == ("neighbourhood", "Rio De Janeiro")
    assert 0.5 <= botafogo.radius_km <= 3.0
    assert SearchFilters(near="Botafogo").near == "Botafogo"


def test_the_gazetteer_wins_when_both_name_a_place() -> None:
    copacabana = place_named("Copacabana")

    assert copacabana is not None and copacabana.kind != "neighbourhood"
    assert copacabana.name == "Copacabana Beach"
    names = [place.name.casefold() for place in all_places()]
    assert len(names) == len(set(names))
    assert all_places()[: len(gazetteer_places())] == gazetteer_places()


def test_council_wards_and_whole_markets_are_not_places() -> None:
    with NEIGHBOURHOODS_FILE.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))

    assert tuple(rows[0]) == COLUMNS
    assert not {row["market"] for row in rows} & WARD_MARKETS
    assert not any("ward" in row["name"].casefold().split() for row in rows)
    assert "Sydney" not in {row["name"] for row in rows}
    assert len(rows) > 100


def listing(name: str, market: str, lon: float, lat: float) -> dict[str, Any]:
    location = {"type": "Point", "coordinates": [lon, lat]}
    return {"address": {"neighbourhood": name, "market": market, "location": location}}


def test_the_command_keeps_compact_traveller_named_neighbourhoods() -> None:
    around = [(0.0, 0.0), (0.001, 0.002), (-0.002, 0.001), (0.003, -0.001)]
    listings = [
        listing(name, market, -43.18 + dlon * scale, -22.97 + dlat * scale)
        for name, market, scale in [
            ("Botafogo", "Rio De Janeiro", 1),
            ("SIXTH WARD", "Albany", 1),
            ("Cedofeita, Ildefonso, Sé", "Porto", 1),
            ("Rio de Janeiro", "Rio De Janeiro", 1),
            ("Islands", "Hong Kong", 100),
        ]
        for dlon, dlat in around
    ] + [listing("Lapa", "Rio De Janeiro", -43.18, -22.91)] * 2

    [botafogo] = neighbourhoods(listings)

    assert (botafogo.name, botafogo.market, botafogo.listings) == ("Botafogo", "Rio De Janeiro", 4)
    assert botafogo.radius_km == 0.5, "at least half a kilometre"
    assert abs(botafogo.lat - (-22.97 + 0.0005)) < 1e-4
