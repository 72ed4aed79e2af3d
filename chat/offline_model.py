"""``OfflineModel``: an ``agents`` Model that needs no network, for demo booths and tests.

It drives the same tools through the same ``Runner`` as OpenAI does. Each call reads the input the
Runner sends (the conversation window from the session plus this turn's items) and does one of two
things:

* the last item is the visitor's message: understand it with the deterministic intent parser and
  call a tool (``searchRentals``, ``getSavedRentals``, ``getRentalDetails``, ``listMarkets``), or
  answer small talk directly;
* the last item is a tool's output: write the reply from that output.

Long-term memory works the same way: durable facts in the visitor's message ("we travel with our
dog") become ``remember`` calls next to the turn's other call, explicit requests become
``recallMemories`` / ``forgetMemory`` calls, and the recalled memories (given through the
constructor) fill in the filters of a conversation's first search when the visitor has not set
them, which the reply then says.

The model keeps no state between calls. A refinement ("only superhosts") builds on the filters of
the conversation's previous ``searchRentals`` call, found in the input, unless the visitor has set
filters by hand on the page: those are the starting point then. The page state comes in through
the constructor, like the OpenAI model gets it through the instructions.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import re
import uuid
from collections.abc import AsyncIterator, Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, cast

from agents import Handoff, ModelResponse, ModelSettings, Tool, Usage
from agents.agent_output import AgentOutputSchemaBase
from agents.items import TResponseInputItem, TResponseOutputItem, TResponseStreamEvent
from agents.models.interface import Model, ModelTracing
from openai.types.responses import (
    Response,
    ResponseCompletedEvent,
    ResponseContentPartAddedEvent,
    ResponseContentPartDoneEvent,
    ResponseCreatedEvent,
    ResponseFunctionCallArgumentsDeltaEvent,
    ResponseFunctionCallArgumentsDoneEvent,
    ResponseFunctionToolCall,
    ResponseInProgressEvent,
    ResponseOutputItemAddedEvent,
    ResponseOutputItemDoneEvent,
    ResponseOutputMessage,
    ResponseOutputText,
    ResponseTextDeltaEvent,
    ResponseTextDoneEvent,
)
from openai.types.responses.response_prompt_param import ResponsePromptParam
from pydantic import ValidationError

from chat import memory_replies, results_answers
from chat import offline_replies as replies
from chat.reply_language import Language, reply_language
from chat.reply_wording import WORDING
from chat.session import item_text
from chat.tools import (
    GET_RENTAL_DETAILS,
    GET_SAVED_RENTALS,
    GET_SEARCH_RESULTS,
    LIST_MARKETS,
    SEARCH_RENTALS,
    FilterArgs,
    failure_reason,
)
from language.dialog import SORT_ORDERS, SearchIntentState, TurnIntent
from language.vocabulary import fold
from memory.extraction import extract_memories, retracted_keys
from memory.memories import Memory
from memory.personalisation import AppliedMemory, remembered_query, with_remembered_filters
from memory.tools import FORGET_MEMORY, MEMORY_TOOL_NAMES, RECALL_MEMORIES, REMEMBER
from rentals.filters import SearchFilters

MODEL_NAME = "offline"
SEARCH_LIMIT = 5
SMALL_TALK_WORDS = 4
# Words per streamed text delta: small enough that the reply visibly streams in.
WORDS_PER_DELTA = 3
TEXT_DELTA_PAUSE_S = 0.015

_GREETING = re.compile(
    r"^\W*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|hola|buenas|buenos dias"
    r"|ola|oi|bom dia|boa tarde|boa noite)\b"
)
_THANKS = re.compile(r"\b(thanks?|thank you|thx|cheers|gracias|obrigad[oa]|valeu)\b")
_GOODBYE = re.compile(r"\b(bye|goodbye|see you|adios|hasta luego|tchau|ate logo)\b")
_HELP = re.compile(
    r"\b(help|what can you do|how does (this|it) work|who are you|what are you|ayuda"
    r"|que puedes hacer|ajuda|o que (voce|vc) (pode|faz))\b"
)
_SAVED = re.compile(
    r"\b(saved|favou?rites?|bookmark(ed|s)?|wish ?list|guardad[oa]s?|favoritos?|salv[oa]s?)\b"
)
_MARKETS = re.compile(
    r"\b(which|what) (markets|cities|places|destinations|locations|countries)\b"
    r"|\bwhere (can|do) (i|you)\b|\b(list|show)( me)? (the |all )?(markets|cities|destinations)\b"
    r"|\bque (ciudades|destinos|mercados)\b|\bquais (cidades|destinos|mercados)\b"
)
# "What do you remember about me?", "show me all users' memories", "¿qué recuerdas de mí?".
_MEMORY_QUESTION = re.compile(
    r"\b(what do you (remember|know) about (me|us)|do you remember|memor(y|ies)|memorias?"
    r"|que (recuerdas|sabes) (de|sobre) (mi|nosotros)|o que (voce )?(lembra|sabe) (de|sobre) "
    r"(mim|nos))\b"
)
# "forget memory 3f2a…": an explicit request to forget one memory by its id.
_FORGET_MEMORY = re.compile(
    r"\b(?:forget|delete|remove|erase|olvida|borra|esquece|apaga)\s+(?:the\s+|la\s+|a\s+)?"
    r"(?:memory|memoria|memória)\s+(?:id\s+)?[\"'“]?(?P<id>[A-Za-z0-9_-]{6,64})",
    re.IGNORECASE,
)
# Words that point at the listing being viewed ("is it...", "does this place...").
_ABOUT_THIS = re.compile(
    r"\b(it|its|this|that|here|there|the (place|listing|flat|apartment|house|host|room)"
    r"|este|esta|esto|aqui|isso|isto|ele|ela)\b"
)
# Words of a question that say nothing about what to look for in the listing's text.
_QUESTION_WORDS = frozenset(
    (  # noqa: SIM905 (a list of words reads better as words)
        "the this that there here does did has have any some with how far close near nearby "
        "distance walk walking what whats where which about los las hay una del cerca lejos "
        "are you your can could would will was were for and tem uma perto longe tell more "
        "know info information details cuentame hablame dime mas informacion detalles fale "
        "conte conta mais informacoes detalhes"
    ).split()
)
_PLACE_KEYS = frozenset({"location", "country"})


class OfflineModel(Model):
    """Understands the visitor with the intent parser and answers from tool results."""

    def __init__(
        self,
        *,
        page_filters: SearchFilters | None = None,
        page_sort: str | None = None,
        viewing_rental_id: str | None = None,
        memories: Sequence[Memory] = (),
        stands_in: bool = False,
    ) -> None:
        """``page_filters``: the filters the visitor set by hand, ``page_sort`` the page's order;
        ``viewing_rental_id``: the listing open on the page; ``memories``: what was recalled about
        the visitor for this turn; ``stands_in``: it answers for OpenAI, which failed, and every
        reply opens by saying so."""
        self.page_filters = page_filters
        self.page_sort = page_sort if page_sort in SORT_ORDERS else None
        self.viewing_rental_id = viewing_rental_id
        self.memories = list(memories)
        self.stands_in = stands_in
        # The memories that shaped this turn's search, for the turn's trace.
        self.applied_memories: list[AppliedMemory] = []

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
            response_id=_new_id("resp"),
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

    # --- deciding -----------------------------------------------------------------------------

    def respond(
        self, input: str | list[TResponseInputItem], tools: Collection[str] = ()
    ) -> list[TResponseOutputItem]:
        """The output items for one model call: tool calls, or the reply.

        Like any model, it calls the memory tools only when the agent offers them (``tools``).
        """
        transcript = Transcript.of(input)
        if transcript.tool_result() is not None:
            language = transcript.language()
            return [self._message(self._reply_to_turn(transcript, language), language)]
        with_memory = set(MEMORY_TOOL_NAMES) <= set(tools)
        if with_memory and (forgetting := self._forget_calls(transcript.user_text())):
            return list(forgetting)
        step = self._next_step(transcript, with_memory)
        remembering = self._remember_calls(transcript.user_text()) if with_memory else []
        # A reply written now would come before the memory was stored; it is written from the
        # remember results instead.
        if remembering and isinstance(step, ResponseOutputMessage):
            return list(remembering)
        return [*remembering, step]

    def _remember_calls(self, text: str) -> list[ResponseFunctionToolCall]:
        """A ``remember`` call for each durable fact in the message that is not known yet."""
        known = {(memory.key, memory.content) for memory in self.memories}
        # "Actually, make that 150 euros" restates a remembered value.
        correctable = {memory.key for memory in self.memories}
        return [
            function_call(
                REMEMBER,
                {
                    "key": fact.key,
                    "content": fact.content,
                    "kind": fact.kind,
                    "importance": fact.importance,
                },
            )
            for fact in extract_memories(text, correctable=correctable)
            if (fact.key, fact.content) not in known
        ]

    def _forget_calls(self, text: str) -> list[ResponseFunctionToolCall]:
        """ "Forget that we have a dog": a ``forgetMemory`` call for each recalled memory the
        visitor takes back."""
        keys = retracted_keys(text)
        return [
            function_call(FORGET_MEMORY, {"memoryId": memory.id})
            for memory in self.memories
            if memory.key in keys
        ]

    def _next_step(self, transcript: Transcript, with_memory: bool) -> TResponseOutputItem:
        text = transcript.user_text()
        folded = fold(text)
        if with_memory and (forget := _FORGET_MEMORY.search(text)):
            return function_call(FORGET_MEMORY, {"memoryId": forget["id"]})
        if with_memory and _MEMORY_QUESTION.search(folded):
            return function_call(RECALL_MEMORIES, {"query": text})
        if _SAVED.search(folded):
            return function_call(GET_SAVED_RENTALS, {"includeDetails": True})
        intent = self._understand(transcript, text)
        language = transcript.language()
        if intent.kind == "results_question":
            return self._results_question(intent, text)
        changes_search = bool(
            intent.changed or intent.removed or intent.reset or intent.unknown_places
        )
        if not changes_search:
            if _MARKETS.search(folded):
                return function_call(LIST_MARKETS, {})
            # "thanks!" is small talk; "a quiet place near the beach, thanks" is a search.
            small_talk = _small_talk(folded, language)
            if intent.kind == "small_talk" or (
                small_talk and (not intent.query or len(text.split()) <= SMALL_TALK_WORDS)
            ):
                return self._message(small_talk or replies.thanks(language), language)
        if self.viewing_rental_id and _asks_about_listing(folded, intent):
            return function_call(GET_RENTAL_DETAILS, {"rentalId": self.viewing_rental_id})
        filters, applied = self._with_memories(transcript, intent)
        # "Flights are booked, what have you got?": a remembered trip names the market to search.
        to_remembered_market = "location" in filters and not intent.filters.get("location")
        if changes_search or intent.query or to_remembered_market:
            self.applied_memories = applied
            arguments = {
                "query": remembered_query(intent.search_query, applied),
                "filters": filters,
                "limit": SEARCH_LIMIT,
                "sort": intent.sort,
            }
            return function_call(SEARCH_RENTALS, arguments)
        return self._message(
            replies.unclear(SearchFilters.model_validate(intent.filters), language), language
        )

    def _results_question(self, intent: TurnIntent, text: str) -> ResponseFunctionToolCall:
        """A question about the results on screen: read them again, never search again. On a
        listing's page, "it" is the listing being viewed."""
        if (
            self.viewing_rental_id
            and intent.subject is None
            and not _question(intent, text).asks_which()
        ):
            return function_call(GET_RENTAL_DETAILS, {"rentalId": self.viewing_rental_id})
        subject = intent.subject
        position = subject + 1 if isinstance(subject, int) and subject >= 0 else subject
        return function_call(
            GET_SEARCH_RESULTS, {"position": position if isinstance(position, int) else None}
        )

    def _understand(self, transcript: Transcript, text: str) -> TurnIntent:
        """What this turn means for the search so far: the page's filters and order when the
        visitor sent them, else those of the conversation's last search; its earlier messages
        say which number a lone number changes."""
        previous = transcript.previous_search
        if self.page_filters is not None:
            start, sort = self.page_filters.active(), self.page_sort
        else:
            start, sort = previous.filters, previous.sort
        earlier = transcript.user_texts()[:-1]
        state = SearchIntentState(start, query=previous.query, sort=sort, earlier=earlier)
        return state.apply(text, shown=previous.shown)

    def _with_memories(
        self, transcript: Transcript, intent: TurnIntent
    ) -> tuple[dict[str, Any], list[AppliedMemory]]:
        """The turn's filters completed from the recalled memories, and the memories used.

        Memories shape the start of a search (a conversation's first, or a fresh start); the
        dialog refines from there, so a budget the visitor lifted stays lifted.
        """
        if not self.memories or not (intent.reset or not transcript.has_searched()):
            return intent.filters, []
        return with_remembered_filters(
            intent.filters,
            self.memories,
            lifted=intent.lifted,
            lifted_amenities=intent.lifted_amenities,
            message=transcript.user_text(),
        )

    # --- replying -----------------------------------------------------------------------------

    def _reply_to_turn(self, transcript: Transcript, language: Language) -> str:
        """The reply from this turn's tool results, with what memory did in it."""
        question = transcript.user_text()
        results = transcript.turn_results()
        remembered = [result.output for result in results if result.name == REMEMBER]
        answered = [result for result in results if result.name != REMEMBER]
        parts = []
        if answered:
            main = answered[-1]
            if main.name == RECALL_MEMORIES:
                parts.append(memory_replies.recalled_reply(main.output, language))
            elif main.name == FORGET_MEMORY:
                forgotten = [r.output for r in answered if r.name == FORGET_MEMORY]
                parts.append(
                    " ".join(memory_replies.forgot_reply(out, language) for out in forgotten)
                )
            else:
                intent = self._understand(transcript, question)
                if main.name == SEARCH_RENTALS:
                    _, applied = self._with_memories(transcript, intent)
                    parts.append(memory_replies.because(applied, language))
                parts.append(self._reply_to(main, question, intent, language))
        parts.append(memory_replies.remembered_note(remembered, language))
        return "\n\n".join(part for part in parts if part) or replies.lost_track(language)

    def _reply_to(
        self, result: ToolResult, question: str, intent: TurnIntent, language: Language
    ) -> str:
        try:
            output = json.loads(result.output)
        except json.JSONDecodeError:
            return replies.tool_failed_reply(failure_reason(result.output), language)
        if not isinstance(output, dict):
            return replies.tool_failed_reply("the tool answered in an unexpected format.", language)
        if result.name == SEARCH_RENTALS:
            filters = _valid_filters(result.arguments.get("filters")) or {}
            return replies.search_reply(
                output,
                filters=SearchFilters.model_validate(filters),
                query=str(result.arguments.get("query") or ""),
                sort=result.arguments.get("sort"),
                unknown_places=intent.unknown_places,
                conversions=intent.conversions,
                currency_mentioned=intent.currency is not None,
                language=language,
            )
        if result.name == GET_RENTAL_DETAILS:
            return replies.details_reply(
                output,
                words=_content_words(intent.query),
                amenities=intent.mentioned.get("amenities", []),
                language=language,
            )
        if result.name == GET_SEARCH_RESULTS:
            return results_answers.answer(output, _question(intent, question), language)
        if result.name == GET_SAVED_RENTALS:
            return replies.saved_reply(output, language)
        if result.name == LIST_MARKETS:
            return replies.markets_reply(output, language)
        return replies.lost_track(language)

    def _message(self, text: str, language: Language) -> ResponseOutputMessage:
        notice = WORDING[language].fallback_notice if self.stands_in else ""
        return assistant_message(f"{notice} {text}" if notice else text)


