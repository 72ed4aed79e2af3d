"""Browse pages: the search page (filter form and results) and a listing's detail page.

The search page keeps its whole state in the query string, so reload, back, forward and a shared
link all reproduce a search. An HTMX request gets only the results partial and the URL it should
push; any other request, including htmx restoring a history entry, gets the whole page.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby
from typing import Any
from urllib.parse import urlencode, urlsplit

import pydantic
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_headers
from django_htmx.http import push_url

from infra.embedders import EmbeddingModelMismatch
from language import read_search_text
from language.page_language import ENGLISH, Language
from language.value_names import value_name
from language.vocabulary import AMENITIES, MARKETS_BY_NAME, PROPERTY_TYPES, ROOM_TYPES
from rentals.filters import SearchFilters, filter_errors, format_number, price_range_label
from rentals.page_text import request_language
from rentals.results_map import map_focus, map_tiles
from rentals.search.results import SORT_ORDERS, SearchPage
from rentals.search.service import (
    DEFAULT_LIMIT,
    MAX_QUERY_LENGTH,
    MissingVectors,
    get_rental,
    list_markets,
    search_rentals,
)

PAGE_SIZE = DEFAULT_LIMIT
FORM_ID = "filter-form"
FILTER_NAMES: tuple[str, ...] = tuple(SearchFilters.model_fields)
SEARCH_PARAMETERS: tuple[str, ...] = ("q", *FILTER_NAMES, "sort")

# The interface texts (language.interface_text) that name each sort order and each field.
SORT_LABELS: dict[str, str] = {order: f"search.sort.{order}" for order in SORT_ORDERS}
FIELD_LABELS: dict[str, str] = {
    "q": "search.field.q",
    "sort": "search.field.sort",
    "location": "search.location",
    "country": "search.field.country",
    "min_price": "search.minimum_price",
    "max_price": "search.maximum_price",
    "min_bedrooms": "search.bedrooms",
    "min_accommodates": "search.guests",
    "property_type": "search.property_type",
    "room_type": "search.room_type",
    "superhost_only": "search.field.superhost_only",
    "amenities": "search.amenities",
    "min_rating": "search.rating",
}
OTHER_FIELD_LABEL = "search.field.filters"
# Shown as checkboxes straight away; the other amenities sit behind "More amenities".
POPULAR_AMENITIES: tuple[str, ...] = (
    "Wifi",
    "Kitchen",
    "Air conditioning",
    "Pool",
    "Hot tub",
    "Free parking on premises",
    "Pets allowed",
    "Washer",
)
BEDROOM_CHOICES = (1, 2, 3, 4, 5)
GUEST_CHOICES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 16)
RATING_CHOICES = (3.0, 3.5, 4.0, 4.5, 4.8)
REVIEW_ASPECTS: tuple[str, ...] = (
    "accuracy",
    "cleanliness",
    "checkin",
    "communication",
    "location",
    "value",
)


@dataclass(frozen=True)
class FieldError:
    field: str
    message: str

    @property
    def label(self) -> str:
        """The interface text that names the field."""
        return FIELD_LABELS.get(self.field, OTHER_FIELD_LABEL)


@dataclass(frozen=True)
class SearchRequest:
    """One search as a query string states it; ``filters`` is None when the input is invalid.

    ``understood`` says the search box's text set filters or an order ("2 bedroom flat in Porto
    under 120"): they are in ``filters`` and ``sort``, and ``query`` holds the rest of the text.
    """

    query: str
    filters: SearchFilters | None
    sort: str
    errors: list[FieldError]
    understood: bool = False


@dataclass(frozen=True)
class SearchFailure:
    """Why a search has no results: invalid input (422) or text search not ready (503)."""

    title: str  # an interface text
    errors: list[FieldError]
    status: int


@dataclass(frozen=True)
class Chip:
    """An active filter, shown with a link to the same search without it."""

    label: str
    url: str


# --- search page ---------------------------------------------------------------------------------


@require_safe
@vary_on_headers("HX-Request")  # the partial and the page share a URL: caches must keep both
def home(request: HttpRequest) -> HttpResponse:
    search = read_search(request.GET)
    language = request_language(request)
    outcome = _run_search(search, offset=0, language=language)
    if isinstance(outcome, SearchPage):
        context, status = results_context(outcome, language), 200
        form_params = QueryDict(context["search_query"])
    else:
        context, status = {"failure": outcome}, outcome.status
        form_params = request.GET
        if search.filters is not None:  # the search was understood; running it failed
            form_params = QueryDict(search_query_string(search.query, search.filters, search.sort))

    if request.htmx and not request.htmx.history_restore_request:
        # The form's own requests must not replace it while the visitor is typing; links that
        # change the search (chips, suggestions) and search text that set filters get the form
        # back out-of-band to match.
        template = "rentals/_results.html"
        if request.htmx.trigger != FORM_ID or search.understood:
            template = "rentals/_results_and_form.html"
            context |= filter_form_context(form_params, context.get("failure"))
        response = render(request, template, context, status=status)
        return push_url(response, home_url(_known_parameters(form_params)))

    context |= filter_form_context(form_params, context.get("failure"))
    context["map_tiles"] = map_tiles()
    return render(request, "rentals/home.html", context, status=status)


@require_safe
@vary_on_headers("HX-Request")
def more_results(request: HttpRequest) -> HttpResponse:
    """The next cards of a search and a new "load more" button, appended by the one clicked."""
    if not request.htmx:
        return redirect(home_url(_known_parameters(request.GET)))
    offset = _offset(request.GET.get("offset"))
    language = request_language(request)
    outcome = _run_search(read_search(request.GET), offset=offset, language=language)
    if isinstance(outcome, SearchPage):
        context = results_context(outcome, language)
        return render(request, "rentals/_result_page.html", context)
    context = {"failure": outcome}
    return render(request, "rentals/_result_page.html", context, status=outcome.status)


def read_search(params: QueryDict) -> SearchRequest:
    query = " ".join(params.get("q", "").split())[:MAX_QUERY_LENGTH]
    sort = params.get("sort") or "relevance"
    errors: list[FieldError] = []
    if sort not in SORT_ORDERS:
        errors.append(FieldError("sort", f"Unknown sort '{sort}'; choose one of the list."))
    try:
        filters: SearchFilters | None = SearchFilters.from_query(params)
    except pydantic.ValidationError as error:
        filters = None
        errors += [FieldError(field, message) for field, message in filter_errors(error)]
    if errors or filters is None or not query:
        return SearchRequest(query, filters if not errors else None, sort, errors)
    return _with_understood_text(query, filters, sort)


def _with_understood_text(query: str, filters: SearchFilters, sort: str) -> SearchRequest:
    """The search box understands what the chat understands: the filters and order its text
    names are set, the rest stays the query."""
    text = read_search_text(query, filters.active(), sort, keys=SearchFilters.model_fields)
    if not text.understood:
        return SearchRequest(query, filters, sort, [])
    try:
        understood = SearchFilters.model_validate(text.filters)
    except pydantic.ValidationError as error:
        errors = [FieldError(field, message) for field, message in filter_errors(error)]
        return SearchRequest(query, None, sort, errors)
    return SearchRequest(text.query, understood, text.sort or "relevance", [], understood=True)


def _run_search(
    search: SearchRequest, *, offset: int, language: Language
) -> SearchPage | SearchFailure:
    if search.filters is None:
        return SearchFailure("search.check_your_search", search.errors, 422)
    try:
        return search_rentals(
            search.query,
            search.filters,
            sort=search.sort,
            limit=PAGE_SIZE,
            offset=offset,
            language=language,
        )
    except (MissingVectors, EmbeddingModelMismatch) as error:
        # The stored vectors cannot be compared with the query until the seed is fixed.
        return SearchFailure("search.text_search_unavailable", [FieldError("q", str(error))], 503)


def results_context(page: SearchPage, language: Language = ENGLISH) -> dict[str, Any]:
    """What ``_results.html`` needs to show a search (also for swaps made by the chat), its
    chips in ``language``."""
    search_query = search_query_string(page.query, page.filters, page.sort)
    next_offset = page.offset + len(page.results)
    more_query = "&".join(part for part in (search_query, f"offset={next_offset}") if part)
    return {
        "page": page,
        "search_query": search_query,
        "chips": filter_chips(page.query, page.filters, page.sort, language),
        "next_url": f"{reverse('rentals:more')}?{more_query}" if page.has_more else "",
        "shown": next_offset,
        "map_focus": map_focus(page.filters),
    }


def filter_form_context(params: QueryDict, failure: SearchFailure | None = None) -> dict[str, Any]:
    """What ``_filter_form.html`` needs: the values to show, the choices to offer and which
    fields to mark invalid."""
    values: dict[str, Any] = {name: params.get(name, "") for name in SEARCH_PARAMETERS}
    values["amenities"] = params.getlist("amenities")
    values["superhost_only"] = params.get("superhost_only", "") not in ("", "false", "0", "off")
    location = values["location"]
    markets = list_markets()
    known_markets = {market.market for market in markets}
    more_amenities = [name for name in AMENITIES if name not in POPULAR_AMENITIES]
    return {
        "values": values,
        "invalid_fields": {error.field for error in failure.errors} if failure else set(),
        "market_groups": [
            (country, list(group))
            for country, group in groupby(
                sorted(markets, key=lambda m: (m.country, m.market)), key=lambda m: m.country
            )
        ],
        # A market from a shared link that has no listings here still shows as selected.
        "unlisted_location": location if location and location not in known_markets else "",
        # Empty: the page says "local currency" in its language.
        "price_unit": MARKETS_BY_NAME[location].currency if location in MARKETS_BY_NAME else "",
        "property_types": PROPERTY_TYPES,
        "room_types": ROOM_TYPES,
        "popular_amenities": POPULAR_AMENITIES,
        "more_amenities": more_amenities,
        "more_amenities_open": any(name in values["amenities"] for name in more_amenities),
        "bedroom_options": _count_options(BEDROOM_CHOICES, values["min_bedrooms"]),
        "guest_options": _count_options(GUEST_CHOICES, values["min_accommodates"]),
        "rating_options": _rating_options(values["min_rating"]),
        "sort_options": list(SORT_LABELS.items()),
    }


def filter_chips(
    query: str, filters: SearchFilters, sort: str, language: Language = ENGLISH
) -> list[Chip]:
    """One chip per active filter (one per amenity), each linking to the search without it."""

    def without(**changes: Any) -> str:
        return home_url(search_query_string(query, filters.merged(**changes), sort))

    chips: list[Chip] = []
    if query:
        chips.append(Chip(f"“{query}”", home_url(search_query_string("", filters, sort))))
    for name, value in filters.active().items():
        if name == "amenities":
            chips += [
                Chip(
                    value_name(amenity, language),
                    without(amenities=[other for other in value if other != amenity]),
                )
                for amenity in value
            ]
        elif name in ("min_price", "max_price"):
            currency = filters.local_currency()
            label = price_range_label(filters.min_price, filters.max_price, currency, language)
            price = Chip(label, without(min_price=None, max_price=None))
            if price not in chips:  # a range is one chip, whichever end comes first
                chips.append(price)
        elif name in ("near", "within_km"):
            # The place and its distance are one chip ("within 2 km of Ribeira").
            place = Chip(filters.describe_near(language), without(near=None, within_km=None))
            if place not in chips:
                chips.append(place)
        else:
            label = SearchFilters.model_validate({name: value}).describe(language)[0]
            chips.append(Chip(label, without(**{name: SearchFilters.model_fields[name].default})))
    return chips


def search_query_string(query: str, filters: SearchFilters, sort: str) -> str:
    """The canonical query string of a search: only what is set, in a stable order."""
    pairs = [("q", query)] if query else []
    pairs += filters.to_query()
    if sort != "relevance":
        pairs.append(("sort", sort))
    return urlencode(pairs)


def home_url(query_string: str = "") -> str:
    return reverse("rentals:home") + (f"?{query_string}" if query_string else "")


def _known_parameters(params: QueryDict) -> str:
    """The search parameters that are set, as a query string (unknown and empty ones dropped)."""
    return urlencode(
        [(name, value) for name in SEARCH_PARAMETERS for value in params.getlist(name) if value]
    )


def _offset(value: str | None) -> int:
    try:
        return max(int(value or 0), 0)
    except ValueError:
        return 0


def _count_options(choices: tuple[int, ...], current: str) -> list[tuple[str, float]]:
    """Each choice's value, and the number its label says ("2+ bedrooms")."""
    values = [str(number) for number in choices]
    if current and current not in values:
        values.append(current)
    return [(value, _as_number(value)) for value in values]


