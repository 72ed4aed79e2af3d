"""The agent's tools against the seeded database, called the way the Runner calls them."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from agents import FunctionTool

from chat.tools import CHAT_TOOLS, tool_label
from memory.saved import save_rental
from memory.turn_context import ChatContext
from rentals.filters import SearchFilters
from rentals.search.service import list_markets, search_rentals
from tests.chat_helpers import (  # noqa: F401
    chat_context,
    chat_db,
    new_visitor_id,
    offline,
    tool_context,
    turn,
)
from tests.conftest import SEEDED_DATABASE
from tests.listing_helpers import store_listings, stored_listings

pytestmark = pytest.mark.usefixtures("chat_db")

TOOLS = {tool.name: tool for tool in CHAT_TOOLS}


def call(context: ChatContext, name: str, arguments: dict[str, Any]) -> str:
    tool: FunctionTool = TOOLS[name]
    ctx = tool_context(context, name, arguments)

    async def invoke() -> str:
        return str(await tool.on_invoke_tool(ctx, json.dumps(arguments)))

    return asyncio.run(invoke())


def search(context: ChatContext, **arguments: Any) -> dict[str, Any]:
    return json.loads(
        call(context, "searchRentals", {"query": "", "filters": None, "limit": 5} | arguments)
    )


def some_rental_ids(count: int, market: str = "Porto") -> list[str]:
    page = search_rentals("", SearchFilters(location=market), limit=count)
    return [result.id for result in page.results]


def test_the_tools_have_exactly_these_names_and_no_visitor_argument() -> None:
    assert list(TOOLS) == [
        "searchRentals",
        "getSavedRentals",
        "getRentalDetails",
        "getSearchResults",
        "listMarkets",
    ]
    for tool in CHAT_TOOLS:
        names = {name.lower() for name in property_names(tool.params_json_schema)}
        assert not any("visitor" in name or "user" in name for name in names), tool.name
        assert tool.strict_json_schema


def property_names(schema: Any) -> set[str]:
    if isinstance(schema, dict):
        own = set(schema.get("properties", {}))
        return own.union(*(property_names(value) for value in schema.values()))
    if isinstance(schema, list):
        return set().union(*(property_names(value) for value in schema))
    return set()


def test_search_applies_the_filters_and_records_the_search() -> None:
    context = chat_context()
    filters = {"location": "Porto", "max_price": 120, "min_bedrooms": 2}
    output = search(context, query="near the river", filters=filters)

    assert output["total"] > 0
    assert output["searched"] == "Porto · under 120 EUR · 2+ bedrooms"
    for result in output["results"]:
        assert result["market"] == "Porto" and result["currency"] == "EUR"
        assert result["price"] <= 120 and result["bedrooms"] >= 2
        assert result["why"]
    record = context.last_search
    assert record is not None
    assert record.filters == {"location": "Porto", "max_price": 120.0, "min_bedrooms": 2}
    assert record.query == "near the river"
    assert record.rental_ids == [result["id"] for result in output["results"]]
    assert record.total == output["total"]
    assert record.chips == ["Porto", "under 120 EUR", "2+ bedrooms"]
    assert context.tool_calls[0].arguments["limit"] == 5


def test_search_reports_a_search_activity_the_turn_writes_with_its_own() -> None:
    context = chat_context()
    search(context, filters={"location": "Sydney"})
    [(kind, details)] = context.activity
    assert kind == "search"
    assert details["filters"] == {"location": "Sydney"}
    assert details["total"] == context.last_search.total  # type: ignore[union-attr]


def test_search_canonicalises_everyday_words() -> None:
    context = chat_context()
    search(context, filters={"location": "rio", "property_type": "flat", "amenities": ["wifi"]})
    assert context.last_search is not None
    assert context.last_search.filters == {
        "location": "Rio De Janeiro",
        "property_type": "Apartment",
        "amenities": ["Wifi"],
    }


def test_search_limit_is_clamped_to_one_to_ten() -> None:
    context = chat_context()
    assert len(search(context, filters={"location": "Edinburgh"}, limit=50)["results"]) == 10
    assert len(search(context, filters={"location": "Edinburgh"}, limit=0)["results"]) == 1
    assert [call.arguments["limit"] for call in context.tool_calls] == [10, 1]


def test_an_unknown_place_is_an_error_the_model_can_act_on() -> None:
    context = chat_context()
    output = call(
        context, "searchRentals", {"query": "", "filters": {"location": "Paris"}, "limit": 5}
    )
    assert output.startswith("searchRentals could not run: location: Unknown location 'Paris'")
    assert "Barcelona" in output and "call it again" in output
    assert "Traceback" not in output
    assert context.searches == []
    assert context.tool_calls[0].error is not None


def test_arguments_of_the_wrong_type_are_explained_not_raised() -> None:
    context = chat_context()
    output = call(context, "searchRentals", {"query": "", "filters": None, "limit": "lots"})
    assert output.startswith("searchRentals could not run: limit:")
    assert "integer" in output
    output = call(context, "getRentalDetails", {})
    assert output.startswith("getRentalDetails could not run: rentalId: Field required")


def test_contradictory_filters_are_explained() -> None:
    output = call(
        chat_context(),
        "searchRentals",
        {"query": "", "filters": {"min_price": 200, "max_price": 100}, "limit": 5},
    )
    assert "max_price (100) is below min_price (200)" in output


def test_an_empty_search_returns_the_closest_matches_and_what_was_relaxed() -> None:
    context = chat_context()
    output = search(context, filters={"location": "Porto", "max_price": 5, "superhost_only": True})

    cheapest = search_rentals(
        "", SearchFilters(location="Porto", superhost_only=True), sort="price_asc", limit=1
    ).results[0]
    assert output["exact_matches"] == 0 and output["total"] >= 1
    assert output["relaxed"] == [
        {"filter": "max_price", "change": "widened", "requested": 5, "relaxed_to": cheapest.price}
    ]
    assert output["closest_searched"] == f"Porto · under {cheapest.price:g} EUR · superhosts"
    assert cheapest.id in [result["id"] for result in output["results"]]
    record = context.last_search
    assert record is not None
    # The search stays as asked; the results are the closest matches.
    assert record.filters == {"location": "Porto", "max_price": 5, "superhost_only": True}
    assert record.total == output["total"] and record.relaxed == output["relaxed"]
    assert record.rental_ids == [result["id"] for result in output["results"]]


def test_the_search_sorts_in_the_order_asked() -> None:
    context = chat_context()
    output = search(context, filters={"location": "Porto"}, sort="price_asc", limit=10)
    prices = [result["price"] for result in output["results"]]
    assert prices == sorted(prices)
    assert context.last_search is not None and context.last_search.sort == "price_asc"
    rated = search(context, filters={"location": "Porto"}, sort="rating", limit=10)
    ratings = [result["rating"] or 0 for result in rated["results"]]
    assert ratings == sorted(ratings, reverse=True)
    refused = call(
        context, "searchRentals", {"query": "", "filters": None, "limit": 5, "sort": "x"}
    )
    assert refused.startswith("searchRentals could not run: sort:")


def test_a_market_without_listings_names_the_markets_that_have_some(empty_database: str) -> None:
    porto = [doc for doc in stored_listings(SEEDED_DATABASE) if doc["address"]["market"] == "Porto"]
    store_listings(porto)
    output = search(chat_context(), filters={"location": "Sydney", "max_price": 100})
    assert output["total"] == 0 and output["results"] == []
    assert output["markets"] == ["Porto"]
    assert "relaxed" not in output


def test_the_results_on_screen_come_with_amenities_and_text() -> None:
    context = chat_context()
    shown = search(context, filters={"location": "Porto"}, limit=4)["results"]

    everything = json.loads(call(context, "getSearchResults", {"position": None}))
    assert everything["count"] == 4
    assert [r["id"] for r in everything["results"]] == [r["id"] for r in shown]
    assert [r["position"] for r in everything["results"]] == [1, 2, 3, 4]
    first = everything["results"][0]
    assert isinstance(first["amenities"], list) and "listing_text" in first
    assert all(
        len(text) <= 400 for r in everything["results"] for text in r["listing_text"].values()
    )

    [last] = json.loads(call(context, "getSearchResults", {"position": -1}))["results"]
    assert (last["id"], last["position"]) == (shown[-1]["id"], 4)
    beyond = json.loads(call(context, "getSearchResults", {"position": 9}))
    assert beyond == {"count": 4, "results": []}
    assert [c.name for c in context.tool_calls].count("searchRentals") == 1


@pytest.mark.usefixtures("offline")
def test_the_results_on_screen_are_the_conversations_last_stored_search() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "a flat in Porto")
    assert first.search is not None
    later = chat_context(visitor)
    later.conversation_id = first.conversation_id
    output = json.loads(call(later, "getSearchResults", {"position": None}))
    assert [r["id"] for r in output["results"]] == first.search.rental_ids
    # Another visitor's conversation shows nothing, whatever its id.
    stranger = chat_context()
    stranger.conversation_id = first.conversation_id
    assert json.loads(call(stranger, "getSearchResults", {"position": None})) == {
        "count": 0,
        "results": [],
    }


def test_rental_details_return_facts_amenities_and_the_listing_text_as_data() -> None:
    context = chat_context()
    [rental_id] = some_rental_ids(1)
    details = json.loads(call(context, "getRentalDetails", {"rentalId": rental_id}))
    assert details["id"] == rental_id and details["market"] == "Porto"
    assert details["currency"] == "EUR" and isinstance(details["amenities"], list)
    assert set(details["listing_text"]) <= {
        "summary",
        "space",
        "description",
        "neighborhood_overview",
    }
    assert all(len(text) <= 1200 for text in details["listing_text"].values())
    [(kind, details)] = context.activity
    assert (kind, details["rental_id"]) == ("view", rental_id)


def test_unknown_rental_id_is_an_error() -> None:
    output = call(chat_context(), "getRentalDetails", {"rentalId": "no-such-listing"})
    assert output.startswith("getRentalDetails could not run: no listing has the id")


def test_saved_rentals_are_the_context_visitors_only() -> None:
    first, second, third = some_rental_ids(3)
    alice, bob = chat_context(), chat_context()
    save_rental(alice.visitor_id, first)
    save_rental(alice.visitor_id, second)
    save_rental(bob.visitor_id, third)

    saved = json.loads(call(alice, "getSavedRentals", {"includeDetails": False}))
    assert saved["count"] == 2
    assert {listing["id"] for listing in saved["saved"]} == {first, second}
    assert "listing_text" not in saved["saved"][0]
    detailed = json.loads(call(alice, "getSavedRentals", {"includeDetails": True}))
    assert "listing_text" in detailed["saved"][0] and "amenities" in detailed["saved"][0]


def test_a_visitor_id_in_the_arguments_is_ignored() -> None:
    [rental_id] = some_rental_ids(1)
    alice, bob = chat_context(), chat_context()
    save_rental(bob.visitor_id, rental_id)
    arguments = {"includeDetails": False, "visitor_id": bob.visitor_id, "visitorId": bob.visitor_id}
    saved = json.loads(call(alice, "getSavedRentals", arguments))
    assert saved == {"count": 0, "saved": []}


def test_list_markets_names_every_market_with_listings() -> None:
    context = chat_context()
    output = json.loads(call(context, "listMarkets", {}))
    assert [m["market"] for m in output["markets"]] == [m.market for m in list_markets()]
    porto = next(m for m in output["markets"] if m["market"] == "Porto")
    assert porto["currency"] == "EUR" and porto["listings"] > 0
    assert context.tool_calls[0].name == "listMarkets"


def test_tool_labels_say_what_is_happening() -> None:
    arguments = json.dumps(
        {"query": "", "filters": {"location": "Porto", "max_price": 120, "min_bedrooms": 2}}
    )
    assert tool_label("searchRentals", arguments) == (
        "Searching Porto · under 120 EUR · 2+ bedrooms…"
    )
    assert tool_label("searchRentals", json.dumps({"query": "quiet", "filters": None})) == (
        "Searching “quiet”…"
    )
    assert tool_label("searchRentals", "not json") == "Searching all listings…"
    assert tool_label("getSavedRentals", "{}") == "Opening your saved places…"
