"""A hedge that says what it is about ("near a course would be a bonus") leaves the wishes of
the sentence before standing, while a bare hedge ("a pool. not essential though") still lifts
them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "said",
    [
        "We'd prefer a condo with a lanai. We golf so near a course would be a bonus.",
        "We'd prefer a condo with a lanai. Walking to the beach would be a bonus.",
        "Queremos un condominio con balcón. Estar cerca del campo de golf no es obligatorio.",
    ],
)
def test_a_hedge_about_its_own_words_keeps_the_wishes_before(said: str) -> None:
    filters = turns("Big Island for 2", said).filters
    assert filters["property_type"] == "Condominium"
    assert filters["amenities"] == ["Patio or balcony"]


@pytest.mark.parametrize(
    "said",
    [
        "a pool. not essential though",
        "a pool, but that would be a bonus",
        "a pool, honestly a bonus",
        "una piscina, pero no es obligatorio",
    ],
)
def test_a_bare_hedge_lifts_the_wish_before(said: str) -> None:
    assert "amenities" not in turns("Big Island for 2", said).filters
