"""A reply's "Under the hood" section: the turn's trace as the chat panel shows it.

Each operation gets a one-line summary ("listings · aggregate · ran here, not on Atlas · 1.1 ms ·
5 documents"), its JSON pretty-printed, and its mongosh command for the copy button.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Any

from chat.trace import TurnTrace

TIMING_LABELS = (
    ("total", "total"),
    ("model", "model"),
    ("embed", "embedding"),
    ("search", "search"),
    ("reads", "database reads"),
    ("writes", "database writes"),
)


@dataclass(frozen=True)
class OperationView:
    summary: str
    json: str  # pretty-printed, without the mongosh command
    mongosh: str


@dataclass(frozen=True)
class TraceView:
    id: str  # unique in the page: the toggle button controls the section with this id
    timings: str  # "total 61 ms · model 14 ms · …"
    understood: str  # pretty-printed JSON
    operations: list[OperationView]
    omitted: int


def trace_view(trace: TurnTrace) -> TraceView:
    return TraceView(
        id=f"trace-{uuid.uuid4().hex[:12]}",
        timings=" · ".join(
            f"{label} {_milliseconds(trace.timings_ms[name])}"
            for name, label in TIMING_LABELS
            if name in trace.timings_ms
        ),
        understood=_pretty(trace.understood),
        operations=[_operation_view(operation) for operation in trace.operations],
        omitted=trace.omitted,
    )


def _operation_view(operation: dict[str, Any]) -> OperationView:
    shown = {key: value for key, value in operation.items() if key != "mongosh"}
    return OperationView(_summary(operation), _pretty(shown), operation.get("mongosh", ""))


def _summary(operation: dict[str, Any]) -> str:
    parts = [operation.get("collection") or "several collections", operation["operation"]]
    if operation.get("ran") == "local":
        parts.append("ran in-process: what Atlas would run")
    if operation.get("ms") is not None:
        parts.append(_milliseconds(operation["ms"]))
    count = operation.get("n")
    if count is not None:
        parts.append(f"{count} document{'' if count == 1 else 's'}")
    if operation.get("error"):
        parts.append(f"failed: {operation['error']}")
    return " · ".join(str(part) for part in parts)


def _milliseconds(ms: float) -> str:
    return f"{ms:,.0f} ms" if ms >= 10 else f"{ms:.1f} ms"


def _pretty(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)
