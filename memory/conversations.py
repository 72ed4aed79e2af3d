"""The `conversations` collection: one document per conversation, messages embedded.

Each message is appended with one atomic upsert: ``$setOnInsert`` creates the conversation on its
first message, ``$push`` adds the message, ``$inc`` counts it. The push keeps only the latest
``CONVERSATION_MAX_MESSAGES`` messages (``$slice``); ``message_count`` still counts every message
ever sent. Content is cut at ``MESSAGE_MAX_CHARS`` and each message is held to an equal share of
`DOCUMENT_BUDGET_BYTES`, so a document never nears MongoDB's 16 MB limit, whatever it contains.

Every query includes the visitor id: a conversation of another visitor behaves exactly like one
that does not exist.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, get_args

import bson
from django.conf import settings
from pymongo import DESCENDING, ReturnDocument
from pymongo.errors import DuplicateKeyError

from infra.mongo import Document
from memory.indexes import CONVERSATIONS, async_collection, collection
from memory.tombstones import refuse_if_erased, refuse_if_erased_async

Role = Literal["user", "assistant"]
ROLES: tuple[str, ...] = get_args(Role)

UNTITLED = "New conversation"
TITLE_MAX_CHARS = 60
TRUNCATION_MARK = "…"
LIST_MAX = 100

DOCUMENT_BUDGET_BYTES = 12 * 1024 * 1024
_MESSAGE_OVERHEAD_BYTES = 256  # field names, role and timestamp of one message

_CONVERSATION_ID = re.compile(r"[0-9a-f]{32}")


class ConversationNotFound(LookupError):
    """No conversation with this id belongs to this visitor (it may belong to another one)."""


@dataclass(frozen=True)
class Message:
    role: Role
    content: str
    at: datetime
    # {"tool_calls": [...], "search": {"query", "filters", "rental_ids", "total"}} when the agent
    # used tools; empty otherwise.
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ConversationSummary:
    id: str
    title: str
    created_at: datetime
    updated_at: datetime
    last_activity: datetime
    message_count: int


@dataclass(frozen=True)
class Conversation(ConversationSummary):
    messages: list[Message] = field(default_factory=list)


def new_conversation_id() -> str:
    return uuid.uuid4().hex


def is_conversation_id(value: object) -> bool:
    return isinstance(value, str) and bool(_CONVERSATION_ID.fullmatch(value))


def conversation_title(text: str) -> str:
    """A title from the visitor's first message: one line, cut at a word near 60 characters."""
    line = " ".join(text.split())
    if len(line) <= TITLE_MAX_CHARS:
        return line or UNTITLED
    cut = line[: TITLE_MAX_CHARS - 1]
    if " " in cut:
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip(" ,.;:-") + TRUNCATION_MARK


def append_message(
    visitor_id: str,
    conversation_id: str,
    role: Role,
    content: str,
    metadata: Mapping[str, Any] | None = None,
) -> Message:
    """Append a message to the visitor's conversation, creating it on its first message.

    Raises ConversationNotFound when the id is malformed or belongs to another visitor.
    """
    append = _Append.prepare(visitor_id, conversation_id, role, content, metadata)
    refuse_if_erased(visitor_id)
    conversations = collection(CONVERSATIONS)
    for attempt in range(_UPSERT_ATTEMPTS):
        try:
            before = conversations.find_one_and_update(
                append.filter, append.update, **_RETURN_TITLE_BEFORE
            )
            break
        except DuplicateKeyError:
            if attempt + 1 == _UPSERT_ATTEMPTS:
                raise append.not_found() from None
    if append.gives_title(before):
        conversations.update_one({**append.filter, "title": ""}, {"$set": {"title": append.title}})
    return append.message


async def append_message_async(
    visitor_id: str,
    conversation_id: str,
    role: Role,
    content: str,
    metadata: Mapping[str, Any] | None = None,
) -> Message:
    """`append_message` for the event loop (the streaming chat)."""
    append = _Append.prepare(visitor_id, conversation_id, role, content, metadata)
    await refuse_if_erased_async(visitor_id)
    conversations = await async_collection(CONVERSATIONS)
    for attempt in range(_UPSERT_ATTEMPTS):
        try:
            before = await conversations.find_one_and_update(
                append.filter, append.update, **_RETURN_TITLE_BEFORE
            )
            break
        except DuplicateKeyError:
            if attempt + 1 == _UPSERT_ATTEMPTS:
                raise append.not_found() from None
    if append.gives_title(before):
        await conversations.update_one(
            {**append.filter, "title": ""}, {"$set": {"title": append.title}}
        )
    return append.message


def list_conversations(visitor_id: str, limit: int = 20) -> list[ConversationSummary]:
    """The visitor's conversations, most recently updated first, without their messages."""
    documents = (
        collection(CONVERSATIONS)
        .find({"visitor_id": visitor_id}, {"messages": 0})
        .sort("updated_at", DESCENDING)
        .limit(max(1, min(limit, LIST_MAX)))
    )
    return [_summary(document) for document in documents]


def get_conversation(visitor_id: str, conversation_id: str) -> Conversation | None:
    """The visitor's conversation with its messages; None if it is not theirs or does not exist."""
    if not is_conversation_id(conversation_id):
        return None
    document = collection(CONVERSATIONS).find_one(
        {"_id": conversation_id, "visitor_id": visitor_id}
    )
    return _conversation(document) if document else None


