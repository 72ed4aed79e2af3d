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
    intent = state.apply("with a garden, near the castle")
    assert "quiet" in intent.search_query and "castle" in intent.search_query
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
