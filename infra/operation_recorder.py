"""What the database did for one unit of work (a chat turn), recorded as it happens.

A pymongo command listener, registered on every client ``infra.mongo`` builds, hands each read
and write command to the recorder of the current context (a ``ContextVar``); outside a recording
it returns at once, so requests that record nothing pay one variable lookup per command. Work that
runs in-process instead of on the server (the local vector search) records itself with
``record_local``, and ``timed`` adds up how long named phases took (embedding, searching).

Context variables follow the work: tasks and ``asyncio.to_thread`` copy them, so commands sent
from the threads and tasks a turn starts are recorded in its recorder, and another request's are
never. The recorder keeps references to what was sent and counts from the replies, never the
documents a server returned; making them presentable is the caller's business.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from pymongo import monitoring

# Commands that read or write documents; handshakes, pings and index management are not the
# work a visitor asked for.
RECORDED_COMMANDS = frozenset(
    {
        "find",
        "aggregate",
        "insert",
        "update",
        "delete",
        "findandmodify",
        "bulkwrite",
        "count",
        "distinct",
    }
)
_WRITES = frozenset({"insert", "update", "delete", "findandmodify", "bulkwrite"})
# The most operations one recording keeps; a runaway loop must not grow it without end.
MAX_OPERATIONS = 200


@dataclass
class RecordedOperation:
    command_name: str  # the command as sent, e.g. "findAndModify"
    collection: str
    command: Mapping[str, Any]  # what was sent (a reference, not a copy)
    ran: str = "server"  # "server", or "local" for work done in-process
    ms: float | None = None
    n: int | None = None  # documents returned or affected
    details: dict[str, Any] = field(default_factory=dict)  # e.g. "total", "modified"
    error: str | None = None

    @property
    def is_write(self) -> bool:
        return self.command_name.lower() in _WRITES


class OperationRecorder:
    """The operations and phase timings of one recording; closed when the recording ends, so a
    task outliving it adds nothing."""

    def __init__(self) -> None:
        self.started = time.perf_counter()
        self.operations: list[RecordedOperation] = []
        self.dropped = 0  # operations beyond MAX_OPERATIONS
        self.phases_ms: dict[str, float] = {}
        self.closed = False
        self._pending: dict[int, RecordedOperation] = {}  # request id -> operation
        self._cursors: dict[
            int, RecordedOperation
        ] = {}  # cursor id -> the operation that opened it

    def add(self, operation: RecordedOperation) -> bool:
        if self.closed:
            return False
        if len(self.operations) >= MAX_OPERATIONS:
            self.dropped += 1
            return False
        self.operations.append(operation)
        return True

    def add_phase(self, name: str, ms: float) -> None:
        if not self.closed:
            self.phases_ms[name] = self.phases_ms.get(name, 0.0) + ms

    # --- fed by the command listener ----------------------------------------------------------

    def command_started(self, event: monitoring.CommandStartedEvent) -> None:
        name = event.command_name
        if name == "getMore":
            cursor_owner = self._cursors.get(int(event.command.get("getMore") or 0))
            if cursor_owner is not None:
                self._pending[event.request_id] = cursor_owner
            return
        if name.lower() not in RECORDED_COMMANDS:
            return
        target = event.command.get(name)
        operation = RecordedOperation(
            command_name=name,
            collection=target if isinstance(target, str) else "",
            command=event.command,
        )
        if self.add(operation):
            self._pending[event.request_id] = operation

    def command_succeeded(self, event: monitoring.CommandSucceededEvent) -> None:
        operation = self._pending.pop(event.request_id, None)
        if operation is None:
            return
        ms = event.duration_micros / 1000
        operation.ms = round((operation.ms or 0.0) + ms, 3)
        reply = event.reply
        name = operation.command_name.lower()
        if name == "bulkwrite":  # a client bulk write, across collections
            counts = ("nInserted", "nUpserted", "nMatched", "nDeleted")
            operation.n = sum(int(reply.get(count) or 0) for count in counts)
            operation.details["modified"] = int(reply.get("nModified") or 0)
            return
        cursor = reply.get("cursor")
        if isinstance(cursor, Mapping):
            batch = cursor.get("firstBatch", cursor.get("nextBatch")) or []
            operation.n = (operation.n or 0) + len(batch)
            cursor_id = int(cursor.get("id") or 0)
            if cursor_id:
                self._cursors[cursor_id] = operation
            return
        if name == "findandmodify":
            last_error = reply.get("lastErrorObject") or {}
            operation.n = int(last_error.get("n", 1 if reply.get("value") else 0))
        elif name == "distinct":
            operation.n = len(reply.get("values") or [])
        elif "n" in reply:
            operation.n = int(reply["n"])
        if "nModified" in reply:
            operation.details["modified"] = int(reply["nModified"])
        if reply.get("upserted"):
            operation.details["upserted"] = len(reply["upserted"])

    def command_failed(self, event: monitoring.CommandFailedEvent) -> None:
        operation = self._pending.pop(event.request_id, None)
        if operation is None:
            return
        operation.ms = round((operation.ms or 0.0) + event.duration_micros / 1000, 3)
        failure = event.failure if isinstance(event.failure, Mapping) else {}
        # The code name only: a server's message can quote the values that were sent.
        operation.error = str(failure.get("codeName") or "failed")


_current: ContextVar[OperationRecorder | None] = ContextVar("operation_recorder", default=None)


def current_recorder() -> OperationRecorder | None:
    return _current.get()


@contextmanager
def recording() -> Iterator[OperationRecorder]:
    """Record the operations of the code run inside, and of the tasks and threads it starts."""
    recorder = OperationRecorder()
    token = _current.set(recorder)
    try:
        yield recorder
    finally:
        recorder.closed = True
        _current.reset(token)


def is_recording() -> bool:
    recorder = _current.get()
    return recorder is not None and not recorder.closed


def record_local(
    collection: str,
    command_name: str,
    command: Mapping[str, Any],
    *,
    ms: float,
    n: int,
    **details: Any,
) -> None:
    """Record work done in-process as the command the server would have been sent for it."""
    recorder = _current.get()
    if recorder is not None:
        recorder.add(
            RecordedOperation(
                command_name,
                collection,
                command,
                ran="local",
                ms=round(ms, 3),
                n=n,
                details=dict(details),
            )
        )


@contextmanager
def timed(phase: str) -> Iterator[None]:
    """Add the time spent inside to ``phase`` of the current recording, if any."""
    recorder = _current.get()
    if recorder is None:
        yield
        return
    started = time.perf_counter()
    try:
        yield
    finally:
        recorder.add_phase(phase, (time.perf_counter() - started) * 1000)


class CommandRecorder(monitoring.CommandListener):
    """Passes the commands sent inside a recording to its recorder; ignores all others."""

    def started(self, event: monitoring.CommandStartedEvent) -> None:
        recorder = _current.get()
        if recorder is not None and not recorder.closed:
            recorder.command_started(event)

    def succeeded(self, event: monitoring.CommandSucceededEvent) -> None:
        recorder = _current.get()
        if recorder is not None:
            recorder.command_succeeded(event)

    def failed(self, event: monitoring.CommandFailedEvent) -> None:
        recorder = _current.get()
        if recorder is not None:
            recorder.command_failed(event)


COMMAND_RECORDER = CommandRecorder()
