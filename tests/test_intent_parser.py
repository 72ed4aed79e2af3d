"""The offline intent parser: what a visitor's words mean as search filters.

Each table row is one behaviour, phrased the way visitors phrase it; none of these sentences
is in the evaluation file, so together they check that the grammar generalises.
"""

from __future__ import annotations

from typing import Any

import pytest

from language import SearchIntentState, lexicon, parse_utterance
from language.evaluation import filters_match
from language.parser import parse_number
from language.vocabulary import AMENITIES, COUNTRIES, PROPERTY_TYPES, ROOM_TYPES


def filters_after(*utterances: str) -> dict[str, Any]:
    state = SearchIntentState()
    for utterance in utterances:
        state.apply(utterance)
    return state.filters


def assert_filters(got: dict[str, Any], expected: dict[str, Any]) -> None:
    assert filters_match(expected, got), f"expected {expected}, got {got}"


# --- single requests ---------------------------------------------------------------------------

SINGLE_REQUESTS = [
    # bedrooms
    ("two-bedroom flat in Porto", {"location": "Porto", "min_bedrooms": 2,
                                   "property_type": "Apartment"}),
    ("Looking for a 3BR house on Maui", {"location": "Maui", "min_bedrooms": 3,
                                         "property_type": "House"}),
    ("4 or more bedrooms in Copacabana", {"location": "Rio De Janeiro", "min_bedrooms": 4,
                                          "near": "Copacabana Beach"}),
    ("more than 2 bedrooms in Newark", {"location": "Newark", "min_bedrooms": 3}),
    ("T2 no Porto com garagem", {"location": "Porto", "min_bedrooms": 2,
                                 "amenities": ["Free parking on premises"]}),
    ("studio in Brooklyn", {"location": "New York", "near": "Brooklyn"}),
    # guests
    ("sleeps 8, Kona, with a grill", {"location": "The Big Island", "min_accommodates": 8,
                                      "near": "Kailua-Kona",
                                      "amenities": ["BBQ grill"]}),
    ("me and my husband, somewhere in Edinburgh", {"location": "Edinburgh",
                                                   "min_accommodates": 2}),
    ("travelling with my wife and our 3 kids to Oahu", {"location": "Oahu",
                                                        "min_accommodates": 5}),
    ("3 adults + 1 child in Porto", {"location": "Porto", "min_accommodates": 4}),
    # everyone travelling counts, babies too
    ("2 adults and a baby in Sydney", {"location": "Sydney", "min_accommodates": 3}),
    ("mis dos hijos de 8 y 5 años, mi esposo y yo", {"min_accommodates": 4}),
    ("My husband Gerald and I", {"min_accommodates": 2}),
    ("it will be myself and my dog", {"min_accommodates": 1, "amenities": ["Pets allowed"]}),
    ("eu e a minha mulher", {"min_accommodates": 2}),
    ("room for a third person", {"min_accommodates": 3}),
    ("a couple's getaway in Kauai", {"location": "Kauai", "min_accommodates": 2}),
    ("group of 8 friends, Rio", {"location": "Rio De Janeiro", "min_accommodates": 8}),
    ("loft for two in Antwerp for 3 nights", {"location": "Antwerp", "min_accommodates": 2,
                                              "property_type": "Loft"}),
    # prices
    ("Sydney, 150 AUD max", {"location": "Sydney", "max_price": 150}),
    ("condo in Waikiki, $200-$350 a night", {"location": "Oahu", "min_price": 200,
                                             "max_price": 350, "property_type": "Condominium",
                                             "near": "Waikiki Beach"}),
    ("villa in Kauai from 300 to 600 per night", {"location": "Kauai", "min_price": 300,
                                                  "max_price": 600, "property_type": "Villa"}),
    ("Hong Kong under 1,200 HKD", {"location": "Hong Kong", "max_price": 1200}),
    ("a 1.5k budget in Hong Kong", {"location": "Hong Kong", "max_price": 1500}),
    ("€85 a night in Barcelona", {"location": "Barcelona", "max_price": 85}),
    ("Porto, at least 60 euros", {"location": "Porto", "min_price": 60}),
    ("Porto please, 2 bedrooms, nothing over 120", {"location": "Porto", "min_bedrooms": 2,
                                                    "max_price": 120}),
    # rating and superhost
    ("Maui, 4.7+ stars", {"location": "Maui", "min_rating": 4.7}),
    ("only places with a rating above 4 in Montreal", {"location": "Montreal",
                                                        "min_rating": 4}),
    ("top rated places in Barcelona, 4.9 or above", {"location": "Barcelona",
                                                      "min_rating": 4.9}),
    ("superhosts in Leblon", {"location": "Rio De Janeiro", "superhost_only": True,
                              "near": "Leblon"}),
    # room and property types
    ("the whole house in Brisbane", {"location": "Brisbane", "room_type": "Entire home/apt",
                                     "property_type": "House"}),
    # a neighbourhood outside the gazetteer is near as the traveller names it
    ("a room in Harlem under 90 bucks", {"location": "New York", "room_type": "Private room",
                                         "max_price": 90, "near": "Harlem"}),
    ("a house with room for 6 in Maui", {"location": "Maui", "property_type": "House",
                                         "min_accommodates": 6}),
    ("dorm bed in a hostel in Istanbul", {"location": "Istanbul", "room_type": "Shared room",
                                          "property_type": "Hostel"}),
    ("B&B in Edinburgh with breakfast", {"location": "Edinburgh",
                                         "property_type": "Bed and breakfast",
                                         "amenities": ["Breakfast"]}),
    # amenities
    ("apartment with a/c, a dishwasher and a lift in Kowloon", {
        "location": "Hong Kong", "property_type": "Apartment", "near": "Kowloon",
        "amenities": ["Air conditioning", "Dishwasher", "Elevator"]}),
    ("dog friendly cabin with a fireplace", {"property_type": "Cabin",
                                             "amenities": ["Pets allowed", "Indoor fireplace"]}),
    ("washer and dryer, desk, fast wifi, Jersey City", {
        "location": "Jersey City",
        "amenities": ["Washer", "Dryer", "Laptop friendly workspace", "Wifi"]}),
    ("non-smoking flat in Albany", {"location": "Albany", "property_type": "Apartment"}),
    ("villa with a private pool in Kauai", {"location": "Kauai", "property_type": "Villa",
                                            "amenities": ["Pool"]}),
    # places
    ("something in the US with a jacuzzi", {"country": "United States",
                                            "amenities": ["Hot tub"]}),
    ("Barcelona, Spain, 2 bedrooms", {"location": "Barcelona", "min_bedrooms": 2}),
    ("flat in Hell's Kitchen", {"location": "New York", "property_type": "Apartment",
                                "near": "Hell's Kitchen"}),
    ("a place in Paris under €100", {}),  # a market we do not have changes nothing
    ("somewhere central and quiet", {}),
    # Spanish
    ("piso de 2 habitaciones en Barcelona por menos de 150 euros", {
        "location": "Barcelona", "min_bedrooms": 2, "max_price": 150,
        "property_type": "Apartment"}),
    ("casa con piscina para 6 personas en Maui", {"location": "Maui", "property_type": "House",
                                                  "amenities": ["Pool"],
                                                  "min_accommodates": 6}),
    ("habitación privada en Estambul con aire acondicionado", {
        "location": "Istanbul", "room_type": "Private room", "amenities": ["Air conditioning"]}),
    ("mi esposa y yo buscamos un departamento en Nueva York", {
        "location": "New York", "min_accommodates": 2, "property_type": "Apartment"}),
    ("algo en España con mascotas, superanfitrión", {
        "country": "Spain", "amenities": ["Pets allowed"], "superhost_only": True}),
    ("cabaña con jacuzzi, valoración mínima de 4,5", {"property_type": "Cabin",
                                                       "amenities": ["Hot tub"],
                                                       "min_rating": 4.5}),
    # Portuguese
    ("apartamento com 2 quartos no Rio até 300 reais", {
        "location": "Rio De Janeiro", "min_bedrooms": 2, "max_price": 300,
        "property_type": "Apartment"}),
    ("quarto privado em Copacabana com wifi", {"location": "Rio De Janeiro",
                                               "room_type": "Private room",
                                               "near": "Copacabana Beach",
                                               "amenities": ["Wifi"]}),
    # "casa inteira" is the whole place, of any type
    ("casa inteira no Brasil para 5 pessoas com churrasqueira", {
        "country": "Brazil", "room_type": "Entire home/apt",
        "min_accommodates": 5, "amenities": ["BBQ grill"]}),
    ("eu e minha namorada, um apartamento em Sidney com varanda", {
        "location": "Sydney", "min_accommodates": 2, "property_type": "Apartment",
        "amenities": ["Patio or balcony"]}),
    ("super anfitrião no Porto, máquina de lavar e ar condicionado", {
        "location": "Porto", "superhost_only": True, "amenities": ["Washer", "Air conditioning"]}),
]  # fmt: skip


