"""A superhost rule learnt the hard way or said "pra mim é sempre Superhost" is remembered; an
allergy said with its allergen earlier in the sentence ("nowhere with cats please, I'm badly
allergic") is remembered; a wheelchair need told of "Mum" as the clause's subject is hers, so a
later trip with "mum staying home" sets it aside."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, set_aside_keys


def _keys(message: str) -> set[str]:
    return {memory.key for memory in extract_memories(message)}


@pytest.mark.parametrize(
    "message",
    [
        "Uma coisa: só quero anfitrião Superhost. Já tive problema sério com host novato, então "
        "pra mim é sempre Superhost, em qualquer viagem.",
        "Só nos interessam anfitriões com muito boas avaliações, de preferência superhosts, já "
        "tivemos más experiências.",
    ],
)
def test_a_superhost_rule_is_remembered(message: str) -> None:
    assert "host_preference" in _keys(message)


@pytest.mark.parametrize(
    "message", ["superhost please, this trip is special", "superhost if possible"]
)
def test_a_superhost_wish_for_one_trip_is_not(message: str) -> None:
    assert "host_preference" not in _keys(message)


def test_an_allergy_with_its_allergen_said_before_is_remembered() -> None:
    memories = extract_memories(
        "Oh and nowhere with cats please, I'm badly allergic, ended up in A&E once lol"
    )
    assert [memory.content for memory in memories if memory.key == "allergy"] == [
        "Is allergic to cats."
    ]


def test_an_allergy_with_no_allergen_is_not() -> None:
    assert "allergy" not in _keys("I'm allergic, so careful please")


def test_a_need_told_of_mum_is_set_aside_when_she_stays_home() -> None:
    memories = extract_memories(
        "Mum uses wheelchair so need step-free entrance and roll-in shower."
    )
    assert memories[0].content.endswith("(Mum).")
    names = {"accessibility": {"mum"}}
    message = "Hi again, this time only me and husband going Sydney, mum staying home."
    assert "accessibility" in set_aside_keys(message, names)


@pytest.mark.parametrize(
    "message",
    [
        "We have a dog, none of us is allergic.",
        "We travel with our dog everywhere and my son is allergic, so no carpets.",
    ],
)
def test_a_pet_beside_an_allergy_with_no_allergen_is_still_a_pet(message: str) -> None:
    assert _keys(message) == {"pets"}


def test_no_allergy_denied() -> None:
    assert "allergy" not in _keys("Cats ok, we're not allergic.")


def test_a_wheelchair_need_is_told_of_whoever_uses_the_wheelchair() -> None:
    memories = extract_memories("Mum has a walker and Dad uses a wheelchair.")
    assert "(Mum)" not in memories[0].content
