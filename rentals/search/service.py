"""Rental search: the one entry point the browse page, the REST API and the agent call.

``search_rentals`` picks the backend chosen at start-up (Atlas or the in-process catalog), embeds
the query once (recent queries are cached, so paging and re-sorting do not embed again), and
answers with one ``SearchPage`` shape. A query embedded by another model than the stored
vectors, or listings without vectors at all, is an error that says how to fix it: never an empty
page that looks like "no matches".
"""

from __future__ import annotations

import copy
import functools
import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import numpy as np
from pydantic import BaseModel

from infra.embedders import HF_DATASET_VECTOR_FIELD, LOCAL_VECTOR_FIELD, Embedder
from infra.operation_recorder import timed
from language.glossary import with_listing_words
from language.interface_text import text
from language.page_language import ENGLISH, Language
from language.places import distance_label
from language.value_names import value_name
from rentals import repository
from rentals.embedding import check_stored_vectors, configured_embedder, meaning_search_problem
from rentals.filters import MAX_WITHIN_KM, SearchFilters, format_number, price_range_label
from rentals.search import snapshots
from rentals.search.backend import SearchBackend, search_backend
from rentals.search.catalog import CHANGE_CHECK_INTERVAL_S
from rentals.search.results import (
    SEARCH_MODES,
    SORT_ORDERS,
    ListingSource,
    RankedPage,
    RentalResult,
    SearchMode,
    SearchPage,
    SortOrder,
)

DEFAULT_LIMIT = 12
MAX_LIMIT = 50
# Deeper than anyone pages, and far below the 64-bit integers MongoDB can take.
MAX_OFFSET = 10_000
MAX_QUERY_LENGTH = 500
MAX_SUGGESTIONS = 4
PERCENTILES = (25, 50, 75, 90)
_MAX_ID_LENGTH = 64

_T = TypeVar("_T")


class InvalidSearch(ValueError):
    """A search request with an unknown mode or sort order."""


class MissingVectors(RuntimeError):
    """No listing has a vector for the configured embedding model, so text search cannot run."""


class MarketSummary(BaseModel):
    market: str
    country: str
    count: int
    min_price: float
    max_price: float
    median_price: float
    currency: str


# --- search ------------------------------------------------------------------------------------


def search_rentals(
    query: str = "",
    filters: SearchFilters | None = None,
    *,
    mode: str = "hybrid",
    sort: str = "relevance",
    limit: int = DEFAULT_LIMIT,
    offset: int = 0,
    language: Language = ENGLISH,
) -> SearchPage:
    """Listings matching ``filters``, ranked by relevance to ``query`` (or browsed when empty).

    ``mode``: ``hybrid`` (meaning and exact words), ``vector`` or ``lexical``. ``sort``:
    ``relevance``, ``price_asc``, ``price_desc`` or ``rating``. ``limit`` is clamped to 1–50
    and ``offset`` to 0–10,000. Each result says why it matches in ``language``.
    """
    filters = filters or SearchFilters()
    search_mode = cast(SearchMode, _choice("mode", mode, SEARCH_MODES))
    sort_order = cast(SortOrder, _choice("sort", sort, SORT_ORDERS))
    limit = min(max(int(limit), 1), MAX_LIMIT)
    offset = min(max(int(offset), 0), MAX_OFFSET)
    query = " ".join(query.split())[:MAX_QUERY_LENGTH]

    embedder = configured_embedder()
    notice = ""
    if query and search_mode != "lexical":
        notice = meaning_search_problem(embedder)
        if notice:
            search_mode = "lexical"
    query_vector = None
    backend = search_backend(embedder)
    if query and search_mode != "lexical":
        _require_vectors(embedder, backend)
        query_vector = _query_vector(embedder.model, query)
    with timed("search"):
        ranked = backend.search(
            vector_field=embedder.vector_field,
            # Meaning is multilingual; exact words are not, and listings are mostly in English.
            query=with_listing_words(query),
            query_vector=query_vector,
            filters=filters,
            mode=search_mode,
            sort=sort_order,
            limit=limit,
            offset=offset,
        )
    return SearchPage(
        results=[RentalResult.from_hit(hit, filters, query, language) for hit in ranked.hits],
        total=ranked.total,
        query=query,
        filters=filters,
        mode=search_mode,
        sort=sort_order,
        limit=limit,
        offset=offset,
        backend=backend.name,
        suggestions=_empty_page_suggestions(ranked, query, filters, search_mode, notice, language),
        notice=notice,
    )


