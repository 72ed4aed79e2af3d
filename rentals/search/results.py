"""The one result shape the browse page, the REST API and the agent all receive.

Both backends rank listings into ``RankedPage`` hits (a listing's card fields, its score and the
query words it contains); ``RentalResult.from_hit`` turns each hit into the public shape, with
``why`` saying in words which filters the listing satisfies and what it matched.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, Protocol

import numpy as np
from pydantic import BaseModel, computed_field

from language.interface_text import text
from language.page_language import ENGLISH, Language
from language.places import distance_label
from language.value_names import value_name
from rentals.filters import SearchFilters, price_range_label
from rentals.search.lexical import tokenize

SearchMode = Literal["hybrid", "vector", "lexical"]
SortOrder = Literal["relevance", "price_asc", "price_desc", "rating"]
SEARCH_MODES: tuple[str, ...] = ("hybrid", "vector", "lexical")
SORT_ORDERS: tuple[str, ...] = ("relevance", "price_asc", "price_desc", "rating")

# The listing fields a result card needs: what both backends fetch for every hit.
CARD_FIELDS: tuple[str, ...] = (
    "_id",
    "name",
    "price",
    "currency",
    "price_usd",
    "bedrooms",
    "accommodates",
    "property_type",
    "room_type",
    "amenities",
    "number_of_reviews",
    "address.neighbourhood",
    "address.market",
    "address.country",
    "address.location",
    "review_scores.rating",
    "host.host_is_superhost",
    "images.picture_url",
)
# A listing's longer texts, which no card shows: text search reads them to find, and to explain,
# the query words a listing contains.
TEXT_FIELDS: tuple[str, ...] = ("summary", "description")


@dataclass(frozen=True)
class Hit:
    """One ranked listing as a backend found it."""

    listing: Mapping[str, Any]  # at least CARD_FIELDS
    score: float | None = None
    matched_terms: Sequence[str] = ()  # folded query words the listing's text contains


@dataclass(frozen=True)
class RankedPage:
    hits: list[Hit]
    total: int  # how many results this search has, across all pages


class ListingSource(Protocol):
    """Counts and extremes over the listings: from the local catalog, or from MongoDB."""

    def count(self, filters: SearchFilters) -> int: ...

    def extreme(self, filters: SearchFilters, path: str, *, ascending: bool) -> Mapping[str, Any]:
        """The listing with the lowest or highest known ``path`` among those selected."""
        ...

    def nearest_km(self, filters: SearchFilters, count: int) -> float | None:
        """How far from the place of ``near`` the ``count`` closest listings lie that pass every
        other filter (the farthest of them, if fewer); None without a place or a listing."""
        ...


class RentalResult(BaseModel):
    id: str
    name: str
    price: float
    currency: str
    price_usd: float | None
    bedrooms: int | None
    accommodates: int
    property_type: str
    room_type: str
    neighbourhood: str
    market: str
    country: str
    rating: float | None  # stars, 0–5, one decimal
    number_of_reviews: int
    superhost: bool
    picture_url: str
    score: float | None  # relevance for this query (higher is better); None when browsing
    why: list[str]
    lat: float | None
    lon: float | None
    distance_km: float | None  # from the place of the search's `near`, when it has one

    @classmethod
    def from_hit(
        cls, hit: Hit, filters: SearchFilters, query: str = "", language: Language = ENGLISH
    ) -> RentalResult:
        listing = hit.listing
        address = listing.get("address") or {}
        rating = (listing.get("review_scores") or {}).get("rating")
        lon, lat = point_of((listing.get("address") or {}).get("location"))
        place = filters.place()
        distance = (
            round(place.distance_km(lat, lon), 3)
            if place is not None and lat is not None and lon is not None
            else None
        )
        return cls(
            id=str(listing["_id"]),
            name=listing.get("name") or "",
            price=listing.get("price") or 0.0,
            currency=listing.get("currency") or "",
            price_usd=listing.get("price_usd"),
            bedrooms=listing.get("bedrooms"),
            accommodates=listing.get("accommodates") or 0,
            property_type=listing.get("property_type") or "",
            room_type=listing.get("room_type") or "",
            neighbourhood=address.get("neighbourhood") or "",
            market=address.get("market") or "",
            country=address.get("country") or "",
            rating=round(rating, 1) if rating is not None else None,
            number_of_reviews=listing.get("number_of_reviews") or 0,
            superhost=(listing.get("host") or {}).get("host_is_superhost") is True,
            picture_url=(listing.get("images") or {}).get("picture_url") or "",
            score=hit.score,
            why=explain(listing, filters, query, hit.matched_terms, language),
            lat=lat,
            lon=lon,
            distance_km=distance,
        )


def point_of(location: Any) -> tuple[float | None, float | None]:
    """(longitude, latitude) of a GeoJSON point (a listing's ``address.location``), or
    (None, None)."""
    coordinates = location.get("coordinates") if isinstance(location, Mapping) else None
    if isinstance(coordinates, list | tuple) and len(coordinates) == 2:
        lon, lat = coordinates
        if all(isinstance(v, int | float) and not isinstance(v, bool) for v in (lon, lat)):
            return float(lon), float(lat)
    return None, None


class SearchPage(BaseModel):
    """One page of results. ``total`` counts the results across all pages: the listings matching
    the filters (browsing, vector and hybrid search), those also containing a query word
    (lexical), and at most ``SORTED_POOL`` when a text search is sorted by price or rating."""

    results: list[RentalResult]
    total: int
    query: str
    filters: SearchFilters
    mode: SearchMode
    sort: SortOrder
    limit: int
    offset: int
    backend: Literal["local", "atlas"]
    suggestions: list[str] = []  # relaxations that would find something, when nothing matched
    notice: str = ""  # why a search by meaning ran by words only on this machine

    @computed_field  # type: ignore[prop-decorator]
    @property
    def has_more(self) -> bool:
        return self.offset + len(self.results) < self.total


def explain(
    listing: Mapping[str, Any],
    filters: SearchFilters,
    query: str = "",
    matched_terms: Sequence[str] = (),
    language: Language = ENGLISH,
) -> list[str]:
    """Why a listing is in the results: the filters it satisfies, then the query words it has,
    in ``language`` (the API and the chat's tools read them in English)."""
    address = listing.get("address") or {}
    reasons: list[str] = []
    place = filters.place()
    lon, lat = point_of((listing.get("address") or {}).get("location"))
    if place is not None and lon is not None and lat is not None:
        distance = distance_label(place.distance_km(lat, lon))
        reasons.append(text("why.distance", language, distance=distance, place=place.name))
    if filters.location:
        reasons.append(text("why.in", language, place=address.get("market")))
    if filters.country:
        reasons.append(text("why.in", language, place=address.get("country")))
    currency = listing.get("currency")
    price = price_range_label(filters.min_price, filters.max_price, currency, language)
    if price:
        reasons.append(price)
    if filters.min_bedrooms is not None:
        reasons.append(text("listing.bedrooms", language, listing.get("bedrooms") or 0))
    if filters.min_accommodates is not None:
        reasons.append(text("why.sleeps", language, count=listing.get("accommodates")))
    reasons += [
        value_name(value, language) for value in (filters.property_type, filters.room_type) if value
    ]
    reasons += [value_name(amenity, language) for amenity in filters.amenities]
    if filters.superhost_only:
        reasons.append(text("why.superhost", language))
    if filters.min_rating is not None:
        rating = (listing.get("review_scores") or {}).get("rating")
        reasons.append(text("why.rated", language, rating=f"{rating:.1f}"))
    words = query_words_matching(query, matched_terms)
    if words:
        quoted = ", ".join(f'"{word}"' for word in words)
        reasons.append(text("why.mentions", language, words=quoted))
    return reasons


_WORD_EDGES = re.compile(r"^\W+|\W+$")


def query_words_matching(query: str, matched_terms: Sequence[str]) -> list[str]:
    """The words of ``query``, as the visitor typed them, behind the matched (folded) terms."""
    matched = set(matched_terms)
    words: dict[tuple[str, ...], str] = {}
    for raw in query.split():
        word = _WORD_EDGES.sub("", raw)
        terms = tuple(tokenize(word))
        if terms and matched.intersection(terms) and terms not in words:
            words[terms] = word
    return list(words.values())


# --- orderings ---------------------------------------------------------------------------------

# How many of the best vector and of the best keyword matches hybrid search fuses (at least).
HYBRID_CANDIDATES = 100
# With a query, a price or rating sort reorders this many of the most relevant results: sorting
# every listing that matches the filters by price would make the query pointless.
SORTED_POOL = 100

# Browsing without a query lists "recommended" stays first: the average rating pulled towards a
# modest prior when there are few reviews, so one 5-star review does not outrank hundreds of 4.9s
# and unrated listings sit below well-reviewed ones.
PRIOR_RATING = 4.0
PRIOR_REVIEWS = 5.0


def recommended_score_column(rating: np.ndarray, reviews: np.ndarray) -> np.ndarray:
    """The recommended score of each listing; NaN ratings count as no reviews."""
    counted = np.where(np.isnan(rating), 0.0, reviews)
    return (np.nan_to_num(rating) * counted + PRIOR_RATING * PRIOR_REVIEWS) / (
        counted + PRIOR_REVIEWS
    )


def relevance_depth(sort: SortOrder, *, limit: int, offset: int, near: bool = False) -> int:
    """How many of the most relevant results a text search ranks to serve a page: the page and
    those before it, or the whole pool that a price or rating sort, or closeness to a place,
    reorders."""
    return offset + limit if sort == "relevance" and not near else SORTED_POOL


SearchKind = Literal["browse", "lexical", "vector", "hybrid"]


def search_kind(query: str, mode: SearchMode, *, has_query_vector: bool) -> SearchKind:
    """What a backend runs: browsing without a query, and by words when asked to or when there
    is no query vector to search by meaning with."""
    if not query:
        return "browse"
    if mode == "lexical" or not has_query_vector:
        return "lexical"
    return mode


def text_search_page(
    hits: Sequence[Hit],
    total: int,
    sort: SortOrder,
    *,
    limit: int,
    offset: int,
    matched_terms: Callable[[Mapping[str, Any]], Sequence[str]],
) -> RankedPage:
    """One page of a text search's ``hits`` (most relevant first) in ``sort`` order, each hit with
    the query words ``matched_terms`` finds in its listing. ``total`` counts every result of the
    search; a price or rating sort orders only the most relevant ``SORTED_POOL`` of them."""
    if sort != "relevance":
        total = min(total, SORTED_POOL)
    page = order_hits(hits, sort)[offset : offset + limit]
    return RankedPage(
        [replace(hit, matched_terms=matched_terms(hit.listing)) for hit in page], total
    )


def order_hits(hits: Sequence[Hit], sort: SortOrder) -> list[Hit]:
    """Hits in ``sort`` order; hits that tie keep their relevance order. Unknown values go last."""
    if sort == "relevance":
        return list(hits)

    def key(hit: Hit) -> tuple[bool, float, float]:
        listing = hit.listing
        if sort == "rating":
            rating = (listing.get("review_scores") or {}).get("rating")
            return rating is None, -(rating or 0.0), -(listing.get("number_of_reviews") or 0)
        price = listing.get("price_usd")
        signed = (price or 0.0) if sort == "price_asc" else -(price or 0.0)
        return price is None, signed, 0.0

    return sorted(hits, key=key)