def _names(tools: Sequence[Tool]) -> list[str]:
    return [str(getattr(tool, "name", "")) for tool in tools]


def _small_talk(folded: str, language: Language) -> str | None:
    if _HELP.search(folded):
        return replies.help_text(language)
    if _THANKS.search(folded):
        return replies.thanks(language)
    if _GOODBYE.search(folded):
        return replies.goodbye(language)
    if _GREETING.search(folded):
        return replies.greeting(language)
    return None


def _asks_about_listing(folded: str, intent: TurnIntent) -> bool:
    """A question about the open listing, not a new search somewhere else."""
    if intent.reset or intent.changed & _PLACE_KEYS:
        return False
    return bool(_ABOUT_THIS.search(folded)) or folded.rstrip().endswith("?")


def _question(intent: TurnIntent, text: str) -> results_answers.ResultsQuestion:
    return results_answers.ResultsQuestion(
        text, intent.subject, intent.mentioned.get("amenities", []), _content_words(intent.query)
    )


def _content_words(query: str) -> list[str]:
    words = re.findall(r"[^\W\d_]{3,}", fold(query))
    return [word for word in dict.fromkeys(words) if word not in _QUESTION_WORDS]


# --- reading the input ------------------------------------------------------------------------


@dataclass(frozen=True)
class PreviousSearch:
    filters: dict[str, Any]
    query: str
    sort: str | None
    shown: list[str]  # the names of the listings it showed, in order