def _choice(name: str, value: str, choices: tuple[str, ...]) -> str:
    if value not in choices:
        raise InvalidSearch(f"Unknown {name} {value!r}; use one of: {', '.join(choices)}.")
    return value


@functools.lru_cache(maxsize=512)
def _query_vector(model: str, query: str) -> np.ndarray:
    """The configured embedder's vector for ``query``; ``model`` keeps each model's apart."""
    vector = configured_embedder().embed_query(query)
    vector.setflags(write=False)  # shared by every caller of the cache
    return vector


_vectors_checked_at: dict[tuple[str, str], float] = {}


def _require_vectors(embedder: Embedder, backend: SearchBackend) -> None:
    """Raise unless the stored vectors come from ``embedder``'s model and some listing has one.

    A success is remembered for a couple of seconds, so a burst of searches checks once.
    """
    key = (repository.listings().database.name, embedder.vector_field)
    checked_at = _vectors_checked_at.get(key)
    if checked_at is not None and time.monotonic() - checked_at < CHANGE_CHECK_INTERVAL_S:
        return
    check_stored_vectors(embedder)
    if not backend.has_vectors(embedder.vector_field):
        field = embedder.vector_field
        raise MissingVectors(
            f"No listing has vectors in {field} ({embedder.model}), so there is nothing to "
            f"compare the query with. Run `python manage.py seed` to embed the listings with the "
            f"configured EMBEDDING_PROVIDER ({embedder.provider}), or search by filters or "
            "with mode=lexical meanwhile."
        )
    _vectors_checked_at[key] = time.monotonic()


def _empty_page_suggestions(
    ranked: RankedPage,
    query: str,
    filters: SearchFilters,
    mode: SearchMode,
    notice: str,
    language: Language,
) -> list[str]:
    if ranked.total:
        return []
    suggestions = relaxation_suggestions(filters, language)
    if query and mode == "lexical" and not notice:
        suggestions.append(text("relax.no_such_words", language))
    return suggestions


# --- relaxations -------------------------------------------------------------------------------

# The order suggestions are offered in: the nearest value of a limit first, then dropping a
# requirement, and going somewhere else last.
_RELAXATION_ORDER = (
    "near",
    "max_price",
    "min_price",
    "min_bedrooms",
    "min_accommodates",
    "min_rating",
    "amenities",
    "superhost_only",
    "room_type",
    "property_type",
    "bbox",
    "location",
    "country",
)
# Near a place with nothing in its radius, the suggestion reaches out to this many listings.
NEAR_SUGGESTED = 6


def relaxation_suggestions(filters: SearchFilters, language: Language = ENGLISH) -> list[str]:
    """What to change when nothing matches, in ``language``: each active filter relaxed in turn,
    with the nearest value for a limit ("No listings in Porto under 20 EUR; the cheapest is
    25 EUR.") and how many listings each relaxation finds."""
    return _Relaxations(listing_source(), language).of(filters)


