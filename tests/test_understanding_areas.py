"""Neighbourhoods, suburbs, towns and beaches the gazetteer lacks (`language/data/areas.csv`):
typed in lower case on a phone, shared by two markets (Paddington is in Sydney and Brisbane),
or ordinary words too ("Stanley", "the Heights"). English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from language.place_names import traveller_areas
from language.vocabulary import MARKETS
from tests.understanding_helpers import turns


def test_every_area_is_in_one_of_our_markets_and_named_once_per_market() -> None:
    markets = {market.name for market in MARKETS}
    rows = [(area.name, area.market) for area in traveller_areas()]
    assert {market for _, market in rows} <= markets
    assert len(rows) == len(set(rows))
    assert all(
        name in (area.name, *area.aliases)
        for area in traveller_areas()
        for name in area.capital_only
    )


@pytest.mark.parametrize(
    ("utterances", "market", "near"),
    [
        (["sydney, anything in paddington?"], "Sydney", "Paddington"),
        (["brisbane for 2", "something in paddington"], "Brisbane", "Paddington"),
        (["somewhere in etiler, 2 people"], "Istanbul", "Etiler"),
        (["near kings cross sydney"], "Sydney", "Kings Cross"),
        (["algo tranquilo cerca de sant antoni, barcelona"], "Barcelona", "Sant Antoni"),
        (["um apartamento em cedofeita"], "Porto", "Cedofeita"),
        # the resort coast by the name travellers give it, not the village inland
        (
            ["big island house for 4", "how about waikoloa?"],
            "The Big Island",
            "Waikoloa Beach Resort",
        ),
        (["big island, near Waikoloa Village"], "The Big Island", "Waikoloa Village"),
    ],
)
def test_an_area_typed_in_lower_case_is_where_to_stay(
    utterances: list[str], market: str, near: str
) -> None:
    filters = turns(*utterances).filters
    assert (filters["location"], filters["near"]) == (market, near)


def test_an_area_of_two_markets_is_meant_only_within_a_search_of_one() -> None:
    assert "near" not in turns("something in paddington for 2").filters


def test_two_areas_offered_together_keep_the_first_and_its_market() -> None:
    filters = turns("Old Montreal or Chinatown would be ideal").filters
    assert (filters["location"], filters["near"]) == ("Montreal", "Old Montreal")


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Hong Kong, near Stanley please", "Stanley"),
        ("Jersey City, somewhere in the Heights", "The Heights"),
    ],
)
def test_an_area_that_is_an_ordinary_word_is_meant_with_a_capital(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    "utterance",
    [
        "Hong Kong for 2, stanley is my husband's name",
        "Jersey City, we love the heights of summer",
    ],
)
def test_an_area_that_is_an_ordinary_word_is_not_meant_in_lower_case(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


def test_a_part_of_the_city_by_a_compass_word_is_no_district_of_another_market() -> None:
    filters = turns("Barcelona for me", "somewhere in the north of the city, quiet").filters
    assert filters == {"location": "Barcelona"}


@pytest.mark.parametrize(
    ("said", "near"),
    [
        (("Barcelona, 2 people", "what about gracia? someone said its more local"), "Gràcia"),
        (("Rio, 2 pessoas", "¿mejor algo en tijuca o por ahí?"), "Tijuca"),
        (("Porto, 2 people", "how about foz?"), "Foz do Douro"),
    ],
)
def test_a_place_offered_in_lower_case_is_meant(said: tuple[str, ...], near: str) -> None:
    assert turns(*said).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Montreal, ela mora na Petite-Patrie, perto dela", "Petite-Patrie"),
        ("Barcelona for 2 near Poble Sec", "Poble Sec"),
        ("Istanbul, somewhere in kadikoy", "Kadıköy"),
    ],
)
def test_an_area_is_named_as_the_visitor_types_it_in_our_accents(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


def test_a_place_preferred_with_another_is_the_first_of_the_two() -> None:
    filters = turns(
        "Edinburgh. My venue is the Pleasance, so Southside or Newington would be ideal"
    ).filters
    assert filters["near"] == "Southside"


def test_a_shop_the_visitor_works_at_is_no_place_to_stay_near() -> None:
    filters = turns(
        "doing a guest spot at a tattoo shop on St-Laurent for 3 wks. Want something Mile End, "
        "just me"
    ).filters
    assert filters["near"] == "Mile End"


def test_an_area_that_also_names_its_market_keeps_the_areas_spelling() -> None:
    assert turns("depa en nyc, cerca de dumbo o brooklyn heights").filters["near"] == "DUMBO"
