"""Under the hood: ``POST /api/chat`` and the stream's final event carry what the turn did in the
database (each operation, with what it sent and as a mongosh command), what it understood and
its timings; never another visitor's data, the visitor's own id or a credential."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from chat.trace import MAX_OPERATIONS_CHARS, MAX_SHOWN_OPERATIONS, OperationViews, build_trace
from chat.trace_values import VISITOR_PLACEHOLDER
from infra.mongo import connection
from infra.operation_recorder import OperationRecorder, RecordedOperation
from memory.turn_context import ChatContext
from rentals.filters import SearchFilters
from rentals.search.atlas_backend import VECTOR_INDEX_NAME
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async
from tests.test_chat_isolation import Visitor
from tests.test_chat_views import new_visitor, stream_message

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

SEARCH_REQUEST = "quiet flat near the beach in Porto under 150"
WRITES = {"insert_one", "insert_many", "update_one", "update_many", "find_one_and_update"}
ABBREVIATED_VECTOR = re.compile(r"\[-?\d+\.\d+, -?\d+\.\d+, -?\d+\.\d+, … 384 numbers\]")


def operations(trace: dict[str, Any], collection: str) -> list[dict[str, Any]]:
    return [op for op in trace["operations"] if op["collection"] == collection]


def bulk_writes(operation: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """The collection, method and fields of each write in a client bulk write."""
    models = [next(iter(model.items())) for model in operation["operations"]]
    return [(fields["namespace"].split(".")[-1], method, fields) for method, fields in models]


def writes_to(trace: dict[str, Any], collection: str) -> list[dict[str, Any]]:
    """What each write of the trace to ``collection`` sent, alone or in a client bulk write."""
    writes = []
    for op in trace["operations"]:
        if op["operation"] == "client_bulk_write":
            writes += [fields for name, _, fields in bulk_writes(op) if name == collection]
        elif op["collection"] == collection and op["operation"] in WRITES:
            writes.append(op)
    return writes


def vector_search_stages(pipeline: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``$vectorSearch`` stages of a pipeline, also inside ``$rankFusion``."""
    stages = []
    for stage in pipeline:
        if "$vectorSearch" in stage:
            stages.append(stage["$vectorSearch"])
        for inner in stage.get("$rankFusion", {}).get("input", {}).get("pipelines", {}).values():
            stages += vector_search_stages(inner)
    return stages


def test_a_search_turn_shows_the_vector_search_atlas_would_run_with_the_understood_filters() -> (
    None
):
    body = Visitor().chat(SEARCH_REQUEST).json()
    trace, search = body["trace"], body["search"]

    understood = trace["understood"]["search"]
    assert understood["filters"] == search["filters"]
    assert understood["filters"]["location"] == "Porto"
    assert understood["query"] == search["query"] and "beach" in understood["query"]
    assert trace["understood"]["tools"] == ["searchRentals"]

    local = [op for op in operations(trace, "listings") if op["ran"] == "local"]
    assert len(local) == 1
    searched = local[0]
    assert searched["operation"] == "aggregate"
    assert searched["n"] == len(search["rental_ids"]) and searched["total"] == search["total"]
    stages = vector_search_stages(searched["pipeline"])
    assert len(stages) == 1
    expected_filter = SearchFilters.model_validate(search["filters"]).to_mongo_filter()
    assert stages[0]["filter"] == json.loads(json.dumps(expected_filter))
    assert stages[0]["index"] == VECTOR_INDEX_NAME
    assert ABBREVIATED_VECTOR.fullmatch(stages[0]["queryVector"])
    assert searched["mongosh"].startswith('db.listings.aggregate([{"$rankFusion": ')
    assert "numbers */]" in searched["mongosh"]


def test_the_trace_shows_the_turns_writes_with_times_and_counts() -> None:
    body = Visitor().chat(SEARCH_REQUEST).json()
    trace = body["trace"]

    # The visitor's message with the note of their latest conversation, then the turn's activity
    # with the visitor's counters: client bulk writes, across collections.
    message, activity = [op for op in trace["operations"] if op["operation"] == "client_bulk_write"]
    assert [collection for collection, _, _ in bulk_writes(message)] == [
        "conversations",
        "visitors",
    ]
    written = [(collection, method) for collection, method, _ in bulk_writes(activity)]
    assert written[-1] == ("visitors", "update_one")
    assert set(written[:-1]) == {("activity", "insert_one")}
    for write in (message, activity):
        assert write["collection"] is None and write["ran"] == "server" and write["n"] >= 2
        assert write["mongosh"].startswith("db.getMongo().bulkWrite([{")
    # Then the reply, the turn's last write.
    reply = trace["operations"][-1]
    assert (reply["collection"], reply["operation"], reply["n"]) == (
        "conversations",
        "update_one",
        1,
    )
    conversation_writes = writes_to(trace, "conversations")
    assert len(conversation_writes) == 2  # the visitor's message, then the reply
    for write in conversation_writes:
        assert write["filter"]["_id"] == body["conversation_id"]
        assert write["filter"]["visitor_id"] == VISITOR_PLACEHOLDER
    for op in trace["operations"]:
        assert op["ms"] is not None and op["ms"] >= 0
        shell = f"db.{op['collection']}." if op["collection"] else "db.getMongo()."
        assert op["mongosh"].startswith(shell)
    timings = trace["timings_ms"]
    assert set(timings) == {"total", "model", "embed", "search", "reads", "writes"}
    assert timings["writes"] > 0 and timings["search"] > 0 and timings["model"] > 0
    assert timings["total"] >= timings["search"]


