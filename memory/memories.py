"""The `memories` collection: what the app remembers about a visitor from one visit to the next.

A memory is one self-contained sentence about the visitor ("Travels with a dog.") with a kind
(``preference`` | ``fact`` | ``trip`` | ``decision``), a key naming what it is about (``budget``,
``pets``...), an importance from 1 to 10, the search filters its words imply
(``memory.implications``), the configured embedder's vector of the sentence, where it came from,
when it was written and last recalled, how often it was recalled, and when it expires
(``memory.retention``).

Writing a memory merges it with what is already known:

- the same thing said again (same key, and the same words or the same implied filters) refreshes
  the memory that holds it;
- for keys that hold one value at a time (``SINGLE_VALUED_KEYS``) a different value supersedes the
  active memory, which is kept as history (``active: false``, ``superseded_by``);
- anything else is added.

Every query includes the visitor id, so another visitor's memory behaves exactly like one that does
not exist. Every change gives the visitor a new revision in `memory_state`: local recall keeps each
visitor's memories in memory between turns and uses the revision to know when its copy is stale, in
whichever worker process the change happened.
"""

from __future__ import annotations

import logging
import random
import re
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Literal, get_args

import numpy as np
from bson.binary import Binary, BinaryVectorDtype
from pymongo import DESCENDING
from pymongo.collection import Collection
from pymongo.errors import DuplicateKeyError

from infra.embedders import EmbeddingError
from infra.mongo import Document
from language.vocabulary import fold
from memory.forms import Form, form_of
from memory.implications import implied_by
from memory.indexes import MEMORIES, MEMORY_STATE, collection
from memory.retention import expiry_for
from memory.sensitive import contains_secret
from memory.tombstones import refuse_if_erased, was_erased
from rentals.embedding import configured_embedder

logger = logging.getLogger(__name__)

# Where `memory_state_lookup` puts the visitor's memory state (a list: empty before any memory).
_JOINED_STATE = "memory_state"

MemoryKind = Literal["preference", "fact", "trip", "decision"]
KINDS: tuple[str, ...] = get_args(MemoryKind)
Origin = Literal["agent", "consolidation"]
Outcome = Literal["created", "merged", "superseded"]

# What the extractor and the instructions call things; the language model may add its own keys.
# In the order they are listed to the visitor.
KNOWN_KEYS: tuple[str, ...] = (
    "travel_party",
    "children",
    "bedrooms",
    "pets",
    "accessibility",
    "allergy",
    "condition",
    "budget",
    "host_preference",
    "room_type",
    "workspace",
    "cooking",
    "parking",
    "must_have",
    "need",
    "noise",
    "preferred_market",
    "home",
    "property_type",
    "trip",
    "dislike",
    "note",
)
# Keys that hold one value at a time: a new budget replaces the old one, while a second dislike
# is one more dislike.
SINGLE_VALUED_KEYS = frozenset(
    {
        "budget",
        "travel_party",
        "bedrooms",
        "pets",
        "host_preference",
        "room_type",
        "workspace",
        "noise",
        "children",
    }
)

# Tries to store a single value while other requests store values of the same key, and the
# longest pause, in seconds, a try waits before the next. The pause is random so that writers
# who collided once do not collide again in step.
SUPERSEDE_ATTEMPTS = 10
SUPERSEDE_MAX_PAUSE = 0.05

MIN_IMPORTANCE, MAX_IMPORTANCE = 1, 10
CONTENT_MIN_CHARS, CONTENT_MAX_CHARS = 3, 280
_KEY = re.compile(r"[a-z][a-z0-9_]{1,39}")
_MEMORY_ID = re.compile(r"[0-9a-f]{32}")


class InvalidMemory(ValueError):
    """A memory that cannot be stored; the message says why, for a person or a model to act on."""


class MemoryNotFound(LookupError):
    """The visitor has no memory with this id (it may belong to another visitor)."""


