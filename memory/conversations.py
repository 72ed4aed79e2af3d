"""The `conversations` collection: one document per conversation, its latest messages embedded.

Each message is appended with one atomic upsert: ``$setOnInsert`` creates the conversation on its
first message, ``$push`` adds the message, ``$inc`` counts it; ``message_count`` counts every
message ever sent. Content is cut at ``MESSAGE_MAX_CHARS`` and each message is held to an equal
share of `DOCUMENT_BUDGET_BYTES`, so a document never nears MongoDB's 16 MB limit, whatever it
contains. A message's metadata (a reply's tool calls, search and trace) is stored as one BSON
binary value, not as nested fields: the server's cost of every write grows with the document's
BSON elements, and nested, a reply's metadata was three dozen of them. Nothing queries inside it;
readers decode it (``stored_metadata``).

The document keeps only the conversation's latest messages (``HOT_MESSAGES_MAX`` at most): the
server's cost of every write to it grows with the document's BSON elements, so a long conversation
(a booth kiosk's) would make each turn slower than the last. Older messages move, a page of
``PAGE_MESSAGES`` at a time, to `conversation_pages` (memory/conversation_pages.py); ``archived``
is the number of the document's first message, and readers put the pages' messages before the
document's. A conversation keeps its latest ``CONVERSATION_MAX_MESSAGES`` messages at most, the
oldest pages dropped past it.

A chat turn writes its conversation twice: ``begin_turn_async`` reads the agent's short-term window
and stores the visitor's message while taking the conversation for the turn (``turn_id`` and
``turn_until``, a lease of ``TURN_LEASE_S`` that the running turn renews), in the same command as
the note of the conversation as the visitor's latest (a client bulk write, one round trip; two on
a server older than MongoDB 8.0), then moves a page out if
the document holds too many messages (one turn in ten or so); ``finish_turn_async`` stores the
reply with the turn's new agent items and frees the conversation, only if the turn still holds it:
a reply never lands without its question (lost in a database crash) or after another turn took
over. The reply is journaled (``j: true``) before it is acknowledged, and with it everything the
turn wrote before, so an answered turn survives a crash of the database. A turn whose process died
leaves its lease to expire: the next turn completes the unanswered message with a short note.
Their filters are equalities on `_id` and fields of the same document, never ranges or ``$or``,
and they are updates (alone or in a client bulk write), not ``findAndModify``: the embedded
server answers those
from the `_id` index, and scans the whole collection otherwise. Turns in one conversation therefore
run one after the other, across processes, and each sees the one before. ``agent_items`` holds the
agent's window (the items the Runner's session keeps, as JSON text), capped at
``AGENT_ITEMS_MAX``.

Every query includes the visitor id (the latest conversations, read by `_id` alone, are checked
after the read): a conversation of another visitor behaves exactly like one that does not exist.
A visitor's latest conversations are found from the ids their visitor document lists
(memory/recent_conversations.py), which each turn keeps up to date.
"""

from __future__ import annotations

import asyncio
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, get_args

import bson
from bson.codec_options import CodecOptions
from django.conf import settings
from pymongo import DESCENDING, UpdateOne, WriteConcern
from pymongo.asynchronous.collection import AsyncCollection
from pymongo.errors import DuplicateKeyError, InvalidOperation

from infra.client_bulk import write_in_order
from infra.mongo import Document
from memory.conversation_pages import (
    archive_old_messages_async,
    archived_messages,
    delete_pages,
    needs_archiving,
)
from memory.indexes import CONVERSATIONS, async_collection, collection
from memory.memories import joined_revision, memory_state_lookup
from memory.recent_conversations import (
    RECENT_MAX,
    RecentIds,
    note_conversation_async,
    note_conversation_write,
    recent_ids,
    store_recent_ids,
)
from memory.tombstones import (
    VisitorErased,
    refuse_if_erased_now_async,
    refuse_if_tombstoned,
    tombstone_lookup,
)

Role = Literal["user", "assistant"]
ROLES: tuple[str, ...] = get_args(Role)

UNTITLED = "New conversation"
TITLE_MAX_CHARS = 60
TRUNCATION_MARK = "…"
LIST_MAX = RECENT_MAX
# Listed ids read past the asked number: a conversation noted earlier whose reply came later is
# more recently updated than one noted after it (see `latest_documents`).
_REORDER_SLACK = 4

