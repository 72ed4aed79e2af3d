"""The embedded default's search: exact cosine and BM25 over the in-memory catalog.

The filter mask is applied before taking the top k, so a selective filter still fills the page
(the Atlas ``$vectorSearch`` pre-filter behaves the same way). ``hybrid`` fuses the best vector
and keyword candidates with weighted reciprocal rank fusion, like Atlas ``$rankFusion``.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, Literal

import numpy as np

from infra.operation_recorder import is_recording, record_local
from rentals import repository
from rentals.filters import SearchFilters
from rentals.search import atlas_backend
from rentals.search.catalog import ListingCatalog
from rentals.search.fusion import hybrid_fusion
from rentals.search.nearby import browse_score_column, ranked_near
from rentals.search.results import (
    HYBRID_CANDIDATES,
    Hit,
    ListingSource,
    RankedPage,
    SearchKind,
    SearchMode,
    SortOrder,
    recommended_score_column,
    relevance_depth,
    search_kind,
    text_search_page,
)


class LocalBackend:
    """``SearchBackend`` over the in-process catalog of the configured database."""

    name: Literal["local"] = "local"

    def __init__(self, catalog: ListingCatalog) -> None:
        self.catalog = catalog

    def search(
        self,
        *,
        vector_field: str,
        query: str,
        query_vector: np.ndarray | None,
        filters: SearchFilters,
        mode: SearchMode,
        sort: SortOrder,
        limit: int,
        offset: int,
    ) -> RankedPage:
        started = time.perf_counter()
        ranked = search(
            self.catalog,
            query,
            query_vector,
            filters,
            mode=mode,
            sort=sort,
            limit=limit,
            offset=offset,
        )
        if is_recording():
            _record(
                ranked,
                (time.perf_counter() - started) * 1000,
                vector_field=vector_field,
                query=query,
                query_vector=query_vector,
                filters=filters,
                mode=mode,
                sort=sort,
                limit=limit,
                offset=offset,
                selectivity=ranked.total / max(len(self.catalog), 1),
            )
        return ranked

    def has_vectors(self, vector_field: str) -> bool:
        # The embedded server answers an `$exists` query by reading every listing (about 0.4 s of
        # its CPU for the shipped data); the in-process catalog already holds the answer.
        return self.catalog.vector_count > 0

    def listing_source(self) -> ListingSource:
        return CatalogListings(self.catalog)


def search(
    catalog: ListingCatalog,
    query: str,
    query_vector: np.ndarray | None,
    filters: SearchFilters,
    *,
    mode: SearchMode,
    sort: SortOrder,
    limit: int,
    offset: int,
) -> RankedPage:
    """One page of results; by words when there is no ``query_vector``."""
    selected = catalog.mask(filters)
    kind = search_kind(query, mode, has_query_vector=query_vector is not None)
    if kind == "browse":
        return _browse(catalog, selected, filters, sort, limit=limit, offset=offset)
    depth = relevance_depth(sort, limit=limit, offset=offset, near=filters.near is not None)
    ranked, total = _relevance_ranking(catalog, query, query_vector, selected, kind, depth)
    hits = [Hit(catalog.cards[catalog.row_of(listing_id)], score) for listing_id, score in ranked]
    return text_search_page(
        ranked_near(hits, filters, sort),
        total,
        sort,
        limit=limit,
        offset=offset,
        matched_terms=lambda listing: catalog.lexical.matched_terms(listing["_id"], query),
    )


def _record(
    ranked: RankedPage, ms: float, *, query_vector: np.ndarray | None, **arguments: Any
) -> None:
    """Record an in-process search as the aggregation Atlas would run for it."""
    pipeline = atlas_backend.equivalent_pipeline(
        query_vector=query_vector.tolist() if query_vector is not None else None, **arguments
    )
    collection = repository.LISTINGS
    record_local(
        collection,
        "aggregate",
        {"aggregate": collection, "pipeline": pipeline},
        ms=ms,
        n=len(ranked.hits),
        total=ranked.total,
    )


def _relevance_ranking(
    catalog: ListingCatalog,
    query: str,
    query_vector: np.ndarray | None,
    selected: np.ndarray,
    kind: SearchKind,
    depth: int,
) -> tuple[list[tuple[str, float]], int]:
    """The ``depth`` most relevant (id, score) pairs, and how many results the search has."""
    if kind == "lexical" or query_vector is None:
        matches = catalog.lexical.search(query, len(catalog), selected)
        return matches[:depth], len(matches)
    with_vectors = selected & catalog.has_vector
    total = int(with_vectors.sum())
    if kind == "vector":
        return catalog.vectors.search(query_vector, depth, with_vectors), total
    candidates = max(HYBRID_CANDIDATES, depth)
    by_meaning = catalog.vectors.search(query_vector, candidates, with_vectors)
    by_words = catalog.lexical.search(query, candidates, with_vectors)
    fused = hybrid_fusion(
        [listing_id for listing_id, _ in by_meaning], [listing_id for listing_id, _ in by_words]
    )
    return fused[:depth], total


def _browse(
    catalog: ListingCatalog,
    selected: np.ndarray,
    filters: SearchFilters,
    sort: SortOrder,
    *,
    limit: int,
    offset: int,
) -> RankedPage:
    """Every listing that matches the filters, in ``sort`` order ("relevance": recommended, and
    near a place blended with closeness)."""
    rows = np.flatnonzero(selected)
    page = _browse_order(catalog, rows, filters, sort)[offset : offset + limit]
    return RankedPage([Hit(catalog.cards[row]) for row in page.tolist()], int(rows.size))


def _browse_order(
    catalog: ListingCatalog, rows: np.ndarray, filters: SearchFilters, sort: SortOrder
) -> np.ndarray:
    # np.lexsort sorts by the last key first; every ordering ends with the id, as on MongoDB.
    ties = catalog.id_rank[rows]
    reviews = catalog.reviews[rows]
    place = filters.place()
    if sort == "relevance":
        recommended = recommended_score_column(catalog.rating[rows], reviews)
        if place is not None:
            distances = catalog.distances_km(place, rows)
            blended = browse_score_column(recommended, distances, filters.radius_km())
            keys: tuple[np.ndarray, ...] = (ties, distances, -blended)
        else:
            keys = (ties, -reviews, -recommended)
    elif sort == "rating":
        rating = catalog.rating[rows]
        keys = (ties, -reviews, -np.nan_to_num(rating), np.isnan(rating))
    else:
        price = catalog.price_usd[rows]
        signed = np.nan_to_num(price) if sort == "price_asc" else -np.nan_to_num(price)
        keys = (ties, signed, np.isnan(price))
    return rows[np.lexsort(keys)]


class CatalogListings:
    """``ListingSource`` over the in-process catalog."""

    _COLUMNS = {
        "price_usd": "price_usd",
        "bedrooms": "bedrooms",
        "accommodates": "accommodates",
        "review_scores.rating": "rating",
    }

    def __init__(self, catalog: ListingCatalog) -> None:
        self.catalog = catalog

    def count(self, filters: SearchFilters) -> int:
        return int(self.catalog.mask(filters).sum())

    def extreme(self, filters: SearchFilters, path: str, *, ascending: bool) -> Mapping[str, Any]:
        column = getattr(self.catalog, self._COLUMNS[path])
        rows = np.flatnonzero(self.catalog.mask(filters) & ~np.isnan(column))
        if rows.size == 0:
            return {}
        values = column[rows] if ascending else -column[rows]
        return self.catalog.cards[rows[np.lexsort((self.catalog.id_rank[rows], values))[0]]]

    def nearest_km(self, filters: SearchFilters, count: int) -> float | None:
        place = filters.place()
        rows = np.flatnonzero(self.catalog.mask(filters.merged(near=None, within_km=None)))
        if place is None or rows.size == 0:
            return None
        distances = np.sort(self.catalog.distances_km(place, rows))
        distances = distances[~np.isnan(distances)]
        return float(distances[min(count, distances.size) - 1]) if distances.size else None
