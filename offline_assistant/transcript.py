"""The input the agent SDK sends the offline model, read as a conversation.

Each call gets the conversation window from the session plus this turn's items: the visitor's
messages, earlier tool calls with their outputs, and the outputs this turn's calls produced.
``Transcript`` answers what the dialog policy asks of them: the latest message, the previous
search and what it showed, the tool results to answer from, and the visitor's language.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, cast

from agents.items import TResponseInputItem
from pydantic import ValidationError

from language.dialog import SORT_ORDERS, EarlierSearch
from language.vocabulary import fold
from offline_assistant.reply_language import Language, reply_language
from rentals.tool_contract import GET_SEARCH_RESULTS, SEARCH_RENTALS, FilterArgs


def item_text(content: object) -> str:
    """Message content or tool output: a string, or a list of text parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return ""


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

    def last_result_position(self) -> int | None:
        """The result the visitor's previous question was about ("is it near the beach?" after
        "does the second one have parking?"), None when none was or a search came after."""
        end = self._last_user_index()
        for item in reversed(self.items[:end]):
            if item.get("type") != "function_call":
                continue
            if item.get("name") == SEARCH_RENTALS:
                return None
            if item.get("name") == GET_SEARCH_RESULTS:
                position = _arguments(item).get("position")
                if isinstance(position, int):
                    return position
        return None

    @functools.cached_property
    def previous_search(self) -> PreviousSearch:
        """The last valid ``searchRentals`` before the visitor's message."""
        if not self._search_calls:
            return PreviousSearch({}, "", None, [])
        call_id, (filters, sort, query) = self._search_calls[-1]
        return PreviousSearch(filters, query, sort, self._shown_names(call_id))

    def earlier_searches(self) -> list[EarlierSearch]:
        """The valid searches before the previous one, oldest first: those the visitor can go
        back to (what they showed is not read: only the last search's listings are on screen)."""
        return [search for _, search in self._search_calls[:-1]]

    @functools.cached_property
    def _search_calls(self) -> list[tuple[str, EarlierSearch]]:
        """The valid ``searchRentals`` calls before the visitor's message, oldest first: each
        call's id, and its filters, order and query."""
        end = self._last_user_index()
        calls = []
        for item in self.items[:end]:
            if item.get("type") == "function_call" and item.get("name") == SEARCH_RENTALS:
                arguments = _arguments(item)
                filters = valid_filters(arguments.get("filters"))
                if filters is not None:
                    sort = arguments.get("sort")
                    search = (
                        filters,
                        sort if sort in SORT_ORDERS else None,
                        str(arguments.get("query") or ""),
                    )
                    calls.append((str(item.get("call_id")), search))
        return calls

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


def valid_filters(filters: Any) -> dict[str, Any] | None:
    """A search's filters in canonical form, or None when that call could not have run."""
    try:
        return FilterArgs.model_validate(filters or {}).to_search_filters().active()
    except ValidationError:
        return None
