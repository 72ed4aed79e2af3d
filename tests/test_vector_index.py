"""Local exact vector search: it must rank exactly as a brute-force cosine scan would."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from infra.vector_index import VectorIndex, top_k_positions

# float32 arithmetic against the float64 reference: scores agree to well under this.
SCORE_TOLERANCE = 1e-5


def reference_ranking(
    matrix: np.ndarray, query: np.ndarray, k: int, mask: np.ndarray | None
) -> list[tuple[int, float]]:
    """(row, cosine) for the top k allowed rows, computed one row at a time in plain Python."""
    query_values = [float(x) for x in query]
    query_norm = math.sqrt(sum(x * x for x in query_values))
    scored = []
    for row, vector in enumerate(matrix.tolist()):
        if mask is not None and not mask[row]:
            continue
        row_norm = math.sqrt(sum(x * x for x in vector))
        dot = sum(a * b for a, b in zip(vector, query_values, strict=True))
        scored.append((row, dot / (row_norm * query_norm) if row_norm else 0.0))
    scored.sort(key=lambda pair: (-pair[1], pair[0]))
    return scored[:k]


def assert_same_ranking(
    results: list[tuple[str, float]],
    expected: list[tuple[int, float]],
    all_scores: dict[int, float],
) -> None:
    """Same length and scores; ids may differ only among rows whose scores are within tolerance."""
    assert len(results) == len(expected)
    for (doc_id, score), (_, expected_score) in zip(results, expected, strict=True):
        assert score == pytest.approx(expected_score, abs=SCORE_TOLERANCE)
        assert all_scores[int(doc_id)] == pytest.approx(score, abs=SCORE_TOLERANCE)
    scores = [score for _, score in results]
    assert scores == sorted(scores, reverse=True)
    assert len({doc_id for doc_id, _ in results}) == len(results)


def ids_for(count: int) -> list[str]:
    return [str(row) for row in range(count)]


@st.composite
def search_cases(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray, np.ndarray | None, int]:
    rows = draw(st.integers(min_value=0, max_value=40))
    dimensions = draw(st.integers(min_value=1, max_value=8))
    component = st.floats(-10, 10, width=32, allow_subnormal=False)
    matrix = draw(arrays(np.float32, (rows, dimensions), elements=component))
    query = draw(
        arrays(np.float32, (dimensions,), elements=component).filter(lambda q: np.any(q != 0))
    )
    mask = draw(st.none() | arrays(np.bool_, (rows,)))
    k = draw(st.integers(min_value=0, max_value=rows + 5))
    return matrix, query, mask, k


@settings(max_examples=300, deadline=None)
@given(search_cases())
def test_search_matches_brute_force_reference(
    case: tuple[np.ndarray, np.ndarray, np.ndarray | None, int],
) -> None:
    matrix, query, mask, k = case
    index = VectorIndex(ids_for(len(matrix)), matrix)

    results = index.search(query, k, mask)

    everything = reference_ranking(matrix, query, len(matrix), mask)
    assert_same_ranking(results, everything[:k], dict(everything))


def test_search_returns_best_first_with_cosine_scores() -> None:
    matrix = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [-1.0, 0.0]])
    index = VectorIndex(["east", "north", "north-east", "west"], matrix)

    results = index.search(np.array([3.0, 0.0]), k=3)

    assert [doc_id for doc_id, _ in results] == ["east", "north-east", "north"]
    assert [score for _, score in results] == pytest.approx([1.0, math.sqrt(0.5), 0.0], abs=1e-6)


def test_equal_scores_keep_row_order_even_at_the_cut() -> None:
    matrix = np.array([[0.0, 1.0]] + [[1.0, 0.0]] * 6)
    index = VectorIndex(ids_for(7), matrix)

    results = index.search(np.array([1.0, 0.0]), k=3)

    assert [doc_id for doc_id, _ in results] == ["1", "2", "3"]


def test_mask_is_applied_before_top_k() -> None:
    rng = np.random.default_rng(7)
    matrix = rng.standard_normal((500, 16))
    query = matrix[0]
    # The allowed rows are the ones least like the query: a filter after top-k would find none.
    order = np.argsort(matrix @ query)
    mask = np.zeros(500, dtype=bool)
    mask[order[:40]] = True
    index = VectorIndex(ids_for(500), matrix)

    results = index.search(query, k=10, mask=mask)

    assert len(results) == 10
    assert all(mask[int(doc_id)] for doc_id, _ in results)


@pytest.mark.parametrize("selected", [3, 100, 900])
def test_selective_and_broad_masks_rank_the_same_as_scoring_everything(selected: int) -> None:
    rng = np.random.default_rng(selected)
    matrix = rng.standard_normal((1000, 32))
    query = rng.standard_normal(32)
    mask = np.zeros(1000, dtype=bool)
    mask[rng.choice(1000, selected, replace=False)] = True
    index = VectorIndex(ids_for(1000), matrix)

    results = index.search(query, k=20, mask=mask)

    everything = index.scores(query, mask)
    expected = top_k_positions(everything, min(20, selected))
    assert [int(doc_id) for doc_id, _ in results] == expected.tolist()
    assert [score for _, score in results] == pytest.approx(everything[expected].tolist())


def test_k_larger_than_candidates_returns_every_candidate() -> None:
    index = VectorIndex(ids_for(4), np.eye(4))
    mask = np.array([True, False, True, False])

    assert len(index.search(np.ones(4), k=10)) == 4
    assert [doc_id for doc_id, _ in index.search(np.ones(4), k=10, mask=mask)] == ["0", "2"]
    assert index.search(np.ones(4), k=0) == []


def test_empty_index_finds_nothing() -> None:
    index = VectorIndex([], np.zeros((0, 384)))

    assert len(index) == 0
    assert index.dimensions == 384
    assert index.search(np.ones(384), k=10) == []
    assert index.search(np.ones(384), k=10, mask=np.zeros(0, dtype=bool)) == []


def test_float16_input_is_stored_as_unit_float32_rows() -> None:
    matrix = np.array([[3.0, 4.0], [0.5, 0.0], [0.0, 0.0]], dtype=np.float16)
    index = VectorIndex(["a", "b", "zero"], matrix)

    assert index.search(np.array([3.0, 4.0], dtype=np.float16), k=3) == [
        ("a", pytest.approx(1.0)),
        ("b", pytest.approx(0.6)),
        ("zero", 0.0),
    ]
    assert index.scores(np.array([1.0, 0.0])).dtype == np.float32


def test_input_matrix_is_copied_not_normalised_in_place() -> None:
    matrix = np.array([[3.0, 4.0]], dtype=np.float32)

    VectorIndex(["a"], matrix)

    assert matrix.tolist() == [[3.0, 4.0]]


def test_scores_marks_filtered_rows_minus_infinity() -> None:
    index = VectorIndex(ids_for(3), np.eye(3))

    scores = index.scores(np.array([1.0, 0.0, 0.0]), np.array([False, True, True]))

    assert scores.tolist() == [-np.inf, 0.0, 0.0]


def test_zero_query_is_a_clear_error() -> None:
    index = VectorIndex(ids_for(2), np.eye(2))

    with pytest.raises(ValueError, match="all zeros"):
        index.search(np.zeros(2), k=1)


def test_dimension_mismatch_names_both_dimensions() -> None:
    index = VectorIndex(ids_for(2), np.ones((2, 384)))

    with pytest.raises(ValueError, match=r"1536 dimensions.*384-dimensional"):
        index.search(np.ones(1536), k=1)


@pytest.mark.parametrize(
    "mask",
    [np.ones(3, dtype=bool), np.ones(2, dtype=int), np.ones((1, 2), dtype=bool)],
)
def test_malformed_mask_is_rejected(mask: np.ndarray) -> None:
    index = VectorIndex(ids_for(2), np.eye(2))

    with pytest.raises(ValueError, match="boolean array of length 2"):
        index.search(np.ones(2), k=1, mask=mask)


def test_malformed_input_is_rejected() -> None:
    with pytest.raises(ValueError, match="2 ids for 3 vectors"):
        VectorIndex(["a", "b"], np.ones((3, 4)))
    with pytest.raises(ValueError, match="unique"):
        VectorIndex(["a", "a"], np.ones((2, 4)))
    with pytest.raises(ValueError, match="NaN"):
        VectorIndex(["a"], np.array([[np.nan, 1.0]]))
    with pytest.raises(ValueError, match="NaN"):
        VectorIndex(["a"], np.eye(1)).search(np.array([np.inf]), k=1)
    with pytest.raises(ValueError, match="k must be"):
        VectorIndex(["a"], np.eye(1)).search(np.ones(1), k=-1)
