"""Recall: the few memories of one visitor that matter for what they just said.

Candidates are always the visitor's own active memories; the visitor id is the first condition of
every lookup (the Atlas pre-filter, the local cache's key), so another visitor's memory cannot be
recalled, however the query is worded. Each candidate is ranked by

    similarity of its sentence to the query + importance + a boost when its key matches

where the key boost brings back what a turn needs even when the words differ: a search for
"something in Porto" needs the remembered dog and budget. Recalled memories get ``last_recalled``
and ``recall_count`` updated (the memory panel's "used" figures).

Two backends, chosen like the listing search's (``chosen_vector_backend``):

- Atlas: ``$vectorSearch`` on the ``memory_vector_index`` with ``visitor_id`` as a filter field,
  plus a lookup of the key-matched memories;
- local: each visitor's memories as rows of a ``VectorIndex``, kept in memory between turns and
  reloaded when the visitor's revision says they changed, so a turn costs one small read.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import numpy as np
from django.conf import settings
from pymongo.errors import OperationFailure, PyMongoError

from infra.atlas_search import ensure_search_index, vector_index_definition
from infra.embedders import EmbeddingError
from infra.vector_index import VectorIndex, top_k_positions
from memory import memories
from memory.extraction import mentioned_keys
from memory.implications import SEARCH_SHAPING_KEYS
from memory.indexes import MEMORIES, collection
from memory.memories import Memory, StoredMemory
from rentals.embedding import configured_embedder
from rentals.search.selection import chosen_vector_backend

logger = logging.getLogger(__name__)

# The ranking. Cosine similarities of short sentences spread over roughly 0.1–0.2 for one query,
# so an importance of 10 against 1 weighs about as much as a clearly better match, and a key
# match outweighs both.
SIMILARITY_WEIGHT = 1.0
IMPORTANCE_WEIGHT = 0.15
KEY_MATCH_BOOST = 0.3

MEMORY_VECTOR_INDEX = "memory_vector_index"
VECTOR_PATH = "embedding.vector"
FILTER_PATHS = ["visitor_id", "active", "embedding.model"]
# Neighbours `$vectorSearch` examines per memory returned: exact enough for a few hundred
# memories per visitor, as the pre-filter narrows the candidates to the visitor's own.
CANDIDATES_PER_RESULT = 20
# Local backend: how many visitors' memories one process keeps between turns.
CACHED_VISITORS = 512


@dataclass(frozen=True)
class RecalledMemory:
    memory: Memory
    score: float
    similarity: float  # cosine similarity to the query; 0 without a query
    key_match: bool


def relevance(similarity: np.ndarray, importance: np.ndarray, key_match: np.ndarray) -> np.ndarray:
    """The ranking score; arrays so the local backend scores all of a visitor's rows at once."""
    return (
        SIMILARITY_WEIGHT * similarity
        + IMPORTANCE_WEIGHT * importance / memories.MAX_IMPORTANCE
        + KEY_MATCH_BOOST * key_match
    )


def recall(
    visitor_id: str,
    query: str,
    *,
    keys: Collection[str] = (),
    limit: int | None = None,
    record: bool = True,
    revision: str | None = None,
) -> list[RecalledMemory]:
    """The visitor's most relevant memories for ``query``, best first.

    ``keys`` get the key-match boost. Without a usable query vector (an empty query, an embedder
    that is down) memories rank by key and importance alone. ``revision``: the visitor's memory
    revision when the caller read it already (``memories.memory_state_lookup``).
    """
    limit = settings.MEMORY_RECALL_LIMIT if limit is None else limit
    if limit <= 0:
        return []
    if revision is None:
        revision = memories.revision(visitor_id)
    backend = _atlas_recall if chosen_vector_backend().name == "atlas" else _local_recall
    recalled = backend(visitor_id, query, set(keys), limit, revision)
    if record:
        memories.record_recall(visitor_id, [item.memory.id for item in recalled])
    return recalled


def recall_for_turn(
    visitor_id: str, message: str, revision: str | None = None
) -> list[RecalledMemory]:
    """What the agent should know before answering ``message``; never fails the turn."""
    keys = set(SEARCH_SHAPING_KEYS) | mentioned_keys(message)
    try:
        return recall(visitor_id, message, keys=keys, revision=revision)
    except PyMongoError as error:
        logger.warning("Answering without long-term memory: %s", error)
        return []


async def recall_for_turn_async(
    visitor_id: str, message: str, revision: Awaitable[str]
) -> list[RecalledMemory]:
    """``recall_for_turn`` once the visitor's memory revision is read (with their conversation,
    ``memory.conversations.begin_turn_async``): a visitor who never remembered anything costs
    nothing more, and the others' recall runs off the event loop."""
    known = await revision
    if not known:
        return []
    return await asyncio.to_thread(recall_for_turn, visitor_id, message, known)


