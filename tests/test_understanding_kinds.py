"""Kinds of misunderstanding, each fixed where it arises and checked on phrasings of its own in
English, Spanish and Portuguese: who travels, what an amount is for, whether a question asks for
a filter or about the results, which words are idioms rather than stay words, when a remark or a
"without" keeps a wish, and which written place names a place."""

from __future__ import annotations

from typing import Any

import pytest

from chat.search_checks import checked_search
from memory.extraction import extract_memories, retracted_keys
from offline_assistant.model import OfflineModel
from rentals.tool_contract import FilterArgs
from tests.test_offline_model import tool_call
from tests.understanding_helpers import assert_filters, turns

# --- guest counting ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "it's only for me this time",
        "just for myself, a work trip",
        "es solo para mí",
        "só pra mim, 4 noites",
        "apenas para mim",
    ],
)
def test_a_stay_for_the_speaker_alone_is_one_guest(utterance: str) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "min_accommodates": 1})


@pytest.mark.parametrize(
    "utterance",
    ["just for me and my wife", "só pra mim e a minha mulher", "solo para mí y mi marido"],
)
def test_the_speaker_with_someone_is_a_party(utterance: str) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "min_accommodates": 2})


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("for 4 people, me, my husband and our 2 girls", 4),
        ("6 pax: me + 5 colleagues", 6),
        ("somos 5 personas, yo y 4 amigas", 5),
        ("3 pessoas, eu e dois amigos", 3),
        ("for 3 people: me and my 2 mates", 3),
        ("2 adults and 2 kids", 4),
    ],
)
def test_a_total_said_then_made_up_counts_once(utterance: str, guests: int) -> None:
    assert_filters(turns(f"Porto, {utterance}"), {"location": "Porto", "min_accommodates": guests})


# --- money over a month --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "nightly"),
    [
        ("under 1500 euros for the month total", 50),
        ("max 1800 for the whole month", 60),
        ("hasta 1200 euros por todo el mes", 40),
        ("até 900 euros para o mês", 30),
        ("budget 2400 a month", 80),
    ],
)
def test_a_budget_for_the_month_is_spread_over_its_nights(utterance: str, nightly: int) -> None:
    assert_filters(
        turns("Porto", utterance), {"location": "Porto", "max_price": nightly}, ("max_price",)
    )


# --- requests versus questions about the results -------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "and the most expensive?",
        "y el más caro?",
        "e a mais barata?",
        "which is the best rated?",
        "qual é o mais barato?",
    ],
)
def test_a_bare_superlative_question_asks_about_the_results(question: str) -> None:
    intent = turns("Porto for 2", question)
    assert intent.kind == "results_question"
    assert intent.sort is None


def test_a_superlative_question_naming_a_market_orders_its_search() -> None:
    assert_filters(turns("cheapest place in Sydney?"), {"location": "Sydney", "sort": "price_asc"})


@pytest.mark.parametrize(
    "question",
    [
        "y ese tiene lavadora?",
        "e esse tem máquina de lavar?",
        "and that one, does it have a washer?",
        "y esa tiene wifi?",
    ],
)
def test_a_question_about_the_one_pointed_at_changes_nothing(question: str) -> None:
    intent = turns("Porto for 2", question)
    assert intent.kind == "results_question"
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2})


@pytest.mark.parametrize(
    "remark_then_request",
    [
        "the second is lovely but 280 a night is a lot for us. anything under 150?",
        "q lindo el segundo pero 280 la noche es un monton. algo x 150 maximo?",
        "o segundo é lindo mas caro. tem alguma coisa até 150?",
    ],
)
def test_a_listing_remarked_on_then_others_asked_for_is_a_search(
    remark_then_request: str,
) -> None:
    intent = turns("Porto for 2", remark_then_request)
    assert intent.kind == "search"
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2, "max_price": 150})


@pytest.mark.parametrize(
    ("request_", "amenity"),
    [
        ("tem piscina algum?", "Pool"),
        ("tiene cocina alguno?", "Kitchen"),
        ("tem estacionamento alguma delas?", "Free parking on premises"),
    ],
)
def test_asking_whether_any_has_it_asks_for_the_filter(request_: str, amenity: str) -> None:
    assert_filters(
        turns("Porto for 2", request_),
        {"location": "Porto", "min_accommodates": 2, "amenities": [amenity]},
    )


@pytest.mark.parametrize(
    "question",
    [
        "does the villa with the garden have a dishwasher?",
        "is the studio in Ribeira quiet at night?",
        "the one near the station, does it allow pets?",
        "¿la casa con terraza tiene lavavajillas?",
        "el del centro, ¿admite mascotas?",
        "a do Bonfim tem elevador?",
        "essa com piscina fica longe do metro?",
    ],
)
def test_a_question_about_a_listing_named_by_a_description_changes_nothing(question: str) -> None:
    intent = turns("Porto for 2", question)
    assert intent.kind == "results_question"
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2})


@pytest.mark.parametrize(
    "question",
    [
        "is there a dishwasher in the kitchen?",
        "are there blackout curtains in the bedrooms?",
        "¿hay secadora en el piso?",
        "tem aquecimento nos quartos?",
        "Great photos! so is there a balcony?",
    ],
)
def test_asking_whether_it_has_a_feature_changes_nothing(question: str) -> None:
    intent = turns("Porto for 2", question)
    assert intent.kind == "results_question"
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2})


@pytest.mark.parametrize(
    "request_",
    [
        "a cabin near the beach under 300?",
        "a villa with a pool?",
        "a studio in Ribeira for 2?",
        "uma casa com piscina?",
    ],
)
def test_a_home_asked_for_with_a_question_mark_is_a_request(request_: str) -> None:
    assert turns("Porto for 2", request_).kind == "search"


@pytest.mark.parametrize(
    ("opening", "expected"),
    [
        ("Is there parking near Waikiki?", {"location": "Oahu", "near": "Waikiki Beach"}),
        ("¿hay piscina? queremos Maui", {"location": "Maui"}),
        ("tem ar condicionado em Copacabana?", {"location": "Rio De Janeiro"}),
    ],
)
def test_asking_whether_it_has_a_feature_before_any_search_is_a_request(
    opening: str, expected: dict[str, Any]
) -> None:
    intent = turns(opening)
    assert intent.kind == "search"
    assert expected.items() <= intent.filters.items()
    assert intent.filters["amenities"]


@pytest.mark.parametrize(
    ("request_", "amenity"),
    [
        ("is there a place with a dishwasher?", "Dishwasher"),
        ("¿hay alguno con secadora?", "Dryer"),
        ("tem algum com aquecimento?", "Heating"),
        ("any of them with a balcony?", "Patio or balcony"),
    ],
)
def test_asking_for_a_place_with_a_feature_asks_for_the_filter(request_: str, amenity: str) -> None:
    assert_filters(
        turns("Porto for 2", request_),
        {"location": "Porto", "min_accommodates": 2, "amenities": [amenity]},
    )


@pytest.mark.parametrize(
    "question",
    [
        "E Matosinhos, fica longe?",
        "is it close to the river? the Ribeira?",
        "¿queda cerca de la Ribeira?",
        "The flat in Bonfim looks great. How far is it from the Ribeira?",
    ],
)
def test_asking_how_far_a_place_is_keeps_the_search(question: str) -> None:
    intent = turns("Porto for 2", question)
    assert intent.kind == "results_question"
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2})


@pytest.mark.parametrize(
    ("request_", "sort", "amenity"),
    [
        ("cheapest w/ a pool?", "price_asc", "Pool"),
        ("best rated with wifi?", "rating", "Wifi"),
        ("¿el más barato con cocina?", "price_asc", "Kitchen"),
        ("o mais barato com varanda?", "price_asc", "Patio or balcony"),
    ],
)
def test_a_terse_superlative_with_a_feature_orders_and_filters(
    request_: str, sort: str, amenity: str
) -> None:
    assert_filters(
        turns("Porto for 2", request_),
        {"location": "Porto", "min_accommodates": 2, "amenities": [amenity], "sort": sort},
    )


# --- prices in another currency ------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "how much would those be in US dollars?",
        "what is 200 euros in Canadian dollars?",
        "¿cuánto sería eso en dólares americanos?",
        "quanto fica isso em dólares estadounidenses?",
        "and in Hong Kong dollars?",
    ],
)
def test_a_question_converting_prices_changes_nothing(question: str) -> None:
    intent = turns("Porto for 2, under 150 euros", question)
    assert intent.kind == "results_question"
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2, "max_price": 150})


@pytest.mark.parametrize(
    "utterance",
    [
        "$100 a night per person, US dollars",
        "100 dollars each per night, American dollars",
        "100 dólares por persona, dólares americanos",
    ],
)
def test_a_dollar_named_later_is_that_currency_per_person(utterance: str) -> None:
    # 100 USD x 4 guests = 400 USD, about 547.95 CAD in Montreal.
    assert_filters(
        turns("Montreal for 4", utterance),
        {"location": "Montreal", "min_accommodates": 4, "max_price": 547.95},
        approx=("max_price",),
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "what if we took two apartments side by side",
        "pues cogemos dos pisos juntos",
        "então alugamos dois apartamentos",
    ],
)
def test_a_number_counting_homes_keeps_the_budget(utterance: str) -> None:
    intent = turns("Montreal, 9 of us", "budget is $120 per person per night", utterance)
    assert intent.filters["max_price"] == 1080  # 120 x 9 guests


# --- a stay split between two places -------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "a week in Sydney and then Brisbane",
        "4 noches en Oahu y después Kauai",
        "uns dias no Porto e depois Brisbane",
        "Maui first, followed by the Big Island",
    ],
)
def test_a_stay_split_between_two_places_sets_no_market(utterance: str) -> None:
    assert "location" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "uns dias no Porto e depois Lisboa",
        "Queremos ir a Portugal, 5 personas. A Oporto primero y después a Lisboa",
        "a week in Porto and then Madrid",
    ],
)
def test_a_later_leg_in_a_market_we_do_not_have_keeps_the_market(utterance: str) -> None:
    assert turns(utterance).filters["location"] == "Porto"


# --- idioms, remarks and "without" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("lo que sea más barato", "sea"),
        ("cerca de la playa, que sea tranquilo", "sea"),
        ("un piso que no sea caro con piscina", "sea"),
        ("unos 75 dólares, o sea barato", "sea"),
        ("o que for mais barato", "for"),
        ("whatever is quiet", "whatever"),
    ],
)
def test_set_phrases_are_not_stay_words(utterance: str, absent: str) -> None:
    assert absent not in turns("Porto", utterance).search_query.split()


@pytest.mark.parametrize(
    "utterance",
    ["Wifi is the big one.", "wifi's the main thing", "Wifi is the big one, and a desk"],
)
def test_the_thing_that_matters_most_is_no_listing_shown(utterance: str) -> None:
    intent = turns("Porto", utterance)
    assert intent.kind == "search"
    assert "Wifi" in intent.filters["amenities"]


def test_the_city_of_clients_called_is_no_market() -> None:
    intent = turns(
        "Porto for 1",
        "I'm on calls with clients in Sydney at like 10pm Portugal time, need a proper desk",
    )
    assert intent.filters["location"] == "Porto"


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("I know we need parking", {"amenities": ["Free parking on premises"]}),
        ("sé que necesitamos 3 habitaciones", {"min_bedrooms": 3}),
        ("sei que precisamos de ar condicionado", {"amenities": ["Air conditioning"]}),
        ("I've heard we need a car, so parking", {"amenities": ["Free parking on premises"]}),
    ],
)
def test_a_need_inside_a_remark_still_asks(utterance: str, expected: dict[str, Any]) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", **expected})


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("we won't go anywhere without a pool", "Pool"),
        ("I never go anywhere without wifi", "Wifi"),
        ("no vamos a ningún sitio sin piscina", "Pool"),
        ("não vamos a lugar nenhum sem ar condicionado", "Air conditioning"),
    ],
)
def test_going_nowhere_without_it_is_a_must_that_keeps_the_market(
    utterance: str, amenity: str
) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "amenities": [amenity]})


# --- places written as people write them ---------------------------------------------------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["brisbane", "my sister lives in south bank"], ("Brisbane", "South Bank Parklands")),
        (
            ["brisbane", "ela mora em south bank, quero ficar perto"],
            ("Brisbane", "South Bank Parklands"),
        ),
        (["rio", "perto do leme"], ("Rio De Janeiro", "Leme")),
    ],
)
def test_a_place_typed_in_lower_case_after_in_or_near_is_meant(
    utterances: list[str], expected: tuple[str, str]
) -> None:
    intent = turns(*utterances)
    assert (intent.filters.get("location"), intent.filters.get("near")) == expected


