"""``OfflineModel``: an ``agents`` Model that needs no network, for demo booths and tests.

It drives the same tools through the same ``Runner`` as OpenAI does: each call's input goes to
the dialog policy, and its output comes back as a response, or as the stream of events OpenAI
would send for it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Collection, Sequence
from typing import Any

from agents import Handoff, ModelResponse, ModelSettings, Tool, Usage
from agents.agent_output import AgentOutputSchemaBase
from agents.items import TResponseInputItem, TResponseOutputItem, TResponseStreamEvent
from agents.models.interface import Model, ModelTracing
from openai.types.responses import ResponseTextDeltaEvent
from openai.types.responses.response_prompt_param import ResponsePromptParam

from memory.memories import Memory
from memory.personalisation import AppliedMemory
from offline_assistant.events import new_id, response_events
from offline_assistant.policy import DialogPolicy
from rentals.filters import SearchFilters

TEXT_DELTA_PAUSE_S = 0.015


class OfflineModel(Model):
    """Understands the visitor with the intent parser and answers from tool results."""

    def __init__(
        self,
        *,
        page_filters: SearchFilters | None = None,
        page_sort: str | None = None,
        viewing_rental_id: str | None = None,
        memories: Sequence[Memory] = (),
        last_trip_filters: dict[str, Any] | None = None,
        stands_in: bool = False,
    ) -> None:
        """``page_filters``: the filters the visitor set by hand, ``page_sort`` the page's order;
        ``viewing_rental_id``: the listing open on the page; ``memories``: what was recalled about
        the visitor for this turn; ``last_trip_filters``: those of the last search of the
        visitor's previous conversation, which "same budget as last time" returns to;
        ``stands_in``: it answers for OpenAI, which failed, and every reply opens by saying so."""
        self.policy = DialogPolicy(
            page_filters=page_filters,
            page_sort=page_sort,
            viewing_rental_id=viewing_rental_id,
            memories=memories,
            last_trip_filters=last_trip_filters,
            stands_in=stands_in,
        )

    @property
    def applied_memories(self) -> list[AppliedMemory]:
        """The memories that shaped this turn's search, for the turn's trace."""
        return self.policy.applied_memories

    def respond(
        self, input: str | list[TResponseInputItem], tools: Collection[str] = ()
    ) -> list[TResponseOutputItem]:
        """The output items for one model call: tool calls, or the reply."""
        return self.policy.respond(input, tools)

    async def get_response(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        model_settings: ModelSettings,
        tools: list[Tool],
        output_schema: AgentOutputSchemaBase | None,
        handoffs: list[Handoff],
        tracing: ModelTracing,
        *,
        previous_response_id: str | None,
        conversation_id: str | None,
        prompt: ResponsePromptParam | None,
    ) -> ModelResponse:
        # Understanding the message is CPU work: a thread keeps the event loop serving others.
        return ModelResponse(
            output=await asyncio.to_thread(self.respond, input, _names(tools)),
            usage=Usage(requests=1),
            response_id=new_id("resp"),
        )

    async def stream_response(
        self,
        system_instructions: str | None,
        input: str | list[TResponseInputItem],
        model_settings: ModelSettings,
        tools: list[Tool],
        output_schema: AgentOutputSchemaBase | None,
        handoffs: list[Handoff],
        tracing: ModelTracing,
        *,
        previous_response_id: str | None,
        conversation_id: str | None,
        prompt: ResponsePromptParam | None,
    ) -> AsyncIterator[TResponseStreamEvent]:
        output = await asyncio.to_thread(self.respond, input, _names(tools))
        for event in response_events(output):
            yield event
            if isinstance(event, ResponseTextDeltaEvent):
                # The reply exists at once; pacing its words lets the page show it streaming in,
                # as it would from a remote model, instead of appearing in one jump.
                await asyncio.sleep(TEXT_DELTA_PAUSE_S)


def _names(tools: Sequence[Tool]) -> list[str]:
    return [str(getattr(tool, "name", "")) for tool in tools]