@dataclass(frozen=True)
class _Relaxations:
    source: ListingSource
    language: Language

    def of(self, filters: SearchFilters) -> list[str]:
        if self.source.count(SearchFilters()) == 0:
            return [self._text("relax.nothing_loaded")]
        active = filters.active()
        suggestions: list[str] = []
        for name in _RELAXATION_ORDER:
            if name not in active:
                continue
            if name == "amenities":
                for amenity in filters.amenities:
                    others = [kept for kept in filters.amenities if kept != amenity]
                    label = value_name(amenity, self.language)
                    suggestions += self._dropped(filters.merged(amenities=others), label)
            else:
                suggestions += self._relaxed(filters, name)
        if not suggestions and active:
            return [self._text("relax.nothing_with_one_removed")]
        return suggestions[:MAX_SUGGESTIONS]

    def _relaxed(self, filters: SearchFilters, name: str) -> list[str]:
        if name == "near":
            return self._farther(filters)
        relaxed = filters.merged(**{name: False if name == "superhost_only" else None})
        count = self.source.count(relaxed)
        if count == 0:
            return []
        where = self._where(filters)
        currency = filters.local_currency()
        if name == "max_price":
            cheapest = self.source.extreme(relaxed, "price_usd", ascending=True)
            wanted = price_range_label(None, filters.max_price, currency, self.language)
            return [
                self._text(
                    "relax.max_price", count, where=where, wanted=wanted, price=_price(cheapest)
                )
            ]
        if name == "min_price":
            dearest = self.source.extreme(relaxed, "price_usd", ascending=False)
            wanted = price_range_label(filters.min_price, None, currency, self.language)
            return [
                self._text(
                    "relax.min_price", count, where=where, wanted=wanted, price=_price(dearest)
                )
            ]
        if name == "min_bedrooms":
            biggest = self._biggest(self.source.extreme(relaxed, "bedrooms", ascending=False))
            return [
                self._text(
                    "relax.min_bedrooms",
                    count,
                    where=where,
                    minimum=filters.min_bedrooms,
                    biggest=biggest,
                )
            ]
        if name == "min_accommodates":
            largest = self.source.extreme(relaxed, "accommodates", ascending=False)
            return [
                self._text(
                    "relax.min_accommodates",
                    count,
                    where=where,
                    minimum=filters.min_accommodates,
                    largest=largest["accommodates"],
                )
            ]
        if name == "min_rating":
            best = self.source.extreme(relaxed, "review_scores.rating", ascending=False)
            rating = (best.get("review_scores") or {}).get("rating")
            if rating is None:
                return [self._text("relax.unrated", count, where=where)]
            minimum = format_number(filters.min_rating or 0)
            return [
                self._text(
                    "relax.min_rating", count, where=where, minimum=minimum, best=f"{rating:.1f}"
                )
            ]
        return self._dropped(relaxed, self._label(filters, name), count)

    def _biggest(self, listing: Mapping[str, Any]) -> str:
        # Some listings do not say how many bedrooms they have; among those alone none is largest.
        bedrooms = listing.get("bedrooms")
        if bedrooms is None:
            return self._text("relax.bedrooms_unknown")
        if bedrooms == 0:
            return self._text("relax.all_studios")
        return self._text("relax.largest_bedrooms", bedrooms)

    def _label(self, filters: SearchFilters, name: str) -> str:
        if name == "superhost_only":
            return self._text("filter.superhosts")
        if name == "bbox":
            return self._text("relax.map_area")
        return value_name(str(getattr(filters, name)), self.language)

    def _farther(self, filters: SearchFilters) -> list[str]:
        """ "Nothing within 100 m of Bondi Beach; 6 listings within 3.1 km." """
        farthest = self.source.nearest_km(filters, NEAR_SUGGESTED)
        if farthest is None or farthest <= filters.radius_km():
            return []
        widened = min(math.ceil(farthest * 10) / 10, MAX_WITHIN_KM)
        count = self.source.count(filters.merged(within_km=widened))
        near = filters.describe_near(self.language)
        return [self._text("relax.farther", count, near=near, distance=distance_label(widened))]

    def _dropped(self, relaxed: SearchFilters, label: str, count: int | None = None) -> list[str]:
        count = self.source.count(relaxed) if count is None else count
        return [self._text("relax.without", count, label=label)] if count else []

    def _where(self, filters: SearchFilters) -> str:
        """Where the search looked, as the sentences put it after "listings"."""
        place = filters.location or filters.country
        return self._text("relax.in_place", place=place) if place else ""

    def _text(self, key: str, count: float | None = None, **slots: object) -> str:
        return text(key, self.language, count, **slots)


def listing_source() -> ListingSource:
    """Counts and extremes from the backend chosen at start-up."""
    return search_backend(configured_embedder()).listing_source()


def _price(listing: Mapping[str, Any]) -> str:
    return f"{format_number(listing.get('price') or 0)} {listing.get('currency') or ''}".strip()


# --- listings, markets and statistics ----------------------------------------------------------


def get_rental(listing_id: str) -> dict[str, Any] | None:
    """The full listing for its detail page, without vectors; None for an unknown id."""
    if not isinstance(listing_id, str) or not 0 < len(listing_id) <= _MAX_ID_LENGTH:
        return None
    vector_fields = {LOCAL_VECTOR_FIELD, HF_DATASET_VECTOR_FIELD} | {
        info.field for info in repository.all_vector_fields()
    }
    return repository.listings().find_one(
        {"_id": listing_id}, {field: 0 for field in sorted(vector_fields)}
    )


def list_markets() -> list[MarketSummary]:
    """Every market with listings: its country, count, price range and median, by name."""
    return _per_listings_version("markets", _stored_market_summaries)