def test_an_ordinary_word_in_lower_case_is_not_a_place() -> None:
    assert "near" not in turns("Big Island, I want to see the volcano").filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("the office is in Newport, something near the office please", "Newport"),
        ("tengo un congreso en Exchange Place, quiero estar cerca del congreso", "Exchange Place"),
        ("meu escritório fica em Newport, quero ficar perto do escritório", "Newport"),
    ],
)
def test_near_the_event_makes_the_event_place_the_one_to_stay_near(
    utterance: str, place: str
) -> None:
    assert turns("Jersey City", utterance).filters.get("near") == place


def test_where_an_event_is_alone_is_not_where_to_stay() -> None:
    assert "near" not in turns("Jersey City", "I have a conference in Newport").filters


@pytest.mark.parametrize("utterance", ["1BHK please", "a 1 bhk", "1 hab", "um apê de 1 qto"])
def test_short_bedroom_words_count_bedrooms(utterance: str) -> None:
    assert turns("Porto", utterance).filters.get("min_bedrooms") == 1


# --- markets and the dialog ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Canada, my wife and I", "let's start with Montreal, a flat with a kitchen"],
         {"location": "Montreal", "min_accommodates": 2, "property_type": "Apartment",
          "amenities": ["Kitchen"]}),
        (["Australia para 4", "empezamos por Sídney, una casa con piscina"],
         {"location": "Sydney", "min_accommodates": 4, "property_type": "House",
          "amenities": ["Pool"]}),
        (["EUA, só eu", "primeiro Nova York, um loft"],
         {"location": "New York", "min_accommodates": 1, "property_type": "Loft"}),
    ],
)  # fmt: skip
def test_a_city_of_the_country_searched_narrows_the_search(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected)


def test_a_full_request_in_another_country_still_starts_afresh() -> None:
    assert_filters(
        turns("Australia, 4 of us", "a house in Porto with a pool"),
        {"location": "Porto", "property_type": "House", "amenities": ["Pool"]},
    )


@pytest.mark.parametrize(
    "question",
    [
        "¿Y Victoria dónde está?",
        "where is Brisbane exactly?",
        "e Sydney, onde fica?",
    ],
)
def test_asking_where_a_market_is_does_not_switch_to_it(question: str) -> None:
    assert_filters(
        turns("Montreal, a flat", question), {"location": "Montreal", "property_type": "Apartment"}
    )


@pytest.mark.parametrize(
    "plan",
    [
        "we'll do a week in each, Montreal and Victoria",
        "al final hacemos una semana en cada sitio, Montreal y Victoria",
        "vamos fazer Sydney e Brisbane, uma semana cada",
    ],
)
def test_two_markets_both_planned_keep_the_search(plan: str) -> None:
    intent = turns("Porto for 2", plan)
    assert_filters(intent, {"location": "Porto", "min_accommodates": 2})


def test_two_markets_weighed_against_each_other_leave_the_market_open() -> None:
    assert "location" not in turns("Porto for 2", "Sydney or Brisbane?").filters
    assert "location" not in turns("Porto for 2", "entre Sídney y Brisbane").filters


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Rio", "Sydney", "let's go back to Rio, near Ipanema"],
         {"location": "Rio De Janeiro", "near": "Ipanema Beach"}),
        (["Kauai", "the Big Island, under 200", "volvamos a lo de Big Island, con piscina"],
         {"location": "The Big Island", "max_price": 200, "amenities": ["Pool"]}),
    ],
)  # fmt: skip
def test_going_back_applies_what_the_turn_adds(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected)


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Kauai", "the Big Island, under 200", "go back to Kauai", "Kona too, same budget"],
         {"location": "The Big Island", "near": "Kailua-Kona", "max_price": 200}),
        (["Porto, max 100 euros", "start over: Sydney", "mismo presupuesto"],
         {"location": "Sydney", "max_price": 164}),
        (["Oporto, 3 quartos", "nova busca: Rio", "mesmo número de quartos"],
         {"location": "Rio De Janeiro", "min_bedrooms": 3}),
    ],
)  # fmt: skip
def test_the_same_filter_as_before_comes_back_from_the_search_that_had_it(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected, ("max_price",))


def test_the_harbour_is_a_place_only_where_it_is_one() -> None:
    assert turns("Victoria", "cerca del puerto").filters.get("near") == "Inner Harbour"
    assert "near" not in turns("Sydney", "walk to the harbour").filters


@pytest.mark.parametrize(
    ("utterances", "place"),
    [
        (["Edinburgh next month, anything near the Meadows?"], "The Meadows"),
        (["Porto", "close to the Majestic Café"], "Majestic Café"),
        (["Montreal", "cerca de la Biblioteca Nacional"], "Biblioteca Nacional"),
    ],
)
def test_a_place_the_gazetteer_lacks_after_near_is_kept_as_named(
    utterances: list[str], place: str
) -> None:
    assert turns(*utterances).filters.get("near") == place


@pytest.mark.parametrize("utterance", ["Hong Kong, near the MTR", "Sydney, near the Beach"])
def test_a_kind_of_place_after_near_stays_in_the_query(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


def test_a_place_the_gazetteer_lacks_is_searched_for_by_its_words() -> None:
    name, arguments = tool_call(OfflineModel(), "Edinburgh, a flat near the Meadows")
    assert name == "searchRentals"
    asked = {"location": "Edinburgh", "property_type": "Apartment"}
    assert arguments["filters"] == asked | {"near": "The Meadows"}
    checked = checked_search(arguments["query"], FilterArgs(**arguments["filters"]), "")
    assert checked.filters.active() == asked
    assert "Meadows" in checked.query and checked.place_named == "The Meadows"


# --- memory: lasting must-haves and one-off parties ----------------------------------------------


@pytest.mark.parametrize(
    ("message", "content"),
    [
        ("we won't go anywhere without a pool", "Needs pool at every stay."),
        ("no vamos a ningún sitio sin piscina", "Needs pool at every stay."),
        ("não vamos a lugar nenhum sem ar condicionado", "Needs air conditioning at every stay."),
        (
            "Para mí el aire acondicionado es imprescindible en ningún viaje",
            "Needs air conditioning at every stay.",
        ),
        ("O wifi é indispensável em qualquer viagem", "Needs wifi at every stay."),
        ("we need a washer on every trip", "Needs washer at every stay."),
    ],
)
def test_a_must_have_for_every_trip_is_remembered(message: str, content: str) -> None:
    assert content in [candidate.content for candidate in extract_memories(message)]


@pytest.mark.parametrize(
    "message",
    [
        "Aliás, somos 5, esqueci-me do meu cunhado",
        "a flat in Porto for me and my wife",
        "mi señora y yo buscamos algo en Río",
        "my brother and I are looking at Sydney",
    ],
)
def test_naming_who_comes_on_this_trip_is_no_lasting_party(message: str) -> None:
    assert "travel_party" not in {candidate.key for candidate in extract_memories(message)}


def test_a_party_said_as_a_habit_is_remembered() -> None:
    keys = {candidate.key for candidate in extract_memories("my wife and I always travel together")}
    assert "travel_party" in keys


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Nueva York, los tres de siempre", 3),
        ("Porto, the usual four", 4),
        ("Rio, os cinco de sempre", 5),
        ("Edimburgo para mim e para a minha mulher", 2),
        ("Porto for me and for my sister", 2),
    ],
)
def test_the_usual_party_and_a_party_said_member_by_member(utterance: str, guests: int) -> None:
    assert turns(utterance).filters.get("min_accommodates") == guests


@pytest.mark.parametrize(
    "utterance",
    ["Já tenho as datas: de 10 a 15, dois adultos", "las fechas son del 3 al 9", "dates 12 to 19"],
)
def test_days_of_a_month_are_no_price_range(utterance: str) -> None:
    filters = turns("Edinburgh", utterance).filters
    assert "min_price" not in filters and "max_price" not in filters


def test_a_small_range_said_as_money_is_still_a_price() -> None:
    assert_filters(
        turns("Porto", "between 20 and 30 euros a night"),
        {"location": "Porto", "min_price": 20, "max_price": 30},
    )


@pytest.mark.parametrize(
    "utterance", ["Hong Kong, want to be central", "Sydney, staying central", "Porto, algo central"]
)
def test_being_central_is_near_the_centre(utterance: str) -> None:
    assert turns(utterance).filters.get("near", "").endswith("city centre")


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("necesito un depa en Manhattan para una semana", ("New York", "Manhattan")),
        ("an apartment in Astoria for 2", ("New York", "Astoria")),
        ("uma casa no Arpoador", ("Rio De Janeiro", "Arpoador")),
    ],
)
def test_a_neighbourhood_outside_the_gazetteer_is_near_as_named(
    utterance: str, expected: tuple[str, str]
) -> None:
    filters = turns(utterance).filters
    assert (filters.get("location"), filters.get("near")) == expected


@pytest.mark.parametrize(
    "utterance",
    [
        "Show superhosts only in Manhattan",
        "Harlem only, under 150",
        "a minha neta está a estudar na universidade McGill, vou a Montreal",
    ],
)
def test_an_area_bounding_the_search_or_an_institution_names_only_the_market(
    utterance: str,
) -> None:
    filters = turns(utterance).filters
    assert "location" in filters and "near" not in filters


@pytest.mark.parametrize(
    ("utterances", "place"),
    [
        (["Porto", "Ribeira looks gorgeous but probably touristy? Open to Cedofeita"], "Cedofeita"),
        (["Rio", "Copacabana parece lindo pero muy ruidoso? mejor Leblon"], "Leblon"),
        (["Rio", "Copacabana é lindo mas caro demais? talvez Botafogo"], "Botafogo"),
        (["Rio", "Ipanema or Leblon"], "Ipanema Beach"),
    ],
)
def test_a_place_doubted_gives_way_to_the_one_after_the_doubt(
    utterances: list[str], place: str
) -> None:
    assert turns(*utterances).filters.get("near") == place


@pytest.mark.parametrize(
    "utterance",
    [
        "up to 600 a night for the whole place, we're splitting it",
        "max 300 per night for the entire house",
    ],
)
def test_what_a_price_covers_is_no_room_type(utterance: str) -> None:
    assert "room_type" not in turns("Porto for 4", utterance).filters


def test_a_whole_place_asked_for_is_still_one() -> None:
    assert turns("Porto", "under 200, whole place please").filters["room_type"] == (
        "Entire home/apt"
    )


@pytest.mark.parametrize(
    ("request_", "amenity"),
    [
        ("Which ones have a washing machine", "Washer"),
        ("¿cuáles tienen piscina?", "Pool"),
        ("quais têm estacionamento?", "Free parking on premises"),
        ("which of them have a balcony?", "Patio or balcony"),
    ],
)
def test_which_ones_have_it_asks_to_see_those(request_: str, amenity: str) -> None:
    assert turns("Porto", request_).filters.get("amenities") == [amenity]


@pytest.mark.parametrize(
    "question", ["which one has the best view?", "y cuál tiene lavadora?", "qual tem piscina?"]
)
def test_which_one_has_it_asks_about_the_results(question: str) -> None:
    assert turns("Porto", question).kind == "results_question"


@pytest.mark.parametrize(
    ("message", "content"),
    [
        (
            "scratch that, our eldest left home so it's really four of us now",
            "Travels as a party of 4.",
        ),
        ("olvida eso, ahora somos tres", "Travels as a party of 3."),
        ("scratch that, our budget is 150 euros now", "Budget is about 150 euros per night."),
    ],
)
def test_a_retraction_that_says_the_value_again_corrects_it(message: str, content: str) -> None:
    correctable = {"travel_party", "budget"}
    assert content in [c.content for c in extract_memories(message, correctable=correctable)]
    assert not retracted_keys(message) & correctable


def test_a_retraction_with_no_new_value_forgets() -> None:
    assert retracted_keys("forget what I said about my budget") == {"budget"}


# --- parties: maybe-companions, relatives of relatives, couples, slang for people ---------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("my husband and me, plus perhaps my sister", 3),
        ("yo y mi marido, y quizás mi hermana", 3),
        ("eu e a minha mulher, e talvez o nosso filho", 3),
        ("viajo con mi papá", 2),
        ("vou com a minha mamãe", 2),
        ("our three daughters with their husbands, and me", 7),
        ("meus dois filhos com as suas esposas e eu", 5),
        ("we're three couples", 6),
        ("somos tres parejas", 6),
        ("dois casais", 4),
        ("somos 8 tías", 8),
        ("vamos 6 gajos", 6),
    ],
)
def test_a_party_counts_everyone_it_lists(utterance: str, guests: int) -> None:
    assert_filters(turns(f"Porto, {utterance}"), {"location": "Porto", "min_accommodates": guests})


