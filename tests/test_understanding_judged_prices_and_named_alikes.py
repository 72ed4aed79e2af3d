"""A city whose name starts with a market's is not that market ("aqui em Porto Velho não tem");
a price judged ("$300 a night seems an awful lot") is no budget; "don't mind being a bit out of
the centre" shrugs off neither the villa nor the pool said before it; "What about Poipu, is the
weather better?" puts Poipu forward; a car collected at the airport is no wish to stay there;
"is breakfast included?" and "can you check if it has aircon?" ask about the listings shown; the
kids "won't survive without one" and the stroller "for the little one" point at no listing;
"Which of these has at least 3 bedrooms?" asks for the filter; "3 and a half weeks", Argentine
"2 ambientes", "de un solo piso", "o meu kota" and "un piso grande o casa" are read. A place
stuck with beside a question stands; studying, shopping, a show and a market's weather name no
place to stay; a place priced out ("puro Manhattan carísimo") gives way to the one put forward;
"near train station. Maybe Newark Penn Station?" means that station. English, Spanish and
Portuguese."""

from __future__ import annotations

import pytest

from language.parser import parse_utterance
from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "location"),
    [
        (
            "Vou levar minha mãe pro Rio de Janeiro pra fazer um tratamento, aqui em Porto Velho "
            "não tem.",
            "Rio De Janeiro",
        ),
        ("moro em Porto Alegre e quero ir pro Rio em março", "Rio De Janeiro"),
    ],
)
def test_a_city_named_from_a_market_is_not_that_market(utterance: str, location: str) -> None:
    assert turns(utterance).filters["location"] == location


def test_the_market_itself_is_still_read() -> None:
    assert turns("quero ir pro porto, perto da ribeira").filters["location"] == "Porto"


@pytest.mark.parametrize(
    "utterance",
    [
        "$300 a night seems an awful lot. Is that normal for New York??",
        "200 dollars per night sounds like too much",
    ],
)
def test_a_price_judged_is_no_budget(utterance: str) -> None:
    assert "max_price" not in turns("New York for 2", utterance).filters


def test_a_price_said_as_fine_is_the_budget() -> None:
    assert turns("New York for 2", "$300 a night is fine").filters["max_price"] == 300


def test_not_minding_the_outskirts_keeps_what_was_asked_before_it() -> None:
    filters = turns(
        "Barcelona for 8",
        "Want a big villa with a pool if possible, don't mind being a bit out of the centre",
    ).filters
    assert filters["property_type"] == "Villa"
    assert filters["amenities"] == ["Pool"]
    assert "near" not in filters


def test_a_shrug_alone_still_lifts_what_was_said_before_it() -> None:
    assert (
        "amenities"
        not in turns("Porto for 2", "a pool would be nice, not essential though").filters
    )


def test_an_amount_converted_with_whatever_keeps_the_needs_before_it() -> None:
    filters = turns(
        "Brisbane studio",
        "Must have a proper workspace and reliable wifi. Up to USD 220/night, company reimburses "
        "in AUD so whatever that converts to.",
    ).filters
    assert set(filters["amenities"]) == {"Laptop friendly workspace", "Wifi"}


@pytest.mark.parametrize(
    ("search", "offer", "near"),
    [
        (
            "flat in Rio near Botafogo",
            "What about Ipanema, close to the beach, is it way more expensive?",
            "Ipanema Beach",
        ),
        (
            "Kauai for 2 near Hanalei",
            "What about Poipu, is the weather better in the south in November?",
            "Poipu",
        ),
    ],
)
def test_a_place_put_forward_then_asked_about_is_wished(search: str, offer: str, near: str) -> None:
    assert turns(search, offer).filters["near"] == near


def test_a_sight_put_forward_then_asked_about_is_not() -> None:
    filters = turns(
        "Sydney for 2 near Bondi", "What about the Opera House, is it open on Mondays?"
    ).filters
    assert filters["near"] == "Bondi Beach"


