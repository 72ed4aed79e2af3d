"""The rentals REST API over the shipped listings: every endpoint, paging, sorting, bad input."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from rentals.search.service import get_rental

RESULT_FIELDS = {
    "id",
    "name",
    "price",
    "currency",
    "price_usd",
    "bedrooms",
    "accommodates",
    "property_type",
    "room_type",
    "neighbourhood",
    "market",
    "country",
    "rating",
    "number_of_reviews",
    "superhost",
    "picture_url",
    "score",
    "why",
    "lat",
    "lon",
    "distance_km",
}


def get_json(client: Client, url: str, status: int = 200) -> Any:
    response = client.get(url)
    assert response.status_code == status, response.content
    return response.json()


# --- /api/rentals ---------------------------------------------------------------------------------


def test_browsing_without_filters_pages_through_every_listing(seeded: str, client: Client) -> None:
    body = get_json(client, "/api/rentals")

    assert body["total"] == 3931
    assert len(body["results"]) == 12
    assert body["has_more"] is True
    assert (body["limit"], body["offset"], body["sort"]) == (12, 0, "relevance")
    assert set(body["results"][0]) == RESULT_FIELDS


def test_filters_select_only_matching_listings(seeded: str, client: Client) -> None:
    body = get_json(
        client,
        "/api/rentals?location=Porto&max_price=100&amenities=Wifi&amenities=Kitchen&limit=50",
    )

    assert 0 < body["total"] <= 50
    assert body["filters"]["amenities"] == ["Wifi", "Kitchen"]
    for result in body["results"]:
        assert result["market"] == "Porto"
        assert result["price"] <= 100
        assert {"Wifi", "Kitchen"} <= set((get_rental(result["id"]) or {})["amenities"])
        assert "in Porto" in result["why"] and "Wifi" in result["why"]


def test_aliases_and_everyday_words_resolve_to_canonical_filters(
    seeded: str, client: Client
) -> None:
    body = get_json(client, "/api/rentals?location=Manhattan&property_type=flat&amenities=wi-fi")

    assert body["filters"]["location"] == "New York"
    assert body["filters"]["property_type"] == "Apartment"
    assert body["filters"]["amenities"] == ["Wifi"]
    assert {result["market"] for result in body["results"]} == {"New York"}


def test_pages_follow_on_without_overlap(seeded: str, client: Client) -> None:
    first = get_json(client, "/api/rentals?location=Edinburgh&limit=5")
    second = get_json(client, "/api/rentals?location=Edinburgh&limit=5&offset=5")
    both = get_json(client, "/api/rentals?location=Edinburgh&limit=10")

    first_ids = [result["id"] for result in first["results"]]
    second_ids = [result["id"] for result in second["results"]]
    assert len(first_ids) == len(second_ids) == 5
    assert first_ids + second_ids == [result["id"] for result in both["results"]]


def test_the_last_page_says_there_is_no_more(seeded: str, client: Client) -> None:
    total = get_json(client, "/api/rentals?location=Porto")["total"]
    last = get_json(client, f"/api/rentals?location=Porto&offset={total - 2}")

    assert len(last["results"]) == 2
    assert last["has_more"] is False


@pytest.mark.parametrize(
    ("sort", "key", "descending"),
    [
        ("price_asc", lambda result: result["price_usd"], False),
        ("price_desc", lambda result: result["price_usd"], True),
        ("rating", lambda result: result["rating"], True),
    ],
)
def test_sorting(seeded: str, client: Client, sort: str, key: Any, descending: bool) -> None:
    body = get_json(client, f"/api/rentals?location=Edinburgh&sort={sort}&limit=50")

    values = [key(result) for result in body["results"] if key(result) is not None]
    assert len(values) > 10
    assert values == sorted(values, reverse=descending)


# --- /api/rentals/{id} ----------------------------------------------------------------------------


def test_one_rental_in_full(seeded: str, client: Client) -> None:
    body = get_json(client, "/api/rentals/10006546")

    assert body["id"] == "10006546"
    assert body["name"] == "Ribeira Charming Duplex"
    assert body["price"] == 80 and body["currency"] == "EUR" and body["price_usd"] == 86.4
    assert body["address"]["market"] == "Porto"
    assert body["address"]["location"]["coordinates"] == [-8.61308, 41.1413]
    assert body["host"]["host_name"] == "Ana&Gonçalo"
    assert body["review_scores"]["rating"] == 4.5
    assert "Wifi" in body["amenities"]
    assert body["listing_url"] == "https://www.airbnb.com/rooms/10006546"
    assert body["description"].startswith("Fantastic duplex apartment")
    assert not any("embedding" in field for field in body), "vectors are not part of a listing"


def test_an_unknown_rental_is_a_404_with_a_message(seeded: str, client: Client) -> None:
    body = get_json(client, "/api/rentals/no-such-id", status=404)

    assert body == {"detail": "No rental with id 'no-such-id'."}


# --- /api/search ----------------------------------------------------------------------------------


def test_search_ranks_listings_that_contain_the_words_first(seeded: str, client: Client) -> None:
    body = get_json(client, "/api/search?q=Ribeira&location=Porto&limit=5")

    assert body["query"] == "Ribeira" and body["mode"] == "hybrid"
    top = body["results"][0]
    assert top["market"] == "Porto"
    assert 'mentions "Ribeira"' in top["why"]
    assert top["score"] is not None


@pytest.mark.parametrize("mode", ["hybrid", "vector", "lexical"])
def test_every_search_mode_answers(seeded: str, client: Client, mode: str) -> None:
    body = get_json(client, f"/api/search?q=quiet+loft+with+a+rooftop&mode={mode}&limit=3")

    assert body["mode"] == mode
    assert len(body["results"]) == 3


def test_search_with_filters_and_paging(seeded: str, client: Client) -> None:
    body = get_json(
        client,
        "/api/search?q=beach&location=Rio&min_bedrooms=2&sort=price_asc&limit=4&offset=4",
    )

    assert body["filters"]["location"] == "Rio De Janeiro"
    assert (body["limit"], body["offset"], body["sort"]) == (4, 4, "price_asc")
    for result in body["results"]:
        assert result["market"] == "Rio De Janeiro" and result["bedrooms"] >= 2


def test_search_text_sets_the_filters_and_order_it_names(seeded: str, client: Client) -> None:
    body = get_json(client, "/api/search?q=cheapest+2+bedroom+flat+in+Porto+near+the+river")

    assert body["query"] == "near the river" and body["sort"] == "price_asc"
    assert {key: body["filters"][key] for key in ("location", "min_bedrooms", "property_type")} == {
        "location": "Porto",
        "min_bedrooms": 2,
        "property_type": "Apartment",
    }
    prices = [result["price"] for result in body["results"]]
    assert prices and prices == sorted(prices)
    assert all(result["market"] == "Porto" for result in body["results"])


def test_search_text_near_a_place_the_map_lacks_searches_its_name(
    seeded: str, client: Client
) -> None:
    body = get_json(client, "/api/search?q=flat+in+Edinburgh+walk+to+murrayfield&limit=5")

    assert body["filters"]["location"] == "Edinburgh"
    assert body["filters"]["near"] is None
    assert body["query"].startswith("Murrayfield")
    assert all(result["market"] == "Edinburgh" for result in body["results"])


def test_an_impossible_search_suggests_relaxations(seeded: str, client: Client) -> None:
    body = get_json(client, "/api/search?location=Porto&max_price=5")

    assert body["total"] == 0 and body["results"] == []
    assert any("the cheapest is" in suggestion for suggestion in body["suggestions"])


# --- /api/markets and /api/stats ------------------------------------------------------------------


def test_markets_list_counts_prices_and_currency(seeded: str, client: Client) -> None:
    markets = {market["market"]: market for market in get_json(client, "/api/markets")}

    porto = markets["Porto"]
    assert porto["country"] == "Portugal" and porto["currency"] == "EUR"
    assert porto["count"] > 0
    assert porto["min_price"] <= porto["median_price"] <= porto["max_price"]
    assert sum(market["count"] for market in markets.values()) == 3931


def test_markets_include_the_deeper_rio_sydney_and_istanbul(seeded: str, client: Client) -> None:
    markets = {market["market"]: market for market in get_json(client, "/api/markets")}

    assert {
        name: (markets[name]["country"], markets[name]["currency"], markets[name]["count"])
        for name in ("Rio De Janeiro", "Sydney", "Istanbul")
    } == {
        "Rio De Janeiro": ("Brazil", "BRL", 26 + 375),
        "Sydney": ("Australia", "AUD", 11 + 375),
        "Istanbul": ("Turkey", "TRY", 12 + 81),
    }


def test_stats_report_totals_breakdowns_and_percentiles(seeded: str, client: Client) -> None:
    stats = get_json(client, "/api/stats")

    assert stats["totals"]["listings"] == 3931
    assert sum(market["count"] for market in stats["by_market"]) == 3931
    assert sum(stats["by_room_type"].values()) == 3931
    assert sum(stats["by_property_type"].values()) == 3931
    prices = stats["price_usd"]
    assert prices["p25"] <= prices["p50"] <= prices["p75"] <= prices["p90"]


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "field", "message"),
    [
        ("/api/rentals?limit=abc", "limit", "valid integer"),
        ("/api/rentals?limit=0", "limit", "greater than or equal to 1"),
        ("/api/rentals?limit=1000", "limit", "less than or equal to 50"),
        ("/api/rentals?offset=-1", "offset", "greater than or equal to 0"),
        ("/api/rentals?min_price=-1", "min_price", "must be a price of 0 or more"),
        ("/api/rentals?min_price=abc", "min_price", "valid number"),
        ("/api/rentals?min_price=200&max_price=100", "max_price", "below min_price (200)"),
        ("/api/rentals?amenities=Wiifi", "amenities", "Did you mean 'Wifi'?"),
        ("/api/rentals?location=Atlantis", "location", "Unknown location 'Atlantis'"),
        ("/api/rentals?property_type=Castle", "property_type", "Unknown property type"),
        ("/api/rentals?min_rating=6", "min_rating", "stars from 0 to 5"),
        ("/api/rentals?min_accommodates=0", "min_accommodates", "at least 1 guest"),
        ("/api/rentals?location=Porto&country=Brazil", "filters", "set one or the other"),
        ("/api/rentals?sort=bogus", "sort", "'relevance'"),
        ("/api/rentals?min_prize=50", "min_prize", "Did you mean 'min_price'?"),
        ("/api/search?q=loft&mode=bogus", "mode", "'hybrid'"),
        ("/api/search?q=loft&sort=cheapest", "sort", "'price_asc'"),
        ("/api/search?q=" + "x" * 501, "q", "at most 500 characters"),
        ("/api/search?text=loft", "text", "Unknown parameter 'text'"),
    ],
)
def test_bad_input_is_a_422_that_names_the_field(
    seeded: str, client: Client, url: str, field: str, message: str
) -> None:
    body = get_json(client, url, status=422)

    assert [error["field"] for error in body["detail"]] == [field]
    assert message in body["detail"][0]["message"]


# --- OpenAPI --------------------------------------------------------------------------------------


def test_the_openapi_schema_documents_every_endpoint(client: Client) -> None:
    schema = get_json(client, "/api/openapi.json")
    paths = schema["paths"]

    for path in ("/api/rentals", "/api/rentals/{listing_id}", "/api/search", "/api/markets"):
        assert "get" in paths[path], path
    assert "get" in paths["/api/stats"]

    browse = paths["/api/rentals"]["get"]
    parameters = {parameter["name"]: parameter for parameter in browse["parameters"]}
    assert {"location", "min_price", "amenities", "limit", "offset", "sort"} <= set(parameters)
    assert parameters["amenities"]["schema"]["type"] == "array"
    assert set(browse["responses"]) >= {"200", "422"}
    assert "404" in paths["/api/rentals/{listing_id}"]["get"]["responses"]
    search_parameters = {p["name"] for p in paths["/api/search"]["get"]["parameters"]}
    assert {"q", "mode"} <= search_parameters
    assert {"SearchPage", "RentalResult", "RentalDetail", "MarketSummary", "Stats"} <= set(
        schema["components"]["schemas"]
    )


def test_the_interactive_docs_are_served(client: Client) -> None:
    assert client.get("/api/docs").status_code == 200