def test_someone_elses_partner_alone_is_no_party() -> None:
    assert_filters(
        turns("Porto", "the owner lives with his wife downstairs?"), {"location": "Porto"}
    )


# --- budgets for a week or a month ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "nightly"),
    [
        ("tengo 700 euros por semana", 100),
        ("uns 350 euros à semana", 50),
        ("420 a week max", 60),
        ("puedo gastar 1500 al mes", 50),
        ("2100 euros mensais no máximo", 70),
        ("our monthly budget is 2400", 80),
        ("presupuesto semanal: 490 euros", 70),
    ],
)
def test_a_budget_for_a_week_or_a_month_is_spread_over_its_nights(
    utterance: str, nightly: int
) -> None:
    assert_filters(
        turns("Porto", utterance), {"location": "Porto", "max_price": nightly}, ("max_price",)
    )


def test_a_nightly_price_for_a_week_long_stay_stays_nightly() -> None:
    assert_filters(
        turns("Porto", "100 euros a night for a week"), {"location": "Porto", "max_price": 100}
    )


# --- one bedroom accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    ["a single bedroom would be fine, it's only me", "one bedroom is ok, solo trip"],
)
def test_one_bedroom_accepted_by_a_guest_alone_asks_for_nothing(utterance: str) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "min_accommodates": 1})


@pytest.mark.parametrize("utterance", ["un cuarto me vale", "um quarto chega"])
def test_a_room_accepted_asks_for_nothing(utterance: str) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto"})


def test_one_bedroom_accepted_by_a_family_lifts_a_bigger_need() -> None:
    assert_filters(
        turns("Porto, 3 bedrooms for 4 of us", "ok 1 bedroom is fine actually"),
        {"location": "Porto", "min_accommodates": 4},
    )


# --- a hedge about everything else keeps what was named ------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        (
            "must have a pool and parking. the rest is nice to have",
            ["Pool", "Free parking on premises"],
        ),
        ("necesito wifi y aire acondicionado. lo demás es opcional", ["Wifi", "Air conditioning"]),
        ("só preciso de cozinha e máquina de lavar, o resto não importa", ["Kitchen", "Washer"]),
    ],
)
def test_a_hedge_about_everything_else_keeps_the_named_amenities(
    utterance: str, amenities: list[str]
) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "amenities": amenities})


def test_a_hedge_about_the_amenity_itself_still_drops_it() -> None:
    assert_filters(turns("Porto", "a pool. not essential though"), {"location": "Porto"})


# --- desks in Spanish and Portuguese -----------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "preciso de uma boa mesa para o portátil",
        "con una mesa de trabajo",
        "precisamos de uma escrivaninha",
        "uma mesa pra trabalhar",
    ],
)
def test_a_table_to_work_at_is_a_workspace(utterance: str) -> None:
    assert_filters(
        turns("Porto", utterance), {"location": "Porto", "amenities": ["Laptop friendly workspace"]}
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "com mesa de jantar grande",
        "una mesa para comer en la terraza",
        "mesada",
        "é pra mim mesma, só eu",
        "ir a misa el domingo",
    ],
)
def test_a_table_to_eat_at_is_no_workspace(utterance: str) -> None:
    intent = turns("Porto", utterance)
    assert "Laptop friendly workspace" not in intent.filters.get("amenities", [])


# --- places: named centres, lower-case regions, unlisted names, alternatives ---------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "I work at the Rockefeller Center, looking in New York",
        "tengo consultas en el Centro Médico, en Nueva York",
        "New York, near the medical center please",
        "vou fazer exames no Centro de Saúde, Porto",
    ],
)
def test_a_centre_that_is_a_building_is_not_the_city_centre(utterance: str) -> None:
    assert "near" not in turns(utterance).filters or turns(utterance).filters["near"] != (
        "New York city centre"
    )
    assert not str(turns(utterance).filters.get("near", "")).endswith("city centre")


@pytest.mark.parametrize(
    "utterance",
    [
        "staying on the north shore, oahu",
        "north shore o'ahu for a week",
        "somewhere on the north shore",
    ],
)
def test_a_lower_case_region_is_meant_with_its_market(utterance: str) -> None:
    intent = turns("Oahu", utterance)
    assert_filters(intent, {"location": "Oahu", "near": "Haleiwa"})


@pytest.mark.parametrize(
    ("market", "utterance", "near"),
    [
        ("Edinburgh", "something in Craigentinny Park would be lovely", "Craigentinny Park"),
        ("Hong Kong", "algo cerca de Kennedy Town", "Kennedy Town"),
        ("Rio", "queremos ficar em Cachambi Velho", "Cachambi Velho"),
        ("Victoria", "busco algo en el Camosun College", "Camosun College"),
    ],
)
def test_a_capitalised_place_the_gazetteer_lacks_is_near_as_named(
    market: str, utterance: str, near: str
) -> None:
    intent = turns(market, utterance)
    assert intent.filters.get("near") == near
    assert near not in intent.unknown_places


@pytest.mark.parametrize(
    "utterance",
    [
        "I live in Denver",
        "we'll be there in August",
        "que en Vigo llueve mucho",
        "no hostels, no B&Bs",
    ],
)
def test_other_capitalised_words_after_in_are_no_place_to_stay(utterance: str) -> None:
    assert "near" not in turns("New York", utterance).filters


@pytest.mark.parametrize(
    ("earlier", "utterance", "near"),
    [
        ("Istanbul near Moda", "Or Beyoglu, we don't mind", "Kadıköy"),
        ("Porto near Ribeira", "ou talvez na Foz, tanto faz", "Ribeira"),
        ("Montreal near Mile End", "or maybe the Plateau", "Mile End"),
    ],
)
def test_a_place_offered_as_well_keeps_the_first_wish(
    earlier: str, utterance: str, near: str
) -> None:
    assert turns(earlier, utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("queríamos ficar no Gótico ou em Gràcia", "Gothic Quarter"),
        ("plateau or mile end, whichever", "Plateau Mont-Royal"),
        ("en el Gòtic si puede ser", "Gothic Quarter"),
    ],
)
def test_the_first_of_two_places_wins_even_in_lower_case(utterance: str, near: str) -> None:
    market = "Barcelona" if near == "Gothic Quarter" else "Montreal"
    assert turns(market, utterance).filters.get("near") == near


def test_a_job_in_a_neighbourhood_is_no_wish_to_stay_there() -> None:
    assert "near" not in turns("New York, I start a new job in Midtown next month").filters


@pytest.mark.parametrize(
    ("market", "utterance"),
    [
        ("Edinburgh", "Leith and Portobello are out"),
        ("Barcelona", "Gràcia y la Barceloneta quedan descartadas"),
        ("Rio", "Copacabana e Lapa estão fora"),
    ],
)
def test_places_ruled_out_set_no_place_and_keep_the_market(market: str, utterance: str) -> None:
    intent = turns(f"{market} for 2", utterance)
    assert "near" not in intent.filters
    assert intent.filters["location"] == ("Rio De Janeiro" if market == "Rio" else market)


def test_the_place_wished_taken_back_when_ruled_out() -> None:
    assert_filters(
        turns("Edinburgh, near Leith, for 2", "actually Leith is out, too loud"),
        {"location": "Edinburgh", "min_accommodates": 2},
    )


@pytest.mark.parametrize(
    ("market", "utterance", "near"),
    [
        ("Edinburgh", "Craigentinny or Restalrig would be ideal", "Craigentinny"),
        ("Hong Kong", "Shek Tong Tsui ou Kennedy Town seria ideal", "Shek Tong Tsui"),
        ("Montreal", "Verdunville o Ville-Émard sería perfecto", "Verdunville"),
    ],
)
def test_the_first_of_two_unlisted_names_wished_is_near(
    market: str, utterance: str, near: str
) -> None:
    assert turns(market, utterance).filters.get("near") == near


def test_two_days_wished_are_no_places() -> None:
    assert "near" not in turns("Edinburgh", "Monday or Tuesday would be ideal").filters


# --- parties listed with their ages, or counted then listed --------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("me, my wife and the kids (4 and 7)", 4),
        ("eu, a minha mulher e os miúdos (2, 5 e 9)", 5),
        ("mi mujer, yo y las niñas (6 y 10)", 4),
        ("my husband and I plus the boys (ages 6, 9 and 11)", 5),
        ("me, my partner and the children", 4),
    ],
)
def test_children_listed_with_their_ages_count_one_each(utterance: str, guests: int) -> None:
    assert_filters(turns(f"Porto, {utterance}"), {"location": "Porto", "min_accommodates": guests})


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("we are 2 adults and a baby", 3),
        ("somos 2 adultos y 2 niños", 4),
        ("somos três adultos e uma criança", 4),
        ("we're 4 people, me and 3 friends", 4),
    ],
)
def test_a_number_of_adults_then_more_members_counts_them_all(utterance: str, guests: int) -> None:
    assert_filters(turns(f"Porto, {utterance}"), {"location": "Porto", "min_accommodates": guests})


def test_going_with_the_children_alone_says_not_how_many() -> None:
    assert_filters(turns("Porto", "con los niños es más cómodo"), {"location": "Porto"})


# --- short words for a flat ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    ["preciso de um ap em Copacabana", "uns aps perto da praia", "un pisito en Barcelona"],
)
def test_short_words_for_a_flat_are_apartments(utterance: str) -> None:
    assert turns(utterance).filters.get("property_type") == "Apartment"


# --- accepting and not minding ------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "a hostel or whatever, I don't mind",
        "un hostal o lo que sea",
        "albergue ou qualquer coisa",
        "cabaña o cualquier cosa, da igual",
    ],
)
def test_a_kind_of_place_or_whatever_asks_for_no_kind(utterance: str) -> None:
    intent = turns("Istanbul, solo yo", utterance)
    assert "property_type" not in intent.filters
    assert "room_type" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "habitación compartida vale",
        "shared room is fine, a hostel or whatever",
        "quarto partilhado serve",
    ],
)
def test_a_shared_room_accepted_asks_for_no_room(utterance: str) -> None:
    assert_filters(
        turns("Istanbul, solo yo", utterance), {"location": "Istanbul", "min_accommodates": 1}
    )


@pytest.mark.parametrize(
    ("party", "utterance", "bedrooms"),
    [
        ("for 2", "one bedroom is fine", 1),
        ("para 2", "um T1 chega", 1),
        ("for 3", "nothing big, one bedroom is fine", None),
        ("somos 4", "con un dormitorio nos vale", None),
        ("for 1", "1 bedroom would do", None),
    ],
)
def test_one_bedroom_accepted_is_asked_for_by_a_couple_only(
    party: str, utterance: str, bedrooms: int | None
) -> None:
    assert turns(f"Porto {party}", utterance).filters.get("min_bedrooms") == bedrooms


@pytest.mark.parametrize(
    "utterance",
    ["somos dos, con una habitación vale", "con un cuarto nos sirve", "com um quarto serve"],
)
def test_a_room_accepted_with_no_home_named_is_no_bedroom(utterance: str) -> None:
    assert "min_bedrooms" not in turns("Barcelona", utterance).filters


def test_a_home_with_one_room_has_one_bedroom() -> None:
    assert turns("Barcelona", "un piso con una habitación, para 2").filters["min_bedrooms"] == 1


@pytest.mark.parametrize(
    "utterance",
    ["Victoria, preciso de um quarto, sou só eu", "Edinburgh, necesito una habitación"],
)
def test_a_room_needed_with_no_home_named_is_a_private_room(utterance: str) -> None:
    filters = turns(utterance).filters
    assert filters["room_type"] == "Private room"
    assert "min_bedrooms" not in filters


def test_a_home_of_one_room_named_with_de_has_one_bedroom() -> None:
    assert turns("Porto, apartamento de um quarto").filters["min_bedrooms"] == 1


# --- dates said as days of the month ------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Two weeks please. From the 5th.",
        "arriving on the 3rd, leaving the 9th",
        "check in on the 12th",
        "the 2nd of March to the 9th",
    ],
)
def test_a_day_of_the_month_points_at_no_listing(utterance: str) -> None:
    intent = turns("Victoria, a room", utterance)
    assert intent.kind == "search"
    assert intent.subject is None