@dataclass(frozen=True)
class ToolResult:
    name: str
    arguments: dict[str, Any]
    output: str


@dataclass(frozen=True)
class Transcript:
    """The input items of one model call, read as a conversation."""

    items: list[dict[str, Any]]

    @classmethod
    def of(cls, input: str | list[TResponseInputItem]) -> Transcript:
        if isinstance(input, str):
            return cls([{"role": "user", "content": input}])
        return cls([_as_dict(item) for item in input])

    def user_text(self) -> str:
        index = self._last_user_index()
        return "" if index is None else item_text(self.items[index].get("content"))

    def user_texts(self) -> list[str]:
        """The visitor's messages the input holds, oldest first."""
        return [item_text(item.get("content")) for item in self.items if item.get("role") == "user"]

    def tool_result(self) -> ToolResult | None:
        """The tool output the model has to answer from, when the input ends with one."""
        meaningful = [item for item in self.items if item.get("type") != "reasoning"]
        if not meaningful or meaningful[-1].get("type") != "function_call_output":
            return None
        return self._result(meaningful[-1])

    def turn_results(self) -> list[ToolResult]:
        """Every tool result since the visitor's message, in order."""
        start = self._last_user_index()
        outputs = self.items if start is None else self.items[start + 1 :]
        return [
            self._result(output)
            for output in outputs
            if output.get("type") == "function_call_output"
        ]

    def language(self) -> Language:
        """The visitor's language; the names of the listings on screen say nothing about it."""
        named = {word for name in self.previous_search.shown for word in fold(name).split()}
        return reply_language(self.user_texts(), ignoring=named)

    def has_searched(self) -> bool:
        """Whether the conversation ran a search before the visitor's message."""
        end = self._last_user_index()
        return any(
            item.get("type") == "function_call" and item.get("name") == SEARCH_RENTALS
            for item in self.items[:end]
        )

    @functools.cached_property
    def previous_search(self) -> PreviousSearch:
        """The last valid ``searchRentals`` before the visitor's message."""
        end = self._last_user_index()
        for item in reversed(self.items[:end]):
            if item.get("type") == "function_call" and item.get("name") == SEARCH_RENTALS:
                arguments = _arguments(item)
                filters = _valid_filters(arguments.get("filters"))
                if filters is not None:
                    sort = arguments.get("sort")
                    return PreviousSearch(
                        filters,
                        str(arguments.get("query") or ""),
                        sort if sort in SORT_ORDERS else None,
                        self._shown_names(str(item.get("call_id"))),
                    )
        return PreviousSearch({}, "", None, [])

    def _shown_names(self, call_id: str) -> list[str]:
        """The names of the listings a search's output showed, in order."""
        for item in self.items:
            if item.get("type") == "function_call_output" and item.get("call_id") == call_id:
                try:
                    output = json.loads(item_text(item.get("output")))
                except json.JSONDecodeError:
                    return []
                results = output.get("results") if isinstance(output, dict) else None
                return [
                    str(result.get("name") or "")
                    for result in results or []
                    if isinstance(result, dict)
                ]
        return []

    def _last_user_index(self) -> int | None:
        for index in range(len(self.items) - 1, -1, -1):
            if self.items[index].get("role") == "user":
                return index
        return None

    def _result(self, output: dict[str, Any]) -> ToolResult:
        # Without its call the output cannot be read, but it still has to be answered: calling
        # another tool here could go round in circles.
        call = self._call(str(output.get("call_id"))) or {}
        return ToolResult(
            name=str(call.get("name", "")),
            arguments=_arguments(call),
            output=item_text(output.get("output")),
        )

    def _call(self, call_id: str) -> dict[str, Any] | None:
        for item in reversed(self.items):
            if item.get("type") == "function_call" and item.get("call_id") == call_id:
                return item
        return None


