"""The Atlas pipelines: exact stage shapes, candidate scaling, and the client-side fusion fallback.

Atlas itself cannot run here: the builders are pure functions, and the fallback runs against a
fake collection that rejects ``$rankFusion`` the way a pre-8.0 server does. The browse pipeline
uses only standard stages, so it also runs on the embedded server and must order listings
exactly as the local backend does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pymongo
import pytest
from pymongo.errors import OperationFailure

from language.places import EARTH_RADIUS_KM
from rentals.filters import SearchFilters
from rentals.repository import listings
from rentals.search import atlas_backend, local_backend
from rentals.search.atlas_backend import (
    browse_pipeline,
    num_candidates,
    rank_fusion_pipeline,
    search_filter_clauses,
    text_count_pipeline,
    text_search_pipeline,
    vector_search_pipeline,
)
from rentals.search.catalog import ListingCatalog
from rentals.search.results import CARD_FIELDS, RankedPage, SortOrder
from seed import seeding
from tests.conftest import SLOW_DATABASE_CHORE_S
from tests.listing_helpers import EVERY_FILTER

VECTOR = [0.6, 0.8, 0.0]
PORTO_POOL = SearchFilters(location="Porto", max_price=120, amenities=["Pool"])
CARD_PROJECTION = {path: 1 for path in (*CARD_FIELDS, "summary", "description")}


def test_num_candidates_scales_with_the_limit_and_the_filters_selectivity() -> None:
    assert num_candidates(10, 1.0) == 200
    assert num_candidates(10, 0.1) == 2_000
    assert num_candidates(10, 0.001) == 10_000, "capped at Atlas's maximum"
    assert num_candidates(10, 0.0) == 10_000
    assert num_candidates(600, 1.0) == 10_000
    assert num_candidates(20_000, 1.0) == 10_000, "never more than Atlas accepts"


def test_vector_search_stage_then_projection_with_the_score() -> None:
    # A numpy vector, as the embedders give it, goes into the stage as a plain list.
    query_vector: Any = np.array(VECTOR)
    pipeline = vector_search_pipeline(
        "embedding_e5_small", query_vector, PORTO_POOL, limit=12, selectivity=0.5
    )

    assert pipeline == [
        {
            "$vectorSearch": {
                "index": "listing_vector_index",
                "path": "embedding_e5_small",
                "queryVector": VECTOR,
                "numCandidates": 480,
                "limit": 12,
                "filter": PORTO_POOL.to_mongo_filter(),
            }
        },
        {"$project": CARD_PROJECTION | {"score": {"$meta": "vectorSearchScore"}}},
    ]
    assert all(type(value) is float for value in pipeline[0]["$vectorSearch"]["queryVector"])


def test_vector_search_without_filters_has_no_filter_field() -> None:
    stage = vector_search_pipeline("v", VECTOR, SearchFilters(), limit=5)[0]["$vectorSearch"]

    assert "filter" not in stage


def test_search_filter_clauses_use_atlas_search_syntax() -> None:
    assert search_filter_clauses(EVERY_FILTER) == [
        {"equals": {"path": "address.market", "value": "Porto"}},
        {"range": {"path": "price", "gte": 40, "lte": 120}},
        {"range": {"path": "bedrooms", "gte": 2}},
        {"range": {"path": "accommodates", "gte": 4}},
        {"equals": {"path": "property_type", "value": "Apartment"}},
        {"equals": {"path": "room_type", "value": "Entire home/apt"}},
        {"equals": {"path": "host.host_is_superhost", "value": True}},
        {"equals": {"path": "amenities", "value": "Pool"}},
        {"equals": {"path": "amenities", "value": "Wifi"}},
        {"range": {"path": "review_scores.rating", "gte": 4.5}},
    ]


def mapped_paths(fields: dict[str, Any], prefix: str = "") -> set[str]:
    paths: set[str] = set()
    for name, mapping in fields.items():
        for kind in mapping if isinstance(mapping, list) else [mapping]:
            if kind["type"] == "document":
                paths |= mapped_paths(kind["fields"], f"{prefix}{name}.")
            else:
                paths.add(f"{prefix}{name}")
    return paths


def test_the_indexes_the_seed_creates_serve_these_pipelines() -> None:
    text_fields = seeding.TEXT_INDEX_DEFINITION["mappings"]["fields"]
    filtered = {
        next(iter(clause.values()))["path"] for clause in search_filter_clauses(EVERY_FILTER)
    }

    assert (atlas_backend.VECTOR_INDEX_NAME, atlas_backend.TEXT_INDEX_NAME) == (
        seeding.VECTOR_INDEX_NAME,
        seeding.TEXT_INDEX_NAME,
    )
    assert filtered | set(atlas_backend.TEXT_PATHS) <= mapped_paths(text_fields)


def test_text_search_pipeline() -> None:
    assert text_search_pipeline("rooftop loft", SearchFilters(country="Brazil"), limit=30) == [
        {
            "$search": {
                "index": "listing_text_index",
                "compound": {
                    "must": [
                        {
                            "text": {
                                "query": "rooftop loft",
                                "path": [
                                    "name",
                                    "summary",
                                    "description",
                                    "address.neighbourhood",
                                    "amenities",
                                ],
                            }
                        }
                    ],
                    "filter": [{"equals": {"path": "address.country", "value": "Brazil"}}],
                },
            }
        },
        {"$limit": 30},
        {"$project": CARD_PROJECTION | {"score": {"$meta": "searchScore"}}},
    ]
    assert (
        "filter"
        not in text_search_pipeline("loft", SearchFilters(), limit=5)[0]["$search"]["compound"]
    )


def test_text_count_pipeline_counts_with_search_meta() -> None:
    [stage] = text_count_pipeline("loft", SearchFilters())

    assert stage["$searchMeta"]["count"] == {"type": "total"}
    assert stage["$searchMeta"]["index"] == "listing_text_index"


def test_rank_fusion_pipeline() -> None:
    pipeline = rank_fusion_pipeline("v", VECTOR, "Ribeira", PORTO_POOL, limit=12, selectivity=1.0)

    fusion = pipeline[0]["$rankFusion"]
    assert fusion["combination"] == {"weights": {"vector": 0.7, "text": 0.3}}
    assert fusion["scoreDetails"] is True
    vector, text = fusion["input"]["pipelines"]["vector"], fusion["input"]["pipelines"]["text"]
    assert vector == [vector_search_pipeline("v", VECTOR, PORTO_POOL, limit=100)[0]]
    assert text == [text_search_pipeline("Ribeira", PORTO_POOL, limit=100)[0], {"$limit": 100}]
    assert pipeline[1] == {
        "$project": CARD_PROJECTION
        | {"score": {"$meta": "score"}, "score_details": {"$meta": "scoreDetails"}}
    }
    assert pipeline[2] == {"$limit": 12}


def test_browse_pipeline_stages() -> None:
    pipeline = browse_pipeline(PORTO_POOL, "price_asc", limit=12, offset=24)

    assert [next(iter(stage)) for stage in pipeline] == [
        "$match", "$addFields", "$sort", "$skip", "$limit", "$project",
    ]  # fmt: skip
    assert pipeline[0] == {"$match": PORTO_POOL.to_mongo_filter()}
    assert pipeline[2] == {"$sort": {"_unknown": 1, "price_usd": 1, "_id": 1}}
    assert pipeline[3:5] == [{"$skip": 24}, {"$limit": 12}]


# --- running: the rankFusion fallback ------------------------------------------------------------


def listing(listing_id: str, name: str) -> dict[str, Any]:
    return {"_id": listing_id, "name": name, "price": 50.0, "currency": "EUR", "amenities": []}


class FakeCollection:
    """Answers the stages by their first stage's name; rejects $rankFusion like MongoDB 7."""

    def __init__(self) -> None:
        self.documents = {
            doc["_id"]: doc
            for doc in (
                listing("a", "Sunny flat"),
                listing("b", "Ribeira loft"),
                listing("c", "Ribeira view"),
                listing("d", "Quiet studio"),
            )
        }
        self.pipelines: list[list[dict[str, Any]]] = []

    def aggregate(self, pipeline: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
        self.pipelines.append(pipeline)
        stage = next(iter(pipeline[0]))
        if stage == "$rankFusion":
            raise OperationFailure(
                "Unrecognized pipeline stage name: '$rankFusion'",
                code=40324,
                details={"errmsg": "Unrecognized pipeline stage name: '$rankFusion'"},
            )
        ranking = {"$vectorSearch": ["a", "b", "d"], "$search": ["c", "b"]}[stage]
        return iter({"_id": doc_id} for doc_id in ranking)

    def find(self, query: dict[str, Any], projection: dict[str, Any]) -> list[dict[str, Any]]:
        return [self.documents[doc_id] for doc_id in query["_id"]["$in"]]

    def count_documents(self, query: dict[str, Any]) -> int:
        return len(self.documents)

    def estimated_document_count(self) -> int:
        return len(self.documents)


@pytest.fixture
def rank_fusion_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atlas_backend, "_rank_fusion_rejected", atlas_backend.threading.Event())