@dataclass(frozen=True)
class MemoryCandidate:
    """A memory about to be written: validated, not yet merged with what is known."""

    key: str
    kind: MemoryKind
    content: str
    importance: int


@dataclass(frozen=True)
class MemorySource:
    """Where a memory came from: the conversation, and the visitor's message in it."""

    conversation_id: str | None = None
    message_at: datetime | None = None
    origin: Origin = "agent"


@dataclass(frozen=True)
class Memory:
    id: str
    kind: MemoryKind
    key: str
    content: str
    importance: int
    filters: dict[str, Any]
    price_currency: str | None
    source: MemorySource
    created_at: datetime
    updated_at: datetime
    last_recalled: datetime | None
    recall_count: int
    expire_at: datetime | None
    active: bool = True
    superseded_by: str | None = None
    embedding_model: str | None = None
    query: str = ""  # words it adds to a search's semantic query ("quiet")
    form: Form | None = None  # the language-neutral form (``memory.forms``), when known

    def is_alive(self, now: datetime) -> bool:
        return self.expire_at is None or self.expire_at > now


@dataclass(frozen=True)
class Remembered:
    memory: Memory
    outcome: Outcome
    replaced: Memory | None = None  # the memory it superseded


@dataclass(frozen=True)
class StoredMemory:
    """An active memory with its stored vector, as recall reads it (vector None when missing)."""

    memory: Memory
    vector: np.ndarray | None = field(default=None, compare=False)


# --- validation ----------------------------------------------------------------------------


def validate_candidate(key: str, kind: str, content: str, importance: int) -> MemoryCandidate:
    """A candidate from raw values; raises InvalidMemory. Importance is clamped to 1–10."""
    return MemoryCandidate(
        key=valid_key(key),
        kind=valid_kind(kind),
        content=valid_content(content),
        importance=min(max(int(importance), MIN_IMPORTANCE), MAX_IMPORTANCE),
    )


def valid_key(key: str) -> str:
    normalised = re.sub(r"[\s-]+", "_", key.strip().lower())
    if not _KEY.fullmatch(normalised):
        raise InvalidMemory(
            "key must be a short snake_case name (2 to 40 letters, digits or underscores), "
            f"such as {', '.join(KNOWN_KEYS[:4])}."
        )
    return normalised


def valid_kind(kind: str) -> MemoryKind:
    if kind not in KINDS:
        raise InvalidMemory(f"kind must be one of {', '.join(KINDS)}, not {kind!r}.")
    return kind  # type: ignore[return-value]


def valid_content(content: str) -> str:
    text = " ".join(content.split())
    if not CONTENT_MIN_CHARS <= len(text) <= CONTENT_MAX_CHARS:
        raise InvalidMemory(
            f"content must be one sentence of {CONTENT_MIN_CHARS} to {CONTENT_MAX_CHARS} "
            f"characters; this one has {len(text)}."
        )
    if contains_secret(text):
        raise InvalidMemory(
            "memories never hold passwords, payment data or one-time codes; leave it out."
        )
    return text


def listing_order(key: str) -> int:
    """Where memories with ``key`` come when several are listed together (known keys first)."""
    return KNOWN_KEYS.index(key) if key in KNOWN_KEYS else len(KNOWN_KEYS)


def is_memory_id(value: object) -> bool:
    return isinstance(value, str) and bool(_MEMORY_ID.fullmatch(value))


# --- writing -------------------------------------------------------------------------------


