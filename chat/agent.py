"""The rental assistant: one ``Agent`` with the chat tools, dynamic instructions and a model.

The agent is assembled for each turn because its model depends on the page: the offline model
reasons from the filters the visitor set by hand and the listing being viewed.
"""

from __future__ import annotations

from agents import Agent

from chat.instructions import chat_instructions
from chat.llm import select_model
from chat.tools import CHAT_TOOLS
from memory.tools import MEMORY_TOOLS
from memory.turn_context import ChatContext

AGENT_NAME = "Rental assistant"


def build_agent(context: ChatContext) -> Agent[ChatContext]:
    return Agent[ChatContext](
        name=AGENT_NAME,
        instructions=chat_instructions,
        tools=[*CHAT_TOOLS, *MEMORY_TOOLS],
        model=select_model(
            page_filters=context.page_filters,
            page_sort=context.page_sort,
            viewing_rental_id=context.viewing_rental_id,
            memories=[recalled.memory for recalled in context.recalled_memories],
            last_trip_filters=context.last_trip_filters,
        ),
    )