def hybrid_page(collection: FakeCollection, query: str = "Ribeira") -> RankedPage:
    return atlas_backend.search(
        collection,  # type: ignore[arg-type]
        vector_field="v",
        query=query,
        query_vector=VECTOR,
        filters=SearchFilters(),
        mode="hybrid",
        sort="relevance",
        limit=3,
        offset=0,
    )


def run_hybrid(collection: FakeCollection) -> list[tuple[str, float]]:
    return [(hit.listing["_id"], round(hit.score or 0, 6)) for hit in hybrid_page(collection).hits]


def test_hybrid_falls_back_to_client_side_fusion_when_rank_fusion_is_rejected(
    rank_fusion_unknown: None,
) -> None:
    collection = FakeCollection()

    ranked = run_hybrid(collection)

    # b is second by meaning and second by words: fused, it leads; c is found by words alone.
    assert [doc_id for doc_id, _ in ranked] == ["b", "a", "d"]
    assert ranked[0][1] == round(0.7 / 62 + 0.3 / 62, 6)
    stages = [next(iter(pipeline[0])) for pipeline in collection.pipelines]
    assert stages == ["$rankFusion", "$vectorSearch", "$search"]


def test_the_fallback_is_remembered(rank_fusion_unknown: None) -> None:
    collection = FakeCollection()
    run_hybrid(collection)
    collection.pipelines.clear()

    run_hybrid(collection)

    assert [next(iter(pipeline[0])) for pipeline in collection.pipelines] == [
        "$vectorSearch",
        "$search",
    ]


