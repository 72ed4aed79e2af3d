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


# --- idioms, remarks and "without" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("lo que sea más barato", "sea"),
        ("cerca de la playa, que sea tranquilo", "sea"),
        ("o que for mais barato", "for"),
        ("whatever is quiet", "whatever"),
    ],
)
def test_set_phrases_are_not_stay_words(utterance: str, absent: str) -> None:
    assert absent not in turns("Porto", utterance).search_query.split()


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
        (["Porto", "close to the Majestic Café"], "The Majestic Café"),
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