def _query_vector(query: str) -> np.ndarray | None:
    if not query.strip():
        return None
    try:
        return configured_embedder().embed_query(query)
    except EmbeddingError as error:
        logger.warning("Recalling memories by key only: %s", error)
        return None


def _ranked(
    candidates: Iterable[tuple[Memory, float]], keys: Collection[str], limit: int
) -> list[RecalledMemory]:
    rows = list(candidates)
    if not rows:
        return []
    similarity = np.array([similarity for _, similarity in rows], dtype=np.float64)
    importance = np.array([memory.importance for memory, _ in rows], dtype=np.float64)
    key_match = np.array([memory.key in keys for memory, _ in rows])
    scores = relevance(similarity, importance, key_match)
    return [
        RecalledMemory(
            rows[row][0], float(scores[row]), float(similarity[row]), bool(key_match[row])
        )
        for row in top_k_positions(scores, limit)
    ]


# --- local backend -----------------------------------------------------------------------------


class VisitorMemories:
    """One visitor's active memories as rows: a vector index and the columns ranking needs."""

    def __init__(self, revision: str, stored: Sequence[StoredMemory], dimensions: int) -> None:
        self.revision = revision
        self.memories = [item.memory for item in stored]
        matrix = np.zeros((len(stored), dimensions), dtype=np.float32)
        for row, item in enumerate(stored):
            if item.vector is not None and item.vector.shape == (dimensions,):
                matrix[row] = item.vector
        self.index = VectorIndex([memory.id for memory in self.memories], matrix)
        self.importance = np.array([m.importance for m in self.memories], dtype=np.float64)
        self.keys = np.array([m.key for m in self.memories], dtype=object)
        self.expires = np.array(
            [m.expire_at.timestamp() if m.expire_at else np.inf for m in self.memories]
        )

    def ranked(
        self, vector: np.ndarray | None, keys: Collection[str], limit: int, now: datetime
    ) -> list[RecalledMemory]:
        alive = self.expires > now.timestamp()
        if not alive.any():
            return []
        if vector is None:
            similarity = np.zeros(len(self.memories))
        else:
            similarity = self.index.scores(vector).astype(np.float64)
        key_match = np.isin(self.keys, list(keys))
        scores = relevance(similarity, self.importance, key_match)
        scores[~alive] = -np.inf
        best = [row for row in top_k_positions(scores, limit) if alive[row]]
        return [
            RecalledMemory(
                self.memories[row], float(scores[row]), float(similarity[row]), bool(key_match[row])
            )
            for row in best
        ]


class RecallCache:
    """Visitors' memories kept between turns, checked against the stored revision on each use."""

    def __init__(self) -> None:
        self._entries: OrderedDict[tuple[str, str], VisitorMemories] = OrderedDict()
        self._lock = threading.Lock()

    def memories_of(self, visitor_id: str, revision: str | None = None) -> VisitorMemories:
        """The visitor's memories as of ``revision`` (read now when not given)."""
        current = memories.revision(visitor_id) if revision is None else revision
        if not current:  # never remembered anything: nothing to load or keep
            return VisitorMemories(current, [], _dimensions())
        key = (settings.MONGODB_DB, visitor_id)
        with self._lock:
            cached = self._entries.get(key)
            if cached is not None and cached.revision == current:
                self._entries.move_to_end(key)
                return cached
        loaded = VisitorMemories(current, _with_current_vectors(visitor_id), _dimensions())
        with self._lock:
            self._entries[key] = loaded
            self._entries.move_to_end(key)
            while len(self._entries) > CACHED_VISITORS:
                self._entries.popitem(last=False)
        return loaded

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


recall_cache = RecallCache()


def _local_recall(
    visitor_id: str, query: str, keys: Collection[str], limit: int, revision: str
) -> list[RecalledMemory]:
    visitor = recall_cache.memories_of(visitor_id, revision)
    if not visitor.memories:  # most visitors: no need to embed the query
        return []
    return visitor.ranked(_query_vector(query), keys, limit, datetime.now(UTC))