def _as_dict(item: Any) -> dict[str, Any]:
    if isinstance(item, dict):
        return item
    return cast(dict[str, Any], item.model_dump(exclude_unset=True))


def _arguments(call: dict[str, Any]) -> dict[str, Any]:
    try:
        arguments = json.loads(call.get("arguments") or "{}")
    except json.JSONDecodeError:
        return {}
    return arguments if isinstance(arguments, dict) else {}


def _valid_filters(filters: Any) -> dict[str, Any] | None:
    """A search's filters in canonical form, or None when that call could not have run."""
    try:
        return FilterArgs.model_validate(filters or {}).to_search_filters().active()
    except ValidationError:
        return None


# --- output items and stream events -----------------------------------------------------------


def function_call(name: str, arguments: dict[str, Any]) -> ResponseFunctionToolCall:
    call_id = _new_id("call")
    return ResponseFunctionToolCall(
        id=call_id,
        call_id=call_id,
        type="function_call",
        name=name,
        arguments=json.dumps(arguments, ensure_ascii=False),
        status="completed",
    )


def assistant_message(text: str) -> ResponseOutputMessage:
    return ResponseOutputMessage(
        id=_new_id("msg"),
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=text, annotations=[], logprobs=[])],
    )


def response_events(output: list[TResponseOutputItem]) -> Iterator[TResponseStreamEvent]:
    """The Responses API stream for ``output``, event for event as OpenAI sends it."""
    response_id = _new_id("resp")
    sequence = itertools.count()
    yield ResponseCreatedEvent(
        type="response.created",
        response=_response(response_id, [], "in_progress"),
        sequence_number=next(sequence),
    )
    yield ResponseInProgressEvent(
        type="response.in_progress",
        response=_response(response_id, [], "in_progress"),
        sequence_number=next(sequence),
    )
    for index, item in enumerate(output):
        yield from _item_events(index, item, sequence)
    yield ResponseCompletedEvent(
        type="response.completed",
        response=_response(response_id, output, "completed"),
        sequence_number=next(sequence),
    )


