"""Everyday ways of saying who comes and what is needed: a partner named bare ("Partner and I"),
children counted by their number alone ("our two (7 and 10)"), a chum, "yo solita", "somos
pareja"; "air condition", the "gradas" of Andean Spanish; a budget said as what one will not
spend beside a question; and a person who "está en" somewhere is no listing pointed at.
English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Evening! Partner and I are off to Istanbul in October, 6 nights.", 2),
        ("partner and i want a flat in Porto", 2),
        ("Barcelona for half term, me, my husband and our two (7 and 10). A pool if any", 4),
        ("Barcelona: me, my wife and our two.", 4),
        ("me and my chum we go at Montreal for see the Canadiens", 2),
        ("Porto, soy yo solita", 1),
        ("Queremos algo en Porto, somos pareja", 2),
        ("somos novios, buscamos algo en Barcelona", 2),
    ],
)
def test_everyday_ways_of_saying_who_comes_count_the_party(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona, 3 camas separadas eh, que no somos pareja jajaja",
        "a flat in Porto, our two favourite areas are Ribeira and Foz",
        "Porto flat, my partner is coming later, we'll see",
    ],
)
def test_look_alikes_count_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("Air condition is must. We are not used to 35 degrees", {"Air conditioning"}),
        (
            "Mi mamá está en silla de ruedas, entonces necesitamos que no haya gradas en la "
            "entrada y que tenga ascensor, sí o sí pues.",
            {"Wheelchair accessible", "Step-free access", "Elevator"},
        ),
    ],
)
def test_needs_said_in_everyday_words_are_asked_for(utterance: str, amenities: set[str]) -> None:
    assert set(turns("Barcelona for 3", utterance).filters["amenities"]) == amenities


def test_someone_who_is_somewhere_is_no_listing_pointed_at() -> None:
    intent = turns(
        "Barcelona for 3", "Mi mamá está en silla de ruedas, entonces necesitamos ascensor"
    )
    assert intent.kind == "search"


def test_this_one_in_a_place_still_points_at_a_listing() -> None:
    intent = turns("Barcelona for 3", "y esta en Gràcia tiene ascensor?")
    assert intent.kind == "results_question"


@pytest.mark.parametrize(
    "budget",
    [
        "Não queremos gastar mais de 80 euros por noite.",
        "We don't want to spend more than 80 euros a night.",
        "No queremos pagar más de 80 euros por noche.",
    ],
)
def test_a_budget_beside_a_question_about_a_listing_still_stands(budget: str) -> None:
    intent = turns("apartamento em Istambul para dois", f"E quanto custa o segundo? {budget}")
    assert intent.filters["max_price"] == pytest.approx(80 * 1.08 / 0.031, abs=1)
