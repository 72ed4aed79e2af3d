"""Search on MongoDB Atlas: ``$vectorSearch`` pre-filtered by the filters, ``$search`` for exact
words, and ``$rankFusion`` to fuse the two.

The pipeline builders are pure functions of their inputs, so their exact stage shapes are tested
without an Atlas cluster. ``search`` runs them; where the server rejects ``$rankFusion`` (before
MongoDB 8.0) it runs the vector and text pipelines separately and fuses them here with the same
formula, and remembers not to try again.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

import numpy as np
from pymongo.collection import Collection
from pymongo.errors import OperationFailure

from language.places import EARTH_RADIUS_KM, Place
from rentals.filters import LOCATION_PATH, FilterField, SearchFilters
from rentals.search.fusion import DEFAULT_WEIGHTS, hybrid_fusion
from rentals.search.lexical import tokenize
from rentals.search.nearby import DISTANCE_FIELD, browse_score_expression, ranked_near
from rentals.search.results import (
    CARD_FIELDS,
    HYBRID_CANDIDATES,
    PRIOR_RATING,
    PRIOR_REVIEWS,
    TEXT_FIELDS,
    Hit,
    ListingSource,
    RankedPage,
    SearchMode,
    SortOrder,
    point_of,
    relevance_depth,
    search_kind,
    text_search_page,
)

logger = logging.getLogger(__name__)

# The search indexes the seed creates on Atlas.
VECTOR_INDEX_NAME = "listing_vector_index"
TEXT_INDEX_NAME = "listing_text_index"
TEXT_PATHS: list[str] = ["name", "summary", "description", "address.neighbourhood", "amenities"]
# Hybrid fusion weights per input pipeline, the same as the local backend's.
FUSION_WEIGHTS: dict[str, float] = {
    "vector": DEFAULT_WEIGHTS["vector"],
    "text": DEFAULT_WEIGHTS["lexical"],
}

# Approximate search examines numCandidates neighbours to return `limit`; 20 per result is the
# usual recall/latency balance, and Atlas accepts at most 10,000.
CANDIDATES_PER_RESULT = 20
MAX_NUM_CANDIDATES = 10_000
# A place keeps a few percent of a market: fetch this many times the results by meaning before
# `$match`ing the place, so that the page still fills.
GEO_OVERFETCH = 10
# The radius MongoDB measures GeoJSON distances on (its kRadiusOfEarthInMeters).
MONGODB_EARTH_RADIUS_M = 6_378_100.0

_rank_fusion_rejected = threading.Event()


# --- pipeline builders -------------------------------------------------------------------------


def num_candidates(limit: int, selectivity: float) -> int:
    """How many neighbours ``$vectorSearch`` should consider to return ``limit`` good ones.

    The pre-filter discards candidates that fail it, so a filter passing only a fraction of the
    listings (``selectivity``, 0–1) needs proportionally more of them. Between ``limit`` and
    10,000.
    """
    limit = min(limit, MAX_NUM_CANDIDATES)
    fraction = min(max(selectivity, 1 / MAX_NUM_CANDIDATES), 1.0)
    wanted = math.ceil(limit * CANDIDATES_PER_RESULT / fraction)
    return max(limit, min(wanted, MAX_NUM_CANDIDATES))


def vector_search_stage(
    vector_field: str,
    query_vector: Sequence[float],
    filters: SearchFilters,
    *,
    limit: int,
    selectivity: float = 1.0,
) -> dict[str, Any]:
    limit = min(limit, MAX_NUM_CANDIDATES)
    stage: dict[str, Any] = {
        "index": VECTOR_INDEX_NAME,
        "path": vector_field,
        "queryVector": [float(value) for value in query_vector],
        "numCandidates": num_candidates(limit, selectivity),
        "limit": limit,
    }
    mongo_filter = filters.to_mongo_filter(geometry=False)
    if mongo_filter:
        stage["filter"] = mongo_filter
    return {"$vectorSearch": stage}


def vector_search_stages(
    vector_field: str,
    query_vector: Sequence[float],
    filters: SearchFilters,
    *,
    limit: int,
    selectivity: float = 1.0,
) -> list[dict[str, Any]]:
    """``$vectorSearch`` for the ``limit`` nearest listings that pass the filters.

    Its pre-filter cannot test geometry, so with a place or a box it over-fetches
    (``GEO_OVERFETCH`` times, within Atlas's bounds) and ``$match``es ``$geoWithin`` after.
    """
    geo = filters.geo_filter()
    if not geo:
        return [
            vector_search_stage(
                vector_field, query_vector, filters, limit=limit, selectivity=selectivity
            )
        ]
    fetched = min(limit * GEO_OVERFETCH, MAX_NUM_CANDIDATES)
    return [
        vector_search_stage(
            vector_field, query_vector, filters, limit=fetched, selectivity=selectivity
        ),
        {"$match": geo},
        {"$limit": limit},
    ]


def projection_stage(fields: Iterable[str], **metadata: str) -> dict[str, Any]:
    """``$project`` of ``fields``, plus each keyword's search metadata ("score"="searchScore")."""
    projection: dict[str, Any] = {path: 1 for path in fields}
    projection.update({name: {"$meta": meta} for name, meta in metadata.items()})
    return {"$project": projection}


def vector_search_pipeline(
    vector_field: str,
    query_vector: Sequence[float],
    filters: SearchFilters,
    *,
    limit: int,
    selectivity: float = 1.0,
    fields: Iterable[str] = (*CARD_FIELDS, *TEXT_FIELDS),
) -> list[dict[str, Any]]:
    return [
        *vector_search_stages(
            vector_field, query_vector, filters, limit=limit, selectivity=selectivity
        ),
        projection_stage(fields, score="vectorSearchScore"),
    ]


def search_filter_clauses(filters: SearchFilters) -> list[dict[str, Any]]:
    """The filters as Atlas Search ``compound.filter`` clauses (``equals``, ``range`` and
    ``geoWithin``), compiled from the filter table.

    ``$search`` has its own filter syntax; these clauses select what ``to_mongo_filter()``
    selects, given a text index that maps the filter fields (tokens, numbers, booleans, geo).
    A minimum and a maximum on one path make one ``range``.
    """
    clauses: list[dict[str, Any]] = []
    for field, value in filters.criteria():
        for clause in _search_clauses(field, value):
            previous = clauses[-1].get("range") if clauses else None
            bounds = clause.get("range")
            if previous and bounds and previous["path"] == bounds["path"]:
                previous.update(bounds)
            else:
                clauses.append(clause)
    return clauses


def _search_clauses(field: FilterField, value: Any) -> list[dict[str, Any]]:
    path = field.path
    match field.operator:
        case "equals":
            return [{"equals": {"path": path, "value": value}}]
        case "at_least":
            return [{"range": {"path": path, "gte": value}}]
        case "at_most":
            return [{"range": {"path": path, "lte": value}}]
        case "is_true":
            return [{"equals": {"path": path, "value": True}}]
        case "has_each":
            return [{"equals": {"path": path, "value": item}} for item in value]
        case "near":
            circle = {"center": _geojson(value.lon, value.lat), "radius": value.radius_km * 1000}
            return [{"geoWithin": {"path": path, "circle": circle}}]
        case "in_box":
            box = {
                "bottomLeft": _geojson(value.west, value.south),
                "topRight": _geojson(value.east, value.north),
            }
            return [{"geoWithin": {"path": path, "box": box}}]
    return []


def _geojson(lon: float, lat: float) -> dict[str, Any]:
    return {"type": "Point", "coordinates": [lon, lat]}


def text_search_operator(query: str, filters: SearchFilters) -> dict[str, Any]:
    """The ``compound`` operator: the query's words must match, the filters must hold."""
    compound: dict[str, Any] = {"must": [{"text": {"query": query, "path": TEXT_PATHS}}]}
    clauses = search_filter_clauses(filters)
    if clauses:
        compound["filter"] = clauses
    return {"index": TEXT_INDEX_NAME, "compound": compound}


def text_search_pipeline(
    query: str,
    filters: SearchFilters,
    *,
    limit: int,
    fields: Iterable[str] = (*CARD_FIELDS, *TEXT_FIELDS),
) -> list[dict[str, Any]]:
    return [
        {"$search": text_search_operator(query, filters)},
        {"$limit": limit},
        projection_stage(fields, score="searchScore"),
    ]


def text_count_pipeline(query: str, filters: SearchFilters) -> list[dict[str, Any]]:
    """How many listings contain a query word and pass the filters (``$searchMeta``)."""
    return [{"$searchMeta": text_search_operator(query, filters) | {"count": {"type": "total"}}}]


def rank_fusion_pipeline(
    vector_field: str,
    query_vector: Sequence[float],
    query: str,
    filters: SearchFilters,
    *,
    limit: int,
    candidates: int = HYBRID_CANDIDATES,
    selectivity: float = 1.0,
) -> list[dict[str, Any]]:
    """``$rankFusion`` of the best ``candidates`` by meaning and by words; the top ``limit``."""
    candidates = max(candidates, limit)
    return [
        {
            "$rankFusion": {
                "input": {
                    "pipelines": {
                        "vector": vector_search_stages(
                            vector_field,
                            query_vector,
                            filters,
                            limit=candidates,
                            selectivity=selectivity,
                        ),
                        "text": [
                            {"$search": text_search_operator(query, filters)},
                            {"$limit": candidates},
                        ],
                    }
                },
                "combination": {"weights": FUSION_WEIGHTS},
                "scoreDetails": True,
            }
        },
        projection_stage((*CARD_FIELDS, *TEXT_FIELDS), score="score", score_details="scoreDetails"),
        {"$limit": limit},
    ]


def browse_pipeline(
    filters: SearchFilters, sort: SortOrder, *, limit: int, offset: int = 0
) -> list[dict[str, Any]]:
    """Listings matching the filters in ``sort`` order, as the local backend orders them.

    Unknown prices and ratings sort last (MongoDB would put nulls first), and ``relevance``
    without a query means the recommended order: ratings pulled towards a modest prior when
    there are few reviews.
    """
    place = filters.place()
    if place is None:
        return [
            {"$match": filters.to_mongo_filter()},
            {"$addFields": _sort_fields(sort)},
            {"$sort": _sort_spec(sort)},
            {"$skip": offset},
            {"$limit": limit},
            projection_stage(CARD_FIELDS),
        ]
    near_sort: list[dict[str, Any]] = []
    if sort == "relevance":
        near_sort = [{"$addFields": {"_near": browse_score_expression(filters.radius_km())}}]
    return [
        geo_near_stage(place, filters),
        {"$addFields": _sort_fields(sort)},
        *near_sort,
        {"$sort": _near_sort_spec(sort)},
        {"$skip": offset},
        {"$limit": limit},
        projection_stage((*CARD_FIELDS, DISTANCE_FIELD)),
    ]


def geo_near_stage(place: Place, filters: SearchFilters) -> dict[str, Any]:
    """``$geoNear`` from ``place`` over the listings passing ``filters`` (the place's radius is in
    the query, as ``$geoWithin``), each with its ``distance_km``.

    MongoDB measures distances from a GeoJSON point in metres on a sphere of radius 6378.1 km;
    ``distanceMultiplier`` turns them into kilometres on the sphere of ``near``'s circle and of
    the in-process distances, so that every backend orders alike.
    """
    stage: dict[str, Any] = {
        "near": _geojson(place.lon, place.lat),
        "key": LOCATION_PATH,
        "distanceField": DISTANCE_FIELD,
        "distanceMultiplier": EARTH_RADIUS_KM / MONGODB_EARTH_RADIUS_M,
        "spherical": True,
    }
    query = filters.to_mongo_filter()
    if query:
        stage["query"] = query
    return {"$geoNear": stage}


def _near_sort_spec(sort: SortOrder) -> dict[str, int]:
    if sort == "relevance":
        return {"_near": -1, DISTANCE_FIELD: 1, "_id": 1}
    return _sort_spec(sort)


def _sort_fields(sort: SortOrder) -> dict[str, Any]:
    if sort == "relevance":
        rating = "$review_scores.rating"
        counted = {"$cond": [{"$isNumber": rating}, {"$ifNull": ["$number_of_reviews", 0]}, 0]}
        return {
            "_recommended": {
                "$divide": [
                    {
                        "$add": [
                            {"$multiply": [{"$ifNull": [rating, 0]}, counted]},
                            PRIOR_RATING * PRIOR_REVIEWS,
                        ]
                    },
                    {"$add": [counted, PRIOR_REVIEWS]},
                ]
            }
        }
    field = "$review_scores.rating" if sort == "rating" else "$price_usd"
    return {"_unknown": {"$cond": [{"$isNumber": field}, 0, 1]}}


def _sort_spec(sort: SortOrder) -> dict[str, int]:
    if sort == "relevance":
        return {"_recommended": -1, "number_of_reviews": -1, "_id": 1}
    if sort == "rating":
        return {"_unknown": 1, "review_scores.rating": -1, "number_of_reviews": -1, "_id": 1}
    direction = 1 if sort == "price_asc" else -1
    return {"_unknown": 1, "price_usd": direction, "_id": 1}


def equivalent_pipeline(
    *,
    vector_field: str,
    query: str,
    query_vector: Sequence[float] | None,
    filters: SearchFilters,
    mode: SearchMode,
    sort: SortOrder,
    limit: int,
    offset: int,
    selectivity: float = 1.0,
) -> list[dict[str, Any]]:
    """The pipeline ``search`` sends Atlas for these arguments (``$rankFusion`` for hybrid): what
    a search that ran in-process would have asked of Atlas, with the same pre-filter."""
    kind = search_kind(query, mode, has_query_vector=query_vector is not None)
    depth = relevance_depth(sort, limit=limit, offset=offset, near=filters.near is not None)
    if kind == "browse":
        return browse_pipeline(filters, sort, limit=limit, offset=offset)
    if kind == "lexical" or query_vector is None:
        return text_search_pipeline(query, filters, limit=depth)
    if kind == "vector":
        return vector_search_pipeline(
            vector_field, query_vector, filters, limit=depth, selectivity=selectivity
        )
    return rank_fusion_pipeline(
        vector_field, query_vector, query, filters, limit=depth, selectivity=selectivity
    )


# --- running them ------------------------------------------------------------------------------


class AtlasBackend:
    """``SearchBackend`` over Atlas ``$vectorSearch``, ``$search`` and ``$rankFusion``."""

    name: Literal["atlas"] = "atlas"

    def __init__(self, collection: Collection[Any]) -> None:
        self.collection = collection

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
        return search(
            self.collection,
            vector_field=vector_field,
            query=query,
            query_vector=query_vector.tolist() if query_vector is not None else None,
            filters=filters,
            mode=mode,
            sort=sort,
            limit=limit,
            offset=offset,
        )

    def has_vectors(self, vector_field: str) -> bool:
        return self.collection.find_one({vector_field: {"$exists": True}}, {"_id": 1}) is not None

    def listing_source(self) -> ListingSource:
        return DatabaseListings(self.collection)


def search(
    collection: Collection[Any],
    *,
    vector_field: str,
    query: str,
    query_vector: Sequence[float] | None,
    filters: SearchFilters,
    mode: SearchMode,
    sort: SortOrder,
    limit: int,
    offset: int,
) -> RankedPage:
    """One page of results from Atlas; by words when there is no ``query_vector``."""
    kind = search_kind(query, mode, has_query_vector=query_vector is not None)
    if kind == "browse":
        total = collection.count_documents(filters.to_mongo_filter())
        browsed = collection.aggregate(browse_pipeline(filters, sort, limit=limit, offset=offset))
        return RankedPage([Hit(document) for document in browsed], total)

    depth = relevance_depth(sort, limit=limit, offset=offset, near=filters.near is not None)
    if kind == "lexical" or query_vector is None:
        total = _text_match_count(collection, query, filters)
        documents = list(collection.aggregate(text_search_pipeline(query, filters, limit=depth)))
    else:
        total = collection.count_documents(filters.to_mongo_filter())
        if total == 0:
            return RankedPage([], 0)
        selectivity = total / max(collection.estimated_document_count(), total)
        if kind == "vector":
            pipeline = vector_search_pipeline(
                vector_field, query_vector, filters, limit=depth, selectivity=selectivity
            )
            documents = list(collection.aggregate(pipeline))
        else:
            documents = hybrid_documents(
                collection, vector_field, query_vector, query, filters, depth, selectivity
            )
    hits = [Hit(document, document.get("score")) for document in documents]
    return text_search_page(
        ranked_near(hits, filters, sort),
        total,
        sort,
        limit=limit,
        offset=offset,
        matched_terms=lambda listing: matched_terms(listing, query),
    )


def hybrid_documents(
    collection: Collection[Any],
    vector_field: str,
    query_vector: Sequence[float],
    query: str,
    filters: SearchFilters,
    limit: int,
    selectivity: float = 1.0,
) -> list[dict[str, Any]]:
    """The ``limit`` best listings by fused rank, each with its fused ``score``.

    ``$rankFusion`` where the server has it; otherwise the two searches run separately and are
    fused here.
    """
    if not _rank_fusion_rejected.is_set():
        pipeline = rank_fusion_pipeline(
            vector_field, query_vector, query, filters, limit=limit, selectivity=selectivity
        )
        try:
            documents = list(collection.aggregate(pipeline))
        except OperationFailure as error:
            if not rank_fusion_unsupported(error):
                raise
            reason = (error.details or {}).get("errmsg", error)
            logger.info("No $rankFusion on this server (%s); fusing hybrid results here.", reason)
            _rank_fusion_rejected.set()
        else:
            for document in documents:
                logger.debug(
                    "rank fusion of %s: %s", document["_id"], document.pop("score_details", None)
                )
            return documents
    return _fused_client_side(
        collection, vector_field, query_vector, query, filters, limit, selectivity
    )


def rank_fusion_unsupported(error: OperationFailure) -> bool:
    """Whether the server refused ``$rankFusion`` itself (too old, or the feature is off)."""
    message = str((error.details or {}).get("errmsg") or error)
    if error.code == 40324 or "Unrecognized pipeline stage" in message:
        return True
    lowered = message.lower()
    return "$rankfusion" in lowered and any(
        phrase in lowered for phrase in ("not allowed", "not supported", "not enabled")
    )


def _fused_client_side(
    collection: Collection[Any],
    vector_field: str,
    query_vector: Sequence[float],
    query: str,
    filters: SearchFilters,
    limit: int,
    selectivity: float,
) -> list[dict[str, Any]]:
    candidates = max(HYBRID_CANDIDATES, limit)
    by_meaning = vector_search_pipeline(
        vector_field,
        query_vector,
        filters,
        limit=candidates,
        selectivity=selectivity,
        fields=["_id"],
    )
    by_words = text_search_pipeline(query, filters, limit=candidates, fields=["_id"])
    fused = hybrid_fusion(
        [document["_id"] for document in collection.aggregate(by_meaning)],
        [document["_id"] for document in collection.aggregate(by_words)],
    )[:limit]
    projection = projection_stage((*CARD_FIELDS, *TEXT_FIELDS))["$project"]
    found = {
        document["_id"]: document
        for document in collection.find(
            {"_id": {"$in": [doc_id for doc_id, _ in fused]}}, projection
        )
    }
    return [found[doc_id] | {"score": score} for doc_id, score in fused if doc_id in found]


def _text_match_count(collection: Collection[Any], query: str, filters: SearchFilters) -> int:
    meta = next(iter(collection.aggregate(text_count_pipeline(query, filters))), None)
    return int(((meta or {}).get("count") or {}).get("total", 0))


def matched_terms(listing: Mapping[str, Any], query: str) -> list[str]:
    """The query's (folded) words that occur in the listing's searchable text."""
    address = listing.get("address") or {}
    texts = [
        listing.get("name"),
        listing.get("summary"),
        listing.get("description"),
        address.get("neighbourhood"),
        " ".join(listing.get("amenities") or ()),
    ]
    words = set(tokenize(" ".join(text for text in texts if text)))
    return [term for term in dict.fromkeys(tokenize(query)) if term in words]


class DatabaseListings:
    """``ListingSource`` answered by MongoDB queries."""

    def __init__(self, collection: Collection[Any]) -> None:
        self.collection = collection

    def count(self, filters: SearchFilters) -> int:
        return self.collection.count_documents(filters.to_mongo_filter())

    def extreme(self, filters: SearchFilters, path: str, *, ascending: bool) -> Mapping[str, Any]:
        known = {path: {"$gte": 0}}
        query = {"$and": [filters.to_mongo_filter(), known]} if not filters.is_empty() else known
        projection = {"price": 1, "currency": 1, "bedrooms": 1, "accommodates": 1, path: 1}
        found = (
            self.collection.find(query, projection)
            .sort([(path, 1 if ascending else -1), ("_id", 1)])
            .limit(1)
        )
        return next(iter(found), {})

    def nearest_km(self, filters: SearchFilters, count: int) -> float | None:
        place = filters.place()
        if place is None:
            return None
        stage = geo_near_stage(place, filters.merged(near=None, within_km=None))
        nearest = self.collection.aggregate(
            [stage, {"$limit": count}, {"$project": {LOCATION_PATH: 1}}]
        )
        # Measured here, on the same sphere as `near`'s circle (the server's may differ).
        distances = [
            place.distance_km(lat, lon)
            for lon, lat in (
                point_of((doc.get("address") or {}).get("location")) for doc in nearest
            )
            if lon is not None and lat is not None
        ]
        return max(distances) if distances else None
