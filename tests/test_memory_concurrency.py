"""Memories remembered at the same moment (two tabs, a turn and a consolidation) keep their
promise: a single-valued key such as a budget never ends with two active values."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from infra.mongo import get_database
from memory.memories import MemoryCandidate, list_memories, remember
from tests.memory_helpers import ALICE

pytestmark = pytest.mark.usefixtures("empty_database")

# More writers than tries: writers that retried in step could each lose every try.
PARALLEL = 16
ROUNDS = 5


def budget(amount: int) -> MemoryCandidate:
    return MemoryCandidate("budget", "preference", f"Budget is about {amount} per night.", 6)


def test_parallel_budgets_leave_exactly_one_active_value() -> None:
    remember(ALICE, budget(100))
    for round_number in range(ROUNDS):
        start = threading.Barrier(PARALLEL)

        def say(amount: int, start: threading.Barrier = start) -> None:
            start.wait()
            remember(ALICE, budget(amount))

        amounts = [1000 * round_number + 200 + number for number in range(PARALLEL)]
        with ThreadPoolExecutor(PARALLEL) as pool:
            list(pool.map(say, amounts))

        active = list_memories(ALICE)
        assert len(active) == 1, [memory.content for memory in active]
        history = get_database()["memories"].count_documents({"visitor_id": ALICE})
        assert history == 1 + PARALLEL * (round_number + 1)  # nothing lost, all kept as history
