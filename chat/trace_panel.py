"""A reply's "Under the hood" section: the turn's trace as the chat panel shows it.

Each operation gets a one-line summary ("listings · aggregate · $rankFusion · $vectorSearch ·
ran in-process: what Atlas would run · 1.1 ms · 5 documents"), its JSON pretty-printed, and its
mongosh command for the copy button. The operations that answered the turn (the search, the
memories that shaped it, the saved stays compared) come first and are marked; the others follow
in the order the turn made them.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Any

from chat.trace import TurnTrace
from chat.trace_focus import key_operations, notable_operators

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
    key: bool = False  # one of the operations that answered the turn


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
        operations=_operation_views(trace),
        omitted=trace.omitted,
    )


def _operation_views(trace: TurnTrace) -> list[OperationView]:
    """The key operations first, then the rest, each group in the order the turn made them."""
    keys = key_operations(trace.operations, trace.understood)
    views = [
        _operation_view(operation, key=index in keys)
        for index, operation in enumerate(trace.operations)
    ]
    return [view for view in views if view.key] + [view for view in views if not view.key]


def _operation_view(operation: dict[str, Any], *, key: bool) -> OperationView:
    shown = {name: value for name, value in operation.items() if name != "mongosh"}
    return OperationView(_summary(operation), _pretty(shown), operation.get("mongosh", ""), key)


def _summary(operation: dict[str, Any]) -> str:
    parts = [operation.get("collection") or "several collections", operation["operation"]]
    parts.extend(notable_operators(operation))
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