@pytest.mark.parametrize(
    "utterance",
    [
        "Oh wait, do any of them have parking? We're renting a minivan at the airport",
        "¿Alguno tiene estacionamiento? Vamos a arrendar auto al tiro en el aeropuerto",
    ],
)
def test_a_car_collected_at_the_airport_is_no_place_to_stay(utterance: str) -> None:
    filters = turns("Oahu for 3 near Pipeline", utterance).filters
    assert filters["near"] == "Pipeline"
    assert filters["amenities"] == ["Free parking on premises"]


@pytest.mark.parametrize(
    "utterance",
    [
        "Kindly, is breakfast included?",
        "Will it be very cold? Is heating included in these places?",
        "Can you check if it has aircon? It's summer there diba",
    ],
)
def test_asking_what_a_listing_includes_changes_nothing(utterance: str) -> None:
    assert "amenities" not in turns("Sydney for 6 near Parramatta", utterance).filters


def test_a_stay_with_breakfast_included_is_still_asked_for() -> None:
    assert turns("Porto for 2", "I need breakfast included").filters["amenities"] == ["Breakfast"]


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        (
            "Need a house with at least 3 bedrooms and a pool, the kids won't survive without one.",
            ["Pool"],
        ),
        ("Elevator please, the stroller for the little one is heavy.", ["Elevator"]),
    ],
)
def test_the_one_a_child_needs_points_at_no_listing(utterance: str, amenities: list[str]) -> None:
    assert turns("Brisbane for 5", utterance).filters["amenities"] == amenities


def test_which_of_these_has_a_number_of_bedrooms_asks_for_it() -> None:
    filters = turns(
        "Maui for 5",
        "Which of these has at least 3 bedrooms? The 12 year old refuses to share with the 4 "
        "year old",
    ).filters
    assert filters["min_bedrooms"] == 3


@pytest.mark.parametrize(
    ("utterance", "nights"),
    [
        ("need accommodation for the whole festival, around 3 and half weeks", 24),
        ("por tres semanas y media", 24),
        ("we're staying a week and a half", 10),
        ("una semana y media en Oporto", 10),
        ("for 2 weeks", 14),
    ],
)
def test_half_a_week_more_is_counted(utterance: str, nights: int) -> None:
    assert parse_utterance(utterance).nights == nights


def test_three_and_a_half_weeks_counts_no_guests() -> None:
    assert "min_accommodates" not in parse_utterance("for three and a half weeks").settings


@pytest.mark.parametrize(
    ("utterance", "bedrooms"),
    [("Busco un depto de 2 ambientes, con buena conexión", 1), ("3 ambientes en Gràcia", 2)],
)
def test_argentine_rooms_count_the_living_room(utterance: str, bedrooms: int) -> None:
    assert parse_utterance(utterance).settings["min_bedrooms"] == bedrooms


def test_a_studio_or_two_rooms_sets_no_minimum() -> None:
    assert (
        "min_bedrooms"
        not in parse_utterance("Un monoambiente o dos ambientes, con cocina").settings
    )


@pytest.mark.parametrize(
    "utterance", ["¿Alguno es de un solo piso?", "que con las maletas no subo cinco pisos ni loca"]
)
def test_floors_counted_are_no_apartment(utterance: str) -> None:
    assert "property_type" not in parse_utterance(utterance).settings


def test_the_angolan_kota_travels_along() -> None:
    filters = turns(
        "Bom dia. Vou a Portugal com o meu kota para ele fazer uma consulta no Hospital de São "
        "João, no Porto."
    ).filters
    assert filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance", ["Necesitamos un piso grande o casa", "we need a big flat or house"]
)
def test_a_described_kind_or_another_sets_neither(utterance: str) -> None:
    assert "property_type" not in parse_utterance(utterance).settings