DOCUMENT_BUDGET_BYTES = 12 * 1024 * 1024
# The metadata a message gives up first when it is over its share of the document: the reply's
# trace (Under the hood), which only explains the turn.
EXPENDABLE_METADATA = "trace"
_MESSAGE_OVERHEAD_BYTES = 256  # field names, role and timestamp of one message
# How stored metadata is decoded: as the app's clients read documents (`infra.mongo`), times aware.
_METADATA_CODEC: CodecOptions[dict[str, Any]] = CodecOptions(tz_aware=True)

_CONVERSATION_ID = re.compile(r"[0-9a-f]{32}")

# The agent's short-term window kept per conversation: 20 turns of about 4 items each.
AGENT_ITEMS_MAX = 80
# How far back in a conversation its last search is looked for (a reply and its message a turn).
_LAST_SEARCH_LOOKBACK = 20
# How long a turn holds its conversation without renewing the lease (``renew_turn_async``, every
# ``TURN_RENEW_S`` while it runs): a process that dies mid-turn frees the conversation this soon.
TURN_LEASE_S = 5.0
TURN_RENEW_S = TURN_LEASE_S / 3
# How long a turn waits for the conversation's previous turn (another tab) to finish.
TURN_WAIT_S = 30.0
_TURN_POLL_FIRST_S = 0.01
_TURN_POLL_MAX_S = 0.25


class ConversationNotFound(LookupError):
    """No conversation with this id belongs to this visitor (it may belong to another one)."""


class ConversationBusy(RuntimeError):
    """The conversation's previous turn is still running after ``TURN_WAIT_S``."""


class TurnLost(RuntimeError):
    """A turn's reply was not stored: the turn no longer held its conversation (the database lost
    the visitor's message in a crash, or the turn's lease expired and another turn took over)."""


@dataclass(frozen=True)
class Message:
    role: Role
    content: str
    at: datetime
    # {"tool_calls": [...], "search": {"query", "filters", "rental_ids", "total"}, "trace": "…"}
    # when the agent used tools; empty otherwise.
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


@dataclass(frozen=True)
class TurnStart:
    """The visitor's stored message and the agent's window as the turn found it."""

    message: Message
    agent_items: list[str]  # JSON text of each item, oldest first
    turn_id: str  # the turn's hold on the conversation: its reply is stored only while it holds


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


async def begin_turn_async(
    visitor_id: str,
    conversation_id: str,
    content: str,
    metadata: Mapping[str, Any] | None = None,
    *,
    new: bool,
    lost_reply_note: str = "",
    memory_revision: asyncio.Future[str] | None = None,
) -> TurnStart:
    """Store the visitor's message and hold the conversation for this turn.

    ``new``: the id was just made for this turn, and the conversation is created in one round
    trip, then read back with the visitor's tombstone. Otherwise it must be the visitor's: its
    agent window is read (with the tombstone), then the message stored only if nothing changed
    since (two round trips); while another turn holds the conversation, this one waits. A
    previous turn whose lease expired died unanswered: ``lost_reply_note`` goes in as its reply
    first. The write that stores the message also notes the conversation as the visitor's latest.
    Raises ConversationNotFound when it is not the visitor's and ConversationBusy after
    ``TURN_WAIT_S``.

    The visitor's memory revision (``memory.memories.revision``) comes with the read that checks
    the tombstone; ``memory_revision`` is resolved with it as soon as it is known, so that recall
    can start while the message is being stored.
    """
    append = _Append.prepare(visitor_id, conversation_id, "user", content, metadata)
    turn_id = uuid.uuid4().hex
    update = {
        **append.update,
        "$set": {**append.update["$set"], "turn_id": turn_id, "turn_until": _lease_end()},
    }
    conversations = await async_collection(CONVERSATIONS)
    if new:
        try:
            await _store_message(conversations, visitor_id, append.filter, update, upsert=True)
        except DuplicateKeyError:
            raise append.not_found() from None
        # Checked after the write that creates the conversation, not before: an erasure between
        # a check and this write would have been followed by a conversation nobody can delete.
        try:
            created = await _window(conversations, append.filter)
            if created is None:  # deleted since it was written: the turn's reply will find it gone
                await refuse_if_erased_now_async(visitor_id)
        except VisitorErased:
            await conversations.delete_one(append.filter)
            raise
        _resolve(memory_revision, joined_revision(created or {}))
        return TurnStart(append.message, [], turn_id)
    delay = _TURN_POLL_FIRST_S
    deadline = asyncio.get_running_loop().time() + TURN_WAIT_S
    document = await _window(conversations, append.filter)
    if document is not None:
        _resolve(memory_revision, joined_revision(document))
    while True:
        if document is None:
            # Gone since the check above: "delete my data" (a 410), or never the visitor's.
            await refuse_if_erased_now_async(visitor_id)
            raise append.not_found()
        held_until = document.get("turn_until")
        if held_until is None or held_until <= _now():
            # Equality only (SecantusDB answers these from the `_id` index): the message goes in
            # if no other turn took or changed the conversation since it was read.
            unchanged = {
                **append.filter,
                "message_count": document.get("message_count"),
                "turn_until": held_until,
            }
            # A lease that expired unreleased is a turn that died before its reply.
            unanswered = held_until is not None and bool(lost_reply_note)
            change = _with_lost_reply(update, lost_reply_note) if unanswered else update
            if await _store_message(conversations, visitor_id, unchanged, change, upsert=False):
                if append.gives_title(document):
                    await conversations.update_one(
                        {**append.filter, "title": ""}, {"$set": {"title": append.title}}
                    )
                count = (document.get("message_count") or 0) + 1 + unanswered
                if needs_archiving(count, document.get("archived") or 0):
                    await archive_old_messages_async(visitor_id, append.conversation_id)
                items = list(document.get("agent_items") or [])
                return TurnStart(append.message, items, turn_id)
            # Another turn got in between: read again.
        elif asyncio.get_running_loop().time() + delay > deadline:
            raise ConversationBusy(append.conversation_id)
        else:
            await asyncio.sleep(delay)
            delay = min(delay * 2, _TURN_POLL_MAX_S)
        document = await _window(conversations, append.filter)


