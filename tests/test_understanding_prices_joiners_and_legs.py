"""A price exclaimed at is no budget ("250 dólares por um quarto??"); a party restated as its
members counts them all ("so 3 adults 3 kids"); someone who joins or meets the speaker is one
more guest ("my wife will fly from Manila to meet me"); a place that need not be the one is no
wish ("no tiene que ser en el Bronx"); a trip's first leg is searched when the next one only
may follow ("brisbane first for 5 nights then maybe sydney"). English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import assert_filters, turns


@pytest.mark.parametrize(
    "utterance",
    [
        "Nossa, 250 dólares por um quarto?? Isso é o salário de uma semana.",
        "gente 150 dolares a noite num quartinho?? nao da",
        "Madre mía. 300 libras la noche por un piso pequeño?",
        "400 dollars for a tiny studio??",
    ],
)
def test_a_price_exclaimed_at_sets_no_budget_and_no_room(utterance: str) -> None:
    filters = turns("a place in New York for one", utterance).filters
    assert "max_price" not in filters
    assert "room_type" not in filters


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("anything for 100 a night for a room?", {"max_price": 100, "room_type": "Private room"}),
        ("algo por 100 la noche por un cuarto?", {"max_price": 100, "room_type": "Private room"}),
        ("300 libras por un piso? máximo 200", {"max_price": 200, "property_type": "Apartment"}),
        ("Barcelona for 3 people, 150 euros for an apartment?",
         {"location": "Barcelona", "min_accommodates": 3, "max_price": 150,
          "property_type": "Apartment"}),
        ("Sydney $150 for a room?",
         {"location": "Sydney", "max_price": 150, "room_type": "Private room"}),
        ("€90 a night for a flat in Porto?",
         {"location": "Porto", "max_price": 90, "property_type": "Apartment"}),
    ],
)  # fmt: skip
def test_a_price_asked_for_is_still_a_budget(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("update my mother in law wants to come now... so 3 adults 3 kids", 6),
        ("so 3 adults, 2 kids", 5),
        ("así que somos 3 adultos 2 niños", 5),
        ("so 6 people", 6),
    ],
)
def test_a_party_restated_by_its_members_counts_them_all(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance",
    [
        "my sister will join me",
        "my wife will fly from manila to meet me. need a place 2 to 3 nights in Antwerp",
        "a minha mulher vem ter comigo",
        "my sister will join me for the trip",
    ],
)
def test_someone_joining_the_speaker_makes_two(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    ["my cousin will meet me at the airport", "my wife never joins me"],
)
def test_meeting_at_a_place_or_never_joining_adds_no_guest(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("No tiene que ser en el Bronx, pero cerca del tren sería brutal", "New York"),
        ("no tiene que ser en Brooklyn", "New York"),
        ("não tem que ser em Copacabana", "Rio De Janeiro"),
    ],
)
def test_a_place_that_need_not_be_the_one_is_no_wish(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert filters["location"] == market


def test_a_place_that_has_to_be_the_one_is_wished() -> None:
    assert turns("tiene que ser en Brooklyn").filters["near"] == "Brooklyn"


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("me and my gf are doing australia in june, brisbane first for like 5 nights then maybe "
         "sydney", "Brisbane"),
        ("Porto primeiro, depois talvez Barcelona", "Porto"),
        ("Barcelona primero para 4 noches, y luego quizás Porto", "Barcelona"),
    ],
)  # fmt: skip
def test_the_first_leg_is_searched_when_the_next_only_may_follow(
    utterance: str, market: str
) -> None:
    assert turns(utterance).filters["location"] == market


@pytest.mark.parametrize(
    "utterance",
    ["Brisbane first, then Sydney", "first 5 nights in Maui and then the Big Island"],
)
def test_a_stay_split_between_two_markets_searches_neither(utterance: str) -> None:
    assert "location" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Update: 2 guys dropped out, now 8. And the groom wants to see the castle", 8),
        ("2 people bailed", 8),
        ("dos se rajaron, ahora 8", 8),
    ],
)
def test_people_who_drop_out_leave_the_party(utterance: str, guests: int) -> None:
    assert turns("house in Edinburgh for 10", utterance).filters["min_accommodates"] == guests


def test_someone_who_flies_in_later_joins_a_speaker_alone() -> None:
    intent = turns("I'll be alone the first 5 days, then my partner Nikos flies in. Maui, Kihei")
    assert intent.filters["min_accommodates"] == 2


def test_the_day_a_counted_member_arrives_changes_nothing() -> None:
    assert turns("Rio for 6", "my brother arrives a day later").filters["min_accommodates"] == 6


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("oahu feb 10-24 two guys cheap as possible north shore",
         {"location": "Oahu", "min_accommodates": 2, "near": "Haleiwa", "sort": "price_asc"}),
        ("oahu two guys, north shore",
         {"location": "Oahu", "min_accommodates": 2, "near": "Haleiwa"}),
        ("lo más barato posible en Porto", {"location": "Porto", "sort": "price_asc"}),
        ("quero o mais barato possível no Rio",
         {"location": "Rio De Janeiro", "sort": "price_asc"}),
    ],
)  # fmt: skip
def test_a_note_typed_in_lower_case(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    "utterance",
    ["oahu, the north shore is too far", "Oahu two guys, north shore"],
)
def test_a_place_that_needs_a_capital_needs_it_unless_the_note_ends_with_it(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("Waikiki parece-me muito turístico. Há alguma coisa numa zona mais residencial?", "Oahu"),
        ("Bondi seems too touristy", "Sydney"),
    ],
)
def test_a_place_that_seems_to_have_a_drawback_is_no_wish(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert "near" not in filters
    assert filters["location"] == market


@pytest.mark.parametrize(
    "utterance",
    [
        "he lives in a shared room so we need a place for 5",
        "el vive en un cuarto compartido entonces necesitamos un lugar para los 5",
        "ela mora num quarto partilhado",
        "My dear that's a lot of money for one room.",
        "muy caro para un cuarto, algo más barato?",
    ],
)
def test_a_room_someone_lives_in_or_a_price_is_for_is_no_room_type(utterance: str) -> None:
    assert "room_type" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("private room for 2", {"room_type": "Private room", "min_accommodates": 2}),
        ("shared room for 3 please", {"room_type": "Shared room", "min_accommodates": 3}),
        ("a house with room for 6", {"property_type": "House", "min_accommodates": 6}),
    ],
)
def test_a_private_room_for_a_number_is_both(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


def test_a_place_asked_for_before_hearsay_is_wished() -> None:
    intent = turns(
        "flat in Edinburgh near the centre",
        "Vale, ¿y en Leith? Me dicen que está bien comunicado y es más barato",
    )
    assert intent.filters["near"] == "Leith"


def test_the_home_of_someone_visited_is_no_wish_when_the_stay_is_wished_elsewhere() -> None:
    intent = turns(
        "flat in Sydney for 3",
        "my cousin live in Bankstown but we want near beach and city, maybe bondi?",
    )
    assert intent.filters["near"] == "Bondi Beach"


@pytest.mark.parametrize(
    "utterance",
    [
        "it says 150 a night",
        "I see 180 dollars a night, times 28 is a fortune",
        "Tô vendo 180 dólar por dia, vezes 28 dá uma fortuna.",
        "veo 200 dólares la noche, es mucho",
    ],
)
def test_a_price_seen_is_no_budget_and_a_sum_no_party(utterance: str) -> None:
    filters = turns("Sydney, Manly, for one", utterance).filters
    assert "max_price" not in filters
    assert filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("utterance", "budget"),
    [("last time we paid 90, max 100 now", 100), ("it says 150 a night, max 120", 120)],
)
def test_a_budget_said_beside_a_price_seen_is_the_budget(utterance: str, budget: int) -> None:
    assert turns("Sydney for one", utterance).filters["max_price"] == budget


def test_tenerife_is_a_city_of_its_own_not_teneriffe_misspelt() -> None:
    intent = turns(
        "Buenas, soy técnico de mantenimiento en el Observatorio del Teide, en Tenerife. Busco "
        "algo en Hilo, para mí solo."
    )
    assert intent.filters["location"] == "The Big Island"


def test_a_slope_is_no_fireplace() -> None:
    assert "amenities" not in turns("santa teresa é só ladeira").filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("I'm working at Mauna Kea. Looking for something in Kona.", "Kailua-Kona"),
        ("Me mandan tres semanas a trabajar con un equipo en Mauna Kea. Busco algo en Hilo.",
         "The Big Island city centre"),
    ],
)  # fmt: skip
def test_where_the_visitor_works_is_no_place_to_stay(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("quero levar a mulher e os dois rapazes a Nova Iorque", 4),
        ("me, my wife and our two boys", 4),
        ("Necesitamos un piso para los cinco con al menos tres dormitorios.", 5),
        ("casa pros 4 com piscina", 4),
    ],
)
def test_boys_and_the_party_by_its_number(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_the_number_of_days_is_no_party() -> None:
    assert "min_accommodates" not in turns("para los 5 días con piscina").filters


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("It's just myself and I'm not fussy", 1),
        ("my wife and I want a flat", 2),
        ("my wife and I'd like a flat", 2),
    ],
)
def test_i_m_opens_a_clause_and_adds_no_one(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_the_pronoun_i_ends_a_place_name() -> None:
    assert turns("Hong Kong. Near Disneyland I suppose").filters["near"] == "Disneyland"


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("need somewhere I can get ready in and room to throw 2 massive costume cases about", {}),
        ("a room to myself", {"room_type": "Private room"}),
    ],
)
def test_room_to_do_something_is_space(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("anything with a lift, or on the ground floor?", {}),
        ("wifi, or I can't work", {"amenities": ["Wifi"]}),
        ("wifi, or else no deal", {"amenities": ["Wifi"]}),
    ],
)
def test_an_alternative_after_a_comma_and_or(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("They pay me 100 dollar per night for the apartment.", {"max_price": 100}),
        ("New York, 150 a night for the room",
         {"location": "New York", "max_price": 150, "room_type": "Private room"}),
        ("€90 a night for a flat in Porto",
         {"location": "Porto", "max_price": 90, "property_type": "Apartment"}),
    ],
)  # fmt: skip
def test_an_amount_for_the_home_meant_asks_no_kind(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("Há alguma coisa numa zona mais residencial, mas com autocarro para o centro?", {}),
        ("something in Bondi with a bus to the city",
         {"location": "Sydney", "near": "Bondi Beach"}),
    ],
)  # fmt: skip
def test_where_a_bus_goes_is_no_place_to_stay(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


def test_here_in_a_city_is_the_visitors_home() -> None:
    intent = turns(
        "soy restaurador de órganos aquí en Puebla, y me invitaron a un encuentro en Montreal."
    )
    assert intent.filters == {"location": "Montreal"}


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("la convención es en la Fira de Montjuïc creo", {"location": "Barcelona"}),
        ("a party of six in Bondi",
         {"location": "Sydney", "near": "Bondi Beach", "min_accommodates": 6}),
        ("con piscina en Gràcia",
         {"location": "Barcelona", "near": "Gràcia", "amenities": ["Pool"]}),
        ("show me places in Gràcia", {"location": "Barcelona", "near": "Gràcia"}),
    ],
)  # fmt: skip
def test_where_a_convention_is_held_is_no_wish(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


def test_around_that_side_wishes_to_stay_near_the_event() -> None:
    intent = turns(
        "house in Brisbane for 9",
        "The party is in Logan, my sister lives there. Anything around that side?",
    )
    assert intent.filters["near"] == "Logan"


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("400 dólares por noite? Isso é quase o que ganho num mês de campanha... Não dá. Até 200 "
         "por noite", {"max_price": 200}),
        ("perto de Campanhã", {"location": "Porto", "near": "Campanhã"}),
    ],
)  # fmt: skip
def test_campanha_is_a_campaign_unless_written_as_the_station(
    utterance: str, expected: dict
) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    "utterance",
    [
        "Those rooms are tiny arent they.",
        "Los departamentos que me muestra son muy pequeños, ¿15 metros cuadrados?",
    ],
)
def test_a_remark_on_the_listings_shown_asks_no_kind(utterance: str) -> None:
    filters = turns("Hong Kong for 2, Tsim Sha Tsui", utterance).filters
    assert "room_type" not in filters
    assert "property_type" not in filters


def test_a_listing_called_too_expensive_beside_a_budget_keeps_the_budget() -> None:
    assert turns("That one is too expensive, something under 80.").filters["max_price"] == 80


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("my pal says the converted ones have lifts", {}),
        ("my wife says we need a pool", {"amenities": ["Pool"]}),
    ],
)
def test_what_someone_claims_of_the_places_is_no_wish(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("necesito que el cuarto se quede oscuro de día", {}),
        ("the room has to be dark", {}),
        ("a room please", {"room_type": "Private room"}),
    ],
)
def test_the_bedroom_described_is_no_room_type(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    "utterance",
    [
        "yo trabajo de operador en el 911 y mi señora es maestra",
        "I'm a nurse and my wife teaches",
    ],
)
def test_the_speaker_and_a_partner_described_in_turn_are_two(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_days_named_in_the_sentence_before_make_a_range_of_days() -> None:
    intent = turns(
        "minha esposa vai comigo no fim de semana, chega dia 20. Então de 20 a 23 precisaria de "
        "cama de casal."
    )
    assert "max_price" not in intent.filters
    assert "min_price" not in intent.filters


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("Siempre buscamos casa con patio o jardín, apartamento no, ya aprendimos",
         {"property_type": "House"}),
        ("piscina não, obrigado", {}),
        ("apartamento no centro", {"property_type": "Apartment"}),
        ("Mmm, sin ascensor no.", {"amenities": ["Elevator"]}),
    ],
)  # fmt: skip
def test_a_no_after_the_word_denies_it(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("I can pay $150 for the apartment", {"max_price": 150, "property_type": "Apartment"}),
        ("Sydney, my husband says $150 a night", {"location": "Sydney", "max_price": 150}),
        ("we paid 90 euros a night last year, something like that again", {"max_price": 90}),
        ("my wife says it has to have a pool", {"amenities": ["Pool"]}),
        ("mi esposa dice que las casas tienen que tener piscina",
         {"property_type": "House", "amenities": ["Pool"]}),
        ("the room should be private", {"room_type": "Private room"}),
        ("Barcelona, tiene piscina no?", {"location": "Barcelona", "amenities": ["Pool"]}),
        ("queria um apartamento no, sei lá, centro", {"property_type": "Apartment"}),
        ("Sydney, we have money for a house, 6 of us",
         {"location": "Sydney", "property_type": "House", "min_accommodates": 6}),
        ("Barcelona for 2, my sister will join me",
         {"location": "Barcelona", "min_accommodates": 2}),
        ("Barcelona alone, my colleagues meet me in the office daily", {"location": "Barcelona"}),
    ],
)  # fmt: skip
def test_what_the_narrowed_rules_leave_alone(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("before", "utterance", "place"),
    [
        ("flat in Newark for 3", "Que esté cerca del Prudential, caminando.", "Prudential Center"),
        ("Big Island for 1, Hilo",
         "Ese de Kailua-Kona no, me pilla lejísimos de la carretera de Mauna Kea. Quiero Hilo o "
         "por ahí cerca.", "The Big Island city centre"),
        ("Hong Kong for 2, Tsim Sha Tsui",
         "Forget Tsim Sha Tsui, my sister says Causeway Bay is more nice for shopping. Something "
         "there similar price?", "Causeway Bay"),
    ],
)  # fmt: skip
def test_a_place_by_its_name_alone_far_from_a_road_or_let_go(
    before: str, utterance: str, place: str
) -> None:
    assert turns(before, utterance).filters["near"] == place


def test_a_name_start_that_is_an_ordinary_word_names_no_place() -> None:
    assert "near" not in turns("Antwerp, near the Market please").filters


def test_a_listing_let_go_asks_for_no_kind() -> None:
    intent = turns(
        "Oahu for 6, near Kailua",
        "ok forget the blue house if its only 3 bed. whats there with 4 bedrooms",
    )
    assert "property_type" not in intent.filters
    assert intent.filters["min_bedrooms"] == 4


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("Good afternoon please. I plan weddings in Accra. My husband will be coming with me.",
         {"min_accommodates": 2}),
        ("I want a flat in Lisbon for 2", {}),
        ("We spend a week in Lisbon, 2 adults", {}),
        ("We ski in Whistler every year, 2 of us", {}),
    ],
)  # fmt: skip
def test_what_the_visitor_does_at_home_names_no_destination(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("I need a table to work at", {"amenities": ["Laptop friendly workspace"]}),
        ("I need a good table and good light by the window",
         {"amenities": ["Laptop friendly workspace"]}),
        ("good table tennis nearby?", {}),
        ("a table I can work on", {"amenities": ["Laptop friendly workspace"]}),
        ("a good table for dinners with the kids", {}),
        ("a proper table to eat at", {}),
        ("que no tenga aire, soy alérgica", {}),
        ("me gusta que tenga aire fresco y luz", {}),
    ],
)  # fmt: skip
def test_a_table_to_work_at_is_a_workspace_and_air_is_not_aircon(
    utterance: str, expected: dict
) -> None:
    assert_filters(turns(utterance), expected)


def test_dlls_are_dollars() -> None:
    assert turns("Newark for 3", "150 dlls la noche máximo").filters["max_price"] == 150


@pytest.mark.parametrize(
    "utterance", ["Los dos chavales pueden compartir", "the two boys can share"]
)
def test_some_of_the_party_sharing_a_room_is_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


def test_places_weighed_by_which_has_the_better_beaches_set_no_place() -> None:
    intent = turns(
        "Big Island for 2, max 200",
        "kona o el otro lado, hilo? cual tiene mejores playas para meterse?",
    )
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Vou eu e a minha senhora. Do dia 20 de dezembro ao dia 6 de janeiro, para passar o "
         "Natal e o Ano Novo com os netos.", 2),
        ("vamos passar o Natal em Porto com os nossos 2 filhos", 3),
        ("to spend a week in Porto with my 2 kids", 3),
        ("Porto, we want to spend Christmas with our 2 kids", 4),
    ],
)  # fmt: skip
def test_the_family_a_holiday_is_spent_with_there_does_not_travel(
    utterance: str, guests: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("before", "utterance", "place"),
    [
        ("Rio for 5, Santa Teresa",
         "hmm a Bia disse que santa teresa é só ladeira, voltamos pra praia. copacabana mesmo",
         "Copacabana Beach"),
    ],
)  # fmt: skip
def test_a_place_said_to_be_all_slopes_is_no_wish(before: str, utterance: str, place: str) -> None:
    assert turns(before, utterance).filters["near"] == place


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("I've spent my life on the water so somewhere I can see the sea", {}),
        ("a flat on the water", {"property_type": "Apartment", "amenities": ["Waterfront"]}),
        (
            "I've spent my life on the water so a flat on the beach please",
            {"property_type": "Apartment", "amenities": ["Beachfront"]},
        ),
        ("all my life I wanted a place with a pool", {"amenities": ["Pool"]}),
    ],
)
def test_a_life_told_asks_for_nothing(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("Paris for 2, near Notre-Dame", {}),
        ("Boston for 2, near Prudential", {}),
        ("Montreal, near Notre-Dame", {"location": "Montreal", "near": "Notre-Dame Basilica"}),
        ("Rio for 2 near Ipanema, which has a pool?",
         {"location": "Rio De Janeiro", "min_accommodates": 2, "near": "Ipanema Beach",
          "amenities": ["Pool"]}),
    ],
)  # fmt: skip
def test_a_name_by_its_first_word_stays_in_its_own_city(utterance: str, expected: dict) -> None:
    assert_filters(turns(utterance), expected)