def remember(
    visitor_id: str, candidate: MemoryCandidate, *, source: MemorySource | None = None
) -> Remembered:
    """Store what the visitor shared, merged with what is already known about them."""
    refuse_if_erased(visitor_id)
    now = _now()
    memories = collection(MEMORIES)
    current = _alive(
        memories.find({"visitor_id": visitor_id, "key": candidate.key, "active": True}), now
    )
    candidate = _in_stated_currency(candidate, current)
    implication = implied_by(candidate.key, candidate.content)
    same = next((m for m in current if _same_fact(m, candidate.content, implication.filters)), None)
    if same is not None:
        # The same fact said again: keep the newest wording and the highest importance.
        merged = replace(candidate, importance=max(same.importance, candidate.importance))
        return Remembered(_rewrite(visitor_id, same, merged, now), "merged")

    embedding = embedding_document(candidate.content)
    document = memory_document(visitor_id, candidate, source or MemorySource(), now, embedding)
    replaced = None
    if candidate.key in SINGLE_VALUED_KEYS:
        _insert_only_value(memories, document, now)
        if current:
            replaced = max(current, key=lambda memory: memory.updated_at)
    else:
        memories.insert_one(document)
    _changed(visitor_id)
    return Remembered(
        memory_from_document(document), "superseded" if replaced else "created", replaced
    )


def _in_stated_currency(candidate: MemoryCandidate, current: Sequence[Memory]) -> MemoryCandidate:
    """A budget restated as a bare number keeps the currency it was stated in ("100 dollars a
    night ... actually 130" is 130 dollars)."""
    if candidate.key != "budget" or implied_by("budget", candidate.content).price_currency:
        return candidate
    stated = next((memory.price_currency for memory in current if memory.price_currency), None)
    if stated is None:
        return candidate
    content = _BARE_AMOUNT.sub(rf"\g<lead>\g<amount> {stated}\g<per>", candidate.content, count=1)
    return replace(candidate, content=content)


# The amount of a budget sentence, and the words that follow it. A run of digits, dots and
# commas is read once from its first character, so a long run costs linear time.
_BARE_AMOUNT = re.compile(
    r"(?<![\d.,])(?P<lead>[.,]*+)(?P<amount>\d[\d.,]*+)(?P<per> (?:per|a) night)"
)


def _insert_only_value(memories: Collection[Document], document: Document, now: datetime) -> None:
    """Insert the new value of a single-valued key (a budget) as its one active value.

    A unique index allows one active single value per visitor and key, so of two values
    remembered at once the second insert fails: it then waits a random while, supersedes the
    first and tries again. Without the wait, many writers retrying in step can each lose every
    round.
    """
    document["single_valued"] = True
    active = {"visitor_id": document["visitor_id"], "key": document["key"], "active": True}
    superseded = {"active": False, "superseded_by": document["_id"], "superseded_at": now}
    for attempt in range(SUPERSEDE_ATTEMPTS):
        memories.update_many(active, {"$set": superseded})
        try:
            memories.insert_one(document)
            return
        except DuplicateKeyError:
            time.sleep(random.uniform(0, SUPERSEDE_MAX_PAUSE * (attempt + 1) / SUPERSEDE_ATTEMPTS))
    raise DuplicateKeyError(f"{document['key']!r} kept changing; try again")


def edit_memory(
    visitor_id: str,
    memory_id: str,
    *,
    content: str | None = None,
    importance: int | None = None,
    kind: str | None = None,
) -> Memory:
    """The visitor's correction of one of their memories; raises MemoryNotFound, InvalidMemory."""
    existing = get_memory(visitor_id, memory_id)
    if existing is None:
        raise MemoryNotFound(memory_id)
    if importance is not None and not MIN_IMPORTANCE <= importance <= MAX_IMPORTANCE:
        raise InvalidMemory(f"importance must be {MIN_IMPORTANCE} to {MAX_IMPORTANCE}.")
    candidate = MemoryCandidate(
        key=existing.key,
        kind=valid_kind(kind) if kind is not None else existing.kind,
        content=valid_content(content) if content is not None else existing.content,
        importance=importance if importance is not None else existing.importance,
    )
    return _rewrite(visitor_id, existing, candidate, _now(), corrected=True)


