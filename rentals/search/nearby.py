"""Ranking near a place: closeness to the place blended with relevance.

A search with ``near`` keeps only listings within the place's radius (the filter does that);
among them, one at the centre gains ``NEAR_WEIGHT`` of a perfect score and one at the edge
nothing. Browsing blends closeness with the recommended score (a rating out of 5); a text search
blends it with the listing's place in the relevance ranking, since vector, word and fused scores
are on different scales. Every backend orders with these formulas.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from language.places import Place
from rentals.filters import MAX_STARS, SearchFilters
from rentals.search.results import Hit, SortOrder, point_of

NEAR_WEIGHT = 0.5
DISTANCE_FIELD = "distance_km"


def closeness(distance_km: Any, radius_km: float) -> Any:
    """1 at the place, 0 at its radius and beyond (scalars or numpy arrays; NaN stays NaN)."""
    return 1 - np.minimum(np.asarray(distance_km) / max(radius_km, 1e-9), 1.0)


def browse_score_column(
    recommended: np.ndarray, distances_km: np.ndarray, radius_km: float
) -> np.ndarray:
    """The browse order's score near a place: closeness blended with the recommended score."""
    near = np.nan_to_num(closeness(distances_km, radius_km))
    # The same operations in the same order as ``browse_score_expression``: equal to the bit.
    return (1 - NEAR_WEIGHT) / MAX_STARS * recommended + NEAR_WEIGHT * near


def browse_score_expression(radius_km: float) -> dict[str, Any]:
    """``browse_score_column`` as an aggregation expression over ``$distance_km`` (from
    ``$geoNear``) and ``$_recommended``."""
    near = {"$subtract": [1, {"$min": [{"$divide": [f"${DISTANCE_FIELD}", radius_km]}, 1]}]}
    return {
        "$add": [
            {"$multiply": [(1 - NEAR_WEIGHT) / MAX_STARS, "$_recommended"]},
            {"$multiply": [NEAR_WEIGHT, near]},
        ]
    }


def ranked_near(hits: Sequence[Hit], filters: SearchFilters, sort: SortOrder) -> list[Hit]:
    """A text search's hits (most relevant first) in the order to show them: blended with
    closeness when the search is near a place and ordered by relevance, as they are otherwise."""
    place = filters.place()
    if place is None or sort != "relevance":
        return list(hits)
    return by_closeness(hits, place, filters.radius_km())


def by_closeness(hits: Sequence[Hit], place: Place, radius_km: float) -> list[Hit]:
    """Relevance-ranked hits reordered by relevance rank blended with closeness to ``place``."""
    count = len(hits)

    def blended(item: tuple[int, Hit]) -> float:
        rank, hit = item
        lon, lat = point_of((hit.listing.get("address") or {}).get("location"))
        near = (
            0.0
            if lon is None or lat is None
            else float(closeness(place.distance_km(lat, lon), radius_km))
        )
        return (1 - NEAR_WEIGHT) * (1 - rank / count) + NEAR_WEIGHT * near

    return [hit for _, hit in sorted(enumerate(hits), key=blended, reverse=True)]