# --- places weighed, specified, settled on or accepted as a fallback ----------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "is volcano village close to the national park? or is kona better",
        "is Hilo close to the volcano? or would Kona be better",
        "¿Hilo está cerca del volcán? o es mejor Kona",
        "Hilo fica perto do vulcão? ou Kona é melhor",
    ],
)
def test_a_question_weighing_places_sets_no_place(utterance: str) -> None:
    assert "near" not in turns("big island for 2", utterance).filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Cerca de Waikiki o Ko Olina, no sé cuál es mejor", "Waikiki Beach"),
        ("Waikiki or Ko Olina, not sure which is better", "Waikiki Beach"),
        ("Waikiki ou Ko Olina, não sei qual é melhor", "Waikiki Beach"),
    ],
)
def test_places_weighed_without_knowing_which_keep_the_first(utterance: str, near: str) -> None:
    assert turns("Oahu for 6", utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("market", "utterance", "near"),
    [
        (
            "Sydney",
            "somewhere near the harbour — Kirribilli, The Rocks, Milsons Point?",
            "Kirribilli",
        ),
        ("Sydney", "near the harbour, like The Rocks", "The Rocks"),
        ("Rio", "perto da praia, tipo Leme", "Leme"),
    ],
)
def test_a_named_place_says_which_kind_of_place_is_meant(
    market: str, utterance: str, near: str
) -> None:
    assert turns(f"{market} for 4", utterance).filters.get("near") == near


@pytest.mark.parametrize(
    "settling",
    [
        "ok ok nos quedamos con Queens entonces",
        "fine, we'll stick with Queens",
        "ficamos com Queens então",
    ],
)
def test_settling_on_a_place_weighed_goes_back_to_its_search(settling: str) -> None:
    assert_filters(
        turns(
            "nyc for 3",
            "cheapest first",
            "how much is the Queens one?",
            "anything in Manhattan under 150?",
            settling,
        ),
        {"location": "New York", "min_accommodates": 3, "sort": "price_asc"},
    )


@pytest.mark.parametrize(
    "utterance",
    ["ok let's stick with Manhattan", "me quedo con la primera de Manhattan. tiene balcón?"],
)
def test_settling_on_the_place_searched_or_a_listing_keeps_the_search(utterance: str) -> None:
    expected = {
        "location": "New York",
        "min_accommodates": 3,
        "near": "Manhattan",
        "max_price": 150,
    }
    assert_filters(turns("nyc for 3", "Brooklyn", "Manhattan under 150", utterance), expected)


def test_going_back_takes_the_order_the_turn_asks_for() -> None:
    assert_filters(
        turns(
            "Sydney for 4 near Kirribilli",
            "what about Bondi?",
            "go back to Kirribilli, cheapest first",
        ),
        {"location": "Sydney", "min_accommodates": 4, "near": "Kirribilli", "sort": "price_asc"},
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "y si no hay nada en Poble Sec, el Raval también nos sirve, aunque prefiero que no",
        "if there's nothing there, El Raval would also work",
        "se não houver nada, o Raval também serve",
    ],
)
def test_a_place_accepted_as_a_fallback_keeps_the_place_wished(utterance: str) -> None:
    assert turns("Barcelona for 2 near Poble Sec", utterance).filters.get("near") == "Poble Sec"


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("que esté cerca de la zona de fiesta, galerias de paris o por ahí", "Galerias de Paris"),
        ("perto da rua de paris", "Rua de Paris"),
        ("near the Avenue of London please", "Avenue of London"),
    ],
)
def test_a_place_named_after_a_city_is_a_place_in_the_market(utterance: str, near: str) -> None:
    intent = turns("Porto for 10", utterance)
    assert intent.filters.get("near") == near
    assert not intent.unknown_places


def test_the_city_itself_is_still_not_ours() -> None:
    assert turns("Porto", "lejos de Paris, cerca de la playa").unknown_places == ["Paris"]


# --- questions about one result named by what or where it is ------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "la habitación en Kangaroo Point está amueblada?",
        "el ático de Poble Sec tiene terraza?",
        "a cobertura em Ipanema tem piscina?",
        "does the attic in Surry Hills have AC?",
        "o quarto perto da praia tem ar?",
    ],
)
def test_a_question_about_a_result_named_by_its_place_changes_nothing(question: str) -> None:
    intent = turns("Sydney for 2", question)
    assert_filters(intent, {"location": "Sydney", "min_accommodates": 2})


# --- cooking, amounts converted that are the budget, stays counted in weeks ---------------------


@pytest.mark.parametrize(
    "utterance",
    ["queremos cocinar juntos", "gostamos de cozinhar", "we love to cook together"],
)
def test_wanting_to_cook_is_no_kitchen_asked_for(utterance: str) -> None:
    assert_filters(turns("Oahu for 6", utterance), {"location": "Oahu", "min_accommodates": 6})


@pytest.mark.parametrize(
    ("utterance", "price"),
    [
        (
            "¿Cuánto son 150 dólares canadienses en euros? Es lo que me paga el proyecto",
            150,
        ),
        ("how much is 200 Canadian dollars in euros? that's our budget per night", 200),
        ("quanto são 120 dólares canadenses em euros? é o meu orçamento", 120),
    ],
)
def test_an_amount_converted_then_said_to_be_the_budget_is_the_budget(
    utterance: str, price: int
) -> None:
    assert turns("Victoria for 1", utterance).filters.get("max_price") == price


@pytest.mark.parametrize(
    "utterance",
    [
        "2100 euros for the three weeks",
        "2100 euros por las tres semanas",
        "2100 euros para as 3 semanas",
        "1400 euros for 2 weeks",
    ],
)
def test_a_budget_for_a_number_of_weeks_is_spread_over_their_nights(utterance: str) -> None:
    assert_filters(
        turns("Porto", utterance), {"location": "Porto", "max_price": 100}, ("max_price",)
    )


# --- the nights of a stay said by its days, and each person's share of it -----------------------


@pytest.mark.parametrize(
    ("dates", "nights"),
    [
        ("chegamos dia 29 e vamos embora dia 2", 4),
        ("del 8 al 18 de enero", 10),
        ("arriving on the 3rd, leaving the 9th", 6),
        ("llegamos el 3 y nos vamos el 10", 7),
        ("del 28 al 2 de marzo", 2),
    ],
)
def test_the_days_of_arriving_and_leaving_count_the_nights(dates: str, nights: int) -> None:
    assert_filters(
        turns("Porto for 2", dates, f"{100 * nights} euros for the whole stay"),
        {"location": "Porto", "min_accommodates": 2, "max_price": 100},
        ("max_price",),
    )


def test_two_bare_numbers_are_no_days() -> None:
    assert turns("Porto", "from 2 to 4 people").filters.get("min_accommodates") == 2
    assert_filters(
        turns("Porto", "from 2 to 4 people", "400 euros for the whole stay"),
        {"location": "Porto", "min_accommodates": 2, "max_price": 400},
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "até 200 euros por pessoa pelo período todo",
        "200 euros por persona en total",
        "200 euros per person for the whole stay",
    ],
)
def test_each_persons_share_of_the_whole_stay_is_spread_over_its_nights(utterance: str) -> None:
    assert_filters(
        turns("Porto for 4", "5 nights", utterance),
        {"location": "Porto", "min_accommodates": 4, "max_price": 160},
        ("max_price",),
    )


@pytest.mark.parametrize(
    ("utterance", "word"),
    [
        ("I would like it to be clean and quiet. From the 5th.", "quiet"),
        ("que sea tranquilo, a partir del 5", "tranquilo"),
        ("quero algo sossegado, a partir do dia 5", "sossegado"),
        ("quiet please. Starting on the 1st.", "quiet"),
    ],
)
def test_a_quiet_stay_wished_beside_a_day_is_searched_for(utterance: str, word: str) -> None:
    intent = turns("Victoria, a room for 2", utterance)
    assert_filters(
        intent, {"location": "Victoria", "room_type": "Private room", "min_accommodates": 2}
    )
    assert word in intent.search_query


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("we're a couple with a 6 month old baby", 3),
        ("me, my wife and our 3-year-old", 3),
        ("my husband and I and our 5 year old son", 3),
        ("2 adults and a 10-month-old", 3),
    ],
)
def test_an_age_said_before_a_child_counts_no_one(utterance: str, guests: int) -> None:
    assert_filters(turns(f"Porto, {utterance}"), {"location": "Porto", "min_accommodates": guests})


@pytest.mark.parametrize(
    "utterance",
    [
        "prefiero una casa a un departamento",
        "we'd prefer a house to a condo",
        "preferimos casa a apartamento",
        "prefiro uma casa a um apartamento",
    ],
)
def test_a_kind_preferred_to_another_asks_for_the_first(utterance: str) -> None:
    assert turns("Oahu for 6", utterance).filters.get("property_type") == "House"


@pytest.mark.parametrize(
    "question",
    [
        "is Waikiki close to the airport? or Kailua?",
        "¿está Waikiki lejos del aeropuerto?",
        "é Waikiki perto da praia?",
        "and is Kailua far from the beach?",
    ],
)
def test_asking_whether_a_place_is_near_another_sets_no_place(question: str) -> None:
    assert_filters(turns("Oahu for 2", question), {"location": "Oahu", "min_accommodates": 2})


def test_asking_for_anything_near_a_place_still_wishes_it() -> None:
    assert turns("Oahu for 2", "is there anything close to Waikiki?").filters["near"] == (
        "Waikiki Beach"
    )


# --- a good connection beside work; the word that calls a place an area -------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "need a desk and a decent connection for calls",
        "trabajo en remoto, conexión rápida imprescindible",
        "preciso de mesa e boa conexão",
        "working remotely so a stable connection please",
        "teletrabalho, conexão de internet estável",
    ],
)
def test_a_good_connection_said_with_work_is_wifi(utterance: str) -> None:
    amenities = turns(f"Porto, {utterance}").filters.get("amenities", [])
    assert "Wifi" in amenities


@pytest.mark.parametrize(
    "utterance",
    [
        "una zona con buena conexión con el centro, trabajo allí",
        "good connection to the airport, it's a work trip",
        "buena conexión",
    ],
)
def test_a_connection_to_somewhere_or_without_work_is_no_wifi(utterance: str) -> None:
    assert "Wifi" not in turns(f"Porto, {utterance}").filters.get("amenities", [])


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("ahora Estambul, una semana, zona de Beyoğlu", {"location": "Istanbul"}),
        ("Porto, bairro da Ribeira, em outubro", {"location": "Porto", "near": "Ribeira"}),
        ("Rio, the Copacabana area, in May", {"location": "Rio De Janeiro"}),
        ("Barcelona, barrio de Gràcia", {"location": "Barcelona", "near": "Gràcia"}),
    ],
)
def test_the_word_that_calls_a_place_an_area_is_no_stay_word(
    utterance: str, expected: dict[str, Any]
) -> None:
    intent = turns(utterance)
    assert expected.items() <= intent.filters.items()
    assert not {"zona", "bairro", "area", "barrio"} & set(intent.search_query.split())


# --- people beyond the speaker; the visitor's own home; places wished, complained of, offered ---


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("I'm sharing with one other musician", 2),
        ("me and two other dancers", 3),
        ("voy a compartir con otra persona", 2),
        ("yo y otros dos actores", 3),
        ("vou dividir com mais um amigo", 2),
        ("eu e mais duas pessoas", 3),
    ],
)
def test_people_beyond_the_speaker_count_with_the_speaker(utterance: str, guests: int) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "min_accommodates": guests})


def test_another_thing_is_no_guest() -> None:
    assert "min_accommodates" not in turns("Porto", "with another bathroom please").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto for 2 months, I still haven't found a permanent apartment",
        "Nueva York, todavía no encontré un piso fijo, algo temporal",
        "Porto, ainda não achei apartamento definitivo",
        "NYC for a month, I'm selling my house back home",
    ],
)
def test_the_visitors_own_home_is_no_property_type(utterance: str) -> None:
    assert "property_type" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [
        ("vendí mi casa y busco un apartamento en Oporto", "Apartment"),
        ("Porto, our apartment should have a balcony", "Apartment"),
    ],
)
def test_a_home_asked_for_beside_ones_own_is_the_type(utterance: str, kind: str) -> None:
    assert turns(utterance).filters.get("property_type") == kind


