"""Recording a unit of work's database operations: the commands sent inside a recording, from its
tasks and threads too, and nothing else (a real embedded server, real pymongo events)."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from chat.trace_values import Omitted, Vector, as_json, as_mongosh, presentable
from infra import operation_recorder
from infra.mongo import get_async_database, get_database
from infra.operation_recorder import record_local, recording, timed
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("empty_database")


def names(recorder: operation_recorder.OperationRecorder) -> list[tuple[str, str]]:
    return [(op.collection, op.command_name) for op in recorder.operations]


def test_commands_inside_a_recording_are_recorded_with_time_and_count() -> None:
    things = get_database()["things"]
    things.insert_many([{"_id": n, "even": n % 2 == 0} for n in range(10)])
    things.find_one({"_id": 1})  # outside: not recorded
    with recording() as recorder:
        found = list(things.find({"even": True}).batch_size(2))  # a first batch and getMores
        things.update_one({"_id": 1}, {"$set": {"seen": True}})
        things.count_documents({})
    assert len(found) == 5
    assert names(recorder) == [("things", "find"), ("things", "update"), ("things", "aggregate")]
    find, update, count = recorder.operations
    assert find.n == 5 and find.command["filter"] == {"even": True}
    assert (update.n, update.details["modified"]) == (1, 1)
    assert count.n == 1
    assert all(op.ms is not None and op.ms >= 0 for op in recorder.operations)
    things.find_one({"_id": 2})  # after: the closed recording takes nothing more
    assert len(recorder.operations) == 3


def test_threads_and_tasks_started_by_the_work_are_recorded_and_other_work_is_not() -> None:
    things = get_database()["things"]

    async def other_request(started: asyncio.Event) -> None:
        await started.wait()
        await get_async_database()["others"].find_one({})

    async def scenario() -> operation_recorder.OperationRecorder:
        started = asyncio.Event()
        elsewhere = asyncio.create_task(other_request(started))  # its context has no recording
        with recording() as recorder:
            started.set()
            await asyncio.gather(
                asyncio.to_thread(things.find_one, {"_id": "from a thread"}),
                get_async_database()["things"].find_one({"_id": "from a task"}),
            )
            await elsewhere
            # A thread that does not copy the context records nothing.
            plain = threading.Thread(target=things.find_one, args=({"_id": "plain thread"},))
            plain.start()
            plain.join()
        return recorder

    recorder = run_async(scenario())
    filters = sorted(op.command["filter"]["_id"] for op in recorder.operations)
    assert filters == ["from a task", "from a thread"]


def test_a_recording_is_bounded_and_records_local_work_and_phases() -> None:
    things = get_database()["things"]
    with recording() as recorder:
        for _ in range(operation_recorder.MAX_OPERATIONS + 5):
            things.find_one({})
        record_local("listings", "aggregate", {"pipeline": []}, ms=1.5, n=3, total=9)
        with timed("embed"):
            pass
    assert len(recorder.operations) == operation_recorder.MAX_OPERATIONS
    assert recorder.dropped == 6
    assert "embed" in recorder.phases_ms
    record_local("listings", "aggregate", {}, ms=1, n=1)  # outside any recording: nothing
    with timed("embed"):
        pass


def test_values_are_shortened_for_showing() -> None:
    vector = [0.0123456, -0.03, 0.5] + [0.1] * 381
    value: dict[str, Any] = {
        "visitor_id": "v123",
        "note": "x" * 500,
        "vector": vector,
        "ids": list(range(5)),
        "many": [str(n) for n in range(30)],
    }
    shown = presentable(value, "v123")
    assert shown["visitor_id"] == "<your visitor id>"
    assert len(shown["note"]) == 160 and shown["note"].endswith("…")
    assert shown["vector"] == Vector((0.0123, -0.03, 0.5), 384)
    assert shown["ids"] == [0, 1, 2, 3, 4]
    assert shown["many"][-1] == Omitted(10)
    data = as_json(shown)
    assert data["vector"] == "[0.0123, -0.03, 0.5, … 384 numbers]"
    assert data["many"][-1] == "… 10 more"
    shell = as_mongosh(shown)
    assert '"vector": [0.0123, -0.03, 0.5 /* … 384 numbers */]' in shell
    assert '"19", /* … 10 more */]' in shell
    assert '"visitor_id": "<your visitor id>"' in shell
