"""The search page's map, as the server renders it: numbered cards that carry their listing's
coordinates for the markers, the map's words in the browser's language, and a tile layer only
when MAP_TILE_URL is set. The browser side is in tests/browser/test_map_in_browser.py."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from typing import Any

import pytest
from django.test import Client, override_settings

from language.interface_text import text
from language.page_language import Language
from language.places import place_by_name
from rentals import repository
from rentals.filters import SearchFilters
from rentals.normalise import normalise_listing
from rentals.results_map import MapFocus, MapPlace, map_focus
from tests.listing_helpers import sample_records

HTMX = {"HTTP_HX_REQUEST": "true"}
CARD = re.compile(
    r'<li class="card" data-marker="(\d+)"(?: data-lat="([-\d.]+)" data-lon="([-\d.]+)")?>'
)


@pytest.fixture
def listings(empty_database: str) -> Iterator[list[dict[str, Any]]]:
    documents = [normalise_listing(record) for record in sample_records(30)]
    repository.upsert_listings(documents)
    yield documents


def cards(html: str) -> list[tuple[int, float | None, float | None]]:
    return [
        (int(number), float(lat) if lat else None, float(lon) if lon else None)
        for number, lat, lon in CARD.findall(html)
    ]


def test_cards_are_numbered_across_pages_with_their_listings_coordinates(
    listings: list[dict[str, Any]], client: Client
) -> None:
    first = client.get("/").content.decode()
    more = client.get("/results/?offset=12", **HTMX).content.decode()

    numbered = cards(first) + cards(more)
    assert [number for number, _, _ in numbered] == list(range(1, 25))
    ids = re.findall(r'href="/rentals/([^/]+)/', first + more)
    where = {
        str(listing["_id"]): listing["address"]["location"]["coordinates"] for listing in listings
    }
    for (_, lat, lon), listing_id in zip(numbered, ids, strict=True):
        assert [lon, lat] == pytest.approx(where[listing_id], abs=1e-6)
    assert '<span class="badge badge-number" aria-hidden="true">13</span>' in more


@pytest.mark.parametrize(
    ("header", "language"),
    [("", "en"), ("es-ES,es;q=0.9", "es"), ("pt-BR,pt;q=0.9,en;q=0.8", "pt")],
)
def test_the_map_speaks_the_browsers_language(
    listings: list[dict[str, Any]], client: Client, header: str, language: Language
) -> None:
    html = unescape(client.get("/", HTTP_ACCEPT_LANGUAGE=header).content.decode())

    region = text("search.map", language)
    assert f'<section id="results-map" class="results-map" aria-label="{region}"' in html
    assert f">{text('search.search_this_area', language)}</button>" in html
    assert f">{text('search.show_map', language)}</button>" in html
    for attribute, key in (
        ("data-hide", "search.hide_map"),
        ("data-zoom-in", "search.zoom_in"),
        ("data-zoom-out", "search.zoom_out"),
        ("data-no-markers", "search.no_markers"),
    ):
        assert f'{attribute}="{text(key, language)}"' in html
    # The map's script fills in the slots of "800 m around Copacabana".
    around = text("search.around", language, distance="{distance}", place="{place}")
    assert f'data-around="{around}"' in html and "{distance}" in around


def test_without_map_tile_url_the_map_has_no_tile_layer(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/").content.decode()

    assert "data-tile-url" not in html
    assert "leaflet-1.9.4/leaflet.js" in html and "js/results_map.js" in html


@override_settings(
    MAP_TILE_URL="https://tiles.example.org/{z}/{x}/{y}.png",
    MAP_TILE_ATTRIBUTION="© Example <Maps> contributors",
)
def test_map_tile_url_adds_a_tile_layer_credited_as_plain_text(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/").content.decode()

    assert 'data-tile-url="https://tiles.example.org/{z}/{x}/{y}.png"' in html
    assert 'data-tile-attribution="© Example &lt;Maps&gt; contributors"' in html


def test_a_search_without_a_place_or_a_box_gives_the_map_nothing_more_to_draw() -> None:
    assert map_focus(SearchFilters(location="Porto")) == MapFocus(place=None, bbox="")


def test_the_results_say_what_the_map_draws_besides_the_markers(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?location=Porto", **HTMX).content.decode()

    assert '<div id="map-focus" hidden data-bbox=""></div>' in html


def test_a_search_near_a_place_marks_the_place_with_its_radius() -> None:
    place = place_by_name("Copacabana Beach")
    assert place is not None

    focus = map_focus(SearchFilters.model_validate({"near": "Copacabana Beach"}))

    assert focus == MapFocus(
        place=MapPlace("Copacabana Beach", place.lat, place.lon, place.radius_km), bbox=""
    )


def test_within_km_sets_the_radius_and_the_box_is_kept_as_the_url_states_it() -> None:
    focus = map_focus(
        SearchFilters.model_validate(
            {"near": "Copacabana Beach", "within_km": 1, "bbox": "-43.2,-23,-43.1,-22.9"}
        )
    )

    assert focus.place is not None and focus.place.radius_km == 1.0
    assert focus.bbox == "-43.2,-23,-43.1,-22.9"


def test_the_results_of_a_search_near_a_place_tell_the_map_where_it_is(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?near=Ribeira&within_km=1.5", **HTMX).content.decode()

    assert (
        '<div id="map-focus" hidden data-bbox=""\n         data-place="Ribeira"'
        ' data-place-lat="41.140800" data-place-lon="-8.613300" data-radius-km="1.500"></div>'
    ) in html