def test_a_must_said_twice_in_spanish_is_no_alternative() -> None:
    assert parse_utterance("Que tenga aire acondicionado sí o sí").amenities == ["Air conditioning"]


@pytest.mark.parametrize(
    "utterance",
    ["Gracias, mañana lo reviso con mi esposo", "lo miro con él esta noche y te digo"],
)
def test_whom_a_choice_is_looked_over_with_is_no_guest(utterance: str) -> None:
    assert turns("Newark for 3", utterance).filters["min_accommodates"] == 3


def test_going_back_is_no_trip_that_makes_a_couple() -> None:
    filters = turns(
        "Looking for a place on Maui for our family, 2 adults and 3 kids",
        "We'd love to be near Kaanapali beach",
        "What about something in Kihei instead?",
        "Actually can we go back to Kaanapali. My husband really wants to be walking distance to "
        "Whalers Village.",
    ).filters
    assert filters["min_accommodates"] == 5


def test_two_homes_for_parts_of_the_party_count_no_party() -> None:
    filters = turns(
        "New York for 8",
        "Ok what if we did two places instead, one for the ladies and one for the men and me and "
        "my husband, as long as they're close to each other.",
    ).filters
    assert filters["min_accommodates"] == 8


def test_superhosts_asked_beside_a_question_stand() -> None:
    filters = turns(
        "Need a studio in Brisbane near the Brisbane Convention & Exhibition Centre.",
        "Superhosts only please. Had a bad experience last trip. Is the first one actually in "
        "South Bank or across the river?",
    ).filters
    assert filters["superhost_only"] is True


def test_a_place_of_ours_weighed_is_neither_wished_nor_unknown() -> None:
    parsed = parse_utterance("Is better to stay near Sagrada or near beach? Kids want only beach")
    assert not parsed.near and parsed.near_named is None
    assert parsed.unknown_places == []


def test_a_place_stuck_with_beside_a_question_stands() -> None:
    filters = turns(
        "flat in Rio near Botafogo",
        "What about Ipanema, close to the beach, is it way more expensive?",
        "Fair enough. Let's stick with Botafogo then. Does the 3rd one have air con?",
    ).filters
    assert filters["near"] == "Botafogo"


def test_the_listing_kept_names_no_place_to_stay() -> None:
    filters = turns(
        "flat in Rio near Leblon", "bueno, me quedo con la primera de Ipanema. tiene balcón?"
    ).filters
    assert filters["near"] == "Leblon"


def test_studying_somewhere_is_what_the_trip_is_for() -> None:
    filters = turns(
        "I am starting my PhD at McGill in January and I need a place for the first 4 weeks."
    ).filters
    assert filters["location"] == "Montreal"
    assert "near" not in filters


def test_something_cheaper_asked_for_elsewhere_moves_the_search() -> None:
    filters = turns(
        "Pensamos em ficar uns dias em Maui, perto de Kaanapali",
        "Tem alguma coisa até uns 1.500 reais a diária?",
        "E na Big Island, perto de Kona, tem coisa mais em conta?",
    ).filters
    assert filters["location"] == "The Big Island"
    assert filters["near"] == "Kailua-Kona"


def test_a_place_priced_out_gives_way_to_the_one_put_forward() -> None:
    filters = turns(
        "Nueva York para 4, depa",
        "Neta? puro Manhattan carísimo. ¿Y Brooklyn? Williamsburg dicen que está bien chido",
    ).filters
    assert filters["near"] == "Brooklyn"


@pytest.mark.parametrize(
    "utterance",
    [
        "Máximo 80 euros la noche, que luego hay que comer kebab y comprar en el Gran Bazar jaja",
        "we'll go shopping at the Grand Bazaar one day",
    ],
)
def test_where_the_visitor_shops_or_eats_is_no_place_to_stay(utterance: str) -> None:
    filters = turns("Estambul para 2, apartamento por Sultanahmet", utterance).filters
    assert filters["near"] == "Sultanahmet"


