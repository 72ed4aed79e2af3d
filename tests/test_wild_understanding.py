"""Messages as travellers really write them: each kind of slip the parser once made, and what it
understands now (en/es/pt). The contract is ``eval/README.md``, "How people really talk"."""

from __future__ import annotations

from typing import Any

import pytest

from language.dialog import SearchIntentState, read_search_text
from tests.understanding_helpers import assert_filters, turns

# --- the semantic query holds only words a listing could say -------------------------------------


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("our budget never goes above 200 euros a night", "goes"),
        ("I only ever book with superhosts", "ever"),
        ("we're flying to Sydney in July", "flying"),
        ("we're flying to Sydney in July", "july"),
        ("2br w/ parking nyc", "w/"),
        ("viajamos con nuestro perro", "nuestro"),
        ("cheaper, under 100", "cheaper"),
        ("I'm a light sleeper", "light"),
        ("Buenas! piso en Barcelona para un finde de mayo", "mayo"),
        ("yooo rio for carnival, 4 of us", "yooo"),
    ],
)
def test_words_about_the_visitor_dates_and_fillers_never_reach_the_query(
    utterance: str, absent: str
) -> None:
    assert absent not in turns(utterance).search_query


def test_words_a_listing_could_say_stay_in_the_query() -> None:
    intent = turns("somewhere quiet in Porto with a river view, we're back again in april")
    assert intent.search_query == "quiet river view"


def test_abbreviations_are_understood() -> None:
    assert_filters(
        turns("2br w/ parking nyc, 4 ppl"),
        {
            "location": "New York",
            "min_bedrooms": 2,
            "min_accommodates": 4,
            "amenities": ["Free parking on premises"],
        },
    )


# --- places inside a market ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Rio for 4", "copacabana or ipanema, close to the beach is a must"],
         {"location": "Rio De Janeiro", "min_accommodates": 4, "near": "Copacabana Beach"}),
        (["Edinburgh for two", "anything within walking distance of the castle?"],
         {"location": "Edinburgh", "min_accommodates": 2, "near": "Edinburgh Castle"}),
        (["apartamento en Amberes", "cerca de la estación central"],
         {"location": "Antwerp", "property_type": "Apartment", "near": "Antwerpen-Centraal"}),
        (["Porto, 3 pessoas", "perto do centro de preferência"],
         {"location": "Porto", "min_accommodates": 3, "near": "Porto city centre"}),
        (["flat near Ipanema", "closer to the beach would be nice"],
         {"location": "Rio De Janeiro", "property_type": "Apartment", "near": "Ipanema Beach"}),
        (["flat near Ipanema", "anywhere in Rio is fine"],
         {"location": "Rio De Janeiro", "property_type": "Apartment"}),
        (["house near Bondi", "same in Brisbane"],
         {"location": "Brisbane", "property_type": "House"}),
        (["Victoria for 2", "no queremos estar en pleno centro"],
         {"location": "Victoria", "min_accommodates": 2}),
    ],
)  # fmt: skip
def test_a_place_inside_the_market_is_near(utterances: list[str], expected: dict[str, Any]) -> None:
    assert_filters(turns(*utterances), expected)


def test_two_markets_offered_as_alternatives_set_none() -> None:
    assert_filters(turns("trying to decide between Sydney and Brisbane, just the two of us"),
                   {"min_accommodates": 2})  # fmt: skip


def test_a_market_we_do_not_have_changes_nothing() -> None:
    intent = turns("2 bedroom flat in Porto", "I want to go to Lisbon")
    assert intent.unknown_places == ["Lisbon"]
    assert_filters(intent, {"location": "Porto", "min_bedrooms": 2, "property_type": "Apartment"})


