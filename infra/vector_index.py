"""Exact in-process vector search: the local stand-in for Atlas ``$vectorSearch``.

Rows are L2-normalised once at build time, so a query's cosine similarity with every row is a
single matrix-vector product. Exact search over a few thousand to a few hundred thousand
listings stays within milliseconds, so there is no approximate index to tune or to drift.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

# Below this fraction of selected rows, gathering the selected rows and scoring only them beats
# scoring every row and discarding the rest. Measured with 384-d float32 rows on 2 cores: the
# two strategies cost the same at about 15-20 % selectivity, for 3,100 rows and for 100,000.
_SUBSET_SCORING_MAX_SELECTIVITY = 0.15


def top_k_positions(scores: np.ndarray, k: int) -> np.ndarray:
    """Positions of the ``k`` highest scores, best first; equal scores keep their input order.

    ``argpartition`` finds the k-th best score in linear time; every score at least that good is
    then sorted, so rows tied with the k-th one are chosen by position, not by partition luck.
    """
    if k <= 0 or scores.size == 0:
        return np.empty(0, dtype=np.intp)
    if k < scores.size:
        kth_best = scores[np.argpartition(scores, scores.size - k)[scores.size - k]]
        contenders = np.flatnonzero(scores >= kth_best)
    else:
        contenders = np.arange(scores.size)
    order = np.argsort(-scores[contenders], kind="stable")
    return contenders[order[:k]]


def check_mask(mask: np.ndarray, row_count: int) -> np.ndarray:
    """``mask`` as a boolean array with one entry per row; ``ValueError`` says what is wrong."""
    mask = np.asarray(mask)
    if mask.dtype != np.bool_ or mask.shape != (row_count,):
        raise ValueError(
            f"The mask must be a boolean array of length {row_count} (one entry per row), "
            f"got dtype {mask.dtype} and shape {mask.shape}."
        )
    return mask


@dataclass(frozen=True)
class _Rows:
    """The indexed listings: their ids in row order and their vectors."""

    ids: list[str]
    matrix: np.ndarray  # (n, d) float32, C-contiguous, rows of unit length (or all zero)


class VectorIndex:
    """Exact cosine search over listing vectors, with an optional boolean pre-filter mask.

    A row whose stored vector is all zeros scores 0 against every query rather than failing the
    whole index: one bad document should not take search down.
    """

    def __init__(self, ids: Sequence[str], matrix: np.ndarray) -> None:
        vectors = _unit_rows(matrix)
        if vectors.shape[1] == 0:
            raise ValueError("Vectors need at least one dimension.")
        _check_ids(ids, vectors)
        self._rows = _Rows(list(ids), vectors)

    def __len__(self) -> int:
        return len(self._rows.ids)

    @property
    def dimensions(self) -> int:
        return self._rows.matrix.shape[1]

    @property
    def ids(self) -> list[str]:
        """Listing ids in row order (the order a mask refers to)."""
        return list(self._rows.ids)

    def search(
        self, query: np.ndarray, k: int, mask: np.ndarray | None = None
    ) -> list[tuple[str, float]]:
        """The ``k`` rows most cosine-similar to ``query`` among those where ``mask`` is True.

        The mask is applied before ranking, so a filtered search still returns ``k`` hits when
        at least ``k`` rows pass the filter. Results are ``(id, score)``, best first, equal
        scores in row order.
        """
        if k < 0:
            raise ValueError(f"k must be zero or positive, got {k}.")
        rows = self._rows
        unit_query = self._unit_query(query)
        if mask is None:
            candidate_rows = None
            candidate_scores = rows.matrix @ unit_query
        else:
            candidate_rows = np.flatnonzero(check_mask(mask, len(rows.ids)))
            candidate_scores = _score_rows(rows.matrix, candidate_rows, unit_query)
        best = top_k_positions(candidate_scores, k)
        best_rows = best if candidate_rows is None else candidate_rows[best]
        return [
            (rows.ids[row], float(score))
            for row, score in zip(best_rows.tolist(), candidate_scores[best].tolist(), strict=True)
        ]

    def scores(self, query: np.ndarray, mask: np.ndarray | None = None) -> np.ndarray:
        """Cosine similarity of ``query`` with every row, ``-inf`` where ``mask`` is False."""
        rows = self._rows
        similarity = rows.matrix @ self._unit_query(query)
        if mask is not None:
            similarity[~check_mask(mask, len(rows.ids))] = -np.inf
        return similarity

    def _unit_query(self, query: np.ndarray) -> np.ndarray:
        vector = np.asarray(query, dtype=np.float64)
        if vector.ndim != 1:
            raise ValueError(f"The query must be one vector, got an array of shape {vector.shape}.")
        self._check_dimensions(vector.shape[0], "query")
        if not np.isfinite(vector).all():
            raise ValueError("The query vector contains NaN or infinite values.")
        norm = np.linalg.norm(vector)
        if norm == 0:
            raise ValueError(
                "The query vector is all zeros, so it has no direction to compare by cosine; "
                "check that the query text was embedded."
            )
        return (vector / norm).astype(np.float32)

    def _check_dimensions(self, dimensions: int, what: str) -> None:
        if dimensions != self.dimensions:
            raise ValueError(
                f"The {what} has {dimensions} dimensions but the index holds "
                f"{self.dimensions}-dimensional vectors; embed with the same model as the "
                "stored vectors."
            )


def _score_rows(matrix: np.ndarray, rows: np.ndarray, unit_query: np.ndarray) -> np.ndarray:
    if rows.size <= _SUBSET_SCORING_MAX_SELECTIVITY * matrix.shape[0]:
        return np.take(matrix, rows, axis=0) @ unit_query
    return (matrix @ unit_query)[rows]


def _unit_rows(matrix: np.ndarray) -> np.ndarray:
    """A C-contiguous float32 copy of ``matrix`` with every non-zero row scaled to unit length."""
    vectors = np.array(matrix, dtype=np.float32, order="C")
    if vectors.ndim != 2:
        raise ValueError(f"Vectors must form an (n, d) matrix, got shape {vectors.shape}.")
    if not np.isfinite(vectors).all():
        raise ValueError("The vectors contain NaN or infinite values.")
    # Squares summed in float64 (einsum buffers the cast, so no float64 copy of the matrix):
    # tiny components would underflow to a zero norm in float32.
    norms = np.sqrt(np.einsum("ij,ij->i", vectors, vectors, dtype=np.float64))[:, np.newaxis]
    np.divide(vectors, norms, out=vectors, where=norms > 0)
    return vectors


def _check_ids(ids: Sequence[str], vectors: np.ndarray) -> None:
    if len(ids) != vectors.shape[0]:
        raise ValueError(f"Got {len(ids)} ids for {vectors.shape[0]} vectors.")
    if len(set(ids)) != len(ids):
        raise ValueError("Listing ids must be unique.")
