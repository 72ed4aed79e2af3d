"""`conversation_pages`: a long conversation's older messages, a page at a time (bucket pattern).

A conversation document keeps only its latest messages, because every write to it (three per chat
turn) costs the embedded server CPU in proportion to the document's BSON elements, and each
message with its metadata is dozens of them: on a 200-message document a ``$set`` of the turn
lease took 10.7 ms of the server's CPU, on a 20-message one 2.2 ms. So once a turn's message
makes the document hold more than ``HOT_MESSAGES_MAX``, the turn moves the oldest
``PAGE_MESSAGES`` into a page: ``{_id, visitor_id, conversation_id, first, messages}``, where
``first`` numbers the page's first message among all the conversation's messages (0 is its very
first). The document's ``archived`` is the number of its own first message: pages hold the
messages before it.

Moving a page costs three round trips (read the document, insert the page, trim the document),
on one turn in ten with the sizes below; a fourth drops the pages past the retention. It runs
while the turn holds the conversation (its lease), so two turns never move one page, and it
survives a crash between its writes: the page goes in first, under an id made of the conversation
and ``first`` (a retry finds it there), then the document is trimmed only if nothing changed since
it was read. Readers skip a page whose messages reach past ``archived`` (no trim followed its
insert); the next attempt takes it up. A page whose conversation was erased meanwhile is deleted
by the turn that wrote it, since the erasure deletes conversations first and pages second.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from pymongo import ASCENDING
from pymongo.asynchronous.collection import AsyncCollection
from pymongo.errors import DuplicateKeyError, PyMongoError

from infra.mongo import Document
from memory.indexes import CONVERSATION_PAGES, CONVERSATIONS, async_collection, collection

logger = logging.getLogger(__name__)

# The conversation document holds 21 to 40 messages (the last 10 to 20 turns): about what a
# 20-message document costs the server per write, whatever the conversation's length. A page of
# 20 messages moves every 10 turns, and the 400 messages a conversation keeps at most fit in 19
# pages, which one indexed read returns.
HOT_MESSAGES_MAX = 40
PAGE_MESSAGES = 20


def needs_archiving(message_count: int, archived: int) -> bool:
    """Whether a document with these counts holds more messages than it should keep."""
    pages_kept = settings.CONVERSATION_MAX_MESSAGES > HOT_MESSAGES_MAX
    return pages_kept and message_count - archived > HOT_MESSAGES_MAX


async def archive_old_messages_async(visitor_id: str, conversation_id: str) -> None:
    """Move the conversation's oldest messages into a page, and drop pages past the retention.

    The caller holds the conversation (its turn lease). A failure is logged, never raised: the
    turn goes on, and its next turn tries again.
    """
    try:
        await _archive_oldest_pages(visitor_id, conversation_id)
    except PyMongoError as error:
        logger.warning("Could not move a conversation's oldest messages to a page: %s", error)


async def _archive_oldest_pages(visitor_id: str, conversation_id: str) -> None:
    owner = {"_id": conversation_id, "visitor_id": visitor_id}
    conversations = await async_collection(CONVERSATIONS)
    document = await conversations.find_one(
        owner, {"messages": 1, "message_count": 1, "archived": 1}
    )
    if document is None:
        return
    messages: list[Document] = document.get("messages") or []
    # Counted from the end: right even when the document's cap dropped messages unarchived.
    first = document["message_count"] - len(messages)
    pages = await async_collection(CONVERSATION_PAGES)
    moved = 0
    # One page a time normally; more for a document that grew while moving failed.
    while len(messages) - moved > HOT_MESSAGES_MAX:
        page = messages[moved : moved + PAGE_MESSAGES]
        stored = await _store_page(pages, visitor_id, conversation_id, first + moved, page)
        if not stored:
            return
        moved += stored
    if not moved:
        return
    unchanged = {
        **owner,
        "message_count": document["message_count"],
        # None also matches a conversation stored before pages existed, which has no `archived`.
        "archived": document.get("archived"),
    }
    trim = {
        "$push": {"messages": {"$each": [], "$slice": moved - len(messages)}},
        "$set": {"archived": first + moved},
    }
    its_pages = {"visitor_id": visitor_id, "conversation_id": conversation_id}
    if not (await conversations.update_one(unchanged, trim)).matched_count:
        if await conversations.find_one(owner, {"_id": 1}) is None:
            await pages.delete_many(its_pages)
        return
    oldest_kept = first + moved - _pages_capacity()
    if oldest_kept > 0:
        await pages.delete_many({**its_pages, "first": {"$lt": oldest_kept}})


async def _store_page(
    pages: AsyncCollection[Document],
    visitor_id: str,
    conversation_id: str,
    first: int,
    messages: list[Document],
) -> int:
    """Insert a page, or find it inserted by an earlier attempt; how many messages it holds (0
    when it vanished meanwhile)."""
    page_id = f"{conversation_id}-{first}"
    try:
        await pages.insert_one(
            {
                "_id": page_id,
                "visitor_id": visitor_id,
                "conversation_id": conversation_id,
                "first": first,
                "messages": messages,
            }
        )
        return len(messages)
    except DuplicateKeyError:
        earlier = await pages.find_one({"_id": page_id, "visitor_id": visitor_id})
        return len(earlier["messages"]) if earlier else 0


def archived_messages(visitor_id: str, conversation_id: str, archived: int) -> list[Document]:
    """The messages in the conversation's pages that come before message number ``archived``,
    oldest first."""
    if archived <= 0:
        return []
    found = (
        collection(CONVERSATION_PAGES)
        .find({"visitor_id": visitor_id, "conversation_id": conversation_id})
        .sort("first", ASCENDING)
    )
    messages: list[Document] = []
    end = 0
    for page in found:
        page_messages: list[Any] = page.get("messages") or []
        last = page["first"] + len(page_messages)
        # Pages not yet followed by their trim, or overlapping one already read, are skipped.
        if page["first"] >= end and last <= archived:
            messages += page_messages
            end = last
    return messages


def delete_pages(visitor_id: str) -> int:
    """Delete the pages of every conversation of the visitor; returns how many there were."""
    return collection(CONVERSATION_PAGES).delete_many({"visitor_id": visitor_id}).deleted_count


def _pages_capacity() -> int:
    """How many messages the pages keep at most: with the document at its fullest (one message
    past ``HOT_MESSAGES_MAX``, before its page moves), at most CONVERSATION_MAX_MESSAGES in all."""
    return settings.CONVERSATION_MAX_MESSAGES - HOT_MESSAGES_MAX - 1
