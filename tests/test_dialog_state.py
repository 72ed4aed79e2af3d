"""The dialogue state across a long conversation: the kind of each turn, the order of the
results, fresh starts, and budgets that follow the market's currency.

The phrasings are our own, in English, Spanish and Portuguese; none is in the evaluation files.
"""

from __future__ import annotations

import pytest

from language import SearchIntentState
from language.dialog import BudgetConversion, TurnIntent


def last_turn(*utterances: str) -> TurnIntent:
    state = SearchIntentState()
    intent = state.apply(utterances[0])
    for utterance in utterances[1:]:
        intent = state.apply(utterance)
    return intent


# --- the order of the results ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "sort"),
    [
        ("lowest price first please", "price_asc"),
        ("order them by price", "price_asc"),
        ("muéstrame el más barato primero", "price_asc"),
        ("ordena de menor a mayor precio", "price_asc"),
        ("quero ver os mais baratos primeiro", "price_asc"),
        ("priciest first", "price_desc"),
        ("los más caros primero", "price_desc"),
        ("do mais caro ao mais barato", "price_desc"),
        ("top rated first", "rating"),
        ("ordenar por valoración", "rating"),
        ("os mais bem avaliados", "rating"),
    ],
)
def test_an_order_is_part_of_the_state_and_keeps_the_filters(utterance: str, sort: str) -> None:
    intent = last_turn("house in Maui for 4", utterance)
    assert intent.sort == sort
    assert intent.filters == {"location": "Maui", "property_type": "House", "min_accommodates": 4}
    assert "sort" in intent.changed


@pytest.mark.parametrize(
    "utterance", ["cheap flat in Porto", "piso económico en Oporto", "apartamento barato no Porto"]
)
def test_cheap_is_a_descriptive_word_not_an_order(utterance: str) -> None:
    intent = last_turn(utterance)
    assert intent.sort is None
    assert intent.search_query


def test_an_order_stays_until_changed_or_a_new_search_starts() -> None:
    state = SearchIntentState()
    state.apply("lofts in Montreal")
    state.apply("best rated first")
    assert state.apply("with a washer").sort == "rating"
    assert state.apply("highest price first").sort == "price_desc"
    assert state.apply("start over: cabin in Victoria").sort is None


# --- turns that change nothing --------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "subject"),
    [
        ("which one has the biggest kitchen?", None),
        ("does the second one have parking?", 1),
        ("is the last one far from the metro?", -1),
        ("tell me more about the first one", 0),
        ("¿cuál es mejor para niños?", None),
        ("¿el primero admite perros?", 0),
        ("qual deles é mais perto da praia?", None),
        ("a segunda opção tem piscina?", 1),
        ('does "Sunny Loft by the Park" have a washer?', "Sunny Loft by the Park"),
    ],
)
def test_a_question_about_the_results_changes_nothing(
    utterance: str, subject: int | str | None
) -> None:
    state = SearchIntentState()
    before = state.apply("2 bedroom flat in Porto under 120, cheapest first")
    intent = state.apply(utterance)
    assert (intent.kind, intent.subject, intent.runs_search) == ("results_question", subject, False)
    assert (intent.filters, intent.sort) == (before.filters, "price_asc")
    assert not intent.changed and not intent.removed
    assert state.filters == before.filters


def test_a_results_question_says_what_it_asks_about() -> None:
    intent = last_turn("house in Oahu", "does the first one allow dogs?")
    assert intent.mentioned == {"amenities": ["Pets allowed"]}
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "utterance", ["thanks!", "thank you so much, that's really helpful", "genial, gracias",
                  "muito obrigado!", "ok, perfect", "hello there"]
)  # fmt: skip
def test_small_talk_changes_nothing(utterance: str) -> None:
    intent = last_turn("villa in Kauai with a pool", utterance)
    assert intent.kind == "small_talk"
    assert intent.filters == {"location": "Kauai", "property_type": "Villa", "amenities": ["Pool"]}


def test_thanks_with_a_request_is_a_search() -> None:
    intent = last_turn("villa in Kauai", "thanks, and now with a hot tub")
    assert intent.kind == "search"
    assert intent.filters["amenities"] == ["Hot tub"]