async def _window(
    conversations: AsyncCollection[Document], document_filter: Document
) -> Document | None:
    """The conversation's state and agent window, read with the visitor's tombstone and memory
    state in one round trip; raises VisitorErased when the visitor erased their data.

    The leading ``$match`` is the same equality on `_id` as a ``find``'s filter, and the tombstone
    and the memory state are joined on their `_id`: all three are index lookups.
    """
    pipeline = [
        {"$match": document_filter},
        {"$project": _WINDOW_FIELDS},
        tombstone_lookup(),
        memory_state_lookup(),
    ]
    found = await (await conversations.aggregate(pipeline)).to_list(1)
    if not found:
        return None
    refuse_if_tombstoned(str(document_filter["visitor_id"]), found[0])
    return found[0]


def _resolve(memory_revision: asyncio.Future[str] | None, revision: str) -> None:
    if memory_revision is not None and not memory_revision.done():
        memory_revision.set_result(revision)


async def _store_message(
    conversations: AsyncCollection[Document],
    visitor_id: str,
    document_filter: Document,
    update: Document,
    *,
    upsert: bool,
) -> bool:
    """Store the visitor's message and note the conversation as their latest, in one round trip
    (two on a server without client bulk writes); whether the message was stored.

    The note goes in even when the message does not (another turn changed the conversation just
    before): that turn noted the same conversation, so the list is the same.
    """
    database = conversations.database
    conversation_id = str(document_filter["_id"])
    writes = [
        UpdateOne(document_filter, update, upsert=upsert, namespace=conversations.full_name),
        note_conversation_write(visitor_id, conversation_id, database.name),
    ]
    try:
        written = (await write_in_order(database.client, writes)).update_results[0]
    except InvalidOperation:  # the server predates client bulkWrite (MongoDB 8.0)
        written = await conversations.update_one(document_filter, update, upsert=upsert)
        await note_conversation_async(visitor_id, conversation_id)
    return bool(written.matched_count or written.upserted_id is not None)