@pytest.mark.parametrize(
    "utterance",
    ["Hi, I am looking for an apartment in Girona for 2 weeks in April, just me and my bike",
     "a flat in Braga for 4 people", "Estamos pensando em Búzios ou Paraty, casa pra 6"],
)  # fmt: skip
def test_a_well_known_city_near_a_market_is_no_market_of_ours(utterance: str) -> None:
    assert turns(utterance).filters == {}


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["somos de Porto Alegre, queremos um apê no Rio pra 4"],
         {"location": "Rio De Janeiro", "property_type": "Apartment", "min_accommodates": 4}),
        (["Edinburgh for 2",
          "good heating please, que en Vigo llueve pero el frío escocés es otra cosa"],
         {"location": "Edinburgh", "min_accommodates": 2, "amenities": ["Heating"]}),
        (["Porto", "I'd rather have my own place, I tried coliving in Medellín and never again"],
         {"location": "Porto", "room_type": "Entire home/apt"}),
    ],
)  # fmt: skip
def test_a_city_we_do_not_have_said_of_something_else_changes_the_search(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected)


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("Maui for 2. Max lives with my parents now since we moved to a small apartment",
         {"location": "Maui", "min_accommodates": 2}),
        ("Maui, the dog stays with my parents this time", {"location": "Maui"}),
        ("Maui, o cão fica com os meus pais", {"location": "Maui"}),
        ("Maui, as crianças vão ficar com a avó", {"location": "Maui"}),
        ("Maui, nos mudamos a un piso pequeño y el perro se quedó con mis padres",
         {"location": "Maui"}),
    ],
)  # fmt: skip
def test_the_visitors_own_home_and_who_keeps_the_pet_are_not_the_stay(
    utterance: str, expected: dict[str, Any]
) -> None:
    intent = turns(utterance)
    assert_filters(intent, expected)
    assert intent.search_query == ""


# --- money: currencies, per person, for the whole stay -------------------------------------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["somewhere near the beach in Rio for under 50 dollars"],
         {"location": "Rio De Janeiro", "max_price": 278}),
        (["house in Sydney", "max 90 a night in aussie dollars"],
         {"location": "Sydney", "property_type": "House", "max_price": 90}),
        (["flat in Porto for 3", "max 30 per person per night"],
         {"location": "Porto", "property_type": "Apartment", "min_accommodates": 3,
          "max_price": 90}),
        (["Brisbane, 5 of us", "nothing fancier than 100 a head for the whole 3 nights"],
         {"location": "Brisbane", "min_accommodates": 5, "max_price": 167}),
        (["Porto, somos 4", "60 por persona para las 2 noches"],
         {"location": "Porto", "min_accommodates": 4, "max_price": 120}),
        (["Porto, 4 noches", "juntamos unos 400 euros, eso es para todo el alojamiento"],
         {"location": "Porto", "max_price": 100}),
        (["Istanbul for 5 nights, 2 of us", "about 450 euros for the whole stay"],
         {"location": "Istanbul", "min_accommodates": 2, "max_price": 3135}),
        (["Rio, 4 pibes", "40 dólares por cabeza por noche"],
         {"location": "Rio De Janeiro", "min_accommodates": 4, "max_price": 889}),
        (["casa em Porto", "500 for the week"],
         {"location": "Porto", "property_type": "House", "max_price": 71}),
        (["Porto", "budget for the 4 nights is 800 euros"],
         {"location": "Porto", "max_price": 200}),
        (["Porto", "for the 3 nights our budget is 600 euros"],
         {"location": "Porto", "max_price": 600}),
        (["Porto", "presupuesto para 4 noches: 800 euros"],
         {"location": "Porto", "max_price": 200}),
        (["Porto", "orçamento pra 4 noites 800 euros"], {"location": "Porto", "max_price": 200}),
        (["Edinburgh for 6, need 2-28 August", "£9,000 total for accommodation for the run"],
         {"location": "Edinburgh", "min_accommodates": 6, "max_price": 346}),
        (["Porto Jan 3-10, 700 euros total"], {"location": "Porto", "max_price": 100}),
        (["Oahu march 20-27, 4 of us", "under 100 a night each is the max, so like 400 total"],
         {"location": "Oahu", "min_accommodates": 4, "max_price": 400}),
        (["Kauai for 2, 5 nights", "Maybe up to $1500 for the whole stay?"],
         {"location": "Kauai", "min_accommodates": 2, "max_price": 300}),
        (["Porto", "budget for 4 nights is 150 euros a night"],
         {"location": "Porto", "max_price": 150}),
        (["Porto", "presupuesto para 4 noches, 150 euros cada noche"],
         {"location": "Porto", "max_price": 150}),
        (["Porto", "120 euros", "ok, 160 then"], {"location": "Porto", "max_price": 160}),
        (["Sydney", "under 300 pesos chilenos"], {"location": "Sydney"}),
        (["Sydney", "Budget around SGD 180 per night can or not?"], {"location": "Sydney"}),
        (["Sydney", "Around 250 NZD a night is our comfort zone"], {"location": "Sydney"}),
        (["Porto", "About 40kg of gear plus a 600mm lens"], {"location": "Porto"}),
        (["Oahu", "family of seven, five kids from 3 to 14"],
         {"location": "Oahu", "min_accommodates": 7}),
        (["Rio", "somos mi esposo, yo y nuestras dos hijas de 17 y 20"],
         {"location": "Rio De Janeiro", "min_accommodates": 4}),
    ],
)  # fmt: skip
def test_prices_are_nightly_in_the_markets_currency(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected, approx=("max_price",))
    assert "dollars" not in turns(*utterances).search_query