def _item_events(
    index: int, item: TResponseOutputItem, sequence: Iterator[int]
) -> Iterator[TResponseStreamEvent]:
    if isinstance(item, ResponseOutputMessage):
        started: TResponseOutputItem = item.model_copy(
            update={"content": [], "status": "in_progress"}
        )
    elif isinstance(item, ResponseFunctionToolCall):
        started = item.model_copy(update={"arguments": "", "status": "in_progress"})
    else:
        started = item
    yield ResponseOutputItemAddedEvent(
        type="response.output_item.added",
        item=started,
        output_index=index,
        sequence_number=next(sequence),
    )
    if isinstance(item, ResponseOutputMessage):
        yield from _text_events(index, item, sequence)
    elif isinstance(item, ResponseFunctionToolCall):
        yield from _argument_events(index, item, sequence)
    yield ResponseOutputItemDoneEvent(
        type="response.output_item.done",
        item=item,
        output_index=index,
        sequence_number=next(sequence),
    )


def _text_events(
    index: int, message: ResponseOutputMessage, sequence: Iterator[int]
) -> Iterator[TResponseStreamEvent]:
    part = cast(ResponseOutputText, message.content[0])
    yield ResponseContentPartAddedEvent(
        type="response.content_part.added",
        item_id=message.id,
        output_index=index,
        content_index=0,
        part=part.model_copy(update={"text": ""}),
        sequence_number=next(sequence),
    )
    for delta in text_chunks(part.text):
        yield ResponseTextDeltaEvent(
            type="response.output_text.delta",
            item_id=message.id,
            output_index=index,
            content_index=0,
            delta=delta,
            logprobs=[],
            sequence_number=next(sequence),
        )
    yield ResponseTextDoneEvent(
        type="response.output_text.done",
        item_id=message.id,
        output_index=index,
        content_index=0,
        text=part.text,
        logprobs=[],
        sequence_number=next(sequence),
    )
    yield ResponseContentPartDoneEvent(
        type="response.content_part.done",
        item_id=message.id,
        output_index=index,
        content_index=0,
        part=part,
        sequence_number=next(sequence),
    )


