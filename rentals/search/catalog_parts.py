"""What a search catalog is made of once its listings are read and indexed.

``ListingCatalog`` is assembled from these parts, whether it built them from the database or read
them from its snapshot on disk (``snapshots``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from rentals.search.lexical import LexicalIndex


class CategoryColumn:
    """A string column stored as small integer codes, compared by code."""

    def __init__(self, values: Iterable[Any]) -> None:
        self._code_of: dict[str, int] = {}
        codes = [
            self._code_of.setdefault(value, len(self._code_of)) if isinstance(value, str) else -1
            for value in values
        ]
        self.codes = np.array(codes, dtype=np.int32)

    @classmethod
    def from_codes(cls, codes: np.ndarray, labels: Sequence[str]) -> CategoryColumn:
        """The column whose row ``i`` holds ``labels[codes[i]]`` (no value where the code is -1)."""
        if codes.ndim != 1 or (codes.size and not -1 <= codes.min() <= codes.max() < len(labels)):
            raise ValueError("Category codes must be -1 or index the labels.")
        column = cls(())
        column._code_of = {label: code for code, label in enumerate(labels)}
        column.codes = codes.astype(np.int32, copy=False)
        return column

    @property
    def labels(self) -> list[str]:
        """The distinct values, in code order."""
        return list(self._code_of)

    def equals(self, value: str) -> np.ndarray:
        code = self._code_of.get(value)
        if code is None:
            return np.zeros(self.codes.shape, dtype=bool)
        return self.codes == code


@dataclass(frozen=True)
class CatalogParts:
    """What a catalog is made of once its listings are read: all a snapshot needs to store."""

    version: int  # the listings version this copy was loaded at
    ids: list[str]
    cards: list[dict[str, Any]]
    matrix: np.ndarray  # (n, dimensions) float32, zero rows where a listing has no vector
    has_vector: np.ndarray
    lexical: LexicalIndex
    columns: dict[str, Any]  # one per filter path, of the kind its operator compares
    price_usd: np.ndarray
    reviews: np.ndarray
