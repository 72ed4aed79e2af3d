"""The offline assistant's dialog policy: what to do with a turn, and what to say after.

Each model call is read as a ``Transcript`` and gets one of two answers:

* the last item is the visitor's message: understand it with the deterministic intent parser and
  call a tool (``searchRentals``, ``getSavedRentals``, ``getRentalDetails``, ``listMarkets``), or
  answer small talk directly;
* the last item is a tool's output: write the reply from that output.

Long-term memory works the same way: durable facts in the visitor's message ("we travel with our
dog") become ``remember`` calls next to the turn's other call, explicit requests become
``recallMemories`` / ``forgetMemory`` calls, and the recalled memories (given through the
constructor) fill in the filters of a conversation's first search when the visitor has not set
them, which the reply then says.

The policy keeps no state between calls. A refinement ("only superhosts") builds on the filters
of the conversation's previous ``searchRentals`` call, found in the input, unless the visitor has
set filters by hand on the page: those are the starting point then. The page state comes in
through the constructor, like the OpenAI model gets it through the instructions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from agents.items import TResponseInputItem, TResponseOutputItem
from openai.types.responses import ResponseFunctionToolCall, ResponseOutputMessage

from language.cities import city_named
from language.dialog import SORT_ORDERS, SearchIntentState, TurnIntent
from language.lexicon import (
    AMENITY_WORDS,
    NEAR_WORDS,
    QUESTION_FILLER_WORDS,
    RESULT_REFERENCE_WORDS,
    SEARCH_REQUEST_WORDS,
)
from language.vocabulary import fold
from memory.extraction import extract_memories, retracted_keys, says_less_than
from memory.memories import Memory
from memory.personalisation import (
    AppliedMemory,
    names_by_key,
    remembered_query,
    with_remembered_filters,
)
from memory.tools import FORGET_MEMORY, MEMORY_TOOL_NAMES, RECALL_MEMORIES, REMEMBER
from offline_assistant import memory_replies, replies, results_answers
from offline_assistant.events import assistant_message, function_call
from offline_assistant.listing_answers import listing_answer
from offline_assistant.reply_language import Language
from offline_assistant.superlatives import superlative_in
from offline_assistant.transcript import ToolResult, Transcript, valid_filters
from offline_assistant.wording import WORDING
from rentals.filters import SearchFilters
from rentals.tool_contract import (
    GET_RENTAL_DETAILS,
    GET_SAVED_RENTALS,
    GET_SEARCH_RESULTS,
    LIST_MARKETS,
    SEARCH_RENTALS,
    FilterArgs,
    failure_reason,
)

SEARCH_LIMIT = 5
SMALL_TALK_WORDS = 4

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
_PLACE_KEYS = frozenset({"location", "country"})
# Filters a durable fact never sets: a message that sets one asks for a search.
_REQUEST_KEYS = frozenset({"location", "country", "near", "property_type", "room_type", "sort"})
_NOT_CONTENT = QUESTION_FILLER_WORDS | RESULT_REFERENCE_WORDS | NEAR_WORDS
_QUESTION_MARK = re.compile(r"[?¿]")
_AMENITY_WORDS = frozenset(fold(word) for word in AMENITY_WORDS)
_TOOL_FILTERS = frozenset(FilterArgs.model_fields)


class DialogPolicy:
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
        self.page_filters = page_filters
        self.page_sort = page_sort if page_sort in SORT_ORDERS else None
        self.viewing_rental_id = viewing_rental_id
        self.memories = list(memories)
        self.last_trip_filters = last_trip_filters
        self.stands_in = stands_in
        # The memories that shaped this turn's search, for the turn's trace.
        self.applied_memories: list[AppliedMemory] = []

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
            self._set_aside(
                result.arguments.get("memoryId")
                for result in transcript.turn_results()
                if result.name == FORGET_MEMORY
            )
            return [self._message(self._reply_to_turn(transcript, language), language)]
        with_memory = set(MEMORY_TOOL_NAMES) <= set(tools)
        if with_memory and (forgetting := self._forget_calls(transcript)):
            self._set_aside(_arguments_of(call).get("memoryId") for call in forgetting)
            return [*forgetting, *self._search_asked_beside(transcript)]
        remembering = self._remember_calls(transcript.user_text()) if with_memory else []
        step = self._next_step(transcript, with_memory, stating_facts=bool(remembering))
        # A reply written now would come before the memory was stored; it is written from the
        # remember results instead.
        if step is None or (remembering and isinstance(step, ResponseOutputMessage)):
            return list(remembering)
        return [*remembering, step]

    def _set_aside(self, forgotten: Iterable[object]) -> None:
        """The memories taken back this turn shape none of its search."""
        ids = set(forgotten)
        self.memories = [memory for memory in self.memories if memory.id not in ids]

    def _search_asked_beside(self, transcript: Transcript) -> list[ResponseFunctionToolCall]:
        """ "Maui in February; Max lives with my parents now": the search a message that takes a
        memory back also asks for, when it names where or what to look for."""
        text = transcript.user_text()
        if not _asks_for_search(self._understand(transcript, text), text):
            return []
        step = self._next_step(transcript, with_memory=True)
        if isinstance(step, ResponseFunctionToolCall) and step.name == SEARCH_RENTALS:
            return [step]
        return []

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
            if (fact.key, fact.content) not in known and not says_less_than(fact, known)
        ]

    def _forget_calls(self, transcript: Transcript) -> list[ResponseFunctionToolCall]:
        """ "Forget that we have a dog": a ``forgetMemory`` call for each recalled memory the
        visitor takes back; "forget it" takes back what their message before stated, and "he'll
        be staying with my brother from now on" the pet remembered by name."""
        said = transcript.user_texts()
        before = said[-2] if len(said) > 1 else ""
        just_said = extract_memories(before) if before else []
        keys = retracted_keys(
            transcript.user_text(), just_said=just_said, names=names_by_key(self.memories)
        )
        return [
            function_call(FORGET_MEMORY, {"memoryId": memory.id})
            for memory in self.memories
            if memory.key in keys
        ]

    def _next_step(
        self, transcript: Transcript, with_memory: bool, *, stating_facts: bool = False
    ) -> TResponseOutputItem | None:
        """The turn's tool call or direct reply; None when the turn only states facts to
        remember ("we always travel with our dog") and asks for nothing else."""
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
            return self._results_question(transcript, intent, text)
        changes_search = bool(intent.changed or intent.removed or intent.reset)
        if intent.unknown_places and not changes_search:
            # A market we don't have changes nothing: the reply says which ones are near.
            return self._elsewhere(intent.unknown_places, language)
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
        if stating_facts and not transcript.has_searched() and not _asks_for_search(intent, text):
            return None
        filters, applied = self._with_memories(transcript, intent)
        # "Flights are booked, what have you got?": a remembered trip names the market to search.
        to_remembered_market = "location" in filters and not intent.filters.get("location")
        if changes_search or intent.query or to_remembered_market:
            self.applied_memories = applied
            query = remembered_query(intent.search_query, applied)
            tool_filters = {key: value for key, value in filters.items() if key in _TOOL_FILTERS}
            arguments = {
                "query": query,
                # Only what the tool takes: a place the parser read ("near") waits for a filter.
                "filters": tool_filters,
                "limit": SEARCH_LIMIT,
                "sort": intent.sort,
            }
            return function_call(SEARCH_RENTALS, arguments)
        if transcript.has_searched() and _about_a_result(text):
            # A question that changes nothing ("is that one in Leith near the sea?") is about
            # the results on screen.
            return self._results_question(transcript, intent, text)
        return self._message(
            replies.unclear(
                SearchFilters.model_validate(
                    {k: v for k, v in intent.filters.items() if k in SearchFilters.model_fields}
                ),
                language,
            ),
            language,
        )

    def _results_question(
        self, transcript: Transcript, intent: TurnIntent, text: str
    ) -> ResponseFunctionToolCall:
        """A question about the results on screen: read them again, never search again. On a
        listing's page, "it" is the listing being viewed; elsewhere "it" is the result the
        previous question was about."""
        asks_which = _question(intent, text).asks_which()
        if self.viewing_rental_id and intent.subject is None and not asks_which:
            return function_call(GET_RENTAL_DETAILS, {"rentalId": self.viewing_rental_id})
        if intent.subject is None and not asks_which:
            return function_call(
                GET_SEARCH_RESULTS, {"position": transcript.last_result_position()}
            )
        subject = intent.subject
        position = subject + 1 if isinstance(subject, int) and subject >= 0 else subject
        return function_call(
            GET_SEARCH_RESULTS, {"position": position if isinstance(position, int) else None}
        )

    def _elsewhere(self, places: list[str], language: Language) -> TResponseOutputItem:
        """The reply to a market we don't have: the nearest markets we have, with how far; the
        markets we have when we don't know where the place is."""
        known = [(place, city) for place in places if (city := city_named(place)) is not None]
        if not known:
            return function_call(LIST_MARKETS, {})
        named, city = known[0]
        return self._message(replies.nearest_markets(named, city, language), language)

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
        state = SearchIntentState(
            start,
            query=previous.query,
            sort=sort,
            earlier=earlier,
            earlier_searches=transcript.earlier_searches(),
            last_trip=self.last_trip_filters,
        )
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
        forgotten = [r.output for r in answered if r.name == FORGET_MEMORY]
        parts = [" ".join(memory_replies.forgot_reply(out, language) for out in forgotten)]
        if answered:
            main = answered[-1]
            if main.name == RECALL_MEMORIES:
                parts.append(memory_replies.recalled_reply(main.output, language))
            elif main.name != FORGET_MEMORY:
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
            filters = _searched_filters(result.arguments.get("filters"))
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
            answered = listing_answer(
                output,
                text=question,
                amenities=intent.mentioned.get("amenities", []),
                words=_asked_words(intent, question),
                near=intent.filters.get("near"),
                language=language,
            )
            return answered or replies.listing_line(output, language)
        if result.name == GET_SEARCH_RESULTS:
            return results_answers.answer(output, _question(intent, question), language)
        if result.name == GET_SAVED_RENTALS:
            return replies.saved_reply(output, language)
        if result.name == LIST_MARKETS:
            return replies.markets_reply(output, language, missing=intent.unknown_places)
        return replies.lost_track(language)

    def _message(self, text: str, language: Language) -> ResponseOutputMessage:
        notice = WORDING[language].fallback_notice if self.stands_in else ""
        return assistant_message(f"{notice} {text}" if notice else text)


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
        text,
        intent.subject,
        intent.mentioned.get("amenities", []),
        _asked_words(intent, text),
        intent.filters.get("near"),
    )


