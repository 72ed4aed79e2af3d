"""With OpenAI, the offline rules check the search the model asks for, against the visitor's own
message: a currency the model ignored is converted, filler never reaches the query, and a place
the map does not know is read as the offline parser reads it or explained, never dropped."""

from __future__ import annotations

import json
from typing import Any

import pytest

from chat.service import run_chat_turn
from language.vocabulary import USD_PER_UNIT
from tests.chat_helpers import chat_context, chat_db, new_visitor_id  # noqa: F401
from tests.memory_helpers import run_async
from tests.test_chat_tools import search
from tests.test_openai_path import (
    function_call_item,
    message_item,
    openai_api,  # noqa: F401  (a fixture)
    response_body,
)

pytestmark = pytest.mark.usefixtures("chat_db")


@pytest.fixture
def fake_openai(request: pytest.FixtureRequest) -> Any:
    """``fake_openai(*replies)``: OpenAI configured, answered by the fake Responses API."""
    return request.getfixturevalue("openai_api")


REPLY = "Here are a few places."


def searched_by_model(fake_openai: Any, message: str, query: str, **filters: Any) -> Any:
    """One OpenAI turn where the model calls searchRentals with these arguments, then replies."""
    arguments = {"query": query, "filters": filters, "limit": 5, "sort": None}
    fake = fake_openai(
        response_body(function_call_item("searchRentals", arguments)),
        response_body(message_item(REPLY)),
    )
    result = run_async(run_chat_turn(new_visitor_id(), message))
    [output] = [
        json.loads(item["output"])
        for item in fake.requests[1]["input"]
        if item.get("type") == "function_call_output"
    ]
    return result, output


def in_brl(amount: float, currency: str) -> float:
    return float(round(amount * USD_PER_UNIT[currency] / USD_PER_UNIT["BRL"]))


# --- (a) a currency the visitor named ----------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "somewhere near the beach in Rio for under 50 dollars",
        "algo perto da praia no Rio até 50 dólares por noite",
        "algo cerca de la playa en Río por menos de 50 dólares",
    ],
    ids=["en", "pt", "es"],
)
def test_a_currency_the_model_ignored_is_converted(fake_openai: Any, message: str) -> None:
    result, output = searched_by_model(
        fake_openai, message, "near the beach", location="Rio", max_price=50
    )

    assert result.search is not None
    assert result.search.filters == {"location": "Rio De Janeiro", "max_price": in_brl(50, "USD")}
    [correction] = output["corrected"]
    assert "50 USD" in correction and f"{in_brl(50, 'USD'):.0f} BRL" in correction
    assert "BRL" in output["searched"]


@pytest.mark.parametrize(
    ("message", "max_price"),
    [
        ("somewhere near the beach in Rio for under 50 dollars", in_brl(50, "USD")),
        ("Rio under 300 reais", 300),
        ("somewhere in Rio under 300", 300),
    ],
    ids=["converted by the model", "the market's currency", "no currency named"],
)
def test_a_price_in_the_markets_currency_is_left_alone(
    fake_openai: Any, message: str, max_price: float
) -> None:
    result, output = searched_by_model(
        fake_openai, message, "", location="Rio De Janeiro", max_price=max_price
    )

    assert result.search is not None and result.search.filters["max_price"] == max_price
    assert "corrected" not in output


def test_a_dollar_in_a_dollar_market_is_that_markets_own() -> None:
    context = chat_context()
    context.visitor_message = "a flat in Sydney under 90 dollars"

    search(context, filters={"location": "Sydney", "max_price": 90})

    assert context.last_search is not None and context.last_search.filters["max_price"] == 90


def test_the_visitors_message_comes_from_each_turns_own_context() -> None:
    said_in_dollars, said_nothing = chat_context(), chat_context()
    said_in_dollars.visitor_message = "Rio under 50 dollars"

    search(said_in_dollars, filters={"location": "Rio", "max_price": 50})
    search(said_nothing, filters={"location": "Rio", "max_price": 50})

    assert said_in_dollars.last_search is not None and said_nothing.last_search is not None
    assert said_in_dollars.last_search.filters["max_price"] == in_brl(50, "USD")
    assert said_nothing.last_search.filters["max_price"] == 50


# --- (b) filler in the query -------------------------------------------------------------------


def test_filler_the_model_copied_into_the_query_is_cut_to_words_a_listing_could_say(
    fake_openai: Any,
) -> None:
    message = "hi! we're flying to Porto in July, somewhere quiet with a river view please"
    result, _ = searched_by_model(fake_openai, message, message, location="Porto")

    assert result.search is not None
    words = result.search.query.split()
    assert {"quiet", "river", "view"} <= set(words)
    assert not {"hi", "flying", "july", "July", "please", "Porto", "we're"} & set(words)


# --- (c) a place outside the gazetteer ----------------------------------------------------------


def test_a_part_of_a_market_without_a_centre_searches_the_market_and_says_so(
    fake_openai: Any,
) -> None:
    result, output = searched_by_model(
        fake_openai, "somewhere quiet in Manhattan", "quiet", location="New York", near="Manhattan"
    )

    assert result.search is not None
    assert result.search.filters == {"location": "New York"}
    assert result.search.query.split() == ["quiet", "Manhattan"]
    assert result.search.total > 0
    [correction] = output["corrected"]
    assert "Manhattan" in correction and "New York" in correction


@pytest.mark.parametrize(
    ("message", "market", "place"),
    [
        ("a week in Istanbul, somewhere near Kuzguncuk", "Istanbul", "Kuzguncuk"),
        ("Hong Kong, cerca de Ap Lei Chau, para dos", "Hong Kong", "Ap Lei Chau"),
        ("Rio, perto do Bairro Peixoto", "Rio De Janeiro", "Bairro Peixoto"),
    ],
)
def test_a_place_in_the_market_the_map_lacks_is_searched_for_by_its_words(
    fake_openai: Any, message: str, market: str, place: str
) -> None:
    result, output = searched_by_model(fake_openai, message, "", location=market, near=place)

    assert result.search is not None
    assert result.search.filters == {"location": market}
    assert result.search.asked() == {"location": market, "near": place}
    assert result.search.query == place and place in result.search.chips
    [correction] = output["corrected"]
    assert place in correction and market in correction


def test_a_place_no_rule_knows_is_an_error_the_model_can_act_on(fake_openai: Any) -> None:
    arguments = {
        "query": "",
        "filters": {"location": "Rio", "near": "Copacabanna"},
        "limit": 5,
        "sort": None,
    }
    fake = fake_openai(
        response_body(function_call_item("searchRentals", arguments)),
        response_body(message_item(REPLY)),
    )
    result = run_async(run_chat_turn(new_visitor_id(), "near copacabanna in rio"))

    [output] = [
        item["output"]
        for item in fake.requests[1]["input"]
        if item.get("type") == "function_call_output"
    ]
    assert output.startswith("searchRentals could not run: near: Unknown place 'Copacabanna'.")
    assert "Did you mean 'Copacabana Beach'?" in output and "call it again" in output
    assert result.search is None
