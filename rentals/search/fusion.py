"""Weighted reciprocal rank fusion: one hybrid ranking out of vector and keyword rankings.

Fusion works on ranks, not scores, because cosine similarities and BM25 scores live on
unrelated scales. It is the local counterpart of Atlas ``$rankFusion``, with the same formula.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

# Meaning carries most of the weight; exact words (place names, "loft") break ties and lift
# listings that say precisely what was asked.
DEFAULT_WEIGHTS: dict[str, float] = {"vector": 0.7, "lexical": 0.3}

# The usual RRF constant: it damps the gap between rank 1 and rank 2 so that agreement between
# rankings matters more than either ranking's top spot.
DEFAULT_RANK_CONSTANT = 60


def reciprocal_rank_fusion(
    rankings: Mapping[str, Sequence[str]],
    weights: Mapping[str, float],
    k: int = DEFAULT_RANK_CONSTANT,
) -> list[tuple[str, float]]:
    """Fuse named rankings of ids into one: score(d) = Σ weight_s / (k + rank_s(d)).

    Ranks start at 1; an id absent from a ranking gets nothing from it, and an id repeated in a
    ranking counts at its best rank. Results are sorted by score, then by the id's best rank in
    any ranking, then by id, so equal inputs always give the same order.
    """
    if k < 0:
        raise ValueError(f"The rank constant k must be zero or positive, got {k}.")
    unweighted = sorted(set(rankings) - set(weights))
    if unweighted:
        raise ValueError(f"No weight given for the ranking(s) {', '.join(unweighted)}.")
    scores: dict[str, float] = {}
    best_rank: dict[str, int] = {}
    for source, ranking in rankings.items():
        weight = weights[source]
        if weight < 0:
            raise ValueError(f"The weight of {source!r} must be zero or positive, got {weight}.")
        for rank, doc_id in _first_ranks(ranking):
            scores[doc_id] = scores.get(doc_id, 0.0) + weight / (k + rank)
            best_rank[doc_id] = min(rank, best_rank.get(doc_id, rank))
    ordered = sorted(scores, key=lambda doc_id: (-scores[doc_id], best_rank[doc_id], doc_id))
    return [(doc_id, scores[doc_id]) for doc_id in ordered]


def hybrid_fusion(by_meaning: Sequence[str], by_words: Sequence[str]) -> list[tuple[str, float]]:
    """The hybrid ranking: ids ranked by vector search and by keyword search, fused with the
    default weights."""
    return reciprocal_rank_fusion({"vector": by_meaning, "lexical": by_words}, DEFAULT_WEIGHTS)


def _first_ranks(ranking: Sequence[str]) -> list[tuple[int, str]]:
    """(rank, id) pairs from 1, keeping only each id's first appearance."""
    seen: set[str] = set()
    ranked: list[tuple[int, str]] = []
    for rank, doc_id in enumerate(ranking, start=1):
        if doc_id not in seen:
            seen.add(doc_id)
            ranked.append((rank, doc_id))
    return ranked