# --- new searches start fresh ------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "cottage in Edinburgh for 2 with a fireplace",
        "Next trip: cottage in Edinburgh for 2 with a fireplace",
        "otro viaje: casa de campo en Edimburgo para 2 con chimenea",
        "nova busca: chalé em Edimburgo para 2 com lareira",
    ],
)
def test_a_complete_request_carries_nothing_over(utterance: str) -> None:
    state = SearchIntentState()
    state.apply("quiet loft in Porto under 80 with a pool, superhosts only")
    state.apply("best rated first")
    intent = state.apply(utterance)
    assert intent.reset
    assert intent.filters["location"] == "Edinburgh"
    assert not {"max_price", "superhost_only"} & set(intent.filters)
    assert "Pool" not in intent.filters.get("amenities", [])
    assert intent.sort is None
    assert "quiet" not in intent.search_query


def test_the_query_keeps_the_words_refinements_add() -> None:
    state = SearchIntentState()
    state.apply("quiet cottage in Edinburgh")
    intent = state.apply("with a garden and a sea view")
    assert "quiet" in intent.search_query and "sea view" in intent.search_query
    assert "garden" not in intent.search_query


# --- budgets follow the currency ------------------------------------------------------------


def test_a_carried_budget_is_converted_and_the_turn_says_so() -> None:
    intent = last_turn("flat in Porto under 120", "and in Rio?")
    assert intent.filters["max_price"] == 720
    assert intent.conversions == [BudgetConversion("max_price", 120, "EUR", 720.0, "BRL")]


def test_a_price_range_moves_both_bounds() -> None:
    intent = last_turn("house in Maui between 100 and 200 dollars", "¿y en Montreal?")
    assert (intent.filters["min_price"], intent.filters["max_price"]) == (137, 274)
    assert [c.key for c in intent.conversions] == ["min_price", "max_price"]


def test_a_price_said_with_the_move_is_taken_as_said() -> None:
    intent = last_turn("flat in Porto under 120", "e no Rio, até 500")
    assert intent.filters["max_price"] == 500
    assert intent.conversions == []


def test_markets_with_the_same_currency_keep_the_number() -> None:
    intent = last_turn("flat in Porto under 120", "same in Barcelona")
    assert intent.filters["max_price"] == 120
    assert intent.conversions == []


# --- misspelt places and amenities ----------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("flat in brisbaine for 2", {"location": "Brisbane", "min_accommodates": 2}),
        ("villa in Honolullu", {"location": "Oahu", "property_type": "Villa"}),
        ("house in montral with a dishwaser", {"location": "Montreal", "property_type": "House",
                                               "amenities": ["Dishwasher"]}),
        ("piso en Barclona con piscna", {"location": "Barcelona", "property_type": "Apartment",
                                          "amenities": ["Pool"]}),
        ("apartamento em Istambul com elevadr", {"location": "Istanbul",
                                                 "property_type": "Apartment",
                                                 "amenities": ["Elevator"]}),
        ("loft in Manhatan with a washing machnie", {"location": "New York",
                                                     "property_type": "Loft",
                                                     "amenities": ["Washer"]}),
        ("studio in jersey ctiy", {"location": "Jersey City"}),
    ],
)  # fmt: skip
def test_misspelt_places_and_amenities_are_understood(
    utterance: str, expected: dict[str, object]
) -> None:
    intent = last_turn(utterance)
    for key, value in expected.items():
        assert intent.filters.get(key) == value, (key, intent.filters)


@pytest.mark.parametrize(
    "utterance",
    [
        "a queen bed near the station",
        "quiet place perto da praia",
        "somewhere with cafes nearby",
        "for example something quiet",
        "muchas gracias por todo",
        "a bright flat with my wife",
        "2 weeks is a lot of packing",
        "near the park is best",
    ],
)
def test_ordinary_words_are_not_read_as_misspellings(utterance: str) -> None:
    intent = last_turn(utterance)
    assert not {"location", "amenities"} & set(intent.filters), intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "tenemos muchas cosas y cajas de cartón",
        "en estos casos no hay gastos extra",
        "a dos pasos del barco",
    ],
)
def test_ordinary_spanish_words_are_no_misspelt_kind_or_amenity(utterance: str) -> None:
    """ "cosas" and "cajas" are not "casas", "gastos" is not "gatos", "barco" is not "berço"."""
    intent = last_turn(utterance)
    assert not {"property_type", "amenities"} & set(intent.filters), intent.filters