@pytest.mark.parametrize(
    ("first", "utterance", "near"),
    [
        ("Maui, near Wailea", "Kapalua feels too far, let's stay on the south shore", "South Maui"),
        ("Kauai", "the south shore please", "Poipu"),
        ("Big Island", "algo en el lado oeste", "Kona"),
        ("Kauai", "perto da costa norte", "North Shore"),
        ("Rio", "Barra fica longe demais, prefiro Copacabana", "Copacabana Beach"),
    ],
)
def test_a_side_of_an_island_is_its_area_and_a_place_too_far_is_no_wish(
    first: str, utterance: str, near: str
) -> None:
    assert turns(first, utterance).filters.get("near") == near


def test_a_side_in_a_city_without_one_sets_no_place() -> None:
    assert "near" not in turns("New York", "something on the west side").filters
    assert turns("Edinburgh", "somewhere in Southside").filters.get("near") == "Southside"


@pytest.mark.parametrize(
    ("first", "utterance", "near"),
    [
        ("Oahu, near Haleiwa", "waikiki ok too", "Haleiwa"),
        ("Barcelona, cerca de la Sagrada Familia", "Gràcia también vale", "Sagrada Família"),
        ("Rio, perto de Copacabana", "Leblon também serve", "Copacabana Beach"),
    ],
)
def test_a_place_fine_as_well_keeps_the_place_wished_first(
    first: str, utterance: str, near: str
) -> None:
    assert turns(first, utterance).filters.get("near") == near


@pytest.mark.parametrize(
    "turns_said",
    [
        (
            "Barcelona with wifi",
            "is the one in Gràcia quiet?",
            "what about Raval",
            "back to the Gràcia options",
        ),
        (
            "Barcelona con wifi",
            "¿el de Gràcia es tranquilo?",
            "y en el Raval",
            "volvamos a las opciones de Gràcia",
        ),
        (
            "Rio com wifi",
            "o de Copacabana é tranquilo?",
            "e em Leblon",
            "volta para as opções de Copacabana",
        ),
    ],
)
def test_going_back_to_results_named_by_their_place_restores_that_search(
    turns_said: tuple[str, ...],
) -> None:
    intent = turns(*turns_said)
    assert "near" not in intent.filters
    assert intent.filters.get("amenities") == ["Wifi"]


@pytest.mark.parametrize(
    ("first", "utterance", "expected"),
    [
        (
            "New York, just me",
            "hoping to stay under $3,000 for the month but that might be naive for Brooklyn?",
            {"location": "New York", "min_accommodates": 1, "max_price": 100},
        ),
        (
            "Barcelona",
            "80 euros la noche, ¿es realista para el Born?",
            {"location": "Barcelona", "max_price": 80},
        ),
        (
            "Rio",
            "uns 300 reais, é ingênuo para Ipanema?",
            {"location": "Rio De Janeiro", "max_price": 300},
        ),
    ],
)
def test_a_place_a_budget_is_weighed_against_is_no_wish(
    first: str, utterance: str, expected: dict[str, Any]
) -> None:
    assert_filters(turns(first, utterance), expected, approx=("max_price",))


@pytest.mark.parametrize(
    ("first", "utterance"),
    [
        ("Edinburgh near Leith", "show me the cheapest regardless of area"),
        ("Barcelona cerca de Gràcia", "da igual la zona, lo más barato"),
        ("Porto perto da Ribeira", "qualquer bairro serve"),
        ("Sydney near Bondi", "anywhere in the city is fine actually"),
    ],
)
def test_any_area_lifts_the_place_and_keeps_the_market(first: str, utterance: str) -> None:
    filters = turns(first, utterance).filters
    assert "near" not in filters
    assert "location" in filters


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            (
                "New York, just me",
                "under $3,000 for the month",
                "what if I push the budget to 3600?",
            ),
            120,
        ),
        (("Porto", "500 euros for the week", "what if we stretch the budget to 700?"), 100),
        (("Porto", "1200 al mes", "¿y si subo el presupuesto a 1500?"), 50),
        (("Porto", "1200 por mês", "e se eu aumentar o orçamento para 1800?"), 60),
        (("Porto", "1200 al mes", "vale, 80 la noche"), 80),
    ],
)
def test_a_budget_raised_keeps_the_span_it_was_said_for(
    said: tuple[str, ...], expected: float
) -> None:
    price = turns(*said).filters["max_price"]
    assert abs(price - expected) <= expected * 0.1


# --- what the trip is for, said apart from where to stay ---------------------------------------


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("we're flying in to watch a game at the Camp Nou, two of us", "Barcelona"),
        ("vamos a ver un partido en el Camp Nou, somos dos", "Barcelona"),
        ("I'm doing an exchange semester at McGill, need a room", "Montreal"),
        ("going to Rio for a 3 week intensive, the academy is in Santa Teresa", "Rio De Janeiro"),
        ("voy a Río a un taller de samba en Lapa, voy sola", "Rio De Janeiro"),
        ("vou fazer intercâmbio na McGill e preciso de um quarto", "Montreal"),
        (
            "quiero fotografiar la erupción del Kilauea, busco algo en la Big Island",
            "The Big Island",
        ),
    ],
)
def test_the_place_a_trip_is_for_sets_its_market_but_no_place(utterance: str, market: str) -> None:
    intent = turns(utterance)
    assert intent.filters.get("location") == market
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "I'm here to photograph the Kilauea eruption, somewhere on the Big Island",
        "my son studies at McGill, we want to visit him in Montreal",
        "a minha filha está a estudar na McGill, vamos a Montreal visitá-la",
        "mi hija trabaja en el hospital de Darlinghurst, vamos a Sídney",
    ],
)
def test_an_event_or_a_relatives_place_is_no_wish_to_stay_there(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Fight at Barclays Center next month. need a quiet place in Brooklyn", "Brooklyn"),
        ("two shows at the Zoo, need somewhere in Fortitude Valley", "Fortitude Valley"),
        ("tengo una pelea en el Barclays Center, busco algo en Brooklyn", "Brooklyn"),
        ("Edinburgh. Could you also show us something in Leith?", "Leith"),
    ],
)  # fmt: skip
def test_a_contest_or_a_performance_is_where_the_trip_goes_not_where_it_stays(
    utterance: str, place: str
) -> None:
    assert turns(utterance).filters.get("near") == place


@pytest.mark.parametrize(
    ("said", "place"),
    [
        (("Rio, 3 pessoas", "perto do parque olímpico"), "Olympic Park"),
        (("Nova York para 3", "Perto do estádio dos Yankees então"), "Yankee Stadium"),
    ],
)
def test_landmarks_named_in_spanish_or_portuguese(said: tuple[str, ...], place: str) -> None:
    assert turns(*said).filters.get("near") == place


@pytest.mark.parametrize(
    "utterance",
    [
        "taking my daughter to Sydney, she wants to swim at Bondi",
        "we're hoping to see the forest birds up at Kokee, two of us on Kauai",
        "queremos ver el volcán Kilauea, somos cuatro en la Big Island",
        "voy a Maui a hacer la subida al Haleakalā con dos amigos",
        "vamos ao Rio e queremos muito conhecer o Pão de Açúcar",
        "Sydney with my daughter, she's obsessed with the Opera House",
        "big island, want to shoot lava at night at volcanoes park",
        "Queremos hacer la carretera a Hana en Maui",
    ],
)
def test_a_sight_to_visit_is_no_wish_to_stay_there(utterance: str) -> None:
    intent = turns(utterance)
    assert "near" not in intent.filters
    assert "location" in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "a wedding in New York, the events are in Jackson Heights and Flushing",
        "we want to see the forest birds in the Volcanoes National Park and Hakalau, Big Island",
        "vamos ao Rio ver o Pão de Açúcar e também o Cristo Redentor",
    ],
)
def test_a_place_joined_to_a_sight_or_event_is_one_more_of_them(utterance: str) -> None:
    intent = turns(utterance)
    assert "near" not in intent.filters
    assert "location" in intent.filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("a wedding in Jackson Heights and a flat in Astoria please", "Astoria"),
        ("we want to see the Opera House and stay in Surry Hills", "Surry Hills"),
        ("she's obsessed with the Opera House so we'd like to stay close to it",
         "Sydney Opera House"),
    ],
)  # fmt: skip
def test_a_stay_wished_beside_a_sight_is_still_wished(utterance: str, place: str) -> None:
    assert turns(utterance).filters.get("near") == place


@pytest.mark.parametrize(
    ("said", "place"),
    [
        (("Barcelona", "I'd like to see flats in Gràcia"), "Gràcia"),
        (("Sydney", "we want to see the fireworks, so near Circular Quay"), "The Rocks"),
        (("Rio", "quero ver opções perto de Copacabana"), "Copacabana Beach"),
        (
            ("Brisbane", "vou ver minha irmã, ela mora em South Bank, quero ficar perto"),
            "South Bank Parklands",
        ),
    ],
)
def test_seeing_listings_or_a_relative_keeps_the_place_wished(
    said: tuple[str, ...], place: str
) -> None:
    assert turns(*said).filters.get("near") == place


@pytest.mark.parametrize(
    "utterance",
    [
        "I'll commute to lower Manhattan every day, so Exchange Place or Newport",
        "voy a ir cada día a Manhattan, así que algo en Exchange Place",
        "vou me deslocar até Manhattan todo dia, então perto de Exchange Place",
    ],
)
def test_where_a_commute_goes_keeps_the_market_searched(utterance: str) -> None:
    assert_filters(
        turns("Jersey City", utterance), {"location": "Jersey City", "near": "Exchange Place"}
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "near the PATH pls, i'll be going into manhattan on weekends",
        "somewhere quiet, we'll be heading into Manhattan most days",
    ],
)
def test_trips_out_of_the_stay_keep_the_market_searched(utterance: str) -> None:
    assert turns("Jersey City for 2", utterance).filters == {
        "location": "Jersey City",
        "min_accommodates": 2,
    }


def test_a_place_named_before_its_event_noun_after_near_is_wished() -> None:
    """ "near the Palais des congrès venue": the venue's noun after the name does not make it
    only the event's place."""
    intent = turns("I have a gig in New York. We need a place near the Barclays Center arena")
    assert intent.filters.get("near") == "Barclays Center Arena"


def test_a_place_to_stay_near_the_event_is_still_wished() -> None:
    intent = turns("I'm in Montreal for a conference at McGill, want a place near the university")
    assert intent.filters.get("near") == "McGill University"


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        (
            "I'll work in a bakery in the West Village. I would like to be really close, "
            "walking distance",
            "Greenwich Village",
        ),
        (
            "Las milongas del festival son en Beyoğlu. Necesitamos volver caminando",
            "Beyoğlu",
        ),
        (
            "O workshop é no Brooklyn, perto de Bed-Stuy. Se der pra ir a pé melhor ainda",
            "Brooklyn",
        ),
    ],
)
def test_walking_between_the_event_and_the_stay_wishes_to_stay_near_it(
    utterance: str, place: str
) -> None:
    assert turns(utterance).filters.get("near") == place


def test_an_event_and_a_walk_elsewhere_leaves_the_event_unwished() -> None:
    assert "near" not in turns("The wedding is in Queens. I love a long walk on the beach").filters


def test_an_hour_of_the_night_is_no_leg_of_a_split_stay() -> None:
    """ "six weeks in the West Village … at 3:30 in the night": one stay, not two legs."""
    intent = turns(
        "Six weeks in the West Village, I don't want to take the subway at 3:30 in the night"
    )
    assert intent.filters.get("near") == "Greenwich Village"


# --- either/or, conditions and remarks set nothing -----------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "a villa for our pool party, ideally with a pool or a hot tub",
        "queremos hacer una fiesta en la piscina, con piscina o jacuzzi",
        "vamos dar uma festa na piscina, com piscina ou hidro",
    ],
)
def test_a_pool_party_asks_for_no_pool(utterance: str) -> None:
    assert "amenities" not in turns("Maui", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Ground floor or a building with a lift, please",
        "either the ground floor or a place with a lift",
        "rés-do-chão ou um prédio com elevador",
    ],
)
def test_a_need_met_either_way_sets_no_amenity(utterance: str) -> None:
    assert "amenities" not in turns("Edinburgh", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "A lot of the Old Town flats seem to be up five flights!",
        "the houses in Leith tend to be small",
        "los pisos del Eixample suelen ser oscuros",
        "já nos disseram que as casas lá são minúsculas",
        "Street parking in the Ironbound is rough I hear",
    ],
)
def test_a_remark_on_how_places_are_sets_nothing(utterance: str) -> None:
    intent = turns("Edinburgh for 2", utterance)
    assert {"near", "property_type", "amenities"}.isdisjoint(intent.filters)


