"""The `memories` collection against a real server: writing, merging, superseding with history,
correcting and forgetting, always within one visitor."""

from __future__ import annotations

import numpy as np
import pytest

from infra.mongo import get_database
from memory.memories import (
    InvalidMemory,
    MemoryCandidate,
    MemoryNotFound,
    MemorySource,
    corrected_at,
    edit_memory,
    export_memories,
    forget_all,
    forget_memory,
    get_memory,
    list_memories,
    remember,
    revision,
    stored_memories,
    validate_candidate,
)
from rentals.embedding import configured_embedder
from tests.memory_helpers import ALICE, BOB

pytestmark = pytest.mark.usefixtures("empty_database")

DOG = MemoryCandidate("pets", "fact", "Travels with a dog.", 8)
BUDGET_150 = MemoryCandidate("budget", "preference", "Budget is about 150 per night.", 6)
BUDGET_200 = MemoryCandidate("budget", "preference", "Budget is about 200 per night.", 6)


def memories_in_database(visitor_id: str | None = None) -> int:
    query = {} if visitor_id is None else {"visitor_id": visitor_id}
    return get_database()["memories"].count_documents(query)


def test_a_memory_is_stored_with_everything_the_panel_and_recall_need() -> None:
    source = MemorySource("a" * 32, None, "agent")
    remembered = remember(ALICE, DOG, source=source)
    assert remembered.outcome == "created"

    document = get_database()["memories"].find_one({"_id": remembered.memory.id})
    assert document is not None
    assert {
        key: document[key] for key in ("visitor_id", "kind", "key", "content", "importance")
    } == {
        "visitor_id": ALICE,
        "kind": "fact",
        "key": "pets",
        "content": "Travels with a dog.",
        "importance": 8,
    }
    assert document["filters"] == {"amenities": ["Pets allowed"]}
    assert document["source"] == {
        "conversation_id": "a" * 32,
        "message_at": None,
        "origin": "agent",
    }
    assert document["recall_count"] == 0 and document["last_recalled"] is None
    assert document["created_at"] == document["updated_at"]
    assert document["active"] is True and document["superseded_by"] is None
    embedder = configured_embedder()
    assert document["embedding"]["model"] == embedder.model
    assert document["embedding"]["dimensions"] == embedder.dimensions
    [stored] = stored_memories(ALICE)
    assert stored.vector is not None
    assert np.allclose(stored.vector, embedder.embed_documents(["Travels with a dog."])[0])


def test_saying_the_same_thing_again_merges() -> None:
    first = remember(ALICE, BUDGET_150)
    again = remember(
        ALICE, MemoryCandidate("budget", "preference", "Budget is about 150 a night.", 7)
    )
    assert again.outcome == "merged"
    assert again.memory.id == first.memory.id
    assert again.memory.importance == 7
    assert memories_in_database(ALICE) == 1


def test_a_changed_preference_supersedes_the_old_one_and_keeps_it_as_history() -> None:
    old = remember(ALICE, BUDGET_150).memory
    new = remember(ALICE, BUDGET_200)
    assert new.outcome == "superseded"
    assert new.replaced is not None and new.replaced.id == old.id

    assert [m.content for m in list_memories(ALICE)] == ["Budget is about 200 per night."]
    history = list_memories(ALICE, include_history=True)
    assert [(m.content, m.active, m.superseded_by) for m in history] == [
        ("Budget is about 200 per night.", True, None),
        ("Budget is about 150 per night.", False, new.memory.id),
    ]


def test_keys_that_hold_several_values_add_up() -> None:
    remember(ALICE, MemoryCandidate("dislike", "preference", "Dislikes noisy places.", 4))
    remember(ALICE, MemoryCandidate("dislike", "preference", "Dislikes shared bathrooms.", 4))
    assert len(list_memories(ALICE)) == 2