def test_no_other_visitor_no_own_id_and_no_credentials_appear() -> None:
    bob = Visitor()
    bob.chat("we travel with our parrot Bartholomew, cheap flat in Sydney")
    alice = Visitor()
    alice.chat("apartment in Sydney")  # a second turn reads what the first wrote
    body = alice.chat("only superhosts").json()

    shown = json.dumps(body["trace"], ensure_ascii=False)
    assert body["trace"]["operations"]
    assert bob.id not in shown and "Bartholomew" not in shown
    assert alice.id not in shown and VISITOR_PLACEHOLDER in shown
    assert connection().uri not in shown and "mongodb://" not in shown
    for secret in ("lsid", "$clusterTime", "signature", "txnNumber"):
        assert secret not in shown


def test_the_trace_stays_small_whatever_the_message() -> None:
    body = Visitor().chat("flat in Porto near the beach " + "with a lovely sea view " * 80).json()
    trace = body["trace"]
    assert len(json.dumps(trace, ensure_ascii=False)) < 60_000
    assert trace["omitted_operations"] == 0
    message_writes = writes_to(trace, "conversations")
    assert "…" in json.dumps(message_writes, ensure_ascii=False)  # the long message was cut


def test_memories_that_shaped_the_search_are_named() -> None:
    visitor = Visitor()
    visitor.chat("we never travel without our dog")
    body = visitor.chat("flat in Porto").json()  # the dog was remembered in the first chat

    memories = body["trace"]["understood"]["memories"]
    assert any(memory["shaped_search"] == {"amenities": ["Pets allowed"]} for memory in memories), (
        memories
    )


def test_the_streams_final_event_carries_the_trace() -> None:
    async def scenario() -> list[Any]:
        client, _ = await new_visitor()
        return await stream_message(client, SEARCH_REQUEST)

    name, done = run_async(scenario())[-1]
    assert name == "done"
    trace = done["trace"]
    assert any(op["ran"] == "local" for op in operations(trace, "listings"))
    assert trace["understood"]["search"]["filters"]["location"] == "Porto"


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js to parse JavaScript")
def test_every_mongosh_command_parses_as_javascript(tmp_path: Path) -> None:
    visitor = Visitor()
    visitor.chat("we never travel without our dog")
    commands = [
        op["mongosh"]
        for message in (SEARCH_REQUEST, "only superhosts", "does the first one allow pets?")
        for op in visitor.chat(message).json()["trace"]["operations"]
    ]
    script = tmp_path / "commands.js"
    script.write_text(";\n".join(commands) + ";\n", encoding="utf-8")
    checked = subprocess.run(
        ["node", "--check", str(script)], capture_output=True, text=True, timeout=30
    )
    assert checked.returncode == 0, checked.stderr


def test_a_turn_with_many_large_operations_keeps_a_bounded_trace() -> None:
    recorder = OperationRecorder()

    def aggregate(stages: int) -> RecordedOperation:
        wide_match = {"$match": {f"field_{n}": "x" * 150 for n in range(10)}}
        command = {"aggregate": "listings", "pipeline": [wide_match] * stages}
        return RecordedOperation("aggregate", "listings", command, ms=1.0, n=1)

    recorder.add(aggregate(20))  # too long to show on its own
    for _ in range(MAX_SHOWN_OPERATIONS + 20):
        recorder.add(aggregate(2))

    trace = build_trace(recorder, ChatContext("visitor", "conversation"), [], 12.0)

    assert len(trace.operations) == MAX_SHOWN_OPERATIONS and trace.omitted == 21
    assert len(json.dumps(trace.to_dict(), ensure_ascii=False)) < 2 * MAX_OPERATIONS_CHARS
    brief = {
        "collection": "listings",
        "operation": "aggregate",
        "ran": "server",
        "ms": 1.0,
        "n": 1,
        "details_omitted": True,
    }
    assert trace.operations[0] == brief
    assert trace.operations[1]["pipeline"] and "mongosh" in trace.operations[1]
    assert trace.operations[-1] == brief


def test_a_trace_built_again_shows_each_operations_latest_time_and_count() -> None:
    recorder = OperationRecorder()
    command = {"find": "listings", "filter": {"visitor_id": "v-42", "city": "Porto"}}
    found = RecordedOperation("find", "listings", command, ms=1.0, n=101)
    recorder.add(found)
    context = ChatContext("v-42", "conversation")
    views = OperationViews("v-42")

    before = build_trace(recorder, context, [], 5.0, views)
    found.ms, found.n = 3.0, 150  # a later batch of its cursor
    recorder.add(RecordedOperation("update", "conversations", {"update": "conversations"}))
    after = build_trace(recorder, context, [], 9.0, views)

    assert (before.operations[0]["ms"], before.operations[0]["n"]) == (1.0, 101)
    assert (after.operations[0]["ms"], after.operations[0]["n"]) == (3.0, 150)
    assert after.operations[0]["filter"] == {"visitor_id": VISITOR_PLACEHOLDER, "city": "Porto"}
    assert after.operations[0]["filter"] is before.operations[0]["filter"]  # made once
    assert [op["collection"] for op in after.operations] == ["listings", "conversations"]
    assert after.operations[0] == build_trace(recorder, context, [], 9.0).operations[0]