def test_a_show_seen_at_a_venue_is_no_place_to_stay() -> None:
    filters = turns(
        "Então bora pro Rio mesmo, a gente pega show no Maracanã ou vai pra praia kkkk"
    ).filters
    assert filters == {"location": "Rio De Janeiro"}


def test_show_me_is_still_a_request() -> None:
    assert turns("show me places near Ipanema").filters["near"] == "Ipanema Beach"


def test_a_kind_of_place_then_the_one_meant() -> None:
    filters = turns(
        "We are 2 people, 3 nights. Where is good to stay? Newark or New York?",
        "We want safe and near train station. Maybe Newark Penn Station?",
    ).filters
    assert filters["location"] == "Newark"
    assert filters["near"] == "Newark Penn Station"


def test_a_markets_weather_remarked_on_moves_no_search() -> None:
    filters = turns(
        "We're 5 going to Jersey City, 3 bedrooms, 350 euros",
        "Do any of them have aircon? Heard New York in August is brutal",
    ).filters
    assert filters["location"] == "Jersey City"
    assert filters["min_accommodates"] == 5


def test_a_market_with_its_weather_said_first_is_still_the_destination() -> None:
    assert turns("Rio em dezembro é um forno, precisamos de ar").filters["location"] == (
        "Rio De Janeiro"
    )


def test_a_want_after_a_question_about_a_shared_room_stands() -> None:
    filters = turns(
        "montreal for 4 ppl near plateau",
        "wait is the 2nd one a shared room?? we want our own place",
    ).filters
    assert filters["room_type"] == "Entire home/apt"


def test_a_market_we_lack_visited_after_a_home_named_changes_nothing() -> None:
    filters = turns(
        "Hello, we are couple from Brno. We like to visit Brussels in spring for the Belgian "
        "beer. Do you have something?"
    ).filters
    assert filters == {}


def test_friends_not_a_couple_are_no_couple() -> None:
    assert "min_accommodates" not in parse_utterance("we are friends not a couple lol").settings


@pytest.mark.parametrize(
    "utterance",
    [
        "me voy a Montreal a hacer una maestría y necesito dónde quedarme un mes mientras "
        "encuentro departamento",
        "Preciso de um quarto para o primeiro mês enquanto procuro casa.",
        "Does the big one have a good kitchen? We'll do a boozy brunch in the house on Saturday",
    ],
)
def test_a_home_looked_for_later_or_partied_in_is_no_kind_asked(utterance: str) -> None:
    assert "property_type" not in parse_utterance(utterance).settings


@pytest.mark.parametrize(
    "utterance",
    [
        "she needs her own room, she snores",
        "she walk with a cane, so she need a room downstairs",
        "Ela precisa de um quarto só pra ela, com banheiro perto.",
        "Equipo: 6 personas, todas con habitación individual.",
    ],
)
def test_a_bedroom_of_ones_own_is_no_private_room(utterance: str) -> None:
    assert "room_type" not in parse_utterance(utterance).settings


def test_a_room_asked_for_is_still_a_private_room() -> None:
    assert parse_utterance("I'd like a room in Porto").settings["room_type"] == "Private room"


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Can you find one for me and my husband in Oahu?", 2),
        ("I need one for my wife, our 2 kids and me in Maui, a house", 4),
        ("Do you have one for 2 adults and a baby in Kihei?", 3),
    ],
)
def test_one_home_for_the_party_counts_it(utterance: str, guests: int) -> None:
    assert parse_utterance(utterance).settings["min_accommodates"] == guests


