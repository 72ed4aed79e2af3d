"""Searching near a place on the shipped listings: the API, the ranking, closest matches said
plainly, the trace's geo stages, and the promise for every place of the gazetteer."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from infra.operation_recorder import recording
from language.places import gazetteer_places, place_by_name
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.search.catalog import current_catalog
from rentals.search.closest import closest_matches
from rentals.search.service import search_rentals


def get_json(client: Client, url: str, status: int = 200) -> Any:
    response = client.get(url)
    assert response.status_code == status, response.content
    return response.json()


def test_api_search_near_a_place_carries_coordinates_and_distances(
    seeded: str, client: Client
) -> None:
    body = get_json(client, "/api/search?near=Copacabana%20Beach&limit=20")

    place = place_by_name("Copacabana Beach")
    assert place is not None
    assert body["filters"]["near"] == "Copacabana Beach"
    assert len(body["results"]) == 20
    for result in body["results"]:
        assert result["distance_km"] == pytest.approx(
            place.distance_km(result["lat"], result["lon"]), abs=1e-3
        )
        assert result["distance_km"] <= place.radius_km
    assert any(" from Copacabana Beach" in why for why in body["results"][0]["why"])


def test_api_search_takes_a_distance_and_a_box(seeded: str, client: Client) -> None:
    near = get_json(client, "/api/search?near=Ribeira&within_km=0.8&limit=50")
    boxed = get_json(client, "/api/search?bbox=-8.63,41.13,-8.6,41.16&limit=50")

    assert near["results"] and all(r["distance_km"] <= 0.8 for r in near["results"])
    assert boxed["results"]
    for result in boxed["results"]:
        assert -8.63 <= result["lon"] <= -8.6 and 41.13 <= result["lat"] <= 41.16
        assert result["distance_km"] is None, "no place, no distance"


@pytest.mark.parametrize(
    ("query", "field", "says"),
    [
        ("near=Atlantis", "near", "Unknown place 'Atlantis'"),
        ("near=Bondi%20Beech", "near", "Did you mean 'Bondi Beach'?"),
        ("near=Ribeira&within_km=0", "within_km", "above 0 and at most 50"),
        ("bbox=1,2,3", "bbox", "west,south,east,north"),
        ("bbox=10,2,3,4", "bbox", "west below east"),
        ("bbox=a,b,c,d", "bbox", "number"),
        ("location=Porto&near=Bondi%20Beach", "filters", "is in Sydney"),
    ],
)
def test_an_unknown_place_or_a_malformed_box_is_a_422_naming_what_was_expected(
    seeded: str, client: Client, query: str, field: str, says: str
) -> None:
    body = get_json(client, f"/api/search?{query}", status=422)

    assert {item["field"] for item in body["detail"]} == {field}
    assert says in body["detail"][0]["message"]


def test_a_listing_carries_its_coordinates(seeded: str, client: Client) -> None:
    [first] = get_json(client, "/api/rentals?location=Porto&limit=1")["results"]

    detail = get_json(client, f"/api/rentals/{first['id']}")

    assert (detail["lat"], detail["lon"]) == (first["lat"], first["lon"])
    assert detail["address"]["location"]["coordinates"] == [first["lon"], first["lat"]]


def test_closeness_is_blended_with_relevance(seeded: str) -> None:
    near = search_rentals("", SearchFilters(near="Copacabana Beach"), limit=50)
    by_rating = search_rentals("", SearchFilters(near="Copacabana Beach"), sort="rating", limit=50)

    distances = [result.distance_km or 0 for result in near.results]
    assert sum(distances[:10]) / 10 < sum(distances[-10:]) / 10, "closer listings come first"
    assert [r.id for r in near.results] != sorted(
        (r.id for r in near.results), key=lambda i: distances[[r.id for r in near.results].index(i)]
    ), "not by distance alone"
    assert by_rating.results[0].rating == max(r.rating or 0 for r in by_rating.results)


def test_a_text_search_near_a_place_stays_around_it(seeded: str) -> None:
    page = search_rentals("quiet apartment with a view", SearchFilters(near="Ribeira"), limit=12)

    assert page.total > 0
    assert all((r.distance_km or 99) <= 1.0 for r in page.results)


def test_the_trace_shows_the_geo_stages(seeded: str) -> None:
    with recording() as recorder:
        search_rentals("", SearchFilters(near="Bondi Beach"), limit=5)
        search_rentals("sea view", SearchFilters(near="Bondi Beach"), mode="vector", limit=5)

    pipelines = [
        operation.command["pipeline"]
        for operation in recorder.operations
        if operation.command.get("aggregate") == "listings"
    ]
    browse, vector = pipelines[-2:]
    assert next(iter(browse[0])) == "$geoNear"
    assert [next(iter(stage)) for stage in vector[:3]] == ["$vectorSearch", "$match", "$limit"]
    assert "$geoWithin" in vector[1]["$match"]["address.location"]


def test_nothing_within_the_radius_gives_closest_matches_with_their_distance(
    seeded: str,
) -> None:
    request = SearchFilters(near="Bondi Beach", within_km=0.1, max_price=150)
    assert search_rentals("", request).total == 0

    found = closest_matches(request)

    assert found is not None
    page = search_rentals("", found.filters)
    assert page.total >= 1
    assert all(result.distance_km is not None for result in page.results)


def test_every_gazetteer_place_finds_listings_around_it_or_closest_matches(
    seeded: str,
) -> None:
    """Where ten or more listings lie within 3 km of a place, every result of a search near it is
    within 3 km and half are within 2 km; elsewhere the closest matches say their distance."""
    catalog = current_catalog(configured_embedder())
    checked = 0
    for place in gazetteer_places():
        within_3 = int((catalog.distances_km(place) <= 3).sum())
        filters = SearchFilters(near=place.name)
        page = search_rentals("", filters)
        # As the assistant and the page do: nothing within the radius shows the closest matches.
        found = closest_matches(filters) if page.total == 0 else None
        if found is not None:
            page = search_rentals("", found.filters)
        if within_3 >= 10:
            distances = [result.distance_km for result in page.results]
            assert distances and all(d is not None and d <= 3 for d in distances), place.name
            assert sum(d <= 2 for d in distances if d is not None) * 2 >= len(distances), place.name
            checked += 1
        elif found is not None:
            assert all(r.distance_km is not None for r in page.results), place.name
    assert checked >= 30, "the promise covers many places"


def test_an_empty_page_near_a_place_suggests_reaching_farther(seeded: str) -> None:
    page = search_rentals("", SearchFilters(near="Bondi Beach", within_km=0.1))

    assert page.total == 0
    assert page.suggestions[0].startswith("Nothing within 100 m of Bondi Beach; ")
    assert " listings within " in page.suggestions[0]


def test_the_assistant_and_the_page_word_a_widened_distance(seeded: str) -> None:
    from offline_assistant.replies import relaxation_phrase

    request = SearchFilters(near="Bondi Beach", within_km=0.1, max_price=150)
    found = closest_matches(request)
    assert found is not None

    phrases = {
        language: relaxation_phrase(found.relaxed[0].to_dict(), request, language)
        for language in ("en", "es", "pt")
    }

    assert phrases["en"].startswith("within ") and phrases["en"].endswith(" instead of 100 m")
    assert phrases["es"].endswith(" en lugar de 100 m")
    assert phrases["pt"].endswith(" em vez de 100 m")