def test_visitors_never_share_memories() -> None:
    alices = remember(ALICE, DOG).memory
    bobs = remember(BOB, DOG)
    assert bobs.outcome == "created"  # the same words, another visitor: not a duplicate
    assert get_memory(BOB, alices.id) is None
    assert forget_memory(BOB, alices.id) is None
    with pytest.raises(MemoryNotFound):
        edit_memory(BOB, alices.id, content="Hates dogs.")
    assert get_memory(ALICE, alices.id) == alices
    assert [m.id for m in list_memories(BOB)] == [bobs.memory.id]


def test_forgetting_deletes_the_memory_and_its_history() -> None:
    remember(ALICE, BUDGET_150)
    current = remember(ALICE, BUDGET_200).memory
    remember(ALICE, DOG)
    remember(BOB, DOG)
    assert memories_in_database(ALICE) == 3

    forgotten = forget_memory(ALICE, current.id)
    assert forgotten is not None and forgotten.id == current.id
    assert memories_in_database(ALICE) == 1
    assert [m.key for m in list_memories(ALICE, include_history=True)] == ["pets"]
    assert forget_memory(ALICE, current.id) is None

    assert forget_all(ALICE) == 1
    assert memories_in_database(ALICE) == 0
    assert memories_in_database(BOB) == 1


def test_a_correction_updates_the_words_the_vector_and_what_they_imply() -> None:
    memory = remember(ALICE, BUDGET_150).memory
    edited = edit_memory(
        ALICE, memory.id, content="Budget is about 90 EUR per night.", importance=9
    )
    assert (edited.content, edited.importance, edited.filters) == (
        "Budget is about 90 EUR per night.",
        9,
        {"max_price": 90},
    )
    assert edited.price_currency == "EUR"
    assert edited.updated_at > memory.updated_at
    [stored] = stored_memories(ALICE)
    expected = configured_embedder().embed_documents(["Budget is about 90 EUR per night."])[0]
    assert stored.vector is not None and np.allclose(stored.vector, expected)
    assert corrected_at(ALICE) is not None


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"content": "x"}, "3 to 280 characters"),
        ({"content": "Her password is hunter2."}, "never hold passwords"),
        ({"content": "Card 4111 1111 1111 1111."}, "payment data"),
        ({"importance": 11}, "importance must be 1 to 10"),
        ({"kind": "secret"}, "kind must be one of"),
    ],
)
def test_invalid_corrections_are_refused(arguments: dict, message: str) -> None:
    memory = remember(ALICE, DOG).memory
    with pytest.raises(InvalidMemory, match=message):
        edit_memory(ALICE, memory.id, **arguments)
    assert get_memory(ALICE, memory.id) == memory


def test_candidates_are_validated_and_their_importance_clamped() -> None:
    candidate = validate_candidate(" Travel Party ", "fact", "  Travels   as a party of 4. ", 42)
    assert candidate == MemoryCandidate("travel_party", "fact", "Travels as a party of 4.", 10)
    with pytest.raises(InvalidMemory, match="snake_case"):
        validate_candidate("!", "fact", "Travels with a dog.", 5)
    with pytest.raises(InvalidMemory, match="one-time codes"):
        validate_candidate("note", "fact", "Their one-time code is 123456.", 5)


def test_every_change_gives_a_new_revision() -> None:
    assert revision(ALICE) == ""
    seen = set()
    memory = remember(ALICE, DOG).memory
    seen.add(revision(ALICE))
    edit_memory(ALICE, memory.id, importance=9)
    seen.add(revision(ALICE))
    forget_memory(ALICE, memory.id)
    seen.add(revision(ALICE))
    assert len(seen) == 3 and "" not in seen
    assert revision(BOB) == ""


def test_the_export_holds_everything_but_the_vectors() -> None:
    remember(ALICE, BUDGET_150)
    remember(ALICE, BUDGET_200)
    exported = export_memories(ALICE)
    assert [entry["content"] for entry in exported] == [
        "Budget is about 200 per night.",
        "Budget is about 150 per night.",
    ]
    assert exported[0]["embedding_model"] == configured_embedder().model
    assert all("vector" not in str(entry) for entry in exported)
    assert isinstance(exported[0]["created_at"], str)
