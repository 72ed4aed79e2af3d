"""The rentals part of the JSON API: browse, search, one listing, markets and statistics.

Filters arrive as query parameters and become one ``SearchFilters``, so the API accepts exactly
what the browse page and the agent accept, aliases included ("NYC", "wifi", "flat"). Bad input is
a 422 whose messages name the field (``{"detail": [{"field": ..., "message": ...}]}``, the shape
``config.api`` gives every validation error); an unknown listing is a 404.
"""

from __future__ import annotations

from typing import Any, cast

import pydantic
from django.http import HttpRequest
from ninja import Field, Query, Router, Schema
from ninja.errors import HttpError, ValidationError

from infra.embedders import EmbeddingModelMismatch
from language import read_search_text
from rentals.filters import (
    MAX_BEDROOMS,
    MAX_GUESTS,
    MAX_STARS,
    MAX_WITHIN_KM,
    SearchFilters,
    filter_errors,
)
from rentals.search.results import SearchMode, SearchPage, SortOrder, point_of
from rentals.search.service import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    MAX_OFFSET,
    MAX_QUERY_LENGTH,
    MarketSummary,
    MissingVectors,
    get_rental,
    list_markets,
    rental_stats,
    search_rentals,
)

router = Router(tags=["rentals"])


# --- parameters ----------------------------------------------------------------------------------


class FilterParams(Schema):
    """The search filters; every one is optional and all that are given must hold."""

    location: str | None = Field(
        None, description="Market, or an alias or neighbourhood of one: Porto, NYC, Waikiki."
    )
    country: str | None = Field(None, description="Country name or code: Portugal, US.")
    # The bounds SearchFilters checks, shown in the schema: SearchFilters' own messages say
    # what is wrong better than a generic "greater than or equal to".
    min_price: float | None = Field(
        None,
        description="Lowest nightly price, in the listing's local currency.",
        json_schema_extra={"minimum": 0},
    )
    max_price: float | None = Field(
        None,
        description="Highest nightly price, in the listing's local currency; not below min_price.",
        json_schema_extra={"minimum": 0},
    )
    min_bedrooms: int | None = Field(
        None,
        description="At least this many bedrooms.",
        json_schema_extra={"minimum": 0, "maximum": MAX_BEDROOMS},
    )
    min_accommodates: int | None = Field(
        None,
        description="Sleeps at least this many guests.",
        json_schema_extra={"minimum": 1, "maximum": MAX_GUESTS},
    )
    property_type: str | None = Field(None, description="Apartment, House, Loft…")
    room_type: str | None = Field(None, description="Entire home/apt, Private room or Shared room.")
    superhost_only: bool = Field(False, description="Only listings whose host is a superhost.")
    amenities: list[str] = Field(
        [], description="Repeat the parameter for several; a listing must have all of them."
    )
    min_rating: float | None = Field(
        None,
        description="Lowest overall rating, 0–5 stars.",
        json_schema_extra={"minimum": 0, "maximum": MAX_STARS},
    )
    near: str | None = Field(
        None,
        description="A place inside a market, by name or alias: Bondi Beach, Ribeira, "
        "Copacabana. Results lie within its radius (or within_km), closest and most relevant "
        "first, each with its distance_km.",
    )
    within_km: float | None = Field(
        None,
        description="How far from near, in km (above 0, at most 50); default: the place's.",
        json_schema_extra={"exclusiveMinimum": 0, "maximum": MAX_WITHIN_KM},
    )
    bbox: str | None = Field(
        None,
        description="Only listings inside this box: west,south,east,north in degrees, "
        "e.g. -8.63,41.13,-8.6,41.16.",
    )

    def to_filters(self) -> SearchFilters:
        try:
            return SearchFilters.model_validate(self.model_dump())
        except pydantic.ValidationError as error:
            raise _as_api_error(error) from None


