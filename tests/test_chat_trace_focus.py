"""Under the hood lists the operations that answered a turn first, named by the MongoDB operators
they use: the search, the memories that shaped it, the saved stays compared."""

from __future__ import annotations

from typing import Any

from chat.trace import TurnTrace
from chat.trace_focus import key_operations, notable_operators
from chat.trace_panel import trace_view

WRITE = {"collection": "conversations", "operation": "update_one", "filter": {"_id": "c1"}, "n": 1}
MEMORY_READ = {"collection": "memories", "operation": "find", "filter": {"active": True}, "n": 1}
NEAR_SEARCH = {
    "collection": "listings",
    "operation": "aggregate",
    "ran": "local",
    "n": 2,
    "pipeline": [
        {
            "$rankFusion": {
                "input": {
                    "pipelines": {
                        "vector": [
                            {"$vectorSearch": {"filter": {"price": {"$lte": 900}}}},
                            {"$match": {"address.location": {"$geoWithin": {}}}},
                        ],
                        "text": [{"$search": {"compound": {"filter": [{"geoWithin": {}}]}}}],
                    }
                }
            }
        },
        {"$project": {"name": 1}},
        {"$limit": 5},
    ],
}


def trace(*operations: dict[str, Any], memories: list[dict[str, Any]] | None = None) -> TurnTrace:
    understood: dict[str, Any] = {"memories": memories} if memories is not None else {}
    return TurnTrace(operations=list(operations), understood=understood, timings_ms={})


def test_a_search_names_its_operators_in_a_fixed_order() -> None:
    assert notable_operators(NEAR_SEARCH) == [
        "$rankFusion",
        "$vectorSearch",
        "$search",
        "$geoWithin",
    ]
    assert notable_operators(WRITE) == []


def test_the_search_comes_first_and_is_marked_the_rest_keep_their_order() -> None:
    view = trace_view(trace(WRITE, MEMORY_READ, NEAR_SEARCH, {**WRITE, "n": 0}))

    assert [operation.key for operation in view.operations] == [True, False, False, False]
    first = view.operations[0].summary
    assert first.startswith("listings · aggregate · $rankFusion · $vectorSearch · $search")
    assert "$geoWithin" in first
    assert [operation.summary.split(" · ")[0] for operation in view.operations[1:]] == [
        "conversations",
        "memories",
        "conversations",
    ]


def test_a_memory_read_counts_only_when_it_shaped_the_search() -> None:
    shaped = [{"content": "Travels with a dog.", "shaped_search": {"amenities": ["Pets allowed"]}}]
    unshaped = [{"content": "Travels with a dog.", "shaped_search": {}}]
    operations = [WRITE, MEMORY_READ, {**MEMORY_READ, "n": 0}, NEAR_SEARCH]

    assert key_operations(operations, {"memories": shaped}) == {1, 3}
    assert key_operations(operations, {"memories": unshaped}) == {3}


def test_a_comparison_shows_the_saved_stays_read_first() -> None:
    saved = {"collection": "saved_rentals", "operation": "find", "filter": {}, "n": 2}
    view = trace_view(trace(WRITE, saved))

    assert view.operations[0].key and view.operations[0].summary.startswith("saved_rentals · find")