def _asked_words(intent: TurnIntent, text: str) -> list[str]:
    """What a question about a listing looks for in its text: the words the parser kept for a
    search, else, when it asks about no amenity either ("is it free?"), the question's own."""
    words = _content_words(intent.query)
    if words or intent.mentioned.get("amenities"):
        return words
    return [word for word in _content_words(text) if word not in _AMENITY_WORDS]


def _content_words(query: str) -> list[str]:
    """The words to look for in a listing's text: not those that point at a result ("the
    second one") or ask how near (the distance answers that)."""
    words = re.findall(r"[^\W\d_]{3,}", fold(query))
    return [word for word in dict.fromkeys(words) if word not in _NOT_CONTENT]


def _about_a_result(text: str) -> bool:
    """A question that points at a result ("is that one in Leith near the sea?") or ranks them
    ("which is closest?"), not any question ("what's the weather like?")."""
    words = set(re.findall(r"[^\W\d_]+", fold(text)))
    return bool(_QUESTION_MARK.search(text)) and bool(
        words & RESULT_REFERENCE_WORDS or superlative_in(text)
    )


def _arguments_of(call: ResponseFunctionToolCall) -> dict[str, Any]:
    arguments = json.loads(call.arguments)
    return arguments if isinstance(arguments, dict) else {}


def _asks_for_search(intent: TurnIntent, text: str) -> bool:
    """Whether a message that states facts also asks for a search: it starts over, names where
    or what kind of place, has words to search with, or asks to be shown something."""
    words = set(re.findall(r"[^\W\d_]+", fold(text)))
    return bool(
        intent.reset
        or intent.changed & _REQUEST_KEYS
        or intent.query
        or words & SEARCH_REQUEST_WORDS
    )


def _searched_filters(asked: Any) -> dict[str, Any]:
    """The filters a search ran with, as the reply names them: a place the map lacks ("near
    murrayfield") was searched as text within its market, so the reply names the market."""
    if (filters := valid_filters(asked)) is not None:
        return filters
    if isinstance(asked, dict) and asked.get("near"):
        return (
            valid_filters({k: v for k, v in asked.items() if k not in ("near", "within_km")}) or {}
        )
    return {}