class PageParams(Schema):
    limit: int = Field(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Results per page.")
    offset: int = Field(0, ge=0, le=MAX_OFFSET, description="How many results to skip.")
    sort: SortOrder = Field(
        "relevance",
        description="relevance (recommended first when there is no query), price_asc, "
        "price_desc or rating.",
    )


class TextParams(Schema):
    q: str = Field(
        "",
        max_length=MAX_QUERY_LENGTH,
        description='What the stay should be like: "loft near the river with a rooftop".',
    )
    mode: SearchMode = Field(
        "hybrid",
        description="hybrid (meaning and exact words), vector (meaning) or lexical (words).",
    )


# --- responses -----------------------------------------------------------------------------------


class Message(Schema):
    detail: str


class FieldMessage(Schema):
    field: str
    message: str


class ValidationMessages(Schema):
    detail: list[FieldMessage]


class Point(Schema):
    type: str = "Point"
    coordinates: list[float] = Field(description="[longitude, latitude]")


class Address(Schema):
    street: str = ""
    neighbourhood: str = ""
    market: str = ""
    country: str = ""
    country_code: str = ""
    location: Point | None = None


class Host(Schema):
    host_name: str = ""
    host_is_superhost: bool | None = None
    host_picture_url: str = ""
    host_location: str = ""


class ReviewScores(Schema):
    """Stars from 0 to 5; an aspect nobody rated is null."""

    rating: float | None = None
    accuracy: float | None = None
    cleanliness: float | None = None
    checkin: float | None = None
    communication: float | None = None
    location: float | None = None
    value: float | None = None


class Images(Schema):
    picture_url: str = ""


class RentalDetail(Schema):
    id: str
    name: str
    summary: str = ""
    description: str = ""
    space: str = ""
    neighborhood_overview: str = ""
    property_type: str = ""
    room_type: str = ""
    accommodates: int | None = None
    bedrooms: int | None = None
    beds: int | None = None
    bathrooms: float | None = None
    amenities: list[str] = []
    price: float
    currency: str
    price_usd: float | None = None
    minimum_nights: int | None = None
    host: Host = Host()
    address: Address = Address()
    images: Images = Images()
    review_scores: ReviewScores = ReviewScores()
    number_of_reviews: int = 0
    listing_url: str = ""
    lat: float | None = None
    lon: float | None = None


class Percentiles(Schema):
    p25: float | None
    p50: float | None
    p75: float | None
    p90: float | None


class Totals(Schema):
    listings: int
    markets: int
    countries: int
    superhosts: int


class MarketStats(Schema):
    market: str
    country: str
    count: int
    currency: str
    price: Percentiles = Field(description="Nightly price percentiles in the local currency.")


class Stats(Schema):
    totals: Totals
    price_usd: Percentiles = Field(description="Nightly price percentiles across all markets.")
    by_market: list[MarketStats]
    by_property_type: dict[str, int]
    by_room_type: dict[str, int]


UNPROCESSABLE = {422: ValidationMessages, 503: Message}


# --- endpoints -----------------------------------------------------------------------------------


@router.get(
    "/rentals",
    response={200: SearchPage, **UNPROCESSABLE},
    summary="Browse listings by filters",
)
def browse_rentals(
    request: HttpRequest, filters: Query[FilterParams], page: Query[PageParams]
) -> SearchPage:
    """Listings that match every given filter, recommended first unless ``sort`` says otherwise."""
    return _search("", filters, page, mode="hybrid")


@router.get(
    "/rentals/{listing_id}",
    response={200: RentalDetail, 404: Message},
    summary="One listing, in full",
)
def rental_detail(request: HttpRequest, listing_id: str) -> dict[str, Any]:
    listing = get_rental(listing_id)
    if listing is None:
        raise HttpError(404, f"No rental with id '{listing_id}'.")
    lon, lat = point_of((listing.get("address") or {}).get("location"))
    return {"id": listing["_id"], **listing, "lat": lat, "lon": lon}


@router.get(
    "/search",
    response={200: SearchPage, **UNPROCESSABLE},
    summary="Search by free text and filters",
)
def search(
    request: HttpRequest,
    filters: Query[FilterParams],
    page: Query[PageParams],
    text: Query[TextParams],
) -> SearchPage:
    """Listings matching the filters, ranked by relevance to ``q``; each says ``why`` it matched."""
    return _search(text.q, filters, page, mode=text.mode)


@router.get("/markets", response=list[MarketSummary], summary="Markets with listings")
def markets(request: HttpRequest) -> list[MarketSummary]:
    """Every market with its country, listing count, and nightly price range in local currency."""
    return list_markets()


@router.get("/stats", response=Stats, summary="Totals and price percentiles")
def stats(request: HttpRequest) -> dict[str, Any]:
    return rental_stats()


# --- helpers -------------------------------------------------------------------------------------


def _search(query: str, params: FilterParams, page: PageParams, *, mode: SearchMode) -> SearchPage:
    filters = params.to_filters()
    sort = page.sort
    if query:
        # The text is read as the chat reads a message: the filters and order it names are set
        # on top of the given ones, the rest is the query.
        text = read_search_text(query, filters.active(), sort, keys=SearchFilters.model_fields)
        if text.understood:
            try:
                filters = SearchFilters.model_validate(text.filters)
            except pydantic.ValidationError as error:
                raise _as_api_error(error) from None
            query, sort = text.query, cast(SortOrder, text.sort or "relevance")
    try:
        return search_rentals(
            query, filters, mode=mode, sort=sort, limit=page.limit, offset=page.offset
        )
    except (MissingVectors, EmbeddingModelMismatch) as error:
        # The deployment cannot embed or compare queries yet; the message says how to fix it.
        raise HttpError(503, str(error)) from None


def _as_api_error(error: pydantic.ValidationError) -> ValidationError:
    """SearchFilters' messages as the API's 422, each under the query parameter it is about."""
    return ValidationError(
        [{"loc": ("query", field), "msg": message} for field, message in filter_errors(error)]
    )
