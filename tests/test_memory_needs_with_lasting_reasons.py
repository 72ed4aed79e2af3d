"""A need given with a lasting reason is remembered: a lift "because we are no longer of an age
for stairs", air conditioning because someone does not sleep in the heat, a desk and wifi for
work on calls all day. A need that came with a car is set aside on a trip without one."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, set_aside_keys
from tests.test_memory_contract import memory
from tests.test_memory_needs_of_someone_not_along import searched


def facts(text: str) -> list[tuple[str, str]]:
    return [(candidate.key, candidate.content) for candidate in extract_memories(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Con ascensor, que ya no tenemos edad para subir cinco pisos.",
        "Já não temos idade para escadas, precisamos de elevador",
        "a nuestra edad necesitamos ascensor",
        "We need a lift because we are no longer of an age for stairs",
    ],
)
def test_a_lift_needed_with_age_is_remembered(text: str) -> None:
    assert ("accessibility", "Needs a building with an elevator.") in facts(text)


def test_no_longer_having_a_dog_still_takes_it_back() -> None:
    assert facts("ya no tenemos perro") == []


@pytest.mark.parametrize(
    "text",
    [
        "Linda doesn't sleep well when it's hot, so air conditioning is a must.",
        "air conditioning is a must, I can't sleep in the heat",
    ],
)
def test_air_conditioning_for_sleeping_in_the_heat_is_remembered_and_no_noise(text: str) -> None:
    assert facts(text) == [("must_have", "Needs air conditioning at every stay.")]


def test_air_conditioning_for_a_hot_month_is_for_this_trip() -> None:
    assert facts("air con please, it's hot in August") == []


def test_a_light_sleeper_is_still_sensitive_to_noise() -> None:
    assert facts("I'm a light sleeper") == [
        ("noise", "Is sensitive to noise; prefers quiet places.")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "I work remotely so I need a proper desk and reliable internet.",
        "studio or 1br fine. must have a real desk + fast wifi, on calls all day",
    ],
)
def test_wifi_for_remote_work_is_remembered_with_the_desk(text: str) -> None:
    remembered = facts(text)
    assert ("workspace", "Works remotely; needs a laptop-friendly workspace.") in remembered
    assert ("must_have", "Needs wifi at every stay.") in remembered


def test_remote_work_without_wifi_named_remembers_the_desk_only() -> None:
    assert facts("I work remotely") == [
        ("workspace", "Works remotely; needs a laptop-friendly workspace.")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Now we go to Barcelona in October, 5 nights, we fly this time so no car.",
        "No vamos a alquilar carro esta vez, a Barcelona",
        "Desta vez vamos de avião, sem carro",
    ],
)
def test_a_trip_without_a_car_sets_the_parking_aside(text: str) -> None:
    assert "parking" in set_aside_keys(text)
    car = memory("parking", "Travels by car; needs free parking on premises.")
    assert "amenities" not in searched(text, [car])


def test_a_trip_by_car_keeps_the_parking() -> None:
    car = memory("parking", "Travels by car; needs free parking on premises.")
    text = "Barcelona in October, 5 nights, we drive down again"
    assert "parking" not in set_aside_keys(text)
    assert searched(text, [car])["amenities"] == ["Free parking on premises"]


@pytest.mark.parametrize(
    "text",
    [
        "no car noise please, we're light sleepers",
        "Place in Oahu with parking, without the car seat for the baby though",
        "without car access issues",
    ],
)
def test_a_car_talked_of_otherwise_keeps_the_parking(text: str) -> None:
    assert "parking" not in set_aside_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "apartment in Porto for 2, we never travel without the car",
        "piso en Oporto para 2, no vamos a alquilar coche, vamos con el nuestro",
        "apartment in Porto, I don't have a car yet but will rent one there",
    ],
)
def test_a_car_still_brought_keeps_the_parking(text: str) -> None:
    assert "parking" not in set_aside_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a light sleeper, and in summer it's hot, so I always need AC",
        "I can't sleep with any sound, even with the heat I keep the windows shut",
    ],
)
def test_noise_said_beside_the_heat_is_still_remembered(text: str) -> None:
    assert ("noise", "Is sensitive to noise; prefers quiet places.") in facts(text)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "my husband has strong allergy to cats and dogs",
            "Travels with someone allergic to cats and dogs (husband).",
        ),
        ("my son has a bad cat allergy", "Travels with someone allergic to cat (son)."),
    ],
)
def test_an_allergy_with_its_strength_said_remembers_the_allergen(text: str, content: str) -> None:
    assert ("allergy", content) in facts(text)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "O meu marido tem dificuldade em andar, tem de ser rés-do-chão ou com elevador.",
            "Travels with someone who has difficulty walking (marido).",
        ),
        (
            "Sin muchas cuestas, que a mi mujer le dan guerra las rodillas.",
            "Travels with someone who has difficulty walking (mujer).",
        ),
        ("I have difficulty walking", "Has difficulty walking."),
    ],
)
def test_difficulty_walking_is_remembered_with_no_filter(text: str, content: str) -> None:
    assert ("condition", content) in facts(text)


def test_no_difficulty_walking_is_no_condition() -> None:
    assert facts("I don't have difficulty walking") == []
