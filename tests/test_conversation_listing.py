"""A visitor's latest conversations are read by `_id` from the ids their visitor document lists:
as many documents read for a visitor with 600 conversations as for one with a few."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from infra.mongo import get_database
from infra.operation_recorder import recording
from memory.conversations import (
    LIST_MAX,
    begin_turn_async,
    finish_turn_async,
    latest_conversation,
    list_conversations,
    new_conversation_id,
)
from memory.erasure import erase_visitor
from memory.recent_conversations import RECENT_MAX
from memory.visitors import touch_visitor
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import ALICE, BOB, run_async
from tests.test_chat_isolation import Visitor

MANY = 600
# What a listing may read: its visitor document, and the listed conversations with their margin.
READ_AT_MOST = 1 + 3 + 4


def stored_conversations(visitor_id: str, count: int) -> list[str]:
    """``count`` conversations of the visitor as stored before the list existed, the oldest
    first, one a minute; their ids in that order."""
    start = datetime(2026, 1, 1, tzinfo=UTC)
    documents = [
        {
            "_id": new_conversation_id(),
            "visitor_id": visitor_id,
            "title": f"conversation {number}",
            "created_at": start + timedelta(minutes=number),
            "updated_at": start + timedelta(minutes=number),
            "last_activity": start + timedelta(minutes=number),
            "message_count": 0,
            "messages": [],
            "archived": 0,
        }
        for number in range(count)
    ]
    get_database()["conversations"].insert_many(documents)
    return [str(document["_id"]) for document in documents]


def started(visitor_id: str, conversation_id: str, *, new: bool = True) -> None:
    async def turn() -> None:
        start = await begin_turn_async(visitor_id, conversation_id, "flat in Porto", new=new)
        await finish_turn_async(
            visitor_id, conversation_id, "Here are some.", {}, [], turn_id=start.turn_id
        )

    run_async(turn())


def documents_examined(operations: list[Any]) -> int:
    """What the server's explain says the recorded reads examined, added up."""
    examined = 0
    for operation in operations:
        assert operation.command_name == "find"
        command = {
            key: operation.command[key]
            for key in ("find", "filter", "sort", "limit", "projection", "hint")
            if key in operation.command
        }
        explained = get_database().command("explain", command, verbosity="executionStats")
        examined += explained["executionStats"]["totalDocsExamined"]
    return examined


def listed_ids(visitor_id: str, limit: int) -> list[str]:
    return [summary.id for summary in list_conversations(visitor_id, limit=limit)]


def test_a_visitor_with_600_conversations_is_listed_reading_a_few(empty_database: str) -> None:
    touch_visitor(ALICE)
    ids = stored_conversations(ALICE, MANY)
    stored_conversations(BOB, 5)
    # Stored before the list existed: the first listing reads them all, once, and keeps the list.
    assert listed_ids(ALICE, 3) == ids[:-4:-1]
    kept = get_database()["visitors"].find_one({"_id": ALICE})
    assert kept is not None and kept["recent_conversations"] == ids[-RECENT_MAX:]

    with recording() as recorder:
        summaries = list_conversations(ALICE, limit=3)
    assert [summary.id for summary in summaries] == ids[:-4:-1]
    assert [summary.title for summary in summaries] == [
        f"conversation {n}" for n in (599, 598, 597)
    ]
    assert documents_examined(recorder.operations) <= READ_AT_MOST

    newest = new_conversation_id()
    started(ALICE, newest)
    started(ALICE, ids[0], new=False)  # the oldest one, taken up again
    with recording() as recorder:
        latest = latest_conversation(ALICE)
    assert latest is not None and latest.id == ids[0]
    assert [message.content for message in latest.messages] == ["flat in Porto", "Here are some."]
    assert documents_examined(recorder.operations) <= READ_AT_MOST
    assert listed_ids(ALICE, 4) == [ids[0], newest, ids[-1], ids[-2]]
    assert len(listed_ids(ALICE, LIST_MAX)) == LIST_MAX


def test_a_new_visitor_s_conversations_are_listed_latest_first(empty_database: str) -> None:
    touch_visitor(ALICE)
    assert list_conversations(ALICE) == [] and latest_conversation(ALICE) is None
    first, second, third = (new_conversation_id() for _ in range(3))
    for conversation_id in (first, second, third):
        started(ALICE, conversation_id)
    started(ALICE, first, new=False)

    assert listed_ids(ALICE, 20) == [first, third, second]
    assert listed_ids(BOB, 20) == []


def test_two_turns_at_once_both_keep_their_conversation_listed(empty_database: str) -> None:
    touch_visitor(ALICE)
    earlier = new_conversation_id()
    started(ALICE, earlier)
    both = [new_conversation_id() for _ in range(2)]

    async def at_once() -> None:
        await asyncio.gather(
            *(
                begin_turn_async(ALICE, conversation_id, "loft", new=True)
                for conversation_id in both
            )
        )

    run_async(at_once())

    assert set(listed_ids(ALICE, 2)) == set(both)
    assert listed_ids(ALICE, 3)[2] == earlier


def test_a_listed_conversation_that_is_gone_is_not_listed(empty_database: str) -> None:
    touch_visitor(ALICE)
    ids = stored_conversations(ALICE, 8)
    assert listed_ids(ALICE, 3) == ids[:-4:-1]
    get_database()["conversations"].delete_one({"_id": ids[-2]})

    assert listed_ids(ALICE, 3) == [ids[-1], ids[-3], ids[-4]]
    kept = get_database()["visitors"].find_one({"_id": ALICE})
    assert kept is not None and ids[-2] not in kept["recent_conversations"]


def test_an_erased_visitor_lists_nothing_and_gets_no_document_back(empty_database: str) -> None:
    touch_visitor(ALICE)
    started(ALICE, new_conversation_id())
    erase_visitor(ALICE)

    assert list_conversations(ALICE) == []
    assert get_database()["visitors"].find_one({"_id": ALICE}) is None


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_api_and_the_history_list_the_latest_of_600() -> None:
    visitor = Visitor()
    ids = stored_conversations(visitor.id, MANY)
    assert visitor.chat("flat in Porto with a pool").status_code == 200

    listed = visitor.get("/api/conversations?limit=3").json()
    assert [item["id"] for item in listed[1:]] == ids[:-3:-1]
    assert listed[0]["title"] == "flat in Porto with a pool"
    page = visitor.get(f"/?conversation={ids[-1]}").content.decode()
    assert "conversation 599" in page and "conversation 598" in page
