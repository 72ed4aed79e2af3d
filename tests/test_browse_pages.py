"""The browse pages: full page versus HTMX partial, state in the URL, detail page, escaping."""

from __future__ import annotations

from collections.abc import Iterator
from html import unescape
from html.parser import HTMLParser
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from django.http import QueryDict
from django.test import Client

from rentals import repository
from rentals.normalise import normalise_listing
from rentals.views import read_search
from tests.listing_helpers import sample_records

HTMX = {"HTTP_HX_REQUEST": "true"}
FROM_THE_FORM = {**HTMX, "HTTP_HX_TRIGGER": "filter-form"}
SCRIPT_NAME = "<script>alert('pwned')</script> Loft"
PORTO_DUPLEX = "10006546"  # Ribeira Charming Duplex, the first shipped listing


@pytest.fixture
def listings(empty_database: str) -> Iterator[list[dict[str, Any]]]:
    """Forty real listings plus a copy of the Porto duplex whose text tries to inject markup."""
    documents = [normalise_listing(record) for record in sample_records(40)]
    hostile = {
        **documents[0],
        "_id": "hostile-1",
        "name": SCRIPT_NAME,
        "description": '<img src=x onerror="alert(1)"> Sunny & quiet',
        "host": {**documents[0]["host"], "host_name": "<b>Eve</b>"},
        "listing_url": "javascript:alert(1)",
    }
    repository.upsert_listings([*documents, hostile])
    yield documents


