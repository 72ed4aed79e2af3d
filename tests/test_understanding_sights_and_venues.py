"""A place named for what the trip is for is no place to stay near: where an event is held ("held
near Admiralty"), a sight said to be a must ("Pearl Harbor is a must"), what the trip is mostly
for ("mostly for Butchart Gardens"), and places weighed by the question after them ("Waimea or
Hilo side … Which is better for this?"). Each still says which market, and a stay wished beside
it is still wished. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from language.place_names import canonical_place_name
from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("an arbitration hearing in Hong Kong for 5 days in March, held near Admiralty. I need a "
         "studio with a desk", "Hong Kong"),
        ("the congress is held at the Palais des congrès, Montreal, two of us", "Montreal"),
        ("el torneo se celebra en el Palau Sant Jordi, vamos a Barcelona cuatro", "Barcelona"),
        ("a feira acontece no Riocentro, vamos ao Rio em dois", "Rio De Janeiro"),
    ],
)  # fmt: skip
def test_where_an_event_is_held_is_no_wish_to_stay_there(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert filters["location"] == market


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("im a bit of a WW2 nut so pearl harbor is a must, Oahu for 2", "Oahu"),
        ("I am a landscape gardener and Butchart Gardens is for me a pilgrimage. Victoria for 2",
         "Victoria"),
        ("La Sagrada Familia es imprescindible, Barcelona para tres", "Barcelona"),
        ("o Cristo Redentor é obrigatório, Rio para dois", "Rio De Janeiro"),
    ],
)  # fmt: skip
def test_a_sight_said_to_be_a_must_is_no_wish_to_stay_there(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert filters["location"] == market


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Staying in Waikiki is a must for us", "Waikiki Beach"),
        ("walking distance to the Sagrada Familia is a must", "Sagrada Família"),
        ("o Cristo Redentor é obrigatório, queremos ficar em Copacabana", "Copacabana Beach"),
    ],
)
def test_a_stay_said_to_be_a_must_is_still_wished(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Waikiki is a must for us, 4 people", "Waikiki Beach"),
        ("Kihei is on our list, condo for 4", "Kihei"),
        ("Copacabana é obrigatório para nós, somos 4", "Copacabana Beach"),
        ("Gràcia es imprescindible para nosotros, somos 3", "Gràcia"),
        ("We want mostly for Brooklyn, 2 adults", "Brooklyn"),
        ("Principalmente para Copacabana, apê para 2", "Copacabana Beach"),
        ("Pearl Harbor is a must, we want to stay in Waikiki", "Waikiki Beach"),
    ],
)
def test_a_neighbourhood_or_beach_said_to_be_a_must_is_where_to_stay(
    utterance: str, place: str
) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    ("utterance", "filters"),
    [
        ("We'll be hearing live music in Williamsburg, looking for a place there for 2",
         {"near": "Williamsburg"}),
        ("A flat hosted by a superhost in Williamsburg for 2",
         {"near": "Williamsburg", "property_type": "Apartment"}),
    ],
)  # fmt: skip
def test_hearing_and_hosted_are_no_events(utterance: str, filters: dict[str, object]) -> None:
    assert filters.items() <= turns(utterance).filters.items()


@pytest.mark.parametrize(
    "utterance",
    [
        "my sister and I are flying out to Victoria in May, mostly for Butchart Gardens",
        "vamos a Barcelona principalmente por la Sagrada Familia",
        "vamos ao Rio sobretudo para o Pão de Açúcar",
    ],
)
def test_what_the_trip_is_mostly_for_is_no_wish_to_stay_there(utterance: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert "location" in filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("we're looking mostly for Brooklyn", "Brooklyn"),
        ("mostly for the beach, Copacabana ideally", "Copacabana Beach"),
        ("vamos principalmente por el Camp Nou, algo cerca", "Camp Nou"),
    ],
)
def test_a_place_searched_mostly_or_wished_after_the_purpose_is_still_wished(
    utterance: str, place: str
) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Oi de novo! Agora quero ver o Rio, Copacabana, 5 noites", "Copacabana Beach"),
        ("quiero conocer Barcelona, cerca de la Sagrada Familia", "Sagrada Família"),
    ],
)
def test_a_place_after_the_market_to_see_is_where_to_stay(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


def test_a_sight_named_by_its_market_is_still_a_sight() -> None:
    filters = turns(
        "sempre sonhei em ver aquele teatro de Sydney, a Ópera. Vou com minha esposa"
    ).filters
    assert "near" not in filters
    assert filters["location"] == "Sydney"


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("I think Waimea or Hilo side is closer to the Saddle Road. Which is better for this? "
         "Big Island for 2", "The Big Island"),
        ("Disseram-nos que as baleias se veem bem de Lahaina e de Kihei. Qual é melhor para isso? "
         "Maui", "Maui"),
        ("Nos dijeron que Kihei o Wailea tienen buena playa. ¿Cuál es mejor para niños? Maui",
         "Maui"),
    ],
)  # fmt: skip
def test_places_weighed_by_the_question_after_them_set_neither(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert filters["location"] == market


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Kona side ideally, 2 adults. Which is better for kids, a house or a flat?",
         "Kailua-Kona"),
        ("Kona or Hilo. Which is cheaper?", "Kailua-Kona"),
    ],
)  # fmt: skip
def test_a_place_wished_before_another_question_is_still_wished(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    "utterance",
    [
        "Stay in Kihei with kids and a dog. Which is better, May or June?",
        "Looking in Kihei or Wailea for 4. Which is better, a condo or a house?",
    ],
)
def test_a_question_weighing_something_else_keeps_the_place(utterance: str) -> None:
    assert turns(utterance).filters["near"] == "Kihei"


def test_a_market_and_a_question_after_it_are_no_places_weighed() -> None:
    filters = turns(
        "fala! eu e mais 3 amigos vamos pra big island em janeiro pegar onda, 10 a 24. qual a "
        "melhor regiao pra ficar?"
    ).filters
    assert filters["location"] == "The Big Island"


@pytest.mark.parametrize(
    ("market", "utterance", "place"),
    [
        ("Victoria", "O encontro é na universidade, mas a organização disse que o centro da cidade "
         "é melhor pra ficar", "Victoria city centre"),
        ("Maui", "el retiro es por kihei entonces cerca de ahí estaría bien", "Kihei"),
    ],
)  # fmt: skip
def test_a_gathering_says_where_it_is_and_a_stay_near_it_is_wished(
    market: str, utterance: str, place: str
) -> None:
    assert turns(market, utterance).filters["near"] == place


@pytest.mark.parametrize(
    "question",
    [
        "but is it walking distance from gare centrale?",
        "pero queda cerca de la Gare Centrale?",
        "mas fica perto da Gare Centrale?",
    ],
)
def test_asking_whether_a_listing_is_close_to_a_place_changes_nothing(question: str) -> None:
    assert "near" not in turns("Montreal for 2", question).filters


@pytest.mark.parametrize(
    ("utterance", "parking"),
    [
        ("Want to stay close to park, not resort area. Big Island", False),
        ("need somewhere to park the car, Big Island", True),
        ("we need to park, Big Island", True),
        ("Is there a way to park the car? Big Island", True),
        ("we need a spot close to park the car, Big Island", True),
    ],
)
def test_close_to_park_is_a_park_and_to_park_is_parking(utterance: str, parking: bool) -> None:
    amenities = turns(utterance).filters.get("amenities", [])
    assert ("Free parking on premises" in amenities) is parking


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("I'm in Montreal 14–18 October for a conference at the Palais des congrès. Need a 1-bed "
         "apartment within 10 mins' walk, with a proper desk.", "Palais des congrès de Montréal"),
        ("asisto a un congreso de odontología en el Palais des congrès de Montreal del 14 al 18 de "
         "enero. Busco alojamiento cerca, para mí sola.", "Palais des congrès de Montréal"),
        ("vou a um congresso no Palais des congrès, Montreal. Algo a 10 minutos a pé, por favor",
         "Palais des congrès de Montréal"),
        # "congresso no" is no "so no", "only in"
        ("vou a um congresso no Palais des congrès em Montreal. Algo perto, por favor",
         "Palais des congrès de Montréal"),
        ("a match at the SCG next week, Sydney for 2, somewhere a five minute walk please",
         "Sydney Cricket Ground"),
    ],
)  # fmt: skip
def test_a_stay_close_to_the_venue_said_after_it_is_near_the_venue(
    utterance: str, place: str
) -> None:
    filters = turns(utterance).filters
    assert canonical_place_name(filters["near"], filters["location"]) == place


@pytest.mark.parametrize(
    "utterance",
    [
        "a conference at the Palais des congrès, Montreal for one. Is it a 10 min walk from the "
        "Old Port?",
        "a conference at the Palais des congrès, Montreal for one, a 10 minute walk to the metro "
        "would be nice",
    ],
)
def test_a_walk_asked_about_or_to_somewhere_else_is_no_wish_near_the_venue(utterance: str) -> None:
    assert turns(utterance).filters.get("near") != "Palais des congrès de Montréal"
