"""A market the visitor has been to before is no destination ("he'd rather do Barcelona, we've
both been to Istanbul before"); "can you show Istanbul again" goes back to that search; "does that
have a washer?" and a longer "is there kitchen in that flat so I can cook sometimes?" ask about
a listing shown."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

ISTANBUL_THEN_BARCELONA = (
    "apartment in Istanbul for 2",
    "We'd like Cihangir or Galata. Around €130 a night.",
    "Actually he'd rather do Barcelona, we've both been to Istanbul before. Same dates, same "
    "budget. Gràcia or El Born?",
)


@pytest.mark.parametrize(
    "message",
    [
        "let's do Barcelona, we've been to Istanbul before",
        "mejor Barcelona, ya estuvimos en Estambul",
    ],
)
def test_a_market_been_to_before_is_no_destination(message: str) -> None:
    assert turns("Istanbul, under 140 USD", message).filters["location"] == "Barcelona"


def test_a_market_been_to_and_wished_again_is_the_destination() -> None:
    assert turns("we've been to Porto before and loved it").filters["location"] == "Porto"


def test_showing_a_market_again_goes_back_to_its_search() -> None:
    filters = turns(
        *ISTANBUL_THEN_BARCELONA,
        "Hmm, Barcelona is pricier than I thought. Can you show Istanbul again?",
    ).filters
    assert filters["location"] == "Istanbul"
    assert filters["near"] == "Beyoğlu"
    assert filters["max_price"] == 4529


def test_showing_a_place_again_that_was_never_searched_keeps_the_search() -> None:
    filters = turns(
        "Hong Kong apartment, 2 bedrooms, 2000 HKD", "Can you show me TST again?"
    ).filters
    assert filters["min_bedrooms"] == 2
    assert filters["max_price"] == 2000


@pytest.mark.parametrize(
    "question",
    [
        "Ok what about the townhouse in James Bay, does that have a washer?",
        "Also I am vegetarian, is there kitchen in that flat so I can cook sometimes?",
    ],
)
def test_a_question_about_a_listing_shown_changes_nothing(question: str) -> None:
    filters = turns("Victoria, 3 people, free parking", question).filters
    assert filters["amenities"] == ["Free parking on premises"]
    assert "property_type" not in filters


def test_seeing_a_market_again_in_a_new_request_starts_afresh() -> None:
    filters = turns(
        "Maui, 2 ppl, superhost, pool",
        "Kauai for 4",
        "honestly we'd love to see Maui again, 2 bedroom condo for 4 under 300",
    ).filters
    assert filters["location"] == "Maui"
    assert "amenities" not in filters
    assert "superhost_only" not in filters


@pytest.mark.parametrize(
    ("messages", "wanted"),
    [
        (
            ("Maui for 4", "are there cheaper places with a pool and a hot tub near the beach?"),
            "Pool",
        ),
        (("Maui", "there's 5 of us, we need 3 bedrooms and a pool, what do you have?"), "Pool"),
        (("somos 4. tiene que tener piscina y aire acondicionado sí o sí, ¿vale?",), "Pool"),
    ],
)
def test_a_long_request_phrased_as_a_question_still_asks(
    messages: tuple[str, ...], wanted: str
) -> None:
    assert wanted in turns(*messages).filters["amenities"]
