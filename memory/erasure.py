"""“Delete my data”: everything the app keeps about a visitor, removed for good.

Memories with their history, conversations with their pages and the agent's short-term window of
each, saved rentals, the activity log and the visitor document itself. The caller then gives the
browser a fresh identity (``memory.identity.start_new_visitor``), so nothing links it to the old
one.

The id is tombstoned before anything is deleted, so nothing can be stored under it afterwards
(see memory/tombstones.py); a chat turn still running sweeps what it wrote (`sweep_if_erased`).
"""

from __future__ import annotations

import asyncio
from dataclasses import asdict, dataclass

from memory.activity import delete_activity
from memory.conversations import delete_conversations
from memory.indexes import (
    ACTIVITY,
    CONVERSATION_PAGES,
    CONVERSATIONS,
    MEMORIES,
    SAVED_RENTALS,
    VISITORS,
    collection,
)
from memory.memories import count_memories, delete_memory_state, forget_all
from memory.saved import delete_saved
from memory.tombstones import is_erased_async, mark_erased

# Every collection that holds a visitor's data by `visitor_id` (the visitor document by `_id`).
_VISITOR_COLLECTIONS = (CONVERSATIONS, CONVERSATION_PAGES, MEMORIES, SAVED_RENTALS, ACTIVITY)


@dataclass(frozen=True)
class VisitorData:
    """How much is stored about a visitor, per kind."""

    memories: int
    conversations: int
    saved_rentals: int
    activity: int

    def to_dict(self) -> dict[str, int]:
        return asdict(self)

    def __add__(self, other: VisitorData) -> VisitorData:
        return VisitorData(
            memories=self.memories + other.memories,
            conversations=self.conversations + other.conversations,
            saved_rentals=self.saved_rentals + other.saved_rentals,
            activity=self.activity + other.activity,
        )


def stored_data(visitor_id: str) -> VisitorData:
    """What "delete my data" would remove, for its confirmation."""
    mine = {"visitor_id": visitor_id}
    return VisitorData(
        memories=count_memories(visitor_id),
        conversations=collection(CONVERSATIONS).count_documents(mine),
        saved_rentals=collection(SAVED_RENTALS).count_documents(mine),
        activity=collection(ACTIVITY).count_documents(mine),
    )


def erase_visitor(visitor_id: str) -> VisitorData:
    """Delete everything stored about the visitor, for good; returns what was deleted."""
    mark_erased(visitor_id)
    return _delete_visitor_data(visitor_id)


async def sweep_if_erased(visitor_id: str) -> bool:
    """For a chat turn's end: if the visitor erased their data meanwhile, delete what the turn
    wrote too; True when it did.

    A turn needs this only when its reply no longer found the conversation: the erasure deletes
    conversations first, so a reply stored into one came before every other deletion. (A turn
    that creates its conversation checks the tombstone after creating it, see
    `memory.conversations.begin_turn_async`.)
    """
    if not await is_erased_async(visitor_id):
        return False
    await asyncio.to_thread(_delete_visitor_data, visitor_id)
    return True


def _delete_visitor_data(visitor_id: str) -> VisitorData:
    # Conversations go first: a running turn stores its reply last, into its conversation, so a
    # turn whose reply still found the conversation wrote everything else before this deletion,
    # and the deletions below remove it (see `chat.service`).
    conversations = delete_conversations(visitor_id)
    erased = VisitorData(
        memories=forget_all(visitor_id),
        conversations=conversations,
        saved_rentals=delete_saved(visitor_id),
        activity=delete_activity(visitor_id),
    )
    delete_memory_state(visitor_id)
    collection(VISITORS).delete_one({"_id": visitor_id})
    return erased


def erase_everyone() -> VisitorData:
    """A demo booth's "reset everything": every visitor's data erased, each as by "delete my
    data" (tombstone first), so a turn still running for any of them stores nothing. Listings
    are not visitor data and stay. Returns the totals deleted."""
    totals = VisitorData(memories=0, conversations=0, saved_rentals=0, activity=0)
    for visitor_id in sorted(_known_visitor_ids()):
        totals += erase_visitor(visitor_id)
    return totals


def _known_visitor_ids() -> set[str]:
    ids = {str(visitor_id) for visitor_id in collection(VISITORS).distinct("_id")}
    for name in _VISITOR_COLLECTIONS:
        ids.update(str(visitor_id) for visitor_id in collection(name).distinct("visitor_id"))
    return ids