@pytest.mark.parametrize(("utterance", "expected"), SINGLE_REQUESTS)
def test_a_single_request_sets_the_filters_it_names(
    utterance: str, expected: dict[str, Any]
) -> None:
    assert_filters(filters_after(utterance), expected)


# --- refinements across turns ------------------------------------------------------------------

DIALOGS = [
    (
        "a bare place moves the search and keeps the other filters",
        ["2 bedroom flat in Barcelona with a pool", "Porto"],
        {"location": "Porto", "min_bedrooms": 2, "property_type": "Apartment",
         "amenities": ["Pool"]},
    ),
    (
        "a Spanish follow-up question moves the search",
        ["piso en Barcelona para 2 personas", "¿y en Oporto?"],
        {"location": "Porto", "property_type": "Apartment", "min_accommodates": 2},
    ),
    (
        "a Portuguese follow-up question moves the search",
        ["apartamento no Rio com piscina", "e em Lisboa?", "e em Porto?"],
        {"location": "Porto", "property_type": "Apartment", "amenities": ["Pool"]},
    ),
    (
        "a country replaces the city",
        ["superhost in Rio", "how about Spain?"],
        {"country": "Spain", "superhost_only": True},
    ),
    (
        "a city replaces the country",
        ["somewhere in Portugal under 100", "in Porto then"],
        {"location": "Porto", "max_price": 100},
    ),
    (
        "a fresh request for another place starts a new search",
        ["cheap house in Oahu with a pool for 6", "find me condos in Maui"],
        {"location": "Maui", "property_type": "Condominium"},
    ),
    (
        "a refinement cue keeps the search even with a property type",
        ["Barcelona, superhost", "the same in Porto but a house"],
        {"location": "Porto", "superhost_only": True, "property_type": "House"},
    ),
    (
        "a correction replaces the room type",
        ["private room in Istanbul", "actually the whole place would be better"],
        {"location": "Istanbul", "room_type": "Entire home/apt"},
    ),
    (
        "a new ceiling below the floor drops the floor",
        ["Sydney over 150", "too pricey, under 100"],
        {"location": "Sydney", "max_price": 100},
    ),
    (
        "no budget removes both prices",
        ["loft in Brooklyn between $100 and $250", "no budget"],
        {"location": "New York", "property_type": "Loft", "near": "Brooklyn"},
    ),
    (
        "any price removes both prices",
        ["Maui under 300", "any price is fine"],
        {"location": "Maui"},
    ),
    (
        "removing one amenity keeps the others",
        ["Porto with wifi, a pool and a gym", "remove the pool"],
        {"location": "Porto", "amenities": ["Wifi", "Gym"]},
    ),
    (
        "a removal word governs the whole list it introduces",
        ["Porto with wifi, a pool, a gym and a TV", "remove the pool, gym and TV"],
        {"location": "Porto", "amenities": ["Wifi"]},
    ),
    (
        "a removal after the list governs it too",
        ["Porto with wifi, a pool and a gym", "pool and gym aren't needed"],
        {"location": "Porto", "amenities": ["Wifi"]},
    ),
    (
        "an amenity named as not needed is removed",
        ["Montreal with parking and AC", "the parking isn't necessary"],
        {"location": "Montreal", "amenities": ["Air conditioning"]},
    ),
    (
        "sin removes an amenity in Spanish",
        ["piso en Barcelona con ascensor y terraza", "sin terraza"],
        {"location": "Barcelona", "property_type": "Apartment", "amenities": ["Elevator"]},
    ),
    (
        "the superhost filter can be dropped",
        ["superhosts only in Kauai", "doesn't have to be a superhost"],
        {"location": "Kauai"},
    ),
    (
        "a bedroom minimum can be dropped",
        ["3 bedrooms in Maui", "never mind the bedrooms"],
        {"location": "Maui"},
    ),
    (
        "anywhere drops the place",
        ["Rio, 2 guests", "anywhere is fine"],
        {"min_accommodates": 2},
    ),
    (
        "a lone number adjusts the number set last",
        ["house in Oahu", "at least 3 bedrooms", "also a pool", "actually, make it 4"],
        {"location": "Oahu", "property_type": "House", "min_bedrooms": 4, "amenities": ["Pool"]},
    ),
    (
        "a lone number after a budget is the new budget",
        ["Rio under 180", "hmm, 150 then"],
        {"location": "Rio De Janeiro", "max_price": 150},
    ),
    (
        "start over forgets everything before",
        ["house in Oahu, 3 bedrooms", "let's start over", "apartments in Sydney"],
        {"location": "Sydney", "property_type": "Apartment"},
    ),
    (
        "a Portuguese reset",
        ["casa no Rio com piscina", "nova busca: quarto em Porto"],
        {"location": "Porto", "room_type": "Private room"},
    ),
]  # fmt: skip


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [(utterances, expected) for _, utterances, expected in DIALOGS],
    ids=[name for name, _, _ in DIALOGS],
)
def test_a_dialog_refines_the_active_filters(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(filters_after(*utterances), expected)


def test_filters_set_by_hand_on_the_page_are_kept() -> None:
    state = SearchIntentState({"location": "Barcelona", "max_price": 120})
    turn = state.apply("only superhosts")
    assert_filters(
        turn.filters, {"location": "Barcelona", "max_price": 120, "superhost_only": True}
    )


# --- what a turn reports besides the filters ---------------------------------------------------


def test_a_turn_reports_changed_and_removed_keys() -> None:
    state = SearchIntentState()
    state.apply("Barcelona under 200 with a pool")
    turn = state.apply("forget the budget, only superhosts")
    assert turn.changed == {"superhost_only"}
    assert turn.removed == {"max_price"}


def test_a_reset_is_reported() -> None:
    state = SearchIntentState({"location": "Porto"})
    assert state.apply("new search: lofts in NYC").reset
    assert not state.apply("with a gym").reset


@pytest.mark.parametrize(
    ("utterance", "query"),
    [
        ("cheap private room in Istanbul", "cheap"),
        ("a flat near the beach in Rio", "near the beach"),
        ("find a cozy place with a nice view", "cozy place with a nice view"),
        ("um lugar perto da praia em Copacabana", "perto da praia"),
        ("a flat near Times Square", ""),
        ("hello!", ""),
        ("only superhosts please", ""),
        # Who travels with what is a filter, not words to search listings for.
        ("we never travel without our dog", ""),
        ("piso en Sydney, tenemos perro", ""),
        ("apartamento em Sydney, temos cachorro", ""),
    ],
)
def test_words_without_a_filter_become_the_semantic_query(utterance: str, query: str) -> None:
    assert SearchIntentState().apply(utterance).query == query


def test_the_dialog_keeps_the_semantic_query_across_refinements() -> None:
    state = SearchIntentState()
    state.apply("quiet flat in Porto")
    state.apply("under 90")
    assert state.query == "quiet"
    state.apply("start over: Maui")
    assert state.query == ""


@pytest.mark.parametrize(
    ("utterance", "unknown"),
    [
        ("a flat in Paris", ["Paris"]),
        ("casa em São Paulo", ["São Paulo"]),
        ("somewhere in Atlantis with a pool", ["Atlantis"]),
        ("in May, a place in Porto", []),
        ("any place in Hawaii?", []),
    ],
)
def test_places_we_do_not_cover_are_reported_not_filtered(
    utterance: str, unknown: list[str]
) -> None:
    turn = SearchIntentState().apply(utterance)
    assert turn.unknown_places == unknown
    assert "location" not in turn.filters or unknown == []


@pytest.mark.parametrize(
    ("utterance", "currency"),
    [("under €90", "€"), ("100 to 200 euros", "euros"), ("até 300 reais", "reais"),
     ("R$ 300", "R$"), ("500 HKD a night", "HKD"), ("under 150", None)],
)  # fmt: skip
def test_the_currency_named_is_reported_and_not_kept_in_the_filters(
    utterance: str, currency: str | None
) -> None:
    turn = SearchIntentState().apply(utterance)
    assert turn.currency == currency
    assert "currency" not in turn.filters


# --- building blocks -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "value"),
    [("4.5", 4.5), ("4,5", 4.5), ("1,000", 1000), ("1.000", 1000), ("1.5k", 1500),
     ("three", 3), ("cinco", 5), ("três", 3), ("150", 150)],
)  # fmt: skip
def test_numbers_are_read_in_words_and_both_decimal_conventions(token: str, value: float) -> None:
    assert parse_number(token) == value


def test_parse_utterance_reads_one_turn_without_context() -> None:
    parsed = parse_utterance("remove the pool, under 100")
    assert parsed.removed_amenities == ["Pool"]
    assert parsed.settings == {"max_price": 100}


def test_the_lexicon_maps_only_onto_canonical_values() -> None:
    assert set(lexicon.PROPERTY_TYPE_WORDS.values()) <= set(PROPERTY_TYPES)
    assert set(lexicon.AMENITY_WORDS.values()) <= set(AMENITIES)
    assert set(lexicon.COUNTRY_WORDS.values()) <= set(COUNTRIES)
    assert "Entire home/apt" in ROOM_TYPES