@pytest.mark.parametrize(
    "utterance",
    [
        "around 200/night, more if it's right on the beach",
        "unos 150 la noche, un poco más si tiene piscina",
        "about 150 a night, a bit more if there's a pool",
        "uns 150 por noite, mais se tiver jacuzzi",
    ],
)
def test_a_budget_stretched_for_a_wish_sets_no_amenity(utterance: str) -> None:
    intent = turns("Oahu", utterance)
    assert "amenities" not in intent.filters
    assert intent.filters.get("max_price") in (150, 200)


@pytest.mark.parametrize(
    "utterance",
    [
        "we need somewhere for the first month while we find a permanent apartment",
        "algo para el primer mes mientras busco piso fijo",
        "algo para o primeiro mês enquanto procuro um apartamento definitivo",
    ],
)
def test_the_home_looked_for_later_is_not_this_stay(utterance: str) -> None:
    assert "property_type" not in turns("Montreal", utterance).filters


# --- a question about one result with a tolerance ------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Is the Ironbound one a whole unit? I don't mind a room honestly",
        "is the loft one an entire home? I don't mind a private room as long as it's quiet",
        "Does it have parking though? Street parking in the Ironbound is rough I hear",
    ],
)
def test_a_question_about_a_result_with_a_tolerance_changes_nothing(utterance: str) -> None:
    assert_filters(turns("Newark under 80", utterance), {"location": "Newark", "max_price": 80})


# --- numbers that are not prices -----------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "4 of us, all 20-21",
        "4 friends, ages 19 to 22",
        "somos 4, todos de 20 a 22",
        "somos 4, 20-22 anos",
    ],
)
def test_ages_are_no_price_range(utterance: str) -> None:
    assert_filters(turns("Oahu", utterance), {"location": "Oahu", "min_accommodates": 4})


@pytest.mark.parametrize(
    "utterance",
    [
        "cheap, like 50-60 a night",
        "around 50 to 60 per night",
        "barato, tipo 50-60 euros la noche",
        "uns 50-60 por noite",
    ],
)
def test_a_hedged_range_is_a_ceiling(utterance: str) -> None:
    assert_filters(turns("Porto", utterance), {"location": "Porto", "max_price": 60})


def test_a_range_said_plainly_keeps_both_bounds() -> None:
    assert_filters(
        turns("Porto", "between 50 and 60 a night"),
        {"location": "Porto", "min_price": 50, "max_price": 60},
    )


# --- parties said without a number ---------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "My partner just got a job here so we're relocating",
        "my wife starts a new job in Sydney, we're moving from Perth",
        "mi pareja consiguió trabajo allí y nos mudamos",
        "o meu namorado arranjou emprego lá e vamos nos mudar",
    ],
)
def test_a_couple_moving_together_is_two(utterance: str) -> None:
    assert turns("Sydney", utterance).filters.get("min_accommodates") == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "solo female traveller here, going in June",
        "single occupancy please",
        "soy viajera sola, ¿es seguro?",
        "sou mulher sozinha, é seguro?",
    ],
)
def test_a_solo_traveller_is_one(utterance: str) -> None:
    assert turns("Istanbul", utterance).filters.get("min_accommodates") == 1


# --- places --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("a room in albany new york", "Albany"),
        ("something in Albany, NY", "Albany"),
        ("un cuarto en Newark, New Jersey", "Newark"),
        ("um quarto em Victoria BC", "Victoria"),
    ],
)
def test_the_state_after_a_city_names_no_second_market(utterance: str, market: str) -> None:
    assert turns(utterance).filters.get("location") == market


@pytest.mark.parametrize(
    "utterance",
    [
        "hmm Hilo is a 45 min drive each way. anything else?",
        "Hilo is too far, anything else up there?",
        "Hilo queda muy lejos, ¿algo más?",
        "Hilo fica muito longe, tem outra coisa?",
    ],
)
def test_a_place_too_far_keeps_the_place_wished(utterance: str) -> None:
    intent = turns("The Big Island near Kilauea", utterance)
    assert intent.filters.get("near") == "Hawaiʻi Volcanoes National Park"


# --- vocabulary ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("apê barato em copa", {"near": "Copacabana Beach", "location": "Rio De Janeiro"}),
        (
            "algo perto do ferry para Macau",
            {"near": "Macau Ferry Terminal", "location": "Hong Kong"},
        ),
        ("near the Macau ferry please", {"near": "Macau Ferry Terminal", "location": "Hong Kong"}),
        (
            "near Jean-Talon market would be a dream",
            {"near": "Jean-Talon Market", "location": "Montreal"},
        ),
    ],
)
def test_places_travellers_name(utterance: str, expected: dict[str, Any]) -> None:
    intent = turns(utterance)
    assert {key: intent.filters.get(key) for key in expected} == expected


@pytest.mark.parametrize(
    "utterance",
    [
        "preciso de uma mesa de verdade",
        "necesito una mesa de verdad para trabajar",
        "uma mesa de verdade, nada de trabalhar na cama",
    ],
)
def test_a_real_table_is_a_desk(utterance: str) -> None:
    assert turns("Edinburgh", utterance).filters.get("amenities") == ["Laptop friendly workspace"]


@pytest.mark.parametrize(
    "utterance",
    [
        "I'd rather have my own place",
        "we want a place of our own this time",
        "prefiero mi propio piso",
        "quero um lugar só meu",
    ],
)
def test_a_place_of_ones_own_is_the_entire_home(utterance: str) -> None:
    assert turns("Porto", utterance).filters.get("room_type") == "Entire home/apt"


def test_a_home_that_feels_like_ones_own_asks_for_no_kind() -> None:
    assert "room_type" not in turns("Maui", "we want it to feel like our own place").filters


# --- the currency said before the amount ---------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "max_price"),
    [
        ("Em euros, não queríamos gastar mais de 150 por noite.", 150 * 1.08 / 0.128),
        ("in pounds, about 120 a night max", 120 * 1.27 / 0.128),
        ("en euros, como mucho 150 la noche", 150 * 1.08 / 0.128),
        ("em reais, até 500 por noite", 500 * 0.18 / 0.128),
    ],
)
def test_a_currency_said_before_the_amount_is_its_currency(
    utterance: str, max_price: float
) -> None:
    assert_filters(
        turns("Hong Kong", utterance),
        {"location": "Hong Kong", "max_price": max_price},
        approx=("max_price",),
    )


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        (
            "what if I split it, 5 nights near the park and 5 nights on the Kona side?",
            "Hawaiʻi Volcanoes National Park",
        ),
        ("can we split, 2 nights volcano 3 nights kona?", "Hawaiʻi Volcanoes National Park"),
        ("3 noches en Hilo y 4 en Kona", "The Big Island city centre"),
        ("4 noites em Hilo e 3 em Kona", "The Big Island city centre"),
    ],
)
def test_a_stay_split_between_places_searches_its_first_leg(utterance: str, near: str) -> None:
    intent = turns("The Big Island near Kilauea", utterance)
    assert intent.filters.get("near") == near


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona for a week. Good news, I quit smoking so no need for a balcony",
        "Barcelona for a week, I stopped smoking last year",
        "Barcelona una semana, dejé de fumar hace meses",
        "Barcelona uma semana, parei de fumar",
        "Barcelona uma semana, deixei de fumar",
    ],
)
def test_having_quit_smoking_asks_for_no_smoking(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


# --- spans of a budget, names that hold a kind of home, where a line runs -----------------------


@pytest.mark.parametrize(
    ("utterances", "nightly"),
    [
        (["Oahu for 7", "Budget for the whole month is about $9,000."], 300),
        (["Antwerp, durante 10 días", "Presupuesto, unos 2500 euros todo el periodo."], 250),
        (["Porto for 4 nights", "we have 1200 euros for the accommodation"], 300),
        (["Porto, 4 noches", "tenemos unos 1200 euros para el alojamiento"], 300),
        (["Bom dia! Porto, 10 noites", "1000 euros no total"], 100),
        (["¡Buenos días! Porto, durante 10 días", "1000 euros en total"], 100),
    ],
)
def test_a_budget_for_a_span_is_spread_over_it(utterances: list[str], nightly: int) -> None:
    assert turns(*utterances).filters["max_price"] == nightly


@pytest.mark.parametrize(
    "utterance",
    [
        "I want to see the buildings, the MAS and the Port House of Zaha Hadid.",
        "anything near a coworking space too, in case the flat's internet is rubbish",
    ],
)
def test_a_name_or_the_home_booked_asks_for_no_kind_of_home(utterance: str) -> None:
    assert "property_type" not in turns("Antwerp", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "near an MTR line heading toward Kowloon and Sai Kung",
        "perto de uma linha que vai para Kowloon",
    ],
)
def test_where_a_line_runs_is_no_place_to_stay(utterance: str) -> None:
    assert "near" not in turns("Hong Kong", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Vale, el de Eixample. Se lo paso a mi jefe. ¡Gracias!",
        "El del Eixample está precioso pero 190 euros por noche es mucho para nosotros.",
        "Uy el de Eixample tiene 2 baños nada más? Para 2 personas está bien",
        "Bueno, vamos con el de Eixample de 3 baños.",
        "o do Eixample é lindo mas caro",
    ],
)
def test_a_listing_named_by_its_place_in_spanish_or_portuguese_keeps_the_search(
    utterance: str,
) -> None:
    filters = turns("Barcelona near Gràcia for 2", utterance).filters
    assert (filters["near"], filters.get("max_price")) == ("Gràcia", None)


def test_a_city_we_do_not_have_asked_about_keeps_the_search() -> None:
    intent = turns(
        "Hong Kong near Tsim Sha Tsui for 2",
        "Also: anything in Macau? Might split the last 3 nights there.",
    )
    assert intent.filters["near"] == "Tsim Sha Tsui"


@pytest.mark.parametrize(
    "utterance",
    [
        "going to Victoria, British Columbia to ride the railway lines around Vancouver Island",
        "una cabaña en la isla de Vancouver",
    ],
)
def test_vancouver_island_is_the_victoria_market_and_no_place_in_it(utterance: str) -> None:
    filters = turns(utterance).filters
    assert (filters["location"], filters.get("near")) == ("Victoria", None)


def test_the_first_of_a_list_of_places_wished_is_near() -> None:
    filters = turns(
        "Edinburgh", "Venue is at Summerhall so Marchmont, Newington or Southside would be great."
    ).filters
    assert filters["near"] == "Marchmont"
    narrowed = turns(
        "Rio for 2",
        "pode ser em qualquer lugar da zona sul, Leblon ou Ipanema de preferência, mas Botafogo "
        "também serve",
    ).filters
    assert narrowed["near"] == "Leblon"


def test_asking_whether_hosts_have_pets_asks_for_no_pets() -> None:
    intent = turns(
        "Sydney for 2",
        "I'm allergic to cats. Could you check whether any of these hosts have pets on the "
        "property?",
    )
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Nosotros vivimos en Verdun, nuestro apartamento es muy pequeño y ella quiere su espacio.",
        "our flat is tiny, so somewhere roomy",
        "o nosso apartamento é muito pequeno",
    ],
)
def test_the_visitors_own_home_described_asks_for_no_kind(utterance: str) -> None:
    assert "property_type" not in turns("Montreal", utterance).filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Luego del 5 al 12 en Manhattan, Midtown, cerca de Penn Station.", "Penn Station"),
        ("in Manhattan near Penn Station", "Penn Station"),
        ("Dumbo or near the Brooklyn Bridge ideally", "DUMBO"),
    ],
)
def test_close_to_a_place_inside_the_area_named_is_near_it(utterance: str, near: str) -> None:
    """An area then a place inside it to be close to: the place, in the area's market (New
    York's Penn Station, not Newark's); an alternative offered with "or" is no narrowing."""
    filters = turns(utterance).filters
    assert (filters["location"], filters["near"]) == ("New York", near)


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["We stayed in Lahaina last time and loved it, want to stay there again"],
         {"location": "Maui", "near": "Lahaina"}),
        (["¿Se permiten mascotas en la casa? Busco algo en Barcelona"],
         {"location": "Barcelona", "amenities": ["Pets allowed"]}),
        (["Busco una pieza para dos personas en Porto"],
         {"location": "Porto", "room_type": "Private room", "min_accommodates": 2}),
        (["2 adults and 2 kids 50-80 a night in Porto"],
         {"location": "Porto", "min_accommodates": 4, "max_price": 80}),
        (["We're heading towards Kowloon next week, need a flat"],
         {"location": "Hong Kong", "near": "Kowloon"}),
        (["Con la de Ana somos 5. Queremos piscina en Barcelona"],
         {"location": "Barcelona", "min_accommodates": 5, "amenities": ["Pool"]}),
        (["Queremos ir ao Porto, vamos 15 do próximo mês"], {"location": "Porto"}),
        (["Barcelona for 2", "¿El segundo tiene piscina? Algo así nos encanta"],
         {"location": "Barcelona", "min_accommodates": 2}),
        (["We arrive in 3 days, need a flat in Porto for a week", "700 euros in total"],
         {"location": "Porto", "max_price": 100}),
    ],
)  # fmt: skip
def test_near_misses_of_this_rounds_rules_keep_their_reading(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    """A stay of the past wished again, pets asked for in a house, a Southern Cone room, a price
    after the children, a trip towards a place, a person named "la de Ana", a date after
    "vamos", "algo así" and days to go each keep the reading they had."""
    filters = turns(*utterances).filters
    assert {key: filters.get(key) for key in expected} == expected


@pytest.mark.parametrize(
    "utterance",
    [
        "Rio, near Copacabana, aunque sea un depto chiquito",
        "Rio near Copacabana, even if it's a small apartment",
        "Rio perto de Copacabana, nem que seja um apartamento pequeno",
    ],
)
def test_a_kind_of_home_conceded_is_no_kind_asked_for(utterance: str) -> None:
    intent = turns(utterance)
    assert "property_type" not in intent.filters
    assert "sea" not in intent.search_query.split()


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto, in the middle of town where he can go out",
        "Porto, en pleno centro",
        "Porto, no meio da cidade",
    ],
)
def test_the_middle_of_the_city_is_its_centre(utterance: str) -> None:
    assert turns(utterance).filters.get("near") == "Porto city centre"


