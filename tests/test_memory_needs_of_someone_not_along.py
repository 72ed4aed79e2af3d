"""A need told of someone named ("mi madre va en silla de ruedas", "mi suegra no sube
escaleras") is remembered with whose it is, so a trip that leaves them out, or news of their
death, leaves it out of the search; a trip with them, or one that does not say who comes, keeps
it."""

from __future__ import annotations

from typing import Any

import pytest

from language import parse_utterance
from memory.extraction import extract_memories, retracted_keys
from memory.forms import form_of, sentence
from memory.implications import implied_by
from memory.memories import Memory
from memory.personalisation import names_by_key, with_remembered_filters
from tests.test_memory_contract import memory

ELEVATOR = "Needs a building with an elevator (suegra)."
WHEELCHAIR = (
    "Travels with someone who uses a wheelchair; needs wheelchair-accessible places, step-free "
    "access and a building with an elevator (madre)."
)


def searched(text: str, memories: list[Memory]) -> dict[str, Any]:
    said = parse_utterance(text)
    filters = {**said.settings} | ({"amenities": said.amenities} if said.amenities else {})
    return with_remembered_filters(filters, memories, message=text)[0]


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("Mi suegra no sube escaleras, siempre que viaja ella necesitamos elevador", ELEVATOR),
        (
            "Viajo siempre con mi madre, que va en silla de ruedas, así que necesito que todo sea "
            "accesible: sin escalones, ascensor amplio y baño adaptado.",
            WHEELCHAIR,
        ),
    ],
)
def test_a_need_of_someone_named_is_told_with_whose_it_is(text: str, content: str) -> None:
    assert ("accessibility", content) in [(c.key, c.content) for c in extract_memories(text)]


def test_whose_need_it_is_is_said_in_every_language() -> None:
    form = form_of("accessibility", ELEVATOR, implied_by("accessibility", ELEVATOR))
    assert [sentence(ELEVATOR, form, language) for language in ("es", "pt")] == [
        "Necesita un edificio con ascensor (suegra).",
        "Precisa de um prédio com elevador (suegra).",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Ahora vamos a Barcelona en julio pero solo mi esposo y yo, es nuestro aniversario",
        "Voy con mi pareja a Barcelona, del 10 al 20 de agosto",
        "me and my wife, Barcelona in July",
        "voy solo a Barcelona en octubre",
    ],
)
def test_a_trip_that_leaves_them_out_leaves_their_need_out(text: str) -> None:
    assert "amenities" not in searched(text, [memory("accessibility", ELEVATOR)])


@pytest.mark.parametrize(
    "text",
    [
        "Barcelona en julio, mi esposo, mi suegra y yo",
        "Barcelona en julio, somos 4",
        "Barcelona en julio",
    ],
)
def test_a_trip_with_them_or_with_no_one_named_keeps_their_need(text: str) -> None:
    assert searched(text, [memory("accessibility", ELEVATOR)])["amenities"] == ["Elevator"]


def test_a_partners_own_need_stays_on_a_trip_with_the_partner() -> None:
    need = memory(
        "accessibility",
        "Travels with someone who uses a wheelchair; needs wheelchair-accessible places (esposo).",
    )
    assert searched("solo mi esposo y yo, Barcelona", [need])["amenities"] == [
        "Wheelchair accessible"
    ]


@pytest.mark.parametrize(
    "text", ["Mi madre falleció en primavera 💔", "sadly my madre passed away in the spring"]
)
def test_their_death_takes_their_need_back(text: str) -> None:
    names = names_by_key([memory("accessibility", WHEELCHAIR)])
    assert "accessibility" in retracted_keys(text, names=names)


def test_someone_who_nearly_died_keeps_their_need() -> None:
    names = names_by_key([memory("accessibility", WHEELCHAIR)])
    assert "accessibility" not in retracted_keys("mi madre casi se murió del susto", names=names)


@pytest.mark.parametrize(
    "text", ["Brisbane em dezembro, eu e meu marido", "just me this time, Montreal"]
)
def test_a_pet_remembered_by_name_still_comes_on_a_trip_for_a_couple_or_alone(text: str) -> None:
    pet = memory("pets", "Travels with a dog (Pipoca).")
    assert searched(text, [pet])["amenities"] == ["Pets allowed"]
