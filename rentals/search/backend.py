"""The search backends behind one protocol: the in-process catalog or MongoDB Atlas.

The service asks ``search_backend()`` for the one chosen at start-up and never branches on which
it is.
"""

from __future__ import annotations

from typing import Literal, Protocol

import numpy as np

from infra.embedders import Embedder
from rentals import repository
from rentals.filters import SearchFilters
from rentals.search.atlas_backend import AtlasBackend
from rentals.search.catalog import current_catalog
from rentals.search.local_backend import LocalBackend
from rentals.search.results import ListingSource, RankedPage, SearchMode, SortOrder
from rentals.search.selection import chosen_vector_backend


class SearchBackend(Protocol):
    """Ranks listings for a search, and answers counts about them."""

    @property
    def name(self) -> Literal["local", "atlas"]: ...

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
        """One page of results; by words when there is no ``query_vector``."""
        ...

    def has_vectors(self, vector_field: str) -> bool:
        """Whether some listing has a vector in ``vector_field``."""
        ...

    def listing_source(self) -> ListingSource:
        """Counts and extremes over the same listings."""
        ...


def search_backend(embedder: Embedder) -> SearchBackend:
    """The backend chosen at start-up, over the listings as they are now."""
    if chosen_vector_backend().name == "atlas":
        return AtlasBackend(repository.listings())
    return LocalBackend(current_catalog(embedder))