def test_dates_and_lengths_of_stay_set_nothing() -> None:
    assert_filters(turns("Montreal, Jan 3-10, 2 adults + a baby (9 months)"),
                   {"location": "Montreal", "min_accommodates": 3})  # fmt: skip


@pytest.mark.parametrize(
    "utterance",
    ["Kauai em novembro, uma semana, de 10 a 17", "Sydney, 3 nights in November (14–17)",
     "Kauai en marzo, una semana, del 5 al 12."],
)  # fmt: skip
def test_two_days_after_a_month_are_dates_not_prices(utterance: str) -> None:
    assert "min_price" not in turns(utterance).filters
    assert "max_price" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Porto, 1000 euros for the whole stay", "5 nights"], 200),
        (["Porto, 1000 euros for the whole stay", "5 nights", "actually 4 nights"], 250),
        (["Porto, del 1 al 15 de mayo, 1000 euros en total", "perdón, es del 1 al 11"], 100),
        (["Porto, 1000 euros for the whole stay", "ok 160 a night then", "6 nights"], 160),
    ],
)  # fmt: skip
def test_a_budget_for_the_stay_is_spread_over_the_nights_said_since(
    utterances: list[str], expected: int
) -> None:
    assert turns(*utterances).filters["max_price"] == expected


@pytest.mark.parametrize(
    "utterances",
    [["Antwerp, max 120 euros", "me quedo en Amberes hasta el 13 y voy en tren"],
     ["Antwerp, max 120 euros", "es del 1 al 14, no al 15"],
     ["Antwerp, max 120 euros", "we stay until the 13th"]],
)  # fmt: skip
def test_the_day_a_stay_ends_is_no_price(utterances: list[str]) -> None:
    assert turns(*utterances).filters["max_price"] == 120


@pytest.mark.parametrize(
    "utterances",
    [["Antwerp, max 120 euros", "Ok. El de la calle 34 está bien."],
     ["Antwerp, max 120 euros", "o da rua 25 de março é ótimo"],
     ["Antwerp for 3, max 120 euros", "a partir do dia 1 de dez."]],
)  # fmt: skip
def test_a_numbered_street_or_a_month_in_short_is_no_number_said(utterances: list[str]) -> None:
    assert turns(*utterances).filters["max_price"] == 120
    assert turns(*utterances).filters.get("min_accommodates") in (None, 3)


def test_two_days_after_a_month_spread_a_budget_for_the_stay() -> None:
    assert_filters(turns("Rio em dezembro, de 18 a 26, orçamento 2400 reais no total"),
                   {"location": "Rio De Janeiro", "max_price": 300})  # fmt: skip


# --- hedges, negations, comparisons, either/or ---------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("a kitchen would be nice but is not essential", {"location": "Oahu"}),
        ("w/ washer if poss, not a dealbreaker", {"location": "Oahu"}),
        ("a pool if possible", {"location": "Oahu", "amenities": ["Pool"]}),
        ("ideally with a hot tub", {"location": "Oahu", "amenities": ["Hot tub"]}),
        ("algo romántico, de frente pro mar se possível",
         {"location": "Oahu", "amenities": ["Beachfront"]}),
        ("we don't need a whole house", {"location": "Oahu"}),
        ("anything but a hostel", {"location": "Oahu"}),
        ("private room is fine", {"location": "Oahu"}),
        ("a cottage would suit us better than a flat", {"location": "Oahu",
                                                        "property_type": "Cottage"}),
        ("Preferimos casa antes que apartamento", {"location": "Oahu", "property_type": "House"}),
        ("a cabin or a treehouse", {"location": "Oahu"}),
        ("a yard or a patio", {"location": "Oahu"}),
        ("Si no hay cabañas, una casa chica también está bien", {"location": "Oahu"}),
    ],
)  # fmt: skip
def test_each_clause_has_its_scope(utterance: str, expected: dict[str, Any]) -> None:
    assert_filters(turns("Oahu", utterance), expected)