def test_a_misspelt_amenity_can_be_removed() -> None:
    intent = last_turn("house in Maui with a jacuzzi and wifi", "no wiffi needed")
    assert intent.filters["amenities"] == ["Hot tub"]


# --- removals and negations ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "we're leaving the dog at home",
        "the cat stays home after all",
        "we won't bring our dog this time",
        "el perro se queda en casa",
        "dejamos al perro en casa",
        "o cachorro fica em casa",
        "não vamos levar o cão",
    ],
)
def test_a_pet_left_at_home_drops_the_pet_filter(utterance: str) -> None:
    intent = last_turn("house in Kauai for 4 with our dog and a pool", utterance)
    assert intent.filters == {
        "location": "Kauai",
        "property_type": "House",
        "min_accommodates": 4,
        "amenities": ["Pool"],
    }


@pytest.mark.parametrize(
    "utterance",
    ["el perro se queda en casa", "o cachorro fica em casa", "the dog stays at home"],
)
def test_a_pet_staying_at_home_is_no_house(utterance: str) -> None:
    """ "en casa" / "em casa" is where the pet stays, not the kind of place wanted."""
    intent = last_turn("flat in Porto for 2 with our dog", utterance)
    assert intent.filters == {
        "location": "Porto",
        "property_type": "Apartment",
        "min_accommodates": 2,
    }
    assert intent.removed == {"amenities"} and not intent.changed


@pytest.mark.parametrize(
    "utterance",
    [
        "the kids stay home",
        "the kids aren't coming",
        "we're leaving the children with the grandparents",
        "los niños se quedan en casa",
        "los niños no vienen",
        "as crianças ficam em casa",
        "não vamos levar as crianças",
    ],
)
def test_children_staying_at_home_take_their_amenities_along(utterance: str) -> None:
    intent = last_turn("flat in Porto for 4, kid friendly with a crib and wifi", utterance)
    assert intent.filters == {
        "location": "Porto",
        "property_type": "Apartment",
        "min_accommodates": 4,  # how many of the 4 were children is not said
        "amenities": ["Wifi"],
    }
    assert intent.kind == "search" and intent.removed == set()
    assert intent.changed == {"amenities"}


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("my wife isn't coming after all", 3),
        ("our 2 kids stay home", 2),
        ("mi marido no viene", 3),
        ("nuestros 2 hijos se quedan en casa", 2),
        ("minha mulher não vem", 3),
        ("we're leaving the baby with grandma", 3),
    ],
)
def test_a_party_member_staying_at_home_is_one_guest_fewer(utterance: str, guests: int) -> None:
    intent = last_turn("house in Maui for 4", utterance)
    assert intent.filters == {
        "location": "Maui",
        "property_type": "House",
        "min_accommodates": guests,
    }


@pytest.mark.parametrize(
    ("earlier", "guests", "bedrooms"),
    [
        (["house in Oahu", "3 bedrooms", "also a pool", "thanks!"], None, 4),
        (["house in Oahu", "for 6 people", "does the first one allow pets?"], 4, 3),
        (["house in Oahu for 2 with 3 bedrooms"], None, 3),  # two numbers: which one is unclear
        (["for 6 people", "start over: house in Oahu"], None, 3),
    ],
)
def test_a_resumed_conversation_knows_which_number_a_lone_number_changes(
    earlier: list[str], guests: int | None, bedrooms: int
) -> None:
    """A state resumed from a conversation's filters reads its earlier turns for "make it 4"."""
    filters = {"location": "Oahu", "property_type": "House", "min_bedrooms": 3}
    state = SearchIntentState(filters, earlier=earlier)
    intent = state.apply("actually, make it 4")
    assert intent.filters.get("min_accommodates") == guests
    assert intent.filters["min_bedrooms"] == bedrooms


def test_nobody_staying_at_home_is_a_guest_of_the_new_request() -> None:
    intent = last_turn("house in Maui for 4", "new search: flat in Porto, my wife isn't coming")
    assert intent.filters == {"location": "Porto", "property_type": "Apartment"}


