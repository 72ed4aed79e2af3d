"""Parking remembered for the car ("Vamos de carro, por isso precisamos de estacionamento") is
left out of a trip made without it ("vamos a Barcelona de avião", "flying to Sydney this time")
and kept for any other; a knee said to be bad ("de la rodilla ando medio complicado") is a
lasting difficulty walking."""

from __future__ import annotations

from typing import Any

import pytest

from language import parse_utterance
from memory.conditions import condition_sentence
from memory.extraction import extract_memories
from memory.memories import Memory
from memory.personalisation import with_remembered_filters
from tests.test_memory_contract import memory

PARKING = "Free parking on premises"


def searched(text: str, memories: list[Memory]) -> dict[str, Any]:
    said = parse_utterance(text)
    filters = {**said.settings} | ({"amenities": said.amenities} if said.amenities else {})
    return with_remembered_filters(filters, memories, message=text)[0]


def parking_memory() -> Memory:
    remembered = extract_memories("Vamos de carro, por isso precisamos de estacionamento.")
    found = next(candidate for candidate in remembered if candidate.key == "parking")
    return memory(found.key, found.content)


@pytest.mark.parametrize(
    "text",
    [
        "Para espairecer, vamos a Barcelona de avião em novembro, só eu e o meu marido.",
        "Flying to Sydney this time, just the two of us",
        "Esta vez vamos a Oporto en tren, sin coche",
    ],
)
def test_parking_for_the_car_is_left_out_of_a_trip_without_it(text: str) -> None:
    assert PARKING not in searched(text, [parking_memory()]).get("amenities", [])


def test_parking_for_the_car_is_kept_for_any_other_trip() -> None:
    text = "Vamos a Barcelona em novembro, só eu e o meu marido."
    assert PARKING in searched(text, [parking_memory()])["amenities"]


@pytest.mark.parametrize(
    "message",
    ["¿Tiene ascensor? Yo de la rodilla ando medio complicado.", "ando mal de la cadera, yo"],
)
def test_a_bad_knee_said_in_passing_is_a_lasting_difficulty_walking(message: str) -> None:
    found = [(c.key, c.content) for c in extract_memories(message)]
    assert ("condition", condition_sentence("walking", None)) in found


@pytest.mark.parametrize(
    "text",
    [
        "We're flying into Porto and renting a car at the airport",
        "Vamos de avião até Lisboa e depois de carro até ao Porto",
    ],
)
def test_parking_is_kept_for_a_fly_and_drive_trip(text: str) -> None:
    assert PARKING in searched(text, [parking_memory()])["amenities"]


@pytest.mark.parametrize(
    "text", ["We'll fly to Porto in May", "Vamos a Barcelona de avión", "Taking the train to Porto"]
)
def test_parking_is_left_out_of_any_trip_said_without_the_car(text: str) -> None:
    assert PARKING not in searched(text, [parking_memory()]).get("amenities", [])


@pytest.mark.parametrize(
    "text",
    [
        "Edinburgh again, near the train station this time",
        "a quick flying visit to Edinburgh, just me",
        "Cerca de la estación de tren, en Oporto",
    ],
)
def test_parking_is_kept_when_no_trip_without_the_car_is_said(text: str) -> None:
    assert PARKING in searched(text, [parking_memory()])["amenities"]
