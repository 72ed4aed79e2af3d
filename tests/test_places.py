"""The gazetteer of places inside our markets."""

from __future__ import annotations

import pytest

from language import places


def test_every_market_has_exactly_one_city_centre() -> None:
    centres = [place.market for place in places.all_places() if place.kind == "centre"]
    assert len(centres) == len(set(centres)) == 18


def test_a_place_is_found_by_any_alias_ignoring_case_and_accents() -> None:
    assert places.place_named("copacabana").name == "Copacabana Beach"  # type: ignore[union-attr]
    assert places.place_named("SAGRADA FAMILIA").market == "Barcelona"  # type: ignore[union-attr]


def test_a_generic_alias_needs_its_market() -> None:
    assert len(places.places_named("downtown")) > 1
    assert places.place_named("downtown") is None
    assert places.place_named("downtown", market="Albany").name == "Albany city centre"  # type: ignore[union-attr]


def test_an_unknown_or_oversized_name_names_nothing() -> None:
    assert places.place_named("Atlantis") is None
    assert places.places_named("x" * 10_000) == ()


def test_a_canonical_name_finds_its_place() -> None:
    assert places.place_by_name("copacabana beach").name == "Copacabana Beach"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("a", "b", "expected_km"),
    [((0.0, 0.0), (0.0, 1.0), 111.19), ((-22.9711, -43.1822), (-22.9711, -43.1822), 0.0)],
)
def test_distance_is_the_great_circle(a, b, expected_km) -> None:
    assert places.distance_km(*a, *b) == pytest.approx(expected_km, abs=0.01)