@pytest.mark.parametrize(
    ("utterance", "lifted"),
    [
        ("doesn't need to be a superhost", "superhost_only"),
        ("no hace falta que sea superanfitrión", "superhost_only"),
        ("sem precisar de superhost", "superhost_only"),
        ("the number of bedrooms doesn't matter", "min_bedrooms"),
        ("los dormitorios dan igual", "min_bedrooms"),
        ("quartos não importam", "min_bedrooms"),
        ("a shared room is fine too", "room_type"),
        ("una habitación privada también vale", "room_type"),
        ("um quarto privado também serve", "room_type"),
        ("any type of place is fine", "property_type"),
    ],
)
def test_a_constraint_can_be_lifted_in_three_languages(utterance: str, lifted: str) -> None:
    state = SearchIntentState()
    state.apply("entire flat in Porto with 2 bedrooms, superhost only")
    intent = state.apply(utterance)
    assert lifted not in intent.filters and lifted in intent.removed
    assert intent.filters["location"] == "Porto"


@pytest.mark.parametrize(
    ("utterance", "kept"),
    [
        ("reset everything except the island", {"location": "Kauai"}),
        ("clear the filters but keep Kauai", {"location": "Kauai"}),
        ("borra todo excepto la isla", {"location": "Kauai"}),
        ("limpa tudo menos a ilha", {"location": "Kauai"}),
    ],
)
def test_a_reset_can_keep_the_place(utterance: str, kept: dict[str, str]) -> None:
    intent = last_turn("villa in Kauai for 6 under 500 with a pool, top rated first", utterance)
    assert intent.filters == kept
    assert intent.sort is None


def test_a_misspelt_property_type_is_understood() -> None:
    intent = last_turn("apartmnet in Porto for 2")
    assert intent.filters["property_type"] == "Apartment"


def test_a_sort_phrase_takes_its_first_along() -> None:
    intent = last_turn("casa em Maui", "o mais barato primeiro")
    assert (intent.sort, intent.search_query) == ("price_asc", "")


@pytest.mark.parametrize(
    ("utterance", "subject"),
    [
        ("is the last one close to the beach?", -1),
        ("¿el segundo está cerca de la playa?", 1),
        ("does Comfortable apartment close to the beach have wifi?", 2),
    ],
)
def test_a_position_wins_over_a_listing_name_its_words_happen_to_match(
    utterance: str, subject: int
) -> None:
    shown = [
        "Gorgeous beachfront suitable bar",
        "Copacabana near the beach and view",
        "Comfortable apartment close to the beach",
    ]
    intent = SearchIntentState({"location": "Rio De Janeiro"}).apply(utterance, shown=shown)
    assert (intent.kind, intent.subject) == ("results_question", subject)


def test_a_market_we_lack_in_a_country_named_changes_nothing() -> None:
    """ "Vou aos Estados Unidos … Têm casas em Boston?": the country is Boston's, not a search."""
    assert last_turn("Vou aos Estados Unidos em dezembro. Têm casas em Boston?").filters == {}


@pytest.mark.parametrize(
    ("utterance", "key", "value"),
    [
        ("Nwe York, apartment for 2", "location", "New York"),
        ("Roi de Janeiro for 2", "location", "Rio De Janeiro"),
        ("Porto with a hot tubb", "amenities", ["Hot tub"]),
    ],
)
def test_a_typo_in_a_short_word_of_a_name_is_still_understood(
    utterance: str, key: str, value: object
) -> None:
    assert last_turn(utterance).filters[key] == value


def test_a_lone_number_adjusts_the_budget_set_last() -> None:
    intent = last_turn("porto for 2", "under 120 a night", "actually make it 150")
    assert intent.filters["max_price"] == 150


@pytest.mark.parametrize("said", ["no máximo duas", "make it 5", "at most 2"])
def test_a_lone_number_too_small_for_a_price_leaves_the_budget(said: str) -> None:
    # "1500 reais … no máximo duas" speaks of two to a bed, not of a price of 2
    intent = last_turn("somos 6 amigas no rio", "o orçamento é uns 1500 reais por noite", said)
    assert intent.filters["max_price"] == 1500


def test_a_lone_number_near_a_small_budget_still_moves_it() -> None:
    intent = last_turn("room in New York, max 8 dollars lol", "make it 9")
    assert intent.filters["max_price"] == 9
