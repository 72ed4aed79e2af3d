"""Where the trip's events happen is not where to stay: "mi prima se casa en Kauai, en Hanalei",
"tocamos en un salón de eventos en Queens", "dropping my daughter off at UAlbany", "tengo citas
en el barrio de los diamantes, al lado de la estación", "eu vou surfar em Ho'okipa", "meetings
in the Ironbound area and near the airport", "I'll be at the Convention Centre every day" wish no
place, until a wish says so ("Want something walking distance", "Tem algo por ali?"). Where the
visitor's relatives live, said more closely ("in the Bronx, near Fordham Road"), is their home.
English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        (
            "Hola, mi prima se casa en Kauai!! en Hanalei, el 14 de octubre. Vamos desde Vigo mi "
            "novio y yo",
            "Kauai",
        ),
        (
            "hola somos un mariachi de guadalajara, 7 músicos, tocamos el 12 de mayo en un salón "
            "de eventos en queens",
            "New York",
        ),
        (
            "hi, dropping my daughter off at UAlbany end of august, need a place for me, her and "
            "her dad for 3 nights",
            "Albany",
        ),
        (
            "Viaje de trabajo a Amberes, 4 noches. Soy joyero, tengo citas en el barrio de los "
            "diamantes, al lado de la estación central.",
            "Antwerp",
        ),
        (
            "eu e minha esposa vamos pra maui em abril. eu vou surfar em ho'okipa e ela vai "
            "curtir a praia",
            "Maui",
        ),
        (
            "vou pra Big Island fazer coleta de campo perto do Kīlauea com uma colega americana",
            "The Big Island",
        ),
        (
            "I need a place for 4 nights in Newark, I have meetings at a client in the Ironbound "
            "area and near the airport. Just me.",
            "Newark",
        ),
        (
            "Business trip to Hong Kong, 4 nights. I'll be at the Convention and Exhibition "
            "Centre in Wan Chai every day.",
            "Hong Kong",
        ),
        (
            "Going to New York for a week to visit family. My cousin live in the Bronx, near "
            "Fordham Road.",
            "New York",
        ),
    ],
)
def test_where_the_trips_events_happen_is_no_wish(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert filters["location"] == market
    assert "near" not in filters


@pytest.mark.parametrize(
    ("utterances", "near"),
    [
        (
            (
                "Business trip to Hong Kong, 4 nights. I'll be at the Convention and Exhibition "
                "Centre in Wan Chai every day.",
                "Want something walking distance. Lift obviously.",
            ),
            "Convention and Exhibition Centre",  # as said; the evaluation knows it by any name
        ),
        (
            (
                "Vou pra Nova York a trabalho em março, só eu",
                "O escritório fica perto do World Trade Center. Tem algo por ali até uns US$ 200?",
            ),
            "World Trade Center",
        ),
    ],
)
def test_a_wish_to_be_close_to_the_event_says_where(utterances: tuple[str, ...], near: str) -> None:
    assert turns(*utterances).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("We'd like to stay in Haleiwa to surf at Pipeline", "Haleiwa"),
        ("surfing holiday in Oahu, near Haleiwa", "Haleiwa"),
        ("the wedding is in Brooklyn, in Williamsburg, we want to stay in Manhattan", "Manhattan"),
        (
            "the conference is at the Javits Center and near Hudson Yards would be great",
            "Hudson Yards",
        ),
        (
            "e aí! eu e minha namorada vamos surfar em oahu em dezembro, north shore, temporada "
            "de onda grande",
            "Haleiwa",
        ),
    ],
)
def test_a_place_wished_beside_the_event_is_still_wished(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


def test_a_birding_trip_keeps_its_market_and_its_wish() -> None:
    filters = turns(
        "My sister and I are planning a birding trip to Kauai in late February. We'd like to be "
        "on the north shore if possible"
    ).filters
    assert filters["location"] == "Kauai"
    assert filters["near"] == "North Shore"


def test_a_room_of_the_home_is_no_event() -> None:
    filters = turns("queremos un piso con un salón enorme en Gràcia").filters
    assert filters["near"] == "Gràcia"


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("We want to surf at Bondi every morning so need to be close", "Bondi Beach"),
        ("Quiero surfear en la Barceloneta, algo cerca", "Barceloneta Beach"),
        ("Learning to surf in Waikiki, 2 adults, need a condo", "Waikiki Beach"),
        ("We'll be based at Bondi, 2 adults", "Bondi Beach"),
        ("We'll be at Waikiki most of the time so want something there", "Waikiki Beach"),
        ("No meetings this trip, just beach time in Waikiki!", "Waikiki Beach"),
        ("Sin reuniones esta vez, solo playa en la Barceloneta", "Barceloneta Beach"),
        ("The Ribeira streets are crazy beautiful, we want to stay there", "Ribeira"),
        ("Concert at Madison Square Garden and a hotel near Times Square", "Times Square"),
        ("Tengo un congreso en el Riocentro y mejor cerca de Ipanema", "Ipanema Beach"),
        ("I have meetings online all week so anywhere in Gràcia with good wifi", "Gràcia"),
        ("I have Zoom meetings every morning, so anywhere in Ipanema with a desk", "Ipanema Beach"),
        ("Heard prices are dropping in Waikiki, so 2 adults in Waikiki", "Waikiki Beach"),
    ],
)
def test_a_stay_said_beside_a_sport_or_a_denied_event_is_wished(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


def test_close_to_the_venue_named_in_the_same_message() -> None:
    filters = turns("Rio for 2", "Meu congresso é no Riocentro. Tem alguma coisa perto?").filters
    assert filters["near"] == "Riocentro"


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        ("Antwerp for 2", "cerca del puerto si se puede", "Port of Antwerp"),
        (
            "Istanbul for 2",
            "Cerca del puerto de cruceros. Galataport creo que se llama.",
            "Galataport",
        ),
        ("Victoria BC for 2", "near the harbour", "Inner Harbour"),
    ],
)
def test_the_harbour_and_the_cruise_port_of_the_market(
    search: str, utterance: str, near: str
) -> None:
    assert turns(search, utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "guests", "near"),
    [
        (
            "Hi po! 4 kami going to HK this December, mostly for Disneyland and shopping. Any "
            "place near Disneyland?",
            4,
            "Disneyland",
        ),
        (
            "Looking for place in hong kong for family trip po, 9 pax. gusto namin malapit sa "
            "disneyland sana",
            9,
            "Disneyland",
        ),
    ],
)
def test_filipino_typed_inside_english(utterance: str, guests: int, near: str) -> None:
    filters = turns(utterance).filters
    assert (filters["min_accommodates"], filters["near"]) == (guests, near)


def test_a_car_to_go_to_the_port_wishes_no_port() -> None:
    filters = turns(
        "Antwerp, apartment for 2",
        "Que tenga parqueadero porque voy a alquilar carro para ir al puerto",
    ).filters
    assert "near" not in filters
    assert filters["amenities"] == ["Free parking on premises"]
