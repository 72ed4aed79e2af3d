"""What a visitor accepts rather than asks: kinds of home listed one after another ("una casa, un
bajo, un loft… lo que sea"), either/or said as "o … o con …", a room or a flat ("pieza o depto"),
sharing something ("no me importa compartir cocina"), a venue of the trip located somewhere ("o
ginásio fica em Newark"), and a home that cannot be one kind ("NO puede ser un piso"). None sets
a filter; what is asked in the same message still does. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "utterance",
    [
        "Una casa, un bajo, un loft en planta baja... lo que sea. Nueva York",
        "a house, a villa, a bungalow, anything in Maui",
        "uma casa, um loft, um apartamento, tanto faz, Porto",
    ],
)
def test_kinds_of_home_listed_one_after_another_set_no_kind(utterance: str) -> None:
    assert "property_type" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("Mi mujer no puede subir escaleras, así que o bajo o con ascensor. Edimburgo", "Elevator"),
        ("busco pieza o depto chico, Brisbane", "room_type"),
        ("busco pieza o depto chico, Brisbane", "property_type"),
    ],
)
def test_either_or_sets_nothing_for_that_facet(utterance: str, absent: str) -> None:
    filters = turns(utterance).filters
    assert absent not in filters and absent not in filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    [
        "no me importa compartir cocina pero el baño propio, Brisbane",
        "happy to share a kitchen, Sydney",
        "não me importo de partilhar a cozinha, Porto",
    ],
)
def test_sharing_something_is_no_wish_for_it(utterance: str) -> None:
    assert "Kitchen" not in turns(utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    [
        "sou professor de jiu-jitsu. o ginásio fica em Newark.",
        "the gym is in Brooklyn, so somewhere near there",
        "el gimnasio está en Gràcia, Barcelona",
    ],
)
def test_a_venue_of_the_trip_located_somewhere_is_no_amenity(utterance: str) -> None:
    assert "Gym" not in turns(utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("A full kitchen is a must, Oahu", "Kitchen"),
        ("fast wifi is a must, Porto", "Wifi"),
        ("a place with a gym in Brooklyn", "Gym"),
    ],
)
def test_what_is_asked_still_is(utterance: str, amenity: str) -> None:
    assert amenity in turns(utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    [
        "NO puede ser un piso con vecinos debajo, Nueva York",
        "it can't be an apartment, the drums are loud. Montreal",
    ],
)
def test_a_home_that_cannot_be_one_kind_sets_no_kind(utterance: str) -> None:
    assert "property_type" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("I'd rather taste samples with a view than at a kitchen table, Porto", "Kitchen"),
        ("Sou o maestro de um coro amador de Braga, Antuérpia", "BBQ grill"),
        # an estate where weddings are held, one letter from "quintal"
        ("apartamento no Porto, o casamento é numa quinta em Gondomar", "Garden or backyard"),
        ("piso en Oporto para 4, la boda es en una quinta en Gaia", "Garden or backyard"),
        ("Porto, chegamos na quinta e saímos no domingo", "Garden or backyard"),
    ],
)
def test_words_that_only_look_like_amenities(utterance: str, absent: str) -> None:
    assert absent not in turns(utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    [
        "vamos a Rio para la final en el Maracaná, somos 4",
        "we're flying in for the derby at the Maracanã",
        "I'm running the marathon at Central Park, 2 nights in NYC",
    ],
)
def test_the_place_of_a_match_or_race_is_no_wish(utterance: str) -> None:
    assert turns(utterance).filters.get("near") is None


@pytest.mark.parametrize(
    "utterance",
    [
        "até 180 euros por noite. se for de frente pra praia pode ir a 200",
        "up to 180, and if it's beachfront we could go up to 220",
    ],
)
def test_what_would_stretch_the_budget_is_no_amenity_asked(utterance: str) -> None:
    assert "amenities" not in turns("Barcelona for 2", utterance).filters


def test_a_bedroom_on_the_ground_floor_keeps_the_bedrooms_asked() -> None:
    filters = turns(
        "Sydney for 6, full house with 3 bedroom minimum",
        "elders cant climb stairs so one bedroom on ground floor needed",
    ).filters
    assert filters["min_bedrooms"] == 3


def test_a_yard_said_as_quintal_is_still_a_garden() -> None:
    assert "Garden or backyard" in turns("casa no Porto com quintal").filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    [
        "Montreal, mejor una casa grande para todos juntos, o dos departamentos cerca uno del otro",
        "Montreal: una casa, o dos departamentos, lo que salga más barato",
        "Montreal, a big house for all of us, or two apartments close to each other",
    ],
)
def test_one_home_or_a_count_of_another_kind_sets_no_kind(utterance: str) -> None:
    assert "property_type" not in turns(utterance).filters


def test_the_portuguese_o_dos_is_no_alternative() -> None:
    # "o dos pais" is "the one of the parents"
    assert turns("Porto, uma casa, o dos pais fica perto").filters["property_type"] == "House"


def test_the_rest_said_in_spanish_is_no_misspelt_flat() -> None:
    # "lo demás" is one letter from "depas"
    filters = turns("Montreal", "un escritorio y luz natural. Lo demás me da un poco igual").filters
    assert "property_type" not in filters