def _argument_events(
    index: int, call: ResponseFunctionToolCall, sequence: Iterator[int]
) -> Iterator[TResponseStreamEvent]:
    item_id = call.id or call.call_id
    yield ResponseFunctionCallArgumentsDeltaEvent(
        type="response.function_call_arguments.delta",
        item_id=item_id,
        output_index=index,
        delta=call.arguments,
        sequence_number=next(sequence),
    )
    yield ResponseFunctionCallArgumentsDoneEvent(
        type="response.function_call_arguments.done",
        item_id=item_id,
        output_index=index,
        arguments=call.arguments,
        sequence_number=next(sequence),
    )


def text_chunks(text: str) -> list[str]:
    """``text`` in deltas of a few words, whitespace kept, so the pieces join back exactly."""
    tokens = re.findall(r"\s*\S+\s*|\s+", text)
    return [
        "".join(tokens[start : start + WORDS_PER_DELTA])
        for start in range(0, len(tokens), WORDS_PER_DELTA)
    ]


def _response(response_id: str, output: list[TResponseOutputItem], status: str) -> Response:
    return Response(
        id=response_id,
        created_at=0,
        model=MODEL_NAME,
        object="response",
        output=output,
        tool_choice="auto",
        tools=[],
        parallel_tool_calls=False,
        status=status,  # type: ignore[arg-type]
    )


def _new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex}"