def test_a_declined_type_is_taken_away_only_when_it_is_the_one_active() -> None:
    assert_filters(turns("serviced apartment in Edinburgh", "No hostels, no B&Bs."),
                   {"location": "Edinburgh", "property_type": "Serviced apartment"})  # fmt: skip
    assert_filters(turns("hostel in Porto", "anything but a hostel"), {"location": "Porto"})


def test_either_or_places_keep_everything_said_before() -> None:
    intent = turns(
        "flat in Rio for 4 with a pool", "near the beach, Leblon or Ipanema, either is fine"
    )
    assert_filters(intent, {"location": "Rio De Janeiro", "property_type": "Apartment",
                            "min_accommodates": 4, "amenities": ["Pool"],
                            "near": "Leblon"})  # fmt: skip


def test_a_hypothetical_about_this_search_refines_it() -> None:
    assert_filters(turns("house in Maui for 6 with 3 bedrooms",
                         "what if it's just the two of us, 1 bedroom?"),
                   {"location": "Maui", "property_type": "House", "min_accommodates": 2,
                    "min_bedrooms": 1})  # fmt: skip


# --- guests --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("just me", 1),
        ("Bom dia, vou pra Istambul, sozinho", 1),
        ("2 people bailed, so 6 of us now", 6),
        ("Somos mi esposo, yo, mis dos hijos de 8 y 5 años y la bebé de 1 añito", 5),
        ("Eu e a minha mulher vamos a Edimburgo", 2),
        ("somos una familia de cuatro (dos peques de 5 y 8 años)", 4),
        ("queremos casa no Rio pra 4", 4),
        ("Organising a dive trip to Maui for 6 divers, all adults, mix of couples and singles", 6),
        ("yo we're a 4 piece band playing a show in albany on the 9th", 4),
        ("Sídney en febrero. Somos Álvaro y Javi, de Madrid.", 2),
        ("Hey, me and Dan again — thinking Victoria BC for a week in June.", 2),
        ("eu e o Zé, Porto", 2),
        ("Porto for 2. actually my maw has decided shes coming too now. ill pay more, say 200", 3),
    ],
)
def test_guests_are_counted_as_people_say_them(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_a_honeymoon_with_no_number_sets_no_guests() -> None:
    assert "min_accommodates" not in turns("our honeymoon in Maui").filters


# --- requests versus questions about the results -------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "which one is the cheapest?",
        "is the last one close to the beach?",
        "¿el segundo está cerca de la playa?",
        "does the cheapest one have a kitchen",
        "Does the Oak Bay one have parking?",
        "tem cozinha? assim poupamos nas refeições",
        "which one is closest to Kona? we fly in there",
    ],
)
def test_questions_about_the_results_change_nothing(question: str) -> None:
    state = SearchIntentState({"location": "Victoria", "min_accommodates": 2})
    intent = state.apply(question)
    assert intent.kind == "results_question"
    assert intent.filters == {"location": "Victoria", "min_accommodates": 2}


@pytest.mark.parametrize(
    ("request_", "amenity"),
    [("anything with a kitchen?", "Kitchen"), ("do any have parking?", "Free parking on premises"),
     ("is there one with a pool?", "Pool"), ("Alguno con piscina?", "Pool")],
)  # fmt: skip
def test_asking_whether_any_has_something_asks_for_it(request_: str, amenity: str) -> None:
    intent = SearchIntentState({"location": "Porto"}).apply(request_)
    assert intent.kind == "search" and intent.filters["amenities"] == [amenity]


def test_a_question_then_a_request_is_a_request() -> None:
    intent = SearchIntentState({"location": "Maui"}).apply(
        "Only 2? Ok what are they like. We want something romantic, ideally with a hot tub"
    )
    assert intent.filters == {"location": "Maui", "amenities": ["Hot tub"]}
    assert "romantic" in intent.search_query


# --- going back ----------------------------------------------------------------------------------


