"""Numbers that belong to names or to the results, amounts said per night beside a word like
"total", going back to a market by name, a network's stations, one guest said on its own, a
place the gazetteer lacks named first, and choices talked over with someone who does not travel.
Each kind in English, Spanish and Portuguese where it is said in them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import assert_filters, turns

# --- a number that is part of a name, or counts the results ------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "near Posto 6 please",
        "cerca del Posto 9",
        "perto do Posto 5, se der",
        "close to Pier 39",
        "near Terminal 2",
    ],
)
def test_a_number_in_a_name_is_no_price(utterance: str) -> None:
    intent = turns("flat in Rio under 150", utterance)
    assert intent.filters["max_price"] == 150


@pytest.mark.parametrize(
    "utterance",
    ["show the 2 cheapest", "os 3 mais baratos", "muéstrame los 3 más baratos", "the 5 best"],
)
def test_a_number_before_a_ranking_counts_results(utterance: str) -> None:
    intent = turns("Antwerp for 5 under 150", utterance)
    assert intent.filters["max_price"] == 150
    assert intent.filters["min_accommodates"] == 5


@pytest.mark.parametrize("utterance", ["actually 120", "make it 120", "ok, 120 then"])
def test_a_lone_number_still_adjusts_the_price(utterance: str) -> None:
    assert turns("flat in Porto under 150", utterance).filters["max_price"] == 120


# --- an amount said per night -------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "20 euros la noche como mucho, estoy on a budget total",
        "20 euros a night max, total budget traveller",
        "20 euros por noite no máximo, orçamento total apertado",
    ],
)
def test_an_amount_said_per_night_stays_nightly_beside_total(utterance: str) -> None:
    intent = turns("apartment in Porto for 5 nights", utterance)
    assert_filters(
        intent,
        {"location": "Porto", "property_type": "Apartment", "max_price": 20}
        | ({"min_accommodates": 1} if "min_accommodates" in intent.filters else {}),
    )


def test_an_amount_for_the_whole_stay_is_still_spread_over_the_nights() -> None:
    intent = turns("apartment in Porto for 5 nights", "500 euros in total")
    assert intent.filters["max_price"] == 100


# --- going back to a market by name -------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "ok no, back to antwerp",
        "volvemos a Amberes",
        "voltamos para Antuérpia",
        "de volta a Antuérpia",
    ],
)
def test_going_back_to_a_market_restores_its_search(utterance: str) -> None:
    intent = turns(
        "Antwerp for 5 under 150", "near het Zuid", "what if we go to Barcelona instead", utterance
    )
    assert_filters(
        intent,
        {"location": "Antwerp", "min_accommodates": 5, "max_price": 150, "near": "Het Zuid"},
    )


@pytest.mark.parametrize("utterance", ["ok she's not coming, back to 5 ppl", "back to 5 people"])
def test_back_to_a_number_changes_the_number(utterance: str) -> None:
    intent = turns("Barcelona apartment for 6 under 300", "near the Sagrada Familia", utterance)
    assert_filters(
        intent,
        {
            "location": "Barcelona",
            "property_type": "Apartment",
            "min_accommodates": 5,
            "max_price": 300,
            "near": "Sagrada Família",
        },
    )


# --- a network's stations -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    ["near an MTR station please", "close to a metro station", "cerca de una estación de metro"],
)
def test_any_station_of_a_network_is_not_the_main_station(utterance: str) -> None:
    assert "near" not in turns("flat in Hong Kong", utterance).filters


def test_the_station_is_still_the_markets_station() -> None:
    assert turns("flat in Porto", "near the station").filters["near"] == "São Bento station"


def test_a_ferry_terminal_is_not_what_the_station_means() -> None:
    assert "near" not in turns("flat in Hong Kong", "near the station").filters


# --- one guest said on its own ------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Necesito alojamiento del 12 al 16 de septiembre por trabajo. Una persona.",
        "Work trip, 4 nights. One person.",
        "Viagem de trabalho. Uma pessoa.",
    ],
)
def test_one_guest_as_a_sentence_of_its_own(utterance: str) -> None:
    assert turns("Hong Kong", utterance).filters["min_accommodates"] == 1


# --- a place the gazetteer lacks, named first ---------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "near Haymarket or Princes Street",
        "cerca de Haymarket o de Princes Street",
        "perto de Haymarket ou da Princes Street",
    ],
)
def test_the_first_of_two_places_wins_when_the_gazetteer_lacks_it(utterance: str) -> None:
    assert turns("Edinburgh for 2", utterance).filters["near"] == "Haymarket"


def test_a_name_cut_inside_a_word_does_not_displace_the_place_known() -> None:
    intent = turns(
        "Big Island",
        "Perto do Parque Nacional dos Vulcões, idealmente em Volcano. Viajo sozinho.",
    )
    assert intent.filters["near"] == "Hawaiʻi Volcanoes National Park"


# --- talking a choice over with someone ---------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Vale, gracias. Lo consulto con mi compañera.",
        "thanks, I'll check with my wife",
        "I'll talk it over with my husband",
        "vou falar com a minha esposa",
    ],
)
def test_whoever_a_choice_is_talked_over_with_is_no_guest(utterance: str) -> None:
    assert turns("Edinburgh for 2", utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [("voy con mi compañera", 2), ("checking in with my wife on friday", 2)],
)
def test_travelling_with_someone_still_counts_them(utterance: str, guests: int) -> None:
    assert turns("Edinburgh", utterance).filters["min_accommodates"] == guests


# --- the span of a budget ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "ceiling"),
    [
        ("simple is fine. 100-130 USD", 130),
        ("like 150-200 a night", 200),
        ("80–120 a night", 120),
        ("$90-120", 120),
    ],
)
def test_a_dashed_range_is_a_budget_whose_top_is_the_ceiling(utterance: str, ceiling: int) -> None:
    intent = turns("Big Island", utterance)
    assert intent.filters["max_price"] == ceiling
    assert "min_price" not in intent.filters


@pytest.mark.parametrize(
    "utterance", ["between 100 and 200", "from 100 to 200", "entre 100 y 200", "de 100 a 200"]
)
def test_a_range_opened_by_between_asks_for_a_floor_too(utterance: str) -> None:
    intent = turns("Big Island", utterance)
    assert (intent.filters["min_price"], intent.filters["max_price"]) == (100, 200)


# --- either/or in Spanish -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "busco un estudio o un cuarto privado, no compartido",
        "habitación privada o estudio, barato",
        "con terraza o vista al mar si se puede",
        "un loft o una casa, da igual",
    ],
)
def test_a_spanish_either_or_sets_nothing_for_that_facet(utterance: str) -> None:
    intent = turns("New York", utterance)
    assert not {"room_type", "property_type"} & intent.filters.keys()
    assert not intent.filters.get("amenities")


def test_the_portuguese_article_o_is_no_alternative() -> None:
    assert turns("New York", "quero o quarto privado").filters["room_type"] == "Private room"


# --- who is counted -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Somos un equipo de vóley playa amateur, 8 chicas", 8),
        ("4 rapazes, orçamento curto", 4),
        ("6 women on a hen weekend", 6),
        ("Just me and one colleague", 2),
        ("me and two colleagues", 3),
    ],
)
def test_people_named_by_a_plain_noun_are_counted(utterance: str, guests: int) -> None:
    assert turns("Rio", utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance",
    [
        "11 people, most over 65",
        "we're all over 70",
        "todos mayores de 70",
        "a maioria acima de 60",
    ],
)
def test_an_age_bound_is_no_price(utterance: str) -> None:
    intent = turns("Edinburgh", utterance)
    assert "min_price" not in intent.filters
    assert "max_price" not in intent.filters


def test_a_price_said_of_all_results_is_still_a_price() -> None:
    assert turns("Edinburgh", "all under 80 please").filters["max_price"] == 80


# --- the amount that stands says how it is meant ------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "under $2k for the month, so around 65 a night i guess",
        "2000 al mes, o sea unos 65 por noche",
        "uns 2000 por mês, ou seja 65 por noite",
    ],
)
def test_a_nightly_amount_after_a_monthly_one_is_nightly(utterance: str) -> None:
    assert turns("Newark", utterance).filters["max_price"] == 65


# --- a place seen from the stay -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("market", "utterance"),
    [
        ("Edinburgh", "views of the castle would be a dream"),
        ("Rio", "com vista pro Cristo, de preferência"),
        ("Istanbul", "con vista al Bósforo si se puede"),
    ],
)
def test_a_place_seen_from_the_stay_is_not_where_to_stay(market: str, utterance: str) -> None:
    assert "near" not in turns(market, utterance).filters


def test_a_place_to_stay_near_with_a_view_is_still_near() -> None:
    intent = turns("Edinburgh", "near the castle with a view")
    assert intent.filters["near"] == "Edinburgh Castle"


# --- stairs ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "I need to avoid stairs as much as possible",
        "I can't do stairs after the surgery",
        "tengo que evitar escaleras",
        "não consigo subir escadas",
    ],
)
def test_stairs_to_avoid_ask_for_step_free_access(utterance: str) -> None:
    assert turns("Oahu", utterance).filters["amenities"] == ["Step-free access"]


def test_a_range_with_a_currency_at_both_ends_asks_for_a_floor_too() -> None:
    intent = turns("Oahu", "condo, $200-$350 a night")
    assert (intent.filters["min_price"], intent.filters["max_price"]) == (200, 350)
