"""The ids of a visitor's latest conversations, kept on their visitor document.

Finding a visitor's latest conversations with a sort on the `visitor_updated` index reads every
one of them on the embedded server, which matches the visitor through the index but sorts what it
found: a visitor with 600 conversations made each new one slower than the last. So the visitor
document keeps ``recent_conversations``: the ids of the ``RECENT_MAX`` conversations the visitor
last took a turn in, the latest last, and readers fetch those conversations by `_id` alone (a
point lookup on every server), whatever the visitor's number of conversations.

A turn notes its conversation with one update of the visitor document, sent in one command with
the write that stores the visitor's message (an update pipeline: the id is taken out of the list,
added at its end and the list cut to ``RECENT_MAX``), so two turns at once each leave their own
id. The same update counts the notes in ``recent_version``.

A visitor document without the list (stored before it existed, or a new visitor's) is listed from
the conversations themselves once, and the list stored then (``store_recent_ids``) only if no
turn noted a conversation since the version was read: a turn that noted one meanwhile would have
been left out. Erasure deletes the visitor document with its list; a listed conversation that no
longer exists makes its reader rebuild the list the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from pymongo import UpdateOne

from memory.indexes import VISITORS, async_collection, collection

# As many as a listing returns at most (`memory.conversations.LIST_MAX`).
RECENT_MAX = 100
_IDS = "recent_conversations"
_VERSION = "recent_version"


@dataclass(frozen=True)
class RecentIds:
    """What a visitor document says about its latest conversations."""

    ids: list[str] | None  # latest last; None when the document keeps no list yet
    version: int | None  # how many conversations were noted; None before the first


async def note_conversation_async(visitor_id: str, conversation_id: str) -> None:
    """Put the conversation at the end of the visitor's latest ones (a turn just began in it)."""
    visitors = await async_collection(VISITORS)
    await visitors.update_one({"_id": visitor_id}, _noted(conversation_id))


def note_conversation_write(visitor_id: str, conversation_id: str, database_name: str) -> UpdateOne:
    """``note_conversation_async`` as a client bulk write, to send with the turn's own."""
    return UpdateOne(
        {"_id": visitor_id}, _noted(conversation_id), namespace=f"{database_name}.{VISITORS}"
    )


def recent_ids(visitor_id: str) -> RecentIds:
    document = collection(VISITORS).find_one({"_id": visitor_id}, {_IDS: 1, _VERSION: 1}) or {}
    ids = document.get(_IDS)
    return RecentIds(
        [str(item) for item in ids] if isinstance(ids, list) else None, document.get(_VERSION)
    )


def store_recent_ids(visitor_id: str, ids: list[str], read: RecentIds) -> bool:
    """Store ``ids`` (latest last) as the visitor's list, unless a turn noted a conversation since
    ``read``; never creates a visitor document (an erased visitor stays erased)."""
    unchanged = {"_id": visitor_id, _VERSION: read.version}
    stored = collection(VISITORS).update_one(unchanged, {"$set": {_IDS: ids[-RECENT_MAX:]}})
    return stored.matched_count == 1


def _noted(conversation_id: str) -> list[dict[str, object]]:
    listed = f"${_IDS}"
    this = {"$literal": conversation_id}
    others = {"$filter": {"input": listed, "cond": {"$ne": ["$$this", this]}}}
    return [
        {
            "$set": {
                # No list yet: none is started here, it would lack the earlier conversations.
                _IDS: {
                    "$cond": [
                        {"$isArray": listed},
                        {"$slice": [{"$concatArrays": [others, [this]]}, -RECENT_MAX]},
                        "$$REMOVE",
                    ]
                },
                _VERSION: {"$add": [{"$ifNull": [f"${_VERSION}", 0]}, 1]},
            }
        }
    ]
