"""Weighted reciprocal rank fusion, alone and as the glue of local hybrid search."""

from __future__ import annotations

import numpy as np
import pytest

from infra.vector_index import VectorIndex
from rentals.search.fusion import DEFAULT_WEIGHTS, reciprocal_rank_fusion
from rentals.search.lexical import LexicalIndex


def fused_ids(results: list[tuple[str, float]]) -> list[str]:
    return [doc_id for doc_id, _ in results]


def test_scores_follow_the_formula_on_a_hand_example() -> None:
    rankings = {"vector": ["a", "b", "c"], "lexical": ["c", "a"]}

    results = reciprocal_rank_fusion(rankings, {"vector": 0.7, "lexical": 0.3})

    assert results == [
        ("a", pytest.approx(0.7 / 61 + 0.3 / 62)),
        ("c", pytest.approx(0.7 / 63 + 0.3 / 61)),
        ("b", pytest.approx(0.7 / 62)),
    ]


def test_weights_decide_between_the_rankings() -> None:
    rankings = {"vector": ["a", "b", "c"], "lexical": ["c", "a"]}

    keyword_heavy = reciprocal_rank_fusion(rankings, {"vector": 0.1, "lexical": 0.9})

    assert fused_ids(keyword_heavy) == ["c", "a", "b"]
    assert keyword_heavy[0][1] == pytest.approx(0.1 / 63 + 0.9 / 61)


def test_rank_constant_is_configurable() -> None:
    results = reciprocal_rank_fusion({"vector": ["a", "b"]}, {"vector": 1.0}, k=0)

    assert results == [("a", 1.0), ("b", 0.5)]


def test_ties_break_by_best_rank_then_by_id() -> None:
    # With k = 0, rank 1 at weight 1 and rank 2 at weight 2 both score exactly 1.
    by_rank = reciprocal_rank_fusion(
        {"vector": ["z"], "lexical": ["other", "a"]}, {"vector": 1.0, "lexical": 2.0}, k=0
    )
    by_id = reciprocal_rank_fusion(
        {"vector": ["y", "x"], "lexical": ["x", "y"]}, {"vector": 0.5, "lexical": 0.5}
    )

    assert by_rank == [("other", 2.0), ("z", 1.0), ("a", 1.0)]
    assert fused_ids(by_id) == ["x", "y"]


def test_repeated_id_counts_once_at_its_best_rank() -> None:
    results = reciprocal_rank_fusion({"vector": ["a", "b", "a"]}, {"vector": 1.0})

    assert results == [("a", pytest.approx(1 / 61)), ("b", pytest.approx(1 / 62))]


def test_empty_rankings_fuse_to_nothing() -> None:
    assert reciprocal_rank_fusion({"vector": [], "lexical": []}, DEFAULT_WEIGHTS) == []


def test_invalid_arguments_are_rejected() -> None:
    with pytest.raises(ValueError, match="No weight given for the ranking"):
        reciprocal_rank_fusion({"vector": ["a"], "images": ["a"]}, DEFAULT_WEIGHTS)
    with pytest.raises(ValueError, match="must be zero or positive"):
        reciprocal_rank_fusion({"vector": ["a"]}, {"vector": -1.0})
    with pytest.raises(ValueError, match="rank constant"):
        reciprocal_rank_fusion({"vector": ["a"]}, {"vector": 1.0}, k=-1)


def test_hybrid_search_lifts_the_listing_with_the_exact_word() -> None:
    """The listing that names "Ribeira" is only 20th by meaning; fusion puts it first."""
    listing_count, exact_row = 50, 19
    ids = [f"listing-{row}" for row in range(listing_count)]
    ids[exact_row] = "ribeira-duplex"
    # Cosine with the query falls with the row number, so vector rank = row + 1.
    angles = np.linspace(0.0, 1.2, listing_count)
    vectors = VectorIndex(ids, np.stack([np.cos(angles), np.sin(angles)], axis=1))
    texts = {doc_id: {"name": "Apartment in Porto", "summary": "River views."} for doc_id in ids}
    texts["ribeira-duplex"] = {"name": "Duplex", "neighbourhood": "Ribeira", "summary": "Views."}
    words = LexicalIndex(texts)

    vector_ranking = [doc_id for doc_id, _ in vectors.search(np.array([1.0, 0.0]), k=50)]
    lexical_ranking = [doc_id for doc_id, _ in words.search("Ribeira", k=50)]
    rankings = {"vector": vector_ranking, "lexical": lexical_ranking}

    assert vector_ranking.index("ribeira-duplex") == exact_row
    assert fused_ids(reciprocal_rank_fusion(rankings, DEFAULT_WEIGHTS))[0] == "ribeira-duplex"
    meaning_only = reciprocal_rank_fusion(rankings, {"vector": 1.0, "lexical": 0.0})
    assert fused_ids(meaning_only)[0] == "listing-0"
