"""An amenity allowed on a condition ("a lift is fine if …") or paid a little more for is no
requirement. A share per person typed short ("40 euros x persona", "40 p/p", "40/person"), a
share of the whole stay ("800 reais por pessoa o total"), and a stay dated in numbers ("de 29/12
a 02/01", "12/29-1/2") that spreads a budget for the whole stay over its nights."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "share",
    ["unos 40 dólares x persona y noche", "40 p/p", "40/person max", "40 dollars x pax"],
)
def test_a_share_typed_short_is_per_person(share: str) -> None:
    assert turns("Manhattan, 4 of us", share).filters["max_price"] == 160


@pytest.mark.parametrize(
    ("dates", "nights"),
    [
        ("rio, de 29/12 a 02/01, somos 5", 4),
        ("rio, 10/03 - 17/03, somos 5", 7),
        ("rio 03/28 to 04/02, 5 of us", 5),
        ("rio 5/1 - 5/8, 5 of us", 7),
    ],
)
def test_dates_in_numbers_spread_a_whole_stays_budget(dates: str, nights: int) -> None:
    filters = turns(dates, "até uns 800 reais por pessoa o total").filters
    assert filters["max_price"] == pytest.approx(800 * 5 / nights, rel=0.01)


def test_dates_too_far_apart_spread_nothing() -> None:
    filters = turns("rio, de 02/01 a 29/05, somos 5", "800 reais no total").filters
    assert filters.get("max_price") != pytest.approx(800 / 147, rel=0.01)


@pytest.mark.parametrize(
    "allowed",
    [
        "A lift is fine if it's big enough for a chair",
        "Around 100 euros a night, maybe a bit more for a garden",
        "un poco más por una terraza está bien",
    ],
)
def test_an_amenity_allowed_or_paid_a_little_more_for_is_no_requirement(allowed: str) -> None:
    amenities = turns("Edinburgh, wheelchair", allowed).filters["amenities"]
    assert amenities == ["Wheelchair accessible"]


def test_no_amenity_fine_if_still_lifts_it() -> None:
    filters = turns(
        "Barcelona for 8 with a pool", "no pool is fine if it's right by the beach honestly"
    ).filters
    assert "amenities" not in filters


def test_an_amenity_needed_is_still_a_requirement() -> None:
    assert "Garden or backyard" in turns("Edinburgh", "we need a garden").filters["amenities"]
