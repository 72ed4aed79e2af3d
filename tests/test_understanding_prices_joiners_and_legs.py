"""A price exclaimed at is no budget ("250 dólares por um quarto??"); a party restated as its
members counts them all ("so 3 adults 3 kids"); someone who joins or meets the speaker is one
more guest ("my wife will fly from Manila to meet me"); a place that need not be the one is no
wish ("no tiene que ser en el Bronx"); a trip's first leg is searched when the next one only
may follow ("brisbane first for 5 nights then maybe sydney"). English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import assert_filters, turns


@pytest.mark.parametrize(
    "utterance",
    [
        "Nossa, 250 dólares por um quarto?? Isso é o salário de uma semana.",
        "gente 150 dolares a noite num quartinho?? nao da",
        "Madre mía. 300 libras la noche por un piso pequeño?",
        "400 dollars for a tiny studio??",
    ],
)
def test_a_price_exclaimed_at_sets_no_budget_and_no_room(utterance: str) -> None:
    filters = turns("a place in New York for one", utterance).filters
    assert "max_price" not in filters
    assert "room_type" not in filters


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("anything for 100 a night for a room?", {"max_price": 100, "room_type": "Private room"}),
        ("algo por 100 la noche por un cuarto?", {"max_price": 100, "room_type": "Private room"}),
        ("300 libras por un piso? máximo 200", {"max_price": 200}),
        ("€90 a night for a flat in Porto?",
         {"location": "Porto", "max_price": 90, "property_type": "Apartment"}),
    ],
)  # fmt: skip
def test_a_price_asked_for_is_still_a_budget(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("update my mother in law wants to come now... so 3 adults 3 kids", 6),
        ("so 3 adults, 2 kids", 5),
        ("así que somos 3 adultos 2 niños", 5),
        ("so 6 people", 6),
    ],
)
def test_a_party_restated_by_its_members_counts_them_all(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance",
    [
        "my sister will join me",
        "my wife will fly from manila to meet me. need a place 2 to 3 nights in Antwerp",
        "a minha mulher vem ter comigo",
        "my sister will join me for the trip",
    ],
)
def test_someone_joining_the_speaker_makes_two(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    ["my cousin will meet me at the airport", "my wife never joins me"],
)
def test_meeting_at_a_place_or_never_joining_adds_no_guest(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("No tiene que ser en el Bronx, pero cerca del tren sería brutal", "New York"),
        ("no tiene que ser en Brooklyn", "New York"),
        ("não tem que ser em Copacabana", "Rio De Janeiro"),
    ],
)
def test_a_place_that_need_not_be_the_one_is_no_wish(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert filters["location"] == market


def test_a_place_that_has_to_be_the_one_is_wished() -> None:
    assert turns("tiene que ser en Brooklyn").filters["near"] == "Brooklyn"


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("me and my gf are doing australia in june, brisbane first for like 5 nights then maybe "
         "sydney", "Brisbane"),
        ("Porto primeiro, depois talvez Barcelona", "Porto"),
        ("Barcelona primero para 4 noches, y luego quizás Porto", "Barcelona"),
    ],
)  # fmt: skip
def test_the_first_leg_is_searched_when_the_next_only_may_follow(
    utterance: str, market: str
) -> None:
    assert turns(utterance).filters["location"] == market


@pytest.mark.parametrize(
    "utterance",
    ["Brisbane first, then Sydney", "first 5 nights in Maui and then the Big Island"],
)
def test_a_stay_split_between_two_markets_searches_neither(utterance: str) -> None:
    assert "location" not in turns(utterance).filters
