"""Questions that carry a need, and questions that only ask: "Is there parking? My brother will
lend us his car" asks for parking, "Does it have parking though? Street parking is rough there"
asks about the listing shown; "is there a washing machine? we need it" asks for one; "also does
it have parking" asks about the listing just described. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

PARKING = "Free parking on premises"


@pytest.mark.parametrize(
    "utterance",
    [
        "Is there parking? My brother will lend us his car.",
        "Tem estacionamento? A gente vai alugar um carro pra levar as pranchas",
        "¿Hay parking? Vamos a alquilar un coche para recorrer la costa",
        "Is there secure parking? Rental car with camera gear inside.",
    ],
)
def test_parking_asked_about_with_the_vehicle_it_is_for_is_a_need(utterance: str) -> None:
    intent = turns("2 bedroom flat in Rio for 4", utterance)
    assert PARKING in intent.filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    [
        # no vehicle: a question about what is shown
        "Is there parking? Just curious.",
        # a listing pointed at: the question is about it, whatever the car
        "Is there parking at the first one? we will rent a car",
        "The house with the pool, is there parking? We'll have a car.",
    ],
)
def test_parking_asked_about_a_listing_changes_nothing(utterance: str) -> None:
    intent = turns("2 bedroom flat in Rio for 4", utterance)
    assert "amenities" not in intent.filters


def test_a_question_followed_by_we_need_it_asks_for_it() -> None:
    intent = turns(
        "2 bedroom flat in Porto for 5",
        "Is there washing machine? Ten days with three children, we need it.",
    )
    assert intent.filters["amenities"] == ["Washer"]


def test_a_question_followed_by_a_denied_need_changes_nothing() -> None:
    intent = turns(
        "2 bedroom flat in Porto for 5", "does it have a washer? we don't need it, just curious"
    )
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "the one by the river w the big windows, is that west end or south bank? also does it "
        "have parking we might rent a car",
        "the one with the big windows looks nice. plus does it have aircon",
    ],
)
def test_also_does_it_have_asks_about_the_listing_described(utterance: str) -> None:
    intent = turns("2 bedroom flat in Brisbane", utterance)
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "ok whats the cheapest one w/ AC, gf says no AC = no deal lol",
        "Which one is cheapest with air conditioning? My wife cannot sleep in hot.",
    ],
)
def test_the_cheapest_with_a_feature_orders_those_that_have_it(utterance: str) -> None:
    intent = turns("flat in New York for 2", utterance)
    assert intent.filters["amenities"] == ["Air conditioning"]
    assert intent.sort == "price_asc"


def test_the_cheapest_asked_alone_is_a_question_about_the_results() -> None:
    intent = turns("flat in New York for 2", "which one is the cheapest?")
    assert intent.sort is None


def test_the_cheapest_one_you_have_in_an_area_orders_them() -> None:
    intent = turns(
        "flat in New York for 2 on the Upper West Side",
        "wow these are pricey. what's the cheapest one you have on the UWS?",
    )
    assert intent.sort == "price_asc"
    assert intent.filters["near"] == "Upper West Side"


@pytest.mark.parametrize(
    "utterance",
    [
        "we need a garage or at least parking",
        "Vamos de carro, por isso precisamos de garagem ou pelo menos estacionamento.",
    ],
)
def test_the_same_thing_said_as_its_own_fallback_is_asked_for(utterance: str) -> None:
    assert turns("flat in Porto for 2", utterance).filters["amenities"] == [PARKING]


def test_a_lesser_thing_as_a_fallback_still_asks_for_neither() -> None:
    intent = turns("flat in Porto for 2", "pool would be a dream!!! or at least a roof terrace")
    assert "amenities" not in intent.filters


def test_no_feature_no_deal_is_a_must() -> None:
    assert turns("flat in Rio for 2", "no AC = no deal").filters["amenities"] == [
        "Air conditioning"
    ]


@pytest.mark.parametrize(
    "utterance",
    [
        "Is there parking? We're not bringing the car, we'll take the train",
        "Tem estacionamento? A gente vai de avião, não tem carro",
    ],
)
def test_parking_asked_about_with_no_vehicle_coming_changes_nothing(utterance: str) -> None:
    intent = turns("2 bedroom flat in Porto for 4", utterance)
    assert "amenities" not in intent.filters


def test_parking_asked_about_while_driving_there_is_a_need() -> None:
    intent = turns("2 bedroom flat in Porto for 4", "Is there parking? We're driving down")
    assert intent.filters["amenities"] == [PARKING]


def test_a_must_said_of_what_was_asked_about_asks_for_it() -> None:
    intent = turns("flat in Maui for 2", "Does it have AC? AC is non-negotiable in August")
    assert intent.filters["amenities"] == ["Air conditioning"]


def test_the_cheapest_one_that_has_a_feature_orders_those_that_have_it() -> None:
    intent = turns("flat in Maui for 2", "What's the cheapest one that has a pool?")
    assert intent.filters["amenities"] == ["Pool"]
    assert intent.sort == "price_asc"


@pytest.mark.parametrize(
    "utterance",
    ["Not a hostel, no way. Something in Porto for 2", "No pets, no way, my wife is allergic"],
)
def test_a_refusal_with_no_way_asks_for_nothing(utterance: str) -> None:
    intent = turns(utterance)
    assert "amenities" not in intent.filters
    assert "property_type" not in intent.filters


@pytest.mark.parametrize(
    "utterance", ["sin aire acondicionado no hay trato", "no wifi is a dealbreaker"]
)
def test_going_without_it_is_no_deal(utterance: str) -> None:
    assert turns("flat in Rio for 2", utterance).filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    [
        "Does the first one have a washer? we need it for 5 nights only",
        "Does it have a pool? I need it to be quiet too",
    ],
)
def test_a_need_for_something_else_leaves_the_question_a_question(utterance: str) -> None:
    assert "amenities" not in turns("flat in Maui for 2", utterance).filters


def test_wanting_what_was_asked_about_asks_for_it() -> None:
    intent = turns(
        "flat in Maui for 2", "Does it have a washer? We want a washer, we're there 3 weeks"
    )
    assert intent.filters["amenities"] == ["Washer"]