def _stored_market_summaries() -> list[MarketSummary]:
    return snapshots.stored_summary(
        "markets",
        lambda: [summary.model_dump() for summary in _market_summaries()],
        lambda stored: [MarketSummary.model_validate(summary) for summary in stored],
    )


def _market_summaries() -> list[MarketSummary]:
    pipeline: list[dict[str, Any]] = [
        {
            "$group": {
                "_id": "$address.market",
                "country": {"$first": "$address.country"},
                "currency": {"$first": "$currency"},
                "count": {"$sum": 1},
                "min_price": {"$min": "$price"},
                "max_price": {"$max": "$price"},
                "median_price": {"$median": {"input": "$price", "method": "approximate"}},
            }
        },
        {"$sort": {"_id": 1}},
    ]
    return [
        MarketSummary(
            market=group["_id"],
            country=group.get("country") or "",
            count=group["count"],
            min_price=group["min_price"],
            max_price=group["max_price"],
            median_price=round(group["median_price"], 2),
            currency=group.get("currency") or "",
        )
        for group in repository.listings().aggregate(pipeline)
        if group["_id"]
    ]


def rental_stats() -> dict[str, Any]:
    """Totals, counts by market, property type and room type, and price percentiles (p25, p50,
    p75, p90) in USD overall and in the local currency per market."""
    return _per_listings_version("stats", _statistics)


def _statistics() -> dict[str, Any]:
    percentile = {"p": [p / 100 for p in PERCENTILES], "method": "approximate"}
    by_count = {"$sort": {"count": -1, "_id": 1}}
    facets: dict[str, Any] = {
        "totals": [
            {
                "$group": {
                    "_id": None,
                    "listings": {"$sum": 1},
                    "superhosts": {
                        "$sum": {"$cond": [{"$eq": ["$host.host_is_superhost", True]}, 1, 0]}
                    },
                    "countries": {"$addToSet": "$address.country"},
                    "price_usd": {"$percentile": {"input": "$price_usd", **percentile}},
                }
            }
        ],
        "by_market": [
            {
                "$group": {
                    "_id": "$address.market",
                    "country": {"$first": "$address.country"},
                    "currency": {"$first": "$currency"},
                    "count": {"$sum": 1},
                    "price": {"$percentile": {"input": "$price", **percentile}},
                }
            },
            by_count,
        ],
        "by_property_type": [{"$group": {"_id": "$property_type", "count": {"$sum": 1}}}, by_count],
        "by_room_type": [{"$group": {"_id": "$room_type", "count": {"$sum": 1}}}, by_count],
    }
    result = next(iter(repository.listings().aggregate([{"$facet": facets}])), {})
    totals = (result.get("totals") or [{}])[0]
    by_market = result.get("by_market") or []
    return {
        "totals": {
            "listings": totals.get("listings", 0),
            "markets": len(by_market),
            "countries": len([c for c in totals.get("countries", []) if c]),
            "superhosts": totals.get("superhosts", 0),
        },
        "price_usd": _percentiles(totals.get("price_usd")),
        "by_market": [
            {
                "market": group["_id"],
                "country": group.get("country") or "",
                "count": group["count"],
                "currency": group.get("currency") or "",
                "price": _percentiles(group.get("price")),
            }
            for group in by_market
        ],
        "by_property_type": {g["_id"]: g["count"] for g in result.get("by_property_type", [])},
        "by_room_type": {g["_id"]: g["count"] for g in result.get("by_room_type", [])},
    }


_by_version: dict[tuple[str, str], tuple[int, Any]] = {}


def _per_listings_version(name: str, compute: Callable[[], _T]) -> _T:
    """``compute()``, run again only when the listings version changes: these aggregations read
    every listing, and the filter form shows the markets on every page."""
    key = (repository.listings().database.name, name)
    version = repository.listings_version()
    cached = _by_version.get(key)
    if cached is None or cached[0] != version:
        cached = (version, compute())
        _by_version[key] = cached
    return cast(_T, copy.deepcopy(cached[1]))


def _percentiles(values: list[float | None] | None) -> dict[str, float | None]:
    values = values or [None] * len(PERCENTILES)
    return {
        f"p{p}": round(value, 2) if value is not None else None
        for p, value in zip(PERCENTILES, values, strict=True)
    }