def test_a_place_named_after_the_middle_of_everything_says_where() -> None:
    assert turns("Rio, in the middle of everything, Ipanema ideally").filters["near"] == (
        "Ipanema Beach"
    )


def test_asking_whether_one_can_walk_to_the_event_wishes_nothing_yet() -> None:
    intent = turns(
        "Brisbane. O congresso é no South Bank, no centro de convenções. Dá pra ir a pé?"
    )
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto, stairs are not a problem",
        "Porto, no me importan ni las cuestas ni escaleras",
        "Porto, não ligo pra ladeiras nem escadas",
    ],
)
def test_stairs_that_do_not_matter_ask_for_nothing(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    ["Sydney, pode ser só quarto e sala", "Rio, um quarto e sala perto da praia"],
)
def test_a_flat_of_one_bedroom_and_a_living_room_is_no_room_rented(utterance: str) -> None:
    assert "room_type" not in turns(utterance).filters


def test_a_room_kind_stands_when_something_else_is_accepted_after_it() -> None:
    intent = turns("Brisbane. Quarto privado, a casa de banho pode ser partilhada")
    assert intent.filters.get("room_type") == "Private room"


def test_a_room_kind_accepted_right_after_it_is_any_kind() -> None:
    assert "room_type" not in turns("Porto, a private room would be totally fine").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Istanbul, sin ascensor no",
        "Porto, sem elevador, não",
        "Porto. This one without a lift, forget it",
        "Porto, sem elevador nem pensar",
    ],
)
def test_not_without_an_amenity_asks_for_it(utterance: str) -> None:
    assert turns(utterance).filters.get("amenities") == ["Elevator"]


def test_without_an_amenity_still_removes_it() -> None:
    assert "amenities" not in turns("Istanbul with a lift", "sin ascensor").filters


def test_a_city_we_lack_told_of_the_past_is_no_destination() -> None:
    intent = turns("Brisbane", "Quarto partilhado não, já fiz isso em Joanesburgo. Quarto privado")
    assert intent.filters == {"location": "Brisbane", "room_type": "Private room"}


def test_another_place_asked_about_after_a_doubt_is_the_place_wished() -> None:
    intent = turns(
        "Porto, near Ribeira",
        "La Ribeira es preciosa pero es demasiado empinada, ¿no? ¿Qué tal por Trindade?",
    )
    assert intent.filters["near"] == "Trindade"


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona for 10, pool would be a dream!!! or at least a roof terrace for pre drinks",
        "Porto. E um berço, ou pelo menos espaço para levarmos o nosso de viagem.",
        "Barcelona, con piscina o al menos una terraza grande",
    ],
)
def test_a_wish_with_a_lesser_fallback_requires_neither(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Brisbane for 4, we'd love to rehearse in the apartment without the neighbours complaining",
        "Montreal. Tenemos que ensayar en el apartamento. ¿Hay alguno que permita practicar?",
        "Porto, quero um forno de verdade no apartamento",
    ],
)
def test_the_home_rented_named_in_passing_is_no_kind_asked_for(utterance: str) -> None:
    intent = turns(utterance)
    assert "property_type" not in intent.filters
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Maui. We stayed in Lahaina back then. Somewhere quiet this time",
        "Porto, estuvimos en Ribeira hace años, ahora queremos algo tranquilo",
    ],
)
def test_a_place_stayed_in_before_is_no_place_wished(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "The festival is in Beyoğlu, Istanbul, but I don't want to be close to it, too noisy",
        "The wedding is in Queens. We won't walk home after, we'll take a cab",
        "La boda es en Queens. No pienso volver caminando",
        "The concert is at the Barclays Center, we love to explore on foot",
    ],
)
def test_no_wish_to_be_close_or_to_walk_leaves_the_event_unwished(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto, somewhere in the middle of nowhere, quiet",
        "Porto, price somewhere in the middle, not too cheap",
    ],
)
def test_the_middle_of_something_else_is_no_centre(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


def test_not_without_asked_as_a_question_takes_nothing_back_nor_asks() -> None:
    assert "amenities" not in turns("Porto, apartamento sem animais, não? Sou alérgica").filters


def test_a_concession_keeps_a_room_type() -> None:
    intent = turns("Barcelona, aunque sea una habitación privada, no compartida")
    assert intent.filters.get("room_type") == "Private room"


def test_a_room_with_a_shared_living_room_is_still_a_room() -> None:
    intent = turns("Porto. Um quarto, e sala de estar compartilhada tudo bem")
    assert intent.filters.get("room_type") == "Private room"


@pytest.mark.parametrize(
    "utterance",
    [
        "Oahu for 3, budget is 3,000,000 won total for accommodation",
        "Oahu for 3, ₩300000 a night",
        "Oahu for 3, ¥25000 per night maximum",
        "Brisbane for 5, 800 ringgits per night max",
    ],
)
def test_an_amount_in_a_currency_with_no_reference_rate_sets_no_price(utterance: str) -> None:
    assert "max_price" not in turns(utterance).filters


def test_a_country_s_letters_after_an_amount_name_its_money_not_the_country() -> None:
    intent = turns("Victoria, 1 person", "Keep it under 250 US.")
    assert_filters(intent, {"location": "Victoria", "min_accommodates": 1, "max_price": 342.47},
                   ("max_price",))  # fmt: skip


@pytest.mark.parametrize(
    "utterance",
    [
        "Edinburgh. Una habitación en una casa compartida no me molesta",
        "Porto. Um quarto numa casa partilhada não me incomoda",
        "Sydney. A room in a shared house doesn't bother me",
    ],
)
def test_a_room_said_not_to_bother_the_visitor_is_accepted_not_asked(utterance: str) -> None:
    assert "room_type" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto para 5. Mi madre necesita su habitación propia y una cama normal",
        "Porto para 4, a avó precisa do seu próprio quarto",
        "Porto for 4, grandma needs a room to herself",
    ],
)
def test_a_room_of_someone_s_own_is_a_bedroom_of_the_home(utterance: str) -> None:
    assert "room_type" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance", ["maui, i need the most cheap option possible", "Porto, the most cheap please"]
)
def test_the_most_cheap_orders_by_price(utterance: str) -> None:
    assert turns(utterance).sort == "price_asc"


@pytest.mark.parametrize(
    "utterance",
    [
        "Edinburgh, anywhere near the old town or southside",
        "Edinburgh, close to the old town",
        "Edinburgh, perto da Royal Mile",
    ],
)
def test_a_place_written_in_lower_case_after_near_and_an_article_is_that_place(
    utterance: str,
) -> None:
    assert turns(utterance).filters.get("near") == "Old Town"


@pytest.mark.parametrize(
    "utterance",
    [
        "Procuro casa de 10 a 24 de janeiro em Maui",
        "Preciso de casa em Istambul para duas senhoras",
        "Busco casa en Oporto para agosto",
    ],
)
def test_casa_with_no_article_after_seeking_is_somewhere_to_stay(utterance: str) -> None:
    assert "property_type" not in turns(utterance).filters


def test_a_house_with_an_article_is_still_a_house() -> None:
    assert turns("Preciso de uma casa em Istambul").filters["property_type"] == "House"


@pytest.mark.parametrize(
    ("utterance", "price"),
    [
        ("Jersey City, yo pensaba gastar como 1500 dólares en las tres semanas", 71.43),
        ("Porto, 1000 euros nas duas semanas", 71.43),
        ("Jersey City, mi hijo me dice que no pase de 2000 dólares", 2000),
        ("Porto, we want to spend about 90 euros a night", 90),
    ],
)
def test_what_the_visitor_means_to_spend_over_a_span_is_the_budget(
    utterance: str, price: float
) -> None:
    assert turns(utterance).filters["max_price"] == pytest.approx(price, rel=0.01)


@pytest.mark.parametrize(
    "utterance", ["Porto, we want to spend 14 days there", "Porto, spend 3 nights"]
)
def test_spending_days_is_no_price(utterance: str) -> None:
    assert "max_price" not in turns(utterance).filters


def test_an_amount_for_the_whole_thing_is_spread_over_the_stay() -> None:
    intent = turns(
        "Edinburgh for the Fringe, 2 to 25 August, just me",
        "naw naw £2,500 for the whole thing is my limit and even that's a stretch",
    )
    assert_filters(intent, {"location": "Edinburgh", "min_accommodates": 1, "max_price": 108.7},
                   ("max_price",))  # fmt: skip


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("Montreal for 3 weeks for rehab, sessions every day at a clinic near Jean-Talon Market",
         "Montreal"),
        ("Coming in for my cousin's wedding in Newark, the reception is at a hall in the Ironbound",
         "Newark"),
        ("Barcelona. A feira é na Fira Gran Via, sei nem onde fica", "Barcelona"),
        ("montreal for my son's hockey tournament, it's at the Verdun Auditorium, feb 14-17",
         "Montreal"),
        ("A minha afilhada faz a primeira comunhão em Newark, na igreja do Ironbound", "Newark"),
    ],
)  # fmt: skip
def test_where_a_fair_a_reception_sessions_or_a_communion_happen_is_no_wish(
    utterance: str, market: str
) -> None:
    intent = turns(utterance)
    assert intent.filters.get("location") == market
    assert "near" not in intent.filters


def test_close_said_after_a_fair_is_close_to_the_fair() -> None:
    intent = turns(
        "Barcelona para 2",
        "la feria es en montjuïc, en el recinto de fira. si puede ser cerca mejor, poble sec o "
        "sants estaria bárbaro",
    )
    assert intent.filters["near"] == "Montjuïc"


@pytest.mark.parametrize(
    "utterance",
    ["Porto, we always bring our westie Hamish", "Barcelona con mi labrador", "Porto com o pug"],
)
def test_a_dog_named_by_its_breed_asks_for_pets(utterance: str) -> None:
    assert turns(utterance).filters["amenities"] == ["Pets allowed"]


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Looking at Brooklyn this time, 4 nights in June", "Brooklyn"),
        ("we're looking at Leith, Edinburgh", "Leith"),
    ],
)
def test_looking_at_a_place_considers_staying_there(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


def test_a_balcony_looking_at_a_place_sees_it() -> None:
    assert "near" not in turns("Oahu, a lanai looking at Diamond Head").filters


@pytest.mark.parametrize(
    "utterance",
    ["Vuelvo a viajar, ahora sola, a Amberes en marzo", "Porto, now alone, 3 nights"],
)
def test_alone_from_now_on_is_one_guest(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("New York, me and 4 friends coming up for the carnival on Eastern Parkway", None),
        ("Brisbane, cerca del campus st lucia", "St Lucia"),
        ("Jersey City, walking distance to Grove St?", "Grove St"),
    ],
)
def test_a_street_named_like_a_place_is_no_place(utterance: str, near: str | None) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "price"),
    [
        ("Porto, under 150, I've won 3 times on this app.", 150),
        ("Porto, under 120 a night. We won 2 tickets for the match.", 120),
        ("Porto, we won 200 euros at the casino, budget 100 a night.", 100),
    ],
)
def test_won_as_a_verb_leaves_the_budget(utterance: str, price: int) -> None:
    assert turns(utterance).filters["max_price"] == price


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [
        ("Porto, quiero casa, no piso.", "House"),
        ("quero casa com jardim em Porto, nada de apartamento", "House"),
    ],
)
def test_casa_said_as_the_kind_wished_is_still_a_house(utterance: str, kind: str) -> None:
    assert turns(utterance).filters["property_type"] == kind


