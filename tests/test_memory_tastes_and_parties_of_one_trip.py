"""A taste for a kind of place said of places in general, and a party said while planning one
trip.

"we like places with a yard and a grill" is a lasting need; "wailea or kapalua, 7 nights from 11
april, me and my husband" plans this trip and leaves no party for the next; "viajamos sempre os
quatro, fins de semana românticos só daqui a uns anos" is still a party that always travels.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, retracted_keys


def keys(text: str) -> dict[str, str]:
    return {c.key: c.content for c in extract_memories(text)}


@pytest.mark.parametrize(
    "message",
    [
        "Biscuit always comes with us",
        "Vamos mi pareja y yo con nuestro galgo, Tizón, que viene a todas partes con nosotros",
    ],
)
def test_a_pet_that_comes_along_names_no_party(message: str) -> None:
    remembered = keys(message)
    assert "travel_party" not in remembered


def test_who_pays_is_still_no_party() -> None:
    assert "travel_party" not in keys("Mi señora y yo nunca pagamos más de 100")


@pytest.mark.parametrize(
    ("message", "needs"),
    [
        (
            "we like places with a yard and a grill",
            {"Needs garden or backyard at every stay.", "Needs bbq grill at every stay."},
        ),
        ("nos gustan las casas con piscina", {"Needs pool at every stay."}),
        ("a gente gosta de casas com varanda", {"Needs patio or balcony at every stay."}),
    ],
)
def test_a_taste_for_places_with_something_is_lasting(message: str, needs: set[str]) -> None:
    assert {c.content for c in extract_memories(message) if c.key == "must_have"} == needs


def test_a_wish_for_this_search_is_not_a_taste() -> None:
    assert extract_memories("a place with a pool in Maui for 4 please") == []


@pytest.mark.parametrize(
    "message",
    [
        "wailea or kapalua, 7 nights from 11 april, me and my husband",
        "5 noches en Leith, mi marido y yo",
    ],
)
def test_a_party_said_while_planning_this_trip_is_not_remembered(message: str) -> None:
    assert "travel_party" not in keys(message)


def test_a_party_that_always_travels_is_remembered_beside_nights_said() -> None:
    remembered = keys("Viajamos sempre os quatro, fins de semana românticos só daqui a uns anos")
    assert remembered["travel_party"] == "Travels as a party of 4."


def test_a_party_said_on_its_own_is_still_remembered() -> None:
    assert keys("me, my wife and our 2 kids.")["travel_party"] == (
        "Travels as a party of 4 including 2 children."
    )


@pytest.mark.parametrize(
    "message",
    [
        "we're a family of 4 and we always stay central",
        "siempre viajamos los 4 y nos gusta estar en el centro",
        "my husband and I always stay in the old town, wherever we go",
    ],
)
def test_a_party_that_always_travels_is_remembered_beside_a_usual_area(message: str) -> None:
    assert "travel_party" in keys(message)


# --- a pet spoken of by its name alone ----------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "pet"),
    [
        (
            "me, the wife and Meg the collie. Meg comes everywhere with us, always has, so it's got"
            " to take dogs.",
            "Travels with a dog (Meg).",
        ),
        ("our dog Max. Max comes everywhere with us", "Travels with a dog (Max)."),
    ],
)
def test_a_pet_introduced_by_name_and_then_said_to_come_along_is_remembered_by_name(
    message: str, pet: str
) -> None:
    assert keys(message)["pets"] == pet


def test_a_person_named_near_a_pet_is_not_the_pet() -> None:
    assert "pets" not in keys("my sister Ana and her dog Toby. Ana comes everywhere with us")


def test_a_pet_remembered_by_name_is_taken_back_when_it_dies() -> None:
    names = {"pets": {"Meg"}}
    assert retracted_keys(
        "Hello again. Meg passed in the summer, fifteen she was.", names=names
    ) == {"pets"}
