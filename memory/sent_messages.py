"""Which of some known messages a visitor has sent, in any of their recent conversations.

A demo booth's tour ticks the steps its visitor has taken; one step starts a new conversation, so
the answer spans the visitor's conversations, not the open one. It looks at the
``RECENT_CONVERSATIONS`` the visitor updated last (a booth visitor has a handful) and only at the
messages each document still holds, which is where a tour's few turns are.
"""

from __future__ import annotations

from collections.abc import Collection

from pymongo import DESCENDING

from memory.indexes import CONVERSATIONS, collection

RECENT_CONVERSATIONS = 20


def sent_messages(visitor_id: str, candidates: Collection[str]) -> set[str]:
    """The ``candidates`` the visitor sent word for word in their recent conversations."""
    wanted = set(candidates)
    if not wanted:
        return set()
    documents = (
        collection(CONVERSATIONS)
        .find(
            {"visitor_id": visitor_id, "messages.content": {"$in": sorted(wanted)}},
            {"messages.role": 1, "messages.content": 1},
        )
        .sort("updated_at", DESCENDING)
        .limit(RECENT_CONVERSATIONS)
    )
    return {
        message.get("content")
        for document in documents
        for message in document.get("messages", [])
        if message.get("role") == "user" and message.get("content") in wanted
    }