def test_going_back_restores_that_search_whole() -> None:
    intent = turns(
        "Sydney near Bondi, entire place, under 250 AUD, cheapest first",
        "Now do Brisbane, same budget, somewhere near South Bank",
        "Any with a balcony?",
        "Actually let's go back to the Bondi ones",
    )
    assert_filters(intent, {"location": "Sydney", "near": "Bondi Beach", "max_price": 250,
                            "room_type": "Entire home/apt", "sort": "price_asc"})  # fmt: skip


# --- the page's search box -----------------------------------------------------------------------


def test_the_search_box_starts_afresh_on_a_new_request() -> None:
    text = read_search_text("loft in New York", {"location": "Porto", "max_price": 120})
    assert text.filters == {"location": "New York", "property_type": "Loft"}


def test_the_search_box_refines_what_the_form_holds() -> None:
    text = read_search_text("with a pool", {"location": "Porto", "max_price": 120})
    assert text.filters == {"location": "Porto", "max_price": 120, "amenities": ["Pool"]}


def test_the_search_box_leaves_out_filters_its_search_does_not_take() -> None:
    text = read_search_text("flat near Ipanema", {}, keys=("location", "property_type"))
    assert text.filters == {"location": "Rio De Janeiro", "property_type": "Apartment"}


def test_a_place_typed_in_the_search_box_is_also_searched_for_by_its_words() -> None:
    text = read_search_text("Bondi beach apartment", {})
    assert text.filters["near"] == "Bondi Beach"
    assert "beach" in text.query.lower().split()
    assert read_search_text("Ribeira", {"location": "Porto"}).query == "Ribeira"


# --- kinds of slip found in conversations written by people who never saw the parser ------------


def test_a_place_name_shared_by_two_markets_is_the_one_in_the_market_searched() -> None:
    on_kauai = turns("Kauai for 2", "North Shore if possible, hot tub would be amazing")
    assert_filters(
        on_kauai,
        {
            "location": "Kauai",
            "near": "North Shore",
            "min_accommodates": 2,
            "amenities": ["Hot tub"],
        },
    )
    assert_filters(
        turns("Oahu for 2", "North Shore please"),
        {"location": "Oahu", "near": "Haleiwa", "min_accommodates": 2},
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "máximo 150 libras la noche, o unos 170 euros, lo que sea",
        "up to 150 pounds a night, or about 170 euros",
        "até 150 libras por noite, ou uns 170 euros",
    ],
)
def test_a_price_said_again_in_another_currency_keeps_the_first(utterance: str) -> None:
    assert_filters(
        turns("Edinburgh for 2", utterance),
        {"location": "Edinburgh", "min_accommodates": 2, "max_price": 150},
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "cerca del centro, que no queremos buscar taxi a las 4 de la mañana",
        "near the centre, our flight lands at 4 in the morning",
        "perto do centro, chegamos às 23h",
        "near the centre, check-in is at 3pm",
    ],
)
def test_a_time_of_day_is_neither_guests_nor_a_price(utterance: str) -> None:
    assert_filters(
        turns("Edinburgh for 2", utterance),
        {"location": "Edinburgh", "min_accommodates": 2, "near": "Edinburgh city centre"},
    )


