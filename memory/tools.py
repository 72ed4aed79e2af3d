"""Memory as tools for the agent: ``remember``, ``recallMemories`` and ``forgetMemory``.

Whose memories a tool reads or changes comes from the run context (the visitor of the signed
cookie), never from an argument: ``forgetMemory`` with another visitor's memory id finds nothing,
exactly like an id that does not exist. Arguments are validated (a password or a card number is
refused with a message the model can act on) and every call is recorded in the context, as the
chat tools' calls are.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime
from typing import Any

from agents import FunctionTool, RunContextWrapper, function_tool
from agents.exceptions import ModelBehaviorError
from agents.tool_context import ToolContext
from pydantic import ValidationError

from memory.memories import (
    KNOWN_KEYS,
    InvalidMemory,
    Memory,
    MemoryKind,
    MemorySource,
    forget_memory,
    is_memory_id,
    listing_order,
    remember,
    validate_candidate,
)
from memory.recall import recall
from memory.turn_context import ChatContext, ToolCallRecord
from rentals.tool_contract import ToolFailure

logger = logging.getLogger(__name__)

REMEMBER = "remember"
RECALL_MEMORIES = "recallMemories"
FORGET_MEMORY = "forgetMemory"
MEMORY_TOOL_NAMES = (REMEMBER, RECALL_MEMORIES, FORGET_MEMORY)
RECALLED_BY_TOOL = 10


class MemoryToolError(ValueError):
    """An argument the memory tool cannot use; the message says what to do instead."""


def remember_tool(
    ctx: ToolContext[ChatContext], key: str, content: str, kind: MemoryKind, importance: int
) -> str:
    """Remember a durable preference or fact the visitor shared, for their next conversations.

    Only durable things: who travels (party size, children, pets), bedrooms needed, budget,
    accessibility needs, favourite places and property types, host preferences, dislikes,
    upcoming trips, home city. Never passwords, payment data or one-time codes.

    Args:
        key: What it is about: travel_party, bedrooms, budget, pets, accessibility,
            preferred_market, property_type, host_preference, dislike, trip or home (or another
            short snake_case name).
        content: One self-contained sentence about the visitor, e.g. "Travels with a dog.".
        kind: preference, fact, trip (details of one trip) or decision.
        importance: 1 (trivia) to 10 (must never be ignored, such as accessibility needs).
    """
    try:
        candidate = validate_candidate(key, kind, content, importance)
    except InvalidMemory as error:
        raise MemoryToolError(str(error)) from None
    context = ctx.context
    source = MemorySource(context.conversation_id, context.message_at, "agent")
    remembered = remember(context.visitor_id, candidate, source=source)
    memory = remembered.memory
    if remembered.outcome != "merged":  # the chat notes what is new, not what was known
        context.remembered.append(memory)
        # Tools of one turn run concurrently: list what they remembered in a steady order.
        context.remembered.sort(key=lambda noted: listing_order(noted.key))
    arguments = {"key": memory.key, "kind": memory.kind, "importance": memory.importance}
    context.record(ToolCallRecord(ctx.tool_call_id, REMEMBER, arguments))
    payload: dict[str, Any] = {"status": remembered.outcome, "memory": _described(memory)}
    if remembered.replaced is not None:
        payload["replaced"] = remembered.replaced.content
    return _json(payload)


def recall_memories_tool(ctx: ToolContext[ChatContext], query: str) -> str:
    """What you remember about this visitor that relates to ``query``, most relevant first.

    Args:
        query: What to look for in the visitor's memories, e.g. "travel companions" or "budget";
            empty for the most important ones.
    """
    recalled = recall(ctx.context.visitor_id, query.strip()[:500], limit=RECALLED_BY_TOOL)
    ctx.context.record(ToolCallRecord(ctx.tool_call_id, RECALL_MEMORIES, {"query": query}))
    return _json({"memories": [_described(item.memory) for item in recalled]})


def forget_memory_tool(ctx: ToolContext[ChatContext], memoryId: str) -> str:
    """Forget one thing you remember about this visitor, when they ask you to.

    Args:
        memoryId: The memory's id, from the remembered memories or recallMemories.
    """
    memory_id = memoryId.strip()
    forgotten = (
        forget_memory(ctx.context.visitor_id, memory_id) if is_memory_id(memory_id) else None
    )
    if forgotten is None:
        raise MemoryToolError(
            f"this visitor has no memory with the id {memory_id[:40]!r}; use an id from "
            "recallMemories."
        )
    ctx.context.record(ToolCallRecord(ctx.tool_call_id, FORGET_MEMORY, {"memoryId": memory_id}))
    return _json({"forgotten": _described(forgotten)})


def memory_tool_error(ctx: RunContextWrapper[Any], error: Exception) -> str:
    """The tool output for a failed call: what to fix, or that memory is unavailable."""
    name = getattr(ctx, "tool_name", "the memory tool")
    if isinstance(error, MemoryToolError):
        reason = str(error)
    elif isinstance(error, (ModelBehaviorError, ValidationError)):
        # The SDK checks the arguments against the tool's schema before calling it.
        reason = _ARGUMENTS_HELP
    else:
        logger.warning("Memory tool %s failed", name, exc_info=error)
        reason = "memory is unavailable right now; answer without it."
    if isinstance(ctx.context, ChatContext):
        ctx.context.record(ToolCallRecord(getattr(ctx, "tool_call_id", ""), name, {}, error=reason))
    return ToolFailure(name, reason).output()


_ARGUMENTS_HELP = (
    f"the arguments do not match: key (such as {', '.join(KNOWN_KEYS)}), content (one "
    "sentence), kind (preference, fact, trip or decision), importance (1 to 10), memoryId (an id "
    "from recallMemories)."
)


def _described(memory: Memory) -> dict[str, Any]:
    described = {
        "id": memory.id,
        "key": memory.key,
        "kind": memory.kind,
        "content": memory.content,
        "importance": memory.importance,
        "remembered_on": _day(memory.created_at),
    }
    if memory.form:  # what the reply says in the visitor's language
        described["form"] = memory.form
    return described


def _day(moment: datetime) -> str:
    return moment.date().isoformat()


def _json(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def _tool(name: str, function: Any) -> FunctionTool:
    return function_tool(function, name_override=name, failure_error_function=memory_tool_error)


MEMORY_TOOLS: list[FunctionTool] = [
    _tool(REMEMBER, remember_tool),
    _tool(RECALL_MEMORIES, recall_memories_tool),
    _tool(FORGET_MEMORY, forget_memory_tool),
]