def _with_current_vectors(visitor_id: str) -> list[StoredMemory]:
    """The visitor's active memories, re-embedding any whose vector another model wrote.

    A change of embedding provider would otherwise make old memories incomparable with new
    queries; their sentences are short, so embedding them again is cheap and happens once.
    """
    stored = memories.stored_memories(visitor_id)
    embedder = configured_embedder()
    stale = [
        item
        for item in stored
        if item.vector is None or item.memory.embedding_model != embedder.model
    ]
    if not stale:
        return stored
    try:
        vectors = embedder.embed_documents([item.memory.content for item in stale])
    except EmbeddingError as error:
        logger.warning("Some memories are recalled by key only for now: %s", error)
        return stored
    fresh = {item.memory.id: vector for item, vector in zip(stale, vectors, strict=True)}
    memories.store_vectors(visitor_id, fresh, embedder.model)
    return [StoredMemory(item.memory, fresh.get(item.memory.id, item.vector)) for item in stored]


def _dimensions() -> int:
    return configured_embedder().dimensions


# --- Atlas backend -------------------------------------------------------------------------------


def memory_vector_search_pipeline(
    visitor_id: str, query_vector: Sequence[float], model: str, *, limit: int
) -> list[dict[str, object]]:
    """``$vectorSearch`` over one visitor's active memories embedded by ``model``.

    The visitor id is a pre-filter, applied before the nearest neighbours are chosen, so the
    results are the visitor's best matches and nobody else's.
    """
    return [
        {
            "$vectorSearch": {
                "index": MEMORY_VECTOR_INDEX,
                "path": VECTOR_PATH,
                "queryVector": [float(value) for value in query_vector],
                "numCandidates": limit * CANDIDATES_PER_RESULT,
                "limit": limit,
                "filter": {
                    "visitor_id": {"$eq": visitor_id},
                    "active": {"$eq": True},
                    "embedding.model": {"$eq": model},
                },
            }
        },
        {"$project": {"embedding.vector": 0}},
        {"$addFields": {"similarity": {"$meta": "vectorSearchScore"}}},
    ]


def memory_vector_index_definition(dimensions: int) -> dict[str, object]:
    return vector_index_definition(VECTOR_PATH, dimensions, FILTER_PATHS)


def ensure_memory_vector_index(timeout_s: float = 0.0) -> bool:
    """Create the memories' Atlas vector index if needed; True once it answers queries.

    With the default timeout this does not wait: a new index builds on Atlas in the background
    while recall ranks the visitor's memories in process.
    """
    try:
        ensure_search_index(
            collection(MEMORIES),
            name=MEMORY_VECTOR_INDEX,
            definition=memory_vector_index_definition(configured_embedder().dimensions),
            index_type="vectorSearch",
            timeout_s=timeout_s,
        )
    except (TimeoutError, RuntimeError, PyMongoError) as error:
        logger.info("The memory vector index is not queryable yet: %s", error)
        return False
    return True


_atlas_index_ready = threading.Event()
# While Atlas builds the index, ask about it at most this often.
INDEX_CHECK_INTERVAL_S = 60.0
_next_index_check = 0.0


def _atlas_recall(
    visitor_id: str, query: str, keys: Collection[str], limit: int, revision: str
) -> list[RecalledMemory]:
    if not revision:  # never remembered anything
        return []
    vector = _query_vector(query)
    if vector is None or not (_atlas_index_ready.is_set() or _index_became_ready()):
        return _local_recall(visitor_id, query, keys, limit, revision)
    pipeline = memory_vector_search_pipeline(
        visitor_id, vector.tolist(), configured_embedder().model, limit=limit
    )
    try:
        found = list(collection(MEMORIES).aggregate(pipeline))
    except OperationFailure as error:
        logger.warning("Memory vector search failed, ranking in process: %s", error)
        return _local_recall(visitor_id, query, keys, limit, revision)
    now = datetime.now(UTC)
    # Atlas scores cosine similarity as (1 + cosine) / 2; ranking uses the cosine itself.
    candidates = {
        document["_id"]: (memories.memory_from_document(document), 2 * document["similarity"] - 1)
        for document in found
    }
    if keys:
        # Key matches the vector search did not return still get their boost.
        for item in memories.stored_memories(visitor_id, keys):
            if item.memory.id not in candidates:
                candidates[item.memory.id] = (item.memory, _cosine(vector, item.vector))
    alive = [(memory, score) for memory, score in candidates.values() if memory.is_alive(now)]
    return _ranked(alive, keys, limit)


def _index_became_ready() -> bool:
    global _next_index_check
    now = time.monotonic()
    if now < _next_index_check:
        return False
    _next_index_check = now + INDEX_CHECK_INTERVAL_S
    if ensure_memory_vector_index():
        _atlas_index_ready.set()
    return _atlas_index_ready.is_set()


def _cosine(query: np.ndarray, vector: np.ndarray | None) -> float:
    if vector is None or vector.shape != query.shape:
        return 0.0
    norms = float(np.linalg.norm(query) * np.linalg.norm(vector))
    return float(query @ vector) / norms if norms else 0.0