async def finish_turn_async(
    visitor_id: str,
    conversation_id: str,
    reply: str,
    metadata: Mapping[str, Any] | None,
    agent_items: Sequence[str],
    *,
    turn_id: str,
) -> bool:
    """Store the turn's reply and its new agent items, and free the conversation: one journaled
    write, acknowledged once it (and every write before it) would survive a crash.

    Only while the turn ``turn_id`` holds the conversation: never creates one (one erased while
    the turn ran stays erased), never answers a question the database lost, never overwrites a
    turn that took over. False when the reply was not stored, True when it was.

    A single ``update``, not a client bulk write: the embedded server journals an ``update`` sent
    with ``j: true`` before acknowledging it, and ignores ``j`` on a ``bulkWrite``.
    """
    append = _Append.prepare(visitor_id, conversation_id, "assistant", reply, metadata)
    update: Document = {
        "$set": append.update["$set"],
        "$push": dict(append.update["$push"]),
        "$inc": append.update["$inc"],
        "$unset": {"turn_id": "", "turn_until": ""},
    }
    if agent_items:
        update["$push"]["agent_items"] = {"$each": list(agent_items), "$slice": -AGENT_ITEMS_MAX}
    conversations = (await async_collection(CONVERSATIONS)).with_options(write_concern=_JOURNALED)
    stored = await conversations.update_one({**append.filter, "turn_id": turn_id}, update)
    return stored.matched_count == 1


async def renew_turn_async(visitor_id: str, conversation_id: str, turn_id: str) -> bool:
    """Extend the running turn's hold on its conversation by ``TURN_LEASE_S``; False when the turn
    no longer holds it (finished, or taken over after the lease expired)."""
    conversations = await async_collection(CONVERSATIONS)
    renewed = await conversations.update_one(
        {"_id": conversation_id, "visitor_id": visitor_id, "turn_id": turn_id},
        {"$set": {"turn_until": _lease_end()}},
    )
    return renewed.matched_count == 1


async def update_agent_items_async(
    visitor_id: str, conversation_id: str, *, drop_last: bool
) -> None:
    """Remove the agent window's last stored item (``drop_last``) or all of them."""
    change: Document = {"$pop": {"agent_items": 1}} if drop_last else {"$set": {"agent_items": []}}
    conversations = await async_collection(CONVERSATIONS)
    await conversations.update_one({"_id": conversation_id, "visitor_id": visitor_id}, change)


def agent_items(visitor_id: str, conversation_id: str) -> list[str]:
    """The agent's stored window of the visitor's conversation (empty when there is none)."""
    document = collection(CONVERSATIONS).find_one(
        {"_id": conversation_id, "visitor_id": visitor_id}, {"agent_items": 1}
    )
    return list(document.get("agent_items") or []) if document else []


def list_conversations(visitor_id: str, limit: int = 20) -> list[ConversationSummary]:
    """The visitor's conversations, most recently updated first, without their messages."""
    documents = latest_documents(visitor_id, limit, {"messages": 0, "agent_items": 0})
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
    documents = latest_documents(visitor_id, 1)
    return _conversation(documents[0]) if documents else None


def latest_documents(
    visitor_id: str, limit: int, projection: Document | None = None
) -> list[Document]:
    """The visitor's ``limit`` (at most ``LIST_MAX``) most recently updated conversation
    documents, latest first; ``projection`` must keep `visitor_id` and `updated_at`.

    Read by `_id` from the ids their visitor document lists (memory/recent_conversations.py): as
    many documents whatever the visitor's number of conversations. Without a list, or when a
    listed conversation no longer exists, the list is rebuilt from the conversations first.
    """
    limit = max(1, min(limit, LIST_MAX))
    recent = recent_ids(visitor_id)
    if recent.ids is not None:
        wanted = recent.ids[-(limit + _REORDER_SLACK) :]
        found = _documents_by_id(visitor_id, wanted, projection)
        if len(found) == len(wanted):
            return found[:limit]
    return _documents_by_id(visitor_id, _rebuilt_ids(visitor_id, recent)[:limit], projection)


def _documents_by_id(
    visitor_id: str, ids: list[str], projection: Document | None
) -> list[Document]:
    """The visitor's conversations among ``ids``, most recently updated first."""
    if not ids:
        return []
    # `_id` alone in the filter: the embedded server answers only that from the `_id` index, and
    # reads the visitor's every conversation when another field joins it. Ownership is checked here.
    found = collection(CONVERSATIONS).find({"_id": {"$in": ids}}, projection)
    mine = [document for document in found if document.get("visitor_id") == visitor_id]
    return sorted(mine, key=lambda document: document["updated_at"], reverse=True)


def _rebuilt_ids(visitor_id: str, read: RecentIds) -> list[str]:
    """The ids of the visitor's latest conversations, latest first, read from the conversations
    themselves (all of the visitor's, once) and stored as their list."""
    found = (
        collection(CONVERSATIONS)
        .find({"visitor_id": visitor_id}, {"_id": 1})
        .sort("updated_at", DESCENDING)
        .limit(RECENT_MAX)
    )
    ids = [str(document["_id"]) for document in found]
    store_recent_ids(visitor_id, ids[::-1], read)
    return ids


