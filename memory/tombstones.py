"""Erased visitors stay erased: a tombstone per erased visitor id, and writes for it refused.

"Delete my data" writes the tombstone first and deletes second. Every memory write for a visitor
(conversations, memories, activity, saved rentals, the visitor document) first asks
`refuse_if_erased`, which raises `VisitorErased` once the tombstone exists. A chat turn that was
already running when the visitor erased their data could still write between its check and the
deletion, so it ends with `erasure.sweep_if_erased`: an uncached look that deletes whatever the
turn wrote if the tombstone appeared meanwhile. Together: anything written before the tombstone
is deleted by the erasure, anything after it is refused or swept.

The check is one lookup by `_id`. `erasure_checks_cached` lets a unit of work (one request, one
turn) ask once per visitor; an id known to be erased is remembered for good in the process. A read
that must come with the check carries it in the same command: `tombstone_lookup` joins the
visitor's tombstone to what it reads, and `refuse_if_tombstoned` checks what came back.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

from django.conf import settings

from infra.mongo import Document
from memory.indexes import ERASED_VISITORS, async_collection, collection

# (database, visitor id) pairs this process saw erased; an erasure is permanent, so they never
# need a second look.
KNOWN_ERASED_MAX = 100_000
_known_erased: set[tuple[str, str]] = set()
_known_lock = threading.Lock()
# Visitors already checked (and not erased) in the current unit of work, when one is open.
_checked_live: ContextVar[set[str] | None] = ContextVar("erasure_checked_live", default=None)
# Where `tombstone_lookup` puts the visitor's tombstone (a list: empty when there is none).
_JOINED_TOMBSTONE = "erased_visitor"


class VisitorErased(Exception):
    """A write for a visitor who deleted their data."""

    def __init__(self, visitor_id: str) -> None:
        self.visitor_id = visitor_id
        super().__init__("This visitor's data was deleted; nothing more is stored for them.")


@contextmanager
def erasure_checks_cached() -> Iterator[None]:
    """Within the block, each visitor is looked up at most once."""
    token = _checked_live.set(set())
    try:
        yield
    finally:
        _checked_live.reset(token)


def mark_erased(visitor_id: str) -> None:
    """Write the tombstone; from now on every write for the visitor is refused."""
    collection(ERASED_VISITORS).update_one(
        {"_id": visitor_id}, {"$setOnInsert": {"erased_at": datetime.now(UTC)}}, upsert=True
    )
    _remember_erased(visitor_id)


def is_erased(visitor_id: str) -> bool:
    """An uncached look at the tombstones."""
    if _known(visitor_id) in _known_erased:
        return True
    found = collection(ERASED_VISITORS).find_one({"_id": visitor_id}, {"_id": 1}) is not None
    if found:
        _remember_erased(visitor_id)
    return found


async def is_erased_async(visitor_id: str) -> bool:
    if _known(visitor_id) in _known_erased:
        return True
    tombstones = await async_collection(ERASED_VISITORS)
    found = await tombstones.find_one({"_id": visitor_id}, {"_id": 1}) is not None
    if found:
        _remember_erased(visitor_id)
    return found


def refuse_if_erased(visitor_id: str) -> None:
    """Raise `VisitorErased` when the visitor deleted their data; call before each write."""
    if was_erased(visitor_id):
        raise VisitorErased(visitor_id)


def was_erased(visitor_id: str) -> bool:
    """`is_erased`, asked at most once per visitor in a unit of work."""
    checked = _checked_live.get()
    if checked is not None and visitor_id in checked:
        return False
    if is_erased(visitor_id):
        return True
    if checked is not None:
        checked.add(visitor_id)
    return False


async def refuse_if_erased_async(visitor_id: str) -> None:
    checked = _checked_live.get()
    if checked is not None and visitor_id in checked:
        return
    await refuse_if_erased_now_async(visitor_id)


async def refuse_if_erased_now_async(visitor_id: str) -> None:
    """`refuse_if_erased_async` with a fresh look, even if the unit of work asked already."""
    if await is_erased_async(visitor_id):
        raise VisitorErased(visitor_id)
    checked = _checked_live.get()
    if checked is not None:
        checked.add(visitor_id)


def tombstone_lookup(visitor_field: str = "visitor_id") -> Document:
    """An aggregation stage that joins the tombstone of each document's visitor to it, from the
    `_id` index of the tombstones: the check in the same round trip as the read."""
    return {
        "$lookup": {
            "from": ERASED_VISITORS,
            "localField": visitor_field,
            "foreignField": "_id",
            "as": _JOINED_TOMBSTONE,
        }
    }


def refuse_if_tombstoned(visitor_id: str, document: Mapping[str, Any]) -> None:
    """`refuse_if_erased_now_async` for a document read with `tombstone_lookup`: raises
    `VisitorErased` when the visitor's tombstone came with it."""
    if document.get(_JOINED_TOMBSTONE):
        _remember_erased(visitor_id)
        raise VisitorErased(visitor_id)
    checked = _checked_live.get()
    if checked is not None:
        checked.add(visitor_id)


def _known(visitor_id: str) -> tuple[str, str]:
    return (settings.MONGODB_DB, visitor_id)


def _remember_erased(visitor_id: str) -> None:
    with _known_lock:
        if len(_known_erased) >= KNOWN_ERASED_MAX:
            _known_erased.clear()  # only a cache: the tombstones stay in the database
        _known_erased.add(_known(visitor_id))
