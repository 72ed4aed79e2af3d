"""The embedded default's search: exact cosine and BM25 over the in-memory catalog.

The filter mask is applied before taking the top k, so a selective filter still fills the page
(the Atlas ``$vectorSearch`` pre-filter behaves the same way). ``hybrid`` fuses the best vector
and keyword candidates with weighted reciprocal rank fusion, like Atlas ``$rankFusion``.
"""

from __future__ import annotations

import numpy as np

from rentals.filters import SearchFilters
from rentals.search.catalog import ListingCatalog
from rentals.search.fusion import hybrid_fusion
from rentals.search.results import (
    HYBRID_CANDIDATES,
    Hit,
    RankedPage,
    SearchMode,
    SortOrder,
    recommended_score_column,
    relevance_depth,
    text_search_page,
)


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
    """One page of results. ``query_vector`` is needed unless the query is empty or the mode is
    lexical."""
    selected = catalog.mask(filters)
    if not query:
        return _browse(catalog, selected, sort, limit=limit, offset=offset)
    depth = relevance_depth(sort, limit=limit, offset=offset)
    ranked, total = _relevance_ranking(catalog, query, query_vector, selected, mode, depth)
    hits = [Hit(catalog.cards[catalog.row_of(listing_id)], score) for listing_id, score in ranked]
    return text_search_page(
        hits,
        total,
        sort,
        limit=limit,
        offset=offset,
        matched_terms=lambda listing: catalog.lexical.matched_terms(listing["_id"], query),
    )


def _relevance_ranking(
    catalog: ListingCatalog,
    query: str,
    query_vector: np.ndarray | None,
    selected: np.ndarray,
    mode: SearchMode,
    depth: int,
) -> tuple[list[tuple[str, float]], int]:
    """The ``depth`` most relevant (id, score) pairs, and how many results the search has."""
    if mode == "lexical":
        matches = catalog.lexical.search(query, len(catalog), selected)
        return matches[:depth], len(matches)
    if query_vector is None:
        raise ValueError(f"A {mode} search needs the query's vector.")
    with_vectors = selected & catalog.has_vector
    total = int(with_vectors.sum())
    if mode == "vector":
        return catalog.vectors.search(query_vector, depth, with_vectors), total
    candidates = max(HYBRID_CANDIDATES, depth)
    by_meaning = catalog.vectors.search(query_vector, candidates, with_vectors)
    by_words = catalog.lexical.search(query, candidates, with_vectors)
    fused = hybrid_fusion(
        [listing_id for listing_id, _ in by_meaning], [listing_id for listing_id, _ in by_words]
    )
    return fused[:depth], total


def _browse(
    catalog: ListingCatalog, selected: np.ndarray, sort: SortOrder, *, limit: int, offset: int
) -> RankedPage:
    """Every listing that matches the filters, in ``sort`` order ("relevance": recommended)."""
    rows = np.flatnonzero(selected)
    page = _browse_order(catalog, rows, sort)[offset : offset + limit]
    return RankedPage([Hit(catalog.cards[row]) for row in page.tolist()], int(rows.size))


def _browse_order(catalog: ListingCatalog, rows: np.ndarray, sort: SortOrder) -> np.ndarray:
    # np.lexsort sorts by the last key first; every ordering ends with the id, as on MongoDB.
    ties = catalog.id_rank[rows]
    reviews = catalog.reviews[rows]
    if sort == "relevance":
        recommended = recommended_score_column(catalog.rating[rows], reviews)
        keys: tuple[np.ndarray, ...] = (ties, -reviews, -recommended)
    elif sort == "rating":
        rating = catalog.rating[rows]
        keys = (ties, -reviews, -np.nan_to_num(rating), np.isnan(rating))
    else:
        price = catalog.price_usd[rows]
        signed = np.nan_to_num(price) if sort == "price_asc" else -np.nan_to_num(price)
        keys = (ties, signed, np.isnan(price))
    return rows[np.lexsort(keys)]