def test_other_server_errors_are_not_swallowed(rank_fusion_unknown: None) -> None:
    collection = FakeCollection()
    error = OperationFailure("index not found", code=291, details={"errmsg": "index not found"})

    def failing(pipeline: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
        raise error

    collection.aggregate = failing  # type: ignore[method-assign]
    with pytest.raises(OperationFailure, match="index not found"):
        run_hybrid(collection)


def test_hybrid_hits_say_which_query_words_they_contain(rank_fusion_unknown: None) -> None:
    page = hybrid_page(FakeCollection(), "ribeira loft")

    assert {hit.listing["_id"]: list(hit.matched_terms) for hit in page.hits} == {
        "b": ["ribeira", "loft"],
        "a": [],
        "d": [],
    }


# --- the browse pipeline on a real server --------------------------------------------------------


@pytest.mark.parametrize("sort", ["relevance", "price_asc", "price_desc", "rating"])
@pytest.mark.parametrize(
    "filters",
    [
        SearchFilters(),
        SearchFilters(location="Porto"),
        SearchFilters(country="United States"),
        SearchFilters(near="Copacabana Beach"),
        SearchFilters(near="Ribeira", within_km=3, max_price=150),
        SearchFilters(bbox=(151.2, -33.95, 151.3, -33.85)),
    ],
)
def test_browse_pipeline_orders_like_the_local_backend(
    seeded: str, sort: SortOrder, filters: SearchFilters
) -> None:
    catalog = ListingCatalog.from_database("embedding_e5_small", 384)
    local = local_backend.search(
        catalog, "", None, filters, mode="hybrid", sort=sort, limit=40, offset=5
    )

    with pymongo.timeout(SLOW_DATABASE_CHORE_S):
        documents = list(listings().aggregate(browse_pipeline(filters, sort, limit=40, offset=5)))

    assert [doc["_id"] for doc in documents] == [hit.listing["_id"] for hit in local.hits]


# --- near a place --------------------------------------------------------------------------------

NEAR_BONDI = SearchFilters(near="Bondi Beach", max_price=150)
BONDI_CIRCLE = {
    "address.location": {
        "$geoWithin": {"$centerSphere": [[151.2767, -33.8915], 1.2 / EARTH_RADIUS_KM]}
    }
}


def test_vector_search_cannot_prefilter_geometry_so_it_over_fetches_then_matches() -> None:
    # $vectorSearch's filter takes only $eq, $ne, $gt(e), $lt(e), $in, $nin, $exists, $not,
    # $nor, $and and $or: the place is a $match after it.
    pipeline = vector_search_pipeline("embedding_e5_small", VECTOR, NEAR_BONDI, limit=12)

    vector_search, match, limit, _ = pipeline
    assert vector_search["$vectorSearch"]["filter"] == {"price": {"$lte": 150}}
    assert vector_search["$vectorSearch"]["limit"] == 12 * atlas_backend.GEO_OVERFETCH
    assert match == {"$match": BONDI_CIRCLE}
    assert limit == {"$limit": 12}


def test_the_text_side_filters_with_geo_within_a_circle_in_metres() -> None:
    [stage, *_] = text_search_pipeline("quiet", NEAR_BONDI, limit=12)

    assert stage["$search"]["compound"]["filter"] == [
        {"range": {"path": "price", "lte": 150}},
        {
            "geoWithin": {
                "path": "address.location",
                "circle": {
                    "center": {"type": "Point", "coordinates": [151.2767, -33.8915]},
                    "radius": 1200.0,
                },
            }
        },
    ]


def test_a_box_is_geo_within_a_box_of_geojson_corners() -> None:
    box = SearchFilters(bbox=(151.2, -33.95, 151.3, -33.85))

    assert search_filter_clauses(box) == [
        {
            "geoWithin": {
                "path": "address.location",
                "box": {
                    "bottomLeft": {"type": "Point", "coordinates": [151.2, -33.95]},
                    "topRight": {"type": "Point", "coordinates": [151.3, -33.85]},
                },
            }
        }
    ]
    assert box.to_mongo_filter() == {
        "address.location": {"$geoWithin": {"$box": [[151.2, -33.95], [151.3, -33.85]]}}
    }


def test_a_search_without_text_near_a_place_starts_with_geo_near() -> None:
    first, *rest = browse_pipeline(NEAR_BONDI, "relevance", limit=12)

    assert first == {
        "$geoNear": {
            "near": {"type": "Point", "coordinates": [151.2767, -33.8915]},
            "key": "address.location",
            "distanceField": "distance_km",
            "distanceMultiplier": EARTH_RADIUS_KM / 6_378_100,
            "spherical": True,
            "query": {"$and": [{"price": {"$lte": 150}}, BONDI_CIRCLE]},
        }
    }
    assert [next(iter(stage)) for stage in rest] == [
        "$addFields",
        "$addFields",
        "$sort",
        "$skip",
        "$limit",
        "$project",
    ]


def test_rank_fusion_matches_the_place_inside_its_vector_pipeline() -> None:
    [fusion, *_] = rank_fusion_pipeline("embedding_e5_small", VECTOR, "quiet", NEAR_BONDI, limit=12)

    pipelines = fusion["$rankFusion"]["input"]["pipelines"]
    assert [next(iter(stage)) for stage in pipelines["vector"]] == [
        "$vectorSearch",
        "$match",
        "$limit",
    ]
    assert "geoWithin" in pipelines["text"][0]["$search"]["compound"]["filter"][-1]


def test_the_text_index_maps_the_location_as_geo() -> None:
    address = seeding.TEXT_INDEX_DEFINITION["mappings"]["fields"]["address"]["fields"]

    assert address["location"] == {"type": "geo"}
