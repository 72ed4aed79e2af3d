"""The `activity` collection: what a visitor did (searched, viewed, saved, unsaved, chatted).

Events expire after ``ACTIVITY_RETENTION_DAYS`` through a TTL index on `created_at`; the
per-visitor totals live on the visitor document (``counters.search`` and so on) and are kept.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, get_args

from pymongo import DESCENDING, InsertOne, UpdateOne
from pymongo.errors import InvalidOperation

from infra.client_bulk import write_in_order
from infra.mongo import Document, get_async_database
from memory.indexes import ACTIVITY, VISITORS, collection, ensure_indexes_async
from memory.tombstones import refuse_if_erased, refuse_if_erased_async
from memory.visitors import counters_update, increment_counters

ActivityKind = Literal["search", "view", "save", "unsave", "chat"]
ACTIVITY_KINDS: tuple[str, ...] = get_args(ActivityKind)
RECENT_MAX = 200


@dataclass(frozen=True)
class Activity:
    kind: ActivityKind
    created_at: datetime
    details: dict[str, Any] = field(default_factory=dict)


def log_activity(
    visitor_id: str, kind: ActivityKind, details: Mapping[str, Any] | None = None
) -> None:
    """Record an event (e.g. ``log_activity(id, "view", {"rental_id": "10006546"})``)."""
    refuse_if_erased(visitor_id)
    collection(ACTIVITY).insert_one(_event(visitor_id, kind, details))
    increment_counters(visitor_id, **{kind: 1})


async def log_activities_async(
    visitor_id: str, events: Sequence[tuple[ActivityKind, Mapping[str, Any] | None]]
) -> None:
    """Record several events at once (a chat turn's), in order, with the visitor's counters.

    One round trip on MongoDB 8.0 and later (a client ``bulkWrite`` spans both collections); an
    insert and an update on older servers.
    """
    if not events:
        return
    documents = [_event(visitor_id, kind, details) for kind, details in events]
    # MongoDB keeps milliseconds: a millisecond apart, the events sort in the order they happened.
    for earlier, later in itertools.pairwise(documents):
        later["created_at"] = max(
            later["created_at"], earlier["created_at"] + timedelta(milliseconds=1)
        )
    counts: Counter[str] = Counter(kind for kind, _ in events)
    await refuse_if_erased_async(visitor_id)
    await ensure_indexes_async()
    database = get_async_database()
    writes: list[Any] = [
        InsertOne(document, namespace=f"{database.name}.{ACTIVITY}") for document in documents
    ]
    writes.append(
        UpdateOne(
            {"_id": visitor_id},
            counters_update(dict(counts)),
            upsert=True,
            namespace=f"{database.name}.{VISITORS}",
        )
    )
    try:
        await write_in_order(database.client, writes)
    except InvalidOperation:  # the server predates client bulkWrite (MongoDB 8.0)
        await database[ACTIVITY].insert_many(documents)
        await database[VISITORS].update_one(
            {"_id": visitor_id}, counters_update(dict(counts)), upsert=True
        )


def recent_activity(visitor_id: str, limit: int = 50) -> list[Activity]:
    """The visitor's latest events, newest first."""
    documents = (
        collection(ACTIVITY)
        .find({"visitor_id": visitor_id})
        .sort("created_at", DESCENDING)
        .limit(max(1, min(limit, RECENT_MAX)))
    )
    return [
        Activity(kind=doc["kind"], created_at=doc["created_at"], details=doc.get("details", {}))
        for doc in documents
    ]


def delete_activity(visitor_id: str) -> int:
    """Delete the visitor's events; returns how many there were."""
    return collection(ACTIVITY).delete_many({"visitor_id": visitor_id}).deleted_count


def _event(visitor_id: str, kind: str, details: Mapping[str, Any] | None) -> Document:
    if kind not in ACTIVITY_KINDS:
        raise ValueError(f"activity kind must be one of {ACTIVITY_KINDS}, not {kind!r}")
    return {
        "visitor_id": visitor_id,
        "kind": kind,
        "details": dict(details or {}),
        "created_at": datetime.now(UTC),
    }
