"""The `visitors` collection: one document per visitor id, with first/last seen and counters.

A visitor is anonymous: the id is a random token from the signed cookie (`memory.identity`).
Documents are created by upsert the first time a visitor is seen or does something counted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from memory.indexes import VISITORS, async_collection, collection
from memory.tombstones import refuse_if_erased, refuse_if_erased_async


@dataclass(frozen=True)
class Visitor:
    id: str
    first_seen: datetime
    last_seen: datetime
    counters: dict[str, int] = field(default_factory=dict)


def touch_visitor(visitor_id: str) -> None:
    """Record that the visitor was seen now, creating their document on the first visit."""
    refuse_if_erased(visitor_id)
    collection(VISITORS).update_one({"_id": visitor_id}, _seen_now(), upsert=True)


async def touch_visitor_async(visitor_id: str) -> None:
    await refuse_if_erased_async(visitor_id)
    visitors = await async_collection(VISITORS)
    await visitors.update_one({"_id": visitor_id}, _seen_now(), upsert=True)


def increment_counters(visitor_id: str, **counts: int) -> None:
    """Add to the visitor's named counters, e.g. ``increment_counters(id, search=1)``."""
    if counts:
        refuse_if_erased(visitor_id)
        collection(VISITORS).update_one({"_id": visitor_id}, _incremented(counts), upsert=True)


def get_visitor(visitor_id: str) -> Visitor | None:
    document = collection(VISITORS).find_one({"_id": visitor_id})
    if document is None:
        return None
    return Visitor(
        id=document["_id"],
        first_seen=document["first_seen"],
        last_seen=document["last_seen"],
        counters=dict(document.get("counters", {})),
    )


def _seen_now() -> dict[str, Any]:
    now = datetime.now(UTC)
    return {"$setOnInsert": {"first_seen": now}, "$set": {"last_seen": now}}


def counters_update(counts: dict[str, int]) -> dict[str, Any]:
    """The update that adds ``counts`` to a visitor's counters (upsert it by `_id`)."""
    return _incremented(counts)


def _incremented(counts: dict[str, int]) -> dict[str, Any]:
    # Counting is something the visitor does, so it also refreshes `last_seen`.
    update = _seen_now()
    update["$inc"] = {f"counters.{name}": amount for name, amount in counts.items()}
    return update
