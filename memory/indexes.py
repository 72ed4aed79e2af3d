"""The memory app's collections and the indexes behind each way they are read.

Indexes are created lazily, once per process and database, the first time a collection is used:
importing the app never touches the database, and a fresh database (a new Atlas cluster, a test)
gets its indexes without a separate setup step. After an outage or a restart of the database they
are ensured again on the next use: a crash can lose indexes created just before it (and with them
the unique constraints), and a restarted server may be an empty one.
"""

from __future__ import annotations

import asyncio
import threading

from django.conf import settings
from pymongo import ASCENDING, DESCENDING, IndexModel
from pymongo.asynchronous.collection import AsyncCollection
from pymongo.collection import Collection

from infra.mongo import Document, connection, get_async_database, get_database, on_reconnect

# Visitors are only ever read by `_id`, which MongoDB indexes already.
VISITORS = "visitors"
CONVERSATIONS = "conversations"
# A long conversation's older messages, a page per document (see memory/conversation_pages.py).
CONVERSATION_PAGES = "conversation_pages"
ACTIVITY = "activity"
SAVED_RENTALS = "saved_rentals"
MEMORIES = "memories"
# One document per visitor whose memories changed: read by `_id` only.
MEMORY_STATE = "memory_state"
# One tombstone per visitor who deleted their data: read by `_id` only.
ERASED_VISITORS = "erased_visitors"

ACTIVITY_TTL_INDEX = "activity_expiry"

_INDEXES: dict[str, list[IndexModel]] = {
    # A visitor's conversations, most recently updated first.
    CONVERSATIONS: [
        IndexModel([("visitor_id", ASCENDING), ("updated_at", DESCENDING)], name="visitor_updated"),
    ],
    # A conversation's pages in order, and retention's oldest ones; a visitor's, for erasure.
    CONVERSATION_PAGES: [
        IndexModel(
            [("visitor_id", ASCENDING), ("conversation_id", ASCENDING), ("first", ASCENDING)],
            name="visitor_conversation_first",
        ),
    ],
    # A visitor's recent activity; the TTL index is created separately (its expiry is a setting).
    ACTIVITY: [
        IndexModel([("visitor_id", ASCENDING), ("created_at", DESCENDING)], name="visitor_created"),
    ],
    SAVED_RENTALS: [
        # One entry per visitor and rental; also serves "is it saved?" and the saved-ids set.
        IndexModel(
            [("visitor_id", ASCENDING), ("rental_id", ASCENDING)],
            name="visitor_rental",
            unique=True,
        ),
        # The saved page, newest first.
        IndexModel([("visitor_id", ASCENDING), ("saved_at", DESCENDING)], name="visitor_saved"),
    ],
    MEMORIES: [
        # The memory panel and recall's load of a visitor's memories (a prefix of this index).
        IndexModel([("visitor_id", ASCENDING), ("kind", ASCENDING)], name="visitor_kind"),
        # The active memory of a key: merging what is said again, key match in recall.
        IndexModel(
            [("visitor_id", ASCENDING), ("key", ASCENDING), ("active", ASCENDING)],
            name="visitor_key_active",
        ),
        # At most one active value of a single-valued key (a budget) per visitor, also when two
        # requests remember one at the same moment (memories.remember sets `single_valued`).
        IndexModel(
            [("visitor_id", ASCENDING), ("key", ASCENDING)],
            name="visitor_single_value",
            unique=True,
            partialFilterExpression={"active": True, "single_valued": True},
        ),
        # Retention: MongoDB deletes a memory once its `expire_at` has passed; none means kept.
        IndexModel([("expire_at", ASCENDING)], name="memory_expiry", expireAfterSeconds=0),
    ],
}

_lock = threading.Lock()
# (server URI, database name) pairs whose indexes this process has already ensured.
_databases_ready: set[tuple[str, str]] = set()
on_reconnect(_databases_ready.clear)


def collection(name: str) -> Collection[Document]:
    ensure_indexes()
    return get_database()[name]


async def async_collection(name: str) -> AsyncCollection[Document]:
    await ensure_indexes_async()
    return get_async_database()[name]


def expected_indexes() -> dict[str, list[str]]:
    """The names of the indexes each memory collection should have (for `manage.py doctor`)."""
    expected = {
        name: [str(model.document["name"]) for model in models] for name, models in _INDEXES.items()
    }
    expected[ACTIVITY].append(ACTIVITY_TTL_INDEX)
    return expected


def ensure_indexes() -> None:
    """Create the memory indexes in the configured database, once per process."""
    database_key = _database_key()
    if database_key in _databases_ready:
        return
    with _lock:
        if database_key in _databases_ready:
            return
        database = get_database()
        for name, indexes in _INDEXES.items():
            database[name].create_indexes(indexes)
        _ensure_activity_expiry(database[ACTIVITY])
        _databases_ready.add(database_key)


async def ensure_indexes_async() -> None:
    if _database_key() not in _databases_ready:
        await asyncio.to_thread(ensure_indexes)


def activity_retention_seconds() -> int:
    return settings.ACTIVITY_RETENTION_DAYS * 24 * 60 * 60


def _database_key() -> tuple[str, str]:
    return (connection().uri, settings.MONGODB_DB)


def _ensure_activity_expiry(activity: Collection[Document]) -> None:
    """The TTL index on `created_at`, adjusted in place when the retention setting changed."""
    seconds = activity_retention_seconds()
    existing = activity.index_information().get(ACTIVITY_TTL_INDEX)
    if existing is None:
        activity.create_index(
            [("created_at", ASCENDING)], name=ACTIVITY_TTL_INDEX, expireAfterSeconds=seconds
        )
    elif existing.get("expireAfterSeconds") != seconds:
        # Recreating the index would conflict with the existing one; collMod changes it in place.
        activity.database.command(
            "collMod",
            activity.name,
            index={"name": ACTIVITY_TTL_INDEX, "expireAfterSeconds": seconds},
        )
