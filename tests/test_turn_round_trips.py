"""What one chat turn sends to the database: the visitor's message goes in with the note of their
latest conversation in one command, on servers with client bulk writes and without."""

from __future__ import annotations

from typing import Any

import pytest
from pymongo import AsyncMongoClient
from pymongo.errors import InvalidOperation

from chat.service import ChatTurnResult
from memory.activity import recent_activity
from memory.conversations import get_conversation, list_conversations
from memory.memories import MemoryCandidate, remember
from memory.tombstones import erasure_checks_cached
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

DOG = MemoryCandidate(kind="preference", key="pets", content="Travels with a dog.", importance=7)
# Read by every turn whatever the visitor did: the catalog's version, now and then.
OCCASIONAL_READS = {("listings_version", "find_one")}


def server_operations(result: ChatTurnResult) -> list[tuple[str | None, str]]:
    assert result.trace is not None
    return [
        (op["collection"], op["operation"])
        for op in result.trace.operations
        if op["ran"] == "server" and (op["collection"], op["operation"]) not in OCCASIONAL_READS
    ]


def namespaces(operation: dict[str, Any]) -> list[str]:
    return [next(iter(model.values()))["namespace"] for model in operation["operations"]]


def test_a_turn_in_a_conversation_takes_four_round_trips() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "a flat in Porto")
    with erasure_checks_cached():  # as in a request
        second = turn(visitor, "only superhosts", conversation_id=first.conversation_id)

    operations = server_operations(second)
    assert len(operations) == 4, operations
    reads = [operation for operation in operations if operation[1] in ("find_one", "aggregate")]
    # The agent's window, with the visitor's tombstone and memory revision.
    assert reads == [("conversations", "aggregate")]
    writes = [operation for operation in operations if operation not in reads]
    assert writes == [
        (None, "client_bulk_write"),  # the message, and the conversation noted as the latest
        (None, "client_bulk_write"),  # the activity and the visitor's counters
        ("conversations", "update_one"),  # the reply
    ]
    assert second.trace is not None
    message = next(op for op in second.trace.operations if op["operation"] == "client_bulk_write")
    assert [name.split(".")[-1] for name in namespaces(message)] == ["conversations", "visitors"]


def test_without_client_bulk_writes_the_message_and_the_note_go_one_by_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def before_mongodb_8(*args: Any, **kwargs: Any) -> Any:
        raise InvalidOperation("MongoClient.bulk_write requires MongoDB server version 8.0+.")

    monkeypatch.setattr(AsyncMongoClient, "bulk_write", before_mongodb_8)
    visitor = new_visitor_id()
    first = turn(visitor, "a flat in Porto")
    other = turn(visitor, "a loft in Lisbon")
    second = turn(visitor, "only superhosts", conversation_id=first.conversation_id)

    stored = get_conversation(visitor, first.conversation_id)
    assert stored is not None
    assert [message.role for message in stored.messages] == ["user", "assistant"] * 2
    # The turn in the first conversation noted it as the latest again.
    assert [summary.id for summary in list_conversations(visitor)] == [
        second.conversation_id,
        other.conversation_id,
    ]
    assert [activity.kind for activity in recent_activity(visitor)].count("chat") == 3
    assert ("visitors", "update_one") in server_operations(second)


def test_recall_follows_the_memory_revision_read_with_the_conversation() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "a flat in Porto")
    remember(visitor, DOG)
    second = turn(visitor, "only superhosts", conversation_id=first.conversation_id)

    assert recalled(second) == [DOG.content]
    assert ("memory_state", "find_one") not in server_operations(second)


def test_a_new_conversation_reads_the_memory_revision_with_the_tombstone() -> None:
    visitor = new_visitor_id()
    remember(visitor, DOG)
    with erasure_checks_cached():  # as in a request
        result = turn(visitor, "a flat in Porto")

    assert recalled(result) == [DOG.content]
    operations = server_operations(result)
    assert ("memory_state", "find_one") not in operations
    assert ("erased_visitors", "find_one") not in operations
    created = operations.index((None, "client_bulk_write"))  # with the note of it as the latest
    # Read back with the visitor's tombstone and memory revision.
    assert operations[created + 1] == ("conversations", "aggregate")


def recalled(result: ChatTurnResult) -> list[str]:
    assert result.trace is not None
    return [memory["content"] for memory in result.trace.understood["memories"]]
