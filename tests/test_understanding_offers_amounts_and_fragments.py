"""A place put forward with what it offers ("E se for em Poblenou, perto da praia?") is wished; an
amount that opens its sentence, before another currency is asked, is the budget ("Como unos 200
dólares canadienses la noche, ¿o en quetzales cuánto sería?"); a wish said as a fragment before a
question ("Ok then near harbour. The first one is how far…?") holds. "24h doorman" counts no one,
"emocionados con Gaudí" brings no one, "to see as much as we can, Tsim Sha Tsui" is where to stay,
"the Ribeira streets are a nightmare" wishes no Ribeira (and keeps one chosen) and "used to
running about the fields in Angus" wishes no Angus. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("search", "offer", "near"),
    [
        (
            "Barcelona para 2, perto de Gràcia",
            "E se for em Poblenou, perto da praia? Vi que tem muito coworking lá.",
            "Poblenou",
        ),
        ("Sydney for 2 near Surry Hills", "And Bondi, close to the beach?", "Bondi Beach"),
    ],
)
def test_a_place_put_forward_with_what_it_offers_is_wished(
    search: str, offer: str, near: str
) -> None:
    assert turns(search, offer).filters["near"] == near


def test_asking_whether_a_place_is_close_to_something_wishes_nothing() -> None:
    assert "near" not in turns("Sydney for 2", "Is Bondi close to the beach?").filters


def test_an_amount_answered_before_a_question_in_another_currency_is_the_budget() -> None:
    filters = turns(
        "Montreal en febrero, somos 5",
        "Como unos 200 dólares canadienses la noche, ¿o en quetzales cuánto sería?",
    ).filters
    assert filters["max_price"] == 200


def test_an_amount_asked_about_is_no_budget() -> None:
    filters = turns("Porto for 2 under 150", "200 euros, is that ok for the first one?").filters
    assert filters["max_price"] == 150


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Rio for 4, security is important, 24h doorman or a gated building", 4),
        ("a 2 hour drive from the city is fine, 4 of us, Brisbane", 4),
        (
            "Barcelona, somos 4. Queremos algo cerca de la Sagrada Familia, los niños están full "
            "emocionados con Gaudí",
            4,
        ),
        ("Barcelona, viajo con Ana", 2),
    ],
)
def test_who_comes(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_all_there_is_to_see_then_where_to_stay() -> None:
    filters = turns(
        "Hong Kong for 3. Want to be somewhere central to see as much as we can, Tsim Sha Tsui "
        "or Central. We know places are tiny there haha"
    ).filters
    assert filters["near"] == "Tsim Sha Tsui"


def test_a_wish_said_as_a_fragment_before_a_question_holds() -> None:
    filters = turns(
        "Victoria BC for 2",
        "Ok then near harbour. The first one is how far to walk to the whale tours?",
    ).filters
    assert filters["near"] == "Inner Harbour"


def test_streets_judged_a_nightmare_wish_no_place() -> None:
    filters = turns(
        "Porto for 2, somewhere near Foz",
        "We'll have the car too so parking would be handy, I've heard the Ribeira streets are a "
        "nightmare to drive.",
    ).filters
    assert filters["near"] == "Foz do Douro"
    assert filters["amenities"] == ["Free parking on premises"]


def test_parking_judged_dear_keeps_the_place() -> None:
    filters = turns(
        "Newark for 2 near the airport",
        "does any of them let me park it for the 2 weeks im away?? airport parking is insane",
    ).filters
    assert filters["near"] == "Newark Liberty International Airport"


def test_a_habit_of_home_wishes_no_place() -> None:
    filters = turns(
        "Porto in May with our springer spaniel",
        "So it has to allow dogs. He's not a flat dog really, he's used to running about the "
        "fields in Angus.",
    ).filters
    assert "near" not in filters
    assert filters["amenities"] == ["Pets allowed"]


def test_a_place_said_before_more_words_is_no_fragment() -> None:
    filters = turns(
        "Flat in Sydney for 2 near Coogee",
        "Ok near Bondi it's all booked. How far is the first one from the beach?",
    ).filters
    assert filters["near"] == "Coogee"


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("Happy to pay extra for a pool, 3 bedrooms in Kona", "Pool"),
        ("we need a garden for the dog, Porto", "Garden or backyard"),
    ],
)
def test_paying_more_for_a_thing_asks_for_it(utterance: str, amenity: str) -> None:
    assert amenity in turns(utterance).filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    ["300 dollars, for that studio?! No thanks", "200 euros, the first one? No way."],
)
def test_an_amount_complained_of_is_no_budget(utterance: str) -> None:
    assert turns("Porto for 2 under 150", utterance).filters["max_price"] == 150


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        (
            "Rio for 2",
            "Santa Teresa's streets are hell with luggage, but we love the vibe",
            "Santa Teresa",
        ),
        (
            "Barcelona for 2 near Gràcia",
            "Gràcia's streets are a nightmare for parking, so no car for us",
            "Gràcia",
        ),
    ],
)
def test_streets_weighed_or_complained_of_keep_the_place(
    search: str, utterance: str, near: str
) -> None:
    assert turns(search, utterance).filters["near"] == near
