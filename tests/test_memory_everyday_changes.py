"""Changes told in everyday words on a later visit: a pet "lost" is one that died, a mother who
"se queda en Cochabamba" this time is not along, and "my issue with animals" asks for no pets."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, retracted_keys
from tests.test_memory_contract import memory
from tests.test_memory_needs_of_someone_not_along import searched

WHEELCHAIR_OF_MUM = (
    "Travels with someone who uses a wheelchair; needs wheelchair-accessible places, step-free "
    "access and a building with an elevator (mamá)."
)


@pytest.mark.parametrize(
    "text",
    [
        "Hello again. We lost Bonnie in the summer, she was 15. We're thinking of Porto in May.",
        "We lost our dog last year. Porto for 2 this time.",
        "Perdimos a Bonnie en verano. Ahora vamos a Oporto los dos.",
    ],
)
def test_a_pet_lost_is_no_longer_remembered(text: str) -> None:
    assert "pets" in retracted_keys(text, names={"pets": {"Bonnie"}})


@pytest.mark.parametrize(
    "text",
    [
        "We lost our bags last time, so a place with a safe please. Porto for 2.",
        "We lost Bonnie's lead on the beach, she still comes with us.",
    ],
)
def test_other_things_lost_take_nothing_back(text: str) -> None:
    assert "pets" not in retracted_keys(text, names={"pets": {"Bonnie"}})


def test_someone_staying_in_their_home_town_this_time_takes_their_needs_along() -> None:
    text = (
        "Hola otra vez. Ahora viajo yo solita a Nueva York por trabajo, mi mamá esta vez se queda "
        "en Cochabamba. Algo sencillo en Manhattan."
    )
    filters = searched(text, [memory("accessibility", WHEELCHAIR_OF_MUM)])
    assert "amenities" not in filters


def test_an_issue_with_animals_asks_for_no_pets() -> None:
    text = "We're planning a long weekend in Montreal. Same rules as last time, you know my issue "
    filters = searched(text + "with animals.", [])
    assert "amenities" not in filters


def test_a_budget_remembered_in_a_currency_with_no_rate_sets_no_price() -> None:
    text = "Talofa again. This time only me and my husband, going to Sydney in April."
    filters = searched(text, [memory("budget", "Our budget is about 1,500 tala per night.")])
    assert "max_price" not in filters
    assert filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "Our budget never goes above 100 euros, that's about 10000 rupees.",
            "Budget is about 100 EUR per night.",
        ),
        (
            "Our nightly budget is always around 1500 tala, about 600 dollars.",
            "Budget is about 600 dollars per night.",
        ),
        ("our budget is always 150 euros", "Budget is about 150 euros per night."),
    ],
)
def test_a_budget_is_remembered_in_the_currency_of_the_amount_that_stands(
    text: str, content: str
) -> None:
    assert [c.content for c in extract_memories(text) if c.key == "budget"] == [content]