def forget_memory(visitor_id: str, memory_id: str) -> Memory | None:
    """Delete one memory with the earlier versions it superseded; None when there is no such
    memory for this visitor."""
    memory = get_memory(visitor_id, memory_id)
    if memory is None:
        return None
    memories = collection(MEMORIES)
    doomed = [memory_id]
    newest = [memory_id]
    while newest:
        newest = [
            document["_id"]
            for document in memories.find(
                {"visitor_id": visitor_id, "superseded_by": {"$in": newest}}, {"_id": 1}
            )
        ]
        doomed += newest
    memories.delete_many({"_id": {"$in": doomed}, "visitor_id": visitor_id})
    _changed(visitor_id, corrected=True)
    return memory


def forget_all(visitor_id: str) -> int:
    """Delete every memory of the visitor, history included; returns how many there were."""
    deleted = collection(MEMORIES).delete_many({"visitor_id": visitor_id}).deleted_count
    _changed(visitor_id, corrected=True)
    return deleted


def delete_memory_state(visitor_id: str) -> None:
    """Drop the visitor's revision record too (the last trace of them; "delete my data")."""
    collection(MEMORY_STATE).delete_one({"_id": visitor_id})


def record_recall(visitor_id: str, memory_ids: Sequence[str]) -> None:
    """Count that these memories were recalled into a turn (the panel's "used" figures).

    Statistics are not part of what recall caches, so this does not bump the revision.
    """
    if memory_ids:
        # The ids come first: a few ids among a visitor's possibly many memories, and the embedded
        # server picks its index by the first condition.
        collection(MEMORIES).update_many(
            {"_id": {"$in": list(memory_ids)}, "visitor_id": visitor_id},
            {"$set": {"last_recalled": _now()}, "$inc": {"recall_count": 1}},
        )


def store_vectors(visitor_id: str, vectors: Mapping[str, np.ndarray], model: str) -> None:
    """Replace stored vectors (memories embedded by another model, or never embedded)."""
    memories = collection(MEMORIES)
    for memory_id, vector in vectors.items():
        memories.update_one(
            {"_id": memory_id, "visitor_id": visitor_id},
            {"$set": {"embedding": vector_document(vector, model)}},
        )


# --- reading -------------------------------------------------------------------------------


def get_memory(visitor_id: str, memory_id: str) -> Memory | None:
    if not is_memory_id(memory_id):
        return None
    document = collection(MEMORIES).find_one(
        {"_id": memory_id, "visitor_id": visitor_id}, {"embedding.vector": 0}
    )
    return memory_from_document(document) if document else None


def list_memories(visitor_id: str, *, include_history: bool = False) -> list[Memory]:
    """The visitor's memories, most recently written first; superseded ones only on request."""
    query: Document = {"visitor_id": visitor_id}
    if not include_history:
        query["active"] = True
    documents = (
        collection(MEMORIES).find(query, {"embedding.vector": 0}).sort("updated_at", DESCENDING)
    )
    return _alive(documents, _now())


def count_memories(visitor_id: str) -> int:
    return collection(MEMORIES).count_documents({"visitor_id": visitor_id})


def stored_memories(visitor_id: str, keys: Iterable[str] | None = None) -> list[StoredMemory]:
    """The visitor's active memories with their vectors, all of them or those with ``keys``."""
    query: Document = {"visitor_id": visitor_id, "active": True}
    if keys is not None:
        query["key"] = {"$in": list(keys)}
    return [
        StoredMemory(memory_from_document(document), decode_vector(document.get("embedding")))
        for document in collection(MEMORIES).find(query)
    ]


def revision(visitor_id: str) -> str:
    """A token that changes whenever the visitor's memories change; "" before the first one.

    A random token rather than a counter: after "delete my data" a counter would start again
    and could repeat a value a cache still holds.
    """
    state = collection(MEMORY_STATE).find_one({"_id": visitor_id}, {"revision": 1})
    return str(state.get("revision", "")) if state else ""


