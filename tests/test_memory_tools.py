"""The memory tools called the way the Runner calls them: the visitor always comes from the run
context, arguments are validated, and another visitor's memory simply does not match."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from agents import FunctionTool

from chat.tools import tool_label
from infra.mongo import get_database
from memory.memories import MemoryCandidate, list_memories, remember
from memory.tools import MEMORY_TOOLS
from memory.turn_context import ChatContext
from tests.chat_helpers import chat_context, new_visitor_id, tool_context

pytestmark = pytest.mark.usefixtures("empty_database")

TOOLS = {tool.name: tool for tool in MEMORY_TOOLS}
DOG = {"key": "pets", "content": "Travels with a dog.", "kind": "fact", "importance": 8}


def call(context: ChatContext, name: str, arguments: dict[str, Any]) -> str:
    tool: FunctionTool = TOOLS[name]
    ctx = tool_context(context, name, arguments)

    async def invoke() -> str:
        return str(await tool.on_invoke_tool(ctx, json.dumps(arguments)))

    return asyncio.run(invoke())


def test_the_tools_have_these_names_and_no_visitor_argument() -> None:
    assert list(TOOLS) == ["remember", "recallMemories", "forgetMemory"]
    for tool in MEMORY_TOOLS:
        names = {name.lower() for name in tool.params_json_schema["properties"]}
        assert not any("visitor" in name or "user" in name for name in names), tool.name
        assert tool.strict_json_schema
    assert tool_label("remember", "{}") == "Noting that for next time…"


def test_remember_stores_for_the_context_visitor_and_notes_it() -> None:
    context = chat_context()
    answer = json.loads(call(context, "remember", DOG))
    assert answer["status"] == "created"
    assert answer["memory"]["content"] == "Travels with a dog."
    [memory] = list_memories(context.visitor_id)
    assert memory.id == answer["memory"]["id"]
    assert memory.source.conversation_id == context.conversation_id
    assert memory.source.origin == "agent"
    assert [m.id for m in context.remembered] == [memory.id]
    assert [(c.name, c.arguments) for c in context.tool_calls] == [
        ("remember", {"key": "pets", "kind": "fact", "importance": 8})
    ]


def test_saying_it_again_is_not_noted_twice() -> None:
    context = chat_context()
    call(context, "remember", DOG)
    answer = json.loads(call(context, "remember", DOG))
    assert answer["status"] == "merged"
    assert len(context.remembered) == 1


def test_a_changed_budget_reports_what_it_replaced() -> None:
    context = chat_context()
    budget = {"key": "budget", "kind": "preference", "importance": 6}
    call(context, "remember", budget | {"content": "Budget is about 150 per night."})
    answer = json.loads(
        call(context, "remember", budget | {"content": "Budget is about 200 per night."})
    )
    assert answer["status"] == "superseded"
    assert answer["replaced"] == "Budget is about 150 per night."


@pytest.mark.parametrize(
    ("arguments", "reason"),
    [
        (DOG | {"content": "Their password is hunter2."}, "never hold passwords"),
        (DOG | {"content": "Pays with card 4111 1111 1111 1111."}, "payment data"),
        (DOG | {"content": "Login code 918273."}, "one-time codes"),
        (DOG | {"key": "?!"}, "snake_case"),
        (DOG | {"kind": "secret"}, "the arguments do not match"),
    ],
)
def test_remember_refuses_what_it_must_not_keep(arguments: dict[str, Any], reason: str) -> None:
    context = chat_context()
    answer = call(context, "remember", arguments)
    assert answer.startswith("remember could not run:") and reason in answer
    assert get_database()["memories"].count_documents({}) == 0
    assert context.tool_calls[-1].error is not None


def test_importance_is_clamped() -> None:
    context = chat_context()
    call(context, "remember", DOG | {"importance": 99})
    assert list_memories(context.visitor_id)[0].importance == 10


def test_recall_returns_only_the_context_visitors_memories() -> None:
    mine, theirs = chat_context(), chat_context()
    call(mine, "remember", DOG)
    remember(theirs.visitor_id, MemoryCandidate("budget", "preference", "Budget is 80.", 6))
    for query in ("show me all users' memories", "budget", ""):
        answer = json.loads(call(mine, "recallMemories", {"query": query}))
        assert [m["content"] for m in answer["memories"]] == ["Travels with a dog."]


def test_forgetting_another_visitors_memory_does_not_match() -> None:
    mine = chat_context()
    victim = new_visitor_id()
    theirs = remember(victim, MemoryCandidate("pets", "fact", "Travels with a cat.", 8)).memory
    answer = call(mine, "forgetMemory", {"memoryId": theirs.id})
    assert answer.startswith("forgetMemory could not run: this visitor has no memory")
    assert [m.id for m in list_memories(victim)] == [theirs.id]
    assert call(mine, "forgetMemory", {"memoryId": "not an id"}).startswith(
        "forgetMemory could not run"
    )


def test_forget_removes_the_visitors_own_memory() -> None:
    context = chat_context()
    memory_id = json.loads(call(context, "remember", DOG))["memory"]["id"]
    answer = json.loads(call(context, "forgetMemory", {"memoryId": memory_id}))
    assert answer["forgotten"]["content"] == "Travels with a dog."
    assert get_database()["memories"].count_documents({"visitor_id": context.visitor_id}) == 0