@pytest.mark.parametrize(
    "utterance",
    [
        "Sydney, near the Bulldogs stadium.",
        "Porto, husky voice here lol, need a flat.",
        "Porto, we left the labrador at home",
    ],
)
def test_a_breed_that_is_no_one_s_dog_asks_for_no_pets(utterance: str) -> None:
    assert "Pets allowed" not in turns(utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Edinburgh, the reception, then a flat in Leith.", "Leith"),
        ("Barcelona, the fair is at Fira Gran Via, looking for a flat nearby.", "Fira Gran Via"),
        ("Newark, reception at the Ironbound, stay there.", "Ironbound"),
    ],
)
def test_a_stay_wished_after_an_event_s_place_is_still_read(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("New York, we were looking at Williamsburg but it's too pricey, now Astoria", "Astoria"),
        ("Oahu, a condo with a view, just looking at Diamond Head would be amazing", None),
    ],
)
def test_looking_at_in_the_past_or_as_a_view_considers_no_place(
    utterance: str, near: str | None
) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    "utterance",
    [
        "anything but a hostel tbh, did 2 weeks of dorms and im done",
        "cualquier cosa menos un hostel, ya tuve bastante de dormitorios compartidos",
        "nada de hostel, chega de dormitório",
    ],
)
def test_a_kind_ruled_out_is_not_asked_for_by_another_word_for_it(utterance: str) -> None:
    filters = turns("Sydney for 1", utterance).filters
    assert "room_type" not in filters
    assert "property_type" not in filters


def test_ruling_out_sharing_leaves_the_private_room_asked_before() -> None:
    intent = turns("Barcelona, 1 persona", "habitación privada, no quiero compartir cuarto")
    assert intent.filters["room_type"] == "Private room"


@pytest.mark.parametrize(
    "utterance",
    [
        "What does 'entire place' mean, is that the whole flat to myself?",
        "¿Qué significa 'habitación privada'? ¿Es un cuarto en la casa de alguien?",
        "o que quer dizer 'casa inteira'? é a casa toda?",
    ],
)
def test_a_question_about_what_a_word_means_asks_for_nothing(utterance: str) -> None:
    assert turns("Porto for 2", utterance).filters == turns("Porto for 2").filters


def test_what_a_word_means_asked_after_a_request_leaves_the_request() -> None:
    filters = turns("2 bedroom flat in Porto, what does superhost mean?").filters
    assert filters["property_type"] == "Apartment"
    assert filters["min_bedrooms"] == 2


def test_two_days_said_with_their_endings_are_the_nights_of_the_stay() -> None:
    intent = turns(
        "doing a run at the fringe this august, need somewhere in edinburgh 3rd to 26th",
        "£2,500 for the whole thing is my limit",
    )
    assert_filters(intent, {"location": "Edinburgh", "max_price": 108.7}, ("max_price",))


@pytest.mark.parametrize(
    "utterance",
    [
        "Tenemos ahorrados unos 2500 euros para dormir, toda la semana, a ver si llega.",
        "temos uns 2500 euros para a semana toda",
    ],
)
def test_an_amount_for_the_whole_week_is_spread_over_seven_nights(utterance: str) -> None:
    intent = turns("Nueva York, somos 5, una semana del 10 al 17", utterance)
    assert_filters(intent, {"location": "New York", "min_accommodates": 5, "max_price": 385.71},
                   ("max_price",))  # fmt: skip


@pytest.mark.parametrize(
    "utterance",
    [
        "Oporto. ¿hay algo con entrada a nivel de calle?",
        "Porto. Com a neve, prefiro que não haja escadas exteriores.",
        "Porto, a street-level entrance please",
    ],
)
def test_stairs_ruled_out_or_a_street_level_entrance_ask_for_step_free_access(
    utterance: str,
) -> None:
    assert turns(utterance).filters.get("amenities") == ["Step-free access"]


@pytest.mark.parametrize(
    "utterance",
    [
        "queremos o mais barato possivel, pode ser quarto na casa de alguem tb",
        "it can be a room in someone's house, we don't mind",
        "puede ser una habitación, no pasa nada",
    ],
)
def test_a_kind_allowed_is_not_asked_for(utterance: str) -> None:
    filters = turns("New York for 2", utterance).filters
    assert "room_type" not in filters
    assert "property_type" not in filters


def test_a_room_in_a_familys_house_is_a_private_room_not_a_house() -> None:
    filters = turns(
        "Sydney, 1 persona",
        "¿Y una habitación en la casa de una señora o de una familia?",
    ).filters
    assert filters["room_type"] == "Private room"
    assert "property_type" not in filters


@pytest.mark.parametrize("utterance", ["un balconcito aunque sea", "uma varandinha se der"])
def test_a_small_balcony_said_fondly_is_a_balcony(utterance: str) -> None:
    assert turns("Porto para 2", utterance).filters["amenities"] == ["Patio or balcony"]


@pytest.mark.parametrize(
    "utterance", ["she uses a cane so please no walk-ups", "not a walk-up, my knees"]
)
def test_no_walk_up_asks_for_an_elevator(utterance: str) -> None:
    assert turns("New York for 8", utterance).filters["amenities"] == ["Elevator"]


@pytest.mark.parametrize(
    "utterance",
    [
        "I'm on crutches so elevator or ground level is a must. No walkups",
        "either ground floor or elevator building, no walk-up please",
    ],
)
def test_a_thing_offered_as_one_of_two_is_not_asked_by_another_word_for_it(
    utterance: str,
) -> None:
    assert "amenities" not in turns("Montreal", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona, máximo 100 euros, vamos a estar toda la semana",
        "Porto, 100 euros max, we're there all week",
    ],
)
def test_a_nights_price_beside_a_whole_week_stays_a_nights_price(utterance: str) -> None:
    assert turns(utterance).filters["max_price"] == 100


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("O que é que vocês têm no Porto com piscina?", {"amenities": ["Pool"]}),
        ("What do you mean there's nothing? Is there an apartment with a pool in Maui?",
         {"amenities": ["Pool"], "property_type": "Apartment"}),
        ("What does superhost mean? Can you find us an apartment in Porto with parking?",
         {"property_type": "Apartment", "amenities": ["Free parking on premises"]}),
        ("Porto, we don't need a whole apartment. Actually yes, a whole apartment please",
         {"property_type": "Apartment"}),
        ("Porto, pode ser quarto. Mas prefiro quarto com casa de banho privada",
         {"room_type": "Private room"}),
        ("we'd love to live in a 3 bedroom in Porto for the month", {"min_bedrooms": 3}),
        ("quero uma casa de família grande no Porto, somos 8", {"property_type": "House"}),
    ],
)  # fmt: skip
def test_the_new_rules_leave_ordinary_requests_alone(utterance: str, expected: dict) -> None:
    filters = turns(utterance).filters
    assert {key: filters.get(key) for key in expected} == expected


def test_does_it_have_to_be_asks_about_the_search_not_a_listing() -> None:
    intent = turns("Maui for 4", "does it have to be in Maui, what about Oahu")
    assert intent.filters["location"] == "Oahu"


def test_two_days_from_the_one_through_the_other_are_the_nights() -> None:
    intent = turns("Edinburgh from the 3rd through the 26th, 2300 pounds for the whole thing")
    assert intent.filters["max_price"] == pytest.approx(100, rel=0.01)


@pytest.mark.parametrize(
    "utterance",
    [
        "ya no viajo con perro, busco algo en Río",
        "no longer travelling with a dog, Rio please",
        "we no longer have a dog, Rio",
        "Please always avoid places where the host has a dog, Rio",
    ],
)
def test_a_pet_no_longer_along_or_the_hosts_asks_for_no_pets(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "I wish to visit Porto to observe the historic trams and the Dom Luís I bridge, alone",
        "Victoria for 2, queremos ir un día a los jardines Butchart",
        "NYC for me and my son, he's running in an indoor meet at the Armory",
        "bora pra parada lgbt em copacabana, 4 pessoas",
    ],
)
def test_an_outing_a_sight_observed_or_an_event_is_no_wish_to_stay_there(utterance: str) -> None:
    intent = turns(utterance)
    assert "near" not in intent.filters
    assert "location" in intent.filters


# --- said in passing: what sets nothing ---------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "I have an arbitration hearing in Hong Kong for 5 days",
        "a court hearing in Sydney next month",
    ],
)
def test_a_hearing_is_no_heating_misspelt(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("we need heatng", "Heating"),
        ("terraces please", "Patio or balcony"),
        ("must have lifts", "Elevator"),
    ],
)
def test_misspelt_and_plural_amenities_are_still_read(utterance: str, amenity: str) -> None:
    assert turns(utterance).filters["amenities"] == [amenity]


@pytest.mark.parametrize(
    ("utterances", "guests"),
    [
        (["Porto, 2 pessoas", "Si tiene cargador para el eléctrico, de diez"], 2),
        (["Porto, 2 pessoas", "se tiver varanda, nota dez!"], 2),
        (["Porto", "somos un grupo de diez"], 10),
        (["Barcelona para 3", "Al final, de 5"], 5),
    ],
)
def test_a_mark_of_praise_is_no_count(utterances: list[str], guests: int) -> None:
    assert turns(*utterances).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterances",
    [
        ["Big Island near Kailua-Kona", "waikoloa es resort no? descartalo"],
        ["Big Island near Kailua-Kona", "Waikoloa? Forget it."],
        ["Big Island near Kailua-Kona", "e Waikoloa? esquece"],
    ],
)
def test_a_place_discarded_in_the_next_short_sentence_is_ruled_out(utterances: list[str]) -> None:
    assert turns(*utterances).filters["near"] == "Kailua-Kona"


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("un apartamento para dos hombres, mi compañero de dominó y yo", 2),
        ("2 adults, my wife and me", 2),
        ("for two guys, my buddy from work and me", 2),
        ("somewhere in montreal for me, the wife and our wee one (she's 2)", 3),
        # counted apart, not described: each one counts
        ("2 adults and 2 teens", 4),
        ("2 adults, a 2yo and a 3 month old", 4),
    ],
)
def test_a_party_described_then_listed_with_the_speaker_counts_once(
    utterance: str, guests: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_a_name_ending_the_sentence_before_is_no_longer_name_around_a_place() -> None:
    # "Oahu. North Shore": not "Oahu North Shore", one name the place ends
    assert turns("Let's do Oahu. North Shore sounds more our speed than Waikiki").filters == {
        "location": "Oahu",
        "near": "Haleiwa",
    }


@pytest.mark.parametrize(
    ("utterances", "near"),
    [
        (["Sydney", "somewhere near the city i guess, 100 usd a night tops"], "Sydney city centre"),
        (["Brisbane", "somewhere in the city or close to South Bank"], "Brisbane city centre"),
        (["Montreal", "something close to town please"], "Montreal city centre"),
    ],
)
def test_the_city_near_which_to_stay_is_its_centre(utterances: list[str], near: str) -> None:
    assert turns(*utterances).filters["near"] == near


def test_the_city_named_otherwise_is_no_centre() -> None:
    assert "near" not in turns("Sydney", "the city is too expensive").filters


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("we are going to Rio with our son", 3),
        ("vamos a Río en enero con nuestro hijo de 2 años", 3),
        ("vamos pro Rio com nosso filho", 3),
        # the speaker alone, or the speaker's own child
        ("I am going to Rio with our son", 2),
        ("going to Rio with my son", 2),
    ],
)
def test_our_child_comes_with_the_two_whose_child_it_is(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterances",
    [
        ["Rio para 2, perto de Copacabana", "Esquece o orçamento."],
        ["Brooklyn, near Williamsburg", "Scratch that, we're 3."],
    ],
)
def test_a_discarding_word_that_goes_on_discards_no_place(utterances: list[str]) -> None:
    assert "near" in turns(*utterances).filters


def test_a_total_then_more_added_counts_them_all() -> None:
    assert turns("2 adults, plus me and my son").filters["min_accommodates"] == 4
