"""What one chat turn knows about its visitor and page, and what its tools did.

A ``ChatContext`` travels with the run (``RunContextWrapper.context``): tools read the visitor id
from it, never from their arguments, and record each call in it. The page sync and the stored
conversation use these records, never the model's prose. The context is never shown to the model.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from rentals.filters import SearchFilters
from rentals.search.closest import with_relaxations

if TYPE_CHECKING:
    from memory.activity import ActivityKind
    from memory.memories import Memory
    from memory.recall import RecalledMemory


@dataclass(frozen=True)
class SearchRecord:
    """One search a tool ran: what the page's filter form, result grid and URL follow."""

    query: str
    filters: dict[str, Any]  # the active filters, canonical (``SearchFilters.active()``)
    rental_ids: list[str]
    total: int
    chips: list[str]  # "Porto", "under 120 EUR", "2+ bedrooms"
    sort: str = "relevance"
    # When nothing matched exactly: what was relaxed to find the closest matches
    # (``Relaxation.to_dict()``); the results (``rental_ids``, ``total``) are those matches.
    relaxed: list[dict[str, Any]] = field(default_factory=list)
    # A place asked for that the map has no centre for ("Sai Ying Pun"), as the visitor named
    # it: no filter can hold it, so the search looked for its words.
    place_named: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def asked(self) -> dict[str, Any]:
        """What the visitor asked for: the active filters, and ``near`` as named when the map
        has no centre for the place."""
        return self.filters | ({"near": self.place_named} if self.place_named else {})

    def search_filters(self) -> SearchFilters:
        """The filters as the visitor asked for them."""
        return SearchFilters.model_validate(self.filters)

    def shown_filters(self) -> SearchFilters:
        """The filters the results match: those asked for, with the relaxations applied."""
        return with_relaxations(self.search_filters(), self.relaxed)


@dataclass(frozen=True)
class ToolCallRecord:
    """One tool call as it ran: the arguments it used (validated and clamped) or its error."""

    call_id: str
    name: str
    arguments: dict[str, Any]
    error: str | None = None
    search: SearchRecord | None = None

    def to_dict(self) -> dict[str, Any]:
        record: dict[str, Any] = {"name": self.name, "arguments": self.arguments}
        if self.error is not None:
            record["error"] = self.error
        return record


@dataclass
class ChatContext:
    visitor_id: str
    conversation_id: str
    page_filters: SearchFilters | None = None  # the filters the visitor set by hand on the page
    viewing_rental_id: str | None = None  # the listing open on a detail page
    page_sort: str | None = None  # the search page's sort order, sent with the filters
    # The visitor's message this turn answers: the search tool checks the model's arguments
    # against it (a currency the visitor named).
    visitor_message: str = ""
    tool_calls: list[ToolCallRecord] = field(default_factory=list)
    # Long-term memory: what was recalled for this turn (the instructions show it as data), the
    # visitor's message the turn answers (memories written now cite it) and what was remembered.
    recalled_memories: list[RecalledMemory] = field(default_factory=list)
    message_at: datetime | None = None
    remembered: list[Memory] = field(default_factory=list)
    # A new conversation's visitor may refer back to their previous one ("same budget as last
    # time"): the filters of its last search.
    last_trip_filters: dict[str, Any] | None = None
    # Activity the tools report (searches, views), written with the turn's own in one round trip.
    activity: list[tuple[ActivityKind, dict[str, Any]]] = field(default_factory=list)

    @property
    def searches(self) -> list[SearchRecord]:
        return [call.search for call in self.tool_calls if call.search is not None]

    @property
    def last_search(self) -> SearchRecord | None:
        searches = self.searches
        return searches[-1] if searches else None

    def record(self, call: ToolCallRecord) -> None:
        self.tool_calls.append(call)

    def log_activity(self, kind: ActivityKind, details: dict[str, Any]) -> None:
        self.activity.append((kind, details))

    def tool_call(self, call_id: str) -> ToolCallRecord | None:
        return next((call for call in self.tool_calls if call.call_id == call_id), None)