def _as_number(value: str) -> float:
    try:
        return float(value)
    except ValueError:
        return 0.0


def _rating_options(current: str) -> list[str]:
    values = [format_number(stars) for stars in RATING_CHOICES]
    if current and current not in values:
        values.append(current)
    return values


# --- detail page ---------------------------------------------------------------------------------


@require_safe
def rental_detail(request: HttpRequest, listing_id: str) -> HttpResponse:
    back_url = home_url(_known_parameters(QueryDict(request.GET.get("back", ""))))
    listing = get_rental(listing_id)
    if listing is None:
        context = {"listing_id": listing_id, "back_url": back_url}
        return render(request, "rentals/not_found.html", context, status=404)
    scores = listing.get("review_scores") or {}
    listing_url = listing.get("listing_url") or ""
    coordinates = ((listing.get("address") or {}).get("location") or {}).get("coordinates")
    return render(
        request,
        "rentals/detail.html",
        {
            "listing": listing,
            # Templates cannot read `_id` (a leading underscore is private to them).
            "listing_id": str(listing["_id"]),
            "back_url": back_url,
            "aspects": [
                (f"listing.aspect.{name}", scores[name])
                for name in REVIEW_ASPECTS
                if scores.get(name) is not None
            ],
            # Listing text is untrusted: a "javascript:" link must never become clickable.
            "airbnb_url": listing_url if urlsplit(listing_url).scheme in ("http", "https") else "",
            # GeoJSON stores [longitude, latitude]; people read latitude first.
            "latitude": coordinates[1] if coordinates else None,
            "longitude": coordinates[0] if coordinates else None,
        },
    )
