"""Needs said by what the visitor will do or who comes, not by the filter's name: "somewhere I
can park a trailer" (parking), "where we can cook" (a kitchen), "separate rooms" for two (two
bedrooms), "me and my trainer" (two guests), "7 músicos" (seven), "uma casinha" (a house).
English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "utterance",
    [
        "Oahu for 2, is there anywhere I can actually park a trailer?",
        "we need space to park our van, Maui",
        "Porto, com lugar pro caminhão",
        "Barcelona, un sitio donde aparcar la furgoneta",
    ],
)
def test_somewhere_to_park_a_vehicle_asks_for_parking(utterance: str) -> None:
    assert "Free parking on premises" in turns(utterance).filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    [
        "near kanaha beach park or somewhere in kahului",
        "Sydney, a walk in the park or a swim",
    ],
)
def test_a_park_is_no_parking(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Rio for 3, somewhere i can cook simple stuff for the kids",
        "Lisboa no, Porto: algo onde possamos cozinhar",
        "Madrid no, Barcelona, un piso donde podamos cocinar",
        "Brooklyn, just me. gotta be able to cook, strict diet",
        "Sydney for 2, we need to cook every night",
        "piso en Barcelona, tenemos que cocinar para los niños",
        "apartamento no Porto, preciso cozinhar, sou celíaca",
    ],
)
def test_somewhere_to_cook_asks_for_a_kitchen(utterance: str) -> None:
    assert "Kitchen" in turns(utterance).filters["amenities"]


def test_being_able_to_cook_is_no_wish() -> None:
    assert "amenities" not in turns("Montreal, I can cook but not well").filters


@pytest.mark.parametrize(
    ("utterance", "bedrooms"),
    [
        ("NYC. Me and my coach, separate rooms obviously.", 2),
        ("Porto, somos 3, quartos separados", 3),
        ("Sydney for 2, habitaciones separadas por favor", 2),
        ("Seríamos tres personas en Montreal, cada uno con su cuarto si es posible", 3),
        ("Porto, somos 3, cada um com o seu quarto", 3),
        ("Edinburgh, 2 of us, each with their own room", 2),
    ],
)
def test_separate_rooms_ask_for_a_bedroom_each(utterance: str, bedrooms: int) -> None:
    assert turns(utterance).filters["min_bedrooms"] == bedrooms


def test_separate_rooms_said_after_the_party_use_the_party_known() -> None:
    assert turns("Edinburgh for 2", "separate rooms please").filters["min_bedrooms"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto for 3, no need for separate rooms",
        "Dois quartos separados ou pelo menos uma cama pra cada um, somos 2",
        "Sydney, 8 of us, separate rooms for the couples",
    ],
)
def test_separate_rooms_denied_offered_with_another_or_for_a_big_group_set_no_bedrooms(
    utterance: str,
) -> None:
    assert "min_bedrooms" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Brooklyn, me and my trainer", 2),
        ("Hong Kong, me and my co-host", 2),
        ("Barcelona, voy con mi segundo de cocina", 2),
        ("Porto, eu e o meu treinador", 2),
        ("somos un mariachi, 7 músicos, Nueva York", 7),
        ("Montreal, 5 jogadores", 5),
    ],
)
def test_people_the_visitor_works_with_are_counted(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize("utterance", ["uma casinha em Oahu", "una casita en Maui"])
def test_a_little_house_is_a_house(utterance: str) -> None:
    assert turns(utterance).filters["property_type"] == "House"


@pytest.mark.parametrize(
    ("said_first", "joining", "guests"),
    [
        ("Edinburgh, just me", "update, my girlfriend took the days off so she's coming too", 2),
        ("Edinburgh for 2", "my brother is joining us", 3),
        ("Barcelona, solo yo", "me confirman que viene conmigo el técnico de luces", 2),
        ("Kona", "me quedo por mi cuenta y viene mi pareja", 2),
        ("Porto, somos 2", "vem também a minha sogra", 3),
    ],
)
def test_someone_joining_adds_to_the_party(said_first: str, joining: str, guests: int) -> None:
    assert turns(said_first, joining).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "joining",
    ["our second shooter might tag along, not sure yet", "the kids are coming too"],
)
def test_someone_who_might_join_or_uncounted_leaves_the_party(joining: str) -> None:
    assert turns("Porto, somos 2", joining).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Istanbul, la milonga es en Şişli, algo cerca", "Şişli"),
        ("Istanbul, quero ficar em Ataşehir", "Ataşehir"),
        ("Istanbul, somewhere in sisli", "Sisli"),
    ],
)
def test_a_neighbourhood_is_named_with_the_accents_the_visitor_types(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    "said", ["does any of them let me park it for the 2 weeks?", "I need to park the van"]
)
def test_parking_the_car_asks_for_parking(said: str) -> None:
    assert turns("flat in Porto for 2", said).filters["amenities"] == ["Free parking on premises"]


@pytest.mark.parametrize(
    "said",
    [
        "Tenho reuniões o dia inteiro, então preciso de um canto silencioso pra trabalhar",
        "necesito un espacio tranquilo para trabajar",
        "just a quiet spot to work in the mornings",
    ],
)
def test_a_place_in_the_home_to_work_is_a_workspace(said: str) -> None:
    assert "Laptop friendly workspace" in turns("Sydney for 1", said).filters["amenities"]


def test_a_water_heater_is_no_heating() -> None:
    said = "Our apartment flooded last Tuesday (the neighbor's water heater burst)"
    assert "amenities" not in turns("Jersey City for 4", said).filters
