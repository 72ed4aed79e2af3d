"""Recall latency of long-term memory on the local backend: one visitor with 1,000 memories among
10,000 visitors.

The other visitors' memories are stored with random unit vectors (their content does not matter
to the timing: recall never looks at them), the measured visitor's with vectors of their own
sentences' shape. Figures are printed for people to read, never asserted. Target: recall p50
<= 10 ms.
"""

from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime

import numpy as np
import pymongo

from bench.timing import Report, latencies_ms
from infra.mongo import get_database
from memory.implications import SEARCH_SHAPING_KEYS
from memory.indexes import MEMORIES, MEMORY_STATE, collection
from memory.memories import (
    MemoryCandidate,
    MemorySource,
    edit_memory,
    memory_document,
    record_recall,
    remember,
    vector_document,
)
from memory.recall import recall, recall_cache
from rentals.embedding import configured_embedder

SEED = 20_250_601
VISITORS = 10_000
MEMORIES_PER_OTHER_VISITOR = 2
MEMORIES_OF_THE_VISITOR = 1_000
CLEAN_UP_S = 120
REPEATS = 200
RELOADS = 20
BATCH = 1_000
VISITOR = "bench-visitor-with-1000-memories"

QUERIES = (
    "something in Porto",
    "a quiet flat near the beach",
    "we travel with our dog",
    "cheaper, under 100",
    "a house for the whole family",
    "algo en Barcelona con piscina",
    "apartamento perto da praia",
    "only superhosts",
)
KINDS = ("preference", "fact", "trip", "decision")
# Keys that hold several values, so no synthetic memory supersedes another.
KEYS = ("dislike", "preferred_market", "trip", "property_type", "accessibility")


def run(report: Report = print) -> None:
    embedder = configured_embedder()
    rng = np.random.default_rng(SEED)
    started = time.perf_counter()
    _store_synthetic_memories(rng, embedder.model, embedder.dimensions)
    # The visitor's last memory goes through `remember`, as every real write does.
    remember(VISITOR, MemoryCandidate("pets", "fact", "Travels with a dog.", 8))
    total = collection(MEMORIES).count_documents({})
    report(
        f"{total:,} memories of {VISITORS + 1:,} visitors stored in "
        f"{time.perf_counter() - started:.1f} s; the measured visitor has "
        f"{collection(MEMORIES).count_documents({'visitor_id': VISITOR}):,}."
    )

    queries = [QUERIES[i % len(QUERIES)] for i in range(REPEATS)]
    embedded = [embedder.embed_query(query) for query in QUERIES]
    keys = set(SEARCH_SHAPING_KEYS)

    reload_ms = _first_recall_after_a_change_ms(embedded[0])
    report(
        f"First recall after a change (loads the visitor's memories): "
        f"p50 {np.percentile(reload_ms, 50):.1f} ms, p95 {np.percentile(reload_ms, 95):.1f} ms."
    )

    def recall_embedded(i: int) -> None:
        visitor = recall_cache.memories_of(VISITOR)
        best = visitor.ranked(embedded[i % len(embedded)], keys, 5, datetime.now(UTC))
        record_recall(VISITOR, [item.memory.id for item in best])

    warm_ms = latencies_ms(recall_embedded, range(REPEATS))
    report(
        f"Recall, query embedded beforehand (revision check, ranking 1,000 rows, statistics "
        f"update): p50 {np.percentile(warm_ms, 50):.2f} ms, p95 {np.percentile(warm_ms, 95):.2f} "
        "ms (target <= 10 ms p50)."
    )
    embed_ms = latencies_ms(embedder.embed_query, queries[:50])
    report(f"Query embedding ({embedder.model}): p50 {np.percentile(embed_ms, 50):.1f} ms.")
    full_ms = latencies_ms(lambda query: recall(VISITOR, query, keys=keys), queries)
    report(
        f"Recall end to end, embedding the query: p50 {np.percentile(full_ms, 50):.2f} ms, "
        f"p95 {np.percentile(full_ms, 95):.2f} ms."
    )
    database = get_database()
    # Removing 21,000 memories outlasts the app's per-operation deadline on the embedded server.
    with pymongo.timeout(CLEAN_UP_S):
        database[MEMORIES].delete_many({})
        database[MEMORY_STATE].delete_many({})
    recall_cache.clear()


def _store_synthetic_memories(rng: np.random.Generator, model: str, dimensions: int) -> None:
    owners = itertools.chain(
        (
            f"bench-visitor-{number:05d}"
            for number in range(VISITORS)
            for _ in range(MEMORIES_PER_OTHER_VISITOR)
        ),
        itertools.repeat(VISITOR, MEMORIES_OF_THE_VISITOR - 1),
    )
    memories = collection(MEMORIES)
    now = datetime.now(UTC)
    numbered = enumerate(owners)
    while batch := list(itertools.islice(numbered, BATCH)):
        vectors = rng.standard_normal((len(batch), dimensions), dtype=np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        memories.insert_many(
            [
                memory_document(
                    owner,
                    MemoryCandidate(
                        KEYS[number % len(KEYS)],
                        KINDS[number % len(KINDS)],  # type: ignore[arg-type]
                        f"Synthetic memory number {number}.",
                        1 + number % 10,
                    ),
                    MemorySource(),
                    now,
                    vector_document(vector, model),
                )
                for (number, owner), vector in zip(batch, vectors, strict=True)
            ]
        )


def _first_recall_after_a_change_ms(query_vector: np.ndarray) -> np.ndarray:
    dog = next(m for m in recall_cache.memories_of(VISITOR).memories if m.key == "pets")
    latencies = []
    for round_ in range(RELOADS):
        edit_memory(VISITOR, dog.id, importance=8 + round_ % 2)
        started = time.perf_counter()
        recall_cache.memories_of(VISITOR).ranked(query_vector, set(), 5, datetime.now(UTC))
        latencies.append((time.perf_counter() - started) * 1000)
    return np.array(latencies)