@pytest.mark.parametrize(
    "utterance", ["Somos brasileiros e portugueses, Rio", "we are Dutch and Belgian, Porto please"]
)
def test_where_people_are_from_names_no_one(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


def test_what_the_visitor_will_pay_is_a_ceiling() -> None:
    assert turns("Edinburgh for 2", "ill pay more, say 200").filters["max_price"] == 200


@pytest.mark.parametrize("utterance", ["Last time they gave us two small beds", "it's just us two"])
def test_us_two_is_a_couple_only_when_it_names_the_party(utterance: str) -> None:
    expected = 2 if utterance.endswith("us two") else None
    assert turns(utterance).filters.get("min_accommodates") == expected


@pytest.mark.parametrize(
    "utterance",
    [
        "Tem algo no Brooklyn ou até em Jersey City que seja perto do metrô?",
        "anything in Brooklyn, or maybe Jersey City?",
        "¿algo en Brooklyn o en Jersey City?",
    ],
)
def test_a_place_in_one_market_offered_against_another_market_sets_no_market(
    utterance: str,
) -> None:
    assert_filters(turns("New York for 2", utterance), {"min_accommodates": 2})


def test_a_place_offered_against_a_generic_place_keeps_the_market() -> None:
    intent = turns("Rio for 2", "something near the airport or in Copacabana")
    assert intent.filters["location"] == "Rio De Janeiro"


@pytest.mark.parametrize(
    ("utterance", "bedrooms"),
    [
        ("Two separate bedrooms please, she snores", 2),
        ("we need 3 proper bedrooms", 3),
        ("dos habitaciones separadas", 2),
        ("dois quartos separados", 2),
    ],
)
def test_a_word_between_the_count_and_the_bedrooms_keeps_the_count(
    utterance: str, bedrooms: int
) -> None:
    assert turns("Istanbul for 2", utterance).filters["min_bedrooms"] == bedrooms


def test_one_queen_bed_is_no_bedroom_count() -> None:
    assert "min_bedrooms" not in turns("Istanbul for 2", "1 queen bed is fine").filters


def test_an_alternative_to_an_amenity_sets_it_for_neither() -> None:
    either = turns("Montreal for 3", "need a crib or space for our travel cot, and a bathtub")
    assert_filters(either, {"location": "Montreal", "min_accommodates": 3})
    same_twice = turns("Montreal for 3", "a crib or a travel cot please")
    assert same_twice.filters["amenities"] == ["Crib"]


@pytest.mark.parametrize(
    "utterance",
    [
        "Kaanapali maybe? I've heard the resorts there are good for kids",
        "Sei que os apartamentos lá são minúsculos, mas que ao menos caiba uma cama de casal",
        "Dicen que las casas con piscina son caras",
    ],
)
def test_what_the_visitor_heard_or_knows_asks_for_nothing(utterance: str) -> None:
    intent = turns("Maui for 2", utterance)
    assert not {"amenities", "property_type"} & intent.filters.keys()


def test_a_remark_leaves_a_request_in_another_clause_standing() -> None:
    assert turns("Porto for 2", "I know it's pricey but we need a pool").filters["amenities"] == [
        "Pool"
    ]


@pytest.mark.parametrize(
    "utterance",
    [
        "my daughter and I are going to Istanbul. Neither of us has been before",
        "Istanbul for both of us",
        "Istambul, só nós duas",
    ],
)
def test_both_or_neither_of_us_is_two_guests(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "We'd need at least 3 bedrooms, or 2 plus a sofa bed would be ok",
        "3 habitaciones, o 2 si hay sofá cama",
        "3 quartos, ou só 2 se tiver sofá-cama",
    ],
)
def test_a_smaller_bedroom_count_offered_after_or_is_the_least(utterance: str) -> None:
    assert turns("Maui for 5", utterance).filters["min_bedrooms"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "O escritório é em Quarry Bay. Preferia algo perto do metro",
        "my office is in Central, so close to the MTR",
        "la oficina está en Central",
    ],
)
def test_where_the_visitor_works_asks_for_no_workspace(utterance: str) -> None:
    assert "amenities" not in turns("Hong Kong for 1", utterance).filters


def test_a_workspace_asked_for_is_still_one() -> None:
    assert turns("Hong Kong for 1", "con escritorio por favor").filters["amenities"] == [
        "Laptop friendly workspace"
    ]


@pytest.mark.parametrize(
    "utterance",
    [
        "tem alguma coisa mobilada? não vou levar móveis de Portugal lol",
        "we won't be shipping anything from Portugal",
        "no vamos a llevar nada de Portugal",
    ],
)
def test_a_country_in_a_denied_clause_changes_nothing(utterance: str) -> None:
    assert_filters(
        turns("Antwerp for 1", utterance), {"location": "Antwerp", "min_accommodates": 1}
    )


@pytest.mark.parametrize(
    ("utterance", "bedrooms"),
    [("2 adults. 1 bed is fine", None), ("a 1 bed flat", 1), ("One bedroom is fine", 1)],
)
def test_one_bed_is_a_bed_unless_it_describes_the_home(
    utterance: str, bedrooms: int | None
) -> None:
    assert turns("Albany for 2", utterance).filters.get("min_bedrooms") == bedrooms


@pytest.mark.parametrize(
    "utterance",
    [
        "Depois Brisbane, e depois ainda queríamos ir a Melbourne",
        "after that Brisbane for a week",
        "luego Brisbane, y más tarde Melbourne",
    ],
)
def test_a_later_leg_of_the_trip_keeps_this_search(utterance: str) -> None:
    before = turns("Sydney for 2, near the Opera House")
    assert_filters(turns("Sydney for 2, near the Opera House", utterance), before.filters)


