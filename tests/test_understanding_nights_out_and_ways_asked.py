"""Where a visitor means to be on one night ("estar en Times Square en Nochevieja"), where
someone wants to go ("meu marido quer muito ir lá e na Estátua da Liberdade") and the way asked
("¿y de ahí cuánto es al aeropuerto?") are no place to stay near; "desde ese apartamento?" is a
listing shown."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


def test_where_to_be_on_one_night_is_no_place_to_stay() -> None:
    filters = turns(
        "Nueva York, cerca de Central Park",
        "Nos gustaría estar en Times Square en Nochevieja. ¿Se puede ir andando desde ese "
        "apartamento?",
    ).filters
    assert filters["near"] == "Central Park"
    assert "property_type" not in filters


def test_staying_there_on_that_night_is() -> None:
    filters = turns("New York", "we want to stay in Times Square on New Year's Eve").filters
    assert filters["near"] == "Times Square"


def test_where_someone_wants_to_go_is_no_place_to_stay() -> None:
    filters = turns(
        "Nueva York, Brooklyn",
        "E quanto tempo de metrô até a Times Square? Meu marido quer muito ir lá e na Estátua "
        "da Liberdade",
    ).filters
    assert filters["near"] == "Brooklyn"


def test_how_far_it_is_to_the_airport_is_asked() -> None:
    filters = turns(
        "Victoria 1 persona", "Ya po, ¿y de ahí cuánto es al aeropuerto? Llego tarde el día 3"
    ).filters
    assert "near" not in filters


def test_the_most_said_after_a_price_is_the_budget() -> None:
    filters = turns("Porto 2 personas", "Presupuesto unos 120€ la noche, 140 como mucho.").filters
    assert filters["max_price"] == 140


def test_a_price_for_night_is_a_nights_price() -> None:
    filters = turns("Oahu for 2, 12 to 20 march", "Price maximum 150 USD for night total").filters
    assert filters["max_price"] == 150


def test_looking_it_over_tonight_with_my_wife_adds_no_guest() -> None:
    filters = turns(
        "Porto 4 personas", "Perfecto, muchas gracias, lo miro esta noche con mi mujer."
    ).filters
    assert filters["min_accommodates"] == 4


def test_a_neighbourhood_to_be_in_that_night_is_where_to_stay() -> None:
    filters = turns("We'll be in Waikiki for New Year's Eve, looking for a condo for 4").filters
    assert filters["near"] == "Waikiki Beach"


def test_a_request_likened_to_a_listing_still_asks() -> None:
    filters = turns("Porto, 2 people", "quero algo com piscina igual àquela casa?").filters
    assert filters["amenities"] == ["Pool"]


def test_for_night_in_other_words_still_spreads_a_whole_stay() -> None:
    filters = turns(
        "We need AC for night sleeping, budget 1200 total for the week in Sydney"
    ).filters
    assert filters["max_price"] == 171


@pytest.mark.parametrize(
    ("messages", "near"),
    [
        (
            ("Apartment in Manhattan for 2", "Manhattan is too expensive. Brooklyn is fine."),
            "Brooklyn",
        ),
        (("We need to be near the venue for the wedding. Kailua is ok.",), "Kailua"),
        (
            (
                "medical conference at the Hawaii Convention Center in Honolulu",
                "Preferably walking distance to the convention center, Waikiki side is fine.",
            ),
            "Hawaii Convention Center",
        ),
    ],
)
def test_a_place_that_would_do(messages: tuple[str, ...], near: str) -> None:
    assert turns(*messages).filters["near"] == near