class FormState(HTMLParser):
    """The values a browser would submit from ``#filter-form``: name -> list of values."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, list[str]] = {}
        self._in_form = False
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "form" and attributes.get("id") == "filter-form":
            self._in_form = True
        if not self._in_form:
            return
        name = attributes.get("name")
        if tag == "input" and name:
            ticked = attributes.get("type") not in ("checkbox", "radio") or "checked" in attributes
            if ticked and attributes.get("value"):
                self.values.setdefault(name, []).append(attributes["value"] or "")
        elif tag == "select":
            self._select = name
        elif tag == "option" and self._select and "selected" in attributes:
            self.values.setdefault(self._select, []).append(attributes.get("value") or "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "form":
            self._in_form = False


def form_state(html: str) -> dict[str, list[str]]:
    parser = FormState()
    parser.feed(html)
    return parser.values


def card_count(html: str) -> int:
    return html.count('<li class="card" ')


# --- full page and partial -----------------------------------------------------------------------


def test_a_full_request_gets_the_whole_page(listings: list[dict[str, Any]], client: Client) -> None:
    response = client.get("/")
    html = response.content.decode()

    assert response.status_code == 200
    assert html.lstrip().startswith("<!doctype html>")
    for element_id in ("filter-form", "results", "chat-panel", "backend-footer"):
        assert f'id="{element_id}"' in html
    assert "htmx-2.0.11.min.js" in html
    assert card_count(html) == 12
    assert "<strong>41</strong> stays" in html
    assert "HX-Request" in response["Vary"]


def test_an_htmx_request_from_the_form_gets_only_the_results(
    listings: list[dict[str, Any]], client: Client
) -> None:
    response = client.get("/?location=Porto&q=&min_price=&sort=relevance", **FROM_THE_FORM)
    html = response.content.decode()

    assert response.status_code == 200
    assert html.lstrip().startswith('<section id="results"')
    assert "<html" not in html and 'id="filter-form"' not in html
    porto = [listing for listing in listings if listing["address"]["market"] == "Porto"]
    assert card_count(html) == len(porto) + 1
    assert response["HX-Push-Url"] == "/?location=Porto", "empty and default values are dropped"


def test_a_link_that_changes_the_search_also_swaps_the_form_out_of_band(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?location=Porto&amenities=Wifi", **HTMX).content.decode()

    assert 'id="results"' in html
    assert 'id="filter-form"' in html and 'hx-swap-oob="true"' in html
    assert form_state(html)["amenities"] == ["Wifi"]


def test_htmx_restoring_a_history_entry_gets_the_whole_page(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get(
        "/?location=Porto", **HTMX, HTTP_HX_HISTORY_RESTORE_REQUEST="true"
    ).content.decode()

    assert html.lstrip().startswith("<!doctype html>")
    assert form_state(html)["location"] == ["Porto"]


def test_the_query_string_is_rendered_back_into_the_form(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get(
        "/?q=river+view&location=Porto&min_price=50&max_price=200&min_bedrooms=2"
        "&min_accommodates=4&property_type=House&room_type=Entire+home/apt&superhost_only=true"
        "&amenities=Wifi&amenities=Dishwasher&min_rating=4.5&sort=price_asc"
    ).content.decode()

    assert form_state(html) == {
        "q": ["river view"],
        "sort": ["price_asc"],
        "location": ["Porto"],
        "min_price": ["50"],
        "max_price": ["200"],
        "min_bedrooms": ["2"],
        "min_accommodates": ["4"],
        "property_type": ["House"],
        "room_type": ["Entire home/apt"],
        "min_rating": ["4.5"],
        "amenities": ["Wifi", "Dishwasher"],
        "superhost_only": ["true"],
    }


def test_aliases_in_a_shared_link_show_as_canonical_values(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?location=ribeira&amenities=wi-fi&property_type=flat").content.decode()

    assert form_state(html)["location"] == ["Porto"]
    assert form_state(html)["amenities"] == ["Wifi"]
    assert form_state(html)["property_type"] == ["Apartment"]


def test_active_filters_show_as_chips_that_remove_themselves(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?location=Porto&max_price=100&amenities=Wifi").content.decode()

    assert 'href="/?max_price=100&amp;amenities=Wifi"' in html  # the Porto chip
    assert 'href="/?location=Porto&amp;amenities=Wifi"' in html  # the price chip
    assert "under 100 EUR" in html


def test_cards_show_price_badges_and_why_they_match(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?location=Porto&amenities=Wifi").content.decode()

    assert "Ribeira Charming Duplex" in html
    assert "80 EUR" in html and "≈ $86" in html
    assert 'loading="lazy"' in html
    assert "/static/img/placeholder.svg" in html, "offline booths fall back to a local image"
    assert "<li>in Porto</li>" in html and "<li>Wifi</li>" in html
    assert f"/rentals/{PORTO_DUPLEX}/?back=location%3DPorto%26amenities%3DWifi" in html


def test_load_more_appends_the_next_page_with_the_same_search(
    listings: list[dict[str, Any]], client: Client
) -> None:
    first = client.get("/?sort=price_asc").content.decode()
    assert 'hx-get="/results/?sort=price_asc&amp;offset=12"' in first

    more = client.get("/results/?sort=price_asc&offset=12", **HTMX)
    html = more.content.decode()

    assert more.status_code == 200
    assert card_count(html) == 12
    assert "offset=24" in html and "24 of 41" in html
    assert "<section" not in html, "only cards and the next button, appended in place"


def test_the_last_page_has_no_load_more_button(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/results/?offset=36", **HTMX).content.decode()

    assert card_count(html) == 5
    assert "Show more stays" not in html


def test_load_more_without_htmx_goes_to_the_search_page(
    listings: list[dict[str, Any]], client: Client
) -> None:
    response = client.get("/results/?location=Porto&offset=12&bogus=1")

    assert response.status_code == 302
    assert response["Location"] == "/?location=Porto"


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("min_price=100&max_price=50", "max_price (50) is below min_price (100)"),
        ("amenities=Wiifi", "Did you mean &#x27;Wifi&#x27;?"),
        ("min_price=-1", "min_price must be a price of 0 or more"),
        ("min_price=abc", "valid number"),
        ("location=Atlantis", "Unknown location"),
        ("sort=bogus", "Unknown sort"),
        ("min_rating=9", "min_rating is in stars from 0 to 5"),
    ],
)
def test_invalid_filters_explain_themselves_inline(
    listings: list[dict[str, Any]], client: Client, query: str, message: str
) -> None:
    page = client.get(f"/?{query}")
    partial = client.get(f"/?{query}", **FROM_THE_FORM)

    assert page.status_code == 422 and partial.status_code == 422
    assert message in page.content.decode()
    assert message in partial.content.decode()
    assert 'role="alert"' in partial.content.decode()
    marked = ('aria-invalid="true"', "is-invalid")
    assert any(mark in page.content.decode() for mark in marked), "the field is marked in the form"


def test_an_invalid_search_keeps_what_was_typed_in_the_form_and_url(
    listings: list[dict[str, Any]], client: Client
) -> None:
    page = client.get("/?location=Porto&min_price=100&max_price=50")
    partial = client.get("/?location=Porto&min_price=100&max_price=50&q=", **FROM_THE_FORM)

    assert form_state(page.content.decode())["min_price"] == ["100"]
    assert partial["HX-Push-Url"] == "/?location=Porto&min_price=100&max_price=50"


def test_no_results_suggest_the_nearest_relaxations(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get("/?location=Porto&max_price=20").content.decode()

    assert "No stays match this search" in html
    assert "the cheapest is" in html
    assert 'class="chip chip-relax" href="/?location=Porto"' in html


# --- detail page ----------------------------------------------------------------------------------


def test_the_detail_page_shows_the_whole_listing(
    listings: list[dict[str, Any]], client: Client
) -> None:
    response = client.get(f"/rentals/{PORTO_DUPLEX}/?back=location%3DPorto%26amenities%3DWifi")
    html = response.content.decode()

    assert response.status_code == 200
    for text in (
        "Ribeira Charming Duplex",
        "About this place",
        "The neighbourhood",
        "Dishwasher",  # an amenity
        "Hosted by Ana&amp;Gonçalo",
        "Cleanliness",  # a review aspect
        "★ 4.5",
        "80 EUR",
        "≈ $86 USD",
        "Minimum stay: 2 nights",
        'href="https://www.airbnb.com/rooms/10006546"',
        "41.14130, -8.61308",
        "Porto",
        "Portugal",
    ):
        assert text in html, text
    assert 'href="/?location=Porto&amp;amenities=Wifi"' in html, "back to the same search"
    assert "The space" not in html, "this host repeated the description there: shown once"


def test_the_back_link_only_ever_leads_to_the_search_page(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get(
        f"/rentals/{PORTO_DUPLEX}/?back=https%3A%2F%2Fevil.example%2F%3Fx%3D1%26location%3DPorto"
    ).content.decode()

    back_links = [part.split('"')[0] for part in html.split('class="back-link" href="')[1:]]
    assert back_links == ["/?location=Porto"]


def test_an_unknown_listing_is_a_friendly_404(
    listings: list[dict[str, Any]], client: Client
) -> None:
    response = client.get("/rentals/no-such-listing/?back=location%3DPorto")
    html = response.content.decode()

    assert response.status_code == 404
    assert "We couldn't find that stay" in unescape(html)
    assert "no-such-listing" in html
    assert 'href="/?location=Porto"' in html


# --- escaping -------------------------------------------------------------------------------------


def test_listing_text_is_escaped_everywhere(listings: list[dict[str, Any]], client: Client) -> None:
    results = client.get("/?location=Porto").content.decode()
    detail = client.get("/rentals/hostile-1/").content.decode()

    for html in (results, detail):
        assert "&lt;script&gt;alert(&#x27;pwned&#x27;)&lt;/script&gt; Loft" in html
        assert "<script>alert(" not in html
    assert '<img src=x onerror="alert(1)">' not in detail
    assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Sunny &amp; quiet" in detail
    assert "&lt;b&gt;Eve&lt;/b&gt;" in detail
    assert "javascript:" not in detail and "View on Airbnb" not in detail


def test_the_pushed_url_reproduces_the_search(
    listings: list[dict[str, Any]], client: Client
) -> None:
    partial = client.get(
        "/?q=&location=Porto&min_price=&max_price=90&amenities=Wifi&sort=price_desc",
        **FROM_THE_FORM,
    )
    pushed = partial["HX-Push-Url"]
    page = client.get(pushed).content.decode()

    assert parse_qs(urlsplit(pushed).query) == {
        "location": ["Porto"],
        "max_price": ["90"],
        "amenities": ["Wifi"],
        "sort": ["price_desc"],
    }
    assert card_count(page) == card_count(partial.content.decode())


# --- the search box understands what the chat understands ---------------------------------------


def test_search_text_sets_the_filters_it_names_and_the_form_shows_them(
    listings: list[dict[str, Any]], client: Client
) -> None:
    response = client.get("/?q=2+bedroom+flat+in+Porto+under+120&sort=relevance", **FROM_THE_FORM)
    html = response.content.decode()

    assert 'id="filter-form"' in html and 'hx-swap-oob="true"' in html
    form = form_state(html)
    assert (form["location"], form["max_price"]) == (["Porto"], ["120"])
    assert (form["min_bedrooms"], form["property_type"]) == (["2"], ["Apartment"])
    assert "q" not in form
    assert parse_qs(urlsplit(response["HX-Push-Url"]).query) == {
        "location": ["Porto"],
        "max_price": ["120"],
        "min_bedrooms": ["2"],
        "property_type": ["Apartment"],
    }


def test_search_text_refines_the_filters_set_by_hand(
    listings: list[dict[str, Any]], client: Client
) -> None:
    html = client.get(
        "/?q=cheapest+with+wifi+and+a+quiet+street&location=Porto&superhost_only=true"
    ).content.decode()

    form = form_state(html)
    assert (form["location"], form["superhost_only"]) == (["Porto"], ["true"])
    assert (form["amenities"], form["sort"]) == (["Wifi"], ["price_asc"])
    assert form["q"] == ["quiet street"]


def test_search_text_without_filter_words_stays_the_query() -> None:
    search = read_search(QueryDict("q=sunny+and+peaceful&location=Porto"))
    assert (search.query, search.understood) == ("sunny and peaceful", False)
    assert search.filters is not None and search.filters.active() == {"location": "Porto"}