def last_search_filters(visitor_id: str) -> dict[str, Any] | None:
    """The filters of the last search in the visitor's latest conversation, None when its last
    ``_LAST_SEARCH_LOOKBACK`` messages ran none: what "same budget as last time" means at the
    start of the next one."""
    projection = {
        "visitor_id": 1,
        "updated_at": 1,
        "messages": {"$slice": -_LAST_SEARCH_LOOKBACK},
    }
    documents = latest_documents(visitor_id, 1, projection)
    for message in reversed(documents[0].get("messages") or [] if documents else []):
        search = stored_metadata(message).get("search")
        if isinstance(search, Mapping) and isinstance(search.get("filters"), Mapping):
            return dict(search["filters"])
    return None


def delete_conversations(visitor_id: str) -> int:
    """Delete every conversation of the visitor with its pages; returns how many there were.

    Conversations go first: a turn moving a page after this deletion finds its conversation gone
    and deletes the page itself (see memory/conversation_pages.py).
    """
    deleted = collection(CONVERSATIONS).delete_many({"visitor_id": visitor_id}).deleted_count
    delete_pages(visitor_id)
    return deleted


def conversation_messages(document: Document, since: datetime | None = None) -> list[Document]:
    """A conversation document's messages after those of its pages: the whole conversation,
    oldest first. The document needs its `_id`, `visitor_id`, `archived` and `messages`.

    ``since``: the pages are read only if they may hold a message after that moment.
    """
    own: list[Document] = list(document.get("messages") or [])
    archived = document.get("archived") or 0
    if since is not None and own and own[0]["at"] <= since:
        return own  # every archived message is older still
    earlier = archived_messages(document["visitor_id"], document["_id"], archived)
    return (earlier + own)[-settings.CONVERSATION_MAX_MESSAGES :]


_WINDOW_FIELDS: Document = {
    "visitor_id": 1,
    "title": 1,
    "message_count": 1,
    "archived": 1,
    "turn_until": 1,
    "agent_items": {"$slice": ["$agent_items", -AGENT_ITEMS_MAX]},
}


def _lease_end() -> datetime:
    return _now() + timedelta(seconds=TURN_LEASE_S)


# The reply's write concern: on the journal before it is acknowledged. The journal is written in
# order, so the turn's earlier writes (its message, its activity) are there too.
_JOURNALED = WriteConcern(j=True)


def _with_lost_reply(update: Document, note: str) -> Document:
    """``update`` storing the visitor's message after ``note``, the reply of a turn that died."""
    at = update["$set"]["updated_at"]
    lost = _message_document(Message("assistant", note, at, {"lost_reply": True}))
    pushed = update["$push"]["messages"]
    return {
        **update,
        "$push": {**update["$push"], "messages": {**pushed, "$each": [lost, *pushed["$each"]]}},
        "$inc": {"message_count": 2},
    }


# --- the append, shared by the start and the end of a turn --------------------------------------


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
            "$setOnInsert": {"created_at": now, "title": title, "archived": 0},
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
    """The metadata; when too big, without its trace (a reply's Under the hood), then the search
    alone (what the page and the history need)."""
    if not metadata:
        return {}
    kept = dict(metadata)
    if len(bson.encode(kept)) <= max_bytes:
        return kept
    kept.pop(EXPENDABLE_METADATA, None)
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
    document: Document = {"role": message.role, "content": message.content, "at": message.at}
    if message.metadata:
        document["metadata"] = bson.encode(message.metadata)
    return document


def stored_metadata(message: Mapping[str, Any]) -> dict[str, Any]:
    """A stored message's metadata (empty when it has none). Messages stored before metadata was
    one binary value keep it as nested fields, read as they are."""
    metadata = message.get("metadata")
    if isinstance(metadata, bytes):
        return bson.decode(metadata, codec_options=_METADATA_CODEC)
    return dict(metadata or {})


def _summary(document: Document) -> ConversationSummary:
    return ConversationSummary(**_summary_fields(document))


def _conversation(document: Document) -> Conversation:
    messages = [
        Message(
            role=item["role"],
            content=item["content"],
            at=item["at"],
            metadata=stored_metadata(item),
        )
        for item in conversation_messages(document)
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
