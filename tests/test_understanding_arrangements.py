"""How a group splits up is no kind of home it asks for: "several flats", "three apartments in
the same building", "varios pisos", "um dos apartamentos" say how many homes, not that each
must be a flat. A kind asked for in the plural ("any flats in Porto?", "2 bedroom apartments")
still sets it. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "split",
    [
        "Porto for 12 people, we can split across several flats",
        "Could the 9 of us take two apartments next to each other in Porto?",
        "Porto for 12, three apartments in the same street would work",
        "Somos 12 en Oporto, podemos repartirnos en varios pisos",
        "Somos 12 no Porto, podem ser vários apartamentos no mesmo prédio",
        "Somos 12 no Porto e um dos apartamentos tem de ter elevador",
        "Somos 12 en Oporto, dos apartamentos separados estaría bien",
    ],
)
def test_homes_counted_for_a_group_set_no_kind(split: str) -> None:
    assert "property_type" not in turns(split).filters


@pytest.mark.parametrize(
    "asked",
    [
        "any flats in Porto for 2?",
        "2 bedroom apartments in Porto for 4",
        "apartamentos en Oporto para dos",
        "Show me houses in Porto",
    ],
)
def test_a_kind_asked_for_in_the_plural_is_still_asked(asked: str) -> None:
    assert turns(asked).filters["property_type"] in ("Apartment", "House")