def latest_conversation(visitor_id: str) -> Conversation | None:
    """The conversation the visitor was last in (what the chat reopens on a reload)."""
    documents = (
        collection(CONVERSATIONS)
        .find({"visitor_id": visitor_id})
        .sort("updated_at", DESCENDING)
        .limit(1)
    )
    document = next(iter(documents), None)
    return _conversation(document) if document else None


def delete_conversations(visitor_id: str) -> int:
    """Delete every conversation of the visitor; returns how many there were."""
    return collection(CONVERSATIONS).delete_many({"visitor_id": visitor_id}).deleted_count


# --- the append, shared by the sync and async paths ------------------------------------------

# The upsert's insert fails with a duplicate key when the id exists but the filter did not match:
# the conversation belongs to another visitor, or this visitor's first message created it
# concurrently a moment ago. A second attempt tells the two apart: it matches only in the latter.
_UPSERT_ATTEMPTS = 2

# Returning the title as it was before the update tells whether it still needs one, in the same
# round trip as the append.
_RETURN_TITLE_BEFORE: dict[str, Any] = {
    "upsert": True,
    "projection": {"title": 1},
    "return_document": ReturnDocument.BEFORE,
}


@dataclass(frozen=True)
class _Append:
    conversation_id: str
    filter: Document
    update: Document
    message: Message
    title: str  # "" for an assistant message: only the visitor's words name a conversation

    @classmethod
    def prepare(
        cls,
        visitor_id: str,
        conversation_id: str,
        role: Role,
        content: str,
        metadata: Mapping[str, Any] | None,
    ) -> _Append:
        if not is_conversation_id(conversation_id):
            raise ConversationNotFound(conversation_id)
        if role not in ROLES:
            raise ValueError(f"role must be one of {ROLES}, not {role!r}")
        now = _now()
        budget = _message_budget_bytes()
        kept_metadata = _bounded_metadata(metadata, budget // 2)
        kept_content = _bounded_content(content, budget - len(bson.encode(kept_metadata)))
        message = Message(role, kept_content, now, kept_metadata)
        title = conversation_title(message.content) if role == "user" else ""
        update = {
            "$setOnInsert": {"created_at": now, "title": title},
            "$set": {"updated_at": now, "last_activity": now},
            "$push": {
                "messages": {
                    "$each": [_message_document(message)],
                    "$slice": -settings.CONVERSATION_MAX_MESSAGES,
                }
            },
            "$inc": {"message_count": 1},
        }
        # The visitor id in the filter is the ownership check: with another visitor's id the
        # filter matches nothing and the upsert's insert collides with the existing `_id`.
        document_filter = {"_id": conversation_id, "visitor_id": visitor_id}
        return cls(conversation_id, document_filter, update, message, title)

    def gives_title(self, before: Document | None) -> bool:
        """Whether this message names a conversation that an assistant message started."""
        return bool(self.title) and before is not None and not before.get("title")

    def not_found(self) -> ConversationNotFound:
        return ConversationNotFound(self.conversation_id)


def _now() -> datetime:
    # MongoDB keeps milliseconds: rounding here makes the returned message equal the stored one.
    now = datetime.now(UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)


def _message_budget_bytes() -> int:
    return DOCUMENT_BUDGET_BYTES // settings.CONVERSATION_MAX_MESSAGES - _MESSAGE_OVERHEAD_BYTES


def _bounded_content(content: str, max_bytes: int) -> str:
    """The content cut to MESSAGE_MAX_CHARS characters and to ``max_bytes`` of UTF-8."""
    max_chars = settings.MESSAGE_MAX_CHARS
    mark_bytes = len(TRUNCATION_MARK.encode())
    if len(content) <= max_chars and len(content.encode()) <= max_bytes:
        return content
    cut = content[: max_chars - len(TRUNCATION_MARK)]
    # Cutting the bytes may split a character; dropping the partial one keeps valid text.
    cut = cut.encode()[: max_bytes - mark_bytes].decode(errors="ignore")
    return cut + TRUNCATION_MARK


def _bounded_metadata(metadata: Mapping[str, Any] | None, max_bytes: int) -> dict[str, Any]:
    """The metadata, or when too big the search alone (what the page and the history need)."""
    if not metadata:
        return {}
    kept = dict(metadata)
    if len(bson.encode(kept)) <= max_bytes:
        return kept
    trimmed: dict[str, Any] = {"truncated": True}
    if "tool_calls" in kept:
        trimmed["tool_calls"] = [{"name": _tool_name(call)} for call in kept["tool_calls"]]
    if "search" in kept:
        trimmed["search"] = kept["search"]
    if len(bson.encode(trimmed)) <= max_bytes:
        return trimmed
    return {"truncated": True}


def _tool_name(call: Any) -> str:
    return str(call.get("name", "")) if isinstance(call, Mapping) else str(call)


def _message_document(message: Message) -> Document:
    return {
        "role": message.role,
        "content": message.content,
        "at": message.at,
        "metadata": message.metadata,
    }


def _summary(document: Document) -> ConversationSummary:
    return ConversationSummary(**_summary_fields(document))


def _conversation(document: Document) -> Conversation:
    messages = [
        Message(
            role=item["role"],
            content=item["content"],
            at=item["at"],
            metadata=dict(item.get("metadata") or {}),
        )
        for item in document.get("messages", [])
    ]
    return Conversation(**_summary_fields(document), messages=messages)


def _summary_fields(document: Document) -> dict[str, Any]:
    return {
        "id": document["_id"],
        "title": document.get("title") or UNTITLED,
        "created_at": document["created_at"],
        "updated_at": document["updated_at"],
        "last_activity": document["last_activity"],
        "message_count": document["message_count"],
    }