def memory_state_lookup(visitor_field: str = "visitor_id") -> Document:
    """An aggregation stage that joins the memory state of each document's visitor to it, from the
    `_id` index of `memory_state`: their ``revision`` in the same round trip as the read."""
    return {
        "$lookup": {
            "from": MEMORY_STATE,
            "localField": visitor_field,
            "foreignField": "_id",
            "as": _JOINED_STATE,
        }
    }


def joined_revision(document: Mapping[str, Any]) -> str:
    """``revision`` for a document read with ``memory_state_lookup``."""
    states = document.get(_JOINED_STATE) or []
    return str(states[0].get("revision", "")) if states else ""


def corrected_at(visitor_id: str) -> datetime | None:
    """When the visitor last edited or forgot a memory: what they said before then is settled."""
    state = collection(MEMORY_STATE).find_one({"_id": visitor_id}, {"corrected_at": 1})
    return state.get("corrected_at") if state else None


def export_memories(visitor_id: str) -> list[dict[str, Any]]:
    """Everything remembered about the visitor, history included, as JSON-ready dicts.

    Vectors are left out: they are derived from the content and mean nothing to a person.
    """
    return [_exported(memory) for memory in list_memories(visitor_id, include_history=True)]


# --- vectors -------------------------------------------------------------------------------


def decode_vector(embedding: Mapping[str, Any] | None) -> np.ndarray | None:
    """The float32 vector of a stored ``embedding`` field, or None.

    Vectors are stored as BSON binary float32 vectors (what Atlas Vector Search indexes, at a
    quarter of the size of an array of doubles). A server that does not keep the binary subtype
    returns the raw bytes, which hold the same two-byte header and data.
    """
    if not embedding or embedding.get("vector") is None:
        return None
    raw = bytes(embedding["vector"])
    if len(raw) < 2 or raw[:1] != BinaryVectorDtype.FLOAT32.value:
        return None
    return np.frombuffer(raw, dtype=np.float32, offset=2)


def vector_document(vector: np.ndarray, model: str) -> Document:
    values = np.asarray(vector, dtype=np.float32)
    return {
        "model": model,
        "dimensions": int(values.shape[0]),
        "vector": Binary.from_vector(values.tolist(), BinaryVectorDtype.FLOAT32),
    }


def embedding_document(content: str) -> Document | None:
    """The vector of a memory's content; None when the embedder is unavailable right now.

    A memory without a vector is still recalled by its key, and recall embeds it later.
    """
    embedder = configured_embedder()
    try:
        vector = embedder.embed_documents([content])[0]
    except EmbeddingError as error:
        logger.warning("Storing a memory without a vector for now: %s", error)
        return None
    return vector_document(vector, embedder.model)


# --- documents -----------------------------------------------------------------------------


def memory_document(
    visitor_id: str,
    candidate: MemoryCandidate,
    source: MemorySource,
    now: datetime,
    embedding: Document | None,
) -> Document:
    """A new memory as stored; ``embedding`` from ``embedding_document`` or ``vector_document``."""
    return {
        "_id": uuid.uuid4().hex,
        "visitor_id": visitor_id,
        "key": candidate.key,
        **_written_fields(candidate, now, first_written_at=now),
        "embedding": embedding,
        "source": {
            "conversation_id": source.conversation_id,
            "message_at": source.message_at,
            "origin": source.origin,
        },
        "created_at": now,
        "last_recalled": None,
        "recall_count": 0,
        "active": True,
        "superseded_by": None,
    }


def _written_fields(
    candidate: MemoryCandidate, now: datetime, *, first_written_at: datetime
) -> Document:
    """The fields a write decides: the words, what they imply and how long they are kept."""
    implication = implied_by(candidate.key, candidate.content)
    return {
        "kind": candidate.kind,
        "content": candidate.content,
        "importance": candidate.importance,
        "filters": implication.filters,
        "price_currency": implication.price_currency,
        "query": implication.query,
        "form": form_of(candidate.key, candidate.content, implication),
        "updated_at": now,
        "expire_at": expiry_for(
            candidate.kind, candidate.importance, written_at=now, first_written_at=first_written_at
        ),
    }


