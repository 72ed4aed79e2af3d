"""A stay refused on every trip and what matters most to the visitor are remembered, and shape no
search; beds not shared within the party, said after a comma, still ask for no whole place.

"Since a hotel fire I don't stay higher than the 4th floor. Anywhere, any trip.", "no me quedo
en un bajo, en ningún viaje", "para mí es importante quedarme cerca de una iglesia, voy a misa
todos los días" are lasting; "I don't stay in Manhattan this time" is not.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, retracted_keys, set_aside_keys
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


# --- a room shared, a rule from now on, a habit of looking ------------------------------------


def test_a_bathroom_never_shared_is_remembered_and_asks_for_no_whole_place() -> None:
    assert facts(
        "important for me: I never share bathroom with strangers, private bathroom always"
    ) == [("need", "Never shares bathroom with strangers.")]


@pytest.mark.parametrize(
    "message",
    [
        "whole apartment only from now on.",
        "casa entera a partir de ahora",
        "casa inteira daqui para a frente",
    ],
)
def test_a_whole_place_from_now_on_is_a_rule_said_with_no_i(message: str) -> None:
    assert facts(message) == [("room_type", "Stays only in entire homes.")]


@pytest.mark.parametrize(
    ("message", "need"),
    [
        ("sou estudante e por isso procuro sempre o mais barato",
         "Always looks for o mais barato."),
        ("I always look for a place with character", "Always looks for a place with character."),
        ("moro no japão, então onde for tem que ter banheira por favor",
         "Always needs banheira."),
    ],
)  # fmt: skip
def test_a_habit_of_looking_and_a_need_wherever_one_goes_are_remembered(
    message: str, need: str
) -> None:
    assert facts(message) == [("need", need)]


# --- taken back ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "mi regla no sirve aquí. Olvida lo de los 1200, enséñame algo cerca del metro, hasta 2500",
        "forget the 150 I said",
        "esquece os 200 reais",
    ],
)
def test_an_amount_taken_back_is_the_budget(message: str) -> None:
    assert retracted_keys(message) == {"budget"}


def test_a_pet_no_longer_taken_on_any_trip_is_taken_back() -> None:
    names = {"pets": ["Pelusa"]}
    message = (
        "la Pelusa se queda con mi mamá. se estresa en los aviones, pobrecita, ya no la vamos a "
        "llevar a ningún viaje"
    )
    assert retracted_keys(message, names=names) == {"pets"}
    assert retracted_keys("we won't bring her any more", names=names) == {"pets"}
    assert retracted_keys("la vamos a llevar siempre", names=names) == set()


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_holiday_with_no_laptop_sets_the_desk_and_the_wifi_aside() -> None:
    visitor = new_visitor_id()
    turn(visitor, "I work remote always, so wherever I go I need a desk and strong wifi.")
    search = turn(visitor, "this time it's a real holiday, no laptop!! Maui for 5 nights").search
    assert search is not None
    assert "amenities" not in search.filters


@pytest.mark.usefixtures("chat_db", "offline")
def test_work_needs_still_shape_a_work_trip() -> None:
    visitor = new_visitor_id()
    turn(visitor, "I work remote always, so wherever I go I need a desk and strong wifi.")
    search = turn(visitor, "Maui for 5 nights in August").search
    assert search is not None
    assert set(search.filters["amenities"]) == {"Laptop friendly workspace", "Wifi"}


@pytest.mark.parametrize(
    "message",
    [
        "I never book last minute, that's why I'm asking now: Porto for 2 in June",
        "I'm not sleeping on a sofa bed every night for a week lol, 2 bedrooms please",
        "não durmo bem em colchão mole, nunca",
        "I look for a flat in Rio, never been there before",
        "for me it's important to stay near the venue, I've never been to Sydney",
        "estaré en Barcelona por un congreso, para mí es importante quedarme cerca del recinto "
        "porque voy todos los días",
    ],
)
def test_a_request_for_this_trip_said_near_every_time_words_is_not_remembered(
    message: str,
) -> None:
    assert facts(message) == []


@pytest.mark.parametrize(
    "message",
    [
        "I never share a bathroom, kitchen or living room with anyone I don't know",
        "nunca comparto el baño, la cocina ni nada con extraños",
    ],
)
def test_a_bathroom_and_a_kitchen_never_shared_keep_to_entire_homes(message: str) -> None:
    assert ("room_type", "Stays only in entire homes.") in facts(message)


@pytest.mark.parametrize(
    "message",
    [
        "forget the 10 nights, we can only do 5",
        "olvida lo de los 15 días",
        "forget about the 2024 trip",
    ],
)
def test_a_number_of_nights_days_or_a_year_taken_back_is_no_budget(message: str) -> None:
    assert "budget" not in retracted_keys(message)


@pytest.mark.parametrize(
    "message",
    [
        "I can't travel without my laptop lol. Maui for 2",
        "the wifi was not working at my last place",
        "it's a real holiday but I still have to check emails",
    ],
)
def test_work_is_set_aside_only_when_the_visitor_leaves_it(message: str) -> None:
    assert "workspace" not in set_aside_keys(message)


@pytest.mark.parametrize(
    "message",
    [
        "we're not staying in a hostel, we always fight over the bathroom lol",
        "I don't stay in touch with work when I'm away, ever",
        "I always look for reviews before booking",
        "sempre procuro voo barato",
    ],
)
def test_a_refusal_or_a_habit_of_something_else_is_not_remembered(message: str) -> None:
    assert facts(message) == []


@pytest.mark.parametrize(
    "message",
    [
        "A partir de ahora la vamos a llevar a todos los viajes",
        "a partir de agora vamos levá-la sempre, a Mel adora viajar",
    ],
)
def test_a_pet_taken_on_every_trip_from_now_on_is_not_taken_back(message: str) -> None:
    assert retracted_keys(message, names={"pets": ["Luna", "Mel"]}) == set()


@pytest.mark.parametrize(
    "message", ["Forget the 12 of us, we're 10 now", "forget the 20 euro cleaning fee thing I said"]
)
def test_a_party_or_a_fee_taken_back_is_no_budget(message: str) -> None:
    assert "budget" not in retracted_keys(message)


@pytest.mark.parametrize(
    "message",
    [
        "I work remotely, even on a real vacation I need a desk to work",
        "no laptop stand needed, I bring my own",
    ],
)
def test_a_desk_still_asked_for_is_not_set_aside(message: str) -> None:
    assert "workspace" not in set_aside_keys(message)
