"""Score long-term memory on small stories: what a visitor says, then a new conversation.

The file format and the scoring rule are those of ``eval/README.md`` (section "Memory"): one JSON
object per line, ``{"id", "says": [...], "then": "...", "remembered": bool, "expect": {...},
"approx"?: [...], "query_has"?: [...]}``. Each story runs through the real chat service against
the database, for a brand-new visitor: the ``says`` messages in one conversation, then ``then`` as
the first message of a new one. A story scores when the visitor has an active memory exactly when
``remembered`` is true, and the search that ``then`` starts holds the ``expect`` filters (numbers
in ``approx`` within 10 %) with every ``query_has`` word in its semantic query.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chat.service import run_chat_turn
from infra import mongo
from language.evaluation import filters_match, json_lines
from memory.erasure import erase_visitor
from memory.memories import list_memories

# How far a converted budget may be from the expected figure (reference rates are rounded).
APPROX_TOLERANCE = 0.10


class MemoryFileError(ValueError):
    """The evaluation file is missing or does not follow the format."""


@dataclass(frozen=True)
class Story:
    id: str
    says: tuple[str, ...]
    then: str
    remembered: bool
    expect: dict[str, Any]
    approx: frozenset[str] = frozenset()
    query_has: tuple[str, ...] = ()


@dataclass(frozen=True)
class StoryOutcome:
    story: Story
    memories: list[str]  # the sentences remembered after ``says``
    filters: dict[str, Any]  # the search ``then`` started ({} when it did not search)
    query: str

    @property
    def remembered_ok(self) -> bool:
        return bool(self.memories) == self.story.remembered

    @property
    def search_ok(self) -> bool:
        return search_matches(self.story, self.filters, self.query)

    @property
    def correct(self) -> bool:
        return self.remembered_ok and self.search_ok


@dataclass
class MemoryReport:
    outcomes: list[StoryOutcome] = field(default_factory=list)

    @property
    def correct(self) -> int:
        return sum(outcome.correct for outcome in self.outcomes)

    @property
    def total(self) -> int:
        return len(self.outcomes)

    def summary(self) -> str:
        percent = 100.0 * self.correct / self.total if self.total else 0.0
        return f"memory accuracy: {self.correct}/{self.total} lines ({percent:.1f}%)"


def load_stories(path: str | Path) -> list[Story]:
    """Read a memory evaluation file; raise ``MemoryFileError`` naming the line that is wrong."""
    return [_story(record, where) for where, record in json_lines(path, MemoryFileError, "stories")]


def _story(record: Any, where: str) -> Story:
    if not isinstance(record, dict):
        raise MemoryFileError(f"{where}: expected a JSON object")
    says, then = record.get("says"), record.get("then")
    valid = (
        isinstance(record.get("id"), str)
        and isinstance(says, list)
        and bool(says)
        and all(isinstance(message, str) and message.strip() for message in says)
        and isinstance(then, str)
        and bool(then.strip())
        and isinstance(record.get("remembered"), bool)
        and isinstance(record.get("expect"), dict)
        and _strings(record.get("approx", []))
        and _strings(record.get("query_has", []))
    )
    if not valid:
        raise MemoryFileError(
            f'{where}: expected "id", "says" (a non-empty list of messages), "then" (a message), '
            '"remembered" (true or false) and "expect" (an object), with optional "approx" and '
            '"query_has" lists of strings'
        )
    return Story(
        id=record["id"],
        says=tuple(str(message) for message in says or ()),
        then=str(then),
        remembered=record["remembered"],
        expect=record["expect"],
        approx=frozenset(record.get("approx", [])),
        query_has=tuple(record.get("query_has", [])),
    )


def _strings(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def search_matches(story: Story, filters: dict[str, Any], query: str) -> bool:
    """The filters equal ``expect`` (approximate keys within 10 %) and the query has its words."""
    expected, got = _without_empty(story.expect), _without_empty(filters)
    for key in story.approx:
        want, have = expected.pop(key, None), got.pop(key, None)
        if (want is None) != (have is None):
            return False
        if want is not None and abs(float(have) - float(want)) > APPROX_TOLERANCE * abs(want):
            return False
    folded = query.lower()
    return filters_match(expected, got) and all(word.lower() in folded for word in story.query_has)


def _without_empty(filters: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in filters.items() if value not in (None, [])}


async def run_story(story: Story) -> StoryOutcome:
    """One story for a new visitor, whose data is deleted afterwards."""
    visitor_id = f"eval-{uuid.uuid4().hex}"
    try:
        conversation_id = None
        for message in story.says:
            said = await run_chat_turn(visitor_id, message, conversation_id=conversation_id)
            conversation_id = said.conversation_id
        remembered = await asyncio.to_thread(list_memories, visitor_id)
        search = (await run_chat_turn(visitor_id, story.then)).search
        return StoryOutcome(
            story,
            [memory.content for memory in remembered],
            search.asked() if search else {},
            search.query if search else "",
        )
    finally:
        await asyncio.to_thread(erase_visitor, visitor_id)


def evaluate_stories(stories: list[Story]) -> MemoryReport:
    """Run the stories one after the other on one event loop (the async client is bound to it)."""

    async def run_all() -> MemoryReport:
        report = MemoryReport()
        try:
            for story in stories:
                report.outcomes.append(await run_story(story))
        finally:
            await mongo.get_async_client().close()
        return report

    try:
        return asyncio.run(run_all())
    finally:
        mongo.close_clients()