def test_a_market_switched_to_is_still_switched() -> None:
    assert turns("Sydney for 2", "what about Brisbane?").filters["location"] == "Brisbane"


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("we never travel without our dog", "Pets allowed"),
        ("can't live without wifi", "Wifi"),
        ("não viajamos sem o nosso cão", "Pets allowed"),
        ("no viajamos nunca sin nuestro perro", "Pets allowed"),
    ],
)
def test_a_denied_without_asks_for_it(utterance: str, amenity: str) -> None:
    assert turns("Porto for 2", utterance).filters["amenities"] == [amenity]


def test_a_plain_without_still_takes_it_away() -> None:
    assert "amenities" not in turns("Porto for 2 with a pool", "sin piscina").filters


# --- what a home is for: someone's bedroom, a listing shown, the home looked for later ------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Porto for 4", "Temos de ter um quarto para ela, de preferência sem escadas"],
         {"location": "Porto", "min_accommodates": 4, "amenities": ["Step-free access"]}),
        (["Porto for 4", "we need a room for her"], {"location": "Porto", "min_accommodates": 4}),
        (["Porto for 4", "necesitamos un cuarto para mi suegra"],
         {"location": "Porto", "min_accommodates": 4}),
        (["Maui for 6", "What's the total for the week on the second house, with cleaning fees?"],
         {"location": "Maui", "min_accommodates": 6}),
        (["Jersey City for 3", "a furnished place for 4-5 weeks while we search for a long term"
          " apartment"], {"location": "Jersey City", "min_accommodates": 3}),
    ],
)  # fmt: skip
def test_a_home_for_someone_shown_or_looked_for_later_is_no_kind_of_stay(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected)


# --- a landmark by the word for its kind, and how far from a place ----------------------------


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        (
            "Edinburgh, 1 person. Gostava que fosse perto do hospital",
            "Royal Infirmary of Edinburgh",
        ),
        ("Rio, que no quede lejos del estadio", "Maracanã"),
        ("Porto, perto do estádio", "Estádio do Dragão"),
        ("Albany, close to the hospital", "Albany Medical Center"),
        ("Barcelona, not too far from Sagrada Familia", "Sagrada Família"),
        ("Rio, não muito longe do estádio", "Maracanã"),
    ],
)
def test_a_place_by_its_kind_or_not_far_from_it_is_near(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    "utterance",
    ["Barcelona, far from the Ramblas please", "Barcelona, lejos de la Rambla por favor"],
)
def test_far_from_a_place_is_no_wish_to_be_near_it(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


# --- near misses of the rules above ----------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("Oahu for 2 weeks, budget about 250", {"location": "Oahu", "max_price": 250}),
        ("Sydney for 5 nights, budget 200 AUD", {"location": "Sydney", "max_price": 200}),
        ("Barcelona for 2, somewhere away from the Ramblas please",
         {"location": "Barcelona", "min_accommodates": 2}),
        ("Barcelona, we don't want to be far from the Sagrada Familia",
         {"location": "Barcelona", "near": "Sagrada Família"}),
        ("it's just us two in Porto for a week", {"location": "Porto", "min_accommodates": 2}),
        ("busco una habitación para mi amiga en Barcelona, viene sola a estudiar",
         {"location": "Barcelona", "room_type": "Private room"}),
        ("Vou para o Porto com a Adelaide", {"location": "Porto", "min_accommodates": 2}),
        ("Brisbane house near the main street 3 bedrooms for 6",
         {"location": "Brisbane", "property_type": "House", "min_bedrooms": 3,
          "min_accommodates": 6}),
        ("Sydney in May, 2 adults and 2 kids aged from 3 to 7. Budget 2000 total",
         {"location": "Sydney", "min_accommodates": 4, "max_price": 2000}),
        ("Porto, muda pra 4 estrelas ou mais", {"location": "Porto", "min_rating": 4}),
    ],
)  # fmt: skip
def test_what_the_new_rules_must_leave_alone(utterance: str, expected: dict[str, Any]) -> None:
    assert_filters(turns(utterance), expected)


def test_a_day_trip_to_a_city_we_do_not_have_keeps_the_search() -> None:
    intent = turns("Sydney, we'd like to be near the beach, and we plan a day trip to Sitges")
    assert intent.filters == {"location": "Sydney"}
    assert "beach" in intent.search_query
