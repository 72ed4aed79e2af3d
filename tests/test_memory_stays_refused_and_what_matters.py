"""A stay refused on every trip and what matters most to the visitor are remembered, and shape no
search; beds not shared within the party, said after a comma, still ask for no whole place.

"Since a hotel fire I don't stay higher than the 4th floor. Anywhere, any trip.", "no me quedo
en un bajo, en ningún viaje", "para mí es importante quedarme cerca de una iglesia, voy a misa
todos los días" are lasting; "I don't stay in Manhattan this time" is not.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories
from memory.implications import implied_by
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(text: str) -> list[tuple[str, str]]:
    return [(c.key, c.content) for c in extract_memories(text)]


@pytest.mark.parametrize(
    ("message", "need"),
    [
        ("One thing for always: since a hotel fire in 2016 I don't stay higher than the 4th "
         "floor. Anywhere, any trip.", "Never stays higher than the 4th floor."),
        ("first thing, I'm not staying anywhere I can't walk to the beach. every trip. non "
         "negotiable", "Never stays anywhere I can't walk to the beach."),
        ("Nunca me quedo en un bajo, en ningún viaje.", "Never stays en un bajo."),
        ("não fico acima do quarto andar, nunca", "Never stays acima do quarto andar."),
    ],
)  # fmt: skip
def test_a_stay_refused_on_every_trip_is_remembered_in_the_visitors_words(
    message: str, need: str
) -> None:
    assert facts(message) == [("need", need)]


@pytest.mark.parametrize(
    "message",
    [
        "I don't stay in Manhattan this time",
        "we're not staying long, just 3 nights",
        "no me quedo en el centro, esta vez prefiero la playa",
    ],
)
def test_a_stay_refused_for_this_trip_is_not_remembered(message: str) -> None:
    assert facts(message) == []


@pytest.mark.parametrize(
    ("message", "need"),
    [
        ("voy a misa todos los días, así que para mí es importante quedarme cerca de una "
         "iglesia católica", "Always needs quedarme cerca de una iglesia católica."),
        ("I run every day, so for me it's important to stay near a park",
         "Always needs to stay near a park."),
        ("vou à missa todos os dias, para mim é muito importante ficar perto de uma igreja",
         "Always needs ficar perto de uma igreja."),
    ],
)  # fmt: skip
def test_what_matters_to_the_visitor_every_day_is_remembered(message: str, need: str) -> None:
    assert facts(message) == [("need", need)]


def test_what_matters_on_this_trip_only_is_not_remembered() -> None:
    assert facts("para mí es importante quedarme cerca del centro esta vez") == []


def test_a_need_remembered_so_shapes_no_search() -> None:
    (fact,) = extract_memories("I don't stay higher than the 4th floor, any trip.")
    assert implied_by(fact.key, fact.content) == implied_by("need", "")


def test_beds_not_shared_within_the_party_after_a_comma_ask_for_no_whole_place() -> None:
    assert facts(
        "Somos tres amigas, siempre viajamos juntas y cada una con su cama, nada de compartir."
    ) == [("travel_party", "Travels as a party of 3.")]


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_stay_refused_is_remembered_and_the_next_search_keeps_only_what_it_asks() -> None:
    visitor = new_visitor_id()
    turn(visitor, "Since a hotel fire I don't stay higher than the 4th floor. Anywhere, any trip.")
    search = turn(
        visitor, "Istanbul 7 nights in July, me and my wife, around 120 dollars a night."
    ).search
    assert search is not None
    assert search.filters["location"] == "Istanbul"
    assert "amenities" not in search.filters
