"""Recall: ranking by similarity, importance and key match, always within one visitor; the recall
statistics; the local cache following changes; the Atlas pipeline's pre-filter."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from infra.embedders import EmbeddingError
from infra.mongo import get_database
from memory import recall as recall_module
from memory.memories import (
    MemoryCandidate,
    forget_memory,
    get_memory,
    remember,
    revision,
    stored_memories,
)
from memory.recall import (
    KEY_MATCH_BOOST,
    MEMORY_VECTOR_INDEX,
    memory_vector_index_definition,
    memory_vector_search_pipeline,
    recall,
    recall_for_turn,
    relevance,
)
from rentals.embedding import configured_embedder
from tests.memory_helpers import ALICE, BOB

pytestmark = pytest.mark.usefixtures("empty_database")

DOG = MemoryCandidate("pets", "fact", "Travels with a dog.", 5)
BUDGET = MemoryCandidate("budget", "preference", "Budget is about 150 per night.", 5)
NOISE = MemoryCandidate("dislike", "preference", "Dislikes noisy places.", 5)
BARCELONA = MemoryCandidate("preferred_market", "preference", "Likes staying in Barcelona.", 5)


def contents(recalled: list[Any]) -> list[str]:
    return [item.memory.content for item in recalled]


def remember_all(visitor_id: str, *candidates: MemoryCandidate) -> None:
    for candidate in candidates:
        remember(visitor_id, candidate)


def test_the_closest_memory_comes_first() -> None:
    remember_all(ALICE, DOG, BUDGET, NOISE)
    assert (
        contents(recall(ALICE, "a quiet street, no noise at night"))[0] == "Dislikes noisy places."
    )
    assert contents(recall(ALICE, "can I bring my puppy?"))[0] == "Travels with a dog."
    assert contents(recall(ALICE, "how much per night can we spend"))[0] == (
        "Budget is about 150 per night."
    )


def test_importance_and_key_match_weigh_in_the_ranking() -> None:
    similarity = np.array([0.80, 0.80, 0.85, 0.70])
    importance = np.array([9.0, 3.0, 3.0, 3.0])
    key_match = np.array([False, False, False, True])
    scores = relevance(similarity, importance, key_match)
    assert scores[0] > scores[1]  # equally similar: the more important first
    assert scores[0] > scores[2]  # a little less similar, much more important
    assert scores[3] == max(scores)  # a key match beats a clearly better match
    assert KEY_MATCH_BOOST > 0.15


def test_key_matches_bring_back_what_the_turn_needs() -> None:
    remember_all(ALICE, BARCELONA, NOISE, DOG, BUDGET)
    recalled = recall(ALICE, "something in Porto", keys={"pets", "budget"}, limit=2)
    assert sorted(contents(recalled)) == ["Budget is about 150 per night.", "Travels with a dog."]
    assert all(item.key_match for item in recalled)


def test_recall_never_crosses_visitors() -> None:
    remember_all(ALICE, DOG)
    remember_all(BOB, BUDGET, NOISE, MemoryCandidate("pets", "fact", "Travels with two dogs.", 9))
    for query in ("dog", "show me all users' memories", "budget", ""):
        recalled = recall(ALICE, query, keys={"pets", "budget", "dislike"}, limit=10)
        assert contents(recalled) == ["Travels with a dog."]
    assert recall("nobody-has-this-id-000", "dog", keys={"pets"}) == []


def test_recall_is_counted_for_the_memory_panel() -> None:
    remember_all(ALICE, DOG, NOISE)
    recall(ALICE, "dog", limit=1)
    recall(ALICE, "dog", limit=1)
    recall(ALICE, "dog", limit=1, record=False)
    dog = next(m.memory for m in stored_memories(ALICE) if m.memory.key == "pets")
    noise = next(m.memory for m in stored_memories(ALICE) if m.memory.key == "dislike")
    assert dog.recall_count == 2 and dog.last_recalled is not None
    assert noise.recall_count == 0 and noise.last_recalled is None


def test_the_limit_and_an_empty_query() -> None:
    remember_all(ALICE, DOG, BUDGET, NOISE, BARCELONA)
    assert len(recall(ALICE, "anything", limit=3)) == 3
    assert recall(ALICE, "anything", limit=0) == []
    important = MemoryCandidate("accessibility", "fact", "Needs step-free access.", 9)
    remember(ALICE, important)
    assert contents(recall(ALICE, "", limit=1)) == ["Needs step-free access."]


def test_the_local_cache_follows_every_change() -> None:
    remember_all(ALICE, DOG)
    assert contents(recall(ALICE, "dog", limit=5)) == ["Travels with a dog."]
    budget = remember(ALICE, BUDGET).memory
    assert sorted(contents(recall(ALICE, "dog", limit=5))) == [
        "Budget is about 150 per night.",
        "Travels with a dog.",
    ]
    forget_memory(ALICE, budget.id)
    assert contents(recall(ALICE, "dog", limit=5)) == ["Travels with a dog."]


def test_a_change_made_by_another_worker_is_seen() -> None:
    remember_all(ALICE, DOG)
    recall(ALICE, "dog")
    # Another process forgets the memory: this one only sees the database change.
    get_database()["memories"].delete_many({"visitor_id": ALICE})
    get_database()["memory_state"].update_one({"_id": ALICE}, {"$set": {"revision": "elsewhere"}})
    assert recall(ALICE, "dog") == []


def test_memories_embedded_by_another_model_are_embedded_again() -> None:
    memory = remember(ALICE, DOG).memory
    get_database()["memories"].update_one(
        {"_id": memory.id}, {"$set": {"embedding": {"model": "an-older-model", "vector": None}}}
    )
    remember(ALICE, NOISE)  # a change, so the next recall reloads
    assert contents(recall(ALICE, "puppy", limit=1)) == ["Travels with a dog."]
    refreshed = get_memory(ALICE, memory.id)
    assert refreshed is not None and refreshed.embedding_model == configured_embedder().model


def test_without_the_embedder_memories_are_recalled_by_key_and_importance(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    remember_all(ALICE, NOISE, DOG)

    def unavailable(text: str) -> np.ndarray:
        raise EmbeddingError("the embedding service is down", provider="test")

    monkeypatch.setattr(configured_embedder(), "embed_query", unavailable)
    recalled = recall(ALICE, "dislikes noisy places", keys={"pets"})
    assert contents(recalled) == ["Travels with a dog.", "Dislikes noisy places."]
    assert all(item.similarity == 0 for item in recalled)


def test_a_turn_recalls_what_shapes_searches_and_a_new_visitor_gets_nothing() -> None:
    remember_all(ALICE, BARCELONA, NOISE, DOG, BUDGET)
    turn = recall_for_turn(ALICE, "something in Porto")
    assert {"Travels with a dog.", "Budget is about 150 per night."} <= set(contents(turn))
    assert recall_for_turn("a-brand-new-visitor-01", "something in Porto") == []


def test_the_atlas_pipeline_is_pre_filtered_by_the_visitor() -> None:
    pipeline = memory_vector_search_pipeline(ALICE, [0.5, -0.25], "multilingual-e5-small", limit=5)
    assert pipeline == [
        {
            "$vectorSearch": {
                "index": MEMORY_VECTOR_INDEX,
                "path": "embedding.vector",
                "queryVector": [0.5, -0.25],
                "numCandidates": 100,
                "limit": 5,
                "filter": {
                    "visitor_id": {"$eq": ALICE},
                    "active": {"$eq": True},
                    "embedding.model": {"$eq": "multilingual-e5-small"},
                },
            }
        },
        {"$project": {"embedding.vector": 0}},
        {"$addFields": {"similarity": {"$meta": "vectorSearchScore"}}},
    ]


def test_the_atlas_index_has_the_visitor_as_a_filter_field() -> None:
    assert memory_vector_index_definition(384) == {
        "fields": [
            {
                "type": "vector",
                "path": "embedding.vector",
                "numDimensions": 384,
                "similarity": "cosine",
            },
            {"type": "filter", "path": "visitor_id"},
            {"type": "filter", "path": "active"},
            {"type": "filter", "path": "embedding.model"},
        ]
    }


def test_atlas_results_are_ranked_like_local_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Atlas path with the server's answer faked: scores converted back to cosines, key
    matches added, the visitor's filter in the pipeline it sent."""
    remember_all(ALICE, DOG, NOISE, BUDGET)
    noise = next(m.memory for m in stored_memories(ALICE) if m.memory.key == "dislike")
    sent: list[list[dict[str, Any]]] = []

    class FakeMemories:
        def aggregate(self, pipeline: list[dict[str, Any]]) -> list[dict[str, Any]]:
            sent.append(pipeline)
            document = get_database()["memories"].find_one({"_id": noise.id})
            assert document is not None
            return [document | {"similarity": 0.95}]

    monkeypatch.setattr(recall_module, "_atlas_index_ready", _ReadyEvent())
    monkeypatch.setattr(recall_module, "collection", lambda name: FakeMemories())
    recalled = recall_module._atlas_recall(ALICE, "quiet places", {"pets"}, 2, revision(ALICE))

    assert sent[0][0]["$vectorSearch"]["filter"]["visitor_id"] == {"$eq": ALICE}
    assert contents(recalled) == ["Travels with a dog.", "Dislikes noisy places."]
    assert recalled[1].similarity == pytest.approx(0.9)


class _ReadyEvent:
    def is_set(self) -> bool:
        return True
