"""What "the same … as last time" takes from the previous trip's search, and what it leaves:
"same budget" the price (in the new market's currency), "same crew" the party, "the usual
requirements" what the stay needed; a question about prices ("what's the usual budget?") and a
trip back to the same city take nothing."""

from __future__ import annotations

import pytest

from language.dialog import SearchIntentState, convert_price

LAST_TRIP = {
    "location": "Montreal",
    "min_accommodates": 3,
    "max_price": 250,
    "amenities": ["Laptop friendly workspace", "Wifi"],
    "min_bedrooms": 2,
}


def first_turn(message: str) -> dict:
    return SearchIntentState(last_trip=LAST_TRIP).apply(message).filters


@pytest.mark.parametrize(
    "message",
    [
        "Maui in February, same budget as before.",
        "Maui en febrero, mismo presupuesto que la otra vez",
        "Maui em fevereiro, o mesmo orçamento",
    ],
)
def test_same_budget_takes_the_price_in_the_new_currency(message: str) -> None:
    assert first_turn(message) == {
        "location": "Maui",
        "max_price": int(convert_price(250, "CAD", "USD")),
    }


@pytest.mark.parametrize(
    "message",
    ["Porto, same crew as last time", "Oporto, la misma familia", "Porto, a mesma turma de sempre"],
)
def test_same_crew_takes_the_party(message: str) -> None:
    assert first_turn(message) == {"location": "Porto", "min_accommodates": 3}


@pytest.mark.parametrize(
    "message", ["Next one's Porto. Usual requirements.", "Porto, los mismos requisitos"]
)
def test_the_usual_requirements_take_what_the_stay_needed(message: str) -> None:
    filters = first_turn(message)
    assert set(filters) == {"location", "max_price", "amenities", "min_bedrooms"}
    assert "min_accommodates" not in filters


@pytest.mark.parametrize(
    "message",
    [
        "Porto for 3, what's the usual budget for a flat there?",
        "queremos volver a Montreal, solos mi marido y yo",
        "go back to Montreal, just the two of us",
        "What are the usual requirements for a deposit in Porto?",
        "Porto this time, but not the same budget as last time, we can spend more",
        "Porto this time, no el mismo presupuesto, podemos gastar más",
    ],
)
def test_look_alikes_take_nothing_from_the_last_trip(message: str) -> None:
    filters = first_turn(message)
    assert "max_price" not in filters
    assert "amenities" not in filters
    assert "min_bedrooms" not in filters


def test_the_same_atmosphere_is_no_party() -> None:
    assert "min_accommodates" not in first_turn("Porto, with the same party atmosphere as Rio")


def test_a_budget_said_now_wins_over_the_last_trips() -> None:
    assert first_turn("Maui, same budget, well, 180 dollars")["max_price"] == 180


@pytest.mark.parametrize(
    "message",
    [
        "Another work trip, Sydney this time. Same setup as Hong Kong please.",
        "Sídney esta vez, los mismos requisitos que en Hong Kong",
    ],
)
def test_the_market_compared_with_is_no_destination(message: str) -> None:
    filters = first_turn(message)
    assert filters["location"] == "Sydney"
    assert set(filters["amenities"]) == {"Laptop friendly workspace", "Wifi"}