def test_a_trip_of_mine_and_my_husbands_is_no_solo_trip() -> None:
    settings = parse_utterance("A viagem é só minha e do meu marido, algo em Copacabana").settings
    assert settings.get("min_accommodates") != 1


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Is Leblon too expensive for a week? We'd love to be there", "Leblon"),
        ("Manhattan is overpriced but we want to be there anyway", "Manhattan"),
    ],
)
def test_a_place_asked_about_or_taken_despite_its_price_is_wished(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "budget"),
    [
        ("$150 a night is steep but doable for us in Waikiki", 150),
        ("Procuro algo no Rio por R$ 300 a noite e muito perto da praia", 300),
    ],
)
def test_a_price_judged_and_then_taken_is_the_budget(utterance: str, budget: int) -> None:
    assert turns(utterance).filters["max_price"] == budget


def test_a_home_rented_near_the_airport_is_asked_for() -> None:
    filters = turns("We want to rent an apartment 10 minutes from the airport in Sydney").filters
    assert filters["property_type"] == "Apartment"
    assert filters["near"] == "Sydney Airport"


def test_a_market_said_with_its_season_as_the_plan_is_the_destination() -> None:
    assert turns("Hi! New York in December is our plan, 2 adults").filters["location"] == (
        "New York"
    )


def test_porto_said_safe_in_lower_case_is_porto() -> None:
    assert turns("Procuro um bairro do Porto seguro para família").filters["location"] == "Porto"


@pytest.mark.parametrize(
    "utterance", ["for 2 weeks and half of us leave earlier", "dos semanas y media pensión"]
)
def test_half_of_the_party_or_half_board_is_no_half_week(utterance: str) -> None:
    assert parse_utterance(utterance).nights == 14


def test_which_has_a_nicer_thing_compares_the_listings() -> None:
    assert parse_utterance("Which of these has a nicer view of the river?").results_question


def test_a_listing_described_with_and_is_still_a_listing() -> None:
    assert parse_utterance("Does the big and bright one have AC?").results_question


@pytest.mark.parametrize(
    "utterance", ["¿El desayuno está incluido?", "O café da manhã está incluído?"]
)
def test_asking_in_spanish_or_portuguese_what_is_included_changes_nothing(utterance: str) -> None:
    assert "amenities" not in turns("Porto for 2", utterance).filters


def test_a_shrug_either_way_still_lifts_what_was_said_before_it() -> None:
    filters = turns(
        "Porto for 2",
        "a pool would be nice but we don't mind either way to be honest with you",
    ).filters
    assert "amenities" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Busco una habitación individual en Porto para un mes",
        "Looking for a room downstairs in a shared house in Edinburgh, I can't do stairs",
    ],
)
def test_a_single_room_to_rent_is_a_private_room(utterance: str) -> None:
    assert parse_utterance(utterance).settings["room_type"] == "Private room"


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("We'd love a pool in Maui but we don't mind a bit", "Pool"),
        ("House in Oahu, AC would be nice but we don't mind having just fans", "Air conditioning"),
    ],
)
def test_a_shrug_that_accepts_doing_without_lifts_the_wish(utterance: str, amenity: str) -> None:
    assert amenity in parse_utterance(utterance).removed_amenities


@pytest.mark.parametrize(
    "utterance",
    [
        "perfect. and there is parking? we want to rent a car one day",
        "Also kindly check if heating is included, I read that electricity is separate",
    ],
)
def test_whether_the_listing_shown_has_a_thing_only_asks(utterance: str) -> None:
    assert "amenities" not in turns("Montreal for 2", utterance).filters


def test_a_place_where_there_is_parking_is_asked_for() -> None:
    assert turns("I want a place in Porto where there is parking").filters["amenities"] == [
        "Free parking on premises"
    ]


@pytest.mark.parametrize(
    ("search", "offer", "near"),
    [
        ("Nueva York para 2, cerca de Manhattan", "¿Y qué tal Brooklyn, es seguro?", "Brooklyn"),
        ("Porto para 2 na Ribeira", "E que tal na Foz, é caro?", "Foz do Douro"),
    ],
)
def test_a_place_put_forward_in_spanish_or_portuguese_then_asked_about_is_wished(
    search: str, offer: str, near: str
) -> None:
    assert turns(search, offer).filters["near"] == near
