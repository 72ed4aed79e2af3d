"""A reply's stored trace is bounded: huge traces are cut to summaries and counted, never stored
whole, and a message over its share of the conversation gives up its trace before anything else."""

from __future__ import annotations

import json
from typing import Any

from chat.trace import STORED_TRACE_MAX_CHARS, TurnTrace, restored_trace, stored_trace
from infra.mongo import get_database
from memory.conversations import new_conversation_id, stored_metadata
from tests.memory_helpers import store_turn
from tests.test_conversations import ALICE, SEARCH_METADATA

TIMINGS = {"total": 61.0, "model": 14.0, "reads": 3.2}


def operation(number: int, command_chars: int) -> dict[str, Any]:
    command = f"db.listings.aggregate([{'x' * command_chars}])"
    return {
        "collection": "listings",
        "operation": "aggregate",
        "pipeline": [{"$match": {"n": number}}],
        "ran": "server",
        "ms": 1.5,
        "n": number,
        "mongosh": command,
    }


def trace_of(operations: list[dict[str, Any]], omitted: int = 0) -> TurnTrace:
    understood = {"tools": ["searchRentals"], "search": {"query": "pool"}}
    return TurnTrace(operations, understood, TIMINGS, omitted)


def test_a_small_trace_is_kept_whole_as_summaries_and_commands() -> None:
    trace = trace_of([operation(1, 100), operation(2, 100)])

    restored = restored_trace(stored_trace(trace))

    assert restored is not None
    assert restored.understood == trace.understood and restored.timings_ms == TIMINGS
    assert restored.omitted == 0
    assert [op["mongosh"] for op in restored.operations] == [
        op["mongosh"] for op in trace.operations
    ]
    # What an operation sent is in its command: the trace does not keep it twice.
    assert all("pipeline" not in op for op in restored.operations)


def test_a_huge_trace_is_cut_to_the_bound_and_what_is_left_out_is_counted() -> None:
    huge = trace_of([operation(number, 20_000) for number in range(200)], omitted=7)
    assert len(json.dumps(huge.to_dict())) > 100 * STORED_TRACE_MAX_CHARS

    text = stored_trace(huge)

    assert len(text) <= STORED_TRACE_MAX_CHARS
    restored = restored_trace(text)
    assert restored is not None
    assert 0 < len(restored.operations) < 200
    assert len(restored.operations) + restored.omitted == 200 + 7
    # Commands too long for the bound leave their summary: name, collection, time and count.
    assert all(op.get("details_omitted") and "mongosh" not in op for op in restored.operations)
    assert [op["n"] for op in restored.operations] == list(range(len(restored.operations)))


def test_commands_are_kept_while_they_fit_then_only_summaries() -> None:
    trace = trace_of([operation(number, 3_000) for number in range(6)])

    restored = restored_trace(stored_trace(trace))

    assert restored is not None and restored.omitted == 0
    with_command = ["mongosh" in op for op in restored.operations]
    assert with_command[0] and not with_command[-1]
    assert with_command == sorted(with_command, reverse=True)


def test_a_huge_understood_part_is_left_out() -> None:
    trace = TurnTrace([], {"memories": ["z" * 50_000]}, TIMINGS)

    restored = restored_trace(stored_trace(trace))

    assert restored is not None and restored.understood == {"details_omitted": True}


def test_an_unreadable_stored_trace_is_no_trace() -> None:
    for stored in (None, 42, "", "not json", '{"operations": 3}', "[]"):
        assert restored_trace(stored) is None


def test_a_reply_over_its_share_gives_up_its_trace_first(
    empty_database: str, settings: Any
) -> None:
    # Many messages per conversation: each one's share of the document is small.
    settings.CONVERSATION_MAX_MESSAGES = 2000
    trace = stored_trace(trace_of([operation(number, 1_000) for number in range(10)]))
    metadata = {**SEARCH_METADATA, "trace": trace}
    conversation_id = new_conversation_id()

    store_turn(ALICE, conversation_id, "Pools", "Done", metadata)

    document = get_database()["conversations"].find_one({"_id": conversation_id})
    assert document is not None
    assert stored_metadata(document["messages"][1]) == SEARCH_METADATA


def test_a_reply_within_its_share_keeps_its_trace(empty_database: str) -> None:
    trace = stored_trace(trace_of([operation(number, 1_000) for number in range(10)]))
    metadata = {**SEARCH_METADATA, "trace": trace}
    conversation_id = new_conversation_id()

    store_turn(ALICE, conversation_id, "Pools", "Done", metadata)

    document = get_database()["conversations"].find_one({"_id": conversation_id})
    assert document is not None
    assert stored_metadata(document["messages"][1]) == metadata