def _rewrite(
    visitor_id: str,
    memory: Memory,
    candidate: MemoryCandidate,
    now: datetime,
    *,
    corrected: bool = False,
) -> Memory:
    """``memory`` with the words, kind and importance of ``candidate``; re-embedded only when the
    words changed, as embedding is the expensive part."""
    update = _written_fields(candidate, now, first_written_at=memory.created_at)
    if candidate.content != memory.content:
        update["embedding"] = embedding_document(candidate.content)
    written = collection(MEMORIES).update_one(
        {"_id": memory.id, "visitor_id": visitor_id}, {"$set": update}
    )
    rewritten = get_memory(visitor_id, memory.id) if written.matched_count else None
    if rewritten is None:
        raise MemoryNotFound(memory.id)  # forgotten meanwhile (another tab, "delete my data")
    _changed(visitor_id, corrected=corrected)
    return rewritten


def _alive(documents: Iterable[Document], now: datetime) -> list[Memory]:
    return [memory for memory in map(memory_from_document, documents) if memory.is_alive(now)]


def _same_fact(memory: Memory, content: str, filters: Mapping[str, Any]) -> bool:
    if _comparable(memory.content) == _comparable(content):
        return True
    return bool(filters) and memory.filters == dict(filters)


def _comparable(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", fold(text)).split())


def _changed(visitor_id: str, *, corrected: bool = False) -> None:
    if was_erased(visitor_id):
        return  # nothing of theirs is left to go stale, and no record of them is kept
    changes: Document = {"revision": uuid.uuid4().hex}
    if corrected:
        changes["corrected_at"] = _now()
    collection(MEMORY_STATE).update_one({"_id": visitor_id}, {"$set": changes}, upsert=True)


def memory_from_document(document: Document) -> Memory:
    source = document.get("source") or {}
    embedding = document.get("embedding") or {}
    return Memory(
        id=document["_id"],
        kind=document["kind"],
        key=document["key"],
        content=document["content"],
        importance=int(document["importance"]),
        filters=dict(document.get("filters") or {}),
        price_currency=document.get("price_currency"),
        source=MemorySource(
            conversation_id=source.get("conversation_id"),
            message_at=source.get("message_at"),
            origin=source.get("origin", "agent"),
        ),
        created_at=document["created_at"],
        updated_at=document["updated_at"],
        last_recalled=document.get("last_recalled"),
        recall_count=int(document.get("recall_count") or 0),
        expire_at=document.get("expire_at"),
        active=bool(document.get("active", True)),
        superseded_by=document.get("superseded_by"),
        embedding_model=embedding.get("model"),
        query=str(document.get("query") or ""),
        form=document.get("form") or None,
    )


def _exported(memory: Memory) -> dict[str, Any]:
    def iso(value: datetime | None) -> str | None:
        return value.isoformat() if value else None

    return {
        "id": memory.id,
        "kind": memory.kind,
        "key": memory.key,
        "content": memory.content,
        "importance": memory.importance,
        "filters": memory.filters,
        "active": memory.active,
        "superseded_by": memory.superseded_by,
        "source": {
            "conversation_id": memory.source.conversation_id,
            "message_at": iso(memory.source.message_at),
            "origin": memory.source.origin,
        },
        "created_at": iso(memory.created_at),
        "updated_at": iso(memory.updated_at),
        "last_recalled": iso(memory.last_recalled),
        "recall_count": memory.recall_count,
        "expire_at": iso(memory.expire_at),
        "embedding_model": memory.embedding_model,
    }


def _now() -> datetime:
    # MongoDB keeps milliseconds: rounding here makes a returned memory equal the stored one.
    now = datetime.now(UTC)
    return now.replace(microsecond=now.microsecond // 1000 * 1000)
