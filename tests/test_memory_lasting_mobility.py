"""A hip or a knee replaced, knees "fatal", a walker: a lasting difficulty walking, remembered as
a condition that shapes no search ("a ground floor or a lift" will do, whichever the home has);
a broken ankle on crutches is this trip's. "Normally we are only 2" is the usual party."""

from __future__ import annotations

import pytest

from memory.conditions import condition_sentence
from memory.extraction import extract_memories
from memory.memories import list_memories
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(message: str) -> list[tuple[str, str]]:
    return [(found.key, found.content) for found in extract_memories(message)]


@pytest.mark.parametrize(
    ("message", "who"),
    [
        (
            "My husband had hip replacement surgery, so we need a ground floor place or an "
            "elevator, and a walk-in shower.",
            "husband",
        ),
        (
            "Una cosa que es para siempre: mi marido está operado de las dos rodillas, así que "
            "nada de escaleras, planta baja o con ascensor",
            "marido",
        ),
        ("lo que sea tiene que ser bajo o con ascensor, que tengo las rodillas fatal", None),
        ("My father walks with a walker, so ground floor or a lift please.", "father"),
        ("a mi padre lo operaron de la cadera, así que planta baja o ascensor", "padre"),
    ],
)
def test_a_lasting_difficulty_walking_is_remembered(message: str, who: str | None) -> None:
    assert ("condition", condition_sentence("walking", who)) in facts(message)


@pytest.mark.parametrize(
    "message",
    [
        "Este viaje voy con muletas porque me operaron del tobillo, así que necesito planta baja",
        "I broke my ankle and I'm on crutches, so ground floor or a lift is a must",
        "Y planta baja o ascensor, que mi suegro está recién operado de la cadera.",
    ],
)
def test_crutches_for_a_broken_ankle_are_this_trips(message: str) -> None:
    assert not [key for key, _ in facts(message) if key == "condition"]


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_condition_is_remembered_and_adds_no_filter_to_a_later_search() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "My husband had hip replacement surgery, so ground floor or an elevator")
    later = turn(visitor_id, "Hello again! Porto in May, the two of us")
    remembered = [memory.content for memory in list_memories(visitor_id)]
    assert condition_sentence("walking", "husband") in remembered
    assert later.search is not None
    assert "amenities" not in later.search.filters


def test_normally_we_are_only_two_is_the_usual_party() -> None:
    message = "This time we are 6 because my brother's family comes, normally we are only 2"
    assert ("travel_party", "Travels as a party of 2.") in facts(message)
    assert not [key for key, _ in facts("we are only 2 this time") if key == "travel_party"]
