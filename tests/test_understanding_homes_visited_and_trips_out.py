"""Where the people visited live, and where the visitor only goes out to: "visitar a mi hermano
que vive allá, en Gràcia" and "os meus primos, que vivem ali perto do boulevard Saint-Laurent"
wish no place yet, "our son is working in Bondi so somewhere near there" wishes Bondi; "não
queremos ficar mesmo na confusão da Ribeira" takes the Ribeira back; "near MTR so easy to go to
Causeway Bay" wishes no Causeway Bay; "Does it have a washer? Kids + 5 days = lots of laundry"
asks about the listing, "We need a washer" asks for one. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "utterance",
    [
        "Hola, buenas. Voy para Barcelona con mi mamá a visitar a mi hermano que vive allá, en "
        "Gràcia. Vamos del 3 al 17 de septiembre",
        "Boa tarde. Vou a Montreal em julho visitar os meus primos, que vivem ali perto do "
        "boulevard Saint-Laurent, na zona portuguesa.",
    ],
)
def test_where_the_people_visited_live_is_no_wish_yet(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


def test_where_they_live_with_a_wish_to_be_there_is_wished() -> None:
    intent = turns(
        "Voy a Barcelona a visitar a mi hermano que vive allá, en Gràcia, así que algo por ahí"
    )
    assert intent.filters["near"] == "Gràcia"


@pytest.mark.parametrize(
    "utterance",
    [
        "Our son is working in Bondi so somewhere near there, but not right on top of him",
        "Nuestro hijo trabaja en Bondi, así que algo por ahí cerca",
    ],
)
def test_near_where_someone_works_is_wished(utterance: str) -> None:
    assert turns("Sydney for 2", utterance).filters["near"] == "Bondi Beach"


def test_hearing_about_parking_around_there_wishes_no_place() -> None:
    intent = turns(
        "Newark for 1, near University Hospital",
        "Anywhere in Newark is fine. I'll have my car so I need parking. I've heard mixed "
        "things about street parking around there",
    )
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Não queremos ficar mesmo na confusão da Ribeira, que os miúdos ficam cansados.",
        "We don't want to be right in the chaos of the Ribeira with the kids.",
    ],
)
def test_a_stay_not_wanted_takes_the_place_back(utterance: str) -> None:
    intent = turns("Porto for 4, near the Ribeira", utterance)
    assert "near" not in intent.filters


def test_not_wanting_to_be_far_from_a_place_still_wishes_it() -> None:
    intent = turns("Porto for 4", "we don't want to be too far from the Ribeira")
    assert intent.filters["near"] == "Ribeira"


def test_a_place_easy_to_go_to_from_the_stay_is_not_where_to_stay() -> None:
    intent = turns(
        "Hong Kong for 2",
        "Near MTR please so easy to go to Causeway Bay. My sister has day off Sunday.",
    )
    assert intent.filters.get("near") != "Causeway Bay"


def test_the_reason_for_a_question_asks_for_nothing() -> None:
    intent = turns("flat in Maui for 4", "Does it have a washer? Kids + 5 days = lots of laundry")
    assert "amenities" not in intent.filters


def test_a_need_said_after_the_question_asks_for_it() -> None:
    intent = turns("flat in Maui for 4", "Does it have a washer? We need a washer.")
    assert intent.filters["amenities"] == ["Washer"]


@pytest.mark.parametrize(
    ("first", "utterance", "near"),
    [
        (
            "flat in Barcelona near Gràcia",
            "We don't want to stay anywhere other than Gràcia",
            "Gràcia",
        ),
        (
            "Porto for 2",
            "We don't want to be more than 10 minutes from the Ribeira",
            "Ribeira",
        ),
    ],
)
def test_a_stay_wanted_only_there_keeps_the_place(first: str, utterance: str, near: str) -> None:
    assert turns(first, utterance).filters["near"] == near


def test_somewhere_easy_to_get_to_a_place_still_wishes_it() -> None:
    intent = turns("Sydney for 2, somewhere easy to get to Bondi beach by bus")
    assert intent.filters["near"] == "Bondi Beach"


def test_the_market_a_place_is_closer_to_is_only_compared_with() -> None:
    intent = turns(
        "Nueva York para 2",
        "mejor Jersey City, por Journal Square, queda más cerca de NY. mismo presupuesto",
    )
    assert intent.filters["location"] == "Jersey City"
    assert intent.filters["near"] == "Journal Square"


def test_a_place_wished_after_an_events_venue_is_still_wished() -> None:
    intent = turns("Edinburgh for 2, the festival is at the Meadows, Old Town would be best")
    assert intent.filters["near"] == "Old Town"


@pytest.mark.parametrize(
    "utterance",
    [
        "We don't want to be a long walk from Gràcia",
        "Não queremos ficar numa rua barulhenta de Gràcia, mas sim perto dela",
    ],
)
def test_a_stay_not_wanted_far_from_a_place_keeps_it(utterance: str) -> None:
    assert turns("flat in Barcelona for 2", utterance).filters["near"] == "Gràcia"


def test_somewhere_easy_to_get_downtown_from_still_wishes_it() -> None:
    intent = turns("Quiet place in Montreal, and easy to get to downtown")
    assert intent.filters["near"] == "Montreal city centre"


@pytest.mark.parametrize(
    "utterance",
    [
        "agora queria um fim de semana em nova york em fevereiro, saindo de montreal",
        "un finde en Nueva York en febrero, saliendo desde Montreal con dos amigas",
        "saindo de montreal, quero ir pra nova york",
        "a weekend in New York in February, leaving from Montreal",
    ],
)
def test_the_city_set_off_from_is_not_the_stay(utterance: str) -> None:
    assert turns(utterance).filters["location"] == "New York"
