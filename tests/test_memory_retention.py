"""Retention: per-kind policies from settings, important memories kept, the booth setting, and the
TTL index that carries the dates out."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from infra.mongo import get_database
from memory.indexes import MEMORIES, collection
from memory.memories import MemoryCandidate, list_memories, remember
from memory.recall import recall
from memory.retention import describe_policy, expiry_for

pytestmark = pytest.mark.usefixtures("empty_database")

VISITOR = "retention-visitor-00001"
NOW = datetime(2025, 6, 1, 12, tzinfo=UTC)


def test_the_memories_collection_has_its_indexes_and_a_ttl_on_expire_at() -> None:
    indexes = collection(MEMORIES).index_information()
    assert indexes["memory_expiry"]["key"] == [("expire_at", 1)]
    assert indexes["memory_expiry"]["expireAfterSeconds"] == 0
    assert indexes["visitor_kind"]["key"] == [("visitor_id", 1), ("kind", 1)]
    assert indexes["visitor_key_active"]["key"] == [("visitor_id", 1), ("key", 1), ("active", 1)]


def test_default_policies_keep_preferences_and_facts_and_expire_trips() -> None:
    assert expiry_for("preference", 5, written_at=NOW, first_written_at=NOW) is None
    assert expiry_for("fact", 5, written_at=NOW, first_written_at=NOW) is None
    assert expiry_for("trip", 5, written_at=NOW, first_written_at=NOW) == NOW + timedelta(days=60)
    assert expiry_for("decision", 5, written_at=NOW, first_written_at=NOW) == NOW + timedelta(
        days=180
    )


def test_important_memories_never_expire(settings: Any) -> None:
    assert expiry_for("trip", 8, written_at=NOW, first_written_at=NOW) is None
    settings.MEMORY_KEEP_IMPORTANCE = 10
    assert expiry_for("trip", 9, written_at=NOW, first_written_at=NOW) is not None


def test_policies_come_from_settings(settings: Any) -> None:
    settings.MEMORY_RETENTION_DAYS = {"preference": 30, "fact": 0, "trip": 7, "decision": 0}
    assert expiry_for("preference", 5, written_at=NOW, first_written_at=NOW) == NOW + timedelta(
        days=30
    )
    assert expiry_for("trip", 5, written_at=NOW, first_written_at=NOW) == NOW + timedelta(days=7)
    assert expiry_for("decision", 5, written_at=NOW, first_written_at=NOW) is None


def test_the_booth_setting_expires_everything_hours_after_it_was_first_said(settings: Any) -> None:
    settings.MEMORY_BOOTH_HOURS = 4
    later = NOW + timedelta(hours=3)
    for kind, importance in (("preference", 5), ("fact", 10), ("trip", 9)):
        expiry = expiry_for(kind, importance, written_at=later, first_written_at=NOW)
        assert expiry == NOW + timedelta(hours=4)


def test_written_memories_carry_their_expiry(settings: Any) -> None:
    trip = remember(VISITOR, MemoryCandidate("trip", "trip", "Planning a trip to Porto.", 5)).memory
    dog = remember(VISITOR, MemoryCandidate("pets", "fact", "Travels with a dog.", 8)).memory
    assert trip.expire_at is not None
    assert trip.expire_at - trip.updated_at == timedelta(days=60)
    assert dog.expire_at is None

    settings.MEMORY_BOOTH_HOURS = 2
    budget = remember(
        VISITOR, MemoryCandidate("budget", "preference", "Budget is about 90 per night.", 6)
    ).memory
    assert budget.expire_at == budget.created_at + timedelta(hours=2)


def test_a_memory_past_its_date_is_neither_listed_nor_recalled() -> None:
    memory = remember(VISITOR, MemoryCandidate("pets", "fact", "Travels with a dog.", 8)).memory
    # The TTL monitor deletes expired documents about once a minute; until then they are ignored.
    get_database()["memories"].update_one(
        {"_id": memory.id}, {"$set": {"expire_at": datetime.now(UTC) - timedelta(seconds=1)}}
    )
    remember(VISITOR, MemoryCandidate("dislike", "preference", "Dislikes noise.", 4))
    assert [m.content for m in list_memories(VISITOR)] == ["Dislikes noise."]
    assert [r.memory.content for r in recall(VISITOR, "dog", keys={"pets"})] == ["Dislikes noise."]


def test_the_panel_explains_the_policy(settings: Any) -> None:
    assert describe_policy() == (
        "Preferences and facts are kept until you forget them; trip details for 60 days and "
        "decisions for 180 days after you last mentioned them, unless they matter a lot "
        "(importance 8 or more)."
    )
    settings.MEMORY_BOOTH_HOURS = 3
    assert "forgotten 3 h after you said it" in describe_policy()
